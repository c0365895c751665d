// go-mysql-server's Go test tables (enginetest/queries/*.go) and its setup scripts
// (enginetest/scriptgen/setup/scripts/*).
//
// ParseGMS reads the Go source with go/parser and walks every composite literal, in package-level
// vars and in function bodies alike. Element types elided inside slice, array and map literals
// ([]QueryTest{{...}}) are taken from the enclosing literal's type. These struct types become cases
// (the package qualifier, e.g. queries., is ignored):
//
//	QueryTest, RegexTest          Query with Expected / ExpectedErr / ExpectedErrStr (UsesFixtures)
//	QueryErrorTest                Query with ExpectedErr / ExpectedErrStr (UsesFixtures)
//	GenericErrorQueryTest         Query expected to fail with any error (UsesFixtures)
//	WriteQueryTest                WriteQuery + ExpectedWriteResult, SelectQuery + ExpectedSelect (UsesFixtures)
//	ScriptTest, TransactionTest,  Name, SetUpScript, and Assertions (ScriptTestAssertion,
//	UserPrivilegeTest,            UserPrivilegeTestAssertion, ServerAuthenticationTestAssertion) or
//	ServerAuthenticationTest,     Queries (CharsetCollationWireTestQuery, or strings paired with
//	CharsetCollationWireTest,     TypeWireTest's Results); ScriptTest may also carry a single
//	TypeWireTest                  Query / Expected / ExpectedErr assertion of its own
//
// Plan tests (QueryPlanTest, ExpectedPlan fields) and other tables are not cases and are ignored.
//
// An assertion's outcome: ExpectedErr (an error kind such as sql.ErrTableNotFound, rendered as
// source) or ExpectedErrStr gives ExpectError; a true ExpectedErr, Error or RequiredErr (the
// older harness's name) bool gives ExpectError without text; SkipResultsCheck gives ExpectOK; otherwise Expected gives ExpectRows (absent or nil
// is the runner's "no rows"), and an Expected that is not a literal ([]sql.Row built elsewhere)
// gives ExpectUnknown, listed in File.Skipped. ExpectedWarning (with its message substring) goes to
// Expect.Warnings. Cells are rendered from their Go literals: numbers as written, strings
// unquoted, nil as NULL, true/false, conversions such as int8(1) or []byte("x") and
// types.MustJSON(`...`) as their argument, anything else as its source text. Strings may be raw
// or interpreted literals joined with +, or constants declared in the same file; a string or cell
// built otherwise is kept as source text and listed in File.Skipped. Skip: true marks a case
// Skipped; a skipped assertion is kept and listed. User/Host (privilege tests) and Username
// (authentication tests) set Statement.Connection to "user:NAME[@HOST]"; a TransactionTest query
// that starts with /* client NAME */ runs on "client:NAME". Statement lines span the assertion's
// literal (the case's for QueryTest and the like, the string for setup statements).
//
// Source that is not valid Go is a *ParseError at the first syntax error. A case literal whose
// fields are not keyed is listed in File.Skipped.

package testfmt

import (
	"bytes"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/scanner"
	"go/token"
	"regexp"
	"strconv"
	"strings"
)

// ParseGMS reads a go-mysql-server Go file of test tables into cases.
func ParseGMS(path string, src []byte) (*File, error) {
	fset := token.NewFileSet()
	af, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, goSyntaxError(GMS, path, err)
	}
	p := &gmsParser{fset: fset, consts: map[string]ast.Expr{}, f: &File{Format: GMS}}
	p.collectConsts(af)
	p.visit(af)
	for _, c := range p.f.Cases {
		p.f.Statements = append(p.f.Statements, c.Setup...)
		p.f.Statements = append(p.f.Statements, c.Statements...)
	}
	return p.f, nil
}

type gmsParser struct {
	fset *token.FileSet
	// consts maps names declared at package level with a single value, so that queries built from
	// them can be resolved.
	consts map[string]ast.Expr
	f      *File
}

// caseKinds lists the struct types read as cases, with whether they run on the harness's standard
// tables.
var caseKinds = map[string]bool{
	"QueryTest":                true,
	"RegexTest":                true,
	"QueryErrorTest":           true,
	"GenericErrorQueryTest":    true,
	"WriteQueryTest":           true,
	"ScriptTest":               false,
	"TransactionTest":          false,
	"UserPrivilegeTest":        false,
	"ServerAuthenticationTest": false,
	"CharsetCollationWireTest": false,
	"TypeWireTest":             false,
}

