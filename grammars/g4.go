package grammars

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Source is one grammar file: its name (for messages) and text.
type Source struct {
	Name string
	Text string
}

// LoadG4 builds the graph of an ANTLR4 grammar: a combined grammar, or a lexer and a parser
// grammar given together. Parser rules become productions; lexer rules decide which tokens are
// keywords (a rule that spells one word: NEXTVAL: 'NEXTVAL'; or N E X T V A L with one-letter
// fragments) and give every other token its text: the literal of a one-literal rule, else a
// shortest example of the rule (lexer.go). Actions, predicates, labels and options are read
// past; of the lexer commands, only whether a token reaches the parser counts.
func LoadG4(srcs ...Source) (*Graph, error) {
	g := &Graph{Rules: map[string]*Rule{}, Keywords: map[string]string{}}
	letters := map[string]string{} // one-letter fragments: A -> "A"
	lexer := &g4Lexer{rules: map[string]*lexRule{}}
	for _, src := range srcs {
		toks, err := lexG4(src)
		if err != nil {
			return nil, err
		}
		p := &g4Parser{src: src, toks: toks}
		if err := p.file(g, lexer); err != nil {
			return nil, err
		}
	}
	// Fragments first: a keyword rule may be spelled with them.
	for name, r := range lexer.rules {
		if len(r.body) == 1 && r.body[0].kind == g4Set {
			if l := setLetter(r.body[0].text); l != "" {
				letters[name] = l
			}
		}
	}
	for name, r := range lexer.rules {
		if w := spelledWord(r.body, letters); w != "" && letters[name] == "" {
			g.Keywords[name] = w
		}
	}
	// Literal keywords used directly in parser rules ('SELECT' in a combined grammar).
	for _, r := range g.Rules {
		for _, a := range r.Alts {
			for _, s := range a.Symbols {
				if w, ok := literalWord(s.Name); ok && s.Terminal {
					g.Keywords[s.Name] = w
				}
			}
		}
	}
	if len(g.Rules) == 0 {
		return nil, fmt.Errorf("no parser rules found in %s", names(srcs))
	}
	lexer.texts(g)
	return g, nil
}

func names(srcs []Source) string {
	var n []string
	for _, s := range srcs {
		n = append(n, s.Name)
	}
	return strings.Join(n, ", ")
}

var wordRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)

// literalWord returns the word a quoted literal spells, if it is one ('NEXTVAL' -> NEXTVAL).
func literalWord(lit string) (string, bool) {
	if len(lit) < 3 || lit[0] != '\'' || lit[len(lit)-1] != '\'' {
		return "", false
	}
	w := lit[1 : len(lit)-1]
	if !wordRE.MatchString(w) {
		return "", false
	}
	return strings.ToUpper(w), true
}

// setLetter recognises a one-letter fragment's set such as [aA] or [Aa].
func setLetter(set string) string {
	inner := strings.TrimSuffix(strings.TrimPrefix(set, "["), "]")
	if len(inner) == 2 && unicode.ToUpper(rune(inner[0])) == unicode.ToUpper(rune(inner[1])) && unicode.IsLetter(rune(inner[0])) {
		return strings.ToUpper(inner[:1])
	}
	return ""
}

// spelledWord returns the word a lexer rule spells when its body is one literal word, or a
// sequence of one-letter fragments and '_' literals; "" otherwise.
func spelledWord(body []g4Token, letters map[string]string) string {
	if len(body) == 1 && body[0].kind == g4Literal {
		w, _ := literalWord(body[0].text)
		return w
	}
	var b strings.Builder
	for _, t := range body {
		switch {
		case t.kind == g4Ident && letters[t.text] != "":
			b.WriteString(letters[t.text])
		case t.kind == g4Literal && (t.text == "'_'" || regexp.MustCompile(`^'[0-9]'$`).MatchString(t.text)):
			b.WriteString(t.text[1:2])
		default:
			return ""
		}
	}
	if !wordRE.MatchString(b.String()) {
		return ""
	}
	return b.String()
}

type g4Kind int

const (
	g4Ident g4Kind = iota
	g4Literal
	g4Set    // [charset]
	g4Action // { ... } or { ... }?
	g4Punct
)

type g4Token struct {
	kind g4Kind
	text string
	line int
}

