package validate

import (
	"strings"

	"github.com/reaper-sql/reaper/base/sqllex"
)

// The statements a reference of another dialect family is given are read here (shared.go):
// just enough of PostgreSQL's and DuckDB's shared lexical rules to find calls,
// operators and type names.

// at returns toks[i], or the zero token out of range.
func at(toks []sqllex.Token, i int) sqllex.Token {
	if i < 0 || i >= len(toks) {
		return sqllex.Token{}
	}
	return toks[i]
}

// lexShared reads sql under PostgreSQL's lexical rules, which DuckDB shares, without its
// comments. Text it cannot read (an unterminated quote) ends the tokens there.
func lexShared(sql string) []sqllex.Token {
	toks, _ := sqllex.Lex(sql, sqllex.Postgres)
	return sqllex.Code(toks)
}

// notCalled are the words before a name that make the name followed by a parenthesis a name
// the statement defines or refers to (a table and its columns), not a call.
var notCalled = map[string]bool{"TABLE": true, "INTO": true, "VIEW": true, "FUNCTION": true, "MACRO": true,
	"INDEX": true, "EXISTS": true, "REFERENCES": true, "TYPE": true, "ON": true, "UPDATE": true}

// tableAt reports whether the call at i is in a FROM clause, where a table function is called:
// after FROM, JOIN or LATERAL, or after a comma of a FROM clause's list.
func tableAt(toks []sqllex.Token, i int) bool {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		t := toks[j]
		switch {
		case t.Text == ")":
			depth++
		case t.Text == "(":
			if depth == 0 {
				return false
			}
			depth--
		case depth > 0:
		case t.Kind == sqllex.Word && (t.Upper == "FROM" || t.Upper == "JOIN" || t.Upper == "LATERAL"):
			return true
		case t.Kind == sqllex.Word && clauseWords[t.Upper]:
			return false
		case t.Text != ",":
			if j == i-1 {
				return false // FROM t x, range(3): a name or an alias goes before the comma
			}
		}
	}
	return false
}

// clauseWords start the clauses a FROM list ends at.
var clauseWords = map[string]bool{"SELECT": true, "WHERE": true, "GROUP": true, "HAVING": true, "ORDER": true,
	"LIMIT": true, "ON": true, "USING": true, "QUALIFY": true, "WINDOW": true, "UNION": true, "SET": true, "VALUES": true}

// calledAt reports whether the word at i, followed by a parenthesis, is a call.
func calledAt(toks []sqllex.Token, i int) bool {
	prev := at(toks, i-1)
	switch {
	case prev.Kind == sqllex.Word && notCalled[prev.Upper]:
		return false
	case prev.Text == ")":
		return false // an aggregate's FILTER (WHERE ...), a window's OVER (...)
	}
	return true
}

// arity counts the arguments of the call whose parenthesis opens at open: -1 when its list is
// not one of comma-separated arguments (SUBSTRING(s FROM 2), EXTRACT(YEAR FROM d)). count(*)
// has none; an aggregate's ORDER BY keys are no arguments.
func arity(toks []sqllex.Token, open int) int {
	depth, n, seen := 0, 1, false
	for i := open; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.Text == "(" || t.Text == "[":
			depth++
		case t.Text == ")" || t.Text == "]":
			depth--
		}
		switch {
		case depth == 0:
			if !seen {
				return 0
			}
			return n
		case depth > 1 || i == open:
			seen = seen || i > open
		case t.Text == ",":
			n++
		case t.Kind == sqllex.Word && argumentWords[t.Upper]:
			return -1
		case t.Kind == sqllex.Word && t.Upper == "ORDER":
			return n
		case t.Kind == sqllex.Operator && t.Text == "*" && at(toks, i-1).Text == "(" && at(toks, i+1).Text == ")":
			// count(*)
		default:
			seen = true
		}
	}
	return -1
}

// argumentWords are the keywords of SQL's calls whose arguments are not a list (SUBSTRING(s
// FROM 2 FOR 3), TRIM(BOTH 'x' FROM s), POSITION('a' IN s)).
var argumentWords = map[string]bool{"FROM": true, "IN": true, "FOR": true, "PLACING": true, "SIMILAR": true,
	"AS": true, "BOTH": true, "LEADING": true, "TRAILING": true}

