package testfmt

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/big"
	"path"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Go unit tests of SQL functions (gounit)
//
// go-mysql-server fixes often come with Go unit tests only: a test builds a function expression
// over literal arguments, NewDayName(expression.NewLiteral("2020-01-01", types.Text)), directly or
// from a table of cases, and evaluates it. Such a call is the statement SELECT dayname('2020-01-01').
//
// Which constructor is which SQL function is read from the repository's function registry: a
// composite literal of entries sql.Function1{Name: "dayname", Fn: NewDayName} (any
// sql.FunctionN / Function0..3 type), calls sql.NewFunction0("name", NewX), or the older map form
// "name": sql.Function1(NewX). Fn may name a constructor of its own package or of another one
// (spatial.NewPointFromWKB), or be a func literal that only forwards its arguments to one.
// ParseRegistryFile reads these entries from one Go file; Registry resolves constructors.
//
// ParseGoUnit reads a _test.go file: each Test function is a Case whose statements are the
// calls of registered constructors whose arguments are all literals: expression.NewLiteral(v, T)
// with v a Go basic literal (or -literal, nil, true, false, a numeric conversion int64(5)), or a
// field of a table-driven case (for _, tt := range tests { NewX(expression.NewLiteral(tt.in, T)) }
// with tests a []struct{...}{...} literal of the function or the file). A leading context
// argument (ctx, sql.NewEmptyContext()) is dropped. Go strings become SQL strings (quotes and
// backslashes doubled, as MySQL reads them), integers and decimals stay as written, a float-typed
// literal gets an exponent so it stays a DOUBLE, nil is NULL. A statement expects an error when
// the case does (an err/wantErr/expectedErr field set to true or an error value) or when an
// unconditional require.Error / assert.Error (ErrorIs, ErrorContains, EqualError) follows the
// call before the next constructor call in the same block; otherwise its outcome is unknown.
// Calls that cannot be rendered faithfully are listed in File.Skipped.

// RegistryEntry maps one Go constructor to the SQL function it is registered as.
type RegistryEntry struct {
	// Ctor is "dir.Name": the repository directory of the constructor's package and its name,
	// e.g. "sql/expression/function/spatial.NewPointFromWKB".
	Ctor string
	// SQL is the function's SQL name.
	SQL string
}

// MayHoldRegistry is a cheap test of a Go file's text before parsing it for registry entries.
func MayHoldRegistry(src []byte) bool {
	return bytes.Contains(src, []byte("Function"))
}

// ParseRegistryFile returns the function-registry entries of a Go source file at path p (relative
// to the repository root); module is the go.mod module path ("" when unknown), used to map
// import paths to directories. A file without entries returns none.
func ParseRegistryFile(p string, src []byte, module string) ([]RegistryEntry, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, p, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	dir := path.Dir(p)
	imports := importDirs(f, dir, module)
	var out []RegistryEntry
	add := func(name string, fn ast.Expr) {
		if ctor := ctorOf(fn, dir, imports); ctor != "" && name != "" {
			out = append(out, RegistryEntry{Ctor: ctor, SQL: strings.ToLower(name)})
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if isFunctionType(n.Type, "Function") {
				var name string
				var fn ast.Expr
				for _, el := range n.Elts {
					kv, ok := el.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					switch key, _ := kv.Key.(*ast.Ident); {
					case key == nil:
					case key.Name == "Name":
						name = stringLit(kv.Value)
					case key.Name == "Fn":
						fn = kv.Value
					}
				}
				add(name, fn)
				return false
			}
			// map form: "name": sql.Function1(NewX)
			for _, el := range n.Elts {
				kv, ok := el.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if call, ok := kv.Value.(*ast.CallExpr); ok && isFunctionType(call.Fun, "Function") && len(call.Args) == 1 {
					add(stringLit(kv.Key), call.Args[0])
				}
			}
		case *ast.CallExpr:
			// sql.NewFunction0("name", NewX)
			if isFunctionType(n.Fun, "NewFunction") && len(n.Args) == 2 {
				add(stringLit(n.Args[0]), n.Args[1])
				return false
			}
		}
		return true
	})
	return out, nil
}

