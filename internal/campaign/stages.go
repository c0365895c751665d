package campaign

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/store"
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
	historical := execute.Historical{}
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
	r := execute.Runner{Target: tg, Product: product, Catalog: oracle.Options{Product: product, Volatile: volatile, Aggregates: aggs},
		Reference: ref, Release: diff, Options: opts}
	// judge runs one test within ctx, its budget; retry says the test is left for the next run.
	judge := func(ctx context.Context, t sibling.Test, in *validate.Input) (v validate.Verdict, retry bool, err error) {
		runs, err := r.Run(ctx, t, historical)
		in.Sibling, in.Historical, in.Oracles, in.Reference, in.Release = runs.Sibling, runs.Historical, runs.Oracles, runs.Reference, runs.Release
		if err != nil || runs.Retry {
			return v, runs.Retry, err
		}
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
		Unreached: validate.UnreachedOverBudget, Reason: tally.OverBudgetReason(why)}
}

// ValidateStats counts what a validation run found.
type ValidateStats struct {
	Tests         int            `json:"tests"`
	NotValidated  int            `json:"not_validated"`
	Stage         [3]int         `json:"stages_holding"`
	Evidence      map[string]int `json:"evidence"`
	OracleApplied int            `json:"oracle_applied"`
	// Reasons are why tests reached no verdict, by kind (addNotValidated), each shown by a
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
		addNotValidated(&s.Reasons, v)
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

// addNotValidated counts why a test reached no verdict into rs: by its kind
// (validate.UnreachedOf) and, within the kind, by the shape of its reason (sibling.Normalize),
// which tells apart the target's messages a test did not run with and the budgets a test was
// past; each group is shown by the first reason met with it.
func addNotValidated(rs *tally.Reasons, v validate.Verdict) {
	rs.Add(string(validate.UnreachedOf(v))+"\x00"+sibling.Normalize(v.Reason), v.Reason, 1)
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
		if v.Input.Sibling == nil || validate.UnreachedOf(v.Verdict) == validate.UnreachedOverBudget {
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
