package grammars

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
)

const testLexer = `lexer grammar TestLexer;
options { caseInsensitive = true; }
NEXTVAL : 'NEXTVAL';
LASTVAL : 'lastval';
SETVAL  : S E T V A L;
TO_DAYS : 'TO_DAYS';
YEAR    : 'YEAR';
FETCH   : 'FETCH';
NEXT    : 'NEXT';
PRIOR   : 'PRIOR';
FIRST   : 'FIRST';
LAST    : 'LAST';
ABSOLUTE: 'ABSOLUTE';
RELATIVE: 'RELATIVE';
FROM    : 'FROM';
IDENTIFIER : [a-z_] [a-z0-9_]* ;
INT     : [0-9]+ ;
LPAREN  : '(' ;
WS      : [ \t\r\n]+ -> skip ;
fragment S : [sS];
fragment E : [eE];
fragment T : [tT];
fragment V : [vV];
fragment A : [aA];
fragment L : [lL];
`

const testParser = `parser grammar TestParser;
options { tokenVocab = TestLexer; }
// A statement, with an action and labels the graph reads past.
statement : fetchStatement | expr {System.out.println("x");} ;
expr : functionCall #callExpr
     | left=expr '+' right=expr #plus
     | INT ;
functionCall
    : sequenceFunction
    | dateFunction
    | name=IDENTIFIER LPAREN (expr (',' expr)*)? ')'
    ;
sequenceFunction
    : NEXTVAL LPAREN IDENTIFIER ')'
    | LASTVAL LPAREN IDENTIFIER ')'
    | SETVAL LPAREN IDENTIFIER ',' expr (',' expr)? ')'
    ;
dateFunction : TO_DAYS LPAREN expr ')' | YEAR LPAREN expr ')' ;
fetchStatement : FETCH fetchDirection? FROM? IDENTIFIER ;
fetchDirection : NEXT | PRIOR | FIRST | LAST | ABSOLUTE INT | RELATIVE INT ;
`

