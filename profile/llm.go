package profile

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/base/prompts"
	"github.com/reaper-sql/reaper/corpus"
)

// LLM is the brain of LLM agents (paper §3.1): the Query and Patch Analyzers are prompts from
// package prompts sent to an OpenAI-compatible endpoint. The fix reaches the model as JSON data
// in the user message; the answer is decoded into Go values and checked, never executed.
type LLM struct {
	Client *llm.Client
	// MaxDiffBytes caps the patch text sent per fix (default 24 KiB), MaxStatements the test
	// statements (default 60): a model's context is finite and so is the budget.
	MaxDiffBytes  int
	MaxStatements int

	query, patch *prompts.Prompt
}

var _ Brain = (*LLM)(nil)

// NewLLM makes the LLM brain over a client.
func NewLLM(c *llm.Client) (*LLM, error) {
	q, err := prompts.Load("query_analyzer")
	if err != nil {
		return nil, err
	}
	p, err := prompts.Load("patch_analyzer")
	if err != nil {
		return nil, err
	}
	return &LLM{Client: c, MaxDiffBytes: 24 << 10, MaxStatements: 60, query: q, patch: p}, nil
}

// Name implements Brain.
func (b *LLM) Name() string { return "llm" }

// Model implements Brain.
func (b *LLM) Model() string { return b.Client.Model() }

// Prompts names the prompt versions the brain uses, for provenance.
func (b *LLM) Prompts() []string { return []string{b.query.ID(), b.patch.ID()} }

const reanalysis = "This is a re-analysis: the other analyzer's findings on the same fix are in the user message. " +
	"Weigh them against your own evidence; keep your answer if your evidence is stronger, change it if theirs is."

type queryAnswer struct {
	Fault      string   `json:"n_fault"`
	Key        string   `json:"s_key"`
	Class      string   `json:"p_fail_class"`
	Pattern    string   `json:"p_fail_pattern"`
	Unsure     bool     `json:"unsure"`
	Candidates []string `json:"candidates"`
	Trigger    []struct {
		Arg      int    `json:"arg"`
		Class    string `json:"class"`
		Text     string `json:"text"`
		Evidence string `json:"evidence"`
	} `json:"trigger"`
	Reasoning string `json:"reasoning"`
}

type patchAnswer struct {
	Fault      string   `json:"n_fault"`
	Criterion  string   `json:"c_fix"`
	OracleKind string   `json:"o_fix_kind"`
	Condition  string   `json:"o_fix_condition"`
	Class      string   `json:"class"`
	Unsure     bool     `json:"unsure"`
	Candidates []string `json:"candidates"`
	Reasoning  string   `json:"reasoning"`
}

var oracleKinds = []string{OracleNoCrash, OracleNoInternalError, OracleRejects, OracleAccepts, OracleResult, OracleHint}

// AnalyzeQuery implements QueryAnalyzer.
func (b *LLM) AnalyzeQuery(ctx context.Context, in QueryInput) (*QueryFinding, error) {
	data := map[string]any{
		"title": in.Fix.Title, "description": in.Fix.Description, "bug_ids": in.Fix.BugIDs,
		"dialect": in.Fix.Dialect, "tests": b.tests(in.Fix),
	}
	var other any
	if in.Other != nil {
		other = map[string]any{"n_fault": in.Other.Fault, "candidates": candidateList(in.Other.Candidates), "reasoning": in.Other.Reasoning}
	}
	var a queryAnswer
	check := func() error {
		if err := checkConstruct(a.Fault, a.Unsure); err != nil {
			return err
		}
		if !slices.Contains(Classes, a.Class) {
			return fmt.Errorf("p_fail_class must be one of %s, not %q", strings.Join(Classes, ", "), a.Class)
		}
		if a.Fault != "" && !hasStatement(in.Fix, a.Key) {
			return errors.New("s_key must be one of the test's statements, copied exactly")
		}
		return nil
	}
	tokens, err := b.ask(ctx, b.query, data, other, in.Round, &a, queryAnswer{}, check)
	if err != nil {
		return nil, err
	}
	f := &QueryFinding{Fault: strings.TrimSpace(a.Fault), Key: a.Key, Unsure: a.Unsure, Reasoning: a.Reasoning, Tokens: tokens,
		Failure: Failure{Class: a.Class, Pattern: a.Pattern}, Candidates: ranked(a.Fault, a.Candidates)}
	for _, v := range a.Trigger {
		f.Trigger = append(f.Trigger, TriggerValue{Arg: v.Arg, Class: strings.ToLower(strings.TrimSpace(v.Class)), Text: v.Text, Evidence: v.Evidence})
	}
	if _, st, ok := findKey(in.Fix, a.Key, f.Fault); ok && st.Expect.Kind == "error" {
		f.Failure.Error = st.Expect.Error
	}
	return f, nil
}

