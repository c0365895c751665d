package testfmt

// MariaDB/MySQL mysql-test (mtr): a .test script and the .result it records.
//
// The .test is read the way mysqltest reads it:
//
//   - Statements run to the current delimiter (";" at first). mysqltest tracks quotes (with
//     backslash escapes) but not SQL comments, so a delimiter inside /* */ ends a statement here
//     as it does there. `delimiter //;` and `--delimiter //` change the delimiter; the statement
//     form is ended by the old one.
//   - A line starting with # is a comment. A line starting with -- and a command word is a
//     command that ends at the end of the line (`--error ER_NO_SUCH_TABLE`); -- followed by
//     anything else is a comment. A statement whose first word is a command word (mtrCommands)
//     is that command, ended by the delimiter (`echo done;`, `connection con1;`).
//
// Commands followed:
//
//   - error (`--error ER_X` or `--error 1146,ER_X`): the next statement expects an error; all
//     alternatives are kept as written in Expect.Error.
//   - sorted_result and partially_sorted_result: Expect.Sort "rowsort" / "partialsort" for the
//     next statement. The replace_* and lowercase_result modifiers only change how the result
//     prints; like error they count as the next statement's lines (Statement.Line).
//   - connection (and connect, which switches to the new connection) set Statement.Connection;
//     the connection named "default" is recorded as "".
//   - let $x= literal: remembered, so that `eval` and `echo` using $x can be expanded.
//   - eval, query, query_vertical, query_horizontal, send and send_eval run their argument as a
//     statement. eval is kept with its $variables expanded when every one was set by a literal
//     let (and not since touched by inc, dec, expr, source or a block); otherwise it is skipped.
//   - delimiter; perl, write_file and append_file, whose data lines up to EOF (or the named
//     terminator) are passed over; disable_parsing ... enable_parsing, whose statements are
//     passed over; exit, die and a top-level skip, after which nothing is read.
//   - query log, result log, column names, metadata and vertical output on/off: they decide how
//     the .result shows a statement.
//
// Skipped (listed in File.Skipped as "line N: what"): source; if and while blocks, with every
// statement inside them, because whether and how often they run depends on values only the
// server knows; eval that cannot be expanded; let whose value is a query or uses variables;
// commands that reach outside the SQL session (exec, system, perl, file commands, change_user,
// shutdown_server, ...); statements after disable_parsing; exit, die and skip.
//
// The .result echoes each statement run with the query log on as written, followed by the
// delimiter, then its output: nothing when it returns no result set; for a result set a header of
// tab-separated column names (unless column names are off) and one tab-separated line per row;
// for an error `ERROR 42S02: message` (or `Got one of the listed errors` when --error named
// several); then an optional `Warnings:` block of `Level\tCode\tMessage` lines. enable_info adds
// `affected rows:` and `info:` lines, which are ignored. echo output appears verbatim; MariaDB
// also prints connect, connection and disconnect lines.
//
// Alignment walks the statements and echoes in order, searching forward in the .result for each
// one's echo (whitespace differences ignored); the lines up to the next echo found are the
// statement's output, ResultLine to ResultEndLine. Statements not found keep what the .test says:
// ExpectError for --error, else ExpectUnknown. When something between two echoes prints output
// the parser cannot place (an unechoed query under disable_query_log, source, exec, a block, an
// eval or echo it could not expand), the earlier statement's output is ambiguous: it keeps its
// lines but its Expect is taken from the .test only. Outcomes read from the .result: ExpectError
// with Error the SQLSTATE shown ("42S02") unless the .test named the error, ExpectRows with
// Columns and Rows, ExpectOK for no output, plus Warnings (the lines of the Warnings: block).
// Vertical results and metadata are not parsed (ExpectUnknown unless empty or an error), nor are
// results printed under disable_result_log (ExpectUnknown unless an error). send/reap results are
// printed at reap, so sent statements keep ExpectUnknown.
//
// Malformed .test input: an unterminated quote makes the rest of the file the last statement (as
// SplitSQL does); a block without its { or }, an empty delimiter and a perl or write_file block
// without its terminator line are ParseErrors naming the line. A .result that does not align never
// fails the parse.

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/reaper-sql/reaper/base/sqllex"
)

