package enginebuild

import "testing"

// A duckdb-go v2 version names its DuckDB release in its minor number; the versions before
// the encoding and the previews name none.
func TestDuckDBRelease(t *testing.T) {
	for v, want := range map[string]string{
		"v2.10505.0": "1.5.5", "v2.20000.0": "2.0.0", "v2.10503.1": "1.5.3", "v2.11012.3": "1.10.12",
		"v2.5.4": "", "v2.20000.0-6.preview": "", "v1.10505.0": "", "v2.10505": "",
	} {
		got, ok := DuckDBRelease(v)
		if got != want || ok != (want != "") {
			t.Errorf("DuckDBRelease(%q) = %q, %v; want %q", v, got, ok, want)
		}
	}
}
