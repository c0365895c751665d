package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/reduce"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/internal/suite"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// exportFlags are export's flags.
type exportFlags struct {
	db, format, out, status, bug, fix         string
	target                                    dialect.Target
	asJSON, noReduce, allowShared, all, force bool
	maxRuns                                   int
}

func newExportCmd(e *env) *cobra.Command {
	var f exportFlags
	cmd := &cobra.Command{
		Use:   "export --format FORMAT [--no-reduce] [--force] (CANDIDATE | --bug BUG | --status STATUS --out DIR | --fix FIX | --all --out DIR)",
		Short: "write a candidate or a bug as a report or a regression test; a fix's sibling regression suite",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runExport(e, f, args))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &f.db, &f.asJSON)
	choiceFlag(cmd, &f.format, "format", "", export.Formats, "what to write")
	fs.StringVar(&f.out, "out", "", "write the files into this directory instead of printing them")
	choiceFlag(cmd, &f.status, "status", "", store.TriageStatuses, "export every candidate whose current triage status is this")
	fs.StringVar(&f.bug, "bug", "", "export the bug with this `ID` (reaper bugs list shows them): one report naming every affected sibling construct, or a test per sibling")
	fs.StringVar(&f.fix, "fix", "", "write the sibling regression suite of a fix: its historical test and every valid sibling test, outcomes recorded on --target, open bugs marked ("+strings.Join(suite.Formats, ", ")+")")
	fs.BoolVar(&f.all, "all", false, "write the sibling regression suite of every fix validated on --target")
	fs.BoolVar(&f.noReduce, "no-reduce", false, "export the test as validated, without reducing it first (see reaper reduce)")
	fs.BoolVar(&f.force, "force", false, "with --out, overwrite files that exist")
	targetFlag(cmd, &f.target, "target", "", "the target to reduce on (default: the one each candidate was validated on); with --fix or --all, the target the suite is recorded on (default gms:)")
	fs.IntVar(&f.maxRuns, "max-runs", 300, "bound on the runs of each reduction")
	fs.BoolVar(&f.allowShared, "allow-shared", false, "reduce, or record a suite, on a server reaper does not manage")
	return cmd
}

