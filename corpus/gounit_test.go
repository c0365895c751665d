package corpus

import (
	"reflect"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// A small engine imitating the shape of go-mysql-server: a function registry under sql/, a
// function in its own package and one in a sub-package, and unit tests that build them over
// literals.
const (
	guGoMod    = "module example.com/engine\n\ngo 1.22\n"
	guRegistry = `package function

import (
	"example.com/engine/sql"
	"example.com/engine/sql/expression/function/geo"
)

// BuiltIns are the functions.
var BuiltIns = []sql.Function{
	sql.Function1{Name: "dayname", Fn: NewDayName},
	sql.FunctionN{Name: "st_pointfromwkb", Fn: geo.NewPointFromWKB},
	sql.Function1{Name: "upper", Fn: NewUpper},
}
`
	guTimeV1 = "package function\n\n// NewDayName makes DAYNAME.\nfunc NewDayName(e sql.Expression) sql.Expression {\n\treturn &DayName{e}\n}\n\n// Eval evaluates.\nfunc (d *DayName) Eval(v any) (any, error) {\n\treturn day(v), nil\n}\n"
	guTimeV2 = "package function\n\n// NewDayName makes DAYNAME.\nfunc NewDayName(e sql.Expression) sql.Expression {\n\treturn &DayName{e}\n}\n\n// Eval evaluates.\nfunc (d *DayName) Eval(v any) (any, error) {\n\tt, err := toDate(v)\n\tif err != nil {\n\t\treturn nil, nil\n\t}\n\treturn day(t), nil\n}\n"
	guTestV1 = `package function

import (
	"testing"

	"github.com/stretchr/testify/require"

	"example.com/engine/sql/expression"
	"example.com/engine/sql/types"
)

func TestDayName(t *testing.T) {
	tests := []struct {
		name     string
		input    interface{}
		expected interface{}
	}{
		{name: "date", input: "2020-01-01", expected: "Wednesday"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := NewDayName(expression.NewLiteral(tt.input, types.Text))
			v, err := f.Eval(nil)
			require.NoError(t, err)
			require.Equal(t, tt.expected, v)
		})
	}
}
`
	guWKBV1 = "package geo\n\n// NewPointFromWKB makes ST_POINTFROMWKB.\nfunc NewPointFromWKB(args ...sql.Expression) (sql.Expression, error) {\n\tif len(args) < 1 && len(args) > 3 {\n\t\treturn nil, errArgs\n\t}\n\treturn &Point{args}, nil\n}\n"
	guWKBV2 = "package geo\n\n// NewPointFromWKB makes ST_POINTFROMWKB.\nfunc NewPointFromWKB(args ...sql.Expression) (sql.Expression, error) {\n\tif len(args) < 1 || len(args) > 3 {\n\t\treturn nil, errArgs\n\t}\n\treturn &Point{args}, nil\n}\n"
)

// guTestV2 adds table cases (one expecting an error, one with an apostrophe), a zero-argument
// call expected to fail, and two calls that cannot be rendered: a non-literal argument and a
// constructor the registry does not know.
var guTestV2 = strings.Replace(guTestV1, `		{name: "date", input: "2020-01-01", expected: "Wednesday"},
`, `		{name: "date", input: "2020-01-01", expected: "Wednesday"},
		{name: "bad datetime", input: "2020-02-30 25:00:00", expected: nil},
		{name: "quote", input: "it's", expected: nil},
`, 1) + `
func TestDayNameColumn(t *testing.T) {
	f := NewDayName(expression.NewGetField(0, types.Text, "d", true))
	_, _ = f.Eval(nil)
	g := NewSecretHelper(expression.NewLiteral("x", types.Text))
	_ = g
}
`

const guWKBTest = `package geo

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestPointFromWKB(t *testing.T) {
	t.Run("no arguments", func(t *testing.T) {
		_, err := NewPointFromWKB()
		require.Error(t, err)
	})
}
`

func TestMineGoUnit(t *testing.T) {
	specs := []commitSpec{
		{Msg: "Initial engine", Files: map[string]string{
			"go.mod":                                      guGoMod,
			"sql/expression/function/registry.go":         guRegistry,
			"sql/expression/function/time.go":             guTimeV1,
			"sql/expression/function/time_test.go":        guTestV1,
			"sql/expression/function/geo/wkb.go":          guWKBV1,
			"enginetest/queries/queries.go":               "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT 1\",\n\t\tExpected: []sql.Row{{1}},\n\t},\n}\n",
			"sql/expression/function/upper.go":            "package function\n\nfunc NewUpper(e sql.Expression) sql.Expression { return nil }\n",
			"sql/expression/function/geo/wkb_helper_x.go": "package geo\n",
		}},
		// 1: only a Go unit test changes: kept through gounit.
		{Msg: "DayName() returned a wrong value on bad DATETIME conversions (#2158)", Files: map[string]string{
			"sql/expression/function/time.go":      guTimeV2,
			"sql/expression/function/time_test.go": guTestV2,
		}},
		// 2: a zero-argument call in a sub-package's test.
		{Msg: "fix panic when calling ST_POINTFROMWKB() with no arguments (#2121)", Files: map[string]string{
			"sql/expression/function/geo/wkb.go":      guWKBV2,
			"sql/expression/function/geo/wkb_test.go": guWKBTest,
		}},
		// 3: the test only adds what cannot be rendered: skipped, not mined wrong.
		{Msg: "fix UPPER on columns", Files: map[string]string{
			"sql/expression/function/upper.go":      "package function\n\nfunc NewUpper(e sql.Expression) sql.Expression { return &Upper{e} }\n",
			"sql/expression/function/upper_test.go": "package function\n\nfunc TestUpper(t *testing.T) {\n\tf := NewUpper(expression.NewGetField(0, types.Text, \"s\", true))\n\t_ = f\n\t_ = NewNotRegistered(expression.NewLiteral(\"a\", types.Text))\n}\n",
		}},
		// 4: an enginetest change next to a unit test: mined as gms, as before.
		{Msg: "fix upper of NULL", Files: map[string]string{
			"sql/expression/function/upper.go":      "package function\n\nfunc NewUpper(e sql.Expression) sql.Expression { if e == nil { return nil }; return &Upper{e} }\n",
			"sql/expression/function/upper_test.go": "package function\n\nfunc TestUpper(t *testing.T) {\n\t_ = NewUpper(expression.NewLiteral(nil, types.Null))\n}\n",
			"enginetest/queries/queries.go":         "package queries\n\nvar QueryTests = []QueryTest{\n\t{\n\t\tQuery:    \"SELECT 1\",\n\t\tExpected: []sql.Row{{1}},\n\t},\n\t{\n\t\tQuery:    \"SELECT UPPER(NULL)\",\n\t\tExpected: []sql.Row{{nil}},\n\t},\n}\n",
		}},
	}
	dir := t.TempDir()
	hashes := buildRepo(t, dir, specs)
	results, sum := mineAll(t, MineOptions{Repo: dir, Workers: 2})
	if !reflect.DeepEqual(sum.Layouts, []string{testfmt.GMS, testfmt.GoUnit}) {
		t.Fatalf("layouts %v", sum.Layouts)
	}
	byCommit := map[string]*FixRecord{}
	for _, f := range kept(results) {
		byCommit[f.Commit] = f
	}
	if len(byCommit) != 3 || sum.KeptByLayout[testfmt.GoUnit] != 2 || sum.KeptByLayout[testfmt.GMS] != 1 {
		t.Fatalf("kept %d fixes by layout %v, skipped %v", len(byCommit), sum.KeptByLayout, sum.Skipped)
	}
	type stmt struct{ SQL, Kind string }
	stmts := func(f *FixRecord) []stmt {
		var out []stmt
		for _, c := range f.Tests {
			for _, s := range c.Statements {
				if !s.Key {
					t.Errorf("%s: statement %q not key", c.Name, s.SQL)
				}
				out = append(out, stmt{s.SQL, s.Expect.Kind})
			}
		}
		return out
	}

	day := byCommit[hashes[1].String()]
	if day == nil || day.Layout != testfmt.GoUnit || day.Dialect != dialect.MySQL {
		t.Fatalf("DayName fix: %+v", day)
	}
	// Only the cases the fix added: the first table case was there before.
	want := []stmt{{"SELECT dayname('2020-02-30 25:00:00')", testfmt.ExpectUnknown}, {"SELECT dayname('it''s')", testfmt.ExpectUnknown}}
	if got := stmts(day); !reflect.DeepEqual(got, want) {
		t.Fatalf("DayName statements %v, want %v", got, want)
	}
	if len(day.Tests) != 1 || day.Tests[0].Name != "sql/expression/function/time_test.go:TestDayName" {
		t.Fatalf("DayName tests %+v", day.Tests)
	}
	notes := strings.Join(day.Notes, "\n")
	if !strings.Contains(notes, "not rendered as SQL") {
		t.Errorf("notes %q do not mention the calls left out", notes)
	}

	wkb := byCommit[hashes[2].String()]
	if wkb == nil || wkb.Layout != testfmt.GoUnit {
		t.Fatalf("WKB fix: %+v", wkb)
	}
	if got := stmts(wkb); !reflect.DeepEqual(got, []stmt{{"SELECT st_pointfromwkb()", testfmt.ExpectError}}) {
		t.Fatalf("WKB statements %v", got)
	}

	if r := results[len(results)-3]; r.Commit != hashes[3].String() || r.Fix != nil || r.Skip != SkipNoCases {
		t.Fatalf("UPPER column fix: %+v", r)
	}

	upper := byCommit[hashes[4].String()]
	if upper == nil || upper.Layout != testfmt.GMS || len(upper.Tests) != 1 || upper.Tests[0].Format != testfmt.GMS {
		t.Fatalf("enginetest fix: %+v", upper)
	}

	// --layout gounit alone, and a tree without a registry detects no gounit.
	_, sum = mineAll(t, MineOptions{Repo: dir, Workers: 1, Layout: testfmt.GoUnit})
	if sum.KeptByLayout[testfmt.GoUnit] != 3 {
		t.Fatalf("--layout gounit kept %v", sum.KeptByLayout)
	}
	plain := t.TempDir()
	buildRepo(t, plain, []commitSpec{
		{Msg: "Initial", Files: map[string]string{"go.mod": guGoMod, "sql/x.go": "package sql\n", "sql/x_test.go": "package sql\n"}},
		{Msg: "fix x", Files: map[string]string{"sql/x.go": "package sql\n\nvar X = 1\n", "sql/x_test.go": "package sql\n\nvar Y = 1\n"}},
	})
	if _, sum := mineAll(t, MineOptions{Repo: plain}); reflect.DeepEqual(sum.Layouts, []string{testfmt.GoUnit}) || sum.Kept != 0 {
		t.Fatalf("tree without a registry: layouts %v, kept %d", sum.Layouts, sum.Kept)
	}
}
