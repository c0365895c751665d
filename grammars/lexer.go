package grammars

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file reads the lexer rules of an ANTLR4 grammar far enough to write each token: the
// literal of a punctuation token (LPAREN: '(';) and a shortest example of a token the lexer
// matches by pattern (IDENTIFIER, STRING_LITERAL). The sibling generator instantiates grammar
// alternatives as SQL text, so it needs a spelling for every terminal, and it must come from the
// grammar rather than from hand-kept tables that drift from it.

// g4Lexer holds the lexer rules of a grammar, fragments included, in source order: when two rules
// match the same text, the lexer takes the one defined first.
type g4Lexer struct {
	rules map[string]*lexRule
	order []string
}

// lexRule is one lexer rule as written.
type lexRule struct {
	name     string
	body     []g4Token
	commands []g4Token // after "->": skip, channel(HIDDEN), more, type(X), mode changes
	fragment bool
	fold     bool // the grammar's caseInsensitive option
	tree     *lexNode
	treeErr  error
	re       *regexp.Regexp
	reDone   bool
	lit      string
	isLit    bool
	litDone  bool
}

// hidden reports whether the rule's tokens never reach the parser: skipped, sent to another
// channel, glued onto the next token (more) or retyped (type(X)).
func (r *lexRule) hidden() bool {
	for i, c := range r.commands {
		switch c.text {
		case "skip", "more", "type":
			return true
		case "channel":
			if i+2 < len(r.commands) && r.commands[i+2].text != "DEFAULT_TOKEN_CHANNEL" && r.commands[i+2].text != "0" {
				return true
			}
		}
	}
	return false
}

// literal returns the text of a rule whose body is one quoted literal.
func (r *lexRule) literal() (string, bool) {
	if !r.litDone {
		r.litDone = true
		if len(r.body) == 1 && r.body[0].kind == g4Literal {
			s, err := unquoteG4(r.body[0].text)
			r.lit, r.isLit = s, err == nil && s != ""
		}
	}
	return r.lit, r.isLit
}

// maxLexDepth bounds how deep fragments are expanded, so a recursive rule (PostgreSQL's nested
// BLOCK_COMMENT) ends.
const maxLexDepth = 32

// exampleVariants is how many spellings of a token are tried when the shortest one is taken by
// an earlier rule (a one-character OP spelled "*" is the STAR token).
const exampleVariants = 6

// texts fills the graph's Literals and Examples from the lexer rules.
func (lx *g4Lexer) texts(g *Graph) {
	g.Literals = map[string]string{}
	g.Examples = map[string]string{}
	// Literals in parser rules: their own text, and tokens the lexer takes before any rule (in a
	// combined grammar they become implicit tokens defined first).
	var implicit []string
	for _, rn := range g.Order {
		for _, a := range g.Rules[rn].Alts {
			for _, s := range a.Symbols {
				if lit, err := unquoteG4(s.Name); err == nil && s.Terminal && lit != "" {
					implicit = append(implicit, lit)
					if _, kw := g.Keywords[s.Name]; !kw {
						g.Literals[s.Name] = lit
					}
				}
			}
		}
	}
	for i, name := range lx.order {
		r := lx.rules[name]
		if r.fragment || r.hidden() {
			continue
		}
		if _, kw := g.Keywords[name]; kw {
			continue
		}
		if lit, ok := r.literal(); ok {
			g.Literals[name] = lit
			continue
		}
		if ex, ok := lx.example(r, lx.order[:i], implicit); ok {
			g.Examples[name] = ex
		}
	}
}

// example returns a shortest text the rule matches that no earlier rule matches too.
func (lx *g4Lexer) example(r *lexRule, earlier, implicit []string) (string, bool) {
	tree, err := lx.parsed(r)
	if err != nil {
		return "", false
	}
	alts := []*lexNode{tree}
	if tree.kind == lexAlt {
		alts = tree.kids
	}
	seen := map[string]bool{}
	for v := 0; v < exampleVariants; v++ {
		var cands []string
		for _, a := range alts {
			if s, ok := lx.generate(a, v, 0); ok && !seen[s] {
				seen[s] = true
				cands = append(cands, s)
			}
		}
		sort.SliceStable(cands, func(i, j int) bool {
			return utf8.RuneCountInString(cands[i]) < utf8.RuneCountInString(cands[j])
		})
		for _, c := range cands {
			// A case-insensitive lexer reads 0x1 as 0X1; SQL is mostly written in lower case.
			if low := strings.ToLower(c); r.fold && low != c {
				if re := lx.regexp(r); re != nil && re.MatchString(low) {
					c = low
				}
			}
			if c != "" && !lx.shadowed(c, r.fold, earlier, implicit) {
				return c, true
			}
		}
	}
	return "", false
}

