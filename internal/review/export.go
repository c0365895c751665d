package review

// Export: a candidate as a bug report or as a regression test in the DBMS's own format.
//
// The reproducer is the candidate's first reproducing test, or the reduced one (see reduce.go).
// The formats:
//
//   - markdown: a report to paste in a tracker. Text that comes from outside (SQL, error
//     messages, server logs, commit messages, the stages' reasoning, which quotes them) goes in
//     fenced code blocks whose fence is longer than any run of backticks inside, so it cannot
//     close the block; the one-line title is escaped instead.
//   - mtr (MariaDB/MySQL .test + .result), logictest (CockroachDB), sqllogictest (DuckDB, SQLite),
//     gms (a go-mysql-server ScriptTest, export_gms.go): regression tests that encode the CORRECT
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
//     reference as the format's runner compares them (Replay). A wrong result no reference
//     backs (an oracle alone): reaper does not know the correct rows, so only markdown and sql
//     export it; the test formats refuse with a clear error.
//
// A key statement expected to succeed with no rows known is not checked for its rows (mtr runs
// it under --disable_result_log). Formats fit dialects: mtr the MySQL family (MariaDB, MySQL,
// go-mysql-server), logictest the PostgreSQL family (CockroachDB, PostgreSQL), gms
// go-mysql-server alone, sqllogictest, sql and markdown every dialect. Tests that use several
// client connections are exported to sqllogictest and sql only.

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Export formats.
const (
	FormatMarkdown = "markdown"
)

// ExportFormats lists the formats Export writes.
var ExportFormats = []string{FormatMarkdown, testfmt.MTR, testfmt.LogicTest, testfmt.SQLLogicTest, testfmt.GMS, testfmt.SQL}

// ExportInput is a candidate with what an export reads.
type ExportInput struct {
	Candidate validate.Candidate
	// Validation is the validation of the candidate's first reproducing test.
	Validation store.Validation
	// Fix is the fix record the test is a sibling of; nil when it is not in the store.
	Fix *corpus.FixRecord
	// Reduced, when set, is the reproducer to export instead of the validated test, and
	// ReducedRun its run on the target (ReduceStats.Run).
	Reduced    *sibling.Test
	ReducedRun *dbms.Execution
}

// ExportFile is one file an export writes.
type ExportFile struct {
	Name    string `json:"name"`
	Content string `json:"content"`
}

// ErrNoCorrectBehaviour is wrapped by Export when a test format needs the candidate's correct
// outcome and the evidence does not say it (a wrong result).
var ErrNoCorrectBehaviour = errors.New("the evidence does not say the correct outcome")

// Export writes the candidate in format (one of ExportFormats).
func Export(in ExportInput, format string) ([]ExportFile, error) {
	x, err := exportPrepare(in)
	if err != nil {
		return nil, err
	}
	if err := ExportFits(format, in.Validation.Input.Product); err != nil {
		return nil, err
	}
	base := "reaper_" + in.Candidate.ID
	if format == FormatMarkdown {
		return []ExportFile{{Name: base + ".md", Content: exportMarkdown(x)}}, nil
	}
	if err := x.cleanContext(format); err != nil {
		return nil, err
	}
	if format == testfmt.SQL {
		return []ExportFile{{Name: base + ".sql", Content: exportSQL(x)}}, nil
	}
	if x.want.unknown {
		return nil, fmt.Errorf("export candidate %s as %s: %w (%s): export it as markdown or sql", in.Candidate.ID, format, ErrNoCorrectBehaviour, x.want.why)
	}
	if x.connections && format != testfmt.SQLLogicTest {
		return nil, fmt.Errorf("export candidate %s as %s: the test uses several client connections, which the %s export does not write: export it as sqllogictest or sql", in.Candidate.ID, format, format)
	}
	switch format {
	case testfmt.MTR:
		test, result, err := exportMTR(x)
		if err != nil {
			return nil, err
		}
		return []ExportFile{{Name: base + ".test", Content: test}, {Name: base + ".result", Content: result}}, nil
	case testfmt.SQLLogicTest, testfmt.LogicTest:
		content, err := exportSLT(x, format == testfmt.LogicTest)
		if err != nil {
			return nil, err
		}
		if format == testfmt.LogicTest {
			return []ExportFile{{Name: base, Content: content}}, nil
		}
		return []ExportFile{{Name: base + ".test", Content: content}}, nil
	case testfmt.GMS:
		content, err := exportGMS(x)
		if err != nil {
			return nil, err
		}
		return []ExportFile{{Name: base + ".go", Content: content}}, nil
	}
	return nil, fmt.Errorf("unknown export format %q (one of %s)", format, strings.Join(ExportFormats, ", "))
}

