// Package gitfixture builds real git repositories for tests with go-git: one commit per Commit,
// with fixed dates so that commit hashes are the same on every run. It writes blobs, trees and
// commits straight into the object store (no work-tree scan per commit), so histories of
// thousands of commits take a moment. It exists so that the tests of several packages share one
// builder instead of checking in binary repositories.
package gitfixture

import (
	"maps"
	"path"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage"
)

// Commit is one commit: its message and the files it writes ("" deletes the file) over the tree
// of its first parent. Parents, when set, are the indexes of its parents among the commits
// before it, first parent first (two make a merge); nil is the commit before it.
type Commit struct {
	Msg     string
	Files   map[string]string
	Parents []int
}

// Epoch dates the first commit of every fixture; later ones follow an hour apart.
var Epoch = time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)

// Build makes a repository in dir (a .git directory, no checked-out files), one commit per spec
// on branch master, and returns the commit hashes in order.
func Build(t testing.TB, dir string, commits []Commit) []plumbing.Hash {
	t.Helper()
	r, err := git.PlainInit(dir, false)
	if err != nil {
		t.Fatal(err)
	}
	st := r.Storer
	files := map[string]plumbing.Hash{}
	var hashes []plumbing.Hash
	var parent []plumbing.Hash
	var trees []map[string]plumbing.Hash // each commit's files
	for i, c := range commits {
		if c.Parents != nil {
			files, parent = maps.Clone(trees[c.Parents[0]]), nil
			for _, p := range c.Parents {
				parent = append(parent, hashes[p])
			}
		}
		for p, content := range c.Files {
			if content == "" {
				delete(files, p)
				continue
			}
			files[p] = put(t, st, plumbing.BlobObject, func(o plumbing.EncodedObject) error {
				w, err := o.Writer()
				if err != nil {
					return err
				}
				defer w.Close()
				_, err = w.Write([]byte(content))
				return err
			})
		}
		root := writeTree(t, st, files, "")
		sig := object.Signature{Name: "Dev", Email: "dev@example.com", When: Epoch.Add(time.Duration(i) * time.Hour)}
		commit := &object.Commit{Author: sig, Committer: sig, Message: c.Msg, TreeHash: root, ParentHashes: parent}
		h := put(t, st, plumbing.CommitObject, commit.Encode)
		hashes = append(hashes, h)
		trees = append(trees, maps.Clone(files))
		parent = []plumbing.Hash{h}
	}
	if len(hashes) > 0 {
		if err := st.SetReference(plumbing.NewHashReference("refs/heads/master", hashes[len(hashes)-1])); err != nil {
			t.Fatal(err)
		}
	}
	return hashes
}

// writeTree writes the tree of the files under dir (with its subtrees) and returns its hash.
func writeTree(t testing.TB, st storage.Storer, files map[string]plumbing.Hash, dir string) plumbing.Hash {
	subdirs := map[string]bool{}
	var entries []object.TreeEntry
	for p, h := range files {
		rel, ok := strings.CutPrefix(p, dir)
		if !ok {
			continue
		}
		if i := strings.IndexByte(rel, '/'); i >= 0 {
			subdirs[rel[:i]] = true
			continue
		}
		entries = append(entries, object.TreeEntry{Name: rel, Mode: filemode.Regular, Hash: h})
	}
	for d := range subdirs {
		entries = append(entries, object.TreeEntry{Name: d, Mode: filemode.Dir, Hash: writeTree(t, st, files, path.Join(dir, d)+"/")})
	}
	// Git sorts entries by name, directories as if their name ended in "/".
	key := func(e object.TreeEntry) string {
		if e.Mode == filemode.Dir {
			return e.Name + "/"
		}
		return e.Name
	}
	sort.Slice(entries, func(i, j int) bool { return key(entries[i]) < key(entries[j]) })
	tree := &object.Tree{Entries: entries}
	return put(t, st, plumbing.TreeObject, tree.Encode)
}

func put(t testing.TB, st storage.Storer, typ plumbing.ObjectType, fill func(plumbing.EncodedObject) error) plumbing.Hash {
	o := st.NewEncodedObject()
	o.SetType(typ)
	if err := fill(o); err != nil {
		t.Fatal(err)
	}
	h, err := st.SetEncodedObject(o)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
