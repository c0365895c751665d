package corpus

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

var rewrite = flag.Bool("rewrite", false, "rewrite the golden files under testdata/ with the current output")

// layoutRepos are one small history per test layout: a base commit, a fix that changes source
// and adds a regression test, a feature commit without any sign of a fix, and a test-only commit.
var layoutRepos = map[string][]commitSpec{
	testfmt.GMS: {
		{Msg: "Initial engine", Files: map[string]string{
			"sql/expression/function/trim.go":            "package function\n\n// Trim trims.\ntype Trim struct{}\n\n// Eval evaluates.\nfunc (t *Trim) Eval(s string) string {\n\treturn s\n}\n\nfunc helper() int {\n\treturn 1\n}\n",
			"enginetest/queries/queries.go":              "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT i FROM mytable ORDER BY i\",\n\t\tExpected: []sql.Row{{1}, {2}},\n\t},\n}\n\nvar ScriptTests = []ScriptTest{\n\t{\n\t\tName:        \"existing\",\n\t\tSetUpScript: []string{\"CREATE TABLE a (x int)\"},\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: \"SELECT * FROM a\", Expected: []sql.Row{}},\n\t\t},\n\t},\n}\n",
			"enginetest/scriptgen/setup/scripts/mytable": "exec\ncreate table mytable (i bigint primary key, s varchar(20))\n----\n\nexec\ninsert into mytable values (1, 'first'), (2, 'second')\n----\n\nexec\ncreate table othertable (s2 text, i2 bigint primary key)\n----\n",
			"README.md": "engine\n",
		}},
		{Msg: "fix panic in TRIM functions (#3710)\n\nFixes dolthub/dolt#9511", Files: map[string]string{
			"sql/expression/function/trim.go": "package function\n\n// Trim trims.\ntype Trim struct{}\n\n// Eval evaluates.\nfunc (t *Trim) Eval(s string) string {\n\tif s == \"\" {\n\t\treturn s\n\t}\n\treturn s\n}\n\nfunc helper() int {\n\treturn 1\n}\n",
			"enginetest/queries/queries.go":   "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT i FROM mytable ORDER BY i\",\n\t\tExpected: []sql.Row{{1}, {2}},\n\t},\n\t{\n\t\tQuery:    \"SELECT TRIM(LEADING '' FROM s) FROM mytable WHERE i = 1\",\n\t\tExpected: []sql.Row{{\"first\"}},\n\t},\n}\n\nvar ScriptTests = []ScriptTest{\n\t{\n\t\tName:        \"existing\",\n\t\tSetUpScript: []string{\"CREATE TABLE a (x int)\"},\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: \"SELECT * FROM a\", Expected: []sql.Row{}},\n\t\t},\n\t},\n\t{\n\t\tName:        \"trim with empty remstr\",\n\t\tSetUpScript: []string{\"CREATE TABLE t (s text)\", \"INSERT INTO t VALUES ('x'), (NULL)\"},\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: \"SELECT TRIM(TRAILING '' FROM s) FROM t ORDER BY s\", Expected: []sql.Row{{nil}, {\"x\"}}},\n\t\t\t{Query: \"SELECT TRIM(s FROM 1)\", ExpectedErr: sql.ErrInvalidType},\n\t\t},\n\t},\n}\n",
		}},
		{Msg: "Add support for LTRIM with two arguments", Files: map[string]string{
			"sql/expression/function/trim.go": "package function\n\n// Trim trims.\ntype Trim struct{ two bool }\n\n// Eval evaluates.\nfunc (t *Trim) Eval(s string) string {\n\tif s == \"\" {\n\t\treturn s\n\t}\n\treturn s\n}\n\nfunc helper() int {\n\treturn 1\n}\n",
			"enginetest/queries/queries.go":   "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT i FROM mytable ORDER BY i\",\n\t\tExpected: []sql.Row{{1}, {2}},\n\t},\n\t{\n\t\tQuery:    \"SELECT LTRIM(s, 'f') FROM mytable WHERE i = 1\",\n\t\tExpected: []sql.Row{{\"irst\"}},\n\t},\n}\n",
		}},
		{Msg: "Tidy tests", Files: map[string]string{
			"enginetest/queries/queries.go": "package queries\n\nvar QueryTests = []QueryTest{}\n",
		}},
	},
	testfmt.MTR: {
		{Msg: "Initial server", Files: map[string]string{
			"sql/item_func.cc":                "#include \"item.h\"\n\nlonglong Item_func_nextval::val_int()\n{\n  return next();\n}\n\nlonglong Item_func_setval::val_int()\n{\n  return set();\n}\n",
			"mysql-test/main/sequence.test":   "--source include/have_sequence.inc\nCREATE SEQUENCE s1;\nSELECT NEXTVAL(s1);\n",
			"mysql-test/main/sequence.result": "CREATE SEQUENCE s1;\nSELECT NEXTVAL(s1);\nNEXTVAL(s1)\n1\n",
		}},
		{Msg: "MDEV-33985 Server crashes on NEXTVAL of a CTE alias\n\nReject a table reference that is a pure alias before treating it as a sequence.", Files: map[string]string{
			"sql/item_func.cc":                "#include \"item.h\"\n\nlonglong Item_func_nextval::val_int()\n{\n  if (table_list->is_pure_alias())\n    return error();\n  return next();\n}\n\nlonglong Item_func_setval::val_int()\n{\n  return set();\n}\n",
			"mysql-test/main/sequence.test":   "--source include/have_sequence.inc\nCREATE SEQUENCE s1;\nSELECT NEXTVAL(s1);\n\n--echo # MDEV-33985 NEXTVAL on a CTE alias\n--error ER_NOT_SEQUENCE\nWITH s1 AS (SELECT 1) SELECT NEXTVAL(s1) FROM s1;\nSELECT NEXTVAL(s1);\nDROP SEQUENCE s1;\n",
			"mysql-test/main/sequence.result": "CREATE SEQUENCE s1;\nSELECT NEXTVAL(s1);\nNEXTVAL(s1)\n1\n# MDEV-33985 NEXTVAL on a CTE alias\nWITH s1 AS (SELECT 1) SELECT NEXTVAL(s1) FROM s1;\nERROR 42S02: 'test.s1' is not a SEQUENCE\nSELECT NEXTVAL(s1);\nNEXTVAL(s1)\n2\nDROP SEQUENCE s1;\n",
		}},
	},
	testfmt.LogicTest: {
		{Msg: "sql: initial builtins", Files: map[string]string{
			"pkg/sql/sem/builtins/math_builtins.go":                  "package builtins\n\nfunc widthBucket(a, b int) int {\n\treturn a / b\n}\n",
			"pkg/sql/logictest/testdata/logic_test/builtin_function": "statement ok\nCREATE TABLE t (a INT)\n\nquery I\nSELECT width_bucket(5, 0, 10, 5)\n----\n3\n",
		}},
		{Msg: "sql: guard width_bucket against a zero count\n\nFixes: #98765\n\nRelease note (bug fix): width_bucket no longer panics.", Files: map[string]string{
			"pkg/sql/sem/builtins/math_builtins.go":                  "package builtins\n\nfunc widthBucket(a, b int) int {\n\tif b == 0 {\n\t\treturn 0\n\t}\n\treturn a / b\n}\n",
			"pkg/sql/logictest/testdata/logic_test/builtin_function": "statement ok\nCREATE TABLE t (a INT)\n\nquery I\nSELECT width_bucket(5, 0, 10, 5)\n----\n3\n\nstatement ok\nINSERT INTO t VALUES (1)\n\nstatement error pgcode 2201G count must be greater than 0\nSELECT width_bucket(a, 0, 10, 0) FROM t\n",
		}},
	},
	testfmt.PGRegress: {
		{Msg: "Initial import", Files: map[string]string{
			"src/backend/utils/adt/date.c":       "#include \"postgres.h\"\n\nDatum\nmake_date(PG_FUNCTION_ARGS)\n{\n\tint tm_year = PG_GETARG_INT32(0);\n\treturn date(tm_year);\n}\n",
			"src/test/regress/sql/date.sql":      "CREATE TABLE date_tbl (f1 date);\nINSERT INTO date_tbl VALUES ('2020-01-01');\nSELECT f1 FROM date_tbl;\n",
			"src/test/regress/expected/date.out": "CREATE TABLE date_tbl (f1 date);\nINSERT INTO date_tbl VALUES ('2020-01-01');\nSELECT f1 FROM date_tbl;\n     f1     \n------------\n 01-01-2020\n(1 row)\n\n",
		}},
		{Msg: "Reject year zero in make_date()\n\nYear zero is not a valid input; it was silently taken as 1 BC.\n\nBug: #18190", Files: map[string]string{
			"src/backend/utils/adt/date.c":       "#include \"postgres.h\"\n\nDatum\nmake_date(PG_FUNCTION_ARGS)\n{\n\tint tm_year = PG_GETARG_INT32(0);\n\tif (tm_year == 0)\n\t\tereport(ERROR, (errmsg(\"date field value out of range\")));\n\treturn date(tm_year);\n}\n",
			"src/test/regress/sql/date.sql":      "CREATE TABLE date_tbl (f1 date);\nINSERT INTO date_tbl VALUES ('2020-01-01');\nSELECT f1 FROM date_tbl;\nSELECT make_date(0, 7, 15);\n",
			"src/test/regress/expected/date.out": "CREATE TABLE date_tbl (f1 date);\nINSERT INTO date_tbl VALUES ('2020-01-01');\nSELECT f1 FROM date_tbl;\n     f1     \n------------\n 01-01-2020\n(1 row)\n\nSELECT make_date(0, 7, 15);\nERROR:  date field value out of range: 0-07-15\n",
		}},
	},
	testfmt.SQLLogicTest: {
		{Msg: "Initial", Files: map[string]string{
			"src/function/scalar/list/list_extract.cpp": "#include \"duckdb.hpp\"\n\nnamespace duckdb {\n\nstatic void ListExtractFunction(DataChunk &args, Vector &result) {\n\tresult.Reference(args.data[0]);\n}\n\n} // namespace duckdb\n",
			"test/sql/function/list/list_extract.test":  "# name: test/sql/function/list/list_extract.test\n# group: [list]\n\nstatement ok\nCREATE TABLE lists AS SELECT [1, 2, 3] AS l\n\nquery I\nSELECT list_extract(l, 1) FROM lists\n----\n1\n",
		}},
		{Msg: "Fix #4412: list_extract with a NULL index crashed", Files: map[string]string{
			"src/function/scalar/list/list_extract.cpp": "#include \"duckdb.hpp\"\n\nnamespace duckdb {\n\nstatic void ListExtractFunction(DataChunk &args, Vector &result) {\n\tif (args.data[1].IsNull()) {\n\t\treturn;\n\t}\n\tresult.Reference(args.data[0]);\n}\n\n} // namespace duckdb\n",
			"test/sql/function/list/list_extract.test":  "# name: test/sql/function/list/list_extract.test\n# group: [list]\n\nstatement ok\nCREATE TABLE lists AS SELECT [1, 2, 3] AS l\n\nquery I\nSELECT list_extract(l, 1) FROM lists\n----\n1\n\nquery I\nSELECT list_extract(l, NULL) FROM lists\n----\nNULL\n",
		}},
	},
	testfmt.SQL: {
		{Msg: "Initial", Files: map[string]string{
			"src/exec.c":              "#include \"exec.h\"\n\nint\nexec_limit(int n)\n{\n\treturn n;\n}\n",
			"tests/queries/limit.sql": "CREATE TABLE t (a INT);\nSELECT * FROM t LIMIT 1;\n",
		}},
		{Msg: "Fix wrong result of LIMIT 0", Files: map[string]string{
			"src/exec.c":              "#include \"exec.h\"\n\nint\nexec_limit(int n)\n{\n\tif (n == 0)\n\t\treturn 0;\n\treturn n;\n}\n",
			"tests/queries/limit.sql": "CREATE TABLE t (a INT);\nSELECT * FROM t LIMIT 1;\nINSERT INTO t VALUES (1);\nSELECT * FROM t LIMIT 0;\n",
		}},
	},
}

