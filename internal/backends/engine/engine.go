// Package engine supervises a database engine reaper embeds (go-mysql-server, DuckDB) in
// a child process, so that the engine can be stopped and can crash without taking reaper with
// it. In process, a statement reaper gave up on keeps burning a CPU, and a fatal error of the
// engine (a stack overflow no recover catches) is reaper's death.
//
// The child is the running binary itself (/proc/self/exe), started with ChildEnv naming the
// engine; the composition root calls ServeIfChild from an init function, which in a child serves
// the engine and exits before main runs. Parent and child speak JSON lines over the child's
// stdin and stdout: requests info, catalog and run; a run streams one line per statement result
// as the engine's target records it (dbms.RunOptions.OnResult), so the parent knows which
// statement is running, and ends with the execution. The parent (Target) gives each statement
// its timeout plus a grace period; a statement whose result does not come by then is a hang and
// the child is killed, and a child that dies under a statement is a crash of that statement,
// with the last of the child's stderr (a Go panic, "fatal error: stack overflow", the head of
// the goroutine dump) as the evidence. Either way the rest of the script is not run and the next
// run starts a fresh child; so does every run after a hang, since a runaway statement may still
// be burning in the child. The child dies with its parent (the parent-death signal) and exits
// when its stdin closes.
package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// ChildEnv is the environment variable that makes a process an engine child; its value names
// the engine to serve.
const ChildEnv = "REAPER_ENGINE_CHILD"

// DefaultGrace is how long past a statement's timeout the parent waits for its result before
// it kills the child. The engine's own client gives up 2s past the timeout (internal/backends/mysql)
// and reports a hang, which the grace leaves time for.
const DefaultGrace = 5 * time.Second

// DefaultMaxRSS is the resident memory a child may reach under a statement (see
// Config.MaxRSS). A test needs 150 MB at most; the sibling tests that put a huge count in
// SPACE, LPAD or RPAD made go-mysql-server's child grow past 4 GB in seconds, before their
// timeout ended them as hangs, and that was a whole hunt's peak; DuckDB's child, which keeps
// what earlier runs' databases leave behind, grew past 2.8 GB in ten minutes of validation.
// Between two reads of its memory a runaway child grows by up to 200 MB more.
const DefaultMaxRSS = 768 << 20

// maxStack bounds a goroutine's stack in the child, so that growing to it (384 MB for a
// moment, see serve) stays well under DefaultMaxRSS.
const maxStack = 256 << 20

// rssPoll is how often the parent reads a running child's resident memory. A runaway
// allocation grew by about a gigabyte a second; a tenth of a second lets it overshoot the cap
// by a tenth of that.
const rssPoll = 100 * time.Millisecond

// stderrKeep is how much of the child's stderr the parent keeps.
const stderrKeep = 64 << 10

// Config names the engine a Target runs in its child.
type Config struct {
	// Engine is the name the child serves, a key of the map given to ServeIfChild.
	Engine string
	// Target is how the target names itself in Info and its executions ("gms:").
	Target string
	// Binary is the program the child runs: an engine child built against another version of
	// the engine (internal/backends/enginebuild). Default: this very program.
	Binary string
	// Build, when set, names the engine's build in Info.Build instead of what the child says
	// ("go-mysql-server 3f9c1a2 (2026-08-21)"): the builder knows the commit, the child only
	// its module's version.
	Build string
	// Grace is how long past a statement's timeout its result may take before the child is
	// killed; default DefaultGrace.
	Grace time.Duration
	// StartTimeout bounds a child's start until it serves; default 60s.
	StartTimeout time.Duration
	// MaxRSS bounds the child's resident memory, in bytes: a statement under which the child
	// grows past it is a hang (it would not finish within the resources given), the child is
	// killed and the rest of the run is not run, as after a timeout; an idle child past half
	// of it (what earlier statements left behind) is replaced before the next request, so
	// that each run starts with room. Default DefaultMaxRSS, negative for no limit.
	MaxRSS int64
}

