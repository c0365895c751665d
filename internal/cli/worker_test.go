package cli

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/gitfixture"
	"github.com/reaper-sql/reaper/internal/store/storetest"
)

// jsonFixesHistory is a go-mysql-server-style history with one fix per JSON function named:
// each fix changes the function's file and adds a script test calling it over a JSON column. A
// name "a/b" changes a's file and tests b, under a message that names neither (nor the JSON
// column type the setup creates, which the query side would then weigh): the analyzers disagree
// and the profile is dropped, but its ranked candidates still get siblings.
func jsonFixesHistory(fns ...string) []gitfixture.Commit {
	existing := jsonScript("json_extract of a constant", "select json_extract('{\"a\": 1}', '$.a')", "{1}")
	files := map[string]string{"enginetest/queries/json_scripts.go": jsonQueries(existing)}
	for _, fn := range fns {
		file, _, _ := strings.Cut(fn, "/")
		files["sql/expression/function/json/"+file+".go"] = fmt.Sprintf("package json\n\n// Eval%[1]s evaluates %[1]s.\nfunc Eval%[1]s(doc any) any {\n\treturn doc\n}\n", file)
	}
	commits := []gitfixture.Commit{{Msg: "Initial", Files: files}}
	scripts := []string{existing}
	for _, fn := range fns {
		file, query, mixed := strings.Cut(fn, "/")
		msg := fmt.Sprintf("fix wrong result of `%s` over a JSON column", strings.ToUpper(file))
		if !mixed {
			query = file
		} else {
			msg = "fix a wrong result"
		}
		scripts = append(scripts, jsonScript(query+" over a json column", fmt.Sprintf("select pk, %s(col1) from t order by pk", query), "{1, 1}, {2, nil}"))
		commits = append(commits, gitfixture.Commit{Msg: msg, Files: map[string]string{
			"sql/expression/function/json/" + file + ".go": fmt.Sprintf("package json\n\n// Eval%[1]s evaluates %[1]s.\nfunc Eval%[1]s(doc any) any {\n\tif doc == nil {\n\t\treturn nil\n\t}\n\treturn doc\n}\n", file),
			"enginetest/queries/json_scripts.go":           jsonQueries(scripts...),
		}})
	}
	return commits
}

// A hunt whose store is PostgreSQL works its jobs in-process with the job engine, and a hunt
// validating on two sandboxes at once shares the fixes out among them; both end with the
// candidates of a plain hunt on an SQLite store.
func TestHuntOnPostgresAndOnSandboxesMatchAPlainHunt(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, jsonFixesHistory("json_keys", "json_length", "json_type", "json_depth/json_valid"))
	lite := filepath.Join(t.TempDir(), "r.db")
	if code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", lite); code != 0 {
		t.Fatalf("hunt on SQLite: %d\n%s%s", code, out, errOut)
	}
	want := candidatesOf(t, lite)
	two := filepath.Join(t.TempDir(), "two.db")
	if code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", two, "--sandboxes", "2"); code != 0 {
		t.Fatalf("hunt --sandboxes 2: %d\n%s%s", code, out, errOut)
	}
	if got := candidatesOf(t, two); got != want || want == "" {
		t.Fatalf("candidates on two sandboxes:\n%s\nwant those on one:\n%s", got, want)
	}
	pg := storetest.Postgres(t)
	code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", pg, "--json")
	var sum campaign.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("hunt on PostgreSQL: %d\n%s%s", code, out, errOut)
	}
	if v := sum.Stages[len(sum.Stages)-1]; sum.Queue != "gms_rules" || sum.Enqueued != 4 || v.Name != campaign.StageValidate || v.Done == 0 || v.Failed != 0 {
		t.Fatalf("hunt on PostgreSQL: queue %q, %d enqueued, stages %+v", sum.Queue, sum.Enqueued, sum.Stages)
	}
	if got := candidatesOf(t, pg); got != want {
		t.Fatalf("candidates on PostgreSQL:\n%s\nwant those on SQLite:\n%s", got, want)
	}
	// The same work was done: the dropped profile's candidates got their siblings too.
	var a, b campaign.Status
	_, outA, _ := run(t, "", "status", "--db", lite, "--json")
	_, outB, _ := run(t, "", "status", "--db", pg, "--json")
	if json.Unmarshal([]byte(outA), &a) != nil || json.Unmarshal([]byte(outB), &b) != nil || a.Profiles.Failed == 0 ||
		a.SiblingSets.Done != b.SiblingSets.Done || a.SiblingSets.Kept != b.SiblingSets.Kept || a.Tests != b.Tests || a.Validations.Done != b.Validations.Done {
		t.Fatalf("status on SQLite %+v %+v %d tests\nand on PostgreSQL %+v %+v %d tests differ (or no profile was dropped)", a.Profiles, a.SiblingSets, a.Tests, b.Profiles, b.SiblingSets, b.Tests)
	}
	// A second hunt finds every unit done: nothing is enqueued, nothing worked.
	code, out, errOut = run(t, "", "hunt", "--repo", repo, "--db", pg, "--json")
	sum = campaign.Summary{}
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Enqueued != 0 {
		t.Fatalf("second hunt on PostgreSQL: %d, %d enqueued\n%s%s", code, sum.Enqueued, out, errOut)
	}
	for _, s := range sum.Stages[1:] {
		if s.Done != 0 {
			t.Errorf("the second hunt did %s again: %+v", s.Name, s)
		}
	}
	if code, out, _ := run(t, "", "status", "--db", pg); code != 0 || !strings.Contains(out, "gms_rules") || !strings.Contains(out, "reaper_validate") {
		t.Fatalf("status of a campaign in PostgreSQL shows no jobs: %d\n%s", code, out)
	}
}

