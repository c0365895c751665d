//go:build cgo

package duckdb

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Catalog reads DuckDB's built-in functions from duckdb_functions(): scalar, aggregate and table
// functions and macros (pragmas are statements, not calls; operators such as || and internal
// helpers named with a leading underscore are left out). A function's overloads are one entry:
// its arity is their union (varargs make it variadic, MaxArgs -1; a table function's named
// parameters are not arguments), its ArgTypes and Result those of an overload with the fewest
// arguments, the one the Concretizer fills, a scalar one where the name has scalar overloads too. Its Family is the
// function type with a category: DuckDB's own (list, string, regex, ...) where its catalog gives
// one, else the kind of value the function returns (numeric, date, timestamp, boolean, ...),
// named like DuckDB's categories so that both kinds meet in one family ("scalar numeric").
// Aggregates, table functions and macros are one family each: DuckDB gives them no categories
// (a macro no return type either). An alias (substr, of substring) has the function it is an
// alias of, DuckDB's alias_of, as its Handler: one implementation under two names.
func (t *Target) Catalog(ctx context.Context) ([]dbms.CatalogFunction, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return nil, fmt.Errorf("target %s: %w (closed)", t.name, dbms.ErrServerGone)
	}
	// Lists are joined with the unit separator, which no type name holds (a STRUCT's does hold
	// commas). The text database has one thread, so overloads come in DuckDB's order.
	rows, err := t.text.queryText(t.text.conn, `SELECT function_name, function_type,
			array_to_string(parameters, chr(31)), varargs, return_type,
			array_to_string(parameter_types, chr(31)), array_to_string(categories, chr(31)), stability, alias_of
		FROM duckdb_functions() WHERE internal AND function_type <> 'pragma'`)
	if err != nil {
		return nil, fmt.Errorf("target %s: read duckdb_functions(): %w", t.name, err)
	}
	return foldOverloads(rows), nil
}

var (
	// callable is a function name a call can use: not an operator, not an internal helper.
	callable = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	// positional is how duckdb_functions() names a table function's positional parameters.
	positional = regexp.MustCompile(`^col[0-9]+$`)
)

// overload is one row of duckdb_functions().
type overload struct {
	name, kind, varargs, result string
	params                      []string
	categories                  []string
	// volatile: its stability is VOLATILE or CONSISTENT_WITHIN_QUERY (a table function has none).
	volatile bool
	// pnames are the parameters' names.
	pnames []string
	// aliasOf is the function the name is an alias of, "" for none.
	aliasOf string
}

// positionalOnly keeps a table function's positional parameters: a table function lists them,
// then its named ones (read_csv's options), which a call passes as name := value. DuckDB 1.x
// names the positional ones col0, col1, ...; DuckDB 2.0 gives them names too, and the named
// ones are then told by being the same in every overload: the parameters after the longest
// common tail of two or more names (read_csv(path, ...) and read_csv(paths, ...) share 55
// options; range(stop) and range(start, stop) share one name, which is no option list).
func positionalOnly(ovs []overload) {
	var tables []*overload
	for i := range ovs {
		if ovs[i].kind == "table" {
			tables = append(tables, &ovs[i])
		}
	}
	if len(tables) == 0 {
		return
	}
	if slices.ContainsFunc(tables, func(o *overload) bool { return len(o.pnames) > 0 && positional.MatchString(o.pnames[0]) }) {
		for _, o := range tables {
			n := 0
			for n < len(o.pnames) && positional.MatchString(o.pnames[n]) {
				n++
			}
			o.params = o.params[:n]
		}
		return
	}
	tail := len(tables[0].pnames)
	for _, o := range tables[1:] {
		n := 0
		for n < tail && n < len(o.pnames) && o.pnames[len(o.pnames)-1-n] == tables[0].pnames[len(tables[0].pnames)-1-n] {
			n++
		}
		tail = n
	}
	if len(tables) < 2 || tail < 2 {
		return
	}
	for _, o := range tables {
		o.params = o.params[:len(o.pnames)-tail]
	}
}