// Target is a dbms.Target whose engine runs in a child process it supervises. Its methods are
// safe for concurrent use; runs take turns.
type Target struct {
	cfg Config

	mu     sync.Mutex // held by each request to the child, a run for its whole length
	child  *child
	dirty  bool // a statement hung: restart the child before the next request
	closed bool

	infoMu sync.Mutex // guards info alone, so that Info answers while a run goes on
	info   dbms.Info
}

var (
	_ dbms.Target    = (*Target)(nil)
	_ dbms.Cataloger = (*Target)(nil)
	_ dbms.Signer    = (*Target)(nil)
)

// Start starts the engine's first child and returns once it serves, so that an engine that
// cannot start is reported here.
func Start(ctx context.Context, cfg Config) (*Target, error) {
	if cfg.Engine == "" || cfg.Target == "" {
		return nil, errors.New("engine: a Config needs the Engine to serve and the Target's name")
	}
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 60 * time.Second
	}
	if cfg.MaxRSS == 0 {
		cfg.MaxRSS = DefaultMaxRSS
	}
	t := &Target{cfg: cfg}
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.ensureChild(ctx); err != nil {
		return nil, err
	}
	return t, nil
}

// Info reports the engine's product and version as the child says them; the target is managed.
func (t *Target) Info(ctx context.Context) (dbms.Info, error) {
	t.infoMu.Lock()
	defer t.infoMu.Unlock()
	return t.info, nil
}

// PID is the process id of the running child, 0 when none runs.
func (t *Target) PID() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.child == nil {
		return 0
	}
	return t.child.cmd.Process.Pid
}

// Catalog asks the child for the engine's catalog of built-in functions.
func (t *Target) Catalog(ctx context.Context) ([]dbms.CatalogFunction, error) {
	r, err := t.ask(ctx, request{Op: "catalog"}, "catalog")
	return r.Catalog, err
}

// Signatures asks the child for the signatures of the engine's functions and operators.
func (t *Target) Signatures(ctx context.Context) (dbms.Signatures, error) {
	r, err := t.ask(ctx, request{Op: "signatures"}, "signatures")
	if r.Signatures == nil {
		return dbms.Signatures{}, err
	}
	return *r.Signatures, err
}

// ask sends the child a request that is not a run and returns its one answer; what names the
// request in an error.
func (t *Target) ask(ctx context.Context, req request, what string) (response, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.ensureChild(ctx); err != nil {
		return response{}, err
	}
	c := t.child
	if err := c.send(req); err != nil {
		return response{}, t.lost(c, err)
	}
	select {
	case r, ok := <-c.lines:
		if !ok {
			return response{}, t.lost(c, nil)
		}
		if r.Error != "" {
			return response{}, fmt.Errorf("target %s: %s: %s", t.cfg.Target, what, r.Error)
		}
		return r, nil
	case <-ctx.Done():
		t.drop(c)
		return response{}, ctx.Err()
	}
}

// lost is the error of a request the child died under; the child is dropped.
func (t *Target) lost(c *child, err error) error {
	t.drop(c)
	why := c.exitStatus()
	if err != nil {
		why = err.Error() + "; " + why
	}
	return fmt.Errorf("target %s: the engine's process died (%s); its last output:\n%s", t.cfg.Target, why, c.stderr.tail(4<<10))
}