// prefixAt reports whether the operator at i has no left operand: it starts the statement or
// follows another operator, an opening bracket, a comma or a keyword that begins an
// expression.
func prefixAt(toks []sqllex.Token, i int) bool {
	prev := at(toks, i-1)
	switch prev.Kind {
	case 0, sqllex.Operator:
		return true
	case sqllex.Punct:
		return prev.Text != ")" && prev.Text != "]"
	case sqllex.Word:
		return exprStart[prev.Upper]
	}
	return false
}

// exprStart are the keywords an expression follows.
var exprStart = map[string]bool{"SELECT": true, "WHERE": true, "AND": true, "OR": true, "NOT": true, "WHEN": true,
	"THEN": true, "ELSE": true, "ON": true, "BY": true, "HAVING": true, "RETURNING": true, "VALUES": true, "SET": true,
	"DISTINCT": true, "ALL": true, "IS": true, "IN": true, "BETWEEN": true, "LIKE": true, "QUALIFY": true,
	"CASE": true, "LIMIT": true, "OFFSET": true, "DEFAULT": true, "CHECK": true}

// typeAt returns the type name (lower case, its words joined by one space) the token at i
// starts where a type is named — after ::, after AS in CAST(... AS type), as a column's type
// in CREATE TABLE, before a string in a typed literal (DATE '2020-01-01') — or "".
func typeAt(toks []sqllex.Token, i int) string {
	t := toks[i]
	if t.Kind != sqllex.Word {
		return ""
	}
	prev := at(toks, i-1)
	named := prev.Text == "::" || at(toks, i+1).Kind == sqllex.String
	if !named && prev.Kind == sqllex.Word && prev.Upper == "AS" {
		named = insideCast(toks, i-1)
	}
	if !named && prev.Kind == sqllex.Word && (prev.Upper == "TYPE" && at(toks, i-2).Upper != "CREATE") {
		named = true // ALTER ... TYPE t
	}
	if !named && (prev.Kind == sqllex.Word || prev.Kind == sqllex.QuotedIdent) && columnNameAt(toks, i-1) {
		named = true
	}
	if !named {
		return ""
	}
	name := strings.ToLower(t.Text)
	for _, more := range typeTails {
		if k := len(more); i+k < len(toks) && strings.EqualFold(joinWords(toks[i:i+k+1]), name+" "+strings.Join(more, " ")) {
			return name + " " + strings.Join(more, " ")
		}
	}
	return name
}

// typeTails are the words that go on a type's first word in the names both engines spell in
// more than one word.
var typeTails = [][]string{{"with", "time", "zone"}, {"without", "time", "zone"}, {"precision"}, {"varying"}}

func joinWords(toks []sqllex.Token) string {
	ws := make([]string, len(toks))
	for i, t := range toks {
		ws[i] = strings.ToLower(t.Text)
	}
	return strings.Join(ws, " ")
}

// insideCast reports whether the AS at i is a CAST's (or TRY_CAST's): the innermost open
// parenthesis before it follows CAST.
func insideCast(toks []sqllex.Token, i int) bool {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].Text {
		case ")":
			depth++
		case "(":
			if depth == 0 {
				u := at(toks, j-1).Upper
				return u == "CAST" || u == "TRY_CAST"
			}
			depth--
		}
	}
	return false
}

// tableConstraints are the words a table's column list holds that start no column.
var tableConstraints = map[string]bool{"PRIMARY": true, "UNIQUE": true, "CHECK": true, "FOREIGN": true, "CONSTRAINT": true}

// columnNameAt reports whether the token at i is a column's name in a CREATE TABLE's column
// list: it directly follows the list's opening parenthesis or a comma at its level.
func columnNameAt(toks []sqllex.Token, i int) bool {
	if tableConstraints[toks[i].Upper] {
		return false
	}
	open := at(toks, i-1)
	if open.Text != "(" && open.Text != "," {
		return false
	}
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].Text {
		case ")":
			depth++
		case "(":
			if depth == 0 {
				// CREATE [OR REPLACE] [TEMP] TABLE [IF NOT EXISTS] name (
				for k := j - 1; k >= 0 && k >= j-8; k-- {
					if toks[k].Upper == "TABLE" {
						return at(toks, k-1).Upper != "RETURNS"
					}
					if toks[k].Text == "(" || toks[k].Text == ")" || toks[k].Text == ";" {
						return false
					}
				}
				return false
			}
			depth--
		}
	}
	return false
}
