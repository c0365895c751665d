// Package sandbox starts and supervises database servers reaper runs itself: MariaDB and
// PostgreSQL from the installed binaries, each on its own data directory, loopback port and unix
// socket, so that generated tests may crash them. A crash is seen at once, the server's log is
// the evidence, and Restart and Reset bring the server back. The package manages processes and
// speaks no SQL beyond the login of its health check; the backends that run scripts on a
// sandbox (internal/backends/mysql, internal/backends/postgres) hold a *Sandbox to restart it.
package sandbox

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// Sandbox kinds.
const (
	MariaDB  = "mariadb"
	Postgres = "postgres"
)

const (
	// stopGrace is how long Stop and Restart wait for a graceful shutdown before they
	// SIGKILL the server.
	stopGrace = 10 * time.Second
	// probeTimeout bounds one health check, so Alive answers promptly even when the
	// server hangs.
	probeTimeout = 2 * time.Second
	// portTries is how many free ports a first start tries: a port found free can be
	// taken by another program before the server binds it.
	portTries = 3
)

// Options configures a sandbox.
type Options struct {
	// Kind is "mariadb" or "postgres".
	Kind string
	// BinDir is the directory of the server binaries. For MariaDB it must hold both mariadbd
	// and mariadb-install-db, and its parent is passed to mariadb-install-db as --basedir (the
	// layout of an installed or unpacked MariaDB). Empty means: look on PATH, then in the
	// standard locations (/usr/sbin, /usr/bin, /usr/lib/postgresql/<newest>/bin, ...).
	BinDir string
	// BaseDir is the parent of the sandbox's temporary directory; default os.TempDir(). For
	// PostgreSQL run by root it must be traversable by the user postgres, and it should be a
	// short path because the server's unix socket lives below it (at most 107 bytes).
	BaseDir string
	// ExtraArgs are extra server flags, appended after reaper's own so they override them,
	// e.g. "--innodb-buffer-pool-size=16M" or "-c", "fsync=off". They are not passed to
	// mariadb-install-db or initdb.
	ExtraArgs []string
	// StartTimeout bounds the data directory initialisation and each server start; default
	// 60s.
	StartTimeout time.Duration
}

// ParseDSN reads a target string "sandbox:KIND?bin=DIR&arg=FLAG" as Options: bin names a build
// of your own, arg (repeatable) an extra server flag.
func ParseDSN(dsn string) (Options, error) {
	u, err := url.Parse(dsn)
	if err != nil {
		return Options{}, fmt.Errorf("target %q: %v", dsn, err)
	}
	if u.Scheme != "sandbox" {
		return Options{}, fmt.Errorf("target %q is not a sandbox: use sandbox:%s or sandbox:%s", dsn, MariaDB, Postgres)
	}
	return Options{Kind: u.Opaque, BinDir: u.Query().Get("bin"), ExtraArgs: u.Query()["arg"]}, nil
}

// Validate fills in defaults, rejects an unknown kind and checks that the binaries exist, so
// a missing installation is reported before anything is created.
func (o *Options) Validate() error {
	if o.Kind != MariaDB && o.Kind != Postgres {
		return fmt.Errorf("unknown sandbox kind %q: use %q or %q", o.Kind, MariaDB, Postgres)
	}
	if o.BaseDir == "" {
		o.BaseDir = os.TempDir()
	}
	if o.StartTimeout == 0 {
		o.StartTimeout = 60 * time.Second
	}
	if o.StartTimeout < 0 {
		return fmt.Errorf("sandbox start timeout %v is negative", o.StartTimeout)
	}
	if _, err := findBinaries(o.Kind, o.BinDir); err != nil {
		return err
	}
	if o.Kind == Postgres {
		if _, err := postgresCredential(); err != nil {
			return err
		}
	}
	return nil
}

// binaries are the resolved paths of the programs a sandbox runs.
type binaries struct {
	server string // mariadbd or postgres
	init   string // mariadb-install-db or initdb
}