// Run runs stmts in the child (see dbms.Target), which is started first when none serves, or
// restarted when a statement of the last run hung.
func (t *Target) Run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if err := t.ensureChild(ctx); err != nil { // for the version the record carries
		return nil, err
	}
	// The parent names the run's database, so that its record is whole even when the child
	// dies before the run ends.
	ex, err := dbms.BeginRun(&opts, false, t.cfg.Target, t.info.Version)
	if err != nil {
		return nil, err
	}
	ex.Build = t.info.Build
	start := time.Now()
	wire := wireOptions{StatementTimeout: opts.StatementTimeout, StopAfterHang: opts.StopAfterHang, Database: ex.Database, Setup: opts.Setup,
		Until: opts.Until}
	c, err := t.begin(ctx, request{Op: "run", Statements: stmts, Options: &wire})
	if err != nil {
		return nil, err
	}
	budget := opts.StatementTimeout + t.cfg.Grace
	timer := time.NewTimer(budget)
	defer timer.Stop()
	poll := time.NewTicker(rssPoll)
	defer poll.Stop()
	stmtStart := start
	for {
		select {
		case <-poll.C:
			if rss := c.rss(); t.cfg.MaxRSS > 0 && rss > t.cfg.MaxRSS {
				return t.overgrown(c, ex, stmts, opts, start, stmtStart, rss)
			}
		case r, ok := <-c.lines:
			if !ok {
				return t.died(c, ex, stmts, opts, start, stmtStart)
			}
			switch {
			case r.Result != nil:
				// A backend that retries a run from its start reports from index 0 again.
				if r.Index < len(ex.Results) {
					ex.Results = ex.Results[:r.Index]
				}
				ex.Results = append(ex.Results, *r.Result)
				if r.Result.Outcome == dbms.OutcomeHang {
					t.dirty = true
				}
				if opts.OnResult != nil {
					opts.OnResult(r.Index, *r.Result)
				}
				stmtStart = time.Now()
				timer.Reset(budget)
			case r.Execution != nil:
				done := r.Execution
				done.Target, done.Database, done.Build = t.cfg.Target, ex.Database, ex.Build
				for _, res := range done.Results {
					if res.Outcome == dbms.OutcomeHang {
						t.dirty = true
					}
				}
				if t.dirty {
					// A statement that hung may still be burning in the child, whose client only
					// gave up on it: kill the child now; the next request starts a fresh one.
					t.drop(c)
				}
				if r.Error == "" {
					return done, nil
				}
				err := errors.New(r.Error)
				if r.Gone {
					err = fmt.Errorf("%s: %w", r.Error, dbms.ErrServerGone)
					t.dirty = true // the engine's server in the child is gone: a fresh child serves again
				}
				if len(done.Results) == 0 && len(ex.Results) == 0 {
					return nil, err
				}
				return done, err
			}
		case <-timer.C:
			return t.hung(c, ex, stmts, opts, start, stmtStart)
		case <-ctx.Done():
			t.drop(c)
			ex.Duration = time.Since(start)
			return ex, ctx.Err()
		}
	}
}

// beginTimeout bounds the wait for an idle child to take a run.
const beginTimeout = 30 * time.Second

// begin hands a run to the child and waits until the child says it has it. A child that dies
// before then died idle, since the last request (the OOM killer, a stray kill): that is no
// statement's crash, so a fresh child takes the run, once. The caller holds t.mu.
func (t *Target) begin(ctx context.Context, req request) (*child, error) {
	for attempt := 0; ; attempt++ {
		if err := t.ensureChild(ctx); err != nil {
			return nil, err
		}
		c := t.child
		c.stderr.mark()
		err := c.send(req)
		if err == nil {
			timer := time.NewTimer(beginTimeout)
			select {
			case r, ok := <-c.lines:
				timer.Stop()
				switch {
				case ok && r.Begun:
					return c, nil
				case ok:
					t.drop(c)
					return nil, fmt.Errorf("target %s: the engine's process answered a run with %+v", t.cfg.Target, r)
				}
			case <-timer.C:
				t.drop(c)
				return nil, fmt.Errorf("target %s: the engine's process did not take a run within %s", t.cfg.Target, beginTimeout)
			case <-ctx.Done():
				timer.Stop()
				t.drop(c)
				return nil, ctx.Err()
			}
		}
		c.waitExit(5 * time.Second)
		if lost := t.lost(c, err); attempt > 0 {
			return nil, lost
		}
	}
}

