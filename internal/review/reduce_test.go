package review

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/dbms/dbmstest"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// The JSON_VALUE panic of go-mysql-server v0.20 buried in statements it does not need: Reduce
// drops them and simplifies the rest on the embedded engine, keeping the signature.
func TestReduceOnGMS(t *testing.T) {
	dbmstest.Engines(t)
	ctx := t.Context()
	tg, err := dbms.Open(ctx, dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	stmt := func(sql string) testfmt.Statement { return testfmt.Statement{SQL: sql} }
	test := sibling.Test{
		ID:    "t1",
		Setup: []testfmt.Statement{stmt("create table noise (a int, b varchar(10))"), stmt("insert into noise values (1, 'x'), (2, 'y')")},
		Statements: []testfmt.Statement{
			stmt("create table t (pk int primary key, col1 json, other varchar(20))"),
			stmt("insert into t values (1, '{\"items\": {\"1\": 1}}', 'abc'), (2, null, 'def')"),
			stmt("select count(*) from noise where a > 1"),
			stmt("select pk, other, JSON_VALUE(col1, col1) from t where pk > 0 order by pk"),
			stmt("select 1"),
		},
		Key: 3,
	}
	want := "internal 1105 HY000: handler caught panic: interface conversion: interface {} is types.JSONDocument, not string"
	got, stats, err := Reduce(ctx, tg, "gms", test, want, ReduceOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !stats.Reproduced || stats.Exhausted || len(got.Setup) != 0 || stats.StatementsAfter != 3 || stats.TokensAfter*2 > stats.TokensBefore {
		t.Fatalf("not reduced enough: %+v\n%+v", stats, got)
	}
	if !strings.Contains(got.SQL, "JSON_VALUE(col1, col1)") || got.Statements[got.Key].SQL != got.SQL || strings.Contains(got.SQL, "where") {
		t.Fatalf("key statement %q", got.SQL)
	}
	if s := validate.Signature(stats.Run.Results[len(got.Setup)+got.Key]); s != want {
		t.Fatalf("the reduced test's run ends in %q", s)
	}
	t.Logf("%d runs: %d → %d statements, %d → %d tokens: %v", stats.Runs, stats.StatementsBefore, stats.StatementsAfter, stats.TokensBefore, stats.TokensAfter, got.Statements)

	// A budget stops the reduction early and says so.
	_, stats, err = Reduce(ctx, tg, "gms", test, want, ReduceOptions{MaxRuns: 5})
	if err != nil || !stats.Exhausted || stats.Runs != 5 {
		t.Fatalf("max runs 5: %+v %v", stats, err)
	}
	// A test that does not reproduce comes back unchanged, as a value.
	same, stats, err := Reduce(ctx, tg, "gms", test, "error 1146: table not found", ReduceOptions{})
	if err != nil || stats.Reproduced || stats.Runs != 1 || len(same.Statements) != 5 || stats.Signature != want {
		t.Fatalf("not reproducing: %+v %v", stats, err)
	}
	// "ok" is no failure to keep.
	if _, _, err := Reduce(ctx, tg, "gms", test, "ok", ReduceOptions{}); err == nil || !strings.Contains(err.Error(), "no failure") {
		t.Fatalf("reduce on ok: %v", err)
	}
}

func TestReduceLexJoin(t *testing.T) {
	for _, c := range []struct {
		sql  string
		keep []int
		want string
	}{
		{"select a,b from t", nil, "select a,b from t"},
		{"select 'it''s', \"x y\" from `t t`", nil, "select 'it''s', \"x y\" from `t t`"},
		{"select f(x) from t", []int{0, 1, 3, 5, 6}, "select f x from t"},
		{"select a>=1 -- c\nfrom t", []int{0, 1, 2, 3, 5, 6}, "select a>=1\nfrom t"},
		{"select $$a;b$$, 1.5e3", nil, "select $$a;b$$, 1.5e3"},
	} {
		toks := reduceLex(c.sql)
		if c.keep != nil {
			toks = reducePick(toks, c.keep)
		}
		if got := reduceJoin(toks); got != c.want {
			t.Errorf("%q kept %v: got %q, want %q", c.sql, c.keep, got, c.want)
		}
	}
}

func TestExportFenced(t *testing.T) {
	for _, c := range []struct{ text, fence string }{
		{"plain", "```"},
		{"a ``` b", "````"},
		{"```\n````` x", "``````"},
		{"~~~", "```"},
	} {
		var b strings.Builder
		exportFenced(&b, "", c.text)
		if want := c.fence + "\n" + c.text + "\n" + c.fence + "\n"; b.String() != want {
			t.Errorf("%q: got %q, want %q", c.text, b.String(), want)
		}
	}
	if got := exportEscape("a`b\n# <i>[x](y)</i>"); got != "a\\`b \\# \\<i\\>\\[x\\](y)\\</i\\>" {
		t.Errorf("escape: %q", got)
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
	in := ExportInput{Candidate: validate.Candidate{ID: "abc", Construct: "CRASH"}}
	in.Validation.Input = validate.Input{Test: test, Product: "PostgreSQL", Sibling: run, Historical: hist}
	in.Validation.Verdict = validate.Verdict{Evidence: []string{validate.EvidenceCrash}}
	files, err := Export(in, testfmt.LogicTest)
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
	if _, err := Export(in, testfmt.MTR); err == nil || !strings.Contains(err.Error(), "mtr") || !strings.Contains(err.Error(), "postgres") {
		t.Fatalf("mtr for PostgreSQL: %v", err)
	}
}