// runExport writes a candidate, or every candidate with a triage status, as a bug report or a
// regression test in the DBMS's format (package export documents the formats).
func runExport(e *env, f exportFlags, args []string) int {
	db, target, format, out, status, bug, fix, asJSON, allowShared, all := f.db, f.target, f.format, f.out, f.status, f.bug, f.fix, f.asJSON, f.allowShared, f.all
	if !slices.Contains(export.Formats, format) {
		return badUsage(e, "export", "give --format "+strings.Join(export.Formats, "|"))
	}
	if given := btoi(status != "") + btoi(bug != "") + btoi(fix != "") + btoi(all) + len(args); given != 1 {
		return badUsage(e, "export", "give one candidate id, --bug ID, --status STATUS, --fix ID or --all")
	}
	if fix != "" || all { // --fix and --all write sibling regression suites
		if !slices.Contains(suite.Formats, format) {
			return badUsage(e, "export", "a sibling regression suite is written in "+strings.Join(suite.Formats, " or ")+", not "+format)
		}
		if all && out == "" {
			return badUsage(e, "export", "--all writes a suite per fix: give --out DIR")
		}
		if target.IsZero() {
			target = dialect.MustParseTarget("gms:")
		}
		if msg := campaign.SharedTarget(target, allowShared); msg != "" {
			return badUsage(e, "export", msg)
		}
		st, err := openExistingStore(e, db)
		if err != nil {
			return fail(e, "export", err)
		}
		defer st.Close()
		return exportSuites(e, st, db, target, fix, format, out, asJSON, f.force)
	}
	if status != "" && out == "" {
		return badUsage(e, "export", "--status exports several candidates: give --out DIR")
	}
	if f.maxRuns < 1 {
		return badUsage(e, "export", "--max-runs must be at least 1")
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "export", err)
	}
	defer st.Close()
	type item struct {
		c validate.Candidate
		v *store.Validation
	}
	var items []item
	var theBug *validate.Bug
	switch {
	case bug != "":
		vals, err := st.ListValidations(e.ctx, "", true)
		if err != nil {
			return fail(e, "export", err)
		}
		cands := validate.Dedupe(verdictsOf(vals))
		b, err := pickBug(validate.Cluster(cands), bug, db)
		if err != nil {
			return fail(e, "export", err)
		}
		theBug = &b
		for _, c := range cands {
			if slices.Contains(b.Candidates, c.ID) {
				items = append(items, item{c, validationOf(vals, c)})
			}
		}
	case status == "":
		c, v, err := findCandidate(e, st, db, args[0])
		if err != nil {
			return fail(e, "export", err)
		}
		items = append(items, item{c, v})
	default:
		vals, err := st.ListValidations(e.ctx, "", true)
		if err != nil {
			return fail(e, "export", err)
		}
		triage, err := st.CurrentTriage(e.ctx)
		if err != nil {
			return fail(e, "export", err)
		}
		cands := validate.Dedupe(verdictsOf(vals))
		bugOf := validate.BugOf(validate.Cluster(cands))
		for _, c := range cands {
			// A candidate takes its bug's decision when that is later than its own.
			if triage.CandidateStatus(c.ID, bugOf[c.ID]) == status {
				items = append(items, item{c, validationOf(vals, c)})
			}
		}
	}
	red := &exportReducer{e: e, target: target, allowShared: allowShared, maxRuns: f.maxRuns, open: map[string]dbms.Target{}}
	defer red.close()
	var files []export.File
	var skipped []string
	for _, it := range items {
		in := export.Input{Candidate: it.c, Validation: *it.v}
		if in.Fix, err = st.GetFix(e.ctx, it.v.Verdict.FixID); err != nil {
			in.Fix = nil // a report without its fix record still says which fix it was
		}
		if !f.noReduce {
			if t, run, why := red.reduce(it.c, it.v); why != "" {
				fmt.Fprintf(safeWriter{e.stderr}, "reaper export: candidate %s is not reduced: %s; its test is exported as validated\n", it.c.ID, why)
			} else {
				in.Reduced, in.ReducedRun = t, run
			}
		}
		got, err := export.Files(in, format)
		if err != nil {
			if len(items) > 1 && errors.Is(err, export.ErrNoCorrectBehaviour) {
				// One wrong-result candidate must not stop the export of the others.
				skipped = append(skipped, err.Error())
				continue
			}
			return fail(e, "export", err)
		}
		files = append(files, got...)
	}
	for _, s := range skipped {
		fmt.Fprintf(safeWriter{e.stderr}, "reaper export: skipped: %s\n", s)
	}
	if len(files) == 0 {
		// Every candidate was skipped: an empty export is no export, and a script must see it.
		return fail(e, "export", fmt.Errorf("none of the %s can be written as %s (each skipped above, with why): export it as markdown or sql",
			tally.Plural(len(items), "candidate", "candidates"), format))
	}
	if theBug != nil && format == export.FormatMarkdown {
		files = []export.File{bugReport(*theBug, files)}
	}
	if asJSON && out == "" {
		if err := writeJSON(e.stdout, files); err != nil {
			return fail(e, "export", err)
		}
		return exitOK
	}
	if out == "" {
		for _, f := range files {
			if len(files) > 1 {
				fmt.Fprintf(e.stdout, "==> %s <==\n", f.Name)
			}
			fmt.Fprint(safeWriter{e.stdout}, f.Content)
		}
		return exitOK
	}
	if err := writeExport(out, files, f.force); err != nil {
		return fail(e, "export", err)
	}
	fmt.Fprintf(e.stdout, "wrote %s for %s into %s\n", tally.Plural(len(files), "file", "files"), tally.Plural(len(items)-len(skipped), "candidate", "candidates"), out)
	return exitOK
}

// writeExport writes files into dir, refusing, unless force, to overwrite one that exists.
func writeExport(dir string, files []export.File, force bool) error {
	if !force {
		for _, f := range files {
			p := filepath.Join(dir, filepath.FromSlash(f.Name))
			if _, err := os.Lstat(p); err == nil {
				return fmt.Errorf("%s exists: give --force to overwrite it", p)
			}
		}
	}
	return export.Write(dir, files)
}

