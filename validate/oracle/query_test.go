package oracle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
)

func TestOracleSplit(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want Query
	}{
		{"SELECT a, b FROM t WHERE a > 1", Query{Select: "a, b", From: "t", Where: "a > 1"}},
		{"select a from t where a > 1;", Query{Select: "a", From: "t", Where: "a > 1"}},
		{"WITH c AS (SELECT x FROM t ORDER BY x LIMIT 1), d (y) AS NOT MATERIALIZED (SELECT 1 FROM t) SELECT DISTINCT x FROM c JOIN u ON c.x = u.y " +
			"WHERE x IS NOT NULL GROUP BY x HAVING COUNT(*) > 1 ORDER BY x LIMIT 3 OFFSET 1",
			Query{With: "WITH c AS (SELECT x FROM t ORDER BY x LIMIT 1), d (y) AS NOT MATERIALIZED (SELECT 1 FROM t)", Distinct: true, Select: "x",
				From: "c JOIN u ON c.x = u.y", Where: "x IS NOT NULL", GroupBy: "x", Having: "COUNT(*) > 1", OrderBy: "x", Limit: "LIMIT 3 OFFSET 1"}},
		{"WITH RECURSIVE r (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r WHERE n > 2",
			Query{With: "WITH RECURSIVE r (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5)", Select: "n", From: "r", Where: "n > 2"}},
		// Comments go, whatever they hold; keywords in quotes are not clauses.
		{"SELECT a -- FROM x\nFROM t /* WHERE */ WHERE a = 'x -- y'\n# GROUP BY a\n  ORDER BY a",
			Query{Select: "a", From: "t", Where: "a = 'x -- y'", OrderBy: "a"}},
		{"SELECT 'FROM', \"WHERE\", `GROUP` FROM t WHERE s = 'it''s WHERE'",
			Query{Select: "'FROM', \"WHERE\", `GROUP`", From: "t", Where: "s = 'it''s WHERE'"}},
		{"SELECT $$ FROM $$ FROM t WHERE a = $q$WHERE ' $q$", Query{Select: "$$ FROM $$", From: "t", Where: "a = $q$WHERE ' $q$"}},
		{"SELECT a FROM t WHERE s = E'it\\'s' AND b = 'c:\\\\'", Query{Select: "a", From: "t", Where: "s = E'it\\'s' AND b = 'c:\\\\'"}},
		// FROM inside an operator or a function call is not the FROM clause.
		{"SELECT a IS DISTINCT FROM b, EXTRACT(YEAR FROM d) FROM t WHERE a IS NOT DISTINCT FROM b",
			Query{Select: "a IS DISTINCT FROM b, EXTRACT(YEAR FROM d)", From: "t", Where: "a IS NOT DISTINCT FROM b"}},
		{"SELECT ALL a FROM t", Query{Select: "a", From: "t"}},
		{"SELECT SQL_NO_CACHE DISTINCTROW a FROM t", Query{Distinct: true, Select: "a", From: "t"}},
		// Set operations and limits inside parentheses belong to the subquery.
		{"SELECT a FROM t WHERE a IN (SELECT b FROM u UNION SELECT c FROM v) AND b = (SELECT MAX(b) FROM u ORDER BY 1 LIMIT 1)",
			Query{Select: "a", From: "t", Where: "a IN (SELECT b FROM u UNION SELECT c FROM v) AND b = (SELECT MAX(b) FROM u ORDER BY 1 LIMIT 1)"}},
		{"SELECT a FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.a = t.a LIMIT 1)", Query{Select: "a", From: "t", Where: "EXISTS (SELECT 1 FROM u WHERE u.a = t.a LIMIT 1)"}},
		// Names that are also functions are columns when not called.
		{"SELECT uuid, t.current_date FROM t WHERE now > 1", Query{Select: "uuid, t.current_date", From: "t", Where: "now > 1"}},
		{"SELECT a FROM t ORDER BY a FETCH FIRST 2 ROWS ONLY", Query{Select: "a", From: "t", OrderBy: "a", Limit: "FETCH FIRST 2 ROWS ONLY"}},
		{"SELECT a FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2020-01-01' WHERE a > 1",
			Query{Select: "a", From: "t FOR SYSTEM_TIME AS OF TIMESTAMP '2020-01-01'", Where: "a > 1"}},
		{"SELECT /*+ NO_INDEX(t) */ a\n  FROM t\n  WHERE a > 1\n    AND b < 2", Query{Select: "/*+ NO_INDEX(t) */ a", From: "t", Where: "a > 1\n    AND b < 2"}},
	} {
		got, reason := Split(c.sql)
		if reason != "" || got != c.want {
			t.Errorf("Split(%q)\n got %+v (%s)\nwant %+v", c.sql, got, reason, c.want)
		}
		// The clauses put back together split the same way.
		if again, reason := Split(got.String()); reason != "" || again != got {
			t.Errorf("Split(%q) again: %+v (%s)", got.String(), again, reason)
		}
	}
}

