package review_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/cli"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
)

// pageXSSTitle is in the fix's title: it must reach the page as text.
const pageXSSTitle = `<script>alert(1)</script>`

// browserFor starts Debian's chromium, headless, with a fresh profile. Under CI=true a missing
// chromium fails the test (.ci/run installs it); elsewhere the test skips and says why.
func browserFor(t *testing.T) context.Context {
	t.Helper()
	path := "/usr/bin/chromium"
	if _, err := os.Stat(path); err != nil {
		if p, err := exec.LookPath("chromium"); err == nil {
			path = p
		} else if os.Getenv("CI") == "true" {
			t.Fatalf("chromium is not installed (CI=true): .ci/run installs Debian's chromium package")
		} else {
			t.Skip("chromium is not installed: `apt-get install chromium` to run the browser tests")
		}
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1440, 1000),
		chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("hide-scrollbars", true),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start chromium %s: %v", path, err)
	}
	return ctx
}

// serve starts the review server of db on a free loopback port and returns its base URL.
func serve(t *testing.T, db string) string {
	t.Helper()
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv, err := review.New(st, review.Options{Addr: "127.0.0.1:0", User: "tester"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	addr := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, func(a string) { addr <- a }) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case a := <-addr:
		return "http://" + a
	case err := <-done:
		t.Fatalf("serve: %v", err)
	}
	return ""
}

// wrongResultFix is a fix whose regression statement behaves on go-mysql-server v0.20 as its
// test records (TIMESTAMPDIFF over zero dates is 0), while siblings of it return rows the
// reference engine, a MariaDB sandbox, does not (TIME('9999-12-31') is 00:00:00 on
// go-mysql-server, NULL on MariaDB): wrong-result candidates whose evidence is the reference's rows.
const wrongResultFix = `{"id": "tsdiff-zero-date", "dbms": "gms", "title": "TIMESTAMPDIFF over a zero date returns a wrong result", ` +
	`"description": "TIMESTAMPDIFF(MICROSECOND, '0000-00-00', '0000-00-00') returned a wrong number.", ` +
	`"test": {"format": "sql", "script": "SELECT TIMESTAMPDIFF(MICROSECOND, '0000-00-00', '0000-00-00');\n"}, "expected": [{"kind": "rows", "rows": [["0"]]}]}`

