// Slicing go-mysql-server test files: reading only the cases a change touches.
//
// go-mysql-server's test tables are Go files of up to a megabyte (queries.go, script_queries.go,
// and the *_plans.go files that hold no cases at all), and a commit typically changes one case
// in them. IndexGMS finds the case literals of such a file, and the package-level declarations
// whose strings a case may name, with a lexical scan that builds no syntax tree: strings, runes
// and comments are skipped, brackets matched, and the type of each composite literal read from
// the tokens before its brace (QueryTest{, []ScriptTest{, map[string]QueryTest{, or elided
// inside such a list), as ParseGMS reads it. GMSIndex.Source then writes a Go file holding only
// the chosen cases and those declarations, every kept byte on its original line, so ParseGMS
// reads from it the same cases, with the same lines, that it reads at those places in the whole
// file.
//
// Blind spots, where a caller should parse the whole file instead: a case built from a constant
// that the change redefines (GMSIndex.DeclLines says where the constants are); a package-level
// var group that mixes literals with other values (IndexGMS refuses it); syntax errors outside
// the chosen cases, which the whole file would report and the slice does not see.

package testfmt

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// LineRange is a span of 1-based lines, both ends included.
type LineRange struct{ From, To int }

// GMSSpan is one case literal of a gms test file: the lines from its opening to its closing
// brace.
type GMSSpan struct {
	Line, EndLine int
	kind          string // the case type, e.g. QueryTest
	start, end    int    // byte offsets of its { and just past its }
}

// GMSIndex locates the case literals and the package-level constant declarations of a gms
// test file; see IndexGMS.
type GMSIndex struct {
	src []byte
	// Cases are the case literals, in file order; they never nest.
	Cases []GMSSpan
	// DeclLines are the lines of the package-level const and var declarations that hold no
	// composite literal: the values a case's strings may name.
	DeclLines []LineRange
	decls     []gmsPiece
}

// gmsPiece is a stretch of the source kept in a slice.
type gmsPiece struct {
	line       int
	start, end int
	prefix     string
	suffix     string
}

// gmsTok is one token the scan remembers: its kind ('i' identifier, 'l' literal, 'o' other
// operator, or the punctuation byte itself) and where it is.
type gmsTok struct {
	kind       byte
	start, end int
}

// gmsFrame is one open bracket. For a brace, base and depth describe the composite literal's
// type as wrappers around a named type: []QueryTest is QueryTest under one wrapper, whose
// elided elements are QueryTest literals (depth 0). depth is -1 when the brace is no literal of
// a named type's list (a block, a struct type, a literal of another type).
type gmsFrame struct {
	ch    byte
	base  string
	depth int
}

// IndexGMS scans src, a go-mysql-server Go test file, for its case literals (the composite
// literals ParseGMS reads as cases). It returns an error, and the caller should parse the whole
// file, when the scan cannot vouch for the cases it finds: an unterminated string, rune or
// comment, unbalanced brackets, or a package-level var group holding a composite literal
// (whose other values could be the constants a case names).
func IndexGMS(src []byte) (*GMSIndex, error) {
	s := gmsScan{src: src, line: 1, ix: &GMSIndex{src: src}, caseDepth: -1, declStart: -1}
	if err := s.run(); err != nil {
		return nil, err
	}
	return s.ix, nil
}

type gmsScan struct {
	src  []byte
	pos  int
	line int
	ix   *GMSIndex

	ring  [32]gmsTok // the last tokens, ring[n%32] the newest
	n     int
	stack []gmsFrame
	// funcs are the stack depths at which a func keyword waits for its body's brace.
	funcs []int
	// caseDepth is the stack depth of the case literal being read, -1 outside one.
	caseDepth int
	caseStart gmsSpanStart
	// declStart is the offset of the package-level const or var declaration being read (-1
	// outside one); declGroup says it is a parenthesised group, declBraces that it holds a brace.
	declStart, declLine   int
	declGroup, declBraces bool
	declVar               bool
	// specs are the brace-free specs of the var group being read, specStart the offset of the
	// spec being read (-1 between specs) and specBraces that it holds a brace.
	specs      []gmsPiece
	specStart  int
	specLine   int
	specBraces bool
}

type gmsSpanStart struct {
	line, start int
	kind        string
}

func (s *gmsScan) tok(back int) gmsTok {
	if back >= s.n || back >= len(s.ring) {
		return gmsTok{}
	}
	return s.ring[(s.n-1-back)%len(s.ring)]
}

