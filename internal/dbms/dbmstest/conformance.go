package dbms

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// targetCase is one target the conformance suite runs against, with the dialect facts the
// suite needs.
type targetCase struct {
	name, env, dsn string
	// noSuchTable is the SQLSTATE of selecting from a missing table.
	noSuchTable string
	// warn is a statement that succeeds with a warning or notice, given table t (a INT, b VARCHAR).
	warn string
	// sleep is a statement that runs for about five seconds.
	sleep string
}

var targets = []targetCase{
	{"gms", "", "gms:", "HY000", "INSERT IGNORE INTO t (a) VALUES (99999999999)", "SELECT SLEEP(5)"},
	{"mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/", "42S02", "INSERT IGNORE INTO t (a) VALUES (99999999999)", "SELECT SLEEP(5)"},
	{"postgres", "REAPER_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "42P01",
		"DO $$ BEGIN RAISE NOTICE 'careful'; END $$", "SELECT pg_sleep(5)"},
}

// openTarget connects to a real server: its address from the environment, else this machine's
// default. Under CI=true a missing server fails the test; elsewhere the test skips and says why.
func openTarget(t *testing.T, c targetCase) Target {
	t.Helper()
	dsn := c.dsn
	if v := os.Getenv(c.env); c.env != "" && v != "" {
		dsn = v
	}
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	tg, err := Open(ctx, dsn)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s target %s: %v", c.name, Redact(dsn), err)
		}
		t.Skipf("no %s server (%v); set %s to run this test", c.name, err, c.env)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

func script(sqls ...string) []Statement {
	out := make([]Statement, len(sqls))
	for i, s := range sqls {
		out[i] = Statement{SQL: s}
	}
	return out
}

func str(s string) *string { return &s }

// TestConformance runs the same checks on every target backend.
func TestConformance(t *testing.T) {
	for _, c := range targets {
		t.Run(c.name, func(t *testing.T) {
			tg := openTarget(t, c)
			info, err := tg.Info(t.Context())
			if err != nil || info.Version == "" {
				t.Fatalf("info %+v, %v", info, err)
			}
			t.Run("outcomes", func(t *testing.T) { testOutcomes(t, tg, c) })
			t.Run("isolation", func(t *testing.T) { testIsolation(t, tg, c) })
			t.Run("repeatable", func(t *testing.T) { testRepeatable(t, tg, c) })
			t.Run("hang", func(t *testing.T) { testHang(t, tg, c) })
			t.Run("connections", func(t *testing.T) { testConnections(t, tg) })
		})
	}
}

func run(t *testing.T, tg Target, stmts []Statement, opts RunOptions) *Execution {
	t.Helper()
	ex, err := tg.Run(t.Context(), stmts, opts)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	if len(ex.Results) != len(stmts) {
		t.Fatalf("%d results for %d statements", len(ex.Results), len(stmts))
	}
	return ex
}

func testOutcomes(t *testing.T, tg Target, c targetCase) {
	ex := run(t, tg, script(
		"CREATE TABLE t (a INT, b VARCHAR(10))",
		"INSERT INTO t VALUES (1, 'x'), (2, NULL), (3, 'NULL')",
		"SELECT a, b FROM t ORDER BY a",
		"SELECT * FROM no_such_table",
		c.warn,
		"UPDATE t SET b = 'y' WHERE a IN (2, 3)",
	), RunOptions{})
	r := ex.Results
	if r[0].Outcome != OutcomeOK || r[1].Outcome != OutcomeOK || r[1].RowsAffected != 3 {
		t.Fatalf("create/insert: %+v %+v", r[0], r[1])
	}
	sel := r[2]
	want := [][]*string{{str("1"), str("x")}, {str("2"), nil}, {str("3"), str("NULL")}}
	if sel.Outcome != OutcomeOK || !reflect.DeepEqual(sel.Columns, []string{"a", "b"}) || !reflect.DeepEqual(sel.Rows, want) {
		t.Fatalf("select: %+v", sel)
	}
	if len(sel.Types) != 2 || sel.Types[0] == "" || sel.Types[0] == sel.Types[1] {
		t.Fatalf("column types %v", sel.Types)
	}
	if e := r[3]; e.Outcome != OutcomeError || e.SQLState != c.noSuchTable || e.Message == "" {
		t.Fatalf("missing table: %+v", e)
	}
	if w := r[4]; w.Outcome != OutcomeOK || len(w.Warnings) == 0 || w.Warnings[0].Message == "" {
		t.Fatalf("warning: %+v", w)
	}
	if u := r[5]; u.Outcome != OutcomeOK || u.RowsAffected != 2 {
		t.Fatalf("update: %+v", u)
	}
}

