package validate

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
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

// AsBefore reads a release's result against the fix's record: each kind of failure, the errors that
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
		{"a crash", "mysql", okStmt, dbms.Result{Outcome: dbms.OutcomeCrash}, profile.ClassCrash},
		{"a recovered panic", "go-mysql-server", errorStmt, dbms.Result{Outcome: dbms.OutcomeInternal, Message: "handler caught panic"}, profile.ClassInternal},
		{"a runtime error in an error's message", "go-mysql-server", okStmt,
			dbms.Result{Outcome: dbms.OutcomeError, Code: 1105, Message: "runtime error: index out of range [3] with length 3"}, profile.ClassInternal},
		{"accepted where the fix rejects", "go-mysql-server", errorStmt, dbms.Result{Outcome: dbms.OutcomeOK}, AsBeforeError},
		{"rejected where the fix accepts", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1292, Message: "Truncated incorrect DOUBLE value"}, AsBeforeError},
		{"a syntax error: the feature came later", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1064, Message: "You have an error in your SQL syntax"}, AsBeforeFeature},
		{"unsupported: the feature came later", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1235, Message: "This version of MariaDB doesn't yet support 'x'"}, AsBeforeFeature},
		{"a hang", "mariadb", okStmt, dbms.Result{Outcome: dbms.OutcomeHang}, AsBeforeHang},
		{"both reject", "go-mysql-server", errorStmt, dbms.Result{Outcome: dbms.OutcomeError, Code: 1105, Message: "invalid argument"}, ""},
	}
	add := func(name, sql string, want [][]string, kind string, got ...[]*string) {
		s, r := rows(sql, want, got...)
		cases = append(cases, c{name, "go-mysql-server", s, r, kind})
	}
	add("other rows", "SELECT a FROM t", [][]string{{"0"}}, AsBeforeWrongResult, cells("NULL"))
	add("booleans and numbers by value", "SELECT a FROM t", [][]string{{"true"}, {"1.50"}}, "", cells("1"), cells("1.5"))
	add("JSON by structure", "SELECT a FROM t", [][]string{{`{"a": [1, 2]}`}}, "", cells(`{"a":[1,2]}`))
	add("a multiset without ORDER BY", "SELECT a FROM t", [][]string{{"1"}, {"2"}}, "", cells("2"), cells("1"))
	add("in order under ORDER BY", "SELECT a FROM t ORDER BY a", [][]string{{"1"}, {"2"}}, AsBeforeWrongResult, cells("2"), cells("1"))
	add("a record in Go source is not compared", "SELECT a FROM t", [][]string{{"[]byte{0x41}"}}, "", cells("A"))
	add("an OkResult is not compared", "INSERT INTO t VALUES (1)", [][]string{{"types.NewOkResult(1)"}}, "", cells("1"))
	add("a missing row", "SELECT a FROM t", [][]string{{"1"}, {"2"}}, AsBeforeWrongResult, cells("1"))
	for _, c := range cases {
		if got, why := AsBefore(c.product, c.stmt, c.r); got != c.want {
			t.Errorf("%s: AsBefore = %q (%s), want %q", c.name, got, why, c.want)
		}
	}
}

// Two spellings of one statement compare equal; what a literal or a quoted name holds does not
// fold, and words stay apart.
func TestNormalizeStatement(t *testing.T) {
	same := [][2]string{
		{"SELECT RTRIM(TIME('12:34:56.123456'))", "select  rtrim( time('12:34:56.123456') ) ;"},
		{"SELECT a\n FROM t;;", "select a from t"},
		{"SELECT 'it''s' , \"x\"", "select 'it''s',\"x\""},
	}
	for _, p := range same {
		if a, b := NormalizeStatement(p[0]), NormalizeStatement(p[1]); a != b {
			t.Errorf("%q and %q normalize to %q and %q", p[0], p[1], a, b)
		}
	}
	differ := [][2]string{
		{"SELECT 'A'", "SELECT 'a'"},
		{"SELECT `A` FROM t", "SELECT `a` FROM t"},
		{"SELECT a b", "SELECT ab"},
		{"SELECT 'a;'", "SELECT 'a'"},
	}
	for _, p := range differ {
		if a, b := NormalizeStatement(p[0]), NormalizeStatement(p[1]); a == b {
			t.Errorf("%q and %q both normalize to %q", p[0], p[1], a)
		}
	}
}

// A fix is lacking when its statement fails as before it in an intact context; a failed setup,
// a statement that did not run or hung, tells nothing.
func TestLacking(t *testing.T) {
	stmt := testfmt.Statement{SQL: "SELECT f(1)", Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"1"}}}}
	ok := dbms.Result{Outcome: dbms.OutcomeOK}
	one := dbms.Result{Outcome: dbms.OutcomeOK, Columns: []string{"f(1)"}, Rows: [][]*string{cells("1")}}
	panicked := dbms.Result{Outcome: dbms.OutcomeInternal, Message: "handler caught panic: nil pointer"}
	setupErr := dbms.Result{Outcome: dbms.OutcomeError, Code: 1146, Message: "table not found: t"}
	cases := []struct {
		name    string
		setup   int
		results []dbms.Result
		lacking bool
		known   bool
	}{
		{"a panic where rows are recorded", 1, []dbms.Result{ok, panicked}, true, true},
		{"the recorded rows", 1, []dbms.Result{ok, one}, false, true},
		{"other rows", 0, []dbms.Result{{Outcome: dbms.OutcomeOK, Columns: []string{"f(1)"}, Rows: [][]*string{cells("NULL")}}}, true, true},
		{"the setup failed", 1, []dbms.Result{setupErr, panicked}, false, false},
		{"not run", 0, []dbms.Result{{Outcome: dbms.OutcomeNotRun}}, false, false},
		{"a hang", 0, []dbms.Result{{Outcome: dbms.OutcomeHang}}, false, false},
		{"no result", 0, nil, false, false},
	}
	for _, c := range cases {
		why, known := Lacking("go-mysql-server", c.setup, stmt, c.results, c.setup)
		if (why != "") != c.lacking || known != c.known {
			t.Errorf("%s: Lacking = %q, %v; want lacking %v, known %v", c.name, why, known, c.lacking, c.known)
		}
	}
}

// A candidate is set apart only when a fix the target lacks accounts for every test, a fix
// whose regression statement it is first; Cluster leaves it out of every bug.
func TestUpstreamCandidates(t *testing.T) {
	lacks := &Upstream{Relation: LacksFix, Fix: "a"}
	fixed := &Upstream{Relation: FixedUpstream, Fix: "b"}
	v := func(id string, u *Upstream) Verdict {
		return Verdict{TestID: id, FixID: "f" + id, Construct: "RTRIM", Evidence: []string{EvidenceCrash},
			Facts: Facts{Outcome: "internal", Signature: "internal: x"}, Upstream: u}
	}
	c := Dedupe([]Verdict{v("1", lacks), v("2", fixed)})
	if len(c) != 1 || c[0].Upstream != fixed || len(Cluster(c)) != 0 {
		t.Fatalf("both tests accounted for: %+v, bugs %v", c, Cluster(c))
	}
	c = Dedupe([]Verdict{v("1", lacks), v("2", nil)})
	if len(c) != 1 || c[0].Upstream != nil || len(Cluster(c)) != 1 {
		t.Fatalf("one test not accounted for: %+v", c)
	}
	if s := fixed.String(); s != "fixed upstream by b (0001-01-01)" {
		t.Fatalf("String = %q", s)
	}
}
