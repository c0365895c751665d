package eval

import (
	"strings"
	"testing"
)

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