// findBinaries resolves the server and initialisation programs of kind, in binDir if
// it is set, else on PATH and in the standard install locations.
func findBinaries(kind, binDir string) (binaries, error) {
	server, init, install := "mariadbd", "mariadb-install-db", "the MariaDB server (apt-get install mariadb-server)"
	if kind == Postgres {
		server, init, install = "postgres", "initdb", "the PostgreSQL server (apt-get install postgresql)"
	}
	var dirs []string
	if binDir != "" {
		dirs = []string{binDir}
	} else {
		dirs = filepath.SplitList(os.Getenv("PATH"))
		if kind == Postgres {
			// Debian keeps the server programs off PATH, one directory per major version;
			// prefer the newest.
			versions, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
			slices.SortFunc(versions, func(a, b string) int {
				return major(b) - major(a)
			})
			dirs = append(dirs, versions...)
			dirs = append(dirs, "/usr/local/pgsql/bin")
		} else {
			dirs = append(dirs, "/usr/sbin", "/usr/bin", "/usr/local/sbin", "/usr/local/bin", "/usr/local/mysql/bin")
		}
	}
	find := func(name string) string {
		for _, d := range dirs {
			if d == "" {
				continue
			}
			if p := filepath.Join(d, name); executable(p) {
				return p
			}
		}
		return ""
	}
	if kind == Postgres {
		// initdb and postgres must be of the same version, so take them from one directory.
		for _, d := range dirs {
			if d == "" {
				continue
			}
			if b := (binaries{filepath.Join(d, server), filepath.Join(d, init)}); executable(b.server) && executable(b.init) {
				return b, nil
			}
		}
	} else if b := (binaries{find(server), find(init)}); b.server != "" && b.init != "" {
		return b, nil
	}
	where := "on PATH or in the standard locations"
	if binDir != "" {
		where = "in " + binDir
	}
	var missing []string
	for _, name := range []string{server, init} {
		if find(name) == "" {
			missing = append(missing, name)
		}
	}
	if len(missing) == 0 { // both exist, but never side by side
		missing = []string{server + " next to " + init}
	}
	return binaries{}, fmt.Errorf("%s sandbox: %s not found %s: install %s or set the sandbox's binary directory",
		kind, strings.Join(missing, " and "), where, install)
}

func executable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
}

// major is the major version in a /usr/lib/postgresql/<major>/bin path, 0 if none.
func major(dir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(dir)))
	return n
}

// postgresCredential is who PostgreSQL runs as: nobody else when reaper is not root,
// else the user postgres, because postgres and initdb refuse to run as root.
func postgresCredential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("postgres sandbox: PostgreSQL refuses to run as root and there is no user postgres to run it as (%v): create one (adduser --system postgres) or run reaper as an unprivileged user", err)
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err := errors.Join(err1, err2); err != nil {
		return nil, fmt.Errorf("postgres sandbox: user postgres has a non-numeric uid or gid: %w", err)
	}
	// An empty Groups list drops root's supplementary groups too.
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}, nil
}

// Sandbox is a database server reaper started itself, on its own loopback port, data
// directory and unix socket, so that tests can crash it without touching any other server.
// Its methods are safe for concurrent use.
type Sandbox struct {
	opts    Options
	bins    binaries
	cred    *syscall.Credential // nil: run as ourselves
	dir     string              // the temporary directory holding everything below
	dataDir string
	sockDir string
	logPath string // the server's log, kept across restarts
	port    int
	// packaged are the installed server's own defaults for what a test's outcome depends on
	// (character set, collation, SQL mode), which the sandbox starts with (packagedDefaults).
	packaged []string

	// life serialises Restart and Stop, which take seconds; mu guards the fields below and is
	// held only briefly, so Alive and PID answer while a restart runs.
	life     sync.Mutex
	mu       sync.Mutex
	cmd      *exec.Cmd
	exited   chan struct{} // closed once cmd has been reaped
	restarts int
	resets   int
	stopped  bool
}

