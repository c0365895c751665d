package export

// The records of the test formats, written once: a candidate's export (this package) and a fix's
// sibling regression suite (package suite) write mtr and sqllogictest with them, and package
// replay reads a run back as they write it (Rows, OneLine, MTRError).

import (
	"sort"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// OneLine turns text into one line without control characters.
func OneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
}

// Rows are a result's rows as text, NULL as the word NULL, as the test formats write them.
func Rows(r dbms.Result) [][]string {
	out := make([][]string, len(r.Rows))
	for i, row := range r.Rows {
		out[i] = make([]string, len(row))
		for k, c := range row {
			out[i][k] = "NULL"
			if c != nil {
				out[i][k] = *c
			}
		}
	}
	return out
}

// Ordered reports a statement whose rows come in an order it asks for: its last ORDER BY
// is not inside parentheses (a window's or a subquery's).
func Ordered(sql string) bool {
	flat := strings.ToUpper(strings.Join(strings.Fields(sql), " "))
	i := strings.LastIndex(flat, "ORDER BY")
	return i >= 0 && !strings.Contains(flat[i:], ")")
}

// Lines are a result's rows as tab-joined lines, sorted unless ordered.
func Lines(r dbms.Result, ordered bool) []string {
	rows := Rows(r)
	out := make([]string, len(rows))
	for i, row := range rows {
		out[i] = strings.Join(row, "\t")
	}
	if !ordered {
		sort.Strings(out)
	}
	return out
}

// Printable reports rows mtr and sqllogictest print as they are: no tab, line break or
// carriage return in a value and no space at its ends (the runners trim lines).
func Printable(r dbms.Result) bool {
	for _, row := range Rows(r) {
		for _, c := range row {
			if strings.ContainsAny(c, "\t\n\r") || strings.TrimSpace(c) != c {
				return false
			}
		}
	}
	return true
}

// SLTTypes is sqllogictest's type string: I for integers, R for other numbers, T for the rest.
// sqllogictest reads one word after a query's types, a sort mode or else a connection (DuckDB's
// runner and testfmt alike): a query on a named connection is compared in the order its rows come.
func SLTTypes(r dbms.Result) string {
	var b strings.Builder
	for i := range r.Columns {
		t := ""
		if i < len(r.Types) {
			t = strings.ToUpper(r.Types[i])
		}
		switch {
		case strings.Contains(t, "INT"):
			b.WriteByte('I')
		case strings.Contains(t, "DEC") || strings.Contains(t, "FLOAT") || strings.Contains(t, "DOUBLE") ||
			strings.Contains(t, "REAL") || strings.Contains(t, "NUMERIC"):
			b.WriteByte('R')
		default:
			b.WriteByte('T')
		}
	}
	return b.String()
}

// SLTError is the part of an error message a sqllogictest record can hold: its first line.
func SLTError(msg string) string {
	return strings.TrimSpace(OneLine(strings.SplitN(msg, "\n", 2)[0]))
}

// RecordSQL fits SQL into a record that ends at a blank line: blank lines go, and a line
// the runner would read as a comment or a result separator gets a leading space.
func RecordSQL(sql string) string {
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

// MTRStatement writes a statement to the .test with the directives around it, and its echo
// and output to the .result. A statement holding a ; (a trigger or routine body) is written under
// a delimiter it does not contain, as mysqltest needs: its `end` would otherwise be read as the
// end of a block.
func MTRStatement(test, result *strings.Builder, sql, before, after, output string) {
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

// MTRCode is what --error expects of an error: its number, else its SQLSTATE.
func MTRCode(r dbms.Result) string {
	if r.Code == 0 {
		return "S" + r.SQLState
	}
	return strconv.Itoa(r.Code)
}

// MTROutput is what mysqltest prints after a statement that succeeded: the column names and
// the rows (lines, tab-joined), then the warnings.
func MTROutput(r dbms.Result, rows []string) string {
	var b strings.Builder
	if len(r.Columns) > 0 {
		b.WriteString(strings.Join(oneLineCells(r.Columns), "\t") + "\n")
		for _, l := range rows {
			b.WriteString(l + "\n")
		}
	}
	if len(r.Warnings) > 0 {
		b.WriteString("Warnings:\n")
		for _, w := range r.Warnings {
			b.WriteString(strings.Join(oneLineCells([]string{w.Level, w.Code, w.Message}), "\t") + "\n")
		}
	}
	return b.String()
}

// MTRError is mysqltest's line for an expected error. The message is the target's at
// export time; a fix that changes it needs the line edited.
func MTRError(sqlstate, msg string) string {
	if sqlstate == "" {
		sqlstate = "HY000"
	}
	return "ERROR " + sqlstate + ": " + OneLine(msg) + "\n"
}

// oneLineCells keeps a value on its line and cell: mysqltest prints tabs and newlines raw, which
// would make the .result unreadable to its parser, so they are shown as spaces.
func oneLineCells(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = OneLine(c)
	}
	return out
}
