// Package review is stage 6 of the pipeline: what a DBMS engineer uses to look at the
// candidates. `reaper review` serves a local web page (a campaign dashboard with server-drawn SVG
// charts, the filterable candidate list, a page per candidate that leads with the evidence (the
// reproducer, the actual outcome beside the expected one, the fix it came from) above the
// historical fix, its profile and every stage's reasoning, and triage forms; the bugs, the
// candidates by root cause, with a page and a triage form per bug), and `reaper report` writes
// the campaign's summary tables.
//
// Everything on the pages that comes from a repository or a DBMS (commit messages, patches, SQL,
// server output) is untrusted: it reaches the browser only through html/template's contextual
// escaping, and the Content-Security-Policy allows no inline script. Form posts carry a CSRF token,
// the server's MAC of the session, and posts from another origin are refused; a request under a
// host name the server is not bound to is refused before any page (DNS rebinding); the server
// binds to loopback unless given a --token that every request must carry.
package review

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log"
	"net"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

//go:embed templates/*.html static/*
var pageAssets embed.FS

// Options configures the review server.
type Options struct {
	// Addr is the address to listen on; default 127.0.0.1:8080.
	Addr string
	// Token, when set, must come with every request (a cookie the login page sets, or an
	// "Authorization: Bearer" header), and has at least MinTokenLength characters. Required when
	// Addr is not a loopback address.
	Token string
	// User is who triage decisions are recorded as; default "reviewer".
	User string
	// Refresh is how long the campaign read from the store is reused before it is read again;
	// default 30s.
	Refresh time.Duration
	// Log receives one line per failed request; nil discards.
	Log *log.Logger
}

// MinTokenLength is the shortest --token accepted: failed logins are throttled, not refused, so
// the token itself must be too long to guess.
const MinTokenLength = 16

// Validate fills defaults and rejects a non-loopback address without a token, and a short token.
func (o *Options) Validate() error {
	if o.Addr == "" {
		o.Addr = "127.0.0.1:8080"
	}
	if o.User == "" {
		o.User = "reviewer"
	}
	if o.Refresh <= 0 {
		o.Refresh = 30 * time.Second
	}
	if n := utf8.RuneCountInString(o.Token); o.Token != "" && n < MinTokenLength {
		return fmt.Errorf("--token has %d characters: give at least %d", n, MinTokenLength)
	}
	host, _, err := net.SplitHostPort(o.Addr)
	if err != nil {
		return fmt.Errorf("address %q: %w (want host:port, such as 127.0.0.1:8080)", o.Addr, err)
	}
	if !pageLoopback(host) && o.Token == "" {
		return fmt.Errorf("address %s is not a loopback address: give --token so that only those who know it see the candidates", o.Addr)
	}
	return nil
}

// hostAllowed reports whether a request's Host header names this server: localhost or a
// loopback address, or the host of Addr. A page served under another name is another origin to
// the browser: a DNS-rebinding page (a name of the attacker's that resolves to 127.0.0.1) would
// otherwise read the candidates and, being its own origin, pass the Origin check of a form post.
// A server bound to every address (0.0.0.0, [::]) is reached by names it cannot know; it has
// a --token, which such a page does not.
func (o Options) hostAllowed(hostport string) bool {
	host := pageHostName(hostport)
	if host == "" {
		return false
	}
	if pageLoopback(host) {
		return true
	}
	bind, _, _ := net.SplitHostPort(o.Addr)
	bind = pageHostName(bind)
	if ip := net.ParseIP(bind); bind == "" || ip != nil && ip.IsUnspecified() {
		return true
	}
	a, b := net.ParseIP(host), net.ParseIP(bind)
	return host == bind || a != nil && a.Equal(b)
}

// pageHostName is the host of a Host header, without its port and brackets, in lower case and
// without the trailing dot of a fully qualified name.
func pageHostName(hostport string) string {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return strings.TrimSuffix(strings.ToLower(host), ".")
}

func pageLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Server serves the review pages of one store.
type Server struct {
	st   *store.Store
	opts Options
	tmpl map[string]*template.Template
	mux  *http.ServeMux
	// key signs what this server hands out (the login cookie, the forms' CSRF tokens), so that
	// no other server, nor a page that sets cookies for this host, can make them.
	key      []byte
	throttle pageThrottle

	mu   sync.Mutex
	camp *Campaign
}

// New makes a server over st.
func New(st *store.Store, opts Options) (*Server, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	s := &Server{st: st, opts: opts, tmpl: map[string]*template.Template{}, key: make([]byte, 32), throttle: pageThrottle{failed: map[string]*pageFailures{}}}
	rand.Read(s.key)
	for _, name := range []string{"dashboard", "list", "candidate", "bugs", "bug", "error", "login"} {
		t, err := template.New("layout.html").Funcs(pageFuncs).ParseFS(pageAssets, "templates/layout.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("review: template %s: %w", name, err)
		}
		s.tmpl[name] = t
	}
	static, _ := fs.Sub(pageAssets, "static")
	s.mux = http.NewServeMux()
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServer(http.FS(static))))
	s.mux.HandleFunc("GET /{$}", s.dashboard)
	s.mux.HandleFunc("GET /candidates", s.list)
	s.mux.HandleFunc("GET /candidates/{id}", s.candidate)
	s.mux.HandleFunc("POST /candidates/{id}/triage", s.triage)
	s.mux.HandleFunc("GET /bugs", s.bugs)
	s.mux.HandleFunc("GET /bugs/{id}", s.bug)
	s.mux.HandleFunc("POST /bugs/{id}/triage", s.triageBug)
	s.mux.HandleFunc("GET /login", s.login)
	s.mux.HandleFunc("POST /login", s.login)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, http.StatusNotFound, "Page not found", "There is no page at this address.")
	})
	return s, nil
}

