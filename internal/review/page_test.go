package review_test

import (
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// needReference stops a test that needs the reference engine's rows, the MariaDB sandbox
// `validate` picks for gms: by default, where MariaDB is not installed (a failure under CI=true).
func needReference(t *testing.T) {
	t.Helper()
	if err := sandbox.Installed(sandbox.MariaDB); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("the MariaDB server the reference engine needs (CI=true): %v", err)
		}
		t.Skipf("the MariaDB server the reference engine needs is not installed: %v", err)
	}
}

// pageSite is the review server of a store driven over HTTP the way a browser does: one
// session cookie, the forms' CSRF token kept from the last page.
type pageSite struct {
	t     *testing.T
	h     http.Handler
	c     *review.Campaign
	st    *store.Store
	sess  *http.Cookie
	token string
}

func newPageSite(t *testing.T, db string) *pageSite {
	t.Helper()
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	c, err := review.Load(t.Context(), st)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := review.New(st, review.Options{User: "tester"})
	if err != nil {
		t.Fatal(err)
	}
	return &pageSite{t: t, h: srv.Handler(), c: c, st: st}
}

// do sends a request as the browser at http://127.0.0.1:8080, the server's default address.
func (s *pageSite) do(method, path string, form url.Values) (int, string, string) {
	s.t.Helper()
	r := httptest.NewRequest(method, "http://127.0.0.1:8080"+path, strings.NewReader(form.Encode()))
	if form != nil {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if s.sess != nil {
		r.AddCookie(s.sess)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, r)
	for _, c := range w.Result().Cookies() {
		if c.Name == "reaper_session" {
			s.sess = c
		}
	}
	if m := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(w.Body.String()); m != nil {
		s.token = m[1]
	}
	return w.Code, w.Body.String(), w.Header().Get("Location")
}

func (s *pageSite) get(path string) string {
	s.t.Helper()
	code, body, _ := s.do("GET", path, nil)
	if code != http.StatusOK {
		s.t.Fatalf("GET %s: %d\n%.2000s", path, code, body)
	}
	return body
}

// pageSection is the HTML from the element with the id to the element with the next id, as
// the page orders them.
func pageSection(t *testing.T, body, id, next string) string {
	t.Helper()
	i := strings.Index(body, `id="`+id+`"`)
	j := strings.Index(body, `id="`+next+`"`)
	if i < 0 || j < i {
		t.Fatalf("the page has no #%s before #%s:\n%.3000s", id, next, body)
	}
	return body[i:j]
}

// pageText is the text of HTML: tags dropped, entities decoded.
func pageText(h string) string {
	return html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(h, ""))
}

// pageCells are the cells of rows as the page shows them: the text, or ∅ for SQL NULL.
func pageCells(rows [][]*string) []string {
	var out []string
	for _, row := range rows {
		for _, c := range row {
			if c == nil {
				out = append(out, "∅")
			} else {
				out = append(out, *c)
			}
		}
	}
	return out
}

// pageShownCells are the cells of the tables in a part of a page, read as pageCells writes them.
func pageShownCells(h string) []string {
	var out []string
	for _, m := range regexp.MustCompile(`<td( class="null")?>([^<]*)</td>`).FindAllStringSubmatch(h, -1) {
		if m[1] != "" {
			out = append(out, "∅")
		} else {
			out = append(out, html.UnescapeString(m[2]))
		}
	}
	return out
}

// pageHasCells reports whether the cells of a page part hold want in order.
func pageHasCells(h string, want []string) bool {
	return strings.Contains("\x00"+strings.Join(pageShownCells(h), "\x00")+"\x00", "\x00"+strings.Join(want, "\x00")+"\x00")
}

