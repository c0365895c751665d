package oracle

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
)

var rewrite = flag.Bool("rewrite", false, "rewrite the expected output in testdata/ with the current output")

// TestOracleRewrites reads testdata/rewrites.txt: blocks of an oracle name (norec or tlp), a
// query of one or more lines, "----", and the expected output up to a blank line — the variant
// and the derived queries, one a line, or "not applicable: " and the reason. Lines before a
// block starting with # are comments. `go test -run TestOracleRewrites -rewrite` rewrites the
// expected output.
func TestOracleRewrites(t *testing.T) {
	path := filepath.Join("testdata", "rewrites.txt")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(src), "\n"), "\n")
	var out strings.Builder
	blocks := 0
	for i := 0; i < len(lines); {
		if l := lines[i]; l == "" || strings.HasPrefix(l, "#") {
			out.WriteString(l + "\n")
			i++
			continue
		}
		name, line := lines[i], i+1
		i++
		var query []string
		for i < len(lines) && lines[i] != "----" {
			query = append(query, lines[i])
			i++
		}
		i++ // past ----
		var want []string
		for i < len(lines) && lines[i] != "" {
			want = append(want, lines[i])
			i++
		}
		got := rewriteOutput(t, name, strings.Join(query, "\n"))
		if !*rewrite && got != strings.Join(want, "\n") {
			t.Errorf("%s:%d: %s %s\n got:\n%s\nwant:\n%s", path, line, name, strings.Join(query, "\n"), got, strings.Join(want, "\n"))
		}
		out.WriteString(name + "\n" + strings.Join(query, "\n") + "\n----\n" + got + "\n")
		blocks++
	}
	if blocks < 20 {
		t.Fatalf("%s holds %d blocks; it should cover every variant and refusal", path, blocks)
	}
	if *rewrite {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// rewriteOutput renders what an oracle derives from a query.
func rewriteOutput(t *testing.T, name, query string) string {
	transform := map[string]func(Query) (plan, string){"norec": noRECPlan, "tlp": tlpPlan}[name]
	if transform == nil {
		t.Fatalf("unknown oracle %q in testdata", name)
	}
	q, why := Split(query)
	var p plan
	if why == "" {
		p, why = transform(q)
	}
	if why != "" {
		return "not applicable: " + why
	}
	return "variant: " + p.variant + "\n" + strings.Join(p.queries, "\n")
}

func str(s string) *string { return &s }

func TestOracleCompareRowsIsMultiset(t *testing.T) {
	a, b, null := []*string{str("a")}, []*string{str("b")}, []*string{nil}
	for _, c := range []struct {
		name        string
		base, parts [][]*string
		want        Verdict
		detail      string
	}{
		{"same rows in another order", [][]*string{a, b, null}, [][]*string{null, b, a}, Consistent, "base query: 3 rows, partitions: 3 rows"},
		{"a duplicate is not the same row once", [][]*string{a, a, b}, [][]*string{a, b, b}, Violation,
			`only in base query: ("a") ×1; only in partitions: ("b") ×1`},
		{"a missing duplicate", [][]*string{a, a}, [][]*string{a}, Violation, `base query: 2 rows, partitions: 1 row; only in base query: ("a") ×1`},
		{"NULL is not the string NULL", [][]*string{null}, [][]*string{{str("NULL")}}, Violation, `only in base query: (NULL) ×1; only in partitions: ("NULL") ×1`},
		{"floating digits past the 12th", [][]*string{{str("0.30000000000000004")}}, [][]*string{{str("0.3")}}, Consistent, ""},
		{"a decimal's scale", [][]*string{{str("1.50")}}, [][]*string{{str("1.5")}}, Consistent, ""},
		{"floats that differ", [][]*string{{str("0.31")}}, [][]*string{{str("0.3")}}, Violation, ""},
		{"integers are exact", [][]*string{{str("9007199254740993")}}, [][]*string{{str("9007199254740992")}}, Violation, ""},
	} {
		v, detail := compareRows("base query", c.base, "partitions", c.parts)
		if v != c.want || !strings.Contains(detail, c.detail) {
			t.Errorf("%s: %s, %q; want %s with %q", c.name, v, detail, c.want, c.detail)
		}
	}
}

func TestOracleSameValue(t *testing.T) {
	for _, c := range []struct {
		a, b *string
		want bool
	}{
		{nil, nil, true},
		{nil, str("0"), false},
		{str("2"), str("2.0"), true},
		{str("7"), str("5"), false},
		{str("12345678901234567890"), str("12345678901234567891"), false},
		{str("1.6667"), str("1.66666666666666666667"), true}, // MariaDB prints AVG with 4 decimals
		{str("1.6667"), str("1.70000000000000000000"), false},
		{str("3.333333333333333e+19"), str("33333333333333333333.33333333333333333333"), true},
		{str("2"), str("2.33333333333333333333"), false},
		{str("x"), str("x"), true},
		{str("x"), str("X"), false},
	} {
		if sameValue(c.a, c.b) != c.want {
			t.Errorf("sameValue(%s, %s) = %v", show(c.a), show(c.b), !c.want)
		}
	}
}

func TestOracleCompareCountsAndAvg(t *testing.T) {
	one := func(vals ...*string) dbms.Result { return dbms.Result{Rows: [][]*string{vals}} }
	for _, c := range []struct {
		name string
		rs   []dbms.Result
		want Verdict
	}{
		{"equal counts", []dbms.Result{one(str("2")), one(str("2"))}, Consistent},
		{"SUM over no rows is 0", []dbms.Result{one(str("0")), one(nil)}, Consistent},
		{"different counts", []dbms.Result{one(str("2")), one(str("0"))}, Violation},
		{"not a count", []dbms.Result{one(str("two")), one(str("2"))}, NotValidated},
		{"no row", []dbms.Result{{}, one(str("2"))}, NotValidated},
	} {
		if v, detail := compareCounts(c.rs); v != c.want {
			t.Errorf("compareCounts %s: %s (%s)", c.name, v, detail)
		}
	}
	for _, c := range []struct {
		name string
		rs   []dbms.Result
		want Verdict
	}{
		{"AVG = SUM / COUNT", []dbms.Result{one(str("1.6667")), one(str("5"), str("3"))}, Consistent},
		{"AVG of no rows", []dbms.Result{one(nil), one(nil, str("0"))}, Consistent},
		{"AVG of partitions' AVGs would be wrong", []dbms.Result{one(str("55")), one(str("130"), str("4"))}, Violation},
		{"NULL against a value", []dbms.Result{one(nil), one(str("1"), str("1"))}, Violation},
		{"sum and count not numbers", []dbms.Result{one(str("1")), one(str("x"), str("1"))}, NotValidated},
		{"no sum and count", []dbms.Result{one(str("1")), one(str("1"))}, NotValidated},
	} {
		if v, detail := compareAvg(c.rs); v != c.want {
			t.Errorf("compareAvg %s: %s (%s)", c.name, v, detail)
		}
	}
}
