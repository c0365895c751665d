package store

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store/storetest"
)

func fix(id, title string) *corpus.FixRecord {
	return &corpus.FixRecord{
		ID: id, Source: "git", Repo: "r", Commit: id, Date: time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC),
		Title: title, Layout: testfmt.MTR, Dialect: "mysql",
		Tests: []corpus.TestCase{{File: "t.test", Format: testfmt.MTR, Name: "t", Statements: []testfmt.Statement{
			{SQL: "SELECT 1", Line: 1, EndLine: 1, Key: true, Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"1"}}}},
		}}},
	}
}

func TestSaveMinedIsIdempotentAndRoundTrips(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, s *Store) {
		a := "aaaaaaaaaaaa0000000000000000000000000000"
		b := "aaaaaaaaaaab0000000000000000000000000000"
		batch := []corpus.Result{
			{Repo: "r", Commit: a, Fix: fix(a, "Fix crash")},
			{Repo: "r", Commit: b, Skip: corpus.SkipNoTest},
		}
		for i := 0; i < 2; i++ { // a replayed batch stores nothing twice
			if err := s.SaveMined(t.Context(), batch); err != nil {
				t.Fatal(err)
			}
		}
		done, err := s.MinedCommits(t.Context())
		if err != nil || len(done) != 2 || !done[a] || !done[b] {
			t.Fatalf("mined commits %v, %v", done, err)
		}
		if n, _ := s.CountFixes(t.Context()); n != 1 {
			t.Fatalf("%d fixes stored, want 1", n)
		}
		got, err := s.GetFix(t.Context(), "aaaaaaaaaaaa")
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != "Fix crash" || got.Tests[0].Statements[0].Expect.Rows[0][0] != "1" || !got.Date.Equal(batch[0].Fix.Date) {
			t.Fatalf("round trip lost data: %+v", got)
		}
	})
}

func TestGetFixByPrefix(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, s *Store) {
		for _, id := range []string{"abc1", "abc2", "x_y"} {
			if err := s.PutFix(t.Context(), fix(id, id)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.GetFix(t.Context(), "abc"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
			t.Fatalf("prefix of two ids: %v", err)
		}
		if f, err := s.GetFix(t.Context(), "abc2"); err != nil || f.ID != "abc2" {
			t.Fatalf("exact id: %v %v", f, err)
		}
		// LIKE wildcards in the id are literal.
		if _, err := s.GetFix(t.Context(), "x%"); !errors.Is(err, ErrNotFound) {
			t.Fatalf("wildcard prefix: %v", err)
		}
		if f, err := s.GetFix(t.Context(), "x_"); err != nil || f.ID != "x_y" {
			t.Fatalf("underscore prefix: %v %v", f, err)
		}
		// PutFix replaces a record with the same id.
		if err := s.PutFix(t.Context(), fix("abc1", "retitled")); err != nil {
			t.Fatal(err)
		}
		if n, _ := s.CountFixes(t.Context()); n != 3 {
			t.Fatalf("%d fixes after replacing one, want 3", n)
		}
	})
}

func TestOpenRejectsBadStores(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	notDB := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notDB, []byte("these are my notes, not a database"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ path, want string }{
		{notDB, "is not a reaper store"},
		{dir, "is a directory"},
		{filepath.Join(dir, "no", "such", "dir", "r.db"), "does not exist"},
	} {
		_, err := Open(t.Context(), c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%s): %v, want %q", c.path, err, c.want)
		}
	}
	// The file that was not a store is left as it was.
	if b, _ := os.ReadFile(notDB); string(b) != "these are my notes, not a database" {
		t.Fatal("a rejected file was modified")
	}
}

func TestLockedStoreSaysSo(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "r.db")
	s, err := Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Another process holding the write lock, as a second reaper run would.
	other, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	err = s.SaveMined(t.Context(), []corpus.Result{{Repo: "r", Commit: "c1", Skip: corpus.SkipNoTest}})
	if err == nil || !strings.Contains(err.Error(), "locked by another process") {
		t.Fatalf("save while locked: %v", err)
	}
	if _, err := conn.ExecContext(t.Context(), "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveMined(t.Context(), []corpus.Result{{Repo: "r", Commit: "c1", Skip: corpus.SkipNoTest}}); err != nil {
		t.Fatalf("save after the lock is gone: %v", err)
	}
}

