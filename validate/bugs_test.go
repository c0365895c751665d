package validate

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// stackLog is go-mysql-server's log of a recovered panic, as the embedded target records it
// (logrus escapes the newlines and tabs).
func stackLog(msg, frame string) string {
	return `time="2026-12-03T16:04:01Z" level=error msg="mysql_server caught panic:\n` + msg +
		`\n/usr/local/go/src/runtime/iface.go:283 (0x4236a4)\n\tpanicdottypeE: panic(&TypeAssertionError{iface, have, want, \"\"})` +
		`\n/gms/sql/planbuilder/parse.go:61 (0x1)\n\tcom/dolthub/go-mysql-server/sql/planbuilder.(*Builder).Parse.func1: panic(r)` +
		`\n/gms/sql/rowexec/rel.go:72 (0x1a539f3)\n\t` + frame + `: vals[j] = vals[j].(decimal.Decimal)` +
		`\n/gms/sql/rowexec/node_builder.gen.go:288 (0x1a41419)\n\tcom/dolthub/go-mysql-server/sql/rowexec.(*BaseBuilder).buildNodeExecNoAnalyze: return b.build(ctx, n, row)"`
}

// candidate is a candidate of one verdict with the given outcome, error message and log.
func candidate(id, construct, fix, outcome, message, log string, evidence ...string) Candidate {
	r := dbms.Result{Outcome: outcome, Message: message, Log: log}
	v := Verdict{TestID: "t-" + id, FixID: fix, Construct: construct, Evidence: evidence,
		Facts: Facts{Outcome: outcome, Result: r, Signature: Signature(r), InternalLike: failure.InternalLike("go-mysql-server", r), Kind: failure.KindOf("go-mysql-server", r)}}
	v.Kind = kindOf(v)
	return Candidate{ID: id, Construct: construct, Signature: v.Facts.Signature, Kind: v.Kind, Evidence: evidence,
		Fixes: []string{fix}, Tests: []string{v.TestID}, Verdicts: []Verdict{v}}
}

