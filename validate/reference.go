package validate

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/sibling"
)

// Reference engine (`--reference DSN`). Each sibling test also runs, in a fresh database, on a
// second engine of the same dialect family (go-mysql-server against a MariaDB sandbox): where
// the sibling statement returns rows on both and the oracles cannot check them, the reference's
// rows are the ground truth a fix-derived O_fix "result" is checked against.
//
// Invariant. Both engines ran the whole test (the reference's context did not fail), the sibling
// statement succeeded on both, and its rows differ as multisets once numbers are compared as
// numbers to ten significant digits (1.50 = 1.5 = 1.5e0), two decimal fractions at the scale of
// the shorter (3.141592654 = 3.141593: each engine prints a type at its own scale), JSON
// documents as documents ([0, 0] = [0,0]) and other text as written. A statement that calls a
// function whose value depends on
// the clock, the session or chance (benignDivergence) is not compared.
//
// Blind spots. Engines differ by design: a divergence alone is no bug, so it is evidence of its
// own (EvidenceReference), kept apart, and makes a report only through the fix-derived stages
// (I and II must hold first). Statements that fail on either engine are not compared: an error
// on one side is most often a feature the other lacks. Row order is not compared, so a wrong
// ORDER BY is not seen. Column types are not compared: each engine names them its own way.

// EvidenceReference: the sibling statement's rows differ from the reference engine's.
const EvidenceReference = "reference"

// Reference is what the reference engine says of a sibling test.
type Reference struct {
	// Target and Version name the reference engine.
	Target  string `json:"target"`
	Version string `json:"version,omitempty"`
	// Divergence says how the sibling statement's rows differ from the reference's; empty when
	// they agree or were not compared, and then NotCompared says why.
	Divergence  string `json:"divergence,omitempty"`
	NotCompared string `json:"not_compared,omitempty"`
	// Skip is the kind of NotCompared for a reference of another dialect family that was not
	// given the test, or whose rows were not compared, for what the test says means another
	// thing on each engine (shared.go); empty otherwise.
	Skip ReferenceSkip `json:"skip,omitempty"`
	// Across says the reference is of another dialect family than the target: its rows are
	// ground truth where it was given the test, its refusal of a statement is not (shared.go).
	Across bool `json:"across,omitempty"`
	// Result is the reference's run of the sibling statement, when its context ran; Class is
	// its class in package sibling's tables (ok, syntax, semantic, other) and Kind its kind
	// (failure.KindOf).
	Result *dbms.Result `json:"result,omitempty"`
	Class  string       `json:"class,omitempty"`
	Kind   failure.Kind `json:"kind,omitempty"`
}

// Reasons a reference engine's rows were not compared that the rules read.
const (
	referenceNotRun = "reference not run"
	noResultSet     = "no result set"
)

// Compare sets what the reference run ref (of the same test, on a product refProduct) says of
// the sibling statement whose run on the target is run.
func Compare(refProduct string, t sibling.Test, run, ref *dbms.Execution) Reference {
	return compareRows(refProduct, t, run, ref, false)
}

