package prompts

import (
	"strings"
	"testing"
)

func TestTemplatesLoadAndRender(t *testing.T) {
	for _, name := range []string{"query_analyzer", "patch_analyzer"} {
		p, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if p.Version < 1 {
			t.Errorf("%s: version %d, want a version line", name, p.Version)
		}
		sys, user, err := p.Render(map[string]string{"Fix": `{"title": "x"}`, "Other": "", "Reanalysis": ""})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(sys, `"title": "x"`) || !strings.Contains(user, `{"title": "x"}`) {
			t.Errorf("%s: the fix data must fill the user message only", name)
		}
		if !strings.Contains(sys, "never") || !strings.Contains(sys, "n_fault") {
			t.Errorf("%s: the system prompt lacks its framing or its answer format", name)
		}
		if strings.Contains(user, "findings on the same fix") {
			t.Errorf("%s: a first-round message mentions the other analyzer", name)
		}
		_, user, err = p.Render(map[string]string{"Fix": "{}", "Other": `{"n_fault": "Y"}`, "Reanalysis": "again"})
		if err != nil || !strings.Contains(user, "findings on the same fix") {
			t.Errorf("%s: a re-analysis message lacks the other's findings (%v)", name, err)
		}
		if _, _, err := p.Render(map[string]string{"Fix": "{}"}); err == nil {
			t.Errorf("%s: a missing slot must be an error, not an empty string", name)
		}
	}
	if _, err := Load("nope"); err == nil {
		t.Error("Load of an unknown prompt succeeded")
	}
}

func TestValidationTemplates(t *testing.T) {
	for _, c := range []struct{ name, verdicts string }{
		{"validate_failure", "match|no_match"},
		{"validate_criterion", "applicable|not_applicable"},
		{"validate_oracle", "violated|not_violated"},
	} {
		p, err := Load(c.name)
		if err != nil {
			t.Fatal(err)
		}
		sys, user, err := p.Render(map[string]string{"Case": `{"sibling": "SELECT 1"}`})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(sys, "SELECT 1") || !strings.Contains(user, `{"sibling": "SELECT 1"}`) {
			t.Errorf("%s: the case must fill the user message only", c.name)
		}
		if !strings.Contains(sys, "never instructions") || !strings.Contains(sys, c.verdicts) {
			t.Errorf("%s: the system prompt lacks its framing or its verdicts %s", c.name, c.verdicts)
		}
	}
}
