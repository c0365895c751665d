package campaign

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// jsonValueFix is an imported fix whose JSON_VALUE sibling panics on the embedded
// go-mysql-server v0.20.
const jsonValueFix = `{"id": "json-extract-fix", "dbms": "gms", "title": "` + "`JSON_EXTRACT`" + ` over a JSON column returns a wrong result", ` +
	`"test": {"format": "sql", "script": "create table t (pk int primary key, col1 json);\ninsert into t values (1, '{\"items\": {\"1\": 1}}'), (2, null);\nselect pk, json_extract(col1, '$.items') from t order by pk;\n"}}`

// importedStore is a new store holding jsonValueFix.
func importedStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	recs, bad, err := corpus.ImportJSONL(strings.NewReader(jsonValueFix))
	if err != nil || len(bad) > 0 {
		t.Fatal(err, bad)
	}
	if err := st.PutFix(t.Context(), recs[0]); err != nil {
		t.Fatal(err)
	}
	return st
}

func candidateKeys(cs []validate.Candidate) string {
	var lines []string
	for _, c := range cs {
		lines = append(lines, c.ID+" "+strings.Join(c.Tests, ","))
	}
	return strings.Join(lines, "\n")
}

// plain drops what the tables add to each candidate.
func plain(cs []Candidate) []validate.Candidate {
	out := make([]validate.Candidate, len(cs))
	for i, c := range cs {
		out[i] = c.Candidate
	}
	return out
}

// Ctrl-C in the middle of validation stops between tests: the test in flight is not stored
// (its runs were cut short), the summary says the run was interrupted, status counts the rest
// as pending, and the next run ends with the candidates of a run never interrupted.
func TestInterruptedRunResumes(t *testing.T) {
	dbmstest.Engines(t)
	whole, err := Run(t.Context(), importedStore(t), Options{}, nil)
	if err != nil || whole.Interrupted || len(whole.Campaign.Candidates) == 0 {
		t.Fatalf("uninterrupted run: %v %+v", err, whole)
	}
	if whole.Stages[0].Note == "" || whole.Stages[1].Done != 1 || whole.Campaign.Validations.Done != whole.Campaign.Tests {
		t.Fatalf("uninterrupted run's stages: %+v", whole.Stages)
	}

	st := importedStore(t)
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	sum, err := Run(ctx, st, Options{}, func(p Progress) {
		if p.Stage == StageValidate && p.Done == 3 {
			cancel()
		}
	})
	if err != nil || !sum.Interrupted {
		t.Fatalf("interrupted run: %v, interrupted %v", err, sum.Interrupted)
	}
	if v := sum.Stages[len(sum.Stages)-1]; v.Name != StageValidate || v.Done != 2 {
		t.Fatalf("interrupted at the third test, the run stored %+v; want the two before it", v)
	}
	s, err := Stat(t.Context(), st, dialect.Target{})
	if err != nil || s.Validations.Done != 2 || s.Validations.Pending != s.Tests-2 {
		t.Fatalf("status after the interruption: %v %+v", err, s.Validations)
	}
	again, err := Run(t.Context(), st, Options{}, nil)
	if err != nil || again.Interrupted {
		t.Fatalf("resumed run: %v %+v", err, again)
	}
	if v := again.Stages[len(again.Stages)-1]; v.Already != 2 || v.Done != s.Tests-2 {
		t.Fatalf("resumed run validated %+v; want the %d tests left", v, s.Tests-2)
	}
	if a, b := candidateKeys(plain(again.Campaign.Candidates)), candidateKeys(plain(whole.Campaign.Candidates)); a != b {
		t.Fatalf("candidates after the resumed run:\n%s\nwant:\n%s", a, b)
	}
}

// TestValidationsCarryHandlers: the validation reads the target's catalog once and gives each
// test the Handler of its construct, which the verdict keeps for the clustering into bugs.
func TestValidationsCarryHandlers(t *testing.T) {
	dbmstest.Engines(t)
	st := importedStore(t)
	if _, err := Run(t.Context(), st, Options{}, nil); err != nil {
		t.Fatal(err)
	}
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	fns, err := catalogOf(t.Context(), tg)
	if err != nil {
		t.Fatal(err)
	}
	handler := handlersOf(fns)
	vs, err := st.ListValidations(t.Context(), "gms:", false)
	if err != nil {
		t.Fatal(err)
	}
	with := 0
	for _, v := range vs {
		want := handler[strings.ToUpper(v.Input.Test.Construct)]
		if v.Input.Handler != want || v.Verdict.Validated && v.Verdict.Handler != want {
			t.Errorf("test %s of %s: input's handler %q, verdict's %q; want %q", v.Input.Test.ID, v.Input.Test.Construct, v.Input.Handler, v.Verdict.Handler, want)
		}
		if want != "" {
			with++
		}
	}
	t.Logf("%d validations, %d of them with a handler", len(vs), with)
	if len(vs) == 0 || with == 0 {
		t.Errorf("%d validations, %d of them with a handler", len(vs), with)
	}
}

func TestOptionsValidate(t *testing.T) {
	o := Options{}
	if err := o.Validate(); err != nil || o.Target.DSN() != DefaultTarget || o.Until != "HEAD" || o.ProfileWorkers != 4 || o.Timeout == 0 {
		t.Fatalf("defaults: %v %+v", err, o)
	}
	for _, o := range []Options{
		{Target: dialect.MustParseTarget("postgres://u@127.0.0.1/db")},
		{ProfileWorkers: -1},
		{Brain: Brain{LLM: llm.Config{BaseURL: "http://127.0.0.1:1/v1"}}},
	} {
		if err := o.Validate(); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
}

// Rejudge judges the stored runs again without running them: a verdict that no longer says what
// the rules make of its runs is set right under the same key, and a second pass changes nothing.
func TestRejudge(t *testing.T) {
	dbmstest.Engines(t)
	st := importedStore(t)
	if _, err := Run(t.Context(), st, Options{}, nil); err != nil {
		t.Fatal(err)
	}
	vs, err := st.ListValidations(t.Context(), "gms:", true)
	if err != nil || len(vs) == 0 {
		t.Fatalf("%d candidate validations, %v", len(vs), err)
	}
	v := vs[0]
	want, key := v.Verdict, v.Key
	v.Verdict.Evidence, v.Verdict.Report, v.Verdict.Kind = nil, false, ""
	if err := st.PutValidation(t.Context(), nil, v); err != nil {
		t.Fatal(err)
	}
	judged, changed, err := Rejudge(t.Context(), st, "gms:", validate.Rules{})
	if err != nil || judged == 0 || changed != 1 {
		t.Fatalf("judged %d, changed %d, %v; want the one verdict set right", judged, changed, err)
	}
	again, err := st.ListValidations(t.Context(), "gms:", true)
	if err != nil {
		t.Fatal(err)
	}
	var got *store.Validation
	for _, a := range again {
		if a.Verdict.TestID == want.TestID {
			got = a
		}
	}
	if got == nil || !slices.Equal(got.Verdict.Evidence, want.Evidence) || got.Verdict.Kind != want.Kind || got.Key != key {
		t.Fatalf("after the rejudge: %+v, want evidence %v kind %q key %q", got, want.Evidence, want.Kind, key)
	}
	if _, changed, err := Rejudge(t.Context(), st, "gms:", validate.Rules{}); err != nil || changed != 0 {
		t.Errorf("a second pass changed %d verdicts (%v)", changed, err)
	}
}
