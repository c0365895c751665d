package eval

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/validate"
)

func TestNormalizeStatementAndSameFix(t *testing.T) {
	for in, want := range map[string]string{
		"  SELECT  1\n FROM\tt ; ": "SELECT 1 FROM t",
		"SELECT 'a  b';;":          "SELECT 'a b';",
		"select X":                 "select X",
	} {
		if got := NormalizeStatement(in); got != want {
			t.Errorf("NormalizeStatement(%q) = %q, want %q", in, got, want)
		}
	}
	full := "f2022cfedcecbbf1f2501d37f34e93a79beb9310"
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{full, full, true},
		{"f2022cf", full, true},            // 7 hex digits: an abbreviation
		{full, "F2022CFEDC", true},         // either way round, either case
		{"f2022c", full, false},            // 6 digits are too few
		{"f2022cfe0", full, false},         // not a prefix
		{"json-ex", "json-extract", false}, // a prefix, but not a commit id
		{"json-extract", "json-extract", true},
		{"", "", false},
	} {
		if got := SameFix(c.a, c.b); got != c.want {
			t.Errorf("SameFix(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestSetOfFix(t *testing.T) {
	// The first bytes of sha256("holdout:"+fix), worked out apart: 0xbd (odd) for the first,
	// 0x22 (even) for the second.
	for fix, want := range map[string]string{
		"f2022cfedcecbbf1f2501d37f34e93a79beb9310": SetHoldout,
		"07d3de6a6cb20badfcac7b29ea05d3ee32972b81": SetDev,
	} {
		if got := SetOfFix(fix); got != want {
			t.Errorf("SetOfFix(%s) = %s, want %s", fix, got, want)
		}
	}
	l := PrecisionLabel{Fix: "f2022cfedcecbbf1f2501d37f34e93a79beb9310", Set: SetDev}
	if l.InSet() != SetDev {
		t.Errorf("a label's own set is overridden: %s", l.InSet())
	}
}

func TestReadPrecisionLabels(t *testing.T) {
	good := `{"build": "b", "bug": "x", "fix": "abc1234", "construct": "C", "claimed_kind": "logic", "statement": "SELECT 1", "verdict": "real", "kind_right": true, "fixed_at_head": "no", "root_cause": "r", "reason": "why"}`
	ls, err := ReadPrecisionLabels(strings.NewReader("// a comment\n"+good+"\n"+strings.Replace(good, `"kind_right": true`, `"kind_right": "n/a", "kind": "wrong result", "set": "holdout"`, 1)), "p.jsonl")
	if err != nil || len(ls) != 2 || ls[0].KindRight != "yes" || ls[1].KindRight != "n/a" || ls[1].Kind != failure.KindWrongResult || ls[1].Set != SetHoldout {
		t.Fatalf("ReadPrecisionLabels = %+v, %v", ls, err)
	}
	for bad, want := range map[string]string{
		strings.Replace(good, `"reason"`, `"reasons"`, 1):                         `p.jsonl:2: json: unknown field "reasons"`,
		strings.Replace(good, `"verdict": "real"`, `"verdict": "maybe"`, 1):       `p.jsonl:2: verdict "maybe" is none of "real", "not real", "uncertain"`,
		strings.Replace(good, `"fix": "abc1234"`, `"fix": " "`, 1):                "p.jsonl:2: the label names no fix",
		strings.Replace(good, `"statement": "SELECT 1"`, `"statement": ";"`, 1):   "p.jsonl:2: the label has no statement",
		strings.Replace(good, `"root_cause"`, `"kind": "logic", "root_cause"`, 1): `p.jsonl:2: kind "logic" is none of "crash", "internal", "error", "wrong result"`,
		strings.Replace(good, `"root_cause"`, `"set": "test", "root_cause"`, 1):   `p.jsonl:2: set "test" is neither dev nor holdout`,
		strings.Replace(good, `"kind_right": true`, `"kind_right": "maybe"`, 1):   `p.jsonl:2: "maybe" is none of true, false, "yes", "no", "n/a"`,
	} {
		_, err := ReadPrecisionLabels(strings.NewReader(good+"\n"+bad+"\n"), "p.jsonl")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ReadPrecisionLabels(%s): %v, want %q", bad, err, want)
		}
	}
	if _, err := ReadPrecisionLabels(strings.NewReader("\n// nothing\n"), "p.jsonl"); err == nil || err.Error() != "p.jsonl holds no label" {
		t.Errorf("an empty file: %v", err)
	}
}

// The committed sets read, and every label of them falls in a set.
func TestReadCommittedPrecisionLabels(t *testing.T) {
	paths, err := filepath.Glob("testdata/*/precision.jsonl")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no committed precision labels: %v", err)
	}
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		ls, err := ReadPrecisionLabels(f, p)
		f.Close()
		if err != nil || len(ls) < 30 {
			t.Fatalf("%s: %d labels, %v", p, len(ls), err)
		}
		n := map[string]int{}
		for _, l := range ls {
			n[l.InSet()]++
		}
		if n[SetDev]+n[SetHoldout] != len(ls) || n[SetDev] == 0 || n[SetHoldout] == 0 {
			t.Errorf("%s: sets %v", p, n)
		}
	}
}

