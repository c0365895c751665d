package corpus

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

func TestCorrection(t *testing.T) {
	titled := func(title string, r *FixRecord) *FixRecord {
		r.Title = title
		return r
	}
	rec := func(diff string, expect ...string) *FixRecord {
		r := &FixRecord{Patch: Patch{Files: []FilePatch{{Path: "sql/expression/function/ntile.go", Diff: diff}}}}
		tc := TestCase{}
		for _, k := range expect {
			tc.Statements = append(tc.Statements, testfmt.Statement{SQL: "SELECT 1", Key: true, Expect: testfmt.Expect{Kind: k}})
		}
		r.Tests = []TestCase{tc}
		return r
	}
	for _, c := range []struct {
		name string
		rec  *FixRecord
		want string
	}{
		{"an added error expectation", rec("@@ -1 +1 @@\n+\treturn x\n", "error", "rows"), "1 statement that expects an error"},
		{"an added nil check", rec("@@ -1 +1,2 @@\n+\tif val == nil {\n+\t\treturn nil, nil\n", "rows"), "a null check in sql/expression/function/ntile.go: if val == nil {"},
		{"an added type check that rejects", rec("@@ -1 +1,3 @@\n+\ts, ok := val.(string)\n+\tif !ok {\n+\t\treturn nil, sql.ErrInvalidType.New(val)\n", "rows"), "a type check that rejects"},
		{"a type assertion that dispatches is none", rec("@@ -1 +1,3 @@\n+\tif s, ok := val.(string); ok {\n+\t\treturn s, nil\n", "rows"), ""},
		{"a deleted check is none", rec("@@ -1 +1 @@\n-\tif val == nil {\n+\treturn val\n", "rows"), ""},
		{"an error check is none", rec("@@ -1 +1 @@\n+\tif err != nil {\n", "rows"), ""},
		{"a feature with passing tests", rec("@@ -1 +1 @@\n+func NewNtile() sql.Expression {\n", "rows", "ok"), ""},
		{"a repair's title", titled("allow safe drops when a column is referenced", rec("@@ -1 +1 @@\n+\treturn x\n", "error")), "1 statement that expects an error"},
		{"a new function's error cases", titled("implement `ntile()` (#123)", rec("@@ -1 +1 @@\n+\treturn x\n", "error")), ""},
		{"new support behind a scope", titled("sql/plan: Add support for SHOW BINARY LOGS", rec("@@ -1 +1,2 @@\n+\tif val == nil {\n+\t\treturn nil, nil\n", "error")), ""},
		{"a first pass at a feature", titled("First pass at support for ANSI_QUOTES", rec("@@ -1 +1 @@\n+\treturn x\n", "error")), ""},
		{"a refactoring", titled("Refactored how grant tables are stored", rec("@@ -1 +1,2 @@\n+\tif val == nil {\n+\t\treturn nil, nil\n", "rows")), ""},
		{"a word that only starts like one", titled("Additive identity of DECIMAL sums", rec("@@ -1 +1 @@\n+\treturn x\n", "error")), "1 statement that expects an error"},
	} {
		got := evidenceText(Correction(c.rec))
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("%s: Correction = %q, want %q", c.name, got, c.want)
		}
	}
}

// A commit without a fix word is kept with MineOptions.Corrections when its patch adds a guard,
// with the evidence; a feature commit without one is still passed over.
func TestMineCorrections(t *testing.T) {
	base := layoutRepos[testfmt.GMS]
	feature := commitSpec{Msg: "Add a helper", Files: map[string]string{
		"sql/expression/function/trim.go": strings.Replace(base[0].Files["sql/expression/function/trim.go"], "return 1", "return 2", 1),
		"enginetest/queries/queries.go":   strings.Replace(base[0].Files["enginetest/queries/queries.go"], "ORDER BY i", "ORDER BY i DESC", 1),
	}}
	specs := []commitSpec{base[0], feature, {Msg: "Unwrap values before casting them", Files: map[string]string{
		"sql/expression/function/trim.go": "package function\n\n// Trim trims.\ntype Trim struct{ two bool }\n\n// Eval evaluates.\nfunc (t *Trim) Eval(s *string) string {\n\tif s == nil {\n\t\treturn \"\"\n\t}\n\treturn *s\n}\n\nfunc helper() int {\n\treturn 1\n}\n",
		"enginetest/queries/queries.go":   "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT i FROM mytable ORDER BY i\",\n\t\tExpected: []sql.Row{{1}, {2}},\n\t},\n\t{\n\t\tQuery:    \"SELECT LTRIM(NULL, 'f')\",\n\t\tExpected: []sql.Row{{nil}},\n\t},\n}\n",
	}}}
	dir := t.TempDir()
	hashes := buildRepo(t, dir, specs)
	results, _ := mineAll(t, MineOptions{Repo: dir})
	if len(kept(results)) != 0 {
		t.Fatalf("without Corrections a commit with no fix word is kept: %+v", kept(results))
	}
	results, _ = mineAll(t, MineOptions{Repo: dir, Corrections: true})
	fixes := kept(results)
	if len(fixes) != 1 || fixes[0].Commit != hashes[2].String() {
		t.Fatalf("kept %+v, want only the unwrap commit %s", fixes, hashes[2])
	}
	if ev := evidenceText(fixes[0].Correction); !strings.Contains(ev, "a null check") || !strings.Contains(ev, "if s == nil {") {
		t.Errorf("the evidence is %q", ev)
	}
}