// Start creates a data directory, initialises it and starts a server on a free
// loopback port, returning once the server accepts logins. ctx bounds only the start; the
// server runs until Stop. On failure nothing is left running or on disk.
func Start(ctx context.Context, o Options) (*Sandbox, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	s := &Sandbox{opts: o}
	var err error
	if s.bins, err = findBinaries(o.Kind, o.BinDir); err != nil {
		return nil, err
	}
	if o.Kind == Postgres {
		if s.cred, err = postgresCredential(); err != nil {
			return nil, err
		}
	} else {
		s.packaged = packagedDefaults(ctx, s.bins.server)
	}
	// Sandboxes an earlier reaper left behind when it was killed go first: their servers died
	// with it (the parent-death signal), but their directories stayed.
	_, _ = owned.Sweep(o.BaseDir) // best effort: a failed sweep costs disk, not this start
	if s.dir, err = owned.MkdirTemp(o.BaseDir, "sandbox-"+o.Kind+"-"); err != nil {
		return nil, fmt.Errorf("%s sandbox: cannot create its directory: %w", o.Kind, err)
	}
	s.dataDir = filepath.Join(s.dir, "data")
	s.sockDir = filepath.Join(s.dir, "sock")
	s.logPath = filepath.Join(s.dir, "server.log")
	if err := s.create(ctx); err != nil {
		return nil, errors.Join(err, s.Stop())
	}
	return s, nil
}

// create initialises the data directory and starts the server for the first time.
func (s *Sandbox) create(ctx context.Context) error {
	if err := os.Mkdir(s.sockDir, 0o700); err != nil {
		return fmt.Errorf("%s sandbox: cannot create its socket directory: %w", s.opts.Kind, err)
	}
	if s.cred != nil {
		for _, d := range []string{s.dir, s.sockDir} {
			if err := os.Chown(d, int(s.cred.Uid), int(s.cred.Gid)); err != nil {
				return fmt.Errorf("postgres sandbox: cannot hand %s to user postgres: %w", d, err)
			}
		}
	}
	if err := s.initDataDir(ctx); err != nil {
		// A bootstrap has failed now and then while several sandboxes start on a loaded
		// machine (parallel test packages), and then succeeded at once: one more try on a clean
		// data directory before the start fails; a second failure is reported.
		if ctx.Err() != nil || os.RemoveAll(s.dataDir) != nil {
			return err
		}
		if err := s.initDataDir(ctx); err != nil {
			return err
		}
	}
	var err error
	for range portTries {
		if s.port, err = freePort(); err != nil {
			return fmt.Errorf("%s sandbox: cannot find a free loopback port: %w", s.opts.Kind, err)
		}
		var portTaken bool
		if portTaken, err = s.start(ctx); !portTaken {
			break
		}
	}
	return err
}

