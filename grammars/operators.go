package grammars

import (
	"slices"
	"sort"
	"strings"
)

// Operators and clause words as constructs. An operator starts no alternative of its own: it
// follows an operand (bitExpr ( STAR | DIVIDE | PERCENT | DIV | MOD ) bitExpr, queryTerm ( UNION
// | EXCEPT ) ..., expr NOT ? ( LIKE | ILIKE ) expr), or it is one of a few one-token
// alternatives a comparison names (comparisonOperator: EQ | NULL_SAFE_EQ | ...), or it leads an
// alternative whose optional words come first (NOT ? IN ..., ( DESC | DESCRIBE | EXPLAIN )
// ...). The operators read off one production are siblings: they share its operands and
// precedence level, so one replaces another token for token.

// OperatorSite is where an operator's token stands: the production of the node that holds the
// token in a parse tree, whose other operators are its siblings.
type OperatorSite struct {
	Token string `json:"token"`
	Rule  string `json:"rule"`
}

// Operators maps each operator's name (its upper-case text: DIV, %, <=>, SIMILAR TO) to its sites.
func (g *Graph) Operators() map[string][]OperatorSite {
	g.minimalMu.Lock()
	defer g.minimalMu.Unlock()
	if g.operators != nil {
		return g.operators
	}
	out := map[string][]OperatorSite{}
	for _, rn := range g.Order {
		if g.KeywordList(rn) {
			continue
		}
		for _, a := range g.Rules[rn].Alts {
			names, tokens, holder := g.operatorsOf(rn, a)
			for i, name := range names {
				if site := (OperatorSite{Token: tokens[i], Rule: holder}); !slices.Contains(out[name], site) {
					out[name] = append(out[name], site)
				}
			}
		}
	}
	g.operators = out
	return out
}

// OperatorSites returns a construct's name as an operator (upper case, words single-spaced) and
// its sites, none when it is no operator.
func (g *Graph) OperatorSites(construct string) (string, []OperatorSite) {
	name := strings.ToUpper(strings.Join(strings.Fields(construct), " "))
	return name, g.Operators()[name]
}

// punctuation never makes an operator: it groups and separates.
var punctuation = map[string]bool{"(": true, ")": true, ",": true, ";": true, ".": true, "[": true, "]": true, "{": true, "}": true}

