// Package antlrparse holds what the ANTLR-generated SQL parsers (postgres, duckdb, mysql) share
// around their generated code: the two-stage parse, the first-error collector and the lexer
// wrapper for dollar-quoted strings. The dialect packages supply their generated constructors
// and keep their own exported API.
package antlrparse

import (
	"context"
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// SyntaxError describes the first syntax error found in a statement.
// Line is 1-based and Column 0-based, as ANTLR reports them.
type SyntaxError struct {
	Line   int
	Column int
	Token  string // text of the offending token, "<EOF>" at end of input
	Msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%d:%d: syntax error at %q: %s", e.Line, e.Column, e.Token, e.Msg)
}

// Dialect is what Parse needs of one generated grammar. P is the generated parser type.
type Dialect[P antlr.Parser] struct {
	// Failure begins the error an internal failure of the runtime is returned as
	// ("<Failure>: <panic value>"), so that the caller can tell which parser failed.
	Failure string
	// NewLexer returns the lexer for a statement (the generated one, or a wrapper of it).
	NewLexer func(sql string) antlr.Lexer
	// NewParser is the generated parser constructor.
	NewParser func(antlr.TokenStream) P
	// Root runs the top rule.
	Root func(P) antlr.ParserRuleContext
	// LexerErrors makes a lexical error a syntax error of its own, reported before any error
	// of the parser. Without it the lexer is silent and a bad character surfaces as the
	// parser's error at the token it leaves.
	LexerErrors bool
	// Shorten rewrites ANTLR's messages, whose "expecting {...}" can list hundreds of tokens.
	Shorten func(msg string) string
}

// ParseLimited parses sql with the top rule and returns its parse tree.
//
// It runs in two stages because most statements need no full-context prediction: first SLL
// prediction with a bail-out error strategy (fast), and only when that fails a full LL reparse,
// so that a statement SLL cannot decide still parses and a real error gets an exact position.
// It never panics; an internal failure of the runtime is returned as an error, so callers can
// go on with other statements. A syntax error is returned as a *SyntaxError, a statement
// past lim as a *LimitError, and the context's error when it is cancelled mid-parse.
func ParseLimited[P antlr.Parser](ctx context.Context, d Dialect[P], sql string, lim Limits) (tree antlr.ParserRuleContext, err error) {
	if err := lim.Validate(); err != nil {
		return nil, err
	}
	if len(sql) > lim.MaxBytes {
		return nil, &LimitError{Limit: LimitBytes, Value: Size(len(sql)), Max: Size(lim.MaxBytes)}
	}
	defer func() {
		if r := recover(); r != nil {
			if s, ok := r.(stopped); ok {
				tree, err = nil, s.err
				return
			}
			tree, err = nil, fmt.Errorf("%s: %v", d.Failure, r)
		}
	}()
	g := newGuard(ctx, lim)
	// A parse asked for after its deadline (a budget spent on earlier statements) starts none.
	g.check()
	lexer := d.NewLexer(sql)
	lexer.RemoveErrorListeners()
	lexErrs := newErrorCollector(d.Shorten)
	if d.LexerErrors {
		lexer.AddErrorListener(lexErrs)
	}
	common := antlr.NewCommonTokenStream(guardedLexer{lexer, g}, antlr.TokenDefaultChannel)
	// Lexing the whole statement first measures its nesting before the parser, whose time
	// grows with it, starts.
	common.Fill()
	tokens := guardedStream{common, g}

	if t, ok := parseSLL(d, tokens); ok && lexErrs.err == nil {
		return t, nil
	}

	// The tokens are lexed once and replayed; the LL stage needs a fresh parser because the
	// bailed one keeps the cancelled error state.
	tokens.Seek(0)
	p := d.NewParser(tokens)
	p.RemoveErrorListeners()
	errs := newErrorCollector(d.Shorten)
	p.AddErrorListener(errs)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	t := d.Root(p)
	switch {
	case lexErrs.err != nil:
		return nil, lexErrs.err
	case errs.err != nil:
		return nil, errs.err
	}
	return t, nil
}

// parseSLL is the fast stage; a false result only means "retry with LL". bailout is the only
// panic it recovers.
func parseSLL[P antlr.Parser](d Dialect[P], tokens antlr.TokenStream) (tree antlr.ParserRuleContext, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, bail := r.(bailout); !bail {
				panic(r) // a runtime failure; Parse turns it into an error
			}
			tree, ok = nil, false
		}
	}()
	p := d.NewParser(tokens)
	p.RemoveErrorListeners()
	p.SetErrorHandler(bailStrategy{antlr.NewDefaultErrorStrategy()})
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	t := d.Root(p)
	if p.HasError() {
		return nil, false
	}
	return t, true
}

// bailout is the panic value bailStrategy uses to abandon a parse.
type bailout struct{}

// bailStrategy abandons the parse at the first error. It must unwind by panicking: the
// generated rules clear a recorded error (SetError(nil)) after calling Recover, so an error that
// is only recorded lets an enclosing loop such as "mergeWhenClause+" retry the same token
// forever. (The Go runtime's own BailErrorStrategy in v4.13.1 records the error that way, and
// the enclosing rules then report it and try to recover from it, which prints
// "unknown recognition error type" to stdout and can panic inside the runtime.)
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
}

// ReportError aborts the parse: the LL stage reports the error. The generated rules call it
// just before Recover.
func (bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

// Recover aborts the parse.
func (bailStrategy) Recover(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

// RecoverInline aborts the parse instead of inserting or deleting a token.
func (bailStrategy) RecoverInline(antlr.Parser) antlr.Token { panic(bailout{}) }

// Sync does nothing, so that errors surface at the failing decision.
func (bailStrategy) Sync(antlr.Parser) {}

// errorCollector keeps the first syntax error, lexical or syntactic; later ones are usually
// consequences of the first.
type errorCollector struct {
	*antlr.DefaultErrorListener
	shorten func(string) string
	err     *SyntaxError
}

func newErrorCollector(shorten func(string) string) *errorCollector {
	return &errorCollector{DefaultErrorListener: antlr.NewDefaultErrorListener(), shorten: shorten}
}

func (c *errorCollector) SyntaxError(_ antlr.Recognizer, offending any, line, column int, msg string, _ antlr.RecognitionException) {
	if c.err != nil {
		return
	}
	text := ""
	if tok, ok := offending.(antlr.Token); ok && tok != nil {
		if tok.GetTokenType() == antlr.TokenEOF {
			text = "<EOF>"
		} else {
			text = tok.GetText()
		}
	}
	c.err = &SyntaxError{Line: line, Column: column, Token: text, Msg: c.shorten(msg)}
}

// Truncate is a Dialect.Shorten that trims msg and cuts it at 160 bytes, closing the cut
// "expecting {...}" set.
func Truncate(msg string) string {
	msg = strings.TrimSpace(msg)
	if len(msg) > 160 {
		msg = msg[:160] + "...}"
	}
	return msg
}
