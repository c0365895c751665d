package profile

import (
	"context"
	"errors"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// scripted is a Brain that answers from a script, one finding per round (the last one repeats),
// and records what it was asked.
type scripted struct {
	queries []*QueryFinding
	patches []*PatchFinding
	qErr    error
	pErr    error

	mu  sync.Mutex // the patch side runs on its own goroutine
	qIn []QueryInput
	pIn []PatchInput
}

var _ Brain = (*scripted)(nil)

func (s *scripted) Name() string  { return "scripted" }
func (s *scripted) Model() string { return "script-1" }

func (s *scripted) AnalyzeQuery(_ context.Context, in QueryInput) (*QueryFinding, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.qIn = append(s.qIn, in)
	if s.qErr != nil {
		return nil, s.qErr
	}
	f := *s.queries[min(in.Round, len(s.queries))-1]
	return &f, nil
}

func (s *scripted) AnalyzePatch(_ context.Context, in PatchInput) (*PatchFinding, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pIn = append(s.pIn, in)
	if s.pErr != nil {
		return nil, s.pErr
	}
	f := *s.patches[min(in.Round, len(s.patches))-1]
	return &f, nil
}

func qf(fault string, cands ...string) *QueryFinding {
	f := &QueryFinding{Fault: fault, Unsure: fault == "", Failure: Failure{Class: ClassCrash, Pattern: fault + " crashes"}}
	for i, c := range cands {
		f.Candidates = append(f.Candidates, Candidate{Construct: c, Score: float64(len(cands) - i)})
	}
	return f
}

func pf(fault string, cands ...string) *PatchFinding {
	f := &PatchFinding{Fault: fault, Unsure: fault == "", Class: ClassCrash,
		Criterion: fault + " must not crash", Oracle: Oracle{Kind: OracleNoCrash, Condition: "server stays up"}}
	for i, c := range cands {
		f.Candidates = append(f.Candidates, Candidate{Construct: c, Score: float64(len(cands) - i)})
	}
	return f
}

// scriptFix has a setup-only case and a case whose key statements use TRIM and ORDER BY.
func scriptFix() *corpus.FixRecord {
	return &corpus.FixRecord{
		ID: "abcdef0123456789abcdef0123456789abcdef01", Dialect: "mysql", Title: "fix",
		Tests: []corpus.TestCase{
			{Name: "first", Statements: []testfmt.Statement{{SQL: "SELECT 1", Expect: testfmt.Expect{Kind: testfmt.ExpectRows}}}},
			{Name: "second", Statements: []testfmt.Statement{
				keyStmt("SELECT a FROM t ORDER BY a"),
				keyStmt("SELECT TRIM(a) FROM t"),
			}},
		},
		Patch: goPatch("trim.go", "Trim", "@@ -1 +1 @@\n-a\n+b\n"),
	}
}

func TestBuildAgreesInFirstRound(t *testing.T) {
	q := qf("TRIM", "TRIM", "FROM")
	q.Key = "SELECT   TRIM(a)\n  FROM t;" // re-indented, as a model may quote it
	b := &scripted{queries: []*QueryFinding{q}, patches: []*PatchFinding{pf("trim()", "trim()")}}
	fix := scriptFix()
	p, err := Build(t.Context(), fix, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Accepted || p.Provenance.Outcome != OutcomeAgreed || !p.CrossChecked {
		t.Fatalf("status %s outcome %s cross-checked %v (%s)", p.Status, p.Provenance.Outcome, p.CrossChecked, p.Reason)
	}
	if p.Trigger.Fault != "TRIM" || p.Trigger.Key.SQL != "SELECT TRIM(a) FROM t" || p.Trigger.Orig.Name != "second" {
		t.Errorf("trigger %q / %q / %q", p.Trigger.Fault, p.Trigger.Key.SQL, p.Trigger.Orig.Name)
	}
	if p.Validation.Criterion != "trim() must not crash" || p.Validation.Oracle.Kind != OracleNoCrash || p.Validation.Failure.Pattern != "TRIM crashes" {
		t.Errorf("validation %+v: want C_fix and O_fix from the patch side, P_fail from the query side", p.Validation)
	}
	if p.Provenance.Brain != "scripted" || p.Provenance.Model != "script-1" || len(p.Provenance.Rounds) != 1 {
		t.Errorf("provenance %+v", p.Provenance)
	}
	if len(b.qIn) != 1 || len(b.pIn) != 1 || b.qIn[0].Other != nil || b.pIn[0].Other != nil || b.qIn[0].Round != 1 {
		t.Errorf("round 1 inputs %+v %+v", b.qIn, b.pIn)
	}
	// Candidates are merged: trim() and TRIM are one construct.
	if len(p.Candidates) != 2 {
		t.Errorf("candidates %+v, want TRIM and FROM", p.Candidates)
	}
}

func TestBuildRelatedNamesAgreeWithQuerySpelling(t *testing.T) {
	b := &scripted{queries: []*QueryFinding{qf("ORDER BY", "ORDER BY")}, patches: []*PatchFinding{pf("ORDER", "ORDER")}}
	p, err := Build(t.Context(), scriptFix(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Accepted || p.Trigger.Fault != "ORDER BY" {
		t.Fatalf("status %s n_fault %q (%s)", p.Status, p.Trigger.Fault, p.Reason)
	}
	// No quoted key: the first key statement holding n_fault.
	if p.Trigger.Key.SQL != "SELECT a FROM t ORDER BY a" {
		t.Errorf("S_key %q", p.Trigger.Key.SQL)
	}
}

func TestBuildResolvesInSecondRound(t *testing.T) {
	b := &scripted{
		queries: []*QueryFinding{qf("TRIM", "TRIM", "LTRIM"), qf("LTRIM", "LTRIM")},
		patches: []*PatchFinding{pf("LTRIM", "LTRIM"), pf("LTRIM", "LTRIM")},
	}
	fix := scriptFix()
	fix.Tests[1].Statements = append(fix.Tests[1].Statements, keyStmt("SELECT LTRIM(a) FROM t"))
	p, err := Build(t.Context(), fix, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Accepted || p.Provenance.Outcome != OutcomeResolved || p.Trigger.Fault != "LTRIM" {
		t.Fatalf("status %s outcome %s n_fault %q (%s)", p.Status, p.Provenance.Outcome, p.Trigger.Fault, p.Reason)
	}
	rs := p.Provenance.Rounds
	if len(rs) != 2 || rs[0].Agree || !rs[1].Agree {
		t.Fatalf("rounds %+v, want a disagreement then an agreement", rs)
	}
	if rs[0].Reason != "the test names TRIM, the patch names LTRIM" {
		t.Errorf("round 1 reason %q", rs[0].Reason)
	}
	if p.Trigger.Key.SQL != "SELECT LTRIM(a) FROM t" {
		t.Errorf("S_key %q", p.Trigger.Key.SQL)
	}
	if len(b.qIn) != 2 || len(b.pIn) != 2 {
		t.Fatalf("analyzers called %d/%d times, want 2/2", len(b.qIn), len(b.pIn))
	}
	q2, p2 := b.qIn[1], b.pIn[1]
	if q2.Round != 2 || p2.Round != 2 {
		t.Errorf("round numbers %d/%d", q2.Round, p2.Round)
	}
	if q2.Other == nil || q2.Other.Fault != "LTRIM" || q2.Previous == nil || q2.Previous.Fault != "TRIM" {
		t.Errorf("round 2 query input: other %+v previous %+v", q2.Other, q2.Previous)
	}
	if p2.Other == nil || p2.Other.Fault != "TRIM" || p2.Previous == nil || p2.Previous.Fault != "LTRIM" {
		t.Errorf("round 2 patch input: other %+v previous %+v", p2.Other, p2.Previous)
	}
	if q2.Fix != fix || p2.Fix != fix {
		t.Error("round 2 inputs do not carry the fix")
	}
}

func TestBuildDropsAfterMaxRounds(t *testing.T) {
	b := &scripted{queries: []*QueryFinding{qf("TRIM", "TRIM", "FROM")}, patches: []*PatchFinding{pf("LTRIM", "LTRIM", "from")}}
	p, err := Build(t.Context(), scriptFix(), b, Options{MaxRounds: 2})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Dropped || p.Provenance.Outcome != OutcomeDropped || p.Trigger.Fault != "" {
		t.Fatalf("status %s outcome %s n_fault %q", p.Status, p.Provenance.Outcome, p.Trigger.Fault)
	}
	if len(p.Provenance.Rounds) != 2 || len(b.qIn) != 2 || len(b.pIn) != 2 {
		t.Errorf("%d rounds, %d/%d calls; want exactly 2", len(p.Provenance.Rounds), len(b.qIn), len(b.pIn))
	}
	if want := "no agreement on n_fault after 2 rounds: the test names TRIM, the patch names LTRIM"; p.Reason != want {
		t.Errorf("reason %q, want %q", p.Reason, want)
	}
	checkDropKind(t, p, DropNoAgreement)
	// TRIM, FROM (= from) and LTRIM: each construct once, with its best score.
	var names []string
	for _, c := range p.Candidates {
		names = append(names, c.Construct)
	}
	sort.Strings(names)
	if want := []string{"FROM", "LTRIM", "TRIM"}; !reflect.DeepEqual(names, want) {
		t.Errorf("candidates %q, want %q", names, want)
	}
}

func TestBuildAgreedButNoStatementHoldsIt(t *testing.T) {
	b := &scripted{queries: []*QueryFinding{qf("NEXTVAL", "NEXTVAL")}, patches: []*PatchFinding{pf("NEXTVAL", "NEXTVAL")}}
	p, err := Build(t.Context(), scriptFix(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Dropped || !strings.Contains(p.Reason, "no test statement holds it") {
		t.Fatalf("status %s reason %q", p.Status, p.Reason)
	}
	checkDropKind(t, p, DropKeyMissing)
}

func TestBuildAnalysisErrorDropsTheFix(t *testing.T) {
	ae := &AnalysisError{Analyzer: "patch", Err: errors.New("the answer stayed malformed")}
	b := &scripted{queries: []*QueryFinding{qf("TRIM", "TRIM")}, pErr: ae}
	p, err := Build(t.Context(), scriptFix(), b, Options{})
	if err != nil {
		t.Fatalf("an analysis error stopped the run: %v", err)
	}
	if p.Status != Dropped || p.Provenance.Outcome != OutcomeDropped || p.Reason != "patch: the answer stayed malformed" {
		t.Fatalf("status %s outcome %s reason %q", p.Status, p.Provenance.Outcome, p.Reason)
	}
	checkDropKind(t, p, DropAnalysis)
}

// A fix without test statements, or of a dialect reaper has no grammar for, is skipped with its
// kind before any analyzer reads it.
func TestBuildSkipsWhatCannotBeAnalyzed(t *testing.T) {
	b := &scripted{queries: []*QueryFinding{qf("TRIM")}, patches: []*PatchFinding{pf("TRIM")}}
	noTest := scriptFix()
	noTest.Tests = nil
	p, err := Build(t.Context(), noTest, b, Options{})
	if err != nil || p.Provenance.Outcome != OutcomeSkipped {
		t.Fatalf("no test: %+v %v", p, err)
	}
	checkDropKind(t, p, DropNoTest)
	oracle := scriptFix()
	oracle.Dialect = "oracle"
	if p, err = Build(t.Context(), oracle, b, Options{}); err != nil || p.Provenance.Outcome != OutcomeSkipped || !strings.Contains(p.Reason, `"oracle"`) {
		t.Fatalf("no grammar: %+v %v", p, err)
	}
	checkDropKind(t, p, DropNoGrammar)
	if len(b.qIn)+len(b.pIn) > 0 {
		t.Error("the analyzers were asked about a fix that cannot be analyzed")
	}
}

// checkDropKind checks a dropped profile's kind, and that the same profile stored before
// profiles carried their kind reads as that kind too (DropKindOf).
func checkDropKind(t *testing.T, p *Profile, want DropKind) {
	t.Helper()
	if p.DropKind != want || DropKindOf(p) != want {
		t.Errorf("drop kind %q (DropKindOf %q), want %q: %s", p.DropKind, DropKindOf(p), want, p.Reason)
	}
	old := *p
	old.DropKind = ""
	if got := DropKindOf(&old); got != want {
		t.Errorf("the profile stored without its kind reads as %q, want %q: %s", got, want, p.Reason)
	}
}

func TestBuildBrainErrorStopsTheRun(t *testing.T) {
	down := errors.New("endpoint unreachable")
	for _, b := range []*scripted{
		{qErr: down, patches: []*PatchFinding{pf("TRIM")}},
		{queries: []*QueryFinding{qf("TRIM")}, pErr: down},
	} {
		fix := scriptFix()
		p, err := Build(t.Context(), fix, b, Options{})
		if !errors.Is(err, down) || p != nil {
			t.Fatalf("Build: %v, %v; want an error wrapping %v", p, err, down)
		}
		if !strings.Contains(err.Error(), fix.ID) || !strings.Contains(err.Error(), "round 1") {
			t.Errorf("error %q does not name the fix and round", err)
		}
		var ae *AnalysisError
		if errors.As(err, &ae) {
			t.Errorf("a plain error came back as an AnalysisError")
		}
	}
}

func TestBuildWithoutPatchNeverCallsPatchSide(t *testing.T) {
	fix := scriptFix()
	fix.Patch = corpus.Patch{}
	b := &scripted{queries: []*QueryFinding{qf("TRIM", "TRIM")}}
	p, err := Build(t.Context(), fix, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Accepted || p.Provenance.Outcome != OutcomeSingle || p.CrossChecked || len(b.pIn) != 0 {
		t.Fatalf("status %s outcome %s cross-checked %v, %d patch calls", p.Status, p.Provenance.Outcome, p.CrossChecked, len(b.pIn))
	}
	// O_fix derived from the query side's P_fail.
	if p.Validation.Oracle.Kind != OracleNoCrash || !strings.Contains(p.Validation.Criterion, "TRIM") {
		t.Errorf("validation %+v", p.Validation)
	}

	// An unsure query side without a patch stops after one round.
	b = &scripted{queries: []*QueryFinding{qf("", "TRIM", "FROM")}}
	p, err = Build(t.Context(), fix, b, Options{MaxRounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != Dropped || len(b.qIn) != 1 || !strings.Contains(p.Reason, "TRIM, FROM") {
		t.Errorf("status %s, %d query calls, reason %q", p.Status, len(b.qIn), p.Reason)
	}
}

func TestBuildRejectsBadOptions(t *testing.T) {
	b := &scripted{queries: []*QueryFinding{qf("TRIM")}, patches: []*PatchFinding{pf("TRIM")}}
	if p, err := Build(t.Context(), scriptFix(), b, Options{MaxRounds: 11}); err == nil || p != nil {
		t.Fatalf("Build with 11 rounds: %v, %v", p, err)
	}
	if len(b.qIn) != 0 {
		t.Error("the brain ran despite bad options")
	}
}

func TestOptionsValidate(t *testing.T) {
	for _, c := range []struct {
		in, want int
		ok       bool
	}{
		{0, 3, true},
		{1, 1, true},
		{10, 10, true},
		{11, 0, false},
		{-1, 0, false},
	} {
		o := Options{MaxRounds: c.in}
		err := o.Validate()
		if (err == nil) != c.ok {
			t.Errorf("Validate(%d): %v", c.in, err)
			continue
		}
		if c.ok && o.MaxRounds != c.want {
			t.Errorf("Validate(%d) set %d, want %d", c.in, o.MaxRounds, c.want)
		}
		if !c.ok && !strings.Contains(err.Error(), "between 1 and 10") {
			t.Errorf("Validate(%d): %v", c.in, err)
		}
	}
}

func TestCrossCheck(t *testing.T) {
	for _, c := range []struct {
		q, p   string
		agree  bool
		reason string
	}{
		{"TRIM", "trim()", true, ""},
		{"ORDER BY", "ORDER", true, ""},
		{"TRIM", "LTRIM", false, "the test names TRIM, the patch names LTRIM"},
		{"", "LTRIM", false, "the patch names LTRIM; the query side is unsure (A, B)"},
		{"TRIM", "", false, "the test names TRIM; the patch side is unsure (C)"},
		{"", "", false, "both sides are unsure (query: A, B; patch: C)"},
	} {
		q, p := qf(c.q), pf(c.p)
		q.Candidates = []Candidate{{Construct: "A"}, {Construct: "B"}}
		p.Candidates = []Candidate{{Construct: "C"}}
		agree, reason := crossCheck(q, p)
		if agree != c.agree || reason != c.reason {
			t.Errorf("crossCheck(%q, %q) = %v, %q; want %v, %q", c.q, c.p, agree, reason, c.agree, c.reason)
		}
	}
}

func TestCandidateNames(t *testing.T) {
	var cs []Candidate
	for _, n := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		cs = append(cs, Candidate{Construct: n})
	}
	for _, c := range []struct {
		in   []Candidate
		want string
	}{
		{nil, "no construct found"},
		{cs[:2], "A, B"},
		{cs[:5], "A, B, C, D, E"},
		{cs, "A, B, C, D, E, …"},
	} {
		if got := candidateNames(c.in); got != c.want {
			t.Errorf("candidateNames(%d) = %q, want %q", len(c.in), got, c.want)
		}
	}
}

func TestMergeCandidates(t *testing.T) {
	q := &QueryFinding{Candidates: []Candidate{
		{Construct: "TRIM", Score: 2, Evidence: []string{"in the test"}},
		{Construct: "FROM", Score: 1},
	}}
	p := &PatchFinding{Candidates: []Candidate{
		{Construct: "trim", Score: 5, Evidence: []string{"file trim.go"}},
		{Construct: "LTRIM", Score: 1},
	}}
	got := mergeCandidates(q, p)
	want := []Candidate{
		{Construct: "TRIM", Score: 5, Evidence: []string{"in the test", "file trim.go"}},
		{Construct: "FROM", Score: 1},
		{Construct: "LTRIM", Score: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("mergeCandidates = %+v, want %+v", got, want)
	}
	if q.Candidates[0].Score != 2 || len(q.Candidates[0].Evidence) != 1 {
		t.Errorf("merging changed the query finding: %+v", q.Candidates[0])
	}
	if got := mergeCandidates(nil, nil); len(got) != 0 {
		t.Errorf("mergeCandidates(nil, nil) = %+v", got)
	}
}

func TestStatsAdd(t *testing.T) {
	var s Stats
	for _, o := range []string{OutcomeAgreed, OutcomeAgreed, OutcomeResolved, OutcomeDropped, OutcomeSingle, OutcomeSkipped, OutcomeSkipped, OutcomeSkipped} {
		s.Add(&Profile{Provenance: Provenance{Outcome: o}})
	}
	want := Stats{Profiles: 8, Agreed: 2, Resolved: 1, Dropped: 1, Single: 1, Skipped: 3}
	if s != want {
		t.Errorf("stats %+v, want %+v", s, want)
	}
}

// A fix whose analyzers do not agree still gets a Validation Profile from the query side's
// P_fail, naming its top candidates, marked as unagreed; its trigger values are those of the
// first candidate.
func TestBuildDroppedKeepsAValidationProfile(t *testing.T) {
	q := qf("TRIM", "TRIM", "FROM")
	q.Key = "SELECT TRIM(a) FROM t"
	b := &scripted{queries: []*QueryFinding{q}, patches: []*PatchFinding{pf("LTRIM", "LTRIM", "from")}}
	p, err := Build(t.Context(), scriptFix(), b, Options{MaxRounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	v := p.Validation
	if p.Status != Dropped || !v.Unagreed || v.Failure.Class != ClassCrash || v.Oracle.Kind != OracleNoCrash ||
		!strings.Contains(v.Criterion, "TRIM or LTRIM") && !strings.Contains(v.Criterion, "LTRIM or TRIM") {
		t.Fatalf("status %s, validation %+v", p.Status, v)
	}
	if p.Trigger.Key.SQL != q.Key {
		t.Errorf("S_key %q", p.Trigger.Key.SQL)
	}
	// An agreed profile's Validation Profile is not marked.
	agreed, err := Build(t.Context(), scriptFix(), &scripted{queries: []*QueryFinding{qf("TRIM", "TRIM")}, patches: []*PatchFinding{pf("TRIM", "TRIM")}}, Options{})
	if err != nil || agreed.Status != Accepted || agreed.Validation.Unagreed {
		t.Fatalf("agreed: %+v %v", agreed.Validation, err)
	}
}
