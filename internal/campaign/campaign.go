// Package campaign runs a whole hunt: mine → profile → siblings → validate over one store and one
// target, with the embedded defaults when nothing is given (the go-mysql-server target, the
// rules brain). Each stage after mining is one value (stage.go) that this hunt, the job-queue
// worker (jobs.go) and the stage commands drive. A campaign is resumable by construction: every
// stage passes over the units whose output the store already holds, made from the inputs they
// have now (mined commits, profiled fixes, fixes with a sibling set, tests validated on the
// target), and stores each unit as it is finished, so a run stopped by Ctrl-C, kill -9 or a
// power cut goes on where it stopped when it is run again.
package campaign

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// Stage names, in pipeline order.
const (
	StageMine     = "mine"
	StageProfile  = "profile"
	StageSiblings = "siblings"
	StageValidate = "validate"
)

// Options configure a campaign. The zero value with a Repo is a campaign on the embedded
// go-mysql-server with the rules brain.
type Options struct {
	// Repo is the repository to mine: a local clone (bare or not) or a URL. Empty skips mining:
	// the campaign works on the fixes the store holds (imported ones, or mined before).
	Repo string
	// Fixes, with no Repo, says what the stored fixes are, for the note that tells the user
	// what the run hunts over ("the 10 go-mysql-server fixes shipped in reaper"); default
	// "the N fixes in the store".
	Fixes string
	// CloneDir is where a URL is cloned; default reaper-repos beside the store.
	CloneDir string
	// Since keeps only commits committed after it; zero means the whole history.
	Since time.Time
	// Until is the revision mining walks back from; default HEAD.
	Until string
	// Target is the DBMS the sibling tests run on. Its catalog of built-in functions joins the
	// rules brain's vocabulary and the grammar's siblings. Default: with a Repo whose tree at
	// Until is an engine reaper can build (go-mysql-server), that engine built at the commit
	// mined (BuiltTarget), so that every finding is tied to the code that was mined; else
	// DefaultTarget.
	Target dialect.Target
	// AllowShared lets the generated tests run on a server reaper does not manage.
	AllowShared bool
	// Reference is a second engine every sibling test also runs on (validate.Reference): of
	// the target's family, or of another given only the tests whose functions and types the
	// two catalogs share (validate.SharedCatalog); the zero Target for none. Each sandbox
	// gets its own instance.
	Reference dialect.Target
	// Differential is another release of the target's engine every sibling test also runs on
	// (validate.Release: a changed outcome is a regression or a fix); the zero Target for none.
	// Each sandbox gets its own instance.
	Differential dialect.Target
	// Brain chooses the brain of the profile and validate stages.
	Brain Brain
	// Corrections keeps commits without a fix word whose tests or patch show a correction
	// (corpus.MineOptions.Corrections).
	Corrections bool
	// MineWorkers is how many commits are analysed at once; default the number of CPUs.
	MineWorkers int
	// ProfileWorkers is how many fixes are profiled at once; default 4.
	ProfileWorkers int
	// Timeout limits each statement on the target; default 10s.
	Timeout time.Duration
	// Sandboxes is how many instances of the target validate tests at once, one executor each;
	// default 1. With a PostgreSQL store it is how many jobs this process works at once.
	Sandboxes int
	// EnqueueOnly, with a PostgreSQL store, hands the work out to `reaper worker` processes and
	// returns without working any of it here.
	EnqueueOnly bool
	// JobTimeout, with a PostgreSQL store, limits each job; a job left running by a worker that
	// died is handed out again after it. Default 30 minutes.
	JobTimeout time.Duration
}

