package mysql

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

func TestArity(t *testing.T) {
	for _, c := range []struct {
		args     string
		min, max int
	}{
		{"", 0, 0},
		{"date", 1, 1},
		{"str,len", 2, 2},
		{"sequence_name, next_value, [is_used, [round]]", 2, 4},
		{"seq, next[, is_used[, round]]", 2, 4},
		{"expr[, expr] ...", 1, -1},
		{"[expr]", 0, 1},
	} {
		if min, max := arity(c.args); min != c.min || max != c.max {
			t.Errorf("arity(%q) = %d, %d; want %d, %d", c.args, min, max, c.min, c.max)
		}
	}
}

// Parameter names are read where every parameter is a name; a keyword syntax or a variadic
// list names no types.
func TestParamNames(t *testing.T) {
	for _, c := range []struct {
		args string
		want string
	}{
		{"str,delim,count", "str delim count"},
		{"bits, on, off[, separator[, number_of_bits]]", "bits on off separator number_of_bits"},
		{"X", "x"},
		{"", ""},
		{"expr[, expr] ...", ""},
		{"substr IN str", ""},
		{"expr AS type", ""},
	} {
		if got := strings.Join(paramNames(c.args), " "); got != c.want {
			t.Errorf("paramNames(%q) = %q; want %q", c.args, got, c.want)
		}
	}
}

// Help topics as MariaDB 10.11's tables hold them: a stated syntax, a text with examples only,
// an escaped name, a function topic named apart from its statement, a statement, and a text
// that states two syntaxes, one a line, with an example that passes literals.
func TestHelpFunction(t *testing.T) {
	for _, c := range []struct {
		topic, desc string
		ok          bool
		name        string
		min, max    int
	}{
		{"NULLIF", "Syntax\n------\n\nNULLIF(expr1,expr2)\n\nDescription", true, "NULLIF", 2, 2},
		{"ROUND", "Description\n-----------\nRounds X.\n\nSELECT ROUND(-1.23);\n| ROUND(-1.23) |\nSELECT ROUND(1.298, 1);", true, "ROUND", 1, 2},
		{`INET\_NTOA`, "Syntax\n------\n\nINET_NTOA(expr)\n", true, "INET_NTOA", 1, 1},
		{"REPLACE Function", "Syntax\n------\n\nREPLACE(str,from_str,to_str)\n", true, "REPLACE", 3, 3},
		{"REPLACE", "Syntax\n------\n\nREPLACE [LOW_PRIORITY | DELAYED]\n [INTO] tbl_name [PARTITION (partition_list)]", false, "", 0, 0},
		{"TRIM", "The function MY_TRIM(x) is another one.", false, "", 0, 0},
		{`UNIX\_TIMESTAMP`, "Syntax\n------\n\nUNIX_TIMESTAMP()\nUNIX_TIMESTAMP(date)\n\nExamples\n\nUNIX_TIMESTAMP('2007-11-30 10:30:19', 'x')", true, "UNIX_TIMESTAMP", 0, 1},
	} {
		f, ok := helpFunction(c.topic, "String Functions", c.desc)
		if ok != c.ok || ok && (f.Name != c.name || f.MinArgs != c.min || f.MaxArgs != c.max || f.Family != "String Functions") {
			t.Errorf("helpFunction(%q) = %+v, %v; want %s %d..%d, %v", c.topic, f, ok, c.name, c.min, c.max, c.ok)
		}
	}
}

// TestCatalog reads MariaDB's help tables, and the second read is served from the cache even
// with the server unable to answer.
func TestCatalog(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, dbmstest.MariaDB.Name, dbmstest.MariaDB.Env, dbmstest.MariaDB.DSN)
	dir := t.TempDir()
	fns, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]dbms.CatalogFunction{}
	for _, f := range fns {
		if _, ok := byName[f.Name]; !ok {
			byName[f.Name] = f
		}
	}
	// Functions the help tables name apart from their calls (ROUND's text has only examples,
	// INET\_NTOA's name is escaped, REPLACE's is "REPLACE Function").
	for _, n := range []string{"ROUND", "INET_NTOA", "SUBSTRING_INDEX", "REPLACE"} {
		if _, ok := byName[n]; !ok {
			t.Errorf("%s is missing from MariaDB's catalog of %d functions", n, len(fns))
		}
	}
	if f, ok := byName["MAKEDATE"]; !ok || f.Family == "" || f.MinArgs < 1 {
		t.Fatalf("%d functions; MAKEDATE: %+v", len(fns), f)
	}
	// The syntax names the parameters, optional ones included.
	if f := byName["EXPORT_SET"]; strings.Join(f.ArgTypes, ",") != "bits,on,off,separator,number_of_bits" {
		t.Errorf("EXPORT_SET's parameters: %+v", f)
	}
	tg.Close()
	again, err := dbms.CachedCatalog(t.Context(), tg, dir)
	if err != nil || len(again) != len(fns) {
		t.Fatalf("cached catalog: %d functions, %v", len(again), err)
	}
}

// The character sets and collations come with the server's defaults first.
func TestNames(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, dbmstest.MariaDB.Name, dbmstest.MariaDB.Env, dbmstest.MariaDB.DSN)
	names, err := tg.(dbms.Namer).Names(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	var cs, co string
	ex, err := tg.Run(t.Context(), []dbms.Statement{{SQL: "SELECT @@character_set_server, @@collation_server"}}, dbms.RunOptions{})
	if err != nil || len(ex.Results) != 1 || len(ex.Results[0].Rows) != 1 {
		t.Fatalf("%+v, %v", ex, err)
	}
	cs, co = *ex.Results[0].Rows[0][0], *ex.Results[0].Rows[0][1]
	if got := names["charset"]; len(got) < 2 || got[0] != cs || !slices.Contains(got, "latin1") {
		t.Errorf("character sets %v; want %s first", got, cs)
	}
	if got := names["collation"]; len(got) < 2 || got[0] != co {
		t.Errorf("collations %.5v; want %s first", got, co)
	}
}
