package reduce

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqllex"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// The JSON_VALUE panic of go-mysql-server v0.20 buried in statements it does not need: Test
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
	got, stats, err := Test(ctx, tg, "gms", test, want, Options{})
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
	_, stats, err = Test(ctx, tg, "gms", test, want, Options{MaxRuns: 5})
	if err != nil || !stats.Exhausted || stats.Runs != 5 {
		t.Fatalf("max runs 5: %+v %v", stats, err)
	}
	// A test that does not reproduce comes back unchanged, as a value.
	same, stats, err := Test(ctx, tg, "gms", test, "error 1146: table not found", Options{})
	if err != nil || stats.Reproduced || stats.Runs != 1 || len(same.Statements) != 5 || stats.Signature != want {
		t.Fatalf("not reproducing: %+v %v", stats, err)
	}
	// "ok" is no failure to keep.
	if _, _, err := Test(ctx, tg, "gms", test, "ok", Options{}); err == nil || !strings.Contains(err.Error(), "no failure") {
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
		for _, rules := range []sqllex.Rules{sqllex.MySQL, sqllex.Postgres} {
			toks := lex(c.sql, rules)
			if c.keep != nil {
				toks = pick(toks, c.keep)
			}
			if got := join(toks); got != c.want {
				t.Errorf("%d %q kept %v: got %q, want %q", rules, c.sql, c.keep, got, c.want)
			}
		}
	}
}
