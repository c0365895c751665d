package sibling

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// validityTarget is a real target the classification is checked against: its address from the
// environment, else this machine's default.
type validityTarget struct {
	name, env, dsn string
	// setup makes table t (a INT PRIMARY KEY, b VARCHAR(10)) holding (1, 'x'), and whatever
	// session state the cases need.
	setup []string
	cases []classifyCase
}

// classifyCase is a statement and the class its real result must get.
type classifyCase struct {
	name, sql, want string
}

var tableT = []string{"CREATE TABLE t (a INT PRIMARY KEY, b VARCHAR(10))", "INSERT INTO t VALUES (1, 'x')"}

var validityTargets = []validityTarget{
	{"gms", "", "gms:", tableT, []classifyCase{
		{"syntax error", "SELEC a FROM t", failure.ClassSyntax},
		{"arity in the grammar", "SELECT substr() FROM t", failure.ClassSyntax},
		{"unknown column", "SELECT nope FROM t", failure.ClassSemantic},
		{"unknown qualified column", "SELECT t.nope FROM t", failure.ClassSemantic},
		{"unknown table", "SELECT * FROM nope", failure.ClassSemantic},
		{"unknown function", "SELECT nofunc(a) FROM t", failure.ClassSemantic},
		{"wrong argument count", "SELECT abs(a, 2) FROM t", failure.ClassSemantic},
		{"ambiguous column", "SELECT a FROM t, t AS u", failure.ClassSemantic},
		{"union column counts", "SELECT a FROM t UNION SELECT a, b FROM t", failure.ClassSemantic},
		{"operand columns", "SELECT * FROM t WHERE a IN (SELECT a, b FROM t)", failure.ClassSemantic},
		{"valid", "SELECT a, b FROM t WHERE a > 0", failure.ClassOK},
		{"duplicate key", "INSERT INTO t VALUES (1, 'y')", failure.ClassOther},
		{"value too long", "INSERT INTO t VALUES (2, 'xxxxxxxxxxxxxxxxxxxx')", failure.ClassOther},
	}},
	{"mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/",
		append([]string{"SET SESSION sql_mode = 'STRICT_ALL_TABLES,ERROR_FOR_DIVISION_BY_ZERO'"}, tableT...),
		[]classifyCase{
			{"syntax error", "SELEC a FROM t", failure.ClassSyntax},
			{"unknown column", "SELECT nope FROM t", failure.ClassSemantic},
			{"unknown table", "SELECT * FROM nope", failure.ClassSemantic},
			{"unknown function", "SELECT nofunc(a) FROM t", failure.ClassSemantic},
			{"wrong argument count", "SELECT abs(a, 2) FROM t", failure.ClassSemantic},
			{"ambiguous column", "SELECT a FROM t, t AS u", failure.ClassSemantic},
			{"operand columns", "SELECT * FROM t WHERE a IN (SELECT a, b FROM t)", failure.ClassSemantic},
			{"row compared with a number", "SELECT (1, 2) = 1", failure.ClassSemantic},
			{"aggregate in WHERE", "SELECT a FROM t WHERE sum(a) > 1", failure.ClassSemantic},
			{"not a sequence", "SELECT nextval(t)", failure.ClassSemantic},
			{"valid", "SELECT a, b FROM t WHERE a > 0", failure.ClassOK},
			{"division by zero in strict mode", "INSERT INTO t VALUES (1/0, 'z')", failure.ClassOther},
			{"duplicate key", "INSERT INTO t VALUES (1, 'y')", failure.ClassOther},
		}},
	{"postgres", "REAPER_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", tableT, []classifyCase{
		{"syntax error", "SELEC a FROM t", failure.ClassSyntax},
		{"unterminated string", "SELECT 'abc", failure.ClassSyntax},
		{"unknown column", "SELECT nope FROM t", failure.ClassSemantic},
		{"unknown table", "SELECT * FROM nope", failure.ClassSemantic},
		{"unknown function", "SELECT nofunc(a) FROM t", failure.ClassSemantic},
		{"wrong argument count", "SELECT abs(a, 2) FROM t", failure.ClassSemantic},
		{"ambiguous column", "SELECT a FROM t, t AS u", failure.ClassSemantic},
		{"datatype mismatch", "SELECT CASE WHEN a > 0 THEN a ELSE b END FROM t", failure.ClassSemantic},
		{"grouping error", "SELECT a, count(*) FROM t", failure.ClassSemantic},
		{"not a sequence", "SELECT nextval('t')", failure.ClassSemantic},
		// PostgreSQL raises these as 42601 syntax_error from parse analysis.
		{"subquery columns", "SELECT * FROM t WHERE a IN (SELECT a, b FROM t)", failure.ClassSemantic},
		{"insert arity", "INSERT INTO t VALUES (2, 'y', 3)", failure.ClassSemantic},
		{"valid", "SELECT a, b FROM t WHERE a > 0", failure.ClassOK},
		{"division by zero", "SELECT a / 0 FROM t", failure.ClassOther},
		{"duplicate key", "INSERT INTO t VALUES (1, 'y')", failure.ClassOther},
	}},
	{"duckdb", "", "duckdb:", tableT, []classifyCase{
		{"syntax error", "SELEC a FROM t", failure.ClassSyntax},
		{"positional after named", "SELECT * FROM read_csv(files := 'x.csv', 1)", failure.ClassSyntax},
		{"unknown column", "SELECT nope FROM t", failure.ClassSemantic},
		{"unknown table", "SELECT * FROM nope", failure.ClassSemantic},
		{"wrong argument count", "SELECT abs(a, 2) FROM t", failure.ClassSemantic},
		{"no cast between the types", "SELECT [1, 2]::DOUBLE", failure.ClassSemantic},
		{"valid", "SELECT a, b FROM t WHERE a > 0", failure.ClassOK},
		{"a value that does not convert", "SELECT 'x'::INTEGER", failure.ClassOther},
		{"duplicate key", "INSERT INTO t VALUES (1, 'y')", failure.ClassOther},
	}},
}

