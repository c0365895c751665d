package validate

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// Rules is the offline brain of the three stages: no model, the failure signature read against
// the profile's failure class and oracle kind, the historical test's recorded post-fix outcome
// as the expected behaviour, and tables of benign rejections and internal-failure messages.
//
// Blind spots: it cannot judge a result without an oracle or a reference engine (O_fix "result"
// holds only on an oracle's violation or a divergence from the reference), nor whether a hint took effect beyond the warnings the server gives,
// nor whether C_fix's wording applies to a sibling's semantics: any sibling that ran in the
// preserved context counts as covered by C_fix unless it was rejected for a benign reason or the
// historical statement itself does not behave as the fix recorded.
type Rules struct{}

var _ Brain = Rules{}

// Name implements Brain.
func (Rules) Name() string { return "rules" }

// Judge implements Brain.
func (Rules) Judge(_ context.Context, in *Input, f Facts) ([]Stage, int, error) {
	return []Stage{ruleFailure(in, f), ruleCriterion(in, f), ruleOracle(in, f)}, 0, nil
}

// failed reports a crash or an internal error of the sibling statement, which no fix-derived
// requirement allows.
func failed(f Facts) bool {
	return f.Outcome == dbms.OutcomeCrash || f.Kind == failure.KindInternal
}

func describe(f Facts) string {
	if f.Outcome == dbms.OutcomeOK {
		return "the sibling statement succeeds"
	}
	return "the sibling statement ends in " + Shown(f.Result)
}

// ruleFailure is Stage I: the sibling's execution against P_fail's class.
func ruleFailure(in *Input, f Facts) Stage {
	p := in.Profile.Validation.Failure
	s := Stage{Name: StageFailure, Reasoning: []string{"P_fail: " + p.Class + ": " + p.Pattern, describe(f)}}
	data := dataFailure(in, f)
	switch {
	case failed(f):
		s.Holds = true
		s.Reasoning = append(s.Reasoning, "a crash or internal error matches every failure pattern of a fixed bug")
	case data != "":
		s.Holds = true
		s.Reasoning = append(s.Reasoning, "the fixed statement succeeds in this context; the sibling, given the historical values, fails with "+
			data+": a wrong error where the fix requires the statement to work")
	case p.Class == profile.ClassCrash || p.Class == profile.ClassInternal:
		s.Reasoning = append(s.Reasoning, "the historical failure was a crash or internal error; the sibling shows neither")
	case p.Class == profile.ClassError && f.Recorded == "error":
		// The fix made the statement rejected: the historical failure was a missing or wrong error.
		unresolved := noOverload(in)
		switch {
		case f.Outcome == dbms.OutcomeOK && unresolved != "":
			s.Reasoning = append(s.Reasoning, "the fixed statement is rejected because "+unresolved+"; the sibling binds: "+
				"each function's signatures are its own, so its accepting the arguments is no missing error")
		case f.Outcome == dbms.OutcomeOK:
			s.Holds = true
			s.Reasoning = append(s.Reasoning, "the fixed statement is rejected ("+f.RecordedError+"); the sibling is accepted: the missing error of P_fail")
		case f.Outcome == dbms.OutcomeError && f.Validity == failure.ClassOther && f.Differs && f.Historical == dbms.OutcomeError:
			s.Holds = true
			s.Reasoning = append(s.Reasoning, "the sibling is rejected with another error than the fixed statement's: a wrong error, as in P_fail")
		default:
			s.Reasoning = append(s.Reasoning, "the sibling is rejected like the fixed statement")
		}
	case p.Class == profile.ClassError:
		// The fix made the statement succeed: the historical failure was a valid statement rejected.
		if r := removed(in, f); r != "" {
			s.Holds = true
			s.Reasoning = append(s.Reasoning, "the sibling fails with the error the fix removed from the historical statement ("+r+")")
		} else if p.Removed != "" {
			s.Reasoning = append(s.Reasoning, "the fix removed the error \""+p.Removed+"\"; the sibling does not fail with it")
		} else if f.Outcome == dbms.OutcomeError && f.Validity == failure.ClassOther {
			s.Holds = true
			s.Reasoning = append(s.Reasoning, "the sibling is rejected at run time, as the historical statement was before the fix")
		} else {
			s.Reasoning = append(s.Reasoning, "no run-time rejection of the sibling")
		}
	case p.Class == profile.ClassWrongResult || p.Class == profile.ClassHint:
		s.Holds = f.Outcome == dbms.OutcomeOK
		if s.Holds {
			s.Reasoning = append(s.Reasoning, "the sibling produces a result, where a "+p.Class+" failure shows")
		} else {
			s.Reasoning = append(s.Reasoning, "the sibling produces no result to be wrong")
		}
	default:
		s.Holds = f.Outcome != dbms.OutcomeOK
		s.Reasoning = append(s.Reasoning, "unknown failure class: any failure matches")
	}
	return s
}