// A wrong-result candidate's page, and its markdown report, lead with the evidence: the
// statement, the target's rows beside the reference engine's, the finding, and the fix's own
// statement with its outcome on the target and its recorded rows; on the page the stages and the
// oracles are folded below, the oracles that did not apply one line per reason. A crash
// candidate's reproducer holds the statements the sibling needs. The bug page shows its first
// candidate's statement.
func TestEvidenceFirst(t *testing.T) {
	dbmstest.Engines(t)
	needReference(t)
	site := newPageSite(t, campaignStore(t, wrongResultFix))
	var wrong, crash *campaign.Candidate
	for i, c := range site.c.Stats.Candidates {
		v := site.c.Validations[c.Tests[0]]
		ref := v.Verdict.Reference
		if wrong == nil && len(c.Tests) == 1 && c.Kind == failure.KindWrongResult && ref != nil && ref.Divergence != "" && ref.Result != nil && len(ref.Result.Rows) > 0 {
			wrong = &site.c.Stats.Candidates[i]
		}
		if crash == nil && len(c.Tests) == 1 && c.Construct == "JSON_VALUE" && len(v.Input.Test.Setup)+v.Input.Test.Key > 0 {
			crash = &site.c.Stats.Candidates[i]
		}
	}
	if wrong == nil || crash == nil {
		t.Fatalf("the campaign lacks a wrong-result candidate with the reference's rows (%v) or a JSON_VALUE one with setup (%v)", wrong != nil, crash != nil)
	}

	v := site.c.Validations[wrong.Tests[0]]
	body := site.get("/candidates/" + wrong.ID)
	if m := regexp.MustCompile(`id="headline">([^<]*)<`).FindStringSubmatch(body); m == nil || m[1] != "wrong result" {
		t.Errorf("the title of a wrong result reads %q, want \"wrong result\" (not ok)", m)
	}
	proof := pageSection(t, body, "proof", "reasoning")
	if got := pageText(pageSection(t, proof, "sib-sql", "finding")); !strings.Contains(got, v.Input.Test.SQL+";") {
		t.Errorf("the reproducer reads %q, want the sibling statement %q", got, v.Input.Test.SQL)
	}
	if got := pageText(pageSection(t, proof, "finding", "actual")); !strings.Contains(got, v.Verdict.Reference.Divergence) {
		t.Errorf("the evidence does not say how the rows differ (%q)", v.Verdict.Reference.Divergence)
	}
	actual, expected := pageSection(t, proof, "actual", "expected"), pageSection(t, proof, "expected", "fromfix")
	if want := pageCells(v.Verdict.Facts.Result.Rows); !pageHasCells(actual, want) {
		t.Errorf("the actual box shows %q, want the target's rows %q", pageShownCells(actual), want)
	}
	if want := pageCells(v.Verdict.Reference.Result.Rows); !pageHasCells(expected, want) {
		t.Errorf("the expected box shows %q, want the reference's rows %q", pageShownCells(expected), want)
	}
	if !strings.Contains(pageText(expected), "reference engine sandbox:mariadb "+v.Verdict.Reference.Version) || strings.Contains(expected, "arg=") {
		t.Errorf("the expected box does not name the reference engine short:\n%s", expected)
	}
	// The fix: its statement, its rows on the target, and the rows its test records after it
	// (0), not the word "rows".
	fromfix := proof[strings.Index(proof, `id="fromfix"`):]
	hist := v.Input.Historical.Results[len(v.Input.Test.Setup)+v.Input.Test.Key]
	if !strings.Contains(pageText(fromfix), v.Input.Test.Original) || !strings.Contains(fromfix, "TIMESTAMPDIFF over a zero date returns a wrong result") {
		t.Errorf("the fix's part lacks its title or its statement %q:\n%s", v.Input.Test.Original, fromfix)
	}
	at := strings.Index(fromfix, "recorded by the fix&#39;s test")
	if want := pageCells(hist.Rows); at < 0 || !pageHasCells(fromfix[:at], want) {
		t.Errorf("the fix's part shows %q on the target, want the historical statement's rows %q", pageShownCells(fromfix), want)
	}
	if at < 0 || !slices.Equal(pageShownCells(fromfix[at:]), []string{"0"}) {
		t.Errorf("the fix's part does not show the row its test records after the fix, 0:\n%s", fromfix)
	}
	// Folded below: the stages, and the oracles that did not apply, one line per reason.
	if !strings.Contains(body, `<details class="panel fold" id="reasoning">`) || !strings.Contains(body, "Stage I") {
		t.Errorf("the stages are not folded below the evidence")
	}
	reasons := map[string]int{}
	for _, o := range v.Verdict.Oracles {
		if o.Verdict == oracle.NotApplicable {
			reasons[o.Reason]++
		}
	}
	if len(reasons) == 0 {
		t.Fatalf("no oracle of test %s was not applicable: the fixture no longer shows the folding", v.Verdict.TestID)
	}
	if n := strings.Count(body, `class="stage skipped"`); n != len(reasons) {
		t.Errorf("%d lines for the oracles that did not apply, want one per reason (%d)", n, len(reasons))
	}
	for reason, n := range reasons {
		want := fmt.Sprintf("%d oracle", n)
		if !strings.Contains(body, want) || !strings.Contains(pageText(body), "not applicable: "+reason) {
			t.Errorf("no line %q … %q", want, reason)
		}
	}

	// A crash: the reproducer holds the statements before the sibling one, escaped.
	cv := site.c.Validations[crash.Tests[0]]
	body = site.get("/candidates/" + crash.ID)
	setup := pageSection(t, body, "repro-setup", "sib-sql")
	for _, st := range append(cv.Input.Test.Setup, cv.Input.Test.Statements[:cv.Input.Test.Key]...) {
		if !strings.Contains(pageText(setup), st.SQL) {
			t.Errorf("the reproducer lacks %q, escaped:\n%s", st.SQL, setup)
		}
	}
	if strings.Contains(setup, "'") {
		t.Errorf("a quote reached the page unescaped:\n%s", setup)
	}
	actual = pageSection(t, body, "actual", "expected")
	if want := cv.Verdict.Facts.Result.Message; cv.Verdict.Facts.Outcome == dbms.OutcomeOK || !strings.Contains(pageText(actual), want) {
		t.Errorf("the actual box of the %s lacks the message %q:\n%s", cv.Verdict.Facts.Outcome, want, actual)
	}

	// The bug page shows the SQL of its first candidate, from one of its tests.
	for _, id := range []string{wrong.Bug, crash.Bug} {
		bug := site.c.Stats.Bugs[slices.IndexFunc(site.c.Stats.Bugs, func(b campaign.Bug) bool { return b.ID == id })]
		first := site.c.Stats.Candidates[slices.IndexFunc(site.c.Stats.Candidates, func(c campaign.Candidate) bool { return c.ID == bug.Candidates[0] })]
		body := site.get("/bugs/" + id)
		got := pageText(pageSection(t, body, "sib-sql", "actual"))
		if !slices.ContainsFunc(first.Tests, func(test string) bool { return strings.Contains(got, site.c.Validations[test].Input.Test.SQL+";") }) {
			t.Errorf("bug %s's page shows %q, want a statement of its first candidate %s", id, got, first.ID)
		}
		if !strings.Contains(body, `id="shown"`) || !strings.Contains(body, `href="/candidates/`+first.ID+`"`) {
			t.Errorf("bug %s's page does not link the candidate it shows", id)
		}
	}

	// The markdown report: the engine build, the reference's rows as expected, the target's as
	// actual, the way reaper found it in a footer without the pipeline's words; the fix's text
	// from outside in a fence.
	report := func(e *campaign.Candidate) string {
		t.Helper()
		in := export.Input{Candidate: e.Candidate, Validation: *site.c.Validations[e.Tests[0]]}
		if fix, err := site.st.GetFix(t.Context(), in.Validation.Verdict.FixID); err == nil {
			in.Fix = fix
		}
		files, err := export.Files(in, export.FormatMarkdown)
		if err != nil {
			t.Fatal(err)
		}
		return files[0].Content
	}
	md := report(wrong)
	section := func(md, from, to string) string {
		i, j := strings.Index(md, from), strings.Index(md, to)
		if i < 0 || j < i {
			t.Fatalf("the report has no %q before %q:\n%s", from, to, md)
		}
		return md[i:j]
	}
	lines := func(s string) []string { return strings.Split(s, "\n") }
	if !strings.Contains(md, "- **DBMS:** "+v.Input.Sibling.Build+" (") || v.Input.Sibling.Build == "" || strings.Contains(md, "version 8.0.31") {
		t.Errorf("the report does not name the build %q:\n%s", v.Input.Sibling.Build, md)
	}
	if first := lines(md)[0]; strings.HasSuffix(first, ": ok") || !strings.Contains(first, "wrong result") {
		t.Errorf("the report's title reads %q", first)
	}
	for _, c := range []struct {
		part       string
		rows       [][]*string
		from, upto string
	}{{"expected", v.Verdict.Reference.Result.Rows, "## Expected behaviour", "## Actual behaviour"}, {"actual", v.Verdict.Facts.Result.Rows, "## Actual behaviour", "## A related fix"}} {
		part := section(md, c.from, c.upto)
		for _, cell := range pageCells(c.rows) {
			if cell == "∅" {
				cell = "NULL"
			}
			if !slices.ContainsFunc(lines(part), func(l string) bool { return slices.Contains(strings.Split(l, " | "), cell) }) {
				t.Errorf("the report's %s part lacks the value %q:\n%s", c.part, cell, part)
			}
		}
	}
	if !strings.Contains(section(md, "## Expected behaviour", "## Actual behaviour"), v.Verdict.Reference.Version) {
		t.Errorf("the expected part does not name the reference engine")
	}
	crashMD := report(crash)
	for _, md := range []string{md, crashMD} {
		for _, jargon := range []string{"P_fail", "C_fix", "O_fix", "Stage "} {
			if strings.Contains(md, jargon) {
				t.Errorf("the report says %q:\n%s", jargon, md)
			}
		}
		if last := lines(strings.TrimRight(md, "\n")); !strings.HasPrefix(last[len(last)-1], "_Found by reaper") {
			t.Errorf("the report does not end with how reaper found it:\n%s", md)
		}
	}
	if !strings.Contains(crashMD, "\n```\nReported with <img src=x onerror=alert(2)> in the body.\n```\n") {
		t.Errorf("the fix's description is not in a fence:\n%s", crashMD)
	}
}

