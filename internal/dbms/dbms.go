// Package dbms runs test scripts against real database servers and records, per statement,
// exactly what happened: rows (NULL kept distinct), column names and types, affected rows,
// warnings, error code, SQLSTATE, message, duration and one outcome class. A crash of the server
// is an outcome, not an error of ours: a returned error means the tooling failed.
//
// Targets are named by one connection string (see Open): mysql:// and mariadb:// for any
// MySQL-protocol server, postgres:// for PostgreSQL, cockroach:// for CockroachDB, gms: for go-mysql-server embedded in the
// process (the default), and sandbox:mariadb / sandbox:postgres for a server the tool starts
// itself and restarts after a crash.
package dbms

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"sync/atomic"
	"time"
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
	// Log is the tail of the server's log when the statement crashed it (sandboxes only).
	Log string `json:"log,omitempty"`
}

// Execution is one script run in its own fresh database.
type Execution struct {
	Target   string        `json:"target"`
	Version  string        `json:"version"`
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
	// Managed is true when reaper started the server and restarts it after a crash.
	Managed bool `json:"managed"`
	// StatementTimeout says how a hang is cut short: on the server or by the client.
	StatementTimeout string `json:"statement_timeout"`
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
}

// Validate fills defaults.
func (o *RunOptions) Validate() error {
	if o.StatementTimeout < 0 {
		return errors.New("statement timeout must not be negative")
	}
	if o.StatementTimeout == 0 {
		o.StatementTimeout = 10 * time.Second
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

// beginRun checks a run can start and names the fresh database (or schema) it runs in: unique
// across runs of this process and, by the clock, across processes sharing a server.
func beginRun(opts *RunOptions, gone bool, target, version string) (*Execution, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if gone {
		return nil, serverGone(target)
	}
	name := fmt.Sprintf("reaper_%d_%d", time.Now().UnixNano()%1e9, runCounter.Add(1))
	if opts.Database != "" {
		name = opts.Database
	}
	return &Execution{Target: target, Version: version, Database: name}, nil
}

func serverGone(target string) error {
	return fmt.Errorf("target %s: %w; what was recorded is kept", target, ErrServerGone)
}

// record appends r to the execution and, when r is a crash (or a hang, when the run stops
// after one), marks the rest of the script as not run. It reports whether the run is over.
func (ex *Execution) record(r Result, rest []Statement, stopAfterHang bool) bool {
	ex.Results = append(ex.Results, r)
	if r.Outcome != OutcomeCrash && !(stopAfterHang && r.Outcome == OutcomeHang) {
		return false
	}
	ex.Crashed = r.Outcome == OutcomeCrash
	for _, s := range rest {
		ex.Results = append(ex.Results, Result{SQL: s.SQL, Outcome: OutcomeNotRun})
	}
	return true
}

// Open connects to the target named by dsn:
//
//	mysql://user:pass@host:port/[?params]   MySQL, MariaDB, TiDB, OceanBase, any MySQL-protocol server
//	mariadb://...                           the same
//	postgres://user:pass@host:port/db       PostgreSQL
//	cockroach://user:pass@host:port/db      CockroachDB: PostgreSQL's protocol, with statement retries
//	gms:                                    go-mysql-server embedded in this process, in memory
//	sandbox:mariadb, sandbox:postgres       a server reaper starts from the installed binaries;
//	                                        ?bin=DIR for a build of your own, &arg=FLAG (repeatable)
//	                                        for extra server flags
func Open(ctx context.Context, dsn string) (Target, error) {
	scheme, _, _ := strings.Cut(dsn, ":")
	switch scheme {
	case "gms":
		return openGMS(ctx)
	case "sandbox":
		return openSandbox(ctx, dsn)
	case "mysql", "mariadb":
		return openMySQL(ctx, dsn)
	case "postgres", "postgresql", "cockroach":
		return openPostgres(ctx, dsn)
	case "":
		return nil, errors.New("no target given: pass a connection string such as mysql://root@127.0.0.1:3306/")
	}
	return nil, fmt.Errorf("unknown target scheme %q in %q: use gms:, mysql://, mariadb://, postgres://, cockroach://, sandbox:mariadb or sandbox:postgres", scheme, Redact(dsn))
}

// openSandbox starts the sandbox a "sandbox:KIND?bin=DIR&arg=FLAG" string names and a target on
// it that restarts it after a crash.
func openSandbox(ctx context.Context, dsn string) (Target, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, fmt.Errorf("target %q: %v", dsn, err)
	}
	o := SandboxOptions{Kind: u.Opaque, BinDir: u.Query().Get("bin"), ExtraArgs: u.Query()["arg"]}
	sb, err := StartSandbox(ctx, o)
	if err != nil {
		return nil, err
	}
	var t Target
	if sb.Kind() == "mariadb" {
		var mt *mysqlTarget
		if mt, err = openMySQL(ctx, sb.DSN()); err == nil {
			mt.name, mt.sandbox = dsn, sb
			t = mt
		}
	} else {
		var pt *postgresTarget
		if pt, err = openPostgres(ctx, sb.DSN()); err == nil {
			pt.name, pt.sandbox = dsn, sb
			t = pt
		}
	}
	if err != nil {
		sb.Stop()
		return nil, err
	}
	return t, nil
}

// Redact hides the password of a connection string, for messages and records.
func Redact(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.User == nil {
		return dsn
	}
	if _, has := u.User.Password(); has {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}