// mtrCommands are the mysqltest command words (MariaDB's and MySQL's). A statement starting with
// one of them, in any case, is that command, not SQL.
var mtrCommands = wordSet(`
	append_file assert cat_file change_user character_set chmod connect connection copy_file
	copy_files_wildcard dec delimiter die diff_files dirty_close disable_abort_on_error
	disable_async_client disable_column_names disable_connect_log disable_cursor_protocol
	disable_info disable_metadata disable_non_blocking_api disable_parsing disable_prepare_warnings
	disable_ps2_protocol disable_ps_protocol disable_query_log disable_reconnect disable_result_log
	disable_rpl_parse disable_service_connection disable_session_track_info disable_testcase
	disable_view_protocol disable_warnings disconnect echo enable_abort_on_error
	enable_async_client enable_column_names enable_connect_log enable_cursor_protocol enable_info
	enable_metadata enable_non_blocking_api enable_parsing enable_prepare_warnings
	enable_ps2_protocol enable_ps_protocol enable_query_log enable_reconnect enable_result_log
	enable_rpl_parse enable_service_connection enable_session_track_info enable_testcase
	enable_view_protocol enable_warnings end end_timer error eval eval_result exec
	exec_in_background execw exit expr file_exists force-cpdir force-rmdir horizontal_results
	if inc let list_files list_files_append_file list_files_write_file lowercase_result mkdir
	move_file output partially_sorted_result perl ping query query_attributes query_horizontal
	query_vertical real_sleep reap remove_file remove_files_wildcard replace_column
	replace_numeric_round replace_regex replace_result require reset_connection result
	result_format rmdir rpl_probe save_master_pos send send_eval send_quit send_shutdown
	shutdown_server skip skip_if_hypergraph sleep sorted_result source start_timer
	sync_slave_with_master sync_with_master system vertical_results wait_for_slave_to_stop while
	write_file`)

// mtrModifiers apply to the next statement and, unlike other commands, do not use up a pending
// --error.
var mtrModifiers = wordSet(`error sorted_result partially_sorted_result lowercase_result
	replace_column replace_numeric_round replace_regex replace_result`)

// mtrOutside are commands that act outside the SQL session the statements describe; they are
// listed in File.Skipped.
var mtrOutside = wordSet(`change_user chmod copy_file copy_files_wildcard
	dirty_close exec exec_in_background execw force-cpdir force-rmdir mkdir move_file
	remove_file remove_files_wildcard reset_connection rmdir send_quit send_shutdown
	shutdown_server system`)

// mtrPrinting are commands whose output lands in the .result where the parser cannot predict it.
var mtrPrinting = wordSet(`cat_file exec execw list_files reap source`)

func wordSet(words string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(words) {
		set[w] = true
	}
	return set
}

// ParseMTR reads a mysql-test .test file and, when result is not nil, its .result.
func ParseMTR(path string, test, result []byte) (*File, error) {
	p := &mtrParser{
		path: path, s: newSplitter(string(test), mtrSQL), delim: ";",
		f:    &File{Format: MTR, Statements: []Statement{}},
		vars: map[string]string{}, queryLog: true, resultLog: true, columnNames: true,
	}
	if err := p.run(); err != nil {
		return nil, err
	}
	if result != nil {
		alignMTR(p.f.Statements, p.items, string(result))
	}
	return p.f, nil
}

// mtrMode says how a statement's output reads in the .result.
type mtrMode int

const (
	modeTable    mtrMode = iota // header line, then rows
	modeRows                    // rows only (disable_column_names)
	modeUnparsed                // vertical or with metadata: only errors and empty output are read
	modeQuiet                   // disable_result_log: only errors are read
	modeNone                    // send: the output is printed at reap
)

type itemKind int

const (
	itemStatement itemKind = iota // an echoed statement, searched for
	itemEcho                      // echo output with known text, searched for
	itemSoft                      // a line expected here but too common to search for
	itemOpaque                    // output the parser cannot predict
)

// mtrItem is something the .result shows, in .test order.
type mtrItem struct {
	kind itemKind
	text string
	stmt int     // itemStatement: index in File.Statements
	mode mtrMode // itemStatement
	// optional: itemSoft lines that only some servers print (MariaDB's connection lines).
	optional bool
}

