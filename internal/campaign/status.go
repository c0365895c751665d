package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// Status is where a campaign stands on one target, read from the store alone.
type Status struct {
	Store  string `json:"store"`
	Target string `json:"target"`
	// MinedCommits counts the commits mining finished, fixes or not; Fixes the fix records,
	// mined or imported.
	MinedCommits int `json:"mined_commits"`
	Fixes        int `json:"fixes"`
	// Profiles: Done fixes profiled, Pending fixes not yet, Kept accepted, Failed dropped.
	Profiles StageStatus `json:"profiles"`
	// SiblingSets: Done profiles through generation, Pending not yet, Kept sets with tests,
	// Failed sets with a reason and no test; Tests counts the sibling tests.
	SiblingSets StageStatus `json:"sibling_sets"`
	Tests       int         `json:"tests"`
	// Validations on the target: Done tests validated, Pending tests of its dialect family not
	// yet, Kept those that reached a verdict, Failed those that did not; OtherDialects counts
	// the tests the target does not run.
	Validations   StageStatus `json:"validations"`
	OtherDialects int         `json:"other_dialects"`
	// Tables are the paper's Tables 1–3 on the target, with the deduplicated candidates and
	// their bugs.
	Tables
	// Jobs, for a campaign in PostgreSQL, are each queue's jobs per stage and state.
	Jobs []JobStage `json:"jobs,omitempty"`
}

// StageStatus is a stage's units: done, pending, and of the done ones those with an output for
// the next stage and those without, with the top reasons.
type StageStatus struct {
	Done    int           `json:"done"`
	Pending int           `json:"pending"`
	Kept    int           `json:"kept"`
	Failed  int           `json:"failed"`
	Reasons []ReasonCount `json:"reasons,omitempty"`
}

// Stat reads where the campaign in st stands on target; the zero Target is the target the
// store validated on last (StoreTarget).
func Stat(ctx context.Context, st *store.Store, target dialect.Target) (*Status, error) {
	if target.IsZero() {
		var err error
		if target, err = StoreTarget(ctx, st); err != nil {
			return nil, fmt.Errorf("status: %w", err)
		}
	}
	s := &Status{Store: st.Path(), Target: target.Redacted()}
	mined, err := st.MinedCommits(ctx)
	if err != nil {
		return nil, fmt.Errorf("status: %w", err)
	}
	s.MinedCommits = len(mined)
	if s.Fixes, err = st.CountFixes(ctx); err != nil {
		return nil, fmt.Errorf("status: %w", err)
	}

	profs, err := st.ListProfiles(ctx, store.ProfileFilter{})
	if err != nil {
		return nil, fmt.Errorf("status: profiles: %w", err)
	}
	reasons := map[string]int{}
	for _, p := range profs {
		if p.Status == profile.Accepted {
			s.Profiles.Kept++
		} else {
			s.Profiles.Failed++
			reasons[profileReason(p.Reason)]++
		}
	}
	s.Profiles.Done = len(profs)
	s.Profiles.Pending = max(0, s.Fixes-len(profs))
	s.Profiles.Reasons = TopReasons(reasons, 5)

	// The tests validated on the target, by id: a set's tests not among them are pending.
	validated := map[string]bool{}
	notValidated, setReasons := map[string]int{}, map[string]int{}
	family := target.Dialect()
	out, err := ReadOutputs(ctx, st, s.Target, func(v *store.Validation) {
		validated[v.Verdict.TestID] = true
		if !v.Verdict.Validated {
			notValidated[notValidatedReason(v.Verdict.Reason)]++
		}
	}, func(set *sibling.Set) {
		s.SiblingSets.Done++
		if len(set.Tests) > 0 {
			s.SiblingSets.Kept++
		} else if set.Reason != "" {
			s.SiblingSets.Failed++
			setReasons[set.Kind]++
		}
		for _, t := range set.Tests {
			s.Tests++
			if t.Dialect.OrDefault() != family {
				s.OtherDialects++
			} else if !validated[t.ID] {
				s.Validations.Pending++
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("status: %w", err)
	}
	current, err := st.CurrentTriage(ctx)
	if err != nil {
		return nil, fmt.Errorf("status: triage: %w", err)
	}
	s.Tables = out.Tables().WithTriage(current)
	s.Validations.Done, s.Validations.Failed = s.Validated, s.NotValidated
	s.Validations.Kept = s.Validated - s.NotValidated
	s.Validations.Reasons = TopReasons(notValidated, 5)
	s.SiblingSets.Pending = max(0, s.Profiles.Done-s.SiblingSets.Done)
	s.SiblingSets.Reasons = TopReasons(setReasons, 5)
	if s.Jobs, err = Jobs(ctx, st, ""); err != nil {
		return nil, fmt.Errorf("job engine: %w", err)
	}
	return s, nil
}