// isFunctionType reports whether e is pkg.<prefix>..., e.g. sql.Function1, sql.FunctionN.
func isFunctionType(e ast.Expr, prefix string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	rest, ok := strings.CutPrefix(sel.Sel.Name, prefix)
	if !ok {
		return false
	}
	if rest == "N" || rest == "" && prefix == "NewFunction" {
		return true
	}
	_, err := strconv.Atoi(rest)
	return err == nil
}

func stringLit(e ast.Expr) string {
	if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.STRING {
		if s, err := strconv.Unquote(b.Value); err == nil {
			return s
		}
	}
	return ""
}

// importDirs maps the import names of a file to the repository directories of the packages;
// imports outside the repository are left out.
func importDirs(f *ast.File, selfDir, module string) map[string]string {
	out := map[string]string{}
	first, _, _ := strings.Cut(selfDir, "/")
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		dir := ""
		switch {
		case module != "" && strings.HasPrefix(p, module+"/"):
			dir = strings.TrimPrefix(p, module+"/")
		case first != "" && first != ".":
			if i := strings.Index(p, "/"+first+"/"); i >= 0 {
				dir = p[i+1:]
			}
		}
		if dir == "" {
			continue
		}
		name := path.Base(p)
		if imp.Name != nil {
			name = imp.Name.Name
		}
		out[name] = dir
	}
	return out
}

// ctorOf resolves a registry entry's Fn to "dir.Name", or "" when it is not a constructor: a
// func literal counts only when its body returns one call that passes the literal's expression
// parameters on, in order (a context parameter may be passed or not).
func ctorOf(fn ast.Expr, dir string, imports map[string]string) string {
	switch fn := fn.(type) {
	case *ast.Ident:
		return dir + "." + fn.Name
	case *ast.SelectorExpr:
		if x, ok := fn.X.(*ast.Ident); ok && imports[x.Name] != "" {
			return imports[x.Name] + "." + fn.Sel.Name
		}
	case *ast.FuncLit:
		if len(fn.Body.List) != 1 {
			return ""
		}
		ret, ok := fn.Body.List[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			return ""
		}
		call, ok := ret.Results[0].(*ast.CallExpr)
		if !ok {
			return ""
		}
		var params []string
		variadic := false
		for _, field := range fn.Type.Params.List {
			if isContextType(field.Type) {
				continue
			}
			if _, ok := field.Type.(*ast.Ellipsis); ok {
				variadic = true
			}
			for _, n := range field.Names {
				params = append(params, n.Name)
			}
		}
		args := call.Args
		if len(args) > 0 && isContextArg(args[0]) {
			args = args[1:]
		}
		if len(args) != len(params) || (variadic != call.Ellipsis.IsValid()) {
			return ""
		}
		for i, a := range args {
			if id, ok := a.(*ast.Ident); !ok || id.Name != params[i] {
				return ""
			}
		}
		return ctorOf(call.Fun, dir, imports)
	}
	return ""
}

func isContextType(e ast.Expr) bool {
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Context"
}

// isContextArg reports whether a call argument is a context: ctx, or a call making one.
func isContextArg(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "ctx" || e.Name == "context"
	case *ast.CallExpr:
		name := ""
		switch fn := e.Fun.(type) {
		case *ast.SelectorExpr:
			name = fn.Sel.Name
		case *ast.Ident:
			name = fn.Name
		}
		return strings.Contains(name, "Context")
	}
	return false
}

// Registry maps constructors ("dir.Name") to SQL function names.
type Registry struct {
	names map[string][]string
}

// NewRegistry builds a registry from entries; a constructor registered under several names
// (ceil, ceiling) renders as the first.
func NewRegistry(entries []RegistryEntry) *Registry {
	r := &Registry{names: map[string][]string{}}
	for _, e := range entries {
		r.names[e.Ctor] = append(r.names[e.Ctor], e.SQL)
	}
	return r
}

