package backends

import (
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/dbms/engine"
)

// deepCall nests 50,000 calls: bound with DuckDB's expression depth limit lifted, it overflows
// the stack of DuckDB 2.0's C++ binder before the child's memory bound (a sum of 300,000 terms,
// which overflowed 1.5's, now grows the child past the bound first).
var deepCall = "SELECT " + strings.Repeat("abs(", 50000) + "1" + strings.Repeat(")", 50000)

// TestDuckDBCrashIsRecorded: DuckDB supervised in a child (duckdb:). With its expression depth
// limit lifted, deepCall overflows the stack inside DuckDB's C++ binder, a SIGSEGV no Go
// recover catches: the statement is a crash with the child's report, reaper goes on, and the
// next script runs on a fresh child.
func TestDuckDBCrashIsRecorded(t *testing.T) {
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("duckdb:"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	first := childOf(t, tg.(*engine.Target))
	ex := dbmstest.Run(t, tg, dbmstest.Script("SET max_expression_depth TO 1000000", deepCall, "SELECT 2"), dbms.RunOptions{StatementTimeout: time.Minute})
	r := ex.Results
	if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeCrash || r[2].Outcome != dbms.OutcomeNotRun || !ex.Crashed {
		t.Fatalf("outcomes %s, %s (%s), %s, crashed %v", r[0].Outcome, r[1].Outcome, r[1].Message, r[2].Outcome, ex.Crashed)
	}
	if !strings.Contains(r[1].Log, "SIGSEGV") {
		t.Errorf("the crash's log does not name the signal:\n%.2000s", r[1].Log)
	}
	if first.Alive() {
		t.Fatal("the crashed child still runs")
	}
	ex = dbmstest.Run(t, tg, dbmstest.Script("CREATE TABLE t (a INT)", "SELECT COUNT(*) FROM t"), dbms.RunOptions{})
	if ex.Results[1].Outcome != dbms.OutcomeOK || *ex.Results[1].Rows[0][0] != "0" {
		t.Fatalf("the next run: %+v", ex.Results)
	}
	if next := childOf(t, tg.(*engine.Target)); next == first {
		t.Fatal("the next run ran in the crashed child")
	}
}