// A commit with correction evidence but no fix word is kept only on the first-parent line: the
// same change committed inside a merged branch is the branch's work in progress.
func TestMineCorrectionsMainline(t *testing.T) {
	base := layoutRepos[testfmt.GMS]
	unwrap := map[string]string{
		"sql/expression/function/trim.go": "package function\n\n// Trim trims.\ntype Trim struct{ two bool }\n\n// Eval evaluates.\nfunc (t *Trim) Eval(s *string) string {\n\tif s == nil {\n\t\treturn \"\"\n\t}\n\treturn *s\n}\n\nfunc helper() int {\n\treturn 1\n}\n",
		"enginetest/queries/queries.go":   "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT i FROM mytable ORDER BY i\",\n\t\tExpected: []sql.Row{{1}, {2}},\n\t},\n\t{\n\t\tQuery:    \"SELECT LTRIM(NULL, 'f')\",\n\t\tExpected: []sql.Row{{nil}},\n\t},\n}\n",
	}
	// 0 base; 1 the change on a branch; 2 a mainline commit; 3 the merge of the branch (first
	// parent 2, second 1, the branch's files).
	specs := []commitSpec{base[0], {Msg: "Unwrap values before casting them", Files: unwrap},
		{Msg: "Bump the version", Files: map[string]string{"VERSION": "2\n"}, Parents: []int{0}},
		{Msg: "Merge branch 'unwrap'", Files: unwrap, Parents: []int{2, 1}}}
	dir := t.TempDir()
	hashes := buildRepo(t, dir, specs)
	results, _ := mineAll(t, MineOptions{Repo: dir, Corrections: true})
	if fixes := kept(results); len(fixes) != 0 {
		t.Fatalf("kept %d fixes, want none: the correction is inside a merged branch (%s)", len(fixes), hashes[1])
	}
	// The same change committed to the branch itself is kept.
	dir = t.TempDir()
	hashes = buildRepo(t, dir, specs[:2])
	results, _ = mineAll(t, MineOptions{Repo: dir, Corrections: true})
	if fixes := kept(results); len(fixes) != 1 || fixes[0].Commit != hashes[1].String() {
		t.Fatalf("kept %+v, want the mainline commit %s", fixes, hashes[1])
	}
}

// evidenceText joins the evidence's words, each after its kind.
func evidenceText(ev []Evidence) string {
	var parts []string
	for _, e := range ev {
		parts = append(parts, string(e.Kind)+": "+e.Detail)
	}
	return strings.Join(parts, "; ")
}

