package review

import (
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// openGMS opens the embedded go-mysql-server (v0.20.0, whose bugs these tests export).
func openGMS(t *testing.T) dbms.Target {
	t.Helper()
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

// exportProfile is a fix's profile of the given failure class and oracle kind, written by hand
// as the pipeline's profile stage would write it.
func exportProfile(fault, class, kind string) *profile.Profile {
	return &profile.Profile{FixID: "fix-" + strings.ToLower(fault), Dialect: "gms", Status: profile.Accepted,
		Trigger: profile.Trigger{Fault: fault},
		Validation: profile.Validation{
			Failure:   profile.Failure{Class: class, Pattern: "the construct fails"},
			Criterion: fault + " must handle its arguments",
			Oracle:    profile.Oracle{Kind: kind, Condition: "as the fix requires"},
		}}
}

// exportRun runs a test's statements with the key one replaced by sql, and stops after the key
// statement as the pipeline's runs do: the statements after it are not run.
func exportRun(t *testing.T, tg dbms.Target, test sibling.Test, sql string) *dbms.Execution {
	t.Helper()
	var run []dbms.Statement
	for _, s := range test.Setup {
		run = append(run, dbms.Statement{SQL: s.SQL})
	}
	for i, s := range test.Statements {
		if i == test.Key {
			s.SQL = sql
		}
		run = append(run, dbms.Statement{SQL: s.SQL})
	}
	ex, err := tg.Run(t.Context(), run, dbms.RunOptions{StatementTimeout: 10 * time.Second, Until: len(test.Setup) + test.Key + 1})
	if ex == nil {
		t.Fatal(err)
	}
	return ex
}

// realCandidate makes a candidate as the pipeline does: the sibling test and its historical
// form run on tg, the sibling test on the reference engine ref (when given), and the rules
// brain's verdict under p. It fails the test when the verdict makes no candidate.
func realCandidate(t *testing.T, tg, ref dbms.Target, p *profile.Profile, test sibling.Test) ExportInput {
	t.Helper()
	ctx := t.Context()
	info, err := tg.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	in := validate.Input{Profile: p, Test: test, Product: info.Product,
		Sibling: exportRun(t, tg, test, test.SQL), Historical: exportRun(t, tg, test, test.Original)}
	if ref != nil {
		rinfo, err := ref.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		r := validate.Compare(rinfo.Product, test, in.Sibling, exportRun(t, ref, test, test.SQL))
		in.Reference = &r
	}
	v, err := validate.Validate(ctx, validate.Rules{}, &in)
	if err != nil {
		t.Fatal(err)
	}
	cands := validate.Dedupe([]validate.Verdict{v})
	if len(cands) != 1 {
		t.Fatalf("%s makes no candidate: evidence %v, reason %q, stages %+v", test.SQL, v.Evidence, v.Reason, v.Stages)
	}
	return ExportInput{Candidate: cands[0], Validation: store.Validation{Target: "gms:", Input: in, Verdict: v}}
}

func stmts(sqls ...string) []testfmt.Statement {
	out := make([]testfmt.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = testfmt.Statement{SQL: s}
	}
	return out
}

// Three real bugs of go-mysql-server v0.20.0, validated by the rules brain on real runs against
// MariaDB as the reference engine, exported in every test format that fits: each file is red
// replayed on go-mysql-server, where the bug is, and green on MariaDB, which go-mysql-server
// emulates and which has not the bug; no file holds the statements after the sibling one, which
// never ran.
func TestExportRedOnTheBugGreenWithout(t *testing.T) {
	dbmstest.Engines(t)
	tg := openGMS(t)
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
			p:    exportProfile("IS_IPV6", profile.ClassCrash, profile.OracleNoCrash),
			test: sibling.Test{ID: "t-crash", FixID: "fix-is_ipv6", Anchor: "IS_IPV6", Construct: "INET6_ATON",
				Original: "CREATE TABLE t2 AS SELECT IS_IPV6(0) AS v", SQL: "CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v", Key: 1,
				Setup:      stmts("CREATE TABLE t (a INT)"),
				Statements: stmts("INSERT INTO t VALUES (1)", "CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v", "SELECT v FROM t2")},
			formats: []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL}, redSQL: true,
			want: "statement ok\nCREATE TABLE t2 AS SELECT INET6_ATON(0) AS v\n",
		},
		{
			// LOG2('') fails with a type switch's default where MariaDB gives NULL: a broken
			// error path.
			name: "error path",
			p:    exportProfile("EXP", profile.ClassInternal, profile.OracleNoInternalError),
			test: sibling.Test{ID: "t-log2", FixID: "fix-exp", Anchor: "EXP", Construct: "LOG2",
				Original: "SELECT EXP('')+1", SQL: "SELECT LOG2('')+1", Key: 0,
				Statements: stmts("SELECT LOG2('')+1", "SELECT 1 FROM nope")},
			formats: []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL},
			want:    "statement ok\nSELECT LOG2('')+1\n",
		},
		{
			// CAST to TIME of a huge negative number string gives -477:58:06 where MariaDB gives
			// NULL: a wrong result, whose correct rows are the reference's.
			name: "wrong result",
			p:    exportProfile("DATE", profile.ClassWrongResult, profile.OracleResult),
			test: sibling.Test{ID: "t-time", FixID: "fix-date", Anchor: "DATE", Construct: "TIME",
				Original: "SELECT CAST('-9223372036854775806' AS DATE)", SQL: "SELECT CAST('-9223372036854775806' AS TIME)", Key: 0,
				Statements: []testfmt.Statement{{SQL: "SELECT CAST('-9223372036854775806' AS TIME)",
					Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"NULL"}}}}}},
			formats: []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL},
			want:    "query T rowsort\nSELECT CAST('-9223372036854775806' AS TIME)\n----\nNULL\n",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := realCandidate(t, tg, ref, c.p, c.test)
			t.Logf("candidate %s: evidence %v, kind %s", in.Candidate.ID, in.Candidate.Evidence, in.Validation.Verdict.Kind)
			for _, format := range c.formats {
				files, err := Export(in, format)
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
				green, detail, err := Replay(t.Context(), tg, format, files)
				if err != nil {
					t.Fatalf("replay %s on go-mysql-server: %v\n%s", format, err, all)
				}
				if red := format != testfmt.SQL || c.redSQL; green == red || red && !strings.Contains(detail, c.test.SQL) {
					t.Errorf("%s on go-mysql-server: green %v (%s), want red at the sibling statement\n%s", format, green, detail, all)
				}
				if green, detail, err := Replay(t.Context(), ref, format, files); err != nil || !green {
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
	dbmstest.Engines(t)
	tg := openGMS(t)
	p := exportProfile("IS_IPV6", profile.ClassInternal, profile.OracleNoInternalError)
	in := realCandidate(t, tg, nil, p, sibling.Test{ID: "t0", Original: "SELECT IS_IPV6(1)", SQL: "SELECT INET6_ATON(1)", Statements: stmts("SELECT INET6_ATON(1)")})
	for _, c := range []struct {
		test sibling.Test
		want string
	}{
		{sibling.Test{ID: "t1", Original: "SELECT IS_IPV6(1)", SQL: "SELECT INET6_ATON(1)", Key: 0,
			Setup: stmts("SELECT INET6_ATON(0)"), Statements: stmts("SELECT INET6_ATON(1)")},
			"statement 1 of the setup ended in internal on the target"},
		{sibling.Test{ID: "t2", Original: "SELECT IS_IPV6(1)", SQL: "SELECT INET6_ATON(1)", Key: 2,
			Setup: stmts("CREATE TABLE t (a INT)"), Statements: stmts("INSERT INTO t VALUES (1)", "SELECT INET6_ATON(0)", "SELECT INET6_ATON(1)", "SELECT INET6_ATON(2)")},
			"statement 2 of the test (the sibling statement is 3) ended in internal on the target"},
	} {
		in.Reduced, in.ReducedRun = &c.test, exportRun(t, tg, c.test, c.test.SQL)
		for _, format := range []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL} {
			if _, err := Export(in, format); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s export of %s: %v, want %q", format, c.test.ID, err, c.want)
			}
		}
		files, err := Export(in, FormatMarkdown)
		if err != nil || strings.Contains(files[0].Content, "INET6_ATON(2)") {
			t.Errorf("markdown of %s: %v\n%v", c.test.ID, err, files)
		}
	}
}

