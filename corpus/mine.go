package corpus

import (
	"container/heap"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/transport"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// Skip reasons, the keys of Summary.Skipped.
const (
	SkipNoTest      = "no regression test changed"
	SkipNoSource    = "no source code changed"
	SkipNoEvidence  = "message gives no sign of a fix"
	SkipOnlyOmitted = "only vendored, generated or binary source changed"
	SkipNoCases     = "test change adds no runnable statements"
	SkipMissing     = "object missing or unreadable"
	SkipShallow     = "parent not in this shallow clone"
	SkipRoot        = "root commit"
)

// Result is the outcome of mining one commit: a kept fix or the reason it was skipped.
type Result struct {
	Repo   string
	Commit string
	Fix    *FixRecord // nil when skipped
	Skip   string     // one of the Skip* reasons
	Detail string     // for SkipMissing: which object
	// PassedOver is, with MineOptions.PassedOver, the record of a commit skipped for want of
	// fix evidence (Skip is SkipNoEvidence): a fix in all but its message.
	PassedOver *FixRecord
}

// Progress is reported while mining.
type Progress struct {
	Done, Total, Kept int
	Elapsed           time.Duration
}

// Summary says what a mining run did.
type Summary struct {
	Repo   string `json:"repo"`
	GitDir string `json:"git_dir"`
	Until  string `json:"until"`
	// After is MineOptions.After: the commits reachable from it were left out.
	After   string   `json:"after,omitempty"`
	Layouts []string `json:"layouts"`
	// Walked counts the non-merge commits examined in this run; AlreadyMined those a previous run
	// stored, passed over without work.
	Walked       int `json:"walked"`
	AlreadyMined int `json:"already_mined"`
	Merges       int `json:"merges"`
	Kept         int `json:"kept"`
	// KeptByLayout counts kept fixes per test layout.
	KeptByLayout map[string]int `json:"kept_by_layout"`
	Skipped      map[string]int `json:"skipped"`
	// Problems name the commits skipped for a missing or unreadable object, up to 20.
	Problems []string `json:"problems,omitempty"`
	// Shallow is set when the clone is shallow: only the history it holds was mined.
	Shallow bool `json:"shallow,omitempty"`
	// Stopped is "limit" or "interrupted" when the run ended before the history did.
	Stopped  string        `json:"stopped,omitempty"`
	Duration time.Duration `json:"duration_ns"`
}

// Mine walks the history of opts.Repo and reports each examined commit to emit, in walk order
// (newest first), in batches; emit stores them. A commit reaches emit only once it is fully
// analysed, so a run stopped at any point can resume by skipping what emit saw (opts.Done).
// Mine returns an error only when the run cannot start or emit fails; damaged commits are skipped
// and counted.
func Mine(ctx context.Context, opts MineOptions, emit func([]Result) error, progress func(Progress)) (*Summary, error) {
	start := time.Now()
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	gitdir, name, err := locate(ctx, opts)
	if err != nil {
		return nil, err
	}
	trees := newLRU[plumbing.Hash, *object.Tree](8192)
	main, err := openRepo(gitdir, trees)
	if err != nil {
		return nil, err
	}
	defer main.Close()
	sum := &Summary{Repo: name, GitDir: gitdir, Until: opts.Until, KeptByLayout: map[string]int{}, Skipped: map[string]int{}}

	head, err := resolveUntil(main, opts.Until)
	if err != nil {
		return nil, err
	}
	shallow, err := main.storage.Shallow()
	if err != nil {
		return nil, fmt.Errorf("read shallow list of %s: %w", gitdir, err)
	}
	sum.Shallow = len(shallow) > 0

	registries := newGoRegistryCaches()
	layouts := map[string]bool{}
	if opts.Layout == LayoutAuto {
		if layouts, err = detectLayouts(main, head, registries); err != nil {
			return nil, err
		}
	} else {
		layouts[opts.Layout] = true
	}
	for l := range layouts {
		sum.Layouts = append(sum.Layouts, l)
	}
	sort.Strings(sum.Layouts)

	shallowSet := map[plumbing.Hash]bool{}
	for _, h := range shallow {
		shallowSet[h] = true
	}
	exclude := map[plumbing.Hash]bool{}
	if opts.After != "" {
		after, err := resolveUntil(main, opts.After)
		if err != nil {
			return nil, fmt.Errorf("the revision to mine after: %w", err)
		}
		exclude = ancestors(main, after)
		sum.After = opts.After
	}
	jobs, err := walk(main, head, opts.Since, shallowSet, exclude, sum)
	if err != nil {
		return nil, err
	}
	if opts.Done != nil {
		todo := jobs[:0]
		for _, j := range jobs {
			if opts.Done(j.hash.String()) {
				sum.AlreadyMined++
			} else {
				j.index = len(todo) // the writer releases results by contiguous index
				todo = append(todo, j)
			}
		}
		jobs = todo
	}

	m := &miner{opts: opts, layouts: layouts, name: name, parsedFiles: newLRU[parseKey, parsedFile](8),
		testTexts: newLRU[plumbing.Hash, []byte](16), gmsIndexes: newLRU[plumbing.Hash, *testfmt.GMSIndex](16),
		registries: registries}
	err = m.run(ctx, main, jobs, sum, emit, progress, start)
	sum.Duration = time.Since(start)
	return sum, err
}

// locate finds the git directory to mine, cloning a URL first (or fetching into an earlier
// clone), and the name the records carry.
func locate(ctx context.Context, opts MineOptions) (gitdir, name string, err error) {
	if isURL(opts.Repo) {
		dir := filepath.Join(opts.CloneDir, regexp.MustCompile(`[^A-Za-z0-9._-]+`).ReplaceAllString(opts.Repo, "_"))
		if _, statErr := os.Stat(dir); statErr == nil {
			r, err := git.PlainOpen(dir)
			if err != nil {
				return "", "", fmt.Errorf("earlier clone of %s in %s is damaged (%v): delete that directory and run again", opts.Repo, dir, err)
			}
			// The clone is bare: its branches are the remote's, so fetch straight into them.
			err = r.FetchContext(ctx, &git.FetchOptions{Tags: git.NoTags, Force: true,
				RefSpecs: []config.RefSpec{"+refs/heads/*:refs/heads/*"}})
			if err != nil && !errors.Is(err, git.NoErrAlreadyUpToDate) {
				return "", "", fmt.Errorf("fetch %s into %s: %w", opts.Repo, dir, err)
			}
		} else {
			made := missingDirs(opts.CloneDir)
			_, err := git.PlainCloneContext(ctx, dir, true, &git.CloneOptions{URL: opts.Repo, Tags: git.NoTags})
			if err != nil {
				os.RemoveAll(dir)
				// The clone directory too, and its parents, if this clone made them and they
				// hold nothing else.
				for _, d := range made {
					if os.Remove(d) != nil {
						break
					}
				}
				if errors.Is(err, transport.ErrEmptyRemoteRepository) {
					return "", "", fmt.Errorf("repository %s is empty: nothing to mine", opts.Repo)
				}
				return "", "", fmt.Errorf("clone %s: %w (check the URL and that it is reachable)", opts.Repo, err)
			}
		}
		return dir, opts.Repo, nil
	}
	abs, err := filepath.Abs(opts.Repo)
	if err != nil {
		return "", "", err
	}
	gitdir, err = gitDir(abs)
	if err != nil {
		return "", "", err
	}
	name = abs
	if r, err := git.PlainOpen(gitdir); err == nil {
		if rem, err := r.Remote("origin"); err == nil && len(rem.Config().URLs) > 0 {
			name = rem.Config().URLs[0]
		}
	}
	return gitdir, name, nil
}

// missingDirs lists dir and those of its parents that do not exist, deepest first.
func missingDirs(dir string) []string {
	var out []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Lstat(d); err == nil || !errors.Is(err, fs.ErrNotExist) {
			return out
		}
		out = append(out, d)
		if filepath.Dir(d) == d {
			return out
		}
	}
}

