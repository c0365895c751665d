// Derived table: a round trip through a subquery in FROM.
//
// Invariant. A query q and SELECT * FROM (q) AS d return the same rows: wrapping a query in a
// derived table changes nothing about what it computes. The wrapped query keeps q whole, its
// ORDER BY included, and the rows are compared as multisets.
//
// Where it applies: a SELECT, or the query of CREATE VIEW, CREATE TABLE ... AS or INSERT ...
// SELECT (statement.go), without a leading WITH (not every dialect takes a WITH inside a
// derived table) and without a top-level LIMIT (over ties the two plans may keep other rows).
//
// Blind spots. Both queries evaluate the same expressions, so a value computed wrongly in the
// same way twice passes: the oracle sees what the wrapping changes, namely the derived-table
// paths of the planner (merging the subquery into the outer query, materializing it, pushing
// conditions down) and the types a result column takes when it is read back as a table's (a
// value truncated, rounded or converted on the way through). A select list with two columns of
// the same name cannot be wrapped (the engine rejects it); that is not validated, not a
// violation.

package oracle

import (
	"context"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Derived checks query with the derived-table round trip on tg, after opts.Setup.
func Derived(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, DerivedOracle, query, opts)
}

// derivedName is the derived table's alias, unlikely to clash with the query's own names.
const derivedName = "reaper_derived"

func derivedPlan(sql string) (plan, string) {
	q, why := innerQueryWithout(sql, "a WITH inside a derived table")
	if why != "" {
		return plan{}, why
	}
	for _, i := range topLevel(q.toks) {
		switch q.toks[i].upper {
		case "LIMIT", "OFFSET", "FETCH":
			return plan{}, "LIMIT, OFFSET or FETCH: over rows that tie, the query and its derived table may keep different ones"
		}
	}
	return plan{
		variant: "select",
		queries: []string{q.sql, "SELECT * FROM (" + q.sql + ") AS " + derivedName},
		compare: func(rs []dbms.Result) (Verdict, string) {
			return compareRows("the query", rs[0].Rows, "the query as a derived table", rs[1].Rows)
		},
	}, ""
}
