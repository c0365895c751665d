package testfmt

// PostgreSQL regression tests: src/test/regress/sql/NAME.sql and expected/NAME.out.
//
// The .sql is a psql script, read as psql reads it: statements end at ";" outside quotes,
// comments (-- and nested /* */) and dollar quotes; a backslash in a plain '...' string is a
// character (standard_conforming_strings), in E'...' an escape. An unquoted backslash starts a
// meta-command that runs to the end of the line. \g, \gx and \gset end the statement before them
// as ";" does; \gexec, \gdesc, \crosstabview and \watch end it too, but print something other
// than its result, so it keeps ExpectUnknown. Other meta-commands inside a statement leave it
// open. COPY ... FROM stdin (and \copy ... from stdin) is followed by data lines up to `\.`, which
// count as the COPY statement's lines.
//
// Skipped (listed in File.Skipped as "line N: what"): every meta-command line except a bare \g
// (\set, \c, \d, \pset, \gset, \x, ...), and every statement inside \if ... \endif, since psql
// decides at run time which branch runs. A statement left without ";" at the end of the file is
// kept but never run by psql, so it keeps ExpectUnknown.
//
// pg_regress runs psql with -a (echo all input) and -q (no command tags), so the .out is the .sql
// line for line with each statement's output after the line that ends it: result sets as aligned
// tables (" a | b " header, "---+---" rule, one line per row, "(N rows)" footer, blank line), with
// \x as "-[ RECORD n ]" blocks of "name | value" lines; errors as "ERROR:  message" followed by
// LINE, DETAIL, HINT, CONTEXT and similar lines; NOTICE:, WARNING: and INFO: lines for messages.
//
// Alignment walks the .sql lines and finds each non-blank one in the .out at or after the last
// one found (trailing whitespace ignored); the .out lines between the line ending a statement and
// the next echoed line, less the echoes of the blank lines in between, are the statement's output,
// ResultLine to ResultEndLine. Lines not found are passed over, so a .out that does not align
// never fails the parse; statements whose output is not found keep ExpectUnknown, and so do two
// statements ended on one line, whose outputs cannot be told apart. Outcomes: ExpectError with
// Error the first line's message after "ERROR:  "; ExpectRows with Columns and Rows, cells
// trimmed of the alignment padding (so leading and trailing spaces of values are lost, and an
// empty cell is NULL or the empty string: psql prints both as nothing); ExpectOK when the output
// is only messages or nothing; Warnings are the NOTICE:, WARNING: and INFO: lines as printed.
// Output in any other shape (COPY TO stdout data, unaligned format) is ExpectUnknown.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// pgEnd says where and how a statement ended, for reading its output.
type pgEnd struct {
	line  int  // the line holding the terminator, 0 when the file ended first
	parse bool // its output is its result, to be read
}

var (
	copyFromStdin = regexp.MustCompile(`(?is)^\\?copy\b.*\bfrom\s+p?stdin\b`)
	rowCount      = regexp.MustCompile(`^\((\d+) rows?\)$`)
)

// ParsePGRegress reads a PostgreSQL regression test script and, when out is not nil, its
// expected output.
func ParsePGRegress(path string, sqlSrc, out []byte) (*File, error) {
	src := string(sqlSrc)
	in := splitLines([]byte(src))
	s := newSplitter(src, psqlSQL)
	f := &File{Format: PGRegress, Statements: []Statement{}}
	var ends []pgEnd
	notEchoed := map[int]bool{} // COPY data lines, which psql reads without echoing
	var ifLines []int           // opening lines of the enclosing \if blocks
	var open *Piece             // statement text left open by a meta-command
	add := func(p Piece, end pgEnd) {
		if len(ifLines) > 0 {
			f.Skipped = append(f.Skipped, fmt.Sprintf("line %d: in the \\if of line %d: %s", p.Line, ifLines[0], firstLine(p.Text)))
			return
		}
		f.Statements = append(f.Statements, Statement{SQL: p.Text, Line: p.Line, EndLine: p.EndLine, Expect: Expect{Kind: ExpectUnknown}})
		ends = append(ends, end)
	}
	// copyData passes over the data lines after the current line and returns the last one.
	copyData := func() int {
		first := s.line + 1
		end, ok := s.skipToLine(`\.`)
		if !ok {
			end = len(in)
		}
		for l := first; l <= end; l++ {
			notEchoed[l] = true
		}
		return end
	}
	for !s.atEOF() {
		p, ok, stop := s.next(";")
		if open != nil {
			if ok {
				p = Piece{Text: open.Text + "\n" + p.Text, Line: open.Line, EndLine: p.EndLine}
			} else {
				p, ok = *open, true
			}
			open = nil
		}
		switch stop {
		case stopMeta:
			line := s.line
			meta := strings.TrimSpace(s.takeLine())
			cmd, term := strings.Fields(meta)[0], metaTerminator(meta)
			if meta != `\g` {
				f.Skipped = append(f.Skipped, fmt.Sprintf("line %d: %s", line, meta))
			}
			switch {
			case ok && term != "":
				add(p, pgEnd{line: line, parse: term == `\g` || term == `\gx` || term == `\gset`})
			case ok:
				open = &p
			}
			switch cmd {
			case `\if`:
				ifLines = append(ifLines, line)
			case `\endif`:
				ifLines = ifLines[:max(len(ifLines)-1, 0)]
			case `\copy`:
				if copyFromStdin.MatchString(meta) {
					copyData()
				}
			}
		default:
			if !ok {
				continue
			}
			end := pgEnd{}
			if stop == stopDelim {
				end = pgEnd{line: s.line, parse: true}
				if copyFromStdin.MatchString(p.Text) {
					p.EndLine = max(p.EndLine, copyData())
				}
			}
			add(p, end)
		}
	}
	if out != nil {
		alignPG(f.Statements, ends, in, notEchoed, splitLines(out))
	}
	return f, nil
}

