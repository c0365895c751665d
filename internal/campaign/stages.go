package campaign

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/internal/tally"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// graphCache holds the grammar graph of each dialect, extended with a target's catalog, made
// when first asked for.
type graphCache struct {
	catalog grammars.Catalog
	graphs  map[dialect.Dialect]*grammars.Graph
}

func newGraphCache(catalog grammars.Catalog) *graphCache {
	return &graphCache{catalog: catalog, graphs: map[dialect.Dialect]*grammars.Graph{}}
}

func (c *graphCache) get(d dialect.Dialect) (*grammars.Graph, error) {
	d = d.OrDefault()
	if d.Check() != nil {
		return nil, nil // sibling.Generate skips a profile of a dialect without a grammar, and says why
	}
	if g, ok := c.graphs[d]; ok {
		return g, nil
	}
	g, err := grammars.Dialect(d)
	if err != nil {
		return nil, err
	}
	g.AddCatalog(c.catalog)
	c.graphs[d] = g
	return g, nil
}

// SiblingStats counts a generation run.
type SiblingStats struct {
	Profiles  int            `json:"profiles"`
	WithTests int            `json:"with_tests"`
	Tests     int            `json:"tests"`
	Rejected  int            `json:"rejected"`
	Reasons   map[string]int `json:"reasons"`
	// Cut counts the profiles whose set a budget of their work cut short (sibling.Set.Cut).
	Cut int `json:"cut"`
}

func (s *SiblingStats) add(set *sibling.Set) {
	s.Profiles++
	s.Tests += len(set.Tests)
	s.Rejected += len(set.Rejected)
	if len(set.Tests) > 0 {
		s.WithTests++
	}
	if set.Cut != "" {
		s.Cut++
	}
	if set.Reason != "" {
		if s.Reasons == nil {
			s.Reasons = map[string]int{}
		}
		s.Reasons[set.Kind]++
	}
}

// The budget of one sibling test's validation. A test past it is stored not validated with the
// reason, and the stage goes on: a generated script of thousands of statements, or one that keeps
// the target busy statement after statement within each statement's timeout, would otherwise
// hold a sandbox for the rest of the campaign.
const (
	// MaxTestStatements caps a test's statements, setup included; regression tests rarely
	// pass a few hundred.
	MaxTestStatements = 1000
	// TestTimeout bounds the runs of one test (sibling, historical, oracles, reference) and its
	// judgement; a run past it is cut where it is.
	TestTimeout = 5 * time.Minute
	// FixTimeout bounds the validation of one fix's tests together: once they have taken it,
	// its later tests are stored over budget without a run. A fix whose shared context or key
	// statement is heavy (a TPC-H generation, a table of ten million rows) costs seconds per
	// sibling, and its hundred siblings would otherwise take as long as a thousand light fixes;
	// the tests come in generation order, so the siblings cut are the fix's last. Measured on
	// DuckDB's history, a light fix's 300 tests take under 30 s, and three heavy fixes in 67
	// took 40% of the time under a budget of 2 min.
	FixTimeout = time.Minute
)

// testBudget is the budget of one test's validation and of one fix's: MaxTestStatements,
// TestTimeout and FixTimeout, which this package's tests shrink.
type testBudget struct {
	statements int
	timeout    time.Duration
	fix        time.Duration
}

