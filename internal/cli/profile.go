package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
)

// profileFlags are profile's flags.
type profileFlags struct {
	db, fixID         string
	target            dialect.Target
	asJSON, all, redo bool
	opts              profile.Options
	workers           int
	bf                *campaign.Brain
}

func newProfileCmd(e *env) *cobra.Command {
	var f profileFlags
	cmd := &cobra.Command{
		Use:   "profile (--all | --fix ID) [--redo]",
		Short: "turn stored fixes into bug profiles (n_fault, S_key, P_fail, C_fix, O_fix)",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runProfile(e, f))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &f.db, &f.asJSON)
	fs.StringVar(&f.fixID, "fix", "", "profile this fix (an id or a unique prefix)")
	fs.BoolVar(&f.all, "all", false, "profile every stored fix whose profile is missing or made from other inputs (fix record, brain, model, --rounds)")
	fs.BoolVar(&f.redo, "redo", false, "profile again the fixes whose profile was made from the same inputs")
	fs.IntVar(&f.opts.MaxRounds, "rounds", 0, "rounds of analysis and re-analysis before a disagreement drops a fix (default 3)")
	fs.IntVar(&f.workers, "workers", 4, "fixes profiled at once")
	targetFlag(cmd, &f.target, "target", "", "with the rules brain: add this target's built-in functions (its catalog) to the construct vocabulary")
	f.bf = addBrainFlags(fs)
	return cmd
}

func runProfile(e *env, f profileFlags) int {
	db, asJSON, all, fixID, opts, workers, target, bf := f.db, f.asJSON, f.all, f.fixID, f.opts, f.workers, f.target, f.bf
	if (fixID == "") == !all {
		return badUsage(e, "profile", "give --fix ID or --all")
	}
	if err := opts.Validate(); err != nil {
		return badUsage(e, "profile", err.Error())
	}
	if workers < 1 {
		return badUsage(e, "profile", "--workers must be at least 1")
	}
	if err := bf.Validate(); err != nil {
		return badUsage(e, "profile", err.Error())
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "profile", err)
	}
	defer st.Close()
	stage := campaign.NewProfileStage(st, *bf, opts)
	fixes, already, err := stage.Pending(e.ctx, campaign.Units{Fix: fixID, Redo: f.redo})
	if err != nil {
		return fail(e, "profile", err)
	}
	if len(fixes)+already == 0 {
		return fail(e, "profile", fmt.Errorf("%s holds no fixes: run `reaper mine` or `reaper import` first", db))
	}
	usage := func() campaign.Usage { return campaign.Usage{} }
	if len(fixes) > 0 {
		c, u, err := bf.Client(e.ctx, st)
		if err != nil {
			return fail(e, "profile", err)
		}
		usage = u
		// The rules brain knows the target's functions when it has one.
		var functions func(context.Context) ([]string, error)
		if !target.IsZero() {
			functions = func(ctx context.Context) ([]string, error) {
				catalog, err := campaign.Catalog(ctx, target)
				if err != nil {
					return nil, fmt.Errorf("--target: %w", err)
				}
				var names []string
				for _, f := range catalog.Functions {
					names = append(names, f.Name)
				}
				return names, nil
			}
		}
		if err := stage.Prepare(e.ctx, c, functions); err != nil {
			return fail(e, "profile", err)
		}
	}

	var out []*profile.Profile
	w := safeWriter{e.stdout}
	stats, firstErr := stage.DoAll(e.ctx, fixes, workers, func(p *profile.Profile, f *corpus.FixRecord) {
		// Only --json prints them all at the end; a text run prints each as it comes.
		if asJSON {
			out = append(out, p)
		} else {
			printProfileLine(w, p, f.Title)
		}
	})
	tokens := usage()
	if asJSON {
		if out == nil {
			out = []*profile.Profile{}
		}
		if err := writeJSON(e.stdout, map[string]any{"profiles": out, "stats": stats, "usage": tokens}); err != nil {
			return fail(e, "profile", err)
		}
	} else {
		printStats(w, stats, bf, tokens)
		if already > 0 {
			fmt.Fprintf(w, "  %s profiled from the same inputs before, not again (--redo profiles them again)\n", tally.Plural(already, "fix", "fixes"))
		}
	}
	if firstErr != nil {
		if errors.Is(firstErr, e.ctx.Err()) && e.ctx.Err() != nil {
			firstErr = fmt.Errorf("interrupted: the %s above stored; run again to go on", tally.Plural(len(out), "profile is", "profiles are"))
		}
		return fail(e, "profile", firstErr)
	}
	return exitOK
}

