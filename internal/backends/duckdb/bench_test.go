//go:build cgo

package duckdb

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
)

// BenchmarkRun is the cost of one small test: a fresh database, a table, a row, a query whose
// rows are rendered as text.
func BenchmarkRun(b *testing.B) {
	tg, err := Open(b.Context(), "duckdb:")
	if err != nil {
		b.Fatal(err)
	}
	defer tg.Close()
	stmts := script("CREATE TABLE t (a INT, b VARCHAR)", "INSERT INTO t VALUES (1, 'x'), (2, NULL)", "SELECT a, b FROM t ORDER BY a")
	for b.Loop() {
		ex, err := tg.Run(b.Context(), stmts, dbms.RunOptions{})
		if err != nil || ex.Results[2].Outcome != dbms.OutcomeOK {
			b.Fatal(ex, err)
		}
	}
}
