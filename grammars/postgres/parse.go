package postgres

import (
	"context"

	"github.com/antlr4-go/antlr/v4"

	"github.com/reaper-sql/reaper/grammars/internal/antlrparse"
)

// SyntaxError describes the first syntax error found in a statement.
// Line is 1-based and Column 0-based, as ANTLR reports them.
type SyntaxError = antlrparse.SyntaxError

// dialect plugs the generated lexer and parser into the shared two-stage parse. The lexer is
// wrapped to lex dollar-quoted strings whole, which the grammar cannot.
var dialect = antlrparse.Dialect[*PostgresParser]{
	Failure: "postgres: internal parser failure",
	NewLexer: func(sql string) antlr.Lexer {
		lx := NewPostgresLexer(antlr.NewInputStream(sql))
		return antlrparse.NewDollarLexer(lx, lx.BaseLexer, sql, PostgresLexerDOLLAR_OPEN, PostgresLexerDOLLAR_STRING)
	},
	NewParser: func(ts antlr.TokenStream) *PostgresParser { return NewPostgresParser(ts) },
	Root:      func(p *PostgresParser) antlr.ParserRuleContext { return p.Root() },
	Shorten:   antlrparse.Truncate,
}

// predictions bounds the parser's shared prediction caches, which would otherwise grow for as
// long as the process parses.
var predictions = antlrparse.Cache{NewParser: func() antlr.Parser { return NewPostgresParser(nil) }}

// Parse parses one PostgreSQL or CockroachDB statement, optionally followed by a semicolon, and returns the root of
// its parse tree (a *RootContext).
//
// It predicts with SLL and a bail-out error strategy first, and only when that fails reparses
// with full LL to find the first error with its position (see antlrparse.ParseLimited), within the
// default antlrparse.Limits. Parse never panics; an internal failure of the runtime is returned
// as an error.
func Parse(sql string) (antlr.ParserRuleContext, error) {
	return ParseLimited(context.Background(), sql, antlrparse.Limits{})
}

// ParseLimited is Parse within lim, the limits on the statement's size, its nesting and the
// parse's time; a statement past one is a *antlrparse.LimitError (see antlrparse.ParseLimited).
func ParseLimited(ctx context.Context, sql string, lim antlrparse.Limits) (antlr.ParserRuleContext, error) {
	defer predictions.Enter()()
	return antlrparse.ParseLimited(ctx, dialect, sql, lim)
}
