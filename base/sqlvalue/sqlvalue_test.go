package sqlvalue

import (
	"slices"
	"strings"
	"testing"
)

func TestClasses(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want string
	}{
		{"SELECT JSON_VALUE(j, NULL) FROM t", "null"},
		{"SELECT ROUND(-1.5, 0)", "negative zero"},
		{"SELECT a - 1 FROM t", ""},
		{"SELECT (a) -1 FROM t", ""},
		{"SELECT -1", "negative"},
		{"SELECT x FROM t WHERE a = -2 AND b IN (-3)", "negative"},
		{"SELECT ABS(9223372036854775807), 2147483647", "huge"},
		{"SELECT ABS(-2147483648)", "huge negative"},
		{"SELECT 1e308 * 10", "huge"},
		{"SELECT 0x7fffffffffffffffff", "huge"},
		{"SELECT LPAD('', 3, 'x')", "empty"},
		{"SELECT DATE_ADD('0000-00-00', INTERVAL 1 DAY), DATE '2020-01-01'", "date zero_date"},
		{"SELECT DAYNAME('2020-13-00')", "zero_date"},
		{`SELECT JSON_EXTRACT('{"a": [1]}', '$.a'), JSON_ARRAY('[1]')`, "json"},
		{"SELECT 'it''s 0', \"null\" -- 0 NULL\n, 1 /* -1 '' */", ""},
		{"select nullif(a, 1), a_null from t", ""},
		{"SELECT 0.0, .5", "zero"},
	} {
		got := strings.Join(Classes(c.sql), " ")
		want := strings.Fields(c.want)
		slices.Sort(want)
		if got != strings.Join(want, " ") {
			t.Errorf("Classes(%q) = %q, want %q", c.sql, got, strings.Join(want, " "))
		}
	}
}

func TestScope(t *testing.T) {
	for _, c := range []struct {
		sql, construct, scope string
	}{
		{"SELECT JSON_QUERY(j, NULL), 0 FROM t WHERE a = -1", "JSON_QUERY", "j, NULL"},
		{"select json_query ( f(j, ')'), '$' ) from t", "JSON_QUERY", " f(j, ')'), '$' "},
		{"SELECT a FROM t ORDER BY a", "ORDER BY", "SELECT a FROM t ORDER BY a"},
		{"SELECT MY_JSON_QUERY(NULL)", "JSON_QUERY", "SELECT MY_JSON_QUERY(NULL)"},
		{"SELECT LEFT(a", "LEFT", "a"},
	} {
		if got := Scope(c.sql, c.construct); got != c.scope {
			t.Errorf("Scope(%q, %s) = %q, want %q", c.sql, c.construct, got, c.scope)
		}
	}
}

func TestCall(t *testing.T) {
	sql := "SELECT f(1), JSON_SET(j, '$.a', g(2, 3)), json_set ( ) FROM t"
	open, args, ok := Call(sql, "JSON_SET", 0)
	var got []string
	for _, a := range args {
		got = append(got, strings.TrimSpace(sql[a[0]:a[1]]))
	}
	if !ok || sql[open] != '(' || strings.Join(got, "|") != "j|'$.a'|g(2, 3)" {
		t.Errorf("Call = %d %q %v", open, got, ok)
	}
	// From an offset past the first call, the next one is found: it has no arguments.
	if _, args, ok := Call(sql, "JSON_SET", open); !ok || len(args) != 0 {
		t.Errorf("the second call: %v %v", args, ok)
	}
	if _, _, ok := Call(sql, "JSON_REMOVE", 0); ok {
		t.Error("a call that is not there was found")
	}
}
