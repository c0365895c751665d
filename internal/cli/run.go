package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/internal/replay"
)

// scriptFormats are the formats `reaper run` reads: scripts, and a go-mysql-server test file that
// holds one ScriptTest (what `reaper export --format gms` writes).
var scriptFormats = []string{testfmt.SQL, testfmt.MTR, testfmt.LogicTest, testfmt.SQLLogicTest, testfmt.PGRegress, testfmt.GMS}

func newRunCmd(e *env) *cobra.Command {
	var file, format string
	var target dialect.Target
	var asJSON bool
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "run --script FILE",
		Short: "run a test script against a target, show each statement's outcome and check what the file expects",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runRun(e, target, file, format, asJSON, timeout))
		},
	}
	fs := cmd.Flags()
	addJSONFlag(fs, &asJSON)
	targetFlag(cmd, &target, "target", "gms:", "where to run: gms: (embedded go-mysql-server), mysql://..., mariadb://..., postgres://..., cockroach://..., sandbox:mariadb, sandbox:postgres")
	fs.StringVar(&file, "script", "", "the test script to run")
	choiceFlag(cmd, &format, "format", "", scriptFormats, "the script's format (default: from the file name, and for .test from its content)")
	fs.DurationVar(&timeout, "timeout", 10*time.Second, "time limit per statement; past it the outcome is hang")
	return cmd
}

func runRun(e *env, target dialect.Target, file, format string, asJSON bool, timeout time.Duration) int {
	if file == "" {
		return badUsage(e, "run", "give the script with --script FILE")
	}
	tf, err := readTest(file, format)
	var nf noFormatError
	if errors.As(err, &nf) {
		return badUsage(e, "run", err.Error())
	}
	if err != nil {
		return fail(e, "run", err)
	}
	if tf.format == testfmt.GMS && len(tf.Cases) != 1 {
		// Each ScriptTest runs on a fresh engine: run them as one script and they would share
		// tables, which no gms runner does.
		return fail(e, "run", fmt.Errorf("%s holds %d go-mysql-server test cases; reaper run runs one: export or cut out one ScriptTest", file, len(tf.Cases)))
	}
	stmts, err := scriptOf(file, tf.File)
	if err != nil {
		return fail(e, "run", err)
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "run", err)
	}
	defer tg.Close()
	ex, runErr := tg.Run(e.ctx, stmts, dbms.RunOptions{StatementTimeout: timeout})
	if ex == nil {
		return fail(e, "run", runErr)
	}
	w := safeWriter{e.stdout}
	if asJSON {
		if err := writeJSON(e.stdout, ex); err != nil {
			return fail(e, "run", err)
		}
		w = safeWriter{e.stderr} // stdout holds the JSON alone
	} else {
		printExecution(w, ex)
	}
	if runErr != nil {
		return fail(e, "run", runErr)
	}
	bad := replay.Check(tf.format, tf.File, tf.result, ex)
	for _, m := range bad {
		fmt.Fprintf(w, "\nMISMATCH %s\n", m)
		for _, l := range m.Diff() {
			fmt.Fprintf(w, "    %s\n", l)
		}
	}
	if len(bad) > 0 {
		fmt.Fprintf(w, "\nRED: %d of %d statements did not do what %s expects (%s)\n", len(bad), len(tf.Statements), file, tf.format)
		return exitFailure
	}
	if !asJSON {
		fmt.Fprintf(w, "\ngreen: all %d statements did what %s expects (%s)\n", len(tf.Statements), file, tf.format)
	}
	return exitOK
}

// noFormatError says a file's format cannot be told from its name.
type noFormatError struct{ file string }

func (e noFormatError) Error() string {
	return fmt.Sprintf("cannot tell the format of %s from its name: give --format", e.file)
}

// testFile is a test file read in its format, with an mtr file's .result text.
type testFile struct {
	*testfmt.File
	format, result string
}

// readTestFile reads a test file in the given format, or in the one its name says (see readTest).
func readTestFile(file, format string) (*testfmt.File, error) {
	tf, err := readTest(file, format)
	if err != nil {
		return nil, err
	}
	return tf.File, nil
}

// readTest reads a test file in the given format, or in the one its name says: .sql, .test
// (sqllogictest when its first record is one, else mtr with its .result beside it when there is
// one), .slt, .go (go-mysql-server test tables).
func readTest(file, format string) (*testFile, error) {
	ext, given := filepath.Ext(file), format != ""
	if !given {
		format = map[string]string{".sql": testfmt.SQL, ".slt": testfmt.SQLLogicTest, ".test": testfmt.MTR, ".go": testfmt.GMS}[ext]
		if format == "" {
			return nil, noFormatError{file}
		}
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", file, err)
	}
	if !given && ext == ".test" && testfmt.IsSQLLogicTest(src) {
		format = testfmt.SQLLogicTest
	}
	tf := &testFile{format: format}
	var f *testfmt.File
	switch format {
	case testfmt.SQL:
		f, err = testfmt.ParseSQL(file, src)
	case testfmt.MTR:
		var result []byte
		if r, rerr := os.ReadFile(strings.TrimSuffix(file, ".test") + ".result"); rerr == nil {
			result = r
		}
		tf.result = string(result)
		f, err = testfmt.ParseMTR(file, src, result)
	case testfmt.LogicTest:
		f, err = testfmt.ParseLogicTest(file, src)
	case testfmt.SQLLogicTest:
		f, err = testfmt.ParseSQLLogicTest(file, src)
	case testfmt.PGRegress:
		f, err = testfmt.ParsePGRegress(file, src, nil)
	case testfmt.GMS:
		f, err = testfmt.ParseGMS(file, src)
	default:
		return nil, fmt.Errorf("unknown format %q: use one of %s", format, strings.Join(append(scriptFormats, testfmt.GMS), ", "))
	}
	if err != nil && (f == nil || len(f.Statements) == 0) {
		return nil, err
	}
	tf.File = f
	return tf, nil
}

