package review

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/dbms/failure"
	"github.com/reaper-sql/reaper/validate"
)

// exportMarkdown writes the bug report (see the top of export.go for what is fenced and why), in
// the order a maintainer reads one: the engine build, how to repeat it, what it should do (the
// reference engine's result when one ran the statement, else what the evidence argues), what it
// does, and a short footer on how reaper found it, in plain words.
func exportMarkdown(x *exportCase) string {
	in, c := x.in, x.in.Candidate
	v := in.Validation.Verdict
	var b strings.Builder
	short := c.Signature
	if v.Facts.Outcome == dbms.OutcomeOK {
		// "ok" would read as no failure: say how the rows are wrong.
		short = strings.TrimSuffix(string(failure.KindWrongResult)+", "+pageFinding(v), ", ")
	}
	if r := []rune(short); len(r) > 80 {
		short = string(r[:79]) + "…"
	}
	fmt.Fprintf(&b, "# %s: %s\n\n", exportEscape(c.Construct), exportEscape(short))
	fmt.Fprintf(&b, "- **DBMS:** %s (reaper target %s)\n", exportEscape(exportMarkdownBuild(x)), exportEscape(in.Validation.Target))
	if c.Kind != "" {
		fmt.Fprintf(&b, "- **Kind:** %s\n", exportEscape(string(c.Kind)))
	}

	b.WriteString("\n## How to repeat\n\n")
	var script []string
	for _, s := range x.stmts {
		stmt := strings.TrimRight(s.SQL, "; \t\n") + ";"
		if s.Connection != "" {
			stmt = "-- on connection " + exportOneLine(s.Connection) + "\n" + stmt
		}
		script = append(script, stmt)
	}
	exportFenced(&b, "sql", strings.Join(script, "\n"))

	b.WriteString("\n## Expected behaviour\n\n")
	if ref := v.Reference; ref != nil && ref.Result != nil {
		name, _, _ := strings.Cut(ref.Target, "?")
		fmt.Fprintf(&b, "Expected, as %s %s answers the same statements:\n\n", exportEscape(name), exportEscape(ref.Version))
		exportFenced(&b, "", exportMarkdownResult(*ref.Result))
	} else {
		fmt.Fprintf(&b, "The statement should end in %s: %s.\n", x.want.describe(), x.want.why)
	}

	b.WriteString("\n## Actual behaviour\n\n")
	key := x.run.Results[x.key]
	exportFenced(&b, "", exportMarkdownResult(key))
	if key.Log != "" || v.Facts.Result.Log != "" {
		log := key.Log
		if log == "" {
			log = v.Facts.Result.Log
		}
		if lines := strings.Split(strings.TrimRight(log, "\n"), "\n"); len(lines) > 40 {
			log = strings.Join(lines[len(lines)-40:], "\n")
		}
		b.WriteString("\nServer log, last lines:\n\n")
		exportFenced(&b, "", log)
	}
	// The fix behind the sibling is context, after what the maintainer needs.
	b.WriteString("\n## A related fix\n")
	exportMarkdownFixed(&b, x)

	b.WriteString("\n")
	b.WriteString(exportMarkdownFooter(x))
	return b.String()
}

// exportMarkdownBuild names the engine build the bug was found on; a run recorded before builds
// were says that the version is the one the server reported, which can be one it imitates.
func exportMarkdownBuild(x *exportCase) string {
	if x.run.Build != "" {
		return exportBuild(x)
	}
	return x.in.Validation.Input.Product + ", which reported server version " + x.run.Version + " (the exact build was not recorded)"
}

// exportMarkdownFixed writes the fix the sibling comes from: its statement, how it ends on the
// same target, what its test records after the fix, and the commit with its message.
func exportMarkdownFixed(b *strings.Builder, x *exportCase) {
	in := x.in.Validation.Input
	b.WriteString("\nThe statement is a sibling of one a fix is about, with " + exportEscape(x.test.Construct) + " in place of " +
		exportEscape(x.test.Anchor) + ". That statement:\n\n")
	exportFenced(b, "sql", x.test.Original)
	if k := len(in.Test.Setup) + in.Test.Key; in.Historical != nil && k < len(in.Historical.Results) {
		b.WriteString("\nOn the same server it ends in:\n\n")
		exportFenced(b, "", exportMarkdownResult(in.Historical.Results[k]))
	}
	if rec := in.Test.Statements[in.Test.Key].Expect; rec.Kind != "" && rec.Kind != "unknown" {
		b.WriteString("\nIts regression test records, after the fix:\n\n")
		exportFenced(b, "", exportMarkdownRecorded(rec))
	}
	if fx := x.in.Fix; fx != nil {
		b.WriteString("\nThe fix")
		if fx.Commit != "" {
			fmt.Fprintf(b, " is commit %s", exportEscape(fx.Commit))
		} else {
			fmt.Fprintf(b, " is record %s", exportEscape(fx.ID))
		}
		if fx.Repo != "" {
			fmt.Fprintf(b, " of %s", exportEscape(fx.Repo))
		}
		b.WriteString(":\n\n")
		desc := fx.Description
		if strings.TrimSpace(desc) == "" {
			desc = fx.Title
		}
		if lines := strings.Split(desc, "\n"); len(lines) > 20 {
			desc = strings.Join(lines[:20], "\n") + "\n…"
		}
		exportFenced(b, "", desc)
	} else {
		fmt.Fprintf(b, "\nThe fix record %s is not in the store.\n", exportEscape(x.test.FixID))
	}
}

