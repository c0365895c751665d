// Package oracle holds metamorphic test oracles for SELECT statements: NoREC (norec.go) and
// TLP (tlp.go), after Rigger and Su; the round trips, which evaluate one query twice, directly
// and through a derived table (derived.go), a table it fills (ctas.go, insert.go), a view
// (view.go) or a prepared statement (prepared.go); the 32-bit wrap of a huge integer
// (wrap.go); the same expression over literals and over a table holding them (column.go); and
// an aggregate used as a window function over its whole partition against the grouped
// aggregate (window.go). None needs a model or an expected result: each derives from one query
// other queries whose results must agree on a correct DBMS, runs them on a target after the
// test's setup, in one fresh database, and compares. Each oracle documents its invariant and
// blind spots at the top of its file; query.go cuts a SELECT into the clauses the oracles move
// around and refuses what they cannot transform.
//
// A disagreement is a value (Verdict Violation), not an error: an error means the tooling
// failed (the target could not be reached, the server went away). A query the oracle cannot
// transform is NotApplicable, and one whose setup or derived queries the target rejected is
// NotValidated; both say why, so that nothing passes silently.
package oracle

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/tally"
)

// Verdict is what an oracle concluded about a query.
type Verdict string

const (
	// Consistent: the derived queries agreed.
	Consistent Verdict = "consistent"
	// Violation: the derived queries disagreed; Detail says how.
	Violation Verdict = "violation"
	// NotApplicable: the oracle cannot transform the query; Reason says why.
	NotApplicable Verdict = "not applicable"
	// NotValidated: a setup statement or a derived query did not run to completion on the
	// target (an error, a hang, a crash); Reason holds what happened.
	NotValidated Verdict = "not validated"
)

// Result is one oracle's check of one query.
type Result struct {
	// Oracle is the oracle's name (Names).
	Oracle string `json:"oracle"`
	// Query is the query checked, as given.
	Query string `json:"query"`
	// Variant says which of the oracle's transformations applied (TLP: where, distinct,
	// group by, having, aggregate MIN, ...).
	Variant string  `json:"variant,omitempty"`
	Verdict Verdict `json:"verdict"`
	// Reason says why the verdict is NotApplicable or NotValidated.
	Reason string `json:"reason,omitempty"`
	// Queries are the derived queries, in the order they ran.
	Queries []string `json:"queries,omitempty"`
	// Detail says what was compared: the counts or the row counts, and for a violation the
	// first rows that differ.
	Detail string `json:"detail,omitempty"`
	// Execution is the run: the setup statements, then Queries.
	Execution *dbms.Execution `json:"execution,omitempty"`
}

// Options configures one check.
type Options struct {
	// Setup builds the database the query reads. It runs first, once, in the same fresh
	// database as the derived queries; a setup statement that fails makes the check
	// NotValidated.
	Setup []dbms.Statement
	// Run configures the run. The check always stops at the first statement that hangs: the
	// verdict needs every query, so the rest would only wait out the timeout again.
	Run dbms.RunOptions
	// Product is the target's product (dbms.Info.Product): the view and prepared round trips
	// speak its dialect. Empty is MySQL's.
	Product string
	// Volatile are the functions the target's catalog marks volatile: no oracle applies to
	// a query that calls one.
	Volatile Volatile
	// Aggregates are the target catalog's aggregate functions: NoREC and TLP apply to no query
	// that calls one they cannot recombine (AggregatesOf).
	Aggregates Aggregates
}

// Validate fills defaults and rejects bad values.
func (o *Options) Validate() error {
	o.Run.StopAfterHang = true
	return o.Run.Validate()
}

// plan is an oracle's transformation of one query: the queries to run and how to judge their
// results, which compare gets in the order of queries. compare returns the verdict with its
// detail (Consistent, Violation) or its reason (NotValidated).
type plan struct {
	variant string
	queries []string
	compare func(results []dbms.Result) (Verdict, string)
	// errors passes queries that end in an error to compare, which judges them: a round trip's
	// second form failing where the first succeeds is what it looks for. Without it, any query
	// that does not succeed makes the check NotValidated.
	errors bool
	// next, when set, builds a second plan from the first one's results once compare finds
	// them consistent (a view re-created from the definition the server printed); it runs
	// after the setup in another fresh database, and its verdict is the check's.
	next func(results []dbms.Result) (plan, string)
}

