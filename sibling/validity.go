// Validity checker: how many sibling tests a real target accepts (Reaper paper, evaluation of
// the generated tests).
//
// Invariant. A sibling test is run in isolation (Setup, then Statements, in a fresh database of
// its own) and only the sibling statement, Statements[Key], is judged:
//
//   - syntactically valid: the target's parser accepted it (no error of class "syntax");
//   - semantically valid: it also passed name, type and arity checks (no error of class
//     "semantic": unknown or ambiguous column, table or function, wrong argument count or type,
//     operand column counts, misuse of aggregates and window functions, wrong kind of object).
//
// Any other outcome (ok, a runtime error such as a duplicate key or a division by zero, a crash,
// a hang) means the statement was valid enough to run. A test whose context failed first (a
// setup statement, or an earlier statement the original test expected to succeed, returned an
// error; or the server went down before the sibling statement) does not count as run.
//
// The classification is data, not code: one ordered table of expected errors per product family
// (SQLancer's *Errors classes), each entry a class, an error number, a SQLSTATE and/or a message
// pattern, and why. The first entry that matches wins. Entries were checked by triggering the
// error on MariaDB 10.11, PostgreSQL 15 and go-mysql-server v0.20 (embedded) unless their reason
// says otherwise.
//
// Blind spots. An error no table knows is "other", so an unknown product or a new error code
// counts as valid: Check refuses products without a table. PostgreSQL raises some arity errors
// with SQLSTATE 42601 (syntax_error) from parse analysis; they are told apart by message, and a
// new message of that kind would count as syntax. go-mysql-server reports most errors as 1105
// with a message, so its entries depend on its wording (checked against v0.20.0). MySQL proper
// shares MariaDB's 1xxx codes, but its own 3xxx codes are not in the table: there was no MySQL
// server to check them against.
package sibling

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
)

// Classes of a sibling statement's result.
const (
	// ClassOK: the statement ran without error.
	ClassOK = "ok"
	// ClassSyntax: the target's parser rejected the statement.
	ClassSyntax = "syntax"
	// ClassSemantic: the statement parsed but failed a name, type or arity check.
	ClassSemantic = "semantic"
	// ClassOther: any other error, a crash or a hang: the statement was valid enough to run.
	ClassOther = "other"
	// ClassNotRun: the sibling statement was not run, or its context failed first (Outcome only;
	// Classify never returns it).
	ClassNotRun = "not run"
)

// ErrorClass is one entry of a table of expected errors: an error matching every non-zero field
// (Code, SQLState, Message) is of class Class.
type ErrorClass struct {
	// Class is ClassSyntax or ClassSemantic.
	Class string
	// Code is the MySQL-protocol error number; 0 matches any.
	Code int
	// SQLState is the five-character SQLSTATE; "" matches any.
	SQLState string
	// Message matches the error message; nil matches any.
	Message *regexp.Regexp
	// Reason says what the error is and why it belongs to Class.
	Reason string
}

func (e ErrorClass) matches(r dbms.Result) bool {
	return (e.Code == 0 || e.Code == r.Code) &&
		(e.SQLState == "" || e.SQLState == r.SQLState) &&
		(e.Message == nil || e.Message.MatchString(r.Message))
}

func code(class string, n int, reason string) ErrorClass {
	return ErrorClass{Class: class, Code: n, Reason: reason}
}

func state(class, s, reason string) ErrorClass {
	return ErrorClass{Class: class, SQLState: s, Reason: reason}
}

func message(class string, n int, pattern, reason string) ErrorClass {
	return ErrorClass{Class: class, Code: n, Message: regexp.MustCompile(pattern), Reason: reason}
}

func stateMessage(class, s, pattern, reason string) ErrorClass {
	return ErrorClass{Class: class, SQLState: s, Message: regexp.MustCompile(pattern), Reason: reason}
}

const (
	syn = ClassSyntax
	sem = ClassSemantic
)

