// Package dbms is the vocabulary of running tests on database servers, which every stage
// reads: a Target runs a script and records, per statement, exactly what happened (rows with
// NULL kept distinct, column names and types, affected rows, warnings, error code, SQLSTATE,
// message, duration and one outcome class). A crash of the server is an outcome, not an error
// of ours: a returned error means the tooling failed.
//
// The package holds values and the Target interface only, and imports no backend, so a stage
// never links a database engine it does not run. The backends live in packages of their own
// (internal/backends/mysql, postgres, gms, sandbox, engine) and register with Register; the
// composition root (internal/backends, linked by the command line) registers them all, and Open
// dispatches a connection string to the backend of its scheme, as database/sql does with drivers.
package dbms

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
)

// Outcome classes of a statement.
const (
	// OutcomeOK: the statement ran.
	OutcomeOK = "ok"
	// OutcomeError: the server rejected the statement with an error.
	OutcomeError = "error"
	// OutcomeCrash: the connection was lost and the server went down or restarted.
	OutcomeCrash = "crash"
	// OutcomeHang: the statement hit its timeout.
	OutcomeHang = "hang"
	// OutcomeInternal: an internal error (PostgreSQL SQLSTATE XX000, a recovered panic, an
	// assertion) rather than an error about the statement.
	OutcomeInternal = "internal"
	// OutcomeNotRun: the statement was not run because the server was gone.
	OutcomeNotRun = "not run"
)

// Statement is one statement to run, on a named client connection ("" is the default one).
type Statement struct {
	SQL        string `json:"sql"`
	Connection string `json:"connection,omitempty"`
}

// Warning is a warning or notice the server attached to a statement.
type Warning struct {
	Level   string `json:"level"`
	Code    string `json:"code,omitempty"`
	Message string `json:"message"`
}

// Result is what one statement did.
type Result struct {
	SQL     string `json:"sql"`
	Outcome string `json:"outcome"`
	// Columns and Types describe a result set; Types are the server's type names.
	Columns []string `json:"columns,omitempty"`
	Types   []string `json:"types,omitempty"`
	// Rows hold each value as the server's text form; a nil cell is SQL NULL.
	Rows         [][]*string `json:"rows,omitempty"`
	RowsAffected int64       `json:"rows_affected,omitempty"`
	Warnings     []Warning   `json:"warnings,omitempty"`
	// Code is the server's error number (MySQL protocol), SQLState the SQLSTATE, Message the text.
	Code     int           `json:"code,omitempty"`
	SQLState string        `json:"sqlstate,omitempty"`
	Message  string        `json:"message,omitempty"`
	Duration time.Duration `json:"duration_ns"`
	// Log is the server's own account of the statement: the tail of its log when the statement
	// crashed it (a sandbox's log, an engine child's stderr), or what an embedded engine logged
	// while it ran (a panic it caught, with the stack).
	Log string `json:"log,omitempty"`
}

// Execution is one script run in its own fresh database.
type Execution struct {
	Target  string `json:"target"`
	Version string `json:"version"`
	// Build is the target's Info.Build: the exact build the script ran on.
	Build    string        `json:"build,omitempty"`
	Database string        `json:"database"`
	Results  []Result      `json:"results"`
	Crashed  bool          `json:"crashed,omitempty"`
	Duration time.Duration `json:"duration_ns"`
}

// Info describes a target.
type Info struct {
	Target  string `json:"target"`
	Product string `json:"product"`
	Version string `json:"version"`
	// Build names the exact build of the engine that ran the tests, for every output that
	// shows a finding: "go-mysql-server 3f9c1a2 (2026-08-21)", "go-mysql-server v0.20.0",
	// "DuckDB v2.0.0", "MariaDB 10.11.19". Version alone can be the version a server imitates
	// (go-mysql-server says 8.0.31, MySQL's).
	Build string `json:"build"`
	// Managed is true when reaper started the server and restarts it after a crash.
	Managed bool `json:"managed"`
	// StatementTimeout says how a hang is cut short: on the server or by the client.
	StatementTimeout string `json:"statement_timeout"`
}

