package validate

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/sqllex"
	"github.com/reaper-sql/reaper/sibling"
)

// A reference engine of another dialect family (PostgreSQL for DuckDB, `--reference
// sandbox:postgres`). Two families agree on much of SQL's core and differ by design elsewhere:
// DuckDB divides integers into a DOUBLE where PostgreSQL truncates, spells FLOAT as a 4-byte
// float where PostgreSQL reads an 8-byte one, orders NULLs last under DESC where PostgreSQL
// orders them first. Such a reference is the ground truth of a sibling test only where both
// engines mean the same by what the test says, which their own catalogs tell (SharedCatalog):
//
//   - every function and operator of the target's catalog the test calls is in the reference's,
//     with overloads that take the number of arguments the call passes, and every pair of
//     overloads that take the same kinds of argument (after aliases are read as one type:
//     INTEGER and int4, VARCHAR and text, DOUBLE and float8) returns the same kind of value
//     (an exact number, a float, a string, a date, ...); an overload of one engine that the
//     other lacks must return the same kind as the overload the other converts its arguments
//     to (PostgreSQL's int4 / int4 returns an integer, and DuckDB has only DOUBLE / DOUBLE);
//   - every type the test names (a cast, a column, a typed literal) denotes the same type on
//     both: DuckDB's name for it must resolve to the same type on the reference;
//   - no function it calls reads the clock, the session or chance in either catalog's words
//     (DuckDB's stability, PostgreSQL's provolatile): two engines give those apart by design;
//   - no ORDER BY key is DESC without NULLS FIRST or LAST, whose default order of NULLs
//     differs between the engines by design (DuckDB: last; PostgreSQL: first under DESC).
//
// A test that fails one is not given to the reference: it is skipped with a ReferenceSkip, its
// kind, counted where the campaign's tables are. One that passes runs on both, and its rows are
// compared as Compare does, after one more check (SkipResultType: each column of the result
// has the same kind of type on both engines, so that 3.5 from a DOUBLE is not compared with 3
// from an int4) and with the engines' spellings of one value read as one (t and true, Infinity
// and inf, 1 mon and 1 month, a BLOB's escapes and a bytea's hex).
//
// Blind spots. The functions are matched by their names and argument count, not by the types
// of the arguments a call passes (the test is not typed here); a function both engines have
// that computes something else under one signature (a different rounding rule, a different
// regular expression dialect) is compared and its divergence is a false report. Keywords
// that are no catalog function (CAST, EXTRACT where the catalog lacks it) are not checked.
// A result of a nested type (a list, a struct) is not compared: the engines print them apart.

// ReferenceSkip is why a reference engine of another dialect family was not given a test, or
// its rows were not compared: the kind, which the campaign counts; the detail is in
// Reference.NotCompared.
type ReferenceSkip string

const (
	// SkipFunction: the test calls a function or operator of the target's catalog that the
	// reference's catalog lacks.
	SkipFunction ReferenceSkip = "function not in the reference's catalog"
	// SkipSignature: a function the test calls is in both catalogs, but their overloads differ
	// in the number of arguments or the kind of value they return.
	SkipSignature ReferenceSkip = "function signatures differ"
	// SkipType: the test names a type the reference does not know, or reads as another type.
	SkipType ReferenceSkip = "type not shared"
	// SkipVolatile: the test calls a function whose every overload for the call's arguments
	// one of the catalogs marks as reading the clock, the session or chance, whose value two
	// engines give apart by design (transaction_timestamp(), current_schema(),
	// gen_random_uuid()).
	SkipVolatile ReferenceSkip = "function reads the session, the clock or chance"
	// SkipNullOrder: the test orders by a key DESC without saying where NULLs go.
	SkipNullOrder ReferenceSkip = "NULL order differs by design"
	// SkipResultType: both engines ran the statement, and a column of its result has another
	// kind of type on each, or a nested type both print apart.
	SkipResultType ReferenceSkip = "result types differ"
)

// ReferenceSkips are the kinds in the order a reader is shown them.
var ReferenceSkips = []ReferenceSkip{SkipFunction, SkipSignature, SkipVolatile, SkipType, SkipNullOrder, SkipResultType}

