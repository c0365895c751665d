package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// listJSON runs a list command with --json and decodes what it prints.
func listJSON[T any](t *testing.T, args ...string) []T {
	t.Helper()
	code, out, errOut := run(t, "", append(args, "--json")...)
	var got []T
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil {
		t.Fatalf("reaper %s --json: exit %d\n%s%s", strings.Join(args, " "), code, out, errOut)
	}
	return got
}

// --kind, --status and --min-score keep, on both lists, exactly the candidates and bugs whose
// kind, current triage status and evidence score say so: what the unfiltered list shows of each.
func TestListFilters(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	cands := listJSON[campaign.Candidate](t, "candidates", "list", "--db", db)
	bugs := listJSON[campaign.Bug](t, "bugs", "list", "--db", db)
	if len(cands) < 2 || len(bugs) < 2 {
		t.Fatalf("the campaign has %d candidates and %d bugs: the test needs two of each", len(cands), len(bugs))
	}
	// A decision on a candidate and one on another bug, so that statuses differ.
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	confirmed, rejected := cands[0], bugs[len(bugs)-1]
	if rejected.ID == confirmed.Bug {
		rejected = bugs[0]
	}
	for _, d := range []store.Triage{
		{CandidateID: confirmed.ID, Status: store.TriageConfirmed, Who: "ann"},
		{BugID: rejected.ID, Status: store.TriageFalsePositive, Reason: "documented", Who: "ann"},
	} {
		if err := st.PutTriage(t.Context(), &d); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	cands = listJSON[campaign.Candidate](t, "candidates", "list", "--db", db)
	bugs = listJSON[campaign.Bug](t, "bugs", "list", "--db", db)

	idsOf := func(n int, id func(int) string, keep func(int) bool) []string {
		out := []string{}
		for i := range n {
			if keep(i) {
				out = append(out, id(i))
			}
		}
		return out
	}
	kinds, scores := map[string]bool{}, []int{}
	for _, c := range cands {
		kinds[string(c.Kind)] = true
		scores = append(scores, c.Score)
	}
	slices.Sort(scores)
	if len(kinds) < 2 || scores[0] == scores[len(scores)-1] {
		t.Fatalf("the candidates are of one kind or one score (%v, %v): the filters would tell nothing apart", kinds, scores)
	}
	kind, minScore := string(cands[len(cands)-1].Kind), scores[len(scores)/2]
	for _, c := range []struct {
		args     []string
		kind     string
		status   string
		minScore *int
	}{
		{args: []string{"--kind", kind}, kind: kind},
		{args: []string{"--status", store.TriageConfirmed}, status: store.TriageConfirmed},
		{args: []string{"--status", store.TriageFalsePositive}, status: store.TriageFalsePositive},
		{args: []string{"--status", store.TriageNew}, status: store.TriageNew},
		{args: []string{"--min-score", fmt.Sprint(minScore)}, minScore: &minScore},
		{args: []string{"--kind", kind, "--status", store.TriageNew, "--min-score", fmt.Sprint(minScore)}, kind: kind, status: store.TriageNew, minScore: &minScore},
	} {
		keeps := func(kind, status string, score int) bool {
			return (c.kind == "" || kind == c.kind) && (c.status == "" || status == c.status) && (c.minScore == nil || score >= *c.minScore)
		}
		wantC := idsOf(len(cands), func(i int) string { return cands[i].ID }, func(i int) bool { return keeps(string(cands[i].Kind), cands[i].Status, cands[i].Score) })
		wantB := idsOf(len(bugs), func(i int) string { return bugs[i].ID }, func(i int) bool { return keeps(string(bugs[i].Kind), bugs[i].Status, bugs[i].Score) })
		gotCands := listJSON[campaign.Candidate](t, append([]string{"candidates", "list", "--db", db}, c.args...)...)
		gotBugs := listJSON[campaign.Bug](t, append([]string{"bugs", "list", "--db", db}, c.args...)...)
		gotC := idsOf(len(gotCands), func(i int) string { return gotCands[i].ID }, func(int) bool { return true })
		gotB := idsOf(len(gotBugs), func(i int) string { return gotBugs[i].ID }, func(int) bool { return true })
		if !slices.Equal(gotC, wantC) || !slices.Equal(gotB, wantB) {
			t.Errorf("%v kept candidates %v, bugs %v; want %v, %v", c.args, gotC, gotB, wantC, wantB)
		}
		if len(wantC) == len(cands) && len(wantB) == len(bugs) {
			t.Errorf("%v keeps every candidate and bug: the case tells nothing", c.args)
		}
	}
	// The statuses follow the decisions: the confirmed candidate, and the rejected bug with each
	// of its candidates.
	confirmedNow := listJSON[campaign.Candidate](t, "candidates", "list", "--db", db, "--status", store.TriageConfirmed)
	if len(confirmedNow) != 1 || confirmedNow[0].ID != confirmed.ID {
		t.Errorf("--status confirmed kept %+v, want candidate %s", confirmedNow, confirmed.ID)
	}
	rejectedNow := listJSON[campaign.Bug](t, "bugs", "list", "--db", db, "--status", store.TriageFalsePositive)
	if len(rejectedNow) != 1 || rejectedNow[0].ID != rejected.ID {
		t.Errorf("bugs --status false_positive kept %+v, want bug %s", rejectedNow, rejected.ID)
	}
	// The text list says how many it shows of how many.
	if code, out, _ := run(t, "", "candidates", "list", "--db", db, "--status", store.TriageConfirmed); code != 0 ||
		!strings.HasPrefix(out, fmt.Sprintf("%d candidates (1 shown)\n%s ", len(cands), confirmed.ID)) {
		t.Errorf("candidates list --status confirmed: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{"candidates", "list", "--db", db, "--status", "fixed"},
		{"bugs", "list", "--db", db, "--status", "fixed"},
		{"candidates", "list", "--db", db, "--kind", "logic"},
		{"candidates", "list", "--db", db, "--min-score", "high"},
	} {
		if code, _, errOut := run(t, "", args...); code != 2 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, args[len(args)-2]) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit 2 naming the flag in one line", strings.Join(args, " "), code, errOut)
		}
	}
}

