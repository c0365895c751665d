package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/campaign"
)

// grammarFlags are the ways a grammar command is told which grammar to load.
type grammarFlags struct {
	dialect   dialect.Dialect
	files     []string
	repo, rev string
	target    dialect.Target
}

func (gf *grammarFlags) register(cmd *cobra.Command) {
	fs := cmd.Flags()
	dialectFlag(cmd, &gf.dialect, "this project's grammar of a dialect: "+dialect.Names(", ")+" (or a DBMS name)")
	fs.StringArrayVar(&gf.files, "grammar", nil, "grammar file: .g4 (give a split lexer and parser together) or yacc/bison .y/.yy; repeatable")
	fs.StringVar(&gf.repo, "repo", "", "read the --grammar paths from this repository (a clone) instead of the file system")
	fs.StringVar(&gf.rev, "commit", "HEAD", "with --repo: the revision to read the grammar at")
	targetFlag(cmd, &gf.target, "target", "", "add this target's built-in functions (its catalog, cached per version) as siblings of their family")
}

// enrich adds the catalog of the target the flags name, if any, to g.
func (gf *grammarFlags) enrich(e *env, g *grammars.Graph) error {
	if gf.target.IsZero() {
		return nil
	}
	catalog, err := campaign.Catalog(e.ctx, gf.target)
	if err != nil {
		return err
	}
	g.AddCatalog(catalog)
	return nil
}

// load reads the grammar the flags name.
func (gf *grammarFlags) load() (*grammars.Graph, error) {
	switch {
	case gf.dialect != "" && len(gf.files) > 0:
		return nil, fmt.Errorf("give --dialect or --grammar, not both")
	case gf.dialect != "":
		return grammars.Dialect(gf.dialect)
	case len(gf.files) == 0:
		return nil, fmt.Errorf("give the grammar with --dialect %s or --grammar FILE", dialect.Names("|"))
	}
	var g4 []grammars.Source
	var yacc []grammars.Source
	for _, f := range gf.files {
		var b []byte
		var err error
		if gf.repo != "" {
			b, err = corpus.ReadFile(gf.repo, gf.rev, f)
		} else {
			b, err = os.ReadFile(f)
		}
		if err != nil {
			return nil, fmt.Errorf("cannot read grammar %s: %v", f, err)
		}
		src := grammars.Source{Name: f, Text: string(b)}
		switch filepath.Ext(f) {
		case ".g4":
			g4 = append(g4, src)
		case ".y", ".yy":
			yacc = append(yacc, src)
		default:
			return nil, fmt.Errorf("grammar %s: give a .g4, .y or .yy file", f)
		}
	}
	switch {
	case len(yacc) > 1 || (len(yacc) == 1 && len(g4) > 0):
		return nil, fmt.Errorf("give one yacc grammar, or .g4 files, not both")
	case len(yacc) == 1:
		return grammars.LoadYacc(yacc[0])
	}
	return grammars.LoadG4(g4...)
}

func newGrammarCmd(e *env) *cobra.Command {
	var sib grammarFlags
	var asJSON bool
	siblings := &cobra.Command{
		Use:   "siblings CONSTRUCT",
		Short: "a construct's syntactic siblings in a grammar",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runGrammarSiblings(e, &sib, asJSON, args))
		},
	}
	sib.register(siblings)
	addJSONFlag(siblings.Flags(), &asJSON)

	var gr grammarFlags
	var format, rule string
	var depth int
	graph := &cobra.Command{
		Use:   "graph",
		Short: "a grammar's productions and constructs as a graph",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runGrammarGraph(e, &gr, format, rule, depth))
		},
	}
	gr.register(graph)
	choiceFlag(graph, &format, "format", "dot", []string{"dot", "json"}, "dot (GraphViz) or json")
	graph.Flags().StringVar(&rule, "rule", "", "draw only the neighbourhood of this production")
	graph.Flags().IntVar(&depth, "depth", 2, "with --rule: how many references away to draw")

	return group("grammar", "a grammar's productions and a construct's syntactic siblings", "use `reaper grammar siblings|graph|parse|coverage`",
		siblings, graph, newGrammarParseCmd(e), newGrammarCoverageCmd(e))
}

