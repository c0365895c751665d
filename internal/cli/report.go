package cli

import (
	"bytes"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/review"
)

func newReportCmd(e *env) *cobra.Command {
	var db, format, out string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "report",
		Short: "write a campaign's summary tables (markdown or html)",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runReport(e, db, format, out, asJSON))
		},
	}
	addStoreFlags(cmd.Flags(), &db, &asJSON)
	choiceFlag(cmd, &format, "format", review.ReportMarkdown, []string{review.ReportMarkdown, review.ReportHTML, "md"}, "the report's format (md is markdown)")
	cmd.Flags().StringVar(&out, "out", "", "write the report to this file instead of standard output")
	return cmd
}

// runReport writes a campaign's summary tables (the Reaper paper's Tables 1-3).
func runReport(e *env, db, format, out string, asJSON bool) int {
	st, err := openExistingStore(e, db)
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
	if err := export.WriteFile(out, b.Bytes()); err != nil {
		return fail(e, "report", fmt.Errorf("write report: %w", err))
	}
	fmt.Fprintf(safeWriter{e.stdout}, "wrote the %s report of %s to %s\n", format, db, out)
	return exitOK
}
