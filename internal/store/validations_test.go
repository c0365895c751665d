package store

import (
	"testing"

	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

func TestValidationsRoundTrip(t *testing.T) {
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