// onSelect makes a transformation of a SELECT cut by Split into one of a statement's text.
func onSelect(transform func(Query) (plan, string)) func(string, string) (plan, string) {
	return func(sql, _ string) (plan, string) {
		q, why := Split(sql)
		if why != "" {
			return plan{}, why
		}
		return transform(q)
	}
}

// anyDialect makes a transformation that needs no dialect into one that is given it.
func anyDialect(transform func(string) (plan, string)) func(string, string) (plan, string) {
	return func(sql, _ string) (plan, string) { return transform(sql) }
}

// check runs one oracle: its plan, then the plan's next step if it has one.
func check(ctx context.Context, tg dbms.Target, o Named, query string, opts Options) (Result, error) {
	out, err := Run(ctx, tg, query, opts, []Named{o})
	return out[0], err
}

// Run checks query with the given oracles on tg, in one fresh database: the setup once, then
// every applicable oracle's queries one after another (no oracle's queries change what
// another's read: the round trips' tables, view and statement have names of their own), each
// oracle judged on its own results. A plan's next step (the view re-created from its printed
// definition) runs afterwards in a fresh database of the same name. Sharing the run saves a database and a
// setup per oracle; a statement that hangs or takes the server down leaves the oracles after it
// not validated.
//
// A violation stands only when it reproduces: its oracle runs again, reproductions times, each
// in another fresh database, and a run without the same violation (the same rows on each side)
// makes it not applicable. A server may pick among rows SQL leaves undetermined (which of the
// values a case-insensitive collation calls equal a UNION keeps) differently from run to run; a
// defect of the path an oracle compares gives the same wrong rows each time.
func Run(ctx context.Context, tg dbms.Target, query string, opts Options, oracles []Named) ([]Result, error) {
	out, err := runOnce(ctx, tg, query, opts, oracles)
	if err != nil {
		return out, err
	}
	var again []Named
	var at []int
	for i, r := range out {
		if r.Verdict == Violation {
			again, at = append(again, oracles[i]), append(at, i)
		}
	}
	if len(again) == 0 {
		return out, nil
	}
	for range reproductions {
		if !slices.ContainsFunc(at, func(i int) bool { return out[i].Verdict == Violation }) {
			break // every violation is refuted: no run would change a verdict
		}
		next, err := runOnce(ctx, tg, query, opts, again)
		if err != nil {
			return out, err
		}
		for k, i := range at {
			if out[i].Verdict == Violation && (next[k].Verdict != Violation || next[k].Detail != out[i].Detail) {
				out[i].Reason = fmt.Sprintf("the violation did not reproduce in another run (%s: %s%s): the server's choice, which SQL leaves open, "+
					"is not an inconsistency", next[k].Verdict, next[k].Reason, next[k].Detail)
				out[i].Verdict = NotApplicable
			}
		}
	}
	return out, nil
}

// reproductions is how many more runs a violation must show again. A choice the server makes
// between two answers passes one more run half the time; two, a quarter.
const reproductions = 2

