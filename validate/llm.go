package validate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/base/prompts"
)

// LLM is the brain of three LLM agents (paper §3.3, Figure 5): each stage is a prompt that walks
// the paper's three reasoning steps and answers with the steps and a verdict. The case reaches
// the model as JSON data in the user message; answers are decoded and checked, never executed.
type LLM struct {
	Client *llm.Client
	stages []*prompts.Prompt
}

var _ Brain = (*LLM)(nil)

// stagePrompts are the stage prompts in order, with each one's verdict that makes it hold and
// the one that does not.
var stagePrompts = []struct{ name, stage, yes, no string }{
	{"validate_failure", StageFailure, "match", "no_match"},
	{"validate_criterion", StageCriterion, "applicable", "not_applicable"},
	{"validate_oracle", StageOracle, "violated", "not_violated"},
}

// NewLLM makes the LLM brain over a client.
func NewLLM(c *llm.Client) (*LLM, error) {
	b := &LLM{Client: c}
	for _, sp := range stagePrompts {
		p, err := prompts.Load(sp.name)
		if err != nil {
			return nil, err
		}
		b.stages = append(b.stages, p)
	}
	return b, nil
}

// Name implements Brain.
func (b *LLM) Name() string { return "llm" }

// Prompts names the prompt versions the brain uses, for provenance.
func (b *LLM) Prompts() []string {
	var out []string
	for _, p := range b.stages {
		out = append(out, p.ID())
	}
	return out
}

type stageAnswer struct {
	Steps   []string `json:"steps"`
	Verdict string   `json:"verdict"`
}

// maxRows caps the result rows of each statement sent to the model.
const maxRows = 20

// Judge implements Brain. A stage whose answer stays malformed after the client's repair request
// leaves the test not validated; an answer of the wrong shape (llm.AnswerError.Shape) is an error.
func (b *LLM) Judge(ctx context.Context, in *Input, f Facts) ([]Stage, int, error) {
	p := in.Profile
	cases := []map[string]any{
		{"p_fail": p.Validation.Failure, "sibling_statement": in.Test.SQL, "historical_statement": in.Test.Original,
			"sibling_result": brief(f.Result), "historical_outcome": f.HistoricalSignature,
			"recorded_post_fix_outcome": f.Recorded + " " + f.RecordedError},
		{"c_fix": p.Validation.Criterion, "n_fault": p.Trigger.Fault, "selected_sibling": in.Test.Construct,
			"sibling_statement": in.Test.SQL, "historical_statement": in.Test.Original, "dialect": in.Test.Dialect},
		{"o_fix": p.Validation.Oracle, "sibling_statement": in.Test.SQL, "sibling_result": brief(f.Result),
			"historical_statement": in.Test.Original, "historical_outcome": f.HistoricalSignature, "oracles": in.Oracles,
			"reference_engine": in.Reference},
	}
	var stages []Stage
	tokens := 0
	for i, sp := range stagePrompts {
		data, err := json.MarshalIndent(cases[i], "", " ")
		if err != nil {
			return nil, tokens, err
		}
		system, user, err := b.stages[i].Render(map[string]string{"Case": string(data)})
		if err != nil {
			return nil, tokens, err
		}
		var a stageAnswer
		check := func() error {
			if a.Verdict != sp.yes && a.Verdict != sp.no {
				return fmt.Errorf("verdict must be %q or %q, not %q", sp.yes, sp.no, a.Verdict)
			}
			if len(a.Steps) == 0 {
				return errors.New("steps must give the reasoning, one finding per step")
			}
			return nil
		}
		n, err := b.Client.JSON(ctx, llm.Request{Prompt: b.stages[i].ID(), System: system, User: user, Schema: stageAnswer{}, Out: &a, Check: check})
		tokens += n
		var ae *llm.AnswerError
		// An answer of the wrong shape is the endpoint's, not this test's: it stops the run
		// (returned below) rather than leave every test not validated.
		if errors.As(err, &ae) && !ae.Shape {
			return nil, tokens, &NotValidated{Reason: fmt.Sprintf("stage %s: the model's answer stayed malformed: %v", sp.stage, err)}
		}
		if err != nil {
			return nil, tokens, err
		}
		stages = append(stages, Stage{Name: sp.stage, Holds: a.Verdict == sp.yes, Reasoning: a.Steps})
	}
	return stages, tokens, nil
}

// brief is a statement's result as the model sees it: the outcome, the error, the warnings and
// at most maxRows rows, NULL written as NULL.
func brief(r dbms.Result) map[string]any {
	out := map[string]any{"outcome": r.Outcome}
	if r.Message != "" {
		out["error"] = fmt.Sprintf("%d %s %s", r.Code, r.SQLState, r.Message)
	}
	if len(r.Warnings) > 0 {
		out["warnings"] = r.Warnings
	}
	if len(r.Columns) > 0 {
		var rows [][]string
		for i, row := range r.Rows {
			if i == maxRows {
				break
			}
			var cells []string
			for _, c := range row {
				if c == nil {
					cells = append(cells, "NULL")
				} else {
					cells = append(cells, *c)
				}
			}
			rows = append(rows, cells)
		}
		out["columns"], out["rows"], out["row_count"] = r.Columns, rows, len(r.Rows)
	}
	return out
}
