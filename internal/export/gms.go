package export

// The gms export: a candidate as a go-mysql-server ScriptTest, the Go literal its maintainers
// write regression tests in (enginetest/queries/script_queries.go), in a file of package queries
// that compiles beside that one and that package testfmt reads back (ParseGMS).
//
// The statements before the sibling one that succeeded, up to the first that did not, are the
// SetUpScript (the harness requires its statements to succeed and checks nothing else); each
// later one is an assertion: SkipResultsCheck where it succeeded, ExpectedErrStr with its message
// where it failed (the harness compares the whole text). The sibling statement's assertion is
// the correct outcome (see export.go): SkipResultsCheck for success, ExpectedErrStr for an error
// (its message; an error known by no message cannot be asserted), Expected for the reference's
// rows.
//
// Expected rows are Go values of the types the harness compares (WidenRow): a cell is written
// from the target's type of its column — NULL as nil, a signed integer as an untyped constant, an
// unsigned one (or one only uint64 holds) as uint64(n), FLOAT and DOUBLE as float64(x), DECIMAL, ENUM, SET and text as a
// string (as the package's tests write them), binary strings as []byte("..."), JSON as
// types.MustJSON("..."). A value whose Go form is a struct (DATE, DATETIME, TIMESTAMP as
// time.Time, TIME as types.Timespan, BIT) is not written: the export refuses, naming the type.
// Every string is a Go literal made by strconv.Quote, or a raw literal where the text holds no
// backquote or control character but line breaks and tabs, so no SQL can end it. The file is
// formatted with go/format, which also parses it.

import (
	"fmt"
	"go/format"
	"regexp"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// writeGMS writes the ScriptTest file.
func writeGMS(x *testCase) (string, error) {
	var setup, asserts []string
	inSetup := true
	for i, s := range x.stmts[:x.key] {
		sql := gmsString(strings.TrimRight(s.SQL, "; \t\n"))
		r := x.run.Results[i]
		if inSetup && r.Outcome == dbms.OutcomeOK {
			setup = append(setup, sql+",")
			continue
		}
		inSetup = false
		switch {
		case r.Outcome == dbms.OutcomeOK:
			asserts = append(asserts, "{\nQuery: "+sql+",\nSkipResultsCheck: true,\n},")
		case r.Message != "":
			asserts = append(asserts, "{\nQuery: "+sql+",\nExpectedErrStr: "+gmsString(r.Message)+",\n},")
		default:
			return "", fmt.Errorf("export candidate %s as gms: %s failed with no message, which a ScriptTest cannot assert", x.in.Candidate.ID, x.position(i))
		}
	}
	key := "{\nQuery: " + gmsString(strings.TrimRight(x.stmts[x.key].SQL, "; \t\n")) + ",\n"
	imports := []string{}
	switch w := x.want; {
	case w.rows != nil:
		rows, typesUsed, err := gmsRows(x, *w.rows)
		if err != nil {
			return "", err
		}
		imports = append(imports, `"github.com/dolthub/go-mysql-server/sql"`)
		if typesUsed {
			imports = append(imports, `"github.com/dolthub/go-mysql-server/sql/types"`)
		}
		key += "Expected: " + rows + ",\n"
	case w.ok:
		key += "SkipResultsCheck: true,\n"
	case w.message != "":
		key += "ExpectedErrStr: " + gmsString(w.message) + ",\n"
	default:
		return "", fmt.Errorf("export candidate %s as gms: %w (an error known by no message: a ScriptTest asserts an error by its kind or its text): export it as mtr or sqllogictest", x.in.Candidate.ID, ErrNoCorrectBehaviour)
	}
	asserts = append(asserts, key+"},")

	var b strings.Builder
	for _, l := range header(x) {
		b.WriteString("// " + l + "\n")
	}
	b.WriteString("//\n// Add the ScriptTest to ScriptTests in enginetest/queries/script_queries.go, or keep this file in\n// enginetest/queries.\n\npackage queries\n\n")
	if len(imports) > 0 {
		b.WriteString("import (\n" + strings.Join(imports, "\n") + "\n)\n\n")
	}
	b.WriteString("var reaperCandidate" + gmsIdent(x.in.Candidate.ID) + " = []ScriptTest{\n{\n")
	b.WriteString("Name: " + gmsString(OneLine(fmt.Sprintf("reaper candidate %s: %s, %s", x.in.Candidate.ID, x.in.Candidate.Construct, x.in.Candidate.Signature))) + ",\n")
	if len(setup) > 0 {
		b.WriteString("SetUpScript: []string{\n" + strings.Join(setup, "\n") + "\n},\n")
	}
	b.WriteString("Assertions: []ScriptTestAssertion{\n" + strings.Join(asserts, "\n") + "\n},\n},\n}\n")
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return "", fmt.Errorf("export candidate %s as gms: the ScriptTest written is not Go: %w", x.in.Candidate.ID, err)
	}
	return string(src), nil
}

