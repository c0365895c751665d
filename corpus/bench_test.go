package corpus

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// BenchmarkMine mines a whole history and, in the same run, times the baseline
// `git log -p --no-merges` on the same repository, reporting mine/git-log as a ratio along with
// the peak heap seen while mining. The history is REAPER_BENCH_REPO (a real clone) when set,
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
	var mine, gitLog time.Duration
	var peak uint64
	var sum *Summary
	for i := 0; i < b.N; i++ {
		start := time.Now()
		cmd := exec.Command("git", "--git-dir", gitdir, "log", "-p", "--no-merges")
		cmd.Stdout = io.Discard
		if err := cmd.Run(); err != nil {
			b.Fatalf("git log -p: %v", err)
		}
		gitLog += time.Since(start)

		var ms runtime.MemStats
		start = time.Now()
		sum, err = Mine(b.Context(), MineOptions{Repo: repo, Workers: runtime.NumCPU()},
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
	b.ReportMetric(gitLog.Seconds()/float64(b.N), "s-git-log-p/op")
	b.ReportMetric(mine.Seconds()/gitLog.Seconds(), "ratio-vs-git-log-p")
	b.ReportMetric(float64(peak)/(1<<20), "MiB-peak-heap")
	b.Logf("%d commits walked, %d fixes kept with %d workers; mine %.2fs vs git log -p %.2fs: ratio %.2f",
		sum.Walked, sum.Kept, runtime.NumCPU(), mine.Seconds()/float64(b.N), gitLog.Seconds()/float64(b.N), mine.Seconds()/gitLog.Seconds())
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