// mysqlErrors are the error numbers MariaDB and MySQL share (the 1xxx range predates the fork).
// Names are those of MariaDB's mysqld_error.h (as printed by perror).
var mysqlErrors = []ErrorClass{
	code(syn, 1064, "ER_PARSE_ERROR: the parser rejected the statement; also native functions whose arity is in the grammar (SUBSTR(), COUNT(*,1))"),
	code(syn, 1149, "ER_SYNTAX_ERROR: generic syntax error (perror only)"),
	code(sem, 1054, "ER_BAD_FIELD_ERROR: unknown column, also an ORDER BY position past the select list"),
	code(sem, 1146, "ER_NO_SUCH_TABLE: unknown table"),
	code(sem, 1049, "ER_BAD_DB_ERROR: unknown database (go-mysql-server: SELECT * FROM nope.t)"),
	code(sem, 1051, "ER_BAD_TABLE_ERROR: unknown table in DROP TABLE or in t.* when t is aliased"),
	code(sem, 1109, "ER_UNKNOWN_TABLE: unknown table in a field list or multi-table statement (perror only)"),
	code(sem, 1305, "ER_SP_DOES_NOT_EXIST: unknown function or procedure"),
	code(sem, 1630, "ER_FUNC_INEXISTENT_NAME_COLLISION: unknown function, a built-in name called with a space before '(' (SUM (a))"),
	code(sem, 1128, "ER_FUNCTION_NOT_DEFINED: unknown user-defined function (perror only)"),
	code(sem, 1582, "ER_WRONG_PARAMCOUNT_TO_NATIVE_FCT: wrong number of arguments to a built-in function"),
	code(sem, 1583, "ER_WRONG_PARAMETERS_TO_NATIVE_FCT: wrong arguments to a built-in function (perror only)"),
	code(sem, 1584, "ER_WRONG_PARAMETERS_TO_STORED_FCT: wrong arguments to a stored function (perror only)"),
	code(sem, 1318, "ER_SP_WRONG_NO_OF_ARGS: wrong number of arguments to a stored function or procedure"),
	code(sem, 1210, "ER_WRONG_ARGUMENTS: wrong argument to a function (NAME_CONST(a, 1))"),
	code(sem, 1052, "ER_NON_UNIQ_ERROR: ambiguous column"),
	code(sem, 1066, "ER_NONUNIQ_TABLE: the same table name or alias twice in FROM"),
	code(sem, 1060, "ER_DUP_FIELDNAME: duplicate column name"),
	code(sem, 1061, "ER_DUP_KEYNAME: duplicate index name"),
	code(sem, 1050, "ER_TABLE_EXISTS_ERROR: the name is already a table in the test's schema"),
	code(sem, 1091, "ER_CANT_DROP_FIELD_OR_KEY: ALTER TABLE drops a column or key that does not exist"),
	code(sem, 1072, "ER_KEY_COLUMN_DOES_NOT_EXIST: index on an unknown column"),
	code(sem, 1111, "ER_INVALID_GROUP_FUNC_USE: aggregate in WHERE or GROUP BY, or nested aggregates"),
	code(sem, 1055, "ER_WRONG_FIELD_WITH_GROUP: column not in GROUP BY under ONLY_FULL_GROUP_BY"),
	code(sem, 1056, "ER_WRONG_GROUP_FIELD: cannot group on the expression (perror only)"),
	code(sem, 1140, "ER_MIX_OF_GROUP_FUNC_AND_FIELDS: aggregates mixed with plain columns without GROUP BY (perror only)"),
	code(sem, 1241, "ER_OPERAND_COLUMNS: operand should contain N column(s)"),
	code(sem, 1222, "ER_WRONG_NUMBER_OF_COLUMNS_IN_SELECT: set operation over different column counts"),
	code(sem, 1136, "ER_WRONG_VALUE_COUNT_ON_ROW: INSERT values do not match the column count"),
	code(sem, 1353, "ER_VIEW_WRONG_LIST: view column list and SELECT list differ in length"),
	code(sem, 1221, "ER_WRONG_USAGE: clauses that may not be combined (WITH ROLLUP and ORDER BY)"),
	code(sem, 1247, "ER_ILLEGAL_REFERENCE: reference to an alias where it is not allowed (perror only)"),
	code(sem, 1193, "ER_UNKNOWN_SYSTEM_VARIABLE: unknown @@variable"),
	code(sem, 1115, "ER_UNKNOWN_CHARACTER_SET: unknown character set"),
	code(sem, 1273, "ER_UNKNOWN_COLLATION: unknown collation"),
	code(sem, 1253, "ER_COLLATION_CHARSET_MISMATCH: collation of another character set"),
	code(sem, 1267, "ER_CANT_AGGREGATE_2COLLATIONS: illegal mix of collations, a type check on strings"),
	code(sem, 1347, "ER_WRONG_OBJECT: the object is not of the kind the statement needs (ALTER VIEW on a table)"),
	code(sem, 1327, "ER_SP_UNDECLARED_VAR: undeclared variable in a routine (perror only)"),
}