// Validate fills defaults and rejects bad values. With a Repo and no Target the target stays
// unset: mining chooses it (Run).
func (o *Options) Validate() error {
	if o.Target.IsZero() && o.Repo == "" {
		o.Target = dialect.MustParseTarget(DefaultTarget)
	}
	if o.Until == "" {
		o.Until = "HEAD"
	}
	if o.ProfileWorkers == 0 {
		o.ProfileWorkers = 4
	}
	if o.Timeout == 0 {
		o.Timeout = 10 * time.Second
	}
	if o.Sandboxes == 0 {
		o.Sandboxes = 1
	}
	if o.MineWorkers < 0 || o.ProfileWorkers < 0 || o.Timeout < 0 || o.Sandboxes < 0 || o.JobTimeout < 0 {
		return errors.New("workers, sandboxes and timeouts must not be negative")
	}
	target := o.Target
	if target.IsZero() {
		// Mining chooses the engine built from the repository or DefaultTarget: both are
		// go-mysql-server, which the reference is checked against.
		target = dialect.MustParseTarget(DefaultTarget)
	} else if msg := SharedTarget(o.Target, o.AllowShared); msg != "" {
		return errors.New(msg)
	}
	if err := CheckReference(o.Reference, target, o.AllowShared); err != nil {
		return err
	}
	if o.Target.IsZero() {
		// Mining has yet to choose the target: the other release is checked by its family
		// here, and in full when it is opened (OpenDifferential).
		if !o.Differential.IsZero() && o.Differential.Family != target.Family {
			return fmt.Errorf("differential %s: its product family (%s) is not the target's (%s)", o.Differential, o.Differential.Family, target.Family)
		}
	} else if err := CheckDifferential(o.Differential, o.Target, o.AllowShared); err != nil {
		return err
	}
	return o.Brain.Validate()
}

// Progress reports a stage's advance: Done of Total units (Total is 0 while unknown), Kept of
// them with an output for the next stage.
type Progress struct {
	Stage       string
	Done, Total int
	Kept        int
	Elapsed     time.Duration
	// Jobs, for a campaign in PostgreSQL, is every stage's jobs at once (Stage is StageJobs):
	// the stages advance together, worked by any number of workers.
	Jobs string
	// Note, when set, is a line for the user, and the rest is empty: what the run works on, or
	// that it joined another.
	Note string
}

// StageJobs is the Progress stage of a campaign's jobs.
const StageJobs = "jobs"

// Stage is what one stage did in a run.
type Stage struct {
	Name string `json:"stage"`
	// Done counts the units finished in this run; Already those an earlier run finished,
	// passed over without work.
	Done    int `json:"done"`
	Already int `json:"already"`
	// Kept counts the units done now whose output the next stage takes (fixes kept, profiles
	// accepted, sibling sets with tests, tests that reached a verdict); Failed those that gave
	// nothing (commits that could not be read, profiles dropped, sets with a reason, tests not
	// validated), with their most frequent reasons.
	Kept     int           `json:"kept"`
	Failed   int           `json:"failed"`
	Reasons  []tally.Count `json:"reasons,omitempty"`
	Note     string        `json:"note,omitempty"`
	Duration time.Duration `json:"duration_ns"`
}

// Summary says what a campaign run did and where the campaign stands after it.
type Summary struct {
	Store  string  `json:"store"`
	Target string  `json:"target"`
	Brain  string  `json:"brain"`
	Stages []Stage `json:"stages"`
	// Mine, Profile, Siblings and Validate are each stage's own figures for this run.
	Mine     *corpus.Summary `json:"mine,omitempty"`
	Profile  profile.Stats   `json:"profile"`
	Siblings SiblingStats    `json:"siblings"`
	Validate ValidateStats   `json:"validate"`
	Usage    Usage           `json:"llm"`
	// Campaign is the whole campaign on the target as the store holds it after the run: the
	// paper's tables and the deduplicated candidates.
	Campaign *Status `json:"campaign"`
	// Joined, for a campaign in PostgreSQL, is the runner this run found running the campaign
	// and joined as a worker.
	Joined *store.Runner `json:"joined,omitempty"`
	// Queue and Enqueued, for a campaign in PostgreSQL: the job queue of the target and brain,
	// and how many jobs this run added to it.
	Queue    string `json:"queue,omitempty"`
	Enqueued int    `json:"enqueued,omitempty"`
	// Interrupted is set when the context ended the run early; what was finished is stored.
	Interrupted bool `json:"interrupted,omitempty"`
	// Next is the command to run next.
	Next     string        `json:"next"`
	Duration time.Duration `json:"duration_ns"`
}

// ErrNoFixes is Run's answer when it has neither a repository to mine nor stored fixes.
var ErrNoFixes = errors.New("no fixes to hunt over: give --repo PATH|URL to mine a repository, or run `reaper import FILE` first")

