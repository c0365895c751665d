package testfmt

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// stmt is the part of a Statement the table tests compare.
type stmt struct {
	SQL       string
	Line, End int
	Expect    Expect
	Conn      string
}

func stmts(f *File) []stmt {
	var out []stmt
	for _, s := range f.Statements {
		out = append(out, stmt{s.SQL, s.Line, s.EndLine, s.Expect, s.Connection})
	}
	return out
}

func TestParseLogicTest(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		want    []stmt
		skipped []string
		errLine int
	}{
		{
			name: "statements and errors",
			src: `# LogicTest: local fakedist

statement ok
CREATE TABLE t (
  a INT
)

statement count 2
INSERT INTO t VALUES (1), (2)

statement error pgcode 42P01 relation "u" does not exist
SELECT * FROM u

statement error pq: duplicate key
INSERT INTO t VALUES (1)

statement notice some notice
SELECT 1
`,
			want: []stmt{
				{"CREATE TABLE t (\n  a INT\n)", 3, 6, Expect{Kind: ExpectOK}, ""},
				{"INSERT INTO t VALUES (1), (2)", 8, 9, Expect{Kind: ExpectOK}, ""},
				{"SELECT * FROM u", 11, 12, Expect{Kind: ExpectError, Error: "42P01"}, ""},
				{"INSERT INTO t VALUES (1)", 14, 15, Expect{Kind: ExpectError, Error: "pq: duplicate key"}, ""},
				{"SELECT 1", 17, 18, Expect{Kind: ExpectOK, Warnings: []string{"some notice"}}, ""},
			},
		},
		{
			name: "queries",
			src: `query IT rowsort
SELECT a, b FROM t
----
1  one
2  two

query IT colnames,partialsort(1,2)
SELECT a, b FROM t
----
a  b
1  one

query II
SELECT 1, 2
----
1
2

query T
SELECT 'a b'
----
a   b

query I nosort lbl
SELECT 1

query I
SELECT generate_series(1, 100)
----
100 values hashing to 0123abcdef

query error pgcode 22012 division by zero
SELECT 1/0
`,
			want: []stmt{
				{"SELECT a, b FROM t", 1, 5, Expect{Kind: ExpectRows, Columns: []string{"I", "T"}, Sort: "rowsort",
					Rows: [][]string{{"1", "one"}, {"2", "two"}}}, ""},
				{"SELECT a, b FROM t", 7, 11, Expect{Kind: ExpectRows, Columns: []string{"a", "b"}, Sort: "partialsort",
					Rows: [][]string{{"1", "one"}}}, ""},
				{"SELECT 1, 2", 13, 17, Expect{Kind: ExpectRows, Columns: []string{"I", "I"}, Rows: [][]string{{"1", "2"}}}, ""},
				{"SELECT 'a b'", 19, 22, Expect{Kind: ExpectRows, Columns: []string{"T"}, Rows: [][]string{{"a b"}}}, ""},
				{"SELECT 1", 24, 25, Expect{Kind: ExpectUnknown, Columns: []string{"I"}}, ""},
				{"SELECT generate_series(1, 100)", 27, 30, Expect{Kind: ExpectUnknown, Columns: []string{"I"}}, ""},
				{"SELECT 1/0", 32, 33, Expect{Kind: ExpectError, Error: "22012"}, ""},
			},
			skipped: []string{"line 30: result recorded as a hash: 100 values hashing to 0123abcdef"},
		},
		{
			name: "directives",
			src: `user testuser

statement ok
SELECT 1

user root

skipif config local
statement ok
SELECT 2

let $x
SELECT 3

repeat 2
statement ok
SELECT $x

frobnicate
whatever this is

subtest s1

halt

statement ok
SELECT 4
`,
			want: []stmt{
				{"SELECT 1", 3, 4, Expect{Kind: ExpectOK}, "user:testuser"},
				{"SELECT 2", 9, 10, Expect{Kind: ExpectOK}, ""},
				{"SELECT 3", 12, 13, Expect{Kind: ExpectUnknown}, ""},
				{"SELECT $x", 16, 17, Expect{Kind: ExpectOK}, ""},
			},
			skipped: []string{
				"line 8: skipif config local (the next record is conditional)",
				"line 12: let $x: its value is substituted into later statements",
				"line 15: repeat 2",
				`line 19: unknown directive "frobnicate": record passed over`,
				"line 24: halt: the rest of the file is not read",
			},
		},
		{
			name: "statement error message after separator",
			src:  "statement error\nSELECT x\n----\nline one\nline two\n",
			want: []stmt{{"SELECT x", 1, 5, Expect{Kind: ExpectError, Error: "line one\nline two"}, ""}},
		},
		{
			name: "truncated query at end of file",
			src:  "query I\nSELECT 1\n----\n1",
			want: []stmt{{"SELECT 1", 1, 4, Expect{Kind: ExpectRows, Columns: []string{"I"}, Rows: [][]string{{"1"}}}, ""}},
		},
		{
			name:    "statement without SQL",
			src:     "statement ok\nSELECT 1\n\nstatement ok\n\nstatement ok\nSELECT 2\n",
			want:    []stmt{{"SELECT 1", 1, 2, Expect{Kind: ExpectOK}, ""}},
			errLine: 4,
		},
		{
			name:    "unknown statement kind",
			src:     "statement maybe\nSELECT 1\n",
			errLine: 1,
		},
		{
			name:    "query without types",
			src:     "query\nSELECT 1\n",
			errLine: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := ParseLogicTest("t.test", []byte(tt.src))
			checkParseError(t, err, tt.errLine)
			if f == nil {
				t.Fatal("nil File")
			}
			if f.Format != LogicTest {
				t.Errorf("Format = %q", f.Format)
			}
			if got := stmts(f); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("statements:\n got %#v\nwant %#v", got, tt.want)
			}
			if !reflect.DeepEqual(f.Skipped, tt.skipped) {
				t.Errorf("skipped:\n got %q\nwant %q", f.Skipped, tt.skipped)
			}
		})
	}
}

