package sibling

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/grammars"
)

// Skeleton is S_key with one occurrence replaced by an instantiated sibling alternative: the
// text around it, and the fragment as text parts and placeholders.
type Skeleton struct {
	Prefix string `json:"prefix"`
	Parts  []Part `json:"parts"`
	Suffix string `json:"suffix"`
}

// Part is a piece of the fragment: text (a terminal, or a historical subtree reused unchanged),
// or a placeholder for a symbol no historical subtree matched.
type Part struct {
	Text string `json:"text,omitempty"`
	// Symbol is set for a placeholder: the nonterminal, or a token without fixed text
	// (IDENTIFIER), the completion must derive from.
	Symbol string `json:"symbol,omitempty"`
}

// String writes the skeleton with its placeholders as ⟨symbol⟩.
func (s Skeleton) String() string {
	vals := make([]string, 0, len(s.Parts))
	for _, p := range s.Parts {
		if p.Symbol != "" {
			vals = append(vals, "⟨"+p.Symbol+"⟩")
		}
	}
	return s.Fill(vals)
}

// Placeholders returns the symbols of the placeholders, in order.
func (s Skeleton) Placeholders() []string {
	var out []string
	for _, p := range s.Parts {
		if p.Symbol != "" {
			out = append(out, p.Symbol)
		}
	}
	return out
}

// Fill writes the statement with the placeholders replaced by values, in order.
func (s Skeleton) Fill(values []string) string {
	var words []string
	i := 0
	for _, p := range s.Parts {
		t := p.Text
		if p.Symbol != "" {
			t = values[i]
			i++
		}
		words = append(words, t)
	}
	return s.Prefix + join(words) + s.Suffix
}

// join writes fragment pieces as SQL is usually written: no space inside parentheses or before
// a comma or a dot.
func join(words []string) string {
	var b strings.Builder
	prev := ""
	for _, w := range words {
		if w == "" {
			continue
		}
		if b.Len() > 0 && !strings.HasSuffix(prev, "(") && !strings.HasSuffix(prev, ".") &&
			!strings.HasPrefix(w, ")") && !strings.HasPrefix(w, ",") && !strings.HasPrefix(w, ".") && w != "(" {
			b.WriteByte(' ')
		}
		b.WriteString(w)
		prev = w
	}
	return b.String()
}

// instantiate builds the skeleton of a sibling alternative (InstantiateAlternative): its
// nonterminal occurrences take the historical subtrees of the anchor node with the same symbol,
// in occurrence order; optional blocks are kept only when they reuse a historical subtree; the
// rest become placeholders. The fragment replaces the target node's span in S_key.
func instantiate(g *grammars.Graph, alt grammars.Alt, anchor *grammars.Node, key string, target *grammars.Node) (Skeleton, error) {
	hist := map[string][]string{}
	for _, c := range anchor.Children {
		_, keyword := g.Keywords[c.Token]
		switch {
		case c.Rule != "":
			hist[c.Rule] = append(hist[c.Rule], c.Text)
		case isPatternToken(g, c.Token):
			hist[c.Token] = append(hist[c.Token], c.Text)
		case keyword && c != anchor.Children[0]:
			// A keyword of the historical occurrence (DISTINCT in COUNT(DISTINCT b)) is part
			// of the trigger: an optional keyword of the sibling keeps it when it has it.
			hist[c.Token] = append(hist[c.Token], c.Text)
		}
	}
	var parts []Part
	if alt.Function != nil && strings.Contains(anchor.Text, "(") {
		// The target's catalog knows the sibling's signature: a call with the historical
		// arguments by position and typed placeholders up to the signature's arity.
		parts = callParts(alt.Function, operandArgs(callArgs(anchor.Text), func(w string) bool {
			for _, k := range g.Keywords {
				if strings.EqualFold(k, w) {
					return true
				}
			}
			return false
		}))
	} else {
		var ok bool
		parts, ok = build(g, grammars.Elements(alt.Text), hist, map[string]int{})
		if !ok {
			return Skeleton{}, fmt.Errorf("the alternative %q has a terminal without text", alt.Text)
		}
	}
	src := []rune(key)
	if target.Start < 0 || target.End > len(src) || target.Start > target.End {
		return Skeleton{}, fmt.Errorf("the occurrence's span %d..%d is outside S_key", target.Start, target.End)
	}
	return Skeleton{Prefix: string(src[:target.Start]), Parts: parts, Suffix: string(src[target.End:])}, nil
}