// BuildOf names a server's build from its product and the version it reports, without the
// packaging suffix a version carries ("10.11.19-MariaDB-0+deb12u1" is "MariaDB 10.11.19";
// "15.19 (Debian 15.19-0+deb12u1)" is "PostgreSQL 15.19").
func BuildOf(product, version string) string {
	v, _, _ := strings.Cut(version, "-"+product)
	if f := strings.Fields(v); len(f) > 0 && strings.HasPrefix(v, f[0]+" (") {
		v = f[0]
	}
	return strings.TrimSpace(product + " " + v)
}

// Target is a database server that runs scripts, one at a time; run scripts in parallel on
// several targets (several sandboxes), not on one.
type Target interface {
	// Info reports the server's product and version.
	Info(ctx context.Context) (Info, error)
	// Run runs stmts in a fresh database that no other run sees, and drops it afterwards.
	Run(ctx context.Context, stmts []Statement, opts RunOptions) (*Execution, error)
	// Close releases the connections and stops a managed server.
	Close() error
}

// RunOptions configures one run.
type RunOptions struct {
	// StatementTimeout bounds each statement; past it the outcome is hang. Default 10s.
	StatementTimeout time.Duration
	// StopAfterHang ends the run at the first statement that hangs, the rest not run: a
	// caller that only needs one statement's outcome should not wait out the timeout again for
	// each statement after a runaway one (an embedded engine cannot cancel it).
	StopAfterHang bool
	// Database names the run's database (or schema) instead of a fresh generated name, for
	// tests that name their harness's database (go-mysql-server's enginetests use mydb). The
	// run creates it and drops it; one left by an earlier run (a crash under it, a test that
	// recreated it) is dropped first, so two runs must not share it at once.
	Database string
	// Setup counts the script's first statements that are a context many runs share (a
	// test's setup, or the statements before the one under test). A target that can
	// (DuckDB) runs a context once, keeps the state it leaves and starts each later run with
	// the same context from a copy of that state, the context's results being the first
	// run's; the others run it each time. Either way each run starts from a state no other
	// run touched.
	Setup int
	// Until, when positive, is the position (1-based) of the last statement whose result the
	// caller reads: the statements after it are not run. A validation reads no further than
	// the statement under test, and the statements after it (a join of millions of rows)
	// would only cost time.
	Until int
	// OnResult, when set, is called with each statement's index in the script and its result
	// as the result is recorded (by Execution.Record), before the run returns: not-run results
	// included. A supervisor of an engine in a child process streams them to its parent, which
	// so knows which statement is running when the child stops answering. A run a backend
	// retries from the start (a sandbox reset after a lockout) reports from index 0 again; the
	// Execution the run returns is the record.
	OnResult func(i int, r Result)
}

// Validate fills defaults.
func (o *RunOptions) Validate() error {
	if o.StatementTimeout < 0 {
		return errors.New("statement timeout must not be negative")
	}
	if o.StatementTimeout == 0 {
		o.StatementTimeout = 10 * time.Second
	}
	if o.Setup < 0 || o.Until < 0 {
		return errors.New("the count of setup statements and the position of the last statement read must not be negative")
	}
	if o.Database != "" && !plainName.MatchString(o.Database) {
		return fmt.Errorf("database name %q is not a plain identifier", o.Database)
	}
	return nil
}

