package eval

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// The funnel's stages, in pipeline order: a label is lost at the first stage no path through the
// campaign gets past, or is reported.
const (
	// StageOutOfReach: no fix of the campaign holds a construct of which the label's construct
	// is a grammar sibling.
	StageOutOfReach = "out of reach"
	// StageNotMined: the fixes that reach it are not in the store (the miner skipped them).
	StageNotMined = "fix not mined"
	// StageProfile: the fix's profile was dropped without a candidate that reaches the label, or
	// its n_fault is a construct the label is no sibling of.
	StageProfile = "profile dropped or n_fault wrong"
	// StageNotGenerated: no sibling test of the label's construct (not in the family, cut by
	// the cap, ⊥).
	StageNotGenerated = "sibling not generated"
	// StageNoTrigger: tests of the construct, none carrying the label's trigger values.
	StageNoTrigger = "generated without the trigger"
	// StageNotRun: no test with the trigger ran on the target (not validated, setup failed).
	StageNotRun = "not run"
	// StageBenign: the tests ran and were judged benign, or reported as another kind of failure.
	StageBenign = "judged benign"
	// StageReported: a candidate on the target exercises the label's construct with the
	// label's failure kind.
	StageReported = "reported"
)

// Stages lists the funnel's stages in order.
var Stages = []string{StageOutOfReach, StageNotMined, StageProfile, StageNotGenerated, StageNoTrigger, StageNotRun, StageBenign, StageReported}

// Campaign is what a campaign on one target holds, as the funnel reads it.
type Campaign struct {
	Target string
	// Fixes are the fixes the campaign mined or imported; PassedOver the commits the miner
	// passed over for want of a fix word (may be nil), which reach a label only to say so.
	Fixes      []*corpus.FixRecord
	PassedOver []*corpus.FixRecord
	Profiles   map[string]*profile.Profile
	Sets       map[string]*sibling.Set
	// Verdicts are the validations on Target, by sibling test id.
	Verdicts map[string]validate.Verdict
	// Graph is the grammar of the target's dialect family, with its catalog.
	Graph *grammars.Graph
	// Generator is what generation ran with (its caps), to tell a cut sibling from a missing one.
	Generator sibling.Options
}

// Outcome is where one label ends.
type Outcome struct {
	Label     string `json:"label"`
	Live      bool   `json:"live"`
	Construct string `json:"construct"`
	Kind      string `json:"kind"`
	Stage     string `json:"stage"`
	Reason    string `json:"reason"`
	// Set is the part of the labeled set the label is in (Label.InSet).
	Set string `json:"set"`
	// Fix is the fix whose path got furthest; Tests the label's sibling tests along it (those
	// carrying the trigger, when any do); Candidate the matching candidate when reported.
	Fix       string   `json:"fix,omitempty"`
	Tests     []string `json:"tests,omitempty"`
	Candidate string   `json:"candidate,omitempty"`
	// Inside lists the kinds of sibling inside the fix's construct (grammars.InsidePart,
	// InsideArgType, InsideClause) among the label's tests along that path; empty when they are
	// all siblings of the construct itself.
	Inside []string `json:"inside,omitempty"`
}

// Count is a reason or stage with how many times it occurs.
type Count struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Report is the funnel of a label set over a campaign.
type Report struct {
	Target    string `json:"target"`
	Live      int    `json:"live"`
	Negatives int    `json:"negatives"`
	// Found counts live labels reported; FalseReports negative labels reported.
	Found        int     `json:"found"`
	FalseReports int     `json:"false_reports"`
	Recall       float64 `json:"recall"`
	// Stages counts the live labels by the stage they end at, in pipeline order;
	// NegativeStages the negatives.
	Stages         []Count   `json:"stages"`
	NegativeStages []Count   `json:"negative_stages"`
	Outcomes       []Outcome `json:"outcomes"`
	// Parts are the same counts for each part of the labeled set (SetDev, SetHoldout): a rule
	// tuned on the dev part earns its place on the holdout.
	Parts []Part `json:"parts"`
	// Candidates counts the campaign's candidates on the target; Confirmed are those matching a
	// live label (a floor on precision), Unexplained those no label explains.
	Candidates  int      `json:"candidates"`
	Confirmed   []string `json:"confirmed"`
	Unexplained []string `json:"unexplained"`
}

