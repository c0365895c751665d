package cli

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// `hunt --demo` needs nothing but reaper: it ends with candidates found on the embedded
// go-mysql-server and points at the review page; run again, it resumes and validates nothing anew.
func TestHuntDemo(t *testing.T) {
	db := filepath.Join(t.TempDir(), "demo.db")
	code, out, errOut := run(t, "", "hunt", "--demo", "--db", db)
	if code != 0 || !strings.Contains(out, "next: reaper review --db "+db) {
		t.Fatalf("hunt --demo: exit %d\n%s\n%s", code, out, errOut)
	}
	m := regexp.MustCompile(`(?m)^(\d+) candidates \(Table 1\)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("hunt --demo printed no candidate count:\n%s", out)
	}
	if n, _ := strconv.Atoi(m[1]); n < 5 {
		t.Fatalf("hunt --demo found %d candidates, want at least 5:\n%s", n, out)
	}
	code, out, errOut = run(t, "", "hunt", "--demo", "--db", db)
	if code != 0 || !regexp.MustCompile(`(?m)^  validate +0 +\d+ `).MatchString(out) {
		t.Fatalf("second hunt --demo: exit %d, want it to resume with nothing to validate\n%s\n%s", code, out, errOut)
	}
}

// A demo is not mixed into another campaign's store, nor run with a repository of its own.
func TestHuntDemoRefusals(t *testing.T) {
	db := filepath.Join(t.TempDir(), "r.db")
	record := `{"id": "MDEV-1", "dbms": "mariadb", "test": {"script": "SELECT 1;"}}`
	if code, _, errOut := run(t, record, "import", "--db", db, "--jsonl", "-"); code != 0 {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	code, out, errOut := run(t, "", "hunt", "--demo", "--db", db)
	if code != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "holds another campaign") || !strings.Contains(errOut, "MDEV-1") {
		t.Fatalf("hunt --demo on another campaign's store: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = run(t, "", "fixes", "list", "--db", db, "--json")
	if code != 0 || strings.Contains(out, "demo-") {
		t.Fatalf("the refused demo left fixes in the store: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = run(t, "", "hunt", "--demo", "--repo", t.TempDir(), "--db", filepath.Join(t.TempDir(), "d.db"))
	if code != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "either --demo or --repo") {
		t.Fatalf("hunt --demo --repo: exit %d\n%s%s", code, out, errOut)
	}
}