// scriptOf turns a parsed script into the statements to run. Constructs a format's parser cannot
// follow faithfully (mtr `source`, `if`, sqllogictest loops, ...) make the script rejected,
// naming them, rather than run with a guess at what they meant.
func scriptOf(file string, f *testfmt.File) ([]dbms.Statement, error) {
	if len(f.Skipped) > 0 {
		return nil, fmt.Errorf("%s uses what reaper run does not support (%d construct(s)): %s — remove or inline them",
			file, len(f.Skipped), strings.Join(f.Skipped[:min(3, len(f.Skipped))], "; "))
	}
	if len(f.Statements) == 0 {
		return nil, fmt.Errorf("%s holds no statements", file)
	}
	return execute.Script(f.Statements), nil
}

// printExecution shows each statement with its outcome, rows and messages.
func printExecution(w io.Writer, ex *dbms.Execution) {
	fmt.Fprintf(w, "target %s (%s), database %s, %s\n", ex.Target, oneLine(ex.Version, 60), ex.Database, ex.Duration.Round(time.Millisecond))
	for i, r := range ex.Results {
		fmt.Fprintf(w, "\n[%d] %s\n", i+1, strings.ReplaceAll(strings.TrimSpace(r.SQL), "\n", "\n    "))
		detail := ""
		switch r.Outcome {
		case dbms.OutcomeOK:
			if r.Columns != nil {
				detail = fmt.Sprintf("%d rows", len(r.Rows))
			} else {
				detail = fmt.Sprintf("%d affected", r.RowsAffected)
			}
		case dbms.OutcomeError, dbms.OutcomeInternal, dbms.OutcomeHang:
			detail = strings.TrimSpace(fmt.Sprintf("%s %s", r.SQLState, r.Message))
			if r.Code != 0 {
				detail = fmt.Sprintf("%d %s", r.Code, detail)
			}
		}
		fmt.Fprintf(w, "    -> %s %s (%s)\n", r.Outcome, detail, r.Duration.Round(time.Microsecond))
		if r.Columns != nil {
			fmt.Fprintf(w, "       %s\n", strings.Join(r.Columns, " | "))
			for k, row := range r.Rows {
				if k == 20 {
					fmt.Fprintf(w, "       ... %d more\n", len(r.Rows)-k)
					break
				}
				cells := make([]string, len(row))
				for j, c := range row {
					cells[j] = "NULL"
					if c != nil {
						cells[j] = *c
					}
				}
				fmt.Fprintf(w, "       %s\n", strings.Join(cells, " | "))
			}
		}
		for _, wn := range r.Warnings {
			fmt.Fprintf(w, "       %s %s %s\n", wn.Level, wn.Code, wn.Message)
		}
		if r.Log != "" {
			fmt.Fprintf(w, "    server log:\n%s\n", r.Log)
		}
	}
}

func newTargetCmd(e *env) *cobra.Command {
	var asJSON bool
	check := &cobra.Command{
		Use:   "check DSN",
		Short: "connect to a target and show its product, version and capabilities",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runTargetCheck(e, asJSON, args))
		},
	}
	addJSONFlag(check.Flags(), &asJSON)
	return group("target", "check a target: product, version, capabilities", "use `reaper target check DSN`", check)
}

func runTargetCheck(e *env, asJSON bool, args []string) int {
	if len(args) != 1 {
		return badUsage(e, "target check", "give one target DSN")
	}
	target, err := dialect.ParseTarget(args[0])
	if err != nil {
		return badUsage(e, "target check", err.Error())
	}
	tg, err := dbms.Open(e.ctx, target)
	if err != nil {
		return fail(e, "target", err)
	}
	defer tg.Close()
	info, err := tg.Info(e.ctx)
	if err != nil {
		return fail(e, "target", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, info); err != nil {
			return fail(e, "target", err)
		}
		return exitOK
	}
	fmt.Fprintf(e.stdout, "target     %s\nproduct    %s\nbuild      %s\nversion    %s\nmanaged    %v\ntimeouts   %s\n",
		info.Target, info.Product, info.Build, info.Version, info.Managed, info.StatementTimeout)
	return exitOK
}
