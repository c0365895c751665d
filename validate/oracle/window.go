// Window: an aggregate over its whole partition is the grouped aggregate.
//
// Invariant. An aggregate of a multiset used as a window function over a frame that spans its
// whole partition has, on every row of the partition, the value the same aggregate has over
// the partition's rows grouped: for AGG(args) OVER (PARTITION BY p1, p2 ...) in the select list
// of SELECT ... FROM F [WHERE φ],
//
//	window:  SELECT DISTINCT p1, p2, AGG(args) OVER (PARTITION BY p1, p2) FROM F [WHERE φ]
//	grouped: SELECT p1, p2, AGG(args) FROM F [WHERE φ] GROUP BY p1, p2
//
// return the same rows, compared as multisets: one per partition, unless the window gives two rows
// of one partition different values (SELECT DISTINCT AGG(args) OVER () and SELECT AGG(args) without
// PARTITION BY). The two share only the FROM and WHERE: a window aggregate is computed by the
// engine's window code, a grouped one by its grouping code, and a bug can sit in one of them alone
// (MariaDB 10.11: over (1, 2^64-1) in a BIGINT UNSIGNED column, BIT_XOR(b) OVER () gives 2^64-1
// where BIT_XOR(b) gives 2^64-2, their XOR). The aggregates checked are those whose value depends
// on the multiset of rows alone (windowAggregates): not GROUP_CONCAT, STRING_AGG, ARRAY_AGG or the
// JSON aggregates (the rows' order), ANY_VALUE (any row), nor the ranking and offset functions
// (ROW_NUMBER, RANK, LAG, LEAD, FIRST_VALUE, NTH_VALUE, ...), which have no grouped form. A FILTER
// (WHERE ...) clause goes with the call into both queries.
//
// Where it applies: a SELECT (query.go's splitter, letting OVER through) whose select list
// calls one of those aggregates with OVER (...), outside a subquery; each such call, up to
// three (distinct calls over distinct partitions), gets its own pair of queries. Not
// applicable: GROUP BY, HAVING, DISTINCT or a row limit at the top level, an aggregate without
// OVER in the select list (the query is grouped, and its windows run over the groups), a named
// window (OVER w, WINDOW w AS (...)), a window function in the WITH, FROM or WHERE, and a
// literal as a partition key (GROUP BY reads a number as a column's position). When the window
// query returns no rows and there is no PARTITION BY, the input is empty and nothing is
// compared: the grouped aggregate returns its one row over no rows all the same.
//
// Blind spots. The window's ORDER BY and frame (ROWS, RANGE, GROUPS, EXCLUDE) are dropped on
// purpose, so that the frame is the whole partition: a bug only in a moving or growing frame,
// or in the order rows enter it, passes unless it shows over the whole partition too (MariaDB's
// BIT_XOR does). Only the aggregate call is checked, not the expression around it nor the other
// columns of the select list. Floating-point aggregates summed in another order may differ
// beyond the twelve digits rows are compared on (a cancelling SUM of DOUBLEs, a VARIANCE): a
// false positive. A partition key with values equal under its collation but printed
// differently ('a' and 'A') may be printed from another row by DISTINCT than by GROUP BY: a
// false positive too. A bug shared by both paths (in the aggregate's arithmetic itself) passes.

package oracle

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Window checks query with the window oracle on tg, after opts.Setup.
func Window(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, WindowOracle, query, opts)
}

// windowAggregates are the aggregate functions of MySQL, MariaDB and PostgreSQL whose value is
// determined by the multiset of rows they aggregate, and which the servers take as window
// functions.
var windowAggregates = map[string]bool{
	"COUNT": true, "SUM": true, "AVG": true, "MIN": true, "MAX": true,
	"BIT_AND": true, "BIT_OR": true, "BIT_XOR": true, "BOOL_AND": true, "BOOL_OR": true, "EVERY": true,
	"STD": true, "STDDEV": true, "STDDEV_POP": true, "STDDEV_SAMP": true,
	"VARIANCE": true, "VAR_POP": true, "VAR_SAMP": true,
	"CORR": true, "COVAR_POP": true, "COVAR_SAMP": true, "REGR_SLOPE": true, "REGR_INTERCEPT": true,
	"REGR_COUNT": true, "REGR_R2": true, "REGR_AVGX": true, "REGR_AVGY": true, "REGR_SXX": true,
	"REGR_SYY": true, "REGR_SXY": true,
}

