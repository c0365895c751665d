// Package replay runs an exported test file on a target the way its format's runner would judge
// it.
//
// The file is read back with corpus/testfmt's parser for its format, its statements run in one
// fresh database through package dbms, and each outcome is compared with what the file expects:
//
//   - ok (and, for mtr, a statement with no --error, whatever its output: mysqltest aborts on an
//     unexpected error; for gms, a SetUpScript statement or SkipResultsCheck): the statement
//     succeeds;
//   - rows: it succeeds with those rows (NULL as the text NULL; sorted first when the record
//     says rowsort/valuesort, and for gms unless the query says ORDER BY, as its harness
//     compares);
//   - error: a clean error — an internal error or a crash is the bug, not the error expected. For
//     mtr, whose runner diffs the .result, the error line the .result records must be the one
//     mysqltest prints (SQLSTATE and message).
//     A numeric code (not in logictest, whose pgcodes can be all digits) or SQLSTATE (mtr's
//     Sxxxxx, logictest's pgcode) must match; a logictest pattern must match the message; an
//     sqllogictest message must be contained in it (or, in DuckDB's <REGEX>: and <!REGEX>:
//     forms, match it whole or not); a gms ExpectedErrStr must be the whole message; an mtr
//     ER_ name and a gms error kind (sql.ErrTableNotFound) are not checked (reaper has no table
//     of names);
//   - unknown (plain sql, sqllogictest `statement maybe`): no crash, hang or internal error.
//
// Green means every statement did what the file expects; the detail names the first that did not.
// Check is the same comparison for an execution made elsewhere (`reaper run`), every mismatch
// with the expected and actual outcome as lines to diff.
package replay

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/internal/export"
)

// Run runs exported files (export.Files' output in format) on tg and reports whether they pass.
// An error means the files could not be read in the format or the target could not run them.
func Run(ctx context.Context, tg dbms.Target, format string, files []export.File) (bool, string, error) {
	f, err := parse(format, files)
	if err != nil {
		return false, "", err
	}
	if len(f.Statements) == 0 {
		return false, "", fmt.Errorf("replay %s: the files hold no statements", format)
	}
	ex, err := tg.Run(ctx, execute.Script(f.Statements), dbms.RunOptions{StopAfterHang: true})
	if ex == nil {
		return false, "", fmt.Errorf("replay %s: %w", format, err)
	}
	if len(ex.Results) < len(f.Statements) {
		return false, "", fmt.Errorf("replay %s: %d results for %d statements", format, len(ex.Results), len(f.Statements))
	}
	result := ""
	for _, rf := range files {
		if strings.HasSuffix(rf.Name, ".result") {
			result = rf.Content
		}
	}
	if m := Check(format, f, result, ex); len(m) > 0 {
		return false, m[0].String(), nil
	}
	return true, fmt.Sprintf("all %d statements behaved as the file expects", len(f.Statements)), nil
}

// Mismatch is a statement that did not do what its file expects.
type Mismatch struct {
	// Index is the statement's index in the file's statements, Line its line.
	Index int    `json:"index"`
	Line  int    `json:"line"`
	SQL   string `json:"sql"`
	Why   string `json:"why"`
	// Want and Got are the expected and the actual outcome, a line each, then the rows.
	Want []string `json:"want"`
	Got  []string `json:"got"`
}

// String is the mismatch in one line.
func (m Mismatch) String() string {
	return fmt.Sprintf("statement %d (line %d) %q: %s", m.Index+1, m.Line, Short(m.SQL), m.Why)
}

// Diff is the expected and actual outcome, line by line: "- " only expected, "+ " only actual,
// "  " both, in a longest common subsequence of the two.
func (m Mismatch) Diff() []string {
	a, b := m.Want, m.Got
	if len(a)*len(b) > 1_000_000 {
		var out []string
		for _, l := range a {
			out = append(out, "- "+l)
		}
		for _, l := range b {
			out = append(out, "+ "+l)
		}
		return out
	}
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []string
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			out = append(out, "  "+a[i])
			i, j = i+1, j+1
		case i < len(a) && (j == len(b) || lcs[i+1][j] >= lcs[i][j+1]):
			out = append(out, "- "+a[i])
			i++
		default:
			out = append(out, "+ "+b[j])
			j++
		}
	}
	return out
}

// Check compares ex, a run of f's statements in order, with what f expects, the way the
// format's runner judges (see the top of the file); result is an mtr file's .result text ("" for
// other formats), whose error lines mysqltest diffs. A statement ex holds no result of is a
// mismatch.
func Check(format string, f *testfmt.File, result string, ex *dbms.Execution) []Mismatch {
	var out []Mismatch
	for i, s := range f.Statements {
		var r dbms.Result
		if i < len(ex.Results) {
			r = ex.Results[i]
		} else {
			r = dbms.Result{Outcome: dbms.OutcomeNotRun}
		}
		why := check(format, s, r)
		if why == "" && format == testfmt.MTR {
			why = mtrError(result, s, r)
		}
		if why != "" {
			out = append(out, Mismatch{Index: i, Line: s.Line, SQL: s.SQL, Why: why,
				Want: wantLines(format, s), Got: gotLines(format, s, r)})
		}
	}
	return out
}

