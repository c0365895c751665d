package grammars

import (
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"

	"github.com/antlr4-go/antlr/v4"

	"github.com/reaper-sql/reaper/grammars/duckdb"
	"github.com/reaper-sql/reaper/grammars/mysql"
	"github.com/reaper-sql/reaper/grammars/postgres"
)

// textLexer has a token of every shape the example generator reads: literals, escapes, fragments,
// sets, ranges, negated sets, the wildcard, ? * +, recursion and lexer commands.
const textLexer = `lexer grammar TextLexer;
channels { COMMENTS }
SELECT    : 'SELECT';
LPAREN    : '(';
RPAREN    : ')';
COMMA     : ',';
DOT       : '.';
PLUS      : '+';
DOUBLE_COLON : '::';
QUOTE     : '\'';
BACKSLASH_N : '\\N';
NE        : '<>' | '!=';
IDENTIFIER: [a-zA-Z_] [a-zA-Z_0-9]*;
INT       : DIGIT+;
DECIMAL   : DIGIT+ '.' DIGIT* | '.' DIGIT+;
LETTER_RANGE : '#' 'k'..'z';
STRING    : '\'' (~['\\] | '\'\'' | '\\' .)* '\'';
QUOTED_ID : '"' ~'"'+ '"';
NOT_A     : '<' ~[a]+ '>';
ANY_AFTER : '$' .;
OPTIONAL  : '%'? '&' '~'*;
SHADOWED  : 'v'? 'w' 'x'*; // w is an IDENTIFIER
OP        : [+*] [+*]*;
NESTED    : '/*' (NESTED | .)*? '*/';
ENDLESS   : LOOP;
WS        : [ \t\r\n]+ -> skip;
LINE_COMMENT : '--' ~[\r\n]* -> channel(COMMENTS);
fragment DIGIT : [0-9];
fragment LOOP  : 'x' LOOP;
`

const textParser = `parser grammar TextParser;
options { tokenVocab = TextLexer; }
stmt : SELECT expr (COMMA expr)* ;
expr : expr PLUS expr | LPAREN expr RPAREN | INT | '[' expr ']' ;
`

func TestTerminalTexts(t *testing.T) {
	g, err := LoadG4(Source{"TextLexer.g4", textLexer}, Source{"TextParser.g4", textParser})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		token, want string
		in          map[string]string // the graph map the text must come from
	}{
		{"SELECT", "SELECT", g.Keywords},
		{"LPAREN", "(", g.Literals},
		{"DOUBLE_COLON", "::", g.Literals},
		{"QUOTE", "'", g.Literals},
		{"BACKSLASH_N", `\N`, g.Literals},
		{"'['", "[", g.Literals},
		{"NE", "<>", g.Examples},
		{"IDENTIFIER", "a", g.Examples},
		{"INT", "0", g.Examples},
		{"DECIMAL", "0.", g.Examples},
		{"LETTER_RANGE", "#k", g.Examples},
		{"STRING", "''", g.Examples},
		{"QUOTED_ID", `"a"`, g.Examples},
		{"NOT_A", "<0>", g.Examples},
		{"ANY_AFTER", "$a", g.Examples},
		{"OPTIONAL", "&", g.Examples},
		{"OP", "*", g.Examples}, // "+" is PLUS, defined first
		{"NESTED", "/**/", g.Examples},
	} {
		if got := g.TerminalText(c.token); got != c.want {
			t.Errorf("TerminalText(%s) = %q, want %q", c.token, got, c.want)
		}
		if got, ok := c.in[c.token]; !ok || got != c.want {
			t.Errorf("%s: %q, %v in its map, want %q", c.token, got, ok, c.want)
		}
	}
	for _, none := range []string{"ENDLESS", "SHADOWED", "WS", "LINE_COMMENT", "DIGIT", "LOOP", "UNDEFINED"} {
		if got := g.TerminalText(none); got != "" {
			t.Errorf("TerminalText(%s) = %q, want none", none, got)
		}
	}
	if _, ok := g.Literals["SELECT"]; ok {
		t.Error("a keyword is listed among the literals")
	}
}

func TestExamplesFollowCaseInsensitivity(t *testing.T) {
	g, err := LoadG4(Source{"C.g4", `grammar C;
options { caseInsensitive = true; }
r : HEX | NAME ;
HEX : '0X' [0-9A-F]+ ;
NAME : [A-Z]+ ;
`})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Examples, map[string]string{"HEX": "0x0", "NAME": "a"}) {
		t.Fatalf("examples %v", g.Examples)
	}
}

