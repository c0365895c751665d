package grammars

import (
	"fmt"
	"slices"
	"strings"
)

// Function is a built-in function as a target's catalog describes it.
type Function struct {
	Name   string `json:"name"`
	Family string `json:"family"`
	// MinArgs and MaxArgs bound the arguments; MaxArgs -1 means variadic. MinArgs -1: the
	// target has the function but its catalog cannot tell its arity; it is present for Lacks,
	// and the grammar alone spells its call.
	MinArgs  int      `json:"min_args"`
	MaxArgs  int      `json:"max_args"`
	ArgTypes []string `json:"arg_types,omitempty"`
	Result   string   `json:"result,omitempty"`
	// Volatile: the function gives another value from call to call (dbms.CatalogFunction).
	Volatile bool `json:"volatile,omitempty"`
}

// Catalog is what a target's catalog adds to its dialect's grammar: its built-in functions, and
// the names it defines for kinds of name a statement spells (NameCharset, NameCollation), each
// list with the server's default first.
type Catalog struct {
	Functions []Function          `json:"functions,omitempty"`
	Names     map[string][]string `json:"names,omitempty"`
}

// The kinds of name a catalog lists. A grammar symbol whose name contains the kind
// (charsetName, collationName) is filled from the list.
const (
	NameCharset   = "charset"
	NameCollation = "collation"
)

// AddCatalog adds c's functions (AddFunctions) and its names (NamesFor).
func (g *Graph) AddCatalog(c Catalog) int {
	if len(c.Names) > 0 {
		g.names = c.Names
	}
	return g.AddFunctions(c.Functions)
}

// NamesFor returns the names the added catalog defines for what symbol names: the target's
// character sets for charsetName, its collations for collationName; nil for any other symbol.
// A grammar only knows that a character set is a name; a name the target lacks makes the
// statement fail on that alone (CONVERT(x USING 'a')).
func (g *Graph) NamesFor(symbol string) []string {
	s := strings.ToLower(symbol)
	for _, kind := range []string{NameCharset, NameCollation} {
		if strings.Contains(s, kind) {
			return g.names[kind]
		}
	}
	return nil
}

// AddFunctions puts a target's built-in functions into the graph as siblings of their family.
// Each catalog family is placed at the production where most of its functions already are
// constructs; the functions of that family the grammar lacks become alternatives of that
// production (NAME '(' arguments ')'), and every function's alternative carries its signature
// for the Concretizer. Families the grammar has none of are left out. It returns how many
// alternatives it added.
func (g *Graph) AddFunctions(fns []Function) int {
	g.forgetMinimal()
	if len(fns) > 0 && g.catalog == nil {
		g.catalog = map[string]bool{}
	}
	for _, f := range fns {
		g.catalog[f.Name] = true
		if f.MinArgs < 0 {
			continue // the target has it; with no arity, no signature to spell a call by
		}
		if g.overloads == nil {
			g.overloads = map[string][]Function{}
		}
		g.overloads[f.Name] = append(g.overloads[f.Name], f)
	}
	where := map[string]struct {
		rule string
		alt  int
	}{}
	for _, rn := range g.Order {
		for ai, a := range g.Rules[rn].Alts {
			if c := g.Construct(a); c != "" {
				if _, ok := where[c]; !ok {
					where[c] = struct {
						rule string
						alt  int
					}{rn, ai}
				}
			}
		}
	}
	votes := map[string]map[string]int{} // family -> rule -> functions of the family there
	for _, f := range fns {
		if w, ok := where[f.Name]; ok && f.MinArgs >= 0 {
			if votes[f.Family] == nil {
				votes[f.Family] = map[string]int{}
			}
			votes[f.Family][w.rule]++
		}
	}
	home := map[string]string{}
	for fam, byRule := range votes {
		best := ""
		for _, rn := range g.Order { // source order breaks ties the same way every time
			if byRule[rn] > byRule[best] {
				best = rn
			}
		}
		home[fam] = best
	}
	added := 0
	for i := range fns {
		f := &fns[i]
		if f.MinArgs < 0 {
			continue
		}
		if w, ok := where[f.Name]; ok {
			// The signature spells the call only where the grammar's alternative is a plain call.
			a := &g.Rules[w.rule].Alts[w.alt]
			if _, plain := g.PlainCall(*a); plain && a.Function == nil {
				a.Function = f
			}
			continue
		}
		rule := home[f.Family]
		if rule == "" {
			continue
		}
		g.Keywords[f.Name] = f.Name
		g.Rules[rule].Alts = append(g.Rules[rule].Alts, Alt{
			Symbols:  []Symbol{{Name: f.Name, Terminal: true}, {Name: "'('", Terminal: true}, {Name: "')'", Terminal: true}},
			Text:     fmt.Sprintf("%s '(' ... ')'  -- from the catalog: %d to %s arguments", f.Name, f.MinArgs, maxArgs(f.MaxArgs)),
			Function: f,
			Added:    true,
			Rule:     rule,
		})
		where[f.Name] = struct {
			rule string
			alt  int
		}{rule, len(g.Rules[rule].Alts) - 1}
		added++
	}
	return added
}

func maxArgs(n int) string {
	if n < 0 {
		return "any number of"
	}
	return fmt.Sprint(n)
}

// Lacks reports whether the target whose catalog was added has no function named like the
// alternative a, a plain call (PlainCall). Without a catalog nothing is lacking.
func (g *Graph) Lacks(a Alt) bool {
	name, ok := g.PlainCall(a)
	return ok && g.catalog != nil && !g.catalog[name]
}

// PlainCall reports whether a is a plain function call, and its upper-case name: a keyword, '(',
// arguments that are all of one symbol, separated by punctuation, and ')' last (ABS '(' expr
// ')', CONV '(' expr ',' expr ',' expr ')', a catalog's NAME '(' ')'). That is the form a
// catalog's signature describes. A call with keywords inside (CAST '(' expr AS type ')'), with
// arguments of different kinds (TIMESTAMPDIFF '(' unit ',' expr ',' expr ')') or with more after
// the parenthesis (RANK '(' ')' OVER ...) is spelled by the grammar, not by the signature.
func (g *Graph) PlainCall(a Alt) (string, bool) {
	if len(a.Symbols) < 3 {
		return "", false
	}
	first, last := a.Symbols[0], a.Symbols[len(a.Symbols)-1]
	name, ok := g.Keywords[first.Name]
	if !first.Terminal || first.Nested || !ok || !a.Symbols[1].Terminal || g.TerminalText(a.Symbols[1].Name) != "(" ||
		!last.Terminal || g.TerminalText(last.Name) != ")" {
		return "", false
	}
	arg := ""
	for _, s := range a.Symbols[2 : len(a.Symbols)-1] {
		if _, kw := g.Keywords[s.Name]; s.Terminal && kw {
			return "", false
		}
		if !s.Terminal {
			if arg != "" && s.Name != arg {
				return "", false
			}
			arg = s.Name
		}
	}
	return strings.ToUpper(name), true
}

// ParamTypes returns the types the added catalog lists for parameter i (0-based) of the function
// name across its overloads, each once, in the catalog's order: PostgreSQL's date_trunc takes a
// timestamp, a timestamp with time zone or an interval second. A catalog with one signature per
// function (MariaDB's help) gives at most one.
func (g *Graph) ParamTypes(name string, i int) []string {
	var out []string
	for _, f := range g.overloads[strings.ToUpper(name)] {
		if i < len(f.ArgTypes) && f.ArgTypes[i] != "" && !slices.Contains(out, f.ArgTypes[i]) {
			out = append(out, f.ArgTypes[i])
		}
	}
	return out
}
