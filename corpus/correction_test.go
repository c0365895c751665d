package corpus

import (
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
		got := strings.Join(Correction(c.rec), "; ")
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
	if ev := strings.Join(fixes[0].Correction, "; "); !strings.Contains(ev, "a null check") || !strings.Contains(ev, "if s == nil {") {
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
