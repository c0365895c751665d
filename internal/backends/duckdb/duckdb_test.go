//go:build cgo

package duckdb

import (
	"errors"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// The tests run the DuckDB library the module links: there is no server to skip for.

func open(t *testing.T) *Target {
	t.Helper()
	tg, err := Open(t.Context(), "duckdb:")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

func script(sqls ...string) []dbms.Statement {
	out := make([]dbms.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = dbms.Statement{SQL: s}
	}
	return out
}

func run(t *testing.T, tg dbms.Target, stmts []dbms.Statement, opts dbms.RunOptions) *dbms.Execution {
	t.Helper()
	ex, err := tg.Run(t.Context(), stmts, opts)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	if len(ex.Results) != len(stmts) {
		t.Fatalf("%d results for %d statements", len(ex.Results), len(stmts))
	}
	return ex
}

func str(s string) *string { return &s }

// cells are a result's rows with NULL as <nil>, for messages and comparisons.
func cells(r dbms.Result) [][]string {
	out := make([][]string, len(r.Rows))
	for i, row := range r.Rows {
		for _, c := range row {
			v := "<nil>"
			if c != nil {
				v = *c
			}
			out[i] = append(out[i], v)
		}
	}
	return out
}

// TestConformance runs the cases of package dbms's conformance suite that apply to DuckDB.
// DuckDB attaches no warnings to statements, so that case is left out.
func TestConformance(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	info, err := tg.Info(t.Context())
	if err != nil || info.Product != "DuckDB" || !strings.HasPrefix(info.Version, "v2.0.0 ") || !info.Managed ||
		info.StatementTimeout != "client (interrupt)" {
		t.Fatalf("info %+v, %v", info, err)
	}

	t.Run("outcomes", func(t *testing.T) {
		ex := run(t, tg, script(
			"CREATE TABLE t (a INT, b VARCHAR(10))",
			"INSERT INTO t VALUES (1, 'x'), (2, NULL), (3, 'NULL')",
			"SELECT a, b FROM t ORDER BY a",
			"SELECT * FROM no_such_table",
			"UPDATE t SET b = 'y' WHERE a IN (2, 3)",
			"DELETE FROM t WHERE a = 1",
			"-- only a comment",
		), dbms.RunOptions{})
		r := ex.Results
		if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeOK || r[1].RowsAffected != 3 || len(r[1].Columns) != 0 {
			t.Fatalf("create/insert: %+v %+v", r[0], r[1])
		}
		sel := r[2]
		want := [][]*string{{str("1"), str("x")}, {str("2"), nil}, {str("3"), str("NULL")}}
		if sel.Outcome != dbms.OutcomeOK || !reflect.DeepEqual(sel.Columns, []string{"a", "b"}) || !reflect.DeepEqual(sel.Rows, want) {
			t.Fatalf("select: %+v %v", sel, cells(sel))
		}
		if !reflect.DeepEqual(sel.Types, []string{"INTEGER", "VARCHAR"}) {
			t.Fatalf("column types %v", sel.Types)
		}
		// DuckDB has no SQLSTATE or error number: the error type leads the message.
		e := r[3]
		if e.Outcome != dbms.OutcomeError || e.SQLState != "" || e.Code != 0 ||
			!strings.HasPrefix(e.Message, "Catalog Error: Table with name no_such_table does not exist!") {
			t.Fatalf("missing table: %+v", e)
		}
		if u, d := r[4], r[5]; u.Outcome != dbms.OutcomeOK || u.RowsAffected != 2 || d.RowsAffected != 1 {
			t.Fatalf("update/delete: %+v %+v", u, d)
		}
		if c := r[6]; c.Outcome != dbms.OutcomeOK || c.Message != "" || c.Columns != nil {
			t.Fatalf("a comment: %+v", c)
		}
	})

	t.Run("isolation", func(t *testing.T) {
		// A table, a session setting and a global one stay in their run.
		run(t, tg, script("CREATE TABLE private_to_one_run (a INT)", "SET default_null_order = 'nulls_first'",
			"SET GLOBAL default_order = 'desc'"), dbms.RunOptions{})
		second := run(t, tg, script("SELECT * FROM private_to_one_run",
			"SELECT current_setting('default_null_order'), current_setting('default_order')"), dbms.RunOptions{})
		if r := second.Results[0]; r.Outcome != dbms.OutcomeError || !strings.HasPrefix(r.Message, "Catalog Error") {
			t.Fatalf("second run saw the first run's table: %+v", r)
		}
		if got := cells(second.Results[1]); !reflect.DeepEqual(got, [][]string{{"NULLS_LAST", "ASCENDING"}}) {
			t.Fatalf("second run saw the first run's settings: %v", got)
		}
	})

	t.Run("repeatable", func(t *testing.T) {
		stmts := script("CREATE TABLE t (a INT, b VARCHAR(10))", "INSERT INTO t VALUES (3, 'c'), (1, NULL)",
			"SELECT a, b FROM t ORDER BY a", "SELECT a FROM nope", "SELECT 1/0, 1//0")
		a, b := run(t, tg, stmts, dbms.RunOptions{}), run(t, tg, stmts, dbms.RunOptions{})
		for i := range a.Results {
			x, y := a.Results[i], b.Results[i]
			x.Duration, y.Duration = 0, 0
			if !reflect.DeepEqual(x, y) {
				t.Fatalf("statement %d differs between runs:\n%+v\n%+v", i, x, y)
			}
		}
	})

	t.Run("hang", func(t *testing.T) {
		slow := "SELECT sum(hash(i)) FROM range(10000000000000) t(i)"
		start := time.Now()
		ex := run(t, tg, script(slow, "SELECT 1"), dbms.RunOptions{StatementTimeout: 500 * time.Millisecond})
		if r := ex.Results[0]; r.Outcome != dbms.OutcomeHang || r.Message != "INTERRUPT Error: Interrupted!" {
			t.Fatalf("a slow statement past the timeout: %+v", r)
		}
		if r := ex.Results[1]; r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "1" {
			t.Fatalf("statement after a hang: %+v", r)
		}
		if d := time.Since(start); d > 4*time.Second {
			t.Fatalf("the hang took %s to cut short", d)
		}
		ex = run(t, tg, script(slow, "SELECT 1"), dbms.RunOptions{StatementTimeout: 500 * time.Millisecond, StopAfterHang: true})
		if ex.Results[0].Outcome != dbms.OutcomeHang || ex.Results[1].Outcome != dbms.OutcomeNotRun || ex.Crashed {
			t.Fatalf("stop after hang: %+v, crashed %v", ex.Results, ex.Crashed)
		}
	})

	t.Run("connections", func(t *testing.T) {
		ex := run(t, tg, []dbms.Statement{
			{SQL: "CREATE TABLE c (a INT)"},
			{SQL: "INSERT INTO c VALUES (1)", Connection: "con1"},
			{SQL: "BEGIN TRANSACTION", Connection: "con1"},
			{SQL: "INSERT INTO c VALUES (2)", Connection: "con1"},
			{SQL: "SELECT count(*) FROM c"},
			{SQL: "COMMIT", Connection: "con1"},
			{SQL: "SELECT count(*) FROM c"},
		}, dbms.RunOptions{})
		// A second connection works in the same database, with a transaction of its own.
		if a, b := cells(ex.Results[4]), cells(ex.Results[6]); !reflect.DeepEqual(a, [][]string{{"1"}}) || !reflect.DeepEqual(b, [][]string{{"2"}}) {
			t.Fatalf("connections: %+v", ex.Results)
		}
	})

	t.Run("database", func(t *testing.T) {
		stmts := []dbms.Statement{
			{SQL: "CREATE TABLE t (a INT)"},
			{SQL: "INSERT INTO t VALUES (1)", Connection: "con1"},
			{SQL: "SELECT current_schema(), count(*) FROM t"},
			{SQL: "SELECT current_schema(), current_database()", Connection: "con1"},
		}
		ex := run(t, tg, stmts, dbms.RunOptions{Database: "mydb"})
		if ex.Database != "mydb" || !reflect.DeepEqual(cells(ex.Results[2]), [][]string{{"mydb", "1"}}) ||
			!reflect.DeepEqual(cells(ex.Results[3]), [][]string{{"mydb", "memory"}}) {
			t.Fatalf("a run in schema mydb: %s %+v", ex.Database, ex.Results)
		}
		for _, name := range []string{"", "memory"} {
			ex = run(t, tg, stmts[2:3], dbms.RunOptions{Database: name})
			if ex.Database != "memory" || ex.Results[0].Outcome != dbms.OutcomeError {
				t.Fatalf("a run with database %q: %s %+v", name, ex.Database, ex.Results)
			}
		}
	})
}

// TestTextIsDuckDBsCast: every value of every type DuckDB has (test_all_types: each type's
// minimum, maximum and NULL) is recorded as DuckDB's own CAST to VARCHAR prints it, and every
// column's type as typeof names it.
func TestTextIsDuckDBsCast(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	ex := run(t, tg, script(
		"SELECT * FROM test_all_types()",
		"SELECT CAST(COLUMNS(*) AS VARCHAR) FROM test_all_types()",
		"SELECT typeof(COLUMNS(*)) FROM test_all_types() LIMIT 1",
		"SELECT 'a' AS s, '' AS e, NULL AS n, 'NULL' AS t, 0.1::DOUBLE AS d, 1e20::DOUBLE AS big, [1, NULL] AS l, {'k': 'a b'} AS st",
		// Field names DuckDB quotes in a type's name: keywords, digits first, other characters.
		`SELECT {'A': 1, 'name': 2, 'select': 3, 'x y': 4, '1a': 5, 'a1': 6, 'Ab': 7, 'order': 9, 'x"y': 11, 'é': 12} AS s,
			union_value("year" := 1) AS u, ['a']::ENUM('a', 'b c')[] AS e`,
		"SELECT typeof(COLUMNS(*)) FROM ("+`SELECT {'A': 1, 'name': 2, 'select': 3, 'x y': 4, '1a': 5, 'a1': 6, 'Ab': 7, 'order': 9, 'x"y': 11, 'é': 12} AS s,
			union_value("year" := 1) AS u, ['a']::ENUM('a', 'b c')[] AS e`+")",
	), dbms.RunOptions{})
	typed, text, types := ex.Results[0], ex.Results[1], ex.Results[2]
	if typed.Outcome != dbms.OutcomeOK || text.Outcome != dbms.OutcomeOK || types.Outcome != dbms.OutcomeOK || len(typed.Rows) != 3 {
		t.Fatalf("test_all_types: %+v", ex.Results[:3])
	}
	if typed.Message != "" {
		t.Fatalf("rows not read as text: %s", typed.Message)
	}
	for c, col := range typed.Columns {
		for i := range typed.Rows {
			if a, b := typed.Rows[i][c], text.Rows[i][c]; (a == nil) != (b == nil) || a != nil && *a != *b {
				t.Errorf("column %s row %d: recorded %v, DuckDB's cast %v", col, i, cells(typed)[i][c], cells(text)[i][c])
			}
		}
		if want := *types.Rows[0][c]; typed.Types[c] != want {
			t.Errorf("column %s: type %q, typeof says %q", col, typed.Types[c], want)
		}
	}
	if got := cells(ex.Results[3]); !reflect.DeepEqual(got, [][]string{{"a", "", "<nil>", "NULL", "0.1", "1e+20", "[1, NULL]", "{'k': a b}"}}) {
		t.Fatalf("values: %q", got)
	}
	if got, want := ex.Results[4].Types, cells(ex.Results[5]); len(want) != 1 || !reflect.DeepEqual(got, want[0]) {
		t.Fatalf("types %q, typeof says %q", got, want)
	}
}

// TestTimeZoneOfTheSession: a value with a time zone prints in the TimeZone the test set.
func TestTimeZoneOfTheSession(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	q := "SELECT TIMESTAMPTZ '2020-01-01 00:00:00+00' AS ts, [TIMESTAMPTZ '2020-06-01 00:00:00+00'] AS l"
	ex := run(t, tg, script("SET TimeZone = 'America/New_York'", q, "SET TimeZone = 'Asia/Kolkata'", q), dbms.RunOptions{})
	if got := cells(ex.Results[1]); !reflect.DeepEqual(got, [][]string{{"2019-12-31 19:00:00-05", "['2020-05-31 20:00:00-04']"}}) {
		t.Fatalf("New York: %q", got)
	}
	if got := cells(ex.Results[3]); !reflect.DeepEqual(got, [][]string{{"2020-01-01 05:30:00+05:30", "['2020-06-01 05:30:00+05:30']"}}) {
		t.Fatalf("Kolkata: %q", got)
	}
}

// TestInternalErrors: a FATAL error, DuckDB's class of internal errors that invalidate the
// database, after which it refuses every statement: the rest of the run is not run, and the next
// run has a fresh database. DuckDB's debug settings make one on purpose. (The INTERNAL errors of
// DuckDB 1.5.5 this test ran, one of them one after which DuckDB goes on, are fixed in 2.0.0;
// TestSplitStack keeps the stack an INTERNAL error carries out of its message.)
func TestInternalErrors(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	// DuckDB's debug settings make a commit fail and its revert fail too, which invalidates the
	// database: the next statement gets the FATAL error.
	ex := run(t, tg, script(
		"CREATE TABLE t (i INTEGER)",
		"SET debug_force_commit_failure = true",
		"SET debug_force_commit_revert_failure = true",
		"BEGIN",
		"INSERT INTO t VALUES (1)",
		"COMMIT",
		"SELECT count(*) FROM t",
		"SELECT 1",
		"SELECT 2",
	), dbms.RunOptions{})
	if r := ex.Results[5]; r.Outcome != dbms.OutcomeError || !strings.Contains(r.Message, "Forced commit failure") {
		t.Fatalf("the forced commit failure: %+v", r)
	}
	r := ex.Results[6]
	if r.Outcome != dbms.OutcomeInternal || !strings.HasPrefix(r.Message, "FATAL Error: Failed: database has been invalidated") ||
		!strings.HasPrefix(r.Log, "DuckDB answers a fresh connection after this error: FATAL Error: Failed: database has been invalidated") {
		t.Fatalf("invalidated database: %+v", r)
	}
	if ex.Results[7].Outcome != dbms.OutcomeNotRun || ex.Results[8].Outcome != dbms.OutcomeNotRun || ex.Crashed {
		t.Fatalf("after the database is invalidated: %+v", ex.Results)
	}
	if got := cells(run(t, tg, script("SELECT 42"), dbms.RunOptions{}).Results[0]); !reflect.DeepEqual(got, [][]string{{"42"}}) {
		t.Fatalf("the next run: %v", got)
	}
}

// TestStatementThatIgnoresTheInterrupt: levenshtein of two long strings is one call that never
// looks at the interrupt flag. The run does not wait for it: the statement is a hang, the rest is
// not run, and the target runs the next script while the statement finishes on its own database.
func TestStatementThatIgnoresTheInterrupt(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	grace := interruptGrace
	interruptGrace = 200 * time.Millisecond
	t.Cleanup(func() { interruptGrace = grace })
	start := time.Now()
	ex := run(t, tg, script("SELECT levenshtein(repeat('a', 30000), repeat('b', 30000))", "SELECT 1"),
		dbms.RunOptions{StatementTimeout: 200 * time.Millisecond})
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("the run waited %s for a statement that ignores the interrupt", d)
	}
	if r := ex.Results[0]; r.Outcome != dbms.OutcomeHang || !strings.Contains(r.Message, "did not stop") ||
		ex.Results[1].Outcome != dbms.OutcomeNotRun {
		t.Fatalf("a statement that ignores the interrupt: %+v", ex.Results)
	}
	if got := cells(run(t, tg, script("SELECT 42"), dbms.RunOptions{}).Results[0]); !reflect.DeepEqual(got, [][]string{{"42"}}) {
		t.Fatalf("the next run: %v", got)
	}
}

// TestFilesStayOut: DuckDB runs in reaper's process, so a test's COPY must not write into
// reaper's working directory, and a spilling query must not leave a .tmp directory there.
func TestFilesStayOut(t *testing.T) {
	dbmstest.Engines(t)
	wd := t.TempDir()
	t.Chdir(wd)
	tg := open(t)
	ex := run(t, tg, script("COPY (SELECT 1) TO 'reaper_out.csv'", "SELECT * FROM read_csv('/etc/passwd')", "INSTALL spatial",
		"SET memory_limit = '64MB'", "SET threads = 1", "SELECT count(*) FROM (SELECT i, i::VARCHAR || 'x' AS s FROM range(3000000) t(i) ORDER BY s)"), dbms.RunOptions{})
	for _, r := range ex.Results[:3] {
		if r.Outcome != dbms.OutcomeError || !strings.HasPrefix(r.Message, "Permission Error") {
			t.Errorf("file access: %+v", r)
		}
	}
	if r := ex.Results[5]; r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "3000000" {
		t.Errorf("a spilling sort: %+v", r)
	}
	if entries, _ := os.ReadDir(wd); len(entries) > 0 {
		t.Fatalf("DuckDB wrote into the working directory: %v", entries)
	}
	dir := tg.dir
	tg.Close()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("the spill directory outlived its target: %v", err)
	}
}

