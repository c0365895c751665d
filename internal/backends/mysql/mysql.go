// Package mysql is the backend for MySQL-protocol servers (MySQL, MariaDB, TiDB, go-mysql-server
// served on a port): it runs scripts through go-sql-driver/mysql, each in a fresh database, and
// tells a crash of the server from a lost connection by asking the server whether it is up and
// since when. On a sandbox reaper started (internal/backends/sandbox) it restarts the server after a
// crash and resets it after a script locked the superuser out.
package mysql

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
	"strconv"
	"strings"
	"time"

	gomysql "github.com/go-sql-driver/mysql"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// Target runs scripts on a MySQL-protocol server. Each run gets its own database; each named
// connection of the script its own session in it.
type Target struct {
	name    string // the connection string, password hidden
	dsn     string // go-sql-driver form, without a database
	db      *sql.DB
	sandbox *sandbox.Sandbox // nil for a server reaper does not manage
	version string
	// timeoutVar is the session variable that bounds statement time on the server
	// (MariaDB max_statement_time, MySQL max_execution_time), or "" when only the client can.
	timeoutVar string
	gone       bool
	// engineLog is the log of an engine embedded in this process (go-mysql-server), whose
	// entries during a statement become that statement's Log; nil for a server elsewhere.
	engineLog EngineLog
	// buildName is Options.Build.
	buildName string
}

var (
	_ dbms.Target    = (*Target)(nil)
	_ dbms.Cataloger = (*Target)(nil)
)

// EngineLog is the log of a database engine embedded in this process.
type EngineLog interface {
	// Mark is how much has been logged so far.
	Mark() int
	// Since is what was logged after mark.
	Since(mark int) string
}

// Options says how a target is named and what it may do to its server.
type Options struct {
	// Name is how the target names itself in Info and in its executions; default the
	// connection string with its password hidden.
	Name string
	// Sandbox is the server reaper started for the target, which Run restarts after a crash
	// and resets after a lockout, and Close stops; nil for a server reaper does not manage.
	Sandbox *sandbox.Sandbox
	// EngineLog is the log of an engine embedded in this process that serves the target
	// (go-mysql-server): what it logs during a statement becomes that statement's Log.
	EngineLog EngineLog
	// Build names the build of an engine that imitates a MySQL version (go-mysql-server says
	// 8.0.31): Info.Build and each execution's Build. Default the product and version the
	// server reports.
	Build string
}

// Open is the backend of the schemes mysql, mariadb and sandbox (of kind mariadb), for
// dbms.Register: a sandbox is started first and stopped with the target.
func Open(ctx context.Context, dsn string, s dialect.Scheme) (dbms.Target, error) {
	if s.Name != "sandbox" {
		return Connect(ctx, dsn, Options{})
	}
	if s.Kind != sandbox.MariaDB {
		return nil, fmt.Errorf("target %s is not a MariaDB sandbox: the MySQL backend runs sandbox:%s", dsn, sandbox.MariaDB)
	}
	o, err := sandbox.ParseDSN(dsn)
	if err != nil {
		return nil, err
	}
	sb, err := sandbox.Start(ctx, o)
	if err != nil {
		return nil, err
	}
	t, err := Connect(ctx, sb.DSN(), Options{Name: dsn, Sandbox: sb})
	if err != nil {
		return nil, errors.Join(err, sb.Stop())
	}
	return t, nil
}

func init() {
	// The driver logs a lost connection to stderr; the executor records it as an outcome.
	gomysql.SetLogger(log.New(io.Discard, "", 0))
}

