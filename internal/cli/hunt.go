package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/demo"
	"github.com/reaper-sql/reaper/internal/store"
)

func newHuntCmd(e *env) *cobra.Command {
	var f *huntFlags
	cmd := &cobra.Command{
		Use:   "hunt [--repo PATH|URL | --demo]",
		Short: "run a whole campaign: mine, profile, siblings, validate; resumable",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return done(runHunt(e, cmd.Flags(), f))
		},
	}
	f = addHuntFlags(cmd)
	cmd.Flags().BoolVar(&f.demo, "demo", false, "run a whole campaign on the fixes shipped in reaper (reconstructions of go-mysql-server fixes) against the embedded go-mysql-server: needs nothing else")
	return cmd
}

// runHunt runs a whole campaign — mine, profile, siblings, validate — on what the store does
// not hold yet, and prints where it stands.
func runHunt(e *env, fs *pflag.FlagSet, f *huntFlags) int {
	h, code, ok := huntOptions(e, fs, f)
	if !ok {
		return code
	}
	opts, db, asJSON := h.opts, h.db, h.asJSON
	if f.demo {
		if fs.Changed("repo") {
			return badUsage(e, "hunt", "--demo hunts over the fixes shipped in reaper: give either --demo or --repo")
		}
		// The demo keeps its own fixes, target and brain so that it ends alike everywhere; the
		// flags that only shape how it runs carry over.
		d := demo.Options()
		d.Timeout, d.Sandboxes, d.ProfileWorkers, d.JobTimeout = opts.Timeout, opts.Sandboxes, opts.ProfileWorkers, opts.JobTimeout
		opts = d
	}
	if opts.Repo == "" && !f.demo && !store.IsPostgres(db) {
		if _, err := os.Stat(db); errors.Is(err, os.ErrNotExist) {
			return badUsage(e, "hunt", campaign.ErrNoFixes.Error())
		}
	}
	// What auto chose is said once the hunt holds the store (its first progress), so that a hunt
	// refused for another one's lock says that alone; the demo keeps its own options.
	referenceNote := h.referenceNote
	if f.demo {
		referenceNote = ""
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "hunt", err)
	}
	defer st.Close()
	if f.demo {
		err := demo.Import(e.ctx, st)
		if errors.Is(err, demo.ErrOtherCampaign) {
			return badUsage(e, "hunt", err.Error())
		}
		if err != nil {
			return fail(e, "hunt", err)
		}
	}
	show, finish := campaignProgress(e, asJSON)
	progress := func(p campaign.Progress) {
		if referenceNote != "" {
			fmt.Fprintf(e.stderr, "reaper hunt: %s\n", referenceNote)
			referenceNote = ""
		}
		show(p)
	}
	sum, err := campaign.Run(e.ctx, st, opts, progress)
	finish()
	if err != nil {
		// A store this run made and left empty (a clone that failed) is not left behind.
		st.Discard(context.WithoutCancel(e.ctx))
	}
	if errors.Is(err, campaign.ErrNoFixes) {
		return badUsage(e, "hunt", err.Error())
	}
	if err != nil {
		return fail(e, "hunt", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, sum); err != nil {
			return fail(e, "hunt", err)
		}
	} else {
		printHuntSummary(safeWriter{e.stdout}, sum)
	}
	if sum.Interrupted {
		fmt.Fprintln(e.stderr, "reaper hunt: interrupted; what was finished is stored: run the same command to go on")
		return exitFailure
	}
	return exitOK
}

// huntFlagOf names the hunt flag that sets each key of the configuration file.
var huntFlagOf = map[string]string{
	"db": "db", "repo.path": "repo", "repo.url": "repo", "repo.since": "since", "repo.until": "until", "repo.clone_dir": "clone-dir", "repo.corrections": "corrections",
	"target.dsn": "target", "target.timeout": "timeout", "target.allow_shared": "allow-shared", "target.reference": "reference", "target.differential": "differential",
	"llm.base_url": "llm-base-url", "llm.model": "model", "llm.concurrency": "llm-concurrency", "llm.timeout": "llm-timeout",
	"llm.max_tokens": "max-tokens", "llm.max_cost": "max-cost", "llm.price_in": "price-in", "llm.price_out": "price-out",
	"workers.profile": "profile-workers", "workers.mine": "workers", "workers.sandboxes": "sandboxes", "workers.job_timeout": "job-timeout",
}

