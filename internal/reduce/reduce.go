// Package reduce shrinks a reproducing test (delta debugging, Zeller and Hildebrandt,
// "Simplifying and Isolating Failure-Inducing Input", TSE 2002).
//
// A sibling test carries the historical test's whole context: setup statements and statements the
// bug does not need. Test shrinks it while the sibling statement, re-run on the real target,
// keeps the same failure signature (validate.Signature of its result). Nothing is parsed: the
// target decides whether a variant still reproduces, so a variant that no longer parses simply
// fails to reproduce and is dropped.
//
// The passes, repeated while they shrink the test (and the run budget lasts):
//
//  1. ddmin over the setup and the other statements (never the key statement);
//  2. for each remaining statement, the key one first: drop whole parenthesized groups (with
//     their comma in a list), then ddmin over its tokens, then list items with their comma, then
//     replace literals by simpler ones (0, 1, the empty string, '{}', '[]').
//
// Blind spots: the result is 1-minimal per pass, not globally minimal (a column dropped from a
// CREATE TABLE and from the INSERT into it at once is out of reach); a signature of "ok" (a
// wrong result, an oracle violation) cannot guide the reduction and is refused; a hang costs the
// statement timeout per run.
package reduce

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqllex"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Options configures Test.
type Options struct {
	// MaxRuns bounds the runs on the target, the first one (which checks the test reproduces)
	// included. Default 300.
	MaxRuns int
	// Run configures each run; StopAfterHang is always set, so a hang costs one timeout.
	Run dbms.RunOptions
}

// Validate fills defaults and rejects bad values.
func (o *Options) Validate() error {
	if o.MaxRuns < 0 {
		return errors.New("reduce: max runs must not be negative")
	}
	if o.MaxRuns == 0 {
		o.MaxRuns = 300
	}
	o.Run.StopAfterHang = true
	return o.Run.Validate()
}

// Stats says what a reduction did.
type Stats struct {
	// Reproduced is false when the test as given did not end in the wanted signature on the
	// target: it is returned unchanged.
	Reproduced bool `json:"reproduced"`
	// Signature is the key statement's signature on the first run.
	Signature string `json:"signature"`
	// Runs counts the runs on the target; Exhausted says MaxRuns stopped the reduction early.
	Runs      int  `json:"runs"`
	Exhausted bool `json:"exhausted,omitempty"`
	// Statements and tokens of the whole test (setup included), before and after.
	StatementsBefore int `json:"statements_before"`
	StatementsAfter  int `json:"statements_after"`
	TokensBefore     int `json:"tokens_before"`
	TokensAfter      int `json:"tokens_after"`
	// Run is the last run of the returned test that reproduced the signature.
	Run *dbms.Execution `json:"run,omitempty"`
}

// Test shrinks t while its key statement keeps the failure signature want on tg (see the top
// of the file). product is the target's product (dbms.Info.Product), for the messages and the
// lexical rules statements are cut into tokens by (rulesFor). The
// returned test keeps t's ID, fix and construct; its SQL is the reduced key statement. An error
// means the tooling failed: the target could not run a script, or want is no failure.
func Test(ctx context.Context, tg dbms.Target, product string, t sibling.Test, want string, opts Options) (sibling.Test, Stats, error) {
	if err := opts.Validate(); err != nil {
		return t, Stats{}, err
	}
	if want == "" || want == dbms.OutcomeOK {
		return t, Stats{}, fmt.Errorf("reduce test %s: signature %q is no failure to keep: wrong results and oracle violations are not reduced", t.ID, want)
	}
	if t.Key < 0 || t.Key >= len(t.Statements) {
		return t, Stats{}, fmt.Errorf("reduce test %s: key statement %d out of range", t.ID, t.Key)
	}
	r := &reducer{ctx: ctx, tg: tg, want: want, opts: opts, db: t.Database(), rules: rulesFor(product), seen: map[string]bool{}}
	stats := Stats{StatementsBefore: len(t.Setup) + len(t.Statements), TokensBefore: r.tokenCount(t)}
	first := flatten(t)
	ok, sig, err := r.check(first)
	if err != nil {
		return t, stats, fmt.Errorf("reduce test %s on %s: %w", t.ID, product, err)
	}
	stats.Signature = sig
	if !ok {
		stats.Runs, stats.StatementsAfter, stats.TokensAfter = r.runs, stats.StatementsBefore, stats.TokensBefore
		return t, stats, nil
	}
	stats.Reproduced = true
	cur := first
	for round := 0; round < 3 && !r.exhausted(); round++ {
		before := r.size(cur)
		if cur, err = r.statements(cur); err != nil {
			return t, stats, err
		}
		if cur, err = r.tokens(cur); err != nil {
			return t, stats, err
		}
		if r.size(cur) == before {
			break
		}
	}
	out := rebuild(t, cur)
	stats.Runs, stats.Exhausted, stats.Run = r.runs, r.exhausted(), r.last
	stats.StatementsAfter, stats.TokensAfter = len(out.Setup)+len(out.Statements), r.tokenCount(out)
	return out, stats, nil
}

