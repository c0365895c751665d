package corpus

import (
	"fmt"
	"strings"
)

// lineOp is one line of a line diff: ' ' kept, '+' added, '-' deleted, with its line number on
// the old side (for ' ' and '-') and on the new side (for ' ' and '+'), 1-based.
type lineOp struct {
	kind     byte
	text     string
	old, new int
}

// lineDiff diffs two texts line by line (diffStrings). Past maxEdits differing lines it stops
// looking for the shortest script and reports the rest as replaced, which bounds the cost of
// rewritten files.
func lineDiff(a, b string) []lineOp {
	al, bl := splitLines(a), splitLines(b)
	edits := diffStrings(al, bl)
	ops := make([]lineOp, 0, len(edits))
	for _, e := range edits {
		switch e.kind {
		case ' ':
			ops = append(ops, lineOp{' ', al[e.i], e.i + 1, e.j + 1})
		case '-':
			ops = append(ops, lineOp{'-', al[e.i], e.i + 1, 0})
		case '+':
			ops = append(ops, lineOp{'+', bl[e.j], 0, e.j + 1})
		}
	}
	return ops
}

// diffStrings is the edit script from x to y: the common head and tail compared as text, then
// Myers' O(ND) algorithm on the rest, its strings interned to ints (equal strings, equal ints):
// a change to a long sequence costs a pass over it, not a map entry per element.
func diffStrings(x, y []string) []edit {
	pre := 0
	for pre < len(x) && pre < len(y) && x[pre] == y[pre] {
		pre++
	}
	suf := 0
	for suf < len(x)-pre && suf < len(y)-pre && x[len(x)-1-suf] == y[len(y)-1-suf] {
		suf++
	}
	out := make([]edit, 0, max(len(x), len(y))+1)
	for i := 0; i < pre; i++ {
		out = append(out, edit{' ', i, i})
	}
	ids := map[string]int{}
	for _, e := range myers(intern(ids, x[pre:len(x)-suf]), intern(ids, y[pre:len(y)-suf])) {
		out = append(out, edit{e.kind, pre + e.i, pre + e.j})
	}
	for k := suf; k > 0; k-- {
		out = append(out, edit{' ', len(x) - k, len(y) - k})
	}
	return out
}

// intern maps strings to ints, equal strings to equal ints, so that sequences of them can be
// diffed cheaply; ids is shared by the sequences to compare.
func intern(ids map[string]int, ss []string) []int {
	out := make([]int, len(ss))
	for i, s := range ss {
		id, ok := ids[s]
		if !ok {
			id = len(ids)
			ids[s] = id
		}
		out[i] = id
	}
	return out
}

// maxEdits bounds the edit distance myers searches for.
const maxEdits = 2000

type edit struct {
	kind byte
	i, j int // indices into x (for ' ' and '-') and y (for ' ' and '+')
}

// myers returns an edit script from x to y, deletions before insertions at each point.
func myers(x, y []int) []edit {
	n, m := len(x), len(y)
	if n == 0 || m == 0 {
		return replaceAll(n, m)
	}
	limit := min(n+m, maxEdits)
	off := limit + 1
	v := make([]int, 2*limit+3)
	var trace [][]int
	for d := 0; d <= limit; d++ {
		// Keep only the diagonals d can reach: memory stays O(D²) in the edit distance.
		trace = append(trace, append([]int(nil), v[off-d:off+d+1]...))
		for k := -d; k <= d; k += 2 {
			var i int
			if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
				i = v[off+k+1]
			} else {
				i = v[off+k-1] + 1
			}
			j := i - k
			for i < n && j < m && x[i] == y[j] {
				i++
				j++
			}
			v[off+k] = i
			if i >= n && j >= m {
				return backtrack(trace, off, n, m, d)
			}
		}
	}
	return replaceAll(n, m)
}

// backtrack walks the saved V arrays back from (n, m) to recover the edit script.
func backtrack(trace [][]int, off, n, m, d int) []edit {
	var rev []edit
	i, j := n, m
	for ; d > 0; d-- {
		v := trace[d] // v[d+k] is diagonal k after step d-1
		k := i - j
		var prevK int
		if k == -d || (k != d && v[d+k-1] < v[d+k+1]) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		pi := v[d+prevK]
		pj := pi - prevK
		for i > pi && j > pj {
			i--
			j--
			rev = append(rev, edit{' ', i, j})
		}
		if i == pi {
			j--
			rev = append(rev, edit{'+', i, j})
		} else {
			i--
			rev = append(rev, edit{'-', i, j})
		}
	}
	for i > 0 && j > 0 {
		i--
		j--
		rev = append(rev, edit{' ', i, j})
	}
	out := make([]edit, len(rev))
	for k := range rev {
		out[k] = rev[len(rev)-1-k]
	}
	return out
}

// replaceAll is the script that deletes all of x and inserts all of y.
func replaceAll(n, m int) []edit {
	out := make([]edit, 0, n+m)
	for i := 0; i < n; i++ {
		out = append(out, edit{'-', i, 0})
	}
	for j := 0; j < m; j++ {
		out = append(out, edit{'+', 0, j})
	}
	return out
}

// splitLines splits text into lines without their newlines; a final newline ends the last line
// rather than starting an empty one.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	s = strings.TrimSuffix(s, "\n")
	return strings.Split(s, "\n")
}

// unified renders ops as unified-diff hunks with ctx lines of context, the way `git diff` prints
// them after its header.
func unified(ops []lineOp, ctx int) string {
	var b strings.Builder
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		start := max(i-ctx, 0)
		end := i
		// Extend the hunk while the next change is within 2*ctx kept lines.
		for j := i; j < len(ops); j++ {
			if ops[j].kind != ' ' {
				end = j
				continue
			}
			if j-end > 2*ctx {
				break
			}
		}
		stop := min(end+ctx+1, len(ops))
		oldStart, newStart, oldLen, newLen := 0, 0, 0, 0
		for _, op := range ops[start:stop] {
			if op.kind != '+' {
				if oldStart == 0 {
					oldStart = op.old
				}
				oldLen++
			}
			if op.kind != '-' {
				if newStart == 0 {
					newStart = op.new
				}
				newLen++
			}
		}
		if oldStart == 0 {
			oldStart = precedingLine(ops, start, true)
		}
		if newStart == 0 {
			newStart = precedingLine(ops, start, false)
		}
		fmt.Fprintf(&b, "@@ -%d,%d +%d,%d @@\n", oldStart, oldLen, newStart, newLen)
		for _, op := range ops[start:stop] {
			b.WriteByte(op.kind)
			b.WriteString(op.text)
			b.WriteByte('\n')
		}
		i = stop
	}
	return b.String()
}

// precedingLine is the line number a hunk with no lines on one side is anchored at: the last
// line on that side before it, as git prints "-0,0" for an added file.
func precedingLine(ops []lineOp, before int, old bool) int {
	for k := before - 1; k >= 0; k-- {
		if old && ops[k].old > 0 {
			return ops[k].old
		}
		if !old && ops[k].new > 0 {
			return ops[k].new
		}
	}
	return 0
}
