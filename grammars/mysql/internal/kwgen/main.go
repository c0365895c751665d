// Command kwgen keeps the grammar's keyword lists consistent with the keywords the parser uses.
//
// Every keyword in MySQLParser.g4 is an upper-case token name such as TO_DAYS. kwgen collects
// them (outside comments, quoted literals and the two rules it writes), then rewrites
//
//   - the block between "// BEGIN KEYWORDS" and "// END KEYWORDS" in MySQLLexer.g4, one
//     case-insensitive rule per keyword (NAME: 'NAME';),
//   - the parser rule identifierKeyword: the keywords not in the reserved list below, which
//     stay usable as names,
//   - the parser rule reservedKeyword: the reserved ones, accepted as names only after a dot,
//   - the block between "// BEGIN HINT KEYWORDS" and "// END HINT KEYWORDS" in the lexer's HINT
//     mode, one rule per keyword of the parser rule hintKeyword (HINT_NAME: ('NAME') ->
//     type(NAME);), since only those words are keywords inside an optimizer hint comment.
//
// So adding a function is one edit: a new alternative in its family rule; adding an optimizer
// hint is two: an alternative in hint and its keyword in hintKeyword.
//
// Usage (from grammars/mysql): go run ./internal/kwgen
package main

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

// reservedList names the keywords that cannot be unquoted names: the MySQL reserved words the
// grammar uses (type names included), and a few words that would make a following clause
// ambiguous if read as an implicit alias, such as QUALIFY and RETURNING.
var reservedList = []string{
	"ADD", "ALL", "ALTER", "AND", "AS", "ASC", "BETWEEN", "BIGINT", "BINARY", "BLOB", "BY", "CALL",
	"CASE", "CAST", "CHAR", "CHARACTER", "CHECK", "COLLATE", "CONSTRAINT", "CONVERT", "CREATE",
	"CROSS", "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "DEC", "DECIMAL",
	"DECLARE", "DEFAULT", "DELETE", "DESC", "DESCRIBE", "DISTINCT", "DISTINCTROW", "DIV", "DOUBLE",
	"DROP", "DUAL", "ELSE", "ELSEIF", "EXCEPT", "EXISTS", "EXPLAIN", "FALSE", "FLOAT", "FLOAT4",
	"FLOAT8", "FOR", "FORCE", "FOREIGN", "FROM", "FULLTEXT", "GROUP", "HAVING", "HIGH_PRIORITY",
	"IF", "IGNORE", "IN", "INDEX", "INNER", "INSERT", "INT", "INT1", "INT2", "INT3", "INT4", "INT8",
	"INTEGER", "INTERSECT", "INTERVAL", "INTO", "IS", "ITERATE", "JOIN", "KEY", "KEYS", "LATERAL",
	"LEAVE", "LEFT", "LIKE", "LIMIT", "LOCALTIME", "LOCALTIMESTAMP", "LOCK", "LONG", "LONGBLOB",
	"LONGTEXT", "LOOP", "LOW_PRIORITY", "MATCH", "MEDIUMBLOB", "MEDIUMINT", "MEDIUMTEXT",
	"MIDDLEINT", "MOD", "NATURAL", "NOT", "NULL", "NUMERIC", "ON", "OR", "ORDER", "OUTER", "OVER",
	"PARTITION", "PRIMARY", "QUALIFY", "RANGE", "REAL", "RECURSIVE", "REFERENCES", "REGEXP",
	"RENAME", "REPEAT", "REPLACE", "RETURN", "RETURNING", "RIGHT", "RLIKE", "ROWS", "SELECT",
	"SEPARATOR", "SET", "SHOW", "SMALLINT", "SPATIAL", "SQL_BIG_RESULT", "SQL_CALC_FOUND_ROWS",
	"SQL_SMALL_RESULT", "STRAIGHT_JOIN", "TABLE", "THEN", "TINYBLOB", "TINYINT", "TINYTEXT", "TO",
	"TRUE", "UNION", "UNIQUE", "UNLOCK", "UNSIGNED", "UNTIL", "UPDATE", "USE", "USING", "UTC_DATE",
	"UTC_TIME", "UTC_TIMESTAMP", "VALUES", "VARBINARY", "VARCHAR", "VARCHARACTER", "WHEN", "WHERE",
	"WHILE", "WINDOW", "WITH", "XOR", "ZEROFILL"}

// textOf maps token names that cannot be spelled like their text (SKIP is a lexer command in
// ANTLR) to the text they match.
var textOf = map[string]string{"SKIP_": "SKIP"}

var reserved = map[string]bool{}

