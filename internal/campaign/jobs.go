package campaign

// A campaign past one machine: the store in PostgreSQL and the stage work handed out by River
// (github.com/riverqueue/river), a job queue in tables of the same database. Each stage's unit
// is a job: profile a fix, generate a profile's siblings, validate a fix's sibling tests on a
// target. A job stores its output under the key of its inputs and, for the first two stages,
// enqueues the next stage's job and marks itself complete in the same transaction. River
// delivers at least once (a worker killed mid-job leaves it running until the rescuer hands it
// out again); the keys make that effectively-once, since a job whose output is stored under its
// inputs' key does no work and stores nothing new. Jobs go to a queue named after the target and
// the brain, so every worker of a queue runs the same kind of target with the same brain, each
// on its own sandboxes.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Job kinds, one per stage after mining.
const (
	KindProfile  = "reaper_profile"
	KindSiblings = "reaper_siblings"
	KindValidate = "reaper_validate"
)

// maxAttempts: a job that keeps failing (a target that does not come back, an endpoint that is
// down) is given up after this many tries — about six minutes of River's attempt⁴-second
// backoff — and shows in status with its error; the next hunt enqueues it again.
const maxAttempts = 5

// ProfileArgs is the job that profiles a fix; Key is the key of the fix's inputs, so a fix
// re-imported with other content is a new job.
type ProfileArgs struct {
	FixID string `json:"fix_id"`
	Key   string `json:"key"`
}

// Kind is River's name for the job.
func (ProfileArgs) Kind() string { return KindProfile }

// SiblingsArgs is the job that generates the siblings of a fix's profile (accepted, or dropped
// with ranked candidates), made from inputs with ProfileKey.
type SiblingsArgs struct {
	FixID      string `json:"fix_id"`
	ProfileKey string `json:"profile_key"`
}

// Kind is River's name for the job.
func (SiblingsArgs) Kind() string { return KindSiblings }

// ValidateArgs is the job that validates a fix's sibling tests, of the set made from inputs
// with SetKey, on the queue's target.
type ValidateArgs struct {
	FixID  string `json:"fix_id"`
	SetKey string `json:"set_key"`
}

// Kind is River's name for the job.
func (ValidateArgs) Kind() string { return KindValidate }

var queueUnsafe = regexp.MustCompile(`[^a-z0-9]+`)

// Queue is the River queue of a campaign on target with the brain: workers take jobs only
// from the queue of their own target and brain. It is made of the redacted target alone, so
// that not even a hash of the password reaches the job table.
func Queue(target dialect.Target, brain string) string {
	name := target.Redacted()
	q := strings.Trim(queueUnsafe.ReplaceAllString(strings.ToLower(name), "_"), "_")
	if len(q) > 60 {
		q = q[:50] + "_" + inputKey(name)[:8]
	}
	if q == "" {
		q = "target"
	}
	return q + "_" + brain
}

// migrateEngine brings River's tables in the store's database up to date, under the store's
// migration lock so that workers starting together take turns.
func migrateEngine(ctx context.Context, st *store.Store) error {
	m, err := rivermigrate.New(riverdatabasesql.New(st.DB()), &rivermigrate.Config{Logger: quietLogger()})
	if err != nil {
		return err
	}
	// River runs each of its migrations in a transaction of its own (some add enum values,
	// which PostgreSQL forbids using in the transaction that adds them), so the lock is held by
	// a session of its own around them.
	conn, err := st.DB().Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, store.MigrationLock); err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, store.MigrationLock)
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return fmt.Errorf("job engine tables: %w", err)
	}
	return nil
}

