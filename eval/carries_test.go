package eval

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
)

func TestCarries(t *testing.T) {
	test := func(sql string, setup ...string) sibling.Test {
		st := sibling.Test{SQL: sql, Statements: []testfmt.Statement{{SQL: sql}}}
		for _, s := range setup {
			st.Setup = append(st.Setup, testfmt.Statement{SQL: s})
		}
		return st
	}
	// The trigger must be in the construct's own arguments: a 0 elsewhere does not count.
	if ok, have := Carries(test("SELECT JSON_QUERY(j, '$') FROM t WHERE a = 0"), "JSON_QUERY", []string{sqlvalue.Zero}); ok || len(have) != 0 {
		t.Errorf("a zero outside the call carried the trigger: %v %v", ok, have)
	}
	if ok, _ := Carries(test("SELECT JSON_QUERY(j, NULL) FROM t"), "JSON_QUERY", []string{sqlvalue.Null}); !ok {
		t.Error("NULL in the call did not carry the trigger")
	}
	if ok, _ := Carries(test("SELECT JSON_QUERY(j, '$')"), "JSON_QUERY", nil); !ok {
		t.Error("an empty trigger is carried by any test")
	}
	// A column argument carries what the test's data holds; a literal argument does not.
	data := []string{"CREATE TABLE t (b BIGINT UNSIGNED DEFAULT 0)", "INSERT INTO t VALUES (1), (18446744073709551615)"}
	if ok, have := Carries(test("SELECT BIT_XOR(b) OVER () FROM t", data...), "BIT_XOR", []string{sqlvalue.Huge}); !ok {
		t.Errorf("the data's huge value did not reach BIT_XOR(b): %v", have)
	}
	if ok, have := Carries(test("SELECT BIT_XOR(7) FROM t", data...), "BIT_XOR", []string{sqlvalue.Huge}); ok {
		t.Errorf("a literal argument was credited with the data's values: %v", have)
	}
	// A CREATE TABLE's DEFAULT 0 is not data.
	if _, have := Carries(test("SELECT BIT_XOR(b) FROM t", data[0]), "BIT_XOR", nil); strings.Join(have, ",") != "" {
		t.Errorf("a table definition's literals counted as data: %v", have)
	}
}
