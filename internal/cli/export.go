package cli

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// exportFlags are export's flags.
type exportFlags struct {
	db, format, out, status, bug, fix string
	target                            dialect.Target
	asJSON, reduce, allowShared, all  bool
	maxRuns                           int
}

func newExportCmd(e *env) *cobra.Command {
	var f exportFlags
	cmd := &cobra.Command{
		Use:   "export --format FORMAT (CANDIDATE | --bug BUG | --status STATUS --out DIR | --fix FIX | --all --out DIR)",
		Short: "write a candidate or a bug as a report or a regression test; a fix's sibling regression suite",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runExport(e, f, args))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &f.db, &f.asJSON)
	choiceFlag(cmd, &f.format, "format", "", review.ExportFormats, "what to write")
	fs.StringVar(&f.out, "out", "", "write the files into this directory instead of printing them")
	choiceFlag(cmd, &f.status, "status", "", store.TriageStatuses, "export every candidate whose current triage status is this")
	fs.StringVar(&f.bug, "bug", "", "export the bug with this `ID` (reaper bugs list shows them): one report naming every affected sibling construct, or a test per sibling")
	fs.StringVar(&f.fix, "fix", "", "write the sibling regression suite of a fix: its historical test and every valid sibling test, outcomes recorded on --target, open bugs marked ("+strings.Join(review.SuiteFormats, ", ")+")")
	fs.BoolVar(&f.all, "all", false, "write the sibling regression suite of every fix validated on --target")
	fs.BoolVar(&f.reduce, "reduce", false, "reduce the reproducer on --target first (see reaper reduce)")
	targetFlag(cmd, &f.target, "target", "gms:", "with --reduce, the target to reduce on; with --fix or --all, the target the suite is recorded on")
	fs.IntVar(&f.maxRuns, "max-runs", 300, "with --reduce, bound on the runs of each test")
	fs.BoolVar(&f.allowShared, "allow-shared", false, "with --reduce, --fix or --all, run the generated tests on a server reaper does not manage")
	return cmd
}

// runExport writes a candidate, or every candidate with a triage status, as a bug report or a
// regression test in the DBMS's format (package review documents the formats).
func runExport(e *env, f exportFlags, args []string) int {
	db, target, format, out, status, bug, fix, asJSON, reduce, allowShared, all, maxRuns := f.db, f.target, f.format, f.out, f.status, f.bug, f.fix, f.asJSON, f.reduce, f.allowShared, f.all, f.maxRuns
	if !slices.Contains(review.ExportFormats, format) {
		return badUsage(e, "export", "give --format "+strings.Join(review.ExportFormats, "|"))
	}
	if given := btoi(status != "") + btoi(bug != "") + btoi(fix != "") + btoi(all) + len(args); given != 1 {
		return badUsage(e, "export", "give one candidate id, --bug ID, --status STATUS, --fix ID or --all")
	}
	if suite := fix != "" || all; suite {
		if !slices.Contains(review.SuiteFormats, format) {
			return badUsage(e, "export", "a sibling regression suite is written in "+strings.Join(review.SuiteFormats, " or ")+", not "+format)
		}
		if all && out == "" {
			return badUsage(e, "export", "--all writes a suite per fix: give --out DIR")
		}
		if msg := campaign.SharedTarget(target, allowShared); msg != "" {
			return badUsage(e, "export", msg)
		}
		st, err := openExistingStore(e, db)
		if err != nil {
			return fail(e, "export", err)
		}
		defer st.Close()
		return exportSuites(e, st, db, target, fix, format, out, asJSON)
	}
	if status != "" && out == "" {
		return badUsage(e, "export", "--status exports several candidates: give --out DIR")
	}
	if reduce {
		if msg := campaign.SharedTarget(target, allowShared); msg != "" {
			return badUsage(e, "export", msg)
		}
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
	var tg dbms.Target
	if reduce {
		if tg, err = dbms.Open(e.ctx, target); err != nil {
			return fail(e, "export", err)
		}
		defer tg.Close()
	}
	var files []review.ExportFile
	var skipped []string
	for _, it := range items {
		in := review.ExportInput{Candidate: it.c, Validation: *it.v}
		if in.Fix, err = st.GetFix(e.ctx, it.v.Verdict.FixID); err != nil {
			in.Fix = nil // a report without its fix record still says which fix it was
		}
		if reduce {
			t, stats, err := reduceCandidate(e, tg, it.c, it.v, review.ReduceOptions{MaxRuns: maxRuns, Run: dbms.RunOptions{StatementTimeout: 10 * time.Second}})
			if err != nil {
				return fail(e, "export", err)
			}
			in.Reduced, in.ReducedRun = &t, stats.Run
		}
		got, err := review.Export(in, format)
		if err != nil {
			if len(items) > 1 && errors.Is(err, review.ErrNoCorrectBehaviour) {
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
	if theBug != nil && format == review.FormatMarkdown {
		files = []review.ExportFile{bugReport(*theBug, files)}
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
	if err := review.WriteFiles(out, files); err != nil {
		return fail(e, "export", err)
	}
	fmt.Fprintf(e.stdout, "wrote %d files for %d candidates into %s\n", len(files), len(items)-len(skipped), out)
	return exitOK
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
func bugReport(b validate.Bug, parts []review.ExportFile) review.ExportFile {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# Bug %s (%s): %s\n\n", b.ID, b.Kind, b.Key)
	fmt.Fprintf(&sb, "Affected sibling constructs: %s. %d candidates, %d reproducing tests, reached from %d fixes; grouped by %s.\n",
		strings.Join(b.Constructs, ", "), len(b.Candidates), len(b.Tests), len(b.Fixes), b.Reason)
	if len(b.Related) > 0 {
		fmt.Fprintf(&sb, "\nRelated bugs (the same message on other constructs): %s.\n", strings.Join(b.Related, ", "))
	}
	for _, p := range parts {
		fmt.Fprintf(&sb, "\n---\n\n%s", p.Content)
	}
	return review.ExportFile{Name: "reaper_bug_" + b.ID + ".md", Content: sb.String()}
}
