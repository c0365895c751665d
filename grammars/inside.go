package grammars

import (
	"fmt"
	"sort"
	"strings"
)

// Siblings inside a construct: the paper's Definition 1 applied one level down. A fix repairs a
// construct's handler, and the handler dispatches again on the construct's own parts: the target
// type of a CAST, the unit of an INTERVAL or a window frame, the kind of a join, ALL or DISTINCT
// after a set operation, an option keyword. Each such part is a choice the grammar offers among
// keywords, either as a production whose alternatives spell keywords (castType, intervalUnit,
// joinType) or as a block of keyword branches inside the alternative the construct's node took
// ((ROWS | RANGE | GROUPS), (ALL | DISTINCT)?, OUTER?). Its other alternatives are the part's
// siblings. They are read off the parse tree of S_key and the graph, never from a list of
// constructs.

// Kinds of sibling inside a construct, which a test records (sibling.Test.Inside).
const (
	// InsidePart: another keyword alternative of one of the construct's own parts.
	InsidePart = "part"
	// InsideArgType: the same call with an argument of a sibling type (a DATE for a TIME).
	InsideArgType = "argument type"
	// InsideClause: another function or form that takes the clause the fix repaired (another
	// window function under the same OVER).
	InsideClause = "clause"
)

// Element is a piece of an alternative's EBNF: a symbol, or a parenthesized block of
// alternatives, with its suffix (?, *, + or none).
type Element struct {
	Symbol   string
	Terminal bool
	Block    [][]Element
	Suffix   string
}

// Optional reports whether the alternative can be built without the element.
func (e Element) Optional() bool { return e.Suffix == "?" || e.Suffix == "*" }

// Elements reads an alternative's text (Alt.Text: tokens separated by spaces) into elements.
func Elements(text string) []Element {
	toks := strings.Fields(text)
	i := 0
	var seq func() [][]Element
	seq = func() [][]Element {
		alts := [][]Element{nil}
		for i < len(toks) {
			t := toks[i]
			switch t {
			case ")":
				return alts
			case "|":
				alts = append(alts, nil)
				i++
				continue
			}
			var e Element
			if t == "(" {
				i++
				e.Block = seq()
				i++ // ")"
			} else {
				e.Symbol = t
				e.Terminal = strings.HasPrefix(t, "'") || t[0] >= 'A' && t[0] <= 'Z'
				i++
			}
			if i < len(toks) && (toks[i] == "?" || toks[i] == "*" || toks[i] == "+") {
				e.Suffix = toks[i]
				i++
			}
			alts[len(alts)-1] = append(alts[len(alts)-1], e)
		}
		return alts
	}
	return seq()[0]
}

// PartSibling is a sibling inside a construct: a span of the statement (runes, End exclusive;
// Start == End inserts) and the keywords that replace it.
type PartSibling struct {
	// Rule is the production that offers the choice; Path the productions from the construct's
	// node down to it.
	Rule string   `json:"rule"`
	Path []string `json:"path"`
	// Was is the historical text of the span ("" where an optional part was left out), Text the
	// sibling's ("" to leave an optional part out).
	Start int    `json:"start"`
	End   int    `json:"end"`
	Was   string `json:"was"`
	Text  string `json:"text"`
}

// maxRun is the most keywords a branch of a choice may spell: a type name (DOUBLE PRECISION), a
// unit, a join kind (LEFT OUTER), not a clause.
const maxRun = 3

// maxSpellings caps the spellings read off one production.
const maxSpellings = 64

