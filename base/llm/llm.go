// Package llm is reaper's client for OpenAI-compatible chat endpoints (OpenAI, DeepSeek, a local
// vLLM, Ollama or llama.cpp server), built on github.com/sashabaranov/go-openai. It asks for JSON
// answers (a JSON-schema response format where the endpoint takes one, JSON mode otherwise),
// decodes and checks them, asks once for a repair when an answer is malformed, caches answers by
// (prompt version, model, input hash), bounds the calls in flight, retries 429s, 5xx and timeouts
// with backoff, and counts tokens and cost against the campaign's budget.
//
// Repository text reaches a model only inside the user message as data the prompt frames; the
// answer is only ever decoded into Go values. Nothing a model says is executed.
package llm

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"

	"github.com/reaper-sql/reaper/base/dialect"
)

// Config configures a Client. Flags and the environment map onto it (OPENAI_API_KEY,
// OPENAI_BASE_URL); nothing below reads them.
type Config struct {
	// BaseURL is the endpoint's API root, e.g. https://api.openai.com/v1 or
	// http://127.0.0.1:11434/v1.
	BaseURL string
	// APIKey is sent as a bearer token; it never reaches logs, errors or the store.
	APIKey string
	// Model is the model every call uses.
	Model string
	// Concurrency bounds the calls in flight. Default 4.
	Concurrency int
	// Timeout bounds one call. Default 2 minutes.
	Timeout time.Duration
	// Retries is how often a call is retried after a 429, a 5xx, a timeout or a dropped
	// connection, waiting Backoff, then twice as long each time. Defaults 4 and 1s.
	Retries int
	Backoff time.Duration
	// MaxTokens and MaxCost are the budget: once spent, calls fail with ErrBudget. Zero means
	// no limit. Cost is counted with PriceIn and PriceOut, dollars per million prompt and
	// completion tokens.
	MaxTokens int
	MaxCost   float64
	PriceIn   float64
	PriceOut  float64
	// Cache keeps answers so a re-run costs no call; nil keeps none.
	Cache Cache
}

// Validate fills defaults and rejects bad values.
func (c *Config) Validate() error {
	if c.BaseURL == "" {
		return errors.New("no LLM endpoint: give --llm-base-url or set OPENAI_BASE_URL (or use --offline)")
	}
	if !strings.HasPrefix(c.BaseURL, "http://") && !strings.HasPrefix(c.BaseURL, "https://") {
		return fmt.Errorf("LLM endpoint %q is not an http(s) URL", Redact(c.BaseURL))
	}
	// A base URL that does not parse would be quoted, password and all, by the error of the
	// first request made with it.
	if err := dialect.CheckURL(c.BaseURL); err != nil {
		return fmt.Errorf("LLM endpoint %v: check --llm-base-url", err)
	}
	if c.Model == "" {
		return errors.New("no model: give --model")
	}
	if c.Concurrency == 0 {
		c.Concurrency = 4
	}
	if c.Timeout == 0 {
		c.Timeout = 2 * time.Minute
	}
	if c.Retries == 0 {
		c.Retries = 4
	}
	if c.Backoff == 0 {
		c.Backoff = time.Second
	}
	switch {
	case c.Concurrency < 1:
		return errors.New("LLM concurrency must be at least 1")
	case c.Retries < 0 || c.MaxTokens < 0 || c.MaxCost < 0 || c.PriceIn < 0 || c.PriceOut < 0:
		return errors.New("LLM retries, budgets and prices cannot be negative")
	case c.MaxCost > 0 && c.PriceIn == 0 && c.PriceOut == 0:
		return errors.New("a cost budget needs the model's prices: give --price-in and --price-out (dollars per million tokens)")
	}
	return nil
}

// Cached is an answer kept in the cache, with the tokens it cost when it was first asked.
type Cached struct {
	Answer           string
	PromptTokens     int
	CompletionTokens int
}

// Cache stores answers by key; the campaign store implements it.
type Cache interface {
	GetAnswer(ctx context.Context, key string) (Cached, bool, error)
	PutAnswer(ctx context.Context, key, model, prompt string, a Cached) error
}

