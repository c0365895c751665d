package export_test

import (
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/export/exporttest"
	"github.com/reaper-sql/reaper/internal/replay"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Three real bugs of go-mysql-server v0.20.0, validated by the rules brain on real runs against
// MariaDB as the reference engine, exported in every test format that fits: each file is red
// replayed on go-mysql-server, where the bug is, and green on MariaDB, which go-mysql-server
// emulates and which has not the bug; no file holds the statements after the sibling one, which
// never ran.
func TestExportRedOnTheBugGreenWithout(t *testing.T) {
	tg := exporttest.Open(t, "gms:")
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	for _, c := range []struct {
		name string
		p    *profile.Profile
		test sibling.Test
		// formats are the formats exported; redSQL is red on go-mysql-server too (sql shows
		// only a crash, a hang or an internal error).
		formats []string
		redSQL  bool
		// want is in the sqllogictest export: the key statement's record.
		want string
	}{
		{
			// CREATE TABLE ... AS SELECT INET6_ATON(0) takes the engine child down (an
			// unrecovered panic); the statement after it, which reads t2, never ran.
			name: "crash",
			p:    exporttest.Profile("IS_IPV6", profile.ClassCrash, profile.OracleNoCrash),
			test: sibling.Test{ID: "t-crash", FixID: "fix-is_ipv6", Anchor: "IS_IPV6", Construct: "INET6_ATON",
				Original: "CREATE TABLE t2 AS SELECT IS_IPV6(0) AS v", SQL: "CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v", Key: 1,
				Setup:      exporttest.Statements("CREATE TABLE t (a INT)"),
				Statements: exporttest.Statements("INSERT INTO t VALUES (1)", "CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v", "SELECT v FROM t2")},
			formats: []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL}, redSQL: true,
			want: "statement ok\nCREATE TABLE t2 AS SELECT INET6_ATON(0) AS v\n",
		},
		{
			// LOG2('') fails with a type switch's default where MariaDB gives NULL: a broken
			// error path.
			name: "error path",
			p:    exporttest.Profile("EXP", profile.ClassInternal, profile.OracleNoInternalError),
			test: sibling.Test{ID: "t-log2", FixID: "fix-exp", Anchor: "EXP", Construct: "LOG2",
				Original: "SELECT EXP('')+1", SQL: "SELECT LOG2('')+1", Key: 0,
				Statements: exporttest.Statements("SELECT LOG2('')+1", "SELECT 1 FROM nope")},
			formats: []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL},
			want:    "statement ok\nSELECT LOG2('')+1\n",
		},
		{
			// CAST to TIME of a huge negative number string gives -477:58:06 where MariaDB gives
			// NULL: a wrong result, whose correct rows are the reference's.
			name: "wrong result",
			p:    exporttest.Profile("DATE", profile.ClassWrongResult, profile.OracleResult),
			test: sibling.Test{ID: "t-time", FixID: "fix-date", Anchor: "DATE", Construct: "TIME",
				Original: "SELECT CAST('-9223372036854775806' AS DATE)", SQL: "SELECT CAST('-9223372036854775806' AS TIME)", Key: 0,
				Statements: []testfmt.Statement{{SQL: "SELECT CAST('-9223372036854775806' AS TIME)",
					Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"NULL"}}}}}},
			formats: []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL},
			want:    "query T rowsort\nSELECT CAST('-9223372036854775806' AS TIME)\n----\nNULL\n",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := exporttest.Candidate(t, tg, ref, c.p, c.test)
			t.Logf("candidate %s: evidence %v, kind %s", in.Candidate.ID, in.Candidate.Evidence, in.Validation.Verdict.Kind)
			for _, format := range c.formats {
				files, err := export.Files(in, format)
				if err != nil {
					t.Fatalf("export %s: %v", format, err)
				}
				all := ""
				for _, f := range files {
					all += f.Content
				}
				if after := c.test.Statements[len(c.test.Statements)-1].SQL; c.test.Key < len(c.test.Statements)-1 && strings.Contains(all, after) {
					t.Errorf("%s export holds %q, which comes after the sibling statement:\n%s", format, after, all)
				}
				if format == testfmt.SQLLogicTest && !strings.Contains(all, "\n"+c.want) {
					t.Errorf("the sqllogictest export does not hold %q:\n%s", c.want, all)
				}
				if format == testfmt.GMS {
					if _, err := parser.ParseFile(token.NewFileSet(), files[0].Name, all, 0); err != nil {
						t.Errorf("the gms export is not Go: %v\n%s", err, all)
					}
				}
				green, detail, err := replay.Run(t.Context(), tg, format, files)
				if err != nil {
					t.Fatalf("replay %s on go-mysql-server: %v\n%s", format, err, all)
				}
				if red := format != testfmt.SQL || c.redSQL; green == red || red && !strings.Contains(detail, c.test.SQL) {
					t.Errorf("%s on go-mysql-server: green %v (%s), want red at the sibling statement\n%s", format, green, detail, all)
				}
				if green, detail, err := replay.Run(t.Context(), ref, format, files); err != nil || !green {
					t.Errorf("%s on MariaDB: green %v (%s) %v, want green\n%s", format, green, detail, err, all)
				}
			}
		})
	}
}

