package duckdb

import "embed"

// Grammar holds the grammar sources the parser is generated from, for the grammar graph.
//
//go:embed DuckDBLexer.g4 DuckDBParser.g4
var Grammar embed.FS

// RuleNames are the parser's rule names, indexed as in parse trees.
func RuleNames() []string { return NewDuckDBParser(nil).RuleNames }

// SymbolicNames are the token names, indexed by token type.
func SymbolicNames() []string { return NewDuckDBParser(nil).SymbolicNames }