func resolveUntil(r *repo, until string) (plumbing.Hash, error) {
	h, err := r.git.ResolveRevision(plumbing.Revision(until))
	if err == nil {
		return *h, nil
	}
	if until == "HEAD" {
		if _, herr := r.git.Head(); errors.Is(herr, plumbing.ErrReferenceNotFound) {
			return plumbing.ZeroHash, errors.New("the repository has no commits yet: nothing to mine")
		}
	}
	return plumbing.ZeroHash, fmt.Errorf("unknown revision %q: give a branch, tag or commit of this repository (%v)", until, err)
}

// detectLayouts looks at the tree at head for the test layouts it holds; plain .sql is the
// fallback when none of the others is there. gounit is found by its function registry, not by
// its test files (every Go repository has those), read into the registries the miner then uses.
func detectLayouts(r *repo, head plumbing.Hash, registries *goRegistryCaches) (map[string]bool, error) {
	c, err := object.GetCommit(r.storage, head)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", head, err)
	}
	all := map[string]bool{testfmt.MTR: true, testfmt.LogicTest: true, testfmt.PGRegress: true, testfmt.SQLLogicTest: true, testfmt.GMS: true}
	found := map[string]bool{}
	t, err := r.tree(c.TreeHash)
	if err != nil {
		return nil, err
	}
	w := object.NewTreeWalker(t, true, nil)
	defer w.Close()
	for {
		p, e, err := w.Next()
		if err != nil {
			break
		}
		if !e.Mode.IsFile() {
			continue
		}
		if ref, ok := classifyTest(p, all); ok && ref.Main == p {
			// pgregress needs the regress directory itself, not any sql/ folder.
			if ref.Format != testfmt.PGRegress || strings.Contains(p, "test/regress/sql/") {
				found[ref.Format] = true
			}
		}
	}
	if len(found) == 0 {
		found[testfmt.SQL] = true
	}
	// Go unit tests count where the tree has a function registry to read them by.
	if g, err := registries.registryAt(r, c.TreeHash); err != nil {
		return nil, err
	} else if g.reg.Len() > 0 {
		found[testfmt.GoUnit] = true
	}
	return found, nil
}

