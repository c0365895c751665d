package corpus

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/base/tally"
)

// typeGuard matches the head of a type check a patch adds (a failed Go type assertion, a C++
// dynamic_cast that came back null), and rejects the line after it when it returns an error:
// a type check is evidence only when it turns a value away. Type assertions that merely
// dispatch are everywhere in Go code.
var (
	typeGuard = regexp.MustCompile(`^if\s+!ok\s*\{|^if\s*\(\s*!\s*\w+\s*=\s*dynamic_cast<|^if\s*\(\s*!dynamic_cast<`)
	rejects   = regexp.MustCompile(`^return\b.*(\berr\b|Err[A-Z]\w*|errors\.New|fmt\.Errorf|\berror\(|my_error|true;)`)
)

// newWork matches a title that calls its commit new or rearranged work rather than a repair: it
// opens (after a "scope:" prefix) with implementing, adding, supporting or introducing
// something, refactoring, renaming, moving, reverting or tidying, or with tests or docs. A new
// function's error cases and the nil checks of its new code are evidence of nothing broken.
var newWork = regexp.MustCompile(`(?i)^(\S+:\s+)?(re)?(implement\w*|add|adds|added|adding|support\w*|introduc\w*|refactor\w*|renam\w*|move|moved|moves|moving|revert\w*|tid(y|ied|ies|ying)|tests?|docs?)\b|\bfirst pass at (add|implement|support)`)

// Correction returns the evidence that a commit whose message gives no sign of a fix corrects a
// defect all the same ("Unwrap values before casting them", "allow safe drops when ..."): its
// tests add statements that expect an error, or its patch adds a guard (a nil or NULL check, a
// sign, range, zero or emptiness check, a type check). None means no such sign, or a title that
// calls the commit new work (newWork): measured on go-mysql-server, such commits were features
// with error tests far more often than repairs.
func Correction(rec *FixRecord) []string {
	if newWork.MatchString(rec.Title) {
		return nil
	}
	var out []string
	errors := 0
	for _, tc := range rec.Tests {
		for _, s := range tc.Statements {
			if s.Key && s.Expect.Kind == "error" {
				errors++
			}
		}
	}
	if errors > 0 {
		out = append(out, fmt.Sprintf("the test adds %s an error", tally.Plural(errors, "statement that expects", "statements that expect")))
	}
	for _, fp := range rec.Patch.Files {
		added := fp.AddedLines()
		for i := range added {
			added[i] = strings.TrimSpace(added[i])
		}
		for i, line := range added {
			kind := ""
			if c := sqlvalue.Guard(line); c != "" {
				kind = "a " + c + " check"
			} else if typeGuard.MatchString(line) && i+1 < len(added) && rejects.MatchString(added[i+1]) {
				kind, line = "a type check that rejects", line+" "+added[i+1]
			}
			if kind != "" {
				if len(line) > 80 {
					line = line[:80] + "…"
				}
				return append(out, fmt.Sprintf("the patch adds %s in %s: %s", kind, fp.Path, line))
			}
		}
	}
	return out
}
