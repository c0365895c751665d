package llm_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/base/llm/llmtest"
)

func TestRedact(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://user:secret@host/v1", "http://user:xxxxx@host/v1"},
		{"https://user:p:a:ss@host:8443/v1", "https://user:xxxxx@host:8443/v1"},
		{"http://user@host/v1", "http://user@host/v1"},
		{"http://host:8080/v1", "http://host:8080/v1"},
		{"http://host/v1?api-version=2024&api_key=s3cr3t&x=1", "http://host/v1?api-version=2024&api_key=xxxxx&x=1"},
		{"http://host/v1?key=s3cr3t", "http://host/v1?key=xxxxx"},
		{"http://host/v1?access_token=s3cr3t#frag", "http://host/v1?access_token=xxxxx#frag"},
		{"http://host/v1?sig=abc&Token=def", "http://host/v1?sig=xxxxx&Token=xxxxx"},
		// Inside an error's text, as net/http quotes a URL (its own redaction leaves the query).
		{`Post "http://u:***@127.0.0.1:1/v1/chat/completions?apikey=s3cr3t": dial tcp 127.0.0.1:1: connect: connection refused`,
			`Post "http://u:xxxxx@127.0.0.1:1/v1/chat/completions?apikey=xxxxx": dial tcp 127.0.0.1:1: connect: connection refused`},
		{"two: http://a:b@x/ and https://c:d@y/?token=e", "two: http://a:xxxxx@x/ and https://c:xxxxx@y/?token=xxxxx"},
		{"no URL: key=value, a@b.c", "no URL: key=value, a@b.c"},
	} {
		if got := llm.Redact(tc.in); got != tc.want {
			t.Errorf("Redact(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

// noSecret fails the test when a message carries one of the secrets a base URL was given.
func noSecret(t *testing.T, what, msg string) {
	t.Helper()
	for _, s := range []string{"hunter2", "qs-secret", llmtest.Key} {
		if strings.Contains(msg, s) {
			t.Errorf("%s shows the secret %q: %s", what, s, msg)
		}
	}
}

// A base URL's password and token never reach the messages the endpoint check and a failed call
// give, whatever the endpoint did.
func TestSecretsOfTheBaseURLStayHidden(t *testing.T) {
	ep := &llmtest.Endpoint{Models: []string{"other-model"}, Answer: func(string, int, int) (int, string, time.Duration) {
		return llmtest.HangUp, "", 0
	}}
	base := ep.Start(t)
	secretURL := strings.Replace(base, "http://", "http://reaper:hunter2@", 1)

	// The endpoint lists models, but not this one.
	c, err := llm.New(llm.Config{BaseURL: secretURL, Model: "scripted-model", APIKey: llmtest.Key, Retries: 1, Backoff: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	err = c.Check(context.Background())
	if err == nil || !strings.Contains(err.Error(), `no model "scripted-model"`) || !strings.Contains(err.Error(), "reaper:xxxxx@") {
		t.Fatalf("check: %v", err)
	}
	noSecret(t, "the model check", err.Error())

	// A server that is not there.
	down, err := llm.New(llm.Config{BaseURL: "http://reaper:hunter2@127.0.0.1:1/v1?api_key=qs-secret", Model: "m", APIKey: llmtest.Key})
	if err != nil {
		t.Fatal(err)
	}
	err = down.Check(context.Background())
	if err == nil || !strings.Contains(err.Error(), "cannot reach the LLM endpoint") {
		t.Fatalf("check of a closed port: %v", err)
	}
	noSecret(t, "the reachability check", err.Error())

	// A call the endpoint hangs up on, retried and given up: the error quotes the request's URL.
	_, err = c.JSON(context.Background(), llm.Request{Prompt: "p@v1", System: "s", User: "u", Out: &struct{}{}})
	if err == nil || !strings.Contains(err.Error(), "LLM call failed 2 times") || !strings.Contains(err.Error(), "127.0.0.1") {
		t.Fatalf("call hung up on: %v", err)
	}
	noSecret(t, "a failed call", err.Error())

	// A base URL that is not http(s) is refused, and the refusal hides its secrets too.
	_, err = llm.New(llm.Config{BaseURL: "ftp://reaper:hunter2@host/v1", Model: "m"})
	if err == nil {
		t.Fatal("an ftp:// endpoint was taken")
	}
	noSecret(t, "the URL check", err.Error())
}

// A password of any shape in the base URL ("@", "#", "/" or a space in it) and a credential in
// its query (access=, access_token=, ...) reach no message: an endpoint that cannot be parsed is
// refused as it is configured, one that can is named redacted when it cannot be reached.
func TestPasswordsOfAnyShapeStayHidden(t *testing.T) {
	for _, base := range []string{
		"http://user:Pa@ssW0rdX@127.0.0.1:1/v1",
		"http://user:Pa#ssW0rdX@127.0.0.1:1/v1",
		"http://user:Pa/ssW0rdX@127.0.0.1:1/v1",
		"http://user:Pa ssW0rdX@127.0.0.1:1/v1",
		"http://user:Pa%zzssW0rdX@127.0.0.1:1/v1",
		"http://127.0.0.1:1/v1?access=ssW0rdX",
		"http://127.0.0.1:1/v1?access_token=ssW0rdX&x=1",
		"http://127.0.0.1:1/v1?secret=ssW0rdX",
		"http://127.0.0.1:1/v1?password=ssW0rdX",
	} {
		c, err := llm.New(llm.Config{BaseURL: base, Model: "m", APIKey: llmtest.Key})
		if err == nil {
			err = c.Check(context.Background())
		}
		if err == nil {
			t.Fatalf("%q: a closed port answered", base)
		}
		for _, leak := range []string{"ssW0rdX", "Pa@", "Pa#", "Pa/", "Pa ", "%zz"} {
			if strings.Contains(err.Error(), leak) {
				t.Errorf("%q: the error shows %q: %v", base, leak, err)
			}
		}
		if got := llm.Redact(base); strings.Contains(got, "ssW0rdX") {
			t.Errorf("Redact(%q) = %q", base, got)
		}
	}
}

type answer struct {
	Fault string `json:"n_fault"`
	Why   string `json:"why"`
}

// An answer of the wrong shape, after the repair request, is an AnswerError marked Shape that
// quotes what the endpoint said; a model's bad judgement of one answer is not marked.
func TestAnswerOfTheWrongShape(t *testing.T) {
	for _, tc := range []struct {
		name, content string
		shape         bool
	}{
		{"unknown field", llmtest.WrongShape, true},
		{"wrong type", `{"n_fault": 7, "why": "x"}`, true},
		{"an array", `["ROUND"]`, true},
		{"empty object", `{}`, true},
		{"null", `null`, true},
		{"prose", `I think the construct is ROUND.`, false},
		{"cut off", `{"n_fault": "ROU`, false},
		{"fails the check", `{"n_fault": "", "why": "x"}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ep := &llmtest.Endpoint{Models: []string{"m"}, Answer: func(string, int, int) (int, string, time.Duration) {
				return http.StatusOK, tc.content, 0
			}}
			c, err := llm.New(llm.Config{BaseURL: ep.Start(t), Model: "m", APIKey: llmtest.Key})
			if err != nil {
				t.Fatal(err)
			}
			var a answer
			_, err = c.JSON(context.Background(), llm.Request{Prompt: "query_analyzer@v1", System: "s", User: "u", Schema: answer{}, Out: &a,
				Check: func() error {
					if a.Fault == "" {
						return errors.New("n_fault is empty")
					}
					return nil
				}})
			var ae *llm.AnswerError
			if !errors.As(err, &ae) {
				t.Fatalf("want an AnswerError, got %v", err)
			}
			if ae.Shape != tc.shape || ae.Answer != tc.content {
				t.Fatalf("shape %v (want %v), answer %q: %v", ae.Shape, tc.shape, ae.Answer, err)
			}
			if tc.shape && (!strings.Contains(err.Error(), "wrong shape") || !strings.Contains(err.Error(), "--model") ||
				!strings.Contains(err.Error(), llm.Excerpt(tc.content, 200))) {
				t.Errorf("the message does not say what the endpoint answered and what to check: %v", err)
			}
			if len(ep.Requests()) != 2 {
				t.Errorf("%d requests; want the answer and one repair", len(ep.Requests()))
			}
		})
	}
}

func TestExcerpt(t *testing.T) {
	if got := llm.Excerpt("a\n  b", 10); got != `"a b"` {
		t.Errorf("Excerpt: %s", got)
	}
	if got := llm.Excerpt(strings.Repeat("é", 30), 5); got != `"ééééé…"` {
		t.Errorf("Excerpt cut: %s", got)
	}
}