// label is a label of the statement and fix with a verdict and root cause.
func label(stmt, fix, verdict, cause string) PrecisionLabel {
	return PrecisionLabel{Bug: "old-" + cause, Fix: fix, Statement: stmt, Verdict: verdict, RootCause: cause}
}

func TestPrecision(t *testing.T) {
	// fixA falls in the holdout set (sha256("holdout:"+fixA) begins with 0xd7).
	const fixA, fixB, fixC = "aaaaaaa111111111111111111111111111111111", "bbbbbbb222222222222222222222222222222222", "ccccccc333333333333333333333333333333333"
	// 25 bugs in Cluster's order: b0..b24, each with one test t<i> whose statement is "SELECT <i>",
	// from fixA, except b3's and b5's, from fixB, and b22's and b24's, from fixC. b0, b21, b22 and b24
	// have two tests: b22's second reports "SELECT 5" and b24's "SELECT 3" too, so that a
	// label's fix has two bugs to choose from.
	var bugs []validate.Bug
	stmts := map[string]string{}
	for i := range 25 {
		kind := failure.KindError
		if i%2 == 0 {
			kind = failure.KindInternal
		}
		fix := fixA
		switch i {
		case 3, 5:
			fix = fixB
		case 22, 24:
			fix = fixC
		}
		b := validate.Bug{ID: fmt.Sprintf("b%d", i), Kind: kind, Fixes: []string{fix}, Tests: []string{fmt.Sprintf("t%d", i)}}
		stmts[b.Tests[0]] = fmt.Sprintf("SELECT %d", i)
		bugs = append(bugs, b)
	}
	bugs[0].Tests = append(bugs[0].Tests, "t0b")
	stmts["t0b"] = "SELECT  'zero' ;"
	bugs[21].Tests = append(bugs[21].Tests, "t21b")
	stmts["t21b"] = "SELECT 'twenty-one'"
	bugs[22].Tests = append(bugs[22].Tests, "t22b")
	stmts["t22b"] = "SELECT 5"
	bugs[24].Tests = append(bugs[24].Tests, "t24b")
	stmts["t24b"] = "SELECT 3"

	labels := []PrecisionLabel{
		// b0: two real labels against one not real, one through its second test: real.
		label("SELECT 0", fixA, VerdictReal, "c0"),
		label("SELECT 'zero'", fixA[:7], VerdictReal, "c0"),
		label("SELECT 0;", fixA, VerdictNotReal, "x"),
		// b1: an uncertain label does not outvote a not-real one.
		label("SELECT 1", fixA, VerdictNotReal, "x"),
		label("SELECT 1", fixA, VerdictUncertain, "x"),
		// b2: one real and one not real: no majority, uncertain.
		label("SELECT 2", fixA, VerdictReal, "c2"),
		label("SELECT 2", fixA, VerdictNotReal, "x"),
		// b3 (fixB, not b24): only uncertain.
		label("SELECT 3", fixB, VerdictUncertain, "x"),
		// b4: real, and a second real label of the same root cause as b0's.
		label("SELECT 4", fixA, VerdictReal, "c0"),
		// b21, past the top 20: real, through its second test.
		label("SELECT 'twenty-one'", fixA, VerdictReal, "c21"),
		// No bug: b3's and b24's statement with a fix neither has (lost), a statement no bug has
		// (removed), a case-changed statement (removed), b5's and b22's statement with a fix
		// neither has (lost).
		label("SELECT 3", fixA, VerdictReal, "lost1"),
		label("SELECT 99", fixA, VerdictNotReal, "x"),
		label("select 4", fixA, VerdictNotReal, "x"),
		label("SELECT 5", fixA[:6], VerdictReal, "lost2"),
		label("SELECT 98", fixA, VerdictUncertain, "x"),
	}
	labels[0].Kind = failure.KindInternal    // b0 is internal: right
	labels[3].Kind = failure.KindCrash       // b1 is error: wrong
	labels[8].Kind = failure.KindWrongResult // b4 is internal: wrong
	rep := Precision(bugs, stmts, labels, "")

	want := Tally{Bugs: 25, Labeled: 6, Real: 3, NotReal: 1, Uncertain: 2, Precision: 0.75}
	if rep.Overall != want {
		t.Errorf("overall %+v, want %+v", rep.Overall, want)
	}
	// b21 is the only labeled bug past the top 20.
	if want := (Tally{Bugs: 20, Labeled: 5, Real: 2, NotReal: 1, Uncertain: 2, Precision: 2.0 / 3}); rep.Top != want {
		t.Errorf("top %+v, want %+v", rep.Top, want)
	}
	// internal: b0, b2, b4 (real, uncertain, real); error: b1, b3, b21 (not real, uncertain, real).
	if len(rep.ByKind) != 2 || rep.ByKind[0].Kind != failure.KindInternal || rep.ByKind[1].Kind != failure.KindError ||
		rep.ByKind[0].Tally != (Tally{Bugs: 13, Labeled: 3, Real: 2, Uncertain: 1, Precision: 1}) ||
		rep.ByKind[1].Tally != (Tally{Bugs: 12, Labeled: 3, Real: 1, NotReal: 1, Uncertain: 1, Precision: 0.5}) {
		t.Errorf("by kind %+v", rep.ByKind)
	}
	if rep.LabelsRead != 15 || rep.Labels != 15 || rep.LabelsMatched != 10 {
		t.Errorf("labels read %d, kept %d, matched %d; want 15, 15, 10", rep.LabelsRead, rep.Labels, rep.LabelsMatched)
	}
	if rep.Uncovered != 19.0/25 {
		t.Errorf("uncovered %v, want 19/25", rep.Uncovered)
	}
	if rep.KindsJudged != 3 || rep.KindsRight != 1 {
		t.Errorf("kinds right %d of %d, want 1 of 3", rep.KindsRight, rep.KindsJudged)
	}
	// Real labels matched: c0 (three times), c2, c21; read: also lost1 and lost2.
	if rep.RootCauses != 3 || rep.RootCausesRead != 5 {
		t.Errorf("root causes %d matched, %d read; want 3, 5", rep.RootCauses, rep.RootCausesRead)
	}
	if rep.Lost != 2 || rep.Removed != 2 || rep.UnmatchedUncertain != 1 || len(rep.Unmatched) != 5 || rep.Unmatched[0].Statement != "SELECT 3" {
		t.Errorf("unmatched: lost %d, removed %d, uncertain %d, %+v; want 2, 2, 1", rep.Lost, rep.Removed, rep.UnmatchedUncertain, rep.Unmatched)
	}

	// --set keeps the labels of one part. b3's only label is in dev by its own word; the others
	// by their fix's hash as written: fixA's in holdout, but b0's label that abbreviates it
	// ("aaaaaaa", 0x68) in dev, and the one of the 6-digit prefix ("aaaaaa", 0xc9) in holdout.
	labels[7].Set = SetDev
	rep = Precision(bugs, stmts, labels, SetDev)
	if want := (Tally{Bugs: 25, Labeled: 2, Real: 1, Uncertain: 1, Precision: 1}); rep.Set != SetDev || rep.LabelsRead != 15 || rep.Labels != 2 || rep.LabelsMatched != 2 || rep.Overall != want {
		t.Errorf("set dev: %+v", rep)
	}
	if rep = Precision(bugs, stmts, labels, SetHoldout); rep.Labels != 13 || rep.LabelsMatched != 8 || rep.Overall.Labeled != 5 || rep.Lost != 2 {
		t.Errorf("set holdout: %d labels, %d matched, %d bugs labeled, %d lost; want 13, 8, 5, 2", rep.Labels, rep.LabelsMatched, rep.Overall.Labeled, rep.Lost)
	}
}

