package review

import (
	"fmt"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
)

// TestCrashChild is not a test of its own: crashLog runs the test binary with it to crash the
// way a Go server does, with an uncaught panic in a goroutine.
func TestCrashChild(t *testing.T) {
	if os.Getenv("REAPER_CRASH_CHILD") == "" {
		t.Skip("run by crashLog")
	}
	done := make(chan int)
	go func() { done <- pageCrashDeep(4) }()
	<-done
}

// pageCrashDeep indexes past the end of a slice n calls down.
func pageCrashDeep(n int) int {
	if n > 0 {
		return pageCrashDeep(n-1) + 1
	}
	xs := []int{1, 2, 3}
	return xs[len(xs)+n]
}

// CrashLog is what a Go server that crashes writes to its stderr: the test binary, run again
// as TestCrashChild.
func CrashLog(t *testing.T) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$")
	cmd.Env = append(os.Environ(), "REAPER_CRASH_CHILD=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err == nil || !strings.Contains(stderr.String(), "goroutine ") {
		t.Fatalf("the crashing child: %v\n%s", err, stderr.String())
	}
	return stderr.String()
}

// pageRecovered panics on a nil map and returns the stack its deferred function recovers, as a
// server that catches a panic logs it.
func pageRecovered() (log string) {
	defer func() {
		if v := recover(); v != nil {
			log = fmt.Sprintf("caught panic: %v\n%s", v, debug.Stack())
		}
	}()
	var m map[string]int
	m["x"] = 1
	return ""
}

func TestServerLog(t *testing.T) {
	recovered := pageRecovered()
	for _, c := range []struct {
		what, log string
		folded    bool
		// top is what the first top frame names; panic the panic's first line.
		top, panic string
	}{
		{"an uncaught panic", CrashLog(t), true, "review.pageCrashDeep(", "panic: runtime error: index out of range [3] with length 3"},
		{"a recovered panic", recovered, true, "review.pageRecovered(", "caught panic: assignment to entry in nil map"},
		{"a recovered panic logged by logrus", `time="2026-01-02T03:04:05Z" level=info msg="listening"` + "\n" +
			`time="2026-01-02T03:04:06Z" level=error msg=` + strconv.Quote(recovered) + ` conn=7`, true,
			"review.pageRecovered(", `time="2026-01-02T03:04:06Z" level=error msg=caught panic: assignment to entry in nil map`},
		{"a short stack", "panic: boom\n\ngoroutine 1 [running]:\nmain.f(...)\n\t/src/main.go:3 +0x1d\nmain.main()\n\t/src/main.go:7 +0x25\n", false, "main.f(", "panic: boom"},
		{"a log without a stack", "2026-01-02 mysqld got signal 11 ;\nThis could be because you hit a bug.\n", false, "", ""},
	} {
		l := pageServerLog(c.log)
		if l.Folded != c.folded || l.Folded != (len(l.Lines) > pageLogFold) {
			t.Errorf("%s: %d lines, folded %v, want %v", c.what, len(l.Lines), l.Folded, c.folded)
		}
		var tops, panics []string
		for _, line := range l.Lines {
			if strings.Contains(line.Text, "\n") {
				t.Errorf("%s: a line holds a newline: %q", c.what, line.Text)
			}
			switch line.Class {
			case "top":
				tops = append(tops, line.Text)
			case "panic":
				panics = append(panics, line.Text)
			}
		}
		if c.top == "" {
			if len(tops)+len(panics) != 0 || len(l.Top) != 0 {
				t.Errorf("%s: marked %q and %q", c.what, tops, panics)
			}
			continue
		}
		if len(tops) == 0 || !strings.Contains(tops[0], c.top) || len(panics) == 0 || panics[0] != c.panic {
			t.Errorf("%s: the top frames are %q and the panic %q; want the first frame in %s and the panic %q\n%s", c.what, tops, panics, c.top, c.panic, c.log)
		}
		if len(tops) > 2*pageTopFrames || strings.Contains(strings.Join(tops, "\n"), "runtime") || strings.Contains(strings.Join(tops, "\n"), ".func1(") {
			t.Errorf("%s: the top frames include the runtime's or the recovering function's: %q", c.what, tops)
		}
		if c.folded && (len(l.Top) != len(tops)+len(panics) || l.Top[0].Text != panics[0]) {
			t.Errorf("%s: a folded log shows first %q", c.what, l.Top)
		}
	}
}