// Do is stage 5 over tests on the sandbox sb: it runs each sibling test and its historical test
// (once per fix and statement) in fresh databases, NoREC and TLP on the sibling statement, judges
// them with the stage's brain (Prepare), relates the verdict to the stored fixes the target lacks
// (a candidate's sibling statement that is another fix's regression statement runs that
// statement in its own context) and stores the verdict under the test's key; step (may be nil)
// is called before each test. A test past its budget (MaxTestStatements, TestTimeout, its fix's
// FixTimeout) is stored not validated, its reason "over budget: ...". A test is stored only once
// it is judged, so when ctx ends the test in flight is left for the next run and the stats of
// what was stored are returned without an error. sb's reference engine and other release, when
// it has them, run each sibling test too.
func (s *ValidateStage) Do(ctx context.Context, sb Sandbox, tests []sibling.Test, step func()) (ValidateStats, error) {
	st, brain, opts, budget, target := s.st, s.brain, s.run, s.budget, s.target.Redacted()
	tg, product, ref, diff := sb.Target, sb.Product, sb.Reference, sb.Differential
	profiles := map[string]*profile.Profile{}
	historical := map[[2]string]*dbms.Execution{}
	up := newUpstream(st, tg, product, target, opts)
	var sum ValidateStats
	volatile, aggs, handlers, err := validationCatalog(ctx, tg)
	if err != nil {
		return sum, err
	}
	interrupted := func(err error) error {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	// judge runs one test within ctx, its budget; retry says the test is left for the next run.
	judge := func(ctx context.Context, t sibling.Test, in *validate.Input) (v validate.Verdict, retry bool, err error) {
		hk := [2]string{t.FixID, t.Original}
		if in.Sibling = hungContext(historical[hk], t); in.Sibling == nil {
			if in.Sibling, err = runTest(ctx, tg, t, t.Statements, opts); err != nil {
				return v, false, err
			}
		}
		if sibling.Judge(product, t, in.Sibling.Results).Transient {
			// The server was down under the test's context (a restart after the test before
			// crashed it): the test is left for the next run, not stored as not validated.
			return v, true, nil
		}
		if in.Historical = historical[hk]; in.Historical == nil {
			orig := append([]testfmt.Statement(nil), t.Statements...)
			orig[t.Key].SQL = t.Original
			if in.Historical, err = runTest(ctx, tg, t, orig, opts); err != nil {
				return v, false, err
			}
			if ctx.Err() == nil {
				// A run cut by the budget is not the historical test's outcome for the next test.
				historical[hk] = in.Historical
			}
		}
		if in.Oracles, err = runOracles(ctx, tg, t, in.Sibling, oracle.Options{Product: product, Volatile: volatile, Aggregates: aggs}, opts); err != nil {
			return v, false, err
		}
		in.Reference = ref.compare(ctx, t, in.Sibling, opts)
		in.Release = diff.compare(ctx, t, in.Sibling, opts)
		if v, err = validate.Validate(ctx, brain, in); err != nil {
			return v, false, err
		}
		return v, false, up.relate(ctx, &v, t)
	}
	spent := map[string]time.Duration{} // validation time per fix
	for _, t := range tests {
		if ctx.Err() != nil {
			break
		}
		if step != nil {
			step()
		}
		prof, ok := profiles[t.FixID]
		if !ok {
			var err error
			if prof, err = st.GetProfile(ctx, t.FixID); err != nil {
				return sum, interrupted(fmt.Errorf("profile of test %s: %w", t.ID, err))
			}
			profiles[t.FixID] = prof
		}
		in := &validate.Input{Profile: prof, Test: t, Product: product, Handler: handlers[strings.ToUpper(t.Construct)]}
		var v validate.Verdict
		if n := len(t.Setup) + len(t.Statements); n > budget.statements {
			v = overBudget(t, brain, fmt.Sprintf("the test has %d statements, past the limit of %d", n, budget.statements))
		} else if spent[t.FixID] >= budget.fix {
			v = overBudget(t, brain, fmt.Sprintf("the fix's tests took more than %v; its later tests are not run", budget.fix))
		} else {
			tctx, cancel := context.WithTimeout(ctx, budget.timeout)
			var retry bool
			var err error
			began := time.Now()
			v, retry, err = judge(tctx, t, in)
			spent[t.FixID] += time.Since(began)
			over := tctx.Err() != nil && ctx.Err() == nil
			cancel()
			switch {
			case over:
				// What ran before the cut stays in the input as evidence; the verdict is none.
				v = overBudget(t, brain, fmt.Sprintf("validation took more than %v", budget.timeout))
			case err != nil:
				return sum, interrupted(err)
			case retry:
				sum.Retry++
				continue
			}
		}
		// Runs cut short by the interruption are not this test's outcome.
		if ctx.Err() != nil {
			break
		}
		if err := st.PutValidation(ctx, nil, &store.Validation{Target: target, Input: *in, Verdict: v, Key: s.Key(t)}); err != nil {
			return sum, interrupted(err)
		}
		sum.add(v)
	}
	return sum, nil
}

// overBudget is the verdict of a test past its validation budget: not validated, with why.
func overBudget(t sibling.Test, brain validate.Brain, why string) validate.Verdict {
	return validate.Verdict{TestID: t.ID, FixID: t.FixID, Anchor: t.Anchor, Construct: t.Construct, Brain: brain.Name(),
		Reason: overBudgetPrefix + why}
}

// overBudgetPrefix opens the reason of a verdict past its budget: its runs are cut short.
const overBudgetPrefix = "over budget: "

// hungContext returns, when the historical run of t's fix hung in the context the sibling shares
// with it (a statement before the sibling one), the run the sibling would have: the same
// results to the hang, the rest not run. Its siblings are not run again only to wait out the
// same timeout or memory bound, which for a heavy context (a 4 GB file written before the
// statement under test) costs as much as the rest of the campaign. Nil when the context ran.
func hungContext(hist *dbms.Execution, t sibling.Test) *dbms.Execution {
	key := len(t.Setup) + t.Key
	if hist == nil || key >= len(hist.Results) || hist.Results[key].Outcome != dbms.OutcomeNotRun {
		return nil
	}
	at := slices.IndexFunc(hist.Results[:key], func(r dbms.Result) bool { return r.Outcome == dbms.OutcomeHang })
	if at < 0 {
		return nil
	}
	for i, s := range t.Context() {
		if hist.Results[i].SQL != s.SQL {
			return nil // another context: the sibling's own run decides
		}
	}
	ex := *hist
	ex.Results = slices.Clone(hist.Results)
	ex.Results[at].Log = strings.TrimSpace("not run again for this sibling: the historical run of the same context hung here\n\n" + ex.Results[at].Log)
	ex.Results[key].SQL = t.Statements[t.Key].SQL
	return &ex
}

// runTest runs a test's setup and the given statements on tg in a fresh database, up to the key
// statement: a verdict reads no statement after it (dbms.RunOptions.Until). The setup and the
// statements before the key one are the context the test shares with its fix's other tests
// (dbms.RunOptions.Setup).
func runTest(ctx context.Context, tg dbms.Target, t sibling.Test, stmts []testfmt.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	var run []dbms.Statement
	for _, s := range append(append([]testfmt.Statement(nil), t.Setup...), stmts...) {
		run = append(run, dbms.Statement{SQL: s.SQL, Connection: s.Connection})
	}
	opts.Database = t.Database()
	opts.Setup = len(t.Setup) + t.Key
	opts.Until = opts.Setup + 1
	ex, err := tg.Run(ctx, run, opts)
	if err != nil && ex == nil {
		return nil, fmt.Errorf("test %s (fix %s): %w", t.ID, t.FixID, err)
	}
	// A crash that took the server for good is recorded in ex; the next run reports it.
	return ex, nil
}

// runOracles runs every oracle (oracle.All) on the sibling statement, in one run (oracle.Run),
// with the test's setup and the statements before it as the context. A sibling statement that did
// not succeed in the test's run gives the oracles nothing to compare: each would find its own
// first query failing, so none is run. cat holds the target's product and what its catalog says
// of functions (volatile ones, aggregates); the rest of the options are filled here.
func runOracles(ctx context.Context, tg dbms.Target, t sibling.Test, run *dbms.Execution, cat oracle.Options,
	opts dbms.RunOptions) ([]oracle.Result, error) {
	if key := len(t.Setup) + t.Key; run == nil || key >= len(run.Results) || run.Results[key].Outcome != dbms.OutcomeOK {
		why := "the sibling statement did not succeed in the test's run: the oracles compare results of a statement that runs"
		var out []oracle.Result
		for _, o := range oracle.All {
			out = append(out, oracle.Result{Oracle: o.Name, Query: t.SQL, Verdict: oracle.NotApplicable, Reason: why})
		}
		return out, nil
	}
	var setup []dbms.Statement
	for _, s := range t.Context() {
		setup = append(setup, dbms.Statement{SQL: s.SQL, Connection: s.Connection})
	}
	opts.Database = t.Database()
	cat.Setup, cat.Run = setup, opts
	out, err := oracle.Run(ctx, tg, t.SQL, cat, oracle.All)
	if err != nil {
		return nil, fmt.Errorf("oracles on test %s: %w", t.ID, err)
	}
	for i := range out {
		out[i].Execution = nil // the verdict keeps the queries and the detail; the rows stay out of the store
	}
	return out, nil
}

// ValidateStats counts what a validation run found.
type ValidateStats struct {
	Tests         int            `json:"tests"`
	NotValidated  int            `json:"not_validated"`
	Stage         [3]int         `json:"stages_holding"`
	Evidence      map[string]int `json:"evidence"`
	OracleApplied int            `json:"oracle_applied"`
	// Reasons are why tests reached no verdict, by shape (notValidatedReason), each shown by a
	// real one.
	Reasons tally.Reasons `json:"not_validated_reasons"`
	// Retry counts tests left for the next run because their context lost the server.
	Retry int `json:"retry,omitempty"`
}

// merge adds the counts of another run over other tests.
func (s *ValidateStats) merge(o ValidateStats) {
	if s.Evidence == nil {
		s.Evidence = map[string]int{}
	}
	s.Tests += o.Tests
	s.NotValidated += o.NotValidated
	s.Retry += o.Retry
	s.OracleApplied += o.OracleApplied
	for i := range s.Stage {
		s.Stage[i] += o.Stage[i]
	}
	for k, n := range o.Evidence {
		s.Evidence[k] += n
	}
	s.Reasons.Merge(o.Reasons)
}

func (s *ValidateStats) add(v validate.Verdict) {
	if s.Evidence == nil {
		s.Evidence = map[string]int{}
	}
	s.Tests++
	if !v.Validated {
		s.NotValidated++
		addNotValidated(&s.Reasons, v.Reason)
	}
	for i, st := range v.Stages {
		if i < 3 && st.Holds {
			s.Stage[i]++
		}
	}
	for _, e := range v.Evidence {
		s.Evidence[e]++
	}
	for _, o := range v.Oracles {
		if o.Verdict == oracle.Consistent || o.Verdict == oracle.Violation {
			s.OracleApplied++
			break
		}
	}
}

// addNotValidated counts why a test reached no verdict into rs, by its shape (sibling.Normalize).
func addNotValidated(rs *tally.Reasons, r string) {
	if i := strings.Index(r, ": "); i > 0 && strings.HasPrefix(r, "the sibling statement did not run") {
		r = r[:i] + ": " + strings.TrimPrefix(r[i+2:], "setup failed: ")
	}
	rs.Add(sibling.Normalize(r), r, 1)
}

// TopReasons are the n most frequent labels of m, most frequent first, ties by label; for
// labels that name their group themselves (a kind, a status), where messages go to a
// tally.Reasons.
func TopReasons(m map[string]int, n int) []tally.Count {
	var out []tally.Count
	for r, c := range m {
		out = append(out, tally.Count{Reason: r, Count: c})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Reason < out[j].Reason
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// Rejudge judges every stored validation on target ("" for all) again with brain, from the runs
// it stored, and stores the verdicts that changed under the same input key: a change to the
// rules takes effect without running a test. What the campaign added to a verdict after
// judging it (a fix the target lacks, by its regression statement) is kept.
func Rejudge(ctx context.Context, st *store.Store, target string, brain validate.Brain) (judged, changed int, err error) {
	err = st.EachValidation(ctx, target, false, func(v *store.Validation) error {
		if v.Input.Sibling == nil || strings.HasPrefix(v.Verdict.Reason, overBudgetPrefix) {
			return nil // not run, or cut short: nothing to judge again
		}
		judged++
		nv, err := validate.Validate(ctx, brain, &v.Input)
		if err != nil {
			return err
		}
		if u := v.Verdict.Upstream; u != nil && u.Relation != validate.LacksFix {
			nv.Upstream = u
		}
		if reflect.DeepEqual(nv, v.Verdict) {
			return nil
		}
		changed++
		v.Verdict = nv
		return st.PutValidation(ctx, nil, v)
	})
	return judged, changed, err
}
