package validate

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
)

// Signatures in the shape DuckDB's duckdb_functions() and PostgreSQL's pg_proc and
// pg_operator give them, a few overloads each, written for the test.
var (
	duckSigs = dbms.Signatures{
		Overloads: []dbms.Overload{
			{Name: "ABS", Kind: "function", Args: []string{"INTEGER"}, Result: "INTEGER"},
			{Name: "ABS", Kind: "function", Args: []string{"DOUBLE"}, Result: "DOUBLE"},
			{Name: "ABS", Kind: "function", Args: []string{"UTINYINT"}, Result: "UTINYINT"},
			{Name: "AVG", Kind: "function", Args: []string{"INTEGER"}, Result: "DOUBLE"},
			{Name: "SUM", Kind: "function", Args: []string{"BIGINT"}, Result: "HUGEINT"},
			{Name: "LENGTH", Kind: "function", Args: []string{"VARCHAR"}, Result: "BIGINT"},
			{Name: "LEFT", Kind: "function", Args: []string{"VARCHAR", "BIGINT"}, Result: "VARCHAR"},
			{Name: "HAMMING", Kind: "function", Args: []string{"VARCHAR", "VARCHAR"}, Result: "BIGINT"},
			{Name: "CONCAT", Kind: "function", Args: []string{"ANY"}, Variadic: true, Result: "VARCHAR"},
			{Name: "DATE_PART", Kind: "function", Args: []string{"VARCHAR", "DATE"}, Result: "BIGINT"},
			{Name: "GENERATE_SERIES", Kind: "function", Args: []string{"BIGINT", "BIGINT"}, Result: "BIGINT[]"},
			{Name: "GENERATE_SERIES", Kind: "table", Args: []string{"BIGINT", "BIGINT"}},
			{Name: "RANGE", Kind: "table", Args: []string{"BIGINT"}},
			{Name: "LIST_SUM", Kind: "function", Args: []string{"ANY[]"}, Result: "ANY"},
			{Name: "/", Kind: "operator", Args: []string{"DOUBLE", "DOUBLE"}, Result: "DOUBLE"},
			{Name: "+", Kind: "operator", Args: []string{"INTEGER", "INTEGER"}, Result: "INTEGER"},
			{Name: "+", Kind: "operator", Args: []string{"DOUBLE", "DOUBLE"}, Result: "DOUBLE"},
			{Name: "-", Kind: "operator", Args: []string{"INTEGER"}, Result: "INTEGER"},
			{Name: "~", Kind: "operator", Args: []string{"INTEGER"}, Result: "INTEGER"},
			{Name: "//", Kind: "operator", Args: []string{"INTEGER", "INTEGER"}, Result: "INTEGER"},
			{Name: "||", Kind: "operator", Args: []string{"ANY", "ANY"}, Result: "ANY"},
			{Name: "CURRENT_SCHEMA", Kind: "function", Result: "VARCHAR"},
			{Name: "RANDOM", Kind: "function", Result: "DOUBLE", Volatile: true},
		},
		Types: map[string]string{"integer": "INTEGER", "int": "INTEGER", "int4": "INTEGER", "varchar": "VARCHAR", "text": "VARCHAR",
			"double": "DOUBLE", "float8": "DOUBLE", "float": "FLOAT", "real": "FLOAT", "date": "DATE", "hugeint": "HUGEINT",
			"char": "VARCHAR", "decimal": "DECIMAL", "timestamp": "TIMESTAMP", "timestamp with time zone": "TIMESTAMP WITH TIME ZONE",
			"bit": "BIT"},
	}
	pgSigs = dbms.Signatures{
		Overloads: []dbms.Overload{
			{Name: "ABS", Kind: "function", Args: []string{"integer"}, Result: "integer"},
			{Name: "ABS", Kind: "function", Args: []string{"double precision"}, Result: "double precision"},
			{Name: "ABS", Kind: "function", Args: []string{"numeric"}, Result: "numeric"},
			{Name: "AVG", Kind: "function", Args: []string{"integer"}, Result: "numeric"},
			{Name: "SUM", Kind: "function", Args: []string{"bigint"}, Result: "numeric"},
			{Name: "LENGTH", Kind: "function", Args: []string{"text"}, Result: "integer"},
			{Name: "LEFT", Kind: "function", Args: []string{"text", "integer"}, Result: "text"},
			{Name: "CONCAT", Kind: "function", Args: []string{`"any"`}, Variadic: true, Result: "text"},
			{Name: "DATE_PART", Kind: "function", Args: []string{"text", "date"}, Result: "double precision"},
			{Name: "GENERATE_SERIES", Kind: "function", Args: []string{"bigint", "bigint"}, Result: "bigint"},
			{Name: "/", Kind: "operator", Args: []string{"integer", "integer"}, Result: "integer"},
			{Name: "/", Kind: "operator", Args: []string{"double precision", "double precision"}, Result: "double precision"},
			{Name: "+", Kind: "operator", Args: []string{"integer", "integer"}, Result: "integer"},
			{Name: "+", Kind: "operator", Args: []string{"double precision", "double precision"}, Result: "double precision"},
			{Name: "-", Kind: "operator", Args: []string{"integer"}, Result: "integer"},
			{Name: "~", Kind: "operator", Args: []string{"integer"}, Result: "integer"},
			{Name: "~", Kind: "operator", Args: []string{"text", "text"}, Result: "boolean"},
			{Name: "||", Kind: "operator", Args: []string{"text", "text"}, Result: "text"},
			{Name: "+", Kind: "operator", Args: []string{"timestamp with time zone", "interval"}, Result: "timestamp with time zone", Volatile: true},
			{Name: "CURRENT_SCHEMA", Kind: "function", Result: "name", Volatile: true},
			{Name: "RANDOM", Kind: "function", Result: "double precision", Volatile: true},
		},
	}
	// What PostgreSQL's to_regtype makes of DuckDB's type names.
	pgResolves = map[string]string{"integer": "integer", "int": "integer", "int4": "integer", "varchar": "character varying",
		"text": "text", "float8": "double precision", "float": "double precision", "real": "real", "date": "date",
		"char": "character", "decimal": "numeric", "timestamp": "timestamp without time zone",
		"timestamp with time zone": "timestamp with time zone", "bit": "bit"}
)

