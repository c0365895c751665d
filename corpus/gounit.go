package corpus

import (
	"path"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// Go unit tests as regression tests (layout gounit): a changed _test.go file whose test
// functions call registered SQL function constructors over literals (see testfmt/gounit.go).
// The function registry is read from the tree of the fix, from the non-test Go files under
// goRegistryRoot. gounit is a fallback: it is read only when a commit's other changed tests yield
// no case, so a commit with enginetest changes is mined as before.

// goRegistryRoot is the directory searched for function registries (go-mysql-server's sql/).
const goRegistryRoot = "sql"

// goRegistry is the function registry of one tree with the module path its imports resolve by.
type goRegistry struct {
	key    registryKey
	reg    *testfmt.Registry
	module string
}

// registryKey names a registry by what it is read from: the sql/ tree and go.mod.
type registryKey struct{ dir, gomod plumbing.Hash }

// registryFileKey names one file's registry entries: its blob, path and module path.
type registryFileKey struct {
	blob         plumbing.Hash
	path, module string
}

// goRegistryCaches share registries and per-file entries between workers. A tree's registry is
// rebuilt from cached file entries, so only files changed since an earlier commit are parsed.
type goRegistryCaches struct {
	trees *lru[registryKey, *goRegistry]
	files *lru[registryFileKey, []testfmt.RegistryEntry]
}

func newGoRegistryCaches() *goRegistryCaches {
	return &goRegistryCaches{trees: newLRU[registryKey, *goRegistry](64), files: newLRU[registryFileKey, []testfmt.RegistryEntry](1 << 16)}
}

// registryAt returns the function registry of a tree (empty when it has none).
func (c *goRegistryCaches) registryAt(r *repo, tree plumbing.Hash) (*goRegistry, error) {
	dir, _, err := r.dirFiles(tree, goRegistryRoot)
	if err != nil {
		return nil, err
	}
	gomod, err := r.fileAt(tree, "go.mod")
	if err != nil {
		return nil, err
	}
	key := registryKey{dir, gomod}
	if g, ok := c.trees.get(key); ok {
		return g, nil
	}
	g := &goRegistry{key: key}
	if !gomod.IsZero() {
		b, err := r.blob(gomod)
		if err != nil {
			return nil, err
		}
		g.module = modulePath(string(b))
	}
	var entries []testfmt.RegistryEntry
	if !dir.IsZero() {
		if err := c.collect(r, dir, goRegistryRoot, g.module, &entries); err != nil {
			return nil, err
		}
	}
	g.reg = testfmt.NewRegistry(entries)
	c.trees.put(key, g)
	return g, nil
}

// collect adds the registry entries of the non-test Go files under dir (a tree at path p).
func (c *goRegistryCaches) collect(r *repo, dir plumbing.Hash, p, module string, out *[]testfmt.RegistryEntry) error {
	t, err := r.tree(dir)
	if err != nil {
		return err
	}
	for _, e := range t.Entries {
		ep := path.Join(p, e.Name)
		if e.Mode == filemode.Dir {
			if e.Name == "testdata" || e.Name == "vendor" || strings.HasPrefix(e.Name, ".") {
				continue
			}
			if err := c.collect(r, e.Hash, ep, module, out); err != nil {
				return err
			}
			continue
		}
		if !e.Mode.IsFile() || !strings.HasSuffix(e.Name, ".go") || strings.HasSuffix(e.Name, "_test.go") {
			continue
		}
		k := registryFileKey{e.Hash, ep, module}
		entries, ok := c.files.get(k)
		if !ok {
			b, err := r.blob(e.Hash)
			if err != nil {
				// Missing from a partial clone (large generated files are): it holds no
				// registry a test could be read by, so the others still count.
				continue
			}
			if testfmt.MayHoldRegistry(b) {
				// A file that does not parse holds no entries we can trust.
				entries, _ = testfmt.ParseRegistryFile(ep, b, module)
			}
			c.files.put(k, entries)
		}
		*out = append(*out, entries...)
	}
	return nil
}

// modulePath reads the module line of a go.mod file.
func modulePath(gomod string) string {
	for _, line := range strings.Split(gomod, "\n") {
		f := strings.Fields(line)
		if len(f) >= 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// goUnitCases returns the statements a fix added to the Go unit tests of a test file, given the
// file at the fix (now) and at its parent (before; nil for a new file): per test function, the
// derived statements that the same function at the parent does not have.
func goUnitCases(ref testRef, before, now *testfmt.File) []TestCase {
	old := map[string][]testfmt.Statement{}
	if before != nil {
		for _, c := range before.Cases {
			old[c.Name] = c.Statements
		}
	}
	var out []TestCase
	for _, c := range now.Cases {
		key, was := compare(old[c.Name], c.Statements, nil, nil)
		var stmts []testfmt.Statement
		for i, s := range c.Statements {
			if key[i] {
				s.Key, s.Was = true, was[i]
				stmts = append(stmts, s)
			}
		}
		if len(stmts) > 0 {
			out = append(out, TestCase{File: ref.Main, Format: ref.Format, Name: ref.Main + ":" + c.Name, Statements: stmts})
		}
	}
	return out
}
