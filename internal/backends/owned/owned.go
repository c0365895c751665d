// Package owned keeps what reaper starts from outliving it. A child process reaper starts (a
// sandbox's server, an engine's child) gets the parent-death signal, so the kernel SIGKILLs it
// when reaper dies, however it dies. A temporary directory reaper creates (a sandbox, an
// engine's files) carries a marker naming its owner, the process that created it, by pid and
// start time so that a reused pid is not mistaken for it, and the server that runs in it; every
// start sweeps the directories whose owner is dead, killing a server still running in one only
// when it is verifiably that server. The signal and the process identities are Linux's; elsewhere
// a child gets no signal and a marker names no owner (pid 0), which a sweep never removes.
package owned

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Start starts cmd so that the kernel SIGKILLs it when this process dies. Linux sends the
// parent-death signal when the thread that started the child ends, not the process, and the Go
// runtime may end a thread before the process (one a goroutine left locked); so every child is
// started from one thread that lives as long as the process.
func Start(cmd *exec.Cmd) error {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	setDeathSignal(cmd.SysProcAttr)
	startsOnce.Do(startStarter)
	done := make(chan error)
	starts <- startRequest{cmd, done}
	return <-done
}

type startRequest struct {
	cmd  *exec.Cmd
	done chan error
}

var (
	starts     = make(chan startRequest)
	startsOnce sync.Once
)

// startStarter starts the goroutine that starts children, when the first is started: a
// command that starts none (most of the CLI) keeps no thread locked for it.
func startStarter() {
	go func() {
		// Locked, and never returning: this goroutine's thread is never ended.
		runtime.LockOSThread()
		for r := range starts {
			r.done <- r.cmd.Start()
		}
	}()
}

// Process identifies a process across pid reuse: its pid and its start time in clock ticks
// after boot (/proc/PID/stat).
type Process struct {
	PID   int    `json:"pid"`
	Start uint64 `json:"start"`
}

// Self is this process.
func Self() Process {
	p, _ := Of(os.Getpid())
	return p
}

// Of reads the process pid is now; an error when there is none.
func Of(pid int) (Process, error) {
	start, state, err := stat(pid)
	if err != nil {
		return Process{}, err
	}
	if state == 'Z' || state == 'X' {
		return Process{}, fmt.Errorf("process %d has exited", pid)
	}
	return Process{PID: pid, Start: start}, nil
}

// Alive reports whether p still runs: a process of its pid exists, started when p did, and
// has not exited (a zombie waiting for its parent has).
func (p Process) Alive() bool {
	if p.PID <= 0 {
		return false
	}
	start, state, err := stat(p.PID)
	return err == nil && start == p.Start && state != 'Z' && state != 'X'
}

// stat reads a process's start time and state from /proc/PID/stat. The command name, field 2,
// may hold spaces and parentheses, so the fields are counted after its last ')'.
func stat(pid int) (start uint64, state byte, err error) {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return 0, 0, err
	}
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return 0, 0, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	f := strings.Fields(string(b[i+1:]))
	// f[0] is field 3 (state); field 22 (starttime) is f[19].
	if len(f) < 20 || len(f[0]) != 1 {
		return 0, 0, fmt.Errorf("/proc/%d/stat: %d fields", pid, len(f)+2)
	}
	start, err = strconv.ParseUint(f[19], 10, 64)
	return start, f[0][0], err
}

// MarkerFile is the name of the marker in a directory reaper created.
const MarkerFile = ".reaper-owner"

// Prefix begins the name of every temporary directory reaper creates; Sweep looks at no other.
const Prefix = "reaper-"

// Marker is what a directory records of who created it and what runs in it.
type Marker struct {
	// Owner is the process that created the directory and removes it when done.
	Owner Process `json:"owner"`
	// Server is a server reaper started with the directory as its home, zero if none.
	Server Process `json:"server,omitzero"`
	// ServerNames is a path the server's command line names (its data directory): a process
	// of Server's pid and start time is killed by a sweep only if its /proc/PID/cmdline holds it.
	ServerNames string `json:"server_names,omitempty"`
}