func TestBugVerdictAndJudgedKind(t *testing.T) {
	v := func(vs ...string) []PrecisionLabel {
		var out []PrecisionLabel
		for _, s := range vs {
			out = append(out, PrecisionLabel{Verdict: s})
		}
		return out
	}
	for _, c := range []struct {
		labels []PrecisionLabel
		want   string
	}{
		{v(VerdictReal), VerdictReal},
		{v(VerdictUncertain, VerdictUncertain, VerdictNotReal), VerdictNotReal},
		{v(VerdictReal, VerdictNotReal, VerdictUncertain), VerdictUncertain},
		{v(VerdictUncertain), VerdictUncertain},
		{v(VerdictNotReal, VerdictReal, VerdictReal), VerdictReal},
	} {
		if got := BugVerdict(c.labels); got != c.want {
			t.Errorf("BugVerdict(%+v) = %q, want %q", c.labels, got, c.want)
		}
	}
	k := func(ks ...failure.Kind) []PrecisionLabel {
		var out []PrecisionLabel
		for _, x := range ks {
			out = append(out, PrecisionLabel{Kind: x})
		}
		return out
	}
	for _, c := range []struct {
		labels []PrecisionLabel
		want   failure.Kind
	}{
		{k("", ""), ""},
		{k(failure.KindError, failure.KindWrongResult, failure.KindWrongResult), failure.KindWrongResult},
		{k(failure.KindError, failure.KindInternal, ""), failure.KindInternal},
	} {
		if got := JudgedKind(c.labels); got != c.want {
			t.Errorf("JudgedKind(%+v) = %q, want %q", c.labels, got, c.want)
		}
	}
}

// A statement that one bug alone reports is that bug's, even when a rule took the label's fix
// out of it: the same sibling statement failing the same way, now reached from another fix.
func TestPrecisionStatementOfOneBug(t *testing.T) {
	bugs := []validate.Bug{{ID: "b0", Kind: failure.KindError, Fixes: []string{"other-fix"}, Tests: []string{"t0"}}}
	rep := Precision(bugs, map[string]string{"t0": "SELECT MONTH(c) FROM t1"}, []PrecisionLabel{label("SELECT MONTH(c) FROM t1", "MDEV-13966", VerdictReal, "c")}, "")
	if rep.LabelsMatched != 1 || rep.Lost != 0 || rep.Overall.Real != 1 {
		t.Errorf("matched %d, lost %d, real %d", rep.LabelsMatched, rep.Lost, rep.Overall.Real)
	}
}
