package sibling

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// Options configure generation.
type Options struct {
	// MaxTests caps the tests made from one anchor (n_fault, or each candidate mutated).
	// Default 120: a test costs milliseconds (measured 9 ms on a MariaDB sandbox and 24 ms on
	// the embedded go-mysql-server, each test beyond the first), and going from 40 to 120 per
	// anchor cut the live labels lost for want of their sibling or its trigger by more than
	// half on both label sets (docs/evaluation.md, The cap per anchor).
	MaxTests int
	// MaxVariants caps the variants per sibling beyond its plain completion: the trigger's
	// values, then boundary values, in its arguments (trigger.go). Default 4.
	MaxVariants int
	// Candidates is how many ranked candidate constructs of a profile whose analyzers did not
	// agree are mutated. Default 2; 0 after Validate only if set negative.
	Candidates int
	// RandomAnchor mutates a random construct of S_key instead of n_fault (the paper's
	// Reaper−n_fault ablation, Table 2).
	RandomAnchor bool
	// NoConcretize fills placeholders with the grammar's shortest sentence, without S_orig,
	// the catalog or a parse check (the paper's Reaper−conc ablation).
	NoConcretize bool
	// NoTrigger generates without the profile's trigger values: variants are boundary values
	// only (the ablation that shows what trigger preservation is worth).
	NoTrigger bool
	// Rand drives RandomAnchor; its seed is the caller's to record.
	Rand *rand.Rand
	// MaxStatementBytes is the longest statement of S_orig generation takes on, and MaxDepth
	// the deepest nesting of brackets in one; a profile with a statement past either is skipped
	// over budget (SkipOverBudget). They bound each parse as grammars.Limits do. Defaults
	// 256 KiB and 256: the grammars' parse time grows with the square of the nesting, and a
	// 600 KB setup statement, parsed for each placeholder of each sibling, stalled a campaign.
	MaxStatementBytes int
	MaxDepth          int
	// MaxParseBytes bounds the work of generating one profile by the size of what it parses:
	// every parse (S_key, a statement of S_orig, each completion tried) counts its statement's
	// bytes, and once they reach the budget no further sibling or anchor is tried. The tests
	// of those tried are kept (siblings come nearest first, so the cut takes the farthest) and
	// the Set says what was cut (Set.Cut). Parsing is where generation's time and memory go,
	// growing with the statement, so the budget holds both, and unlike Timeout it does not
	// depend on the machine's load: a profile gets the same set in `siblings` and in `hunt`.
	// Default 4 MiB: of the 94 profiles of the labeled sets (MariaDB, PostgreSQL, the demo) the
	// most parsed 1 MiB; an S_key of 200 KB reaches it after about 20 parses.
	MaxParseBytes int
	// MaxTestBytes bounds the size of one profile's sibling statements together, which is
	// what validating its tests costs in proportion to: the tests the cap keeps are kept, in
	// its order, while their sibling statements total no more than it, and the Set says how
	// many were cut. Default 1 MiB: the labeled sets' profiles make 27 KB at most; an S_key of
	// 200 KB keeps 5 tests.
	MaxTestBytes int
	// Timeout bounds the generation of one profile in time, a backstop behind MaxParseBytes; a
	// profile past it is skipped over budget with no tests, and the stage goes on. Default 2
	// minutes (a profile takes well under a second without a Verifier: docs/evaluation.md,
	// Sibling generation and validity; a 200 KB S_key spends the parse budget in seconds).
	Timeout time.Duration
	// Verifier, when set, runs every completion on a target: the first completion the target
	// accepts (no syntax, name, type or arity error, the context intact) is kept, with the
	// accepted boundary variants; a sibling none of whose completions it accepts is ⊥ with the
	// target's reason.
	Verifier *Verifier

	// work is what generating the profile at hand has spent, set by Generate.
	work *Work
}

