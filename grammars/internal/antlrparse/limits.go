package antlrparse

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/antlr4-go/antlr/v4"
)

// Defaults of Limits. A statement of a regression test is rarely past a few KiB; the sizes that
// stall a parse come from generated scripts (a bulk INSERT, a stress test of nesting). Below
// these bounds the generated parsers answer in well under a second (grammars' BenchmarkParseShapes).
const (
	DefaultMaxBytes = 256 << 10
	DefaultMaxDepth = 256
	DefaultTimeout  = 10 * time.Second
)

// checkEvery is how many token fetches pass between two looks at the clock and the context: a
// look costs tens of nanoseconds, a fetch a few, and 1,024 fetches take well under a millisecond.
const checkEvery = 1024

// Limits bound one parse. ANTLR's adaptive prediction can look ahead to the end of a nested
// construct at every level of it, so time grows with the square of the nesting, and a parse
// cannot be stopped from outside: the limits are checked inside it, as tokens are lexed and
// read, and a parse past one ends with a *LimitError.
type Limits struct {
	// MaxBytes is the longest statement parsed, in bytes; a longer one is refused before it is
	// lexed. Default DefaultMaxBytes.
	MaxBytes int
	// MaxDepth is the deepest nesting of brackets, ( and [, parsed; the statement is lexed
	// first, so a deeper one is refused before the parser starts. Default DefaultMaxDepth.
	MaxDepth int
	// Timeout bounds the parse's time. Default DefaultTimeout; a deadline of the context given
	// to ParseLimited that comes sooner wins.
	Timeout time.Duration
}

// Validate fills defaults and rejects negative values.
func (l *Limits) Validate() error {
	if l.MaxBytes < 0 || l.MaxDepth < 0 || l.Timeout < 0 {
		return errors.New("parse limits must not be negative")
	}
	if l.MaxBytes == 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = DefaultMaxDepth
	}
	if l.Timeout == 0 {
		l.Timeout = DefaultTimeout
	}
	return nil
}

// The limits a LimitError names.
const (
	LimitBytes = "size"
	LimitDepth = "depth"
	LimitTime  = "time"
)

// LimitError is a statement refused, or a parse abandoned, for exceeding one of its Limits.
type LimitError struct {
	// Limit is LimitBytes, LimitDepth or LimitTime.
	Limit string
	// Value is what was found (bytes, nesting depth, or elapsed time) and Max the limit, both
	// formatted with their units.
	Value, Max string
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("statement over the parse %s limit: %s, limit %s", e.Limit, e.Value, e.Max)
}

// Size formats a byte count for messages: bytes below 1 KiB, else KiB or MiB with at most one
// decimal.
func Size(n int) string {
	unit, div := "MiB", float64(1<<20)
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		unit, div = "KiB", 1<<10
	}
	return strconv.FormatFloat(math.Round(float64(n)/div*10)/10, 'f', -1, 64) + " " + unit
}

// stopped is the panic value a guard unwinds a parse with; Parse returns its error.
type stopped struct{ err error }

// guard watches one parse: the lexer's bracket depth, the clock and the context.
type guard struct {
	ctx      context.Context
	lim      Limits
	start    time.Time
	deadline time.Time
	fetches  int
	depth    int
}

func newGuard(ctx context.Context, lim Limits) *guard {
	g := &guard{ctx: ctx, lim: lim, start: time.Now()}
	g.deadline = g.start.Add(lim.Timeout)
	if d, ok := ctx.Deadline(); ok && d.Before(g.deadline) {
		g.deadline = d
	}
	return g
}

// tick counts a token fetch and every checkEvery fetches checks the clock and the context.
func (g *guard) tick() {
	g.fetches++
	if g.fetches%checkEvery == 0 {
		g.check()
	}
}

// check stops the parse past its deadline or once its context is done.
func (g *guard) check() {
	now := time.Now()
	if now.After(g.deadline) {
		// The context's own deadline is reported as the limit it is: the caller's budget.
		panic(stopped{&LimitError{Limit: LimitTime, Value: now.Sub(g.start).Round(time.Millisecond).String(),
			Max: g.deadline.Sub(g.start).Round(time.Millisecond).String()}})
	}
	if err := g.ctx.Err(); err != nil {
		panic(stopped{err})
	}
}

// token follows the bracket depth over a lexed token.
func (g *guard) token(t antlr.Token) {
	g.tick()
	if t.GetStart() != t.GetStop() {
		return
	}
	switch t.GetText() {
	case "(", "[":
		g.depth++
		if g.depth > g.lim.MaxDepth {
			panic(stopped{&LimitError{Limit: LimitDepth, Value: fmt.Sprintf("more than %d nested brackets", g.lim.MaxDepth),
				Max: fmt.Sprintf("%d", g.lim.MaxDepth)}})
		}
	case ")", "]":
		g.depth--
	}
}

// guardedLexer is a lexer whose tokens the guard sees. The generated lexers are reached through
// the antlr.Lexer interface, so embedding keeps every other method.
type guardedLexer struct {
	antlr.Lexer
	g *guard
}

func (l guardedLexer) NextToken() antlr.Token {
	t := l.Lexer.NextToken()
	l.g.token(t)
	return t
}

// guardedStream is a token stream that ticks the guard on every read. The parser and its
// prediction read tokens only through the antlr.TokenStream interface, so a parse that keeps
// predicting over the same tokens still meets the clock.
type guardedStream struct {
	*antlr.CommonTokenStream
	g *guard
}

func (s guardedStream) LA(i int) int {
	s.g.tick()
	return s.CommonTokenStream.LA(i)
}

func (s guardedStream) LT(i int) antlr.Token {
	s.g.tick()
	return s.CommonTokenStream.LT(i)
}

func (s guardedStream) Consume() {
	s.g.tick()
	s.CommonTokenStream.Consume()
}
