package grammars

import "fmt"

// Function is a built-in function as a target's catalog describes it.
type Function struct {
	Name   string `json:"name"`
	Family string `json:"family"`
	// MinArgs and MaxArgs bound the arguments; MaxArgs -1 means variadic.
	MinArgs  int      `json:"min_args"`
	MaxArgs  int      `json:"max_args"`
	ArgTypes []string `json:"arg_types,omitempty"`
	Result   string   `json:"result,omitempty"`
}

// AddFunctions puts a target's built-in functions into the graph as siblings of their family.
// Each catalog family is placed at the production where most of its functions already are
// constructs; the functions of that family the grammar lacks become alternatives of that
// production (NAME '(' arguments ')'), and every function's alternative carries its signature
// for the Concretizer. Families the grammar has none of are left out. It returns how many
// alternatives it added.
func (g *Graph) AddFunctions(fns []Function) int {
	g.forgetMinimal()
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
		if w, ok := where[f.Name]; ok {
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
		if w, ok := where[f.Name]; ok {
			a := &g.Rules[w.rule].Alts[w.alt]
			if a.Function == nil {
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
