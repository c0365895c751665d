// Package oracle holds metamorphic test oracles for SELECT statements: NoREC (norec.go) and
// TLP (tlp.go), after Rigger and Su, and the derived-table round trip (derived.go). Neither needs a model or an expected result: each derives
// from one query other queries whose results must agree on a correct DBMS, runs them on a
// target after the test's setup, in one fresh database, and compares. Each oracle documents its
// invariant and blind spots at the top of its file; query.go cuts a SELECT into the clauses the
// oracles move around and refuses what they cannot transform.
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
	"slices"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/internal/dbms"
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
	// Oracle is "norec" or "tlp".
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
}

// check runs an oracle: split the query, transform it, run setup and queries in one fresh
// database, judge.
func check(ctx context.Context, tg dbms.Target, oracle, query string, opts Options, transform func(Query) (plan, string)) (Result, error) {
	res := Result{Oracle: oracle, Query: query}
	if err := opts.Validate(); err != nil {
		return res, fmt.Errorf("oracle %s: %w", oracle, err)
	}
	q, why := Split(query)
	var p plan
	if why == "" {
		p, why = transform(q)
	}
	if why != "" {
		res.Verdict, res.Reason = NotApplicable, why
		return res, nil
	}
	res.Variant, res.Queries = p.variant, p.queries
	stmts := slices.Clone(opts.Setup)
	for _, s := range p.queries {
		stmts = append(stmts, dbms.Statement{SQL: s})
	}
	ex, err := tg.Run(ctx, stmts, opts.Run)
	res.Execution = ex
	if err != nil {
		return res, fmt.Errorf("oracle %s: %w", oracle, err)
	}
	if len(ex.Results) != len(stmts) {
		return res, fmt.Errorf("oracle %s: target %s returned %d results for %d statements", oracle, ex.Target, len(ex.Results), len(stmts))
	}
	for i, r := range ex.Results {
		if r.Outcome == dbms.OutcomeOK {
			continue
		}
		what := fmt.Sprintf("setup statement %d (%s)", i+1, firstLine(r.SQL, 60))
		if i >= len(opts.Setup) {
			what = fmt.Sprintf("query %d", i-len(opts.Setup)+1)
		}
		res.Verdict, res.Reason = NotValidated, what+": "+describe(r)
		return res, nil
	}
	v, text := p.compare(ex.Results[len(opts.Setup):])
	res.Verdict = v
	if v == NotValidated {
		res.Reason = text
	} else {
		res.Detail = text
	}
	return res, nil
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
// NULL as a bare NULL marker (so the string 'NULL' is not NULL), and a cell that reads as a
// number with a fraction or an exponent rewritten to 12 significant digits, so that the last
// digits of floating-point arithmetic done in another order, or a DECIMAL printed with another
// scale, do not count as a difference. Duplicates count: a row returned twice is not a row
// returned once.

// rowKey renders a row for comparing.
func rowKey(row []*string) string {
	cells := make([]string, len(row))
	for i, c := range row {
		switch {
		case c == nil:
			cells[i] = "NULL"
		case strings.ContainsAny(*c, ".eE"):
			if f, err := strconv.ParseFloat(*c, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
				cells[i] = strconv.Quote(strconv.FormatFloat(f, 'g', 12, 64))
				break
			}
			cells[i] = strconv.Quote(*c)
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
	detail := fmt.Sprintf("%s: %d rows, %s: %d rows", baseName, len(base), otherName, len(other))
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
