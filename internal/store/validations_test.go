package store

import (
	"errors"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

func TestValidationsRoundTrip(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, st *Store) {
		ctx := t.Context()
		put := func(id, target string, evidence ...string) {
			t.Helper()
			v := &Validation{Target: target,
				Input:   validate.Input{Test: sibling.Test{ID: id, FixID: "f"}, Sibling: &dbms.Execution{Target: target}},
				Verdict: validate.Verdict{TestID: id, FixID: "f", Validated: true, Evidence: evidence}, Key: "key " + id + target}
			if err := st.PutValidation(ctx, nil, v); err != nil {
				t.Fatal(err)
			}
		}
		put("a", "gms:", validate.EvidenceCrash)
		put("b", "gms:", validate.EvidenceDifferential)
		put("a", "sandbox:mariadb")
		put("a", "gms:", validate.EvidenceOracle) // replaces the first
		all, err := st.ListValidations(ctx, "", false)
		if err != nil || len(all) != 3 {
			t.Fatalf("%d validations, %v", len(all), err)
		}
		cands, err := st.ListValidations(ctx, "gms:", true)
		if err != nil || len(cands) != 1 || cands[0].Verdict.Evidence[0] != validate.EvidenceOracle || cands[0].Input.Sibling.Target != "gms:" {
			t.Fatalf("candidates on gms: %+v, %v", cands, err)
		}
		times, err := st.ValidationTimes(ctx)
		if err != nil || len(times) != 3 || times[[2]string{"a", "gms:"}].IsZero() {
			t.Fatalf("validation times %v, %v", times, err)
		}
		done, err := st.ValidatedTests(ctx, "sandbox:mariadb", "")
		if err != nil || len(done) != 1 || done["a"] != "key asandbox:mariadb" {
			t.Fatalf("validated on the sandbox: %v, %v", done, err)
		}
	})
}

// EachValidation yields what ListValidations returns, one at a time: every target's or one's,
// candidates only or all, in test id and target order; and stops at fn's first error.
func TestEachValidation(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, st *Store) {
		ctx := t.Context()
		for _, v := range []struct {
			id, target string
			evidence   []string
		}{{"b", "gms:", []string{validate.EvidenceCrash}}, {"a", "sandbox:mariadb", nil}, {"a", "gms:", nil}, {"c", "gms:", []string{validate.EvidenceOracle}}} {
			err := st.PutValidation(ctx, nil, &Validation{Target: v.target, Input: validate.Input{Test: sibling.Test{ID: v.id, FixID: "f"}},
				Verdict: validate.Verdict{TestID: v.id, FixID: "f", Validated: true, Evidence: v.evidence}})
			if err != nil {
				t.Fatal(err)
			}
		}
		each := func(target string, onlyCandidates bool) string {
			t.Helper()
			var got []string
			err := st.EachValidation(ctx, target, onlyCandidates, func(v *Validation) error {
				got = append(got, v.Verdict.TestID+" "+v.Target)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			return strings.Join(got, ", ")
		}
		for _, c := range []struct {
			target         string
			onlyCandidates bool
			want           string
		}{
			{"", false, "a gms:, a sandbox:mariadb, b gms:, c gms:"},
			{"gms:", false, "a gms:, b gms:, c gms:"},
			{"gms:", true, "b gms:, c gms:"},
			{"sandbox:mariadb", true, ""},
		} {
			if got := each(c.target, c.onlyCandidates); got != c.want {
				t.Errorf("target %q, candidates only %v: %s; want %s", c.target, c.onlyCandidates, got, c.want)
			}
		}
		stop := errors.New("stop")
		calls := 0
		err := st.EachValidation(ctx, "", false, func(*Validation) error {
			calls++
			return stop
		})
		if !errors.Is(err, stop) || calls != 1 {
			t.Fatalf("fn's error: %v after %d calls; want it after one", err, calls)
		}
	})
}
