package review

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

func TestWordDiff(t *testing.T) {
	for _, c := range []struct{ a, b, old, new string }{
		{"SELECT nextval('s')", "SELECT setval('s')", "SELECT [-nextval-]('s')", "SELECT {+setval+}('s')"},
		{"select a from t", "select a from t", "select a from t", "select a from t"},
		{"select json_extract(c, '$.a') from t", "select json_value(c, '$.b') from t",
			"select [-json_extract-](c, [-'$.a'-]) from t", "select {+json_value+}(c, {+'$.b'+}) from t"},
		{"", "select 1", "", "{+select 1+}"},
	} {
		o, n := pageWordDiff(c.a, c.b)
		if got := pageShowDiff(o); got != c.old {
			t.Errorf("old side of %q → %q: %q, want %q", c.a, c.b, got, c.old)
		}
		if got := pageShowDiff(n); got != c.new {
			t.Errorf("new side of %q → %q: %q, want %q", c.a, c.b, got, c.new)
		}
	}
}

func pageShowDiff(ts []pageToken) string {
	var b strings.Builder
	for _, t := range ts {
		switch t.Kind {
		case pageDel:
			b.WriteString("[-" + t.Text + "-]")
		case pageIns:
			b.WriteString("{+" + t.Text + "+}")
		default:
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

func TestOptions(t *testing.T) {
	for _, c := range []struct {
		addr, token string
		ok          bool
	}{
		{"", "", true},
		{"127.0.0.1:0", "", true},
		{"[::1]:8080", "", true},
		{"localhost:8080", "", true},
		{"0.0.0.0:8080", "", false},
		{"0.0.0.0:8080", "secret", true},
		{"8080", "", false},
	} {
		o := Options{Addr: c.addr, Token: c.token}
		if err := o.Validate(); (err == nil) != c.ok {
			t.Errorf("Options{Addr: %q, Token: %q}.Validate() = %v, want ok %v", c.addr, c.token, err, c.ok)
		}
	}
}

// An empty store serves its pages; a token guards every page; unknown pages and candidates are
// 404 pages; a POST without the CSRF cookie is a 403 page.
func TestServerWithoutBrowser(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(st, Options{Addr: "0.0.0.0:0", Token: "s3cret", User: "ann"})
	if err != nil {
		t.Fatal(err)
	}
	h := srv.Handler()
	do := func(method, target string, form url.Values, cookies ...*http.Cookie) *httptest.ResponseRecorder {
		var body *strings.Reader
		if form != nil {
			body = strings.NewReader(form.Encode())
		} else {
			body = strings.NewReader("")
		}
		r := httptest.NewRequest(method, target, body)
		if form != nil {
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		for _, c := range cookies {
			r.AddCookie(c)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	if w := do("GET", "/candidates", nil); w.Code != http.StatusSeeOther || !strings.HasPrefix(w.Header().Get("Location"), "/login?next=") {
		t.Fatalf("without the token: %d %s", w.Code, w.Header().Get("Location"))
	}
	if w := do("POST", "/login", url.Values{"token": {"wrong"}}); w.Code != http.StatusUnauthorized {
		t.Fatalf("a wrong token: %d", w.Code)
	}
	w := do("POST", "/login", url.Values{"token": {"s3cret"}, "next": {"//evil.example/"}})
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/" {
		t.Fatalf("login: %d to %q", w.Code, w.Header().Get("Location"))
	}
	var auth *http.Cookie
	for _, c := range w.Result().Cookies() {
		if c.Name == pageTokenCookie {
			auth = c
		}
	}
	if auth == nil || strings.Contains(auth.Value, "s3cret") {
		t.Fatalf("the login cookie %+v", auth)
	}
	for path, want := range map[string]int{"/": 200, "/candidates": 200, "/candidates/abcdef": 404, "/bugs": 200, "/bugs/abcdef": 404, "/nope": 404, "/static/review.css": 200} {
		w := do("GET", path, nil, auth)
		if w.Code != want {
			t.Errorf("GET %s: %d, want %d", path, w.Code, want)
		}
		if w.Code == 404 && !strings.Contains(w.Body.String(), `href="/candidates"`) {
			t.Errorf("GET %s: the 404 page has no way back", path)
		}
		if csp := w.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
			t.Errorf("GET %s: CSP %q", path, csp)
		}
	}
	if w := do("POST", "/candidates/abcdef/triage", url.Values{"status": {"confirmed"}}, auth); w.Code != http.StatusForbidden || !strings.Contains(w.Body.String(), "Stale form") {
		t.Errorf("a POST without a CSRF token: %d", w.Code)
	}
	if w := do("POST", "/bugs/abcdef/triage", url.Values{"status": {"confirmed"}}, auth); w.Code != http.StatusForbidden || !strings.Contains(w.Body.String(), "Stale form") {
		t.Errorf("a POST on a bug without a CSRF token: %d", w.Code)
	}
	if w := do("POST", "/bugs/abcdef/triage", url.Values{"status": {"confirmed"}}); w.Code != http.StatusUnauthorized {
		t.Errorf("a POST on a bug without the token: %d", w.Code)
	}
	if w := do("POST", "/candidates/abcdef/triage", url.Values{"status": {"confirmed"}}); w.Code != http.StatusUnauthorized {
		t.Errorf("a POST without the token: %d", w.Code)
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("Authorization", "Bearer s3cret")
	rw := httptest.NewRecorder()
	h.ServeHTTP(rw, r)
	if rw.Code != 200 {
		t.Errorf("a bearer token: %d", rw.Code)
	}
}

func TestPortInUse(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	busy := httptest.NewServer(http.NotFoundHandler())
	defer busy.Close()
	srv, err := New(st, Options{Addr: strings.TrimPrefix(busy.URL, "http://")})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Serve(ctx, nil)
	if err == nil || !strings.Contains(err.Error(), "address already in use") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("a port in use: %v", err)
	}
}

func TestReportFormats(t *testing.T) {
	d := ReportData{Store: "r.db", Generated: time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC), Stats: Stats{
		Fixes: 3,
		Tables: campaign.Tables{
			Candidates: make([]campaign.Candidate, 2),
			Kinds:      []campaign.KindRow{{DBMS: "MariaDB|<b>", Kind: "crash", Candidates: 2, Status: map[string]int{"new": 1, "confirmed": 1}}},
			Origins:    []campaign.OriginRow{{Origin: "n_fault", Generated: 10, Validated: 9, Valid: 7, Candidates: 2}},
			ByEvidence: []campaign.Count{{Label: "crash", N: 2}},
			StageHolds: []campaign.Count{{Label: "I", N: 5}, {Label: "II|x", N: 4}, {Label: "III", N: 3}},
			Bugs:       make([]campaign.Bug, 1),
			BugsByKind: []campaign.Count{{Label: "crash", N: 1}},
			BugTriage:  []campaign.Count{{Label: "new", N: 0}, {Label: "false_positive", N: 1}},
		},
	}}
	var md, html bytes.Buffer
	if err := WriteReport(&md, ReportMarkdown, d); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Table 1", "| MariaDB\\|&lt;b&gt; | crash | 2 | 1 | 1 | 0 | 0 | 0 |", "## Table 2", "| n_fault | 10 | 9 | 7 | 2 |", "## Table 3", "| crash | 2 |", "| II\\|x | 4 |",
		"The 2 candidates are **1 bugs** by root cause (`reaper bugs list`): crash 1; triage new 0; false positive 1; the paper's"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown report lacks %q:\n%s", want, md.String())
		}
	}
	if err := WriteReport(&html, ReportHTML, d); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html.String(), "MariaDB|&lt;b&gt;") || strings.Contains(html.String(), "<b>") || !strings.Contains(html.String(), "Table 3") {
		t.Errorf("html report:\n%s", html.String())
	}
	if err := WriteReport(&html, "pdf", d); err == nil {
		t.Errorf("a pdf report was written")
	}
}
