// View: a query's rows read through a view, and through the view re-created from the
// definition the server prints.
//
// Invariant. CREATE VIEW v AS q stores q, so SELECT * FROM v returns q's rows; and the
// definition the server prints for v (SHOW CREATE VIEW in MySQL's family, pg_get_viewdef in
// PostgreSQL's) re-creates a view with the same rows: a dump and restore keeps what the view
// computes. A view that cannot be read while its query runs, a printed definition the server
// itself rejects, or rows that change on the way are violations: the view's column types
// truncate a value, or the printer drops or rewrites a clause, a hint, a collation, a cast.
//
// Where it applies: a SELECT, or the query of a CREATE VIEW, CREATE TABLE ... AS or INSERT ...
// SELECT statement (statement.go).
//
// Blind spots. Both sides evaluate the same expression, so a value computed wrongly in the same
// way passes. The printed definition is checked by its rows, not its text: a clause lost in
// printing that does not change the rows here passes. A query the server will not store as a
// view (two columns of one name, a construct views do not take) is not validated.

package oracle

import (
	"context"

	"github.com/reaper-sql/reaper/base/dbms"
)

// View checks query with the view round trip on tg, after opts.Setup. opts.Product picks how the
// definition is printed.
func View(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, ViewOracle, query, opts)
}

// viewName is the view the oracle makes.
const viewName = "reaper_view"

func viewPlan(sql, product string) (plan, string) {
	q, why := innerQuery(sql)
	if why != "" {
		return plan{}, why
	}
	printed := "SHOW CREATE VIEW " + viewName
	if postgresLike(product) {
		printed = "SELECT pg_get_viewdef('" + viewName + "'::regclass, true)"
	}
	return plan{
		variant: "view",
		queries: []string{q.sql, "CREATE VIEW " + viewName + " AS " + q.sql, "SELECT * FROM " + viewName, printed},
		errors:  true,
		compare: func(rs []dbms.Result) (Verdict, string) {
			v, detail := secondForm(rs[0], rs[1], rs[2], "the server does not store the query as a view", "the view")
			if v == Consistent && rs[3].Outcome != dbms.OutcomeOK {
				return NotValidated, "printing the view's definition fails: " + describe(rs[3])
			}
			return v, detail
		},
		next: func(rs []dbms.Result) (plan, string) {
			def, why := printedView(rs[3], product)
			if why != "" {
				return plan{}, why
			}
			viewRows := rs[2].Rows
			return plan{
				variant: "view",
				queries: []string{def, "SELECT * FROM " + viewName},
				errors:  true,
				compare: func(rs []dbms.Result) (Verdict, string) {
					switch {
					case rs[0].Outcome != dbms.OutcomeOK:
						return Violation, "the definition the server printed for the view is rejected: " + describe(rs[0])
					case rs[1].Outcome != dbms.OutcomeOK:
						return Violation, "the view re-created from its printed definition cannot be read: " + describe(rs[1])
					}
					return compareRows("the view", viewRows, "the view re-created from its printed definition", rs[1].Rows)
				},
			}, ""
		},
	}, ""
}

// printedView returns the statement that re-creates the view from what the server printed.
func printedView(r dbms.Result, product string) (string, string) {
	col := 1 // SHOW CREATE VIEW: View, Create View, character_set_client, collation_connection
	if postgresLike(product) {
		col = 0
	}
	if len(r.Rows) != 1 || len(r.Rows[0]) <= col || r.Rows[0][col] == nil {
		return "", "the server printed no definition for the view"
	}
	def := *r.Rows[0][col]
	if postgresLike(product) {
		def = "CREATE VIEW " + viewName + " AS " + def
	}
	return def, ""
}

// secondForm judges a round trip through a second form of the query (a view, a prepared
// statement): the query's result, the statement that made the form, and the form's result. A
// form the server will not make leaves the check not validated; a form that fails where the
// query runs is a violation; else the rows are compared.
func secondForm(query, made, form dbms.Result, notMade, name string) (Verdict, string) {
	switch {
	case query.Outcome != dbms.OutcomeOK:
		return NotValidated, "the query itself fails: " + describe(query)
	case made.Outcome != dbms.OutcomeOK:
		return NotValidated, notMade + ": " + describe(made)
	case form.Outcome != dbms.OutcomeOK:
		return Violation, name + " fails where the query runs: " + describe(form)
	}
	return compareRows("the query", query.Rows, name, form.Rows)
}
