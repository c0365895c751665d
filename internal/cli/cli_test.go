package cli

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/gitfixture"
)

// TestMain lets a test run the command line in a child process (for kill -9 and SIGTERM), with
// the arguments in REAPER_CLI_ARGS separated by newlines, under the signals reaper's main takes.
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv("REAPER_CLI_ARGS"); ok {
		ctx, stop := WithSignals(context.Background())
		code := Run(ctx, strings.Split(args, "\n"), os.Stdin, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// run runs reaper in-process and returns its exit code, stdout and stderr.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Run(t.Context(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// gmsHistory is a go-mysql-server-style history with one fix.
func gmsHistory() []gitfixture.Commit {
	return []gitfixture.Commit{
		{Msg: "Initial", Files: map[string]string{
			"sql/expression/function/round.go":       "package function\n\n// Round rounds.\nfunc Round(x float64) float64 {\n\treturn x\n}\n",
			"enginetest/queries/function_queries.go": "package queries\n\nvar FunctionQueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT ROUND(1.5)\",\n\t\tExpected: []sql.Row{{2}},\n\t},\n}\n",
		}},
		{Msg: "fix panic on date type in `Round()` (#3719)\n\n\x1b[31mred\x1b[0m text", Files: map[string]string{
			"sql/expression/function/round.go":       "package function\n\n// Round rounds.\nfunc Round(x float64) float64 {\n\tif x != x {\n\t\treturn 0\n\t}\n\treturn x\n}\n",
			"enginetest/queries/function_queries.go": "package queries\n\nvar FunctionQueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT ROUND(1.5)\",\n\t\tExpected: []sql.Row{{2}},\n\t},\n\t{\n\t\tQuery:    \"SELECT ROUND(DATE '2020-01-01')\",\n\t\tExpected: []sql.Row{{20200101}},\n\t},\n}\n",
		}},
	}
}

func TestMineListShow(t *testing.T) {
	repo := t.TempDir()
	hashes := gitfixture.Build(t, repo, gmsHistory())
	db := filepath.Join(t.TempDir(), "r.db")

	code, out, errOut := run(t, "", "mine", "--db", db, "--repo", repo)
	if code != 0 || !strings.Contains(out, "fixes kept             1   gms 1") {
		t.Fatalf("mine: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = run(t, "", "mine", "--db", db, "--repo", repo, "--json")
	var sum corpus.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Walked != 0 || sum.AlreadyMined != 1 {
		t.Fatalf("second mine: exit %d, summary %s", code, out)
	}

	code, out, _ = run(t, "", "fixes", "list", "--db", db)
	if code != 0 || !strings.Contains(out, hashes[1].String()[:12]) || !strings.Contains(out, "fix panic on date type") {
		t.Fatalf("fixes list: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "fixes", "show", "--db", db, hashes[1].String()[:8])
	if code != 0 || !strings.Contains(out, "* key | SELECT ROUND(DATE '2020-01-01')") || !strings.Contains(out, "round.go (go) Round") {
		t.Fatalf("fixes show: exit %d\n%s", code, out)
	}
	if strings.Contains(out, "\x1b") || !strings.Contains(out, "?[31mred") {
		t.Fatalf("fixes show passed a terminal escape from the commit message through:\n%q", out)
	}
	code, out, _ = run(t, "", "fixes", "show", "--db", db, "--json", hashes[1].String())
	var rec corpus.FixRecord
	if code != 0 || json.Unmarshal([]byte(out), &rec) != nil || rec.Commit != hashes[1].String() || len(rec.KeyStatements()) != 1 {
		t.Fatalf("fixes show --json: exit %d\n%s", code, out)
	}
}

func TestBadUsageAndBadInput(t *testing.T) {
	notRepo := t.TempDir()
	notDB := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notDB, []byte("not a database at all"), 0o644); err != nil {
		t.Fatal(err)
	}
	repo := t.TempDir()
	gitfixture.Build(t, repo, gmsHistory())
	db := filepath.Join(t.TempDir(), "r.db")
	stored := filepath.Join(t.TempDir(), "stored.db")
	if code, _, errOut := run(t, "", "import", "--jsonl", "../../internal/demo/corpus.jsonl", "--db", stored); code != 0 {
		t.Fatalf("import: %s", errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "usage: reaper"},
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{[]string{"mine", "--db", db}, 2, "--repo is required"},
		{[]string{"mine", "--db", db, "--repo", repo, "--since", "last tuesday"}, 2, `--since "last tuesday"`},
		{[]string{"mine", "--db", db, "--repo", repo, "--layout", "junit"}, 2, `--layout "junit": use one of auto, mtr`},
		{[]string{"mine", "--db", db, "--repo", repo, "--workers", "-1"}, 2, "must not be negative"},
		{[]string{"mine", "--db", db, "--repo", repo, "--bogus"}, 2, "unknown flag --bogus"},
		{[]string{"mine", "--db", db, "--repo", notRepo}, 1, "is not a git repository"},
		{[]string{"mine", "--db", db, "--repo", repo, "--until", "v9.9"}, 1, `unknown revision "v9.9"`},
		{[]string{"mine", "--db", notDB, "--repo", repo}, 1, "is not a reaper store"},
		{[]string{"fixes"}, 2, "use `reaper fixes list`"},
		{[]string{"fixes", "show", "--db", db}, 2, "give one fix id"},
		{[]string{"fixes", "show", "--db", stored, "deadbeef"}, 1, `no fix "deadbeef"`},
		{[]string{"fixes", "show", "--db", db, "deadbeef"}, 1, "no campaign store at " + db},
		{[]string{"import", "--db", db}, 2, "--jsonl FILE"},
		{[]string{"import", "--db", db, "--jsonl", filepath.Join(notRepo, "none.jsonl")}, 1, "cannot read"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
		if strings.Contains(errOut, "goroutine ") || strings.Contains(errOut, "panic") {
			t.Errorf("reaper %s printed a stack trace:\n%s", strings.Join(c.args, " "), errOut)
		}
	}
	if b, _ := os.ReadFile(notDB); string(b) != "not a database at all" {
		t.Fatal("the file given as --db was changed")
	}
}

func TestImport(t *testing.T) {
	db := filepath.Join(t.TempDir(), "r.db")
	lines := []string{
		`{"id": "MDEV-1", "dbms": "mariadb", "title": "NEXTVAL on an alias crashes", "test": {"format": "sql", "script": "CREATE SEQUENCE s;\nSELECT NEXTVAL(s);\n"}, "expected": [{"kind": "ok"}, {"kind": "rows", "rows": [["1"]]}], "patch": "--- a/sql/item.cc\n+++ b/sql/item.cc\n@@ -1,2 +1,3 @@ longlong Item_func_nextval::val_int()\n x\n+y\n z\n"}`,
		`{"id": "MDEV-2", "dbms": "sqlite", "test": {"script": "SELECT 1;"}}`,
		``,
		`// a comment line`,
		`{"id": "PG-1", "dialect": "postgres", "test": {"script": "SELECT make_date(0, 1, 1);"}}`,
		`{not json`,
		`{"id": "MDEV-1", "dbms": "mariadb", "test": {"script": "SELECT 2;"}}`,
	}
	code, out, errOut := run(t, strings.Join(lines, "\n"), "import", "--db", db, "--jsonl", "-")
	if code != 1 || !strings.Contains(out, "imported 2 fix records") {
		t.Fatalf("import: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{`line 2: "dbms"/"dialect": "sqlite" is not a DBMS reaper knows: use one of cockroach, cockroachdb, dolt, duckdb,`, "line 6: not a fix record", `line 7: id "MDEV-1" already used on line 1`} {
		if !strings.Contains(errOut, want) {
			t.Errorf("import stderr lacks %q:\n%s", want, errOut)
		}
	}
	code, out, _ = run(t, "", "fixes", "show", "--db", db, "--json", "MDEV-1")
	var rec corpus.FixRecord
	if code != 0 || json.Unmarshal([]byte(out), &rec) != nil {
		t.Fatalf("show MDEV-1: exit %d\n%s", code, out)
	}
	st := rec.Tests[0].Statements
	if rec.Dialect != "mysql" || len(st) != 2 || st[1].Expect.Rows[0][0] != "1" || !st[1].Key {
		t.Fatalf("imported record %+v", rec)
	}
	if len(rec.Patch.Files) != 1 || rec.Patch.Files[0].Path != "sql/item.cc" || rec.Patch.Files[0].Functions[0] != "Item_func_nextval::val_int" || rec.Patch.Added != 1 {
		t.Fatalf("imported patch %+v", rec.Patch)
	}
}

// TestKillDuringMineLosesNothing kills `reaper mine` with SIGKILL once it has stored some
// commits, runs it again, and checks the store ends up exactly as an uninterrupted run's.
func TestKillDuringMineLosesNothing(t *testing.T) {
	repo := t.TempDir()
	var history []gitfixture.Commit
	history = append(history, gitfixture.Commit{Msg: "Initial", Files: map[string]string{"src/exec.c": "int x;\n", "tests/q/a.sql": "SELECT 0;\n"}})
	// Each fix rewrites one statement of a 20-statement test, so every commit costs the same.
	script := make([]string, 20)
	for i := 1; i <= 3000; i++ {
		script[i%len(script)] = fmt.Sprintf("SELECT %d;", i)
		history = append(history, gitfixture.Commit{Msg: fmt.Sprintf("Fix crash %d", i), Files: map[string]string{
			"src/exec.c":    fmt.Sprintf("int x = %d;\n", i),
			"tests/q/a.sql": strings.Join(script, "\n") + "\n",
		}})
	}
	gitfixture.Build(t, repo, history)
	dir := t.TempDir()
	full := filepath.Join(dir, "full.db")
	if code, out, errOut := run(t, "", "mine", "--db", full, "--repo", repo); code != 0 {
		t.Fatalf("uninterrupted mine: %d\n%s%s", code, out, errOut)
	}

	killed := filepath.Join(dir, "killed.db")
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "REAPER_CLI_ARGS="+strings.Join([]string{"mine", "--db", killed, "--repo", repo, "--workers", "1"}, "\n"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for rowCount(t, "mined_commits", killed) == 0 {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the child stored nothing within a minute")
		}
		time.Sleep(2 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("child was not killed mid-run (it finished first: %v); make the history longer", err)
	}
	atKill := rowCount(t, "mined_commits", killed)
	if atKill == 0 || atKill >= 3000 {
		t.Fatalf("%d commits stored at the kill, want some but not all", atKill)
	}
	if code, out, errOut := run(t, "", "mine", "--db", killed, "--repo", repo); code != 0 || !strings.Contains(out, fmt.Sprintf("(%d mined before", atKill)) {
		t.Fatalf("resumed mine: %d\n%s%s", code, out, errOut)
	}
	if a, b := storeDump(t, full), storeDump(t, killed); a != b {
		t.Fatalf("store after kill and resume differs from an uninterrupted run:\n%s", firstDiff(a, b))
	}
}

// rowCount counts a table's rows in a store another process may be writing; 0 before the store
// or its schema exists.
func rowCount(t *testing.T, table, db string) int {
	if _, err := os.Stat(db); err != nil {
		return 0
	}
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(1000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int
	if err := conn.QueryRow("SELECT count(*) FROM " + table).Scan(&n); err != nil {
		return 0 // the schema may not be there yet
	}
	return n
}

// storeDump renders what a store holds, minus times of mining, in a stable order.
func storeDump(t *testing.T, db string) string {
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var lines []string
	for _, q := range []string{
		"SELECT commit_hash || ' ' || kept || ' ' || reason || ' ' || detail FROM mined_commits",
		"SELECT id || ' ' || record FROM fixes",
	} {
		rows, err := conn.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var s string
			if err := rows.Scan(&s); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, s)
		}
		rows.Close()
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n  %.200s\n  %.200s", i, al[i], bl[i])
		}
	}
	return fmt.Sprintf("%d lines vs %d lines", len(al), len(bl))
}

func TestRunScript(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	good := filepath.Join(dir, "case.sql")
	if err := os.WriteFile(good, []byte("CREATE TABLE t (a INT);\nINSERT INTO t VALUES (1), (NULL);\nSELECT a FROM t ORDER BY a;\nSELECT * FROM nope;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	unsupported := filepath.Join(dir, "uses_source.test")
	if err := os.WriteFile(unsupported, []byte("--source include/have_innodb.inc\nSELECT 1;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	target := "mysql://root@127.0.0.1:3306/"
	if v := os.Getenv("REAPER_TEST_MYSQL"); v != "" {
		target = v
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"run", "--target", target}, 2, "give the script with --script FILE"},
		{[]string{"run", "--target", target, "--script", filepath.Join(dir, "case.txt")}, 2, "give --format"},
		{[]string{"run", "--target", target, "--script", filepath.Join(dir, "none.sql")}, 1, "cannot read"},
		{[]string{"run", "--target", target, "--script", unsupported}, 1, "line 1: source include/have_innodb.inc"},
		{[]string{"run", "--target", "oracle://x", "--script", good}, 2, `--target "oracle://x": unknown target scheme "oracle"`},
		{[]string{"target"}, 2, "reaper target check DSN"},
		{[]string{"target", "check", "mysql://root:hunter2@127.0.0.1:1/"}, 1, "does not answer"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "hunter2") {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}

	code, out, errOut := run(t, "", "run", "--target", target, "--script", good, "--json")
	if code != 0 {
		if os.Getenv("CI") != "true" && strings.Contains(errOut, "does not answer") {
			t.Skipf("no MariaDB at %s: %s", target, errOut)
		}
		t.Fatalf("run: exit %d: %s", code, errOut)
	}
	var ex struct {
		Results []struct {
			Outcome  string      `json:"outcome"`
			Rows     [][]*string `json:"rows"`
			SQLState string      `json:"sqlstate"`
		} `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &ex); err != nil {
		t.Fatal(err)
	}
	r := ex.Results
	if len(r) != 4 || r[2].Outcome != "ok" || len(r[2].Rows) != 2 || r[2].Rows[0][0] != nil || *r[2].Rows[1][0] != "1" ||
		r[3].Outcome != "error" || r[3].SQLState != "42S02" {
		t.Fatalf("run results: %s", out)
	}
	// Without --target the script runs on the embedded go-mysql-server.
	code, out, errOut = run(t, "", "run", "--script", good)
	if code != 0 || !strings.Contains(out, "target gms:") || !strings.Contains(out, "-> error 1146 HY000 table not found: nope") {
		t.Fatalf("run on the default target: exit %d\n%s\n%s", code, out, errOut)
	}
}

func TestGrammarCommands(t *testing.T) {
	dir := t.TempDir()
	g4 := filepath.Join(dir, "Fetch.g4")
	if err := os.WriteFile(g4, []byte("grammar Fetch;\nfetchStatement : 'FETCH' fetchDirection? 'FROM'? ID ;\nfetchDirection : 'NEXT' | 'PRIOR' | 'ABSOLUTE' INT | 'RELATIVE' INT ;\nID : [a-z]+ ;\nINT : [0-9]+ ;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "grammar", "siblings", "FETCH", "ABSOLUTE", "--grammar", g4)
	if code != 0 || !strings.Contains(out, "FETCH NEXT") || !strings.Contains(out, "FETCH RELATIVE") || strings.Contains(out, "FETCH ABSOLUTE ") {
		t.Fatalf("siblings: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ = run(t, "", "grammar", "graph", "--grammar", g4, "--rule", "fetchDirection", "--depth", "1")
	if code != 0 || !strings.Contains(out, `"fetchStatement" -> "fetchDirection"`) || !strings.Contains(out, `label="ABSOLUTE"`) {
		t.Fatalf("graph: exit %d\n%s", code, out)
	}
	// A DBMS's own yacc grammar, read from its repository at a commit.
	repo := t.TempDir()
	gitfixture.Build(t, repo, []gitfixture.Commit{{Msg: "grammar", Files: map[string]string{
		"sql/sql_yacc.yy": "%token <kwd> NEXTVAL_SYM SETVAL_SYM LASTVAL_SYM\n%token <lex_str> IDENT\n%%\nfunc: NEXTVAL_SYM '(' IDENT ')' | SETVAL_SYM '(' IDENT ',' IDENT ')' | LASTVAL_SYM '(' IDENT ')' ;\n%%\n",
	}}})
	code, out, errOut = run(t, "", "grammar", "siblings", "NEXTVAL", "--repo", repo, "--commit", "master", "--grammar", "sql/sql_yacc.yy", "--json")
	var sibs []struct{ Construct string }
	if code != 0 || json.Unmarshal([]byte(out), &sibs) != nil || len(sibs) != 2 || sibs[0].Construct != "SETVAL" || sibs[1].Construct != "LASTVAL" {
		t.Fatalf("siblings from a repository: exit %d\n%s%s", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"grammar"}, 2, "reaper grammar siblings|graph|parse|coverage"},
		{[]string{"grammar", "siblings", "NEXTVAL"}, 1, "give the grammar with --dialect mysql|postgres|duckdb or --grammar FILE"},
		{[]string{"grammar", "siblings", "FETCH ABSOLUT", "--grammar", g4}, 1, `nearest: ABSOLUTE`},
		{[]string{"grammar", "graph", "--grammar", g4, "--format", "png"}, 2, `--format "png"`},
		{[]string{"grammar", "graph", "--grammar", g4, "--rule", "nope"}, 1, `no production "nope"`},
		{[]string{"grammar", "siblings", "X", "--grammar", filepath.Join(dir, "none.g4")}, 1, "cannot read grammar"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

func TestGrammarSiblingsWithACatalog(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	g4 := filepath.Join(dir, "Dates.g4")
	if err := os.WriteFile(g4, []byte("grammar Dates;\ncall : dateFunction | ID '(' ')' ;\ndateFunction : 'MAKE_DATE' '(' INT ',' INT ',' INT ')' | 'DATE_TRUNC' '(' ID ',' ID ')' ;\nID : [a-z]+ ;\nINT : [0-9]+ ;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	target := "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
	if v := os.Getenv("REAPER_TEST_POSTGRES"); v != "" {
		target = v
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	code, out, errOut := run(t, "", "grammar", "siblings", "make_date", "--grammar", g4, "--target", target, "--json")
	if code != 0 {
		if os.Getenv("CI") != "true" && strings.Contains(errOut, "does not answer") {
			t.Skipf("no PostgreSQL: %s", errOut)
		}
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var sibs []struct {
		Construct string
	}
	if err := json.Unmarshal([]byte(out), &sibs); err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, s := range sibs {
		found[s.Construct] = true
	}
	// make_timestamp is not in this grammar: it comes from pg_proc, in make_date's family.
	if !found["DATE_TRUNC"] || !found["MAKE_TIMESTAMP"] || found["MAKE_DATE"] {
		t.Fatalf("siblings of make_date: %v", sibs)
	}
}

func TestGrammarParseAndCoverage(t *testing.T) {
	code, out, errOut := run(t, "", "grammar", "parse", "--dialect", "postgres", "FETCH ABSOLUTE 1 FROM c")
	if code != 0 || !strings.Contains(out, "(fetchDirection ABSOLUTE") {
		t.Fatalf("parse: exit %d\n%s%s", code, out, errOut)
	}
	code, _, errOut = run(t, "SELECT FROM WHERE", "grammar", "parse", "--dialect", "mysql", "--stdin")
	if code != 1 || !strings.Contains(errOut, "1:7: ") {
		t.Fatalf("syntax error: exit %d, %s", code, errOut)
	}
	dir := t.TempDir()
	suite := filepath.Join(dir, "suite.sql")
	if err := os.WriteFile(suite, []byte("SELECT 1;\nSELECT NEXTVAL(s1);\nSELECT 1;\nSELEC broken;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = run(t, "", "grammar", "coverage", "--dialect", "mysql", suite)
	if code != 0 || !strings.Contains(out, "mysql: 2 of 3 distinct statements parse (66.67%)") || !strings.Contains(out, "SELEC broken") {
		t.Fatalf("coverage: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "grammar", "siblings", "NEXTVAL", "--dialect", "mysql")
	if code != 0 || !strings.Contains(out, "SETVAL") || !strings.Contains(out, "LASTVAL") {
		t.Fatalf("siblings --dialect: exit %d\n%s", code, out)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"grammar", "parse", "SELECT 1"}, 2, "give --dialect"},
		{[]string{"grammar", "parse", "--dialect", "oracle", "SELECT 1"}, 2, `"oracle" is not a DBMS reaper knows: use one of`},
		{[]string{"grammar", "coverage", "--dialect", "mysql"}, 2, "name the test files"},
		{[]string{"grammar", "siblings", "NEXTVAL", "--dialect", "mysql", "--grammar", suite}, 1, "not both"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// reaper run tells a sqllogictest .test from an mtr one by its records (--format overrides
// it), checks every statement against what the file expects as the format's runner does, prints
// a diff of each that differs and exits 1 then; 0 when the file is green.
func TestRunChecksExpectations(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	write := func(name, content string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	slt := "# a comment first\nstatement ok\nCREATE TABLE t (a INT)\n\nstatement ok\nINSERT INTO t VALUES (1), (2)\n\n" +
		"query I rowsort\nSELECT a FROM t\n----\n1\n%s\n\nstatement error\nSELECT * FROM nope\n----\ntable not found\n"
	red := write("red.test", fmt.Sprintf(slt, "3"))
	code, out, errOut := run(t, "", "run", "--script", red)
	if code != 1 || !strings.Contains(out, `MISMATCH statement 3 (line 8) "SELECT a FROM t": expected rows [[1] [3]], got [[1] [2]]`) ||
		!strings.Contains(out, "      ok, 2 rows\n      1\n    - 3\n    + 2\n") || !strings.Contains(out, "RED: 1 of 4 statements did not do what "+red+" expects (sqllogictest)") {
		t.Fatalf("run of a red sqllogictest .test: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = run(t, "", "run", "--script", red, "--json")
	var ex dbms.Execution
	if code != 1 || json.Unmarshal([]byte(out), &ex) != nil || len(ex.Results) != 4 || !strings.Contains(errOut, "MISMATCH statement 3") {
		t.Fatalf("run --json of a red file: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, out, _ := run(t, "", "run", "--script", red, "--format", "mtr"); code != 1 || !strings.Contains(out, "[1] statement ok") {
		t.Fatalf("run --format mtr of a sqllogictest file: exit %d\n%s", code, out)
	}
	green := write("green.test", fmt.Sprintf(slt, "2"))
	if code, out, _ := run(t, "", "run", "--script", green); code != 0 || !strings.Contains(out, "green: all 4 statements did what "+green+" expects (sqllogictest)") {
		t.Fatalf("run of a green sqllogictest .test: exit %d\n%s", code, out)
	}

	// mtr: the .result beside the .test is what the rows are checked against.
	mtr := write("m.test", "CREATE TABLE t (a INT);\nINSERT INTO t VALUES (1);\nSELECT a FROM t;\n--error 1146\nSELECT * FROM nope;\n")
	write("m.result", "CREATE TABLE t (a INT);\nINSERT INTO t VALUES (1);\nSELECT a FROM t;\na\n2\nSELECT * FROM nope;\nERROR HY000: table not found: nope\n")
	if code, out, _ := run(t, "", "run", "--script", mtr); code != 1 || !strings.Contains(out, "MISMATCH statement 3") || !strings.Contains(out, "    - 2\n    + 1\n") ||
		!strings.Contains(out, "(mtr)") {
		t.Fatalf("run of a red mtr test: exit %d\n%s", code, out)
	}
}
