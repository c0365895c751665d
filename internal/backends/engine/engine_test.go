package engine

import (
	"strings"
	"testing"
)

// TestStderrLog: what a child wrote since a run began is kept whole when short, and as its head
// and tail when long, the head being where a Go crash report says what happened; the tail of
// everything is bounded.
func TestStderrLog(t *testing.T) {
	var l stderrLog
	l.Write([]byte("before the run\n"))
	l.mark()
	l.Write([]byte("fatal error: stack overflow\n"))
	if got := l.sinceMark(); got != "fatal error: stack overflow\n" {
		t.Fatalf("short: %q", got)
	}

	l.mark()
	l.Write([]byte("fatal error: stack overflow\n\ngoroutine 6 [running]:\n"))
	for range 10000 {
		l.Write([]byte("planbuilder.(*Builder).buildScalar(...)\n"))
	}
	l.Write([]byte("the last line\n"))
	got := l.sinceMark()
	if !strings.HasPrefix(got, "fatal error: stack overflow\n") || !strings.HasSuffix(got, "the last line\n") ||
		!strings.Contains(got, "bytes left out") || len(got) > headKeep+logTail+100 {
		t.Fatalf("long (%d bytes): %.200q ... %.200q", len(got), got, got[max(len(got)-200, 0):])
	}
	if len(l.buf) > stderrKeep || !strings.HasSuffix(l.tail(100), "the last line\n") {
		t.Fatalf("kept %d bytes, tail %q", len(l.buf), l.tail(100))
	}
}