// mariadbErrors are MariaDB's own numbers (its 4xxx range; MySQL uses those numbers otherwise),
// then the shared ones.
var mariadbErrors = append([]ErrorClass{
	code(sem, 4078, "ER_ILLEGAL_PARAMETER_DATA_TYPES2_FOR_OPERATION: operand types do not fit the operator, also (1,2) = 1"),
	code(sem, 4079, "ER_ILLEGAL_PARAMETER_DATA_TYPE_FOR_OPERATION: argument type does not fit the function (ST_X(1))"),
	code(sem, 4089, "ER_NOT_SEQUENCE: NEXTVAL/SETVAL of something that is not a sequence"),
	code(sem, 4092, "ER_UNKNOWN_VIEW: DROP VIEW of a table or unknown view"),
	code(sem, 4161, "ER_UNKNOWN_DATA_TYPE: unknown type name in a column definition or CAST"),
	code(sem, 4002, "ER_WITH_COL_WRONG_LIST: CTE column list and SELECT list differ in length"),
	code(sem, 4009, "ER_WRONG_WINDOW_SPEC_NAME: unknown named window"),
	code(sem, 4014, "ER_BAD_COMBINATION_OF_WINDOW_FRAME_BOUND_SPECS: a frame whose start is after its end (BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED PRECEDING)"),
	code(sem, 4015, "ER_WRONG_PLACEMENT_OF_WINDOW_FUNCTION: window function outside SELECT list and ORDER BY"),
	code(sem, 4017, "ER_NOT_ALLOWED_WINDOW_FRAME: a frame on a window function that takes none"),
	code(sem, 4018, "ER_NO_ORDER_LIST_IN_WINDOW_SPEC: window function that needs ORDER BY in its window"),
}, mysqlErrors...)

