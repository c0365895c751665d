package cli

import (
	"bytes"
	"fmt"
	"os"
	"time"

	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
)

// runReport writes a campaign's summary tables (the Reaper paper's Tables 1-3).
func runReport(e *env, args []string) int {
	var db, format, out string
	var asJSON bool
	fs := newFlags("report", e, &db, &asJSON)
	fs.StringVar(&format, "format", "markdown", "html or markdown")
	fs.StringVar(&out, "out", "", "write the report to this file instead of standard output")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return badUsage(e, "report", fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	if format != review.ReportHTML && format != review.ReportMarkdown && format != "md" {
		return badUsage(e, "report", fmt.Sprintf("unknown --format %q: html or markdown", format))
	}
	if _, err := os.Stat(db); err != nil && !store.IsPostgres(db) {
		return fail(e, "report", fmt.Errorf("store %s: %w", db, err))
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "report", err)
	}
	defer st.Close()
	camp, err := review.Load(e.ctx, st)
	if err != nil {
		return fail(e, "report", err)
	}
	current, err := st.CurrentTriage(e.ctx)
	if err != nil {
		return fail(e, "report", err)
	}
	d := review.ReportData{Store: db, Generated: time.Now(), Stats: camp.WithTriage(current)}
	if asJSON {
		if err := writeJSON(e.stdout, d); err != nil {
			return fail(e, "report", err)
		}
		return exitOK
	}
	var b bytes.Buffer
	if err := review.WriteReport(&b, format, d); err != nil {
		return fail(e, "report", err)
	}
	if out == "" {
		if _, err := e.stdout.Write(b.Bytes()); err != nil {
			return fail(e, "report", err)
		}
		return exitOK
	}
	if err := review.WriteFile(out, b.Bytes()); err != nil {
		return fail(e, "report", fmt.Errorf("write report: %w", err))
	}
	fmt.Fprintf(safeWriter{e.stdout}, "wrote the %s report of %s to %s\n", format, db, out)
	return exitOK
}
