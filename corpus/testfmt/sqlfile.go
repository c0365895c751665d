package testfmt

import (
	"strings"

	"github.com/reaper-sql/reaper/base/sqllex"
)

// Plain .sql files
//
// A plain .sql file is a script for a command-line client: statements ended by ";", split by
// SplitSQL's rules. Lines reading `DELIMITER xx` (any case, at the start of a statement) change the
// delimiter as the mysql client does, so stored-program bodies stay whole. The file records no
// outcomes, so every statement gets Expect{Kind: ExpectUnknown}.

// ParseSQL reads a plain .sql file. It fails only on a DELIMITER line that names no delimiter,
// which the mysql client rejects too.
func ParseSQL(path string, src []byte) (*File, error) {
	s := newSplitter(string(src), genericSQL)
	f := &File{Format: SQL, Statements: []Statement{}}
	delim := ";"
	for {
		s.skipBlank()
		if s.atEOF() {
			return f, nil
		}
		if fields := strings.Fields(s.src[s.pos:sqllex.LineEnd(s.src, s.pos)]); strings.EqualFold(fields[0], "delimiter") {
			if len(fields) < 2 {
				return nil, &ParseError{Format: SQL, Path: path, Line: s.line, Msg: "DELIMITER names no delimiter"}
			}
			delim = fields[1]
			s.takeLine()
			continue
		}
		if p, ok, _ := s.next(delim); ok {
			f.Statements = append(f.Statements, Statement{
				SQL: p.Text, Line: p.Line, EndLine: p.EndLine, Expect: Expect{Kind: ExpectUnknown},
			})
		}
	}
}
