package suite

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/export/exporttest"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// suiteTest is a test of a create, an insert and a key query, the way sibling generation makes them.
func suiteTest(id, key string, more ...string) Test {
	t := sibling.Test{ID: id, FixID: "fix-1", Construct: id, Setup: []testfmt.Statement{
		{SQL: "create table t (pk int primary key, col1 json, v varchar(10))"},
		{SQL: `insert into t values (1, '{"items": {"1": 1}}', 'a'), (2, null, 'b'), (3, '[]', '')`},
	}}
	for _, s := range append([]string{key}, more...) {
		t.Statements = append(t.Statements, testfmt.Statement{SQL: s})
	}
	return Test{Test: t, Label: "test " + id}
}

// A suite recorded on go-mysql-server replays green, in mtr and in sqllogictest: each test in its
// own database (every test creates t), unordered rows sorted, a value that changes between runs
// or calls the clock expected only to succeed, an error kept, a statement that panics taking its test out, a trigger
// body's semicolons under a delimiter (mtr). Changing
// one recorded value turns the replay red at that statement.
func TestSuiteRecordAndReplay(t *testing.T) {
	ctx := t.Context()
	tg, err := dbms.Open(ctx, dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	in := Input{FixID: "fix-1", Subject: "JSON_EXTRACT over a JSON column", Product: "go-mysql-server", Tests: []Test{
		suiteTest("historical", "select pk, json_extract(col1, '$.items') from t order by pk"),
		suiteTest("unordered", "select pk, v from t where pk > 1"),
		suiteTest("random", "select rand() from t", "select pk from t where pk = 2", "select curdate() > '2000-01-01' from t"),
		suiteTest("error", "select json_extract(col1, '$.items' from t"),
		suiteTest("panic", "select pk, json_value(col1, col1) from t"),
		suiteTest("trigger", "create trigger tr before insert on t for each row begin declare x int; set x = new.pk * 10; set new.pk = x; end",
			"insert into t values (5, null, 'c')", "select pk from t where pk > 3"),
	}}
	for _, format := range Formats {
		s, err := Record(ctx, tg, in, format, dbms.RunOptions{})
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		if s.Recorded != 5 || s.Statements != 5*2+9 || s.Loose != 2 || len(s.Left) != 1 || !strings.Contains(s.Left[0], "test panic") {
			t.Fatalf("%s: recorded %d tests (%d statements, %d loose), left %q", format, s.Recorded, s.Statements, s.Loose, s.Left)
		}
		var all strings.Builder
		for _, f := range s.Files {
			all.WriteString(f.Content)
		}
		text := all.String()
		for _, want := range []string{"reaper_t1", "reaper_t4", "json_extract(col1, '$.items' from t", "50"} {
			if !strings.Contains(text, want) {
				t.Fatalf("%s: %q not in the suite:\n%s", format, want, text)
			}
		}
		if format == testfmt.MTR && !strings.Contains(text, "delimiter |;\ncreate trigger tr before insert on t for each row begin declare x int; set x = new.pk * 10; set new.pk = x; end|\ndelimiter ;|\n") {
			t.Fatalf("mtr: the trigger is not under a delimiter:\n%s", text)
		}
		if strings.Contains(text, "json_value") {
			t.Fatalf("%s: the panicking test is in the suite:\n%s", format, text)
		}
		got, err := Replay(ctx, tg, format, s.Files)
		if err != nil || len(got) != 1 || !got[0].Green || got[0].Marked {
			t.Fatalf("%s: replay %+v, %v\n%s", format, got, err, text)
		}

		// The unordered query's rows are 2 b, 3 (empty): make the recorded 2 a 4.
		tampered := append([]export.File(nil), s.Files...)
		changed := 0
		for i, f := range tampered {
			if c := strings.Count(f.Content, "\n2\tb\n"); c > 0 {
				tampered[i].Content = strings.Replace(f.Content, "\n2\tb\n", "\n4\tb\n", 1)
				changed += c
			}
		}
		if changed != 1 {
			t.Fatalf("%s: %d recorded rows 2 b to change:\n%s", format, changed, text)
		}
		got, err = Replay(ctx, tg, format, tampered)
		if err != nil || len(got) != 1 || got[0].Green || !strings.Contains(got[0].Detail, "where pk > 1") {
			t.Fatalf("%s: a changed value replays %+v, %v", format, got, err)
		}
		if format != testfmt.MTR {
			continue
		}
		// mysqltest diffs the .result: an error's message counts, not only its code.
		tampered = append([]export.File(nil), s.Files...)
		for i, f := range tampered {
			if strings.HasSuffix(f.Name, ".result") {
				tampered[i].Content = strings.Replace(f.Content, "\nERROR ", "\nERROR 4", 1)
			}
		}
		got, err = Replay(ctx, tg, format, tampered)
		if err != nil || len(got) != 1 || got[0].Green || !strings.Contains(got[0].Detail, "mysqltest would print") {
			t.Fatalf("mtr: a changed error line replays %+v, %v", got, err)
		}
	}
	if _, err := Record(ctx, tg, in, testfmt.LogicTest, dbms.RunOptions{}); err == nil || !strings.Contains(err.Error(), "mtr or sqllogictest") {
		t.Fatalf("a suite in logictest: %v", err)
	}
}

// A fix's suite writes each open bug as a test of its own, marked as failing, though the
// statement after its sibling statement never ran (the paper's case, here a crash); an open bug
// that cannot be written (a wrong result no reference backs) is named with its test and why,
// never dropped silently.
func TestSuiteOpenBugs(t *testing.T) {
	tg := exporttest.Open(t, "gms:")
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	crash := exporttest.Candidate(t, tg, ref, exporttest.Profile("IS_IPV6", profile.ClassCrash, profile.OracleNoCrash), sibling.Test{ID: "t-crash",
		Anchor: "IS_IPV6", Construct: "INET6_ATON", Original: "CREATE TABLE t2 AS SELECT IS_IPV6(0) AS v", SQL: "CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v",
		Statements: exporttest.Statements("CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v", "SELECT v FROM t2")})
	wrong := exporttest.Candidate(t, tg, ref, exporttest.Profile("DATE", profile.ClassWrongResult, profile.OracleResult), sibling.Test{ID: "t-time",
		Anchor: "DATE", Construct: "TIME", Original: "SELECT CAST('-9223372036854775806' AS DATE)", SQL: "SELECT CAST('-9223372036854775806' AS TIME)",
		Statements: []testfmt.Statement{{SQL: "SELECT CAST('-9223372036854775806' AS TIME)", Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"NULL"}}}}}})
	wrong.Validation.Verdict.Reference, wrong.Validation.Input.Reference = nil, nil
	in := Input{FixID: "fix-1", Subject: "IS_IPV6", Product: "go-mysql-server",
		Tests: []Test{{Test: sibling.Test{ID: "h", Statements: exporttest.Statements("CREATE TABLE t2 AS SELECT IS_IPV6(0) AS v", "SELECT v FROM t2")}, Label: "historical"}},
		Open:  []Open{{Bug: "b-crash", Key: "crash", Input: crash}, {Bug: "b-time", Key: "wrong", Input: wrong}}}
	for _, format := range Formats {
		s, err := Record(t.Context(), tg, in, format, dbms.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Marked) != 1 || len(s.Left) != 1 || !strings.Contains(s.Left[0], "open bug b-time (TIME), test t-time: not written as a test: ") ||
			!strings.Contains(s.Left[0], "no reference engine's rows") {
			t.Fatalf("%s: marked %v, left %q", format, s.Marked, s.Left)
		}
		for _, f := range s.Files {
			if strings.Contains(f.Name, "_bug_") && strings.Contains(f.Content, "SELECT v FROM t2") {
				t.Errorf("%s: the open bug's file holds the statement after its sibling one:\n%s", format, f.Content)
			}
		}
		got, err := Replay(t.Context(), tg, format, s.Files)
		if err != nil || len(got) != 2 {
			t.Fatalf("%s: replay %+v %v", format, got, err)
		}
		for _, r := range got {
			if r.Marked == r.Green {
				t.Errorf("%s: %s marked %v green %v (%s): want the suite green and the open bug red", format, r.File, r.Marked, r.Green, r.Detail)
			}
		}
	}
}
