package mysql

import "embed"

// Grammar holds the grammar sources the parser is generated from, for the grammar graph.
//
//go:embed MySQLLexer.g4 MySQLParser.g4
var Grammar embed.FS

// RuleNames are the parser's rule names, indexed as in parse trees.
func RuleNames() []string { return NewMySQLParser(nil).RuleNames }

// SymbolicNames are the token names, indexed by token type.
func SymbolicNames() []string { return NewMySQLParser(nil).SymbolicNames }