func printProfileLine(w io.Writer, p *profile.Profile, title string) {
	fault := p.Trigger.Fault
	if p.Status == profile.Dropped {
		fault = "-"
	}
	fmt.Fprintf(w, "%-12s  %-8s  %-8s  %-24s  %-12s  %s\n", shortID(p.FixID), p.Status, p.Provenance.Outcome,
		oneLine(fault, 24), p.Validation.Failure.Class, oneLine(title, 60))
	if p.Status == profile.Dropped {
		fmt.Fprintf(w, "%14s%s\n", "", oneLine(p.Reason, 110))
	}
}

func percent(n, of int) string {
	if of == 0 {
		return "0%"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(of))
}

func printStats(w io.Writer, s profile.Stats, brain *campaign.Brain, u campaign.Usage) {
	who := brain.Name()
	if brain.Model() != "" {
		who += ", " + brain.Model()
	}
	fmt.Fprintf(w, "\nprofiled %s (%s)\n", tally.Plural(s.Profiles, "fix", "fixes"), who)
	analyzed := s.Profiles - s.Skipped
	fmt.Fprintf(w, "  analyzers agreed at once   %5d  %s\n", s.Agreed, percent(s.Agreed, analyzed))
	fmt.Fprintf(w, "  agreed after re-analysis   %5d  %s\n", s.Resolved, percent(s.Resolved, analyzed))
	fmt.Fprintf(w, "  dropped, still disagreeing %5d  %s\n", s.Dropped, percent(s.Dropped, analyzed))
	if s.Single > 0 {
		fmt.Fprintf(w, "  query side only           %5d  %s\n", s.Single, percent(s.Single, analyzed))
	}
	if s.Skipped > 0 {
		fmt.Fprintf(w, "  skipped (no test; budget)  %5d\n", s.Skipped)
	}
	if u.Calls > 0 || u.CachedCalls > 0 {
		fmt.Fprintf(w, "  model calls %d (%d answered from the cache), tokens %d, cost $%.4f\n", u.Calls, u.CachedCalls, u.Tokens, u.Cost)
	}
}

func newProfilesCmd(e *env) *cobra.Command {
	var db string
	var asJSON bool
	var filter store.ProfileFilter
	list := &cobra.Command{
		Use:   "list",
		Short: "list the stored profiles with the agreement figures",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runProfiles(e, db, asJSON, filter, "list", nil))
		},
	}
	choiceFlag(list, &filter.Status, "status", "", []string{profile.Accepted, profile.Dropped}, "only profiles with this status")
	choiceFlag(list, &filter.Brain, "brain", "", []string{"rules", "llm"}, "only profiles made by this brain")
	show := &cobra.Command{
		Use:   "show FIX",
		Short: "show a fix's profile, its candidates and each round's findings",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runProfiles(e, db, asJSON, filter, "show", args))
		},
	}
	g := group("profiles", "list or show stored bug profiles", "use `reaper profiles list` or `reaper profiles show FIX`", list, show)
	addStoreFlags(g.PersistentFlags(), &db, &asJSON)
	return g
}

