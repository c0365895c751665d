package testfmt

import (
	"reflect"
	"strings"
	"testing"
)

const guRegistry = `package function

import (
	"example.com/engine/sql"
	"example.com/engine/sql/expression/function/geo"
	"example.com/engine/sql/expression/function/agg"
)

var BuiltIns = []sql.Function{
	sql.Function1{Name: "dayname", Fn: NewDayName},
	sql.FunctionN{Name: "concat", Fn: NewConcat},
	sql.FunctionN{Name: "st_pointfromwkb", Fn: geo.NewPointFromWKB},
	sql.Function1{Name: "ceil", Fn: NewCeil},
	sql.Function1{Name: "ceiling", Fn: NewCeil},
	sql.Function1{Name: "avg", Fn: func(ctx *sql.Context, e sql.Expression) sql.Expression { return agg.NewAvg(e) }},
	sql.Function1{Name: "odd", Fn: func(e sql.Expression) sql.Expression { return NewOdd(e, true) }},
	sql.NewFunction0("now", NewNow),
}
`

func guReg(t *testing.T) *Registry {
	t.Helper()
	entries, err := ParseRegistryFile("sql/expression/function/registry.go", []byte(guRegistry), "example.com/engine")
	if err != nil {
		t.Fatal(err)
	}
	return NewRegistry(entries)
}

func TestParseRegistryFile(t *testing.T) {
	entries, err := ParseRegistryFile("sql/expression/function/registry.go", []byte(guRegistry), "example.com/engine")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range entries {
		got[e.SQL] = e.Ctor
	}
	want := map[string]string{
		"dayname":         "sql/expression/function.NewDayName",
		"concat":          "sql/expression/function.NewConcat",
		"st_pointfromwkb": "sql/expression/function/geo.NewPointFromWKB",
		"ceil":            "sql/expression/function.NewCeil",
		"ceiling":         "sql/expression/function.NewCeil",
		"avg":             "sql/expression/function/agg.NewAvg",
		"now":             "sql/expression/function.NewNow",
		// odd passes an extra argument: not a plain constructor, left out.
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("entries %v\nwant %v", got, want)
	}
	// Without go.mod the import paths resolve by the registry's top directory.
	entries, _ = ParseRegistryFile("sql/expression/function/registry.go", []byte(guRegistry), "")
	if r := NewRegistry(entries); r.Names("sql/expression/function/geo.NewPointFromWKB")[0] != "st_pointfromwkb" {
		t.Fatalf("geo constructor not resolved without a module path")
	}
	// The old map form.
	old := "package function\n\nvar defaults = map[string]sql.Function{\n\t\"year\": sql.Function1(NewYear),\n\t\"substring\": sql.FunctionN(NewSubstring),\n}\n"
	entries, _ = ParseRegistryFile("sql/expression/function/registry.go", []byte(old), "")
	if len(entries) != 2 || entries[0].SQL != "year" || entries[1].Ctor != "sql/expression/function.NewSubstring" {
		t.Fatalf("map form: %v", entries)
	}
}

const guTest = `package function

import (
	"testing"

	"github.com/stretchr/testify/require"

	"example.com/engine/sql"
	"example.com/engine/sql/expression"
	"example.com/engine/sql/types"
)

func TestDayName(t *testing.T) {
	tests := []struct {
		name  string
		input interface{}
		want  interface{}
		err   bool
		skip  bool
	}{
		{name: "date", input: "2020-01-01", want: "Wednesday"},
		{name: "quote", input: "it's", want: nil},
		{name: "bad", input: "2020-13-45", err: true},
		{name: "null", input: nil},
		{name: "int", input: 20200101},
		{name: "broken", input: "x", skip: true},
		{name: "float", input: -1.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := NewDayName(expression.NewLiteral(tt.input, types.Text))
			v, err := f.Eval(sql.NewEmptyContext(), nil)
			if tt.err {
				require.Error(t, err)
				return
			}
			require.Equal(t, tt.want, v)
		})
	}
}

func TestConcat(t *testing.T) {
	ctx := sql.NewEmptyContext()
	f := NewConcat(ctx, expression.NewLiteral("a\\b", types.LongText), expression.NewLiteral(int64(-3), types.Int64), expression.NewLiteral(2.5, types.Float64))
	_, err := f.Eval(ctx, nil)
	require.NoError(t, err)

	g := NewConcat(expression.NewGetField(0, types.Text, "x", true))
	_, _ = g.Eval(ctx, nil)

	_, err = NewCeil(expression.NewLiteral(true, types.Boolean))
	require.Error(t, err)

	h := NewUnknownThing(expression.NewLiteral(1, types.Int64))
	_ = h
	_ = NewNow()
	_ = plan.NewProject([]sql.Expression{NewCeil(expression.NewLiteral(7, types.Int64))}, nil)
	require.Error(t, NewCeil(expression.NewLiteral(8, types.Int64)).Check())
}
`