// cell is a catalog row's text cell, "" for NULL.
func cell(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// cellList is a catalog row's list cell, its items joined by the unit separator in the queries
// (array_to_string(..., chr(31))); nil for NULL or empty.
func cellList(p *string) []string {
	if p == nil || *p == "" {
		return nil
	}
	return strings.Split(*p, "\x1f")
}

// volatile reads duckdb_functions()'s stability: VOLATILE and CONSISTENT_WITHIN_QUERY give
// another value from call to call or query to query.
func volatile(p *string) bool {
	return cell(p) == "VOLATILE" || cell(p) == "CONSISTENT_WITHIN_QUERY"
}

// foldOverloads turns duckdb_functions() rows (see Catalog's query) into one entry per name.
func foldOverloads(rows [][]*string) []dbms.CatalogFunction {
	byName := map[string][]overload{}
	var names []string
	for _, r := range rows {
		o := overload{name: cell(r[0]), kind: cell(r[1]), varargs: cell(r[3]), result: cell(r[4]),
			params: cellList(r[5]), categories: cellList(r[6]), volatile: volatile(r[7]), aliasOf: cell(r[8])}
		if !callable.MatchString(o.name) {
			continue
		}
		pnames := cellList(r[2])
		if len(pnames) != len(o.params) {
			// A parameter of no type (a macro's) drops out of the joined types: keep the count.
			o.params = make([]string, len(pnames))
		}
		o.pnames = pnames
		if _, ok := byName[o.name]; !ok {
			names = append(names, o.name)
		}
		byName[o.name] = append(byName[o.name], o)
	}
	for _, ovs := range byName {
		positionalOnly(ovs)
	}
	sort.Strings(names)
	out := make([]dbms.CatalogFunction, 0, len(names))
	for _, name := range names {
		out = append(out, fold(byName[name]))
	}
	return out
}

// fold makes one catalog entry of a function's overloads.
func fold(ovs []overload) dbms.CatalogFunction {
	best := 0
	// Every overload of an alias names the function it is an alias of.
	f := dbms.CatalogFunction{Name: strings.ToUpper(ovs[0].name), MinArgs: len(ovs[0].params), Handler: strings.ToUpper(ovs[0].aliasOf)}
	for i, o := range ovs {
		f.Volatile = f.Volatile || o.volatile
		n := len(o.params)
		f.MinArgs = min(f.MinArgs, n)
		if o.varargs != "" {
			f.MaxArgs = -1
		} else if f.MaxArgs >= 0 {
			f.MaxArgs = max(f.MaxArgs, n)
		}
		if b := ovs[best]; kindRank[o.kind] < kindRank[b.kind] || kindRank[o.kind] == kindRank[b.kind] &&
			(n < len(b.params) || n == len(b.params) && typeRank(o.params) < typeRank(b.params)) {
			best = i
		}
	}
	f.ArgTypes, f.Result = ovs[best].params, ovs[best].result
	f.Family = family(ovs, ovs[best])
	return f
}

// kindRank orders the kinds of a name's overloads for its family and signature: range and
// generate_series are table functions and list functions both, and a call in an expression is
// the likelier sibling.
var kindRank = map[string]int{"scalar": 0, "macro": 1, "aggregate": 2, "table": 3, "table_macro": 4}

// family names a function's family (see Catalog).
func family(ovs []overload, best overload) string {
	kind := best.kind
	switch kind {
	case "aggregate", "macro":
		return kind
	case "table", "table_macro":
		return "table"
	}
	for _, o := range ovs {
		if len(o.categories) > 0 {
			return kind + " " + o.categories[0]
		}
	}
	return kind + " " + valueKind(best.result)
}

// valueKind names the kind of a type as DuckDB's function categories do.
func valueKind(typ string) string {
	t := strings.ToUpper(typ)
	switch {
	case t == "":
		return "any"
	case strings.HasSuffix(t, "]"):
		return "list"
	case strings.HasPrefix(t, "STRUCT"):
		return "struct"
	case strings.HasPrefix(t, "MAP"):
		return "map"
	case strings.HasPrefix(t, "TIMESTAMP"):
		return "timestamp"
	case strings.HasPrefix(t, "TIME"):
		return "time"
	}
	switch t {
	case "TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT", "UTINYINT", "USMALLINT", "UINTEGER",
		"UBIGINT", "UHUGEINT", "FLOAT", "DOUBLE", "DECIMAL", "BIGNUM":
		return "numeric"
	case "VARCHAR":
		return "string"
	case "DATE":
		return "date"
	case "INTERVAL":
		return "interval"
	case "BOOLEAN":
		return "boolean"
	case "BLOB":
		return "blob"
	case "BIT":
		return "bitstring"
	case "JSON":
		return "json"
	case "UUID":
		return "uuid"
	case "GEOMETRY":
		return "geometry"
	case "VARIANT":
		return "variant"
	}
	return "any"
}

// typeRank orders an overload's parameter types by how ordinary they are, so that among the
// shortest overloads the Concretizer fills the one a test would call (abs(INTEGER), not
// abs(UTINYINT)).
func typeRank(params []string) int {
	rank := 0
	for _, p := range params {
		switch strings.ToUpper(p) {
		case "INTEGER", "BIGINT", "VARCHAR", "DOUBLE", "ANY", "ANY[]":
		case "BOOLEAN", "DATE", "TIMESTAMP", "DECIMAL", "INTERVAL", "TIME", "BLOB", "JSON", "LAMBDA":
			rank++
		default:
			rank += 2
		}
	}
	return rank
}

var _ dbms.Signer = (*Target)(nil)

// operatorName is an operator's symbol as duckdb_functions() names it ("+", "//", "->>"); a
// name of another shape that is not callable (an internal helper) is neither.
var operatorName = regexp.MustCompile(`^[-+*/<>=~!@#%^&|?]+$`)

// Signatures reads every overload of DuckDB's built-in functions and operators from
// duckdb_functions() (a macro's parameters have no type: ANY; a table function has no
// stability, and is not volatile), and its type names from
// duckdb_types(), each with the logical type it denotes.
func (t *Target) Signatures(ctx context.Context) (dbms.Signatures, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.closed {
		return dbms.Signatures{}, fmt.Errorf("target %s: %w (closed)", t.name, dbms.ErrServerGone)
	}
	rows, err := t.text.queryText(t.text.conn, `SELECT function_name, function_type, array_to_string(parameters, chr(31)),
			array_to_string(parameter_types, chr(31)), varargs, return_type, stability
		FROM duckdb_functions() WHERE internal AND function_type <> 'pragma'`)
	if err != nil {
		return dbms.Signatures{}, fmt.Errorf("target %s: read duckdb_functions(): %w", t.name, err)
	}
	types, err := t.text.queryText(t.text.conn, `SELECT DISTINCT lower(type_name), logical_type FROM duckdb_types()`)
	if err != nil {
		return dbms.Signatures{}, fmt.Errorf("target %s: read duckdb_types(): %w", t.name, err)
	}
	return signatures(rows, types), nil
}

// signatures turns the rows of Signatures' queries into overloads and type names.
func signatures(rows, types [][]*string) dbms.Signatures {
	var out dbms.Signatures
	for _, r := range rows {
		name, kind := cell(r[0]), dbms.OverloadFunction
		switch {
		case operatorName.MatchString(name):
			kind = dbms.OverloadOperator
		case !callable.MatchString(name):
			continue
		case strings.HasPrefix(cell(r[1]), "table"):
			kind = dbms.OverloadTable
		}
		args := cellList(r[3])
		if n := len(cellList(r[2])); len(args) != n {
			// A macro's parameters have no type.
			args = slices.Repeat([]string{"ANY"}, n)
		}
		o := dbms.Overload{Name: strings.ToUpper(name), Kind: kind, Args: args, Result: cell(r[5]),
			Volatile: volatile(r[6])}
		if v := cell(r[4]); v != "" {
			o.Args, o.Variadic = append(o.Args, v), true
		}
		out.Overloads = append(out.Overloads, o)
	}
	out.Types = map[string]string{}
	for _, r := range types {
		out.Types[cell(r[0])] = cell(r[1])
	}
	return out
}
