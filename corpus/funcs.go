package corpus

import (
	"regexp"
	"strings"
)

// touchedFunctions names the functions a diff touches: for each added line in the new text and
// each deleted line in the old text, the function enclosing it, found from definition lines in
// the spirit of git's funcname patterns.
func touchedFunctions(lang, oldText, newText string, ops []lineOp) []string {
	var oldLines, newLines []int
	for _, op := range ops {
		switch op.kind {
		case '-':
			oldLines = append(oldLines, op.old)
		case '+':
			newLines = append(newLines, op.new)
		}
	}
	var names []string
	seen := map[string]bool{}
	add := func(n string) {
		if n != "" && !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	for _, side := range []struct {
		text  string
		lines []int
	}{{newText, newLines}, {oldText, oldLines}} {
		if len(side.lines) == 0 {
			continue
		}
		var enclosing func(int) string
		if lang == "go" {
			enclosing = goFuncs(side.text)
		} else {
			enclosing = heuristicFuncs(lang, side.text)
		}
		for _, l := range side.lines {
			add(enclosing(l))
		}
	}
	return names
}

// goFuncs returns a lookup from line to the enclosing Go function, written Recv.Name for methods.
// It reads gofmt's layout instead of parsing: a top-level function starts with "func" in column 0
// and ends at the first "}" in column 0. That holds for formatted code, which DBMS repositories
// enforce, and costs a fraction of go/parser, which was a tenth of mining a Go history.
func goFuncs(src string) func(int) string {
	type span struct {
		from, to int
		name     string
	}
	var spans []span
	open := -1
	for i, l := range strings.Split(src, "\n") {
		line := i + 1
		switch {
		case strings.HasPrefix(l, "func "):
			m := goFuncHeader.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			name := m[2]
			if m[1] != "" {
				name = m[1] + "." + name
			}
			spans = append(spans, span{line, line, name})
			open = len(spans) - 1
			if strings.HasSuffix(strings.TrimSpace(l), "}") {
				open = -1
			}
		case open >= 0 && strings.HasPrefix(l, "}"):
			spans[open].to = line
			open = -1
		}
	}
	return func(line int) string {
		for _, s := range spans {
			if line >= s.from && line <= s.to {
				return s.name
			}
		}
		return ""
	}
}

// goFuncHeader matches "func Name(", "func Name[T any](" and "func (r *Recv[T]) Name(", capturing
// the receiver's type name and the function's name.
var goFuncHeader = regexp.MustCompile(`^func\s+(?:\(\s*(?:\w+\s+)?\*?(\w+)(?:\[[^\]]*\])?\s*\)\s*)?(\w+)\s*[\[(]`)

var (
	// cDef matches a C/C++/Java-like definition header starting in column 0: an optional return
	// type and then a (possibly qualified) name followed by "(".
	cDef = regexp.MustCompile(`^(?:[A-Za-z_][\w<>,*&\s]*[\s*&])?((?:[A-Za-z_]\w*::)*~?[A-Za-z_]\w*)\s*\(`)
	// yaccRule matches the start of a grammar rule, "name:".
	yaccRule   = regexp.MustCompile(`^([A-Za-z_][\w.]*)\s*:`)
	pyDef      = regexp.MustCompile(`^\s*(?:async\s+)?def\s+(\w+)`)
	rustDef    = regexp.MustCompile(`^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+(\w+)`)
	notAHeader = regexp.MustCompile(`^(if|for|while|switch|return|else|case|do|typedef|sizeof|static_assert|DBUG_\w+|#)\b`)
)

// heuristicFuncs finds the definition a line belongs to by scanning upward for a definition
// header, stopping at a closing brace in column 0, which ends the previous definition.
func heuristicFuncs(lang, src string) func(int) string {
	lines := strings.Split(src, "\n")
	return func(line int) string {
		for i := min(line, len(lines)) - 1; i >= 0; i-- {
			l := lines[i]
			switch lang {
			case "yacc":
				if m := yaccRule.FindStringSubmatch(l); m != nil {
					return m[1]
				}
				if strings.HasPrefix(l, "%%") {
					return ""
				}
				continue
			case "python":
				if m := pyDef.FindStringSubmatch(l); m != nil {
					return m[1]
				}
				continue
			case "rust":
				if m := rustDef.FindStringSubmatch(l); m != nil {
					return m[1]
				}
				continue
			}
			if i < line-1 && strings.HasPrefix(l, "}") {
				return ""
			}
			if l == "" || l[0] == ' ' || l[0] == '\t' || notAHeader.MatchString(l) || strings.HasSuffix(strings.TrimSpace(l), ";") {
				continue
			}
			if m := cDef.FindStringSubmatch(l); m != nil {
				return m[1]
			}
		}
		return ""
	}
}
