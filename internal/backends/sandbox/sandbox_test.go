package sandbox

import (
	"context"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// requireSandboxBinaries skips the test when kind's binaries are not installed, except under
// CI, where a missing server must not pass unnoticed.
func requireSandboxBinaries(t *testing.T, kind string) {
	t.Helper()
	o := Options{Kind: kind}
	if err := o.Validate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but the %s sandbox cannot run: %v", kind, err)
		}
		t.Skipf("skipping: the %s sandbox cannot run here: %v", kind, err)
	}
}

// startTestSandbox starts a sandbox that is stopped when the test ends.
func startTestSandbox(t *testing.T, o Options) *Sandbox {
	t.Helper()
	requireSandboxBinaries(t, o.Kind)
	begun := time.Now()
	s, err := Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s sandbox: install + start took %v", o.Kind, time.Since(begun).Round(time.Millisecond))
	t.Cleanup(func() {
		if err := s.Stop(); err != nil {
			t.Error(err)
		}
	})
	return s
}

func TestSandboxLifecycle(t *testing.T) {
	dbmstest.Engines(t)
	for _, kind := range []string{MariaDB, Postgres} {
		t.Run(kind, func(t *testing.T) {
			s := startTestSandbox(t, Options{Kind: kind})
			if s.Kind() != kind {
				t.Errorf("Kind() = %q, want %q", s.Kind(), kind)
			}
			if !s.Alive() {
				t.Fatalf("not alive after start; log:\n%s", s.LogTail(4096))
			}

			u, err := url.Parse(s.DSN())
			if err != nil {
				t.Fatal(err)
			}
			wantScheme := map[string]string{MariaDB: "mysql", Postgres: "postgres"}[kind]
			if u.Scheme != wantScheme || u.Hostname() != "127.0.0.1" || u.Port() == "3306" || u.Port() == "5432" {
				t.Errorf("DSN %q: want scheme %s on 127.0.0.1 and not the system server's port", s.DSN(), wantScheme)
			}
			if err := probe(kind, u.Host, 5*time.Second); err != nil {
				t.Errorf("login to %s: %v", u.Host, err)
			}
			// The health checks log out properly, so they do not fill the log that is read
			// for crash reports.
			for _, noise := range []string{"Aborted connection", "unexpected EOF", "could not receive data"} {
				if strings.Contains(s.LogTail(1<<20), noise) {
					t.Errorf("health checks leave %q in the log:\n%s", noise, s.LogTail(4096))
				}
			}

			// A crash: the server dies without warning.
			pid := s.PID()
			if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			killed := time.Now()
			for s.Alive() {
				if time.Since(killed) > 2*time.Second {
					t.Fatal("still alive 2s after SIGKILL")
				}
				time.Sleep(10 * time.Millisecond)
			}
			t.Logf("seen dead %v after SIGKILL", time.Since(killed).Round(time.Millisecond))
			if s.LogTail(4096) == "" {
				t.Error("empty log tail after the crash")
			}

			begun := time.Now()
			if err := s.Restart(context.Background()); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s sandbox: restart after SIGKILL took %v", kind, time.Since(begun).Round(time.Millisecond))
			if !s.Alive() {
				t.Fatalf("not alive after restart; log:\n%s", s.LogTail(4096))
			}
			newPID := s.PID()
			if newPID == pid {
				t.Errorf("PID %d unchanged by restart", pid)
			}
			if n := s.Restarts(); n != 1 {
				t.Errorf("Restarts() = %d, want 1", n)
			}
			if s.DSN() != u.String() {
				t.Errorf("DSN changed by restart: %q, was %q", s.DSN(), u)
			}

			// Restart of a live server: a graceful stop, then a start.
			begun = time.Now()
			if err := s.Restart(context.Background()); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s sandbox: restart of a live server took %v", kind, time.Since(begun).Round(time.Millisecond))
			if !s.Alive() || s.Restarts() != 2 {
				t.Errorf("after a second restart: alive %v, %d restarts", s.Alive(), s.Restarts())
			}
			lastPID := s.PID()

			if err := s.Stop(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(s.dir); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("sandbox directory %s still there after Stop: %v", s.dir, err)
			}
			if err := syscall.Kill(lastPID, 0); !errors.Is(err, syscall.ESRCH) {
				t.Errorf("server process %d still exists after Stop (kill 0: %v)", lastPID, err)
			}
			if s.Alive() || s.PID() != 0 {
				t.Errorf("after Stop: alive %v, PID %d", s.Alive(), s.PID())
			}
			if err := s.Stop(); err != nil {
				t.Errorf("second Stop: %v", err)
			}
			if err := s.Restart(context.Background()); err == nil {
				t.Error("Restart after Stop succeeded")
			}
		})
	}
}