// flatStmt is one statement of the flattened test: setup and statements in run order.
type flatStmt struct {
	stmt  testfmt.Statement
	setup bool
	key   bool
}

type reducer struct {
	ctx  context.Context
	tg   dbms.Target
	want string
	opts Options
	db   string
	// rules are the target's lexical rules, which cut statements into tokens.
	rules sqllex.Rules
	runs  int
	// seen remembers the scripts that did not reproduce, so a variant met twice runs once.
	seen map[string]bool
	last *dbms.Execution
}

func (r *reducer) exhausted() bool { return r.runs >= r.opts.MaxRuns }

// check runs the flattened test and reports whether the key statement ends in r.want.
func (r *reducer) check(stmts []flatStmt) (bool, string, error) {
	var run []dbms.Statement
	var script strings.Builder
	key := -1
	for i, s := range stmts {
		if s.key {
			key = i
		}
		run = append(run, dbms.Statement{SQL: s.stmt.SQL, Connection: s.stmt.Connection})
		fmt.Fprintf(&script, "%s\x00%s\x01", s.stmt.Connection, s.stmt.SQL)
	}
	if r.seen[script.String()] || r.exhausted() {
		return false, "", nil
	}
	r.runs++
	opts := r.opts.Run
	opts.Database = r.db
	ex, err := r.tg.Run(r.ctx, run, opts)
	if ex == nil {
		return false, "", err
	}
	if err != nil && !errors.Is(err, dbms.ErrServerGone) {
		return false, "", err
	}
	if key >= len(ex.Results) {
		return false, "", fmt.Errorf("the run recorded %d results for %d statements", len(ex.Results), len(stmts))
	}
	sig := validate.Signature(ex.Results[key])
	if sig != r.want {
		r.seen[script.String()] = true
		return false, sig, nil
	}
	r.last = ex
	return true, sig, nil
}

// statements runs ddmin over the statements other than the key one.
func (r *reducer) statements(cur []flatStmt) ([]flatStmt, error) {
	var others []int
	for i, s := range cur {
		if !s.key {
			others = append(others, i)
		}
	}
	keep, err := ddmin(others, func(kept []int) (bool, error) {
		ok, _, err := r.check(selectKept(cur, kept))
		return ok, err
	})
	if err != nil {
		return cur, err
	}
	return selectKept(cur, keep), nil
}

// selectKept keeps the key statement and the statements at the indexes kept.
func selectKept(cur []flatStmt, kept []int) []flatStmt {
	in := map[int]bool{}
	for _, i := range kept {
		in[i] = true
	}
	var out []flatStmt
	for i, s := range cur {
		if s.key || in[i] {
			out = append(out, s)
		}
	}
	return out
}