type mtrParser struct {
	path  string
	s     *splitter
	f     *File
	delim string
	vars  map[string]string // set by let $x= literal
	conn  string
	items []mtrItem

	blocks  []int // opening lines of the enclosing if/while blocks
	noParse int   // line of the disable_parsing in force, or 0
	done    bool  // exit, die or skip was read

	queryLog, resultLog, columnNames, metadata, vertical, resultFormat2 bool

	// Modifiers waiting for the next statement.
	modLine  int
	errNames string
	sort     string
	sendNext bool
}

func (p *mtrParser) errorf(line int, format string, args ...any) error {
	return &ParseError{Format: MTR, Path: p.path, Line: line, Msg: fmt.Sprintf(format, args...)}
}

func (p *mtrParser) skip(line int, what string) {
	p.f.Skipped = append(p.f.Skipped, fmt.Sprintf("line %d: %s", line, what))
}

// active reports whether commands are run rather than passed over.
func (p *mtrParser) active() bool { return len(p.blocks) == 0 && p.noParse == 0 }

// echoed reports whether the .result shows what is run now.
func (p *mtrParser) echoed() bool { return p.active() && p.queryLog }

func (p *mtrParser) run() error {
	s := p.s
	for !p.done {
		p.skipSpace()
		if s.atEOF() {
			break
		}
		line, rest := s.line, s.src[s.pos:]
		var err error
		switch {
		case rest[0] == '#':
			comment := strings.TrimSpace(s.takeLine())
			if p.resultFormat2 && p.echoed() {
				p.items = append(p.items, mtrItem{kind: itemEcho, text: comment})
			}
		case strings.HasPrefix(rest, "--"):
			text := strings.TrimSpace(s.takeLine()[2:])
			word, args := cutWord(text)
			if w := strings.ToLower(word); mtrCommands[w] {
				err = p.command(line, line, w, args, true)
			}
		case rest[0] == '}':
			s.advanceTo(s.pos + 1)
			err = p.closeBlock(line)
		default:
			word, _ := cutWord(rest)
			if w := strings.ToLower(word); w == "if" || w == "while" {
				err = p.openBlock(line, w)
				break
			}
			piece, ok, _ := s.next(p.delim)
			if !ok {
				break // a lone delimiter
			}
			word, args := cutWord(piece.Text)
			if w := strings.ToLower(word); mtrCommands[w] {
				err = p.command(piece.Line, piece.EndLine, w, args, false)
			} else {
				p.statement(piece.Line, piece.EndLine, piece.Text)
			}
		}
		if err != nil {
			return err
		}
	}
	if len(p.blocks) > 0 {
		return p.errorf(p.blocks[len(p.blocks)-1], "block is never closed with }")
	}
	return nil
}

// skipSpace moves past whitespace; under result_format 2 mysqltest copies blank lines to the
// .result, so they become soft items.
func (p *mtrParser) skipSpace() {
	s := p.s
	for !s.atEOF() && sqllex.IsSpace(s.src[s.pos]) {
		if s.src[s.pos] == '\n' && p.resultFormat2 && p.echoed() && sqllex.AtLineStart(s.src, s.pos) {
			p.items = append(p.items, mtrItem{kind: itemSoft})
		}
		s.advanceTo(s.pos + 1)
	}
}

// cutWord splits text into its first word (letters, digits, _ and -, as mysqltest command
// names) and the trimmed rest.
func cutWord(text string) (word, rest string) {
	i := 0
	for i < len(text) && (sqllex.IsIdentByte(text[i]) && text[i] != '$' || text[i] == '-') {
		i++
	}
	return text[:i], strings.TrimSpace(text[i:])
}

