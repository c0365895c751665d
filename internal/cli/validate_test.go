package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// jsonValueFix is a fix record whose JSON_VALUE sibling panics on the embedded go-mysql-server
// v0.20, so a campaign over it has real candidates.
const jsonValueFix = `{"id": "json-extract-fix", "dbms": "gms", "title": "` + "`JSON_EXTRACT`" + ` over a JSON column returns a wrong result", ` +
	`"test": {"format": "sql", "script": "create table t (pk int primary key, col1 json);\ninsert into t values (1, '{\"items\": {\"1\": 1}}'), (2, null);\nselect pk, json_extract(col1, '$.items') from t order by pk;\n"}}`

// gmsCampaign imports jsonValueFix into a new store and runs the given stages (profile, siblings,
// validate) on the embedded go-mysql-server; it returns the store and the fix file.
func gmsCampaign(t *testing.T, stages ...string) (db, fixFile string) {
	t.Helper()
	dir := t.TempDir()
	db, fixFile = filepath.Join(dir, "r.db"), filepath.Join(dir, "fix.jsonl")
	if err := os.WriteFile(fixFile, []byte(jsonValueFix+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	commands := map[string][]string{"profile": {"profile", "--all"}, "siblings": {"siblings", "--all", "--target", "gms:"}, "validate": {"validate", "--all"}}
	all := [][]string{{"import", "--jsonl", fixFile}}
	for _, s := range stages {
		all = append(all, commands[s])
	}
	for _, args := range all {
		if code, _, errOut := run(t, "", append(args, "--db", db)...); code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	return db, fixFile
}

// A fix imported, profiled and turned into siblings, validated on the embedded go-mysql-server:
// JSON_VALUE over a JSON column panics in go-mysql-server v0.20, and comes out as a candidate.
func TestValidateAndCandidates(t *testing.T) {
	dbmstest.Engines(t)
	db, path := gmsCampaign(t, "profile")
	dir := filepath.Dir(db)
	if code, _, errOut := run(t, "", "validate", "--all", "--db", db); code != 1 || !strings.Contains(errOut, "run `reaper siblings --all` first") {
		t.Fatalf("validate before siblings: exit %d %s", code, errOut)
	}
	if code, _, errOut := run(t, "", "siblings", "--all", "--target", "gms:", "--db", db); code != 0 {
		t.Fatalf("siblings: %s", errOut)
	}
	code, out, errOut := run(t, "", "validate", "--all", "--db", db)
	if code != 0 || !strings.Contains(out, "candidates on gms:") {
		t.Fatalf("validate: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, out, _ := run(t, "", "validate", "--all", "--db", db); code != 0 || !strings.Contains(out, "every mysql sibling test is validated") {
		t.Fatalf("a second validate ran again: %s", out)
	}
	code, out, _ = run(t, "", "candidates", "list", "--db", db, "--json")
	var cands []validate.Candidate
	if code != 0 || json.Unmarshal([]byte(out), &cands) != nil {
		t.Fatalf("candidates list --json: exit %d\n%s", code, out)
	}
	var jv *validate.Candidate
	for i, c := range cands {
		if c.Construct == "JSON_VALUE" && strings.Contains(c.Signature, "panic") {
			jv = &cands[i]
		}
	}
	if jv == nil || !slices.Contains(jv.Evidence, validate.EvidenceCrash) {
		t.Fatalf("no JSON_VALUE panic among the candidates: %+v", cands)
	}
	code, out, _ = run(t, "", "candidates", "show", "--db", db, jv.ID[:6])
	for _, want := range []string{"historical  select pk, json_extract(col1, '$.items') from t order by pk", "sibling     select pk, JSON_VALUE(",
		"stage I match P_fail", "stage III check O_fix", "a crash or internal error", "tlp", "not applicable"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("candidates show: exit %d, want %q in\n%s", code, want, out)
		}
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"validate", "--db", db}, 2, "give --all or --fix ID"},
		{[]string{"validate", "--db", db, "--all", "--target", "mysql://root@127.0.0.1:3306/"}, 2, "give --allow-shared"},
		{[]string{"validate", "--db", db, "--all", "--reference", "gms:"}, 2, "must be another engine than the target"},
		{[]string{"validate", "--db", db, "--all", "--reference", "sandbox:postgres"}, 2, "is not the target's (mysql)"},
		{[]string{"validate", "--db", db, "--all", "--reference", "mysql://root@127.0.0.1:3306/"}, 2, "give --allow-shared"},
		{[]string{"validate", "--db", db, "--all", "--reference", "nosuch:x"}, 2, `unknown target scheme "nosuch"`},
		{[]string{"validate", "--db", db, "--all", "--target", "duckdb:", "--reference", "auto", "--reference", "sandbox:mariadb"}, 2, "is not the target's (duckdb)"},
		{[]string{"validate", "--db", db, "--all", "--target", "duckdb:", "--differential", "sandbox:mariadb"}, 2, "is not the target's (duckdb)"},
		{[]string{"validate", "--db", db, "--all", "--target", "duckdb:", "--differential", "duckdb:"}, 2, "must be another target than the target"},
		{[]string{"validate", "--db", db, "--all", "--differential", "duckdb:1.5"}, 2, "duckdb:MAJOR.MINOR.PATCH"},
		{[]string{"candidates", "--db", db}, 2, "use `reaper candidates list`"},
		{[]string{"candidates", "show", "--db", db, "ffffffffff"}, 1, `no candidate "ffffffffff"`},
		{[]string{"eval", "--benchmark", filepath.Join(dir, "missing.jsonl")}, 1, "benchmark"},
		{[]string{"eval", "--benchmark", path}, 1, `fix.jsonl:1: json: unknown field "dbms"`},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// A verdict judged under an unagreed Validation Profile says so where a reviewer reads it.
func TestPrintValidationUnagreed(t *testing.T) {
	var b strings.Builder
	v := &store.Validation{Target: "gms:", Verdict: validate.Verdict{TestID: "t1", FixID: "abcdef0123", Anchor: "GET_LOCK", Construct: "INET6_ATON", Unagreed: true}}
	printValidation(safeWriter{&b}, v)
	if !strings.Contains(b.String(), "confidence  lower: "+validate.UnagreedNote) {
		t.Errorf("no lower confidence in:\n%s", b.String())
	}
	b.Reset()
	v.Verdict.Unagreed = false
	printValidation(safeWriter{&b}, v)
	if strings.Contains(b.String(), "confidence") {
		t.Errorf("an agreed profile's verdict is marked:\n%s", b.String())
	}
}
