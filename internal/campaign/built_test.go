package campaign

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/enginebuild"
	"github.com/reaper-sql/reaper/internal/gitfixture"
)

// TestBuiltTarget: a repository whose go.mod at the revision mined is go-mysql-server's gets
// that engine built at the commit as its target; another repository gets none.
func TestBuiltTarget(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	gms := t.TempDir()
	hashes := gitfixture.Build(t, gms, []gitfixture.Commit{
		{Msg: "one", Files: map[string]string{"go.mod": "module " + enginebuild.GMSModule + "\n", "a.go": "package gms\n"}},
		{Msg: "two", Files: map[string]string{"b.go": "package gms\n"}},
	})
	bt, err := BuiltTarget(t.Context(), gms, "HEAD")
	if err != nil || bt == nil {
		t.Fatalf("BuiltTarget = %+v, %v", bt, err)
	}
	repo, rev, err := enginebuild.ParseGMSTarget(bt.Target.DSN())
	if err != nil || repo != gms || rev != hashes[1].String() {
		t.Errorf("target %s reads as %q at %q, %v; want %s at %s", bt.Target, repo, rev, err, gms, hashes[1])
	}
	if !strings.Contains(bt.Note, "go-mysql-server "+hashes[1].String()[:7]) || bt.Target.Family != "gms" {
		t.Errorf("note %q, family %q", bt.Note, bt.Target.Family)
	}
	// The revision mined is the one built, not the newest.
	if at, err := BuiltTarget(t.Context(), gms, hashes[0].String()); err != nil || !strings.Contains(at.Target.DSN(), hashes[0].String()) {
		t.Errorf("BuiltTarget at the first commit = %+v, %v", at, err)
	}

	other := t.TempDir()
	gitfixture.Build(t, other, []gitfixture.Commit{{Msg: "one", Files: map[string]string{"go.mod": "module example.com/other\n"}}})
	if bt, err := BuiltTarget(t.Context(), other, "HEAD"); err != nil || bt != nil {
		t.Errorf("BuiltTarget of another module = %+v, %v; want none", bt, err)
	}
}

// TestValidateBeforeTheTargetIsChosen: with a repository and no target, the target stays
// unset for mining to choose, and the reference and other release are checked against
// go-mysql-server, the family of both targets it can choose.
func TestValidateBeforeTheTargetIsChosen(t *testing.T) {
	o := Options{Repo: "/some/repo", Differential: dialect.MustParseTarget("gms:")}
	if err := o.Validate(); err != nil || !o.Target.IsZero() {
		t.Errorf("Validate = %v, target %v; want no error and the target left for mining", err, o.Target)
	}
	o = Options{Repo: "/some/repo", Differential: dialect.MustParseTarget("duckdb:1.5.5")}
	if err := o.Validate(); err == nil || !strings.Contains(err.Error(), "(gms)") {
		t.Errorf("Validate with a DuckDB release beside a go-mysql-server hunt = %v", err)
	}
	if o := (Options{}); o.Validate() != nil || o.Target.Redacted() != DefaultTarget {
		t.Errorf("without a repository the target is %v; want %s", o.Target, DefaultTarget)
	}
}
