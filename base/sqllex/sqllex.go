// Package sqllex reads SQL text. Lex cuts it into tokens (words, quoted names, strings, numbers,
// operators, punctuation, comments, with their offsets) under PostgreSQL's lexical rules, MySQL's,
// or what MySQL and PostgreSQL read alike; the byte-level helpers say where a dollar quote starts,
// what counts as space or as part of an identifier, where a line starts and ends. The test-format
// splitters (corpus/testfmt), the oracles' clause splitter (validate/oracle), the reference
// check across dialect families (validate) and the reducer (internal/reduce) read SQL the same
// way through it.
package sqllex

import "strings"

// DollarTag returns the opening "$tag$" (or "$$") at offset i, or "" when the dollar sign starts
// none: a parameter such as $1, or a dollar sign inside an identifier.
func DollarTag(src string, i int) string {
	if i > 0 && IsIdentByte(src[i-1]) {
		return ""
	}
	j := i + 1
	for ; j < len(src) && src[j] != '$' && IsIdentByte(src[j]); j++ {
		if j == i+1 && src[j] >= '0' && src[j] <= '9' {
			return ""
		}
	}
	if j < len(src) && src[j] == '$' {
		return src[i : j+1]
	}
	return ""
}

// IsSpace reports whether c is ASCII white space.
func IsSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// IsIdentByte reports whether c can be part of an unquoted identifier; bytes of multi-byte
// UTF-8 characters count, as both MySQL and PostgreSQL allow them.
func IsIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= 0x80 ||
		(c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}

// AtLineStart reports whether only spaces and tabs precede offset i on its line.
func AtLineStart(src string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch src[j] {
		case '\n':
			return true
		case ' ', '\t':
		default:
			return false
		}
	}
	return true
}

// LineEnd returns the offset of the line break that ends the line holding offset i, or len(src).
func LineEnd(src string, i int) int {
	if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(src)
}