// Validate fills defaults and rejects bad values.
func (o *Options) Validate() error {
	if o.MaxTests == 0 {
		o.MaxTests = 120
	}
	if o.MaxVariants == 0 {
		o.MaxVariants = 4
	}
	if o.Candidates == 0 {
		o.Candidates = 2
	}
	if o.MaxStatementBytes == 0 {
		o.MaxStatementBytes = grammars.DefaultMaxBytes
	}
	if o.MaxDepth == 0 {
		o.MaxDepth = grammars.DefaultMaxDepth
	}
	if o.MaxParseBytes == 0 {
		o.MaxParseBytes = 4 << 20
	}
	if o.MaxTestBytes == 0 {
		o.MaxTestBytes = 1 << 20
	}
	if o.Timeout == 0 {
		o.Timeout = 2 * time.Minute
	}
	switch {
	case o.MaxStatementBytes < 0 || o.MaxDepth < 0 || o.MaxParseBytes < 0 || o.MaxTestBytes < 0 || o.Timeout < 0:
		return errors.New("generation budgets must not be negative")
	case o.MaxTests < 1:
		return errors.New("max tests per profile must be at least 1")
	case o.MaxVariants < 0:
		o.MaxVariants = 0
	case o.Candidates < 0:
		o.Candidates = 0
	}
	if o.RandomAnchor && o.Rand == nil {
		return errors.New("random anchors need a seeded *rand.Rand")
	}
	return nil
}

// limits are the parse limits of generation's budget; each parse has the grammars' default
// time, within the profile's deadline, which the context carries.
func (o Options) limits() grammars.Limits {
	return grammars.Limits{MaxBytes: o.MaxStatementBytes, MaxDepth: o.MaxDepth}
}

// Concretizer completes a skeleton's placeholders (§3.2.2). Completions come back parsed and
// accepted; a skeleton it cannot complete is ⊥, returned as a reason.
type Concretizer interface {
	Concretize(ctx context.Context, job Job) ([]Completion, string, error)
	Name() string
}

// Job is one skeleton to complete, with what the Concretizer may draw on.
type Job struct {
	Dialect  dialect.Dialect
	Graph    *grammars.Graph
	Skeleton Skeleton
	// Key is S_key; Orig is S_orig, the test case around it.
	Key  string
	Orig corpus.TestCase
	// Sibling is the construct the skeleton calls; its alternative may carry a catalog
	// signature (Alt.Function).
	Sibling grammars.Sibling
	Alt     grammars.Alt
	// Span is the replaced occurrence's span in Key, in runes, end exclusive.
	Span [2]int
	// MaxVariants caps the variants.
	MaxVariants int
	// Trigger are the trigger values of the anchor (profile.Trigger.Values), which the
	// variants place in the sibling's arguments; none under Options.NoTrigger.
	Trigger []profile.TriggerValue
	// Limits bound each parse of a completion or of S_orig (Options.MaxStatementBytes,
	// MaxDepth); the Concretize context's deadline bounds its time.
	Limits grammars.Limits
	// Work counts what the profile's generation has parsed (Options.MaxParseBytes): the
	// Concretizer parses through it. Nil counts nothing.
	Work *Work
}

// Work is what generating one profile has spent, in the unit of Options.MaxParseBytes: bytes of
// SQL parsed. A parse's time and memory grow with its statement, so this is the work, measured
// without a clock.
type Work struct {
	parsed int
	// untriedSiblings and untriedAnchors are what the parse budget left out; cutTests the tests
	// past Options.MaxTestBytes.
	untriedSiblings, untriedAnchors, cutTests int
}

// Parse is grammars.ParseTreeLimited, counted.
func (w *Work) Parse(ctx context.Context, d dialect.Dialect, sql string, lim grammars.Limits) (*grammars.Node, error) {
	if w != nil {
		w.parsed += len(sql)
	}
	return grammars.ParseTreeLimited(ctx, d, sql, lim)
}

// spent reports whether w has reached opts' parse budget.
func (w *Work) spent(opts Options) bool { return w != nil && w.parsed >= opts.MaxParseBytes }

// cut says what the budgets left out, "" for nothing.
func (w *Work) cut(opts Options) string {
	var parts []string
	if w.untriedSiblings > 0 || w.untriedAnchors > 0 {
		var what []string
		if w.untriedSiblings > 0 {
			what = append(what, plural(w.untriedSiblings, "sibling"))
		}
		if w.untriedAnchors > 0 {
			what = append(what, plural(w.untriedAnchors, "anchor"))
		}
		parts = append(parts, fmt.Sprintf("%s not tried: generation parsed %s, past its budget of %s",
			strings.Join(what, " and "), grammars.Size(w.parsed), grammars.Size(opts.MaxParseBytes)))
	}
	if w.cutTests > 0 {
		parts = append(parts, fmt.Sprintf("%s left out: the sibling statements kept reach the budget of %s",
			plural(w.cutTests, "test"), grammars.Size(opts.MaxTestBytes)))
	}
	return strings.Join(parts, "; ")
}