const minimalGrammar = `grammar M;
tokens { DOLLAR_STRING }
root      : stmt ';'? EOF ;
stmt      : SELECT exprList | VALUES '(' exprList ')' ;
exprList  : expr (',' expr)* ;
expr      : expr '+' expr | '(' expr ')' | call | colRef | literal ;
call      : ID '(' (expr (',' expr)*)? ')' ;
colRef    : ID '.' ID ;
literal   : STRING | INT | DOLLAR_STRING ;
signed    : ('+' | '-') INT ;
pair      : INT (',' INT)+ ;
dollar    : DOLLAR_STRING ;
choice    : DOLLAR_STRING | INT ;
loop      : loop ID ;
cycleA    : cycleB | ID ;
cycleB    : cycleA ;
grouped   : (ID | INT) (ID ID | INT) ;
SELECT : 'SELECT' ;
VALUES : 'VALUES' ;
ID     : [a-z]+ ;
INT    : [0-9]+ ;
STRING : '\'' ~'\''* '\'' ;
WS     : [ \t\n]+ -> skip ;
`

func TestMinimal(t *testing.T) {
	g, err := LoadG4(Source{"M.g4", minimalGrammar})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		symbol, want string
		ok           bool
	}{
		{"root", "SELECT ''", true},
		{"stmt", "SELECT ''", true},
		{"call", "a()", true},
		{"colRef", "a.a", true},
		{"expr", "''", true}, // literal, not call: a() is three tokens
		{"signed", "+ 0", true},
		{"pair", "0, 0", true},
		{"choice", "0", true},
		{"cycleA", "a", true},
		{"cycleB", "a", true},
		{"grouped", "a 0", true},
		{"INT", "0", true},
		{"'('", "(", true},
		{"dollar", "", false},
		{"loop", "", false},
		{"DOLLAR_STRING", "", false},
		{"noSuchRule", "", false},
	} {
		got, ok := g.Minimal(c.symbol)
		if got != c.want || ok != c.ok {
			t.Errorf("Minimal(%s) = %q, %v; want %q, %v", c.symbol, got, ok, c.want, c.ok)
		}
	}
}

func TestMinimalConcurrentAndAfterAddFunctions(t *testing.T) {
	g := loadTest(t)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if s, ok := g.Minimal("dateFunction"); s != "TO_DAYS(0)" || !ok {
				t.Errorf("Minimal(dateFunction) = %q, %v", s, ok)
			}
		}()
	}
	wg.Wait()
	g.AddFunctions([]Function{
		{Name: "TO_DAYS", Family: "Date and Time Functions", MinArgs: 1, MaxArgs: 1},
		{Name: "NOW", Family: "Date and Time Functions"},
	})
	// The catalog's NOW '(' ')' is shorter than TO_DAYS(0): a stale memo would miss it.
	if s, ok := g.Minimal("dateFunction"); s != "NOW()" || !ok {
		t.Errorf("after AddFunctions Minimal(dateFunction) = %q, %v", s, ok)
	}
}

func TestJoinTokens(t *testing.T) {
	for _, c := range []struct {
		toks []string
		want string
	}{
		{[]string{"SETVAL", "(", "a", ",", "0", ")"}, "SETVAL(a, 0)"},
		{[]string{"SELECT", "t", ".", "*", "FROM", "t"}, "SELECT t.* FROM t"},
		{[]string{"a", "IN", "(", "0", ")"}, "a IN(0)"},
		{[]string{"0", "+", "(", "0", ")"}, "0 + (0)"},
		{[]string{"-", "-", "0"}, "- - 0"},
	} {
		if got := joinTokens(c.toks); got != c.want {
			t.Errorf("joinTokens(%q) = %q, want %q", c.toks, got, c.want)
		}
	}
}

// TestDialectMinimal checks that the sentences of this project's grammars parse: a statement
// rule's on its own, an expression's after SELECT, a table name's after FROM.
func TestDialectMinimal(t *testing.T) {
	for _, c := range []struct {
		dialect    dialect.Dialect
		rule, wrap string
	}{
		{"mysql", "root", "%s"},
		{"mysql", "selectStatement", "%s"},
		{"mysql", "insertStatement", "%s"},
		{"mysql", "expr", "SELECT %s"},
		{"mysql", "functionCall", "SELECT %s"},
		{"mysql", "literal", "SELECT %s"},
		{"mysql", "tableName", "SELECT * FROM %s"},
		{"postgres", "stmt", "%s"},
		{"postgres", "selectStmt", "%s"},
		{"postgres", "createTableStmt", "%s"},
		{"postgres", "expr", "SELECT %s"},
		{"postgres", "functionCall", "SELECT %s"},
		{"postgres", "qualifiedName", "SELECT * FROM %s"},
		{"duckdb", "stmt", "%s"},
		{"duckdb", "selectStmt", "%s"},
		{"duckdb", "pivotStmt", "%s"},
		{"duckdb", "createMacroStmt", "%s"},
		{"duckdb", "expr", "SELECT %s"},
		{"duckdb", "functionCall", "SELECT %s"},
		{"duckdb", "listFunction", "SELECT %s"},
		{"duckdb", "typeName", "SELECT NULL::%s"},
		{"duckdb", "qualifiedName", "SELECT * FROM %s"},
	} {
		g, err := Dialect(c.dialect)
		if err != nil {
			t.Fatal(err)
		}
		s, ok := g.Minimal(c.rule)
		if !ok {
			t.Errorf("%s: %s derives no sentence", c.dialect, c.rule)
			continue
		}
		sql := fmt.Sprintf(c.wrap, s)
		if _, err := Parse(c.dialect, sql); err != nil {
			t.Errorf("%s: %s's sentence %q: %v", c.dialect, c.rule, sql, err)
		}
	}
}

