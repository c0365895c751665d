package campaign

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// needGo skips a test that builds an engine when the machine has no Go toolchain; under
// CI=true a missing toolchain fails it.
func needGo(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but there is no Go toolchain to build duckdb:1.5.5: %v", err)
		}
		t.Skipf("skipping: building duckdb:1.5.5 needs the Go toolchain: %v", err)
	}
}

// The version differential on two DuckDB releases, 1.5.5 built from its duckdb-go version and
// the 2.0.0 this binary links. Integer division by zero gives NULL on 1.5.5 and an error on
// 2.0.0: a regression, whichever release is the target. The TIMESTAMPTZ_NS type is new in 2.0.0
// (1.5.5 has no type of that name): a fix in the other direction. 1 + 1 is no change, nor is a
// random value, which differs from run to run on one release. The
// changed outcome is evidence of its own, stored with the validation under a key that names the
// other release.
func TestVersionDifferential(t *testing.T) {
	dbmstest.Engines(t)
	needGo(t)
	ctx := t.Context()
	open := func(dsn string) (dbms.Target, dbms.Info) {
		tg, err := dbms.Open(ctx, dialect.MustParseTarget(dsn))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { tg.Close() })
		info, err := tg.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return tg, info
	}
	newer, newerInfo := open("duckdb:")
	older, olderInfo := open("duckdb:1.5.5")
	if !strings.HasPrefix(olderInfo.Build, "DuckDB v1.5.5 ") || !strings.HasPrefix(newerInfo.Build, "DuckDB v2.0.0 ") {
		t.Fatalf("builds %q and %q; want DuckDB v1.5.5 and v2.0.0", olderInfo.Build, newerInfo.Build)
	}

	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	recs, bad, err := corpus.ImportJSONL(strings.NewReader(`{"id": "intdiv-fix", "dbms": "duckdb", "title": "integer division by zero", ` +
		`"test": {"format": "sql", "script": "SELECT 7 // 1;\n"}}`))
	if err != nil || len(bad) > 0 || len(recs) != 1 {
		t.Fatalf("import: %v %v %d records", err, bad, len(recs))
	}
	if err := st.PutFix(ctx, recs[0]); err != nil {
		t.Fatal(err)
	}
	if err := st.PutProfile(ctx, nil, &profile.Profile{FixID: recs[0].ID, Dialect: "duckdb", Status: profile.Accepted}, ""); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ sql, want string }{
		{"SELECT 7 // 0", validate.EvidenceRegression},
		{"SELECT '2024-01-01 00:00:00+00'::TIMESTAMPTZ_NS", validate.EvidenceUpgradeFix},
		{"SELECT 1 + 1", ""},
		{"SELECT gen_random_uuid()", ""},
	}
	var tests []sibling.Test
	for i, c := range cases {
		tests = append(tests, sibling.Test{ID: "t" + string(rune('a'+i)), FixID: recs[0].ID, Dialect: "duckdb", Anchor: "//",
			Construct: "//", Original: "SELECT 7 // 1", SQL: c.sql, Statements: []testfmt.Statement{{SQL: c.sql}}})
	}
	for _, side := range []struct {
		target, other string
		tg            dbms.Target
		info          dbms.Info
		otherNewer    bool
	}{{"duckdb:", "duckdb:1.5.5", newer, newerInfo, false}, {"duckdb:1.5.5", "duckdb:", older, olderInfo, true}} {
		diff, err := OpenDifferential(ctx, dialect.MustParseTarget(side.other), dialect.MustParseTarget(side.target), side.info.Version, false)
		if err != nil {
			t.Fatal(err)
		}
		if diff.Newer != side.otherNewer {
			t.Errorf("%s beside %s: newer %v, want %v", side.other, side.target, diff.Newer, side.otherNewer)
		}
		stage := NewValidateStage(st, dialect.MustParseTarget(side.target), dialect.Target{}, dialect.MustParseTarget(side.other), Brain{Offline: true}, 0, false)
		if err := stage.Prepare(nil); err != nil {
			t.Fatal(err)
		}
		sum, err := stage.Do(ctx, Sandbox{Target: side.tg, Product: side.info.Product, Differential: diff}, tests, nil)
		diff.Close()
		if err != nil || sum.Tests != len(tests) {
			t.Fatalf("on %s: %+v %v", side.target, sum, err)
		}
		vs, err := st.ListValidations(ctx, side.target, false)
		if err != nil || len(vs) != len(tests) {
			t.Fatalf("on %s: %d validations, %v", side.target, len(vs), err)
		}
		for _, v := range vs {
			c := cases[v.Verdict.TestID[1]-'a']
			rel := v.Input.Release
			if rel == nil || rel.Direction != c.want || rel.Target != side.other {
				t.Errorf("on %s, %s: release %+v; want direction %q", side.target, c.sql, rel, c.want)
				continue
			}
			if strings.Contains(c.sql, "random") && !strings.Contains(rel.NotCompared, "run to run") {
				t.Errorf("on %s, %s: %+v; want not compared, its rows differing from run to run", side.target, c.sql, rel)
			}
			hasClass := slices.Contains(v.Verdict.Evidence, c.want)
			if (c.want != "") != (hasClass && v.Verdict.Candidate()) {
				t.Errorf("on %s, %s: evidence %v, candidate %v; want %q", side.target, c.sql, v.Verdict.Evidence, v.Verdict.Candidate(), c.want)
			}
			if c.want != "" && (!strings.Contains(rel.Change, "on v1.5.5") || !strings.Contains(rel.Change, "on v2.0.0")) {
				t.Errorf("on %s, %s: the change %q names not both releases", side.target, c.sql, rel.Change)
			}
		}
		done, err := st.ValidatedTests(ctx, side.target, "")
		if err != nil {
			t.Fatal(err)
		}
		if !Done(done, tests[0].ID, ValidationKey(tests[0], side.target, "rules", comparisonKey("", side.other))) ||
			Done(done, tests[0].ID, ValidationKey(tests[0], side.target, "rules", comparisonKey("", ""))) {
			t.Errorf("on %s: the stored key does not name the other release", side.target)
		}
	}
}