func TestSandboxStopAfterCrash(t *testing.T) {
	dbmstest.Engines(t)
	s := startTestSandbox(t, Options{Kind: Postgres})
	if err := syscall.Kill(s.PID(), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("sandbox directory %s still there after Stop: %v", s.dir, err)
	}
}

func TestSandboxValidate(t *testing.T) {
	o := Options{Kind: "oracle"}
	if err := o.Validate(); err == nil || !strings.Contains(err.Error(), `unknown sandbox kind "oracle"`) {
		t.Errorf("bad kind: got %v", err)
	}
	empty := t.TempDir()
	for kind, want := range map[string][]string{
		MariaDB:  {"mariadbd and mariadb-install-db not found in " + empty, "apt-get install mariadb-server"},
		Postgres: {"postgres and initdb not found in " + empty, "apt-get install postgresql"},
	} {
		o := Options{Kind: kind, BinDir: empty}
		err := o.Validate()
		if err == nil {
			t.Errorf("%s: no error for a BinDir without binaries", kind)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", kind, err, w)
			}
		}
	}
	o = Options{Kind: MariaDB, StartTimeout: -time.Second}
	if err := o.Validate(); err == nil {
		t.Error("negative StartTimeout accepted")
	}
}

// traversableTempDir is a test temp dir that the user postgres can reach, for tests that
// look at what a sandbox leaves in its BaseDir.
func traversableTempDir(t *testing.T) string {
	dir := t.TempDir()
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestSandboxStartFailures(t *testing.T) {
	dbmstest.Engines(t)
	for _, tc := range []struct {
		kind  string
		extra []string
		want  string
	}{
		{MariaDB, []string{"--no-such-option"}, "unknown option '--no-such-option'"},
		{Postgres, []string{"-c", "no_such_setting=1"}, `unrecognized configuration parameter "no_such_setting"`},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			requireSandboxBinaries(t, tc.kind)
			base := traversableTempDir(t)
			s, err := Start(context.Background(), Options{Kind: tc.kind, BaseDir: base, ExtraArgs: tc.extra})
			if err == nil {
				t.Cleanup(func() { _ = s.Stop() })
				t.Fatal("started with a bad server flag")
			}
			if !strings.Contains(err.Error(), "exited during startup") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error does not explain the failure:\n%v", err)
			}
			t.Log(err)
			if left, _ := os.ReadDir(base); len(left) != 0 {
				t.Errorf("failed start left %d entries in %s", len(left), base)
			}
		})
	}

	t.Run("base dir", func(t *testing.T) {
		requireSandboxBinaries(t, MariaDB)
		_, err := Start(context.Background(), Options{Kind: MariaDB, BaseDir: "/nonexistent/reaper"})
		if err == nil || !strings.Contains(err.Error(), "cannot create its directory") {
			t.Errorf("got %v", err)
		}
	})

	t.Run("timeout", func(t *testing.T) {
		requireSandboxBinaries(t, Postgres)
		base := traversableTempDir(t)
		_, err := Start(context.Background(), Options{Kind: Postgres, BaseDir: base, StartTimeout: 50 * time.Millisecond})
		if err == nil || !strings.Contains(err.Error(), "did not finish within 50ms") {
			t.Errorf("got %v", err)
		}
		t.Log(err)
		if left, _ := os.ReadDir(base); len(left) != 0 {
			t.Errorf("timed-out start left %d entries in %s", len(left), base)
		}
	})
}

// TestSandboxCrashReport checks that what a crashing server writes about itself reaches
// LogTail: MariaDB catches SIGSEGV and prints a report with a stack trace before it dies.
func TestSandboxCrashReport(t *testing.T) {
	dbmstest.Engines(t)
	s := startTestSandbox(t, Options{Kind: MariaDB})
	if err := syscall.Kill(s.PID(), syscall.SIGSEGV); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for s.Alive() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if s.Alive() {
		t.Fatal("still alive 10s after SIGSEGV")
	}
	if tail := s.LogTail(16 << 10); !strings.Contains(tail, "got signal 11") {
		t.Errorf("no crash report in the log tail:\n%s", tail)
	}
	if err := s.Restart(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !s.Alive() {
		t.Error("not alive after restart")
	}
}
