// Package export writes a candidate as a bug report or as a regression test in the DBMS's own
// format, and the files of `reaper export` and `reaper report --out` (write.go).
//
// The reproducer is the candidate's first reproducing test, or the reduced one (package reduce).
// The formats:
//
//   - markdown: a report to paste in a tracker. Text that comes from outside (SQL, error
//     messages, server logs, commit messages, the stages' reasoning, which quotes them) goes in
//     fenced code blocks whose fence is longer than any run of backticks inside, so it cannot
//     close the block; the one-line title is escaped instead.
//   - mtr (MariaDB/MySQL .test + .result), logictest (CockroachDB), sqllogictest (DuckDB, SQLite),
//     gms (a go-mysql-server ScriptTest, gms.go): regression tests that encode the CORRECT
//     behaviour, so they fail while the bug exists and pass once it is fixed; sql: a plain script
//     with the expectation in comments, which a runner checks only for a crash, a hang or an
//     internal error.
//
// A test holds the statements up to the sibling (key) statement and no further: a statement
// after it cannot change its outcome, and often never ran (the run stops at the key statement)
// or reads what a failing key statement did not make. The statements before it expect what
// they did on the target, so each must have ended cleanly (succeeded or failed with a clean
// error); one that crashed, hung or failed internally is a failure of its own, which no test can
// expect, and the test formats refuse it, naming it.
//
// The correct behaviour of the sibling statement is argued from the evidence, the simplest
// claim that holds:
//
//   - a crash or internal error (and a fix-derived no_crash / no_internal_error oracle): the
//     statement must end as the historical statement does on the same target — succeed if it
//     succeeds, or fail with the same clean error. A clean error of another kind would also be a
//     fix; the test then needs its expected error edited, which the file's comment says.
//   - a fix-derived `rejects` oracle: an error (the historical one's code when it has one);
//     `accepts`: success.
//   - a wrong result (an oracle violation, a `result` oracle) whose rows differ from a reference
//     engine's (validate.Reference): the reference's rows, written as the format writes a
//     query's rows (sorted unless the statement orders them), so the file is green on the
//     reference as the format's runner compares them (package replay). A wrong result no reference
//     backs (an oracle alone): reaper does not know the correct rows, so only markdown and sql
//     export it; the test formats refuse with a clear error.
//
// A key statement expected to succeed with no rows known is not checked for its rows (mtr runs
// it under --disable_result_log). Formats fit dialects: mtr the MySQL family (MariaDB, MySQL,
// go-mysql-server), logictest the PostgreSQL family (CockroachDB, PostgreSQL), gms
// go-mysql-server alone, sqllogictest, sql and markdown every dialect. Tests that use several
// client connections are exported to sqllogictest and sql only.
package export

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// FormatMarkdown is the bug report's format; the others are corpus/testfmt's test formats.
const FormatMarkdown = "markdown"

// Formats lists the formats Files writes.
var Formats = []string{FormatMarkdown, testfmt.MTR, testfmt.LogicTest, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL}

// Input is a candidate with what an export reads.
type Input struct {
	Candidate validate.Candidate
	// Validation is the validation of the candidate's first reproducing test.
	Validation store.Validation
	// Fix is the fix record the test is a sibling of; nil when it is not in the store.
	Fix *corpus.FixRecord
	// Reduced, when set, is the reproducer to export instead of the validated test, and
	// ReducedRun its run on the target (reduce.Stats.Run).
	Reduced    *sibling.Test
	ReducedRun *dbms.Execution
}

// File is one file an export writes.
type File struct {
	Name    string `json:"name"`
	Content string `json:"content"`
}

// ErrNoCorrectBehaviour is wrapped by Files when a test format needs the candidate's correct
// outcome and the evidence does not say it (a wrong result).
var ErrNoCorrectBehaviour = errors.New("the evidence does not say the correct outcome")