// initDataDir runs mariadb-install-db or initdb, with a log of its own so that a failure can
// be explained.
func (s *Sandbox) initDataDir(ctx context.Context) error {
	var args []string
	if s.opts.Kind == Postgres {
		args = []string{"-D", s.dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"}
	} else {
		args = []string{"--no-defaults", "--datadir=" + s.dataDir, "--user=root", "--auth-root-authentication-method=normal", "--skip-test-db", "--skip-name-resolve"}
		if s.opts.BinDir != "" {
			args = append(args, "--basedir="+filepath.Dir(filepath.Clean(s.opts.BinDir)))
		}
		// The InnoDB files are sized at creation, so the install must use the server's sizes.
		args = append(args, innoDBArgs...)
	}
	logPath := filepath.Join(s.dir, "init.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return fmt.Errorf("%s sandbox: cannot create %s: %w", s.opts.Kind, logPath, err)
	}
	defer logFile.Close()

	initCtx, cancel := context.WithTimeout(ctx, s.opts.StartTimeout)
	defer cancel()
	cmd := exec.CommandContext(initCtx, s.bins.init, args...)
	cmd.Env = serverEnv()
	cmd.Dir = s.dir
	cmd.Stdout, cmd.Stderr = logFile, logFile
	// mariadb-install-db is a script that runs mariadbd in bootstrap mode: a timeout must kill
	// the whole process group, not just the script.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: s.cred}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	err = owned.Start(cmd) // dies with reaper; the server it bootstraps ends with its input
	if err == nil {
		err = cmd.Wait()
	}
	if err != nil {
		why := err.Error()
		switch {
		case ctx.Err() != nil:
			why = fmt.Sprintf("abandoned: %v", context.Cause(ctx))
		case initCtx.Err() != nil:
			why = fmt.Sprintf("did not finish within %v", s.opts.StartTimeout)
		}
		return fmt.Errorf("%s sandbox: %s failed: %s; the errors in its output:\n%s\nlast lines of its output:\n%s",
			s.opts.Kind, filepath.Base(s.bins.init), why, errorLines(logPath, 10), lastLines(logPath, 20))
	}
	return nil
}

// innoDBArgs keep a MariaDB sandbox small and quick to create: the defaults allocate
// a 96 MiB redo log and a 128 MiB buffer pool.
var innoDBArgs = []string{
	"--innodb-buffer-pool-size=32M",
	"--innodb-log-file-size=8M",
	"--innodb-data-file-path=ibdata1:10M:autoextend",
}

// serverArgs are the server's command line; ExtraArgs come last so that they win.
func (s *Sandbox) serverArgs() []string {
	var args []string
	if s.opts.Kind == Postgres {
		args = []string{
			"-D", s.dataDir,
			"-p", strconv.Itoa(s.port),
			"-k", s.sockDir,
			"-c", "listen_addresses=127.0.0.1",
			"-c", "logging_collector=off", // keep the log on our stderr file, crash reports included
			"-c", "fsync=off", // a sandbox is disposable; durability only slows tests down
		}
	} else {
		args = []string{
			"--no-defaults", // must come first; keeps /etc/mysql out of the sandbox
			"--datadir=" + s.dataDir,
			"--socket=" + filepath.Join(s.sockDir, "mysqld.sock"),
			"--port=" + strconv.Itoa(s.port),
			"--bind-address=127.0.0.1",
			"--user=root",
			"--log-error=" + s.logPath,
			"--pid-file=" + filepath.Join(s.dir, "mariadbd.pid"),
			"--skip-name-resolve",
			"--skip-log-bin",
		}
		args = append(args, innoDBArgs...)
		args = append(args, s.packaged...)
	}
	return append(args, s.opts.ExtraArgs...)
}

// packagedOptions are the server options a sandbox takes over from the installed server's
// configuration: the ones a test's outcome depends on. A reproducer written on the user's server
// must behave the same in the sandbox; Debian's MariaDB, say, runs utf8mb4 where the compiled
// default (what --no-defaults gives) is latin1, and a comparison of a utf8mb4 column with a
// latin1 literal fails there with an illegal mix of collations.
var packagedOptions = map[string]bool{"character-set-server": true, "collation-server": true, "sql-mode": true}

// packagedDefaults reads those options from the configuration the installed server would start
// with (mariadbd --print-defaults reads my.cnf and its includes, and starts nothing). None when
// the configuration sets none, or cannot be read: then the compiled defaults stand. An
// ExtraArgs flag comes after them and wins.
func packagedDefaults(ctx context.Context, server string) []string {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, server, "--print-defaults")
	cmd.Env = serverEnv()
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	var keep []string
	for _, f := range strings.Fields(string(out)) {
		name, _, ok := strings.Cut(strings.TrimPrefix(f, "--"), "=")
		if ok && strings.HasPrefix(f, "--") && packagedOptions[strings.ReplaceAll(name, "_", "-")] {
			keep = append(keep, f)
		}
	}
	return keep
}

