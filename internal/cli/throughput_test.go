package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/internal/store/storetest"
)

// BenchmarkHuntWorkers measures a whole offline campaign on a real history against the
// embedded go-mysql-server, in PostgreSQL with the job engine: mined by `reaper hunt
// --enqueue-only`, then worked by one `reaper worker` (the baseline) and, on a second store, by
// two at once. It prints fixes per minute end to end for both side by side, their ratio, and
// where the time went per stage; and, for the cost of the job engine, the same campaign as one
// `reaper hunt` on an SQLite store. The history is $REAPER_BENCH_REPO (a clone, bare or not):
//
//	REAPER_BENCH_REPO=/path/to/go-mysql-server go test ./internal/cli -run '^$' -bench HuntWorkers -benchtime 1x -timeout 2h
func BenchmarkHuntWorkers(b *testing.B) {
	repo := os.Getenv("REAPER_BENCH_REPO")
	if repo == "" {
		b.Skip("set REAPER_BENCH_REPO to a clone of a DBMS repository")
	}
	type result struct {
		workers int
		fixes   int
		mine    time.Duration
		total   time.Duration
		jobs    []campaign.JobStage
	}
	var results []result
	var lite time.Duration
	var liteStages []campaign.Stage
	for range b.N {
		start := time.Now()
		var sum campaign.Summary
		if err := json.Unmarshal(reaper(b, "hunt", "--repo", repo, "--db", filepath.Join(b.TempDir(), "r.db"), "--json"), &sum); err != nil {
			b.Fatalf("hunt on SQLite: %v", err)
		}
		lite, liteStages = time.Since(start), sum.Stages
		results = results[:0]
		for _, n := range []int{1, 2} {
			pg := storetest.Postgres(b)
			start := time.Now()
			var sum campaign.Summary
			if err := json.Unmarshal(reaper(b, "hunt", "--repo", repo, "--db", pg, "--enqueue-only", "--json"), &sum); err != nil {
				b.Fatalf("hunt --enqueue-only: %v", err)
			}
			mined := time.Since(start)
			workers := make([]*exec.Cmd, n)
			for i := range workers {
				args := []string{"worker", "--db", pg, "--drain", "--id", fmt.Sprintf("w%d", i)}
				workers[i] = exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
				workers[i].Env = append(os.Environ(), "REAPER_CLI_ARGS="+strings.Join(args, "\n"))
				workers[i].Stderr = os.Stderr
				if err := workers[i].Start(); err != nil {
					b.Fatal(err)
				}
			}
			for i, w := range workers {
				if err := w.Wait(); err != nil {
					b.Fatalf("worker w%d: %v", i, err)
				}
			}
			total := time.Since(start)
			st, err := store.Open(b.Context(), pg)
			if err != nil {
				b.Fatal(err)
			}
			fixes, err := st.CountFixes(b.Context())
			if err != nil {
				b.Fatal(err)
			}
			jobs, err := campaign.Jobs(b.Context(), st, "")
			st.Close()
			if err != nil {
				b.Fatal(err)
			}
			results = append(results, result{n, fixes, mined, total, jobs})
		}
	}
	perMin := func(r result) float64 { return float64(r.fixes) / r.total.Minutes() }
	fmt.Printf("\nwhole offline campaign on %s, target gms:, rules brain\n", repo)
	fmt.Printf("  %-8s %6s %12s %12s %10s\n", "workers", "fixes", "mine+enqueue", "end to end", "fixes/min")
	for _, r := range results {
		fmt.Printf("  %-8d %6d %12s %12s %10.1f\n", r.workers, r.fixes, r.mine.Round(time.Second), r.total.Round(time.Second), perMin(r))
	}
	fmt.Printf("  %-8s %6d %12s %12s %10.1f   (one hunt on an SQLite store, no job engine)\n", "-", results[0].fixes, liteStages[0].Duration.Round(time.Second), lite.Round(time.Second), float64(results[0].fixes)/lite.Minutes())
	fmt.Printf("  throughput of 2 workers / 1 worker (baseline): %.2fx; 1 worker / one SQLite hunt: %.2fx\n", perMin(results[1])/perMin(results[0]), lite.Minutes()/results[0].total.Minutes())
	fmt.Println("  time in each stage's jobs, summed over workers:")
	for _, r := range results {
		var parts []string
		for _, j := range r.jobs {
			parts = append(parts, fmt.Sprintf("%s %d jobs %s", strings.TrimPrefix(j.Kind, "reaper_"), j.Completed, j.Busy.Round(time.Second)))
		}
		fmt.Printf("    %d worker(s): mine+enqueue %s; %s\n", r.workers, r.mine.Round(time.Second), strings.Join(parts, "; "))
	}
	var parts []string
	for _, st := range liteStages {
		parts = append(parts, fmt.Sprintf("%s %s", st.Name, st.Duration.Round(time.Second)))
	}
	fmt.Printf("    one SQLite hunt: %s\n", strings.Join(parts, "; "))
	b.ReportMetric(perMin(results[0]), "fixes/min-1worker")
	b.ReportMetric(perMin(results[1]), "fixes/min-2workers")
}

// reaper runs reaper in a process of its own, as a user would, and returns its standard output.
// A campaign on gms: runs the engine inside reaper's process, and the statements it gave up on
// at their timeout go on running there (a SPACE() of a huge count evaluating, seen in the
// goroutine dump after a whole hunt: two cores busy for minutes); in the benchmark's own process
// they slowed the campaigns after the first (mining took 44-58 s instead of 12-16 s).
func reaper(b *testing.B, args ...string) []byte {
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
	cmd.Env = append(os.Environ(), "REAPER_CLI_ARGS="+strings.Join(args, "\n"))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		b.Fatalf("reaper %s: %v", strings.Join(args, " "), err)
	}
	return out
}
