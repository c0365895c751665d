// Validity checker: how many sibling tests a real target accepts (Reaper paper, evaluation of
// the generated tests).
//
// Invariant. A sibling test is run in isolation (Setup, then Statements, in a fresh database of
// its own) and only the sibling statement, Statements[Key], is judged:
//
//   - syntactically valid: the target's parser accepted it (no error of class "syntax");
//   - semantically valid: it also passed name, type and arity checks (no error of class
//     "semantic": unknown or ambiguous column, table or function, wrong argument count or type,
//     operand column counts, misuse of aggregates and window functions, wrong kind of object).
//
// Any other outcome (ok, a runtime error such as a duplicate key or a division by zero, a crash,
// a hang) means the statement was valid enough to run. A test whose context failed first (a
// setup statement, or an earlier statement the original test expected to succeed, returned an
// error; or the server went down before the sibling statement) does not count as run.
//
// What an error means is package failure's: its tables of expected errors per product family
// (failure.Classify) decide the class, and its client's words for a lost connection
// (failure.ConnectionLost) whether a failed context is transient; this file counts and explains
// them.
package sibling

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// ClassNotRun: the sibling statement was not run, or its context failed first (Outcome only;
// failure.Classify never returns it).
const ClassNotRun = "not run"

// Validity counts how many sibling tests a target accepted.
type Validity struct {
	// Tests is the number of tests checked.
	Tests int `json:"tests"`
	// Ran counts tests whose sibling statement ran after a context that did not fail.
	Ran int `json:"ran"`
	// Syntactic counts sibling statements that ran and were not rejected as syntax errors;
	// Semantic those rejected neither as syntax nor as semantic errors.
	Syntactic int `json:"syntactic"`
	Semantic  int `json:"semantic"`
	// Reasons counts the invalid tests and those that did not run by the shape of their reason
	// (Normalize): the class, error number and SQLSTATE and the message with names and literals
	// replaced by "?" and numbers by "N", or "setup failed: ..." or "not reached: ..." for tests
	// that did not run; each shape is shown by the first reason met with it.
	Reasons tally.Reasons `json:"reasons"`
}

// Outcome is what became of one test's sibling statement.
type Outcome struct {
	TestID string `json:"test_id"`
	// Class is failure.ClassOK, failure.ClassSyntax, failure.ClassSemantic, failure.ClassOther, or ClassNotRun when the context
	// failed first (then Code, SQLState and Message are those of the failure).
	Class    string `json:"class"`
	Code     int    `json:"code,omitempty"`
	SQLState string `json:"sqlstate,omitempty"`
	Message  string `json:"message,omitempty"`
	// Reason says why the statement is invalid or did not run, with the message as the target
	// gave it (Validity.Reasons counts it by its shape); empty for valid statements.
	Reason string `json:"reason,omitempty"`
	// Transient is true when the context failed for want of a connection (the server was down
	// or restarting, a statement before it crashed it), not for anything the test did: the
	// test is to be run again, not judged.
	Transient bool `json:"transient,omitempty"`
}

// Check runs each test on tg in a run of its own (a fresh database, see dbms.Target.Run) and
// classifies its sibling statement. A returned error means the tooling failed (the product has
// no table of errors, a test is malformed, the target could not run a script or is gone): the
// counts and outcomes of the tests checked before are returned with it. A crash of the target
// under a test is that test's outcome.
func Check(ctx context.Context, tg dbms.Target, tests []Test, opts dbms.RunOptions) (Validity, []Outcome, error) {
	var v Validity
	var outcomes []Outcome
	ver, err := NewVerifier(ctx, tg, opts)
	if err != nil {
		return v, nil, err
	}
	for _, t := range tests {
		o, err := ver.Verify(ctx, t)
		if err != nil {
			return v, outcomes, err
		}
		v.Tests++
		switch o.Class {
		case ClassNotRun:
		case failure.ClassSyntax:
			v.Ran++
		case failure.ClassSemantic:
			v.Ran++
			v.Syntactic++
		default:
			v.Ran++
			v.Syntactic++
			v.Semantic++
		}
		if o.Reason != "" {
			v.Reasons.Add(Normalize(o.Reason), o.Reason, 1)
		}
		outcomes = append(outcomes, o)
	}
	return v, outcomes, nil
}

