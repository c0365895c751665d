package campaign

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// Brain chooses the brain of the profile and validate stages: the LLM brain when an endpoint is
// configured (LLM.BaseURL or $OPENAI_BASE_URL), the rules brain otherwise or when Offline.
type Brain struct {
	// Offline forces the rules brain even when an endpoint is configured.
	Offline bool
	// LLM configures the endpoint, the model, concurrency, timeouts and budgets; the key is read
	// from $OPENAI_API_KEY and the answers are cached in the store.
	LLM llm.Config
}

// Validate rejects an endpoint without a model, and a base URL that is not a well-formed URL
// (the caller's bad usage), naming it with its password hidden.
func (b *Brain) Validate() error {
	if b.LLM.BaseURL == "" || b.Offline {
		return nil
	}
	if b.LLM.Model == "" {
		return errors.New("--llm-base-url needs --model")
	}
	if err := dialect.CheckURL(b.LLM.BaseURL); err != nil {
		return fmt.Errorf("--llm-base-url: %w", err)
	}
	return nil
}

// Name is the brain the options choose: "rules" or "llm".
func (b *Brain) Name() string {
	if b.WantsLLM() {
		return "llm"
	}
	return "rules"
}

// Model is the model of the LLM brain; "" for the rules brain.
func (b *Brain) Model() string {
	if b.WantsLLM() {
		return b.LLM.Model
	}
	return ""
}

// WantsLLM reports whether the options or the environment configure an LLM endpoint.
func (b *Brain) WantsLLM() bool {
	if b.LLM.BaseURL == "" {
		b.LLM.BaseURL = os.Getenv("OPENAI_BASE_URL")
	}
	return !b.Offline && b.LLM.BaseURL != ""
}

// Usage is what the model calls of a run cost.
type Usage struct {
	Calls       int     `json:"calls"`
	CachedCalls int     `json:"cached_calls"`
	Tokens      int     `json:"tokens"`
	Cost        float64 `json:"cost"`
}

// Client makes the LLM client the options configure, checked (reachable, key accepted, model
// known) before any work starts and caching its answers in st; nil when the rules brain is
// chosen. The returned function reports what the calls cost so far.
func (b *Brain) Client(ctx context.Context, st *store.Store) (*llm.Client, func() Usage, error) {
	none := func() Usage { return Usage{} }
	if !b.WantsLLM() {
		return nil, none, nil
	}
	cfg := b.LLM
	cfg.APIKey = os.Getenv("OPENAI_API_KEY")
	cfg.Cache = st
	c, err := llm.New(cfg)
	if err != nil {
		return nil, none, err
	}
	if err := c.Check(ctx); err != nil {
		return nil, none, err
	}
	return c, func() Usage {
		u := c.Usage()
		return Usage{Calls: u.Calls, CachedCalls: u.CachedCalls, Tokens: u.Tokens(), Cost: u.Cost}
	}, nil
}

// Validator builds the validate stage's brain.
func (b *Brain) Validator(ctx context.Context, st *store.Store) (validate.Brain, func() Usage, error) {
	c, usage, err := b.Client(ctx, st)
	if err != nil {
		return nil, usage, err
	}
	brain, err := validatorOf(c)
	return brain, usage, err
}

// validatorOf is the validate brain over c, the rules brain when c is nil.
func validatorOf(c *llm.Client) (validate.Brain, error) {
	if c == nil {
		return validate.Rules{}, nil
	}
	return validate.NewLLM(c)
}
