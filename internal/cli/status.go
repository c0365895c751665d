package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

func newStatusCmd(e *env) *cobra.Command {
	var db string
	var target dialect.Target
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "status",
		Short: "show where a campaign stands per stage, from the store",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runStatus(e, db, target, asJSON))
		},
	}
	addStoreFlags(cmd.Flags(), &db, &asJSON)
	targetFlag(cmd, &target, "target", "", "the target whose validations and candidates are counted (default: the one the campaign validated on last)")
	return cmd
}

// runStatus prints where a campaign stands per stage on a target, from the store alone.
func runStatus(e *env, db string, target dialect.Target, asJSON bool) int {
	// Status only reads: a missing store is reported, not created.
	if _, err := os.Stat(db); err != nil && !store.IsPostgres(db) {
		return fail(e, "status", fmt.Errorf("no campaign store at %s: run `reaper hunt --repo PATH|URL --db %s` first", db, db))
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "status", err)
	}
	defer st.Close()
	s, err := campaign.Stat(e.ctx, st, target)
	if err != nil {
		return fail(e, "status", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, s); err != nil {
			return fail(e, "status", err)
		}
		return exitOK
	}
	printStatus(safeWriter{e.stdout}, s)
	return exitOK
}
