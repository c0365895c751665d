package owned

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// serveEnv makes this test binary stand in for a server: it blocks until killed. Its command
// line names the directory it was given, as a server's names its data directory.
const serveEnv = "REAPER_OWNED_TEST_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) != "" {
		time.Sleep(time.Hour)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startServer starts a stand-in server whose command line names dataDir, killed when the test
// ends; it is started without the parent-death signal, as a server reaper did not start would be.
func startServer(t *testing.T, dataDir string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$", dataDir)
	cmd.Env = append(os.Environ(), serveEnv+"=1")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd
}

// deadProcess is a process that ran and exited, as an owner that was SIGKILLed is.
func deadProcess(t *testing.T) Process {
	t.Helper()
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p, err := Of(cmd.Process.Pid)
	if err != nil {
		t.Fatal(err)
	}
	if !p.Alive() {
		t.Fatal("a running process is not alive")
	}
	cmd.Process.Kill()
	cmd.Wait()
	if p.Alive() {
		t.Fatal("a killed and reaped process is alive")
	}
	return p
}

func TestSelfAndPIDReuse(t *testing.T) {
	me := Self()
	if me.PID != os.Getpid() || me.Start == 0 || !me.Alive() {
		t.Fatalf("Self() = %+v", me)
	}
	// The same pid with another start time is another process.
	if (Process{PID: me.PID, Start: me.Start + 1}).Alive() {
		t.Fatal("a process of the same pid but another start time counts as alive")
	}
}

// TestSweep: of the directories in base, Sweep removes those whose owner is dead, killing the
// server recorded in one only when its command line names the directory it recorded; it leaves
// a directory whose owner runs, one without a marker, and a process that merely has the pid.
func TestSweep(t *testing.T) {
	base := t.TempDir()
	mk := func(prefix string) string {
		dir, err := MkdirTemp(base, prefix)
		if err != nil {
			t.Fatal(err)
		}
		return dir
	}
	dead := deadProcess(t)
	disown := func(dir string) {
		m, err := read(dir)
		if err != nil {
			t.Fatal(err)
		}
		m.Owner = dead
		if err := write(dir, m); err != nil {
			t.Fatal(err)
		}
	}

	live := mk("live-")   // owned by this process, which runs
	stale := mk("stale-") // owner dead, no server
	disown(stale)

	withServer := mk("server-") // owner dead, its server still running
	data := filepath.Join(withServer, "data")
	server := startServer(t, data)
	if err := RecordServer(withServer, server.Process.Pid, data); err != nil {
		t.Fatal(err)
	}
	disown(withServer)

	notOurs := mk("pid-reused-") // owner dead; the recorded pid is now a process that is not its server
	other := startServer(t, filepath.Join(base, "elsewhere"))
	if err := RecordServer(notOurs, other.Process.Pid, filepath.Join(notOurs, "data")); err != nil {
		t.Fatal(err)
	}
	disown(notOurs)

	unmarked := filepath.Join(base, Prefix+"unmarked")
	if err := os.Mkdir(unmarked, 0o755); err != nil {
		t.Fatal(err)
	}
	foreign := filepath.Join(base, "not-reapers")
	if err := os.Mkdir(foreign, 0o755); err != nil {
		t.Fatal(err)
	}

	removed, err := Sweep(base)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(removed)
	want := []string{notOurs, withServer, stale}
	slices.Sort(want)
	if !slices.Equal(removed, want) {
		t.Fatalf("removed %q, want %q", removed, want)
	}
	for _, d := range []string{live, unmarked, foreign} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s was swept: %v", d, err)
		}
	}
	for _, d := range want {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", d, err)
		}
	}
	if p, _ := Of(server.Process.Pid); p.Alive() {
		t.Error("the server of a dead owner's directory still runs")
	}
	if err := other.Process.Signal(syscall.Signal(0)); err != nil {
		t.Errorf("a process that only had the recorded pid was killed: %v", err)
	}
	if p, err := Of(other.Process.Pid); err != nil || !p.Alive() {
		t.Errorf("a process that only had the recorded pid is gone: %v", err)
	}
}

// TestRemoveOwnedBy: RemoveOwnedBy removes the directories of the one exited owner it is given,
// and leaves another dead owner's (the next start's sweep takes those) and a live owner's.
func TestRemoveOwnedBy(t *testing.T) {
	base := t.TempDir()
	ownedBy := func(p Process) string {
		dir, err := MkdirTemp(base, "files-")
		if err != nil {
			t.Fatal(err)
		}
		if err := write(dir, Marker{Owner: p}); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	child, other := deadProcess(t), deadProcess(t)
	mine := []string{ownedBy(child), ownedBy(child)}
	others := ownedBy(other)
	live := ownedBy(Self())

	if removed, err := RemoveOwnedBy(base, Self()); err != nil || len(removed) != 0 {
		t.Fatalf("a live owner's directories: removed %q, %v", removed, err)
	}
	removed, err := RemoveOwnedBy(base, child)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(removed)
	slices.Sort(mine)
	if !slices.Equal(removed, mine) {
		t.Fatalf("removed %q, want %q", removed, mine)
	}
	for _, d := range mine {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", d, err)
		}
	}
	for _, d := range []string{others, live} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s was removed: %v", d, err)
		}
	}
}

// TestStartParentDeath: a child started with Start dies with its parent. The parent is a
// helper process (this test binary) that starts a child and is SIGKILLed.
func TestStartParentDeath(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	parent := exec.Command(os.Args[0], "-test.run=^TestStartParentDeathHelper$")
	parent.Env = append(os.Environ(), "REAPER_OWNED_TEST_PARENT="+pidFile)
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	var child Process
	for deadline := time.Now().Add(10 * time.Second); ; {
		if b, err := os.ReadFile(pidFile); err == nil && len(b) > 0 {
			if pid, err := strconv.Atoi(string(b)); err == nil {
				if child, err = Of(pid); err == nil {
					break
				}
			}
		}
		if time.Now().After(deadline) {
			parent.Process.Kill()
			t.Fatal("the helper started no child")
		}
		time.Sleep(20 * time.Millisecond)
	}
	parent.Process.Kill()
	parent.Wait()
	for deadline := time.Now().Add(5 * time.Second); child.Alive(); {
		if time.Now().After(deadline) {
			syscall.Kill(child.PID, syscall.SIGKILL)
			t.Fatal("the child outlived its SIGKILLed parent")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestStartParentDeathHelper is the parent of TestStartParentDeath: it starts a stand-in
// server with Start, writes its pid and waits to be killed.
func TestStartParentDeathHelper(t *testing.T) {
	pidFile := os.Getenv("REAPER_OWNED_TEST_PARENT")
	if pidFile == "" {
		t.Skip("the helper of TestStartParentDeath")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), serveEnv+"=1")
	// Started from a goroutine that then ends: the child must not die with that goroutine's
	// thread, only with the process.
	errc := make(chan error)
	go func() { errc <- Start(cmd) }()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pidFile, []byte(strconv.Itoa(cmd.Process.Pid)), 0o644); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Minute)
}
