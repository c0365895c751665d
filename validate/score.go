package validate

import (
	"fmt"
	"slices"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
)

// A bug's evidence score ranks bugs for review: the more independent signs that the behaviour
// is wrong, the higher. Each sign is worth its points once; a bug takes the best of its
// verdicts, and its breadth (tests, fixes) on top. The points are an order, not a probability:
// an engine's own failure outranks an error, ground truth from another engine or an oracle
// outranks the fix's expectation alone.
const (
	pointsCrash     = 3 // the server or engine died
	pointsInternal  = 2 // the engine failed inside and said so
	pointsReference = 2 // an engine of the same family disagrees with the target
	pointsOracle    = 2 // NoREC, TLP or a round trip finds the result inconsistent
	pointsRecorded  = 1 // the fix's own statement behaves as its test recorded on the target
	pointsTrigger   = 1 // the sibling keeps the historical statement's values
	pointsRelease   = 1 // another release of the engine behaves otherwise
	pointsTests     = 1 // more than one test reproduces it
	pointsFixes     = 1 // siblings of more than one fix reach it
	pointsUnagreed  = -1
)

// scoreOf is a verdict's score and the signs it is made of.
func scoreOf(v Verdict) (int, []string) {
	n, why := 0, []string{}
	add := func(p int, sign string) {
		n += p
		why = append(why, fmt.Sprintf("%+d %s", p, sign))
	}
	switch v.Kind {
	case failure.KindCrash:
		add(pointsCrash, "a crash")
	case failure.KindInternal:
		add(pointsInternal, "an internal error")
	}
	if referenceDisagrees(v) {
		add(pointsReference, "the reference engine disagrees")
	}
	if slices.Contains(v.Evidence, EvidenceOracle) {
		add(pointsOracle, "an oracle finds the result inconsistent")
	}
	if v.Facts.FixChecked && v.Facts.Lacks == "" {
		add(pointsRecorded, "the fix's own statement behaves as recorded on the target")
	}
	if v.Validated && len(v.Facts.Lost) == 0 {
		add(pointsTrigger, "the sibling keeps the historical statement's values")
	}
	if slices.Contains(v.Evidence, EvidenceRegression) {
		add(pointsRelease, "another release of the engine behaves otherwise")
	}
	if v.Unagreed {
		add(pointsUnagreed, "its fix's analyzers did not agree on the faulty construct")
	}
	return n, why
}

// referenceDisagrees reports whether the reference engine's run contradicts the target's: other
// rows, a success where the target fails, or a rejection (not by its parser) where the target
// accepts a statement a fix requires rejected.
func referenceDisagrees(v Verdict) bool {
	if slices.Contains(v.Evidence, EvidenceReference) {
		return true
	}
	ref := v.Reference
	if ref == nil || ref.Result == nil {
		return false
	}
	switch {
	case v.Facts.Outcome != dbms.OutcomeOK:
		return ref.Result.Outcome == dbms.OutcomeOK
	case ref.Result.Outcome == dbms.OutcomeError:
		return ref.Class != failure.ClassSyntax && slices.Contains(v.Evidence, EvidenceFix)
	}
	return false
}

// score sets b's score from its candidates: the best verdict's signs, and its breadth.
func (b *Bug) score(cands []Candidate) {
	var vs []Verdict
	for _, c := range cands {
		vs = append(vs, c.Verdicts...)
	}
	b.Score, b.ScoreWhy = scoreOver(vs, len(b.Tests), len(b.Fixes))
}

// scoreOver is the score of what vs reproduce, reached by tests tests from fixes fixes: the
// best verdict's signs, and the breadth; with the signs it is made of.
func scoreOver(vs []Verdict, tests, fixes int) (int, []string) {
	score, why := 0, []string{}
	for i, v := range vs {
		if n, w := scoreOf(v); i == 0 || n > score {
			score, why = n, w
		}
	}
	if tests > 1 {
		score += pointsTests
		why = append(why, fmt.Sprintf("%+d reproduced by %d tests", pointsTests, tests))
	}
	if fixes > 1 {
		score += pointsFixes
		why = append(why, fmt.Sprintf("%+d reached from %d fixes", pointsFixes, fixes))
	}
	return score, why
}
