package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
)

func newGrammarParseCmd(e *env) *cobra.Command {
	var d dialect.Dialect
	var asJSON, stdin bool
	cmd := &cobra.Command{
		Use:   "parse --dialect D (STATEMENT | --stdin)",
		Short: "parse one statement: its tree or its syntax error",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runGrammarParse(e, d, asJSON, stdin, args))
		},
	}
	dialectFlag(cmd, &d, "dialect: "+dialect.Names(", ")+" (or a DBMS name)")
	addJSONFlag(cmd.Flags(), &asJSON)
	cmd.Flags().BoolVar(&stdin, "stdin", false, "read the statement from standard input")
	return cmd
}

// runGrammarParse serves `reaper grammar parse`: one statement's tree or its syntax error.
func runGrammarParse(e *env, d dialect.Dialect, asJSON, stdin bool, args []string) int {
	if d == "" {
		return badUsage(e, "grammar parse", "give --dialect "+dialect.Names("|"))
	}
	sql := strings.Join(args, " ")
	if stdin {
		b, err := io.ReadAll(e.stdin)
		if err != nil {
			return fail(e, "grammar", err)
		}
		sql = string(b)
	}
	if strings.TrimSpace(sql) == "" {
		return badUsage(e, "grammar parse", "give the statement as an argument or with --stdin")
	}
	tree, err := grammars.Parse(d, sql)
	if err != nil {
		return fail(e, "grammar", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, map[string]string{"tree": grammars.Tree(d, tree)}); err != nil {
			return fail(e, "grammar", err)
		}
		return exitOK
	}
	fmt.Fprintln(e.stdout, grammars.Tree(d, tree))
	return exitOK
}

func newGrammarCoverageCmd(e *env) *cobra.Command {
	var d dialect.Dialect
	var format string
	var asJSON bool
	var show int
	cmd := &cobra.Command{
		Use:   "coverage --dialect D FILE...",
		Short: "the share of a suite's statements a grammar parses",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runGrammarCoverage(e, d, format, asJSON, show, args))
		},
	}
	dialectFlag(cmd, &d, "dialect: "+dialect.Names(", ")+" (or a DBMS name)")
	addJSONFlag(cmd.Flags(), &asJSON)
	choiceFlag(cmd, &format, "format", "", append([]string{testfmt.GMS}, scriptFormats...), "format of the files (default: from each name)")
	cmd.Flags().IntVar(&show, "failures", 20, "how many failing statements to print")
	return cmd
}

// runGrammarCoverage serves `reaper grammar coverage`: the share of a suite's statements a
// grammar parses.
func runGrammarCoverage(e *env, d dialect.Dialect, format string, asJSON bool, show int, files []string) int {
	if d == "" {
		return badUsage(e, "grammar coverage", "give --dialect "+dialect.Names("|"))
	}
	if len(files) == 0 {
		return badUsage(e, "grammar coverage", "name the test files to measure")
	}
	var stmts []string
	seen := map[string]bool{}
	for _, file := range files {
		ss, err := statementsOf(file, format)
		if err != nil {
			return fail(e, "grammar", err)
		}
		for _, s := range ss {
			if !seen[s] {
				seen[s] = true
				stmts = append(stmts, s)
			}
		}
	}
	type failure struct {
		SQL   string `json:"sql"`
		Error string `json:"error"`
	}
	var failures []failure
	for _, s := range stmts {
		if _, err := grammars.Parse(d, s); err != nil {
			failures = append(failures, failure{s, err.Error()})
		}
	}
	// The speed is that of a second pass: ANTLR's prediction caches fill during the first, and
	// a campaign parses warm.
	start := time.Now()
	for _, s := range stmts {
		grammars.Parse(d, s)
	}
	elapsed := time.Since(start)
	rate := 100 * float64(len(stmts)-len(failures)) / float64(max(1, len(stmts)))
	perSec := float64(len(stmts)) / elapsed.Seconds()
	if asJSON {
		if failures == nil {
			failures = []failure{}
		}
		out := map[string]any{"statements": len(stmts), "parsed": len(stmts) - len(failures), "rate_percent": rate,
			"statements_per_second": perSec, "failures": failures}
		if err := writeJSON(e.stdout, out); err != nil {
			return fail(e, "grammar", err)
		}
		return exitOK
	}
	w := safeWriter{e.stdout}
	fmt.Fprintf(w, "%s: %d of %d distinct statements parse (%.2f%%), %.0f statements/s once warm\n",
		d, len(stmts)-len(failures), len(stmts), rate, perSec)
	for i, f := range failures {
		if i == show {
			fmt.Fprintf(w, "... %d more\n", len(failures)-show)
			break
		}
		fmt.Fprintf(w, "\n%s\n    %s\n", oneLine(f.SQL, 160), f.Error)
	}
	return exitOK
}

// statementsOf reads the statements of a test file that the suite expects to succeed: one it
// expects to fail may be a syntax error on purpose.
func statementsOf(file, format string) ([]string, error) {
	f, err := readTestFile(file, format)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, s := range f.Statements {
		if s.Expect.Kind != testfmt.ExpectError {
			out = append(out, s.SQL)
		}
	}
	return out, nil
}