// Len is the number of constructors the registry knows.
func (r *Registry) Len() int {
	if r == nil {
		return 0
	}
	return len(r.names)
}

// Names returns the SQL names of a constructor, sorted by registry order.
func (r *Registry) Names(ctor string) []string {
	if r == nil {
		return nil
	}
	return r.names[ctor]
}

// ParseGoUnit reads a Go test file at path p (relative to the repository root) for calls of the
// registry's constructors over literal arguments; module is the go.mod module path or "".
func ParseGoUnit(p string, src []byte, reg *Registry, module string) (*File, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, p, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, goSyntaxError(GoUnit, p, err)
	}
	u := &goUnit{fset: fset, reg: reg, dir: path.Dir(p), imports: importDirs(f, path.Dir(p), module),
		structs: map[string]*ast.StructType{}, lits: map[string]*ast.CompositeLit{}, out: &File{Format: GoUnit, Statements: []Statement{}}}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, s := range g.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if st, ok := s.Type.(*ast.StructType); ok {
					u.structs[s.Name.Name] = st
				}
			case *ast.ValueSpec:
				u.valueSpec(s)
			}
		}
	}
	// The file's own package: a test of package function calls NewX unqualified; an external
	// test package (function_test) calls function.NewX, resolved through its imports.
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Body == nil || !strings.HasPrefix(fd.Name.Name, "Test") {
			continue
		}
		u.locals = map[string]*ast.CompositeLit{}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, l := range n.Lhs {
						id, ok1 := l.(*ast.Ident)
						lit, ok2 := n.Rhs[i].(*ast.CompositeLit)
						if ok1 && ok2 {
							if _, seen := u.locals[id.Name]; !seen {
								u.locals[id.Name] = lit
							}
						}
					}
				}
			case *ast.ValueSpec:
				for i, id := range n.Names {
					if i < len(n.Values) {
						if lit, ok := n.Values[i].(*ast.CompositeLit); ok {
							u.locals[id.Name] = lit
						}
					}
				}
			}
			return true
		})
		c := Case{Name: fd.Name.Name, Line: fset.Position(fd.Pos()).Line, EndLine: fset.Position(fd.End()).Line, Statements: []Statement{}}
		u.cur = &c
		u.seen = map[string]bool{}
		u.block(fd.Body.List, nil)
		if len(c.Statements) > 0 {
			u.out.Cases = append(u.out.Cases, c)
			u.out.Statements = append(u.out.Statements, c.Statements...)
		}
	}
	return u.out, nil
}

type goUnit struct {
	fset    *token.FileSet
	reg     *Registry
	dir     string
	imports map[string]string
	structs map[string]*ast.StructType
	lits    map[string]*ast.CompositeLit // file-level var x = T{...}
	locals  map[string]*ast.CompositeLit // the current test function's x := T{...}
	out     *File
	cur     *Case
	seen    map[string]bool
}

func (u *goUnit) valueSpec(s *ast.ValueSpec) {
	for i, id := range s.Names {
		if i < len(s.Values) {
			if lit, ok := s.Values[i].(*ast.CompositeLit); ok {
				u.lits[id.Name] = lit
			}
		}
	}
}

func (u *goUnit) line(n ast.Node) int { return u.fset.Position(n.Pos()).Line }

func (u *goUnit) skip(n ast.Node, format string, args ...any) {
	u.out.Skipped = append(u.out.Skipped, fmt.Sprintf("line %d: %s", u.line(n), fmt.Sprintf(format, args...)))
}

// tableCase is one element of a table-driven test: its fields by name.
type tableCase struct {
	fields map[string]ast.Expr
	types  map[string]ast.Expr // declared field types, for fields left at their zero value
	line   int
	skip   bool
	err    string // "" none; "error" or the Go error kind expected
}

// env binds range variables to the cases of their table.
type env map[string][]tableCase

