package testfmt

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

func readPair(t testing.TB, a, b string) ([]byte, []byte) {
	t.Helper()
	x, err := os.ReadFile("testdata/" + a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := os.ReadFile("testdata/" + b)
	if err != nil {
		t.Fatal(err)
	}
	return x, y
}

func TestParseMTRFile(t *testing.T) {
	test, result := readPair(t, "mtr_basic.test", "mtr_basic.result")
	f, err := ParseMTR("mtr_basic.test", test, result)
	if err != nil {
		t.Fatal(err)
	}
	ok := Expect{Kind: ExpectOK}
	want := &File{Format: MTR, Statements: []Statement{
		{SQL: "DROP TABLE IF EXISTS t1", Line: 4, EndLine: 4, Expect: ok},
		{SQL: "CREATE TABLE t1 (a INT, b VARCHAR(10)) ENGINE=InnoDB", Line: 6, EndLine: 6, Expect: ok},
		{SQL: "INSERT INTO t1 VALUES (1,'x'),(2,NULL)", Line: 7, EndLine: 7, Expect: ok},
		{SQL: "SELECT a, b\n  FROM t1", Line: 8, EndLine: 10, ResultLine: 7, ResultEndLine: 9,
			Expect: Expect{Kind: ExpectRows, Columns: []string{"a", "b"}, Rows: [][]string{{"1", "x"}, {"2", "NULL"}}, Sort: "rowsort"}},
		{SQL: "SELECT * FROM t2", Line: 11, EndLine: 12, ResultLine: 11, ResultEndLine: 11,
			Expect: Expect{Kind: ExpectError, Error: "ER_NO_SUCH_TABLE"}},
		{SQL: "DROP TABLE IF EXISTS t3", Line: 13, EndLine: 13, ResultLine: 13, ResultEndLine: 14,
			Expect: Expect{Kind: ExpectOK, Warnings: []string{"Note\t1051\tUnknown table 'test.t3'"}}},
		// The connect line MariaDB prints after it is not part of the output above.
		{SQL: "SELECT 1 AS one", Line: 16, EndLine: 16, ResultLine: 17, ResultEndLine: 18, Connection: "con1",
			Expect: Expect{Kind: ExpectRows, Columns: []string{"one"}, Rows: [][]string{{"1"}}}},
		// The unexpandable eval and the if block print after it: its output cannot be told apart.
		{SQL: "SELECT a FROM t1 WHERE a = 2", Line: 19, EndLine: 19, ResultLine: 21, ResultEndLine: 28,
			Expect: Expect{Kind: ExpectUnknown}},
		{SQL: "INSERT INTO t1 VALUES (3,'z')", Line: 28, EndLine: 28, Expect: Expect{Kind: ExpectUnknown}},
		{SQL: "DROP TABLE t1", Line: 31, EndLine: 31, Expect: ok},
	}, Skipped: []string{
		"line 1: source include/have_innodb.inc",
		"line 20: eval SELECT $undefined",
		"line 21: if ($n)",
		"line 23: in the block of line 21: SELECT 'inside'",
		"line 25: in the block of line 21: SELECT * FROM nowhere",
	}}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("got  %+v\nwant %+v", f, want)
	}

	// Without the .result, only what the .test says is known.
	f, err = ParseMTR("mtr_basic.test", test, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range f.Statements {
		w := Expect{Kind: ExpectUnknown, Sort: want.Statements[i].Expect.Sort}
		if i == 4 {
			w = Expect{Kind: ExpectError, Error: "ER_NO_SUCH_TABLE"}
		}
		if st.ResultLine != 0 || !reflect.DeepEqual(st.Expect, w) {
			t.Errorf("no result: statement %d = %+v, want expect %+v", i, st, w)
		}
	}
}

func TestParseMTRCases(t *testing.T) {
	type stmt struct {
		sql    string
		line   int
		end    int
		conn   string
		expect Expect
	}
	unknown := Expect{Kind: ExpectUnknown}
	tests := []struct {
		name    string
		test    string
		result  string // "" means no .result
		want    []stmt
		skipped []string
	}{
		{
			name: "delimiter forms",
			test: "delimiter //;\nCREATE PROCEDURE p() BEGIN SELECT 1; END//\ndelimiter ;//\n" +
				"--delimiter |\nCALL p()|\n--delimiter ;\nSELECT 2;\n",
			want: []stmt{
				{"CREATE PROCEDURE p() BEGIN SELECT 1; END", 2, 2, "", unknown},
				{"CALL p()", 5, 5, "", unknown},
				{"SELECT 2", 7, 7, "", unknown},
			},
		},
		{
			name: "comments, command words and error alternatives",
			test: "# comment; SELECT 0;\n-- not a command\n--error 1146,ER_BAD_TABLE_ERROR\nSELECT * FROM t; error ER_X;\n" +
				"Disable_Warnings;\nSELECT 1; --echo hi\nsleep 1;\nSELECT 2;\n",
			want: []stmt{
				{"SELECT * FROM t", 3, 4, "", Expect{Kind: ExpectError, Error: "1146,ER_BAD_TABLE_ERROR"}},
				{"SELECT 1", 4, 6, "", Expect{Kind: ExpectError, Error: "ER_X"}},
				{"SELECT 2", 8, 8, "", unknown},
			},
		},
		{
			name: "mysqltest does not know SQL comments",
			test: "SELECT 1 /* ; */;\n",
			want: []stmt{{"SELECT 1 /*", 1, 1, "", unknown}, {"*/", 1, 1, "", unknown}},
		},
		{
			name: "connections",
			test: "--connect (con1,localhost,root,,)\nSELECT 1;\nconnect con2,localhost,root;\nSELECT 2;\n" +
				"let $c= con1;\n--connection $c\nSELECT 3;\nconnection default;\nSELECT 4;\n",
			want: []stmt{
				{"SELECT 1", 2, 2, "con1", unknown},
				{"SELECT 2", 4, 4, "con2", unknown},
				{"SELECT 3", 7, 7, "con1", unknown},
				{"SELECT 4", 9, 9, "", unknown},
			},
		},
		{
			name: "eval and let",
			test: "let $t= t1;\n--let $v = 'a b'\neval INSERT INTO $t VALUES ($v, \\$x);\n" +
				"let $q= `SELECT 1`;\neval SELECT $q;\n--eval SELECT '$t'\ninc $t;\neval SELECT $t;\n",
			want: []stmt{
				{"INSERT INTO t1 VALUES ('a b', $x)", 3, 3, "", unknown},
				{"SELECT 't1'", 6, 6, "", unknown},
			},
			skipped: []string{"line 4: let $q= `SELECT 1`", "line 5: eval SELECT $q", "line 8: eval SELECT $t"},
		},
		{
			name: "nested blocks, else and perl",
			test: "while ($i)\n{\n  if ($j) {\n    SELECT 1;\n  }\n  dec $i;\n}\nif ($k) {\nSELECT 2;\n} else {\nSELECT 3;\n}\n" +
				"--perl\nprint \"it's; not sql\\n\";\nEOF\nSELECT 4;\n",
			want: []stmt{{"SELECT 4", 16, 16, "", unknown}},
			skipped: []string{
				"line 1: while ($i)", "line 4: in the block of line 1: SELECT 1",
				"line 8: if ($k)", "line 9: in the block of line 8: SELECT 2", "line 11: in the block of line 8: SELECT 3",
				"line 13: perl",
			},
		},
		{
			name: "disable_parsing and exit",
			test: "--disable_parsing\nSELECT 1;\n--enable_parsing\nSELECT 2;\nexit;\nSELECT 3;\n",
			want: []stmt{{"SELECT 2", 4, 4, "", unknown}},
			skipped: []string{
				"line 1: disable_parsing", "line 2: after disable_parsing of line 1: SELECT 1",
				"line 5: exit; the rest of the file is not run",
			},
		},
		{
			name:   "modifiers count as the statement's lines and are used up by it",
			test:   "--replace_column 1 #\n--sorted_result\nSELECT 1;\nSELECT 2;\n",
			result: "SELECT 1;\n1\n#\nSELECT 2;\n2\n2\n",
			want: []stmt{
				{"SELECT 1", 1, 3, "", Expect{Kind: ExpectRows, Columns: []string{"1"}, Rows: [][]string{{"#"}}, Sort: "rowsort"}},
				{"SELECT 2", 4, 4, "", Expect{Kind: ExpectRows, Columns: []string{"2"}, Rows: [][]string{{"2"}}}},
			},
		},
		{
			name: "result modes",
			test: "--disable_column_names\nSELECT 1, 2;\n--enable_column_names\n--disable_result_log\nSELECT 3;\n--enable_result_log\n" +
				"--query_vertical SELECT 4 AS x\nSELECT 5;\n--error 0,ER_X\nSELECT 6;\n",
			result: "SELECT 1, 2;\n1\t2\nSELECT 3;\nSELECT 4 AS x;\nx\t4\nSELECT 5;\n5\n5\nSELECT 6;\n6\n6\n",
			want: []stmt{
				{"SELECT 1, 2", 2, 2, "", Expect{Kind: ExpectRows, Rows: [][]string{{"1", "2"}}}},
				{"SELECT 3", 5, 5, "", unknown},
				{"SELECT 4 AS x", 7, 7, "", unknown},
				{"SELECT 5", 8, 8, "", Expect{Kind: ExpectRows, Columns: []string{"5"}, Rows: [][]string{{"5"}}}},
				{"SELECT 6", 9, 10, "", Expect{Kind: ExpectRows, Columns: []string{"6"}, Rows: [][]string{{"6"}}}},
			},
		},
		{
			name: "errors, listed errors and silent statements",
			test: "--error ER_A,ER_B\nSELECT x;\nSELECT y;\n--disable_query_log\n--error ER_C\nSELECT z;\nINSERT INTO t VALUES (1);\n" +
				"--enable_query_log\n--echo\n--echo # end\n",
			result: "SELECT x;\nGot one of the listed errors\nSELECT y;\nERROR 42S22: Unknown column 'y' in 'field list'\n\n# end\n",
			want: []stmt{
				{"SELECT x", 1, 2, "", Expect{Kind: ExpectError, Error: "ER_A,ER_B"}},
				// Without --error (disable_abort_on_error) the SQLSTATE is all there is; the
				// silent failing SELECT z prints its error in the same place, so this is ambiguous.
				{"SELECT y", 3, 3, "", unknown},
				{"SELECT z", 5, 6, "", Expect{Kind: ExpectError, Error: "ER_C"}},
				{"INSERT INTO t VALUES (1)", 7, 7, "", unknown},
			},
		},
		{
			name:   "error shown without --error; empty echo trimmed; send",
			test:   "SELECT y;\n--echo\nsend SELECT 1;\nreap;\n",
			result: "SELECT y;\nERROR 42S22: Unknown column 'y' in 'field list'\n\nSELECT 1;\n1\n1\n",
			want: []stmt{
				{"SELECT y", 1, 1, "", Expect{Kind: ExpectError, Error: "42S22"}},
				{"SELECT 1", 3, 3, "", unknown},
			},
		},
		{
			name:   "result that does not align",
			test:   "SELECT 1;\nSELECT 2;\n",
			result: "something else entirely\n",
			want:   []stmt{{"SELECT 1", 1, 1, "", unknown}, {"SELECT 2", 2, 2, "", unknown}},
		},
		{
			name: "unterminated quote keeps the rest as the last statement",
			test: "SELECT 1;\nSELECT 'oops;\nSELECT 2;\n",
			want: []stmt{{"SELECT 1", 1, 1, "", unknown}, {"SELECT 'oops;\nSELECT 2;", 2, 3, "", unknown}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var result []byte
			if tt.result != "" {
				result = []byte(tt.result)
			}
			f, err := ParseMTR("x.test", []byte(tt.test), result)
			if err != nil {
				t.Fatal(err)
			}
			var got []stmt
			for _, st := range f.Statements {
				got = append(got, stmt{st.SQL, st.Line, st.EndLine, st.Connection, st.Expect})
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("statements\n got %+v\nwant %+v", got, tt.want)
			}
			if !reflect.DeepEqual(f.Skipped, tt.skipped) {
				t.Errorf("skipped\n got %q\nwant %q", f.Skipped, tt.skipped)
			}
		})
	}
}

func TestParseMTRErrors(t *testing.T) {
	tests := []struct{ test, want string }{
		{"if ($x)\nSELECT 1;\n", "mtr test x.test:1: if has no {"},
		{"SELECT 1;\nwhile ($x) {\nSELECT 2;\n", "mtr test x.test:2: block is never closed with }"},
		{"SELECT 1;\n}\n", "mtr test x.test:2: } without an open if or while block"},
		{"--delimiter\n", "mtr test x.test:1: delimiter names no delimiter"},
		{"SELECT 1;\n--write_file $f END\nx\nEOF\n", "mtr test x.test:2: write_file block has no END line"},
	}
	for _, tt := range tests {
		_, err := ParseMTR("x.test", []byte(tt.test), nil)
		var pe *ParseError
		if !errors.As(err, &pe) || err.Error() != tt.want {
			t.Errorf("%q: got %v, want %s", tt.test, err, tt.want)
		}
	}
}

func FuzzParseMTR(f *testing.F) {
	test, result := readPair(f, "mtr_basic.test", "mtr_basic.result")
	f.Add(string(test), string(result))
	f.Add("if ($a) { SELECT 1; } else {\nSELECT 2;\n}\n--perl\nEOF\n", "SELECT 2;\nWarnings:\n")
	f.Fuzz(func(t *testing.T, test, result string) {
		file, err := ParseMTR("f.test", []byte(test), []byte(result))
		if err != nil {
			return
		}
		lines := strings.Count(result, "\n") + 1
		for _, st := range file.Statements {
			if st.ResultEndLine < st.ResultLine || st.ResultEndLine > lines {
				t.Fatalf("result lines %d-%d outside 1-%d", st.ResultLine, st.ResultEndLine, lines)
			}
		}
	})
}

// The command lists are typed by hand; a word missing from mtrCommands would be read as SQL.
func TestMTRCommandLists(t *testing.T) {
	for name, set := range map[string]map[string]bool{"mtrModifiers": mtrModifiers, "mtrOutside": mtrOutside, "mtrPrinting": mtrPrinting} {
		for w := range set {
			if !mtrCommands[w] {
				t.Errorf("%s has %q, which mtrCommands lacks", name, w)
			}
		}
	}
	for _, w := range []string{"perl", "write_file", "append_file", "if", "while", "end", "let", "eval", "send_eval", "query_vertical", "connect", "source"} {
		if !mtrCommands[w] {
			t.Errorf("mtrCommands lacks %q", w)
		}
	}
}