// huntArgs is what hunt's command line and configuration file give.
type huntArgs struct {
	opts   campaign.Options
	db     string
	asJSON bool
	// referenceNote says what --reference auto chose, or why it found none.
	referenceNote string
}

// huntFlags are hunt's flags: the campaign options and the store, and what is read from them.
type huntFlags struct {
	huntArgs
	since, config string
	reference     reference
	brain         *campaign.Brain
	demo          bool
}

// addHuntFlags adds hunt's flags, each the key of the configuration file huntFlagOf says.
func addHuntFlags(cmd *cobra.Command) *huntFlags {
	f := &huntFlags{}
	opts, fs := &f.opts, cmd.Flags()
	addStoreFlags(fs, &f.db, &f.asJSON)
	fs.StringVar(&f.config, "config", "", "the configuration file (default ./"+campaign.ConfigFile+" when it exists); flags given here win over it")
	fs.StringVar(&opts.Repo, "repo", "", "repository to mine: a local clone (bare or not) or a URL to clone")
	fs.StringVar(&f.since, "since", "", "only commits after this date (2006-01-02 or RFC 3339)")
	fs.StringVar(&opts.Until, "until", "HEAD", "revision to walk back from")
	fs.StringVar(&opts.CloneDir, "clone-dir", "", "where a --repo URL is cloned (default: reaper-repos beside --db)")
	fs.BoolVar(&opts.Corrections, "corrections", true, "also keep commits of the branch itself whose message names no fix when their tests add an error expectation or their patch adds a guard, unless their title calls them new work (--corrections=false: fix words and bug ids only)")
	targetFlag(cmd, &opts.Target, "target", "", "the target the sibling tests run on (gms:, sandbox:mariadb, sandbox:postgres, mysql://, postgres://; default: with a --repo of go-mysql-server, that engine built at the revision mined; else gms:, the go-mysql-server reaper embeds)")
	fs.BoolVar(&opts.AllowShared, "allow-shared", false, "run the generated tests on a server reaper does not manage")
	referenceFlag(cmd, &f.reference, "also run every sibling test on this engine, whose rows are the ground truth where no oracle applies (e.g. sandbox:mariadb for gms:, sandbox:postgres for duckdb:)")
	differentialFlag(cmd, &opts.Differential, "also run every sibling test on this other release of the target's engine")
	fs.IntVar(&opts.MineWorkers, "workers", 0, "commits analysed at once (default: number of CPUs)")
	fs.IntVar(&opts.ProfileWorkers, "profile-workers", 4, "fixes profiled at once")
	fs.DurationVar(&opts.Timeout, "timeout", 10*time.Second, "limit on each statement on the target")
	fs.IntVar(&opts.Sandboxes, "sandboxes", 1, "instances of the target started to validate tests at once, one executor each")
	fs.BoolVar(&opts.EnqueueOnly, "enqueue-only", false, "with --db postgres://: hand the work out to reaper worker processes and return")
	fs.DurationVar(&opts.JobTimeout, "job-timeout", 30*time.Minute, "with --db postgres://: limit on one job; a dead worker's job is handed out again after it")
	f.brain = addBrainFlags(fs)
	return f
}