// shadowed reports whether an earlier rule, or a literal of the parser rules, matches all of s:
// the lexer would then make s that rule's token.
func (lx *g4Lexer) shadowed(s string, fold bool, earlier, implicit []string) bool {
	same := func(a, b string) bool { return a == b || fold && strings.EqualFold(a, b) }
	for _, lit := range implicit {
		if same(lit, s) {
			return true
		}
	}
	for _, name := range earlier {
		r := lx.rules[name]
		if r.fragment {
			continue
		}
		if lit, ok := r.literal(); ok {
			if same(lit, s) {
				return true
			}
			continue
		}
		if re := lx.regexp(r); re != nil && re.MatchString(s) {
			return true
		}
	}
	return false
}

// parsed returns the rule's body as a tree, parsing it once.
func (lx *g4Lexer) parsed(r *lexRule) (*lexNode, error) {
	if r.tree == nil && r.treeErr == nil {
		p := &lexParser{toks: r.body}
		r.tree, r.treeErr = p.alts()
		if r.treeErr == nil && p.pos < len(p.toks) {
			r.treeErr = fmt.Errorf("lexer rule %s: unexpected %q", r.name, p.toks[p.pos].text)
		}
	}
	return r.tree, r.treeErr
}

// regexp returns the rule as an anchored regular expression, or nil when it cannot be written as
// one (a recursive rule, a Unicode property).
func (lx *g4Lexer) regexp(r *lexRule) *regexp.Regexp {
	if r.reDone {
		return r.re
	}
	r.reDone = true
	tree, err := lx.parsed(r)
	if err != nil {
		return nil
	}
	src, ok := lx.pattern(tree, r.fold, 0)
	if !ok {
		return nil
	}
	r.re, _ = regexp.Compile(`^(?:` + src + `)$`)
	return r.re
}

type lexKind int

const (
	lexLit    lexKind = iota // a literal: text
	lexSet                   // a character set: ranges, negated
	lexAny                   // the wildcard '.'
	lexRef                   // another rule or fragment: text is its name
	lexSeq                   // kids one after another
	lexAlt                   // one of kids
	lexRepeat                // kids[0] between min and max times (max -1: unbounded)
)

// lexNode is an element of a lexer rule's body.
type lexNode struct {
	kind     lexKind
	text     string
	raw      string // a literal as written, quotes included: a parser rule's symbol name
	ranges   [][2]rune
	negated  bool
	kids     []*lexNode
	min, max int
}

// lexParser reads a lexer rule's body: alternatives of sequences of elements, each an atom with
// an optional ?, * or + (and a further ? making it non-greedy, which changes no example).
type lexParser struct {
	toks []g4Token
	pos  int
}

func (p *lexParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos].text
	}
	return ""
}

