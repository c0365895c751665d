// Package postgres is the backend for PostgreSQL and CockroachDB: it runs scripts through pgx over
// the simple protocol (values come back as psql shows them), each in a fresh schema, retries
// CockroachDB's serialization failures outside transactions as its clients must, and on a sandbox
// reaper started (internal/backends/sandbox) keeps the log of a crash and restarts the postmaster.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/cockroachdb/cockroach-go/v2/crdb"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// Target runs scripts on PostgreSQL. Each run gets its own schema, first on the search
// path of every session of the script; statements go over the simple protocol, so values come
// back in the text form psql shows.
type Target struct {
	name    string
	cfg     *pgx.ConnConfig
	admin   *pgx.Conn
	sandbox *sandbox.Sandbox // nil for a server reaper does not manage
	version string
	// retry is set for CockroachDB, whose clients must retry serialization failures.
	retry bool
	gone  bool
}

var (
	_ dbms.Target       = (*Target)(nil)
	_ dbms.Cataloger    = (*Target)(nil)
	_ dbms.Signer       = (*Target)(nil)
	_ dbms.TypeResolver = (*Target)(nil)
)

// Open is the backend of the schemes postgres, postgresql, cockroach and sandbox (of kind
// postgres), for dbms.Register: a sandbox is started first and stopped with the target.
func Open(ctx context.Context, dsn string, s dialect.Scheme) (dbms.Target, error) {
	if s.Name != "sandbox" {
		return Connect(ctx, dsn)
	}
	if s.Kind != sandbox.Postgres {
		return nil, fmt.Errorf("target %s is not a PostgreSQL sandbox: the PostgreSQL backend runs sandbox:%s", dsn, sandbox.Postgres)
	}
	o, err := sandbox.ParseDSN(dsn)
	if err != nil {
		return nil, err
	}
	sb, err := sandbox.Start(ctx, o)
	if err != nil {
		return nil, err
	}
	t, err := Connect(ctx, sb.DSN())
	if err != nil {
		return nil, errors.Join(err, sb.Stop())
	}
	t.name, t.sandbox = dsn, sb
	return t, nil
}

// Connect connects to the server at dsn (postgres://, postgresql:// or cockroach://), checking
// that it answers and learning its version.
func Connect(ctx context.Context, dsn string) (*Target, error) {
	cockroach := strings.HasPrefix(dsn, "cockroach://")
	if cockroach {
		dsn = "postgres://" + strings.TrimPrefix(dsn, "cockroach://")
	}
	cfg, err := pgx.ParseConfig(dialect.Escaped(dsn))
	if err != nil {
		// pgx hides the password of the string it quotes, but not every secret parameter.
		return nil, fmt.Errorf("target %s: %s", dialect.Redact(dsn), dialect.Redact(err.Error()))
	}
	cfg.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
	cfg.ConnectTimeout = 10 * time.Second
	t := &Target{name: dialect.Redact(dsn), cfg: cfg, retry: cockroach}
	if cockroach {
		t.name = "cockroach://" + strings.TrimPrefix(t.name, "postgres://")
	}
	if err := t.connect(ctx); err != nil {
		return nil, err
	}
	return t, nil
}

// Sandbox is the server reaper started for the target, nil for one it does not manage.
func (t *Target) Sandbox() *sandbox.Sandbox { return t.sandbox }

func (t *Target) connect(ctx context.Context) error {
	c, err := pgx.ConnectConfig(ctx, t.cfg)
	if err != nil {
		var pe *pgconn.PgError
		if errors.As(err, &pe) && (pe.Code == "28P01" || pe.Code == "28000") {
			return fmt.Errorf("target %s refused the login: %s (check the user and password)", t.name, pe.Message)
		}
		// pgx puts each address it tried on a line of its own: the message is one line.
		return fmt.Errorf("target %s does not answer: %s (is the server running, and are host and port right?)", t.name, strings.NewReplacer(":\n\t", ": ", "\n\t", "; ", "\n", "; ").Replace(err.Error()))
	}
	if err := c.QueryRow(ctx, "SELECT version()").Scan(&t.version); err != nil {
		c.Close(ctx)
		return fmt.Errorf("target %s: read version: %w", t.name, err)
	}
	t.admin = c
	return nil
}

