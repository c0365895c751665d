package store

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store/storetest"
	"github.com/reaper-sql/reaper/profile"
)

// eachStore runs test on a new SQLite store and on a new PostgreSQL one: every query is written
// once for both.
func eachStore(t *testing.T, test func(t *testing.T, s *Store)) {
	for _, c := range []struct {
		name string
		path func(t *testing.T) string
	}{
		{"sqlite", func(t *testing.T) string { return filepath.Join(t.TempDir(), "r.db") }},
		{"postgres", func(t *testing.T) string { return storetest.Postgres(t) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := Open(t.Context(), c.path(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			test(t, s)
		})
	}
}

func accepted(id, brain, fault string) *profile.Profile {
	key := testfmt.Statement{SQL: "SELECT TRIM(LEADING 'x' FROM a) FROM t", Line: 3, EndLine: 3, Key: true,
		Expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{"abc"}, {"NULL"}}}}
	return &profile.Profile{
		FixID: id, Dialect: "mysql", Status: profile.Accepted, CrossChecked: true,
		Trigger: profile.Trigger{Fault: fault, Key: key, Orig: corpus.TestCase{
			File: "t/trim.test", Format: testfmt.MTR, Name: "trim",
			Setup:      []testfmt.Statement{{SQL: "CREATE TABLE t (a TEXT)", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}},
			Statements: []testfmt.Statement{key},
		}},
		Validation: profile.Validation{
			Failure:   profile.Failure{Class: profile.ClassCrash, Pattern: fault + " crashes the server"},
			Criterion: fault + " must not crash",
			Oracle:    profile.Oracle{Kind: profile.OracleNoCrash, Condition: "the server stays up"},
		},
		Candidates: []profile.Candidate{{Construct: fault, Score: 7.5, Evidence: []string{"file trim.go"}}},
		Provenance: profile.Provenance{Brain: brain, Outcome: profile.OutcomeAgreed, Rounds: []profile.Round{{
			Query: &profile.QueryFinding{Fault: fault, Key: key.SQL},
			Patch: &profile.PatchFinding{Fault: fault, Class: profile.ClassCrash},
			Agree: true,
		}}},
		Notes: []string{"a note"},
	}
}

func dropped(id, brain string) *profile.Profile {
	return &profile.Profile{
		FixID: id, Status: profile.Dropped, Reason: "no agreement on n_fault after 3 round(s)",
		Candidates: []profile.Candidate{{Construct: "GROUP BY", Score: 2}},
		Provenance: profile.Provenance{Brain: brain, Model: "m", Outcome: profile.OutcomeDropped},
	}
}

func TestProfileRoundTrip(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, s *Store) {
		id := "abcdef0123456789abcdef0123456789abcdef01"
		want := accepted(id, "rules", "TRIM")
		if err := s.PutProfile(t.Context(), nil, want, "k1"); err != nil {
			t.Fatal(err)
		}
		if err := s.PutProfile(t.Context(), nil, dropped("abd0000000000000000000000000000000000000", "llm"), "k2"); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{id, "abcdef"} {
			got, err := s.GetProfile(t.Context(), key)
			if err != nil {
				t.Fatalf("GetProfile(%s): %v", key, err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("GetProfile(%s) =\n%+v\nwant\n%+v", key, got, want)
			}
		}
		if _, err := s.GetProfile(t.Context(), "ab"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
			t.Errorf("ambiguous prefix: %v", err)
		}
		_, err := s.GetProfile(t.Context(), "ffff")
		if !errors.Is(err, ErrNotFound) || !strings.Contains(err.Error(), "ffff") {
			t.Errorf("unknown id: %v, want an error wrapping ErrNotFound that names it", err)
		}

		// A second profile of the same fix replaces the first.
		again := dropped(id, "llm")
		if err := s.PutProfile(t.Context(), nil, again, "k1"); err != nil {
			t.Fatal(err)
		}
		got, err := s.GetProfile(t.Context(), id)
		if err != nil || got.Status != profile.Dropped || got.Provenance.Brain != "llm" {
			t.Fatalf("after replacing: %+v, %v", got, err)
		}
		all, err := s.ListProfiles(t.Context(), ProfileFilter{})
		if err != nil || len(all) != 2 {
			t.Fatalf("%d profiles after replacing one, want 2 (%v)", len(all), err)
		}
	})
}