// TestDialectMinimalStatements parses the sentence of every kind of statement, the unit
// alternatives of the top statement rule.
func TestDialectMinimalStatements(t *testing.T) {
	for dialect, top := range map[dialect.Dialect]string{"mysql": "statement", "postgres": "stmt", "duckdb": "stmt"} {
		g, err := Dialect(dialect)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, a := range g.Rules[top].Alts {
			rule, ok := a.unit()
			if !ok {
				continue
			}
			n++
			s, ok := g.Minimal(rule)
			if !ok {
				t.Errorf("%s: %s derives no sentence", dialect, rule)
				continue
			}
			if _, err := Parse(dialect, s); err != nil {
				t.Errorf("%s: %s's sentence %q: %v", dialect, rule, s, err)
			}
		}
		if n < 20 {
			t.Errorf("%s: only %d kinds of statement under %s", dialect, n, top)
		}
	}
}

// TestDialectTerminalTexts lexes the text of every token of each dialect with the dialect's own
// lexer: it must come back as that one token.
func TestDialectTerminalTexts(t *testing.T) {
	lexers := map[dialect.Dialect]func(string) antlr.Lexer{
		"mysql":    func(s string) antlr.Lexer { return mysql.NewMySQLLexer(antlr.NewInputStream(s)) },
		"postgres": func(s string) antlr.Lexer { return postgres.NewPostgresLexer(antlr.NewInputStream(s)) },
		"duckdb":   func(s string) antlr.Lexer { return duckdb.NewDuckDBLexer(antlr.NewInputStream(s)) },
	}
	for dialect, lex := range lexers {
		d, _ := lookup(dialect)
		g, err := Dialect(dialect)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		for tt, name := range d.symbolNames() {
			text := g.TerminalText(name)
			if name == "" || text == "" {
				continue
			}
			checked++
			l := lex(text)
			l.RemoveErrorListeners()
			var got []string
			for tok := l.NextToken(); tok.GetTokenType() != antlr.TokenEOF; tok = l.NextToken() {
				got = append(got, fmt.Sprintf("%d %q", tok.GetTokenType(), tok.GetText()))
			}
			if want := []string{fmt.Sprintf("%d %q", tt, text)}; !reflect.DeepEqual(got, want) {
				t.Errorf("%s: %s's text %q lexes as %v", dialect, name, text, got)
			}
		}
		if checked < 300 {
			t.Errorf("%s: only %d tokens have a text", dialect, checked)
		}
		for _, c := range []struct{ token, want string }{{"LPAREN", "("}, {"NEXTVAL", "NEXTVAL"}, {"IDENTIFIER", "a"}, {"INTEGER_LITERAL", "0"}, {"STRING_LITERAL", "''"}} {
			if dialect == "mysql" && g.TerminalText(c.token) != c.want {
				t.Errorf("mysql: TerminalText(%s) = %q, want %q", c.token, g.TerminalText(c.token), c.want)
			}
		}
	}
}

func TestYaccLiterals(t *testing.T) {
	g, err := LoadYacc(Source{"y.y", "%token <kwd> SELECT_SYM\n%token <str> IDENT NUM\n%%\ncall: IDENT '(' args ')' | IDENT '(' ')' ;\nargs: NUM | args ',' NUM ;\nle: NUM \"<=\" NUM ;\n%%\n"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Literals, map[string]string{"'('": "(", "')'": ")", "','": ",", `"<="`: "<="}) {
		t.Fatalf("literals %v", g.Literals)
	}
	// A yacc grammar has no lexer rules, so IDENT and NUM have no text and nothing derives.
	if s, ok := g.Minimal("call"); ok {
		t.Fatalf("Minimal(call) = %q without a text for IDENT", s)
	}
}
