package grammars

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
)

// nodeOf parses sql and returns its tree and the first node of an alternative that builds
// construct.
func nodeOf(t *testing.T, g *Graph, d dialect.Dialect, sql, construct string) (*Node, *Node) {
	t.Helper()
	tree, err := ParseTree(d, sql)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	anchors, err := g.Find(construct)
	if err != nil {
		t.Fatal(err)
	}
	var found *Node
	tree.Walk(func(n *Node) bool {
		for _, an := range anchors {
			if found == nil && n.Rule == an.Rule && len(n.Children) > 0 && strings.EqualFold(n.Children[0].Text, strings.Fields(an.Construct)[0]) {
				found = n
			}
		}
		return found == nil
	})
	if found == nil {
		t.Fatalf("%s: no node of %s", sql, construct)
	}
	return tree, found
}

// applied writes each part sibling into sql.
func applied(sql string, ps []PartSibling) []string {
	var out []string
	r := []rune(sql)
	for _, p := range ps {
		text := p.Text
		if text != "" {
			text = " " + text + " "
		}
		s := strings.Join(strings.Fields(string(r[:p.Start])+text+string(r[p.End:])), " ")
		out = append(out, strings.NewReplacer("( ", "(", " )", ")").Replace(s))
	}
	return out
}

// The parts of a construct are the keyword choices the grammar offers in its subtree: a CAST's
// target type, an interval's unit, a window frame's unit, read off the productions and blocks of
// the grammar, one level down from the construct's own alternative.
func TestParts(t *testing.T) {
	for _, c := range []struct {
		name      string
		d         dialect.Dialect
		sql       string
		construct string
		want      []string
		not       []string
	}{
		{"cast target type", dialect.MySQL, "SELECT CAST(a AS DECIMAL(10,2)) FROM t", "CAST",
			[]string{"SELECT CAST(a AS SIGNED) FROM t", "SELECT CAST(a AS DATE) FROM t", "SELECT CAST(a AS DOUBLE) FROM t", "SELECT CAST(a AS CHAR) FROM t"},
			[]string{"SELECT CAST(a AS DECIMAL) FROM t"}},
		{"convert target type", dialect.MySQL, "SELECT CONVERT(a, TIME) FROM t", "CONVERT",
			[]string{"SELECT CONVERT(a, DATETIME) FROM t", "SELECT CONVERT(a, UNSIGNED) FROM t"}, nil},
		{"interval unit in an argument", dialect.MySQL, "SELECT DATE_ADD('2001-01-01', INTERVAL a DAY) FROM t", "DATE_ADD",
			[]string{"SELECT DATE_ADD('2001-01-01', INTERVAL a HOUR) FROM t", "SELECT DATE_ADD('2001-01-01', INTERVAL a YEAR_MONTH) FROM t"}, nil},
		{"unit of EXTRACT", dialect.MySQL, "SELECT EXTRACT(DAY FROM a) FROM t", "EXTRACT",
			[]string{"SELECT EXTRACT(MICROSECOND FROM a) FROM t"}, nil},
		{"frame unit", dialect.MySQL, "SELECT BIT_OR(b) OVER (ORDER BY pk ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM t", "BIT_OR",
			[]string{"SELECT BIT_OR(b) OVER (ORDER BY pk RANGE BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM t",
				"SELECT BIT_OR(b) OVER (ORDER BY pk ROWS BETWEEN 1 FOLLOWING AND 1 FOLLOWING) FROM t"}, nil},
		{"option keyword", dialect.MySQL, "SELECT SUM(DISTINCT b) FROM t", "SUM",
			[]string{"SELECT SUM(ALL b) FROM t", "SELECT SUM(b) FROM t"}, nil},
		{"cast target type", dialect.Postgres, "SELECT CAST(a AS int) FROM t", "CAST",
			[]string{"SELECT CAST(a AS BIGINT) FROM t", "SELECT CAST(a AS NUMERIC) FROM t", "SELECT CAST(a AS TIMESTAMP) FROM t", "SELECT CAST(a AS DOUBLE PRECISION) FROM t"}, nil},
		{"frame unit", dialect.Postgres, "SELECT rank() OVER (ORDER BY a RANGE UNBOUNDED PRECEDING) FROM t", "RANK",
			[]string{"SELECT rank() OVER (ORDER BY a GROUPS UNBOUNDED PRECEDING) FROM t", "SELECT rank() OVER (ORDER BY a ROWS UNBOUNDED PRECEDING) FROM t",
				"SELECT rank() OVER (ORDER BY a RANGE CURRENT ROW) FROM t"}, nil},
		// A column named by a keyword is a name, not a part; the operand's own operands are no
		// part of the construct either (the unit inside CAST's argument's argument).
		{"names and deeper operands", dialect.MySQL, "SELECT CAST(DATE_ADD(date, INTERVAL 1 DAY) AS DATE) FROM t", "CAST",
			[]string{"SELECT CAST(DATE_ADD(date, INTERVAL 1 DAY) AS TIME) FROM t"},
			[]string{"SELECT CAST(DATE_ADD(date, INTERVAL 1 HOUR) AS DATE) FROM t", "SELECT CAST(DATE_ADD(TIME, INTERVAL 1 DAY) AS DATE) FROM t"}},
	} {
		t.Run(string(c.d)+"/"+c.name, func(t *testing.T) {
			g, err := Dialect(c.d)
			if err != nil {
				t.Fatal(err)
			}
			tree, node := nodeOf(t, g, c.d, c.sql, c.construct)
			got := applied(c.sql, g.Parts(tree, node, c.construct))
			for _, w := range c.want {
				if !slices.Contains(got, w) {
					t.Errorf("no part sibling %q; got %q", w, got)
				}
			}
			for _, w := range c.not {
				if slices.Contains(got, w) {
					t.Errorf("part sibling %q is not inside %s", w, c.construct)
				}
			}
			if slices.Contains(got, strings.Join(strings.Fields(c.sql), " ")) {
				t.Errorf("the historical statement is among its own siblings: %q", got)
			}
		})
	}
}