// compareRows is Compare, and with across CompareAcross's comparison.
func compareRows(refProduct string, t sibling.Test, run, ref *dbms.Execution, across bool) Reference {
	r := Reference{}
	if ref == nil {
		r.NotCompared = referenceNotRun
		return r
	}
	r.Target, r.Version = ref.Target, ref.Version
	if o := sibling.Judge(refProduct, t, ref.Results); o.Class == sibling.ClassNotRun {
		r.NotCompared = referenceNotRun + ": " + o.Reason
		return r
	}
	key := len(t.Setup) + t.Key
	b := ref.Results[key]
	r.Result, r.Class, r.Kind = &b, failure.Classify(refProduct, b), failure.KindOf(refProduct, b)
	if run == nil || key >= len(run.Results) {
		r.NotCompared = "the sibling statement did not run on the target"
		return r
	}
	a := run.Results[key]
	if a.Outcome != dbms.OutcomeOK || b.Outcome != dbms.OutcomeOK {
		r.NotCompared = fmt.Sprintf("not both succeeded (target: %s, reference: %s)", a.Outcome, b.Outcome)
		return r
	}
	if len(a.Columns) == 0 && len(b.Columns) == 0 {
		r.NotCompared = noResultSet
		return r
	}
	if f := benignIn(t.SQL); f != "" {
		r.NotCompared = "the statement calls " + f + ", whose value differs from engine to engine by design"
		return r
	}
	if w := ownListing(t.SQL); w != "" {
		r.NotCompared = "the statement is a " + w + ", which lists each product's own catalog, status or plan"
		return r
	}
	rowsA, rowsB := a.Rows, b.Rows
	if across {
		if why := resultKinds(a, b); why != "" {
			r.NotCompared, r.Skip = why, SkipResultType
			return r
		}
		rowsA, rowsB = normalizeAcross(rowsA, a.Types), normalizeAcross(rowsB, b.Types)
	}
	if d := rowsDiffer(rowsA, rowsB); d != "" {
		r.Divergence = d
	}
	return r
}

// rowsDiffer compares two result sets as multisets of rows and says how they differ, or "".
func rowsDiffer(a, b [][]*string) string {
	ka, kb := rowKeys(a), rowKeys(b)
	if len(ka) != len(kb) {
		return fmt.Sprintf("%s on the target, %d on the reference (%s / %s)", tally.Plural(len(ka), "row", "rows"), len(kb), preview(ka), preview(kb))
	}
	if !slices.Equal(ka, kb) && !sameAtScale(sortedRows(a), sortedRows(b)) {
		return fmt.Sprintf("the target returns %s where the reference returns %s", preview(ka), preview(kb))
	}
	return ""
}

// sortedRows orders rows by their keys, as rowKeys orders the keys; each key is made once.
func sortedRows(rows [][]*string) [][]*string {
	keys := make([]string, len(rows))
	order := make([]int, len(rows))
	for i, row := range rows {
		keys[i], order[i] = rowKey(row), i
	}
	sort.SliceStable(order, func(i, j int) bool { return keys[order[i]] < keys[order[j]] })
	out := make([][]*string, len(rows))
	for i, k := range order {
		out[i] = rows[k]
	}
	return out
}

// sameAtScale reports whether two sorted result sets agree once each pair of decimal fractions is
// read at the scale of the shorter (3.141592654 and 3.141593): engines print a result's digits
// at the scale each gives its type, and that is no wrong value. A whole number against a fraction
// (1 against 0.6667) is a difference.
func sameAtScale(a, b [][]*string) bool {
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for j := range a[i] {
			if cellKey(a[i][j]) != cellKey(b[i][j]) && !sameFraction(a[i][j], b[i][j]) {
				return false
			}
		}
	}
	return true
}

// sameFraction reports whether x and y are decimal fractions equal at the scale of the shorter.
func sameFraction(x, y *string) bool {
	if x == nil || y == nil {
		return false
	}
	sx, sy := strings.TrimSpace(*x), strings.TrimSpace(*y)
	dx, dy := strings.IndexByte(sx, '.'), strings.IndexByte(sy, '.')
	if dx < 0 || dy < 0 || strings.ContainsAny(sx+sy, "eE") {
		return false
	}
	fx, errx := strconv.ParseFloat(sx, 64)
	fy, erry := strconv.ParseFloat(sy, 64)
	if errx != nil || erry != nil {
		return false
	}
	scale := min(len(sx)-dx-1, len(sy)-dy-1)
	return strconv.FormatFloat(fx, 'f', scale, 64) == strconv.FormatFloat(fy, 'f', scale, 64)
}

// rowKeys writes each row as a comparable key, numbers in a canonical form, sorted.
func rowKeys(rows [][]*string) []string {
	out := make([]string, len(rows))
	for i, row := range rows {
		out[i] = rowKey(row)
	}
	sort.Strings(out)
	return out
}

// rowKey writes one row as a comparable key.
func rowKey(row []*string) string {
	cells := make([]string, len(row))
	for j, c := range row {
		cells[j] = cellKey(c)
	}
	return "(" + strings.Join(cells, ", ") + ")"
}