func TestParseLogicTestFile(t *testing.T) {
	src, err := os.ReadFile("testdata/logic_small")
	if err != nil {
		t.Fatal(err)
	}
	f, err := ParseLogicTest("testdata/logic_small", src)
	if err != nil {
		t.Fatal(err)
	}
	checkLines(t, f)
	if len(f.Statements) != 4 {
		t.Fatalf("got %d statements, want 4", len(f.Statements))
	}
	last := f.Statements[3]
	if last.Connection != "user:testuser" || last.Expect.Kind != ExpectError || last.Expect.Error != "42501" {
		t.Errorf("last statement = %+v", last)
	}
}

// checkParseError asserts err is a *ParseError at line want, or nil when want is 0.
func checkParseError(t *testing.T, err error, want int) {
	t.Helper()
	if want == 0 {
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return
	}
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("err = %v, want a *ParseError", err)
	}
	if pe.Line != want {
		t.Errorf("ParseError line = %d, want %d (%v)", pe.Line, want, pe)
	}
}

// checkLines asserts each statement spans lines in order, within the file.
func checkLines(t *testing.T, f *File) {
	t.Helper()
	prev := 0
	for _, s := range f.Statements {
		if s.Line <= prev || s.EndLine < s.Line {
			t.Fatalf("statement %q spans %d-%d after line %d", s.SQL, s.Line, s.EndLine, prev)
		}
		prev = s.EndLine
	}
}

func fuzzSeeds(f *testing.F, glob string) {
	names, err := filepath.Glob(glob)
	if err != nil {
		f.Fatal(err)
	}
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("query I\n----\n"))
	f.Add([]byte("statement ok\r\nSELECT 1\r\n\r\n"))
}

func FuzzParseLogicTest(f *testing.F) {
	fuzzSeeds(f, "testdata/logic_*")
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := ParseLogicTest("fuzz", src)
		if file == nil {
			t.Fatal("nil File")
		}
		var pe *ParseError
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("error is not a *ParseError: %v", err)
		}
		checkLines(t, file)
		if n := strings.Count(string(src), "\n") + 1; len(file.Statements) > 0 && file.Statements[len(file.Statements)-1].EndLine > n {
			t.Fatalf("statement ends after the last line %d", n)
		}
	})
}
