package campaign

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// TestOverBudgetFixGoesOn: a fix whose test holds a 600 KB statement (mined from a history, so
// no import cap stopped it) is profiled as skipped over budget, and the campaign goes on to
// the candidates of the other fix.
func TestOverBudgetFixGoesOn(t *testing.T) {
	dbmstest.Engines(t)
	st := importedStore(t)
	recs, _, err := corpus.ImportJSONL(strings.NewReader(strings.Replace(jsonValueFix, "json-extract-fix", "huge-setup-fix", 1)))
	if err != nil {
		t.Fatal(err)
	}
	huge := recs[0]
	big := "insert into t values (3, null)" + strings.Repeat(", (3, null)", 600<<10/11)
	huge.Tests[0].Statements = append([]testfmt.Statement{{SQL: big, Line: 1}}, huge.Tests[0].Statements...)
	if err := st.PutFix(t.Context(), huge); err != nil {
		t.Fatal(err)
	}
	sum, err := Run(t.Context(), st, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Profile.Skipped != 1 || len(sum.Campaign.Candidates) == 0 {
		t.Errorf("profiles %+v, %d candidates; want the huge fix skipped and the other's candidates", sum.Profile, len(sum.Campaign.Candidates))
	}
	p, err := st.GetProfile(t.Context(), huge.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p.Provenance.Outcome != profile.OutcomeSkipped || !strings.HasPrefix(p.Reason, "over budget: statement 1 of test huge-setup-fix") {
		t.Errorf("the huge fix's profile: %s %q", p.Provenance.Outcome, p.Reason)
	}
}

// TestValidateOverBudgetTest: a sibling test of more statements than MaxTestStatements is stored
// not validated, over budget, without a run on the target (there is none here).
func TestValidateOverBudgetTest(t *testing.T) {
	dbmstest.Engines(t)
	st := importedStore(t)
	fix := "json-extract-fix"
	if err := st.PutProfile(t.Context(), nil, &profile.Profile{FixID: fix, Status: profile.Dropped}, ""); err != nil {
		t.Fatal(err)
	}
	test := sibling.Test{ID: "long", FixID: fix, Construct: "JSON_VALUE", Statements: make([]testfmt.Statement, MaxTestStatements+1)}
	sum, err := gmsStage(st, testBudget{MaxTestStatements, TestTimeout, FixTimeout}).Do(t.Context(), Sandbox{Product: "go-mysql-server"}, []sibling.Test{test}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Tests != 1 || sum.NotValidated != 1 {
		t.Errorf("stats %+v; want one test not validated", sum)
	}
	vs, err := st.ListValidations(t.Context(), "gms:", false)
	if err != nil || len(vs) != 1 {
		t.Fatalf("stored validations: %v, %d", err, len(vs))
	}
	if want := "over budget: the test has 1001 statements, past the limit of 1000"; vs[0].Verdict.Reason != want || vs[0].Verdict.Validated {
		t.Errorf("stored verdict %+v; want not validated, %q", vs[0].Verdict, want)
	}
}

// gmsStage is the validate stage on gms: with the rules brain, within budget.
func gmsStage(st *store.Store, budget testBudget) *ValidateStage {
	s := NewValidateStage(st, dialect.MustParseTarget("gms:"), dialect.Target{}, dialect.Target{}, Brain{Offline: true}, 0, false)
	s.budget = budget
	if err := s.Prepare(nil); err != nil {
		panic(err) // the rules brain needs nothing
	}
	return s
}

// stallingTarget is a target whose runs never finish on their own: each waits for its context.
type stallingTarget struct{}

var _ dbms.Target = stallingTarget{}

func (stallingTarget) Info(context.Context) (dbms.Info, error) { return dbms.Info{}, nil }
func (stallingTarget) Close() error                            { return nil }

func (stallingTarget) Run(ctx context.Context, _ []dbms.Statement, _ dbms.RunOptions) (*dbms.Execution, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// TestValidateOverBudgetTime: a test whose runs outlast the budget's time is cut at the
// deadline and stored not validated, over budget; the next test is still validated.
func TestValidateOverBudgetTime(t *testing.T) {
	st := importedStore(t)
	fix := "json-extract-fix"
	if err := st.PutProfile(t.Context(), nil, &profile.Profile{FixID: fix, Status: profile.Dropped}, ""); err != nil {
		t.Fatal(err)
	}
	var tests []sibling.Test
	for _, id := range []string{"first", "second"} {
		tests = append(tests, sibling.Test{ID: id, FixID: fix, Construct: "JSON_VALUE", Statements: []testfmt.Statement{{SQL: "SELECT 1"}}})
	}
	sum, err := gmsStage(st, testBudget{statements: 10, timeout: 50 * time.Millisecond, fix: time.Hour}).
		Do(t.Context(), Sandbox{Target: stallingTarget{}, Product: "go-mysql-server"}, tests, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Tests != 2 || sum.NotValidated != 2 {
		t.Errorf("stats %+v; want both tests stored not validated", sum)
	}
	vs, err := st.ListValidations(t.Context(), "gms:", false)
	if err != nil || len(vs) != 2 {
		t.Fatalf("stored validations: %v, %d", err, len(vs))
	}
	for _, v := range vs {
		if want := "over budget: validation took more than 50ms"; v.Verdict.Reason != want {
			t.Errorf("test %s: stored %q, want %q", v.Verdict.TestID, v.Verdict.Reason, want)
		}
	}
}

// countingStall is stallingTarget that counts the runs it was given.
type countingStall struct {
	stallingTarget
	runs *atomic.Int32
}

func (c countingStall) Run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	c.runs.Add(1)
	return c.stallingTarget.Run(ctx, stmts, opts)
}

// TestValidateOverFixBudget: once a fix's tests have taken its budget, its later tests are
// stored over budget without a run, while another fix's tests still run.
func TestValidateOverFixBudget(t *testing.T) {
	st := importedStore(t)
	fixes := []string{"json-extract-fix", "other-fix"}
	for _, fix := range fixes {
		if err := st.PutProfile(t.Context(), nil, &profile.Profile{FixID: fix, Status: profile.Dropped}, ""); err != nil {
			t.Fatal(err)
		}
	}
	var tests []sibling.Test
	for _, id := range []string{"a1", "a2", "a3", "b1"} {
		fix := fixes[0]
		if id[0] == 'b' {
			fix = fixes[1]
		}
		tests = append(tests, sibling.Test{ID: id, FixID: fix, Construct: "JSON_VALUE", Statements: []testfmt.Statement{{SQL: "SELECT 1"}}})
	}
	runs := &atomic.Int32{}
	_, err := gmsStage(st, testBudget{statements: 10, timeout: 50 * time.Millisecond, fix: 80 * time.Millisecond}).
		Do(t.Context(), Sandbox{Target: countingStall{runs: runs}, Product: "go-mysql-server"}, tests, nil)
	if err != nil {
		t.Fatal(err)
	}
	vs, err := st.ListValidations(t.Context(), "gms:", false)
	if err != nil || len(vs) != 4 {
		t.Fatalf("stored validations: %v, %d", err, len(vs))
	}
	want := map[string]string{"a1": "over budget: validation took more than 50ms", "a2": "over budget: validation took more than 50ms",
		"a3": "over budget: the fix's tests took more than 80ms; its later tests are not run", "b1": "over budget: validation took more than 50ms"}
	for _, v := range vs {
		if v.Verdict.Reason != want[v.Verdict.TestID] {
			t.Errorf("test %s: stored %q, want %q", v.Verdict.TestID, v.Verdict.Reason, want[v.Verdict.TestID])
		}
	}
	// a1, a2 and b1 each ran the sibling test once (cut there); a3 ran nothing.
	if n := runs.Load(); n != 3 {
		t.Errorf("%d runs on the target, want 3", n)
	}
}
