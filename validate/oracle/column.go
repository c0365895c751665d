// Constant versus column: the same expression over literals and over a table holding them.
//
// Invariant. A query without FROM that computes over literals, SELECT f('a', 2), returns what
// the same expression returns over a one-row table whose columns hold those literals,
// CREATE TABLE t AS SELECT 'a' AS c1, 2 AS c2; SELECT f(c1, c2) FROM t: the table gives each
// column the literal's own type, so only the path differs, constant folding and prepare-time
// evaluation on one side, evaluation per row with the column's declared type on the other.
// go-mysql-server's and MariaDB's fixes keep repairing one of the two paths (a function correct on
// a literal and wrong on a TINYINT column, or the reverse).
//
// Where it applies: a SELECT, or the query of CREATE VIEW, CREATE TABLE ... AS or INSERT ...
// SELECT (statement.go), with no FROM, no subquery, no window, no ORDER BY, GROUP BY or LIMIT
// (their numbers are positions), and a literal inside a call or an operation. Each number and
// quoted string becomes a column but NULL (a column of no type), a literal that must stay one (a
// type's length, CAST(x AS DECIMAL(10,2)); an alias; an INTERVAL's or typed literal's text; LIKE's
// ESCAPE; GROUP_CONCAT's SEPARATOR) and one with an introducer or prefix (_utf8'a', X'0A').
//
// Blind spots. A column is IMPLICIT where a literal is COERCIBLE: a collation clash the
// literal escapes fails on the column, and a query that fails on either side is not validated,
// not a violation. PostgreSQL and DuckDB resolve an untyped string literal to the type a
// function wants, a text column they do not: those fail too. A literal's type that CREATE TABLE
// ... AS widens or narrows (a server that stores a DECIMAL literal with another scale) shows as a
// violation on a correct server only if the value printed changes. A function that reports its
// argument's derivation (COERCIBILITY, COLLATION, PostgreSQL's pg_typeof) is left alone, and so
// is one whose result holds a column's name (DuckDB's alias()): it read the expression's text.

package oracle

import (
	"context"
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Column checks query with the constant-versus-column oracle on tg, after opts.Setup.
func Column(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, ColumnOracle, query, opts)
}

// constsTable is the table holding the literals, unlikely to clash with the test's names.
const constsTable = "reaper_consts"

// mustStayLiteral are the words after which a literal is part of the syntax, not a value: an
// alias, an interval's or a typed literal's text, LIKE's escape, GROUP_CONCAT's separator, a
// character set.
var mustStayLiteral = map[string]bool{"AS": true, "INTERVAL": true, "DATE": true, "TIME": true, "TIMESTAMP": true,
	"ESCAPE": true, "SEPARATOR": true, "SET": true, "CHARSET": true, "COLLATE": true}

// typeWords name types whose parentheses hold lengths, precisions and scales, which must be
// literals (CAST(x AS DECIMAL(10,2)), CONVERT(x, CHAR(3))). CHAR(65), the function, is left alone too.
var typeWords = map[string]bool{"CHAR": true, "VARCHAR": true, "NCHAR": true, "BINARY": true, "VARBINARY": true,
	"DECIMAL": true, "DEC": true, "NUMERIC": true, "FLOAT": true, "DOUBLE": true, "REAL": true, "DATETIME": true,
	"TIME": true, "TIMESTAMP": true, "BIT": true, "INT": true, "INTEGER": true, "BIGINT": true, "SMALLINT": true,
	"TINYINT": true, "MEDIUMINT": true, "SIGNED": true, "UNSIGNED": true, "VARYING": true, "INTERVAL": true}

// derivation are the functions whose value is a property of their argument's derivation, not
// of its value: a literal is COERCIBLE and a column IMPLICIT, and their collation or type name
// may differ by definition.
var derivation = map[string]bool{"COERCIBILITY": true, "COLLATION": true, "CHARSET": true, "PG_TYPEOF": true,
	"PG_COLLATION_FOR": true, "TYPEOF": true}

// maxColumns bounds the literals moved into the table.
const maxColumns = 16

// literal is a literal's span of tokens, [from, to].
type literal struct{ from, to int }

