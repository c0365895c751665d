// Package profile is stage 2 of the pipeline (Reaper paper §3.1, Figure 3): it turns a fix record
// into a Bug Profile Ψ = ⟨T, V⟩. The Query Analyzer reads the regression test and the description
// and names the bug-triggering construct n_fault, the key statement S_key and the failure pattern
// P_fail; the Patch Analyzer reads the patch and the description and names n_fault, the
// fix-derived criterion C_fix and oracle O_fix; the Orchestrator accepts n_fault only when both
// name the same construct, sends each the other's findings when they do not, and drops the fix
// when they still disagree after the last round.
//
// The analyzers have two implementations, the brains: Rules (rules.go), deterministic and offline,
// and LLM (llm.go), agents behind an OpenAI-compatible endpoint with prompts from package prompts.
// The package is pure over values: storing profiles is the caller's business.
package profile

import (
	"strings"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// Failure classes: what the fixed bug did. They decide the fix-derived oracle's kind.
const (
	ClassCrash       = "crash"        // the server died: panic, segfault, failed assertion
	ClassInternal    = "internal"     // an internal or unexpected error reached the user
	ClassError       = "error"        // a wrong error, or a missing one, or a valid statement rejected
	ClassWrongResult = "wrong_result" // wrong rows, values, types or metadata
	ClassHint        = "hint"         // a hint, option or setting was lost or ignored
)

// Classes lists the failure classes.
var Classes = []string{ClassCrash, ClassInternal, ClassError, ClassWrongResult, ClassHint}

// Oracle kinds: the checkable relation O_fix states, one per way a sibling can repeat the bug.
const (
	// OracleNoCrash: the sibling statement returns (rows or an error) and the server stays up.
	OracleNoCrash = "no_crash"
	// OracleNoInternalError: the sibling statement never ends in an internal error.
	OracleNoInternalError = "no_internal_error"
	// OracleRejects: the sibling statement must be rejected with an error, as the fixed one is.
	OracleRejects = "rejects"
	// OracleAccepts: the sibling statement must succeed, as the fixed one now does.
	OracleAccepts = "accepts"
	// OracleResult: the sibling's result must satisfy the relation the fix restored; checked by
	// the recorded post-fix results where they carry over and by the NoREC/TLP oracles.
	OracleResult = "result"
	// OracleHint: the hint or option the statement carries must take effect.
	OracleHint = "hint"
)

// Profile is a Bug Profile Ψ with its provenance.
type Profile struct {
	FixID   string          `json:"fix_id"`
	Dialect dialect.Dialect `json:"dialect,omitempty"`
	// Status is "accepted" when the analyzers agreed on n_fault, "dropped" when they did not (or a
	// brain could not analyze the fix); Reason says why it was dropped, and DropKind is that
	// reason without the fix's particulars, for counting (DropKindOf reads it).
	Status   string   `json:"status"`
	Reason   string   `json:"reason,omitempty"`
	DropKind DropKind `json:"drop_kind,omitempty"`
	// CrossChecked is false when only one view could be analyzed (a fix without a patch), so
	// n_fault rests on the query side alone.
	CrossChecked bool       `json:"cross_checked"`
	Trigger      Trigger    `json:"trigger"`
	Validation   Validation `json:"validation"`
	// Candidates are the ranked constructs the analyzers considered, for a dropped fix the ones
	// a reviewer could choose from.
	Candidates []Candidate `json:"candidates,omitempty"`
	Provenance Provenance  `json:"provenance"`
	Notes      []string    `json:"notes,omitempty"`
}

// Status values.
const (
	Accepted = "accepted"
	Dropped  = "dropped"
)

// DropKind is why a profile was dropped, one of the Drop kinds: its Reason without the fix's
// particulars.
type DropKind string

// Kinds of a dropped profile: OutcomeSkipped for a fix not analyzed (no test, no grammar, over
// budget), OutcomeDropped for one the analyzers could not settle.
const (
	DropNoTest      DropKind = "the fix has no test statements"
	DropNoGrammar   DropKind = "no grammar for the fix's dialect"
	DropOverBudget  DropKind = tally.OverBudget
	DropAnalysis    DropKind = "an analyzer failed on the fix"
	DropNoAgreement DropKind = "no agreement on n_fault"
	DropKeyMissing  DropKind = "n_fault is agreed but no test statement holds it"
)

// DropKindOf is why p was dropped, "" for an accepted profile. A profile stored before profiles
// carried their DropKind has it read off its Reason here, the one place that reads one back;
// its stored value is left as it was, so that its key (which hashes the profile) stays.
func DropKindOf(p *Profile) DropKind {
	switch r := p.Reason; {
	case p.Status != Dropped:
		return ""
	case p.DropKind != "":
		return p.DropKind
	case strings.HasPrefix(r, tally.OverBudgetReason("")):
		return DropOverBudget
	case p.Provenance.Outcome == OutcomeSkipped && strings.HasPrefix(r, string(DropNoTest)):
		return DropNoTest
	case p.Provenance.Outcome == OutcomeSkipped:
		return DropNoGrammar
	case strings.HasPrefix(r, string(DropNoAgreement)):
		return DropNoAgreement
	case strings.HasSuffix(r, "is agreed but no test statement holds it"):
		return DropKeyMissing
	}
	return DropAnalysis
}

// Trigger is the trigger profile T = ⟨n_fault, S_key, S_orig⟩.
type Trigger struct {
	// Fault is n_fault, the construct whose execution reaches the repaired code, named as the
	// dialect's grammar names it (NEXTVAL, ON DUPLICATE KEY UPDATE) or as a function (LIST_SORT).
	Fault string `json:"n_fault"`
	// Key is S_key, the statement of the regression test that holds n_fault.
	Key testfmt.Statement `json:"s_key"`
	// Orig is S_orig, the whole regression test case that holds S_key: its setup and statements.
	Orig corpus.TestCase `json:"s_orig"`
	// Values are the trigger conditions: the value classes that reach n_fault, by argument
	// position, with the evidence for each (DeriveTrigger). The generator puts them in the
	// siblings' arguments of the same position.
	Values []TriggerValue `json:"values,omitempty"`
}

// Validation is the validation profile V = ⟨P_fail, C_fix, O_fix⟩.
type Validation struct {
	Failure   Failure `json:"p_fail"`
	Criterion string  `json:"c_fix"`
	Oracle    Oracle  `json:"o_fix"`
	// Unagreed is set on the Validation Profile of a fix whose analyzers did not agree on
	// n_fault: it rests on the test's recorded outcome and the description alone, and the
	// verdicts judged under it are less certain.
	Unagreed bool `json:"unagreed,omitempty"`
}

// Failure is P_fail: the failure abstracted from the historical execution.
type Failure struct {
	Class string `json:"class"`
	// Pattern says the failure in words, without the concrete values of the historical run.
	Pattern string `json:"pattern"`
	// Error is the error the fixed statement now gives (code, SQLSTATE or message), when the
	// recorded outcome has one.
	Error string `json:"error,omitempty"`
	// Removed is the error the statement gave before a fix that made it succeed, as the
	// description quotes it ("failed with 'Illegal mix of collations'"): a sibling failing with
	// it shows the fixed defect, even where that error is otherwise a type check.
	Removed string `json:"removed,omitempty"`
}

// Oracle is O_fix: a checkable condition on a sibling's execution.
type Oracle struct {
	Kind string `json:"kind"`
	// Condition states the relation in words, with the premises it holds under.
	Condition string `json:"condition"`
	// Error is the error a rejecting sibling is expected to give, when the fix records one.
	Error string `json:"error,omitempty"`
}

// Candidate is a construct an analyzer considered for n_fault, with its score and evidence.
type Candidate struct {
	Construct string   `json:"construct"`
	Score     float64  `json:"score"`
	Evidence  []string `json:"evidence,omitempty"`
}

// QueryFinding is what the Query Analyzer says.
type QueryFinding struct {
	Fault string `json:"n_fault"`
	// Key is the text of S_key, one of the test's statements.
	Key     string  `json:"s_key"`
	Failure Failure `json:"p_fail"`
	// Unsure is set when the analyzer could not tell the candidates apart; Fault is then empty
	// and Candidates ranks them.
	Unsure     bool        `json:"unsure,omitempty"`
	Candidates []Candidate `json:"candidates,omitempty"`
	// Trigger are the trigger values the analyzer named itself (the LLM brain); the
	// Orchestrator adds them to those DeriveTrigger reads off the test and the patch.
	Trigger   []TriggerValue `json:"trigger,omitempty"`
	Reasoning string         `json:"reasoning,omitempty"`
	// Tokens are what an LLM brain spent on this finding (none when its cache answered).
	Tokens int `json:"tokens,omitempty"`
}

// PatchFinding is what the Patch Analyzer says.
type PatchFinding struct {
	Fault     string `json:"n_fault"`
	Criterion string `json:"c_fix"`
	Oracle    Oracle `json:"o_fix"`
	Class     string `json:"class,omitempty"`
	Unsure    bool   `json:"unsure,omitempty"`
	// Abstains is set when the patch maps to no construct at all (an optimizer's or a storage
	// layer's change): it then neither confirms nor contradicts the Query Analyzer.
	Abstains bool `json:"abstains,omitempty"`
	// Defers is set in a re-analysis when the patch is still unsure, none of its candidates is a
	// handler it changed (a function or file named after a construct), and the fix's title names
	// the construct the Query Analyzer singled out: two views agree and the third has no
	// construct of its own to set against them.
	Defers     bool        `json:"defers,omitempty"`
	Candidates []Candidate `json:"candidates,omitempty"`
	Reasoning  string      `json:"reasoning,omitempty"`
	Tokens     int         `json:"tokens,omitempty"`
}

// Round is one pass of both analyzers and the Orchestrator's cross-check of it.
type Round struct {
	Query  *QueryFinding `json:"query,omitempty"`
	Patch  *PatchFinding `json:"patch,omitempty"`
	Agree  bool          `json:"agree"`
	Reason string        `json:"reason,omitempty"`
}

// Provenance records who said what.
type Provenance struct {
	// Brain is "rules" or "llm"; Model the model an LLM brain used.
	Brain  string  `json:"brain"`
	Model  string  `json:"model,omitempty"`
	Rounds []Round `json:"rounds"`
	// Outcome is how the cross-check ended: "agreed" in the first round, "resolved" in a later
	// one, "dropped", or "single" when only the query side could be analyzed.
	Outcome string `json:"outcome"`
	Tokens  int    `json:"tokens,omitempty"`
	// Prompts names the prompt templates and versions an LLM brain used.
	Prompts []string `json:"prompts,omitempty"`
}

// Outcomes of the cross-check.
const (
	OutcomeAgreed   = "agreed"
	OutcomeResolved = "resolved"
	OutcomeDropped  = "dropped"
	OutcomeSingle   = "single"
	OutcomeSkipped  = "skipped"
)