// loadGrammar loads the grammar gf names, with its target's catalog.
func loadGrammar(e *env, gf *grammarFlags) (*grammars.Graph, error) {
	g, err := gf.load()
	if err != nil {
		return nil, err
	}
	if err := gf.enrich(e, g); err != nil {
		return nil, err
	}
	return g, nil
}

func runGrammarSiblings(e *env, gf *grammarFlags, asJSON bool, args []string) int {
	g, err := loadGrammar(e, gf)
	if err != nil {
		return fail(e, "grammar", err)
	}
	if len(args) == 0 {
		return badUsage(e, "grammar siblings", "name the construct, e.g. NEXTVAL or \"FETCH ABSOLUTE\"")
	}
	sibs, err := g.Siblings(strings.Join(args, " "))
	if err != nil {
		return fail(e, "grammar", err)
	}
	if asJSON {
		if sibs == nil {
			sibs = []grammars.Sibling{}
		}
		if err := writeJSON(e.stdout, sibs); err != nil {
			return fail(e, "grammar", err)
		}
		return exitOK
	}
	for _, s := range sibs {
		fmt.Fprintf(e.stdout, "%-24s %s  (%s)\n", s.Construct, s.Text, strings.Join(s.Path, " > "))
	}
	if len(sibs) == 0 {
		fmt.Fprintln(e.stdout, "no siblings: the construct is the only one of its production")
	}
	return exitOK
}

func runGrammarGraph(e *env, gf *grammarFlags, format, rule string, depth int) int {
	g, err := loadGrammar(e, gf)
	if err != nil {
		return fail(e, "grammar", err)
	}
	if rule != "" && g.Rules[rule] == nil {
		return fail(e, "grammar", fmt.Errorf("no production %q in the grammar", rule))
	}
	if format == "json" {
		if err := writeJSON(e.stdout, g); err != nil {
			return fail(e, "grammar", err)
		}
		return exitOK
	}
	writeDot(e.stdout, g, rule, depth)
	return exitOK
}

// writeDot draws productions as boxes and the constructs of their alternatives as ellipses,
// with an edge for every production an alternative references: the whole grammar, or the
// productions within depth references of rule.
func writeDot(w io.Writer, g *grammars.Graph, rule string, depth int) {
	keep := map[string]bool{}
	if rule == "" {
		for _, r := range g.Order {
			keep[r] = true
		}
	} else {
		frontier := []string{rule}
		keep[rule] = true
		for d := 0; d < depth; d++ {
			var next []string
			for _, r := range frontier {
				for _, a := range g.Rules[r].Alts {
					for _, n := range a.Nonterminals() {
						if !keep[n] && g.Rules[n] != nil {
							keep[n] = true
							next = append(next, n)
						}
					}
				}
				for _, p := range g.Parents(r) {
					if !keep[p] {
						keep[p] = true
						next = append(next, p)
					}
				}
			}
			frontier = next
		}
	}
	names := make([]string, 0, len(keep))
	for r := range keep {
		names = append(names, r)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "digraph grammar {\n  rankdir=LR;\n  node [fontname=\"Helvetica\"];")
	for _, r := range names {
		fmt.Fprintf(w, "  %s [shape=box];\n", dotID(r))
		for i, a := range g.Rules[r].Alts {
			if c := g.Construct(a); c != "" {
				id := dotID(fmt.Sprintf("%s#%d", r, i))
				fmt.Fprintf(w, "  %s [shape=ellipse, label=%s];\n  %s -> %s;\n", id, dotID(c), dotID(r), id)
			}
			for _, n := range a.Nonterminals() {
				if keep[n] {
					fmt.Fprintf(w, "  %s -> %s [label=%s];\n", dotID(r), dotID(n), dotID(fmt.Sprint(i)))
				}
			}
		}
	}
	fmt.Fprintln(w, "}")
}

// dotID quotes a name for GraphViz.
func dotID(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