// start runs the server and waits until it accepts logins. portTaken reports a failure
// because another program holds the port, which a first start retries on another one.
func (s *Sandbox) start(ctx context.Context) (portTaken bool, err error) {
	logFile, err := os.OpenFile(s.logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return false, fmt.Errorf("%s sandbox: cannot open its log: %w", s.opts.Kind, err)
	}
	logStart, _ := logFile.Seek(0, io.SeekEnd)

	cmd := exec.Command(s.bins.server, s.serverArgs()...)
	cmd.Env = serverEnv()
	cmd.Dir = s.dir
	// MariaDB's --log-error takes over stderr, but whatever is written before that, and all
	// of PostgreSQL's log, goes to the same file.
	cmd.Stdout, cmd.Stderr = logFile, logFile
	// Its own process group keeps the server out of reach of a Ctrl-C meant for reaper; the
	// parent-death signal (owned.Start) takes it down with reaper however reaper ends. The
	// server is started directly, not through pg_ctl or mysqld_safe, so that the signal reaches
	// the server itself.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: s.cred}
	err = owned.Start(cmd)
	logFile.Close() // the child has its own copy
	if err != nil {
		return false, fmt.Errorf("%s sandbox: cannot run %s: %w", s.opts.Kind, s.bins.server, err)
	}
	// The marker names the server, so that a sweep after reaper's death can kill it should it
	// still run (a server reaper's death signal missed), and only it.
	if err := owned.RecordServer(s.dir, cmd.Process.Pid, s.dataDir); err != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
		return false, fmt.Errorf("%s sandbox: %w", s.opts.Kind, err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait() // the exit status is in ProcessState
		// Helpers the server forked may survive it and would keep its files and ports busy.
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		close(exited)
	}()
	s.mu.Lock()
	s.cmd, s.exited = cmd, exited
	s.mu.Unlock()

	begun := time.Now()
	deadline := time.NewTimer(s.opts.StartTimeout)
	defer deadline.Stop()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	addr := s.addr()
	for {
		probeErr := probe(s.opts.Kind, addr, probeTimeout)
		if probeErr == nil {
			return false, nil
		}
		select {
		case <-exited:
			s.killOrphans()
			log := logSince(s.logPath, logStart)
			return strings.Contains(log, "Address already in use"),
				fmt.Errorf("%s sandbox: the server exited during startup (%v); last lines of its log:\n%s",
					s.opts.Kind, cmd.ProcessState, tailLines(log, 20))
		case <-ctx.Done():
			s.kill()
			return false, fmt.Errorf("%s sandbox: start abandoned after %v: %w", s.opts.Kind, time.Since(begun).Round(time.Millisecond), context.Cause(ctx))
		case <-deadline.C:
			s.kill()
			return false, fmt.Errorf("%s sandbox: the server did not accept logins on %s within %v (last check: %v); last lines of its log:\n%s",
				s.opts.Kind, addr, s.opts.StartTimeout, probeErr, tailLines(logSince(s.logPath, logStart), 20))
		case <-tick.C:
		}
	}
}

// kill SIGKILLs the server's process group and waits until it has been reaped.
func (s *Sandbox) kill() {
	s.mu.Lock()
	cmd, exited := s.cmd, s.exited
	s.mu.Unlock()
	if cmd == nil {
		return
	}
	select {
	case <-exited:
		// Signalling the group now could hit an unrelated group that reuses the id.
	default:
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-exited
	}
	s.killOrphans()
}

// halt stops the server gracefully, and by SIGKILL if it does not finish in time.
func (s *Sandbox) halt() {
	s.mu.Lock()
	cmd, exited := s.cmd, s.exited
	s.mu.Unlock()
	if cmd == nil {
		return
	}
	// SIGTERM asks PostgreSQL for a "smart" shutdown that waits for clients to leave; SIGINT
	// is its fast shutdown, which is what SIGTERM means to MariaDB.
	sig := syscall.SIGTERM
	if s.opts.Kind == Postgres {
		sig = syscall.SIGINT
	}
	select {
	case <-exited:
	default:
		_ = cmd.Process.Signal(sig)
		select {
		case <-exited:
		case <-time.After(stopGrace):
		}
	}
	s.kill()
}

