package validate

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// allHold is a brain whose three stages always hold: what is left to decide is Validate's own,
// the reference engine's veto of fix-derived evidence.
type allHold struct{}

func (allHold) Name() string { return "all-hold" }

func (allHold) Judge(context.Context, *Input, Facts) ([]Stage, int, error) {
	return []Stage{{Name: StageFailure, Holds: true}, {Name: StageCriterion, Holds: true}, {Name: StageOracle, Holds: true}}, 0, nil
}

// withReference runs in's sibling test on the reference engine ref (MariaDB) and sets what it says.
func withReference(t *testing.T, ref dbms.Target, in *Input) *Input {
	t.Helper()
	info, err := ref.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	r := Compare(info.Product, in.Test, in.Sibling, execution(t, ref, in.Test, in.Test.SQL))
	in.Reference = &r
	return in
}

// Fix-derived evidence alone stands only where an engine of the same family does not behave as
// the target does: both succeeding with the same rows, both rejecting, or the reference's parser
// refusing the statement the target ran vetoes it; other rows on the reference keep it.
func TestReferenceVetoesFixDerivedEvidence(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	p := prof("ABS", profile.ClassWrongResult, profile.OracleResult)
	rows := testfmt.Expect{Kind: testfmt.ExpectRows}
	for _, c := range []struct {
		sib, construct string
		vetoed         string // a phrase of the veto's reason, or "" when the report stands
		message        bool
	}{
		{"SELECT REVERSE('abc')", "REVERSE", "both succeed with the same result", false},
		{"SELECT ABS(1) FROM nope", "ABS", "both reject the statement", true},
		{"SELECT * FROM (VALUES ROW(1)) v", "VALUES", "its parser refuses the statement", false},
		// v0.20.0 rejects SUBSTRING of a number with a type switch's default; MariaDB gives ''.
		{"SELECT SUBSTRING(-1, 1, -1)", "SUBSTRING", "", false},
	} {
		in := withReference(t, ref, realCase(t, tg, p, nil, "SELECT ABS(-1)", c.sib, c.construct, rows))
		v, err := Validate(t.Context(), allHold{}, in)
		if err != nil {
			t.Fatal(err)
		}
		reasons := strings.Join(v.Stages[2].Reasoning, " ")
		switch {
		case c.vetoed == "" && !v.Report:
			t.Errorf("%s: the report is vetoed where the reference disagrees: %s", c.sib, reasons)
		case c.vetoed != "" && (v.Report || !strings.Contains(reasons, c.vetoed)):
			t.Errorf("%s: report %v, want it vetoed for %q: %s", c.sib, v.Report, c.vetoed, reasons)
		case c.message != slices.Contains(v.Evidence, EvidenceMessage):
			t.Errorf("%s: evidence %v, message finding %v", c.sib, v.Evidence, c.message)
		}
	}
}

// An error from a type switch's default is an error, not an internal failure: a finding where
// the reference engine runs the statement, a message where it rejects it too, and never a
// candidate on its own kind of "crash".
func TestErrorPathIsAnErrorWhereTheReferenceSucceeds(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	p := prof("LEFT", profile.ClassInternal, profile.OracleNoInternalError)
	rows := testfmt.Expect{Kind: testfmt.ExpectRows}
	in := withReference(t, ref, realCase(t, tg, p, nil, "SELECT LEFT('ab', 1)", "SELECT RIGHT(-1, 1)", "RIGHT", rows))
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Candidate() || v.Kind != failure.KindError || !slices.Contains(v.Evidence, EvidenceErrorPath) || slices.Contains(v.Evidence, EvidenceCrash) {
		t.Errorf("RIGHT(-1, 1): candidate %v kind %q evidence %v, want an error-path candidate of kind error", v.Candidate(), v.Kind, v.Evidence)
	}
	// The reference rejects the statement too: only the message is at stake.
	in = withReference(t, ref, realCase(t, tg, p, []string{"CREATE TABLE t (a INT)"}, "SELECT LEFT('ab', 1)", "SELECT RIGHT(-1, 1) FROM t WHERE nope = 1", "RIGHT", rows))
	in.Sibling.Results[1] = dbms.Result{SQL: in.Test.SQL, Outcome: dbms.OutcomeError, Code: 1105, Message: "invalid type: int8"}
	if v, err = Validate(t.Context(), Rules{}, in); err != nil {
		t.Fatal(err)
	}
	if v.Candidate() || !slices.Contains(v.Evidence, EvidenceMessage) {
		t.Errorf("both engines reject: candidate %v evidence %v, want a message only", v.Candidate(), v.Evidence)
	}
}

// An expectation that contradicts the fix's own record (a rejection required where the fix's
// test recorded rows) flags every sibling that behaves as the fixed statement does: Stage II
// does not apply it.
func TestExpectationContradictingTheRecord(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	in := realCase(t, tg, prof("ROUND", profile.ClassWrongResult, profile.OracleRejects), nil,
		"SELECT ROUND(1.5)", "SELECT FLOOR(1.5)", "FLOOR", testfmt.Expect{Kind: testfmt.ExpectRows})
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil {
		t.Fatal(err)
	}
	if v.Report || v.Stages[1].Holds || !strings.Contains(strings.Join(v.Stages[1].Reasoning, " "), "contradicts the fix's own record") {
		t.Errorf("report %v, stage II %v: %v", v.Report, v.Stages[1].Holds, v.Stages[1].Reasoning)
	}
}