// command handles one mysqltest command w with its arguments. lineForm is true for --command
// lines, which end at the end of the line instead of at the delimiter.
func (p *mtrParser) command(line, endLine int, w, args string, lineForm bool) error {
	// Commands that decide how the rest of the file is read are followed even where the others
	// are passed over.
	switch w {
	case "delimiter":
		if args == "" {
			return p.errorf(line, "delimiter names no delimiter")
		}
		p.delim = args
		return nil
	case "perl", "write_file", "append_file":
		return p.dataBlock(line, w, args)
	case "enable_parsing":
		p.noParse = 0
		return nil
	case "if", "while":
		return p.openBlockLine(line, w, args)
	case "end":
		return p.closeBlock(line)
	}
	if !p.active() {
		switch w {
		case "let", "inc", "dec", "expr":
			delete(p.vars, mtrVarName(args))
		case "source":
			clear(p.vars)
		case "eval", "query", "query_vertical", "query_horizontal", "send", "send_eval":
			p.passOver(line, w+" "+args)
		}
		return nil
	}
	if usesModifiers(w, args) {
		defer p.clearModifiers()
	}
	if mtrOutside[w] {
		p.skip(line, firstLine(w+" "+args))
	}
	if mtrPrinting[w] {
		p.items = append(p.items, mtrItem{kind: itemOpaque})
	}
	switch w {
	case "error", "sorted_result", "partially_sorted_result":
		switch w {
		case "error":
			p.errNames = args
		case "sorted_result":
			p.sort = "rowsort"
		default:
			p.sort = "partialsort"
		}
		fallthrough
	case "lowercase_result", "replace_column", "replace_numeric_round", "replace_regex", "replace_result":
		if p.modLine == 0 {
			p.modLine = line
		}
	case "enable_query_log", "disable_query_log":
		p.queryLog = w == "enable_query_log"
	case "enable_result_log", "disable_result_log":
		p.resultLog = w == "enable_result_log"
	case "enable_column_names", "disable_column_names":
		p.columnNames = w == "enable_column_names"
	case "enable_metadata", "disable_metadata":
		p.metadata = w == "enable_metadata"
	case "vertical_results", "horizontal_results":
		p.vertical = w == "vertical_results"
	case "result_format":
		p.resultFormat2 = args == "2"
	case "disable_parsing":
		p.noParse = line
		p.skip(line, "disable_parsing")
	case "exit", "die", "skip":
		p.skip(line, firstLine(strings.TrimSpace(w+" "+args))+"; the rest of the file is not run")
		p.done = true
	case "source":
		p.skip(line, "source "+args)
		clear(p.vars) // the sourced file may set any variable
	case "let":
		p.let(line, args)
	case "inc", "dec", "expr":
		delete(p.vars, mtrVarName(args))
	case "echo":
		p.echo(args)
	case "connection":
		p.conn = connName(p.expandOr(args))
		p.connLine("connection " + args)
	case "connect":
		inner := strings.TrimSuffix(strings.TrimPrefix(args, "("), ")")
		name, _, _ := strings.Cut(inner, ",")
		p.conn = connName(p.expandOr(strings.TrimSpace(name)))
		p.connLine("connect " + inner)
	case "disconnect":
		p.connLine("disconnect " + args)
	case "send", "send_eval":
		p.sendNext = true
		if args == "" {
			return nil // the next statement is the one sent
		}
		return p.evalStatement(line, endLine, w, args, w == "send_eval")
	case "eval", "query", "query_vertical", "query_horizontal":
		vertical := p.vertical
		p.vertical = w == "query_vertical" || (vertical && w != "query_horizontal")
		defer func() { p.vertical = vertical }()
		return p.evalStatement(line, endLine, w, args, w == "eval")
	}
	return nil
}

// usesModifiers reports whether command w runs something, using up the modifiers set for the
// next statement. mysqltest drops a pending --error at any other command; tests that pass keep
// the modifiers next to their statement, so either rule reads them the same.
func usesModifiers(w, args string) bool {
	switch {
	case mtrModifiers[w], strings.HasPrefix(w, "enable_"), strings.HasPrefix(w, "disable_"):
		return false
	case w == "send" || w == "send_eval":
		return args != ""
	}
	return w != "echo" && w != "vertical_results" && w != "horizontal_results" && w != "result_format"
}

// evalStatement records a statement given as a command's argument, expanding its $variables
// first when expand is set (eval).
func (p *mtrParser) evalStatement(line, endLine int, w, sql string, expand bool) error {
	if expand {
		expanded, ok := p.expand(sql)
		if !ok {
			p.skip(line, firstLine(w+" "+sql))
			p.items = append(p.items, mtrItem{kind: itemOpaque})
			p.sendNext = false
			return nil
		}
		sql = expanded
	}
	p.statement(line, endLine, sql)
	return nil
}