// exportMarkdownResult is a statement's outcome as text: its signature, the error's whole
// message, or the rows it returned.
func exportMarkdownResult(r dbms.Result) string {
	out := validate.Signature(r)
	if r.Message != "" && !strings.Contains(out, r.Message) {
		out += "\n" + r.Message
	}
	if r.Outcome == dbms.OutcomeOK && len(r.Columns) > 0 {
		out += fmt.Sprintf(", %d %s\n", len(r.Rows), pagePlural(len(r.Rows), "row", "rows")) + exportMarkdownRows(r.Columns, replayRows(r))
	}
	return out
}

// exportMarkdownRecorded is what a regression test records of its statement, as text.
func exportMarkdownRecorded(e testfmt.Expect) string {
	switch e.Kind {
	case "rows":
		return fmt.Sprintf("ok, %d %s\n", len(e.Rows), pagePlural(len(e.Rows), "row", "rows")) + exportMarkdownRows(e.Columns, e.Rows)
	case "error":
		return strings.TrimSpace("error " + e.Error)
	}
	return e.Kind
}

// exportMarkdownRows lays rows out as aligned columns, the names first when known; past 20 rows
// it counts the rest.
func exportMarkdownRows(cols []string, rows [][]string) string {
	const most = 20
	shown := rows[:min(len(rows), most)]
	lines := shown
	if len(cols) > 0 {
		lines = append([][]string{cols}, shown...)
	}
	var width []int
	for _, l := range lines {
		for i, c := range l {
			n := utf8.RuneCountInString(exportOneLine(c))
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
			c = exportOneLine(c)
			cells[i] = c + strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
		}
		b.WriteString(strings.TrimRight(strings.Join(cells, " | "), " ") + "\n")
	}
	if len(rows) > most {
		fmt.Fprintf(&b, "… %d more rows\n", len(rows)-most)
	}
	return b.String()
}

// exportEvidenceWords says each evidence class in plain words, for the footer.
var exportEvidenceWords = map[string]string{
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

// exportMarkdownFooter says how reaper found the bug, in plain words: the fix the statement is a
// sibling of, and the evidence.
func exportMarkdownFooter(x *exportCase) string {
	c := x.in.Candidate
	var why []string
	for _, e := range c.Evidence {
		if w, ok := exportEvidenceWords[e]; ok {
			why = append(why, w)
		} else {
			why = append(why, exportEscape(e))
		}
	}
	fix := "record " + exportEscape(x.test.FixID)
	if fx := x.in.Fix; fx != nil && fx.Commit != "" {
		fix = "commit " + exportEscape(pageShort(fx.Commit))
	}
	return fmt.Sprintf("_Found by reaper, which takes the statement a fix is about, puts a similar construct in its place and runs it on the engine: "+
		"here %s in place of %s in the statement of %s. The evidence: %s. %d %s it (reaper candidate %s, test %s)._\n",
		exportEscape(x.test.Construct), exportEscape(x.test.Anchor), fix, strings.Join(why, "; "),
		len(c.Tests), pagePlural(len(c.Tests), "test reproduces", "tests reproduce"), exportEscape(c.ID), exportEscape(x.test.ID))
}

// exportFenced writes text in a fenced code block whose fence is longer than any run of
// backticks in it, so the text cannot close the block (CommonMark: a closing fence is at least
// as long as the opening one).
func exportFenced(b *strings.Builder, lang, text string) {
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

// exportEscape makes outside text safe in a line of Markdown: one line, with the characters
// that start emphasis, links, code, HTML and headings escaped.
func exportEscape(s string) string {
	var b strings.Builder
	for _, r := range exportOneLine(s) {
		if strings.ContainsRune("\\`*_{}[]<>#!|~&", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