// Usage is what a client's calls have cost so far.
type Usage struct {
	// Calls are requests sent to the endpoint (repairs and retries included); CachedCalls
	// answers found in the cache.
	Calls            int     `json:"calls"`
	CachedCalls      int     `json:"cached_calls"`
	PromptTokens     int     `json:"prompt_tokens"`
	CompletionTokens int     `json:"completion_tokens"`
	Cost             float64 `json:"cost"`
}

// Tokens is the prompt and completion tokens together.
func (u Usage) Tokens() int { return u.PromptTokens + u.CompletionTokens }

// ErrBudget is returned once the token or cost budget is spent: the run stops cleanly and a
// re-run goes on from the cache.
var ErrBudget = errors.New("the LLM budget is spent (--max-tokens/--max-cost): the work done is stored and its answers cached; run again with a larger budget to go on")

// AnswerError is an answer that stayed malformed after the repair request.
type AnswerError struct {
	Prompt string
	// Answer is the endpoint's last answer, as it came.
	Answer string
	// Shape is set when that answer was not the JSON object asked for at all (a field the
	// schema has not, a value of the wrong type, not an object, an empty object): the endpoint
	// or the model does not follow the response format, which no other fix will change, rather
	// than a model that judged one fix badly.
	Shape bool
	Err   error
}

func (e *AnswerError) Error() string {
	if e.Shape {
		return fmt.Sprintf("the LLM endpoint answered %s with JSON of the wrong shape twice (%v); it answered: %s: "+
			"check that --llm-base-url is an OpenAI-compatible endpoint and --model a chat model that follows a JSON response format",
			e.Prompt, e.Err, Excerpt(e.Answer, 200))
	}
	return fmt.Sprintf("the model's answer to %s stayed malformed after a repair request: %v", e.Prompt, e.Err)
}

func (e *AnswerError) Unwrap() error { return e.Err }

// Excerpt is s on one line, cut to at most n runes, for quoting an answer in a message.
func Excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:n]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

// shapeError is a decode failure that says the answer is not the object asked for.
type shapeError struct{ err error }

func (e shapeError) Error() string { return e.err.Error() }

// Client calls one model at one endpoint.
type Client struct {
	cfg Config
	api *openai.Client
	sem chan struct{}

	mu    sync.Mutex
	usage Usage
	// jsonMode is set once the endpoint refused a JSON-schema response format.
	jsonMode bool
}

// New makes a client; it does not call the endpoint (Check does).
func New(cfg Config) (*Client, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = strings.TrimSuffix(cfg.BaseURL, "/")
	oc.HTTPClient = &http.Client{}
	return &Client{cfg: cfg, api: openai.NewClientWithConfig(oc), sem: make(chan struct{}, cfg.Concurrency)}, nil
}

// Model is the model the client calls.
func (c *Client) Model() string { return c.cfg.Model }

// Usage returns what the calls have cost so far.
func (c *Client) Usage() Usage {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.usage
}

// Check makes sure the endpoint answers, takes the key and knows the model, before any work
// starts. An endpoint that does not list models is taken at its word.
func (c *Client) Check(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, min(c.cfg.Timeout, 30*time.Second))
	defer cancel()
	list, err := c.api.ListModels(ctx)
	if err != nil {
		var apiErr *openai.APIError
		var reqErr *openai.RequestError
		status := 0
		switch {
		case errors.As(err, &apiErr):
			status = apiErr.HTTPStatusCode
		case errors.As(err, &reqErr):
			status = reqErr.HTTPStatusCode
		}
		switch {
		case status == http.StatusUnauthorized || status == http.StatusForbidden:
			return fmt.Errorf("the LLM endpoint %s refused the API key (HTTP %d): check OPENAI_API_KEY", Redact(c.cfg.BaseURL), status)
		case status == http.StatusNotFound || status == http.StatusMethodNotAllowed:
			return nil
		case status != 0:
			return fmt.Errorf("the LLM endpoint %s answered HTTP %d to a model listing: check --llm-base-url", Redact(c.cfg.BaseURL), status)
		}
		return fmt.Errorf("cannot reach the LLM endpoint %s: %s: check --llm-base-url and that the server runs", Redact(c.cfg.BaseURL), c.redact(err))
	}
	var ids []string
	for _, m := range list.Models {
		if m.ID == c.cfg.Model {
			return nil
		}
		ids = append(ids, m.ID)
	}
	if len(ids) == 0 {
		return nil
	}
	sort.Strings(ids)
	if len(ids) > 12 {
		ids = append(ids[:12], "…")
	}
	return fmt.Errorf("the LLM endpoint %s has no model %q; it offers: %s", Redact(c.cfg.BaseURL), c.cfg.Model, strings.Join(ids, ", "))
}

