package corpus

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strings"
)

// touchedFunctions names the functions a diff touches: for each added line in the new text and
// each deleted line in the old text, the function enclosing it. Go is parsed with go/parser;
// other languages use definition-line heuristics in the spirit of git's funcname patterns.
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
func goFuncs(src string) func(int) string {
	fset := token.NewFileSet()
	// A file with syntax errors still yields the declarations parsed before the error.
	f, _ := parser.ParseFile(fset, "", src, parser.SkipObjectResolution)
	if f == nil {
		return func(int) string { return "" }
	}
	type span struct {
		from, to int
		name     string
	}
	var spans []span
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		name := fd.Name.Name
		if fd.Recv != nil && len(fd.Recv.List) > 0 {
			name = recvName(fd.Recv.List[0].Type) + "." + name
		}
		spans = append(spans, span{fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line, name})
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

func recvName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recvName(t.X)
	case *ast.IndexExpr:
		return recvName(t.X)
	case *ast.IndexListExpr:
		return recvName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return ""
}

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
