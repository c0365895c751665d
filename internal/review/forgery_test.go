package review_test

import (
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// A triage decision forged by a page on another port of 127.0.0.1 is refused, whether the
// browser says where the post comes from or not: a session cookie that page set brings no
// token, a token of one server is refused by another, and a post from another origin or site is
// refused before any token is read. Only the reviewer's own post is saved.
func TestForgedTriageRefused(t *testing.T) {
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
	id := out.Tables().Candidates[0].ID
	a, b := serve(t, db), serve(t, db)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	// The reviewer's session on a: its cookie and the token of its form.
	resp, err := client.Get(a + "/candidates/" + id)
	if err != nil {
		t.Fatal(err)
	}
	page := readBody(t, resp)
	var session string
	for _, c := range resp.Cookies() {
		if c.Name == "reaper_session" {
			session = c.Value
		}
	}
	m := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(page)
	if resp.StatusCode != 200 || session == "" || m == nil {
		t.Fatalf("GET the candidate: %d, session cookie %q, form token %v", resp.StatusCode, session, m)
	}
	token := m[1]
	if token == session {
		t.Fatalf("the form's token is the session cookie: a double-submit cookie")
	}
	post := func(base, session, token string, header map[string]string) (int, string) {
		t.Helper()
		form := url.Values{"csrf": {token}, "status": {"false_positive"}, "reason": {"forged"}}
		r, err := http.NewRequest("POST", base+"/candidates/"+id+"/triage", strings.NewReader(form.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.AddCookie(&http.Cookie{Name: "reaper_session", Value: session})
		for k, v := range header {
			r.Header.Set(k, v)
		}
		resp, err := client.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, readBody(t, resp)
	}
	planted := strings.Repeat("ab", 32) // what a page on another port sets as the session cookie
	for _, c := range []struct {
		what           string
		base           string
		session, token string
		header         map[string]string
		wantCode       int
		wantBody       string
	}{
		{"a cookie planted from another port, posted back as the token by an old browser", a, planted, planted, nil, 403, "Stale form"},
		{"a cookie planted from another port, posted back as the token", a, planted, planted,
			map[string]string{"Origin": b, "Sec-Fetch-Site": "same-site"}, 403, "Cross-site request refused"},
		{"the session's own token, posted from a page on another port (Origin)", a, session, token, map[string]string{"Origin": b}, 403, "Cross-site request refused"},
		{"the session's own token, posted from a page on another port (Sec-Fetch-Site)", a, session, token, map[string]string{"Sec-Fetch-Site": "same-site"}, 403, "Cross-site request refused"},
		{"the session's own token, posted from another site", a, session, token, map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, 403, "Cross-site request refused"},
		{"the session's own token, posted from an opaque origin", a, session, token, map[string]string{"Origin": "null"}, 403, "Cross-site request refused"},
		{"server a's session and token, posted to server b from b's own page", b, session, token, map[string]string{"Origin": b, "Sec-Fetch-Site": "same-origin"}, 403, "Stale form"},
	} {
		code, body := post(c.base, c.session, c.token, c.header)
		if code != c.wantCode || !strings.Contains(body, c.wantBody) {
			t.Errorf("%s: %d, want %d %q\n%.300s", c.what, code, c.wantCode, c.wantBody, body)
		}
	}
	if hist, err := st.TriageHistory(t.Context(), id, ""); err != nil || len(hist) != 0 {
		t.Fatalf("after the forged posts the candidate's history is %+v, %v; want none", hist, err)
	}
	// The reviewer's own post, as the browser sends it from a's page, is saved.
	if code, body := post(a, session, token, map[string]string{"Origin": a, "Sec-Fetch-Site": "same-origin"}); code != http.StatusSeeOther {
		t.Fatalf("the reviewer's own post: %d\n%.300s", code, body)
	}
	if hist, err := st.TriageHistory(t.Context(), id, ""); err != nil || len(hist) != 1 || hist[0].Reason != "forged" {
		t.Fatalf("after the reviewer's post the history is %+v, %v", hist, err)
	}
}

func readBody(t *testing.T, resp *http.Response) string {
	t.Helper()
	defer resp.Body.Close()
	var b strings.Builder
	if _, err := io.Copy(&b, resp.Body); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
