package campaign

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Every stage asks what is done the same way, for many units (Pending) and for one (Unit): a
// unit whose stored output carries another key than its inputs' now is pending, one stored
// with its key now or with none (stored before keys were kept) is done, Redo takes every unit,
// and a test of another dialect than the target's is left out.
func TestStagesPendingByKey(t *testing.T) {
	ctx := t.Context()
	st := importedStore(t)
	const fix = "json-extract-fix"
	if err := st.PutProfile(ctx, nil, &profile.Profile{FixID: fix, Dialect: "mysql", Status: profile.Dropped}, ""); err != nil {
		t.Fatal(err)
	}
	test := sibling.Test{ID: "t1", FixID: fix, Dialect: "mysql", SQL: "SELECT 1", Statements: []testfmt.Statement{{SQL: "SELECT 1"}}}
	other := sibling.Test{ID: "t2", FixID: fix, Dialect: "postgres", SQL: "SELECT 1", Statements: []testfmt.Statement{{SQL: "SELECT 1"}}}
	if err := st.PutSiblingSet(ctx, nil, &sibling.Set{FixID: fix, Tests: []sibling.Test{test, other}}, ""); err != nil {
		t.Fatal(err)
	}
	f, err := st.GetFix(ctx, fix)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.GetProfile(ctx, fix)
	if err != nil {
		t.Fatal(err)
	}
	set, _, err := st.GetSiblingSet(ctx, fix)
	if err != nil {
		t.Fatal(err)
	}
	profiles := NewProfileStage(st, Brain{Offline: true}, profile.Options{})
	generator, err := NewSiblingsStage(st, grammars.Catalog{}, sibling.Options{})
	if err != nil {
		t.Fatal(err)
	}
	validator := NewValidateStage(st, dialect.MustParseTarget("gms:"), dialect.Target{}, dialect.Target{}, Brain{Offline: true}, 0, false)
	put := func(profileKey, setKey, testKey string) {
		t.Helper()
		if err := st.PutProfile(ctx, nil, p, profileKey); err != nil {
			t.Fatal(err)
		}
		if err := st.PutSiblingSet(ctx, nil, set, setKey); err != nil {
			t.Fatal(err)
		}
		v := &store.Validation{Target: "gms:", Input: validate.Input{Test: set.Tests[0]}, Verdict: validate.Verdict{TestID: "t1", FixID: fix}, Key: testKey}
		if err := st.PutValidation(ctx, nil, v); err != nil {
			t.Fatal(err)
		}
	}
	check := func(name string, u Units, wantPending bool) {
		t.Helper()
		pending := 0
		if wantPending {
			pending = 1
		}
		fixes, done, err := profiles.Pending(ctx, u)
		if err != nil || len(fixes) != pending || done != 1-pending {
			t.Errorf("%s: profile stage: %d pending, %d done, %v", name, len(fixes), done, err)
		}
		ps, done, err := generator.Pending(ctx, u)
		if err != nil || len(ps) != pending || done != 1-pending {
			t.Errorf("%s: siblings stage: %d pending, %d done, %v", name, len(ps), done, err)
		}
		units, n, err := validator.Pending(ctx, u)
		if err != nil || len(units) != pending || n != (TestCounts{Pending: pending, Already: 1 - pending, Other: 1}) {
			t.Errorf("%s: validate stage: %d fixes, %+v, %v", name, len(units), n, err)
		}
		if u.Redo {
			return
		}
		if _, todo, err := profiles.Unit(ctx, fix); err != nil || todo != wantPending {
			t.Errorf("%s: the profile stage's unit is pending: %v, %v", name, todo, err)
		}
		if _, stored, err := generator.Unit(ctx, fix); err != nil || (stored == nil) != wantPending {
			t.Errorf("%s: the siblings stage's unit has a stored set: %v, %v", name, stored != nil, err)
		}
		if tests, err := validator.Unit(ctx, fix); err != nil || len(tests) != pending {
			t.Errorf("%s: the validate stage's unit has %d tests, %v", name, len(tests), err)
		}
	}
	put("another", "another", "another")
	check("made from other inputs", Units{}, true)
	check("one fix, made from other inputs", Units{Fix: "json-ext"}, true)
	put(profiles.Key(f), generator.Key(p), validator.Key(set.Tests[0]))
	check("made from the inputs now", Units{}, false)
	check("one fix, made from the inputs now", Units{Fix: "json-ext"}, false)
	check("made from the inputs now, redone", Units{Redo: true}, true)
	put("", "", "")
	check("stored before keys were kept", Units{}, false)
}
