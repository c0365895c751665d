package mysql

import (
	"context"
	"errors"
	"fmt"
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

// sandboxOrSkip starts a sandbox, or skips the test (fails it under CI=true) when the server
// binaries are not installed.
func sandboxOrSkip(t *testing.T, kind string) *sandbox.Sandbox {
	t.Helper()
	o := sandbox.Options{Kind: kind}
	if err := o.Validate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	sb, err := sandbox.Start(t.Context(), o)
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
	dbmstest.Engines(t)
	sb := sandboxOrSkip(t, "mariadb")
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(sb.DSN()))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	go func() {
		time.Sleep(700 * time.Millisecond)
		syscall.Kill(sb.PID(), syscall.SIGKILL)
	}()
	ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1)", "SELECT SLEEP(5)", "SELECT * FROM t"), dbms.RunOptions{})
	if !errors.Is(err, dbms.ErrServerGone) {
		t.Fatalf("run over a killed server: %v", err)
	}
	got := []string{}
	for _, r := range ex.Results {
		got = append(got, r.Outcome)
	}
	if fmt.Sprint(got) != "[ok ok crash not run]" || !ex.Crashed {
		t.Fatalf("outcomes %v (crashed %v)", got, ex.Crashed)
	}
	if _, err := tg.Run(t.Context(), script("SELECT 1"), dbms.RunOptions{}); !errors.Is(err, dbms.ErrServerGone) {
		t.Fatalf("a later run: %v", err)
	}
}

// TestSandboxCrashIsRecovered kills the sandbox's server with SIGKILL in the middle of a
// script: the statement is a crash with the server's log as evidence, the rest is not run, and
// the next script runs on the server reaper brought back.
func TestSandboxCrashIsRecovered(t *testing.T) {
	dbmstest.Engines(t)
	tg, sb := mariadbSandboxTarget(t)
	if info, _ := tg.Info(t.Context()); !info.Managed {
		t.Fatalf("sandbox target not managed: %+v", info)
	}
	pid := sb.PID()
	go func() {
		time.Sleep(700 * time.Millisecond)
		syscall.Kill(pid, syscall.SIGKILL)
	}()
	ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "SELECT SLEEP(5)", "SELECT 1"), dbms.RunOptions{})
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
	ex, err = tg.Run(t.Context(), script("SELECT 1"), dbms.RunOptions{})
	if err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("next run after the restart: %+v, %v", ex, err)
	}
}

// TestSandboxResetAfterLockout: a script that sets the superuser's password locks reaper out of
// a MariaDB sandbox; the next script that needs a new login finds the sandbox reset from a
// fresh data directory and runs, and a script that locks it out again has that as its outcome.
func TestSandboxResetAfterLockout(t *testing.T) {
	dbmstest.Engines(t)
	tg, sb := mariadbSandboxTarget(t)
	lock := script("SET PASSWORD = PASSWORD('locked out')")
	if ex, err := tg.Run(t.Context(), lock, dbms.RunOptions{}); err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("setting the password: %+v, %v", ex, err)
	}
	// Two connections: the second needs a new login, which the new password refuses.
	two := []dbms.Statement{{SQL: "CREATE TABLE t (a INT)"}, {SQL: "SELECT COUNT(*) FROM t", Connection: "c2"}}
	ex, err := tg.Run(t.Context(), two, dbms.RunOptions{})
	if err != nil || len(ex.Results) != 2 || ex.Results[1].Outcome != dbms.OutcomeOK {
		t.Fatalf("the script after the lockout: %+v, %v", ex, err)
	}
	if sb.Resets() != 1 {
		t.Fatalf("sandbox reset %d times, want 1", sb.Resets())
	}
	// A script that locks the sandbox and then needs logins itself, more than the pool holds.
	self := []dbms.Statement{{SQL: "SET PASSWORD = PASSWORD('again')"}, {SQL: "SELECT 1", Connection: "c2"},
		{SQL: "SELECT 1", Connection: "c3"}, {SQL: "SELECT 1", Connection: "c4"}}
	ex, err = tg.Run(t.Context(), self, dbms.RunOptions{})
	locked := 0
	for _, r := range ex.Results {
		if r.Outcome == dbms.OutcomeError && strings.Contains(r.Message, "locked the superuser out") {
			locked++
		}
	}
	if err != nil || len(ex.Results) != 4 || locked != 1 || sb.Resets() != 3 {
		t.Fatalf("a script that locks itself out (%d resets): %+v, %v", sb.Resets(), ex, err)
	}
	if ex, err := tg.Run(t.Context(), script("SELECT 1"), dbms.RunOptions{}); err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("the next run: %+v, %v", ex, err)
	}
}

// TestSandboxAfterShutdown: a script that shuts the sandbox down ends normally; the next script
// finds the server gone before its first statement, and the sandbox is started again for it.
func TestSandboxAfterShutdown(t *testing.T) {
	dbmstest.Engines(t)
	tg, sb := mariadbSandboxTarget(t)
	if _, err := tg.Run(t.Context(), script("SHUTDOWN"), dbms.RunOptions{}); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	for i := 0; i < 50 && sb.Alive(); i++ {
		time.Sleep(100 * time.Millisecond)
	}
	ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "SELECT 1"), dbms.RunOptions{})
	if err != nil || ex.Results[1].Outcome != dbms.OutcomeOK || sb.Restarts() != 1 {
		t.Fatalf("the script after a shutdown (%d restarts): %+v, %v", sb.Restarts(), ex, err)
	}
}

// mariadbSandboxTarget opens a sandbox:mariadb target, closed when the test ends, or skips the
// test (fails it under CI=true) when MariaDB is not installed.
func mariadbSandboxTarget(t *testing.T) (dbms.Target, *sandbox.Sandbox) {
	t.Helper()
	if o := (sandbox.Options{Kind: "mariadb"}); o.Validate() != nil {
		sandboxOrSkip(t, "mariadb")
	}
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("sandbox:mariadb"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg, tg.(*Target).Sandbox()
}

func script(sqls ...string) []dbms.Statement { return dbmstest.Script(sqls...) }

// A run its caller cancels mid-statement (a job's timeout) breaks its connection, and the server
// is fine: the next run goes on, on a server reaper manages and on one it does not alike. Before,
// the diagnosis ran under the cancelled context, failed to ping, and took the server for gone.
func TestCancelledRunLeavesTheServer(t *testing.T) {
	dbmstest.Engines(t)
	sb := sandboxOrSkip(t, "mariadb")
	for _, dsn := range []string{"sandbox", sb.DSN()} {
		var tg dbms.Target
		var err error
		if dsn == "sandbox" {
			tg, _ = mariadbSandboxTarget(t)
		} else if tg, err = dbms.Open(t.Context(), dialect.MustParseTarget(dsn)); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(t.Context(), 300*time.Millisecond)
		ex, _ := tg.Run(ctx, script("SELECT 1", "SELECT SLEEP(5)"), dbms.RunOptions{})
		cancel()
		if ex == nil || len(ex.Results) != 2 || ex.Results[1].Outcome == dbms.OutcomeOK {
			t.Fatalf("%s: the cancelled run: %+v", dsn, ex)
		}
		ex, err = tg.Run(t.Context(), script("SELECT 1"), dbms.RunOptions{})
		if err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
			t.Fatalf("%s: the run after a cancelled one: %v %+v", dsn, err, ex)
		}
		if dsn != "sandbox" {
			tg.Close()
		}
	}
}
