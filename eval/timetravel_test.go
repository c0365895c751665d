package eval

import (
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/dbms"
)

func cells(vs ...string) []*string {
	out := make([]*string, len(vs))
	for i := range vs {
		if vs[i] != "NULL" {
			out[i] = &vs[i]
		}
	}
	return out
}

// judge reads a release's result against the fix's record: each kind of failure, the errors that
// say the feature came later, and rows that differ only in how they are written.
func TestJudge(t *testing.T) {
	rows := func(sql string, want [][]string, got ...[]*string) (testfmt.Statement, dbms.Result) {
		return testfmt.Statement{SQL: sql, Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: want}},
			dbms.Result{Outcome: dbms.OutcomeOK, Columns: []string{"a"}, Rows: got}
	}
	errorStmt := testfmt.Statement{SQL: "SELECT f(1)", Expect: testfmt.Expect{Kind: testfmt.ExpectError, Error: "sql.ErrInvalidArgument"}}
	okStmt := testfmt.Statement{SQL: "SELECT f(1)", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}
	type c struct {
		name    string
		product string
		stmt    testfmt.Statement
		r       dbms.Result
		want    string
	}
	cases := []c{
		{"a crash", "mysql", okStmt, dbms.Result{Outcome: dbms.OutcomeCrash}, KindCrash},
		{"a recovered panic", "go-mysql-server", errorStmt, dbms.Result{Outcome: dbms.OutcomeInternal, Message: "handler caught panic"}, "internal"},
		{"a runtime error in an error's message", "go-mysql-server", okStmt,
			dbms.Result{Outcome: dbms.OutcomeError, Code: 1105, Message: "runtime error: index out of range [3] with length 3"}, "internal"},
		{"accepted where the fix rejects", "go-mysql-server", errorStmt, dbms.Result{Outcome: dbms.OutcomeOK}, KindError},
		{"rejected where the fix accepts", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1292, Message: "Truncated incorrect DOUBLE value"}, KindError},
		{"a syntax error: the feature came later", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1064, Message: "You have an error in your SQL syntax"}, "feature"},
		{"unsupported: the feature came later", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1235, Message: "This version of MariaDB doesn't yet support 'x'"}, "feature"},
		{"a hang", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeHang}, "hang"},
		{"both reject", "go-mysql-server", errorStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1105, Message: "invalid argument"}, ""},
	}
	add := func(name, sql string, want [][]string, kind string, got ...[]*string) {
		s, r := rows(sql, want, got...)
		cases = append(cases, c{name, "go-mysql-server", s, r, kind})
	}
	add("other rows", "SELECT a FROM t", [][]string{{"0"}}, KindWrongResult, cells("NULL"))
	add("booleans and numbers by value", "SELECT a FROM t", [][]string{{"true"}, {"1.50"}}, "", cells("1"), cells("1.5"))
	add("JSON by structure", "SELECT a FROM t", [][]string{{`{"a": [1, 2]}`}}, "", cells(`{"a":[1,2]}`))
	add("a multiset without ORDER BY", "SELECT a FROM t", [][]string{{"1"}, {"2"}}, "", cells("2"), cells("1"))
	add("in order under ORDER BY", "SELECT a FROM t ORDER BY a", [][]string{{"1"}, {"2"}}, KindWrongResult, cells("2"), cells("1"))
	add("a record in Go source is not compared", "SELECT a FROM t", [][]string{{"[]byte{0x41}"}}, "", cells("A"))
	add("an OkResult is not compared", "INSERT INTO t VALUES (1)", [][]string{{"types.NewOkResult(1)"}}, "", cells("1"))
	add("a missing row", "SELECT a FROM t", [][]string{{"1"}, {"2"}}, KindWrongResult, cells("1"))
	for _, c := range cases {
		if got, why := judge(c.product, c.stmt, c.r); got != c.want {
			t.Errorf("%s: judge = %q (%s), want %q", c.name, got, why, c.want)
		}
	}
}
