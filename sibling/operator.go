package sibling

import (
	"context"
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// mutateOperator makes the tests of an operator or clause word that starts no alternative of
// its own (DIV, <=>, LIKE, UNION, FOLLOWING; grammars.Operators): its first occurrence in S_key,
// a token under the production that offers it, is replaced in place by each sibling operator of
// that production. The operands stay as they were, and with them the trigger's values.
func mutateOperator(ctx context.Context, p *profile.Profile, g *grammars.Graph, opts Options, tree *grammars.Node, construct string) ([]Test, []Rejected, string, string, error) {
	name := strings.ToUpper(strings.Join(strings.Fields(construct), " "))
	sites := g.Operators()[name]
	start, end, rule := operatorOccurrence(tree, sites, len(strings.Fields(name)))
	if rule == "" {
		return nil, nil, SkipNotInKey, fmt.Sprintf("the operator %s is not found in S_key's parse tree", construct), nil
	}
	sibs, err := g.OperatorSiblings(name)
	if err != nil {
		return nil, nil, SkipNotInGrammar, err.Error(), nil
	}
	var own []grammars.Sibling
	for _, s := range sibs {
		if s.Rule == rule {
			own = append(own, s)
		}
	}
	if len(own) == 0 {
		return nil, nil, SkipNoSiblings, fmt.Sprintf("the operator %s has no siblings in %s", construct, rule), nil
	}
	own = g.Rank(grammars.Anchor{Rule: rule, Construct: name}, own)
	key := []rune(p.Trigger.Key.SQL)
	dialect := profile.GrammarDialect(p.Dialect)
	var tests []Test
	var rejected []Rejected
	for _, sib := range own {
		sk := Skeleton{Prefix: string(key[:start]), Parts: []Part{{Text: spaced(key, start, end, sib.Construct)}}, Suffix: string(key[end:])}
		sql := sk.Fill(nil)
		if _, err := grammars.ParseTree(dialect, sql); err != nil {
			rejected = append(rejected, Rejected{Anchor: construct, Construct: sib.Construct, Skeleton: sk.String(), Reason: "no completion parses: " + err.Error()})
			continue
		}
		t := newTest(p, construct, sib, sk, Completion{SQL: sql}, "operator", dialect)
		made, reason, err := keep(ctx, opts.Verifier, []Test{t})
		if err != nil {
			return nil, nil, "", "", err
		}
		if len(made) == 0 {
			rejected = append(rejected, Rejected{Anchor: construct, Construct: sib.Construct, Skeleton: sk.String(), Reason: reason})
		}
		tests = append(tests, made...)
	}
	return tests, rejected, "", "", nil
}

// operatorOccurrence finds the first token of S_key's tree that spells one of the operator's
// sites under its production, with the words after it when the operator has several (SIMILAR
// TO). It returns the span in runes and the production, or "" when there is none.
func operatorOccurrence(tree *grammars.Node, sites []grammars.OperatorSite, words int) (int, int, string) {
	var walk func(n *grammars.Node) (int, int, string)
	walk = func(n *grammars.Node) (int, int, string) {
		for i, c := range n.Children {
			if c.Rule == "" {
				for _, s := range sites {
					if c.Token == s.Token && n.Rule == s.Rule && i+words <= len(n.Children) {
						return c.Start, n.Children[i+words-1].End, s.Rule
					}
				}
				continue
			}
			if a, b, r := walk(c); r != "" {
				return a, b, r
			}
		}
		return 0, 0, ""
	}
	return walk(tree)
}

// spaced writes an operator's text to stand between key[:start] and key[end:]: a word gets a
// space on a side where it would run into a name or number (a<=>b becomes a LIKE b).
func spaced(key []rune, start, end int, text string) string {
	word := func(r rune) bool {
		return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	first, last := []rune(text)[0], []rune(text)[len([]rune(text))-1]
	if start > 0 && word(key[start-1]) && word(first) {
		text = " " + text
	}
	if end < len(key) && word(key[end]) && word(last) {
		text += " "
	}
	return text
}
