package store

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/internal/store/storetest"
)

// runnerChild, set in a re-executed test binary, makes it take the runner lock of the store it
// names, say "locked PID", and wait to be killed.
const runnerChild = "REAPER_TEST_RUNNER_CHILD"

func TestMain(m *testing.M) {
	if db := os.Getenv(runnerChild); db != "" {
		ctx := context.Background()
		st, err := Open(ctx, db)
		if err == nil {
			_, err = st.LockRunner(ctx)
		}
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("locked", os.Getpid())
		time.Sleep(time.Minute)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// lockInChild starts a process that takes db's runner lock and returns it once it holds it.
func lockInChild(t *testing.T, db string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runnerChild+"="+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line != fmt.Sprintf("locked %d\n", cmd.Process.Pid) {
		t.Fatalf("child: %q %v", line, err)
	}
	return cmd
}

// busy asserts that taking st's runner lock is refused with the holder pid.
func busy(t *testing.T, st *Store, pid int) *BusyError {
	t.Helper()
	l, err := st.LockRunner(context.Background())
	var b *BusyError
	if !errors.As(err, &b) {
		l.Release()
		t.Fatalf("the lock held by pid %d was taken again: %v", pid, err)
	}
	host, _ := os.Hostname()
	// A PostgreSQL runner's host may come back cut short (see appName).
	if b.Holder.PID != pid || b.Holder.Host == "" || !strings.HasPrefix(host, b.Holder.Host) || time.Since(b.Holder.Since) > time.Minute {
		t.Fatalf("holder %+v, want pid %d on %s now", b.Holder, pid, host)
	}
	want := fmt.Sprintf("another hunt (pid %d on %s since ", pid, b.Holder.Host)
	if !strings.HasPrefix(err.Error(), want) || !strings.HasSuffix(err.Error(), "is running on "+st.Path()+"; wait for it or use another --db") {
		t.Fatalf("message %q", err)
	}
	return b
}

func TestRunnerLockSQLite(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "r.db")
	first, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	second, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer second.Close()

	lock, err := first.LockRunner(ctx)
	if err != nil {
		t.Fatal(err)
	}
	busy(t, second, os.Getpid())
	if err := lock.Release(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(db + ".lock"); !os.IsNotExist(err) {
		t.Errorf("the released lock left its file: %v", err)
	}
	again, err := second.LockRunner(ctx)
	if err != nil {
		t.Fatalf("the released lock cannot be taken: %v", err)
	}
	again.Release()
	lock.Release() // twice is harmless
}

// A runner killed with SIGKILL runs no cleanup; the kernel drops its flock, and the file it
// leaves blocks nobody.
func TestRunnerLockSQLiteOfADeadProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "r.db")
	child := lockInChild(t, db)
	st, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	busy(t, st, child.Process.Pid)
	child.Process.Signal(os.Kill)
	child.Wait()
	if _, err := os.Stat(db + ".lock"); err != nil {
		t.Fatalf("the dead runner's file should still be there for this test to mean anything: %v", err)
	}
	lock, err := st.LockRunner(ctx)
	if err != nil {
		t.Fatalf("a dead runner's lock blocks the next: %v", err)
	}
	lock.Release()
}

func TestRunnerLockPostgres(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Postgres(t)
	first, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	second, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer second.Close()

	if r, err := second.Runner(ctx); err != nil || r != nil {
		t.Fatalf("runner of a store nobody runs: %+v %v", r, err)
	}
	lock, err := first.LockRunner(ctx)
	if err != nil {
		t.Fatal(err)
	}
	busy(t, second, os.Getpid())
	if r, err := second.Runner(ctx); err != nil || r == nil || r.PID != os.Getpid() {
		t.Fatalf("runner: %+v %v", r, err)
	}
	// The lock is the session's, not the pool's: the holder's other connections are free, and
	// work on them does not let it go.
	if err := first.PutFix(ctx, fix("f1", "t")); err != nil {
		t.Fatal(err)
	}
	busy(t, first, os.Getpid())
	lock.Release()
	if r, err := second.Runner(ctx); err != nil || r != nil {
		t.Fatalf("runner after release: %+v %v", r, err)
	}
	again, err := second.LockRunner(ctx)
	if err != nil {
		t.Fatalf("the released lock cannot be taken: %v", err)
	}
	again.Release()
}

func TestRunnerLockPostgresOfADeadProcess(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := storetest.Postgres(t)
	st, err := Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	child := lockInChild(t, db)
	busy(t, st, child.Process.Pid)
	child.Process.Signal(os.Kill)
	child.Wait()
	// The server ends the session when it sees the connection close, a moment after the kill.
	deadline := time.Now().Add(10 * time.Second)
	for {
		lock, err := st.LockRunner(ctx)
		if err == nil {
			lock.Release()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("a dead runner's lock still blocks after 10 s: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestRunnerAppName(t *testing.T) {
	t.Parallel()
	r := Runner{PID: 4242, Host: strings.Repeat("h", 80), Since: time.Unix(1_800_000_000, 0).UTC()}
	name := r.appName()
	if len(name) > 63 {
		t.Fatalf("%d bytes: %s", len(name), name)
	}
	got := runnerOfAppName(name)
	if got.PID != r.PID || !got.Since.Equal(r.Since) || !strings.HasPrefix(r.Host, got.Host) || got.Host == "" {
		t.Fatalf("round trip: %+v from %q", got, name)
	}
	if got := runnerOfAppName("psql"); got.PID != 0 {
		t.Fatalf("another program's name read as a runner: %+v", got)
	}
}

// Discard removes only a store file its Open created and nothing was stored in.
func TestDiscard(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	for _, tc := range []struct {
		name   string
		before bool // the file exists before Open
		put    bool // a fix is stored
		kept   bool
	}{
		{"made and empty", false, false, false},
		{"made and used", false, true, true},
		{"there before", true, false, true},
	} {
		db := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+".db")
		if tc.before {
			if err := os.WriteFile(db, nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		st, err := Open(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		if tc.put {
			if err := st.PutFix(ctx, fix("f1", "t")); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.Discard(ctx); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		_, err = os.Stat(db)
		if kept := err == nil; kept != tc.kept {
			t.Errorf("%s: kept %v, want %v", tc.name, kept, tc.kept)
		}
		if _, err := os.Stat(db + "-wal"); !tc.kept && err == nil {
			t.Errorf("%s: the WAL file was left", tc.name)
		}
	}
}
