package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// TestSIGTERMRemovesEngineDirectories: `reaper run` on gms: stopped by SIGTERM while a
// statement runs in its engine child exits (status 1, "interrupted" by its context) with the
// child gone and the child's temporary directory removed, not left for the next start's sweep.
// The run is this test binary re-executed as reaper (TestMain), under the signals reaper's main
// takes, with a TMPDIR of its own.
func TestSIGTERMRemovesEngineDirectories(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "sleep.sql")
	if err := os.WriteFile(script, []byte("SELECT SLEEP(120);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp,
		"REAPER_CLI_ARGS="+strings.Join([]string{"run", "--target", "gms:", "--script", script, "--timeout", "5m"}, "\n"))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })

	// The engine child's directory appears when the child starts serving; the statement
	// sleeps for two minutes after it, so the signal comes while it runs.
	var engineDirs []string
	for deadline := time.Now().Add(2 * time.Minute); len(engineDirs) == 0; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no engine directory appeared in %s; stderr: %s", tmp, stderr.String())
		}
		engineDirs, _ = filepath.Glob(filepath.Join(tmp, owned.Prefix+"gms-files-*"))
	}
	time.Sleep(time.Second)
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != exitFailure {
		t.Fatalf("exit: %v; stderr: %s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "context canceled") {
		t.Errorf("stderr does not say the run was stopped: %s", stderr.String())
	}
	left, _ := os.ReadDir(tmp)
	var names []string
	for _, e := range left {
		names = append(names, e.Name())
	}
	if len(names) > 0 {
		t.Fatalf("SIGTERM left %v in TMPDIR (the engine's was %v)", names, engineDirs)
	}
}