// TestTestDirectory runs a test that writes and reads files in its own directory, as DuckDB's
// runner gives each test one: the words name the run's directory, which DuckDB's answers name
// by the word again; outside it, and after a test tries to widen it, files stay out of reach.
func TestTestDirectory(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	stmts := script(
		"COPY (SELECT 42 AS a) TO '__TEST_DIR__/out.csv'",
		"SELECT a FROM read_csv('{TEMP_DIR}/out.csv')",
		"SELECT * FROM read_csv('__TEST_DIR__/missing.csv')",
		"SET allowed_directories = ['/']",
		"SET enable_external_access = true",
		"SELECT * FROM read_csv('/etc/passwd')")
	ex := run(t, tg, stmts, dbms.RunOptions{})
	if r := ex.Results[0]; r.Outcome != dbms.OutcomeOK {
		t.Fatalf("COPY into the test's directory: %+v", r)
	}
	if r := ex.Results[1]; r.Outcome != dbms.OutcomeOK || !reflect.DeepEqual(cells(r), [][]string{{"42"}}) {
		t.Fatalf("reading it back under the newer word: %+v", r)
	}
	if r := ex.Results[2]; r.Outcome != dbms.OutcomeError || !strings.Contains(r.Message, "__TEST_DIR__/missing.csv") ||
		strings.Contains(r.Message, tg.dir) {
		t.Fatalf("the message names the run's directory by the word: %+v", r)
	}
	for _, r := range ex.Results[3:] {
		if r.Outcome != dbms.OutcomeError {
			t.Errorf("a test widened its file access: %+v", r)
		}
	}
	if r := ex.Results[5]; !strings.HasPrefix(r.Message, "Permission Error") {
		t.Errorf("reading outside the test's directory: %+v", r)
	}
	// The next run has a directory of its own: the file is not there.
	if r := run(t, tg, script(stmts[1].SQL), dbms.RunOptions{}).Results[0]; r.Outcome != dbms.OutcomeError {
		t.Fatalf("a file of the run before: %+v", r)
	}
}

