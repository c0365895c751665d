// Wrap: a huge integer read as its low 32 bits.
//
// Invariant. A query that takes an integer literal of magnitude at least 2^31 (a count, a
// length, a position, a base: the huge values fixes keep repairing) does not read it modulo
// 2^32. The oracle runs the query with the literal replaced by 1, 2, 1-2^32 and 2-2^32, whose
// low 32 bits are 1 and 2 (signed or unsigned). When 1 and 2 give different results, and 1-2^32
// gives exactly 1's while 2-2^32 gives exactly 2's, the value was narrowed to 32 bits somewhere
// on its way (SUBSTRING_INDEX('a.b.c', '.', -4294967295) returning 'a' where the whole string is
// due, ELT(-4294967295, 'a', 'b') returning 'a' where NULL is). The huge values are negative so
// that a correct server answers them at once (an empty string, NULL, an error), where 2^32+k
// would have it build a string of four gigabytes.
//
// Where it applies: a SELECT, or the query of CREATE VIEW, CREATE TABLE ... AS or INSERT ...
// SELECT (statement.go), with a decimal integer literal of magnitude at least 2^31; each such
// literal that is not a bit set (an operand of &, |, ^, ~, << or >>, the first argument of
// MAKE_SET or EXPORT_SET), up to three, is varied in turn, the others kept.
//
// Blind spots. Only a wrap at 32 bits, and only where 1 and 2 give different results: a
// function that ignores its argument's value at 1 and 2 alike is not checked. A 64-bit
// signedness flip (2^64-1 read as -1) is not looked for: bit functions and casts to SIGNED do
// that by definition. A function whose meaning is periodic in 2^32 (a MOD by 2^32) is a false
// positive.

package oracle

import (
	"context"
	"math/big"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
)

// Wrap checks query with the 32-bit wrap oracle on tg, after opts.Setup.
func Wrap(ctx context.Context, tg dbms.Target, query string, opts Options) (Result, error) {
	return check(ctx, tg, WrapOracle, query, opts)
}

// wrapValues are the values the literal takes, in the order the queries run.
var wrapValues = []string{"1", "2", "-4294967295", "-4294967294"}

func wrapPlan(sql string) (plan, string) {
	q, why := innerQuery(sql)
	if why != "" {
		return plan{}, why
	}
	lits := hugeLiterals(q.toks)
	if len(lits) == 0 {
		return plan{}, "no integer literal of magnitude 2^31 or more to vary"
	}
	base := q.toks[0].start
	var queries, names []string
	for _, lit := range lits {
		names = append(names, lit.text)
		for _, v := range wrapValues {
			queries = append(queries, q.sql[:lit.start-base]+v+q.sql[lit.end-base:])
		}
	}
	return plan{
		variant: strings.Join(names, ", "),
		queries: queries,
		compare: func(rs []dbms.Result) (Verdict, string) {
			var details []string
			for i, lit := range lits {
				g := rs[i*len(wrapValues) : (i+1)*len(wrapValues)]
				same := func(i, j int) bool {
					v, _ := compareRows("", g[i].Rows, "", g[j].Rows)
					return v == Consistent
				}
				detail := "the literal " + lit.text + " as 1, 2, 1-2^32, 2-2^32 gives " + strings.Join([]string{
					firstRow(g[0]), firstRow(g[1]), firstRow(g[2]), firstRow(g[3])}, ", ")
				if !same(0, 1) && same(2, 0) && same(3, 1) {
					return Violation, detail + ": k-2^32 is read as k"
				}
				details = append(details, detail)
			}
			return Consistent, strings.Join(details, "; ")
		},
	}, ""
}

// maxWrapLiterals bounds the literals varied in one query, four queries each.
const maxWrapLiterals = 3

// hugeLiterals returns the decimal integer literals of magnitude at least 2^31 that are not a
// bit set, the first maxWrapLiterals of them.
func hugeLiterals(toks []token) []token {
	limit := big.NewInt(1 << 31)
	var out []token
	for i, t := range toks {
		if t.kind != tokWord || strings.Trim(t.text, "0123456789") != "" {
			continue
		}
		if tokenAt(toks, i-1).text == "." && tokenAt(toks, i-1).end == t.start ||
			tokenAt(toks, i+1).text == "." && tokenAt(toks, i+1).start == t.end {
			continue // part of a decimal number or a qualified name
		}
		if bitwise[tokenAt(toks, i-1).text] || bitwise[tokenAt(toks, i+1).text] ||
			tokenAt(toks, i-1).kind == tokOpen && bitSetArgument[tokenAt(toks, i-2).upper] {
			continue // a bit set: k-2^32 has k's low bits, and reading only those is no narrowing
		}
		if n, ok := new(big.Int).SetString(t.text, 10); ok && n.Cmp(limit) >= 0 && len(out) < maxWrapLiterals {
			out = append(out, t)
		}
	}
	return out
}

// bitwise are the operator characters of bitwise operations (&, |, ^, ~, << and >>), whose
// operands are bit sets.
var bitwise = map[string]bool{"&": true, "|": true, "^": true, "~": true, "<": true, ">": true}

// bitSetArgument are functions whose first argument is a bit set, each bit choosing one of the
// strings that follow: with fewer than 33 strings, 2^32+k and k choose the same ones.
var bitSetArgument = map[string]bool{"MAKE_SET": true, "EXPORT_SET": true}

// firstRow renders a result's first row, for a detail.
func firstRow(r dbms.Result) string {
	if len(r.Rows) == 0 {
		return "no rows"
	}
	return rowKey(r.Rows[0])
}
