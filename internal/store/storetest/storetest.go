// Package storetest gives tests a campaign store in a fresh database of the real PostgreSQL
// server.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// DefaultServer is this machine's PostgreSQL, reached as its superuser with trust authentication.
const DefaultServer = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

// Postgres creates an empty database on the server named by REAPER_TEST_POSTGRES (default
// DefaultServer) and returns its URL; the database is dropped when the test ends. Under CI=true
// a missing server fails the test; elsewhere the test skips and says why.
func Postgres(t testing.TB) string {
	t.Helper()
	server := DefaultServer
	if v := os.Getenv("REAPER_TEST_POSTGRES"); v != "" {
		server = v
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	admin, err := sql.Open("pgx", server)
	if err == nil {
		err = admin.PingContext(ctx)
	}
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("PostgreSQL at %s: %v", server, err)
		}
		t.Skipf("no PostgreSQL server (%v); set REAPER_TEST_POSTGRES to run this test", err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	name := "reaper_test_" + hex.EncodeToString(b)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		admin.Close()
		t.Fatalf("create database %s: %v", name, err)
	}
	t.Cleanup(func() {
		defer admin.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if _, err := admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	u, err := url.Parse(server)
	if err != nil {
		t.Fatalf("REAPER_TEST_POSTGRES: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}
