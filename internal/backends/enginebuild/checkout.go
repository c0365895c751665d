package enginebuild

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/go-git/go-billy/v5/osfs"
	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage/filesystem"

	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// Tree is a module's source at one commit of a repository, written out by Checkout.
type Tree struct {
	// Dir holds the files of the commit's tree (no .git).
	Dir string `json:"dir"`
	// Commit is the commit's full id, Date its committer date, Hash its tree's id.
	Commit string    `json:"commit"`
	Date   time.Time `json:"date"`
	Hash   string    `json:"tree"`
	// Module is the module path the tree's go.mod declares.
	Module string `json:"module"`
	// Filled are the files whose contents the repository lacks (a partial clone, a mirror
	// without large files), each taken from a release of the module whose file has the same
	// git blob id.
	Filled []Filled `json:"filled,omitempty"`
}

// Filled is one file Checkout took from a module release.
type Filled struct {
	Path    string `json:"path"`
	Version string `json:"version"`
}

// Short is the commit's id abbreviated as git shows it.
func (t *Tree) Short() string {
	if len(t.Commit) > 7 {
		return t.Commit[:7]
	}
	return t.Commit
}

// completeMark is the file a finished checkout holds: the Tree as JSON. A directory without
// it was left by a checkout that did not finish.
const completeMark = ".reaper-tree.json"

// maxFills bounds the module releases Checkout downloads to find a missing file in.
const maxFills = 3

// ModuleAt reads the commit that rev names in the repository at repoDir (a bare git directory
// or a work tree) and the module path its tree's go.mod declares, "" when it has none.
func ModuleAt(repoDir, rev string) (module string, commit *object.Commit, err error) {
	repo, err := openRepo(repoDir)
	if err != nil {
		return "", nil, err
	}
	return moduleAt(repo, repoDir, rev)
}

// moduleAt is ModuleAt in the opened repository repo (at repoDir, for messages).
func moduleAt(repo *git.Repository, repoDir, rev string) (module string, commit *object.Commit, err error) {
	h, err := repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		return "", nil, fmt.Errorf("revision %q of %s: %w", rev, repoDir, err)
	}
	if commit, err = repo.CommitObject(*h); err != nil {
		return "", nil, fmt.Errorf("commit %s of %s: %w", h, repoDir, err)
	}
	f, err := commit.File("go.mod")
	if err != nil {
		return "", commit, nil
	}
	content, err := f.Contents()
	if err != nil {
		return "", commit, nil
	}
	return modulePath(content), commit, nil
}

// openRepo opens the repository at dir: a work tree's .git, or a git directory itself (a bare
// clone, which need not have a config file: a mirror may not).
func openRepo(dir string) (*git.Repository, error) {
	gitdir := dir
	if st, err := os.Stat(filepath.Join(dir, ".git")); err == nil && st.IsDir() {
		gitdir = filepath.Join(dir, ".git")
	}
	repo, err := git.Open(filesystem.NewStorage(osfs.New(gitdir), cache.NewObjectLRUDefault()), nil)
	if err != nil {
		return nil, fmt.Errorf("open the repository %s: %w", dir, err)
	}
	return repo, nil
}