// killOrphans SIGKILLs processes still working in the data directory after the server died.
// PostgreSQL's backends run in sessions of their own, so killing the postmaster's process
// group misses them; they exit by themselves on noticing the postmaster is gone, but until
// then they hold the shared memory and a new postmaster refuses to start. Every server
// process has the data directory as its working directory, which identifies them.
func (s *Sandbox) killOrphans() {
	dataDir, err := filepath.EvalSymlinks(s.dataDir)
	if err != nil {
		return // never created, so nothing can be running in it
	}
	for range 50 {
		var found bool
		procs, _ := os.ReadDir("/proc")
		for _, p := range procs {
			pid, err := strconv.Atoi(p.Name())
			if err != nil {
				continue
			}
			if cwd, err := os.Readlink(filepath.Join("/proc", p.Name(), "cwd")); err == nil && cwd == dataDir {
				found = true
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
		if !found {
			return
		}
		// Killed processes keep their cwd until their parent (init) reaps them.
		time.Sleep(20 * time.Millisecond)
	}
}

// DSN is the connection string of the sandbox's superuser, without a password.
func (s *Sandbox) DSN() string {
	if s.opts.Kind == Postgres {
		return "postgres://postgres@" + s.addr() + "/postgres?sslmode=disable"
	}
	return "mysql://root@" + s.addr() + "/"
}

func (s *Sandbox) addr() string {
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(s.port))
}

// Kind is "mariadb" or "postgres".
func (s *Sandbox) Kind() string { return s.opts.Kind }

// PID is the process id of the latest server process, which may have died since; 0 after
// Stop.
func (s *Sandbox) PID() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd == nil || s.stopped {
		return 0
	}
	return s.cmd.Process.Pid
}

// Alive reports whether the server process is running and accepts a login. A process that
// died (crash, SIGKILL) is seen at once, without waiting for a network timeout.
func (s *Sandbox) Alive() bool {
	return !s.ExitsWithin(0) && probe(s.opts.Kind, s.addr(), probeTimeout) == nil
}

// ExitsWithin reports whether the server process has exited, or exits within d (a server
// that is shutting down); with d 0 it does not wait.
func (s *Sandbox) ExitsWithin(d time.Duration) bool {
	s.mu.Lock()
	exited, stopped := s.exited, s.stopped
	s.mu.Unlock()
	if exited == nil || stopped {
		return true
	}
	select {
	case <-exited:
		return true
	default:
	}
	if d <= 0 {
		return false
	}
	select {
	case <-exited:
		return true
	case <-time.After(d):
		return false
	}
}

