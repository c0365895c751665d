package dbmstest

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Case is a target the conformance suite runs against, with the dialect facts the suite needs.
type Case struct {
	// Name names the product in messages; Env is the environment variable that gives the
	// server's address and DSN this machine's default (see Open).
	Name, Env, DSN string
	// NoSuchTable is the SQLSTATE of selecting from a missing table.
	NoSuchTable string
	// Warn is a statement that succeeds with a warning or notice, given table t (a INT, b VARCHAR).
	Warn string
	// Sleep is a statement that runs for about five seconds.
	Sleep string
	// ReadOnly makes the session's transactions read-only; SetVar sets a session variable and
	// GetVar reads it back (NULL or "" when unset).
	ReadOnly, SetVar, GetVar string
	// Databases is true for a target that runs each script in a database (the MySQL protocol),
	// where a run may name its database; PostgreSQL runs in schemas.
	Databases bool
}

// The cases of the backends in this repository, with this machine's default addresses.
var (
	GMS = Case{Name: "gms", DSN: "gms:", NoSuchTable: "HY000",
		Warn: "INSERT IGNORE INTO t (a) VALUES (99999999999)", Sleep: "SELECT SLEEP(5)",
		ReadOnly: "SET SESSION TRANSACTION READ ONLY", SetVar: "SET @leak = 1", GetVar: "SELECT @leak", Databases: true}
	MariaDB = Case{Name: "mariadb", Env: "REAPER_TEST_MYSQL", DSN: "mysql://root@127.0.0.1:3306/", NoSuchTable: "42S02",
		Warn: "INSERT IGNORE INTO t (a) VALUES (99999999999)", Sleep: "SELECT SLEEP(5)",
		ReadOnly: "SET SESSION TRANSACTION READ ONLY", SetVar: "SET @leak = 1", GetVar: "SELECT @leak", Databases: true}
	Postgres = Case{Name: "postgres", Env: "REAPER_TEST_POSTGRES", DSN: "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable",
		NoSuchTable: "42P01", Warn: "DO $$ BEGIN RAISE NOTICE 'careful'; END $$", Sleep: "SELECT pg_sleep(5)",
		ReadOnly: "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY",
		SetVar:   "SET reaper.leak = '1'", GetVar: "SELECT current_setting('reaper.leak', true)"}
)

// Conformance runs the checks every target backend must pass on tg.
func Conformance(t *testing.T, tg dbms.Target, c Case) {
	info, err := tg.Info(t.Context())
	if err != nil || info.Version == "" || info.Product == "" {
		t.Fatalf("info %+v, %v", info, err)
	}
	t.Run("outcomes", func(t *testing.T) { testOutcomes(t, tg, c) })
	t.Run("isolation", func(t *testing.T) { testIsolation(t, tg, c) })
	t.Run("repeatable", func(t *testing.T) { testRepeatable(t, tg, c) })
	t.Run("hang", func(t *testing.T) { testHang(t, tg, c) })
	t.Run("connections", func(t *testing.T) { testConnections(t, tg) })
	t.Run("session state", func(t *testing.T) { testSessionState(t, tg, c) })
	if c.Databases {
		t.Run("named database", func(t *testing.T) { testNamedDatabase(t, tg) })
	}
}

func str(s string) *string { return &s }

func testOutcomes(t *testing.T, tg dbms.Target, c Case) {
	ex := Run(t, tg, Script(
		"CREATE TABLE t (a INT, b VARCHAR(10))",
		"INSERT INTO t VALUES (1, 'x'), (2, NULL), (3, 'NULL')",
		"SELECT a, b FROM t ORDER BY a",
		"SELECT * FROM no_such_table",
		c.Warn,
		"UPDATE t SET b = 'y' WHERE a IN (2, 3)",
	), dbms.RunOptions{})
	r := ex.Results
	if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeOK || r[1].RowsAffected != 3 {
		t.Fatalf("create/insert: %+v %+v", r[0], r[1])
	}
	sel := r[2]
	want := [][]*string{{str("1"), str("x")}, {str("2"), nil}, {str("3"), str("NULL")}}
	if sel.Outcome != dbms.OutcomeOK || !reflect.DeepEqual(sel.Columns, []string{"a", "b"}) || !reflect.DeepEqual(sel.Rows, want) {
		t.Fatalf("select: %+v", sel)
	}
	if len(sel.Types) != 2 || sel.Types[0] == "" || sel.Types[0] == sel.Types[1] {
		t.Fatalf("column types %v", sel.Types)
	}
	if e := r[3]; e.Outcome != dbms.OutcomeError || e.SQLState != c.NoSuchTable || e.Message == "" {
		t.Fatalf("missing table: %+v", e)
	}
	if w := r[4]; w.Outcome != dbms.OutcomeOK || len(w.Warnings) == 0 || w.Warnings[0].Message == "" {
		t.Fatalf("warning: %+v", w)
	}
	if u := r[5]; u.Outcome != dbms.OutcomeOK || u.RowsAffected != 2 {
		t.Fatalf("update: %+v", u)
	}
}

