package testfmt

import (
	"os"
	"reflect"
	"testing"
)

func TestParseGMS(t *testing.T) {
	src, err := os.ReadFile("testdata/gms_queries.go")
	if err != nil {
		t.Fatal(err)
	}
	f, err := ParseGMS("testdata/gms_queries.go", src)
	if err != nil {
		t.Fatal(err)
	}
	type caseWant struct {
		Name      string
		Line, End int
		Setup     []stmt
		Stmts     []stmt
		Fixtures  bool
		Skipped   bool
	}
	want := []caseWant{
		{"SELECT i, s FROM mytable", 8, 11, nil, []stmt{{"SELECT i, s FROM mytable", 8, 11,
			Expect{Kind: ExpectRows, Rows: [][]string{{"1", "first row"}, {"2", "second row"}}}, ""}}, true, false},
		{"SELECT * FROM nope", 12, 15, nil, []stmt{{"SELECT * FROM nope", 12, 15,
			Expect{Kind: ExpectError, Error: "sql.ErrTableNotFound"}, ""}}, true, false},
		{"SELECT NULL, true, -1.5, 'x'", 16, 20, nil, []stmt{{"SELECT NULL, true, -1.5, 'x'", 16, 20,
			Expect{Kind: ExpectRows, Rows: [][]string{{"NULL", "true", "-1.5", "x"}}}, ""}}, true, true},
		{"json and warnings", 24, 54,
			[]stmt{
				{"CREATE TABLE t (j JSON)", 27, 27, Expect{Kind: ExpectOK}, ""},
				{`INSERT INTO t VALUES ('{"a": 1}')`, 28, 28, Expect{Kind: ExpectOK}, ""},
			},
			[]stmt{
				{"SELECT j FROM t", 31, 34, Expect{Kind: ExpectRows,
					Rows: [][]string{{`{"a": 1}`}, {"types.NewOkResult(1)"}}}, ""},
				{"SELECT 1/0", 35, 40, Expect{Kind: ExpectRows, Rows: [][]string{{"NULL"}},
					Warnings: []string{"1365: Division by 0"}}, ""},
				{"SIGNAL SQLSTATE '45000'", 41, 44, Expect{Kind: ExpectError, Error: "Unhandled user-defined exception"}, ""},
				{"SELECT NOW()", 45, 48, Expect{Kind: ExpectOK}, ""},
				{`fmt.Sprintf("SELECT %d", 1)`, 49, 52, Expect{Kind: ExpectUnknown}, ""},
			}, false, false},
		{"single assertion", 55, 59, nil, []stmt{{"SELECT 1", 55, 59,
			Expect{Kind: ExpectRows, Rows: [][]string{{"1"}}}, ""}}, false, false},
		{"INSERT INTO t VALUES (1)", 63, 68, nil, []stmt{
			{"INSERT INTO t VALUES (1)", 63, 68, Expect{Kind: ExpectRows, Rows: [][]string{{"types.NewOkResult(1)"}}}, ""},
			{"SELECT * FROM t", 63, 68, Expect{Kind: ExpectRows, Rows: [][]string{{"1"}}}, ""},
		}, true, false},
		{"clients", 74, 79, nil, []stmt{{"/* client a */ BEGIN", 77, 77,
			Expect{Kind: ExpectRows, Rows: [][]string{}}, "client:a"}}, false, false},
		{"privileges", 83, 88, nil, []stmt{{"SELECT 1", 86, 86,
			Expect{Kind: ExpectError, Error: "sql.ErrPrivilegeCheckFailed"}, "user:tester@localhost"}}, false, false},
	}
	var got []caseWant
	for _, c := range f.Cases {
		got = append(got, caseWant{c.Name, c.Line, c.EndLine, stmts(&File{Statements: c.Setup}),
			stmts(&File{Statements: c.Statements}), c.UsesFixtures, c.Skipped})
	}
	if !reflect.DeepEqual(got, want) {
		for i := range max(len(got), len(want)) {
			if i >= len(got) || i >= len(want) || !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("case %d:\n got %#v\nwant %#v", i, at(got, i), at(want, i))
			}
		}
	}
	wantSkipped := []string{
		`line 50: not a constant: fmt.Sprintf("SELECT %d", 1)`,
		"line 51: expected rows are computed: expectedRows",
	}
	if !reflect.DeepEqual(f.Skipped, wantSkipped) {
		t.Errorf("skipped:\n got %q\nwant %q", f.Skipped, wantSkipped)
	}
	if n := len(f.Statements); n != 15 {
		t.Errorf("got %d file statements, want 15", n)
	}
}

