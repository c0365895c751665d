// Package validate is stage 5 of the pipeline (Reaper paper §3.3, Figure 5, Table 3): it decides
// whether a sibling test's execution shows a sibling bug. Siblings legitimately behave
// differently from the historical construct, so a difference alone is not a finding; the
// Validation Profile V = ⟨P_fail, C_fix, O_fix⟩ recovered from the fix is:
//
//   - Stage I, match P_fail: does the sibling's execution show the historical failure pattern?
//   - Stage II, apply C_fix: does the fix-derived criterion apply to the selected sibling?
//   - Stage III, check O_fix: is the fix-derived oracle violated under its conditions?
//
// A sibling bug is reported only when all three hold (the paper's equation 1). Each stage has two
// brains: Rules (failure signatures, the recorded post-fix outcome as the expected behaviour,
// benign rejections from data tables) and LLM (three prompts in package prompts). Every stage
// keeps its reasoning for the reviewer.
//
// Beside the stages, evidence that needs no profile is kept apart: a crash or internal error of
// the sibling statement, a NoREC/TLP violation on it (package validate/oracle), and the
// historical-vs-sibling differential. Candidates are verdicts with evidence, deduplicated by
// (sibling construct, failure signature) across profiles, keeping every reproducing test.
//
// A found bug is a value: a Verdict. An error means the tooling failed (a model endpoint that
// cannot be reached). A verdict that could not be reached (the sibling's context failed, the
// model's answer stayed malformed) is "not validated" with the reason, never a silent pass.
package validate

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// Evidence classes, kept apart in a verdict and a candidate.
const (
	// EvidenceFix: the fix-derived verdict, all three stages hold.
	EvidenceFix = "fix-derived"
	// EvidenceOracle: NoREC or TLP found the sibling statement inconsistent.
	EvidenceOracle = "oracle"
	// EvidenceCrash: the sibling statement crashed the server or raised an internal error.
	EvidenceCrash = "crash"
	// EvidenceErrorPath: the sibling statement fails with an ordinary error whose message shows
	// the engine's own error or value path went wrong (a type switch's default naming a Go type,
	// a value its column's type does not hold), and the reference engine does not reject the
	// statement too.
	EvidenceErrorPath = "error path"
	// EvidenceDifferential: the sibling's outcome differs from the historical statement's on the
	// same target. It is shown beside the others but makes no candidate on its own.
	EvidenceDifferential = "differential"
	// EvidenceMessage: the sibling statement is rejected where the fixed statement's or the
	// reference engine's is too, with another message. Both engines refuse the statement, so
	// at most the message is wrong: shown beside the others, never a candidate.
	EvidenceMessage = "message"
)

// supporting are the evidence classes shown beside the others that make no candidate alone.
var supporting = map[string]bool{EvidenceDifferential: true, EvidenceReference: true, EvidenceMessage: true}

// Stage names.
const (
	StageFailure   = "I match P_fail"
	StageCriterion = "II apply C_fix"
	StageOracle    = "III check O_fix"
)

// Input is one sibling test's execution with what judges it.
type Input struct {
	Profile *profile.Profile `json:"profile"`
	Test    sibling.Test     `json:"test"`
	// Product is the target's product (dbms.Info.Product), which picks the error tables.
	Product string `json:"product"`
	// Sibling is the run of the sibling test, Historical the run of S_orig (the same test with
	// S_key in place) on the same target: Setup, then Statements.
	Sibling    *dbms.Execution `json:"sibling"`
	Historical *dbms.Execution `json:"historical,omitempty"`
	// Oracles are the NoREC and TLP results on the sibling statement (none when it is not a
	// query an oracle can transform).
	Oracles []oracle.Result `json:"oracles,omitempty"`
	// Reference is what a reference engine says of the sibling statement (reference.go); nil
	// when the run has none.
	Reference *Reference `json:"reference,omitempty"`
	// Release is what another release of the target's engine says of the sibling statement
	// (release.go); nil when the run has none.
	Release *Release `json:"release,omitempty"`
	// Handler is the target catalog's Handler of the test's construct
	// (dbms.CatalogFunction.Handler): the DBMS's code behind the name, "" when the catalog
	// names none. The verdict carries it for the clustering into bugs (Cluster).
	Handler string `json:"handler,omitempty"`
}

