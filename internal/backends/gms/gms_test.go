package gms

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/internal/backends/mysql"
)

// openInProcess starts the engine in this test's process, closed when the test ends.
func openInProcess(t *testing.T) *Target {
	t.Helper()
	tg, err := Open(t.Context(), "gms:inprocess")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

func TestConformance(t *testing.T) {
	dbmstest.Engines(t)
	tg := openInProcess(t)
	if info, err := tg.Info(t.Context()); err != nil || info.Product != Product || info.Target != "gms:inprocess" || info.Managed {
		t.Fatalf("info %+v, %v", info, err)
	}
	dbmstest.Conformance(t, tg, dbmstest.GMS)
}

// TestFilesStayInTheirDirectory: the embedded engine runs in reaper's process, so a test's
// SELECT ... INTO OUTFILE must not write into reaper's working directory; the engine's own
// directory takes it, and goes with the target.
func TestFilesStayInTheirDirectory(t *testing.T) {
	dbmstest.Engines(t)
	wd := t.TempDir()
	t.Chdir(wd)
	tg := openInProcess(t)
	ex, err := tg.Run(t.Context(), dbmstest.Script("SELECT 1 INTO OUTFILE 'reaper_outfile'"), dbms.RunOptions{})
	if err != nil || ex.Results[0].Outcome != dbms.OutcomeError || !strings.Contains(ex.Results[0].Message, "secure-file-priv") {
		t.Fatalf("a relative OUTFILE on gms: %+v, %v", ex, err)
	}
	if _, err := os.Stat(filepath.Join(wd, "reaper_outfile")); !os.IsNotExist(err) {
		t.Fatalf("the engine wrote into the working directory: %v", err)
	}
	dir := FilesDir()
	ex, err = tg.Run(t.Context(), dbmstest.Script("SELECT 1 INTO OUTFILE '"+filepath.Join(dir, "inside")+"'"), dbms.RunOptions{})
	if err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("an OUTFILE in the engine's directory: %+v, %v", ex, err)
	}
	tg.Close()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("the engine's directory outlived its target: %v", err)
	}
}

// TestCatalog: the registry's arity is what the engine enforces: DATEDIFF takes exactly two
// arguments, CONCAT any number, and a function gms lacks is not listed. The second read is
// served from the cache even with the engine stopped.
func TestCatalog(t *testing.T) {
	dbmstest.Engines(t)
	tg := openInProcess(t)
	dir := t.TempDir()
	fns, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]dbms.CatalogFunction{}
	for _, f := range fns {
		if _, ok := byName[f.Name]; !ok {
			byName[f.Name] = f
		}
	}
	if f := byName["DATEDIFF"]; f.Family == "" || f.MinArgs != 2 || f.MaxArgs != 2 {
		t.Fatalf("%d functions; datediff: %+v", len(fns), f)
	}
	if cc := byName["CONCAT"]; cc.MinArgs != 1 || cc.MaxArgs != -1 {
		t.Fatalf("concat: %+v", cc)
	}
	if _, ok := byName["MAKEDATE"]; ok {
		t.Fatal("MAKEDATE listed, but go-mysql-server v0.20 has no such function")
	}
	// DATE_SUB's constructor wants an INTERVAL, so no count of NULLs builds it: listed, arity
	// unknown, and the engine does run it.
	if f, ok := byName["DATE_SUB"]; !ok || f.MinArgs != -1 {
		t.Fatalf("date_sub: %+v listed %v; want it listed with MinArgs -1", f, ok)
	}
	if ex, err := tg.Run(t.Context(), dbmstest.Script("SELECT DATE_SUB('2020-01-02', INTERVAL 1 DAY)"), dbms.RunOptions{}); err != nil || ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("DATE_SUB should run on gms: %+v %v", ex, err)
	}
	for _, q := range []string{"SELECT DATEDIFF('2020-01-01')", "SELECT MAKEDATE(2020, 1)"} {
		ex, err := tg.Run(t.Context(), dbmstest.Script(q), dbms.RunOptions{})
		if err != nil || ex.Results[0].Outcome != dbms.OutcomeError {
			t.Fatalf("%s should fail on gms as the catalog says: %+v %v", q, ex, err)
		}
	}
	tg.Close()
	again, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil || len(again) != len(fns) {
		t.Fatalf("cached catalog: %d functions, %v", len(again), err)
	}
}

