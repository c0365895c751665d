package duckdb

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"regexp"
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
	if len(stmts) < 300 {
		t.Fatalf("sample has %d statements, want at least 300", len(stmts))
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
	if n < 20 {
		t.Fatalf("found %d invalid statements, want at least 20", n)
	}
}

// TestParseNeverPanics feeds truncations and odd inputs; Parse must return.
func TestParseNeverPanics(t *testing.T) {
	inputs := []string{"", ";", "$", "$$", "$a$", "'", "\"", "/*", "E'\\", "SELECT (((", "\x00\xff", "SELECT 1;;",
		"{", "[", "->", "?", "#", "$x", "SELECT {", "SELECT [1:", "FROM", "PIVOT", "SELECT * EXCLUDE"}
	for _, s := range loadValid(t)[:40] {
		for i := 0; i < len(s); i += 5 {
			inputs = append(inputs, s[:i])
		}
	}
	for _, s := range inputs {
		_, _ = Parse(s)
	}
}

// TestParseMutationsTerminate parses seeded random corruptions of the
// sample; the bail-out strategy must never let a loop retry a token forever.
func TestParseMutationsTerminate(t *testing.T) {
	stmts := loadValid(t)
	pieces := []string{"(", ")", "'", "$$", "$a$", "/*", "*/", "--", "\"", "::", "[", "]", "{", "}", ",", ";", ":",
		"->", "SELECT", "FROM", "WHEN", "NULL", "E'\\", "?", "#", "PIVOT", "COLUMNS(", "EXCLUDE", "LAMBDA x:"}
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
	_, err := Parse("SELECT $x$a\nb$x$ +\n  FROM")
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
// prediction scan a whole list at every comma (quadratic parse time); the
// trailing commas DuckDB allows are the usual suspects.
func TestLongListsStayLinear(t *testing.T) {
	l := strings.Repeat("1, ", 5000) + "1"
	rows := strings.Repeat("(1, 'a'), ", 3000) + "(1, 'a')"
	cols := strings.Repeat("a, ", 5000)
	fields := strings.Repeat("a: 1, ", 3000) + "b: 2"
	for _, s := range []string{
		"SELECT x IN (" + l + ")",
		"SELECT (" + l + ")",
		"SELECT coalesce(" + l + ")",
		"SELECT g(" + l + ")",
		"SELECT list_value(" + l + ")",
		"SELECT [" + l + "]",
		"SELECT [" + l + ",]",
		"SELECT ARRAY[" + l + "]",
		"SELECT {" + fields + "}",
		"SELECT MAP {" + strings.ReplaceAll(fields, "a:", "'a':") + "}",
		"VALUES (" + l + ")",
		"VALUES " + rows + ",",
		"INSERT INTO t VALUES " + rows,
		"SELECT * FROM (VALUES " + rows + ") v(a, b)",
		"SELECT " + cols + " FROM t",
		"SELECT a FROM t GROUP BY " + cols,
		"SELECT " + strings.Repeat("(", 200) + "1" + strings.Repeat(")", 200),
		"SELECT " + strings.Repeat("[", 200) + "1" + strings.Repeat("]", 200),
		"SELECT " + strings.Repeat("list_value(", 100) + "1" + strings.Repeat(")", 100),
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
// cover every keyword token: after AS, DuckDB accepts any keyword.
func TestEveryKeywordIsAColumnLabel(t *testing.T) {
	n := 0
	for _, kw := range keywords() {
		n++
		if _, err := Parse("SELECT 1 AS " + kw); err != nil {
			t.Errorf("keyword %s: %v", kw, err)
		}
	}
	if n < 500 {
		t.Fatalf("found only %d keywords", n)
	}
}

// TestFunctionKeywordsAreNames checks the promise the function families
// make: DuckDB reads a function's name as a plain identifier, so the keyword
// the grammar makes of it stays a column, table and alias name, and an alias
// without AS.
func TestFunctionKeywordsAreNames(t *testing.T) {
	idents := ruleTokens(t, "identKeyword")
	n := 0
	for kw := range ruleTokens(t, "aggregateFunction", "windowFunction", "mathFunction", "stringFunction",
		"listFunction", "structFunction", "mapFunction", "dateTimeFunction", "jsonFunction", "tableFunction") {
		if !idents[kw] {
			continue // a word DuckDB itself keeps as a keyword (FIRST, RANGE, LEFT)
		}
		n++
		word := strings.ToLower(strings.TrimSuffix(kw, "_"))
		for _, sql := range []string{
			"SELECT " + word + ", t." + word + ", 1 " + word + " FROM " + word + " AS " + word,
			"CREATE TABLE " + word + " (" + word + " INTEGER)",
		} {
			if _, err := Parse(sql); err != nil {
				t.Errorf("%s: %v", sql, err)
			}
		}
	}
	if n < 200 {
		t.Fatalf("only %d function keywords", n)
	}
}

// keywords returns the words of the lexer's keyword rules.
func keywords() []string {
	lx := NewDuckDBLexer(nil)
	var out []string
	for _, lit := range lx.LiteralNames {
		kw := strings.Trim(lit, "'")
		if kw != "" && isWord(kw) {
			out = append(out, kw)
		}
	}
	return out
}

func isWord(s string) bool {
	for _, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

var leadingToken = regexp.MustCompile(`(?m)^\s+[:|] ([A-Z][A-Z0-9_]*)\b`)

// ruleTokens returns the tokens that start alternatives of the named rules
// in the parser grammar.
func ruleTokens(t *testing.T, rules ...string) map[string]bool {
	t.Helper()
	b, err := Grammar.ReadFile("DuckDBParser.g4")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	out := map[string]bool{}
	for _, r := range rules {
		i := strings.Index(src, "\n"+r+"\n")
		if i < 0 {
			t.Fatalf("no rule %s", r)
		}
		body := src[i:]
		body = body[:strings.Index(body, "\n    ;")]
		for _, m := range leadingToken.FindAllStringSubmatch(body, -1) {
			out[m[1]] = true
		}
	}
	return out
}
