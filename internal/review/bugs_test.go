package review_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
)

// A decision on a bug, made over HTTP on its page, shows on each of its candidates' pages, in
// the candidate list and in the bug list; a later decision on one candidate overrules it for
// that candidate only; a duplicate bug names the other bug.
func TestBugTriageOverHTTP(t *testing.T) {
	dbmstest.Engines(t)
	db := campaignStore(t)
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	out, err := campaign.ReadOutputs(t.Context(), st, "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tables := out.Tables()
	if len(tables.Bugs) < 2 {
		t.Fatalf("the campaign has %d bugs, want 2 or more", len(tables.Bugs))
	}
	bug, other := tables.Bugs[0], tables.Bugs[1]
	srv, err := review.New(st, review.Options{User: "tester"})
	if err != nil {
		t.Fatal(err)
	}
	h := srv.Handler()
	var csrf *http.Cookie
	var token string // the forms' CSRF token
	do := func(method, path string, form url.Values) (int, string, string) {
		t.Helper()
		r := httptest.NewRequest(method, "http://127.0.0.1:8080"+path, strings.NewReader(form.Encode()))
		if form != nil {
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		if csrf != nil {
			r.AddCookie(csrf)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		for _, c := range w.Result().Cookies() {
			if c.Name == "reaper_session" {
				csrf = c
			}
		}
		if m := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(w.Body.String()); m != nil {
			token = m[1]
		}
		return w.Code, w.Body.String(), w.Header().Get("Location")
	}
	statusOf := func(body string) string {
		t.Helper()
		m := regexp.MustCompile(`<span id="status"><span class="badge st-([a-z_]+)">`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("the page shows no status:\n%.2000s", body)
		}
		return m[1]
	}
	candidateStatus := func(id string) string {
		t.Helper()
		code, body, _ := do("GET", "/candidates/"+id, nil)
		if code != 200 {
			t.Fatalf("GET /candidates/%s: %d", id, code)
		}
		return statusOf(body)
	}

	code, body, _ := do("GET", "/bugs/"+bug.ID, nil)
	if code != 200 || statusOf(body) != store.TriageNew || csrf == nil || !strings.Contains(body, `action="/bugs/`+bug.ID+`/triage"`) {
		t.Fatalf("GET /bugs/%s: %d, csrf cookie %v\n%.2000s", bug.ID, code, csrf, body)
	}
	// The page leads with the bug's kind and evidence score, the signs the score is made of beside it.
	if !strings.Contains(body, `id="kind">`+string(bug.Kind)+`<`) || !strings.Contains(body, fmt.Sprintf(`>score %d<`, bug.Score)) ||
		len(bug.ScoreWhy) == 0 || !strings.Contains(body, bug.ScoreWhy[0][strings.Index(bug.ScoreWhy[0], " ")+1:]) {
		t.Errorf("the bug page lacks kind %q or score %d (%v):\n%.3000s", bug.Kind, bug.Score, bug.ScoreWhy, body)
	}
	code, _, loc := do("POST", "/bugs/"+bug.ID+"/triage", url.Values{"csrf": {token}, "status": {"confirmed"}})
	if code != http.StatusSeeOther || loc != "/bugs/"+bug.ID+"?saved="+bug.ID {
		t.Fatalf("confirming the bug: %d to %q", code, loc)
	}
	if code, body, _ := do("GET", loc, nil); code != 200 || statusOf(body) != store.TriageConfirmed || !strings.Contains(body, `id="saved"`) {
		t.Fatalf("the bug after confirming it: %d, status %s", code, statusOf(body))
	}
	for _, id := range bug.Candidates {
		if s := candidateStatus(id); s != store.TriageConfirmed {
			t.Errorf("candidate %s of the confirmed bug shows %s", id, s)
		}
	}
	for _, id := range other.Candidates {
		if s := candidateStatus(id); s != store.TriageNew {
			t.Errorf("candidate %s of another bug shows %s", id, s)
		}
	}
	_, list, _ := do("GET", "/candidates?status=confirmed", nil)
	if n := strings.Count(list, `data-status="confirmed"`); n != len(bug.Candidates) {
		t.Errorf("the candidate list shows %d confirmed, want the bug's %d", n, len(bug.Candidates))
	}
	_, bugs, _ := do("GET", "/bugs", nil)
	if !strings.Contains(bugs, `id="bug-`+bug.ID+`" data-status="confirmed"`) || !strings.Contains(bugs, `id="bug-`+other.ID+`" data-status="new"`) {
		t.Errorf("the bug list does not show the bug confirmed and the other new:\n%.3000s", bugs)
	}
	for _, id := range bug.Candidates {
		if !strings.Contains(bugs, `href="/candidates/`+id+`"`) {
			t.Errorf("the bug list does not link the bug's candidate %s", id)
		}
	}

	// A later decision on one candidate is its own; the bug and its other candidates keep theirs.
	first := bug.Candidates[0]
	code, _, _ = do("POST", "/candidates/"+first+"/triage", url.Values{"csrf": {token}, "status": {"false_positive"}, "reason": {"documented"}})
	if code != http.StatusSeeOther || candidateStatus(first) != store.TriageFalsePositive {
		t.Fatalf("a false positive on candidate %s: %d, shows %s", first, code, candidateStatus(first))
	}
	_, body, _ = do("GET", "/bugs/"+bug.ID, nil)
	if statusOf(body) != store.TriageConfirmed {
		t.Errorf("the bug after one candidate's own decision shows %s", statusOf(body))
	}
	for _, id := range bug.Candidates[1:] {
		if s := candidateStatus(id); s != store.TriageConfirmed {
			t.Errorf("candidate %s shows %s after another candidate's decision", id, s)
		}
	}

	// A duplicate bug names a bug that exists; its candidates take its status.
	code, body, _ = do("POST", "/bugs/"+other.ID+"/triage", url.Values{"csrf": {token}, "status": {"duplicate"}, "duplicate_of": {"ffffffff"}})
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "No bug has the id ffffffff") {
		t.Fatalf("a duplicate of an unknown bug: %d\n%.2000s", code, body)
	}
	code, _, _ = do("POST", "/bugs/"+other.ID+"/triage", url.Values{"csrf": {token}, "status": {"duplicate"}, "duplicate_of": {bug.ID[:6]}})
	if code != http.StatusSeeOther {
		t.Fatalf("a duplicate of bug %s: %d", bug.ID, code)
	}
	_, body, _ = do("GET", "/bugs/"+other.ID, nil)
	if statusOf(body) != store.TriageDuplicate || !strings.Contains(body, `duplicate of <a class="mono" href="/bugs/`+bug.ID+`"`) {
		t.Errorf("the duplicate bug shows %s, and names the other bug: %v", statusOf(body), strings.Contains(body, "/bugs/"+bug.ID))
	}
	if s := candidateStatus(other.Candidates[0]); s != store.TriageDuplicate {
		t.Errorf("a candidate of the duplicate bug shows %s", s)
	}
	if code, _, _ := do("POST", "/bugs/"+other.ID+"/triage", url.Values{"status": {"confirmed"}}); code != http.StatusForbidden {
		t.Errorf("a bug decision without the CSRF token: %d", code)
	}
	if code, body, _ := do("POST", "/bugs/ffffffffffff/triage", url.Values{"csrf": {token}, "status": {"confirmed"}}); code != http.StatusNotFound || !strings.Contains(body, "nothing was saved") {
		t.Errorf("a decision on an unknown bug: %d", code)
	}
}

// A reviewer in a real browser opens the bug list, unfolds a bug, confirms it on its page with
// the keyboard, and finds its candidates confirmed on their pages and in the lists.
func TestBugTriageInBrowser(t *testing.T) {
	dbmstest.Engines(t)
	ctx := browserFor(t)
	db := campaignStore(t)
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	out, err := campaign.ReadOutputs(t.Context(), st, "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	bugs := out.Tables().Bugs
	if len(bugs) == 0 {
		t.Fatal("the campaign has no bugs")
	}
	bug := bugs[0]
	base := serve(t, db)
	var dialogs atomic.Int32
	go func() {
		for _, err := range chromedp.Events(ctx, page.JavascriptDialogOpening) {
			if err != nil {
				return
			}
			dialogs.Add(1)
			chromedp.Call(ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: true})
		}
	}()
	run := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		if err := chromedp.Do(tctx, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	// ready waits for the page's script: a key pressed before review.js has run does nothing.
	ready := func() {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		if _, err := chromedp.Run(tctx, chromedp.Poll[bool](`document.readyState === "complete"`)); err != nil {
			t.Fatalf("waiting for the page to load: %v", err)
		}
	}
	eval := func(js string) string {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		v, err := chromedp.Run(tctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatalf("evaluate %s: %v", js, err)
		}
		return v
	}

	// The list: one folded row per bug; unfolding one shows its candidates.
	run("bug list", chromedp.Navigate(base+"/bugs"), chromedp.WaitVisible(chromedp.ID("bugs")))
	if n := eval(`String(document.querySelectorAll("details.bug").length)`); n != fmt.Sprint(len(bugs)) {
		t.Fatalf("the bug list has %s bugs, want %d", n, len(bugs))
	}
	row := `document.getElementById("bug-` + bug.ID + `")`
	if open := eval(`String(` + row + `.open)`); open != "false" {
		t.Fatalf("the bug's candidates are unfolded before a click")
	}
	run("unfold", chromedp.Click(chromedp.CSS("#bug-"+bug.ID+" summary .reason")), chromedp.WaitVisible(chromedp.CSS("#bug-"+bug.ID+" table.members")))
	if n := eval(`String(` + row + `.querySelectorAll("table.members a[href^='/candidates/']").length)`); n != fmt.Sprint(len(bug.Candidates)) {
		t.Fatalf("the unfolded bug links %s candidates, want %d", n, len(bug.Candidates))
	}
	if key := eval(row + `.querySelector("code.key").textContent`); key != bug.Key {
		t.Fatalf("the bug's key reads %q, want %q as text", key, bug.Key)
	}

	// Its page: c confirms the bug.
	run("open the bug", chromedp.Click(chromedp.CSS("#bug-"+bug.ID+" summary a")), chromedp.WaitVisible(chromedp.ID("triage")))
	if loc := eval(`location.pathname`); loc != "/bugs/"+bug.ID {
		t.Fatalf("the bug's link went to %s", loc)
	}
	if key := eval(`document.getElementById("bugkey").textContent`); key != bug.Key {
		t.Fatalf("the bug page's key reads %q, want %q", key, bug.Key)
	}
	ready()
	run("confirm the bug with c", chromedp.KeyEvent("c"), chromedp.WaitVisible(chromedp.ID("saved")))
	if s := eval(`document.getElementById("status").textContent`); strings.TrimSpace(s) != "confirmed" {
		t.Fatalf("after c the bug is %q", s)
	}
	if h := eval(`document.getElementById("history").innerText`); !strings.Contains(h, "confirmed") || !strings.Contains(h, "tester") {
		t.Fatalf("the bug's history reads %q", h)
	}

	// Each candidate's page shows the bug's decision.
	for _, id := range bug.Candidates {
		run("candidate "+id, chromedp.Navigate(base+"/candidates/"+id), chromedp.WaitVisible(chromedp.ID("bugpanel")))
		if s := eval(`document.getElementById("status").textContent`); strings.TrimSpace(s) != "confirmed" {
			t.Errorf("candidate %s of the confirmed bug is %q", id, s)
		}
		if h := eval(`document.getElementById("history").innerText`); !strings.Contains(h, "on bug "+bug.ID) {
			t.Errorf("candidate %s's history does not show the bug's decision: %q", id, h)
		}
	}
	run("confirmed candidates", chromedp.Navigate(base+"/candidates?status=confirmed"), chromedp.WaitVisible(chromedp.ID("candidates")))
	if n := eval(`String(document.querySelectorAll("#candidates tbody tr[data-status=confirmed]").length)`); n != fmt.Sprint(len(bug.Candidates)) {
		t.Errorf("the candidate list shows %s confirmed, want the bug's %d", n, len(bug.Candidates))
	}
	run("confirmed bugs", chromedp.Navigate(base+"/bugs?status=confirmed"), chromedp.WaitVisible(chromedp.ID("bugs")))
	if got := eval(`Array.from(document.querySelectorAll("details.bug")).map(d => d.id + " " + d.dataset.status).join("|")`); got != "bug-"+bug.ID+" confirmed" {
		t.Errorf("the bugs filtered by confirmed: %q", got)
	}

	// The dashboard shows the bugs beside the candidates.
	run("dashboard", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.ID("chart-c7")))
	if got := eval(`document.getElementById("chart-c7").textContent`); !strings.Contains(got, "Bugs by triage status") || !strings.Contains(got, "confirmed: 1") {
		t.Errorf("the dashboard's bug chart reads %q", got)
	}
	if n := dialogs.Load(); n != 0 {
		t.Fatalf("%d JavaScript dialogs opened: repository text ran as script", n)
	}
}
