// Package llmtest is a scripted OpenAI-compatible endpoint for tests: an in-process HTTP server
// whose answers each test scripts. It is not a model and stands in for none: it tests reaper's
// LLM client and the orchestration around it, never the quality of an analysis.
package llmtest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// stage finds a validation stage's prompt ("You are Stage II of ...").
var stage = regexp.MustCompile(`You are Stage (I{1,3}) `)

// Key is the API key the endpoint accepts.
const Key = "test-key"

// HangUp, as the status an Answer returns, makes the endpoint close the connection without
// answering, as a proxy or a crashed server does.
const HangUp = -1

// WrongShape is an answer that is valid JSON but not the object any prompt asks for, as an
// endpoint that ignores the response format gives.
const WrongShape = `{"result": {"answer": "ROUND", "confidence": 0.9}}`

// Endpoint is the scripted server.
type Endpoint struct {
	// Models are the models GET /models lists.
	Models []string
	// Answer returns the HTTP status (or HangUp), the answer content and a delay before answering for the
	// nth call (from 0) of an analyzer ("query" or "patch", or a validation stage "stage I",
	// "stage II", "stage III", told by the system prompt) in a round (1, or 2 for any call that
	// carries the other analyzer's findings).
	Answer func(analyzer string, round, nth int) (int, string, time.Duration)

	mu       sync.Mutex
	calls    map[string]int
	requests []Request
}

// Request is a chat completion request as the endpoint received it.
type Request struct {
	Model    string `json:"model"`
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
}

// Start serves the endpoint until the test ends and returns its base URL (ending in /v1).
func (s *Endpoint) Start(t testing.TB) string {
	s.calls = map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/v1/models":
			if r.Header.Get("Authorization") != "Bearer "+Key {
				w.WriteHeader(http.StatusUnauthorized)
				w.Write([]byte(`{"error":{"message":"bad key","type":"auth"}}`))
				return
			}
			var data []map[string]string
			for _, m := range s.Models {
				data = append(data, map[string]string{"id": m, "object": "model"})
			}
			json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data})
		case "/v1/chat/completions":
			s.complete(t, w, r)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1"
}

func (s *Endpoint) complete(t testing.TB, w http.ResponseWriter, r *http.Request) {
	var req Request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) < 2 {
		t.Errorf("scripted endpoint: bad request body: %v", err)
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	analyzer := "patch"
	if strings.Contains(req.Messages[0].Content, "Query Analyzer") {
		analyzer = "query"
	} else if m := stage.FindStringSubmatch(req.Messages[0].Content); m != nil {
		analyzer = "stage " + m[1]
	}
	round := 1
	if strings.Contains(req.Messages[1].Content, "findings on the same fix") {
		round = 2
	}
	s.mu.Lock()
	key := analyzer + string(rune('0'+round))
	nth := s.calls[key]
	s.calls[key]++
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	status, content, delay := s.Answer(analyzer, round, nth)
	select {
	case <-time.After(delay):
	case <-r.Context().Done():
		return
	}
	if status == HangUp {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err != nil {
			t.Errorf("scripted endpoint: hang up: %v", err)
			return
		}
		conn.Close()
		return
	}
	w.WriteHeader(status)
	if status != http.StatusOK {
		w.Write([]byte(`{"error":{"message":"scripted failure","type":"scripted"}}`))
		return
	}
	json.NewEncoder(w).Encode(map[string]any{
		"id": "scripted", "object": "chat.completion", "model": req.Model,
		"choices": []map[string]any{{"index": 0, "finish_reason": "stop",
			"message": map[string]string{"role": "assistant", "content": content}}},
		"usage": map[string]int{"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
	})
}

// Count returns how many calls an analyzer got in a round: Count("query", 1).
func (s *Endpoint) Count(analyzer string, round int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[analyzer+string(rune('0'+round))]
}

// Requests returns the requests received so far.
func (s *Endpoint) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}
