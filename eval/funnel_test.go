package eval

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

func fixOf(id, sql string) *corpus.FixRecord {
	return &corpus.FixRecord{ID: id, Title: "fix " + id, Dialect: "mysql",
		Tests: []corpus.TestCase{{Statements: []testfmt.Statement{{SQL: sql}}}}}
}

func testOf(fix, construct, sql string) sibling.Test {
	return sibling.Test{ID: fix + "/" + sql, FixID: fix, Construct: construct, SQL: sql}
}

// A campaign built as values over the real MySQL grammar: one label ends at each stage of the
// funnel, for the reason each stage gives, and the candidates split into confirmed and
// unexplained.
func TestFunnelStages(t *testing.T) {
	g, err := grammars.Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	extract := fixOf("F1", "SELECT JSON_EXTRACT(j, '$.a') FROM t")
	dropped := fixOf("F2", "SELECT JSON_EXTRACT(j, NULL) FROM t")
	lower := fixOf("P1", "SELECT LOWER(s) FROM t")
	tests := []sibling.Test{
		testOf("F1", "JSON_VALUE", "SELECT JSON_VALUE(j, '$.a') FROM t"),
		testOf("F1", "JSON_KEYS", "SELECT JSON_KEYS(j, '$.a') FROM t"),
		testOf("F1", "JSON_CONTAINS", "SELECT JSON_CONTAINS(j, NULL) FROM t"),
		testOf("F1", "JSON_LENGTH", "SELECT JSON_LENGTH(j, '$.a') FROM t"),
		testOf("F1", "JSON_SET", "SELECT JSON_SET(j, '$.a', 1) FROM t"),
	}
	crash := func(tst sibling.Test) validate.Verdict {
		return validate.Verdict{TestID: tst.ID, FixID: tst.FixID, Construct: tst.Construct, Validated: true,
			Facts: validate.Facts{Outcome: "internal", Signature: "internal 1105: panic"}, Evidence: []string{validate.EvidenceCrash}}
	}
	benign := validate.Verdict{TestID: tests[3].ID, FixID: "F1", Construct: "JSON_LENGTH", Validated: true,
		Facts:  validate.Facts{Outcome: "error", Signature: "error 1105: invalid path"},
		Stages: []validate.Stage{{Name: validate.StageFailure, Holds: true}, {Name: validate.StageCriterion, Reasoning: []string{"argument-domain rejection"}}}}
	c := &Campaign{
		Target:     "gms:",
		Fixes:      []*corpus.FixRecord{extract, dropped},
		PassedOver: []*corpus.FixRecord{lower},
		Profiles: map[string]*profile.Profile{
			"F1": {FixID: "F1", Status: profile.Accepted, Trigger: profile.Trigger{Fault: "JSON_EXTRACT"},
				Validation: profile.Validation{Oracle: profile.Oracle{Kind: profile.OracleNoCrash}}},
			"F2": {FixID: "F2", Status: profile.Dropped, Reason: "the analyzers disagree", Candidates: []profile.Candidate{{Construct: "FROM"}, {Construct: "SELECT"}}},
		},
		Sets: map[string]*sibling.Set{"F1": {FixID: "F1", Tests: tests,
			Rejected: []sibling.Rejected{{Construct: "JSON_ARRAY", Reason: "the target's catalog has no JSON_ARRAY"}}}},
		Verdicts:  map[string]validate.Verdict{tests[0].ID: crash(tests[0]), tests[3].ID: benign, tests[4].ID: crash(tests[4])},
		Graph:     g,
		Generator: sibling.Options{MaxTests: 5},
	}
	labels := []Label{
		{ID: "found", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_VALUE", Class: "internal"},
		{ID: "wrong-kind", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_VALUE", Class: KindWrongResult},
		{ID: "no-sibling", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "UPPER", Class: KindCrash},
		{ID: "unknown-fix", Live: true, Fix: "F9", FixConstruct: "JSON_EXTRACT", Construct: "JSON_VALUE", Class: KindCrash},
		{ID: "passed-fix", Live: true, Fix: "P1", FixConstruct: "LOWER", Construct: "UPPER", Class: KindCrash},
		{ID: "dropped", Live: true, Fix: "F2", FixConstruct: "JSON_EXTRACT", Construct: "JSON_VALUE", Class: KindCrash},
		{ID: "bottom", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_ARRAY", Class: KindCrash},
		{ID: "no-trigger", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_KEYS", Class: KindCrash, Trigger: []string{sqlvalue.Null}},
		{ID: "not-run", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_CONTAINS", Class: KindCrash, Trigger: []string{sqlvalue.Null}},
		{ID: "benign", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_LENGTH", Class: KindError},
		{ID: "negative", Live: false, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_SET", Class: "internal"},
		{ID: "negative-live", Live: false, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_VALUE", Class: "internal"},
		{ID: "server-down", Live: true, Fix: "F1", FixConstruct: "JSON_EXTRACT", Construct: "JSON_VALUE", Class: KindCrash},
		{ID: "tt-cap", Source: "timetravel", Live: true, Construct: "JSON_DEPTH", Class: KindCrash},
		{ID: "tt-passed", Source: "timetravel", Live: true, Construct: "UPPER", Class: KindCrash},
		{ID: "tt-reach", Source: "timetravel", Live: true, Construct: "CEIL", Class: KindCrash},
	}
	r := Funnel(labels, c)
	want := map[string][2]string{
		"found":       {StageReported, "candidate "},
		"wrong-kind":  {StageBenign, "reported as crash"},
		"no-sibling":  {StageOutOfReach, "UPPER is not a grammar sibling of JSON_EXTRACT"},
		"unknown-fix": {StageNotMined, "fix F9 is not in the store"},
		"passed-fix":  {StageNotMined, "the miner passed over it"},
		"dropped":     {StageProfile, "dropped (the analyzers disagree)"},
		"bottom":      {StageNotGenerated, "⊥: the target's catalog has no JSON_ARRAY"},
		"no-trigger":  {StageNoTrigger, "none with null in its arguments"},
		"not-run":     {StageNotRun, "not validated on gms:"},
		"benign":      {StageBenign, "II apply C_fix: argument-domain rejection"},
		"negative":    {StageReported, "candidate "},
		// Its candidate is the live label "found"'s bug: a true report, whichever label reached it.
		"negative-live": {StageBenign, "the candidate is live label found's bug"},
		"server-down":   {StageBenign, "reported with outcome internal (internal 1105: panic), where the label's is crash"},
		"tt-cap":        {StageNotGenerated, "cut by the cap"},
		"tt-passed":     {StageNotMined, "passed over by the miner"},
		"tt-reach":      {StageOutOfReach, "no fix of the campaign holds"},
	}
	for _, o := range r.Outcomes {
		w := want[o.Label]
		if o.Stage != w[0] || !strings.Contains(o.Reason, w[1]) {
			t.Errorf("%s: ended at %q (%s), want %q with %q", o.Label, o.Stage, o.Reason, w[0], w[1])
		}
	}
	if r.Live != 14 || r.Negatives != 2 || r.Found != 1 || r.FalseReports != 1 {
		t.Errorf("live %d negatives %d found %d false %d", r.Live, r.Negatives, r.Found, r.FalseReports)
	}
	if r.Candidates != 2 || len(r.Confirmed) != 1 || len(r.Unexplained) != 1 {
		t.Errorf("candidates %d, confirmed %v, unexplained %v", r.Candidates, r.Confirmed, r.Unexplained)
	}
	if i := slices.IndexFunc(r.Stages, func(c Count) bool { return c.Name == StageNotMined }); r.Stages[i].Count != 3 {
		t.Errorf("stage counts %v", r.Stages)
	}
	// The parts split the same counts: the one found label and the one false report (both of
	// fix F1) fall in F1's part, and the parts add up to the whole.
	if len(r.Parts) != 2 || r.Parts[0].Live+r.Parts[1].Live != r.Live || r.Parts[0].Negatives+r.Parts[1].Negatives != r.Negatives {
		t.Fatalf("parts %+v do not add up to live %d, negatives %d", r.Parts, r.Live, r.Negatives)
	}
	for _, p := range r.Parts {
		found, falses := 0, 0
		if p.Set == SetOfFix("F1") {
			found, falses = 1, 1
		}
		if p.Found != found || p.FalseReports != falses {
			t.Errorf("part %s: found %d, false reports %d; want %d, %d", p.Set, p.Found, p.FalseReports, found, falses)
		}
	}
	for _, o := range r.Outcomes {
		if o.Label == "tt-cap" && o.Set != SetOfFix("") || o.Label == "found" && o.Set != SetOfFix("F1") {
			t.Errorf("%s is in part %s", o.Label, o.Set)
		}
	}
}

// The matching rule follows the sibling's outcome: a wrong value is not matched by an error,
// a missing error not by a wrong one, a crash only by a crash.
func TestMatches(t *testing.T) {
	result := &profile.Profile{Validation: profile.Validation{Oracle: profile.Oracle{Kind: profile.OracleResult}}}
	rejects := &profile.Profile{Validation: profile.Validation{Oracle: profile.Oracle{Kind: profile.OracleRejects}}}
	verdict := func(outcome string, evidence ...string) validate.Verdict {
		return validate.Verdict{Facts: validate.Facts{Outcome: outcome}, Evidence: evidence}
	}
	fix, crash := validate.EvidenceFix, validate.EvidenceCrash
	for _, c := range []struct {
		name  string
		label Label
		v     validate.Verdict
		p     *profile.Profile
		want  bool
	}{
		{"a wrong value found as one", Label{Class: KindWrongResult, Observed: "ok, rows (3)"}, verdict("ok", fix), result, true},
		{"a wrong value is not an error", Label{Class: KindWrongResult, Observed: "ok, rows (3)"}, verdict("error", fix), result, false},
		{"a missing error found as one", Label{Class: KindError, Observed: "ok, rows (0, 60)"}, verdict("ok", fix), rejects, true},
		{"a missing error is not a wrong one", Label{Class: KindError, Observed: "ok, rows (0, 60)"}, verdict("error", fix), rejects, false},
		{"a hand label says no outcome", Label{Class: KindError, Observed: "returns one row"}, verdict("error", fix), rejects, true},
		{"an internal error found as one", Label{Class: profile.ClassInternal, Observed: "internal 1105"}, verdict("internal", crash), result, true},
		{"a crash is not an internal error", Label{Class: profile.ClassCrash, Observed: "crash"}, verdict("internal", crash), result, false},
		{"a crash has no wrong value", Label{Class: KindWrongResult, Observed: "ok, rows (1)"}, verdict("crash", crash, fix), result, false},
	} {
		if got := Matches(c.label, c.v, c.p); got != c.want {
			t.Errorf("%s: Matches = %v, want %v (kinds %v)", c.name, got, c.want, KindsOf(c.v, c.p))
		}
	}
}

// A sibling inside the fixed construct is within reach: the same CAST to another type, another
// window function under the fixed OVER clause, and a time-travel label of the construct itself
// reached by a fix of it. Their tests say which kind they are.
func TestFunnelInside(t *testing.T) {
	g, err := grammars.Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	cast := fixOf("C1", "SELECT CAST(a AS DOUBLE) FROM t")
	over := fixOf("O1", "SELECT BIT_OR(b) OVER (ORDER BY a) FROM t")
	part := testOf("C1", "CAST", "SELECT CAST(a AS SIGNED) FROM t")
	part.Inside, part.Fragment = grammars.InsidePart, "SIGNED"
	clause := testOf("O1", "LAG", "SELECT LAG(b) OVER (ORDER BY a) FROM t")
	clause.Inside = grammars.InsideClause
	c := &Campaign{
		Target: "gms:",
		Fixes:  []*corpus.FixRecord{cast, over},
		Profiles: map[string]*profile.Profile{
			"C1": {FixID: "C1", Status: profile.Accepted, Trigger: profile.Trigger{Fault: "CAST"}},
			"O1": {FixID: "O1", Status: profile.Accepted, Trigger: profile.Trigger{Fault: "OVER"}},
		},
		Sets: map[string]*sibling.Set{
			"C1": {FixID: "C1", Tests: []sibling.Test{part}},
			"O1": {FixID: "O1", Tests: []sibling.Test{clause}},
		},
		Graph: g,
	}
	labels := []Label{
		{ID: "cast", Live: true, Fix: "C1", FixConstruct: "CAST", Construct: "CAST", Class: KindError},
		{ID: "lag", Live: true, Fix: "O1", FixConstruct: "OVER", Construct: "LAG", Class: KindError},
		{ID: "tt-lag", Source: "timetravel", Live: true, Construct: "LAG", Class: KindError},
		{ID: "tt-cast", Source: "timetravel", Live: true, Construct: "CAST", Class: KindError},
		{ID: "other", Live: true, Fix: "C1", FixConstruct: "CAST", Construct: "UPPER", Class: KindError},
		// The same construct, another part: the CAST to SIGNED is not the label's CAST to
		// UNSIGNED, nor the other way round.
		{ID: "cast-signed", Live: true, Fix: "C1", FixConstruct: "CAST", Construct: "CAST", Class: KindError, SQL: "SELECT CAST(a AS signed) FROM t"},
		{ID: "cast-unsigned", Live: false, Fix: "C1", FixConstruct: "CAST", Construct: "CAST", Class: KindError, SQL: "SELECT CAST(a AS UNSIGNED) FROM t"},
	}
	r := Funnel(labels, c)
	want := map[string][2]string{
		"cast":          {StageNotRun, grammars.InsidePart},
		"lag":           {StageNotRun, grammars.InsideClause},
		"tt-lag":        {StageNotRun, grammars.InsideClause},
		"tt-cast":       {StageNotRun, grammars.InsidePart},
		"other":         {StageOutOfReach, ""},
		"cast-signed":   {StageNotRun, grammars.InsidePart},
		"cast-unsigned": {StageNotGenerated, ""},
	}
	for _, o := range r.Outcomes {
		w := want[o.Label]
		if o.Stage != w[0] || w[1] != "" && !slices.Contains(o.Inside, w[1]) {
			t.Errorf("%s: ended at %q (%s) with inside %q, want %q with %q", o.Label, o.Stage, o.Reason, o.Inside, w[0], w[1])
		}
	}
}