// block walks a statement list: range loops over case tables bind their variable, and every
// statement's constructor calls become statements of the current case.
func (u *goUnit) block(stmts []ast.Stmt, e env) {
	for i, st := range stmts {
		if r, ok := st.(*ast.RangeStmt); ok {
			inner := e
			if v, ok := r.Value.(*ast.Ident); ok && v.Name != "_" {
				inner = env{}
				for k, c := range e {
					inner[k] = c
				}
				if cases, ok := u.table(r.X); ok {
					inner[v.Name] = cases
				} else {
					delete(inner, v.Name)
				}
			}
			u.block(r.Body.List, inner)
			continue
		}
		var stack []ast.Node // the parents of the node visited
		ast.Inspect(st, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			switch n := n.(type) {
			case *ast.FuncLit:
				u.block(n.Body.List, e)
				return false
			case *ast.BlockStmt:
				u.block(n.List, e)
				return false
			case *ast.CallExpr:
				var parent ast.Node
				if len(stack) > 0 {
					parent = stack[len(stack)-1]
				}
				if u.call(n, parent, e, stmts[i+1:]) {
					return false
				}
			}
			stack = append(stack, n)
			return true
		})
	}
}

// ctor resolves a called function to its SQL name.
func (u *goUnit) ctor(fun ast.Expr) (string, string, bool) {
	var key, shown string
	switch f := fun.(type) {
	case *ast.Ident:
		key, shown = u.dir+"."+f.Name, f.Name
	case *ast.SelectorExpr:
		x, ok := f.X.(*ast.Ident)
		if !ok || u.imports[x.Name] == "" {
			return "", "", false
		}
		key, shown = u.imports[x.Name]+"."+f.Sel.Name, x.Name+"."+f.Sel.Name
	default:
		return "", "", false
	}
	names := u.reg.Names(key)
	if len(names) == 0 {
		return "", shown, false
	}
	return names[0], shown, true
}

// call turns a constructor call into statements (one per table case when it uses a range
// variable); it reports whether it handled n. A call used inside a larger expression is left out.
func (u *goUnit) call(n *ast.CallExpr, parent ast.Node, e env, after []ast.Stmt) bool {
	args := n.Args
	if len(args) > 0 && isContextArg(args[0]) {
		args = args[1:]
	}
	name, shown, ok := u.ctor(n.Fun)
	if !ok {
		if strings.HasPrefix(shown[strings.LastIndexByte(shown, '.')+1:], "New") {
			for _, a := range args {
				if _, ok := literalArg(a); ok {
					u.skip(n, "%s: no SQL function registered for it", shown)
					break
				}
			}
		}
		return false
	}
	if !standalone(n, parent) {
		// A building block of something else (a plan, a method call on the result): the test
		// does not evaluate the function on its own.
		u.skip(n, "%s: used inside a larger expression", shown)
		return false
	}
	if n.Ellipsis.IsValid() {
		u.skip(n, "%s: arguments spread from a slice", shown)
		return true
	}
	// Which range variable, if any, the arguments read.
	var bound string
	for _, a := range args {
		ast.Inspect(a, func(x ast.Node) bool {
			if sel, ok := x.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok {
					if _, ok := e[id.Name]; ok {
						bound = id.Name
					}
				}
			}
			return true
		})
	}
	errAfter := expectsError(after, u)
	if bound == "" {
		sqlText, why := u.render(name, args, nil, "")
		if why != "" {
			u.skip(n, "%s: %s", shown, why)
			return true
		}
		u.add(sqlText, n, u.line(n), errAfter, "")
		return true
	}
	for _, c := range e[bound] {
		if c.skip {
			u.skip(n, "%s: case at line %d is marked skip", shown, c.line)
			continue
		}
		sqlText, why := u.render(name, args, &c, bound)
		if why != "" {
			u.skip(n, "%s: case at line %d: %s", shown, c.line, why)
			continue
		}
		u.add(sqlText, n, c.line, errAfter || c.err != "", c.err)
	}
	return true
}