// huntOptions maps hunt's flags (fs, parsed into f) and its configuration file onto the
// campaign options and the store: the file (--config, or ./reaper.toml when it exists) gives the
// defaults, the flags given on the command line win. ok is false with the exit code to return
// when the command ends here.
func huntOptions(e *env, fs *pflag.FlagSet, f *huntFlags) (h huntArgs, code int, ok bool) {
	h = f.huntArgs
	opts, since, config, bf, ref := &h.opts, f.since, f.config, f.brain, f.reference
	opts.Brain = *bf
	if config == "" {
		if _, err := os.Stat(campaign.ConfigFile); err == nil {
			config = campaign.ConfigFile
		}
	}
	if config != "" {
		cfg, err := campaign.LoadConfig(config)
		if err != nil {
			fmt.Fprintf(e.stderr, "reaper hunt: %v\n", err)
			return h, exitUsage, false
		}
		isGiven := func(key string) bool { return fs.Changed(huntFlagOf[key]) }
		cfg.Apply(opts, isGiven)
		if cfg.Sets("db") && !isGiven("db") {
			h.db = cfg.DB
		}
		if cfg.Sets("target.reference") && !isGiven("target.reference") {
			ref = reference{auto: cfg.ReferenceAuto, target: cfg.Options.Reference}
		}
	}
	if since != "" {
		t, err := parseDate(since)
		if err != nil {
			return h, badUsage(e, "hunt", fmt.Sprintf("--since %q: use 2006-01-02 or RFC 3339", since)), false
		}
		opts.Since = t
	}
	// Without --target, a hunt with a repository runs on the engine built from it or on gms:,
	// both go-mysql-server: --reference auto is chosen for that family.
	refFor := opts.Target
	if refFor.IsZero() {
		refFor = dialect.MustParseTarget(campaign.DefaultTarget)
	}
	opts.Reference, h.referenceNote = resolveReference(ref, refFor)
	if err := opts.Validate(); err != nil {
		return h, badUsage(e, "hunt", err.Error()), false
	}
	return h, exitOK, true
}

// campaignProgress is what a campaign run shows on stderr as it goes: on a terminal, and unless
// quiet, each stage's progress line (stageProgress); elsewhere only the notes. finish ends the
// last line.
func campaignProgress(e *env, quiet bool) (show func(campaign.Progress), finish func()) {
	if !quiet && isTerminal(e.stderr) {
		return stageProgress(e.stderr)
	}
	return func(p campaign.Progress) {
		if p.Note != "" {
			fmt.Fprintln(e.stderr, p.Note)
		}
	}, func() {}
}

// stageProgress draws on w each stage's progress on its own line, and the notes between them;
// finish ends the last line.
func stageProgress(w io.Writer) (show func(campaign.Progress), finish func()) {
	var stage string
	var line *progress
	var jobs bool
	finish = func() {
		switch {
		case jobs:
			fmt.Fprintln(w)
		case line != nil:
			line.end()
		}
		line, jobs = nil, false
	}
	show = func(p campaign.Progress) {
		if p.Note != "" {
			finish()
			fmt.Fprintln(w, p.Note)
			return
		}
		if p.Stage != stage || line == nil && !jobs {
			finish()
			stage = p.Stage
			switch stage {
			case campaign.StageJobs:
				jobs = true
			default:
				line = &progress{w: w, what: stage, start: time.Now()}
				// Validation keeps no unit back: each test reaches a verdict or not.
				line.kept = stage != campaign.StageValidate
				if stage == campaign.StageMine {
					line.unit = "commits"
				}
			}
		}
		if jobs {
			fmt.Fprintf(w, "\r\033[Kjobs: %s, %s", p.Jobs, p.Elapsed.Round(time.Second))
			return
		}
		line.show(p.Done, p.Total, p.Kept, p.Elapsed)
	}
	return show, finish
}

func printHuntSummary(w io.Writer, s *campaign.Summary) {
	fmt.Fprintf(w, "hunt on %s with the %s brain in %s\n", s.Target, s.Brain, s.Duration.Round(time.Millisecond))
	fmt.Fprintf(w, "  %-10s %8s %8s %8s %8s\n", "stage", "done now", "before", "kept", "failed")
	for _, st := range s.Stages {
		line := fmt.Sprintf("  %-10s %8d %8d %8d %8d  %s", st.Name, st.Done, st.Already, st.Kept, st.Failed, st.Note)
		fmt.Fprintln(w, strings.TrimRight(line, " "))
		for _, r := range st.Reasons {
			fmt.Fprintf(w, "  %10s %8d  %s\n", "", r.Count, oneLine(r.Reason, 100))
		}
	}
	if s.Queue != "" {
		fmt.Fprintf(w, "  %s enqueued now on queue %s\n", tally.Plural(s.Enqueued, "job", "jobs"), s.Queue)
	}
	if u := s.Usage; u.Calls > 0 || u.CachedCalls > 0 {
		fmt.Fprintf(w, "  LLM calls %d (%d cached), %d tokens, $%.4f\n", u.Calls, u.CachedCalls, u.Tokens, u.Cost)
	}
	fmt.Fprintln(w)
	printStatus(w, s.Campaign)
	// An interrupted hunt says so once, on stderr (runHunt), with what to do.
	if !s.Interrupted {
		fmt.Fprintf(w, "next: %s\n", s.Next)
	}
}