// ExportFits reports, as an error naming both, a format that does not fit the dialect of a
// target's product (dbms.Info.Product).
func ExportFits(format, product string) error {
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
	return fmt.Errorf("unknown export format %q (one of %s)", format, strings.Join(ExportFormats, ", "))
}

// exportCase is an ExportInput read for writing: the test, its run and the key's expectation.
type exportCase struct {
	in          ExportInput
	test        sibling.Test
	run         *dbms.Execution
	stmts       []testfmt.Statement // setup then statements
	key         int                 // index of the key statement in stmts
	want        exportWant
	connections bool
}

// exportWant is the key statement's correct outcome.
type exportWant struct {
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

func exportPrepare(in ExportInput) (*exportCase, error) {
	x := &exportCase{in: in, test: in.Validation.Input.Test, run: in.Validation.Input.Sibling}
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
	x.want = exportExpected(in)
	return x, nil
}

// cleanContext refuses, for a test format, a statement before the key one that did not end
// cleanly on the target (see the top of the file).
func (x *exportCase) cleanContext(format string) error {
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
func (x *exportCase) position(i int) string {
	n := len(x.test.Setup)
	switch {
	case i == x.key:
		return "the sibling statement"
	case i < n:
		return fmt.Sprintf("statement %d of the setup", i+1)
	}
	return fmt.Sprintf("statement %d of the test (the sibling statement is %d)", i-n+1, x.test.Key+1)
}

// exportExpected argues the key statement's correct outcome from the evidence (see the top of
// the file).
func exportExpected(in ExportInput) exportWant {
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
			return exportWant{ok: true, why: "a crash or internal error is never correct; the historical statement succeeds on the same target, so the test expects success (a clean error would be a fix too: then edit the expectation)"}
		case hist != nil && hist.Outcome == dbms.OutcomeError:
			return exportWant{code: hist.Code, sqlstate: hist.SQLState, message: hist.Message, name: recorded.Error,
				why: "a crash or internal error is never correct; the historical statement fails with a clean error on the same target, so the test expects that error"}
		}
		return exportWant{ok: true, why: "a crash or internal error is never correct; the historical statement gives no clean outcome to follow, so the test expects success"}
	case fixDerived && kind == profile.OracleRejects:
		w := exportWant{name: recorded.Error, why: "the fix makes the historical statement fail with an error; its sibling must be rejected too"}
		if hist != nil && hist.Outcome == dbms.OutcomeError {
			w.code, w.sqlstate, w.message = hist.Code, hist.SQLState, hist.Message
		}
		return w
	case fixDerived && kind == profile.OracleAccepts:
		return exportWant{ok: true, why: "the fix makes the historical statement succeed; its sibling must succeed too"}
	}
	if ref := exportReference(in); ref != nil {
		return exportWant{ok: true, rows: ref.Result, why: fmt.Sprintf("a wrong result: the reference engine (%s %s) returns other rows (%s), which the test expects",
			ref.Target, ref.Version, ref.Divergence)}
	}
	return exportWant{unknown: true, why: "the evidence (" + strings.Join(v.Evidence, ", ") + ") is a wrong result, whose correct rows reaper does not know: no reference engine's rows differ from the target's"}
}