// ruleCriterion is Stage II: C_fix applies unless the sibling was rejected for a benign reason
// (its own syntax, names, types, arity or argument values; a feature the target lacks), the
// mutation lost the historical statement's trigger values, or the historical statement does not
// show the fixed behaviour on this target. A crash or internal error is never the expected
// behaviour of any construct: it stands unless the historical statement fails the same way.
func ruleCriterion(in *Input, f Facts) Stage {
	s := Stage{Name: StageCriterion, Reasoning: []string{"C_fix: " + in.Profile.Validation.Criterion}}
	if failed(f) {
		if f.HistoricalSignature == f.Signature {
			s.Reasoning = append(s.Reasoning, "the historical statement fails the same way on this target: that is the fixed bug itself, "+
				"not a sibling's (the target lacks the fix or the bug came back)")
			return s
		}
		s.Holds = true
		s.Reasoning = append(s.Reasoning, "a crash or internal error is no construct's expected behaviour, and the historical statement does not fail this way")
		return s
	}
	if why := contradicted(in, f); why != "" {
		s.Reasoning = append(s.Reasoning, why)
		return s
	}
	if why := ownRecord(in, f); why != "" {
		s.Reasoning = append(s.Reasoning, why)
		return s
	}
	switch {
	case removed(in, f) != "":
		// The type check or error the fix took away from the historical statement is the defect
		// itself, not the sibling's own rejection.
	case f.Validity == failure.ClassSyntax || f.Validity == failure.ClassSemantic:
		s.Reasoning = append(s.Reasoning, "the target rejects the sibling statement itself ("+f.Validity+": "+Shown(f.Result)+
			"): the construct never runs, so the criterion about running it does not apply")
		return s
	case f.Unsupported != "":
		s.Reasoning = append(s.Reasoning, "the target does not support the sibling's feature ("+f.Unsupported+")")
		return s
	case f.Outcome == dbms.OutcomeError && failure.ArgumentRejected(in.Product, f.Result) != "":
		s.Reasoning = append(s.Reasoning, "the sibling rejects a value of the historical arguments as outside its own domain ("+
			failure.ArgumentRejected(in.Product, f.Result)+"): its semantics, not the fixed defect")
		return s
	}
	if castOfResult(in.Test.Construct, f.Result) {
		s.Reasoning = append(s.Reasoning, "the statement casts the sibling's own result to a type it does not convert to: the cast was written for the type "+
			in.Test.Anchor+" returns, and the sibling returns another")
		return s
	}
	if in.Profile.Validation.Oracle.Kind == profile.OracleRejects && f.Outcome == dbms.OutcomeOK && onlyNull(in.Profile.Trigger.Values) {
		s.Reasoning = append(s.Reasoning, "the value the fix rejects is NULL, in "+in.Profile.Trigger.Fault+"'s own argument; "+
			"a function given NULL returns NULL by SQL's rule, or reads only its type: no sibling is bound to reject it")
		return s
	}
	if in.Profile.Validation.Oracle.Kind == profile.OracleRejects && nullInPlace(in.Test) {
		s.Reasoning = append(s.Reasoning, "the sibling puts NULL where the fix rejects a value: NULL is no value of the rejected kind, and a function given it returns NULL by SQL's rule")
		return s
	}
	if lost := f.Lost; len(lost) > 0 {
		if ref := in.Reference; ref != nil && ref.Divergence != "" && in.Profile.Validation.Oracle.Kind == profile.OracleResult {
			// The reference engine judges the sibling's own result, whatever values it kept.
			s.Reasoning = append(s.Reasoning, "the sibling statement lost the historical statement's "+strings.Join(lost, ", ")+
				", but the reference engine gives the ground truth of its own result")
		} else {
			s.Reasoning = append(s.Reasoning, "the sibling statement lost the historical statement's "+strings.Join(lost, ", ")+
				": the trigger conditions the criterion speaks of are gone")
			return s
		}
	}
	if in.Historical != nil && f.Historical != "" {
		other := ""
		if f.Recorded == "error" && f.Historical == dbms.OutcomeError {
			other = otherRejection(in, f)
		}
		switch {
		case f.Historical == dbms.OutcomeCrash || f.Historical == dbms.OutcomeInternal:
			s.Reasoning = append(s.Reasoning, "the historical statement fails on this target too ("+f.HistoricalSignature+
				"): the target lacks the fix or the bug came back; that is not a sibling's bug")
			return s
		case f.Recorded == "error" && f.Historical == dbms.OutcomeOK:
			s.Reasoning = append(s.Reasoning, "the fixed statement was recorded as rejected but succeeds on this target: the fix's premise does not hold here")
			return s
		case f.Recorded == "error" && f.Historical == dbms.OutcomeHang:
			s.Reasoning = append(s.Reasoning, "the fixed statement was recorded as rejected but does not return on this target ("+
				f.HistoricalSignature+"): the fix's premise does not hold here")
			return s
		case other != "":
			s.Reasoning = append(s.Reasoning, "the fixed statement is rejected on this target, but "+other+
				": the rejection the fix added is not shown here")
			return s
		case (f.Recorded == "ok" || f.Recorded == "rows") && f.Historical == dbms.OutcomeError:
			s.Reasoning = append(s.Reasoning, "the fixed statement was recorded as succeeding but is rejected on this target ("+
				f.HistoricalSignature+"): the fix's premise does not hold here")
			return s
		}
		s.Reasoning = append(s.Reasoning, "the historical statement behaves as the fix recorded on this target")
	}
	s.Holds = true
	s.Reasoning = append(s.Reasoning, "the sibling ran in the preserved context, with the historical statement's values, so the criterion on the construct's family applies to it")
	return s
}

