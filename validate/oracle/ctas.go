// CTAS: a query's rows stored in a table made from the query.
//
// Invariant. When SELECT q succeeds, CREATE TABLE t AS q succeeds too and t holds exactly q's
// rows: the table's columns take the types the query's result columns have, so every value
// fits. A data exception (out of range, too long, truncated) while storing the rows, or a value
// changed on the way, means the server gave a result column a type narrower than the values the
// expression returns (a length counted in characters where bytes were due, a precision lost).
//
// Where it applies: a SELECT, or the query of CREATE VIEW, CREATE TABLE ... AS or INSERT ...
// SELECT (statement.go), without a leading WITH (not every dialect takes CREATE TABLE ... AS
// WITH).
//
// Blind spots. Both sides evaluate the same expression, so a value computed wrongly passes; the
// stored values are compared as printed, numbers to 12 significant digits, so a float stored as
// FLOAT where the query printed a DOUBLE may differ in digits that do not show. A query whose
// result has two columns of one name cannot be stored (the server rejects it): not validated.

package oracle

import (
	"context"
	"strconv"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
)

// CTAS checks query with the CREATE TABLE ... AS round trip on tg, after opts.Setup.
func CTAS(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, CTASOracle, query, opts)
}

func ctasPlan(sql string) (plan, string) {
	q, why := innerQueryWithout(sql, "CREATE TABLE ... AS WITH")
	if why != "" {
		return plan{}, why
	}
	return plan{
		variant: "table",
		queries: []string{q.sql, "CREATE TABLE reaper_ctas AS " + q.sql, "SELECT * FROM reaper_ctas"},
		errors:  true,
		compare: func(rs []dbms.Result) (Verdict, string) {
			return compareStored(rs[0], rs[1], rs[2], "CREATE TABLE ... AS the query")
		},
	}, ""
}

// compareStored judges a round trip through a table: the query's result, the statement that
// stored it, and the rows read back. A data exception while storing is a violation, unless the
// query itself warned of it (MySQL's strict modes make a data-change statement fail on what a
// SELECT only warns of: LOG(0), a string read as a number); any other failure leaves the check
// not validated.
func compareStored(query, store, stored dbms.Result, how string) (Verdict, string) {
	switch {
	case query.Outcome != dbms.OutcomeOK:
		return NotValidated, "the query itself fails: " + describe(query)
	case store.Outcome == dbms.OutcomeError && warned(query, store) != "":
		return NotValidated, how + " fails with the query's own warning made an error, as strict SQL modes do: " + warned(query, store)
	case store.Outcome == dbms.OutcomeError && failure.DataError(store) != "":
		return Violation, how + " fails with " + failure.DataError(store) + " where the query succeeds without a warning of it: " + describe(store)
	case store.Outcome != dbms.OutcomeOK:
		return NotValidated, how + " fails: " + describe(store)
	case stored.Outcome != dbms.OutcomeOK:
		return NotValidated, "reading the stored rows fails: " + describe(stored)
	}
	return compareRows("the query", query.Rows, "the stored rows", stored.Rows)
}

// warned returns the query's warning that has the storing error's code, or "".
func warned(query, store dbms.Result) string {
	code := strconv.Itoa(store.Code)
	for _, w := range query.Warnings {
		if w.Code != "" && (w.Code == code || w.Code == store.SQLState) {
			return w.Code + " " + w.Message
		}
	}
	return ""
}
