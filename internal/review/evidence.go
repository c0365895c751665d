package review

import (
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// The evidence a candidate's page, and its bug's, lead with: the reproducer (the statements the
// sibling statement needs, then the statement), what the target did beside what it should have
// done, and the fix the test came from with its own statement and outcome. Everything a reviewer
// needs to decide is on the first screen; how reaper judged it is folded below.

// pageMaxRows is how many rows an outcome box shows; the rest are counted.
const pageMaxRows = 10

// pageProof is the first screen of a candidate or bug page.
type pageProof struct {
	// TestID is the validated test shown; Target the build it ran on; Fix the fix record the
	// test is a sibling of (nil when the store lacks it).
	TestID string
	Target string
	Fix    *corpus.FixRecord
	// Setup are the statements the sibling statement runs after (the test's setup and its
	// statements before the sibling one); Key is the sibling statement as word-diff runs against
	// the historical statement, so the changed words stand out.
	Setup []string
	Key   []pageToken
	// Finding says how a statement that succeeded is wrong (the reference engine's rows differ,
	// an oracle's rewrite disagrees); empty for a statement that failed, whose outcome says it.
	Finding string
	Actual  pageOutcome
	// Expected is the reference engine's result, else what the fix's own statement records
	// after the fix; nil when neither is known, and Unknown then says what is known.
	Expected *pageOutcome
	Unknown  string
	// The fix the test came from: the historical statement (word-diff runs against the
	// sibling), its outcome on the same target, and what its test records after the fix when
	// that is not already the expected box.
	Anchor, Construct string
	Historical        []pageToken
	OnTarget          *pageOutcome
	Recorded          *pageOutcome
}

// pageOutcome is one statement's outcome as a box shows it.
type pageOutcome struct {
	// Label heads the box (Actual, Expected; empty for the fix's); Where says whose outcome it
	// is: the target's build, the reference engine, the fix's test.
	Label, Where string
	// Signature is the outcome in a word or a line (ok, error 1105 HY000: ..., crash); Class
	// colours it; Message is the error's whole text when the signature normalized it.
	Signature, Class, Message string
	Columns                   []string
	Rows                      [][]pageCell
	// More counts the rows past pageMaxRows; Note says what a success without rows did.
	More int
	Note string
}

// pageCell is one value; Null marks SQL NULL, which the page shows apart from the text NULL.
type pageCell struct {
	Text string
	Null bool
}

// pageMainTest is the index of the candidate's test shown in full: the one with the strongest
// evidence, a fix-derived report, then any validated verdict, then the first.
func pageMainTest(e campaign.Candidate) int {
	main := 0
	for i, v := range e.Verdicts {
		if v.Report {
			return i
		}
		if v.Validated && !e.Verdicts[main].Validated {
			main = i
		}
	}
	return main
}

// pageProofOf reads the evidence off a candidate's validation.
func pageProofOf(val *store.Validation) pageProof {
	in, v := val.Input, val.Verdict
	f := v.Facts
	p := pageProof{TestID: v.TestID, Target: val.Target, Anchor: v.Anchor, Construct: v.Construct}
	if in.Sibling != nil && in.Sibling.Build != "" {
		p.Target = in.Sibling.Build
	}
	for _, st := range in.Test.Setup {
		p.Setup = append(p.Setup, st.SQL)
	}
	for _, st := range in.Test.Statements[:in.Test.Key] {
		p.Setup = append(p.Setup, st.SQL)
	}
	p.Historical, p.Key = pageWordDiff(in.Test.Original, in.Test.SQL)
	p.Actual = pageResult("on "+p.Target, f.Result)
	p.Actual.Label = "Actual"
	if f.Outcome == dbms.OutcomeOK {
		p.Finding = export.Finding(v)
	}
	key := len(in.Test.Setup) + in.Test.Key
	if in.Historical != nil && key < len(in.Historical.Results) {
		o := pageResult("on "+p.Target, in.Historical.Results[key])
		p.OnTarget = &o
	}
	recorded := pageRecorded(in.Test.Statements[in.Test.Key].Expect)
	if ref := in.Reference; ref != nil && ref.Result != nil {
		o := pageResult("reference engine "+pageReferenceName(ref), *ref.Result)
		o.Label = "Expected"
		p.Expected, p.Recorded = &o, recorded
	} else if recorded != nil {
		recorded.Label = "Expected"
		recorded.Where = "what the fix's own statement returns after the fix, as its test records it (no reference engine ran the sibling)"
		p.Expected = recorded
	} else {
		p.Unknown = "No reference engine ran this statement, and the fix's test records no outcome for its own statement."
		if never := pageNeverCorrect[f.Outcome]; never != "" {
			p.Unknown += " " + never + " is never the correct outcome."
		}
	}
	return p
}

// pageNeverCorrect names the outcomes that are wrong whatever the statement.
var pageNeverCorrect = map[string]string{dbms.OutcomeCrash: "A crash", dbms.OutcomeInternal: "An internal error", dbms.OutcomeHang: "A hang"}

// pageReferenceName names a reference engine short: its target without the options a sandbox
// is started with, and the version it reported.
func pageReferenceName(ref *validate.Reference) string {
	name, _, _ := strings.Cut(ref.Target, "?")
	return strings.TrimSpace(name + " " + ref.Version)
}

// pageResult is a run's outcome as a box shows it.
func pageResult(where string, r dbms.Result) pageOutcome {
	o := pageOutcome{Where: where, Signature: validate.Signature(r)}
	o.Class = pageOutcomeClass(o.Signature)
	if r.Outcome != dbms.OutcomeOK {
		if m := strings.TrimSpace(r.Message); m != "" && !strings.HasSuffix(o.Signature, ": "+m) {
			o.Message = m
		}
		return o
	}
	if len(r.Columns) == 0 {
		o.Note = fmt.Sprintf("no result set, %d %s affected", r.RowsAffected, tally.Noun(int(r.RowsAffected), "row", "rows"))
		return o
	}
	o.Columns = r.Columns
	for i, row := range r.Rows {
		if i == pageMaxRows {
			o.More = len(r.Rows) - i
			break
		}
		cells := make([]pageCell, len(row))
		for j, c := range row {
			if c == nil {
				cells[j] = pageCell{Text: "NULL", Null: true}
			} else {
				cells[j] = pageCell{Text: *c}
			}
		}
		o.Rows = append(o.Rows, cells)
	}
	o.Note = tally.Plural(len(r.Rows), "row", "rows")
	return o
}

// pageRecorded is what a regression test records of its statement after the fix, nil when it
// records nothing the page can show.
func pageRecorded(e testfmt.Expect) *pageOutcome {
	o := &pageOutcome{Where: "recorded by the fix's test, after the fix"}
	switch e.Kind {
	case "ok":
		o.Signature, o.Class, o.Note = "ok", "good", "succeeds; the test records no rows"
	case "error":
		o.Signature, o.Class = "error", "warn"
		if e.Error != "" {
			o.Signature += " " + e.Error
		}
	case "rows":
		o.Signature, o.Class = "ok", "good"
		o.Columns = e.Columns
		for i, row := range e.Rows {
			if i == pageMaxRows {
				o.More = len(e.Rows) - i
				break
			}
			cells := make([]pageCell, len(row))
			for j, c := range row {
				cells[j] = pageCell{Text: c}
			}
			o.Rows = append(o.Rows, cells)
		}
		o.Note = tally.Plural(len(e.Rows), "row", "rows")
		if len(e.Rows) == 0 {
			o.Note = "no rows"
		}
	default:
		return nil
	}
	return o
}

// pageOutcomeClass colours an outcome's signature.
func pageOutcomeClass(sig string) string {
	switch {
	case sig == "ok":
		return "good"
	case strings.HasPrefix(sig, "crash"), strings.HasPrefix(sig, "internal"), strings.Contains(sig, "panic"):
		return "bad"
	case strings.HasPrefix(sig, "error"):
		return "warn"
	}
	return "muted"
}

// pageOracles are a verdict's oracles as the page lists them: those that checked the statement
// one by one, those that did not apply one line per reason.
type pageOracles struct {
	Checked []oracle.Result
	Skipped []pageSkipped
}

// pageSkipped is the oracles that did not apply for one reason.
type pageSkipped struct {
	Names  []string
	Reason string
}

func pageOraclesOf(rs []oracle.Result) pageOracles {
	var out pageOracles
	at := map[string]int{}
	for _, r := range rs {
		if r.Verdict != oracle.NotApplicable {
			out.Checked = append(out.Checked, r)
			continue
		}
		i, ok := at[r.Reason]
		if !ok {
			i = len(out.Skipped)
			at[r.Reason] = i
			out.Skipped = append(out.Skipped, pageSkipped{Reason: r.Reason})
		}
		name := r.Oracle
		if r.Variant != "" {
			name += " " + r.Variant
		}
		out.Skipped[i].Names = append(out.Skipped[i].Names, name)
	}
	return out
}
