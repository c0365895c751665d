package corpus

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// BenchmarkMine mines a whole history as `reaper mine` does by default (corrections included)
// and, in the same run, times the baseline `git log -p --no-merges` on the same repository,
// reporting mine/git-log as a ratio along with the peak heap seen while mining. The history is REAPER_BENCH_REPO (a real clone) when set,
// otherwise a synthetic one of fixes, features and test-only commits built here.
//
//	go test ./corpus -bench Mine -run '^$' -benchtime 1x
//	REAPER_BENCH_REPO=/path/to/go-mysql-server go test ./corpus -bench Mine -run '^$' -benchtime 1x
func BenchmarkMine(b *testing.B) {
	repo := os.Getenv("REAPER_BENCH_REPO")
	if repo == "" {
		repo = b.TempDir()
		buildRepo(b, repo, syntheticHistory(400))
	}
	gitdir, err := gitDir(repo)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := exec.LookPath("git"); err != nil {
		b.Fatal("the baseline needs the git command: install git")
	}
	// git log -p stops at the first blob a partial clone lacks, so the paths of missing blobs are
	// left out of the baseline (the miner reads them as "missing" and goes on).
	args := []string{"--git-dir", gitdir, "log", "-p", "--no-merges"}
	if missing := missingPaths(b, gitdir); len(missing) > 0 {
		b.Logf("baseline leaves out paths whose blobs the clone lacks: %s", strings.Join(missing, ", "))
		args = append(args, "--", ".")
		for _, p := range missing {
			args = append(args, ":!"+p)
		}
	}
	var mine, gitLog time.Duration
	var peak uint64
	var sum *Summary
	var baselineErr error
	for i := 0; i < b.N; i++ {
		start := time.Now()
		cmd := exec.Command("git", args...)
		cmd.Stdout = io.Discard
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			baselineErr = fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
		}
		gitLog += time.Since(start)

		var ms runtime.MemStats
		start = time.Now()
		sum, err = Mine(b.Context(), MineOptions{Repo: repo, Workers: runtime.NumCPU(), Corrections: true},
			func([]Result) error { return nil },
			func(p Progress) {
				if p.Done%200 == 0 {
					runtime.ReadMemStats(&ms)
					peak = max(peak, ms.HeapInuse)
				}
			})
		if err != nil {
			b.Fatal(err)
		}
		mine += time.Since(start)
	}
	b.ReportMetric(mine.Seconds()/float64(b.N), "s-mine/op")
	b.ReportMetric(float64(peak)/(1<<20), "MiB-peak-heap")
	if baselineErr != nil {
		b.Logf("%d commits walked, %d fixes kept in %.2fs; no baseline: git log -p failed after %.2fs: %v",
			sum.Walked, sum.Kept, mine.Seconds()/float64(b.N), gitLog.Seconds()/float64(b.N), baselineErr)
		return
	}
	b.ReportMetric(gitLog.Seconds()/float64(b.N), "s-git-log-p/op")
	b.ReportMetric(mine.Seconds()/gitLog.Seconds(), "ratio-vs-git-log-p")
	b.Logf("%d commits walked, %d fixes kept with %d workers; mine %.2fs vs git log -p %.2fs: ratio %.2f",
		sum.Walked, sum.Kept, runtime.NumCPU(), mine.Seconds()/float64(b.N), gitLog.Seconds()/float64(b.N), mine.Seconds()/gitLog.Seconds())
}

// missingPaths lists the paths whose blobs, somewhere in the history, the clone does not have.
func missingPaths(b *testing.B, gitdir string) []string {
	out, err := exec.Command("git", "--git-dir", gitdir, "rev-list", "--objects", "--missing=print", "HEAD").Output()
	if err != nil {
		b.Fatalf("git rev-list: %v", err)
	}
	missing := map[string]bool{}
	for _, l := range strings.Split(string(out), "\n") {
		if h, ok := strings.CutPrefix(l, "?"); ok {
			missing[h] = true
		}
	}
	if len(missing) == 0 {
		return nil
	}
	// --raw without rename detection names every blob a commit touches without reading any.
	out, err = exec.Command("git", "--git-dir", gitdir, "log", "--no-merges", "--raw", "--no-renames", "--no-abbrev", "--format=").Output()
	if err != nil {
		b.Fatalf("git log --raw: %v", err)
	}
	paths := map[string]bool{}
	for _, l := range strings.Split(string(out), "\n") {
		meta, path, ok := strings.Cut(l, "\t")
		f := strings.Fields(meta)
		if ok && len(f) >= 4 && (missing[f[2]] || missing[f[3]]) {
			paths[path] = true
		}
	}
	var list []string
	for p := range paths {
		list = append(list, p)
	}
	sort.Strings(list)
	return list
}

// syntheticHistory is n commits over a small engine: every third a fix with a test, the others
// features and test-only changes, so both the cheap and the expensive paths are exercised.
func syntheticHistory(n int) []commitSpec {
	specs := []commitSpec{layoutRepos[testfmt.SQL][0]}
	var tests strings.Builder
	tests.WriteString("CREATE TABLE t (a INT);\n")
	for i := 1; i < n; i++ {
		files := map[string]string{
			"src/exec.c": fmt.Sprintf("int\nexec_limit(int n)\n{\n\treturn n + %d;\n}\n", i),
		}
		msg := fmt.Sprintf("Add feature %d", i)
		switch i % 3 {
		case 0:
			msg = fmt.Sprintf("Fix wrong result %d", i)
			fmt.Fprintf(&tests, "SELECT %d FROM t;\n", i)
			files["tests/queries/limit.sql"] = tests.String()
		case 1:
			files = map[string]string{"docs/notes.md": fmt.Sprintf("note %d\n", i)}
		}
		specs = append(specs, commitSpec{Msg: msg, Files: files})
	}
	return specs
}