var (
	lexerRule  = regexp.MustCompile(`(?m)^([A-Z][A-Z0-9_]*)\s*:`)
	tokenName  = regexp.MustCompile(`\b[A-Z][A-Z0-9_]*\b`)
	comment    = regexp.MustCompile(`//[^\n]*`)
	quoted     = regexp.MustCompile(`'(\\.|[^'\\])*'`)
	generated  = regexp.MustCompile(`(?s)\n(identifierKeyword|reservedKeyword)\n    :.*?;\n`)
	keywordSet = regexp.MustCompile(`(?s)// BEGIN KEYWORDS\n.*// END KEYWORDS\n`)
	hintSet    = regexp.MustCompile(`(?s)// BEGIN HINT KEYWORDS\n.*// END HINT KEYWORDS\n`)
	hintRule   = regexp.MustCompile(`(?s)\nhintKeyword\n    :(.*?);\n`)
)

func main() {
	for _, k := range reservedList {
		reserved[k] = true
	}
	lexer := read("MySQLLexer.g4")
	parser := read("MySQLParser.g4")
	if !keywordSet.MatchString(lexer) {
		fail(fmt.Errorf("MySQLLexer.g4: no BEGIN/END KEYWORDS block"))
	}

	if !hintSet.MatchString(lexer) {
		fail(fmt.Errorf("MySQLLexer.g4: no BEGIN/END HINT KEYWORDS block"))
	}
	hint := hintRule.FindStringSubmatch(parser)
	if hint == nil {
		fail(fmt.Errorf("MySQLParser.g4: no rule hintKeyword"))
	}

	// Tokens the lexer defines outside the keyword blocks are not keywords.
	nonKeyword := map[string]bool{"EOF": true}
	outside := hintSet.ReplaceAllString(keywordSet.ReplaceAllString(lexer, ""), "")
	for _, m := range lexerRule.FindAllStringSubmatch(outside, -1) {
		nonKeyword[m[1]] = true
	}
	body := generated.ReplaceAllString(parser, "\n")
	body = comment.ReplaceAllString(body, "")
	body = quoted.ReplaceAllString(body, "")
	seen := map[string]bool{}
	var keywords []string
	for _, name := range tokenName.FindAllString(body, -1) {
		if !nonKeyword[name] && !seen[name] {
			seen[name] = true
			keywords = append(keywords, name)
		}
	}
	sort.Strings(keywords)

	var rules, names, reservedNames []string
	for _, k := range keywords {
		text := k
		if t, ok := textOf[k]; ok {
			text = t
		}
		rules = append(rules, fmt.Sprintf("%s: '%s';", k, text))
		if reserved[k] {
			reservedNames = append(reservedNames, k)
		} else {
			names = append(names, k)
		}
	}
	lexer = keywordSet.ReplaceAllLiteralString(lexer, "// BEGIN KEYWORDS\n"+strings.Join(rules, "\n")+"\n// END KEYWORDS\n")

	// The hint keywords, retyped to the default mode's tokens. The literal is parenthesized:
	// antlr-ng drops the display name ('NO_INDEX') of a literal that two rules spell alike.
	var hintRules []string
	for _, k := range tokenName.FindAllString(comment.ReplaceAllString(hint[1], ""), -1) {
		if !seen[k] || nonKeyword[k] {
			fail(fmt.Errorf("hintKeyword: %s is not a keyword", k))
		}
		text := k
		if t, ok := textOf[k]; ok {
			text = t
		}
		hintRules = append(hintRules, fmt.Sprintf("HINT_%s: ('%s') -> type(%s);", k, text, k))
	}
	lexer = hintSet.ReplaceAllLiteralString(lexer, "// BEGIN HINT KEYWORDS\n"+strings.Join(hintRules, "\n")+"\n// END HINT KEYWORDS\n")
	parser = generated.ReplaceAllStringFunc(parser, func(m string) string {
		rule := strings.TrimSpace(strings.SplitN(m, "\n", 3)[1])
		list := names
		if rule == "reservedKeyword" {
			list = reservedNames
		}
		return "\n" + rule + "\n    : " + strings.Join(list, "\n    | ") + "\n    ;\n"
	})
	write("MySQLLexer.g4", lexer)
	write("MySQLParser.g4", parser)
	fmt.Printf("kwgen: %d keywords, %d usable as identifiers, %d hint keywords\n", len(keywords), len(names), len(hintRules))
}

func read(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		fail(err)
	}
	return string(b)
}

func write(path, s string) {
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "kwgen:", err)
	os.Exit(1)
}