// gmsErrors are go-mysql-server's: most errors come as 1105 (ER_UNKNOWN_ERROR) with SQLSTATE
// HY000 and a message from vitess's parser or go-mysql-server's sql/errors.go; the MySQL numbers
// it does use mean what they mean in MySQL, so the shared table follows.
var gmsErrors = append([]ErrorClass{
	message(syn, 1105, `^syntax error at position \d+`, "vitess parser error; also arities in the grammar (SUBSTR(), SUM()), window functions without OVER, unknown type names"),
	message(sem, 1105, `^column ".*" could not be found in any table in scope$`, "sql.ErrColumnNotFound: unknown column, also an ORDER BY position past the select list"),
	message(sem, 1105, `^table ".*" does not have column ".*"$`, "sql.ErrTableColumnNotFound: unknown qualified column, or ALTER TABLE DROP COLUMN of one"),
	message(sem, 1105, `^function: '.*' not found$`, "sql.ErrFunctionNotFound: unknown function"),
	message(sem, 1105, `^function '.*' expected .* arguments, .* received$`, "sql.ErrInvalidArgumentNumber: wrong number of arguments"),
	message(sem, 1105, `^ambiguous column name ".*", it's present in all these tables`, "sql.ErrAmbiguousColumnName: ambiguous column"),
	message(sem, 1105, `^Not unique table/alias: `, "sql.ErrDuplicateAliasOrTable: the same table name or alias twice in FROM"),
	message(sem, 1105, `^number of values does not match number of columns provided$`, "sql.ErrInsertIntoMismatchValueCount: INSERT values do not match the column count"),
	message(sem, 1105, `^cannot union two queries whose schemas are different lengths`, "set operation (UNION, INTERSECT) over different column counts"),
	message(sem, 1105, `^In definition of view, derived table or common table expression, SELECT list and column names list have different column counts$`, "sql.ErrColumnCountMismatch: CTE or view column list and SELECT list differ in length"),
	message(sem, 1105, `^Column count doesn't match value count at row \d+$`, "VALUES rows of different lengths"),
	message(sem, 1105, `^expression '.*' doesn't appear in the group by expressions$`, "column not in GROUP BY (go-mysql-server always enforces ONLY_FULL_GROUP_BY)"),
	message(sem, 1105, `^table with name .* already exists$`, "sql.ErrTableAlreadyExists: the name is already a table in the test's schema"),
	message(sem, 1105, `^duplicate column name: `, "sql.ErrDuplicateColumn: duplicate column name"),
	message(sem, 1105, `^Column ".*" already exists$`, "sql.ErrColumnExists: ALTER TABLE adds a column that exists"),
	message(sem, 1105, `^stored procedure ".*" does not exist$`, "CALL of an unknown procedure"),
	message(sem, 1105, `^Unknown system variable '.*'$`, "sql.ErrUnknownSystemVariable: unknown @@variable"),
	message(sem, 1105, `^\S+ received non-point type$`, "spatial.ErrInvalidType: argument type does not fit the function (ST_X(1))"),
}, mysqlErrors...)

// postgresErrors are PostgreSQL's SQLSTATEs (Appendix A, errcodes.txt), also used by CockroachDB.
// Parse analysis raises some arity errors as 42601 syntax_error: they come first, by message.
// duckdbErrors read DuckDB's messages, which carry no code or SQLSTATE but start with the error
// type its exception class names (src/common/exception.cpp): a parser error is syntax; binder
// and catalog errors are the checks of names, types and arity. Conversion, out-of-range and
// invalid-input errors are about values, so a statement that meets them was valid enough to run;
// "Not implemented" is the validator's to judge (package validate's unsupported features).
var duckdbErrors = []ErrorClass{
	message(syn, 0, `^Parser Error: `, "the parser rejected the statement (syntax error at or near, unterminated string)"),
	message(sem, 0, `^Catalog Error: `, "an unknown or duplicate table, function, type, schema or setting"),
	message(sem, 0, `^Binder Error: `, "an unknown column, a function without an overload for the argument types, an aggregate or window where none may be"),
	message(syn, 0, `^Invalid Error: Unnamed parameters cannot come after named parameters`, "a call with a positional argument after a named one"),
	message(sem, 0, `^Conversion Error: Unimplemented type for cast`, "no cast between the types (a list or a boolean to a number)"),
}

