package dbms

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// startMariaDB starts a throwaway mariadbd of this test's own (data dir, socket, free port), so
// that the test can kill it without touching the machine's server.
func startMariaDB(t *testing.T) (*exec.Cmd, string) {
	t.Helper()
	for _, bin := range []string{"mariadb-install-db", "mariadbd"} {
		if _, err := exec.LookPath(bin); err != nil {
			if _, err := os.Stat("/usr/sbin/" + bin); err != nil {
				if os.Getenv("CI") == "true" {
					t.Fatalf("%s is not installed", bin)
				}
				t.Skipf("%s is not installed", bin)
			}
		}
	}
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	install := exec.Command("mariadb-install-db", "--no-defaults", "--datadir="+data, "--user=root", "--auth-root-authentication-method=normal", "--skip-test-db")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("mariadb-install-db: %v\n%s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command("/usr/sbin/mariadbd", "--no-defaults", "--datadir="+data, "--user=root",
		"--socket="+filepath.Join(dir, "s.sock"), "--port="+strconv.Itoa(port), "--bind-address=127.0.0.1",
		"--log-error="+filepath.Join(dir, "error.log"), "--pid-file="+filepath.Join(dir, "m.pid"),
		"--skip-name-resolve", "--innodb-buffer-pool-size=16M")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	dsn := fmt.Sprintf("mysql://root@127.0.0.1:%d/", port)
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			c.Close()
			return cmd, dsn
		}
		if time.Now().After(deadline) {
			b, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			t.Fatalf("mariadbd did not start: %s", b)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestCrashOfAServerReaperDoesNotManage kills mariadbd with SIGKILL in the middle of a script:
// the statement running is a crash, the rest is not run, what ran is kept, and the target says
// the server is gone instead of failing on every later run.
func TestCrashOfAServerReaperDoesNotManage(t *testing.T) {
	cmd, dsn := startMariaDB(t)
	tg, err := Open(t.Context(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	go func() {
		time.Sleep(700 * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
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

// TestCrashOfAPostgresBackend kills the backend running a statement on this machine's
// PostgreSQL: the postmaster restarts its backends, so the statement is a crash and the next run
// works again.
func TestCrashOfAPostgresBackend(t *testing.T) {
	tg := openTarget(t, targets[2])
	pt := tg.(*postgresTarget)
	// The backend of the run's session is the newest one the test's user started.
	go func() {
		time.Sleep(700 * time.Millisecond)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		var pid int
		err := pt.admin.QueryRow(ctx, `SELECT pid FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(5)%' AND pid <> pg_backend_pid()`).Scan(&pid)
		if err == nil {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}()
	ex, err := tg.Run(t.Context(), script("CREATE TABLE t (a INT)", "SELECT pg_sleep(5)", "SELECT 1"), RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r := ex.Results; r[1].Outcome != OutcomeCrash || r[2].Outcome != OutcomeNotRun || !ex.Crashed {
		t.Fatalf("outcomes after the backend was killed: %+v", r)
	}
	ex, err = tg.Run(t.Context(), script("SELECT 1"), RunOptions{})
	if err != nil || ex.Results[0].Outcome != OutcomeOK {
		t.Fatalf("run after recovery: %+v, %v", ex, err)
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
