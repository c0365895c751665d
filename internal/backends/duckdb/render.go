//go:build cgo

package duckdb

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/duckdb/duckdb-go/v2/mapping"
)

// Results as text.
//
// The other backends record a value as the server's text form (psql's, the MySQL protocol's).
// DuckDB hands a client typed vectors, and its text form is its CAST to VARCHAR, which is also
// what its sqllogictest runner compares. Formatting the Go values the driver decodes would be a
// second implementation of DuckDB's casts (its shortest float form, nested values with their
// quoting rules, intervals, time zones) that drifts from the real one; and wrapping the test's
// query in a cast would change the query under test. So the result's chunks are appended, as
// they are, to a private database through an appender whose query casts every column to VARCHAR
// (duckdb_appender_create_query), and the text is read back from there: DuckDB's own cast, on
// the exact values, with the test's database untouched.

// render returns the rows of res as DuckDB's VARCHAR casts, NULL as nil. settings run first on
// the text database's connection (the test's TimeZone and Calendar).
func (in *instance) render(res *mapping.Result, types []mapping.LogicalType, kw keywords, settings []string) ([][]*string, error) {
	n := len(types)
	cols := make([]string, n)
	casts := make([]string, n)
	text := make([]string, n)
	for i := range n {
		cols[i] = "c" + strconv.Itoa(i+1)
		casts[i] = "CAST(" + cols[i] + " AS VARCHAR)"
		text[i] = cols[i] + " VARCHAR"
	}
	for _, s := range append(settings, "CREATE OR REPLACE TABLE text ("+strings.Join(text, ", ")+")") {
		if err := in.exec(in.conn, s); err != nil {
			return nil, err
		}
	}
	var app mapping.Appender
	if mapping.AppenderCreateQuery(in.conn, "INSERT INTO text SELECT "+strings.Join(casts, ", ")+" FROM appended", types, "appended", cols, &app) == mapping.StateError {
		err := fmt.Errorf("an appender for types %s: %s", kw.typeNames(types), mapping.AppenderError(app))
		mapping.AppenderDestroy(&app)
		return nil, err
	}
	failed := func(what string) error {
		err := fmt.Errorf("%s: %s", what, mapping.AppenderError(app))
		mapping.AppenderDestroy(&app)
		return err
	}
	for {
		chunk := mapping.FetchChunk(*res)
		if chunk.Ptr == nil {
			break
		}
		state := mapping.AppendDataChunk(app, chunk)
		mapping.DestroyDataChunk(&chunk)
		if state == mapping.StateError {
			return nil, failed("append a chunk of types " + kw.typeNames(types))
		}
	}
	if mapping.AppenderClose(app) == mapping.StateError {
		return nil, failed("cast types " + kw.typeNames(types) + " to VARCHAR")
	}
	mapping.AppenderDestroy(&app)
	// The text database has one thread, and a one-thread scan returns rows in the order they
	// were inserted: the result's order.
	return in.queryText(in.conn, "SELECT * FROM text")
}

func (kw keywords) typeNames(types []mapping.LogicalType) string {
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = kw.typeName(t)
	}
	return strings.Join(names, ", ")
}

// simpleTypes are the names DuckDB prints (typeof, DESCRIBE) for the types without parameters.
var simpleTypes = map[mapping.Type]string{
	mapping.TypeBoolean:     "BOOLEAN",
	mapping.TypeTinyInt:     "TINYINT",
	mapping.TypeSmallInt:    "SMALLINT",
	mapping.TypeInteger:     "INTEGER",
	mapping.TypeBigInt:      "BIGINT",
	mapping.TypeUTinyInt:    "UTINYINT",
	mapping.TypeUSmallInt:   "USMALLINT",
	mapping.TypeUInteger:    "UINTEGER",
	mapping.TypeUBigInt:     "UBIGINT",
	mapping.TypeFloat:       "FLOAT",
	mapping.TypeDouble:      "DOUBLE",
	mapping.TypeTimestamp:   "TIMESTAMP",
	mapping.TypeDate:        "DATE",
	mapping.TypeTime:        "TIME",
	mapping.TypeInterval:    "INTERVAL",
	mapping.TypeHugeInt:     "HUGEINT",
	mapping.TypeUHugeInt:    "UHUGEINT",
	mapping.TypeVarchar:     "VARCHAR",
	mapping.TypeBlob:        "BLOB",
	mapping.TypeTimestampS:  "TIMESTAMP_S",
	mapping.TypeTimestampMS: "TIMESTAMP_MS",
	mapping.TypeTimestampNS: "TIMESTAMP_NS",
	mapping.TypeUUID:        "UUID",
	mapping.TypeBit:         "BIT",
	mapping.TypeTimeTZ:      "TIME WITH TIME ZONE",
	mapping.TypeTimestampTZ: "TIMESTAMP WITH TIME ZONE",
	mapping.TypeBigNum:      "BIGNUM",
	mapping.TypeSQLNull:     `"NULL"`,
	mapping.TypeTimeNS:      "TIME_NS",
	mapping.TypeGeometry:    "GEOMETRY",
	mapping.TypeVariant:     "VARIANT",
	typeTimestampTZNS:       "TIMESTAMPTZ_NS",
}

