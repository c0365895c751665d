// Package cli is reaper's command line: one file per subcommand, each mapping its flags onto the
// stage's options struct. It is the composition root that joins stages to the store and to the
// target backends, which it links (internal/backends) for dbms.Open to reach.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	_ "github.com/reaper-sql/reaper/internal/backends"
	"github.com/reaper-sql/reaper/internal/store"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// env is what a subcommand runs with.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

type command struct {
	name    string
	summary string
	run     func(e *env, args []string) int
}

func commands() []command {
	return []command{
		{"hunt", "run a whole campaign: mine, profile, siblings, validate; resumable", runHunt},
		{"init", "write a commented reaper.toml, the configuration file of hunt", runInit},
		{"status", "show where a campaign stands per stage, from the store", runStatus},
		{"worker", "work a campaign's jobs from a PostgreSQL store, on this machine's target", runWorker},
		{"mine", "mine a repository's fix history into the store", runMine},
		{"import", "import fix records from a JSONL file", runImport},
		{"fixes", "list or show stored fix records", runFixes},
		{"profile", "turn stored fixes into bug profiles (n_fault, S_key, P_fail, C_fix, O_fix)", runProfile},
		{"profiles", "list or show stored bug profiles", runProfiles},
		{"siblings", "generate sibling tests from bug profiles; list, show and check them", runSiblings},
		{"validate", "run sibling tests, judge them (stages I-III, NoREC, TLP) and store the candidates", runValidate},
		{"candidates", "list or show the deduplicated candidate bugs", runCandidates},
		{"bugs", "list or show the candidates clustered into root causes", runBugs},
		{"reduce", "shrink a candidate's reproducing test on a target (delta debugging)", runReduce},
		{"export", "write a candidate or a bug as a report or a regression test; a fix's sibling regression suite", runExport},
		{"replay", "run an exported sibling regression suite on a target: green except the marked open bugs", runReplay},
		{"review", "serve a local web page to review and triage the candidates", runReview},
		{"report", "write a campaign's summary tables (markdown or html)", runReport},
		{"eval", "measure a stage against a labeled set", runEval},
		{"run", "run a test script against a target and show each statement's outcome", runRun},
		{"oracle", "check a SELECT with a metamorphic oracle (NoREC, TLP) on a target", runOracle},
		{"target", "check a target: product, version, capabilities", runTarget},
		{"grammar", "a grammar's productions and a construct's syntactic siblings", runGrammar},
	}
}

// Run executes reaper with args (without the program name) and returns the exit code.
func Run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(stderr, "reaper: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: reaper <command> [flags]\n\ncommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nEvery command takes --db FILE (default ./reaper.db) and --json. `reaper <command> -h` lists its flags.")
}

// newFlags makes a subcommand's flag set with the flags every command has.
func newFlags(name string, e *env, db *string, asJSON *bool) *flag.FlagSet {
	fs := flag.NewFlagSet("reaper "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.StringVar(db, "db", "reaper.db", "the campaign store: an SQLite file, or postgres://... to share it with workers")
	fs.BoolVar(asJSON, "json", false, "print machine-readable JSON instead of text")
	return fs
}

// parse parses flags; ok is false with the exit code to return when parsing ended the command.
func parse(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, false
		}
		return exitUsage, false
	}
	return 0, true
}

// fail prints a one-line error for the command and returns the failure exit code.
func fail(e *env, cmd string, err error) int {
	fmt.Fprintf(e.stderr, "reaper %s: %v\n", cmd, err)
	return exitFailure
}

// badUsage prints a usage error and returns exit code 2.
func badUsage(e *env, cmd, msg string) int {
	fmt.Fprintf(e.stderr, "reaper %s: %s (see `reaper %s -h`)\n", cmd, msg, cmd)
	return exitUsage
}

func openStore(e *env, path string) (*store.Store, error) {
	return store.Open(e.ctx, path)
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// isTerminal reports whether w is a terminal, where progress lines are worth drawing.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// oneLine shortens text to its first line, at most n runes, for tables.
func oneLine(s string, n int) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// safeWriter replaces control characters other than newline and tab, so repository text (commit
// messages, test files) cannot move the cursor or recolour a user's terminal.
type safeWriter struct{ w io.Writer }

func (s safeWriter) Write(p []byte) (int, error) {
	q := make([]byte, len(p))
	for i, b := range p {
		if (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f {
			b = '?'
		}
		q[i] = b
	}
	if _, err := s.w.Write(q); err != nil {
		return 0, err
	}
	return len(p), nil
}