// hung records that the statement running in c gave no result within its timeout and the
// grace: the child is killed, the statement is a hang and the rest is not run.
func (t *Target) hung(c *child, ex *dbms.Execution, stmts []dbms.Statement, opts dbms.RunOptions, start, stmtStart time.Time) (*dbms.Execution, error) {
	t.drop(c)
	if i := len(ex.Results); i < len(stmts) {
		opts.StopAfterHang = true
		ex.Record(dbms.Result{SQL: stmts[i].SQL, Outcome: dbms.OutcomeHang, Duration: time.Since(stmtStart),
			Message: fmt.Sprintf("no result within %s (the statement timeout and %s of grace): the engine's process was killed",
				opts.StatementTimeout+t.cfg.Grace, t.cfg.Grace)}, stmts[i+1:], opts)
	}
	// Every statement has its result and only the run's cleanup hung: the record is whole.
	ex.Duration = time.Since(start)
	return ex, nil
}

// overgrown records that the statement running in c made it grow to rss, past MaxRSS: the
// child is killed, and the statement is a hang, since with the memory it asked for it would
// have run on until its timeout (the sibling tests that reach the cap build strings of
// billions of characters); the rest is not run.
func (t *Target) overgrown(c *child, ex *dbms.Execution, stmts []dbms.Statement, opts dbms.RunOptions, start, stmtStart time.Time, rss int64) (*dbms.Execution, error) {
	t.drop(c)
	if i := len(ex.Results); i < len(stmts) {
		opts.StopAfterHang = true
		ex.Record(dbms.Result{SQL: stmts[i].SQL, Outcome: dbms.OutcomeHang, Duration: time.Since(stmtStart),
			Message: fmt.Sprintf("the engine's process grew to %d MiB of resident memory, past its limit of %d MiB: it was killed",
				rss>>20, t.cfg.MaxRSS>>20)}, stmts[i+1:], opts)
	}
	ex.Duration = time.Since(start)
	return ex, nil
}

// died records that c died under the statement running: a crash, with the child's stderr
// since the run began as its log, and the rest not run. The next run starts a fresh child.
func (t *Target) died(c *child, ex *dbms.Execution, stmts []dbms.Statement, opts dbms.RunOptions, start, stmtStart time.Time) (*dbms.Execution, error) {
	// The child may still be writing its last words: wait until it has exited and its stderr
	// is read to the end.
	c.waitExit(5 * time.Second)
	t.drop(c)
	if i := len(ex.Results); i < len(stmts) {
		ex.Record(dbms.Result{SQL: stmts[i].SQL, Outcome: dbms.OutcomeCrash, Duration: time.Since(stmtStart),
			Message: "the engine's process died: " + c.exitStatus(), Log: c.stderr.sinceMark()}, stmts[i+1:], opts)
	}
	ex.Duration = time.Since(start)
	return ex, nil
}

// Close ends the child: its stdin closes, which it takes as the end, and it is killed if it
// does not exit promptly (a runaway statement). A second Close does nothing.
func (t *Target) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.closed = true
	if t.child == nil {
		return nil
	}
	c := t.child
	t.child = nil
	c.stdin.Close()
	if !c.waitExit(3 * time.Second) {
		c.kill()
	}
	return nil
}

// ensureChild makes t.child a child that serves: the one running, unless it died or a
// statement hung in it, else a fresh one. The caller holds t.mu.
func (t *Target) ensureChild(ctx context.Context) error {
	if t.closed {
		return fmt.Errorf("target %s is closed", t.cfg.Target)
	}
	if t.child != nil && (t.dirty || t.child.hasExited() || t.cfg.MaxRSS > 0 && t.child.rss() > t.cfg.MaxRSS/2) {
		t.drop(t.child)
	}
	if t.child != nil {
		return nil
	}
	c, info, err := startChild(ctx, t.cfg)
	if err != nil {
		return err
	}
	info.Target, info.Managed = t.cfg.Target, true
	if t.cfg.Build != "" {
		info.Build = t.cfg.Build
	}
	info.StatementTimeout += fmt.Sprintf("; the engine's process is killed %s past the timeout", t.cfg.Grace)
	t.child, t.dirty = c, false
	t.infoMu.Lock()
	t.info = info
	t.infoMu.Unlock()
	return nil
}

