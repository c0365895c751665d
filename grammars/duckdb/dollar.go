package duckdb

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// dollarLexer wraps the generated lexer to finish dollar-quoted strings.
// The grammar lexes only the opening delimiter ($$ or $tag$) as DOLLAR_OPEN,
// because "the closing tag equals the opening tag" is not context-free; here
// the body is scanned up to the matching delimiter and the whole literal is
// returned as one DOLLAR_STRING token. Embedding keeps every other
// TokenSource method of the generated lexer.
type dollarLexer struct {
	*DuckDBLexer
	src []rune // the whole input, indexed like the CharStream
}

func newDollarLexer(input string) *dollarLexer {
	src := []rune(input)
	lx := NewDuckDBLexer(antlr.NewInputStream(input))
	return &dollarLexer{DuckDBLexer: lx, src: src}
}

// NextToken returns the next token, replacing a DOLLAR_OPEN by a complete
// DOLLAR_STRING. An unterminated dollar quote is left as DOLLAR_OPEN, which
// no parser rule accepts, so it is reported as a syntax error.
func (d *dollarLexer) NextToken() antlr.Token {
	tok := d.DuckDBLexer.NextToken()
	if tok.GetTokenType() != DuckDBLexerDOLLAR_OPEN {
		return tok
	}
	tag := []rune(tok.GetText())
	bodyStart := tok.GetStop() + 1
	end := indexRunes(d.src, tag, bodyStart)
	if end < 0 {
		return tok
	}
	stop := end + len(tag) - 1
	text := string(d.src[tok.GetStart() : stop+1])
	// Move the lexer past the literal and keep its line/column in step so
	// later tokens report correct positions.
	d.GetInputStream().Seek(stop + 1)
	if sim, ok := d.Interpreter.(*antlr.LexerATNSimulator); ok {
		body := d.src[bodyStart : stop+1]
		if nl := strings.Count(string(body), "\n"); nl > 0 {
			sim.Line += nl
			sim.CharPositionInLine = len(body) - 1 - lastIndexRune(body, '\n')
		} else {
			sim.CharPositionInLine += len(body)
		}
	}
	return d.GetTokenFactory().Create(d.GetTokenSourceCharStreamPair(), DuckDBLexerDOLLAR_STRING, text,
		antlr.TokenDefaultChannel, tok.GetStart(), stop, tok.GetLine(), tok.GetColumn())
}

// indexRunes returns the first index >= from where needle occurs in hay, or -1.
func indexRunes(hay, needle []rune, from int) int {
outer:
	for i := from; i+len(needle) <= len(hay); i++ {
		for j, r := range needle {
			if hay[i+j] != r {
				continue outer
			}
		}
		return i
	}
	return -1
}

func lastIndexRune(s []rune, r rune) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == r {
			return i
		}
	}
	return -1
}