// Facts are what both brains read off an Input before judging.
type Facts struct {
	// Outcome is the sibling statement's dbms outcome (ok, error, crash, hang, internal);
	// Validity its class in the tables of package sibling (ok, syntax, semantic, other).
	Outcome  string      `json:"outcome"`
	Validity string      `json:"validity"`
	Result   dbms.Result `json:"result"`
	// Signature is the failure signature: the outcome with the error's code and normalized
	// message ("error 1264: Out of range value for column '?' at row N").
	Signature string `json:"signature"`
	// Historical is the historical statement's outcome and signature on the target; Recorded
	// the outcome its test recorded after the fix (ok, rows, error).
	Historical          string `json:"historical,omitempty"`
	HistoricalSignature string `json:"historical_signature,omitempty"`
	Recorded            string `json:"recorded,omitempty"`
	RecordedError       string `json:"recorded_error,omitempty"`
	// Differs says the sibling's signature differs from the historical one's.
	Differs bool `json:"differs"`
	// Unsupported names the table entry when the sibling's error says the target does not
	// support the feature.
	Unsupported string `json:"unsupported,omitempty"`
	// InternalLike names the table entry when an error message shows an internal failure or a
	// broken error path; Kind is the sibling statement's kind as the engine reported it (failure.KindOf):
	// crash, internal, error, or "" when it succeeded.
	InternalLike string       `json:"internal_like,omitempty"`
	Kind         failure.Kind `json:"kind,omitempty"`
	// FixChecked says the historical run tells whether the target has the fix (Lacking); Lacks
	// then says how the target fails the historical statement as code without the fix would,
	// "" when it behaves as the fix recorded.
	FixChecked bool   `json:"fix_checked,omitempty"`
	Lacks      string `json:"lacks,omitempty"`
	// Lost are the historical statement's names and values the sibling statement no longer has
	// (its trigger), none when it kept them all.
	Lost []string `json:"lost,omitempty"`
}

// Stage is one stage's judgment.
type Stage struct {
	Name string `json:"name"`
	// Holds is the stage's answer: Match, Applicable, Violated.
	Holds     bool     `json:"holds"`
	Reasoning []string `json:"reasoning"`
}

// Verdict is what validation made of one sibling test.
type Verdict struct {
	TestID    string `json:"test_id"`
	FixID     string `json:"fix_id"`
	Anchor    string `json:"anchor"`
	Construct string `json:"construct"`
	Brain     string `json:"brain"`
	// Handler is the construct's implementation in the DBMS (Input.Handler), "" when unknown:
	// the constructs of one handler are one root cause (Cluster).
	Handler string `json:"handler,omitempty"`
	// Validated is false when no verdict could be reached; Reason says why, and Unreached is
	// that reason without the test's particulars, for counting (UnreachedOf reads it).
	Validated bool      `json:"validated"`
	Reason    string    `json:"reason,omitempty"`
	Unreached Unreached `json:"unreached,omitempty"`
	Facts     Facts     `json:"facts"`
	Stages    []Stage   `json:"stages,omitempty"`
	// Report is the fix-derived verdict: every stage holds.
	Report bool `json:"report"`
	// Reference is what the reference engine said of the sibling test (Input.Reference).
	Reference *Reference `json:"reference,omitempty"`
	// Kind is what the finding is, when the verdict makes a candidate.
	Kind     failure.Kind    `json:"kind,omitempty"`
	Oracles  []oracle.Result `json:"oracles,omitempty"`
	Evidence []string        `json:"evidence,omitempty"`
	// Tokens counts the model's tokens spent on this verdict (LLM brain).
	Tokens int `json:"tokens,omitempty"`
	// Unagreed is set when the verdict was judged under the Validation Profile of a fix whose
	// analyzers did not agree on n_fault (profile.Validation.Unagreed): less certain.
	Unagreed bool `json:"unagreed,omitempty"`
	// Upstream, when set, is the mined fix the target lacks that accounts for the sibling's
	// failure: its own fix (LacksFix, from Facts.Lacks; the caller that knows the fix's date
	// fills it in) or the fix whose regression statement the sibling statement is
	// (FixedUpstream, which the caller sets from the fixes it holds). Such a candidate is shown
	// apart and makes no bug.
	Upstream *Upstream `json:"upstream,omitempty"`
}