// mysqlDSN turns mysql://user:pass@host:port/?params into the driver's user:pass@tcp(host:port)/?params.
func mysqlDSN(dsn string) (string, error) {
	if err := dialect.CheckURL(dsn); err != nil {
		// The parser's own error would quote the password.
		return "", fmt.Errorf("target %w", err)
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "", err
	}
	cfg := gomysql.NewConfig()
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

// Connect connects to the MySQL-protocol server at dsn (mysql://user:pass@host:port/?params),
// checking that it answers and learning its version.
func Connect(ctx context.Context, dsn string, o Options) (*Target, error) {
	driverDSN, err := mysqlDSN(dsn)
	if err != nil {
		return nil, err
	}
	db, err := sql.Open("mysql", driverDSN)
	if err != nil {
		return nil, fmt.Errorf("target %s: %w", dialect.Redact(dsn), err)
	}
	t := &Target{name: dialect.Redact(dsn), dsn: driverDSN, db: db, sandbox: o.Sandbox, engineLog: o.EngineLog, buildName: o.Build}
	if o.Name != "" {
		t.name = o.Name
	}
	if err := t.connect(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return t, nil
}

// connect checks the server answers and learns its version and timeout variable.
func (t *Target) connect(ctx context.Context) error {
	pctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if err := t.db.PingContext(pctx); err != nil {
		var me *gomysql.MySQLError
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

// Info reports MySQL or MariaDB with the server's version, and how a hang is cut short.
func (t *Target) Info(ctx context.Context) (dbms.Info, error) {
	product := "MySQL"
	if strings.Contains(strings.ToLower(t.version), "mariadb") {
		product = "MariaDB"
	}
	how := "client (the connection is killed)"
	if t.timeoutVar != "" {
		how = "server (" + t.timeoutVar + ")"
	}
	return dbms.Info{Target: t.name, Product: product, Version: t.version, Build: t.build(), Managed: t.sandbox != nil,
		StatementTimeout: how}, nil
}

// build is Info.Build: Options.Build, or the product and version the server reports.
func (t *Target) build() string {
	if t.buildName != "" {
		return t.buildName
	}
	product := "MySQL"
	if strings.Contains(strings.ToLower(t.version), "mariadb") {
		product = "MariaDB"
	}
	return dbms.BuildOf(product, t.version)
}

// Close closes the connections and stops a sandbox.
func (t *Target) Close() error {
	err := t.db.Close()
	if t.sandbox != nil {
		if serr := t.sandbox.Stop(); err == nil {
			err = serr
		}
	}
	return err
}

// Run runs stmts in a fresh database (see dbms.Target). On a sandbox it goes on after the
// server stopped or a script locked the superuser out, as the comments below say.
func (t *Target) Run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
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
	again.Results = append(again.Results, dbms.Result{SQL: stmts[min(len(again.Results), len(stmts)-1)].SQL, Outcome: dbms.OutcomeError,
		Message: "the script locked the superuser out of the sandbox, which was reset: " + err.Error()})
	for _, st := range stmts[len(again.Results):] {
		again.Results = append(again.Results, dbms.Result{SQL: st.SQL, Outcome: dbms.OutcomeNotRun})
	}
	return again, nil
}

// loginRefused reports whether err is the server refusing a login or the superuser's access.
func loginRefused(err error) bool {
	var me *gomysql.MySQLError
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
func (t *Target) resetSandbox(ctx context.Context) error {
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

func (t *Target) run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	ex, err := dbms.BeginRun(&opts, t.gone, t.name, t.version)
	if err != nil {
		return nil, err
	}
	ex.Build = t.build()
	start := time.Now()
	_, err = t.db.ExecContext(ctx, "CREATE DATABASE "+ex.Database)
	var me *gomysql.MySQLError
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
	// dirty are the sessions whose diagnostics area holds the last statement's warnings or error.
	dirty := map[string]bool{}
	for i, st := range stmts {
		conn, err := t.session(ctx, conns, st.Connection, ex.Database, opts)
		if err != nil {
			return ex, err
		}
		if dirty[st.Connection] && !readsDiagnostics.MatchString(st.SQL) {
			// MariaDB and MySQL keep a statement's diagnostics across a next one that reads no
			// table (SELECT 1, SELECT f('x')): its SHOW WARNINGS would give the earlier
			// statement's warnings as its own. A query over a derived table clears them.
			conn.ExecContext(ctx, clearDiagnostics)
		}
		mark := t.logMark()
		r, broken := t.exec(ctx, conn, st.SQL, opts.StatementTimeout)
		dirty[st.Connection] = r.Outcome != dbms.OutcomeOK || len(r.Warnings) > 0
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
		if l := t.logSince(mark); l != "" {
			r.Log = strings.TrimSpace(r.Log + "\n" + l)
		}
		if ex.Record(r, stmts[i+1:], opts) {
			if t.gone {
				return ex, dbms.ServerGone(t.name)
			}
			return ex, nil
		}
	}
	return ex, nil
}

// logMark is how much the embedded engine has logged so far, 0 without one.
func (t *Target) logMark() int {
	if t.engineLog == nil {
		return 0
	}
	return t.engineLog.Mark()
}

// logSince is what the embedded engine logged after mark, "" without one.
func (t *Target) logSince(mark int) string {
	if t.engineLog == nil {
		return ""
	}
	return t.engineLog.Since(mark)
}

// Sandbox is the server reaper started for the target, nil for one it does not manage.
func (t *Target) Sandbox() *sandbox.Sandbox { return t.sandbox }

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
func (t *Target) session(ctx context.Context, conns map[string]*sql.Conn, name, database string, opts dbms.RunOptions) (*sql.Conn, error) {
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

// clearDiagnostics is a statement that leaves a session's diagnostics area empty, and
// readsDiagnostics the statements that read it, before which it is kept.
const clearDiagnostics = "SELECT 1 FROM (SELECT 1) AS reaper_clear"

var readsDiagnostics = regexp.MustCompile(`(?is)^\s*(?:show\s+(?:count\s*\(\s*\*\s*\)\s+)?(?:warnings|errors)|get\s+(?:current\s+|stacked\s+)?diagnostics|select\s+@@(?:session\.)?(?:warning|error)_count)\b`)

// rowStatements are the leading words of statements that return a result set; the others are
// sent with Exec so that their affected-row count is known.
var rowStatements = regexp.MustCompile(`(?is)^\s*(?:\(\s*)*(select|show|with|values|table|explain|describe|desc|call|check|checksum|analyze|optimize|repair|help|execute|handler|xa\s+recover)\b`)

// exec runs one statement. broken says the connection can no longer be used; an empty Outcome
// means it broke under the statement and the caller must find out why.
func (t *Target) exec(ctx context.Context, conn *sql.Conn, query string, timeout time.Duration) (r dbms.Result, broken bool) {
	r = dbms.Result{SQL: query}
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
	var me *gomysql.MySQLError
	switch {
	case err == nil:
		r.Outcome = dbms.OutcomeOK
		r.Warnings = warnings(ctx, conn)
	case errors.As(err, &me):
		r.Outcome, r.Code, r.SQLState, r.Message = dbms.OutcomeError, int(me.Number), string(me.SQLState[:]), me.Message
		switch {
		case me.Number == 1969 || me.Number == 3024: // max_statement_time / max_execution_time exceeded
			r.Outcome = dbms.OutcomeHang
		case internalError.MatchString(me.Message):
			r.Outcome = dbms.OutcomeInternal
		}
	case errors.As(err, new(decodeError)):
		// The rest of the result is unread: the connection is not used again, but the server
		// stayed up and answered, so this is no crash.
		r.Outcome, r.Message = dbms.OutcomeError, DecodeMessage+err.Error()
		return r, true
	case errors.Is(sctx.Err(), context.DeadlineExceeded) && ctx.Err() == nil:
		// Servers without a statement time limit of their own get here; the closed socket is all
		// the server is told, so the statement may run on for a while.
		r.Outcome, r.Message = dbms.OutcomeHang, fmt.Sprintf("no answer within %s; the client gave up", timeout)
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

func (t *Target) query(ctx context.Context, conn *sql.Conn, query string, r *dbms.Result) error {
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
			return asDecode(err)
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
	return asDecode(rows.Err())
}

// decodeError is a value the server sent that its column's declared type does not hold: the
// client, which reads the text protocol's numbers as numbers, cannot read it ("1-" in an
// integer column). The server answered and the statement ran; its result is wrong.
type decodeError struct{ err error }

func (e decodeError) Error() string { return e.err.Error() }

// DecodeMessage opens the message of a result whose value the client could not read.
const DecodeMessage = "the client cannot read a value the server sent: "

// asDecode marks a number parse failure of the client's as a decodeError; other errors pass.
func asDecode(err error) error {
	var ne *strconv.NumError
	if errors.As(err, &ne) {
		return decodeError{err}
	}
	return err
}

// warnings reads the warnings of the statement just run on conn.
func warnings(ctx context.Context, conn *sql.Conn) []dbms.Warning {
	rows, err := conn.QueryContext(ctx, "SHOW WARNINGS")
	if err != nil {
		return nil
	}
	defer rows.Close()
	var out []dbms.Warning
	for rows.Next() {
		var w dbms.Warning
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
func (t *Target) diagnose(ctx context.Context, runStart time.Time) (outcome, log string) {
	// A run its caller cut short (a job's timeout) breaks its connection too: what the server
	// did is found out whatever the caller's context says, or a live server is taken for gone
	// and every later run on it refused.
	ctx = context.WithoutCancel(ctx)
	if t.sandbox != nil && !t.sandbox.Alive() {
		log = t.sandbox.LogTail(16 << 10)
		if err := t.sandbox.Restart(ctx); err != nil || t.connect(ctx) != nil {
			t.gone = true
		}
		return dbms.OutcomeCrash, log
	}
	pctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if t.db.PingContext(pctx) != nil {
		t.gone = true
		return dbms.OutcomeCrash, ""
	}
	var name string
	var uptime int64
	if err := t.db.QueryRowContext(pctx, "SHOW GLOBAL STATUS LIKE 'Uptime'").Scan(&name, &uptime); err == nil &&
		time.Duration(uptime)*time.Second < time.Since(runStart) {
		return dbms.OutcomeCrash, ""
	}
	return dbms.OutcomeError, ""
}

// helpSyntax finds "NAME(args)" at the start of a line of a MariaDB/MySQL help text: the
// syntax the text states; helpCall finds it anywhere, as the examples call it.
var (
	helpSyntax = regexp.MustCompile(`(?m)^\s*([A-Z_][A-Z0-9_]*)\s*\(([^)\n]*)\)`)
	helpCall   = regexp.MustCompile(`(?:^|[^A-Za-z0-9_])([A-Z_][A-Z0-9_]*)\s*\(([^)\n]*)\)`)
)

// Catalog reads MariaDB's/MySQL's help tables: every help topic that the help text shows
// called as NAME(args) is a function of its help category, with its arity read from that syntax
// ([optional] arguments and ... counted as such). A text that states no syntax line (some
// releases' ROUND) is read from its examples' calls, the fewest and most arguments they pass.
// Topic names are read as the function's name: unescaped (INET\_NTOA) and without the word
// that tells a function from a statement of the same name ("REPLACE Function").
func (t *Target) Catalog(ctx context.Context) ([]dbms.CatalogFunction, error) {
	rows, err := t.db.QueryContext(ctx, `SELECT t.name, c.name, t.description
		FROM mysql.help_topic t JOIN mysql.help_category c ON t.help_category_id = c.help_category_id`)
	if err != nil {
		return nil, fmt.Errorf("target %s: read the help tables: %w", t.name, err)
	}
	defer rows.Close()
	var out []dbms.CatalogFunction
	for rows.Next() {
		var topic, family, desc string
		if err := rows.Scan(&topic, &family, &desc); err != nil {
			return nil, err
		}
		if f, ok := helpFunction(topic, family, desc); ok {
			out = append(out, f)
		}
	}
	return out, rows.Err()
}

// Names lists the server's character sets and collations, its defaults (character_set_server,
// collation_server) first, the rest by name.
func (t *Target) Names(ctx context.Context) (map[string][]string, error) {
	out := map[string][]string{}
	for kind, q := range map[string]string{
		"charset": `SELECT CHARACTER_SET_NAME FROM information_schema.CHARACTER_SETS
			ORDER BY CHARACTER_SET_NAME <> @@character_set_server, CHARACTER_SET_NAME`,
		"collation": `SELECT COLLATION_NAME FROM information_schema.COLLATIONS
			ORDER BY COLLATION_NAME <> @@collation_server, COLLATION_NAME`,
	} {
		rows, err := t.db.QueryContext(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("target %s: read the %s names: %w", t.name, kind, err)
		}
		for rows.Next() {
			var n string
			if err := rows.Scan(&n); err != nil {
				rows.Close()
				return nil, err
			}
			out[kind] = append(out[kind], n)
		}
		if err := rows.Close(); err != nil {
			return nil, err
		}
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// helpFunction reads one help topic as a function, if its text calls it.
func helpFunction(topic, family, desc string) (dbms.CatalogFunction, bool) {
	words := strings.Fields(strings.ReplaceAll(topic, `\`, ""))
	if len(words) == 0 {
		return dbms.CatalogFunction{}, false
	}
	name := words[0]
	// A text may state several syntaxes, one a line (UNIX_TIMESTAMP() and UNIX_TIMESTAMP(date)):
	// the arity spans them all. A line that passes literals is an example, read below.
	f := dbms.CatalogFunction{Name: strings.ToUpper(name), Family: family, MinArgs: -1}
	for _, m := range helpSyntax.FindAllStringSubmatch(desc, -1) {
		if !strings.EqualFold(m[1], name) || strings.ContainsAny(m[2], `'"`) {
			continue
		}
		lo, hi := arity(m[2])
		if names := paramNames(m[2]); len(names) > len(f.ArgTypes) {
			f.ArgTypes = names
		}
		if f.MinArgs < 0 {
			f.MinArgs, f.MaxArgs = lo, hi
			continue
		}
		f.MinArgs = min(f.MinArgs, lo)
		if f.MaxArgs >= 0 && (hi < 0 || hi > f.MaxArgs) {
			f.MaxArgs = hi
		}
	}
	if f.MinArgs >= 0 {
		return f, true
	}
	for _, m := range helpCall.FindAllStringSubmatch(desc, -1) {
		if !strings.EqualFold(m[1], name) {
			continue
		}
		n, _ := arity(m[2])
		if f.MinArgs < 0 || n < f.MinArgs {
			f.MinArgs = n
		}
		f.MaxArgs = max(f.MaxArgs, n)
	}
	return f, f.MinArgs >= 0
}

// paramNames are the parameter names of a help syntax such as "bits, on, off[, separator[,
// number_of_bits]]", which say what each argument takes (str, len, pos, date); nil when a
// parameter is more than a name ("expr AS type", "substr IN str") or the list is variadic.
func paramNames(args string) []string {
	if strings.Contains(args, "...") {
		return nil
	}
	var out []string
	for _, p := range strings.Split(strings.NewReplacer("[", ",", "]", ",").Replace(args), ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if !paramName.MatchString(p) {
			return nil
		}
		out = append(out, strings.ToLower(p))
	}
	return out
}

var paramName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// arity counts the arguments of a help syntax such as "str,len", "seq, next[, is_used[, round]]"
// or "expr[, expr] ...": required ones stand outside brackets, "..." makes it variadic.
func arity(args string) (min, max int) {
	var required strings.Builder
	depth := 0
	for _, c := range args {
		switch {
		case c == '[':
			depth++
		case c == ']':
			depth--
		case depth == 0:
			required.WriteRune(c)
		}
	}
	for _, p := range strings.Split(strings.ReplaceAll(required.String(), "...", ""), ",") {
		if strings.TrimSpace(p) != "" {
			min++
		}
	}
	if strings.Contains(args, "...") {
		return min, -1
	}
	for _, p := range strings.Split(strings.NewReplacer("[", ",", "]", ",").Replace(args), ",") {
		if strings.TrimSpace(p) != "" {
			max++
		}
	}
	return min, max
}
