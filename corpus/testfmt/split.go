package testfmt

import (
	"strings"

	"github.com/reaper-sql/reaper/base/sqllex"
)

// Piece is one statement cut out of SQL source by SplitSQL.
type Piece struct {
	// Text is the statement without its delimiter, with the whitespace and comments before it and
	// the whitespace after it removed; comments inside it are kept, so it reads as written.
	Text string
	// Line and EndLine are the 1-based lines of the first and last character of Text.
	Line    int
	EndLine int
}

// SplitSQL cuts src into statements ended by delim (";" when empty). It knows enough SQL lexing
// not to cut inside a literal or comment: '...', "..." and `...` quotes with doubled-quote and
// backslash escapes, -- and # line comments, /* */ block comments and PostgreSQL dollar quotes
// ($$...$$, $tag$...$tag$). MySQL /*! ... */ and /*+ ... */ are kept as statement text because the
// server executes them. Pieces holding only comments are dropped.
//
// The splitter has no dialect, so it settles the clashes between dialects for the common case:
// -- starts a comment even without the space MySQL requires after it, and # starts a comment only
// at the start of a line or before a statement, because in PostgreSQL # and #> are operators.
//
// Malformed input never fails: an unterminated quote or comment runs to the end of src, and the
// text up to there is the last piece.
func SplitSQL(src, delim string) []Piece {
	if delim == "" {
		delim = ";"
	}
	s := newSplitter(src, genericSQL)
	var pieces []Piece
	for !s.atEOF() {
		if p, ok, _ := s.next(delim); ok {
			pieces = append(pieces, p)
		}
	}
	return pieces
}

// escapeRule says where a backslash escapes the next character inside quotes.
type escapeRule int

const (
	escapeNone escapeRule = iota
	// escapeAll: in every quoted string and identifier (MySQL, and mysqltest's own reader).
	escapeAll
	// escapeEString: only in PostgreSQL E'...' strings; a plain '\' is a complete literal there.
	escapeEString
)

// dialect selects the lexical rules the splitter follows; each parser picks the rules of the
// program that reads its files (the mysql client, mysqltest, psql).
type dialect struct {
	dashComments   bool // -- to the end of the line
	hashComments   bool // # to the end of the line, at a line start or before a statement
	blockComments  bool // /* */, keeping /*! */ and /*+ */ as text
	nestedComments bool // /* /* */ */ nests, as in PostgreSQL
	backticks      bool // `quoted identifiers`
	backslash      escapeRule
	dollarQuotes   bool // PostgreSQL $tag$ ... $tag$
	metaCommands   bool // an unquoted backslash starts a psql meta-command, which ends the scan
}

var (
	genericSQL = dialect{dashComments: true, hashComments: true, blockComments: true,
		backticks: true, backslash: escapeAll, dollarQuotes: true}
	// mysqltest knows quotes but not comments: it cuts at a delimiter inside a comment too.
	mtrSQL  = dialect{backticks: true, backslash: escapeAll}
	psqlSQL = dialect{dashComments: true, blockComments: true, nestedComments: true,
		backslash: escapeEString, dollarQuotes: true, metaCommands: true}
)

// stopReason tells why splitter.next returned.
type stopReason int

const (
	stopDelim stopReason = iota // the delimiter ended the piece and was consumed
	stopEOF                     // the source ended
	stopMeta                    // a psql meta-command starts at the current position
)

// splitter reads statements one at a time, so that a parser can change the delimiter or read
// non-SQL lines (mtr commands, COPY data) between them.
type splitter struct {
	src  string
	pos  int
	line int // 1-based line of pos
	d    dialect
}

func newSplitter(src string, d dialect) *splitter {
	return &splitter{src: src, line: 1, d: d}
}

func (s *splitter) atEOF() bool { return s.pos >= len(s.src) }

// advanceTo moves to offset end, counting the lines passed.
func (s *splitter) advanceTo(end int) {
	end = min(end, len(s.src))
	s.line += strings.Count(s.src[s.pos:end], "\n")
	s.pos = end
}

// next reads one piece ended by delim. ok is false when the piece held no statement text.
func (s *splitter) next(delim string) (p Piece, ok bool, stop stopReason) {
	if delim == "" {
		delim = ";" // an empty delimiter would match everywhere and never advance
	}
	start, startLine := -1, 0
	cut := func() (Piece, bool) {
		if start < 0 {
			return Piece{}, false
		}
		text := strings.TrimRight(s.src[start:s.pos], " \t\r\n\f\v")
		return Piece{Text: text, Line: startLine, EndLine: startLine + strings.Count(text, "\n")}, true
	}
	for !s.atEOF() {
		// The delimiter is tested first so that DELIMITER $$ wins over a dollar quote.
		if strings.HasPrefix(s.src[s.pos:], delim) {
			p, ok := cut()
			s.advanceTo(s.pos + len(delim))
			return p, ok, stopDelim
		}
		if s.skipIgnorable(start < 0) {
			continue
		}
		if s.d.metaCommands && s.src[s.pos] == '\\' {
			p, ok := cut()
			return p, ok, stopMeta
		}
		if start < 0 {
			start, startLine = s.pos, s.line
		}
		s.advanceTo(s.tokenEnd())
	}
	p, ok = cut()
	return p, ok, stopEOF
}

