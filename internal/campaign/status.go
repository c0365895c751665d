package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/validate"
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
	// StageHolds counts the validated tests each validation stage held for (Table 3).
	StageHolds []Count `json:"stage_holds"`
	// Origins is Table 2: tests generated, validated and candidate per anchor origin.
	Origins []OriginRow `json:"origins"`
	// Candidates are the deduplicated candidates on the target; ByEvidence counts them per
	// evidence class (Table 3), ByKind per crash or logic bug (Table 1), Triage per current
	// triage status (new when nobody decided yet).
	Candidates []validate.Candidate `json:"candidates"`
	ByEvidence []Count              `json:"by_evidence"`
	ByKind     []Count              `json:"by_kind"`
	Triage     []Count              `json:"triage"`
	// Bugs are the candidates clustered by root cause (validate.Cluster); BugsByKind counts them
	// per crash or logic bug, as the paper's Table 1 counts bugs.
	Bugs       []validate.Bug `json:"bugs"`
	BugsByKind []Count        `json:"bugs_by_kind"`
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

// Count is one labelled number of a table.
type Count struct {
	Label string `json:"label"`
	N     int    `json:"n"`
}

// OriginRow is a row of Table 2: the sibling tests of one anchor origin (n_fault, candidate,
// random) generated, validated on the target, and candidate there.
type OriginRow struct {
	Origin     string `json:"origin"`
	Generated  int    `json:"generated"`
	Validated  int    `json:"validated"`
	Candidates int    `json:"candidates"`
}

// Stat reads where the campaign in st stands on target.
func Stat(ctx context.Context, st *store.Store, target string) (*Status, error) {
	if target == "" {
		target = DefaultTarget
	}
	s := &Status{Store: st.Path(), Target: dbms.Redact(target)}
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

	sets, err := st.ListSiblingSets(ctx)
	if err != nil {
		return nil, fmt.Errorf("status: sibling sets: %w", err)
	}
	vals, err := st.ListValidations(ctx, s.Target, false)
	if err != nil {
		return nil, fmt.Errorf("status: validations: %w", err)
	}
	validated := map[string]validate.Verdict{}
	for _, v := range vals {
		validated[v.Verdict.TestID] = v.Verdict
	}
	origins := map[string]*OriginRow{}
	origin := func(o string) *OriginRow {
		if o == "" {
			o = "n_fault"
		}
		if origins[o] == nil {
			origins[o] = &OriginRow{Origin: o}
		}
		return origins[o]
	}
	for _, o := range []string{"n_fault", "candidate", "random"} {
		origin(o)
	}
	reasons = map[string]int{}
	family := Family(target)
	for _, set := range sets {
		if len(set.Tests) > 0 {
			s.SiblingSets.Kept++
		} else if set.Reason != "" {
			s.SiblingSets.Failed++
			reasons[set.Kind]++
		}
		for _, t := range set.Tests {
			s.Tests++
			o := origin(t.Origin)
			o.Generated++
			if DialectFamily(t.Dialect) != family {
				s.OtherDialects++
				continue
			}
			v, ok := validated[t.ID]
			if !ok {
				s.Validations.Pending++
				continue
			}
			o.Validated++
			if v.Candidate() {
				o.Candidates++
			}
		}
	}
	s.SiblingSets.Done = len(sets)
	s.SiblingSets.Pending = max(0, len(profs)-len(sets))
	s.SiblingSets.Reasons = TopReasons(reasons, 5)
	for _, o := range []string{"n_fault", "candidate", "random"} {
		s.Origins = append(s.Origins, *origins[o])
		delete(origins, o)
	}
	for _, o := range origins {
		s.Origins = append(s.Origins, *o)
	}

	reasons = map[string]int{}
	holds := [3]int{}
	names := [3]string{validate.StageFailure, validate.StageCriterion, validate.StageOracle}
	var verdicts []validate.Verdict
	for _, v := range vals {
		vd := v.Verdict
		s.Validations.Done++
		if vd.Validated {
			s.Validations.Kept++
		} else {
			s.Validations.Failed++
			reasons[notValidatedReason(vd.Reason)]++
		}
		for i, stage := range vd.Stages {
			if i < 3 && stage.Holds {
				holds[i]++
			}
		}
		verdicts = append(verdicts, vd)
	}
	s.Validations.Reasons = TopReasons(reasons, 5)
	for i := range names {
		s.StageHolds = append(s.StageHolds, Count{names[i], holds[i]})
	}

	s.Candidates = validate.Dedupe(verdicts)
	triage, err := st.CurrentTriage(ctx)
	if err != nil {
		return nil, fmt.Errorf("status: triage: %w", err)
	}
	byEvidence, byKind, byTriage := map[string]int{}, map[string]int{}, map[string]int{}
	for _, c := range s.Candidates {
		kind := "logic"
		for _, e := range c.Evidence {
			if e == validate.EvidenceCrash {
				kind = "crash"
			}
			if e != validate.EvidenceDifferential {
				byEvidence[e]++
			}
		}
		byKind[kind]++
		status := store.TriageNew
		if t, ok := triage[c.ID]; ok {
			status = t.Status
		}
		byTriage[status]++
	}
	s.ByEvidence = counts(byEvidence, validate.EvidenceFix, validate.EvidenceOracle, validate.EvidenceCrash)
	s.ByKind = counts(byKind, "crash", "logic")
	s.Triage = counts(byTriage, store.TriageStatuses...)
	if s.Candidates == nil {
		s.Candidates = []validate.Candidate{}
	}
	s.Bugs = validate.Cluster(s.Candidates)
	bugsByKind := map[string]int{}
	for _, b := range s.Bugs {
		bugsByKind[b.Kind]++
	}
	s.BugsByKind = counts(bugsByKind, "crash", "logic")
	if s.Jobs, err = Jobs(ctx, st, ""); err != nil {
		return nil, fmt.Errorf("job engine: %w", err)
	}
	return s, nil
}

// counts lists m's labels: those of order first, in that order and even when zero, then the
// rest by count.
func counts(m map[string]int, order ...string) []Count {
	out := make([]Count, 0, len(m)+len(order))
	seen := map[string]bool{}
	for _, l := range order {
		seen[l] = true
		out = append(out, Count{l, m[l]})
	}
	rest := map[string]int{}
	for l, n := range m {
		if !seen[l] {
			rest[l] = n
		}
	}
	for _, r := range TopReasons(rest, len(rest)) {
		out = append(out, Count{r.Reason, r.Count})
	}
	return out
}