var postgresErrors = []ErrorClass{
	stateMessage(sem, "42601", `^subquery (must return only one column|has too many columns|has too few columns)$`, "syntax_error raised by parse analysis: a subquery's column count"),
	stateMessage(sem, "42601", `^(INSERT|UPDATE) has more (expressions than target columns|target columns than expressions)$`, "syntax_error raised by parse analysis: INSERT values do not match the column count"),
	stateMessage(sem, "42601", `^each (UNION|INTERSECT|EXCEPT) query must have the same number of columns$`, "syntax_error raised by parse analysis: set operation over different column counts"),
	stateMessage(sem, "42601", `^VALUES lists must all be the same length$`, "syntax_error raised by parse analysis: VALUES rows of different lengths"),
	stateMessage(sem, "42601", `^unequal number of entries in row expressions$`, "syntax_error raised by parse analysis: row comparison of different lengths"),
	state(syn, "42601", "syntax_error: the parser or lexer rejected the statement (syntax error at or near, unterminated quoted string, trailing junk)"),
	state(sem, "42703", "undefined_column: unknown column, also in INSERT/UPDATE targets and USING"),
	state(sem, "42P01", "undefined_table: unknown relation, or a missing FROM-clause entry for a qualifier"),
	state(sem, "42883", "undefined_function: unknown function or operator, also a known one with the wrong number or types of arguments"),
	state(sem, "42704", "undefined_object: unknown type or named window"),
	state(sem, "42P02", "undefined_parameter: $n without a parameter"),
	state(sem, "3F000", "invalid_schema_name: unknown schema (not triggered)"),
	state(sem, "42702", "ambiguous_column: ambiguous column reference"),
	state(sem, "42725", "ambiguous_function: several overloads fit the call"),
	state(sem, "42P08", "ambiguous_parameter (not triggered)"),
	state(sem, "42P09", "ambiguous_alias (not triggered)"),
	state(sem, "42712", "duplicate_alias: the same table name or alias twice in FROM"),
	state(sem, "42701", "duplicate_column: duplicate column name"),
	state(sem, "42P07", "duplicate_table: the name is already a relation in the test's schema"),
	state(sem, "42710", "duplicate_object (not triggered)"),
	state(sem, "42723", "duplicate_function (not triggered)"),
	state(sem, "42804", "datatype_mismatch: CASE/COALESCE/ARRAY branches or a WHERE/FILTER argument of the wrong type"),
	state(sem, "42846", "cannot_coerce: no cast between the types"),
	state(sem, "42P18", "indeterminate_datatype: the type of an expression cannot be decided (not triggered)"),
	state(sem, "42P21", "collation_mismatch (not triggered)"),
	state(sem, "42P22", "indeterminate_collation (not triggered)"),
	state(sem, "42803", "grouping_error: aggregate in WHERE or GROUP BY, nested aggregates, column not in GROUP BY"),
	state(sem, "42P20", "windowing_error: window function in WHERE, window defined twice"),
	state(sem, "42P10", "invalid_column_reference: ORDER BY position past the select list, too many column aliases"),
	state(sem, "42809", "wrong_object_type: not a sequence, window function without OVER, ANY over a non-array"),
	state(sem, "42P19", "invalid_recursion: a recursive CTE of the wrong shape (not triggered)"),
}

var errorTables = map[dialect.Family][]ErrorClass{
	dialect.FamilyMariaDB:  mariadbErrors,
	dialect.FamilyMySQL:    mysqlErrors,
	dialect.FamilyGMS:      gmsErrors,
	dialect.FamilyPostgres: postgresErrors,
	dialect.FamilyDuckDB:   duckdbErrors,
}

// Errors returns the table of expected errors of a product family, in matching order.
func Errors(family dialect.Family) []ErrorClass {
	return errorTables[family]
}

// Classify says what a sibling statement's result means for its validity: ClassOK, ClassSyntax,
// ClassSemantic or ClassOther. product is a product name or connection string (see dialect.FamilyOf).
func Classify(product string, r dbms.Result) string {
	class, _ := classify(product, r)
	return class
}

// classify also returns the matching entry, if any.
func classify(product string, r dbms.Result) (string, *ErrorClass) {
	switch r.Outcome {
	case dbms.OutcomeOK:
		return ClassOK, nil
	case dbms.OutcomeError:
		table := errorTables[dialect.FamilyOf(product)]
		for i := range table {
			if table[i].matches(r) {
				return table[i].Class, &table[i]
			}
		}
	}
	return ClassOther, nil
}

