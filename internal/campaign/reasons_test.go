package campaign

import (
	"testing"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/validate"
)

// Dropped profiles count by their kind, one stored before profiles carried it among them, and
// each kind is shown by a real reason.
func TestAddDroppedCountsKinds(t *testing.T) {
	var rs tally.Reasons
	for _, p := range []*profile.Profile{
		{Status: profile.Dropped, DropKind: profile.DropNoAgreement, Reason: "no agreement on n_fault after 3 rounds: the test names TRIM, the patch names LTRIM"},
		{Status: profile.Dropped, Reason: "no agreement on n_fault after 1 round: the query side is unsure: no construct found"},
		{Status: profile.Dropped, DropKind: profile.DropOverBudget, Reason: tally.OverBudgetReason("profiling took more than 10m0s"),
			Provenance: profile.Provenance{Outcome: profile.OutcomeSkipped}},
	} {
		addDropped(&rs, p)
	}
	top := rs.Top(0)
	if len(top) != 2 || top[0].Count != 2 || top[0].Reason != "no agreement on n_fault after 3 rounds: the test names TRIM, the patch names LTRIM" ||
		top[1].Reason != "over budget: profiling took more than 10m0s" {
		t.Errorf("dropped reasons %+v", top)
	}
}

// Tests without a verdict count by their kind and, within it, by the shape of the reason: the
// target's messages and the budgets stay apart, one verdict stored before verdicts carried
// their kind counts with its own, and none is shown by its shape.
func TestAddNotValidatedCountsKinds(t *testing.T) {
	var s ValidateStats
	notRun := func(msg string) validate.Verdict {
		return validate.Verdict{Unreached: validate.UnreachedNotRun, Reason: "the sibling statement did not run: setup failed: " + msg}
	}
	for _, v := range []validate.Verdict{
		notRun("Table 'test.t1' doesn't exist"),
		notRun("Table 'test.t2' doesn't exist"),
		notRun("Unknown column 'a' in 'field list'"),
		{Unreached: validate.UnreachedOverBudget, Reason: tally.OverBudgetReason("validation took more than 2m0s")},
		{Reason: tally.OverBudgetReason("validation took more than 2m0s")},
		{Unreached: validate.UnreachedOverBudget, Reason: tally.OverBudgetReason("the test has 1001 statements, past the limit of 1000")},
	} {
		s.add(v)
	}
	want := map[string]int{
		"the sibling statement did not run: setup failed: Table 'test.t1' doesn't exist":      2,
		"the sibling statement did not run: setup failed: Unknown column 'a' in 'field list'": 1,
		"over budget: validation took more than 2m0s":                                         2,
		"over budget: the test has 1001 statements, past the limit of 1000":                   1,
	}
	top := s.Reasons.Top(0)
	if s.NotValidated != 6 || len(top) != len(want) {
		t.Fatalf("%d not validated, reasons %+v", s.NotValidated, top)
	}
	for _, c := range top {
		if want[c.Reason] != c.Count {
			t.Errorf("%d × %q, want %d", c.Count, c.Reason, want[c.Reason])
		}
	}
}
