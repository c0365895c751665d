package mysql

import (
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// SyntaxError is the first syntax error found in a statement.
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

// errorCollector keeps the first syntax error, lexical or syntactic; later ones are usually
// consequences of the first.
type errorCollector struct {
	*antlr.DefaultErrorListener
	err *SyntaxError
}

func (c *errorCollector) SyntaxError(_ antlr.Recognizer, offending any, line, column int, msg string, _ antlr.RecognitionException) {
	if c.err != nil {
		return
	}
	tok := ""
	if t, ok := offending.(antlr.Token); ok && t != nil {
		if t.GetTokenType() == antlr.TokenEOF {
			tok = "<EOF>"
		} else {
			tok = t.GetText()
		}
	}
	c.err = &SyntaxError{Line: line, Column: column, Token: tok, Msg: shortenExpected(msg)}
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

// Parse parses one statement, optionally followed by ';', and returns its parse tree (a
// *RootContext).
//
// It predicts with SLL and a bail-out error strategy first, which is fast and right for almost
// every statement; only when that fails does it reparse with full LL and error reporting, so
// that a statement SLL cannot decide still parses and a real error gets an exact position.
func Parse(sql string) (tree antlr.ParserRuleContext, err error) {
	defer func() {
		// The generated code should not panic outside the bail strategy, which is handled
		// below; a panic here is a bug in the runtime or grammar, reported as an error so
		// callers can go on with other statements.
		if r := recover(); r != nil {
			tree, err = nil, fmt.Errorf("mysql: parser panic: %v", r)
		}
	}()
	lexer := NewMySQLLexer(antlr.NewInputStream(sql))
	lexer.RemoveErrorListeners()
	lexErrs := &errorCollector{DefaultErrorListener: antlr.NewDefaultErrorListener()}
	lexer.AddErrorListener(lexErrs)
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	p := NewMySQLParser(tokens)
	p.RemoveErrorListeners()
	p.SetErrorHandler(bailStrategy{antlr.NewDefaultErrorStrategy()})
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)

	if root, ok := parseSLL(p); ok && lexErrs.err == nil {
		return root, nil
	}

	// A fresh parser: the bailed one keeps the cancelled error state.
	tokens.Seek(0)
	p = NewMySQLParser(tokens)
	p.RemoveErrorListeners()
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	errs := &errorCollector{DefaultErrorListener: antlr.NewDefaultErrorListener()}
	p.AddErrorListener(errs)
	root := p.Root()
	switch {
	case lexErrs.err != nil:
		return nil, lexErrs.err
	case errs.err != nil:
		return nil, errs.err
	}
	return root, nil
}

// bailout is the panic value bailStrategy aborts the first stage with.
type bailout struct{}

// bailStrategy gives up at the first syntax error by panicking with bailout. The runtime's own
// BailErrorStrategy (v4.13.1) does not unwind: it records a ParseCancellationException that the
// enclosing rules then report and try to recover from, which prints to stderr and can panic
// inside the runtime.
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
}

// ReportError reports nothing: the second stage reports the error.
func (bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) {}

// Recover aborts the parse.
func (bailStrategy) Recover(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

// RecoverInline aborts the parse instead of inserting or deleting a token.
func (bailStrategy) RecoverInline(antlr.Parser) antlr.Token { panic(bailout{}) }

// Sync does nothing, so that errors surface at the failing decision.
func (bailStrategy) Sync(antlr.Parser) {}

// parseSLL runs the first stage; bailout is the only panic it recovers.
func parseSLL(p *MySQLParser) (root antlr.ParserRuleContext, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, bail := r.(bailout); !bail {
				panic(r)
			}
			root, ok = nil, false
		}
	}()
	return p.Root(), true
}