// plural is n and the noun, with an s when n is not 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Completion is one completed statement.
type Completion struct {
	SQL          string
	Placeholders []Placeholder
	Variant      string
}

// Generate turns a profile into its sibling tests (Algorithm 1). g is the dialect's grammar
// graph, enriched with the target's catalog when there is one. A profile with nothing to
// generate, or past its budget (Options.MaxStatementBytes, MaxDepth, Timeout), comes back as a
// Set with the reason; an error means the Concretizer failed or ctx was cancelled.
func Generate(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options) (*Set, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if why := oversized(p, opts); why != "" {
		return &Set{FixID: p.FixID, Reason: tally.OverBudgetReason(why), Kind: SkipOverBudget}, nil
	}
	opts.work = &Work{}
	budget, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	set, err := generateWithin(budget, p, g, c, opts)
	if set != nil && len(set.Tests) > 0 {
		set.Cut = opts.work.cut(opts)
	}
	if budget.Err() != nil && ctx.Err() == nil {
		// The budget ran out, not the caller's context: whatever was made is dropped, so that
		// a profile's set is all its siblings or none.
		return &Set{FixID: p.FixID, Reason: tally.OverBudgetReason(fmt.Sprintf("generation took more than %v", opts.Timeout)), Kind: SkipOverBudget}, nil
	}
	return set, err
}

// oversized names the first statement of S_orig past the budget's size, "" if none. One nested
// too deep is refused by each parse before the parser starts: S_key is then over budget, and
// another statement of S_orig offers no values to the Concretizer.
func oversized(p *profile.Profile, opts Options) string {
	stmts := append(append([]testfmt.Statement{p.Trigger.Key}, p.Trigger.Orig.Setup...), p.Trigger.Orig.Statements...)
	for i, s := range stmts {
		if len(s.SQL) <= opts.MaxStatementBytes {
			continue
		}
		what := "S_key"
		switch {
		case i > len(p.Trigger.Orig.Setup):
			what = fmt.Sprintf("statement %d of S_orig", i-len(p.Trigger.Orig.Setup))
		case i > 0:
			what = fmt.Sprintf("setup statement %d of S_orig", i)
		}
		return fmt.Sprintf("%s is %s, past the %s limit", what, grammars.Size(len(s.SQL)), grammars.Size(opts.MaxStatementBytes))
	}
	return ""
}

// generateWithin is Generate within the budget's context.
func generateWithin(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options) (*Set, error) {
	set := &Set{FixID: p.FixID}
	if err := p.Dialect.OrDefault().Check(); err != nil {
		set.Reason, set.Kind = err.Error(), SkipNoGrammar
		return set, nil
	}
	key := p.Trigger.Key.SQL
	if strings.TrimSpace(key) == "" {
		set.Reason, set.Kind = "the profile has no key statement", SkipNoKey
		return set, nil
	}
	tree, err := opts.work.Parse(ctx, p.Dialect.OrDefault(), key, opts.limits())
	if le := (*grammars.LimitError)(nil); errors.As(err, &le) {
		set.Reason, set.Kind = tally.OverBudgetReason("S_key: "+err.Error()), SkipOverBudget
		return set, nil
	}
	if err != nil {
		set.Reason, set.Kind = "S_key does not parse: "+err.Error(), SkipKeyUnparsed
		return set, nil
	}
	type anchor struct{ construct, origin string }
	var anchors []anchor
	switch {
	case opts.RandomAnchor:
		cs := constructsIn(g, tree)
		if len(cs) == 0 {
			set.Reason, set.Kind = "S_key holds no construct of the grammar", SkipNoConstruct
			return set, nil
		}
		anchors = append(anchors, anchor{cs[opts.Rand.Intn(len(cs))], "random"})
	case p.Status == profile.Accepted:
		anchors = append(anchors, anchor{p.Trigger.Fault, "n_fault"})
	default:
		for _, c := range CandidateAnchors(p, opts.Candidates) {
			anchors = append(anchors, anchor{c, "candidate"})
		}
	}
	if len(anchors) == 0 {
		set.Reason, set.Kind = "no construct to mutate: the profile names none and ranks no candidate", SkipNoConstruct
		return set, nil
	}
	var reasons []string
	var firstKind string
	seen := map[string]bool{}
	// The cap is per anchor; capInRounds picks what it keeps: every sibling's best test before
	// any sibling's second.
	testBytes := 0
	for i, an := range anchors {
		if opts.work.spent(opts) {
			opts.work.untriedAnchors = len(anchors) - i
			break
		}
		pk, tk := p, tree
		if an.origin == "candidate" {
			pk, tk = keyFor(ctx, g, p, tree, an.construct, opts)
		}
		tests, rejected, kind, reason, err := mutate(ctx, pk, g, c, opts, tk, an.construct, triggerOf(pk, an.construct, opts))
		if err != nil {
			return nil, err
		}
		if reason != "" {
			reasons = append(reasons, an.construct+": "+reason)
			if firstKind == "" {
				firstKind = kind
			}
		}
		set.Rejected = append(set.Rejected, rejected...)
		kept := capInRounds(tests, opts.MaxTests, seen)
		for j, t := range kept {
			if testBytes += len(t.SQL); testBytes > opts.MaxTestBytes {
				opts.work.cutTests += len(kept) - j
				break
			}
			t.Origin = an.origin
			set.Tests = append(set.Tests, t)
		}
	}
	// Every anchor's own siblings before any sibling inside an anchor: a fix's tests are
	// validated in this order within a time budget, and the siblings inside are the newer
	// reach, not a reason to leave the construct's own untried.
	slices.SortStableFunc(set.Tests, func(a, b Test) int {
		switch {
		case a.Inside == "" && b.Inside != "":
			return -1
		case a.Inside != "" && b.Inside == "":
			return 1
		}
		return 0
	})
	if len(set.Tests) == 0 && len(set.Rejected) == 0 {
		set.Reason, set.Kind = strings.Join(reasons, "; "), firstKind
		if set.Reason == "" {
			set.Reason, set.Kind = "no construct to mutate", SkipNoConstruct
		}
	}
	return set, nil
}