// contradicted says how O_fix's expectation contradicts the fix's own record, or "": O_fix
// requires a rejection where the fix's test recorded success, or success where it recorded an
// error, or a rejection where the historical statement succeeds on this target with no error
// recorded. Such an expectation was read from the fix's words, not its outcome, and would flag
// every sibling that behaves as the fixed statement does.
func contradicted(in *Input, f Facts) string {
	kind := in.Profile.Validation.Oracle.Kind
	switch {
	case kind == profile.OracleRejects && (f.Recorded == "ok" || f.Recorded == "rows"):
		return "O_fix requires a rejection, but the fix's test recorded success (" + f.Recorded + ") for the fixed statement: the expectation contradicts the fix's own record"
	case kind == profile.OracleAccepts && f.Recorded == "error":
		return "O_fix requires success, but the fix's test recorded an error for the fixed statement: the expectation contradicts the fix's own record"
	case kind == profile.OracleRejects && f.Recorded == "" && f.Historical == dbms.OutcomeOK:
		return "O_fix requires a rejection, but the fixed statement succeeds on this target and its test recorded no error"
	}
	return ""
}

// ownRecord says where the fix's own test case records the sibling statement, spelled the same,
// with the outcome the sibling has, or "": the fix's authors wrote down what that statement must
// do (the CAST that errors beside the TRY_CAST the fix repaired), so a sibling doing it is no bug,
// whatever the criterion read from the fixed statement expects.
func ownRecord(in *Input, f Facts) string {
	want := NormalizeStatement(in.Test.SQL)
	orig := in.Profile.Trigger.Orig
	for _, s := range slices.Concat(orig.Setup, orig.Statements) {
		if NormalizeStatement(s.SQL) != want || !asRecorded(s, f) {
			continue
		}
		return fmt.Sprintf("the fix's own test records this very statement (line %d: %s) and the sibling behaves as recorded: its authors' expectation, not a defect",
			s.Line, DescribeExpect(s.Expect))
	}
	return ""
}

// asRecorded reports whether the sibling's run has the outcome a test records for its statement:
// an error where it expects one (the message containing the recorded one when that is plain
// text), success, or the recorded rows.
func asRecorded(s testfmt.Statement, f Facts) bool {
	e := s.Expect
	switch e.Kind {
	case testfmt.ExpectError:
		if f.Outcome != dbms.OutcomeError {
			return false
		}
		return errorMatches(e.Error, f.Result.Message)
	case testfmt.ExpectOK:
		return f.Outcome == dbms.OutcomeOK
	case testfmt.ExpectRows:
		return f.Outcome == dbms.OutcomeOK && comparable(e) && sameRows(s.SQL, e.Rows, f.Result.Rows)
	}
	return false
}