// A statement before the sibling one that did not end cleanly (here in a reduced test, whose
// run is real) is refused by the test formats, named where it is (the setup, or the test's
// statements), while the report still exports; a statement after the sibling one is no part of
// any export, whatever became of it.
func TestExportContextThatFailed(t *testing.T) {
	tg := exporttest.Open(t, "gms:")
	p := exporttest.Profile("IS_IPV6", profile.ClassInternal, profile.OracleNoInternalError)
	in := exporttest.Candidate(t, tg, nil, p, sibling.Test{ID: "t0", Original: "SELECT IS_IPV6(1)", SQL: "SELECT INET6_ATON(1)", Statements: exporttest.Statements("SELECT INET6_ATON(1)")})
	for _, c := range []struct {
		test sibling.Test
		want string
	}{
		{sibling.Test{ID: "t1", Original: "SELECT IS_IPV6(1)", SQL: "SELECT INET6_ATON(1)", Key: 0,
			Setup: exporttest.Statements("SELECT INET6_ATON(0)"), Statements: exporttest.Statements("SELECT INET6_ATON(1)")},
			"statement 1 of the setup ended in internal on the target"},
		{sibling.Test{ID: "t2", Original: "SELECT IS_IPV6(1)", SQL: "SELECT INET6_ATON(1)", Key: 2,
			Setup: exporttest.Statements("CREATE TABLE t (a INT)"), Statements: exporttest.Statements("INSERT INTO t VALUES (1)", "SELECT INET6_ATON(0)", "SELECT INET6_ATON(1)", "SELECT INET6_ATON(2)")},
			"statement 2 of the test (the sibling statement is 3) ended in internal on the target"},
	} {
		in.Reduced, in.ReducedRun = &c.test, exporttest.Run(t, tg, c.test, c.test.SQL)
		for _, format := range []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL} {
			if _, err := export.Files(in, format); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s export of %s: %v, want %q", format, c.test.ID, err, c.want)
			}
		}
		files, err := export.Files(in, export.FormatMarkdown)
		if err != nil || strings.Contains(files[0].Content, "INET6_ATON(2)") {
			t.Errorf("markdown of %s: %v\n%v", c.test.ID, err, files)
		}
	}
}

// A wrong result no reference engine backs has no correct rows: the test formats refuse it, and
// so does the gms format for a reference's value whose Go form it does not write; markdown and sql
// still export it.
func TestExportWrongResultWithoutRows(t *testing.T) {
	tg := exporttest.Open(t, "gms:")
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	p := exporttest.Profile("CAST", profile.ClassWrongResult, profile.OracleResult)
	test := sibling.Test{ID: "t-convert", Anchor: "CAST", Construct: "CONVERT", Original: "SELECT CAST('-9223372036854775806' AS DATE)",
		SQL: "SELECT CONVERT(0, DATE)", Statements: []testfmt.Statement{{SQL: "SELECT CONVERT(0, DATE)",
			Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"NULL"}}}}}}
	in := exporttest.Candidate(t, tg, ref, p, test)
	if _, err := export.Files(in, testfmt.GMS); err == nil || !strings.Contains(err.Error(), `the value "0000-00-00" of type DATE has no Go literal`) {
		t.Errorf("gms export of a DATE value: %v", err)
	}
	files, err := export.Files(in, testfmt.SQLLogicTest)
	if err != nil || !strings.Contains(files[0].Content, "----\n0000-00-00\n") {
		t.Fatalf("sqllogictest export: %v %v", err, files)
	}
	in.Validation.Verdict.Reference, in.Validation.Input.Reference = nil, nil
	for _, format := range []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS} {
		if _, err := export.Files(in, format); err == nil || !strings.Contains(err.Error(), "no reference engine's rows") {
			t.Errorf("%s export of an oracle-only wrong result: %v", format, err)
		}
	}
	for _, format := range []string{export.FormatMarkdown, testfmt.SQL} {
		if _, err := export.Files(in, format); err != nil {
			t.Errorf("%s export of a wrong result: %v", format, err)
		}
	}
}