// Two and three `reaper worker` processes share a campaign enqueued by `reaper hunt
// --enqueue-only`; one of them is killed with SIGKILL while it works a job. The job is handed out
// again, every job ends completed exactly once, and the candidates are those of a hunt on one
// machine: the reference engine's divergences too, though jobs cut by their 10 s timeout break
// the reference's connections (which once made a live sandbox count as gone).
func TestWorkersShareACampaignAndSurviveAKill(t *testing.T) {
	dbmstest.Engines(t)
	fns := []string{"json_keys", "json_length", "json_type", "json_depth", "json_valid", "json_quote"}
	repo := t.TempDir()
	gitfixture.Build(t, repo, jsonFixesHistory(fns...))
	lite := filepath.Join(t.TempDir(), "r.db")
	if code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", lite); code != 0 {
		t.Fatalf("hunt on one machine: %d\n%s%s", code, out, errOut)
	}
	want := candidatesOf(t, lite)
	var local campaign.Status
	if code, out, _ := run(t, "", "status", "--db", lite, "--json"); code != 0 || json.Unmarshal([]byte(out), &local) != nil {
		t.Fatalf("status: %d\n%s", code, out)
	}
	for _, n := range []int{2, 3} {
		t.Run(fmt.Sprintf("%d workers", n), func(t *testing.T) {
			t.Parallel()
			pg := storetest.Postgres(t)
			code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", pg, "--enqueue-only", "--json")
			var sum campaign.Summary
			if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Enqueued != len(fns) || !strings.Contains(sum.Next, "reaper worker --db") {
				t.Fatalf("hunt --enqueue-only: %d, %+v\n%s%s", code, sum, out, errOut)
			}
			db, err := sql.Open("pgx", pg)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()

			workers := make([]*exec.Cmd, n)
			logs := make([]strings.Builder, n)
			for i := range workers {
				args := []string{"worker", "--db", pg, "--target", "gms:", "--drain", "--id", fmt.Sprintf("w%d", i), "--job-timeout", "10s"}
				workers[i] = exec.Command(os.Args[0], "-test.run=^$")
				workers[i].Env = append(os.Environ(), "REAPER_CLI_ARGS="+strings.Join(args, "\n"))
				workers[i].Stdout, workers[i].Stderr = &logs[i], &logs[i]
				if err := workers[i].Start(); err != nil {
					t.Fatal(err)
				}
			}
			defer func() {
				for _, w := range workers {
					w.Process.Kill()
				}
			}()
			// Kill w0 while it works a job.
			var killedJob int64
			deadline := time.Now().Add(60 * time.Second)
			for killedJob == 0 {
				if time.Now().After(deadline) {
					t.Fatal("w0 worked no job within a minute")
				}
				err := db.QueryRow(`SELECT id FROM river_job WHERE state = 'running' AND attempted_by[array_length(attempted_by, 1)] = 'w0' LIMIT 1`).Scan(&killedJob)
				if err != nil && err != sql.ErrNoRows {
					t.Fatal(err)
				}
				time.Sleep(2 * time.Millisecond)
			}
			if err := workers[0].Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			workers[0].Wait()
			var state string
			if err := db.QueryRow(`SELECT state::text FROM river_job WHERE id = $1`, killedJob).Scan(&state); err != nil || state != "running" {
				t.Fatalf("job %d is %q after the kill (%v): w0 was not killed mid-job", killedJob, state, err)
			}
			for i, w := range workers[1:] {
				done := make(chan error, 1)
				go func() { done <- w.Wait() }()
				select {
				case err := <-done:
					if err != nil {
						t.Fatalf("worker w%d: %v\n%s", i+1, err, logs[i+1].String())
					}
				case <-time.After(3 * time.Minute):
					t.Fatalf("worker w%d did not drain the queue in 3 minutes\n%s", i+1, logs[i+1].String())
				}
			}

			// Every job completed once; the killed one on a second attempt, by another worker.
			var open, completed int
			if err := db.QueryRow(`SELECT count(*) FILTER (WHERE state <> 'completed'), count(*) FILTER (WHERE state = 'completed') FROM river_job`).Scan(&open, &completed); err != nil || open != 0 {
				t.Fatalf("%d jobs not completed (%v)", open, err)
			}
			var attempt int
			var by []byte
			if err := db.QueryRow(`SELECT attempt, array_to_json(attempted_by) FROM river_job WHERE id = $1`, killedJob).Scan(&attempt, &by); err != nil || attempt < 2 || !strings.Contains(string(by), "w0") || string(by) == `["w0"]` {
				t.Fatalf("the killed job: attempt %d, attempted by %s (%v); want a second attempt by another worker", attempt, by, err)
			}
			// One job per unit: a profile job per fix, a siblings job per profile, a validate job
			// per set with tests.
			if units := local.Fixes + local.Profiles.Done + local.SiblingSets.Kept; completed != units {
				t.Fatalf("%d jobs completed, want one per unit: %d", completed, units)
			}
			var st campaign.Status
			if code, out, _ := run(t, "", "status", "--db", pg, "--json"); code != 0 || json.Unmarshal([]byte(out), &st) != nil {
				t.Fatalf("status: %d\n%s", code, out)
			}
			if st.Tests != local.Tests || st.Validations.Done != local.Tests || st.Validations.Pending != 0 {
				t.Fatalf("status after the workers: %d tests, validations %+v; want all %d validated", st.Tests, st.Validations, local.Tests)
			}
			if got := candidatesOf(t, pg); got != want || want == "" {
				t.Fatalf("candidates of the workers:\n%s\nwant those of one machine:\n%s", got, want)
			}
		})
	}
}

