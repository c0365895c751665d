package review_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
)

// The DNS-rebinding attack of the probe (reliability.md 2a'), over real HTTP: a page served
// under the attacker's name, which resolves to 127.0.0.1, is its own origin to the browser, so
// it could read a candidate's page with its CSRF token and post a triage whose Origin matches
// its Host. The server refuses both requests for their Host (421) and nothing is saved; the
// same requests under the server's own names (127.0.0.1, localhost, [::1]) work.
func TestForeignHostOverHTTP(t *testing.T) {
	dbmstest.Engines(t)
	db := campaignStore(t)
	base := serve(t, db)
	u, _ := url.Parse(base)
	_, port, _ := net.SplitHostPort(u.Host)
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	c, err := review.Load(t.Context(), st)
	if err != nil {
		t.Fatal(err)
	}
	id := c.Stats.Candidates[0].ID
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	send := func(method, host, path string, form url.Values, cookie *http.Cookie) (*http.Response, string) {
		t.Helper()
		r, err := http.NewRequestWithContext(t.Context(), method, base+path, strings.NewReader(form.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		r.Host = host
		if form != nil {
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.Header.Set("Origin", "http://"+host)
			r.Header.Set("Sec-Fetch-Site", "same-origin")
		}
		if cookie != nil {
			r.AddCookie(cookie)
		}
		resp, err := client.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	history := func() int {
		t.Helper()
		h, err := st.TriageHistory(context.Background(), id, "")
		if err != nil {
			t.Fatal(err)
		}
		return len(h)
	}
	token := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`)

	foreign := "rebind.attacker.example:" + port
	resp, body := send("GET", foreign, "/candidates/"+id, nil, nil)
	if resp.StatusCode != http.StatusMisdirectedRequest || token.MatchString(body) || strings.Contains(body, id) || len(resp.Cookies()) > 0 {
		t.Fatalf("GET under a foreign Host: %d, a token %v, the candidate %v", resp.StatusCode, token.MatchString(body), strings.Contains(body, id))
	}
	// The attacker's post carries a session and token the page handed out under its own name.
	resp, body = send("GET", "127.0.0.1:"+port, "/candidates/"+id, nil, nil)
	m := token.FindStringSubmatch(body)
	var sess *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == "reaper_session" {
			sess = c
		}
	}
	if resp.StatusCode != http.StatusOK || m == nil || sess == nil {
		t.Fatalf("GET under 127.0.0.1: %d, token %v, session %v", resp.StatusCode, m != nil, sess)
	}
	form := url.Values{"csrf": {m[1]}, "status": {"confirmed"}}
	if resp, _ := send("POST", foreign, "/candidates/"+id+"/triage", form, sess); resp.StatusCode != http.StatusMisdirectedRequest {
		t.Fatalf("POST under a foreign Host: %d, want 421", resp.StatusCode)
	}
	if n := history(); n != 0 {
		t.Fatalf("the foreign post saved %d decisions", n)
	}
	// The same post under the server's own name is saved: the Host alone refused it.
	if resp, _ := send("POST", "127.0.0.1:"+port, "/candidates/"+id+"/triage", form, sess); resp.StatusCode != http.StatusSeeOther || history() != 1 {
		t.Fatalf("POST under 127.0.0.1: %d, %d decisions", resp.StatusCode, history())
	}
	for _, host := range []string{"localhost:" + port, "[::1]:" + port, "127.0.0.1:" + port} {
		if resp, _ := send("GET", host, "/candidates/"+id, nil, nil); resp.StatusCode != http.StatusOK {
			t.Errorf("GET under %s: %d", host, resp.StatusCode)
		}
	}
}

// A server on another address answers to that address's host too, and still to no foreign
// name, whatever token the request carries.
func TestAddrHostOverHTTP(t *testing.T) {
	var ip net.IP
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
			ip = n.IP
			break
		}
	}
	if ip == nil {
		t.Skip("this machine has no non-loopback IPv4 address to bind the server to")
	}
	st, err := store.Open(t.Context(), t.TempDir()+"/r.db")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	const token = "the-token-of-this-server"
	srv, err := review.New(st, review.Options{Addr: net.JoinHostPort(ip.String(), "0"), Token: token})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	addr := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, func(a string) { addr <- a }) }()
	defer func() { cancel(); <-done }()
	bound := <-addr
	_, port, _ := net.SplitHostPort(bound)
	for host, want := range map[string]int{bound: http.StatusOK, "rebind.attacker.example:" + port: http.StatusMisdirectedRequest} {
		r, _ := http.NewRequestWithContext(t.Context(), "GET", "http://"+bound+"/candidates", nil)
		r.Host = host
		r.Header.Set("Authorization", "Bearer "+token)
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET under %s on a server bound to %s: %d, want %d", host, bound, resp.StatusCode, want)
		}
	}
}
