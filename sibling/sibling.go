// Package sibling is stage 3 of the pipeline (Reaper paper §3.2, Algorithm 1, Figure 4): it turns a
// Bug Profile into sibling tests. Grammar-guided mutation parses S_key, finds the occurrence of
// n_fault, takes the grammar's siblings of its alternative, instantiates each sibling alternative
// reusing the historical subtrees by symbol and occurrence order (the rest become typed
// placeholders), and replaces only that occurrence. The Concretizer then fills the placeholders
// while keeping the bug-triggering context of S_orig, or returns ⊥ with the reason.
//
// The package is pure over values: storing tests is the caller's business.
package sibling

import (
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// Test is one sibling test: S_orig with S_key replaced by a concretized sibling statement.
type Test struct {
	// ID is a hash of the fix, the sibling construct and the statement, stable across runs.
	ID      string          `json:"id"`
	FixID   string          `json:"fix_id"`
	Dialect dialect.Dialect `json:"dialect"`
	// Anchor is the construct mutated (n_fault, or a candidate or random construct, see Origin);
	// Construct the sibling that replaced it, found through Rule along Path.
	Anchor    string   `json:"anchor"`
	Construct string   `json:"construct"`
	Rule      string   `json:"rule"`
	Path      []string `json:"path,omitempty"`
	// Origin says why Anchor was mutated: "n_fault"; "candidate" for a ranked candidate of a
	// profile whose analyzers did not agree; "random" under the --random-anchor ablation.
	Origin string `json:"origin"`
	// Inside is set on a sibling one level down, inside the anchor (inside.go): the kind, one
	// of grammars.InsidePart (another keyword of one of its parts: Construct is the anchor),
	// InsideArgType (the same call with an argument of a sibling type: Construct is the
	// anchor) or InsideClause (another form that takes the clause the anchor names: Construct
	// is that form); empty for a sibling of the anchor itself. Part says what changed
	// ("castType: DECIMAL → SIGNED", "argument 2: date → time", "OVER: BIT_OR → LAG").
	Inside string `json:"inside,omitempty"`
	Part   string `json:"part,omitempty"`
	// Fragment is, for a part or an argument's type, the text that stands where the historical
	// one stood (SIGNED, DATE '0000-00-00'); "" where an optional word was left out.
	Fragment string `json:"fragment,omitempty"`
	// Original is S_key; Skeleton is S_key with the fragment, placeholders written ⟨symbol⟩;
	// SQL is the concretized statement.
	Original     string        `json:"original"`
	Skeleton     string        `json:"skeleton"`
	SQL          string        `json:"sql"`
	Placeholders []Placeholder `json:"placeholders,omitempty"`
	// Variant names the value class a variant put in an argument (null@2: NULL in the second
	// argument; package sqlvalue's classes), a historical operand moved to an argument
	// (operand@2), or a boundary value of a placeholder of a sibling that is not a call (null,
	// zero, negative, huge, empty); empty for the plain completion.
	Variant string `json:"variant,omitempty"`
	// Trigger lists the profile's trigger values the statement passes to the sibling, as
	// class@argument; TriggerLost says why a sibling cannot carry them (no argument to hold
	// them), when the profile names some.
	Trigger     []string `json:"trigger,omitempty"`
	TriggerLost string   `json:"trigger_lost,omitempty"`
	// ArgKinds are the kinds of value the sibling's call takes in each parameter (text, number,
	// date, json, ...; "any" where the signature says nothing), AnchorArgKinds those of the
	// mutated construct's call, both from the target's catalog; nil for a call it does not
	// describe. They tell whether a trigger value sits in the same kind of argument as in the
	// fixed statement ('' as a JSON document in both, not as a JSON value in one).
	ArgKinds       []string `json:"arg_kinds,omitempty"`
	AnchorArgKinds []string `json:"anchor_arg_kinds,omitempty"`
	Concretizer    string   `json:"concretizer"`
	// Setup and Statements are the whole test: S_orig's setup, and its statements with S_key
	// replaced; Key is the index of the sibling statement in Statements.
	Setup      []testfmt.Statement `json:"setup,omitempty"`
	Statements []testfmt.Statement `json:"statements"`
	Key        int                 `json:"key"`
	// Format is the test format S_orig came in, for exporting the test.
	Format string `json:"format,omitempty"`
}

// All is the whole test as it runs: the setup, then the statements.
func (t Test) All() []testfmt.Statement {
	return append(append([]testfmt.Statement(nil), t.Setup...), t.Statements...)
}

// Context is what runs before the sibling statement: the setup, then the statements before Key.
func (t Test) Context() []testfmt.Statement {
	return append(append([]testfmt.Statement(nil), t.Setup...), t.Statements[:t.Key]...)
}

// Placeholder is a nonterminal of the sibling alternative that no historical subtree matched.
type Placeholder struct {
	Symbol string `json:"symbol"`
	// Filled is the text the Concretizer put there; From says where it came from: "s_orig" (a
	// literal, name or subtree of the historical test), "catalog" (the target's signature),
	// "grammar" (the shortest sentence the symbol derives), "boundary".
	Filled string `json:"filled,omitempty"`
	From   string `json:"from,omitempty"`
}

// Rejected is a sibling the Concretizer could not complete (⊥), with the reason.
type Rejected struct {
	Anchor    string `json:"anchor"`
	Construct string `json:"construct"`
	Skeleton  string `json:"skeleton"`
	Reason    string `json:"reason"`
}

// Set is what generation made of one profile: its tests, the siblings rejected, and, when no
// sibling could be made at all, the reason (an S_key that does not parse, an n_fault not found
// in it, a construct without siblings).
type Set struct {
	FixID    string     `json:"fix_id"`
	Tests    []Test     `json:"tests"`
	Rejected []Rejected `json:"rejected,omitempty"`
	Reason   string     `json:"reason,omitempty"`
	// Kind is the reason without the names in it, one of the Skip kinds below, for counting.
	Kind string `json:"kind,omitempty"`
	// Cut says what the budgets of a profile's work left out of a set that has tests (the
	// siblings and anchors not tried, Options.MaxParseBytes; the tests past
	// Options.MaxTestBytes), "" when nothing was.
	Cut string `json:"cut,omitempty"`
}

// Kinds of Set.Reason: why a profile gave no sibling test to try.
const (
	SkipNoKey        = "the profile has no key statement"
	SkipKeyUnparsed  = "S_key does not parse"
	SkipNoConstruct  = "no construct to mutate"
	SkipNotInGrammar = "n_fault is not a construct of the grammar"
	SkipNotInKey     = "n_fault not found in S_key"
	SkipNoSiblings   = "the construct has no siblings"
	SkipNoGrammar    = "no grammar for the fix's dialect"
	SkipOverBudget   = tally.OverBudget
)