// Parts returns the siblings of the parts of the construct whose node in S_key's tree is node:
// for each keyword choice in its subtree, the other branches. The search starts at node and the
// nodes it is the first child of through unit productions up to the first that adds optional
// clauses of its own (PostgreSQL's OVER and FILTER follow the call); it descends into the
// node's own productions, and into an operand (a production that derives the construct again,
// an expression) only down to the operand's own construct, whose direct choices count (the unit
// of an INTERVAL argument) but whose operands do not. The construct's own leading words (its
// name) are no part of it. A production that derives names or literals offers none.
func (g *Graph) Parts(tree, node *Node, name string) []PartSibling {
	root, _ := g.scope(tree, node)
	skip := len(strings.Fields(name))
	var out []PartSibling
	seen := map[string]bool{}
	add := func(ps []PartSibling) {
		for _, p := range ps {
			k := fmt.Sprintf("%s\x00%s\x00%d\x00%d", p.Rule, p.Text, p.Start, p.End)
			if !seen[k] && !strings.EqualFold(p.Was, p.Text) {
				seen[k] = true
				out = append(out, p)
			}
		}
	}
	units := g.unitTargets()
	onChain := map[*Node]bool{node: true}
	for _, a := range Ancestors(root, node) {
		onChain[a] = true
	}
	var walk func(n *Node, path []string, shallow bool)
	walk = func(n *Node, path []string, shallow bool) {
		guard := [2]int{-1, -1}
		if n == node && skip > 0 && skip <= len(n.Children) {
			guard = [2]int{n.Children[0].Start, n.Children[skip-1].End}
		}
		add(g.choices(n, path, guard))
		for _, c := range n.Children {
			cp := append(append([]string(nil), path...), c.Rule)
			if onChain[c] {
				walk(c, cp, false)
				continue
			}
			if c.Rule == "" || g.valueRule(c.Rule) {
				continue
			}
			if ps := g.spelled(c, cp); ps != nil {
				add(ps)
				continue
			}
			if shallow {
				continue
			}
			if reaches(units, c.Rule, node.Rule) || reaches(units, c.Rule, root.Rule) {
				// An operand: its own construct is one level down, its operands are not.
				a := c
				for len(a.Children) == 1 && a.Children[0].Rule != "" {
					a = a.Children[0]
					cp = append(cp, a.Rule)
				}
				if ps := g.spelled(a, cp); ps != nil && a != c {
					add(ps)
					continue
				}
				walk(a, cp, true)
				continue
			}
			walk(c, cp, false)
		}
	}
	walk(root, []string{root.Rule}, false)
	return out
}

// scope is where Parts looks: node, or the node whose first child it is through unit
// productions, up to the first that adds optional clauses (nonterminals that each start with a
// keyword) after it. The path names the productions from the top down.
func (g *Graph) scope(tree, node *Node) (*Node, []string) {
	chain := Ancestors(tree, node)
	top := node
	path := []string{node.Rule}
	for i := len(chain) - 1; i >= 0; i-- {
		p := chain[i]
		if len(p.Children) == 0 || p.Children[0] != top {
			break
		}
		extras := p.Children[1:]
		unit := false
		for _, a := range g.Rules[p.Rule].Alts {
			if sym, ok := unitish(Elements(a.Text)); ok && sym == top.Rule {
				unit = true
			}
		}
		if !unit {
			break
		}
		clauses := len(extras) > 0
		for _, x := range extras {
			if x.Rule == "" || !g.ClauseRule(x.Rule) {
				clauses = false
			}
		}
		if len(extras) > 0 && !clauses {
			break
		}
		top = p
		path = append([]string{p.Rule}, path...)
		if clauses {
			break
		}
	}
	return top, path
}

// Ancestors returns the nodes from the root down to node's parent.
func Ancestors(tree, node *Node) []*Node {
	var chain []*Node
	var walk func(n *Node) bool
	walk = func(n *Node) bool {
		if n == node {
			return true
		}
		chain = append(chain, n)
		for _, c := range n.Children {
			if walk(c) {
				return true
			}
		}
		chain = chain[:len(chain)-1]
		return false
	}
	walk(tree)
	return chain
}

// clauseRule reports whether every alternative of rule starts with a keyword: a clause (OVER ...,
// FILTER (...), WITHIN GROUP (...)), not an operand or a suffix that starts with an operator.
func (g *Graph) ClauseRule(rule string) bool {
	r := g.Rules[rule]
	if r == nil || len(r.Alts) == 0 {
		return false
	}
	for _, a := range r.Alts {
		if g.Construct(a) == "" {
			return false
		}
	}
	return true
}