func loadTest(t *testing.T) *Graph {
	t.Helper()
	g, err := LoadG4(Source{"TestLexer.g4", testLexer}, Source{"TestParser.g4", testParser})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func constructs(sibs []Sibling) []string {
	var out []string
	for _, s := range sibs {
		out = append(out, s.Construct)
	}
	return out
}

func TestLoadG4(t *testing.T) {
	g := loadTest(t)
	if got := g.Order; !reflect.DeepEqual(got, []string{"statement", "expr", "functionCall", "sequenceFunction", "dateFunction", "fetchStatement", "fetchDirection"}) {
		t.Fatalf("rules %v", got)
	}
	for tok, word := range map[string]string{"NEXTVAL": "NEXTVAL", "LASTVAL": "LASTVAL", "SETVAL": "SETVAL", "TO_DAYS": "TO_DAYS"} {
		if g.Keywords[tok] != word {
			t.Errorf("keyword %s = %q, want %q", tok, g.Keywords[tok], word)
		}
	}
	for _, notKeyword := range []string{"IDENTIFIER", "INT", "LPAREN", "WS", "S"} {
		if _, ok := g.Keywords[notKeyword]; ok {
			t.Errorf("%s taken for a keyword", notKeyword)
		}
	}
	setval := g.Rules["sequenceFunction"].Alts[2]
	if setval.Text != "SETVAL LPAREN IDENTIFIER ',' expr ( ',' expr ) ? ')'" || g.Construct(setval) != "SETVAL" {
		t.Fatalf("setval alternative %q construct %q", setval.Text, g.Construct(setval))
	}
	if got := setval.Nonterminals(); !reflect.DeepEqual(got, []string{"expr"}) {
		t.Fatalf("setval nonterminals %v", got)
	}
	if got := g.Rules["expr"].Alts[1].Symbols; len(got) != 3 || got[0].Name != "expr" || got[1].Name != "'+'" {
		t.Fatalf("labels not read past: %+v", got)
	}
}

func TestSiblings(t *testing.T) {
	g := loadTest(t)
	for _, c := range []struct {
		construct string
		want      []string
	}{
		{"NEXTVAL", []string{"LASTVAL", "SETVAL"}},
		{"nextval", []string{"LASTVAL", "SETVAL"}},
		{"TO_DAYS", []string{"YEAR"}},
		{"FETCH ABSOLUTE", []string{"FETCH NEXT", "FETCH PRIOR", "FETCH FIRST", "FETCH LAST", "FETCH RELATIVE"}},
	} {
		sibs, err := g.Siblings(c.construct)
		if err != nil {
			t.Fatalf("%s: %v", c.construct, err)
		}
		if got := constructs(sibs); !reflect.DeepEqual(got, c.want) {
			t.Errorf("siblings of %s = %v, want %v", c.construct, got, c.want)
		}
	}
}

func TestSiblingsClimbOutOfAWrapper(t *testing.T) {
	g, err := LoadG4(Source{"W.g4", `grammar W;
call : seqFn | 'YEAR' '(' x ')' ;
seqFn : nextvalCall | setvalCall ;
nextvalCall : 'NEXTVAL' '(' x ')' ;
setvalCall : 'SETVAL' '(' x ',' x ')' ;
x : 'a' ;
`})
	if err != nil {
		t.Fatal(err)
	}
	sibs, err := g.Siblings("NEXTVAL")
	if err != nil {
		t.Fatal(err)
	}
	// The anchor's own production only wraps it: its siblings are one level up, and the search
	// does not wander into call's other constructs.
	if got := constructs(sibs); !reflect.DeepEqual(got, []string{"SETVAL"}) {
		t.Fatalf("siblings %v", got)
	}
	if sibs[0].Rule != "setvalCall" || !reflect.DeepEqual(sibs[0].Path, []string{"seqFn", "setvalCall"}) {
		t.Fatalf("sibling %+v", sibs[0])
	}
}

func TestUnknownConstructSuggestsNearest(t *testing.T) {
	g := loadTest(t)
	_, err := g.Siblings("NEXTVL")
	if err == nil || !strings.Contains(err.Error(), `construct "NEXTVL" is not in the grammar; nearest: NEXTVAL`) {
		t.Fatalf("error %v", err)
	}
}

func TestLoadYacc(t *testing.T) {
	const y = `%{
/* C prologue with a brace { in a comment */
%}
%token <kwd> NEXTVAL_SYM LASTVAL_SYM SETVAL_SYM
%token <kwd> ABSOLUTE_P
%token <lex_str> IDENT
%token <num> NUM
%type <item> function_call
%%
function_call:
          NEXTVAL_SYM '(' table_ident ')'
          {
            $$= new Item_func_nextval(thd, $3); /* } in a comment */
            if ($$ == NULL) MYSQL_YYABORT;
          }
        | LASTVAL_SYM '(' table_ident ')' { $$= lastval("}"); }
        | SETVAL_SYM '(' table_ident ',' NUM ')' %prec NEXTVAL_SYM
          { $$= setval('}'); }
        | IDENT '(' ')' { $$= generic(); }
        ;
table_ident: IDENT | IDENT '.' IDENT ;
opt_x: %empty | ABSOLUTE_P ;
%%
int main() { return 0; }
`
	g, err := LoadYacc(Source{"sql_yacc.yy", y})
	if err != nil {
		t.Fatal(err)
	}
	if g.Keywords["NEXTVAL_SYM"] != "NEXTVAL" || g.Keywords["ABSOLUTE_P"] != "ABSOLUTE" || g.Keywords["IDENT"] != "" {
		t.Fatalf("keywords %v", g.Keywords)
	}
	if n := len(g.Rules["function_call"].Alts); n != 4 {
		t.Fatalf("%d alternatives of function_call, want 4", n)
	}
	if a := g.Rules["function_call"].Alts[2]; a.Text != "SETVAL_SYM '(' table_ident ',' NUM ')'" || a.Line != 17 {
		t.Fatalf("setval alternative %q at line %d", a.Text, a.Line)
	}
	sibs, err := g.Siblings("NEXTVAL")
	if err != nil {
		t.Fatal(err)
	}
	if got := constructs(sibs); !reflect.DeepEqual(got, []string{"LASTVAL", "SETVAL"}) {
		t.Fatalf("siblings %v", got)
	}
}

func TestBadGrammarsNameTheLine(t *testing.T) {
	for _, c := range []struct {
		src  Source
		want string
	}{
		{Source{"a.g4", "grammar A;\nr : 'x'\n  | 'y\n;\n"}, "a.g4:3: string literal is not closed"},
		{Source{"b.g4", "grammar B;\nr : 'x' ;\ns : 'y'\n"}, "b.g4:3: rule s is not closed with ';'"},
		{Source{"c.g4", "lexer grammar C;\nX : 'x' ;\n"}, "no parser rules found in c.g4"},
	} {
		_, err := LoadG4(c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.src.Name, err, c.want)
		}
	}
	if _, err := LoadYacc(Source{"x.y", "no sections here"}); err == nil || !strings.Contains(err.Error(), "x.y: no %% line") {
		t.Errorf("yacc without sections: %v", err)
	}
}

