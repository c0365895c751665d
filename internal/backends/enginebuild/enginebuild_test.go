package enginebuild

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reaper-sql/reaper/internal/gitfixture"
)

func TestGMSTargetRoundTrip(t *testing.T) {
	for _, dir := range []string{"/work/.mirror/dolthub+go-mysql-server/repo", "/tmp/a b/c&d=e%f#g", "relative/dir"} {
		for _, rev := range []string{"HEAD", "4882ca98bdbbfc90cc4ee2354e9717afcf828502", "v0.20.0"} {
			dsn := GMSTarget(dir, rev)
			if !strings.HasPrefix(dsn, "gms:build?") {
				t.Fatalf("GMSTarget(%q, %q) = %q", dir, rev, dsn)
			}
			gotDir, gotRev, err := ParseGMSTarget(dsn)
			if err != nil || gotDir != dir || gotRev != rev {
				t.Errorf("ParseGMSTarget(%q) = %q, %q, %v; want %q, %q", dsn, gotDir, gotRev, err, dir, rev)
			}
		}
	}
	// A user types the path as it is: a "+" stays one, and rev defaults to HEAD.
	if dir, rev, err := ParseGMSTarget("gms:build?repo=/m/dolthub+gms"); err != nil || dir != "/m/dolthub+gms" || rev != "HEAD" {
		t.Errorf("typed target read as %q, %q, %v", dir, rev, err)
	}
	for _, bad := range []string{"gms:build", "gms:build?rev=HEAD", "gms:build?repo=/x&branch=main", "gms:build?repo=%zz"} {
		if _, _, err := ParseGMSTarget(bad); err == nil || !strings.Contains(err.Error(), "gms:build") {
			t.Errorf("ParseGMSTarget(%q) = %v; want an error showing the form", bad, err)
		}
	}
}

func TestInsideRefusesEscapingNames(t *testing.T) {
	for _, name := range []string{"../x", "a/../../b", "a//b", "./a", ""} {
		if _, err := inside("/tmp/d", name); err == nil {
			t.Errorf("inside(%q) accepted a name that leaves the directory or is not plain", name)
		}
	}
	if p, err := inside("/tmp/d", "sql/types/a.go"); err != nil || p != "/tmp/d/sql/types/a.go" {
		t.Errorf("inside(sql/types/a.go) = %q, %v", p, err)
	}
}

func TestModulePath(t *testing.T) {
	for gomod, want := range map[string]string{
		"module github.com/dolthub/go-mysql-server\n\ngo 1.24\n": "github.com/dolthub/go-mysql-server",
		"// c\nmodule \"example.com/x\" // trailing\n":           "example.com/x",
		"go 1.22\n":                        "",
		"modules are not declared here\n":  "",
		"\tmodule\texample.com/tabbed\n\n": "example.com/tabbed",
	} {
		if got := modulePath(gomod); got != want {
			t.Errorf("modulePath(%q) = %q; want %q", gomod, got, want)
		}
	}
}

// TestClosureIsWhatGoLists: the packages written for an engine child are exactly the reaper
// packages the Go toolchain lists as the engine packages' dependencies, so a backend that
// gains an import is built with it (or Build fails, naming the package Source lacks).
func TestClosureIsWhatGoLists(t *testing.T) {
	goCmd := needGo(t)
	for _, engine := range []string{"gms", "duckdb"} {
		got, err := closure("internal/backends/engine", "internal/backends/"+engine)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(goCmd, "list", "-deps", "./internal/backends/engine", "./internal/backends/"+engine)
		cmd.Dir = filepath.Join("..", "..", "..")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		var want []string
		for _, p := range strings.Fields(string(out)) {
			if rest, ok := strings.CutPrefix(p, reaperModule+"/"); ok {
				want = append(want, rest)
			}
		}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s child: closure %v; go list -deps %v", engine, got, want)
		}
	}
}