// CandidateAnchors are the candidates of a profile whose analyzers did not agree that
// generation mutates: the first n, and those after them that tie with the n-th's score, since a
// cut between equals would rest only on the order the analyzers listed them in (a fix to LOCATE,
// REGEXP_INSTR and DAYOFMONTH names each alike).
func CandidateAnchors(p *profile.Profile, n int) []string {
	var out []string
	for i, cd := range p.Candidates {
		if i >= n && (i == 0 || cd.Score != p.Candidates[n-1].Score) {
			break
		}
		out = append(out, cd.Construct)
	}
	return out
}

// keyFor is the profile with the statement a candidate anchor is mutated in, and its tree: S_key
// when it holds the construct, else the first other statement of the test that does. A test that
// exercises several handlers, one statement each, has each candidate in its own statement, and
// S_key holds only one of them.
func keyFor(ctx context.Context, g *grammars.Graph, p *profile.Profile, tree *grammars.Node, construct string, opts Options) (*profile.Profile, *grammars.Node) {
	anchors, err := g.Find(construct)
	if err != nil {
		return p, tree
	}
	if n, _ := occurrence(g, tree, anchors); n != nil {
		return p, tree
	}
	for _, s := range p.Trigger.Orig.Statements {
		if s.SQL == p.Trigger.Key.SQL {
			continue
		}
		t, err := opts.work.Parse(ctx, p.Dialect.OrDefault(), s.SQL, opts.limits())
		if err != nil {
			continue
		}
		if n, _ := occurrence(g, t, anchors); n != nil {
			pk := *p
			pk.Trigger.Key = s
			return &pk, t
		}
	}
	return p, tree
}

// mutate makes the tests of one anchor construct: its occurrence in S_key, its siblings, their
// skeletons and completions. A construct no alternative starts, or whose alternative has no
// sibling or no occurrence in S_key, is tried as an operator (operator.go).
//
// The siblings inside the construct (inside.go) follow its own.
func mutate(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options, tree *grammars.Node, construct string, trigger []profile.TriggerValue) ([]Test, []Rejected, string, string, error) {
	tests, rejected, kind, reason, err := mutateOwn(ctx, p, g, c, opts, tree, construct, trigger)
	if err != nil {
		return nil, nil, "", "", err
	}
	in, inRejected, err := mutateInside(ctx, p, g, c, opts, tree, construct, trigger)
	if err != nil {
		return nil, nil, "", "", err
	}
	if len(in) > 0 || len(inRejected) > 0 {
		tests, rejected, kind, reason = append(tests, in...), append(rejected, inRejected...), "", ""
	}
	return tests, rejected, kind, reason, nil
}

