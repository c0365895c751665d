package validate

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
)

// A target older than the history mined lacks some of its fixes: their regression statements
// still fail there as they did before the fix (DESIGN "Targets": a failure that a later mined fix
// repairs is "fixed upstream by X", not a new bug). Such failures are kept as data and shown
// apart from the bugs, each with the fix that accounts for it.

// Relations of a failure to a fix the target lacks.
const (
	// LacksFix: the sibling's own fix is one the target lacks (its regression statement still
	// fails there as before the fix), so the sibling ran on code the fix had not reached.
	LacksFix = "lacks fix"
	// FixedUpstream: the sibling statement is a regression statement of a mined fix the target
	// lacks: the failure is the one that fix repaired.
	FixedUpstream = "fixed upstream"
	// OwnTestFails: the sibling's own fix is in the history of the build the target runs (an
	// engine built at the revision mined), and its regression statement fails there as before
	// the fix: a regression, or a context reaper does not reproduce. Such siblings are shown
	// apart too, for a reviewer to tell which.
	OwnTestFails = "own test fails"
)

// Upstream is the mined fix the target lacks that accounts for a failure.
type Upstream struct {
	// Relation is LacksFix, FixedUpstream or OwnTestFails.
	Relation string    `json:"relation"`
	Fix      string    `json:"fix"`
	Date     time.Time `json:"date"`
	Title    string    `json:"title,omitempty"`
	// Statement is the fix's regression statement; Recorded what the fix records of it, Observed
	// how the target fails it.
	Statement string `json:"statement"`
	Recorded  string `json:"recorded"`
	Observed  string `json:"observed"`
}

// String says the relation in one phrase: "target lacks fix 1a2b3c4d5e (2026-05-03)", "fixed
// upstream by 1a2b3c4d5e (2026-05-03)".
func (u *Upstream) String() string {
	fix := u.Fix
	if len(fix) > 10 {
		fix = fix[:10]
	}
	date := u.Date.Format("2006-01-02")
	switch u.Relation {
	case FixedUpstream:
		return fmt.Sprintf("fixed upstream by %s (%s)", fix, date)
	case OwnTestFails:
		return fmt.Sprintf("the own test of fix %s (%s) fails on this build too", fix, date)
	}
	return fmt.Sprintf("target lacks fix %s (%s)", fix, date)
}

// Classes of AsBefore besides profile.ClassCrash and profile.ClassInternal.
const (
	// AsBeforeError: rejected where the fix records success, or accepted where it records an
	// error.
	AsBeforeError = "error"
	// AsBeforeWrongResult: other rows than the fix records.
	AsBeforeWrongResult = "wrong_result"
	// AsBeforeFeature: rejected where the fix records success, by an error that says the target
	// lacks a feature the statement uses (syntax, an unknown name, unsupported).
	AsBeforeFeature = "feature"
	// AsBeforeHang: the statement hung, which tells nothing of the fix.
	AsBeforeHang = "hang"
)

