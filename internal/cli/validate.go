package cli

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// validateFlags are validate's flags.
type validateFlags struct {
	db, fixID                      string
	target                         dialect.Target
	reference                      reference
	differential                   dialect.Target
	asJSON, all, redo, allowShared bool
	rejudge, targetGiven           bool
	timeout                        time.Duration
	bf                             *campaign.Brain
}

func newValidateCmd(e *env) *cobra.Command {
	var f validateFlags
	cmd := &cobra.Command{
		Use:   "validate ((--all | --fix FIX) [--redo] | --rejudge)",
		Short: "run sibling tests, judge them (stages I-III, NoREC, TLP) and store the candidates",
		Args:  noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			f.targetGiven = c.Flags().Changed("target")
			return done(runValidate(e, f))
		},
	}
	fs := cmd.Flags()
	addStoreFlags(fs, &f.db, &f.asJSON)
	fs.BoolVar(&f.all, "all", false, "validate every stored sibling test whose verdict on the target is missing or made from other inputs (test, brain, reference, differential)")
	fs.StringVar(&f.fixID, "fix", "", "only the sibling tests of this fix")
	fs.BoolVar(&f.redo, "redo", false, "validate again the tests whose verdict was made from the same inputs")
	fs.BoolVar(&f.rejudge, "rejudge", false, "judge the stored runs again with the current rules, running nothing (after a change to the rules; every target unless --target is given)")
	targetFlag(cmd, &f.target, "target", "gms:", "the target to run the tests on (gms:, sandbox:mariadb, sandbox:postgres, mysql://, postgres://)")
	fs.DurationVar(&f.timeout, "timeout", 10*time.Second, "limit on each statement")
	fs.BoolVar(&f.allowShared, "allow-shared", false, "run the generated tests on a server reaper does not manage")
	referenceFlag(cmd, &f.reference, "also run every test on this engine (e.g. sandbox:mariadb for gms:, sandbox:postgres for duckdb:); its rows are the ground truth where no oracle applies")
	differentialFlag(cmd, &f.differential, "also run every test on this other release of the target's engine")
	f.bf = addBrainFlags(fs)
	return cmd
}

