package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

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
	cmd.AddCommand(profiles, newEvalRecallCmd(e, &db, &asJSON), newEvalTimeTravelCmd(e, &db, &asJSON))
	return cmd
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
	st, err := openStore(e, db)
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
