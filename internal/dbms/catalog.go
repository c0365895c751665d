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

// helpSyntax finds "NAME(args)" in a MariaDB/MySQL help text.
var helpSyntax = regexp.MustCompile(`(?m)^\s*([A-Z_][A-Z0-9_]*)\s*\(([^)\n]*)\)`)

// Catalog reads MariaDB's/MySQL's help tables: every help topic that the help text shows
// called as NAME(args) is a function of its help category, with its arity read from that syntax
// ([optional] arguments and ... counted as such).
func (t *mysqlTarget) Catalog(ctx context.Context) ([]CatalogFunction, error) {
	rows, err := t.db.QueryContext(ctx, `SELECT t.name, c.name, t.description
		FROM mysql.help_topic t JOIN mysql.help_category c ON t.help_category_id = c.help_category_id`)
	if err != nil {
		return nil, fmt.Errorf("target %s: read the help tables: %w", t.name, err)
	}
	defer rows.Close()
	var out []CatalogFunction
	for rows.Next() {
		var name, family, desc string
		if err := rows.Scan(&name, &family, &desc); err != nil {
			return nil, err
		}
		for _, m := range helpSyntax.FindAllStringSubmatch(desc, -1) {
			if !strings.EqualFold(m[1], name) {
				continue
			}
			min, max := arity(m[2])
			out = append(out, CatalogFunction{Name: strings.ToUpper(name), Family: family, MinArgs: min, MaxArgs: max})
			break
		}
	}
	return out, rows.Err()
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
	sum := sha256.Sum256([]byte(info.Product + "\x00" + info.Version))
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
