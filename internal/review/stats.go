package review

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Campaign is what the review pages and the report read from a store: every deduplicated
// candidate with the validations behind it, and the campaign's statistics. Triage decisions
// are not part of it: they change while a reviewer works and are read per request.
type Campaign struct {
	Candidates []Entry
	Stats      Stats
	// Validations are the candidate validations by test id (the same map `reaper candidates
	// show` reads).
	Validations map[string]*store.Validation
	Loaded      time.Time
}

// Entry is one candidate with what the list filters and sorts by.
type Entry struct {
	validate.Candidate
	// DBMS are the products of the targets its tests ran on.
	DBMS []string
	// Kind is "crash" (a crash or internal error) or "logic" (oracle or fix-derived only).
	Kind string
	// First is when its earliest validation was stored (zero when unknown).
	First time.Time
	// Origins are the anchor origins of its tests (n_fault, candidate, random).
	Origins []string
}

// Count is one labelled number of a table or chart.
type Count struct {
	Label string
	N     int
}

// Bucket is one interval of the throughput series.
type Bucket struct {
	Start time.Time
	N     int
}

// OriginRow is Table 2: the tests generated, validated and found candidate per anchor origin.
type OriginRow struct {
	Origin string
	// Valid counts the validated tests that passed the syntactic and semantic checks.
	Generated, Validated, Valid, Candidates int
}

// KindRow is Table 1: the candidates of one DBMS and kind, by triage status.
type KindRow struct {
	DBMS, Kind string
	Candidates int
	Status     map[string]int
}

// Stats are a campaign's numbers, the dashboard's and the report's.
type Stats struct {
	Fixes            int
	ProfilesAccepted int
	ProfilesDropped  int
	// SiblingSets is the fixes that went through sibling generation; Siblings the tests made.
	SiblingSets int
	Siblings    int
	// Validated counts the stored validations, NotValidated those that reached no verdict.
	Validated    int
	NotValidated int
	// Validity counts the sibling statements that ran by validity class (ok, syntax, semantic,
	// other); SyntacticValid is the share that parsed, SemanticValid the share that also passed
	// the name, type and arity checks (ran, or failed for another reason).
	Validity       []Count
	SyntacticValid float64
	SemanticValid  float64
	Candidates     int
	// Bugs are the candidates clustered by root cause (validate.Cluster), BugsByKind per crash
	// or logic: the paper's Table 1 counts bugs.
	Bugs       int
	BugsByKind []Count
	ByDBMS     []Count
	ByEvidence []Count
	// StageHolds counts the validated tests whose stage I, II and III held.
	StageHolds [3]int
	Stages     [3]string
	// LLM use, as recorded: profiles and verdicts an LLM brain made, and their tokens.
	ProfileLLM    int
	ProfileRounds int
	ProfileTokens int
	VerdictLLM    int
	VerdictTokens int
	// Throughput is validations per BucketSize, from the validations' created_at.
	Throughput []Bucket
	BucketSize time.Duration
	Origins    []OriginRow
	Kinds      []KindRow
}

