package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/reaper-sql/reaper/sibling"
)

// PutSiblingSet stores what generation made of one profile from inputs with the given key,
// replacing what an earlier run made: the set (with its rejected siblings and reason) and its
// tests, together. The validations of the fix's tests that the new set no longer holds go with
// the old set. db is the store's database or a transaction on it (Tx); given the database, the
// writes are one transaction of their own.
func (s *Store) PutSiblingSet(ctx context.Context, db Execer, set *sibling.Set, key string) error {
	body, err := json.Marshal(set)
	if err != nil {
		return fmt.Errorf("encode sibling set of %s: %w", set.FixID, err)
	}
	if db == nil {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return s.explain(err)
		}
		defer tx.Rollback()
		if err := s.PutSiblingSet(ctx, tx, set, key); err != nil {
			return err
		}
		return s.explainNil(tx.Commit())
	}
	if _, err := s.exec(ctx, db, `DELETE FROM sibling_tests WHERE fix_id = ?`, set.FixID); err != nil {
		return s.explain(err)
	}
	if _, err := s.exec(ctx, db, upsert("sibling_sets", 1, "fix_id", "tests", "rejected", "reason", "record", "created_at", "input_key"),
		set.FixID, len(set.Tests), len(set.Rejected), set.Reason, string(body), time.Now().UTC().Format(time.RFC3339), key); err != nil {
		return s.explain(err)
	}
	for _, t := range set.Tests {
		tb, err := json.Marshal(t)
		if err != nil {
			return fmt.Errorf("encode sibling test %s: %w", t.ID, err)
		}
		if _, err := s.exec(ctx, db, upsert("sibling_tests", 1, "id", "fix_id", "construct", "record"),
			t.ID, t.FixID, t.Construct, string(tb)); err != nil {
			return s.explain(err)
		}
	}
	_, err = s.exec(ctx, db, `DELETE FROM validations WHERE fix_id = ? AND test_id NOT IN (SELECT id FROM sibling_tests WHERE fix_id = ?)`, set.FixID, set.FixID)
	return s.explainNil(err)
}

// ListSiblingSets returns the stored sets, in fix id order.
func (s *Store) ListSiblingSets(ctx context.Context) ([]*sibling.Set, error) {
	var out []*sibling.Set
	err := s.EachSiblingSet(ctx, func(set *sibling.Set) error {
		out = append(out, set)
		return nil
	})
	return out, err
}

// EachSiblingSet calls fn with each stored set, in fix id order, decoding one at a time: a
// campaign's sets with their tests can be hundreds of megabytes of JSON (DuckDB's history:
// 2,924 sets, 117,000 tests), several times that once decoded. It stops at fn's first error
// and returns it.
func (s *Store) EachSiblingSet(ctx context.Context, fn func(*sibling.Set) error) error {
	rows, err := s.query(ctx, `SELECT record FROM sibling_sets ORDER BY fix_id`)
	if err != nil {
		return s.explain(err)
	}
	defer rows.Close()
	for rows.Next() {
		var body string
		if err := rows.Scan(&body); err != nil {
			return s.explain(err)
		}
		set := &sibling.Set{}
		if err := json.Unmarshal([]byte(body), set); err != nil {
			return fmt.Errorf("decode stored sibling set: %w", err)
		}
		if err := fn(set); err != nil {
			return err
		}
	}
	return s.explainNil(rows.Err())
}

// GetSiblingSet returns the stored sibling set of a fix and the key of the inputs it was made
// from; ErrNotFound when the fix has none.
func (s *Store) GetSiblingSet(ctx context.Context, fixID string) (*sibling.Set, string, error) {
	var body, key string
	err := s.queryRow(ctx, `SELECT record, input_key FROM sibling_sets WHERE fix_id = ?`, fixID).Scan(&body, &key)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", fmt.Errorf("no sibling set of fix %s in %s: %w", fixID, s.path, ErrNotFound)
	}
	if err != nil {
		return nil, "", s.explain(err)
	}
	set := &sibling.Set{}
	if err := json.Unmarshal([]byte(body), set); err != nil {
		return nil, "", fmt.Errorf("decode stored sibling set of %s: %w", fixID, err)
	}
	return set, key, nil
}

// GeneratedFixes returns the fixes whose profile has a stored sibling set, with the key of the
// inputs it was made from.
func (s *Store) GeneratedFixes(ctx context.Context) (map[string]string, error) {
	return s.keys(ctx, `SELECT fix_id, input_key FROM sibling_sets`)
}

// idSet returns the values of a query's one column as a set.
func (s *Store) idSet(ctx context.Context, query string, args ...any) (map[string]bool, error) {
	rows, err := s.query(ctx, query, args...)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	out := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, s.explain(err)
		}
		out[id] = true
	}
	return out, s.explainNil(rows.Err())
}

// GetSiblingTest returns a sibling test by its id or a unique prefix of it.
func (s *Store) GetSiblingTest(ctx context.Context, id string) (*sibling.Test, error) {
	full, body, err := s.byPrefix(ctx, "sibling_tests", "id", id, "sibling test", "`reaper siblings list` shows the ids")
	if err != nil {
		return nil, err
	}
	t := &sibling.Test{}
	if err := json.Unmarshal([]byte(body), t); err != nil {
		return nil, fmt.Errorf("decode stored sibling test %s: %w", full, err)
	}
	return t, nil
}
