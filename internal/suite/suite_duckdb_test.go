//go:build cgo

package suite

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/export/exporttest"
)

// A sqllogictest suite recorded on DuckDB replays green: each test in a schema of its own (every
// test creates t), set as the default of each connection the test uses; DuckDB's text forms
// (NULL, (empty), booleans, lists) as its runner prints them; unordered rows sorted; an error
// kept with its first line; the clock expected only to succeed; a test that ends in an internal
// error (FATAL: DuckDB invalidated the database) taken out. Changing one recorded value turns the
// replay red at that statement.
func TestSuiteOnDuckDB(t *testing.T) {
	ctx := t.Context()
	tg := exporttest.Open(t, "duckdb:inprocess")
	info, err := tg.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	twoConns := suiteTest("connections", "select count(*) from t")
	twoConns.Test.Statements = []testfmt.Statement{
		{SQL: "insert into t values (4, null, 'd')", Connection: "con1"},
		{SQL: "select pk, v from t where pk > 2 order by pk", Connection: "con1"},
		// Unordered rows on a named connection: sqllogictest cannot sort them (see recordRuns).
		{SQL: "select v from t where pk > 2", Connection: "con1"},
		{SQL: "select count(*) from t"},
	}
	in := Input{FixID: "fix-1", Subject: "json_extract over a JSON column", Product: info.Product, Tests: []Test{
		suiteTest("historical", "select pk, json_extract(col1, '$.items') from t order by pk"),
		suiteTest("unordered", "select pk, v, v = '', [pk, null] from t where pk > 1"),
		suiteTest("clock", "select now() > TIMESTAMP '2000-01-01' from t", "select pk from t where pk = 2"),
		suiteTest("error", "select json_extract(col1) from t"),
		// DuckDB's debug settings invalidate the database at the commit: the next statement's
		// error is FATAL, DuckDB's class of internal errors.
		suiteTest("internal", "set debug_force_commit_failure = true", "set debug_force_commit_revert_failure = true", "begin",
			"insert into t values (9, null, 'z')", "commit", "select count(*) from t"),
		twoConns,
	}}
	s, err := Record(ctx, tg, in, testfmt.SQLLogicTest, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	for _, f := range s.Files {
		text.WriteString(f.Content)
	}
	suite := text.String()
	if s.Recorded != 5 || s.Statements != 5*2+1+2+1+1+4 || s.Loose != 2 || len(s.Left) != 1 || !strings.Contains(s.Left[0], "test internal") ||
		!strings.Contains(s.Left[0], "internal on the target") {
		t.Fatalf("recorded %d tests (%d statements, %d loose), left %q\n%s", s.Recorded, s.Statements, s.Loose, s.Left, suite)
	}
	for _, want := range []string{
		"outcomes recorded on DuckDB v2.0.0 ",
		"statement ok\nCREATE SCHEMA reaper_t1\n",
		"statement ok\nSET schema = 'reaper_t1'\n",
		"statement ok\nRESET schema\n",
		"statement ok\nDROP SCHEMA reaper_t1 CASCADE\n",
		// The second connection joins the test's schema, and leaves it before the drop.
		"statement ok con1\nSET schema = 'reaper_t5'\n",
		"statement ok con1\nRESET schema\n",
		"statement ok con1\ninsert into t values (4, null, 'd')\n",
		// The word after a query's types is its sort mode or its connection, not both.
		"query IT con1\nselect pk, v from t where pk > 2 order by pk\n----\n3\t(empty)\n4\td\n",
		"statement ok con1\nselect v from t where pk > 2\n",
		// DuckDB's text forms: an empty string, a boolean, a list, NULL.
		"query ITTI rowsort\nselect pk, v, v = '', [pk, null] from t where pk > 1\n----\n2\tb\tfalse\t[2, NULL]\n3\t(empty)\ttrue\t[3, NULL]\n",
		"statement error\nselect json_extract(col1) from t\n----\nBinder Error: No function matches the given name and argument types 'json_extract(JSON)'.",
		"statement ok\nselect now() > TIMESTAMP '2000-01-01' from t\n",
	} {
		if !strings.Contains(suite, want) {
			t.Fatalf("%q not in the suite:\n%s", want, suite)
		}
	}
	if strings.Contains(suite, "debug_force_commit_revert_failure") {
		t.Fatalf("the internal error's test is in the suite:\n%s", suite)
	}
	got, err := Replay(ctx, tg, testfmt.SQLLogicTest, s.Files)
	if err != nil || len(got) != 1 || !got[0].Green || got[0].Marked {
		t.Fatalf("replay %+v, %v\n%s", got, err, suite)
	}

	// The unordered query's rows: make the recorded 2 a 4.
	tampered := append([]export.File(nil), s.Files...)
	changed := 0
	for i, f := range tampered {
		if c := strings.Count(f.Content, "\n2\tb\tfalse"); c > 0 {
			tampered[i].Content = strings.Replace(f.Content, "\n2\tb\tfalse", "\n4\tb\tfalse", 1)
			changed += c
		}
	}
	if changed != 1 {
		t.Fatalf("%d recorded rows 2 b to change:\n%s", changed, suite)
	}
	got, err = Replay(ctx, tg, testfmt.SQLLogicTest, tampered)
	if err != nil || len(got) != 1 || got[0].Green || !strings.Contains(got[0].Detail, "where pk > 1") {
		t.Fatalf("a changed value replays %+v, %v", got, err)
	}
}
