package cli

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

func newWorkerCmd(e *env) *cobra.Command {
	var db string
	var asJSON bool
	var o campaign.WorkerOptions
	var ref reference
	var bf *campaign.Brain
	cmd := &cobra.Command{
		Use:   "worker --db postgres://...",
		Short: "work a campaign's jobs from a PostgreSQL store, on this machine's target",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runWorker(e, db, asJSON, o, ref, bf))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &db, &asJSON)
	targetFlag(cmd, &o.Target, "target", campaign.DefaultTarget, "the target this worker runs tests on (gms:, sandbox:mariadb, sandbox:postgres, ...); it works the jobs of that target's queue")
	fs.IntVar(&o.Sandboxes, "sandboxes", 1, "instances of the target to start: jobs worked at once")
	fs.BoolVar(&o.AllowShared, "allow-shared", false, "run the generated tests on a server reaper does not manage")
	fs.DurationVar(&o.Timeout, "timeout", 10*time.Second, "limit on each statement on the target")
	fs.DurationVar(&o.JobTimeout, "job-timeout", 30*time.Minute, "limit on one job; a dead worker's job is handed out again after it (use the hunt's value)")
	fs.StringVar(&o.ID, "id", "", "this worker's name in the job table (default host-pid)")
	fs.BoolVar(&o.Drain, "drain", false, "stop once the queue holds no job waiting, running or to retry")
	referenceFlag(cmd, &ref, "also run every sibling test on this engine (e.g. sandbox:mariadb for gms:, sandbox:postgres for duckdb:), one instance per sandbox")
	differentialFlag(cmd, &o.Differential, "also run every sibling test on this other release of the target's engine, one instance per sandbox")
	bf = addBrainFlags(fs)
	return cmd
}

// runWorker works the jobs of a campaign in PostgreSQL on this machine's target until stopped
// (Ctrl-C or SIGTERM: the jobs in flight get a minute to finish) or, with --drain, until the
// queue is empty.
func runWorker(e *env, db string, asJSON bool, o campaign.WorkerOptions, ref reference, bf *campaign.Brain) int {
	if !store.IsPostgres(db) {
		return badUsage(e, "worker", "workers share a campaign in PostgreSQL: give --db postgres://user@host/database (the one `reaper hunt --db` filled)")
	}
	o.Brain = *bf
	o.Reference = sayReference(e, "worker", ref, o.Target)
	if err := o.Validate(); err != nil {
		return badUsage(e, "worker", err.Error())
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "worker", err)
	}
	defer st.Close()
	fmt.Fprintf(e.stderr, "reaper worker %s: %s of %s, brain %s, queue %s\n", o.ID, tally.Plural(o.Sandboxes, "sandbox", "sandboxes"), o.Target, o.Brain.Name(), campaign.Queue(o.Target, o.Brain.Name()))
	sum, err := campaign.Work(e.ctx, st, o)
	if err != nil {
		return fail(e, "worker", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, sum); err != nil {
			return fail(e, "worker", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "worker %s on queue %s stopped after %s\n", sum.ID, sum.Queue, sum.Duration.Round(time.Millisecond))
	for _, k := range []string{campaign.KindProfile, campaign.KindSiblings, campaign.KindValidate} {
		fmt.Fprintf(w, "  %-16s %5d done, %3d failed, %s\n", k, sum.Jobs[k], sum.Failed[k], sum.StageTime[k].Round(time.Millisecond))
	}
	return exitOK
}