// sqliteFile makes an SQLite database at path with the statements run in it, as another program
// would, and returns its bytes.
func sqliteFile(t *testing.T, path string, stmts ...string) []byte {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stmts {
		if _, err := db.ExecContext(t.Context(), s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// pragma reads an integer PRAGMA of the SQLite file at path.
func pragma(t *testing.T, path, name string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var v int
	if err := db.QueryRowContext(t.Context(), "PRAGMA "+name).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestOpenAdoptsOnlyEmptyOrReaperStores: an SQLite file that holds another program's tables, or
// carries another program's application_id, is refused with one line naming it and its tables,
// and is left byte for byte as it was, with nothing created beside it; an empty database and a
// new file become stores, marked as reaper's.
func TestOpenAdoptsOnlyEmptyOrReaperStores(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	users := filepath.Join(dir, "users.db")
	before := sqliteFile(t, users, "CREATE TABLE users (id INT, name TEXT)", "CREATE TABLE orders (id INT)",
		"INSERT INTO users VALUES (1, 'ann')")
	other := filepath.Join(dir, "other.db")
	otherBefore := sqliteFile(t, other, "PRAGMA application_id = 1234")
	for _, c := range []struct {
		path string
		was  []byte
		want string
	}{
		{users, before, users + " is an SQLite database that is not a reaper store (it holds tables orders, users): choose another --db"},
		{other, otherBefore, other + " is an SQLite database of another program (application_id 0x4d2), not a reaper store: choose another --db"},
	} {
		s, err := Open(t.Context(), c.path)
		if err == nil {
			s.Close()
			t.Fatalf("Open(%s) adopted it", c.path)
		}
		if err.Error() != c.want {
			t.Errorf("Open(%s):\n got %s\nwant %s", c.path, err, c.want)
		}
		if b, _ := os.ReadFile(c.path); !bytes.Equal(b, c.was) {
			t.Errorf("%s was changed", c.path)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("files beside the refused databases: %v", entries)
	}

	empty := filepath.Join(dir, "empty.db")
	sqliteFile(t, empty, "PRAGMA user_version = 0", "VACUUM")
	for _, path := range []string{empty, filepath.Join(dir, "new.db")} {
		s, err := Open(t.Context(), path)
		if err != nil {
			t.Fatalf("Open(%s): %v", path, err)
		}
		s.Close()
		if id := pragma(t, path, "application_id"); id != applicationID {
			t.Errorf("%s: application_id %#x, want reaper's %#x", path, id, applicationID)
		}
	}
}

// TestOpenMarksStoresMadeBeforeTheMark: a store reaper made before stores were marked (its
// schema at any version reaper wrote, its own tables, no application_id) opens as before, keeps
// what it holds, is brought up to date and gets the mark.
func TestOpenMarksStoresMadeBeforeTheMark(t *testing.T) {
	t.Parallel()
	for v := 1; v <= len(migrations); v++ {
		path := filepath.Join(t.TempDir(), "old.db")
		stmts := append([]string(nil), migrations[:v]...)
		stmts = append(stmts, fmt.Sprintf("PRAGMA user_version = %d", v),
			`INSERT INTO fixes VALUES ('f1', 'git', 'r', 'c1', '2024-01-02T03:04:05Z', 'mtr', 'mysql', 'old fix', '{"id":"f1","title":"old fix"}')`)
		sqliteFile(t, path, stmts...)
		s, err := Open(t.Context(), path)
		if err != nil {
			t.Fatalf("version %d: %v", v, err)
		}
		f, err := s.GetFix(t.Context(), "f1")
		s.Close()
		if err != nil || f.Title != "old fix" {
			t.Fatalf("version %d: the stored fix: %+v, %v", v, f, err)
		}
		if id, uv := pragma(t, path, "application_id"), pragma(t, path, "user_version"); id != applicationID || uv != len(migrations) {
			t.Errorf("version %d: application_id %#x, user_version %d after Open", v, id, uv)
		}
	}
	// A store of reaper's tables with a table of another program's beside them is not reaper's.
	path := filepath.Join(t.TempDir(), "mixed.db")
	was := sqliteFile(t, path, migrations[0], "PRAGMA user_version = 1", "CREATE TABLE users (id INT)")
	if _, err := Open(t.Context(), path); err == nil || !strings.Contains(err.Error(), "(it holds tables users)") {
		t.Fatalf("reaper's tables beside another's: %v", err)
	}
	if b, _ := os.ReadFile(path); !bytes.Equal(b, was) {
		t.Error("the refused file was changed")
	}
}

// TestOpenPostgresAdoptsOnlyEmptyOrReaperDatabases: a PostgreSQL database that holds tables and
// no reaper_schema is refused, its tables untouched; an empty one becomes a store, which opens
// again.
func TestOpenPostgresAdoptsOnlyEmptyOrReaperDatabases(t *testing.T) {
	t.Parallel()
	foreign := storetest.Postgres(t)
	db, err := sql.Open("pgx", foreign)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.ExecContext(t.Context(), "CREATE TABLE users (id INT)"); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(t.Context(), foreign); err == nil || !strings.Contains(err.Error(), "is a PostgreSQL database that is not a reaper store (it holds tables users): choose another --db") {
		t.Fatalf("a database of another program's tables: %v", err)
	}
	var n int
	if err := db.QueryRowContext(t.Context(), "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'").Scan(&n); err != nil || n != 1 {
		t.Fatalf("%d tables after the refusal, %v", n, err)
	}
	fresh := storetest.Postgres(t)
	for range 2 {
		s, err := Open(t.Context(), fresh)
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
	}
}