// slow is a statement that takes longer than snapshotAfter.
const slow = "CREATE TABLE big AS SELECT md5(range::VARCHAR) AS h FROM range(3000000)"

// TestSnapshotOfTheSetup runs tests sharing a slow setup with dbms.RunOptions.Setup: the first
// run runs it in full, later ones start from a copy of the state it left, with the session's
// settings set again, and read exactly what a run of the whole script reads; what one run
// changes does not reach the next. A fast setup is not snapshotted.
func TestSnapshotOfTheSetup(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	setup := []dbms.Statement{
		{SQL: slow},
		{SQL: "CREATE TABLE t AS SELECT range AS i, range::VARCHAR AS s FROM range(50000)"},
		{SQL: "CREATE MACRO twice(x) AS x * 2"},
		{SQL: "SET default_null_order = 'nulls_first'"},
		{SQL: "SELECT no_such_column FROM t"},
		{SQL: "SET threads = 1", Connection: "other"},
	}
	test := []dbms.Statement{
		{SQL: "SELECT count(*), sum(twice(i)) FROM t"},
		{SQL: "SELECT x FROM (VALUES (1), (NULL)) v(x) ORDER BY x"},
		{SQL: "SELECT current_setting('threads')", Connection: "other"},
		{SQL: "DELETE FROM t WHERE i < 10"},
		{SQL: "SELECT count(*) FROM t"},
	}
	whole := append(slices.Clone(setup), test...)
	full := run(t, tg, whole, dbms.RunOptions{})
	if r := full.Results[4]; r.Outcome != dbms.OutcomeError {
		t.Fatalf("the setup's failing statement: %+v", r)
	}
	if took := full.Results[0].Duration; took < snapshotAfter {
		t.Fatalf("the slow statement took %v, less than %v", took, snapshotAfter)
	}
	for round := range 3 {
		ex := run(t, tg, whole, dbms.RunOptions{Setup: len(setup)})
		if len(tg.snaps) != 1 {
			t.Fatalf("round %d: %d snapshots for one setup", round, len(tg.snaps))
		}
		for _, s := range tg.snaps {
			if s.file == "" {
				t.Fatalf("the setup was not snapshotted: %s", s.why)
			}
		}
		for i := range whole {
			a, b := full.Results[i], ex.Results[i]
			if a.Outcome != b.Outcome || a.Message != b.Message || !reflect.DeepEqual(cells(a), cells(b)) {
				t.Errorf("round %d, statement %d (%s): %s %s %v from the snapshot, %s %s %v in full", round, i, whole[i].SQL,
					b.Outcome, b.Message, cells(b), a.Outcome, a.Message, cells(a))
			}
		}
	}
	if got := cells(full.Results[10]); !reflect.DeepEqual(got, [][]string{{"49990"}}) {
		t.Fatalf("the DELETE: %v", got)
	}
	fast := script("CREATE TABLE f (a INT)", "SELECT count(*) FROM f")
	for range 2 {
		run(t, tg, fast, dbms.RunOptions{Setup: 1})
	}
	if s := tg.snaps[contextKey(fast[:1], "")]; s == nil || s.file != "" || !strings.Contains(s.why, "faster than a snapshot pays") {
		t.Fatalf("a fast setup: %+v", s)
	}
}

