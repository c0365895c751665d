package cli

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progress draws a long stage's advance on one line of a terminal that it redraws a few times a
// second: "validate 382/801, 12/s, ETA 31s"; mining adds its unit and what it kept, "mine
// 137/173 commits, 25/s, kept 18, ETA 1s". Every stage of every command draws through it, so
// that they all read alike. On a writer that is no terminal it draws nothing (a nil w).
type progress struct {
	w io.Writer
	// what names the stage; unit, when set, follows the counts; kept says whether the units
	// kept are worth a figure (those with an output for the next stage).
	what, unit string
	kept       bool
	start      time.Time
	last       time.Time
	n          int
	drawn      bool
}

// newProgress is a progress line for stage what on stderr when it is a terminal.
func newProgress(e *env, what string) *progress {
	p := &progress{what: what, start: time.Now()}
	if isTerminal(e.stderr) {
		p.w = e.stderr
	}
	return p
}

// step counts one more unit of total, done since the line was made.
func (p *progress) step(total int) {
	p.n++
	p.show(p.n, total, 0, time.Since(p.start))
}

// show draws done of total units (total 0 while unknown), kept of them, elapsed since the stage
// began; at most every 200 ms, and always the last.
func (p *progress) show(done, total, kept int, elapsed time.Duration) {
	if p.w == nil || time.Since(p.last) < 200*time.Millisecond && (total == 0 || done < total) {
		return
	}
	p.last, p.drawn = time.Now(), true
	if !p.kept {
		kept = -1
	}
	fmt.Fprintf(p.w, "\r\033[K%s", progressText(p.what, p.unit, done, total, kept, elapsed))
}

// end ends the line, when one was drawn.
func (p *progress) end() {
	if p.drawn {
		fmt.Fprintln(p.w)
		p.drawn = false
	}
}

// progressText is the line: what, done/total, the unit, the rate, kept (unless negative) and
// the time left at that rate; the rate and the time left once they can be told.
func progressText(what, unit string, done, total, kept int, elapsed time.Duration) string {
	var b strings.Builder
	b.WriteString(what + " ")
	if total > 0 {
		fmt.Fprintf(&b, "%d/%d", done, total)
	} else {
		fmt.Fprintf(&b, "%d", done)
	}
	if unit != "" {
		b.WriteString(" " + unit)
	}
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(done) / s
	}
	switch {
	case rate >= 10:
		fmt.Fprintf(&b, ", %.0f/s", rate)
	case rate > 0:
		// A slow stage (an LLM's profiles) would read 0/s with no decimal.
		fmt.Fprintf(&b, ", %.1f/s", rate)
	}
	if kept >= 0 {
		fmt.Fprintf(&b, ", kept %d", kept)
	}
	if total > 0 && rate > 0 {
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		fmt.Fprintf(&b, ", ETA %s", left.Round(time.Second))
	}
	return b.String()
}