// AsBefore compares a regression statement's result on a target with what its fix records and
// says how the target fails it, as code without the fix would: the class (profile.ClassCrash when
// the server went down, profile.ClassInternal for an internal error, AsBeforeError,
// AsBeforeWrongResult, AsBeforeFeature, AsBeforeHang) and why; "" when it behaves as recorded,
// did not run, or the record cannot be compared (no outcome, rows written as Go source).
func AsBefore(product string, s testfmt.Statement, r dbms.Result) (string, string) {
	e := s.Expect
	switch r.Outcome {
	case dbms.OutcomeCrash:
		return profile.ClassCrash, Describe(r)
	case dbms.OutcomeInternal:
		return profile.ClassInternal, Describe(r)
	case dbms.OutcomeHang:
		return AsBeforeHang, ""
	case dbms.OutcomeNotRun, "":
		return "", ""
	}
	if why := failure.InternalLike(product, r); why != "" && failure.KindOf(product, r) == failure.KindInternal {
		// A broken error path of kind error (a type switch's default) is an error, below.
		return profile.ClassInternal, Describe(r) + " (" + why + ")"
	}
	switch {
	case e.Kind == testfmt.ExpectError && r.Outcome == dbms.OutcomeOK:
		return AsBeforeError, "succeeds where the fix expects an error " + orAny(e.Error)
	case (e.Kind == testfmt.ExpectOK || e.Kind == testfmt.ExpectRows) && r.Outcome == dbms.OutcomeError:
		if why := NewFeature(product, r); why != "" {
			return AsBeforeFeature, why
		}
		return AsBeforeError, "is rejected (" + Describe(r) + ") where the fix expects success"
	case e.Kind == testfmt.ExpectRows && r.Outcome == dbms.OutcomeOK && len(r.Columns) > 0 && comparable(e):
		if !sameRows(s.SQL, e.Rows, r.Rows) {
			return AsBeforeWrongResult, fmt.Sprintf("returns %s where the fix records %s", RowsText(r.Rows), expectRowsText(e.Rows))
		}
	}
	return "", ""
}

// Lacking says how the target fails a fix's regression statement as before the fix, from a run
// of the statement in its test's context (results: setup first, the statement at key), or ""
// with known false when the run tells nothing: the setup did not succeed (the harness's context
// is missing, not the fix), the statement did not run, hung, or has no comparable record. A
// target that lacks a feature the statement uses lacks the fix too: it is older than the fix.
func Lacking(product string, setup int, s testfmt.Statement, results []dbms.Result, key int) (why string, known bool) {
	if key >= len(results) || setup > key {
		return "", false
	}
	for _, r := range results[:setup] {
		if r.Outcome != dbms.OutcomeOK {
			return "", false
		}
	}
	r := results[key]
	if r.Outcome == dbms.OutcomeNotRun || r.Outcome == "" || r.Outcome == dbms.OutcomeHang {
		return "", false
	}
	class, why := AsBefore(product, s, r)
	switch class {
	case "":
		return "", s.Expect.Kind == testfmt.ExpectOK || s.Expect.Kind == testfmt.ExpectRows || s.Expect.Kind == testfmt.ExpectError
	case AsBeforeHang:
		return "", false
	}
	return why, true
}

