package failure

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
)

// messageClass reads the class an error message opens with, as DuckDB writes it ("Invalid Input
// Error: ...", "Binder Error: ..."), or "".
var messageClass = regexp.MustCompile(`^([A-Z][a-z]+ )*[A-Z][a-z]+ Error:`)

// MessageClass is the class an error message opens with, as DuckDB writes it ("Binder
// Error:"), or "".
func MessageClass(msg string) string {
	return messageClass.FindString(msg)
}

// ArgumentRejected names the table entry when r's error is a clean rejection of an argument's
// value or kind (argumentRejected), or "".
func ArgumentRejected(product string, r dbms.Result) string {
	return reasonIn(argumentRejected, product, r)
}

// NoOverload names the table entry when r's error says the call found no signature of the
// function for its argument types (overloadErrors), or "".
func NoOverload(product string, r dbms.Result) string {
	return reasonIn(overloadErrors, product, r)
}

// reasonIn is the reason of the entry of table r's error matches for product's family, or ""
// (and "" for a result that is no error).
func reasonIn(table []signal, product string, r dbms.Result) string {
	if r.Outcome != dbms.OutcomeError {
		return ""
	}
	if e := match(table, dialect.FamilyOf(product), r); e != nil {
		return e.Reason
	}
	return ""
}

// DataError names the kind of data exception r's error is, or "": the value computed or stored
// does not fit (out of range, too long, truncated, division by zero); Computed is the part of
// them a computation raises on its own result. SQLSTATE class 22 is the
// standard's data exception (MySQL, MariaDB and PostgreSQL use it); MySQL gives some of its data
// errors other states, and go-mysql-server often the generic code 1105, so their codes and
// messages are read too.
func DataError(r dbms.Result) string {
	if r.Outcome != dbms.OutcomeError {
		return ""
	}
	switch {
	case strings.HasPrefix(r.SQLState, "22"):
		return "SQLSTATE " + r.SQLState + " (data exception)"
	case r.Code == 1265 || r.Code == 1366 || r.Code == 1367:
		return fmt.Sprintf("error %d (a value truncated or not stored)", r.Code)
	case dataMessage.MatchString(r.Message):
		return "a data exception: " + dataMessage.FindString(r.Message)
	}
	return ""
}

var dataMessage = regexp.MustCompile(`(?i)out of range|too long|data truncat|truncated|division by zero|overflow`)

// Computed names the table entry when r's error is one a computation raises on its own result
// (computed: an overflow, a value out of range, a division by zero), or "". Unlike a check of an
// argument's kind or domain, such an error belongs to the function that computes the value: a
// sibling given the same input computes another value, and need not fail.
func Computed(product string, r dbms.Result) string {
	return reasonIn(computed, product, r)
}

// computed are the errors a computation raises on the value it computes. PostgreSQL's 22008
// (datetime_field_overflow) is not one: make_date(0, 7, 15) is rejected for its year, an
// argument's domain, which a sibling taking a year shares.
var computed = []signal{
	{Family: dialect.FamilyMySQL, Code: 1690, Reason: "ER_DATA_OUT_OF_RANGE: a computed value out of its type's range"},
	{Family: dialect.FamilyMySQL, Code: 1264, Reason: "ER_WARN_DATA_OUT_OF_RANGE: a value out of the column's range"},
	{Family: dialect.FamilyMySQL, Code: 1365, Reason: "ER_DIVISION_BY_ZERO"},
	{Family: dialect.FamilyPostgres, SQLState: "22003", Reason: "numeric_value_out_of_range"},
	{Family: dialect.FamilyPostgres, SQLState: "22012", Reason: "division_by_zero"},
	{Family: dialect.FamilyDuckDB, Message: regexp.MustCompile(`^Out of Range Error: |(?i)overflow in|out of range|division by zero`), Reason: "DuckDB's overflow or out-of-range error of a computation or a conversion"},
	{Family: dialect.FamilyGMS, Message: regexp.MustCompile(`(?i)out of range|overflow|division by zero`), Reason: "go-mysql-server's out-of-range or overflow error"},
}

