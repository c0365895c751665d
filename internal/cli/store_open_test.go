package cli

import (
	"bytes"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadCommandsRefuseAMissingStore: each command that only reads a campaign, given a --db
// path where no store is (a mistyped one), exits 1 with one line that names the path and how to
// make a store, and creates nothing; a command that writes makes the store.
func TestReadCommandsRefuseAMissingStore(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "mistyped.db")
	out := filepath.Join(dir, "out")
	for _, args := range [][]string{
		{"review"},
		{"candidates", "list"}, {"candidates", "show", "abc"},
		{"bugs", "list"}, {"bugs", "show", "abc"},
		{"fixes", "list"}, {"fixes", "show", "abc"},
		{"profiles", "list"}, {"profiles", "show", "abc"},
		{"siblings", "list"}, {"siblings", "show", "abc"}, {"siblings", "check"},
		{"export", "abc", "--format", "markdown"}, {"export", "--status", "new", "--format", "mtr", "--out", out},
		{"export", "--fix", "abc", "--format", "mtr", "--out", out},
		{"report"}, {"status"}, {"reduce", "abc"},
		{"eval", "profiles", "--labels", "../../profile/testdata/labels.jsonl"},
		{"eval", "precision", "--labels", "../../eval/testdata/mariadb/precision.jsonl"},
	} {
		code, stdout, stderr := run(t, "", append(args, "--db", missing)...)
		if code != exitFailure || stdout != "" || strings.Count(stderr, "\n") != 1 ||
			!strings.Contains(stderr, "no campaign store at "+missing) || !strings.Contains(stderr, "reaper hunt") {
			t.Errorf("%s: exit %d\nstdout %q\nstderr %q", strings.Join(args, " "), code, stdout, stderr)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Fatalf("%s created %v", strings.Join(args, " "), entries)
		}
	}
	if code, _, stderr := run(t, "", "import", "--jsonl", "../../internal/demo/corpus.jsonl", "--db", missing); code != exitOK {
		t.Fatalf("import into a new store: exit %d, %s", code, stderr)
	}
	if code, stdout, stderr := run(t, "", "fixes", "list", "--db", missing); code != exitOK || !strings.Contains(stdout, "demo-") {
		t.Fatalf("fixes list of the store import made: exit %d\n%s%s", code, stdout, stderr)
	}
}

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
