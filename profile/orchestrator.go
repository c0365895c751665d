package profile

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
)

// QueryInput is what the Query Analyzer reads: the fix (its tests and description), and in a
// re-analysis round the Patch Analyzer's findings and its own previous ones.
type QueryInput struct {
	Fix      *corpus.FixRecord
	Round    int
	Other    *PatchFinding
	Previous *QueryFinding
}

// PatchInput is what the Patch Analyzer reads: the fix (its patch and description), and in a
// re-analysis round the Query Analyzer's findings and its own previous ones.
type PatchInput struct {
	Fix      *corpus.FixRecord
	Round    int
	Other    *QueryFinding
	Previous *PatchFinding
}

// QueryAnalyzer names n_fault, S_key and P_fail from the regression test and the description.
type QueryAnalyzer interface {
	AnalyzeQuery(ctx context.Context, in QueryInput) (*QueryFinding, error)
}

// PatchAnalyzer names n_fault, C_fix and O_fix from the patch and the description.
type PatchAnalyzer interface {
	AnalyzePatch(ctx context.Context, in PatchInput) (*PatchFinding, error)
}

// Brain is a pair of analyzers with a name for the provenance.
type Brain interface {
	QueryAnalyzer
	PatchAnalyzer
	// Name is "rules" or "llm"; Model the model behind an LLM brain ("" for rules).
	Name() string
	Model() string
}

// AnalysisError is an analyzer's failure on one fix (an LLM answer that stayed malformed after
// the repair request): the fix is dropped with this reason and the run goes on. Any other error
// from an analyzer stops the run (an unreachable endpoint, a spent budget, a cancelled context,
// an endpoint whose answers are not the JSON object asked for).
type AnalysisError struct {
	Analyzer string
	Err      error
}

func (e *AnalysisError) Error() string { return e.Analyzer + ": " + e.Err.Error() }
func (e *AnalysisError) Unwrap() error { return e.Err }

// Options configure the Orchestrator.
type Options struct {
	// MaxRounds is how many rounds the analyzers get: the first analysis and the re-analyses
	// after a disagreement. Default 3.
	MaxRounds int
	// MaxStatementBytes is the longest test statement a fix may hold; a fix with a longer one
	// is skipped over budget (OutcomeSkipped). Default 256 KiB, the grammars' parse limit: the
	// brains parse every statement, and one of 600 KB stalled a campaign's stages.
	//
	// The budgets are left out of the profile's input key (ProfileKey): they decide only whether
	// a unit is done at all, and a run with other budgets should not redo every profile.
	MaxStatementBytes int `json:"-"`
	// Timeout bounds the profiling of one fix, all rounds; a fix past it is skipped over budget
	// and the stage goes on. Default 10 minutes, room for three rounds of a slow model.
	Timeout time.Duration `json:"-"`
}

// Validate fills defaults and rejects bad values.
func (o *Options) Validate() error {
	if o.MaxRounds == 0 {
		o.MaxRounds = 3
	}
	if o.MaxRounds < 1 || o.MaxRounds > 10 {
		return fmt.Errorf("rounds must be between 1 and 10, not %d", o.MaxRounds)
	}
	if o.MaxStatementBytes == 0 {
		o.MaxStatementBytes = grammars.DefaultMaxBytes
	}
	if o.Timeout == 0 {
		o.Timeout = 10 * time.Minute
	}
	if o.MaxStatementBytes < 0 || o.Timeout < 0 {
		return errors.New("profile budgets must not be negative")
	}
	return nil
}

// Build runs the Orchestrator over one fix: both analyzers, the cross-check of n_fault, at most
// MaxRounds rounds, and the Bug Profile. A fix that cannot be profiled comes back as a profile
// with Status Dropped, its kind and the reason (OutcomeSkipped, DropOverBudget, for one past
// Options.MaxStatementBytes or Timeout); an error means the brain failed (see AnalysisError) or
// ctx was cancelled.
func Build(ctx context.Context, fix *corpus.FixRecord, brain Brain, opts Options) (*Profile, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	budget, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	p, err := build(budget, fix, brain, opts)
	if budget.Err() != nil && ctx.Err() == nil {
		// Past the budget, not cancelled by the caller: what the rounds found is dropped.
		p = &Profile{FixID: fix.ID, Dialect: fix.Dialect, Provenance: Provenance{Brain: brain.Name(), Model: brain.Model()}}
		return p.drop(OutcomeSkipped, DropOverBudget, tally.OverBudgetReason(fmt.Sprintf("profiling took more than %v", opts.Timeout))), nil
	}
	return p, err
}

