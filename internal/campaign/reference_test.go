package campaign

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// DuckDB's reference engine is a PostgreSQL sandbox of another dialect family, given only the
// tests whose functions, operators and types both catalogs share. A sibling on a shared
// function (abs over a table) runs on both and its rows are compared; one on a function only
// DuckDB has (hamming) and one dividing integers (DuckDB's / returns a DOUBLE, PostgreSQL's an
// integer) are not given to it, each with its kind of reason, and a count of them per kind.
func TestDuckDBReference(t *testing.T) {
	dbmstest.Engines(t)
	ctx := t.Context()
	target := dialect.MustParseTarget("duckdb:")
	tg, err := dbms.Open(ctx, target)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	info, err := tg.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := OpenReference(ctx, dialect.MustParseTarget("sandbox:postgres"), target, tg, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ref.Close)
	if ref.Shared == nil {
		t.Fatal("a PostgreSQL reference for DuckDB has no shared catalog")
	}

	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	recs, bad, err := corpus.ImportJSONL(strings.NewReader(`{"id": "abs-fix", "dbms": "duckdb", "title": "abs of the smallest integer", ` +
		`"test": {"format": "sql", "script": "SELECT abs(-1);\n"}}`))
	if err != nil || len(bad) > 0 || len(recs) != 1 {
		t.Fatalf("import: %v %v %d records", err, bad, len(recs))
	}
	if err := st.PutFix(ctx, recs[0]); err != nil {
		t.Fatal(err)
	}
	// A wrong-result profile: its oracle is the result, which only a ground truth can check.
	prof := &profile.Profile{FixID: recs[0].ID, Dialect: "duckdb", Status: profile.Accepted}
	prof.Validation.Failure.Class = "result"
	prof.Validation.Oracle.Kind = profile.OracleResult
	if err := st.PutProfile(ctx, nil, prof, ""); err != nil {
		t.Fatal(err)
	}
	context := []testfmt.Statement{{SQL: "CREATE TABLE t (x INTEGER, s VARCHAR)"}, {SQL: "INSERT INTO t VALUES (-3, 'abc'), (NULL, NULL), (2, 'abd')"}}
	cases := []struct {
		sql  string
		skip validate.ReferenceSkip
	}{
		{"SELECT abs(x) FROM t", ""},
		{"SELECT hamming(s, 'abc') FROM t", validate.SkipFunction},
		{"SELECT x / 2 FROM t", validate.SkipSignature},
	}
	var tests []sibling.Test
	for i, c := range cases {
		tests = append(tests, sibling.Test{ID: "t" + string(rune('a'+i)), FixID: recs[0].ID, Dialect: "duckdb", Anchor: "abs",
			Construct: "abs", Original: "SELECT abs(-1)", SQL: c.sql, Key: len(context),
			Statements: append(append([]testfmt.Statement(nil), context...), testfmt.Statement{SQL: c.sql})})
	}
	stage := NewValidateStage(st, target, dialect.MustParseTarget("sandbox:postgres"), dialect.Target{}, Brain{Offline: true}, 0, false)
	if err := stage.Prepare(nil); err != nil {
		t.Fatal(err)
	}
	sum, err := stage.Do(ctx, Sandbox{Target: tg, Product: info.Product, Reference: ref}, tests, nil)
	if err != nil || sum.Tests != len(tests) {
		t.Fatalf("%+v %v", sum, err)
	}
	vs, err := st.ListValidations(ctx, target.Redacted(), false)
	if err != nil || len(vs) != len(tests) {
		t.Fatalf("%d validations, %v", len(vs), err)
	}
	for _, v := range vs {
		c := cases[v.Verdict.TestID[1]-'a']
		r := v.Input.Reference
		switch {
		case r == nil || !r.Across || r.Skip != c.skip:
			t.Errorf("%s: reference %+v; want skip %q", c.sql, r, c.skip)
		case c.skip == "" && (r.Result == nil || r.Result.Outcome != dbms.OutcomeOK || r.NotCompared != "" || r.Divergence != ""):
			t.Errorf("%s: reference %+v; want its rows compared, and the same", c.sql, r)
		case c.skip != "" && (r.Result != nil || r.NotCompared == ""):
			t.Errorf("%s: reference %+v; want it not run, and why", c.sql, r)
		}
	}
	out, err := ReadOutputs(ctx, st, target.Redacted(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, c := range out.Tables().Reference {
		got[c.Label] = c.N
	}
	want := map[string]int{"compared, same rows": 1, "not comparable: " + string(validate.SkipFunction): 1,
		"not comparable: " + string(validate.SkipSignature): 1}
	if len(got) != len(want) {
		t.Errorf("reference counts %v, want %v", got, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("reference counts %v, want %v", got, want)
			break
		}
	}
}
