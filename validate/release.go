package validate

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/sibling"
)

// Version differential (`--differential DSN`). Each sibling test also runs, in a fresh
// database, on a second release of the target's engine (DuckDB 1.5.5 beside 2.0.0, or two
// builds of go-mysql-server): where the sibling statement's outcome changed from the older
// release to the newer, the change is evidence of its own, named by its direction.
//
// Invariant. Both releases ran the whole test's context, and the sibling statement's outcome
// got worse from the older release to the newer (EvidenceRegression: it succeeded and now
// fails, or failed and now crashes or raises an internal error, or succeeded on both with rows
// that differ as multisets, compared as the reference engine's are) or better
// (EvidenceUpgradeFix: the other way). The older release is the one whose version number is
// lower (ReleaseNewer); when the numbers do not tell, the differential engine is the older.
//
// Blind spots. A statement that fails on both releases with different errors is no change:
// messages are reworded from release to release. A hang on either is not compared: it says
// more of the machine's load than of the release. Rows that differ are counted a regression,
// the older release's answer taken for the expected one, though the newer may have fixed it;
// the fix-derived stages and a reviewer tell. Calls whose value differs by design
// (benignDivergence) are not compared, nor is each run's own database name in the rows; the
// caller runs a statement whose rows changed once more, and one whose rows differ from run to
// run on one release (SameRows) is not compared either.

// The version differential's evidence classes, by the direction of the change.
const (
	// EvidenceRegression: the sibling statement worked on the older release and fails, or
	// returns other rows, on the newer.
	EvidenceRegression = "regression"
	// EvidenceUpgradeFix: the sibling statement fails on the older release and works on the
	// newer: a bug of the older release that a later one fixed.
	EvidenceUpgradeFix = "fix"
)

// Release is what a second release of the target's engine says of a sibling test.
type Release struct {
	// Target and Version name the other release.
	Target  string `json:"target"`
	Version string `json:"version,omitempty"`
	// Newer says the other release is the newer of the two.
	Newer bool `json:"newer"`
	// Direction is EvidenceRegression or EvidenceUpgradeFix when the sibling statement's
	// outcome changed, and Change says how; empty when it did not or was not compared, and then
	// NotCompared says why.
	Direction   string `json:"direction,omitempty"`
	Change      string `json:"change,omitempty"`
	NotCompared string `json:"not_compared,omitempty"`
}

// CompareReleases says how the sibling statement's outcome changed between the target's run
// and other's, the run of the same test on another release of the engine (product), newer
// than the target's release when otherNewer.
func CompareReleases(product string, t sibling.Test, run, other *dbms.Execution, otherNewer bool) Release {
	r := Release{Newer: otherNewer}
	if other == nil {
		r.NotCompared = "other release not run"
		return r
	}
	r.Target, r.Version = other.Target, other.Version
	key := len(t.Setup) + t.Key
	if run == nil || key >= len(run.Results) || key >= len(other.Results) {
		r.NotCompared = "the sibling statement did not run on both"
		return r
	}
	for _, side := range []struct {
		name string
		ex   *dbms.Execution
	}{{"target", run}, {"other release", other}} {
		if o := sibling.Judge(product, t, side.ex.Results); o.Class == sibling.ClassNotRun {
			r.NotCompared = "not run on the " + side.name + ": " + o.Reason
			return r
		}
	}
	older, newer := unnamed(run.Results[key], run.Database), unnamed(other.Results[key], other.Database)
	olderName, newerName := run.Version, other.Version
	if !otherNewer {
		older, newer = newer, older
		olderName, newerName = newerName, olderName
	}
	if older.Outcome == dbms.OutcomeHang || newer.Outcome == dbms.OutcomeHang {
		r.NotCompared = "a hang is not compared between releases"
		return r
	}
	describe := func(res dbms.Result) string {
		if res.Outcome == dbms.OutcomeOK {
			if len(res.Columns) == 0 {
				return "ok"
			}
			return "ok, " + preview(rowKeys(res.Rows))
		}
		return Signature(res)
	}
	was, is := severity(older.Outcome), severity(newer.Outcome)
	switch {
	case is > was:
		r.Direction = EvidenceRegression
	case is < was:
		r.Direction = EvidenceUpgradeFix
	case older.Outcome != dbms.OutcomeOK || (len(older.Columns) == 0 && len(newer.Columns) == 0):
		return r
	case benignIn(t.SQL) != "":
		r.NotCompared = "the statement calls " + benignIn(t.SQL) + ", whose value differs from run to run by design"
		return r
	case rowsDiffer(older.Rows, newer.Rows) != "":
		r.Direction = EvidenceRegression
	default:
		return r
	}
	r.Change = fmt.Sprintf("%s on %s; %s on %s", describe(older), releaseName(olderName), describe(newer), releaseName(newerName))
	return r
}

// SameRows reports whether two runs of test t gave the sibling statement the same rows (as
// CompareReleases compares them): a statement whose rows differ from run to run on one release
// (a random value, the clock) says nothing of a change between releases.
func SameRows(t sibling.Test, a, b *dbms.Execution) bool {
	key := len(t.Setup) + t.Key
	if a == nil || b == nil || key >= len(a.Results) || key >= len(b.Results) {
		return false
	}
	x, y := unnamed(a.Results[key], a.Database), unnamed(b.Results[key], b.Database)
	return x.Outcome == y.Outcome && rowsDiffer(x.Rows, y.Rows) == ""
}

// unnamed is r with the run's own database name (each run gets a fresh one, which
// CURRENT_SCHEMA() and the catalog's tables print) written as <database> in its rows.
func unnamed(r dbms.Result, database string) dbms.Result {
	if database == "" {
		return r
	}
	rows := make([][]*string, len(r.Rows))
	for i, row := range r.Rows {
		rows[i] = make([]*string, len(row))
		for j, c := range row {
			if c != nil && strings.Contains(*c, database) {
				v := strings.ReplaceAll(*c, database, "<database>")
				c = &v
			}
			rows[i][j] = c
		}
	}
	r.Rows = rows
	return r
}

// severity orders the outcomes a release may give a statement: it works, it fails with an
// error, it fails the engine (a crash or an internal error).
func severity(outcome string) int {
	switch outcome {
	case dbms.OutcomeOK:
		return 0
	case dbms.OutcomeError:
		return 1
	}
	return 2
}

// releaseName is a version's first word ("v1.5.5" of "v1.5.5 a1b2c3d4").
func releaseName(version string) string {
	if f := strings.Fields(version); len(f) > 0 {
		return f[0]
	}
	return "(version unknown)"
}

// versionNumber matches the first dotted version number of a version string.
var versionNumber = regexp.MustCompile(`[0-9]+(?:\.[0-9]+)+`)

// ReleaseNewer reports whether version other names a newer release than version target, by
// their first dotted numbers ("v2.0.0 d54cbbe3df" > "v1.5.5 a1b2c3"); false when either has
// none or they are equal, and the other release is then the older, the baseline.
func ReleaseNewer(target, other string) bool {
	a, b := versionNumber.FindString(target), versionNumber.FindString(other)
	if a == "" || b == "" {
		return false
	}
	parse := func(s string) []int {
		var n []int
		for _, p := range strings.Split(s, ".") {
			v, _ := strconv.Atoi(p)
			n = append(n, v)
		}
		return n
	}
	return slices.Compare(parse(b), parse(a)) > 0
}
