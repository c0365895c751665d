package cli

import (
	"encoding/json"
	"fmt"
	"html"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
)

// A campaign on the embedded go-mysql-server, reported in Markdown and HTML.
func TestReport(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	dir := filepath.Dir(db)
	code, out, errOut := run(t, "", "report", "--db", db)
	for _, want := range []string{"# reaper campaign report", "## Table 1", "crash |", "## Table 2", "| n_fault |", "## Table 3"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("report: exit %d, want %q in\n%s%s", code, want, out, errOut)
		}
	}
	html := filepath.Join(dir, "report.html")
	if code, out, errOut := run(t, "", "report", "--db", db, "--format", "html", "--out", html); code != 0 || !strings.Contains(out, "wrote the html report") {
		t.Fatalf("report --format html: exit %d %s %s", code, out, errOut)
	}
	if b, err := os.ReadFile(html); err != nil || !strings.Contains(string(b), "Table 1: candidates by DBMS and type") {
		t.Fatalf("the html report: %v\n%.300s", err, b)
	}
	// A link planted at --out is replaced by the report, not written through.
	outside := filepath.Join(t.TempDir(), "outside.txt")
	if err := os.WriteFile(outside, []byte("not reaper's"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(html); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, html); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", "report", "--db", db, "--format", "html", "--out", html); code != 0 {
		t.Fatalf("report --out over a planted link: exit %d %s", code, errOut)
	}
	if b, err := os.ReadFile(outside); err != nil || string(b) != "not reaper's" {
		t.Fatalf("the report was written through the link at --out: the file outside reads %q, %v", b, err)
	}
	if fi, err := os.Lstat(html); err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("the report at --out is not a regular file: %v %v", fi, err)
	}

	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"report", "--db", db, "--format", "pdf"}, 2, `--format "pdf": use one of markdown, html`},
		{[]string{"report", "--db", filepath.Join(dir, "missing.db")}, 1, "missing.db"},
		{[]string{"review", "--db", db, "--addr", "0.0.0.0:8080"}, 2, "give --token"},
		{[]string{"review", "--db", db, "--token", "short"}, 2, "--token has 5 characters: give at least 16"},
		{[]string{"review", "--db", db, "--addr", busy.Addr().String()}, 1, "address already in use"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q in one line", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// status, report and the review dashboard show the same tables of one store: they are read by
// one function (campaign.Outputs.Tables), so triage decisions, on a candidate and on a bug,
// move all three alike.
func TestStatusReportAndDashboardAgree(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	code, out, errOut := run(t, "", "status", "--db", db, "--json")
	var before campaign.Status
	if code != 0 || json.Unmarshal([]byte(out), &before) != nil || len(before.Candidates) < 2 {
		t.Fatalf("status --json: exit %d, want 2 or more candidates\n%s%s", code, out, errOut)
	}
	first, last := before.Candidates[0], before.Candidates[len(before.Candidates)-1]
	if first.Bug == last.Bug {
		t.Fatalf("all %d candidates are one bug: the test needs two", len(before.Candidates))
	}
	for _, d := range []store.Triage{
		{CandidateID: first.ID, Status: store.TriageConfirmed, Who: "ann"},
		{BugID: last.Bug, Status: store.TriageFalsePositive, Reason: "documented", Who: "ann"},
	} {
		if err := st.PutTriage(t.Context(), &d); err != nil {
			t.Fatal(err)
		}
	}

	code, out, errOut = run(t, "", "status", "--db", db, "--json")
	var status campaign.Status
	if code != 0 || json.Unmarshal([]byte(out), &status) != nil {
		t.Fatalf("status --json: exit %d\n%s%s", code, out, errOut)
	}
	if n := countOf(status.Triage, store.TriageConfirmed); n != 1 || status.Candidates[0].Status != store.TriageConfirmed {
		t.Fatalf("after confirming %s, status counts %d confirmed: %+v", first.ID, n, status.Triage)
	}
	if n := countOf(status.BugTriage, store.TriageFalsePositive); n != 1 || countOf(status.Triage, store.TriageFalsePositive) == 0 {
		t.Fatalf("after a false positive on bug %s, status counts bugs %+v, candidates %+v", last.Bug, status.BugTriage, status.Triage)
	}
	code, out, errOut = run(t, "", "report", "--db", db, "--json")
	var report review.ReportData
	if code != 0 || json.Unmarshal([]byte(out), &report) != nil {
		t.Fatalf("report --json: exit %d\n%s%s", code, out, errOut)
	}
	if !reflect.DeepEqual(status.Tables, report.Stats.Tables) {
		a, _ := json.Marshal(status.Tables)
		b, _ := json.Marshal(report.Stats.Tables)
		t.Fatalf("status and report disagree:\nstatus %s\nreport %s", a, b)
	}
	// The stages' counts too, as the page reads them.
	camp, err := review.Load(t.Context(), st)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{status.Fixes, status.Profiles.Kept, status.Profiles.Failed, status.SiblingSets.Done, status.Tests, status.Validations.Done, status.Validations.Failed}
	for who, s := range map[string]review.Stats{"report": report.Stats, "page": camp.Stats} {
		if got := []int{s.Fixes, s.ProfilesAccepted, s.ProfilesDropped, s.SiblingSets, s.Siblings, s.Validated, s.NotValidated}; !reflect.DeepEqual(got, want) {
			t.Errorf("%s counts fixes, profiles accepted and dropped, sibling sets, tests, validated, without a verdict: %v; status %v", who, got, want)
		}
	}
	// And the words: what status calls validated, the report does.
	v, nv := status.Validations.Done, status.Validations.Failed
	if _, text, _ := run(t, "", "status", "--db", db); !strings.Contains(text, fmt.Sprintf("%-14s %6d done, 0 pending: %d with a verdict, %d without", "validations", v, v-nv, nv)) {
		t.Errorf("status does not count %d validated, %d with a verdict:\n%s", v, v-nv, text)
	}
	if _, md, _ := run(t, "", "report", "--db", db); !strings.Contains(md, fmt.Sprintf("%d sibling tests validated: %d reached a verdict, %d did not.", v, v-nv, nv)) {
		t.Errorf("the report does not count %d validated, %d with a verdict:\n%s", v, v-nv, md)
	}

	srv, err := review.New(st, review.Options{})
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	srv.Handler().ServeHTTP(w, httptest.NewRequest("GET", "http://127.0.0.1:8080/", nil))
	page := w.Body.String()
	if w.Code != 200 || len(status.Kinds) == 0 {
		t.Fatalf("dashboard: %d, Table 1 has %d rows", w.Code, len(status.Kinds))
	}
	for _, r := range status.Kinds {
		// The row's cells after the link to the list, which the template writes with its own
		// URL escaping.
		head := fmt.Sprintf(`<td>%s</td><td>%s</td>`, html.EscapeString(r.DBMS), r.Kind)
		cells := fmt.Sprintf(`>%d</a></td>`, r.Candidates)
		for _, s := range store.TriageStatuses {
			cells += fmt.Sprintf(`<td class="num">%d</td>`, r.Status[s])
		}
		_, row, _ := strings.Cut(page, head)
		row, _, _ = strings.Cut(row, "</tr>")
		if !strings.HasSuffix(row, cells) {
			t.Errorf("the dashboard's Table 1 row %s ends %q, want the numbers status shows: %s", head, row, cells)
		}
	}
	if want := fmt.Sprintf(`<span class="n">%d</span><span class="l">candidates →`, len(status.Candidates)); !strings.Contains(page, want) {
		t.Errorf("the dashboard does not count %d candidates", len(status.Candidates))
	}
	if want := fmt.Sprintf(`<span class="n">%d</span><span class="l">validated <span class="muted">· %d without verdict`, v, nv); !strings.Contains(page, want) {
		t.Errorf("the dashboard does not count %d validated, %d without a verdict", v, nv)
	}
}