// The gms export writes untrusted SQL as Go string literals no text can end, which ParseGMS reads
// back unchanged, and statements that failed cleanly as ExpectedErrStr assertions after the
// SetUpScript (TestGMSCell checks the cells).
func TestExportGMSLiterals(t *testing.T) {
	tg := exporttest.Open(t, "gms:")
	p := exporttest.Profile("IS_IPV6", profile.ClassInternal, profile.OracleNoInternalError)
	evil := "SELECT '`\" + \"\\\\n\x00 */ }}} ` + panic(1) + `' AS x"
	test := sibling.Test{ID: "t-evil", Original: "SELECT IS_IPV6(0)", SQL: "SELECT INET6_ATON(0)", Key: 3,
		Setup:      exporttest.Statements("CREATE TABLE t (a INT)"),
		Statements: exporttest.Statements("INSERT INTO t VALUES (1)", "SELECT * FROM nope", evil+"\nFROM t", "SELECT INET6_ATON(0)")}
	in := exporttest.Candidate(t, tg, nil, p, test)
	files, err := export.Files(in, testfmt.GMS)
	if err != nil {
		t.Fatal(err)
	}
	src := files[0].Content
	f, err := testfmt.ParseGMS(files[0].Name, []byte(src))
	if err != nil || len(f.Cases) != 1 {
		t.Fatalf("ParseGMS: %v %+v\n%s", err, f, src)
	}
	cs := f.Cases[0]
	var got []string
	for _, s := range append(slices.Clone(cs.Setup), cs.Statements...) {
		got = append(got, s.SQL+" => "+s.Expect.Kind+" "+s.Expect.Error)
	}
	want := []string{"CREATE TABLE t (a INT) => ok ", "INSERT INTO t VALUES (1) => ok ", "SELECT * FROM nope => error table not found: nope",
		evil + "\nFROM t => ok ", "SELECT INET6_ATON(0) => ok "}
	if len(cs.Setup) != 2 || !slices.Equal(got, want) || len(f.Skipped) != 0 {
		t.Fatalf("read back:\n%q\nwant\n%q\nskipped %v\n%s", got, want, f.Skipped, src)
	}
}

// A logictest export reads back with the logictest parser: the statement before the key one
// keeps its observed error (by SQLSTATE), the key one expects the historical outcome.
func TestExportLogicTestParses(t *testing.T) {
	stmt := func(sql string) testfmt.Statement { return testfmt.Statement{SQL: sql} }
	test := sibling.Test{ID: "t1", FixID: "f1", Original: "SELECT 1", SQL: "SELECT crash()", Key: 1,
		Statements: []testfmt.Statement{stmt("CREATE TABLE t (a INT)\n\n# not a comment"), stmt("SELECT crash()")}}
	run := &dbms.Execution{Version: "16", Results: []dbms.Result{
		{Outcome: dbms.OutcomeError, SQLState: "42P07", Message: "exists"}, {Outcome: dbms.OutcomeInternal, SQLState: "XX000"}}}
	hist := &dbms.Execution{Results: []dbms.Result{{Outcome: dbms.OutcomeError}, {Outcome: dbms.OutcomeError, SQLState: "22012", Message: "division by zero"}}}
	in := export.Input{Candidate: validate.Candidate{ID: "abc", Construct: "CRASH"}}
	in.Validation.Input = validate.Input{Test: test, Product: "PostgreSQL", Sibling: run, Historical: hist}
	in.Validation.Verdict = validate.Verdict{Evidence: []string{validate.EvidenceCrash}}
	files, err := export.Files(in, testfmt.LogicTest)
	if err != nil {
		t.Fatal(err)
	}
	f, err := testfmt.ParseLogicTest(files[0].Name, []byte(files[0].Content))
	if err != nil || len(f.Statements) != 2 {
		t.Fatalf("%v %+v\n%s", err, f, files[0].Content)
	}
	if e := f.Statements[1].Expect; e.Kind != testfmt.ExpectError || e.Error != "22012" {
		t.Fatalf("key statement expects %+v\n%s", e, files[0].Content)
	}
	if _, err := export.Files(in, testfmt.MTR); err == nil || !strings.Contains(err.Error(), "mtr") || !strings.Contains(err.Error(), "postgres") {
		t.Fatalf("mtr for PostgreSQL: %v", err)
	}
}
