package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver

	"github.com/reaper-sql/reaper/base/dialect"
)

// IsPostgres reports whether a --db value names a PostgreSQL database rather than a file.
func IsPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// MigrationLock is the PostgreSQL advisory lock held while a schema is upgraded, so that workers
// starting together on one database take turns. Other packages that add tables to the same
// database (the job engine's) take it too.
const MigrationLock = 0x7265_6170_6572 // "reaper"

func openPostgres(ctx context.Context, dsn string) (*Store, error) {
	name := redactURL(dsn)
	db, err := sql.Open("pgx", dialect.Escaped(dsn))
	if err != nil {
		return nil, fmt.Errorf("store %s: %v: check the --db URL", name, err)
	}
	s := &Store{db: db, path: name, pg: true}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		// pgx puts each address it tried on a line of its own: the message is one line.
		return nil, fmt.Errorf("store %s cannot be reached: %s (is PostgreSQL running, and does the database exist? check --db)", name, strings.NewReplacer(":\n\t", ": ", "\n\t", "; ", "\n", "; ").Replace(err.Error()))
	}
	if err := s.checkOwnerPostgres(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, s.explain(err)
	}
	return s, nil
}

// redactURL is a URL without its password, for messages and summaries.
func redactURL(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "the --db URL" // an unparsable URL may hold a password anywhere
	}
	return u.Redacted()
}

// migratePostgres applies the migrations not yet applied, each in a transaction, under the
// migration lock. SQLite's user_version becomes a one-row table; the one SQLite-only form in
// the migrations, an autoincrement key, is spelled the PostgreSQL way.
func (s *Store) migratePostgres(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, MigrationLock); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS reaper_schema (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	var version int
	err = tx.QueryRowContext(ctx, `SELECT version FROM reaper_schema`).Scan(&version)
	if err == sql.ErrNoRows {
		_, err = tx.ExecContext(ctx, `INSERT INTO reaper_schema VALUES (0)`)
	}
	if err != nil {
		return err
	}
	if version > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this reaper (%d): upgrade reaper", version, len(migrations))
	}
	for v := version; v < len(migrations); v++ {
		m := strings.ReplaceAll(migrations[v], "INTEGER PRIMARY KEY AUTOINCREMENT", "BIGSERIAL PRIMARY KEY")
		if _, err := tx.ExecContext(ctx, m); err != nil {
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE reaper_schema SET version = $1`, len(migrations)); err != nil {
		return err
	}
	return tx.Commit()
}

// checkOwnerPostgres refuses a database reaper did not make, before the migrations add its tables:
// a reaper store is marked by its reaper_schema table; a database without it must hold no table
// in the schema reaper would write to. The migrations create reaper_schema in the transaction
// that creates the other tables, so a store being made by another worker is never seen half made.
func (s *Store) checkOwnerPostgres(ctx context.Context) error {
	var marked bool
	if err := s.db.QueryRowContext(ctx, `SELECT to_regclass('reaper_schema') IS NOT NULL`).Scan(&marked); err != nil || marked {
		return s.explainNil(err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`)
	if err != nil {
		return s.explain(err)
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return s.explain(err)
		}
		tables = append(tables, t)
	}
	if err := rows.Err(); err != nil {
		return s.explain(err)
	}
	if len(tables) > 0 {
		return fmt.Errorf("%s is a PostgreSQL database that is not a reaper store (it holds tables %s): choose another --db", s.path, listNames(tables))
	}
	return nil
}

// rebind turns a query's ? placeholders into PostgreSQL's $1, $2, ... The queries are this
// package's constants, which hold no ? inside a string literal.
func (s *Store) rebind(q string) string {
	if !s.pg || !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// upsert is an INSERT of cols into table that replaces the row with the same key (the first
// keyCols columns), in the syntax SQLite and PostgreSQL share.
func upsert(table string, keyCols int, cols ...string) string {
	set := make([]string, 0, len(cols)-keyCols)
	for _, c := range cols[keyCols:] {
		set = append(set, c+" = excluded."+c)
	}
	return insert(table, cols) + " ON CONFLICT (" + strings.Join(cols[:keyCols], ", ") + ") DO UPDATE SET " + strings.Join(set, ", ")
}

// insertOrKeep is an INSERT of cols into table that keeps a row already there.
func insertOrKeep(table string, cols ...string) string {
	return insert(table, cols) + " ON CONFLICT DO NOTHING"
}

func insert(table string, cols []string) string {
	return "INSERT INTO " + table + " (" + strings.Join(cols, ", ") + ") VALUES (" + strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ") + ")"
}
