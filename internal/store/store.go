// Package store persists a campaign: the mined and imported fix records, which commits have been
// mined, and each stage's output. A campaign on one machine lives in one SQLite file
// (modernc.org/sqlite, pure Go); a campaign shared by workers on several machines lives in
// PostgreSQL (--db postgres://...). The schema is the same on both, created and upgraded by the
// migrations in this file; every query is written once, in the SQL both accept.
package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/reaper-sql/reaper/corpus"
)

// migrations upgrade the schema one version at a time; migration i takes user_version i to i+1.
// Append only: a released migration never changes.
var migrations = []string{
	`CREATE TABLE mined_commits (
		repo        TEXT NOT NULL,
		commit_hash TEXT NOT NULL,
		kept        INTEGER NOT NULL,
		reason      TEXT NOT NULL,
		detail      TEXT NOT NULL,
		mined_at    TEXT NOT NULL,
		PRIMARY KEY (commit_hash)
	);
	CREATE TABLE fixes (
		id          TEXT PRIMARY KEY,
		source      TEXT NOT NULL,
		repo        TEXT NOT NULL,
		commit_hash TEXT NOT NULL,
		date        TEXT NOT NULL,
		layout      TEXT NOT NULL,
		dialect     TEXT NOT NULL,
		title       TEXT NOT NULL,
		record      TEXT NOT NULL
	);
	CREATE INDEX fixes_by_repo_date ON fixes (repo, date);`,
	`CREATE TABLE profiles (
		fix_id     TEXT PRIMARY KEY,
		brain      TEXT NOT NULL,
		model      TEXT NOT NULL,
		status     TEXT NOT NULL,
		outcome    TEXT NOT NULL,
		n_fault    TEXT NOT NULL,
		record     TEXT NOT NULL,
		created_at TEXT NOT NULL
	);
	CREATE TABLE llm_cache (
		key               TEXT PRIMARY KEY,
		model             TEXT NOT NULL,
		prompt            TEXT NOT NULL,
		answer            TEXT NOT NULL,
		prompt_tokens     INTEGER NOT NULL,
		completion_tokens INTEGER NOT NULL,
		created_at        TEXT NOT NULL
	);`,
	`CREATE TABLE sibling_sets (
		fix_id     TEXT PRIMARY KEY,
		tests      INTEGER NOT NULL,
		rejected   INTEGER NOT NULL,
		reason     TEXT NOT NULL,
		record     TEXT NOT NULL,
		created_at TEXT NOT NULL
	);
	CREATE TABLE sibling_tests (
		id        TEXT PRIMARY KEY,
		fix_id    TEXT NOT NULL,
		construct TEXT NOT NULL,
		record    TEXT NOT NULL
	);
	CREATE INDEX sibling_tests_by_fix ON sibling_tests (fix_id);`,
	`CREATE TABLE validations (
		test_id    TEXT NOT NULL,
		target     TEXT NOT NULL,
		fix_id     TEXT NOT NULL,
		brain      TEXT NOT NULL,
		candidate  INTEGER NOT NULL,
		record     TEXT NOT NULL,
		created_at TEXT NOT NULL,
		PRIMARY KEY (test_id, target)
	);`,
	`CREATE TABLE triage (
		id           INTEGER PRIMARY KEY AUTOINCREMENT, -- BIGSERIAL PRIMARY KEY on PostgreSQL
		candidate_id TEXT NOT NULL,
		status       TEXT NOT NULL,
		record       TEXT NOT NULL,
		created_at   TEXT NOT NULL
	);
	CREATE INDEX triage_by_candidate ON triage (candidate_id, id);`,
	// input_key is the hash of what a stage's unit of work was made from (the fix record and the
	// brain; the profile and the generator's vocabulary; the test, the target and the brain): a
	// unit is done when its stored output has the key of its inputs now, so changed inputs are
	// redone and a job delivered twice stores nothing new.
	`ALTER TABLE profiles ADD COLUMN input_key TEXT NOT NULL DEFAULT '';
	ALTER TABLE sibling_sets ADD COLUMN input_key TEXT NOT NULL DEFAULT '';
	ALTER TABLE validations ADD COLUMN input_key TEXT NOT NULL DEFAULT '';`,
	// A decision can be on a bug (validate.Bug), the candidates of one root cause: it applies to
	// each of them, and to a candidate that joins the bug in a later campaign. A bug's row has
	// an empty candidate_id; a candidate's an empty bug_id.
	`ALTER TABLE triage ADD COLUMN bug_id TEXT NOT NULL DEFAULT '';
	CREATE INDEX triage_by_bug ON triage (bug_id, id);`,
}