// TestCatalogHandlers: a function's Handler is the Go type its name builds, so the registry's
// names for one implementation share it (SUBSTRING, MID and SUBSTR are NewSubstring; UCASE is
// UPPER) while distinct implementations keep their own, and it is the type a panic's stack
// names: INET6_ATON's unchecked assertion of a string panics in its handler's Eval.
func TestCatalogHandlers(t *testing.T) {
	dbmstest.Engines(t)
	tg := openInProcess(t)
	fns, err := tg.Catalog(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	handler := map[string]string{}
	names := map[string][]string{} // handler -> names
	for _, f := range fns {
		if f.Handler == "" && f.MinArgs >= 0 {
			t.Errorf("%s has no handler", f.Name)
		}
		handler[f.Name] = f.Handler
		names[f.Handler] = append(names[f.Handler], f.Name)
	}
	sub := handler["SUBSTRING"]
	if !strings.HasPrefix(sub, "github.com/dolthub/go-mysql-server/") || handler["MID"] != sub || handler["SUBSTR"] != sub {
		t.Errorf("SUBSTRING %q, MID %q, SUBSTR %q: one Go function, one handler", sub, handler["MID"], handler["SUBSTR"])
	}
	if handler["UCASE"] != handler["UPPER"] || handler["LCASE"] != handler["LOWER"] || handler["UPPER"] == handler["LOWER"] || handler["UPPER"] == sub {
		t.Errorf("UPPER %q, UCASE %q, LOWER %q, LCASE %q", handler["UPPER"], handler["UCASE"], handler["LOWER"], handler["LCASE"])
	}
	// Most names are their own implementation: handlers do not collapse into a few types.
	t.Logf("%d functions, %d handlers", len(fns), len(names))
	if len(fns) < 200 || len(names) < len(fns)*3/4 || len(names) >= len(fns) {
		t.Errorf("%d functions, %d handlers: want most names their own handler and some aliases", len(fns), len(names))
	}

	inet := handler["INET6_ATON"]
	dot := strings.LastIndex(inet, ".")
	frame := filepath.Base(inet[:dot]) + ".(*" + inet[dot+1:] + ").Eval"
	ex, err := tg.Run(t.Context(), dbmstest.Script("CREATE TABLE t (a INT PRIMARY KEY, b VARBINARY(16))", "INSERT INTO t VALUES (1, INET6_ATON(1))"), dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r := ex.Results[1]; !strings.Contains(r.Log, frame) {
		t.Errorf("the panic's stack does not name INET6_ATON's handler %s (%s): %s %q", inet, frame, r.Outcome, r.Log)
	}
}

// The character sets and collations come with the server's defaults first (go-mysql-server's
// information_schema lists one character set, utf8mb4).
func TestNames(t *testing.T) {
	dbmstest.Engines(t)
	tg := openInProcess(t)
	names, err := tg.Names(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if cs := names["charset"]; len(cs) < 1 || cs[0] != "utf8mb4" || slices.Contains(cs[1:], "utf8mb4") {
		t.Errorf("character sets: %v", cs)
	}
	if co := names["collation"]; len(co) < 2 || co[0] != "utf8mb4_0900_bin" {
		t.Errorf("collations: %.5v", co)
	}
}

// A value the engine sends that its column's declared type does not hold (REVERSE(-1) gives
// "1-" in an integer column) is an error of the statement, the client unable to read it: not a
// crash, for the engine answered and stays up, and the run goes on.
func TestUnreadableValueIsNoCrash(t *testing.T) {
	dbmstest.Engines(t)
	tg := openInProcess(t)
	ex, err := tg.Run(t.Context(), []dbms.Statement{{SQL: "SELECT REVERSE(-1)"}, {SQL: "SELECT 1"}}, dbms.RunOptions{StatementTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	r := ex.Results[0]
	if r.Outcome != dbms.OutcomeError || !strings.HasPrefix(r.Message, mysql.DecodeMessage) || ex.Crashed {
		t.Fatalf("REVERSE(-1): %s %q (crashed %v)", r.Outcome, r.Message, ex.Crashed)
	}
	if k := failure.KindOf("go-mysql-server", r); k != failure.KindWrongResult {
		t.Errorf("its kind is %q, want a wrong result", k)
	}
	if len(ex.Results) != 2 || ex.Results[1].Outcome != dbms.OutcomeOK {
		t.Errorf("the run did not go on: %+v", ex.Results)
	}
}