// Part is the recall and false reports of one part of a labeled set.
type Part struct {
	Set          string `json:"set"`
	Live         int    `json:"live"`
	Found        int    `json:"found"`
	Negatives    int    `json:"negatives"`
	FalseReports int    `json:"false_reports"`
}

// Funnel follows every label through the campaign and says where it ends. A label is found
// (reported) when a candidate's verdict on a sibling test of the label's construct has the
// label's failure kind (KindsOf); for a hand label the test must come from the label's fix.
func Funnel(labels []Label, c *Campaign) *Report {
	f := &funnel{c: c, gen: c.Generator, siblings: map[string][]string{}, fixes: map[string]*corpus.FixRecord{},
		passed: map[string]*corpus.FixRecord{}, candidateOf: map[string]string{}, words: map[string]map[string]bool{}}
	// Only the caps are read: the defaults fill what the caller left zero.
	f.gen.RandomAnchor = false
	if f.gen.Validate() != nil {
		f.gen = sibling.Options{}
		_ = f.gen.Validate()
	}
	for _, x := range c.Fixes {
		f.fixes[x.ID] = x
	}
	for _, x := range c.PassedOver {
		f.passed[x.ID] = x
	}
	var vs []validate.Verdict
	for _, v := range c.Verdicts {
		vs = append(vs, v)
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].TestID < vs[j].TestID })
	cands := validate.Dedupe(vs)
	for _, cd := range cands {
		for _, t := range cd.Tests {
			f.candidateOf[t] = cd.ID
		}
	}

	rep := &Report{Target: c.Target, Candidates: len(cands), Confirmed: []string{}, Unexplained: []string{}}
	confirmed := map[string]string{}
	for _, cd := range cands {
		if l, ok := f.explained(cd, labels); ok {
			rep.Confirmed = append(rep.Confirmed, cd.ID)
			confirmed[cd.ID] = l
		} else {
			rep.Unexplained = append(rep.Unexplained, cd.ID)
		}
	}
	stages, negStages := map[string]int{}, map[string]int{}
	rep.Parts = []Part{{Set: SetDev}, {Set: SetHoldout}}
	for _, l := range labels {
		o := f.follow(l)
		o.Set = l.InSet()
		part := &rep.Parts[0]
		if o.Set == SetHoldout {
			part = &rep.Parts[1]
		}
		if !l.Live && o.Stage == StageReported && confirmed[o.Candidate] != "" {
			// The candidate that reached the negative is a live label's bug (the test put the
			// trigger where that label's sibling has it): a true report, not a false one.
			o.Stage = StageBenign
			o.Reason = fmt.Sprintf("%s; the candidate is live label %s's bug, reported through another test", o.Reason, confirmed[o.Candidate])
		}
		rep.Outcomes = append(rep.Outcomes, o)
		reported := 0
		if o.Stage == StageReported {
			reported = 1
		}
		if l.Live {
			rep.Live++
			part.Live++
			stages[o.Stage]++
			rep.Found += reported
			part.Found += reported
		} else {
			rep.Negatives++
			part.Negatives++
			negStages[o.Stage]++
			rep.FalseReports += reported
			part.FalseReports += reported
		}
	}
	if rep.Live > 0 {
		rep.Recall = float64(rep.Found) / float64(rep.Live)
	}
	for _, s := range Stages {
		rep.Stages = append(rep.Stages, Count{s, stages[s]})
		rep.NegativeStages = append(rep.NegativeStages, Count{s, negStages[s]})
	}
	return rep
}