// statement records one SQL statement with the modifiers waiting for it.
func (p *mtrParser) statement(line, endLine int, sql string) {
	if !p.active() {
		p.passOver(line, sql)
		return
	}
	defer p.clearModifiers()
	st := Statement{SQL: sql, Line: line, EndLine: endLine, Connection: p.conn,
		Expect: Expect{Kind: ExpectUnknown, Sort: p.sort}}
	if p.modLine != 0 {
		st.Line = min(st.Line, p.modLine)
	}
	if p.errNames != "" {
		st.Expect.Kind, st.Expect.Error = ExpectError, p.errNames
	}
	p.f.Statements = append(p.f.Statements, st)
	mode := modeTable
	switch {
	case p.sendNext:
		mode = modeNone
	case !p.resultLog:
		mode = modeQuiet
	case p.vertical || p.metadata:
		mode = modeUnparsed
	case !p.columnNames:
		mode = modeRows
	}
	switch {
	case p.queryLog:
		p.items = append(p.items, mtrItem{kind: itemStatement, text: sql + p.delim,
			stmt: len(p.f.Statements) - 1, mode: mode})
	case p.errNames != "" || (p.resultLog && mayReturnRows(sql)):
		p.items = append(p.items, mtrItem{kind: itemOpaque})
	}
}

// passOver lists a statement that is not run or may not run.
func (p *mtrParser) passOver(line int, sql string) {
	if p.noParse != 0 {
		p.skip(line, fmt.Sprintf("after disable_parsing of line %d: %s", p.noParse, firstLine(sql)))
		return
	}
	p.skip(line, fmt.Sprintf("in the block of line %d: %s", p.blocks[0], firstLine(sql)))
}

func (p *mtrParser) clearModifiers() {
	p.modLine, p.errNames, p.sort, p.sendNext = 0, "", "", false
}

// mayReturnRows guesses from its first keyword whether a statement run without query log can
// print rows; statements that cannot are harmless to alignment.
func mayReturnRows(sql string) bool {
	word, _ := cutWord(strings.TrimLeft(sql, "( \t\r\n"))
	switch strings.ToUpper(word) {
	case "SELECT", "SHOW", "EXPLAIN", "DESCRIBE", "DESC", "WITH", "VALUES", "TABLE", "CALL",
		"EXECUTE", "CHECK", "CHECKSUM", "ANALYZE", "OPTIMIZE", "REPAIR", "HANDLER", "HELP":
		return true
	}
	return false
}

func (p *mtrParser) echo(text string) {
	expanded, ok := p.expand(text)
	switch {
	case !ok:
		p.items = append(p.items, mtrItem{kind: itemOpaque})
	case squash(expanded) == "":
		p.items = append(p.items, mtrItem{kind: itemSoft})
	default:
		p.items = append(p.items, mtrItem{kind: itemEcho, text: expanded})
	}
}

// connLine notes a connection command, which MariaDB prints to the .result.
func (p *mtrParser) connLine(text string) {
	if p.queryLog {
		p.items = append(p.items, mtrItem{kind: itemSoft, text: text + p.delim, optional: true})
	}
}

func connName(name string) string {
	if name == "default" {
		return ""
	}
	return name
}

// let remembers a variable set to a literal. Values that are queries (`...`, query_get_value)
// or use other variables are not followed.
func (p *mtrParser) let(line int, args string) {
	name := mtrVarName(args)
	_, value, ok := strings.Cut(args, "=")
	value = strings.TrimLeft(value, " \t")
	if !ok || name == "" || strings.ContainsAny(value, "$`") || strings.HasPrefix(value, "query_get_value(") {
		delete(p.vars, name)
		p.skip(line, firstLine("let "+args))
		return
	}
	p.vars[name] = value
}

// mtrVarName returns the variable name a let, inc, dec or expr argument starts with.
func mtrVarName(args string) string {
	name, _, _ := strings.Cut(args, "=")
	return strings.TrimPrefix(strings.TrimSpace(name), "$")
}

// expand replaces $name by the variables set with literal lets and \$ by $, as mysqltest does
// for eval and echo. ok is false when a variable is unknown.
func (p *mtrParser) expand(text string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		switch {
		case text[i] == '\\' && i+1 < len(text) && text[i+1] == '$':
			b.WriteByte('$')
			i++
		case text[i] == '$':
			j := i + 1
			for j < len(text) && sqllex.IsIdentByte(text[j]) && text[j] != '$' {
				j++
			}
			if j == i+1 {
				b.WriteByte('$')
				continue
			}
			value, ok := p.vars[text[i+1:j]]
			if !ok {
				return "", false
			}
			b.WriteString(value)
			i = j - 1
		default:
			b.WriteByte(text[i])
		}
	}
	return b.String(), true
}

