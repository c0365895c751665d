// Command fixgen post-processes the Go code antlr-ng generates so that it passes go vet and
// gofmt: every rule function ends with `return localctx` followed by an unreachable
// `goto errorExit` that only keeps the label used, which vet reports. fixgen moves that goto
// into an `if false` before the return, then formats the file. It also deletes the .interp and
// .tokens files antlr-ng leaves in the working directory: the Go code embeds what it needs, and
// they would otherwise show up as untracked files after every regeneration.
//
// Usage: go run ./internal/fixgen FILE...
package main

import (
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
)

var trick = regexp.MustCompile(`(?m)^(\t+)return localctx\n\t+goto errorExit // Trick[^\n]*\n`)

func main() {
	for _, path := range os.Args[1:] {
		src, err := os.ReadFile(path)
		if err != nil {
			fail(err)
		}
		src = trick.ReplaceAll(src, []byte("${1}if false {\n${1}\tgoto errorExit // keeps the label used\n${1}}\n${1}return localctx\n"))
		out, err := format.Source(src)
		if err != nil {
			fail(fmt.Errorf("%s: %w", path, err))
		}
		if err := os.WriteFile(path, out, 0o644); err != nil {
			fail(err)
		}
	}
	for _, pattern := range []string{"*.interp", "*.tokens"} {
		matches, _ := filepath.Glob(pattern)
		for _, m := range matches {
			if err := os.Remove(m); err != nil {
				fail(err)
			}
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fixgen:", err)
	os.Exit(1)
}
