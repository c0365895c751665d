package grammars

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/grammars/internal/antlrparse"
)

func nested(n int) string {
	return "SELECT " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n)
}

func sum(bytes int) string {
	return "SELECT 1" + strings.Repeat("+1", bytes/2)
}

func insert(bytes int) string {
	var b strings.Builder
	b.WriteString("INSERT INTO t VALUES (1)")
	for b.Len() < bytes {
		b.WriteString(",(1)")
	}
	return b.String()
}

func TestParseLimits(t *testing.T) {
	ctx := context.Background()
	for _, d := range dialect.Dialects() {
		t.Run(string(d), func(t *testing.T) {
			cases := []struct {
				name, sql string
				lim       Limits
				want      string // the limit named, "" for a parse
			}{
				{"1 MB statement", insert(1 << 20), Limits{}, antlrparse.LimitBytes},
				{"50,000 nested parentheses", nested(50000), Limits{}, antlrparse.LimitDepth},
				{"257 nested parentheses", nested(257), Limits{}, antlrparse.LimitDepth},
				{"40 nested parentheses", nested(40), Limits{}, ""},
				{"brackets closed before more open", "SELECT " + strings.Repeat("(((1)))+", 100) + "1", Limits{MaxDepth: 3}, ""},
				{"a smaller size limit", insert(2000), Limits{MaxBytes: 1000}, antlrparse.LimitBytes},
				{"a timeout the parse outlasts", insert(200 << 10), Limits{Timeout: time.Millisecond}, antlrparse.LimitTime},
			}
			for _, c := range cases {
				_, err := ParseTreeLimited(ctx, d, c.sql, c.lim)
				var le *LimitError
				switch {
				case c.want == "" && err != nil:
					t.Errorf("%s: %v", c.name, err)
				case c.want != "" && !errors.As(err, &le):
					t.Errorf("%s: got %v, want a LimitError", c.name, err)
				case c.want != "" && le.Limit != c.want:
					t.Errorf("%s: got the %s limit (%v), want %s", c.name, le.Limit, err, c.want)
				}
			}
		})
	}
}

func TestParseLimitsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ParseTreeLimited(ctx, dialect.MySQL, "SELECT 1", Limits{}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled context: got %v", err)
	}
	ctx, cancel = context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	var le *LimitError
	if _, err := ParseTreeLimited(ctx, dialect.MySQL, "SELECT 1", Limits{}); !errors.As(err, &le) || le.Limit != antlrparse.LimitTime {
		t.Errorf("a passed deadline: got %v, want the time limit", err)
	}
	if _, err := ParseTreeLimited(context.Background(), dialect.MySQL, "SELECT 1", Limits{MaxDepth: -1}); err == nil {
		t.Error("a negative limit is accepted")
	}
}

// allocated is the bytes allocated by one ParseTree of sql.
func allocated(t testing.TB, d dialect.Dialect, sql string) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if _, err := ParseTree(d, sql); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestParseTreeLinear checks that a long left-recursive expression, which nests one tree level
// per operator, costs memory in proportion to its length: four times the length allocates about
// four times the bytes (sixteen times if each level copied its text).
func TestParseTreeLinear(t *testing.T) {
	for _, d := range dialect.Dialects() {
		small, large := allocated(t, d, sum(8<<10)), allocated(t, d, sum(32<<10))
		ratio := float64(large) / float64(small)
		t.Logf("%s: %d bytes for 8 KiB of 1+1+..., %d for 32 KiB: ×%.1f", d, small, large, ratio)
		if ratio > 6 {
			t.Errorf("%s: 4× the statement allocates %.1f× the bytes, not about 4×", d, ratio)
		}
	}
}

// BenchmarkParseShapes parses the shapes that stalled parsing (deep nesting, long
// left-recursive expressions, long value lists) at growing sizes, and reports each size's time
// and allocated bytes as a ratio to the smallest size of its shape, measured in the same run:
// linear growth shows as ratios equal to the size's ratio.
//
//	go test ./grammars -bench ParseShapes -run '^$' -benchtime 1x
func BenchmarkParseShapes(b *testing.B) {
	shapes := []struct {
		name  string
		sizes []int
		make  func(int) string
	}{
		{"nested", []int{32, 64, 128, 256}, nested},
		{"sum", []int{25 << 10, 50 << 10, 100 << 10, 200 << 10}, sum},
		{"values", []int{25 << 10, 50 << 10, 100 << 10, 200 << 10}, insert},
	}
	for _, sh := range shapes {
		// The first parse of a shape fills the parser's prediction cache (DFA states); a cold
		// baseline would make every later size look cheaper than it is. The warm-up is smaller
		// than the baseline, so that each size still pays for the states only it reaches.
		if _, err := ParseTree(dialect.MySQL, sh.make(sh.sizes[0]/8)); err != nil {
			b.Fatal(err)
		}
		var baseTime, baseBytes float64
		for i, n := range sh.sizes {
			sql := sh.make(n)
			b.Run(fmt.Sprintf("%s/%d", sh.name, n), func(b *testing.B) {
				b.ReportAllocs()
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				start := time.Now()
				for range b.N {
					if _, err := ParseTree(dialect.MySQL, sql); err != nil {
						b.Fatal(err)
					}
				}
				perOp := float64(time.Since(start)) / float64(b.N)
				runtime.ReadMemStats(&after)
				bytes := float64(after.TotalAlloc-before.TotalAlloc) / float64(b.N)
				if i == 0 {
					baseTime, baseBytes = perOp, bytes
				}
				b.ReportMetric(float64(n)/float64(sh.sizes[0]), "size-ratio")
				b.ReportMetric(perOp/baseTime, "time-ratio")
				b.ReportMetric(bytes/baseBytes, "bytes-ratio")
			})
		}
	}
}
