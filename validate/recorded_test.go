package validate

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
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

// The recorded cases test the judging without an engine, so that the fast loop (go test -short)
// tests it too: each is a sibling test and its historical test as real engines ran them, with
// what else its verdict reads (the reference engine's run, the oracles' results), kept under
// testdata/recorded/ with the verdict the rules brain gave. The test judges the recorded input
// again and compares with the recorded verdict, and with what the engines' behaviour means,
// written by hand. go test ./validate -run TestRecorded -record runs the engines and rewrites
// the files (-record is this package's flag, benchmark_test.go).

// recordedCase is one case: where it runs and what it runs, as realCase takes it.
type recordedCase struct {
	name string
	// target is gms: or duckdb: (embedded) or mariadb, this machine's MariaDB server
	// (dbmstest.MariaDB).
	target string
	// reference runs the sibling test on the MariaDB server as the reference engine; oracles
	// runs every oracle on the sibling statement.
	reference, oracles           bool
	profile                      *profile.Profile
	setup                        []string
	original, sibling, construct string
	expect                       testfmt.Expect
	// check says what is wrong with the verdict; "" when it says what the runs mean.
	check func(v Verdict) string
}

// allReasoning is every stage's reasoning, one line each.
func allReasoning(v Verdict) string {
	var all []string
	for _, s := range v.Stages {
		all = append(all, s.Reasoning...)
	}
	return strings.Join(all, "\n")
}

var recordedCases = []recordedCase{
	{
		// go-mysql-server v0.20 panics on JSON_VALUE with a JSON path argument: an internal
		// error, which every oracle kind forbids, and a crash whatever the profile says.
		name: "crash", target: "gms:",
		profile: prof("JSON_EXTRACT", profile.ClassInternal, profile.OracleNoInternalError), setup: jsonTable,
		original: "SELECT pk, JSON_EXTRACT(col1, '$.items') FROM t ORDER BY pk", sibling: "SELECT pk, JSON_VALUE(col1, col1) FROM t ORDER BY pk",
		construct: "JSON_VALUE", expect: testfmt.Expect{Kind: testfmt.ExpectRows},
		check: func(v Verdict) string {
			if !v.Validated || !v.Report || !slices.Equal(stageHolds(v), []bool{true, true, true}) || !slices.Contains(v.Evidence, EvidenceCrash) ||
				!v.Candidate() || !strings.Contains(allReasoning(v), "crash or internal error") {
				return "want a reported crash with every stage holding"
			}
			return ""
		},
	},
	{
		// TIMESTAMPDIFF over a zero date is a huge number on go-mysql-server v0.20 and NULL on
		// MariaDB (fixed in go-mysql-server after v0.20): the reference engine's rows check a
		// result-class fix's O_fix.
		name: "wrong-result-on-the-reference", target: "gms:", reference: true,
		profile:  prof("TIMESTAMPADD", profile.ClassWrongResult, profile.OracleResult),
		original: "SELECT TIMESTAMPADD(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')", sibling: "SELECT TIMESTAMPDIFF(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')",
		construct: "TIMESTAMPDIFF", expect: testfmt.Expect{},
		check: func(v Verdict) string {
			if v.Reference == nil || !strings.Contains(v.Reference.Divergence, "NULL") {
				return "want the reference engine's NULL as the divergence"
			}
			if !v.Report || !slices.Contains(v.Evidence, EvidenceReference) || !strings.Contains(strings.Join(v.Stages[2].Reasoning, "\n"), "reference engine") {
				return "want a report whose O_fix the reference engine checks"
			}
			return ""
		},
	},
	{
		// RIGHT(-1, 1) fails in go-mysql-server v0.20 with a type switch's default, where
		// MariaDB runs it: an error path, a candidate of kind error, no crash.
		name: "error-path", target: "gms:", reference: true,
		profile:  prof("LEFT", profile.ClassInternal, profile.OracleNoInternalError),
		original: "SELECT LEFT('ab', 1)", sibling: "SELECT RIGHT(-1, 1)", construct: "RIGHT", expect: testfmt.Expect{Kind: testfmt.ExpectRows},
		check: func(v Verdict) string {
			if !v.Candidate() || v.Kind != failure.KindError || !slices.Contains(v.Evidence, EvidenceErrorPath) || slices.Contains(v.Evidence, EvidenceCrash) {
				return "want an error-path candidate of kind error, no crash"
			}
			return ""
		},
	},
	{
		// MDEV-27018: JSON_DEPTH('a') is NULL with a warning on MariaDB, 0 through a derived
		// table or a view: the oracles' violation is a candidate.
		name: "oracle-violation", target: "mariadb", oracles: true,
		profile:  prof("JSON_OBJECT", profile.ClassWrongResult, profile.OracleResult),
		original: "SELECT JSON_OBJECT('a', IF(1, JSON_OBJECT('b', 'c'), JSON_OBJECT('e', 'f'))) AS r", sibling: "SELECT JSON_DEPTH('a') AS r",
		construct: "JSON_DEPTH", expect: testfmt.Expect{Kind: testfmt.ExpectRows, Rows: [][]string{{`{"a": {"b": "c"}}`}}},
		check: func(v Verdict) string {
			if !v.Candidate() || !slices.Contains(v.Evidence, EvidenceOracle) || !slices.ContainsFunc(v.Oracles, func(r oracle.Result) bool { return r.Verdict == oracle.Violation }) {
				return "want a candidate on an oracle's violation"
			}
			return ""
		},
	},
	{
		// The setup's table cannot be made: the sibling statement did not run, and nothing is
		// judged.
		name: "not-validated", target: "gms:",
		profile: prof("ABS", profile.ClassInternal, profile.OracleNoInternalError), setup: []string{"CREATE TABLE t (a NOSUCHTYPE)"},
		original: "SELECT a FROM t", sibling: "SELECT ABS(a) FROM t", construct: "ABS",
		check: func(v Verdict) string {
			if v.Validated || !strings.Contains(v.Reason, "did not run") || v.Candidate() {
				return "want a test not validated because it did not run"
			}
			return ""
		},
	},
	{
		// DuckDB rejects the historical statement with a Binder Error, as the fix recorded; the
		// sibling succeeds where the fix's rejection needed a Conversion Error's argument: it
		// says nothing of the fix's check.
		name: "another-rejection", target: "duckdb:",
		profile:  prof("ARRAY_EXTRACT", profile.ClassError, profile.OracleRejects),
		original: "SELECT array_extract(['x'], 'x')", sibling: "SELECT list_position(['x'], 'x')", construct: "LIST_POSITION",
		expect: testfmt.Expect{Kind: testfmt.ExpectError, Error: "Binder Error: No function matches"},
		check: func(v Verdict) string {
			if !v.Validated || v.Report || v.Candidate() || !strings.Contains(allReasoning(v), "with a Conversion Error where the fix recorded a Binder Error") {
				return "want no report: the historical statement fails otherwise than the fix recorded"
			}
			return ""
		},
	},
}

