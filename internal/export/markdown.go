package export

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// markdown writes the bug report (see the top of export.go for what is fenced and why), in
// the order a maintainer reads one: the engine build, how to repeat it, what it should do (the
// reference engine's result when one ran the statement, else what the evidence argues), what it
// does, and a short footer on how reaper found it, in plain words.
func markdown(x *testCase) string {
	in, c := x.in, x.in.Candidate
	v := in.Validation.Verdict
	var b strings.Builder
	short := c.Signature
	if v.Facts.Outcome == dbms.OutcomeOK {
		// "ok" would read as no failure: say how the rows are wrong.
		short = strings.TrimSuffix(string(failure.KindWrongResult)+", "+Finding(v), ", ")
	}
	if r := []rune(short); len(r) > 80 {
		short = string(r[:79]) + "…"
	}
	fmt.Fprintf(&b, "# %s: %s\n\n", escape(c.Construct), escape(short))
	fmt.Fprintf(&b, "- **DBMS:** %s (reaper target %s)\n", escape(markdownBuild(x)), escape(in.Validation.Target))
	if c.Kind != "" {
		fmt.Fprintf(&b, "- **Kind:** %s\n", escape(string(c.Kind)))
	}

	b.WriteString("\n## How to repeat\n\n")
	var script []string
	for _, s := range x.stmts {
		stmt := strings.TrimRight(s.SQL, "; \t\n") + ";"
		if s.Connection != "" {
			stmt = "-- on connection " + OneLine(s.Connection) + "\n" + stmt
		}
		script = append(script, stmt)
	}
	fenced(&b, "sql", strings.Join(script, "\n"))

	b.WriteString("\n## Expected behaviour\n\n")
	if ref := v.Reference; ref != nil && ref.Result != nil {
		name, _, _ := strings.Cut(ref.Target, "?")
		fmt.Fprintf(&b, "Expected, as %s %s answers the same statements:\n\n", escape(name), escape(ref.Version))
		fenced(&b, "", markdownResult(*ref.Result))
	} else {
		fmt.Fprintf(&b, "The statement should end in %s: %s.\n", x.want.describe(), x.want.why)
	}

	b.WriteString("\n## Actual behaviour\n\n")
	key := x.run.Results[x.key]
	fenced(&b, "", markdownResult(key))
	if key.Log != "" || v.Facts.Result.Log != "" {
		log := key.Log
		if log == "" {
			log = v.Facts.Result.Log
		}
		if lines := strings.Split(strings.TrimRight(log, "\n"), "\n"); len(lines) > 40 {
			log = strings.Join(lines[len(lines)-40:], "\n")
		}
		b.WriteString("\nServer log, last lines:\n\n")
		fenced(&b, "", log)
	}
	// The fix behind the sibling is context, after what the maintainer needs.
	b.WriteString("\n## A related fix\n")
	markdownFix(&b, x)

	b.WriteString("\n")
	b.WriteString(markdownFooter(x))
	return b.String()
}

// markdownBuild names the engine build the bug was found on; a run recorded before builds
// were says that the version is the one the server reported, which can be one it imitates.
func markdownBuild(x *testCase) string {
	if x.run.Build != "" {
		return build(x)
	}
	return x.in.Validation.Input.Product + ", which reported server version " + x.run.Version + " (the exact build was not recorded)"
}

// markdownFix writes the fix the sibling comes from: its statement, how it ends on the
// same target, what its test records after the fix, and the commit with its message.
func markdownFix(b *strings.Builder, x *testCase) {
	in := x.in.Validation.Input
	b.WriteString("\nThe statement is a sibling of one a fix is about, with " + escape(x.test.Construct) + " in place of " +
		escape(x.test.Anchor) + ". That statement:\n\n")
	fenced(b, "sql", x.test.Original)
	if k := len(in.Test.Setup) + in.Test.Key; in.Historical != nil && k < len(in.Historical.Results) {
		b.WriteString("\nOn the same server it ends in:\n\n")
		fenced(b, "", markdownResult(in.Historical.Results[k]))
	}
	if rec := in.Test.Statements[in.Test.Key].Expect; rec.Kind != "" && rec.Kind != "unknown" {
		b.WriteString("\nIts regression test records, after the fix:\n\n")
		fenced(b, "", markdownRecorded(rec))
	}
	if fx := x.in.Fix; fx != nil {
		b.WriteString("\nThe fix")
		if fx.Commit != "" {
			fmt.Fprintf(b, " is commit %s", escape(fx.Commit))
		} else {
			fmt.Fprintf(b, " is record %s", escape(fx.ID))
		}
		if fx.Repo != "" {
			fmt.Fprintf(b, " of %s", escape(fx.Repo))
		}
		b.WriteString(":\n\n")
		desc := fx.Description
		if strings.TrimSpace(desc) == "" {
			desc = fx.Title
		}
		if lines := strings.Split(desc, "\n"); len(lines) > 20 {
			desc = strings.Join(lines[:20], "\n") + "\n…"
		}
		fenced(b, "", desc)
	} else {
		fmt.Fprintf(b, "\nThe fix record %s is not in the store.\n", escape(x.test.FixID))
	}
}