func (p *lexParser) alts() (*lexNode, error) {
	var alts []*lexNode
	for {
		s, err := p.seq()
		if err != nil {
			return nil, err
		}
		alts = append(alts, s)
		if p.peek() != "|" {
			break
		}
		p.pos++
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return &lexNode{kind: lexAlt, kids: alts}, nil
}

func (p *lexParser) seq() (*lexNode, error) {
	n := &lexNode{kind: lexSeq}
	for p.pos < len(p.toks) && p.peek() != "|" && p.peek() != ")" {
		if p.toks[p.pos].kind == g4Action {
			p.pos++ // an action or predicate matches nothing
			continue
		}
		e, err := p.element()
		if err != nil {
			return nil, err
		}
		n.kids = append(n.kids, e)
	}
	return n, nil
}

func (p *lexParser) element() (*lexNode, error) {
	a, err := p.atom()
	if err != nil {
		return nil, err
	}
	switch p.peek() {
	case "?":
		a = &lexNode{kind: lexRepeat, kids: []*lexNode{a}, min: 0, max: 1}
	case "*":
		a = &lexNode{kind: lexRepeat, kids: []*lexNode{a}, min: 0, max: -1}
	case "+":
		a = &lexNode{kind: lexRepeat, kids: []*lexNode{a}, min: 1, max: -1}
	default:
		return a, nil
	}
	p.pos++
	if p.peek() == "?" {
		p.pos++
	}
	return a, nil
}

func (p *lexParser) atom() (*lexNode, error) {
	if p.pos >= len(p.toks) {
		return nil, fmt.Errorf("lexer rule ends where an element should be")
	}
	t := p.toks[p.pos]
	p.pos++
	switch {
	case t.kind == g4Literal:
		lit, err := unquoteG4(t.text)
		if err != nil {
			return nil, err
		}
		if p.peek() == ".." && p.pos+1 < len(p.toks) && p.toks[p.pos+1].kind == g4Literal {
			hi, err := unquoteG4(p.toks[p.pos+1].text)
			if err != nil {
				return nil, err
			}
			p.pos += 2
			lo, hr := []rune(lit), []rune(hi)
			if len(lo) != 1 || len(hr) != 1 {
				return nil, fmt.Errorf("range %s..%s is not of characters", t.text, p.toks[p.pos-1].text)
			}
			return &lexNode{kind: lexSet, ranges: [][2]rune{{lo[0], hr[0]}}}, nil
		}
		return &lexNode{kind: lexLit, text: lit, raw: t.text}, nil
	case t.kind == g4Set:
		ranges, err := parseSet(t.text)
		if err != nil {
			return nil, err
		}
		return &lexNode{kind: lexSet, ranges: ranges}, nil
	case t.text == ".":
		return &lexNode{kind: lexAny}, nil
	case t.text == "~":
		a, err := p.atom()
		if err != nil {
			return nil, err
		}
		ranges, ok := charRanges(a)
		if !ok {
			return nil, fmt.Errorf("~ applies to something other than characters")
		}
		return &lexNode{kind: lexSet, ranges: ranges, negated: true}, nil
	case t.kind == g4Ident:
		return &lexNode{kind: lexRef, text: t.text}, nil
	case t.text == "(":
		n, err := p.alts()
		if err != nil {
			return nil, err
		}
		if p.peek() != ")" {
			return nil, fmt.Errorf("block is not closed")
		}
		p.pos++
		return n, nil
	}
	return nil, fmt.Errorf("unexpected %q in a lexer rule", t.text)
}

// charRanges returns the characters an element stands for when it is a set of single characters
// (what ~ may negate): a set, a one-character literal, or a block of them.
func charRanges(n *lexNode) ([][2]rune, bool) {
	switch n.kind {
	case lexSet:
		if !n.negated {
			return n.ranges, true
		}
	case lexLit:
		if r := []rune(n.text); len(r) == 1 {
			return [][2]rune{{r[0], r[0]}}, true
		}
	case lexAlt, lexSeq:
		if n.kind == lexSeq && len(n.kids) != 1 {
			return nil, false
		}
		var out [][2]rune
		for _, k := range n.kids {
			r, ok := charRanges(k)
			if !ok {
				return nil, false
			}
			out = append(out, r...)
		}
		return out, true
	}
	return nil, false
}

// safeChars are tried, in order, for a wildcard or a negated set: plain characters that end no
// string, comment or identifier around them.
const safeChars = "a0_bx1"

// generate returns a shortest text an element matches; v > 0 asks for the v-th variant (another
// character of a set), used when the shortest text belongs to an earlier rule.
func (lx *g4Lexer) generate(n *lexNode, v, depth int) (string, bool) {
	switch n.kind {
	case lexLit:
		return n.text, true
	case lexSet:
		if n.negated {
			for i := 0; i < len(safeChars); i++ {
				c := rune(safeChars[(i+v)%len(safeChars)])
				if !inRanges(c, n.ranges) {
					return string(c), true
				}
			}
			return "", false
		}
		return nthChar(n.ranges, v)
	case lexAny:
		return string(safeChars[v%len(safeChars)]), true
	case lexRef:
		if n.text == "EOF" {
			return "", true
		}
		r := lx.rules[n.text]
		if r == nil || depth >= maxLexDepth {
			return "", false
		}
		tree, err := lx.parsed(r)
		if err != nil {
			return "", false
		}
		return lx.generate(tree, v, depth+1)
	case lexSeq:
		var b strings.Builder
		for _, k := range n.kids {
			s, ok := lx.generate(k, v, depth)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return b.String(), true
	case lexAlt:
		best, found := "", false
		for _, k := range n.kids {
			if s, ok := lx.generate(k, v, depth); ok && (!found || utf8.RuneCountInString(s) < utf8.RuneCountInString(best)) {
				best, found = s, true
			}
		}
		return best, found
	case lexRepeat:
		if n.min == 0 {
			return "", true
		}
		return lx.generate(n.kids[0], v, depth)
	}
	return "", false
}

// pattern writes an element as a regular expression. A case-insensitive rule folds ASCII letters
// only: (?i) would fold the \u0080-\uFFFF ranges of identifier rules too, which takes the
// regexp package tens of milliseconds per grammar, and non-ASCII letters do not occur in the
// examples.
func (lx *g4Lexer) pattern(n *lexNode, fold bool, depth int) (string, bool) {
	switch n.kind {
	case lexLit:
		if !fold {
			return regexp.QuoteMeta(n.text), true
		}
		var b strings.Builder
		for _, c := range n.text {
			if lo, up := asciiCases(c); lo != up {
				fmt.Fprintf(&b, "[%c%c]", lo, up)
			} else {
				b.WriteString(regexp.QuoteMeta(string(c)))
			}
		}
		return b.String(), true
	case lexSet:
		ranges := n.ranges
		if fold {
			ranges = foldRanges(ranges)
		}
		var b strings.Builder
		b.WriteByte('[')
		if n.negated {
			b.WriteByte('^')
		}
		for _, r := range ranges {
			fmt.Fprintf(&b, `\x{%x}-\x{%x}`, r[0], r[1])
		}
		b.WriteByte(']')
		return b.String(), true
	case lexAny:
		return `(?s:.)`, true
	case lexRef:
		if n.text == "EOF" {
			return `$`, true
		}
		r := lx.rules[n.text]
		if r == nil || depth >= maxLexDepth {
			return "", false
		}
		tree, err := lx.parsed(r)
		if err != nil {
			return "", false
		}
		s, ok := lx.pattern(tree, fold, depth+1)
		return "(?:" + s + ")", ok
	case lexSeq, lexAlt:
		var parts []string
		for _, k := range n.kids {
			s, ok := lx.pattern(k, fold, depth)
			if !ok {
				return "", false
			}
			parts = append(parts, "(?:"+s+")")
		}
		sep := ""
		if n.kind == lexAlt {
			sep = "|"
		}
		return "(?:" + strings.Join(parts, sep) + ")", true
	case lexRepeat:
		s, ok := lx.pattern(n.kids[0], fold, depth)
		op := "+"
		switch {
		case n.max == 1:
			op = "?"
		case n.min == 0:
			op = "*"
		}
		return "(?:" + s + ")" + op, ok
	}
	return "", false
}

// asciiCases returns an ASCII letter in lower and upper case, and any other character twice.
func asciiCases(c rune) (lower, upper rune) {
	switch {
	case c >= 'a' && c <= 'z':
		return c, c - 'a' + 'A'
	case c >= 'A' && c <= 'Z':
		return c - 'A' + 'a', c
	}
	return c, c
}

// foldRanges adds to a set the other case of the ASCII letters in it.
func foldRanges(ranges [][2]rune) [][2]rune {
	out := append([][2]rune(nil), ranges...)
	for _, r := range ranges {
		for _, letters := range [][2]rune{{'a', 'z'}, {'A', 'Z'}} {
			lo, hi := max(r[0], letters[0]), min(r[1], letters[1])
			if lo > hi {
				continue
			}
			l, u := asciiCases(lo)
			h, hu := asciiCases(hi)
			if letters[0] == 'a' {
				out = append(out, [2]rune{u, hu})
			} else {
				out = append(out, [2]rune{l, h})
			}
		}
	}
	return out
}

func inRanges(c rune, ranges [][2]rune) bool {
	for _, r := range ranges {
		if c >= r[0] && c <= r[1] {
			return true
		}
	}
	return false
}

// nthChar returns the v-th character of a set, counting on from its first.
func nthChar(ranges [][2]rune, v int) (string, bool) {
	total := 0
	for _, r := range ranges {
		if r[1] >= r[0] {
			total += int(r[1]-r[0]) + 1
		}
	}
	if total == 0 {
		return "", false
	}
	v %= total
	for _, r := range ranges {
		if r[1] < r[0] {
			continue
		}
		if n := int(r[1]-r[0]) + 1; v >= n {
			v -= n
			continue
		}
		return string(r[0] + rune(v)), true
	}
	return "", false
}

// parseSet reads a character set such as [a-zA-Z_] or [ \t\r\n\u000B] into ranges.
func parseSet(set string) ([][2]rune, error) {
	inner := []rune(strings.TrimSuffix(strings.TrimPrefix(set, "["), "]"))
	var chars []rune
	var dash []bool // dash[i]: chars[i] is an unescaped '-'
	for i := 0; i < len(inner); i++ {
		c := inner[i]
		if c != '\\' {
			chars = append(chars, c)
			dash = append(dash, c == '-')
			continue
		}
		r, n, err := unescapeG4(inner[i+1:])
		if err != nil {
			return nil, fmt.Errorf("set %s: %w", set, err)
		}
		chars = append(chars, r)
		dash = append(dash, false)
		i += n
	}
	var out [][2]rune
	for i := 0; i < len(chars); i++ {
		if i+2 < len(chars) && dash[i+1] {
			out = append(out, [2]rune{chars[i], chars[i+2]})
			i += 2
			continue
		}
		out = append(out, [2]rune{chars[i], chars[i]})
	}
	return out, nil
}

// unquoteG4 returns the text of a quoted ANTLR literal, its escapes read: the literal of a
// single quote, a backslash and a quote, is the quote alone.
func unquoteG4(lit string) (string, error) {
	if len(lit) < 2 || lit[0] != lit[len(lit)-1] || (lit[0] != '\'' && lit[0] != '"') {
		return "", fmt.Errorf("%s is not a quoted literal", lit)
	}
	in := []rune(lit[1 : len(lit)-1])
	var b strings.Builder
	for i := 0; i < len(in); i++ {
		if in[i] != '\\' {
			b.WriteRune(in[i])
			continue
		}
		r, n, err := unescapeG4(in[i+1:])
		if err != nil {
			return "", fmt.Errorf("literal %s: %w", lit, err)
		}
		b.WriteRune(r)
		i += n
	}
	return b.String(), nil
}

// unescapeG4 reads the escape after a backslash: the character and how many runes it took.
func unescapeG4(s []rune) (rune, int, error) {
	if len(s) == 0 {
		return 0, 0, fmt.Errorf("a backslash ends it")
	}
	switch s[0] {
	case 'n':
		return '\n', 1, nil
	case 'r':
		return '\r', 1, nil
	case 't':
		return '\t', 1, nil
	case 'f':
		return '\f', 1, nil
	case 'b':
		return '\b', 1, nil
	case 'u':
		if len(s) > 1 && s[1] == '{' {
			end := 2
			for end < len(s) && s[end] != '}' {
				end++
			}
			if end == len(s) {
				return 0, 0, fmt.Errorf("\\u{ is not closed")
			}
			v, err := strconv.ParseUint(string(s[2:end]), 16, 32)
			return rune(v), end + 1, err
		}
		if len(s) < 5 {
			return 0, 0, fmt.Errorf("short \\u escape")
		}
		v, err := strconv.ParseUint(string(s[1:5]), 16, 32)
		return rune(v), 5, err
	case 'p', 'P':
		return 0, 0, fmt.Errorf("unicode properties are not read")
	}
	return s[0], 1, nil
}