// build instantiates a sequence of elements.
func build(g *grammars.Graph, seq []grammars.Element, hist map[string][]string, used map[string]int) ([]Part, bool) {
	var out []Part
	for _, e := range seq {
		switch {
		case e.Block != nil:
			optional := e.Optional()
			best := -1
			bestScore := [2]int{-1, 0}
			for i, a := range e.Block {
				m, holes := matches(g, a, hist, used)
				if optional && m == 0 {
					continue
				}
				// Most historical subtrees reused first, then fewest placeholders.
				if m > bestScore[0] || m == bestScore[0] && holes < bestScore[1] {
					best, bestScore = i, [2]int{m, holes}
				}
			}
			if best < 0 {
				continue
			}
			parts, ok := build(g, e.Block[best], hist, used)
			if !ok {
				return nil, false
			}
			out = append(out, parts...)
		case e.Optional():
			if used[e.Symbol] < len(hist[e.Symbol]) {
				out = append(out, Part{Text: hist[e.Symbol][used[e.Symbol]]})
				used[e.Symbol]++
			}
		case e.Terminal && !isPatternToken(g, e.Symbol):
			t := g.TerminalText(e.Symbol)
			if t == "" {
				return nil, false
			}
			out = append(out, Part{Text: t})
			used[e.Symbol]++
		case used[e.Symbol] < len(hist[e.Symbol]):
			out = append(out, Part{Text: hist[e.Symbol][used[e.Symbol]]})
			used[e.Symbol]++
		default:
			out = append(out, Part{Symbol: e.Symbol})
		}
	}
	return out, true
}

// isPatternToken reports whether a terminal is matched by a pattern (an identifier, a number)
// rather than spelled: its text in the statement has to be chosen, so it is a placeholder.
func isPatternToken(g *grammars.Graph, name string) bool {
	_, kw := g.Keywords[name]
	_, lit := g.Literals[name]
	return !kw && !lit && !strings.HasPrefix(name, "'")
}

// matches counts the historical subtrees a block alternative would reuse, and its required
// placeholders.
func matches(g *grammars.Graph, seq []grammars.Element, hist map[string][]string, used map[string]int) (int, int) {
	m, holes := 0, 0
	taken := map[string]int{}
	for _, e := range seq {
		switch {
		case e.Block != nil:
			best := 0
			for _, a := range e.Block {
				if n, _ := matches(g, a, hist, used); n > best {
					best = n
				}
			}
			m += best
		case used[e.Symbol]+taken[e.Symbol] < len(hist[e.Symbol]):
			taken[e.Symbol]++
			m++
		case e.Terminal && !isPatternToken(g, e.Symbol):
		case e.Suffix == "":
			holes++
		}
	}
	return m, holes
}

// grammarFill completes a skeleton with the grammar's shortest sentence for each placeholder:
// the completion of the Reaper−conc ablation, blind to S_orig.
func grammarFill(g *grammars.Graph, sk Skeleton) Completion {
	var vals []string
	var ph []Placeholder
	for _, sym := range sk.Placeholders() {
		v, _ := g.Minimal(sym)
		vals = append(vals, v)
		ph = append(ph, Placeholder{Symbol: sym, Filled: v, From: "grammar"})
	}
	return Completion{SQL: sk.Fill(vals), Placeholders: ph}
}

// argPrefix marks a placeholder for a catalog function's argument; the argument's type follows.
const argPrefix = "argument:"

// callParts instantiates a catalog function: the historical call's arguments in the parameters
// that take them (placeArgs), then placeholders typed from the signature for the parameters in
// between and up to its least number of arguments.
func callParts(f *grammars.Function, hist []string) []Part {
	at := placeArgs(f, hist)
	n := f.MinArgs
	for _, p := range at {
		n = max(n, p+1)
	}
	byParam := map[int]string{}
	for i, p := range at {
		if p >= 0 {
			byParam[p] = hist[i]
		}
	}
	parts := []Part{{Text: f.Name}, {Text: "("}}
	for i := 0; i < n; i++ {
		if i > 0 {
			parts = append(parts, Part{Text: ","})
		}
		if v, ok := byParam[i]; ok {
			parts = append(parts, Part{Text: v})
			continue
		}
		parts = append(parts, Part{Symbol: argPrefix + paramType(f, i)})
	}
	return append(parts, Part{Text: ")"})
}

// paramType is the signature's type of parameter i, "" when it names none.
func paramType(f *grammars.Function, i int) string {
	if i < len(f.ArgTypes) {
		return f.ArgTypes[i]
	}
	return ""
}