// SharedCatalog is what two engines' catalogs share: the target's and a reference's of
// another dialect family. Made once per reference engine; safe for concurrent reads.
type SharedCatalog struct {
	target, ref map[overloadKey][]overloadSig
	// types maps each type name of the target (lower case) to "" when the reference reads it
	// as the same type, else to why not.
	types map[string]string
}

// overloadKey names a function or an operator; a table function (the target's kind "table":
// DuckDB's range and generate_series are both table and scalar functions) is named apart.
type overloadKey struct {
	name            string
	operator, table bool
}

// overloadSig is an overload with its types read as kinds (typeKind).
type overloadSig struct {
	args               []string
	variadic, volatile bool
	result             string
}

// NewSharedCatalog reads what the target's signatures and the reference's share. refTypes is
// the reference's reading of the target's type names (dbms.TypeResolver over the keys of
// target.Types): each name the reference knows, with the type it denotes there.
func NewSharedCatalog(target, ref dbms.Signatures, refTypes map[string]string) *SharedCatalog {
	s := &SharedCatalog{target: byName(target.Overloads), ref: byName(ref.Overloads), types: map[string]string{}}
	for name, typ := range target.Types {
		theirs, ok := refTypes[name]
		switch {
		case !ok:
			s.types[name] = fmt.Sprintf("the test names type %s, which the reference does not know", strings.ToUpper(name))
		case canonicalType(typ) != canonicalType(theirs):
			s.types[name] = fmt.Sprintf("the test names type %s, which is %s on the target and %s on the reference", strings.ToUpper(name), typ, theirs)
		default:
			s.types[name] = ""
		}
	}
	return s
}

func byName(ovs []dbms.Overload) map[overloadKey][]overloadSig {
	out := map[overloadKey][]overloadSig{}
	for _, o := range ovs {
		sig := overloadSig{variadic: o.Variadic, volatile: o.Volatile, result: typeKind(o.Result)}
		for _, a := range o.Args {
			sig.args = append(sig.args, typeKind(a))
		}
		k := overloadKey{name: strings.ToUpper(o.Name), operator: o.Kind == dbms.OverloadOperator, table: o.Kind == dbms.OverloadTable}
		out[k] = append(out[k], sig)
	}
	return out
}

// Check says why test t is not comparable on the reference, or returns "" when it is: every
// statement the reference runs (the test's context and the sibling statement) calls only
// functions and operators with matching signatures, names only shared types, and orders no
// key DESC without saying where NULLs go. why is the detail a reader is shown.
func (s *SharedCatalog) Check(t sibling.Test) (kind ReferenceSkip, why string) {
	stmts := append(t.Context(), t.Statements[t.Key])
	for _, st := range stmts {
		if kind, why := s.checkSQL(st.SQL); kind != "" {
			return kind, why
		}
	}
	return "", ""
}

// checkSQL is Check for one statement.
func (s *SharedCatalog) checkSQL(sql string) (ReferenceSkip, string) {
	toks := lexShared(sql)
	for i, tk := range toks {
		switch {
		case tk.Kind == sqllex.Word && tk.Upper == "DESC" && !(i+1 < len(toks) && toks[i+1].Upper == "NULLS"):
			return SkipNullOrder, "the statement orders by a key DESC without NULLS FIRST or LAST: DuckDB puts NULLs last, PostgreSQL first"
		case tk.Kind == sqllex.Word && at(toks, i+1).Text == "(" && calledAt(toks, i):
			if kind, why := s.checkCall(overloadKey{name: tk.Upper, table: tableAt(toks, i)}, arity(toks, i+1)); kind != "" {
				return kind, why
			}
		case tk.Kind == sqllex.Operator:
			n := 2
			if prefixAt(toks, i) {
				if tk.Text == "*" {
					continue // SELECT *, count(*): no multiplication
				}
				n = 1
			}
			if kind, why := s.checkCall(overloadKey{name: tk.Text, operator: true}, n); kind != "" {
				return kind, why
			}
		}
		if name := typeAt(toks, i); name != "" {
			if why, known := s.types[name]; known && why != "" {
				return SkipType, why
			}
		}
	}
	return "", ""
}