func testIsolation(t *testing.T, tg Target, c targetCase) {
	first := run(t, tg, script("CREATE TABLE private_to_one_run (a INT)", "INSERT INTO private_to_one_run VALUES (1)"), RunOptions{})
	second := run(t, tg, script("SELECT * FROM private_to_one_run"), RunOptions{})
	if first.Database == second.Database {
		t.Fatalf("two runs shared database %s", first.Database)
	}
	if r := second.Results[0]; r.Outcome != OutcomeError || r.SQLState != c.noSuchTable {
		t.Fatalf("second run saw the first run's table: %+v", r)
	}
}

func testRepeatable(t *testing.T, tg Target, c targetCase) {
	stmts := script("CREATE TABLE t (a INT, b VARCHAR(10))", "INSERT INTO t VALUES (3, 'c'), (1, NULL)", "SELECT a, b FROM t ORDER BY a", "SELECT a FROM nope", c.warn)
	a, b := run(t, tg, stmts, RunOptions{}), run(t, tg, stmts, RunOptions{})
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

func testHang(t *testing.T, tg Target, c targetCase) {
	start := time.Now()
	ex := run(t, tg, script(c.sleep, "SELECT 1"), RunOptions{StatementTimeout: 500 * time.Millisecond})
	if r := ex.Results[0]; r.Outcome != OutcomeHang {
		t.Fatalf("sleep past the timeout: %+v", r)
	}
	if r := ex.Results[1]; r.Outcome != OutcomeOK || *r.Rows[0][0] != "1" {
		t.Fatalf("statement after a hang: %+v", r)
	}
	if d := time.Since(start); d > 4*time.Second {
		t.Fatalf("the hang took %s to cut short", d)
	}
	// A run told to stop after a hang marks the rest not run, and no crash.
	ex = run(t, tg, script(c.sleep, "SELECT 1"), RunOptions{StatementTimeout: 500 * time.Millisecond, StopAfterHang: true})
	if ex.Results[0].Outcome != OutcomeHang || ex.Results[1].Outcome != OutcomeNotRun || ex.Crashed {
		t.Fatalf("stop after hang: %+v, crashed %v", ex.Results, ex.Crashed)
	}
}

func testConnections(t *testing.T, tg Target) {
	ex := run(t, tg, []Statement{
		{SQL: "CREATE TABLE c (a INT)"},
		{SQL: "INSERT INTO c VALUES (1)", Connection: "con1"},
		{SQL: "SELECT a FROM c"},
	}, RunOptions{})
	if r := ex.Results[2]; r.Outcome != OutcomeOK || len(r.Rows) != 1 {
		t.Fatalf("a second connection works in the same database: %+v", ex.Results)
	}
}

func TestOpenBadTargets(t *testing.T) {
	for _, c := range []struct{ dsn, want string }{
		{"", "no target given"},
		{"oracle://scott@db/", `unknown target scheme "oracle"`},
		{"mysql://root:secret@127.0.0.1:1/", "does not answer"},
		{"postgres://postgres@127.0.0.1:1/postgres?sslmode=disable", "does not answer"},
	} {
		_, err := Open(t.Context(), c.dsn)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%q): %v, want %q", c.dsn, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%q) shows the password: %v", c.dsn, err)
		}
	}
}

