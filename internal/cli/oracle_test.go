package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/validate/oracle"
)

func TestOracleCommand(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	setup := filepath.Join(dir, "setup.sql")
	if err := os.WriteFile(setup, []byte("CREATE TABLE t (a INT, b VARCHAR(5));\n"+
		"INSERT INTO t VALUES (1, 'x;y'), (2, NULL), (NULL, 'z'), (2, NULL);\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	badDelimiter := filepath.Join(dir, "bad.sql")
	if err := os.WriteFile(badDelimiter, []byte("DELIMITER\nSELECT 1;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	q := "SELECT a, b FROM t WHERE a > 1 OR b = 'x;y'"
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"oracle"}, 2, "name the oracle"},
		{[]string{"oracle", "pqs", "--query", q}, 2, `unknown oracle "pqs": use one of norec, tlp, derived, ctas, insert, view, prepared, wrap`},
		{[]string{"oracle", "tlp"}, 2, "give the query with --query SQL"},
		{[]string{"oracle", "tlp", "--query", q, "extra"}, 2, "give the query with --query SQL"},
		{[]string{"oracle", "norec", "--query", q, "--bogus"}, 2, "unknown flag --bogus"},
		{[]string{"oracle", "tlp", "--query", q, "--setup", filepath.Join(dir, "none.sql")}, 1, "cannot read the setup script " + filepath.Join(dir, "none.sql")},
		{[]string{"oracle", "tlp", "--query", q, "--setup", badDelimiter}, 1, "setup script " + badDelimiter},
		{[]string{"oracle", "norec", "--query", q, "--target", "mysql://root:hunter2@127.0.0.1:1/"}, 1, "does not answer"},
		{[]string{"oracle", "norec", "--query", q, "--target", "oracle://x"}, 2, `--target "oracle://x": unknown target scheme "oracle"`},
	} {
		code, _, errOut := run(t, "", c.args...)
		// A tooling failure is one line naming the input at fault (a flag error also prints the flags).
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "hunter2") || (code == 1 && strings.Count(errOut, "\n") != 1) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}

	// Every verdict exits 0: consistent, not applicable, not validated.
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"oracle", "tlp", "--setup", setup, "--query", q},
			[]string{"oracle   tlp (where)", "[1]    SELECT a, b FROM t\n", "verdict  consistent", "detail   base query: 4 rows, partitions: 4 rows"}},
		{[]string{"oracle", "norec", "--setup", setup, "--query", q},
			[]string{"oracle   norec (count)", "verdict  consistent", "detail   optimized COUNT(*) = 3, unoptimized count = 3"}},
		{[]string{"oracle", "norec", "--query", "SELECT a FROM t UNION SELECT 1 FROM t"},
			[]string{"verdict  not applicable: a set operation (UNION) at the top level"}},
		{[]string{"oracle", "tlp", "--query", q},
			[]string{"verdict  not validated: query 1: error", "table not found: t"}},
	} {
		code, out, errOut := run(t, "", c.args...)
		for _, w := range c.want {
			if code != 0 || !strings.Contains(out, w) {
				t.Errorf("reaper %s: exit %d, stderr %q, stdout:\n%s\nwant it to say %q", strings.Join(c.args, " "), code, errOut, out, w)
			}
		}
	}

	code, out, errOut := run(t, "", "oracle", "tlp", "--setup", setup, "--query", "SELECT COUNT(b) FROM t WHERE a = 2", "--json")
	var res oracle.Result
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("--json: exit %d, stderr %s, stdout %s", code, errOut, out)
	}
	if res.Oracle != "tlp" || res.Variant != "aggregate COUNT" || res.Verdict != oracle.Consistent || len(res.Queries) != 2 ||
		res.Execution == nil || len(res.Execution.Results) != 4 || *res.Execution.Results[2].Rows[0][0] != "2" {
		t.Fatalf("--json: %s", out)
	}
}

// TestOracleCommandFindsAViolation runs the command on MariaDB with a setup script whose
// predicate is TRUE for its first two calls only: the counts differ, and that is data (exit 0).
func TestOracleCommandFindsAViolation(t *testing.T) {
	dbmstest.Engines(t)
	target := "mysql://root@127.0.0.1:3306/"
	if v := os.Getenv("REAPER_TEST_MYSQL"); v != "" {
		target = v
	}
	setup := filepath.Join(t.TempDir(), "plant.sql")
	if err := os.WriteFile(setup, []byte("CREATE TABLE t (a INT);\nINSERT INTO t VALUES (1), (2), (3), (4), (5);\nSET @n = 0;\n"+
		"DELIMITER //\nCREATE FUNCTION f() RETURNS INT NOT DETERMINISTIC BEGIN SET @n = COALESCE(@n, 0) + 1; RETURN @n <= 2; END //\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "oracle", "norec", "--target", target, "--setup", setup, "--query", "SELECT a FROM t WHERE f()")
	if code != 0 && os.Getenv("CI") != "true" && strings.Contains(errOut, "does not answer") {
		t.Skipf("no MariaDB at %s: %s", target, errOut)
	}
	if code != 0 || !strings.Contains(out, "verdict  violation") || !strings.Contains(out, "optimized COUNT(*) = 2, unoptimized count = 0") {
		t.Fatalf("exit %d, stderr %s, stdout:\n%s", code, errOut, out)
	}
}
