package corpus

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
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

// EvidenceKind is a class of evidence that a commit whose message names no fix corrects a defect.
type EvidenceKind string

// Kinds of correction evidence.
const (
	// EvidenceErrorTest: the test adds statements that expect an error.
	EvidenceErrorTest EvidenceKind = "error test"
	// EvidenceGuard: the patch adds a guard: a nil or NULL, sign, range, zero or emptiness check,
	// or a type check that rejects a value.
	EvidenceGuard EvidenceKind = "guard"
	// EvidenceExpectation: the test changes the expected rows or the expected error of a
	// statement that it keeps (the same SQL before and after).
	EvidenceExpectation EvidenceKind = "changed expectation"
)

// Evidence is one sign that a commit corrects a defect: its kind and what was seen, in words.
type Evidence struct {
	Kind   EvidenceKind `json:"kind"`
	Detail string       `json:"detail"`
}

func (e Evidence) String() string { return e.Detail }

// UnmarshalJSON also reads the evidence of a record stored before evidence had a kind: the
// words alone, with no kind.
func (e *Evidence) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		*e = Evidence{}
		return json.Unmarshal(b, &e.Detail)
	}
	type plain Evidence
	return json.Unmarshal(b, (*plain)(e))
}

// Correction returns the evidence that a commit whose message gives no sign of a fix corrects a
// defect all the same. The strongest sign holds whatever the message says: its tests change what
// a statement they keep expects (EvidenceExpectation), so the engine's answer to an existing
// statement was wrong before or is now. The weaker signs ("Unwrap values before casting them",
// "allow safe drops when ...") count only when the title does not call the commit new work
// (newWork; measured on go-mysql-server, such commits were features with error tests far more
// often than repairs): its tests add statements that expect an error (EvidenceErrorTest), or
// its patch adds a guard (EvidenceGuard). None means no such sign.
func Correction(rec *FixRecord) []Evidence {
	var out []Evidence
	if e, ok := changedExpectations(rec); ok {
		out = append(out, e)
	}
	if newWork.MatchString(rec.Title) {
		return out
	}
	errors := 0
	for _, tc := range rec.Tests {
		for _, s := range tc.Statements {
			if s.Key && s.Expect.Kind == testfmt.ExpectError {
				errors++
			}
		}
	}
	if errors > 0 {
		out = append(out, Evidence{EvidenceErrorTest, fmt.Sprintf("the test adds %s an error", tally.Plural(errors, "statement that expects", "statements that expect"))})
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
				return append(out, Evidence{EvidenceGuard, fmt.Sprintf("the patch adds %s in %s: %s", kind, fp.Path, clip(line, 80))})
			}
		}
	}
	return out
}

// mayCorrect says whether a record whose message gives no sign of a fix may still be a
// correction once its patch is read: its tests already change an expectation, or its title does
// not call it new work, so a guard in the patch would count. Without the patch, Correction can
// find nothing else.
func mayCorrect(rec *FixRecord) bool {
	if _, ok := changedExpectations(rec); ok {
		return true
	}
	return !newWork.MatchString(rec.Title)
}

// changedExpectations is the EvidenceExpectation of a record: the key statements whose recorded
// outcome changed (testfmt.Statement.Was) in a way that says the engine's answer changed.
func changedExpectations(rec *FixRecord) (Evidence, bool) {
	n, example := 0, ""
	for _, tc := range rec.Tests {
		for _, s := range tc.Statements {
			if !s.Key || s.Was == nil {
				continue
			}
			if how := expectationChange(s, *s.Was, testfmt.SourceCells(tc.Format)); how != "" {
				if n == 0 {
					example = fmt.Sprintf("%s (%s)", clip(oneLine(s.SQL), 60), how)
				}
				n++
			}
		}
	}
	if n == 0 {
		return Evidence{}, false
	}
	return Evidence{EvidenceExpectation, fmt.Sprintf("the test changes what %s: %s",
		tally.Plural(n, "statement it keeps expects", "statements it keeps expect"), example)}, true
}

// orderBy finds an ORDER BY clause, the only thing that fixes the order of a statement's rows.
var orderBy = regexp.MustCompile(`(?i)\border\s+by\b`)

// expectationChange says how the recorded outcome of statement s changed from was, or "" when
// the change does not say the engine's answer changed. Counted: an error expected where the
// statement succeeded or the reverse, an expected error replaced by another, and other rows
// (compared as the format compares them: as a multiset under a sort mode, and without ORDER BY,
// which harnesses such as go-mysql-server's compare unordered). Not counted: outcomes the format
// does not record, a success recorded with rows instead of without, an error's text given where
// there was none, changes of column names, sort mode or warnings alone, and, where the format
// records some cells as source text (source), changes to those cells alone: they are the test's
// code (a type renamed, a constructor called instead of a literal), not values.
func expectationChange(s testfmt.Statement, was testfmt.Expect, source bool) string {
	now := s.Expect
	if was.Kind == testfmt.ExpectUnknown || now.Kind == testfmt.ExpectUnknown {
		return ""
	}
	isErr, wasErr := now.Kind == testfmt.ExpectError, was.Kind == testfmt.ExpectError
	switch {
	case isErr != wasErr:
		return outcomeWords(was) + " → " + outcomeWords(now)
	case isErr:
		if was.Error != "" && now.Error != "" && was.Error != now.Error {
			return outcomeWords(was) + " → " + outcomeWords(now)
		}
	case was.Kind == testfmt.ExpectRows && now.Kind == testfmt.ExpectRows:
		ordered := was.Sort == "" && now.Sort == "" && orderBy.MatchString(s.SQL)
		if rowsKey(was, ordered, source) != rowsKey(now, ordered, source) {
			if len(was.Rows) == len(now.Rows) {
				return tally.Plural(len(now.Rows), "row", "rows") + ", other values"
			}
			return tally.Plural(len(was.Rows), "row", "rows") + " → " + tally.Plural(len(now.Rows), "row", "rows")
		}
	}
	return ""
}

// outcomeWords names an outcome for the evidence: "error sql.ErrTableNotFound", "2 rows", "ok".
func outcomeWords(e testfmt.Expect) string {
	switch e.Kind {
	case testfmt.ExpectError:
		if e.Error == "" {
			return "an error"
		}
		return "error " + clip(e.Error, 40)
	case testfmt.ExpectRows:
		return tally.Plural(len(e.Rows), "row", "rows")
	}
	return e.Kind
}

// rowsKey is a comparable form of an outcome's rows: in order when ordered, else sorted (the
// cells too under valuesort, which compares values one by one), with cells of source text
// masked when source is set.
func rowsKey(e testfmt.Expect, ordered, source bool) string {
	lines := make([]string, 0, len(e.Rows))
	for _, r := range e.Rows {
		if source {
			masked := make([]string, len(r))
			for i, c := range r {
				if masked[i] = c; testfmt.GoSource(c) {
					masked[i] = "\x03"
				}
			}
			r = masked
		}
		if e.Sort == "valuesort" {
			lines = append(lines, r...)
		} else {
			lines = append(lines, strings.Join(r, "\x01"))
		}
	}
	if !ordered {
		sort.Strings(lines)
	}
	return strings.Join(lines, "\x02")
}

// clip shortens s to n bytes, at a rune boundary, marking the cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