func TestSharedCatalogCheck(t *testing.T) {
	shared := NewSharedCatalog(duckSigs, pgSigs, pgResolves)
	cases := []struct {
		name, sql string
		want      ReferenceSkip
		why       string // a word the reason must hold
	}{
		{"a function of both with the same signatures", "SELECT abs(x), length(s) FROM t", "", ""},
		{"an integer's and a varchar's aliases", "SELECT left(s::VARCHAR, 2), CAST(x AS int4) FROM t", "", ""},
		{"exact numbers: a HUGEINT and a numeric sum", "SELECT sum(x) FROM t", "", ""},
		{"a DOUBLE average and a numeric one", "SELECT avg(x) FROM t", SkipSignature, "avg(integer) returns double"},
		{"a variadic function", "SELECT concat(s, 1, 'a') FROM t", "", ""},
		{"a polymorphic operator", "SELECT s || 'a' FROM t", "", ""},
		{"count(*) and a prefix minus", "SELECT -x + 1 FROM t", "", ""},
		{"a table function in FROM", "SELECT * FROM generate_series(1, 3)", "", ""},
		{"a name the test defines", "CREATE TABLE hamming(i INTEGER)", "", ""},
		{"a window's ORDER BY without DESC", "SELECT abs(x) FROM t ORDER BY x DESC NULLS LAST", "", ""},
		{"a function only the target has", "SELECT hamming(s, 'a') FROM t", SkipFunction, "hamming"},
		{"a table function only the target has", "SELECT * FROM range(3)", SkipFunction, "range"},
		{"in the context, not only the sibling statement", "INSERT INTO t SELECT list_sum([1])", SkipFunction, "list_sum"},
		{"an operator only the target has", "SELECT 7 // 2", SkipFunction, "//"},
		{"integer division", "SELECT x / 2 FROM t", SkipSignature, "converts"},
		{"another result kind for the same arguments", "SELECT date_part('year', d) FROM t", SkipSignature, "date_part"},
		{"an arity only the target has", "SELECT generate_series(1)", SkipSignature, "generate_series"},
		{"an operator the target rewrites", "SELECT s ~ 'a' FROM t", SkipSignature, "~"},
		{"a scalar generate_series returns a list, PostgreSQL's rows", "SELECT generate_series(1, 3)", SkipSignature, "list"},
		{"the session, by the reference's catalog", "SELECT current_schema()", SkipVolatile, "reference's catalog marks current_schema()"},
		{"chance", "SELECT random() FROM t", SkipVolatile, "random()"},
		{"a type the reference does not know", "SELECT x::HUGEINT FROM t", SkipType, "HUGEINT"},
		{"FLOAT is 4 bytes on DuckDB, 8 on PostgreSQL", "SELECT CAST(x AS FLOAT) FROM t", SkipType, "FLOAT"},
		{"CHAR pads on PostgreSQL", "CREATE TABLE u (c CHAR(3), i INTEGER)", SkipType, "CHAR"},
		{"a typed literal", "SELECT FLOAT '1.5'", SkipType, "FLOAT"},
		{"DESC without NULLS", "SELECT x FROM t ORDER BY x DESC LIMIT 1", SkipNullOrder, "DESC"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			test := sibling.Test{Statements: []testfmt.Statement{{SQL: "CREATE TABLE t (x INTEGER, s VARCHAR, d DATE)"}, {SQL: c.sql}}, Key: 1}
			if strings.HasPrefix(c.name, "in the context") {
				test = sibling.Test{Setup: []testfmt.Statement{{SQL: c.sql}}, Statements: []testfmt.Statement{{SQL: "SELECT abs(1)"}}}
			}
			kind, why := shared.Check(test)
			if kind != c.want || !strings.Contains(why, c.why) || (kind == "") != (why == "") {
				t.Errorf("%s: %q (%s); want %q with %q", c.sql, kind, why, c.want, c.why)
			}
		})
	}
}

