package tally

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 fixes"}, {1, "1 fix"}, {2, "2 fixes"}, {-1, "-1 fixes"}} {
		if got := Plural(c.n, "fix", "fixes"); got != c.want {
			t.Errorf("Plural(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	if Noun(1, "is", "are") != "is" || Noun(3, "is", "are") != "are" {
		t.Error("Noun does not agree with its number")
	}
}

// Messages of one shape count together and are shown by the first met, never by the shape.
func TestReasons(t *testing.T) {
	var r Reasons
	r.Add("index out of range [?] with length N", "index out of range [5] with length 3", 1)
	r.Add("table not found: ?", "table not found: t1", 1)
	r.Add("index out of range [?] with length N", "index out of range [7] with length 2", 2)
	var o Reasons
	o.Add("table not found: ?", "table not found: t9", 2)
	o.Add("no agreement on n_fault after N rounds", "no agreement on n_fault after 2 rounds", 1)
	r.Merge(o)
	want := []Count{
		{"index out of range [5] with length 3", 3},
		{"table not found: t1", 3},
		{"no agreement on n_fault after 2 rounds", 1},
	}
	if got := r.Top(0); !reflect.DeepEqual(got, want) {
		t.Fatalf("Top(0) = %+v, want %+v", got, want)
	}
	if got := r.Top(2); !reflect.DeepEqual(got, want[:2]) {
		t.Fatalf("Top(2) = %+v", got)
	}
	if r.Total() != 7 {
		t.Fatalf("Total = %d, want 7", r.Total())
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Reasons
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back.Top(0), want) {
		t.Fatalf("JSON %s read back as %+v, %v", b, back.Top(0), err)
	}
	// None is an empty list, not null.
	if b, _ := json.Marshal(Reasons{}); string(b) != "[]" {
		t.Fatalf("empty Reasons marshal to %s, want []", b)
	}
}
