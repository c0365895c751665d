package enginebuild

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// DuckDBModule is DuckDB's Go module: each of its v2 versions links one DuckDB release.
const DuckDBModule = "github.com/duckdb/duckdb-go/v2"

// duckDBVersion is a version of DuckDBModule that encodes its DuckDB release in its minor
// number, v2.MMmmpp.x (v2.10505.0 links DuckDB 1.5.5, v2.20000.0 DuckDB 2.0.0); earlier
// versions (v2.5.4) predate the encoding and name no release.
var duckDBVersion = regexp.MustCompile(`^v2\.([1-9][0-9]?)([0-9]{2})([0-9]{2})\.[0-9]+$`)

// DuckDBRelease is the DuckDB release ("1.5.5") that a version of DuckDBModule links, read
// from the version's encoding; ok is false for a version that encodes none (a pre-release
// included: it links a preview, not the release).
func DuckDBRelease(moduleVersion string) (release string, ok bool) {
	m := duckDBVersion.FindStringSubmatch(moduleVersion)
	if m == nil {
		return "", false
	}
	major, _ := strconv.Atoi(m[1])
	minor, _ := strconv.Atoi(m[2])
	patch, _ := strconv.Atoi(m[3])
	return fmt.Sprintf("%d.%d.%d", major, minor, patch), true
}

// DuckDBModuleVersion is the newest version of DuckDBModule that links DuckDB release
// ("1.5.5"), as `go list -m -versions` reports them (in semantic version order) (the module proxy, or the module cache
// with GOFLAGS=-mod=mod and GOPROXY=off). A release no version links is an error listing the
// releases that one does.
func DuckDBModuleVersion(ctx context.Context, release string) (string, error) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return "", ErrNoToolchain
	}
	out, err := output(ctx, os.TempDir(), goCmd, "list", "-m", "-versions", DuckDBModule)
	if err != nil {
		return "", fmt.Errorf("list the versions of %s (`go list -m -versions` failed: %v): %s", DuckDBModule, err, lastLine(out))
	}
	best, releases := "", []string{}
	f := strings.Fields(out)
	for _, v := range f[min(1, len(f)):] {
		r, ok := DuckDBRelease(v)
		if !ok {
			continue
		}
		if len(releases) == 0 || releases[len(releases)-1] != r {
			releases = append(releases, r)
		}
		if r == release {
			best = v // the list is in order: the last is the newest
		}
	}
	if best == "" {
		return "", fmt.Errorf("no version of %s links DuckDB %s: the releases it links are %s", DuckDBModule, release, strings.Join(releases, ", "))
	}
	return best, nil
}
