package campaign

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/backends/enginebuild"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// DefaultTarget is the target a campaign runs on when none is given: go-mysql-server embedded
// in reaper, which needs nothing installed.
const DefaultTarget = "gms:"

// Built is the target a hunt over an engine's own repository runs on: the engine built at the
// commit mined.
type Built struct {
	// Target is the engine's target (enginebuild.GMSTarget).
	Target dialect.Target
	// Note says what the target is for the user: the build, where it is cached, and the files
	// the clone lacked that came from a release.
	Note string
}

// BuiltTarget is the engine built from the repository at gitDir at revision rev, when that
// repository is an engine reaper builds (go-mysql-server); nil for another repository. It
// writes the source out (enginebuild.Checkout, once per tree), so that a clone missing a file
// no release holds is reported before the hunt goes on; the build itself happens when the
// target is first opened.
func BuiltTarget(ctx context.Context, gitDir, rev string) (*Built, error) {
	module, commit, err := enginebuild.ModuleAt(gitDir, rev)
	if err != nil || module != enginebuild.GMSModule {
		return nil, err
	}
	cache := enginebuild.DefaultCacheDir()
	tree, err := enginebuild.Checkout(ctx, gitDir, commit.Hash.String(), cache)
	if err != nil {
		return nil, fmt.Errorf("the engine at the revision mined: %w; or give --target gms: to run on the go-mysql-server reaper embeds", err)
	}
	note := fmt.Sprintf("the target is %s, built from the repository at the revision mined with the Go toolchain (the first build takes minutes; cached in %s)", tree.Build(), cache)
	if len(tree.Filled) > 0 {
		var files []string
		for _, f := range tree.Filled {
			files = append(files, f.Path+" from "+f.Version)
		}
		note += fmt.Sprintf("; files the clone lacks came from a release with the same git blob: %s", strings.Join(files, ", "))
	}
	target, err := dialect.ParseTarget(enginebuild.GMSTarget(gitDir, tree.Commit))
	if err != nil {
		return nil, err
	}
	return &Built{Target: target, Note: note}, nil
}

// StoreTarget is the target a campaign's readers (status, recall) default to: the one st
// validated on last, or DefaultTarget before any validation.
func StoreTarget(ctx context.Context, st *store.Store) (dialect.Target, error) {
	t, err := st.LatestTarget(ctx)
	if err != nil {
		return dialect.Target{}, err
	}
	if t == "" {
		t = DefaultTarget
	}
	// A target is stored redacted, which names it without its secrets and parses as well.
	return dialect.ParseTarget(t)
}

// SharedTarget refuses a target that is not one reaper knows, or a server reaper does not manage
// unless allowed, returning the message that says so ("" when the target may run generated
// tests): generated tests create users, set global variables and write files into the data
// directory (a sibling of INTO @var is INTO DUMPFILE), which is a campaign's business on its own
// sandbox or embedded engine, not on a shared server.
func SharedTarget(t dialect.Target, allowed bool) string {
	switch {
	case t.IsZero():
		return "no target given: use one of " + strings.Join(dialect.Targets(), ", ")
	case allowed || t.Own:
		return ""
	}
	return fmt.Sprintf("generated tests can change a server for good (users, global variables, files in its data directory): run them on gms:, duckdb: or a sandbox:mariadb|sandbox:postgres target, or give --allow-shared to run them on %s anyway", t)
}

// Catalog reads the catalog of target t: its built-in functions, cached per product and
// version under the user's cache directory, and the names of its character sets and
// collations where it lists them.
func Catalog(ctx context.Context, t dialect.Target) (grammars.Catalog, error) {
	tg, err := dbms.Open(ctx, t)
	if err != nil {
		return grammars.Catalog{}, err
	}
	defer tg.Close()
	fns, err := catalogOf(ctx, tg)
	if err != nil {
		return grammars.Catalog{}, err
	}
	names, err := namesOf(ctx, tg)
	return grammarCatalog(fns, names), err
}

// namesOf reads the names tg defines for kinds of name, if it lists them (dbms.Namer).
func namesOf(ctx context.Context, tg dbms.Target) (map[string][]string, error) {
	if n, ok := tg.(dbms.Namer); ok {
		return n.Names(ctx)
	}
	return nil, nil
}

func catalogOf(ctx context.Context, tg dbms.Target) ([]dbms.CatalogFunction, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	return dbms.CachedCatalog(ctx, tg, filepath.Join(cache, "reaper"))
}