func (p *gmsParser) collectConsts(af *ast.File) {
	for _, d := range af.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || (gd.Tok != token.CONST && gd.Tok != token.VAR) {
			continue
		}
		for _, s := range gd.Specs {
			vs, ok := s.(*ast.ValueSpec)
			if !ok || len(vs.Names) != len(vs.Values) {
				continue
			}
			for k, n := range vs.Names {
				p.consts[n.Name] = vs.Values[k]
			}
		}
	}
}

func (p *gmsParser) line(n ast.Node) int    { return p.fset.Position(n.Pos()).Line }
func (p *gmsParser) endLine(n ast.Node) int { return p.fset.Position(n.End()).Line }

// skip lists a construct in File.Skipped on one line, even when it quotes multi-line source.
func (p *gmsParser) skip(n ast.Node, format string, args ...any) {
	msg := strings.Join(strings.Fields(fmt.Sprintf(format, args...)), " ")
	p.f.Skipped = append(p.f.Skipped, fmt.Sprintf("line %d: %s", p.line(n), msg))
}

func (p *gmsParser) source(e ast.Expr) string {
	var b bytes.Buffer
	if err := printer.Fprint(&b, p.fset, e); err != nil {
		return fmt.Sprintf("%T", e)
	}
	return b.String()
}

// visit finds the composite literals under n that are not inside another one.
func (p *gmsParser) visit(n ast.Node) {
	ast.Inspect(n, func(n ast.Node) bool {
		cl, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		p.literal(cl, cl.Type)
		return false
	})
}

// literal reads cl, whose type is typ (its own or, when elided, the enclosing literal's element
// type): as a case when typ names one, else by looking for cases among its elements.
func (p *gmsParser) literal(cl *ast.CompositeLit, typ ast.Expr) {
	name := typeName(typ)
	if fixtures, ok := caseKinds[name]; ok {
		p.testCase(cl, name, fixtures)
		return
	}
	elem := elemType(typ)
	for _, e := range cl.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if inner, ok := unwrapLit(e); ok && inner.Type == nil && elem != nil {
			p.literal(inner, elem)
			continue
		}
		p.visit(e)
	}
}

// unwrapLit returns the composite literal e is, possibly behind & or parentheses.
func unwrapLit(e ast.Expr) (*ast.CompositeLit, bool) {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil, false
			}
			e = x.X
		case *ast.CompositeLit:
			return x, true
		default:
			return nil, false
		}
	}
}

// typeName is the bare name of a (possibly qualified or pointer) named type, "" for others.
func typeName(t ast.Expr) string {
	switch x := t.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	case *ast.StarExpr:
		return typeName(x.X)
	case *ast.ParenExpr:
		return typeName(x.X)
	}
	return ""
}

// elemType is the element type of a slice, array or map type; elided literal types take it.
func elemType(t ast.Expr) ast.Expr {
	switch x := t.(type) {
	case *ast.ArrayType:
		return starless(x.Elt)
	case *ast.MapType:
		return starless(x.Value)
	case *ast.ParenExpr:
		return elemType(x.X)
	}
	return nil
}

func starless(t ast.Expr) ast.Expr {
	if s, ok := t.(*ast.StarExpr); ok {
		return s.X
	}
	return t
}

// fields maps the keys of a keyed struct literal to their values; ok is false when some element is
// not keyed by a field name.
func fields(cl *ast.CompositeLit) (map[string]ast.Expr, bool) {
	m := make(map[string]ast.Expr, len(cl.Elts))
	for _, e := range cl.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			return nil, false
		}
		m[id.Name] = kv.Value
	}
	return m, true
}