// signal is an entry of a table of error signals: an error matching every non-zero field of an
// entry of its product family (or of any family when Family is "") is of the entry's kind.
type signal struct {
	Family   dialect.Family
	Code     int
	SQLState string
	Message  *regexp.Regexp
	Reason   string
	// Kind is, in internalLike, what the error is: KindInternal for the engine's own failure,
	// KindError for an ordinary error whose path is broken (a type switch's default),
	// KindWrongResult for a value the client could not read.
	Kind Kind
}

func (e signal) matches(family dialect.Family, r dbms.Result) bool {
	return (e.Family == "" || e.Family == family || e.Family == dialect.FamilyMySQL && family == dialect.FamilyMariaDB) &&
		(e.Code == 0 || e.Code == r.Code) && (e.SQLState == "" || e.SQLState == r.SQLState) &&
		(e.Message == nil || e.Message.MatchString(r.Message))
}

// Unsupported names the table entry when r's error says the target of product does not
// implement a feature, or "".
func Unsupported(product string, r dbms.Result) string {
	return reasonIn(unsupported, product, r)
}

// InternalLike names the table entry when r's error shows the server's own failure (a Go
// runtime error, an assertion) rather than a judgement about the statement, or "".
func InternalLike(product string, r dbms.Result) string {
	if e := internalSignal(product, r); e != nil {
		return e.Reason
	}
	return ""
}

// internalSignal is the internalLike entry r's error matches, or nil.
func internalSignal(product string, r dbms.Result) *signal {
	if r.Outcome != dbms.OutcomeError && r.Outcome != dbms.OutcomeInternal {
		return nil
	}
	family := dialect.FamilyOf(product)
	if family == dialect.FamilyDuckDB && r.Outcome == dbms.OutcomeError && messageClass.MatchString(r.Message) {
		// DuckDB names its own failures INTERNAL or FATAL (an internal outcome); an error of a
		// class such as Invalid Input Error is a judgement, "Assertion failed" from assert_true()
		// included.
		return nil
	}
	return match(internalLike, family, r)
}

func match(table []signal, family dialect.Family, r dbms.Result) *signal {
	for i := range table {
		if table[i].matches(family, r) {
			return &table[i]
		}
	}
	return nil
}

// overloadErrors are the errors of a target that resolves a call among a function's signatures
// and finds none for the argument types. A fix that made a call end so gave the function a
// signature less; a sibling with a signature for the same arguments is meant to take them.
// MariaDB and MySQL functions have no signatures to resolve: their type checks are explicit
// (ER_ILLEGAL_PARAMETER_DATA_TYPES2_FOR_OPERATION), and a sibling without one is what Reaper
// looks for.
var overloadErrors = []signal{
	{Family: dialect.FamilyDuckDB, Message: regexp.MustCompile(`^Binder Error: No function matches the given name and argument types`), Reason: "no signature of the function takes the argument types"},
	{Family: dialect.FamilyPostgres, SQLState: "42883", Message: regexp.MustCompile(`^function .* does not exist`), Reason: "no signature of the function takes the argument types (42883)"},
}

