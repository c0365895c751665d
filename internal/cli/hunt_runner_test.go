package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/gitfixture"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/internal/store/storetest"
)

// Without --repo a hunt works over the fixes the store holds, and says so; with no fixes there
// either, it says both ways to get some, exits 2 and creates no store.
func TestHuntWithoutRepo(t *testing.T) {
	dbmstest.Engines(t)
	dir := t.TempDir()
	none := filepath.Join(dir, "none.db")
	code, out, errOut := run(t, "", "hunt", "--db", none)
	if code != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "--repo PATH|URL") || !strings.Contains(errOut, "reaper import FILE") {
		t.Fatalf("hunt with neither: exit %d\n%s%s", code, out, errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("hunt with neither left %v behind", entries)
	}

	// A store that exists but holds no fix is no better.
	empty := filepath.Join(dir, "empty.db")
	st, err := store.Open(context.Background(), empty)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	if code, _, errOut := run(t, "", "hunt", "--db", empty); code != 2 || !strings.Contains(errOut, "reaper import FILE") {
		t.Fatalf("hunt on an empty store: exit %d\n%s", code, errOut)
	}

	db, fix := minedStore(t)
	code, out, errOut = run(t, "", "hunt", "--db", db, "--json")
	var sum campaign.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("hunt over the stored fixes: exit %d\n%s%s", code, out, errOut)
	}
	if !strings.Contains(errOut, "hunting over the 1 fix in the store on gms: with the rules brain; no --repo: nothing new is mined") {
		t.Errorf("the hunt did not say what it hunts over:\n%s", errOut)
	}
	if sum.Campaign.Profiles.Kept != 1 || sum.Campaign.Tests == 0 || sum.Campaign.Validations.Pending != 0 {
		t.Errorf("the stages did not run over fix %s: %+v", fix, sum.Campaign)
	}
}

// A second hunt on an SQLite store another one runs says who runs it, in one line, and exits 1
// before doing any work.
func TestSecondHuntOnSQLiteIsRefused(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, gmsHistory())
	db := filepath.Join(t.TempDir(), "r.db")
	ctx := context.Background()
	st, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	lock, err := st.LockRunner(ctx) // the first hunt
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Release()

	code, out, errOut := run(t, "", "hunt", "--db", db, "--repo", repo)
	host, _ := os.Hostname()
	want := fmt.Sprintf("reaper hunt: another hunt (pid %d on %s since ", os.Getpid(), host)
	if code != 1 || !strings.HasPrefix(errOut, want) || !strings.HasSuffix(errOut, "is running on "+db+"; wait for it or use another --db\n") ||
		strings.Count(errOut, "\n") != 1 || out != "" {
		t.Fatalf("second hunt: exit %d\n%s%s", code, out, errOut)
	}
	if n, err := st.CountFixes(ctx); err != nil || n != 0 {
		t.Fatalf("the refused hunt mined %d fixes (%v)", n, err)
	}
	lock.Release()
	if code, out, errOut := run(t, "", "hunt", "--db", db, "--repo", repo); code != 0 {
		t.Fatalf("hunt once the first is done: exit %d\n%s%s", code, out, errOut)
	}
}

// On a PostgreSQL store a second hunt joins the running one as a worker: it mines and enqueues
// nothing, works the jobs, and stops only once the runner is gone and no job is left — as
// `worker --drain` does.
func TestSecondHuntOnPostgresJoinsAsAWorker(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, gmsHistory())
	pg := storetest.Postgres(t)
	if code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", pg, "--enqueue-only"); code != 0 {
		t.Fatalf("hunt --enqueue-only: %d\n%s%s", code, out, errOut)
	}
	ctx := context.Background()
	st, err := store.Open(ctx, pg)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	lock, err := st.LockRunner(ctx) // a hunt still running, as if it were mining
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Release()

	type result struct {
		code        int
		out, errOut string
	}
	hunt, worker := make(chan result, 1), make(chan result, 1)
	go func() {
		code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", pg, "--json")
		hunt <- result{code, out, errOut}
	}()
	go func() {
		code, out, errOut := run(t, "", "worker", "--db", pg, "--drain")
		worker <- result{code, out, errOut}
	}()
	queue := campaign.Queue(dialect.MustParseTarget(campaign.DefaultTarget), "rules")
	deadline := time.Now().Add(2 * time.Minute)
	for {
		open, err := campaign.OpenJobs(ctx, st, queue)
		if err != nil {
			t.Fatal(err)
		}
		if open == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d jobs still open after 2 minutes", open)
		}
		time.Sleep(100 * time.Millisecond)
	}
	// Well past the drain's second of idleness: both still wait for the runner.
	select {
	case r := <-hunt:
		t.Fatalf("the joined hunt stopped while the runner held the lock: exit %d\n%s%s", r.code, r.out, r.errOut)
	case r := <-worker:
		t.Fatalf("worker --drain stopped while a hunt held the lock: exit %d\n%s%s", r.code, r.out, r.errOut)
	case <-time.After(3 * time.Second):
	}
	lock.Release()
	var h, w result
	for range 2 {
		select {
		case h = <-hunt:
		case w = <-worker:
		case <-time.After(time.Minute):
			t.Fatal("the joined hunt and the worker did not stop within a minute of the runner's end")
		}
	}
	if w.code != 0 {
		t.Fatalf("worker --drain: exit %d\n%s%s", w.code, w.out, w.errOut)
	}
	var sum campaign.Summary
	if h.code != 0 || json.Unmarshal([]byte(h.out), &sum) != nil {
		t.Fatalf("joined hunt: exit %d\n%s%s", h.code, h.out, h.errOut)
	}
	if !strings.Contains(h.errOut, fmt.Sprintf("another hunt (pid %d on ", os.Getpid())) || !strings.Contains(h.errOut, "joins it as a worker") {
		t.Errorf("the joined hunt did not say so:\n%s", h.errOut)
	}
	if sum.Joined == nil || sum.Joined.PID != os.Getpid() || sum.Enqueued != 0 || sum.Stages[0].Done != 0 || !strings.Contains(sum.Stages[0].Note, "joined pid") {
		t.Errorf("the joined hunt mined or enqueued: %+v, stages %+v", sum.Joined, sum.Stages)
	}
	if sum.Campaign.Validations.Pending != 0 || sum.Campaign.Validations.Done == 0 {
		t.Errorf("the campaign is not done: %+v", sum.Campaign.Validations)
	}
}
