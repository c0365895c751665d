// TLP: Ternary Logic Partitioning (Rigger and Su, "Finding Bugs in Database Systems via Query
// Partitioning", OOPSLA 2020, §2 and Table 1).
//
// Invariant. A predicate p is TRUE, FALSE or NULL on each row, so the partitions WHERE p,
// WHERE NOT (p) and WHERE (p) IS NULL are disjoint and together hold every row. The query
// without p, the base, must therefore equal its three partitions put back together with the
// operator Table 1 gives for the query's shape. p is the query's own WHERE predicate, or its
// HAVING predicate when it has one; the base is the query without it:
//
//	where      SELECT l FROM F                     ⊎ of SELECT l FROM F WHERE p | NOT (p) | (p) IS NULL (UNION ALL)
//	distinct   SELECT DISTINCT l FROM F            ∪ of the DISTINCT partitions (UNION)
//	group by   SELECT g FROM F GROUP BY g          ∪ of the partitions, each grouped by g; the select
//	                                               list must be exactly the grouping expressions
//	having     SELECT l FROM F [WHERE w] GROUP BY g  ⊎ of the same with HAVING p | NOT (p) | (p) IS NULL
//	                                               (∪ when the query is DISTINCT)
//	aggregate  SELECT MIN(e) FROM F                MIN of the partitions' MIN(e); MAX likewise; SUM the
//	                                               SUM of their SUMs; COUNT the SUM of their COUNTs; AVG
//	                                               the SUM of their SUM(e) over the SUM of their COUNT(e)
//
// The partitions run as one query joined with UNION ALL or UNION (for aggregates, inside a
// derived table the outer aggregate reads), so the DBMS also plans the recombination. AVG is
// composable but not self-decomposable (§2.1): averaging the partitions' averages would be wrong,
// so the sum and count are recombined and divided here. Rows are compared as multisets of
// normalised strings and aggregate values as values (see oracle.go); ORDER BY is left out, as
// order is not compared.
//
// Not applicable: no WHERE and no HAVING (nothing to partition on); LIMIT, OFFSET or FETCH (each
// partition would keep its own first rows); GROUP BY with an aggregate in the select list (a
// group split across partitions aggregates differently in each), with a select list that is not
// exactly the grouping expressions, or with ROLLUP, CUBE or GROUPING SETS; an aggregate query
// other than one MIN, MAX, SUM, COUNT or AVG (DISTINCT inside only for MIN and MAX); plus what
// Split refuses.
//
// Blind spots. Every query evaluates the same p and the same select list: an evaluator that is
// wrong but consistent passes, and so does a bug that drops the same row from the base and from
// its partition. In the distinct and group by variants UNION also hides a row that wrongly
// lands in two partitions. The paper partitions on random predicates; this partitions on the query's own,
// and a degenerate one (col = col) leaves a partition empty and tests little. Cells that read as
// fractional numbers are compared to 12 significant digits. Known false positives: with a
// case-insensitive collation DISTINCT, GROUP BY and UNION keep one arbitrary spelling of equal
// strings ('a' or 'A'), and MySQL without ONLY_FULL_GROUP_BY returns an arbitrary value for a
// column neither grouped nor aggregated (in a HAVING query's select list or in HAVING), so such
// queries can disagree on a correct DBMS.

package oracle

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// TLP checks query with the TLP oracle on tg, after opts.Setup.
func TLP(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, TLPOracle, query, opts)
}

// tlpPlan picks the row of Table 1 that fits the query and derives its queries, or says why none
// does.
func tlpPlan(q Query) (plan, string) {
	switch {
	case q.Limit != "":
		return plan{}, "LIMIT, OFFSET or FETCH: each partition would keep its own first rows, so together they need not make the base query's"
	case q.Having != "":
		parts := partitions(q.Having, func(p string) string {
			return selectSQL(q.Distinct, q.Select, q.From, q.Where, q.GroupBy, p)
		})
		return rowsPlan("having", q.With, selectSQL(q.Distinct, q.Select, q.From, q.Where, q.GroupBy, ""), parts, q.Distinct), ""
	case q.Where == "":
		return plan{}, "no WHERE clause (nor HAVING): TLP partitions on the query's predicate, and there is none"
	case q.GroupBy != "":
		if why := groupingOnly(q.Select, q.GroupBy); why != "" {
			return plan{}, why
		}
		parts := partitions(q.Where, func(p string) string {
			return selectSQL(q.Distinct, q.Select, q.From, p, q.GroupBy, "")
		})
		return rowsPlan("group by", q.With, selectSQL(q.Distinct, q.Select, q.From, "", q.GroupBy, ""), parts, true), ""
	case hasAggregate(q.Select):
		return tlpAggregate(q)
	}
	variant := "where"
	if q.Distinct {
		variant = "distinct"
	}
	parts := partitions(q.Where, func(p string) string {
		return selectSQL(q.Distinct, q.Select, q.From, p, "", "")
	})
	return rowsPlan(variant, q.With, selectSQL(q.Distinct, q.Select, q.From, "", "", ""), parts, q.Distinct), ""
}

