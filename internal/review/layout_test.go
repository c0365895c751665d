package review_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/review"
	"github.com/reaper-sql/reaper/internal/store"
)

// pageLayoutJS measures a page as drawn at a viewport of %d × %d px: how wide the document is,
// the tables whose columns are cut off (wider than what holds them, and not inside a box that
// scrolls, or inside one that itself sticks out), the parts of the header that overlap each
// other, leave the viewport or cover the page, and where the evidence (the statement, the
// actual and the expected result) ends.
const pageLayoutJS = `(() => {
  const W = %d, H = %d, out = {innerWidth: innerWidth, scrollWidth: document.scrollingElement.scrollWidth, clipped: [], header: [], bottom: {}};
  const style = e => getComputedStyle(e).overflowX;
  for (const t of document.querySelectorAll("table")) {
    if (!t.checkVisibility()) continue;
    let el = t.parentElement;
    while (el !== document.body && style(el) === "visible") el = el.parentElement;
    const r = t.getBoundingClientRect(), holder = el.getBoundingClientRect();
    const name = (t.id || t.className) + " (" + Math.round(r.right) + " px)";
    if (style(el) === "auto" || style(el) === "scroll") {
      if (holder.right > W + 0.5) out.clipped.push(name + " in a scrolling box that ends at " + Math.round(holder.right));
    } else if (r.right > Math.min(holder.right, W) + 0.5) {
      out.clipped.push(name + " cut at " + Math.round(Math.min(holder.right, W)));
    }
  }
  const parts = [["brand", document.querySelector("header.top .brand")], ["who", document.querySelector("header.top .who")]];
  document.querySelectorAll("header.top nav a").forEach(a => parts.push([a.textContent, a]));
  const boxes = parts.map(([n, e]) => [n, e.getBoundingClientRect()]);
  boxes.forEach(([n, b], i) => {
    if (b.left < 0 || b.right > W) out.header.push(n + " leaves the viewport");
    boxes.slice(i + 1).forEach(([m, c]) => {
      if (b.left < c.right && c.left < b.right && b.top < c.bottom && c.top < b.bottom) out.header.push(n + " overlaps " + m);
    });
  });
  if (document.querySelector("header.top").getBoundingClientRect().bottom > document.querySelector("main").getBoundingClientRect().top + 0.5) out.header.push("the header covers the page");
  for (const id of ["sib-sql", "actual", "expected"]) {
    const e = document.getElementById(id);
    if (e) out.bottom[id] = e.getBoundingClientRect().bottom;
  }
  return JSON.stringify(out);
})()`

type pageLayout struct {
	InnerWidth  float64            `json:"innerWidth"`
	ScrollWidth float64            `json:"scrollWidth"`
	Clipped     []string           `json:"clipped"`
	Header      []string           `json:"header"`
	Bottom      map[string]float64 `json:"bottom"`
}

// pageShotsDir is where the layout test keeps its screenshots for a reviewer:
// $REAPER_SCREENSHOTS when set, else a new directory under the system's temporary directory,
// which the test names in its log and leaves in place.
func pageShotsDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("REAPER_SCREENSHOTS")
	var err error
	if dir != "" {
		err = os.MkdirAll(dir, 0o755)
	} else {
		dir, err = os.MkdirTemp("", "reaper-review-shots-")
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// The pages at a phone's width (390 px, as a mobile browser draws them) and a laptop's (1366 px)
// in Chromium: no page is wider than the viewport, no table column is cut off (a wide table
// scrolls inside its own box), the header's parts do not overlap, and the first screen of a
// candidate page and of a bug page holds the statement and both results. Each page's first
// screen is kept as a PNG.
func TestPageLayoutInBrowser(t *testing.T) {
	dbmstest.Engines(t)
	needReference(t)
	ctx := browserFor(t)
	db := campaignStore(t, wrongResultFix)
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	c, err := review.Load(t.Context(), st)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	var wrong, crash *campaign.Candidate
	for i, e := range c.Stats.Candidates {
		if wrong == nil && e.Kind == failure.KindWrongResult {
			wrong = &c.Stats.Candidates[i]
		}
		if crash == nil && e.Construct == "JSON_VALUE" {
			crash = &c.Stats.Candidates[i]
		}
	}
	if wrong == nil || crash == nil {
		t.Fatalf("the campaign lacks a wrong-result candidate (%v) or a JSON_VALUE one (%v)", wrong != nil, crash != nil)
	}
	base := serve(t, db)
	dir := pageShotsDir(t)
	t.Logf("screenshots of the pages' first screens in %s", dir)
	pages := []struct {
		name, path string
		evidence   bool
	}{
		{"dashboard", "/", false}, {"candidates", "/candidates", false}, {"bugs", "/bugs", false},
		{"candidate-crash", "/candidates/" + crash.ID, true}, {"candidate-wrong-result", "/candidates/" + wrong.ID, true},
		{"bug-crash", "/bugs/" + crash.Bug, true}, {"bug-wrong-result", "/bugs/" + wrong.Bug, true},
	}
	for _, vp := range []struct {
		w, h int64
		opts []chromedp.EmulateViewportOption
	}{{390, 844, []chromedp.EmulateViewportOption{chromedp.EmulatePortrait, chromedp.EmulateMobile}}, {1366, 768, nil}} {
		for _, p := range pages {
			tctx, cancel := context.WithTimeout(ctx, 30*time.Second)
			var shot []byte
			err := chromedp.Do(tctx, chromedp.EmulateViewport(vp.w, vp.h, vp.opts...), chromedp.Navigate(base+p.path), chromedp.WaitVisible(chromedp.CSS("main")),
				chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
					var err error
					shot, err = chromedp.CaptureScreenshot()(ctx, tg)
					return err
				}))
			var raw string
			if err == nil {
				raw, err = chromedp.Run(tctx, chromedp.Evaluate[string](fmt.Sprintf(pageLayoutJS, vp.w, vp.h)))
			}
			cancel()
			if err != nil {
				t.Fatalf("%s at %d px: %v", p.path, vp.w, err)
			}
			file := filepath.Join(dir, fmt.Sprintf("%d-%s.png", vp.w, p.name))
			if err := os.WriteFile(file, shot, 0o644); err != nil {
				t.Fatal(err)
			}
			var l pageLayout
			if err := json.Unmarshal([]byte(raw), &l); err != nil {
				t.Fatalf("%s: %v: %s", p.path, err, raw)
			}
			at := fmt.Sprintf("%s at %d × %d px (%s)", p.path, vp.w, vp.h, file)
			t.Logf("%s: %v px wide, the evidence ends at %v", at, l.ScrollWidth, l.Bottom)
			if l.InnerWidth != float64(vp.w) || l.ScrollWidth > float64(vp.w) {
				t.Errorf("%s: the page is %v px wide in a viewport of %v px, want at most %d", at, l.ScrollWidth, l.InnerWidth, vp.w)
			}
			for _, c := range l.Clipped {
				t.Errorf("%s: a table is cut off: %s", at, c)
			}
			for _, h := range l.Header {
				t.Errorf("%s: header: %s", at, h)
			}
			if !p.evidence {
				continue
			}
			for _, id := range []string{"sib-sql", "actual", "expected"} {
				if b, ok := l.Bottom[id]; !ok || b > float64(vp.h) {
					t.Errorf("%s: #%s ends at %v px, want it on the first screen (%d px)", at, id, b, vp.h)
				}
			}
		}
	}
}
