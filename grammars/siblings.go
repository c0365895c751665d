package grammars

import (
	"fmt"
	"sort"
	"strings"
)

// Sibling is a construct derived from another alternative of the production that derives the
// anchor construct (Reaper paper, Definition 1), found by Algorithm 1's breadth-first search.
type Sibling struct {
	// Construct names it: the keyword words the alternative starts with, after the words of the
	// asked-for construct that the anchor alternative does not hold ("FETCH FIRST" for "FETCH
	// ABSOLUTE", whose anchor alternative starts with ABSOLUTE).
	Construct string `json:"construct"`
	Rule      string `json:"rule"`
	Alt       int    `json:"alt"`
	Text      string `json:"text"`
	// Path lists the productions the search went through, from the anchor's production.
	Path []string `json:"path"`
	// Operator is set on the sibling of an operator (operators.go): the token that spells it,
	// which replaces the anchor's token in place.
	Operator string `json:"operator,omitempty"`
}

// Anchor is where a construct lives in the grammar.
type Anchor struct {
	Rule      string `json:"rule"`
	Alt       int    `json:"alt"`
	Construct string `json:"construct"`
	// Prefix holds the words of the asked-for construct before the anchor alternative's own.
	Prefix string `json:"prefix,omitempty"`
}

// UnknownConstructError says a construct is not in the grammar, with the nearest names it has.
type UnknownConstructError struct {
	Construct string
	Nearest   []string
}

func (e *UnknownConstructError) Error() string {
	if len(e.Nearest) == 0 {
		return fmt.Sprintf("construct %q is not in the grammar", e.Construct)
	}
	return fmt.Sprintf("construct %q is not in the grammar; nearest: %s", e.Construct, strings.Join(e.Nearest, ", "))
}