// skipBlank moves past whitespace and comments.
func (s *splitter) skipBlank() {
	for !s.atEOF() && s.skipIgnorable(true) {
	}
}

// skipSpace moves past whitespace only.
func (s *splitter) skipSpace() {
	for !s.atEOF() && sqllex.IsSpace(s.src[s.pos]) {
		s.advanceTo(s.pos + 1)
	}
}

// skipIgnorable moves past one whitespace character or comment at the current position and
// reports whether there was one. beforeText says no statement text has been read yet.
func (s *splitter) skipIgnorable(beforeText bool) bool {
	src, i := s.src, s.pos
	switch {
	case sqllex.IsSpace(src[i]):
		s.advanceTo(i + 1)
	case s.d.dashComments && strings.HasPrefix(src[i:], "--"),
		s.d.hashComments && src[i] == '#' && (beforeText || sqllex.AtLineStart(src, i)):
		s.advanceTo(sqllex.LineEnd(src, i))
	case s.d.blockComments && strings.HasPrefix(src[i:], "/*") && !isExecutedComment(src[i:]):
		s.advanceTo(s.commentEnd(i))
	default:
		return false
	}
	return true
}

// tokenEnd returns the end of the quoted string, dollar quote or executed comment that starts at
// the current position, or the next offset for any other character.
func (s *splitter) tokenEnd() int {
	src, i := s.src, s.pos
	switch c := src[i]; {
	case c == '\'' || c == '"' || (c == '`' && s.d.backticks):
		return quoteEnd(src, i, s.escapes(i))
	case c == '$' && s.d.dollarQuotes:
		if tag := sqllex.DollarTag(src, i); tag != "" {
			body := i + len(tag)
			if j := strings.Index(src[body:], tag); j >= 0 {
				return body + j + len(tag)
			}
			return len(src)
		}
	case s.d.blockComments && isExecutedComment(src[i:]):
		return s.commentEnd(i)
	}
	return i + 1
}

// escapes reports whether a backslash escapes inside the quote that starts at offset i.
func (s *splitter) escapes(i int) bool {
	switch s.d.backslash {
	case escapeAll:
		return true
	case escapeEString:
		return sqllex.EString(s.src, i)
	}
	return false
}

// commentEnd returns the offset after the block comment that starts at offset i, or len(src)
// when it is not closed.
func (s *splitter) commentEnd(i int) int {
	if end, _ := sqllex.BlockCommentEnd(s.src, i, s.d.nestedComments); end >= 0 {
		return end
	}
	return len(s.src)
}

// takeLine returns the rest of the current line without its line break and moves past it.
func (s *splitter) takeLine() string {
	end := sqllex.LineEnd(s.src, s.pos)
	text := strings.TrimSuffix(s.src[s.pos:end], "\r")
	s.advanceTo(end + 1)
	return text
}

// skipToLine moves past the first later line that reads term (ignoring surrounding whitespace),
// starting with the line after the current position unless that is a line start. It returns
// that line's number, or false when the source ends first.
func (s *splitter) skipToLine(term string) (int, bool) {
	if s.pos > 0 && s.src[s.pos-1] != '\n' {
		s.advanceTo(sqllex.LineEnd(s.src, s.pos) + 1)
	}
	for !s.atEOF() {
		line := s.line
		if strings.TrimSpace(s.takeLine()) == term {
			return line, true
		}
	}
	return 0, false
}

// quoteEnd returns the offset after the quoted text that starts at offset i, or len(src) when the
// quote is not closed (sqllex.QuoteEnd).
func quoteEnd(src string, i int, backslash bool) int {
	end, _, _ := sqllex.QuoteEnd(src, i, backslash)
	return end
}

// isExecutedComment reports whether s starts a comment that MySQL executes or reads as hints.
func isExecutedComment(s string) bool {
	return strings.HasPrefix(s, "/*!") || strings.HasPrefix(s, "/*+")
}

// firstLine returns the first line of s, marked with "..." when more follow, for listing a
// statement in File.Skipped.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return strings.TrimRight(s[:i], " \t\r") + " ..."
	}
	return s
}
