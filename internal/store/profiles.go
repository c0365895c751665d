package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/profile"
)

// PutProfile stores a fix's Bug Profile made from inputs with the given key, replacing an earlier
// one of the same fix. db is the store's database or a transaction on it (Tx).
func (s *Store) PutProfile(ctx context.Context, db Execer, p *profile.Profile, key string) error {
	body, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("encode profile of %s: %w", p.FixID, err)
	}
	_, err = s.exec(ctx, db, upsert("profiles", 1, "fix_id", "brain", "model", "status", "outcome", "n_fault", "record", "created_at", "input_key"),
		p.FixID, p.Provenance.Brain, p.Provenance.Model, p.Status,
		p.Provenance.Outcome, p.Trigger.Fault, string(body), time.Now().UTC().Format(time.RFC3339), key)
	return s.explainNil(err)
}

// ProfileFilter narrows ListProfiles; zero fields match everything.
type ProfileFilter struct {
	Status string
	Brain  string
}

// ListProfiles returns stored profiles, in fix id order.
func (s *Store) ListProfiles(ctx context.Context, f ProfileFilter) ([]*profile.Profile, error) {
	rows, err := s.query(ctx, `SELECT record FROM profiles WHERE (? = '' OR status = ?) AND (? = '' OR brain = ?) ORDER BY fix_id`,
		f.Status, f.Status, f.Brain, f.Brain)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	var out []*profile.Profile
	for rows.Next() {
		var body string
		if err := rows.Scan(&body); err != nil {
			return nil, s.explain(err)
		}
		p := &profile.Profile{}
		if err := json.Unmarshal([]byte(body), p); err != nil {
			return nil, fmt.Errorf("decode stored profile: %w", err)
		}
		out = append(out, p)
	}
	return out, s.explainNil(rows.Err())
}

// ProfiledFixes returns the ids of the fixes with a stored profile, of one fix or of all when
// fixID is "", with the key of the inputs each was made from.
func (s *Store) ProfiledFixes(ctx context.Context, fixID string) (map[string]string, error) {
	return s.keys(ctx, `SELECT fix_id, input_key FROM profiles WHERE ? = '' OR fix_id = ?`, fixID, fixID)
}

// keys returns a query's two columns as a map from the first to the second.
func (s *Store) keys(ctx context.Context, query string, args ...any) (map[string]string, error) {
	rows, err := s.query(ctx, query, args...)
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var id, key string
		if err := rows.Scan(&id, &key); err != nil {
			return nil, s.explain(err)
		}
		out[id] = key
	}
	return out, s.explainNil(rows.Err())
}

// GetProfile returns the profile of a fix, by its id or a unique prefix of it.
func (s *Store) GetProfile(ctx context.Context, fixID string) (*profile.Profile, error) {
	full, body, err := s.byPrefix(ctx, "profiles", "fix_id", fixID, "profile", "`reaper profiles list` shows the profiled fixes")
	if err != nil {
		return nil, err
	}
	p := &profile.Profile{}
	if err := json.Unmarshal([]byte(body), p); err != nil {
		return nil, fmt.Errorf("decode stored profile of %s: %w", full, err)
	}
	return p, nil
}

var _ llm.Cache = (*Store)(nil)

// GetAnswer returns the cached answer under key, if there is one.
func (s *Store) GetAnswer(ctx context.Context, key string) (llm.Cached, bool, error) {
	var a llm.Cached
	err := s.queryRow(ctx, `SELECT answer, prompt_tokens, completion_tokens FROM llm_cache WHERE key = ?`, key).
		Scan(&a.Answer, &a.PromptTokens, &a.CompletionTokens)
	if errors.Is(err, sql.ErrNoRows) {
		return a, false, nil
	}
	return a, err == nil, s.explainNil(err)
}

// PutAnswer caches an answer under key.
func (s *Store) PutAnswer(ctx context.Context, key, model, prompt string, a llm.Cached) error {
	_, err := s.exec(ctx, nil, upsert("llm_cache", 1, "key", "model", "prompt", "answer", "prompt_tokens", "completion_tokens", "created_at"), key, model, prompt, a.Answer, a.PromptTokens, a.CompletionTokens, time.Now().UTC().Format(time.RFC3339))
	return s.explainNil(err)
}
