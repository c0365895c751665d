package testfmt

import (
	"reflect"
	"strings"
	"testing"
)

func TestParsePGRegressFile(t *testing.T) {
	sqlSrc, out := readPair(t, "pg_basic.sql", "pg_basic.out")
	f, err := ParsePGRegress("pg_basic.sql", sqlSrc, out)
	if err != nil {
		t.Fatal(err)
	}
	ok, unknown := Expect{Kind: ExpectOK}, Expect{Kind: ExpectUnknown}
	want := &File{Format: PGRegress, Statements: []Statement{
		{SQL: "CREATE TABLE pt (id int, name text)", Line: 4, EndLine: 4, Expect: ok},
		{SQL: "INSERT INTO pt VALUES (1, 'one'), (2, NULL)", Line: 5, EndLine: 5, Expect: ok},
		{SQL: "SELECT id, name\n  FROM pt -- trailing comment\n  ORDER BY id", Line: 8, EndLine: 10,
			ResultLine: 11, ResultEndLine: 16,
			Expect: Expect{Kind: ExpectRows, Columns: []string{"id", "name"}, Rows: [][]string{{"1", "one"}, {"2", ""}}}},
		{SQL: "SELECT * FROM nosuch", Line: 11, EndLine: 11, ResultLine: 18, ResultEndLine: 20,
			Expect: Expect{Kind: ExpectError, Error: `relation "nosuch" does not exist`}},
		// The data lines belong to the COPY; psql does not echo them.
		{SQL: "COPY pt FROM stdin", Line: 12, EndLine: 14, Expect: ok},
		{SQL: "CREATE FUNCTION f(a int) RETURNS int AS $$\nBEGIN\n  RAISE NOTICE 'a is %', a;\n  RETURN a + 1;\nEND;\n$$ LANGUAGE plpgsql",
			Line: 15, EndLine: 20, Expect: ok},
		{SQL: "SELECT f(1) AS r", Line: 21, EndLine: 21, ResultLine: 29, ResultEndLine: 34,
			Expect: Expect{Kind: ExpectRows, Columns: []string{"r"}, Rows: [][]string{{"2"}}, Warnings: []string{"NOTICE:  a is 1"}}},
		// A | inside a value and a value spanning two lines.
		{SQL: `SELECT 'x|y' AS v, E'a\nb' AS w`, Line: 23, EndLine: 23, ResultLine: 37, ResultEndLine: 42,
			Expect: Expect{Kind: ExpectRows, Columns: []string{"v", "w"}, Rows: [][]string{{"x|y", "a\nb"}}}},
		{SQL: "SELECT count(*) AS n FROM pt", Line: 24, EndLine: 24, Expect: ok},
		{SQL: "SELECT 1 AS a, 'q' AS b", Line: 26, EndLine: 26, ResultLine: 46, ResultEndLine: 49,
			Expect: Expect{Kind: ExpectRows, Columns: []string{"a", "b"}, Rows: [][]string{{"1", "q"}}}},
		// Two statements on one line: their outputs cannot be told apart.
		{SQL: "SELECT 1", Line: 28, EndLine: 28, Expect: unknown},
		{SQL: "SELECT 2", Line: 28, EndLine: 28, Expect: unknown},
		{SQL: "DROP TABLE pt", Line: 32, EndLine: 32, Expect: ok},
	}, Skipped: []string{
		`line 22: \set VERBOSITY terse`, `line 24: \gset`, `line 25: \x`, `line 27: \x`, `line 29: \if :skip`,
		`line 30: in the \if of line 29: SELECT 'never'`, `line 31: \endif`,
	}}
	if !reflect.DeepEqual(f, want) {
		t.Errorf("got  %+v\nwant %+v", f, want)
	}
}