// checkCall checks a call of k with n arguments (-1: not known, for a call the catalog's
// argument list does not describe, such as SUBSTRING(s FROM 2)).
func (s *SharedCatalog) checkCall(k overloadKey, n int) (ReferenceSkip, string) {
	ours := s.target[k]
	if len(ours) == 0 {
		// Not the target's function (a name the test defines, syntax), or a table function
		// called as a scalar one, which the target refuses itself.
		return "", ""
	}
	name := strings.ToLower(k.name)
	what := name + "()"
	if k.operator {
		what = "operator " + k.name
	}
	theirs := append(s.ref[overloadKey{name: k.name, operator: k.operator}], s.ref[overloadKey{name: k.name, table: true}]...)
	if len(theirs) == 0 {
		return SkipFunction, "the test calls " + what + ", which the reference's catalog does not have"
	}
	d, p := ours, theirs
	if n >= 0 {
		d, p = accepting(ours, n), accepting(theirs, n)
		switch {
		case len(d) == 0 && k.operator:
			// An operator whose arity the catalog lacks is one the target rewrites (DuckDB's
			// binary ~ is regexp_full_match, not PostgreSQL's partial match).
			return SkipSignature, fmt.Sprintf("no overload of %s in the target's catalog takes %d arguments", what, n)
		case len(d) == 0:
			// A window function's arguments the catalog does not list (lag(x, 2)): every
			// overload of both is compared.
			d, p, n = ours, theirs, -1
		case len(p) == 0:
			return SkipSignature, fmt.Sprintf("the test calls %s with %d arguments, which no overload of the reference's takes", what, n)
		}
	}
	if allVolatile(d) || allVolatile(p) {
		side := "target's"
		if !allVolatile(d) {
			side = "reference's"
		}
		return SkipVolatile, fmt.Sprintf("the %s catalog marks %s as reading the session, the clock or chance", side, what)
	}
	exact := false
	for _, a := range d {
		for _, b := range p {
			if argsMatch(a.argsAt(n), b.argsAt(n)) {
				exact = true
				if !sameKind(a.result, b.result) {
					return SkipSignature, fmt.Sprintf("%s returns %s on the target and %s on the reference", call(name, a.argsAt(n)), a.result, b.result)
				}
			}
		}
	}
	if !exact {
		return SkipSignature, "no overload of " + what + " takes the same kinds of argument on both engines"
	}
	// An overload one engine lacks: the other converts the arguments to a wider number.
	if why := converted(name, p, d, n, "reference", "target"); why != "" {
		return SkipSignature, why
	}
	if why := converted(name, d, p, n, "target", "reference"); why != "" {
		return SkipSignature, why
	}
	return "", ""
}

// allVolatile reports whether every overload of sigs is volatile.
func allVolatile(sigs []overloadSig) bool {
	return !slices.ContainsFunc(sigs, func(s overloadSig) bool { return !s.volatile })
}

// call writes a call of name with arguments of kinds args.
func call(name string, args []string) string {
	return name + "(" + strings.Join(args, ", ") + ")"
}

// argsMatch reports whether two overloads take the same kinds of argument: the same kind at
// each place, or a polymorphic one ("any", "list of any"), which takes the other's.
func argsMatch(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		list := strings.HasPrefix(a[i], "list of ") && strings.HasPrefix(b[i], "list of ")
		if a[i] != b[i] && a[i] != "any" && b[i] != "any" && !(list && (a[i] == "list of any" || b[i] == "list of any")) {
			return false
		}
	}
	return true
}

// converted says how an overload of one engine (ones, named one) that the other (others,
// named other) lacks returns another kind of value than the overload the other converts its
// arguments to, or "".
func converted(name string, ones, others []overloadSig, n int, one, other string) string {
	for _, a := range ones {
		args := a.argsAt(n)
		if slices.ContainsFunc(others, func(b overloadSig) bool { return argsMatch(args, b.argsAt(n)) }) {
			continue
		}
		for _, b := range others {
			if widens(args, b.argsAt(n)) && !sameKind(a.result, b.result) {
				return fmt.Sprintf("%s returns %s on the %s, where the %s converts the arguments to (%s) and returns %s",
					call(name, args), a.result, one, other, strings.Join(b.argsAt(n), ", "), b.result)
			}
		}
	}
	return ""
}

