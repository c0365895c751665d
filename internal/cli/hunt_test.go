package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/gitfixture"
	"github.com/reaper-sql/reaper/validate"
)

// jsonQueries is a go-mysql-server enginetest file with the script tests given.
func jsonQueries(scripts ...string) string {
	return "package queries\n\nvar JsonScripts = []ScriptTest{\n" + strings.Join(scripts, "") + "}\n"
}

// jsonScript is one ScriptTest over a table t with a JSON column col1.
func jsonScript(name, query, expected string) string {
	return fmt.Sprintf("\t{\n\t\tName: %q,\n\t\tSetUpScript: []string{\n\t\t\t\"create table t (pk int primary key, col1 json)\",\n"+
		"\t\t\t`insert into t values (1, '{\"items\": {\"1\": 1}}'), (2, null)`,\n\t\t},\n"+
		"\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: %q, Expected: []sql.Row{%s}},\n\t\t},\n\t},\n", name, query, expected)
}

// jsonHistory is a go-mysql-server-style history with one fix: JSON_EXTRACT over a JSON column
// returned a wrong result. Its sibling JSON_VALUE(col1, col1) panics on the embedded
// go-mysql-server v0.20, so a hunt over it has real candidates.
func jsonHistory() []gitfixture.Commit {
	existing := jsonScript("json_extract of a constant", "select json_extract('{\"a\": 1}', '$.a')", "{1}")
	return []gitfixture.Commit{
		{Msg: "Initial", Files: map[string]string{
			"sql/expression/function/json/json_extract.go": "package json\n\n// JSONExtract extracts.\ntype JSONExtract struct{}\n\n// Eval evaluates.\nfunc (j *JSONExtract) Eval(doc any) any {\n\treturn doc\n}\n",
			"enginetest/queries/json_scripts.go":           jsonQueries(existing),
		}},
		{Msg: "fix wrong result of `JSON_EXTRACT` over a JSON column (#2931)", Files: map[string]string{
			"sql/expression/function/json/json_extract.go": "package json\n\n// JSONExtract extracts.\ntype JSONExtract struct{}\n\n// Eval evaluates.\nfunc (j *JSONExtract) Eval(doc any) any {\n\tif doc == nil {\n\t\treturn nil\n\t}\n\treturn doc\n}\n",
			"enginetest/queries/json_scripts.go": jsonQueries(existing,
				jsonScript("json_extract over a json column", "select pk, json_extract(col1, '$.items') from t order by pk", "{1, `{\"1\": 1}`}, {2, nil}")),
		}},
	}
}

