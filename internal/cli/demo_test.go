package cli

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
)

// `hunt --demo` needs nothing but reaper: it says what it hunts over, ends with candidates
// found on the embedded go-mysql-server, lists its bugs by their ids, shows no placeholder of
// a message's shape and points at the review page; run again, it resumes and validates nothing
// anew.
func TestHuntDemo(t *testing.T) {
	dbmstest.Engines(t)
	db := filepath.Join(t.TempDir(), "demo.db")
	code, out, errOut := run(t, "", "hunt", "--demo", "--db", db)
	if code != 0 || !strings.Contains(out, "next: reaper review --db "+db) {
		t.Fatalf("hunt --demo: exit %d\n%s\n%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "hunting over the demo's 10 go-mysql-server fixes shipped in reaper") || strings.Contains(errOut, "no --repo") {
		t.Errorf("hunt --demo does not say what the demo does:\n%s", errOut)
	}
	m := regexp.MustCompile(`(?m)^(\d+) candidates \(Table 1\)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("hunt --demo printed no candidate count:\n%s", out)
	}
	n, _ := strconv.Atoi(m[1])
	if n < 5 {
		t.Fatalf("hunt --demo found %d candidates, want at least 5:\n%s", n, out)
	}
	// Table 2's candidates are the line's: each counted once, in one origin.
	rows := regexp.MustCompile(`(?m)^  (?:n_fault|candidate|random) +\d+ +\d+ +\d+ +(\d+)$`).FindAllStringSubmatch(out, -1)
	sum := 0
	for _, r := range rows {
		k, _ := strconv.Atoi(r[1])
		sum += k
	}
	if len(rows) != 3 || sum != n {
		t.Errorf("Table 2's %d rows hold %d candidates, the line below counts %d:\n%s", len(rows), sum, n, out)
	}
	// The bugs are listed by the ids `bugs list` gives them.
	var bugs []campaign.Bug
	if code, js, _ := run(t, "", "bugs", "list", "--db", db, "--json"); code != 0 || json.Unmarshal([]byte(js), &bugs) != nil {
		t.Fatalf("bugs list --json: exit %d\n%s", code, js)
	}
	listed := bugLines(out)
	if len(listed) != min(10, len(bugs)) {
		t.Errorf("the summary lists %d bugs of %d:\n%s", len(listed), len(bugs), out)
	}
	for i, id := range listed {
		if id != bugs[i].ID {
			t.Errorf("the summary's bug %d is %s, `bugs list` has %s", i+1, id, bugs[i].ID)
		}
	}
	for _, args := range [][]string{{"status"}, {"candidates", "list"}, {"bugs", "list"}} {
		code, text, _ := run(t, "", append(args, "--db", db)...)
		if p := placeholder.FindString(text); code != 0 || p != "" {
			t.Errorf("reaper %s shows the placeholder %q:\n%s", strings.Join(args, " "), p, text)
		}
	}
	if p := placeholder.FindString(out); p != "" {
		t.Errorf("the summary shows the placeholder %q:\n%s", p, out)
	}
	if !slices.ContainsFunc(bugs, func(b campaign.Bug) bool { return placeholder.MatchString(b.Key) }) {
		t.Errorf("no bug's key has a placeholder: the check above tells nothing")
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
