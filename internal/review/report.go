package review

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/store"
)

// Report formats.
const (
	ReportMarkdown = "markdown"
	ReportHTML     = "html"
)

// ReportData is what a report shows: the campaign's statistics with the triage counts filled,
// where the store is, and when the report was made.
type ReportData struct {
	Store     string
	Generated time.Time
	Stats     Stats
}

// reportStatuses are Table 1's status columns.
var reportStatuses = store.TriageStatuses

// WriteReport writes the campaign summary in the shape of the Reaper paper's Tables 1-3:
// candidates by DBMS and type with their triage status (Table 1), tests per anchor origin
// (Table 2), candidates per evidence class and the validation stages (Table 3).
func WriteReport(w io.Writer, format string, d ReportData) error {
	switch format {
	case ReportMarkdown, "md":
		return reportMarkdown(w, d)
	case ReportHTML:
		t, err := template.New("report.html").Funcs(pageFuncs).ParseFS(pageAssets, "templates/report.html")
		if err != nil {
			return fmt.Errorf("report template: %w", err)
		}
		css, err := pageAssets.ReadFile("static/review.css")
		if err != nil {
			return err
		}
		return t.Execute(w, struct {
			ReportData
			Statuses []string
			// CSS is the embedded stylesheet, our own file, never repository text.
			CSS template.CSS
		}{d, reportStatuses, template.CSS(css)})
	}
	return fmt.Errorf("unknown report format %q (html or markdown)", format)
}

func reportMarkdown(w io.Writer, d ReportData) error {
	s := d.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "# reaper campaign report\n\nStore `%s`, %s.\n\n", reportCell(d.Store), d.Generated.UTC().Format("2006-01-02 15:04 UTC"))
	if len(s.Builds) > 0 {
		fmt.Fprintf(&b, "Tests run on %s.\n\n", reportCell(strings.Join(s.Builds, "; ")))
	}
	fmt.Fprintf(&b, "| fixes mined | profiles accepted | dropped | sibling tests | validated | syntactic validity | semantic validity | candidates | LLM tokens (profile / verdict) |\n")
	fmt.Fprintf(&b, "|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	fmt.Fprintf(&b, "| %d | %d | %d | %d | %d | %.1f%% | %.1f%% | %d | %d / %d |\n\n", s.Fixes, s.ProfilesAccepted, s.ProfilesDropped,
		s.Siblings, s.Validated, 100*s.SyntacticValid, 100*s.SemanticValid, s.Counted(), s.ProfileTokens, s.VerdictTokens)
	if note := s.Upstream.Note(); note != "" {
		fmt.Fprintf(&b, "Note: %s.\n\n", note)
	}

	b.WriteString("## Table 1: candidates by DBMS and type\n\n")
	b.WriteString("Type `crash` is a crash or internal error; `logic` an oracle violation or a fix-derived verdict only.\n\n")
	b.WriteString("| DBMS | type | candidates |")
	for _, st := range reportStatuses {
		fmt.Fprintf(&b, " %s |", pageStatusLabel[st])
	}
	b.WriteString("\n|---|---|---:|" + strings.Repeat("---:|", len(reportStatuses)) + "\n")
	total := map[string]int{}
	n := 0
	for _, r := range s.Kinds {
		fmt.Fprintf(&b, "| %s | %s | %d |", reportCell(r.DBMS), r.Kind, r.Candidates)
		n += r.Candidates
		for _, st := range reportStatuses {
			fmt.Fprintf(&b, " %d |", r.Status[st])
			total[st] += r.Status[st]
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "| **total** | | **%d** |", n)
	for _, st := range reportStatuses {
		fmt.Fprintf(&b, " %d |", total[st])
	}
	fmt.Fprintf(&b, "\n\nThe %s **%s** by root cause (`reaper bugs list`):", tally.Plural(s.Counted(), "candidate is", "candidates are"), tally.Plural(len(s.Bugs), "bug", "bugs"))
	for _, k := range s.BugsByKind {
		fmt.Fprintf(&b, " %s %d;", reportCell(k.Label), k.N)
	}
	b.WriteString(" triage")
	for _, k := range s.BugTriage {
		fmt.Fprintf(&b, " %s %d;", reportCell(pageStatusLabel[k.Label]), k.N)
	}
	b.WriteString(" the paper's Table 1 counts bugs.")
	b.WriteString("\n\n## Table 2: sibling tests per anchor origin\n\n")
	b.WriteString("| anchor origin | generated | validated | syntactically and semantically valid | candidate tests | candidates |\n|---|---:|---:|---:|---:|---:|\n")
	for _, o := range s.Origins {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d |\n", reportCell(o.Origin), o.Generated, o.Validated, o.Valid, o.CandidateTests, o.Candidates)
	}
	fmt.Fprintf(&b, "\nA candidate counts in the row of its first test's origin; the rows add up to the %s of Table 1.\n",
		tally.Plural(s.Counted(), "candidate", "candidates"))
	b.WriteString("\n## Table 3: candidates per evidence class, and the validation stages\n\n")
	b.WriteString("| evidence class | candidates |\n|---|---:|\n")
	for _, c := range s.ByEvidence {
		fmt.Fprintf(&b, "| %s | %d |\n", reportCell(c.Label), c.N)
	}
	fmt.Fprintf(&b, "\n| stage | validated tests where it holds |\n|---|---:|\n")
	for _, h := range s.StageHolds {
		fmt.Fprintf(&b, "| %s | %d |\n", reportCell(h.Label), h.N)
	}
	fmt.Fprintf(&b, "\n%s validated: %d reached a verdict, %d did not.\n", tally.Plural(s.Validated, "sibling test", "sibling tests"), s.Validated-s.NotValidated, s.NotValidated)
	_, err := io.WriteString(w, b.String())
	return err
}

// reportCell keeps a value from breaking a Markdown table row or opening raw HTML.
func reportCell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ", "<", "&lt;", ">", "&gt;").Replace(s)
}
