package cli

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/llm/llmtest"
	"github.com/reaper-sql/reaper/profile"
)

// An endpoint whose answers are JSON of the wrong shape stops `profile`: the rules profile made
// before stays, the message names the fix, what the endpoint answered and what to check, the
// exit code is 1, and the password in the base URL is shown nowhere.
func TestProfileKeepsTheEarlierProfileWhenTheEndpointAnswersTheWrongShape(t *testing.T) {
	db, fix := minedStore(t)
	if code, out, errOut := run(t, "", "profile", "--all", "--db", db); code != 0 {
		t.Fatalf("rules profile: exit %d\n%s\n%s", code, out, errOut)
	}
	ep := &llmtest.Endpoint{Models: []string{"scripted-model"}, Answer: func(string, int, int) (int, string, time.Duration) {
		return 200, llmtest.WrongShape, 0
	}}
	url := strings.Replace(ep.Start(t), "http://", "http://reaper:hunter2@", 1)
	t.Setenv("OPENAI_API_KEY", llmtest.Key)
	t.Setenv("OPENAI_BASE_URL", "")
	code, out, errOut := run(t, "", "profile", "--all", "--redo", "--db", db, "--llm-base-url", url, "--model", "scripted-model")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{fix, "wrong shape", `{\"result\": {\"answer\": \"ROUND\"`, "--model", "the profile it had, if any, is kept"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("the message lacks %q:\n%s", want, errOut)
		}
	}
	if strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Errorf("the error is more than one line:\n%s", errOut)
	}
	for _, s := range []string{"hunter2", llmtest.Key} {
		if strings.Contains(out+errOut, s) {
			t.Errorf("the output shows the secret %q:\n%s\n%s", s, out, errOut)
		}
	}
	code, out, _ = run(t, "", "profiles", "show", "--db", db, "--json", fix)
	var p profile.Profile
	if code != 0 || json.Unmarshal([]byte(out), &p) != nil {
		t.Fatalf("profiles show: exit %d\n%s", code, out)
	}
	if p.Provenance.Brain != "rules" || p.Status != profile.Accepted || p.Trigger.Fault != "ROUND" {
		t.Errorf("the rules profile was replaced: brain %s, status %s, reason %q", p.Provenance.Brain, p.Status, p.Reason)
	}
}