// Handler returns the server's handler: authentication, security headers and recovery around
// the pages.
func (s *Server) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		// Not no-referrer: under it a browser sends "Origin: null" with a form post, which
		// pageSameOrigin refuses; same-origin still sends nothing to other sites.
		h.Set("Referrer-Policy", "same-origin")
		h.Set("X-Frame-Options", "DENY")
		if !s.opts.hostAllowed(r.Host) {
			// Plain text: the page of a host this server is not would show the reviewer's name.
			http.Error(w, "421 Misdirected Request: this review server answers only to the names it is bound to (localhost, a loopback address, or the host of --addr)", http.StatusMisdirectedRequest)
			return
		}
		defer func() {
			if v := recover(); v != nil {
				s.logf("review: %s %s: panic: %v", r.Method, r.URL.Path, v)
				s.fail(w, r, http.StatusInternalServerError, "Something went wrong", "The page could not be drawn; the server's log says why.")
			}
		}()
		if !pageSafeMethod(r.Method) && !pageSameOrigin(r) {
			s.fail(w, r, http.StatusForbidden, "Cross-site request refused",
				"This request came from another site's page: decisions are made on this server's own pages. Nothing was saved.")
			return
		}
		if !s.guard(w, r) {
			return
		}
		s.mux.ServeHTTP(w, r)
	})
}

// Serve listens on the options' address and serves until ctx ends. ready, when not nil, is
// called with the address actually bound (useful with port 0).
func (s *Server) Serve(ctx context.Context, ready func(addr string)) error {
	ln, err := net.Listen("tcp", s.opts.Addr)
	if err != nil {
		var op *net.OpError
		if errors.As(err, &op) && op.Err != nil {
			return fmt.Errorf("listen on %s: %v (choose another --addr)", s.opts.Addr, op.Err)
		}
		return fmt.Errorf("listen on %s: %w", s.opts.Addr, err)
	}
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: s.opts.Log}
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if ready != nil {
		ready(ln.Addr().String())
	}
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func (s *Server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		s.opts.Log.Printf(format, args...)
	}
}

// campaign returns the campaign, read again when older than the refresh interval.
func (s *Server) campaign(ctx context.Context) (*Campaign, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.camp != nil && time.Since(s.camp.Loaded) < s.opts.Refresh {
		return s.camp, nil
	}
	c, err := Load(ctx, s.st)
	if err != nil {
		return nil, err
	}
	s.camp = c
	return c, nil
}

// page is what every template gets.
type page struct {
	Title string
	Nav   string
	CSRF  string
	User  string
	Data  any
}

func (s *Server) render(w http.ResponseWriter, r *http.Request, code int, name string, p page) {
	p.User = s.opts.User
	var b strings.Builder
	if err := s.tmpl[name].Execute(&b, p); err != nil {
		s.logf("review: render %s: %v", name, err)
		if name != "error" {
			s.fail(w, r, http.StatusInternalServerError, "Something went wrong", "The page could not be drawn; the server's log says why.")
			return
		}
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(code)
	fmt.Fprint(w, b.String())
}

type pageError struct {
	Code    int
	Heading string
	Message string
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, code int, heading, msg string) {
	s.render(w, r, code, "error", page{Title: heading, Data: pageError{code, heading, msg}})
}

func (s *Server) storeFailed(w http.ResponseWriter, r *http.Request, err error) {
	s.logf("review: %s %s: %v", r.Method, r.URL.Path, err)
	s.fail(w, r, http.StatusInternalServerError, "The store could not be read", err.Error())
}

// Authentication and CSRF.

const (
	pageTokenCookie   = "reaper_token"
	pageSessionCookie = "reaper_session"
)

// sign is the server's MAC of what, in hex: only this server, which alone holds its key, can
// make it.
func (s *Server) sign(what string) string {
	m := hmac.New(sha256.New, s.key)
	m.Write([]byte(what))
	return hex.EncodeToString(m.Sum(nil))
}

// authorized reports whether r carries the login cookie of this server. The cookie is a MAC,
// not a digest of the token, so it cannot be used to guess the token past the throttle.
func (s *Server) authorized(r *http.Request) bool {
	c, err := r.Cookie(pageTokenCookie)
	return err == nil && hmac.Equal([]byte(c.Value), []byte(s.sign("login")))
}

// guard lets r through to the pages when the server has no token or r carries it (the login
// cookie or a bearer token); otherwise it answers r itself and reports false.
func (s *Server) guard(w http.ResponseWriter, r *http.Request) bool {
	if s.opts.Token == "" || r.URL.Path == "/login" || strings.HasPrefix(r.URL.Path, "/static/") || s.authorized(r) {
		return true
	}
	if bearer, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		right, wait := s.tokenGuess(r, bearer)
		if wait > 0 {
			s.tooMany(w, r, wait)
			return false
		}
		if right {
			return true
		}
	} else if r.Method == http.MethodGet {
		http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
		return false
	}
	s.fail(w, r, http.StatusUnauthorized, "Token needed", "Sign in with the server's token first.")
	return false
}