func testIsolation(t *testing.T, tg dbms.Target, c Case) {
	first := Run(t, tg, Script("CREATE TABLE private_to_one_run (a INT)", "INSERT INTO private_to_one_run VALUES (1)"), dbms.RunOptions{})
	second := Run(t, tg, Script("SELECT * FROM private_to_one_run"), dbms.RunOptions{})
	if first.Database == second.Database {
		t.Fatalf("two runs shared database %s", first.Database)
	}
	if r := second.Results[0]; r.Outcome != dbms.OutcomeError || r.SQLState != c.NoSuchTable {
		t.Fatalf("second run saw the first run's table: %+v", r)
	}
}

func testRepeatable(t *testing.T, tg dbms.Target, c Case) {
	stmts := Script("CREATE TABLE t (a INT, b VARCHAR(10))", "INSERT INTO t VALUES (3, 'c'), (1, NULL)", "SELECT a, b FROM t ORDER BY a", "SELECT a FROM nope", c.Warn)
	a, b := Run(t, tg, stmts, dbms.RunOptions{}), Run(t, tg, stmts, dbms.RunOptions{})
	for i := range a.Results {
		x, y := a.Results[i], b.Results[i]
		x.Duration, y.Duration = 0, 0
		// Messages name the run's own database.
		x.Message = strings.ReplaceAll(x.Message, a.Database, "DB")
		y.Message = strings.ReplaceAll(y.Message, b.Database, "DB")
		if !reflect.DeepEqual(x, y) {
			t.Fatalf("statement %d differs between runs:\n%+v\n%+v", i, x, y)
		}
	}
}

func testHang(t *testing.T, tg dbms.Target, c Case) {
	start := time.Now()
	ex := Run(t, tg, Script(c.Sleep, "SELECT 1"), dbms.RunOptions{StatementTimeout: 500 * time.Millisecond})
	if r := ex.Results[0]; r.Outcome != dbms.OutcomeHang {
		t.Fatalf("sleep past the timeout: %+v", r)
	}
	if r := ex.Results[1]; r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "1" {
		t.Fatalf("statement after a hang: %+v", r)
	}
	if d := time.Since(start); d > 4*time.Second {
		t.Fatalf("the hang took %s to cut short", d)
	}
	// A run told to stop after a hang marks the rest not run, and no crash.
	ex = Run(t, tg, Script(c.Sleep, "SELECT 1"), dbms.RunOptions{StatementTimeout: 500 * time.Millisecond, StopAfterHang: true})
	if ex.Results[0].Outcome != dbms.OutcomeHang || ex.Results[1].Outcome != dbms.OutcomeNotRun || ex.Crashed {
		t.Fatalf("stop after hang: %+v, crashed %v", ex.Results, ex.Crashed)
	}
	// The target goes on after a hang.
	if ex := Run(t, tg, Script("SELECT 1"), dbms.RunOptions{}); ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("the run after a hang: %+v", ex.Results)
	}
}

func testConnections(t *testing.T, tg dbms.Target) {
	ex := Run(t, tg, []dbms.Statement{
		{SQL: "CREATE TABLE c (a INT)"},
		{SQL: "INSERT INTO c VALUES (1)", Connection: "con1"},
		{SQL: "SELECT a FROM c"},
	}, dbms.RunOptions{})
	if r := ex.Results[2]; r.Outcome != dbms.OutcomeOK || len(r.Rows) != 1 {
		t.Fatalf("a second connection works in the same database: %+v", ex.Results)
	}
}

// testSessionState: a test's session state (a read-only transaction mode, a user variable)
// must not reach the next test's run, whichever connection serves it.
func testSessionState(t *testing.T, tg dbms.Target, c Case) {
	for i := 0; i < 3; i++ {
		Run(t, tg, Script(c.ReadOnly, c.SetVar), dbms.RunOptions{})
		ex := Run(t, tg, Script("CREATE TABLE t (a INT)", c.GetVar), dbms.RunOptions{})
		r := ex.Results
		if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeOK || len(r[1].Rows) != 1 ||
			r[1].Rows[0][0] != nil && *r[1].Rows[0][0] != "" {
			t.Fatalf("run %d after a read-only session: %+v", i, r)
		}
	}
}

// testNamedDatabase: a run in a named database finds one of that name left by an earlier run
// (here a script that created it) and starts from a fresh one anyway.
func testNamedDatabase(t *testing.T, tg dbms.Target) {
	Run(t, tg, Script("CREATE DATABASE reaper_left_behind", "CREATE TABLE reaper_left_behind.t (a INT)"), dbms.RunOptions{})
	ex, err := tg.Run(t.Context(), Script("CREATE TABLE t (a INT)", "SELECT COUNT(*) FROM t"), dbms.RunOptions{Database: "reaper_left_behind"})
	if err != nil || ex.Results[0].Outcome != dbms.OutcomeOK || ex.Results[1].Outcome != dbms.OutcomeOK {
		t.Fatalf("a run in a database left behind: %+v, %v", ex, err)
	}
}
