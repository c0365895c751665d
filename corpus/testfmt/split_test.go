package testfmt

import (
	"reflect"
	"strings"
	"testing"
)

func TestSplitSQL(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		delim string
		want  []Piece
	}{
		{"empty", "", "", nil},
		{"only comments", "-- a\n# b\n/* c */\n", ";", nil},
		{"two on one line", "SELECT 1; SELECT 2;", "", []Piece{
			{"SELECT 1", 1, 1}, {"SELECT 2", 1, 1}}},
		{"missing final delimiter", "SELECT 1;\n\nSELECT 2\n", ";", []Piece{
			{"SELECT 1", 1, 1}, {"SELECT 2", 3, 3}}},
		{"multi-line keeps interior comments", "-- lead\nSELECT a, -- x;\n  b /* ; */\nFROM t;", ";", []Piece{
			{"SELECT a, -- x;\n  b /* ; */\nFROM t", 2, 4}}},
		{"single quotes", "SELECT 'a;b', 'it''s;', 'c\\';d';SELECT 2;", ";", []Piece{
			{`SELECT 'a;b', 'it''s;', 'c\';d'`, 1, 1}, {"SELECT 2", 1, 1}}},
		{"double quotes and backticks", "SELECT \"x;\"\"y\", `a;``b` FROM t;", ";", []Piece{
			{"SELECT \"x;\"\"y\", `a;``b` FROM t", 1, 1}}},
		{"quote spanning lines", "INSERT INTO t VALUES ('a\n;b');\nSELECT 1;", ";", []Piece{
			{"INSERT INTO t VALUES ('a\n;b')", 1, 2}, {"SELECT 1", 3, 3}}},
		{"hash comment at line start", "# c;\nSELECT 1;", ";", []Piece{{"SELECT 1", 2, 2}}},
		{"hash after text is an operator", "SELECT j #> '{a}' FROM t;\nSELECT 2;", ";", []Piece{
			{"SELECT j #> '{a}' FROM t", 1, 1}, {"SELECT 2", 2, 2}}},
		{"comment after delimiter is dropped", "SELECT 1; -- done;\nSELECT 2; # done\n", ";", []Piece{
			{"SELECT 1", 1, 1}, {"SELECT 2", 2, 2}}},
		{"executed comments stay", "/*!40101 SET NAMES utf8; */;\nSELECT /*+ BKA(t) ; */ 1;", ";", []Piece{
			{"/*!40101 SET NAMES utf8; */", 1, 1}, {"SELECT /*+ BKA(t) ; */ 1", 2, 2}}},
		{"dollar quotes", "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\n" +
			"DO $body$ BEGIN PERFORM 1; END $body$;", ";", []Piece{
			{"CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql", 1, 1},
			{"DO $body$ BEGIN PERFORM 1; END $body$", 2, 2}}},
		{"parameters are not dollar quotes", "SELECT $1; SELECT a$b$c;", ";", []Piece{
			{"SELECT $1", 1, 1}, {"SELECT a$b$c", 1, 1}}},
		{"custom delimiter", "CREATE PROCEDURE p() BEGIN SELECT 1; END//\nCALL p()//", "//", []Piece{
			{"CREATE PROCEDURE p() BEGIN SELECT 1; END", 1, 1}, {"CALL p()", 2, 2}}},
		{"dollar delimiter beats dollar quote", "SELECT 1$$\nSELECT 2$$", "$$", []Piece{
			{"SELECT 1", 1, 1}, {"SELECT 2", 2, 2}}},
		{"unterminated quote runs to EOF", "SELECT 1;\nSELECT 'oops;\nSELECT 3;\n", ";", []Piece{
			{"SELECT 1", 1, 1}, {"SELECT 'oops;\nSELECT 3;", 2, 3}}},
		{"unterminated comment is dropped", "SELECT 1;\n/* open ; \n", ";", []Piece{{"SELECT 1", 1, 1}}},
		{"CRLF", "SELECT 1;\r\nSELECT\r\n 2;\r\n", ";", []Piece{{"SELECT 1", 1, 1}, {"SELECT\r\n 2", 2, 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SplitSQL(tt.src, tt.delim); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("SplitSQL(%q, %q)\n got %+v\nwant %+v", tt.src, tt.delim, got, tt.want)
			}
		})
	}
}

