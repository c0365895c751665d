package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/validate/oracle"
)

func newOracleCmd(e *env) *cobra.Command {
	var query, setup string
	var target dialect.Target
	var asJSON bool
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:       "oracle " + strings.Join(oracle.Names(), "|") + " --query SQL",
		Short:     "check a SELECT with a metamorphic oracle (NoREC, TLP) on a target",
		ValidArgs: oracle.Names(),
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runOracle(e, target, query, setup, asJSON, timeout, args))
		},
	}
	fs := cmd.Flags()
	addJSONFlag(fs, &asJSON)
	targetFlag(cmd, &target, "target", "gms:", "where to run: gms: (embedded go-mysql-server), mysql://..., mariadb://..., postgres://..., cockroach://..., sandbox:mariadb, sandbox:postgres")
	fs.StringVar(&query, "query", "", "the SELECT to check")
	fs.StringVar(&setup, "setup", "", "a plain SQL script (statements ended by ;, DELIMITER lines allowed) that builds the data, run first")
	fs.DurationVar(&timeout, "timeout", 10*time.Second, "time limit per statement; past it the check is not validated")
	return cmd
}

// runOracle checks one query with a metamorphic oracle. Every verdict, a violation included, is
// data and exits 0; only a failure of the tooling (an unreadable setup file, an unreachable
// target) exits 1.
func runOracle(e *env, target dialect.Target, query, setup string, asJSON bool, timeout time.Duration, args []string) int {
	const cmd = "oracle"
	name := ""
	if len(args) > 0 {
		name, args = args[0], args[1:]
	}
	var check oracle.Check
	for _, o := range oracle.All {
		if o.Name == name {
			check = o.Check
		}
	}
	switch {
	case name == "":
		return badUsage(e, cmd, "name the oracle: reaper oracle "+strings.Join(oracle.Names(), "|")+" --query SQL")
	case check == nil:
		return badUsage(e, cmd, fmt.Sprintf("unknown oracle %q: use one of %s", name, strings.Join(oracle.Names(), ", ")))
	case query == "" || len(args) > 0:
		return badUsage(e, cmd, "give the query with --query SQL")
	}
	opts := oracle.Options{Run: dbms.RunOptions{StatementTimeout: timeout}}
	if setup != "" {
		src, err := os.ReadFile(setup)
		if err != nil {
			return fail(e, cmd, fmt.Errorf("cannot read the setup script %s: %v", setup, err))
		}
		f, err := testfmt.ParseSQL(setup, src)
		if err != nil {
			return fail(e, cmd, fmt.Errorf("setup script %s: %v", setup, err))
		}
		opts.Setup = execute.Script(f.Statements)
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, cmd, err)
	}
	defer tg.Close()
	info, err := tg.Info(e.ctx)
	if err != nil {
		return fail(e, cmd, err)
	}
	opts.Product = info.Product
	res, err := check(e.ctx, tg, query, opts)
	if err != nil {
		return fail(e, cmd, err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, res); err != nil {
			return fail(e, cmd, err)
		}
		return exitOK
	}
	printOracleResult(safeWriter{e.stdout}, res)
	return exitOK
}

// printOracleResult shows the queries run, the verdict and what was compared.
func printOracleResult(w io.Writer, r oracle.Result) {
	variant := ""
	if r.Variant != "" {
		variant = " (" + r.Variant + ")"
	}
	fmt.Fprintf(w, "oracle   %s%s\n", r.Oracle, variant)
	if r.Execution != nil {
		fmt.Fprintf(w, "target   %s (%s)\n", r.Execution.Target, oneLine(r.Execution.Version, 60))
	}
	fmt.Fprintf(w, "query    %s\n", strings.TrimSpace(r.Query))
	for i, q := range r.Queries {
		fmt.Fprintf(w, "  [%d]    %s\n", i+1, q)
	}
	switch r.Verdict {
	case oracle.NotApplicable, oracle.NotValidated:
		fmt.Fprintf(w, "verdict  %s: %s\n", r.Verdict, r.Reason)
	default:
		fmt.Fprintf(w, "verdict  %s\n", r.Verdict)
	}
	if r.Detail != "" {
		fmt.Fprintf(w, "detail   %s\n", r.Detail)
	}
}