// MkdirTemp creates a directory in base (os.TempDir() if "") named Prefix+prefix and a random
// suffix, with a marker naming this process as its owner.
func MkdirTemp(base, prefix string) (string, error) {
	if base == "" {
		base = os.TempDir()
	}
	dir, err := os.MkdirTemp(base, Prefix+prefix)
	if err != nil {
		return "", err
	}
	if err := write(dir, Marker{Owner: Self()}); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// RecordServer notes in dir's marker the server process pid, started with the directory as
// its home, whose command line names names (its data directory). A restarted server is noted
// again.
func RecordServer(dir string, pid int, names string) error {
	m, err := read(dir)
	if err != nil {
		return err
	}
	if m.Server, err = Of(pid); err != nil {
		return err
	}
	m.ServerNames = names
	return write(dir, m)
}

func write(dir string, m Marker) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	// Written whole under another name and renamed, so a sweep never reads half a marker.
	tmp := filepath.Join(dir, MarkerFile+".new")
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return fmt.Errorf("mark %s as reaper's: %w", dir, err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, MarkerFile)); err != nil {
		return fmt.Errorf("mark %s as reaper's: %w", dir, err)
	}
	return nil
}

func read(dir string) (Marker, error) {
	var m Marker
	b, err := os.ReadFile(filepath.Join(dir, MarkerFile))
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return m, fmt.Errorf("%s: %w", filepath.Join(dir, MarkerFile), err)
	}
	return m, nil
}

// Sweep removes the directories reaper left in base (os.TempDir() if "") when a process of
// it died without cleaning up (SIGKILL, a crash, a power cut): those named Prefix... whose
// marker names an owner that no longer runs. A server recorded in one that still runs is
// SIGKILLed first, but only if it is verifiably that server: the same pid and start time, and
// its command line names the path the marker says. A directory without a marker (one being
// created, or another program's) is left alone. It returns the directories it removed; an
// error says what it could not do, and a caller may go on without a clean sweep.
func Sweep(base string) ([]string, error) {
	return removeWhere(base, func(m Marker) bool { return m.Owner.PID != 0 && !m.Owner.Alive() })
}

// RemoveOwnedBy removes the directories in base (os.TempDir() if "") whose marker names owner,
// a process that has exited (a child that was killed, or that exited before it cleaned up), as
// Sweep would at the next start: the process that started owner calls it once owner has been
// reaped, so that no exit path leaves owner's directories behind. A live owner's directories
// are left alone.
func RemoveOwnedBy(base string, owner Process) ([]string, error) {
	if owner.PID == 0 || owner.Alive() {
		return nil, nil
	}
	return removeWhere(base, func(m Marker) bool { return m.Owner == owner })
}

// removeWhere removes the marked directories in base whose marker gone says are no one's now,
// killing the server recorded in one first (killServer).
func removeWhere(base string, gone func(Marker) bool) ([]string, error) {
	if base == "" {
		base = os.TempDir()
	}
	entries, err := os.ReadDir(base)
	if err != nil {
		return nil, err
	}
	var removed []string
	var errs []error
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), Prefix) {
			continue
		}
		dir := filepath.Join(base, e.Name())
		m, err := read(dir)
		if err != nil || !gone(m) {
			continue
		}
		if err := killServer(m); err != nil {
			errs = append(errs, fmt.Errorf("sweep %s: %w", dir, err))
			continue
		}
		if err := os.RemoveAll(dir); err != nil {
			errs = append(errs, fmt.Errorf("sweep %s: %w", dir, err))
			continue
		}
		removed = append(removed, dir)
	}
	return removed, errors.Join(errs...)
}

// killServer SIGKILLs the server m records if it still runs and is verifiably that server,
// and waits until it is gone.
func killServer(m Marker) error {
	if m.Server.PID == 0 || m.ServerNames == "" || !m.Server.Alive() {
		return nil
	}
	cmdline, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(m.Server.PID), "cmdline"))
	if err != nil || !strings.Contains(string(cmdline), m.ServerNames) {
		return nil // another process has the pid now, or it is gone: not ours to kill
	}
	if err := syscall.Kill(m.Server.PID, syscall.SIGKILL); err != nil && !errors.Is(err, syscall.ESRCH) {
		return fmt.Errorf("kill the server %d left running: %w", m.Server.PID, err)
	}
	// Until the kernel has taken it down it may still hold the directory's files.
	for range 100 {
		if !m.Server.Alive() {
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	return fmt.Errorf("the server %d left running did not die of SIGKILL", m.Server.PID)
}
