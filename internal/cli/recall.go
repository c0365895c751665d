package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/eval"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/export"
)

func newEvalRecallCmd(e *env, db *string, asJSON *bool) *cobra.Command {
	var labelsPath, fixesPath, repo, until, cloneDir string
	var target dialect.Target
	var ref reference
	var allowShared bool
	cmd := &cobra.Command{
		Use:   "recall --labels FILE",
		Short: "the funnel of a label set over the campaign in the store",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runEvalRecall(e, *db, labelsPath, fixesPath, target, ref, repo, until, cloneDir, *asJSON, allowShared))
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&repo, "repo", "", "the campaign's repository, read for the commits the miner passes over (the funnel's \"fix not mined\")")
	fs.StringVar(&until, "until", "HEAD", "with --repo, the revision the campaign mined up to")
	fs.StringVar(&cloneDir, "clone-dir", "reaper-repos", "with a --repo URL, where it is cloned")
	fs.StringVar(&labelsPath, "labels", "", "the labels: JSONL, one sibling a line (docs/commands.md: reaper eval recall)")
	targetFlag(cmd, &target, "target", campaign.DefaultTarget, "the target the campaign ran on (its validations are read)")
	fs.StringVar(&fixesPath, "fixes", "", "fix records (reaper import's JSONL) to import and run the default campaign on first")
	fs.BoolVar(&allowShared, "allow-shared", false, "with --fixes, run the generated tests on a server reaper does not manage")
	referenceFlag(cmd, &ref, "with --fixes, also run every sibling test on this engine")
	return cmd
}

