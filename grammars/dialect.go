package grammars

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/reaper-sql/reaper/grammars/duckdb"
	"github.com/reaper-sql/reaper/grammars/mysql"
	"github.com/reaper-sql/reaper/grammars/postgres"
)

// dialect is a grammar of this project's: its sources and its generated parser.
type dialect struct {
	sources     fs.FS
	parse       func(string) (antlr.ParserRuleContext, error)
	ruleNames   func() []string
	symbolNames func() []string
}

var dialects = map[string]dialect{
	// MySQL 8, MariaDB 10.11+, go-mysql-server.
	"mysql": {mysql.Grammar, mysql.Parse, mysql.RuleNames, mysql.SymbolicNames},
	// PostgreSQL 15+, CockroachDB.
	"postgres": {postgres.Grammar, postgres.Parse, postgres.RuleNames, postgres.SymbolicNames},
	// DuckDB 1.5.
	"duckdb": {duckdb.Grammar, duckdb.Parse, duckdb.RuleNames, duckdb.SymbolicNames},
}

// aliases are dialects read with another's grammar.
var aliases = map[string]string{}

// Dialects lists the dialect families this project has grammars for.
func Dialects() []string {
	var out []string
	for d := range dialects {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}

func lookup(name string) (dialect, error) {
	name = strings.ToLower(name)
	if a, ok := aliases[name]; ok {
		name = a
	}
	d, ok := dialects[name]
	if !ok {
		return dialect{}, fmt.Errorf("no grammar for dialect %q: use %s", name, strings.Join(Dialects(), " or "))
	}
	return d, nil
}

// Dialect returns the graph of a dialect's grammar.
func Dialect(name string) (*Graph, error) {
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

// Parse parses one statement of a dialect (a trailing ';' allowed). A statement that does not
// parse is an error that gives its line, column and offending token.
func Parse(dialectName, sql string) (antlr.ParserRuleContext, error) {
	d, err := lookup(dialectName)
	if err != nil {
		return nil, err
	}
	return d.parse(sql)
}

// Tree renders a parse tree of a dialect as a LISP-style string.
func Tree(dialectName string, tree antlr.Tree) string {
	d, err := lookup(dialectName)
	if err != nil {
		return ""
	}
	return antlr.TreesStringTree(tree, d.ruleNames(), nil)
}
