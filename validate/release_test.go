package validate

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
)

// The direction of a change between two releases' outcomes of one sibling statement, read
// from the older release to the newer whichever of them is the target; the real releases'
// outcomes are in internal/campaign's TestVersionDifferential.
func TestCompareReleases(t *testing.T) {
	s := func(v string) *string { return &v }
	ok := func(rows ...string) dbms.Result {
		r := dbms.Result{Outcome: dbms.OutcomeOK, Columns: []string{"x"}}
		for _, v := range rows {
			r.Rows = append(r.Rows, []*string{s(v)})
		}
		return r
	}
	fail := func(outcome, msg string) dbms.Result { return dbms.Result{Outcome: outcome, Message: msg} }
	test := sibling.Test{SQL: "SELECT x FROM t", Statements: []testfmt.Statement{{SQL: "SELECT x FROM t"}}}
	for _, c := range []struct {
		name         string
		older, newer dbms.Result
		want         string
	}{
		{"works, then fails", ok("1"), fail(dbms.OutcomeError, "Invalid Input Error: no"), EvidenceRegression},
		{"fails, then works", fail(dbms.OutcomeError, "Catalog Error: no"), ok("1"), EvidenceUpgradeFix},
		{"an error, then a crash", fail(dbms.OutcomeError, "Binder Error: no"), fail(dbms.OutcomeCrash, "SIGSEGV"), EvidenceRegression},
		{"other rows", ok("1", "2"), ok("1"), EvidenceRegression},
		{"the same rows in another order, 1.50 as 1.5", ok("2", "1.50"), ok("1.5", "2"), ""},
		{"each run's own database", ok("reaper_1.main"), ok("reaper_2.main"), ""},
		{"two errors, reworded", fail(dbms.OutcomeError, "Binder Error: a"), fail(dbms.OutcomeError, "Binder Error: b"), ""},
		{"a hang", ok("1"), fail(dbms.OutcomeHang, "timeout"), ""},
	} {
		older := &dbms.Execution{Version: "v1.5.5 aaa", Database: "reaper_1", Results: []dbms.Result{c.older}}
		newer := &dbms.Execution{Version: "v2.0.0 bbb", Database: "reaper_2", Results: []dbms.Result{c.newer}}
		for _, targetIsNewer := range []bool{false, true} {
			run, other := older, newer
			if targetIsNewer {
				run, other = newer, older
			}
			r := CompareReleases("DuckDB", test, run, other, !targetIsNewer)
			if r.Direction != c.want || (c.want != "") != (r.Change != "") {
				t.Errorf("%s (target newer %v): %+v; want direction %q", c.name, targetIsNewer, r, c.want)
			}
		}
	}
	for _, c := range []struct {
		target, other string
		newer         bool
	}{{"v1.5.5 d8cdaa33fd", "v2.0.0 d54cbbe3df", true}, {"v2.0.0", "v1.10.0", false}, {"v1.10.0", "v1.9.9", false},
		{"v1.9.9", "v1.10.0", true}, {"v1.5.5", "v1.5.5", false}, {"(tree 3f9c1a2)", "v0.20.0", false}} {
		if got := ReleaseNewer(c.target, c.other); got != c.newer {
			t.Errorf("ReleaseNewer(%q, %q) = %v", c.target, c.other, got)
		}
	}
}
