package backends

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/engine"
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
	dbmstest.Engines(t)
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

// duckdb:RELEASE: a release other than the one linked is built from the duckdb-go version that
// links it and names itself by that release; the linked one runs without a build; a release
// no duckdb-go version links is a one-line error that lists those that are and the target
// that needs no build.
func TestDuckDBRelease(t *testing.T) {
	dbmstest.Engines(t)
	if _, err := exec.LookPath("go"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but there is no Go toolchain to build duckdb:1.5.5: %v", err)
		}
		t.Skipf("skipping: building duckdb:1.5.5 needs the Go toolchain: %v", err)
	}
	for dsn, build := range map[string]string{"duckdb:1.5.5": "DuckDB v1.5.5 ", "duckdb:" + embeddedDuckDB(): "DuckDB v" + embeddedDuckDB() + " "} {
		tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
		if err != nil {
			t.Fatal(err)
		}
		info, err := tg.Info(t.Context())
		if err != nil || !strings.HasPrefix(info.Build, build) || info.Target != dsn {
			t.Errorf("%s: Info %+v, %v; want build %q", dsn, info, err, build)
		}
		ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT 7 // 2"), dbms.RunOptions{})
		if r := ex.Results[0]; r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "3" {
			t.Errorf("%s: 7 // 2 gives %+v", dsn, r)
		}
		exe, err := os.Readlink(fmt.Sprintf("/proc/%d/exe", tg.(*engine.Target).PID()))
		self, _ := os.Executable()
		if err != nil || (exe == self) != (dsn != "duckdb:1.5.5") {
			t.Errorf("%s: the child runs %s (%v), this test is %s", dsn, exe, err, self)
		}
		tg.Close()
	}
	_, err := dbms.Open(t.Context(), dialect.MustParseTarget("duckdb:0.0.1"))
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "1.5.5") || !strings.Contains(err.Error(), "--target duckdb:") {
		t.Errorf("duckdb:0.0.1: %v; want one line listing the releases and naming duckdb:", err)
	}
}
