// INSERT ... SELECT: a query's rows inserted into a table of its own result types.
//
// Invariant. A table created with the query's result columns and no rows (CREATE TABLE t AS
// SELECT * FROM (q) AS d WHERE 1 = 0) takes every row of q: INSERT INTO t q succeeds and t
// then holds exactly q's rows. It differs from ctas.go in the path the values take: the table
// is made first, from the query's types alone, and the rows arrive through INSERT, with its
// own conversions and checks.
//
// Where it applies: as ctas.go, and the query must be one a derived table can hold (no leading
// WITH).
//
// Blind spots. As ctas.go. A server that gives the empty table's columns other types than the
// query's (it infers them from rows) reports the difference as a violation: that is a
// difference in the types the query declares, which this oracle is meant to see.

package oracle

import (
	"context"

	"github.com/reaper-sql/reaper/base/dbms"
)

// InsertSelect checks query with the INSERT ... SELECT round trip on tg, after opts.Setup.
func InsertSelect(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, InsertOracle, query, opts)
}

func insertPlan(sql string) (plan, string) {
	q, why := innerQueryWithout(sql, "a WITH inside a derived table")
	if why != "" {
		return plan{}, why
	}
	return plan{
		variant: "insert",
		queries: []string{
			q.sql,
			"CREATE TABLE reaper_insert AS SELECT * FROM (" + q.sql + ") AS " + derivedName + " WHERE 1 = 0",
			"INSERT INTO reaper_insert " + q.sql,
			"SELECT * FROM reaper_insert",
		},
		errors: true,
		compare: func(rs []dbms.Result) (Verdict, string) {
			if rs[1].Outcome != dbms.OutcomeOK {
				if rs[0].Outcome != dbms.OutcomeOK {
					return NotValidated, "the query itself fails: " + describe(rs[0])
				}
				return NotValidated, "creating the empty table fails: " + describe(rs[1])
			}
			return compareStored(rs[0], rs[2], rs[3], "INSERT ... the query")
		},
	}, ""
}