// drop kills c and forgets it; the next request starts a fresh child.
func (t *Target) drop(c *child) {
	c.kill()
	if t.child == c {
		t.child = nil
	}
}

// child is one engine process.
type child struct {
	cmd    *exec.Cmd
	stdin  *os.File
	enc    *json.Encoder
	lines  chan response // closed at the end of the child's stdout
	exited chan struct{} // closed once the child has been reaped
	stderr *stderrLog
}

// startChild starts this binary as a child serving cfg.Engine and waits until it serves.
func startChild(ctx context.Context, cfg Config) (*child, dbms.Info, error) {
	// Whatever a child reaper killed (or one a killed reaper left) left behind goes first.
	_, _ = owned.Sweep("") // best effort: a failed sweep costs disk, not this start
	// /proc/self/exe is this very program even when its file was replaced since it started (a
	// new build, an upgrade): a child of another build would speak another protocol.
	exe := "/proc/self/exe"
	if cfg.Binary != "" {
		exe = cfg.Binary
	} else if _, err := os.Stat(exe); err != nil {
		if exe, err = os.Executable(); err != nil {
			return nil, dbms.Info{}, fmt.Errorf("target %s: find this program to run the engine in: %w", cfg.Target, err)
		}
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, dbms.Info{}, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, dbms.Info{}, err
	}
	c := &child{stdin: inW, enc: json.NewEncoder(inW), lines: make(chan response, 16), exited: make(chan struct{}), stderr: &stderrLog{}}
	c.cmd = exec.Command(exe)
	c.cmd.Env = append(os.Environ(), ChildEnv+"="+cfg.Engine)
	c.cmd.Stdin, c.cmd.Stdout, c.cmd.Stderr = inR, outW, c.stderr
	// Its own process group keeps a Ctrl-C meant for reaper from killing the child under a
	// statement, which would be recorded as the engine's crash; reaper closes it instead.
	c.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	err = owned.Start(c.cmd) // the parent-death signal: the child dies with reaper
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, dbms.Info{}, fmt.Errorf("target %s: start the engine's process: %w", cfg.Target, err)
	}
	go func() {
		dec := json.NewDecoder(outR)
		for {
			var r response
			if err := dec.Decode(&r); err != nil {
				break
			}
			r.unpackRaw()
			c.lines <- r
		}
		close(c.lines)
		outR.Close()
	}()
	// Read now, while the child surely runs: the identity its directories' markers name.
	proc, procErr := owned.Of(c.cmd.Process.Pid)
	go func() {
		_ = c.cmd.Wait() // the exit status is in ProcessState
		// A child that exits serving removes its directories itself; one that was killed (a
		// hang, a run abandoned on Ctrl-C or SIGTERM, a crash) cannot, so they go here, before
		// anyone waiting for the exit goes on, instead of at the next start's sweep.
		if procErr == nil {
			_, _ = owned.RemoveOwnedBy("", proc) // best effort: what is left, the next sweep takes
		}
		close(c.exited)
	}()
	timer := time.NewTimer(cfg.StartTimeout)
	defer timer.Stop()
	select {
	case r, ok := <-c.lines:
		switch {
		case !ok:
			c.waitExit(5 * time.Second)
			c.kill()
			return nil, dbms.Info{}, fmt.Errorf("target %s: the engine's process died starting (%s); its last output:\n%s",
				cfg.Target, c.exitStatus(), c.stderr.tail(4<<10))
		case r.Error != "":
			c.kill()
			return nil, dbms.Info{}, fmt.Errorf("target %s: %s", cfg.Target, r.Error)
		case !r.Ready || r.Info == nil:
			c.kill()
			return nil, dbms.Info{}, fmt.Errorf("target %s: the engine's process said %+v before it served", cfg.Target, r)
		}
		return c, *r.Info, nil
	case <-timer.C:
		c.kill()
		return nil, dbms.Info{}, fmt.Errorf("target %s: the engine's process did not serve within %s; its last output:\n%s",
			cfg.Target, cfg.StartTimeout, c.stderr.tail(4<<10))
	case <-ctx.Done():
		c.kill()
		return nil, dbms.Info{}, fmt.Errorf("target %s: start abandoned: %w", cfg.Target, context.Cause(ctx))
	}
}