// runOnce is one run of Run's oracles, in one fresh database.
func runOnce(ctx context.Context, tg dbms.Target, query string, opts Options, oracles []Named) ([]Result, error) {
	out := make([]Result, len(oracles))
	for i, o := range oracles {
		out[i] = Result{Oracle: o.Name, Query: query}
	}
	if err := opts.Validate(); err != nil {
		return out, fmt.Errorf("oracles: %w", err)
	}
	if why := opts.Volatile.Call(query); why != "" {
		for i := range out {
			out[i].Verdict, out[i].Reason = NotApplicable, why
		}
		return out, nil
	}
	plans := make([]plan, len(oracles))
	var queries []string
	unknown := opts.Aggregates.Call(query)
	for i, o := range oracles {
		p, why := o.plan(query, opts.Product)
		if unknown != "" && (o.Name == NoRECOracle.Name || o.Name == TLPOracle.Name) {
			// Both split the rows a query reads; an aggregate they do not know folds them.
			p, why = plan{}, unknown
		}
		if why != "" {
			out[i].Verdict, out[i].Reason = NotApplicable, why
			continue
		}
		plans[i] = p
		out[i].Variant, out[i].Queries = p.variant, p.queries
		queries = append(queries, p.queries...)
	}
	if len(queries) == 0 {
		return out, nil
	}
	rs, ex, why, err := runQueries(ctx, tg, queries, opts)
	if err != nil {
		return out, fmt.Errorf("oracles on %s: %w", firstLine(query, 60), err)
	}
	if why == "" {
		if d := undetermined(queries, rs); d != "" {
			for i := range oracles {
				if plans[i].compare != nil {
					out[i].Execution, out[i].Verdict, out[i].Reason = ex, NotApplicable, d
				}
			}
			return out, nil
		}
	}
	at := 0
	for i := range oracles {
		p := plans[i]
		if p.compare == nil {
			continue
		}
		out[i].Execution = ex
		if why != "" {
			out[i].Verdict, out[i].Reason = NotValidated, why
			continue
		}
		mine := rs[at : at+len(p.queries)]
		at += len(p.queries)
		for judge(p, mine, &out[i]) && p.next != nil {
			next, why := p.next(mine)
			if why != "" {
				out[i].Verdict, out[i].Reason, out[i].Detail = NotValidated, why, ""
				break
			}
			p = next
			out[i].Queries = append(out[i].Queries, p.queries...)
			// The same database name as the first run's: what the server printed may name it
			// (MariaDB qualifies a sequence with its database).
			again := opts
			if ex != nil && ex.Database != "" {
				again.Run.Database = ex.Database
			}
			if mine, out[i].Execution, why, err = runQueries(ctx, tg, p.queries, again); err != nil {
				return out, fmt.Errorf("oracle %s: %w", oracles[i].Name, err)
			}
			if why != "" {
				out[i].Verdict, out[i].Reason = NotValidated, why
				break
			}
		}
	}
	return out, nil
}

// undetermined says why the rows of a query are not determined, or "": two runs of the same
// text in the one database gave different rows (the oracles that compare the query as it is
// each run it, and none of them changes what it reads). A correct server may do so where SQL
// leaves the choice to it: which of the values a case-insensitive collation calls equal a
// UNION or DISTINCT keeps, a LIMIT's rows without ORDER BY; any oracle would call the server's
// choice a violation.
func undetermined(queries []string, rs []dbms.Result) string {
	first := map[string]int{}
	for k, q := range queries {
		if k >= len(rs) || rs[k].Outcome != dbms.OutcomeOK {
			continue
		}
		j, ok := first[q]
		if !ok {
			first[q] = k
			continue
		}
		if v, detail := compareRows("one run", rs[j].Rows, "another", rs[k].Rows); v == Violation {
			return "two runs of the same query in one database gave different rows (" + detail + "): the server's choice, which SQL leaves open, is not an inconsistency"
		}
	}
	return ""
}

// runQueries runs the setup and queries in one fresh database. It returns the queries' results,
// or why the setup did not run (the check is then not validated).
func runQueries(ctx context.Context, tg dbms.Target, queries []string, opts Options) ([]dbms.Result, *dbms.Execution, string, error) {
	stmts := slices.Clone(opts.Setup)
	for _, s := range queries {
		stmts = append(stmts, dbms.Statement{SQL: s})
	}
	run := opts.Run
	run.Setup = len(opts.Setup)
	ex, err := tg.Run(ctx, stmts, run)
	if err != nil {
		return nil, ex, "", err
	}
	if len(ex.Results) != len(stmts) {
		return nil, ex, "", fmt.Errorf("target %s returned %d results for %d statements", ex.Target, len(ex.Results), len(stmts))
	}
	for i, r := range ex.Results[:len(opts.Setup)] {
		if r.Outcome != dbms.OutcomeOK {
			return nil, ex, fmt.Sprintf("setup statement %d (%s): %s", i+1, firstLine(r.SQL, 60), describe(r)), nil
		}
	}
	return ex.Results[len(opts.Setup):], ex, "", nil
}

