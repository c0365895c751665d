package export

import "testing"

// Cells are written as the Go values of their column types, as the harness compares them; a
// value reaper has no literal for is refused.
func TestGMSCell(t *testing.T) {
	for _, c := range []struct {
		typ, v, want string
	}{
		{"BIGINT", "-5", "-5"}, {"UNSIGNED INT", "5", "uint64(5)"}, {"BIGINT", "18446744073709551615", "uint64(18446744073709551615)"},
		{"UNSIGNED BIGINT", "-1", "-1"}, {"BIGINT", "18446744073709551616", ""}, {"DOUBLE", "1.5e+20", "float64(1.5e+20)"},
		{"DECIMAL", "1.50", `"1.50"`}, {"TEXT", "a\"b", `"a\"b"`}, {"JSON", `{"a": 1}`, `types.MustJSON("{\"a\": 1}")`},
		{"VARBINARY", "ab", `[]byte("ab")`}, {"TINYINT", "007", ""}, {"DOUBLE", "NaN", ""}, {"TIME", "01:00:00", ""},
	} {
		v := c.v
		got, err := gmsCell(c.typ, &v)
		if got != c.want || (err != nil) != (c.want == "") {
			t.Errorf("%s %q: %q %v, want %q", c.typ, c.v, got, err, c.want)
		}
	}
	if got, _ := gmsCell("TIME", nil); got != "nil" {
		t.Errorf("NULL: %q", got)
	}
}
