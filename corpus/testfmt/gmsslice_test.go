package testfmt

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// gmsSliceFixture is a gms test file with the constructs a lexical scan can trip on: braces in
// strings, raw strings, runes and comments; cases in a map, in a func body, behind a pointer,
// qualified, nested lists; func types and bodies whose result type names a case type; constants
// in a group beside a composite literal; a plan table that holds no case; an unkeyed literal.
const gmsSliceFixture = `// Package queries holds engine tests. A brace in a comment: {
package queries

import (
	"github.com/dolthub/go-mysql-server/sql"
)

const greeting = "hello" + ` + "` world`" + `

var (
	tableName = "t1"
	Lists     = [][]QueryTest{{{Query: "SELECT 1", Expected: []sql.Row{{1}}}}}
	suffix    = " LIMIT 1"
)

type Harness struct {
	make func() QueryTest
	n    int
}

var QueryTests = []QueryTest{
	{
		Query:    "SELECT '" + greeting + "'",
		Expected: []sql.Row{{"hello world"}},
	},
	{
		Query: ` + "`SELECT '{' FROM ` + tableName + ` -- }`" + `,
		Expected: []sql.Row{{"{"}},
	}, {Query: "SELECT '}'" + suffix, Expected: []sql.Row{{'}'}}},
	{
		Query:       "SELECT * FROM missing",
		ExpectedErr: sql.ErrTableNotFound,
	},
}

var ByName = map[string]ScriptTest{
	"first": {
		Name:        "map value",
		SetUpScript: []string{"CREATE TABLE m (a int)"},
		Assertions: []ScriptTestAssertion{
			{Query: "SELECT a FROM m", Expected: []sql.Row{}},
		},
	},
}

func makeTests() []ScriptTest {
	if len(tableName) > 0 {
		return []ScriptTest{
			{
				Name: "from a func",
				Assertions: []ScriptTestAssertion{
					{Query: "SELECT /* { */ 2", Expected: []sql.Row{{2}}},
				},
			},
		}
	}
	return nil
}

func one() QueryTest {
	return QueryTest{Query: "SELECT 3", Expected: []sql.Row{{3}}}
}

var Pointers = []*ScriptTest{
	{
		Name: "pointer element",
		Assertions: []ScriptTestAssertion{
			{
				Query:    "SELECT \"}\"",
				Expected: []sql.Row{{"}"}},
				Skip:     true,
			},
			{
				Query:    "SELECT x FROM " + notAConstant(),
				Expected: rows,
			},
		},
	},
}

var Typed = []interface{}{
	queries.ScriptTest{Name: "qualified", Assertions: []ScriptTestAssertion{{Query: "SELECT 4"}}},
	&ScriptTest{Name: "address", Assertions: []ScriptTestAssertion{{Query: "SELECT 5"}}},
}

var Plans = []QueryPlanTest{
	{Query: "SELECT 6", ExpectedPlan: "Project\n └─ {}\n"},
}

var Unkeyed = []QueryErrorTest{{"SELECT 7", nil}}
`

