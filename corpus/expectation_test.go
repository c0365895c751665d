package corpus

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// TestChangedExpectation reads the test at the parent and at the commit in each format and
// checks the evidence that a kept statement's expected rows or error changed: the pairing by SQL
// (whitespace aside) within the changed stretch, and which changes count.
func TestChangedExpectation(t *testing.T) {
	const slt = "statement ok\nCREATE TABLE t (a INT)\n\n"
	for _, c := range []struct {
		name, format    string
		before, after   string
		beforeR, afterR string // mtr .result
		want            string // substring of the evidence; "" for none
		fixturesChanged bool   // the harness's tables changed too
	}{
		{name: "sqllogictest: other rows", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT count(*) FROM t\n----\n1\n",
			after:  slt + "query I\nSELECT count(*) FROM t\n----\n0\n",
			want:   "SELECT count(*) FROM t (1 row, other values)"},
		{name: "sqllogictest: a success now an error", format: testfmt.SQLLogicTest,
			before: slt + "statement ok\nINSERT INTO t VALUES (1/0)\n",
			after:  slt + "statement error\nINSERT INTO t VALUES (1/0)\n----\nDivision by zero\n",
			want:   "(ok → error Division by zero)"},
		{name: "sqllogictest: another error", format: testfmt.SQLLogicTest,
			before: slt + "statement error\nSELECT b FROM t\n----\nBinder Error\n",
			after:  slt + "statement error\nSELECT b FROM t\n----\nCatalog Error\n",
			want:   "error Binder Error → error Catalog Error"},
		{name: "sqllogictest: reformatted SQL and a new query", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT count(*)\nFROM t\n----\n0\n",
			after:  slt + "query I\nSELECT count(*) FROM t\n----\n1\n\nquery I\nSELECT count(*)   FROM   t\n----\n0\n",
			want:   ""},
		{name: "sqllogictest: a statement changed among equal ones", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT a FROM t\n----\n1\n\nstatement ok\nDELETE FROM t\n",
			after:  slt + "query I\nSELECT a FROM t\n----\n2\n\nstatement ok\nINSERT INTO t VALUES (1)\n\nquery I\nSELECT a FROM t\n----\n1\n\nstatement ok\nDELETE FROM t\n",
			want:   ""},
		{name: "sqllogictest: rows reordered under rowsort", format: testfmt.SQLLogicTest,
			before: slt + "query I rowsort\nSELECT a FROM t ORDER BY a\n----\n1\n2\n",
			after:  slt + "query I rowsort\nSELECT a FROM t ORDER BY a\n----\n2\n1\n",
			want:   ""},
		{name: "sqllogictest: rows reordered without ORDER BY", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT a FROM t\n----\n1\n2\n",
			after:  slt + "query I\nSELECT a FROM t\n----\n2\n1\n",
			want:   ""},
		{name: "sqllogictest: rows reordered under ORDER BY", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT a FROM t ORDER BY a DESC\n----\n1\n2\n",
			after:  slt + "query I\nSELECT a FROM t ORDER BY a DESC\n----\n2\n1\n",
			want:   "2 rows, other values"},
		{name: "sqllogictest: an error's message given where there was none", format: testfmt.SQLLogicTest,
			before: slt + "statement error\nSELECT b FROM t\n",
			after:  slt + "statement error\nSELECT b FROM t\n----\nBinder Error\n",
			want:   ""},
		{name: "sqllogictest: a hash of the rows", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT a FROM t\n----\n3 values hashing to 6f1ed002ab5595859014ebf0951522d9\n",
			after:  slt + "query I\nSELECT a FROM t\n----\n3 values hashing to 8d0e0e9ff5fcc04d8ba4b6e0e5a33b07\n",
			want:   ""},
		{name: "logictest: an error now rows", format: testfmt.LogicTest,
			before: "statement ok\nCREATE TABLE t (a INT)\n\nquery error pgcode 22012 division by zero\nSELECT 1/a FROM t\n",
			after:  "statement ok\nCREATE TABLE t (a INT)\n\nquery I\nSELECT 1/a FROM t\n----\nNULL\n",
			want:   "(error 22012 → 1 row)"},
		{name: "mtr: other rows in the .result", format: testfmt.MTR,
			before: "CREATE TABLE t (a INT);\nSELECT a FROM t;\n", beforeR: "CREATE TABLE t (a INT);\nSELECT a FROM t;\na\n1\n",
			after: "CREATE TABLE t (a INT);\nSELECT a FROM t;\n", afterR: "CREATE TABLE t (a INT);\nSELECT a FROM t;\na\n2\n",
			want: "SELECT a FROM t (1 row, other values)"},
		{name: "mtr: another error", format: testfmt.MTR,
			before: "CREATE TABLE t (a INT);\n--error ER_BAD_FIELD_ERROR\nSELECT b FROM t;\n", beforeR: "CREATE TABLE t (a INT);\nSELECT b FROM t;\nERROR 42S22: Unknown column 'b' in 'SELECT'\n",
			after: "CREATE TABLE t (a INT);\n--error ER_NO_SUCH_TABLE\nSELECT b FROM t;\n", afterR: "CREATE TABLE t (a INT);\nSELECT b FROM t;\nERROR 42S02: Table 'test.t' doesn't exist\n",
			want: "error ER_BAD_FIELD_ERROR → error ER_NO_SUCH_TABLE"},
		{name: "gms: another expected error", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT 1 FROM t", ExpectedErr: sql.ErrTableNotFound}`),
			after:  gmsScript(`{Query: "SELECT 1 FROM t", ExpectedErr: sql.ErrColumnNotFound}`),
			want:   "sql.ErrTableNotFound → error sql.ErrColumnNotFound"},
		{name: "gms: other rows", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{1}}}`),
			after:  gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{nil}}}`),
			want:   "SELECT x FROM a (1 row, other values)"},
		{name: "gms: the rows written another way", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{1}, {2}}}`),
			after:  gmsScript("{\n\t\t\t\tQuery: \"SELECT x\\nFROM a\",\n\t\t\t\tExpected: []sql.Row{\n\t\t\t\t\t{int64(1)},\n\t\t\t\t\t{int64(2)},\n\t\t\t\t},\n\t\t\t}"),
			want:   ""},
		{name: "sqllogictest: other rows after other data", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT count(*) FROM t\n----\n0\n",
			after:  slt + "statement ok\nINSERT INTO t VALUES (1)\n\nquery I\nSELECT count(*) FROM t\n----\n1\n",
			want:   ""},
		{name: "sqllogictest: other rows after a statement on another table", format: testfmt.SQLLogicTest,
			before: slt + "statement ok\nCREATE TABLE u (b INT)\n\nquery I\nSELECT count(*) FROM t\n----\n1\n",
			after:  slt + "statement ok\nCREATE TABLE u (b INT)\n\nstatement ok\nINSERT INTO u VALUES (1)\n\nquery I\nSELECT count(*) FROM t\n----\n0\n",
			want:   "SELECT count(*) FROM t (1 row, other values)"},
		{name: "sqllogictest: the catalog after another definition", format: testfmt.SQLLogicTest,
			before: slt + "query I\nSELECT count(*) FROM information_schema.tables\n----\n1\n",
			after:  slt + "statement ok\nCREATE TABLE u (b INT)\n\nquery I\nSELECT count(*) FROM information_schema.tables\n----\n2\n",
			want:   ""},
		{name: "gms: other rows on another setup", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{1}}}`),
			after:  strings.Replace(gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{nil}}}`), "CREATE TABLE a (x int)", "CREATE TABLE a (x int default null)", 1),
			want:   ""},
		{name: "gms: other rows of a query on the harness's tables", format: testfmt.GMS,
			before: gmsQuery("SELECT i FROM mytable", "{1}"), after: gmsQuery("SELECT i FROM mytable", "{1}, {2}"),
			want: "SELECT i FROM mytable (1 row → 2 rows)"},
		{name: "gms: other rows of a query on the harness's tables, which changed", format: testfmt.GMS, fixturesChanged: true,
			before: gmsQuery("SELECT i FROM mytable", "{1}"), after: gmsQuery("SELECT i FROM mytable", "{1}, {2}"),
			want: ""},
		{name: "gms: a query without words", format: testfmt.GMS,
			before: gmsScript(`{Query: "", Expected: []sql.Row{{1}}}, {Query: "SELECT x FROM a", Expected: []sql.Row{{1}}}`),
			after:  gmsScript(`{Query: "", Expected: []sql.Row{{1}}}, {Query: "SELECT x FROM a", Expected: []sql.Row{{2}}}`),
			want:   "SELECT x FROM a (1 row, other values)"},
		{name: "gms: a result written as another Go value", format: testfmt.GMS,
			before: gmsScript(`{Query: "INSERT INTO a VALUES (1)", Expected: []sql.Row{{types.OkResult{1, 0, nil}}}}`),
			after:  gmsScript(`{Query: "INSERT INTO a VALUES (1)", Expected: []sql.Row{{types.NewOkResult(1)}}}`),
			want:   ""},
		{name: "gms: more rows of Go values", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT p FROM a", Expected: []sql.Row{{types.Point{X: 1}}}}`),
			after:  gmsScript(`{Query: "SELECT p FROM a", Expected: []sql.Row{{types.Point{X: 1}}, {types.Point{X: 2}}}}`),
			want:   "SELECT p FROM a (1 row → 2 rows)"},
		{name: "gms: an error required by the older harness's field", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT x FROM a", RequiredErr: true}`),
			after:  gmsScript(`{Query: "SELECT x FROM a", ExpectedErr: sql.ErrInvalidArgumentNumber}`),
			want:   ""},
		{name: "gms: an error now rows", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT x FROM a", RequiredErr: true}`),
			after:  gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{1}}}`),
			want:   "(an error → 1 row)"},
		{name: "gms: new assertions only", format: testfmt.GMS,
			before: gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{1}}}`),
			after:  gmsScript(`{Query: "SELECT x FROM a", Expected: []sql.Row{{1}}}, {Query: "SELECT x + 1 FROM a", Expected: []sql.Row{{2}}}`),
			want:   ""},
	} {
		ref := testRef{Format: c.format, Main: "test/x.test"}
		parse := func(main, result string) *testfmt.File {
			var res []byte
			if result != "" {
				ref.Result, res = "test/x.result", []byte(result)
			}
			f, err := parseTest(c.format, ref.Main, []byte(main), res)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			return f
		}
		before, after := parse(c.before, c.beforeR), parse(c.after, c.afterR)
		rec := &FixRecord{Title: "Refactor the planner", Tests: casesOf(ref, before, after, analyzed{}, c.fixturesChanged)}
		got := ""
		for _, e := range Correction(rec) {
			if e.Kind == EvidenceExpectation {
				got = e.Detail
			}
		}
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("%s: evidence %q, want %q", c.name, got, c.want)
		}
	}
}

// gmsScript is a go-mysql-server test file of one ScriptTest with the given assertions.
func gmsScript(assertions string) string {
	return "package queries\n\nvar ScriptTests = []ScriptTest{\n\t{\n\t\tName:        \"s\",\n\t\tSetUpScript: []string{\"CREATE TABLE a (x int)\"},\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t" + assertions + ",\n\t\t},\n\t},\n}\n"
}

// gmsQuery is a go-mysql-server test file of one QueryTest, which runs on the harness's tables.
func gmsQuery(query, rows string) string {
	return "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"" + query + "\",\n\t\tExpected: []sql.Row{" + rows + "},\n\t},\n}\n"
}
