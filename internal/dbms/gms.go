package dbms

import (
	"context"
	"fmt"
	"net"

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
	// The engine logs every failed query at warning level; the executor records them as outcomes.
	logrus.SetLevel(logrus.ErrorLevel)
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
	return &gmsTarget{mysqlTarget: t, srv: srv}, nil
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
