package reduce

import (
	"strings"
	"testing"
)

// What the reducer's tokenizer cuts tricky SQL into; join writes every statement back as it was
// (less the white space around it).
func TestLexTricky(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"a -- c\nb", "a | -- c | b"},
		{"a --c\nb", "a | --c | b"},
		{"a--b", "a | --b"},
		{"1--1", "1 | --1"},
		{"a # c\nb", "a | # c | b"},
		{"a#>b", "a | #>b"},
		{"# c\na", "# c | a"},
		{"a /* x */ b", "a | /* x */ | b"},
		{"a /* x /* y */ z */ b", "a | /* x /* y */ | z | * | / | b"},
		{"a /*! STRAIGHT_JOIN */ b", "a | /*! STRAIGHT_JOIN */ | b"},
		{"a /* open", "a | /* open"},
		{"`a``b` c", "`a``b` | c"},
		{"`a\\`b", "`a\\` | b"},
		{"'it''s' x", "'it''s' | x"},
		{"'a\\'b' c", "'a\\'b' | c"},
		{"\"a\\\"b\" c", "\"a\\\"b\" | c"},
		{"'a\\\\' x", "'a\\\\' | x"},
		{"\"q\"\"d\"", "\"q\"\"d\""},
		{"E'a\\'b' c", "E | 'a\\'b' | c"},
		{"'open", "'open"},
		{"x'1F' b'01'", "x | '1F' | b | '01'"},
		{"1e-3", "1e | - | 3"},
		{"1E+5", "1E | + | 5"},
		{"1.5e3", "1.5e3"},
		{".5", ". | 5"},
		{"1.", "1."},
		{"0x1F", "0x1F"},
		{"1abc", "1abc"},
		{"a.b", "a | . | b"},
		{"t.5", "t | . | 5"},
		{"-1", "- | 1"},
		{"1*-2", "1 | * | - | 2"},
		{"3!=-1", "3 | != | - | 1"},
		{"a||b", "a | || | b"},
		{"a<>b", "a | <> | b"},
		{"a<=>b", "a | <=> | b"},
		{"a->>'k'", "a | ->> | 'k'"},
		{"a->'k'", "a | -> | 'k'"},
		{"a@>b", "a | @ | > | b"},
		{"a::int", "a | :: | int"},
		{"@x := 1", "@x | := | 1"},
		{"@@s.x", "@ | @s | . | x"},
		{"?", "?"},
		{"a[1]", "a | [ | 1 | ]"},
		{"{'k': 1};", "{ | 'k' | : | 1 | } | ;"},
		{"a+=1", "a | += | 1"},
		{"a%b", "a | % | b"},
		{"a^~b", "a | ^~ | b"},
		{"$$a 'b' $$ x", "$$a 'b' $$ | x"},
		{"$t$x$y$t$ z", "$t$x$y$t$ | z"},
		{"$1", "$1"},
		{"a$b", "a$b"},
		{"$x$ open", "$x$ open"},
		{"café", "café"},
		{"  a  ", "a"},
		{"a\tb\n", "a | b"},
	} {
		toks := lex(c.src)
		var parts []string
		for _, tk := range toks {
			parts = append(parts, tk.text)
		}
		if got := strings.Join(parts, " | "); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.src, got, c.want)
		}
		if got := join(toks); got != strings.TrimSpace(c.src) {
			t.Errorf("%q written back as %q", c.src, got)
		}
	}
}
