package review

import (
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// exportMarkdown writes the bug report (see the top of export.go for what is fenced and why).
func exportMarkdown(x *exportCase) string {
	in, c := x.in, x.in.Candidate
	v := in.Validation.Verdict
	var b strings.Builder
	short := c.Signature
	if r := []rune(short); len(r) > 80 {
		short = string(r[:79]) + "…"
	}
	fmt.Fprintf(&b, "# %s: %s\n\n", exportEscape(c.Construct), exportEscape(short))
	fmt.Fprintf(&b, "- **DBMS:** %s (server version %s; reaper target %s)\n", exportEscape(exportBuild(x)), exportEscape(x.run.Version), exportEscape(in.Validation.Target))
	fmt.Fprintf(&b, "- **Evidence:** %s\n", exportEscape(strings.Join(c.Evidence, ", ")))
	fmt.Fprintf(&b, "- **Found by:** reaper, candidate %s, sibling test %s of fix %s (%d reproducing tests)\n",
		exportEscape(c.ID), exportEscape(x.test.ID), exportEscape(x.test.FixID), len(c.Tests))
	if in.Reduced != nil {
		b.WriteString("- **Reproducer:** reduced by delta debugging while the failure signature stayed the same\n")
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
	fmt.Fprintf(&b, "The statement should end in %s: %s.\n\n", x.want.describe(), x.want.why)
	b.WriteString("It is a sibling of the statement a historical fix is about: the construct " +
		exportEscape(x.test.Anchor) + " replaced by " + exportEscape(x.test.Construct) + ". The historical statement:\n\n")
	exportFenced(&b, "sql", x.test.Original)
	if f := v.Facts; f.HistoricalSignature != "" || f.Recorded != "" {
		b.WriteString("\nOn the same target it ends in:\n\n")
		exportFenced(&b, "", exportOrNone(f.HistoricalSignature))
		if f.Recorded != "" && f.Recorded != "unknown" {
			b.WriteString("\nIts regression test records, after the fix:\n\n")
			exportFenced(&b, "", strings.TrimSpace(f.Recorded+" "+f.RecordedError))
		}
	}
	if fx := in.Fix; fx != nil {
		b.WriteString("\nThe fix")
		if fx.Commit != "" {
			fmt.Fprintf(&b, " is commit %s", exportEscape(fx.Commit))
		} else {
			fmt.Fprintf(&b, " is record %s", exportEscape(fx.ID))
		}
		if fx.Repo != "" {
			fmt.Fprintf(&b, " of %s", exportEscape(fx.Repo))
		}
		b.WriteString(":\n\n")
		desc := fx.Description
		if strings.TrimSpace(desc) == "" {
			desc = fx.Title
		}
		if lines := strings.Split(desc, "\n"); len(lines) > 20 {
			desc = strings.Join(lines[:20], "\n") + "\n…"
		}
		exportFenced(&b, "", desc)
	} else {
		fmt.Fprintf(&b, "\nThe fix record %s is not in the store.\n", exportEscape(x.test.FixID))
	}

	b.WriteString("\n## Observed\n\n")
	key := x.run.Results[x.key]
	obs := validate.Signature(key)
	if key.Message != "" && !strings.Contains(obs, key.Message) {
		obs += "\n" + key.Message
	}
	exportFenced(&b, "", obs)
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

	b.WriteString("\n## How reaper judged it\n\n")
	if v.Unagreed {
		b.WriteString("Confidence: lower, " + validate.UnagreedNote + ".\n\n")
	}
	var judged []string
	for _, s := range v.Stages {
		mark := "does not hold"
		if s.Holds {
			mark = "holds"
		}
		judged = append(judged, fmt.Sprintf("stage %s: %s", s.Name, mark))
		for _, r := range s.Reasoning {
			judged = append(judged, "  - "+r)
		}
	}
	for _, o := range v.Oracles {
		switch o.Verdict {
		case oracle.Violation, oracle.Consistent:
			judged = append(judged, fmt.Sprintf("%s (%s): %s — %s", o.Oracle, o.Variant, o.Verdict, o.Detail))
		}
	}
	if len(judged) == 0 {
		judged = append(judged, "no stage reached a verdict: "+v.Reason)
	}
	exportFenced(&b, "", strings.Join(judged, "\n"))
	return b.String()
}

func exportOrNone(s string) string {
	if s == "" {
		return "(not recorded)"
	}
	return s
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