// unitish reports whether an alternative's elements are one nonterminal and optional parts, and
// which: a step through the grammar (expr: boolPrimary; predicate: bitExpr predicateSuffix?).
func unitish(els []Element) (string, bool) {
	sym := ""
	for _, e := range els {
		if e.Optional() {
			continue
		}
		if e.Block != nil || e.Terminal || e.Suffix == "+" || sym != "" {
			return "", false
		}
		sym = e.Symbol
	}
	return sym, sym != ""
}

// unitTargets maps each production to the productions its unit-like alternatives step to.
func (g *Graph) unitTargets() map[string][]string {
	g.minimalMu.Lock()
	defer g.minimalMu.Unlock()
	if g.units != nil {
		return g.units
	}
	out := map[string][]string{}
	for _, rn := range g.Order {
		for _, a := range g.Rules[rn].Alts {
			if s, ok := unitish(Elements(a.Text)); ok && g.Rules[s] != nil {
				out[rn] = append(out[rn], s)
			}
		}
	}
	g.units = out
	return out
}

// reaches reports whether rule steps to target through unit-like alternatives: it derives the
// construct again, as an expression does.
func reaches(units map[string][]string, rule, target string) bool {
	seen := map[string]bool{}
	queue := []string{rule}
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		if r == target {
			return true
		}
		if seen[r] {
			continue
		}
		seen[r] = true
		queue = append(queue, units[r]...)
	}
	return false
}

// valueRule reports whether a production derives names or literals: all its alternatives are
// one token or a step to such a production, and one of them is a token matched by a pattern (an
// identifier, a number) or a step to a production that derives names or literals; or it is such
// a list of tokens that a production of names steps to. Its keyword alternatives are words used
// as names (identifierKeyword) or values (TRUE, NULL), no parts.
func (g *Graph) valueRule(rule string) bool {
	g.minimalMu.Lock()
	defer g.minimalMu.Unlock()
	if g.values == nil {
		g.values = g.valueRules()
	}
	return g.values[rule]
}

func (g *Graph) valueRules() map[string]bool {
	val := map[string]bool{}
	single := func(rn string) ([]string, bool, bool) { // unit targets, has a pattern token, all single
		var units []string
		pattern := false
		for _, a := range g.Rules[rn].Alts {
			if len(a.Symbols) != 1 || a.Symbols[0].Nested {
				return nil, false, false
			}
			s := a.Symbols[0]
			switch {
			case !s.Terminal:
				units = append(units, s.Name)
			case g.isPattern(s.Name):
				pattern = true
			}
		}
		return units, pattern, true
	}
	// A production of tokens and steps with a lone pattern token among its alternatives derives
	// names, whatever tokens its other alternatives spell (PostgreSQL's identifier:
	// UNICODE_QUOTED_IDENTIFIER (UESCAPE STRING_LITERAL)?).
	for _, rn := range g.Order {
		pattern, tokens := false, true
		for _, a := range g.Rules[rn].Alts {
			if len(a.Symbols) == 1 && a.Symbols[0].Terminal && g.isPattern(a.Symbols[0].Name) {
				pattern = true
			}
			for _, s := range a.Symbols {
				if !s.Terminal && len(a.Symbols) > 1 {
					tokens = false
				}
			}
		}
		val[rn] = pattern && tokens
	}
	for changed := true; changed; {
		changed = false
		for _, rn := range g.Order {
			if val[rn] {
				continue
			}
			units, pattern, ok := single(rn)
			if !ok {
				continue
			}
			for _, u := range units {
				pattern = pattern || val[u]
			}
			if pattern {
				val[rn] = true
				changed = true
			}
		}
		// The list of words a production of names steps to holds names too (identifier:
		// identifierKeyword).
		for _, rn := range g.Order {
			if !val[rn] {
				continue
			}
			for _, a := range g.Rules[rn].Alts {
				if len(a.Symbols) != 1 || a.Symbols[0].Terminal || val[a.Symbols[0].Name] || g.Rules[a.Symbols[0].Name] == nil {
					continue
				}
				if _, _, ok := single(a.Symbols[0].Name); ok {
					val[a.Symbols[0].Name] = true
					changed = true
				}
			}
		}
	}
	return val
}