// tokenGuess checks tok, a try at the server's token by r's client. A client that has got it
// wrong pageFreeFailures times in a row waits before each next try: wait is how long, and tok is
// not checked.
func (s *Server) tokenGuess(r *http.Request, tok string) (right bool, wait time.Duration) {
	client, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		client = r.RemoteAddr
	}
	return s.throttle.try(client, time.Now(), func() bool {
		return subtle.ConstantTimeCompare([]byte(tok), []byte(s.opts.Token)) == 1
	})
}

func (s *Server) tooMany(w http.ResponseWriter, r *http.Request, wait time.Duration) {
	secs := int((wait + time.Second - 1) / time.Second)
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	s.fail(w, r, http.StatusTooManyRequests, "Too many wrong tokens",
		fmt.Sprintf("This address gave a wrong token too often: try again in %d seconds.", secs))
}

const (
	// pageFreeFailures wrong tokens in a row cost a client nothing; each one after them doubles
	// its wait, from pageBackoffStart up to pageBackoffMax.
	pageFreeFailures = 5
	pageBackoffStart = 15 * time.Second
	pageBackoffMax   = 15 * time.Minute
	// pageThrottleClients is how many clients the throttle remembers before it forgets those
	// not waiting, so that failures from many addresses cannot fill the memory.
	pageThrottleClients = 4096
)

// pageThrottle slows down guessing the token: it counts each client's wrong tokens in a row.
type pageThrottle struct {
	mu     sync.Mutex
	failed map[string]*pageFailures
}

type pageFailures struct {
	n     int       // wrong tokens in a row
	until time.Time // no try is checked before this
}

// try runs check, a try by client at now, unless the client must wait; the lock makes a
// client's parallel tries count one after the other.
func (t *pageThrottle) try(client string, now time.Time, check func() bool) (ok bool, wait time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f := t.failed[client]
	if f != nil && now.Before(f.until) {
		return false, f.until.Sub(now)
	}
	if check() {
		delete(t.failed, client)
		return true, 0
	}
	if f == nil {
		if len(t.failed) >= pageThrottleClients {
			for c, g := range t.failed {
				if !now.Before(g.until) {
					delete(t.failed, c)
				}
			}
		}
		f = &pageFailures{}
		t.failed[client] = f
	}
	f.n++
	if f.n >= pageFreeFailures {
		d := pageBackoffStart
		for i := pageFreeFailures; i < f.n && d < pageBackoffMax; i++ {
			d *= 2
		}
		f.until = now.Add(min(d, pageBackoffMax))
	}
	return false, 0
}

