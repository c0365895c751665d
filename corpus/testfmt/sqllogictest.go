// sqllogictest as DuckDB runs it (test/sql/**/*.test), which also reads SQLite's original files.
//
// Records start at a directive line; blank lines and lines starting with # separate them. Supported
// records:
//
//	statement ok|error|maybe [connection]        then SQL; error and maybe may add "----" and the message
//	query <types> [sortmode|connection] [label]  then SQL, "----", expected rows
//
// SQL runs from the line after the directive to a blank line, a # comment line or "----". Expected
// output runs from "----" to the next empty line. Cells are separated by tabs. As in the runner,
// lines with one cell each are regrouped into rows when the query has several columns (one value
// per line). Only when that leaves rows of the wrong width and no line has a tab are lines split
// on whitespace, and kept so only if every row then has one cell per column (SQLite files); else
// rows stay as the tabs split them. "N values hashing to H" results, "<FILE>:path" results and labelled
// queries without "----" record no rows (ExpectUnknown; hashes and files are listed in
// File.Skipped). The sort modes nosort/none, rowsort/sort and valuesort map to Expect.Sort; any
// other second argument of a query names its connection, as in the runner. `statement maybe`
// accepts success or the recorded error: ExpectUnknown with the message in Expect.Error.
// `statement debug` is kept as ExpectUnknown.
//
// Directives: `skipif`/`onlyif` keep the statement they guard and list the condition in
// File.Skipped. Statements between `mode skip` and `mode unskip` (and after `statement
// debug_skip`) are not run by the runner: they are dropped and listed. The body of a `loop` or
// `foreach` ... `endloop` is read once per iteration, as the runner runs it, with the iterator's
// value written for {name} and ${name} in the SQL: `loop i 0 3` gives i = 0, 1, 2; `foreach x a b`
// x = a, b (`foreach a,b 1,2 3,4` two names at once). Regression tests put their statements in
// such loops to run them under several settings, so dropping the body would drop the test. A
// loop is still dropped and listed once when its iterations are not known from the file (a
// `<numeric>`-style token group the runner expands itself, bounds that are not numbers), when it
// runs more than maxLoopRuns bodies, or when it is concurrent (`concurrentloop`,
// `concurrentforeach`: the order of its statements is not the file's). `halt` stops reading
// (listed).
// `require`, `require-env`, `test-env`, `load`, `restart`, `reconnect`, `set`, `reset`, `sleep`,
// `unzip`, `include`, `continue`, `tags` and unknown directives are listed in File.Skipped; other
// `mode` settings and `hash-threshold` do not change what statements run or expect, and are ignored.
//
// A record the runner itself would reject (a statement or query without SQL, an unknown statement
// kind, a query without a type string) ends parsing: the statements read so far are returned with
// a *ParseError.

package testfmt

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ParseSQLLogicTest reads a DuckDB or SQLite sqllogictest file (.test, .slt). On a malformed
// record it returns the statements before it together with a *ParseError.
func ParseSQLLogicTest(path string, src []byte) (*File, error) {
	p := &sltParser{path: path, lines: splitLines(src), f: &File{Format: SQLLogicTest}}
	err := p.parse()
	return p.f, err
}

type sltParser struct {
	path  string
	lines []string
	f     *File
	// skipMode is set between `mode skip` and `mode unskip`.
	skipMode bool
	// loops holds the lines of the open loop directives whose bodies are dropped.
	loops   []int
	dropped int
	// vars are the iterators of the loops being read, innermost last; outerRuns is how many
	// times their bodies run, all multiplied (0 outside a loop).
	vars      []loopVar
	outerRuns int
}

// loopVar is a loop iterator's name and its value in the iteration being read.
type loopVar struct{ name, value string }

// maxLoopRuns is the most bodies an unrolled loop may read, nested loops multiplied: a loop of a
// thousand inserts builds data, and reading it a thousand times would bloat the case.
const maxLoopRuns = 16

