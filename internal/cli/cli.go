// Package cli is reaper's command line: one file per subcommand, each mapping its flags onto the
// stage's options struct. It is the composition root that joins stages to the store and to the
// target backends, which it links (internal/backends) for dbms.Open to reach.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
	"golang.org/x/term"

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

// Run executes reaper with args (without the program name) and returns the exit code. Each call
// builds its own command tree, so runs share no state and tests run in-process.
func Run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRootCmd(e)
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return exitOK
	}
	code, printed := codeOf(err)
	if !printed {
		if cmd == nil {
			cmd = root
		}
		usageLine(e, cmd.CommandPath(), err.Error())
	}
	return code
}

// WithSignals is ctx cancelled by Ctrl-C (SIGINT) or SIGTERM: a command stops as at the end of
// its work, closing its targets, so that their servers, engine children and temporary
// directories go with it, and keeping what it stored. The returned stop restores the signals'
// default action (a second Ctrl-C after it kills).
func WithSignals(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
}

// newRootCmd is reaper's command tree, the commands in pipeline order.
func newRootCmd(e *env) *cobra.Command {
	cmds := []*cobra.Command{
		newHuntCmd(e), newInitCmd(e), newStatusCmd(e), newWorkerCmd(e), newMineCmd(e), newImportCmd(e), newFixesCmd(e),
		newProfileCmd(e), newProfilesCmd(e), newSiblingsCmd(e), newValidateCmd(e), newCandidatesCmd(e), newBugsCmd(e),
		newReduceCmd(e), newExportCmd(e), newReplayCmd(e), newReviewCmd(e), newReportCmd(e), newEvalCmd(e), newRunCmd(e),
		newOracleCmd(e), newTargetCmd(e), newGrammarCmd(e),
	}
	root := &cobra.Command{
		Use:           "reaper",
		Short:         "mine a DBMS's fix history and find the sibling bugs of its fixes",
		Version:       versionText(),
		Args:          cobra.ArbitraryArgs,
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				usage(e.stderr, cmds)
				return exitCode(exitUsage)
			}
			return unknownCommand(cmd, args[0])
		},
	}
	root.SetVersionTemplate("{{.Version}}")
	root.AddCommand(cmds...)
	addIDCompletions(e, root)
	// Before the completion command, which takes its output when it is made.
	root.SetIn(e.stdin)
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetFlagErrorFunc(flagError)
	// cobra would add help and completion as the tree runs; added now, they follow the rules of
	// reaper's other commands: a word that is no command, or no shell named, is bad usage.
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		switch c.Name() {
		case "help":
			c.Run, c.RunE = nil, func(_ *cobra.Command, args []string) error {
				cmd, rest, err := root.Find(args)
				if err != nil {
					return err
				}
				if len(rest) > 0 && cmd.HasSubCommands() {
					return unknownCommand(cmd, rest[0])
				}
				return cmd.Help()
			}
		case "completion":
			c.Args, c.RunE = cobra.ArbitraryArgs, hintOrUnknown("name the shell: reaper completion bash|zsh|fish|powershell")
		}
	}
	commandHelp := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		if c == root {
			usage(c.OutOrStdout(), cmds)
			return
		}
		commandHelp(c, args)
	})
	return root
}

func usage(w io.Writer, cmds []*cobra.Command) {
	fmt.Fprintln(w, "usage: reaper <command> [flags] [arguments]\n\ncommands:")
	for _, c := range cmds {
		fmt.Fprintf(w, "  %-10s %s\n", c.Name(), c.Short)
	}
	fmt.Fprintln(w, "\nFlags go before or after the arguments. `reaper <command> -h` lists a command's flags;")
	fmt.Fprintln(w, "`reaper completion bash|zsh|fish|powershell` prints a shell completion script.")
}

// group is a command that only holds subcommands: alone, it says which to use.
func group(use, short, hint string, subs ...*cobra.Command) *cobra.Command {
	c := &cobra.Command{
		Use:   use,
		Short: short,
		Args:  cobra.ArbitraryArgs,
		RunE:  hintOrUnknown(hint),
	}
	c.AddCommand(subs...)
	return c
}

// hintOrUnknown is the RunE of a command that only holds subcommands: without a word it says
// which to use (hint), with one it names the nearest subcommand.
func hintOrUnknown(hint string) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return unknownCommand(cmd, args[0])
		}
		return errors.New(hint)
	}
}

// fail prints a one-line error for the command and returns the failure exit code.
func fail(e *env, cmd string, err error) int {
	fmt.Fprintf(e.stderr, "reaper %s: %v\n", cmd, err)
	return exitFailure
}

// badUsage prints a usage error and returns exit code 2.
func badUsage(e *env, cmd, msg string) int {
	usageLine(e, "reaper "+cmd, msg)
	return exitUsage
}

// usageLine prints a usage error of the command at path, with where its usage is.
func usageLine(e *env, path, msg string) {
	fmt.Fprintf(e.stderr, "%s: %s (see `%s -h`)\n", path, msg, path)
}

// openStore opens the store at path for a command that writes to it, creating it if needed.
func openStore(e *env, path string) (*store.Store, error) {
	return store.Open(e.ctx, path)
}

// openExistingStore opens the store at path for a command that only reads a campaign: a path
// where no store is, is refused, and nothing is created.
func openExistingStore(e *env, path string) (*store.Store, error) {
	return store.OpenExisting(e.ctx, path)
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