func at[T any](s []T, i int) any {
	if i < len(s) {
		return s[i]
	}
	return nil
}

func TestParseGMSMalformed(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		errLine int
		skipped []string
	}{
		{name: "not Go", src: "package q\n\nvar x = []QueryTest{\n\t{Query: \"a\"\n", errLine: 4},
		{name: "no package", src: "var x = 1\n", errLine: 1},
		{name: "unkeyed literal", src: "package q\n\nvar x = []QueryTest{{\"SELECT 1\", nil}}\n",
			skipped: []string{"line 3: QueryTest literal without field names"}},
		{name: "cyclic constants", src: "package q\n\nconst a = b\nconst b = a\n\nvar x = QueryTest{Query: a}\n",
			skipped: []string{"line 6: not a constant: a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := ParseGMS("x.go", []byte(tt.src))
			checkParseError(t, err, tt.errLine)
			if tt.errLine != 0 {
				if f != nil {
					t.Errorf("File = %+v, want nil with the error", f)
				}
				return
			}
			if !reflect.DeepEqual(f.Skipped, tt.skipped) {
				t.Errorf("skipped:\n got %q\nwant %q", f.Skipped, tt.skipped)
			}
		})
	}
}

func TestParseGMSSetupScript(t *testing.T) {
	src := `exec
create table t (i int primary key)
----

# a comment
exec
insert into t values
    (1),
    (2)
----

exec
create view v as select * from t

query
select 1
----
1
`
	f, err := ParseGMSSetupScript("mytable", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []stmt{
		{"create table t (i int primary key)", 1, 3, Expect{Kind: ExpectOK}, ""},
		{"insert into t values\n    (1),\n    (2)", 6, 10, Expect{Kind: ExpectOK}, ""},
		{"create view v as select * from t", 12, 13, Expect{Kind: ExpectOK}, ""},
	}
	if got := stmts(f); !reflect.DeepEqual(got, want) {
		t.Errorf("statements:\n got %#v\nwant %#v", got, want)
	}
	if want := []string{"line 15: query block"}; !reflect.DeepEqual(f.Skipped, want) {
		t.Errorf("skipped = %q", f.Skipped)
	}

	f, err = ParseGMSSetupScript("bad", []byte("exec\ncreate table a (i int)\n----\n\nexec\n\n"))
	checkParseError(t, err, 5)
	if f == nil || len(f.Statements) != 1 {
		t.Errorf("want the statement before the error, got %+v", f)
	}
}

// The older harness's RequiredErr expects an error; a cell ParseGMS cannot evaluate is its Go
// source, which GoSource tells from a value (though not from a string that reads like a call).
func TestParseGMSRequiredErrAndSource(t *testing.T) {
	src := "package queries\n\nvar ScriptTests = []ScriptTest{{\n\tName: \"s\",\n\tAssertions: []ScriptTestAssertion{\n" +
		"\t\t{Query: \"SELECT 1/x FROM t\", RequiredErr: true},\n" +
		"\t\t{Query: \"INSERT INTO t VALUES (1)\", Expected: []sql.Row{{types.NewOkResult(1), \"f(x)\", []byte{0x41}, int8(1)}}},\n" +
		"\t},\n}}\n"
	f, err := ParseGMS("q.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Statements) != 2 {
		t.Fatalf("read %d statements, want 2", len(f.Statements))
	}
	if e := f.Statements[0].Expect; e.Kind != ExpectError || e.Error != "" {
		t.Errorf("RequiredErr: read %+v, want an error without text", e)
	}
	var source []bool
	for _, c := range f.Statements[1].Expect.Rows[0] {
		source = append(source, GoSource(c))
	}
	if want := []bool{true, true, true, false}; !reflect.DeepEqual(source, want) {
		t.Errorf("cells %q: GoSource %v, want %v", f.Statements[1].Expect.Rows[0], source, want)
	}
}
