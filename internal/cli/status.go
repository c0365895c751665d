package cli

import (
	"fmt"
	"os"

	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// runStatus prints where a campaign stands per stage on a target, from the store alone.
func runStatus(e *env, args []string) int {
	var db, target string
	var asJSON bool
	fs := newFlags("status", e, &db, &asJSON)
	fs.StringVar(&target, "target", campaign.DefaultTarget, "the target whose validations and candidates are counted")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return badUsage(e, "status", fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
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