// Unreached is why a test reached no verdict, one of the Unreached kinds: its Reason without the
// test's particulars.
type Unreached string

// Kinds of a verdict not reached.
const (
	// UnreachedNoInput: no profile or no run of the sibling test to judge.
	UnreachedNoInput Unreached = "no profile or no execution of the sibling test"
	// UnreachedNotRun: the sibling statement did not run (its context failed, or the run ended
	// before it); the reason quotes the target's message.
	UnreachedNotRun Unreached = "the sibling statement did not run"
	// UnreachedNoValidation: the profile has no Validation Profile to judge under.
	UnreachedNoValidation Unreached = "the profile has no validation profile"
	// UnreachedBrain: the brain could not reach a verdict (the model's answer stayed malformed).
	UnreachedBrain Unreached = "the brain reached no verdict"
	// UnreachedOverBudget: the test was past its validation budget (package campaign).
	UnreachedOverBudget Unreached = tally.OverBudget
)

// UnreachedOf is why v reached no verdict, "" for a validated one. A verdict stored before
// verdicts carried Unreached has it read off its Reason here, the one place that reads one back.
func UnreachedOf(v Verdict) Unreached {
	switch r := v.Reason; {
	case v.Validated:
		return ""
	case v.Unreached != "":
		return v.Unreached
	case strings.HasPrefix(r, tally.OverBudgetReason("")):
		return UnreachedOverBudget
	case strings.HasPrefix(r, string(UnreachedNotRun)+": "):
		return UnreachedNotRun
	case strings.HasPrefix(r, string(UnreachedNoInput)):
		return UnreachedNoInput
	case strings.HasPrefix(r, string(UnreachedNoValidation)):
		return UnreachedNoValidation
	}
	return UnreachedBrain
}

// UnagreedNote says what a verdict's Unagreed means, for the pages and reports that show it.
const UnagreedNote = "judged under the validation profile of a fix whose analyzers did not agree on n_fault (the test's recorded outcome and the description): less certain"

// Candidate reports whether the verdict makes a candidate bug: evidence other than the
// differential and the reference engine's, which support a report but make none alone.
func (v Verdict) Candidate() bool {
	for _, e := range v.Evidence {
		if !supporting[e] {
			return true
		}
	}
	return false
}

// Brain judges the three stages over the facts of an input.
type Brain interface {
	Name() string
	// Judge returns the three stages in order. An error of type *NotValidated leaves the
	// verdict "not validated" with its reason; any other error is a tooling failure.
	Judge(ctx context.Context, in *Input, f Facts) ([]Stage, int, error)
}

// NotValidated is a brain's way to say it could not reach a verdict (a malformed answer).
type NotValidated struct{ Reason string }

func (e *NotValidated) Error() string { return e.Reason }

