// Package backends is the composition root of reaper's targets: it links every backend and
// registers it with dbms.Register, so that dbms.Open reaches it. The command line imports it;
// stages never do, so a stage links no database engine (deps_test.go checks that). A test of
// another package that opens targets imports it in a _test.go file.
package backends

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/dbms/gms"
	"github.com/reaper-sql/reaper/internal/dbms/mysql"
	"github.com/reaper-sql/reaper/internal/dbms/postgres"
	"github.com/reaper-sql/reaper/internal/dbms/sandbox"
)

func init() {
	for _, s := range []string{"mysql", "mariadb"} {
		dbms.Register(s, mysql.Open)
	}
	for _, s := range []string{"postgres", "postgresql", "cockroach"} {
		dbms.Register(s, postgres.Open)
	}
	dbms.Register("sandbox", openSandbox)
	dbms.Register("gms", openGMS)
}

// openSandbox hands a sandbox target to the backend that speaks its server's protocol.
func openSandbox(ctx context.Context, dsn string, s dialect.Scheme) (dbms.Target, error) {
	switch s.Kind {
	case sandbox.MariaDB:
		return mysql.Open(ctx, dsn, s)
	case sandbox.Postgres:
		return postgres.Open(ctx, dsn, s)
	}
	return nil, fmt.Errorf("unknown sandbox kind %q: use sandbox:%s or sandbox:%s", s.Kind, sandbox.MariaDB, sandbox.Postgres)
}

// openGMS opens go-mysql-server, embedded in this process.
func openGMS(ctx context.Context, dsn string, s dialect.Scheme) (dbms.Target, error) {
	return gms.Open(ctx, "gms:"+s.Kind)
}