// TestSetupsRunInFull lists slow setups whose state a database file does not hold: they run in
// full each time, and a session's state is the same as without the snapshot.
func TestSetupsRunInFull(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	for _, c := range []struct{ setup, test string }{
		{"CREATE TEMP TABLE t AS SELECT 1 AS a", "SELECT a FROM t"},
		{"CREATE SEQUENCE q; SELECT nextval('q')", "SELECT currval('q')"},
		{"BEGIN; CREATE TABLE t (a INT)", "SELECT count(*) FROM t"},
		{"COPY (SELECT 7 AS a) TO '__TEST_DIR__/a.csv'", "SELECT a FROM read_csv('__TEST_DIR__/a.csv')"},
	} {
		setup := script(append([]string{slow}, strings.Split(c.setup, "; ")...)...)
		stmts := append(slices.Clone(setup), dbms.Statement{SQL: c.test})
		for range 2 {
			ex := run(t, tg, stmts, dbms.RunOptions{Setup: len(setup)})
			if r := ex.Results[len(setup)]; r.Outcome != dbms.OutcomeOK {
				t.Errorf("%s; %s: %+v", c.setup, c.test, r)
			}
		}
	}
	if len(tg.snaps) != 4 {
		t.Fatalf("%d contexts remembered, want 4", len(tg.snaps))
	}
	for _, s := range tg.snaps {
		if s.file != "" || !strings.Contains(s.why, "not all in the database") {
			t.Errorf("snapshotted: %+v: %s", s.setup, s.why)
		}
	}
}