// Load reads a campaign from the store.
func Load(ctx context.Context, st *store.Store) (*Campaign, error) {
	var s Stats
	var err error
	if s.Fixes, err = st.CountFixes(ctx); err != nil {
		return nil, fmt.Errorf("review: count fixes: %w", err)
	}
	profs, err := st.ListProfiles(ctx, store.ProfileFilter{})
	if err != nil {
		return nil, fmt.Errorf("review: profiles: %w", err)
	}
	for _, p := range profs {
		if p.Status == profile.Accepted {
			s.ProfilesAccepted++
		} else {
			s.ProfilesDropped++
		}
		if p.Provenance.Brain == "llm" {
			s.ProfileLLM++
			s.ProfileRounds += len(p.Provenance.Rounds)
		}
		s.ProfileTokens += p.Provenance.Tokens
	}
	sets, err := st.ListSiblingSets(ctx)
	if err != nil {
		return nil, fmt.Errorf("review: sibling sets: %w", err)
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
	testOrigin := map[string]string{}
	s.SiblingSets = len(sets)
	for _, set := range sets {
		s.Siblings += len(set.Tests)
		for _, t := range set.Tests {
			origin(t.Origin).Generated++
			testOrigin[t.ID] = t.Origin
		}
	}
	all, err := st.ListValidations(ctx, "", false)
	if err != nil {
		return nil, fmt.Errorf("review: validations: %w", err)
	}
	created, err := st.ValidationTimes(ctx)
	if err != nil {
		return nil, err
	}
	validity := map[string]int{}
	var verdicts []validate.Verdict
	cands := map[string]*store.Validation{}
	for _, v := range all {
		vd := v.Verdict
		s.Validated++
		if !vd.Validated {
			s.NotValidated++
		}
		o := origin(testOrigin[vd.TestID])
		o.Validated++
		if vd.Facts.Validity != "" {
			validity[vd.Facts.Validity]++
		}
		if vd.Facts.Validity == sibling.ClassOK || vd.Facts.Validity == sibling.ClassOther {
			o.Valid++
		}
		for i, st := range vd.Stages {
			if i < 3 {
				s.Stages[i] = st.Name
				if st.Holds {
					s.StageHolds[i]++
				}
			}
		}
		if vd.Brain == "llm" {
			s.VerdictLLM++
		}
		s.VerdictTokens += vd.Tokens
		if vd.Candidate() {
			o.Candidates++
			verdicts = append(verdicts, vd)
			cands[vd.TestID] = v
		}
	}
	if s.Stages[0] == "" {
		s.Stages = [3]string{validate.StageFailure, validate.StageCriterion, validate.StageOracle}
	}
	ran := 0
	for _, n := range validity {
		ran += n
	}
	if ran > 0 {
		s.SyntacticValid = float64(ran-validity[sibling.ClassSyntax]) / float64(ran)
		s.SemanticValid = float64(validity[sibling.ClassOK]+validity[sibling.ClassOther]) / float64(ran)
	}
	s.Validity = statsSorted(validity, []string{sibling.ClassOK, sibling.ClassSyntax, sibling.ClassSemantic, sibling.ClassOther})
	for _, o := range []string{"n_fault", "candidate", "random"} {
		origin(o)
	}
	for _, o := range origins {
		s.Origins = append(s.Origins, *o)
	}
	sort.Slice(s.Origins, func(i, j int) bool {
		return statsOriginRank(s.Origins[i].Origin) < statsOriginRank(s.Origins[j].Origin)
	})

	c := &Campaign{Validations: cands, Loaded: time.Now()}
	byDBMS, byEvidence := map[string]int{}, map[string]int{}
	deduped := validate.Dedupe(verdicts)
	bugs, bugsByKind := validate.Cluster(deduped), map[string]int{}
	for _, b := range bugs {
		bugsByKind[b.Kind]++
	}
	s.Bugs, s.BugsByKind = len(bugs), statsSorted(bugsByKind, []string{"crash", "logic"})
	for _, cd := range deduped {
		e := Entry{Candidate: cd, Kind: "logic"}
		for _, id := range cd.Tests {
			v := cands[id]
			e.DBMS = statsAppendNew(e.DBMS, v.Input.Product)
			e.Origins = statsAppendNew(e.Origins, origin(testOrigin[id]).Origin)
			if t, ok := created[[2]string{id, v.Target}]; ok && (e.First.IsZero() || t.Before(e.First)) {
				e.First = t
			}
		}
		sort.Strings(e.DBMS)
		for _, ev := range cd.Evidence {
			if ev == validate.EvidenceCrash {
				e.Kind = "crash"
			}
			if ev != validate.EvidenceDifferential {
				byEvidence[ev]++
			}
		}
		for _, d := range e.DBMS {
			byDBMS[d]++
		}
		c.Candidates = append(c.Candidates, e)
	}
	s.Candidates = len(c.Candidates)
	s.ByDBMS = statsSorted(byDBMS, nil)
	s.ByEvidence = statsSorted(byEvidence, []string{validate.EvidenceFix, validate.EvidenceOracle, validate.EvidenceCrash})
	s.Throughput, s.BucketSize = statsThroughput(created)
	c.Stats = s
	return c, nil
}

// WithTriage fills the triage columns of Table 1 from the current decisions.
func (c *Campaign) WithTriage(current map[string]store.Triage) Stats {
	s := c.Stats
	rows := map[[2]string]*KindRow{}
	for _, e := range c.Candidates {
		status := store.TriageNew
		if t, ok := current[e.ID]; ok {
			status = t.Status
		}
		dbs := e.DBMS
		if len(dbs) == 0 {
			dbs = []string{"?"}
		}
		for _, d := range dbs {
			k := [2]string{d, e.Kind}
			if rows[k] == nil {
				rows[k] = &KindRow{DBMS: d, Kind: e.Kind, Status: map[string]int{}}
			}
			rows[k].Candidates++
			rows[k].Status[status]++
		}
	}
	s.Kinds = nil
	for _, r := range rows {
		s.Kinds = append(s.Kinds, *r)
	}
	sort.Slice(s.Kinds, func(i, j int) bool {
		if s.Kinds[i].DBMS != s.Kinds[j].DBMS {
			return s.Kinds[i].DBMS < s.Kinds[j].DBMS
		}
		return s.Kinds[i].Kind < s.Kinds[j].Kind
	})
	return s
}

// statsThroughput counts validations per interval, choosing the interval (minute to day) that
// gives at most 48 bars.
func statsThroughput(created map[[2]string]time.Time) ([]Bucket, time.Duration) {
	if len(created) == 0 {
		return nil, time.Hour
	}
	var lo, hi time.Time
	for _, t := range created {
		if lo.IsZero() || t.Before(lo) {
			lo = t
		}
		if t.After(hi) {
			hi = t
		}
	}
	size := time.Hour
	for _, d := range []time.Duration{time.Minute, 5 * time.Minute, 15 * time.Minute, time.Hour, 6 * time.Hour, 24 * time.Hour, 7 * 24 * time.Hour} {
		size = d
		if hi.Sub(lo)/d < 48 {
			break
		}
	}
	start := lo.Truncate(size)
	n := int(hi.Sub(start)/size) + 1
	out := make([]Bucket, n)
	for i := range out {
		out[i].Start = start.Add(time.Duration(i) * size)
	}
	for _, t := range created {
		out[int(t.Sub(start)/size)].N++
	}
	return out, size
}

// statsSorted turns a map into counts: the labels of order first, in that order, then the rest
// by count.
func statsSorted(m map[string]int, order []string) []Count {
	var out []Count
	seen := map[string]bool{}
	for _, l := range order {
		seen[l] = true
		if m[l] > 0 {
			out = append(out, Count{l, m[l]})
		}
	}
	var rest []Count
	for l, n := range m {
		if !seen[l] {
			rest = append(rest, Count{l, n})
		}
	}
	sort.Slice(rest, func(i, j int) bool {
		if rest[i].N != rest[j].N {
			return rest[i].N > rest[j].N
		}
		return rest[i].Label < rest[j].Label
	})
	return append(out, rest...)
}

func statsOriginRank(o string) string {
	switch o {
	case "n_fault":
		return "0"
	case "candidate":
		return "1"
	case "random":
		return "2"
	}
	return "3" + o
}

func statsAppendNew(list []string, s string) []string {
	if s == "" {
		return list
	}
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return list
		}
	}
	return append(list, s)
}