// build is Build within the budget's context.
func build(ctx context.Context, fix *corpus.FixRecord, brain Brain, opts Options) (*Profile, error) {
	p := &Profile{FixID: fix.ID, Dialect: fix.Dialect, Provenance: Provenance{Brain: brain.Name(), Model: brain.Model()}}
	if pr, ok := brain.(interface{ Prompts() []string }); ok {
		p.Provenance.Prompts = pr.Prompts()
	}
	if len(allStatements(fix)) == 0 {
		return p.drop(OutcomeSkipped, DropNoTest, string(DropNoTest)+": there is no construct to mutate"), nil
	}
	if err := fix.Dialect.OrDefault().Check(); err != nil {
		return p.drop(OutcomeSkipped, DropNoGrammar, err.Error()), nil
	}
	if why := oversized(fix, opts.MaxStatementBytes); why != "" {
		return p.drop(OutcomeSkipped, DropOverBudget, tally.OverBudgetReason(why)), nil
	}
	hasPatch := len(fix.Patch.Files) > 0
	if !hasPatch {
		p.Notes = append(p.Notes, "the fix has no code patch: n_fault rests on the query side alone")
	}
	var q *QueryFinding
	var pf *PatchFinding
	for round := 1; round <= opts.MaxRounds; round++ {
		if err := ctx.Err(); err != nil {
			// The rules brain does not watch the context; the budget is checked between rounds.
			return nil, err
		}
		prevQ, prevP := q, pf
		var err error
		q, pf, err = analyze(ctx, brain, fix, round, q, pf, hasPatch)
		if err != nil {
			var ae *AnalysisError
			if errors.As(err, &ae) {
				return p.drop(OutcomeDropped, DropAnalysis, err.Error()), nil
			}
			return nil, fmt.Errorf("profile %s: round %d: %w", fix.ID, round, err)
		}
		p.Provenance.Tokens += q.Tokens
		if pf != nil {
			p.Provenance.Tokens += pf.Tokens
		}
		r := Round{Query: q, Patch: pf}
		switch {
		case !hasPatch:
			r.Agree = q.Fault != ""
			if !r.Agree {
				r.Reason = "the query side is unsure: " + candidateNames(q.Candidates)
			}
		case q.Fault != "" && pf.Fault == "" && pf.Abstains && round > 1:
			// The patch names no construct even after seeing the test's: like a fix without a
			// patch, n_fault rests on the query side, which singled it out.
			r.Agree = true
			p.Notes = append(p.Notes, "the patch maps to no construct: n_fault rests on the query side alone")
		case q.Fault != "" && pf.Fault == "" && pf.Defers && round > 1:
			r.Agree = true
			p.Notes = append(p.Notes, "the patch singles out no construct and the title names the test's: n_fault rests on the query side and the title")
		default:
			r.Agree, r.Reason = crossCheck(q, pf)
		}
		p.Provenance.Rounds = append(p.Provenance.Rounds, r)
		if r.Agree {
			outcome := OutcomeAgreed
			if round > 1 {
				outcome = OutcomeResolved
			}
			if !hasPatch || pf.Fault == "" {
				return p.accept(fix, q, nil, OutcomeSingle), nil
			}
			return p.accept(fix, q, pf, outcome), nil
		}
		if !hasPatch || round > 1 && prevQ.Fault == q.Fault && prevP.Fault == pf.Fault {
			break // another round would be asked the same and say the same
		}
	}
	p.Candidates = mergeCandidates(q, pf)
	// The key statement the query side chose stays with a dropped profile, so its ranked
	// candidates can still be mutated (marked as candidates).
	if tc, st, ok := findKey(fix, q.Key, ""); ok && q.Key != "" {
		p.Trigger.Key, p.Trigger.Orig = st, tc
		if len(p.Candidates) > 0 {
			p.Trigger.Values = DeriveTrigger(p.Candidates[0].Construct, st, tc, fix.Patch)
			p.Validation = unagreedValidation(q, p.Candidates)
		}
	}
	last := p.Provenance.Rounds[len(p.Provenance.Rounds)-1]
	return p.drop(OutcomeDropped, DropNoAgreement, fmt.Sprintf("%s after %s: %s", DropNoAgreement, tally.Plural(len(p.Provenance.Rounds), "round", "rounds"), last.Reason)), nil
}

