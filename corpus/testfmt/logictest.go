// CockroachDB logictest (pkg/sql/logictest/testdata/logic_test/*).
//
// A file is a sequence of records separated by blank lines; lines starting with # are comments.
// Supported records:
//
//	statement ok | statement count N | statement notice <regexp>
//	statement error [pgcode CODE] <regexp>      (also "statement async NAME ..." forms)
//	query <types> [opt,opt,...] [label]          then SQL, "----", expected rows
//	query error [pgcode CODE] <regexp>
//	let $var                                     then SQL whose single value later statements use
//
// SQL runs from the line after the directive to a blank line (or "----" for a query). Expected rows
// run from "----" to the next blank line. Cells are separated by runs of whitespace, as the runner
// compares them: a line with as many fields as the type string has letters is one row; otherwise,
// when all fields together divide evenly into rows, they are regrouped row by row (sqllogictest's
// one value per line); otherwise each line is kept as one row of its fields, because values with
// spaces make the column boundaries ambiguous. The colnames option takes the first expected line
// as column names; "N values hashing to H" results and labelled queries without "----" record no
// rows (ExpectUnknown, and the hash is listed in File.Skipped).
//
// `statement count N` is kept as ExpectOK: Expect has no place for a row count. `statement notice`
// records its pattern as a warning. An error's Expect.Error is its pgcode when given, else the
// regexp text; when a statement error has no regexp but a "----" section, the lines after it are
// the message.
//
// Directives: `user NAME` sets Statement.Connection to "user:NAME" for the records that follow
// (root, the runner's default user, is the default connection ""). `skipif`/`onlyif` keep the
// statement they guard and list the condition in File.Skipped, because whether it runs depends on
// the configuration or the system. `halt` stops reading (listed). `repeat`, `let`, `skip`,
// `kv-batch-size`, `upgrade`, `awaitstatement`, `awaitquery`, `copy`/`copy-error` (whose data is not
// SQL) and unknown directives are listed in File.Skipped; a record under an unknown directive is
// passed over up to the next blank line. `subtest`, `sleep`, `retry`, `traceon`/`traceoff`,
// `skip_on_retry`, `hash-threshold` and the `# LogicTest:` header do not change what statements
// run or expect, and are ignored.
//
// A record the runner itself would reject (a statement or query without SQL, an unknown statement
// kind, a query without a type string) ends parsing: the statements read so far are returned with
// a *ParseError.

package testfmt

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseLogicTest reads a CockroachDB logictest file. On a malformed record it returns the
// statements before it together with a *ParseError.
func ParseLogicTest(path string, src []byte) (*File, error) {
	p := &logicParser{path: path, lines: splitLines(src), f: &File{Format: LogicTest}}
	err := p.parse()
	return p.f, err
}

type logicParser struct {
	path  string
	lines []string
	f     *File
	user  string
}

func (p *logicParser) skip(line int, format string, args ...any) {
	p.f.Skipped = append(p.f.Skipped, fmt.Sprintf("line %d: ", line)+fmt.Sprintf(format, args...))
}

func (p *logicParser) fail(line int, format string, args ...any) error {
	return &ParseError{Format: LogicTest, Path: p.path, Line: line, Msg: fmt.Sprintf(format, args...)}
}