// isPattern reports whether a terminal is matched by a pattern rather than spelled.
func (g *Graph) isPattern(name string) bool {
	_, kw := g.Keywords[name]
	_, lit := g.Literals[name]
	return !kw && !lit && !strings.HasPrefix(name, "'")
}

// Spellings returns the keyword runs a production spells, its alternatives' and those of the
// productions its unit alternatives step to, each as upper-case words: castType's BINARY, CHAR,
// SIGNED, UNSIGNED, DOUBLE; intervalUnit's units. An alternative with a required part that is
// not a keyword (an operand, a number) spells nothing; optional parts are left out; a block of
// keyword branches spells each.
func (g *Graph) Spellings(rule string) []string {
	g.minimalMu.Lock()
	out, ok := g.spellings[rule]
	g.minimalMu.Unlock()
	if ok {
		return out
	}
	out = g.spellingsOf(rule)
	g.minimalMu.Lock()
	if g.spellings == nil {
		g.spellings = map[string][]string{}
	}
	g.spellings[rule] = out
	g.minimalMu.Unlock()
	return out
}

// spellingsOf computes Spellings.
func (g *Graph) spellingsOf(rule string) []string {
	var out []string
	seen := map[string]bool{}
	visited := map[string]bool{}
	var visit func(rn string)
	visit = func(rn string) {
		r := g.Rules[rn]
		if r == nil || visited[rn] || g.valueRule(rn) {
			return
		}
		visited[rn] = true
		for _, a := range r.Alts {
			els := Elements(a.Text)
			if len(els) == 1 && !els[0].Terminal && els[0].Block == nil && els[0].Suffix == "" {
				visit(els[0].Symbol)
				continue
			}
			for _, s := range g.spell(els) {
				if !seen[s] && len(out) < maxSpellings {
					seen[s] = true
					out = append(out, s)
				}
			}
		}
	}
	visit(rule)
	return out
}

// spell returns the keyword runs of up to maxRun words a sequence of elements spells, without
// its optional parts; none when a required part is no keyword.
func (g *Graph) spell(els []Element) []string {
	runs := []string{""}
	for _, e := range els {
		if e.Optional() {
			continue
		}
		var opts []string
		switch {
		case e.Block == nil && e.Terminal && e.Suffix == "":
			w, ok := g.Keywords[e.Symbol]
			if !ok {
				return nil
			}
			opts = []string{strings.ToUpper(w)}
		case e.Suffix == "":
			br := g.keywordBranches(e)
			if br == nil {
				return nil
			}
			for _, b := range br {
				opts = append(opts, g.words(b))
			}
		default:
			return nil
		}
		var next []string
		for _, r := range runs {
			for _, o := range opts {
				next = append(next, strings.TrimSpace(r+" "+o))
			}
		}
		runs = next
	}
	var out []string
	for _, r := range runs {
		if n := len(strings.Fields(r)); n > 0 && n <= maxRun {
			out = append(out, r)
		}
	}
	return out
}

// words spells a branch's tokens.
func (g *Graph) words(tokens []string) string {
	var w []string
	for _, t := range tokens {
		w = append(w, strings.ToUpper(g.TerminalText(t)))
	}
	return strings.Join(w, " ")
}

// keywordBranches returns the branches of a keyword choice, each as its tokens: a block whose
// branches are each a run of keywords ((ROWS | RANGE), (ALL | DISTINCT)?), or a single optional
// keyword (OUTER?: the branch is the keyword, the choice leaving it out). Nil for anything else.
func (g *Graph) keywordBranches(e Element) [][]string {
	if e.Block == nil {
		if _, ok := g.Keywords[e.Symbol]; ok && e.Terminal && e.Suffix == "?" {
			return [][]string{{e.Symbol}}
		}
		return nil
	}
	if e.Suffix != "" && e.Suffix != "?" {
		return nil
	}
	var out [][]string
	for _, b := range e.Block {
		if len(b) == 0 || len(b) > maxRun {
			return nil
		}
		var toks []string
		for _, x := range b {
			if _, ok := g.Keywords[x.Symbol]; !ok || !x.Terminal || x.Suffix != "" || x.Block != nil {
				return nil
			}
			toks = append(toks, x.Symbol)
		}
		out = append(out, toks)
	}
	if len(out) < 2 && e.Suffix != "?" {
		return nil
	}
	return out
}