// A decision saved on a candidate moves the reviewer on to the next candidate still new, in the
// list's order (after the last, the first left), saying which one was saved; when none is left
// the list says so. Putting a candidate back to new stays on it.
func TestTriageMovesOn(t *testing.T) {
	dbmstest.Engines(t)
	site := newPageSite(t, campaignStore(t))
	list := site.get("/candidates")
	var order []string
	for _, m := range regexp.MustCompile(`data-href="/candidates/([0-9a-f]+)"`).FindAllStringSubmatch(list, -1) {
		order = append(order, m[1])
	}
	if len(order) < 3 {
		t.Fatalf("the campaign has %d candidates, want 3 or more", len(order))
	}
	decide := func(id string, form url.Values) string {
		t.Helper()
		site.get("/candidates/" + id)
		form.Set("csrf", site.token)
		code, body, loc := site.do("POST", "/candidates/"+id+"/triage", form)
		if code != http.StatusSeeOther {
			t.Fatalf("a decision on %s: %d\n%.2000s", id, code, body)
		}
		return loc
	}
	if loc := decide(order[0], url.Values{"status": {"confirmed"}}); loc != "/candidates/"+order[1]+"?saved="+order[0] {
		t.Fatalf("after confirming the first candidate the page goes to %q, want the second", loc)
	}
	body := site.get("/candidates/" + order[1] + "?saved=" + order[0])
	if !strings.Contains(body, `id="saved"`) || !strings.Contains(body, `href="/candidates/`+order[0]+`"`) || !strings.Contains(pageText(body), "is now confirmed") {
		t.Errorf("the next candidate's page does not say the first was saved:\n%.3000s", body)
	}
	last := order[len(order)-1]
	if loc := decide(last, url.Values{"status": {"false_positive"}, "reason": {"documented"}}); loc != "/candidates/"+order[1]+"?saved="+last {
		t.Fatalf("after the last candidate the page goes to %q, want the first still new (%s)", loc, order[1])
	}
	if loc := decide(order[0], url.Values{"status": {"new"}}); loc != "/candidates/"+order[0]+"?saved="+order[0] {
		t.Fatalf("putting a candidate back to new goes to %q, want it again", loc)
	}
	// Confirm the one each decision lands on, until none is left.
	loc := "/candidates/" + order[0]
	for n := 0; strings.HasPrefix(loc, "/candidates/"); n++ {
		if n > len(order) {
			t.Fatalf("still moving on after %d decisions", n)
		}
		id := strings.TrimPrefix(strings.SplitN(loc, "?", 2)[0], "/candidates/")
		loc = decide(id, url.Values{"status": {"confirmed"}})
	}
	if !strings.HasPrefix(loc, "/candidates?saved=") {
		t.Fatalf("with none left the page goes to %q, want the list", loc)
	}
	if body := site.get(loc); !strings.Contains(body, "no candidate is left to triage") {
		t.Errorf("the list does not say none is left:\n%.2000s", body)
	}
	if body := site.get("/candidates?status=new"); strings.Contains(body, `data-status="new"`) {
		t.Errorf("candidates are still new after moving through the queue")
	}
}