// mutateOwn makes the tests of the construct's own siblings, as a construct an alternative
// starts or as an operator.
func mutateOwn(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options, tree *grammars.Node, construct string, trigger []profile.TriggerValue) ([]Test, []Rejected, string, string, error) {
	tests, rejected, kind, reason, err := mutateConstruct(ctx, p, g, c, opts, tree, construct, trigger)
	if err != nil || kind == "" {
		return tests, rejected, kind, reason, err
	}
	if _, sites := g.OperatorSites(construct); len(sites) == 0 {
		return tests, rejected, kind, reason, nil
	}
	t2, r2, k2, why, err := mutateOperator(ctx, p, g, opts, tree, construct, trigger)
	if err != nil || k2 == "" {
		return t2, r2, k2, why, err
	}
	return tests, rejected, kind, reason + "; as an operator: " + why, nil
}

// mutateConstruct is mutate for a construct an alternative starts.
func mutateConstruct(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options, tree *grammars.Node, construct string, trigger []profile.TriggerValue) ([]Test, []Rejected, string, string, error) {
	anchors, err := g.Find(construct)
	if err != nil {
		return nil, nil, SkipNotInGrammar, err.Error(), nil
	}
	node, an := occurrence(g, tree, anchors)
	if node == nil {
		return nil, nil, SkipNotInKey, fmt.Sprintf("%s is not found in S_key's parse tree", construct), nil
	}
	sibs, err := g.Siblings(construct)
	if err != nil {
		return nil, nil, SkipNotInGrammar, err.Error(), nil
	}
	sibs = slices.DeleteFunc(sibs, func(s grammars.Sibling) bool { return s.Operator != "" })
	// The nearest siblings first: the cap on tests then cuts the farthest.
	sibs = g.Rank(an, sibs)
	if len(sibs) == 0 {
		return nil, nil, SkipNoSiblings, fmt.Sprintf("%s has no siblings in the grammar", construct), nil
	}
	tests, rejected, err := siblingTests(ctx, p, g, c, opts, tree, node, an, sibs, construct, trigger, "")
	if err != nil {
		return nil, nil, "", "", err
	}
	return tests, rejected, "", "", nil
}

// siblingTests instantiates and completes each sibling alternative in place of the anchor's
// occurrence node (Algorithm 1, lines 8-15). For a sibling inside the construct (inside, a
// grammars.Inside kind: another user of the clause) the node itself is replaced, whatever
// production the sibling's alternative is of; the Concretizer's parse check then says whether it
// can stand there.
func siblingTests(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options, tree, node *grammars.Node, an grammars.Anchor, sibs []grammars.Sibling, construct string, trigger []profile.TriggerValue, inside string) ([]Test, []Rejected, error) {
	key := p.Trigger.Key.SQL
	dialect := p.Dialect.OrDefault()
	var tests []Test
	var rejected []Rejected
	for i, sib := range sibs {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		if opts.work.spent(opts) {
			opts.work.untriedSiblings += len(sibs) - i
			break
		}
		alt := g.Rules[sib.Rule].Alts[sib.Alt]
		if g.Lacks(alt) {
			// The grammar spans versions and forks; a call the target does not have would only
			// test its "no such function" error.
			rejected = append(rejected, Rejected{Anchor: an.Construct, Construct: sib.Construct, Reason: "the target's catalog has no " + sib.Construct})
			continue
		}
		target := node
		if inside == "" {
			target = replaced(tree, node, sib.Path)
		}
		if inside == "" && len(sib.Path) > 0 && target.Rule != sib.Path[0] {
			// A sibling of another occurrence's production (SELECT the privilege, not SELECT
			// the query): it cannot stand where this occurrence is.
			continue
		}
		if bare(alt) {
			target = withArguments(tree, target)
		}
		sk, err := instantiate(g, alt, node, key, target)
		if err != nil {
			rejected = append(rejected, Rejected{Anchor: an.Construct, Construct: sib.Construct, Reason: err.Error()})
			continue
		}
		job := Job{Dialect: dialect, Graph: g, Skeleton: sk, Key: key, Orig: p.Trigger.Orig, Sibling: sib, Alt: alt,
			Span: [2]int{target.Start, target.End}, MaxVariants: opts.MaxVariants, Trigger: trigger, Limits: opts.limits(), Work: opts.work}
		var comps []Completion
		concretizer := c.Name()
		if opts.NoConcretize {
			comps, concretizer = []Completion{grammarFill(g, sk)}, "none"
		} else {
			var reason string
			comps, reason, err = c.Concretize(ctx, job)
			if err != nil {
				return nil, nil, err
			}
			if len(comps) == 0 {
				rejected = append(rejected, Rejected{Anchor: construct, Construct: sib.Construct, Skeleton: sk.String(), Reason: reason})
				continue
			}
		}
		var made []Test
		for _, comp := range comps {
			t := newTest(p, construct, sib, sk, comp, concretizer, dialect)
			t.Trigger, t.TriggerLost = carried(job, comp.SQL)
			t.ArgKinds, t.AnchorArgKinds = paramKinds(alt.Function), paramKinds(g.Rules[an.Rule].Alts[an.Alt].Function)
			if inside != "" {
				t.Inside, t.Part = inside, fmt.Sprintf("%s: %s → %s", construct, an.Construct, sib.Construct)
			}
			made = append(made, t)
		}
		made, rej, err := verified(ctx, opts.Verifier, made, construct, sib.Construct, sk)
		if err != nil {
			return nil, nil, err
		}
		tests, rejected = append(tests, made...), append(rejected, rej...)
	}
	return tests, rejected, nil
}

