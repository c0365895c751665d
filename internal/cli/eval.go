package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/eval"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
)

func newEvalCmd(e *env) *cobra.Command {
	var db, benchmark string
	var asJSON bool
	var bf *campaign.Brain
	cmd := &cobra.Command{
		Use:   "eval --benchmark FILE",
		Short: "measure a stage against a labeled set",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runEvalBenchmark(e, db, benchmark, asJSON, bf))
		},
	}
	addStoreFlags(cmd.PersistentFlags(), &db, &asJSON)
	cmd.Flags().StringVar(&benchmark, "benchmark", "", "the labeled candidates: JSONL, one record a line (profile, sibling test, executions, label)")
	bf = addBrainFlags(cmd.Flags())

	var labelsPath, set string
	profiles := &cobra.Command{
		Use:   "profiles --labels FILE",
		Short: "measure the stored profiles against a labeled set",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runEvalProfiles(e, db, labelsPath, set, asJSON))
		},
	}
	profiles.Flags().StringVar(&labelsPath, "labels", "", "the labeled set: JSONL, one fix a line with its commit and n_fault")
	profiles.Flags().StringVar(&set, "set", "", "only the labels of this part of the set (dev, holdout)")
	cmd.AddCommand(profiles, newEvalPrecisionCmd(e, &db, &asJSON), newEvalRecallCmd(e, &db, &asJSON), newEvalTimeTravelCmd(e, &db, &asJSON))
	return cmd
}

func newEvalPrecisionCmd(e *env, db *string, asJSON *bool) *cobra.Command {
	var labelsPath, set string
	var target dialect.Target
	cmd := &cobra.Command{
		Use:   "precision --labels FILE",
		Short: "the share of the store's bugs that blind triage labels judge real: overall, per kind, in the top 20",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runEvalPrecision(e, *db, labelsPath, target, set, *asJSON))
		},
	}
	cmd.Flags().StringVar(&labelsPath, "labels", "", "the triage labels: JSONL, one judged bug a line (docs/commands.md: reaper eval precision)")
	targetFlag(cmd, &target, "target", "", "only the bugs found on this target")
	choiceFlag(cmd, &set, "set", "", []string{eval.SetDev, eval.SetHoldout}, "only the labels of this part of the set (a label without a set: by its fix's hash)")
	return cmd
}

