package duckdb

import (
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

// Parse parses one DuckDB statement, optionally followed
// by a semicolon, and returns the root of its parse tree (a *RootContext).
//
// It runs in two stages because most statements need no full-context
// prediction: first SLL prediction with a bail-out error strategy (fast),
// and only when that fails a full LL reparse that collects the first error
// with its position. Parse never panics; an internal failure of the
// runtime is returned as an error.
func Parse(sql string) (tree antlr.ParserRuleContext, err error) {
	defer func() {
		if r := recover(); r != nil {
			tree = nil
			err = fmt.Errorf("duckdb: internal parser failure: %v", r)
		}
	}()
	if t, ok := parseSLL(sql); ok {
		return t, nil
	}
	return parseLL(sql)
}

func newParser(sql string) *DuckDBParser {
	lx := newDollarLexer(sql)
	lx.RemoveErrorListeners()
	p := NewDuckDBParser(antlr.NewCommonTokenStream(lx, antlr.TokenDefaultChannel))
	p.RemoveErrorListeners()
	return p
}

// parseSLL is the fast stage; a false result only means "retry with LL".
func parseSLL(sql string) (tree antlr.ParserRuleContext, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, bail := r.(bailout); !bail {
				panic(r) // a runtime failure; Parse turns it into an error
			}
			tree, ok = nil, false
		}
	}()
	p := newParser(sql)
	p.SetErrorHandler(bailStrategy{antlr.NewDefaultErrorStrategy()})
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	t := p.Root()
	if p.HasError() {
		return nil, false
	}
	return t, true
}

// bailout is the panic value bailStrategy uses to abandon a parse.
type bailout struct{}

// bailStrategy abandons the parse at the first error. It must unwind by
// panicking: the generated rules clear a recorded error (SetError(nil))
// after calling Recover, so an error that is only recorded lets an
// enclosing loop such as "mergeWhenClause+" retry the same token forever.
// (The Go runtime's own BailErrorStrategy in v4.13.1 records the error that
// way and also prints "unknown recognition error type" to stdout.)
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
}

func (bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

func (bailStrategy) Recover(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

func (bailStrategy) RecoverInline(antlr.Parser) antlr.Token { panic(bailout{}) }

func (bailStrategy) Sync(antlr.Parser) {}

func parseLL(sql string) (antlr.ParserRuleContext, error) {
	p := newParser(sql)
	el := &errorCollector{}
	p.AddErrorListener(el)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	t := p.Root()
	if el.err != nil {
		return nil, el.err
	}
	return t, nil
}

// errorCollector keeps the first syntax error; later ones are usually
// consequences of the first.
type errorCollector struct {
	*antlr.DefaultErrorListener
	err *SyntaxError
}

func (c *errorCollector) SyntaxError(_ antlr.Recognizer, offending interface{}, line, column int, msg string, _ antlr.RecognitionException) {
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
	// "expecting {...}" can list hundreds of keywords; keep messages short.
	msg = strings.TrimSpace(msg)
	if len(msg) > 160 {
		msg = msg[:160] + "...}"
	}
	c.err = &SyntaxError{Line: line, Column: column, Token: text, Msg: msg}
}
