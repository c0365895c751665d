package sibling

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// insideOf maps the sibling statements of one kind inside the anchor to their tests.
func insideOf(set *Set, kind string) map[string]Test {
	out := map[string]Test{}
	for _, t := range set.Tests {
		if t.Inside == kind {
			out[t.SQL] = t
		}
	}
	return out
}

// Each kind of sibling inside the fixed construct, in both dialects: the statements it must
// make, with the construct the test names (the anchor for a part or an argument's type, the
// other form for a clause).
func TestInsideSiblings(t *testing.T) {
	for _, c := range []struct {
		name      string
		d         dialect.Dialect
		fault     string
		key       string
		kind      string
		want      []string
		construct string
	}{
		{"cast target type", dialect.MySQL, "CAST", "SELECT CAST(a AS DOUBLE) FROM t", grammars.InsidePart,
			[]string{"SELECT CAST(a AS SIGNED) FROM t", "SELECT CAST(a AS DATE) FROM t", "SELECT CAST(a AS DECIMAL) FROM t"}, "CAST"},
		{"cast target type", dialect.Postgres, "CAST", "SELECT CAST(a AS int) FROM t", grammars.InsidePart,
			[]string{"SELECT CAST(a AS BIGINT) FROM t", "SELECT CAST(a AS TIMESTAMP) FROM t"}, "CAST"},
		{"frame unit", dialect.MySQL, "LAG", "SELECT LAG(d) OVER (ORDER BY d ROWS UNBOUNDED PRECEDING) FROM t", grammars.InsidePart,
			[]string{"SELECT LAG(d) OVER (ORDER BY d RANGE UNBOUNDED PRECEDING) FROM t"}, "LAG"},
		{"frame unit", dialect.Postgres, "RANK", "SELECT rank() OVER (ORDER BY a ROWS UNBOUNDED PRECEDING) FROM t", grammars.InsidePart,
			[]string{"SELECT rank() OVER (ORDER BY a GROUPS UNBOUNDED PRECEDING) FROM t", "SELECT rank() OVER (ORDER BY a RANGE UNBOUNDED PRECEDING) FROM t"}, "RANK"},
		{"option keyword inserted", dialect.MySQL, "FIRST_VALUE", "SELECT FIRST_VALUE(d) OVER (ORDER BY d DESC) FROM t", grammars.InsidePart,
			[]string{"SELECT FIRST_VALUE(d) RESPECT NULLS OVER (ORDER BY d DESC) FROM t", "SELECT FIRST_VALUE(d) OVER (ORDER BY d ASC) FROM t",
				"SELECT FIRST_VALUE(d) OVER (ORDER BY d) FROM t"}, "FIRST_VALUE"},
		{"set operation", dialect.MySQL, "UNION", "SELECT 1 UNION SELECT a FROM t", grammars.InsidePart,
			[]string{"SELECT 1 UNION ALL SELECT a FROM t", "SELECT 1 UNION DISTINCT SELECT a FROM t"}, "UNION"},
		{"set operation", dialect.Postgres, "UNION", "SELECT 1 UNION ALL SELECT a FROM t", grammars.InsidePart,
			[]string{"SELECT 1 UNION DISTINCT SELECT a FROM t"}, "UNION"},
		{"argument type", dialect.MySQL, "DAYNAME", "SELECT DAYNAME('0000-00-00')", grammars.InsideArgType,
			[]string{"SELECT DAYNAME(DATE '0000-00-00')", "SELECT DAYNAME(TIMESTAMP '0000-00-00 00:00:00')", "SELECT DAYNAME(TIME '00:00:00')", "SELECT DAYNAME(0)"}, "DAYNAME"},
		{"argument type", dialect.Postgres, "DATE_TRUNC", "SELECT date_trunc('day', DATE '2001-02-03')", grammars.InsideArgType,
			[]string{"SELECT date_trunc('day', TIMESTAMP '2001-02-03 00:00:00')", "SELECT date_trunc('day', TIME '00:00:00')", "SELECT date_trunc('day', CAST('2001-02-03' AS TEXT))"}, "DATE_TRUNC"},
		{"window function under OVER", dialect.MySQL, "OVER", "SELECT BIT_OR(b) OVER (ORDER BY pk) FROM t", grammars.InsideClause,
			[]string{"SELECT LAG(b) OVER (ORDER BY pk) FROM t", "SELECT BIT_XOR(b) OVER (ORDER BY pk) FROM t", "SELECT ROW_NUMBER() OVER (ORDER BY pk) FROM t"}, ""},
		{"window function under OVER", dialect.Postgres, "OVER", "SELECT rank() OVER (ORDER BY a) FROM t", grammars.InsideClause,
			[]string{"SELECT DENSE_RANK() OVER (ORDER BY a) FROM t", "SELECT ROW_NUMBER() OVER (ORDER BY a) FROM t"}, ""},
		{"aggregate with the same DISTINCT", dialect.MySQL, "DISTINCT", "SELECT COUNT(DISTINCT b) FROM t", grammars.InsideClause,
			[]string{"SELECT SUM(DISTINCT b) FROM t", "SELECT GROUP_CONCAT(DISTINCT b) FROM t"}, ""},
	} {
		t.Run(string(c.d)+"/"+c.name, func(t *testing.T) {
			set := generate(t, paperProfile(c.d, c.fault, c.key, []string{"CREATE TABLE t (a INT, b INT, d DATE, pk INT)"}, nil), nil, Options{})
			got := insideOf(set, c.kind)
			for _, w := range c.want {
				tt, ok := got[w]
				if !ok {
					var all []string
					for s := range got {
						all = append(all, s)
					}
					t.Errorf("no %s sibling %q; got %q", c.kind, w, all)
					continue
				}
				want := c.construct
				if want == "" {
					want = strings.ToUpper(strings.FieldsFunc(w[len("SELECT "):], func(r rune) bool { return r == '(' })[0])
				}
				if tt.Construct != want || tt.Anchor != c.fault || tt.Part == "" || tt.Statements[tt.Key].SQL != w {
					t.Errorf("%s: construct %q anchor %q part %q key %q", w, tt.Construct, tt.Anchor, tt.Part, tt.Statements[tt.Key].SQL)
				}
			}
			if _, ok := got[c.key]; ok {
				t.Errorf("the historical statement is among its siblings")
			}
			// The construct's own siblings are validated first.
			for i := 1; i < len(set.Tests); i++ {
				if set.Tests[i-1].Inside != "" && set.Tests[i].Inside == "" {
					t.Errorf("own sibling %q after the inside one %q", set.Tests[i].SQL, set.Tests[i-1].SQL)
					break
				}
			}
		})
	}
}

