package backends

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/engine"
	"github.com/reaper-sql/reaper/internal/backends/gms"
	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// runaway is a statement go-mysql-server runs for far longer than any test waits, and on after
// its client gave up: a cross join of four catalog tables, counted, so it burns CPU and holds
// little memory.
const runaway = "SELECT COUNT(*) FROM information_schema.columns a, information_schema.columns b, " +
	"information_schema.columns c, information_schema.columns d"

// bigSelect is one SELECT of 300,000 terms (600 KB): go-mysql-server's planner recurses once
// per term and overflows its goroutine's stack, a fatal error of the Go runtime that no recover
// catches. In reaper's process it would be reaper's death.
var bigSelect = "SELECT " + strings.Repeat("1+", 299999) + "1"

// openSupervised opens gms: (the engine in a child process), closed when the test ends.
func openSupervised(t *testing.T) *engine.Target {
	t.Helper()
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg.(*engine.Target)
}

// childOf is the process of tg's running child.
func childOf(t *testing.T, tg *engine.Target) owned.Process {
	t.Helper()
	p, err := owned.Of(tg.PID())
	if err != nil {
		t.Fatalf("no child runs: %v", err)
	}
	return p
}

// TestGMSSupervisedConformance: gms: runs the engine in a child process and passes the suite
// every backend passes; it names the same product as the engine in process, managed.
func TestGMSSupervisedConformance(t *testing.T) {
	dbmstest.Engines(t)
	tg := openSupervised(t)
	info, err := tg.Info(t.Context())
	if err != nil || info.Product != gms.Product || !info.Managed || info.Target != "gms:" {
		t.Fatalf("info %+v, %v", info, err)
	}
	if tg.PID() == 0 || tg.PID() == os.Getpid() {
		t.Fatalf("the engine runs in process %d, this is %d", tg.PID(), os.Getpid())
	}
	dbmstest.Conformance(t, tg, dbmstest.GMS)

	in, err := dbms.Open(t.Context(), dialect.MustParseTarget("gms:inprocess"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if info, err := in.Info(t.Context()); err != nil || info.Product != gms.Product || info.Managed || info.Target != "gms:inprocess" {
		t.Fatalf("gms:inprocess info %+v, %v", info, err)
	}
}

// TestGMSSupervisedBinaryCellsKeepTheirBytes: a binary value that is not UTF-8 comes back from
// the child byte for byte, as the engine in process and a server give it, both from the run's
// last result and from each result as it is reported; JSON text alone would make its invalid
// bytes U+FFFD.
func TestGMSSupervisedBinaryCellsKeepTheirBytes(t *testing.T) {
	dbmstest.Engines(t)
	tg := openSupervised(t)
	var reported []dbms.Result
	ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT UNHEX('8AFF00C3'), 'text'"), dbms.RunOptions{
		OnResult: func(_ int, r dbms.Result) { reported = append(reported, r) }})
	for _, r := range append(reported, ex.Results...) {
		if len(r.Rows) != 1 || r.Rows[0][0] == nil || *r.Rows[0][0] != "\x8a\xff\x00\xc3" || *r.Rows[0][1] != "text" {
			t.Fatalf("result %+v; want the bytes 8a ff 00 c3 and the text", r)
		}
	}
	if len(reported) != 1 {
		t.Fatalf("%d results reported, want 1", len(reported))
	}
}

// TestGMSSupervisedPanicIsEvidence: a panic the engine catches under a statement is that
// statement's Log in the child too.
func TestGMSSupervisedPanicIsEvidence(t *testing.T) {
	dbmstest.Engines(t)
	tg := openSupervised(t)
	ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT 1", "SELECT UNIX_TIMESTAMP(@@time_zone)"), dbms.RunOptions{})
	if ex.Results[0].Log != "" || ex.Results[1].Outcome == dbms.OutcomeOK || !strings.Contains(ex.Results[1].Log, "panic") {
		t.Fatalf("results %+v; want the caught panic as the second statement's evidence", ex.Results)
	}
}

// TestGMSRunawayIsKilled: a statement that runs on after its client gave up is a hang within
// its timeout plus the grace; the rest of the script runs, and then the child, where the
// statement may still burn, is killed. The next run works, on a fresh child.
func TestGMSRunawayIsKilled(t *testing.T) {
	dbmstest.Engines(t)
	tg := openSupervised(t)
	first := childOf(t, tg)
	const timeout = time.Second
	begun := time.Now()
	ex := dbmstest.Run(t, tg, dbmstest.Script(runaway, "SELECT 1"), dbms.RunOptions{StatementTimeout: timeout})
	took := time.Since(begun)
	if r := ex.Results; r[0].Outcome != dbms.OutcomeHang || r[1].Outcome != dbms.OutcomeOK || ex.Crashed {
		t.Fatalf("results %+v", r)
	}
	if limit := timeout + engine.DefaultGrace; took > limit {
		t.Fatalf("the run took %s, past the timeout and the grace (%s)", took, limit)
	}
	if first.Alive() {
		t.Fatal("the child the runaway ran in still runs after the run")
	}
	ex = dbmstest.Run(t, tg, dbmstest.Script("SELECT 1"), dbms.RunOptions{})
	if r := ex.Results[0]; r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "1" {
		t.Fatalf("the next run: %+v", r)
	}
	if next := childOf(t, tg); next == first {
		t.Fatal("the next run ran in the killed child")
	}
}

