package antlrparse

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// DollarLexer wraps a generated lexer to finish dollar-quoted strings.
// The grammar lexes only the opening delimiter ($$ or $tag$) as its open token,
// because "the closing tag equals the opening tag" is not context-free; here
// the body is scanned up to the matching delimiter and the whole literal is
// returned as one token of the string type. Embedding keeps every other
// method of the generated lexer.
type DollarLexer struct {
	antlr.Lexer
	base      *antlr.BaseLexer // the generated lexer's, for its input and line/column state
	src       []rune           // the whole input, indexed like the CharStream
	open, str int              // the token types of the opening delimiter and of the literal
}

// NewDollarLexer wraps inner, a generated lexer of input whose BaseLexer is base, turning each
// token of type open into a whole dollar-quoted literal of type str.
func NewDollarLexer(inner antlr.Lexer, base *antlr.BaseLexer, input string, open, str int) *DollarLexer {
	return &DollarLexer{Lexer: inner, base: base, src: []rune(input), open: open, str: str}
}

// NextToken returns the next token, replacing an open token by a complete
// literal. An unterminated dollar quote is left as the open token, which
// no parser rule accepts, so it is reported as a syntax error.
func (d *DollarLexer) NextToken() antlr.Token {
	tok := d.Lexer.NextToken()
	if tok.GetTokenType() != d.open {
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
	d.base.GetInputStream().Seek(stop + 1)
	if sim, ok := d.base.Interpreter.(*antlr.LexerATNSimulator); ok {
		body := d.src[bodyStart : stop+1]
		if nl := strings.Count(string(body), "\n"); nl > 0 {
			sim.Line += nl
			sim.CharPositionInLine = len(body) - 1 - lastIndexRune(body, '\n')
		} else {
			sim.CharPositionInLine += len(body)
		}
	}
	return d.base.GetTokenFactory().Create(d.base.GetTokenSourceCharStreamPair(), d.str, text,
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