func TestParseGoUnit(t *testing.T) {
	f, err := ParseGoUnit("sql/expression/function/time_test.go", []byte(guTest), guReg(t), "example.com/engine")
	if err != nil {
		t.Fatal(err)
	}
	type st struct{ SQL, Kind string }
	got := map[string][]st{}
	for _, c := range f.Cases {
		for _, s := range c.Statements {
			got[c.Name] = append(got[c.Name], st{s.SQL, s.Expect.Kind})
		}
	}
	want := map[string][]st{
		"TestDayName": {
			{"SELECT dayname('2020-01-01')", ExpectUnknown},
			{"SELECT dayname('it''s')", ExpectUnknown},
			{"SELECT dayname('2020-13-45')", ExpectError},
			{"SELECT dayname(NULL)", ExpectUnknown},
			{"SELECT dayname('20200101')", ExpectUnknown},
			{"SELECT dayname('-1.5')", ExpectUnknown},
		},
		"TestConcat": {
			{`SELECT concat('a\\b', -3, 2.5e0)`, ExpectUnknown},
			{"SELECT ceil(TRUE)", ExpectError},
			{"SELECT now()", ExpectUnknown},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("statements\n%v\nwant\n%v", got, want)
	}
	skipped := strings.Join(f.Skipped, "\n")
	for _, s := range []string{"NewConcat: argument 1 is not a literal", "NewUnknownThing: no SQL function registered", "marked skip", "NewCeil: used inside a larger expression"} {
		if !strings.Contains(skipped, s) {
			t.Errorf("Skipped lacks %q:\n%s", s, skipped)
		}
	}
}

func TestParseGoUnitPositionalAndErrors(t *testing.T) {
	src := `package geo_test

import (
	"testing"

	"example.com/engine/sql/expression"
	"example.com/engine/sql/expression/function/geo"
	"example.com/engine/sql/types"
)

type wkbCase struct {
	in          string
	expectedErr error
}

var cases = []wkbCase{
	{"0101", nil},
	{"zz", sql.ErrInvalidArgument},
}

func TestWKB(t *testing.T) {
	for _, c := range cases {
		geo.NewPointFromWKB(expression.NewLiteral(c.in, types.Blob))
	}
	for _, c := range lookup() {
		geo.NewPointFromWKB(expression.NewLiteral(c.in, types.Blob))
	}
}
`
	f, err := ParseGoUnit("sql/expression/function/geo/wkb_test.go", []byte(src), guReg(t), "example.com/engine")
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Statements) != 2 {
		t.Fatalf("statements %+v, skipped %v", f.Statements, f.Skipped)
	}
	if s := f.Statements[0]; s.SQL != "SELECT st_pointfromwkb('0101')" || s.Expect.Kind != ExpectUnknown {
		t.Errorf("first %+v", s)
	}
	if s := f.Statements[1]; s.SQL != "SELECT st_pointfromwkb('zz')" || s.Expect.Kind != ExpectError || s.Expect.Error != "sql.ErrInvalidArgument" {
		t.Errorf("second %+v", s)
	}
	// The table of the second loop cannot be read: c.in is no literal there.
	if len(f.Skipped) != 1 || !strings.Contains(f.Skipped[0], "not a literal") {
		t.Errorf("skipped %v", f.Skipped)
	}
	if _, err := ParseGoUnit("x_test.go", []byte("package x\nfunc {"), guReg(t), ""); err == nil {
		t.Error("broken Go parsed")
	}
}
