package dbms

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"log"
	"net/url"
	"regexp"
	"strings"
	"time"

	"github.com/go-sql-driver/mysql"
)

// mysqlTarget runs scripts on a MySQL-protocol server. Each run gets its own database; each named
// connection of the script its own session in it.
type mysqlTarget struct {
	name    string // the connection string, password hidden
	dsn     string // go-sql-driver form, without a database
	db      *sql.DB
	sandbox *Sandbox // nil for a server reaper does not manage
	version string
	// timeoutVar is the session variable that bounds statement time on the server
	// (MariaDB max_statement_time, MySQL max_execution_time), or "" when only the client can.
	timeoutVar string
	gone       bool
	// engineLog is the log of an engine embedded in this process (go-mysql-server), whose
	// entries during a statement become that statement's Log; nil for a server elsewhere.
	engineLog *engineLog
}

func init() {
	// The driver logs a lost connection to stderr; the executor records it as an outcome.
	mysql.SetLogger(log.New(io.Discard, "", 0))
}

// mysqlDSN turns mysql://user:pass@host:port/?params into the driver's user:pass@tcp(host:port)/?params.
func mysqlDSN(dsn string) (string, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return "", fmt.Errorf("target %q is not a URL: %v", Redact(dsn), err)
	}
	cfg := mysql.NewConfig()
	cfg.User = u.User.Username()
	cfg.Passwd, _ = u.User.Password()
	cfg.Net = "tcp"
	cfg.Addr = u.Host
	if u.Port() == "" {
		cfg.Addr = u.Hostname() + ":3306"
	}
	if sock := u.Query().Get("socket"); sock != "" {
		cfg.Net, cfg.Addr = "unix", sock
	}
	cfg.Timeout = 10 * time.Second
	cfg.MultiStatements = false
	// Statements are sent as text, as a client would, so no statement is rejected for
	// not being preparable.
	cfg.InterpolateParams = true
	return cfg.FormatDSN(), nil
}