// Validate judges one input.
func Validate(ctx context.Context, b Brain, in *Input) (Verdict, error) {
	v := Verdict{TestID: in.Test.ID, FixID: in.Test.FixID, Anchor: in.Test.Anchor, Construct: in.Test.Construct,
		Handler: in.Handler, Brain: b.Name(), Oracles: in.Oracles, Reference: in.Reference}
	if in.Profile == nil || in.Sibling == nil {
		v.Unreached, v.Reason = UnreachedNoInput, string(UnreachedNoInput)
		return v, nil
	}
	judged := sibling.Judge(in.Product, in.Test, in.Sibling.Results)
	if judged.Class == sibling.ClassNotRun {
		v.Unreached, v.Reason = UnreachedNotRun, string(UnreachedNotRun)+": "+judged.Reason
		return v, nil
	}
	v.Facts = facts(in)
	if v.Facts.Lacks != "" {
		exp := in.Test.Statements[in.Test.Key].Expect
		v.Upstream = &Upstream{Relation: LacksFix, Fix: in.Test.FixID, Statement: in.Test.Original,
			Recorded: DescribeExpect(exp), Observed: v.Facts.Lacks}
	}
	switch f := v.Facts; {
	case failed(f):
		v.Evidence = append(v.Evidence, EvidenceCrash)
	case f.InternalLike != "" && errorPathFails(in):
		v.Evidence = append(v.Evidence, EvidenceErrorPath)
	case f.InternalLike != "":
		// Refused by both engines, in other words: a message, never a bug of its own.
		v.Evidence = append(v.Evidence, EvidenceMessage)
	}
	for _, o := range in.Oracles {
		if o.Verdict == oracle.Violation {
			v.Evidence = append(v.Evidence, EvidenceOracle)
			break
		}
	}
	if v.Facts.Differs {
		v.Evidence = append(v.Evidence, EvidenceDifferential)
	}
	if in.Reference != nil && in.Reference.Divergence != "" {
		v.Evidence = append(v.Evidence, EvidenceReference)
	}
	if in.Release != nil && in.Release.Direction != "" {
		v.Evidence = append(v.Evidence, in.Release.Direction)
	}
	if in.Profile.Validation.Failure.Class == "" || in.Profile.Validation.Oracle.Kind == "" {
		// A profile made before every fix got a Validation Profile, or whose test names no key
		// statement: its evidence that needs none (a crash, an oracle) still stands.
		v.Unreached, v.Reason = UnreachedNoValidation, string(UnreachedNoValidation)+" (P_fail, C_fix, O_fix)"
		return v, nil
	}
	v.Unagreed = in.Profile.Validation.Unagreed
	stages, tokens, err := b.Judge(ctx, in, v.Facts)
	v.Tokens = tokens
	if nv, ok := err.(*NotValidated); ok {
		v.Unreached, v.Reason = UnreachedBrain, nv.Reason
		return v, nil
	}
	if err != nil {
		return v, fmt.Errorf("validate test %s (fix %s): %w", in.Test.ID, in.Test.FixID, err)
	}
	v.Validated, v.Stages = true, stages
	v.Report = len(stages) == 3
	for _, s := range stages {
		v.Report = v.Report && s.Holds
	}
	if v.Report && !v.Candidate() {
		// Fix-derived evidence alone reads the sibling against the fix's expectation, which the
		// sibling may not share; an engine of the same family that behaves as the target does
		// says the expectation is not the sibling's.
		if why, both := referenceAgrees(in, v.Facts); why != "" {
			v.Report = false
			if both {
				v.Evidence = addAll(v.Evidence, EvidenceMessage)
			}
			stages[2].Holds = false
			stages[2].Reasoning = append(stages[2].Reasoning, "the reference engine agrees with the target ("+why+
				"): the fix's expectation is not borne out for this sibling")
		}
	}
	if v.Report {
		v.Evidence = append([]string{EvidenceFix}, v.Evidence...)
	}
	if v.Candidate() {
		v.Kind = kindOf(v)
	}
	return v, nil
}

// kindOf is the kind of a candidate verdict: the engine's own failure (crash, internal), else an
// error the evidence says should not be, else a wrong result of a statement that succeeded.
func kindOf(v Verdict) failure.Kind {
	switch {
	case v.Facts.Kind != "":
		return v.Facts.Kind
	case v.Facts.Outcome == dbms.OutcomeOK:
		return failure.KindWrongResult
	}
	return failure.KindError
}

// errorPathFails reports whether an error whose message marks a broken error path (Facts'
// InternalLike, of kind error) stands as a finding: unless the reference engine rejects the
// sibling statement too, in which case only the message is at stake.
func errorPathFails(in *Input) bool {
	o := in.referenceOutcome()
	return o == "" || o == dbms.OutcomeOK
}