func TestWrongPassword(t *testing.T) {
	openTarget(t, targets[1]) // skips, or fails under CI, without the server
	dsn := "mysql://no_such_user:secret@127.0.0.1:3306/"
	if v := os.Getenv(targets[1].env); v != "" {
		u, err := url.Parse(v)
		if err != nil {
			t.Fatal(err)
		}
		u.User = url.UserPassword("no_such_user", "secret")
		dsn = u.String()
	}
	_, err := Open(t.Context(), dsn)
	if err == nil || !strings.Contains(err.Error(), "refused the login") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("wrong password: %v", err)
	}
}

// TestSessionStateDoesNotLeak: a test's session state (a read-only transaction mode, a user
// variable) must not reach the next test's run, whichever connection serves it.
func TestSessionStateDoesNotLeak(t *testing.T) {
	for _, c := range targets {
		t.Run(c.name, func(t *testing.T) {
			tg := openTarget(t, c)
			defer tg.Close()
			set := "SET SESSION TRANSACTION READ ONLY"
			if c.name == "postgres" {
				set = "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"
			}
			variable := "SET @leak = 1"
			read := "SELECT @leak"
			if c.name == "postgres" {
				variable, read = "SET reaper.leak = '1'", "SELECT current_setting('reaper.leak', true)"
			}
			for i := 0; i < 3; i++ {
				if _, err := tg.Run(t.Context(), script(set, variable), RunOptions{}); err != nil {
					t.Fatal(err)
				}
				ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", read), RunOptions{})
				if err != nil {
					t.Fatal(err)
				}
				r := ex.Results
				if r[0].Outcome != OutcomeOK || r[1].Outcome != OutcomeOK || len(r[1].Rows) != 1 ||
					r[1].Rows[0][0] != nil && *r[1].Rows[0][0] != "" {
					t.Fatalf("run %d after a read-only session: %+v", i, r)
				}
			}
		})
	}
}

// TestNamedDatabaseLeftBehind: a run in a named database finds one of that name left by an
// earlier run (here a script that created it) and starts from a fresh one anyway.
func TestNamedDatabaseLeftBehind(t *testing.T) {
	for _, c := range targets[:2] { // the MySQL-protocol targets: PostgreSQL runs in schemas
		t.Run(c.name, func(t *testing.T) {
			tg := openTarget(t, c)
			defer tg.Close()
			if _, err := tg.Run(t.Context(), script("CREATE DATABASE reaper_left_behind", "CREATE TABLE reaper_left_behind.t (a INT)"), RunOptions{}); err != nil {
				t.Fatal(err)
			}
			ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "SELECT COUNT(*) FROM t"), RunOptions{Database: "reaper_left_behind"})
			if err != nil || ex.Results[0].Outcome != OutcomeOK || ex.Results[1].Outcome != OutcomeOK {
				t.Fatalf("a run in a database left behind: %+v, %v", ex, err)
			}
		})
	}
}

// TestGMSFilesStayInTheirDirectory: the embedded engine runs in reaper's process, so a test's
// SELECT ... INTO OUTFILE must not write into reaper's working directory; the engine's own
// directory takes it, and goes with the target.
func TestGMSFilesStayInTheirDirectory(t *testing.T) {
	wd := t.TempDir()
	t.Chdir(wd)
	tg := openTarget(t, targets[0])
	ex, err := tg.Run(t.Context(), script("SELECT 1 INTO OUTFILE 'reaper_outfile'"), RunOptions{})
	if err != nil || ex.Results[0].Outcome != OutcomeError || !strings.Contains(ex.Results[0].Message, "secure-file-priv") {
		t.Fatalf("a relative OUTFILE on gms: %+v, %v", ex, err)
	}
	if _, err := os.Stat(filepath.Join(wd, "reaper_outfile")); !os.IsNotExist(err) {
		t.Fatalf("the engine wrote into the working directory: %v", err)
	}
	dir := gmsFiles.dir
	ex, err = tg.Run(t.Context(), script("SELECT 1 INTO OUTFILE '"+filepath.Join(dir, "inside")+"'"), RunOptions{})
	if err != nil || ex.Results[0].Outcome != OutcomeOK {
		t.Fatalf("an OUTFILE in the engine's directory: %+v, %v", ex, err)
	}
	tg.Close()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("the engine's directory outlived its target: %v", err)
	}
}
