// Command reaper finds sibling bugs in database systems from their bug-fix history.
// See docs/commands.md for the commands and ARCHITECTURE.md for the pipeline.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/reaper-sql/reaper/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