// TestUntil: the run ends after the last statement read, whether it failed or ran; an error
// before it does not end the run.
func TestUntil(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	stmts := script("SELECT nosuch()", "CREATE TABLE t (a INT)", "SELECT nosuch(a) FROM t", "SELECT count(*) FROM t")
	for _, key := range []string{"SELECT nosuch(a) FROM t", "SELECT abs(a) FROM t"} {
		stmts[2].SQL = key
		ex := run(t, tg, stmts, dbms.RunOptions{Until: 3})
		if ex.Results[0].Outcome != dbms.OutcomeError || ex.Results[1].Outcome != dbms.OutcomeOK || ex.Results[2].Outcome == dbms.OutcomeNotRun ||
			ex.Results[3].Outcome != dbms.OutcomeNotRun {
			t.Fatalf("%s: %+v", key, ex.Results)
		}
	}
}

func TestOpenNames(t *testing.T) {
	dbmstest.Engines(t)
	for _, c := range []struct{ name, want string }{
		{"postgres://u@h/db", "is not DuckDB"},
		{"duckdb:persistent", "unknown target duckdb:persistent"},
		{"", "no target given"},
	} {
		if _, err := Open(t.Context(), c.name); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%q): %v, want %q", c.name, err, c.want)
		}
	}
	tg, err := Open(t.Context(), "duckdb:inprocess")
	if err != nil {
		t.Fatal(err)
	}
	info, _ := tg.Info(t.Context())
	if info.Target != "duckdb:inprocess" {
		t.Fatalf("info %+v", info)
	}
	if err := tg.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := tg.Run(t.Context(), script("SELECT 1"), dbms.RunOptions{}); err == nil {
		t.Fatal("a closed target ran a script")
	}
}