// quietLogger keeps River's own logging to warnings and errors: a failed job's error is worth a
// line, its routine chatter is not.
func quietLogger() *slog.Logger {
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

func insertOpts(queue string) *river.InsertOpts {
	return &river.InsertOpts{Queue: queue, MaxAttempts: maxAttempts, UniqueOpts: river.UniqueOpts{ByArgs: true, ByQueue: true}}
}

// Enqueue hands out the campaign's work on queue: a profile job for every stored fix, a
// siblings job for every profile, a validate job for every sibling set with tests.
// River's uniqueness on the arguments (which carry the input keys) keeps a job that is waiting,
// running or completed from being enqueued twice, so enqueueing again after a crash adds only
// what is missing — and the jobs given up earlier. It returns how many jobs were new.
func Enqueue(ctx context.Context, st *store.Store, queue string, brain Brain) (int, error) {
	client, err := river.NewClient(riverdatabasesql.New(st.DB()), &river.Config{Logger: quietLogger()})
	if err != nil {
		return 0, err
	}
	var params []river.InsertManyParams
	add := func(args river.JobArgs) {
		params = append(params, river.InsertManyParams{Args: args, InsertOpts: insertOpts(queue)})
	}
	fixes, err := st.ListFixes(ctx, store.FixFilter{})
	if err != nil {
		return 0, err
	}
	profiles := NewProfileStage(st, brain, profile.Options{})
	for _, f := range fixes {
		add(ProfileArgs{FixID: f.ID, Key: profiles.Key(f)})
	}
	profiled, err := st.ProfiledFixes(ctx, "")
	if err != nil {
		return 0, err
	}
	ps, err := st.ListProfiles(ctx, store.ProfileFilter{})
	if err != nil {
		return 0, err
	}
	for _, p := range ps {
		add(SiblingsArgs{FixID: p.FixID, ProfileKey: profiled[p.FixID]})
	}
	generated, err := st.GeneratedFixes(ctx)
	if err != nil {
		return 0, err
	}
	err = st.EachSiblingSet(ctx, func(s *sibling.Set) error {
		if len(s.Tests) > 0 {
			add(ValidateArgs{FixID: s.FixID, SetKey: generated[s.FixID]})
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	n := 0
	for len(params) > 0 {
		batch := params[:min(len(params), 500)]
		params = params[len(batch):]
		res, err := client.InsertMany(ctx, batch)
		if err != nil {
			return n, fmt.Errorf("enqueue: %w", err)
		}
		for _, r := range res {
			if !r.UniqueSkippedAsDuplicate {
				n++
			}
		}
	}
	return n, nil
}

// WorkerOptions configure a worker process.
type WorkerOptions struct {
	// Target is the DBMS this worker runs tests on; Sandboxes how many of it to start (jobs
	// worked at once). AllowShared lets generated tests run on a server reaper does not manage.
	Target      dialect.Target
	Sandboxes   int
	AllowShared bool
	Brain       Brain
	// Timeout limits each statement; JobTimeout each job, after which a job left running by a
	// dead worker is handed out again.
	Timeout    time.Duration
	JobTimeout time.Duration
	// ID names the worker in the job table (default host-pid).
	ID string
	// Drain stops the worker once its queue holds no job waiting, running or to retry, and no
	// hunt holds the store's runner lock (a hunt still mining has jobs to enqueue).
	Drain bool
	// Reference is a second engine every sibling test also runs on (validate.Reference): of
	// the target's family, or of another given only the tests whose functions and types the
	// two catalogs share (validate.SharedCatalog); the zero Target for none. Each sandbox
	// gets its own instance.
	Reference dialect.Target
	// Differential is another release of the target's engine every sibling test also runs on
	// (validate.Release); the zero Target for none. Each sandbox gets its own instance.
	Differential dialect.Target

	// runner is set for the hunt that holds the runner lock and works its own jobs: its Drain
	// must not wait for its own lock to go.
	runner bool
}

// Validate fills defaults and rejects bad values.
func (o *WorkerOptions) Validate() error {
	if o.Target.IsZero() {
		o.Target = dialect.MustParseTarget(DefaultTarget)
	}
	if o.Sandboxes == 0 {
		o.Sandboxes = 1
	}
	if o.Timeout == 0 {
		o.Timeout = 10 * time.Second
	}
	if o.JobTimeout == 0 {
		o.JobTimeout = 30 * time.Minute
	}
	if o.Sandboxes < 0 || o.Timeout < 0 || o.JobTimeout < 0 {
		return errors.New("sandboxes and timeouts must not be negative")
	}
	if o.ID == "" {
		host, _ := os.Hostname()
		o.ID = fmt.Sprintf("%s-%d", host, os.Getpid())
	}
	if msg := SharedTarget(o.Target, o.AllowShared); msg != "" {
		return errors.New(msg)
	}
	if err := CheckReference(o.Reference, o.Target, o.AllowShared); err != nil {
		return err
	}
	if err := CheckDifferential(o.Differential, o.Target, o.AllowShared); err != nil {
		return err
	}
	return o.Brain.Validate()
}

// WorkerSummary is what a worker did before it stopped.
type WorkerSummary struct {
	ID     string         `json:"id"`
	Queue  string         `json:"queue"`
	Jobs   map[string]int `json:"jobs_done"`
	Failed map[string]int `json:"jobs_failed"`
	// StageTime is the time spent in each kind of job.
	StageTime map[string]time.Duration `json:"stage_time_ns"`
	Duration  time.Duration            `json:"duration_ns"`
}

// worker does the jobs of one queue with its own targets and brains.
type worker struct {
	st      *store.Store
	opts    WorkerOptions
	queue   string
	targets *targets
	// refs are the reference engine's instances, one per target instance; nil without one.
	refs *targets
	// diffs are the other release's instances, one per target instance; nil without one.
	diffs *targets
	// shared is what the target's catalog and a reference's of another family share, read by
	// the first job that opens the reference (guarded by mu).
	shared *validate.SharedCatalog

	mu  sync.Mutex
	sum *WorkerSummary
	// client is the LLM client, opened by the first job that needs a brain (nil for the rules
	// brain). profiler, generator and validator are the stages the jobs share: the first two
	// made by the first job that needs them, validator with the worker and its brain by the
	// first job that needs it.
	client    *llm.Client
	opened    bool
	profiler  *ProfileStage
	generator *SiblingsStage
	validator *ValidateStage
}

// Work runs a worker on the campaign in st until ctx ends or, with Drain, its queue is empty.
// When ctx ends, the jobs in flight are given a minute to finish, then cancelled; a cancelled
// job's output is not stored and River hands it out again.
func Work(ctx context.Context, st *store.Store, opts WorkerOptions) (*WorkerSummary, error) {
	start := time.Now()
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if !st.Postgres() {
		return nil, fmt.Errorf("workers share a campaign in PostgreSQL: give --db postgres://..., not the file %s", st.Path())
	}
	if err := migrateEngine(ctx, st); err != nil {
		return nil, err
	}
	w := &worker{st: st, opts: opts, queue: Queue(opts.Target, opts.Brain.Name()),
		targets: newTargets(opts.Target, opts.Sandboxes)}
	w.validator = NewValidateStage(st, opts.Target, opts.Reference, opts.Differential, opts.Brain, opts.Timeout, opts.AllowShared)
	w.sum = &WorkerSummary{ID: opts.ID, Queue: w.queue, Jobs: map[string]int{}, Failed: map[string]int{}, StageTime: map[string]time.Duration{}}
	defer w.targets.close()
	if !opts.Reference.IsZero() {
		w.refs = newTargets(opts.Reference, opts.Sandboxes)
		defer w.refs.close()
	}
	if !opts.Differential.IsZero() {
		w.diffs = newTargets(opts.Differential, opts.Sandboxes)
		defer w.diffs.close()
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, river.WorkFunc(w.profile))
	river.AddWorker(workers, river.WorkFunc(w.siblings))
	river.AddWorker(workers, river.WorkFunc(w.validate))
	client, err := river.NewClient(riverdatabasesql.New(st.DB()), &river.Config{
		ID:                   opts.ID,
		Logger:               quietLogger(),
		Queues:               map[string]river.QueueConfig{w.queue: {MaxWorkers: opts.Sandboxes}},
		Workers:              workers,
		JobTimeout:           opts.JobTimeout,
		RescueStuckJobsAfter: opts.JobTimeout + opts.JobTimeout/10 + time.Second,
		// Without LISTEN (the database/sql driver has none) a worker learns of a job by polling,
		// and a worker with one sandbox fetches once per job: the poll sets the gap between jobs.
		FetchCooldown:     20 * time.Millisecond,
		FetchPollInterval: 50 * time.Millisecond,
		MaxAttempts:       maxAttempts,
	})
	if err != nil {
		return nil, err
	}
	events, cancelEvents := client.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed, river.EventKindJobCancelled)
	defer cancelEvents()
	runCtx, stopRun := context.WithCancel(context.WithoutCancel(ctx))
	defer stopRun()
	if err := client.Start(runCtx); err != nil {
		return nil, fmt.Errorf("start worker: %w", err)
	}
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	var idleSince time.Time
loop:
	for {
		select {
		case <-ctx.Done():
			break loop
		case ev := <-events:
			w.mu.Lock()
			if ev.Kind == river.EventKindJobCompleted {
				w.sum.Jobs[ev.Job.Kind]++
			} else {
				w.sum.Failed[ev.Job.Kind]++
			}
			w.mu.Unlock()
		case <-tick.C:
			if !opts.Drain {
				continue
			}
			open, err := OpenJobs(ctx, st, w.queue)
			var hunt *store.Runner
			if err == nil && open == 0 && !opts.runner {
				hunt, err = st.Runner(ctx)
			}
			// Idle for over a second: a job that just finished may have enqueued the next one. A
			// count that failed (the database restarting) is not idle: River retries its own
			// queries, and the worker waits with it. Nor is a queue a hunt may still fill.
			switch {
			case err != nil || open > 0 || hunt != nil:
				idleSince = time.Time{}
			case idleSince.IsZero():
				idleSince = time.Now()
			case time.Since(idleSince) > time.Second:
				break loop
			}
		}
	}
	stopCtx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := client.Stop(stopCtx); err != nil {
		client.StopAndCancel(context.Background())
	}
	w.sum.Duration = time.Since(start)
	return w.sum, nil
}

// timed adds the time of one job to its stage.
func (w *worker) timed(kind string, start time.Time) {
	w.mu.Lock()
	w.sum.StageTime[kind] += time.Since(start)
	w.mu.Unlock()
}

// llm opens the LLM client once, when the options choose the LLM brain; nil for the rules
// brain. The caller holds w.mu.
func (w *worker) llm(ctx context.Context) (*llm.Client, error) {
	if !w.opened {
		c, _, err := w.opts.Brain.Client(ctx, w.st)
		if err != nil {
			return nil, err
		}
		w.client, w.opened = c, true
	}
	return w.client, nil
}

// profileStage returns the prepared profile stage for a job on fixID. The rules brain weighs
// constructs by their rarity over every stored fix: when fixID is one it has not seen (mined
// after the stage was made), a stage made over the store as it is now replaces it, while the
// jobs in flight keep the one they have.
func (w *worker) profileStage(ctx context.Context, fixID string) (*ProfileStage, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.profiler != nil && w.profiler.knows(fixID) {
		return w.profiler, nil
	}
	c, err := w.llm(ctx)
	if err != nil {
		return nil, err
	}
	s := NewProfileStage(w.st, w.opts.Brain, profile.Options{})
	if err := s.Prepare(ctx, c, w.targets.functions); err != nil {
		return nil, err
	}
	w.profiler = s
	return s, nil
}

// siblingsStage returns the siblings stage, made on the target's catalog by the first job.
func (w *worker) siblingsStage(ctx context.Context) (*SiblingsStage, error) {
	info, err := w.targets.describe(ctx) // read once, by the first
	if err != nil {
		return nil, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.generator == nil {
		if w.generator, err = NewSiblingsStage(w.st, info.grammar(), sibling.Options{}); err != nil {
			return nil, err
		}
	}
	return w.generator, nil
}

// validateStage returns the validate stage with its brain, made by the first job that needs it.
func (w *worker) validateStage(ctx context.Context) (*ValidateStage, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.validator.brain == nil {
		c, err := w.llm(ctx)
		if err != nil {
			return nil, err
		}
		if err := w.validator.Prepare(c); err != nil {
			return nil, err
		}
	}
	return w.validator, nil
}

// permanent turns a missing stored input into a cancelled job: retrying cannot bring it back.
func permanent(err error) error {
	if errors.Is(err, store.ErrNotFound) {
		return river.JobCancel(err)
	}
	return err
}

func (w *worker) profile(ctx context.Context, job *river.Job[ProfileArgs]) error {
	defer w.timed(KindProfile, time.Now())
	s := NewProfileStage(w.st, w.opts.Brain, profile.Options{})
	fix, pending, err := s.Unit(ctx, job.Args.FixID)
	if err != nil {
		return permanent(err)
	}
	var p *profile.Profile
	if pending {
		if s, err = w.profileStage(ctx, fix.ID); err != nil {
			return err
		}
		if p, err = s.Do(ctx, fix); err != nil {
			return err
		}
	}
	return commit(ctx, w.st, job, func(tx *sql.Tx) error {
		if p != nil {
			if err := s.Put(ctx, tx, fix, p); err != nil {
				return err
			}
		}
		// Every profile goes on to generation, as in a hunt on one machine: a dropped one's
		// ranked candidate constructs are mutated too.
		return w.enqueueTx(ctx, tx, SiblingsArgs{FixID: fix.ID, ProfileKey: s.Key(fix)})
	})
}

func (w *worker) siblings(ctx context.Context, job *river.Job[SiblingsArgs]) error {
	defer w.timed(KindSiblings, time.Now())
	s, err := w.siblingsStage(ctx)
	if err != nil {
		return err
	}
	p, set, err := s.Unit(ctx, job.Args.FixID)
	if err != nil {
		return permanent(err)
	}
	made := set == nil
	if made {
		if set, err = s.Do(ctx, p); err != nil {
			return err
		}
	}
	return commit(ctx, w.st, job, func(tx *sql.Tx) error {
		if made {
			if err := s.Put(ctx, tx, p, set); err != nil {
				return err
			}
		}
		if len(set.Tests) == 0 {
			return nil
		}
		return w.enqueueTx(ctx, tx, ValidateArgs{FixID: p.FixID, SetKey: s.Key(p)})
	})
}

func (w *worker) validate(ctx context.Context, job *river.Job[ValidateArgs]) error {
	defer w.timed(KindValidate, time.Now())
	tests, err := w.validator.Unit(ctx, job.Args.FixID)
	if err != nil {
		return permanent(err)
	}
	if len(tests) == 0 {
		return nil
	}
	s, err := w.validateStage(ctx)
	if err != nil {
		return err
	}
	tg, info, err := w.targets.get(ctx)
	if err != nil {
		return err
	}
	defer w.targets.put(tg)
	sb := Sandbox{Target: tg, Product: info.info.Product}
	if w.refs != nil {
		rtg, rinfo, err := w.refs.get(ctx)
		if err != nil {
			return fmt.Errorf("reference: %w", err)
		}
		defer w.refs.put(rtg)
		w.mu.Lock()
		shared := w.shared
		w.mu.Unlock()
		if sb.Reference, err = referenceEngine(ctx, w.opts.Reference, w.opts.Target, tg, rtg, rinfo.info.Product, shared); err != nil {
			return err
		}
		w.mu.Lock()
		w.shared = sb.Reference.Shared
		w.mu.Unlock()
	}
	if w.diffs != nil {
		dtg, dinfo, err := w.diffs.get(ctx)
		if err != nil {
			return fmt.Errorf("differential: %w", err)
		}
		defer w.diffs.put(dtg)
		sb.Differential = &execute.DifferentialEngine{Target: dtg, Product: dinfo.info.Product, DSN: w.opts.Differential.Redacted(),
			Newer: validate.ReleaseNewer(info.info.Version, dinfo.info.Version)}
	}
	// Each verdict is stored as it is reached, under its key: a job cut short keeps what it
	// judged, and its next delivery judges only the rest.
	if _, err := s.Do(ctx, sb, tests, nil); err != nil {
		return err
	}
	return ctx.Err() // Do stops quietly when ctx ends; the job is not done then
}

// commit runs write and marks the job complete in one transaction, so the job's output, the
// next stage's job and the completion are stored together or not at all.
func commit[T river.JobArgs](ctx context.Context, st *store.Store, job *river.Job[T], write func(*sql.Tx) error) error {
	tx, err := st.DB().BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := write(tx); err != nil {
		return err
	}
	if _, err := river.JobCompleteTx[*riverdatabasesql.Driver](ctx, tx, job); err != nil {
		return err
	}
	return tx.Commit()
}

func (w *worker) enqueueTx(ctx context.Context, tx *sql.Tx, args river.JobArgs) error {
	client := river.ClientFromContext[*sql.Tx](ctx)
	_, err := client.InsertTx(ctx, tx, args, insertOpts(w.queue))
	return err
}