// runValidate is stage 5: run the stored sibling tests and their historical tests on a target,
// run NoREC and TLP on the sibling statements they can transform, judge each with the three
// stages, store the verdicts and print the deduplicated candidates.
func runValidate(e *env, f validateFlags) int {
	db, target, fixID, asJSON, all, redo, allowShared, timeout, bf := f.db, f.target, f.fixID, f.asJSON, f.all, f.redo, f.allowShared, f.timeout, f.bf
	if f.rejudge {
		if all || fixID != "" || redo {
			return badUsage(e, "validate", "--rejudge judges every stored run again: it takes no --all, --fix or --redo")
		}
		return runRejudge(e, f)
	}
	if all == (fixID != "") {
		return badUsage(e, "validate", "give --all or --fix ID")
	}
	if err := bf.Validate(); err != nil {
		return badUsage(e, "validate", err.Error())
	}
	if msg := campaign.SharedTarget(target, allowShared); msg != "" {
		return badUsage(e, "validate", msg)
	}
	reference := sayReference(e, "validate", f.reference, target)
	if err := campaign.CheckReference(reference, target, allowShared); err != nil {
		return badUsage(e, "validate", err.Error())
	}
	if err := campaign.CheckDifferential(f.differential, target, allowShared); err != nil {
		return badUsage(e, "validate", err.Error())
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "validate", err)
	}
	defer st.Close()
	stage := campaign.NewValidateStage(st, target, reference, f.differential, *bf, timeout, allowShared)
	units, n, err := stage.Pending(e.ctx, campaign.Units{Fix: fixID, Redo: redo})
	if err != nil {
		return fail(e, "validate", err)
	}
	family := target.Dialect()
	if n.Pending == 0 {
		if n.Already > 0 {
			fmt.Fprintf(safeWriter{e.stdout}, "every %s sibling test is validated on %s: `reaper candidates list` shows the candidates\n", family, target)
			return exitOK
		}
		return fail(e, "validate", fmt.Errorf("%s holds no %s sibling tests to validate: run `reaper siblings --all` first", db, family))
	}
	c, usage, err := bf.Client(e.ctx, st)
	if err != nil {
		return fail(e, "validate", err)
	}
	if err := stage.Prepare(c); err != nil {
		return fail(e, "validate", err)
	}
	var tests []sibling.Test
	for _, u := range units {
		ts, err := stage.Tests(e.ctx, u)
		if err != nil {
			return fail(e, "validate", err)
		}
		tests = append(tests, ts...)
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "validate", err)
	}
	defer tg.Close()
	info, err := tg.Info(e.ctx)
	if err != nil {
		return fail(e, "validate", err)
	}
	sb, err := stage.Open(e.ctx, tg, info)
	if err != nil {
		return fail(e, "validate", err)
	}
	defer sb.Close()
	line := newProgress(e, campaign.StageValidate)
	sum, err := stage.Do(e.ctx, sb, tests, func() { line.step(len(tests)) })
	line.end()
	if err != nil {
		return fail(e, "validate", err)
	}
	vals, err := st.ListValidations(e.ctx, target.Redacted(), true)
	if err != nil {
		return fail(e, "validate", err)
	}
	cands := validate.Dedupe(verdictsOf(vals))
	u := usage()
	if asJSON {
		if err := writeJSON(e.stdout, map[string]any{"summary": sum, "candidates": len(cands), "llm": u}); err != nil {
			return fail(e, "validate", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "validated %s on %s (%s, brain %s)\n", tally.Plural(sum.Tests, "sibling test", "sibling tests"), target, info.Version, bf.Name())
	fmt.Fprintf(w, "  without a verdict      %5d\n", sum.NotValidated)
	if sum.Retry > 0 {
		fmt.Fprintf(w, "  left for the next run  %5d  (the server was down under their setup)\n", sum.Retry)
	}
	fmt.Fprintf(w, "  fix-derived reports    %5d  (Stage I match %d, Stage II applies %d, Stage III violated %d)\n",
		sum.Evidence[validate.EvidenceFix], sum.Stage[0], sum.Stage[1], sum.Stage[2])
	fmt.Fprintf(w, "  oracle violations      %5d  (%s an applicable oracle)\n", sum.Evidence[validate.EvidenceOracle], tally.Plural(sum.OracleApplied, "test had", "tests had"))
	fmt.Fprintf(w, "  crashes, internal err. %5d\n", sum.Evidence[validate.EvidenceCrash])
	fmt.Fprintf(w, "  broken error paths     %5d  (where the reference or the fixed statement succeeds)\n", sum.Evidence[validate.EvidenceErrorPath])
	fmt.Fprintf(w, "  differ from historical %5d\n", sum.Evidence[validate.EvidenceDifferential])
	if !f.differential.IsZero() {
		fmt.Fprintf(w, "  %s: regressions %d, fixes %d\n", f.differential, sum.Evidence[validate.EvidenceRegression], sum.Evidence[validate.EvidenceUpgradeFix])
	}
	if u.Calls > 0 {
		fmt.Fprintf(w, "  LLM calls %d (%d cached), %d tokens, $%.4f\n", u.Calls, u.CachedCalls, u.Tokens, u.Cost)
	}
	for _, r := range sum.Reasons.Top(5) {
		fmt.Fprintf(w, "  no verdict:  %5d  %s\n", r.Count, oneLine(r.Reason, 100))
	}
	fmt.Fprintf(w, "%s on %s after deduplication by (sibling construct, failure signature)\n", tally.Plural(len(cands), "candidate", "candidates"), target)
	for i, c := range cands {
		if i == 10 {
			fmt.Fprintf(w, "  … `reaper candidates list` shows all\n")
			break
		}
		fmt.Fprintf(w, "  %s  %-18s %-28s %-8s %s\n", c.ID, oneLine(c.Construct, 18), strings.Join(c.Evidence, ","), tally.Plural(len(c.Tests), "test", "tests"), oneLine(c.Example, 60))
	}
	if e.ctx.Err() != nil {
		fmt.Fprintln(e.stderr, "reaper validate: interrupted; what was validated is stored: run the same command to go on")
		return exitFailure
	}
	return exitOK
}

func verdictsOf(vals []*store.Validation) []validate.Verdict {
	out := make([]validate.Verdict, len(vals))
	for i, v := range vals {
		out[i] = v.Verdict
	}
	return out
}

// upstreamTag is what a listed candidate says of the fix the target lacks that accounts for it
// ("  [fixed upstream by 1a2b3c4d5e (2026-05-03)]"), "" when none does.
func upstreamTag(u *validate.Upstream) string {
	if u == nil {
		return ""
	}
	return "  [" + u.String() + "]"
}

// apartCount says how many candidates are set apart as accounted for by a fix (validate.Upstream),
// "" when none are.
func apartCount(cands []campaign.Candidate) string {
	n := 0
	for _, c := range cands {
		if c.Upstream != nil {
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(", %d of them set apart: a fix the target lacks, or one whose own test fails on it, accounts for them (no bug)", n)
}

// boolCmp orders false before true.
func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

func newCandidatesCmd(e *env) *cobra.Command {
	var db, evidence string
	var target dialect.Target
	var asJSON bool
	var filter listFilter
	list := &cobra.Command{
		Use:   "list",
		Short: "list the candidates with their kind, triage status, evidence score and classes",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			filter.given(cmd)
			return done(runCandidates(e, db, target, evidence, filter, asJSON, "list", nil))
		},
	}
	addListFilters(list, &filter, "candidates", store.TriageStatuses)
	show := &cobra.Command{
		Use:   "show ID",
		Short: "show a candidate: statements, outcomes, stages, oracles, the whole test",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runCandidates(e, db, target, evidence, listFilter{}, asJSON, "show", args))
		},
	}
	// show finds its candidate among those the filters keep, as list shows them.
	for _, c := range []*cobra.Command{list, show} {
		targetFlag(c, &target, "target", "", "only the candidates found on this target")
		choiceFlag(c, &evidence, "evidence", "", []string{validate.EvidenceFix, validate.EvidenceOracle, validate.EvidenceCrash, validate.EvidenceErrorPath, validate.EvidenceDifferential, validate.EvidenceReference,
			validate.EvidenceMessage, validate.EvidenceRegression, validate.EvidenceUpgradeFix}, "only candidates with this evidence class")
	}
	g := group("candidates", "list or show the deduplicated candidate bugs", "use `reaper candidates list` or `reaper candidates show ID`", list, show)
	addStoreFlags(g.PersistentFlags(), &db, &asJSON)
	return g
}

