package grammars

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// TerminalText is the text to write for a terminal symbol: the word of a keyword, else the text
// of a literal token, else an example of a pattern token (an identifier, a number, a string),
// else the content of a quoted symbol the graph did not list (catalog alternatives add '(' and
// ')'). It is "" for a token the grammar gives no spelling for (one declared in a tokens { }
// block and made by code, a whitespace token).
func (g *Graph) TerminalText(name string) string {
	if w, ok := g.Keywords[name]; ok {
		return w
	}
	if l, ok := g.Literals[name]; ok {
		return l
	}
	if e, ok := g.Examples[name]; ok {
		return e
	}
	if l, err := unquoteG4(name); err == nil {
		return l
	}
	return ""
}

// Minimal returns a shortest sentence a symbol derives, counted in tokens, with the tokens
// separated as SQL is usually written (f(a, b), t.c): the fallback completion of a placeholder
// when no historical test case supplies one. Optional and repeated parts are left out; of
// alternatives of equal length the first in source order is taken. It reports false when the
// symbol derives no sentence whose every token has a text (TerminalText).
//
// The sentences are computed once, on the first call, and are safe for concurrent use; a later
// AddFunctions makes the next call compute them again.
func (g *Graph) Minimal(symbol string) (string, bool) {
	g.minimalMu.Lock()
	if g.minimal == nil {
		g.minimal = g.minimalSentences()
	}
	s, ok := g.minimal[symbol]
	g.minimalMu.Unlock()
	if ok {
		return s, true
	}
	if _, rule := g.Rules[symbol]; rule {
		return "", false
	}
	if t := g.TerminalText(symbol); t != "" {
		return t, true
	}
	return "", false
}

func (g *Graph) forgetMinimal() {
	g.minimalMu.Lock()
	g.minimal = nil
	g.minimalMu.Unlock()
}

// mItem is a symbol of a production of the grammar Minimal works on: a terminal, or the index
// of a production.
type mItem struct {
	term string
	prod int // -1 for a terminal
}

// mGrammar is the graph with every block ( a | b ) made a production of its own and optional
// or repeated parts dropped, so that a shortest sentence is a plain fixpoint over productions.
type mGrammar struct {
	g     *Graph
	index map[string]int
	alts  [][][]mItem // production -> alternatives -> items
}

const infinite = int(^uint(0) >> 2)

// minimalSentences computes the shortest sentence of every rule: the least cost of each
// production by iterating to a fixpoint (a terminal costs 1, or is unusable without a text),
// remembering for each the alternative that first reached it, then expanding those.
func (g *Graph) minimalSentences() map[string]string {
	m := &mGrammar{g: g, index: map[string]int{}}
	for _, rn := range g.Order {
		m.index[rn] = len(m.alts)
		m.alts = append(m.alts, nil)
	}
	for _, rn := range g.Order {
		var alts [][]mItem
		for _, a := range g.Rules[rn].Alts {
			alts = append(alts, m.alt(a))
		}
		m.alts[m.index[rn]] = alts
	}

	termCost := map[string]int{}
	costOf := func(it mItem, cost []int) int {
		if it.prod >= 0 {
			return cost[it.prod]
		}
		c, ok := termCost[it.term]
		if !ok {
			c = infinite
			switch {
			case it.term == "EOF":
				c = 0
			case it.term != "" && g.TerminalText(it.term) != "":
				c = 1
			}
			termCost[it.term] = c
		}
		return c
	}
	cost := make([]int, len(m.alts))
	choice := make([]int, len(m.alts))
	for i := range cost {
		cost[i] = infinite
	}
	for changed := true; changed; {
		changed = false
		for p, alts := range m.alts {
			for ai, items := range alts {
				sum := 0
				for _, it := range items {
					if sum += costOf(it, cost); sum >= infinite {
						break
					}
				}
				// Only a strict improvement moves the choice: the chosen alternative then
				// reached its cost through productions that reached theirs earlier, so
				// expanding the choices cannot loop.
				if sum < cost[p] {
					cost[p], choice[p], changed = sum, ai, true
				}
			}
		}
	}

	var expand func(p int, out []string) []string
	expand = func(p int, out []string) []string {
		for _, it := range m.alts[p][choice[p]] {
			switch {
			case it.prod >= 0:
				out = expand(it.prod, out)
			case it.term != "EOF":
				out = append(out, g.TerminalText(it.term))
			}
		}
		return out
	}
	out := map[string]string{}
	for _, rn := range g.Order {
		if p := m.index[rn]; cost[p] < infinite {
			out[rn] = joinTokens(expand(p, nil))
		}
	}
	return out
}

// alt lowers one alternative. One without blocks is its symbols; one with blocks is read again
// from its text, since its symbols alone do not tell an optional block from a required choice
// such as (PLUS | MINUS).
func (m *mGrammar) alt(a Alt) []mItem {
	nested := false
	for _, s := range a.Symbols {
		nested = nested || s.Nested
	}
	if nested {
		if toks, err := lexG4(Source{Text: a.Text}); err == nil {
			p := &lexParser{toks: toks}
			if tree, err := p.alts(); err == nil && p.pos == len(toks) {
				return m.lower(tree)
			}
		}
	}
	var items []mItem
	for _, s := range a.Symbols {
		if !s.Nested {
			items = append(items, m.item(s.Name, s.Terminal))
		}
	}
	return items
}

func (m *mGrammar) item(name string, terminal bool) mItem {
	if !terminal {
		if p, ok := m.index[name]; ok {
			return mItem{prod: p}
		}
	}
	return mItem{term: name, prod: -1}
}

// lower turns an element of a parser rule into items, making a production of each block.
func (m *mGrammar) lower(n *lexNode) []mItem {
	switch n.kind {
	case lexLit:
		return []mItem{{term: n.raw, prod: -1}}
	case lexRef:
		return []mItem{m.item(n.text, unicode.IsUpper(firstRune(n.text)))}
	case lexSeq:
		var out []mItem
		for _, k := range n.kids {
			out = append(out, m.lower(k)...)
		}
		return out
	case lexAlt:
		p := len(m.alts)
		m.alts = append(m.alts, nil)
		alts := make([][]mItem, 0, len(n.kids))
		for _, k := range n.kids {
			alts = append(alts, m.lower(k))
		}
		m.alts[p] = alts
		return []mItem{{prod: p}}
	case lexRepeat:
		if n.min == 0 {
			return nil
		}
		return m.lower(n.kids[0])
	}
	// A wildcard or a negated set: any token but some; no text is chosen for it.
	return []mItem{{prod: -1}}
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// joinTokens writes tokens with a space between them, except inside a call's parentheses, before
// a comma and around a dot: f(a, b), t.c.
func joinTokens(toks []string) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !glued(toks[i-1], t) {
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	return b.String()
}

func glued(prev, next string) bool {
	switch {
	case next == "," || next == ")" || next == "." || prev == "(" || prev == ".":
		return true
	case next == "(":
		r, _ := utf8.DecodeLastRuneInString(prev)
		return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
	}
	return false
}
