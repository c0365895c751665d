package validate

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/internal/dbms"
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
		Facts: Facts{Outcome: outcome, Result: r, Signature: Signature(r), InternalLike: InternalLike("go-mysql-server", r), Kind: KindOf("go-mysql-server", r)}}
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
	same := [][2]string{{"a1", "a2"}, {"d1", "d3"}, {"e1", "e2"}}
	apart := [][2]string{{"a1", "b1"}, {"c1", "c2"}, {"g1", "g2"}, {"a1", "c1"}, {"h1", "g1"}, {"d1", "d2"}}
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
	if b := of["a1"]; b.Kind != KindCrash || !strings.Contains(b.Key, "buildValueDerivedTable") || strings.Contains(b.Key, "panicdottypeE") ||
		!slices.Equal(b.Constructs, []string{"ROUND", "TRUNCATE"}) || !slices.Equal(b.Fixes, []string{"f1", "f2"}) || b.Reason == "" {
		t.Errorf("the stack's bug: %+v", b)
	}
	if !slices.Contains(of["d1"].Related, of["d2"].ID) || !slices.Contains(of["d2"].Related, of["d1"].ID) || len(of["a1"].Related) != 0 {
		t.Errorf("the two constructs failing with one message are not related: %+v %+v", of["d1"], of["d2"])
	}
	if of["g1"].Kind != KindWrongResult || of["h1"].Kind != KindWrongResult || of["c1"].Kind != KindInternal || of["d1"].Kind != KindError {
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
	if msg, frames := goStack(`mysql_server caught panic:\nruntime error: index out of range [3] with length 3`); len(frames) != 0 || msg == "" {
		t.Errorf("a stack without frames: %q %v", msg, frames)
	}
	if _, frames := goStack("2026-12-03 10:00:00 0 [ERROR] mysqld got signal 11"); frames != nil {
		t.Errorf("a MariaDB log read as a Go stack: %v", frames)
	}
}
