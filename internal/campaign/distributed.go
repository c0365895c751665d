package campaign

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/store"
)

// kindStage names the stage of each job kind.
var kindStage = map[string]string{KindProfile: StageProfile, KindSiblings: StageSiblings, KindValidate: StageValidate}

// JobStage is one stage's jobs on one queue, by state, with why the failing ones failed.
type JobStage struct {
	Queue string `json:"queue"`
	Kind  string `json:"kind"`
	// Open counts the jobs waiting (available, scheduled, pending), Running those being worked,
	// Retrying those that failed and will be tried again, Completed, Discarded (given up after
	// maxAttempts) and Cancelled (their input is gone) the finished ones.
	Open      int           `json:"open"`
	Running   int           `json:"running"`
	Retrying  int           `json:"retrying"`
	Completed int           `json:"completed"`
	Discarded int           `json:"discarded"`
	Cancelled int           `json:"cancelled"`
	Errors    []tally.Count `json:"errors,omitempty"`
	// Busy is the time the completed jobs took, summed over workers.
	Busy time.Duration `json:"busy_ns"`
}

// Jobs reads the job engine's tables of st: each stage's jobs on queue, or on every queue when
// queue is "". A store no job was ever enqueued in has none.
func Jobs(ctx context.Context, st *store.Store, queue string) ([]JobStage, error) {
	if !st.Postgres() {
		return nil, nil
	}
	db := st.DB()
	var exists bool
	if err := db.QueryRowContext(ctx, `SELECT to_regclass('river_job') IS NOT NULL`).Scan(&exists); err != nil || !exists {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, `SELECT queue, kind, state::text, count(*),
		COALESCE(sum(EXTRACT(EPOCH FROM finalized_at - attempted_at)) FILTER (WHERE state = 'completed'), 0)::float8
		FROM river_job WHERE ($1 = '' OR queue = $1) AND kind LIKE 'reaper_%' GROUP BY 1, 2, 3`, queue)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byKey := map[[2]string]*JobStage{}
	get := func(q, kind string) *JobStage {
		k := [2]string{q, kind}
		if byKey[k] == nil {
			byKey[k] = &JobStage{Queue: q, Kind: kind}
		}
		return byKey[k]
	}
	for rows.Next() {
		var q, kind, state string
		var n int
		var busy float64
		if err := rows.Scan(&q, &kind, &state, &n, &busy); err != nil {
			return nil, err
		}
		js := get(q, kind)
		switch state {
		case "available", "scheduled", "pending":
			js.Open += n
		case "running":
			js.Running += n
		case "retryable":
			js.Retrying += n
		case "completed":
			js.Completed += n
			js.Busy += time.Duration(busy * float64(time.Second))
		case "discarded":
			js.Discarded += n
		case "cancelled":
			js.Cancelled += n
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	errRows, err := db.QueryContext(ctx, `SELECT queue, kind, errors[array_length(errors, 1)]->>'error', count(*)
		FROM river_job WHERE ($1 = '' OR queue = $1) AND kind LIKE 'reaper_%' AND state IN ('retryable', 'discarded', 'cancelled')
		AND array_length(errors, 1) > 0 GROUP BY 1, 2, 3`, queue)
	if err != nil {
		return nil, err
	}
	defer errRows.Close()
	reasons := map[[2]string]map[string]int{}
	for errRows.Next() {
		var q, kind, msg string
		var n int
		if err := errRows.Scan(&q, &kind, &msg, &n); err != nil {
			return nil, err
		}
		k := [2]string{q, kind}
		if reasons[k] == nil {
			reasons[k] = map[string]int{}
		}
		reasons[k][msg] += n
	}
	if err := errRows.Err(); err != nil {
		return nil, err
	}
	var out []JobStage
	for k, js := range byKey {
		js.Errors = TopReasons(reasons[k], 3)
		out = append(out, *js)
	}
	order := map[string]int{KindProfile: 0, KindSiblings: 1, KindValidate: 2}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Queue != out[j].Queue {
			return out[i].Queue < out[j].Queue
		}
		return order[out[i].Kind] < order[out[j].Kind]
	})
	return out, nil
}