// exportReducer reduces each candidate's test before its export, on --target or else the
// target the candidate was validated on, opening each target once.
type exportReducer struct {
	e           *env
	target      dialect.Target
	allowShared bool
	maxRuns     int
	open        map[string]dbms.Target
}

// reduce returns the candidate's reduced test and its run, or why it could not be reduced: a
// wrong result (nothing to keep), a target it may not or cannot run on, a test that no longer
// reproduces there.
func (r *exportReducer) reduce(c validate.Candidate, v *store.Validation) (*sibling.Test, *dbms.Execution, string) {
	if sig := v.Verdict.Facts.Signature; sig == "" || sig == dbms.OutcomeOK {
		return nil, nil, "a wrong result has no failure signature to keep while reducing"
	}
	target := r.target
	if target.IsZero() {
		t, err := dialect.ParseTarget(v.Target)
		if err != nil {
			return nil, nil, fmt.Sprintf("the target it was validated on cannot be read (%v): give --target", err)
		}
		target = t
	}
	if msg := campaign.SharedTarget(target, r.allowShared); msg != "" {
		return nil, nil, "to reduce on " + target.Redacted() + ": " + msg
	}
	tg, ok := r.open[target.Redacted()]
	if !ok {
		var err error
		if tg, err = dbms.Open(r.e.ctx, target); err != nil {
			return nil, nil, fmt.Sprintf("cannot open %s (%v): give --target", target, err)
		}
		r.open[target.Redacted()] = tg
	}
	t, stats, err := reduceCandidate(r.e, tg, c, v, reduce.Options{MaxRuns: r.maxRuns, Run: dbms.RunOptions{StatementTimeout: 10 * time.Second}})
	if err != nil {
		return nil, nil, err.Error()
	}
	return &t, stats.Run, ""
}

func (r *exportReducer) close() {
	for _, tg := range r.open {
		tg.Close()
	}
}

// btoi is 1 for true.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pickBug finds a bug by a prefix of its id.
func pickBug(bugs []validate.Bug, id, db string) (validate.Bug, error) {
	var found []validate.Bug
	for _, b := range bugs {
		if strings.HasPrefix(b.ID, id) {
			found = append(found, b)
		}
	}
	switch {
	case len(found) == 0:
		return validate.Bug{}, fmt.Errorf("no bug %q in %s: `reaper bugs list` shows the ids", id, db)
	case len(found) > 1:
		return validate.Bug{}, fmt.Errorf("bug id %q is ambiguous (%d match): give more of it", id, len(found))
	}
	return found[0], nil
}

// bugReport is one markdown report for a bug: what it is and every sibling construct it
// affects, then each candidate's report (its reproducer), as the paper's NEXTVAL report names
// LASTVAL and SETVAL together.
func bugReport(b validate.Bug, parts []export.File) export.File {
	var sb strings.Builder
	// The title shows a real failure (Example); the key is a grouping shape with placeholders.
	title := b.Example
	if title == "" {
		title = b.Key
	}
	fmt.Fprintf(&sb, "# Bug %s (%s): %s\n\n", b.ID, b.Kind, title)
	fmt.Fprintf(&sb, "Affected sibling constructs: %s. %s, %s, reached from %s; grouped by %s.\n",
		strings.Join(b.Constructs, ", "), tally.Plural(len(b.Candidates), "candidate", "candidates"), tally.Plural(len(b.Tests), "reproducing test", "reproducing tests"),
		tally.Plural(len(b.Fixes), "fix", "fixes"), b.Reason)
	if len(b.Related) > 0 {
		fmt.Fprintf(&sb, "\nRelated bugs (the same message on other constructs): %s.\n", strings.Join(b.Related, ", "))
	}
	for _, p := range parts {
		fmt.Fprintf(&sb, "\n---\n\n%s", p.Content)
	}
	return export.File{Name: "reaper_bug_" + b.ID + ".md", Content: sb.String()}
}