// A worker needs a shared store and a target it may run tests on; an unreachable PostgreSQL
// store is named with what to check.
func TestWorkerAndPostgresStoreErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"worker", "--db", filepath.Join(t.TempDir(), "r.db")}, 2, "workers share a campaign in PostgreSQL"},
		{[]string{"worker", "--db", "postgres://postgres@127.0.0.1:5432/postgres", "--target", "mysql://root@127.0.0.1:3306/"}, 2, "give --allow-shared"},
		{[]string{"worker", "--db", "postgres://postgres@127.0.0.1:5432/postgres", "--sandboxes", "-1"}, 2, "must not be negative"},
		{[]string{"worker", "--db", "postgres://postgres@127.0.0.1:5432/postgres", "--reference", "gms:"}, 2, "must be another engine than the target"},
		{[]string{"status", "--db", "postgres://reaper:secret@127.0.0.1:1/none"}, 1, "cannot be reached"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "secret") {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q, without the password", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// A worker given --reference runs every sibling test on the reference engine too: each verdict
// it stores carries the reference's run, and the reference is part of the verdict's key.
func TestWorkerRunsTheReference(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, jsonFixesHistory("json_keys"))
	pg := storetest.Postgres(t)
	if code, out, errOut := run(t, "", "hunt", "--repo", repo, "--db", pg, "--enqueue-only"); code != 0 {
		t.Fatalf("hunt --enqueue-only: %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := run(t, "", "worker", "--db", pg, "--target", "gms:", "--reference", "sandbox:mariadb", "--drain"); code != 0 {
		t.Fatalf("worker --reference: %d\n%s%s", code, out, errOut)
	}
	db, err := sql.Open("pgx", pg)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT record FROM validations`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var rec string
		if err := rows.Scan(&rec); err != nil {
			t.Fatal(err)
		}
		var v struct {
			Input struct {
				Reference *struct {
					Target string `json:"target"`
				} `json:"reference"`
			} `json:"input"`
		}
		if err := json.Unmarshal([]byte(rec), &v); err != nil {
			t.Fatal(err)
		}
		if v.Input.Reference == nil || v.Input.Reference.Target != "sandbox:mariadb" {
			t.Fatalf("a verdict without the reference's run: %.300s", rec)
		}
		n++
	}
	if n == 0 {
		t.Fatal("the worker stored no verdict")
	}
}
