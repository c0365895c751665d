package validate

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/base/llm/llmtest"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// gms is the embedded go-mysql-server, the target the cases really run on.
func gms(t *testing.T) dbms.Target {
	t.Helper()
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

// duckdb is the embedded DuckDB, for the rules that read DuckDB's own messages.
func duckdb(t *testing.T) dbms.Target {
	t.Helper()
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("duckdb:"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

// prof is a profile of the given failure class and oracle kind.
func prof(fault, class, kind string) *profile.Profile {
	return &profile.Profile{FixID: "fix-" + strings.ToLower(fault), Dialect: "gms", Status: profile.Accepted,
		Trigger: profile.Trigger{Fault: fault},
		Validation: profile.Validation{
			Failure:   profile.Failure{Class: class, Pattern: "the construct fails"},
			Criterion: fault + " must handle its arguments",
			Oracle:    profile.Oracle{Kind: kind, Condition: "as the fix requires"},
		}}
}

// execution runs the test's setup and statements, with the key statement replaced by sql.
func execution(t *testing.T, tg dbms.Target, test sibling.Test, sql string) *dbms.Execution {
	t.Helper()
	var run []dbms.Statement
	for _, s := range test.Setup {
		run = append(run, dbms.Statement{SQL: s.SQL})
	}
	for i, s := range test.Statements {
		if i == test.Key {
			s.SQL = sql
		}
		run = append(run, dbms.Statement{SQL: s.SQL})
	}
	ex, err := tg.Run(t.Context(), run, dbms.RunOptions{StatementTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// realCase runs a sibling test and its historical test on tg and returns the input.
func realCase(t *testing.T, tg dbms.Target, p *profile.Profile, setup []string, original, sib, construct string, expect testfmt.Expect) *Input {
	t.Helper()
	test := sibling.Test{ID: "t-" + strings.ToLower(construct), FixID: p.FixID, Dialect: "mysql", Anchor: p.Trigger.Fault,
		Construct: construct, Original: original, SQL: sib, Key: 0,
		Statements: []testfmt.Statement{{SQL: sib, Expect: expect}}}
	for _, s := range setup {
		test.Setup = append(test.Setup, testfmt.Statement{SQL: s})
	}
	info, err := tg.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return &Input{Profile: p, Test: test, Product: info.Product,
		Sibling: execution(t, tg, test, sib), Historical: execution(t, tg, test, original)}
}

var jsonTable = []string{"CREATE TABLE t (pk INT PRIMARY KEY, col1 JSON)", `INSERT INTO t VALUES (1, '{"items": {"1": 1}}'), (2, NULL)`}

func stageHolds(v Verdict) []bool {
	var out []bool
	for _, s := range v.Stages {
		out = append(out, s.Holds)
	}
	return out
}

func TestRulesOnRealExecutions(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	ok := testfmt.Expect{Kind: testfmt.ExpectRows}
	for _, c := range []struct {
		name          string
		in            *Input
		report        bool
		stages        []bool
		evidence      string // an evidence class the verdict must have, or ""
		reasoningHint string // a phrase the reasoning must hold
	}{
		{
			// go-mysql-server v0.20 panics on JSON_VALUE with a JSON path argument: an internal
			// error, which every oracle kind forbids.
			name: "panic is reported",
			in: realCase(t, tg, prof("JSON_EXTRACT", profile.ClassInternal, profile.OracleNoInternalError), jsonTable,
				"SELECT pk, JSON_EXTRACT(col1, '$.items') FROM t ORDER BY pk", "SELECT pk, JSON_VALUE(col1, col1) FROM t ORDER BY pk", "JSON_VALUE", ok),
			report: true, stages: []bool{true, true, true}, evidence: EvidenceCrash, reasoningHint: "crash or internal error",
		},
		{
			name: "arity error is benign",
			in: realCase(t, tg, prof("ABS", profile.ClassInternal, profile.OracleNoInternalError), nil,
				"SELECT ABS(-1)", "SELECT ABS(-1, 2)", "ABS", ok),
			stages: []bool{false, false, false}, reasoningHint: "rejects the sibling statement itself",
		},
		{
			// The fix made a statement succeed; the sibling fails at run time on a value its own
			// semantics reject (a JSON path without '$'): a benign argument rejection.
			name: "an argument outside the sibling's domain is benign",
			in: realCase(t, tg, prof("JSON_EXTRACT", profile.ClassError, profile.OracleAccepts), jsonTable,
				"SELECT JSON_EXTRACT(col1, '$.items') FROM t", "SELECT JSON_EXTRACT(col1, 'items') FROM t", "JSON_EXTRACT", ok),
			stages: []bool{true, false, true}, evidence: EvidenceDifferential, reasoningHint: "outside its own domain",
		},
		{
			// v0.20 panics on the historical statement too: the fixed bug itself, not a sibling's.
			name: "the historical statement fails the same way",
			in: realCase(t, tg, prof("JSON_VALUE", profile.ClassInternal, profile.OracleNoInternalError), jsonTable,
				"SELECT pk, JSON_VALUE(col1, col1) FROM t", "SELECT JSON_VALUE(col1, col1) FROM t", "JSON_VALUE", ok),
			stages: []bool{true, false, true}, evidence: EvidenceCrash, reasoningHint: "fails the same way",
		},
		{
			// The fixed statement is rejected for its second argument; the sibling dropped it and
			// is accepted: the trigger is gone, so the criterion does not apply.
			name: "a sibling that lost the trigger values",
			in: realCase(t, tg, prof("ABS", profile.ClassError, profile.OracleRejects), nil,
				"SELECT ABS('a', 1)", "SELECT SIGN('a')", "SIGN", testfmt.Expect{Kind: testfmt.ExpectError, Error: "sql.ErrInvalidArgumentNumber"}),
			stages: []bool{true, false, true}, reasoningHint: "lost the historical statement's 1",
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			v, err := Validate(t.Context(), Rules{}, c.in)
			if err != nil {
				t.Fatal(err)
			}
			if !v.Validated {
				t.Fatalf("not validated: %s", v.Reason)
			}
			got := stageHolds(v)
			if v.Report != c.report || len(got) != 3 || got[0] != c.stages[0] || got[1] != c.stages[1] || got[2] != c.stages[2] {
				t.Fatalf("report %v stages %v, want %v %v\n%+v", v.Report, got, c.report, c.stages, v)
			}
			if c.evidence != "" && !slices.Contains(v.Evidence, c.evidence) {
				t.Errorf("evidence %v lacks %s", v.Evidence, c.evidence)
			}
			if c.report != slices.Contains(v.Evidence, EvidenceFix) {
				t.Errorf("evidence %v and report %v disagree", v.Evidence, v.Report)
			}
			var all []string
			for _, s := range v.Stages {
				all = append(all, s.Reasoning...)
			}
			if !strings.Contains(strings.Join(all, "\n"), c.reasoningHint) {
				t.Errorf("reasoning lacks %q:\n%s", c.reasoningHint, strings.Join(all, "\n"))
			}
		})
	}
}

func TestNotValidated(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	p := prof("ABS", profile.ClassInternal, profile.OracleNoInternalError)
	// The context fails: the setup's table cannot be made.
	in := realCase(t, tg, p, []string{"CREATE TABLE t (a NOSUCHTYPE)"}, "SELECT a FROM t", "SELECT ABS(a) FROM t", "ABS", testfmt.Expect{})
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil || v.Validated || !strings.Contains(v.Reason, "did not run") || v.Candidate() {
		t.Fatalf("%+v %v", v, err)
	}
	checkUnreached(t, v, UnreachedNotRun)
	// A profile without a Validation Profile: the crash evidence stands, the stages are not run.
	crash := realCase(t, tg, &profile.Profile{FixID: "f"}, jsonTable, "SELECT JSON_EXTRACT(col1, '$') FROM t", "SELECT JSON_VALUE(col1, col1) FROM t",
		"JSON_VALUE", testfmt.Expect{Kind: testfmt.ExpectRows})
	v, err = Validate(t.Context(), Rules{}, crash)
	if err != nil || v.Validated || !strings.Contains(v.Reason, "no validation profile") || !v.Candidate() || len(v.Stages) != 0 {
		t.Fatalf("no validation profile: %+v %v", v, err)
	}
	checkUnreached(t, v, UnreachedNoValidation)
	// A fix whose analyzers did not agree has a Validation Profile all the same: the stages run,
	// and the verdict says it is less certain.
	unagreed := prof("JSON_EXTRACT", profile.ClassInternal, profile.OracleNoInternalError)
	unagreed.Status, unagreed.Validation.Unagreed = profile.Dropped, true
	crash.Profile = unagreed
	v, err = Validate(t.Context(), Rules{}, crash)
	if err != nil || !v.Validated || !v.Unagreed || len(v.Stages) != 3 || !v.Report {
		t.Fatalf("unagreed validation profile: %+v %v", v, err)
	}
	checkUnreached(t, v, "")
	v, err = Validate(t.Context(), Rules{}, &Input{Test: in.Test})
	if err != nil || v.Validated || v.Reason == "" {
		t.Fatalf("no execution: %+v %v", v, err)
	}
	checkUnreached(t, v, UnreachedNoInput)
}

// checkUnreached checks why a verdict was not reached, and that the same verdict stored before
// verdicts carried their kind reads as that kind too (UnreachedOf).
func checkUnreached(t *testing.T, v Verdict, want Unreached) {
	t.Helper()
	if v.Unreached != want || UnreachedOf(v) != want {
		t.Errorf("unreached %q (UnreachedOf %q), want %q: %s", v.Unreached, UnreachedOf(v), want, v.Reason)
	}
	v.Unreached = ""
	if got := UnreachedOf(v); got != want {
		t.Errorf("the verdict stored without its kind reads as %q, want %q: %s", got, want, v.Reason)
	}
}

func TestResultOracle(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	p := prof("ABS", profile.ClassWrongResult, profile.OracleResult)
	in := realCase(t, tg, p, jsonTable, "SELECT pk FROM t WHERE ABS(pk) > 1", "SELECT pk FROM t WHERE SIGN(pk) > 1", "SIGN", testfmt.Expect{Kind: testfmt.ExpectRows})
	v, _ := Validate(t.Context(), Rules{}, in)
	if v.Report || !strings.Contains(strings.Join(v.Stages[2].Reasoning, " "), "no oracle") {
		t.Fatalf("without an oracle a result is not judged: %+v", v.Stages)
	}
	in.Oracles = []oracle.Result{{Oracle: "tlp", Verdict: oracle.Violation, Detail: "3 rows vs 2"}}
	v, _ = Validate(t.Context(), Rules{}, in)
	if !v.Report || !slices.Contains(v.Evidence, EvidenceOracle) {
		t.Fatalf("an oracle violation is O_fix violated: %+v", v)
	}
}

func TestDedupe(t *testing.T) {
	sig := "internal 1105 HY000: handler caught panic"
	vs := []Verdict{
		{TestID: "a", FixID: "f1", Construct: "json_value", Validated: true, Evidence: []string{EvidenceCrash}, Facts: Facts{Signature: sig}},
		{TestID: "b", FixID: "f2", Construct: "JSON_VALUE", Validated: true, Evidence: []string{EvidenceFix, EvidenceCrash}, Facts: Facts{Signature: sig}},
		{TestID: "c", FixID: "f2", Construct: "JSON_VALUE", Validated: true, Evidence: []string{EvidenceCrash}, Facts: Facts{Signature: "crash"}},
		{TestID: "d", FixID: "f3", Construct: "SIGN", Validated: true, Evidence: []string{EvidenceDifferential}, Facts: Facts{Signature: "ok"}},
		{TestID: "e", FixID: "f3", Construct: "SIGN", Validated: true, Evidence: []string{EvidenceOracle}, Facts: Facts{Signature: "ok"},
			Oracles: []oracle.Result{{Oracle: "tlp", Variant: "where", Verdict: oracle.Violation}}},
	}
	cs := Dedupe(vs)
	if len(cs) != 3 {
		t.Fatalf("%d candidates, want 3 (the differential alone makes none): %+v", len(cs), cs)
	}
	for _, c := range cs {
		if c.Construct == "SIGN" && c.Signature != "ok; tlp where violation" {
			t.Fatalf("an oracle's candidate is signed %q", c.Signature)
		}
	}
	if c := cs[0]; len(c.Tests) != 2 || len(c.Fixes) != 2 || c.Construct != "JSON_VALUE" || len(c.Evidence) != 2 {
		t.Fatalf("first candidate %+v", c)
	}
	if again := Dedupe(vs); again[0].ID != cs[0].ID || again[1].ID != cs[1].ID {
		t.Fatal("candidate ids are not stable")
	}
}

func newLLM(t *testing.T, ep *llmtest.Endpoint) *LLM {
	t.Helper()
	url := ep.Start(t)
	c, err := llm.New(llm.Config{BaseURL: url, APIKey: llmtest.Key, Model: "scripted-model", Backoff: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, err := NewLLM(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestLLMStages(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	in := realCase(t, tg, prof("JSON_EXTRACT", profile.ClassInternal, profile.OracleNoInternalError), jsonTable,
		"SELECT pk, JSON_EXTRACT(col1, '$.items') FROM t ORDER BY pk", "SELECT pk, JSON_VALUE(col1, col1) FROM t ORDER BY pk", "JSON_VALUE",
		testfmt.Expect{Kind: testfmt.ExpectRows})
	verdicts := map[string]string{"stage I": "match", "stage II": "applicable", "stage III": "not_violated"}
	ep := &llmtest.Endpoint{Models: []string{"scripted-model"}, Answer: func(a string, _, _ int) (int, string, time.Duration) {
		return 200, `{"steps": ["identified", "examined", "decided"], "verdict": "` + verdicts[a] + `"}`, 0
	}}
	b := newLLM(t, ep)
	v, err := Validate(t.Context(), b, in)
	if err != nil || !v.Validated {
		t.Fatalf("%+v %v", v, err)
	}
	if got := stageHolds(v); !got[0] || !got[1] || got[2] || v.Report || v.Tokens == 0 {
		t.Fatalf("stages %v report %v tokens %d", got, v.Report, v.Tokens)
	}
	// The crash evidence stands apart from the fix-derived verdict.
	if !v.Candidate() || !slices.Contains(v.Evidence, EvidenceCrash) || slices.Contains(v.Evidence, EvidenceFix) {
		t.Fatalf("evidence %v", v.Evidence)
	}
	// The case reaches the model as data in the user message, the server's message included.
	reqs := ep.Requests()
	if len(reqs) != 3 || !strings.Contains(reqs[0].Messages[1].Content, "JSON_VALUE(col1, col1)") ||
		strings.Contains(reqs[0].Messages[0].Content, "JSON_VALUE(col1, col1)") {
		t.Fatalf("%d requests; the first: %+v", len(reqs), reqs[0])
	}

	// A verdict that stays malformed after the repair request leaves the test not validated.
	bad := &llmtest.Endpoint{Models: []string{"scripted-model"}, Answer: func(a string, _, _ int) (int, string, time.Duration) {
		if a == "stage II" {
			return 200, `{"steps": ["x"], "verdict": "maybe"}`, 0
		}
		return 200, `{"steps": ["x"], "verdict": "match"}`, 0
	}}
	v, err = Validate(t.Context(), newLLM(t, bad), in)
	if err != nil || v.Validated || !strings.Contains(v.Reason, "malformed") {
		t.Fatalf("malformed verdict: %+v %v", v, err)
	}
	checkUnreached(t, v, UnreachedBrain)

	// An endpoint whose answers are JSON of the wrong shape fails the run: it would leave every
	// test not validated.
	wrong := &llmtest.Endpoint{Models: []string{"scripted-model"}, Answer: func(string, int, int) (int, string, time.Duration) {
		return 200, llmtest.WrongShape, 0
	}}
	v, err = Validate(t.Context(), newLLM(t, wrong), in)
	var ae *llm.AnswerError
	if !errors.As(err, &ae) || !ae.Shape || !strings.Contains(err.Error(), "wrong shape") {
		t.Fatalf("wrong-shape verdict: %+v %v", v, err)
	}
}

// The fixed statement succeeds; a sibling with the historical values fails with a data exception
// (BIGINT out of range). The overflow is the sibling's own computation, which MariaDB documents:
// alone it breaks no expectation. Where an engine of the family computes the value (the
// reference runs the statement), it breaks the expectation the fix sets, whatever the fix's
// class. The same failure on a boundary value reaper chose is no such breach.
func TestDataExceptionBreaksTheExpectation(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	rows := testfmt.Expect{Kind: testfmt.ExpectRows}
	in := realCase(t, tg, prof("-", profile.ClassWrongResult, profile.OracleResult), nil,
		"SELECT 9223372036854775807 - 1", "SELECT 9223372036854775807 + 1", "+", rows)
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil {
		t.Fatal(err)
	}
	if v.Report {
		t.Fatalf("the sibling's own overflow is reported with no engine computing its value: %+v", v.Stages)
	}
	in.Reference = &Reference{Target: "an engine that computes it", Result: &dbms.Result{Outcome: dbms.OutcomeOK}}
	if v, err = Validate(t.Context(), Rules{}, in); err != nil {
		t.Fatal(err)
	}
	if got := stageHolds(v); !v.Report || len(got) != 3 || !strings.Contains(strings.Join(v.Stages[0].Reasoning, " "), "data exception") {
		t.Fatalf("report %v stages %v; want a report naming the data exception\n%+v", v.Report, got, v.Stages)
	}
	in.Test.Variant = "huge@1" // a boundary value, not the trigger's
	if v, err = Validate(t.Context(), Rules{}, in); err != nil || v.Report {
		t.Fatalf("a boundary variant's data exception is reported (%v): %+v", err, v.Stages)
	}
}

// DISTINCT chooses the values a construct reads: a sibling without it lost the trigger.
func TestLostTriggerCountsDistinct(t *testing.T) {
	in := &Input{Profile: &profile.Profile{Dialect: "mysql", Trigger: profile.Trigger{Fault: "COUNT"}},
		Test: sibling.Test{Anchor: "COUNT", Original: "SELECT COUNT(DISTINCT c) OVER () FROM t1", SQL: "SELECT STDDEV(c) OVER () FROM t1"}}
	if got := strings.Join(lostTrigger(in), ", "); got != "distinct" {
		t.Errorf("lost %q, want distinct", got)
	}
}

// Stage II counts the names and literals a sibling lost, not the keywords of the historical
// construct's syntax.
func TestLostTriggerSkipsKeywords(t *testing.T) {
	in := &Input{Profile: &profile.Profile{Dialect: "mysql", Trigger: profile.Trigger{Fault: "EXTRACT"}},
		Test: sibling.Test{Anchor: "EXTRACT", Original: "SELECT EXTRACT(DAY FROM c) FROM t1 WHERE c IS NOT NULL"}}
	for sql, want := range map[string]string{
		"SELECT MONTH(c) FROM t1 WHERE c IS NOT NULL":    "",
		"SELECT MONTH(NULL) FROM t1 WHERE c IS NOT NULL": "c",
		"SELECT MONTH(c) FROM t1":                        "c, null", // one of the two c, and the NULL
	} {
		in.Test.SQL = sql
		if got := strings.Join(lostTrigger(in), ", "); got != want {
			t.Errorf("%s: lost %q, want %q", sql, got, want)
		}
	}
}

// A fix made a statement succeed that failed with an error its description quotes; a sibling
// failing with that error shows the fixed defect, though the error is otherwise a type check
// (1267, illegal mix of collations, is a semantic rejection). Without the quote it stays one.
func TestRemovedErrorIsTheDefect(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	p := prof("HEX", profile.ClassError, profile.OracleAccepts)
	setup := []string{"SET NAMES utf8", "CREATE TABLE t1 (a VARCHAR(10) CHARACTER SET latin1)", "INSERT INTO t1 VALUES (0x09), ('a')"}
	in := realCase(t, tg, p, setup, "SELECT IF(a<' ',HEX(a),a) FROM t1 ORDER BY a", "SELECT IF(a<' ',OCT(a),a) FROM t1 ORDER BY a", "OCT",
		testfmt.Expect{Kind: testfmt.ExpectRows})
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil {
		t.Fatal(err)
	}
	if v.Report || v.Facts.Validity != failure.ClassSemantic {
		t.Fatalf("without the removed error: report %v validity %s, want no report of a semantic rejection (%s)", v.Report, v.Facts.Validity, v.Facts.Signature)
	}
	p.Validation.Failure.Removed = "Illegal mix of collations"
	if v, err = Validate(t.Context(), Rules{}, in); err != nil || !v.Report {
		t.Fatalf("the removed error is not reported (%v): %+v", err, v.Stages)
	}
	if !strings.Contains(strings.Join(v.Stages[0].Reasoning, " "), "the error the fix removed") {
		t.Errorf("stage I does not name the removed error: %v", v.Stages[0].Reasoning)
	}
	// Another run-time error is the sibling's own (an XPath that does not parse), not the one
	// the fix removed.
	other := realCase(t, tg, p, setup, "SELECT IF(a<' ',HEX(a),a) FROM t1 ORDER BY a", "SELECT IF(a<' ',EXTRACTVALUE(a, ' '),a) FROM t1 ORDER BY a", "EXTRACTVALUE",
		testfmt.Expect{Kind: testfmt.ExpectRows})
	if v, err = Validate(t.Context(), Rules{}, other); err != nil || v.Report || v.Facts.Outcome != dbms.OutcomeError {
		t.Fatalf("a sibling's own error is reported as the removed one (%v): %s %+v", err, v.Facts.Signature, v.Stages)
	}
}

// A fix made a value of the wrong type rejected; a sibling that puts NULL there is accepted as
// every function is given NULL: no missing error.
func TestNullIsNoRejectedValue(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	p := prof("TRUE", profile.ClassError, profile.OracleRejects)
	in := realCase(t, tg, p, nil, "SELECT ST_SRID(TRUE)", "SELECT ST_SRID(NULL)", "NULL",
		testfmt.Expect{Kind: testfmt.ExpectError, Error: "ER_ILLEGAL_PARAMETER_DATA_TYPE_FOR_OPERATION"})
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil || v.Report || !strings.Contains(strings.Join(v.Stages[1].Reasoning, " "), "NULL is no value") {
		t.Fatalf("ST_SRID(NULL) reported as a missing error (%v): %+v", err, v.Stages)
	}
	// The same acceptance of a value that is not NULL is the missing error.
	in.Test.Construct = "FALSE"
	if v, err = Validate(t.Context(), Rules{}, in); err != nil || !v.Report {
		t.Fatalf("an accepted value of the rejected kind is not reported (%v): %s %+v", err, v.Facts.Signature, v.Stages)
	}
	// A NULL variant that is the historical trigger's own value is the fix's case.
	in.Test.Construct, in.Test.Variant, in.Test.Trigger = "TRUE", "null@1", []string{"null@1"}
	if v, err = Validate(t.Context(), Rules{}, in); err != nil || !v.Report {
		t.Fatalf("NULL as the trigger's own value is not judged (%v): %+v", err, v.Stages)
	}
}

// A fixed statement that warns about its input, and a sibling that takes the same input in the
// same kind of parameter silently: O_fix is violated. On MariaDB 10.11, JSON_EXISTS of two empty
// strings is NULL with no warning, where JSON_OVERLAPS of two warns that an empty string is no
// JSON document. The empty string taken as a JSON value (JSON_ARRAY) is no such case, nor is a
// NULL variant, a profile without trigger values, or a sibling whose parameter kinds the catalog
// does not give.
func TestSilentWhereTheFixWarns(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	rows := testfmt.Expect{Kind: testfmt.ExpectRows}
	p := prof("JSON_OVERLAPS", profile.ClassWrongResult, profile.OracleResult)
	p.Trigger.Values = []profile.TriggerValue{{Arg: 1, Class: "empty", Via: profile.ViaLiteral}, {Arg: 2, Class: "empty", Via: profile.ViaLiteral}}
	variant := ""
	judge := func(sib, construct string, kinds []string, trigger ...string) Verdict {
		t.Helper()
		in := realCase(t, tg, p, nil, "SELECT JSON_OVERLAPS('', '')", sib, construct, rows)
		in.Test.Trigger, in.Test.ArgKinds, in.Test.AnchorArgKinds = trigger, kinds, []string{"json", "json"}
		in.Test.Variant = variant
		v, err := Validate(t.Context(), Rules{}, in)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if v := judge("SELECT JSON_EXISTS('', '')", "JSON_EXISTS", []string{"json", "any"}, "empty@1", "empty@2"); !v.Report ||
		!strings.Contains(strings.Join(v.Stages[2].Reasoning, " "), "no warning") {
		t.Fatalf("JSON_EXISTS('', '$') is not reported: %+v", v.Stages)
	}
	if v := judge("SELECT JSON_ARRAY('', '')", "JSON_ARRAY", []string{"any"}, "empty@1", "empty@2"); v.Report {
		t.Errorf("'' as a JSON value is reported: %+v", v.Stages)
	}
	if v := judge("SELECT JSON_EXISTS('', '')", "JSON_EXISTS", nil, "empty@1", "empty@2"); v.Report {
		t.Errorf("reported without the sibling's parameter kinds: %+v", v.Stages)
	}
	variant = "null@2"
	if v := judge("SELECT JSON_CONTAINS_PATH('', NULL, '')", "JSON_CONTAINS_PATH", []string{"json", "any", "any"}, "empty@1", "empty@3"); v.Report {
		t.Errorf("a NULL variant is reported: %+v", v.Stages)
	}
	variant = ""
	p.Trigger.Values = nil
	if v := judge("SELECT JSON_EXISTS('', '')", "JSON_EXISTS", []string{"json", "any"}, "empty@1", "empty@2"); v.Report {
		t.Errorf("reported without trigger values: %+v", v.Stages)
	}
}

// A fix made a call end without a signature for its argument types (PostgreSQL: length of an
// array does not exist); a sibling that has one (cardinality) is meant to take them: no missing
// error. A sibling that finds no signature either is rejected like the fixed statement.
func TestOverloadIsTheFunctionsOwn(t *testing.T) {
	dbmstest.Engines(t)
	tg := dbmstest.Open(t, "postgres", "REAPER_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable")
	p := prof("LENGTH", profile.ClassError, profile.OracleRejects)
	expect := testfmt.Expect{Kind: testfmt.ExpectError, Error: "function length(integer[]) does not exist"}
	in := realCase(t, tg, p, nil, "SELECT length(ARRAY[1, 2])", "SELECT cardinality(ARRAY[1, 2])", "CARDINALITY", expect)
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil || v.Report || v.Stages[0].Holds || !strings.Contains(strings.Join(v.Stages[0].Reasoning, " "), "signatures are its own") {
		t.Fatalf("a sibling with its own signature reported as a missing error (%v): %+v", err, v.Stages)
	}
	// Where the fixed statement fails otherwise (a value out of range), acceptance is the
	// missing error.
	p = prof("TO_DATE", profile.ClassError, profile.OracleRejects)
	in = realCase(t, tg, p, nil, "SELECT to_date('2020-13-01', 'YYYY-MM-DD')", "SELECT to_timestamp('2020-01-01', 'YYYY-MM-DD')", "TO_TIMESTAMP",
		testfmt.Expect{Kind: testfmt.ExpectError, Error: "date/time field value out of range"})
	if v, err = Validate(t.Context(), Rules{}, in); err != nil || !v.Stages[0].Holds {
		t.Fatalf("an accepted sibling of a value check (%v): %s %+v", err, v.Facts.Signature, v.Stages)
	}
}

// DuckDB's Permission Error is reaper's confinement of file access, a feature the run lacks; a
// DuckDB error about the statement is not.
func TestDuckDBConfinementIsUnsupported(t *testing.T) {
	for msg, want := range map[string]bool{
		`Permission Error: Cannot access directory "x" - file system operations are disabled by configuration`: true,
		"Permission Error: Modifying the temp_directory has been disabled by configuration":                    true,
		"Binder Error: Referenced column \"x\" not found in FROM clause!":                                      false,
	} {
		if got := failure.Unsupported("DuckDB", dbms.Result{Outcome: dbms.OutcomeError, Message: msg}) != ""; got != want {
			t.Errorf("%s: unsupported %v, want %v", msg, got, want)
		}
	}
}

// TestRulesOtherRejection runs, on DuckDB, fixes recorded as rejecting their statement whose
// historical statement is rejected here for another reason (a file reaper's confinement keeps
// out, an error of another class) or whose sibling dropped the rejected value (a list literal,
// a prepared statement's parameter, an empty argument list): a sibling that succeeds then says
// nothing of the fix's check. The same test with the recorded
// rejection shown is reported.
func TestRulesOtherRejection(t *testing.T) {
	dbmstest.Engines(t)
	tg := duckdb(t)
	rejects := func(msg string) testfmt.Expect { return testfmt.Expect{Kind: testfmt.ExpectError, Error: msg} }
	table := []string{"CREATE TABLE f (name VARCHAR)", "INSERT INTO f VALUES ('a_1'), ('b_2')"}
	for _, c := range []struct {
		name                string
		anchor              string
		setup               []string
		original, sib, cons string
		expect              testfmt.Expect
		report              bool
		hint                string
	}{
		{name: "a file the run may not read", anchor: "READ_CSV",
			original: "SELECT * FROM read_csv('data/csv/broken.csv')", sib: "SELECT * FROM sql_tokenize('data/csv/broken.csv')", cons: "SQL_TOKENIZE",
			expect: rejects("Invalid Input Error: Error when sniffing file"), hint: "for want of a feature"},
		{name: "an error of another class", anchor: "ARRAY_EXTRACT",
			original: "SELECT array_extract(['x'], 'x')", sib: "SELECT list_position(['x'], 'x')", cons: "LIST_POSITION",
			expect: rejects("Binder Error: No function matches"), hint: "with a Conversion Error where the fix recorded a Binder Error"},
		{name: "the rejected list dropped", anchor: "REGEXP_EXTRACT", setup: table,
			original: "SELECT regexp_extract(name, '(a)_(1)', []) FROM f", sib: "SELECT regexp_replace(name, '(a)_(1)', 'x') FROM f", cons: "REGEXP_REPLACE",
			expect: rejects("Binder Error: Group name list must be non-empty"), hint: "lost the historical statement's []"},
		{name: "the empty argument list filled", anchor: "UNNEST",
			original: "SELECT UNNEST()", sib: "SELECT RANGE(1)", cons: "RANGE",
			expect: rejects("Binder Error: UNNEST() requires at least one argument"), hint: "lost the historical statement's empty argument list"},
		{name: "the parameter dropped", anchor: "CHECK",
			original: "CREATE TABLE t0 ( c1 INT CHECK (?) )", sib: "CREATE TABLE t0 ( c1 INT DEFAULT 1 )", cons: "DEFAULT",
			expect: rejects("Invalid Input Error: Values were not provided"), hint: "lost the historical statement's ?"},
		{name: "the recorded rejection shown", anchor: "REGEXP_EXTRACT", setup: table,
			original: "SELECT regexp_extract(name, '(a)_(1)', []) FROM f", sib: "SELECT struct_pack(a := name, b := '(a)_(1)', c := []) FROM f", cons: "STRUCT_PACK",
			expect: rejects("Binder Error: Group name list must be non-empty"), report: true, hint: "the historical statement behaves as the fix recorded"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := realCase(t, tg, prof(c.anchor, profile.ClassError, profile.OracleRejects), c.setup, c.original, c.sib, c.cons, c.expect)
			if in.Sibling.Results[len(c.setup)].Outcome != dbms.OutcomeOK {
				t.Fatalf("the sibling must succeed for the case to say anything: %+v", in.Sibling.Results[len(c.setup)])
			}
			v, err := Validate(t.Context(), Rules{}, in)
			if err != nil || !v.Validated {
				t.Fatalf("%v %s", err, v.Reason)
			}
			var all []string
			for _, s := range v.Stages {
				all = append(all, s.Reasoning...)
			}
			if v.Report != c.report || !strings.Contains(strings.Join(all, "\n"), c.hint) {
				t.Errorf("report %v, want %v; reasoning lacks %q:\n%s", v.Report, c.report, c.hint, strings.Join(all, "\n"))
			}
		})
	}
}

// TestRulesCastOfSiblingResult: a fix made SUM(x)::DOUBLE succeed; STRING_AGG in SUM's place
// returns a string of two numbers, which the statement's cast to DOUBLE rejects: the sibling's
// type, not the fixed defect. A sibling whose own computation overflows (BIGINT * 2, DuckDB's
// documented overflow error) is no breach either: the fixed statement's success says nothing of
// another computation, and no reference engine computes it.
func TestRulesCastOfSiblingResult(t *testing.T) {
	dbmstest.Engines(t)
	tg := duckdb(t)
	p := prof("SUM", profile.ClassError, profile.OracleAccepts)
	ok := testfmt.Expect{Kind: testfmt.ExpectRows}
	for _, c := range []struct {
		sib, cons string
		report    bool
		why       string // a phrase of the reasoning
	}{
		{"SELECT STRING_AGG(-9223372036854775808)::DOUBLE AS a FROM (VALUES (0), (1)) t1", "STRING_AGG", false, ""},
		{"SELECT MAX((-9223372036854775808)::HUGEINT - 9223372036854775807::BIGINT * 2)::DOUBLE AS a FROM (VALUES (0), (1)) t1", "MAX", false, "its own computation"},
	} {
		in := realCase(t, tg, p, nil, "SELECT SUM(-9223372036854775808)::DOUBLE AS a FROM (VALUES (0), (1)) t1", c.sib, c.cons, ok)
		v, err := Validate(t.Context(), Rules{}, in)
		if err != nil || !v.Validated {
			t.Fatalf("%v %s", err, v.Reason)
		}
		if v.Report != c.report || !strings.Contains(fmt.Sprint(v.Stages), c.why) {
			t.Errorf("%s: report %v, want %v for %q: %+v", c.cons, v.Report, c.report, c.why, v.Stages)
		}
	}
}

// TestDuckDBArgumentRejected runs statements whose argument DuckDB turns away by its value or
// kind, and one whose computation overflows: the first are the sibling's domain (benign in Stage
// II), the overflow is not.
func TestDuckDBArgumentRejected(t *testing.T) {
	dbmstest.Engines(t)
	tg := duckdb(t)
	cases := map[string]bool{
		"SELECT decimal_average(1::BIGINT)":              true,
		"SELECT equi_width_bins(0, 1, 100000000, true)":  true,
		"SELECT approx_top_k(1, 0) FROM range(3)":        true,
		"SELECT lag('x'::VARCHAR, 'a') OVER ()":          true,
		"SELECT '{\"a\":'::JSON":                         true,
		"SELECT CAST(1e30 AS INTEGER)":                   true,
		"SELECT weighted_avg(-9223372036854775808, -1)":  false,
		"SELECT 9223372036854775807::BIGINT + 1::BIGINT": false,
	}
	var stmts []dbms.Statement
	var sqls []string
	for sql := range cases {
		sqls = append(sqls, sql)
		stmts = append(stmts, dbms.Statement{SQL: sql})
	}
	ex, err := tg.Run(t.Context(), stmts, dbms.RunOptions{StatementTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range ex.Results {
		if r.Outcome != dbms.OutcomeError {
			t.Errorf("%s: %s, want an error", sqls[i], r.Outcome)
			continue
		}
		if got := failure.ArgumentRejected("duckdb", r) != ""; got != cases[sqls[i]] {
			t.Errorf("%s (%s): argument rejected %v, want %v", sqls[i], r.Message, got, cases[sqls[i]])
		}
	}
}

// TestRulesRejectedNull: a fix made current_setting(NULL) an error (a setting's name must not be
// NULL); getvariable(NULL) and typeof(NULL) succeed, as a function given NULL may. With a trigger
// that is not NULL the same shape is still judged (a missing rejection reported).
func TestRulesRejectedNull(t *testing.T) {
	dbmstest.Engines(t)
	tg := duckdb(t)
	rejects := testfmt.Expect{Kind: testfmt.ExpectError, Error: "must not be NULL"}
	for _, c := range []struct {
		trigger string
		report  bool
	}{{"null", false}, {"empty", true}} {
		p := prof("CURRENT_SETTING", profile.ClassError, profile.OracleRejects)
		p.Trigger.Values = []profile.TriggerValue{{Arg: 1, Class: c.trigger, Text: "CAST(NULL AS TEXT)"}}
		in := realCase(t, tg, p, nil, "SELECT current_setting(CAST(NULL AS TEXT))", "SELECT getvariable(CAST(NULL AS TEXT))", "GETVARIABLE", rejects)
		v, err := Validate(t.Context(), Rules{}, in)
		if err != nil || !v.Validated {
			t.Fatalf("%v %s", err, v.Reason)
		}
		if v.Report != c.report {
			t.Errorf("trigger %s: report %v, want %v: %+v", c.trigger, v.Report, c.report, v.Stages)
		}
	}
}

// TestDuckDBInternalLike: assert_true's failure is an Invalid Input Error, a judgement of its
// argument, not the server's own failure; the generic assertion signal still holds elsewhere.
func TestDuckDBInternalLike(t *testing.T) {
	dbmstest.Engines(t)
	tg := duckdb(t)
	ex, err := tg.Run(t.Context(), []dbms.Statement{{SQL: "SELECT assert_true(false)"}}, dbms.RunOptions{StatementTimeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	r := ex.Results[0]
	if r.Outcome != dbms.OutcomeError || !strings.Contains(r.Message, "Assertion") {
		t.Fatalf("assert_true(false): %+v", r)
	}
	if why := failure.InternalLike("DuckDB", r); why != "" {
		t.Errorf("assert_true's error called the server's failure: %s", why)
	}
	if why := failure.InternalLike("PostgreSQL", dbms.Result{Outcome: dbms.OutcomeError, Message: "assertion failed: x"}); why == "" {
		t.Error("an assertion message elsewhere is no longer internal-like")
	}
}
