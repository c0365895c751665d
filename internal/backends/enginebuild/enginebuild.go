// Package enginebuild builds an engine child (internal/backends/engine) against another version of
// an embedded engine than the one this binary links, so that a finding is tied to the code
// that was mined: go-mysql-server at the commit a hunt walked back from (Checkout gives its
// source), or another DuckDB release from the Go module that carries it. The child is built
// from reaper's own backend code (reaper.Source) with the Go toolchain and the module proxy,
// once per engine version and reaper source, and kept in a cache directory; the engine package
// supervises it exactly like the child this binary serves itself.
package enginebuild

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"text/template"

	reaper "github.com/reaper-sql/reaper"
	"github.com/reaper-sql/reaper/internal/backends/owned"
)

// reaperModule is the module path of reaper's own packages in Source.
const reaperModule = "github.com/reaper-sql/reaper"

// Spec names the engine child to build.
type Spec struct {
	// Engine is the engine the child serves: the name of a backend package under
	// internal/backends ("gms", "duckdb") whose Open(ctx, name) opens the engine in process.
	Engine string
	// Module is the engine's Go module (github.com/dolthub/go-mysql-server,
	// github.com/duckdb/duckdb-go/v2).
	Module string
	// Version is the module's version to build against ("v2.10505.0"); unused with Dir.
	Version string
	// Dir, when set, holds the module's source (a Checkout): the build replaces the module
	// by it. Key must then name its content.
	Dir string
	// Key identifies Dir's content for the cache (a git tree id).
	Key string
}

// Options configure a build.
type Options struct {
	// CacheDir keeps the built children, one directory per build; default DefaultCacheDir.
	CacheDir string
}

// DefaultCacheDir is the user's cache directory's reaper/engines ($XDG_CACHE_HOME or
// ~/.cache on Linux), or one under the system's temporary directory when there is none.
func DefaultCacheDir() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "reaper", "engines")
	}
	return filepath.Join(os.TempDir(), "reaper-engines")
}

// ErrNoToolchain is Build's error when the machine has no Go toolchain to build with.
var ErrNoToolchain = errors.New("building the engine needs the Go toolchain, and no `go` command is on the PATH")

// builds serialises the builds of this process: two sandboxes opening the same target build
// it once, the second finding it in the cache.
var builds sync.Mutex