// TestMineLayouts mines one small history per layout and compares the kept fixes with the golden
// files in testdata/mine/ (go test ./corpus -run TestMineLayouts -rewrite updates them).
func TestMineLayouts(t *testing.T) {
	for layout, specs := range layoutRepos {
		t.Run(layout, func(t *testing.T) {
			dir := t.TempDir()
			hashes := buildRepo(t, dir, specs)
			results, sum := mineAll(t, MineOptions{Repo: dir, Workers: 2})
			if len(sum.Layouts) != 1 || sum.Layouts[0] != layout {
				t.Fatalf("detected layouts %v, want [%s]", sum.Layouts, layout)
			}
			fixes := kept(results)
			if len(fixes) != 1 || fixes[0].Commit != hashes[1].String() {
				t.Fatalf("kept %d fixes (%v), want only the fix commit %s", len(fixes), sum.Skipped, hashes[1])
			}
			if sum.Walked != len(specs)-1 || sum.Skipped[SkipRoot] != 1 {
				t.Fatalf("walked %d commits with %d roots, want %d and 1", sum.Walked, sum.Skipped[SkipRoot], len(specs)-1)
			}
			f := fixes[0]
			if f.Layout != layout || f.Dialect != dialectOf(layout) {
				t.Fatalf("fix layout %s dialect %s", f.Layout, f.Dialect)
			}
			if len(f.KeyStatements()) == 0 {
				t.Fatal("fix has no key statements")
			}
			f.Repo = "" // the temporary directory differs on every run
			golden(t, filepath.Join("testdata", "mine", layout+".json"), f)
		})
	}
}