func (p *gmsParser) testCase(cl *ast.CompositeLit, kind string, fixtures bool) {
	fs, ok := fields(cl)
	if !ok {
		if len(cl.Elts) > 0 {
			p.skip(cl, "%s literal without field names", kind)
		}
		return
	}
	c := Case{Line: p.line(cl), EndLine: p.endLine(cl), UsesFixtures: fixtures, Skipped: p.isTrue(fs["Skip"])}
	if v, ok := fs["Name"]; ok {
		c.Name, _ = p.str(v)
	}
	if v, ok := fs["SetUpScript"]; ok {
		c.Setup = p.setup(v)
	}
	switch kind {
	case "WriteQueryTest":
		c.Statements = append(c.Statements, p.assertion(cl, kind, map[string]ast.Expr{
			"Query": fs["WriteQuery"], "Expected": fs["ExpectedWriteResult"]}))
		if fs["SelectQuery"] != nil {
			c.Statements = append(c.Statements, p.assertion(cl, kind, map[string]ast.Expr{
				"Query": fs["SelectQuery"], "Expected": fs["ExpectedSelect"]}))
		}
	case "ScriptTest", "TransactionTest", "UserPrivilegeTest", "ServerAuthenticationTest",
		"CharsetCollationWireTest", "TypeWireTest":
		c.Statements = p.scriptAssertions(fs, kind)
		if fs["Query"] != nil {
			c.Statements = append(c.Statements, p.assertion(cl, kind, fs))
		}
	default:
		c.Statements = append(c.Statements, p.assertion(cl, kind, fs))
	}
	if c.Name == "" && len(c.Statements) > 0 {
		c.Name = c.Statements[0].SQL
	}
	p.f.Cases = append(p.f.Cases, c)
}

// setup reads a SetUpScript []string literal.
func (p *gmsParser) setup(v ast.Expr) []Statement {
	cl, ok := unwrapLit(v)
	if !ok {
		p.skip(v, "SetUpScript is not a literal: %s", p.source(v))
		return nil
	}
	var out []Statement
	for _, e := range cl.Elts {
		sql, _ := p.str(e)
		out = append(out, Statement{SQL: sql, Line: p.line(e), EndLine: p.endLine(e), Expect: Expect{Kind: ExpectOK}})
	}
	return out
}

// scriptAssertions reads the Assertions or Queries of a script-like case.
func (p *gmsParser) scriptAssertions(fs map[string]ast.Expr, kind string) []Statement {
	list := fs["Assertions"]
	if list == nil {
		list = fs["Queries"]
	}
	if list == nil {
		return nil
	}
	cl, ok := unwrapLit(list)
	if !ok {
		p.skip(list, "assertions are not a literal: %s", p.source(list))
		return nil
	}
	var results []ast.Expr
	if r, ok := unwrapLit(fs["Results"]); ok {
		results = r.Elts
	}
	var out []Statement
	for k, e := range cl.Elts {
		if a, ok := unwrapLit(e); ok {
			afs, ok := fields(a)
			if !ok {
				p.skip(a, "assertion without field names")
				continue
			}
			if p.isTrue(afs["Skip"]) {
				p.skip(a, "assertion marked Skip")
			}
			out = append(out, p.assertion(a, kind, afs))
			continue
		}
		// A plain query string; TypeWireTest pairs it with Results[k].
		a := map[string]ast.Expr{"Query": e}
		if k < len(results) {
			a["Expected"] = results[k]
		}
		out = append(out, p.assertion(e, kind, a))
	}
	return out
}

// assertion turns the fields of one query with its expectation into a Statement spanning n.
func (p *gmsParser) assertion(n ast.Node, kind string, fs map[string]ast.Expr) Statement {
	st := Statement{Line: p.line(n), EndLine: p.endLine(n)}
	if q := fs["Query"]; q != nil {
		st.SQL, _ = p.str(q)
	}
	st.Expect = p.expect(fs, kind)
	switch {
	case fs["User"] != nil:
		user, _ := p.str(fs["User"])
		if host, _ := p.str(fs["Host"]); host != "" {
			user += "@" + host
		}
		st.Connection = "user:" + user
	case fs["Username"] != nil:
		user, _ := p.str(fs["Username"])
		st.Connection = "user:" + user
	case kind == "TransactionTest":
		st.Connection = clientComment(st.SQL)
	}
	return st
}