// Build returns the path of the engine child that spec names, building it first when the
// cache does not hold it. A build needs the `go` command and the module proxy (or a module
// cache that holds every module the build needs); its failure says which step failed, with
// the last lines the toolchain printed.
func Build(ctx context.Context, spec Spec, opts Options) (string, error) {
	if spec.Engine == "" || spec.Module == "" || (spec.Dir == "") == (spec.Version == "") || (spec.Dir != "" && spec.Key == "") {
		return "", fmt.Errorf("enginebuild: a spec names an engine, its module, and either a version or a directory with its key (got %+v)", spec)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return "", ErrNoToolchain
	}
	if opts.CacheDir == "" {
		opts.CacheDir = DefaultCacheDir()
	}
	files, err := moduleFiles(spec)
	if err != nil {
		return "", err
	}
	goVersion, err := output(ctx, "", goCmd, "env", "GOVERSION")
	if err != nil {
		return "", fmt.Errorf("engine build: ask the Go toolchain its version: %w", err)
	}
	sum := sha256.Sum256([]byte(strings.Join([]string{spec.Engine, spec.Module, spec.Version, spec.Key, filesHash(files), strings.TrimSpace(goVersion), runtime.GOOS, runtime.GOARCH}, "\x00")))
	dir := filepath.Join(opts.CacheDir, spec.Engine+"-"+hex.EncodeToString(sum[:8]))
	bin := filepath.Join(dir, "engine")

	builds.Lock()
	defer builds.Unlock()
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := os.MkdirAll(opts.CacheDir, 0o755); err != nil {
		return "", fmt.Errorf("engine build: create the cache directory %s: %w", opts.CacheDir, err)
	}
	// Other processes too (the test binaries of a `go test ./...`, two reapers) build it once:
	// the first holds the lock, the others find its engine once they get it.
	unlock, err := lockFile(dir + ".lock")
	if err != nil {
		return "", fmt.Errorf("engine build: lock %s: %w", dir+".lock", err)
	}
	defer unlock()
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	_, _ = owned.Sweep(opts.CacheDir) // best effort: a build a killed reaper left costs disk only
	work, err := owned.MkdirTemp(opts.CacheDir, "build-")
	if err != nil {
		return "", fmt.Errorf("engine build: a work directory in %s: %w", opts.CacheDir, err)
	}
	defer os.RemoveAll(work)
	for name, b := range files {
		if err := writeFile(filepath.Join(work, filepath.FromSlash(name)), b); err != nil {
			return "", err
		}
	}
	steps := [][]string{}
	if spec.Dir != "" {
		abs, err := filepath.Abs(spec.Dir)
		if err != nil {
			return "", err
		}
		steps = append(steps, []string{"mod", "edit", "-replace", spec.Module + "=" + abs})
	} else {
		pins, err := ownRequirements(ctx, goCmd, work, spec.Module, spec.Version)
		if err != nil {
			return "", err
		}
		steps = append(steps, append([]string{"get", spec.Module + "@" + spec.Version}, pins...))
	}
	steps = append(steps, []string{"mod", "tidy"}, []string{"build", "-trimpath", "-o", "engine", "./cmd/engine"})
	for _, args := range steps {
		if out, err := output(ctx, work, goCmd, args...); err != nil {
			return "", fmt.Errorf("engine build: `go %s` failed (%v): %s", strings.Join(args, " "), err, lastLine(out))
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("engine build: %w", err)
	}
	if err := os.Rename(filepath.Join(work, "engine"), bin); err != nil {
		return "", fmt.Errorf("engine build: keep the engine in %s: %w", dir, err)
	}
	return bin, nil
}

// ownRequirements are the direct requirements of module at version that reaper's go.mod (in
// dir) requires too, as module@version: the build takes them at the engine's versions. Left to
// MVS, reaper's newer requirement would win, and an engine whose library is its own module
// (duckdb-go v2.10505.0 links DuckDB 1.5.5 through duckdb-go-bindings v0.10505.0) would be built
// against the library of reaper's release.
func ownRequirements(ctx context.Context, goCmd, dir, module, version string) ([]string, error) {
	out, err := output(ctx, os.TempDir(), goCmd, "mod", "download", "-json", module+"@"+version)
	var dl struct{ GoMod, Error string }
	if err != nil || json.Unmarshal([]byte(out), &dl) != nil || dl.GoMod == "" {
		return nil, fmt.Errorf("engine build: download %s@%s (`go mod download` failed: %v %s): %s", module, version, err, dl.Error, lastLine(out))
	}
	type modFile struct {
		Require []struct {
			Path, Version string
			Indirect      bool
		}
	}
	read := func(gomod string) (*modFile, error) {
		out, err := output(ctx, os.TempDir(), goCmd, "mod", "edit", "-json", gomod)
		var m modFile
		if err == nil {
			err = json.Unmarshal([]byte(out), &m)
		}
		if err != nil {
			return nil, fmt.Errorf("engine build: read %s: %v", gomod, err)
		}
		return &m, nil
	}
	engine, err := read(dl.GoMod)
	if err != nil {
		return nil, err
	}
	own, err := read(filepath.Join(dir, "go.mod"))
	if err != nil {
		return nil, err
	}
	ours := map[string]bool{}
	for _, r := range own.Require {
		ours[r.Path] = true
	}
	var pins []string
	for _, r := range engine.Require {
		if !r.Indirect && ours[r.Path] {
			pins = append(pins, r.Path+"@"+r.Version)
		}
	}
	return pins, nil
}

// output runs the go command in dir and returns what it printed, stdout and stderr together.
// The module proxy and the checksum database are the user's settings; GOFLAGS=-mod=mod lets
// the build resolve the engine version's own requirements (and the module has no version
// control to stamp).
func output(ctx context.Context, dir, goCmd string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod -buildvcs=false", "GOWORK=off")
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	return buf.String(), err
}

// lastLine is the last line the toolchain printed, which names what failed (a module it could
// not fetch, a compile error), so that a failed build is one line.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// mainTemplate is the engine child's main: it serves its one engine when started as a child,
// and says what it is otherwise.
var mainTemplate = template.Must(template.New("main").Parse(`// Code generated by reaper's engine builder. DO NOT EDIT.

// Command engine is an engine child of reaper serving {{.Engine}}, built against {{.Module}} {{.Version}}.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/internal/backends/engine"
	"github.com/reaper-sql/reaper/internal/backends/{{.Engine}}"
)

func main() {
	engine.ServeIfChild(map[string]engine.Opener{
		{{printf "%q" .Engine}}: func(ctx context.Context) (dbms.Target, error) { return {{.Engine}}.Open(ctx, {{printf "%q" .Name}}) },
	})
	fmt.Fprintln(os.Stderr, "this program is an engine child of reaper: reaper starts it, with {{.Env}} set")
	os.Exit(2)
}
`))

// moduleFiles is the module an engine child is built from, by path: from Source, go.mod,
// go.sum and the reaper packages the child imports (tests left out), and the child's main.
func moduleFiles(spec Spec) (map[string][]byte, error) {
	if !validEngine(spec.Engine) {
		return nil, fmt.Errorf("engine build: %q is not an engine package name", spec.Engine)
	}
	pkgs, err := closure("internal/backends/engine", "internal/backends/"+spec.Engine)
	if err != nil {
		return nil, err
	}
	names := []string{"go.mod", "go.sum"}
	for _, p := range pkgs {
		gofiles, err := goFiles(p)
		if err != nil {
			return nil, err
		}
		names = append(names, gofiles...)
	}
	files := map[string][]byte{}
	for _, f := range names {
		b, err := fs.ReadFile(reaper.Source, f)
		if err != nil {
			return nil, fmt.Errorf("engine build: reaper's source %s: %w", f, err)
		}
		files[f] = b
	}
	var main bytes.Buffer
	version := spec.Version
	if spec.Dir != "" {
		version = "(tree " + spec.Key + ")"
	}
	if err := mainTemplate.Execute(&main, map[string]string{"Engine": spec.Engine, "Module": spec.Module, "Version": version,
		"Name": spec.Engine + ":", "Env": "REAPER_ENGINE_CHILD"}); err != nil {
		return nil, err
	}
	files["cmd/engine/main.go"] = main.Bytes()
	return files, nil
}

// filesHash identifies a module's files, so that a reaper whose backend code changed builds
// its children anew, and one whose other code changed does not.
func filesHash(files map[string][]byte) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(files[n]))
		h.Write(files[n])
	}
	return hex.EncodeToString(h.Sum(nil))
}