// Store is an open campaign store.
type Store struct {
	db *sql.DB
	// path names the store in messages: the file, or the PostgreSQL URL without its password.
	path string
	pg   bool
	// created is set when Open made the SQLite file, for Discard.
	created bool
}

// ErrNotFound is returned when no fix has the requested id.
var ErrNotFound = errors.New("not found")

// Open opens (creating if needed) the store at path and brings its schema up to date. path is
// an SQLite file, or a postgres:// URL of a database that exists.
func Open(ctx context.Context, path string) (*Store, error) {
	if IsPostgres(path) {
		return openPostgres(ctx, path)
	}
	created := true
	if st, err := os.Stat(path); err == nil {
		created = false
		if st.IsDir() {
			return nil, fmt.Errorf("store %s is a directory: pass a file path to --db", path)
		}
		if err := checkHeader(path); err != nil {
			return nil, err
		}
		if err := checkOwner(ctx, path); err != nil {
			return nil, err
		}
	} else if dir := filepath.Dir(path); dir != "" {
		if _, err := os.Stat(dir); err != nil {
			return nil, fmt.Errorf("store %s: directory %s does not exist: create it or choose another --db", path, dir)
		}
	}
	// WAL lets readers (fixes list, the review page) run while mine writes; busy_timeout waits
	// for another writer instead of failing at once.
	dsn := "file:" + path + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	s := &Store{db: db, path: path, created: created}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, s.explain(err)
	}
	return s, nil
}

// OpenExisting is Open for a command that only reads a campaign: an SQLite path where no file is
// is refused with how to make one, and nothing is created (a mistyped --db would otherwise
// become an empty store that the command reads as an empty campaign). A postgres:// URL names a
// database that must exist anyway.
func OpenExisting(ctx context.Context, path string) (*Store, error) {
	if !IsPostgres(path) {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no campaign store at %s: a hunt makes one (`reaper hunt --db %s ...`), or check the --db path", path, path)
		}
	}
	return Open(ctx, path)
}

// Discard closes the store and, when this Open created its SQLite file and no table holds a
// row, removes the file with its WAL files: a run that failed before storing anything leaves
// no empty store behind, while a store that existed, or that holds something, is kept.
func (s *Store) Discard(ctx context.Context) error {
	if s.pg || !s.created {
		return s.Close()
	}
	used, err := s.holdsRows(ctx)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	if err != nil || used {
		return err
	}
	for _, suffix := range []string{"-wal", "-shm", "-journal"} {
		os.Remove(s.path + suffix)
	}
	return os.Remove(s.path)
}

// holdsRows reports whether any table of an SQLite store has a row.
func (s *Store) holdsRows(ctx context.Context) (bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		return false, err
	}
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return false, err
		}
		tables = append(tables, t)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return false, err
	}
	for _, t := range tables {
		var has bool
		if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM "`+strings.ReplaceAll(t, `"`, `""`)+`")`).Scan(&has); err != nil {
			return false, err
		}
		if has {
			return true, nil
		}
	}
	return false, nil
}

// checkHeader rejects a file that is not an SQLite database before the driver touches it.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("store %s cannot be read: %v (check its permissions, or choose another --db)", path, err)
	}
	defer f.Close()
	head := make([]byte, 16)
	n, _ := f.Read(head)
	if n == 0 {
		return nil // an empty file becomes a new store
	}
	if n < 16 || string(head) != "SQLite format 3\x00" {
		return fmt.Errorf("%s is not a reaper store (not an SQLite database): choose another --db", path)
	}
	return nil
}