func TestOracleSplitRefuses(t *testing.T) {
	for _, c := range []struct{ sql, want string }{
		{"", "empty statement"},
		{" ; ", "empty statement"},
		{"SELECT a FROM t; SELECT b FROM t", "more than one statement"},
		{"INSERT INTO t VALUES (1)", `not a SELECT statement (it starts with "INSERT")`},
		{"(SELECT a FROM t)", "parenthesised query"},
		{"WITH c AS (SELECT 1) INSERT INTO t SELECT * FROM c", "WITH clause not followed by a SELECT"},
		{"WITH c AS (SELECT 1) DELETE FROM t", "WITH clause not followed by a SELECT"},
		{"SELECT 1", "no FROM clause"},
		{"SELECT a FROM", "empty FROM clause"},
		{"SELECT FROM t", "empty select list"},
		{"SELECT DISTINCT", "empty select list"},
		{"SELECT a FROM t WHERE", "empty WHERE clause"},
		{"SELECT a FROM t GROUP BY a WHERE a > 1", "WHERE after GROUP BY: the clauses are out of order"},
		{"SELECT a FROM t UNION SELECT b FROM u", "set operation (UNION)"},
		{"SELECT a FROM t INTERSECT SELECT b FROM u", "set operation (INTERSECT)"},
		{"SELECT a FROM t EXCEPT SELECT b FROM u", "set operation (EXCEPT)"},
		{"SELECT a FROM t MINUS SELECT b FROM u", "set operation (MINUS)"},
		{"SELECT a FROM t QUALIFY a > 1", "a QUALIFY clause"},
		{"SELECT RAND() FROM t", "RAND is not deterministic (random numbers)"},
		{"SELECT UNIX_TIMESTAMP() FROM t", "UNIX_TIMESTAMP is not deterministic"},
		{"SELECT a FROM t WHERE b < random()", "RANDOM is not deterministic"},
		{"SELECT a FROM t WHERE b < NOW()", "NOW is not deterministic"},
		{"SELECT a FROM t WHERE d < CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP is not deterministic"},
		{"SELECT a FROM t WHERE d = SYSDATE", "SYSDATE is not deterministic"},
		{"SELECT UUID() FROM t", "UUID is not deterministic"},
		{"SELECT a FROM t WHERE a = pg_catalog.nextval('s')", "NEXTVAL is not deterministic"},
		{"SELECT NEXT VALUE FOR s FROM t", "NEXT VALUE FOR is not deterministic"},
		{"SELECT a FROM t TABLESAMPLE BERNOULLI (10)", "TABLESAMPLE is not deterministic"},
		{"SELECT a FROM t LIMIT 1", "LIMIT without ORDER BY: which rows"},
		{"SELECT a FROM t OFFSET 2", "OFFSET without ORDER BY"},
		{"SELECT a FROM t FETCH FIRST 1 ROWS ONLY", "FETCH without ORDER BY"},
		{"SELECT a FROM t WHERE a = (SELECT b FROM u LIMIT 1) ORDER BY a", "LIMIT without ORDER BY in a subquery"},
		{"SELECT ROW_NUMBER() OVER (ORDER BY a) FROM t", "window function (OVER)"},
		{"SELECT SUM(a) OVER w FROM t WINDOW w AS (ORDER BY a)", "window function (OVER)"},
		{"SELECT a FROM t WINDOW w AS (ORDER BY a)", "a WINDOW clause"},
		{"SELECT @n := @n + 1 FROM t", "assigns a user variable (@n :=)"},
		{"SELECT a INTO @x FROM t", "SELECT ... INTO"},
		{"SELECT a FROM t ORDER BY a FOR UPDATE", "locking clause (FOR UPDATE)"},
		{"SELECT a FROM t LOCK IN SHARE MODE", "locking clause (LOCK IN SHARE MODE)"},
		{"SELECT a FROM t PROCEDURE ANALYSE()", "PROCEDURE clause"},
		{"SELECT DISTINCT ON (a) a, b FROM t", "DISTINCT ON"},
		{"SELECT a FROM t WHERE a = 1--1", `"--" not followed by a space`},
		{"SELECT a FROM t WHERE a # 1 = 0", `"#" inside a line`},
		{`SELECT a FROM t WHERE s = 'it\'s'`, "a backslash before a quote inside a quote"},
		{"SELECT a FROM t /* a /* b */ */", "nested /* comments"},
		{"SELECT a FROM t /* open", "unterminated /* comment"},
		{"SELECT a FROM t WHERE s = 'open", "unterminated quote '"},
		{"SELECT a FROM t WHERE s = $x$open", "unterminated dollar quote $x$"},
		{"SELECT a FROM t WHERE f(a", "a '(' is not closed"},
		{"SELECT a FROM t WHERE a)", "a ')' closes nothing"},
	} {
		q, reason := Split(c.sql)
		if !strings.Contains(reason, c.want) {
			t.Errorf("Split(%q) = %+v, reason %q; want a reason saying %q", c.sql, q, reason, c.want)
		}
	}
}