// Redact hides the secrets a URL can carry, wherever URLs appear in s (a base URL, or an error
// that quotes one): the password of its userinfo, whatever characters it holds, and the values of
// its key- or token-like query parameters become xxxxx (dialect.Redact). Every message, log line
// and record that shows an endpoint goes through it, since a base URL is where a proxy's
// credentials are often put.
func Redact(s string) string { return dialect.Redact(s) }

// redact is an error's message with the URLs' secrets and the API key hidden.
func (c *Client) redact(err error) string {
	msg := err.Error()
	if len(c.cfg.APIKey) >= 8 {
		msg = strings.ReplaceAll(msg, c.cfg.APIKey, "xxxxx")
	}
	return Redact(msg)
}

// Request is one call that wants a JSON answer.
type Request struct {
	// Prompt names the template and its version ("query_analyzer@v1"): part of the cache key.
	Prompt string
	System string
	User   string
	// Schema is a value of the answer's Go type; its JSON schema is sent as the response format.
	Schema any
	// Out is a pointer the answer is decoded into.
	Out any
	// Check validates the decoded answer; its error is quoted in the repair request.
	Check func() error
}

// JSON sends a request and decodes its answer into req.Out, returning the tokens it spent (none
// when the cache answered). A malformed answer (not JSON, not the schema, or failing Check) gets
// one repair request; a second malformed answer is an *AnswerError.
func (c *Client) JSON(ctx context.Context, req Request) (int, error) {
	key := c.key(req)
	if c.cfg.Cache != nil {
		if hit, ok, err := c.cfg.Cache.GetAnswer(ctx, key); err != nil {
			return 0, fmt.Errorf("LLM cache: %w", err)
		} else if ok && decode(hit.Answer, req) == nil {
			c.mu.Lock()
			c.usage.CachedCalls++
			c.mu.Unlock()
			return 0, nil
		}
	}
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: req.System},
		{Role: openai.ChatMessageRoleUser, Content: req.User},
	}
	var spent Cached
	for attempt := 0; ; attempt++ {
		content, pt, ct, err := c.call(ctx, msgs, req.Schema)
		if err != nil {
			return spent.PromptTokens + spent.CompletionTokens, err
		}
		spent.PromptTokens += pt
		spent.CompletionTokens += ct
		derr := decode(content, req)
		if derr == nil {
			spent.Answer = content
			if c.cfg.Cache != nil {
				if err := c.cfg.Cache.PutAnswer(ctx, key, c.cfg.Model, req.Prompt, spent); err != nil {
					return 0, fmt.Errorf("LLM cache: %w", err)
				}
			}
			return spent.PromptTokens + spent.CompletionTokens, nil
		}
		if attempt == 1 {
			var se shapeError
			return spent.PromptTokens + spent.CompletionTokens, &AnswerError{Prompt: req.Prompt, Answer: content, Shape: errors.As(derr, &se), Err: derr}
		}
		msgs = append(msgs,
			openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: content},
			openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: "That answer cannot be used: " + derr.Error() +
				". Answer again with only the JSON object the instructions ask for, and nothing else."})
	}
}

// key is the cache key: prompt version, model and a hash of everything the model reads.
func (c *Client) key(req Request) string {
	h := sha256.New()
	for _, s := range []string{req.Prompt, c.cfg.Model, req.System, req.User} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return req.Prompt + "/" + c.cfg.Model + "/" + hex.EncodeToString(h.Sum(nil))
}

// decode reads an answer into req.Out and checks it. Models often wrap JSON in a Markdown
// fence even in JSON mode; the fence is taken off.
func decode(content string, req Request) error {
	s := strings.TrimSpace(content)
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s[strings.IndexByte(s+"\n", '\n'):], "\n")
		s = strings.TrimSuffix(strings.TrimSpace(s), "```")
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req.Out); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			// Cut off or not JSON: a model's slip, which the repair request is for.
			return fmt.Errorf("not the JSON object asked for: %v", err)
		}
		return shapeError{fmt.Errorf("not the JSON object asked for: %v", err)}
	}
	// An empty object or null decodes into any answer; it answers none of its fields.
	var fields map[string]json.RawMessage
	if json.Unmarshal([]byte(s), &fields) == nil && len(fields) == 0 {
		return shapeError{errors.New("not the JSON object asked for: it has none of the fields asked for")}
	}
	if req.Check != nil {
		return req.Check()
	}
	return nil
}