// golden compares v, as indented JSON, with the file at path.
func golden(t *testing.T, path string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	if *rewrite {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -rewrite to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (run with -rewrite after checking):\n%s", path, lineDiffText(string(want), string(got)))
	}
}

// lineDiffText shows the changed lines between want and got.
func lineDiffText(want, got string) string {
	var b strings.Builder
	for _, op := range lineDiff(want, got) {
		if op.kind != ' ' {
			b.WriteByte(op.kind)
			b.WriteString(op.text)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

func TestMineSkipsWithReasons(t *testing.T) {
	dir := t.TempDir()
	buildRepo(t, dir, layoutRepos[testfmt.GMS])
	_, sum := mineAll(t, MineOptions{Repo: dir})
	if sum.Skipped[SkipNoEvidence] != 1 || sum.Skipped[SkipNoSource] != 1 {
		t.Fatalf("skipped %v: want the feature commit for no evidence and the test-only commit for no source", sum.Skipped)
	}
}

// After leaves out the release's history (git log REV..HEAD); PassedOver hands back the record of
// the commit whose message has no fix word without keeping it as a fix.
func TestMineAfterAndPassedOver(t *testing.T) {
	dir := t.TempDir()
	hashes := buildRepo(t, dir, layoutRepos[testfmt.GMS])
	results, sum := mineAll(t, MineOptions{Repo: dir, After: hashes[1].String(), PassedOver: true})
	if sum.Walked != 2 || sum.After != hashes[1].String() || len(kept(results)) != 0 {
		t.Fatalf("after the fix: walked %d, kept %d, after %q; want the 2 later commits and no fix", sum.Walked, len(kept(results)), sum.After)
	}
	var passed []*FixRecord
	for _, r := range results {
		if r.PassedOver != nil {
			if r.Skip != SkipNoEvidence || r.Fix != nil {
				t.Fatalf("a passed-over commit is a skip for want of a fix word, never a fix: %+v", r)
			}
			passed = append(passed, r.PassedOver)
		}
	}
	if len(passed) != 1 || passed[0].Commit != hashes[2].String() || len(passed[0].KeyStatements()) == 0 || len(passed[0].Patch.Files) == 0 {
		t.Fatalf("passed over %+v, want the LTRIM feature commit %s with its test and patch", passed, hashes[2])
	}
	results, _ = mineAll(t, MineOptions{Repo: dir, After: hashes[1].String()})
	for _, r := range results {
		if r.PassedOver != nil {
			t.Fatalf("without PassedOver no record of a skipped commit comes back: %+v", r)
		}
	}
	if results, sum = mineAll(t, MineOptions{Repo: dir, After: "HEAD"}); sum.Walked != 0 || len(results) != 0 {
		t.Fatalf("after HEAD nothing is left to walk: %d walked", sum.Walked)
	}
	if _, err := Mine(t.Context(), MineOptions{Repo: dir, After: "v9"}, func([]Result) error { return nil }, nil); err == nil || !strings.Contains(err.Error(), `the revision to mine after: unknown revision "v9"`) {
		t.Fatalf("an unknown --after: %v", err)
	}
}

func TestMineResumesWithoutRepeating(t *testing.T) {
	dir := t.TempDir()
	var specs []commitSpec
	specs = append(specs, layoutRepos[testfmt.SQL][0])
	for i := 0; i < 30; i++ {
		n := strings.Repeat("x", i+1)
		specs = append(specs, commitSpec{Msg: "Fix crash number " + n, Files: map[string]string{
			"src/exec.c":              "int\nexec_limit(int n)\n{\n\treturn " + n + ";\n}\n",
			"tests/queries/limit.sql": "CREATE TABLE t (a INT);\nSELECT '" + n + "' FROM t;\n",
		}})
	}
	buildRepo(t, dir, specs)
	full, _ := mineAll(t, MineOptions{Repo: dir})

	// Interrupt after a few commits, then resume with what was stored, as `reaper mine` does.
	stored := map[string]int{}
	ctx, cancel := context.WithCancel(t.Context())
	emit := func(b []Result) error {
		for _, r := range b {
			stored[r.Commit]++
		}
		return nil
	}
	progress := func(p Progress) {
		if p.Done >= 5 {
			cancel()
		}
	}
	sum, err := Mine(ctx, MineOptions{Repo: dir, Workers: 2}, emit, progress)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Stopped != "interrupted" || len(stored) == 0 || len(stored) >= len(full) {
		t.Fatalf("interrupted run stored %d of %d commits (stopped %q)", len(stored), len(full), sum.Stopped)
	}
	sum, err = Mine(t.Context(), MineOptions{Repo: dir, Workers: 2, Done: func(c string) bool { return stored[c] > 0 }}, emit, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Stopped != "" || sum.AlreadyMined == 0 {
		t.Fatalf("resumed run: stopped %q, %d already mined", sum.Stopped, sum.AlreadyMined)
	}
	for _, r := range full {
		if stored[r.Commit] != 1 {
			t.Fatalf("commit %s stored %d times, want once", r.Commit, stored[r.Commit])
		}
	}
	if len(stored) != len(full) {
		t.Fatalf("stored %d commits, uninterrupted run saw %d", len(stored), len(full))
	}
}

func TestMineLimitKeepsNewest(t *testing.T) {
	dir := t.TempDir()
	specs := []commitSpec{layoutRepos[testfmt.SQL][0]}
	for i := 0; i < 6; i++ {
		n := strings.Repeat("y", i+1)
		specs = append(specs, commitSpec{Msg: "Fix bug " + n, Files: map[string]string{
			"src/exec.c":              "int\nexec_limit(int n)\n{\n\treturn " + n + ";\n}\n",
			"tests/queries/limit.sql": "SELECT '" + n + "';\n",
		}})
	}
	hashes := buildRepo(t, dir, specs)
	results, sum := mineAll(t, MineOptions{Repo: dir, Workers: 2, Limit: 2})
	fixes := kept(results)
	if sum.Stopped != "limit" || len(fixes) != 2 {
		t.Fatalf("limit 2: kept %d, stopped %q", len(fixes), sum.Stopped)
	}
	if fixes[0].Commit != hashes[6].String() || fixes[1].Commit != hashes[5].String() {
		t.Fatalf("limit kept %s, %s; want the two newest", fixes[0].Commit, fixes[1].Commit)
	}
}
