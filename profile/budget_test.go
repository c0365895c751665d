package profile

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// TestBuildOverBudgetStatement: a fix whose setup holds a 600 KB statement is skipped with the
// reason before any analyzer reads it.
func TestBuildOverBudgetStatement(t *testing.T) {
	fix := scriptFix()
	huge := "INSERT INTO t VALUES (1)" + strings.Repeat(",(1)", 600<<10/4)
	fix.Tests[1].Setup = []testfmt.Statement{{SQL: "CREATE TABLE t (a INT)", Line: 1}, {SQL: huge, Line: 2}}
	b := &scripted{queries: []*QueryFinding{qf("TRIM")}, patches: []*PatchFinding{pf("TRIM")}}
	p, err := Build(t.Context(), fix, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := "over budget: statement 2 of test second (line 2) is 600 KiB, past the 256 KiB limit"
	if p.Status != Dropped || p.Provenance.Outcome != OutcomeSkipped || p.Reason != want {
		t.Errorf("got %s/%s %q, want skipped %q", p.Status, p.Provenance.Outcome, p.Reason, want)
	}
	checkDropKind(t, p, DropOverBudget)
	if len(b.qIn)+len(b.pIn) > 0 {
		t.Error("the analyzers were asked about a fix over budget")
	}
	if p, err := Build(t.Context(), fix, b, Options{MaxStatementBytes: 1 << 20}); err != nil || p.Status != Accepted {
		t.Errorf("with a 1 MiB budget: got %v, %v; want it profiled", p, err)
	}
}

// stalled is a Brain that waits for its context, as a model that does not answer would.
type stalled struct{ scripted }

func (*stalled) AnalyzeQuery(ctx context.Context, _ QueryInput) (*QueryFinding, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// TestBuildOverBudgetTime: a fix whose profiling outlasts Options.Timeout is skipped with the
// reason; a cancellation of the caller's context is still an error.
func TestBuildOverBudgetTime(t *testing.T) {
	b := &stalled{scripted{patches: []*PatchFinding{pf("TRIM")}}}
	p, err := Build(t.Context(), scriptFix(), b, Options{Timeout: 50 * time.Millisecond})
	if err != nil || p.Provenance.Outcome != OutcomeSkipped || p.Reason != "over budget: profiling took more than 50ms" {
		t.Fatalf("past the timeout: got %+v, %v; want skipped over budget", p, err)
	}
	checkDropKind(t, p, DropOverBudget)
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	if _, err := Build(ctx, scriptFix(), b, Options{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("the caller's deadline: got %v, want it as the error", err)
	}
}