// OpenJobs counts the jobs of queue not finished: waiting, running or to be retried.
func OpenJobs(ctx context.Context, st *store.Store, queue string) (int, error) {
	js, err := Jobs(ctx, st, queue)
	n := 0
	for _, j := range js {
		n += j.Open + j.Running + j.Retrying
	}
	return n, err
}

// runDistributed is Run on a PostgreSQL store: mining here, then every stage's work handed out
// as jobs on the queue of the target and brain, worked here (Sandboxes at once) together with
// any `reaper worker` on the same queue, until none is left — or, with EnqueueOnly, left to
// the workers.
//
// A run that joined another runner's campaign (Summary.Joined) mines and enqueues nothing: it
// works the queue beside the runner until the runner is gone and no job is left.
func runDistributed(ctx context.Context, r *runner) error {
	joined := r.sum.Joined != nil
	s := Stage{Name: StageMine}
	t := time.Now()
	var err error
	if joined {
		s.Note = "joined " + r.sum.Joined.String() + ", which mines and enqueues"
	} else {
		err = r.mine(&s)
	}
	s.Duration = time.Since(t)
	r.sum.Stages = append(r.sum.Stages, s)
	if err != nil {
		return fmt.Errorf("mine: %w", err)
	}
	if ctx.Err() != nil {
		return nil
	}
	st, opts := r.st, r.opts
	if err := migrateEngine(ctx, st); err != nil {
		return err
	}
	queue := Queue(opts.Target, opts.Brain.Name())
	r.sum.Queue = queue
	before, err := Jobs(ctx, st, queue)
	if err != nil {
		return err
	}
	if !joined {
		if r.sum.Enqueued, err = Enqueue(ctx, st, queue, opts.Brain); err != nil {
			return err
		}
	}
	var ws *WorkerSummary
	if !opts.EnqueueOnly {
		watchCtx, stopWatch := context.WithCancel(ctx)
		watched := make(chan struct{})
		go func() {
			defer close(watched)
			r.watchJobs(watchCtx, queue, before)
		}()
		ws, err = Work(ctx, st, WorkerOptions{Target: opts.Target, Sandboxes: opts.Sandboxes, AllowShared: opts.AllowShared, Brain: opts.Brain,
			Reference: opts.Reference, Differential: opts.Differential, Timeout: opts.Timeout, JobTimeout: opts.JobTimeout, Drain: true, runner: !joined})
		stopWatch()
		<-watched
		if err != nil {
			return err
		}
	}
	after, err := Jobs(context.WithoutCancel(ctx), st, queue)
	if err != nil {
		return err
	}
	for _, kind := range []string{KindProfile, KindSiblings, KindValidate} {
		b, a := jobsOf(before, kind), jobsOf(after, kind)
		s := Stage{Name: kindStage[kind], Done: a.Completed - b.Completed, Already: b.Completed, Failed: a.Discarded + a.Cancelled, Reasons: a.Errors}
		s.Kept = s.Done
		if open := a.Open + a.Running + a.Retrying; open > 0 {
			s.Note = tally.Plural(open, "job", "jobs") + " left to the workers"
		}
		if ws != nil {
			s.Duration = ws.StageTime[kind]
		}
		r.sum.Stages = append(r.sum.Stages, s)
	}
	return nil
}

func jobsOf(js []JobStage, kind string) JobStage {
	for _, j := range js {
		if j.Kind == kind {
			return j
		}
	}
	return JobStage{Kind: kind}
}

// watchJobs reports each stage's jobs as progress until ctx ends.
func (r *runner) watchJobs(ctx context.Context, queue string, before []JobStage) {
	start := time.Now()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		js, err := Jobs(ctx, r.st, queue)
		if err != nil {
			continue // a progress line missed; the run itself reports the store's errors
		}
		var parts []string
		for _, kind := range []string{KindProfile, KindSiblings, KindValidate} {
			b, a := jobsOf(before, kind), jobsOf(js, kind)
			done := a.Completed - b.Completed
			parts = append(parts, fmt.Sprintf("%s %d/%d", kindStage[kind], done, done+a.Open+a.Running+a.Retrying))
		}
		r.report(Progress{Stage: StageJobs, Jobs: strings.Join(parts, ", "), Elapsed: time.Since(start)})
	}
}