// spelled returns the siblings of a node whose production spells keywords and whose tokens start
// with one of its spellings: the production's other spellings, replacing the node whole
// (DECIMAL(10,2) becomes DOUBLE). Nil when the node is no such spelling.
func (g *Graph) spelled(n *Node, path []string) []PartSibling {
	sp := g.Spellings(n.Rule)
	if len(sp) < 2 {
		return nil
	}
	var toks []string
	for _, t := range n.Tokens() {
		toks = append(toks, strings.ToUpper(t.Text))
	}
	was := ""
	for _, s := range sp {
		w := strings.Fields(s)
		if len(w) <= len(toks) && strings.Join(toks[:len(w)], " ") == s && len(s) > len(was) {
			was = s
		}
	}
	if was == "" {
		return nil
	}
	var out []PartSibling
	for _, s := range sp {
		if s != was {
			out = append(out, PartSibling{Rule: n.Rule, Path: path, Start: n.Start, End: n.End, Was: n.Text, Text: s})
		}
	}
	return out
}

// maxAligned is the most children a node may have for choices to be read off it: a list of
// thousands of values has no keyword choice worth the alignment.
const maxAligned = 64

// choices aligns a node's children with the alternatives of its production and returns the
// siblings of each keyword choice the alternative holds: the other branches of a branch taken,
// leaving an optional one out, and each branch of an optional choice left out, inserted where
// it would stand. A choice that overlaps guard (the construct's own name) is none.
func (g *Graph) choices(n *Node, path []string, guard [2]int) []PartSibling {
	r := g.Rules[n.Rule]
	if r == nil || len(n.Children) == 0 || len(n.Children) > maxAligned {
		return nil
	}
	kids := n.Children
	var found []choice
	for _, a := range r.Alts {
		if g.match(Elements(a.Text), kids, 0, nil, func(j int, acc []choice) bool {
			if j == len(kids) {
				found = acc
				return true
			}
			return false
		}) {
			break
		}
	}
	var out []PartSibling
	for _, c := range found {
		start, end := 0, 0
		switch {
		case c.from < c.to:
			start, end = kids[c.from].Start, kids[c.to-1].End
		case c.from > 0:
			start, end = kids[c.from-1].End, kids[c.from-1].End
		default:
			start, end = kids[0].Start, kids[0].Start
		}
		if guard[0] >= 0 && start < guard[1] && end > guard[0] || guard[0] >= 0 && start == end && start < guard[1] {
			continue
		}
		was := ""
		if c.taken >= 0 {
			was = c.branches[c.taken]
		}
		for bi, b := range c.branches {
			if bi != c.taken {
				out = append(out, PartSibling{Rule: n.Rule, Path: path, Start: start, End: end, Was: was, Text: b})
			}
		}
		if c.taken >= 0 && c.optional {
			out = append(out, PartSibling{Rule: n.Rule, Path: path, Start: start, End: end, Was: was})
		}
	}
	return out
}

// choice is a keyword choice met in aligning a node: the children it took ([from, to); from ==
// to where an optional one was left out), the branch taken (-1: none) and the branches' words.
type choice struct {
	from, to int
	taken    int
	branches []string
	optional bool
}