// analyze runs both analyzers of one round at once; an LLM brain spends most of its time waiting.
func analyze(ctx context.Context, brain Brain, fix *corpus.FixRecord, round int, q *QueryFinding, pf *PatchFinding, hasPatch bool) (*QueryFinding, *PatchFinding, error) {
	var nq *QueryFinding
	var np *PatchFinding
	var qerr, perr error
	var wg sync.WaitGroup
	if hasPatch {
		wg.Add(1)
		go func() {
			defer wg.Done()
			np, perr = brain.AnalyzePatch(ctx, PatchInput{Fix: fix, Round: round, Other: q, Previous: pf})
		}()
	}
	nq, qerr = brain.AnalyzeQuery(ctx, QueryInput{Fix: fix, Round: round, Other: pf, Previous: q})
	wg.Wait()
	if qerr != nil {
		return nil, nil, qerr
	}
	if perr != nil {
		return nil, nil, perr
	}
	return nq, np, nil
}

// crossCheck reports whether both analyzers name the same construct, and if not, why.
func crossCheck(q *QueryFinding, p *PatchFinding) (bool, string) {
	switch {
	case q.Fault == "" && p.Fault == "":
		return false, fmt.Sprintf("both sides are unsure (query: %s; patch: %s)", candidateNames(q.Candidates), candidateNames(p.Candidates))
	case q.Fault == "":
		return false, fmt.Sprintf("the patch names %s; the query side is unsure (%s)", p.Fault, candidateNames(q.Candidates))
	case p.Fault == "":
		return false, fmt.Sprintf("the test names %s; the patch side is unsure (%s)", q.Fault, candidateNames(p.Candidates))
	case SameConstruct(q.Fault, p.Fault), related(q.Fault, p.Fault):
		return true, ""
	}
	return false, fmt.Sprintf("the test names %s, the patch names %s", q.Fault, p.Fault)
}

// SameConstruct reports whether two names refer to the same construct: equal once case, quoting,
// call parentheses and the spacing between words are set aside (TRIM, trim(), `Trim`;
// ON DUPLICATE KEY UPDATE, on_duplicate_key_update). Operators spelled with symbols alone
// (<=>, ^) compare as written, without spaces.
func SameConstruct(a, b string) bool {
	ka, kb := squash(a), squash(b)
	if ka == "" && kb == "" {
		sa, sb := strings.Join(strings.Fields(a), ""), strings.Join(strings.Fields(b), "")
		return sa != "" && sa == sb
	}
	return ka != "" && ka == kb
}

// related reports whether one name's words are all words of the other: the patch names ORDER
// where the test spells ORDER BY, or INDEX for CREATE INDEX. Within a function's name, split at
// its underscores, only the last words count: POSITION for LIST_POSITION (the function's own
// name after its family's), never JSON for JSON_VALID (the family, which every JSON function's
// patch touches). The query side's spelling is kept, since it is the one the statement holds.
func related(a, b string) bool {
	if contains(strings.Fields(strings.ToUpper(a)), strings.Fields(strings.ToUpper(b))) {
		return true
	}
	split := func(s string) []string {
		return strings.FieldsFunc(strings.ToUpper(s), func(r rune) bool { return r == ' ' || r == '_' || r == '\t' || r == '\n' })
	}
	wa, wb := split(a), split(b)
	if len(wa) > len(wb) {
		wa, wb = wb, wa
	}
	return len(wa) > 0 && len(wa) < len(wb) && slices.Equal(wa, wb[len(wb)-len(wa):])
}

// inFamily reports whether fn is a function whose name, split at its underscores, has family's
// one word in it: READ_CSV_AUTO and JSON_VALUE are of the CSV and JSON families.
func inFamily(fn, family string) bool {
	f := strings.ToUpper(family)
	if strings.ContainsAny(f, " _") {
		return false
	}
	words := strings.Split(strings.ToUpper(fn), "_")
	return len(words) > 1 && slices.Contains(words, f)
}