// Validity counts how many sibling tests a target accepted.
type Validity struct {
	// Tests is the number of tests checked.
	Tests int `json:"tests"`
	// Ran counts tests whose sibling statement ran after a context that did not fail.
	Ran int `json:"ran"`
	// Syntactic counts sibling statements that ran and were not rejected as syntax errors;
	// Semantic those rejected neither as syntax nor as semantic errors.
	Syntactic int `json:"syntactic"`
	Semantic  int `json:"semantic"`
	// Reasons counts the invalid tests and those that did not run by a normalized reason: the
	// class, error number and SQLSTATE, and the message with names and literals replaced by "?"
	// and numbers by "N"; "setup failed: ..." or "not reached: ..." for tests that did not run.
	Reasons map[string]int `json:"reasons,omitempty"`
}

// ReasonCount is one reason of Validity.Reasons with its count.
type ReasonCount struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// TopReasons returns the n most frequent reasons, most frequent first (all when n <= 0).
func (v Validity) TopReasons(n int) []ReasonCount {
	out := make([]ReasonCount, 0, len(v.Reasons))
	for r, c := range v.Reasons {
		out = append(out, ReasonCount{r, c})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Reason < out[j].Reason
	})
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// Outcome is what became of one test's sibling statement.
type Outcome struct {
	TestID string `json:"test_id"`
	// Class is ClassOK, ClassSyntax, ClassSemantic, ClassOther, or ClassNotRun when the context
	// failed first (then Code, SQLState and Message are those of the failure).
	Class    string `json:"class"`
	Code     int    `json:"code,omitempty"`
	SQLState string `json:"sqlstate,omitempty"`
	Message  string `json:"message,omitempty"`
	// Reason is the normalized reason counted in Validity.Reasons; empty for valid statements.
	Reason string `json:"reason,omitempty"`
	// Transient is true when the context failed for want of a connection (the server was down
	// or restarting, a statement before it crashed it), not for anything the test did: the
	// test is to be run again, not judged.
	Transient bool `json:"transient,omitempty"`
}

// Check runs each test on tg in a run of its own (a fresh database, see dbms.Target.Run) and
// classifies its sibling statement. A returned error means the tooling failed (the product has
// no table of errors, a test is malformed, the target could not run a script or is gone): the
// counts and outcomes of the tests checked before are returned with it. A crash of the target
// under a test is that test's outcome.
func Check(ctx context.Context, tg dbms.Target, tests []Test, opts dbms.RunOptions) (Validity, []Outcome, error) {
	v := Validity{Reasons: map[string]int{}}
	var outcomes []Outcome
	ver, err := NewVerifier(ctx, tg, opts)
	if err != nil {
		return v, nil, err
	}
	for _, t := range tests {
		o, err := ver.Verify(ctx, t)
		if err != nil {
			return v, outcomes, err
		}
		v.Tests++
		switch o.Class {
		case ClassNotRun:
		case ClassSyntax:
			v.Ran++
		case ClassSemantic:
			v.Ran++
			v.Syntactic++
		default:
			v.Ran++
			v.Syntactic++
			v.Semantic++
		}
		if o.Reason != "" {
			v.Reasons[o.Reason]++
		}
		outcomes = append(outcomes, o)
	}
	return v, outcomes, nil
}

// Verifier runs single tests on a target and classifies their sibling statements: Check's
// step, and the target-checked concretization's (Options.Verifier).
type Verifier struct {
	target  dbms.Target
	product string
	opts    dbms.RunOptions
	// historical caches the outcome of each fix's historical test (S_orig as it was) by fix and
	// S_key.
	historical map[[2]string]Outcome
}

