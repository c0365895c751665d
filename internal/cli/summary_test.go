package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
)

// placeholder matches what the shape of a message puts for its particulars (sibling.Normalize)
// and the "(s)" of a plural left unresolved: none may reach a user.
var placeholder = regexp.MustCompile(`\[\?\]|'\?'|\bN\b|\(s\)`)

// setupFails is a fix record whose test's first statement fails on go-mysql-server (an unknown
// column type, at a position in the statement): every sibling test's context fails with it.
const setupFails = `{"id": "abs-fix", "dbms": "gms", "title": "` + "`ABS`" + ` of a column returns a wrong result", ` +
	`"test": {"format": "sql", "script": "create table t (pk int primary key, a int, b nosuchtype(12));\ninsert into t values (1, -5);\nselect pk, abs(a) from t order by pk;\n"}, ` +
	`"expected": [{"kind": "ok"}, {"kind": "ok"}, {"kind": "rows", "rows": [["1", "5"]]}]}`

// Why tests reached no verdict is counted by the shape of the message, and shown by a real one:
// the summary, status and their JSON quote the target's own message, never its shape.
func TestReasonsShowARealMessage(t *testing.T) {
	dbmstest.Engines(t)
	db := filepath.Join(t.TempDir(), "r.db")
	if code, _, errOut := run(t, setupFails, "import", "--db", db, "--jsonl", "-"); code != 0 {
		t.Fatalf("import: %s", errOut)
	}
	code, out, errOut := run(t, "", "hunt", "--db", db, "--reference", "none", "--json")
	var sum campaign.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("hunt --json: exit %d\n%s%s", code, out, errOut)
	}
	message := regexp.MustCompile(`^the sibling statement did not run: setup failed: syntax error at position \d+ near 'nosuchtype'$`)
	var validate campaign.Stage
	for _, s := range sum.Stages {
		if s.Name == campaign.StageValidate {
			validate = s
		}
	}
	if validate.Failed == 0 || len(validate.Reasons) != 1 || !message.MatchString(validate.Reasons[0].Reason) || validate.Reasons[0].Count != validate.Failed {
		t.Fatalf("the validate stage's reasons: %+v, want the %d tests under the message as the target gave it", validate.Reasons, validate.Failed)
	}
	if r := sum.Validate.Reasons.Top(0); len(r) != 1 || !message.MatchString(r[0].Reason) {
		t.Errorf("the validate figures' reasons: %+v", r)
	}
	if m := placeholder.FindString(out); m != "" {
		t.Errorf("hunt --json shows the placeholder %q:\n%s", m, out)
	}

	code, out, _ = run(t, "", "status", "--db", db, "--json")
	var st campaign.Status
	if code != 0 || json.Unmarshal([]byte(out), &st) != nil {
		t.Fatalf("status --json: exit %d\n%s", code, out)
	}
	if r := st.Validations.Reasons; len(r) != 1 || !message.MatchString(r[0].Reason) || r[0].Count != st.Validations.Failed {
		t.Errorf("status --json reasons: %+v", r)
	}
	code, out, _ = run(t, "", "status", "--db", db)
	if m := placeholder.FindString(out); code != 0 || m != "" || !strings.Contains(out, "near 'nosuchtype'") {
		t.Errorf("status shows %q, not the target's message:\n%s", m, out)
	}
}

// cancelOnWrite cancels a run's context at its first write: a user's Ctrl-C as soon as the
// hunt says what it hunts over.
type cancelOnWrite struct {
	bytes.Buffer
	cancel context.CancelFunc
}

func (c *cancelOnWrite) Write(p []byte) (int, error) {
	c.cancel()
	return c.Buffer.Write(p)
}

// An interrupted hunt says so once, on stderr, with what to do, and exits 1; run again, it
// finishes.
func TestInterruptedHuntSaysSoOnce(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t)
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	var out bytes.Buffer
	errOut := &cancelOnWrite{cancel: cancel}
	code := Run(ctx, []string{"hunt", "--db", db, "--reference", "none"}, strings.NewReader(""), &out, errOut)
	all := out.String() + errOut.String()
	if code != 1 || strings.Count(all, "interrupted") != 1 || !strings.Contains(errOut.String(), "reaper hunt: interrupted; what was finished is stored: run the same command to go on") {
		t.Fatalf("interrupted hunt: exit %d, want 1 and one word of the interruption, on stderr\nstdout:\n%s\nstderr:\n%s", code, out.String(), errOut.String())
	}
	if strings.Contains(out.String(), "next: ") {
		t.Errorf("an interrupted hunt points at the review:\n%s", out.String())
	}
	if code, out, errOut := run(t, "", "hunt", "--db", db, "--reference", "none"); code != 0 || strings.Contains(out+errOut, "interrupted") {
		t.Fatalf("the hunt run again: exit %d\n%s%s", code, out, errOut)
	}
}

// bugLines are the ids the summary of a hunt or status lists as bugs.
func bugLines(out string) []string {
	var ids []string
	for _, m := range regexp.MustCompile(`(?m)^  ([0-9a-f]{12})  score`).FindAllStringSubmatch(out, -1) {
		ids = append(ids, m[1])
	}
	return ids
}