func (c *child) send(r request) error { return c.enc.Encode(r) }

// rss is the child's resident memory in bytes, from /proc; 0 where that cannot be read (a
// system without /proc, a child already gone), which never restarts it.
func (c *child) rss() int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", c.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

// kill SIGKILLs the child and waits until it has been reaped.
func (c *child) kill() {
	select {
	case <-c.exited:
	default:
		// The child's process group: helpers it may have started go with it.
		_ = syscall.Kill(-c.cmd.Process.Pid, syscall.SIGKILL)
		<-c.exited
	}
	c.stdin.Close()
}

// waitExit reports whether the child exits within d.
func (c *child) waitExit(d time.Duration) bool {
	select {
	case <-c.exited:
		return true
	case <-time.After(d):
		return false
	}
}

func (c *child) hasExited() bool {
	select {
	case <-c.exited:
		return true
	default:
		return false
	}
}

// exitStatus says how the child ended, as far as is known.
func (c *child) exitStatus() string {
	select {
	case <-c.exited:
		return c.cmd.ProcessState.String()
	default:
		return "it closed its output"
	}
}

// stderrLog keeps the child's stderr: the last stderrKeep bytes, and the first headKeep bytes
// written since the latest mark (a run's start), because the head of a crash report says most
// (the panic or fatal error, the crashing goroutine) and a goroutine dump can be long.
type stderrLog struct {
	mu       sync.Mutex
	buf      []byte
	written  int
	markAt   int
	head     []byte
	headDone bool
}

const (
	headKeep = 12 << 10
	logTail  = 4 << 10
)

func (l *stderrLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.headDone {
		n := min(len(p), headKeep-len(l.head))
		l.head = append(l.head, p[:n]...)
		l.headDone = len(l.head) >= headKeep
	}
	l.buf = append(l.buf, p...)
	if len(l.buf) > stderrKeep {
		l.buf = append(l.buf[:0], l.buf[len(l.buf)-stderrKeep:]...)
	}
	l.written += len(p)
	return len(p), nil
}

// mark starts a new stretch of output, the one sinceMark returns.
func (l *stderrLog) mark() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.markAt, l.head, l.headDone = l.written, nil, false
}

// sinceMark is what was written since the mark: whole up to headKeep+logTail bytes, else its
// first headKeep bytes and its last logTail, with a note of what is left out.
func (l *stderrLog) sinceMark() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := l.written - l.markAt
	if n <= headKeep+logTail && n <= len(l.buf) {
		return string(l.buf[len(l.buf)-n:])
	}
	tail := l.buf[len(l.buf)-min(logTail, len(l.buf)):]
	return fmt.Sprintf("%s\n[... %d bytes left out ...]\n%s", l.head, n-len(l.head)-len(tail), tail)
}

// tail is the last n bytes written.
func (l *stderrLog) tail(n int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return string(l.buf[len(l.buf)-min(n, len(l.buf)):])
}

// request is a line from the parent.
type request struct {
	// Op is "catalog", "signatures" or "run".
	Op         string           `json:"op"`
	Statements []dbms.Statement `json:"statements,omitempty"`
	Options    *wireOptions     `json:"options,omitempty"`
}