func cellKey(c *string) string {
	if c == nil {
		return "NULL"
	}
	if t := strings.TrimSpace(*c); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		var doc any
		if json.Unmarshal([]byte(t), &doc) == nil {
			b, _ := json.Marshal(doc) // map keys sorted, no spaces: one text per document
			return string(b)
		}
	}
	if f, err := strconv.ParseFloat(strings.TrimSpace(*c), 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
		// Ten significant digits: what the engines' float and decimal formatting agree on.
		return strconv.FormatFloat(f, 'g', 10, 64)
	}
	return *c
}

// preview shows at most three rows.
func preview(keys []string) string {
	if len(keys) > 3 {
		return strings.Join(keys[:3], "") + fmt.Sprintf("… (%d rows)", len(keys))
	}
	if len(keys) == 0 {
		return "no rows"
	}
	return strings.Join(keys, "")
}

// benignDivergence are the functions whose value two engines give differently by design: the
// clock, the session, the server, chance. A statement calling one is not compared. Data, as the
// error tables are: a function joins the list when its divergences are never bugs. The clock's
// and the session's keywords count without parentheses too (CURRENT_DATE, CURRENT_USER).
var benignDivergence = struct{ calls, words []string }{
	calls: []string{"RAND", "UUID", "UUID_SHORT", "SYS_GUID", "NOW", "SYSDATE", "CURDATE", "CURTIME", "UNIX_TIMESTAMP",
		"DATABASE", "SCHEMA", "USER", "SESSION_USER", "SYSTEM_USER", "CONNECTION_ID", "LAST_INSERT_ID", "ROW_COUNT",
		"FOUND_ROWS", "VERSION", "BENCHMARK"},
	words: []string{"CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "LOCALTIME", "LOCALTIMESTAMP", "UTC_DATE",
		"UTC_TIME", "UTC_TIMESTAMP", "CURRENT_USER", "CURRENT_ROLE"},
}

// serverVariable matches a read of a system variable (@@back_log, @@session.sql_mode): each
// server's configuration, which two engines set apart (a blind triage found @@back_log -1 on
// go-mysql-server, 80 on MariaDB, as MySQL sizes it from max_connections).
var serverVariable = regexp.MustCompile(`@@(?:(?:global|session|local)\.)?([A-Za-z_][A-Za-z0-9_]*)`)

// benignCall matches a call of a benignDivergence function or one of its keywords.
var benignCall = func() *regexp.Regexp {
	quote := func(ns []string) string {
		q := make([]string, len(ns))
		for i, n := range ns {
			q[i] = regexp.QuoteMeta(n)
		}
		return strings.Join(q, "|")
	}
	return regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9_$@])(?:((?:` + quote(benignDivergence.calls) + `)\s*\()|((?:` +
		quote(benignDivergence.words) + `))(?:$|[^A-Za-z0-9_$]))`)
}()

// ownListing returns the statement's first word when it asks the server about itself (SHOW,
// DESCRIBE, EXPLAIN): each product answers from its own catalog (its collations, plugins,
// privileges), its own status counters and its own plan, so another product's answer is no
// ground truth (a blind triage judged all five SHOW reports it read not real).
func ownListing(sql string) string {
	f := strings.Fields(strings.TrimLeft(sql, " \t\n(;"))
	if len(f) == 0 {
		return ""
	}
	switch w := strings.ToUpper(f[0]); w {
	case "SHOW", "DESCRIBE", "DESC", "EXPLAIN":
		return w
	}
	return ""
}

// benignIn returns the function or keyword of benignDivergence sql calls, or the system variable
// it reads, or "".
func benignIn(sql string) string {
	if v := serverVariable.FindString(sql); v != "" {
		return strings.ToUpper(v)
	}
	m := benignCall.FindStringSubmatch(sql)
	switch {
	case m == nil:
		return ""
	case m[1] != "":
		return strings.ToUpper(strings.TrimRight(m[1], " \t\n(")) + "()"
	}
	return strings.ToUpper(m[2])
}
