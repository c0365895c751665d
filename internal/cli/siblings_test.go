package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/sibling"
)

// The paper's examples, imported, profiled, turned into sibling tests, and checked on the
// embedded go-mysql-server.
func TestSiblingsCommands(t *testing.T) {
	dbmstest.Engines(t)
	db := filepath.Join(t.TempDir(), "r.db")
	if code, _, errOut := run(t, "", "import", "--db", db, "--jsonl", "../../profile/testdata/paper_fixes.jsonl"); code != 0 {
		t.Fatalf("import: %s", errOut)
	}
	if code, _, errOut := run(t, "", "siblings", "--all", "--db", db); code != 1 || !strings.Contains(errOut, "run `reaper profile --all` first") {
		t.Fatalf("siblings before profiles: exit %d, %s", code, errOut)
	}
	if code, _, errOut := run(t, "", "profile", "--all", "--db", db); code != 0 {
		t.Fatalf("profile: %s", errOut)
	}
	code, out, errOut := run(t, "", "siblings", "--all", "--db", db)
	if code != 0 || !regexp.MustCompile(`4 profiles: 4 with sibling tests, \d+ tests`).MatchString(out) {
		t.Fatalf("siblings --all: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, out, _ := run(t, "", "siblings", "--all", "--db", db); code != 0 || !strings.Contains(out, "0 profiles") {
		t.Fatalf("a second siblings --all generated again: %s", out)
	}
	code, out, _ = run(t, "", "siblings", "list", "--db", db, "--json")
	var tests []sibling.Test
	if code != 0 || json.Unmarshal([]byte(out), &tests) != nil || len(tests) == 0 {
		t.Fatalf("siblings list --json: exit %d\n%s", code, out)
	}
	var setval *sibling.Test
	for i, tt := range tests {
		if tt.Construct == "SETVAL" && tt.Variant == "" {
			setval = &tests[i]
		}
	}
	if setval == nil {
		t.Fatal("no SETVAL sibling of the NEXTVAL example")
	}
	code, out, _ = run(t, "", "siblings", "show", "--db", db, setval.ID[:8])
	for _, want := range []string{"NEXTVAL → SETVAL", "historical  WITH s AS (SELECT a FROM t1) SELECT NEXTVAL(s) FROM s",
		"sibling     WITH s AS (SELECT a FROM t1) SELECT SETVAL(s, 1) FROM s", "⟨expr⟩ = 1", ">>> | WITH s AS"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("siblings show: exit %d, want %q in\n%s", code, want, out)
		}
	}
	code, out, errOut = run(t, "", "siblings", "check", "--db", db, "--target", "gms:")
	if code != 0 || !strings.Contains(out, "syntactically valid") || !strings.Contains(out, "of other dialects left out") {
		t.Fatalf("siblings check: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"siblings", "--db", db}, 2, "give --profile ID or --all"},
		{[]string{"siblings", "--db", db, "--all", "--max-tests", "-1"}, 2, "at least 1"},
		{[]string{"siblings", "--db", db, "--profile", "nope"}, 1, `no profile "nope"`},
		{[]string{"siblings", "show", "--db", db}, 2, "give one sibling test id"},
		{[]string{"siblings", "show", "--db", db, "ffffffff"}, 1, `no sibling test "ffffffff"`},
		{[]string{"siblings", "check", "--db", db, "--fix", "nothing-like-it"}, 1, "no mysql sibling tests to check"},
		{[]string{"siblings", "check", "--db", db, "--target", "mysql://root@127.0.0.1:3306/"}, 2, "give --allow-shared"},
		{[]string{"siblings", "--db", db, "--all", "--redo", "--verify", "postgres://postgres@127.0.0.1:5432/postgres"}, 2, "run them on gms:, duckdb: or a sandbox"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// TestLargeStatementWorkBounded: a 200 KB statement (an IN list of 40,000 literals, under every
// cap) gets the same sibling tests from `siblings --all` and from a whole `hunt`, as many as the
// budget of a profile's sibling statements holds (sibling.Options.MaxTestBytes), and the hunt
// validates them all: the work is bounded by the statement's size, not by a clock, so the
// result does not depend on the machine's load. It took `hunt` past two minutes and 1.4 GB,
// and gave 135 tests in one run and none in another.
func TestLargeStatementWorkBounded(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	var in strings.Builder
	in.WriteString("SELECT ABS(x) FROM t WHERE x IN (0")
	for i := 1; i < 40000; i++ {
		in.WriteString("," + strconv.Itoa(i))
	}
	in.WriteString(")")
	stmt := in.String()
	rec, _ := json.Marshal(map[string]any{"id": "h-200k", "dbms": "gms", "title": "t", "description": "d",
		"test": map[string]string{"format": "sql", "script": "CREATE TABLE t (x INT);\n" + stmt + ";\n"}})
	jsonl := filepath.Join(dir, "big.jsonl")
	if err := os.WriteFile(jsonl, append(rec, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := func(db string) []string {
		t.Helper()
		code, out, errOut := run(t, "", "siblings", "list", "--db", db, "--json")
		var ts []sibling.Test
		if code != 0 || json.Unmarshal([]byte(out), &ts) != nil {
			t.Fatalf("siblings list: exit %d, %s", code, errOut)
		}
		var ids []string
		for _, tt := range ts {
			ids = append(ids, tt.ID)
		}
		slices.Sort(ids)
		return ids
	}
	stages, hunted := filepath.Join(dir, "stages.db"), filepath.Join(dir, "hunt.db")
	for _, db := range []string{stages, hunted} {
		if code, _, errOut := run(t, "", "import", "--jsonl", jsonl, "--db", db); code != 0 {
			t.Fatalf("import: %s", errOut)
		}
	}
	if code, _, errOut := run(t, "", "profile", "--all", "--db", stages); code != 0 {
		t.Fatalf("profile: %s", errOut)
	}
	code, out, errOut := run(t, "", "siblings", "--all", "--db", stages)
	if code != 0 || !strings.Contains(out, "cut: ") || !strings.Contains(out, "1 MiB") {
		t.Fatalf("siblings --all: exit %d, the set does not say it was cut:\n%s%s", code, out, errOut)
	}
	want := tests(stages)
	var opts sibling.Options
	opts.Validate()
	if len(want) == 0 || len(want)*len(stmt) > opts.MaxTestBytes {
		t.Fatalf("%d tests of a %d-byte statement; the budget is %d bytes", len(want), len(stmt), opts.MaxTestBytes)
	}
	if code, out, errOut := run(t, "", "hunt", "--db", hunted, "--reference", "none"); code != 0 {
		t.Fatalf("hunt: exit %d\n%s%s", code, out, errOut)
	}
	if got := tests(hunted); !slices.Equal(got, want) {
		t.Fatalf("hunt made tests %v, siblings --all %v", got, want)
	}
	code, out, _ = run(t, "", "status", "--db", hunted, "--json")
	var s struct {
		Validations struct {
			Kept   int `json:"kept"`
			Failed int `json:"failed"`
		} `json:"validations"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &s) != nil || s.Validations.Kept != len(want) || s.Validations.Failed != 0 {
		t.Fatalf("status after the hunt: %+v (want %d validated)\n%s", s, len(want), out)
	}
}
