// NoREC: Non-Optimizing Reference Engine Construction (Rigger and Su, "Detecting Optimization
// Bugs in Database Engines via Non-Optimizing Reference Engine Construction", ESEC/FSE 2020).
//
// Invariant. For SELECT ... FROM F WHERE φ, the number of rows the FROM produces for which φ is
// TRUE is the same whether the DBMS filters them, with every optimization that a WHERE clause
// invites (index ranges, predicate pushdown, join reordering, constant folding), or evaluates φ
// once per row as a plain value, where there is little left to optimize:
//
//	optimized:   SELECT COUNT(*) FROM F WHERE φ
//	unoptimized: SELECT SUM(CASE WHEN (φ) IS TRUE THEN 1 ELSE 0 END) FROM F
//
// (the paper's SELECT (φ) IS TRUE FROM F, counted by the DBMS as in its Listing 4). The counts
// differ → Violation. The joins and their ON conditions are copied unchanged, as in the paper.
// The select list, DISTINCT, GROUP BY, HAVING and ORDER BY are left out of both queries: they do
// not change which rows the FROM and WHERE produce, which is what the oracle checks (§3.2).
// A leading WITH stays in front of both.
//
// Not applicable: a query without WHERE (nothing to move), and one with LIMIT, OFFSET or FETCH
// (they cut the rows before counting, differently in the two queries); plus what Split refuses.
//
// Blind spots. Only counts are compared: a wrong row with the right count passes (§3.3). Bugs in
// the parts left out (aggregation, DISTINCT, ordering) and in join conditions, which stay put,
// are not seen (§5). A bug in evaluating φ itself that both queries share passes. A predicate
// that errors on some rows may error in one query and not the other (short-circuit evaluation,
// §3.4): that is NotValidated, not a violation. A non-deterministic user-defined function in φ
// is a false positive the splitter cannot see (the tests use one to plant a violation).

package oracle

import (
	"context"
	"fmt"
	"math/big"

	"github.com/reaper-sql/reaper/base/dbms"
)

// NoREC checks query with the NoREC oracle on tg, after opts.Setup.
func NoREC(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, NoRECOracle, query, opts)
}

// noRECPlan derives the optimized and unoptimized queries, or says why it cannot.
func noRECPlan(q Query) (plan, string) {
	if q.Where == "" {
		return plan{}, "no WHERE clause: NoREC moves the WHERE predicate into the select list, and there is none"
	}
	if q.Limit != "" {
		return plan{}, "LIMIT, OFFSET or FETCH: they cut the rows before counting, so the two counts need not agree"
	}
	optimized := withPrefix(q.With, "SELECT COUNT(*) FROM "+q.From+" WHERE "+q.Where)
	unoptimized := withPrefix(q.With, "SELECT SUM(CASE WHEN ("+q.Where+") IS TRUE THEN 1 ELSE 0 END) FROM "+q.From)
	return plan{variant: "count", queries: []string{optimized, unoptimized}, compare: compareCounts}, ""
}

// compareCounts compares the optimized query's count with the unoptimized one's; SUM over no
// rows is NULL, which counts as 0.
func compareCounts(results []dbms.Result) (Verdict, string) {
	var counts [2]*big.Rat
	for i, what := range []string{"the optimized query", "the unoptimized query"} {
		v, why := oneValue(results[i], what)
		if why != "" {
			return NotValidated, why
		}
		counts[i] = new(big.Rat)
		if v != nil {
			if _, ok := counts[i].SetString(*v); !ok {
				return NotValidated, fmt.Sprintf("%s returned %q, not a count", what, *v)
			}
		}
	}
	detail := fmt.Sprintf("optimized COUNT(*) = %s, unoptimized count = %s", counts[0].RatString(), counts[1].RatString())
	if counts[0].Cmp(counts[1]) != 0 {
		return Violation, detail
	}
	return Consistent, detail
}