// placeArgs says which parameter of f each historical argument goes to (-1: none is left). An
// argument keeps its position unless the signature says that parameter takes another kind of
// value than the argument's literal is; it then goes to the first free parameter of its kind.
// LEFT('hello', 4294967295)'s length so becomes SUBSTRING_INDEX's count, its third parameter,
// not the delimiter: a count carried into a string parameter no longer carries the trigger.
func placeArgs(f *grammars.Function, hist []string) []int {
	limit := len(hist)
	if f.MaxArgs >= 0 {
		limit = f.MaxArgs
	}
	kinds := make([]string, max(limit, len(hist)))
	for i := range kinds {
		kinds[i] = kindOf(paramType(f, i))
	}
	used := map[int]bool{}
	at := make([]int, len(hist))
	for i, h := range hist {
		k := literalKind(strings.TrimSpace(h))
		free := func(p int) bool { return p < limit && !used[p] }
		exact := func(p int) bool { return free(p) && k != "" && kinds[p] == k }
		fits := func(p int) bool { return free(p) && (k == "" || kinds[p] == "any" || kinds[p] == k) }
		at[i] = -1
		for _, ok := range []func(int) bool{exact, fits, free} {
			if ok(i) {
				at[i] = i
			} else if p := slices.IndexFunc(indexes(limit), ok); p >= 0 {
				at[i] = p
			}
			if at[i] >= 0 {
				used[at[i]] = true
				break
			}
		}
	}
	return at
}

// indexes are 0..n-1.
func indexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// operandArgs turns the arguments of a call written with the SQL standard's keyword syntax into
// the operands a plain call takes: EXTRACT(DAY FROM c) has one argument, "DAY FROM c", whose
// operand is c; TRIM(BOTH 'x' FROM s) gives 'x' and s, SUBSTRING(s FROM 2 FOR 3) s, 2 and 3,
// CAST(x AS CHAR) and CONVERT(x USING utf8) x. An argument is cut at FROM, IN and FOR, and ends at
// AS and USING (a type, a character set); a piece's leading keywords (a unit, BOTH) are syntax
// and go. An argument with none of those words is kept whole (COUNT(DISTINCT b)).
func operandArgs(args []string, keyword func(string) bool) []string {
	var out []string
	for _, a := range args {
		pieces, cut := splitAtWords(a)
		if !cut {
			out = append(out, a)
			continue
		}
		for _, p := range pieces {
			p = strings.TrimSpace(p)
			for f := strings.Fields(p); len(f) > 0 && keyword(f[0]) && !valueWord[strings.ToUpper(f[0])]; f = strings.Fields(p) {
				p = strings.TrimSpace(p[len(f[0]):])
			}
			if p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// valueWord are the keywords that are values, not syntax.
var valueWord = map[string]bool{"NULL": true, "TRUE": true, "FALSE": true}

// splitAtWords cuts an argument at its top-level FROM, IN and FOR, and drops what follows AS or
// USING; cut says whether any of them was there.
func splitAtWords(a string) (pieces []string, cut bool) {
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(a); i++ {
		c := a[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
			continue
		case c == '\'' || c == '"' || c == '`':
			quote = c
			continue
		case c == '(':
			depth++
			continue
		case c == ')':
			depth--
			continue
		}
		if depth != 0 || (i > 0 && !isSpace(a[i-1])) {
			continue
		}
		for _, w := range []string{"FROM", "IN", "FOR", "AS", "USING"} {
			end := i + len(w)
			if end < len(a) && isSpace(a[end]) && strings.EqualFold(a[i:end], w) {
				pieces, cut = append(pieces, a[start:i]), true
				if w == "AS" || w == "USING" {
					return pieces, true
				}
				start, i = end, end
				break
			}
		}
	}
	return append(pieces, a[start:]), cut
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// callArgs splits the argument list of a call's text (the first parenthesized list) at its
// top-level commas.
func callArgs(call string) []string {
	open := strings.IndexByte(call, '(')
	if open < 0 {
		return nil
	}
	var args []string
	depth, start := 0, open+1
	var quote byte
	for i := open; i < len(call); i++ {
		c := call[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"' || c == '`':
			quote = c
		case c == '(':
			depth++
		case c == ')':
			depth--
			if depth == 0 {
				if a := strings.TrimSpace(call[start:i]); a != "" || len(args) > 0 {
					args = append(args, a)
				}
				return args
			}
		case c == ',' && depth == 1:
			args = append(args, strings.TrimSpace(call[start:i]))
			start = i + 1
		}
	}
	return nil
}
