package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/eval"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/gitfixture"
)

// laterFix is a commit after the release: a source change and a new script test.
func laterFix(msg, src, name, query, expected string) gitfixture.Commit {
	existing := jsonScript("json_extract of a constant", "select json_extract('{\"a\": 1}', '$.a')", "{1}")
	return gitfixture.Commit{Msg: msg, Files: map[string]string{
		src:                                  "package function\n\n// Fixed is fixed.\nfunc Fixed() int {\n\treturn 1\n}\n",
		"enginetest/queries/json_scripts.go": jsonQueries(existing, jsonScript(name, query, expected)),
	}}
}

// Time travel over a history built here: the release is the JSON_EXTRACT fix, after which come
// a fix of JSON_VALUE's panic (still alive on the embedded go-mysql-server v0.20: a label), a
// fix whose statement passes there, one for a function v0.20 does not have, and a test-only
// commit. The campaign over the fixes up to the release mutates JSON_EXTRACT into JSON_VALUE,
// which panics: the label is found, and recall over the written labels says the same.
func TestTimeTravelOnGMS(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	history := jsonHistory()
	history = append(history,
		laterFix("fix panic in JSON_VALUE over a JSON column", "sql/expression/function/json/json_value.go",
			"json_value over a json column", "select pk, json_value(col1, col1) from t order by pk", "{1, nil}, {2, nil}"),
		laterFix("fix wrong result of UPPER on a JSON column", "sql/expression/function/upper.go",
			"upper of a constant", "select upper('abc')", "{\"ABC\"}"),
		laterFix("fix crash in NO_SUCH_FUNCTION", "sql/expression/function/no_such.go",
			"a function from the future", "select no_such_function(1)", "{1}"),
	)
	hashes := gitfixture.Build(t, repo, history)
	release := hashes[1].String()
	dir := t.TempDir()
	db, labels := filepath.Join(dir, "r.db"), filepath.Join(dir, "labels.jsonl")
	// A link planted at --labels-out is replaced, not followed: the file it points at is kept.
	outside := filepath.Join(t.TempDir(), "keep.txt")
	if err := os.WriteFile(outside, []byte("keep"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, labels); err != nil {
		t.Fatal(err)
	}

	code, out, errOut := run(t, "", "eval", "timetravel", "--repo", repo, "--at", release, "--db", db, "--labels-out", labels, "--json")
	if code != 0 {
		t.Fatalf("eval timetravel: exit %d\n%s\n%s", code, out, errOut)
	}
	var rep campaign.TimeTravelReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if b, err := os.ReadFile(outside); err != nil || string(b) != "keep" {
		t.Fatalf("--labels-out wrote through a link: the file it points at holds %q (%v)", b, err)
	}
	if fi, err := os.Lstat(labels); err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("--labels-out is not a regular file after the run: %v %v", fi, err)
	}
	if rep.After.Walked != 3 || rep.Labels.Fixes != 3 {
		t.Fatalf("walked %d commits after the release and ran %d fixes, want 3 and 3", rep.After.Walked, rep.Labels.Fixes)
	}
	if len(rep.Labels.Labels) != 1 {
		t.Fatalf("labels %+v, dropped %+v", rep.Labels.Labels, rep.Labels.Dropped)
	}
	l := rep.Labels.Labels[0]
	if l.Construct != "JSON_VALUE" || l.Kind() != eval.KindCrash || l.FixedBy != hashes[2].String() || !strings.Contains(l.Observed, "internal") {
		t.Fatalf("label %+v", l)
	}
	var reasons []string
	for _, d := range rep.Labels.Dropped {
		reasons = append(reasons, d.Reason)
	}
	slices.Sort(reasons)
	if want := []string{eval.DropFeature, eval.DropPasses}; !slices.Equal(reasons, want) {
		t.Fatalf("dropped %+v, want reasons %v", rep.Labels.Dropped, want)
	}
	if rep.Campaign == nil || rep.Campaign.Campaign.Fixes != 1 {
		t.Fatalf("the campaign must run over the one fix up to the release: %+v", rep.Campaign)
	}
	if r := rep.Recall; r.Found != 1 || r.Live != 1 || r.Outcomes[0].Stage != eval.StageReported || !slices.Contains(r.Confirmed, r.Outcomes[0].Candidate) {
		t.Fatalf("recall %+v", r)
	}

	// The labels written are the instrument for a later run: recall over the same store agrees.
	if _, err := os.Stat(labels); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run(t, "", "eval", "recall", "--labels", labels, "--db", db, "--repo", repo, "--until", release)
	if code != 0 || !strings.Contains(out, "recall                1 of 1 live labels (100.0%)") || !strings.Contains(out, "reported") {
		t.Fatalf("eval recall: exit %d\n%s\n%s", code, out, errOut)
	}

	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte(`{"id": "x", "class": "crash", "sql": "select 1"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"eval", "timetravel", "--repo", repo, "--db", db}, 2, "give --repo PATH and --at REV"},
		{[]string{"eval", "timetravel", "--repo", repo, "--at", "v9.9.9", "--db", db}, 1, `unknown revision "v9.9.9"`},
		{[]string{"eval", "recall", "--db", db}, 2, "give --labels FILE"},
		{[]string{"eval", "recall", "--db", db, "--labels", filepath.Join(dir, "none.jsonl")}, 1, "labels: open"},
		{[]string{"eval", "recall", "--db", db, "--labels", bad}, 1, "bad.jsonl:1: label x names no construct"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}