// exportReference is the reference engine's run of the sibling statement when its rows differ
// from the target's, or nil. The rows are of the test as validated: a reduced test is another
// statement in another context, which the reference did not run (Reduce refuses a wrong result,
// so a reduced test is never one).
func exportReference(in ExportInput) *validate.Reference {
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
func (w exportWant) describe() string {
	switch {
	case w.unknown:
		return "a correct result"
	case w.rows != nil:
		return "the rows " + exportRowsPreview(replayRows(*w.rows))
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

// exportRowsPreview shows at most three rows, (a, b)(c, d).
func exportRowsPreview(rows [][]string) string {
	var b strings.Builder
	for i, r := range rows {
		if i == 3 {
			fmt.Fprintf(&b, "… (%d rows)", len(rows))
			break
		}
		b.WriteString("(" + strings.Join(r, ", ") + ")")
	}
	if len(rows) == 0 {
		return "(none)"
	}
	return b.String()
}

// exportHeader is the comment block every test file starts with; each line is one line of
// plain text, so nothing from outside can end the comment.
func exportHeader(x *exportCase) []string {
	c := x.in.Candidate
	lines := []string{
		fmt.Sprintf("reaper candidate %s: %s, %s", c.ID, c.Construct, c.Signature),
		fmt.Sprintf("found on %s by test %s (fix %s)", exportBuild(x), x.test.ID, x.test.FixID),
		"sibling of: " + x.test.Original,
		"expected: " + x.want.describe() + " — " + x.want.why,
		"red while the bug exists, green once it is fixed",
	}
	for i, l := range lines {
		lines[i] = exportOneLine(l)
	}
	return lines
}

// exportBuild names the build the bug was found on: the execution's build ("go-mysql-server
// 4882ca9 (2026-08-21)"), or for a run recorded before builds were, the product and the
// version it reported.
func exportBuild(x *exportCase) string {
	if x.run.Build != "" {
		return x.run.Build
	}
	return x.in.Validation.Input.Product + " version " + x.run.Version
}

// exportOneLine turns text into one line without control characters.
func exportOneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
}

// exportSQL writes the plain script: the expectations are comments.
func exportSQL(x *exportCase) string {
	var b strings.Builder
	for _, l := range exportHeader(x) {
		b.WriteString("-- " + l + "\n")
	}
	for i, s := range x.stmts {
		b.WriteString("\n")
		if s.Connection != "" {
			b.WriteString("-- on connection " + exportOneLine(s.Connection) + "\n")
		}
		if i == x.key {
			b.WriteString("-- the sibling statement; expected: " + exportOneLine(x.want.describe()) + "\n")
		}
		b.WriteString(strings.TrimRight(s.SQL, "; \t\n") + ";\n")
	}
	return b.String()
}

// exportSLT writes sqllogictest, or CockroachDB logictest when cockroach is set: statement
// records, the statements before the key one expecting the outcome they had, the key one its
// correct outcome, and a query record where the correct rows are known.
func exportSLT(x *exportCase, cockroach bool) (string, error) {
	var b strings.Builder
	for _, l := range exportHeader(x) {
		b.WriteString("# " + l + "\n")
	}
	for i, s := range x.stmts {
		b.WriteString("\n")
		if i == x.key && x.want.rows != nil {
			q, err := exportSLTQuery(x, s, cockroach)
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
			b.WriteString(" " + exportOneLine(s.Connection))
		}
		b.WriteString("\n" + exportRecordSQL(s.SQL) + "\n")
		if msg := sltErrorMessage(x.want.message); i == x.key && !x.want.ok && !cockroach && msg != "" {
			// The runner checks that the error contains this text: an error of the same code
			// but another text (go-mysql-server answers most failures with 1105) is not it.
			b.WriteString("----\n" + msg + "\n")
		}
	}
	return b.String(), nil
}

// exportSLTQuery is the query record of the key statement with the rows it must return: sorted
// by the runner unless the statement orders them. sqllogictest separates cells by tabs and
// writes an empty string as (empty); logictest separates them by spaces, so a value with a space
// or an empty one has no faithful form there.
func exportSLTQuery(x *exportCase, s testfmt.Statement, cockroach bool) (string, error) {
	r := *x.want.rows
	if err := exportPrintable(x, r); err != nil {
		return "", err
	}
	ordered := suiteOrdered(s.SQL)
	var b strings.Builder
	b.WriteString("query " + suiteTypes(r))
	switch {
	case s.Connection != "" && !cockroach:
		// The word after the types is the connection (see suiteRecord): rows in their order.
		b.WriteString(" " + exportOneLine(s.Connection))
		ordered = true
	case ordered:
		b.WriteString(" nosort")
	default:
		b.WriteString(" rowsort")
	}
	b.WriteString("\n" + exportRecordSQL(s.SQL) + "\n----\n")
	for _, l := range suiteLines(r, ordered) {
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

// exportPrintable refuses expected rows a line-based format cannot write as they are: a value
// with a tab or a line break, or with spaces at its ends (the runners trim lines).
func exportPrintable(x *exportCase, r dbms.Result) error {
	if !suiteCellsPrintable(r) {
		return fmt.Errorf("export candidate %s: %w (a value of the reference's rows holds a tab, a line break or spaces at its ends, which a test file's row cannot hold): export it as markdown or sql", x.in.Candidate.ID, ErrNoCorrectBehaviour)
	}
	return nil
}

// sltErrorMessage is the part of an error message a sqllogictest record can hold: its first line.
func sltErrorMessage(msg string) string {
	return strings.TrimSpace(exportOneLine(strings.SplitN(msg, "\n", 2)[0]))
}

// exportRecordSQL fits SQL into a record that ends at a blank line: blank lines go, and a line
// the runner would read as a comment or a result separator gets a leading space.
func exportRecordSQL(sql string) string {
	var out []string
	for _, l := range strings.Split(strings.TrimRight(sql, "; \t\n"), "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if strings.HasPrefix(l, "#") || strings.HasPrefix(t, "----") {
			l = " " + l
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// exportMTRErrorName matches what mysqltest's --error takes: a number, a name or SQLSTATE as Sxxxxx.
var exportMTRErrorName = regexp.MustCompile(`^(?:[0-9]+|ER_[A-Z0-9_]+|S[0-9A-Z]{5})$`)

// exportMTR writes the .test and .result pair in mysqltest's echo format.
func exportMTR(x *exportCase) (string, string, error) {
	var test, result strings.Builder
	for _, l := range exportHeader(x) {
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
			if err := exportPrintable(x, ref); err != nil {
				return "", "", err
			}
			ordered := suiteOrdered(sql)
			if !ordered {
				before = "--sorted_result\n"
			}
			output = exportMTROutput(ref, suiteLines(ref, ordered))
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
			case exportMTRErrorName.MatchString(x.want.name):
				code = x.want.name
			default:
				return "", "", fmt.Errorf("export candidate %s as mtr: %w (no error code to expect)", x.in.Candidate.ID, ErrNoCorrectBehaviour)
			}
			before, output = "--error "+code+"\n", exportMTRError(x.want.sqlstate, x.want.message)
		case r.Outcome == dbms.OutcomeOK:
			var rows []string
			for _, row := range replayRows(r) {
				rows = append(rows, strings.Join(exportCells(row), "\t"))
			}
			output = exportMTROutput(r, rows)
		default: // a clean error: cleanContext refused the rest
			before, output = "--error "+exportMTRCode(r)+"\n", exportMTRError(r.SQLState, r.Message)
		}
		test.WriteString("\n")
		exportMTRStatement(&test, &result, sql, before, after, output)
	}
	return test.String(), result.String(), nil
}

// exportMTRStatement writes a statement to the .test with the directives around it, and its echo
// and output to the .result. A statement holding a ; (a trigger or routine body) is written under
// a delimiter it does not contain, as mysqltest needs: its `end` would otherwise be read as the
// end of a block.
func exportMTRStatement(test, result *strings.Builder, sql, before, after, output string) {
	delim := ";"
	if strings.Contains(sql, ";") {
		delim = "|"
		for _, d := range []string{"|", "//", "$$", "@@@@"} {
			if delim = d; !strings.Contains(sql, d) {
				break
			}
		}
		test.WriteString("delimiter " + delim + ";\n")
	}
	test.WriteString(before + sql + delim + "\n" + after)
	if delim != ";" {
		test.WriteString("delimiter ;" + delim + "\n")
	}
	result.WriteString(sql + delim + "\n" + output)
}

// exportMTRCode is what --error expects of an error: its number, else its SQLSTATE.
func exportMTRCode(r dbms.Result) string {
	if r.Code == 0 {
		return "S" + r.SQLState
	}
	return strconv.Itoa(r.Code)
}

// exportMTROutput is what mysqltest prints after a statement that succeeded: the column names and
// the rows (lines, tab-joined), then the warnings.
func exportMTROutput(r dbms.Result, rows []string) string {
	var b strings.Builder
	if len(r.Columns) > 0 {
		b.WriteString(strings.Join(exportCells(r.Columns), "\t") + "\n")
		for _, l := range rows {
			b.WriteString(l + "\n")
		}
	}
	if len(r.Warnings) > 0 {
		b.WriteString("Warnings:\n")
		for _, w := range r.Warnings {
			b.WriteString(strings.Join(exportCells([]string{w.Level, w.Code, w.Message}), "\t") + "\n")
		}
	}
	return b.String()
}

// exportMTRError is mysqltest's line for an expected error. The message is the target's at
// export time; a fix that changes it needs the line edited.
func exportMTRError(sqlstate, msg string) string {
	if sqlstate == "" {
		sqlstate = "HY000"
	}
	return "ERROR " + sqlstate + ": " + exportOneLine(msg) + "\n"
}

// exportCells keeps a value on its line and cell: mysqltest prints tabs and newlines raw, which
// would make the .result unreadable to its parser, so they are shown as spaces.
func exportCells(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = exportOneLine(c)
	}
	return out
}
