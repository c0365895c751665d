package campaign

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/dbms"
)

// DefaultTarget is the target a campaign runs on when none is given: go-mysql-server embedded
// in reaper, which needs nothing installed.
const DefaultTarget = "gms:"

// SharedTarget refuses a server reaper does not manage unless allowed, returning the message
// that says so ("" when the target may run generated tests): generated tests create users, set
// global variables and write files into the data directory (a sibling of INTO @var is INTO
// DUMPFILE), which is a campaign's business on its own sandbox, not on a shared server.
func SharedTarget(dsn string, allowed bool) string {
	if allowed || dsn == "gms:" || strings.HasPrefix(dsn, "gms:") || strings.HasPrefix(dsn, "sandbox:") {
		return ""
	}
	return fmt.Sprintf("generated tests can change a server for good (users, global variables, files in its data directory): run them on gms: or a sandbox:mariadb|sandbox:postgres target, or give --allow-shared to run them on %s anyway", dsn)
}

// Family is the dialect family whose tests a target runs, read from its connection string.
func Family(dsn string) string {
	if strings.HasPrefix(dsn, "postgres") || strings.HasPrefix(dsn, "cockroach") || dsn == "sandbox:postgres" || strings.HasPrefix(dsn, "sandbox:postgres?") {
		return "postgres"
	}
	return "mysql"
}

// DialectFamily maps a test's dialect to the family of targets that run it.
func DialectFamily(d string) string {
	if d == "postgres" || d == "duckdb" {
		return "postgres"
	}
	return "mysql"
}

// Catalog reads the built-in functions of the target dsn names, cached per product and version
// under the user's cache directory.
func Catalog(ctx context.Context, dsn string) ([]dbms.CatalogFunction, error) {
	tg, err := dbms.Open(ctx, dsn)
	if err != nil {
		return nil, err
	}
	defer tg.Close()
	return catalogOf(ctx, tg)
}

func catalogOf(ctx context.Context, tg dbms.Target) ([]dbms.CatalogFunction, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	return dbms.CachedCatalog(ctx, tg, filepath.Join(cache, "reaper"))
}

// GrammarFunctions are a catalog's functions as the grammar graph takes them.
func GrammarFunctions(fns []dbms.CatalogFunction) []grammars.Function {
	out := make([]grammars.Function, len(fns))
	for i, f := range fns {
		out[i] = grammars.Function(f)
	}
	return out
}
