package eval

import (
	"slices"
	"strings"
	"testing"
)

func TestValueClasses(t *testing.T) {
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
		got := strings.Join(ValueClasses(c.sql), " ")
		want := strings.Fields(c.want)
		slices.Sort(want)
		if got != strings.Join(want, " ") {
			t.Errorf("ValueClasses(%q) = %q, want %q", c.sql, got, strings.Join(want, " "))
		}
	}
}

func TestScopeAndCarries(t *testing.T) {
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
	// The trigger must be in the construct's own arguments: a 0 elsewhere does not count.
	if ok, have := Carries("SELECT JSON_QUERY(j, '$') FROM t WHERE a = 0", "JSON_QUERY", []string{ValueZero}); ok || len(have) != 0 {
		t.Errorf("a zero outside the call carried the trigger: %v %v", ok, have)
	}
	if ok, _ := Carries("SELECT JSON_QUERY(j, NULL) FROM t", "JSON_QUERY", []string{ValueNull}); !ok {
		t.Error("NULL in the call did not carry the trigger")
	}
	if ok, _ := Carries("SELECT JSON_QUERY(j, '$')", "JSON_QUERY", nil); !ok {
		t.Error("an empty trigger is carried by any test")
	}
}

func TestHolds(t *testing.T) {
	for _, c := range []struct {
		sql, construct string
		want           bool
	}{
		{"select json_value(a, '$')", "JSON_VALUE", true},
		{"select my_json_value(a)", "JSON_VALUE", false},
		{"insert into t values (1) on duplicate\n key update a = 1", "ON DUPLICATE KEY UPDATE", true},
		{"select a from t order   by a", "ORDER BY", true},
		{"select border by", "ORDER BY", false},
		{"select 1", "", false},
	} {
		if got := Holds(c.sql, c.construct); got != c.want {
			t.Errorf("Holds(%q, %q) = %v, want %v", c.sql, c.construct, got, c.want)
		}
	}
}

func TestReadLabels(t *testing.T) {
	good := `{"id": "a", "construct": "SETVAL", "class": "crash", "trigger": ["null"], "sql": "SELECT SETVAL(s, NULL)", "live": true}
// a comment
{"id": "b", "source": "timetravel", "construct": "X", "class": "internal", "trigger": [], "sql": "SELECT X()"}
`
	ls, err := ReadLabels(strings.NewReader(good), "good.jsonl")
	if err != nil || len(ls) != 2 || ls[0].Source != "hand" || ls[1].Kind() != KindCrash {
		t.Fatalf("ReadLabels: %v %+v", err, ls)
	}
	for _, c := range []struct{ in, want string }{
		{`{"construct": "X", "class": "crash", "sql": "x"}`, "bad.jsonl:1: the label has no id"},
		{`{"id": "a", "construct": "X", "class": "slow", "sql": "x"}`, `class "slow" is none of`},
		{`{"id": "a", "construct": "X", "class": "crash", "sql": "x", "trigger": ["nil"]}`, `trigger class "nil"`},
		{`{"id": "a", "construct": "X", "class": "crash", "sql": "x"}` + "\n" + `{"id": "a", "construct": "X", "class": "crash", "sql": "x"}`, "bad.jsonl:2: label a appears twice"},
		{`{"id": "a", "construct": "X", "class": "crash", "sql": "x", "colour": 1}`, `unknown field "colour"`},
		{`{"id": "a", "construct": "", "class": "crash", "sql": "x"}`, "names no construct"},
		{``, "holds no label"},
	} {
		if _, err := ReadLabels(strings.NewReader(c.in), "bad.jsonl"); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadLabels(%s): %v, want %q", c.in, err, c.want)
		}
	}
}