// partitions builds the three partitions of predicate p, each with build.
func partitions(p string, build func(pred string) string) []string {
	return []string{build(p), build("NOT (" + p + ")"), build("(" + p + ") IS NULL")}
}

// rowsPlan compares the base query's rows with the partitions' rows, the partitions joined with
// UNION when union is set and UNION ALL otherwise.
func rowsPlan(variant, with, base string, parts []string, union bool) plan {
	op := " UNION ALL "
	if union {
		op = " UNION "
	}
	return plan{
		variant: variant,
		queries: []string{withPrefix(with, base), withPrefix(with, strings.Join(parts, op))},
		compare: func(rs []dbms.Result) (Verdict, string) {
			return compareRows("base query", rs[0].Rows, "partitions", rs[1].Rows)
		},
	}
}

// groupingOnly says why a GROUP BY query's select list is not exactly its grouping
// expressions, or "" when it is. A select item matches a grouping expression by its text (case
// and spacing aside), by its AS alias, or by its position (GROUP BY 1).
func groupingOnly(list, groupBy string) string {
	if hasWord(groupBy, "ROLLUP", "CUBE", "GROUPING") {
		return "GROUP BY with ROLLUP, CUBE or GROUPING SETS: the super-aggregate rows of each partition differ from the base query's"
	}
	if hasAggregate(list) {
		return "GROUP BY with an aggregate in the select list: a group split across partitions aggregates differently in each"
	}
	groupList := splitList(groupBy)
	groups := map[string]bool{}
	for _, g := range groupList {
		groups[normalize(g)] = true
	}
	covered := map[string]bool{}
	for i, item := range splitList(list) {
		expr, alias := splitAlias(item)
		n, pos := normalize(expr), strconv.Itoa(i+1)
		switch {
		case groups[n]:
			covered[n] = true
		case alias != "" && groups[normalize(alias)]:
			covered[normalize(alias)] = true
		case groups[pos]:
			covered[pos] = true
		default:
			return fmt.Sprintf("GROUP BY whose select list has %q, which is not one of the grouping expressions", item)
		}
	}
	for _, g := range groupList {
		if !covered[normalize(g)] {
			return fmt.Sprintf("GROUP BY %s, which the select list does not show: the base query's groups could repeat a row", g)
		}
	}
	return ""
}

// splitAlias cuts "expr AS alias" into its parts; alias is "" when the item has no AS.
func splitAlias(item string) (expr, alias string) {
	clean, toks, _ := lex(item)
	n := len(toks)
	if n >= 3 && toks[n-2].upper == "AS" && (toks[n-1].kind == tokWord || toks[n-1].kind == tokQuoted) {
		return strings.TrimSpace(clean[:toks[n-2].start]), toks[n-1].text
	}
	return item, ""
}

// hasWord reports whether text has one of the words (upper case) outside quotes.
func hasWord(text string, words ...string) bool {
	_, toks, _ := lex(text)
	for _, t := range toks {
		for _, w := range words {
			if t.upper == w {
				return true
			}
		}
	}
	return false
}

// recombine gives, for each aggregate TLP takes, the aggregate that recombines the partitions'
// values.
var recombine = map[string]string{"MIN": "MIN", "MAX": "MAX", "SUM": "SUM", "COUNT": "SUM", "AVG": ""}