func (u *goUnit) add(sqlText string, n ast.Node, line int, isErr bool, kind string) {
	ex := Expect{Kind: ExpectUnknown}
	if isErr {
		ex = Expect{Kind: ExpectError}
		if kind != "error" {
			ex.Error = kind
		}
	}
	key := sqlText + "\x00" + ex.Kind + "\x00" + ex.Error
	if u.seen[key] {
		return
	}
	u.seen[key] = true
	end := u.fset.Position(n.End()).Line
	if end < line {
		end = line
	}
	u.cur.Statements = append(u.cur.Statements, Statement{SQL: sqlText, Line: line, EndLine: end, Expect: ex})
}

// standalone reports whether a constructor call stands on its own: a statement, the whole value
// assigned to variables, or a field of a case table.
func standalone(n *ast.CallExpr, parent ast.Node) bool {
	switch p := parent.(type) {
	case *ast.ExprStmt:
		return true
	case *ast.AssignStmt:
		return len(p.Rhs) == 1
	case *ast.ValueSpec:
		return len(p.Values) == 1
	case *ast.KeyValueExpr:
		_, ok := p.Key.(*ast.Ident)
		return ok && p.Value == n
	}
	return false
}

// expectsError reports whether an unconditional error assertion follows, before the next
// constructor call.
func expectsError(after []ast.Stmt, u *goUnit) bool {
	for _, st := range after {
		if hasCtorCall(st, u) {
			return false
		}
		es, ok := st.(*ast.ExprStmt)
		if !ok {
			continue
		}
		call, ok := es.X.(*ast.CallExpr)
		if !ok {
			continue
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			continue
		}
		x, ok := sel.X.(*ast.Ident)
		if !ok || (x.Name != "require" && x.Name != "assert") {
			continue
		}
		switch sel.Sel.Name {
		case "Error", "Errorf", "ErrorIs", "ErrorContains", "EqualError", "ErrorAs":
			return true
		}
	}
	return false
}

func hasCtorCall(st ast.Stmt, u *goUnit) bool {
	found := false
	ast.Inspect(st, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if _, _, ok := u.ctor(c.Fun); ok {
				found = true
			}
		}
		return !found
	})
	return found
}

// literalArg returns the value and type expressions of expression.NewLiteral(v, T).
func literalArg(a ast.Expr) ([2]ast.Expr, bool) {
	c, ok := a.(*ast.CallExpr)
	if !ok || len(c.Args) != 2 {
		return [2]ast.Expr{}, false
	}
	switch f := c.Fun.(type) {
	case *ast.SelectorExpr:
		if f.Sel.Name != "NewLiteral" {
			return [2]ast.Expr{}, false
		}
	case *ast.Ident:
		if f.Name != "NewLiteral" {
			return [2]ast.Expr{}, false
		}
	default:
		return [2]ast.Expr{}, false
	}
	return [2]ast.Expr{c.Args[0], c.Args[1]}, true
}

// render writes SELECT name(args); why says what could not be rendered.
func (u *goUnit) render(name string, args []ast.Expr, c *tableCase, bound string) (string, string) {
	parts := make([]string, 0, len(args))
	for i, a := range args {
		if c != nil {
			if sel, ok := a.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == bound {
					// A case field holding the whole argument: NewX(tt.arg).
					v, ok := c.fields[sel.Sel.Name]
					if !ok {
						return "", fmt.Sprintf("argument %d: field %s not set", i+1, sel.Sel.Name)
					}
					a = v
				}
			}
		}
		lit, ok := literalArg(a)
		if !ok {
			return "", fmt.Sprintf("argument %d is not a literal", i+1)
		}
		v := lit[0]
		if c != nil {
			if sel, ok := v.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == bound {
					fv, set := c.fields[sel.Sel.Name]
					if !set {
						fv = zeroValue(c.types[sel.Sel.Name])
						if fv == nil {
							return "", fmt.Sprintf("argument %d: field %s not set", i+1, sel.Sel.Name)
						}
					}
					v = fv
				}
			}
		}
		s, why := sqlLiteral(v, typeClass(lit[1]))
		if why != "" {
			return "", fmt.Sprintf("argument %d: %s", i+1, why)
		}
		parts = append(parts, s)
	}
	return "SELECT " + name + "(" + strings.Join(parts, ", ") + ")", ""
}

