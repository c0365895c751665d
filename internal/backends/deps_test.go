package backends

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/reaper-sql/reaper"

// stagePackages are the packages that must link no database engine: the stages, what they
// share, the demo corpus (the command line links the backends for it) and the vocabulary of
// targets itself.
var stagePackages = []string{
	"corpus", "corpus/testfmt", "grammars", "profile", "sibling", "validate", "validate/oracle", "execute",
	"eval", "internal/campaign", "internal/demo", "internal/review", "base/dialect", "base/dbms",
	"internal/reduce", "internal/export", "internal/replay", "internal/suite",
}

// backendPackage reports whether an import path is a backend or an engine a backend links.
func backendPackage(path string) bool {
	for _, p := range []string{"internal/backends/mysql", "internal/backends/postgres", "internal/backends/sandbox",
		"internal/backends/gms", "internal/backends/duckdb", "internal/backends/engine"} {
		if path == module+"/"+p || strings.HasPrefix(path, module+"/"+p+"/") {
			return true
		}
	}
	if path == module+"/internal/backends" { // the registry, which links them all
		return true
	}
	return path == "github.com/dolthub/go-mysql-server" || strings.HasPrefix(path, "github.com/dolthub/go-mysql-server/") ||
		strings.HasPrefix(path, "github.com/duckdb/")
}

// goList runs `go list -json` with args in the module's root and decodes its packages.
func goList(t *testing.T, args ...string) []listed {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skipf("no go command to list packages with: %v", err)
	}
	cmd := exec.Command("go", append([]string{"list", "-json"}, args...)...)
	cmd.Dir = filepath.Join("..", "..")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v", strings.Join(args, " "), err)
	}
	var pkgs []listed
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p listed
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

type listed struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// TestStagesLinkNoBackend: `go list -deps` of each stage package lists no backend and no
// database engine, so a stage never links an engine it does not run.
func TestStagesLinkNoBackend(t *testing.T) {
	var args []string
	for _, p := range stagePackages {
		args = append(args, "./"+p)
	}
	pkgs := goList(t, args...)
	if len(pkgs) != len(stagePackages) {
		t.Fatalf("go list answered for %d of %d packages", len(pkgs), len(stagePackages))
	}
	for _, p := range pkgs {
		var bad []string
		for _, d := range p.Deps {
			if backendPackage(d) {
				bad = append(bad, d)
			}
		}
		if len(bad) > 0 {
			t.Errorf("%s links %d backend packages, e.g. %s", p.ImportPath, len(bad), strings.Join(bad[:min(len(bad), 5)], ", "))
		} else {
			t.Logf("%s: %d packages, no backend", strings.TrimPrefix(p.ImportPath, module+"/"), len(p.Deps))
		}
	}
}

// TestArchitectureOrder: ARCHITECTURE.md walks the packages in sections, and says each package
// imports only packages listed before it. A section's heading names its packages (before the
// dash); a package belongs to the section naming the longest prefix of its path. Every package
// of the module must belong to one, and import only packages of its own or earlier sections.
func TestArchitectureOrder(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	section := map[string]int{} // package path prefix → section index
	var headings []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "## ")
		if !ok {
			continue
		}
		names, _, _ := strings.Cut(line, " — ")
		headings = append(headings, names)
		for _, n := range strings.FieldsFunc(strings.ReplaceAll(names, " and ", ","), func(r rune) bool { return r == ',' }) {
			section[strings.TrimSpace(n)] = len(headings) - 1
		}
	}
	if len(section) == 0 {
		t.Fatal("ARCHITECTURE.md has no sections naming packages")
	}
	of := func(path string) (int, bool) {
		rel := strings.TrimPrefix(path, module+"/")
		if path == module {
			rel = "source.go" // the module root's one package is its file source.go
		}
		best, at := "", -1
		for prefix, i := range section {
			if (rel == prefix || strings.HasPrefix(rel, prefix+"/")) && len(prefix) > len(best) {
				best, at = prefix, i
			}
		}
		return at, at >= 0
	}
	for _, p := range goList(t, "./...") {
		at, ok := of(p.ImportPath)
		if !ok {
			t.Errorf("%s is in no section of ARCHITECTURE.md", p.ImportPath)
			continue
		}
		for _, imp := range p.Imports {
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			if i, ok := of(imp); ok && i > at {
				t.Errorf("%s (section %q) imports %s, listed after it (section %q)",
					p.ImportPath, headings[at], imp, headings[i])
			}
		}
	}
	if !slices.Contains(headings, "base/dbms") {
		t.Errorf("no section for base/dbms among %q", headings)
	}
}

// layerOf is the layer folder of a package path relative to the module: 0 for the vocabulary
// (base/), 1 for the stages (the module's other top-level folders, and its root package), 2 for
// the application (internal/, cmd/).
func layerOf(rel string) int {
	switch {
	case rel == "base" || strings.HasPrefix(rel, "base/"):
		return 0
	case strings.HasPrefix(rel, "internal/") || strings.HasPrefix(rel, "cmd/"):
		return 2
	}
	return 1
}

// TestLayerFolders: the folders show the layers. Vocabulary (base/) imports only vocabulary, a
// stage imports vocabulary and stages, and only the application (internal/, cmd/) imports the
// application — so no import runs back up from a lower folder to a higher one.
func TestLayerFolders(t *testing.T) {
	names := []string{"vocabulary (base/)", "stages", "application (internal/, cmd/)"}
	for _, p := range goList(t, "./...") {
		rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
		at := layerOf(rel)
		for _, imp := range p.Imports {
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			// A package's own internal/ (grammars/internal/...) is part of its layer.
			irel := strings.TrimPrefix(imp, module+"/")
			if l := layerOf(irel); l > at && !strings.HasPrefix(irel, rel+"/") {
				t.Errorf("%s, in the %s, imports %s, of the %s above it", p.ImportPath, names[at], imp, names[l])
			}
		}
	}
}
