package corpus

import (
	"regexp"
	"strings"
)

// bugIDPatterns find bug-tracker references in a commit message, each normalised by its func.
// References to pull requests alone (a squash-merge's "(#123)") are kept as "#123" but do not
// count as evidence of a fix; tracker ids and "fixes" lines do.
var bugIDPatterns = []struct {
	re       *regexp.Regexp
	norm     func(m []string) string
	evidence bool
}{
	// MariaDB Jira: MDEV-12345 (also other Jira projects MariaDB uses: MENT, CONC, ...).
	{regexp.MustCompile(`\b(MDEV|MENT|CONC|CONJ|MCOL)-(\d+)\b`), func(m []string) string { return m[1] + "-" + m[2] }, true},
	// MySQL: Bug#12345, Bug #12345, BUG#12345.
	{regexp.MustCompile(`(?i)\bbug\s*#\s*(\d+)`), func(m []string) string { return "Bug#" + m[1] }, true},
	// GitHub issue URLs.
	{regexp.MustCompile(`https?://github\.com/([\w.-]+/[\w.-]+)/issues/(\d+)`), func(m []string) string { return m[1] + "#" + m[2] }, true},
	// "Fixes: #123", "fixes owner/repo#123", "Closes #123", CockroachDB "Fixes: #12345" and "Informs:" lines.
	{regexp.MustCompile(`(?i)\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?)\b:?\s+((?:[\w.-]+/[\w.-]+)?#\d+)`), func(m []string) string { return m[1] }, true},
	// owner/repo#123 anywhere.
	{regexp.MustCompile(`\b([\w.-]+/[\w.-]+#\d+)\b`), func(m []string) string { return m[1] }, false},
	// A bare #123: an issue or a pull request.
	{regexp.MustCompile(`(?:^|[\s(\[])(#\d+)\b`), func(m []string) string { return m[1] }, false},
}

// fixWords are words that say a commit repairs something. Checked on the message with bug ids
// because the structural rule alone (source + test changed) also keeps features.
var fixWords = regexp.MustCompile(`(?i)\b(fix|fixe[sd]|fixing|bug|bugs|bugfix|crash\w*|panic\w*|segfault\w*|assert\w*|wrong\w*|incorrect\w*|correctly|regression|broken|mismatch\w*|overflow\w*|leak\w*|hang\w*|deadlock\w*|erroneous\w*|invalid|mistake\w*|miscalculat\w*)\b`)

// bugIDs extracts the bug references of a message, in order of appearance without repeats, and
// whether the message carries evidence that the commit is a fix.
func bugIDs(msg string) (ids []string, evidence bool) {
	type hit struct {
		pos int
		id  string
	}
	var hits []hit
	seen := map[string]bool{}
	for _, p := range bugIDPatterns {
		for _, loc := range p.re.FindAllStringSubmatchIndex(msg, -1) {
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = msg[loc[2*i]:loc[2*i+1]]
				}
			}
			id := p.norm(m)
			evidence = evidence || p.evidence
			if seen[id] || coveredBy(id, seen) {
				continue
			}
			seen[id] = true
			hits = append(hits, hit{loc[0], id})
		}
	}
	// Patterns run in priority order; report in message order.
	for i := 1; i < len(hits); i++ {
		for j := i; j > 0 && hits[j].pos < hits[j-1].pos; j-- {
			hits[j], hits[j-1] = hits[j-1], hits[j]
		}
	}
	for _, h := range hits {
		ids = append(ids, h.id)
	}
	return ids, evidence || fixWords.MatchString(msg)
}

// coveredBy reports whether a bare "#N" is already known as "owner/repo#N".
func coveredBy(id string, seen map[string]bool) bool {
	if !strings.HasPrefix(id, "#") {
		return false
	}
	for s := range seen {
		if strings.HasSuffix(s, id) {
			return true
		}
	}
	return false
}