// errorMatches reports whether an error message is the one a test records: a match of a
// DuckDB <REGEX>: pattern (none of a <!REGEX>:, testfmt.ErrorPattern), else the recorded text
// within it, case aside (any message where it records none).
func errorMatches(recorded, msg string) bool {
	recorded = strings.TrimSpace(recorded)
	if m, ok := testfmt.ErrorPattern(recorded, msg); ok {
		return m
	}
	return strings.Contains(strings.ToLower(msg), strings.ToLower(recorded))
}

// castOfResult reports whether a cast error's source (failure.CastSource) is a call of the
// sibling construct itself: the context casts the construct's result (SUM(x)::DOUBLE), and a
// sibling that returns a list or a string fails that cast by its type, not by a defect.
func castOfResult(construct string, r dbms.Result) bool {
	src := failure.CastSource(r)
	return src != "" && strings.EqualFold(src, strings.ReplaceAll(strings.TrimSpace(construct), " ", "_"))
}

// otherRejection says why the historical statement's error, on a fixed statement recorded as
// rejected, is not the rejection the fix recorded, or "": the target refuses a feature the
// statement needs (a file it may not read, an extension it lacks), or the error opens with
// another class than the recorded one. Either way the statement never reached the check the
// fix added, so a sibling's success says nothing of that check.
func otherRejection(in *Input, f Facts) string {
	key := len(in.Test.Setup) + in.Test.Key
	if in.Historical == nil || key >= len(in.Historical.Results) {
		return ""
	}
	h := in.Historical.Results[key]
	if why := failure.Unsupported(in.Product, h); why != "" {
		return "for want of a feature (" + why + ")"
	}
	got, want := failure.MessageClass(h.Message), failure.MessageClass(f.RecordedError)
	if got != "" && want != "" && got != want {
		return "with a " + strings.TrimSuffix(got, ":") + " where the fix recorded a " + strings.TrimSuffix(want, ":")
	}
	return ""
}

// dataFailure names the data exception that breaks the expectation the fixed statement sets, or
// "": the sibling is a query, the fixed statement succeeds in this context (as its test
// recorded, and on this target), the sibling keeps the historical values (its plain completion,
// or a variant carrying the trigger's), and it fails with a data exception (out of range, too
// long, truncated, division by zero) rather than rejecting its own argument's kind or domain
// (argumentRejected), which a sibling may do by its semantics.
func dataFailure(in *Input, f Facts) string {
	if f.Outcome != dbms.OutcomeError || f.Recorded != "ok" && f.Recorded != "rows" || f.Historical != dbms.OutcomeOK {
		return ""
	}
	if w := strings.ToUpper(firstWord(in.Test.SQL)); w != "SELECT" && w != "WITH" && w != "VALUES" && w != "TABLE" {
		return "" // a statement that stores values may reject what a query only warns of (strict SQL modes)
	}
	if v := in.Test.Variant; v != "" && !slices.Contains(in.Test.Trigger, v) {
		return "" // a boundary value reaper chose: the fixed statement never saw it
	}
	if failure.ArgumentRejected(in.Product, f.Result) != "" {
		return ""
	}
	if ownComputation(in, f) != "" {
		return ""
	}
	return failure.DataError(f.Result)
}

// ownComputation names the error the sibling statement fails with when it is one a computation
// raises on its own result (an overflow, a division by zero: failure.Computed) and no reference
// engine ran the statement without it, or "". The value is the sibling's own: the fixed
// statement's success says nothing of it; an engine of the family that computes it says.
func ownComputation(in *Input, f Facts) string {
	if in.referenceOutcome() == dbms.OutcomeOK {
		return ""
	}
	return failure.Computed(in.Product, f.Result)
}

// onlyNull reports whether a profile's trigger values are all NULL.
func onlyNull(vs []profile.TriggerValue) bool {
	for _, v := range vs {
		if v.Class != sqlvalue.Null {
			return false
		}
	}
	return len(vs) > 0
}

// nullInPlace reports whether a sibling test replaced a value by NULL (the construct NULL, or a
// NULL variant) that is not one of the historical trigger's values.
func nullInPlace(t sibling.Test) bool {
	if t.Variant != "" && slices.Contains(t.Trigger, t.Variant) {
		return false
	}
	return strings.EqualFold(t.Construct, "NULL") || strings.HasPrefix(t.Variant, "null@")
}