func TestAddFunctions(t *testing.T) {
	g := loadTest(t)
	n := g.AddFunctions([]Function{
		{Name: "NEXTVAL", Family: "Sequences", MinArgs: 1, MaxArgs: 1},
		{Name: "SETVAL", Family: "Sequences", MinArgs: 2, MaxArgs: 4},
		{Name: "TO_DAYS", Family: "Date and Time Functions", MinArgs: 1, MaxArgs: 1},
		{Name: "MAKEDATE", Family: "Date and Time Functions", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"int", "int"}},
		{Name: "SOUNDEX", Family: "String Functions", MinArgs: 1, MaxArgs: 1},
	})
	if n != 1 {
		t.Fatalf("added %d alternatives, want 1 (MAKEDATE)", n)
	}
	sibs, err := g.Siblings("TO_DAYS")
	if err != nil {
		t.Fatal(err)
	}
	if got := constructs(sibs); !reflect.DeepEqual(got, []string{"YEAR", "MAKEDATE"}) {
		t.Fatalf("siblings of TO_DAYS with the catalog: %v", got)
	}
	mk := g.Rules["dateFunction"].Alts[2]
	if mk.Function == nil || mk.Function.MinArgs != 2 || mk.Function.ArgTypes[0] != "int" {
		t.Fatalf("catalog alternative %+v", mk)
	}
	if f := g.Rules["sequenceFunction"].Alts[2].Function; f == nil || f.MaxArgs != 4 {
		t.Fatalf("SETVAL's signature not attached: %+v", f)
	}
	if _, err := g.Find("SOUNDEX"); err == nil {
		t.Fatal("a family the grammar has none of was added")
	}
}

func TestPlainCallAndLacks(t *testing.T) {
	g := loadTest(t)
	seq := g.Rules["sequenceFunction"].Alts
	nextval, lastval := seq[0], seq[1]
	fetch := g.Rules["fetchStatement"].Alts[0]
	generic := g.Rules["functionCall"].Alts[2]
	mixed := Alt{Symbols: []Symbol{{Name: "TO_DAYS", Terminal: true}, {Name: "LPAREN", Terminal: true},
		{Name: "expr"}, {Name: "','", Terminal: true}, {Name: "fetchDirection"}, {Name: "')'", Terminal: true}}}
	for _, c := range []struct {
		name string
		alt  Alt
		want string
	}{{"NEXTVAL", nextval, "NEXTVAL"}, {"LASTVAL", lastval, "LASTVAL"}, {"FETCH", fetch, ""},
		{"a call by identifier", generic, ""}, {"arguments of two kinds", mixed, ""}} {
		if got, ok := g.PlainCall(c.alt); got != c.want || ok != (c.want != "") {
			t.Errorf("PlainCall(%s) = %q, %v", c.name, got, ok)
		}
	}
	if g.Lacks(lastval) {
		t.Fatal("without a catalog nothing is lacking")
	}
	g.AddFunctions([]Function{{Name: "NEXTVAL", Family: "Sequences", MinArgs: 1, MaxArgs: 1}})
	if !g.Lacks(lastval) || g.Lacks(nextval) || g.Lacks(fetch) || g.Lacks(generic) {
		t.Fatalf("with a catalog of NEXTVAL only: lacks LASTVAL %v, NEXTVAL %v, FETCH %v, generic %v",
			g.Lacks(lastval), g.Lacks(nextval), g.Lacks(fetch), g.Lacks(generic))
	}
	// A function whose arity the catalog cannot tell is still the target's: present, with no
	// signature attached and no alternative added for it.
	if n := g.AddFunctions([]Function{{Name: "LASTVAL", Family: "Sequences", MinArgs: -1, MaxArgs: -1},
		{Name: "MAKEDATE", Family: "Sequences", MinArgs: -1, MaxArgs: -1}}); n != 0 {
		t.Fatalf("added %d alternatives for functions of unknown arity", n)
	}
	if g.Lacks(lastval) || g.Rules["sequenceFunction"].Alts[1].Function != nil {
		t.Fatalf("LASTVAL of unknown arity: lacks %v, signature %+v", g.Lacks(lastval), g.Rules["sequenceFunction"].Alts[1].Function)
	}
}