func (p *gmsParser) expect(fs map[string]ast.Expr, kind string) Expect {
	var exp Expect
	if w := fs["ExpectedWarning"]; w != nil {
		warning := p.cell(w)
		if sub, ok := fs["ExpectedWarningMessageSubstring"]; ok {
			s, _ := p.str(sub)
			warning += ": " + s
		}
		exp.Warnings = []string{warning}
	}
	errKind := fs["ExpectedErr"]
	if errKind == nil {
		errKind = fs["ExpectedErrKind"]
	}
	switch {
	case errKind != nil && !isIdent(errKind, "nil") && !isIdent(errKind, "false"):
		exp.Kind = ExpectError
		if !isIdent(errKind, "true") {
			exp.Error = p.source(errKind)
		}
	case fs["ExpectedErrStr"] != nil:
		exp.Kind = ExpectError
		exp.Error, _ = p.str(fs["ExpectedErrStr"])
	case p.isTrue(fs["Error"]) || p.isTrue(fs["RequiredErr"]) || kind == "GenericErrorQueryTest":
		exp.Kind = ExpectError
	case p.isTrue(fs["SkipResultsCheck"]):
		exp.Kind = ExpectOK
	default:
		exp.Kind = ExpectRows
		if e := fs["Expected"]; e != nil {
			rows, ok := p.rows(e)
			if !ok {
				exp.Kind = ExpectUnknown
				p.skip(e, "expected rows are computed: %s", p.source(e))
			}
			exp.Rows = rows
		}
	}
	return exp
}

// rows renders an Expected []sql.Row literal; ok is false when e is not one.
func (p *gmsParser) rows(e ast.Expr) ([][]string, bool) {
	if isIdent(e, "nil") {
		return nil, true
	}
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 && isIdent(call.Args[0], "nil") {
		return nil, true // []sql.Row(nil)
	}
	cl, ok := unwrapLit(e)
	if !ok {
		return nil, false
	}
	rows := make([][]string, 0, len(cl.Elts))
	for _, r := range cl.Elts {
		var cells []ast.Expr
		if rl, ok := unwrapLit(r); ok {
			cells = rl.Elts
		} else if call, ok := r.(*ast.CallExpr); ok && typeName(call.Fun) == "NewRow" {
			cells = call.Args
		} else {
			return nil, false
		}
		row := make([]string, 0, len(cells))
		for _, c := range cells {
			row = append(row, p.cell(c))
		}
		rows = append(rows, row)
	}
	return rows, true
}

// conversions are the Go types whose conversions render as their argument.
var conversions = map[string]bool{
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true,
	"float32": true, "float64": true, "string": true, "byte": true, "rune": true,
	"MustJSON": true,
}

// cell renders one Go value of an expected row.
func (p *gmsParser) cell(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.ParenExpr:
		return p.cell(x.X)
	case *ast.Ident:
		switch x.Name {
		case "nil":
			return "NULL"
		case "true", "false":
			return x.Name
		}
	case *ast.BasicLit:
		if x.Kind == token.STRING || x.Kind == token.CHAR {
			s, _ := p.str(x)
			return s
		}
		return x.Value
	case *ast.UnaryExpr:
		if lit, ok := x.X.(*ast.BasicLit); ok && (x.Op == token.SUB || x.Op == token.ADD) && lit.Kind != token.STRING {
			return x.Op.String() + lit.Value
		}
	case *ast.CallExpr:
		if len(x.Args) == 1 && (conversions[typeName(x.Fun)] || isByteSlice(x.Fun)) {
			return p.cell(x.Args[0])
		}
	}
	if s, ok := p.constString(e, 0); ok {
		return s
	}
	if _, ok := e.(*ast.Ident); ok {
		s, _ := p.str(e)
		return s
	}
	return p.source(e)
}

// goSource matches a cell rendered as Go source: a call or a composite literal.
var goSource = regexp.MustCompile(`^(\[\])?[A-Za-z_][\w.]*\s*[({]`)

// GoSource reports whether a recorded cell is Go source rather than a value: a cell ParseGMS
// could not evaluate (types.NewOkResult(1), time.Date(...), a struct or slice literal such as
// []byte{0x41}). Such a cell is the test's code, which compares by Go equality, and cannot be
// compared with a result, nor two of them by their text. ParseGMS writes strings unquoted, so a
// string value that reads like a call ("f(x)") is taken for source too.
func GoSource(cell string) bool {
	return goSource.MatchString(strings.TrimSpace(cell))
}

