package review

import (
	"strings"
	"unicode"
)

// Token kinds of a word diff.
const (
	pageSame = "same"
	pageDel  = "del"
	pageIns  = "ins"
)

// pageToken is one run of a word diff: text that both statements share, or that only the
// historical (del) or only the sibling (ins) statement has. Templates escape Text.
type pageToken struct {
	Kind string
	Text string
}

// pageWordDiff diffs two statements word by word (identifiers, numbers, quoted strings and
// single punctuation marks are words; whitespace sticks to the word before it), by longest
// common subsequence. It returns the runs of each side: old (same and del) and new (same and
// ins), for showing the two statements side by side.
func pageWordDiff(a, b string) (old, new []pageToken) {
	x, y := pageWords(a), pageWords(b)
	// Statements are short; a quadratic table is fine, but cap it for pathological input.
	if len(x)*len(y) > 4_000_000 {
		return []pageToken{{pageDel, a}}, []pageToken{{pageIns, b}}
	}
	n, m := len(x), len(y)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if strings.TrimSpace(x[i]) == strings.TrimSpace(y[j]) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	add := func(list []pageToken, kind, text string) []pageToken {
		if k := len(list) - 1; k >= 0 && list[k].Kind == kind {
			list[k].Text += text
			return list
		}
		return append(list, pageToken{kind, text})
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && strings.TrimSpace(x[i]) == strings.TrimSpace(y[j]):
			old, new = add(old, pageSame, x[i]), add(new, pageSame, y[j])
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			new = add(new, pageIns, y[j])
			j++
		default:
			old = add(old, pageDel, x[i])
			i++
		}
	}
	return old, new
}

// pageWords splits a statement into words with their trailing whitespace.
func pageWords(s string) []string {
	var out []string
	r := []rune(s)
	for i := 0; i < len(r); {
		start := i
		switch c := r[i]; {
		case unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_' || c == '$' || c == '@':
			for i < len(r) && (unicode.IsLetter(r[i]) || unicode.IsDigit(r[i]) || r[i] == '_' || r[i] == '$' || r[i] == '@' || r[i] == '.') {
				i++
			}
		case c == '\'' || c == '"' || c == '`':
			i++
			for i < len(r) && r[i] != c {
				if r[i] == '\\' {
					i++
				}
				i++
			}
			i = min(i+1, len(r))
		case unicode.IsSpace(c):
			i++
		default:
			i++
		}
		for i < len(r) && unicode.IsSpace(r[i]) {
			i++
		}
		out = append(out, string(r[start:i]))
	}
	return out
}
