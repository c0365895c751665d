package postgres

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// The tests open targets through dbms.Open, as the stages do; this binary links only this
// backend, so it registers it itself (internal/backends does for reaper).
func init() {
	for _, s := range []string{"postgres", "postgresql", "cockroach", "sandbox"} {
		dbms.Register(s, Open)
	}
}

func TestConformance(t *testing.T) {
	dbmstest.Engines(t)
	c := dbmstest.Postgres
	dbmstest.Conformance(t, dbmstest.Open(t, c.Name, c.Env, c.DSN), c)
}

// TestOpenErrors: a server that does not answer is named without its password, and a sandbox
// of another kind is refused rather than started for nothing.
func TestOpenErrors(t *testing.T) {
	for _, c := range []struct{ dsn, want string }{
		{"postgres://postgres:secret@127.0.0.1:1/postgres?sslmode=disable", "does not answer"},
		{"sandbox:mariadb", "not a PostgreSQL sandbox"},
	} {
		_, err := dbms.Open(t.Context(), dialect.MustParseTarget(c.dsn))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%q): %v, want %q", c.dsn, err, c.want)
		}
	}
}

// TestCatalog reads pg_proc, and the second read is served from the cache even with the server
// unable to answer.
func TestCatalog(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, dbmstest.Postgres.Name, dbmstest.Postgres.Env, dbmstest.Postgres.DSN)
	dir := t.TempDir()
	fns, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil {
		t.Fatal(err)
	}
	var f dbms.CatalogFunction
	for _, g := range fns {
		if g.Name == "MAKE_DATE" {
			f = g
			break
		}
	}
	if f.Family == "" || f.MinArgs != 3 || f.Result != "date" || len(f.ArgTypes) != 3 || f.Volatile {
		t.Fatalf("%d functions; make_date: %+v", len(fns), f)
	}
	// Volatile is provolatile 'v': random() and clock_timestamp(), not the stable now().
	volatile := map[string]bool{}
	for _, g := range fns {
		volatile[g.Name] = volatile[g.Name] || g.Volatile
	}
	for name, want := range map[string]bool{"RANDOM": true, "CLOCK_TIMESTAMP": true, "NOW": false, "ABS": false} {
		if volatile[name] != want {
			t.Errorf("%s: volatile %v, want %v", name, volatile[name], want)
		}
	}
	// Aggregates and window functions are read too, each family named by its kind.
	family := map[string]string{}
	for _, g := range fns {
		family[g.Name] = g.Family
	}
	for name, want := range map[string]string{"SUM": "aggregate", "LAG": "window", "ROW_NUMBER": "window", "ABS": "typcategory N"} {
		if family[name] != want {
			t.Errorf("%s: family %q, want %q", name, family[name], want)
		}
	}
	tg.Close()
	again, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil || len(again) != len(fns) {
		t.Fatalf("cached catalog: %d functions, %v", len(again), err)
	}
}

// TestCockroachRetryPathAgainstPostgres tests the cockroach:// path, which CockroachDB itself
// cannot exercise here (it is not installed): on this machine's PostgreSQL, a statement that
// fails with a serialization failure (40001) the first time is retried and succeeds under
// cockroach://, and is an error under postgres://.
func TestCockroachRetryPathAgainstPostgres(t *testing.T) {
	dbmstest.Engines(t)
	c := dbmstest.Postgres
	pg := dbmstest.Open(t, c.Name, c.Env, c.DSN)
	dsn := strings.Replace(pg.(*Target).cfg.ConnString(), "postgres://", "cockroach://", 1)
	if !strings.HasPrefix(dsn, "cockroach://") {
		t.Fatalf("cannot derive a cockroach:// DSN from %q", dsn)
	}
	crdb, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
	if err != nil {
		t.Fatal(err)
	}
	defer crdb.Close()
	stmts := dbmstest.Script(
		"CREATE SEQUENCE attempts",
		"DO $$ BEGIN IF nextval('attempts') = 1 THEN RAISE EXCEPTION 'restart transaction' USING ERRCODE = '40001'; END IF; END $$",
		"SELECT last_value FROM attempts",
	)
	ex := dbmstest.Run(t, crdb, stmts, dbms.RunOptions{})
	if r := ex.Results; r[1].Outcome != dbms.OutcomeOK || *r[2].Rows[0][0] != "2" {
		t.Fatalf("cockroach:// did not retry the serialization failure once: %+v", r)
	}
	ex = dbmstest.Run(t, pg, stmts, dbms.RunOptions{})
	if r := ex.Results[1]; r.Outcome != dbms.OutcomeError || r.SQLState != "40001" {
		t.Fatalf("postgres:// retried: %+v", r)
	}
}

// TestSandboxCrashIsRecovered kills the backend running a statement with SIGKILL in the middle
// of a script: the statement is a crash with the server's log as evidence, the rest is not run,
// and the next script runs on the server, which the postmaster brought back.
func TestSandboxCrashIsRecovered(t *testing.T) {
	dbmstest.Engines(t)
	if o := (sandbox.Options{Kind: sandbox.Postgres}); o.Validate() != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(o.Validate())
		}
		t.Skip(o.Validate())
	}
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("sandbox:postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	if info, _ := tg.Info(t.Context()); !info.Managed {
		t.Fatalf("sandbox target not managed: %+v", info)
	}
	sb := tg.(*Target).Sandbox()
	pid := sb.PID()
	go func() {
		time.Sleep(700 * time.Millisecond)
		syscall.Kill(pid, syscall.SIGKILL)
	}()
	ex, err := tg.Run(t.Context(), dbmstest.Script("CREATE TABLE t (a INT)", "SELECT pg_sleep(5)", "SELECT 1"), dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r := ex.Results
	if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeCrash || r[2].Outcome != dbms.OutcomeNotRun || !ex.Crashed {
		t.Fatalf("outcomes: %+v", r)
	}
	if r[1].Log == "" {
		t.Fatal("the crash kept no server log")
	}
	if sb.Restarts() != 1 || sb.PID() == pid {
		t.Fatalf("sandbox restarted %d times, pid %d -> %d", sb.Restarts(), pid, sb.PID())
	}
	ex, err = tg.Run(t.Context(), dbmstest.Script("SELECT 1"), dbms.RunOptions{})
	if err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("next run after the restart: %+v, %v", ex, err)
	}
}
