package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/reaper-sql/reaper/validate"
)

// Validation is one sibling test validated on one target: what was judged and the verdict.
type Validation struct {
	Target  string           `json:"target"`
	Input   validate.Input   `json:"input"`
	Verdict validate.Verdict `json:"verdict"`
	// Key is the key of the inputs (the test, the target, the brain) the verdict was made from.
	Key string `json:"-"`
}

// PutValidation stores a validation, replacing an earlier one of the same test on the same
// target. db is the store's database or a transaction on it (Tx).
func (s *Store) PutValidation(ctx context.Context, db Execer, v *Validation) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode validation of %s: %w", v.Verdict.TestID, err)
	}
	candidate := 0
	if v.Verdict.Candidate() {
		candidate = 1
	}
	_, err = s.exec(ctx, db, upsert("validations", 2, "test_id", "target", "fix_id", "brain", "candidate", "record", "created_at", "input_key"),
		v.Verdict.TestID, v.Target, v.Verdict.FixID, v.Verdict.Brain, candidate, string(body), time.Now().UTC().Format(time.RFC3339), v.Key)
	return s.explainNil(err)
}

// ValidatedTests returns the ids of the tests validated on target, of one fix or of all when
// fixID is "", with the key of the inputs each verdict was made from.
func (s *Store) ValidatedTests(ctx context.Context, target, fixID string) (map[string]string, error) {
	return s.keys(ctx, `SELECT test_id, input_key FROM validations WHERE target = ? AND (? = '' OR fix_id = ?)`, target, fixID, fixID)
}

// LatestTarget is the target of the validation stored last, "" when none is stored: the
// target a campaign's readers default to, since a hunt may have chosen it (the engine built at
// the revision mined).
func (s *Store) LatestTarget(ctx context.Context) (string, error) {
	var target string
	err := s.queryRow(ctx, `SELECT target FROM validations ORDER BY created_at DESC, target LIMIT 1`).Scan(&target)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return target, s.explainNil(err)
}

// ListValidations returns the stored validations, of every target when target is "", in test
// id order; onlyCandidates keeps those whose verdict is a candidate.
func (s *Store) ListValidations(ctx context.Context, target string, onlyCandidates bool) ([]*Validation, error) {
	var out []*Validation
	err := s.EachValidation(ctx, target, onlyCandidates, func(v *Validation) error {
		out = append(out, v)
		return nil
	})
	return out, err
}

// EachValidation calls fn with each validation ListValidations would return, in the same
// order, decoding one at a time: each holds its test and the runs it was judged from, tens of
// kilobytes of JSON, so a campaign's validations together can outgrow memory. It stops at fn's
// first error and returns it.
func (s *Store) EachValidation(ctx context.Context, target string, onlyCandidates bool, fn func(*Validation) error) error {
	q := `SELECT record, input_key FROM validations WHERE (? = '' OR target = ?) AND (? = 0 OR candidate = 1) ORDER BY test_id, target`
	only := 0
	if onlyCandidates {
		only = 1
	}
	rows, err := s.query(ctx, q, target, target, only)
	if err != nil {
		return s.explain(err)
	}
	defer rows.Close()
	for rows.Next() {
		var body string
		var key sql.NullString
		if err := rows.Scan(&body, &key); err != nil {
			return s.explain(err)
		}
		v := &Validation{Key: key.String}
		if err := json.Unmarshal([]byte(body), v); err != nil {
			return fmt.Errorf("decode stored validation: %w", err)
		}
		if err := fn(v); err != nil {
			return err
		}
	}
	return s.explainNil(rows.Err())
}

// ValidationTimes returns when each validation was stored, by (test id, target).
func (s *Store) ValidationTimes(ctx context.Context) (map[[2]string]time.Time, error) {
	rows, err := s.query(ctx, `SELECT test_id, target, created_at FROM validations`)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	out := map[[2]string]time.Time{}
	for rows.Next() {
		var id, target, at string
		if err := rows.Scan(&id, &target, &at); err != nil {
			return nil, s.explain(err)
		}
		t, err := time.Parse(time.RFC3339, at)
		if err != nil {
			return nil, fmt.Errorf("stored validation of %s on %s: bad time %q", id, target, at)
		}
		out[[2]string{id, target}] = t
	}
	return out, s.explainNil(rows.Err())
}