// Files writes the candidate in format (one of Formats).
func Files(in Input, format string) ([]File, error) {
	x, err := prepare(in)
	if err != nil {
		return nil, err
	}
	if err := Fits(format, in.Validation.Input.Product); err != nil {
		return nil, err
	}
	base := "reaper_" + in.Candidate.ID
	if format == FormatMarkdown {
		return []File{{Name: base + ".md", Content: markdown(x)}}, nil
	}
	if err := x.cleanContext(format); err != nil {
		return nil, err
	}
	if format == testfmt.SQL {
		return []File{{Name: base + ".sql", Content: writeSQL(x)}}, nil
	}
	if x.want.unknown {
		return nil, fmt.Errorf("export candidate %s as %s: %w (%s): export it as markdown or sql", in.Candidate.ID, format, ErrNoCorrectBehaviour, x.want.why)
	}
	if x.connections && format != testfmt.SQLLogicTest {
		return nil, fmt.Errorf("export candidate %s as %s: the test uses several client connections, which the %s export does not write: export it as sqllogictest or sql", in.Candidate.ID, format, format)
	}
	switch format {
	case testfmt.MTR:
		test, result, err := writeMTR(x)
		if err != nil {
			return nil, err
		}
		return []File{{Name: base + ".test", Content: test}, {Name: base + ".result", Content: result}}, nil
	case testfmt.SQLLogicTest, testfmt.LogicTest:
		content, err := writeSLT(x, format == testfmt.LogicTest)
		if err != nil {
			return nil, err
		}
		if format == testfmt.LogicTest {
			return []File{{Name: base, Content: content}}, nil
		}
		return []File{{Name: base + ".test", Content: content}}, nil
	case testfmt.GMS:
		content, err := writeGMS(x)
		if err != nil {
			return nil, err
		}
		return []File{{Name: base + ".go", Content: content}}, nil
	}
	return nil, fmt.Errorf("unknown export format %q (one of %s)", format, strings.Join(Formats, ", "))
}

// Fits reports, as an error naming both, a format that does not fit the dialect of a
// target's product (dbms.Info.Product).
func Fits(format, product string) error {
	family := dialect.FamilyOf(product)
	switch format {
	case FormatMarkdown, testfmt.SQLLogicTest, testfmt.SQL:
		return nil
	case testfmt.MTR:
		if family == dialect.FamilyPostgres {
			return fmt.Errorf("export format mtr is MariaDB/MySQL's test format and does not fit the %s dialect of %s: use logictest, sqllogictest or sql", family, product)
		}
		return nil
	case testfmt.LogicTest:
		if family != dialect.FamilyPostgres {
			return fmt.Errorf("export format logictest is CockroachDB's test format and does not fit the %s dialect of %s: use mtr, sqllogictest or sql", family, product)
		}
		return nil
	case testfmt.GMS:
		if family != dialect.FamilyGMS {
			return fmt.Errorf("export format gms is go-mysql-server's ScriptTest and does not fit %s: use mtr, sqllogictest or sql", product)
		}
		return nil
	}
	return fmt.Errorf("unknown export format %q (one of %s)", format, strings.Join(Formats, ", "))
}

// testCase is an Input read for writing: the test, its run and the key's expectation.
type testCase struct {
	in          Input
	test        sibling.Test
	run         *dbms.Execution
	stmts       []testfmt.Statement // setup then statements
	key         int                 // index of the key statement in stmts
	want        expectation
	connections bool
}

// expectation is the key statement's correct outcome.
type expectation struct {
	// unknown: the evidence does not say (a wrong result); else ok, or an error with what is
	// known of it.
	unknown, ok bool
	// rows, when ok is set, is the reference engine's run of the statement, whose rows (and
	// columns, types and warnings) the test expects; nil when only success is expected.
	rows     *dbms.Result
	code     int
	sqlstate string
	name     string
	message  string
	why      string
}

func prepare(in Input) (*testCase, error) {
	x := &testCase{in: in, test: in.Validation.Input.Test, run: in.Validation.Input.Sibling}
	if in.Reduced != nil {
		if in.ReducedRun == nil {
			return nil, fmt.Errorf("export candidate %s: the reduced test comes without its run", in.Candidate.ID)
		}
		x.test, x.run = *in.Reduced, in.ReducedRun
	}
	if x.run == nil {
		return nil, fmt.Errorf("export candidate %s: its validation holds no run of the test", in.Candidate.ID)
	}
	x.stmts = x.test.All()
	x.key = len(x.test.Setup) + x.test.Key
	if x.key >= len(x.stmts) || x.key >= len(x.run.Results) {
		return nil, fmt.Errorf("export candidate %s: the run of test %s does not reach its key statement", in.Candidate.ID, x.test.ID)
	}
	x.stmts = x.stmts[:x.key+1] // see the top of the file
	for _, s := range x.stmts {
		x.connections = x.connections || s.Connection != ""
	}
	x.want = expected(in)
	return x, nil
}