// operatorsOf reads an alternative of rule rn for its operators: the first element after a
// leading operand, or, in an alternative that starts with no keyword construct, its first
// element after optional words. It returns the operators' names and tokens, and the production
// that holds the token in a parse tree (rn, or the one-token production that spells them).
func (g *Graph) operatorsOf(rn string, a Alt) ([]string, []string, string) {
	toks := strings.Fields(a.Text)
	lead := ""
	i := 0
	switch {
	case len(toks) > 1 && g.Rules[toks[0]] != nil:
		lead, i = toks[0], 1
	case g.Construct(a) != "":
		return nil, nil, ""
	}
	// Enter a repeated group that holds the operator: queryTerm ( ( UNION | EXCEPT ) ... ) *.
	for i < len(toks) && toks[i] == "(" && i+1 < len(toks) && toks[i+1] == "(" {
		i++
	}
	// Skip optional single words: NOT ? IN.
	for i+1 < len(toks) && toks[i] != "(" && toks[i+1] == "?" {
		i += 2
	}
	if i >= len(toks) {
		return nil, nil, ""
	}
	var names, tokens []string
	holder := rn
	switch t := toks[i]; {
	case t == "(":
		// A choice of single terminals: ( STAR | DIVIDE | ... ), not optional.
		end := i + 1
		var choice []string
		for ; end < len(toks) && toks[end] != ")"; end++ {
			switch x := toks[end]; {
			case x == "|":
			case x == "(" || !g.isTerminalName(x):
				return nil, nil, ""
			default:
				choice = append(choice, x)
			}
			if end+1 < len(toks) && toks[end] != "|" && toks[end+1] != "|" && toks[end+1] != ")" {
				return nil, nil, "" // a branch of several symbols
			}
		}
		if end+1 < len(toks) && (toks[end+1] == "?" || toks[end+1] == "*") || len(choice) < 2 {
			return nil, nil, ""
		}
		for _, c := range choice {
			if name := g.operatorName(c); name != "" {
				names, tokens = append(names, name), append(tokens, c)
			}
		}
	case g.isTerminalName(t):
		// A run of plain words: IS, SIMILAR TO, CARET.
		var words []string
		j := i
		for ; j < len(toks) && g.isTerminalName(toks[j]) && (j+1 >= len(toks) || toks[j+1] != "?" && toks[j+1] != "*" && toks[j+1] != "+"); j++ {
			words = append(words, toks[j])
		}
		if len(words) == 0 || lead == "" && j >= len(toks) {
			return nil, nil, ""
		}
		var parts []string
		for _, w := range words {
			n := g.operatorName(w)
			if n == "" {
				break
			}
			parts = append(parts, n)
		}
		if len(parts) == 0 || len(parts) > 2 {
			return nil, nil, ""
		}
		names, tokens = []string{strings.Join(parts, " ")}, []string{words[0]}
	case lead != "" && g.choiceRule(t):
		// boolPrimary comparisonOperator predicate: the operator is spelled by a production of
		// one-token alternatives.
		holder = t
		for _, alt := range g.Rules[t].Alts {
			c := alt.Symbols[0].Name
			if name := g.operatorName(c); name != "" {
				names, tokens = append(names, name), append(tokens, c)
			}
		}
	}
	return names, tokens, holder
}

// operatorName is the upper-case text of a terminal that can be an operator, or "": a keyword
// or a fixed symbol, not a token matched by pattern (a literal, a variable, an identifier).
func (g *Graph) operatorName(token string) string {
	t, ok := g.Keywords[token]
	if !ok {
		t, ok = g.Literals[token]
	}
	if !ok {
		var err error
		if t, err = unquoteG4(token); err != nil {
			return ""
		}
	}
	if t == "" || punctuation[t] || t[0] >= '0' && t[0] <= '9' || t[0] == '\'' || t[0] == '"' {
		return ""
	}
	return strings.ToUpper(t)
}

func (g *Graph) isTerminalName(s string) bool {
	if s == "(" || s == ")" || s == "|" || s == "?" || s == "*" || s == "+" {
		return false
	}
	if strings.HasPrefix(s, "'") {
		return true
	}
	return g.Rules[s] == nil
}

// choiceRule reports whether rule is a production of a few one-token alternatives.
func (g *Graph) choiceRule(rule string) bool {
	r := g.Rules[rule]
	if r == nil || len(r.Alts) < 2 || len(r.Alts) >= keywordListSize {
		return false
	}
	for _, a := range r.Alts {
		if len(a.Symbols) != 1 || !a.Symbols[0].Terminal {
			return false
		}
	}
	return true
}

// OperatorSiblings returns the siblings of an operator: the other operators of its production, each
// as a Sibling whose Operator is the token that spells it.
func (g *Graph) OperatorSiblings(op string) ([]Sibling, error) {
	ops := g.Operators()
	op, sites := g.OperatorSites(op)
	if len(sites) == 0 {
		return nil, &UnknownConstructError{Construct: op}
	}
	rules := map[string]bool{}
	for _, s := range sites {
		rules[s.Rule] = true
	}
	var names []string
	for name := range ops {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []Sibling
	for _, name := range names {
		if name == op {
			continue
		}
		for _, s := range ops[name] {
			if rules[s.Rule] {
				out = append(out, Sibling{Construct: name, Rule: s.Rule, Operator: s.Token, Path: []string{s.Rule}})
				break
			}
		}
	}
	return out, nil
}
