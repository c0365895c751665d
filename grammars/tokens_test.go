package grammars

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
)

func TestTokens(t *testing.T) {
	for _, c := range []struct {
		dialect dialect.Dialect
		sql     string
		call    map[string]bool // token text → whether it is a call's name
		asName  map[string]bool // token text → whether it is a keyword serving as a name
	}{
		{"mysql", "SELECT TRIM(status), f(a) FROM t", map[string]bool{"TRIM": true, "f": true, "t": false}, map[string]bool{"status": true, "TRIM": false}},
		{"mysql", "CALL p(1)", map[string]bool{"p": false}, nil},
		{"mysql", "INSERT INTO t (a) VALUES (1)", map[string]bool{"t": false}, nil},
		{"duckdb", "SELECT list_sort(x) FROM tbl", map[string]bool{"list_sort": true, "tbl": false}, nil},
	} {
		g, err := Dialect(c.dialect)
		if err != nil {
			t.Fatal(err)
		}
		toks, err := Tokens(c.dialect, g, c.sql)
		if err != nil {
			t.Fatalf("%s: %v", c.sql, err)
		}
		got := map[string]Token{}
		for _, tok := range toks {
			got[tok.Text] = tok
		}
		for text, want := range c.call {
			if tok, ok := got[text]; !ok || tok.Call != want {
				t.Errorf("%s: token %q call = %v, want %v (%+v)", c.sql, text, tok.Call, want, tok)
			}
		}
		for text, want := range c.asName {
			if tok, ok := got[text]; !ok || tok.AsName != want {
				t.Errorf("%s: token %q as name = %v, want %v (%+v)", c.sql, text, tok.AsName, want, tok)
			}
		}
	}
	if _, err := Tokens("mysql", nil, "SELEC 1"); err == nil {
		t.Error("a statement that does not parse gave tokens")
	}
}
