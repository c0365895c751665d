package profile

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// The words a description uses for each failure class. They are English and code vocabulary,
// not any one DBMS's bugs; the first class whose words appear wins, in the order of classOrder.
var classWords = map[string]*regexp.Regexp{
	ClassCrash:       regexp.MustCompile(`(?i)\b(panic\w*|crash\w*|segfault\w*|segmentation (fault|violation)|sigsegv|sigabrt|assert(ion)?s?( failure| failed| fail)?|abort\w*|core dump\w*|nil pointer|null pointer|nil dereference|index out of range|out of bounds|stack overflow|use[- ]after[- ]free|heap[- ]buffer|double free|ubsan|asan|fatal)\b`),
	ClassInternal:    regexp.MustCompile(`(?i)\b(internal error|internal exception|unexpected error|unknown error|unhandled (error|exception)|not implemented|unimplemented)\b`),
	ClassHint:        regexp.MustCompile(`(?i)\b(hints?|optimizer switch|option (is|was) ignored|ignored option|ignores? the option)\b`),
	ClassError:       regexp.MustCompile(`(?i)\b(errors?|erroring|errored|throws?|throwing|threw|rejects?|rejected|disallow\w*|not allowed|prohibit\w*|invalid|validat\w*|unsupported|not supported|should fail|should not be allowed|fail(s|ed)? (to|when|on|with)|cannot|can't|unable to|permits?)\b`),
	ClassWrongResult: regexp.MustCompile(`(?i)\b(wrong|incorrect\w*|mismatch\w*|bad results?|results?|returns?|returned|returning|precision|rounding|truncat\w*|duplicate rows|missing rows|off by one|should be|instead of|type|collation)\b`),
}

var classOrder = []string{ClassCrash, ClassInternal, ClassHint, ClassError, ClassWrongResult}

// classify names the failure class of a fix from its description and the recorded outcome of the
// key statement: the description's words first, the outcome when they say nothing. For the error
// class it also says whether the fixed statement is now rejected (the test expects an error) or
// now accepted. A key statement the fixed test expects to fail gives no result to be wrong:
// where the description's words say wrong result ("silently converted", "data type"), the
// failure was a value returned where the fix now raises an error, the error class. The first
// line (a commit's subject, a bug's title) states the defect and is read first: "JSON_OVERLAPS
// gives a wrong result ..." is a wrong result even where the body goes on to say how the fix
// stops at the parse error.
func classify(description string, key testfmt.Statement) (class string, rejects bool) {
	rejects = key.Expect.Kind == "error"
	title, _, _ := strings.Cut(description, "\n")
	for _, text := range []string{title, description} {
		for _, c := range classOrder {
			if classWords[c].MatchString(text) {
				if c == ClassWrongResult && rejects {
					return ClassError, true
				}
				return c, rejects
			}
		}
	}
	if rejects {
		return ClassError, true
	}
	return ClassWrongResult, false
}

// quotedFailure is an error message a description quotes after a failure verb: "failed with
// 'Illegal mix of collations'", "raised \"Unknown column\"".
var quotedFailure = regexp.MustCompile(`(?i)\b(?:fail(?:s|ed)?|errors?|errored|rejected|raised?|threw|throws?|gave|gives)\s+(?:with\s+)?(?:an?\s+|the\s+)?(?:error\s+)?` +
	`(?:'([A-Za-z][^'\n]{6,118})'|"([A-Za-z][^"\n]{6,118})"|\x60([A-Za-z][^\x60\n]{6,118})\x60|\x{201C}([A-Za-z][^\x{201D}\n]{6,118})\x{201D})`)

// removedError is the error a description says the statement failed with before the fix, or "".
func removedError(description string) string {
	m := quotedFailure.FindStringSubmatch(description)
	for i := 1; i < len(m); i++ {
		if m[i] != "" {
			return strings.TrimSpace(m[i])
		}
	}
	return ""
}

// failurePattern says P_fail in words, from the class, n_fault and the trigger conditions; the
// description gives the error a fix that made the statement succeed removed.
func failurePattern(class, fault string, conditions []string, key testfmt.Statement, rejects bool, description string) Failure {
	ctx := ""
	if len(conditions) > 0 {
		ctx = " together with " + strings.Join(conditions, ", ")
	}
	f := Failure{Class: class}
	switch class {
	case ClassCrash:
		f.Pattern = fmt.Sprintf("%s%s crashes the server (panic, segfault or failed assertion) instead of returning a result or an error", fault, ctx)
	case ClassInternal:
		f.Pattern = fmt.Sprintf("%s%s ends in an internal or unexpected error instead of a result or a user-facing error", fault, ctx)
	case ClassError:
		if rejects {
			f.Pattern = fmt.Sprintf("%s%s is accepted, or fails with the wrong error, where the statement must be rejected", fault, ctx)
		} else {
			f.Pattern = fmt.Sprintf("%s%s is rejected with an error although the statement is valid", fault, ctx)
		}
	case ClassHint:
		f.Pattern = fmt.Sprintf("a hint or option given with %s%s does not take effect", fault, ctx)
	default:
		f.Pattern = fmt.Sprintf("%s%s returns a wrong result (rows, values or types)", fault, ctx)
	}
	if key.Expect.Kind == "error" {
		f.Error = key.Expect.Error
	}
	if class == ClassError && !rejects {
		f.Removed = removedError(description)
	}
	return f
}

// criterion derives C_fix and O_fix from P_fail: the behaviour the fix restored, and the check a
// sibling's execution must pass.
func criterion(fault string, f Failure, context string) (string, Oracle) {
	if context != "" {
		context = " " + context
	}
	switch f.Class {
	case ClassCrash:
		return fmt.Sprintf("%s must return a result or an ordinary error under the regression test's conditions%s; it must not take the server down", fault, context),
			Oracle{Kind: OracleNoCrash, Condition: "the statement returns (rows or an error) and the server stays up"}
	case ClassInternal:
		return fmt.Sprintf("%s must return a result or a user-facing error under the regression test's conditions%s, never an internal error", fault, context),
			Oracle{Kind: OracleNoInternalError, Condition: "the statement does not end in an internal or unexpected error"}
	case ClassError:
		if f.Error != "" || strings.Contains(f.Pattern, "must be rejected") {
			return fmt.Sprintf("%s must reject the invalid input of the regression test%s with an error", fault, context),
				Oracle{Kind: OracleRejects, Condition: "the statement fails with an error of the same kind as the fixed one", Error: f.Error}
		}
		return fmt.Sprintf("%s must accept the valid statement of the regression test%s and execute it", fault, context),
			Oracle{Kind: OracleAccepts, Condition: "the statement succeeds"}
	case ClassHint:
		return fmt.Sprintf("the hint or option given with %s must take effect%s", fault, context),
			Oracle{Kind: OracleHint, Condition: "the plan or result shows the hint's effect"}
	}
	return fmt.Sprintf("%s must return the correct result under the regression test's conditions%s", fault, context),
		Oracle{Kind: OracleResult, Condition: "the result equals the one its NoREC and TLP counterparts give, and the recorded post-fix result where the sibling shares it"}
}
