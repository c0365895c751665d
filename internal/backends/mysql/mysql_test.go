package mysql

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
)

// The tests open targets through dbms.Open, as the stages do; this binary links only this
// backend, so it registers it itself (internal/backends does for reaper).
func init() {
	for _, s := range []string{"mysql", "mariadb", "sandbox"} {
		dbms.Register(s, Open)
	}
}

func TestConformance(t *testing.T) {
	dbmstest.Engines(t)
	c := dbmstest.MariaDB
	dbmstest.Conformance(t, dbmstest.Open(t, c.Name, c.Env, c.DSN), c)
}

func TestWrongPassword(t *testing.T) {
	dbmstest.Engines(t)
	c := dbmstest.MariaDB
	dbmstest.Open(t, c.Name, c.Env, c.DSN) // skips, or fails under CI, without the server
	dsn := "mysql://no_such_user:secret@127.0.0.1:3306/"
	if v := os.Getenv(c.Env); v != "" {
		u, err := url.Parse(v)
		if err != nil {
			t.Fatal(err)
		}
		u.User = url.UserPassword("no_such_user", "secret")
		dsn = u.String()
	}
	_, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
	if err == nil || !strings.Contains(err.Error(), "refused the login") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("wrong password: %v", err)
	}
}

// TestOpenErrors: a server that does not answer is named without its password, and a sandbox
// of another kind is refused rather than started for nothing.
func TestOpenErrors(t *testing.T) {
	for _, c := range []struct{ dsn, want string }{
		{"mysql://root:secret@127.0.0.1:1/", "does not answer"},
		{"sandbox:postgres", "not a MariaDB sandbox"},
	} {
		_, err := dbms.Open(t.Context(), dialect.MustParseTarget(c.dsn))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%q): %v, want %q", c.dsn, err, c.want)
		}
	}
}

// A statement that reads no table keeps the server's diagnostics of the statement before it: its
// warnings are its own, none here, after a warning and after an error; SHOW WARNINGS right after
// a statement still reads that statement's.
func TestWarningsAreTheStatementsOwn(t *testing.T) {
	dbmstest.Engines(t)
	c := dbmstest.MariaDB
	tg := dbmstest.Open(t, c.Name, c.Env, c.DSN)
	ex, err := tg.Run(t.Context(), []dbms.Statement{
		{SQL: "SELECT CAST('x' AS SIGNED)"},
		{SQL: "SELECT 1"},
		{SQL: "SELECT LOCATE('a', 'a', POINT(1,1))"},
		{SQL: "SELECT REGEXP_INSTR('', 'x')"},
		{SQL: "SELECT CAST('y' AS SIGNED)"},
		{SQL: "SHOW WARNINGS"},
	}, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r := ex.Results
	if len(r) != 6 || len(r[0].Warnings) != 1 || r[2].Outcome != dbms.OutcomeError {
		t.Fatalf("results %+v", r)
	}
	for _, i := range []int{1, 3} {
		if r[i].Outcome != dbms.OutcomeOK || len(r[i].Warnings) != 0 {
			t.Errorf("%s: %s with warnings %v, want its own: none", r[i].SQL, r[i].Outcome, r[i].Warnings)
		}
	}
	if len(r[5].Rows) != 1 || r[5].Rows[0][2] == nil || !strings.Contains(*r[5].Rows[0][2], "'y'") {
		t.Errorf("SHOW WARNINGS after a warning: %v", r[5].Rows)
	}
}
