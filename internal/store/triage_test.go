package store

import (
	"strings"
	"testing"
)

func TestTriage(t *testing.T) {
	eachStore(t, func(t *testing.T, st *Store) {
		ctx := t.Context()
		for _, c := range []struct {
			t    Triage
			want string
		}{
			{Triage{CandidateID: "c1", Status: "maybe", Who: "ana"}, "unknown triage status"},
			{Triage{CandidateID: "c1", Status: TriageFalsePositive, Who: "ana"}, "needs its reason"},
			{Triage{CandidateID: "c1", Status: TriageDuplicate, DuplicateOf: "c1", Who: "ana"}, "id of the other candidate"},
			{Triage{CandidateID: "c1", Status: TriageReported, Who: "ana"}, "tracker link"},
			{Triage{CandidateID: "c1", Status: TriageConfirmed}, "who decided"},
		} {
			if err := st.PutTriage(ctx, &c.t); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%+v: %v, want %q", c.t, err, c.want)
			}
		}
		for _, tr := range []Triage{
			{CandidateID: "c1", Status: TriageConfirmed, Who: "ana"},
			{CandidateID: "c2", Status: TriageFalsePositive, Reason: "the sibling's own domain", Who: "bo"},
			{CandidateID: "c1", Status: TriageReported, Link: "https://github.com/dolthub/go-mysql-server/issues/1", Note: "filed", Who: "ana"},
		} {
			if err := st.PutTriage(ctx, &tr); err != nil {
				t.Fatal(err)
			}
		}
		cur, err := st.CurrentTriage(ctx)
		if err != nil || len(cur) != 2 || cur["c1"].Status != TriageReported || cur["c2"].Reason == "" || cur["c1"].When.IsZero() {
			t.Fatalf("current triage %+v, %v", cur, err)
		}
		hist, err := st.TriageHistory(ctx, "c1")
		if err != nil || len(hist) != 2 || hist[0].Status != TriageConfirmed || hist[1].Link == "" {
			t.Fatalf("history %+v, %v", hist, err)
		}
	})
}
