package mysql

import (
	"fmt"
	"net/url"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// BenchmarkRunVsClient runs 1,000 small sibling-style tests (setup and a few statements each,
// each in its own database) through the executor on a MariaDB sandbox and, in the same run, the
// same statements through the mariadb command-line client in one session on the same sandbox,
// and reports executor/client as a ratio. It then splits the tests over two sandboxes run at
// once and reports the speed-up over one.
//
//	go test ./internal/backends/mysql -bench RunVsClient -run '^$' -benchtime 1x
func BenchmarkRunVsClient(b *testing.B) {
	client, err := exec.LookPath("mariadb")
	if err != nil {
		b.Fatal("the baseline needs the mariadb command-line client")
	}
	tests := make([][]dbms.Statement, 1000)
	for i := range tests {
		tests[i] = script(
			"CREATE TABLE t (a INT PRIMARY KEY, b VARCHAR(20))",
			fmt.Sprintf("INSERT INTO t VALUES (1, 'x%d'), (2, NULL), (3, 'z')", i),
			"SELECT a, b FROM t WHERE a > 1 ORDER BY a",
			"SELECT COUNT(DISTINCT b) FROM t",
			"SELECT * FROM missing_table",
		)
	}
	// The client gets the same work: a fresh database per test, the statements, then the drop.
	var sb strings.Builder
	for i, stmts := range tests {
		fmt.Fprintf(&sb, "CREATE DATABASE reaper_bench_%d; USE reaper_bench_%d;\n", i, i)
		for _, s := range stmts {
			sb.WriteString(s.SQL + ";\n")
		}
		fmt.Fprintf(&sb, "DROP DATABASE reaper_bench_%d;\n", i)
	}
	targets := make([]dbms.Target, 2)
	var port string
	for i := range targets {
		// Durability is not what is measured: without flushes both sides see the same, steadier server.
		box, err := sandbox.Start(b.Context(), sandbox.Options{Kind: "mariadb", ExtraArgs: []string{"--innodb-flush-log-at-trx-commit=0", "--innodb-doublewrite=0", "--sync-binlog=0"}})
		if err != nil {
			b.Fatal(err)
		}
		defer box.Stop()
		if targets[i], err = dbms.Open(b.Context(), dialect.MustParseTarget(box.DSN())); err != nil {
			b.Fatal(err)
		}
		defer targets[i].Close()
		if i == 0 {
			u, _ := url.Parse(box.DSN())
			port = u.Port()
		}
	}
	runAll := func(tg dbms.Target, tests [][]dbms.Statement) error {
		for _, stmts := range tests {
			if _, err := tg.Run(b.Context(), stmts, dbms.RunOptions{}); err != nil {
				return err
			}
		}
		return nil
	}
	var ours, theirs, parallel time.Duration
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if err := runAll(targets[0], tests); err != nil {
			b.Fatal(err)
		}
		ours += time.Since(start)

		start = time.Now()
		cmd := exec.Command(client, "--no-defaults", "--protocol=tcp", "-h", "127.0.0.1", "-P", port, "-u", "root", "--force", "--batch")
		cmd.Stdin = strings.NewReader(sb.String())
		// --force goes on past the missing table, whose error goes to stderr.
		if out, err := cmd.Output(); err != nil && len(out) == 0 {
			b.Fatalf("mariadb client: %v", err)
		}
		theirs += time.Since(start)

		start = time.Now()
		errs := make(chan error, 2)
		half := len(tests) / 2
		go func() { errs <- runAll(targets[0], tests[:half]) }()
		go func() { errs <- runAll(targets[1], tests[half:]) }()
		for range 2 {
			if err := <-errs; err != nil {
				b.Fatal(err)
			}
		}
		parallel += time.Since(start)
	}
	n := float64(b.N)
	b.ReportMetric(ours.Seconds()/n, "s-executor/op")
	b.ReportMetric(theirs.Seconds()/n, "s-mariadb-client/op")
	b.ReportMetric(ours.Seconds()/theirs.Seconds(), "ratio-vs-client")
	b.ReportMetric(ours.Seconds()/parallel.Seconds(), "speedup-2-sandboxes")
	b.Logf("1000 tests of 5 statements: executor %.2fs, mariadb client %.2fs, ratio %.2f; on 2 sandboxes at once %.2fs, speed-up %.2f",
		ours.Seconds()/n, theirs.Seconds()/n, ours.Seconds()/theirs.Seconds(), parallel.Seconds()/n, ours.Seconds()/parallel.Seconds())
}
