package sqllex

import (
	"fmt"
	"strings"
)

// Kind is the lexical class of a token.
type Kind int

// The kinds of token Lex returns.
const (
	Word        Kind = iota + 1 // an unquoted identifier or keyword
	QuotedIdent                 // a quoted identifier: "name", and MySQL's `name` under Portable and MySQL
	String                      // a string constant ('...', E'...', the quote of x'..'), a dollar quote; "..." under MySQL
	Number                      // a numeric constant: 42, 1.5, .5, 1e-3, 0x1F
	Operator                    // a run of operator characters: <=>, ->>, @>, ||
	Punct                       // one character of punctuation, or ::
	Comment                     // a comment: -- ..., /* ... */, MySQL's # ... under Portable and MySQL
	Hint                        // MySQL's /*! ... */ or /*+ ... */, which the server reads (Portable and MySQL)
	Variable                    // MySQL's user or system variable, @name or @@name (MySQL only)
)

// Token is one token of SQL text; Start and End are byte offsets into it.
type Token struct {
	Kind       Kind
	Text       string
	Upper      string // Words only: Text in upper case
	Start, End int
}

// Rules say how Lex reads what SQL dialects read differently; the zero Rules is Postgres.
type Rules int

const (
	// Postgres is PostgreSQL's lexical rules, which DuckDB shares: block comments nest, "--"
	// starts a comment wherever it stands, # and ` are operator characters, a backslash escapes
	// only inside E'...', and a multi-character operator ends in + or - only when it holds one of
	// ~!@#%^&|`? (so that 1*-2 is * then -).
	Postgres Rules = iota
	// Portable reads what MySQL and PostgreSQL read alike, and stops with an *Error at the first
	// construct they read differently: "--" not followed by white space, # anywhere but at the
	// start of a line, a backslash before the quote character inside a quote (but in E'...'),
	// and nested block comments. A # at the start of a line is a comment, `name` a quoted
	// identifier, /*! */ and /*+ */ Hints. Operators are grouped as under Postgres.
	Portable
	// MySQL is MySQL's lexical rules (MariaDB's, go-mysql-server's): # starts a comment wherever
	// it stands, "--" only when white space or a control character follows (1--1 is 1 - -1),
	// block comments do not nest, a backslash escapes inside '...' and "...", "..." is a string
	// (the default SQL mode's reading), `name` a quoted identifier, /*! */ and /*+ */ Hints,
	// @name and @@name Variables, := an Operator, and a dollar sign is part of a word, never a
	// quote. Operators are grouped as under Postgres, but that none ends in + or - (MySQL has
	// none that does: 3!=-1 is != then -).
	MySQL
)

// Error says where and why Lex stopped: text it cannot read (an unterminated quote or comment)
// or, under Portable, text MySQL and PostgreSQL would read differently.
type Error struct {
	Offset int
	Reason string
}

func (e *Error) Error() string { return e.Reason }

// operatorChars are the characters an operator is made of, in PostgreSQL.
const operatorChars = "+-*/<>=~!@#%^&|`?"

