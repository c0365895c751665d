// Package failure says what a DBMS's answer to a statement means, for every stage that reads
// one: its kind (KindOf: a crash, an internal failure, an ordinary error), its class for the
// statement's validity (Classify: syntax, semantic, other), the signals the validator reads in
// an error (Unsupported, InternalLike, ArgumentRejected, NoOverload, Computed, DataError,
// CastSource) or a warning (HintIgnored), and what a message alone says (ConnectionLost: no
// answer came; GoRuntime: a recovered Go panic). Each is a table of data per product family, each
// entry with its reason in words beside the typed value; the first entry that matches wins. No
// stage matches an error's text itself.
//
// The tables of expected errors (SQLancer's *Errors classes) were checked by triggering the
// error on MariaDB 10.11, PostgreSQL 15 and go-mysql-server v0.20 (embedded) unless their reason
// says otherwise. An error no table knows is "other", so an unknown product or a new error code
// counts as valid. go-mysql-server reports most errors as 1105 with a message, so its entries
// depend on its wording (checked against v0.20.0). MySQL proper shares MariaDB's 1xxx codes,
// but its own 3xxx codes are not in the table: there was no MySQL server to check them against.
package failure

import (
	"regexp"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
)

// Classes of a statement's result for its validity.
const (
	// ClassOK: the statement ran without error.
	ClassOK = "ok"
	// ClassSyntax: the target's parser rejected the statement.
	ClassSyntax = "syntax"
	// ClassSemantic: the statement parsed but failed a name, type or arity check.
	ClassSemantic = "semantic"
	// ClassOther: any other error, a crash or a hang: the statement was valid enough to run.
	ClassOther = "other"
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

// Classify says what a statement's result means for its validity: ClassOK, ClassSyntax,
// ClassSemantic or ClassOther. product is a product name or connection string (see dialect.FamilyOf).
func Classify(product string, r dbms.Result) string {
	class, _ := ClassOf(product, r)
	return class
}

// ClassOf is Classify with the matching entry, if any.
func ClassOf(product string, r dbms.Result) (string, *ErrorClass) {
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
