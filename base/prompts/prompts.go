// Package prompts holds the LLM brain's prompt templates, versioned and embedded in the binary.
// A template file starts with a "version: N" line, then a "=== system" section (the
// instructions) and a "=== user" section (the data). Repository text only ever fills the user
// section, as JSON the instructions call data; bump the version whenever a template changes, so
// cached answers to the old text are not reused.
package prompts

import (
	"bytes"
	"embed"
	"fmt"
	"strconv"
	"strings"
	"text/template"
)

//go:embed *.tmpl
var files embed.FS

// Prompt is one template.
type Prompt struct {
	Name    string
	Version int
	system  *template.Template
	user    *template.Template
}

// ID names the template and its version, for caches and provenance: "query_analyzer@v1".
func (p *Prompt) ID() string { return fmt.Sprintf("%s@v%d", p.Name, p.Version) }

// Load reads a template by name (the file name without .tmpl).
func Load(name string) (*Prompt, error) {
	b, err := files.ReadFile(name + ".tmpl")
	if err != nil {
		return nil, fmt.Errorf("no prompt %q: %w", name, err)
	}
	text := string(b)
	first, rest, _ := strings.Cut(text, "\n")
	v, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(first, "version:")))
	if !strings.HasPrefix(first, "version:") || err != nil {
		return nil, fmt.Errorf("prompt %s: the first line must be \"version: N\"", name)
	}
	_, rest, ok := strings.Cut(rest, "=== system\n")
	sys, user, ok2 := strings.Cut(rest, "=== user\n")
	if !ok || !ok2 {
		return nil, fmt.Errorf("prompt %s: needs a \"=== system\" and a \"=== user\" section", name)
	}
	p := &Prompt{Name: name, Version: v}
	if p.system, err = template.New(name + ".system").Option("missingkey=error").Parse(sys); err != nil {
		return nil, fmt.Errorf("prompt %s: %w", name, err)
	}
	if p.user, err = template.New(name + ".user").Option("missingkey=error").Parse(user); err != nil {
		return nil, fmt.Errorf("prompt %s: %w", name, err)
	}
	return p, nil
}

// Render fills the template. data's fields are meant to be JSON text made by the caller, so
// repository text arrives quoted and escaped, never as instructions.
func (p *Prompt) Render(data any) (system, user string, err error) {
	var s, u bytes.Buffer
	if err := p.system.Execute(&s, data); err != nil {
		return "", "", fmt.Errorf("prompt %s: %w", p.ID(), err)
	}
	if err := p.user.Execute(&u, data); err != nil {
		return "", "", fmt.Errorf("prompt %s: %w", p.ID(), err)
	}
	return strings.TrimSpace(s.String()), strings.TrimSpace(u.String()), nil
}
