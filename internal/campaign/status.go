package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
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
	Reasons []tally.Count `json:"reasons,omitempty"`
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
	s, err := ReadStatus(ctx, st, target.Redacted(), target.Dialect(), Visit{})
	if err != nil {
		return nil, err
	}
	if s.Jobs, err = Jobs(ctx, st, ""); err != nil {
		return nil, fmt.Errorf("job engine: %w", err)
	}
	return s, nil
}

// Visit are what ReadStatus calls with each stored unit as it counts it, for what a caller
// counts besides; any may be nil.
type Visit struct {
	Profile    func(*profile.Profile)
	Validation func(*store.Validation)
	Set        func(*sibling.Set)
}

// ReadStatus reads where the campaign in st stands on target, the redacted target whose tests
// are of dialect family, or on every target when target is "" (then no test is counted
// pending or of another dialect: each target runs its own). It is the one reader of a
// campaign's counts: `reaper status` (Stat), `reaper report` and the review page all show
// what it reads, so that they agree.
func ReadStatus(ctx context.Context, st *store.Store, target string, family dialect.Dialect, visit Visit) (*Status, error) {
	s := &Status{Store: st.Path(), Target: target}
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
	var reasons tally.Reasons
	for _, p := range profs {
		if p.Status == profile.Accepted {
			s.Profiles.Kept++
		} else {
			s.Profiles.Failed++
			addDropped(&reasons, p)
		}
		if visit.Profile != nil {
			visit.Profile(p)
		}
	}
	s.Profiles.Done = len(profs)
	s.Profiles.Pending = max(0, s.Fixes-len(profs))
	s.Profiles.Reasons = reasons.Top(5)

	// The tests validated on the target, by id: a set's tests not among them are pending.
	validated := map[string]bool{}
	var notValidated tally.Reasons
	setReasons := map[string]int{}
	out, err := ReadOutputs(ctx, st, target, func(v *store.Validation) {
		validated[v.Verdict.TestID] = true
		if !v.Verdict.Validated {
			addNotValidated(&notValidated, v.Verdict)
		}
		if visit.Validation != nil {
			visit.Validation(v)
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
			switch {
			case target == "":
			case t.Dialect.OrDefault() != family:
				s.OtherDialects++
			case !validated[t.ID]:
				s.Validations.Pending++
			}
		}
		if visit.Set != nil {
			visit.Set(set)
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
	s.Validations.Reasons = notValidated.Top(5)
	s.SiblingSets.Pending = max(0, s.Profiles.Done-s.SiblingSets.Done)
	s.SiblingSets.Reasons = TopReasons(setReasons, 5)
	return s, nil
}
