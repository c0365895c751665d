package backends

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/engine"
	"github.com/reaper-sql/reaper/internal/backends/mysql"
	"github.com/reaper-sql/reaper/internal/backends/owned"
	"github.com/reaper-sql/reaper/internal/backends/postgres"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// helperEnv makes this test binary the helper of TestNoOrphans: a reaper that opens targets
// and waits to be killed.
const helperEnv = "REAPER_TEST_ORPHANS_HELPER"

// orphanTargets are what the helper opens: the engine child and a sandbox of each kind.
var orphanTargets = []string{"gms:", "sandbox:mariadb", "sandbox:postgres"}

// helperReport is what the helper says of the processes it started.
type helperReport struct {
	PID      int   `json:"pid"`
	Children []int `json:"children"`
}

// TestNoOrphansHelper is the helper's body; it skips unless TestNoOrphans runs it.
func TestNoOrphansHelper(t *testing.T) {
	if os.Getenv(helperEnv) == "" {
		t.Skip("the helper of TestNoOrphans")
	}
	rep := helperReport{PID: os.Getpid()}
	for _, dsn := range orphanTargets {
		tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tg.Run(t.Context(), []dbms.Statement{{SQL: "SELECT 1"}}, dbms.RunOptions{}); err != nil {
			t.Fatal(err)
		}
		switch tg := tg.(type) {
		case *engine.Target:
			rep.Children = append(rep.Children, tg.PID())
		case *mysql.Target:
			rep.Children = append(rep.Children, tg.Sandbox().PID())
		case *postgres.Target:
			rep.Children = append(rep.Children, tg.Sandbox().PID())
		}
	}
	b, _ := json.Marshal(rep)
	fmt.Println(string(b))
	time.Sleep(time.Hour)
}

// TestNoOrphans: a reaper SIGKILLed with an engine child and two sandboxes running leaves no
// process behind (each child has the parent-death signal), and once the next reaper opens its
// targets no directory either (each start sweeps the directories whose owner is dead).
func TestNoOrphans(t *testing.T) {
	dbmstest.Engines(t)
	for _, kind := range []string{sandbox.MariaDB, sandbox.Postgres} {
		if o := (sandbox.Options{Kind: kind}); o.Validate() != nil {
			if os.Getenv("CI") == "true" {
				t.Fatal(o.Validate())
			}
			t.Skip(o.Validate())
		}
	}
	helper := exec.Command(os.Args[0], "-test.run=^TestNoOrphansHelper$", "-test.timeout=10m")
	helper.Env = append(os.Environ(), helperEnv+"=1")
	helper.Stderr = os.Stderr
	out, err := helper.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := helper.Start(); err != nil {
		t.Fatal(err)
	}
	defer helper.Process.Kill()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "{") {
				lines <- sc.Text()
			}
		}
		close(lines)
	}()
	var rep helperReport
	select {
	case line, ok := <-lines:
		if !ok || json.Unmarshal([]byte(line), &rep) != nil {
			helper.Wait()
			t.Fatalf("the helper said %q", line)
		}
	case <-time.After(3 * time.Minute):
		t.Fatal("the helper opened no targets in 3 minutes")
	}

	// What the helper and its engine child own, by their markers: a sandbox directory per
	// sandbox, and the engine child's files directory.
	owners := append([]int{rep.PID}, rep.Children...)
	dirs := markedBy(t, owners)
	if len(dirs) != 3 || len(rep.Children) != 3 {
		t.Fatalf("the helper (%d) started %v and owns %q; want 3 children and 3 directories", rep.PID, rep.Children, dirs)
	}
	var children []owned.Process
	for _, pid := range rep.Children {
		p, err := owned.Of(pid)
		if err != nil {
			t.Fatalf("child %d of the helper: %v", pid, err)
		}
		children = append(children, p)
	}

	if err := helper.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	helper.Wait()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var alive []int
		for _, p := range children {
			if p.Alive() {
				alive = append(alive, p.PID)
			}
		}
		if len(alive) == 0 {
			break
		}
		if time.Now().After(deadline) {
			for _, pid := range alive {
				syscall.Kill(pid, syscall.SIGKILL)
			}
			t.Fatalf("processes %v outlived the SIGKILLed reaper", alive)
		}
	}
	for _, d := range dirs {
		if _, err := os.Stat(d); err != nil {
			t.Fatalf("%s went with the killed reaper, before any sweep (so this test tests nothing): %v", d, err)
		}
	}

	// The next reaper: its starts sweep what the dead one left.
	for _, dsn := range []string{"gms:", "sandbox:mariadb"} {
		tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
		if err != nil {
			t.Fatal(err)
		}
		tg.Close()
	}
	for _, d := range dirs {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s is still there after the next start: %v", d, err)
		}
		if pids := workingIn(d); len(pids) > 0 {
			t.Errorf("processes %v still work in %s", pids, d)
		}
	}
}

// markedBy lists the directories in the temporary directory whose marker names one of owners.
func markedBy(t *testing.T, owners []int) []string {
	t.Helper()
	entries, err := os.ReadDir(os.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), owned.Prefix) {
			continue
		}
		dir := filepath.Join(os.TempDir(), e.Name())
		b, err := os.ReadFile(filepath.Join(dir, owned.MarkerFile))
		if err != nil {
			continue
		}
		var m owned.Marker
		if json.Unmarshal(b, &m) == nil && slices.Contains(owners, m.Owner.PID) {
			out = append(out, dir)
		}
	}
	return out
}

// workingIn lists the running processes whose working directory or command line is in dir.
func workingIn(dir string) []int {
	var out []int
	procs, _ := os.ReadDir("/proc")
	for _, p := range procs {
		pid, err := strconv.Atoi(p.Name())
		if err != nil {
			continue
		}
		if q, err := owned.Of(pid); err != nil || !q.Alive() {
			continue
		}
		cwd, _ := os.Readlink(filepath.Join("/proc", p.Name(), "cwd"))
		cmdline, _ := os.ReadFile(filepath.Join("/proc", p.Name(), "cmdline"))
		if strings.HasPrefix(cwd, dir) || strings.Contains(string(cmdline), dir) {
			out = append(out, pid)
		}
	}
	return out
}
