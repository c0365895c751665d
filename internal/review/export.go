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
//   - mtr (MariaDB/MySQL .test + .result), logictest (CockroachDB), sqllogictest (DuckDB, SQLite):
//     regression tests that encode the CORRECT behaviour, so they fail while the bug exists and
//     pass once it is fixed; sql: a plain script with the expectation in comments.
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
//   - a wrong result (an oracle violation, a `result` oracle): reaper does not know the correct
//     rows, so only markdown and sql export it; the test formats refuse with a clear error.
//
// A statement expected to succeed is not checked for its rows (mtr runs it under
// --disable_result_log); the statements around the key one expect what they did on the target.
// Formats fit dialects: mtr the MySQL family (MariaDB, MySQL, go-mysql-server), logictest the
// PostgreSQL family (CockroachDB, PostgreSQL), sqllogictest, sql and markdown every dialect.
// Tests that use several client connections are exported to sqllogictest and sql only.

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
var ExportFormats = []string{FormatMarkdown, testfmt.MTR, testfmt.LogicTest, testfmt.SQLLogicTest, testfmt.SQL}

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
	if format == FormatMarkdown || format == testfmt.SQL {
		if format == testfmt.SQL {
			return []ExportFile{{Name: base + ".sql", Content: exportSQL(x)}}, nil
		}
		return []ExportFile{{Name: base + ".md", Content: exportMarkdown(x)}}, nil
	}
	if x.want.unknown {
		return nil, fmt.Errorf("export candidate %s as %s: %w (%s): export it as markdown or sql", in.Candidate.ID, format, ErrNoCorrectBehaviour, x.want.why)
	}
	switch format {
	case testfmt.MTR:
		if x.connections {
			return nil, fmt.Errorf("export candidate %s as mtr: the test uses several client connections, which the mtr export does not write: export it as sqllogictest or sql", in.Candidate.ID)
		}
		test, result, err := exportMTR(x)
		if err != nil {
			return nil, err
		}
		return []ExportFile{{Name: base + ".test", Content: test}, {Name: base + ".result", Content: result}}, nil
	case testfmt.SQLLogicTest:
		return []ExportFile{{Name: base + ".test", Content: exportSLT(x, false)}}, nil
	case testfmt.LogicTest:
		if x.connections {
			return nil, fmt.Errorf("export candidate %s as logictest: the test uses several client connections, which the logictest export does not write: export it as sqllogictest or sql", in.Candidate.ID)
		}
		return []ExportFile{{Name: base, Content: exportSLT(x, true)}}, nil
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
	code        int
	sqlstate    string
	name        string
	message     string
	why         string
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
	for _, s := range x.stmts {
		x.connections = x.connections || s.Connection != ""
	}
	x.want = exportExpected(in)
	return x, nil
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
	return exportWant{unknown: true, why: "the evidence (" + strings.Join(v.Evidence, ", ") + ") is a wrong result, whose correct rows reaper does not know"}
}

// describe says the expected outcome in words.
func (w exportWant) describe() string {
	switch {
	case w.unknown:
		return "a correct result"
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

// exportSLT writes sqllogictest, or CockroachDB logictest when cockroach is set. Only statement
// records: the statements around the key one expect the outcome they had, the key one its
// correct outcome.
func exportSLT(x *exportCase, cockroach bool) string {
	var b strings.Builder
	for _, l := range exportHeader(x) {
		b.WriteString("# " + l + "\n")
	}
	for i, s := range x.stmts {
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
		b.WriteString("\n")
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
	return b.String()
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
			return "", "", fmt.Errorf("export candidate %s as mtr: statement %d has a line that mysqltest reads as a command", x.in.Candidate.ID, i+1)
		}
		r := x.run.Results[i]
		// before and after are the .test's directives around the statement, output what the
		// .result shows after its echo.
		var before, after, output string
		switch {
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
		case r.Outcome == dbms.OutcomeError:
			before, output = "--error "+exportMTRCode(r)+"\n", exportMTRError(r.SQLState, r.Message)
		default:
			return "", "", fmt.Errorf("export candidate %s as mtr: statement %d before the sibling one ended in %s on the target", x.in.Candidate.ID, i+1, r.Outcome)
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
