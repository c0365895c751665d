package dbms

import (
	"context"
	"fmt"
	"net"
	"os"
	"strings"
	"sync"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/memory"
	"github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/dolthub/go-mysql-server/sql/expression"
	"github.com/dolthub/go-mysql-server/sql/expression/function"
	"github.com/dolthub/go-mysql-server/sql/types"
	"github.com/sirupsen/logrus"
)

// gmsTarget is go-mysql-server embedded in this process with an in-memory catalog, served on a
// loopback port and reached through the same MySQL driver path as any other server, so that the
// tool runs end to end on a machine with no database installed.
type gmsTarget struct {
	*mysqlTarget
	srv *server.Server
	// closed makes Close's release of the files directory happen once: callers may close twice.
	closed sync.Once
}

func openGMS(ctx context.Context) (*gmsTarget, error) {
	// The engine logs every failed query at warning level, which the executor records as
	// outcomes; its errors (a panic it caught, with the stack) are a statement's evidence and
	// go to the statement's Log instead of the terminal.
	logrus.SetLevel(logrus.ErrorLevel)
	logrus.SetOutput(theEngineLog)
	if err := gmsFiles.acquire(); err != nil {
		return nil, err
	}
	pro := memory.NewDBProvider()
	engine := sqle.NewDefault(pro)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		gmsFiles.release()
		return nil, fmt.Errorf("target gms: no loopback port to serve on: %w", err)
	}
	srv, err := server.NewServer(server.Config{Protocol: "tcp", Address: l.Addr().String(), Listener: l},
		engine, sql.NewContext, memory.NewSessionBuilder(pro), nil)
	if err != nil {
		l.Close()
		gmsFiles.release()
		return nil, fmt.Errorf("target gms: %w", err)
	}
	go srv.Start()
	t, err := openMySQL(ctx, "mysql://root@"+l.Addr().String()+"/")
	if err != nil {
		srv.Close()
		gmsFiles.release()
		return nil, err
	}
	t.name = "gms:"
	t.engineLog = theEngineLog
	return &gmsTarget{mysqlTarget: t, srv: srv}, nil
}

// theEngineLog holds the embedded engine's log: logrus is one logger per process.
var theEngineLog = &engineLog{}

// engineLog keeps the last engineLogSize bytes an embedded engine logged, and how many it
// logged in all, so a statement's entries can be told from the ones before it.
type engineLog struct {
	mu      sync.Mutex
	buf     []byte
	written int
}

const engineLogSize = 64 << 10

func (l *engineLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf = append(l.buf, p...)
	if len(l.buf) > engineLogSize {
		l.buf = l.buf[len(l.buf)-engineLogSize:]
	}
	l.written += len(p)
	return len(p), nil
}

// mark is how much has been logged so far.
func (l *engineLog) mark() int {
	if l == nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.written
}

// since returns what was logged after mark, as much of it as is kept. Runs on one target are
// sequential, but two gms targets in one process share the log: their entries can mix.
func (l *engineLog) since(mark int) string {
	if l == nil {
		return ""
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	n := min(l.written-mark, len(l.buf))
	if n <= 0 {
		return ""
	}
	return string(l.buf[len(l.buf)-n:])
}

func (t *gmsTarget) Info(ctx context.Context) (Info, error) {
	info, err := t.mysqlTarget.Info(ctx)
	info.Product = "go-mysql-server (embedded)"
	return info, err
}

func (t *gmsTarget) Close() error {
	err := t.mysqlTarget.Close()
	if cerr := t.srv.Close(); err == nil {
		err = cerr
	}
	t.closed.Do(gmsFiles.release)
	return err
}

// gmsFiles confines the files an embedded engine reads and writes (SELECT ... INTO OUTFILE,
// LOAD DATA, LOAD_FILE) to a temporary directory: the engine runs in reaper's process, and a
// generated test would otherwise write into whatever directory reaper runs in. The setting,
// secure_file_priv, is one per process, so the directory is shared by the gms targets open at
// once and removed with the last.
var gmsFiles fileDir

type fileDir struct {
	mu    sync.Mutex
	dir   string
	users int
}

func (d *fileDir) acquire() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.users == 0 {
		dir, err := os.MkdirTemp("", "reaper-gms-files-")
		if err != nil {
			return fmt.Errorf("target gms: a directory for the engine's files: %w", err)
		}
		if err := sql.SystemVariables.AssignValues(map[string]interface{}{"secure_file_priv": dir}); err != nil {
			os.RemoveAll(dir)
			return fmt.Errorf("target gms: confine the engine's files: %w", err)
		}
		d.dir = dir
	}
	d.users++
	return nil
}

func (d *fileDir) release() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.users--; d.users == 0 {
		os.RemoveAll(d.dir)
		d.dir = ""
	}
}

// gmsMaxProbeArgs is how many arguments the catalog tries a function with; a function that
// takes this many and every count below down to its minimum is listed as variadic.
const gmsMaxProbeArgs = 8

// Catalog lists the engine's own function registry (the one NewDefault serves): the embedded
// engine has no help tables to read. The registry records no arity, so each function is
// instantiated with 0 to gmsMaxProbeArgs NULL arguments and the counts it accepts are its
// arity; instantiating builds an expression and evaluates nothing. The registry has no
// categories either: every function is of the family "go-mysql-server".
func (t *gmsTarget) Catalog(ctx context.Context) ([]CatalogFunction, error) {
	var out []CatalogFunction
	for _, fn := range function.BuiltIns {
		min, max := -1, -1
		for n := 0; n <= gmsMaxProbeArgs; n++ {
			if gmsAccepts(fn, n) {
				if min < 0 {
					min = n
				}
				max = n
			}
		}
		if min < 0 {
			continue // accepts no count of NULLs: its arity is unknown, so it is left out
		}
		if max == gmsMaxProbeArgs {
			max = -1
		}
		out = append(out, CatalogFunction{Name: strings.ToUpper(fn.FunctionName()), Family: "go-mysql-server", MinArgs: min, MaxArgs: max})
	}
	return out, nil
}

// gmsAccepts reports whether fn builds an expression from n NULL arguments. A constructor that
// panics on NULLs counts as not accepting them.
func gmsAccepts(fn sql.Function, n int) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	args := make([]sql.Expression, n)
	for i := range args {
		args[i] = expression.NewLiteral(nil, types.Null)
	}
	_, err := fn.NewInstance(args)
	return err == nil
}
