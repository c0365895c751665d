package mysql

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/antlr4-go/antlr/v4"
)

// hardStatements reads testdata/hard.sql: one statement per line; blank lines and lines
// starting with "-- " are skipped.
func hardStatements(tb testing.TB) []string {
	tb.Helper()
	src, err := os.ReadFile("testdata/hard.sql")
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(src), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "-- ") {
			continue
		}
		out = append(out, line)
	}
	return out
}

func TestParseHard(t *testing.T) {
	stmts := hardStatements(t)
	if len(stmts) < 80 {
		t.Fatalf("testdata/hard.sql has %d statements, want at least 80", len(stmts))
	}
	for _, sql := range stmts {
		if _, err := Parse(sql); err != nil {
			t.Errorf("Parse(%q): %v", sql, err)
		}
	}
}

func TestParseCases(t *testing.T) {
	ok := []string{
		"",
		";",
		"select 1;",
		"SeLeCt NoW()",
		"select `weird``name` from `t`",
		"select date from t",                    // keyword as column
		"select count from t where year = 2020", // function names as columns
		"select a.end, b.select from a join b",  // reserved words after a dot
		"select 1 /*! + 2 */",                   // versioned comment body is code
		"select \"ansi\".\"quoted\" from \"ansi\"", // ANSI_QUOTES identifiers
	}
	for _, sql := range ok {
		if _, err := Parse(sql); err != nil {
			t.Errorf("Parse(%q): %v", sql, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		sql          string
		line, column int
		token        string
	}{
		{"SELECT * FORM t", 1, 9, "FORM"},
		{"SELECT a,\n  b\nFROM t WHERE", 3, 12, "<EOF>"},
		{"INSERT INTO t VALUES (1,", 1, 24, "<EOF>"},
		{"UPDATE t SET = 1", 1, 13, "="},
		{"SELECT 1; SELECT 2", 1, 10, "SELECT"},
		{"CREATE TABLE t (a INT,)", 1, 22, ")"},
		{"SELECT 'unterminated", 1, 7, "'"},
	}
	for _, c := range cases {
		_, err := Parse(c.sql)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, want a *SyntaxError", c.sql, err)
			continue
		}
		if se.Line != c.line || se.Column != c.column || se.Token != c.token {
			t.Errorf("Parse(%q): error at %d:%d on %q, want %d:%d on %q (%v)", c.sql, se.Line, se.Column, se.Token, c.line, c.column, c.token, se)
		}
		if se.Msg == "" || se.Error() == "" {
			t.Errorf("Parse(%q): empty message", c.sql)
		}
	}
}

// TestParseNoPanic feeds truncations and garbage; Parse must return, never panic.
func TestParseNoPanic(t *testing.T) {
	inputs := []string{"(((((", ")", "select (select (select", "'", "`", "/*", "\x00\xff", "@", "@@", "x'zz'", "CASE", "BEGIN END"}
	for _, s := range hardStatements(t)[:20] {
		for i := 0; i < len(s); i += 7 {
			inputs = append(inputs, s[:i])
		}
	}
	for _, in := range inputs {
		Parse(in) // the result does not matter, only that it returns
	}
}

// BenchmarkParse parses the hard sample and reports statements per second after a warm-up pass,
// which fills the ATN simulator's shared DFA cache as real use does.
func BenchmarkParse(b *testing.B) {
	stmts := hardStatements(b)
	for _, s := range stmts {
		Parse(s)
	}
	b.ResetTimer()
	start := time.Now()
	n := 0
	for i := 0; i < b.N; i++ {
		for _, s := range stmts {
			if _, err := Parse(s); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/time.Since(start).Seconds(), "stmts/s")
}

// TestFunctionFamilies checks that built-ins land in their family rule, not in the generic
// call, because the mutator finds a function's siblings among its family's alternatives.
func TestFunctionFamilies(t *testing.T) {
	cases := []struct {
		call   string
		family any
	}{
		{"YEAR(d)", &DateTimeFunctionContext{}},
		{"TO_DAYS(d)", &DateTimeFunctionContext{}},
		{"DATE_ADD(d, INTERVAL 1 DAY)", &DateTimeFunctionContext{}},
		{"CURRENT_TIMESTAMP", &DateTimeFunctionContext{}},
		{"LEFT(s, 1)", &StringFunctionContext{}},
		{"TRIM(LEADING 'x' FROM s)", &StringFunctionContext{}},
		{"ABS(x)", &MathFunctionContext{}},
		{"JSON_EXTRACT(j, '$')", &JsonFunctionContext{}},
		{"COUNT(*)", &AggregateFunctionContext{}},
		{"GROUP_CONCAT(a SEPARATOR ',')", &AggregateFunctionContext{}},
		{"RANK() OVER (ORDER BY a)", &WindowFunctionContext{}},
		{"NEXTVAL(s)", &SequenceFunctionContext{}},
		{"NEXT VALUE FOR s", &SequenceFunctionContext{}},
		{"CAST(a AS CHAR)", &CastFunctionContext{}},
		{"IF(a, b, c)", &ControlFlowFunctionContext{}},
		{"ST_X(p)", &SpatialFunctionContext{}},
		{"my_udf(1)", nil},
	}
	for _, c := range cases {
		tree, err := Parse("SELECT " + c.call)
		if err != nil {
			t.Errorf("%s: %v", c.call, err)
			continue
		}
		fc := findFunctionCall(tree)
		if fc == nil {
			t.Errorf("%s: no functionCall in the tree", c.call)
			continue
		}
		child := fc.GetChild(0)
		if c.family == nil {
			if _, ok := child.(*QualifiedNameContext); !ok {
				t.Errorf("%s: parsed as %T, want the generic call", c.call, child)
			}
			continue
		}
		if got, want := typeName(child), typeName(c.family); got != want {
			t.Errorf("%s: parsed as %s, want %s", c.call, got, want)
		}
	}
}

func findFunctionCall(n antlr.Tree) *FunctionCallContext {
	if fc, ok := n.(*FunctionCallContext); ok {
		return fc
	}
	for _, c := range n.GetChildren() {
		if fc := findFunctionCall(c); fc != nil {
			return fc
		}
	}
	return nil
}

func typeName(v any) string { return fmt.Sprintf("%T", v) }

// FuzzParse checks that Parse returns on any input; run with go test -fuzz FuzzParse.
func FuzzParse(f *testing.F) {
	for _, s := range hardStatements(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, sql string) {
		Parse(sql)
	})
}