// plainName is a database name that needs no quoting on any server.
var plainName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,62}$`)

// ErrServerGone is returned by Run when a server reaper does not manage went down (or a
// sandbox could not be restarted): what was recorded is kept, and nothing more can run on it.
var ErrServerGone = errors.New("the server is gone")

// runCounter numbers the runs of this process.
var runCounter atomic.Int64

// BeginRun starts a backend's run: it fills opts' defaults, refuses a run on a server that is
// gone (gone, which the backend keeps) with ServerGone, and names the fresh database (or schema)
// the run works in, unique across runs of this process and, by the clock, across processes
// sharing a server. The Execution it returns carries target and version for the record.
func BeginRun(opts *RunOptions, gone bool, target, version string) (*Execution, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if gone {
		return nil, ServerGone(target)
	}
	name := fmt.Sprintf("reaper_%d_%d", time.Now().UnixNano()%1e9, runCounter.Add(1))
	if opts.Database != "" {
		name = opts.Database
	}
	return &Execution{Target: target, Version: version, Database: name}, nil
}

// ServerGone is the error a backend's Run returns once the server it runs on is gone and
// cannot be brought back: it wraps ErrServerGone and says what was kept.
func ServerGone(target string) error {
	return fmt.Errorf("target %s: %w; what was recorded is kept", target, ErrServerGone)
}

// Record appends r, the result of the script's next statement, to the execution and, when r
// is a crash (or a hang, when opts.StopAfterHang, or the last statement read, opts.Until),
// marks the rest of the script as not run and sets Crashed for a crash. It reports whether the
// run is over. Each result it appends goes to opts.OnResult too: backends record every result
// through it so that a supervisor sees them as they happen.
func (ex *Execution) Record(r Result, rest []Statement, opts RunOptions) bool {
	ex.add(r, opts)
	if r.Outcome != OutcomeCrash && !(opts.StopAfterHang && r.Outcome == OutcomeHang) && opts.Until != len(ex.Results) {
		return false
	}
	ex.Crashed = r.Outcome == OutcomeCrash
	for _, s := range rest {
		ex.add(Result{SQL: s.SQL, Outcome: OutcomeNotRun}, opts)
	}
	return true
}

func (ex *Execution) add(r Result, opts RunOptions) {
	ex.Results = append(ex.Results, r)
	if opts.OnResult != nil {
		opts.OnResult(len(ex.Results)-1, r)
	}
}

// OpenFunc opens a target of one scheme: dsn is the whole connection string (dialect.Target's
// DSN, well-formed), s what dialect.ParseTarget read of it.
type OpenFunc func(ctx context.Context, dsn string, s dialect.Scheme) (Target, error)

var (
	backendsMu sync.RWMutex
	backends   = map[string]OpenFunc{}
)

// Register makes a backend the one that opens targets of scheme (a dialect.Scheme's Name:
// "mysql", "gms", "sandbox", ...). It is called once per scheme, from the composition root;
// a second registration of a scheme, or a nil open, is a programming error and panics.
func Register(scheme string, open OpenFunc) {
	backendsMu.Lock()
	defer backendsMu.Unlock()
	if open == nil {
		panic("dbms: Register of a nil backend for scheme " + scheme)
	}
	if _, dup := backends[scheme]; dup {
		panic("dbms: Register called twice for scheme " + scheme)
	}
	backends[scheme] = open
}

// Registered lists the schemes a backend is registered for, sorted.
func Registered() []string {
	backendsMu.RLock()
	defer backendsMu.RUnlock()
	var out []string
	for s := range backends {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// Open connects to the target t names (dialect.Targets lists the forms):
//
//	mysql://user:pass@host:port/[?params]   MySQL, MariaDB, TiDB, OceanBase, any MySQL-protocol server
//	mariadb://...                           the same
//	postgres://user:pass@host:port/db       PostgreSQL
//	cockroach://user:pass@host:port/db      CockroachDB: PostgreSQL's protocol, with statement retries
//	gms:                                    go-mysql-server in a child process reaper supervises
//	gms:inprocess                           go-mysql-server embedded in this process, for tests
//	sandbox:mariadb, sandbox:postgres       a server reaper starts from the installed binaries;
//	                                        ?bin=DIR for a build of your own, &arg=FLAG (repeatable)
//	                                        for extra server flags
//
// t was read where it entered reaper (dialect.ParseTarget, which refuses an unknown scheme);
// a scheme whose backend this binary does not link is an error that says so.
func Open(ctx context.Context, t dialect.Target) (Target, error) {
	if t.IsZero() {
		return nil, errors.New("no target given")
	}
	s := t.Scheme
	backendsMu.RLock()
	open := backends[s.Name]
	backendsMu.RUnlock()
	if open == nil {
		linked := "none"
		if r := Registered(); len(r) > 0 {
			linked = strings.Join(r, ", ")
		}
		return nil, fmt.Errorf("%s: not linked into this binary (its backends: %s)", s.Name, linked)
	}
	return open(ctx, t.DSN(), s)
}