// metaTerminator returns the command of a meta-command line that sends the query buffer, or ""
// (`SELECT $1 \bind 1 \g` holds two commands).
func metaTerminator(meta string) string {
	for _, f := range strings.Fields(meta) {
		switch f {
		case `\g`, `\gx`, `\gset`, `\gexec`, `\gdesc`, `\crosstabview`, `\watch`:
			return f
		}
	}
	return ""
}

// alignPG reads the outcomes of stmts from the .out lines.
func alignPG(stmts []Statement, ends []pgEnd, in []string, notEchoed map[int]bool, out []string) {
	endingOn := map[int][]int{} // input line -> statements ended on it
	for i, e := range ends {
		if e.line > 0 {
			endingOn[e.line] = append(endingOn[e.line], i)
		}
	}
	keys := make([]string, len(out))
	for i, l := range out {
		keys[i] = strings.TrimRight(l, " \t")
	}
	index := newLineIndex(keys)
	pos, prev, blanks := 0, 0, 0 // next unread .out line, last input line found, blank lines since
	finish := func(end int) {
		region := out[pos:end]
		for ; blanks > 0 && len(region) > 0 && strings.TrimSpace(region[len(region)-1]) == ""; blanks-- {
			region = region[:len(region)-1]
		}
		ended := endingOn[prev]
		if len(ended) != 1 {
			return
		}
		st := &stmts[ended[0]]
		if len(region) > 0 {
			st.ResultLine, st.ResultEndLine = pos+1, pos+len(region)
		}
		if ends[ended[0]].parse {
			st.Expect = pgOutcome(region)
		}
	}
	for i, l := range in {
		line := i + 1
		if notEchoed[line] {
			continue
		}
		key := strings.TrimRight(l, " \t")
		if key == "" {
			blanks++
			continue
		}
		found := index.from(key, pos)
		if len(found) == 0 {
			continue
		}
		finish(found[0])
		pos, prev, blanks = found[0]+1, line, 0
	}
	finish(len(out))
}

// pgMessage reports whether an output line starts a server message, and which level.
func pgMessage(l string) (level string, ok bool) {
	for _, level := range []string{"ERROR", "NOTICE", "WARNING", "INFO"} {
		if strings.HasPrefix(l, level+":  ") {
			return level, true
		}
	}
	return "", false
}

// pgOutcome reads one statement's output lines.
func pgOutcome(region []string) Expect {
	var e Expect
	for _, l := range region {
		switch level, _ := pgMessage(l); level {
		case "ERROR":
			if e.Kind == "" {
				e.Kind, e.Error = ExpectError, strings.TrimPrefix(l, "ERROR:  ")
			}
		case "NOTICE", "WARNING", "INFO":
			e.Warnings = append(e.Warnings, l)
		}
	}
	if e.Kind != "" {
		return e
	}
	for i, l := range region {
		switch {
		case i > 0 && isRule(l):
			if cols, rows, ok := readAligned(region[i-1], l, region[i+1:]); ok {
				e.Kind, e.Columns, e.Rows = ExpectRows, cols, rows
				return e
			}
		case strings.HasPrefix(l, "-[ RECORD "):
			if cols, rows, ok := readExpanded(region[i:]); ok {
				e.Kind, e.Columns, e.Rows = ExpectRows, cols, rows
				return e
			}
		case l == "(0 rows)":
			e.Kind = ExpectRows // expanded display of an empty result: no header either
			return e
		}
	}
	e.Kind = ExpectOK
	for _, l := range region {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if _, ok := pgMessage(l); !ok {
			e.Kind = ExpectUnknown // text other than messages (and their DETAIL, CONTEXT ... lines)
		}
		break
	}
	return e
}

