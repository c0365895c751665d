package review

import (
	"context"
	"fmt"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
)

// Campaign is what the review pages and the report read from a store: the campaign's numbers
// and the validations behind its candidates. Triage decisions are not part of it: they change
// while a reviewer works and are read per request (WithTriage).
type Campaign struct {
	Stats Stats
	// Validations are the candidate validations by test id (the same map `reaper candidates
	// show` reads).
	Validations map[string]*store.Validation
	// First is when each candidate's earliest validation was stored, by candidate id; absent
	// when unknown.
	First  map[string]time.Time
	Loaded time.Time
	// at is each candidate's index in Stats.Candidates, by id.
	at map[string]int
}

// Bucket is one interval of the throughput series.
type Bucket struct {
	Start time.Time
	N     int
}

// Stats are a campaign's numbers, the dashboard's and the report's: the paper's tables, which
// `reaper status` shows too and so come from campaign.Tables, and what only these pages show.
type Stats struct {
	campaign.Tables
	// Fixes, ProfilesAccepted and ProfilesDropped, SiblingSets and Siblings are
	// campaign.Status's Fixes, Profiles.Kept and Profiles.Failed, SiblingSets.Done (the fixes
	// that went through sibling generation) and Tests (the tests made).
	Fixes            int
	ProfilesAccepted int
	ProfilesDropped  int
	SiblingSets      int
	Siblings         int
	// Validity counts the sibling statements that ran by validity class (ok, syntax, semantic,
	// other); SyntacticValid is the share that parsed, SemanticValid the share that also passed
	// the name, type and arity checks (ran, or failed for another reason).
	Validity       []campaign.Count
	SyntacticValid float64
	SemanticValid  float64
	// LLM use, as recorded: profiles and verdicts an LLM brain made, and their tokens.
	ProfileLLM    int
	ProfileRounds int
	ProfileTokens int
	VerdictLLM    int
	VerdictTokens int
	// Throughput is validations per BucketSize, from the validations' created_at.
	Throughput []Bucket
	BucketSize time.Duration
}

// Load reads a campaign, on every target, from the store: its counts as `reaper status` reads
// them (campaign.ReadStatus), and what only these pages show besides.
func Load(ctx context.Context, st *store.Store) (*Campaign, error) {
	var s Stats
	c := &Campaign{Validations: map[string]*store.Validation{}, First: map[string]time.Time{}, Loaded: time.Now(), at: map[string]int{}}
	validity := map[string]int{}
	status, err := campaign.ReadStatus(ctx, st, "", "", campaign.Visit{
		Profile: func(p *profile.Profile) {
			if p.Provenance.Brain == "llm" {
				s.ProfileLLM++
				s.ProfileRounds += len(p.Provenance.Rounds)
			}
			s.ProfileTokens += p.Provenance.Tokens
		},
		Validation: func(v *store.Validation) {
			vd := v.Verdict
			if vd.Facts.Validity != "" {
				validity[vd.Facts.Validity]++
			}
			if vd.Brain == "llm" {
				s.VerdictLLM++
			}
			s.VerdictTokens += vd.Tokens
			if vd.Candidate() {
				c.Validations[vd.TestID] = v
			}
		},
	})
	if err != nil {
		return nil, fmt.Errorf("review: %w", err)
	}
	s.Tables = status.Tables
	s.Fixes, s.ProfilesAccepted, s.ProfilesDropped = status.Fixes, status.Profiles.Kept, status.Profiles.Failed
	s.SiblingSets, s.Siblings = status.SiblingSets.Done, status.Tests
	created, err := st.ValidationTimes(ctx)
	if err != nil {
		return nil, err
	}
	ran := 0
	for _, n := range validity {
		ran += n
	}
	if ran > 0 {
		s.SyntacticValid = float64(ran-validity[failure.ClassSyntax]) / float64(ran)
		s.SemanticValid = float64(validity[failure.ClassOK]+validity[failure.ClassOther]) / float64(ran)
	}
	s.Validity = campaign.Counts(validity, failure.ClassOK, failure.ClassSyntax, failure.ClassSemantic, failure.ClassOther)
	for i, cd := range s.Candidates {
		c.at[cd.ID] = i
		for _, id := range cd.Tests {
			t, ok := created[[2]string{id, c.Validations[id].Target}]
			if first, seen := c.First[cd.ID]; ok && (!seen || t.Before(first)) {
				c.First[cd.ID] = t
			}
		}
	}
	s.Throughput, s.BucketSize = statsThroughput(created)
	c.Stats = s
	return c, nil
}

// WithTriage returns the campaign's numbers with the triage columns filled from the current
// decisions.
func (c *Campaign) WithTriage(current store.Decisions) Stats {
	s := c.Stats
	s.Tables = s.Tables.WithTriage(current)
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