// accepting are the overloads that take n arguments.
func accepting(sigs []overloadSig, n int) []overloadSig {
	var out []overloadSig
	for _, s := range sigs {
		if len(s.args) == n || s.variadic && n >= len(s.args)-1 {
			out = append(out, s)
		}
	}
	return out
}

// argsAt are the kinds of an overload's arguments for a call of n (a variadic one's last
// repeated); all of them for n -1.
func (s overloadSig) argsAt(n int) []string {
	if n < 0 || len(s.args) == n {
		return s.args
	}
	out := append([]string(nil), s.args[:max(len(s.args)-1, 0)]...)
	for len(out) < n && len(s.args) > 0 {
		out = append(out, s.args[len(s.args)-1])
	}
	return out[:n]
}

// numberRank orders the kinds of number both engines convert to implicitly, narrower first.
var numberRank = map[string]int{"integer": 1, "decimal": 2, "real": 3, "double": 4}

// widens reports whether each kind of from converts implicitly to that of to (the same, or a
// wider number), and an integer among them converts to a fraction: what an overload of integers
// one engine has and the other lacks makes of a call (PostgreSQL's int4 / int4 truncates,
// DuckDB converts both to DOUBLE). A fraction made wider (REAL to DOUBLE) keeps its value.
func widens(from, to []string) bool {
	if len(from) != len(to) {
		return false
	}
	fraction := false
	for i := range from {
		switch a, b := numberRank[from[i]], numberRank[to[i]]; {
		case from[i] == to[i]:
		case a > 0 && b > a:
			fraction = fraction || from[i] == "integer"
		default:
			return false
		}
	}
	return fraction
}

// sameKind reports whether two result kinds hold the same values as the comparison reads them
// (as numbers to ten digits): the same kind; two exact numbers (a sum of integers is a HUGEINT
// on DuckDB and a numeric on PostgreSQL, with one value: past the HUGEINT's range DuckDB raises
// an error, which is not compared); a polymorphic result, whose kind is its arguments'. An
// integer and a float differ by design (a division truncates or not), and so do a float and a
// DECIMAL: DuckDB's avg of integers is a DOUBLE and PostgreSQL's a numeric, and a variance of
// 1e301 overflows one and not the other.
func sameKind(a, b string) bool {
	switch {
	case a == b || a == "any" || b == "any" || a == "" || b == "":
		return true
	case strings.HasPrefix(a, "list of ") && strings.HasPrefix(b, "list of "):
		return sameKind(strings.TrimPrefix(a, "list of "), strings.TrimPrefix(b, "list of "))
	}
	return a == "integer" && b == "decimal" || a == "decimal" && b == "integer"
}

// canonicalType is one spelling of a type for the spellings the engines give it (INTEGER and
// integer and int4; VARCHAR, text and character varying); a name it does not know is kept,
// lower case, without its modifiers.
func canonicalType(name string) string {
	t := strings.ToLower(strings.TrimSpace(name))
	if strings.HasSuffix(t, "[]") {
		return canonicalType(strings.TrimSuffix(t, "[]")) + "[]"
	}
	if i := strings.IndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") && !strings.HasPrefix(t, "struct") &&
		!strings.HasPrefix(t, "map") && !strings.HasPrefix(t, "union") {
		t = strings.TrimSpace(t[:i]) + strings.TrimSpace(t[strings.LastIndexByte(t, ')')+1:])
	}
	if c, ok := typeAliases[t]; ok {
		return c
	}
	if i := strings.IndexByte(t, '('); i > 0 {
		return t[:i] // STRUCT(a INTEGER), MAP(VARCHAR, INTEGER)
	}
	return t
}