func (p *sltParser) skip(line int, format string, args ...any) {
	p.f.Skipped = append(p.f.Skipped, fmt.Sprintf("line %d: ", line)+fmt.Sprintf(format, args...))
}

func (p *sltParser) fail(line int, format string, args ...any) error {
	return &ParseError{Format: SQLLogicTest, Path: p.path, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// isSLTSeparator reports a line that ends SQL in DuckDB: empty or a comment.
func isSLTSeparator(s string) bool { return s == "" || strings.HasPrefix(s, "#") }

// isEmpty reports a line that ends expected output in DuckDB; comments there are output.
func isEmpty(s string) bool { return s == "" }

func (p *sltParser) parse() error {
	if _, err := p.parseRange(0, len(p.lines)); err != nil {
		return err
	}
	for _, start := range p.loops {
		p.skip(start, "loop without endloop: the rest of the file is a loop body and not read")
	}
	return nil
}

// parseRange reads the records of lines [from, to). It returns false when reading stopped
// (halt).
func (p *sltParser) parseRange(from, to int) (bool, error) {
	for i := from; i < to; {
		if isSLTSeparator(p.lines[i]) || strings.TrimSpace(p.lines[i]) == "" {
			i++
			continue
		}
		fields := strings.Fields(p.lines[i])
		line := i + 1
		var err error
		switch fields[0] {
		case "statement":
			i, err = p.statement(i, fields)
		case "query":
			i, err = p.query(i, fields)
		case "skipif", "onlyif":
			p.skip(line, "%s (the next record is conditional)", strings.Join(fields, " "))
			i++
		case "mode":
			if len(fields) >= 2 && fields[1] == "skip" {
				p.skipMode = true
			} else if len(fields) >= 2 && fields[1] == "unskip" {
				p.skipMode = false
			}
			i++
		case "loop", "foreach", "concurrentloop", "concurrentforeach":
			if runs, end, ok := p.unrollable(i, to, fields); ok {
				outer := p.outerRuns
				p.outerRuns = len(runs) * max(outer, 1)
				for _, vars := range runs {
					p.vars = append(p.vars, vars...)
					more, err := p.parseRange(i+1, end)
					p.vars = p.vars[:len(p.vars)-len(vars)]
					if err != nil || !more {
						p.outerRuns = outer
						return more, err
					}
				}
				p.outerRuns = outer
				i = end + 1
				continue
			}
			p.loops = append(p.loops, line)
			if len(p.loops) == 1 {
				p.dropped = 0
			}
			i++
		case "endloop":
			if n := len(p.loops); n > 0 {
				start := p.loops[n-1]
				p.loops = p.loops[:n-1]
				if n == 1 {
					p.skip(start, "%s up to endloop at line %d: loop body of %d statements not read",
						strings.Fields(p.lines[start-1])[0], line, p.dropped)
				}
			}
			i++
		case "halt":
			p.skip(line, "halt: the rest of the file is not read")
			return false, nil
		case "hash-threshold":
			i++
		case "require", "require-env", "test-env", "load", "restart", "reconnect", "set", "reset",
			"sleep", "unzip", "include", "continue", "tags":
			p.skip(line, "%s", strings.Join(fields, " "))
			i++
		default:
			p.skip(line, "unknown directive %q: record passed over", fields[0])
			i = nextBlank(p.lines, i+1, isSLTSeparator)
		}
		if err != nil {
			return false, err
		}
	}
	return true, nil
}

// unrollable returns the iterator values of each run of the loop whose directive is line i, and
// the index of its endloop, when the loop can be read as the runner runs it (see the package
// comment).
func (p *sltParser) unrollable(i, to int, fields []string) ([][]loopVar, int, bool) {
	end, depth := -1, 0
	for j := i + 1; j < to && end < 0; j++ {
		switch f := strings.Fields(p.lines[j]); {
		case len(f) == 0:
		case f[0] == "loop" || f[0] == "foreach" || f[0] == "concurrentloop" || f[0] == "concurrentforeach":
			depth++
		case f[0] == "endloop" && depth == 0:
			end = j
		case f[0] == "endloop":
			depth--
		}
	}
	// The body's last record must end at an empty line, or it would read on into the endloop
	// (the runner would too, and never close the loop).
	if end < 0 || len(fields) < 3 || end > i+1 && strings.TrimSpace(p.lines[end-1]) != "" {
		return nil, 0, false
	}
	var runs [][]loopVar
	switch fields[0] {
	case "loop":
		lo, err1 := strconv.Atoi(p.substitute(fields[2]))
		hi, err2 := -1, error(nil)
		if len(fields) >= 4 {
			hi, err2 = strconv.Atoi(p.substitute(fields[3]))
		}
		if err1 != nil || err2 != nil || hi < lo || hi-lo > maxLoopRuns {
			return nil, 0, false
		}
		for v := lo; v < hi; v++ {
			runs = append(runs, []loopVar{{fields[1], strconv.Itoa(v)}})
		}
	case "foreach":
		names := strings.Split(fields[1], ",")
		for _, tok := range fields[2:] {
			tok = p.substitute(tok)
			vals := strings.Split(tok, ",")
			if strings.HasPrefix(tok, "<") || len(vals) != len(names) {
				return nil, 0, false
			}
			run := make([]loopVar, len(names))
			for k := range names {
				run[k] = loopVar{names[k], vals[k]}
			}
			runs = append(runs, run)
		}
	default:
		return nil, 0, false
	}
	if len(runs) == 0 || len(runs)*max(p.outerRuns, 1) > maxLoopRuns {
		return nil, 0, false
	}
	return runs, end, true
}

func (p *sltParser) statement(i int, fields []string) (int, error) {
	line := i + 1
	if len(fields) < 2 {
		return i, p.fail(line, "statement needs ok, error or maybe")
	}
	var exp Expect
	switch fields[1] {
	case "ok":
		exp.Kind = ExpectOK
	case "error":
		exp.Kind = ExpectError
	case "maybe", "debug", "debug_skip":
		exp.Kind = ExpectUnknown
	default:
		return i, p.fail(line, "unknown statement kind %q", fields[1])
	}
	sql, j, sep := readSQL(p.lines, i+1, isSLTSeparator)
	if sql == "" {
		return i, p.fail(line, "statement without SQL")
	}
	end := j
	if sep {
		var msg []string
		msg, end = readBlock(p.lines, j+1, isEmpty)
		if exp.Kind != ExpectOK {
			exp.Error = strings.Join(msg, "\n")
		}
	}
	st := Statement{SQL: sql, Line: line, EndLine: end, Expect: exp}
	if len(fields) >= 3 {
		st.Connection = fields[2]
	}
	p.add(st)
	if fields[1] == "debug_skip" {
		p.skipMode = true
	}
	return end, nil
}

func (p *sltParser) query(i int, fields []string) (int, error) {
	line := i + 1
	if len(fields) < 2 {
		return i, p.fail(line, "query needs a type string")
	}
	types := fields[1]
	exp := Expect{Kind: ExpectRows, Columns: typeColumns(types)}
	var st Statement
	if len(fields) >= 3 {
		switch fields[2] {
		case "nosort", "none":
		case "rowsort", "sort":
			exp.Sort = "rowsort"
		case "valuesort":
			exp.Sort = "valuesort"
		default:
			st.Connection = fields[2]
		}
	}
	label := len(fields) >= 4
	sql, j, sep := readSQL(p.lines, i+1, isSLTSeparator)
	if sql == "" {
		return i, p.fail(line, "query without SQL")
	}
	end := j
	switch {
	case !sep && label:
		exp.Kind = ExpectUnknown
	case sep:
		var results []string
		results, end = readBlock(p.lines, j+1, isEmpty)
		switch {
		case len(results) == 1 && isHashLine(results[0]):
			exp.Kind = ExpectUnknown
			p.skip(j+2, "result recorded as a hash: %s", results[0])
		case len(results) > 0 && strings.HasPrefix(results[0], "<FILE>:"):
			exp.Kind = ExpectUnknown
			p.skip(j+2, "result read from %s", strings.TrimPrefix(results[0], "<FILE>:"))
		default:
			exp.Rows = sltRows(results, len(types))
		}
	}
	st.SQL, st.Line, st.EndLine, st.Expect = sql, line, end, exp
	p.add(st)
	return end, nil
}

// substitute writes the values of the loops being read for their iterators, {name} and the
// deprecated ${name}, outer loops first as the runner does.
func (p *sltParser) substitute(text string) string {
	for _, v := range p.vars {
		text = strings.ReplaceAll(text, "${"+v.name+"}", v.value)
		text = strings.ReplaceAll(text, "{"+v.name+"}", v.value)
	}
	return text
}

// add keeps a statement unless the runner would not run it as written.
func (p *sltParser) add(s Statement) {
	s.SQL = p.substitute(s.SQL)
	switch {
	case len(p.loops) > 0:
		p.dropped++
	case p.skipMode:
		p.skip(s.Line, "not run under mode skip")
	default:
		p.f.Statements = append(p.f.Statements, s)
	}
}

// sltRows splits expected lines on tabs. SQLite files separate cells with spaces instead; their
// lines are split on whitespace only when no line has a tab and that aligns every row, so that
// values with spaces printed one per line stay whole.
func sltRows(lines []string, ncols int) [][]string {
	rows := splitRows(lines, ncols, func(s string) []string { return strings.Split(s, "\t") })
	if aligned(rows, ncols) {
		return rows
	}
	for _, l := range lines {
		if strings.Contains(l, "\t") {
			return rows
		}
	}
	if ws := splitRows(lines, ncols, strings.Fields); aligned(ws, ncols) {
		return ws
	}
	return rows
}

func aligned(rows [][]string, ncols int) bool {
	for _, r := range rows {
		if len(r) != ncols {
			return false
		}
	}
	return true
}

// sltDirective matches a line that starts a sqllogictest record or sets the runner up: a
// statement or query record, or a directive no SQL statement or mysqltest command begins with.
var sltDirective = regexp.MustCompile(`^(?:statement\s+(?:ok|error|maybe|count|debug)\b|query\s+[A-Za-z]+(?:\s|$)|` +
	`(?:hash-threshold|skipif|onlyif|halt|mode|loop|foreach|concurrentloop|concurrentforeach|require|require-env|test-env)(?:\s|$))`)

// IsSQLLogicTest reports whether src reads as sqllogictest, by its first line that is not blank
// or a comment: a `.test` file is sqllogictest in DuckDB and SQLite and mtr in MariaDB and MySQL,
// and only its content tells them apart. A mysqltest command written without its -- (query,
// require) ends in the delimiter, which no sqllogictest directive does.
func IsSQLLogicTest(src []byte) bool {
	for _, l := range splitLines(src) {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		return sltDirective.MatchString(t) && !strings.HasSuffix(t, ";")
	}
	return false
}

// ErrorPattern reads DuckDB's runner's pattern forms of an expected error: <REGEX>:re must match
// the whole message (which the runner reads with a line break after it), <!REGEX>:re must not;
// "." matches a line break too. ok is false when want is no pattern (a message the error must
// contain).
func ErrorPattern(want, msg string) (match, ok bool) {
	re, match := strings.CutPrefix(want, "<REGEX>:")
	if !match {
		if re, ok = strings.CutPrefix(want, "<!REGEX>:"); !ok {
			return false, false
		}
	}
	rx, err := regexp.Compile(`(?s)^(?:` + re + `)$`)
	return err == nil && rx.MatchString(msg+"\n") == match, true
}
