package dbms

import (
	"context"
	"fmt"
	"net"
	"sync"

	sqle "github.com/dolthub/go-mysql-server"
	"github.com/dolthub/go-mysql-server/memory"
	"github.com/dolthub/go-mysql-server/server"
	"github.com/dolthub/go-mysql-server/sql"
	"github.com/sirupsen/logrus"
)

// gmsTarget is go-mysql-server embedded in this process with an in-memory catalog, served on a
// loopback port and reached through the same MySQL driver path as any other server, so that the
// tool runs end to end on a machine with no database installed.
type gmsTarget struct {
	*mysqlTarget
	srv *server.Server
}

func openGMS(ctx context.Context) (*gmsTarget, error) {
	// The engine logs every failed query at warning level, which the executor records as
	// outcomes; its errors (a panic it caught, with the stack) are a statement's evidence and
	// go to the statement's Log instead of the terminal.
	logrus.SetLevel(logrus.ErrorLevel)
	logrus.SetOutput(theEngineLog)
	pro := memory.NewDBProvider()
	engine := sqle.NewDefault(pro)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("target gms: no loopback port to serve on: %w", err)
	}
	srv, err := server.NewServer(server.Config{Protocol: "tcp", Address: l.Addr().String(), Listener: l},
		engine, sql.NewContext, memory.NewSessionBuilder(pro), nil)
	if err != nil {
		l.Close()
		return nil, fmt.Errorf("target gms: %w", err)
	}
	go srv.Start()
	t, err := openMySQL(ctx, "mysql://root@"+l.Addr().String()+"/")
	if err != nil {
		srv.Close()
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
	return err
}
