package corpus

import (
	"bytes"
	"sort"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// gmsParsed reads a go-mysql-server test file at the parent and at the fix (nil where the tree
// lacks it or it is over the size cap), parsing on each side only the case literals the change
// touches: its test tables are Go files of up to a megabyte of which a commit changes a case or
// two, and parsing them whole at both sides of every commit was most of the mining time. The
// cases read are those a changed line falls in, and, until none is added, those that share a
// kept line with a case read on the other side, so that a case the line diff cuts across (an
// insertion aligned to start inside its neighbour) is read on both sides and compared whole.
// namedCases finds the same changed cases among them as among all of the file's, and compares
// each with its own earlier version rather than with the first case of the file that has its
// name. A side is parsed whole, as before, when the file is new, when the change touches a
// package-level declaration a case may name, or when the slice cannot be read.
func (m *miner) gmsParsed(r *repo, ref testRef, oldTree, newTree plumbing.Hash, rec *FixRecord) (files [2]*testfmt.File, err error) {
	var keys [2]parseKey
	var texts [2][]byte
	for i, tree := range []plumbing.Hash{oldTree, newTree} {
		keys[i] = parseKey{format: ref.Format}
		if keys[i].main, err = r.fileAt(tree, ref.Main); err != nil {
			return files, err
		}
		if texts[i], err = m.read(r, keys[i].main, ref.Main, rec); err != nil {
			return files, err
		}
	}
	if texts[1] == nil {
		return files, nil
	}
	whole := func(i int) *testfmt.File {
		if f, ok := m.cachedParse(keys[i], rec); ok {
			return f
		}
		return m.parse(keys[i], ref, texts[i], nil, nil, rec)
	}
	if texts[0] == nil {
		// A new file (or one over the cap before): every case in it is new.
		files[1] = whole(1)
		return files, nil
	}
	if slices, ok := m.gmsSlices(keys, texts); ok {
		for i := range files {
			if files[i], err = testfmt.ParseGMS(ref.Main, slices[i]); err != nil {
				break
			}
		}
		if err == nil {
			return files, nil
		}
	}
	// Both sides whole: a slice of one compared with all of the other would find every case
	// outside the slice new.
	for i := range files {
		files[i] = whole(i)
	}
	return files, nil
}

// gmsSlices returns the Go sources holding the cases a change from old to new touches on each
// side (see gmsParsed), given the files' indexes; ok is false when either side should be parsed
// whole.
func gmsSlices(old, new []byte, ix [2]*testfmt.GMSIndex) (slices [2][]byte, ok bool) {
	lm := diffLines(old, new)
	for side := range ix {
		if overlapping(ix[side].DeclLines, lm.changed[side]) {
			return slices, false // a constant a case may name changed
		}
	}
	var chosen [2][]bool
	type ref struct{ side, k int }
	var queue []ref
	choose := func(side, k int) {
		if !chosen[side][k] {
			chosen[side][k] = true
			queue = append(queue, ref{side, k})
		}
	}
	for side := range ix {
		chosen[side] = make([]bool, len(ix[side].Cases))
		for _, k := range ix[side].Touching(lm.changed[side]) {
			choose(side, k)
		}
	}
	for len(queue) > 0 {
		c := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		span := ix[c.side].Cases[c.k]
		other := 1 - c.side
		for l := span.Line; l <= span.EndLine; l++ {
			if to := lm.other(c.side, l); to > 0 {
				for _, k := range casesAt(ix[other].Cases, to) {
					choose(other, k)
				}
			}
		}
	}
	for side := range ix {
		var keep []int
		for k, ok := range chosen[side] {
			if ok {
				keep = append(keep, k)
			}
		}
		slices[side] = ix[side].Source(keep)
	}
	return slices, true
}

// lineMap says which lines two versions of a file share: a common head and tail, and between them
// a line diff.
type lineMap struct {
	head int    // lines 1..head are the same on both sides
	mid  [2]int // then mid[side] lines differ or are matched by the diff, then the common tail
	// midOther[side][k] is the line that line head+1+k of side is kept as on the other side, 0
	// when the change removed or added it.
	midOther [2][]int
	// changed are the lines of each side that the change removed (old) or added (new).
	changed [2][]testfmt.LineRange
}

// diffLines diffs old and new by line, reading the common head and tail as bytes, so that a
// change to a large file costs a comparison of its bytes plus a diff of what lies between.
func diffLines(old, new []byte) *lineMap {
	lm := &lineMap{}
	hb := 0
	for hb < len(old) && hb < len(new) && old[hb] == new[hb] {
		hb++
	}
	if hb < len(old) || hb < len(new) {
		hb = bytes.LastIndexByte(old[:hb], '\n') + 1 // back to a line start
	}
	tb := 0
	for tb < len(old)-hb && tb < len(new)-hb && old[len(old)-1-tb] == new[len(new)-1-tb] {
		tb++
	}
	if tb < len(old)-hb || tb < len(new)-hb {
		// On to a line start: past the first newline of the common tail.
		if nl := bytes.IndexByte(old[len(old)-tb:], '\n'); nl >= 0 {
			tb -= nl + 1
		} else {
			tb = 0
		}
	}
	lm.head = bytes.Count(old[:hb], []byte{'\n'})
	mids := [2][]byte{old[hb : len(old)-tb], new[hb : len(new)-tb]}
	for side, m := range mids {
		lm.mid[side] = len(splitLines(string(m)))
		lm.midOther[side] = make([]int, lm.mid[side])
	}
	for _, op := range lineDiff(string(mids[0]), string(mids[1])) {
		switch op.kind {
		case ' ':
			lm.midOther[0][op.old-1], lm.midOther[1][op.new-1] = lm.head+op.new, lm.head+op.old
		case '-':
			lm.changed[0] = addLine(lm.changed[0], lm.head+op.old)
		case '+':
			lm.changed[1] = addLine(lm.changed[1], lm.head+op.new)
		}
	}
	return lm
}

// other is the line that line l of side is kept as on the other side, 0 when the change removed
// or added it.
func (lm *lineMap) other(side, l int) int {
	switch {
	case l <= lm.head:
		return l
	case l <= lm.head+lm.mid[side]:
		return lm.midOther[side][l-lm.head-1]
	}
	return l - lm.mid[side] + lm.mid[1-side]
}

func overlapping(a, b []testfmt.LineRange) bool {
	for _, x := range a {
		for _, y := range b {
			if x.From <= y.To && y.From <= x.To {
				return true
			}
		}
	}
	return false
}

// casesAt returns the indices of the cases spanning line l, among cases in file order that
// share at most a boundary line.
func casesAt(cases []testfmt.GMSSpan, l int) []int {
	var out []int
	for k := sort.Search(len(cases), func(k int) bool { return cases[k].EndLine >= l }); k < len(cases) && cases[k].Line <= l; k++ {
		out = append(out, k)
	}
	return out
}

// addLine adds line l to ranges, extending the last range when l follows it.
func addLine(ranges []testfmt.LineRange, l int) []testfmt.LineRange {
	if n := len(ranges); n > 0 && ranges[n-1].To == l-1 {
		ranges[n-1].To = l
		return ranges
	}
	return append(ranges, testfmt.LineRange{From: l, To: l})
}

// gmsSlices indexes both sides of a change to a gms test file and slices them (see gmsSlices);
// ok is false when either side should be parsed whole.
func (m *miner) gmsSlices(keys [2]parseKey, texts [2][]byte) (slices [2][]byte, ok bool) {
	var ix [2]*testfmt.GMSIndex
	for i := range ix {
		if ix[i], ok = m.gmsIndex(keys[i].main, texts[i]); !ok {
			return slices, false
		}
	}
	return gmsSlices(texts[0], texts[1], ix)
}

// gmsIndex returns the index of a gms test file's text, read once per blob; ok is false when
// the file cannot be sliced (see testfmt.IndexGMS).
func (m *miner) gmsIndex(h plumbing.Hash, text []byte) (*testfmt.GMSIndex, bool) {
	if ix, ok := m.gmsIndexes.get(h); ok {
		return ix, ix != nil
	}
	ix, err := testfmt.IndexGMS(text)
	if err != nil {
		ix = nil
	}
	m.gmsIndexes.put(h, ix)
	return ix, ix != nil
}