// match aligns the elements seq with kids from index i, calling k with the index reached and the
// choices met; it backtracks until k accepts, and reports whether it did.
func (g *Graph) match(seq []Element, kids []*Node, i int, acc []choice, k func(int, []choice) bool) bool {
	if len(seq) == 0 {
		return k(i, acc)
	}
	e, rest := seq[0], seq[1:]
	next := func(j int, a []choice) bool { return g.match(rest, kids, j, a, k) }
	with := func(c choice) []choice { return append(acc[:len(acc):len(acc)], c) }
	if br := g.keywordBranches(e); br != nil {
		words := make([]string, len(br))
		for bi, b := range br {
			words[bi] = g.words(b)
		}
		for bi, b := range br {
			if j, ok := g.spellsAt(b, kids, i); ok && next(j, with(choice{i, j, bi, words, e.Suffix == "?"})) {
				return true
			}
		}
		return e.Suffix == "?" && next(i, with(choice{i, i, -1, words, true}))
	}
	if e.Block != nil {
		once := func(j int, a []choice, then func(int, []choice) bool) bool {
			for _, b := range e.Block {
				if g.match(b, kids, j, a, then) {
					return true
				}
			}
			return false
		}
		switch e.Suffix {
		case "":
			return once(i, acc, next)
		case "?":
			return once(i, acc, next) || next(i, acc)
		}
		var rep func(j int, a []choice, n int) bool
		rep = func(j int, a []choice, n int) bool {
			if once(j, a, func(j2 int, a2 []choice) bool { return j2 > j && rep(j2, a2, n+1) }) {
				return true
			}
			return (e.Suffix == "*" || n > 0) && next(j, a)
		}
		return rep(i, acc, 0)
	}
	one := func(j int) bool { return j < len(kids) && g.sameSymbol(e, kids[j]) }
	switch e.Suffix {
	case "":
		return one(i) && next(i+1, acc)
	case "?":
		if one(i) && next(i+1, acc) {
			return true
		}
		if sp := g.Spellings(e.Symbol); !e.Terminal && len(sp) >= 2 {
			// An optional production of keywords left out (UNION's setQuantifier?): each of
			// its spellings may stand there.
			return next(i, with(choice{i, i, -1, sp, true}))
		}
		return next(i, acc)
	}
	n := 0
	for one(i + n) {
		n++
	}
	for ; n >= 0; n-- {
		if (n > 0 || e.Suffix == "*") && next(i+n, acc) {
			return true
		}
	}
	return false
}

// spellsAt reports whether kids from i are the tokens of a branch, and the index after them.
func (g *Graph) spellsAt(b []string, kids []*Node, i int) (int, bool) {
	for k, t := range b {
		if i+k >= len(kids) || !g.sameSymbol(Element{Symbol: t, Terminal: true}, kids[i+k]) {
			return i, false
		}
	}
	return i + len(b), true
}

// sameSymbol reports whether a child of a parse tree is the element's symbol.
func (g *Graph) sameSymbol(e Element, n *Node) bool {
	if !e.Terminal {
		return n.Rule == e.Symbol
	}
	if n.Rule != "" {
		return false
	}
	if n.Token == e.Symbol {
		return true
	}
	t := g.TerminalText(e.Symbol)
	return t != "" && !g.isPattern(e.Symbol) && strings.EqualFold(t, n.Text)
}

// OperatorParts returns the keyword choices next to an operator's token in the node that holds
// it (tokens [start, end) of node's children, in runes): the optional words right after it or
// before it (UNION ALL, NOT LIKE), but not the operator itself, whose siblings are the other
// operators of its production.
func (g *Graph) OperatorParts(node *Node, start, end int) []PartSibling {
	var out []PartSibling
	between := func(a, b int) bool { // a child lies within [a, b)
		for _, c := range node.Children {
			if c.Start >= a && c.End <= b && c.End > c.Start {
				return true
			}
		}
		return false
	}
	for _, p := range g.choices(node, []string{node.Rule}, [2]int{start, end}) {
		if p.Start >= end && !between(end, p.Start) || p.End <= start && !between(p.End, start) {
			out = append(out, p)
		}
	}
	for _, c := range node.Children {
		if c.Start >= end {
			if c.Rule != "" {
				out = append(out, g.spelled(c, []string{node.Rule, c.Rule})...)
			}
			break
		}
	}
	return out
}