// cleanContext refuses, for a test format, a statement before the key one that did not end
// cleanly on the target (see the top of the file).
func (x *testCase) cleanContext(format string) error {
	for i := range x.key {
		switch r := x.run.Results[i]; r.Outcome {
		case dbms.OutcomeOK, dbms.OutcomeError:
		default:
			return fmt.Errorf("export candidate %s as %s: %s ended in %s on the target, a failure of its own that a test cannot expect: export it as markdown",
				x.in.Candidate.ID, format, x.position(i), r.Outcome)
		}
	}
	return nil
}

// position names statement i of x.stmts as a reader finds it: in the setup, or among the
// test's statements before the sibling one.
func (x *testCase) position(i int) string {
	n := len(x.test.Setup)
	switch {
	case i == x.key:
		return "the sibling statement"
	case i < n:
		return fmt.Sprintf("statement %d of the setup", i+1)
	}
	return fmt.Sprintf("statement %d of the test (the sibling statement is %d)", i-n+1, x.test.Key+1)
}

// expected argues the key statement's correct outcome from the evidence (see the top of
// the file).
func expected(in Input) expectation {
	v, inp := in.Validation.Verdict, in.Validation.Input
	kind := ""
	if inp.Profile != nil {
		kind = inp.Profile.Validation.Oracle.Kind
	}
	fixDerived, crash := false, false
	for _, e := range v.Evidence {
		fixDerived = fixDerived || e == validate.EvidenceFix
		// A broken error path stands where the statement should succeed: expected like a crash.
		crash = crash || e == validate.EvidenceCrash || e == validate.EvidenceErrorPath
	}
	var hist *dbms.Result
	if k := len(inp.Test.Setup) + inp.Test.Key; inp.Historical != nil && k < len(inp.Historical.Results) {
		hist = &inp.Historical.Results[k]
	}
	recorded := inp.Test.Statements[inp.Test.Key].Expect
	switch {
	case crash || fixDerived && (kind == profile.OracleNoCrash || kind == profile.OracleNoInternalError):
		switch {
		case hist != nil && hist.Outcome == dbms.OutcomeOK:
			return expectation{ok: true, why: "a crash or internal error is never correct; the historical statement succeeds on the same target, so the test expects success (a clean error would be a fix too: then edit the expectation)"}
		case hist != nil && hist.Outcome == dbms.OutcomeError:
			return expectation{code: hist.Code, sqlstate: hist.SQLState, message: hist.Message, name: recorded.Error,
				why: "a crash or internal error is never correct; the historical statement fails with a clean error on the same target, so the test expects that error"}
		}
		return expectation{ok: true, why: "a crash or internal error is never correct; the historical statement gives no clean outcome to follow, so the test expects success"}
	case fixDerived && kind == profile.OracleRejects:
		w := expectation{name: recorded.Error, why: "the fix makes the historical statement fail with an error; its sibling must be rejected too"}
		if hist != nil && hist.Outcome == dbms.OutcomeError {
			w.code, w.sqlstate, w.message = hist.Code, hist.SQLState, hist.Message
		}
		return w
	case fixDerived && kind == profile.OracleAccepts:
		return expectation{ok: true, why: "the fix makes the historical statement succeed; its sibling must succeed too"}
	}
	if ref := reference(in); ref != nil {
		return expectation{ok: true, rows: ref.Result, why: fmt.Sprintf("a wrong result: the reference engine (%s %s) returns other rows (%s), which the test expects",
			ref.Target, ref.Version, ref.Divergence)}
	}
	return expectation{unknown: true, why: "the evidence (" + strings.Join(v.Evidence, ", ") + ") is a wrong result, whose correct rows reaper does not know: no reference engine's rows differ from the target's"}
}

// reference is the reference engine's run of the sibling statement when its rows differ
// from the target's, or nil. The rows are of the test as validated: a reduced test is another
// statement in another context, which the reference did not run (package reduce refuses a wrong result,
// so a reduced test is never one).
func reference(in Input) *validate.Reference {
	ref := in.Validation.Verdict.Reference
	if ref == nil {
		ref = in.Validation.Input.Reference
	}
	if in.Reduced != nil || ref == nil || ref.Divergence == "" || ref.Result == nil || ref.Result.Outcome != dbms.OutcomeOK || len(ref.Result.Columns) == 0 {
		return nil
	}
	return ref
}