// TestCheckoutFillsAMissingBlobFromARelease: a repository that lacks a file's contents (as a
// mirror without large files, or a partial clone, does) gets it from the module release that
// holds a file with the same git blob id, which a tag of the repository names; the checkout
// says which file came from which release.
func TestCheckoutFillsAMissingBlobFromARelease(t *testing.T) {
	goCmd := needGo(t)
	const module = "github.com/dolthub/go-mysql-server"
	modDir := download(t.Context(), goCmd, module, "v0.20.0")
	if modDir == "" {
		failOrSkip(t, "the module proxy did not serve "+module+"@v0.20.0")
	}
	license, err := os.ReadFile(filepath.Join(modDir, "LICENSE"))
	if err != nil {
		t.Fatal(err)
	}
	repo := t.TempDir()
	hashes := gitfixture.Build(t, repo, []gitfixture.Commit{
		{Msg: "release", Files: map[string]string{"go.mod": "module " + module + "\n", "LICENSE": string(license), "a.go": "package gms\n"}},
		{Msg: "later work", Files: map[string]string{"b.go": "package gms\n\nconst B = 1\n"}},
	})
	r, err := git.PlainOpen(repo)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Storer.SetReference(plumbing.NewHashReference("refs/tags/v0.20.0", hashes[0])); err != nil {
		t.Fatal(err)
	}
	blob := plumbing.ComputeHash(plumbing.BlobObject, license).String()
	if err := os.Remove(filepath.Join(repo, ".git", "objects", blob[:2], blob[2:])); err != nil {
		t.Fatalf("remove the blob to make the clone partial: %v", err)
	}
	cache := t.TempDir()
	tree, err := Checkout(t.Context(), repo, "HEAD", cache)
	if err != nil {
		t.Fatal(err)
	}
	if tree.Commit != hashes[1].String() || tree.Module != module || !tree.Date.Equal(gitfixture.Epoch.Add(3600e9)) {
		t.Errorf("tree %+v; want commit %s of %s", tree, hashes[1], module)
	}
	if len(tree.Filled) != 1 || tree.Filled[0] != (Filled{Path: "LICENSE", Version: "v0.20.0"}) {
		t.Errorf("filled %+v; want LICENSE from v0.20.0", tree.Filled)
	}
	for name, want := range map[string]string{"LICENSE": string(license), "b.go": "package gms\n\nconst B = 1\n", "go.mod": "module " + module + "\n"} {
		if got, err := os.ReadFile(filepath.Join(tree.Dir, name)); err != nil || string(got) != want {
			t.Errorf("%s in the checkout: %v, %d bytes; want %d", name, err, len(got), len(want))
		}
	}
	// A second checkout of the same tree is the first, filled files and all, with no work.
	again, err := Checkout(t.Context(), repo, hashes[1].String(), cache)
	if err != nil || again.Dir != tree.Dir || len(again.Filled) != 1 {
		t.Errorf("second checkout %+v, %v; want the cached one", again, err)
	}
	if b, err := json.Marshal(again); err != nil || !strings.Contains(string(b), `"version":"v0.20.0"`) {
		t.Errorf("the tree's record %s, %v", b, err)
	}
}

// TestCheckoutRefusesAMissingBlobNoReleaseHolds: a file whose contents no release holds is
// never made up: the checkout fails and names it.
func TestCheckoutRefusesAMissingBlobNoReleaseHolds(t *testing.T) {
	needGo(t)
	t.Setenv("GOPROXY", "off") // the module is nobody's: no release can be had
	repo := t.TempDir()
	gitfixture.Build(t, repo, []gitfixture.Commit{
		{Msg: "one", Files: map[string]string{"go.mod": "module example.com/nobody/engine\n", "big.go": "package engine // only here\n"}},
	})
	blob := plumbing.ComputeHash(plumbing.BlobObject, []byte("package engine // only here\n")).String()
	if err := os.Remove(filepath.Join(repo, ".git", "objects", blob[:2], blob[2:])); err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	_, err := Checkout(t.Context(), repo, "HEAD", cache)
	if err == nil || !strings.Contains(err.Error(), "big.go") || !strings.Contains(err.Error(), "full clone") {
		t.Fatalf("Checkout = %v; want an error naming big.go and what to do", err)
	}
	entries, _ := os.ReadDir(cache)
	for _, e := range entries {
		if strings.Contains(e.Name(), "src-") {
			t.Errorf("a failed checkout left %s in the cache", e.Name())
		}
	}
}