// Run runs a campaign over st: each stage in turn on what the store does not hold yet. progress
// (may be nil) hears each stage's advance, and the notes a user should read before the run's
// end (Progress.Note). When ctx ends, Run stops between units and returns the summary with
// Interrupted set; an error means the tooling failed (a repository that cannot be read, a
// target that does not answer, a store that cannot be written).
//
// One campaign has one runner: Run takes the store's runner lock (store.LockRunner) for its
// whole length. On an SQLite store another runner's lock is a *store.BusyError; on a PostgreSQL
// store Run joins the running campaign instead, as a worker (Work with Drain) on the queue of
// its target and brain, mining and enqueueing nothing. Without a Repo the campaign works on
// the stored fixes, and ErrNoFixes is returned when there are none.
func Run(ctx context.Context, st *store.Store, opts Options, progress func(Progress)) (*Summary, error) {
	start := time.Now()
	autoTarget := opts.Target.IsZero() && opts.Repo != ""
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if opts.CloneDir == "" {
		opts.CloneDir = filepath.Join(filepath.Dir(st.Path()), "reaper-repos")
		if st.Postgres() {
			opts.CloneDir = "reaper-repos"
		}
	}
	r := &runner{ctx: ctx, st: st, opts: opts, progress: progress, usage: func() Usage { return Usage{} },
		targets: newTargets(opts.Target, opts.Sandboxes), autoTarget: autoTarget}
	defer func() { r.targets.close() }()
	r.sum = &Summary{Store: st.Path(), Target: opts.Target.Redacted(), Brain: opts.Brain.Name()}
	lock, err := st.LockRunner(ctx)
	var busy *store.BusyError
	switch {
	case errors.As(err, &busy) && st.Postgres():
		if opts.Target.IsZero() {
			// A hunt that joins mines nothing to choose its target by: it works the target
			// the campaign validates on.
			t, err := StoreTarget(ctx, st)
			if err != nil {
				return nil, err
			}
			opts.Target, r.opts.Target = t, t
			r.targets = newTargets(t, opts.Sandboxes)
			r.sum.Target = t.Redacted()
		}
		r.sum.Joined = &busy.Holder
		what := "this hunt joins it as a worker, mining nothing and working the jobs of queue " + Queue(opts.Target, opts.Brain.Name()) + " until none is left"
		if opts.EnqueueOnly {
			what = "it enqueues the work, so this hunt has none to add"
		}
		r.report(Progress{Note: strings.Replace(busy.Error(), "is running on", "runs the campaign on", 1) + ": " + what})
	case err != nil:
		return nil, err
	default:
		defer lock.Release()
		if opts.Repo == "" {
			n, err := st.CountFixes(ctx)
			if err != nil {
				return nil, err
			}
			if n == 0 {
				return nil, ErrNoFixes
			}
			note := fmt.Sprintf("hunting over the %s in the store on %s with the %s brain; no --repo: nothing new is mined",
				tally.Plural(n, "fix", "fixes"), opts.Target, opts.Brain.Name())
			if opts.Fixes != "" {
				note = fmt.Sprintf("hunting over %s, on %s with the %s brain", opts.Fixes, opts.Target, opts.Brain.Name())
			}
			r.report(Progress{Note: note})
		}
	}
	if st.Postgres() {
		err := runDistributed(ctx, r)
		if ctx.Err() != nil {
			r.sum.Interrupted = true
		} else if err != nil {
			return r.sum, err
		}
	} else {
		for _, step := range []struct {
			name string
			run  func(*Stage) error
		}{{StageMine, r.mine}, {StageProfile, r.profile}, {StageSiblings, r.siblings}, {StageValidate, r.validate}} {
			s := Stage{Name: step.name}
			t := time.Now()
			err := step.run(&s)
			s.Duration = time.Since(t)
			// What the stage made is stored; its heap is garbage. Go would hand it back to the
			// system over minutes, while the next stage's own peak (and the engine's process,
			// in validation) comes on top at once: return it now.
			debug.FreeOSMemory()
			r.sum.Stages = append(r.sum.Stages, s)
			if ctx.Err() != nil {
				r.sum.Interrupted = true
				break
			}
			if err != nil {
				return r.sum, fmt.Errorf("%s: %w", step.name, err)
			}
		}
	}
	// The closing reads need no target, and read every validation: the engine's processes go
	// first, so that their memory and the reads' do not add up.
	r.targets.close()
	// The closing reads run even after an interruption: what was stored is worth showing.
	status, err := Stat(context.WithoutCancel(ctx), st, r.opts.Target)
	if err != nil {
		return r.sum, err
	}
	r.sum.Campaign = status
	r.sum.Usage = r.usage()
	r.sum.Next = "reaper review --db " + st.Path()
	if opts.EnqueueOnly && st.Postgres() {
		r.sum.Next = fmt.Sprintf("reaper worker --db %s --target %s (on any number of machines), then reaper status --db %s", st.Path(), r.sum.Target, st.Path())
	}
	r.sum.Duration = time.Since(start)
	return r.sum, nil
}