// wireOptions are the dbms.RunOptions that cross to the child.
type wireOptions struct {
	StatementTimeout time.Duration `json:"statement_timeout_ns"`
	StopAfterHang    bool          `json:"stop_after_hang,omitempty"`
	Database         string        `json:"database"`
	Setup            int           `json:"setup,omitempty"`
	Until            int           `json:"until,omitempty"`
}

// response is a line from the child: exactly one of Ready (with Info), Catalog, Signatures, Begun (a run
// was taken), Result (with Index) or Execution, or an Error.
type response struct {
	Ready   bool                   `json:"ready,omitempty"`
	Begun   bool                   `json:"begun,omitempty"`
	Info    *dbms.Info             `json:"info,omitempty"`
	Catalog []dbms.CatalogFunction `json:"catalog,omitempty"`
	// Signatures is a pointer so that an engine's empty answer is told from none.
	Signatures *dbms.Signatures `json:"signatures,omitempty"`
	Index      int              `json:"index,omitempty"`
	Result     *dbms.Result     `json:"result,omitempty"`
	Execution  *dbms.Execution  `json:"execution,omitempty"`
	Error      string           `json:"error,omitempty"`
	// Gone says the run's Error is the engine's server gone (dbms.ErrServerGone).
	Gone bool `json:"gone,omitempty"`
	// Raw holds the cells of Result and Execution that are not valid UTF-8 (a BINARY column's
	// bytes): JSON would put U+FFFD for their invalid bytes, and a comparison with another
	// engine's run of the same statement would then see two values where there is one.
	Raw []rawCell `json:"raw,omitempty"`
}

// rawCell is a result cell sent as bytes: Result is its index in Execution.Results, or -1 for
// the response's Result.
type rawCell struct {
	Result int    `json:"result"`
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Bytes  []byte `json:"bytes"`
}

// packRaw lists the response's cells that JSON cannot carry as text.
func (r *response) packRaw() {
	add := func(ri int, res *dbms.Result) {
		for i, row := range res.Rows {
			for j, c := range row {
				if c != nil && !utf8.ValidString(*c) {
					r.Raw = append(r.Raw, rawCell{Result: ri, Row: i, Col: j, Bytes: []byte(*c)})
				}
			}
		}
	}
	if r.Result != nil {
		add(-1, r.Result)
	}
	if r.Execution != nil {
		for i := range r.Execution.Results {
			add(i, &r.Execution.Results[i])
		}
	}
}

// unpackRaw puts the cells packRaw listed back in place of their lossy text.
func (r *response) unpackRaw() {
	for _, c := range r.Raw {
		res := r.Result
		if c.Result >= 0 {
			res = nil
			if r.Execution != nil && c.Result < len(r.Execution.Results) {
				res = &r.Execution.Results[c.Result]
			}
		}
		if res == nil || c.Row >= len(res.Rows) || c.Col >= len(res.Rows[c.Row]) {
			continue
		}
		s := string(c.Bytes)
		res.Rows[c.Row][c.Col] = &s
	}
	r.Raw = nil
}

// protocolEncoder writes the child's responses, each with its raw cells (packRaw).
type protocolEncoder struct{ enc *json.Encoder }

func (e protocolEncoder) Encode(r response) error {
	r.packRaw()
	return e.enc.Encode(r)
}

// Opener opens the in-process target an engine child serves.
type Opener func(ctx context.Context) (dbms.Target, error)

// ServeIfChild returns at once in a process that is not an engine child. In one (ChildEnv is
// set), it serves the engine ChildEnv names until its stdin closes, and exits: it never
// returns. Call it from an init function of the composition root, before main or a test's
// TestMain, so that any binary linking the backends can be the child.
func ServeIfChild(engines map[string]Opener) {
	name, ok := os.LookupEnv(ChildEnv)
	if !ok {
		return
	}
	os.Exit(serve(name, engines[name]))
}