// maxWindowCalls bounds the window aggregates checked in one query, two queries each.
const maxWindowCalls = 3

// windowCall is one aggregate used as a window function: the call as written (with its FILTER
// clause), its name in upper case, and its partition keys.
type windowCall struct {
	call, name string
	partition  []string
}

// over renders the call over its whole partition.
func (c windowCall) over() string {
	if len(c.partition) == 0 {
		return c.call + " OVER ()"
	}
	return c.call + " OVER (PARTITION BY " + strings.Join(c.partition, ", ") + ")"
}

// windowPlan derives a window query and a grouped query from each aggregate used as a window
// function in sql's select list, or says why it cannot.
func windowPlan(sql string) (plan, string) {
	_, toks, why := lexStatement(sql)
	if why != "" {
		return plan{}, why
	}
	if why := namedWindow(toks); why != "" {
		return plan{}, why
	}
	q, why := split(sql, true)
	if why != "" {
		return plan{}, why
	}
	switch {
	case q.GroupBy != "" || q.Having != "":
		return plan{}, "GROUP BY or HAVING: the query's windows run over its groups, which the oracle's queries do not form"
	case q.Distinct || q.Limit != "":
		return plan{}, "DISTINCT, LIMIT, OFFSET or FETCH at the top level: the oracle takes a plain SELECT, a row per row of its FROM and WHERE"
	}
	for _, clause := range []string{q.With, q.From, q.Where} {
		if hasOver(clause) {
			return plan{}, "a window function in the WITH, FROM or WHERE: over rows with ties it need not give the oracle's two queries the same rows"
		}
	}
	calls, why := windowCalls(q.Select)
	if why != "" {
		return plan{}, why
	}
	var queries, names []string
	for _, c := range calls {
		keys, columns := strings.Join(c.partition, ", "), ""
		if keys != "" {
			columns = keys + ", "
		}
		queries = append(queries,
			withPrefix(q.With, selectSQL(true, columns+c.over(), q.From, q.Where, "", "")),
			withPrefix(q.With, selectSQL(false, columns+c.call, q.From, q.Where, keys, "")))
		name := c.name
		if keys != "" {
			name += " by " + keys
		}
		names = append(names, name)
	}
	return plan{
		variant: strings.Join(names, "; "),
		queries: queries,
		compare: func(rs []dbms.Result) (Verdict, string) {
			var details []string
			for i, c := range calls {
				win, grouped := rs[2*i].Rows, rs[2*i+1].Rows
				if len(win) == 0 && len(c.partition) == 0 {
					details = append(details, c.over()+": the window returned no rows: the input is empty, and the grouped aggregate's one row over no rows has nothing to match")
					continue
				}
				v, detail := compareRows("the window over whole partitions", win, "the grouped aggregate", grouped)
				if v != Consistent {
					return v, c.over() + ": " + detail
				}
				details = append(details, c.over()+": "+detail)
			}
			return Consistent, strings.Join(details, "; ")
		},
	}, ""
}

// hasOver reports whether text calls a window function: OVER followed by a window or its name.
func hasOver(text string) bool {
	_, toks, _ := lex(text)
	for i, t := range toks {
		if next := tokenAt(toks, i+1); t.upper == "OVER" && (next.kind == tokOpen || next.kind == tokWord || next.kind == tokQuoted) {
			return true
		}
	}
	return false
}

// windowSpecWords are the words a window specification in parentheses may start with; any
// other word names a window it refines.
var windowSpecWords = map[string]bool{"PARTITION": true, "ORDER": true, "ROWS": true, "RANGE": true, "GROUPS": true}

// namedWindow says why a statement uses a named window, or "": OVER w, OVER (w ...), or a
// WINDOW clause defining one.
func namedWindow(toks []token) string {
	const why = "a named window (%s): the oracle reads the partition from the OVER clause itself, and the WINDOW clause it refers to is not moved into its queries"
	for i, t := range toks {
		next := tokenAt(toks, i+1)
		switch {
		case t.upper != "OVER":
		case next.kind == tokWord || next.kind == tokQuoted:
			return fmt.Sprintf(why, "OVER "+next.text)
		case next.kind == tokOpen && tokenAt(toks, i+2).kind == tokQuoted,
			next.kind == tokOpen && tokenAt(toks, i+2).kind == tokWord && !windowSpecWords[tokenAt(toks, i+2).upper]:
			return fmt.Sprintf(why, "OVER ("+tokenAt(toks, i+2).text+" ...)")
		}
	}
	for _, i := range topLevel(toks) {
		if toks[i].upper == "WINDOW" {
			return fmt.Sprintf(why, "a WINDOW clause")
		}
	}
	return ""
}

