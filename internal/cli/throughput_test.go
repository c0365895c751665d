package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
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
// where the time went per stage. The history is $REAPER_BENCH_REPO (a clone, bare or not):
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
	for range b.N {
		results = results[:0]
		for _, n := range []int{1, 2} {
			pg := storetest.Postgres(b)
			start := time.Now()
			var out, errOut strings.Builder
			code := Run(b.Context(), []string{"hunt", "--repo", repo, "--db", pg, "--enqueue-only", "--json"}, strings.NewReader(""), &out, &errOut)
			var sum campaign.Summary
			if code != 0 || json.Unmarshal([]byte(out.String()), &sum) != nil {
				b.Fatalf("hunt --enqueue-only: %d\n%s", code, errOut.String())
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
	fmt.Printf("  throughput of 2 workers / 1 worker (baseline): %.2fx\n", perMin(results[1])/perMin(results[0]))
	fmt.Println("  time in each stage's jobs, summed over workers:")
	for _, r := range results {
		var parts []string
		for _, j := range r.jobs {
			parts = append(parts, fmt.Sprintf("%s %d jobs %s", strings.TrimPrefix(j.Kind, "reaper_"), j.Completed, j.Busy.Round(time.Second)))
		}
		fmt.Printf("    %d worker(s): mine+enqueue %s; %s\n", r.workers, r.mine.Round(time.Second), strings.Join(parts, "; "))
	}
	b.ReportMetric(perMin(results[0]), "fixes/min-1worker")
	b.ReportMetric(perMin(results[1]), "fixes/min-2workers")
}