func TestCluster(t *testing.T) {
	const frameA = "com/dolthub/go-mysql-server/sql/rowexec.(*BaseBuilder).buildValueDerivedTable"
	const frameB = "com/dolthub/go-mysql-server/sql/expression.(*DefaultColumn).Type"
	cands := []Candidate{
		// One panic at one code site, reached through two siblings: one bug.
		candidate("a1", "ROUND", "f1", dbms.OutcomeCrash, "", stackLog("interface conversion: interface {} is nil, not decimal.Decimal", frameA), EvidenceCrash),
		candidate("a2", "TRUNCATE", "f2", dbms.OutcomeCrash, "", stackLog("interface conversion: interface {} is nil, not decimal.Decimal", frameA), EvidenceCrash),
		// The same message at another site: another bug.
		candidate("b1", "ABS", "f1", dbms.OutcomeCrash, "", stackLog("interface conversion: interface {} is nil, not decimal.Decimal", frameB), EvidenceCrash),
		// A caught runtime panic with no stack names no site: one bug per construct.
		candidate("c1", "INET6_ATON", "f3", dbms.OutcomeInternal, "handler caught panic: interface conversion: interface {} is int8, not string", "", EvidenceCrash),
		candidate("c2", "LOAD_FILE", "f3", dbms.OutcomeInternal, "handler caught panic: interface conversion: interface {} is int8, not string", "", EvidenceCrash),
		// One construct's type check, whatever the type it names: one bug; another construct's,
		// with the same message: a related bug, kept apart.
		candidate("d1", "INSTR", "f4", dbms.OutcomeError, "invalid type: int8", "", EvidenceCrash),
		candidate("d3", "INSTR", "f5", dbms.OutcomeError, "invalid type: tinyint", "", EvidenceCrash),
		candidate("d2", "JSON_QUOTE", "f5", dbms.OutcomeError, "invalid type: tinyint", "", EvidenceCrash),
		// Go format artifacts with other values: one bug.
		candidate("e1", "CALL", "f6", dbms.OutcomeError, "external stored procedures require the first parameter to be the context%!(EXTRA string=x)", "", EvidenceCrash),
		candidate("e2", "DROP", "f7", dbms.OutcomeError, "external stored procedures require the first parameter to be the context%!(EXTRA string=yy)", "", EvidenceCrash),
		// The same broken format, printing each statement's own name before it: one bug.
		candidate("e3", "CREATE VIEW", "f6", dbms.OutcomeError, "the view v.%!s(MISSING) already exists", "", EvidenceCrash),
		candidate("e4", "CREATE", "f7", dbms.OutcomeError, "the view t2.%!s(MISSING) already exists", "", EvidenceCrash),
		// One fix's expectation broken by two handlers: two bugs.
		candidate("g1", "ADDDATE", "f8", dbms.OutcomeOK, "", "", EvidenceFix),
		candidate("g2", "SUBDATE", "f8", dbms.OutcomeOK, "", "", EvidenceFix),
	}
	oracleCand := candidate("h1", "CHR", "f9", dbms.OutcomeOK, "", "", EvidenceOracle)
	oracleCand.Verdicts[0].Oracles = []oracle.Result{{Oracle: "view", Variant: "view", Verdict: oracle.Violation}}
	cands = append(cands, oracleCand)

	bugs := Cluster(cands)
	of := map[string]Bug{}
	for _, b := range bugs {
		for _, c := range b.Candidates {
			if _, dup := of[c]; dup {
				t.Fatalf("candidate %s is in two bugs", c)
			}
			of[c] = b
		}
	}
	if len(of) != len(cands) {
		t.Fatalf("%d of %d candidates clustered", len(of), len(cands))
	}
	same := [][2]string{{"a1", "a2"}, {"d1", "d3"}, {"e1", "e2"}, {"e3", "e4"}}
	apart := [][2]string{{"a1", "b1"}, {"c1", "c2"}, {"g1", "g2"}, {"a1", "c1"}, {"h1", "g1"}, {"d1", "d2"}, {"e1", "e3"}}
	for _, p := range same {
		if of[p[0]].ID != of[p[1]].ID {
			t.Errorf("%s and %s are one root cause, clustered apart: %q / %q", p[0], p[1], of[p[0]].Key, of[p[1]].Key)
		}
	}
	for _, p := range apart {
		if of[p[0]].ID == of[p[1]].ID {
			t.Errorf("%s and %s are two root causes, merged: %q", p[0], p[1], of[p[0]].Key)
		}
	}
	if b := of["a1"]; b.Kind != failure.KindCrash || !strings.Contains(b.Key, "buildValueDerivedTable") || strings.Contains(b.Key, "panicdottypeE") ||
		!slices.Equal(b.Constructs, []string{"ROUND", "TRUNCATE"}) || !slices.Equal(b.Fixes, []string{"f1", "f2"}) || b.Reason == "" {
		t.Errorf("the stack's bug: %+v", b)
	}
	if !slices.Contains(of["d1"].Related, of["d2"].ID) || !slices.Contains(of["d2"].Related, of["d1"].ID) || len(of["a1"].Related) != 0 {
		t.Errorf("the two constructs failing with one message are not related: %+v %+v", of["d1"], of["d2"])
	}
	if of["g1"].Kind != failure.KindWrongResult || of["h1"].Kind != failure.KindWrongResult || of["c1"].Kind != failure.KindInternal || of["d1"].Kind != failure.KindError {
		t.Errorf("kinds: a fix-derived and an oracle bug on rows are wrong results, a caught panic internal, a type switch's default an error: %+v %+v %+v %+v",
			of["g1"], of["h1"], of["c1"], of["d1"])
	}
	// Deterministic: the same ids and members whatever the order of the candidates.
	slices.Reverse(cands)
	again := Cluster(cands)
	if len(again) != len(bugs) {
		t.Fatalf("%d bugs, then %d", len(bugs), len(again))
	}
	for i := range bugs {
		if again[i].ID != bugs[i].ID || len(again[i].Candidates) != len(bugs[i].Candidates) {
			t.Errorf("bug %d: %s (%d) then %s (%d)", i, bugs[i].ID, len(bugs[i].Candidates), again[i].ID, len(again[i].Candidates))
		}
	}
}

// A log without frames (truncated, or another server's) gives no stack.
func TestGoStackTruncated(t *testing.T) {
	if msg, frame := goStack(`mysql_server caught panic:\nruntime error: index out of range [3] with length 3`); frame != "" || msg == "" {
		t.Errorf("a stack without frames: %q %q", msg, frame)
	}
	if _, frame := goStack("2026-12-03 10:00:00 0 [ERROR] mysqld got signal 11"); frame != "" {
		t.Errorf("a MariaDB log read as a Go stack: %q", frame)
	}
}

func TestReceiverType(t *testing.T) {
	for frame, want := range map[string]string{
		"com/dolthub/go-mysql-server/sql/expression/function.(*Inet6Aton).Eval":       "com/dolthub/go-mysql-server/sql/expression/function.Inet6Aton",
		"com/dolthub/go-mysql-server/sql/expression/function.(*Inet6Aton).Eval.func1": "com/dolthub/go-mysql-server/sql/expression/function.Inet6Aton",
		"com/dolthub/go-mysql-server/sql.FunctionN.NewInstance":                       "com/dolthub/go-mysql-server/sql.FunctionN",
		"com/dolthub/go-mysql-server/sql/types.(*decimalType[...]).Convert":           "com/dolthub/go-mysql-server/sql/types.decimalType",
		"com/dolthub/go-mysql-server/sql/rowexec.ProjectRow":                          "",
		"com/dolthub/go-mysql-server/sql/expression/function.NewUnixTimestamp.func1":  "",
	} {
		if got := receiverType(frame); got != want {
			t.Errorf("receiverType(%q) = %q, want %q", frame, got, want)
		}
	}
}

