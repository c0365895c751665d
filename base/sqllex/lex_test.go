package sqllex

import (
	"errors"
	"strings"
	"testing"
)

// show writes tokens as "kind text" joined by " | ", comments included.
func show(toks []Token) string {
	names := map[Kind]string{Word: "w", QuotedIdent: "qi", String: "s", Number: "n", Operator: "op",
		Punct: "p", Comment: "c", Hint: "h", Variable: "v"}
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = names[t.Kind] + " " + t.Text
	}
	return strings.Join(parts, " | ")
}

// The cases where SQL dialects part ways, read under each rule set. want is the tokens before
// the error, if any; err a part of its reason.
func TestLex(t *testing.T) {
	for _, c := range []struct {
		rules     Rules
		src, want string
		err       string
	}{
		// Comments. PostgreSQL nests block comments and ends "--" at the line's end wherever it
		// stands; MySQL does neither, and reads # as a comment, which PostgreSQL reads as an
		// operator.
		{Postgres, "1 /* a /* b */ c */ + 2", "n 1 | c /* a /* b */ c */ | op + | n 2", ""},
		{Portable, "1 /* a /* b */ c */ + 2", "n 1", "nested /* comments"},
		{Portable, "1 /* a /*/ 2", "n 1", "nested /* comments"}, // MySQL: a comment, PostgreSQL: one still open
		{Postgres, "1 /* open", "n 1", "unterminated /* comment"},
		{Portable, "1 /* open", "n 1", "unterminated /* comment"},
		{Postgres, "1 /*! STRAIGHT_JOIN */ a", "n 1 | c /*! STRAIGHT_JOIN */ | w a", ""},
		{Portable, "1 /*! STRAIGHT_JOIN */ a /*+ H */", "n 1 | h /*! STRAIGHT_JOIN */ | w a | h /*+ H */", ""},
		{Postgres, "1 --x\n, 2", "n 1 | c --x | p , | n 2", ""},
		{Portable, "1 -- x\n, 2", "n 1 | c -- x | p , | n 2", ""},
		{Portable, "1 --", "n 1 | c --", ""},
		{Portable, "1 --x", "n 1", `"--" not followed by a space`},
		{Postgres, "a--b", "w a | c --b", ""},
		{Postgres, "1+--x\n2", "n 1 | op + | c --x | n 2", ""},
		{Portable, "1+--x", "n 1 | op +", `"--" not followed by a space`},
		{Postgres, "# c\na #> b", "op # | w c | w a | op #> | w b", ""},
		{Portable, "  # c\na", "c # c | w a", ""},
		{Portable, "a # c", "w a", `"#" inside a line`},
		{Portable, "a #> b", "w a", `"#" inside a line`},
		{Portable, "a+#b", "w a | op +", `"#" inside a line`},
		// MySQL itself: # anywhere, "--" before white space, a control character or the end only,
		// and block comments that do not nest.
		{MySQL, "a # c\na+#b\n#", "w a | c # c | w a | op + | c #b | c #", ""},
		{MySQL, "1--1, 1-- x\n, a--\tb, a --", "n 1 | op - | op - | n 1 | p , | n 1 | c -- x | p , | w a | c --\tb, a --", ""},
		{MySQL, "1*--1", "n 1 | op * | op - | op - | n 1", ""},
		{MySQL, "1 /* a /*/ 2 /* b /* c */ d */", "n 1 | c /* a /*/ | n 2 | c /* b /* c */ | w d | op */", ""},
		{MySQL, "1 /*! STRAIGHT_JOIN */ a /*+ H */", "n 1 | h /*! STRAIGHT_JOIN */ | w a | h /*+ H */", ""},
		{MySQL, "1 /* open", "n 1", "unterminated /* comment"},

		// Quotes. Doubling a quote escapes it everywhere; a backslash escapes in MySQL's strings
		// and names in double quotes and in PostgreSQL's E'...' only; a backtick quotes a name
		// in MySQL and is an operator character in PostgreSQL.
		{Postgres, `'it''s', "q""d"`, `s 'it''s' | p , | qi "q""d"`, ""},
		{Portable, `'it''s', "q""d"`, `s 'it''s' | p , | qi "q""d"`, ""},
		{Postgres, "`a``b`", "op ` | w a | op `` | w b | op `", ""},
		{Portable, "`a``b` `c\\`", "qi `a``b` | qi `c\\`", ""},
		{Postgres, `'a\'b' c`, `s 'a\' | w b`, "unterminated quote '"},
		{Portable, `'a\'b'`, "", "a backslash before a quote inside a quote"},
		{Portable, `"a\"b"`, "", "a backslash before a quote inside a quote"},
		{Postgres, `"a\"b`, `qi "a\" | w b`, ""},
		{Postgres, `'a\\' x`, `s 'a\\' | w x`, ""},
		{Portable, `'a\\' x`, `s 'a\\' | w x`, ""},
		{Portable, `'a\nb'`, `s 'a\nb'`, ""},
		{Postgres, `E'a\'b', e'x'`, `w E | s 'a\'b' | p , | w e | s 'x'`, ""},
		{Portable, `E'a\'b'`, `w E | s 'a\'b'`, ""},
		{Postgres, `be'a\'b'`, `w be | s 'a\' | w b`, "unterminated quote '"}, // be'..' is no E string
		{Postgres, `x'1F', B'01', N'n'`, "w x | s '1F' | p , | w B | s '01' | p , | w N | s 'n'", ""},
		{Postgres, "'open", "", "unterminated quote '"},
		// MySQL: a backslash escapes in both quotes, and "..." is a string.
		{MySQL, `'a\'b', "a\"b", 'it''s', "q""d"`, `s 'a\'b' | p , | s "a\"b" | p , | s 'it''s' | p , | s "q""d"`, ""},
		{MySQL, "`a``b` `c\\`", "qi `a``b` | qi `c\\`", ""},
		{MySQL, `'a\\' x, x'1F'`, `s 'a\\' | w x | p , | w x | s '1F'`, ""},
		{MySQL, `"open`, "", `unterminated quote "`},
		{Portable, "a `open", "w a", "unterminated quote `"},

		// Dollar quotes, and dollar signs that start none.
		{Postgres, "$$a 'b' $$, $t$x$y$t$, $1, a$b", "s $$a 'b' $$ | p , | s $t$x$y$t$ | p , | w $1 | p , | w a$b", ""},
		{Portable, "$t$ x $t$", "s $t$ x $t$", ""},
		{Postgres, "a $x$ open", "w a", "unterminated dollar quote $x$"},
		{MySQL, "$$a$$, $t$ x, a$b", "w $$a$$ | p , | w $t$ | w x | p , | w a$b", ""}, // no dollar quotes in MySQL

		// Numbers: a point, an exponent with its sign, a hexadecimal; a word glued on stays.
		{Postgres, "1e-3, 1E+5, 1e5, .5, 1.5, 1., 0x1F, 1abc", "n 1e-3 | p , | n 1E+5 | p , | n 1e5 | p , | n .5 | p , | n 1.5 | p , | n 1. | p , | n 0x1F | p , | n 1abc", ""},
		{Portable, "1e-3 - 2", "n 1e-3 | op - | n 2", ""},
		{Postgres, "a.b, t.5, 1 - -2", "w a | p . | w b | p , | w t | n .5 | p , | n 1 | op - | op - | n 2", ""},

		// Operators: a run of operator characters, which ends in + or - only when it holds one
		// of ~!@#%^&|`? (PostgreSQL's rule), and :: apart.
		{Postgres, "a <=> b, a::int, a ->> 'k', a @> b", "w a | op <=> | w b | p , | w a | p :: | w int | p , | w a | op ->> | s 'k' | p , | w a | op @> | w b", ""},
		{Postgres, "1*-2, 3!=-1, a||b, a<>b", "n 1 | op * | op - | n 2 | p , | n 3 | op !=- | n 1 | p , | w a | op || | w b | p , | w a | op <> | w b", ""},
		{Portable, "@x := 1, @@s.x, ?", "op @ | w x | p : | op = | n 1 | p , | op @@ | w s | p . | w x | p , | op ?", ""},
		{MySQL, "@x := 1, @@s.x, @'q', a@>b, 1e-3", "v @x | op := | n 1 | p , | v @@s | p . | w x | p , | op @ | s 'q' | p , | w a | op @> | w b | p , | n 1e-3", ""},
		{MySQL, "3!=-1, a::b, 1|-2", "n 3 | op != | op - | n 1 | p , | w a | p :: | w b | p , | n 1 | op | | op - | n 2", ""},
		{Postgres, "a/*c*/-b", "w a | c /*c*/ | op - | w b", ""},
		{Postgres, "a+/*c*/-b", "w a | op + | c /*c*/ | op - | w b", ""},
		{Postgres, "a[1], {'k': 1};", "w a | p [ | n 1 | p ] | p , | p { | s 'k' | p : | n 1 | p } | p ;", ""},
		{Postgres, `café, "Ünï"`, `w café | p , | qi "Ünï"`, ""},
	} {
		toks, err := Lex(c.src, c.rules)
		var lexErr *Error
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%d %q: %v", c.rules, c.src, err)
		case c.err != "" && (!errors.As(err, &lexErr) || !strings.Contains(lexErr.Reason, c.err)):
			t.Errorf("%d %q: error %v, want one saying %q", c.rules, c.src, err, c.err)
		}
		if got := show(toks); got != c.want {
			t.Errorf("%d %q:\n got %s\nwant %s", c.rules, c.src, got, c.want)
		}
		for _, tk := range toks {
			if c.src[tk.Start:tk.End] != tk.Text {
				t.Errorf("%d %q: token %q at %d-%d, where the text is %q", c.rules, c.src, tk.Text, tk.Start, tk.End, c.src[tk.Start:tk.End])
			}
			if tk.Kind == Word && tk.Upper != strings.ToUpper(tk.Text) || tk.Kind != Word && tk.Upper != "" {
				t.Errorf("%d %q: token %q has Upper %q", c.rules, c.src, tk.Text, tk.Upper)
			}
		}
	}
}

// Code drops the comments and keeps the rest in order.
func TestCode(t *testing.T) {
	toks, err := Lex("a /* x */ -- y\n b", Postgres)
	if err != nil {
		t.Fatal(err)
	}
	if got := show(Code(toks)); got != "w a | w b" {
		t.Errorf("got %s", got)
	}
}

// An error says where the text stopped being readable.
func TestErrorOffset(t *testing.T) {
	_, err := Lex("SELECT 'a", Postgres)
	var e *Error
	if !errors.As(err, &e) || e.Offset != 7 {
		t.Errorf("got %v, want an *Error at offset 7", err)
	}
}
