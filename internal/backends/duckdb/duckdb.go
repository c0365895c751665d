//go:build cgo

// Package duckdb runs test scripts on DuckDB embedded in this process, through the official
// driver's C API mapping (github.com/duckdb/duckdb-go/v2/mapping), whose module ships the DuckDB
// library: nothing to install but a C toolchain for cgo (see nocgo.go).
//
// Each run gets a fresh in-memory database of its own (opened in the background while the run
// before works, closed after its run), so nothing a test does (tables, settings, even SET
// GLOBAL) reaches the next. Values come back in
// DuckDB's own text form: each result is handed, chunk by chunk, to a second private DuckDB
// database that casts it to VARCHAR (render.go), so a value prints exactly as DuckDB's CAST and
// its sqllogictest runner print it, nested types included.
//
// Outcomes: a DuckDB error is OutcomeError with DuckDB's message, its error type's name first
// ("Binder Error: ..."), as DuckDB prints it; DuckDB gives no SQLSTATE or error number, so Code
// and SQLState stay empty. An "INTERNAL Error" (a failed assertion in a release build) or a
// "FATAL Error" is OutcomeInternal; a statement interrupted at its timeout is OutcomeHang.
//
// In this process DuckDB has no crash outcome: a crash of DuckDB is a crash of reaper (a SIGSEGV
// in cgo, which no recover catches: TestCrashTakesTheProcess has one), and a statement that
// ignores the interrupt runs on until it ends. Both need the engine in a child process that can
// be killed and restarted; this package is what that child runs.
package duckdb

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/duckdb/duckdb-go/v2/mapping"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// Target is DuckDB embedded in this process. Runs on one Target are serialized.
type Target struct {
	name    string
	version string
	// dir holds each run's spill directory: an in-memory database spills to ".tmp" in the
	// working directory unless told otherwise.
	dir string

	mu sync.Mutex
	// text is the private database that renders results as text and reads the catalog.
	text *instance
	// next is the database of the next run, opened while the current one runs: opening one
	// (DuckDB registers its thousands of built-in functions in a fresh catalog) costs more than
	// a small test's statements. One is always on its way while the target is open.
	next chan fresh
	// closing counts the runs' databases being closed in the background.
	closing sync.WaitGroup
	// keywords are DuckDB's, for type names.
	keywords keywords
	// snaps are the snapshots of shared contexts (snapshot.go) by key, snapOrder their keys
	// oldest first.
	snaps     map[string]*snapshot
	snapOrder []string
	closed    bool
}

var (
	_ dbms.Target    = (*Target)(nil)
	_ dbms.Cataloger = (*Target)(nil)
)

// interruptGrace is how long an interrupted statement has to stop before it is left running
// (see Run). A variable so that a test need not wait it out.
var interruptGrace = 5 * time.Second

// interruptEvery is how often an interrupt is repeated: DuckDB clears the flag in places (a
// pipeline finishing), so one interrupt can be lost.
const interruptEvery = 50 * time.Millisecond