// runner holds what the stages of one run share: the target and the LLM client, each opened
// once and only when a stage has work for it.
type runner struct {
	ctx      context.Context
	st       *store.Store
	opts     Options
	progress func(Progress)
	sum      *Summary

	targets *targets
	client  *llm.Client
	usage   func() Usage
	opened  bool
	// autoTarget is set when no target was given with a repository: mining chooses it
	// (chooseTarget).
	autoTarget bool
}

func (r *runner) report(p Progress) {
	if r.progress != nil {
		r.progress(p)
	}
}

// llm opens the LLM client once, when the options choose the LLM brain; nil for the rules brain.
func (r *runner) llm() (*llm.Client, error) {
	if r.opened {
		return r.client, nil
	}
	c, usage, err := r.opts.Brain.Client(r.ctx, r.st)
	if err != nil {
		return nil, err
	}
	r.client, r.usage, r.opened = c, usage, true
	return c, nil
}

func (r *runner) mine(s *Stage) error {
	if r.opts.Repo == "" {
		s.Note = "no repository given: the stored fixes are used"
		return nil
	}
	done, err := r.st.MinedCommits(r.ctx)
	if err != nil {
		return err
	}
	mo := corpus.MineOptions{Repo: r.opts.Repo, CloneDir: r.opts.CloneDir, Since: r.opts.Since, Until: r.opts.Until, Workers: r.opts.MineWorkers,
		Corrections: r.opts.Corrections,
		Done:        func(c string) bool { return done[c] }}
	// Results are stored even while the run is being interrupted: what was analysed is kept.
	saveCtx := context.WithoutCancel(r.ctx)
	emit := func(batch []corpus.Result) error { return r.st.SaveMined(saveCtx, batch) }
	sum, err := corpus.Mine(r.ctx, mo, emit, func(p corpus.Progress) {
		r.report(Progress{Stage: StageMine, Done: p.Done, Total: p.Total, Kept: p.Kept, Elapsed: p.Elapsed})
	})
	if err != nil {
		return err
	}
	r.sum.Mine = sum
	s.Done, s.Already, s.Kept, s.Failed = sum.Walked, sum.AlreadyMined, sum.Kept, len(sum.Problems)
	for _, p := range sum.Problems {
		s.Reasons = append(s.Reasons, tally.Count{Reason: p, Count: 1})
	}
	if sum.Shallow {
		s.Note = "shallow clone: only the history it holds was mined"
	}
	if r.autoTarget {
		return r.chooseTarget(sum.GitDir)
	}
	return nil
}

// chooseTarget makes the campaign's target the engine built from the mined repository at the
// revision mined from, when it is an engine reaper builds (BuiltTarget); otherwise the
// campaign keeps DefaultTarget and says that the target is not the code mined.
func (r *runner) chooseTarget(gitDir string) error {
	bt, err := BuiltTarget(r.ctx, gitDir, r.opts.Until)
	if err != nil {
		return err
	}
	target := dialect.MustParseTarget(DefaultTarget)
	if bt == nil {
		r.report(Progress{Note: fmt.Sprintf("the repository is no engine reaper builds: the tests run on %s, not on the code mined", target)})
	} else {
		target = bt.Target
		r.report(Progress{Note: bt.Note})
	}
	r.targets.close()
	r.opts.Target = target
	r.targets = newTargets(target, r.opts.Sandboxes)
	r.sum.Target = target.Redacted()
	return nil
}

func (r *runner) profile(s *Stage) error {
	stage := NewProfileStage(r.st, r.opts.Brain, profile.Options{})
	pending, already, err := stage.Pending(r.ctx, Units{})
	if err != nil {
		return err
	}
	s.Already = already
	if len(pending) == 0 {
		if already == 0 {
			s.Note = "the store holds no fixes"
		}
		return nil
	}
	c, err := r.llm()
	if err != nil {
		return err
	}
	if err := stage.Prepare(r.ctx, c, r.targets.functions); err != nil {
		return err
	}
	var reasons tally.Reasons
	start := time.Now()
	stats, err := stage.DoAll(r.ctx, pending, r.opts.ProfileWorkers, func(p *profile.Profile, _ *corpus.FixRecord) {
		s.Done++
		if p.Status == profile.Accepted {
			s.Kept++
		} else {
			s.Failed++
			addDropped(&reasons, p)
		}
		r.report(Progress{Stage: StageProfile, Done: s.Done, Total: len(pending), Kept: s.Kept, Elapsed: time.Since(start)})
	})
	r.sum.Profile = stats
	s.Reasons = reasons.Top(5)
	return err
}