// Lex reads src into tokens, comments included (see Code), under the rules given. When it cannot
// read on, it returns the tokens before that point and an *Error.
func Lex(src string, r Rules) ([]Token, error) {
	var toks []Token
	add := func(k Kind, start, end int) {
		t := Token{Kind: k, Text: src[start:end], Start: start, End: end}
		if k == Word {
			t.Upper = strings.ToUpper(t.Text)
		}
		toks = append(toks, t)
	}
	fail := func(i int, format string, args ...any) ([]Token, error) {
		return toks, &Error{Offset: i, Reason: fmt.Sprintf(format, args...)}
	}
	portable, mysql := r == Portable, r == MySQL
	// dashComment says whether the "--" at i starts a comment.
	dashComment := func(i int) bool {
		return strings.HasPrefix(src[i:], "--") && (!mysql || i+2 >= len(src) || src[i+2] <= ' ')
	}
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case IsSpace(c):
			i++
		case dashComment(i):
			if portable && i+2 < len(src) && !IsSpace(src[i+2]) {
				return fail(i, `"--" not followed by a space: a comment in PostgreSQL, two minus signs in MySQL`)
			}
			add(Comment, i, LineEnd(src, i))
			i = LineEnd(src, i)
		case portable && c == '#':
			if !AtLineStart(src, i) {
				return fail(i, `"#" inside a line: a comment in MySQL, an operator in PostgreSQL (put comments on lines of their own)`)
			}
			add(Comment, i, LineEnd(src, i))
			i = LineEnd(src, i)
		case mysql && c == '#':
			add(Comment, i, LineEnd(src, i))
			i = LineEnd(src, i)
		case strings.HasPrefix(src[i:], "/*"):
			end, nested := BlockCommentEnd(src, i, r == Postgres)
			if end < 0 {
				return fail(i, "unterminated /* comment")
			}
			if nested && portable {
				return fail(i, "nested /* comments: PostgreSQL nests them, MySQL does not")
			}
			k := Comment
			if (portable || mysql) && (strings.HasPrefix(src[i:], "/*!") || strings.HasPrefix(src[i:], "/*+")) {
				k = Hint
			}
			add(k, i, end)
			i = end
		case c == '\'' || c == '"' || (portable || mysql) && c == '`':
			eString := EString(src, i)
			end, escapedQuote, ok := QuoteEnd(src, i, eString || (portable || mysql) && c != '`')
			if !ok {
				return fail(i, "unterminated quote %c", c)
			}
			if portable && escapedQuote && !eString {
				return fail(i, `a backslash before a quote inside a quote: an escape in MySQL, the end of the quote in PostgreSQL`)
			}
			k := QuotedIdent
			if c == '\'' || mysql && c == '"' {
				k = String
			}
			add(k, i, end)
			i = end
		case mysql && c == '@' && variableEnd(src, i) > 0:
			add(Variable, i, variableEnd(src, i))
			i = variableEnd(src, i)
		case c == '$' && !mysql && DollarTag(src, i) != "":
			tag := DollarTag(src, i)
			end := strings.Index(src[i+len(tag):], tag)
			if end < 0 {
				return fail(i, "unterminated dollar quote %s", tag)
			}
			end += i + 2*len(tag)
			add(String, i, end)
			i = end
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			j := i + 1
			for j < len(src) && (IsIdentByte(src[j]) || src[j] == '.' ||
				(src[j] == '+' || src[j] == '-') && (src[j-1] == 'e' || src[j-1] == 'E')) {
				j++
			}
			add(Number, i, j)
			i = j
		case IsIdentByte(c):
			j := i
			for j < len(src) && IsIdentByte(src[j]) {
				j++
			}
			add(Word, i, j)
			i = j
		case mysql && strings.HasPrefix(src[i:], ":="):
			add(Operator, i, i+2)
			i += 2
		case strings.HasPrefix(src[i:], "::"):
			add(Punct, i, i+2)
			i += 2
		case strings.IndexByte(operatorChars, c) >= 0:
			j := i
			for j < len(src) && strings.IndexByte(operatorChars, src[j]) >= 0 {
				if j > i && (dashComment(j) || strings.HasPrefix(src[j:], "/*") ||
					(portable || mysql) && (src[j] == '#' || src[j] == '`')) {
					break
				}
				j++
			}
			op := src[i:j]
			for len(op) > 1 && strings.ContainsAny(op[len(op)-1:], "+-") && (mysql || !strings.ContainsAny(op, "~!@#%^&|`?")) {
				op = op[:len(op)-1]
			}
			add(Operator, i, i+len(op))
			i += len(op)
		default:
			add(Punct, i, i+1)
			i++
		}
	}
	return toks, nil
}

// Code returns toks without their comments.
func Code(toks []Token) []Token {
	out := make([]Token, 0, len(toks))
	for _, t := range toks {
		if t.Kind != Comment {
			out = append(out, t)
		}
	}
	return out
}

// EString reports whether the quote at offset i opens a PostgreSQL E'...' string, which takes
// backslash escapes as MySQL's strings do: a single quote after an E that ends no longer word.
func EString(src string, i int) bool {
	return src[i] == '\'' && i > 0 && (src[i-1] == 'e' || src[i-1] == 'E') && (i < 2 || !IsIdentByte(src[i-2]))
}

// variableEnd returns the offset after MySQL's @name or @@name at i, or 0 when no name follows.
func variableEnd(src string, i int) int {
	j := i + 1
	if j < len(src) && src[j] == '@' {
		j++
	}
	k := j
	for k < len(src) && IsIdentByte(src[k]) {
		k++
	}
	if k == j {
		return 0
	}
	return k
}

// BlockCommentEnd returns the offset after the block comment that opens at i, or -1 when it is
// not closed. With nest, a /* inside opens a comment the next */ closes (PostgreSQL); without,
// the first */ ends it (MySQL). nested says a /* stood inside.
func BlockCommentEnd(src string, i int, nest bool) (end int, nested bool) {
	depth := 1
	for j := i + 2; j < len(src); {
		switch {
		case strings.HasPrefix(src[j:], "/*"):
			nested = true
			if !nest {
				j++ // MySQL: the * can still close the comment (/* a /*/)
				continue
			}
			depth, j = depth+1, j+2
		case strings.HasPrefix(src[j:], "*/"):
			if depth--; depth == 0 {
				return j + 2, nested
			}
			j += 2
		default:
			j++
		}
	}
	return -1, nested
}

// QuoteEnd returns the offset after the quote that opens at offset i, with the quote character
// doubled to escape it and, with backslash, a backslash escaping the byte after it. escapedQuote
// says whether a backslash stood before the quote character somewhere inside (MySQL reads that as
// an escape, PostgreSQL outside E'...' as the end of the quote). ok is false when the quote is not
// closed; end is then len(src).
func QuoteEnd(src string, i int, backslash bool) (end int, escapedQuote, ok bool) {
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			if !backslash {
				continue
			}
			if j+1 < len(src) && src[j+1] == q {
				escapedQuote = true
			}
			j++
		case q:
			if j+1 < len(src) && src[j+1] == q {
				j++
				continue
			}
			return j + 1, escapedQuote, true
		}
	}
	return len(src), escapedQuote, false
}