// A wrong result no reference engine backs has no correct rows: the test formats refuse it, and
// so does the gms format for a reference's value whose Go form it does not write; markdown and sql
// still export it.
func TestExportWrongResultWithoutRows(t *testing.T) {
	dbmstest.Engines(t)
	tg := openGMS(t)
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	p := exportProfile("CAST", profile.ClassWrongResult, profile.OracleResult)
	test := sibling.Test{ID: "t-convert", Anchor: "CAST", Construct: "CONVERT", Original: "SELECT CAST('-9223372036854775806' AS DATE)",
		SQL: "SELECT CONVERT(0, DATE)", Statements: []testfmt.Statement{{SQL: "SELECT CONVERT(0, DATE)",
			Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"NULL"}}}}}}
	in := realCandidate(t, tg, ref, p, test)
	if _, err := Export(in, testfmt.GMS); err == nil || !strings.Contains(err.Error(), `the value "0000-00-00" of type DATE has no Go literal`) {
		t.Errorf("gms export of a DATE value: %v", err)
	}
	files, err := Export(in, testfmt.SQLLogicTest)
	if err != nil || !strings.Contains(files[0].Content, "----\n0000-00-00\n") {
		t.Fatalf("sqllogictest export: %v %v", err, files)
	}
	in.Validation.Verdict.Reference, in.Validation.Input.Reference = nil, nil
	for _, format := range []string{testfmt.MTR, testfmt.SQLLogicTest, testfmt.GMS} {
		if _, err := Export(in, format); err == nil || !strings.Contains(err.Error(), "no reference engine's rows") {
			t.Errorf("%s export of an oracle-only wrong result: %v", format, err)
		}
	}
	for _, format := range []string{FormatMarkdown, testfmt.SQL} {
		if _, err := Export(in, format); err != nil {
			t.Errorf("%s export of a wrong result: %v", format, err)
		}
	}
}