func TestSplitStack(t *testing.T) {
	msg, log := splitStack("INTERNAL Error: boom\n\nStack Trace:\n\nbin(f+0x1) [0x2]\n\nThis error signals an assertion failure within DuckDB.")
	if msg != "INTERNAL Error: boom\n\nThis error signals an assertion failure within DuckDB." || log != "Stack Trace:\nbin(f+0x1) [0x2]" {
		t.Fatalf("%q %q", msg, log)
	}
	if msg, log := splitStack("Binder Error: x"); msg != "Binder Error: x" || log != "" {
		t.Fatalf("%q %q", msg, log)
	}
}

// TestCatalog reads duckdb_functions() through dbms.CachedCatalog, as a campaign does, checks
// a few functions' entries, and holds every scalar function's arity against DuckDB itself: one
// argument more than MaxArgs, or one fewer than MinArgs, is refused.
func TestCatalog(t *testing.T) {
	dbmstest.Engines(t)
	tg := open(t)
	dir := t.TempDir()
	fns, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]dbms.CatalogFunction{}
	for _, f := range fns {
		if _, dup := byName[f.Name]; dup {
			t.Errorf("%s listed twice: overloads fold into one entry", f.Name)
		}
		byName[f.Name] = f
		if !callable.MatchString(strings.ToLower(f.Name)) || f.Family == "" {
			t.Errorf("entry %+v", f)
		}
	}
	for _, want := range []dbms.CatalogFunction{
		// abs is the @ operator's function under a name.
		{Name: "ABS", Family: "scalar numeric", MinArgs: 1, MaxArgs: 1, ArgTypes: []string{"INTEGER"}, Result: "INTEGER", Handler: "@"},
		{Name: "LIST_TRANSFORM", Family: "scalar list", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"ANY[]", "LAMBDA"}, Result: "ANY[]"},
		{Name: "SUM", Family: "aggregate", MinArgs: 1, MaxArgs: 1, ArgTypes: []string{"INTEGER"}, Result: "HUGEINT"},
		{Name: "CONCAT", Family: "scalar string", MinArgs: 1, MaxArgs: -1, ArgTypes: []string{"ANY"}, Result: "ANY"},
		// An alias: substring's implementation under another name.
		{Name: "SUBSTR", Family: "scalar string", MinArgs: 2, MaxArgs: 3, ArgTypes: []string{"VARCHAR", "BIGINT"}, Result: "VARCHAR", Handler: "SUBSTRING"},
		// A table function's 45 named options are not arguments.
		{Name: "READ_CSV", Family: "table", MinArgs: 1, MaxArgs: 1, ArgTypes: []string{"VARCHAR"}},
		// A table function and a list function at once: the scalar overloads sign it.
		{Name: "RANGE", Family: "scalar list", MinArgs: 1, MaxArgs: 3, ArgTypes: []string{"BIGINT"}, Result: "BIGINT[]"},
	} {
		if got := byName[want.Name]; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, want %+v", want.Name, got, want)
		}
	}
	// Volatility is DuckDB's stability: random numbers and the current time change between two
	// statements; arithmetic and strings do not.
	for name, volatile := range map[string]bool{"RANDOM": true, "GEN_RANDOM_UUID": true, "NOW": true, "CURRENT_DATE": true,
		"ABS": false, "UPPER": false, "RANGE": false, "STRFTIME": false} {
		if f, ok := byName[name]; !ok || f.Volatile != volatile {
			t.Errorf("%s: volatile %v, want %v (listed: %v)", name, f.Volatile, volatile, ok)
		}
	}
	// An alias's Handler is a function of the catalog, itself no alias, or an operator the
	// catalog leaves out (ABS is @, POW **); a function that is its own implementation has
	// none, and distinct functions keep apart (UPPER, LOWER).
	aliases := 0
	for _, f := range fns {
		if f.Handler == "" {
			continue
		}
		aliases++
		h, listed := byName[f.Handler]
		operator := !callable.MatchString(strings.ToLower(f.Handler))
		if listed == operator || h.Handler != "" {
			t.Errorf("%s is an alias of %s: listed %v, itself an alias of %q", f.Name, f.Handler, listed, h.Handler)
		}
	}
	if byName["SUBSTRING"].Handler != "" || byName["UCASE"].Handler != "UPPER" || byName["LCASE"].Handler != "LOWER" || byName["UPPER"].Handler != "" {
		t.Errorf("SUBSTRING %+v, UCASE %+v, LCASE %+v, UPPER %+v", byName["SUBSTRING"], byName["UCASE"], byName["LCASE"], byName["UPPER"])
	}
	t.Logf("%d functions, %d of them aliases", len(fns), aliases)
	if aliases == 0 || aliases > len(fns)/3 {
		t.Errorf("%d aliases among %d functions", aliases, len(fns))
	}
	// Operators, internal helpers and pragmas (statements: PRAGMA enable_progress_bar).
	for _, name := range []string{"+", "~~", "__INTERNAL_COMPRESS_STRING_UTINYINT", "ENABLE_PROGRESS_BAR"} {
		if _, ok := byName[name]; ok {
			t.Errorf("%s is not a function a call can name", name)
		}
	}

	// One argument past the catalog's arity is refused. (Fewer than MinArgs can run: DuckDB
	// 2.0's parameters with a default, to_base's min_length, are not marked in the catalog.)
	var calls []dbms.Statement
	nulls := func(n int) string { return strings.TrimSuffix(strings.Repeat("NULL, ", n), ", ") }
	for _, f := range fns {
		if strings.HasPrefix(f.Family, "scalar ") && f.MaxArgs >= 0 {
			calls = append(calls, dbms.Statement{SQL: "SELECT " + f.Name + "(" + nulls(f.MaxArgs+1) + ")"})
		}
	}
	if len(calls) < 400 {
		t.Fatalf("only %d calls to check from %d functions", len(calls), len(fns))
	}
	for _, r := range run(t, tg, calls, dbms.RunOptions{}).Results {
		if r.Outcome != dbms.OutcomeError {
			t.Errorf("%s: %s, but the catalog's arity rules it out", r.SQL, r.Outcome)
		}
	}

	// The second call is served from the cache, even with DuckDB closed.
	tg.Close()
	again, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil || len(again) != len(fns) {
		t.Fatalf("cached catalog: %d functions, %v", len(again), err)
	}
}