// runCandidates lists or shows the deduplicated candidates.
func runCandidates(e *env, db string, target dialect.Target, evidence string, filter listFilter, asJSON bool, sub string, args []string) int {
	if sub == "show" && len(args) != 1 {
		return badUsage(e, "candidates "+sub, "`list` takes no argument, `show` one candidate id")
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "candidates", err)
	}
	defer st.Close()
	vals, found, _, err := campaign.Found(e.ctx, st, target.Redacted())
	if err != nil {
		return fail(e, "candidates", err)
	}
	inputs := map[string]*store.Validation{}
	for _, v := range vals {
		inputs[v.Verdict.TestID] = v
	}
	cands := []campaign.Candidate{}
	for _, c := range found {
		if (evidence == "" || slices.Contains(c.Evidence, evidence)) && filter.keeps(c.Kind, c.Status, c.Score) {
			cands = append(cands, c)
		}
	}
	w := safeWriter{e.stdout}
	if sub == "list" {
		if asJSON {
			if err := writeJSON(e.stdout, cands); err != nil {
				return fail(e, "candidates", err)
			}
			return exitOK
		}
		shown := ""
		if len(cands) != len(found) {
			shown = fmt.Sprintf(" (%d shown)", len(cands))
		}
		fmt.Fprintf(w, "%s%s%s\n", tally.Plural(len(found), "candidate", "candidates"), apartCount(found), shown)
		// The candidates a fix the target lacks accounts for come last, each with the fix.
		sorted := slices.Clone(cands)
		slices.SortStableFunc(sorted, func(a, b campaign.Candidate) int { return boolCmp(a.Upstream != nil, b.Upstream != nil) })
		for _, c := range sorted {
			fmt.Fprintf(w, "%s  %-18s %-12s %-14s score %2d  %-28s %-8s %-8s %s%s\n", c.ID, oneLine(c.Construct, 18), c.Kind, c.Status, c.Score,
				strings.Join(c.Evidence, ","), tally.Plural(len(c.Tests), "test", "tests"), tally.Plural(len(c.Fixes), "fix", "fixes"),
				oneLine(c.Example, 70), upstreamTag(c.Upstream))
		}
		return exitOK
	}
	plain := make([]validate.Candidate, len(cands))
	for i, c := range cands {
		plain[i] = c.Candidate
	}
	c, err := pickCandidate(plain, args[0], db)
	if err != nil {
		return fail(e, "candidates", err)
	}
	if asJSON {
		var detail []*store.Validation
		for _, t := range c.Tests {
			detail = append(detail, inputs[t])
		}
		if err := writeJSON(e.stdout, map[string]any{"candidate": c, "validations": detail}); err != nil {
			return fail(e, "candidates", err)
		}
		return exitOK
	}
	fmt.Fprintf(w, "candidate %s: %s  %s\n", c.ID, c.Construct, c.Example)
	fmt.Fprintf(w, "evidence: %s; %s from %s\n", strings.Join(c.Evidence, ", "), tally.Plural(len(c.Tests), "test", "tests"), tally.Plural(len(c.Fixes), "fix", "fixes"))
	v := inputs[c.Tests[0]]
	printValidation(w, v)
	for _, t := range c.Tests[1:] {
		fmt.Fprintf(w, "also reproduced by test %s (fix %s): %s\n", t, shortID(inputs[t].Verdict.FixID), oneLine(inputs[t].Input.Test.SQL, 90))
	}
	return exitOK
}