// call sends one chat completion, retrying what is worth retrying, and accounts its tokens.
func (c *Client) call(ctx context.Context, msgs []openai.ChatCompletionMessage, schema any) (string, int, int, error) {
	select {
	case c.sem <- struct{}{}:
	case <-ctx.Done():
		return "", 0, 0, ctx.Err()
	}
	defer func() { <-c.sem }()
	wait := c.cfg.Backoff
	for attempt := 0; ; attempt++ {
		if err := c.budgetLeft(); err != nil {
			return "", 0, 0, err
		}
		format, err := c.format(schema)
		if err != nil {
			return "", 0, 0, err
		}
		callCtx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
		resp, err := c.api.CreateChatCompletion(callCtx, openai.ChatCompletionRequest{
			Model:          c.cfg.Model,
			Messages:       msgs,
			Temperature:    0,
			ResponseFormat: format,
		})
		cancel()
		c.mu.Lock()
		c.usage.Calls++
		c.mu.Unlock()
		if err == nil {
			if len(resp.Choices) == 0 {
				err = errors.New("the endpoint answered with no choices")
			} else {
				pt, ct := resp.Usage.PromptTokens, resp.Usage.CompletionTokens
				c.account(pt, ct)
				return resp.Choices[0].Message.Content, pt, ct, nil
			}
		}
		if ctx.Err() != nil {
			return "", 0, 0, ctx.Err()
		}
		status := statusOf(err)
		if status == http.StatusBadRequest && format != nil && format.Type == openai.ChatCompletionResponseFormatTypeJSONSchema {
			// The endpoint takes no JSON schema: JSON mode from now on, and this call again.
			c.mu.Lock()
			c.jsonMode = true
			c.mu.Unlock()
			continue
		}
		retry := status == http.StatusTooManyRequests || status >= 500 || errors.Is(err, context.DeadlineExceeded) || isNetError(err)
		switch {
		case status == http.StatusUnauthorized || status == http.StatusForbidden:
			return "", 0, 0, fmt.Errorf("the LLM endpoint refused the API key (HTTP %d): check OPENAI_API_KEY", status)
		case !retry:
			return "", 0, 0, fmt.Errorf("LLM call: %s", c.redact(err))
		case attempt >= c.cfg.Retries:
			return "", 0, 0, fmt.Errorf("LLM call failed %d times, last: %s", attempt+1, c.redact(err))
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return "", 0, 0, ctx.Err()
		}
		wait *= 2
	}
}

func (c *Client) format(schema any) (*openai.ChatCompletionResponseFormat, error) {
	c.mu.Lock()
	jsonMode := c.jsonMode
	c.mu.Unlock()
	if jsonMode || schema == nil {
		return &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}, nil
	}
	def, err := jsonschema.GenerateSchemaForType(schema)
	if err != nil {
		return nil, fmt.Errorf("answer schema: %w", err)
	}
	return &openai.ChatCompletionResponseFormat{
		Type:       openai.ChatCompletionResponseFormatTypeJSONSchema,
		JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{Name: "answer", Schema: def},
	}, nil
}

func statusOf(err error) int {
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case errors.As(err, &apiErr):
		return apiErr.HTTPStatusCode
	case errors.As(err, &reqErr):
		return reqErr.HTTPStatusCode
	}
	return 0
}

func isNetError(err error) bool {
	var ne net.Error
	return errors.As(err, &ne)
}

func (c *Client) account(prompt, completion int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.usage.PromptTokens += prompt
	c.usage.CompletionTokens += completion
	c.usage.Cost += (float64(prompt)*c.cfg.PriceIn + float64(completion)*c.cfg.PriceOut) / 1e6
}

func (c *Client) budgetLeft() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cfg.MaxTokens > 0 && c.usage.Tokens() >= c.cfg.MaxTokens {
		return ErrBudget
	}
	if c.cfg.MaxCost > 0 && c.usage.Cost >= c.cfg.MaxCost {
		return ErrBudget
	}
	return nil
}