type funnel struct {
	c           *Campaign
	gen         sibling.Options
	siblings    map[string][]string
	fixes       map[string]*corpus.FixRecord
	passed      map[string]*corpus.FixRecord
	candidateOf map[string]string
	words       map[string]map[string]bool
}

// siblingsOf is the grammar's siblings of a construct, by name (nil when the grammar does not
// know it): its own siblings, and those inside it (sibling/inside.go): the construct itself,
// whose parts and arguments have siblings of their own, the forms that take the clause it
// names (OVER: every window function), and the clauses it takes (LAG: OVER), so that a fix of
// the clause reaches the form's label.
func (f *funnel) siblingsOf(construct string) []string {
	k := strings.ToUpper(construct)
	if s, ok := f.siblings[k]; ok {
		return s
	}
	var out []string
	if g := f.c.Graph; g != nil {
		_, ferr := g.Find(construct)
		sibs, err := g.Siblings(construct)
		if err == nil {
			for _, s := range sibs {
				out = append(out, s.Construct)
			}
		}
		if ferr == nil || err == nil {
			out = append(out, k)
		}
		for _, s := range g.ClauseUsers(construct, "") {
			out = append(out, s.Construct)
		}
		out = append(out, g.ClausesOf(construct)...)
	}
	f.siblings[k] = out
	return out
}

// fragmentOf reports whether a test can be the label's sibling by what it changed: a test of
// another part or argument type inside the fix's construct (CAST(a AS CHAR) for a label of
// CAST(a AS DOUBLE)) names the same construct but not the label's statement. A label without
// its statement, or a test with no fragment, is matched by the construct alone.
func fragmentOf(t sibling.Test, l Label) bool {
	if t.Fragment == "" || strings.TrimSpace(l.SQL) == "" {
		return true
	}
	norm := func(s string) string {
		return strings.NewReplacer(" (", "(", "( ", "(", " )", ")", " ,", ",", ", ", ",").Replace(strings.Join(strings.Fields(strings.ToUpper(s)), " "))
	}
	re, err := regexp.Compile(`(^|[^A-Z0-9_$])` + regexp.QuoteMeta(norm(t.Fragment)) + `($|[^A-Z0-9_$])`)
	return err == nil && re.MatchString(norm(l.SQL))
}

// mostPerAnchor is the most tests a set holds of one anchor: the cap is per anchor.
func mostPerAnchor(set *sibling.Set) int {
	n := map[string]int{}
	most := 0
	for _, t := range set.Tests {
		n[t.Anchor]++
		most = max(most, n[t.Anchor])
	}
	return most
}

// isSibling reports whether b is a grammar sibling of a.
func (f *funnel) isSibling(a, b string) bool {
	return slices.ContainsFunc(f.siblingsOf(a), func(s string) bool { return profile.SameConstruct(s, b) })
}