// ClauseUsers returns the other forms that take the clause a construct names (Reaper paper's
// sibling definition applied to the clause's users): where the construct starts a production
// that others reference (OVER starts overClause), the alternatives that reference it and name a
// construct (every aggregate and window function that takes OVER); where such an alternative
// names none (PostgreSQL's functionCall: functionApplication ... overClause?), the constructs its
// required production steps to. A keyword that is no production's head (DISTINCT inside
// COUNT(DISTINCT b), ESCAPE after LIKE) is used by the alternatives that hold it after their head.
// Only alternatives of within are kept when within is not empty. The construct's own
// alternatives are left out.
func (g *Graph) ClauseUsers(construct, within string) []Sibling {
	name := strings.ToUpper(strings.Join(strings.Fields(construct), " "))
	var heads []string
	if anchors, err := g.Find(name); err == nil {
		for _, an := range anchors {
			if an.Prefix == "" && an.Construct == name && g.ClauseRule(an.Rule) {
				heads = append(heads, an.Rule)
			}
		}
	}
	var out []Sibling
	seen := map[string]bool{}
	add := func(c, rule string, alt int, a Alt, path []string) {
		k := c + "\x00" + rule
		if c == "" || c == name || seen[k] || within != "" && rule != within {
			return
		}
		seen[k] = true
		out = append(out, Sibling{Construct: c, Rule: rule, Alt: alt, Text: a.Text, Path: path})
	}
	for _, head := range heads {
		for _, p := range g.Parents(head) {
			for ai, a := range g.Rules[p].Alts {
				if !hasSymbol(a, head) {
					continue
				}
				if c := g.Construct(a); c != "" {
					add(c, p, ai, a, []string{p})
					continue
				}
				sym, ok := unitish(Elements(a.Text))
				if !ok {
					continue
				}
				for _, s := range g.underUnits(sym) {
					add(s.Construct, s.Rule, s.Alt, g.Rules[s.Rule].Alts[s.Alt], s.Path)
				}
			}
		}
	}
	if len(strings.Fields(name)) != 1 {
		return out
	}
	for _, rn := range g.Order {
		if g.KeywordList(rn) {
			continue
		}
		for ai, a := range g.Rules[rn].Alts {
			for si, s := range a.Symbols {
				if si > 0 && s.Terminal && strings.EqualFold(g.Keywords[s.Name], name) {
					add(g.Construct(a), rn, ai, a, []string{rn})
					break
				}
			}
		}
	}
	return out
}

// underUnits lists the constructs a production derives through unit productions, each once.
func (g *Graph) underUnits(rule string) []Sibling {
	var out []Sibling
	visited := map[string]bool{}
	queue := [][]string{{rule}}
	for len(queue) > 0 {
		path := queue[0]
		queue = queue[1:]
		rn := path[len(path)-1]
		if visited[rn] || g.Rules[rn] == nil || g.KeywordList(rn) {
			continue
		}
		visited[rn] = true
		for ai, a := range g.Rules[rn].Alts {
			if n, ok := a.unit(); ok {
				queue = append(queue, append(append([]string(nil), path...), n))
				continue
			}
			if c := g.Construct(a); c != "" {
				out = append(out, Sibling{Construct: c, Rule: rn, Alt: ai, Text: a.Text, Path: path})
			}
		}
	}
	return out
}

func hasSymbol(a Alt, name string) bool {
	for _, s := range a.Symbols {
		if !s.Terminal && s.Name == name {
			return true
		}
	}
	return false
}

// ClausesOf returns the clauses a construct takes: the constructs that head a production its
// alternatives reference (OVER for LAG), sorted. The recall funnel reads a fix of such a clause
// as reaching the construct (ClauseUsers).
func (g *Graph) ClausesOf(construct string) []string {
	anchors, err := g.Find(construct)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	for _, an := range anchors {
		for _, s := range g.Rules[an.Rule].Alts[an.Alt].Symbols {
			if s.Terminal || !g.ClauseRule(s.Name) {
				continue
			}
			for _, a := range g.Rules[s.Name].Alts {
				seen[g.Construct(a)] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for c := range seen {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// Interchangeable reports whether two productions can stand in each other's place: they are
// the same, or one production offers both as unit alternatives (functionCall: aggregateFunction
// | windowFunction).
func (g *Graph) Interchangeable(a, b string) bool {
	if a == b {
		return true
	}
	for _, rn := range g.Order {
		var hasA, hasB bool
		for _, alt := range g.Rules[rn].Alts {
			if n, ok := alt.unit(); ok {
				hasA, hasB = hasA || n == a, hasB || n == b
			}
		}
		if hasA && hasB {
			return true
		}
	}
	return false
}
