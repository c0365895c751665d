package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/internal/campaign"
)

func newInitCmd(e *env) *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:   "init",
		Short: "write a commented reaper.toml, the configuration file of hunt",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runInit(e, out, force))
		},
	}
	cmd.Flags().StringVar(&out, "out", campaign.ConfigFile, "the file to write")
	cmd.Flags().BoolVar(&force, "force", false, "overwrite the file if it exists")
	return cmd
}

// runInit writes a commented configuration file for `reaper hunt` with every key at its
// default; an existing file is overwritten only with --force.
func runInit(e *env, out string, force bool) int {
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