func TestListProfilesAndProfiledFixes(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, s *Store) {
		if got, err := s.ListProfiles(t.Context(), ProfileFilter{}); err != nil || len(got) != 0 {
			t.Fatalf("empty store: %v, %v", got, err)
		}
		for _, p := range []*profile.Profile{
			accepted("c3", "rules", "TRIM"),
			dropped("a1", "rules"),
			accepted("b2", "llm", "LIST_SORT"),
			dropped("d4", "llm"),
		} {
			if err := s.PutProfile(t.Context(), nil, p, "key of "+p.FixID); err != nil {
				t.Fatal(err)
			}
		}
		ids := func(ps []*profile.Profile) []string {
			var out []string
			for _, p := range ps {
				out = append(out, p.FixID)
			}
			return out
		}
		for _, c := range []struct {
			f    ProfileFilter
			want []string
		}{
			{ProfileFilter{}, []string{"a1", "b2", "c3", "d4"}},
			{ProfileFilter{Status: profile.Accepted}, []string{"b2", "c3"}},
			{ProfileFilter{Status: profile.Dropped}, []string{"a1", "d4"}},
			{ProfileFilter{Brain: "llm"}, []string{"b2", "d4"}},
			{ProfileFilter{Status: profile.Dropped, Brain: "rules"}, []string{"a1"}},
			{ProfileFilter{Status: "pending"}, nil},
		} {
			got, err := s.ListProfiles(t.Context(), c.f)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(ids(got), c.want) {
				t.Errorf("ListProfiles(%+v) = %q, want %q", c.f, ids(got), c.want)
			}
		}
		accepted, err := s.ListProfiles(t.Context(), ProfileFilter{Status: profile.Accepted, Brain: "llm"})
		if err != nil || len(accepted) != 1 || accepted[0].Trigger.Fault != "LIST_SORT" || accepted[0].Trigger.Key.SQL == "" {
			t.Errorf("listed profile lost its body: %+v, %v", accepted, err)
		}
		got, err := s.ProfiledFixes(t.Context(), "")
		if err != nil {
			t.Fatal(err)
		}
		if want := map[string]string{"a1": "key of a1", "b2": "key of b2", "c3": "key of c3", "d4": "key of d4"}; !reflect.DeepEqual(got, want) {
			t.Errorf("ProfiledFixes = %v, want %v", got, want)
		}
	})
}

func TestAnswerCache(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, s *Store) {
		got, ok, err := s.GetAnswer(t.Context(), "k1")
		if err != nil || ok || got != (llm.Cached{}) {
			t.Fatalf("miss: %+v, %v, %v; want a zero answer, false, nil", got, ok, err)
		}
		a := llm.Cached{Answer: `{"n_fault": "TRIM"}`, PromptTokens: 1200, CompletionTokens: 85}
		if err := s.PutAnswer(t.Context(), "k1", "model-a", "the prompt", a); err != nil {
			t.Fatal(err)
		}
		got, ok, err = s.GetAnswer(t.Context(), "k1")
		if err != nil || !ok || got != a {
			t.Fatalf("hit: %+v, %v, %v; want %+v", got, ok, err, a)
		}
		if _, ok, _ := s.GetAnswer(t.Context(), "k2"); ok {
			t.Error("another key hit")
		}
		// Putting under the same key replaces the answer.
		b := llm.Cached{Answer: "second", PromptTokens: 1, CompletionTokens: 2}
		if err := s.PutAnswer(t.Context(), "k1", "model-a", "the prompt", b); err != nil {
			t.Fatal(err)
		}
		if got, ok, err := s.GetAnswer(t.Context(), "k1"); err != nil || !ok || got != b {
			t.Fatalf("after replacing: %+v, %v, %v; want %+v", got, ok, err, b)
		}
		// The cache outlives the process: reopen the store.
		path := s.Path()
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		s2, err := Open(t.Context(), path)
		if err != nil {
			t.Fatal(err)
		}
		defer s2.Close()
		if got, ok, err := s2.GetAnswer(t.Context(), "k1"); err != nil || !ok || got != b {
			t.Fatalf("after reopening: %+v, %v, %v; want %+v", got, ok, err, b)
		}
	})
}