func TestModuleAtWithoutGoMod(t *testing.T) {
	repo := t.TempDir()
	gitfixture.Build(t, repo, []gitfixture.Commit{{Msg: "one", Files: map[string]string{"README": "no module here\n"}}})
	module, commit, err := ModuleAt(repo, "HEAD")
	if err != nil || module != "" || commit == nil {
		t.Fatalf("ModuleAt = %q, %v, %v; want no module and the commit", module, commit, err)
	}
	if _, err := Checkout(t.Context(), repo, "HEAD", t.TempDir()); err == nil || !strings.Contains(err.Error(), "no go.mod") {
		t.Errorf("Checkout of a tree without go.mod = %v", err)
	}
	if _, _, err := ModuleAt(repo, "no-such-branch"); err == nil || !strings.Contains(err.Error(), "no-such-branch") {
		t.Errorf("ModuleAt of an unknown revision = %v", err)
	}
}

func TestBuildRefusesABadSpec(t *testing.T) {
	for _, s := range []Spec{{}, {Engine: "gms", Module: GMSModule}, {Engine: "gms", Module: GMSModule, Dir: "/x"},
		{Engine: "gms", Module: GMSModule, Version: "v1", Dir: "/x", Key: "k"}} {
		if _, err := Build(t.Context(), s, Options{CacheDir: t.TempDir()}); err == nil {
			t.Errorf("Build(%+v) accepted a spec without exactly one of a version or a keyed directory", s)
		}
	}
	if _, err := Build(t.Context(), Spec{Engine: "../gms", Module: GMSModule, Version: "v0.20.0"}, Options{CacheDir: t.TempDir()}); err == nil {
		t.Error("Build accepted an engine name that is not a package name")
	}
}

// needGo returns the go command; without one the test cannot run (a failure under CI=true).
func needGo(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("go")
	if err != nil {
		failOrSkip(t, "no go command on the PATH")
	}
	return p
}

func failOrSkip(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatal(why)
	}
	t.Skip(why)
}

// TestModuleFilesHoldOneEngine: the module a child is built from holds its own engine's backend
// and not the other's, so that a change to DuckDB's backend does not rebuild go-mysql-server's
// children; the main serves that engine.
func TestModuleFilesHoldOneEngine(t *testing.T) {
	gms, err := moduleFiles(Spec{Engine: "gms", Module: GMSModule, Dir: "/x", Key: "k"})
	if err != nil {
		t.Fatal(err)
	}
	duck, err := moduleFiles(Spec{Engine: "duckdb", Module: "github.com/duckdb/duckdb-go/v2", Version: "v2.10505.0"})
	if err != nil {
		t.Fatal(err)
	}
	for name, files := range map[string]map[string][]byte{"gms": gms, "duckdb": duck} {
		other := map[string]string{"gms": "duckdb", "duckdb": "gms"}[name]
		if files["internal/backends/"+name+"/"+name+".go"] == nil || files["internal/backends/engine/engine.go"] == nil || files["go.mod"] == nil {
			t.Errorf("%s child: the engine's backend, the supervisor or go.mod is missing", name)
		}
		for f := range files {
			if strings.HasPrefix(f, "internal/backends/"+other+"/") || strings.HasSuffix(f, "_test.go") {
				t.Errorf("%s child holds %s", name, f)
			}
		}
		if !strings.Contains(string(files["cmd/engine/main.go"]), `"github.com/reaper-sql/reaper/internal/backends/`+name+`"`) {
			t.Errorf("%s child's main does not import its engine:\n%s", name, files["cmd/engine/main.go"])
		}
	}
	if filesHash(gms) == filesHash(duck) {
		t.Error("two different modules hash alike")
	}
	again, _ := moduleFiles(Spec{Engine: "gms", Module: GMSModule, Dir: "/y", Key: "k"})
	if filesHash(again) != filesHash(gms) {
		t.Error("the same engine's module hashes differently from one call to the next")
	}
}
