// Package execute is stage 4's driver: it runs sibling tests and everything their judgement
// reads (the historical test, the oracles, a reference engine, another release) on real targets,
// and hands the runs, as values, to validate, which judges them and runs nothing.
package execute

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
)

// Script is the script a target runs for a test's statements, given in the order they run (a
// setup, then the statements): each with the connection it runs on.
func Script(parts ...[]testfmt.Statement) []dbms.Statement {
	var out []dbms.Statement
	for _, p := range parts {
		for _, s := range p {
			out = append(out, dbms.Statement{SQL: s.SQL, Connection: s.Connection})
		}
	}
	return out
}

// Test runs a test's setup and the given statements (t's, or the historical test's: t's with
// S_orig in place) on tg in a fresh database, up to the key statement: a verdict reads no
// statement after it (dbms.RunOptions.Until). The setup and the statements before the key one
// are the context the test shares with its fix's other tests (dbms.RunOptions.Setup). An error
// is a run that recorded nothing; a crash that took the server for good is recorded in the
// Execution, and the next run reports it.
func Test(ctx context.Context, tg dbms.Target, t sibling.Test, stmts []testfmt.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	opts.Database = t.Database()
	opts.Setup = len(t.Setup) + t.Key
	opts.Until = opts.Setup + 1
	ex, err := tg.Run(ctx, Script(t.Setup, stmts), opts)
	if err != nil && ex == nil {
		return nil, fmt.Errorf("test %s (fix %s): %w", t.ID, t.FixID, err)
	}
	return ex, nil
}