// markdownResult is a statement's outcome as text: its signature, the error's whole
// message, or the rows it returned.
func markdownResult(r dbms.Result) string {
	out := validate.Signature(r)
	if r.Message != "" && !strings.Contains(out, r.Message) {
		out += "\n" + r.Message
	}
	if r.Outcome == dbms.OutcomeOK && len(r.Columns) > 0 {
		out += fmt.Sprintf(", %d %s\n", len(r.Rows), tally.Noun(len(r.Rows), "row", "rows")) + markdownRows(r.Columns, Rows(r))
	}
	return out
}

// markdownRecorded is what a regression test records of its statement, as text.
func markdownRecorded(e testfmt.Expect) string {
	switch e.Kind {
	case "rows":
		return fmt.Sprintf("ok, %d %s\n", len(e.Rows), tally.Noun(len(e.Rows), "row", "rows")) + markdownRows(e.Columns, e.Rows)
	case "error":
		return strings.TrimSpace("error " + e.Error)
	}
	return e.Kind
}

// markdownRows lays rows out as aligned columns, the names first when known; past 20 rows
// it counts the rest.
func markdownRows(cols []string, rows [][]string) string {
	const most = 20
	shown := rows[:min(len(rows), most)]
	lines := shown
	if len(cols) > 0 {
		lines = append([][]string{cols}, shown...)
	}
	var width []int
	for _, l := range lines {
		for i, c := range l {
			n := utf8.RuneCountInString(OneLine(c))
			if i == len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], n)
		}
	}
	var b strings.Builder
	for _, l := range lines {
		cells := make([]string, len(l))
		for i, c := range l {
			c = OneLine(c)
			cells[i] = c + strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
		}
		b.WriteString(strings.TrimRight(strings.Join(cells, " | "), " ") + "\n")
	}
	if len(rows) > most {
		fmt.Fprintf(&b, "… %d more rows\n", len(rows)-most)
	}
	return b.String()
}

// evidenceWords says each evidence class in plain words, for the footer.
var evidenceWords = map[string]string{
	validate.EvidenceCrash:        "the statement crashed the server or failed inside it",
	validate.EvidenceFix:          "it fails the way the fix's own statement failed before the fix",
	validate.EvidenceOracle:       "a rewrite of the query that must return the same rows returns other rows",
	validate.EvidenceErrorPath:    "its error message shows the engine's error or value handling went wrong",
	validate.EvidenceReference:    "a reference engine of the same dialect returns other rows",
	validate.EvidenceDifferential: "it ends otherwise than the fix's own statement on the same server",
	validate.EvidenceRegression:   "an older release of the engine runs it correctly",
	validate.EvidenceUpgradeFix:   "a newer release of the engine runs it correctly",
	validate.EvidenceMessage:      "the engines agree it fails, with another message",
}

// markdownFooter says how reaper found the bug, in plain words: the fix the statement is a
// sibling of, and the evidence.
func markdownFooter(x *testCase) string {
	c := x.in.Candidate
	var why []string
	for _, e := range c.Evidence {
		if w, ok := evidenceWords[e]; ok {
			why = append(why, w)
		} else {
			why = append(why, escape(e))
		}
	}
	fix := "record " + escape(x.test.FixID)
	if fx := x.in.Fix; fx != nil && fx.Commit != "" {
		fix = "commit " + escape(fx.Commit[:min(len(fx.Commit), 12)])
	}
	return fmt.Sprintf("_Found by reaper, which takes the statement a fix is about, puts a similar construct in its place and runs it on the engine: "+
		"here %s in place of %s in the statement of %s. The evidence: %s. %d %s it (reaper candidate %s, test %s)._\n",
		escape(x.test.Construct), escape(x.test.Anchor), fix, strings.Join(why, "; "),
		len(c.Tests), tally.Noun(len(c.Tests), "test reproduces", "tests reproduce"), escape(c.ID), escape(x.test.ID))
}

// fenced writes text in a fenced code block whose fence is longer than any run of
// backticks in it, so the text cannot close the block (CommonMark: a closing fence is at least
// as long as the opening one).
func fenced(b *strings.Builder, lang, text string) {
	longest, run := 0, 0
	for _, r := range text {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", max(3, longest+1))
	b.WriteString(fence + lang + "\n" + strings.TrimRight(text, "\n") + "\n" + fence + "\n")
}

// escape makes outside text safe in a line of Markdown: one line, with the characters
// that start emphasis, links, code, HTML and headings escaped.
func escape(s string) string {
	var b strings.Builder
	for _, r := range OneLine(s) {
		if strings.ContainsRune("\\`*_{}[]<>#!|~&", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Finding says how a statement that succeeded is wrong: the reference engine's rows differ,
// an oracle's rewrite disagrees, or a fix-derived stage says so; "" when nothing does. The
// report's title and the candidate's page both say it.
func Finding(v validate.Verdict) string {
	if v.Reference != nil && v.Reference.Divergence != "" {
		return v.Reference.Divergence
	}
	for _, o := range v.Oracles {
		if o.Verdict == oracle.Violation {
			return strings.TrimSpace(o.Oracle + " " + o.Variant + ": " + o.Detail)
		}
	}
	return ""
}