// capInRounds picks the tests of one anchor the cap keeps, given in rank order sibling by
// sibling, and returns them in that order with the boundary-only variants last. The pick goes
// in rounds: each sibling's first test that carries the trigger (its plain completion when none
// does), then each one's second, and so on; the boundary-only variants after them all. So a far
// sibling keeps its best test before a near one gets a third, and duplicates (the same
// statement, whitespace and case aside) count once. Within a round the kinds of sibling take
// turns (the anchor's own siblings, then each kind inside it: Test.Inside), each in its order,
// so that a cap reached within one round cuts the far end of every kind alike.
func capInRounds(tests []Test, max int, seen map[string]bool) []Test {
	norm := func(t Test) string { return strings.Join(strings.Fields(strings.ToLower(t.SQL)), " ") }
	carries := func(t Test) bool { return len(t.Trigger) > 0 || strings.HasPrefix(t.Variant, operandVariant) }
	round := make([]int, len(tests))
	bySibling := map[string][]int{}
	turn := make([]int, len(tests)) // the sibling's place among those of its kind
	perKind, sibTurn := map[string]int{}, map[string]int{}
	for i, t := range tests {
		if boundaryOnly(t) {
			round[i] = math.MaxInt
			continue
		}
		// A sibling is its construct and skeleton: two alternatives of one keyword differ.
		k := t.Construct + "\x00" + t.Skeleton
		if _, ok := bySibling[k]; !ok {
			perKind[t.Inside]++
			sibTurn[k] = perKind[t.Inside]
		}
		bySibling[k] = append(bySibling[k], i)
		turn[i] = sibTurn[k]
	}
	for _, is := range bySibling {
		slices.SortStableFunc(is, func(a, b int) int {
			switch ca, cb := carries(tests[a]), carries(tests[b]); {
			case ca && !cb:
				return -1
			case cb && !ca:
				return 1
			}
			return 0
		})
		for r, i := range is {
			round[i] = r
		}
	}
	pick := make([]int, len(tests))
	for i := range pick {
		pick[i] = i
	}
	sort.SliceStable(pick, func(a, b int) bool {
		if ra, rb := round[pick[a]], round[pick[b]]; ra != rb {
			return ra < rb
		}
		return turn[pick[a]] < turn[pick[b]]
	})
	keep := make([]bool, len(tests))
	taken := 0
	for _, i := range pick {
		if n := norm(tests[i]); !seen[n] && taken < max {
			seen[n], keep[i] = true, true
			taken++
		}
	}
	var out, last []Test
	for i, t := range tests {
		switch {
		case !keep[i]:
		case boundaryOnly(t):
			last = append(last, t)
		default:
			out = append(out, t)
		}
	}
	return append(out, last...)
}

// boundaryOnly reports whether a test is a variant that carries none of the trigger, neither a
// trigger value nor a historical operand moved: the first the cap cuts.
func boundaryOnly(t Test) bool {
	return t.Variant != "" && len(t.Trigger) == 0 && !strings.HasPrefix(t.Variant, operandVariant)
}

