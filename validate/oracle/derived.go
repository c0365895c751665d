// Derived table: a round trip through a subquery in FROM.
//
// Invariant. A query q and SELECT * FROM (q) AS d return the same rows: wrapping a query in a
// derived table changes nothing about what it computes. The wrapped query keeps q whole, its
// ORDER BY included, and the rows are compared as multisets.
//
// Where it applies: any SELECT Split accepts, without a leading WITH (not every dialect takes a
// WITH inside a derived table) and without LIMIT (over ties the two plans may keep other rows).
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

	"github.com/reaper-sql/reaper/internal/dbms"
)

// Derived checks query with the derived-table round trip on tg, after opts.Setup.
func Derived(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, "derived", query, opts, derivedPlan)
}

// derivedName is the derived table's alias, unlikely to clash with the query's own names.
const derivedName = "reaper_derived"

func derivedPlan(q Query) (plan, string) {
	if q.With != "" {
		return plan{}, "a leading WITH: not every dialect takes a WITH inside a derived table"
	}
	if q.Limit != "" {
		return plan{}, "LIMIT, OFFSET or FETCH: over rows that tie, the query and its derived table may keep different ones"
	}
	base := q.String()
	return plan{
		variant: "select",
		queries: []string{base, "SELECT * FROM (" + base + ") AS " + derivedName},
		compare: func(rs []dbms.Result) (Verdict, string) {
			return compareRows("the query", rs[0].Rows, "the query as a derived table", rs[1].Rows)
		},
	}, ""
}
