package grammars

import (
	"testing"
)

// Siblings are ranked by closeness to the anchor: the names' shared words and edit distance
// bring DATE_SUB next to DATE_ADD and LOWER next to UPPER; a catalog signature that agrees
// (arity, result) brings a call forward past names that only look alike.
func TestRank(t *testing.T) {
	g, err := Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	first := func(construct string) []string {
		t.Helper()
		sibs, err := g.Siblings(construct)
		if err != nil {
			t.Fatal(err)
		}
		ans, err := g.Find(construct)
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rank(ans[0], sibs)
		if len(r) != len(sibs) {
			t.Fatalf("Rank kept %d of %d siblings", len(r), len(sibs))
		}
		var out []string
		for _, s := range r[:2] {
			out = append(out, s.Construct)
		}
		return out
	}
	for construct, want := range map[string]string{"DATE_ADD": "DATE_SUB", "UPPER": "LOWER", "NEXTVAL": "SETVAL"} {
		if got := first(construct); got[0] != want {
			t.Errorf("nearest sibling of %s: %v, want %s first", construct, got, want)
		}
	}
	// With a catalog (signatures made up for the test): JSON_DEPTH takes one argument and returns
	// an integer; JSON_TYPE, whose signature agrees, comes before JSON_LENGTH, whose name is
	// nearer but whose signature is not.
	before := first("JSON_DEPTH")
	g.AddFunctions([]Function{
		{Name: "JSON_DEPTH", Family: "JSON Functions", MinArgs: 1, MaxArgs: 1, Result: "integer"},
		{Name: "JSON_TYPE", Family: "JSON Functions", MinArgs: 1, MaxArgs: 1, Result: "integer"},
		{Name: "JSON_KEYS", Family: "JSON Functions", MinArgs: 2, MaxArgs: 2, Result: "json"},
		{Name: "JSON_LENGTH", Family: "JSON Functions", MinArgs: 2, MaxArgs: 3, Result: "text"},
	})
	if got := first("JSON_DEPTH"); before[0] != "JSON_LENGTH" || got[0] != "JSON_TYPE" {
		t.Errorf("nearest sibling of JSON_DEPTH: %v without a catalog, %v with one; want JSON_LENGTH, then JSON_TYPE", before, got)
	}
}

func TestSignatureDistance(t *testing.T) {
	two := &Function{MinArgs: 2, MaxArgs: 2, Result: "text", ArgTypes: []string{"json", "text"}}
	for _, c := range []struct {
		b    *Function
		want int
	}{
		{&Function{MinArgs: 2, MaxArgs: -1, Result: "TEXT", ArgTypes: []string{"json", "text"}}, 0},
		{&Function{MinArgs: 1, MaxArgs: 1, Result: "text"}, 1},
		{&Function{MinArgs: 3, MaxArgs: 3, Result: "int", ArgTypes: []string{"json", "int"}}, 3},
		{&Function{MinArgs: 0, MaxArgs: -1}, 0},
	} {
		if got := signatureDistance(two, c.b); got != c.want {
			t.Errorf("signatureDistance(%+v) = %d, want %d", c.b, got, c.want)
		}
	}
}
