package cli

import (
	"bytes"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestForeignDatabaseIsNotAdopted: `reaper hunt --demo --db` naming an SQLite database of
// another program's tables exits 1 with one line naming the file and its tables, and leaves the
// file as it was, with nothing beside it.
func TestForeignDatabaseIsNotAdopted(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "app.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"CREATE TABLE users (id INT, name TEXT)", "INSERT INTO users VALUES (1, 'ann')"} {
		if _, err := db.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	was, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"hunt", "--demo"}, {"import", "--jsonl", "../../internal/demo/corpus.jsonl"}, {"fixes", "list"}} {
		code, stdout, stderr := run(t, "", append(args, "--db", path)...)
		want := path + " is an SQLite database that is not a reaper store (it holds tables users): choose another --db"
		if code != exitFailure || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d\n%s%s", args[0], code, stdout, stderr)
		}
		if now, _ := os.ReadFile(path); !bytes.Equal(now, was) {
			t.Fatalf("%s changed the database", args[0])
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Fatalf("%s left %v beside the database", args[0], entries)
		}
	}
}
