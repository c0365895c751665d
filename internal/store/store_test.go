package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
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
