package review

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
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
		{"0.0.0.0:8080", "a-secret-of-16ch", true},
		{"8080", "", false},
		{"0.0.0.0:8080", "a-secret-of-15c", false},
		{"127.0.0.1:8080", "secret", false},
		{"127.0.0.1:8080", "ünïcödé-sëcrét-x", true},
	} {
		o := Options{Addr: c.addr, Token: c.token}
		err := o.Validate()
		if (err == nil) != c.ok {
			t.Errorf("Options{Addr: %q, Token: %q}.Validate() = %v, want ok %v", c.addr, c.token, err, c.ok)
		}
		if err != nil && c.token != "" && c.addr != "8080" && err.Error() != fmt.Sprintf("--token has %d characters: give at least 16", len([]rune(c.token))) {
			t.Errorf("a short token: %q", err)
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
	srv, err := New(st, Options{Addr: "0.0.0.0:0", Token: "s3cret-s3cret-s3cret", User: "ann"})
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
	w := do("POST", "/login", url.Values{"token": {"s3cret-s3cret-s3cret"}, "next": {"//evil.example/"}})
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/" {
		t.Fatalf("login: %d to %q", w.Code, w.Header().Get("Location"))
	}
	var auth *http.Cookie
	for _, c := range w.Result().Cookies() {
		if c.Name == pageTokenCookie {
			auth = c
		}
	}
	if auth == nil || strings.Contains(auth.Value, "s3cret-s3cret-s3cret") {
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
	r.Header.Set("Authorization", "Bearer s3cret-s3cret-s3cret")
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
			Origins:    []campaign.OriginRow{{Origin: "n_fault", Generated: 10, Validated: 9, Valid: 7, CandidateTests: 3, Candidates: 2}},
			ByEvidence: []campaign.Count{{Label: "crash", N: 2}},
			StageHolds: []campaign.Count{{Label: "I", N: 5}, {Label: "II|x", N: 4}, {Label: "III", N: 3}},
			Bugs:       make([]campaign.Bug, 1),
			BugsByKind: []campaign.Count{{Label: "crash", N: 1}},
			BugTriage:  []campaign.Count{{Label: "new", N: 0}, {Label: "false_positive", N: 1}},
			Validated:  9, NotValidated: 2,
		},
	}}
	var md, html bytes.Buffer
	if err := WriteReport(&md, ReportMarkdown, d); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Table 1", "| MariaDB\\|&lt;b&gt; | crash | 2 | 1 | 1 | 0 | 0 | 0 |", "## Table 2", "| n_fault | 10 | 9 | 7 | 3 | 2 |", "## Table 3", "| crash | 2 |", "| II\\|x | 4 |",
		"The 2 candidates are **1 bug** by root cause (`reaper bugs list`): crash 1; triage new 0; false positive 1; the paper's",
		"the rows add up to the 2 candidates of Table 1", "9 sibling tests validated: 7 reached a verdict, 2 did not."} {
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

// The login page goes only to a path on this site, whatever next says.
func TestLoginNext(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	open, err := New(st, Options{})
	if err != nil {
		t.Fatal(err)
	}
	guarded, err := New(st, Options{Token: "the-token-of-this-server"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ query, want string }{
		{"next=/%09/host", "/"},
		{"next=/%0a/host", "/"},
		{"next=//host", "/"},
		{"next=%2F%2Fhost", "/"},
		{"next=/%5Chost", "/"},
		{"next=/%255C/host", "/"},
		{"next=/%252F/host", "/"},
		{"next=https://x", "/"},
		{"next=https:/x", "/"},
		{"next=javascript:alert(1)", "/"},
		{"next=host", "/"},
		{"next=", "/"},
		{"next=/%20/host", "/"},
		{"next=/bugs", "/bugs"},
		{"next=" + url.QueryEscape("/candidates?status=new&construct=json value"), "/candidates?status=new&construct=json value"},
	} {
		r := httptest.NewRequest("GET", "http://127.0.0.1:8080/login?"+c.query, nil)
		w := httptest.NewRecorder()
		open.Handler().ServeHTTP(w, r)
		if got := w.Header().Get("Location"); w.Code != http.StatusSeeOther || got != c.want {
			t.Errorf("GET /login?%s: %d to %q, want %q", c.query, w.Code, got, c.want)
		}
		r = httptest.NewRequest("POST", "http://127.0.0.1:8080/login?"+c.query, strings.NewReader("token=the-token-of-this-server"))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		w = httptest.NewRecorder()
		guarded.Handler().ServeHTTP(w, r)
		if got := w.Header().Get("Location"); w.Code != http.StatusSeeOther || got != c.want {
			t.Errorf("POST /login?%s: %d to %q, want %q", c.query, w.Code, got, c.want)
		}
	}
}

// Wrong tokens are throttled per client: five cost nothing, the sixth try waits (429 with
// Retry-After) even with the right token, by the form or as a bearer; another client is not
// held up. A login cookie of one server is not one of another with the same token.
func TestLoginThrottle(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	const token = "the-token-of-this-server"
	srv, err := New(st, Options{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	other, err := New(st, Options{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	login := func(s *Server, client, tok string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "http://localhost:8080/login", strings.NewReader(url.Values{"token": {tok}}.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.RemoteAddr = client
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, r)
		return w
	}
	for i := 1; i <= 5; i++ {
		if w := login(srv, "192.0.2.7:4000", "wrong"); w.Code != http.StatusUnauthorized {
			t.Fatalf("wrong token %d: %d", i, w.Code)
		}
	}
	w := login(srv, "192.0.2.7:4001", token)
	if w.Code != http.StatusTooManyRequests {
		t.Fatalf("the right token after 5 wrong ones: %d, want 429", w.Code)
	}
	if ra, err := strconv.Atoi(w.Header().Get("Retry-After")); err != nil || ra < 1 || ra > 15*60 {
		t.Fatalf("Retry-After %q", w.Header().Get("Retry-After"))
	}
	for _, c := range w.Result().Cookies() {
		if c.Name == pageTokenCookie {
			t.Fatalf("a throttled client was signed in")
		}
	}
	r := httptest.NewRequest("GET", "http://localhost:8080/", nil)
	r.RemoteAddr = "192.0.2.7:4002"
	r.Header.Set("Authorization", "Bearer "+token)
	rw := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rw, r)
	if rw.Code != http.StatusTooManyRequests || rw.Header().Get("Retry-After") == "" {
		t.Fatalf("a bearer token from a throttled client: %d", rw.Code)
	}
	if w := login(srv, "198.51.100.1:5000", "wrong"); w.Code != http.StatusUnauthorized {
		t.Fatalf("another client's wrong token: %d, want 401", w.Code)
	}
	w = login(srv, "198.51.100.1:5000", token)
	var auth *http.Cookie
	for _, c := range w.Result().Cookies() {
		if c.Name == pageTokenCookie {
			auth = c
		}
	}
	if w.Code != http.StatusSeeOther || auth == nil {
		t.Fatalf("another client's right token: %d, cookie %v", w.Code, auth)
	}
	for _, c := range []struct {
		name string
		s    *Server
		want int
	}{{"the server that set it", srv, http.StatusOK}, {"another server with the same token", other, http.StatusSeeOther}} {
		r := httptest.NewRequest("GET", "http://localhost:8080/", nil)
		r.AddCookie(auth)
		rw := httptest.NewRecorder()
		c.s.Handler().ServeHTTP(rw, r)
		if rw.Code != c.want {
			t.Errorf("the login cookie on %s: %d, want %d", c.name, rw.Code, c.want)
		}
	}
}

// The backoff doubles from the fifth wrong token in a row on and stops at 15 minutes; a try
// while a client waits is not checked; a right token clears the count.
func TestThrottleBackoff(t *testing.T) {
	th := pageThrottle{failed: map[string]*pageFailures{}}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	wrong := func() bool { return false }
	var waits []time.Duration
	for i := 1; i <= 12; i++ {
		if ok, wait := th.try("c", now, wrong); ok || wait != 0 {
			t.Fatalf("wrong token %d, after the wait: %v, held up %v", i, ok, wait)
		}
		wait := max(th.failed["c"].until.Sub(now), 0)
		waits = append(waits, wait)
		now = now.Add(wait)
	}
	want := []time.Duration{0, 0, 0, 0, 15 * time.Second, 30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 15 * time.Minute, 15 * time.Minute}
	if fmt.Sprint(waits) != fmt.Sprint(want) {
		t.Fatalf("the waits after each wrong token: %v, want %v", waits, want)
	}
	held := now.Add(-time.Second)
	if ok, wait := th.try("c", held, func() bool { t.Fatal("a try was checked while its client waits"); return true }); ok || wait != time.Second {
		t.Fatalf("a try a second before the wait ends: %v, held up %v", ok, wait)
	}
	if ok, _ := th.try("c", now, func() bool { return true }); !ok {
		t.Fatalf("the right token after the wait was refused")
	}
	if ok, wait := th.try("c", now, wrong); ok || wait != 0 || th.failed["c"].n != 1 {
		t.Fatalf("a wrong token after the right one: held up %v, count %d", wait, th.failed["c"].n)
	}
}

// The server answers only to the names it is bound to: localhost and loopback addresses, and
// the host of its address. A page under another name (DNS rebinding: the attacker's name
// resolving to 127.0.0.1) gets 421 before any page, and no word of the campaign or its
// reviewer; a server bound to every address takes any name, behind its token.
func TestHostCheck(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	const token = "the-token-of-this-server"
	for _, c := range []struct {
		addr, token string
		allowed     []string
		refused     []string
	}{
		{"127.0.0.1:8080", "", []string{"127.0.0.1:8080", "127.0.0.1", "localhost:8080", "LocalHost.:8080", "localhost", "[::1]:8080", "127.0.0.2:8080"},
			[]string{"rebind.attacker.example:8080", "rebind.attacker.example", "", "localhost.attacker.example:8080", "127.0.0.1.nip.io:8080", "evil.localhost:8080", "192.0.2.2:8080"}},
		{"[::1]:8080", "", []string{"[::1]:8080", "[0:0:0:0:0:0:0:1]:8080", "localhost:8080"}, []string{"rebind.attacker.example:8080"}},
		{"192.0.2.9:8080", token, []string{"192.0.2.9:8080", "192.0.2.9", "localhost:8080"}, []string{"192.0.2.10:8080", "rebind.attacker.example:8080"}},
		{"review.example.lan:8080", token, []string{"review.example.lan:8080", "REVIEW.example.lan."}, []string{"other.example.lan:8080", "review.example.lan.attacker.example"}},
		{"0.0.0.0:8080", token, []string{"anything.example:8080", "192.0.2.2:8080"}, nil},
	} {
		srv, err := New(st, Options{Addr: c.addr, Token: c.token, User: "ann-the-reviewer"})
		if err != nil {
			t.Fatal(err)
		}
		for _, host := range append(append([]string(nil), c.allowed...), c.refused...) {
			for _, method := range []string{"GET", "POST"} {
				r := httptest.NewRequest(method, "/candidates/abcdef/triage", strings.NewReader("status=confirmed"))
				if method == "GET" {
					r = httptest.NewRequest(method, "/candidates", nil)
				}
				r.Host = host
				r.Header.Set("Authorization", "Bearer "+token)
				w := httptest.NewRecorder()
				srv.Handler().ServeHTTP(w, r)
				refused := w.Code == http.StatusMisdirectedRequest
				if want := slices.Contains(c.refused, host); refused != want {
					t.Errorf("server on %s: %s with Host %q: %d, want refused %v", c.addr, method, host, w.Code, want)
				}
				if refused && (strings.Contains(w.Body.String(), "ann-the-reviewer") || strings.Contains(w.Body.String(), "csrf") || len(w.Result().Cookies()) > 0) {
					t.Errorf("a refused request got the page's content or a cookie: %s", w.Body.String())
				}
			}
		}
	}
}