// gmsString is s as a Go string literal: raw where that keeps it unchanged (line breaks and tabs
// at most), else quoted.
func gmsString(s string) string {
	if strings.Contains(s, "\n") && strconv.CanBackquote(strings.ReplaceAll(s, "\n", "")) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

// gmsIdent keeps the letters and digits of an id, for the variable's name.
func gmsIdent(id string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, id)
}

// gmsRows writes ref's rows as a []sql.Row literal, each cell by the target's type of its
// column (see the top of the file); typesUsed says a cell calls package types.
func gmsRows(x *testCase, ref dbms.Result) (lit string, typesUsed bool, err error) {
	typs := x.run.Results[x.key].Types
	var rows []string
	for _, row := range ref.Rows {
		if len(row) != len(typs) {
			return "", false, fmt.Errorf("export candidate %s as gms: the reference returns %d columns where the target's run names %d types", x.in.Candidate.ID, len(row), len(typs))
		}
		cells := make([]string, len(row))
		for k, c := range row {
			if cells[k], err = gmsCell(typs[k], c); err != nil {
				return "", false, fmt.Errorf("export candidate %s as gms: %w (%v): export it as sqllogictest or mtr", x.in.Candidate.ID, ErrNoCorrectBehaviour, err)
			}
			typesUsed = typesUsed || strings.HasPrefix(cells[k], "types.")
		}
		rows = append(rows, "{"+strings.Join(cells, ", ")+"}")
	}
	return "[]sql.Row{" + strings.Join(rows, ", ") + "}", typesUsed, nil
}

var (
	gmsInt   = regexp.MustCompile(`^-?(?:0|[1-9][0-9]*)$`)
	gmsFloat = regexp.MustCompile(`^-?[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$`)
)

// gmsCell is one value of a column of go-mysql-server type typ (its name as the server reports
// it: BIGINT, UNSIGNED INT, DOUBLE, ...) as the Go value the harness compares it with.
func gmsCell(typ string, v *string) (string, error) {
	if v == nil {
		return "nil", nil
	}
	s, t := *v, strings.ToUpper(typ)
	integer := strings.HasSuffix(t, "INT") || t == "YEAR"
	switch {
	case integer && gmsInt.MatchString(s):
		// The column's signedness, unless the value does not fit it: then the fix that returns
		// it returns it in the type it fits (an unsigned 2^64-1 where the target has BIGINT).
		_, serr := strconv.ParseInt(s, 10, 64)
		_, uerr := strconv.ParseUint(s, 10, 64)
		switch {
		case uerr == nil && (strings.HasPrefix(t, "UNSIGNED") || serr != nil):
			return "uint64(" + s + ")", nil
		case serr == nil:
			return s, nil
		}
	case t == "FLOAT" || t == "DOUBLE":
		if gmsFloat.MatchString(s) {
			return "float64(" + s + ")", nil
		}
	case t == "JSON":
		return "types.MustJSON(" + gmsString(s) + ")", nil
	case strings.Contains(t, "BINARY") || strings.Contains(t, "BLOB"):
		return "[]byte(" + gmsString(s) + ")", nil
	case t == "DECIMAL" || t == "ENUM" || t == "SET" || strings.Contains(t, "CHAR") || strings.Contains(t, "TEXT"):
		return gmsString(s), nil
	}
	return "", fmt.Errorf("the value %q of type %s has no Go literal reaper writes", s, typ)
}