// TestGMSNoAnswerPastGraceIsKilled: a child that gives no result within the statement's
// timeout plus the grace is killed by the parent, the statement is a hang and the rest is not
// run. The grace here is shorter than the time the engine's own client waits, so the runaway
// leaves the child without an answer, as a wedged engine would.
func TestGMSNoAnswerPastGraceIsKilled(t *testing.T) {
	dbmstest.Engines(t)
	const timeout, grace = time.Second, 500 * time.Millisecond
	tg, err := engine.Start(t.Context(), engine.Config{Engine: "gms", Target: "gms:", Grace: grace})
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	first := childOf(t, tg)
	begun := time.Now()
	ex := dbmstest.Run(t, tg, dbmstest.Script("CREATE TABLE t (a INT)", runaway, "SELECT 1"), dbms.RunOptions{StatementTimeout: timeout})
	took := time.Since(begun)
	r := ex.Results
	if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeHang || r[2].Outcome != dbms.OutcomeNotRun || ex.Crashed ||
		!strings.Contains(r[1].Message, "the engine's process was killed") {
		t.Fatalf("results %+v", r)
	}
	// The parent's clock starts before the child's, so a second of slack.
	if limit := timeout + grace + time.Second; took > limit {
		t.Fatalf("the run took %s, past the timeout and the grace", took)
	}
	if first.Alive() {
		t.Fatal("the child is still running")
	}
	if ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT 1"), dbms.RunOptions{}); ex.Results[0].Outcome != dbms.OutcomeOK {
		t.Fatalf("the next run: %+v", ex.Results)
	}
}

// TestGMSCrashIsRecorded: the engine's fatal stack overflow kills the child, not reaper: the
// statement is a crash with the child's report as its log, the rest is not run, and the next
// run works on a fresh child.
func TestGMSCrashIsRecorded(t *testing.T) {
	dbmstest.Engines(t)
	tg := openSupervised(t)
	first := childOf(t, tg)
	ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT 1", bigSelect, "SELECT 2"), dbms.RunOptions{StatementTimeout: time.Minute})
	r := ex.Results
	if r[0].Outcome != dbms.OutcomeOK || r[1].Outcome != dbms.OutcomeCrash || r[2].Outcome != dbms.OutcomeNotRun || !ex.Crashed {
		t.Fatalf("outcomes %s, %s, %s, crashed %v", r[0].Outcome, r[1].Outcome, r[2].Outcome, ex.Crashed)
	}
	for _, want := range []string{"fatal error: stack overflow", "goroutine", "planbuilder"} {
		if !strings.Contains(r[1].Log, want) {
			t.Errorf("the crash's log lacks %q:\n%.2000s", want, r[1].Log)
		}
	}
	if len(r[1].Log) > 20<<10 {
		t.Errorf("the crash's log holds %d bytes", len(r[1].Log))
	}
	if !strings.Contains(r[1].Message, "exit status 2") {
		t.Errorf("message %q does not say how the child ended", r[1].Message)
	}
	if first.Alive() {
		t.Fatal("the crashed child still runs")
	}
	ex = dbmstest.Run(t, tg, dbmstest.Script("CREATE TABLE t (a INT)", "SELECT COUNT(*) FROM t"), dbms.RunOptions{})
	if ex.Results[1].Outcome != dbms.OutcomeOK {
		t.Fatalf("the next run: %+v", ex.Results)
	}
	if next := childOf(t, tg); next == first {
		t.Fatal("the next run ran in the crashed child")
	}
}