// printValidation prints one test's validation: the statements side by side, the outcomes,
// the stages with their reasoning and the oracles.
func printValidation(w safeWriter, v *store.Validation) {
	in, vd := v.Input, v.Verdict
	fmt.Fprintf(w, "\ntest %s (fix %s) on %s\n", vd.TestID, shortID(vd.FixID), v.Target)
	fmt.Fprintf(w, "  historical  %s\n", in.Test.Original)
	fmt.Fprintf(w, "  sibling     %s\n", in.Test.SQL)
	fmt.Fprintf(w, "  anchor %s → sibling %s\n", vd.Anchor, vd.Construct)
	if vd.Unagreed {
		fmt.Fprintf(w, "  confidence  lower: %s\n", validate.UnagreedNote)
	}
	fmt.Fprintf(w, "  outcome     sibling: %s\n", validate.Shown(vd.Facts.Result))
	historical := ""
	if h, key := in.Historical, len(in.Test.Setup)+in.Test.Key; h != nil && key < len(h.Results) {
		historical = validate.Shown(h.Results[key])
	}
	fmt.Fprintf(w, "              historical on the target: %s; recorded after the fix: %s %s\n",
		orDash(historical), orDash(vd.Facts.Recorded), vd.Facts.RecordedError)
	if vd.Facts.Result.Log != "" {
		fmt.Fprintf(w, "  server log:\n    %s\n", strings.ReplaceAll(oneLine(vd.Facts.Result.Log, 400), "\n", "\n    "))
	}
	if !vd.Validated {
		fmt.Fprintf(w, "  not validated: %s\n", vd.Reason)
	}
	for _, s := range vd.Stages {
		mark := "no"
		if s.Holds {
			mark = "yes"
		}
		fmt.Fprintf(w, "  stage %-16s %s\n", s.Name, mark)
		for _, r := range s.Reasoning {
			fmt.Fprintf(w, "      - %s\n", r)
		}
	}
	for _, o := range vd.Oracles {
		switch o.Verdict {
		case oracle.Violation:
			fmt.Fprintf(w, "  %-6s VIOLATION (%s): %s\n", o.Oracle, o.Variant, o.Detail)
		case oracle.Consistent:
			fmt.Fprintf(w, "  %-6s consistent (%s): %s\n", o.Oracle, o.Variant, o.Detail)
		default:
			fmt.Fprintf(w, "  %-6s %s: %s\n", o.Oracle, o.Verdict, o.Reason)
		}
	}
	fmt.Fprintf(w, "  the whole test:\n")
	for _, s := range in.Test.Setup {
		fmt.Fprintf(w, "    %s\n", oneLine(s.SQL, 200))
	}
	for i, s := range in.Test.Statements {
		mark := " "
		if i == in.Test.Key {
			mark = ">"
		}
		fmt.Fprintf(w, "  %s %s\n", mark, oneLine(s.SQL, 200))
	}
}

