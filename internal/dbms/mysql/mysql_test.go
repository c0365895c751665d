package mysql

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/dbms/dbmstest"
)

// The tests open targets through dbms.Open, as the stages do; this binary links only this
// backend, so it registers it itself (internal/backends does for reaper).
func init() {
	for _, s := range []string{"mysql", "mariadb", "sandbox"} {
		dbms.Register(s, Open)
	}
}

func TestConformance(t *testing.T) {
	c := dbmstest.MariaDB
	dbmstest.Conformance(t, dbmstest.Open(t, c.Name, c.Env, c.DSN), c)
}

func TestWrongPassword(t *testing.T) {
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
	_, err := dbms.Open(t.Context(), dsn)
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
		_, err := dbms.Open(t.Context(), c.dsn)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "secret") {
			t.Errorf("Open(%q): %v, want %q", c.dsn, err, c.want)
		}
	}
}