// completion lines of `reaper __complete args...`: the values before the directive line.
func completions(t *testing.T, args ...string) (values []string, directive string) {
	t.Helper()
	code, out, errOut := run(t, "", append([]string{cobra.ShellCompRequestCmd}, args...)...)
	if code != 0 {
		t.Fatalf("__complete %v: exit %d %s", args, code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for _, l := range lines[:len(lines)-1] {
		id, desc, _ := strings.Cut(l, "\t")
		if desc == "" {
			t.Errorf("__complete %v: %q has no description", args, l)
		}
		values = append(values, id)
	}
	return values, lines[len(lines)-1]
}

// The shell completes candidate, bug and fix ids from the store --db names, on every command
// that takes one; a missing store completes nothing and is not created.
func TestIDCompletion(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	var candIDs, bugIDs []string
	for _, c := range listJSON[campaign.Candidate](t, "candidates", "list", "--db", db) {
		candIDs = append(candIDs, c.ID)
	}
	for _, b := range listJSON[campaign.Bug](t, "bugs", "list", "--db", db) {
		bugIDs = append(bugIDs, b.ID)
	}
	fixIDs := []string{"json-extract-fix"}
	noFiles := fmt.Sprintf(":%d", cobra.ShellCompDirectiveNoFileComp)
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"candidates", "show", "--db", db, ""}, candIDs},
		{[]string{"candidates", "show", "--db", db, candIDs[0][:3]}, slices.DeleteFunc(slices.Clone(candIDs), func(id string) bool { return !strings.HasPrefix(id, candIDs[0][:3]) })},
		{[]string{"candidates", "show", "--db", db, candIDs[0], ""}, nil},
		{[]string{"reduce", "--db", db, ""}, candIDs},
		{[]string{"export", "--db", db, "--format", "sql", ""}, candIDs},
		{[]string{"bugs", "show", "--db", db, ""}, bugIDs},
		{[]string{"export", "--db", db, "--bug", ""}, bugIDs},
		{[]string{"fixes", "show", "--db", db, ""}, fixIDs},
		{[]string{"profiles", "show", "--db", db, ""}, fixIDs},
		{[]string{"export", "--db", db, "--fix", ""}, fixIDs},
		{[]string{"validate", "--db", db, "--fix", ""}, fixIDs},
	} {
		got, directive := completions(t, c.args...)
		if !slices.Equal(got, c.want) || directive != noFiles {
			t.Errorf("__complete %v: %v %s, want %v %s", c.args, got, directive, c.want, noFiles)
		}
	}
	missing := filepath.Join(t.TempDir(), "typo.db")
	for _, args := range [][]string{{"candidates", "show", "--db", missing, ""}, {"bugs", "show", "--db", missing, ""}, {"fixes", "show", "--db", missing, ""}} {
		if got, directive := completions(t, args...); len(got) != 0 || directive != noFiles {
			t.Errorf("__complete %v on a missing store: %v %s", args, got, directive)
		}
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Errorf("completing from a missing store made %s: %v", missing, err)
	}
}

// Every list prints [] in JSON when it has nothing to list, never null.
func TestEmptyListsAreEmptyJSON(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t)
	for _, args := range [][]string{
		{"candidates", "list"}, {"bugs", "list"}, {"fixes", "list", "--repo", "none"}, {"profiles", "list"}, {"siblings", "list"},
	} {
		code, out, errOut := run(t, "", append(args, "--db", db, "--json")...)
		if code != 0 || strings.TrimSpace(out) != "[]" {
			t.Errorf("reaper %s --json with nothing to list: exit %d, %q%s", strings.Join(args, " "), code, out, errOut)
		}
	}
}