// describe says the expected outcome in words.
func (w expectation) describe() string {
	switch {
	case w.unknown:
		return "a correct result"
	case w.rows != nil:
		return "the rows " + sqlvalue.RowsText(Rows(*w.rows), 3)
	case w.ok:
		return "success"
	}
	var parts []string
	if w.code != 0 {
		parts = append(parts, strconv.Itoa(w.code))
	}
	if w.sqlstate != "" {
		parts = append(parts, w.sqlstate)
	}
	if len(parts) == 0 && w.name != "" {
		parts = append(parts, w.name)
	}
	if len(parts) == 0 {
		return "a clean error"
	}
	return "a clean error (" + strings.Join(parts, " ") + ")"
}

// header is the comment block every test file starts with; each line is one line of
// plain text, so nothing from outside can end the comment.
func header(x *testCase) []string {
	c := x.in.Candidate
	lines := []string{
		fmt.Sprintf("reaper candidate %s: %s, %s", c.ID, c.Construct, c.Signature),
		fmt.Sprintf("found on %s by test %s (fix %s)", build(x), x.test.ID, x.test.FixID),
		"sibling of: " + x.test.Original,
		"expected: " + x.want.describe() + " — " + x.want.why,
		"red while the bug exists, green once it is fixed",
	}
	for i, l := range lines {
		lines[i] = OneLine(l)
	}
	return lines
}

// build names the build the bug was found on: the execution's build ("go-mysql-server
// 4882ca9 (2026-08-21)"), or for a run recorded before builds were, the product and the
// version it reported.
func build(x *testCase) string {
	if x.run.Build != "" {
		return x.run.Build
	}
	return x.in.Validation.Input.Product + " version " + x.run.Version
}

// writeSQL writes the plain script: the expectations are comments.
func writeSQL(x *testCase) string {
	var b strings.Builder
	for _, l := range header(x) {
		b.WriteString("-- " + l + "\n")
	}
	for i, s := range x.stmts {
		b.WriteString("\n")
		if s.Connection != "" {
			b.WriteString("-- on connection " + OneLine(s.Connection) + "\n")
		}
		if i == x.key {
			b.WriteString("-- the sibling statement; expected: " + OneLine(x.want.describe()) + "\n")
		}
		b.WriteString(strings.TrimRight(s.SQL, "; \t\n") + ";\n")
	}
	return b.String()
}

// writeSLT writes sqllogictest, or CockroachDB logictest when cockroach is set: statement
// records, the statements before the key one expecting the outcome they had, the key one its
// correct outcome, and a query record where the correct rows are known.
func writeSLT(x *testCase, cockroach bool) (string, error) {
	var b strings.Builder
	for _, l := range header(x) {
		b.WriteString("# " + l + "\n")
	}
	for i, s := range x.stmts {
		b.WriteString("\n")
		if i == x.key && x.want.rows != nil {
			q, err := sltQuery(x, s, cockroach)
			if err != nil {
				return "", err
			}
			b.WriteString(q)
			continue
		}
		ok := x.run.Results[i].Outcome == dbms.OutcomeOK
		var errPattern string
		if i == x.key {
			ok = x.want.ok
			if cockroach && x.want.sqlstate != "" {
				errPattern = "pgcode " + x.want.sqlstate + " .*"
			}
		} else if cockroach && x.run.Results[i].SQLState != "" {
			errPattern = "pgcode " + x.run.Results[i].SQLState + " .*"
		}
		switch {
		case ok:
			b.WriteString("statement ok")
		case cockroach && errPattern == "":
			b.WriteString("statement error .*")
		case cockroach:
			b.WriteString("statement error " + errPattern)
		default:
			b.WriteString("statement error")
		}
		if s.Connection != "" && !cockroach {
			b.WriteString(" " + OneLine(s.Connection))
		}
		b.WriteString("\n" + RecordSQL(s.SQL) + "\n")
		if msg := SLTError(x.want.message); i == x.key && !x.want.ok && !cockroach && msg != "" {
			// The runner checks that the error contains this text: an error of the same code
			// but another text (go-mysql-server answers most failures with 1105) is not it.
			b.WriteString("----\n" + msg + "\n")
		}
	}
	return b.String(), nil
}