// recordedFile is a recorded case's file.
type recordedFile struct {
	Input   *Input  `json:"input"`
	Verdict Verdict `json:"verdict"`
}

// recordCaseRuns runs c on its real engines and returns the input it makes.
func recordCaseRuns(t *testing.T, c recordedCase) *Input {
	t.Helper()
	var tg dbms.Target
	switch c.target {
	case "gms:":
		tg = gms(t)
	case "duckdb:":
		tg = duckdb(t)
	case "mariadb":
		m := dbmstest.MariaDB
		tg = dbmstest.Open(t, m.Name, m.Env, m.DSN)
	default:
		t.Fatalf("case %s: unknown target %q", c.name, c.target)
	}
	in := realCase(t, tg, c.profile, c.setup, c.original, c.sibling, c.construct, c.expect)
	if c.reference {
		m := dbmstest.MariaDB
		withReference(t, dbmstest.Open(t, m.Name, m.Env, m.DSN), in)
	}
	if c.oracles {
		var setup []dbms.Statement
		for _, s := range c.setup {
			setup = append(setup, dbms.Statement{SQL: s})
		}
		opts := oracle.Options{Setup: setup, Run: dbms.RunOptions{StatementTimeout: 5 * time.Second}, Product: in.Product}
		rs, err := oracle.Run(t.Context(), tg, c.sibling, opts, oracle.All)
		if err != nil {
			t.Fatalf("oracles: %v", err)
		}
		for _, r := range rs {
			r.Execution = nil // the verdict reads the result, not the oracle's own runs
			in.Oracles = append(in.Oracles, r)
		}
	}
	return in
}

// TestRecorded judges each recorded case with the rules brain. With -record it first runs the
// cases on their engines and rewrites the files.
func TestRecorded(t *testing.T) {
	t.Parallel()
	if *record && testing.Short() {
		t.Fatal("-record runs the real engines, which -short skips: drop -short")
	}
	for _, c := range recordedCases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join("testdata", "recorded", c.name+".json")
			if *record {
				in := recordCaseRuns(t, c)
				v, err := Validate(t.Context(), Rules{}, in)
				if err != nil {
					t.Fatal(err)
				}
				b, err := json.MarshalIndent(recordedFile{Input: in, Verdict: v}, "", "  ")
				if err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v: run go test ./validate -run TestRecorded -record", err)
			}
			var rec recordedFile
			if err := json.Unmarshal(b, &rec); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if in := rec.Input; in == nil || in.Test.SQL != c.sibling || in.Test.Original != c.original || len(in.Test.Setup) != len(c.setup) ||
				(in.Reference != nil) != c.reference || (len(in.Oracles) > 0) != c.oracles {
				t.Fatalf("%s is not the recording of case %s: run go test ./validate -run TestRecorded -record", path, c.name)
			}
			v, err := Validate(t.Context(), Rules{}, rec.Input)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := json.MarshalIndent(v, "", "  ")
			want, _ := json.MarshalIndent(rec.Verdict, "", "  ")
			if !bytes.Equal(got, want) {
				t.Errorf("the verdict differs from the one recorded in %s (a change of the judging: if it is meant, record again with -record)\ngot:\n%s\nrecorded:\n%s", path, got, want)
			}
			if why := c.check(v); why != "" {
				t.Errorf("%s: %+v", why, v)
			}
		})
	}
}