// campaignStore builds a store the way a user does: import a fix, profile it, generate its
// siblings and validate them on the embedded go-mysql-server, where JSON_VALUE over a JSON
// column panics. The fix's title carries a script tag. More fix records (JSON lines) are
// imported with it.
func campaignStore(t *testing.T, more ...string) string {
	t.Helper()
	dir := t.TempDir()
	db := filepath.Join(dir, "r.db")
	fix := `{"id": "json-extract-fix", "dbms": "gms", "title": "` + "`JSON_EXTRACT`" + ` over a JSON column returns a wrong result ` + pageXSSTitle + `", ` +
		`"description": "Reported with <img src=x onerror=alert(2)> in the body.", ` +
		`"test": {"format": "sql", "script": "create table t (pk int primary key, col1 json);\ninsert into t values (1, '{\"items\": {\"1\": 1}}'), (2, null);\nselect pk, json_extract(col1, '$.items') from t order by pk;\n"}}`
	path := filepath.Join(dir, "fix.jsonl")
	if err := os.WriteFile(path, []byte(strings.Join(append([]string{fix}, more...), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"import", "--db", db, "--jsonl", path},
		{"profile", "--all", "--db", db},
		{"siblings", "--all", "--target", "gms:", "--db", db},
		{"validate", "--all", "--db", db},
	} {
		var out, errOut bytes.Buffer
		if code := cli.Run(context.Background(), args, strings.NewReader(""), &out, &errOut); code != 0 {
			t.Fatalf("reaper %v: exit %d\n%s\n%s", args, code, out.String(), errOut.String())
		}
	}
	return db
}

func TestReviewInBrowser(t *testing.T) {
	dbmstest.Engines(t)
	ctx := browserFor(t)
	base := serve(t, campaignStore(t))
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
	// waitFor polls js until it is true. A poll that starts while a submitted form is still
	// loading its page is cut off by the navigation ("Inspected target navigated or closed"):
	// it is polled again on the new page, within the same deadline.
	waitFor := func(js string) {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		for {
			_, err := chromedp.Run(tctx, chromedp.Poll[bool](js))
			if err == nil {
				return
			}
			// A navigation can cut a poll off in two ways: the page goes ("navigated or closed")
			// or its execution context does before the poll starts ("Cannot find context").
			if tctx.Err() != nil || !strings.Contains(err.Error(), "navigated or closed") && !strings.Contains(err.Error(), "Cannot find context") {
				t.Fatalf("waiting for %s: %v", js, err)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	eval := func(js string) string {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		v, err := chromedp.Run(tctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("evaluate %s: %v", js, err)
		}
		return v
	}

	// The dashboard draws its charts as SVG.
	run("dashboard", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("figure.chart svg")))
	if n := eval(`String(document.querySelectorAll("figure.chart svg rect").length)`); n == "0" || n == "" {
		t.Fatalf("the dashboard's charts have no bars")
	}
	if got := eval(`String(document.querySelectorAll("figure.chart svg").length)`); len(got) != 1 || got < "5" {
		t.Fatalf("the dashboard has %s charts, want at least 5", got)
	}

	// Filter the list: a construct typed in, then an evidence class chosen (the select submits
	// by itself).
	run("list", chromedp.Navigate(base+"/candidates"), chromedp.WaitVisible(chromedp.ID("candidates")))
	all := eval(`String(document.querySelectorAll("#candidates tbody tr[data-href]").length)`)
	run("filter by construct", chromedp.SendKeys(chromedp.ID("construct"), "json_value\r"), chromedp.WaitVisible(chromedp.CSS("#count")))
	waitFor(`location.search.includes("construct=json_value")`)
	rows := eval(`Array.from(document.querySelectorAll("#candidates tbody tr[data-href]")).map(r => r.children[2].textContent).join("|")`)
	if rows == "" || strings.Count(rows, "JSON_VALUE") != strings.Count(rows, "|")+1 {
		t.Fatalf("filtered by construct json_value, the list shows %q (of %s)", rows, all)
	}
	choose := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Evaluate[string](`(() => { const s = document.querySelector("select[name=evidence]"); s.value = "crash"; s.dispatchEvent(new Event("change")); return ""; })()`)(ctx, tg)
		return err
	})
	if resp, err := chromedp.RunResponse(ctx, choose); err != nil || resp.Status != 200 {
		t.Fatalf("choose the evidence class: %v %+v", err, resp)
	}
	waitFor(`location.search.includes("evidence=crash")`)
	if c := eval(`document.getElementById("count").textContent`); !strings.Contains(c, "of "+all) {
		t.Fatalf("the count says %q, want a share of the %s candidates", c, all)
	}

	// Open the first candidate with the keyboard: j selects it, Enter opens it.
	run("open a candidate", chromedp.KeyEvent("j"), chromedp.KeyEvent("\r"), chromedp.WaitVisible(chromedp.ID("triage")))
	loc := eval(`location.pathname`)
	if !strings.HasPrefix(loc, "/candidates/") {
		t.Fatalf("Enter on the list went to %s", loc)
	}
	title := eval(`document.getElementById("fixtitle").textContent`)
	if !strings.Contains(title, pageXSSTitle) {
		t.Fatalf("the fix title reads %q, want the script tag as text", title)
	}
	if n := eval(`String(document.querySelectorAll("script").length)`); n != "1" {
		t.Fatalf("the candidate page has %s script elements, want only review.js", n)
	}
	if n := eval(`String(document.querySelectorAll("img").length)`); n != "0" {
		t.Fatalf("the fix description injected %s img elements", n)
	}
	for _, want := range []string{"JSON_VALUE", "json_extract", "Stage", "panic"} {
		if !strings.Contains(eval(`document.body.innerText`), want) {
			t.Errorf("the candidate page does not mention %q", want)
		}
	}
	if n := eval(`String(document.querySelectorAll("#sib-sql .w-ins").length)`); n == "0" {
		t.Errorf("the sibling statement has no highlighted difference")
	}

	// Triage: c confirms and moves on to the next new candidate (or the list, when none is
	// left), which says what was saved; then a false positive with its reason; it is kept.
	run("confirm with c", chromedp.KeyEvent("c"), chromedp.WaitVisible(chromedp.ID("saved")))
	if at := eval(`location.pathname`); at == loc {
		t.Fatalf("after c the page stays on %s", loc)
	}
	if saved := eval(`document.getElementById("saved").innerText`); !strings.Contains(saved, loc[len("/candidates/"):][:12]) || !strings.Contains(saved, "is now confirmed") {
		t.Fatalf("after c the page says %q, want %s confirmed", saved, loc)
	}
	run("back", chromedp.Navigate(base+loc), chromedp.WaitVisible(chromedp.ID("triage")))
	if s := eval(`document.getElementById("status").textContent`); strings.TrimSpace(s) != "confirmed" {
		t.Fatalf("after c the status is %q", s)
	}
	run("false positive without a reason", chromedp.Click(chromedp.ID("falsepositive")), chromedp.WaitVisible(chromedp.ID("formerror")))
	run("false positive", chromedp.KeyEvent("f"), chromedp.SendKeys(chromedp.ID("reason"), "documented: JSON_VALUE needs a path"),
		chromedp.Click(chromedp.ID("falsepositive")), chromedp.WaitVisible(chromedp.ID("saved")))
	run("reopen", chromedp.Navigate(base+loc), chromedp.WaitVisible(chromedp.ID("history")))
	if s := eval(`document.getElementById("status").textContent`); strings.TrimSpace(s) != "false positive" {
		t.Fatalf("after reload the status is %q", s)
	}
	hist := eval(`document.getElementById("history").innerText`)
	if !strings.Contains(hist, "documented: JSON_VALUE needs a path") || !strings.Contains(hist, "confirmed") || !strings.Contains(hist, "tester") {
		t.Fatalf("the history reads %q", hist)
	}
	run("list by status", chromedp.Navigate(base+"/candidates?status=false_positive"), chromedp.WaitVisible(chromedp.ID("candidates")))
	if got := eval(`String(document.querySelectorAll("#candidates tbody tr[data-status=false_positive]").length)`); got != "1" {
		t.Fatalf("the list shows %s false positives, want 1", got)
	}

	// A stale CSRF token gets a 403 page; nothing is saved.
	got := eval(`fetch("` + loc + `/triage", {method: "POST", body: new URLSearchParams({csrf: "` + strings.Repeat("0", 64) + `", status: "confirmed"})})
		.then(r => r.text().then(t => r.status + " " + t))`)
	if !strings.HasPrefix(got, "403 ") || !strings.Contains(got, "Stale form") {
		t.Fatalf("a stale CSRF token got %.200q", got)
	}

	// An unknown id: a 404 page with a way back.
	resp, err := chromedp.RunResponse(ctx, chromedp.Navigate(base+"/candidates/ffffffffffff"))
	if err != nil || resp.Status != 404 {
		t.Fatalf("unknown candidate: %v %+v", err, resp)
	}
	if back := eval(`document.querySelector(".errorpage a[href='/candidates']") ? "yes" : "no"`); back != "yes" {
		t.Fatalf("the 404 page has no link back to the candidates")
	}
	if n := dialogs.Load(); n != 0 {
		t.Fatalf("%d JavaScript dialogs opened: repository text ran as script", n)
	}
}

// The candidate page shows a crashed server's log as lines: the panic and the top frames of the
// panicking goroutine first and highlighted, the whole log folded; markup in the log is text.
func TestServerLogInBrowser(t *testing.T) {
	dbmstest.Engines(t)
	ctx := browserFor(t)
	db := campaignStore(t)
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	crash := `level=error msg="<img src=x onerror=alert(3)>"` + "\n" + review.CrashLog(t)
	vs, err := st.ListValidations(t.Context(), "", true)
	if err != nil || len(vs) == 0 {
		t.Fatalf("the campaign's candidate validations: %d, %v", len(vs), err)
	}
	for _, v := range vs {
		v.Verdict.Facts.Result.Log = crash
		if err := st.PutValidation(t.Context(), nil, v); err != nil {
			t.Fatal(err)
		}
	}
	c, err := review.Load(t.Context(), st)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	base := serve(t, db)
	eval := func(js string) string {
		t.Helper()
		tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		v, err := chromedp.Run(tctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("evaluate %s: %v", js, err)
		}
		return v
	}
	tctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(tctx, chromedp.Navigate(base+"/candidates/"+c.Stats.Candidates[0].ID), chromedp.WaitVisible(chromedp.ID("serverlog"))); err != nil {
		t.Fatalf("open the candidate: %v", err)
	}
	first := eval(`document.querySelector("#serverlog-top").children[0].textContent`)
	if !strings.HasPrefix(first, "panic: runtime error: index out of range") {
		t.Errorf("the log shows first %q, want the panic", first)
	}
	top := eval(`(() => { const l = document.querySelector("#serverlog-top .l.top");
		return l.textContent + "|" + l.checkVisibility() + "|" + getComputedStyle(l).fontWeight + "|" + (getComputedStyle(l).backgroundColor != getComputedStyle(l.parentElement).backgroundColor); })()`)
	if !strings.HasPrefix(top, "github.com/reaper-sql/reaper/internal/review.pageCrashDeep(") || !strings.HasSuffix(top, "|true|600|true") {
		t.Errorf("the top frame reads %q; want pageCrashDeep, shown, bold on its own background", top)
	}
	lines := strings.Count(strings.TrimRight(crash, "\n"), "\n") + 1
	folded := eval(`(() => { const d = document.querySelector("#serverlog details");
		return d ? d.open + "|" + d.querySelectorAll(".l").length + "|" + d.querySelector("pre").checkVisibility() : "none"; })()`)
	if folded != fmt.Sprintf("false|%d|false", lines) {
		t.Errorf("the whole log is %q, want folded (false|%d|false: closed, every line, not shown)", folded, lines)
	}
	if n := eval(`String(document.querySelectorAll("#serverlog .l").length - document.querySelectorAll("#serverlog details .l").length)`); n != "7" {
		t.Errorf("above the fold %s lines, want 7: the panic and three frames", n)
	}
	if got := eval(`document.querySelector("#serverlog details .l").textContent`); got != `level=error msg="<img src=x onerror=alert(3)>"` {
		t.Errorf("the log's first line reads %q", got)
	}
	if n := eval(`String(document.querySelectorAll("img").length)`); n != "0" {
		t.Errorf("the server log injected %s img elements", n)
	}
}