// sltQuery is the query record of the key statement with the rows it must return: sorted
// by the runner unless the statement orders them. sqllogictest separates cells by tabs and
// writes an empty string as (empty); logictest separates them by spaces, so a value with a space
// or an empty one has no faithful form there.
func sltQuery(x *testCase, s testfmt.Statement, cockroach bool) (string, error) {
	r := *x.want.rows
	if err := checkPrintable(x, r); err != nil {
		return "", err
	}
	ordered := Ordered(s.SQL)
	var b strings.Builder
	b.WriteString("query " + SLTTypes(r))
	switch {
	case s.Connection != "" && !cockroach:
		// The word after the types is the connection (see SLTTypes): rows in their order.
		b.WriteString(" " + OneLine(s.Connection))
		ordered = true
	case ordered:
		b.WriteString(" nosort")
	default:
		b.WriteString(" rowsort")
	}
	b.WriteString("\n" + RecordSQL(s.SQL) + "\n----\n")
	for _, l := range Lines(r, ordered) {
		cells := strings.Split(l, "\t")
		for k, c := range cells {
			switch {
			case cockroach && (c == "" || strings.ContainsAny(c, " \u00a0")):
				return "", fmt.Errorf("export candidate %s as logictest: %w (the reference's value %q has no form in a logictest row, whose cells are separated by spaces): export it as sqllogictest or sql", x.in.Candidate.ID, ErrNoCorrectBehaviour, c)
			case c == "":
				cells[k] = "(empty)"
			}
		}
		sep := "\t"
		if cockroach {
			sep = " "
		}
		b.WriteString(strings.Join(cells, sep) + "\n")
	}
	return b.String(), nil
}

// checkPrintable refuses expected rows a line-based format cannot write as they are: a value
// with a tab or a line break, or with spaces at its ends (the runners trim lines).
func checkPrintable(x *testCase, r dbms.Result) error {
	if !Printable(r) {
		return fmt.Errorf("export candidate %s: %w (a value of the reference's rows holds a tab, a line break or spaces at its ends, which a test file's row cannot hold): export it as markdown or sql", x.in.Candidate.ID, ErrNoCorrectBehaviour)
	}
	return nil
}

// mtrErrorName matches what mysqltest's --error takes: a number, a name or SQLSTATE as Sxxxxx.
var mtrErrorName = regexp.MustCompile(`^(?:[0-9]+|ER_[A-Z0-9_]+|S[0-9A-Z]{5})$`)

// writeMTR writes the .test and .result pair in mysqltest's echo format.
func writeMTR(x *testCase) (string, string, error) {
	var test, result strings.Builder
	for _, l := range header(x) {
		test.WriteString("# " + l + "\n")
	}
	for i, s := range x.stmts {
		sql := strings.TrimRight(s.SQL, "; \t\n")
		if strings.Contains(sql, "\n--") || strings.HasPrefix(sql, "--") {
			return "", "", fmt.Errorf("export candidate %s as mtr: %s has a line that mysqltest reads as a command", x.in.Candidate.ID, x.position(i))
		}
		r := x.run.Results[i]
		// before and after are the .test's directives around the statement, output what the
		// .result shows after its echo.
		var before, after, output string
		switch {
		case i == x.key && x.want.rows != nil:
			ref := *x.want.rows
			if err := checkPrintable(x, ref); err != nil {
				return "", "", err
			}
			ordered := Ordered(sql)
			if !ordered {
				before = "--sorted_result\n"
			}
			output = MTROutput(ref, Lines(ref, ordered))
		case i == x.key && x.want.ok:
			// The correct rows are unknown: mysqltest checks only that the statement succeeds.
			before, after = "--disable_result_log\n--disable_warnings\n", "--enable_warnings\n--enable_result_log\n"
		case i == x.key:
			code := ""
			switch {
			case x.want.code != 0:
				code = strconv.Itoa(x.want.code)
			case x.want.sqlstate != "":
				code = "S" + x.want.sqlstate
			case mtrErrorName.MatchString(x.want.name):
				code = x.want.name
			default:
				return "", "", fmt.Errorf("export candidate %s as mtr: %w (no error code to expect)", x.in.Candidate.ID, ErrNoCorrectBehaviour)
			}
			before, output = "--error "+code+"\n", MTRError(x.want.sqlstate, x.want.message)
		case r.Outcome == dbms.OutcomeOK:
			var rows []string
			for _, row := range Rows(r) {
				rows = append(rows, strings.Join(oneLineCells(row), "\t"))
			}
			output = MTROutput(r, rows)
		default: // a clean error: cleanContext refused the rest
			before, output = "--error "+MTRCode(r)+"\n", MTRError(r.SQLState, r.Message)
		}
		test.WriteString("\n")
		MTRStatement(&test, &result, sql, before, after, output)
	}
	return test.String(), result.String(), nil
}