// An argument of a sibling type keeps the trigger's value where the conversion allows: a zero
// date stays a zero date as a DATE or a TIMESTAMP, and the test says it carries it.
func TestInsideArgTypeKeepsTrigger(t *testing.T) {
	p := paperProfile(dialect.MySQL, "DAYNAME", "SELECT DAYNAME('0000-00-00')", nil, nil)
	p.Trigger.Values = []profile.TriggerValue{{Class: sqlvalue.ZeroDate, Arg: 1, Text: "'0000-00-00'", Via: profile.ViaLiteral}}
	set := generate(t, p, nil, Options{})
	got := insideOf(set, grammars.InsideArgType)
	for sql, carries := range map[string]bool{
		"SELECT DAYNAME(DATE '0000-00-00')":               true,
		"SELECT DAYNAME(TIMESTAMP '0000-00-00 00:00:00')": true,
		"SELECT DAYNAME(TIME '00:00:00')":                 false,
		"SELECT DAYNAME(0)":                               false,
	} {
		tt, ok := got[sql]
		if !ok {
			t.Errorf("no test %q", sql)
			continue
		}
		if has := slices.Contains(tt.Trigger, "zero_date@1"); has != carries {
			t.Errorf("%s carries %q, want zero_date@1: %v", sql, tt.Trigger, carries)
		}
	}
}