// triggerOf is the trigger an anchor's variants place: the profile's for n_fault; for another
// anchor (a dropped profile's candidate, a random construct), the values S_key passes that
// construct with the conditions the patch adds; none under the --no-trigger ablation.
func triggerOf(p *profile.Profile, anchor string, opts Options) []profile.TriggerValue {
	if opts.NoTrigger {
		return nil
	}
	if p.Status == profile.Accepted && anchor == p.Trigger.Fault {
		return p.Trigger.Values
	}
	out := profile.DeriveTrigger(anchor, p.Trigger.Key, p.Trigger.Orig, corpus.Patch{})
	for _, v := range p.Trigger.Values {
		if v.Via == profile.ViaPatch {
			out = append(out, v)
		}
	}
	return out
}

// verified is keep, with the reason none of a sibling's tests was kept as its Rejected.
func verified(ctx context.Context, ver *Verifier, made []Test, anchor, construct string, sk Skeleton) ([]Test, []Rejected, error) {
	made, reason, err := keep(ctx, ver, made)
	if err != nil || len(made) > 0 {
		return made, nil, err
	}
	return nil, []Rejected{{Anchor: anchor, Construct: construct, Skeleton: sk.String(), Reason: reason}}, nil
}

// keep picks the tests of one sibling: without a verifier its plain completion and variants;
// with one, the first of the plain completion and its alternates that the target accepts, and
// the variants it accepts. The reason says why none was kept.
func keep(ctx context.Context, ver *Verifier, tests []Test) ([]Test, string, error) {
	var out []Test
	if ver == nil {
		for _, t := range tests {
			if t.Variant != Alternate {
				out = append(out, t)
			}
		}
		return out, "", nil
	}
	plain := false
	reason := ""
	for _, t := range tests {
		isPlain := t.Variant == "" || t.Variant == Alternate
		if isPlain && plain {
			continue
		}
		o, err := ver.Verify(ctx, t)
		if err != nil {
			return nil, "", err
		}
		switch o.Class {
		case failure.ClassSyntax, failure.ClassSemantic, ClassNotRun:
			if reason == "" {
				reason = "the target rejects it: " + o.Reason
			}
			continue
		}
		if isPlain {
			plain = true
			t.Variant = ""
		}
		out = append(out, t)
	}
	return out, reason, nil
}

// occurrence finds the node of S_key's parse tree that derives the construct: a node of an
// anchor's production whose tokens start with the construct's words. The first in the statement
// is taken, as the historical test exercises it.
func occurrence(g *grammars.Graph, tree *grammars.Node, anchors []grammars.Anchor) (*grammars.Node, grammars.Anchor) {
	var found *grammars.Node
	var which grammars.Anchor
	tree.Walk(func(n *grammars.Node) bool {
		if found != nil {
			return false
		}
		for _, an := range anchors {
			if n.Rule == an.Rule && (startsWith(n, an.Construct) || afterLead(g, n, an)) {
				found, which = n, an
				return false
			}
		}
		return true
	})
	return found, which
}

// afterLead reports whether node n, of the anchor's production, is the anchor's alternative
// spelled with some of the optional clauses it opens with (grammars.Graph.Construct passes them
// over): its first children are symbols of that lead (CONSTRAINT fk1 before FOREIGN KEY,
// TEMPORARY before TABLE, a WITH clause before UPDATE) and the construct's words follow.
func afterLead(g *grammars.Graph, n *grammars.Node, an grammars.Anchor) bool {
	alt := g.Rules[an.Rule].Alts[an.Alt]
	lead := map[string]bool{}
	for _, s := range alt.Symbols {
		if !s.Nested {
			break
		}
		lead[s.Name] = true
	}
	i := 0
	for i < len(n.Children) && lead[n.Children[i].Rule+n.Children[i].Token] {
		i++
	}
	if i == 0 {
		return false
	}
	for _, w := range strings.Fields(an.Construct) {
		if i >= len(n.Children) || n.Children[i].Rule != "" || !strings.EqualFold(n.Children[i].Text, w) {
			return false
		}
		i++
	}
	return true
}