// referenceOutcome is the outcome of the reference engine's run of the sibling statement, ""
// when none ran it.
func (in *Input) referenceOutcome() string {
	if in.Reference == nil || in.Reference.Result == nil {
		return ""
	}
	return in.Reference.Result.Outcome
}

// referenceAgrees says how the reference engine's run of the sibling test agrees with the
// target's, or "": it could not run the test (its context failed, its parser refused the
// statement the target ran), both reject the statement with an error of their own (neither
// internal: both is then true, the messages alone differ), or both succeed with the same rows.
// A reference of another dialect family (Reference.Across) agrees only by the same rows.
func referenceAgrees(in *Input, f Facts) (why string, both bool) {
	ref := in.Reference
	if ref == nil {
		return "", false
	}
	if ref.Across {
		// Another family's engine: its rows are the ground truth, its refusals are its own
		// grammar's and catalog's.
		if f.Outcome == dbms.OutcomeOK && ref.Result != nil && ref.Result.Outcome == dbms.OutcomeOK && ref.Divergence == "" &&
			(ref.NotCompared == "" || ref.NotCompared == noResultSet) {
			return "both succeed with the same result", false
		}
		return "", false
	}
	if strings.HasPrefix(ref.NotCompared, referenceNotRun+": ") {
		return "it cannot run the test: " + strings.TrimPrefix(ref.NotCompared, referenceNotRun+": "), false
	}
	r := ref.Result
	if r == nil {
		return "", false
	}
	switch {
	case f.Kind == failure.KindError && r.Outcome == dbms.OutcomeError && ref.Kind == failure.KindError:
		return "both reject the statement: " + Signature(*r), true
	case f.Outcome == dbms.OutcomeOK && r.Outcome == dbms.OutcomeError && ref.Class == failure.ClassSyntax:
		return "its parser refuses the statement: " + Signature(*r), false
	case f.Outcome == dbms.OutcomeOK && r.Outcome == dbms.OutcomeOK && ref.Divergence == "" &&
		(ref.NotCompared == "" || ref.NotCompared == noResultSet):
		return "both succeed with the same result", false
	}
	return "", false
}

// facts reads the sibling and historical statements' outcomes.
func facts(in *Input) Facts {
	key := len(in.Test.Setup) + in.Test.Key
	r := in.Sibling.Results[key]
	f := Facts{Outcome: r.Outcome, Validity: failure.Classify(in.Product, r), Result: r, Signature: Signature(r)}
	exp := in.Test.Statements[in.Test.Key].Expect
	f.Recorded, f.RecordedError = exp.Kind, exp.Error
	if in.Historical != nil && key < len(in.Historical.Results) {
		h := in.Historical.Results[key]
		f.Historical, f.HistoricalSignature = h.Outcome, Signature(h)
		f.Differs = f.HistoricalSignature != f.Signature
		orig := in.Test.Statements[in.Test.Key]
		orig.SQL = in.Test.Original
		f.Lacks, f.FixChecked = Lacking(in.Product, len(in.Test.Setup), orig, in.Historical.Results, key)
	}
	f.Unsupported = failure.Unsupported(in.Product, r)
	f.InternalLike = failure.InternalLike(in.Product, r)
	f.Kind = failure.KindOf(in.Product, r)
	f.Lost = lostTrigger(in)
	return f
}

// Signature is a result's failure signature: its outcome, and for an error the code and the
// message's shape; result rows are not part of it. It is a key: a reader is shown Shown.
func Signature(r dbms.Result) string { return signature(r, sibling.Normalize) }

// Shown is a result's failure as Signature spells it, with the message as the target gave it:
// what a reader is shown of a group of failures Signature puts together.
func Shown(r dbms.Result) string { return signature(r, func(msg string) string { return msg }) }