// wantLines is what a statement's record expects, as lines.
func wantLines(format string, s testfmt.Statement) []string {
	e := s.Expect
	switch e.Kind {
	case testfmt.ExpectRows:
		return append([]string{fmt.Sprintf("ok, %d rows", len(e.Rows))}, rowLines(format, s, e.Rows)...)
	case testfmt.ExpectError:
		if e.Error == "" {
			return []string{"error"}
		}
		return []string{"error " + export.OneLine(e.Error)}
	case testfmt.ExpectOK:
		return []string{"ok"}
	}
	if format == testfmt.MTR {
		return []string{"ok"}
	}
	return []string{"no crash, hang or internal error"}
}

// gotLines is what a statement did, as lines to compare with wantLines's: its rows where the
// record expects rows.
func gotLines(format string, s testfmt.Statement, r dbms.Result) []string {
	switch {
	case r.Outcome != dbms.OutcomeOK:
		return []string{strings.TrimSpace(fmt.Sprintf("%s %d %s: %s", r.Outcome, r.Code, r.SQLState, export.OneLine(r.Message)))}
	case s.Expect.Kind == testfmt.ExpectRows:
		rows := export.Rows(r)
		for _, row := range rows {
			for k, c := range row {
				if c == "" && format == testfmt.SQLLogicTest {
					row[k] = "(empty)" // as the file writes it, so the diff shows no false difference
				}
			}
		}
		return append([]string{fmt.Sprintf("ok, %d rows", len(r.Rows))}, rowLines(format, s, rows)...)
	}
	return []string{"ok"}
}

// rowLines are rows as tab-joined lines, sorted where the format compares them sorted.
func rowLines(format string, s testfmt.Statement, rows [][]string) []string {
	out := make([]string, len(rows))
	for i, row := range rows {
		out[i] = strings.Join(row, "\t")
	}
	if sorts(format, s) {
		slices.Sort(out)
	}
	return out
}

func parse(format string, files []export.File) (*testfmt.File, error) {
	find := func(suffix string) (export.File, bool) {
		for _, f := range files {
			if strings.HasSuffix(f.Name, suffix) {
				return f, true
			}
		}
		return export.File{}, false
	}
	one := func() (export.File, error) {
		if len(files) != 1 {
			return export.File{}, fmt.Errorf("replay %s: want one file, got %d", format, len(files))
		}
		return files[0], nil
	}
	switch format {
	case testfmt.MTR:
		test, ok1 := find(".test")
		result, ok2 := find(".result")
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("replay mtr: want a .test and a .result file")
		}
		return testfmt.ParseMTR(test.Name, []byte(test.Content), []byte(result.Content))
	case testfmt.SQLLogicTest, testfmt.LogicTest, testfmt.GMS, testfmt.SQL:
		f, err := one()
		if err != nil {
			return nil, err
		}
		switch format {
		case testfmt.SQLLogicTest:
			return testfmt.ParseSQLLogicTest(f.Name, []byte(f.Content))
		case testfmt.LogicTest:
			return testfmt.ParseLogicTest(f.Name, []byte(f.Content))
		case testfmt.GMS:
			return testfmt.ParseGMS(f.Name, []byte(f.Content))
		}
		return testfmt.ParseSQL(f.Name, []byte(f.Content))
	}
	return nil, fmt.Errorf("replay: format %q is not a test format (mtr, logictest, sqllogictest, gms, sql)", format)
}

// mtrError compares an error's line in the .result with the one mysqltest would print: it
// diffs the whole .result, so the message counts as much as the code.
func mtrError(result string, s testfmt.Statement, r dbms.Result) string {
	if r.Outcome != dbms.OutcomeError || s.ResultLine == 0 {
		return ""
	}
	lines := strings.Split(result, "\n")
	for n := s.ResultLine; n <= s.ResultEndLine && n <= len(lines); n++ {
		if l := lines[n-1]; strings.HasPrefix(l, "ERROR ") {
			if got := strings.TrimSuffix(export.MTRError(r.SQLState, r.Message), "\n"); l != got {
				return fmt.Sprintf("the .result says %q, mysqltest would print %q", Short(l), Short(got))
			}
		}
	}
	return ""
}