// runEvalPrecision is `reaper eval precision`: the bugs of the campaign in the store, as `bugs
// list` reads them, against blind triage labels (eval.Precision).
func runEvalPrecision(e *env, db, labelsPath string, target dialect.Target, set string, asJSON bool) int {
	if labelsPath == "" {
		return badUsage(e, "eval precision", "give --labels FILE")
	}
	f, err := os.Open(labelsPath)
	if err != nil {
		return fail(e, "eval precision", fmt.Errorf("labels: %v", err))
	}
	labels, err := eval.ReadPrecisionLabels(f, labelsPath)
	f.Close()
	if err != nil {
		return fail(e, "eval precision", err)
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "eval precision", err)
	}
	defer st.Close()
	vals, _, bugs, err := campaignBugs(e, st, target)
	if err != nil {
		return fail(e, "eval precision", err)
	}
	if len(bugs) == 0 {
		on := ""
		if target.Redacted() != "" {
			on = fmt.Sprintf(" on target %q", target.Redacted())
		}
		return fail(e, "eval precision", fmt.Errorf("%s holds no bugs%s: run `reaper hunt` (or `reaper validate`) first, or give the campaign's --db and --target", db, on))
	}
	statements := map[string]string{}
	for _, v := range vals {
		statements[v.Verdict.TestID] = v.Input.Test.SQL
	}
	rep := eval.Precision(bugs, statements, labels, set)
	rep.Builds = buildsOf(vals)
	if set != "" && rep.Labels == 0 {
		return fail(e, "eval precision", fmt.Errorf("%s has no labels in set %q", labelsPath, set))
	}
	if asJSON {
		if err := writeJSON(e.stdout, rep); err != nil {
			return fail(e, "eval precision", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	inSet := ""
	if set != "" {
		inSet = fmt.Sprintf(", %d in set %s", rep.Labels, set)
	}
	fmt.Fprintf(w, "bugs in the store      %d%s\n", rep.Overall.Bugs, foundOn(rep.Builds))
	fmt.Fprintf(w, "labels read            %d%s\n", rep.LabelsRead, inSet)
	fmt.Fprintf(w, "labels matched         %d, to %d bugs\n", rep.LabelsMatched, rep.Overall.Labeled)
	fmt.Fprintf(w, "bugs no label covers   %d  (%s of the store's bugs)\n", rep.Overall.Bugs-rep.Overall.Labeled, percent(rep.Overall.Bugs-rep.Overall.Labeled, rep.Overall.Bugs))
	fmt.Fprintf(w, "precision              %s\n", tallyLine(rep.Overall))
	for _, k := range rep.ByKind {
		fmt.Fprintf(w, "  %-20s %s  (of %d bugs)\n", k.Kind, tallyLine(k.Tally), k.Bugs)
	}
	fmt.Fprintf(w, "top %d by score        %s  (%d of these %d bugs labeled)\n", eval.TopN, tallyLine(rep.Top), rep.Top.Labeled, rep.Top.Bugs)
	kindsRight := "-"
	if rep.KindsJudged > 0 {
		kindsRight = percent(rep.KindsRight, rep.KindsJudged)
	}
	fmt.Fprintf(w, "kinds right            %-6s %d of the %d labeled bugs whose labels name a kind\n", kindsRight, rep.KindsRight, rep.KindsJudged)
	fmt.Fprintf(w, "root causes            %d among the matched real labels  (%d among all real labels read)\n", rep.RootCauses, rep.RootCausesRead)
	fmt.Fprintf(w, "labels without a bug   %d\n", len(rep.Unmatched))
	fmt.Fprintf(w, "  real labels without a bug (lost)          %d\n", rep.Lost)
	fmt.Fprintf(w, "  not-real labels without a bug (removed)   %d\n", rep.Removed)
	fmt.Fprintf(w, "  uncertain labels without a bug            %d\n", rep.UnmatchedUncertain)
	if len(rep.Unmatched) > 0 {
		fmt.Fprintf(w, "labels without a bug (id, fix, verdict, statement):\n")
		for _, l := range rep.Unmatched {
			fmt.Fprintf(w, "  %-12s %-12s %-9s %s\n", orDash(l.Bug), shortID(l.Fix), l.Verdict, oneLine(l.Statement, 100))
		}
	}
	return exitOK
}

// tallyLine shows a tally's verdicts and its precision, or that no labeled bug has a verdict.
func tallyLine(t eval.Tally) string {
	p := "-"
	if t.Real+t.NotReal > 0 {
		p = percent(t.Real, t.Real+t.NotReal)
	}
	return fmt.Sprintf("%-6s %d real, %d not real, %d uncertain", p, t.Real, t.NotReal, t.Uncertain)
}

func runEvalProfiles(e *env, db, labelsPath, set string, asJSON bool) int {
	if labelsPath == "" {
		return badUsage(e, "eval profiles", "give --labels FILE")
	}
	f, err := os.Open(labelsPath)
	if err != nil {
		return fail(e, "eval", fmt.Errorf("labels: %w", err))
	}
	defer f.Close()
	labels, err := profile.ReadLabels(f, labelsPath)
	if err != nil {
		return fail(e, "eval", err)
	}
	if set != "" {
		var kept []profile.Label
		for _, l := range labels {
			if l.Set == set {
				kept = append(kept, l)
			}
		}
		if len(kept) == 0 {
			return fail(e, "eval", fmt.Errorf("%s has no labels in set %q", labelsPath, set))
		}
		labels = kept
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "eval", err)
	}
	defer st.Close()
	ps, err := st.ListProfiles(e.ctx, store.ProfileFilter{})
	if err != nil {
		return fail(e, "eval", err)
	}
	byID := map[string]*profile.Profile{}
	for _, p := range ps {
		byID[p.FixID] = p
	}
	rep := profile.Score(labels, byID)
	if rep.Profiled == 0 {
		return fail(e, "eval", fmt.Errorf("none of the %d labeled fixes has a profile in %s: mine or import them, then run `reaper profile`", len(labels), db))
	}
	if asJSON {
		if err := writeJSON(e.stdout, rep); err != nil {
			return fail(e, "eval", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "labeled fixes          %d, profiled %d\n", rep.Labels, rep.Profiled)
	fmt.Fprintf(w, "accepted               %d  (%s of profiled)\n", rep.Accepted, percent(rep.Accepted, rep.Profiled))
	fmt.Fprintf(w, "  n_fault right        %d  (%s of accepted; %s of the %d whose label names a construct)\n", rep.Correct,
		percent(rep.Correct, rep.Accepted), percent(rep.Correct, rep.AcceptedFault), rep.AcceptedFault)
	fmt.Fprintf(w, "  class right          %d  (%s of accepted)\n", rep.ClassRight, percent(rep.ClassRight, rep.Accepted))
	fmt.Fprintf(w, "dropped (abstained)    %d  (%s of profiled; %d had no construct at fault)\n", rep.Dropped, percent(rep.Dropped, rep.Profiled), rep.DroppedRight)
	fmt.Fprintf(w, "right over all profiled: %s (accepted and right, or dropped with no construct at fault)\n",
		percent(rep.Correct+rep.DroppedRight, rep.Profiled))
	fmt.Fprintf(w, "single-view baselines, first-ranked construct of one analyzer alone:\n")
	fmt.Fprintf(w, "  query analyzer       %d  (%s of profiled)\n", rep.SingleQuery, percent(rep.SingleQuery, rep.Profiled))
	fmt.Fprintf(w, "  patch analyzer       %d  (%s of profiled)\n", rep.SinglePatch, percent(rep.SinglePatch, rep.Profiled))
	for _, m := range rep.Misses {
		fmt.Fprintf(w, "miss %s: got %s, labeled %s\n", shortID(m.Commit), m.Got, orDash(m.Want))
	}
	return exitOK
}
