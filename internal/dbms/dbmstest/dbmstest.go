// Package dbmstest opens the real database servers tests run against, and holds the one
// conformance suite every target backend runs. It imports no backend: a test that opens targets
// links them itself (internal/backends in a _test.go file, or a backend's own registration).
package dbmstest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
)

// Open connects to a real server: its address from the environment variable env, else dsn, this
// machine's default. Under CI=true a missing server fails the test; elsewhere the test skips and
// says why. The target is closed when the test ends.
func Open(t testing.TB, name, env, dsn string) dbms.Target {
	t.Helper()
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