// Verifier runs single tests on a target and classifies their sibling statements: Check's
// step, and the target-checked concretization's (Options.Verifier).
type Verifier struct {
	target  dbms.Target
	product string
	opts    dbms.RunOptions
	// historical caches the outcome of each fix's historical test (S_orig as it was) by fix and
	// S_key.
	historical map[[2]string]Outcome
}

// NewVerifier makes a Verifier for tg, which must be a product with a table of errors.
func NewVerifier(ctx context.Context, tg dbms.Target, opts dbms.RunOptions) (*Verifier, error) {
	info, err := tg.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("validity: target info: %w", err)
	}
	if dialect.FamilyOf(info.Product) == "" {
		return nil, fmt.Errorf("validity: no table of errors for product %q of target %s", info.Product, info.Target)
	}
	// Only the sibling statement's outcome matters: after a hang the rest is not worth the
	// wait (an embedded engine cannot cancel a runaway statement).
	opts.StopAfterHang = true
	return &Verifier{target: tg, product: info.Product, opts: opts, historical: map[[2]string]Outcome{}}, nil
}

// Verify runs one test and classifies its sibling statement. An error means the tooling failed;
// a crash under the test is its outcome.
//
// The historical test is the control: it is run once per fix, and when the target rejects the
// historical statement itself, a sibling rejected in the same class (syntax or semantic) says
// nothing about generation (the target lacks the test's context, such as a harness table or a
// feature, or the test is about that very rejection) and is not judged: ClassNotRun, with the
// historical statement's reason.
func (ver *Verifier) Verify(ctx context.Context, t Test) (Outcome, error) {
	o, err := ver.run(ctx, t)
	if err != nil || (o.Class != failure.ClassSyntax && o.Class != failure.ClassSemantic) {
		return o, err
	}
	k := [2]string{t.FixID, t.Original}
	h, ok := ver.historical[k]
	if !ok {
		ht := t
		ht.ID = "historical"
		ht.Statements = append([]testfmt.Statement(nil), t.Statements...)
		ht.Statements[t.Key].SQL = t.Original
		if h, err = ver.run(ctx, ht); err != nil {
			return o, err
		}
		ver.historical[k] = h
	}
	if h.Class == o.Class {
		o.Class, o.Reason = ClassNotRun, "historical statement rejected too: "+h.Reason
	}
	return o, nil
}

// run runs one test and classifies its sibling statement.
func (ver *Verifier) run(ctx context.Context, t Test) (Outcome, error) {
	if t.Key < 0 || t.Key >= len(t.Statements) {
		return Outcome{}, fmt.Errorf("validity: test %s: key %d out of %d statements", t.ID, t.Key, len(t.Statements))
	}
	stmts := make([]dbms.Statement, 0, len(t.Setup)+len(t.Statements))
	for _, s := range t.All() {
		stmts = append(stmts, dbms.Statement{SQL: s.SQL, Connection: s.Connection})
	}
	run := ver.opts
	if run.Database == "" {
		run.Database = t.Database()
	}
	ex, err := ver.target.Run(ctx, stmts, run)
	if err != nil && (ex == nil || !errors.Is(err, dbms.ErrServerGone)) {
		return Outcome{}, fmt.Errorf("validity: test %s (fix %s, %s): %w", t.ID, t.FixID, t.Dialect, err)
	}
	// On ErrServerGone the crash is recorded in ex; the next run reports the server gone.
	return Judge(ver.product, t, ex.Results), nil
}

// Database is the database the test must run in: its harness's (go-mysql-server's mydb) when
// its statements name it, else "" for a fresh one, so that a test that leaves its database
// behind (INTO DUMPFILE writes into it) cannot block the next.
func (t Test) Database() string {
	if db := testfmt.HarnessDatabase(t.Format); db != "" && names(t, db) {
		return db
	}
	return ""
}