// The gms export writes untrusted SQL as Go string literals no text can end, which ParseGMS reads
// back unchanged, statements that failed cleanly as ExpectedErrStr assertions after the
// SetUpScript, and cells as the Go values of their column types.
func TestExportGMSLiterals(t *testing.T) {
	dbmstest.Engines(t)
	tg := openGMS(t)
	p := exportProfile("IS_IPV6", profile.ClassInternal, profile.OracleNoInternalError)
	evil := "SELECT '`\" + \"\\\\n\x00 */ }}} ` + panic(1) + `' AS x"
	test := sibling.Test{ID: "t-evil", Original: "SELECT IS_IPV6(0)", SQL: "SELECT INET6_ATON(0)", Key: 3,
		Setup:      stmts("CREATE TABLE t (a INT)"),
		Statements: stmts("INSERT INTO t VALUES (1)", "SELECT * FROM nope", evil+"\nFROM t", "SELECT INET6_ATON(0)")}
	in := realCandidate(t, tg, nil, p, test)
	files, err := Export(in, testfmt.GMS)
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
	for _, c := range []struct {
		typ, v, want string
	}{
		{"BIGINT", "-5", "-5"}, {"UNSIGNED INT", "5", "uint64(5)"}, {"BIGINT", "18446744073709551615", "uint64(18446744073709551615)"},
		{"UNSIGNED BIGINT", "-1", "-1"}, {"BIGINT", "18446744073709551616", ""}, {"DOUBLE", "1.5e+20", "float64(1.5e+20)"},
		{"DECIMAL", "1.50", `"1.50"`}, {"TEXT", "a\"b", `"a\"b"`}, {"JSON", `{"a": 1}`, `types.MustJSON("{\"a\": 1}")`},
		{"VARBINARY", "ab", `[]byte("ab")`}, {"TINYINT", "007", ""}, {"DOUBLE", "NaN", ""}, {"TIME", "01:00:00", ""},
	} {
		v := c.v
		got, err := gmsCell(c.typ, &v)
		if got != c.want || (err != nil) != (c.want == "") {
			t.Errorf("%s %q: %q %v, want %q", c.typ, c.v, got, err, c.want)
		}
	}
	if got, _ := gmsCell("TIME", nil); got != "nil" {
		t.Errorf("NULL: %q", got)
	}
}

// A fix's suite writes each open bug as a test of its own, marked as failing, though the
// statement after its sibling statement never ran (the paper's case, here a crash); an open bug
// that cannot be written (a wrong result no reference backs) is named with its test and why,
// never dropped silently.
func TestSuiteOpenBugs(t *testing.T) {
	dbmstest.Engines(t)
	tg := openGMS(t)
	ref := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	crash := realCandidate(t, tg, ref, exportProfile("IS_IPV6", profile.ClassCrash, profile.OracleNoCrash), sibling.Test{ID: "t-crash",
		Anchor: "IS_IPV6", Construct: "INET6_ATON", Original: "CREATE TABLE t2 AS SELECT IS_IPV6(0) AS v", SQL: "CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v",
		Statements: stmts("CREATE TABLE t2 AS SELECT INET6_ATON(0) AS v", "SELECT v FROM t2")})
	wrong := realCandidate(t, tg, ref, exportProfile("DATE", profile.ClassWrongResult, profile.OracleResult), sibling.Test{ID: "t-time",
		Anchor: "DATE", Construct: "TIME", Original: "SELECT CAST('-9223372036854775806' AS DATE)", SQL: "SELECT CAST('-9223372036854775806' AS TIME)",
		Statements: []testfmt.Statement{{SQL: "SELECT CAST('-9223372036854775806' AS TIME)", Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"NULL"}}}}}})
	wrong.Validation.Verdict.Reference, wrong.Validation.Input.Reference = nil, nil
	in := SuiteInput{FixID: "fix-1", Subject: "IS_IPV6", Product: "go-mysql-server",
		Tests: []SuiteTest{{Test: sibling.Test{ID: "h", Statements: stmts("CREATE TABLE t2 AS SELECT IS_IPV6(0) AS v", "SELECT v FROM t2")}, Label: "historical"}},
		Open:  []SuiteOpen{{Bug: "b-crash", Key: "crash", Input: crash}, {Bug: "b-time", Key: "wrong", Input: wrong}}}
	for _, format := range SuiteFormats {
		s, err := WriteSuite(t.Context(), tg, in, format, dbms.RunOptions{})
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
		got, err := ReplaySuite(t.Context(), tg, format, s.Files)
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
