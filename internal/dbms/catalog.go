package dbms

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// CatalogFunction is a built-in function as the server's own catalog describes it.
type CatalogFunction struct {
	Name string `json:"name"`
	// Family is the catalog's grouping: a MariaDB help category ("Date and Time Functions"), or
	// the PostgreSQL type category of the result ("D" for date/time).
	Family string `json:"family"`
	// MinArgs and MaxArgs bound the number of arguments; MaxArgs -1 means variadic.
	MinArgs  int      `json:"min_args"`
	MaxArgs  int      `json:"max_args"`
	ArgTypes []string `json:"arg_types,omitempty"`
	Result   string   `json:"result,omitempty"`
}

// Cataloger is a target that can list its built-in functions.
type Cataloger interface {
	Catalog(ctx context.Context) ([]CatalogFunction, error)
}

var (
	_ Cataloger = (*mysqlTarget)(nil)
	_ Cataloger = (*postgresTarget)(nil)
	_ Cataloger = (*gmsTarget)(nil)
)

// helpSyntax finds "NAME(args)" at the start of a line of a MariaDB/MySQL help text: the
// syntax the text states; helpCall finds it anywhere, as the examples call it.
var (
	helpSyntax = regexp.MustCompile(`(?m)^\s*([A-Z_][A-Z0-9_]*)\s*\(([^)\n]*)\)`)
	helpCall   = regexp.MustCompile(`(?:^|[^A-Za-z0-9_])([A-Z_][A-Z0-9_]*)\s*\(([^)\n]*)\)`)
)

// Catalog reads MariaDB's/MySQL's help tables: every help topic that the help text shows
// called as NAME(args) is a function of its help category, with its arity read from that syntax
// ([optional] arguments and ... counted as such). A text that states no syntax line (some
// releases' ROUND) is read from its examples' calls, the fewest and most arguments they pass.
// Topic names are read as the function's name: unescaped (INET\_NTOA) and without the word
// that tells a function from a statement of the same name ("REPLACE Function").
func (t *mysqlTarget) Catalog(ctx context.Context) ([]CatalogFunction, error) {
	rows, err := t.db.QueryContext(ctx, `SELECT t.name, c.name, t.description
		FROM mysql.help_topic t JOIN mysql.help_category c ON t.help_category_id = c.help_category_id`)
	if err != nil {
		return nil, fmt.Errorf("target %s: read the help tables: %w", t.name, err)
	}
	defer rows.Close()
	var out []CatalogFunction
	for rows.Next() {
		var topic, family, desc string
		if err := rows.Scan(&topic, &family, &desc); err != nil {
			return nil, err
		}
		if f, ok := helpFunction(topic, family, desc); ok {
			out = append(out, f)
		}
	}
	return out, rows.Err()
}

// helpFunction reads one help topic as a function, if its text calls it.
func helpFunction(topic, family, desc string) (CatalogFunction, bool) {
	words := strings.Fields(strings.ReplaceAll(topic, `\`, ""))
	if len(words) == 0 {
		return CatalogFunction{}, false
	}
	name := words[0]
	for _, m := range helpSyntax.FindAllStringSubmatch(desc, -1) {
		if strings.EqualFold(m[1], name) {
			min, max := arity(m[2])
			return CatalogFunction{Name: strings.ToUpper(name), Family: family, MinArgs: min, MaxArgs: max}, true
		}
	}
	f := CatalogFunction{Name: strings.ToUpper(name), Family: family, MinArgs: -1}
	for _, m := range helpCall.FindAllStringSubmatch(desc, -1) {
		if !strings.EqualFold(m[1], name) {
			continue
		}
		n, _ := arity(m[2])
		if f.MinArgs < 0 || n < f.MinArgs {
			f.MinArgs = n
		}
		f.MaxArgs = max(f.MaxArgs, n)
	}
	return f, f.MinArgs >= 0
}

// arity counts the arguments of a help syntax such as "str,len", "seq, next[, is_used[, round]]"
// or "expr[, expr] ...": required ones stand outside brackets, "..." makes it variadic.
func arity(args string) (min, max int) {
	var required strings.Builder
	depth := 0
	for _, c := range args {
		switch {
		case c == '[':
			depth++
		case c == ']':
			depth--
		case depth == 0:
			required.WriteRune(c)
		}
	}
	for _, p := range strings.Split(strings.ReplaceAll(required.String(), "...", ""), ",") {
		if strings.TrimSpace(p) != "" {
			min++
		}
	}
	if strings.Contains(args, "...") {
		return min, -1
	}
	for _, p := range strings.Split(strings.NewReplacer("[", ",", "]", ",").Replace(args), ",") {
		if strings.TrimSpace(p) != "" {
			max++
		}
	}
	return min, max
}

// Catalog reads pg_proc's normal functions in pg_catalog; a function's family is the type
// category of what it returns.
func (t *postgresTarget) Catalog(ctx context.Context) ([]CatalogFunction, error) {
	rows, err := t.admin.Query(ctx, `SELECT p.proname, ty.typcategory::text, p.pronargs - p.pronargdefaults,
			CASE WHEN p.provariadic <> 0 THEN -1 ELSE p.pronargs END,
			coalesce(p.proargtypes::regtype[]::text[], '{}'), p.prorettype::regtype::text
		FROM pg_proc p JOIN pg_type ty ON ty.oid = p.prorettype
		WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.prokind = 'f' AND p.proname !~ '^_'
		ORDER BY p.proname, p.oid`)
	if err != nil {
		return nil, fmt.Errorf("target %s: read pg_proc: %w", t.name, err)
	}
	defer rows.Close()
	var out []CatalogFunction
	for rows.Next() {
		var f CatalogFunction
		var min, max int16
		if err := rows.Scan(&f.Name, &f.Family, &min, &max, &f.ArgTypes, &f.Result); err != nil {
			return nil, err
		}
		f.Name, f.Family, f.MinArgs, f.MaxArgs = strings.ToUpper(f.Name), "typcategory "+f.Family, int(min), int(max)
		out = append(out, f)
	}
	return out, rows.Err()
}

// catalogReader names the way the catalogs are read; a change to it (a help text read
// differently) is a new cache entry, never an old catalog served again.
const catalogReader = "2"

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
