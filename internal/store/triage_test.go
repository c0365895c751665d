package store

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/internal/store/storetest"
)

func TestTriage(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, st *Store) {
		ctx := t.Context()
		for _, c := range []struct {
			t    Triage
			want string
		}{
			{Triage{CandidateID: "c1", Status: "maybe", Who: "ana"}, "unknown triage status"},
			{Triage{CandidateID: "c1", Status: TriageFalsePositive, Who: "ana"}, "needs its reason"},
			{Triage{CandidateID: "c1", Status: TriageDuplicate, DuplicateOf: "c1", Who: "ana"}, "id of the other candidate"},
			{Triage{BugID: "b1", Status: TriageDuplicate, DuplicateOf: "b1", Who: "ana"}, "id of the other bug"},
			{Triage{CandidateID: "c1", Status: TriageReported, Who: "ana"}, "tracker link"},
			{Triage{CandidateID: "c1", Status: TriageConfirmed}, "who decided"},
			{Triage{Status: TriageConfirmed, Who: "ana"}, "one candidate or one bug"},
			{Triage{CandidateID: "c1", BugID: "b1", Status: TriageConfirmed, Who: "ana"}, "one candidate or one bug"},
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
		if err != nil {
			t.Fatal(err)
		}
		c1, ok1 := cur.Candidate("c1", "")
		c2, ok2 := cur.Candidate("c2", "")
		if !ok1 || !ok2 || c1.Status != TriageReported || c1.When.IsZero() || c2.Reason == "" {
			t.Fatalf("current triage c1 %+v, c2 %+v", c1, c2)
		}
		if s := cur.CandidateStatus("c3", ""); s != TriageNew {
			t.Fatalf("a candidate nobody decided on is %q", s)
		}
		hist, err := st.TriageHistory(ctx, "c1", "")
		if err != nil || len(hist) != 2 || hist[0].Status != TriageConfirmed || hist[1].Link == "" {
			t.Fatalf("history %+v, %v", hist, err)
		}
	})
}

