package corpus

import (
	"math/rand"
	"strings"
	"testing"
)

// applyOps rebuilds both sides from a diff: the old side from ' ' and '-', the new from ' ' and '+'.
func applyOps(ops []lineOp) (string, string) {
	var a, b []string
	for _, op := range ops {
		if op.kind != '+' {
			a = append(a, op.text)
		}
		if op.kind != '-' {
			b = append(b, op.text)
		}
	}
	return strings.Join(a, "\n"), strings.Join(b, "\n")
}

func TestLineDiffRebuildsBothSides(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	words := []string{"a", "b", "c", "d", "e"}
	gen := func() string {
		n := rng.Intn(30)
		ls := make([]string, n)
		for i := range ls {
			ls[i] = words[rng.Intn(len(words))]
		}
		return strings.Join(ls, "\n")
	}
	for i := 0; i < 2000; i++ {
		a, b := gen(), gen()
		ops := lineDiff(a, b)
		ga, gb := applyOps(ops)
		if ga != a || gb != b {
			t.Fatalf("diff of %q -> %q rebuilds %q -> %q", a, b, ga, gb)
		}
		// Line numbers count up on each side.
		o, n := 0, 0
		for _, op := range ops {
			if op.kind != '+' {
				o++
				if op.old != o {
					t.Fatalf("old line %d numbered %d", o, op.old)
				}
			}
			if op.kind != '-' {
				n++
				if op.new != n {
					t.Fatalf("new line %d numbered %d", n, op.new)
				}
			}
		}
	}
}

func TestLineDiffIsMinimalOnSmallEdits(t *testing.T) {
	a := "l1\nl2\nl3\nl4\nl5\n"
	b := "l1\nl2\nX\nl4\nl5\nl6\n"
	var got []string
	for _, op := range lineDiff(a, b) {
		if op.kind != ' ' {
			got = append(got, string(op.kind)+op.text)
		}
	}
	if want := "-l3 +X +l6"; strings.Join(got, " ") != want {
		t.Fatalf("edits %q, want %q", strings.Join(got, " "), want)
	}
}

func TestUnified(t *testing.T) {
	a := "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n"
	b := "1\n2\n3\nnew\n4\n5\n6\n7\n8\n9\n10\n12\n"
	ops := lineDiff(a, b)
	want := "@@ -1,6 +1,7 @@\n 1\n 2\n 3\n+new\n 4\n 5\n 6\n@@ -8,5 +9,4 @@\n 8\n 9\n 10\n-11\n 12\n"
	if got := unified(ops, 3); got != want {
		t.Fatalf("unified:\n%s\nwant:\n%s", got, want)
	}
}