// NewVerifier makes a Verifier for tg, which must be a product with a table of errors.
func NewVerifier(ctx context.Context, tg dbms.Target, opts dbms.RunOptions) (*Verifier, error) {
	info, err := tg.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("validity: target info: %w", err)
	}
	if dialect.FamilyOf(info.Product) == "" {
		return nil, fmt.Errorf("validity: no table of errors for product %q of target %s", info.Product, info.Target)
	}
	// Only the sibling statement's outcome matters: after a hang the rest is not worth the
	// wait (an embedded engine cannot cancel a runaway statement).
	opts.StopAfterHang = true
	return &Verifier{target: tg, product: info.Product, opts: opts, historical: map[[2]string]Outcome{}}, nil
}

// Verify runs one test and classifies its sibling statement. An error means the tooling failed;
// a crash under the test is its outcome.
//
// The historical test is the control: it is run once per fix, and when the target rejects the
// historical statement itself, a sibling rejected in the same class (syntax or semantic) says
// nothing about generation (the target lacks the test's context, such as a harness table or a
// feature, or the test is about that very rejection) and is not judged: ClassNotRun, with the
// historical statement's reason.
func (ver *Verifier) Verify(ctx context.Context, t Test) (Outcome, error) {
	o, err := ver.run(ctx, t)
	if err != nil || (o.Class != ClassSyntax && o.Class != ClassSemantic) {
		return o, err
	}
	k := [2]string{t.FixID, t.Original}
	h, ok := ver.historical[k]
	if !ok {
		ht := t
		ht.ID = "historical"
		ht.Statements = append([]testfmt.Statement(nil), t.Statements...)
		ht.Statements[t.Key].SQL = t.Original
		if h, err = ver.run(ctx, ht); err != nil {
			return o, err
		}
		ver.historical[k] = h
	}
	if h.Class == o.Class {
		o.Class, o.Reason = ClassNotRun, "historical statement rejected too: "+h.Reason
	}
	return o, nil
}

// run runs one test and classifies its sibling statement.
func (ver *Verifier) run(ctx context.Context, t Test) (Outcome, error) {
	if t.Key < 0 || t.Key >= len(t.Statements) {
		return Outcome{}, fmt.Errorf("validity: test %s: key %d out of %d statements", t.ID, t.Key, len(t.Statements))
	}
	stmts := make([]dbms.Statement, 0, len(t.Setup)+len(t.Statements))
	for _, s := range t.All() {
		stmts = append(stmts, dbms.Statement{SQL: s.SQL, Connection: s.Connection})
	}
	run := ver.opts
	if run.Database == "" {
		run.Database = t.Database()
	}
	ex, err := ver.target.Run(ctx, stmts, run)
	if err != nil && (ex == nil || !errors.Is(err, dbms.ErrServerGone)) {
		return Outcome{}, fmt.Errorf("validity: test %s (fix %s, %s): %w", t.ID, t.FixID, t.Dialect, err)
	}
	// On ErrServerGone the crash is recorded in ex; the next run reports the server gone.
	return Judge(ver.product, t, ex.Results), nil
}

// Database is the database the test must run in: its harness's (go-mysql-server's mydb) when
// its statements name it, else "" for a fresh one, so that a test that leaves its database
// behind (INTO DUMPFILE writes into it) cannot block the next.
func (t Test) Database() string {
	if db := testfmt.HarnessDatabase(t.Format); db != "" && names(t, db) {
		return db
	}
	return ""
}

// names reports whether a test's statements name the database db.
func names(t Test, db string) bool {
	for _, s := range t.All() {
		for _, w := range testfmt.Words(s.SQL) {
			if w == db {
				return true
			}
		}
	}
	return false
}

