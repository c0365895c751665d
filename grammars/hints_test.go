package grammars

import (
	"fmt"
	"testing"
)

// TestMySQLHintSiblings: the optimizer hints of the MySQL grammar are keyword-led alternatives of
// one production, so a hint's siblings are the other hints (the Reaper paper's NO_INDEX in a
// view definition, whose sibling MAX_EXECUTION_TIME must be generated), and hints of one shape
// share their argument rule.
func TestMySQLHintSiblings(t *testing.T) {
	g, err := Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	anchors, err := g.Find("NO_INDEX")
	if err != nil {
		t.Fatal(err)
	}
	if len(anchors) != 1 {
		t.Fatalf("NO_INDEX anchors %+v, want one", anchors)
	}
	rule := anchors[0].Rule
	sibs, err := g.Siblings("NO_INDEX")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Sibling{}
	for _, s := range sibs {
		got[s.Construct] = s
	}
	for _, w := range []string{"MAX_EXECUTION_TIME", "INDEX", "BKA", "NO_BKA", "QB_NAME", "SET_VAR", "SEMIJOIN", "SUBQUERY", "MERGE", "JOIN_ORDER", "RESOURCE_GROUP"} {
		s, ok := got[w]
		if !ok {
			t.Errorf("siblings of NO_INDEX lack %s: %v", w, constructs(sibs))
			continue
		}
		if s.Rule != rule {
			t.Errorf("sibling %s is in %s, want %s with NO_INDEX", w, s.Rule, rule)
		}
	}
	if _, ok := got["NO_INDEX"]; ok {
		t.Error("NO_INDEX is its own sibling")
	}
	if len(sibs) < 35 {
		t.Errorf("NO_INDEX has %d siblings, want every other hint: %v", len(sibs), constructs(sibs))
	}

	// Index-level hints share their argument rule with NO_INDEX, so a sibling keeps the
	// historical (t1 i1); table-level hints share theirs.
	args := func(construct string) string {
		for _, a := range g.Rules[rule].Alts {
			if g.Construct(a) == construct {
				return fmt.Sprint(a.Nonterminals())
			}
		}
		return ""
	}
	for _, c := range []struct{ hint, like string }{
		{"INDEX", "NO_INDEX"}, {"NO_RANGE_OPTIMIZATION", "NO_INDEX"}, {"JOIN_INDEX", "NO_INDEX"},
		{"NO_BKA", "BKA"}, {"MERGE", "BKA"}, {"JOIN_ORDER", "BKA"}, {"NO_SEMIJOIN", "SEMIJOIN"},
	} {
		if a, b := args(c.hint), args(c.like); a == "" || a != b {
			t.Errorf("%s takes %s, %s takes %s: want the same argument rule", c.hint, a, c.like, b)
		}
	}

	// Every hint alternative can be written, and the comment it makes parses where hints go.
	for _, s := range sibs {
		alt := g.Rules[s.Rule].Alts[s.Alt]
		words := ""
		for _, sym := range alt.Symbols {
			if sym.Nested {
				continue
			}
			v, ok := g.Minimal(sym.Name)
			if !ok {
				t.Errorf("%s: no text for %s", s.Construct, sym.Name)
			}
			words += " " + v
		}
		sql := fmt.Sprintf("CREATE VIEW v AS SELECT /*+%s */ a FROM t1", words)
		if _, err := Parse("mysql", sql); err != nil {
			t.Errorf("%s: %q: %v", s.Construct, sql, err)
		}
	}
	if v, ok := g.Minimal("optimizerHints"); !ok || v != "/*+ */" {
		t.Errorf("Minimal(optimizerHints) = %q, %v", v, ok)
	}
}

// TestMySQLHintTokens: inside a hint comment, a hint keyword is a keyword; outside one, a word
// spelled like a hint is a name.
func TestMySQLHintTokens(t *testing.T) {
	g, err := Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	toks, err := Tokens("mysql", g, "SELECT /*+ NO_INDEX(merge i1) */ no_index FROM t1")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tok := range toks {
		names = append(names, fmt.Sprintf("%s:%s:%v", tok.Text, tok.Name, tok.AsName))
	}
	want := "[SELECT:SELECT:false /*+:HINT_OPEN:false NO_INDEX:NO_INDEX:false (:LPAREN:false merge:MERGE:true i1:IDENTIFIER:false ):RPAREN:false */:HINT_CLOSE:false no_index:NO_INDEX:true FROM:FROM:false t1:IDENTIFIER:false]"
	if got := fmt.Sprint(names); got != want {
		t.Errorf("tokens\n got %s\nwant %s", got, want)
	}
}