// TestCrashTakesTheProcess is why DuckDB needs the supervised child process: with the expression
// depth limit raised, one SELECT of 300,000 terms (600 KB, the size that overflows
// go-mysql-server's stack too) overflows the stack of the thread that binds it, a SIGSEGV inside
// cgo that no recover catches. The test runs it in a child copy of the test binary and checks
// that the child died of the signal.
func TestCrashTakesTheProcess(t *testing.T) {
	dbmstest.Engines(t)
	if os.Getenv("REAPER_DUCKDB_CRASH") == "1" {
		tg, err := Open(t.Context(), "duckdb:")
		if err != nil {
			t.Fatal(err)
		}
		huge := "SELECT " + strings.Repeat("1+", 300000) + "1"
		tg.Run(t.Context(), script("SET max_expression_depth TO 10000000", huge), dbms.RunOptions{})
		t.Fatal("DuckDB survived the statement: the crash this test documents is gone")
	}
	cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^TestCrashTakesTheProcess$")
	// The child cannot remove its spill directory: it goes in the test's.
	cmd.Env = append(os.Environ(), "REAPER_DUCKDB_CRASH=1", "TMPDIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || !strings.Contains(string(out), "SIGSEGV") || !strings.Contains(string(out), "signal arrived during cgo execution") {
		t.Fatalf("the child: %v\n%s", err, tail(string(out), 2000))
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