// signature is Signature with the message shaped by shape.
func signature(r dbms.Result, shape func(string) string) string {
	switch r.Outcome {
	case dbms.OutcomeError, dbms.OutcomeInternal:
		var b strings.Builder
		b.WriteString(r.Outcome)
		if r.Code != 0 {
			b.WriteString(" " + strconv.Itoa(r.Code))
		}
		if r.SQLState != "" {
			b.WriteString(" " + r.SQLState)
		}
		msg, _, _ := strings.Cut(strings.TrimSpace(r.Message), "\n")
		b.WriteString(": " + shape(msg))
		return b.String()
	case "":
		return "not run"
	}
	return r.Outcome
}

// Candidate is a deduplicated finding: one sibling construct failing one way, with every test
// that reproduces it.
type Candidate struct {
	ID        string `json:"id"`
	Construct string `json:"construct"`
	Signature string `json:"signature"`
	// Kind is the strongest kind of its verdicts.
	Kind failure.Kind `json:"kind"`
	// Example is how its first test fails, as Signature spells it but with the message as the
	// target gave it (Shown): what a reader is shown, where Signature is the key.
	Example string `json:"example"`
	// Score is its evidence score (score.go), the best of its verdicts' and its breadth, as a
	// bug's is; ScoreWhy the signs it is made of.
	Score    int      `json:"score"`
	ScoreWhy []string `json:"score_why"`
	Evidence []string `json:"evidence"`
	Fixes    []string `json:"fixes"`
	Tests    []string `json:"tests"`
	// Verdicts are the verdicts of Tests, in the same order.
	Verdicts []Verdict `json:"verdicts"`
	// Upstream is set when every test's failure is accounted for by a fix the target lacks
	// (Verdict.Upstream; FixedUpstream first): the candidate is shown apart and makes no bug.
	Upstream *Upstream `json:"upstream,omitempty"`
}

// Dedupe groups the candidate verdicts by (sibling construct, failure signature), keeping every
// test, in a stable order: most evidence classes first, then most tests, then by id.
func Dedupe(vs []Verdict) []Candidate {
	byKey := map[string]*Candidate{}
	for _, v := range vs {
		if !v.Candidate() {
			continue
		}
		construct := strings.ToUpper(v.Construct)
		sig, example := v.Facts.Signature, Shown(v.Facts.Result)
		for _, o := range v.Oracles {
			// An inconsistent result is its own failure: the oracle and the case it broke.
			if o.Verdict == oracle.Violation {
				sig += "; " + o.Oracle + " " + o.Variant + " violation"
				example += "; " + o.Oracle + " " + o.Variant + " violation"
			}
		}
		k := construct + "\x00" + sig
		c := byKey[k]
		if c == nil {
			c = &Candidate{ID: keyID(k), Construct: construct, Signature: sig, Example: example}
			byKey[k] = c
		}
		c.Tests = append(c.Tests, v.TestID)
		c.Verdicts = append(c.Verdicts, v)
		c.Kind = c.Kind.Stronger(v.Kind)
		c.Fixes = addAll(c.Fixes, v.FixID)
		c.Evidence = addAll(c.Evidence, v.Evidence...)
	}
	out := make([]Candidate, 0, len(byKey))
	for _, c := range byKey {
		c.Upstream = upstreamOf(c.Verdicts)
		c.Score, c.ScoreWhy = scoreOver(c.Verdicts, len(c.Tests), len(c.Fixes))
		sort.Strings(c.Evidence)
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i].Evidence) != len(out[j].Evidence) {
			return len(out[i].Evidence) > len(out[j].Evidence)
		}
		if len(out[i].Tests) != len(out[j].Tests) {
			return len(out[i].Tests) > len(out[j].Tests)
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// upstreamOf is the fix the target lacks that accounts for every verdict's failure, nil when one
// verdict has none: a fix it lacks that the sibling statement is a regression statement of
// first, else the first verdict's own fix.
func upstreamOf(vs []Verdict) *Upstream {
	var out *Upstream
	for _, v := range vs {
		switch {
		case v.Upstream == nil:
			return nil
		case out == nil, v.Upstream.Relation == FixedUpstream && out.Relation != FixedUpstream:
			out = v.Upstream
		}
	}
	return out
}