// tokens simplifies each statement in turn, the key statement first.
func (r *reducer) tokens(cur []flatStmt) ([]flatStmt, error) {
	order := []int{}
	for i, s := range cur {
		if s.key {
			order = append([]int{i}, order...)
		} else {
			order = append(order, i)
		}
	}
	for _, i := range order {
		if r.exhausted() {
			break
		}
		try := func(sql string) (bool, error) {
			variant := append([]flatStmt(nil), cur...)
			variant[i].stmt.SQL = sql
			ok, _, err := r.check(variant)
			if ok {
				cur = variant
			}
			return ok, err
		}
		toks := lex(cur[i].stmt.SQL, r.rules)
		// Whole parenthesized groups first: one run drops what ddmin would take many to find.
		for g := 0; g < len(toks); g++ {
			end := groupEnd(toks, g)
			if end < 0 {
				continue
			}
			// A group in a list goes with its comma: "(1, 'a'), (2, null)" loses "(2, null)".
			spans := [][2]int{{g, end}}
			if g > 0 && toks[g-1].text == "," {
				spans = append(spans, [2]int{g - 1, end})
			}
			if end+1 < len(toks) && toks[end+1].text == "," {
				spans = append(spans, [2]int{g, end + 1})
			}
			for _, sp := range spans {
				variant := append(append([]token(nil), toks[:sp[0]]...), toks[sp[1]+1:]...)
				ok, err := try(join(variant))
				if err != nil {
					return cur, err
				}
				if ok {
					toks, g = variant, sp[0]-1
					break
				}
			}
		}
		idx := make([]int, len(toks))
		for k := range idx {
			idx[k] = k
		}
		keep, err := ddmin(idx, func(kept []int) (bool, error) {
			if len(kept) == 0 {
				return false, nil
			}
			return try(join(pick(toks, kept)))
		})
		if err != nil {
			return cur, err
		}
		toks = pick(toks, keep)
		// ddmin leaves list items whose removal needs two tokens at once: an item and its comma.
		for k := 0; k < len(toks); k++ {
			if toks[k].text != "," {
				continue
			}
			for _, sp := range [][2]int{{k - 1, k}, {k, k + 1}} {
				if sp[0] < 0 || sp[1] >= len(toks) {
					continue
				}
				variant := append(append([]token(nil), toks[:sp[0]]...), toks[sp[1]+1:]...)
				ok, err := try(join(variant))
				if err != nil {
					return cur, err
				}
				if ok {
					toks, k = variant, sp[0]-1
					break
				}
			}
		}
		for k := range toks {
			for _, lit := range simpler(toks[k].text) {
				variant := append([]token(nil), toks...)
				variant[k].text = lit
				ok, err := try(join(variant))
				if err != nil {
					return cur, err
				}
				if ok {
					toks = variant
					break
				}
			}
		}
	}
	return cur, nil
}

// ddmin is ddmin by complements: it removes chunks of items, halving the chunk size when no
// chunk can go, and returns a 1-minimal subset that still passes test. Complements only: the
// subsets ddmin also tries seldom reproduce a statement-level bug and cost runs.
func ddmin(items []int, test func([]int) (bool, error)) ([]int, error) {
	n := min(2, len(items))
	for len(items) > 0 {
		reduced := false
		for c := 0; c < n; c++ {
			lo, hi := c*len(items)/n, (c+1)*len(items)/n
			comp := append(append([]int(nil), items[:lo]...), items[hi:]...)
			ok, err := test(comp)
			if err != nil {
				return items, err
			}
			if ok {
				items, n, reduced = comp, max(n-1, 1), true
				break
			}
		}
		if !reduced {
			if n >= len(items) {
				break
			}
			n = min(2*n, len(items))
		}
		n = min(max(n, min(2, len(items))), len(items))
	}
	return items, nil
}

// token is one lexical token with the white space before it.
type token struct {
	space, text string
	// pos is the token's index in the statement it was cut from, to tell neighbours apart.
	pos int
}