func TestOracleListHelpers(t *testing.T) {
	items := splitList("a, f(b, c), 'x,y' AS z, (SELECT 1, 2)")
	if want := []string{"a", "f(b, c)", "'x,y' AS z", "(SELECT 1, 2)"}; strings.Join(items, "|") != strings.Join(want, "|") {
		t.Fatalf("splitList: %q", items)
	}
	if normalize("t.a  +\n b") != normalize("T.A + B") || normalize("'a'") == normalize("'A'") {
		t.Fatal("normalize should ignore case and spacing outside quotes only")
	}
	for expr, want := range map[string]bool{
		"COUNT(*)": true, "max(a) + 1": true, "(SELECT MAX(b) FROM u)": false, "a + 1": false, "t.count(a)": false, "count": false,
	} {
		if hasAggregate(expr) != want {
			t.Errorf("hasAggregate(%q) = %v", expr, !want)
		}
	}
}

// TestVolatileOfClock: a function without arguments returning a date or a time is volatile
// whatever the catalog's mark; one with arguments, or returning another type, is volatile only
// when marked.
func TestVolatileOfClock(t *testing.T) {
	v := VolatileOf([]dbms.CatalogFunction{
		{Name: "current_localtime", Result: "TIME"},
		{Name: "now", Result: "timestamp with time zone"},
		{Name: "today", Result: "DATE"},
		{Name: "pi", Result: "DOUBLE"},
		{Name: "to_timestamp", MinArgs: 1, MaxArgs: 1, Result: "TIMESTAMP WITH TIME ZONE"},
		{Name: "concat_ws", MinArgs: 1, MaxArgs: -1, Result: "VARCHAR"},
		{Name: "random", Result: "DOUBLE", Volatile: true},
	})
	for name, want := range map[string]bool{"CURRENT_LOCALTIME": true, "NOW": true, "TODAY": true, "PI": false,
		"TO_TIMESTAMP": false, "CONCAT_WS": false, "RANDOM": true} {
		if v[name] != want {
			t.Errorf("%s volatile: %v, want %v", name, v[name], want)
		}
	}
	if why := v.Nondeterministic("SELECT datepart, current_localtime() FROM parts"); !strings.Contains(why, "CURRENT_LOCALTIME") {
		t.Errorf("the reason for a clock call: %q", why)
	}
}

// lex hands the splitter the text with each comment one space, numbers as one word each and
// operators one character a token (MySQL's := and @ are found that way).
func TestLexTokens(t *testing.T) {
	clean, toks, reason := lex("SELECT 1.5+-2e-3, @a:=1 /* c */ FROM t -- x\n;")
	if reason != "" {
		t.Fatal(reason)
	}
	if want := "SELECT 1.5+-2e-3, @a:=1   FROM t  \n;"; clean != want {
		t.Errorf("clean %q, want %q", clean, want)
	}
	var got []string
	for _, tk := range toks {
		if clean[tk.start:tk.end] != tk.text {
			t.Errorf("token %q at %d-%d of the clean text, which holds %q there", tk.text, tk.start, tk.end, clean[tk.start:tk.end])
		}
		got = append(got, fmt.Sprintf("%d:%s", tk.kind, tk.text))
	}
	want := fmt.Sprintf("%[1]d:SELECT %[1]d:1.5 %[2]d:+ %[2]d:- %[1]d:2e-3 %[3]d:, %[2]d:@ %[1]d:a %[2]d:: %[2]d:= %[1]d:1 %[1]d:FROM %[1]d:t %[4]d:;",
		tokWord, tokOther, tokComma, tokSemicolon)
	if strings.Join(got, " ") != want {
		t.Errorf("tokens\n %s\nwant\n %s", strings.Join(got, " "), want)
	}
}
