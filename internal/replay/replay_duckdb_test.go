//go:build cgo

package replay

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/export/exporttest"
)

// DuckDB's own test files expect errors as text the message contains, or as <REGEX>: (the whole
// message matches) and <!REGEX>: (it does not); an internal error (INTERNAL, or FATAL once
// DuckDB invalidated the database) is never the error expected.
func TestReplayDuckDBErrors(t *testing.T) {
	tg := exporttest.Open(t, "duckdb:inprocess")
	for _, c := range []struct {
		expect string
		green  bool
	}{
		{"Catalog Error: Table with name nope does not exist", true},
		{"<REGEX>:Catalog Error.*nope.*", true},
		{"<REGEX>:Catalog Error", false}, // a whole match, not a search
		{"<!REGEX>:.*Binder Error.*", true},
		{"<!REGEX>:.*Catalog Error.*", false},
		{"Binder Error", false},
	} {
		file := "statement error\nSELECT * FROM nope\n----\n" + c.expect + "\n"
		green, detail, err := Run(t.Context(), tg, testfmt.SQLLogicTest, []export.File{{Name: "e.test", Content: file}})
		if err != nil || green != c.green {
			t.Errorf("expecting %q: green %v (%s), %v", c.expect, green, detail, err)
		}
	}
	internal := "statement ok\nSET debug_force_commit_failure = true\n\nstatement ok\nSET debug_force_commit_revert_failure = true\n\n" +
		"statement ok\nBEGIN\n\nstatement ok\nCREATE TABLE v3 (v4 DOUBLE)\n\nstatement error\nCOMMIT\n----\nForced commit failure\n\n" +
		"statement error\nSELECT 1\n----\nFATAL Error\n"
	green, detail, err := Run(t.Context(), tg, testfmt.SQLLogicTest, []export.File{{Name: "i.test", Content: internal}})
	if err != nil || green || !strings.Contains(detail, "expected a clean error, got internal") {
		t.Fatalf("a FATAL error replayed as expected: %v (%s), %v", green, detail, err)
	}
}