// windowCalls finds the aggregates of windowAggregates called with OVER in a select list,
// outside its subqueries: the first maxWindowCalls distinct ones, or why there is none to check.
func windowCalls(list string) ([]windowCall, string) {
	clean, toks, _ := lex(list)
	var out []windowCall
	seen := map[string]bool{}
	var others []string // window functions the oracle does not check
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokOpen && (tokenAt(toks, i+1).upper == "SELECT" || tokenAt(toks, i+1).upper == "WITH") {
			i = closing(toks, i)
			continue
		}
		if t.kind != tokWord || tokenAt(toks, i+1).kind != tokOpen || tokenAt(toks, i-1).text == "." {
			continue
		}
		end := closing(toks, i+1) + 1 // past the call's arguments
		switch {
		case tokenAt(toks, end).upper == "FILTER" && tokenAt(toks, end+1).kind == tokOpen:
			end = closing(toks, end+1) + 1
		case tokenAt(toks, end).upper == "WITHIN" && tokenAt(toks, end+1).upper == "GROUP" && tokenAt(toks, end+2).kind == tokOpen:
			end = closing(toks, end+2) + 1 // MariaDB's PERCENTILE_CONT(x) WITHIN GROUP (ORDER BY y) OVER (...)
		}
		if tokenAt(toks, end).upper != "OVER" {
			if aggregates[t.upper] {
				return nil, t.upper + " without OVER in the select list: the query is grouped, and its windows run over its groups"
			}
			continue
		}
		if !windowAggregates[t.upper] {
			if !slices.Contains(others, t.upper) {
				others = append(others, t.upper)
			}
			continue
		}
		open := end + 1
		if tokenAt(toks, open).kind != tokOpen {
			continue // a named window, which namedWindow refuses
		}
		keys, why := partitionKeys(clean, toks[open+1:closing(toks, open)])
		if why != "" {
			return nil, why
		}
		c := windowCall{call: strings.TrimSpace(clean[t.start:toks[end-1].end]), name: t.upper, partition: keys}
		if key := normalize(c.over()); !seen[key] && len(out) < maxWindowCalls {
			seen[key] = true
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		why := "no aggregate used as a window function (SUM, COUNT, MIN, MAX, AVG, BIT_XOR, ... OVER) in the select list"
		if len(others) > 0 {
			why += "; " + strings.Join(others, ", ") + " OVER has no grouped form over a multiset of rows (a ranking or offset function, or an aggregate whose value depends on the rows' order or picks any row)"
		}
		return nil, why
	}
	return out, ""
}

// partitionKeys reads the PARTITION BY list of a window specification's tokens (offsets into
// clean): the expressions up to the window's ORDER BY or frame, or none.
func partitionKeys(clean string, spec []token) ([]string, string) {
	if len(spec) < 2 || spec[0].upper != "PARTITION" || spec[1].upper != "BY" {
		return nil, ""
	}
	end, depth := len(spec), 0
	for j := 2; j < len(spec) && end == len(spec); j++ {
		switch t := spec[j]; {
		case t.kind == tokOpen:
			depth++
		case t.kind == tokClose:
			depth--
		case depth == 0 && (t.upper == "ORDER" && tokenAt(spec, j+1).upper == "BY" || t.upper == "ROWS" || t.upper == "RANGE" || t.upper == "GROUPS"):
			end = j
		}
	}
	if end == 2 {
		return nil, "an empty PARTITION BY"
	}
	keys := splitList(clean[spec[2].start:spec[end-1].end])
	for _, k := range keys {
		if _, toks, _ := lex(k); len(toks) == 1 && (strings.HasPrefix(k, "'") || strings.Trim(k, "0123456789") == "") {
			return nil, "a literal as a partition key (PARTITION BY " + k + "): GROUP BY reads a number as a column's position, and PostgreSQL refuses a constant"
		}
	}
	return keys, ""
}
