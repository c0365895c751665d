package grammars

import (
	"context"
	"io/fs"

	"github.com/antlr4-go/antlr/v4"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/grammars/duckdb"
	"github.com/reaper-sql/reaper/grammars/internal/antlrparse"
	"github.com/reaper-sql/reaper/grammars/mysql"
	"github.com/reaper-sql/reaper/grammars/postgres"
)

// grammar is a grammar of this project's: its sources and its generated parser.
type grammar struct {
	sources     fs.FS
	parse       func(context.Context, string, Limits) (antlr.ParserRuleContext, error)
	ruleNames   func() []string
	symbolNames func() []string
}

var dialects = map[dialect.Dialect]grammar{
	dialect.MySQL:    {mysql.Grammar, mysql.ParseLimited, mysql.RuleNames, mysql.SymbolicNames},
	dialect.Postgres: {postgres.Grammar, postgres.ParseLimited, postgres.RuleNames, postgres.SymbolicNames},
	dialect.DuckDB:   {duckdb.Grammar, duckdb.ParseLimited, duckdb.RuleNames, duckdb.SymbolicNames},
}

// lookup finds a dialect's grammar; a dialect without one is an error that names the known ones.
func lookup(d dialect.Dialect) (grammar, error) {
	if err := d.Check(); err != nil {
		return grammar{}, err
	}
	return dialects[d], nil
}

// Dialect returns the graph of a dialect's grammar.
func Dialect(name dialect.Dialect) (*Graph, error) {
	d, err := lookup(name)
	if err != nil {
		return nil, err
	}
	files, err := fs.Glob(d.sources, "*.g4")
	if err != nil {
		return nil, err
	}
	var srcs []Source
	for _, f := range files {
		b, err := fs.ReadFile(d.sources, f)
		if err != nil {
			return nil, err
		}
		srcs = append(srcs, Source{Name: f, Text: string(b)})
	}
	return LoadG4(srcs...)
}

// Limits bound one parse: the statement's size, its nesting of brackets, the parse's time (see
// antlrparse.Limits). The zero value means the defaults: 256 KiB, 256 levels, 10 seconds.
type Limits = antlrparse.Limits

// DefaultMaxBytes and DefaultMaxDepth are the default Limits on a statement's size and nesting,
// which the stages that parse take as their own caps, so that a statement they accept parses.
const (
	DefaultMaxBytes = antlrparse.DefaultMaxBytes
	DefaultMaxDepth = antlrparse.DefaultMaxDepth
)

// LimitError is a statement refused, or a parse abandoned, past one of its Limits.
type LimitError = antlrparse.LimitError

// Size formats a byte count the way a LimitError does, for messages about the same limits.
var Size = antlrparse.Size

// Parse parses one statement of a dialect (a trailing ';' allowed) within the default Limits. A
// statement that does not parse is an error that gives its line, column and offending token.
func Parse(dialectName dialect.Dialect, sql string) (antlr.ParserRuleContext, error) {
	d, err := lookup(dialectName)
	if err != nil {
		return nil, err
	}
	return d.parse(context.Background(), sql, Limits{})
}

// Tree renders a parse tree of a dialect as a LISP-style string.
func Tree(dialectName dialect.Dialect, tree antlr.Tree) string {
	d, err := lookup(dialectName)
	if err != nil {
		return ""
	}
	return antlr.TreesStringTree(tree, d.ruleNames(), nil)
}