// gmsResult runs setup and then sql, alone, on tg: a crash takes the connection, so each
// statement of interest runs on its own.
func gmsResult(t *testing.T, tg dbms.Target, setup []string, sql string) dbms.Result {
	t.Helper()
	var run []dbms.Statement
	for _, s := range append(setup, sql) {
		run = append(run, dbms.Statement{SQL: s})
	}
	ex, err := tg.Run(t.Context(), run, dbms.RunOptions{StatementTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return ex.Results[len(ex.Results)-1]
}

// TestGoStackOnTheEngine reads the stacks go-mysql-server logs for panics it catches: an
// unchecked type assertion in INET6_ATON's Eval (the runtime's frame first), and a nil
// pointer reached through a handler that re-panics (planbuilder's Parse recovers and panics
// again: its frame and the runtime's come before the site).
func TestGoStackOnTheEngine(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	fns, err := tg.(dbms.Cataloger).Catalog(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	inet := ""
	for _, f := range fns {
		if f.Name == "INET6_ATON" {
			inet = f.Handler
		}
	}
	r := gmsResult(t, tg, []string{"CREATE TABLE t (a INT PRIMARY KEY, b VARBINARY(16))"}, "INSERT INTO t VALUES (1, INET6_ATON(1))")
	msg, frame := goStack(r.Log)
	if inet == "" || receiverType(frame) != stackName(inet) || !strings.Contains(msg, "interface conversion") {
		t.Errorf("INET6_ATON (handler %q): frame %q, message %q, from %s %q", inet, frame, msg, r.Outcome, r.Log)
	}
	r = gmsResult(t, tg, nil, "SELECT UNIX_TIMESTAMP(@@time_zone)")
	if !strings.Contains(r.Log, "panic(r)") || !strings.Contains(r.Log, "gopanic") {
		t.Fatalf("the re-panicking stack changed: %s %q", r.Outcome, r.Log)
	}
	// NewUnixTimestamp evaluates its argument with a nil context, which the system variable's
	// scope dereferences.
	if _, frame := goStack(r.Log); frame != "com/dolthub/go-mysql-server/sql.(*MysqlScope).GetValue" {
		t.Errorf("UNIX_TIMESTAMP(@@time_zone): frame %q", frame)
	}
}

// TestClusterOnHandlers: on the embedded go-mysql-server, with its catalog's handlers, one
// unchecked type assertion in INET6_ATON's Eval is one bug however it shows: a crash whose stack
// ends in the handler, or a panic the handler caught with no stack, whatever type its message
// names, and through LENGTH wrapping it (filed under INET6_ATON's handler, where the stack ends);
// the names of one handler (SUBSTRING, MID, SUBSTR) are one bug, for a fix's broken expectation
// and for an internal error, and distinct handlers two; a verdict of before the catalog named
// handlers keeps its construct.
func TestClusterOnHandlers(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	fns, err := tg.(dbms.Cataloger).Catalog(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	handler := map[string]string{}
	for _, f := range fns {
		handler[f.Name] = f.Handler
	}
	table := []string{"CREATE TABLE t (a INT PRIMARY KEY, b VARBINARY(16))"}
	p := prof("INET6_ATON", profile.ClassInternal, profile.OracleNoInternalError)
	var vs []Verdict
	judge := func(id, construct string, setup []string, sql string) {
		in := realCase(t, tg, p, setup, "SELECT 1", sql, construct, testfmt.Expect{Kind: testfmt.ExpectOK})
		in.Test.ID, in.Handler = id, handler[construct]
		v, err := Validate(t.Context(), Rules{}, in)
		if err != nil || !v.Candidate() || v.Handler == "" || v.Handler != in.Handler {
			t.Fatalf("%s: %+v %v", sql, v, err)
		}
		vs = append(vs, v)
	}
	judge("stack-int8", "INET6_ATON", table, "INSERT INTO t VALUES (1, INET6_ATON(1))")
	judge("stack-int64", "INET6_ATON", table, "INSERT INTO t VALUES (1, INET6_ATON(CAST(1 AS SIGNED)))")
	judge("caught-int8", "INET6_ATON", nil, "SELECT INET6_ATON(1)")
	judge("caught-int64", "INET6_ATON", nil, "SELECT INET6_ATON(CAST(1 AS SIGNED))")
	judge("wrapped", "LENGTH", table, "INSERT INTO t VALUES (1, LENGTH(INET6_ATON(1)))")
	// Other handlers' panics: JSON_VALUE's caught, UNIX_TIMESTAMP's with a stack elsewhere.
	judge("json-value", "JSON_VALUE", jsonTable, "SELECT JSON_VALUE(col1, col1) FROM t")
	judge("unix-timestamp", "UNIX_TIMESTAMP", nil, "SELECT UNIX_TIMESTAMP(@@time_zone)")
	for _, v := range vs {
		t.Logf("%s: %s %q, stack %v", v.TestID, v.Facts.Outcome, v.Facts.Result.Message, v.Facts.Result.Log != "")
	}

	cands := Dedupe(vs)
	// One fix's expectation broken by statements that succeed, through the names of one handler
	// and of another.
	fixDerived := func(id, construct string) Candidate {
		c := candidate(id, construct, "f-substring", dbms.OutcomeOK, "", "", EvidenceFix)
		c.Verdicts[0].Handler = handler[construct]
		return c
	}
	cands = append(cands, fixDerived("substring", "SUBSTRING"), fixDerived("mid", "MID"), fixDerived("substr", "SUBSTR"), fixDerived("left", "LEFT"))
	// One internal error through one handler's names is one bug; another handler's with the
	// message is a related bug.
	internal := func(id, construct, typ string) Candidate {
		c := candidate(id, construct, "f-type", dbms.OutcomeError, "invalid type: "+typ, "", EvidenceCrash)
		c.Verdicts[0].Handler = handler[construct]
		return c
	}
	cands = append(cands, internal("type-mid", "MID", "int8"), internal("type-substring", "SUBSTRING", "tinyint"), internal("type-left", "LEFT", "int8"))
	// A verdict of before the catalog named handlers: its construct.
	cands = append(cands, candidate("mid-old", "MID", "f-substring", dbms.OutcomeOK, "", "", EvidenceFix))

	bugs := Cluster(cands)
	of := map[string]Bug{} // test or candidate id -> bug
	for _, b := range bugs {
		for _, c := range cands {
			if slices.Contains(b.Candidates, c.ID) {
				of[c.ID] = b
				for _, id := range c.Tests {
					of[id] = b
				}
			}
		}
	}
	inet := of["stack-int8"]
	for _, id := range []string{"stack-int64", "caught-int8", "caught-int64", "wrapped"} {
		if of[id].ID != inet.ID {
			t.Errorf("%s is INET6_ATON's unchecked assertion, clustered apart: %q / %q", id, of[id].Key, inet.Key)
		}
	}
	if n := len(slices.DeleteFunc(slices.Clone(cands), func(c Candidate) bool { return !slices.Contains(inet.Candidates, c.ID) })); n < 3 {
		t.Errorf("INET6_ATON's bug holds %d candidates: the case needs several failure signatures to merge", n)
	}
	if !strings.Contains(inet.Key, "Inet6Aton") || strings.Contains(inet.Key, "int8") || !slices.Equal(inet.Constructs, []string{"INET6_ATON", "LENGTH"}) {
		t.Errorf("INET6_ATON's bug: %+v", inet)
	}
	for _, id := range []string{"json-value", "unix-timestamp"} {
		if of[id].ID == inet.ID || of[id].ID == "" {
			t.Errorf("%s is another handler's panic, merged with INET6_ATON's: %q", id, of[id].Key)
		}
	}
	if of["json-value"].ID == of["unix-timestamp"].ID {
		t.Errorf("JSON_VALUE's and UNIX_TIMESTAMP's panics merged: %q", of["json-value"].Key)
	}
	sub := of["substring"]
	if of["mid"].ID != sub.ID || of["substr"].ID != sub.ID || !slices.Equal(sub.Constructs, []string{"MID", "SUBSTR", "SUBSTRING"}) {
		t.Errorf("SUBSTRING, MID and SUBSTR are one handler, clustered as %q, %q, %q", sub.Key, of["mid"].Key, of["substr"].Key)
	}
	if typ := of["type-mid"]; of["type-substring"].ID != typ.ID || of["type-left"].ID == typ.ID || !slices.Contains(typ.Related, of["type-left"].ID) {
		t.Errorf("an internal error through MID and SUBSTRING (%q, %q), and LEFT (%q) related: %v", typ.Key, of["type-substring"].Key, of["type-left"].Key, typ.Related)
	}
	if of["left"].ID == sub.ID || of["mid-old"].ID == sub.ID || of["left"].ID == of["mid-old"].ID {
		t.Errorf("LEFT (%q) and a MID verdict without a handler (%q) merged with SUBSTRING's handler (%q)", of["left"].Key, of["mid-old"].Key, sub.Key)
	}
}
