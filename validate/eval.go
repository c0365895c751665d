package validate

import (
	"context"
	"fmt"
	"io"
	"slices"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/jsonl"
)

// Labels of a benchmark record.
const (
	LabelBug    = "bug"
	LabelBenign = "benign"
)

// Record is one labeled candidate of the validation benchmark (the paper's §4.5): a sibling
// test's real execution with its profile, and a human label with the reason for it.
type Record struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	Why   string `json:"why"`
	Input Input  `json:"input"`
}

// ReadBenchmark reads a JSONL benchmark; blank lines and lines starting with // are passed over.
// A bad line is an error naming its line number.
func ReadBenchmark(r io.Reader, name string) ([]Record, error) {
	return jsonl.Read(r, name, func(rec *Record) error {
		switch {
		case rec.Label != LabelBug && rec.Label != LabelBenign:
			return fmt.Errorf("%s: label must be %q or %q, not %q", rec.ID, LabelBug, LabelBenign, rec.Label)
		case rec.Input.Profile == nil || rec.Input.Sibling == nil:
			return fmt.Errorf("%s: a record needs input.profile and input.sibling", rec.ID)
		case rec.Input.Test.Key < 0 || rec.Input.Test.Key >= len(rec.Input.Test.Statements) ||
			len(rec.Input.Test.Setup)+rec.Input.Test.Key >= len(rec.Input.Sibling.Results):
			return fmt.Errorf("%s: the test's key statement has no result in input.sibling", rec.ID)
		}
		return nil
	})
}

// Configs are the validation configurations of the paper's Table 3, each adding one check to
// the one before, ending with the full three-stage verdict; then reaper's own decision, which
// also makes a candidate of the evidence that needs no profile.
var Configs = []string{"outputs only", "+ historical diff", "+ Stage I (P_fail)", "+ Stage II (C_fix)", "full (+ Stage III, O_fix)",
	"candidate (full, crash, oracle)"}

// ConfigFull and ConfigCandidate index the full three-stage verdict and reaper's candidate in
// Configs.
const (
	ConfigFull      = 4
	ConfigCandidate = 5
)

// Predict says whether configuration i (an index into Configs) reports the verdict as a bug:
//
//	outputs only       the sibling's own output looks wrong: a crash, an internal error, a hang,
//	                   a run-time error (not a syntax, name, type or arity one) or an oracle
//	                   violation;
//	+ historical diff  and it differs from the historical statement's outcome on the same target
//	                   (an oracle violation or a crash counts as a difference by itself);
//	+ Stage I          and the execution matches P_fail;
//	+ Stage II         and C_fix applies to the sibling;
//	full               Stage I, II and III all hold (the paper's equation 1);
//	candidate          the full verdict, or a crash or internal error, or an oracle violation:
//	                   what makes a candidate (Dedupe).
//
// A verdict that was not validated is never reported.
func Predict(v Verdict, config int) bool {
	if !v.Validated {
		return false
	}
	hard := slices.Contains(v.Evidence, EvidenceCrash) || slices.Contains(v.Evidence, EvidenceOracle) || slices.Contains(v.Evidence, EvidenceErrorPath)
	switch config {
	case ConfigFull:
		return v.Report
	case ConfigCandidate:
		return v.Report || hard
	}
	f := v.Facts
	yes := hard || f.Outcome == dbms.OutcomeHang || f.Outcome == dbms.OutcomeError && f.Validity == failure.ClassOther
	if config >= 1 {
		yes = yes && (f.Differs || hard)
	}
	for s := 0; s < config-1 && s < len(v.Stages); s++ {
		yes = yes && v.Stages[s].Holds
	}
	return yes
}

// Score is one configuration's confusion matrix over a benchmark, bugs being the positives.
type Score struct {
	Config string `json:"config"`
	TP     int    `json:"tp"`
	FP     int    `json:"fp"`
	TN     int    `json:"tn"`
	FN     int    `json:"fn"`
}

// Accuracy, Precision, Recall and F1 are the usual ratios, 0 when undefined.
func (s Score) Accuracy() float64 { return ratio(s.TP+s.TN, s.TP+s.FP+s.TN+s.FN) }

// Precision is TP / (TP + FP).
func (s Score) Precision() float64 { return ratio(s.TP, s.TP+s.FP) }

// Recall is TP / (TP + FN).
func (s Score) Recall() float64 { return ratio(s.TP, s.TP+s.FN) }

// F1 is the harmonic mean of precision and recall.
func (s Score) F1() float64 {
	p, r := s.Precision(), s.Recall()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Evaluation is a benchmark replayed through a brain.
type Evaluation struct {
	Brain    string    `json:"brain"`
	Records  int       `json:"records"`
	Bugs     int       `json:"bugs"`
	Scores   []Score   `json:"scores"`
	Verdicts []Verdict `json:"verdicts"`
	// NotValidated counts records no verdict could be reached on (they count as not reported).
	NotValidated int `json:"not_validated"`
}

// Evaluate replays every record through the brain and scores each configuration.
func Evaluate(ctx context.Context, b Brain, recs []Record) (*Evaluation, error) {
	ev := &Evaluation{Brain: b.Name(), Records: len(recs)}
	for i := range Configs {
		ev.Scores = append(ev.Scores, Score{Config: Configs[i]})
	}
	for _, rec := range recs {
		v, err := Validate(ctx, b, &rec.Input)
		if err != nil {
			return nil, fmt.Errorf("benchmark record %s: %w", rec.ID, err)
		}
		ev.Verdicts = append(ev.Verdicts, v)
		if !v.Validated {
			ev.NotValidated++
		}
		bug := rec.Label == LabelBug
		if bug {
			ev.Bugs++
		}
		for i := range ev.Scores {
			s := &ev.Scores[i]
			switch p := Predict(v, i); {
			case p && bug:
				s.TP++
			case p:
				s.FP++
			case bug:
				s.FN++
			default:
				s.TN++
			}
		}
	}
	return ev, nil
}