// modulePath is the path a go.mod's module line declares.
func modulePath(gomod string) string {
	for _, line := range strings.Split(gomod, "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module"); ok && rest != "" && (rest[0] == ' ' || rest[0] == '\t') {
			rest, _, _ = strings.Cut(rest, "//")
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}

// Checkout writes the tree of the commit rev names in the repository at repoDir into a
// directory of cacheDir named by the tree's id, or finds it there from an earlier checkout.
// A file whose blob the repository lacks is taken from a release of the module whose file has
// the same git blob id (the repository's tags name the releases that hold it; the Go module
// proxy serves them), never otherwise; one no release holds is an error that names it.
// Symbolic links and submodules are left out: a build does not follow them.
func Checkout(ctx context.Context, repoDir, rev, cacheDir string) (*Tree, error) {
	repo, err := openRepo(repoDir)
	if err != nil {
		return nil, err
	}
	module, commit, err := moduleAt(repo, repoDir, rev)
	if err != nil {
		return nil, err
	}
	if module == "" {
		return nil, fmt.Errorf("%s at %s has no go.mod: it is not a Go module to build", repoDir, rev)
	}
	tree, err := commit.Tree()
	if err != nil {
		return nil, fmt.Errorf("tree of commit %s: %w", commit.Hash, err)
	}
	t := &Tree{Commit: commit.Hash.String(), Date: commit.Committer.When, Hash: tree.Hash.String(), Module: module,
		Dir: filepath.Join(cacheDir, "src-"+tree.Hash.String()[:16])}
	checkouts.Lock()
	defer checkouts.Unlock()
	if done, ok := finished(t); ok {
		return done, nil
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return nil, fmt.Errorf("create the cache directory %s: %w", cacheDir, err)
	}
	_, _ = owned.Sweep(cacheDir) // best effort: a checkout a killed reaper left costs disk only
	work, err := owned.MkdirTemp(cacheDir, "checkout-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	missing := map[string]plumbing.Hash{}
	walker := object.NewTreeWalker(tree, true, nil)
	defer walker.Close()
	for {
		name, entry, err := walker.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("read the tree of %s: %w", t.Short(), err)
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if entry.Mode != filemode.Regular && entry.Mode != filemode.Executable && entry.Mode != filemode.Deprecated {
			continue // directories, links and submodules
		}
		dest, err := inside(work, name)
		if err != nil {
			return nil, err
		}
		blob, err := repo.BlobObject(entry.Hash)
		if errors.Is(err, plumbing.ErrObjectNotFound) {
			missing[name] = entry.Hash
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("file %s at %s: %w", name, t.Short(), err)
		}
		if err := writeBlob(blob, dest); err != nil {
			return nil, fmt.Errorf("write %s: %w", name, err)
		}
	}
	if len(missing) > 0 {
		if t.Filled, err = fill(ctx, repo, module, missing, work); err != nil {
			return nil, err
		}
	}
	b, _ := json.Marshal(t)
	if err := os.WriteFile(filepath.Join(work, completeMark), b, 0o644); err != nil {
		return nil, err
	}
	if done, ok := finished(t); ok { // another process finished the same tree meanwhile
		return done, nil
	}
	os.RemoveAll(t.Dir) // an unfinished checkout of the same tree
	if err := os.Rename(work, t.Dir); err != nil {
		return nil, fmt.Errorf("keep the checkout in %s: %w", t.Dir, err)
	}
	// The marker owned.MkdirTemp left names this process: a finished checkout is not swept.
	_ = os.Remove(filepath.Join(t.Dir, owned.MarkerFile))
	return t, nil
}

// checkouts serialises the checkouts of this process: two sandboxes opening the same target
// write its tree once.
var checkouts sync.Mutex

// finished is t as an earlier checkout of the same tree recorded it, with the files it
// filled, when one finished.
func finished(t *Tree) (*Tree, bool) {
	b, err := os.ReadFile(filepath.Join(t.Dir, completeMark))
	if err != nil {
		return nil, false
	}
	var done Tree
	if json.Unmarshal(b, &done) != nil || done.Hash != t.Hash {
		return nil, false
	}
	t.Filled = done.Filled
	return t, true
}

// inside is name joined under dir, refused when a component would leave it: a tree's names
// come from the repository, which is outside text.
func inside(dir, name string) (string, error) {
	for _, c := range strings.Split(name, "/") {
		if c == "" || c == "." || c == ".." || strings.ContainsRune(c, 0) {
			return "", fmt.Errorf("the tree holds a file named %q, which cannot be written safely", name)
		}
	}
	return filepath.Join(dir, filepath.FromSlash(name)), nil
}

func writeBlob(blob *object.Blob, dest string) error {
	r, err := blob.Reader()
	if err != nil {
		return err
	}
	defer r.Close()
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(dest, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// fill writes each missing file (path → blob id) into dir from a release of module whose file
// has the same blob id, and says which release gave it. The candidates are the repository's
// tags whose tree holds the same blob at the same path, newest first; without such a tag,
// the module's newest releases. A file no candidate holds is an error naming it.
func fill(ctx context.Context, repo *git.Repository, module string, missing map[string]plumbing.Hash, dir string) ([]Filled, error) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return nil, fmt.Errorf("%d files are missing from the repository (a partial clone?) and no `go` command is on the PATH to fetch them from a release of %s", len(missing), module)
	}
	paths := make([]string, 0, len(missing))
	for p := range missing {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	releases := newestReleases(ctx, goCmd, module)
	var filled []Filled
	fetched := map[string]string{} // version → module directory, "" when it could not be had
	for _, p := range paths {
		want := missing[p]
		candidates := tagsHolding(repo, p, want)
		if len(candidates) == 0 {
			candidates = releases
		}
		got := ""
		for i, v := range candidates {
			if i == maxFills {
				break
			}
			modDir, ok := fetched[v]
			if !ok {
				modDir = download(ctx, goCmd, module, v)
				fetched[v] = modDir
			}
			if modDir == "" {
				continue
			}
			b, err := os.ReadFile(filepath.Join(modDir, filepath.FromSlash(p)))
			if err != nil || plumbing.ComputeHash(plumbing.BlobObject, b) != want {
				continue
			}
			dest, err := inside(dir, p)
			if err != nil {
				return nil, err
			}
			if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(dest, b, 0o644); err != nil {
				return nil, err
			}
			got = v
			break
		}
		if got == "" {
			return nil, fmt.Errorf("the repository lacks the contents of %s (blob %s), and no release of %s holds the same file: fetch the repository whole (a full clone) and run again", p, want, module)
		}
		filled = append(filled, Filled{Path: p, Version: got})
	}
	return filled, nil
}

// tagsHolding lists the tags whose commit's tree has blob want at path p, newest commit first.
func tagsHolding(repo *git.Repository, p string, want plumbing.Hash) []string {
	type tagged struct {
		name string
		when time.Time
	}
	var found []tagged
	refs, err := repo.Tags()
	if err != nil {
		return nil
	}
	_ = refs.ForEach(func(ref *plumbing.Reference) error {
		h, err := repo.ResolveRevision(plumbing.Revision(ref.Name().String()))
		if err != nil {
			return nil
		}
		c, err := repo.CommitObject(*h)
		if err != nil {
			return nil
		}
		tree, err := c.Tree()
		if err != nil {
			return nil
		}
		if e, err := tree.FindEntry(p); err == nil && e.Hash == want {
			found = append(found, tagged{ref.Name().Short(), c.Committer.When})
		}
		return nil
	})
	sort.Slice(found, func(i, j int) bool { return found[i].when.After(found[j].when) })
	out := make([]string, len(found))
	for i, f := range found {
		out[i] = f.name
	}
	return out
}

// newestReleases lists the module's released versions, newest first, as the module proxy
// knows them; none when it cannot be asked.
func newestReleases(ctx context.Context, goCmd, module string) []string {
	out, err := output(ctx, os.TempDir(), goCmd, "list", "-m", "-versions", module)
	if err != nil {
		return nil
	}
	f := strings.Fields(out)
	if len(f) < 2 {
		return nil
	}
	vs := f[1:]
	for i, j := 0, len(vs)-1; i < j; i, j = i+1, j-1 {
		vs[i], vs[j] = vs[j], vs[i]
	}
	return vs
}

// download fetches module@version into the module cache and returns its directory, "" when
// it cannot be had.
func download(ctx context.Context, goCmd, module, version string) string {
	cmd := exec.CommandContext(ctx, goCmd, "mod", "download", "-json", module+"@"+version)
	cmd.Dir, cmd.Env = os.TempDir(), append(os.Environ(), "GOWORK=off")
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	var m struct{ Dir string }
	if json.Unmarshal(out, &m) != nil {
		return ""
	}
	return m.Dir
}

// GMSModule is go-mysql-server's module path: a repository whose go.mod declares it is an
// engine reaper builds (GMSTarget).
const GMSModule = "github.com/dolthub/go-mysql-server"

// GMSTarget is the target string of go-mysql-server built from the repository at repoDir at
// commit rev: "gms:build?repo=DIR&rev=REV".
func GMSTarget(repoDir, rev string) string {
	return "gms:build?repo=" + escape(repoDir) + "&rev=" + escape(rev)
}

// escape escapes a query value so that ParseGMSTarget reads it back; a path stays readable.
func escape(v string) string {
	return strings.NewReplacer("+", "%20", "%2F", "/", "%2B", "+").Replace(url.QueryEscape(v))
}

// ParseGMSTarget reads a GMSTarget string; rev defaults to HEAD. Values are unescaped as
// paths, so that a "+" a user types in a directory's name stays one.
func ParseGMSTarget(dsn string) (repoDir, rev string, err error) {
	_, query, _ := strings.Cut(dsn, "?")
	for _, kv := range strings.Split(query, "&") {
		k, v, _ := strings.Cut(kv, "=")
		if v, err = url.PathUnescape(v); err != nil {
			return "", "", fmt.Errorf("target gms:build: the value of %s is not escaped correctly: %w", k, err)
		}
		switch k {
		case "repo":
			repoDir = v
		case "rev":
			rev = v
		case "":
		default:
			return "", "", fmt.Errorf("target gms:build takes repo and rev, not %q: gms:build?repo=DIR[&rev=REV]", k)
		}
	}
	if repoDir == "" {
		return "", "", fmt.Errorf("target gms:build needs the repository to build from: gms:build?repo=DIR[&rev=REV]")
	}
	if rev == "" {
		rev = "HEAD"
	}
	return repoDir, rev, nil
}

// Build names the build for every output that shows a finding: "go-mysql-server 4882ca9
// (2026-08-21)".
func (t *Tree) Build() string {
	name := path.Base(t.Module)
	return fmt.Sprintf("%s %s (%s)", name, t.Short(), t.Date.UTC().Format("2006-01-02"))
}

// histories keeps each History walked by this process, by repository and commit: a commit's
// history never changes, and validation asks for it once per fix.
var histories = struct {
	sync.Mutex
	of map[string]map[string]bool
}{of: map[string]map[string]bool{}}

// History is the set of commits reachable from rev in the repository at repoDir: the fixes a
// build at rev contains. A commit the clone lacks ends its line of history. The set is shared:
// callers only read it.
func History(repoDir, rev string) (map[string]bool, error) {
	repo, err := openRepo(repoDir)
	if err != nil {
		return nil, err
	}
	h, err := repo.ResolveRevision(plumbing.Revision(rev))
	if err != nil {
		return nil, fmt.Errorf("revision %q of %s: %w", rev, repoDir, err)
	}
	key := repoDir + "\x00" + h.String()
	histories.Lock()
	defer histories.Unlock()
	if seen, ok := histories.of[key]; ok {
		return seen, nil
	}
	seen := map[string]bool{}
	histories.of[key] = seen
	todo := []plumbing.Hash{*h}
	for len(todo) > 0 {
		c := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[c.String()] {
			continue
		}
		seen[c.String()] = true
		commit, err := repo.CommitObject(c)
		if err != nil {
			continue
		}
		todo = append(todo, commit.ParentHashes...)
	}
	return seen, nil
}
