package dbms

import (
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// BenchmarkRunVsClient runs 1,000 small sibling-style tests (setup and a few statements each,
// each in its own database) through the executor and, in the same run, the same statements
// through the mariadb command-line client in one session, and reports executor/client as a
// ratio. The target is REAPER_BENCH_MYSQL, else this machine's MariaDB.
//
//	go test ./internal/dbms -bench RunVsClient -run '^$' -benchtime 1x
func BenchmarkRunVsClient(b *testing.B) {
	dsn := os.Getenv("REAPER_BENCH_MYSQL")
	if dsn == "" {
		dsn = "mysql://root@127.0.0.1:3306/"
	}
	client, err := exec.LookPath("mariadb")
	if err != nil {
		b.Fatal("the baseline needs the mariadb command-line client")
	}
	tg, err := Open(b.Context(), dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer tg.Close()
	tests := make([][]Statement, 1000)
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
	u, err := url.Parse(dsn)
	if err != nil {
		b.Fatal(err)
	}
	args := []string{"--protocol=tcp", "-h", u.Hostname(), "-P", u.Port(), "-u", u.User.Username(), "--force", "--batch"}
	if pw, ok := u.User.Password(); ok {
		args = append(args, "-p"+pw)
	}
	var ours, theirs time.Duration
	for i := 0; i < b.N; i++ {
		start := time.Now()
		for _, stmts := range tests {
			if _, err := tg.Run(b.Context(), stmts, RunOptions{}); err != nil {
				b.Fatal(err)
			}
		}
		ours += time.Since(start)

		start = time.Now()
		cmd := exec.Command(client, args...)
		cmd.Stdin = strings.NewReader(sb.String())
		// --force goes on past the missing table, whose error goes to stderr.
		if out, err := cmd.Output(); err != nil && len(out) == 0 {
			b.Fatalf("mariadb client: %v", err)
		}
		theirs += time.Since(start)
	}
	b.ReportMetric(ours.Seconds()/float64(b.N), "s-executor/op")
	b.ReportMetric(theirs.Seconds()/float64(b.N), "s-mariadb-client/op")
	b.ReportMetric(ours.Seconds()/theirs.Seconds(), "ratio-vs-client")
	b.Logf("1000 tests of 5 statements: executor %.2fs, mariadb client %.2fs, ratio %.2f",
		ours.Seconds()/float64(b.N), theirs.Seconds()/float64(b.N), ours.Seconds()/theirs.Seconds())
}