// argumentRejected are clean errors about an argument's value or kind: the sibling's domain
// is not the historical construct's (a geometry where WKT text is due, a JSON path without '$',
// a string that is no date). They are benign in Stage II; the internal-looking ones are in
// internalLike, which is checked first.
var argumentRejected = []signal{
	{Family: dialect.FamilyGMS, Message: regexp.MustCompile(`(?i)invalid (GIS|JSON|data type for JSON|argument to)|illegal non geometric|illegal base64|Incorrect (datetime|date|time) value|Invalid JSON path|must (start|be)|may take these values|is not a valid value for`), Reason: "go-mysql-server rejects the argument's value or kind"},
	{Family: dialect.FamilyMySQL, Code: 1525, Reason: "ER_WRONG_VALUE: incorrect value for the type"},
	{Family: dialect.FamilyMySQL, Code: 3037, Reason: "ER_GIS_INVALID_DATA: invalid GIS data"},
	{Family: dialect.FamilyMySQL, Code: 4038, Reason: "ER_JSON_SYNTAX (MariaDB): invalid JSON text"},
	{Family: dialect.FamilyMySQL, Code: 4042, Reason: "ER_JSON_PATH_SYNTAX (MariaDB): invalid JSON path"},
	{Family: dialect.FamilyMySQL, Code: 1292, Reason: "ER_TRUNCATED_WRONG_VALUE: a value that does not convert"},
	{Family: dialect.FamilyMySQL, Code: 1366, Reason: "ER_TRUNCATED_WRONG_VALUE_FOR_FIELD: a value the column's type does not take"},
	{Family: dialect.FamilyPostgres, SQLState: "22007", Reason: "invalid_datetime_format"},
	{Family: dialect.FamilyPostgres, SQLState: "22P02", Reason: "invalid_text_representation"},
	{Family: dialect.FamilyPostgres, SQLState: "22023", Reason: "invalid_parameter_value"},
	// Conversions of an argument's text to the sibling's argument type: the quoted value does not
	// fit the type (a NUMERIC 1.5e-2500 as double precision), where a computation's overflow
	// ("integer out of range", "timestamp out of range") names no input.
	{Family: dialect.FamilyPostgres, SQLState: "22003", Message: regexp.MustCompile(`(?i)out of range for type`), Reason: "numeric_value_out_of_range converting an argument to the sibling's type"},
	{Family: dialect.FamilyPostgres, SQLState: "22008", Message: regexp.MustCompile(`(?i)field value out of range`), Reason: "datetime_field_overflow reading a date/time argument"},
	{Family: dialect.FamilyPostgres, SQLState: "22015", Message: regexp.MustCompile(`(?i)field value out of range`), Reason: "interval_field_overflow reading an interval argument"},
	// DuckDB names the value that does not convert to the type the sibling takes, or the
	// argument its own check turns away; a computation's overflow ("Overflow in multiplication")
	// is not among them.
	{Family: dialect.FamilyDuckDB, Message: regexp.MustCompile(`^Conversion Error: (Could not convert string .* to \w+|Type \w+ with value .* out of range for the destination type)`),
		Reason: "DuckDB cannot convert an argument's value to the type the sibling takes"},
	{Family: dialect.FamilyDuckDB, Message: regexp.MustCompile(`^(Invalid Input|Conversion) Error: (Malformed JSON|Failed to cast value|.*\b(requires an? \w+ argument|must (not )?be|Invalid input for|expected \d+ (or \d+ )?parameters?)\b)`),
		Reason: "DuckDB rejects an argument's value or kind"},
}

// unsupported are the errors that say the target does not implement a feature: a sibling so
// rejected is benign (Stage II).
var unsupported = []signal{
	{Family: dialect.FamilyMySQL, Code: 1235, Reason: "ER_NOT_SUPPORTED_YET: this version does not support the feature"},
	{Family: dialect.FamilyMySQL, Code: 1289, Reason: "ER_FEATURE_DISABLED: the feature is disabled or not compiled in"},
	{Family: dialect.FamilyMySQL, Code: 1178, Reason: "ER_CHECK_NOT_IMPLEMENTED: the storage engine does not implement it"},
	{Family: dialect.FamilyMySQL, Code: 1031, Reason: "ER_ILLEGAL_HA: the storage engine has no such option"},
	{Family: dialect.FamilyGMS, Code: 1235, Reason: "ER_NOT_SUPPORTED_YET: go-mysql-server does not support the feature"},
	{Family: dialect.FamilyGMS, Message: regexp.MustCompile(`(?i)\bnot (yet )?supported\b|\bunsupported\b|not (yet )?implemented`), Reason: "go-mysql-server says the feature is not supported"},
	{Family: dialect.FamilyPostgres, SQLState: "0A000", Reason: "feature_not_supported"},
	{Family: dialect.FamilyDuckDB, Message: regexp.MustCompile(`^Not implemented Error: `), Reason: "DuckDB says the feature is not implemented"},
	// reaper's own confinement of DuckDB (internal/backends/duckdb), not a judgement of DuckDB's.
	{Family: dialect.FamilyDuckDB, Message: regexp.MustCompile(`^Permission Error: .*disabled by configuration`), Reason: "reaper runs DuckDB with file access outside the run's own directory off"},
}

