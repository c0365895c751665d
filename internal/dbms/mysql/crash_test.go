package dbms

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// sandboxOrSkip starts a sandbox, or skips the test (fails it under CI=true) when the server
// binaries are not installed.
func sandboxOrSkip(t *testing.T, kind string) *Sandbox {
	t.Helper()
	o := SandboxOptions{Kind: kind}
	if err := o.Validate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	sb, err := StartSandbox(t.Context(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Stop() })
	return sb
}

// TestCrashOfAServerReaperDoesNotManage kills mariadbd with SIGKILL in the middle of a script,
// reaching it as a plain mysql:// server: the statement running is a crash, the rest is not run,
// what ran is kept, and the target says the server is gone instead of failing on every later run.
func TestCrashOfAServerReaperDoesNotManage(t *testing.T) {
	sb := sandboxOrSkip(t, "mariadb")
	tg, err := Open(t.Context(), sb.DSN())
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	go func() {
		time.Sleep(700 * time.Millisecond)
		syscall.Kill(sb.PID(), syscall.SIGKILL)
	}()
	ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1)", "SELECT SLEEP(5)", "SELECT * FROM t"), RunOptions{})
	if !errors.Is(err, ErrServerGone) {
		t.Fatalf("run over a killed server: %v", err)
	}
	got := []string{}
	for _, r := range ex.Results {
		got = append(got, r.Outcome)
	}
	if fmt.Sprint(got) != "[ok ok crash not run]" || !ex.Crashed {
		t.Fatalf("outcomes %v (crashed %v)", got, ex.Crashed)
	}
	if _, err := tg.Run(t.Context(), script("SELECT 1"), RunOptions{}); !errors.Is(err, ErrServerGone) {
		t.Fatalf("a later run: %v", err)
	}
}

// TestSandboxCrashIsRecovered kills the sandbox's server (or, for PostgreSQL, the backend
// running the statement) with SIGKILL in the middle of a script: the statement is a crash with
// the server's log as evidence, the rest is not run, and the next script runs on the server
// reaper brought back.
func TestSandboxCrashIsRecovered(t *testing.T) {
	for _, c := range []struct{ kind, sleep string }{
		{"mariadb", "SELECT SLEEP(5)"},
		{"postgres", "SELECT pg_sleep(5)"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			if o := (SandboxOptions{Kind: c.kind}); o.Validate() != nil {
				sandboxOrSkip(t, c.kind) // skips or fails with the reason
			}
			tg, err := Open(t.Context(), "sandbox:"+c.kind)
			if err != nil {
				t.Fatal(err)
			}
			defer tg.Close()
			if info, _ := tg.Info(t.Context()); !info.Managed {
				t.Fatalf("sandbox target not managed: %+v", info)
			}
			var sb *Sandbox
			switch tt := tg.(type) {
			case *mysqlTarget:
				sb = tt.sandbox
			case *postgresTarget:
				sb = tt.sandbox
			}
			pid := sb.PID()
			go func() {
				time.Sleep(700 * time.Millisecond)
				syscall.Kill(pid, syscall.SIGKILL)
			}()
			ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", c.sleep, "SELECT 1"), RunOptions{})
			if err != nil {
				t.Fatal(err)
			}
			r := ex.Results
			if r[0].Outcome != OutcomeOK || r[1].Outcome != OutcomeCrash || r[2].Outcome != OutcomeNotRun || !ex.Crashed {
				t.Fatalf("outcomes: %+v", r)
			}
			if r[1].Log == "" {
				t.Fatal("the crash kept no server log")
			}
			if sb.Restarts() != 1 || sb.PID() == pid {
				t.Fatalf("sandbox restarted %d times, pid %d -> %d", sb.Restarts(), pid, sb.PID())
			}
			ex, err = tg.Run(t.Context(), script("SELECT 1"), RunOptions{})
			if err != nil || ex.Results[0].Outcome != OutcomeOK {
				t.Fatalf("next run after the restart: %+v, %v", ex, err)
			}
		})
	}
}

