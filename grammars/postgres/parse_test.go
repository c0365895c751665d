package postgres

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"
)

// loadValid reads the project-written sample; statements are separated by
// lines holding only "-- ----".
func loadValid(tb testing.TB) []string {
	tb.Helper()
	b, err := os.ReadFile("testdata/valid.sql")
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for _, s := range strings.Split(string(b), "\n-- ----\n") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func TestParseValid(t *testing.T) {
	stmts := loadValid(t)
	if len(stmts) < 80 {
		t.Fatalf("sample has %d statements, want at least 80", len(stmts))
	}
	for i, s := range stmts {
		if _, err := Parse(s); err != nil {
			t.Errorf("statement %d: %v\n%s", i+1, err, s)
		}
	}
}

func TestParseInvalid(t *testing.T) {
	b, err := os.ReadFile("testdata/invalid.sql")
	if err != nil {
		t.Fatal(err)
	}
	var cur []string
	n := 0
	for _, line := range strings.Split(string(b), "\n") {
		pos, ok := strings.CutPrefix(line, "-- error ")
		if !ok {
			if !strings.HasPrefix(line, "--") {
				cur = append(cur, line)
			}
			continue
		}
		sql := strings.Join(cur, "\n")
		cur = nil
		n++
		_, err := Parse(sql)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%q: got %v, want a *SyntaxError", sql, err)
			continue
		}
		if got := fmt.Sprintf("%d:%d", se.Line, se.Column); got != pos {
			t.Errorf("%q: error at %s (%v), want %s", sql, got, se, pos)
		}
	}
	if n == 0 {
		t.Fatal("no invalid statements found")
	}
}

// TestParseNeverPanics feeds truncations and odd inputs; Parse must return.
func TestParseNeverPanics(t *testing.T) {
	inputs := []string{"", ";", "$", "$$", "$a$", "'", "\"", "/*", "E'\\", "SELECT (((", "\x00\xff", "SELECT 1;;"}
	for _, s := range loadValid(t)[:20] {
		for i := 0; i < len(s); i += 7 {
			inputs = append(inputs, s[:i])
		}
	}
	for _, s := range inputs {
		_, _ = Parse(s)
	}
}

// TestParseMutationsTerminate parses seeded random corruptions of the
// sample. It once caught an infinite loop: a bail-out that only recorded
// its error let "mergeWhenClause+" retry the same token forever.
func TestParseMutationsTerminate(t *testing.T) {
	stmts := loadValid(t)
	pieces := []string{"(", ")", "'", "$$", "$a$", "/*", "*/", "--", "\"", "::", "[", "]", ",", ";", "SELECT", "WHEN", "NULL", "E'\\", "U&'", "@"}
	r := rand.New(rand.NewSource(1))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for k := 0; k < n; k++ {
		s := stmts[r.Intn(len(stmts))]
		for m := r.Intn(3) + 1; m > 0; m-- {
			i := r.Intn(len(s) + 1)
			if r.Intn(2) == 0 {
				s = s[:i] + pieces[r.Intn(len(pieces))] + s[i:]
			} else {
				s = s[:i] + s[min(len(s), i+r.Intn(12)):]
			}
		}
		_, _ = Parse(s)
	}
}

func TestDollarQuoteKeepsPositions(t *testing.T) {
	_, err := Parse("SELECT $x$a\nb$x$,\n  FROM")
	var se *SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("got %v, want a *SyntaxError", err)
	}
	if se.Line != 3 || se.Column != 2 {
		t.Errorf("error at %d:%d, want 3:2", se.Line, se.Column)
	}
}

// BenchmarkParse parses the whole sample per iteration and reports
// statements per second.
func BenchmarkParse(b *testing.B) {
	stmts := loadValid(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range stmts {
			if _, err := Parse(s); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(stmts))/b.Elapsed().Seconds(), "stmts/s")
}

// TestLongListsStayLinear guards against follow-set mistakes that make SLL
// prediction scan a whole list at every comma (quadratic parse time).
func TestLongListsStayLinear(t *testing.T) {
	l := strings.Repeat("1, ", 5000) + "1"
	for _, s := range []string{
		"SELECT x IN (" + l + ")",
		"SELECT (" + l + ")",
		"SELECT coalesce(" + l + ")",
		"SELECT g(" + l + ")",
		"SELECT ARRAY[" + l + "]",
		"VALUES (" + l + ")",
		"SELECT " + strings.Repeat("(", 200) + "1" + strings.Repeat(")", 200),
	} {
		_, _ = Parse(s) // warm the DFA cache
		start := time.Now()
		if _, err := Parse(s); err != nil {
			t.Fatalf("%.40s...: %v", s, err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%.40s... took %v", s, d)
		}
	}
}

// TestEveryKeywordIsAColumnLabel checks that the generated keyword rules
// cover every keyword token: after AS, PostgreSQL accepts any keyword.
func TestEveryKeywordIsAColumnLabel(t *testing.T) {
	lx := NewPostgresLexer(nil)
	n := 0
	for _, lit := range lx.LiteralNames {
		kw := strings.Trim(lit, "'")
		if kw == "" || !isWord(kw) {
			continue
		}
		n++
		if _, err := Parse("SELECT 1 AS " + kw); err != nil {
			t.Errorf("keyword %s: %v", kw, err)
		}
	}
	if n < 500 {
		t.Fatalf("found only %d keywords", n)
	}
}

func isWord(s string) bool {
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
