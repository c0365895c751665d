package gms

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// A run whose statements fail on go-mysql-server must not poison the pooled connection for the
// runs after it: gms fails every statement on a connection whose current database was dropped.
func TestRunsAfterFailuresOnGMS(t *testing.T) {
	dbmstest.Engines(t)
	ctx := t.Context()
	tg, err := Open(ctx, "gms:inprocess")
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	script := []dbms.Statement{
		{SQL: "CREATE TABLE t (a INT)"},
		{SQL: "SELECT 1 FROM t JOIN t"},
		{SQL: "SELECT * FROM t WHERE a = (SELECT 1, 2)"},
		{SQL: "START TRANSACTION"}, // left open
		{SQL: "INSERT INTO t VALUES (1)"},
	}
	for i := 0; i < 6; i++ {
		ex, err := tg.Run(ctx, script, dbms.RunOptions{})
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if ex.Results[0].Outcome != dbms.OutcomeOK || ex.Results[1].Outcome != dbms.OutcomeError {
			t.Fatalf("run %d: outcomes %s, %s; want ok, error", i, ex.Results[0].Outcome, ex.Results[1].Outcome)
		}
	}
}