// zeroValue is the Go zero value of a declared field type as a literal expression; nil when the
// type's zero value is not a literal this format renders.
func zeroValue(t ast.Expr) ast.Expr {
	switch t := t.(type) {
	case *ast.Ident:
		switch {
		case t.Name == "string":
			return &ast.BasicLit{Kind: token.STRING, Value: `""`}
		case t.Name == "bool":
			return ast.NewIdent("false")
		case strings.HasPrefix(t.Name, "int") || strings.HasPrefix(t.Name, "uint"):
			return &ast.BasicLit{Kind: token.INT, Value: "0"}
		case strings.HasPrefix(t.Name, "float"):
			return &ast.BasicLit{Kind: token.FLOAT, Value: "0"}
		case t.Name == "any":
			return ast.NewIdent("nil")
		}
	case *ast.InterfaceType, *ast.StarExpr:
		return ast.NewIdent("nil")
	}
	return nil
}

// typeClass sorts a literal's SQL type expression: "string", "float", "int" or "" (other).
func typeClass(t ast.Expr) string {
	name := ""
	switch t := t.(type) {
	case *ast.SelectorExpr:
		name = t.Sel.Name
	case *ast.Ident:
		name = t.Name
	case *ast.CallExpr:
		if sel, ok := t.Fun.(*ast.SelectorExpr); ok {
			name = sel.Sel.Name
		}
	}
	switch {
	case name == "":
		return ""
	case strings.Contains(name, "Text") || strings.Contains(name, "Blob") || strings.Contains(name, "Char") ||
		strings.Contains(name, "String") || strings.Contains(name, "Binary"):
		return "string"
	case strings.Contains(name, "Float") || strings.Contains(name, "Double"):
		return "float"
	case strings.HasPrefix(name, "Int") || strings.HasPrefix(name, "Uint") || strings.Contains(name, "Boolean"):
		return "int"
	}
	return ""
}

var goNumeric = map[string]bool{"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "float32": true, "float64": true}

// sqlLiteral renders a Go literal expression as a MySQL literal of the given type class.
func sqlLiteral(v ast.Expr, class string) (string, string) {
	switch x := v.(type) {
	case *ast.ParenExpr:
		return sqlLiteral(x.X, class)
	case *ast.Ident:
		switch x.Name {
		case "nil":
			return "NULL", ""
		case "true":
			return "TRUE", ""
		case "false":
			return "FALSE", ""
		}
		return "", fmt.Sprintf("value %s is not a literal", x.Name)
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && goNumeric[id.Name] && len(x.Args) == 1 {
			if _, ok := x.Args[0].(*ast.CallExpr); !ok {
				return sqlLiteral(x.Args[0], class)
			}
		}
		return "", "value is not a literal"
	case *ast.UnaryExpr:
		if x.Op == token.SUB {
			if b, ok := x.X.(*ast.BasicLit); ok && (b.Kind == token.INT || b.Kind == token.FLOAT) {
				s, why := sqlLiteral(b, class)
				if why != "" {
					return "", why
				}
				if strings.HasPrefix(s, "'") {
					return "'-" + s[1:], ""
				}
				return "-" + s, ""
			}
		}
		return "", "value is not a literal"
	case *ast.BasicLit:
		switch x.Kind {
		case token.STRING:
			s, err := strconv.Unquote(x.Value)
			if err != nil || !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
				return "", "string value not representable as SQL text"
			}
			return quoteSQL(s), ""
		case token.INT:
			n, ok := new(big.Int).SetString(strings.ReplaceAll(x.Value, "_", ""), 0)
			if !ok {
				return "", "integer literal not understood"
			}
			if class == "string" {
				return quoteSQL(n.String()), ""
			}
			if class == "float" {
				return n.String() + "e0", ""
			}
			return n.String(), ""
		case token.FLOAT:
			s := strings.ReplaceAll(x.Value, "_", "")
			if strings.HasPrefix(strings.ToLower(s), "0x") {
				return "", "hexadecimal float"
			}
			if strings.HasPrefix(s, ".") {
				s = "0" + s
			}
			if strings.HasSuffix(s, ".") {
				s += "0"
			}
			if class == "string" {
				return quoteSQL(s), ""
			}
			if class == "float" && !strings.ContainsAny(s, "eE") {
				s += "e0"
			}
			return s, ""
		}
		return "", "character or imaginary literal"
	}
	return "", "value is not a literal"
}