// Find returns the alternatives that build construct. A construct of several words (FETCH
// ABSOLUTE) is looked up whole first, then by its trailing words (ABSOLUTE), since a statement's
// leading keyword usually lives in a production above the one that holds the variant.
func (g *Graph) Find(construct string) ([]Anchor, error) {
	words := strings.Fields(strings.ToUpper(construct))
	for i := 0; i < len(words); i++ {
		want := strings.Join(words[i:], " ")
		var out []Anchor
		for _, rn := range g.Order {
			if g.KeywordList(rn) {
				continue
			}
			for ai, a := range g.Rules[rn].Alts {
				if c := g.Construct(a); c == want || strings.HasPrefix(c, want+" ") {
					out = append(out, Anchor{Rule: rn, Alt: ai, Construct: c, Prefix: strings.Join(words[:i], " ")})
				}
			}
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	return nil, &UnknownConstructError{Construct: construct, Nearest: nearest(words, g.Constructs(), 5)}
}

// Siblings returns the syntactic siblings of construct (Algorithm 1, line 6). From each
// production holding the construct, the search climbs while the production has no other
// construct of its own (it only wraps the anchor), then walks breadth-first over alternatives:
// a unit production (one nonterminal) is expanded, a concrete alternative is never descended
// into, and every production is visited once. A concrete alternative that names a construct
// other than the anchor's is a sibling.
//
// An operator (operators.go) also has the other operators of its production as siblings (after
// those of an alternative it may start elsewhere: LIKE starts a table's LIKE clause too).
func (g *Graph) Siblings(construct string) ([]Sibling, error) {
	sibs, err := g.constructSiblings(construct)
	ops, oerr := g.OperatorSiblings(construct)
	if oerr != nil {
		return sibs, err
	}
	return append(sibs, ops...), nil
}

// constructSiblings is Siblings for a construct an alternative starts.
func (g *Graph) constructSiblings(construct string) ([]Sibling, error) {
	anchors, err := g.Find(construct)
	if err != nil {
		return nil, err
	}
	var out []Sibling
	seen := map[string]bool{}
	for _, an := range anchors {
		start := g.climb(an)
		visited := map[string]bool{}
		type item struct {
			rule string
			path []string
		}
		queue := []item{{start, []string{start}}}
		for len(queue) > 0 {
			it := queue[0]
			queue = queue[1:]
			if visited[it.rule] {
				continue
			}
			visited[it.rule] = true
			r := g.Rules[it.rule]
			if r == nil {
				continue
			}
			for ai, a := range r.Alts {
				if n, ok := a.unit(); ok {
					if !g.KeywordList(n) {
						queue = append(queue, item{n, append(append([]string(nil), it.path...), n)})
					}
					continue
				}
				c := g.Construct(a)
				if c == "" || c == an.Construct {
					continue
				}
				// Each alternative is a sibling of its own, even where two share a keyword:
				// CONVERT(x, type) and CONVERT(x USING charset) run different code.
				name := strings.TrimSpace(an.Prefix + " " + c)
				k := fmt.Sprintf("%s\x00%s\x00%d", name, it.rule, ai)
				if seen[k] {
					continue
				}
				seen[k] = true
				out = append(out, Sibling{Construct: name, Rule: it.rule, Alt: ai, Text: a.Text, Path: it.path})
			}
		}
	}
	return out, nil
}

// climb goes up from the anchor's production while that production offers no other construct
// (it only wraps the anchor), to the production where the anchor's siblings are alternatives.
func (g *Graph) climb(an Anchor) string {
	rule := an.Rule
	for steps := 0; steps < 8 && !g.hasOtherConstruct(rule, an.Construct); steps++ {
		up := ""
		for _, p := range g.Parents(rule) {
			for _, a := range g.Rules[p].Alts {
				if n, ok := a.unit(); ok && n == rule {
					up = p
				}
			}
			if up != "" {
				break
			}
		}
		if up == "" {
			break
		}
		rule = up
	}
	return rule
}

// hasOtherConstruct reports whether rule has an alternative that is a unit production or names
// a construct other than c.
func (g *Graph) hasOtherConstruct(rule, c string) bool {
	for _, a := range g.Rules[rule].Alts {
		if _, ok := a.unit(); ok {
			return true
		}
		if k := g.Construct(a); k != "" && k != c {
			return true
		}
	}
	return false
}

// nearest returns up to n names closest to the words by edit distance, matching the whole
// phrase or its trailing words, as Find looks them up.
func nearest(words []string, names []string, n int) []string {
	type scored struct {
		name string
		d    int
	}
	var all []scored
	for _, name := range names {
		best := -1
		for i := range words {
			want := strings.Join(words[i:], " ")
			if d := editDistance(want, name); d <= max(2, len(want)/3) && (best < 0 || d < best) {
				best = d
			}
		}
		if best >= 0 {
			all = append(all, scored{name, best})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].d < all[j].d })
	var out []string
	for i := 0; i < len(all) && i < n; i++ {
		out = append(out, all[i].name)
	}
	return out
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Rank orders the siblings of the construct an builds by closeness to it, so that a cap on
// tests keeps the nearest (Reaper paper §3.2: the siblings most likely to share the repaired
// handler's logic): first those of the anchor's own production, then by how far the search went
// to find them; then by the catalog signature (the same result type, arities that overlap, the
// same argument types), where both calls carry one; then by the words their names share
// (JSON_VALUE and JSON_QUERY share JSON; DATE_ADD and DATE_SUB share DATE) and the names' edit
// distance. Ties keep the grammar's order.
func (g *Graph) Rank(an Anchor, sibs []Sibling) []Sibling {
	var own *Function
	if r := g.Rules[an.Rule]; r != nil && an.Alt < len(r.Alts) {
		own = r.Alts[an.Alt].Function
	}
	type scored struct {
		s    Sibling
		keys [5]int
	}
	out := make([]scored, len(sibs))
	for i, s := range sibs {
		other := 1
		if s.Rule == an.Rule {
			other = 0
		}
		sig := 2 // unknown: after the ones whose signature agrees, before the ones it does not
		if r := g.Rules[s.Rule]; own != nil && r != nil && s.Alt < len(r.Alts) && r.Alts[s.Alt].Function != nil {
			sig = signatureDistance(own, r.Alts[s.Alt].Function)
		}
		name := strings.TrimSpace(strings.TrimPrefix(s.Construct, an.Prefix))
		out[i] = scored{s, [5]int{other, len(s.Path), sig, -sharedWords(an.Construct, name), editDistance(an.Construct, name)}}
	}
	sort.SliceStable(out, func(i, j int) bool {
		for k := range out[i].keys {
			if out[i].keys[k] != out[j].keys[k] {
				return out[i].keys[k] < out[j].keys[k]
			}
		}
		return false
	})
	ranked := make([]Sibling, len(out))
	for i, s := range out {
		ranked[i] = s.s
	}
	return ranked
}

// signatureDistance counts how two calls' signatures differ: the result type, whether their
// arities can meet, and each argument type they both state.
func signatureDistance(a, b *Function) int {
	d := 0
	if a.Result != "" && b.Result != "" && !strings.EqualFold(a.Result, b.Result) {
		d++
	}
	if a.MaxArgs >= 0 && b.MinArgs > a.MaxArgs || b.MaxArgs >= 0 && a.MinArgs > b.MaxArgs {
		d++
	}
	for i := 0; i < len(a.ArgTypes) && i < len(b.ArgTypes); i++ {
		if !strings.EqualFold(a.ArgTypes[i], b.ArgTypes[i]) {
			d++
		}
	}
	return d
}

// sharedWords counts the words (split at underscores and spaces) two construct names share.
func sharedWords(a, b string) int {
	split := func(s string) []string {
		return strings.FieldsFunc(strings.ToUpper(s), func(r rune) bool { return r == '_' || r == ' ' })
	}
	n := 0
	bw := split(b)
	for _, w := range split(a) {
		for _, x := range bw {
			if w == x {
				n++
				break
			}
		}
	}
	return n
}
