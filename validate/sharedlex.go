package validate

import (
	"strings"

	"github.com/reaper-sql/reaper/base/sqllex"
)

// The statements a reference of another dialect family is given are read here (shared.go):
// just enough of PostgreSQL's and DuckDB's shared lexical rules to find calls,
// operators and type names.

type sharedKind int

const (
	kWord     sharedKind = iota + 1 // an unquoted identifier or keyword
	kQuoted                         // a quoted identifier
	kString                         // a string constant, a dollar quote
	kNumber                         // a number
	kOperator                       // a run of operator characters
	kPunct                          // ( ) [ ] , ; . :: and the like
)

type sharedToken struct {
	kind  sharedKind
	text  string
	upper string
}

// at returns toks[i], or the zero token out of range.
func at(toks []sharedToken, i int) sharedToken {
	if i < 0 || i >= len(toks) {
		return sharedToken{}
	}
	return toks[i]
}

// operatorChars are the characters an operator is made of, in both engines.
const operatorChars = "+-*/<>=~!@#%^&|`?"

// lexShared reads sql into tokens; comments are dropped. Text it cannot read (an unterminated
// quote) ends the tokens there.
func lexShared(sql string) []sharedToken {
	var toks []sharedToken
	add := func(k sharedKind, text string) {
		t := sharedToken{kind: k, text: text}
		if k == kWord {
			t.upper = strings.ToUpper(text)
		}
		toks = append(toks, t)
	}
	for i := 0; i < len(sql); {
		c := sql[i]
		switch {
		case sqllex.IsSpace(c):
			i++
		case strings.HasPrefix(sql[i:], "--"):
			i = sqllex.LineEnd(sql, i)
		case strings.HasPrefix(sql[i:], "/*"):
			depth, j := 1, i+2
			for j < len(sql) && depth > 0 {
				switch {
				case strings.HasPrefix(sql[j:], "/*"):
					depth, j = depth+1, j+2
				case strings.HasPrefix(sql[j:], "*/"):
					depth, j = depth-1, j+2
				default:
					j++
				}
			}
			i = j
		case c == '\'' || c == '"':
			escapes := c == '\'' && i > 0 && (sql[i-1] == 'e' || sql[i-1] == 'E') && (i < 2 || !sqllex.IsIdentByte(sql[i-2]))
			j := i + 1
			for ; j < len(sql); j++ {
				if escapes && sql[j] == '\\' {
					j++
					continue
				}
				if sql[j] == c {
					if j+1 < len(sql) && sql[j+1] == c {
						j++
						continue
					}
					break
				}
			}
			if j >= len(sql) {
				return toks
			}
			k := kString
			if c == '"' {
				k = kQuoted
			}
			add(k, sql[i:j+1])
			i = j + 1
		case c == '$' && sqllex.DollarTag(sql, i) != "":
			tag := sqllex.DollarTag(sql, i)
			end := strings.Index(sql[i+len(tag):], tag)
			if end < 0 {
				return toks
			}
			end += i + 2*len(tag)
			add(kString, sql[i:end])
			i = end
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(sql) && sql[i+1] >= '0' && sql[i+1] <= '9':
			j := i + 1
			for j < len(sql) && (sqllex.IsIdentByte(sql[j]) || sql[j] == '.' ||
				(sql[j] == '+' || sql[j] == '-') && (sql[j-1] == 'e' || sql[j-1] == 'E')) {
				j++
			}
			add(kNumber, sql[i:j])
			i = j
		case sqllex.IsIdentByte(c):
			j := i
			for j < len(sql) && sqllex.IsIdentByte(sql[j]) {
				j++
			}
			add(kWord, sql[i:j])
			i = j
		case c == ':' && strings.HasPrefix(sql[i:], "::"):
			add(kPunct, "::")
			i += 2
		case strings.IndexByte(operatorChars, c) >= 0:
			j := i
			for j < len(sql) && strings.IndexByte(operatorChars, sql[j]) >= 0 {
				if j > i && (strings.HasPrefix(sql[j:], "--") || strings.HasPrefix(sql[j:], "/*")) {
					break
				}
				j++
			}
			op := sql[i:j]
			// PostgreSQL's rule: a multi-character operator ends in + or - only when it holds
			// one of ~!@#%^&|`?, so that 1*-2 is * then -.
			for len(op) > 1 && strings.ContainsAny(op[len(op)-1:], "+-") && !strings.ContainsAny(op, "~!@#%^&|`?") {
				op = op[:len(op)-1]
			}
			add(kOperator, op)
			i += len(op)
		default:
			add(kPunct, sql[i:i+1])
			i++
		}
	}
	return toks
}