// quoteSQL quotes s as a MySQL string literal: quotes doubled, backslashes escaped.
func quoteSQL(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", "''") + "'"
}

// table resolves a range expression to the cases of a []struct{...}{...} (or map) literal.
func (u *goUnit) table(x ast.Expr) ([]tableCase, bool) {
	var lit *ast.CompositeLit
	switch x := x.(type) {
	case *ast.CompositeLit:
		lit = x
	case *ast.Ident:
		if lit = u.locals[x.Name]; lit == nil {
			lit = u.lits[x.Name]
		}
	}
	if lit == nil {
		return nil, false
	}
	var elt ast.Expr
	isMap := false
	switch t := lit.Type.(type) {
	case *ast.ArrayType:
		elt = t.Elt
	case *ast.MapType:
		elt, isMap = t.Value, true
	default:
		return nil, false
	}
	if st, ok := elt.(*ast.StarExpr); ok {
		elt = st.X
	}
	var st *ast.StructType
	switch t := elt.(type) {
	case *ast.StructType:
		st = t
	case *ast.Ident:
		st = u.structs[t.Name]
	}
	if st == nil {
		return nil, false
	}
	var names []string
	types := map[string]ast.Expr{}
	for _, f := range st.Fields.List {
		for _, n := range f.Names {
			names = append(names, n.Name)
			types[n.Name] = f.Type
		}
		if len(f.Names) == 0 {
			names = append(names, "") // embedded: positional slot only
		}
	}
	var out []tableCase
	for _, el := range lit.Elts {
		if isMap {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			el = kv.Value
		}
		if un, ok := el.(*ast.UnaryExpr); ok && un.Op == token.AND {
			el = un.X
		}
		cl, ok := el.(*ast.CompositeLit)
		if !ok {
			continue
		}
		c := tableCase{fields: map[string]ast.Expr{}, types: types, line: u.line(cl)}
		for i, f := range cl.Elts {
			if kv, ok := f.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					c.fields[id.Name] = kv.Value
				}
			} else if i < len(names) && names[i] != "" {
				c.fields[names[i]] = f
			}
		}
		for k, v := range c.fields {
			switch strings.ToLower(k) {
			case "skip", "skipped", "broken":
				c.skip = isTrue(v)
			case "err", "error", "experr", "expectederr", "expectederror", "expecterr", "expecterror",
				"wanterr", "wanterror", "shoulderr", "iserr", "haserr", "errexpected", "errkind", "experrkind":
				c.err = errorOf(v)
			}
		}
		out = append(out, c)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].line < out[j].line })
	return out, true
}

func isTrue(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "true"
}

// errorOf reads a case's error field: "" for none (false, nil, ""), "error" for true, else the
// error value's name (sql.ErrInvalidType) or "error".
func errorOf(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		switch x.Name {
		case "true":
			return "error"
		case "false", "nil":
			return ""
		}
		return "error"
	case *ast.BasicLit:
		if x.Kind == token.STRING && x.Value == `""` {
			return ""
		}
		return "error"
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok {
			return id.Name + "." + x.Sel.Name
		}
	}
	return "error"
}
