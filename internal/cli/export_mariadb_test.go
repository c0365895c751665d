package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
	"github.com/reaper-sql/reaper/internal/replay"
	"github.com/reaper-sql/reaper/validate"
)

// avgYearFix is the Reaper paper's running example (its Figure 5), as a fix record of our own
// writing: CREATE TABLE ... AS SELECT AVG(YEAR(a)) derived a DECIMAL column too narrow for the
// average and failed with ERROR 1264; after the fix it succeeds, and the test reads the table it
// made. Its sibling AVG(TO_DAYS(a)) still fails so on MariaDB 10.11.
const avgYearFix = `{"id": "paper-fig5-year", "dbms": "mariadb", ` +
	`"title": "YEAR() in CREATE TABLE ... AS SELECT of an average: out of range value for column", ` +
	`"description": "YEAR() reported a result length too short for the DECIMAL column that CREATE TABLE ... AS SELECT derives for an average of it, so the statement failed with ERROR 1264 (out of range value for column). The fix gives YEAR() a result length that holds its values.", ` +
	`"test": {"format": "mtr", "script": "CREATE TABLE t1 (a DATE);\nINSERT INTO t1 VALUES ('9999-12-31');\nCREATE TABLE t2 AS SELECT AVG(YEAR(a)) AS v FROM t1;\nSELECT * FROM t2;\n", ` +
	`"result": "CREATE TABLE t1 (a DATE);\nINSERT INTO t1 VALUES ('9999-12-31');\nCREATE TABLE t2 AS SELECT AVG(YEAR(a)) AS v FROM t1;\nSELECT * FROM t2;\nv\n9999.0000\n"}, ` +
	`"patch": "diff --git a/sql/item_timefunc.cc b/sql/item_timefunc.cc\n--- a/sql/item_timefunc.cc\n+++ b/sql/item_timefunc.cc\n@@ -1000,7 +1000,7 @@ longlong Item_func_year::val_int()\n bool Item_func_year::fix_length_and_dec()\n {\n   decimals= 0;\n-  fix_char_length(4); /* YEAR: 9999 */\n+  fix_char_length(5); /* YEAR: 9999, and a sign */\n   set_maybe_null();\n   return FALSE;\n }\n"}`

