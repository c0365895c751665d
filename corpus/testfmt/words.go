package testfmt

import "strings"

// Words splits SQL into lower-cased words: identifiers and keywords with quotes removed and
// qualified names reduced to their last part, user variables with their "@", and the
// punctuation "," and "=". String literals and comments are dropped.
func Words(sql string) []string { return scanWords(sql, false) }

// Tokens is Words with parentheses kept as tokens, so a caller can tell a call (a name followed
// by "(") from a name.
func Tokens(sql string) []string { return scanWords(sql, true) }

func scanWords(sql string, parens bool) []string {
	var out []string
	s := sql
	wordEnd := -1 // where the last emitted word ended, to tell a qualifier from "1.5"
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\'':
			i = quoteEnd(s, i, true)
		case c == '-' && i+1 < len(s) && s[i+1] == '-', c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return out
			}
			i += end + 4
		case c == '"' || c == '`':
			j := quoteEnd(s, i, false)
			out = appendWord(out, strings.ToLower(s[i+1:max(i+1, j-1)]))
			i, wordEnd = j, j
		case c == ',' || c == '=' || parens && (c == '(' || c == ')'):
			out = append(out, string(c))
			i++
		case c == '.':
			// A qualified name keeps only its last part: drop the qualifier already emitted.
			if wordEnd == i && len(out) > 0 {
				out = out[:len(out)-1]
			}
			i++
		case isWordByte(c) || c == '@':
			j := i + 1
			for j < len(s) && (isWordByte(s[j]) || s[j] == '@') {
				j++
			}
			n := len(out)
			out = appendWord(out, strings.ToLower(s[i:j]))
			if len(out) > n {
				wordEnd = j
			}
			i = j
		default:
			i++
		}
	}
	return out
}

func appendWord(out []string, w string) []string {
	if w == "" || (w[0] >= '0' && w[0] <= '9') {
		return out
	}
	return append(out, w)
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