// validationCatalog reads tg's catalog for the validation: the functions it marks volatile and
// its aggregates, for the oracles, and the functions' handlers; none when tg lists no catalog. A
// catalog that cannot be read (a server without help tables) leaves the oracles their table of
// nondeterministic names, as before catalogs had a stability, and the clustering one bug per
// construct; only the end of ctx is an error.
func validationCatalog(ctx context.Context, tg dbms.Target) (oracle.Volatile, oracle.Aggregates, map[string]string, error) {
	if _, ok := tg.(dbms.Cataloger); !ok {
		return nil, nil, nil, nil
	}
	fns, err := catalogOf(ctx, tg)
	if err != nil {
		return nil, nil, nil, ctx.Err()
	}
	return oracle.VolatileOf(fns), oracle.AggregatesOf(fns), handlersOf(fns), nil
}

// handlersOf maps each function's name, upper case, to its Handler where the catalog names one
// (dbms.CatalogFunction.Handler).
func handlersOf(fns []dbms.CatalogFunction) map[string]string {
	out := map[string]string{}
	for _, f := range fns {
		if f.Handler != "" {
			out[strings.ToUpper(f.Name)] = f.Handler
		}
	}
	return out
}

// grammarCatalog is a target's catalog as the grammar graph takes it.
func grammarCatalog(fns []dbms.CatalogFunction, names map[string][]string) grammars.Catalog {
	out := grammars.Catalog{Functions: make([]grammars.Function, len(fns)), Names: names}
	for i, f := range fns {
		// What a call needs; the Handler is the validation's (handlersOf).
		out.Functions[i] = grammars.Function{Name: f.Name, Family: f.Family, MinArgs: f.MinArgs, MaxArgs: f.MaxArgs,
			ArgTypes: f.ArgTypes, Result: f.Result, Volatile: f.Volatile}
	}
	return out
}

// targets are the instances of one target a run uses — one sandbox per executor, --sandboxes of
// them at most — opened when first needed and each used by one executor at a time.
type targets struct {
	target dialect.Target
	slot   chan struct{} // one token per instance that may be in use

	mu   sync.Mutex
	free []dbms.Target
	all  []dbms.Target
	desc *targetInfo
}

// targetInfo is what the first instance opened says of the target.
type targetInfo struct {
	info    dbms.Info
	catalog []dbms.CatalogFunction
	names   map[string][]string
}

// grammar is the target's catalog as the grammar graph takes it.
func (d *targetInfo) grammar() grammars.Catalog { return grammarCatalog(d.catalog, d.names) }

func newTargets(t dialect.Target, n int) *targets {
	return &targets{target: t, slot: make(chan struct{}, max(1, n))}
}

// get returns an instance for one executor: a free one, a new one while fewer than n are open,
// or, when all n are in use, the next one put back.
func (p *targets) get(ctx context.Context) (dbms.Target, *targetInfo, error) {
	select {
	case p.slot <- struct{}{}:
	case <-ctx.Done():
		return nil, nil, ctx.Err()
	}
	p.mu.Lock()
	if n := len(p.free); n > 0 {
		tg := p.free[n-1]
		p.free = p.free[:n-1]
		p.mu.Unlock()
		return tg, p.desc, nil
	}
	p.mu.Unlock()
	tg, desc, err := p.open(ctx)
	if err != nil {
		<-p.slot
		return nil, nil, err
	}
	return tg, desc, nil
}

// put gives an instance back.
func (p *targets) put(tg dbms.Target) {
	p.mu.Lock()
	p.free = append(p.free, tg)
	p.mu.Unlock()
	<-p.slot
}

// open starts one more instance; the first also reads the product, the version and the catalog.
func (p *targets) open(ctx context.Context) (dbms.Target, *targetInfo, error) {
	name := p.target.Redacted()
	tg, err := dbms.Open(ctx, p.target)
	if err != nil {
		return nil, nil, fmt.Errorf("target %s: %w", name, err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.desc == nil {
		d := &targetInfo{}
		if d.info, err = tg.Info(ctx); err == nil {
			d.catalog, err = catalogOf(ctx, tg)
		}
		if err == nil {
			d.names, err = namesOf(ctx, tg)
		}
		if err != nil {
			tg.Close()
			return nil, nil, fmt.Errorf("target %s: %w", name, err)
		}
		p.desc = d
	}
	p.all = append(p.all, tg)
	return tg, p.desc, nil
}

// describe returns what the target says of itself, opening an instance if none is open yet.
func (p *targets) describe(ctx context.Context) (*targetInfo, error) {
	p.mu.Lock()
	d := p.desc
	p.mu.Unlock()
	if d != nil {
		return d, nil
	}
	tg, d, err := p.get(ctx)
	if err != nil {
		return nil, err
	}
	p.put(tg)
	return d, nil
}

func (p *targets) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, tg := range p.all {
		tg.Close()
	}
	p.all, p.free = nil, nil
}