// A set operation's parts are the words next to its operator: ALL or DISTINCT, a keyword block
// in MySQL's grammar and a production of its own (setQuantifier) in PostgreSQL's.
func TestOperatorParts(t *testing.T) {
	for _, c := range []struct {
		d         dialect.Dialect
		sql, want string
	}{
		{dialect.MySQL, "SELECT 1 UNION SELECT a FROM t", "SELECT 1 UNION ALL SELECT a FROM t"},
		{dialect.MySQL, "SELECT 1 UNION ALL SELECT a FROM t", "SELECT 1 UNION DISTINCT SELECT a FROM t"},
		{dialect.Postgres, "SELECT 1 UNION SELECT a FROM t", "SELECT 1 UNION DISTINCT SELECT a FROM t"},
		{dialect.Postgres, "SELECT 1 EXCEPT ALL SELECT a FROM t", "SELECT 1 EXCEPT DISTINCT SELECT a FROM t"},
	} {
		g, err := Dialect(c.d)
		if err != nil {
			t.Fatal(err)
		}
		tree, err := ParseTree(c.d, c.sql)
		if err != nil {
			t.Fatal(err)
		}
		word := strings.Fields(c.sql)[2]
		_, sites := g.OperatorSites(word)
		var holder *Node
		start, end := 0, 0
		tree.Walk(func(n *Node) bool {
			for _, k := range n.Children {
				for _, s := range sites {
					if holder == nil && k.Token == s.Token && n.Rule == s.Rule {
						holder, start, end = n, k.Start, k.End
					}
				}
			}
			return holder == nil
		})
		if holder == nil {
			t.Fatalf("%s: %s is no operator of the tree", c.sql, word)
		}
		got := applied(c.sql, g.OperatorParts(holder, start, end))
		if !slices.Contains(got, c.want) {
			t.Errorf("%s %s: no part sibling %q; got %q", c.d, c.sql, c.want, got)
		}
		for _, s := range got {
			if !strings.Contains(s, " "+word+" ") {
				t.Errorf("%s: the operator itself changed in %q", c.sql, s)
			}
		}
	}
}

// The users of a clause are read off the productions that reference the clause's production,
// and of a keyword inside a form off the alternatives that hold it after their head.
func TestClauseUsers(t *testing.T) {
	for _, c := range []struct {
		d                dialect.Dialect
		clause, within   string
		want             []string
		not              []string
		wantClauseOfWant string
	}{
		{dialect.MySQL, "OVER", "", []string{"LAG", "LEAD", "ROW_NUMBER", "BIT_XOR", "SUM", "FIRST_VALUE"}, []string{"GROUPING", "CONCAT", "OVER"}, "OVER"},
		{dialect.Postgres, "OVER", "", []string{"DENSE_RANK", "ROW_NUMBER", "SUM"}, []string{"OVER"}, ""},
		{dialect.MySQL, "DISTINCT", "aggregateFunction", []string{"AVG", "MAX", "MIN", "SUM", "GROUP_CONCAT", "COUNT"}, []string{"BIT_AND", "STD"}, ""},
	} {
		g, err := Dialect(c.d)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range g.ClauseUsers(c.clause, c.within) {
			got = append(got, s.Construct)
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s %s: %s is not among its users %q", c.d, c.clause, w, got)
			}
		}
		for _, w := range c.not {
			if slices.Contains(got, w) {
				t.Errorf("%s %s: %s is among its users", c.d, c.clause, w)
			}
		}
		if c.wantClauseOfWant != "" {
			for _, w := range c.want {
				if !slices.Contains(g.ClausesOf(w), c.wantClauseOfWant) {
					t.Errorf("%s: %s does not take %s: %q", c.d, w, c.wantClauseOfWant, g.ClausesOf(w))
				}
			}
		}
	}
}

// A catalog's overloads give a parameter's types.
func TestParamTypes(t *testing.T) {
	g, err := Dialect(dialect.Postgres)
	if err != nil {
		t.Fatal(err)
	}
	g.AddFunctions([]Function{
		{Name: "DATE_TRUNC", Family: "typcategory D", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"text", "timestamp without time zone"}},
		{Name: "DATE_TRUNC", Family: "typcategory D", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"text", "interval"}},
		{Name: "DATE_TRUNC", Family: "typcategory D", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"text", "timestamp without time zone"}},
	})
	if got := g.ParamTypes("date_trunc", 1); !slices.Equal(got, []string{"timestamp without time zone", "interval"}) {
		t.Errorf("second parameter's types %q", got)
	}
	if got := g.ParamTypes("DATE_TRUNC", 0); !slices.Equal(got, []string{"text"}) {
		t.Errorf("first parameter's types %q", got)
	}
	if got := g.ParamTypes("DATE_TRUNC", 2); len(got) != 0 {
		t.Errorf("a third parameter: %q", got)
	}
}