// internalLike are error messages that show the server's own failure rather than a judgement
// about the statement (KindInternal: Go runtime errors, go-mysql-server's lost row schema, which
// it calls a bug, Go's formatter reporting a bad format call, PostgreSQL's elog messages for
// "can't happen" states, assertions), or an ordinary error whose path is broken (KindError: a
// type switch's default naming a Go type). An error of kind error is a finding only where the
// reference engine does not reject the statement too (EvidenceErrorPath).
var internalLike = []signal{
	{Message: regexp.MustCompile(`(?i)\bpanic\b|interface conversion|index out of range|nil pointer|runtime error`), Reason: "a Go runtime error reached the user", Kind: KindInternal},
	{Family: dialect.FamilyGMS, Message: regexp.MustCompile(`(?i)unable to find field with index`), Reason: "go-mysql-server lost track of a row's schema (its own message calls this a bug)", Kind: KindInternal},
	{Family: dialect.FamilyPostgres, Message: regexp.MustCompile(`(?i)cache lookup failed|unrecognized node type|variable not found in subplan`), Reason: "PostgreSQL elog for a state that cannot happen", Kind: KindInternal},
	{Message: regexp.MustCompile(`(?i)assertion|internal error`), Reason: "an assertion or internal error", Kind: KindInternal},
	{Message: regexp.MustCompile(`%!`), Reason: "a Go format verb leaked into the message: Go's formatter reports the error path's own bug", Kind: KindInternal},
	{Family: dialect.FamilyGMS, Message: regexp.MustCompile(`^invalid type: `), Reason: "go-mysql-server reached a type switch's default, which names the Go type it did not expect", Kind: KindError},
	// internal/backends/mysql's DecodeMessage: the server's value contradicts its column's type.
	{Message: regexp.MustCompile(`^the client cannot read a value the server sent: `), Reason: "the server sent a value its column's declared type does not hold", Kind: KindWrongResult},
}

// ConnectionLost reports whether r's error is the client's word for a connection that broke
// under the statement (Go's MySQL and PostgreSQL drivers, the servers' own "gone away"): the
// statement never got an answer, so it says nothing of the statement.
func ConnectionLost(r dbms.Result) bool {
	return connectionLost.MatchString(r.Message)
}

var connectionLost = regexp.MustCompile(`(?i)bad connection|invalid connection|connection (refused|reset)|broken pipe|server has gone away|lost connection|unexpected EOF|conn closed`)

// GoRuntime reports whether r's error is a Go runtime error that reached the user (an interface
// conversion, an index or slice out of bounds, a nil pointer): a panic recovered into a
// message, whose text names the types or values at hand but no code site.
func GoRuntime(r dbms.Result) bool {
	return goRuntime.MatchString(r.Message)
}

var goRuntime = regexp.MustCompile(`(?i)interface conversion|index out of range|nil pointer|runtime error|slice bounds`)

// CastSource is the call whose result a failed cast read, as DuckDB names it ("... when casting
// from source column string_agg(CAST(-1 AS VARCHAR))": "string_agg"), or "".
func CastSource(r dbms.Result) string {
	if r.Outcome != dbms.OutcomeError {
		return ""
	}
	if m := castSource.FindStringSubmatch(r.Message); m != nil {
		return m[1]
	}
	return ""
}

var castSource = regexp.MustCompile(`(?i)when casting from source column (\w+)\(`)

// HintIgnored reports whether a warning says a hint was not applied (MySQL's "Hint ... is
// ignored as conflicting/duplicated", "Unresolved name ... for ... hint", MariaDB's "... hint
// ignored").
func HintIgnored(w dbms.Warning) bool {
	return hintIgnored.MatchString(w.Message)
}

var hintIgnored = regexp.MustCompile(`(?i)hint.*(ignored|unresolved|not supported)|(ignored|unresolved).*hint`)