// Info reports PostgreSQL or CockroachDB with the server's version.
func (t *Target) Info(ctx context.Context) (dbms.Info, error) {
	return dbms.Info{Target: t.name, Product: t.product(), Version: t.version, Build: t.build(), Managed: t.sandbox != nil,
		StatementTimeout: "server (statement_timeout)"}, nil
}

func (t *Target) product() string {
	if strings.Contains(t.version, "CockroachDB") {
		return "CockroachDB"
	}
	return "PostgreSQL"
}

// build is Info.Build: the product and the version the server reports.
func (t *Target) build() string { return dbms.BuildOf(t.product(), t.version) }

// Close closes the connection and stops a sandbox.
func (t *Target) Close() error {
	err := t.admin.Close(context.Background())
	if t.sandbox != nil {
		if serr := t.sandbox.Stop(); err == nil {
			err = serr
		}
	}
	return err
}

// session is one client connection of a script, with the notices it received.
type pgSession struct {
	conn    *pgx.Conn
	notices []dbms.Warning
}

// Run runs stmts in a fresh schema (see dbms.Target).
func (t *Target) Run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	ex, err := dbms.BeginRun(&opts, t.gone, t.name, t.version)
	if err != nil {
		return nil, err
	}
	ex.Build = t.build()
	start := time.Now()
	if _, err := t.admin.Exec(ctx, "CREATE SCHEMA "+ex.Database); err != nil {
		return nil, fmt.Errorf("target %s: create schema %s: %w", t.name, ex.Database, err)
	}
	sessions := map[string]*pgSession{}
	defer func() {
		for _, s := range sessions {
			s.conn.Close(context.WithoutCancel(ctx))
		}
		if !t.gone {
			// Best effort: a schema left behind is only clutter, and a crash may leave it so.
			t.admin.Exec(context.WithoutCancel(ctx), "DROP SCHEMA IF EXISTS "+ex.Database+" CASCADE")
		}
		ex.Duration = time.Since(start)
	}()
	for i, st := range stmts {
		s, err := t.session(ctx, sessions, st.Connection, ex.Database, opts)
		if err != nil {
			return ex, err
		}
		r := t.exec(ctx, s, st.SQL)
		if r.Outcome == "" {
			r.Outcome, r.Log = t.diagnose(ctx)
			delete(sessions, st.Connection)
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

func (t *Target) session(ctx context.Context, sessions map[string]*pgSession, name, schema string, opts dbms.RunOptions) (*pgSession, error) {
	if s, ok := sessions[name]; ok {
		return s, nil
	}
	s := &pgSession{}
	cfg := t.cfg.Copy()
	cfg.OnNotice = func(_ *pgconn.PgConn, n *pgconn.Notice) {
		s.notices = append(s.notices, dbms.Warning{Level: n.Severity, Code: n.Code, Message: n.Message})
	}
	c, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("target %s: open connection %q: %w", t.name, name, err)
	}
	for _, q := range []string{
		"SET search_path TO " + schema + ", public",
		fmt.Sprintf("SET statement_timeout = %d", opts.StatementTimeout.Milliseconds()),
	} {
		if _, err := c.Exec(ctx, q); err != nil {
			c.Close(ctx)
			return nil, fmt.Errorf("target %s: %s: %w", t.name, q, err)
		}
	}
	s.conn = c
	sessions[name] = s
	return s, nil
}

// exec runs one statement; an empty Outcome means the connection broke.
func (t *Target) exec(ctx context.Context, s *pgSession, query string) dbms.Result {
	var r dbms.Result
	start := time.Now()
	attempt := func(ctx context.Context, _ ...any) error {
		r = dbms.Result{SQL: query}
		s.notices = nil
		return query1(ctx, s.conn, query, &r)
	}
	var err error
	if t.retry && s.conn.PgConn().TxStatus() == 'I' {
		// Outside a transaction a serialization failure (40001) of one statement is retried, as
		// CockroachDB's clients must; inside one, the script itself decides.
		err = crdb.ExecuteCtx(ctx, attempt)
	} else {
		err = attempt(ctx)
	}
	r.Duration = time.Since(start)
	r.Warnings = s.notices
	var pe *pgconn.PgError
	switch {
	case err == nil:
		r.Outcome = dbms.OutcomeOK
	case errors.As(err, &pe):
		r.Outcome, r.SQLState, r.Message = dbms.OutcomeError, pe.Code, pe.Message
		switch {
		case pe.Code == "57014" && strings.Contains(pe.Message, "statement timeout"):
			r.Outcome = dbms.OutcomeHang
		case pe.Code == "XX000" || pe.Code == "XX001" || pe.Code == "XX002":
			r.Outcome = dbms.OutcomeInternal
		case pe.Code == "57P01" || pe.Code == "57P02" || pe.Code == "57P03":
			// The server is shutting down or restarting after another process crashed.
			r.Outcome = ""
		}
	default:
		r.Message = err.Error()
	}
	return r
}

// query1 runs one statement on conn and fills r's columns, types, rows and affected rows.
func query1(ctx context.Context, conn *pgx.Conn, query string, r *dbms.Result) error {
	rows, err := conn.Query(ctx, query)
	if err != nil {
		return err
	}
	for _, f := range rows.FieldDescriptions() {
		r.Columns = append(r.Columns, f.Name)
		typ := fmt.Sprintf("oid %d", f.DataTypeOID)
		if dt, ok := conn.TypeMap().TypeForOID(f.DataTypeOID); ok {
			typ = dt.Name
		}
		r.Types = append(r.Types, typ)
	}
	for rows.Next() {
		raw := rows.RawValues()
		row := make([]*string, len(raw))
		for i, b := range raw {
			if b != nil {
				v := string(b)
				row[i] = &v
			}
		}
		r.Rows = append(r.Rows, row)
	}
	rows.Close()
	if r.Columns == nil {
		r.RowsAffected = rows.CommandTag().RowsAffected()
	}
	return rows.Err()
}

// diagnose decides what a broken connection means. PostgreSQL's postmaster restarts all
// backends after one crashes, so a lost connection with the server answering again is a crash
// of the backend that ran the statement; a server that does not come back is gone. A sandbox
// leaves the tail of its log as evidence, and is restarted when the postmaster itself died.
func (t *Target) diagnose(ctx context.Context) (outcome, log string) {
	// A run its caller cut short breaks its connection too: what the server did is found out
	// whatever the caller's context says, or a live server is taken for gone.
	ctx = context.WithoutCancel(ctx)
	if t.sandbox != nil {
		// Give the postmaster a moment to write what happened.
		time.Sleep(100 * time.Millisecond)
		log = t.sandbox.LogTail(16 << 10)
		if !t.sandbox.Alive() && t.sandbox.Restart(ctx) != nil {
			t.gone = true
			return dbms.OutcomeCrash, log
		}
	}
	t.admin.Close(ctx)
	// The postmaster refuses connections while it recovers; wait for it.
	deadline := time.Now().Add(30 * time.Second)
	for {
		if err := t.connect(ctx); err == nil {
			return dbms.OutcomeCrash, log
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			t.gone = true
			return dbms.OutcomeCrash, log
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// Catalog reads pg_proc's normal, aggregate and window functions in pg_catalog; a normal
// function's family is the type category of what it returns, an aggregate's "aggregate" and a
// window function's "window" (prokind), so that each kind joins the grammar's production of its
// kind (sum and lag among the aggregates and window functions, the forms that take OVER) and the
// oracles know the aggregates. A volatile function (provolatile 'v': random(), clock_timestamp())
// is Volatile; a stable one is not, since most are deterministic within a session's settings
// (to_char), and now() and its kind are in the oracles' table of the current time.
func (t *Target) Catalog(ctx context.Context) ([]dbms.CatalogFunction, error) {
	rows, err := t.admin.Query(ctx, `SELECT p.proname,
			CASE p.prokind WHEN 'a' THEN 'aggregate' WHEN 'w' THEN 'window' ELSE 'typcategory ' || ty.typcategory::text END,
			p.pronargs - p.pronargdefaults, CASE WHEN p.provariadic <> 0 THEN -1 ELSE p.pronargs END,
			coalesce(p.proargtypes::regtype[]::text[], '{}'), p.prorettype::regtype::text, p.provolatile = 'v'
		FROM pg_proc p JOIN pg_type ty ON ty.oid = p.prorettype
		WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.prokind IN ('f', 'a', 'w') AND p.proname !~ '^_'
		ORDER BY p.proname, p.oid`)
	if err != nil {
		return nil, fmt.Errorf("target %s: read pg_proc: %w", t.name, err)
	}
	defer rows.Close()
	var out []dbms.CatalogFunction
	for rows.Next() {
		var f dbms.CatalogFunction
		var min, max int16
		if err := rows.Scan(&f.Name, &f.Family, &min, &max, &f.ArgTypes, &f.Result, &f.Volatile); err != nil {
			return nil, err
		}
		f.Name, f.MinArgs, f.MaxArgs = strings.ToUpper(f.Name), int(min), int(max)
		out = append(out, f)
	}
	return out, rows.Err()
}

// Signatures reads every overload of PostgreSQL's built-in functions (normal, aggregate and
// window: pg_proc of pg_catalog, one overload per number of arguments its defaults allow) and
// operators (pg_operator, with the volatility of the function behind it; a prefix operator has
// one argument), and its type names (pg_type's,
// each with the name format_type gives it; the names its grammar spells, such as "int" or
// "double precision", ResolveTypes answers).
func (t *Target) Signatures(ctx context.Context) (dbms.Signatures, error) {
	var out dbms.Signatures
	rows, err := t.admin.Query(ctx, `SELECT p.proname, p.pronargs - p.pronargdefaults,
			coalesce(p.proargtypes::regtype[]::text[], '{}'), p.provariadic <> 0, p.prorettype::regtype::text, p.provolatile <> 'i'
		FROM pg_proc p
		WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.prokind IN ('f', 'a', 'w') AND p.proname !~ '^_'
		UNION ALL
		SELECT o.oprname, CASE WHEN o.oprleft = 0 THEN 1 ELSE 2 END,
			CASE WHEN o.oprleft = 0 THEN ARRAY[o.oprright::regtype::text] ELSE ARRAY[o.oprleft::regtype::text, o.oprright::regtype::text] END,
			false, o.oprresult::regtype::text, p.provolatile <> 'i'
		FROM pg_operator o JOIN pg_proc p ON p.oid = o.oprcode WHERE o.oprnamespace = 'pg_catalog'::regnamespace`)
	if err != nil {
		return out, fmt.Errorf("target %s: read pg_proc and pg_operator: %w", t.name, err)
	}
	defer rows.Close()
	for rows.Next() {
		var name, result string
		var least int32
		var args []string
		var variadic, volatile bool
		if err := rows.Scan(&name, &least, &args, &variadic, &result, &volatile); err != nil {
			return out, err
		}
		kind := dbms.OverloadFunction
		if !isWord(name) {
			kind = dbms.OverloadOperator
		}
		// A function with defaults takes each number of arguments from its required ones up.
		for n := int(least); n <= len(args); n++ {
			out.Overloads = append(out.Overloads, dbms.Overload{Name: strings.ToUpper(name), Kind: kind, Args: args[:n],
				Variadic: variadic && n == len(args), Result: result, Volatile: volatile})
		}
	}
	if err := rows.Err(); err != nil {
		return out, err
	}
	trows, err := t.admin.Query(ctx, `SELECT DISTINCT typname::text, format_type(oid, NULL) FROM pg_type
		WHERE typnamespace = 'pg_catalog'::regnamespace`)
	if err != nil {
		return out, fmt.Errorf("target %s: read pg_type: %w", t.name, err)
	}
	defer trows.Close()
	out.Types = map[string]string{}
	for trows.Next() {
		var name, typ string
		if err := trows.Scan(&name, &typ); err != nil {
			return out, err
		}
		out.Types[name] = typ
	}
	return out, trows.Err()
}

// isWord reports whether name is a function's name, not an operator's symbol.
func isWord(name string) bool {
	return name != "" && (name[0] == '_' || name[0] >= 'a' && name[0] <= 'z' || name[0] >= 'A' && name[0] <= 'Z')
}

// ResolveTypes asks the server which type each name denotes (to_regtype, which reads a name as
// the grammar does: "int" is integer, "float" double precision). A name at a time: one the
// grammar cannot read as a type ("union") is an error, which is an unknown name.
func (t *Target) ResolveTypes(ctx context.Context, names []string) (map[string]string, error) {
	out := map[string]string{}
	for _, name := range names {
		var typ *string
		if err := t.admin.QueryRow(ctx, `SELECT to_regtype($1)::text`, name).Scan(&typ); err != nil {
			if ctx.Err() != nil || t.admin.IsClosed() {
				return nil, fmt.Errorf("target %s: resolve type name %q: %w", t.name, name, err)
			}
			continue
		}
		if typ != nil {
			out[name] = *typ
		}
	}
	return out, nil
}