// lexG4 splits ANTLR grammar text into tokens, dropping comments.
func lexG4(src Source) ([]g4Token, error) {
	s := src.Text
	var out []g4Token
	line := 1
	for i := 0; i < len(s); {
		c := s[i]
		start, startLine := i, line
		switch {
		case c == '\n':
			line++
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r':
			i++
			continue
		case strings.HasPrefix(s[i:], "//"):
			for i < len(s) && s[i] != '\n' {
				i++
			}
			continue
		case strings.HasPrefix(s[i:], "/*"):
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return nil, fmt.Errorf("%s:%d: comment is not closed", src.Name, line)
			}
			line += strings.Count(s[i:i+2+end+2], "\n")
			i += 2 + end + 2
			continue
		case c == '\'':
			i++
			for i < len(s) && s[i] != '\'' {
				if s[i] == '\\' {
					i++
				}
				if i < len(s) && s[i] == '\n' {
					return nil, fmt.Errorf("%s:%d: string literal is not closed", src.Name, startLine)
				}
				i++
			}
			if i >= len(s) {
				return nil, fmt.Errorf("%s:%d: string literal is not closed", src.Name, startLine)
			}
			i++
			out = append(out, g4Token{g4Literal, s[start:i], startLine})
		case c == '[':
			i++
			for i < len(s) && s[i] != ']' {
				if s[i] == '\\' {
					i++
				}
				i++
			}
			if i >= len(s) {
				return nil, fmt.Errorf("%s:%d: character set is not closed", src.Name, startLine)
			}
			i++
			out = append(out, g4Token{g4Set, s[start:i], startLine})
		case c == '{':
			depth := 0
			for i < len(s) {
				switch s[i] {
				case '{':
					depth++
				case '}':
					depth--
				case '\n':
					line++
				}
				i++
				if depth == 0 {
					break
				}
			}
			if depth != 0 {
				return nil, fmt.Errorf("%s:%d: action is not closed", src.Name, startLine)
			}
			if i < len(s) && s[i] == '?' {
				i++
			}
			out = append(out, g4Token{g4Action, s[start:i], startLine})
		case c == '_' || unicode.IsLetter(rune(c)):
			for i < len(s) && (s[i] == '_' || unicode.IsLetter(rune(s[i])) || unicode.IsDigit(rune(s[i]))) {
				i++
			}
			out = append(out, g4Token{g4Ident, s[start:i], startLine})
		default:
			for _, p := range []string{"->", "+=", "..", "::"} {
				if strings.HasPrefix(s[i:], p) {
					i += len(p)
					break
				}
			}
			if i == start {
				i++
			}
			out = append(out, g4Token{g4Punct, s[start:i], startLine})
		}
	}
	return out, nil
}

type g4Parser struct {
	src  Source
	toks []g4Token
	pos  int
	// fold is set once the file's options make its lexer rules case-insensitive.
	fold bool
}

var caseInsensitiveOption = regexp.MustCompile(`caseInsensitive\s*=\s*true`)

func (p *g4Parser) errorf(t g4Token, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", p.src.Name, t.line, fmt.Sprintf(format, args...))
}

func (p *g4Parser) peek() (g4Token, bool) {
	if p.pos < len(p.toks) {
		return p.toks[p.pos], true
	}
	return g4Token{}, false
}

// skipTo moves past the next token with text end at nesting depth zero.
func (p *g4Parser) skipTo(end string) {
	depth := 0
	for ; p.pos < len(p.toks); p.pos++ {
		t := p.toks[p.pos]
		switch {
		case t.text == "(" || t.text == "[":
			depth++
		case t.text == ")" || t.text == "]":
			depth--
		case t.text == end && depth <= 0:
			p.pos++
			return
		}
	}
}

// file reads the declarations of one grammar file into g, and lexer rule bodies into lexer.
func (p *g4Parser) file(g *Graph, lexer *g4Lexer) error {
	for {
		t, ok := p.peek()
		if !ok {
			return nil
		}
		switch {
		case t.kind == g4Ident && (t.text == "grammar" || t.text == "lexer" || t.text == "parser" || t.text == "import" || t.text == "mode"):
			p.skipTo(";")
		case t.kind == g4Ident && (t.text == "options" || t.text == "tokens" || t.text == "channels"):
			p.pos++
			if n, ok := p.peek(); ok && n.kind == g4Action {
				if t.text == "options" && caseInsensitiveOption.MatchString(n.text) {
					p.fold = true
				}
				p.pos++
			}
		case t.text == "@":
			p.pos += 2 // @header, @members ...
			for n, ok := p.peek(); ok && n.text == "::"; n, ok = p.peek() {
				p.pos += 2
			}
			if n, ok := p.peek(); ok && n.kind == g4Action {
				p.pos++
			}
		case t.kind == g4Ident:
			if err := p.rule(g, lexer); err != nil {
				return err
			}
		default:
			return p.errorf(t, "unexpected %q where a rule should start", t.text)
		}
	}
}