// typeAliases are the spellings of one type in DuckDB's and PostgreSQL's catalogs and result
// types (pg_type's short names, which the PostgreSQL driver reports a column's type by). A
// character type that pads (PostgreSQL's bpchar) is not VARCHAR. DuckDB's BIT is a varying bit
// string and PostgreSQL's bit a fixed one, but both are one kind of value here: a value of one
// that the other does not take is an error, not another value.
var typeAliases = map[string]string{
	"tinyint": "tinyint", "int1": "tinyint",
	"smallint": "smallint", "int2": "smallint", "short": "smallint",
	"integer": "integer", "int4": "integer", "int": "integer", "signed": "integer",
	"bigint": "bigint", "int8": "bigint", "long": "bigint",
	"hugeint": "hugeint", "int128": "hugeint",
	"decimal": "decimal", "numeric": "decimal", "dec": "decimal",
	"real": "real", "float4": "real", "float": "real",
	"double": "double", "float8": "double", "double precision": "double",
	"varchar": "text", "text": "text", "character varying": "text", "string": "text", "unknown": "text", "name": "text",
	"bpchar": "char", "character": "char", "char": "char",
	"boolean": "boolean", "bool": "boolean", "logical": "boolean",
	"date": "date",
	"time": "time", "time without time zone": "time",
	"timetz": "timetz", "time with time zone": "timetz",
	"timestamp": "timestamp", "timestamp without time zone": "timestamp", "datetime": "timestamp",
	"timestamptz": "timestamptz", "timestamp with time zone": "timestamptz",
	"interval": "interval",
	"blob":     "bytes", "bytea": "bytes", "binary": "bytes", "varbinary": "bytes",
	"bit": "bit", "varbit": "bit", "bit varying": "bit", "bitstring": "bit",
	"uuid": "uuid", "json": "json", "jsonb": "jsonb",
}

// typeKind is the kind of value a type holds, for matching signatures: integers of every width
// are one kind, as the comparison reads their values as numbers; DECIMAL, REAL and DOUBLE are
// kinds of their own (numberRank), a list is "list of" its element's kind, and a polymorphic
// type (DuckDB's ANY and T, PostgreSQL's anyelement and "any") is "any".
func typeKind(name string) string {
	t := strings.Trim(strings.ToLower(strings.TrimSpace(name)), `"`) // DuckDB's "NULL", a NULL literal's type
	switch {
	case t == "":
		return ""
	case strings.HasSuffix(t, "[]"):
		return "list of " + typeKind(strings.TrimSuffix(t, "[]"))
	case strings.HasSuffix(t, "]") && strings.Contains(t, "["):
		return "list of " + typeKind(t[:strings.LastIndexByte(t, '[')]) // INTEGER[3], an ARRAY
	case strings.HasPrefix(t, "_"):
		return "list of " + typeKind(t[1:]) // pg_type's name of an array
	case t == "anyarray" || t == "anycompatiblearray" || t == "anynonarray":
		if t == "anynonarray" {
			return "any"
		}
		return "list of any"
	case strings.HasPrefix(t, "any") || t == "t" || t == "template" || t == "null":
		return "any"
	}
	switch c := canonicalType(t); c {
	case "tinyint", "smallint", "integer", "bigint", "hugeint", "utinyint", "usmallint", "uinteger", "ubigint", "uhugeint", "bignum", "varint":
		return "integer"
	default:
		return c
	}
}

// CompareAcross is Compare for a reference engine of another dialect family, for a test that
// SharedCatalog.Check passed: the rows are compared only when each column of the result has
// the same kind of type on both engines (SkipResultType otherwise), with the engines'
// spellings of one value read as one.
func CompareAcross(refProduct string, t sibling.Test, run, ref *dbms.Execution) Reference {
	r := compareRows(refProduct, t, run, ref, true)
	r.Across = true
	return r
}

// resultKinds compares the column types of the target's result a and the reference's b and
// says why they cannot be compared, or "".
func resultKinds(a, b dbms.Result) string {
	if len(a.Columns) != len(b.Columns) {
		return fmt.Sprintf("%d columns on the target, %d on the reference", len(a.Columns), len(b.Columns))
	}
	for j := range a.Types {
		if j >= len(b.Types) {
			break
		}
		ka, kb := typeKind(a.Types[j]), typeKind(b.Types[j])
		if !printedKinds[ka] || !printedKinds[kb] {
			return fmt.Sprintf("column %d is %s on the target and %s on the reference, which the engines print apart", j+1, a.Types[j], b.Types[j])
		}
		if !sameKind(ka, kb) {
			return fmt.Sprintf("column %d is %s on the target and %s on the reference", j+1, a.Types[j], b.Types[j])
		}
	}
	return ""
}

