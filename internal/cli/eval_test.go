package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/eval"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// eval precision over the bugs of a campaign on the embedded go-mysql-server: a real label of
// the highest scored bug and a not-real one of the lowest, each naming a test's statement and
// the bug's fix, match; a real and a not-real label of statements no bug has are counted as
// lost and removed.
func TestEvalPrecision(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	code, out, errOut := run(t, "", "bugs", "list", "--db", db, "--json")
	var bugs []validate.Bug
	if code != 0 || json.Unmarshal([]byte(out), &bugs) != nil || len(bugs) < 2 || len(bugs) > eval.TopN {
		t.Fatalf("bugs list: exit %d, want 2 to %d bugs\n%s%s", code, eval.TopN, out, errOut)
	}
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := st.ListValidations(t.Context(), "", true)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	sql := map[string]string{}
	for _, v := range vals {
		sql[v.Verdict.TestID] = v.Input.Test.SQL
	}
	first, last := bugs[0], bugs[len(bugs)-1]
	line := func(b validate.Bug, stmt, verdict string) string {
		l, _ := json.Marshal(map[string]any{"build": "gms", "bug": b.ID, "fix": b.Fixes[0], "construct": "C", "claimed_kind": "crash",
			"statement": stmt, "verdict": verdict, "kind_right": true, "fixed_at_head": "no", "root_cause": "rc " + stmt, "reason": "r"})
		return string(l)
	}
	labels := filepath.Join(t.TempDir(), "labels.jsonl")
	body := strings.Join([]string{
		line(first, "  "+sql[first.Tests[len(first.Tests)-1]]+" ;", eval.VerdictReal), // spacing and a ';' aside
		line(last, sql[last.Tests[0]], eval.VerdictNotReal),
		line(first, "SELECT 'no bug has this'", eval.VerdictReal),
		line(first, "SELECT 'nor this'", eval.VerdictNotReal),
	}, "\n") + "\n"
	if err := os.WriteFile(labels, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}

	code, out, errOut = run(t, "", "eval", "precision", "--db", db, "--labels", labels)
	n := len(bugs)
	for _, want := range []string{
		fmt.Sprintf("bugs in the store      %d; found on go-mysql-server", n), // the build the bugs were found on
		"labels read            4\n",
		"labels matched         2, to 2 bugs\n",
		fmt.Sprintf("bugs no label covers   %d  (%s of the store's bugs)\n", n-2, percent(n-2, n)),
		"precision              50.0%  1 real, 1 not real, 0 uncertain\n",
		fmt.Sprintf("top 20 by score        50.0%%  1 real, 1 not real, 0 uncertain  (2 of these %d bugs labeled)\n", n),
		"root causes            1 among the matched real labels  (2 among all real labels read)\n",
		"  real labels without a bug (lost)          1\n",
		"  not-real labels without a bug (removed)   1\n",
		"SELECT 'no bug has this'", "SELECT 'nor this'",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("eval precision: exit %d, want %q in\n%s%s", code, want, out, errOut)
		}
	}
	if first.Kind != last.Kind && !strings.Contains(out, fmt.Sprintf("  %-20s 100.0%% 1 real, 0 not real", first.Kind)) {
		t.Errorf("no precision of kind %s in\n%s", first.Kind, out)
	}

	code, out, errOut = run(t, "", "eval", "precision", "--db", db, "--labels", labels, "--json")
	var rep eval.PrecisionReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("eval precision --json: exit %d\n%s%s", code, out, errOut)
	}
	if want := (eval.Tally{Bugs: n, Labeled: 2, Real: 1, NotReal: 1, Precision: 0.5}); rep.Overall != want || rep.LabelsRead != 4 || rep.LabelsMatched != 2 ||
		rep.Lost != 1 || rep.Removed != 1 {
		t.Errorf("eval precision --json: %+v", rep)
	}

	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	if err := os.WriteFile(bad, []byte(line(first, "SELECT 1", eval.VerdictReal)+"\n"+`{"fix": "abcdef1", "statement": "SELECT 1", "verdict": "real", "why": "x"}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(t.TempDir(), "none.jsonl")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"eval", "precision", "--db", db}, 2, "give --labels FILE"},
		{[]string{"eval", "precision", "--db", db, "--labels", missing}, 1, missing},
		{[]string{"eval", "precision", "--db", db, "--labels", bad}, 1, bad + `:2: json: unknown field "why"`},
		{[]string{"eval", "precision", "--db", db, "--labels", labels, "--set", "test"}, 2, `--set "test": use one of dev, holdout`},
		{[]string{"eval", "precision", "--db", db, "--labels", labels, "--target", "duckdb:"}, 1, `holds no bugs on target "duckdb:"`},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("reaper %s: exit %d, %q; want %d and one line saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}
