package execute

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// Runner runs sibling tests on one target, with what the judgement of each reads.
type Runner struct {
	Target dbms.Target
	// Product is the target's product (dbms.Info.Product), which picks the error tables.
	Product string
	// Catalog holds the target's product and what its catalog says of functions (volatile
	// ones, aggregates) for the oracles; the rest of oracle.Options is filled per test.
	Catalog oracle.Options
	// Reference, when not nil, is the reference engine each sibling test also runs on;
	// Release, when not nil, the other release of the target's engine.
	Reference *ReferenceEngine
	Release   *DifferentialEngine
	// Options are every run's options; Run sets each run's database, context and end.
	Options dbms.RunOptions
}

// Historical holds the historical test's run by (fix, original statement): the siblings of one
// statement share it, so it runs once per validation run. Run fills it.
type Historical map[[2]string]*dbms.Execution

// Runs are what the judgement of a sibling test reads (validate.Input's runs).
type Runs struct {
	// Sibling is the sibling test's run, Historical the historical test's.
	Sibling, Historical *dbms.Execution
	// Oracles are the oracles' results on the sibling statement, without their runs.
	Oracles []oracle.Result
	// Reference is what the reference engine's run shows of the sibling's, Release how the
	// sibling statement's outcome changed on the other release; nil without one.
	Reference *validate.Reference
	Release   *validate.Release
	// Retry says the server was down under the sibling test's context (a restart after the
	// test before crashed it): nothing else was run, and the test is left for the next run.
	Retry bool
}

// Run runs sibling test t (or takes the record of its historical run when that hung in the
// context they share), then, unless its context lost the server, the historical test (once per
// fix and original statement, kept in historical), the oracles, the reference engine's run and
// the other release's. An error is a run that recorded nothing or ctx's end; the runs made
// before it are returned with it, as the evidence of a test cut short.
func (r *Runner) Run(ctx context.Context, t sibling.Test, historical Historical) (Runs, error) {
	var out Runs
	var err error
	hk := [2]string{t.FixID, t.Original}
	if out.Sibling = hungContext(historical[hk], t); out.Sibling == nil {
		if out.Sibling, err = Test(ctx, r.Target, t, t.Statements, r.Options); err != nil {
			return out, err
		}
	}
	if sibling.Judge(r.Product, t, out.Sibling.Results).Transient {
		out.Retry = true
		return out, nil
	}
	if out.Historical = historical[hk]; out.Historical == nil {
		orig := append([]testfmt.Statement(nil), t.Statements...)
		orig[t.Key].SQL = t.Original
		if out.Historical, err = Test(ctx, r.Target, t, orig, r.Options); err != nil {
			return out, err
		}
		if ctx.Err() == nil {
			// A run cut by ctx is not the historical test's outcome for the next test.
			historical[hk] = out.Historical
		}
	}
	if out.Oracles, err = runOracles(ctx, r.Target, t, out.Sibling, r.Catalog, r.Options); err != nil {
		return out, err
	}
	out.Reference = r.Reference.compare(ctx, t, out.Sibling, r.Options)
	out.Release = r.Release.compare(ctx, t, out.Sibling, r.Options)
	return out, nil
}

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
	opts.Database = t.Database()
	cat.Setup, cat.Run = Script(t.Context()), opts
	out, err := oracle.Run(ctx, tg, t.SQL, cat, oracle.All)
	if err != nil {
		return nil, fmt.Errorf("oracles on test %s: %w", t.ID, err)
	}
	for i := range out {
		out[i].Execution = nil // the verdict keeps the queries and the detail; the rows stay out of the store
	}
	return out, nil
}