func (p *logicParser) parse() error {
	for i := 0; i < len(p.lines); {
		fields := strings.Fields(p.lines[i])
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			i++
			continue
		}
		line := i + 1
		var err error
		switch fields[0] {
		case "statement":
			i, err = p.statement(i, fields)
		case "query":
			i, err = p.query(i, fields)
		case "let":
			i, err = p.let(i, fields)
		case "user":
			if len(fields) < 2 {
				return p.fail(line, "user needs a name")
			}
			p.user = fields[1]
			if p.user == "root" {
				p.user = ""
			}
			i++
		case "skipif", "onlyif":
			p.skip(line, "%s (the next record is conditional)", strings.Join(fields, " "))
			i++
		case "halt":
			p.skip(line, "halt: the rest of the file is not read")
			return nil
		case "subtest", "sleep", "retry", "traceon", "traceoff", "skip_on_retry", "hash-threshold":
			i++
		case "repeat", "skip", "kv-batch-size", "upgrade", "awaitstatement", "awaitquery", "force-backup-restore":
			p.skip(line, "%s", strings.Join(fields, " "))
			i++
		case "copy", "copy-error":
			p.skip(line, "%s: COPY data is not SQL", fields[0])
			i = skipCopy(p.lines, i+1)
		default:
			p.skip(line, "unknown directive %q: record passed over", fields[0])
			i = nextBlank(p.lines, i+1, isBlankField)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// statement reads a statement record starting at p.lines[i] and returns the index after it.
func (p *logicParser) statement(i int, fields []string) (int, error) {
	line := i + 1
	if len(fields) >= 3 && fields[1] == "async" {
		fields = append(fields[:1:1], fields[3:]...)
	}
	if len(fields) < 2 {
		return i, p.fail(line, "statement needs ok, count, notice or error")
	}
	var exp Expect
	switch fields[1] {
	case "ok", "count":
		exp.Kind = ExpectOK
	case "notice":
		exp.Kind = ExpectOK
		exp.Warnings = []string{strings.Join(fields[2:], " ")}
	case "error":
		exp.Kind = ExpectError
		exp.Error = errorPattern(fields[2:])
	default:
		return i, p.fail(line, "unknown statement kind %q", fields[1])
	}
	sql, j, sep := readSQL(p.lines, i+1, isBlankField)
	if sql == "" {
		return i, p.fail(line, "statement without SQL")
	}
	end := j
	if sep {
		msg, k := readBlock(p.lines, j+1, isBlankField)
		if exp.Kind == ExpectError && exp.Error == "" {
			exp.Error = strings.Join(msg, "\n")
		}
		end = k
	}
	p.add(Statement{SQL: sql, Line: line, EndLine: end, Expect: exp})
	return end, nil
}

// query reads a query record starting at p.lines[i] and returns the index after it.
func (p *logicParser) query(i int, fields []string) (int, error) {
	line := i + 1
	if len(fields) < 2 {
		return i, p.fail(line, "query needs a type string or error")
	}
	if fields[1] == "error" {
		sql, j, sep := readSQL(p.lines, i+1, isBlankField)
		if sql == "" {
			return i, p.fail(line, "query without SQL")
		}
		end := j
		if sep {
			_, end = readBlock(p.lines, j+1, isBlankField)
		}
		p.add(Statement{SQL: sql, Line: line, EndLine: end,
			Expect: Expect{Kind: ExpectError, Error: errorPattern(fields[2:])}})
		return end, nil
	}
	types := fields[1]
	var sort, label string
	colnames := false
	if len(fields) >= 3 {
		for _, opt := range splitOptions(fields[2]) {
			switch {
			case opt == "rowsort" || opt == "valuesort":
				sort = opt
			case strings.HasPrefix(opt, "partialsort("):
				sort = "partialsort"
			case opt == "colnames":
				colnames = true
			}
		}
	}
	if len(fields) >= 4 {
		label = fields[3]
	}
	sql, j, sep := readSQL(p.lines, i+1, isBlankField)
	if sql == "" {
		return i, p.fail(line, "query without SQL")
	}
	exp := Expect{Kind: ExpectRows, Sort: sort, Columns: typeColumns(types)}
	end := j
	if !sep {
		if label != "" {
			exp.Kind = ExpectUnknown
		}
		p.add(Statement{SQL: sql, Line: line, EndLine: end, Expect: exp})
		return end, nil
	}
	first := j + 1
	if colnames && first < len(p.lines) && !isBlankField(p.lines[first]) {
		exp.Columns = strings.Fields(p.lines[first])
		first++
	}
	results, k := readBlock(p.lines, first, isBlankField)
	end = k
	if len(results) == 1 && isHashLine(results[0]) {
		exp.Kind = ExpectUnknown
		p.skip(first+1, "result recorded as a hash: %s", strings.TrimSpace(results[0]))
	} else {
		exp.Rows = splitRows(results, len(types), logicCells(len(types)))
	}
	p.add(Statement{SQL: sql, Line: line, EndLine: end, Expect: exp})
	return end, nil
}

// let reads "let $var" and the query whose value it captures; the query runs, so it is kept.
func (p *logicParser) let(i int, fields []string) (int, error) {
	line := i + 1
	if len(fields) != 2 {
		return i, p.fail(line, "let needs one $variable")
	}
	sql, j, _ := readSQL(p.lines, i+1, isBlankField)
	if sql == "" {
		return i, p.fail(line, "let without SQL")
	}
	p.skip(line, "let %s: its value is substituted into later statements", fields[1])
	p.add(Statement{SQL: sql, Line: line, EndLine: j, Expect: Expect{Kind: ExpectUnknown}})
	return j, nil
}

func (p *logicParser) add(s Statement) {
	if p.user != "" {
		s.Connection = "user:" + p.user
	}
	p.f.Statements = append(p.f.Statements, s)
}

// errorPattern returns the pgcode of "[pgcode CODE] regexp" when given, else the regexp.
func errorPattern(args []string) string {
	if len(args) >= 2 && args[0] == "pgcode" {
		return args[1]
	}
	return strings.Join(args, " ")
}

// splitOptions splits a comma-separated option list, keeping "partialsort(1,2)" whole.
func splitOptions(s string) []string {
	var opts []string
	depth, start := 0, 0
	for k, c := range s {
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				opts = append(opts, s[start:k])
				start = k + 1
			}
		}
	}
	return append(opts, s[start:])
}

