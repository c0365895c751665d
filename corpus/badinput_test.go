package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

func TestMineRejectsWhatIsNotAHistory(t *testing.T) {
	plain := t.TempDir()
	empty := t.TempDir()
	if _, err := git.PlainInit(empty, false); err != nil {
		t.Fatal(err)
	}
	withCommits := t.TempDir()
	buildRepo(t, withCommits, layoutRepos[testfmt.SQL])
	for _, c := range []struct {
		name string
		opts MineOptions
		want string
	}{
		{"not a repository", MineOptions{Repo: plain}, "is not a git repository"},
		{"missing directory", MineOptions{Repo: filepath.Join(plain, "nope")}, "no such file"},
		{"empty repository", MineOptions{Repo: empty}, "has no commits yet"},
		{"unknown until", MineOptions{Repo: withCommits, Until: "no-such-branch"}, `unknown revision "no-such-branch"`},
		{"unknown layout", MineOptions{Repo: withCommits, Layout: "junit"}, `unknown layout "junit"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Mine(t.Context(), c.opts, func([]Result) error { return nil }, nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}

// objectPath is where a loose object lives in a work-tree clone.
func objectPath(dir string, h plumbing.Hash) string {
	s := h.String()
	return filepath.Join(dir, ".git", "objects", s[:2], s[2:])
}

// blobAt returns the blob hash of a file at a commit.
func blobAt(t *testing.T, dir string, commit plumbing.Hash, path string) plumbing.Hash {
	t.Helper()
	r, err := git.PlainOpen(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, err := r.CommitObject(commit)
	if err != nil {
		t.Fatal(err)
	}
	f, err := c.File(path)
	if err != nil {
		t.Fatal(err)
	}
	return f.Hash
}

func TestMineSkipsCommitWithMissingTestObject(t *testing.T) {
	dir := t.TempDir()
	hashes := buildRepo(t, dir, layoutRepos[testfmt.SQL])
	blob := blobAt(t, dir, hashes[1], "tests/queries/limit.sql")
	if err := os.Remove(objectPath(dir, blob)); err != nil {
		t.Fatal(err)
	}
	results, sum := mineAll(t, MineOptions{Repo: dir})
	if len(kept(results)) != 0 || sum.Skipped[SkipMissing] != 1 {
		t.Fatalf("kept %d, skipped %v: want the fix skipped for its missing test blob", len(kept(results)), sum.Skipped)
	}
	if len(sum.Problems) != 1 || !strings.Contains(sum.Problems[0], blob.String()) {
		t.Fatalf("problems %v do not name the missing blob %s", sum.Problems, blob)
	}
}

func TestMineKeepsFixWhoseSourceBlobIsMissing(t *testing.T) {
	// A partial clone lacks large source files; the fix is still worth having, with a note.
	dir := t.TempDir()
	hashes := buildRepo(t, dir, layoutRepos[testfmt.SQL])
	blob := blobAt(t, dir, hashes[1], "src/exec.c")
	if err := os.Remove(objectPath(dir, blob)); err != nil {
		t.Fatal(err)
	}
	results, _ := mineAll(t, MineOptions{Repo: dir})
	fixes := kept(results)
	if len(fixes) != 0 {
		t.Fatalf("kept %d fixes; with its only source file unreadable the fix has no patch and must be skipped", len(fixes))
	}
	// Add a second readable source file: now the fix is kept and the missing one is named.
	specs := append([]commitSpec(nil), layoutRepos[testfmt.SQL]...)
	specs[1] = commitSpec{Msg: specs[1].Msg, Files: map[string]string{
		"src/exec.c": specs[1].Files["src/exec.c"], "src/plan.c": "int plan(void)\n{\n\treturn 0;\n}\n",
		"tests/queries/limit.sql": specs[1].Files["tests/queries/limit.sql"],
	}}
	dir = t.TempDir()
	hashes = buildRepo(t, dir, specs)
	blob = blobAt(t, dir, hashes[1], "src/exec.c")
	if err := os.Remove(objectPath(dir, blob)); err != nil {
		t.Fatal(err)
	}
	results, _ = mineAll(t, MineOptions{Repo: dir})
	fixes = kept(results)
	if len(fixes) != 1 || len(fixes[0].Patch.Files) != 1 || fixes[0].Patch.Files[0].Path != "src/plan.c" {
		t.Fatalf("want the fix kept with src/plan.c only, got %+v", fixes)
	}
	if !strings.Contains(strings.Join(fixes[0].Patch.Omitted, ";"), "src/exec.c: object missing") ||
		!strings.Contains(strings.Join(fixes[0].Notes, ";"), blob.String()) {
		t.Fatalf("omitted %v, notes %v: want src/exec.c named as missing", fixes[0].Patch.Omitted, fixes[0].Notes)
	}
}

func TestMineShallowClone(t *testing.T) {
	src := t.TempDir()
	specs := append([]commitSpec(nil), layoutRepos[testfmt.SQL]...)
	specs = append(specs, commitSpec{Msg: "Fix wrong result of LIMIT 1", Files: map[string]string{
		"src/exec.c":              "int\nexec_limit(int n)\n{\n\treturn n - 1;\n}\n",
		"tests/queries/limit.sql": "SELECT 1 LIMIT 1;\n",
	}})
	hashes := buildRepo(t, src, specs)
	dst := filepath.Join(t.TempDir(), "shallow")
	if _, err := git.PlainClone(dst, true, &git.CloneOptions{URL: "file://" + src, Depth: 2}); err != nil {
		t.Fatal(err)
	}
	results, sum := mineAll(t, MineOptions{Repo: dst})
	if !sum.Shallow {
		t.Fatal("shallow clone not reported as shallow")
	}
	fixes := kept(results)
	if len(fixes) != 1 || fixes[0].Commit != hashes[2].String() {
		t.Fatalf("kept %v, want only the newest fix, whose parent the clone holds", fixes)
	}
	if sum.Skipped[SkipShallow] != 1 {
		t.Fatalf("skipped %v: want the boundary commit counted as shallow", sum.Skipped)
	}
}

func TestMineNonUTF8(t *testing.T) {
	dir := t.TempDir()
	specs := append([]commitSpec(nil), layoutRepos[testfmt.SQL]...)
	specs[1] = commitSpec{Msg: "Fix crash on caf\xe9 names\n\nReported by J\xfcrgen.", Files: map[string]string{
		"src/exec.c":              specs[1].Files["src/exec.c"],
		"tests/queries/limit.sql": "CREATE TABLE t (a INT);\nSELECT * FROM t LIMIT 1;\nSELECT 'caf\xe9';\n",
	}}
	buildRepo(t, dir, specs)
	results, _ := mineAll(t, MineOptions{Repo: dir})
	fixes := kept(results)
	if len(fixes) != 1 {
		t.Fatalf("kept %d fixes, want 1", len(fixes))
	}
	f := fixes[0]
	if !utf8.ValidString(f.Description) || !strings.Contains(f.Title, "caf\uFFFD") {
		t.Fatalf("title %q: want valid UTF-8 with the bad byte replaced", f.Title)
	}
	key := f.KeyStatements()
	if len(key) != 1 || !utf8.ValidString(key[0].SQL) || !strings.Contains(key[0].SQL, "caf\uFFFD") {
		t.Fatalf("key statements %+v: want the Latin-1 statement kept as valid UTF-8", key)
	}
}

func TestMineClonesAURLAndFetchesAgain(t *testing.T) {
	src := t.TempDir()
	specs := layoutRepos[testfmt.GMS]
	buildRepo(t, src, specs[:2])
	clones := t.TempDir()
	opts := MineOptions{Repo: "file://" + src, CloneDir: clones}
	results, sum := mineAll(t, opts)
	if len(kept(results)) != 1 || sum.Repo != "file://"+src {
		t.Fatalf("first run over the URL kept %d (repo %q)", len(kept(results)), sum.Repo)
	}
	// New commits upstream arrive with a fetch into the same clone.
	more := t.TempDir()
	hashes := buildRepo(t, more, specs)
	if err := os.RemoveAll(src); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(more, src); err != nil {
		t.Fatal(err)
	}
	opts.Done = func(c string) bool {
		for _, r := range results {
			if r.Commit == c {
				return true
			}
		}
		return false
	}
	_, sum = mineAll(t, opts)
	if sum.AlreadyMined != 1 || sum.Walked != 2 {
		t.Fatalf("second run walked %d new commits with %d mined before; want the 2 fetched ones (%s...)", sum.Walked, sum.AlreadyMined, hashes[3])
	}
	entries, _ := os.ReadDir(clones)
	if len(entries) != 1 {
		t.Fatalf("clone dir holds %d entries, want the one clone", len(entries))
	}
}