// openValidityTarget connects to a real server (see dbmstest.Open).
func openValidityTarget(t *testing.T, c validityTarget) dbms.Target {
	return dbmstest.Open(t, c.name, c.env, c.dsn)
}

// TestClassifyRealErrors runs each case on its real target, after the setup, in one run, and
// checks the class failure.Classify gives its result.
func TestClassifyRealErrors(t *testing.T) {
	dbmstest.Engines(t)
	for _, c := range validityTargets {
		t.Run(c.name, func(t *testing.T) {
			tg := openValidityTarget(t, c)
			info, err := tg.Info(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			var stmts []dbms.Statement
			for _, s := range c.setup {
				stmts = append(stmts, dbms.Statement{SQL: s})
			}
			for _, k := range c.cases {
				stmts = append(stmts, dbms.Statement{SQL: k.sql})
			}
			ex, err := tg.Run(t.Context(), stmts, dbms.RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range ex.Results[:len(c.setup)] {
				if r.Outcome != dbms.OutcomeOK {
					t.Fatalf("setup %q: %+v", c.setup[i], r)
				}
			}
			for i, k := range c.cases {
				r := ex.Results[len(c.setup)+i]
				t.Run(k.name, func(t *testing.T) {
					got, entry := failure.ClassOf(info.Product, r)
					if got != k.want {
						t.Fatalf("%s: got %s, want %s; result %s %d %s %q", k.sql, got, k.want, r.Outcome, r.Code, r.SQLState, r.Message)
					}
					if (got == failure.ClassSyntax || got == failure.ClassSemantic) != (entry != nil) {
						t.Fatalf("%s: class %s from entry %+v", k.sql, got, entry)
					}
					if got == failure.ClassOther && r.Outcome != dbms.OutcomeError {
						t.Fatalf("%s: want a runtime error, got %+v", k.sql, r)
					}
				})
			}
		})
	}
}

// TestClassifyOutcomes checks the outcomes that need no table.
func TestClassifyOutcomes(t *testing.T) {
	for _, c := range []struct {
		product string
		r       dbms.Result
		want    string
	}{
		{"MariaDB", dbms.Result{Outcome: dbms.OutcomeOK}, failure.ClassOK},
		{"MariaDB", dbms.Result{Outcome: dbms.OutcomeCrash}, failure.ClassOther},
		{"MariaDB", dbms.Result{Outcome: dbms.OutcomeHang, Code: 1969}, failure.ClassOther},
		{"PostgreSQL", dbms.Result{Outcome: dbms.OutcomeInternal, SQLState: "XX000"}, failure.ClassOther},
		// An error no table knows, or of a product without a table, counts as valid.
		{"PostgreSQL", dbms.Result{Outcome: dbms.OutcomeError, SQLState: "22012"}, failure.ClassOther},
		{"Oracle", dbms.Result{Outcome: dbms.OutcomeError, Code: 1064}, failure.ClassOther},
		// mysql:// may be MariaDB: the shared table still knows the shared numbers.
		{"mysql://root@127.0.0.1:3306/", dbms.Result{Outcome: dbms.OutcomeError, Code: 1054}, failure.ClassSemantic},
		{"mysql://root@127.0.0.1:3306/", dbms.Result{Outcome: dbms.OutcomeError, Code: 4078}, failure.ClassOther},
		{"MariaDB", dbms.Result{Outcome: dbms.OutcomeError, Code: 4078}, failure.ClassSemantic},
	} {
		if got := failure.Classify(c.product, c.r); got != c.want {
			t.Errorf("failure.Classify(%q, %+v) = %s, want %s", c.product, c.r, got, c.want)
		}
	}
}

// TestErrorTables checks every entry is well formed: a class, something to match, a reason.
func TestErrorTables(t *testing.T) {
	for _, f := range []dialect.Family{dialect.FamilyMariaDB, dialect.FamilyMySQL, dialect.FamilyGMS, dialect.FamilyPostgres, dialect.FamilyDuckDB} {
		table := failure.Errors(f)
		if len(table) == 0 {
			t.Fatalf("%s: no table", f)
		}
		for _, e := range table {
			if e.Class != failure.ClassSyntax && e.Class != failure.ClassSemantic {
				t.Errorf("%s: entry %+v: class %q", f, e, e.Class)
			}
			if e.Code == 0 && e.SQLState == "" && e.Message == nil {
				t.Errorf("%s: entry %q matches every error", f, e.Reason)
			}
			if e.Reason == "" {
				t.Errorf("%s: entry %+v has no reason", f, e)
			}
		}
	}
}

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		// Real messages of MariaDB, PostgreSQL and go-mysql-server.
		"Unknown column 'nope' in 'SELECT'":                                                "Unknown column '?' in '?'",
		"FUNCTION reaper_1_2.nofunc does not exist":                                        "FUNCTION ? does not exist",
		"Incorrect number of arguments for FUNCTION db.f1; expected 1, got 2":              "Incorrect number of arguments for FUNCTION ?; expected N, got N",
		"function nofunc(integer) does not exist":                                          "function ?(integer) does not exist",
		"aggregate function calls cannot be nested":                                        "aggregate function calls cannot be nested",
		`column "nope" does not exist`:                                                     `column "?" does not exist`,
		"syntax error at position 6 near 'SELEC'":                                          "syntax error at position N near '?'",
		"ambiguous column name \"a\", it's present in all these tables: [u t]":             "ambiguous column name \"?\", it's present in all these tables: [?]",
		"You have an error in your SQL syntax; check the manual near 'it''s' at line 1":    "You have an error in your SQL syntax; check the manual near '?' at line N",
		"Can't DROP COLUMN `nope`; check that it exists":                                   "Can't DROP COLUMN `?`; check that it exists",
		"window function row_number requires an OVER clause":                               "window function ? requires an OVER clause",
		"Illegal parameter data types int and row for operation '='":                       "Illegal parameter data types int and row for operation '?'",
		"function 'abs' expected 1 arguments, 2 received":                                  "function '?' expected N arguments, N received",
		"ERROR 1054: Unknown column 't.nope' in 'field list' at position 12.5 of the line": "ERROR N: Unknown column '?' in '?' at position N of the line",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}

func stmts(sqls ...string) []testfmt.Statement {
	out := make([]testfmt.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = testfmt.Statement{SQL: s, Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}
	}
	return out
}

// TestCheckGMS checks hand-built tests on the embedded go-mysql-server.
func TestCheckGMS(t *testing.T) {
	dbmstest.Engines(t)
	tg := openValidityTarget(t, validityTargets[0])
	setup := stmts("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1)")
	tests := []Test{
		{ID: "valid", Setup: setup, Statements: stmts("INSERT INTO t VALUES (2)", "SELECT a FROM t WHERE a > 1"), Key: 1},
		{ID: "syntax", FixID: "f1", Original: "SELECT a FROM t", Setup: setup, Statements: stmts("SELEC a FROM t"), Key: 0},
		{ID: "function", FixID: "f1", Original: "SELECT abs(a) FROM t", Setup: setup, Statements: stmts("SELECT nofunc(a) FROM t", "SELECT 1"), Key: 0},
		// The historical statement is rejected in the same class: the sibling is not judged.
		{ID: "historical rejected", FixID: "f2", Original: "SELECT a FROM nope", Setup: setup, Statements: stmts("SELECT b FROM nope"), Key: 0},
		// Rejected in another class, it is.
		{ID: "historical other class", FixID: "f3", Original: "SELECT a FROM nope", Setup: setup, Statements: stmts("SELEC b FROM nope"), Key: 0},
		{ID: "setup", Setup: stmts("CREATE TABLE t (a NOSUCHTYPE)"), Statements: stmts("SELECT a FROM t"), Key: 0},
		{ID: "context", Setup: setup, Statements: stmts("INSERT INTO nope VALUES (1)", "SELECT a FROM t"), Key: 1},
	}
	// A statement the original test expected to fail does not break the context.
	expectFail := stmts("INSERT INTO nope VALUES (1)", "SELECT a FROM t")
	expectFail[0].Expect = testfmt.Expect{Kind: testfmt.ExpectError, Error: "sql.ErrTableNotFound"}
	tests = append(tests, Test{ID: "expected error", Setup: setup, Statements: expectFail, Key: 1})

	v, outcomes, err := Check(t.Context(), tg, tests, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// Each reason is counted by its shape and shown by the first message of that shape, as the
	// target gave it: no placeholder of the shape is shown.
	reasons := v.Reasons.Top(0)
	v.Reasons = tally.Reasons{}
	if want := (Validity{Tests: 8, Ran: 5, Syntactic: 3, Semantic: 2}); !reflect.DeepEqual(v, want) {
		t.Errorf("validity\n got %+v\nwant %+v", v, want)
	}
	wantReasons := []tally.Count{
		{Reason: "syntax 1105 HY000: syntax error at position 6 near 'SELEC'", Count: 2},
		{Reason: "historical statement rejected too: semantic 1146 HY000: table not found: nope", Count: 1},
		{Reason: "semantic 1105 HY000: function: 'nofunc' not found", Count: 1},
		{Reason: "setup failed: syntax error at position 29 near 'NOSUCHTYPE'", Count: 1},
		{Reason: "setup failed: table not found: nope", Count: 1},
	}
	if !reflect.DeepEqual(reasons, wantReasons) {
		t.Errorf("reasons\n got %+v\nwant %+v", reasons, wantReasons)
	}
	classes := map[string]string{}
	for _, o := range outcomes {
		classes[o.TestID] = o.Class
	}
	wantClasses := map[string]string{"valid": failure.ClassOK, "syntax": failure.ClassSyntax, "function": failure.ClassSemantic,
		"setup": ClassNotRun, "context": ClassNotRun, "expected error": failure.ClassOK,
		"historical rejected": ClassNotRun, "historical other class": failure.ClassSyntax}
	if !reflect.DeepEqual(classes, wantClasses) {
		t.Errorf("classes\n got %v\nwant %v", classes, wantClasses)
	}
}

// fakeTarget stands in for a target whose tooling fails, or whose product has no table.
type fakeTarget struct {
	product string
	runErr  error
	ex      *dbms.Execution
}

var _ dbms.Target = (*fakeTarget)(nil)

func (f *fakeTarget) Info(context.Context) (dbms.Info, error) {
	return dbms.Info{Target: "fake:", Product: f.product}, nil
}

func (f *fakeTarget) Run(context.Context, []dbms.Statement, dbms.RunOptions) (*dbms.Execution, error) {
	return f.ex, f.runErr
}

func (f *fakeTarget) Close() error { return nil }

// TestCheckErrors checks what is an error of ours and what is an outcome.
func TestCheckErrors(t *testing.T) {
	one := []Test{{ID: "x", Statements: stmts("SELECT 1"), Key: 0}}
	crashed := &dbms.Execution{Crashed: true, Results: []dbms.Result{{Outcome: dbms.OutcomeCrash, Message: "connection lost"}}}
	toolErr := errors.New("create database: no space left")
	for _, c := range []struct {
		name    string
		tg      *fakeTarget
		tests   []Test
		wantErr error
		want    Validity
	}{
		{"unknown product", &fakeTarget{product: "Oracle"}, one, nil, Validity{}},
		{"key out of range", &fakeTarget{product: "MariaDB"}, []Test{{ID: "k", Statements: stmts("SELECT 1"), Key: 1}}, nil, Validity{}},
		{"tooling failed", &fakeTarget{product: "MariaDB", runErr: toolErr}, one, toolErr, Validity{}},
		{"server crashed and gone", &fakeTarget{product: "MariaDB", ex: crashed, runErr: dbms.ErrServerGone}, one, nil,
			Validity{Tests: 1, Ran: 1, Syntactic: 1, Semantic: 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			v, _, err := Check(t.Context(), c.tg, c.tests, dbms.RunOptions{})
			wantFail := c.want.Tests == 0
			if (err != nil) != wantFail || (c.wantErr != nil && !errors.Is(err, c.wantErr)) {
				t.Fatalf("error %v", err)
			}
			v.Reasons = tally.Reasons{}
			if !reflect.DeepEqual(v, c.want) {
				t.Fatalf("validity %+v, want %+v", v, c.want)
			}
		})
	}
}

// TestJudgeTransient: a context that failed because the connection was lost (the server was
// restarting) is transient; one the server rejected is not.
func TestJudgeTransient(t *testing.T) {
	test := Test{ID: "t", Setup: []testfmt.Statement{{SQL: "CREATE TABLE t (a INT)"}}, Statements: []testfmt.Statement{{SQL: "SELECT a FROM t"}}}
	for _, c := range []struct {
		setup     dbms.Result
		transient bool
	}{
		{dbms.Result{Outcome: dbms.OutcomeError, Code: 2013, Message: "invalid connection"}, true},
		{dbms.Result{Outcome: dbms.OutcomeError, Message: "driver: bad connection"}, true},
		{dbms.Result{Outcome: dbms.OutcomeCrash}, true},
		{dbms.Result{Outcome: dbms.OutcomeError, Code: 1050, Message: "Table 't' already exists"}, false},
	} {
		o := Judge("MariaDB", test, []dbms.Result{c.setup, {Outcome: dbms.OutcomeNotRun}})
		if o.Class != ClassNotRun || o.Transient != c.transient {
			t.Errorf("setup %+v: class %s transient %v; want not run, transient %v", c.setup, o.Class, o.Transient, c.transient)
		}
	}
}
