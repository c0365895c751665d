package cli

import (
	"fmt"
	"io"
	"math/rand"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// siblingsFlags are the flags of siblings (generation).
type siblingsFlags struct {
	db, fixID         string
	target, verify    dialect.Target
	asJSON, all, redo bool
	allowShared       bool
	seed              int64
	opts              sibling.Options
}

func newSiblingsCmd(e *env) *cobra.Command {
	var f siblingsFlags
	cmd := &cobra.Command{
		Use:   "siblings (--all | --profile FIX) [--redo]",
		Short: "generate sibling tests from bug profiles; list, show and check them",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runSiblings(e, f))
		},
	}
	addStoreFlags(cmd.PersistentFlags(), &f.db, &f.asJSON)
	fs, opts := cmd.Flags(), &f.opts
	fs.StringVar(&f.fixID, "profile", "", "generate for the profile of this fix (an id or a unique prefix)")
	fs.BoolVar(&f.all, "all", false, "generate for every stored profile whose sibling tests are missing or made from other inputs (profile, --target's catalog, generator options)")
	fs.BoolVar(&f.redo, "redo", false, "generate again for the profiles whose tests were made from the same inputs")
	targetFlag(cmd, &f.target, "target", "", "add this target's built-in functions (its catalog) to the grammar as siblings")
	fs.IntVar(&opts.MaxTests, "max-tests", 0, "tests per anchor at most: n_fault, or each candidate of a profile whose analyzers disagreed (default 120)")
	fs.IntVar(&opts.MaxVariants, "variants", 0, "variants per sibling at most: the trigger's values, then boundary values, in its arguments (default 4)")
	fs.IntVar(&opts.Candidates, "candidates", 0, "for a profile whose analyzers disagreed, how many of its ranked candidates to mutate (default 2)")
	fs.BoolVar(&opts.RandomAnchor, "random-anchor", false, "ablation Reaper−n_fault: mutate a random construct of S_key instead of n_fault")
	fs.Int64Var(&f.seed, "seed", 1, "with --random-anchor, the seed of the random choice")
	fs.BoolVar(&opts.NoConcretize, "no-concretize", false, "ablation Reaper−conc: fill placeholders from the grammar alone, without S_orig or a parse check")
	fs.BoolVar(&opts.NoTrigger, "no-trigger", false, "ablation: variants are boundary values only, without the profile's trigger values")
	targetFlag(cmd, &f.verify, "verify", "", "run every completion on this target and keep the first it accepts (gms: or a sandbox:...)")
	fs.BoolVar(&f.allowShared, "allow-shared", false, "let --verify run generated tests on a server reaper does not manage")
	cmd.AddCommand(newSiblingsListCmd(e, &f), newSiblingsShowCmd(e, &f), newSiblingsCheckCmd(e, &f))
	return cmd
}

func runSiblings(e *env, f siblingsFlags) int {
	db, fixID, target, verify, asJSON, all, allowShared, seed, opts := f.db, f.fixID, f.target, f.verify, f.asJSON, f.all, f.allowShared, f.seed, f.opts
	if (fixID == "") == !all {
		return badUsage(e, "siblings", "give --profile ID or --all")
	}
	if opts.RandomAnchor {
		opts.Rand = rand.New(rand.NewSource(seed))
	}
	if err := opts.Validate(); err != nil {
		return badUsage(e, "siblings", err.Error())
	}
	if !verify.IsZero() {
		if msg := campaign.SharedTarget(verify, allowShared); msg != "" {
			return badUsage(e, "siblings", msg)
		}
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "siblings", err)
	}
	defer st.Close()
	var catalog grammars.Catalog
	if !target.IsZero() {
		if catalog, err = campaign.Catalog(e.ctx, target); err != nil {
			return fail(e, "siblings", fmt.Errorf("--target: %w", err))
		}
	}
	if !verify.IsZero() {
		tg, err := dbms.Open(e.ctx, verify)
		if err != nil {
			return fail(e, "siblings", fmt.Errorf("--verify: %w", err))
		}
		defer tg.Close()
		// A short limit: a completion that hangs on the target is not the first choice.
		if opts.Verifier, err = sibling.NewVerifier(e.ctx, tg, dbms.RunOptions{StatementTimeout: 2 * time.Second}); err != nil {
			return fail(e, "siblings", fmt.Errorf("--verify: %w", err))
		}
	}
	stage, err := campaign.NewSiblingsStage(st, catalog, opts)
	if err != nil {
		return fail(e, "siblings", err)
	}
	ps, already, err := stage.Pending(e.ctx, campaign.Units{Fix: fixID, Redo: f.redo})
	if err != nil {
		return fail(e, "siblings", err)
	}
	if len(ps)+already == 0 {
		return fail(e, "siblings", fmt.Errorf("%s holds no profiles: run `reaper profile --all` first", db))
	}
	var sets []*sibling.Set
	w := safeWriter{e.stdout}
	sum, err := stage.DoAll(e.ctx, ps, func(p *profile.Profile, set *sibling.Set) {
		// Only --json prints them all at the end; a text run prints each as it comes.
		if asJSON {
			sets = append(sets, set)
		} else {
			printSetLine(w, p, set)
		}
	})
	if err != nil {
		if e.ctx.Err() != nil {
			return fail(e, "siblings", fmt.Errorf("interrupted: the sets above are stored; run again to go on"))
		}
		return fail(e, "siblings", err)
	}
	if asJSON {
		if sets == nil {
			sets = []*sibling.Set{}
		}
		if err := writeJSON(e.stdout, map[string]any{"sets": sets, "summary": sum}); err != nil {
			return fail(e, "siblings", err)
		}
		return exitOK
	}
	printSiblingStats(w, sum)
	if already > 0 {
		fmt.Fprintf(w, "  %s generated from the same inputs before, not again (--redo generates them again)\n", tally.Plural(already, "profile", "profiles"))
	}
	return exitOK
}