// notCalled are the words before a name that make the name followed by a parenthesis a name
// the statement defines or refers to (a table and its columns), not a call.
var notCalled = map[string]bool{"TABLE": true, "INTO": true, "VIEW": true, "FUNCTION": true, "MACRO": true,
	"INDEX": true, "EXISTS": true, "REFERENCES": true, "TYPE": true, "ON": true, "UPDATE": true}

// tableAt reports whether the call at i is in a FROM clause, where a table function is called:
// after FROM, JOIN or LATERAL, or after a comma of a FROM clause's list.
func tableAt(toks []sharedToken, i int) bool {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		t := toks[j]
		switch {
		case t.text == ")":
			depth++
		case t.text == "(":
			if depth == 0 {
				return false
			}
			depth--
		case depth > 0:
		case t.kind == kWord && (t.upper == "FROM" || t.upper == "JOIN" || t.upper == "LATERAL"):
			return true
		case t.kind == kWord && clauseWords[t.upper]:
			return false
		case t.text != ",":
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
func calledAt(toks []sharedToken, i int) bool {
	prev := at(toks, i-1)
	switch {
	case prev.kind == kWord && notCalled[prev.upper]:
		return false
	case prev.text == ")":
		return false // an aggregate's FILTER (WHERE ...), a window's OVER (...)
	}
	return true
}

// arity counts the arguments of the call whose parenthesis opens at open: -1 when its list is
// not one of comma-separated arguments (SUBSTRING(s FROM 2), EXTRACT(YEAR FROM d)). count(*)
// has none; an aggregate's ORDER BY keys are no arguments.
func arity(toks []sharedToken, open int) int {
	depth, n, seen := 0, 1, false
	for i := open; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.text == "(" || t.text == "[":
			depth++
		case t.text == ")" || t.text == "]":
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
		case t.text == ",":
			n++
		case t.kind == kWord && argumentWords[t.upper]:
			return -1
		case t.kind == kWord && t.upper == "ORDER":
			return n
		case t.kind == kOperator && t.text == "*" && at(toks, i-1).text == "(" && at(toks, i+1).text == ")":
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
func prefixAt(toks []sharedToken, i int) bool {
	prev := at(toks, i-1)
	switch prev.kind {
	case 0, kOperator:
		return true
	case kPunct:
		return prev.text != ")" && prev.text != "]"
	case kWord:
		return exprStart[prev.upper]
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
func typeAt(toks []sharedToken, i int) string {
	t := toks[i]
	if t.kind != kWord {
		return ""
	}
	prev := at(toks, i-1)
	named := prev.text == "::" || at(toks, i+1).kind == kString
	if !named && prev.kind == kWord && prev.upper == "AS" {
		named = insideCast(toks, i-1)
	}
	if !named && prev.kind == kWord && (prev.upper == "TYPE" && at(toks, i-2).upper != "CREATE") {
		named = true // ALTER ... TYPE t
	}
	if !named && (prev.kind == kWord || prev.kind == kQuoted) && columnNameAt(toks, i-1) {
		named = true
	}
	if !named {
		return ""
	}
	name := strings.ToLower(t.text)
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

func joinWords(toks []sharedToken) string {
	ws := make([]string, len(toks))
	for i, t := range toks {
		ws[i] = strings.ToLower(t.text)
	}
	return strings.Join(ws, " ")
}

// insideCast reports whether the AS at i is a CAST's (or TRY_CAST's): the innermost open
// parenthesis before it follows CAST.
func insideCast(toks []sharedToken, i int) bool {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].text {
		case ")":
			depth++
		case "(":
			if depth == 0 {
				u := at(toks, j-1).upper
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
func columnNameAt(toks []sharedToken, i int) bool {
	if tableConstraints[toks[i].upper] {
		return false
	}
	open := at(toks, i-1)
	if open.text != "(" && open.text != "," {
		return false
	}
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].text {
		case ")":
			depth++
		case "(":
			if depth == 0 {
				// CREATE [OR REPLACE] [TEMP] TABLE [IF NOT EXISTS] name (
				for k := j - 1; k >= 0 && k >= j-8; k-- {
					if toks[k].upper == "TABLE" {
						return at(toks, k-1).upper != "RETURNS"
					}
					if toks[k].text == "(" || toks[k].text == ")" || toks[k].text == ";" {
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
