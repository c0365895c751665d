package cli

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/reduce"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

func newReduceCmd(e *env) *cobra.Command {
	var db string
	var target dialect.Target
	var asJSON, allowShared bool
	var maxRuns int
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "reduce CANDIDATE",
		Short: "shrink a candidate's reproducing test on a target (delta debugging)",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runReduce(e, db, target, asJSON, allowShared, maxRuns, timeout, args))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &db, &asJSON)
	targetFlag(cmd, &target, "target", "gms:", "the target to re-run the test on (gms:, sandbox:mariadb, sandbox:postgres, mysql://, postgres://)")
	fs.IntVar(&maxRuns, "max-runs", 300, "bound on the runs of the test on the target")
	fs.DurationVar(&timeout, "timeout", 10*time.Second, "limit on each statement")
	fs.BoolVar(&allowShared, "allow-shared", false, "run the generated tests on a server reaper does not manage")
	return cmd
}

// runReduce shrinks a candidate's first reproducing test on a target and prints it. Nothing is
// stored: `reaper export` reduces again, which keeps the store free of a second,
// derived copy of every test.
func runReduce(e *env, db string, target dialect.Target, asJSON, allowShared bool, maxRuns int, timeout time.Duration, args []string) int {
	if len(args) != 1 {
		return badUsage(e, "reduce", "give one candidate id")
	}
	if maxRuns < 1 {
		return badUsage(e, "reduce", "--max-runs must be at least 1")
	}
	if msg := campaign.SharedTarget(target, allowShared); msg != "" {
		return badUsage(e, "reduce", msg)
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "reduce", err)
	}
	defer st.Close()
	c, v, err := findCandidate(e, st, db, args[0])
	if err != nil {
		return fail(e, "reduce", err)
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "reduce", err)
	}
	defer tg.Close()
	t, stats, err := reduceCandidate(e, tg, c, v, reduce.Options{MaxRuns: maxRuns, Run: dbms.RunOptions{StatementTimeout: timeout}})
	if err != nil {
		return fail(e, "reduce", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, map[string]any{"candidate": c.ID, "test": t, "stats": stats}); err != nil {
			return fail(e, "reduce", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "candidate %s: %s  %s\n", c.ID, c.Construct, c.Example)
	fmt.Fprintf(w, "%s on %s; statements %d → %d, tokens %d → %d\n", tally.Plural(stats.Runs, "run", "runs"), target,
		stats.StatementsBefore, stats.StatementsAfter, stats.TokensBefore, stats.TokensAfter)
	if stats.Exhausted {
		fmt.Fprintf(w, "stopped at --max-runs %d: the test may shrink further\n", maxRuns)
	}
	for _, s := range t.Setup {
		fmt.Fprintf(w, "  %s;\n", s.SQL)
	}
	for i, s := range t.Statements {
		mark := " "
		if i == t.Key {
			mark = ">"
		}
		fmt.Fprintf(w, "%s %s;\n", mark, s.SQL)
	}
	return exitOK
}

// reduceCandidate reduces the candidate's first test on tg; a test that no longer reproduces on
// tg is an error here, because there is nothing to reduce or export from it.
func reduceCandidate(e *env, tg dbms.Target, c validate.Candidate, v *store.Validation, opts reduce.Options) (sibling.Test, reduce.Stats, error) {
	info, err := tg.Info(e.ctx)
	if err != nil {
		return sibling.Test{}, reduce.Stats{}, err
	}
	want := v.Verdict.Facts.Signature
	t, stats, err := reduce.Test(e.ctx, tg, info.Product, v.Input.Test, want, opts)
	if err != nil {
		return t, stats, err
	}
	if !stats.Reproduced {
		return t, stats, fmt.Errorf("candidate %s: test %s ends in %q on this target, not %q: nothing to reduce", c.ID, t.ID, stats.Signature, want)
	}
	return t, stats, nil
}

// errNoCandidate marks an id that names no candidate.
var errNoCandidate = errors.New("no candidate")

// findCandidate finds the candidate an id (or a prefix of it) names among the stored
// validations, with the validation of its first reproducing test.
func findCandidate(e *env, st *store.Store, db, id string) (validate.Candidate, *store.Validation, error) {
	vals, err := st.ListValidations(e.ctx, "", true)
	if err != nil {
		return validate.Candidate{}, nil, err
	}
	c, err := pickCandidate(validate.Dedupe(verdictsOf(vals)), id, db)
	if err != nil {
		return validate.Candidate{}, nil, err
	}
	return c, validationOf(vals, c), nil
}

// pickCandidate finds the candidate whose id starts with id: one, or an error saying there is
// none (errNoCandidate) or several.
func pickCandidate(cands []validate.Candidate, id, db string) (validate.Candidate, error) {
	var found []validate.Candidate
	for _, c := range cands {
		if strings.HasPrefix(c.ID, id) {
			found = append(found, c)
		}
	}
	switch {
	case len(found) == 0 || id == "":
		return validate.Candidate{}, fmt.Errorf("%w %q in %s: `reaper candidates list` shows the ids", errNoCandidate, id, db)
	case len(found) > 1:
		return validate.Candidate{}, fmt.Errorf("candidate id %q is ambiguous (%d match): give more of it", id, len(found))
	}
	return found[0], nil
}

// validationOf returns the validation of the candidate's first test.
func validationOf(vals []*store.Validation, c validate.Candidate) *store.Validation {
	for _, v := range vals {
		if v.Verdict.TestID == c.Tests[0] {
			return v
		}
	}
	return nil
}