func TestYaccKeywordListsMarkKeywordsAndAreNotWalked(t *testing.T) {
	var list, toks []string
	for i := 0; i < 25; i++ {
		list = append(list, fmt.Sprintf("KW%d", i))
	}
	toks = append(toks, list...)
	toks = append(toks, "NEXTVAL", "SETVAL")
	// Vitess-style: every token typed <bytes>, keywords known only from the keyword list.
	y := "%token <bytes> ID STRING " + strings.Join(toks, " ") + "\n%%\n" +
		"expr: func | ident ;\n" +
		"func: NEXTVAL '(' ident ')' | SETVAL '(' ident ',' STRING ')' ;\n" +
		"ident: ID | non_reserved ;\n" +
		"non_reserved: " + strings.Join(append(list, "NEXTVAL", "SETVAL"), " | ") + " ;\n%%\n"
	g, err := LoadYacc(Source{"v.y", y})
	if err != nil {
		t.Fatal(err)
	}
	if g.Keywords["NEXTVAL"] != "NEXTVAL" || g.Keywords["KW3"] != "KW3" || g.Keywords["ID"] != "" || g.Keywords["STRING"] != "" {
		t.Fatalf("keywords %v", g.Keywords)
	}
	sibs, err := g.Siblings("NEXTVAL")
	if err != nil {
		t.Fatal(err)
	}
	if got := constructs(sibs); !reflect.DeepEqual(got, []string{"SETVAL"}) {
		t.Fatalf("siblings %v: the keyword list was walked", got)
	}
}

// TestDialectSiblings checks the paper's cases on this project's grammars (Figure 1: NEXTVAL's
// siblings SETVAL and LASTVAL; Figure 6: make_date's make_timestamp, FETCH ABSOLUTE's FETCH FIRST).
func TestDialectSiblings(t *testing.T) {
	for _, c := range []struct {
		dialect   dialect.Dialect
		construct string
		want      []string
	}{
		{"mysql", "NEXTVAL", []string{"SETVAL", "LASTVAL"}},
		{"postgres", "make_date", []string{"MAKE_TIMESTAMP"}},
		{"postgres", "FETCH ABSOLUTE", []string{"FETCH FIRST", "FETCH LAST", "FETCH RELATIVE"}},
		{"duckdb", "list_sort", []string{"LIST_REVERSE_SORT", "LIST_TRANSFORM", "LIST_FILTER"}},
		{"duckdb", "read_csv", []string{"READ_PARQUET", "READ_JSON", "RANGE"}},
		{"duckdb", "POSITIONAL JOIN", []string{"CROSS JOIN", "ASOF", "PIVOT", "UNPIVOT"}},
		{"duckdb", "PIVOT", []string{"UNPIVOT"}},
		// Statements whose rule starts with an optional WITH clause are named by their keyword.
		{"mysql", "UPDATE", []string{"DELETE", "INSERT", "REPLACE"}},
		{"mysql", "CREATE TRIGGER", []string{"CREATE PROCEDURE", "CREATE EVENT", "CREATE VIEW"}},
		{"postgres", "DELETE FROM", []string{"UPDATE", "INSERT INTO", "MERGE INTO"}},
		// Optional words ahead of the first keyword are passed over too: TEMPORARY? TABLE is
		// CREATE's TABLE, (CONSTRAINT name?)? FOREIGN KEY a table constraint.
		{"mysql", "CREATE TABLE", []string{"CREATE INDEX", "CREATE VIEW", "CREATE SEQUENCE"}},
		{"mysql", "FOREIGN KEY", []string{"PRIMARY KEY", "CHECK"}},
		// ... but not in a production that continues an operand: NOT? LIKE stays an operator,
		// with the predicate's other operators as siblings.
		{"mysql", "LIKE", []string{"REGEXP", "RLIKE", "BETWEEN", "IN"}},
	} {
		g, err := Dialect(c.dialect)
		if err != nil {
			t.Fatal(err)
		}
		sibs, err := g.Siblings(c.construct)
		if err != nil {
			t.Fatalf("%s %s: %v", c.dialect, c.construct, err)
		}
		got := map[string]bool{}
		for _, s := range sibs {
			got[s.Construct] = true
		}
		for _, w := range c.want {
			if !got[w] {
				t.Errorf("%s: siblings of %s lack %s: %v", c.dialect, c.construct, w, constructs(sibs))
			}
		}
		if got[strings.ToUpper(c.construct)] {
			t.Errorf("%s: %s is its own sibling", c.dialect, c.construct)
		}
	}
	if _, err := Dialect("oracle"); err == nil || !strings.Contains(err.Error(), `no grammar for dialect "oracle"`) {
		t.Fatalf("unknown dialect: %v", err)
	}
	tree, err := Parse("mysql", "SELECT NEXTVAL(s1)")
	if err != nil || !strings.Contains(Tree("mysql", tree), "NEXTVAL") {
		t.Fatalf("parse: %v", err)
	}
	if _, err := Parse("postgres", "SELECT FROM WHERE ;;"); err == nil {
		t.Fatal("a broken statement parsed")
	}
}

