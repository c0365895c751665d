package review

import (
	"regexp"
	"strconv"
	"strings"
)

// A server's log on the candidate page: its lines, with a Go stack's top frames marked, folded
// when long. The text stays text: the template writes each line through html/template.

const (
	// pageLogFold is the most lines a log shows unfolded.
	pageLogFold = 12
	// pageTopFrames is how many frames of the panicking goroutine are the top ones.
	pageTopFrames = 3
)

// pageLog is a server log as the page shows it.
type pageLog struct {
	Lines []pageLine
	// Top is the panic and its top frames, shown above a folded log; nil when unfolded.
	Top []pageLine
	// Folded is whether the log has more than pageLogFold lines.
	Folded bool
}

// pageGoroutine is the line a goroutine's stack starts with.
var pageGoroutine = regexp.MustCompile(`^goroutine \d+ \[[^\]]*\]:$`)

// pageServerLog splits log into lines and marks, in the first goroutine's stack (the panicking
// one: Go prints it first, and debug.Stack prints only it), the panic ("panic"), the runtime's
// frames ("rt") and the top frames ("top"): the first ones that are not the runtime's, below
// the last panic frame, since the frames above it are the deferred code that recovered.
func pageServerLog(log string) pageLog {
	var texts []string
	for _, l := range strings.Split(strings.TrimRight(log, "\n"), "\n") {
		texts = append(texts, pageUnquote(l)...)
	}
	lines := make([]pageLine, len(texts))
	for i, t := range texts {
		lines[i].Text = t
	}
	out := pageLog{Lines: lines, Folded: len(lines) > pageLogFold}
	g := -1
	for i, t := range texts {
		if pageGoroutine.MatchString(t) {
			g = i
			break
		}
	}
	if g < 0 {
		return out
	}
	// The panic: the line just above the stack, or from the nearest line above it that names a
	// panic, as "caught panic:" and the value on the next line do.
	var top []int
	last := g - 1
	if last >= 0 && strings.TrimSpace(texts[last]) == "" {
		last-- // Go puts a blank line between the panic and the stack
	}
	first := last
	for i := last; i >= 0 && i > last-3 && strings.TrimSpace(texts[i]) != ""; i-- {
		if strings.Contains(strings.ToLower(texts[i]), "panic") {
			first = i
			break
		}
	}
	for i := max(first, 0); i <= last; i++ {
		lines[i].Class = "panic"
		top = append(top, i)
	}
	// A frame is a function line and, indented below it, its file and line.
	type frame struct{ fn, file int }
	var frames []frame
	below := 0 // the first frame below the last panic frame
	for i := g + 1; i < len(texts) && strings.TrimSpace(texts[i]) != "" && !pageGoroutine.MatchString(texts[i]); i++ {
		if strings.HasPrefix(texts[i], "\t") {
			continue
		}
		f := frame{fn: i, file: -1}
		if i+1 < len(texts) && strings.HasPrefix(texts[i+1], "\t") {
			f.file = i + 1
		}
		if t := texts[i]; strings.HasPrefix(t, "panic(") || strings.HasPrefix(t, "runtime.") && strings.Contains(strings.ToLower(t), "panic") {
			below = len(frames) + 1
		}
		frames = append(frames, f)
	}
	mark := func(f frame, class string) {
		lines[f.fn].Class = class
		if f.file >= 0 {
			lines[f.file].Class = class
		}
	}
	var tops []frame
	for _, from := range []int{below, 0} {
		for _, f := range frames[min(from, len(frames)):] {
			if !pageRuntimeFrame(texts[f.fn]) && len(tops) < pageTopFrames {
				tops = append(tops, f)
			}
		}
		if len(tops) > 0 {
			break
		}
	}
	for _, f := range frames {
		if pageRuntimeFrame(texts[f.fn]) {
			mark(f, "rt")
		}
	}
	for _, f := range tops {
		mark(f, "top")
		top = append(top, f.fn)
		if f.file >= 0 {
			top = append(top, f.file)
		}
	}
	if out.Folded {
		for _, i := range top {
			out.Top = append(out.Top, lines[i])
		}
	}
	return out
}

// pageRuntimeFrame reports whether a stack's function line is in Go's runtime, which is where
// every panic passes and never where the bug is.
func pageRuntimeFrame(fn string) bool {
	return strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "runtime/") || strings.HasPrefix(fn, "panic(")
}

// pageUnquote splits a line of a structured log whose quoted values hold newlines into the
// lines they hold: logrus, which an embedded engine logs with, writes msg="...\n\t..." with a
// stack inside as one line.
func pageUnquote(line string) []string {
	var b strings.Builder
	for {
		i := strings.Index(line, `="`)
		if i < 0 {
			break
		}
		q, err := strconv.QuotedPrefix(line[i+1:])
		if err != nil {
			break
		}
		v, _ := strconv.Unquote(q)
		if !strings.Contains(v, "\n") {
			v = q
		}
		b.WriteString(line[:i+1])
		b.WriteString(v)
		line = line[i+1+len(q):]
	}
	b.WriteString(line)
	return strings.Split(b.String(), "\n")
}