func runProfiles(e *env, db string, asJSON bool, filter store.ProfileFilter, sub string, args []string) int {
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "profiles", err)
	}
	defer st.Close()
	w := safeWriter{e.stdout}
	if sub == "list" {
		ps, err := st.ListProfiles(e.ctx, filter)
		if err != nil {
			return fail(e, "profiles", err)
		}
		if asJSON {
			if ps == nil {
				ps = []*profile.Profile{}
			}
			if err := writeJSON(e.stdout, ps); err != nil {
				return fail(e, "profiles", err)
			}
			return exitOK
		}
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "FIX\tSTATUS\tOUTCOME\tN_FAULT\tCLASS\tORACLE\tBRAIN")
		for _, p := range ps {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", shortID(p.FixID), p.Status, p.Provenance.Outcome,
				oneLine(orDash(p.Trigger.Fault), 28), orDash(p.Validation.Failure.Class), orDash(p.Validation.Oracle.Kind), p.Provenance.Brain)
		}
		tw.Flush()
		var stats profile.Stats
		for _, p := range ps {
			stats.Add(p)
		}
		analyzed := stats.Profiles - stats.Skipped
		fmt.Fprintf(w, "\n%s: agreed at once %s, after re-analysis %s, dropped %s, query side only %s, skipped %d\n",
			tally.Plural(stats.Profiles, "profile", "profiles"), percent(stats.Agreed, analyzed), percent(stats.Resolved, analyzed), percent(stats.Dropped, analyzed),
			percent(stats.Single, analyzed), stats.Skipped)
		return exitOK
	}
	if len(args) != 1 {
		return badUsage(e, "profiles show", "give one fix id (or a unique prefix)")
	}
	p, err := st.GetProfile(e.ctx, args[0])
	if err != nil {
		return fail(e, "profiles", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, p); err != nil {
			return fail(e, "profiles", err)
		}
		return exitOK
	}
	printProfile(w, p)
	return exitOK
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func printProfile(w io.Writer, p *profile.Profile) {
	who := p.Provenance.Brain
	if p.Provenance.Model != "" {
		who += " (" + p.Provenance.Model + ")"
	}
	fmt.Fprintf(w, "profile of fix %s  (%s, %s: %s)\n", p.FixID, who, p.Status, p.Provenance.Outcome)
	if p.Reason != "" {
		fmt.Fprintf(w, "reason  %s\n", p.Reason)
	}
	if p.Status == profile.Accepted {
		fmt.Fprintf(w, "\ntrigger profile\n  n_fault  %s\n  S_key    %s\n  S_orig   %s (%s): %d setup, %d statements\n",
			p.Trigger.Fault, oneLine(p.Trigger.Key.SQL, 200), p.Trigger.Orig.File, p.Trigger.Orig.Name,
			len(p.Trigger.Orig.Setup), len(p.Trigger.Orig.Statements))
		v := p.Validation
		fmt.Fprintf(w, "\nvalidation profile\n  P_fail   [%s] %s\n", v.Failure.Class, v.Failure.Pattern)
		if v.Failure.Error != "" {
			fmt.Fprintf(w, "           error: %s\n", v.Failure.Error)
		}
		fmt.Fprintf(w, "  C_fix    %s\n  O_fix    [%s] %s\n", v.Criterion, v.Oracle.Kind, v.Oracle.Condition)
	}
	if len(p.Candidates) > 0 {
		fmt.Fprintln(w, "\ncandidates")
		for _, c := range p.Candidates {
			fmt.Fprintf(w, "  %-28s %5.2f  %s\n", c.Construct, c.Score, strings.Join(c.Evidence, "; "))
		}
	}
	fmt.Fprintln(w, "\nrounds")
	for i, r := range p.Provenance.Rounds {
		verdict := "agree"
		if !r.Agree {
			verdict = "disagree: " + r.Reason
		}
		fmt.Fprintf(w, "  %d. %s\n", i+1, verdict)
		if r.Query != nil {
			fmt.Fprintf(w, "     query: %s — %s\n", orDash(r.Query.Fault), r.Query.Reasoning)
		}
		if r.Patch != nil {
			fmt.Fprintf(w, "     patch: %s — %s\n", orDash(r.Patch.Fault), r.Patch.Reasoning)
		}
	}
	for _, n := range p.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
}

// addBrainFlags maps the brain flags of the profile and validate stages onto campaign.Brain.
func addBrainFlags(fs *pflag.FlagSet) *campaign.Brain {
	b := &campaign.Brain{}
	fs.BoolVar(&b.Offline, "offline", false, "use the rules brain even when an LLM endpoint is configured")
	fs.StringVar(&b.LLM.BaseURL, "llm-base-url", "", "OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 (default $OPENAI_BASE_URL; none: the rules brain)")
	fs.StringVar(&b.LLM.Model, "model", "", "the model the LLM brain calls")
	fs.IntVar(&b.LLM.Concurrency, "llm-concurrency", 4, "LLM calls in flight at once")
	fs.DurationVar(&b.LLM.Timeout, "llm-timeout", 2*time.Minute, "limit on one LLM call")
	fs.IntVar(&b.LLM.MaxTokens, "max-tokens", 0, "stop once the LLM calls have spent this many tokens (0: no limit)")
	fs.Float64Var(&b.LLM.MaxCost, "max-cost", 0, "stop once the LLM calls have cost this many dollars (0: no limit; needs --price-in/--price-out)")
	fs.Float64Var(&b.LLM.PriceIn, "price-in", 0, "dollars per million prompt tokens, for --max-cost and the cost report")
	fs.Float64Var(&b.LLM.PriceOut, "price-out", 0, "dollars per million completion tokens")
	return b
}