// TestCockroachRetryPathAgainstPostgres tests the cockroach:// path, which CockroachDB itself
// cannot exercise here (it is not installed): on this machine's PostgreSQL, a statement that
// fails with a serialization failure (40001) the first time is retried and succeeds under
// cockroach://, and is an error under postgres://.
func TestCockroachRetryPathAgainstPostgres(t *testing.T) {
	pg := openTarget(t, targets[2])
	dsn := strings.Replace(pg.(*postgresTarget).cfg.ConnString(), "postgres://", "cockroach://", 1)
	if !strings.HasPrefix(dsn, "cockroach://") {
		t.Fatalf("cannot derive a cockroach:// DSN from %q", dsn)
	}
	crdb, err := Open(t.Context(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer crdb.Close()
	stmts := script(
		"CREATE SEQUENCE attempts",
		"DO $$ BEGIN IF nextval('attempts') = 1 THEN RAISE EXCEPTION 'restart transaction' USING ERRCODE = '40001'; END IF; END $$",
		"SELECT last_value FROM attempts",
	)
	ex := run(t, crdb, stmts, RunOptions{})
	if r := ex.Results; r[1].Outcome != OutcomeOK || *r[2].Rows[0][0] != "2" {
		t.Fatalf("cockroach:// did not retry the serialization failure once: %+v", r)
	}
	ex = run(t, pg, stmts, RunOptions{})
	if r := ex.Results[1]; r.Outcome != OutcomeError || r.SQLState != "40001" {
		t.Fatalf("postgres:// retried: %+v", r)
	}
}

// TestSandboxResetAfterLockout: a script that sets the superuser's password locks reaper out of
// a MariaDB sandbox; the next script that needs a new login finds the sandbox reset from a
// fresh data directory and runs, and a script that locks it out again has that as its outcome.
func TestSandboxResetAfterLockout(t *testing.T) {
	tg, sb := mariadbSandboxTarget(t)
	lock := script("SET PASSWORD = PASSWORD('locked out')")
	if ex, err := tg.Run(t.Context(), lock, RunOptions{}); err != nil || ex.Results[0].Outcome != OutcomeOK {
		t.Fatalf("setting the password: %+v, %v", ex, err)
	}
	// Two connections: the second needs a new login, which the new password refuses.
	two := []Statement{{SQL: "CREATE TABLE t (a INT)"}, {SQL: "SELECT COUNT(*) FROM t", Connection: "c2"}}
	ex, err := tg.Run(t.Context(), two, RunOptions{})
	if err != nil || len(ex.Results) != 2 || ex.Results[1].Outcome != OutcomeOK {
		t.Fatalf("the script after the lockout: %+v, %v", ex, err)
	}
	if sb.Resets() != 1 {
		t.Fatalf("sandbox reset %d times, want 1", sb.Resets())
	}
	// A script that locks the sandbox and then needs logins itself, more than the pool holds.
	self := []Statement{{SQL: "SET PASSWORD = PASSWORD('again')"}, {SQL: "SELECT 1", Connection: "c2"},
		{SQL: "SELECT 1", Connection: "c3"}, {SQL: "SELECT 1", Connection: "c4"}}
	ex, err = tg.Run(t.Context(), self, RunOptions{})
	locked := 0
	for _, r := range ex.Results {
		if r.Outcome == OutcomeError && strings.Contains(r.Message, "locked the superuser out") {
			locked++
		}
	}
	if err != nil || len(ex.Results) != 4 || locked != 1 || sb.Resets() != 3 {
		t.Fatalf("a script that locks itself out (%d resets): %+v, %v", sb.Resets(), ex, err)
	}
	if ex, err := tg.Run(t.Context(), script("SELECT 1"), RunOptions{}); err != nil || ex.Results[0].Outcome != OutcomeOK {
		t.Fatalf("the next run: %+v, %v", ex, err)
	}
}

// TestSandboxAfterShutdown: a script that shuts the sandbox down ends normally; the next script
// finds the server gone before its first statement, and the sandbox is started again for it.
func TestSandboxAfterShutdown(t *testing.T) {
	tg, sb := mariadbSandboxTarget(t)
	if _, err := tg.Run(t.Context(), script("SHUTDOWN"), RunOptions{}); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	for i := 0; i < 50 && sb.Alive(); i++ {
		time.Sleep(100 * time.Millisecond)
	}
	ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "SELECT 1"), RunOptions{})
	if err != nil || ex.Results[1].Outcome != OutcomeOK || sb.Restarts() != 1 {
		t.Fatalf("the script after a shutdown (%d restarts): %+v, %v", sb.Restarts(), ex, err)
	}
}

// mariadbSandboxTarget opens a sandbox:mariadb target, closed when the test ends, or skips the
// test (fails it under CI=true) when MariaDB is not installed.
func mariadbSandboxTarget(t *testing.T) (Target, *Sandbox) {
	t.Helper()
	if o := (SandboxOptions{Kind: "mariadb"}); o.Validate() != nil {
		sandboxOrSkip(t, "mariadb")
	}
	tg, err := Open(t.Context(), "sandbox:mariadb")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg, tg.(*mysqlTarget).sandbox
}