// rule reads one rule: [fragment] name [returns ...] [options ...] : alternatives ;
func (p *g4Parser) rule(g *Graph, lexer *g4Lexer) error {
	t := p.toks[p.pos]
	fragment := t.text == "fragment"
	if fragment {
		p.pos++
		t, _ = p.peek()
	}
	name := t.text
	p.pos++
	// Skip what stands between the name and ':' (returns [..], locals [..], options {..}, @init {..}).
	for {
		n, ok := p.peek()
		if !ok {
			return p.errorf(t, "rule %s has no ':'", name)
		}
		p.pos++
		if n.text == ":" {
			break
		}
		if n.text == ";" {
			return p.errorf(n, "rule %s ends before its ':'", name)
		}
	}
	var body []g4Token
	depth := 0
	for {
		n, ok := p.peek()
		if !ok {
			return p.errorf(t, "rule %s is not closed with ';'", name)
		}
		p.pos++
		if n.text == "(" {
			depth++
		} else if n.text == ")" {
			depth--
		}
		if n.text == ";" && depth == 0 {
			break
		}
		body = append(body, n)
	}
	if unicode.IsUpper(rune(name[0])) {
		b, commands := lexerBody(body)
		if _, ok := lexer.rules[name]; !ok {
			lexer.order = append(lexer.order, name)
		}
		lexer.rules[name] = &lexRule{name: name, body: b, commands: commands, fragment: fragment, fold: p.fold}
		return nil
	}
	r := &Rule{Name: name, Line: t.line}
	for _, alt := range splitAlts(body) {
		r.Alts = append(r.Alts, altOf(alt, t.line))
	}
	g.add(r)
	return nil
}

// lexerBody splits a lexer rule's body from its commands (-> skip, -> channel(X)).
func lexerBody(body []g4Token) (rule, commands []g4Token) {
	for i, t := range body {
		if t.text == "->" {
			return body[:i], body[i+1:]
		}
	}
	return body, nil
}

// splitAlts splits a rule body at the '|' that stand outside parentheses.
func splitAlts(body []g4Token) [][]g4Token {
	var alts [][]g4Token
	depth, start := 0, 0
	for i, t := range body {
		switch t.text {
		case "(":
			depth++
		case ")":
			depth--
		case "|":
			if depth == 0 {
				alts = append(alts, body[start:i])
				start = i + 1
			}
		}
	}
	return append(alts, body[start:])
}

// altOf turns one alternative's tokens into its symbols: labels (x=, x+=), alternative labels
// (#Name), actions, predicates and element options (<assoc=right>) are dropped; symbols inside
// blocks or followed by ? or * are nested.
func altOf(toks []g4Token, ruleLine int) Alt {
	a := Alt{Line: ruleLine}
	if len(toks) > 0 {
		a.Line = toks[0].line
	}
	var text []string
	depth := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == g4Action:
			continue
		case t.text == "#": // alternative label
			i++
			continue
		case t.text == "<": // element options
			for i < len(toks) && toks[i].text != ">" {
				i++
			}
			continue
		case t.kind == g4Ident && i+1 < len(toks) && (toks[i+1].text == "=" || toks[i+1].text == "+="):
			i++ // a label: the element follows
			continue
		}
		text = append(text, t.text)
		switch {
		case t.text == "(":
			depth++
		case t.text == ")":
			depth--
		case t.kind == g4Ident || t.kind == g4Literal:
			optional := i+1 < len(toks) && (toks[i+1].text == "?" || toks[i+1].text == "*")
			a.Symbols = append(a.Symbols, Symbol{
				Name:     t.text,
				Terminal: t.kind == g4Literal || unicode.IsUpper(rune(t.text[0])),
				Nested:   depth > 0 || optional,
			})
		}
	}
	a.Text = strings.Join(text, " ")
	return a
}
