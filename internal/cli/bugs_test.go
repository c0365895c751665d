package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// The candidates of a campaign on the embedded go-mysql-server, clustered: every candidate is in
// exactly one bug, the JSON_VALUE panic among them, and a bug shows its grouping and its tests.
func TestBugs(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	code, out, errOut := run(t, "", "candidates", "list", "--db", db, "--json")
	var cands []validate.Candidate
	if code != 0 || json.Unmarshal([]byte(out), &cands) != nil || len(cands) == 0 {
		t.Fatalf("candidates list: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = run(t, "", "bugs", "list", "--db", db, "--json")
	var bugs []validate.Bug
	if code != 0 || json.Unmarshal([]byte(out), &bugs) != nil || len(bugs) == 0 || len(bugs) > len(cands) {
		t.Fatalf("bugs list: exit %d, %d bugs for %d candidates\n%s%s", code, len(bugs), len(cands), out, errOut)
	}
	// Listed the highest evidence score first; --min-score and --kind keep what they say.
	for i := 1; i < len(bugs); i++ {
		if bugs[i].Score > bugs[i-1].Score {
			t.Errorf("bug %s (score %d) listed after %s (score %d)", bugs[i].ID, bugs[i].Score, bugs[i-1].ID, bugs[i-1].Score)
		}
	}
	top := bugs[0]
	for _, args := range [][]string{{"--min-score", fmt.Sprint(top.Score)}, {"--kind", string(top.Kind)}} {
		_, out, _ := run(t, "", append([]string{"bugs", "list", "--db", db, "--json"}, args...)...)
		var kept []validate.Bug
		if json.Unmarshal([]byte(out), &kept) != nil || len(kept) == 0 || len(kept) > len(bugs) {
			t.Fatalf("bugs list %v: %s", args, out)
		}
		for _, b := range kept {
			if b.Score < top.Score && args[0] == "--min-score" || b.Kind != top.Kind && args[0] == "--kind" {
				t.Errorf("bugs list %v kept %s (score %d, %s)", args, b.ID, b.Score, b.Kind)
			}
		}
	}
	if code, out, _ := run(t, "", "bugs", "list", "--db", db); code != 0 || !strings.Contains(strings.SplitN(out, "\n", 2)[0], "; found on go-mysql-server") {
		t.Errorf("bugs list names no build in its first line: exit %d\n%s", code, out)
	}
	if code, _, errOut := run(t, "", "bugs", "list", "--db", db, "--kind", "logic"); code != 2 || !strings.Contains(errOut, "logic") {
		t.Errorf("--kind logic: exit %d %s", code, errOut)
	}
	seen, bugOf := map[string]int{}, map[string]validate.Bug{}
	for _, b := range bugs {
		for _, c := range b.Candidates {
			seen[c]++
			bugOf[c] = b
		}
	}
	var panicBug string
	for _, c := range cands {
		if seen[c.ID] != 1 {
			t.Errorf("candidate %s is in %d bugs", c.ID, seen[c.ID])
		}
		if c.Construct == "JSON_VALUE" && strings.Contains(c.Signature, "panic") {
			panicBug = bugOf[c.ID].ID
			if b := bugOf[c.ID]; b.Kind != failure.KindInternal || !slices.Contains(b.Constructs, "JSON_VALUE") {
				t.Errorf("the JSON_VALUE panic's bug: %+v", b)
			}
		}
	}
	if panicBug == "" {
		t.Fatalf("no JSON_VALUE panic among the candidates: %+v", cands)
	}
	code, out, _ = run(t, "", "bugs", "show", "--db", db, panicBug[:6])
	for _, want := range []string{"bug " + panicBug + " (internal)", "score:", "grouped by:", "JSON_VALUE", "tests, the shortest first:"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("bugs show: exit %d, want %q in\n%s", code, want, out)
		}
	}
	// One report for the bug, naming its constructs, with each candidate's report inside; a test
	// per sibling in the DBMS's format.
	code, out, errOut = run(t, "", "export", "--db", db, "--format", "markdown", "--bug", panicBug[:6])
	// The title shows the failure as the target gave it, not the grouping key's shape.
	if code != 0 || !strings.HasPrefix(out, "# Bug "+panicBug+" (internal): "+bugByID(bugs, panicBug).Example+"\n") || !strings.Contains(out, "Affected sibling constructs: ") ||
		!strings.Contains(out, "JSON_VALUE") || strings.Count(out, "\n---\n") != len(bugByID(bugs, panicBug).Candidates) {
		t.Fatalf("export --bug: exit %d\n%s%s", code, out, errOut)
	}
	dir := t.TempDir()
	if code, out, errOut := run(t, "", "export", "--db", db, "--format", "sql", "--bug", panicBug, "--out", dir); code != 0 || !strings.Contains(out, "wrote ") {
		t.Fatalf("export --bug --format sql: exit %d\n%s%s", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"export", "--db", db, "--format", "markdown", "--bug", "ffffffffffff"}, 1, `no bug "ffffffffffff"`},
		{[]string{"export", "--db", db, "--format", "markdown", "--bug", panicBug, "abc"}, 2, "give one candidate id, --bug ID, --status STATUS, --fix ID or --all"},
		{[]string{"bugs", "--db", db}, 2, "use `reaper bugs list` or `reaper bugs show ID`"},
		{[]string{"bugs", "show", "--db", db}, 2, "`show` one bug id"},
		{[]string{"bugs", "show", "--db", db, "ffffffffffff"}, 1, `no bug "ffffffffffff"`},
	} {
		if code, _, errOut := run(t, "", c.args...); code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, %q; want %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// bugByID returns the bug with the given id.
func bugByID(bugs []validate.Bug, id string) validate.Bug {
	for _, b := range bugs {
		if b.ID == id {
			return b
		}
	}
	return validate.Bug{}
}

// export --status selects by the current status: a candidate takes its bug's decision when it
// is later than its own, so confirming a bug exports all its candidates as confirmed, and a
// candidate confirmed alone leaves once its bug is judged a false positive.
func TestExportByStatusFollowsBugs(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	code, out, errOut := run(t, "", "bugs", "list", "--db", db, "--json")
	var bugs []validate.Bug
	if code != 0 || json.Unmarshal([]byte(out), &bugs) != nil || len(bugs) < 2 {
		t.Fatalf("bugs list: exit %d, want 2 bugs or more\n%s%s", code, out, errOut)
	}
	confirmed, rejected := bugs[0], bugs[1]
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, d := range []store.Triage{
		{CandidateID: rejected.Candidates[0], Status: store.TriageConfirmed, Who: "ann"},
		{BugID: confirmed.ID, Status: store.TriageConfirmed, Who: "ann"},
		{BugID: rejected.ID, Status: store.TriageFalsePositive, Reason: "documented", Who: "bo"},
	} {
		if err := st.PutTriage(t.Context(), &d); err != nil {
			t.Fatal(err)
		}
	}
	exported := func(status string) string {
		t.Helper()
		dir := filepath.Join(t.TempDir(), status)
		if code, out, errOut := run(t, "", "export", "--db", db, "--status", status, "--format", "markdown", "--out", dir); code != 0 {
			t.Fatalf("export --status %s: exit %d\n%s%s", status, code, out, errOut)
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, e := range entries {
			ids = append(ids, strings.TrimSuffix(strings.TrimPrefix(e.Name(), "reaper_"), ".md"))
		}
		return strings.Join(ids, " ")
	}
	sorted := func(ids []string) string {
		return strings.Join(slices.Sorted(slices.Values(ids)), " ")
	}
	if got, want := exported(store.TriageConfirmed), sorted(confirmed.Candidates); got != want {
		t.Errorf("export --status confirmed wrote %q, want the confirmed bug's candidates %q", got, want)
	}
	if got, want := exported(store.TriageFalsePositive), sorted(rejected.Candidates); got != want {
		t.Errorf("export --status false_positive wrote %q, want the rejected bug's candidates %q", got, want)
	}
}