// A decision on a bug is its candidates' decision until one of them is decided on again;
// a candidate's current status is the later of its own decision and its bug's.
func TestTriageOfBugs(t *testing.T) {
	t.Parallel()
	eachStore(t, func(t *testing.T, st *Store) {
		ctx := t.Context()
		put := func(tr Triage) {
			t.Helper()
			// Each stamped an hour before the last: the order of the rows, not the clock, says
			// which decision is later.
			tr.When = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(-time.Duration(len(tr.Who)) * time.Hour)
			if err := st.PutTriage(ctx, &tr); err != nil {
				t.Fatal(err)
			}
		}
		statuses := func(bug string, cands ...string) string {
			t.Helper()
			cur, err := st.CurrentTriage(ctx)
			if err != nil {
				t.Fatal(err)
			}
			out := []string{cur.BugStatus(bug, cands)}
			for _, c := range cands {
				out = append(out, cur.CandidateStatus(c, bug))
			}
			return strings.Join(out, " ")
		}
		if got := statuses("b1", "c1", "c2"); got != "new new new" {
			t.Fatalf("nothing decided: %s", got)
		}
		put(Triage{CandidateID: "c1", Status: TriageConfirmed, Who: "a"})
		if got := statuses("b1", "c1", "c2"); got != "mixed confirmed new" {
			t.Fatalf("one candidate confirmed: %s", got)
		}
		put(Triage{CandidateID: "c2", Status: TriageConfirmed, Who: "aa"})
		if got := statuses("b1", "c1", "c2"); got != "confirmed confirmed confirmed" {
			t.Fatalf("both candidates confirmed: %s", got)
		}
		put(Triage{BugID: "b1", Status: TriageFalsePositive, Reason: "documented", Who: "aaa"})
		if got := statuses("b1", "c1", "c2", "c3"); got != "false_positive false_positive false_positive false_positive" {
			t.Fatalf("the bug a false positive, c3 joining it later: %s", got)
		}
		put(Triage{CandidateID: "c2", Status: TriageConfirmed, Who: "aaaa"})
		if got := statuses("b1", "c1", "c2", "c3"); got != "false_positive false_positive confirmed false_positive" {
			t.Fatalf("c2 confirmed after the bug's decision: %s", got)
		}
		put(Triage{BugID: "b1", Status: TriageReported, Link: "https://jira.mariadb.org/browse/MDEV-1", Who: "aaaaa"})
		put(Triage{BugID: "b2", Status: TriageDuplicate, DuplicateOf: "b1", Who: "aaaaaa"})
		if got := statuses("b1", "c1", "c2"); got != "reported reported reported" {
			t.Fatalf("the bug reported after c2's decision: %s", got)
		}
		if got := statuses("b2", "c9"); got != "duplicate duplicate" {
			t.Fatalf("a duplicate bug: %s", got)
		}
		cur, err := st.CurrentTriage(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if d, ok := cur.Candidate("c1", "b1"); !ok || d.BugID != "b1" || d.Link == "" {
			t.Fatalf("c1's decision is %+v, want the bug's", d)
		}
		if d, ok := cur.Bug("b2"); !ok || d.DuplicateOf != "b1" {
			t.Fatalf("b2's decision is %+v", d)
		}
		hist, err := st.TriageHistory(ctx, "c2", "b1")
		var got []string
		for _, h := range hist {
			got = append(got, h.Status+":"+h.CandidateID+h.BugID)
		}
		if err != nil || strings.Join(got, " ") != "confirmed:c2 false_positive:b1 confirmed:c2 reported:b1" {
			t.Fatalf("c2's history with its bug's: %v %v", got, err)
		}
		if hist, err := st.TriageHistory(ctx, "", "b1"); err != nil || len(hist) != 2 || hist[0].CandidateID != "" {
			t.Fatalf("the bug's own history: %+v %v", hist, err)
		}
	})
}

// A store made before decisions on bugs keeps its decisions on candidates when it is
// upgraded, and takes decisions on bugs after.
func TestTriageMigration(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, driver string
		path         func(t *testing.T) string
	}{
		{"sqlite", "sqlite", func(t *testing.T) string { return filepath.Join(t.TempDir(), "old.db") }},
		{"postgres", "pgx", func(t *testing.T) string { return storetest.Postgres(t) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := c.path(t)
			old, err := sql.Open(c.driver, path)
			if err != nil {
				t.Fatal(err)
			}
			const before = 6 // the schema version before decisions on bugs
			version := fmt.Sprintf(`PRAGMA user_version = %d`, before)
			insert := `INSERT INTO triage (candidate_id, status, record, created_at) VALUES ('c1', 'confirmed', '{"candidate_id":"c1","status":"confirmed","who":"ana"}', '2025-01-01T00:00:00Z')`
			if c.driver == "pgx" {
				version = fmt.Sprintf(`CREATE TABLE reaper_schema (version INTEGER NOT NULL); INSERT INTO reaper_schema VALUES (%d)`, before)
			}
			for _, q := range append(append([]string{}, migrations[:before]...), version, insert) {
				if c.driver == "pgx" {
					q = strings.ReplaceAll(q, "INTEGER PRIMARY KEY AUTOINCREMENT", "BIGSERIAL PRIMARY KEY")
				}
				if _, err := old.ExecContext(t.Context(), q); err != nil {
					t.Fatalf("%.60s: %v", q, err)
				}
			}
			old.Close()

			st, err := Open(t.Context(), path)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			if err := st.PutTriage(t.Context(), &Triage{BugID: "b1", Status: TriageFalsePositive, Reason: "documented", Who: "bo"}); err != nil {
				t.Fatal(err)
			}
			cur, err := st.CurrentTriage(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			if s := cur.CandidateStatus("c1", ""); s != TriageConfirmed {
				t.Fatalf("the old decision on c1 reads %q", s)
			}
			if s := cur.CandidateStatus("c1", "b1"); s != TriageFalsePositive {
				t.Fatalf("c1 in bug b1, decided on after it, reads %q", s)
			}
		})
	}
}
