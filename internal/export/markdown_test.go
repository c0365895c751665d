package export

import (
	"strings"
	"testing"
)

func TestFenced(t *testing.T) {
	for _, c := range []struct{ text, fence string }{
		{"plain", "```"},
		{"a ``` b", "````"},
		{"```\n````` x", "``````"},
		{"~~~", "```"},
	} {
		var b strings.Builder
		fenced(&b, "", c.text)
		if want := c.fence + "\n" + c.text + "\n" + c.fence + "\n"; b.String() != want {
			t.Errorf("%q: got %q, want %q", c.text, b.String(), want)
		}
	}
	if got := escape("a`b\n# <i>[x](y)</i>"); got != "a\\`b \\# \\<i\\>\\[x\\](y)\\</i\\>" {
		t.Errorf("escape: %q", got)
	}
}
