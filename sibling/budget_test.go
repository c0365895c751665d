package sibling

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// TestOverBudgetStatements: a profile whose test holds a statement past the size budget (the
// 600 KB setup statement that stalled a campaign) or an S_key nested past the depth budget is
// skipped with the reason, without parsing the whole of it.
func TestOverBudgetStatements(t *testing.T) {
	key := "SELECT ABS(a) FROM t1"
	huge := "INSERT INTO t1 VALUES (1)" + strings.Repeat(",(1)", 600<<10/4)
	deep := "SELECT ABS(" + strings.Repeat("(", 300) + "a" + strings.Repeat(")", 300) + ") FROM t1"
	cases := []struct {
		name string
		p    func() *profile.Profile
		opts Options
		want string
	}{
		{"600 KB setup statement", func() *profile.Profile {
			return paperProfile("mysql", "ABS", key, []string{"CREATE TABLE t1 (a INT)", huge}, nil)
		}, Options{}, "setup statement 2 of S_orig is 600 KiB, past the 256 KiB limit"},
		{"a smaller size budget", func() *profile.Profile {
			return paperProfile("mysql", "ABS", key, nil, []string{"INSERT INTO t1 VALUES (1),(2),(3)"})
		}, Options{MaxStatementBytes: 25}, "statement 1 of S_orig is 33 bytes, past the 25 bytes limit"},
		{"S_key nested 300 deep", func() *profile.Profile {
			return paperProfile("mysql", "ABS", deep, nil, nil)
		}, Options{}, "S_key: statement over the parse depth limit"},
	}
	for _, c := range cases {
		set := generate(t, c.p(), nil, c.opts)
		if set.Kind != SkipOverBudget || !strings.Contains(set.Reason, c.want) || len(set.Tests) > 0 {
			t.Errorf("%s: got kind %q, reason %q, %d tests; want %q over budget", c.name, set.Kind, set.Reason, len(set.Tests), c.want)
		}
	}
	// Within the budget, the same profile gives its siblings.
	if set := generate(t, paperProfile("mysql", "ABS", key, []string{"CREATE TABLE t1 (a INT)"}, nil), nil, Options{}); len(set.Tests) == 0 {
		t.Errorf("a profile within budget: no tests (%s)", set.Reason)
	}
}

// stalling is a Concretizer that never finishes on its own: it waits for its context.
type stalling struct{}

func (stalling) Name() string { return "stalling" }

func (stalling) Concretize(ctx context.Context, _ Job) ([]Completion, string, error) {
	<-ctx.Done()
	return nil, "", ctx.Err()
}

// TestOverBudgetTime: a profile whose generation outlasts Options.Timeout is recorded over
// budget, while a cancellation of the caller's context stays an error.
func TestOverBudgetTime(t *testing.T) {
	p := paperProfile("mysql", "ABS", "SELECT ABS(a) FROM t1", []string{"CREATE TABLE t1 (a INT)"}, nil)
	g, err := grammars.Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	set, err := Generate(context.Background(), p, g, stalling{}, Options{Timeout: 50 * time.Millisecond})
	if err != nil || set.Kind != SkipOverBudget || !strings.Contains(set.Reason, "took more than 50ms") {
		t.Errorf("past the timeout: got %+v, %v; want over budget", set, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := Generate(ctx, p, g, stalling{}, Options{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("the caller's deadline: got %v, want it as the error", err)
	}
}