// NormalizeStatement is a statement as two spellings of it compare: case folded and whitespace
// dropped (kept as one space between two words) outside string literals and quoted names, and
// trailing semicolons cut.
func NormalizeStatement(sql string) string {
	var b strings.Builder
	// word reports whether c is part of a word or a quoted item, which a space keeps apart from
	// the next ('a' 'b' is two strings, 'a''b' one).
	word := func(c byte) bool {
		return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 ||
			c == '\'' || c == '"' || c == '`'
	}
	// sep writes the one space a run of whitespace leaves between two words.
	sep := func(c byte) {
		if b.Len() > 0 && word(b.String()[b.Len()-1]) && word(c) {
			b.WriteByte(' ')
		}
	}
	space := false
	for i := 0; i < len(sql); i++ {
		c := sql[i]
		switch {
		case c == '\'' || c == '"' || c == '`':
			if space {
				sep(c)
			}
			space = false
			j := i + 1
			for j < len(sql) {
				if sql[j] == '\\' && c != '`' && j+1 < len(sql) {
					j += 2
					continue
				}
				if sql[j] == c {
					if j+1 < len(sql) && sql[j+1] == c { // a doubled quote
						j += 2
						continue
					}
					break
				}
				j++
			}
			end := min(j+1, len(sql))
			b.WriteString(sql[i:end])
			i = end - 1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			space = true
		default:
			if space {
				sep(c)
			}
			space = false
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
	}
	return strings.TrimRight(b.String(), "; \t\n")
}

// NewFeature says why an error shows the target lacks a feature the statement uses (a syntax
// error, an unknown function or variable, an unsupported feature), or "".
func NewFeature(product string, r dbms.Result) string {
	if r.Outcome != dbms.OutcomeError {
		return ""
	}
	if why := failure.Unsupported(product, r); why != "" {
		return why
	}
	switch failure.Classify(product, r) {
	case failure.ClassSyntax:
		return "syntax the target does not have: " + Describe(r)
	case failure.ClassSemantic:
		return "a name or form the target does not know: " + Describe(r)
	}
	return ""
}

// orderBy finds an ORDER BY, after which rows compare in order.
var orderBy = regexp.MustCompile(`(?i)\border\s+by\b`)

// comparable reports whether recorded rows can be compared with a result: none of their cells
// is Go source (testfmt.GoSource).
func comparable(e testfmt.Expect) bool {
	for _, row := range e.Rows {
		for _, c := range row {
			if testfmt.GoSource(c) {
				return false
			}
		}
	}
	return true
}

// sameRows compares recorded rows with a result, cell by cell after normalising (NULL, booleans
// as 0/1, numbers by value, JSON by structure): in order when the statement orders its rows,
// else as multisets.
func sameRows(sql string, want [][]string, got [][]*string) bool {
	if len(want) != len(got) {
		return false
	}
	key := func(row []string) string {
		out := make([]string, len(row))
		for i, c := range row {
			out[i] = normCell(c)
		}
		return strings.Join(out, "\x00")
	}
	a, b := make([]string, len(want)), make([]string, len(got))
	for i := range want {
		a[i] = key(want[i])
		g := make([]string, len(got[i]))
		for k, c := range got[i] {
			g[k] = "NULL"
			if c != nil {
				g[k] = *c
			}
		}
		b[i] = key(g)
	}
	if !orderBy.MatchString(sql) {
		slices.Sort(a)
		slices.Sort(b)
	}
	return slices.Equal(a, b)
}

func normCell(c string) string {
	c = strings.TrimSpace(c)
	switch strings.ToLower(c) {
	case "null", "nil", "<nil>":
		return "NULL"
	case "true":
		return "1"
	case "false":
		return "0"
	}
	if f, err := strconv.ParseFloat(c, 64); err == nil && !math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', 12, 64)
	}
	if strings.HasPrefix(c, "{") || strings.HasPrefix(c, "[") {
		var v any
		if json.Unmarshal([]byte(c), &v) == nil {
			b, _ := json.Marshal(v)
			return string(b)
		}
	}
	return c
}

// Describe is a result in a few words: "ok", "ok, rows (1)(2)", an error's signature, or the
// outcome.
func Describe(r dbms.Result) string {
	switch r.Outcome {
	case dbms.OutcomeOK:
		if len(r.Columns) > 0 {
			return "ok, rows " + RowsText(r.Rows)
		}
		return "ok"
	case dbms.OutcomeError, dbms.OutcomeInternal:
		return Signature(r)
	}
	return r.Outcome
}

// DescribeExpect is a recorded outcome in a few words.
func DescribeExpect(e testfmt.Expect) string {
	switch e.Kind {
	case testfmt.ExpectError:
		return "an error " + orAny(e.Error)
	case testfmt.ExpectRows:
		return "rows " + expectRowsText(e.Rows)
	}
	return e.Kind
}

// RowsText is a result's rows in one short line, NULL written out, the first five only.
func RowsText(rows [][]*string) string {
	out := make([][]string, len(rows))
	for i, row := range rows {
		for _, c := range row {
			v := "NULL"
			if c != nil {
				v = *c
			}
			out[i] = append(out[i], v)
		}
	}
	return expectRowsText(out)
}

// expectRowsText is rows in one short line: the first five, white space folded, 160 characters
// at most.
func expectRowsText(rows [][]string) string {
	s := strings.Join(strings.Fields(sqlvalue.RowsText(rows, 5)), " ")
	if r := []rune(s); len(r) > 160 {
		return string(r[:157]) + "..."
	}
	return s
}

func orAny(s string) string {
	if s == "" {
		return "(any)"
	}
	return s
}