// check returns why r is not what statement s expects, or "".
func check(format string, s testfmt.Statement, r dbms.Result) string {
	e := s.Expect
	got := r.Outcome
	if r.Outcome != dbms.OutcomeOK {
		got += fmt.Sprintf(" %d %s: %s", r.Code, r.SQLState, Short(r.Message))
	}
	kind := e.Kind
	if format == testfmt.MTR && kind == testfmt.ExpectUnknown {
		kind = testfmt.ExpectOK
	}
	switch kind {
	case testfmt.ExpectOK, testfmt.ExpectRows:
		if r.Outcome != dbms.OutcomeOK {
			return "expected success, got " + got
		}
		if kind == testfmt.ExpectRows && !sameRows(format, s, r) {
			return fmt.Sprintf("expected rows %v, got %v", e.Rows, export.Rows(r))
		}
	case testfmt.ExpectError:
		if r.Outcome != dbms.OutcomeError {
			return "expected a clean error, got " + got
		}
		if why := errorMatches(format, e.Error, r); why != "" {
			return why + ", got " + got
		}
	default:
		switch r.Outcome {
		case dbms.OutcomeCrash, dbms.OutcomeInternal, dbms.OutcomeHang, dbms.OutcomeNotRun:
			return "expected no crash, hang or internal error, got " + got
		}
	}
	return ""
}

var pgCode = regexp.MustCompile(`^pgcode\s+(\S+)\s*(.*)$`)

func errorMatches(format, want string, r dbms.Result) string {
	want = strings.TrimSpace(want)
	if want == "" {
		return ""
	}
	// A logictest error is a pgcode or a pattern, never a numeric code: its parser keeps only the
	// pgcode, which is often all digits (22008), so it must not be read as one.
	if n, err := strconv.Atoi(want); err == nil && format != testfmt.LogicTest {
		if n != r.Code {
			return fmt.Sprintf("expected error %d", n)
		}
		return ""
	}
	switch format {
	case testfmt.MTR:
		for _, alt := range strings.Split(want, ",") {
			alt = strings.TrimSpace(alt)
			if n, err := strconv.Atoi(alt); err == nil && n == r.Code || strings.HasPrefix(alt, "S") && alt[1:] == r.SQLState || strings.HasPrefix(alt, "ER_") {
				return ""
			}
		}
		return "expected error " + want
	case testfmt.LogicTest:
		if m := pgCode.FindStringSubmatch(want); m != nil {
			if m[1] != r.SQLState {
				return "expected SQLSTATE " + m[1]
			}
			want = m[2]
		}
		if len(want) == 5 && want == strings.ToUpper(want) && !strings.ContainsAny(want, " .*") {
			if want != r.SQLState {
				return "expected SQLSTATE " + want
			}
			return ""
		}
		re, err := regexp.Compile(want)
		if err != nil || (want != "" && !re.MatchString(r.Message)) {
			return "expected an error matching " + strconv.Quote(want)
		}
	case testfmt.SQLLogicTest:
		if m, _ := testfmt.ErrorPattern(want, r.Message); !m && !strings.Contains(r.Message, want) {
			return "expected an error containing " + strconv.Quote(want)
		}
	case testfmt.GMS:
		if r.Message != want && !gmsKind.MatchString(want) {
			return "expected the error " + strconv.Quote(want)
		}
	}
	return ""
}

// gmsKind matches an ExpectedErr as ParseGMS renders it, an error kind's Go name
// (sql.ErrTableNotFound), which says nothing of the message.
var gmsKind = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+$`)

// sorts says a record's rows are compared as a multiset: it says a sort mode, or, in a gms
// test, its query has no ORDER BY (the harness's ElementsMatch).
func sorts(format string, s testfmt.Statement) bool {
	if format == testfmt.GMS {
		return !strings.Contains(strings.ToUpper(s.SQL), "ORDER BY ")
	}
	return s.Expect.Sort != ""
}

// sameRows compares as multisets when the record sorts, else in order. sqllogictest
// writes an empty string as (empty).
func sameRows(format string, s testfmt.Statement, r dbms.Result) bool {
	e := s.Expect
	got := export.Rows(r)
	key := func(rows [][]string) []string {
		out := make([]string, len(rows))
		for i, row := range rows {
			cells := slices.Clone(row)
			for k, c := range cells {
				if c == "(empty)" && format == testfmt.SQLLogicTest {
					cells[k] = ""
				}
			}
			out[i] = strings.Join(cells, "\t")
		}
		if sorts(format, s) {
			slices.Sort(out)
		}
		return out
	}
	return slices.Equal(key(got), key(e.Rows))
}

// Short is s on one line, cut at 80 characters, for a message.
func Short(s string) string {
	s = export.OneLine(strings.TrimSpace(s))
	if r := []rune(s); len(r) > 80 {
		return string(r[:79]) + "…"
	}
	return s
}