// expandOr expands text, or returns it as written when a variable is unknown.
func (p *mtrParser) expandOr(text string) string {
	if expanded, ok := p.expand(text); ok {
		return expanded
	}
	return text
}

// dataBlock passes over the lines of a perl, write_file or append_file command up to its
// terminator line.
func (p *mtrParser) dataBlock(line int, w, args string) error {
	fields := strings.Fields(args)
	term := "EOF"
	if w == "perl" && len(fields) > 0 {
		term = fields[0]
	} else if w != "perl" && len(fields) > 1 {
		term = fields[1]
	}
	if _, ok := p.s.skipToLine(term); !ok {
		return p.errorf(line, "%s block has no %s line", w, term)
	}
	if p.active() {
		p.skip(line, firstLine(strings.TrimSpace(w+" "+args)))
		if w == "perl" {
			p.items = append(p.items, mtrItem{kind: itemOpaque})
		}
	}
	return nil
}

// openBlock reads an if or while condition up to its { from the source.
func (p *mtrParser) openBlock(line int, w string) error {
	s := p.s
	depth := 0
	for i := s.pos; i < len(s.src); i++ {
		switch c := s.src[i]; c {
		case '\'', '"', '`':
			i = quoteEnd(s.src, i, true) - 1
		case '(':
			depth++
		case ')':
			depth--
		case '{':
			if depth <= 0 {
				cond := strings.TrimSpace(s.src[s.pos+len(w) : i])
				s.advanceTo(i + 1)
				p.enterBlock(line, w, cond)
				return nil
			}
		}
	}
	return p.errorf(line, "%s has no {", w)
}

// openBlockLine opens a block from a --if or --while line, whose { ends the line or starts the
// next one.
func (p *mtrParser) openBlockLine(line int, w, args string) error {
	if cond, ok := strings.CutSuffix(args, "{"); ok {
		p.enterBlock(line, w, strings.TrimSpace(cond))
		return nil
	}
	p.s.skipSpace()
	if p.s.atEOF() || p.s.src[p.s.pos] != '{' {
		return p.errorf(line, "%s has no {", w)
	}
	p.s.advanceTo(p.s.pos + 1)
	p.enterBlock(line, w, args)
	return nil
}

func (p *mtrParser) enterBlock(line int, w, cond string) {
	if p.active() {
		p.skip(line, w+" "+cond)
		p.items = append(p.items, mtrItem{kind: itemOpaque})
	}
	p.clearModifiers()
	p.blocks = append(p.blocks, line)
}

// closeBlock ends the innermost block at a }, reopening it for a following else.
func (p *mtrParser) closeBlock(line int) error {
	if len(p.blocks) == 0 {
		return p.errorf(line, "} without an open if or while block")
	}
	p.clearModifiers()
	s := p.s
	rest := strings.TrimLeft(s.src[s.pos:sqllex.LineEnd(s.src, s.pos)], " \t")
	if word, _ := cutWord(rest); strings.EqualFold(word, "else") {
		s.advanceTo(sqllex.LineEnd(s.src, s.pos) - len(rest) + len(word))
		s.skipSpace()
		if next, _ := cutWord(s.src[s.pos:]); strings.EqualFold(next, "if") {
			p.blocks = p.blocks[:len(p.blocks)-1]
			return p.openBlock(line, "if")
		}
		if s.atEOF() || s.src[s.pos] != '{' {
			return p.errorf(line, "else has no {")
		}
		s.advanceTo(s.pos + 1)
		return nil
	}
	p.blocks = p.blocks[:len(p.blocks)-1]
	return nil
}

// alignMTR reads the outcomes of stmts from the .result, guided by the items the .test says it
// shows.
func alignMTR(stmts []Statement, items []mtrItem, result string) {
	lines := splitLines([]byte(result))
	keys := make([]string, len(lines))
	for i, l := range lines {
		keys[i] = squash(l)
	}
	index := newLineIndex(keys)
	pos := 0
	cur, curStart := -1, 0 // the item whose output is being read, and where that output starts
	ambiguous := false
	var soft []mtrItem // soft items since cur
	finish := func(end int) {
		if cur < 0 {
			return
		}
		region := trimSoft(lines[curStart:end], soft)
		it := items[cur]
		st := &stmts[it.stmt]
		if len(region) > 0 {
			st.ResultLine, st.ResultEndLine = curStart+1, curStart+len(region)
		}
		if !ambiguous && it.mode != modeNone {
			st.Expect = mergeMTR(st.Expect, mtrOutcome(region, it.mode))
		}
	}
	for k, it := range items {
		switch it.kind {
		case itemOpaque:
			ambiguous = true
		case itemSoft:
			soft = append(soft, it)
		default:
			start, end := findEcho(keys, index, it.text, pos)
			if start < 0 {
				ambiguous = true // whatever it printed is somewhere in the current output
				continue
			}
			finish(start)
			cur, curStart, pos, ambiguous, soft = -1, end, end, false, nil
			if it.kind == itemStatement {
				cur = k
			}
		}
	}
	finish(len(lines))
}