// removed returns the error a fix that made its statement succeed removed (P_fail's Removed)
// when the sibling fails with it, or "".
func removed(in *Input, f Facts) string {
	r := in.Profile.Validation.Failure.Removed
	if r == "" || f.Outcome != dbms.OutcomeError || !strings.Contains(strings.ToLower(f.Result.Message), strings.ToLower(r)) {
		return ""
	}
	return r
}

// firstWord is a statement's first word.
func firstWord(sql string) string {
	f := strings.FieldsFunc(sql, func(r rune) bool { return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') })
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// literals finds string and number literals, list literals of numbers ([], [1, 2]) and
// prepared statements' parameters (?, $1), which testfmt.Words leaves out: an empty list or a
// parameter can be the very value a fix rejects.
var literals = regexp.MustCompile(`'(?:[^'\\]|\\.|'')*'|\b\d+(?:\.\d+)?\b|\[[^\[\]']*\]|\?|\$\d+`)

// lostTrigger lists the names and literals of the historical statement that the sibling
// statement no longer has, the mutated construct's own name aside: a sibling that drops the
// historical arguments (VARBINARY(123456789) → REAL) or the column they read no longer carries
// the values that triggered the bug. The dialect's keywords are the constructs' own syntax
// (EXTRACT(DAY FROM c) → MONTH(c) drops DAY and FROM, not a value), so they are not counted,
// but for the ones that are values (NULL, TRUE, FALSE).
func lostTrigger(in *Input) []string {
	have := map[string]int{}
	for _, w := range statementWords(in.Test.SQL) {
		have[w]++
	}
	skip := map[string]bool{",": true, "=": true}
	for _, w := range append(testfmt.Words(in.Test.Anchor), testfmt.Words(in.Profile.Trigger.Fault)...) {
		skip[w] = true
	}
	for w := range keywordsOf(in.Profile.Dialect) {
		if !valueWords[w] {
			skip[w] = true
		}
	}
	var lost []string
	// A call without arguments is a trigger too (UNNEST() rejected for want of one): a sibling
	// given arguments (RANGE(1)) no longer has it.
	if _, args, ok := sqlvalue.Call(in.Test.Original, in.Test.Anchor, 0); ok && len(args) == 0 {
		if _, sargs, ok := sqlvalue.Call(in.Test.SQL, in.Test.Construct, 0); ok && len(sargs) > 0 {
			lost = append(lost, "empty argument list")
		}
	}
	for _, w := range statementWords(in.Test.Original) {
		switch {
		case skip[w]:
		case have[w] > 0:
			have[w]--
		default:
			lost = append(lost, w)
		}
	}
	return lost
}

// valueWords are the keywords that are values, and DISTINCT, which chooses the values a construct
// reads: COUNT(DISTINCT b) → STDDEV(b) no longer sees the duplicates the fix was about.
var valueWords = map[string]bool{"null": true, "true": true, "false": true, "unknown": true, "distinct": true}

// keywords caches keywordsOf by dialect.
var keywords sync.Map

// keywordsOf returns the words the dialect's grammar spells as keywords, in lower case (as
// testfmt.Words gives them); none when the dialect has no grammar.
func keywordsOf(d dialect.Dialect) map[string]bool {
	d = d.OrDefault()
	if kw, ok := keywords.Load(d); ok {
		return kw.(map[string]bool)
	}
	kw := map[string]bool{}
	if g, err := grammars.Dialect(d); err == nil {
		for _, w := range g.Keywords {
			kw[strings.ToLower(w)] = true
		}
	}
	keywords.Store(d, kw)
	return kw
}

// statementWords are a statement's words (testfmt.Words) and its literals.
func statementWords(sql string) []string {
	return append(testfmt.Words(sql), literals.FindAllString(sql, -1)...)
}

// ruleOracle is Stage III: O_fix's kind checked against the sibling's execution.
func ruleOracle(in *Input, f Facts) Stage {
	o := in.Profile.Validation.Oracle
	s := Stage{Name: StageOracle, Reasoning: []string{"O_fix: " + o.Kind + ": " + o.Condition, describe(f)}}
	if failed(f) {
		s.Holds = true
		s.Reasoning = append(s.Reasoning, "a crash or internal error violates every fix-derived oracle")
		return s
	}
	if why := dataFailure(in, f); why != "" {
		s.Holds = true
		s.Reasoning = append(s.Reasoning, "the expectation the fixed statement sets in this context is success; the sibling fails with "+why)
		return s
	}
	switch o.Kind {
	case profile.OracleNoCrash, profile.OracleNoInternalError:
		s.Reasoning = append(s.Reasoning, "the statement returned and the server stayed up")
	case profile.OracleRejects:
		s.Holds = f.Outcome == dbms.OutcomeOK
		if why := otherParameterKind(in); s.Holds && why != "" {
			s.Holds = false
			s.Reasoning = append(s.Reasoning, "the sibling is accepted, but "+why+": the fixed function's rule for that input is not the sibling's")
		} else if why := computedRejection(in); s.Holds && why != "" {
			s.Holds = false
			s.Reasoning = append(s.Reasoning, "the sibling is accepted, but the fixed statement is rejected for the value its own computation makes ("+
				why+"): a sibling computes another value from the same input, and need not fail")
		} else if s.Holds {
			s.Reasoning = append(s.Reasoning, "the sibling must be rejected as the fixed statement is, and it is accepted")
		} else {
			s.Reasoning = append(s.Reasoning, "the sibling is rejected, as required")
		}
	case profile.OracleAccepts:
		// A fix that names the error it removed is violated by that error; any other is the
		// sibling's own semantics.
		if in.Profile.Validation.Failure.Removed != "" {
			s.Holds = removed(in, f) != ""
		} else {
			s.Holds = f.Outcome == dbms.OutcomeError && f.Validity == failure.ClassOther
		}
		// The error the fix removed stands whatever computes it; any other computation's own
		// overflow is the sibling's.
		if why := ownComputation(in, f); s.Holds && why != "" && removed(in, f) == "" {
			s.Holds = false
			s.Reasoning = append(s.Reasoning, "the sibling fails on the value its own computation makes ("+why+
				"): the fixed statement's success says nothing of another computation, and no engine of the family computes it")
			break
		}
		if s.Holds {
			s.Reasoning = append(s.Reasoning, "the sibling must succeed as the fixed statement does, and it is rejected at run time")
		} else {
			s.Reasoning = append(s.Reasoning, "the sibling is not rejected at run time")
		}
	case profile.OracleResult:
		var why []string
		for _, r := range in.Oracles {
			switch r.Verdict {
			case oracle.Violation:
				s.Holds = true
				s.Reasoning = append(s.Reasoning, r.Oracle+" finds the result inconsistent: "+r.Detail)
			case oracle.Consistent:
				s.Reasoning = append(s.Reasoning, r.Oracle+" finds the result consistent")
			default:
				why = append(why, r.Oracle+": "+string(r.Verdict)+": "+r.Reason)
			}
		}
		warned := silentWhereFixWarns(in, f)
		switch ref := in.Reference; {
		case s.Holds:
		case warned != "":
			s.Holds = true
			s.Reasoning = append(s.Reasoning, "the fixed statement warns on this target ("+warned+
				"); the sibling, given the same trigger values, returns a result with no warning: the input the fix flags is taken silently")
		case ref != nil && ref.Divergence != "":
			s.Holds = true
			s.Reasoning = append(s.Reasoning, "the reference engine ("+ref.Target+" "+ref.Version+") is the ground truth: "+ref.Divergence)
		case len(in.Oracles) == 0 || len(why) == len(in.Oracles):
			if ref != nil && ref.NotCompared != "" {
				why = append(why, "reference: "+ref.NotCompared)
			} else if ref != nil {
				why = append(why, "reference: the same rows")
			}
			s.Reasoning = append(s.Reasoning, "no oracle could check the result, and a sibling's result has no ground truth"+
				strings.Join(append([]string{""}, why...), "; "))
		}
	case profile.OracleHint:
		for _, w := range f.Result.Warnings {
			if failure.HintIgnored(w) {
				s.Holds = true
				s.Reasoning = append(s.Reasoning, "the server warns that the hint did not take effect: "+w.Message)
			}
		}
		if !s.Holds {
			s.Reasoning = append(s.Reasoning, "no warning says the hint was dropped or ignored")
		}
	default:
		s.Reasoning = append(s.Reasoning, "unknown oracle kind: nothing to check")
	}
	return s
}

// silentWhereFixWarns is the warning the fixed statement gives on this target, when the sibling
// is given the same input and takes it silently: the fixed statement succeeds with a warning;
// the sibling's test carries every trigger value class of the profile, one of them in a
// parameter of the kind the fixed call had it in (JSON_OVERLAPS warns that an empty string is
// no JSON document; JSON_EXISTS gets the empty string as its document too, where JSON_ARRAY
// would take it as a value), and no NULL put in another argument; and the sibling succeeds with
// no warning. It is "" otherwise: without trigger values, or without the catalog's parameter
// kinds, nothing says the two statements were given the same input.
func silentWhereFixWarns(in *Input, f Facts) string {
	if in.Historical == nil || f.Outcome != dbms.OutcomeOK || len(f.Result.Warnings) > 0 || f.Historical != dbms.OutcomeOK {
		return ""
	}
	classes := profile.StatementClasses(in.Profile.Trigger.Values)
	if len(classes) == 0 || strings.HasPrefix(in.Test.Variant, sqlvalue.Null+"@") && !slices.Contains(classes, sqlvalue.Null) {
		return "" // a NULL argument makes most calls NULL before they read the others
	}
	for _, c := range classes {
		if len(triggerAt(in.Test, c)) == 0 {
			return ""
		}
	}
	same, _ := triggerKinds(in)
	key := len(in.Test.Setup) + in.Test.Key
	if !same || key >= len(in.Historical.Results) {
		return ""
	}
	for _, w := range in.Historical.Results[key].Warnings {
		if strings.EqualFold(w.Level, "warning") {
			return strings.TrimSpace(w.Code + " " + w.Message)
		}
	}
	return ""
}

// triggerAt are the 1-based argument positions of the sibling's call that carry a trigger value
// of class (Test.Trigger's "class@position").
func triggerAt(t sibling.Test, class string) []int {
	var out []int
	for _, tr := range t.Trigger {
		c, p, _ := strings.Cut(tr, "@")
		if n, err := strconv.Atoi(p); err == nil && c == class {
			out = append(out, n)
		}
	}
	return out
}

// triggerKinds compares the kinds of parameter (the catalog's: text, number, date, json, ...)
// the trigger values were given in, in the fixed call and in the sibling's: same says one value
// is in a parameter of the kind it had in the fixed call; other says how a value's two kinds
// differ where both are known ("any", or no signature, is unknown), "" when none do.
func triggerKinds(in *Input) (same bool, other string) {
	kindAt := func(kinds []string, p int) string {
		if p < 1 || p > len(kinds) || kinds[p-1] == "any" {
			return ""
		}
		return kinds[p-1]
	}
	for _, v := range in.Profile.Trigger.Values {
		k := kindAt(in.Test.AnchorArgKinds, v.Arg)
		if k == "" {
			continue
		}
		for _, p := range triggerAt(in.Test, v.Class) {
			sk := kindAt(in.Test.ArgKinds, p)
			switch {
			case sk == k:
				same = true
			case sk != "" && other == "":
				other = "the sibling takes the " + v.Class + " value in a parameter of kind " + sk + " where the fixed call took it as " + k
			}
		}
	}
	return same, other
}

// computedRejection names the error the fixed statement fails with on the target, or the one
// its test recorded, when it is one a computation raises on its own result (failure.Computed),
// or "".
func computedRejection(in *Input) string {
	if key := len(in.Test.Setup) + in.Test.Key; in.Historical != nil && key < len(in.Historical.Results) {
		if why := failure.Computed(in.Product, in.Historical.Results[key]); why != "" {
			return why
		}
	}
	exp := in.Test.Statements[in.Test.Key].Expect
	return failure.Computed(in.Product, dbms.Result{Outcome: dbms.OutcomeError, Message: strings.TrimPrefix(exp.Error, "<REGEX>:")})
}

// otherParameterKind says why a sibling's acceptance of the value a fix rejects is no missing
// rejection, or "": the sibling carries the value only in parameters of other kinds than the
// fixed call's (a length where the fixed call read a date).
func otherParameterKind(in *Input) string {
	if same, other := triggerKinds(in); !same {
		return other
	}
	return ""
}

// noOverload says why the fixed statement, run on the target, found no signature for its
// arguments (overloadErrors), or "".
func noOverload(in *Input) string {
	key := len(in.Test.Setup) + in.Test.Key
	if in.Historical == nil || key >= len(in.Historical.Results) || in.Historical.Results[key].Outcome != dbms.OutcomeError {
		return ""
	}
	return failure.NoOverload(in.Product, in.Historical.Results[key])
}