// Judge classifies the sibling statement of t from the results of its run (Setup, then
// Statements), or says why it did not run: its context failed first, or the run ended before it.
func Judge(product string, t Test, results []dbms.Result) Outcome {
	o := Outcome{TestID: t.ID}
	key := len(t.Setup) + t.Key
	for i := 0; i < key && i < len(results); i++ {
		r := results[i]
		var expect string
		if i < len(t.Setup) {
			expect = t.Setup[i].Expect.Kind
		} else {
			expect = t.Statements[i-len(t.Setup)].Expect.Kind
		}
		if contextFailed(i < len(t.Setup), expect, r.Outcome) {
			o.Class, o.Code, o.SQLState, o.Message = ClassNotRun, r.Code, r.SQLState, r.Message
			o.Transient = r.Outcome == dbms.OutcomeCrash || r.Outcome == dbms.OutcomeNotRun || connectionLost.MatchString(r.Message)
			o.Reason = "setup failed: " + trim(Normalize(r.Message))
			if r.Message == "" {
				o.Reason = "setup failed: " + r.Outcome
			}
			return o
		}
	}
	if key >= len(results) || results[key].Outcome == dbms.OutcomeNotRun {
		o.Class = ClassNotRun
		o.Reason = "not reached: the run ended before the sibling statement"
		for _, r := range results[:min(key, len(results))] {
			if r.Outcome == dbms.OutcomeCrash {
				o.Reason, o.Message = "not reached: the server crashed before the sibling statement", r.Message
			}
		}
		return o
	}
	r := results[key]
	o.Class, o.Code, o.SQLState, o.Message = Classify(product, r), r.Code, r.SQLState, r.Message
	if o.Class == ClassSyntax || o.Class == ClassSemantic {
		o.Reason = reason(o.Class, r)
	}
	return o
}

// connectionLost matches the client's words for a connection that broke under a statement (Go's
// MySQL and PostgreSQL drivers, the servers' own "gone away"): the statement never got an answer.
var connectionLost = regexp.MustCompile(`(?i)bad connection|invalid connection|connection (refused|reset)|broken pipe|server has gone away|lost connection|unexpected EOF|conn closed`)

// contextFailed says whether a statement before the sibling one broke the test's context: a
// setup statement that did not succeed, or a statement of the original test it recorded as
// succeeding that failed. Statements the original test expected to fail, or recorded nothing
// about, may fail.
func contextFailed(setup bool, expect, outcome string) bool {
	if outcome == dbms.OutcomeOK || expect == testfmt.ExpectError {
		return false
	}
	if setup {
		return true
	}
	return expect == testfmt.ExpectOK || expect == testfmt.ExpectRows || outcome == dbms.OutcomeCrash
}

// reason is the normalized reason of an invalid statement.
func reason(class string, r dbms.Result) string {
	var b strings.Builder
	b.WriteString(class)
	if r.Code != 0 {
		b.WriteString(" " + strconv.Itoa(r.Code))
	}
	if r.SQLState != "" {
		b.WriteString(" " + r.SQLState)
	}
	b.WriteString(": " + trim(Normalize(r.Message)))
	return b.String()
}

// normalizers turn a message into its shape, in order: quoted names and literals, then the
// unquoted routine names of MariaDB and PostgreSQL, then numbers and lists.
var normalizers = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`'(?:[^'\\]|\\.|'')*'`), "'?'"},
	{regexp.MustCompile(`"(?:[^"\\]|\\.)*"`), `"?"`},
	{regexp.MustCompile("`[^`]*`"), "`?`"},
	{regexp.MustCompile(`(?i)\b(function|procedure) [\w.$]+([(;]| does not exist| requires| is not unique)`), "$1 ?$2"},
	{regexp.MustCompile(`\[[^\]]*\]`), "[?]"},
	{regexp.MustCompile(`\b\d+(?:\.\d+)?\b`), "N"},
}

// Normalize turns an error message into its shape: quoted names and literals become "?",
// numbers "N", so that messages of the same error compare equal.
func Normalize(msg string) string {
	for _, n := range normalizers {
		msg = n.re.ReplaceAllString(msg, n.with)
	}
	return msg
}

// trim keeps a message to its first line and a length a report can show.
func trim(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:120]) + "…"
	}
	return s
}
