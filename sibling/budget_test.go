package sibling

import (
	"context"
	"errors"
	"fmt"
	"slices"
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

// inList is a SELECT of ABS over an IN list of n literals: a statement whose size, not its
// nesting, makes each parse costly (the 200 KB statement of 40,000 literals that ran a hunt past
// two minutes and 1.4 GB).
func inList(n int) string {
	var b strings.Builder
	b.WriteString("SELECT ABS(x) FROM t WHERE x IN (0")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, ",%d", i)
	}
	b.WriteString(")")
	return b.String()
}

// TestWorkBudget: the work of a profile is bounded by the size of what it parses and of the
// tests it keeps, not by time: a large S_key gets the tests of its nearest siblings, the same
// ones at every run, as many as the test budget holds, and the set says what was cut; the same
// profile under larger budgets gets more. A small statement is not cut at all.
func TestWorkBudget(t *testing.T) {
	key := inList(1000) // 5 KB
	p := paperProfile("mysql", "ABS", key, []string{"CREATE TABLE t (x INT)"}, nil)
	small := Options{MaxParseBytes: 60 << 10, MaxTestBytes: 15 << 10}
	first := generate(t, p, nil, small)
	if n := len(first.Tests); n == 0 || n*len(key) > small.MaxTestBytes {
		t.Fatalf("%d tests of a %d-byte statement under a %d-byte test budget (%s)", n, len(key), small.MaxTestBytes, first.Reason)
	}
	if !strings.Contains(first.Cut, "siblings not tried") || !strings.Contains(first.Cut, "past its budget of 60 KiB") {
		t.Errorf("the set does not say the parse budget cut it: %q", first.Cut)
	}
	ids := func(s *Set) []string {
		var out []string
		for _, t := range s.Tests {
			out = append(out, t.ID)
		}
		return out
	}
	if again := generate(t, p, nil, small); !slices.Equal(ids(again), ids(first)) || again.Cut != first.Cut {
		t.Errorf("a second generation differs:\n%v %q\n%v %q", ids(first), first.Cut, ids(again), again.Cut)
	}
	larger := generate(t, p, nil, Options{MaxParseBytes: 240 << 10, MaxTestBytes: 60 << 10})
	if len(larger.Tests) <= len(first.Tests) {
		t.Errorf("larger budgets: %d tests, not more than %d", len(larger.Tests), len(first.Tests))
	}
	// The nearest siblings are tried first, so a cut keeps them.
	if first.Tests[0].Construct != larger.Tests[0].Construct {
		t.Errorf("the first test's sibling is %s under the small budget, %s under the larger", first.Tests[0].Construct, larger.Tests[0].Construct)
	}
	if set := generate(t, paperProfile("mysql", "ABS", "SELECT ABS(x) FROM t", []string{"CREATE TABLE t (x INT)"}, nil), nil, Options{}); len(set.Tests) == 0 || set.Cut != "" {
		t.Errorf("a small statement under the default budgets: %d tests, cut %q", len(set.Tests), set.Cut)
	}
}