// reaching returns the constructs of fix that the label's construct is a grammar sibling of.
func (f *funnel) reaching(l Label, fix *corpus.FixRecord) []string {
	words := f.wordsOf(fix)
	var out []string
	for _, c := range f.siblingsOf(l.Construct) {
		// The words of the fix's statements rule most constructs out before a regexp is run.
		if slices.Contains(out, c) || !allIn(strings.Fields(strings.ToUpper(c)), words) || !f.isSibling(c, l.Construct) {
			continue
		}
		for _, tc := range fix.Tests {
			if slices.ContainsFunc(tc.Statements, func(s testfmt.Statement) bool { return Holds(s.SQL, c) }) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// wordsOf is the set of upper-cased words in a fix's test statements.
func (f *funnel) wordsOf(fix *corpus.FixRecord) map[string]bool {
	if w, ok := f.words[fix.ID]; ok {
		return w
	}
	w := map[string]bool{}
	for _, tc := range fix.Tests {
		for _, s := range tc.Statements {
			for _, x := range strings.FieldsFunc(strings.ToUpper(s.SQL), func(r rune) bool {
				return !(r == '_' || r == '$' || r >= 0x80 || unicode.IsLetter(r) || unicode.IsDigit(r))
			}) {
				w[x] = true
			}
		}
	}
	f.words[fix.ID] = w
	return w
}

func allIn(words []string, set map[string]bool) bool {
	for _, w := range words {
		if !set[w] {
			return false
		}
	}
	return len(words) > 0
}

func (f *funnel) follow(l Label) Outcome {
	o := Outcome{Label: l.ID, Live: l.Live, Construct: l.Construct, Kind: l.Kind()}
	end := func(stage, reason string) Outcome {
		o.Stage, o.Reason = stage, reason
		return o
	}
	if l.Fix != "" {
		// A hand label names its fix and the construct that fix repaired.
		if f.c.Graph == nil {
			return end(StageOutOfReach, "no grammar for the target")
		}
		if _, err := f.c.Graph.Siblings(l.FixConstruct); err != nil {
			return end(StageOutOfReach, fmt.Sprintf("the fix's construct: %v", err))
		}
		if !f.isSibling(l.FixConstruct, l.Construct) {
			return end(StageOutOfReach, fmt.Sprintf("%s is not a grammar sibling of %s, the construct %s repaired", l.Construct, l.FixConstruct, l.Fix))
		}
		fix := f.fixes[l.Fix]
		if fix == nil {
			o.Fix = l.Fix
			if f.passed[l.Fix] != nil {
				return end(StageNotMined, "the miner passed over it: its message gives no sign of a fix")
			}
			return end(StageNotMined, fmt.Sprintf("fix %s is not in the store: mine or import it", l.Fix))
		}
		return f.path(l, fix, o)
	}

	// A time-travel label: every fix that holds a construct it is a sibling of reaches it.
	var reach []*corpus.FixRecord
	for _, fix := range f.c.Fixes {
		if len(f.reaching(l, fix)) > 0 {
			reach = append(reach, fix)
		}
	}
	if len(reach) == 0 {
		var passed []string
		for _, fix := range f.c.PassedOver {
			if len(f.reaching(l, fix)) > 0 {
				passed = append(passed, shortHash(fix.ID)+" "+short(fix.Title))
			}
		}
		if len(passed) > 0 {
			o.Fix = strings.Fields(passed[0])[0]
			return end(StageNotMined, fmt.Sprintf("%s it, all passed over by the miner for want of a fix word: %s", tally.Plural(len(passed), "commit reaches", "commits reach"), strings.Join(first(passed, 3), "; ")))
		}
		if len(f.siblingsOf(l.Construct)) == 0 {
			return end(StageOutOfReach, fmt.Sprintf("%s has no siblings in the grammar", l.Construct))
		}
		return end(StageOutOfReach, fmt.Sprintf("no fix of the campaign holds a construct %s is a grammar sibling of", l.Construct))
	}
	best := Outcome{Stage: StageOutOfReach}
	for _, fix := range reach {
		got := f.path(l, fix, o)
		if stageIndex(got.Stage) > stageIndex(best.Stage) {
			best = got
		}
		if got.Stage == StageReported {
			break
		}
	}
	if len(reach) > 1 {
		best.Reason += fmt.Sprintf(" (furthest of %d fixes that reach it)", len(reach))
	}
	return best
}

// path follows one fix that reaches the label from its profile to a verdict.
func (f *funnel) path(l Label, fix *corpus.FixRecord, o Outcome) Outcome {
	o.Fix = fix.ID
	end := func(stage, reason string) Outcome {
		o.Stage, o.Reason = stage, reason
		return o
	}
	p := f.c.Profiles[fix.ID]
	if p == nil {
		return end(StageProfile, "the fix has no profile yet")
	}
	var anchors []string
	if p.Status == profile.Accepted {
		anchors = []string{p.Trigger.Fault}
	} else {
		anchors = sibling.CandidateAnchors(p, f.gen.Candidates)
	}
	if !slices.ContainsFunc(anchors, func(a string) bool { return f.isSibling(a, l.Construct) }) {
		if p.Status == profile.Accepted {
			return end(StageProfile, fmt.Sprintf("n_fault is %s, of which %s is no grammar sibling", p.Trigger.Fault, l.Construct))
		}
		return end(StageProfile, fmt.Sprintf("dropped (%s); its candidates mutated (%s) do not have %s as a sibling", p.Reason, orAny(strings.Join(anchors, ", ")), l.Construct))
	}

	set := f.c.Sets[fix.ID]
	if set == nil {
		return end(StageNotGenerated, "no sibling set stored for the fix")
	}
	var tests []sibling.Test
	for _, t := range set.Tests {
		if profile.SameConstruct(t.Construct, l.Construct) && fragmentOf(t, l) {
			tests = append(tests, t)
			if t.Inside != "" && !slices.Contains(o.Inside, t.Inside) {
				o.Inside = append(o.Inside, t.Inside)
			}
		}
	}
	if len(tests) == 0 {
		for _, r := range set.Rejected {
			if profile.SameConstruct(r.Construct, l.Construct) {
				return end(StageNotGenerated, "⊥: "+r.Reason)
			}
		}
		switch {
		case set.Reason != "":
			return end(StageNotGenerated, set.Reason)
		case mostPerAnchor(set) >= f.gen.MaxTests:
			return end(StageNotGenerated, fmt.Sprintf("cut by the cap: an anchor of the fix has %d tests, the cap is %d", mostPerAnchor(set), f.gen.MaxTests))
		}
		return end(StageNotGenerated, fmt.Sprintf("not among the siblings generated from %s (the target's catalog or the family left it out)", strings.Join(anchors, ", ")))
	}
	var carrying []sibling.Test
	var seen []string
	for _, t := range tests {
		ok, have := Carries(t, l.Construct, l.Trigger)
		if ok {
			carrying = append(carrying, t)
		}
		for _, h := range have {
			if !slices.Contains(seen, h) {
				seen = append(seen, h)
			}
		}
	}
	if len(carrying) == 0 {
		slices.Sort(seen)
		return end(StageNoTrigger, fmt.Sprintf("%s of %s, none with %s in its arguments (they carry: %s)", tally.Plural(len(tests), "test", "tests"), l.Construct,
			strings.Join(l.Trigger, "+"), orAny(strings.Join(seen, ", "))))
	}
	for _, t := range carrying {
		o.Tests = append(o.Tests, t.ID)
	}

	var ran []validate.Verdict
	notRun := ""
	for _, t := range carrying {
		v, ok := f.c.Verdicts[t.ID]
		switch {
		case !ok:
			notRun = orString(notRun, "not validated on "+f.c.Target)
		case v.Facts.Outcome == "":
			notRun = orString(notRun, v.Reason)
		default:
			ran = append(ran, v)
		}
	}
	if len(ran) == 0 {
		return end(StageNotRun, notRun)
	}
	other := ""
	for _, v := range ran {
		if !v.Candidate() {
			continue
		}
		kinds := KindsOf(v, p)
		if Matches(l, v, p) {
			o.Candidate = f.candidateOf[v.TestID]
			return end(StageReported, fmt.Sprintf("candidate %s: %s (%s)", o.Candidate, v.Facts.Signature, strings.Join(v.Evidence, ", ")))
		}
		if slices.Contains(kinds, l.Kind()) {
			other = orString(other, fmt.Sprintf("reported with outcome %s (%s), where the label's is %s", v.Facts.Outcome, v.Facts.Signature, l.Class))
		} else {
			other = orString(other, fmt.Sprintf("reported as %s (%s), not as %s", strings.Join(kinds, "+"), v.Facts.Signature, l.Kind()))
		}
	}
	if other != "" {
		return end(StageBenign, other)
	}
	return end(StageBenign, benignReason(ran[0]))
}

// benignReason names the first stage that did not hold, with its last reasoning, or why the
// verdict was not reached.
func benignReason(v validate.Verdict) string {
	for _, s := range v.Stages {
		if !s.Holds {
			why := ""
			if n := len(s.Reasoning); n > 0 {
				why = ": " + s.Reasoning[n-1]
			}
			return s.Name + why
		}
	}
	if v.Reason != "" {
		return v.Reason + " (" + v.Facts.Signature + ")"
	}
	return "no evidence: " + v.Facts.Signature
}

// KindsOf is the failure kinds a candidate verdict shows: a crash or internal error is a crash;
// an oracle violation a wrong result; a fix-derived report takes its kind from the profile's
// O_fix (no crash, no internal error: crash; rejects, accepts: error; result, hint: wrong
// result when the sibling statement ran, an error when it failed with one).
func KindsOf(v validate.Verdict, p *profile.Profile) []string {
	var out []string
	add := func(k string) {
		if k != "" && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	for _, e := range v.Evidence {
		switch e {
		case validate.EvidenceCrash:
			add(KindCrash)
		case validate.EvidenceErrorPath:
			add(KindError)
		case validate.EvidenceOracle:
			add(KindWrongResult)
		case validate.EvidenceFix:
			if p == nil {
				continue
			}
			switch p.Validation.Oracle.Kind {
			case profile.OracleNoCrash, profile.OracleNoInternalError:
				add(KindCrash)
			case profile.OracleRejects, profile.OracleAccepts:
				add(KindError)
			case profile.OracleResult, profile.OracleHint:
				// A sibling that errors where the fix wants a result shows an error, not a
				// wrong result: the label of a wrong value is another bug.
				switch v.Facts.Outcome {
				case dbms.OutcomeError:
					add(KindError)
				case dbms.OutcomeOK:
					add(KindWrongResult)
				}
			}
		}
	}
	return out
}

// Matches is the matching rule between a label and a candidate verdict on a sibling test of its
// construct: the verdict shows the label's failure kind (KindsOf), and a label that says whether
// the server went down (class crash) or answered with an internal error (class internal), or
// records the statement's outcome (ok, error), is matched only by the same outcome: a garbled
// error message is not the crash a label recorded.
func Matches(l Label, v validate.Verdict, p *profile.Profile) bool {
	if !v.Candidate() || !slices.Contains(KindsOf(v, p), l.Kind()) {
		return false
	}
	switch l.Class {
	case profile.ClassCrash:
		return v.Facts.Outcome == dbms.OutcomeCrash
	case profile.ClassInternal:
		return v.Facts.Outcome != dbms.OutcomeCrash
	}
	// A time-travel label records the sibling's outcome on the release ("ok, rows (1)",
	// "error 1105 ..."): a candidate whose statement ends otherwise is another bug (an error
	// where the label saw a wrong value, or the reverse).
	for _, o := range []string{dbms.OutcomeOK, dbms.OutcomeError} {
		if strings.HasPrefix(l.Observed, o+" ") || strings.HasPrefix(l.Observed, o+",") {
			return v.Facts.Outcome == o
		}
	}
	return true
}

// explained names the live label a candidate matches, if one does: the same construct, a verdict of
// the label's kind, and for a hand label a test of the label's fix.
func (f *funnel) explained(cd validate.Candidate, labels []Label) (string, bool) {
	for _, l := range labels {
		if !l.Live || !profile.SameConstruct(cd.Construct, l.Construct) {
			continue
		}
		for _, v := range cd.Verdicts {
			if (l.Fix == "" || v.FixID == l.Fix) && Matches(l, v, f.c.Profiles[v.FixID]) {
				return l.ID, true
			}
		}
	}
	return "", false
}

func stageIndex(s string) int { return slices.Index(Stages, s) }

func counts(m map[string]int) []Count {
	out := make([]Count, 0, len(m))
	for k, n := range m {
		out = append(out, Count{k, n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Name < out[j].Name
	})
	return out
}

func first(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func orString(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