// startsWith reads only the node's first tokens: occurrence asks it of every node of a rule, and
// a long left-recursive expression nests as many nodes of one rule as it has operators.
func startsWith(n *grammars.Node, construct string) bool {
	words := strings.Fields(construct)
	i := 0
	n.Walk(func(m *grammars.Node) bool {
		if i == len(words) || m.Rule != "" {
			return i < len(words)
		}
		if !strings.EqualFold(m.Text, words[i]) {
			return false
		}
		i++
		return i < len(words)
	})
	return i == len(words)
}

// replaced is the node the sibling fragment replaces: the ancestor of the anchor node that
// derives the production the sibling search started from (path[0]), or the anchor node itself.
func replaced(tree, anchor *grammars.Node, path []string) *grammars.Node {
	if len(path) == 0 || anchor.Rule == path[0] {
		return anchor
	}
	var chain []*grammars.Node
	var walk func(n *grammars.Node) bool
	walk = func(n *grammars.Node) bool {
		chain = append(chain, n)
		if n == anchor {
			return true
		}
		for _, c := range n.Children {
			if walk(c) {
				return true
			}
		}
		chain = chain[:len(chain)-1]
		return false
	}
	if !walk(tree) {
		return anchor
	}
	for i := len(chain) - 1; i >= 0; i-- {
		if chain[i].Rule == path[0] {
			return chain[i]
		}
	}
	return anchor
}

// bare reports whether an alternative is keywords only (a type name such as LONG VARBINARY or
// DOUBLE PRECISION?, an option): whatever the parent production lets follow it belongs to the
// historical construct.
func bare(a grammars.Alt) bool {
	for _, s := range a.Symbols {
		if !s.Terminal {
			return false
		}
	}
	return len(a.Symbols) > 0
}

// withArguments widens a bare occurrence to the parenthesized arguments its parent gives it
// right after it: ENUM('a', 'b') is replaced whole, so its sibling SMALLINT does not inherit a
// value list that only ENUM takes.
func withArguments(tree, n *grammars.Node) *grammars.Node {
	var parent *grammars.Node
	tree.Walk(func(m *grammars.Node) bool {
		for _, c := range m.Children {
			if c == n {
				parent = m
			}
		}
		return parent == nil
	})
	if parent == nil {
		return n
	}
	for i, c := range parent.Children {
		if c != n || i+1 >= len(parent.Children) || parent.Children[i+1].Text != "(" {
			continue
		}
		for _, d := range parent.Children[i+2:] {
			if d.Rule == "" && d.Text == ")" {
				return &grammars.Node{Rule: n.Rule, Start: n.Start, End: d.End, Text: n.Text, Children: n.Children}
			}
		}
	}
	return n
}

// constructsIn lists the constructs of the grammar that S_key's tokens start, for the random
// anchor of the ablation.
func constructsIn(g *grammars.Graph, tree *grammars.Node) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range tree.Tokens() {
		w := strings.ToUpper(t.Text)
		if _, ok := g.Keywords[t.Token]; !ok || seen[w] {
			continue
		}
		seen[w] = true
		if sibs, err := g.Siblings(w); err == nil && len(sibs) > 0 {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

func newTest(p *profile.Profile, anchor string, sib grammars.Sibling, sk Skeleton, comp Completion, concretizer string, dialect dialect.Dialect) Test {
	orig := p.Trigger.Orig
	stmts := append([]testfmt.Statement(nil), orig.Statements...)
	key := -1
	for i, s := range stmts {
		if s.SQL == p.Trigger.Key.SQL && key < 0 {
			key = i
			s.SQL = comp.SQL
			s.Key = true
			stmts[i] = s
		}
	}
	if key < 0 {
		// S_key is not among the case's statements (a profile made without one): the test is
		// the setup and the sibling statement.
		st := p.Trigger.Key
		st.SQL, st.Key = comp.SQL, true
		stmts = append(stmts, st)
		key = len(stmts) - 1
	}
	h := sha256.Sum256([]byte(p.FixID + "\x00" + sib.Construct + "\x00" + comp.SQL))
	return Test{
		ID: hex.EncodeToString(h[:])[:16], FixID: p.FixID, Dialect: dialect,
		Anchor: anchor, Construct: sib.Construct, Rule: sib.Rule, Path: sib.Path,
		Original: p.Trigger.Key.SQL, Skeleton: sk.String(), SQL: comp.SQL,
		Placeholders: comp.Placeholders, Variant: comp.Variant, Concretizer: concretizer,
		Setup: orig.Setup, Statements: stmts, Key: key, Format: orig.Format,
	}
}