func (s *gmsScan) text(t gmsTok) string { return string(s.src[t.start:t.end]) }

func (s *gmsScan) is(t gmsTok, word string) bool {
	return t.kind == 'i' && string(s.src[t.start:t.end]) == word
}

func (s *gmsScan) push(kind byte, start, end int) {
	if s.declGroup && s.declVar && len(s.stack) == 1 && s.specStart < 0 && kind != ';' && kind != '(' {
		s.specStart, s.specLine, s.specBraces = start, s.line, false
	}
	s.ring[s.n%len(s.ring)] = gmsTok{kind, start, end}
	s.n++
}

// semicolon is an explicit or inserted semicolon: it ends a func type that had no body and a
// package-level declaration that is no group.
func (s *gmsScan) semicolon(at int) {
	if k := len(s.funcs); k > 0 && s.funcs[k-1] == len(s.stack) {
		s.funcs = s.funcs[:k-1]
	}
	if s.declStart >= 0 && !s.declGroup && len(s.stack) == 0 {
		s.endDecl(at)
	}
	if s.declGroup && len(s.stack) == 1 {
		s.endSpec(at)
	}
}

// endSpec ends a spec of a var group, keeping it when it holds no brace.
func (s *gmsScan) endSpec(end int) {
	if s.specStart >= 0 && !s.specBraces {
		s.specs = append(s.specs, gmsPiece{line: s.specLine, start: s.specStart, end: end, prefix: "var "})
	}
	s.specStart = -1
}

func (s *gmsScan) endDecl(end int) {
	switch {
	case !s.declBraces:
		s.ix.decls = append(s.ix.decls, gmsPiece{line: s.declLine, start: s.declStart, end: end})
		s.ix.DeclLines = append(s.ix.DeclLines, LineRange{s.declLine, s.line})
	case s.declGroup && s.declVar:
		// A var group mixing composite literals with other values: its other values, spec by spec.
		for _, p := range s.specs {
			s.ix.decls = append(s.ix.decls, p)
			s.ix.DeclLines = append(s.ix.DeclLines, LineRange{p.line, p.line + bytes.Count(s.src[p.start:p.end], []byte{'\n'})})
		}
	}
	s.declStart, s.declGroup, s.specs = -1, false, nil
}

// insertsSemicolon says whether a newline after t ends the statement, as Go's scanner decides.
func insertsSemicolon(t gmsTok) bool {
	switch t.kind {
	case 'i', 'l', ')', ']', '}':
		return true
	}
	return false
}

func (s *gmsScan) errorf(format string, args ...any) error {
	return fmt.Errorf("line %d: %s", s.line, fmt.Sprintf(format, args...))
}

func (s *gmsScan) run() error {
	src := s.src
	for s.pos < len(src) {
		c := src[s.pos]
		switch {
		case c == '\n':
			if s.n > 0 && insertsSemicolon(s.tok(0)) {
				s.semicolon(s.pos)
				s.push(';', s.pos, s.pos)
			}
			s.line++
			s.pos++
		case c == ' ' || c == '\t' || c == '\r':
			s.pos++
		case c == '/' && s.pos+1 < len(src) && src[s.pos+1] == '/':
			for s.pos < len(src) && src[s.pos] != '\n' {
				s.pos++
			}
		case c == '/' && s.pos+1 < len(src) && src[s.pos+1] == '*':
			end := bytes.Index(src[s.pos+2:], []byte("*/"))
			if end < 0 {
				return s.errorf("comment not terminated")
			}
			body := src[s.pos : s.pos+2+end+2]
			if nl := bytes.Count(body, []byte("\n")); nl > 0 {
				// A comment spanning lines acts as a newline.
				if s.n > 0 && insertsSemicolon(s.tok(0)) {
					s.semicolon(s.pos)
					s.push(';', s.pos, s.pos)
				}
				s.line += nl
			}
			s.pos += len(body)
		case c == '"' || c == '\'':
			start := s.pos
			s.pos++
			for {
				if s.pos >= len(src) || src[s.pos] == '\n' {
					return s.errorf("string or rune not terminated")
				}
				if src[s.pos] == '\\' {
					s.pos += 2
					continue
				}
				s.pos++
				if src[s.pos-1] == c {
					break
				}
			}
			s.push('l', start, s.pos)
		case c == '`':
			end := bytes.IndexByte(src[s.pos+1:], '`')
			if end < 0 {
				return s.errorf("raw string not terminated")
			}
			start := s.pos
			s.pos += end + 2
			s.line += bytes.Count(src[start:s.pos], []byte("\n"))
			s.push('l', start, s.pos)
		case isIdentByte(c):
			start := s.pos
			for s.pos < len(src) && (isIdentByte(src[s.pos]) || isDigit(src[s.pos])) {
				s.pos++
			}
			s.ident(start)
		case isDigit(c) || (c == '.' && s.pos+1 < len(src) && isDigit(src[s.pos+1])):
			start := s.pos
			for s.pos < len(src) && (isIdentByte(src[s.pos]) || isDigit(src[s.pos]) || src[s.pos] == '.') {
				s.pos++
			}
			s.push('l', start, s.pos)
		case c == '{':
			s.open()
			s.pos++
		case c == '(' || c == '[':
			if s.declStart >= 0 && c == '(' && len(s.stack) == 0 && s.tok(0).start == s.declStart {
				s.declGroup, s.specStart = true, -1
			}
			s.stack = append(s.stack, gmsFrame{ch: c, depth: -1})
			s.push(c, s.pos, s.pos+1)
			s.pos++
		case c == '}' || c == ')' || c == ']':
			if err := s.close(c); err != nil {
				return err
			}
			s.pos++
		case c == ';':
			s.semicolon(s.pos)
			s.push(';', s.pos, s.pos+1)
			s.pos++
		case c == ',' || c == ':' || c == '.' || c == '*':
			s.push(c, s.pos, s.pos+1)
			s.pos++
		default:
			s.push('o', s.pos, s.pos+1)
			s.pos++
		}
	}
	if len(s.stack) > 0 {
		return s.errorf("%c not closed", s.stack[len(s.stack)-1].ch)
	}
	if s.declStart >= 0 {
		s.endDecl(len(src))
	}
	return nil
}

