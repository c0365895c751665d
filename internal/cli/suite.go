package cli

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/internal/suite"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// exportSuites writes the sibling regression suite of one fix, or of every fix validated on
// target (package suite says what a suite holds).
func exportSuites(e *env, st *store.Store, db string, target dialect.Target, fixID, format, out string, asJSON, force bool) int {
	vals, err := st.ListValidations(e.ctx, target.Redacted(), false)
	if err != nil {
		return fail(e, "export", err)
	}
	if len(vals) == 0 {
		return fail(e, "export", fmt.Errorf("no test of %s is validated on %s: give the --target the campaign ran on (`reaper status --db %s` names it)", db, target, db))
	}
	triage, err := st.CurrentTriage(e.ctx)
	if err != nil {
		return fail(e, "export", err)
	}
	byFix := map[string][]*store.Validation{}
	var cands []validate.Verdict
	for _, v := range vals {
		byFix[v.Verdict.FixID] = append(byFix[v.Verdict.FixID], v)
		if v.Verdict.Candidate() {
			cands = append(cands, v.Verdict)
		}
	}
	open := suiteOpenBugs(validate.Dedupe(cands), triage)
	var fixes []string
	for id := range byFix {
		if fixID == "" || strings.HasPrefix(id, fixID) {
			fixes = append(fixes, id)
		}
	}
	sort.Strings(fixes)
	switch {
	case len(fixes) == 0:
		return fail(e, "export", fmt.Errorf("no fix %q has tests validated on %s in %s: `reaper fixes list --db %s` shows the ids", fixID, target, db, db))
	case fixID != "" && len(fixes) > 1:
		return fail(e, "export", fmt.Errorf("fix id %q is ambiguous (%d match): give more of it", fixID, len(fixes)))
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "export", err)
	}
	defer tg.Close()
	info, err := tg.Info(e.ctx)
	if err != nil {
		return fail(e, "export", err)
	}
	product := info.Product
	var suites []*suite.Suite
	for _, id := range fixes {
		in := suiteInput(byFix[id], open, product)
		if fix, err := st.GetFix(e.ctx, id); err == nil {
			in.Subject = fix.Title
			for i := range in.Open {
				in.Open[i].Input.Fix = fix
			}
		}
		s, err := suite.Record(e.ctx, tg, in, format, dbms.RunOptions{})
		if err != nil {
			return fail(e, "export", err)
		}
		suites = append(suites, s)
	}
	if asJSON && out == "" {
		if err := writeJSON(e.stdout, suites); err != nil {
			return fail(e, "export", err)
		}
		return exitOK
	}
	var files []export.File
	recorded, marked, left := 0, 0, 0
	for _, s := range suites {
		files = append(files, s.Files...)
		recorded += s.Recorded
		marked += len(s.Marked)
		left += len(s.Left)
		for _, l := range s.Left {
			fmt.Fprintf(safeWriter{e.stderr}, "reaper export: fix %s: left out: %s\n", s.FixID, l)
		}
	}
	if format == testfmt.MTR {
		files = suiteDisabled(files)
	}
	if out == "" {
		for _, f := range files {
			fmt.Fprintf(e.stdout, "==> %s <==\n", f.Name)
			fmt.Fprint(safeWriter{e.stdout}, f.Content)
		}
		return exitOK
	}
	if err := writeExport(out, files, force); err != nil {
		return fail(e, "export", err)
	}
	leftOut := tally.Plural(left, "test", "tests") + " left out"
	if left > 0 {
		leftOut += " (each named above, with why)"
	}
	fmt.Fprintf(e.stdout, "wrote %s into %s: %s of %s recorded on %s, %s marked as failing, %s\n",
		tally.Plural(len(files), "file", "files"), out, tally.Plural(len(suites), "suite", "suites"), tally.Plural(recorded, "test", "tests"), target,
		tally.Plural(marked, "open-bug test", "open-bug tests"), leftOut)
	fmt.Fprintf(e.stdout, "next: reaper replay --format %s --target %s %s\n", format, target, out)
	return exitOK
}

// suiteOpenBugs maps each test of an open bug's candidate (not triaged a false positive, itself
// or through its bug) to its candidate and bug.
func suiteOpenBugs(cands []validate.Candidate, triage store.Decisions) map[string]suiteBug {
	out := map[string]suiteBug{}
	bugs := validate.Cluster(cands)
	byID := map[string]validate.Bug{}
	for _, b := range bugs {
		byID[b.ID] = b
	}
	bugOf := validate.BugOf(bugs)
	for _, c := range cands {
		if triage.CandidateStatus(c.ID, bugOf[c.ID]) == store.TriageFalsePositive {
			continue
		}
		for _, t := range c.Tests {
			out[t] = suiteBug{c, byID[bugOf[c.ID]]}
		}
	}
	return out
}

type suiteBug struct {
	c   validate.Candidate
	bug validate.Bug
}