// Open starts DuckDB for the target named name: "duckdb:" or "duckdb:inprocess" (both run in
// this process: the composition root runs duckdb: in a supervised child that calls Open). It checks that
// the linked library opens a database and reads its version.
func Open(ctx context.Context, name string) (*Target, error) {
	s, err := dialect.ParseTarget(name)
	if err != nil {
		return nil, err
	}
	if s.Family != dialect.FamilyDuckDB {
		return nil, fmt.Errorf("target %s is not DuckDB: open it with duckdb: or duckdb:inprocess", name)
	}
	// A directory an earlier, killed reaper (or engine child) left behind goes first; this
	// one is marked as ours so that the next start can do the same for it.
	_, _ = owned.Sweep("") // best effort: a failed sweep costs disk, not this start
	dir, err := owned.MkdirTemp("", "duckdb-")
	if err != nil {
		return nil, fmt.Errorf("target %s: a directory for DuckDB's spill files: %w", name, err)
	}
	// One thread: the text database only casts and reads back small results in order.
	text, err := openInstance(":memory:", dir, setting{"threads", "1"})
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("target %s: %w", name, err)
	}
	rows, err := text.queryText(text.conn, "SELECT library_version || ' ' || source_id FROM pragma_version()")
	if err != nil || len(rows) != 1 || rows[0][0] == nil {
		text.close()
		os.RemoveAll(dir)
		return nil, fmt.Errorf("target %s: read DuckDB's version: %v", name, err)
	}
	kws, err := text.queryText(text.conn, "SELECT keyword_name FROM duckdb_keywords()")
	if err != nil {
		text.close()
		os.RemoveAll(dir)
		return nil, fmt.Errorf("target %s: read DuckDB's keywords: %v", name, err)
	}
	kw := keywords{}
	for _, k := range kws {
		kw[strings.ToLower(*k[0])] = true
	}
	t := &Target{name: name, version: *rows[0][0], dir: dir, text: text, keywords: kw, next: make(chan fresh, 1),
		snaps: map[string]*snapshot{}}
	t.prepare()
	return t, nil
}

// fresh is a run's database with its spill directory, or why it could not be opened.
type fresh struct {
	db    *instance
	spill string
	err   error
}

// prepare opens the next run's database in the background.
func (t *Target) prepare() {
	go func() {
		spill, err := os.MkdirTemp(t.dir, "run-")
		if err != nil {
			t.next <- fresh{err: err}
			return
		}
		db, err := openInstance(":memory:", spill)
		if err != nil {
			os.RemoveAll(spill)
		}
		t.next <- fresh{db: db, spill: spill, err: err}
	}()
}

// release closes a run's database in the background: closing one takes a while too.
func (t *Target) release(f fresh) {
	t.closing.Add(1)
	go func() {
		defer t.closing.Done()
		f.db.close()
		os.RemoveAll(f.spill)
	}()
}

// Info reports DuckDB and the library's version with its source commit ("v2.0.0 d54cbbe3df").
func (t *Target) Info(context.Context) (dbms.Info, error) {
	return dbms.Info{Target: t.name, Product: "DuckDB", Version: t.version, Build: dbms.BuildOf("DuckDB", t.version), Managed: true,
		StatementTimeout: "client (interrupt)"}, nil
}

// Close closes the databases and removes the spill directory. A statement left running after
// its timeout keeps its own database until it returns.
func (t *Target) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil
	}
	t.closed = true
	if f := <-t.next; f.err == nil {
		t.release(f)
	}
	t.closing.Wait()
	t.text.close()
	return os.RemoveAll(t.dir)
}

// defaultCatalog is the name DuckDB gives an in-memory database: a run's own database.
const defaultCatalog = "memory"