func TestParsePGRegressCases(t *testing.T) {
	type stmt struct {
		sql       string
		line, end int
		res, rEnd int
		expect    Expect
	}
	unknown := Expect{Kind: ExpectUnknown}
	tests := []struct {
		name    string
		sql     string
		out     string // "" means no .out
		want    []stmt
		skipped []string
	}{
		{
			name: "no output file",
			sql:  "SELECT 1;\nSELECT 'a\\';\n",
			want: []stmt{{"SELECT 1", 1, 1, 0, 0, unknown}, {`SELECT 'a\'`, 2, 2, 0, 0, unknown}},
		},
		{
			name: "error details and blank lines after the output",
			sql:  "SELECT 1/0;\n\n\nSELECT 2 AS two;\n",
			out: "SELECT 1/0;\nERROR:  division by zero\nCONTEXT:  SQL function \"f\"\nPL/pgSQL function g() line 3\n\n\n" +
				"SELECT 2 AS two;\n two \n-----\n   2\n(1 row)\n\n",
			want: []stmt{
				{"SELECT 1/0", 1, 1, 2, 4, Expect{Kind: ExpectError, Error: "division by zero"}},
				{"SELECT 2 AS two", 4, 4, 8, 12, Expect{Kind: ExpectRows, Columns: []string{"two"}, Rows: [][]string{{"2"}}}},
			},
		},
		{
			name: "notices only, footer off, row count mismatch",
			sql:  "DROP TABLE IF EXISTS x;\nSELECT 1 AS a;\nSELECT 2 AS b;\n",
			out: "DROP TABLE IF EXISTS x;\nNOTICE:  table \"x\" does not exist, skipping\nSELECT 1 AS a;\n a \n---\n 1\n\n" +
				"SELECT 2 AS b;\n b \n---\n 2\n(5 rows)\n\n",
			want: []stmt{
				{"DROP TABLE IF EXISTS x", 1, 1, 2, 2, Expect{Kind: ExpectOK, Warnings: []string{`NOTICE:  table "x" does not exist, skipping`}}},
				{"SELECT 1 AS a", 2, 2, 4, 7, Expect{Kind: ExpectRows, Columns: []string{"a"}, Rows: [][]string{{"1"}}}},
				{"SELECT 2 AS b", 3, 3, 9, 13, unknown},
			},
		},
		{
			name: "meta-commands that end statements and those that do not",
			sql:  "SELECT 1 AS x\n\\gx\nSELECT $1 \\bind 5 \\g\nSELECT 'a' \\gdesc\nSELECT\n\\echo hi\n2;\n",
			out: "SELECT 1 AS x\n\\gx\n-[ RECORD 1 ]\nx | 1\n\nSELECT $1 \\bind 5 \\g\n ?column? \n----------\n 5\n(1 row)\n\n" +
				"SELECT 'a' \\gdesc\n Column | Type \n--------+------\n ?column? | text\n(1 row)\n\nSELECT\n\\echo hi\nhi\n2;\n ?column? \n----------\n        2\n(1 row)\n\n",
			want: []stmt{
				{"SELECT 1 AS x", 1, 1, 3, 5, Expect{Kind: ExpectRows, Columns: []string{"x"}, Rows: [][]string{{"1"}}}},
				{"SELECT $1", 3, 3, 7, 11, Expect{Kind: ExpectRows, Columns: []string{"?column?"}, Rows: [][]string{{"5"}}}},
				{"SELECT 'a'", 4, 4, 13, 17, unknown},
				{"SELECT\n2", 5, 7, 22, 26, Expect{Kind: ExpectRows, Columns: []string{"?column?"}, Rows: [][]string{{"2"}}}},
			},
			skipped: []string{`line 2: \gx`, `line 3: \bind 5 \g`, `line 4: \gdesc`, `line 6: \echo hi`},
		},
		{
			name: "expanded output with a wrapped value and an empty result",
			sql:  "\\x on\nSELECT E'p\\nq' AS v, 1 AS n;\nSELECT 1 WHERE false;\n",
			out:  "\\x on\nSELECT E'p\\nq' AS v, 1 AS n;\n-[ RECORD 1 ]\nv | p+\n  | q\nn | 1\n\nSELECT 1 WHERE false;\n(0 rows)\n\n",
			want: []stmt{
				{`SELECT E'p\nq' AS v, 1 AS n`, 2, 2, 3, 7, Expect{Kind: ExpectRows, Columns: []string{"v", "n"}, Rows: [][]string{{"p\nq", "1"}}}},
				{"SELECT 1 WHERE false", 3, 3, 9, 10, Expect{Kind: ExpectRows}},
			},
			skipped: []string{`line 1: \x on`},
		},
		{
			name: "output that does not align and unknown shapes",
			sql:  "COPY t TO stdout;\nSELECT 1;\nSELECT 'unterminated;\n",
			out:  "COPY t TO stdout;\n1\tone\nsomething else\n",
			want: []stmt{
				{"COPY t TO stdout", 1, 1, 2, 3, unknown},
				{"SELECT 1", 2, 2, 0, 0, unknown},
				{"SELECT 'unterminated;", 3, 3, 0, 0, unknown},
			},
		},
		{
			name: "unterminated COPY data and dollar quotes",
			sql:  "CREATE FUNCTION g() RETURNS text AS $f$ SELECT ';' $f$ LANGUAGE sql;\nCOPY t FROM STDIN;\na;b\n",
			want: []stmt{
				{"CREATE FUNCTION g() RETURNS text AS $f$ SELECT ';' $f$ LANGUAGE sql", 1, 1, 0, 0, unknown},
				{"COPY t FROM STDIN", 2, 3, 0, 0, unknown},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out []byte
			if tt.out != "" {
				out = []byte(tt.out)
			}
			f, err := ParsePGRegress("x.sql", []byte(tt.sql), out)
			if err != nil {
				t.Fatal(err)
			}
			var got []stmt
			for _, st := range f.Statements {
				got = append(got, stmt{st.SQL, st.Line, st.EndLine, st.ResultLine, st.ResultEndLine, st.Expect})
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

func FuzzParsePGRegress(f *testing.F) {
	sqlSrc, out := readPair(f, "pg_basic.sql", "pg_basic.out")
	f.Add(string(sqlSrc), string(out))
	f.Add("\\x\nSELECT 1;\n", "\\x\nSELECT 1;\n-[ RECORD 1 ]\n  | +\n")
	f.Fuzz(func(t *testing.T, sqlSrc, out string) {
		file, err := ParsePGRegress("f.sql", []byte(sqlSrc), []byte(out))
		if err != nil {
			t.Fatal(err) // the format has no fatal errors
		}
		lines := strings.Count(out, "\n") + 1
		for _, st := range file.Statements {
			if st.ResultEndLine < st.ResultLine || st.ResultEndLine > lines {
				t.Fatalf("result lines %d-%d outside 1-%d", st.ResultLine, st.ResultEndLine, lines)
			}
		}
	})
}