// A commit whose test changes what an existing statement expects is kept as a correction whatever
// its message, with the evidence; one that only adds statements, or only rewrites the test's
// layout, is not.
func TestMineChangedExpectation(t *testing.T) {
	base := layoutRepos[testfmt.GMS][0]
	source := func(n int) string {
		return strings.Replace(base.Files["sql/expression/function/trim.go"], "return 1", fmt.Sprintf("return %d", n), 1)
	}
	queries := func(script string) string {
		return "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT i FROM mytable ORDER BY i\",\n\t\tExpected: []sql.Row{{1}, {2}},\n\t},\n}\n\nvar ScriptTests = []ScriptTest{\n\t{\n\t\tName:        \"existing\",\n\t\tSetUpScript: []string{\"CREATE TABLE a (x int)\", \"INSERT INTO a VALUES (NULL)\"},\n\t\tAssertions: []ScriptTestAssertion{\n" + script + "\t\t},\n\t},\n}\n"
	}
	specs := []commitSpec{
		{Msg: base.Msg, Files: map[string]string{
			"sql/expression/function/trim.go":            base.Files["sql/expression/function/trim.go"],
			"enginetest/scriptgen/setup/scripts/mytable": base.Files["enginetest/scriptgen/setup/scripts/mytable"],
			"enginetest/queries/queries.go":              queries("\t\t\t{Query: \"SELECT x IS NULL FROM a\", Expected: []sql.Row{{false}}},\n"),
		}},
		// A title of new work, and nothing but the changed expectation to show a correction.
		{Msg: "Refactor how IS NULL is evaluated", Files: map[string]string{
			"sql/expression/function/trim.go": source(2),
			"enginetest/queries/queries.go":   queries("\t\t\t{Query: \"SELECT x IS NULL FROM a\", Expected: []sql.Row{{true}}},\n"),
		}},
		{Msg: "Evaluate IS NOT NULL", Files: map[string]string{
			"sql/expression/function/trim.go": source(3),
			"enginetest/queries/queries.go": queries("\t\t\t{Query: \"SELECT x IS NULL FROM a\", Expected: []sql.Row{{true}}},\n" +
				"\t\t\t{Query: \"SELECT x IS NOT NULL FROM a\", Expected: []sql.Row{{false}}},\n"),
		}},
		{Msg: "Lay the IS NULL tests out one field a line", Files: map[string]string{
			"sql/expression/function/trim.go": source(4),
			"enginetest/queries/queries.go": queries("\t\t\t{\n\t\t\t\tQuery:    \"SELECT x IS NULL\\n\\tFROM a\",\n\t\t\t\tExpected: []sql.Row{\n\t\t\t\t\t{true},\n\t\t\t\t},\n\t\t\t},\n" +
				"\t\t\t{\n\t\t\t\tQuery:    \"SELECT x IS NOT NULL FROM a\",\n\t\t\t\tExpected: []sql.Row{\n\t\t\t\t\t{false},\n\t\t\t\t},\n\t\t\t},\n"),
		}},
	}
	dir := t.TempDir()
	hashes := buildRepo(t, dir, specs)
	results, _ := mineAll(t, MineOptions{Repo: dir, Corrections: true, PassedOver: true})
	fixes := kept(results)
	if len(fixes) != 1 || fixes[0].Commit != hashes[1].String() {
		for _, f := range fixes {
			t.Logf("kept %s %q: %s", f.Commit, f.Title, evidenceText(f.Correction))
		}
		t.Fatalf("kept %d fixes, want only the commit that changes an expectation %s", len(fixes), hashes[1])
	}
	ev := fixes[0].Correction
	if len(ev) != 1 || ev[0].Kind != EvidenceExpectation || !strings.Contains(ev[0].Detail, "SELECT x IS NULL FROM a (1 row, other values)") {
		t.Errorf("the evidence is %q", evidenceText(ev))
	}
	key := fixes[0].KeyStatements()
	if len(key) != 1 || key[0].Was == nil || key[0].Was.Rows[0][0] != "false" || key[0].Expect.Rows[0][0] != "true" {
		t.Errorf("key statements %+v, want SELECT x IS NULL FROM a with its rows before the commit", key)
	}
	// The two commits passed over were read (PassedOver) and showed no evidence.
	passed := 0
	for _, r := range results {
		if r.PassedOver != nil {
			passed++
			if len(r.PassedOver.Correction) > 0 {
				t.Errorf("commit %s passed over with evidence %q", r.Commit, evidenceText(r.PassedOver.Correction))
			}
		}
	}
	if passed != 2 {
		t.Errorf("%d commits passed over with a record, want the two that add or lay out statements", passed)
	}
	if results, _ := mineAll(t, MineOptions{Repo: dir}); len(kept(results)) != 0 {
		t.Errorf("without Corrections %d commits with no fix word are kept", len(kept(results)))
	}
}

// Evidence stored before it had a kind is read as its words.
func TestEvidenceJSON(t *testing.T) {
	var rec FixRecord
	if err := json.Unmarshal([]byte(`{"correction": ["the test adds 1 statement that expects an error"]}`), &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Correction) != 1 || rec.Correction[0].Kind != "" || rec.Correction[0].Detail != "the test adds 1 statement that expects an error" {
		t.Errorf("read %+v", rec.Correction)
	}
	b, err := json.Marshal(Evidence{EvidenceExpectation, "the test changes what 1 statement it keeps expects"})
	if err != nil {
		t.Fatal(err)
	}
	var back Evidence
	if err := json.Unmarshal(b, &back); err != nil || back.Kind != EvidenceExpectation || back.Detail == "" {
		t.Errorf("%s read back as %+v (%v)", b, back, err)
	}
}