// printStatus prints where a campaign stands per stage, then the paper's tables and the
// candidates.
func printStatus(w io.Writer, s *campaign.Status) {
	fmt.Fprintf(w, "campaign %s on %s\n", s.Store, s.Target)
	if len(s.Builds) > 0 {
		fmt.Fprintf(w, "  build          %s\n", strings.Join(s.Builds, "; "))
	}
	fmt.Fprintf(w, "  mined commits  %6d\n  fixes          %6d\n", s.MinedCommits, s.Fixes)
	printStageStatus(w, "profiles", s.Profiles, "accepted", "dropped", "")
	printStageStatus(w, "sibling sets", s.SiblingSets, "with tests", "with a reason", "; "+tally.Plural(s.Tests, "test", "tests"))
	other := ""
	if s.OtherDialects > 0 {
		other = fmt.Sprintf("; %s of other dialects", tally.Plural(s.OtherDialects, "test", "tests"))
	}
	printStageStatus(w, "validations", s.Validations, "with a verdict", "without", other)
	if len(s.Jobs) > 0 {
		fmt.Fprintf(w, "\njobs  %-28s %-16s %7s %7s %8s %9s %9s %9s %10s\n", "queue", "stage", "waiting", "running", "retrying", "completed", "discarded", "cancelled", "busy")
		for _, j := range s.Jobs {
			fmt.Fprintf(w, "      %-28s %-16s %7d %7d %8d %9d %9d %9d %10s\n", oneLine(j.Queue, 28), j.Kind, j.Open, j.Running, j.Retrying, j.Completed, j.Discarded, j.Cancelled, j.Busy.Round(time.Second))
			for _, r := range j.Errors {
				fmt.Fprintf(w, "      %28s %6d  %s\n", "", r.Count, oneLine(r.Reason, 100))
			}
		}
	}

	fmt.Fprintf(w, "\nsibling tests by anchor origin (Table 2); a candidate counts in its first test's origin\n  %-10s %9s %9s %15s %10s\n",
		"origin", "generated", "validated", "candidate tests", "candidates")
	for _, o := range s.Origins {
		fmt.Fprintf(w, "  %-10s %9d %9d %15d %10d\n", o.Origin, o.Generated, o.Validated, o.CandidateTests, o.Candidates)
	}
	fmt.Fprintln(w, "\nvalidated tests each stage held for, candidates by evidence (Table 3)")
	fmt.Fprintf(w, "  %s\n  %s\n", joinCounts(s.StageHolds), joinCounts(s.ByEvidence))
	if len(s.Reference) > 0 {
		fmt.Fprintf(w, "\nvalidated tests by how they stood with the reference engine\n  %s\n", joinCounts(s.Reference))
	}
	if note := s.Upstream.Note(); note != "" {
		fmt.Fprintf(w, "\n%s\n", note)
	}
	fmt.Fprintf(w, "\n%s (Table 1): %s; triage %s (`reaper candidates list`)\n", tally.Plural(s.Counted(), "candidate", "candidates"),
		joinCounts(s.ByKind), joinCounts(s.Triage))
	fmt.Fprintf(w, "%s, the candidates by root cause: %s; triage %s\n", tally.Plural(len(s.Bugs), "bug", "bugs"), joinCounts(s.BugsByKind), joinCounts(s.BugTriage))
	for i, b := range s.Bugs {
		if i == 10 {
			fmt.Fprintf(w, "  … `reaper bugs list` shows all %d\n", len(s.Bugs))
			break
		}
		printBugLine(w, "  ", b)
	}
}

func printStageStatus(w io.Writer, name string, s campaign.StageStatus, kept, failed, tail string) {
	fmt.Fprintf(w, "  %-14s %6d done, %d pending: %d %s, %d %s%s\n", name, s.Done, s.Pending, s.Kept, kept, s.Failed, failed, tail)
	for _, r := range s.Reasons {
		fmt.Fprintf(w, "  %14s %6d  %s\n", "", r.Count, oneLine(r.Reason, 100))
	}
}

func joinCounts(cs []campaign.Count) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("%s %d", c.Label, c.N)
	}
	return strings.Join(parts, ", ")
}