// typeTimestampTZNS is DuckDB 2.0's nanosecond timestamp with a time zone (the C API's
// DUCKDB_TYPE_TIMESTAMP_TZ_NS), as typeof names it. The driver's mapping does not name the type
// yet, and the bindings of releases before 2.0 (which never return it) have no name for it: by
// its number, the package builds against every release (duckdb:1.5.5).
const typeTimestampTZNS mapping.Type = 42

// keywords are DuckDB's keywords (duckdb_keywords(), every category): a field name that is one
// is quoted in a type's name.
type keywords map[string]bool

// typeName is the name DuckDB prints for a column's type (its typeof): a type's alias (JSON, a
// user's type) where it has one, parameters and nested types spelled out.
func (kw keywords) typeName(t mapping.LogicalType) string {
	if alias := mapping.LogicalTypeGetAlias(t); alias != "" {
		return alias
	}
	id := mapping.GetTypeId(t)
	switch id {
	case mapping.TypeDecimal:
		return fmt.Sprintf("DECIMAL(%d,%d)", mapping.DecimalWidth(t), mapping.DecimalScale(t))
	case mapping.TypeEnum:
		n := int(mapping.EnumDictionarySize(t))
		vals := make([]string, n)
		for i := range n {
			vals[i] = quote(mapping.EnumDictionaryValue(t, mapping.IdxT(i)))
		}
		return "ENUM(" + strings.Join(vals, ", ") + ")"
	case mapping.TypeList:
		c := mapping.ListTypeChildType(t)
		defer mapping.DestroyLogicalType(&c)
		return kw.typeName(c) + "[]"
	case mapping.TypeArray:
		c := mapping.ArrayTypeChildType(t)
		defer mapping.DestroyLogicalType(&c)
		return fmt.Sprintf("%s[%d]", kw.typeName(c), mapping.ArrayTypeArraySize(t))
	case mapping.TypeMap:
		k, v := mapping.MapTypeKeyType(t), mapping.MapTypeValueType(t)
		defer mapping.DestroyLogicalType(&k)
		defer mapping.DestroyLogicalType(&v)
		return "MAP(" + kw.typeName(k) + ", " + kw.typeName(v) + ")"
	case mapping.TypeStruct:
		// DuckDB 2.0 names a struct without fields STRUCT, and one whose fields have no names
		// (a row value) a TUPLE of the fields' types.
		n := int(mapping.StructTypeChildCount(t))
		if n == 0 {
			return "STRUCT"
		}
		fields := make([]string, n)
		named := false
		for i := range n {
			c := mapping.StructTypeChildType(t, mapping.IdxT(i))
			name := mapping.StructTypeChildName(t, mapping.IdxT(i))
			named = named || name != ""
			fields[i] = kw.quoteIdent(name) + " " + kw.typeName(c)
			if name == "" {
				fields[i] = kw.typeName(c)
			}
			mapping.DestroyLogicalType(&c)
		}
		if !named {
			return "TUPLE(" + strings.Join(fields, ", ") + ")"
		}
		return "STRUCT(" + strings.Join(fields, ", ") + ")"
	case mapping.TypeUnion:
		n := int(mapping.UnionTypeMemberCount(t))
		members := make([]string, n)
		for i := range n {
			c := mapping.UnionTypeMemberType(t, mapping.IdxT(i))
			members[i] = kw.quoteIdent(mapping.UnionTypeMemberName(t, mapping.IdxT(i))) + " " + kw.typeName(c)
			mapping.DestroyLogicalType(&c)
		}
		return "UNION(" + strings.Join(members, ", ") + ")"
	}
	if s, ok := simpleTypes[id]; ok {
		return s
	}
	return fmt.Sprintf("type %d", int(id))
}

// quoteIdent writes a field name as DuckDB's type names do: quoted when it is a keyword, starts
// with a digit or holds anything but ASCII letters, digits and underscores.
func (kw keywords) quoteIdent(s string) string {
	plain := s != "" && !kw[strings.ToLower(s)]
	for i, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || i > 0 && c >= '0' && c <= '9') {
			plain = false
		}
	}
	if plain {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}
