// Package backends is the composition root of reaper's targets: it links every backend and
// registers it with dbms.Register, so that dbms.Open reaches it. The command line imports it;
// stages never do, so a stage links no database engine (deps_test.go checks that). A test of
// another package that opens targets imports it in a _test.go file.
package backends

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/duckdb"
	"github.com/reaper-sql/reaper/internal/backends/engine"
	"github.com/reaper-sql/reaper/internal/backends/enginebuild"
	"github.com/reaper-sql/reaper/internal/backends/gms"
	"github.com/reaper-sql/reaper/internal/backends/mysql"
	"github.com/reaper-sql/reaper/internal/backends/postgres"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// engines are the engines this binary can serve as an engine child (internal/backends/engine).
var engines = map[string]engine.Opener{
	"gms":    func(ctx context.Context) (dbms.Target, error) { return gms.Open(ctx, "gms:") },
	"duckdb": func(ctx context.Context) (dbms.Target, error) { return duckdb.Open(ctx, "duckdb:") },
}

func init() {
	// A process started as an engine child serves its engine here and exits: an init runs
	// before main, and before a test binary's TestMain, so that any binary that links the
	// backends can serve as the child of the gms: and duckdb: targets it opens. Reaper runs itself
	// as the child; so do the test binaries of every package whose tests open them.
	engine.ServeIfChild(engines)
	for _, s := range []string{"mysql", "mariadb"} {
		dbms.Register(s, mysql.Open)
	}
	for _, s := range []string{"postgres", "postgresql", "cockroach"} {
		dbms.Register(s, postgres.Open)
	}
	dbms.Register("sandbox", openSandbox)
	dbms.Register("gms", openGMS)
	dbms.Register("duckdb", openDuckDB)
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

// openGMS opens go-mysql-server: in a child process it supervises (gms:), in this process
// (gms:inprocess), for tests that need the engine at hand, or built from a repository at a
// commit and supervised the same way (gms:build).
func openGMS(ctx context.Context, dsn string, s dialect.Scheme) (dbms.Target, error) {
	switch s.Kind {
	case "inprocess":
		return gms.Open(ctx, "gms:inprocess")
	case "build":
		return openBuiltGMS(ctx, dsn)
	}
	return engine.Start(ctx, engine.Config{Engine: "gms", Target: "gms:"})
}

// openBuiltGMS builds go-mysql-server from the repository and revision dsn names (once per
// tree; internal/backends/enginebuild caches it) and runs it as an engine child.
func openBuiltGMS(ctx context.Context, dsn string) (dbms.Target, error) {
	repo, rev, err := enginebuild.ParseGMSTarget(dsn)
	if err != nil {
		return nil, err
	}
	fallback := fmt.Sprintf("to run on the go-mysql-server this reaper embeds instead, give --target gms: (go-mysql-server %s)", gms.ModuleVersion())
	cache := enginebuild.DefaultCacheDir()
	tree, err := enginebuild.Checkout(ctx, repo, rev, cache)
	if err != nil {
		return nil, fmt.Errorf("target gms:build: %w; %s", err, fallback)
	}
	if tree.Module != enginebuild.GMSModule {
		return nil, fmt.Errorf("target gms:build: %s at %s is module %s, not go-mysql-server", repo, rev, tree.Module)
	}
	bin, err := enginebuild.Build(ctx, enginebuild.Spec{Engine: "gms", Module: tree.Module, Dir: tree.Dir, Key: tree.Hash}, enginebuild.Options{CacheDir: cache})
	if err != nil {
		return nil, fmt.Errorf("target gms:build: go-mysql-server %s: %w; %s", tree.Short(), err, fallback)
	}
	return engine.Start(ctx, engine.Config{Engine: "gms", Target: dsn, Binary: bin, Build: tree.Build()})
}

// openDuckDB opens DuckDB: in a child process it supervises (duckdb:), where a failed assertion
// or a stack overflow in DuckDB's C++ is a crash with the child's log rather than reaper's end,
// or in this process (duckdb:inprocess). duckdb:RELEASE ("duckdb:1.5.5") is that release: the
// one this binary links runs as duckdb: does, another is built (openDuckDBRelease).
func openDuckDB(ctx context.Context, dsn string, s dialect.Scheme) (dbms.Target, error) {
	switch {
	case s.Kind == "inprocess":
		return duckdb.Open(ctx, "duckdb:inprocess")
	case s.Kind != "" && s.Kind != embeddedDuckDB():
		return openDuckDBRelease(ctx, dsn, s.Kind)
	case s.Kind != "":
		return engine.Start(ctx, engine.Config{Engine: "duckdb", Target: dsn})
	}
	return engine.Start(ctx, engine.Config{Engine: "duckdb", Target: "duckdb:"})
}

// embeddedDuckDB is the DuckDB release this binary links ("2.0.0").
func embeddedDuckDB() string { return duckdb.Release() }

// openDuckDBRelease builds the engine child of DuckDB release (once per release and reaper
// source; internal/backends/enginebuild caches it) from the newest version of the DuckDB Go module
// that links it, and runs it as an engine child.
func openDuckDBRelease(ctx context.Context, dsn, release string) (dbms.Target, error) {
	fallback := "to run without a build, give --target duckdb: (DuckDB " + embeddedDuckDB() + ", embedded)"
	version, err := enginebuild.DuckDBModuleVersion(ctx, release)
	if err != nil {
		return nil, fmt.Errorf("target %s: %w; %s", dsn, err, fallback)
	}
	bin, err := enginebuild.Build(ctx, enginebuild.Spec{Engine: "duckdb", Module: enginebuild.DuckDBModule, Version: version}, enginebuild.Options{})
	if err != nil {
		return nil, fmt.Errorf("target %s: DuckDB %s (%s %s): %w; %s", dsn, release, enginebuild.DuckDBModule, version, err, fallback)
	}
	return engine.Start(ctx, engine.Config{Engine: "duckdb", Target: dsn, Binary: bin})
}
