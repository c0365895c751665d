package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// unreachable is a URL whose clone fails at once: nothing listens on port 1.
const unreachable = "http://127.0.0.1:1/none.git"

func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// A clone that fails leaves nothing this run made: not the store it created, not the clone
// directory (nor the parents it made for it). What was there before stays.
func TestFailedCloneLeavesNothingBehind(t *testing.T) {
	for _, cmd := range []string{"mine", "hunt"} {
		t.Run(cmd, func(t *testing.T) {
			dir := t.TempDir()
			db := filepath.Join(dir, "r.db")
			code, out, errOut := run(t, "", cmd, "--repo", unreachable, "--db", db)
			if code != 1 || !strings.Contains(errOut, "clone "+unreachable) {
				t.Fatalf("%s of an unreachable URL: exit %d\n%s%s", cmd, code, out, errOut)
			}
			if left := entries(t, dir); len(left) != 0 {
				t.Fatalf("%s left %v behind", cmd, left)
			}

			nested := filepath.Join(dir, "a", "b", "clones")
			if code, _, errOut := run(t, "", cmd, "--repo", unreachable, "--db", db, "--clone-dir", nested); code != 1 {
				t.Fatalf("exit %d\n%s", code, errOut)
			}
			if left := entries(t, dir); len(left) != 0 {
				t.Fatalf("%s --clone-dir %s left %v behind", cmd, nested, left)
			}
		})
	}

	// A store that existed and holds fixes, and a clone directory with another clone in it,
	// are kept.
	db, _ := minedStore(t)
	other := filepath.Join(filepath.Dir(db), "reaper-repos", "other.git")
	if err := os.MkdirAll(other, 0o755); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", "mine", "--repo", unreachable, "--db", db); code != 1 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatalf("the clone directory's other clone is gone: %v", err)
	}
	if left := entries(t, filepath.Dir(db)); !slices.Contains(left, "r.db") {
		t.Fatalf("the store with fixes is gone: %v", left)
	}
	if code, out, _ := run(t, "", "fixes", "list", "--db", db); code != 0 || !strings.Contains(out, "Round") {
		t.Fatalf("the stored fixes are gone: exit %d\n%s", code, out)
	}

	// A file that existed before the run, empty as it was, is not this run's to remove.
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", "mine", "--repo", unreachable, "--db", empty); code != 1 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if _, err := os.Stat(empty); err != nil {
		t.Fatalf("the store file that was there before is gone: %v", err)
	}
}
