package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Triage statuses of a candidate or a bug.
const (
	TriageNew           = "new"
	TriageConfirmed     = "confirmed"
	TriageFalsePositive = "false_positive"
	TriageDuplicate     = "duplicate"
	TriageReported      = "reported"
)

// TriageStatuses lists the statuses, in the order a reviewer meets them.
var TriageStatuses = []string{TriageNew, TriageConfirmed, TriageFalsePositive, TriageDuplicate, TriageReported}

// TriageMixed is the status shown for a bug nobody decided on whose candidates' own decisions
// differ. It is not a decision, so it is not among TriageStatuses.
const TriageMixed = "mixed"

// Triage is one reviewer's decision on a candidate, or on a bug and so on each of its
// candidates. Decisions are kept as a history; the latest is the current status.
type Triage struct {
	// CandidateID or BugID, never both, names what was decided on.
	CandidateID string `json:"candidate_id,omitempty"`
	BugID       string `json:"bug_id,omitempty"`
	Status      string `json:"status"`
	// Reason says why it is a false positive; DuplicateOf names the candidate, or for a bug
	// the bug, it duplicates; Link is the tracker issue it was reported as.
	Reason      string    `json:"reason,omitempty"`
	DuplicateOf string    `json:"duplicate_of,omitempty"`
	Link        string    `json:"link,omitempty"`
	Note        string    `json:"note,omitempty"`
	Who         string    `json:"who"`
	When        time.Time `json:"when"`
	// seq is the decision's row id: of two decisions, the one with the higher seq was made
	// later, whatever the clocks of the machines that stamped When said.
	seq int64
}

// subject names what t decides on, for messages: "candidate" or "bug", and its id.
func (t *Triage) subject() (string, string) {
	if t.BugID != "" {
		return "bug", t.BugID
	}
	return "candidate", t.CandidateID
}

// Validate checks a decision: a known status, with the reason, duplicate or link it needs, on
// one candidate or one bug.
func (t *Triage) Validate() error {
	what, id := t.subject()
	switch t.Status {
	case TriageNew, TriageConfirmed:
	case TriageFalsePositive:
		if t.Reason == "" {
			return fmt.Errorf("a false positive needs its reason")
		}
	case TriageDuplicate:
		if t.DuplicateOf == "" || t.DuplicateOf == id {
			return fmt.Errorf("a duplicate needs the id of the other %s", what)
		}
	case TriageReported:
		if t.Link == "" {
			return fmt.Errorf("a reported %s needs the tracker link", what)
		}
	default:
		return fmt.Errorf("unknown triage status %q (one of %v)", t.Status, TriageStatuses)
	}
	if (t.CandidateID == "") == (t.BugID == "") || t.Who == "" {
		return fmt.Errorf("a triage decision needs one candidate or one bug, and who decided")
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
	_, err = s.exec(ctx, nil, `INSERT INTO triage (candidate_id, bug_id, status, record, created_at) VALUES (?, ?, ?, ?, ?)`,
		t.CandidateID, t.BugID, t.Status, string(body), t.When.Format(time.RFC3339Nano))
	return s.explainNil(err)
}

// TriageHistory returns the decisions on a candidate and on its bug, oldest first; either id
// may be "" (a bug's page asks for the bug's own decisions only).
func (s *Store) TriageHistory(ctx context.Context, candidateID, bugID string) ([]Triage, error) {
	return s.triage(ctx, `SELECT id, record FROM triage
		WHERE (candidate_id = ? AND candidate_id <> '') OR (bug_id = ? AND bug_id <> '') ORDER BY id`, candidateID, bugID)
}

// CurrentTriage returns the latest decision on every candidate and every bug decided on.
func (s *Store) CurrentTriage(ctx context.Context) (Decisions, error) {
	ts, err := s.triage(ctx, `SELECT id, record FROM triage WHERE id IN (SELECT MAX(id) FROM triage GROUP BY candidate_id, bug_id)`)
	if err != nil {
		return Decisions{}, err
	}
	d := Decisions{candidates: map[string]Triage{}, bugs: map[string]Triage{}}
	for _, t := range ts {
		if t.BugID != "" {
			d.bugs[t.BugID] = t
		} else {
			d.candidates[t.CandidateID] = t
		}
	}
	return d, nil
}

// Decisions are the latest decision on each candidate and on each bug, and the one rule that
// reads current statuses from them.
type Decisions struct {
	candidates, bugs map[string]Triage
}

// Candidate returns a candidate's current decision: the later of its own latest decision and
// the latest decision on its bug (bugID; "" when it has none), so that a candidate that joins
// a confirmed bug is confirmed, and a reviewer can still overrule the bug for one candidate.
func (d Decisions) Candidate(candidateID, bugID string) (Triage, bool) {
	own, ok := d.candidates[candidateID]
	bug, bugOK := d.bugs[bugID]
	if bugOK && (!ok || bug.seq > own.seq) {
		return bug, true
	}
	return own, ok
}

// CandidateStatus is the status of Candidate's decision, TriageNew when there is none.
func (d Decisions) CandidateStatus(candidateID, bugID string) string {
	if t, ok := d.Candidate(candidateID, bugID); ok {
		return t.Status
	}
	return TriageNew
}

// Bug returns the latest decision on a bug.
func (d Decisions) Bug(bugID string) (Triage, bool) {
	t, ok := d.bugs[bugID]
	return t, ok
}

// BugStatus is a bug's status: that of its latest decision; when nobody decided on the bug,
// the status its candidates' own decisions share (TriageNew when there are none), or
// TriageMixed when they differ.
func (d Decisions) BugStatus(bugID string, candidates []string) string {
	if t, ok := d.bugs[bugID]; ok {
		return t.Status
	}
	status := ""
	for _, c := range candidates {
		own := TriageNew
		if t, ok := d.candidates[c]; ok {
			own = t.Status
		}
		if status != "" && own != status {
			return TriageMixed
		}
		status = own
	}
	if status == "" {
		return TriageNew
	}
	return status
}

func (s *Store) triage(ctx context.Context, q string, args ...any) ([]Triage, error) {
	rows, err := s.query(ctx, q, args...)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	var out []Triage
	for rows.Next() {
		var seq int64
		var body string
		if err := rows.Scan(&seq, &body); err != nil {
			return nil, s.explain(err)
		}
		var t Triage
		if err := json.Unmarshal([]byte(body), &t); err != nil {
			return nil, fmt.Errorf("decode stored triage: %w", err)
		}
		t.seq = seq
		out = append(out, t)
	}
	return out, s.explainNil(rows.Err())
}