// printSiblingStats prints a generation run's counts and why profiles gave no test.
func printSiblingStats(w io.Writer, s campaign.SiblingStats) {
	fmt.Fprintf(w, "\n%s: %d with sibling tests, %s, %s rejected (⊥)\n", tally.Plural(s.Profiles, "profile", "profiles"), s.WithTests,
		tally.Plural(s.Tests, "test", "tests"), tally.Plural(s.Rejected, "sibling", "siblings"))
	if s.Cut > 0 {
		fmt.Fprintf(w, "  %5d  cut short by the budget of a profile's work (a statement's size)\n", s.Cut)
	}
	var rs []string
	for r := range s.Reasons {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool {
		return s.Reasons[rs[i]] > s.Reasons[rs[j]] || s.Reasons[rs[i]] == s.Reasons[rs[j]] && rs[i] < rs[j]
	})
	for _, r := range rs {
		fmt.Fprintf(w, "  %5d  %s\n", s.Reasons[r], r)
	}
}

func printSetLine(w io.Writer, p *profile.Profile, set *sibling.Set) {
	anchor := p.Trigger.Fault
	if anchor == "" {
		anchor = "(candidates)"
	}
	fmt.Fprintf(w, "%-12s  %-22s  %9s  %3d ⊥", shortID(p.FixID), oneLine(anchor, 22), tally.Plural(len(set.Tests), "test", "tests"), len(set.Rejected))
	if set.Reason != "" {
		fmt.Fprintf(w, "  %s", oneLine(set.Reason, 70))
	}
	if set.Cut != "" {
		fmt.Fprintf(w, "  cut: %s", set.Cut)
	}
	fmt.Fprintln(w)
}

func newSiblingsListCmd(e *env, f *siblingsFlags) *cobra.Command {
	var fixID string
	cmd := &cobra.Command{
		Use:   "list",
		Short: "list the stored sibling tests",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runSiblingsList(e, f.db, fixID, f.asJSON))
		},
	}
	cmd.Flags().StringVar(&fixID, "fix", "", "only the tests of this fix")
	return cmd
}

func runSiblingsList(e *env, db, fixID string, asJSON bool) int {
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "siblings", err)
	}
	defer st.Close()
	sets, err := st.ListSiblingSets(e.ctx)
	if err != nil {
		return fail(e, "siblings", err)
	}
	var tests []sibling.Test
	for _, s := range sets {
		if fixID == "" || strings.HasPrefix(s.FixID, fixID) {
			tests = append(tests, s.Tests...)
		}
	}
	if asJSON {
		if tests == nil {
			tests = []sibling.Test{}
		}
		if err := writeJSON(e.stdout, tests); err != nil {
			return fail(e, "siblings", err)
		}
		return exitOK
	}
	tw := tabwriter.NewWriter(safeWriter{e.stdout}, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tFIX\tANCHOR\tSIBLING\tSTATEMENT")
	for _, t := range tests {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", t.ID, shortID(t.FixID), oneLine(t.Anchor, 20), oneLine(t.Construct, 24), oneLine(t.SQL, 80))
	}
	tw.Flush()
	return exitOK
}

func newSiblingsShowCmd(e *env, f *siblingsFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "show ID",
		Short: "show a sibling test: the historical statement, the skeleton, the sibling, the whole test",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runSiblingsShow(e, f.db, f.asJSON, args))
		},
	}
}

