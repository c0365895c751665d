package sibling

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// mutateOperator makes the tests of an operator or clause word that starts no alternative of
// its own (DIV, <=>, LIKE, UNION, FOLLOWING; grammars.Operators): its first occurrence in S_key,
// a token under the production that offers it, is replaced in place by each sibling operator of
// that production. The operands stay as they were, and with them the trigger's values; the
// variants put the trigger's classes, then boundary values, in the first literal operand after
// the operator (a LIKE pattern, an IN list's first element, a divisor).
func mutateOperator(ctx context.Context, p *profile.Profile, g *grammars.Graph, opts Options, tree *grammars.Node, construct string, trigger []profile.TriggerValue) ([]Test, []Rejected, string, string, error) {
	name, sites := g.OperatorSites(construct)
	start, end, rule, operand := operatorOccurrence(tree, sites, len(strings.Fields(name)))
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
	dialect := p.Dialect.OrDefault()
	var tests []Test
	var rejected []Rejected
	for i, sib := range own {
		if opts.work.spent(opts) {
			opts.work.untriedSiblings += len(own) - i
			break
		}
		text := spaced(key, start, end, sib.Construct)
		sk := Skeleton{Prefix: string(key[:start]), Parts: []Part{{Text: text}}, Suffix: string(key[end:])}
		sql := sk.Fill(nil)
		if _, err := opts.work.Parse(ctx, dialect, sql, opts.limits()); err != nil {
			rejected = append(rejected, Rejected{Anchor: construct, Construct: sib.Construct, Skeleton: sk.String(), Reason: "no completion parses: " + err.Error()})
			continue
		}
		made := []Test{newTest(p, construct, sib, sk, Completion{SQL: sql}, "operator", dialect)}
		// The operand's span in the new statement: the operator before it changed length.
		span := shifted(operand, len([]rune(text))-(end-start))
		if span[1] > span[0] {
			for _, v := range operandVariants(ctx, opts, trigger, []rune(sql), span, dialect) {
				made = append(made, newTest(p, construct, sib, sk, v, "operator", dialect))
			}
		}
		made[0].Trigger = operandCarries(sql, span, trigger)
		for i := range made[1:] {
			v := &made[i+1]
			if slices.ContainsFunc(trigger, func(t profile.TriggerValue) bool { return t.Class+"@operand" == v.Variant }) {
				v.Trigger = []string{v.Variant}
			}
		}
		made, rej, err := verified(ctx, opts.Verifier, made, construct, sib.Construct, sk)
		if err != nil {
			return nil, nil, "", "", err
		}
		tests, rejected = append(tests, made...), append(rejected, rej...)
	}
	return tests, rejected, "", "", nil
}

// operatorOccurrence finds the first token of S_key's tree that spells one of the operator's
// sites under its production, with the words after it when the operator has several (SIMILAR
// TO). It returns the span in runes, the production (or "" when there is none), and the span of
// the first literal after the operator within that production's node (empty when none).
func operatorOccurrence(tree *grammars.Node, sites []grammars.OperatorSite, words int) (int, int, string, [2]int) {
	var walk func(n *grammars.Node) (int, int, string, [2]int)
	walk = func(n *grammars.Node) (int, int, string, [2]int) {
		for i, c := range n.Children {
			if c.Rule == "" {
				for _, s := range sites {
					if c.Token == s.Token && n.Rule == s.Rule && i+words <= len(n.Children) {
						end := n.Children[i+words-1].End
						var operand [2]int
						for _, t := range n.Tokens() {
							if t.Start >= end && (literalKind(t.Text) != "" || strings.EqualFold(t.Text, "NULL")) {
								operand = [2]int{t.Start, t.End}
								break
							}
						}
						return c.Start, end, s.Rule, operand
					}
				}
				continue
			}
			if a, b, r, o := walk(c); r != "" {
				return a, b, r, o
			}
		}
		return 0, 0, "", [2]int{}
	}
	return walk(tree)
}

// operandVariants puts value classes in an operator's literal operand (at, a span in runes of
// sql): the trigger's classes first, then the boundary values of any argument, up to the
// per-sibling budget, each kept when it parses.
func operandVariants(ctx context.Context, opts Options, trigger []profile.TriggerValue, sql []rune, at [2]int, dialect dialect.Dialect) []Completion {
	classes := slices.DeleteFunc(profile.StatementClasses(trigger), func(c string) bool { return classValue[c] == "" })
	for _, c := range boundaryOrder["any"] {
		if !slices.Contains(classes, c) {
			classes = append(classes, c)
		}
	}
	var out []Completion
	for _, c := range classes {
		if len(out) == opts.MaxVariants {
			break
		}
		if slices.Contains(sqlvalue.Classes(string(sql[at[0]:at[1]])), c) {
			continue
		}
		v := string(sql[:at[0]]) + classValue[c] + string(sql[at[1]:])
		if _, err := opts.work.Parse(ctx, dialect, v, opts.limits()); err == nil {
			out = append(out, Completion{SQL: v, Variant: c + "@operand"})
		}
	}
	return out
}

// shifted moves a span by n runes; an empty span stays empty.
func shifted(span [2]int, n int) [2]int {
	if span[1] <= span[0] {
		return span
	}
	return [2]int{span[0] + n, span[1] + n}
}

// operandCarries lists the trigger's classes the operand holds in sql, as class@operand.
func operandCarries(sql string, span [2]int, trigger []profile.TriggerValue) []string {
	r := []rune(sql)
	if span[1] <= span[0] || span[1] > len(r) {
		return nil
	}
	var out []string
	have := sqlvalue.Classes(string(r[span[0]:span[1]]))
	for _, c := range profile.StatementClasses(trigger) {
		if slices.Contains(have, c) {
			out = append(out, c+"@operand")
		}
	}
	return out
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
