package cli

import (
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"
)

// versionText is what `reaper --version` prints: reaper's own commit (when the Go toolchain
// recorded one) and the engines this binary embeds, by their module versions, so that a
// finding on gms: or duckdb: names the build it was found on.
func versionText() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "reaper (no build information)\n"
	}
	rev, when, dirty := "", "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	var b strings.Builder
	switch {
	case rev == "":
		fmt.Fprintf(&b, "reaper %s (built without version control information)\n", bi.Main.Version)
	default:
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "+changes"
		}
		fmt.Fprintf(&b, "reaper %s (%s)\n", rev, when)
	}
	fmt.Fprintf(&b, "built with %s\n", bi.GoVersion)
	for _, m := range bi.Deps {
		switch m.Path {
		case "github.com/dolthub/go-mysql-server":
			fmt.Fprintf(&b, "gms:     go-mysql-server %s (embedded)\n", m.Version)
		case "github.com/duckdb/duckdb-go/v2":
			fmt.Fprintf(&b, "duckdb:  DuckDB %s (embedded, duckdb-go %s)\n", duckDBRelease(m.Version), m.Version)
		}
	}
	return b.String()
}

// duckDBRelease reads the DuckDB release a duckdb-go v2 version carries: its minor number
// encodes it as MMmmpp (v2.20000.0 carries 2.0.0, v2.10505.0 1.5.5); "?" for another form.
func duckDBRelease(v string) string {
	parts := strings.Split(strings.TrimPrefix(v, "v"), ".")
	if len(parts) < 2 {
		return "?"
	}
	n, err := strconv.Atoi(parts[1])
	if err != nil || n < 10000 {
		return "?"
	}
	return fmt.Sprintf("v%d.%d.%d", n/10000, n/100%100, n%100)
}