// SourceCells reports whether a format records some cells as source text (GoSource): gms, whose
// expected rows are Go values.
func SourceCells(format string) bool { return format == GMS }

func isByteSlice(t ast.Expr) bool {
	at, ok := t.(*ast.ArrayType)
	return ok && at.Len == nil && (isIdent(at.Elt, "byte") || isIdent(at.Elt, "uint8"))
}

// str evaluates a string expression: literals, + and constants of this file. Otherwise it returns
// the source text, lists it in File.Skipped and reports false.
func (p *gmsParser) str(e ast.Expr) (string, bool) {
	if s, ok := p.constString(e, 0); ok {
		return s, true
	}
	src := p.source(e)
	p.skip(e, "not a constant: %s", src)
	return src, false
}

// maxConstDepth bounds constant resolution, so that cyclic declarations in invalid code end.
const maxConstDepth = 16

// constString evaluates e as a constant; numbers are taken as written but not concatenated, as +
// on them is arithmetic.
func (p *gmsParser) constString(e ast.Expr, depth int) (string, bool) {
	return p.constValue(e, depth, true)
}

func (p *gmsParser) constValue(e ast.Expr, depth int, numbers bool) (string, bool) {
	if depth > maxConstDepth {
		return "", false
	}
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING || x.Kind == token.CHAR {
			s, err := strconv.Unquote(x.Value)
			return s, err == nil
		}
		return x.Value, numbers
	case *ast.ParenExpr:
		return p.constValue(x.X, depth+1, numbers)
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return "", false
		}
		l, ok := p.constValue(x.X, depth+1, false)
		if !ok {
			return "", false
		}
		r, ok := p.constValue(x.Y, depth+1, false)
		return l + r, ok
	case *ast.Ident:
		if v, ok := p.consts[x.Name]; ok {
			return p.constValue(v, depth+1, numbers)
		}
	}
	return "", false
}

func (p *gmsParser) isTrue(e ast.Expr) bool { return isIdent(e, "true") }

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// clientComment returns "client:NAME" for a query starting with /* client NAME */, the way
// TransactionTest names the session a query runs on.
func clientComment(sql string) string {
	s := strings.TrimSpace(sql)
	if !strings.HasPrefix(s, "/*") {
		return ""
	}
	end := strings.Index(s, "*/")
	if end < 0 {
		return ""
	}
	f := strings.Fields(s[2:end])
	if len(f) != 2 || f[0] != "client" {
		return ""
	}
	return "client:" + f[1]
}

// ParseGMSSetupScript reads a go-mysql-server setup script (cockroachdb/datadriven style): blocks of
// a command line, SQL up to "----" or a blank line, and expected output up to a blank line; lines
// starting with # between blocks are comments. Each exec block is a Statement with ExpectOK
// spanning the block; other commands are listed in File.Skipped. A command without SQL is a
// *ParseError, returned with the statements before it.
func ParseGMSSetupScript(path string, src []byte) (*File, error) {
	lines := splitLines(src)
	f := &File{Format: GMS}
	for i := 0; i < len(lines); {
		fields := strings.Fields(lines[i])
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			i++
			continue
		}
		line := i + 1
		sql, j, sep := readSQL(lines, i+1, isBlankField)
		if strings.TrimSpace(sql) == "" {
			return f, &ParseError{Format: GMS, Path: path, Line: line, Msg: fields[0] + " without SQL"}
		}
		end := j
		if sep {
			_, end = readBlock(lines, j+1, isBlankField)
		}
		if fields[0] == "exec" {
			f.Statements = append(f.Statements, Statement{SQL: strings.TrimSpace(sql), Line: line, EndLine: end,
				Expect: Expect{Kind: ExpectOK}})
		} else {
			f.Skipped = append(f.Skipped, fmt.Sprintf("line %d: %s block", line, fields[0]))
		}
		i = end
	}
	return f, nil
}

// goSyntaxError is the ParseError of a Go source file of a test format that go/parser rejects,
// at the line of its first syntax error.
func goSyntaxError(format, path string, err error) *ParseError {
	line := 0
	var list scanner.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		line = list[0].Pos.Line
	}
	return &ParseError{Format: format, Path: path, Line: line, Msg: err.Error()}
}
