// Package testfmt reads the regression-test formats of DBMS repositories into statements with their
// recorded expected outcomes. Each format lives in its own file, documented at its top: mtr
// (MariaDB/MySQL mysql-test .test + .result), logictest (CockroachDB), sqllogictest (DuckDB/SQLite),
// pgregress (PostgreSQL src/test/regress sql/*.sql + expected/*.out), gms (go-mysql-server's Go test
// tables), gounit (Go unit tests calling SQL function constructors) and plain .sql files.
//
// The package is pure: it parses bytes handed to it and never touches git, the store or a database.
// Every parser keeps the line range of each statement, so the miner can tell which statements a
// commit added or changed.
package testfmt

import (
	"errors"
	"fmt"
)

// Format names, as used by `reaper mine --layout` and recorded with every test.
const (
	MTR          = "mtr"
	LogicTest    = "logictest"
	PGRegress    = "pgregress"
	SQLLogicTest = "sqllogictest"
	GMS          = "gms"
	GoUnit       = "gounit"
	SQL          = "sql"
)

// Outcome kinds of an Expect.
const (
	// ExpectOK: the statement succeeds; the format records no rows for it.
	ExpectOK = "ok"
	// ExpectRows: the statement returns the recorded rows (possibly none).
	ExpectRows = "rows"
	// ExpectError: the statement fails; Error holds what the format records of the error.
	ExpectError = "error"
	// ExpectUnknown: the format records nothing about this statement's outcome.
	ExpectUnknown = "unknown"
)

// Expect is the outcome a regression test records for one statement.
type Expect struct {
	Kind string `json:"kind"`
	// Columns are the column names or type letters where the format records them
	// (mtr and pgregress record names, logictest and sqllogictest type letters such as "ITR").
	Columns []string `json:"columns,omitempty"`
	// Rows are the recorded result rows, one string per cell, exactly as the format prints them
	// (formats print SQL NULL as the text NULL; gms values are rendered from their Go literals).
	Rows [][]string `json:"rows,omitempty"`
	// Sort says how the format compares rows: "" (in order), "rowsort", "valuesort" or "partialsort".
	Sort string `json:"sort,omitempty"`
	// Error is what the format records of an expected error: an error code or SQLSTATE
	// ("ER_NO_SUCH_TABLE", "1146", "42P01"), a message or a pattern, or a Go error kind for gms
	// ("sql.ErrTableNotFound"). Empty when the format only says "an error".
	Error string `json:"error,omitempty"`
	// Warnings are warnings the format records for the statement (gms ExpectedWarning, mtr
	// SHOW WARNINGS output is a statement of its own).
	Warnings []string `json:"warnings,omitempty"`
}

// Statement is one SQL statement of a test file with its recorded outcome.
type Statement struct {
	SQL string `json:"sql"`
	// Line and EndLine are the 1-based lines the statement (with its directives and, for formats
	// that inline results, its expected output) spans in the test file.
	Line    int `json:"line"`
	EndLine int `json:"end_line"`
	// ResultLine and ResultEndLine are the lines of its recorded output in the companion result file
	// (mtr .result, pgregress expected/*.out); zero when there is none.
	ResultLine    int    `json:"result_line,omitempty"`
	ResultEndLine int    `json:"result_end_line,omitempty"`
	Expect        Expect `json:"expect"`
	// Connection names the client connection the statement runs on when the format has several
	// (mtr `connection con1;`); empty means the default one.
	Connection string `json:"connection,omitempty"`
	// Key is set by the miner on the statements the fix added or changed; parsers leave it false.
	Key bool `json:"key,omitempty"`
	// Was is set by the miner on a key statement the fix kept (the same connection and SQL,
	// whitespace aside) but whose recorded outcome it changed: the outcome recorded before the
	// fix. Parsers leave it nil.
	Was *Expect `json:"was,omitempty"`
}

// Case is a named group of statements that a format runs as a unit: a gms ScriptTest or
// QueryTest. Script formats (mtr, logictest, ...) have no such unit and return none.
type Case struct {
	Name    string `json:"name"`
	Line    int    `json:"line"`
	EndLine int    `json:"end_line"`
	// Setup statements run before the assertions (gms SetUpScript); their outcome is ExpectOK.
	Setup []Statement `json:"setup,omitempty"`
	// Statements are the assertions, with their recorded outcomes.
	Statements []Statement `json:"statements"`
	// UsesFixtures is true when the case relies on the harness's standard databases instead of
	// setting up its own (a gms QueryTest runs against mytable, othertable, ...).
	UsesFixtures bool `json:"uses_fixtures,omitempty"`
	// Skipped is true when the format marks the case as skipped or known broken.
	Skipped bool `json:"skipped,omitempty"`
}

// File is a parsed test file.
type File struct {
	Format string `json:"format"`
	// Statements in file order. For formats with cases, the statements of all cases in order
	// (setup first within each case).
	Statements []Statement `json:"statements"`
	Cases      []Case      `json:"cases,omitempty"`
	// Skipped lists the constructs the parser passed over without running them (mtr --source,
	// --let, sqllogictest loop, ...), one "line N: what" entry each, so a reader sees what the
	// recorded script leaves out.
	Skipped []string `json:"skipped,omitempty"`
}

// ParseError is returned when a test file cannot be read in its format.
type ParseError struct {
	Format string
	Path   string
	Line   int
	Msg    string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%s test %s:%d: %s", e.Format, e.Path, e.Line, e.Msg)
}

// ErrUnsupported marks a construct the format's parser does not support; wrapped in a ParseError.
var ErrUnsupported = errors.New("unsupported construct")

// HarnessDatabase is the database a format's harness runs its tests in, when the tests may name
// it: go-mysql-server's enginetests run in mydb and some statements say mydb.t. "" for formats
// whose tests never name their database.
func HarnessDatabase(format string) string {
	if format == "gms" {
		return "mydb"
	}
	return ""
}