// pendingTests reads the stored set of a fix and returns its tests among ids, in the set's
// order.
func (r *runner) pendingTests(fixID string, ids map[string]bool) ([]sibling.Test, error) {
	set, _, err := r.st.GetSiblingSet(r.ctx, fixID)
	if err != nil {
		return nil, err
	}
	var out []sibling.Test
	for _, t := range set.Tests {
		if ids[t.ID] {
			out = append(out, t)
		}
	}
	return out, nil
}

// addDropped counts why a profile was dropped into rs by its kind (profile.DropKindOf), each kind
// shown by the reason of the first profile met with it.
func addDropped(rs *tally.Reasons, p *profile.Profile) {
	rs.Add(string(profile.DropKindOf(p)), p.Reason, 1)
}

func (r *runner) siblings(s *Stage) error {
	// The target's catalog is part of each set's key; with no profile, the target is not opened.
	profiled, err := r.st.ProfiledFixes(r.ctx, "")
	if err != nil || len(profiled) == 0 {
		return err
	}
	d, err := r.targets.describe(r.ctx)
	if err != nil {
		return err
	}
	stage, err := NewSiblingsStage(r.st, d.grammar(), sibling.Options{})
	if err != nil {
		return err
	}
	pending, already, err := stage.Pending(r.ctx, Units{})
	if err != nil {
		return err
	}
	s.Already = already
	if len(pending) == 0 {
		return nil
	}
	start := time.Now()
	stats, err := stage.DoAll(r.ctx, pending, func(_ *profile.Profile, set *sibling.Set) {
		s.Done++
		if len(set.Tests) > 0 {
			s.Kept++
		} else {
			s.Failed++
		}
		r.report(Progress{Stage: StageSiblings, Done: s.Done, Total: len(pending), Kept: s.Kept, Elapsed: time.Since(start)})
	})
	r.sum.Siblings = stats
	s.Reasons = TopReasons(stats.Reasons, 5)
	return err
}

func (r *runner) validate(s *Stage) error {
	o := r.opts
	stage := NewValidateStage(r.st, o.Target, o.Reference, o.Differential, o.Brain, o.Timeout, o.AllowShared)
	units, n, err := stage.Pending(r.ctx, Units{})
	if err != nil {
		return err
	}
	s.Already = n.Already
	if n.Other > 0 {
		s.Note = tally.Plural(n.Other, "test", "tests") + " of other dialects left out"
	}
	if n.Pending == 0 {
		return nil
	}
	c, err := r.llm()
	if err != nil {
		return err
	}
	if err := stage.Prepare(c); err != nil {
		return err
	}
	// The fixes are shared out among the sandboxes, each validated on one (its historical test
	// runs once there); each sandbox takes the next fix when it is done with one.
	next := make(chan ValidateUnit, len(units))
	for _, u := range units {
		next <- u
	}
	close(next)
	start := time.Now()
	var mu sync.Mutex
	done := 0
	step := func() {
		mu.Lock()
		defer mu.Unlock()
		done++
		r.report(Progress{Stage: StageValidate, Done: done, Total: n.Pending, Elapsed: time.Since(start)})
	}
	var stats ValidateStats
	var firstErr error
	var wg sync.WaitGroup
	for range min(o.Sandboxes, len(units)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var sb Sandbox
			tg, d, err := r.targets.get(r.ctx)
			if err == nil {
				defer r.targets.put(tg)
				sb, err = stage.Open(r.ctx, tg, d.info)
				defer sb.Close()
			}
			for u := range next {
				var sum ValidateStats
				var tests []sibling.Test
				if err == nil {
					tests, err = stage.Tests(r.ctx, u)
				}
				if err == nil {
					sum, err = stage.Do(r.ctx, sb, tests, step)
				}
				mu.Lock()
				stats.merge(sum)
				if err != nil && firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	r.sum.Validate = stats
	s.Done, s.Failed = stats.Tests, stats.NotValidated
	s.Kept = s.Done - s.Failed
	s.Reasons = stats.Reasons.Top(5)
	return firstErr
}
