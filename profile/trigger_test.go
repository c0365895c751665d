package profile_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/base/llm/llmtest"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
)

// values writes trigger values as arg:class/via, for comparing.
func values(vs []profile.TriggerValue) string {
	var out []string
	for _, v := range vs {
		out = append(out, strings.Join([]string{string(rune('0' + v.Arg)), v.Class, v.Via}, ":"))
	}
	return strings.Join(out, " ")
}

func TestDeriveTrigger(t *testing.T) {
	st := func(sql string) testfmt.Statement { return testfmt.Statement{SQL: sql} }
	for _, c := range []struct {
		name, fault, key string
		setup            []string
		diff             string
		want             string
	}{
		{name: "literal arguments by position", fault: "JSON_VALUE", key: "SELECT JSON_VALUE('{}', NULL), ABS(-1)",
			want: "1:json:literal 2:null:literal"},
		{name: "a column argument reads the data", fault: "BIT_OR", key: "SELECT BIT_OR(b) OVER () FROM t",
			setup: []string{"CREATE TABLE t (b BIGINT UNSIGNED DEFAULT 0)", "INSERT INTO t VALUES (18446744073709551615), (NULL)"},
			want:  "1:huge:data 1:null:data"},
		{name: "literals and data together", fault: "ROUND", key: "SELECT ROUND(a, -2) FROM t",
			setup: []string{"INSERT INTO t VALUES (0)"}, want: "2:negative:literal 1:zero:data"},
		{name: "not a call", fault: "ORDER BY", key: "SELECT a FROM t ORDER BY a LIMIT 0", want: "0:zero:literal"},
		{name: "guards the patch adds", fault: "LOCATE", key: "SELECT LOCATE('a', 'b')",
			diff: "@@ -1,2 +1,6 @@\n+\tif err != nil {\n+\tif pos < 0 {\n+\t\treturn nil, nil\n+\tif val == nil {\n-\tif old == nil {\n",
			want: "0:negative:patch 0:null:patch"},
		{name: "error checks are no guard", fault: "LOCATE", key: "SELECT LOCATE('a', 'b')",
			diff: "@@ -1 +1 @@\n+\tif err != nil {\n+\tif v, ok := x.(string); ok == nil {\n", want: ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tc := corpus.TestCase{Statements: []testfmt.Statement{st(c.key)}}
			for _, s := range c.setup {
				tc.Setup = append(tc.Setup, st(s))
			}
			patch := corpus.Patch{Files: []corpus.FilePatch{{Path: "sql/f.go", Diff: c.diff}}}
			got := profile.DeriveTrigger(c.fault, st(c.key), tc, patch)
			if values(got) != c.want {
				t.Errorf("got %q, want %q (%+v)", values(got), c.want, got)
			}
			for _, v := range got {
				if v.Evidence == "" {
					t.Errorf("value %+v has no evidence", v)
				}
			}
		})
	}
}

func TestScriptedEndpointTriggerValues(t *testing.T) {
	// The Query Analyzer names a value the test does not show (the sequence's cache 0) and a
	// class reaper has no name for; the first is added to the derived ones, the second noted.
	answer := strings.Replace(queryAnswer("NEXTVAL"), `"reasoning"`,
		`"trigger":[{"arg":0,"class":"zero","text":"CACHE 0","evidence":"a sequence without a cache"},{"arg":1,"class":"sequence-ish","text":"s1","evidence":"?"}],"reasoning"`, 1)
	ep := &llmtest.Endpoint{Models: []string{"scripted-model"}, Answer: func(a string, round, nth int) (int, string, time.Duration) {
		if a == "query" {
			return 200, answer, 0
		}
		return 200, patchAnswer("NEXTVAL"), 0
	}}
	brain := newBrain(t, ep.Start(t), llm.Config{})
	p, err := profile.Build(context.Background(), llmFix("MDEV-1 NEXTVAL on a table crashes"), brain, profile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != profile.Accepted || values(p.Trigger.Values) != "0:zero:analyzer" {
		t.Fatalf("status %s, trigger %q (%+v)", p.Status, values(p.Trigger.Values), p.Trigger.Values)
	}
	if !strings.Contains(strings.Join(p.Notes, "\n"), `"sequence-ish"`) {
		t.Errorf("the unknown class is not noted: %v", p.Notes)
	}
}
