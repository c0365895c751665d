// Prepared: a query run as a prepared statement.
//
// Invariant. PREPARE s FROM 'q' (PostgreSQL: PREPARE s AS q) and EXECUTE s return q's rows:
// preparing a statement without parameters changes when it is planned, not what it computes.
// An EXECUTE that fails where q runs, or returns other rows, is a violation: the prepared path
// resolves names, types or constants differently (go-mysql-server and MySQL have had such bugs,
// in the analysis cached at PREPARE).
//
// Where it applies: a SELECT, or the query of CREATE VIEW, CREATE TABLE ... AS or INSERT ...
// SELECT (statement.go), with no parameter marker of its own ('?' in MySQL's family, $n in
// PostgreSQL's).
//
// Blind spots. No parameters are bound, so bugs in binding values are not seen. A query the
// server will not prepare (PREPARE itself fails) is not validated.

package oracle

import (
	"context"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Prepared checks query with the prepared-statement round trip on tg, after opts.Setup.
// opts.Product picks the dialect of PREPARE.
func Prepared(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, PreparedOracle, query, opts)
}

func preparedPlan(sql, product string) (plan, string) {
	q, why := innerQuery(sql)
	if why != "" {
		return plan{}, why
	}
	for i, t := range q.toks {
		if t.text == "?" || t.text == "$" && tokenAt(q.toks, i+1).kind == tokWord && tokenAt(q.toks, i+1).start == t.end {
			return plan{}, "the query has a parameter marker of its own: EXECUTE would need a value for it"
		}
	}
	prepare := "PREPARE reaper_stmt FROM " + mysqlString(q.sql)
	if postgresLike(product) {
		prepare = "PREPARE reaper_stmt AS " + q.sql
	}
	return plan{
		variant: "prepared",
		// DEALLOCATE: a pooled session would otherwise keep the statement, and its plan of tables
		// the run drops, after the run.
		queries: []string{q.sql, prepare, "EXECUTE reaper_stmt", "DEALLOCATE PREPARE reaper_stmt"},
		errors:  true,
		compare: func(rs []dbms.Result) (Verdict, string) {
			return secondForm(rs[0], rs[1], rs[2], "the server does not prepare the query", "the prepared statement")
		},
	}, ""
}
