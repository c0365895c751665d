// The query inside a statement, for the round trips (ctas.go, insert.go, view.go, prepared.go,
// wrap.go). They need no FROM and move no clause: they evaluate one query twice, once directly
// and once through a table, a view or a prepared statement, so they take any query the
// splitter's token checks pass (one statement, deterministic, no window function, no row limit
// without ORDER BY), and also the query a statement stores: CREATE VIEW ... AS q, CREATE TABLE
// ... [AS] q, INSERT INTO ... q. A sibling test's key statement is often one of these (a fix to
// a view's or a stored column's type is tested through one), and its query is where the
// sibling's construct is evaluated.
//
// Blind spots. The statement's own effect (the view, table or rows it makes) is not checked
// here, only its query; a parenthesised query and INSERT ... ON DUPLICATE KEY UPDATE, ON
// CONFLICT or RETURNING are refused rather than cut.

package oracle

import (
	"strings"

	"github.com/reaper-sql/reaper/base/dialect"
)

// inner is the query a statement evaluates, checked for the round trips.
type inner struct {
	sql  string
	with bool // it starts with WITH
	toks []token
}

// innerQuery finds the query sql evaluates, or says why there is none the round trips take.
func innerQuery(sql string) (inner, string) {
	clean, toks, why := lexStatement(sql)
	if why != "" {
		return inner{}, why
	}
	start, end := -1, len(toks)
	switch toks[0].upper {
	case "SELECT", "WITH":
		start = 0
	case "CREATE":
		start, end = createdQuery(toks), checkOptionAt(toks)
	case "INSERT", "REPLACE":
		start = insertedQuery(toks)
	}
	if start < 0 {
		return inner{}, "no query to evaluate: the round trips take a SELECT, or the query of CREATE VIEW, CREATE TABLE ... AS or INSERT ... SELECT"
	}
	if toks = toks[start:end]; len(toks) == 0 {
		return inner{}, "empty query"
	}
	if why := checkTokens(toks, false); why != "" {
		return inner{}, why
	}
	return inner{sql: strings.TrimSpace(clean[toks[0].start:toks[len(toks)-1].end]), with: toks[0].upper == "WITH", toks: toks}, ""
}

// innerQueryWithout is innerQuery for a round trip that puts the query where not every dialect
// takes a leading WITH (in): such a query is refused.
func innerQueryWithout(sql, in string) (inner, string) {
	q, why := innerQuery(sql)
	if why == "" && q.with {
		why = "a leading WITH: not every dialect takes " + in
	}
	return q, why
}

// topLevel returns the indexes of the tokens outside any parentheses; an opening parenthesis at
// the top level counts, so a parenthesised group is one entry.
func topLevel(toks []token) []int {
	var top []int
	depth := 0
	for i, t := range toks {
		switch t.kind {
		case tokOpen:
			depth++
		case tokClose:
			depth--
			continue
		}
		if depth == 0 || t.kind == tokOpen && depth == 1 {
			top = append(top, i)
		}
	}
	return top
}

// createdQuery returns where the query of CREATE ... VIEW name AS q or CREATE ... TABLE name
// ... [AS] q starts, or -1.
func createdQuery(toks []token) int {
	top := topLevel(toks)
	for k, i := range top {
		switch toks[i].upper {
		case "VIEW":
			for _, j := range top[k+1:] {
				if toks[j].upper == "AS" && j+1 < len(toks) && (toks[j+1].upper == "SELECT" || toks[j+1].upper == "WITH") {
					return j + 1
				}
			}
			return -1
		case "TABLE":
			return firstQueryWord(toks, top[k+1:])
		}
	}
	return -1
}

// checkOptionAt returns where a view's trailing WITH [CASCADED | LOCAL] CHECK OPTION starts, or
// len(toks) when it has none.
func checkOptionAt(toks []token) int {
	n := len(toks)
	if n < 3 || toks[n-1].upper != "OPTION" || toks[n-2].upper != "CHECK" {
		return n
	}
	cut := n - 3
	if toks[cut].upper == "CASCADED" || toks[cut].upper == "LOCAL" {
		cut--
	}
	if cut >= 0 && toks[cut].upper == "WITH" {
		return cut
	}
	return n
}

// insertedQuery returns where the query of INSERT ... SELECT starts, or -1 for VALUES, SET and
// the clauses that act on the rows after the query (ON DUPLICATE KEY UPDATE, ON CONFLICT,
// RETURNING).
func insertedQuery(toks []token) int {
	top := topLevel(toks)
	for _, i := range top {
		switch toks[i].upper {
		case "DUPLICATE", "CONFLICT", "RETURNING":
			return -1
		}
	}
	return firstQueryWord(toks, top)
}

// firstQueryWord returns the first of the given token indexes that starts a SELECT or WITH, or
// -1.
func firstQueryWord(toks []token, at []int) int {
	for _, i := range at {
		switch toks[i].upper {
		case "SELECT", "WITH":
			return i
		case "VALUES", "VALUE", "SET", "LIKE":
			return -1
		}
	}
	return -1
}

// mysqlString quotes s as a MySQL string literal.
func mysqlString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `''`).Replace(s) + "'"
}

// postgresLike says whether product (dbms.Info.Product) writes views and prepared statements
// as PostgreSQL does: PostgreSQL, CockroachDB and DuckDB.
func postgresLike(product string) bool {
	return dialect.FamilyOf(product).Dialect() != dialect.MySQL
}