// TestGMSFilesDirectoryPerChild: each child confines the engine's files to a directory of its
// own, marked as the child's, and removes it when it ends; the directory of a child killed
// under a statement (a hang, a run abandoned on Ctrl-C or SIGTERM) is removed by the parent once
// the child is gone, before the run returns.
func TestGMSFilesDirectoryPerChild(t *testing.T) {
	dbmstest.Engines(t)
	t.Setenv("TMPDIR", t.TempDir()) // this test's directories alone, as the child inherits it
	a, b, c := openSupervised(t), openSupervised(t), openSupervised(t)
	dirOf := func(tg *engine.Target) string {
		ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT @@secure_file_priv"), dbms.RunOptions{})
		if ex.Results[0].Outcome != dbms.OutcomeOK || ex.Results[0].Rows[0][0] == nil {
			t.Fatalf("secure_file_priv: %+v", ex.Results)
		}
		return *ex.Results[0].Rows[0][0]
	}
	da, db, dc := dirOf(a), dirOf(b), dirOf(c)
	if da == db || !strings.HasPrefix(filepath.Base(da), owned.Prefix+"gms-files-") || filepath.Dir(da) != os.Getenv("TMPDIR") {
		t.Fatalf("directories %q and %q", da, db)
	}
	marker, err := os.ReadFile(filepath.Join(da, owned.MarkerFile))
	if err != nil || !strings.Contains(string(marker), `"pid":`+strconv.Itoa(a.PID())) {
		t.Fatalf("marker of %s: %s, %v; child %d", da, marker, err, a.PID())
	}
	ex := dbmstest.Run(t, a, dbmstest.Script("SELECT 1 INTO OUTFILE 'reaper_outfile'"), dbms.RunOptions{})
	if r := ex.Results[0]; r.Outcome != dbms.OutcomeError || !strings.Contains(r.Message, "secure-file-priv") {
		t.Fatalf("a relative OUTFILE: %+v", r)
	}
	a.Close()
	if _, err := os.Stat(da); !os.IsNotExist(err) {
		t.Fatalf("the directory of a closed child is still there: %v", err)
	}

	// A hang kills b's child without a word to it.
	bChild := childOf(t, b)
	dbmstest.Run(t, b, dbmstest.Script(runaway), dbms.RunOptions{StatementTimeout: 500 * time.Millisecond, StopAfterHang: true})
	if bChild.Alive() {
		t.Fatal("the child the runaway hung in still runs")
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Fatalf("the directory of a child killed by a hang outlived the run: %v", err)
	}

	// A run abandoned under a statement (its context cancelled, as Ctrl-C and SIGTERM do)
	// kills c's child.
	cChild := childOf(t, c)
	// Whenever the cancel comes, the run is under way: the statement sleeps for a minute.
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(time.Second, cancel)
	if _, err := c.Run(ctx, dbmstest.Script("SELECT SLEEP(60)"), dbms.RunOptions{StatementTimeout: 2 * time.Minute}); !errors.Is(err, context.Canceled) {
		t.Fatalf("the abandoned run: %v", err)
	}
	if cChild.Alive() {
		t.Fatal("the child of the abandoned run still runs")
	}
	if _, err := os.Stat(dc); !os.IsNotExist(err) {
		t.Fatalf("the directory of a child killed with its run outlived the run: %v", err)
	}
}

// TestEngineUnknown: a child asked for an engine this binary does not serve says so, and
// Start reports it.
func TestEngineUnknown(t *testing.T) {
	_, err := engine.Start(t.Context(), engine.Config{Engine: "nosuch", Target: "nosuch:"})
	if err == nil || !strings.Contains(err.Error(), `serves no engine "nosuch"`) {
		t.Fatalf("start of an unknown engine: %v", err)
	}
}

// TestGMSChildKilledWhileIdle: a child that dies between runs (the OOM killer, a stray kill)
// is no statement's crash: the next run goes to a fresh child.
func TestGMSChildKilledWhileIdle(t *testing.T) {
	dbmstest.Engines(t)
	tg := openSupervised(t)
	first := childOf(t, tg)
	if err := syscall.Kill(first.PID, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	ex := dbmstest.Run(t, tg, dbmstest.Script("SELECT 1"), dbms.RunOptions{})
	if r := ex.Results[0]; r.Outcome != dbms.OutcomeOK || ex.Crashed {
		t.Fatalf("the run after the idle child died: %+v", ex)
	}
	if next := childOf(t, tg); next == first {
		t.Fatal("the run went to the dead child")
	}
}

// TestGMSChildPastMaxRSSIsKilled: a statement that makes the child grow past its memory cap
// (a string of a billion and a half characters, as sibling tests with a huge count build) is a
// hang that names the cap, the child is killed and the rest of the run is not run; the next run
// goes to a fresh child. A child under the cap serves run after run.
func TestGMSChildPastMaxRSSIsKilled(t *testing.T) {
	dbmstest.Engines(t)
	tg, err := engine.Start(t.Context(), engine.Config{Engine: "gms", Target: "gms:", MaxRSS: 256 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	first := tg.PID()
	ex := dbmstest.Run(t, tg, dbmstest.Script("CREATE TABLE t (n INT)", "INSERT INTO t VALUES (1)",
		"SELECT LENGTH(REPEAT('x', n * 1500000000)) FROM t", "SELECT 2"), dbms.RunOptions{})
	if r := ex.Results[2]; r.Outcome != dbms.OutcomeHang || !strings.Contains(r.Message, "resident memory") ||
		ex.Results[1].Outcome != dbms.OutcomeOK || ex.Results[3].Outcome != dbms.OutcomeNotRun {
		t.Fatalf("the run past the cap: %+v", ex.Results)
	}
	var pids []int
	for range 2 {
		ex := dbmstest.Run(t, tg, dbmstest.Script("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1)", "SELECT a FROM t"), dbms.RunOptions{})
		if r := ex.Results[2]; r.Outcome != dbms.OutcomeOK || ex.Crashed {
			t.Fatalf("a run after the cap: %+v", ex)
		}
		pids = append(pids, tg.PID())
	}
	if pids[0] == first || pids[0] != pids[1] {
		t.Errorf("children: %d killed past the cap, then %v; want a fresh one that stays", first, pids)
	}
}
