package reduce

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/sqllex"
)

// What the reducer's tokenizer cuts tricky SQL into under each family's rules; join writes every
// statement back as it was (less the white space around it). Where the two columns differ, the
// dialects read the text differently; before the reducer used sqllex, one tokenizer cut both
// alike (# and "--" always comments, backslash escapes, backticks and $$ quotes everywhere).
func TestLexTricky(t *testing.T) {
	for _, c := range []struct{ src, mysql, postgres string }{
		// Comments: MySQL's # and PostgreSQL's "--" before anything; only PostgreSQL nests.
		{"a -- c\nb", "a | -- c | b", "a | -- c | b"},
		{"a --c\nb", "a | - | - | c | b", "a | --c | b"},
		{"a--b", "a | - | - | b", "a | --b"},
		{"1--1", "1 | - | - | 1", "1 | --1"},
		{"a # c\nb", "a | # c | b", "a | # | c | b"},
		{"a#>b", "a | #>b", "a | #> | b"},
		{"# c\na", "# c | a", "# | c | a"},
		{"a /* x */ b", "a | /* x */ | b", "a | /* x */ | b"},
		{"a /* x /* y */ z */ b", "a | /* x /* y */ | z | */ | b", "a | /* x /* y */ z */ | b"},
		{"a /*! STRAIGHT_JOIN */ b", "a | /*! STRAIGHT_JOIN */ | b", "a | /*! STRAIGHT_JOIN */ | b"},
		{"a /* open", "a | /* open", "a | /* open"},
		// Quotes: backticks are MySQL's, backslash escapes MySQL's and E'...''s.
		{"`a``b` c", "`a``b` | c", "` | a | `` | b | ` | c"},
		{"`a\\`b", "`a\\` | b", "` | a | \\ | ` | b"},
		{"'it''s' x", "'it''s' | x", "'it''s' | x"},
		{"'a\\'b' c", "'a\\'b' | c", "'a\\' | b | ' c"},
		{"\"a\\\"b\" c", "\"a\\\"b\" | c", "\"a\\\" | b | \" c"},
		{"'a\\\\' x", "'a\\\\' | x", "'a\\\\' | x"},
		{"\"q\"\"d\"", "\"q\"\"d\"", "\"q\"\"d\""},
		{"E'a\\'b' c", "E | 'a\\'b' | c", "E | 'a\\'b' | c"},
		{"'open", "'open", "'open"},
		{"x'1F' b'01'", "x | '1F' | b | '01'", "x | '1F' | b | '01'"},
		// Numbers keep their exponent's sign and a leading point.
		{"1e-3", "1e-3", "1e-3"},
		{"1E+5", "1E+5", "1E+5"},
		{"1.5e3", "1.5e3", "1.5e3"},
		{".5", ".5", ".5"},
		{"1.", "1.", "1."},
		{"0x1F", "0x1F", "0x1F"},
		{"1abc", "1abc", "1abc"},
		{"a.b", "a | . | b", "a | . | b"},
		{"t.5", "t | .5", "t | .5"},
		// Operators: no MySQL operator ends in - (3!=-1 is != then -); @x is a MySQL variable.
		{"-1", "- | 1", "- | 1"},
		{"1*-2", "1 | * | - | 2", "1 | * | - | 2"},
		{"3!=-1", "3 | != | - | 1", "3 | !=- | 1"},
		{"a||b", "a | || | b", "a | || | b"},
		{"a<>b", "a | <> | b", "a | <> | b"},
		{"a<=>b", "a | <=> | b", "a | <=> | b"},
		{"a->>'k'", "a | ->> | 'k'", "a | ->> | 'k'"},
		{"a->'k'", "a | -> | 'k'", "a | -> | 'k'"},
		{"a@>b", "a | @> | b", "a | @> | b"},
		{"a::int", "a | :: | int", "a | :: | int"},
		{"@x := 1", "@x | := | 1", "@ | x | : | = | 1"},
		{"@@s.x", "@@s | . | x", "@@ | s | . | x"},
		{"?", "?", "?"},
		{"a[1]", "a | [ | 1 | ]", "a | [ | 1 | ]"},
		{"{'k': 1};", "{ | 'k' | : | 1 | } | ;", "{ | 'k' | : | 1 | } | ;"},
		{"a+=1", "a | += | 1", "a | += | 1"},
		{"a%b", "a | % | b", "a | % | b"},
		{"a^~b", "a | ^~ | b", "a | ^~ | b"},
		// Dollar quotes are PostgreSQL's; in MySQL $ is a letter.
		{"$$a 'b' $$ x", "$$a | 'b' | $$ | x", "$$a 'b' $$ | x"},
		{"$t$x$y$t$ z", "$t$x$y$t$ | z", "$t$x$y$t$ | z"},
		{"$1", "$1", "$1"},
		{"a$b", "a$b", "a$b"},
		{"$x$ open", "$x$ | open", "$x$ open"},
		{"café", "café", "café"},
		{"  a  ", "a", "a"},
		{"a\tb\n", "a | b", "a | b"},
	} {
		for _, r := range []struct {
			rules sqllex.Rules
			want  string
		}{{sqllex.MySQL, c.mysql}, {sqllex.Postgres, c.postgres}} {
			toks := lex(c.src, r.rules)
			var parts []string
			for _, tk := range toks {
				parts = append(parts, tk.text)
			}
			if got := strings.Join(parts, " | "); got != r.want {
				t.Errorf("%d %q:\n got %s\nwant %s", r.rules, c.src, got, r.want)
			}
			if got := join(toks); got != strings.TrimSpace(c.src) {
				t.Errorf("%d %q written back as %q", r.rules, c.src, got)
			}
		}
	}
}

// The reducer cuts a target's statements by its family's rules, MySQL's when the product is
// unknown.
func TestRulesFor(t *testing.T) {
	for product, want := range map[string]sqllex.Rules{
		"MariaDB": sqllex.MySQL, "MySQL": sqllex.MySQL, "go-mysql-server (embedded)": sqllex.MySQL, "": sqllex.MySQL,
		"PostgreSQL": sqllex.Postgres, "CockroachDB": sqllex.Postgres, "DuckDB": sqllex.Postgres,
	} {
		if got := rulesFor(product); got != want {
			t.Errorf("%q: rules %d, want %d", product, got, want)
		}
	}
}