// The paper's AVG(TO_DAYS(a)) bug, found through the real pipeline on a MariaDB sandbox with
// go-mysql-server as the reference engine, exported as mtr (reduced and not) and sqllogictest: no
// file holds the statement after the sibling one (it reads the table the failing CREATE TABLE
// did not make), each is red on MariaDB (the machine's server, of the sandbox's binaries), where
// the bug is, and green on go-mysql-server, which has it not; `reaper run` reads the sqllogictest export by its content and checks it, and the
// fix's suite marks the open bug instead of dropping it.
func TestExportAvgToDaysOnMariaDB(t *testing.T) {
	dbmstest.Engines(t)
	if err := (&sandbox.Options{Kind: "mariadb"}).Validate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	dir := t.TempDir()
	db, fixFile := filepath.Join(dir, "r.db"), filepath.Join(dir, "fix.jsonl")
	if err := os.WriteFile(fixFile, []byte(avgYearFix+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"import", "--jsonl", fixFile},
		{"profile", "--all"},
		{"siblings", "--all", "--target", "sandbox:mariadb", "--max-tests", "40"}, // TO_DAYS is among YEAR's 40 closest
		{"validate", "--all", "--target", "sandbox:mariadb", "--reference", "gms:"},
	} {
		if code, _, errOut := run(t, "", append(args, "--db", db)...); code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errOut)
		}
	}
	_, out, _ := run(t, "", "candidates", "list", "--db", db, "--json")
	var cands []validate.Candidate
	if err := json.Unmarshal([]byte(out), &cands); err != nil {
		t.Fatalf("candidates list --json: %v\n%s", err, out)
	}
	var id string
	for _, c := range cands {
		if c.Construct == "TO_DAYS" && strings.HasPrefix(c.Signature, "error 1264") {
			id = c.ID
		}
	}
	if id == "" {
		t.Fatalf("no TO_DAYS candidate failing with 1264: %+v", cands)
	}

	// The exports replay on the machine's MariaDB, the sandbox's server (one start fewer).
	ctx := t.Context()
	mariaDSN := "mysql://root@127.0.0.1:3306/"
	if v := os.Getenv("REAPER_TEST_MYSQL"); v != "" {
		mariaDSN = v
	}
	maria := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", mariaDSN)
	gms, err := dbms.Open(ctx, dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	defer gms.Close()

	for _, c := range []struct {
		format string
		args   []string
	}{
		{testfmt.MTR, []string{"--no-reduce"}},
		{testfmt.MTR, nil}, // reduced on sandbox:mariadb, where it was validated
		{testfmt.SQLLogicTest, nil},
	} {
		fdir := filepath.Join(dir, "out", c.format, strings.Join(c.args, ""))
		code, _, errOut := run(t, "", append([]string{"export", "--db", db, "--format", c.format, "--out", fdir, id}, c.args...)...)
		if code != 0 || strings.Contains(errOut, "not reduced") {
			t.Fatalf("export %s %v: exit %d %s", c.format, c.args, code, errOut)
		}
		files := exportedFiles(t, fdir, c.format)
		all := ""
		for _, f := range files {
			all += f.Content
		}
		if strings.Contains(all, "FROM t2") || !strings.Contains(all, "AVG(TO_DAYS(a))") {
			t.Fatalf("export %s %v: the statement after the sibling one is exported, or the sibling is not:\n%s", c.format, c.args, all)
		}
		green, detail, err := replay.Run(ctx, maria, c.format, files)
		if err != nil || green || !strings.Contains(detail, "AVG(TO_DAYS(a))") || !strings.Contains(detail, "expected success, got error 1264") {
			t.Fatalf("%s %v on MariaDB: green %v, %q, %v\n%s", c.format, c.args, green, detail, err, all)
		}
		if green, detail, err := replay.Run(ctx, gms, c.format, files); err != nil || !green {
			t.Fatalf("%s %v on go-mysql-server: green %v, %q, %v\n%s", c.format, c.args, green, detail, err, all)
		}
		if c.format != testfmt.SQLLogicTest {
			continue
		}
		// reaper run reads the .test as sqllogictest by its records, and checks it.
		script := filepath.Join(fdir, files[0].Name)
		code, out, _ = run(t, "", "run", "--target", mariaDSN, "--script", script)
		if code != 1 || !strings.Contains(out, "MISMATCH statement 3") || !strings.Contains(out, "    - ok\n    + error 1264 22003: Out of range value") ||
			!strings.Contains(out, "RED: 1 of 3 statements did not do what "+script+" expects (sqllogictest)") {
			t.Fatalf("run on MariaDB: exit %d\n%s", code, out)
		}
		if code, out, _ = run(t, "", "run", "--script", script); code != 0 || !strings.Contains(out, "green: all 3 statements did what") {
			t.Fatalf("run on go-mysql-server: exit %d\n%s", code, out)
		}
	}
	if code, _, errOut := run(t, "", "export", "--db", db, "--format", testfmt.GMS, id); code != 1 || !strings.Contains(errOut, "export format gms is go-mysql-server's ScriptTest and does not fit MariaDB") {
		t.Fatalf("gms export of a MariaDB candidate: exit %d %s", code, errOut)
	}

	// The fix's suite: the open bug is a test of its own, marked as failing.
	sdir := filepath.Join(dir, "suite")
	code, out, errOut := run(t, "", "export", "--db", db, "--fix", "paper-fig5-year", "--format", "mtr", "--target", "sandbox:mariadb", "--out", sdir)
	if code != 0 || strings.Contains(out, " 0 open-bug tests marked as failing") || !strings.Contains(out, "open-bug tests marked as failing") {
		t.Fatalf("export --fix: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, out, errOut := run(t, "", "replay", "--format", "mtr", "--target", "sandbox:mariadb", sdir); code != 0 || !strings.Contains(out, "marked, still failing") {
		t.Fatalf("replay of the suite: exit %d\n%s\n%s", code, out, errOut)
	}
}
