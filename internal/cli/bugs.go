package cli

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

func newBugsCmd(e *env) *cobra.Command {
	var db string
	var target dialect.Target
	var asJSON bool
	var filter listFilter
	list := &cobra.Command{
		Use:   "list",
		Short: "list the bugs, the highest evidence score first, with their kind, candidates, tests and constructs",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			filter.given(cmd)
			return done(runBugs(e, db, target, asJSON, "list", nil, filter))
		},
	}
	addListFilters(list, &filter, "bugs", append(slices.Clone(store.TriageStatuses), store.TriageMixed))
	show := &cobra.Command{
		Use:   "show ID",
		Short: "show why a bug's candidates are grouped, its evidence score, and its reproducing tests",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runBugs(e, db, target, asJSON, "show", args, listFilter{}))
		},
	}
	g := group("bugs", "list or show the candidates clustered into root causes", "use `reaper bugs list` or `reaper bugs show ID`", list, show)
	addStoreFlags(g.PersistentFlags(), &db, &asJSON)
	for _, c := range []*cobra.Command{list, show} {
		targetFlag(c, &target, "target", "", "only the bugs found on this target")
	}
	return g
}

// runBugs lists the bugs, the candidates clustered by root cause (validate.Cluster), or shows
// one with its reproducing tests, the shortest sibling statement first.
func runBugs(e *env, db string, target dialect.Target, asJSON bool, sub string, args []string, filter listFilter) int {
	if sub == "show" && len(args) != 1 {
		return badUsage(e, "bugs "+sub, "`list` takes no argument, `show` one bug id")
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "bugs", err)
	}
	defer st.Close()
	vals, cands, bugs, err := campaign.Found(e.ctx, st, target.Redacted())
	if err != nil {
		return fail(e, "bugs", err)
	}
	w := safeWriter{e.stdout}
	if sub == "list" {
		kept := []campaign.Bug{}
		for _, b := range bugs {
			if filter.keeps(b.Kind, b.Status, b.Score) {
				kept = append(kept, b)
			}
		}
		if asJSON {
			if err := writeJSON(e.stdout, kept); err != nil {
				return fail(e, "bugs", err)
			}
			return exitOK
		}
		shown := ""
		if len(kept) != len(bugs) {
			shown = fmt.Sprintf(" (%d shown)", len(kept))
		}
		fmt.Fprintf(w, "%s from %s%s%s%s\n", tally.Plural(len(bugs), "bug", "bugs"), tally.Plural(len(cands), "candidate", "candidates"),
			apartCount(cands), shown, foundOn(buildsOf(vals)))
		for _, b := range kept {
			printBugLine(w, "", b)
		}
		return exitOK
	}
	plain := make([]validate.Bug, len(bugs))
	for i, b := range bugs {
		plain[i] = b.Bug
	}
	b, err := pickBug(plain, args[0], db)
	if err != nil {
		return fail(e, "bugs", err)
	}
	inputs := map[string]*store.Validation{}
	for _, v := range vals {
		inputs[v.Verdict.TestID] = v
	}
	tests := append([]string(nil), b.Tests...)
	sort.SliceStable(tests, func(i, j int) bool {
		return len(inputs[tests[i]].Input.Test.SQL) < len(inputs[tests[j]].Input.Test.SQL)
	})
	if asJSON {
		var detail []*store.Validation
		for _, t := range tests {
			detail = append(detail, inputs[t])
		}
		if err := writeJSON(e.stdout, map[string]any{"bug": b, "validations": detail}); err != nil {
			return fail(e, "bugs", err)
		}
		return exitOK
	}
	fmt.Fprintf(w, "bug %s (%s): %s\n", b.ID, b.Kind, b.Example)
	if len(tests) > 0 && inputs[tests[0]] != nil && inputs[tests[0]].Input.Sibling != nil && inputs[tests[0]].Input.Sibling.Build != "" {
		v := inputs[tests[0]]
		fmt.Fprintf(w, "found on:   %s (target %s)\n", v.Input.Sibling.Build, v.Target)
	}
	fmt.Fprintf(w, "score:      %d (%s)\n", b.Score, strings.Join(b.ScoreWhy, "; "))
	fmt.Fprintf(w, "grouped by: %s\n", b.Reason)
	fmt.Fprintf(w, "constructs: %s\n", strings.Join(b.Constructs, ", "))
	fmt.Fprintf(w, "candidates: %s\n", strings.Join(b.Candidates, ", "))
	fmt.Fprintf(w, "fixes:      %s\n", strings.Join(b.Fixes, ", "))
	fmt.Fprintf(w, "evidence:   %s\n", strings.Join(b.Evidence, ", "))
	if len(b.Related) > 0 {
		fmt.Fprintf(w, "related:    %s (the same message on other constructs: one shared path, or each its own check)\n", strings.Join(b.Related, ", "))
	}
	fmt.Fprintf(w, "tests, the shortest first:\n")
	for _, t := range tests {
		v := inputs[t]
		fmt.Fprintf(w, "  %s  %-18s %s\n", t, oneLine(v.Verdict.Construct, 18), oneLine(v.Input.Test.SQL, 100))
	}
	return exitOK
}

// printBugLine prints a bug on one line after indent, as `bugs list` and the hunt's summary list
// them: id, score, kind, triage status, size, constructs, and how its first candidate fails.
func printBugLine(w io.Writer, indent string, b campaign.Bug) {
	fmt.Fprintf(w, "%s%s  score %2d  %-12s %-14s %-13s %-9s %-30s %s\n", indent, b.ID, b.Score, b.Kind, b.Status,
		tally.Plural(len(b.Candidates), "candidate", "candidates"), tally.Plural(len(b.Tests), "test", "tests"),
		oneLine(strings.Join(b.Constructs, ","), 30), oneLine(b.Example, 80))
}

// buildsOf are the engine builds the validations' sibling tests ran on, sorted, each once.
func buildsOf(vals []*store.Validation) []string {
	out := []string{}
	for _, v := range vals {
		if s := v.Input.Sibling; s != nil && s.Build != "" && !slices.Contains(out, s.Build) {
			out = append(out, s.Build)
		}
	}
	sort.Strings(out)
	return out
}

// foundOn says which builds a listing's bugs were found on, "" when the store does not record it.
func foundOn(builds []string) string {
	if len(builds) == 0 {
		return ""
	}
	return "; found on " + strings.Join(builds, ", ")
}

// campaignBugs reads the bugs of the campaign in st found on target (every target when it is
// empty), as `bugs list` shows them: the candidates deduplicated, then clustered, the highest
// evidence score first; with the validations and candidates they are made of.
func campaignBugs(e *env, st *store.Store, target dialect.Target) ([]*store.Validation, []validate.Candidate, []validate.Bug, error) {
	vals, err := st.ListValidations(e.ctx, target.Redacted(), true)
	if err != nil {
		return nil, nil, nil, err
	}
	cands := validate.Dedupe(verdictsOf(vals))
	return vals, cands, validate.Cluster(cands), nil
}
