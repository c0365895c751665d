package cli

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// runExport writes a candidate, or every candidate with a triage status, as a bug report or a
// regression test in the DBMS's format (package review documents the formats).
func runExport(e *env, args []string) int {
	var db, target, format, out, status, bug, fix string
	var asJSON, reduce, allowShared, all bool
	var maxRuns int
	fs := newFlags("export", e, &db, &asJSON)
	fs.StringVar(&format, "format", "", "what to write: "+strings.Join(review.ExportFormats, ", "))
	fs.StringVar(&out, "out", "", "write the files into this directory instead of printing them")
	fs.StringVar(&status, "status", "", "export every candidate whose current triage status is this ("+strings.Join(store.TriageStatuses, ", ")+")")
	fs.StringVar(&bug, "bug", "", "export a bug (`reaper bugs list`): one report naming every affected sibling construct, or a test per sibling")
	fs.StringVar(&fix, "fix", "", "write the sibling regression suite of a fix: its historical test and every valid sibling test, outcomes recorded on --target, open bugs marked ("+strings.Join(review.SuiteFormats, ", ")+")")
	fs.BoolVar(&all, "all", false, "write the sibling regression suite of every fix validated on --target")
	fs.BoolVar(&reduce, "reduce", false, "reduce the reproducer on --target first (see `reaper reduce`)")
	fs.StringVar(&target, "target", "gms:", "with --reduce, the target to reduce on; with --fix or --all, the target the suite is recorded on")
	fs.IntVar(&maxRuns, "max-runs", 300, "with --reduce, bound on the runs of each test")
	fs.BoolVar(&allowShared, "allow-shared", false, "with --reduce, --fix or --all, run the generated tests on a server reaper does not manage")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if !slices.Contains(review.ExportFormats, format) {
		return badUsage(e, "export", "give --format "+strings.Join(review.ExportFormats, "|"))
	}
	if given := btoi(status != "") + btoi(bug != "") + btoi(fix != "") + btoi(all) + fs.NArg(); given != 1 {
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
		st, err := openStore(e, db)
		if err != nil {
			return fail(e, "export", err)
		}
		defer st.Close()
		return exportSuites(e, st, db, target, fix, format, out, asJSON)
	}
	if status != "" && !slices.Contains(store.TriageStatuses, status) {
		return badUsage(e, "export", fmt.Sprintf("unknown status %q (one of %s)", status, strings.Join(store.TriageStatuses, ", ")))
	}
	if status != "" && out == "" {
		return badUsage(e, "export", "--status exports several candidates: give --out DIR")
	}
	if reduce {
		if msg := campaign.SharedTarget(target, allowShared); msg != "" {
			return badUsage(e, "export", msg)
		}
	}
	st, err := openStore(e, db)
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
		c, v, err := findCandidate(e, st, db, fs.Arg(0))
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
