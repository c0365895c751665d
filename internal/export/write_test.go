package export

import (
	"os"
	"path/filepath"
	"testing"
)

// Write and WriteFile write only their own files: a link planted at a file's name is
// replaced, a linked directory that leads out and a name with .. are refused, and the files
// outside are unchanged.
func TestWriteOwnFilesOnly(t *testing.T) {
	dir := t.TempDir()
	outside := filepath.Join(dir, "outside")
	if err := os.MkdirAll(outside, 0o755); err != nil {
		t.Fatal(err)
	}
	victim := filepath.Join(outside, "victim")
	if err := os.WriteFile(victim, []byte("keep"), 0o600); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, l := range []struct{ target, name string }{{victim, "a.test"}, {outside, "sub"}, {victim, "report.html"}} {
		if err := os.Symlink(l.target, filepath.Join(out, l.name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := Write(out, []File{{Name: "a.test", Content: "mine"}, {Name: "t/b.test", Content: "b"}}); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(filepath.Join(out, "report.html"), []byte("report")); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"a.test": "mine", "t/b.test": "b", "report.html": "report"} {
		p := filepath.Join(out, filepath.FromSlash(name))
		fi, err := os.Lstat(p)
		if err != nil || !fi.Mode().IsRegular() {
			t.Errorf("%s: %v %v, want a regular file", name, fi, err)
			continue
		}
		if b, _ := os.ReadFile(p); string(b) != want {
			t.Errorf("%s reads %q, want %q", name, b, want)
		}
	}
	for _, name := range []string{"sub/x.test", "../escape.test"} {
		if err := Write(out, []File{{Name: name, Content: "x"}}); err == nil {
			t.Errorf("Write wrote %s, out of %s", name, out)
		}
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep" {
		t.Errorf("the file outside reads %q", b)
	}
	entries, _ := os.ReadDir(outside)
	if len(entries) != 1 {
		t.Errorf("files were written outside: %v", entries)
	}
	if _, err := os.Stat(filepath.Join(dir, "escape.test")); err == nil {
		t.Errorf("a name with .. was written beside out")
	}
	left, _ := filepath.Glob(filepath.Join(out, ".reaper-*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}