// AnalyzePatch implements PatchAnalyzer.
func (b *LLM) AnalyzePatch(ctx context.Context, in PatchInput) (*PatchFinding, error) {
	data := map[string]any{
		"title": in.Fix.Title, "description": in.Fix.Description, "bug_ids": in.Fix.BugIDs,
		"dialect": in.Fix.Dialect, "patch": b.patchData(in.Fix),
	}
	var other any
	if in.Other != nil {
		other = map[string]any{"n_fault": in.Other.Fault, "s_key": in.Other.Key, "candidates": candidateList(in.Other.Candidates), "reasoning": in.Other.Reasoning}
	}
	var a patchAnswer
	check := func() error {
		if err := checkConstruct(a.Fault, a.Unsure); err != nil {
			return err
		}
		if !slices.Contains(oracleKinds, a.OracleKind) {
			return fmt.Errorf("o_fix_kind must be one of %s, not %q", strings.Join(oracleKinds, ", "), a.OracleKind)
		}
		if !slices.Contains(Classes, a.Class) {
			return fmt.Errorf("class must be one of %s, not %q", strings.Join(Classes, ", "), a.Class)
		}
		if a.Fault != "" && (a.Criterion == "" || a.Condition == "") {
			return errors.New("c_fix and o_fix_condition must say the restored behaviour and its check")
		}
		return nil
	}
	tokens, err := b.ask(ctx, b.patch, data, other, in.Round, &a, patchAnswer{}, check)
	if err != nil {
		return nil, err
	}
	return &PatchFinding{Fault: strings.TrimSpace(a.Fault), Criterion: a.Criterion, Class: a.Class, Tokens: tokens,
		Oracle: Oracle{Kind: a.OracleKind, Condition: a.Condition},
		Unsure: a.Unsure, Reasoning: a.Reasoning, Candidates: ranked(a.Fault, a.Candidates)}, nil
}

// ask renders a prompt over the fix data (as JSON) and asks for the answer.
func (b *LLM) ask(ctx context.Context, p *prompts.Prompt, data, other any, round int, out, schema any, check func() error) (int, error) {
	fixJSON, err := json.MarshalIndent(data, "", " ")
	if err != nil {
		return 0, err
	}
	vars := map[string]string{"Fix": string(fixJSON), "Other": "", "Reanalysis": ""}
	if other != nil && round > 1 {
		o, err := json.MarshalIndent(other, "", " ")
		if err != nil {
			return 0, err
		}
		vars["Other"], vars["Reanalysis"] = string(o), reanalysis
	}
	system, user, err := p.Render(vars)
	if err != nil {
		return 0, err
	}
	tokens, err := b.Client.JSON(ctx, llm.Request{Prompt: p.ID(), System: system, User: user, Schema: schema, Out: out, Check: check})
	var ae *llm.AnswerError
	if errors.As(err, &ae) && !ae.Shape {
		return tokens, &AnalysisError{Analyzer: p.Name, Err: err}
	}
	// An answer of the wrong shape is the endpoint's, not this fix's: every fix would be
	// dropped for it, each replacing whatever profile the store held. It stops the run.
	return tokens, err
}

// hasStatement reports whether key is one of the fix's test statements, whitespace aside.
func hasStatement(fix *corpus.FixRecord, key string) bool {
	want := collapse(key)
	for _, s := range allStatements(fix) {
		if want != "" && collapse(s.SQL) == want {
			return true
		}
	}
	return false
}

func checkConstruct(fault string, unsure bool) error {
	switch {
	case strings.TrimSpace(fault) == "" && !unsure:
		return errors.New("n_fault is empty: name the construct, or set unsure and rank candidates")
	case len(fault) > 80 || strings.ContainsAny(fault, "\n;"):
		return errors.New("n_fault must be a construct's name (a keyword or function name), not a statement")
	}
	return nil
}

// ranked turns a model's ordered candidate list into Candidates, the named construct first.
func ranked(fault string, names []string) []Candidate {
	var out []Candidate
	seen := map[string]bool{}
	for _, n := range append([]string{fault}, names...) {
		n = strings.TrimSpace(n)
		if n == "" || seen[squash(n)] {
			continue
		}
		seen[squash(n)] = true
		out = append(out, Candidate{Construct: n, Score: 1 / float64(len(out)+1), Evidence: []string{"ranked by the model"}})
	}
	return out
}

func candidateList(cs []Candidate) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Construct)
	}
	return out
}

type stmtData struct {
	SQL      string `json:"sql"`
	Expected string `json:"expected"`
	Added    bool   `json:"added_by_fix,omitempty"`
}

// tests renders the regression tests for the Query Analyzer: setup, then statements with their
// recorded outcomes, at most MaxStatements in all.
func (b *LLM) tests(fix *corpus.FixRecord) []map[string]any {
	var out []map[string]any
	n := 0
	for _, tc := range fix.Tests {
		var setup []string
		for _, s := range tc.Setup {
			if n < b.MaxStatements {
				setup = append(setup, s.SQL)
				n++
			}
		}
		var stmts []stmtData
		for _, s := range tc.Statements {
			if n < b.MaxStatements {
				stmts = append(stmts, stmtData{SQL: s.SQL, Expected: expected(s.Expect.Kind, s.Expect.Error, s.Expect.Rows), Added: s.Key})
				n++
			}
		}
		out = append(out, map[string]any{"file": tc.File, "name": tc.Name, "format": tc.Format, "setup": setup, "statements": stmts})
	}
	return out
}

func expected(kind, errText string, rows [][]string) string {
	switch kind {
	case "error":
		return "error " + errText
	case "rows":
		var lines []string
		for i, r := range rows {
			if i == 10 {
				lines = append(lines, fmt.Sprintf("… %d rows in all", len(rows)))
				break
			}
			lines = append(lines, strings.Join(r, " | "))
		}
		return "rows: " + strings.Join(lines, "; ")
	}
	return kind
}

// patchData renders the patch for the Patch Analyzer: files, the functions they touch, and the
// diffs up to MaxDiffBytes.
func (b *LLM) patchData(fix *corpus.FixRecord) []map[string]any {
	var out []map[string]any
	left := b.MaxDiffBytes
	for _, f := range fix.Patch.Files {
		d := f.Diff
		if len(d) > left {
			d = d[:max(0, left)] + "\n… (diff cut)"
		}
		left -= len(d)
		out = append(out, map[string]any{"path": f.Path, "language": f.Language, "functions": f.Functions, "diff": d})
	}
	return out
}
