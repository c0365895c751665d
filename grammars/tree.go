package grammars

import (
	"context"

	"github.com/antlr4-go/antlr/v4"

	"github.com/reaper-sql/reaper/base/dialect"
)

// Node is a node of a statement's parse tree, as the sibling generator walks it: a rule with its
// children, or a token.
type Node struct {
	// Rule is the production the node derives from; empty for a token.
	Rule string `json:"rule,omitempty"`
	// Token is the grammar's name for a token's type (LPAREN, NEXTVAL, IDENTIFIER).
	Token string `json:"token,omitempty"`
	// Start and End are the node's span in the statement, in runes, End exclusive; Text is it.
	Start    int     `json:"start"`
	End      int     `json:"end"`
	Text     string  `json:"text"`
	Children []*Node `json:"children,omitempty"`
}

// ParseTree parses one statement of a dialect into a Node tree, within the default Limits.
func ParseTree(dialectName dialect.Dialect, sql string) (*Node, error) {
	return ParseTreeLimited(context.Background(), dialectName, sql, Limits{})
}

// ParseTreeLimited parses one statement of a dialect into a Node tree within lim and the
// context's deadline; a statement past them is a *LimitError.
//
// A node's Text is a substring of sql, not a copy: a left-recursive rule (1+1+...) nests one
// level per operator, and copying each level's text made the tree's memory grow with the square
// of the statement's length.
func ParseTreeLimited(ctx context.Context, dialectName dialect.Dialect, sql string, lim Limits) (*Node, error) {
	tree, rules, symbols, err := parsed(ctx, dialectName, sql, lim)
	if err != nil {
		return nil, err
	}
	// The tree's spans count runes; at[i] is the byte offset of rune i, at[len] is len(sql).
	at := make([]int, 0, len(sql)+1)
	for i := range sql {
		at = append(at, i)
	}
	at = append(at, len(sql))
	var conv func(t antlr.Tree) *Node
	conv = func(t antlr.Tree) *Node {
		switch t := t.(type) {
		case antlr.TerminalNode:
			sym := t.GetSymbol()
			if sym.GetTokenType() == antlr.TokenEOF {
				return nil
			}
			n := &Node{Start: sym.GetStart(), End: sym.GetStop() + 1, Text: sym.GetText()}
			if tt := sym.GetTokenType(); tt >= 0 && tt < len(symbols) {
				n.Token = symbols[tt]
			}
			return n
		case antlr.ParserRuleContext:
			n := &Node{Start: -1}
			if ri := t.GetRuleIndex(); ri >= 0 && ri < len(rules) {
				n.Rule = rules[ri]
			}
			var empty []*Node
			for i := 0; i < t.GetChildCount(); i++ {
				c := conv(t.GetChild(i))
				switch {
				case c == nil:
					continue
				case c.Rule != "" && len(c.Children) == 0:
					// A rule that matched nothing (an empty repetition) has no span of its own:
					// it stands where the text before it ends, and leaves its parent's span alone.
					empty = append(empty, c)
				default:
					if n.Start < 0 {
						n.Start = c.Start
					}
					n.End = c.End
					for _, e := range empty {
						e.Start, e.End = c.Start, c.Start
					}
					empty = nil
				}
				n.Children = append(n.Children, c)
			}
			if n.Start < 0 {
				n.Start, n.End = 0, 0
			}
			for _, e := range empty {
				e.Start, e.End = n.End, n.End
			}
			if n.Start <= n.End && n.End < len(at) {
				n.Text = sql[at[n.Start]:at[n.End]]
			}
			return n
		}
		return nil
	}
	root := conv(tree)
	if root == nil {
		root = &Node{}
	}
	return root, nil
}

// parsed parses a statement and returns its tree with the parser's rule and token names.
func parsed(ctx context.Context, dialectName dialect.Dialect, sql string, lim Limits) (antlr.ParserRuleContext, []string, []string, error) {
	d, err := lookup(dialectName)
	if err != nil {
		return nil, nil, nil, err
	}
	tree, err := d.parse(ctx, sql, lim)
	if err != nil {
		return nil, nil, nil, err
	}
	return tree, d.ruleNames(), d.symbolNames(), nil
}

// Walk visits a tree depth-first, parents before children, while visit returns true.
func (n *Node) Walk(visit func(*Node) bool) bool {
	if !visit(n) {
		return false
	}
	for _, c := range n.Children {
		if !c.Walk(visit) {
			return false
		}
	}
	return true
}

// Tokens returns the node's tokens in order.
func (n *Node) Tokens() []*Node {
	var out []*Node
	n.Walk(func(m *Node) bool {
		if m.Rule == "" {
			out = append(out, m)
		}
		return true
	})
	return out
}