func openMySQL(ctx context.Context, dsn string) (*mysqlTarget, error) {
	driverDSN, err := mysqlDSN(dsn)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("mysql", driverDSN)
	if err != nil {
		return nil, fmt.Errorf("target %s: %w", Redact(dsn), err)
	}
	t := &mysqlTarget{name: Redact(dsn), dsn: driverDSN, db: db}
	if err := t.connect(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return t, nil
}

// connect checks the server answers and learns its version and timeout variable.
func (t *mysqlTarget) connect(ctx context.Context) error {
	pctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if err := t.db.PingContext(pctx); err != nil {
		var me *mysql.MySQLError
		if errors.As(err, &me) && me.Number == 1045 {
			return fmt.Errorf("target %s refused the login: %s (check the user and password)", t.name, me.Message)
		}
		return fmt.Errorf("target %s does not answer: %v (is the server running, and are host and port right?)", t.name, err)
	}
	if err := t.db.QueryRowContext(pctx, "SELECT VERSION()").Scan(&t.version); err != nil {
		return fmt.Errorf("target %s: read version: %w", t.name, err)
	}
	t.timeoutVar = ""
	for _, v := range []string{"max_statement_time", "max_execution_time"} {
		var name, val string
		if err := t.db.QueryRowContext(pctx, "SHOW VARIABLES LIKE '"+v+"'").Scan(&name, &val); err == nil {
			t.timeoutVar = v
			break
		}
	}
	return nil
}

func (t *mysqlTarget) Info(ctx context.Context) (Info, error) {
	product := "MySQL"
	if strings.Contains(strings.ToLower(t.version), "mariadb") {
		product = "MariaDB"
	}
	how := "client (the connection is killed)"
	if t.timeoutVar != "" {
		how = "server (" + t.timeoutVar + ")"
	}
	return Info{Target: t.name, Product: product, Version: t.version, Managed: t.sandbox != nil, StatementTimeout: how}, nil
}

func (t *mysqlTarget) Close() error {
	err := t.db.Close()
	if t.sandbox != nil {
		if serr := t.sandbox.Stop(); err == nil {
			err = serr
		}
	}
	return err
}

func (t *mysqlTarget) Run(ctx context.Context, stmts []Statement, opts RunOptions) (*Execution, error) {
	ex, err := t.run(ctx, stmts, opts)
	if err != nil && t.sandbox != nil && !t.gone && !t.sandbox.Alive() && t.sandbox.ExitsWithin(5*time.Second) {
		// An earlier script stopped the server without a statement of this one breaking
		// (SHUTDOWN, a crash after its statement returned): start it again and run this script.
		if rerr := t.sandbox.Restart(ctx); rerr != nil {
			t.gone = true
			return ex, errors.Join(err, rerr)
		}
		if cerr := t.connect(ctx); cerr != nil {
			t.gone = true
			return ex, errors.Join(err, cerr)
		}
		ex, err = t.run(ctx, stmts, opts)
	}
	if err == nil || t.sandbox == nil || !loginRefused(err) {
		return ex, err
	}
	// A script locked the superuser out of the sandbox (SET PASSWORD, DROP USER, ACCOUNT
	// LOCK): a fresh data directory lets the runs go on. This script may be innocent, the
	// lockout an earlier one's, so it runs again once; if it locks the server again, its own
	// statements did, and that is its outcome.
	if rerr := t.resetSandbox(ctx); rerr != nil {
		return ex, errors.Join(err, rerr)
	}
	again, err := t.run(ctx, stmts, opts)
	if err == nil || !loginRefused(err) {
		return again, err
	}
	if rerr := t.resetSandbox(ctx); rerr != nil {
		return again, errors.Join(err, rerr)
	}
	if again == nil {
		return nil, err
	}
	again.Results = append(again.Results, Result{SQL: stmts[min(len(again.Results), len(stmts)-1)].SQL, Outcome: OutcomeError,
		Message: "the script locked the superuser out of the sandbox, which was reset: " + err.Error()})
	for _, st := range stmts[len(again.Results):] {
		again.Results = append(again.Results, Result{SQL: st.SQL, Outcome: OutcomeNotRun})
	}
	return again, nil
}

// loginRefused reports whether err is the server refusing a login or the superuser's access.
func loginRefused(err error) bool {
	var me *mysql.MySQLError
	if !errors.As(err, &me) {
		return false
	}
	switch me.Number {
	case 1044, 1045, 1130, 1251, 1275, 1524, 1698, 1820, 1862, 3118, 4151:
		// ER_DBACCESS_DENIED_ERROR, ER_ACCESS_DENIED_ERROR, ER_HOST_NOT_PRIVILEGED (the account
		// was dropped or renamed), ER_NOT_SUPPORTED_AUTH_MODE, ER_SERVER_IS_IN_SECURE_AUTH_MODE
		// (an old-format password), ER_PLUGIN_IS_NOT_LOADED (an auth plugin the server lacks),
		// ER_ACCESS_DENIED_NO_PASSWORD_ERROR, ER_MUST_CHANGE_PASSWORD, ER_MUST_CHANGE_PASSWORD_LOGIN,
		// ER_ACCOUNT_HAS_BEEN_LOCKED (MySQL, MariaDB)
		return true
	}
	return false
}

// resetSandbox resets the sandbox and connects to the new server.
func (t *mysqlTarget) resetSandbox(ctx context.Context) error {
	t.db.Close()
	if err := t.sandbox.Reset(ctx); err != nil {
		t.gone = true
		return err
	}
	db, err := sql.Open("mysql", t.dsn)
	if err != nil {
		t.gone = true
		return err
	}
	t.db = db
	if err := t.connect(ctx); err != nil {
		t.gone = true
		return err
	}
	return nil
}

func (t *mysqlTarget) run(ctx context.Context, stmts []Statement, opts RunOptions) (*Execution, error) {
	ex, err := beginRun(&opts, t.gone, t.name, t.version)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	_, err = t.db.ExecContext(ctx, "CREATE DATABASE "+ex.Database)
	var me *mysql.MySQLError
	if errors.As(err, &me) && me.Number == 1007 && opts.Database != "" {
		// ER_DB_CREATE_EXISTS: a database of the requested name left by an earlier run that
		// could not drop it (the server went down under it, or the test recreated it).
		if _, err = t.db.ExecContext(ctx, "DROP DATABASE "+ex.Database); err == nil {
			_, err = t.db.ExecContext(ctx, "CREATE DATABASE "+ex.Database)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("target %s: create database %s: %w", t.name, ex.Database, err)
	}
	conns := map[string]*sql.Conn{}
	defer func() {
		for _, c := range conns {
			release(ctx, c)
		}
		if !t.gone {
			// Best effort: a database left behind is only clutter, and a crash may leave it so.
			t.db.ExecContext(context.WithoutCancel(ctx), "DROP DATABASE IF EXISTS "+ex.Database)
		}
		ex.Duration = time.Since(start)
	}()
	for i, st := range stmts {
		conn, err := t.session(ctx, conns, st.Connection, ex.Database, opts)
		if err != nil {
			return ex, err
		}
		mark := t.engineLog.mark()
		r, broken := t.exec(ctx, conn, st.SQL, opts.StatementTimeout)
		if broken {
			// A broken connection never goes back to the pool: it may still be in the run's
			// database, which go-mysql-server holds against every later statement on it.
			delete(conns, st.Connection)
			conn.Raw(func(any) error { return driver.ErrBadConn })
			conn.Close()
		}
		if r.Outcome == "" { // the connection broke: find out whether the server did
			r.Outcome, r.Log = t.diagnose(ctx, start)
		}
		if l := t.engineLog.since(mark); l != "" {
			r.Log = strings.TrimSpace(r.Log + "\n" + l)
		}
		if ex.record(r, stmts[i+1:], opts.StopAfterHang) {
			if t.gone {
				return ex, serverGone(t.name)
			}
			return ex, nil
		}
	}
	return ex, nil
}

// release closes a run's connection. It never goes back to the pool: a test's session state
// (SET SESSION TRANSACTION READ ONLY, autocommit, sql_mode, user variables, temporary tables)
// would leak into the next test's run. It first leaves any transaction and the run's database,
// which is about to be dropped: go-mysql-server holds a database that a session still uses, and
// closing is asynchronous on the server.
func release(ctx context.Context, c *sql.Conn) {
	ctx = context.WithoutCancel(ctx)
	if _, err := c.ExecContext(ctx, "ROLLBACK"); err == nil {
		c.ExecContext(ctx, "USE information_schema")
	}
	c.Raw(func(any) error { return driver.ErrBadConn })
	c.Close()
}

// session returns the script's named connection, opening it in the run's database.
func (t *mysqlTarget) session(ctx context.Context, conns map[string]*sql.Conn, name, database string, opts RunOptions) (*sql.Conn, error) {
	if c, ok := conns[name]; ok {
		return c, nil
	}
	c, err := t.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("target %s: open connection %q: %w", t.name, name, err)
	}
	setup := []string{"USE " + database}
	switch t.timeoutVar {
	case "max_statement_time": // seconds, any statement
		setup = append(setup, fmt.Sprintf("SET SESSION max_statement_time = %g", opts.StatementTimeout.Seconds()))
	case "max_execution_time": // milliseconds, SELECT only
		setup = append(setup, fmt.Sprintf("SET SESSION max_execution_time = %d", opts.StatementTimeout.Milliseconds()))
	}
	for _, s := range setup {
		if _, err := c.ExecContext(ctx, s); err != nil {
			c.Close()
			return nil, fmt.Errorf("target %s: %s: %w", t.name, s, err)
		}
	}
	conns[name] = c
	return c, nil
}

// rowStatements are the leading words of statements that return a result set; the others are
// sent with Exec so that their affected-row count is known.
var rowStatements = regexp.MustCompile(`(?is)^\s*(?:\(\s*)*(select|show|with|values|table|explain|describe|desc|call|check|checksum|analyze|optimize|repair|help|execute|handler|xa\s+recover)\b`)

// exec runs one statement. broken says the connection can no longer be used; an empty Outcome
// means it broke under the statement and the caller must find out why.
func (t *mysqlTarget) exec(ctx context.Context, conn *sql.Conn, query string, timeout time.Duration) (r Result, broken bool) {
	r = Result{SQL: query}
	start := time.Now()
	// The client deadline is a fallback behind the server's own limit.
	sctx, cancel := context.WithTimeout(ctx, timeout+2*time.Second)
	defer cancel()
	var err error
	if rowStatements.MatchString(query) {
		err = t.query(sctx, conn, query, &r)
	} else {
		var res sql.Result
		if res, err = conn.ExecContext(sctx, query); err == nil {
			r.RowsAffected, _ = res.RowsAffected()
		}
	}
	r.Duration = time.Since(start)
	var me *mysql.MySQLError
	switch {
	case err == nil:
		r.Outcome = OutcomeOK
		r.Warnings = warnings(ctx, conn)
	case errors.As(err, &me):
		r.Outcome, r.Code, r.SQLState, r.Message = OutcomeError, int(me.Number), string(me.SQLState[:]), me.Message
		switch {
		case me.Number == 1969 || me.Number == 3024: // max_statement_time / max_execution_time exceeded
			r.Outcome = OutcomeHang
		case internalError.MatchString(me.Message):
			r.Outcome = OutcomeInternal
		}
	case errors.Is(sctx.Err(), context.DeadlineExceeded) && ctx.Err() == nil:
		// Servers without a statement time limit of their own get here; the closed socket is all
		// the server is told, so the statement may run on for a while.
		r.Outcome, r.Message = OutcomeHang, fmt.Sprintf("no answer within %s; the client gave up", timeout)
		return r, true
	default:
		r.Message = err.Error()
		return r, true
	}
	return r, false
}

// internalError recognises errors that report a failure of the server itself: a recovered
// panic (go-mysql-server), an assertion, an "internal error" message.
var internalError = regexp.MustCompile(`(?i)\bpanic\b|assertion|internal error`)

func (t *mysqlTarget) query(ctx context.Context, conn *sql.Conn, query string, r *Result) error {
	rows, err := conn.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	if r.Columns, err = rows.Columns(); err != nil {
		return err
	}
	types, err := rows.ColumnTypes()
	if err != nil {
		return err
	}
	for _, ct := range types {
		r.Types = append(r.Types, ct.DatabaseTypeName())
	}
	raw := make([]sql.RawBytes, len(r.Columns))
	dest := make([]any, len(raw))
	for i := range raw {
		dest[i] = &raw[i]
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		row := make([]*string, len(raw))
		for i, b := range raw {
			if b != nil {
				s := string(b)
				row[i] = &s
			}
		}
		r.Rows = append(r.Rows, row)
	}
	return rows.Err()
}

// warnings reads the warnings of the statement just run on conn.
func warnings(ctx context.Context, conn *sql.Conn) []Warning {
	rows, err := conn.QueryContext(ctx, "SHOW WARNINGS")
	if err != nil {
		return nil
	}
	defer rows.Close()
	var out []Warning
	for rows.Next() {
		var w Warning
		if rows.Scan(&w.Level, &w.Code, &w.Message) == nil {
			out = append(out, w)
		}
	}
	return out
}

// diagnose decides what a broken connection means: the server crashed (it does not answer, or
// it answers with a shorter uptime than this run has lasted), or only the connection was lost (it
// answers and has been up all along, or cannot say how long it has been up). A crashed sandbox
// leaves the tail of its log as evidence and is restarted for the next run.
func (t *mysqlTarget) diagnose(ctx context.Context, runStart time.Time) (outcome, log string) {
	if t.sandbox != nil && !t.sandbox.Alive() {
		log = t.sandbox.LogTail(16 << 10)
		if err := t.sandbox.Restart(ctx); err != nil || t.connect(ctx) != nil {
			t.gone = true
		}
		return OutcomeCrash, log
	}
	pctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if t.db.PingContext(pctx) != nil {
		t.gone = true
		return OutcomeCrash, ""
	}
	var name string
	var uptime int64
	if err := t.db.QueryRowContext(pctx, "SHOW GLOBAL STATUS LIKE 'Uptime'").Scan(&name, &uptime); err == nil &&
		time.Duration(uptime)*time.Second < time.Since(runStart) {
		return OutcomeCrash, ""
	}
	return OutcomeError, ""
}
