package cli

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/campaign"
)

func newMineCmd(e *env) *cobra.Command {
	var db, since string
	var asJSON bool
	var opts corpus.MineOptions
	cmd := &cobra.Command{
		Use:   "mine --repo PATH|URL",
		Short: "mine a repository's fix history into the store",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runMine(e, db, since, asJSON, opts))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &db, &asJSON)
	fs.StringVar(&opts.Repo, "repo", "", "repository to mine: a local clone (bare or not) or a URL to clone")
	fs.StringVar(&since, "since", "", "only commits after this date (2006-01-02 or RFC 3339)")
	fs.StringVar(&opts.Until, "until", "HEAD", "revision to walk back from")
	choiceFlag(cmd, &opts.Layout, "layout", corpus.LayoutAuto, corpus.Layouts, "the test layout; auto finds them in the tree")
	fs.IntVar(&opts.Workers, "workers", 0, "commits analysed at once (default: number of CPUs)")
	fs.IntVar(&opts.Limit, "limit", 0, "stop after this many new fixes are kept (0: no limit)")
	fs.IntVar(&opts.MaxPatchBytes, "max-patch-bytes", 256<<10, "cap on the diff text kept per fix")
	fs.IntVar(&opts.MaxTestBytes, "max-test-bytes", 4<<20, "test files larger than this are not read")
	fs.StringVar(&opts.CloneDir, "clone-dir", "", "where a --repo URL is cloned (default: reaper-repos beside --db)")
	fs.BoolVar(&opts.Corrections, "corrections", true, "also keep commits of the branch itself whose message names no fix when their tests add an error expectation or their patch adds a guard, unless their title calls them new work (--corrections=false: fix words and bug ids only)")
	return cmd
}

func runMine(e *env, db, since string, asJSON bool, opts corpus.MineOptions) int {
	if opts.Repo == "" {
		return badUsage(e, "mine", "--repo is required")
	}
	if since != "" {
		t, err := parseDate(since)
		if err != nil {
			return badUsage(e, "mine", fmt.Sprintf("--since %q: use 2006-01-02 or RFC 3339", since))
		}
		opts.Since = t
	}
	if opts.CloneDir == "" {
		opts.CloneDir = filepath.Join(filepath.Dir(db), "reaper-repos")
	}
	if err := opts.Validate(); err != nil {
		return badUsage(e, "mine", err.Error())
	}

	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "mine", err)
	}
	defer st.Close()
	done, err := st.MinedCommits(e.ctx)
	if err != nil {
		return fail(e, "mine", err)
	}
	opts.Done = func(c string) bool { return done[c] }

	// Results are stored even while the run is being interrupted: what was analysed is kept.
	saveCtx := context.WithoutCancel(e.ctx)
	emit := func(batch []corpus.Result) error { return st.SaveMined(saveCtx, batch) }
	line := newProgress(e, campaign.StageMine)
	line.unit, line.kept = "commits", true
	sum, err := corpus.Mine(e.ctx, opts, emit, func(p corpus.Progress) { line.show(p.Done, p.Total, p.Kept, p.Elapsed) })
	line.end()
	if err != nil {
		// A store this run made and left empty (a clone that failed) is not left behind.
		st.Discard(saveCtx)
		return fail(e, "mine", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, sum); err != nil {
			return fail(e, "mine", err)
		}
	} else {
		printMineSummary(e.stdout, sum, db)
	}
	if sum.Stopped == "interrupted" {
		fmt.Fprintln(e.stderr, "reaper mine: interrupted; what was analysed is stored: run the same command to continue")
		return exitFailure
	}
	return exitOK
}

func parseDate(s string) (time.Time, error) {
	if t, err := time.Parse("2006-01-02", s); err == nil {
		return t, nil
	}
	return time.Parse(time.RFC3339, s)
}

func printMineSummary(w io.Writer, s *corpus.Summary, db string) {
	fmt.Fprintf(w, "mined %s at %s (layouts: %s) in %s\n", s.Repo, s.Until, strings.Join(s.Layouts, ", "), s.Duration.Round(time.Millisecond))
	fmt.Fprintf(w, "  commits walked   %7d   (%d mined before, %s)\n", s.Walked, s.AlreadyMined, tally.Plural(s.Merges, "merge", "merges"))
	var by []string
	for l, n := range s.KeptByLayout {
		by = append(by, fmt.Sprintf("%s %d", l, n))
	}
	sort.Strings(by)
	fmt.Fprintf(w, "  fixes kept       %7d   %s\n", s.Kept, strings.Join(by, ", "))
	if len(s.Skipped) > 0 {
		fmt.Fprintln(w, "  skipped:")
		reasons := make([]string, 0, len(s.Skipped))
		for r := range s.Skipped {
			reasons = append(reasons, r)
		}
		sort.Slice(reasons, func(i, j int) bool { return s.Skipped[reasons[i]] > s.Skipped[reasons[j]] })
		for _, r := range reasons {
			fmt.Fprintf(w, "    %-52s %7d\n", r, s.Skipped[r])
		}
	}
	for _, p := range s.Problems {
		fmt.Fprintf(w, "  problem: %s\n", p)
	}
	if s.Shallow {
		fmt.Fprintln(w, "  note: shallow clone: only the history it holds was mined; `git fetch --unshallow` for the rest")
	}
	// An interrupted run says so once, on stderr (runMine).
	if s.Stopped == "limit" {
		fmt.Fprintln(w, "  stopped at --limit; run again to continue")
	}
	fmt.Fprintf(w, "next: reaper fixes list --db %s\n", db)
}
