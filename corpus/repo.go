package corpus

import (
	"container/list"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage/filesystem"
)

// repo is one read-only handle on a repository's object store. go-git's storage is not safe for
// concurrent use, so every worker opens its own; decoded trees are shared.
type repo struct {
	gitdir  string
	git     *git.Repository
	storage *filesystem.Storage
	// trees keeps recently decoded trees, bounded so memory stays flat however long the
	// history is. It is shared by the workers: a commit's tree, decoded by one, is the parent
	// tree of the commit before it, which another may be analysing.
	trees *lru[plumbing.Hash, *object.Tree]
	// fixtures caches the harness fixtures last read (see gmsFixtures).
	fixtures fixtureCache
}

// gitDir finds the git directory of a clone: dir/.git for a work tree (or the directory a .git
// file points to), dir itself for a bare repository.
func gitDir(dir string) (string, error) {
	dotgit := filepath.Join(dir, ".git")
	if st, err := os.Stat(dotgit); err == nil {
		if st.IsDir() {
			return dotgit, nil
		}
		b, err := os.ReadFile(dotgit)
		if err != nil {
			return "", err
		}
		target := strings.TrimSpace(strings.TrimPrefix(string(b), "gitdir:"))
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		return target, nil
	}
	if _, err := os.Stat(filepath.Join(dir, "objects")); err == nil {
		if _, err := os.Stat(filepath.Join(dir, "HEAD")); err == nil {
			return dir, nil
		}
	}
	if _, err := os.Stat(dir); err != nil {
		return "", fmt.Errorf("repository %s: %w", dir, err)
	}
	return "", fmt.Errorf("%s is not a git repository (no .git directory, and not a bare repository): pass the root of a clone", dir)
}

// openRepo opens the repository in gitdir for reading. Keeping pack file descriptors open and
// caching decoded trees is what makes a full-history walk affordable with go-git.
func openRepo(gitdir string, trees *lru[plumbing.Hash, *object.Tree]) (*repo, error) {
	st := filesystem.NewStorageWithOptions(osfs.New(gitdir), cache.NewObjectLRU(64*cache.MiByte),
		filesystem.Options{KeepDescriptors: true})
	r, err := git.Open(st, nil)
	if err != nil {
		st.Close()
		if errors.Is(err, git.ErrRepositoryNotExists) {
			return nil, fmt.Errorf("%s is not a git repository: pass the root of a clone", gitdir)
		}
		return nil, fmt.Errorf("open repository %s: %w", gitdir, err)
	}
	return &repo{gitdir: gitdir, git: r, storage: st, trees: trees}, nil
}

func (r *repo) Close() { r.storage.Close() }

// tree returns a decoded tree, from the cache when the walk saw it recently.
func (r *repo) tree(h plumbing.Hash) (*object.Tree, error) {
	if t, ok := r.trees.get(h); ok {
		return t, nil
	}
	t, err := object.GetTree(r.storage, h)
	if err != nil {
		return nil, &missingError{what: "tree", hash: h, err: err}
	}
	r.trees.put(h, t)
	return t, nil
}

// blob reads a whole blob. A blob absent from a partial clone gives a missingError.
func (r *repo) blob(h plumbing.Hash) ([]byte, error) {
	b, err := object.GetBlob(r.storage, h)
	if err != nil {
		return nil, &missingError{what: "blob", hash: h, err: err}
	}
	rd, err := b.Reader()
	if err != nil {
		return nil, &missingError{what: "blob", hash: h, err: err}
	}
	defer rd.Close()
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, &missingError{what: "blob", hash: h, err: err}
	}
	return data, nil
}

// missingError is an object the clone does not have or cannot read: a partial clone, a shallow
// boundary or a corrupt pack. The miner skips what needs it and says which object it was.
type missingError struct {
	what string
	hash plumbing.Hash
	err  error
}

func (e *missingError) Error() string {
	return fmt.Sprintf("%s %s unreadable: %v", e.what, e.hash, e.err)
}

func (e *missingError) Unwrap() error { return e.err }

// change is one path that differs between two trees. A zero hash means absent on that side.
type change struct {
	Path     string
	From, To plumbing.Hash
}

// diffTrees lists the files that differ between trees a and b (either may be zero). Git trees are
// sorted, so one merge pass per directory suffices, and subtrees with equal hashes are never read.
func (r *repo) diffTrees(a, b plumbing.Hash, prefix string, out []change) ([]change, error) {
	if a == b {
		return out, nil
	}
	var ea, eb []object.TreeEntry
	if !a.IsZero() {
		t, err := r.tree(a)
		if err != nil {
			return out, err
		}
		ea = t.Entries
	}
	if !b.IsZero() {
		t, err := r.tree(b)
		if err != nil {
			return out, err
		}
		eb = t.Entries
	}
	i, j := 0, 0
	for i < len(ea) || j < len(eb) {
		var x, y *object.TreeEntry
		switch {
		case j >= len(eb) || (i < len(ea) && treeLess(ea[i], eb[j])):
			x = &ea[i]
			i++
		case i >= len(ea) || treeLess(eb[j], ea[i]):
			y = &eb[j]
			j++
		default:
			x, y = &ea[i], &eb[j]
			i++
			j++
		}
		var err error
		if out, err = r.diffEntries(x, y, prefix, out); err != nil {
			return out, err
		}
	}
	return out, nil
}