type pageLogin struct {
	Next  string
	Wrong bool
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	next := r.FormValue("next")
	if !pageLocalPath(next) {
		next = "/"
	}
	if s.opts.Token == "" {
		http.Redirect(w, r, next, http.StatusSeeOther)
		return
	}
	if r.Method == http.MethodPost {
		right, wait := s.tokenGuess(r, r.PostFormValue("token"))
		if wait > 0 {
			s.tooMany(w, r, wait)
			return
		}
		if right {
			http.SetCookie(w, &http.Cookie{Name: pageTokenCookie, Value: s.sign("login"), Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			http.Redirect(w, r, next, http.StatusSeeOther)
			return
		}
		s.render(w, r, http.StatusUnauthorized, "login", page{Title: "Sign in", Data: pageLogin{Next: next, Wrong: true}})
		return
	}
	s.render(w, r, http.StatusOK, "login", page{Title: "Sign in", Data: pageLogin{Next: next}})
}

// pageLocalPath reports whether next, where the login page goes afterwards, is a path on this
// site. Anything a browser could read as another host is refused: "//host", "/\host", and
// "/%09/host", whose tab a browser drops; so is a path that only decodes to one of them.
func pageLocalPath(next string) bool {
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return false
	}
	dec, err := url.PathUnescape(next)
	if err != nil || !strings.HasPrefix(dec, "/") || strings.HasPrefix(dec, "//") || strings.HasPrefix(dec, "/\\") {
		return false
	}
	path, _, _ := strings.Cut(dec, "?")
	return !strings.ContainsFunc(dec, unicode.IsControl) && !strings.ContainsFunc(path, unicode.IsSpace) && !strings.Contains(path, "\\")
}

// pageSafeMethod reports whether a request with the method only reads.
func pageSafeMethod(m string) bool {
	return m == http.MethodGet || m == http.MethodHead || m == http.MethodOptions
}

// pageSameOrigin reports whether r may come from this server's own pages. A browser says where
// a request comes from: Sec-Fetch-Site, unless it is same-origin or none (typed by the user),
// and an Origin that is not this server refuse it; a page on another port of the same host is
// same-site, not same-origin. A request with neither (curl, a script with the bearer token)
// is not a browser's forgery.
func pageSameOrigin(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host == r.Host
}

// csrf returns the token the session's forms carry: the server's MAC of the session id, which
// the session cookie holds and which is made when the browser has none. A cookie set by another
// page of the same host brings no token with it.
func (s *Server) csrf(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(pageSessionCookie); err == nil && len(c.Value) == 64 {
		return s.sign("csrf\x00" + c.Value)
	}
	b := make([]byte, 32)
	rand.Read(b)
	sid := hex.EncodeToString(b)
	http.SetCookie(w, &http.Cookie{Name: pageSessionCookie, Value: sid, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
	return s.sign("csrf\x00" + sid)
}

// csrfValid reports whether r's form carries its session's token.
func (s *Server) csrfValid(r *http.Request) bool {
	c, err := r.Cookie(pageSessionCookie)
	if err != nil || len(c.Value) != 64 {
		return false
	}
	return hmac.Equal([]byte(r.PostFormValue("csrf")), []byte(s.sign("csrf\x00"+c.Value)))
}

// The dashboard.

type pageDashboard struct {
	Stats  Stats
	Charts []pageChart
	Wide   []pageChart
}

// pageView is the campaign as one request sees it: read from the store at most Refresh ago,
// with the triage decisions as they are now.
type pageView struct {
	*Campaign
	// Now is the campaign's numbers with the triage columns; Current the decisions.
	Now     Stats
	Current store.Decisions
}

// view loads the campaign and the current triage decisions, or writes the store's failure page
// and reports false.
func (s *Server) view(w http.ResponseWriter, r *http.Request) (pageView, bool) {
	c, err := s.campaign(r.Context())
	if err == nil {
		var current store.Decisions
		if current, err = s.st.CurrentTriage(r.Context()); err == nil {
			return pageView{Campaign: c, Now: c.WithTriage(current), Current: current}, true
		}
	}
	s.storeFailed(w, r, err)
	return pageView{}, false
}

// rows returns the candidates with the ids, with their current status.
func (v pageView) rows(ids []string) []pageRow {
	out := make([]pageRow, 0, len(ids))
	for _, id := range ids {
		out = append(out, pageRow{Candidate: v.Now.Candidates[v.at[id]], First: v.First[id]})
	}
	return out
}

// saved reads the candidate a decision was just saved on from r's query (?saved=ID), nil when
// it names none of the campaign's.
func (v pageView) saved(r *http.Request) *pageSaved {
	id := r.URL.Query().Get("saved")
	i, ok := v.at[id]
	if id == "" || !ok {
		return nil
	}
	return &pageSaved{ID: id, Status: v.Now.Candidates[i].Status}
}

func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) {
	v, ok := s.view(w, r)
	if !ok {
		return
	}
	st := v.Now
	var origins []campaign.Count
	for _, o := range st.Origins {
		origins = append(origins, campaign.Count{Label: o.Origin, N: o.Generated})
	}
	d := pageDashboard{Stats: st}
	d.Charts = []pageChart{
		pageBars("Candidates by DBMS", "by the product of the target the tests ran on", st.ByDBMS, "c1"),
		pageBars("Candidates by evidence class", "a candidate can carry several classes", st.ByEvidence, "c2"),
		pageBars("Candidates by triage status", "its own latest decision, or its bug's when that is later", st.Triage, "c3"),
		pageBars("Bugs by triage status", "the bug's latest decision, else what its candidates share", st.BugTriage, "c7"),
		pageBars("Sibling validity", "validated tests by the class of the sibling statement's result", st.Validity, "c4"),
		pageBars("Validation stages holding", "validated tests whose stage held", st.StageHolds, "c5"),
		pageBars("Tests generated per anchor origin", "n_fault, a ranked candidate, or random (ablation)", origins, "c6"),
	}
	unit := pageDurationName(st.BucketSize)
	d.Wide = []pageChart{pageColumns("Throughput", "validations stored per "+unit, st.Throughput, st.BucketSize)}
	s.render(w, r, http.StatusOK, "dashboard", page{Title: "Dashboard", Nav: "dashboard", Data: d})
}

func pageDurationName(d time.Duration) string {
	switch d {
	case time.Minute:
		return "minute"
	case 5 * time.Minute:
		return "5 minutes"
	case 15 * time.Minute:
		return "15 minutes"
	case time.Hour:
		return "hour"
	case 6 * time.Hour:
		return "6 hours"
	case 24 * time.Hour:
		return "day"
	}
	return "week"
}

// Charts, drawn in Go as geometry; the template writes the SVG elements, escaping every label.

type pageChart struct {
	ID, Title, Note string
	W, H            int
	Bars            []pageBar
	Ticks           []pageTick
	Empty           bool
}

type pageBar struct {
	Label, Value string
	X, Y, BW, BH float64
	LX, LY       float64 // label position
	VX, VY       float64 // value position
	Class        string
}

type pageTick struct {
	X, Y  float64
	Label string
}

// pageBars draws horizontal bars, one row per count.
func pageBars(title, note string, counts []campaign.Count, id string) pageChart {
	const labelW, rowH, valueW = 160.0, 28.0, 48.0
	ch := pageChart{ID: id, Title: title, Note: note, W: 460, Empty: len(counts) == 0}
	ch.H = int(rowH*float64(max(len(counts), 1))) + 8
	most := 1
	for _, c := range counts {
		most = max(most, c.N)
	}
	span := float64(ch.W) - labelW - valueW
	for i, c := range counts {
		y := 4 + float64(i)*rowH
		bw := span * float64(c.N) / float64(most)
		if c.N > 0 {
			bw = max(bw, 2)
		}
		ch.Bars = append(ch.Bars, pageBar{
			Label: pageEllipsis(c.Label, 21), Value: fmt.Sprint(c.N),
			X: labelW, Y: y + 4, BW: bw, BH: rowH - 10,
			LX: labelW - 8, LY: y + rowH/2 + 4, VX: labelW + bw + 6, VY: y + rowH/2 + 4,
			Class: fmt.Sprintf("s%d", i%6),
		})
	}
	return ch
}

// pageColumns draws a time series as columns with a few time labels.
func pageColumns(title, note string, series []Bucket, size time.Duration) pageChart {
	const left, bottom, top = 44.0, 26.0, 12.0
	ch := pageChart{ID: "tp", Title: title, Note: note, W: 1200, H: 200, Empty: len(series) == 0}
	most := 1
	for _, b := range series {
		most = max(most, b.N)
	}
	plotW, plotH := float64(ch.W)-left-8, float64(ch.H)-bottom-top
	step := plotW / float64(max(len(series), 1))
	layout := "15:04"
	if size >= 24*time.Hour {
		layout = "Jan 2"
	} else if size >= time.Hour {
		layout = "Jan 2 15h"
	}
	every := max(1, len(series)/8)
	for i, b := range series {
		h := plotH * float64(b.N) / float64(most)
		x := left + float64(i)*step
		ch.Bars = append(ch.Bars, pageBar{
			Label: b.Start.UTC().Format(layout), Value: fmt.Sprint(b.N),
			X: x + step*0.12, Y: top + plotH - h, BW: step * 0.76, BH: h,
			VX: x + step/2, VY: top + plotH - h - 3, Class: "s0",
		})
		if i%every == 0 {
			ch.Ticks = append(ch.Ticks, pageTick{X: x + step/2, Y: float64(ch.H) - 8, Label: b.Start.UTC().Format(layout)})
		}
	}
	ch.Ticks = append(ch.Ticks, pageTick{X: left - 6, Y: top + 4, Label: fmt.Sprint(most)}, pageTick{X: left - 6, Y: top + plotH, Label: "0"})
	return ch
}

func pageEllipsis(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// The candidate list.

type pageRow struct {
	campaign.Candidate
	// First is when its earliest validation was stored (zero when unknown).
	First time.Time
}

type pageFacet struct {
	Name, Label string
	Options     []pageOption
}

type pageOption struct {
	Value    string
	N        int
	Selected bool
}

type pageList struct {
	Rows      []pageRow
	Total     int
	Facets    []pageFacet
	Construct string
	Sort      string
	Sorts     []pageOption
	Filtered  bool
	// Saved is the candidate a decision was just saved on; Left counts the candidates still new.
	Saved *pageSaved
	Left  int
}

func (s *Server) list(w http.ResponseWriter, r *http.Request) {
	v, ok := s.view(w, r)
	if !ok {
		return
	}
	q := r.URL.Query()
	want := map[string]string{"dbms": q.Get("dbms"), "status": q.Get("status"), "evidence": q.Get("evidence"), "kind": q.Get("kind")}
	construct := strings.TrimSpace(q.Get("construct"))
	counts := map[string]map[string]int{"dbms": {}, "status": {}, "evidence": {}, "kind": {}}
	var rows []pageRow
	cands := v.Now.Candidates
	for _, e := range cands {
		row := pageRow{Candidate: e, First: v.First[e.ID]}
		values := map[string][]string{"dbms": e.DBMS, "status": {e.Status}, "evidence": pageEvidence(e.Evidence), "kind": {string(e.Kind)}}
		for k, vs := range values {
			for _, v := range vs {
				counts[k][v]++
			}
		}
		keep := construct == "" || strings.Contains(strings.ToLower(e.Construct), strings.ToLower(construct))
		for k, v := range want {
			if v != "" && !pageHas(values[k], v) {
				keep = false
			}
		}
		if keep {
			rows = append(rows, row)
		}
	}
	sortBy := q.Get("sort")
	pageSortRows(rows, sortBy)
	l := pageList{Rows: rows, Total: len(cands), Construct: construct, Sort: sortBy, Filtered: len(rows) != len(cands), Saved: v.saved(r)}
	for _, e := range cands {
		if e.Status == store.TriageNew {
			l.Left++
		}
	}
	orders := map[string][]string{"status": store.TriageStatuses, "evidence": {validate.EvidenceFix, validate.EvidenceOracle, validate.EvidenceCrash, validate.EvidenceErrorPath}, "kind": campaign.KindLabels}
	for _, f := range []struct{ name, label string }{{"dbms", "DBMS"}, {"status", "Status"}, {"evidence", "Evidence"}, {"kind", "Type"}} {
		facet := pageFacet{Name: f.name, Label: f.label}
		for _, cnt := range campaign.Counts(counts[f.name], orders[f.name]...) {
			if cnt.N == 0 && cnt.Label != want[f.name] {
				continue // no candidate to narrow to
			}
			facet.Options = append(facet.Options, pageOption{Value: cnt.Label, N: cnt.N, Selected: cnt.Label == want[f.name]})
		}
		l.Facets = append(l.Facets, facet)
	}
	for _, o := range []string{"", "tests", "date", "construct", "status", "id"} {
		l.Sorts = append(l.Sorts, pageOption{Value: o, Selected: o == sortBy})
	}
	s.render(w, r, http.StatusOK, "list", page{Title: "Candidates", Nav: "candidates", Data: l})
}

// pageEvidence drops the differential, which makes no candidate on its own.
func pageEvidence(ev []string) []string {
	var out []string
	for _, e := range ev {
		if e != validate.EvidenceDifferential {
			out = append(out, e)
		}
	}
	return out
}

func pageHas(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func pageSortRows(rows []pageRow, by string) {
	rank := map[string]int{}
	for i, s := range store.TriageStatuses {
		rank[s] = i
	}
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		switch by {
		case "tests":
			return len(a.Tests) > len(b.Tests)
		case "date":
			return a.First.After(b.First)
		case "construct":
			return a.Construct < b.Construct
		case "status":
			return rank[a.Status] < rank[b.Status]
		case "id":
			return a.ID < b.ID
		}
		return false
	})
}

// The candidate page.

type pageCandidate struct {
	pageRow
	// Headline is what the title says of the failure: the signature, or "wrong result" for a
	// statement that succeeded.
	Headline string
	// Cluster is the bug it belongs to.
	Cluster campaign.Bug
	Triage  pageTriage
	// Main is the test shown in full, Proof its evidence, Oracles its oracles as listed.
	Main    *store.Validation
	Proof   pageProof
	Oracles pageOracles
	Whole   []pageStatement
	Fix     *corpus.FixRecord
	FixErr  string
	Patch   []pagePatchFile
	Profile *profile.Profile
	ProfErr string
	// Log is the server's log of the shown test's statement.
	Log    pageLog
	Others []*store.Validation
	Prev   string
	Next   string
	Queue  int
	// Saved is the candidate a decision was just saved on: this one, or the one before it when
	// the page moved on to the next new candidate.
	Saved *pageSaved
	Error string
}

// pageSaved is a candidate a decision was saved on, with its status now.
type pageSaved struct {
	ID, Status string
}

// pageTriage is a triage form and the decision it would replace.
type pageTriage struct {
	// Action is where the form posts; Subject is "candidate" or "bug", what it decides on and
	// what a duplicate names.
	Action, Subject string
	CSRF            string
	Status          string
	// Current is the decision the status comes from; nil when nobody decided.
	Current *store.Triage
	// Form holds the values of a form sent back with an error.
	Form url.Values
	// History is every decision the status was read from, oldest first.
	History []store.Triage
}

type pageStatement struct {
	SQL        string
	Setup, Key bool
	Sibling    string
	Historical string
}

type pagePatchFile struct {
	corpus.FilePatch
	Lines []pageLine
}

type pageLine struct {
	Class, Text string
}

// find returns the index of the candidate with the id, or of the only one whose id starts
// with it.
func (c *Campaign) find(id string) (int, bool) {
	if i, ok := c.at[id]; ok {
		return i, true
	}
	return pageFind(c.Stats.Candidates, id, func(x campaign.Candidate) string { return x.ID })
}

// findBug is find for the bugs.
func (c *Campaign) findBug(id string) (int, bool) {
	return pageFind(c.Stats.Bugs, id, func(x campaign.Bug) string { return x.ID })
}

// pageFind returns the index of the item whose id is id, or of the only one whose id starts
// with it when it has 4 characters or more.
func pageFind[T any](items []T, id string, idOf func(T) string) (int, bool) {
	found := -1
	for i, x := range items {
		if idOf(x) == id {
			return i, true
		}
		if len(id) >= 4 && strings.HasPrefix(idOf(x), id) {
			if found >= 0 {
				return -1, false
			}
			found = i
		}
	}
	return found, found >= 0
}

func (s *Server) candidate(w http.ResponseWriter, r *http.Request) {
	s.showCandidate(w, r, http.StatusOK, "", nil)
}

func (s *Server) showCandidate(w http.ResponseWriter, r *http.Request, code int, formErr string, form url.Values) {
	ctx := r.Context()
	v, ok := s.view(w, r)
	if !ok {
		return
	}
	i, ok := v.find(r.PathValue("id"))
	if !ok {
		s.fail(w, r, http.StatusNotFound, "No such candidate", "No candidate has the id "+r.PathValue("id")+". The list shows every candidate of this campaign.")
		return
	}
	cands := v.Now.Candidates
	e := cands[i]
	if e.ID != r.PathValue("id") && r.Method == http.MethodGet {
		http.Redirect(w, r, "/candidates/"+e.ID, http.StatusSeeOther)
		return
	}
	hist, err := s.st.TriageHistory(ctx, e.ID, e.Bug)
	if err != nil {
		s.storeFailed(w, r, err)
		return
	}
	csrf := s.csrf(w, r)
	p := pageCandidate{pageRow: pageRow{Candidate: e, First: v.First[e.ID]}, Saved: v.saved(r), Error: formErr,
		Triage: pageTriage{Action: "/candidates/" + e.ID + "/triage", Subject: "candidate", CSRF: csrf, Status: e.Status, Form: form, History: hist}}
	if t, ok := v.Current.Candidate(e.ID, e.Bug); ok {
		p.Triage.Current = &t
	}
	if j, ok := v.findBug(e.Bug); ok {
		p.Cluster = v.Now.Bugs[j]
	}
	// The queue: the candidates still new, in the list's default order, around this one.
	var queue []string
	at := -1
	for _, x := range cands {
		if x.ID == e.ID {
			at = len(queue)
		}
		if x.ID == e.ID || x.Status == store.TriageNew {
			queue = append(queue, x.ID)
		}
	}
	p.Queue = len(queue)
	if e.Status != store.TriageNew {
		p.Queue--
	}
	if at > 0 {
		p.Prev = queue[at-1]
	}
	if at+1 < len(queue) {
		p.Next = queue[at+1]
	}
	main := pageMainTest(e)
	p.Main = v.Validations[e.Tests[main]]
	for i, t := range e.Tests {
		if i != main {
			p.Others = append(p.Others, v.Validations[t])
		}
	}
	in := p.Main.Input
	p.Whole = pageWhole(in)
	p.Log = pageServerLog(p.Main.Verdict.Facts.Result.Log)
	p.Oracles = pageOraclesOf(p.Main.Verdict.Oracles)
	fixID := p.Main.Verdict.FixID
	p.Proof = pageProofOf(p.Main)
	p.Headline = e.Signature
	if p.Main.Verdict.Facts.Outcome == dbms.OutcomeOK {
		// "ok" would read as no failure: the evidence box below says how the rows are wrong.
		p.Headline = string(failure.KindWrongResult)
	}
	if p.Fix, err = s.st.GetFix(ctx, fixID); err != nil {
		p.FixErr = err.Error()
	} else {
		p.Proof.Fix = p.Fix
		for _, f := range p.Fix.Patch.Files {
			p.Patch = append(p.Patch, pagePatchFile{FilePatch: f, Lines: pagePatchLines(f.Diff)})
		}
	}
	if p.Profile, err = s.st.GetProfile(ctx, fixID); err != nil {
		p.Profile, p.ProfErr = in.Profile, err.Error()
	}
	if p.Profile != nil {
		p.ProfErr = ""
	}
	title := "Candidate " + pageShort(e.ID) + " · " + e.Construct
	s.render(w, r, code, "candidate", page{Title: title, Nav: "candidates", CSRF: csrf, Data: p})
}

// pageWhole lists the whole test with each statement's outcome in the sibling run and in the
// historical run on the same target.
func pageWhole(in validate.Input) []pageStatement {
	var out []pageStatement
	outcome := func(ex *dbms.Execution, i int) string {
		if ex == nil || i >= len(ex.Results) {
			return ""
		}
		return validate.Signature(ex.Results[i])
	}
	for i, st := range in.Test.Setup {
		out = append(out, pageStatement{SQL: st.SQL, Setup: true, Sibling: outcome(in.Sibling, i), Historical: outcome(in.Historical, i)})
	}
	n := len(in.Test.Setup)
	for i, st := range in.Test.Statements {
		ps := pageStatement{SQL: st.SQL, Key: i == in.Test.Key, Sibling: outcome(in.Sibling, n+i), Historical: outcome(in.Historical, n+i)}
		if ps.Key {
			ps.SQL = in.Test.SQL
		}
		out = append(out, ps)
	}
	return out
}

func pagePatchLines(diff string) []pageLine {
	var out []pageLine
	for _, l := range strings.Split(strings.TrimRight(diff, "\n"), "\n") {
		class := ""
		switch {
		case strings.HasPrefix(l, "+++"), strings.HasPrefix(l, "---"):
			class = "file"
		case strings.HasPrefix(l, "@@"):
			class = "hunk"
		case strings.HasPrefix(l, "+"):
			class = "add"
		case strings.HasPrefix(l, "-"):
			class = "del"
		}
		out = append(out, pageLine{class, l})
	}
	return out
}

// Triage.

// triageForm reads a posted triage form and checks its CSRF token, or writes the error page
// and reports false.
func (s *Server) triageForm(w http.ResponseWriter, r *http.Request) bool {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, http.StatusBadRequest, "Bad form", "The form could not be read.")
		return false
	}
	if !s.csrfValid(r) {
		s.fail(w, r, http.StatusForbidden, "Stale form",
			"This form's security token is missing or out of date (the page was opened in another session, or the cookie was cleared). Reload the page and submit again; nothing was saved.")
		return false
	}
	return true
}

