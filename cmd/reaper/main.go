// Command reaper finds sibling bugs in database systems from their bug-fix history.
// See docs/commands.md for the commands and ARCHITECTURE.md for the pipeline.
package main

import (
	"context"
	"os"
	"runtime/debug"

	"github.com/reaper-sql/reaper/internal/cli"
)

// memoryLimit is the Go heap's soft limit when GOMEMLIMIT sets none. A hunt decodes large
// results from its engine children; paced by GOGC alone, a DuckDB hunt grew to 2.6 GB resident
// with 130 to 360 MB of live heap, and with this limit it stayed at 1.3 GB. It is soft: a heap
// that needs more gets it, at the cost of collecting more often.
const memoryLimit = 1200 << 20

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	ctx, stop := cli.WithSignals(context.Background())
	code := cli.Run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
