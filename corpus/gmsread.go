package corpus

import (
	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// gmsParsed reads a go-mysql-server test file at the parent and at the fix (nil where the tree
// lacks it or it is over the size cap), parsing on each side only the case literals the change
// touches: its test tables are Go files of up to a megabyte of which a commit changes a case or
// two, and parsing them whole at both sides of every commit was most of the mining time. The
// cases read are those whose text the change edited, added, removed or moved (gmsSlices), so
// namedCases finds the same changed cases among them as among all of the file's, and compares
// each with its own earlier version rather than with the first case of the file that has its
// name. Both sides are parsed whole, as before, when the file is new, when the change touches a
// package-level declaration a case may name, or when a side cannot be sliced.
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

// gmsSlices returns the Go sources holding the cases a change touches on each side (see
// gmsParsed), given the indexes of the two versions; ok is false when either side should be
// parsed whole. The cases are compared as text, in order (a shortest edit script over the
// sequences of cases): those the script keeps read the same on both sides, and the others are
// sliced. A case edited, added, removed or moved is thus read where it stands, and of identical
// cases the one the commit added.
func gmsSlices(ix [2]*testfmt.GMSIndex) (slices [2][]byte, ok bool) {
	if ix[0].DeclKey() != ix[1].DeclKey() {
		return slices, false // a constant a case may name changed
	}
	var seqs [2][]string
	for side := range ix {
		seqs[side] = make([]string, len(ix[side].Cases))
		for k := range ix[side].Cases {
			seqs[side][k] = ix[side].CaseKey(k)
		}
	}
	var keep [2][]int
	for _, e := range diffStrings(seqs[0], seqs[1]) {
		switch e.kind {
		case '-':
			keep[0] = append(keep[0], e.i)
		case '+':
			keep[1] = append(keep[1], e.j)
		}
	}
	for side := range ix {
		slices[side] = ix[side].Source(keep[side])
	}
	return slices, true
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
	return gmsSlices(ix)
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