// pageDecide fills t, a decision on a candidate or a bug, from the form f, and returns the
// sentence that says what is wrong with it, or "". other resolves the id a duplicate names to
// the full id of another candidate, or bug.
func pageDecide(t *store.Triage, f url.Values, other func(string) (string, bool)) string {
	t.Status = f.Get("status")
	if t.Status == store.TriageFalsePositive {
		t.Reason = strings.TrimSpace(f.Get("reason"))
	}
	if t.Status == store.TriageReported {
		t.Link = strings.TrimSpace(f.Get("link"))
	}
	t.Note = strings.TrimSpace(f.Get("note"))
	what := "candidate"
	if t.BugID != "" {
		what = "bug"
	}
	if dup := strings.TrimSpace(f.Get("duplicate_of")); t.Status == store.TriageDuplicate && dup != "" {
		id, ok := other(dup)
		if !ok {
			return "No " + what + " has the id " + dup + ": give the id of the " + what + " this one duplicates."
		}
		t.DuplicateOf = id
	}
	if t.Link != "" {
		if u, err := url.Parse(t.Link); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return "The tracker link must be an http or https address."
		}
	}
	if err := t.Validate(); err != nil {
		return pageSentence(err.Error())
	}
	return ""
}

// triage records a decision on a candidate.
func (s *Server) triage(w http.ResponseWriter, r *http.Request) { s.decide(w, r, false) }

