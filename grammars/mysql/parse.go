package mysql

import (
	"context"
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/reaper-sql/reaper/grammars/internal/antlrparse"
)

// SyntaxError is the first syntax error found in a statement. Its fields are those of
// antlrparse.SyntaxError, in the same order, so that Parse can convert one to the other.
type SyntaxError struct {
	// Line (1-based) and Column (0-based, in characters) of the offending token.
	Line, Column int
	// Token is the offending token's text, "<EOF>" at the end of input.
	Token string
	// Msg is ANTLR's message, which names the expected tokens where it knows them.
	Msg string
}

// Error formats the error as line:column: message.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%d:%d: %s", e.Line, e.Column, e.Msg)
}

// shortenExpected rewrites the "expecting {...}" set of an ANTLR message: where a name is
// expected, the hundreds of keywords that can serve as one become the single entry
// "identifier"; other long sets are cut.
func shortenExpected(msg string) string {
	i := strings.Index(msg, "expecting {")
	if i < 0 || !strings.HasSuffix(msg, "}") {
		return msg
	}
	head, set := msg[:i+len("expecting {")], msg[i+len("expecting {"):len(msg)-1]
	items := strings.Split(set, ", ")
	if len(items) <= 12 {
		return msg
	}
	named := false
	for _, it := range items {
		if it == "IDENTIFIER" {
			named = true
		}
	}
	var keep []string
	if named {
		keep = append(keep, "identifier")
		for _, it := range items {
			switch {
			case it == "IDENTIFIER" || it == "BACKTICK_IDENTIFIER" || it == "DQUOTED_STRING":
			case len(it) > 2 && it[0] == '\'' && isWordChar(it[1]):
			default:
				keep = append(keep, it)
			}
		}
	} else {
		keep = items
	}
	if len(keep) > 24 {
		keep = append(keep[:24:24], "...")
	}
	return head + strings.Join(keep, ", ") + "}"
}

func isWordChar(b byte) bool {
	return b == '_' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// dialect plugs the generated lexer and parser into the shared two-stage parse. Unlike
// postgres, a lexical error (such as an unterminated string) is an error of its own.
var dialect = antlrparse.Dialect[*MySQLParser]{
	Failure:     "mysql: parser panic",
	NewLexer:    func(sql string) antlr.Lexer { return NewMySQLLexer(antlr.NewInputStream(sql)) },
	NewParser:   func(ts antlr.TokenStream) *MySQLParser { return NewMySQLParser(ts) },
	Root:        func(p *MySQLParser) antlr.ParserRuleContext { return p.Root() },
	LexerErrors: true,
	Shorten:     shortenExpected,
}

// predictions bounds the parser's shared prediction caches, which would otherwise grow for as
// long as the process parses.
var predictions = antlrparse.Cache{NewParser: func() antlr.Parser { return NewMySQLParser(nil) }}

// Parse parses one statement, optionally followed by ';', and returns its parse tree (a
// *RootContext).
//
// It predicts with SLL and a bail-out error strategy first, which is fast and right for almost
// every statement; only when that fails does it reparse with full LL and error reporting, so
// that a statement SLL cannot decide still parses and a real error gets an exact position (see
// antlrparse.ParseLimited). It runs within the default antlrparse.Limits.
func Parse(sql string) (antlr.ParserRuleContext, error) {
	return ParseLimited(context.Background(), sql, antlrparse.Limits{})
}

// ParseLimited is Parse within lim, the limits on the statement's size, its nesting and the
// parse's time; a statement past one is a *antlrparse.LimitError (see antlrparse.ParseLimited).
func ParseLimited(ctx context.Context, sql string, lim antlrparse.Limits) (antlr.ParserRuleContext, error) {
	defer predictions.Enter()()
	tree, err := antlrparse.ParseLimited(ctx, dialect, sql, lim)
	if se, ok := err.(*antlrparse.SyntaxError); ok {
		return nil, (*SyntaxError)(se)
	}
	return tree, err
}
