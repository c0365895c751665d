package cli

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A campaign on the embedded go-mysql-server, reported in Markdown and HTML.
func TestReport(t *testing.T) {
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	dir := filepath.Dir(db)
	code, out, errOut := run(t, "", "report", "--db", db)
	for _, want := range []string{"# reaper campaign report", "## Table 1", "crash |", "## Table 2", "| n_fault |", "## Table 3"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("report: exit %d, want %q in\n%s%s", code, want, out, errOut)
		}
	}
	html := filepath.Join(dir, "report.html")
	if code, out, errOut := run(t, "", "report", "--db", db, "--format", "html", "--out", html); code != 0 || !strings.Contains(out, "wrote the html report") {
		t.Fatalf("report --format html: exit %d %s %s", code, out, errOut)
	}
	if b, err := os.ReadFile(html); err != nil || !strings.Contains(string(b), "Table 1: candidates by DBMS and type") {
		t.Fatalf("the html report: %v\n%.300s", err, b)
	}

	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"report", "--db", db, "--format", "pdf"}, 2, `unknown --format "pdf"`},
		{[]string{"report", "--db", filepath.Join(dir, "missing.db")}, 1, "missing.db"},
		{[]string{"review", "--db", db, "--addr", "0.0.0.0:8080"}, 2, "give --token"},
		{[]string{"review", "--db", db, "--addr", busy.Addr().String()}, 1, "address already in use"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q in one line", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}