// suiteInput picks a fix's suite from its validations: each historical test, then its siblings
// that the target ran as valid (not rejected for their syntax or names) and that keep the
// trigger, distinct by statements; a sibling that reproduces an open bug goes to Open, one per
// candidate.
func suiteInput(vals []*store.Validation, open map[string]suiteBug, product string) suite.Input {
	in := suite.Input{FixID: vals[0].Verdict.FixID, Product: product}
	type group struct {
		hist     suite.Test
		siblings []suite.Test
	}
	var groups []*group
	byHist := map[string]*group{}
	seen := map[string]bool{}
	opened := map[string]bool{}
	for _, v := range vals {
		t := v.Input.Test
		if t.Key >= len(t.Statements) {
			continue
		}
		h := t
		h.Statements = slices.Clone(t.Statements)
		h.Statements[h.Key].SQL = t.Original
		h.ID, h.Construct, h.Variant, h.Trigger = "", "", "", nil
		hk := suiteKey(h)
		g := byHist[hk]
		if g == nil {
			g = &group{hist: suite.Test{Test: h, Label: "historical test: " + t.Original}}
			byHist[hk] = g
			groups = append(groups, g)
			seen[hk] = true
		}
		if b, ok := open[t.ID]; ok {
			if !opened[b.c.ID] {
				opened[b.c.ID] = true
				in.Open = append(in.Open, suite.Open{Bug: b.bug.ID, Key: b.bug.Key,
					Input: export.Input{Candidate: b.c, Validation: *v}})
			}
			continue
		}
		valid := v.Verdict.Facts.Validity == failure.ClassOK || v.Verdict.Facts.Validity == failure.ClassOther
		if k := suiteKey(t); valid && t.TriggerLost == "" && !seen[k] {
			seen[k] = true
			label := "sibling " + t.Construct
			if t.Variant != "" {
				label += " (" + t.Variant + ")"
			}
			g.siblings = append(g.siblings, suite.Test{Test: t, Label: label + ", test " + t.ID})
		}
	}
	for _, g := range groups {
		sort.SliceStable(g.siblings, func(i, j int) bool { return g.siblings[i].Label < g.siblings[j].Label })
		in.Tests = append(append(in.Tests, g.hist), g.siblings...)
	}
	return in
}

// suiteKey identifies a test by its statements.
func suiteKey(t sibling.Test) string {
	var b strings.Builder
	for _, s := range t.All() {
		b.WriteString(s.Connection + "\x00" + strings.TrimSpace(s.SQL) + "\x00")
	}
	return b.String()
}

// suiteDisabled merges the suites' disabled.def files into one, as an mtr suite has.
func suiteDisabled(files []export.File) []export.File {
	var out []export.File
	var lines []string
	for _, f := range files {
		if f.Name == "disabled.def" {
			lines = append(lines, strings.TrimRight(f.Content, "\n"))
			continue
		}
		out = append(out, f)
	}
	if len(lines) > 0 {
		out = append(out, export.File{Name: "disabled.def", Content: strings.Join(lines, "\n") + "\n"})
	}
	return out
}

// runReplay runs an exported suite directory on a target: every suite file must be green; the
// files of open bugs are run without their mark and are expected red while the bug is open.
func newReplayCmd(e *env) *cobra.Command {
	var format string
	var target dialect.Target
	var asJSON, allowShared bool
	cmd := &cobra.Command{
		Use:   "replay DIR",
		Short: "run an exported sibling regression suite on a target: green except the marked open bugs",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runReplay(e, target, format, asJSON, allowShared, args))
		},
	}
	addJSONFlag(cmd.Flags(), &asJSON)
	targetFlag(cmd, &target, "target", "gms:", "the target to replay the suite on")
	choiceFlag(cmd, &format, "format", testfmt.MTR, suite.Formats, "the suite's format")
	cmd.Flags().BoolVar(&allowShared, "allow-shared", false, "replay on a server reaper does not manage")
	return cmd
}

func runReplay(e *env, target dialect.Target, format string, asJSON, allowShared bool, args []string) int {
	if len(args) != 1 {
		return badUsage(e, "replay", "give the suite directory `reaper export --fix ID|--all --out DIR` wrote")
	}
	if msg := campaign.SharedTarget(target, allowShared); msg != "" {
		return badUsage(e, "replay", msg)
	}
	dir := args[0]
	files, err := suiteFiles(dir)
	if err != nil {
		return fail(e, "replay", err)
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "replay", err)
	}
	defer tg.Close()
	got, err := suite.Replay(e.ctx, tg, format, files)
	if err != nil {
		return fail(e, "replay", fmt.Errorf("%s: %w", dir, err))
	}
	if asJSON {
		if err := writeJSON(e.stdout, got); err != nil {
			return fail(e, "replay", err)
		}
	}
	green, red, open, fixed := 0, 0, 0, 0
	w := safeWriter{e.stdout}
	for _, r := range got {
		state := "green"
		switch {
		case r.Marked && r.Green:
			state, fixed = "marked, now passes: its bug may be fixed, unmark it", fixed+1
		case r.Marked:
			state, open = "marked, still failing", open+1
		case r.Green:
			green++
		default:
			state, red = "RED", red+1
		}
		if !asJSON {
			fmt.Fprintf(w, "%s: %s: %s\n", r.File, state, r.Detail)
		}
	}
	if !asJSON {
		fmt.Fprintf(w, "%s green, %d red; %s still failing, %d now pass\n", tally.Plural(green, "suite file", "suite files"), red,
			tally.Plural(open, "marked file", "marked files"), fixed)
	}
	if red > 0 {
		return exitFailure
	}
	return exitOK
}

// suiteFiles reads a suite directory's .test, .result and disabled.def files, named relative to it.
func suiteFiles(dir string) ([]export.File, error) {
	var files []export.File
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := filepath.ToSlash(strings.TrimPrefix(path, dir+string(filepath.Separator)))
		if d.IsDir() || !(strings.HasSuffix(name, ".test") || strings.HasSuffix(name, ".result") || name == "disabled.def") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files = append(files, export.File{Name: name, Content: string(b)})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read suite directory: %w", err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s holds no .test file: give the directory `reaper export --out` wrote", dir)
	}
	return files, nil
}
