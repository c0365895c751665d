package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/internal/campaign"
)

func TestProgressText(t *testing.T) {
	for _, c := range []struct {
		what, unit        string
		done, total, kept int
		elapsed           time.Duration
		want              string
	}{
		{"validate", "", 382, 801, -1, 32 * time.Second, "validate 382/801, 12/s, ETA 35s"},
		{"mine", "commits", 50, 200, 7, 5 * time.Second, "mine 50/200 commits, 10/s, kept 7, ETA 15s"},
		{"mine", "commits", 200, 200, 9, 20 * time.Second, "mine 200/200 commits, 10/s, kept 9, ETA 0s"},
		// A slow stage shows its rate with a decimal, not as 0/s.
		{"profile", "", 3, 40, 2, 10 * time.Second, "profile 3/40, 0.3/s, kept 2, ETA 2m3s"},
		// Neither a rate nor the time left before the first unit, nor a time left without a total.
		{"validate", "", 0, 801, -1, time.Second, "validate 0/801"},
		{"mine", "commits", 12, 0, 0, 2 * time.Second, "mine 12 commits, 6.0/s, kept 0"},
	} {
		if got := progressText(c.what, c.unit, c.done, c.total, c.kept, c.elapsed); got != c.want {
			t.Errorf("progressText(%s %d/%d in %s) = %q, want %q", c.what, c.done, c.total, c.elapsed, got, c.want)
		}
	}
}

// Every stage a hunt goes through draws its line with a rate and the time left, one line each;
// a note ends the line it interrupts.
func TestStageProgressDrawsEveryStage(t *testing.T) {
	var b bytes.Buffer
	show, finish := stageProgress(&b)
	for _, p := range []campaign.Progress{
		{Stage: campaign.StageMine, Done: 10, Total: 40, Kept: 2, Elapsed: time.Second},
		{Stage: campaign.StageMine, Done: 40, Total: 40, Kept: 5, Elapsed: 4 * time.Second},
		{Note: "the tests run on gms:"},
		{Stage: campaign.StageProfile, Done: 1, Total: 5, Kept: 1, Elapsed: 2 * time.Second},
		{Stage: campaign.StageSiblings, Done: 2, Total: 4, Kept: 2, Elapsed: time.Second},
		{Stage: campaign.StageValidate, Done: 100, Total: 300, Elapsed: 10 * time.Second},
	} {
		show(p)
	}
	finish()
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	want := []string{
		"mine 40/40 commits, 10/s, kept 5, ETA 0s",
		"the tests run on gms:",
		"profile 1/5, 0.5/s, kept 1, ETA 8s",
		"siblings 2/4, 2.0/s, kept 2, ETA 1s",
		"validate 100/300, 10/s, ETA 20s",
	}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%q", len(lines), len(want), b.String())
	}
	for i, l := range lines {
		// Each redraw goes back to the line's start; the last drawing is what the line shows.
		if parts := strings.Split(l, "\r\033[K"); parts[len(parts)-1] != want[i] {
			t.Errorf("line %d shows %q, want %q", i+1, parts[len(parts)-1], want[i])
		}
	}
}
