// Package grammars holds the SQL grammars and the grammar graph that sibling generation walks:
// for every production its alternatives, the symbols of each, the nonterminals they reference,
// and the keyword token that names the construct an alternative builds (NEXTVAL, SETVAL,
// ABSOLUTE, MAKE_DATE). The graph is read from ANTLR4 grammar text (g4.go) or from a yacc/bison
// grammar (yacc.go), so siblings can come from this project's grammars or from a DBMS's own.
package grammars

import (
	"sort"
	"strings"
	"sync"
)

// Graph is a grammar as productions.
type Graph struct {
	// Rules maps a nonterminal to its production.
	Rules map[string]*Rule `json:"rules"`
	// Order lists the nonterminals in source order.
	Order []string `json:"order"`
	// Keywords are the terminals that spell an SQL word, with the word they spell.
	Keywords map[string]string `json:"keywords"`
	// Literals are the other terminals that stand for one fixed text: tokens whose lexer rule is
	// a single literal (LPAREN: '(';) and quoted literals of the parser rules ('(' is "(").
	Literals map[string]string `json:"literals,omitempty"`
	// Examples are, for the tokens the lexer matches by pattern (IDENTIFIER, STRING_LITERAL),
	// a shortest text that lexes as that token, read off the lexer rule. Tokens the parser
	// never sees (whitespace, comments) have none.
	Examples map[string]string `json:"examples,omitempty"`

	// catalog holds the names of the functions of the target whose catalog was added
	// (AddFunctions); nil when none was.
	catalog map[string]bool
	// overloads holds every signature the added catalog lists for a name (ParamTypes).
	overloads map[string][]Function
	// names are the names the target's catalog defines for kinds of name (character sets,
	// collations), its defaults first (AddCatalog); nil when none was added.
	names map[string][]string

	// minimal memoizes Minimal's sentences; AddFunctions drops it, as it changes the rules.
	minimalMu sync.Mutex
	minimal   map[string]string
	// operators memoizes Operators, under minimalMu; AddFunctions adds no operator.
	operators map[string][]OperatorSite
	// units, values and spellings memoize unitTargets, valueRule and Spellings (inside.go),
	// under minimalMu; the alternatives AddFunctions adds change none of them.
	units     map[string][]string
	values    map[string]bool
	spellings map[string][]string
	// suffixes memoizes suffixRules, once (Operators asks under minimalMu); AddFunctions adds
	// no such reference.
	suffixOnce sync.Once
	suffixes   map[string]bool
}

// Rule is one production: a nonterminal and its alternatives.
type Rule struct {
	Name string `json:"name"`
	Line int    `json:"line"`
	Alts []Alt  `json:"alts"`
}

// Alt is one alternative of a production.
type Alt struct {
	// Symbols are the alternative's symbols in order, those of nested blocks included.
	Symbols []Symbol `json:"symbols"`
	// Text is the alternative as written, whitespace collapsed.
	Text string `json:"text"`
	Line int    `json:"line"`
	// Function is the signature of the built-in function the alternative calls, when a target's
	// catalog was added (AddFunctions).
	Function *Function `json:"function,omitempty"`
	// Added is set on an alternative AddFunctions made for a function the grammar lacks: the
	// dialect's parser reads such a call as a generic one, not by this alternative.
	Added bool `json:"added,omitempty"`
	// Rule is the production the alternative is of.
	Rule string `json:"rule,omitempty"`
}

// Symbol is a terminal or nonterminal of an alternative.
type Symbol struct {
	Name     string `json:"name"`
	Terminal bool   `json:"terminal"`
	// Nested is set for symbols inside a block ( ... ), optional or repeated: the alternative
	// can be built without them, or with one of several.
	Nested bool `json:"nested,omitempty"`
}

// add appends a rule, merging alternatives into an existing rule of the same name (yacc allows a
// nonterminal to be defined in several places).
func (g *Graph) add(r *Rule) {
	if g.Rules == nil {
		g.Rules = map[string]*Rule{}
	}
	for i := range r.Alts {
		r.Alts[i].Rule = r.Name
	}
	if old, ok := g.Rules[r.Name]; ok {
		old.Alts = append(old.Alts, r.Alts...)
		return
	}
	g.Rules[r.Name] = r
	g.Order = append(g.Order, r.Name)
}

// Nonterminals returns the distinct nonterminals an alternative references, in order.
func (a Alt) Nonterminals() []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range a.Symbols {
		if !s.Terminal && !seen[s.Name] {
			seen[s.Name] = true
			out = append(out, s.Name)
		}
	}
	return out
}