// applicationID marks an SQLite file as a reaper store: PRAGMA application_id, the header field
// SQLite reserves for the program whose file it is, set to "REAP". A store created before the
// mark gets it when it is next opened (migrate).
const applicationID = 0x52454150

// createTable finds the tables a migration creates.
var createTable = regexp.MustCompile(`CREATE TABLE (\w+)`)

// checkOwner refuses an SQLite file reaper did not make, before anything writes to it (WAL mode,
// the migrations): a --db that names a user's own database must not get reaper's tables beside
// its own. A file is reaper's when it carries the mark, and a store made before the mark when its
// schema version is one reaper wrote and its tables are those the migrations up to it create;
// one with no table at all is empty, and becomes a store.
func checkOwner(ctx context.Context, path string) error {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(5000)")
	if err != nil {
		return fmt.Errorf("open store %s: %w", path, err)
	}
	defer db.Close()
	probe := &Store{db: db, path: path}
	var appID, version int
	if err := db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return probe.explain(err)
	}
	if appID == applicationID {
		return nil
	}
	if appID != 0 {
		return fmt.Errorf("%s is an SQLite database of another program (application_id %#x), not a reaper store: choose another --db", path, appID)
	}
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return probe.explain(err)
	}
	rows, err := db.QueryContext(ctx, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\' ORDER BY name`)
	if err != nil {
		return probe.explain(err)
	}
	defer rows.Close()
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return probe.explain(err)
		}
		tables = append(tables, t)
	}
	if err := rows.Err(); err != nil {
		return probe.explain(err)
	}
	if len(tables) == 0 {
		return nil
	}
	ours := map[string]bool{}
	if version >= 1 && version <= len(migrations) {
		for _, m := range migrations[:version] {
			for _, c := range createTable.FindAllStringSubmatch(m, -1) {
				ours[c[1]] = true
			}
		}
	}
	var foreign []string
	for _, t := range tables {
		if !ours[t] {
			foreign = append(foreign, t)
		}
	}
	if len(foreign) == 0 {
		return nil
	}
	return fmt.Errorf("%s is an SQLite database that is not a reaper store (it holds tables %s): choose another --db", path, listNames(foreign))
}

// listNames is names for a message: the first five, and how many more.
func listNames(names []string) string {
	if len(names) > 5 {
		return fmt.Sprintf("%s and %d more", strings.Join(names[:5], ", "), len(names)-5)
	}
	return strings.Join(names, ", ")
}

// explain turns driver errors into a message that names the store and what to do.
func (s *Store) explain(err error) error {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "SQLITE_BUSY") || strings.Contains(msg, "database is locked"):
		return fmt.Errorf("store %s is locked by another process (another reaper run?): wait for it to finish or use another --db", s.path)
	case strings.Contains(msg, "SQLITE_READONLY") || strings.Contains(msg, "readonly") || strings.Contains(msg, "unable to open"):
		return fmt.Errorf("store %s cannot be written: %v (check permissions, or choose another --db)", s.path, err)
	case strings.Contains(msg, "SQLITE_NOTADB") || strings.Contains(msg, "not a database"):
		return fmt.Errorf("%s is not a reaper store (not an SQLite database): choose another --db", s.path)
	case strings.Contains(msg, "SQLITE_CORRUPT") || strings.Contains(msg, "malformed"):
		return fmt.Errorf("store %s is damaged: %v (restore it from a copy, or start a new --db)", s.path, err)
	}
	return fmt.Errorf("store %s: %w", s.path, err)
}

func (s *Store) migrate(ctx context.Context) error {
	if s.pg {
		return s.migratePostgres(ctx)
	}
	var version int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if version > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this reaper (%d): upgrade reaper", version, len(migrations))
	}
	var appID int
	if err := s.db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return err
	}
	if appID != applicationID {
		if _, err := s.db.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
			return err
		}
	}
	for v := version; v < len(migrations); v++ {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", v+1)); err != nil {
			tx.Rollback()
			return err
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	return nil
}