// isIdentByte is a byte that may start an identifier; bytes of multi-byte runes count, so a
// Unicode identifier is read whole (and anything else non-ASCII is only inside strings and
// comments in valid Go).
func isIdentByte(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (s *gmsScan) ident(start int) {
	word := s.src[start:s.pos]
	switch {
	case string(word) == "func":
		s.funcs = append(s.funcs, len(s.stack))
	case (string(word) == "const" || string(word) == "var") && len(s.stack) == 0 && s.declStart < 0:
		s.declStart, s.declLine, s.declGroup, s.declBraces, s.declVar = start, s.line, false, false, string(word) == "var"
	}
	s.push('i', start, s.pos)
}

// open reads a brace: a func body, a type's braces, or a composite literal, which is a case when
// its type, written or elided, names one.
func (s *gmsScan) open() {
	prev := s.tok(0)
	frame := gmsFrame{ch: '{', depth: -1}
	defer func() {
		s.stack = append(s.stack, frame)
		s.push('{', s.pos, s.pos+1)
	}()
	if s.declStart >= 0 {
		s.declBraces, s.specBraces = true, true
	}
	if k := len(s.funcs); k > 0 && s.funcs[k-1] == len(s.stack) && !s.is(prev, "struct") && !s.is(prev, "interface") {
		s.funcs = s.funcs[:k-1]
		return // a func body
	}
	if s.caseDepth >= 0 {
		return // inside a case: its braces are its own
	}
	if prev.kind == 'i' {
		if s.is(prev, "struct") || s.is(prev, "interface") {
			return
		}
		base, depth, ok := s.literalType()
		if !ok {
			return
		}
		frame.base, frame.depth = base, depth
	} else if k := len(s.stack); k > 0 && (prev.kind == '{' || prev.kind == ',' || prev.kind == ':') {
		// An element of the enclosing literal with its type elided: the enclosing list's element.
		parent := s.stack[k-1]
		if parent.ch != '{' || parent.depth < 1 {
			return
		}
		frame.base, frame.depth = parent.base, parent.depth-1
	}
	if frame.depth == 0 {
		if _, ok := caseKinds[frame.base]; ok {
			s.caseDepth = len(s.stack)
			s.caseStart = gmsSpanStart{line: s.line, start: s.pos, kind: frame.base}
		}
	}
}

// literalType reads the type written before a brace, from the newest token back: a named type,
// possibly qualified, under slice, array and map wrappers (pointer stars are ignored, as the
// parser ignores them). ok is false when the tokens are no such type.
func (s *gmsScan) literalType() (base string, depth int, ok bool) {
	t := s.tok(0)
	if t.kind != 'i' {
		return "", 0, false
	}
	base = s.text(t)
	i := 1
	if s.tok(i).kind == '.' && s.tok(i+1).kind == 'i' {
		i += 2
	}
	for {
		for s.tok(i).kind == '*' {
			i++
		}
		if s.tok(i).kind != ']' {
			break
		}
		// Back to the matching [.
		nest := 0
		for ; i < len(s.ring); i++ {
			switch s.tok(i).kind {
			case ']':
				nest++
			case '[':
				nest--
			}
			if nest == 0 {
				break
			}
		}
		if i >= len(s.ring) {
			return "", 0, false
		}
		i++
		if s.is(s.tok(i), "map") {
			i++
		}
		depth++
	}
	return base, depth, true
}

func (s *gmsScan) close(c byte) error {
	open := byte('{')
	switch c {
	case ')':
		open = '('
	case ']':
		open = '['
	}
	k := len(s.stack)
	if k == 0 || s.stack[k-1].ch != open {
		return s.errorf("unbalanced %c", c)
	}
	s.stack = s.stack[:k-1]
	s.push(c, s.pos, s.pos+1)
	if s.caseDepth == k-1 {
		st := s.caseStart
		s.ix.Cases = append(s.ix.Cases, GMSSpan{Line: st.line, EndLine: s.line, kind: st.kind, start: st.start, end: s.pos + 1})
		s.caseDepth = -1
	}
	for len(s.funcs) > 0 && s.funcs[len(s.funcs)-1] > len(s.stack) {
		s.funcs = s.funcs[:len(s.funcs)-1]
	}
	if s.declStart >= 0 && s.declGroup && len(s.stack) == 0 && c == ')' {
		s.endSpec(s.pos)
		s.endDecl(s.pos + 1)
	}
	return nil
}

// Source is a Go file holding the cases of ix at the given indices, with the package-level
// declarations, every byte on its line in the original: ParseGMS reads from it those cases as it
// reads them from the whole file.
func (ix *GMSIndex) Source(cases []int) []byte {
	pieces := append([]gmsPiece(nil), ix.decls...)
	for _, k := range cases {
		c := ix.Cases[k]
		pieces = append(pieces, gmsPiece{line: c.Line, start: c.start, end: c.end,
			prefix: "var _ = []" + c.kind + "{", suffix: "}"})
	}
	sort.Slice(pieces, func(a, b int) bool { return pieces[a].start < pieces[b].start })
	var b bytes.Buffer
	b.WriteString("package p")
	line := 1
	for _, p := range pieces {
		if p.line > line {
			b.Write(bytes.Repeat([]byte{'\n'}, p.line-line))
			line = p.line
		} else {
			b.WriteByte(';')
		}
		b.WriteString(p.prefix)
		text := ix.src[p.start:p.end]
		b.Write(text)
		b.WriteString(p.suffix)
		line += bytes.Count(text, []byte{'\n'})
	}
	b.WriteByte('\n')
	return b.Bytes()
}

// CaseKey identifies case k by its type and its text: two cases with the same key read as the
// same case, wherever they stand, as long as the declarations they may name (DeclKey) are the
// same.
func (ix *GMSIndex) CaseKey(k int) string {
	c := ix.Cases[k]
	return c.kind + "\x00" + string(ix.src[c.start:c.end])
}

// DeclKey is the text of the package-level declarations a case may name.
func (ix *GMSIndex) DeclKey() string {
	var b strings.Builder
	for _, d := range ix.decls {
		b.WriteString(d.prefix)
		b.Write(ix.src[d.start:d.end])
		b.WriteByte(0)
	}
	return b.String()
}

// Touching returns the indices of the cases that share a line with one of ranges.
func (ix *GMSIndex) Touching(ranges []LineRange) []int {
	var out []int
	for k, c := range ix.Cases {
		for _, r := range ranges {
			if r.From <= c.EndLine && c.Line <= r.To {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// SliceGMS returns a Go file holding only the case literals of src that share a line with one
// of changed, with the package-level declarations their strings may name, each on its line in
// src; ParseGMS reads the same cases from it as from src at those lines. ok is false when a
// slice would not read the same (see IndexGMS, and a change to a declaration a case may name):
// parse src whole.
func SliceGMS(src []byte, changed []LineRange) (slice []byte, ok bool) {
	ix, err := IndexGMS(src)
	if err != nil || overlaps(ix.DeclLines, changed) {
		return nil, false
	}
	return ix.Source(ix.Touching(changed)), true
}

func overlaps(a, b []LineRange) bool {
	for _, x := range a {
		for _, y := range b {
			if x.From <= y.To && y.From <= x.To {
				return true
			}
		}
	}
	return false
}