// job is one commit to analyse, with what the walk already read of it.
type job struct {
	index   int
	hash    plumbing.Hash
	tree    plumbing.Hash
	parent  plumbing.Hash
	message string
	author  string
	when    time.Time
	// mainline says the commit is on the first-parent line from the walk's head: committed to
	// the branch itself (or squash-merged into it), not inside a merged branch.
	mainline bool
}

// walk lists the non-merge commits reachable from head, newest first by committer time, like
// git log, each marked whether it is on head's first-parent line. It reads commits itself rather
// than through go-git's Log so that a commit missing from a shallow or damaged clone ends that
// line of history instead of the whole walk.
func walk(r *repo, head plumbing.Hash, since time.Time, shallow, exclude map[plumbing.Hash]bool, sum *Summary) ([]job, error) {
	if exclude[head] {
		return nil, nil
	}
	first, err := object.GetCommit(r.storage, head)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", head, err)
	}
	mainline := map[plumbing.Hash]bool{}
	for c := first; c != nil && !exclude[c.Hash] && !mainline[c.Hash]; {
		mainline[c.Hash] = true
		if len(c.ParentHashes) == 0 {
			break
		}
		// A missing first parent (a shallow or damaged clone) ends the line.
		c, _ = object.GetCommit(r.storage, c.ParentHashes[0])
	}
	var jobs []job
	q := &commitQueue{first}
	seen := map[plumbing.Hash]bool{head: true}
	for h := range exclude {
		seen[h] = true
	}
	for q.Len() > 0 {
		c := heap.Pop(q).(*object.Commit)
		if !since.IsZero() && c.Committer.When.Before(since) {
			continue
		}
		if shallow[c.Hash] {
			// The clone was cut here: the parents are not in it, so there is nothing to diff against.
			sum.Skipped[SkipShallow]++
			continue
		}
		for _, p := range c.ParentHashes {
			if seen[p] {
				continue
			}
			seen[p] = true
			pc, err := object.GetCommit(r.storage, p)
			if err != nil {
				// A shallow boundary, or a commit lost from a damaged clone: this line ends here.
				continue
			}
			heap.Push(q, pc)
		}
		switch len(c.ParentHashes) {
		case 0:
			sum.Skipped[SkipRoot]++
		case 1:
			jobs = append(jobs, job{index: len(jobs), hash: c.Hash, tree: c.TreeHash, parent: c.ParentHashes[0],
				message: toUTF8(c.Message), author: toUTF8(c.Author.Name), when: c.Author.When, mainline: mainline[c.Hash]})
		default:
			sum.Merges++
		}
	}
	return jobs, nil
}