// unit reports whether the alternative is a unit production: one nonterminal and nothing else,
// a step through the grammar rather than a construct.
func (a Alt) unit() (string, bool) {
	if len(a.Symbols) == 1 && !a.Symbols[0].Terminal && !a.Symbols[0].Nested {
		return a.Symbols[0].Name, true
	}
	return "", false
}

// Construct is the name of the construct an alternative builds: the words of the keyword
// terminals it starts with (NEXTVAL; NEXT VALUE FOR; ABSOLUTE), or "" when it starts with
// anything else (an identifier, an expression, punctuation). Optional clauses ahead of the first
// keyword are passed over: `withClause? UPDATE ...` is the UPDATE statement, `joinType? JOIN
// ...` a JOIN, `definer? TRIGGER ...` a TRIGGER; so are optional words, `TEMPORARY? TABLE ...`
// being a TABLE, unless the production continues an operand (suffixRules: NOT? LIKE).
func (g *Graph) Construct(a Alt) string {
	syms := a.Symbols
	for len(syms) > 1 && syms[0].Nested && !syms[0].Terminal {
		syms = syms[1:]
	}
	if len(syms) > 0 && syms[0].Terminal && syms[0].Nested && !g.suffixRules()[a.Rule] {
		if n := optionalLead(a.Text); n < len(a.Symbols) {
			syms = a.Symbols[n:]
		}
	}
	var words []string
	for _, s := range syms {
		if s.Nested {
			break
		}
		w, ok := g.Keywords[s.Name]
		if !s.Terminal || !ok {
			break
		}
		words = append(words, w)
	}
	return strings.Join(words, " ")
}

// optionalLead counts the symbols of an alternative's leading optional words and blocks, read
// off its text: `TEMPORARY ? TABLE ...` has one, `( UNIQUE | FULLTEXT ) ? INDEX ...` two. A
// required block, `( DATABASE | SCHEMA ) ...`, ends them: its words are the construct's own
// spellings, not a clause ahead of it.
func optionalLead(text string) int {
	toks := strings.Fields(text)
	n, i := 0, 0
	for i < len(toks) {
		end, words := i+1, 1
		if toks[i] == "(" {
			depth := 1
			for end, words = i+1, 0; end < len(toks) && depth > 0; end++ {
				switch toks[end] {
				case "(":
					depth++
				case ")":
					depth--
				case "|", "?", "*", "+":
				default:
					words++
				}
			}
		}
		if end >= len(toks) || toks[end] != "?" && toks[end] != "*" {
			return n
		}
		n, i = n+words, end+1
	}
	return n
}

// suffixRules are the productions some alternative uses right after another production: each
// continues an operand (predicate: bitExpr predicateSuffix?), so the optional words its
// alternatives start with are operators (NOT ? LIKE), not a clause ahead of a construct.
func (g *Graph) suffixRules() map[string]bool {
	g.suffixOnce.Do(func() {
		g.suffixes = map[string]bool{}
		for _, r := range g.Rules {
			for _, a := range r.Alts {
				for i := 1; i < len(a.Symbols); i++ {
					if !a.Symbols[i].Terminal && !a.Symbols[i-1].Terminal {
						g.suffixes[a.Symbols[i].Name] = true
					}
				}
			}
		}
	})
	return g.suffixes
}

// keywordListSize is how many one-token alternatives make a production a keyword list; value
// productions (STRING | INTEGRAL | FLOAT ...) and variant lists (NEXT | PRIOR | ABSOLUTE n ...)
// have a handful.
const keywordListSize = 20

// KeywordList reports whether a production is a keyword list: many alternatives that are each one
// token, the productions grammars use to let keywords serve as identifiers. Its alternatives are
// words, not constructs of one kind, so the sibling search neither anchors nor walks there.
func (g *Graph) KeywordList(rule string) bool {
	r := g.Rules[rule]
	if r == nil || len(r.Alts) < keywordListSize {
		return false
	}
	for _, a := range r.Alts {
		if len(a.Symbols) != 1 || !a.Symbols[0].Terminal {
			return false
		}
	}
	return true
}

// Constructs lists every construct name the grammar has, sorted.
func (g *Graph) Constructs() []string {
	seen := map[string]bool{}
	for _, r := range g.Rules {
		for _, a := range r.Alts {
			if c := g.Construct(a); c != "" {
				seen[c] = true
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

// Parents returns the rules with an alternative that references name.
func (g *Graph) Parents(name string) []string {
	var out []string
	for _, rn := range g.Order {
		for _, a := range g.Rules[rn].Alts {
			found := false
			for _, s := range a.Symbols {
				if !s.Terminal && s.Name == name {
					found = true
				}
			}
			if found {
				out = append(out, rn)
				break
			}
		}
	}
	return out
}