func TestArity(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want int
	}{
		{"f()", 0}, {"f(*)", 0}, {"f(1)", 1}, {"f(1, g(2, 3))", 2}, {"f([1, 2], 3)", 2},
		{"f(x ORDER BY y, z)", 1}, {"f(s FROM 2 FOR 3)", -1}, {"f(DISTINCT x, ',')", 2},
	} {
		toks := lexShared(c.sql)
		if got := arity(toks, 1); got != c.want {
			t.Errorf("%s: %d arguments, want %d", c.sql, got, c.want)
		}
	}
}

// A reference of another family: its rows are compared only when each column has the same kind
// of type on both, with each engine's spelling of a value read as one.
func TestCompareAcross(t *testing.T) {
	str := func(s string) *string { return &s }
	test := sibling.Test{Statements: []testfmt.Statement{{SQL: "SELECT ..."}}}
	run := func(types []string, cells ...string) *dbms.Execution {
		row := make([]*string, len(cells))
		for i, c := range cells {
			if c != "NULL" {
				row[i] = str(c)
			}
		}
		cols := make([]string, len(types))
		return &dbms.Execution{Results: []dbms.Result{{Outcome: dbms.OutcomeOK, Columns: cols, Types: types, Rows: [][]*string{row}}}}
	}
	cases := []struct {
		name       string
		duck, pg   *dbms.Execution
		skip       ReferenceSkip
		divergence bool
	}{
		{"the same values spelled apart", run([]string{"BOOLEAN", "DOUBLE", "INTERVAL", "BLOB", "DECIMAL(18,3)"}, "true", "inf", "1 year 2 months -1 day", `a\x01`, "1.500"),
			run([]string{"bool", "float8", "interval", "bytea", "numeric"}, "t", "Infinity", "1 year 2 mons -1 days", `\x6101`, "1.5"), "", false},
		{"another interval", run([]string{"INTERVAL"}, "1 month"), run([]string{"interval"}, "1 day"), "", true},
		{"a HUGEINT and a numeric", run([]string{"HUGEINT"}, "6"), run([]string{"numeric"}, "6"), "", false},
		{"a NULL literal", run([]string{`"NULL"`}, "NULL"), run([]string{"text"}, "NULL"), "", false},
		{"another value", run([]string{"INTEGER", "VARCHAR"}, "3", "a"), run([]string{"int4", "text"}, "4", "a"), "", true},
		{"a DOUBLE against an integer", run([]string{"DOUBLE"}, "3.5"), run([]string{"int4"}, "3"), SkipResultType, false},
		{"a DOUBLE against a numeric", run([]string{"DOUBLE"}, "inf"), run([]string{"numeric"}, "1e+602"), SkipResultType, false},
		{"a list", run([]string{"INTEGER[]"}, "[1, 2]"), run([]string{"_int4"}, "{1,2}"), SkipResultType, false},
	}
	for _, c := range cases {
		r := CompareAcross("PostgreSQL", test, c.duck, c.pg)
		if r.Skip != c.skip || (r.Divergence != "") != c.divergence || !r.Across || (r.Skip != "") != (r.NotCompared != "") {
			t.Errorf("%s: %+v; want skip %q, divergence %v", c.name, r, c.skip, c.divergence)
		}
	}
}

// The reference of another family vetoes a fix-derived report only by returning the same rows:
// its refusal of a statement is its own grammar's.
func TestReferenceAcrossAgrees(t *testing.T) {
	ok := &dbms.Result{Outcome: dbms.OutcomeOK}
	syntax := &dbms.Result{Outcome: dbms.OutcomeError, Message: "syntax error at or near \"FROM\""}
	for _, c := range []struct {
		name string
		ref  Reference
		want bool
	}{
		{"same rows", Reference{Across: true, Result: ok}, true},
		{"rows differ", Reference{Across: true, Result: ok, Divergence: "other rows"}, false},
		{"its parser refuses", Reference{Across: true, Result: syntax, Class: "syntax"}, false},
		{"its context failed", Reference{Across: true, NotCompared: referenceNotRun + ": the context failed"}, false},
		{"not given the test", Reference{Across: true, Skip: SkipFunction, NotCompared: "the test calls hamming()"}, false},
	} {
		in := &Input{Reference: &c.ref}
		why, _ := referenceAgrees(in, Facts{Outcome: dbms.OutcomeOK})
		if (why != "") != c.want {
			t.Errorf("%s: agrees %q, want %v", c.name, why, c.want)
		}
	}
}
