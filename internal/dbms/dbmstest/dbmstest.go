// Package dbmstest opens the real database servers tests run against.
package dbmstest

import (
	"context"
	"os"
	"testing"
	"time"

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
	tg, err := dbms.Open(ctx, dsn)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s target %s: %v", name, dbms.Redact(dsn), err)
		}
		t.Skipf("no %s server (%v); set %s to run this test", name, err, env)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}