// Postgres reports whether the store is a PostgreSQL database, which workers can share.
func (s *Store) Postgres() bool { return s.pg }

// Close closes the store.
func (s *Store) Close() error { return s.db.Close() }

// Path names the store: its file, or its PostgreSQL URL without the password.
func (s *Store) Path() string { return s.path }

// MinedCommits returns the commits that earlier runs finished, kept or skipped. Commit hashes
// name the same change in every clone and fork, so they are not scoped by repository.
func (s *Store) MinedCommits(ctx context.Context) (map[string]bool, error) {
	return s.idSet(ctx, "SELECT commit_hash FROM mined_commits")
}

func (s *Store) explainNil(err error) error {
	if err == nil {
		return nil
	}
	return s.explain(err)
}

// SaveMined stores a batch of mining results in one transaction: every commit is marked
// mined, and kept fixes are stored, together or not at all. A commit stored before is left as it
// is, so replaying a batch stores nothing twice.
func (s *Store) SaveMined(ctx context.Context, results []corpus.Result) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.explain(err)
	}
	defer tx.Rollback()
	now := time.Now().UTC().Format(time.RFC3339)
	for _, r := range results {
		reason := r.Skip
		if r.Fix != nil {
			reason = "kept"
			if err := s.putFix(ctx, tx, r.Fix, false); err != nil {
				return s.explain(err)
			}
		}
		kept := 0
		if r.Fix != nil {
			kept = 1
		}
		if _, err := s.exec(ctx, tx, `INSERT INTO mined_commits (repo, commit_hash, kept, reason, detail, mined_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`, r.Repo, r.Commit, kept, reason, r.Detail, now); err != nil {
			return s.explain(err)
		}
	}
	return s.explainNil(tx.Commit())
}

// PutFix stores one fix record, replacing an earlier record with the same id (re-importing a
// file updates its records instead of adding copies).
func (s *Store) PutFix(ctx context.Context, rec *corpus.FixRecord) error {
	return s.explainNil(s.putFix(ctx, s.db, rec, true))
}

// Execer is the store's database or a transaction on it: the Put methods that take one write
// in the caller's transaction, so that a job's output and its completion commit together.
type Execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// DB is the store's database, for a transaction (BeginTx) that spans the store and the job
// engine's tables in the same PostgreSQL database.
func (s *Store) DB() *sql.DB { return s.db }

// exec, query and queryRow run one of this package's queries, written with ? placeholders, in
// the store's SQL dialect; exec runs it on db, or on the store's database when db is nil.
func (s *Store) exec(ctx context.Context, db Execer, q string, args ...any) (sql.Result, error) {
	if db == nil {
		db = s.db
	}
	return db.ExecContext(ctx, s.rebind(q), args...)
}

func (s *Store) query(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	return s.db.QueryContext(ctx, s.rebind(q), args...)
}

func (s *Store) queryRow(ctx context.Context, q string, args ...any) *sql.Row {
	return s.db.QueryRowContext(ctx, s.rebind(q), args...)
}

func (s *Store) putFix(ctx context.Context, db Execer, rec *corpus.FixRecord, replace bool) error {
	body, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("encode fix %s: %w", rec.ID, err)
	}
	q := upsert("fixes", 1, "id", "source", "repo", "commit_hash", "date", "layout", "dialect", "title", "record")
	if !replace {
		q = insertOrKeep("fixes", "id", "source", "repo", "commit_hash", "date", "layout", "dialect", "title", "record")
	}
	_, err = s.exec(ctx, db, q, rec.ID, rec.Source, rec.Repo, rec.Commit,
		rec.Date.UTC().Format(time.RFC3339), rec.Layout, rec.Dialect, rec.Title, string(body))
	return err
}

// FixFilter narrows ListFixes; zero fields match everything.
type FixFilter struct {
	Repo   string
	Layout string
	Limit  int
}

