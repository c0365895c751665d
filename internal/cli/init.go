package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"

	"github.com/reaper-sql/reaper/internal/campaign"
)

// runInit writes a commented configuration file for `reaper hunt` with every key at its
// default; an existing file is overwritten only with --force.
func runInit(e *env, args []string) int {
	var out string
	var force bool
	fset := flag.NewFlagSet("reaper init", flag.ContinueOnError)
	fset.SetOutput(e.stderr)
	fset.StringVar(&out, "out", campaign.ConfigFile, "the file to write")
	fset.BoolVar(&force, "force", false, "overwrite the file if it exists")
	if code, ok := parse(fset, args); !ok {
		return code
	}
	if fset.NArg() > 0 {
		return badUsage(e, "init", fmt.Sprintf("unexpected argument %q", fset.Arg(0)))
	}
	mode := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if force {
		mode = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(out, mode, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fail(e, "init", fmt.Errorf("%s exists: give --force to overwrite it, or --out another file", out))
	}
	if err != nil {
		return fail(e, "init", err)
	}
	if _, err := f.WriteString(campaign.ConfigTemplate); err != nil {
		f.Close()
		return fail(e, "init", err)
	}
	if err := f.Close(); err != nil {
		return fail(e, "init", err)
	}
	next := "reaper hunt"
	if out != campaign.ConfigFile {
		next += " --config " + out
	}
	fmt.Fprintf(e.stdout, "wrote %s: set [repo] path or url, then run `%s`\n", out, next)
	return exitOK
}