// judge sets res's verdict from a plan's results: not validated when a query did not run as the
// plan needs, else the plan's comparison. It reports whether the verdict is Consistent.
func judge(p plan, rs []dbms.Result, res *Result) bool {
	res.Verdict, res.Reason, res.Detail = "", "", ""
	for i, r := range rs {
		if r.Outcome == dbms.OutcomeOK || p.errors && r.Outcome == dbms.OutcomeError {
			continue
		}
		res.Verdict, res.Reason = NotValidated, fmt.Sprintf("query %d: %s", i+1, describe(r))
		return false
	}
	v, text := p.compare(rs)
	res.Verdict = v
	if v == NotValidated {
		res.Reason = text
	} else {
		res.Detail = text
	}
	return v == Consistent
}

// describe says what happened to a statement that did not run to completion.
func describe(r dbms.Result) string {
	msg := strings.TrimSpace(r.SQLState + " " + r.Message)
	if r.Code != 0 {
		msg = fmt.Sprintf("%d %s", r.Code, msg)
	}
	if msg == "" {
		return r.Outcome
	}
	return r.Outcome + " " + msg
}

// firstLine shortens s to its first line, at most n characters, for a reason.
func firstLine(s string, n int) string {
	s, _, more := strings.Cut(strings.TrimSpace(s), "\n")
	if r := []rune(s); len(r) > n {
		s, more = string(r[:n]), true
	}
	if more {
		s += " ..."
	}
	return s
}

// oneValue returns the single value of a one-row, one-column result (nil for NULL), or a reason
// when the result has another shape.
func oneValue(r dbms.Result, what string) (*string, string) {
	if len(r.Rows) != 1 || len(r.Rows[0]) < 1 {
		return nil, fmt.Sprintf("%s returned %d rows, not one", what, len(r.Rows))
	}
	return r.Rows[0][0], ""
}

// show renders a value for a detail, with NULL for SQL NULL.
func show(v *string) string {
	if v == nil {
		return "NULL"
	}
	return *v
}

// Multisets of rows. Rows are compared as multisets of normalised strings: each cell quoted, SQL
// NULL as a bare NULL marker (so the string 'NULL' is not NULL), a cell that reads as a number
// with a fraction or an exponent rewritten to 12 significant digits, so that the last digits of
// floating-point arithmetic done in another order, or a DECIMAL printed with another scale, do
// not count as a difference, a negative zero as zero, and a time whose fraction of a second is
// all zeros printed without it (a column of TIME(6) or DATETIME(6) prints the same value as one
// without a fraction). Duplicates count: a row returned twice is not a row
// returned once.

// zeroFraction matches a time of day (hh:mm:ss) followed by a fraction of zeros.
var zeroFraction = regexp.MustCompile(`(\d:\d\d:\d\d)\.0+\b`)

// rowKey renders a row for comparing.
func rowKey(row []*string) string {
	cells := make([]string, len(row))
	for i, c := range row {
		switch {
		case c == nil:
			cells[i] = "NULL"
		case strings.ContainsAny(*c, ".eE"):
			if f, err := strconv.ParseFloat(*c, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
				cells[i] = strconv.Quote(strconv.FormatFloat(f+0, 'g', 12, 64)) // +0: -0 is 0
				break
			}
			cells[i] = strconv.Quote(zeroFraction.ReplaceAllString(*c, "$1"))
		case *c == "-0":
			cells[i] = strconv.Quote("0")
		default:
			cells[i] = strconv.Quote(*c)
		}
	}
	return "(" + strings.Join(cells, ", ") + ")"
}