// With a catalog that lists a parameter's types across overloads, the argument takes those
// types, written as casts to them.
func TestInsideArgTypeFromCatalog(t *testing.T) {
	g, err := grammars.Dialect(dialect.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	g.AddFunctions([]grammars.Function{
		{Name: "DATE_TRUNC", Family: "typcategory D", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"text", "timestamp without time zone"}},
		{Name: "DATE_TRUNC", Family: "typcategory D", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"text", "timestamp with time zone"}},
		{Name: "DATE_TRUNC", Family: "typcategory D", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"text", "interval"}},
	})
	set := generate(t, paperProfile(dialect.Postgres, "DATE_TRUNC", "SELECT date_trunc('day', TIMESTAMP '2001-02-03 04:05:06')", nil, nil), g, Options{})
	got := insideOf(set, grammars.InsideArgType)
	want := "SELECT date_trunc('day', CAST('2001-02-03 04:05:06' AS timestamp with time zone))"
	if _, ok := got[want]; !ok {
		t.Errorf("no test %q; got %q", want, keys(got))
	}
	for sql := range got {
		if strings.Contains(sql, "TIME '") || strings.Contains(sql, "AS TEXT") {
			t.Errorf("%s: a type the catalog does not list for the parameter", sql)
		}
	}
}

func keys(m map[string]Test) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// The cap takes turns between the anchor's own siblings and each kind inside it, so a cap reached
// in the first round keeps the nearest of each kind.
func TestCapInRoundsTakesTurnsByKind(t *testing.T) {
	var tests []Test
	for i, c := range []string{"A", "B", "C", "D"} {
		tests = append(tests, Test{Construct: c, Skeleton: c, SQL: "own " + c})
		tests = append(tests, Test{Construct: c, Skeleton: c, SQL: "own variant " + c, Variant: "null@1", Trigger: []string{"null@1"}})
		_ = i
	}
	for _, p := range []string{"p1", "p2", "p3"} {
		tests = append(tests, Test{Construct: "X", Skeleton: p, SQL: "part " + p, Inside: grammars.InsidePart})
	}
	for _, a := range []string{"a1", "a2"} {
		tests = append(tests, Test{Construct: "X", Skeleton: a, SQL: "arg " + a, Inside: grammars.InsideArgType})
	}
	kept := capInRounds(tests, 6, map[string]bool{})
	var got []string
	for _, k := range kept {
		got = append(got, k.SQL)
	}
	// Round one, turn by turn: A's, p1, a1; B's, p2, a2.
	want := []string{"own variant A", "own variant B", "part p1", "part p2", "arg a1", "arg a2"}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("the cap of 6 dropped %q: kept %q", w, got)
		}
	}
	if len(got) != 6 {
		t.Errorf("kept %d tests, want 6: %q", len(got), got)
	}
}

// The aggregates a catalog adds to the grammar's (PostgreSQL's pg_proc, prokind 'a': family
// "aggregate") take the fixed OVER clause too.
func TestInsideClauseFromCatalog(t *testing.T) {
	g, err := grammars.Dialect(dialect.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	g.AddFunctions([]grammars.Function{
		{Name: "SUM", Family: "aggregate", MinArgs: 1, MaxArgs: 1, ArgTypes: []string{"integer"}, Result: "bigint"},
		{Name: "AVG", Family: "aggregate", MinArgs: 1, MaxArgs: 1, ArgTypes: []string{"integer"}, Result: "numeric"},
		{Name: "REGR_SLOPE", Family: "aggregate", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"double precision", "double precision"}, Result: "double precision"},
	})
	set := generate(t, paperProfile(dialect.Postgres, "OVER", "SELECT sum(a) OVER (ORDER BY a) FROM t", nil, nil), g, Options{})
	got := insideOf(set, grammars.InsideClause)
	for _, want := range []string{"SELECT REGR_SLOPE(a, 1) OVER (ORDER BY a) FROM t", "SELECT AVG(a) OVER (ORDER BY a) FROM t"} {
		if _, ok := got[want]; !ok {
			t.Errorf("no test %q under the fixed OVER: %q", want, keys(got))
		}
	}
}
