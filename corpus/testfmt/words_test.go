package testfmt

import (
	"reflect"
	"testing"
)

func TestWords(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want []string
	}{
		{"SELECT a, `My Col` FROM db.T1 WHERE b = 'it''s' -- trailing\n", []string{"select", "a", ",", "my col", "from", "t1", "where", "b", "="}},
		{"SELECT x + 1.5, @v, @@session.sql_mode /* note t2 */ FROM \"S\".\"t\"", []string{"select", "x", ",", "@v", ",", "sql_mode", "from", "t"}},
		{"INSERT INTO t VALUES ('a\\'b', 2) # comment t9", []string{"insert", "into", "t", "values", ","}},
		{"SELECT 'unterminated", []string{"select"}},
	} {
		if got := Words(c.sql); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Words(%q) = %q, want %q", c.sql, got, c.want)
		}
	}
}