// The dialects differ where the generic splitter has to guess; these pin the choices each parser
// relies on.
func TestSplitterDialects(t *testing.T) {
	tests := []struct {
		name string
		d    dialect
		src  string
		want []string
	}{
		{"psql: plain string keeps backslash", psqlSQL, `SELECT 'a\'; SELECT 2;`, []string{`SELECT 'a\'`, "SELECT 2"}},
		{"psql: E string escapes", psqlSQL, `SELECT E'a\';b'; SELECT 2;`, []string{`SELECT E'a\';b'`, "SELECT 2"}},
		{"psql: nested comments", psqlSQL, "/* a /* ; */ ; */ SELECT 1;", []string{"SELECT 1"}},
		{"generic: comments do not nest", genericSQL, "SELECT 1 /* a /* ; */ ; SELECT 2 /* b /*/ ;", []string{"SELECT 1 /* a /* ; */", "SELECT 2 /* b /*/"}},
		{"generic: backslash escapes in strings", genericSQL, "SELECT 'a\\';b', \"c\\\";d\";", []string{"SELECT 'a\\';b', \"c\\\";d\""}},
		{"psql: hash is an operator", psqlSQL, "SELECT 5 # 3;\nSELECT 2;", []string{"SELECT 5 # 3", "SELECT 2"}},
		{"mysqltest: no comments", mtrSQL, "SELECT 1 /* ; */;", []string{"SELECT 1 /*", "*/"}},
		{"mysqltest: no dollar quotes", mtrSQL, "SELECT $a; SELECT $$;", []string{"SELECT $a", "SELECT $$"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSplitter(tt.src, tt.d)
			var got []string
			for !s.atEOF() {
				if p, ok, _ := s.next(";"); ok {
					got = append(got, p.Text)
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func FuzzSplitSQL(f *testing.F) {
	for _, seed := range []string{
		"SELECT 1; SELECT 2;",
		"SELECT 'a;b' -- c\n; /* d; */ SELECT $x$;$x$;",
		"CREATE PROCEDURE p() BEGIN SELECT 1; END//\n",
		"# x\nSELECT `a``;` FROM \"t\"\"\";\n/*! 1 */;",
		"SELECT 'open",
		"$$",
	} {
		f.Add(seed, ";")
		f.Add(seed, "//")
	}
	f.Fuzz(func(t *testing.T, src, delim string) {
		lines := strings.Count(src, "\n") + 1
		prevEnd := 1
		for i, p := range SplitSQL(src, delim) {
			// SQL whitespace is ASCII; U+2000 and friends are statement text.
			if p.Text == "" || strings.Trim(p.Text, " \t\r\n\f\v") != p.Text {
				t.Fatalf("piece %d %q is empty or untrimmed", i, p.Text)
			}
			if p.Line < prevEnd || p.EndLine < p.Line || p.EndLine > lines {
				t.Fatalf("piece %d %q spans lines %d-%d after line %d of %d", i, p.Text, p.Line, p.EndLine, prevEnd, lines)
			}
			if want := p.Line + strings.Count(p.Text, "\n"); p.EndLine != want {
				t.Fatalf("piece %d %q ends on line %d, want %d", i, p.Text, p.EndLine, want)
			}
			prevEnd = p.EndLine
		}
	})
}

func TestParseSQL(t *testing.T) {
	src := "-- setup\nCREATE TABLE t (a int);\n" +
		"delimiter //\n" +
		"CREATE PROCEDURE p()\nBEGIN\n  INSERT INTO t VALUES (1);\nEND//\n" +
		"DELIMITER ;\n" +
		"CALL p();\n"
	f, err := ParseSQL("x.sql", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	unknown := Expect{Kind: ExpectUnknown}
	want := &File{Format: SQL, Statements: []Statement{
		{SQL: "CREATE TABLE t (a int)", Line: 2, EndLine: 2, Expect: unknown},
		{SQL: "CREATE PROCEDURE p()\nBEGIN\n  INSERT INTO t VALUES (1);\nEND", Line: 4, EndLine: 7, Expect: unknown},
		{SQL: "CALL p()", Line: 9, EndLine: 9, Expect: unknown},
	}}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("got %+v\nwant %+v", f, want)
	}
}

func TestParseSQLErrors(t *testing.T) {
	if f, err := ParseSQL("x.sql", []byte("")); err != nil || f.Statements == nil || len(f.Statements) != 0 {
		t.Errorf("empty file: %+v, %v", f, err)
	}
	_, err := ParseSQL("dir/x.sql", []byte("SELECT 1;\n  DELIMITER  \nSELECT 2;"))
	if err == nil || err.Error() != "sql test dir/x.sql:2: DELIMITER names no delimiter" {
		t.Errorf("bare DELIMITER: got error %v", err)
	}
	// An unterminated quote keeps the rest of the file as the last statement.
	f, err := ParseSQL("x.sql", []byte("SELECT 1;\nSELECT 'a;\nSELECT 2;"))
	if err != nil || len(f.Statements) != 2 || f.Statements[1].SQL != "SELECT 'a;\nSELECT 2;" {
		t.Errorf("unterminated quote: %+v, %v", f, err)
	}
}