// contains reports whether the shorter of two word lists has all its words in the longer.
func contains(wa, wb []string) bool {
	if len(wa) > len(wb) {
		wa, wb = wb, wa
	}
	if len(wa) == 0 || len(wa) == len(wb) {
		return false
	}
	for _, w := range wa {
		if !slices.Contains(wb, w) {
			return false
		}
	}
	return true
}

// squash is a construct name's comparison key: its letters and digits, upper-cased.
func squash(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			b.WriteRune(r - 'a' + 'A')
		case r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (p *Profile) drop(outcome string, kind DropKind, reason string) *Profile {
	p.Status, p.Reason, p.DropKind, p.Provenance.Outcome = Dropped, reason, kind, outcome
	return p
}

func (p *Profile) accept(fix *corpus.FixRecord, q *QueryFinding, pf *PatchFinding, outcome string) *Profile {
	p.Status, p.Provenance.Outcome = Accepted, outcome
	p.CrossChecked = pf != nil
	p.Trigger.Fault = q.Fault
	tc, st, ok := findKey(fix, q.Key, q.Fault)
	if !ok {
		return p.drop(OutcomeDropped, DropKeyMissing, fmt.Sprintf("n_fault %s is agreed but no test statement holds it", q.Fault))
	}
	p.Trigger.Key, p.Trigger.Orig = st, tc
	if pf != nil {
		p.Trigger.Fault = narrow(q.Fault, st.SQL, pf.Candidates)
	}
	p.Trigger.Values = DeriveTrigger(p.Trigger.Fault, st, tc, fix.Patch)
	p.Trigger.Values, p.Notes = addNamed(p.Trigger.Values, q.Trigger, p.Notes)
	p.Validation.Failure = q.Failure
	if pf != nil {
		p.Validation.Criterion, p.Validation.Oracle = pf.Criterion, pf.Oracle
	} else {
		p.Validation.Criterion, p.Validation.Oracle = criterion(q.Fault, q.Failure, "")
	}
	p.Candidates = mergeCandidates(q, pf)
	return p
}

// unagreedValidation is the Validation Profile of a fix whose analyzers did not agree on
// n_fault: what the fix repaired is still known from its test's recorded outcome and its
// description (the Query Analyzer's P_fail), so its ranked candidates are judged under it. The
// criterion names the candidates, as one of them is n_fault; Unagreed marks it less certain.
func unagreedValidation(q *QueryFinding, cands []Candidate) Validation {
	var names []string
	for i, c := range cands {
		if i == 3 {
			break
		}
		names = append(names, c.Construct)
	}
	v := Validation{Failure: q.Failure, Unagreed: true}
	v.Criterion, v.Oracle = criterion(strings.Join(names, " or "), q.Failure, "")
	return v
}

// narrow returns the longer construct the patch names when it holds n_fault and S_key spells it:
// the patch changes the FETCH_ABSOLUTE branch of FETCH, so the construct is FETCH ABSOLUTE and
// its siblings are FETCH's other forms.
func narrow(fault, key string, patch []Candidate) string {
	text := " " + strings.Join(strings.Fields(strings.ToUpper(key)), " ") + " "
	for _, c := range patch {
		if len(strings.Fields(c.Construct)) > len(strings.Fields(fault)) && related(fault, c.Construct) &&
			strings.Contains(text, " "+strings.ToUpper(c.Construct)+" ") {
			return c.Construct
		}
	}
	return fault
}

// findKey finds S_key in the fix's tests: the statement the Query Analyzer quoted (compared with
// whitespace collapsed, as a model may re-indent it) if it holds fault, else the first key
// statement that holds fault.
func findKey(fix *corpus.FixRecord, key, fault string) (corpus.TestCase, testfmt.Statement, bool) {
	want, f := collapse(key), squash(fault)
	for _, tc := range fix.Tests {
		for _, s := range tc.Statements {
			if want != "" && collapse(s.SQL) == want && strings.Contains(squash(s.SQL), f) {
				return tc, s, true
			}
		}
	}
	for _, keyOnly := range []bool{true, false} {
		for _, tc := range fix.Tests {
			for _, s := range tc.Statements {
				if (s.Key || !keyOnly) && holds(s.SQL, fault) {
					return tc, s, true
				}
			}
		}
	}
	// Only the setup holds it (a view or CREATE TABLE ... SELECT over the construct that the
	// test then reads): that statement is S_key, and the case runs from it on.
	for _, tc := range fix.Tests {
		for i, s := range tc.Setup {
			if f != "" && holds(s.SQL, fault) {
				s.Key = true
				from := append([]testfmt.Statement{s}, tc.Setup[i+1:]...)
				tc.Statements = append(from, tc.Statements...)
				tc.Setup = tc.Setup[:i:i]
				return tc, s, true
			}
		}
	}
	return corpus.TestCase{}, testfmt.Statement{}, false
}

// holds reports whether a statement spells construct: its letters in a row (FETCH ABSOLUTE,
// fetch_absolute), or its words in order with others between them, as the analyzers name a
// statement by its first and last leading keywords (SHOW CREATE TABLE t is a SHOW TABLE).
func holds(sql, construct string) bool {
	f := squash(construct)
	if f == "" {
		return false
	}
	if strings.Contains(squash(sql), f) {
		return true
	}
	words := strings.Fields(strings.ToUpper(construct))
	if len(words) < 2 {
		return false
	}
	i := 0
	for _, w := range strings.FieldsFunc(strings.ToUpper(sql), func(r rune) bool { return !isWordByte(byte(r)) || r > 127 }) {
		if i < len(words) && w == words[i] {
			i++
		}
	}
	return i == len(words)
}

func collapse(s string) string {
	return strings.TrimSuffix(strings.Join(strings.Fields(s), " "), ";")
}

// oversized names the first statement of the fix's tests, setup included, longer than max bytes;
// "" if none.
func oversized(fix *corpus.FixRecord, max int) string {
	for _, tc := range fix.Tests {
		for i, s := range append(append([]testfmt.Statement(nil), tc.Setup...), tc.Statements...) {
			if len(s.SQL) > max {
				return fmt.Sprintf("statement %d of test %s (line %d) is %s, past the %s limit",
					i+1, tc.Name, s.Line, grammars.Size(len(s.SQL)), grammars.Size(max))
			}
		}
	}
	return ""
}

func allStatements(fix *corpus.FixRecord) []testfmt.Statement {
	var out []testfmt.Statement
	for _, tc := range fix.Tests {
		out = append(out, tc.Statements...)
	}
	return out
}

func candidateNames(cs []Candidate) string {
	if len(cs) == 0 {
		return "no construct found"
	}
	var names []string
	for i, c := range cs {
		if i == 5 {
			names = append(names, "…")
			break
		}
		names = append(names, c.Construct)
	}
	return strings.Join(names, ", ")
}

// mergeCandidates joins both sides' candidates, each construct once with its best score.
func mergeCandidates(q *QueryFinding, p *PatchFinding) []Candidate {
	var all []Candidate
	if q != nil {
		all = append(all, q.Candidates...)
	}
	if p != nil {
		all = append(all, p.Candidates...)
	}
	var out []Candidate
	index := map[string]int{}
	for _, c := range all {
		k := squash(c.Construct)
		if i, ok := index[k]; ok {
			out[i].Score = max(out[i].Score, c.Score)
			out[i].Evidence = append(out[i].Evidence, c.Evidence...)
			continue
		}
		index[k] = len(out)
		out = append(out, c)
	}
	sortCandidates(out)
	return out
}

// Stats count how the cross-checks ended, the figures the paper reports (§4.4).
type Stats struct {
	Profiles int `json:"profiles"`
	Agreed   int `json:"agreed"`
	Resolved int `json:"resolved"`
	Dropped  int `json:"dropped"`
	Single   int `json:"single"`
	Skipped  int `json:"skipped"`
}

// Add counts one profile.
func (s *Stats) Add(p *Profile) {
	s.Profiles++
	switch p.Provenance.Outcome {
	case OutcomeAgreed:
		s.Agreed++
	case OutcomeResolved:
		s.Resolved++
	case OutcomeSingle:
		s.Single++
	case OutcomeSkipped:
		s.Skipped++
	default:
		s.Dropped++
	}
}
