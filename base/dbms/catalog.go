package dbms

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// CatalogFunction is a built-in function as the server's own catalog describes it.
type CatalogFunction struct {
	Name string `json:"name"`
	// Family is the catalog's grouping: a MariaDB help category ("Date and Time Functions"),
	// the PostgreSQL type category of the result ("typcategory D" for date/time) or its kind
	// ("aggregate", "window"), DuckDB's function type.
	Family string `json:"family"`
	// MinArgs and MaxArgs bound the number of arguments; MaxArgs -1 means variadic, MinArgs -1
	// that the catalog has the function but cannot tell its arity.
	MinArgs  int      `json:"min_args"`
	MaxArgs  int      `json:"max_args"`
	ArgTypes []string `json:"arg_types,omitempty"`
	Result   string   `json:"result,omitempty"`
	// Volatile says the catalog marks the function (one of its overloads) as giving another
	// value from call to call or from statement to statement with the same arguments: DuckDB's
	// stability VOLATILE or CONSISTENT_WITHIN_QUERY (random(), now()), PostgreSQL's provolatile
	// 'v'. A query calling one gives two correct runs different results.
	Volatile bool `json:"volatile,omitempty"`
	// Handler names the DBMS's implementation of the function, where the catalog can tell:
	// names with one Handler are one piece of code (go-mysql-server's SUBSTRING, MID and SUBSTR
	// build one Go type; DuckDB's substr is an alias of substring), so a defect reached through
	// each of them is one bug. Empty: the name is its own implementation, or the catalog does
	// not say.
	Handler string `json:"handler,omitempty"`
}

// Cataloger is a target that can list its built-in functions.
type Cataloger interface {
	Catalog(ctx context.Context) ([]CatalogFunction, error)
}

// Namer is a target that can list the names it defines for kinds of name a statement spells:
// "charset" and "collation" (grammars.NameCharset, NameCollation), each list with the server's
// default first, so that a sibling that names a character set names one the target has.
type Namer interface {
	Names(ctx context.Context) (map[string][]string, error)
}

// catalogReader names the way the catalogs are read; a change to it (a help text read
// differently) is a new cache entry, never an old catalog served again.
const catalogReader = "8"

// CachedCatalog returns the catalog of tg, read from the cache directory dir when an earlier
// call stored it for the same product and version, else from the server (and then stored).
func CachedCatalog(ctx context.Context, tg Target, dir string) ([]CatalogFunction, error) {
	c, ok := tg.(Cataloger)
	if !ok {
		return nil, fmt.Errorf("this target has no catalog of built-in functions to read")
	}
	info, err := tg.Info(ctx)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256([]byte(catalogReader + "\x00" + info.Product + "\x00" + info.Version))
	path := filepath.Join(dir, "catalog-"+hex.EncodeToString(sum[:8])+".json")
	if b, err := os.ReadFile(path); err == nil {
		var fns []CatalogFunction
		if json.Unmarshal(b, &fns) == nil {
			return fns, nil
		}
	}
	fns, err := c.Catalog(ctx)
	if err != nil {
		return nil, err
	}
	if b, err := json.Marshal(fns); err == nil && os.MkdirAll(dir, 0o755) == nil {
		// A cache that cannot be written only costs the next call a read of the server.
		_ = os.WriteFile(path, b, 0o644)
	}
	return fns, nil
}

// Overload is one signature of a built-in function or operator as the server's catalog
// declares it: the unit a comparison of two engines' catalogs matches (validate.SharedCatalog).
type Overload struct {
	// Name is the function's name in upper case, or an operator's symbol.
	Name string `json:"name"`
	// Kind is "function" (scalar, aggregate or window) or "operator"; a table function is a
	// "table".
	Kind string `json:"kind"`
	// Args are the argument types as the catalog spells them; Variadic says the last one
	// repeats.
	Args     []string `json:"args,omitempty"`
	Variadic bool     `json:"variadic,omitempty"`
	// Result is the result type as the catalog spells it; empty where it gives none.
	Result string `json:"result,omitempty"`
	// Volatile says the catalog does not promise the same value for the same arguments in any
	// session: DuckDB's stability VOLATILE or CONSISTENT_WITHIN_QUERY, PostgreSQL's provolatile
	// 'v' or 's' (a stable function reads the session: the transaction's start, the schema,
	// the time zone).
	Volatile bool `json:"volatile,omitempty"`
}

// Overload kinds.
const (
	OverloadFunction = "function"
	OverloadOperator = "operator"
	OverloadTable    = "table"
)

// Signatures are what a server's catalog says of the signatures of its built-in functions and
// operators, each overload apart, and of the names of its types.
type Signatures struct {
	Overloads []Overload `json:"overloads"`
	// Types maps each type name the server accepts, in lower case, to the type it denotes
	// as the server names that type ("int4" to "integer", "float" to "FLOAT"); nil where the
	// server cannot list its names (PostgreSQL's grammar spells types pg_type does not name:
	// ask it with TypeResolver).
	Types map[string]string `json:"types,omitempty"`
}

// Signer is a target that can list its functions' and operators' signatures, overload by
// overload.
type Signer interface {
	Signatures(ctx context.Context) (Signatures, error)
}

// TypeResolver is a target that can say which type each of names denotes on it.
type TypeResolver interface {
	// ResolveTypes maps each of names to the type it denotes, as the server names that type;
	// a name the server does not know is left out.
	ResolveTypes(ctx context.Context, names []string) (map[string]string, error)
}