// compareRows compares two results as multisets of rows. It returns Consistent or Violation
// with a detail naming the row counts and, for a violation, up to three rows found on only one
// side with how many more times.
func compareRows(baseName string, base [][]*string, otherName string, other [][]*string) (Verdict, string) {
	count := map[string]int{}
	for _, r := range base {
		count[rowKey(r)]++
	}
	for _, r := range other {
		count[rowKey(r)]--
	}
	var onlyBase, onlyOther []string
	for k, n := range count {
		switch {
		case n > 0:
			onlyBase = append(onlyBase, fmt.Sprintf("%s ×%d", k, n))
		case n < 0:
			onlyOther = append(onlyOther, fmt.Sprintf("%s ×%d", k, -n))
		}
	}
	detail := fmt.Sprintf("%s: %s, %s: %s", baseName, tally.Plural(len(base), "row", "rows"), otherName, tally.Plural(len(other), "row", "rows"))
	if len(onlyBase) == 0 && len(onlyOther) == 0 {
		return Consistent, detail
	}
	slices.Sort(onlyBase)
	slices.Sort(onlyOther)
	if len(onlyBase) > 0 {
		detail += fmt.Sprintf("; only in %s: %s", baseName, firstN(onlyBase, 3))
	}
	if len(onlyOther) > 0 {
		detail += fmt.Sprintf("; only in %s: %s", otherName, firstN(onlyOther, 3))
	}
	return Violation, detail
}

// firstN joins the first n items, saying how many more there are.
func firstN(items []string, n int) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:n], ", "), len(items)-n)
}

// Values. Two values are the same when both are NULL, when their text is equal, when both are
// integers of equal value, or when both are numbers at least one of which has a fraction or an
// exponent and they differ by no more than a relative 1e-9 or one unit of the last decimal
// place the less precise of them prints (MariaDB prints AVG with four decimals).

// sameValue reports whether a and b are the same value.
func sameValue(a, b *string) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if *a == *b {
		return true
	}
	x, okx := new(big.Rat).SetString(*a)
	y, oky := new(big.Rat).SetString(*b)
	if !okx || !oky {
		return false
	}
	if x.Cmp(y) == 0 {
		return true
	}
	if isInteger(*a) && isInteger(*b) {
		return false
	}
	fx, _ := x.Float64()
	fy, _ := y.Float64()
	return closeEnough(fx, fy, min(decimals(*a), decimals(*b)))
}

// closeEnough reports whether x and y differ by no more than a relative 1e-9, or one unit in
// the places-th decimal place when places > 0.
func closeEnough(x, y float64, places int) bool {
	tol := 1e-9 * max(math.Abs(x), math.Abs(y))
	if places > 0 {
		tol = max(tol, math.Pow10(-places))
	}
	return math.Abs(x-y) <= tol
}

// isInteger reports whether s is written as an integer.
func isInteger(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// decimals returns how many digits s prints after its decimal point, or 0 when it has none or
// is written with an exponent.
func decimals(s string) int {
	if strings.ContainsAny(s, "eE") {
		return 0
	}
	if _, frac, ok := strings.Cut(s, "."); ok {
		return len(frac)
	}
	return 0
}

// Check is an oracle: it checks query on tg after opts.Setup.
type Check func(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error)

// Named is an oracle with the name its results carry.
type Named struct {
	Name string
	// plan transforms a statement, in the dialect of a product, or says why it cannot.
	plan func(sql, product string) (plan, string)
}

// Check runs the oracle alone.
func (o Named) Check(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, o, query, opts)
}

// The oracles.
var (
	NoRECOracle    = Named{"norec", onSelect(noRECPlan)}
	TLPOracle      = Named{"tlp", onSelect(tlpPlan)}
	DerivedOracle  = Named{"derived", anyDialect(derivedPlan)}
	CTASOracle     = Named{"ctas", anyDialect(ctasPlan)}
	InsertOracle   = Named{"insert", anyDialect(insertPlan)}
	ViewOracle     = Named{"view", viewPlan}
	PreparedOracle = Named{"prepared", preparedPlan}
	WrapOracle     = Named{"wrap", anyDialect(wrapPlan)}
	ColumnOracle   = Named{"column", anyDialect(columnPlan)}
	WindowOracle   = Named{"window", anyDialect(windowPlan)}
)

// All are the oracles, in the order a campaign runs them on a sibling statement.
var All = []Named{NoRECOracle, TLPOracle, DerivedOracle, CTASOracle, InsertOracle, ViewOracle, PreparedOracle, WrapOracle, ColumnOracle,
	WindowOracle}

// Names lists All's names.
func Names() []string {
	out := make([]string, len(All))
	for i, o := range All {
		out[i] = o.Name
	}
	return out
}
