package sqlvalue

import "testing"

func TestRowsText(t *testing.T) {
	rows := [][]string{{"1", "a"}, {"NULL", ""}, {"3", "c"}}
	for _, c := range []struct {
		rows [][]string
		most int
		want string
	}{
		{nil, 3, "(none)"},
		{rows, 3, "(1, a)(NULL, )(3, c)"},
		{rows, 5, "(1, a)(NULL, )(3, c)"},
		{rows, 2, "(1, a)(NULL, ) … (3 rows)"},
		{[][]string{{}}, 1, "()"},
	} {
		if got := RowsText(c.rows, c.most); got != c.want {
			t.Errorf("%q, %d: got %q, want %q", c.rows, c.most, got, c.want)
		}
	}
}