func runSiblingsShow(e *env, db string, asJSON bool, args []string) int {
	if len(args) != 1 {
		return badUsage(e, "siblings show", "give one sibling test id (or a unique prefix)")
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "siblings", err)
	}
	defer st.Close()
	t, err := st.GetSiblingTest(e.ctx, args[0])
	if err != nil {
		return fail(e, "siblings", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, t); err != nil {
			return fail(e, "siblings", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "sibling test %s of fix %s (%s, concretized by %s)\n", t.ID, t.FixID, t.Origin, t.Concretizer)
	fmt.Fprintf(w, "%s → %s   (production %s", t.Anchor, t.Construct, t.Rule)
	if len(t.Path) > 1 {
		fmt.Fprintf(w, ", via %s", strings.Join(t.Path, " → "))
	}
	fmt.Fprintln(w, ")")
	fmt.Fprintf(w, "\nhistorical  %s\nskeleton    %s\nsibling     %s\n", t.Original, t.Skeleton, t.SQL)
	if t.Variant != "" {
		fmt.Fprintf(w, "variant     %s\n", t.Variant)
	}
	for _, p := range t.Placeholders {
		fmt.Fprintf(w, "  ⟨%s⟩ = %s  (from %s)\n", p.Symbol, p.Filled, p.From)
	}
	fmt.Fprintf(w, "\nthe whole test (%s):\n", orDash(t.Format))
	for _, s := range t.Setup {
		fmt.Fprintf(w, "  setup | %s\n", oneLine(s.SQL, 200))
	}
	for i, s := range t.Statements {
		mark := "     "
		if i == t.Key {
			mark = "  >>>"
		}
		fmt.Fprintf(w, "%s | %s\n", mark, oneLine(s.SQL, 200))
	}
	return exitOK
}

func newSiblingsCheckCmd(e *env, f *siblingsFlags) *cobra.Command {
	var fixID string
	var target dialect.Target
	var timeout time.Duration
	var allowShared bool
	cmd := &cobra.Command{
		Use:   "check",
		Short: "run the stored sibling tests on a target and measure their syntactic and semantic validity",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runSiblingsCheck(e, f.db, target, fixID, f.asJSON, timeout, allowShared))
		},
	}
	fs := cmd.Flags()
	targetFlag(cmd, &target, "target", "gms:", "the target to run the tests on (gms:, mysql://, mariadb://, postgres://, sandbox:...)")
	fs.StringVar(&fixID, "fix", "", "only the tests of this fix")
	fs.DurationVar(&timeout, "timeout", 10*time.Second, "limit on each statement")
	fs.BoolVar(&allowShared, "allow-shared", false, "run the generated tests on a server reaper does not manage")
	return cmd
}

func runSiblingsCheck(e *env, db string, target dialect.Target, fixID string, asJSON bool, timeout time.Duration, allowShared bool) int {
	if msg := campaign.SharedTarget(target, allowShared); msg != "" {
		return badUsage(e, "siblings check", msg)
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "siblings", err)
	}
	defer st.Close()
	sets, err := st.ListSiblingSets(e.ctx)
	if err != nil {
		return fail(e, "siblings", err)
	}
	family := target.Dialect()
	var tests []sibling.Test
	other := 0
	for _, s := range sets {
		if fixID != "" && !strings.HasPrefix(s.FixID, fixID) {
			continue
		}
		for _, t := range s.Tests {
			if t.Dialect.OrDefault() == family {
				tests = append(tests, t)
			} else {
				other++
			}
		}
	}
	if len(tests) == 0 {
		return fail(e, "siblings", fmt.Errorf("%s holds no %s sibling tests to check (%d of other dialects): run `reaper siblings --all` first", db, family, other))
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "siblings", err)
	}
	defer tg.Close()
	v, outcomes, err := sibling.Check(e.ctx, tg, tests, dbms.RunOptions{StatementTimeout: timeout})
	if asJSON {
		if werr := writeJSON(e.stdout, map[string]any{"validity": v, "outcomes": outcomes, "other_dialects": other}); werr != nil {
			return fail(e, "siblings", werr)
		}
	} else {
		w := safeWriter{e.stdout}
		fmt.Fprintf(w, "%s on %s (%d of other dialects left out)\n", tally.Plural(v.Tests, string(family)+" sibling test", string(family)+" sibling tests"), target, other)
		fmt.Fprintf(w, "  ran                  %5d\n", v.Ran)
		fmt.Fprintf(w, "  syntactically valid  %5d  %s of those that ran\n", v.Syntactic, percent(v.Syntactic, v.Ran))
		fmt.Fprintf(w, "  semantically valid   %5d  %s of those that ran\n", v.Semantic, percent(v.Semantic, v.Ran))
		if top := v.Reasons.Top(10); len(top) > 0 {
			fmt.Fprintln(w, "top reasons a test was invalid or did not run:")
			for _, r := range top {
				fmt.Fprintf(w, "  %5d  %s\n", r.Count, oneLine(r.Reason, 110))
			}
		}
	}
	if err != nil {
		return fail(e, "siblings", err)
	}
	return exitOK
}