// skippedIn returns the entries of File.Skipped on lines lo..hi.
func skippedIn(skipped []string, lo, hi int) []string {
	var out []string
	for _, s := range skipped {
		var l int
		if _, err := fmt.Sscanf(s, "line %d:", &l); err == nil && l >= lo && l <= hi {
			out = append(out, s)
		}
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestIndexGMSFindsEveryCase: every case ParseGMS reads from the whole file is a span of the
// index with the same lines, and every span is a case or a literal ParseGMS passes over.
func TestIndexGMSFindsEveryCase(t *testing.T) {
	src := []byte(gmsSliceFixture)
	whole, err := ParseGMS("queries.go", src)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range whole.Cases {
		names = append(names, c.Name)
	}
	// The fixture's cases, so that a fixture ParseGMS reads differently does not pass unseen.
	want := []string{"SELECT 1", "SELECT 'hello world'", "SELECT '{' FROM t1 -- }", "SELECT '}' LIMIT 1", "SELECT * FROM missing",
		"map value", "from a func", "SELECT 3", "pointer element", "qualified", "address"}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("the whole file reads as cases %q, want %q", names, want)
	}
	ix, err := IndexGMS(src)
	if err != nil {
		t.Fatal(err)
	}
	spans := map[[2]int]bool{}
	for _, s := range ix.Cases {
		spans[[2]int{s.Line, s.EndLine}] = true
	}
	for _, c := range whole.Cases {
		if !spans[[2]int{c.Line, c.EndLine}] {
			t.Errorf("case %q (lines %d-%d) has no span in the index %+v", c.Name, c.Line, c.EndLine, ix.Cases)
		}
		delete(spans, [2]int{c.Line, c.EndLine})
	}
	for s := range spans {
		if len(skippedIn(whole.Skipped, s[0], s[1])) == 0 {
			t.Errorf("span %v is neither a case nor a literal the parser passes over", s)
		}
	}
}

// TestSliceGMSEveryLine slices the fixture at every line and at pairs of lines far apart: the
// slice must read as exactly the cases of the whole file on those lines (same statements,
// expectations and lines), with the constructs passed over there and nowhere else.
func TestSliceGMSEveryLine(t *testing.T) {
	src := []byte(gmsSliceFixture)
	whole, err := ParseGMS("queries.go", src)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(gmsSliceFixture, "\n")
	check := func(changed []LineRange) {
		t.Helper()
		slice, ok := SliceGMS(src, changed)
		if !ok {
			// Only a change to a declaration a case may name asks for the whole file.
			for _, r := range changed {
				for l := r.From; l <= r.To; l++ {
					line := strings.Split(gmsSliceFixture, "\n")[l-1]
					if strings.Contains(line, "greeting =") || strings.Contains(line, "tableName =") || strings.Contains(line, "suffix    =") {
						return
					}
				}
			}
			t.Fatalf("lines %v: no slice", changed)
		}
		got, err := ParseGMS("queries.go", slice)
		if err != nil {
			t.Fatalf("lines %v: the slice does not parse: %v\n%s", changed, err, slice)
		}
		var want []Case
		var skipped []string
		for _, c := range whole.Cases {
			for _, r := range changed {
				if c.Line <= r.To && r.From <= c.EndLine {
					want = append(want, c)
					skipped = append(skipped, skippedIn(whole.Skipped, c.Line, c.EndLine)...)
					break
				}
			}
		}
		if !reflect.DeepEqual(got.Cases, want) {
			t.Fatalf("lines %v: slice reads\n%+v\nwant\n%+v", changed, got.Cases, want)
		}
		// The unkeyed literal is passed over without being a case, so the slice may list more
		// than the cases' entries, but only what the whole file lists.
		for _, s := range got.Skipped {
			if !containsString(whole.Skipped, s) {
				t.Fatalf("lines %v: the slice passes over %q, which the whole file does not", changed, s)
			}
		}
		for _, s := range skipped {
			if !containsString(got.Skipped, s) {
				t.Fatalf("lines %v: the slice misses %q", changed, s)
			}
		}
	}
	for l := 1; l <= lines; l++ {
		check([]LineRange{{l, l}})
		check([]LineRange{{l, l}, {lines + 1 - l, lines + 1 - l}})
	}
	check([]LineRange{{1, lines}})
}

// TestSliceGMSDeclines: a change to a constant a case names, and text a lexical scan cannot
// vouch for, send the caller to the whole file.
func TestSliceGMSDeclines(t *testing.T) {
	src := []byte(gmsSliceFixture)
	at := func(s string) int {
		return strings.Count(gmsSliceFixture[:strings.Index(gmsSliceFixture, s)], "\n") + 1
	}
	for _, decl := range []string{"const greeting", "tableName = ", "suffix    = "} {
		if _, ok := SliceGMS(src, []LineRange{{at(decl), at(decl)}}); ok {
			t.Errorf("a change to %q was sliced", decl)
		}
	}
	if _, ok := SliceGMS(src, []LineRange{{at("Lists"), at("Lists")}}); !ok {
		t.Errorf("a change to a list of cases beside the constants was not sliced")
	}
	for _, bad := range []string{
		"package q\n\nvar X = []QueryTest{{Query: `SELECT 1}}\n",
		"package q\n\nvar X = []QueryTest{{Query: \"SELECT 1}}\n",
		"package q\n\n/* var X = []QueryTest{{Query: \"SELECT 1\"}}\n",
		"package q\n\nvar X = []QueryTest{{Query: \"SELECT 1\"}\n",
		"package q\n\nvar X = []QueryTest{{Query: \"SELECT 1\"}}}\n",
	} {
		if ix, err := IndexGMS([]byte(bad)); err == nil {
			t.Errorf("%q indexed as %+v", bad, ix.Cases)
		}
	}
}