// LogTail returns up to the last maxBytes of the server's log, which after a crash holds the
// server's own report (MariaDB's stack trace, PostgreSQL's "terminated by signal" lines).
// The log covers every start of the sandbox.
func (s *Sandbox) LogTail(maxBytes int) string {
	if maxBytes <= 0 {
		return ""
	}
	f, err := os.Open(s.logPath)
	if err != nil {
		return ""
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	off := max(fi.Size()-int64(maxBytes), 0)
	b := make([]byte, fi.Size()-off)
	n, _ := f.ReadAt(b, off)
	return string(b[:n])
}

// Restart stops the server if it still runs and starts it again on the same data directory
// and port, returning once it accepts logins. It is how tests go on after a crash.
func (s *Sandbox) Restart(ctx context.Context) error {
	s.life.Lock()
	defer s.life.Unlock()
	if err := s.haltFor(&s.restarts, "restart"); err != nil {
		return err
	}
	if _, err := s.start(ctx); err != nil {
		return fmt.Errorf("restarting: %w", err)
	}
	return nil
}

// Reset stops the server, replaces its data directory with a freshly initialised one and
// starts it again on the same port, returning once it accepts logins. It is how tests go on
// after one locked the superuser out (set its password, dropped or locked the account):
// everything earlier tests left behind is gone with it.
func (s *Sandbox) Reset(ctx context.Context) error {
	s.life.Lock()
	defer s.life.Unlock()
	if err := s.haltFor(&s.resets, "reset"); err != nil {
		return err
	}
	s.killOrphans()
	if err := os.RemoveAll(s.dataDir); err != nil {
		return fmt.Errorf("%s sandbox: cannot remove its data directory: %w", s.opts.Kind, err)
	}
	if err := s.initDataDir(ctx); err != nil {
		return err
	}
	if _, err := s.start(ctx); err != nil {
		return fmt.Errorf("starting after a reset: %w", err)
	}
	return nil
}

// haltFor counts a restart or reset in n and stops the server; a stopped sandbox refuses. The
// caller holds s.life.
func (s *Sandbox) haltFor(n *int, verb string) error {
	s.mu.Lock()
	stopped := s.stopped
	if !stopped {
		*n++
	}
	s.mu.Unlock()
	if stopped {
		return fmt.Errorf("%s sandbox: cannot %s a stopped sandbox", s.opts.Kind, verb)
	}
	s.halt()
	return nil
}

// Resets is how many times Reset ran, whether or not it succeeded.
func (s *Sandbox) Resets() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.resets
}

// Restarts is how many times Restart ran, whether or not it succeeded.
func (s *Sandbox) Restarts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.restarts
}

// Stop stops the server, gracefully and then by SIGKILL, and removes the sandbox's
// directory, log included. It cleans up after a server that died too, and a second call does
// nothing.
func (s *Sandbox) Stop() error {
	s.life.Lock()
	defer s.life.Unlock()
	s.mu.Lock()
	stopped := s.stopped
	s.stopped = true
	s.mu.Unlock()
	if stopped {
		return nil
	}
	s.halt()
	if err := os.RemoveAll(s.dir); err != nil {
		return fmt.Errorf("%s sandbox: cannot remove %s: %w", s.opts.Kind, s.dir, err)
	}
	return nil
}

// freePort asks the kernel for a free loopback port. The port is free only at that
// moment, which is why a first start retries on a fresh one.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	port := l.Addr().(*net.TCPAddr).Port
	return port, l.Close()
}

// serverEnv is reaper's environment without the variables that would point the server
// programs elsewhere (PGDATA, PGPORT, MYSQL_HOME, ...), and in the C locale, so that
// initdb needs no installed locale and log messages are in English.
func serverEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "PG") || strings.HasPrefix(name, "MYSQL") || strings.HasPrefix(name, "MARIADB") ||
			strings.HasPrefix(name, "LC_") || name == "LANG" || name == "LANGUAGE" {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "LC_ALL=C")
}

// logSince is the part of the log at path written from offset on.
func logSince(path string, offset int64) string {
	b, err := os.ReadFile(path)
	if err != nil || offset > int64(len(b)) {
		return ""
	}
	return string(b[offset:])
}

// lastLines is the last n lines of the file at path.
func lastLines(path string, n int) string {
	return tailLines(logSince(path, 0), n)
}

// errorLines are the first n lines of a log that report an error (MariaDB's "[ERROR]",
// PostgreSQL's "FATAL:" and "ERROR:"), which the closing help text of a failed install hides.
func errorLines(path string, n int) string {
	var out []string
	for _, l := range strings.Split(logSince(path, 0), "\n") {
		if len(out) < n && (strings.Contains(l, "ERROR") || strings.Contains(l, "FATAL")) {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		return "(none)"
	}
	return strings.Join(out, "\n")
}

// tailLines is the last n lines of text, or a note that there are none.
func tailLines(text string, n int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return "(empty)"
	}
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}

// Installed says why no sandbox of kind can be started from the installed binaries (on PATH or
// in the standard locations), or nil when one can.
func Installed(kind string) error {
	_, err := findBinaries(kind, "")
	return err
}