// ListFixes returns fix records, newest first.
func (s *Store) ListFixes(ctx context.Context, f FixFilter) ([]*corpus.FixRecord, error) {
	q := "SELECT record FROM fixes WHERE (? = '' OR repo = ?) AND (? = '' OR layout = ?) ORDER BY date DESC, id"
	args := []any{f.Repo, f.Repo, f.Layout, f.Layout}
	if f.Limit > 0 {
		q += " LIMIT ?"
		args = append(args, f.Limit)
	}
	rows, err := s.query(ctx, q, args...)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	var out []*corpus.FixRecord
	for rows.Next() {
		rec, err := scanFix(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, rec)
	}
	return out, s.explainNil(rows.Err())
}

// EachFix calls fn with each fix record, oldest first, one decoded at a time (ListFixes holds
// them all); an error from fn stops it and is returned.
func (s *Store) EachFix(ctx context.Context, fn func(*corpus.FixRecord) error) error {
	rows, err := s.query(ctx, "SELECT record FROM fixes ORDER BY date, id")
	if err != nil {
		return s.explain(err)
	}
	defer rows.Close()
	for rows.Next() {
		rec, err := scanFix(rows)
		if err != nil {
			return err
		}
		if err := fn(rec); err != nil {
			return err
		}
	}
	return s.explainNil(rows.Err())
}

func scanFix(row interface{ Scan(...any) error }) (*corpus.FixRecord, error) {
	var body string
	if err := row.Scan(&body); err != nil {
		return nil, err
	}
	rec := &corpus.FixRecord{}
	if err := json.Unmarshal([]byte(body), rec); err != nil {
		return nil, fmt.Errorf("decode stored fix: %w", err)
	}
	return rec, nil
}

// GetFix returns the fix with the given id, or the only one whose id starts with it (a short
// commit hash). An ambiguous prefix is an error that lists the matches.
func (s *Store) GetFix(ctx context.Context, id string) (*corpus.FixRecord, error) {
	full, body, err := s.byPrefix(ctx, "fixes", "id", id, "fix", "`reaper fixes list` shows the ids")
	if err != nil {
		return nil, err
	}
	rec := &corpus.FixRecord{}
	if err := json.Unmarshal([]byte(body), rec); err != nil {
		return nil, fmt.Errorf("decode stored fix %s: %w", full, err)
	}
	return rec, nil
}

// byPrefix reads the record column of the row of table whose key column equals id, or is the only
// one that starts with it. table and key are this file's constants, never user text.
func (s *Store) byPrefix(ctx context.Context, table, key, id, what, hint string) (string, string, error) {
	escaped := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(id)
	rows, err := s.query(ctx, `SELECT `+key+`, record FROM `+table+` WHERE `+key+` = ? OR `+key+` LIKE ? ESCAPE '\' ORDER BY `+key+` = ? DESC, `+key+` LIMIT 6`, id, escaped+"%", id)
	if err != nil {
		return "", "", s.explain(err)
	}
	defer rows.Close()
	var ids, bodies []string
	for rows.Next() {
		var i, b string
		if err := rows.Scan(&i, &b); err != nil {
			return "", "", s.explain(err)
		}
		ids, bodies = append(ids, i), append(bodies, b)
	}
	if err := rows.Err(); err != nil {
		return "", "", s.explain(err)
	}
	switch {
	case len(ids) == 0:
		return "", "", fmt.Errorf("no %s %q in %s: %s: %w", what, id, s.path, hint, ErrNotFound)
	case len(ids) > 1 && ids[0] != id:
		return "", "", fmt.Errorf("%s id %q is ambiguous (%s ...): give more characters", what, id, strings.Join(ids, ", "))
	}
	return ids[0], bodies[0], nil
}

// CountFixes returns how many fix records the store holds.
func (s *Store) CountFixes(ctx context.Context) (int, error) {
	var n int
	err := s.queryRow(ctx, "SELECT count(*) FROM fixes").Scan(&n)
	return n, s.explainNil(err)
}