// A hunt with nothing but --repo: the fix is mined, profiled, turned into siblings and
// validated on the embedded go-mysql-server, where JSON_VALUE panics; status and candidates
// list report the same candidates, and a second hunt has nothing left to do.
func TestHuntOnTheEmbeddedDefaults(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, jsonHistory())
	db := filepath.Join(t.TempDir(), "r.db")
	code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", db)
	for _, want := range []string{"hunt on gms: with the rules brain", "profiles            1 done, 0 pending: 1 accepted",
		"JSON_VALUE", "handler caught panic", "next: reaper review --db " + db} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("hunt: exit %d, want %q in\n%s\n%s", code, want, out, errOut)
		}
	}
	// The reference engine is on by default: a MariaDB sandbox, named before the work starts.
	if !strings.Contains(errOut, "reference engine sandbox:mariadb?") || !strings.Contains(errOut, "--reference none turns it off") {
		t.Errorf("hunt does not say which reference engine it runs:\n%s", errOut)
	}

	code, out, _ = run(t, "", "status", "--db", db, "--json")
	var st campaign.Status
	if code != 0 || json.Unmarshal([]byte(out), &st) != nil {
		t.Fatalf("status --json: exit %d\n%s", code, out)
	}
	if st.Fixes != 1 || st.Profiles.Kept != 1 || st.SiblingSets.Kept != 1 || st.Tests == 0 ||
		st.Validations.Done != st.Tests || st.Validations.Pending != 0 || st.Profiles.Pending+st.SiblingSets.Pending != 0 {
		t.Fatalf("status after a whole hunt: %+v", st)
	}
	var jv *campaign.Candidate
	for i, c := range st.Candidates {
		if c.Construct == "JSON_VALUE" && strings.Contains(c.Signature, "panic") && slices.Contains(c.Evidence, validate.EvidenceCrash) {
			jv = &st.Candidates[i]
		}
	}
	if jv == nil {
		t.Fatalf("status shows no JSON_VALUE panic among the candidates: %+v", st.Candidates)
	}
	if n := countOf(st.Triage, "new"); n != len(st.Candidates) {
		t.Fatalf("triage counts %+v, want all %d candidates new", st.Triage, len(st.Candidates))
	}
	code, out, _ = run(t, "", "candidates", "list", "--db", db, "--json")
	var listed []validate.Candidate
	if code != 0 || json.Unmarshal([]byte(out), &listed) != nil {
		t.Fatalf("candidates list --json: exit %d\n%s", code, out)
	}
	if a, b := candidateKeys(listed), candidateKeys(plain(st.Candidates)); a != b {
		t.Fatalf("candidates list and status disagree:\n%s\n%s", a, b)
	}
	// status lists the bugs by their ids: the panic's among them.
	code, out, _ = run(t, "", "status", "--db", db)
	if want := fmt.Sprintf("validations    %6d done, 0 pending", st.Tests); code != 0 || !strings.Contains(out, want) || !slices.Contains(bugLines(out), jv.Bug) {
		t.Fatalf("status: exit %d, want %q and bug %s in\n%s", code, want, jv.Bug, out)
	}

	// Everything is stored: a second hunt passes over every unit.
	code, out, errOut = run(t, "", "hunt", "--repo", repo, "--db", db, "--json")
	var sum campaign.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("second hunt: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, s := range sum.Stages {
		if s.Done != 0 || s.Already == 0 && s.Name != campaign.StageMine {
			t.Errorf("second hunt did %s again: %+v", s.Name, s)
		}
	}
	if a, b := candidateKeys(plain(sum.Campaign.Candidates)), candidateKeys(plain(st.Candidates)); a != b {
		t.Fatalf("second hunt's candidates differ:\n%s\n%s", a, b)
	}

	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"hunt", "--db", filepath.Join(t.TempDir(), "none.db")}, 2, "give --repo PATH|URL"},
		{[]string{"hunt", "--db", db, "--repo", repo, "--target", "mysql://root@127.0.0.1:3306/"}, 2, "give --allow-shared"},
		{[]string{"hunt", "--db", db, "--repo", repo, "--llm-base-url", "http://127.0.0.1:1/v1"}, 2, "--llm-base-url needs --model"},
		{[]string{"status", "--db", filepath.Join(t.TempDir(), "none.db")}, 1, "no campaign store at"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// TestKillDuringHuntLosesNothing kills `reaper hunt` with SIGKILL once it has stored some
// validations, runs it again, and checks the candidates, ids and tests, are those of an
// uninterrupted hunt in another store.
func TestKillDuringHuntLosesNothing(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, jsonHistory())
	dir := t.TempDir()
	full := filepath.Join(dir, "full.db")
	if code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", full); code != 0 {
		t.Fatalf("uninterrupted hunt: %d\n%s%s", code, out, errOut)
	}

	killed := filepath.Join(dir, "killed.db")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "REAPER_CLI_ARGS="+strings.Join([]string{"hunt", "--db", killed, "--repo", repo}, "\n"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for rowCount(t, "validations", killed) < 5 {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the child stored no 5 validations within 30s")
		}
		time.Sleep(2 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("child was not killed mid-run (it finished first: %v)", err)
	}
	atKill := rowCount(t, "validations", killed)
	t.Logf("%d validations stored at the kill", atKill)
	code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", killed, "--json")
	var sum campaign.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("resumed hunt: %d\n%s%s", code, out, errOut)
	}
	v := sum.Stages[len(sum.Stages)-1]
	if v.Name != campaign.StageValidate || v.Already != atKill || v.Done == 0 || v.Already+v.Done != sum.Campaign.Tests {
		t.Fatalf("the resumed hunt did not take up where the kill left it (%d validations stored): %+v of %d tests", atKill, v, sum.Campaign.Tests)
	}
	for _, s := range sum.Stages[:len(sum.Stages)-1] {
		if s.Done != 0 {
			t.Errorf("the resumed hunt did %s again: %+v", s.Name, s)
		}
	}
	want, got := candidatesOf(t, full), candidatesOf(t, killed)
	if want != got || want == "" {
		t.Fatalf("candidates after kill and resume:\n%s\nwant those of an uninterrupted hunt:\n%s", got, want)
	}
}

// candidatesOf lists a store's candidates on gms: as `reaper candidates list` gives them.
func candidatesOf(t *testing.T, db string) string {
	t.Helper()
	code, out, errOut := run(t, "", "candidates", "list", "--db", db, "--json")
	var cs []validate.Candidate
	if code != 0 || json.Unmarshal([]byte(out), &cs) != nil {
		t.Fatalf("candidates list: %d\n%s%s", code, out, errOut)
	}
	return candidateKeys(cs)
}

// candidateKeys renders candidates by id and tests, one a line.
func candidateKeys(cs []validate.Candidate) string {
	var lines []string
	for _, c := range cs {
		lines = append(lines, c.ID+" "+strings.Join(c.Tests, ","))
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// plain drops what the tables add to each candidate.
func plain(cs []campaign.Candidate) []validate.Candidate {
	out := make([]validate.Candidate, len(cs))
	for i, c := range cs {
		out[i] = c.Candidate
	}
	return out
}

func countOf(cs []campaign.Count, label string) int {
	for _, c := range cs {
		if c.Label == label {
			return c.N
		}
	}
	return 0
}
