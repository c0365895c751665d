package backends

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// --reference auto: go-mysql-server gets a MariaDB sandbox where the MariaDB server is installed
// and DuckDB a PostgreSQL sandbox where PostgreSQL is (both are on this project's machines, and
// .ci/run checks them), and says so; a target whose family has no second engine here gets none,
// silently.
func TestDefaultReference(t *testing.T) {
	for _, kind := range []string{sandbox.MariaDB, sandbox.Postgres} {
		if err := sandbox.Installed(kind); err != nil {
			t.Fatalf("the %s server the sandboxes need: %v", kind, err)
		}
	}
	for _, c := range []struct{ target, want string }{
		{"gms:", "sandbox:mariadb?"}, {"gms:inprocess", "sandbox:mariadb?"}, {"duckdb:", "sandbox:postgres"}, {"duckdb:1.5.5", "sandbox:postgres"},
	} {
		ref, why := DefaultReference(dialect.MustParseTarget(c.target))
		dsn := ref.DSN()
		if !strings.HasPrefix(dsn, c.want) || !strings.Contains(why, dsn) || !strings.Contains(why, "--reference none") {
			t.Errorf("%s: reference %q (%s), want %s and how to turn it off", c.target, dsn, why, c.want)
		}
	}
	for _, target := range []string{"sandbox:mariadb", "sandbox:postgres", "mysql://root@127.0.0.1:3306/"} {
		if ref, why := DefaultReference(dialect.MustParseTarget(target)); !ref.IsZero() || why != "" {
			t.Errorf("%s: reference %q (%s), want none", target, ref, why)
		}
	}
}

// The default reference compares strings as go-mysql-server does: by their bytes, without
// padding, in tables and in literals alike. A reference that folded case would report every
// case-sensitive comparison of go-mysql-server as a wrong result.
func TestDefaultReferenceComparesLikeTheTarget(t *testing.T) {
	dbmstest.Engines(t)
	ref, _ := DefaultReference(dialect.MustParseTarget("gms:"))
	dsn := ref.DSN()
	script := []dbms.Statement{{SQL: "CREATE TABLE t (v VARCHAR(10))"}, {SQL: "INSERT INTO t VALUES ('happy'), ('HAPPY'), ('happy ')"},
		{SQL: "SELECT 'a' = 'A', 'a' = 'a ', 'a' < 'B', (SELECT COUNT(*) FROM t WHERE v = 'happy')"}}
	var got []string
	for _, target := range []string{"gms:", dsn} {
		tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(target))
		if err != nil {
			t.Fatal(err)
		}
		ex, err := tg.Run(t.Context(), script, dbms.RunOptions{})
		tg.Close()
		if err != nil {
			t.Fatal(err)
		}
		r := ex.Results[len(script)-1]
		if r.Outcome != dbms.OutcomeOK || len(r.Rows) != 1 {
			t.Fatalf("%s: %s %s", target, r.Outcome, r.Message)
		}
		var cells []string
		for _, c := range r.Rows[0] {
			cells = append(cells, *c)
		}
		got = append(got, strings.Join(cells, ","))
	}
	if got[0] != got[1] || got[0] != "0,0,0,1" {
		t.Errorf("go-mysql-server compares %s, the default reference %s; want both 0,0,0,1", got[0], got[1])
	}
}