// isRule reports whether l is the rule under an aligned table's header: dashes, with a + between
// columns.
func isRule(l string) bool {
	return strings.HasPrefix(l, "-") && strings.Trim(l, "-+") == ""
}

// readAligned reads an aligned table given its header, its rule and the lines after the rule.
// ok is false when the rows do not add up to the footer's count.
func readAligned(header, rule string, lines []string) (cols []string, rows [][]string, ok bool) {
	var bars []int // columns of the | between cells, where the rule has +
	for i, c := range rule {
		if c == '+' {
			bars = append(bars, i)
		}
	}
	width := len(rule) // the width of the last column's span, padding and wrap mark included
	if len(bars) > 0 {
		width -= bars[len(bars)-1] + 1
	}
	cols, _ = alignedCells(header, bars, width)
	var wrapped []bool
	for _, l := range lines {
		if m := rowCount.FindStringSubmatch(l); m != nil {
			n, err := strconv.Atoi(m[1])
			return cols, rows, err == nil && n == len(rows)
		}
		if l == "" {
			break
		}
		cells, wrap := alignedCells(l, bars, width)
		if len(rows) > 0 && len(cells) == len(wrapped) && slicesContain(wrapped) {
			last := rows[len(rows)-1]
			for c, w := range wrapped {
				if w {
					last[c] += "\n" + cells[c]
				}
			}
		} else {
			rows = append(rows, cells)
		}
		wrapped = wrap
	}
	return cols, rows, true // no footer: \pset footer off
}

func slicesContain(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}

// alignedCells cuts an aligned line at the bar columns, trims the cells and reports which end
// with the + psql prints when a value goes on to the next line. Wide characters shift the bars;
// the line is then cut at every | instead, without wrap marks.
func alignedCells(line string, bars []int, lastWidth int) (cells []string, wrap []bool) {
	r := []rune(line)
	for _, b := range bars {
		if b >= len(r) || r[b] != '|' {
			for _, c := range strings.Split(line, "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
			return cells, make([]bool, len(cells))
		}
	}
	start := 0
	for i := 0; i <= len(bars); i++ {
		end, width := len(r), lastWidth
		if i < len(bars) {
			end, width = bars[i], bars[i]-start
		}
		cell := string(r[start:end])
		w := utf8.RuneCountInString(cell) == width && strings.HasSuffix(cell, "+")
		if w {
			cell = strings.TrimSuffix(cell, "+")
		}
		cells, wrap = append(cells, strings.TrimSpace(cell)), append(wrap, w)
		start = min(end+1, len(r))
	}
	return cells, wrap
}

// readExpanded reads \x output: "-[ RECORD n ]" blocks of "name | value" lines, where a value
// that goes on to the next line ends with + and continues on a line with an empty name.
func readExpanded(lines []string) (cols []string, rows [][]string, ok bool) {
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "-[ RECORD ") {
		return nil, nil, false
	}
	type field struct{ name, value string }
	var fields []field // the lines of the records, with the record headers as nameless fields
	for _, l := range lines {
		if strings.HasPrefix(l, "-[ RECORD ") {
			fields = append(fields, field{value: l})
			continue
		}
		name, value, found := strings.Cut(l, "|")
		if !found {
			break
		}
		fields = append(fields, field{strings.TrimSpace(name), strings.TrimSpace(value)})
	}
	for i, f := range fields {
		switch {
		case strings.HasPrefix(f.value, "-[ RECORD ") && f.name == "":
			rows = append(rows, nil)
		case f.name == "" && i > 0 && len(rows[len(rows)-1]) > 0:
			continue // joined to the value before it
		default:
			value := f.value
			for j := i + 1; j < len(fields) && fields[j].name == "" && strings.HasSuffix(value, "+") &&
				!strings.HasPrefix(fields[j].value, "-[ RECORD "); j++ {
				value = strings.TrimSpace(strings.TrimSuffix(value, "+")) + "\n" + fields[j].value
			}
			if len(rows) == 1 {
				cols = append(cols, f.name)
			}
			rows[len(rows)-1] = append(rows[len(rows)-1], value)
		}
	}
	return cols, rows, len(rows) > 0
}