func typeColumns(types string) []string {
	cols := make([]string, 0, len(types))
	for _, c := range types {
		cols = append(cols, string(c))
	}
	return cols
}

// logicCells splits an expected line into cells. A one-column result keeps the whole line, spaces
// normalised, because the runner then never splits a value.
func logicCells(ncols int) func(string) []string {
	if ncols == 1 {
		return func(s string) []string { return []string{strings.Join(strings.Fields(s), " ")} }
	}
	return strings.Fields
}

func isHashLine(s string) bool {
	f := strings.Fields(s)
	if len(f) != 5 || (f[1] != "values" && f[1] != "value") || f[2] != "hashing" || f[3] != "to" {
		return false
	}
	_, err := strconv.Atoi(f[0])
	return err == nil
}

// splitLines splits src into lines without their terminators (a trailing \r included, as the
// runners strip it).
func splitLines(src []byte) []string {
	s := string(src)
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for k, l := range lines {
		lines[k] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// isBlankField reports a line of whitespace only: logictest's record separator.
func isBlankField(s string) bool { return strings.TrimSpace(s) == "" }

// readSQL reads SQL lines from lines[i] up to a line where stop holds or a "----" separator. It
// returns the SQL, the index of the line that ended it and whether that line is the separator.
func readSQL(lines []string, i int, stop func(string) bool) (string, int, bool) {
	start := i
	for i < len(lines) && !stop(lines[i]) && lines[i] != "----" {
		i++
	}
	sep := i < len(lines) && lines[i] == "----"
	return strings.Join(lines[start:i], "\n"), i, sep
}

// readBlock reads lines from lines[i] up to a line where stop holds; it returns them and the index
// of that line.
func readBlock(lines []string, i int, stop func(string) bool) ([]string, int) {
	start := i
	for i < len(lines) && !stop(lines[i]) {
		i++
	}
	return lines[start:i], i
}

// nextBlank returns the index of the first line from i on where stop holds.
func nextBlank(lines []string, i int, stop func(string) bool) int {
	_, i = readBlock(lines, i, stop)
	return i
}

// skipCopy passes over a copy record: the COPY statement, a blank line, the data up to "----" and
// the expected count up to a blank line. Without a "----" it stops at the first blank line.
func skipCopy(lines []string, i int) int {
	first := nextBlank(lines, i, isBlankField)
	for k := first; k < len(lines); k++ {
		if lines[k] == "----" {
			return nextBlank(lines, k+1, isBlankField)
		}
	}
	return first
}

// splitRows turns expected-output lines into rows of ncols cells; see the file comment of each
// format for the rule.
func splitRows(lines []string, ncols int, split func(string) []string) [][]string {
	rows := make([][]string, 0, len(lines))
	total, aligned := 0, true
	for _, l := range lines {
		cells := split(l)
		total += len(cells)
		aligned = aligned && len(cells) == ncols
		rows = append(rows, cells)
	}
	if aligned || ncols <= 0 || total%ncols != 0 {
		return rows
	}
	regrouped := make([][]string, 0, total/ncols)
	var row []string
	for _, cells := range rows {
		for _, c := range cells {
			row = append(row, c)
			if len(row) == ncols {
				regrouped = append(regrouped, row)
				row = nil
			}
		}
	}
	return regrouped
}