// serve is the child's side of the protocol.
func serve(name string, open Opener) int {
	// A runaway recursion in the engine ends in Go's fatal "stack overflow", the crash it is,
	// before its stack takes the child past DefaultMaxRSS, which would make it a hang: a
	// stack grows by copying itself into one twice its size, so on the way to Go's default
	// limit of 1 GB it holds 768 MB for a moment.
	debug.SetMaxStack(maxStack)
	// The protocol owns stdout: a library that prints there would corrupt it, so fd 1 becomes
	// stderr, which the parent keeps as evidence, and the protocol writes to a copy of the
	// original.
	fd, err := syscall.Dup(1)
	if err != nil {
		fmt.Fprintf(os.Stderr, "engine child: %v\n", err)
		return 1
	}
	if err := dupTo(2, 1); err != nil {
		fmt.Fprintf(os.Stderr, "engine child: %v\n", err)
		return 1
	}
	out := protocolEncoder{json.NewEncoder(os.NewFile(uintptr(fd), "protocol"))}
	if open == nil {
		out.Encode(response{Error: fmt.Sprintf("this program serves no engine %q", name)})
		return 1
	}
	ctx := context.Background()
	tg, err := open(ctx)
	if err != nil {
		out.Encode(response{Error: err.Error()})
		return 1
	}
	info, err := tg.Info(ctx)
	if err != nil {
		out.Encode(response{Error: err.Error()})
		tg.Close()
		return 1
	}
	if err := out.Encode(response{Ready: true, Info: &info}); err != nil {
		tg.Close()
		return 1
	}
	reqs := make(chan request)
	go func() {
		dec := json.NewDecoder(os.Stdin)
		for {
			var r request
			if err := dec.Decode(&r); err != nil {
				if !errors.Is(err, io.EOF) {
					fmt.Fprintf(os.Stderr, "engine child: read a request: %v\n", err)
				}
				break
			}
			reqs <- r
		}
		// The parent closed stdin (or died): the end. A statement still running may never
		// return, so the child exits shortly whatever it is doing.
		time.AfterFunc(2*time.Second, func() { os.Exit(0) })
		close(reqs)
	}()
	for r := range reqs {
		switch r.Op {
		case "catalog":
			var fns []dbms.CatalogFunction
			err := fmt.Errorf("engine %s has no catalog of built-in functions", name)
			if c, ok := tg.(dbms.Cataloger); ok {
				fns, err = c.Catalog(ctx)
			}
			resp := response{Catalog: fns}
			if err != nil {
				resp.Error = err.Error()
			}
			out.Encode(resp)
		case "signatures":
			resp := response{Error: fmt.Sprintf("engine %s has no signatures of its functions to list", name)}
			if s, ok := tg.(dbms.Signer); ok {
				sigs, err := s.Signatures(ctx)
				resp = response{Signatures: &sigs}
				if err != nil {
					resp = response{Error: err.Error()}
				}
			}
			out.Encode(resp)
		case "run":
			// The parent blames a death after this line on the statement running, and one
			// before it on nothing (a fresh child takes the run).
			if err := out.Encode(response{Begun: true}); err != nil {
				return 1
			}
			var opts dbms.RunOptions
			if r.Options != nil {
				opts = dbms.RunOptions{StatementTimeout: r.Options.StatementTimeout, StopAfterHang: r.Options.StopAfterHang, Database: r.Options.Database,
					Setup: r.Options.Setup, Until: r.Options.Until}
			}
			opts.OnResult = func(i int, res dbms.Result) { out.Encode(response{Index: i, Result: &res}) }
			ex, err := tg.Run(ctx, r.Statements, opts)
			if ex == nil {
				ex = &dbms.Execution{}
			}
			resp := response{Execution: ex}
			if err != nil {
				resp.Error, resp.Gone = err.Error(), errors.Is(err, dbms.ErrServerGone)
			}
			out.Encode(resp)
		default:
			out.Encode(response{Error: fmt.Sprintf("unknown request %q", r.Op)})
		}
	}
	tg.Close()
	return 0
}