// names reports whether a test's statements name the database db.
func names(t Test, db string) bool {
	for _, s := range t.All() {
		for _, w := range testfmt.Words(s.SQL) {
			if w == db {
				return true
			}
		}
	}
	return false
}

// Judge classifies the sibling statement of t from the results of its run (Setup, then
// Statements), or says why it did not run: its context failed first, or the run ended before it.
func Judge(product string, t Test, results []dbms.Result) Outcome {
	o := Outcome{TestID: t.ID}
	key := len(t.Setup) + t.Key
	for i := 0; i < key && i < len(results); i++ {
		r := results[i]
		var expect string
		if i < len(t.Setup) {
			expect = t.Setup[i].Expect.Kind
		} else {
			expect = t.Statements[i-len(t.Setup)].Expect.Kind
		}
		if contextFailed(i < len(t.Setup), expect, r.Outcome) {
			o.Class, o.Code, o.SQLState, o.Message = ClassNotRun, r.Code, r.SQLState, r.Message
			o.Transient = r.Outcome == dbms.OutcomeCrash || r.Outcome == dbms.OutcomeNotRun || failure.ConnectionLost(r)
			o.Reason = "setup failed: " + trim(r.Message)
			if r.Message == "" {
				o.Reason = "setup failed: " + r.Outcome
			}
			return o
		}
	}
	if key >= len(results) || results[key].Outcome == dbms.OutcomeNotRun {
		o.Class = ClassNotRun
		o.Reason = "not reached: the run ended before the sibling statement"
		for _, r := range results[:min(key, len(results))] {
			if r.Outcome == dbms.OutcomeCrash {
				o.Reason, o.Message = "not reached: the server crashed before the sibling statement", r.Message
			}
		}
		return o
	}
	r := results[key]
	o.Class, o.Code, o.SQLState, o.Message = failure.Classify(product, r), r.Code, r.SQLState, r.Message
	if o.Class == failure.ClassSyntax || o.Class == failure.ClassSemantic {
		o.Reason = reason(o.Class, r)
	}
	return o
}

// contextFailed says whether a statement before the sibling one broke the test's context: a
// setup statement that did not succeed, or a statement of the original test it recorded as
// succeeding that failed. Statements the original test expected to fail, or recorded nothing
// about, may fail.
func contextFailed(setup bool, expect, outcome string) bool {
	if outcome == dbms.OutcomeOK || expect == testfmt.ExpectError {
		return false
	}
	if setup {
		return true
	}
	return expect == testfmt.ExpectOK || expect == testfmt.ExpectRows || outcome == dbms.OutcomeCrash
}

// reason is why a statement is invalid: its class, error number, SQLSTATE and message.
func reason(class string, r dbms.Result) string {
	var b strings.Builder
	b.WriteString(class)
	if r.Code != 0 {
		b.WriteString(" " + strconv.Itoa(r.Code))
	}
	if r.SQLState != "" {
		b.WriteString(" " + r.SQLState)
	}
	b.WriteString(": " + trim(r.Message))
	return b.String()
}

// normalizers turn a message into its shape, in order: quoted names and literals, then the
// unquoted routine names of MariaDB and PostgreSQL, then numbers and lists.
var normalizers = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`'(?:[^'\\]|\\.|'')*'`), "'?'"},
	{regexp.MustCompile(`"(?:[^"\\]|\\.)*"`), `"?"`},
	{regexp.MustCompile("`[^`]*`"), "`?`"},
	{regexp.MustCompile(`(?i)\b(function|procedure) [\w.$]+([(;]| does not exist| requires| is not unique)`), "$1 ?$2"},
	{regexp.MustCompile(`\[[^\]]*\]`), "[?]"},
	{regexp.MustCompile(`\b\d+(?:\.\d+)?\b`), "N"},
}

// Normalize turns an error message into its shape: quoted names and literals become "?",
// numbers "N", so that messages of the same error compare equal.
func Normalize(msg string) string {
	for _, n := range normalizers {
		msg = n.re.ReplaceAllString(msg, n.with)
	}
	return msg
}

// trim keeps a message to its first line and a length a report can show.
func trim(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:120]) + "…"
	}
	return s
}