// Run runs stmts in a fresh in-memory database, named connections (Statement.Connection) being
// further connections to it.
//
// RunOptions.Database names a schema the run creates in its database and every connection uses
// (DuckDB's default schema is main); "memory", the name DuckDB gives the run's database, is the
// default and runs in main. Execution.Database is that name.
//
// A statement past RunOptions.StatementTimeout is interrupted, as DuckDB's clients cancel a query,
// and recorded as a hang. DuckDB checks for an interrupt between vectors of work; a statement
// that does not stop within a grace period (a long call inside one function) cannot be stopped
// in this process: it is left running on its own database, which is closed when it returns, and
// the rest of the script is not run.
//
// The first RunOptions.Setup statements run from a snapshot of the state they leave when an earlier
// run had the same ones and they took long enough to pay for it (snapshot.go); their results are
// then the snapshot's run's. Each run has a directory of its own, the only one its statements can
// read and write files in: the words __TEST_DIR__ and {TEMP_DIR} of DuckDB's test runner name it,
// and it is named by those words again in what DuckDB answers, so that two runs of a test read
// alike.
//
// After an INTERNAL or FATAL error DuckDB may invalidate the whole database ("the database must
// be restarted"): the run asks it with a fresh connection, and when it is invalidated the
// statement's Log says so and the rest of the script is not run, as after a server's crash
// (Crashed stays false: the process is alive); DuckDB would refuse each with the same FATAL
// error, which says nothing about the statement. When DuckDB still answers, the run goes on.
func (t *Target) Run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil, fmt.Errorf("target %s: %w (closed)", t.name, dbms.ErrServerGone)
	}
	start := time.Now()
	ex := &dbms.Execution{Target: t.name, Version: t.version, Build: dbms.BuildOf("DuckDB", t.version), Database: defaultCatalog}
	schema := ""
	if opts.Database != "" && opts.Database != defaultCatalog {
		schema, ex.Database = opts.Database, opts.Database
	}
	// A shared context runs from its snapshot when it has one; else, or when the copy cannot
	// be opened, in full in the fresh database opened ahead, and a first run of a slow one
	// makes its snapshot afterwards.
	var f fresh
	var sessions map[string]mapping.Connection
	var err error
	from, key := 0, ""
	if n := opts.Setup; n > 0 && n <= len(stmts) {
		key = contextKey(stmts[:n], schema)
		if snap := t.snaps[key]; snap != nil && snap.file != "" {
			if f, sessions, err = t.restore(snap, schema); err == nil {
				for _, r := range snap.results {
					ex.Record(r, nil, opts)
				}
				from = n
			}
		}
	}
	if key != "" && t.snaps[key] == nil {
		defer func() { t.remember(ctx, key, stmts[:opts.Setup], schema, ex.Results, opts) }()
	}
	if f.db == nil {
		f = <-t.next
		t.prepare()
		if f.err != nil {
			return nil, fmt.Errorf("target %s: %w", t.name, f.err)
		}
		sessions = map[string]mapping.Connection{}
	}
	db := f.db
	abandoned := false
	defer func() {
		if !abandoned {
			t.release(f)
		}
		ex.Duration = time.Since(start)
	}()
	if schema != "" && from == 0 {
		if err := db.exec(db.conn, "CREATE SCHEMA "+defaultCatalog+"."+schema); err != nil {
			return nil, fmt.Errorf("target %s: create schema %s: %w", t.name, schema, err)
		}
	}
	for i := from; i < len(stmts); i++ {
		st := stmts[i]
		conn, err := db.session(sessions, st.Connection, schema)
		if err != nil {
			return ex, fmt.Errorf("target %s: open connection %q: %w", t.name, st.Connection, err)
		}
		r, stuck, cerr := t.exec(ctx, db, conn, st.SQL, f.spill, opts.StatementTimeout)
		rest := stmts[i+1:]
		if stuck != nil {
			abandoned = true
			go func() {
				<-stuck
				db.close()
				os.RemoveAll(f.spill)
			}()
			record(ex, r, rest, true, opts)
			return ex, cerr
		}
		if cerr != nil {
			record(ex, r, nil, false, opts)
			return ex, cerr
		}
		stop := opts.StopAfterHang && r.Outcome == dbms.OutcomeHang
		if r.Outcome == dbms.OutcomeInternal {
			if why := db.invalidated(); why != "" {
				r.Log = strings.TrimSpace("DuckDB answers a fresh connection after this error: " + why + "\n\n" + r.Log)
				stop = true
			}
		}
		if record(ex, r, rest, stop, opts) {
			return ex, nil
		}
	}
	return ex, nil
}