// A sibling statement that the fix's own test records, spelled the same, and that behaves as
// recorded there is its authors' expectation: Stage II does not hold. Recorded otherwise, or not
// recorded, it is judged as any sibling.
func TestSiblingTheFixsTestRecords(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	for _, c := range []struct {
		recorded testfmt.Expect
		own      bool
	}{
		{testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"2"}}}, true},
		{testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"3"}}}, false},
		{testfmt.Expect{Kind: testfmt.ExpectError, Error: "<REGEX>:.*"}, false},
	} {
		p := prof("ABS", profile.ClassWrongResult, profile.OracleResult)
		p.Trigger.Orig = corpus.TestCase{Statements: []testfmt.Statement{
			{SQL: "SELECT ABS(-1)", Line: 3, Key: true, Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"1"}}}},
			{SQL: "select  abs(-2);", Line: 7, Expect: c.recorded},
		}}
		in := realCase(t, tg, p, nil, "SELECT ABS(-1)", "SELECT ABS(-2)", "ABS", testfmt.Expect{Kind: testfmt.ExpectRows})
		v, err := Validate(t.Context(), Rules{}, in)
		if err != nil {
			t.Fatal(err)
		}
		why := strings.Join(v.Stages[1].Reasoning, " ")
		if got := strings.Contains(why, "records this very statement (line 7"); got != c.own || c.own && v.Stages[1].Holds {
			t.Errorf("recorded %+v: stage II holds %v, own record %v (want %v): %s", c.recorded, v.Stages[1].Holds, got, c.own, why)
		}
	}
}

func TestErrorMatches(t *testing.T) {
	for _, c := range []struct {
		recorded, msg string
		want          bool
	}{
		{"", "anything", true},
		{"Conversion Error: Could not convert", "Conversion Error: could not convert Timestamp to higher precision.", true},
		{"Conversion Error", "Binder Error: no such column", false},
		{"<REGEX>:.*invalid date field.*", "Conversion Error: invalid date field format", true},
		{"<REGEX>:.*invalid date field.*", "Conversion Error: out of range", false},
		{"<!REGEX>:.*internal.*", "Conversion Error: out of range", true},
		{"<!REGEX>:.*internal.*", "INTERNAL Error: internal assertion", false},
	} {
		if got := errorMatches(c.recorded, c.msg); got != c.want {
			t.Errorf("errorMatches(%q, %q) = %v, want %v", c.recorded, c.msg, got, c.want)
		}
	}
}

// A missing rejection is one only where the sibling takes the rejected value in a parameter of
// the kind the fixed call had it in.
func TestMissingRejectionNeedsTheSameParameterKind(t *testing.T) {
	p := prof("DATE_FORMAT", profile.ClassError, profile.OracleRejects)
	p.Trigger.Values = []profile.TriggerValue{{Arg: 1, Class: "negative", Via: profile.ViaLiteral}}
	in := &Input{Profile: p, Test: sibling.Test{Trigger: []string{"negative@2"}, AnchorArgKinds: []string{"date", "text"}}}
	for _, c := range []struct {
		kinds []string
		other bool
	}{
		{[]string{"text", "number"}, true}, // a length where the fixed call read a date
		{[]string{"text", "date"}, false},  // a date, as in the fixed call
		{[]string{"text", "any"}, false},   // unknown: no judgement
		{nil, false},
	} {
		in.Test.ArgKinds = c.kinds
		if got := otherParameterKind(in); (got != "") != c.other {
			t.Errorf("sibling kinds %v: %q, want other kind %v", c.kinds, got, c.other)
		}
	}
}

// The evidence score ranks an engine's own failure that the reference contradicts above a
// fix-derived expectation alone, and says which signs it counted.
func TestScoreRanksTheEvidence(t *testing.T) {
	crash := candidate("k1", "INET6_ATON", "f1", dbms.OutcomeInternal, "interface conversion: interface {} is int8, not string", "", EvidenceCrash)
	crash.Verdicts[0].Validated = true
	crash.Verdicts[0].Reference = &Reference{Result: &dbms.Result{Outcome: dbms.OutcomeOK}}
	fixOnly := candidate("k2", "ADDDATE", "f2", dbms.OutcomeOK, "", "", EvidenceFix)
	fixOnly.Verdicts[0].Facts.Lost = []string{"'2020-01-01'"}
	fixOnly.Verdicts[0].Validated = true
	twice := candidate("k3", "SUBDATE", "f3", dbms.OutcomeOK, "", "", EvidenceFix)
	twice.Verdicts[0].Validated = true
	twice.Verdicts[0].Facts.FixChecked = true
	twice.Tests = append(twice.Tests, "t-k3b")
	bugs := Cluster([]Candidate{fixOnly, twice, crash})
	if len(bugs) != 3 || bugs[0].Candidates[0] != "k1" || bugs[1].Candidates[0] != "k3" || bugs[2].Candidates[0] != "k2" {
		t.Fatalf("order by score: %+v", bugs)
	}
	why := strings.Join(bugs[0].ScoreWhy, "; ")
	if bugs[0].Score != pointsInternal+pointsReference+pointsTrigger || !strings.Contains(why, "reference engine disagrees") || !strings.Contains(why, "internal error") {
		t.Errorf("the internal error's score %d: %s", bugs[0].Score, why)
	}
	if bugs[1].Score != pointsRecorded+pointsTrigger+pointsTests || bugs[2].Score != 0 {
		t.Errorf("scores %d (%v) and %d (%v)", bugs[1].Score, bugs[1].ScoreWhy, bugs[2].Score, bugs[2].ScoreWhy)
	}
}