// triageBug records a decision on a bug, which its candidates take.
func (s *Server) triageBug(w http.ResponseWriter, r *http.Request) { s.decide(w, r, true) }

// decide records the posted decision on the candidate or bug the path names.
func (s *Server) decide(w http.ResponseWriter, r *http.Request, bug bool) {
	if !s.triageForm(w, r) {
		return
	}
	c, err := s.campaign(r.Context())
	if err != nil {
		s.storeFailed(w, r, err)
		return
	}
	// find is the full id of a candidate or bug given by a prefix of it.
	find := func(id string) (string, bool) {
		if bug {
			i, ok := c.findBug(id)
			if !ok {
				return "", false
			}
			return c.Stats.Bugs[i].ID, true
		}
		i, ok := c.find(id)
		if !ok {
			return "", false
		}
		return c.Stats.Candidates[i].ID, true
	}
	noun, base, show := "candidate", "/candidates/", s.showCandidate
	if bug {
		noun, base, show = "bug", "/bugs/", s.showBug
	}
	id, ok := find(r.PathValue("id"))
	if !ok || id != r.PathValue("id") {
		s.fail(w, r, http.StatusNotFound, "No such "+noun, "No "+noun+" has the id "+r.PathValue("id")+"; nothing was saved.")
		return
	}
	t := &store.Triage{CandidateID: id, Who: s.opts.User}
	if bug {
		t = &store.Triage{BugID: id, Who: s.opts.User}
	}
	if msg := pageDecide(t, r.PostForm, find); msg != "" {
		show(w, r, http.StatusUnprocessableEntity, msg, r.PostForm)
		return
	}
	if err := s.st.PutTriage(r.Context(), t); err != nil {
		s.storeFailed(w, r, err)
		return
	}
	if bug || t.Status == store.TriageNew {
		// A bug's page, and a candidate put back to new, stay where the reviewer is.
		http.Redirect(w, r, base+id+"?saved="+id, http.StatusSeeOther)
		return
	}
	// The reviewer moves on to the next candidate still new, in the list's order; the list
	// says when none is left.
	v, ok := s.view(w, r)
	if !ok {
		return
	}
	if next := pageNextNew(v.Now.Candidates, id); next != "" {
		http.Redirect(w, r, base+next+"?saved="+id, http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, "/candidates?saved="+id, http.StatusSeeOther)
}

// pageNextNew is the id of the first candidate still new after the one with the id in cands
// (the list's default order), else the first before it; "" when no other is new.
func pageNextNew(cands []campaign.Candidate, id string) string {
	at := slices.IndexFunc(cands, func(c campaign.Candidate) bool { return c.ID == id })
	for i := 1; i < len(cands); i++ {
		if c := cands[(at+i)%len(cands)]; c.Status == store.TriageNew && c.ID != id {
			return c.ID
		}
	}
	return ""
}

func pageSentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

func pageShort(id string) string {
	if len(id) > 12 {
		return id[:12]
	}
	return id
}

var pageStatusLabel = map[string]string{
	store.TriageNew: "new", store.TriageConfirmed: "confirmed", store.TriageFalsePositive: "false positive",
	store.TriageDuplicate: "duplicate", store.TriageReported: "reported", store.TriageMixed: "mixed",
}

var pageFuncs = template.FuncMap{
	"short":       pageShort,
	"statusLabel": func(s string) string { return pageStatusLabel[s] },
	"pct":         func(f float64) string { return fmt.Sprintf("%.1f%%", 100*f) },
	"join":        strings.Join,
	"slug":        func(k failure.Kind) string { return strings.ReplaceAll(string(k), " ", "-") },
	"evidence":    pageEvidence,
	"unagreed":    func() string { return validate.UnagreedNote },
	"when": func(t time.Time) string {
		if t.IsZero() {
			return "—"
		}
		return t.UTC().Format("2006-01-02 15:04")
	},
	"day": func(t time.Time) string {
		if t.IsZero() {
			return "—"
		}
		return t.UTC().Format("2006-01-02")
	},
	"f1":  func(f float64) string { return fmt.Sprintf("%.1f", f) },
	"inc": func(i int) int { return i + 1 },
	"oracleClass": func(v oracle.Verdict) string {
		switch v {
		case oracle.Violation:
			return "bad"
		case oracle.Consistent:
			return "good"
		}
		return "muted"
	},
	"outcomeClass":  pageOutcomeClass,
	"statusOptions": func() []string { return store.TriageStatuses },
	"thousands": func(n int) string {
		s := fmt.Sprint(n)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		return s
	},
	"formValue": func(v url.Values, k string) string { return v.Get(k) },
}
