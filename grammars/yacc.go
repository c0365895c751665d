package grammars

import (
	"fmt"
	"regexp"
	"strings"
)

// LoadYacc builds the graph of a yacc/bison grammar (MariaDB's sql/sql_yacc.yy, PostgreSQL's
// gram.y, CockroachDB's sql.y, Vitess's sql.y). Rules come from the section between the first two
// %% lines; C actions, %prec and %empty are read past. Keywords are the tokens a grammar shows to
// be keywords: those it types as keywords (a %token type tag containing "kw" or "keyword") and
// those it lists in a keyword list, a production of many alternatives that are each one token
// (the rules that let keywords serve as identifiers); a grammar with neither has its untyped
// upper-case tokens taken. A trailing _SYM or _P, which grammars add to keep token names off C
// identifiers, is not part of the word.
func LoadYacc(src Source) (*Graph, error) {
	text := src.Text
	first := sectionMark.FindStringIndex(text)
	if first == nil {
		return nil, fmt.Errorf("%s: no %%%% line: not a yacc grammar", src.Name)
	}
	decls := text[:first[0]]
	rest := text[first[1]:]
	if second := sectionMark.FindStringIndex(rest); second != nil {
		rest = rest[:second[0]]
	}
	typed, untyped := keywordTokens(decls)
	g := &Graph{Rules: map[string]*Rule{}, Keywords: typed}
	line := strings.Count(text[:first[1]], "\n") + 1
	if err := yaccRules(src.Name, rest, line, g); err != nil {
		return nil, err
	}
	for tok := range listedKeywords(g) {
		g.Keywords[tok] = wordSuffix.ReplaceAllString(tok, "")
	}
	if len(g.Keywords) == 0 {
		g.Keywords = untyped
	}
	// A yacc grammar has no lexer rules: the quoted tokens ('(' or "<=") are its only texts.
	g.Literals = map[string]string{}
	for _, r := range g.Rules {
		for _, a := range r.Alts {
			for _, s := range a.Symbols {
				if lit, err := unquoteG4(s.Name); err == nil && s.Terminal && lit != "" {
					g.Literals[s.Name] = lit
				}
			}
		}
	}
	if len(g.Rules) == 0 {
		return nil, fmt.Errorf("%s: no rules between the %%%% lines", src.Name)
	}
	return g, nil
}

var (
	sectionMark = regexp.MustCompile(`(?m)^%%[ \t]*$`)
	tokenDecl   = regexp.MustCompile(`(?m)^%token\s*(<[^>]*>)?([^\n%]*)`)
	tokenName   = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)
	wordSuffix  = regexp.MustCompile(`(_SYM|_P)$`)
)

// listedKeywords returns the tokens of the grammar's keyword lists.
func listedKeywords(g *Graph) map[string]bool {
	out := map[string]bool{}
	for name, r := range g.Rules {
		if g.KeywordList(name) {
			for _, a := range r.Alts {
				if tokenName.MatchString(a.Symbols[0].Name) {
					out[a.Symbols[0].Name] = true
				}
			}
		}
	}
	return out
}

// keywordTokens reads the %token declarations: the tokens typed as keywords, and the untyped
// upper-case ones, each with its word.
func keywordTokens(decls string) (typed, untyped map[string]string) {
	typed, untyped = map[string]string{}, map[string]string{}
	for _, m := range tokenDecl.FindAllStringSubmatch(decls, -1) {
		tag := strings.ToLower(m[1])
		for _, f := range strings.Fields(stripComments(m[2])) {
			if !tokenName.MatchString(f) {
				continue // a "string alias" or a token number
			}
			word := wordSuffix.ReplaceAllString(f, "")
			switch {
			case strings.Contains(tag, "kw") || strings.Contains(tag, "keyword"):
				typed[f] = word
			case tag == "":
				untyped[f] = word
			}
		}
	}
	return typed, untyped
}

var cComment = regexp.MustCompile(`(?s)/\*.*?\*/|//[^\n]*`)

func stripComments(s string) string { return cComment.ReplaceAllString(s, " ") }

// yaccRules reads "name: alt | alt ;" rules, skipping C code in braces.
func yaccRules(file, s string, line int, g *Graph) error {
	var cur *Rule
	var alt []string
	altLine := line
	closeAlt := func() {
		if cur == nil {
			return
		}
		a := Alt{Line: altLine, Text: strings.Join(alt, " ")}
		for _, w := range alt {
			if w == "%empty" || strings.HasPrefix(w, "%prec") {
				continue
			}
			a.Symbols = append(a.Symbols, Symbol{Name: w, Terminal: w[0] == '\'' || w[0] == '"' || tokenName.MatchString(w)})
		}
		cur.Alts = append(cur.Alts, a)
		alt = nil
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case strings.HasPrefix(s[i:], "/*"):
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return fmt.Errorf("%s:%d: comment is not closed", file, line)
			}
			line += strings.Count(s[i:i+end+4], "\n")
			i += end + 4
		case strings.HasPrefix(s[i:], "//"):
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '{':
			end, lines, err := skipAction(s, i)
			if err != nil {
				return fmt.Errorf("%s:%d: %v", file, line, err)
			}
			line += lines
			i = end
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			alt = append(alt, s[i:min(j+1, len(s))])
			i = j + 1
		case c == '|':
			closeAlt()
			altLine = line
			i++
		case c == ';':
			closeAlt()
			cur = nil
			i++
		case c == '%' || c == '_' || c == '.' || c == '$' || isLetter(c):
			j := i + 1
			for j < len(s) && (isLetter(s[j]) || s[j] == '_' || s[j] == '.' || (s[j] >= '0' && s[j] <= '9')) {
				j++
			}
			word := s[i:j]
			// "name:" starts a rule (a new one, or more alternatives of an old one).
			k := j
			for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
				k++
			}
			if k < len(s) && s[k] == ':' && word[0] != '%' {
				closeAlt()
				cur = &Rule{Name: word, Line: line}
				g.add(cur)
				cur = g.Rules[word]
				altLine = line
				i = k + 1
				continue
			}
			if word == "%prec" {
				// %prec TOKEN names a precedence, not a symbol.
				for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
					j++
				}
				for j < len(s) && (isLetter(s[j]) || s[j] == '_' || (s[j] >= '0' && s[j] <= '9')) {
					j++
				}
				i = j
				continue
			}
			alt = append(alt, word)
			i = j
		default:
			i++
		}
	}
	closeAlt()
	return nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// skipAction returns the end of the C action starting at s[i] == '{' and the newlines in it,
// honouring strings, character literals and comments, which may hold braces.
func skipAction(s string, i int) (end, lines int, err error) {
	depth := 0
	for j := i; j < len(s); j++ {
		switch c := s[j]; {
		case c == '\n':
			lines++
		case c == '"' || c == '\'':
			for j++; j < len(s) && s[j] != c; j++ {
				if s[j] == '\\' {
					j++
				} else if s[j] == '\n' {
					lines++
				}
			}
		case strings.HasPrefix(s[j:], "/*"):
			k := strings.Index(s[j+2:], "*/")
			if k < 0 {
				return 0, 0, fmt.Errorf("comment in action is not closed")
			}
			lines += strings.Count(s[j:j+k+4], "\n")
			j += k + 3
		case strings.HasPrefix(s[j:], "//"):
			for j < len(s) && s[j] != '\n' {
				j++
			}
			j--
		case c == '{':
			depth++
		case c == '}':
			depth--
			if depth == 0 {
				return j + 1, lines, nil
			}
		}
	}
	return 0, 0, fmt.Errorf("action is not closed")
}
