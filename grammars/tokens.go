package grammars

import (
	"context"
	"strings"

	"github.com/reaper-sql/reaper/base/dialect"

	"github.com/antlr4-go/antlr/v4"
)

// Token is a token of a parsed statement.
type Token struct {
	Text string `json:"text"`
	// Name is the grammar's name for the token type (TRIM, IDENTIFIER, LPAREN).
	Name string `json:"name"`
	// AsName is set when the token is a keyword serving as a name (a column called `status`), which
	// the grammar tells by deriving it through a keyword list.
	AsName bool `json:"as_name,omitempty"`
	// Call is set for the name of a function call (TRIM in TRIM(x), f in f(x)), told from a
	// table or routine being named by the rules the token is derived through.
	Call bool `json:"call,omitempty"`
}

// inCall reports whether a token derives from a function-call rule before any statement rule:
// the grammars name those rules ...Function or functionCall, and the name of a function being
// defined or called as a routine goes through ...Name and ...Statement rules instead.
func inCall(t antlr.Tree, rules []string) bool {
	for depth := 0; depth < 6 && t != nil; depth++ {
		rc, ok := t.(antlr.RuleContext)
		if !ok {
			return false
		}
		if ri := rc.GetRuleIndex(); ri >= 0 && ri < len(rules) {
			n := rules[ri]
			if strings.HasSuffix(n, "Statement") || strings.HasSuffix(n, "Stmt") {
				return false
			}
			if strings.Contains(n, "unction") && !strings.Contains(n, "Name") && !strings.Contains(n, "Parameter") {
				return true
			}
		}
		t = t.GetParent()
	}
	return false
}

// Tokens parses one statement of a dialect within the default Limits and returns its tokens in order. g is the dialect's
// graph, used to tell a keyword in a keyword's role from a keyword serving as a name.
func Tokens(dialectName dialect.Dialect, g *Graph, sql string) ([]Token, error) {
	tree, rules, symbols, err := parsed(context.Background(), dialectName, sql, Limits{})
	if err != nil {
		return nil, err
	}
	var out []Token
	var walk func(t antlr.Tree)
	walk = func(t antlr.Tree) {
		if term, ok := t.(antlr.TerminalNode); ok {
			sym := term.GetSymbol()
			if sym.GetTokenType() == antlr.TokenEOF {
				return
			}
			tok := Token{Text: sym.GetText()}
			if tt := sym.GetTokenType(); tt >= 0 && tt < len(symbols) {
				tok.Name = symbols[tt]
			}
			if p, ok := term.GetParent().(antlr.RuleContext); ok {
				if ri := p.GetRuleIndex(); ri >= 0 && ri < len(rules) {
					tok.AsName = g.KeywordList(rules[ri])
				}
			}
			tok.Call = inCall(term.GetParent(), rules)
			out = append(out, tok)
			return
		}
		for i := 0; i < t.GetChildCount(); i++ {
			walk(t.GetChild(i))
		}
	}
	walk(tree)
	return out, nil
}