// A symbol that names a character set or a collation gets the catalog's names of that kind;
// any other symbol, or a graph without a catalog, gets none.
func TestNamesFor(t *testing.T) {
	g := &Graph{}
	if got := g.NamesFor("charsetName"); got != nil {
		t.Errorf("without a catalog: %v", got)
	}
	g.AddCatalog(Catalog{Names: map[string][]string{NameCharset: {"utf8mb4", "latin1"}, NameCollation: {"utf8mb4_general_ci"}}})
	for sym, want := range map[string]string{"charsetName": "utf8mb4 latin1", "collationName": "utf8mb4_general_ci", "identifier": ""} {
		if got := strings.Join(g.NamesFor(sym), " "); got != want {
			t.Errorf("NamesFor(%s) = %q; want %q", sym, got, want)
		}
	}
}

// TestConstructPassesOptionalLead: an alternative that opens with optional words is named by
// its first required keyword, unless its production continues an operand, where the optional
// word is part of an operator (NOT ? LIKE).
func TestConstructPassesOptionalLead(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"TEMPORARY ? TABLE ifNotExists ? tableName createTableBody", 1},
		{"( UNIQUE | FULLTEXT | SPATIAL ) ? INDEX identifier", 3},
		{"( CONSTRAINT identifier ? ) ? FOREIGN KEY identifier ?", 2},
		{"definer ? AGGREGATE ? FUNCTION qualifiedName", 2},
		{"( DATABASE | SCHEMA ) ifNotExists ? identifier", 0},
		{"TABLE tableName", 0},
	} {
		if got := optionalLead(c.text); got != c.want {
			t.Errorf("optionalLead(%q) = %d, want %d", c.text, got, c.want)
		}
	}
	g, err := Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	named := func(rule, prefix string) string {
		for _, a := range g.Rules[rule].Alts {
			if strings.HasPrefix(a.Text, prefix) {
				return g.Construct(a)
			}
		}
		t.Fatalf("%s has no alternative %q", rule, prefix)
		return ""
	}
	if c := named("createBody", "TEMPORARY ?"); c != "TABLE" {
		t.Errorf("CREATE's TEMPORARY ? TABLE is named %q, want TABLE", c)
	}
	if c := named("tableConstraint", "( CONSTRAINT identifier ? ) ? FOREIGN"); c != "FOREIGN KEY" {
		t.Errorf("the FOREIGN KEY constraint is named %q", c)
	}
	if c := named("predicateSuffix", "NOT ? LIKE"); c != "" {
		t.Errorf("the predicate's NOT ? LIKE is named %q: it continues an operand, LIKE is its operator", c)
	}
}
