// Package gms is the backend of go-mysql-server embedded in this process with an in-memory
// catalog (gms:inprocess): the engine serves a loopback port and is reached through the same
// MySQL client path as any other server (internal/backends/mysql), so that reaper runs end to end
// on a machine with no database installed. The supervised gms: target runs this backend in a
// child process (internal/backends/engine), where a runaway statement can be stopped and a crash of
// the engine is not reaper's.
package gms

import (
	"context"
	"fmt"
	"net"
	"os"
	"reflect"
	"runtime/debug"
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

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/internal/backends/mysql"
	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// Product is how a go-mysql-server target names its product, in process or supervised; the
// per-product tables (validity, expected errors) key on it.
const Product = "go-mysql-server (embedded)"

// Target is go-mysql-server embedded in this process with an in-memory catalog, served on a
// loopback port and reached through the MySQL backend.
type Target struct {
	*mysql.Target
	srv *server.Server
	// closed makes Close's release of the files directory happen once: callers may close twice.
	closed sync.Once
}

var (
	_ dbms.Target    = (*Target)(nil)
	_ dbms.Cataloger = (*Target)(nil)
)

// Open starts the engine in this process and connects to it; name is how the target names
// itself ("gms:inprocess").
func Open(ctx context.Context, name string) (*Target, error) {
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
	t, err := mysql.Connect(ctx, "mysql://root@"+l.Addr().String()+"/", mysql.Options{Name: name, EngineLog: theEngineLog,
		Build: "go-mysql-server " + ModuleVersion()})
	if err != nil {
		srv.Close()
		gmsFiles.release()
		return nil, err
	}
	return &Target{Target: t, srv: srv}, nil
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

// Mark is how much has been logged so far.
func (l *engineLog) Mark() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.written
}

// Since returns what was logged after mark, as much of it as is kept. Runs on one target are
// sequential, but two gms targets in one process share the log: their entries can mix.
func (l *engineLog) Since(mark int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := min(l.written-mark, len(l.buf))
	if n <= 0 {
		return ""
	}
	return string(l.buf[len(l.buf)-n:])
}

// Info reports the engine as Product, with the version it gives.
func (t *Target) Info(ctx context.Context) (dbms.Info, error) {
	info, err := t.Target.Info(ctx)
	info.Product = Product
	return info, err
}

// ModuleVersion is the version of go-mysql-server linked into this program, as the Go
// toolchain recorded it ("v0.20.0"); an engine built from a checkout (internal/backends/enginebuild)
// has none, and its parent names the commit instead.
func ModuleVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "github.com/dolthub/go-mysql-server" {
				if m.Replace != nil {
					return "(built from " + m.Replace.Path + ")"
				}
				return m.Version
			}
		}
	}
	return "(version unknown)"
}

// Close stops the engine and removes its files directory once the last target goes.
func (t *Target) Close() error {
	err := t.Target.Close()
	if cerr := t.srv.Close(); err == nil {
		err = cerr
	}
	t.closed.Do(gmsFiles.release)
	return err
}

// gmsFiles confines the files an embedded engine reads and writes (SELECT ... INTO OUTFILE,
// LOAD DATA, LOAD_FILE) to a temporary directory: a generated test would otherwise write into
// whatever directory reaper runs in. The setting, secure_file_priv, is one per process, so the
// directory is shared by the gms targets open at once in a process and removed with the last;
// a supervised gms: target runs the engine in a child process, which has a directory of its own.
// The directory carries its owner's marker (internal/backends/owned), so that one a killed process
// left behind is swept by the next start.
var gmsFiles fileDir

type fileDir struct {
	mu    sync.Mutex
	dir   string
	users int
}

// FilesDir is the directory the engines of this process read and write files in, "" while none
// runs.
func FilesDir() string {
	gmsFiles.mu.Lock()
	defer gmsFiles.mu.Unlock()
	return gmsFiles.dir
}

func (d *fileDir) acquire() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.users == 0 {
		_, _ = owned.Sweep("") // best effort: a failed sweep costs disk, not this start
		dir, err := owned.MkdirTemp("", "gms-files-")
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
// arity; instantiating builds an expression and evaluates nothing. A function no count of NULLs
// builds is listed with MinArgs -1, arity unknown: the engine has it. The registry has no
// categories either: every function is of the family "go-mysql-server". A function's Handler
// is the Go type of the expression it builds (gmsHandler): the code a panic's stack names.
func (t *Target) Catalog(ctx context.Context) ([]dbms.CatalogFunction, error) {
	var out []dbms.CatalogFunction
	for _, fn := range function.BuiltIns {
		min, max := -1, -1
		handler := ""
		for n := 0; n <= gmsMaxProbeArgs; n++ {
			if e, ok := gmsInstance(fn, n); ok {
				if min < 0 {
					min, handler = n, gmsHandler(e)
				}
				max = n
			}
		}
		if min < 0 {
			// Its constructor checks its arguments' kinds (DATE_ADD's second is an INTERVAL), so
			// no count of NULLs builds it: the engine has the function, its arity is unknown.
			out = append(out, dbms.CatalogFunction{Name: strings.ToUpper(fn.FunctionName()), Family: "go-mysql-server", MinArgs: -1, MaxArgs: -1})
			continue
		}
		if max == gmsMaxProbeArgs {
			max = -1
		}
		out = append(out, dbms.CatalogFunction{Name: strings.ToUpper(fn.FunctionName()), Family: "go-mysql-server", MinArgs: min, MaxArgs: max,
			Handler: handler})
	}
	return out, nil
}

// gmsInstance builds fn's expression from n NULL arguments; ok reports whether fn accepts
// them. A constructor that panics on NULLs counts as not accepting them. NewInstance is called
// by reflection because its signature changed (a *sql.Context first, after v0.20.0), and this
// backend is also built against go-mysql-server checkouts of either kind
// (internal/backends/enginebuild).
func gmsInstance(fn sql.Function, n int) (e sql.Expression, ok bool) {
	defer func() {
		if recover() != nil {
			e, ok = nil, false
		}
	}()
	args := make([]sql.Expression, n)
	for i := range args {
		args[i] = expression.NewLiteral(nil, types.Null)
	}
	m := reflect.ValueOf(fn).MethodByName("NewInstance")
	in := []reflect.Value{reflect.ValueOf(args)}
	if m.Type().NumIn() == 2 {
		in = append([]reflect.Value{reflect.ValueOf(sql.NewEmptyContext())}, in...)
	}
	out := m.Call(in)
	e, _ = out[0].Interface().(sql.Expression)
	return e, out[len(out)-1].IsNil()
}

// gmsHandler names the Go type of e, pointer stripped, as its import path and name
// ("github.com/dolthub/go-mysql-server/sql/expression/function.Substring"): the registry's
// names that build one type (SUBSTRING, MID, SUBSTR) share its methods, the code a panic's
// stack names. Empty when fn built no expression.
func gmsHandler(e sql.Expression) string {
	if e == nil {
		return ""
	}
	t := reflect.TypeOf(e)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t.PkgPath() + "." + t.Name()
}