// tlpAggregate derives the queries of an aggregate query: the base aggregates every row, the
// partitions' aggregates are recombined by an outer aggregate over their UNION ALL.
func tlpAggregate(q Query) (plan, string) {
	items := splitList(q.Select)
	if len(items) != 1 {
		return plan{}, fmt.Sprintf("an aggregate query with %d select items: TLP takes a single MIN, MAX, SUM, COUNT or AVG", len(items))
	}
	fn, arg, ok := aggregateCall(items[0])
	if !ok {
		return plan{}, "the select list is not a single aggregate call: TLP takes MIN, MAX, SUM, COUNT or AVG of an expression"
	}
	outer, ok := recombine[fn]
	if !ok {
		return plan{}, fn + " is not decomposable over partitions: TLP takes MIN, MAX, SUM, COUNT and AVG"
	}
	if fn != "MIN" && fn != "MAX" && hasWord(firstWord(arg), "DISTINCT") {
		return plan{}, fn + "(DISTINCT ...) is not decomposable: a value can fall in several partitions"
	}
	call := fn + "(" + arg + ")"
	base := withPrefix(q.With, selectSQL(false, call, q.From, "", "", ""))
	if fn == "AVG" {
		parts := partitions(q.Where, func(p string) string {
			return selectSQL(false, "SUM("+arg+") AS tlp_sum, COUNT("+arg+") AS tlp_count", q.From, p, "", "")
		})
		combined := withPrefix(q.With, "SELECT SUM(tlp_sum), SUM(tlp_count) FROM ("+strings.Join(parts, " UNION ALL ")+") AS tlp_partitions")
		return plan{variant: "aggregate AVG", queries: []string{base, combined}, compare: compareAvg}, ""
	}
	parts := partitions(q.Where, func(p string) string {
		return selectSQL(false, call+" AS tlp_agg", q.From, p, "", "")
	})
	combined := withPrefix(q.With, "SELECT "+outer+"(tlp_agg) FROM ("+strings.Join(parts, " UNION ALL ")+") AS tlp_partitions")
	return plan{
		variant: "aggregate " + fn,
		queries: []string{base, combined},
		compare: func(rs []dbms.Result) (Verdict, string) {
			b, why := oneValue(rs[0], "the base query")
			if why != "" {
				return NotValidated, why
			}
			c, why := oneValue(rs[1], "the partitions' query")
			if why != "" {
				return NotValidated, why
			}
			detail := fmt.Sprintf("base %s = %s, %s of the partitions' %s = %s", fn, show(b), outer, fn, show(c))
			if !sameValue(b, c) {
				return Violation, detail
			}
			return Consistent, detail
		},
	}, ""
}

// compareAvg compares the base query's AVG with the partitions' summed sums over their summed
// counts; no counted rows means NULL.
func compareAvg(rs []dbms.Result) (Verdict, string) {
	b, why := oneValue(rs[0], "the base query")
	if why != "" {
		return NotValidated, why
	}
	if len(rs[1].Rows) != 1 || len(rs[1].Rows[0]) != 2 {
		return NotValidated, fmt.Sprintf("the partitions' query returned %d rows, not one row of sum and count", len(rs[1].Rows))
	}
	sum, count := rs[1].Rows[0][0], rs[1].Rows[0][1]
	var want *string
	if sum != nil && count != nil {
		s, oks := new(big.Rat).SetString(*sum)
		c, okc := new(big.Rat).SetString(*count)
		if !oks || !okc {
			return NotValidated, fmt.Sprintf("the partitions' sum %q and count %q are not both numbers", *sum, *count)
		}
		if c.Sign() != 0 {
			f, _ := new(big.Rat).Quo(s, c).Float64()
			v := strconv.FormatFloat(f, 'g', -1, 64)
			want = &v
		}
	}
	detail := fmt.Sprintf("base AVG = %s, partitions' SUM / COUNT = %s / %s = %s", show(b), show(sum), show(count), show(want))
	if !sameValue(b, want) {
		return Violation, detail
	}
	return Consistent, detail
}

// aggregateCall reads "FN(arg)" with an optional alias; ok is false for anything else.
func aggregateCall(item string) (fn, arg string, ok bool) {
	clean, toks, _ := lex(item)
	if len(toks) < 3 || toks[0].kind != tokWord || toks[1].kind != tokOpen {
		return "", "", false
	}
	end := closing(toks, 1)
	if toks[end].kind != tokClose {
		return "", "", false
	}
	rest := toks[end+1:]
	isName := func(t token) bool { return t.kind == tokWord || t.kind == tokQuoted }
	switch {
	case len(rest) == 0:
	case len(rest) == 1 && isName(rest[0]):
	case len(rest) == 2 && rest[0].upper == "AS" && isName(rest[1]):
	default:
		return "", "", false
	}
	return toks[0].upper, strings.TrimSpace(clean[toks[1].end:toks[end].start]), true
}

// firstWord returns the first whitespace-separated word of s.
func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}
