// Package postgres holds a project-written ANTLR4 grammar for the PostgreSQL
// family (PostgreSQL 15+, CockroachDB), the Go parser generated from it by
// antlr-ng, and a small API (Parse) around it.
package postgres

// The generated parser ends every rule with an unreachable
// "goto errorExit" that keeps the label used; go vet rejects unreachable
// code, so the sed step moves that goto in front of the label, where it is
// reachable and still harmless. gofmt then normalizes the output, and genheader
// marks it generated.
//go:generate npx -y antlr-ng@1.0.10 -Dlanguage=Go -p postgres -o . PostgresLexer.g4 PostgresParser.g4
//go:generate sed -i -e "/^\tgoto errorExit \\/\\/ Trick/d" -e "s/^errorExit:$/\tgoto errorExit\\nerrorExit:/" postgres_parser.go
//go:generate gofmt -w postgres_lexer.go postgres_parser.go postgresparser_listener.go postgresparser_base_listener.go
//go:generate go run ../internal/genheader PostgresLexer.g4 postgres_lexer.go
//go:generate go run ../internal/genheader PostgresParser.g4 postgres_parser.go postgresparser_listener.go postgresparser_base_listener.go
//go:generate rm -f PostgresLexer.interp PostgresLexer.tokens PostgresParser.interp PostgresParser.tokens