func columnPlan(sql string) (plan, string) {
	q, why := innerQuery(sql)
	if why != "" {
		return plan{}, why
	}
	for _, i := range topLevel(q.toks) {
		switch q.toks[i].upper {
		case "FROM", "ORDER", "GROUP", "LIMIT", "OFFSET", "FETCH", "WINDOW", "INTO", "UNION", "INTERSECT", "EXCEPT":
			return plan{}, "a " + q.toks[i].upper + " clause: the oracle takes a query over literals alone"
		}
	}
	for i, t := range q.toks {
		if i > 0 && (t.upper == "SELECT" || t.upper == "OVER" || t.upper == "VALUES") {
			return plan{}, "a subquery or window: its literals are not the query's alone"
		}
	}
	for i, t := range q.toks {
		if derivation[t.upper] && tokenAt(q.toks, i+1).kind == tokOpen {
			return plan{}, t.upper + "() reports how its argument was derived (a literal or a column), which the oracle changes"
		}
	}
	lits, inside := literals(q.toks)
	if len(lits) == 0 || !inside {
		return plan{}, "no literal inside a call or an operation to read from a column"
	}
	var cols, list []string
	var b strings.Builder
	last := q.toks[0].start
	base := q.toks[0].start
	for k, l := range lits {
		name := fmt.Sprintf("reaper_c%d", k+1)
		text := q.sql[q.toks[l.from].start-base : q.toks[l.to].end-base]
		cols = append(cols, name)
		list = append(list, text+" AS "+name)
		b.WriteString(q.sql[last-base : q.toks[l.from].start-base])
		b.WriteString(name)
		last = q.toks[l.to].end
	}
	b.WriteString(q.sql[last-base:])
	over := b.String() + " FROM " + constsTable
	return plan{
		variant: strings.Join(cols, ", "),
		queries: []string{q.sql, "CREATE TABLE " + constsTable + " AS SELECT " + strings.Join(list, ", "), over},
		compare: func(rs []dbms.Result) (Verdict, string) {
			if name := namesAsValues(rs[2].Rows, cols); name != "" {
				return NotApplicable, "the query over the table returns its column's name " + name + " as a value: the expression's name is read " +
					"(DuckDB's alias()), which the oracle changes"
			}
			return compareRows("the query over literals", rs[0].Rows, "the query over a table holding them", rs[2].Rows)
		},
	}, ""
}

// namesAsValues returns the first of the oracle's column names that a cell of rows holds, or
// "": a value only an expression's own text gives, never a value the literals could compute.
func namesAsValues(rows [][]*string, names []string) string {
	for _, row := range rows {
		for _, cell := range row {
			for _, n := range names {
				if cell != nil && strings.Contains(*cell, n) {
					return n
				}
			}
		}
	}
	return ""
}

// literals finds the literals of a query's tokens that may become columns, at most maxColumns,
// and says whether one stands inside parentheses or next to an operator (an expression, not a
// bare select-list value).
func literals(toks []token) ([]literal, bool) {
	var out []literal
	inside := false
	var opens []int // indexes of the open parentheses around the token
	for i := 0; i < len(toks) && len(out) < maxColumns; i++ {
		t := toks[i]
		switch t.kind {
		case tokOpen:
			opens = append(opens, i)
			continue
		case tokClose:
			if len(opens) > 0 {
				opens = opens[:len(opens)-1]
			}
			continue
		}
		l, ok := literalAt(toks, i)
		if !ok {
			continue
		}
		i = l.to
		prev := tokenAt(toks, l.from-1)
		if mustStayLiteral[prev.upper] || prev.end == t.start && prev.kind == tokWord || structKey(toks, l) ||
			len(opens) > 0 && typeWords[tokenAt(toks, opens[len(opens)-1]-1).upper] {
			continue
		}
		out = append(out, l)
		if len(opens) > 0 || prev.kind == tokOther || tokenAt(toks, l.to+1).kind == tokOther {
			inside = true
		}
	}
	return out, inside
}

// structKey reports whether the literal is a key a colon follows (DuckDB's {'a': 1}): the name of
// a field, syntax like an alias; a cast's double colon ('1'::INT) is not one.
func structKey(toks []token, l literal) bool {
	next, after := tokenAt(toks, l.to+1), tokenAt(toks, l.to+2)
	return next.text == ":" && !(after.text == ":" && after.start == next.end)
}

// literalAt returns the literal starting at toks[i]: a single-quoted string, or a number (the
// lexer reads 1.5, .5 and 1e-5 as one token each; one that starts with its point is left alone).
func literalAt(toks []token, i int) (literal, bool) {
	t := toks[i]
	switch {
	case t.kind == tokQuoted && strings.HasPrefix(t.text, "'"):
		return literal{i, i}, true
	case t.kind != tokWord || t.text[0] < '0' || t.text[0] > '9':
		return literal{}, false
	}
	return literal{i, i}, true
}