// ancestors is the set of commits reachable from h, h included; a commit missing from a shallow
// or damaged clone ends its line, as in walk.
func ancestors(r *repo, h plumbing.Hash) map[plumbing.Hash]bool {
	out := map[plumbing.Hash]bool{h: true}
	stack := []plumbing.Hash{h}
	for len(stack) > 0 {
		c, err := object.GetCommit(r.storage, stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if err != nil {
			continue
		}
		for _, p := range c.ParentHashes {
			if !out[p] {
				out[p] = true
				stack = append(stack, p)
			}
		}
	}
	return out
}

type commitQueue []*object.Commit

func (q commitQueue) Len() int           { return len(q) }
func (q commitQueue) Less(i, j int) bool { return q[i].Committer.When.After(q[j].Committer.When) }
func (q commitQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *commitQueue) Push(x any)        { *q = append(*q, x.(*object.Commit)) }
func (q *commitQueue) Pop() any {
	old := *q
	c := old[len(old)-1]
	*q = old[:len(old)-1]
	return c
}

// toUTF8 keeps text valid UTF-8 for the store and JSON: invalid bytes (Latin-1 messages in old
// histories) become U+FFFD.
func toUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

// miner holds what the workers share.
type miner struct {
	opts    MineOptions
	layouts map[string]bool
	name    string
	// parsedFiles shares parsed test files between workers: the version of a test at one fix is
	// often the version at the parent of the next fix that touches it.
	parsedFiles *lru[parseKey, parsedFile]
	// testTexts shares the text of test files read lately: the version of a test a commit
	// changes is the version an older commit that changed it made.
	testTexts *lru[plumbing.Hash, []byte]
	// gmsIndexes keeps the indexes of gms test files (see gmsParsed) by blob, for the same reason.
	gmsIndexes *lru[plumbing.Hash, *testfmt.GMSIndex]
	// registries caches the Go function registries the gounit layout reads tests by.
	registries *goRegistryCaches
}

// run analyses jobs on opts.Workers workers and hands results to emit in walk order.
// The first worker uses main, the handle the walk used; the others open their own, since each
// handle holds the pack index in memory.
func (m *miner) run(ctx context.Context, main *repo, jobs []job, sum *Summary, emit func([]Result) error,
	progress func(Progress), start time.Time) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	in := make(chan job)
	out := make(chan indexed, m.opts.Workers*4)
	var wg sync.WaitGroup
	for w := 0; w < m.opts.Workers; w++ {
		r := main
		if w > 0 {
			var err error
			if r, err = openRepo(main.gitdir, main.trees); err != nil {
				cancel()
				close(in)
				wg.Wait()
				return err
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r != main {
				defer r.Close()
			}
			for j := range in {
				res := m.process(r, j)
				select {
				case out <- indexed{j.index, res}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(in)
		for _, j := range jobs {
			select {
			case in <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(out)
	}()

	// Results arrive out of order; they are released in walk order so that --limit keeps the
	// newest fixes and a resumed run sees a clean prefix of the history done.
	pending := map[int]Result{}
	next := 0
	var batch []Result
	lastFlush := time.Now()
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		err := emit(batch)
		batch = nil
		lastFlush = time.Now()
		return err
	}
	for ir := range out {
		pending[ir.index] = ir.res
		for {
			res, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			sum.Walked++
			if res.Fix != nil {
				sum.Kept++
				sum.KeptByLayout[res.Fix.Layout]++
			} else {
				sum.Skipped[res.Skip]++
				if res.Skip == SkipMissing && len(sum.Problems) < 20 {
					sum.Problems = append(sum.Problems, fmt.Sprintf("commit %s: %s", res.Commit[:12], res.Detail))
				}
			}
			batch = append(batch, res)
			if m.opts.Limit > 0 && sum.Kept >= m.opts.Limit {
				sum.Stopped = "limit"
				cancel()
				break
			}
		}
		if progress != nil {
			progress(Progress{Done: sum.Walked, Total: len(jobs), Kept: sum.Kept, Elapsed: time.Since(start)})
		}
		if sum.Stopped != "" || ctx.Err() != nil {
			// Interrupted: what was released so far is stored; results still arriving are
			// work a resumed run does again.
			break
		}
		if len(batch) >= 256 || time.Since(lastFlush) > time.Second {
			if err := flush(); err != nil {
				cancel()
				return err
			}
		}
	}
	if sum.Stopped == "" && ctx.Err() != nil {
		sum.Stopped = "interrupted"
	}
	if err := flush(); err != nil {
		return err
	}
	// Let the workers see the cancellation and finish before their repositories close.
	cancel()
	for range out {
	}
	return nil
}

type indexed struct {
	index int
	res   Result
}