// treeLess orders entries as git sorts them: directories compare as if their name ended in "/".
func treeLess(a, b object.TreeEntry) bool {
	an, bn := a.Name, b.Name
	if a.Mode == filemode.Dir {
		an += "/"
	}
	if b.Mode == filemode.Dir {
		bn += "/"
	}
	return an < bn
}

func (r *repo) diffEntries(x, y *object.TreeEntry, prefix string, out []change) ([]change, error) {
	if x != nil && y != nil && x.Hash == y.Hash && x.Mode == y.Mode {
		return out, nil
	}
	var dirA, dirB, fileA, fileB plumbing.Hash
	name := ""
	for _, e := range []struct {
		e         *object.TreeEntry
		dir, file *plumbing.Hash
	}{{x, &dirA, &fileA}, {y, &dirB, &fileB}} {
		switch {
		case e.e == nil:
		case e.e.Mode == filemode.Dir:
			*e.dir, name = e.e.Hash, e.e.Name
		case e.e.Mode == filemode.Submodule:
			// A submodule pointer is another repository's commit, not a file of this one.
			name = e.e.Name
		default:
			*e.file, name = e.e.Hash, e.e.Name
		}
	}
	p := prefix + name
	var err error
	if dirA != dirB {
		if out, err = r.diffTrees(dirA, dirB, p+"/", out); err != nil {
			return out, err
		}
	}
	if fileA != fileB {
		out = append(out, change{Path: p, From: fileA, To: fileB})
	}
	return out, nil
}

// fileAt returns the blob hash of a path in a tree, zero when it is not there.
func (r *repo) fileAt(root plumbing.Hash, p string) (plumbing.Hash, error) {
	h := root
	parts := strings.Split(p, "/")
	for i, part := range parts {
		t, err := r.tree(h)
		if err != nil {
			return plumbing.ZeroHash, err
		}
		found := false
		for _, e := range t.Entries {
			if e.Name != part {
				continue
			}
			last := i == len(parts)-1
			if last == (e.Mode == filemode.Dir) {
				continue
			}
			h, found = e.Hash, true
			break
		}
		if !found {
			return plumbing.ZeroHash, nil
		}
	}
	return h, nil
}

// dirFiles lists the regular files directly inside directory dir of a tree, sorted by name,
// with the hash of the directory itself (zero when absent) so callers can cache by it.
func (r *repo) dirFiles(root plumbing.Hash, dir string) (plumbing.Hash, []object.TreeEntry, error) {
	h := root
	for _, part := range strings.Split(path.Clean(dir), "/") {
		t, err := r.tree(h)
		if err != nil {
			return plumbing.ZeroHash, nil, err
		}
		next := plumbing.ZeroHash
		for _, e := range t.Entries {
			if e.Name == part && e.Mode == filemode.Dir {
				next = e.Hash
			}
		}
		if next.IsZero() {
			return plumbing.ZeroHash, nil, nil
		}
		h = next
	}
	t, err := r.tree(h)
	if err != nil {
		return plumbing.ZeroHash, nil, err
	}
	var files []object.TreeEntry
	for _, e := range t.Entries {
		if e.Mode.IsFile() {
			files = append(files, e)
		}
	}
	return h, files, nil
}

// lru is a bounded least-recently-used map, safe for concurrent use. Values are shared between
// callers and must not be modified.
type lru[K comparable, V any] struct {
	mu    sync.Mutex
	max   int
	order *list.List
	items map[K]*list.Element
}

type lruItem[K comparable, V any] struct {
	key K
	val V
}

func newLRU[K comparable, V any](max int) *lru[K, V] {
	return &lru[K, V]{max: max, order: list.New(), items: make(map[K]*list.Element)}
}

func (c *lru[K, V]) get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*lruItem[K, V]).val, true
	}
	var zero V
	return zero, false
}

func (c *lru[K, V]) put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		e.Value.(*lruItem[K, V]).val = v
		c.order.MoveToFront(e)
		return
	}
	c.items[k] = c.order.PushFront(&lruItem[K, V]{k, v})
	if c.order.Len() > c.max {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*lruItem[K, V]).key)
	}
}

// ReadFile returns the content of path at revision rev of the repository in dir (a clone, bare
// or not): a DBMS's own grammar as it stood at a fix's commit, for instance.
func ReadFile(dir, rev, path string) ([]byte, error) {
	gitdir, err := gitDir(dir)
	if err != nil {
		return nil, err
	}
	r, err := openRepo(gitdir, newLRU[plumbing.Hash, *object.Tree](64))
	if err != nil {
		return nil, err
	}
	defer r.Close()
	h, err := resolveUntil(r, rev)
	if err != nil {
		return nil, err
	}
	c, err := object.GetCommit(r.storage, h)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", h, err)
	}
	bh, err := r.fileAt(c.TreeHash, path)
	if err != nil {
		return nil, err
	}
	if bh.IsZero() {
		return nil, fmt.Errorf("%s has no file %s at %s", dir, path, rev)
	}
	return r.blob(bh)
}