// runEvalRecall is `reaper eval recall`: the funnel of a label set over the campaign in the
// store, after importing the labels' fixes and running the default campaign on them when
// --fixes is given.
func runEvalRecall(e *env, db, labelsPath, fixesPath string, target dialect.Target, ref reference, repo, until, cloneDir string, asJSON, allowShared bool) int {
	if labelsPath == "" {
		return badUsage(e, "eval recall", "give --labels FILE")
	}
	labels, err := readLabelFile(labelsPath)
	if err != nil {
		return fail(e, "eval recall", err)
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "eval recall", err)
	}
	defer st.Close()
	start := time.Now()
	var camp *campaign.Summary
	if fixesPath != "" {
		f, err := os.Open(fixesPath)
		if err != nil {
			return fail(e, "eval recall", fmt.Errorf("--fixes: %v", err))
		}
		recs, bad, err := corpus.ImportJSONL(f)
		f.Close()
		if err != nil {
			return fail(e, "eval recall", fmt.Errorf("%s: %v", fixesPath, err))
		}
		if len(bad) > 0 {
			return fail(e, "eval recall", fmt.Errorf("%s: %v; correct the record and run again", fixesPath, bad[0]))
		}
		for _, r := range recs {
			if err := st.PutFix(e.ctx, r); err != nil {
				return fail(e, "eval recall", err)
			}
		}
		opts := campaign.Options{Target: target, AllowShared: allowShared, Reference: sayReference(e, "eval recall", ref, target)}
		if err := opts.Validate(); err != nil {
			return badUsage(e, "eval recall", err.Error())
		}
		progress, finish := campaignProgress(e, false)
		camp, err = campaign.Run(e.ctx, st, opts, progress)
		finish()
		if err != nil {
			return fail(e, "eval recall", err)
		}
	}
	var passed []*corpus.FixRecord
	if repo != "" {
		if passed, err = campaign.PassedOver(e.ctx, corpus.MineOptions{Repo: repo, Until: until, CloneDir: cloneDir}); err != nil {
			return fail(e, "eval recall", err)
		}
	}
	rep, err := campaign.Recall(e.ctx, st, target, labels, passed)
	if err != nil {
		return fail(e, "eval recall", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, rep); err != nil {
			return fail(e, "eval recall", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	if camp != nil {
		fmt.Fprintf(w, "campaign on %s: %s, %s, %s (%s)\n", camp.Target, tally.Plural(camp.Campaign.Fixes, "fix", "fixes"),
			tally.Plural(camp.Campaign.Tests, "test", "tests"), tally.Plural(len(camp.Campaign.Candidates), "candidate", "candidates"), camp.Duration.Round(time.Millisecond))
	}
	printFunnel(w, rep)
	fmt.Fprintf(w, "took %s\n", time.Since(start).Round(time.Millisecond))
	return exitOK
}

func newEvalTimeTravelCmd(e *env, db *string, asJSON *bool) *cobra.Command {
	var out, since string
	var opts campaign.TimeTravelOptions
	var ref reference
	cmd := &cobra.Command{
		Use:   "timetravel --repo PATH --at REV",
		Short: "measure recall on the bugs the fixes after a release show it still has",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runEvalTimeTravel(e, *db, out, since, *asJSON, opts, ref))
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&opts.Repo, "repo", "", "the repository: a local clone (bare or not) or a URL")
	fs.StringVar(&opts.At, "at", "", "the release the target is (a tag, branch or commit)")
	fs.StringVar(&opts.Until, "until", "HEAD", "the end of the history after the release")
	fs.StringVar(&since, "since", "", "run the campaign over the fixes after this date (2006-01-02 or RFC 3339) up to the release only, a lower bound on recall over a long history (default: the whole history up to it)")
	targetFlag(cmd, &opts.Target, "target", campaign.DefaultTarget, "the release, running (gms: is the go-mysql-server this reaper was built with, go.mod)")
	fs.StringVar(&opts.CloneDir, "clone-dir", "", "where a --repo URL is cloned (default: reaper-repos beside --db)")
	fs.BoolVar(&opts.AllowShared, "allow-shared", false, "run the tests on a server reaper does not manage")
	fs.DurationVar(&opts.Timeout, "timeout", 10*time.Second, "limit on each statement")
	fs.BoolVar(&opts.NoCampaign, "labels-only", false, "derive the labels only: no campaign, no funnel")
	referenceFlag(cmd, &ref, "also run the campaign's sibling tests on this engine")
	differentialFlag(cmd, &opts.Differential, "also run the campaign's sibling tests on this other release of the target's engine")
	fs.StringVar(&out, "labels-out", "", "write the labels to this `FILE` (JSONL), for reaper eval recall --labels")
	return cmd
}

// runEvalTimeTravel is `reaper eval timetravel`.
func runEvalTimeTravel(e *env, db, out, since string, asJSON bool, opts campaign.TimeTravelOptions, ref reference) int {
	if opts.Repo == "" || opts.At == "" {
		return badUsage(e, "eval timetravel", "give --repo PATH and --at REV")
	}
	if since != "" {
		t, err := parseDate(since)
		if err != nil {
			return badUsage(e, "eval timetravel", fmt.Sprintf("--since %q: use 2006-01-02 or RFC 3339", since))
		}
		opts.Since = t
	}
	if !opts.NoCampaign {
		opts.Reference = sayReference(e, "eval timetravel", ref, opts.Target)
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "eval timetravel", err)
	}
	defer st.Close()
	rep, err := campaign.TimeTravel(e.ctx, st, opts, func(s string) { fmt.Fprintf(e.stderr, "%s ...\n", s) })
	if err != nil {
		return fail(e, "eval timetravel", err)
	}
	if out != "" {
		if err := writeLabelFile(out, rep.Labels.Labels); err != nil {
			return fail(e, "eval timetravel", err)
		}
	}
	if asJSON {
		if err := writeJSON(e.stdout, rep); err != nil {
			return fail(e, "eval timetravel", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	d := rep.Labels
	fmt.Fprintf(w, "time travel to %s on %s (%s): %s after it walked, %d fixes and passed-over commits with tests run\n",
		rep.At, rep.Target, rep.Version, tally.Plural(rep.After.Walked, "commit", "commits"), d.Fixes)
	fmt.Fprintf(w, "labels kept           %d\n", len(d.Labels))
	for _, c := range d.DropCounts() {
		fmt.Fprintf(w, "dropped: %-40s %d\n", c.Name, c.Count)
	}
	byKind := map[string]int{}
	for _, l := range d.Labels {
		byKind[l.Kind()]++
	}
	fmt.Fprintf(w, "labels by kind        crash %d, error %d, wrong_result %d\n", byKind[eval.KindCrash], byKind[eval.KindError], byKind[eval.KindWrongResult])
	if out != "" {
		fmt.Fprintf(w, "labels written to %s\n", out)
	}
	if rep.Recall != nil {
		c := rep.Campaign.Campaign
		fmt.Fprintf(w, "campaign up to %s: %s, %s, %s\n", rep.At, tally.Plural(c.Fixes, "fix", "fixes"), tally.Plural(c.Tests, "test", "tests"),
			tally.Plural(len(c.Candidates), "candidate", "candidates"))
		printFunnel(w, rep.Recall)
	}
	var steps []string
	for _, k := range []string{"mine after", "profile after", "labels", "campaign", "funnel"} {
		if t, ok := rep.Timings[k]; ok {
			steps = append(steps, k+" "+t)
		}
	}
	fmt.Fprintf(w, "took: %s\n", strings.Join(steps, ", "))
	return exitOK
}

// printFunnel prints the stage counts, recall and false reports, the candidates, and each
// label's end.
func printFunnel(w io.Writer, r *eval.Report) {
	fmt.Fprintf(w, "recall                %d of %d live labels (%s); false reports %d of %d negatives\n", r.Found, r.Live,
		percent(r.Found, r.Live), r.FalseReports, r.Negatives)
	for _, p := range r.Parts {
		fmt.Fprintf(w, "  %-19s %d of %d live labels (%s); false reports %d of %d negatives\n", p.Set, p.Found, p.Live,
			percent(p.Found, p.Live), p.FalseReports, p.Negatives)
	}
	fmt.Fprintf(w, "candidates            %d: %d confirmed by a label, %d no label explains\n", r.Candidates, len(r.Confirmed), len(r.Unexplained))
	if len(r.Confirmed) > 0 {
		fmt.Fprintf(w, "confirmed             %s\n", strings.Join(r.Confirmed, " "))
	}
	fmt.Fprintln(w, "funnel (live labels / negatives, by the stage each ends at):")
	for i, s := range r.Stages {
		fmt.Fprintf(w, "  %-34s %4d / %d\n", s.Name, s.Count, r.NegativeStages[i].Count)
	}
	for _, o := range r.Outcomes {
		mark := "live"
		if !o.Live {
			mark = "neg "
		}
		inside := ""
		if len(o.Inside) > 0 {
			inside = " (inside the fix's construct: " + strings.Join(o.Inside, ", ") + ")"
		}
		fmt.Fprintf(w, "%s %-7s %-34s %s [%s %s]: %s%s\n", mark, o.Set, o.Stage, o.Label, o.Construct, o.Kind, o.Reason, inside)
	}
}

func readLabelFile(path string) ([]eval.Label, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("labels: %v", err)
	}
	defer f.Close()
	return eval.ReadLabels(f, path)
}

// writeLabelFile writes the labels the way export writes its files: never through a link
// planted at path.
func writeLabelFile(path string, labels []eval.Label) error {
	var b bytes.Buffer
	if err := eval.WriteLabels(&b, labels); err != nil {
		return fmt.Errorf("--labels-out %s: %v", path, err)
	}
	if err := export.WriteFile(path, b.Bytes()); err != nil {
		return fmt.Errorf("--labels-out: %v", err)
	}
	return nil
}