// trimSoft drops the lines at the end of region that are the soft items printed after it.
func trimSoft(region []string, soft []mtrItem) []string {
	for i := len(soft) - 1; i >= 0 && len(region) > 0; i-- {
		if squash(region[len(region)-1]) == squash(soft[i].text) {
			region = region[:len(region)-1]
		} else if !soft[i].optional {
			break
		}
	}
	return region
}

// findEcho finds text echoed at or after line pos of the result and returns the line where the
// echo starts and the line after it ends, or -1, -1.
func findEcho(keys []string, index lineIndex, text string, pos int) (int, int) {
	want := squash(text)
	first, _, _ := strings.Cut(text, "\n")
	for _, start := range index.from(squash(first), pos) {
		acc := ""
		for j := start; j < len(keys); j++ {
			if keys[j] == "" {
				continue
			}
			if acc != "" {
				acc += " "
			}
			acc += keys[j]
			if acc == want {
				return start, j + 1
			}
			if !strings.HasPrefix(want, acc) {
				break
			}
		}
	}
	return -1, -1
}

// mtrOutcome reads one statement's output lines.
func mtrOutcome(region []string, mode mtrMode) Expect {
	var e Expect
	body := region
	if w := slices.Index(region, "Warnings:"); w >= 0 {
		body = region[:w]
		for _, l := range region[w+1:] {
			if l != "" {
				e.Warnings = append(e.Warnings, l)
			}
		}
	}
	for len(body) > 0 && (strings.HasPrefix(body[len(body)-1], "affected rows: ") ||
		strings.HasPrefix(body[len(body)-1], "info: ")) {
		body = body[:len(body)-1]
	}
	switch {
	case len(body) > 0 && strings.HasPrefix(body[0], "ERROR "):
		e.Kind = ExpectError
		e.Error, _, _ = strings.Cut(strings.TrimPrefix(body[0], "ERROR "), ":")
	case len(body) > 0 && body[0] == "Got one of the listed errors":
		e.Kind = ExpectError
	case mode == modeQuiet:
		e.Kind = ExpectUnknown
	case len(body) == 0:
		e.Kind = ExpectOK
	case mode == modeTable:
		e.Kind, e.Columns = ExpectRows, strings.Split(body[0], "\t")
		e.Rows = tabRows(body[1:])
	case mode == modeRows:
		e.Kind, e.Rows = ExpectRows, tabRows(body)
	default:
		e.Kind = ExpectUnknown
	}
	return e
}

// tabRows splits mtr result lines into cells at tabs.
func tabRows(lines []string) [][]string {
	var rows [][]string
	for _, l := range lines {
		rows = append(rows, strings.Split(l, "\t"))
	}
	return rows
}

// mergeMTR combines what the .test says (error names, sort) with what the .result shows.
func mergeMTR(test, result Expect) Expect {
	if result.Kind == ExpectUnknown && test.Kind == ExpectError {
		result.Kind = ExpectError
	}
	if result.Kind == ExpectError && test.Error != "" {
		result.Error = test.Error
	}
	result.Sort = test.Sort
	return result
}

// lineIndex finds result lines by key.
type lineIndex map[string][]int

func newLineIndex(keys []string) lineIndex {
	index := lineIndex{}
	for i, k := range keys {
		index[k] = append(index[k], i)
	}
	return index
}

// from returns the lines at or after pos whose key is k, in order.
func (x lineIndex) from(k string, pos int) []int {
	lines := x[k]
	return lines[sort.SearchInts(lines, pos):]
}

// squash collapses runs of whitespace into one space and trims, so that echoes compare equal
// across re-indentation and line wrapping.
func squash(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
