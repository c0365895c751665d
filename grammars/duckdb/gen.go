// Package duckdb holds a project-written ANTLR4 grammar for DuckDB's SQL
// (DuckDB 1.5), the Go parser generated from it by antlr-ng, and a small API
// (Parse) around it.
package duckdb

// The generated parser ends every rule with an unreachable
// "goto errorExit" that keeps the label used; go vet rejects unreachable
// code, so the sed step moves that goto in front of the label, where it is
// reachable and still harmless. gofmt then normalizes the output, and genheader
// marks it generated.
//go:generate npx -y antlr-ng@1.0.10 -Dlanguage=Go -p duckdb -o . DuckDBLexer.g4 DuckDBParser.g4
//go:generate sed -i -e "/^\tgoto errorExit \\/\\/ Trick/d" -e "s/^errorExit:$/\tgoto errorExit\\nerrorExit:/" duckdb_parser.go
//go:generate gofmt -w duckdb_lexer.go duckdb_parser.go duckdbparser_listener.go duckdbparser_base_listener.go
//go:generate go run ../internal/genheader DuckDBLexer.g4 duckdb_lexer.go
//go:generate go run ../internal/genheader DuckDBParser.g4 duckdb_parser.go duckdbparser_listener.go duckdbparser_base_listener.go
//go:generate rm -f DuckDBLexer.interp DuckDBLexer.tokens DuckDBParser.interp DuckDBParser.tokens
