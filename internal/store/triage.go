package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Triage statuses of a candidate.
const (
	TriageNew           = "new"
	TriageConfirmed     = "confirmed"
	TriageFalsePositive = "false_positive"
	TriageDuplicate     = "duplicate"
	TriageReported      = "reported"
)

// TriageStatuses lists the statuses, in the order a reviewer meets them.
var TriageStatuses = []string{TriageNew, TriageConfirmed, TriageFalsePositive, TriageDuplicate, TriageReported}

// Triage is one reviewer's decision on a candidate. Decisions are kept as a history; the
// latest is the candidate's current status.
type Triage struct {
	CandidateID string `json:"candidate_id"`
	Status      string `json:"status"`
	// Reason says why a candidate is a false positive; DuplicateOf names the candidate it
	// duplicates; Link is the tracker issue it was reported as.
	Reason      string    `json:"reason,omitempty"`
	DuplicateOf string    `json:"duplicate_of,omitempty"`
	Link        string    `json:"link,omitempty"`
	Note        string    `json:"note,omitempty"`
	Who         string    `json:"who"`
	When        time.Time `json:"when"`
}

// Validate checks a decision: a known status, with the reason, duplicate or link it needs.
func (t *Triage) Validate() error {
	switch t.Status {
	case TriageNew, TriageConfirmed:
	case TriageFalsePositive:
		if t.Reason == "" {
			return fmt.Errorf("a false positive needs its reason")
		}
	case TriageDuplicate:
		if t.DuplicateOf == "" || t.DuplicateOf == t.CandidateID {
			return fmt.Errorf("a duplicate needs the id of the other candidate")
		}
	case TriageReported:
		if t.Link == "" {
			return fmt.Errorf("a reported candidate needs the tracker link")
		}
	default:
		return fmt.Errorf("unknown triage status %q (one of %v)", t.Status, TriageStatuses)
	}
	if t.CandidateID == "" || t.Who == "" {
		return fmt.Errorf("a triage decision needs the candidate and who decided")
	}
	return nil
}

// PutTriage records a decision, stamped now when When is zero.
func (s *Store) PutTriage(ctx context.Context, t *Triage) error {
	if err := t.Validate(); err != nil {
		return err
	}
	if t.When.IsZero() {
		t.When = time.Now().UTC()
	}
	body, err := json.Marshal(t)
	if err != nil {
		return err
	}
	_, err = s.exec(ctx, nil, `INSERT INTO triage (candidate_id, status, record, created_at) VALUES (?, ?, ?, ?)`,
		t.CandidateID, t.Status, string(body), t.When.Format(time.RFC3339Nano))
	return s.explainNil(err)
}

// TriageHistory returns a candidate's decisions, oldest first.
func (s *Store) TriageHistory(ctx context.Context, candidateID string) ([]Triage, error) {
	return s.triage(ctx, `SELECT record FROM triage WHERE candidate_id = ? ORDER BY id`, candidateID)
}

// CurrentTriage returns every triaged candidate's latest decision, by candidate id.
func (s *Store) CurrentTriage(ctx context.Context) (map[string]Triage, error) {
	ts, err := s.triage(ctx, `SELECT record FROM triage WHERE id IN (SELECT MAX(id) FROM triage GROUP BY candidate_id)`)
	if err != nil {
		return nil, err
	}
	out := map[string]Triage{}
	for _, t := range ts {
		out[t.CandidateID] = t
	}
	return out, nil
}

func (s *Store) triage(ctx context.Context, q string, args ...any) ([]Triage, error) {
	rows, err := s.query(ctx, q, args...)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	var out []Triage
	for rows.Next() {
		var body string
		if err := rows.Scan(&body); err != nil {
			return nil, s.explain(err)
		}
		var t Triage
		if err := json.Unmarshal([]byte(body), &t); err != nil {
			return nil, fmt.Errorf("decode stored triage: %w", err)
		}
		out = append(out, t)
	}
	return out, s.explainNil(rows.Err())
}
