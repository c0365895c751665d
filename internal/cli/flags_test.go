package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// A flag may come after the positional arguments, as in other Go tools.
func TestFlagsAfterArguments(t *testing.T) {
	suite := filepath.Join(t.TempDir(), "suite.sql")
	if err := os.WriteFile(suite, []byte("SELECT 1;\nSELEC broken;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "grammar", "coverage", suite, "--json", "--dialect", "mysql")
	var got struct {
		Statements int `json:"statements"`
		Parsed     int `json:"parsed"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Statements != 2 || got.Parsed != 1 {
		t.Fatalf("grammar coverage FILE --json: exit %d\n%s%s", code, out, errOut)
	}
}

// Every mistake on the command line is one line on stderr that names the input at fault, and
// exit 2.
func TestCommandLineMistakes(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"hunt", "--repo", "r", "--timeout", "banana"}, []string{"reaper hunt: --timeout \"banana\"", "duration"}},
		{[]string{"hunt", "--repo", "r", "--workers", "many"}, []string{"--workers \"many\"", "whole number"}},
		{[]string{"export", "--format", "banana", "abc"}, []string{"reaper export: --format \"banana\": use one of markdown, mtr, logictest, sqllogictest, gms, sql"}},
		{[]string{"fixs", "list"}, []string{`unknown command "fixs"; did you mean "fixes"?`}},
		{[]string{"fixes", "lst"}, []string{`reaper fixes: unknown command "lst"; did you mean "list"?`}},
		{[]string{"grammar", "sibs"}, []string{`unknown command "sibs": use one of coverage, graph, parse, siblings`}},
		{[]string{"hunt", "--repo", "r", "--tiemout", "5s"}, []string{"unknown flag --tiemout; did you mean --timeout?"}},
		{[]string{"validate", "--al"}, []string{"unknown flag --al; did you mean --all?"}},
		{[]string{"mine", "-db", "x.db", "--repo", "r"}, []string{"reaper mine: unknown flag -db: a long flag takes two dashes, --db"}},
		{[]string{"mine", "-db=x.db", "--repo", "r"}, []string{"unknown flag -db: a long flag takes two dashes, --db"}},
		{[]string{"mine", "--repo"}, []string{"--repo needs a value"}},
		{[]string{"run", "--script", "x.sql", "--db", "r.db"}, []string{"unknown flag --db"}},
		{[]string{"oracle", "tlp", "--query", "SELECT 1", "--target", "oracle://root:hunter2@h/"}, []string{`unknown target scheme "oracle"`}},
		{[]string{"grammar", "parse", "--dialect", "oracle", "SELECT 1"}, []string{`--dialect "oracle": "oracle" is not a DBMS reaper knows`}},
		{[]string{"status", "extra"}, []string{`reaper status: unexpected argument "extra"`}},
		{[]string{"siblings", "lst"}, []string{`unknown command "lst"; did you mean "list"?`}},
		{[]string{"help", "fixes", "lst"}, []string{`reaper help: unknown command "lst"; did you mean "list"?`}},
		{[]string{"help", "nonexistent"}, []string{`unknown command "nonexistent"`}},
		{[]string{"completion"}, []string{"name the shell: reaper completion bash|zsh|fish|powershell"}},
	} {
		code, out, errOut := run(t, "", c.args...)
		cmd := "reaper " + strings.Join(c.args, " ")
		if code != exitUsage || strings.Count(errOut, "\n") != 1 || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and one line", cmd, code, out, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%s: stderr %q does not say %q", cmd, errOut, w)
			}
		}
		if strings.Contains(errOut, "hunter2") {
			t.Errorf("%s: stderr shows the password: %q", cmd, errOut)
		}
	}
}

// Every command's help goes to stdout and exits 0; the commands that keep no campaign have no
// --db, and those that print no JSON no --json.
func TestHelpPerCommand(t *testing.T) {
	noStore := map[string]bool{
		"reaper init": true, "reaper run": true, "reaper oracle": true, "reaper target check": true, "reaper replay": true,
		"reaper grammar siblings": true, "reaper grammar graph": true, "reaper grammar parse": true, "reaper grammar coverage": true,
	}
	noJSON := map[string]bool{"reaper init": true, "reaper review": true, "reaper grammar graph": true}
	var paths []string
	leaf := map[string]bool{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Runnable() && c.HasParent() {
			paths = append(paths, c.CommandPath())
			leaf[c.CommandPath()] = !c.HasSubCommands()
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(newRootCmd(&env{ctx: t.Context(), stdin: strings.NewReader(""), stdout: &bytes.Buffer{}, stderr: &bytes.Buffer{}}))
	if len(paths) < 30 {
		t.Fatalf("only %d commands in the tree: %v", len(paths), paths)
	}
	for _, p := range paths {
		args := append(strings.Fields(p)[1:], "-h")
		code, out, errOut := run(t, "", args...)
		if code != 0 || errOut != "" || !strings.Contains(out, "Usage:\n  "+p) {
			t.Errorf("%s -h: exit %d, stderr %q, stdout:\n%s", p, code, errOut, out)
			continue
		}
		if !leaf[p] || p == "reaper help" || strings.HasPrefix(p, "reaper completion") {
			// A group's own help lists its subcommands, whose flags are theirs; help and
			// completion are cobra's.
			continue
		}
		if hasDB := strings.Contains(out, "--db "); hasDB == noStore[p] {
			t.Errorf("%s -h: lists --db %v, want %v:\n%s", p, hasDB, !noStore[p], out)
		}
		if hasJSON := strings.Contains(out, "--json"); hasJSON == noJSON[p] {
			t.Errorf("%s -h: lists --json %v, want %v:\n%s", p, hasJSON, !noJSON[p], out)
		}
	}
	code, out, errOut := run(t, "", "-h")
	if code != 0 || errOut != "" || !strings.Contains(out, "usage: reaper <command>") || !strings.Contains(out, "  hunt ") {
		t.Errorf("reaper -h: exit %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	code, out, errOut = run(t, "")
	if code != exitUsage || out != "" || !strings.Contains(errOut, "usage: reaper <command>") {
		t.Errorf("reaper: exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
}

func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errOut := run(t, "", "completion", shell)
		if code != 0 || errOut != "" || !strings.Contains(out, "reaper") || len(out) < 1000 {
			t.Errorf("completion %s: exit %d, stderr %q, %d bytes", shell, code, errOut, len(out))
		}
	}
	// The shell asks reaper for the values of a flag with a fixed set.
	code, out, _ := run(t, "", cobra.ShellCompRequestCmd, "export", "--format", "")
	if code != 0 || !strings.HasPrefix(out, "markdown\nmtr\nlogictest\nsqllogictest\ngms\nsql\n") {
		t.Errorf("completing export --format: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", cobra.ShellCompRequestCmd, "fix")
	if code != 0 || !strings.HasPrefix(out, "fixes\t") {
		t.Errorf("completing fix: exit %d\n%s", code, out)
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"timeout", "timeout", 0},
		{"tiemout", "timeout", 1},
		{"al", "all", 1},
		{"", "db", 2},
		{"format", "from", 3},
		{"sandbox", "sandboxes", 2},
	} {
		if got := editDistance(c.a, c.b); got != c.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