// lex cuts SQL into tokens under the target's lexical rules, comments included (ddmin may
// drop them), each with the white space before it. Text Lex cannot read on (an unterminated
// quote or comment) is one last token.
func lex(sql string, rules sqllex.Rules) []token {
	toks, err := sqllex.Lex(sql, rules)
	if e := (*sqllex.Error)(nil); errors.As(err, &e) {
		toks = append(toks, sqllex.Token{Start: e.Offset, End: len(sql)})
	}
	out := make([]token, len(toks))
	prev := 0
	for k, t := range toks {
		out[k] = token{space: sql[prev:t.Start], text: sql[t.Start:t.End], pos: k}
		prev = t.End
	}
	return out
}

// rulesFor is the lexical rules of a target's product: PostgreSQL's for PostgreSQL, CockroachDB
// and DuckDB, MySQL's for the rest (a product no family names included).
func rulesFor(product string) sqllex.Rules {
	switch dialect.FamilyOf(product).Dialect() {
	case dialect.Postgres, dialect.DuckDB:
		return sqllex.Postgres
	}
	return sqllex.MySQL
}

// join writes tokens back, with their original spacing; where a token's neighbour was
// dropped, a space keeps two words from running together.
func join(toks []token) string {
	var b strings.Builder
	for k, t := range toks {
		sp := t.space
		if k == 0 {
			sp = ""
		} else if sp == "" && toks[k-1].pos != t.pos-1 && wordy(toks[k-1].text[len(toks[k-1].text)-1]) && wordy(t.text[0]) {
			sp = " "
		}
		b.WriteString(sp + t.text)
	}
	return b.String()
}

func wordy(c byte) bool {
	return sqllex.IsIdentByte(c) || c == '\'' || c == '"' || c == '`' || c == '@' || c == '$'
}

func pick(toks []token, kept []int) []token {
	out := make([]token, 0, len(kept))
	for _, k := range kept {
		out = append(out, toks[k])
	}
	return out
}

// groupEnd returns the index of the ")" closing the "(" at toks[g], or -1.
func groupEnd(toks []token, g int) int {
	if toks[g].text != "(" {
		return -1
	}
	depth := 0
	for k := g; k < len(toks); k++ {
		switch toks[k].text {
		case "(":
			depth++
		case ")":
			if depth--; depth == 0 {
				return k
			}
		}
	}
	return -1
}

// simpler lists simpler literals to try in place of a literal token, simplest first.
func simpler(lit string) []string {
	var cands []string
	switch c := lit[0]; {
	case c >= '0' && c <= '9':
		cands = []string{"0", "1"}
	case c == '\'':
		body := strings.TrimSpace(strings.Trim(lit, "'"))
		cands = []string{"''", "'a'"}
		if strings.HasPrefix(body, "{") {
			cands = []string{"'{}'", `'{"a":1}'`}
		} else if strings.HasPrefix(body, "[") {
			cands = []string{"'[]'", "'[1]'"}
		}
	}
	var out []string
	for _, s := range cands {
		if len(s) < len(lit) {
			out = append(out, s)
		}
	}
	return out
}

func flatten(t sibling.Test) []flatStmt {
	var out []flatStmt
	for _, s := range t.Setup {
		out = append(out, flatStmt{stmt: s, setup: true})
	}
	for i, s := range t.Statements {
		out = append(out, flatStmt{stmt: s, key: i == t.Key})
	}
	return out
}

func rebuild(t sibling.Test, cur []flatStmt) sibling.Test {
	t.Setup, t.Statements = nil, nil
	for _, s := range cur {
		if s.setup {
			t.Setup = append(t.Setup, s.stmt)
			continue
		}
		if s.key {
			t.Key, t.SQL = len(t.Statements), s.stmt.SQL
		}
		t.Statements = append(t.Statements, s.stmt)
	}
	return t
}

func (r *reducer) size(cur []flatStmt) int {
	n := 0
	for _, s := range cur {
		n += len(lex(s.stmt.SQL, r.rules)) + 1
	}
	return n
}

// tokenCount counts the tokens of a test's statements, setup included.
func (r *reducer) tokenCount(t sibling.Test) int {
	n := 0
	for _, s := range t.All() {
		n += len(lex(s.SQL, r.rules))
	}
	return n
}
