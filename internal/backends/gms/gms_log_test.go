package gms

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// A panic go-mysql-server catches under a statement is that statement's evidence: its log
// entry, stack included, is the Result's Log, not output on the terminal.
func TestGMSPanicIsEvidence(t *testing.T) {
	dbmstest.Engines(t)
	ctx := t.Context()
	tg, err := Open(ctx, "gms:inprocess")
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	ex, err := tg.Run(ctx, []dbms.Statement{{SQL: "SELECT 1"}, {SQL: "SELECT UNIX_TIMESTAMP(@@time_zone)"}}, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if ex.Results[0].Log != "" {
		t.Errorf("a statement that logged nothing has a log: %q", ex.Results[0].Log)
	}
	r := ex.Results[1]
	if r.Outcome == dbms.OutcomeOK || !strings.Contains(r.Log, "panic") {
		t.Fatalf("outcome %s, log %q; want the caught panic as the statement's evidence", r.Outcome, r.Log)
	}
}
