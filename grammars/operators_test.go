package grammars

import (
	"slices"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
)

func TestOperatorSiblings(t *testing.T) {
	for _, c := range []struct {
		dialect dialect.Dialect
		op      string
		want    []string
		not     []string
	}{
		{"mysql", "DIV", []string{"MOD", "%", "/", "*"}, []string{"LIKE", "AND"}},
		{"mysql", "LIKE", []string{"REGEXP", "RLIKE", "BETWEEN", "IN"}, []string{"DIV"}},
		{"mysql", "<=>", []string{"=", ">=", "<"}, []string{"IS"}},
		{"mysql", "AND", []string{"OR", "XOR", "&&"}, nil},
		{"mysql", "PRECEDING", []string{"FOLLOWING"}, nil},
		{"mysql", "UNION", []string{"EXCEPT"}, nil},
		{"postgres", "LIKE", []string{"ILIKE", "SIMILAR TO", "BETWEEN"}, nil},
		{"postgres", "UNION", []string{"EXCEPT"}, nil},
		{"duckdb", "GLOB", []string{"LIKE", "ILIKE", "SIMILAR TO", "BETWEEN"}, nil},
		{"duckdb", "UNION", []string{"EXCEPT"}, nil},
		{"duckdb", "==", []string{"=", "<", ">="}, []string{"AND"}},
	} {
		g, err := Dialect(c.dialect)
		if err != nil {
			t.Fatal(err)
		}
		sibs, err := g.Siblings(c.op)
		if err != nil {
			t.Errorf("%s %s: %v", c.dialect, c.op, err)
			continue
		}
		var names []string
		for _, s := range sibs {
			if s.Operator != "" {
				names = append(names, s.Construct)
			}
		}
		for _, w := range c.want {
			if !slices.Contains(names, w) {
				t.Errorf("%s %s: no sibling %s in %v", c.dialect, c.op, w, names)
			}
		}
		for _, w := range c.not {
			if slices.Contains(names, w) {
				t.Errorf("%s %s: %s is a sibling, but of another production: %v", c.dialect, c.op, w, names)
			}
		}
	}
	// Words of other kinds are no operators: punctuation, literals, identifiers.
	g, _ := Dialect("mysql")
	for name := range g.Operators() {
		if name == "(" || name == "," || name == "''" || name == "@A" || name == "A" {
			t.Errorf("%q counted as an operator", name)
		}
	}
	// A construct an alternative starts keeps its grammar siblings.
	sibs, err := g.Siblings("NEXTVAL")
	if err != nil || len(sibs) == 0 || sibs[0].Operator != "" {
		t.Errorf("NEXTVAL's siblings: %v %v", sibs, err)
	}
}