// record appends r and, when stop, the rest of the script as not run; it reports stop. It goes
// through Execution.Record, which hands each result to a supervisor (RunOptions.OnResult), but
// decides the stop itself: DuckDB also ends a run for a statement stuck past its interrupt or a
// database its error invalidated, and an embedded engine never reports a crash.
func record(ex *dbms.Execution, r dbms.Result, rest []dbms.Statement, stop bool, opts dbms.RunOptions) bool {
	if ex.Record(r, rest, opts) {
		return true // the last statement read (dbms.RunOptions.Until)
	}
	if !stop {
		return false
	}
	for _, s := range rest {
		ex.Record(dbms.Result{SQL: s.SQL, Outcome: dbms.OutcomeNotRun}, nil, opts)
	}
	return true
}

// answer is what one call into DuckDB returned.
type answer struct {
	res   mapping.Result
	state mapping.State
}

// exec runs one statement on conn. A statement past its timeout, or whose run ctx ends, is
// interrupted; stuck is non-nil when it did not stop within the grace period, and is closed once
// it does. err is set when ctx ended or the rows could not be read: the run stops.
func (t *Target) exec(ctx context.Context, db *instance, conn mapping.Connection, sql, dir string, timeout time.Duration) (r dbms.Result, stuck chan struct{}, err error) {
	r = dbms.Result{SQL: sql}
	defer func() { unnameDir(&r, dir) }()
	start := time.Now()
	done := make(chan answer, 1)
	run := nameDir(sql, dir)
	go func() {
		var a answer
		a.state = mapping.Query(conn, run, &a.res)
		done <- a
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var a answer
	interrupted := false
	select {
	case a = <-done:
	case <-timer.C:
		interrupted = true
	case <-ctx.Done():
		interrupted, err = true, fmt.Errorf("target %s: %w", t.name, ctx.Err())
	}
	if interrupted {
		var ok bool
		if a, ok = interrupt(conn, done); !ok {
			r.Duration = time.Since(start)
			r.Outcome = dbms.OutcomeHang
			r.Message = fmt.Sprintf("the statement did not stop within %s of DuckDB's interrupt; it was left running on its run's database", interruptGrace)
			stuck = make(chan struct{})
			go func() {
				a := <-done
				mapping.DestroyResult(&a.res)
				close(stuck)
			}()
			return r, stuck, err
		}
	}
	defer mapping.DestroyResult(&a.res)
	r.Duration = time.Since(start)
	if a.state == mapping.StateError {
		r.Message, r.Log = splitStack(mapping.ResultError(&a.res))
		r.Outcome = outcome(mapping.ResultErrorType(&a.res), interrupted)
		return r, nil, err
	}
	r.Outcome = dbms.OutcomeOK
	switch mapping.ResultReturnType(a.res) {
	case mapping.ResultTypeChangedRows:
		r.RowsAffected = int64(mapping.RowsChanged(&a.res))
	case mapping.ResultTypeQueryResult:
		if mapping.ColumnCount(&a.res) == 0 {
			break // an empty statement, or only a comment
		}
		if rerr := t.fill(db, conn, &a.res, &r); rerr != nil && err == nil {
			// The statement ran; its rows could not be read as text. That is reaper's failure,
			// not DuckDB's answer: rows left out would read as a wrong result.
			err = fmt.Errorf("target %s: the rows of %q could not be read as text: %w (a reaper bug: please report it)", t.name, sql, rerr)
		}
	}
	return r, nil, err
}

// interrupt interrupts the statement on conn until it returns or the grace period ends.
func interrupt(conn mapping.Connection, done chan answer) (answer, bool) {
	grace := time.NewTimer(interruptGrace)
	defer grace.Stop()
	tick := time.NewTicker(interruptEvery)
	defer tick.Stop()
	for {
		mapping.Interrupt(conn)
		select {
		case a := <-done:
			return a, true
		case <-grace.C:
			return answer{}, false
		case <-tick.C:
		}
	}
}

// outcome classes a DuckDB error by its type.
func outcome(typ mapping.ErrorType, interrupted bool) string {
	switch typ {
	case mapping.ErrorTypeInternal, mapping.ErrorTypeFatal:
		return dbms.OutcomeInternal
	case mapping.ErrorTypeInterrupt:
		if interrupted {
			return dbms.OutcomeHang
		}
	}
	return dbms.OutcomeError
}

// fill reads a result's columns, DuckDB's type names and rows as text.
func (t *Target) fill(db *instance, conn mapping.Connection, res *mapping.Result, r *dbms.Result) error {
	n := int(mapping.ColumnCount(res))
	types := make([]mapping.LogicalType, n)
	defer func() {
		for i := range types {
			mapping.DestroyLogicalType(&types[i])
		}
	}()
	zoned := false
	for i := range n {
		r.Columns = append(r.Columns, mapping.ColumnName(res, mapping.IdxT(i)))
		types[i] = mapping.ColumnLogicalType(res, mapping.IdxT(i))
		name := t.keywords.typeName(types[i])
		r.Types = append(r.Types, name)
		zoned = zoned || strings.Contains(name, "WITH TIME ZONE") || strings.Contains(name, "TIMESTAMPTZ")
	}
	// A value with a time zone prints in the session's TimeZone and Calendar, which the test
	// may have set: the text database takes them from the test's connection.
	var settings []string
	if zoned {
		rows, err := db.queryText(conn, "SELECT current_setting('TimeZone'), current_setting('Calendar')")
		if err != nil || len(rows) != 1 || rows[0][0] == nil || rows[0][1] == nil {
			return fmt.Errorf("read the session's TimeZone and Calendar: %v", err)
		}
		settings = []string{"SET TimeZone = " + quote(*rows[0][0]), "SET Calendar = " + quote(*rows[0][1])}
	}
	rows, err := t.text.render(res, types, t.keywords, settings)
	r.Rows = rows
	return err
}

// splitStack takes the stack trace DuckDB appends to an INTERNAL error out of its message: the
// frames name reaper's binary and addresses that change with every build, so the same error
// would read differently from two builds. The message keeps the error and DuckDB's note after
// the frames; the stack is the statement's Log, its evidence, as a Go panic's is on gms.
func splitStack(msg string) (message, stack string) {
	const head, tail = "\n\nStack Trace:\n\n", "\n\nThis error signals"
	i := strings.Index(msg, head)
	if i < 0 {
		return msg, ""
	}
	j := strings.Index(msg[i+len(head):], tail)
	if j < 0 {
		return msg[:i], "Stack Trace:\n" + msg[i+len(head):]
	}
	j += i + len(head)
	return msg[:i] + msg[j:], "Stack Trace:\n" + msg[i+len(head):j]
}

// The words of DuckDB's test runner for a test's own directory: the older and the newer.
const (
	testDirWord = "__TEST_DIR__"
	tempDirWord = "{TEMP_DIR}"
)

// nameDir puts the run's directory dir where a statement names a test's directory.
func nameDir(sql, dir string) string {
	return strings.NewReplacer(testDirWord, dir, tempDirWord, dir).Replace(sql)
}

// unnameDir names the run's directory dir by the runner's word again in what DuckDB answered.
func unnameDir(r *dbms.Result, dir string) {
	if dir == "" {
		return
	}
	r.Message = strings.ReplaceAll(r.Message, dir, testDirWord)
	r.Log = strings.ReplaceAll(r.Log, dir, testDirWord)
	for _, row := range r.Rows {
		for i, v := range row {
			if v != nil && strings.Contains(*v, dir) {
				w := strings.ReplaceAll(*v, dir, testDirWord)
				row[i] = &w
			}
		}
	}
}

// quote is s as a SQL string literal.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// errNoDatabase is what opening a database reports when DuckDB gives no reason.
var errNoDatabase = errors.New("DuckDB did not open an in-memory database")

// Release is the release of the DuckDB library linked into this program ("2.0.0"), as the
// library names itself without a database open.
func Release() string {
	return strings.TrimPrefix(mapping.LibraryVersion(), "v")
}