// runEvalBenchmark replays a labeled benchmark through the validator.
func runEvalBenchmark(e *env, db, path string, asJSON bool, bf *campaign.Brain) int {
	if path == "" {
		return badUsage(e, "eval", "use `reaper eval profiles --labels FILE`, `reaper eval recall --labels FILE`, `reaper eval timetravel --repo PATH --at REV` or `reaper eval --benchmark FILE`")
	}
	f, err := os.Open(path)
	if err != nil {
		return fail(e, "eval", fmt.Errorf("benchmark: %w", err))
	}
	defer f.Close()
	recs, err := validate.ReadBenchmark(f, path)
	if err != nil {
		return fail(e, "eval", err)
	}
	if len(recs) == 0 {
		return fail(e, "eval", fmt.Errorf("benchmark %s holds no records", path))
	}
	var st *store.Store
	if bf.WantsLLM() {
		// The LLM brain caches its answers in the store.
		if st, err = openStore(e, db); err != nil {
			return fail(e, "eval", err)
		}
		defer st.Close()
	}
	brain, usage, err := bf.Validator(e.ctx, st)
	if err != nil {
		return fail(e, "eval", err)
	}
	ev, err := validate.Evaluate(e.ctx, brain, recs)
	if err != nil {
		return fail(e, "eval", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, map[string]any{"evaluation": ev, "llm": usage()}); err != nil {
			return fail(e, "eval", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "%d labeled candidates (%d bugs, %d benign), brain %s; %d not validated\n",
		ev.Records, ev.Bugs, ev.Records-ev.Bugs, ev.Brain, ev.NotValidated)
	fmt.Fprintf(w, "%-28s %8s %9s %7s %6s   %4s %4s %4s %4s\n", "configuration", "accuracy", "precision", "recall", "F1", "TP", "FP", "TN", "FN")
	for _, s := range ev.Scores {
		fmt.Fprintf(w, "%-28s %7.1f%% %8.1f%% %6.1f%% %5.1f%%   %4d %4d %4d %4d\n", s.Config,
			100*s.Accuracy(), 100*s.Precision(), 100*s.Recall(), 100*s.F1(), s.TP, s.FP, s.TN, s.FN)
	}
	for i, rec := range recs {
		if got := validate.Predict(ev.Verdicts[i], validate.ConfigCandidate); got != (rec.Label == validate.LabelBug) {
			fmt.Fprintf(w, "miss %s (%s): candidate %v — %s\n", rec.ID, rec.Label, got, oneLine(rec.Why, 90))
		}
	}
	return exitOK
}

// runRejudge judges the stored runs again with the current rules (campaign.Rejudge).
func runRejudge(e *env, f validateFlags) int {
	if err := f.bf.Validate(); err != nil {
		return badUsage(e, "validate", err.Error())
	}
	st, err := openStore(e, f.db)
	if err != nil {
		return fail(e, "validate", err)
	}
	defer st.Close()
	brain, _, err := f.bf.Validator(e.ctx, st)
	if err != nil {
		return fail(e, "validate", err)
	}
	target := ""
	if f.targetGiven {
		target = f.target.Redacted()
	}
	judged, changed, err := campaign.Rejudge(e.ctx, st, target, brain)
	if err != nil {
		return fail(e, "validate", err)
	}
	fmt.Fprintf(safeWriter{e.stdout}, "judged %d stored runs again with the %s brain: %d verdicts changed\n", judged, brain.Name(), changed)
	return exitOK
}