func validEngine(name string) bool {
	if name == "" {
		return false
	}
	for _, r := range name {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}

func writeFile(p string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.WriteFile(p, b, 0o644)
}

// goFiles lists the non-test Go files of package directory p in Source.
func goFiles(p string) ([]string, error) {
	entries, err := fs.ReadDir(reaper.Source, p)
	if err != nil {
		return nil, fmt.Errorf("engine build: reaper's source has no package %s: %w", p, err)
	}
	var out []string
	for _, e := range entries {
		if n := e.Name(); !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			out = append(out, path.Join(p, n))
		}
	}
	return out, nil
}

// closure lists the reaper packages (directories relative to the module) that roots import,
// directly or not, read from the import clauses of their non-test files in Source. A package
// Source does not hold is an error: the embed list in source.go must grow with the backends.
func closure(roots ...string) ([]string, error) {
	seen := map[string]bool{}
	todo := append([]string(nil), roots...)
	fset := token.NewFileSet()
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		files, err := goFiles(p)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			b, err := fs.ReadFile(reaper.Source, f)
			if err != nil {
				return nil, err
			}
			af, err := parser.ParseFile(fset, f, b, parser.ImportsOnly)
			if err != nil {
				return nil, fmt.Errorf("engine build: read reaper's source %s: %w", f, err)
			}
			for _, imp := range af.Imports {
				ip, _ := strconv.Unquote(imp.Path.Value)
				if rest, ok := strings.CutPrefix(ip, reaperModule+"/"); ok && !seen[rest] {
					todo = append(todo, rest)
				}
			}
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out, nil
}