// printedKinds are the kinds of value whose text both engines print alike once cellAcross has
// read them (nested values, enums and the like are not).
var printedKinds = map[string]bool{"integer": true, "decimal": true, "real": true, "double": true, "text": true,
	"boolean": true, "date": true, "time": true, "timetz": true, "timestamp": true, "timestamptz": true,
	"interval": true, "bytes": true, "uuid": true, "json": true, "any": true, "": true}

// normalizeAcross rewrites each cell of rows by its column's type (types), so that the two
// engines' spellings of one value are one text.
func normalizeAcross(rows [][]*string, types []string) [][]*string {
	out := make([][]*string, len(rows))
	for i, row := range rows {
		out[i] = make([]*string, len(row))
		for j, c := range row {
			kind := ""
			if j < len(types) {
				kind = typeKind(types[j])
			}
			out[i][j] = cellAcross(c, kind)
		}
	}
	return out
}

// cellAcross is one value in the text both engines' values of a kind are read as.
func cellAcross(c *string, kind string) *string {
	if c == nil {
		return nil
	}
	v := *c
	switch kind {
	case "boolean":
		switch strings.ToLower(v) {
		case "t", "true":
			v = "true"
		case "f", "false":
			v = "false"
		}
	case "real", "double", "decimal":
		switch strings.ToLower(v) {
		case "infinity", "inf":
			v = "inf"
		case "-infinity", "-inf":
			v = "-inf"
		case "nan", "-nan":
			v = "nan"
		}
	case "interval":
		// PostgreSQL's "1 mon", "2 mons", "-1 days"; DuckDB's "1 month", "2 months", "-1 day".
		v = intervalUnit.ReplaceAllString(v, "$1")
		v = strings.ReplaceAll(v, " mon", " month")
	case "date", "timestamp", "timestamptz":
		v = strings.Replace(v, " (BC)", " BC", 1)
	case "bytes":
		v = bytesHex(v)
	}
	return &v
}

// intervalUnit matches an interval's unit word, singular or plural, PostgreSQL's or DuckDB's: the
// engines pluralize apart ("-1 days" against "-1 day").
var intervalUnit = regexp.MustCompile(`\b(year|mon|day)(?:th)?s?\b`)

// bytesHex reads a binary value as PostgreSQL prints a bytea (\x and two hex digits a byte) or
// as DuckDB prints a BLOB (a printable byte as itself, another as \xHH) and writes it in
// lower-case hex.
func bytesHex(v string) string {
	if strings.HasPrefix(v, `\x`) && len(v)%2 == 0 && isHex(v[2:]) && strings.ToLower(v) == v {
		return v[2:]
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+3 < len(v) && v[i+1] == 'x' && isHex(v[i+2:i+4]) {
			b.WriteString(strings.ToLower(v[i+2 : i+4]))
			i += 3
			continue
		}
		fmt.Fprintf(&b, "%02x", v[i])
	}
	return b.String()
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !strings.ContainsRune("0123456789abcdefABCDEF", rune(s[i])) {
			return false
		}
	}
	return true
}

// ReferenceStanding names how a test stood with its reference engine: "compared, same rows",
// "compared, rows differ", "not comparable: KIND" (a ReferenceSkip), or "not compared" (the
// reference could not run it, a statement failed on one engine, no rows).
func ReferenceStanding(r *Reference) string {
	switch {
	case r.Divergence != "":
		return "compared, rows differ"
	case r.Skip != "":
		return "not comparable: " + string(r.Skip)
	case r.NotCompared == "":
		return "compared, same rows"
	}
	return "not compared"
}

// ReferenceStandings are ReferenceStanding's names in the order a reader is shown them.
func ReferenceStandings() []string {
	out := []string{"compared, same rows", "compared, rows differ"}
	for _, k := range ReferenceSkips {
		out = append(out, "not comparable: "+string(k))
	}
	return append(out, "not compared")
}
