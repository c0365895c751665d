package testfmt

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestParseSQLLogicTest(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		want    []stmt
		skipped []string
		errLine int
	}{
		{
			name: "statements",
			src: `# name: x.test
statement ok
CREATE TABLE t(i INTEGER)
# a comment ends the SQL
statement error
SELECT * FROM nope
----
Catalog Error: nope

statement maybe con1
SELECT 1
----
some error

statement ok con2
SELECT 2
`,
			want: []stmt{
				{"CREATE TABLE t(i INTEGER)", 2, 3, Expect{Kind: ExpectOK}, ""},
				{"SELECT * FROM nope", 5, 8, Expect{Kind: ExpectError, Error: "Catalog Error: nope"}, ""},
				{"SELECT 1", 10, 13, Expect{Kind: ExpectUnknown, Error: "some error"}, "con1"},
				{"SELECT 2", 15, 16, Expect{Kind: ExpectOK}, "con2"},
			},
		},
		{
			name: "queries",
			src: `query IT rowsort
SELECT 1, 'x y'
----
1	x y

query IR
SELECT 1, 2.5
----
1
2.5

query T
SELECT 'hello world'
----
hello world

query II
SELECT 1, 2
----
1 2

query I valuesort lbl
SELECT 1

query I con1
SELECT 3
----
# not a comment
3

query I
SELECT range(100)
----
100 values hashing to abc123

query I
SELECT 4
----
<FILE>:data/result.csv
`,
			want: []stmt{
				{"SELECT 1, 'x y'", 1, 4, Expect{Kind: ExpectRows, Columns: []string{"I", "T"}, Sort: "rowsort", Rows: [][]string{{"1", "x y"}}}, ""},
				{"SELECT 1, 2.5", 6, 10, Expect{Kind: ExpectRows, Columns: []string{"I", "R"}, Rows: [][]string{{"1", "2.5"}}}, ""},
				{"SELECT 'hello world'", 12, 15, Expect{Kind: ExpectRows, Columns: []string{"T"}, Rows: [][]string{{"hello world"}}}, ""},
				{"SELECT 1, 2", 17, 20, Expect{Kind: ExpectRows, Columns: []string{"I", "I"}, Rows: [][]string{{"1", "2"}}}, ""},
				{"SELECT 1", 22, 23, Expect{Kind: ExpectUnknown, Columns: []string{"I"}, Sort: "valuesort"}, ""},
				{"SELECT 3", 25, 29, Expect{Kind: ExpectRows, Columns: []string{"I"}, Rows: [][]string{{"# not a comment"}, {"3"}}}, "con1"},
				{"SELECT range(100)", 31, 34, Expect{Kind: ExpectUnknown, Columns: []string{"I"}}, ""},
				{"SELECT 4", 36, 39, Expect{Kind: ExpectUnknown, Columns: []string{"I"}}, ""},
			},
			skipped: []string{
				"line 34: result recorded as a hash: 100 values hashing to abc123",
				"line 39: result read from data/result.csv",
			},
		},
		{
			name: "directives",
			src: `require json

load __TEST_DIR__/db.duckdb

onlyif duckdb
statement ok
SELECT 1

mode skip

statement ok
SELECT 2

mode unskip

loop i 0 3

statement ok
SELECT ${i}

foreach x a b

statement ok
SELECT '${x}'

endloop

endloop

restart

frob nicate
and its body

halt

statement ok
SELECT 3
`,
			want: []stmt{
				{"SELECT 1", 6, 7, Expect{Kind: ExpectOK}, ""},
				// The loops are read once per iteration, the inner one inside each outer one.
				{"SELECT 0", 18, 19, Expect{Kind: ExpectOK}, ""},
				{"SELECT 'a'", 23, 24, Expect{Kind: ExpectOK}, ""},
				{"SELECT 'b'", 23, 24, Expect{Kind: ExpectOK}, ""},
				{"SELECT 1", 18, 19, Expect{Kind: ExpectOK}, ""},
				{"SELECT 'a'", 23, 24, Expect{Kind: ExpectOK}, ""},
				{"SELECT 'b'", 23, 24, Expect{Kind: ExpectOK}, ""},
				{"SELECT 2", 18, 19, Expect{Kind: ExpectOK}, ""},
				{"SELECT 'a'", 23, 24, Expect{Kind: ExpectOK}, ""},
				{"SELECT 'b'", 23, 24, Expect{Kind: ExpectOK}, ""},
			},
			skipped: []string{
				"line 1: require json",
				"line 3: load __TEST_DIR__/db.duckdb",
				"line 5: onlyif duckdb (the next record is conditional)",
				"line 11: not run under mode skip",
				"line 30: restart",
				`line 32: unknown directive "frob": record passed over`,
				"line 35: halt: the rest of the file is not read",
			},
		},
		{
			name: "foreach of pairs, the iterator in the SQL only",
			src:  "foreach t,v int,1 varchar,'x'\n\nquery I\nSELECT {v}::{t}\n----\n{v}\n\nendloop\n",
			want: []stmt{
				{"SELECT 1::int", 3, 6, Expect{Kind: ExpectRows, Columns: []string{"I"}, Rows: [][]string{{"{v}"}}}, ""},
				{"SELECT 'x'::varchar", 3, 6, Expect{Kind: ExpectRows, Columns: []string{"I"}, Rows: [][]string{{"{v}"}}}, ""},
			},
		},
		{
			name: "loops whose runs are not read from the file",
			src: "loop i 0 100\n\nstatement ok\nINSERT INTO t VALUES ({i})\n\nendloop\n\n" +
				"foreach type <numeric>\n\nstatement ok\nSELECT 1::{type}\n\nendloop\n\n" +
				"concurrentloop i 0 2\n\nstatement ok\nSELECT {i}\n\nendloop\n\n" +
				"loop i 0 2\n\nstatement ok\nSELECT {i}\nendloop\n\n",
			skipped: []string{
				"line 1: loop up to endloop at line 6: loop body of 1 statements not read",
				"line 8: foreach up to endloop at line 13: loop body of 1 statements not read",
				"line 15: concurrentloop up to endloop at line 20: loop body of 1 statements not read",
				"line 22: loop without endloop: the rest of the file is a loop body and not read",
			},
		},
		{
			name:    "unclosed loop",
			src:     "loop i 0 2\n\nstatement ok\nSELECT 1\n",
			skipped: []string{"line 1: loop without endloop: the rest of the file is a loop body and not read"},
		},
		{
			name:    "statement without SQL",
			src:     "statement ok\nSELECT 1\n\nstatement ok\n# comment\n",
			want:    []stmt{{"SELECT 1", 1, 2, Expect{Kind: ExpectOK}, ""}},
			errLine: 4,
		},
		{
			name:    "unknown statement kind",
			src:     "statement sure\nSELECT 1\n",
			errLine: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := ParseSQLLogicTest("t.test", []byte(tt.src))
			checkParseError(t, err, tt.errLine)
			if f == nil {
				t.Fatal("nil File")
			}
			if f.Format != SQLLogicTest {
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

func TestParseSQLLogicTestFile(t *testing.T) {
	src, err := os.ReadFile("testdata/slt_small.test")
	if err != nil {
		t.Fatal(err)
	}
	f, err := ParseSQLLogicTest("testdata/slt_small.test", src)
	if err != nil {
		t.Fatal(err)
	}
	checkLines(t, f)
	want := []stmt{
		{"CREATE TABLE t(i INTEGER, s VARCHAR);", 7, 8, Expect{Kind: ExpectOK}, ""},
		{"INSERT INTO t VALUES (1, 'a b'), (2, NULL)", 10, 11, Expect{Kind: ExpectOK}, ""},
		{"SELECT i, s FROM t ORDER BY i", 13, 17, Expect{Kind: ExpectRows, Columns: []string{"I", "T"},
			Rows: [][]string{{"1", "a b"}, {"2", "NULL"}}}, ""},
		{"SELECT * FROM missing", 19, 22, Expect{Kind: ExpectError,
			Error: "Catalog Error: Table with name missing does not exist"}, ""},
	}
	if got := stmts(f); !reflect.DeepEqual(got, want) {
		t.Errorf("statements:\n got %#v\nwant %#v", got, want)
	}
	if want := []string{"line 5: require parquet"}; !reflect.DeepEqual(f.Skipped, want) {
		t.Errorf("skipped = %q", f.Skipped)
	}
}

func FuzzParseSQLLogicTest(f *testing.F) {
	fuzzSeeds(f, "testdata/slt_*")
	f.Add([]byte("loop i 0 2\nstatement ok\nSELECT 1\nendloop\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := ParseSQLLogicTest("fuzz", src)
		if file == nil {
			t.Fatal("nil File")
		}
		var pe *ParseError
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("error is not a *ParseError: %v", err)
		}
		// A loop's body is read once per run, so lines repeat; each statement still lies in
		// the file.
		n := strings.Count(string(src), "\n") + 1
		for _, s := range file.Statements {
			if s.Line < 1 || s.EndLine < s.Line || s.EndLine > n {
				t.Fatalf("statement %q spans %d-%d in a file of %d lines", s.SQL, s.Line, s.EndLine, n)
			}
		}
	})
}

// A .test file is sqllogictest or mtr by its first record.
func TestIsSQLLogicTest(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"# comment\n\nstatement ok\nSELECT 1\n", true},
		{"statement error\nSELECT x\n", true},
		{"query II rowsort\nSELECT 1, 2\n----\n1\t2\n", true},
		{"hash-threshold 8\n\nstatement ok\nCREATE TABLE t(a INT)\n", true},
		{"# name: test/x.test\n\nrequire parquet\n\nstatement ok\nSELECT 1\n", true},
		{"require r/have_x.require;\nSELECT 1;\n", false},
		{"skipif mysql\nstatement ok\nSELECT 1\n", true},
		{"--source include/have_innodb.inc\nSELECT 1;\n", false},
		{"# comment\nCREATE TABLE t (a INT);\n", false},
		{"query SELECT 1;\n", false},
		{"LOAD DATA INFILE 'x' INTO TABLE t;\n", false},
		{"", false},
	} {
		if got := IsSQLLogicTest([]byte(c.src)); got != c.want {
			t.Errorf("%q: %v, want %v", c.src, got, c.want)
		}
	}
}

// A pattern matches the whole message, as DuckDB's runner reads it; a plain text is no pattern.
func TestErrorPattern(t *testing.T) {
	for _, c := range []struct {
		want, msg string
		match, ok bool
	}{
		{"<REGEX>:.*out of range.*", "Conversion Error: out of range", true, true},
		{"<REGEX>:out of range", "Conversion Error: out of range", false, true},
		{"<!REGEX>:.*internal.*", "Conversion Error: out of range", true, true},
		{"<!REGEX>:.*range.*", "Conversion Error: out of range", false, true},
		{"out of range", "Conversion Error: out of range", false, false},
	} {
		if m, ok := ErrorPattern(c.want, c.msg); m != c.match || ok != c.ok {
			t.Errorf("ErrorPattern(%q, %q) = %v, %v; want %v, %v", c.want, c.msg, m, ok, c.match, c.ok)
		}
	}
}
