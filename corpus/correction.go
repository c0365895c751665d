package corpus

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reaper-sql/reaper/internal/sqlvalue"
)

// typeGuard matches a type check a patch adds: a Go type assertion with its ok, a type switch,
// a C++ dynamic_cast or a type comparison.
var typeGuard = regexp.MustCompile(`,\s*ok\s*:?=\s*[\w.\[\]()]+\.\([\w.*\[\]]+\)|\.\(type\)|dynamic_cast<|\btype_handler\(\)\s*[!=]=|\bfield_type\(\)\s*[!=]=`)

// Correction returns the evidence that a commit whose message gives no sign of a fix corrects a
// defect all the same ("Unwrap values before casting them", "implement ntile" with its error
// cases): its tests add statements that expect an error, or its patch adds a guard (a nil or
// NULL check, a sign, range, zero or emptiness check, a type check). None means no such sign.
func Correction(rec *FixRecord) []string {
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
		out = append(out, fmt.Sprintf("the test adds %d statement(s) that expect an error", errors))
	}
	for _, fp := range rec.Patch.Files {
		for _, l := range strings.Split(fp.Diff, "\n") {
			if !strings.HasPrefix(l, "+") || strings.HasPrefix(l, "+++") {
				continue
			}
			line := strings.TrimSpace(l[1:])
			kind := ""
			if c := sqlvalue.Guard(line); c != "" {
				kind = "a " + c + " check"
			} else if typeGuard.MatchString(line) {
				kind = "a type check"
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
