package backends

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/enginebuild"
	"github.com/reaper-sql/reaper/internal/gitfixture"
)

// gmsRepo makes a git repository whose history holds go-mysql-server's source (the release
// this reaper links, from the Go module cache: nothing of it is checked in) and a later
// commit, and returns its directory and commit hashes.
func gmsRepo(t *testing.T) (string, []string) {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("no go command to build the engine with")
		}
		t.Skip("no go command to build the engine with")
	}
	cmd := exec.Command(goCmd, "mod", "download", "-json", enginebuild.GMSModule)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go mod download %s: %v", enginebuild.GMSModule, err)
	}
	var mod struct{ Dir string }
	if err := json.Unmarshal(out, &mod); err != nil || mod.Dir == "" {
		t.Fatalf("go mod download answered %s", out)
	}
	files := map[string]string{}
	err = filepath.WalkDir(mod.Dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(mod.Dir, p)
		files[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	repo := t.TempDir()
	hashes := gitfixture.Build(t, repo, []gitfixture.Commit{
		{Msg: "the release's source", Files: files},
		{Msg: "a later commit", Files: map[string]string{"NOTES.md": "a commit after the release\n"}},
	})
	var ids []string
	for _, h := range hashes {
		ids = append(ids, h.String())
	}
	return repo, ids
}

// TestGMSBuiltAtACommit: gms:build builds go-mysql-server from a repository at the commit it
// names and runs it as a supervised engine child: it passes the conformance suite, and its
// build is named by the commit and its date, not by the MySQL version it imitates.
func TestGMSBuiltAtACommit(t *testing.T) {
	dbmstest.Engines(t)
	repo, commits := gmsRepo(t)
	dsn := enginebuild.GMSTarget(repo, commits[1])
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	info, err := tg.Info(t.Context())
	want := "go-mysql-server " + commits[1][:7] + " (" + gitfixture.Epoch.Add(3600e9).Format("2006-01-02") + ")"
	if err != nil || info.Build != want || info.Target != dsn || !info.Managed {
		t.Fatalf("info %+v, %v; want build %q on target %s", info, err, want, dsn)
	}
	ex, err := tg.Run(t.Context(), []dbms.Statement{{SQL: "SELECT 1 + 1"}}, dbms.RunOptions{})
	if err != nil || len(ex.Results) != 1 || ex.Results[0].Outcome != dbms.OutcomeOK || ex.Build != want {
		t.Fatalf("run %+v, %v", ex, err)
	}
	dbmstest.Conformance(t, tg, dbmstest.GMS)
}

// TestGMSBuildOfAnotherModuleIsRefused: a repository whose go.mod names another module is not
// built as go-mysql-server, and the error says how to run without building.
func TestGMSBuildOfAnotherModuleIsRefused(t *testing.T) {
	repo := t.TempDir()
	gitfixture.Build(t, repo, []gitfixture.Commit{{Msg: "one", Files: map[string]string{"go.mod": "module example.com/not/gms\n"}}})
	_, err := dbms.Open(t.Context(), dialect.MustParseTarget(enginebuild.GMSTarget(repo, "HEAD")))
	if err == nil || !strings.Contains(err.Error(), "not go-mysql-server") {
		t.Fatalf("Open = %v; want a refusal naming the module", err)
	}
	_, err = dbms.Open(t.Context(), dialect.MustParseTarget(enginebuild.GMSTarget(filepath.Join(repo, "missing"), "HEAD")))
	if err == nil || !strings.Contains(err.Error(), "--target gms:") {
		t.Fatalf("Open of a missing repository = %v; want the fallback named", err)
	}
}

// TestGMSBuildWithoutAToolchain: with no go command the build is one line that says what is
// missing and names the release `--target gms:` runs instead.
func TestGMSBuildWithoutAToolchain(t *testing.T) {
	repo := t.TempDir()
	gitfixture.Build(t, repo, []gitfixture.Commit{{Msg: "one", Files: map[string]string{"go.mod": "module " + enginebuild.GMSModule + "\n"}}})
	t.Setenv("PATH", t.TempDir())
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	_, err := dbms.Open(t.Context(), dialect.MustParseTarget(enginebuild.GMSTarget(repo, "HEAD")))
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "Go toolchain") ||
		!strings.Contains(err.Error(), "--target gms: (go-mysql-server ") {
		t.Fatalf("Open without go = %v; want one line naming the toolchain and the fallback with its version", err)
	}
}
