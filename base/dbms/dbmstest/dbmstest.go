// Package dbmstest opens the real database servers tests run against, and holds the one
// conformance suite every target backend runs. It imports no backend: a test that opens targets
// links them itself (internal/backends in a _test.go file, or a backend's own registration).
//
// Tests that need a real engine call Engines first: the fast loop (go test -short ./...) skips
// them and tests the stages on recorded executions instead; the full suite (go test ./...) runs
// them all.
package dbmstest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
)

// Engines skips t under -short. A test calls it first when it starts a database engine or
// server: a gms: child or gms:inprocess, DuckDB, a sandbox, the MariaDB or PostgreSQL service,
// a browser, or a whole hunt. Those take seconds each and are what the full suite is for; the
// fast loop keeps to tests that run in memory, on recorded executions.
func Engines(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("real engine: run without -short")
	}
}

// Open connects to a real server: its address from the environment variable env, else dsn, this
// machine's default. Under -short it skips (Engines); under CI=true a missing server fails the
// test; elsewhere the test skips and says why. The target is closed when the test ends.
func Open(t testing.TB, name, env, dsn string) dbms.Target {
	t.Helper()
	Engines(t)
	if v := os.Getenv(env); env != "" && v != "" {
		dsn = v
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	target, err := dialect.ParseTarget(dsn)
	if err != nil {
		t.Fatalf("%s target: %v", name, err)
	}
	tg, err := dbms.Open(ctx, target)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s target %s: %v", name, target, err)
		}
		t.Skipf("no %s server (%v); set %s to run this test", name, err, env)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

// Script is stmts as statements on the default connection.
func Script(sqls ...string) []dbms.Statement {
	out := make([]dbms.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = dbms.Statement{SQL: s}
	}
	return out
}

// Run runs stmts on tg and fails the test on an error of the tooling or a result missing.
func Run(t testing.TB, tg dbms.Target, stmts []dbms.Statement, opts dbms.RunOptions) *dbms.Execution {
	t.Helper()
	ex, err := tg.Run(t.Context(), stmts, opts)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	if len(ex.Results) != len(stmts) {
		t.Fatalf("%d results for %d statements", len(ex.Results), len(stmts))
	}
	return ex
}
