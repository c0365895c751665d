package execute

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// TestScript: the parts run in the order given, each statement on its connection.
func TestScript(t *testing.T) {
	setup := []testfmt.Statement{{SQL: "CREATE TABLE t (a INT)", Line: 1}}
	stmts := []testfmt.Statement{{SQL: "SELECT 1", Connection: "con1"}, {SQL: "SELECT 2", Expect: testfmt.Expect{Kind: "ok"}}}
	for _, c := range []struct {
		name  string
		parts [][]testfmt.Statement
		want  []dbms.Statement
	}{
		{"setup then statements", [][]testfmt.Statement{setup, stmts},
			[]dbms.Statement{{SQL: "CREATE TABLE t (a INT)"}, {SQL: "SELECT 1", Connection: "con1"}, {SQL: "SELECT 2"}}},
		{"no setup", [][]testfmt.Statement{nil, stmts}, []dbms.Statement{{SQL: "SELECT 1", Connection: "con1"}, {SQL: "SELECT 2"}}},
		{"one part", [][]testfmt.Statement{setup}, []dbms.Statement{{SQL: "CREATE TABLE t (a INT)"}}},
		{"nothing", nil, nil},
	} {
		if got := Script(c.parts...); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

// open opens a target of this process (dsn), closed when the test ends.
func open(t *testing.T, dsn string) (dbms.Target, dbms.Info) {
	t.Helper()
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(dsn))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	info, err := tg.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return tg, info
}

// countingTarget is a real target that counts the runs it is given.
type countingTarget struct {
	dbms.Target
	runs *atomic.Int32
}

func (c countingTarget) Run(ctx context.Context, stmts []dbms.Statement, opts dbms.RunOptions) (*dbms.Execution, error) {
	c.runs.Add(1)
	return c.Target.Run(ctx, stmts, opts)
}

// tableT is a setup that makes table t holding 1, 2 and 3.
var tableT = []testfmt.Statement{{SQL: "CREATE TABLE t (a INT)"}, {SQL: "INSERT INTO t VALUES (1), (2), (3)"}}

// TestTest: a test runs its setup and statements up to the key one on go-mysql-server, the
// statements after it not run; a go-mysql-server test that names its harness's database runs
// in it.
func TestTest(t *testing.T) {
	tg, _ := open(t, "gms:inprocess")
	test := sibling.Test{ID: "s", FixID: "f", Setup: tableT,
		Statements: []testfmt.Statement{{SQL: "SELECT COUNT(*) FROM t"}, {SQL: "SELECT MAX(a) FROM t"}, {SQL: "DROP TABLE t"}}, Key: 1}
	ex, err := Test(t.Context(), tg, test, test.Statements, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ex.Results) != 5 {
		t.Fatalf("%d results, want 5: %+v", len(ex.Results), ex.Results)
	}
	if r := ex.Results[3]; r.SQL != "SELECT MAX(a) FROM t" || r.Outcome != dbms.OutcomeOK || len(r.Rows) != 1 || *r.Rows[0][0] != "3" {
		t.Errorf("the key statement: %+v", r)
	}
	if r := ex.Results[4]; r.SQL != "DROP TABLE t" || r.Outcome != dbms.OutcomeNotRun {
		t.Errorf("the statement after the key one: %+v, want not run", r)
	}

	// The historical test: the same context, its own statement at the key.
	orig := append([]testfmt.Statement(nil), test.Statements...)
	orig[1].SQL = "SELECT MIN(a) FROM t"
	hist, err := Test(t.Context(), tg, test, orig, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r := hist.Results[3]; r.SQL != "SELECT MIN(a) FROM t" || r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "1" {
		t.Errorf("the historical key statement: %+v", r)
	}

	harness := sibling.Test{ID: "h", FixID: "f", Format: testfmt.GMS,
		Statements: []testfmt.Statement{{SQL: "USE mydb"}, {SQL: "SELECT DATABASE()"}}, Key: 1}
	ex, err = Test(t.Context(), tg, harness, harness.Statements, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r := ex.Results[1]; ex.Database != "mydb" || r.Outcome != dbms.OutcomeOK || *r.Rows[0][0] != "mydb" {
		t.Errorf("the harness's test ran in %q: %+v", ex.Database, ex.Results)
	}
}

// TestRunner: the runs of three siblings of one historical statement on go-mysql-server, with
// MariaDB as the reference engine and another go-mysql-server as the other release. The
// historical test runs once for the three; the oracles check a query that runs and are not
// applicable to one that fails; MariaDB's NULL for TIMESTAMPDIFF over a zero date diverges
// from go-mysql-server's number; the same release changes nothing. validate.Validate judges
// the runs as they are: the divergence is its evidence.
func TestRunner(t *testing.T) {
	tg, info := open(t, "gms:inprocess")
	mariadb := dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/")
	refInfo, err := mariadb.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	other, otherInfo := open(t, "gms:inprocess")
	runs := &atomic.Int32{}
	r := &Runner{Target: countingTarget{tg, runs}, Product: info.Product, Catalog: oracle.Options{Product: info.Product},
		Reference: &ReferenceEngine{Target: mariadb, Product: refInfo.Product, DSN: "mysql://127.0.0.1:3306/"},
		Release:   &DifferentialEngine{Target: other, Product: otherInfo.Product, DSN: "gms:inprocess", Newer: true}}
	const orig = "SELECT a FROM t WHERE a > 1"
	test := func(id, sql string) sibling.Test {
		return sibling.Test{ID: id, FixID: "f", Original: orig, SQL: sql, Construct: ">", Setup: tableT,
			Statements: []testfmt.Statement{{SQL: sql}}}
	}
	historical := Historical{}
	run := func(tt sibling.Test) Runs {
		t.Helper()
		out, err := r.Run(t.Context(), tt, historical)
		if err != nil || out.Retry {
			t.Fatalf("%s: %v, retry %v", tt.ID, err, out.Retry)
		}
		return out
	}

	query := run(test("query", "SELECT a FROM t WHERE a >= 2"))
	if n := runs.Load(); n < 3 {
		t.Fatalf("%d runs on the target; want the sibling's, the historical test's and the oracles'", n)
	}
	if r := query.Sibling.Results[2]; r.SQL != "SELECT a FROM t WHERE a >= 2" || len(r.Rows) != 2 {
		t.Errorf("the sibling statement: %+v", r)
	}
	if h := query.Historical; h == nil || h.Results[2].SQL != orig || historical[[2]string{"f", orig}] != h {
		t.Errorf("the historical run %+v is not the one kept for the fix's statement", h)
	}
	consistent := 0
	for _, o := range query.Oracles {
		if o.Execution != nil {
			t.Errorf("oracle %s keeps its run", o.Oracle)
		}
		if o.Verdict == oracle.Consistent {
			consistent++
		}
		if o.Verdict == oracle.Violation {
			t.Errorf("oracle %s: a violation on %s: %s", o.Oracle, o.Query, o.Detail)
		}
	}
	if consistent == 0 {
		t.Errorf("no oracle checked the query: %+v", query.Oracles)
	}
	if ref := query.Reference; ref == nil || ref.Target != "mysql://127.0.0.1:3306/" || ref.Divergence != "" || ref.NotCompared != "" {
		t.Errorf("the reference on the same rows: %+v", ref)
	}
	if rel := query.Release; rel == nil || rel.Target != "gms:inprocess" || !rel.Newer || rel.Direction != "" || rel.Version != otherInfo.Version {
		t.Errorf("the same release: %+v", rel)
	}

	diverging := run(test("diverging", "SELECT TIMESTAMPDIFF(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')"))
	if diverging.Historical != query.Historical {
		t.Error("the historical test ran again for a sibling of the same statement")
	}
	if ref := diverging.Reference; ref == nil || !strings.Contains(ref.Divergence, "NULL") {
		t.Errorf("MariaDB's NULL does not diverge: %+v", ref)
	}

	before := runs.Load()
	failing := run(test("failing", "SELECT nosuchfunction(a) FROM t"))
	if n := runs.Load() - before; n != 1 {
		t.Errorf("%d runs on the target for a failing sibling whose historical run is kept; want its own alone", n)
	}
	for _, o := range failing.Oracles {
		if o.Verdict != oracle.NotApplicable || !strings.Contains(o.Reason, "did not succeed") {
			t.Errorf("oracle %s on a failing statement: %s %q", o.Oracle, o.Verdict, o.Reason)
		}
	}
	if ref := failing.Reference; ref == nil || ref.Divergence != "" || ref.NotCompared == "" {
		t.Errorf("the reference of a failing statement: %+v", ref)
	}

	in := &validate.Input{Profile: &profile.Profile{FixID: "f", Status: profile.Dropped}, Test: test("diverging", "SELECT TIMESTAMPDIFF(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')"), Product: info.Product,
		Sibling: diverging.Sibling, Historical: diverging.Historical, Oracles: diverging.Oracles, Reference: diverging.Reference, Release: diverging.Release}
	v, err := validate.Validate(t.Context(), validate.Rules{}, in)
	if err != nil || v.Facts.Result.SQL != in.Test.SQL || v.Facts.Outcome != dbms.OutcomeOK || v.Facts.Historical != dbms.OutcomeOK ||
		!slices.Contains(v.Evidence, validate.EvidenceReference) {
		t.Errorf("the runs judged: %+v, %v", v, err)
	}
}

// TestRunnerHungContext: a sibling whose fix's historical run hung in the context they share
// takes that run's record, and nothing runs on the target again for it.
func TestRunnerHungContext(t *testing.T) {
	tg, info := open(t, "gms:inprocess")
	runs := &atomic.Int32{}
	r := &Runner{Target: countingTarget{tg, runs}, Product: info.Product, Catalog: oracle.Options{Product: info.Product}}
	const orig = "SELECT a FROM t"
	test := sibling.Test{ID: "s", FixID: "f", Original: orig, SQL: "SELECT abs(a) FROM t", Setup: tableT[:1],
		Statements: []testfmt.Statement{{SQL: "COPY big TO 'f.csv'"}, {SQL: "SELECT abs(a) FROM t"}}, Key: 1}
	hung := &dbms.Execution{Target: "gms:inprocess", Results: []dbms.Result{{SQL: tableT[0].SQL, Outcome: dbms.OutcomeOK},
		{SQL: "COPY big TO 'f.csv'", Outcome: dbms.OutcomeHang}, {SQL: orig, Outcome: dbms.OutcomeNotRun}}}
	out, err := r.Run(t.Context(), test, Historical{{"f", orig}: hung})
	if err != nil || out.Retry {
		t.Fatalf("%v, retry %v", err, out.Retry)
	}
	if n := runs.Load(); n != 0 {
		t.Errorf("%d runs on the target; want none", n)
	}
	if out.Historical != hung || out.Sibling.Results[2].SQL != test.SQL || !strings.Contains(out.Sibling.Results[1].Log, "not run again") {
		t.Errorf("the sibling's record: %+v, historical %p", out.Sibling.Results, out.Historical)
	}
	for _, o := range out.Oracles {
		if o.Verdict != oracle.NotApplicable {
			t.Errorf("oracle %s on a statement not run: %s", o.Oracle, o.Verdict)
		}
	}
}

// TestHungContext: a historical run that hung in the context it shares with a sibling gives
// the sibling's run without running it (the sibling's statement in its place, not run); a
// context that ran, a hang at or after the key statement, and another context give none.
func TestHungContext(t *testing.T) {
	res := func(sql, outcome string) dbms.Result { return dbms.Result{SQL: sql, Outcome: outcome} }
	test := sibling.Test{Setup: []testfmt.Statement{{SQL: "CREATE TABLE t (a INT)"}},
		Statements: []testfmt.Statement{{SQL: "COPY big TO '__TEST_DIR__/f.csv'"}, {SQL: "SELECT abs(a) FROM t"}}, Key: 1}
	hung := &dbms.Execution{Results: []dbms.Result{res("CREATE TABLE t (a INT)", dbms.OutcomeOK),
		res("COPY big TO '__TEST_DIR__/f.csv'", dbms.OutcomeHang), res("SELECT sign(a) FROM t", dbms.OutcomeNotRun)}}
	got := hungContext(hung, test)
	if got == nil || len(got.Results) != 3 || got.Results[2].SQL != "SELECT abs(a) FROM t" || got.Results[2].Outcome != dbms.OutcomeNotRun ||
		got.Results[1].Outcome != dbms.OutcomeHang || !strings.Contains(got.Results[1].Log, "not run again") {
		t.Fatalf("hung context: %+v", got)
	}
	if hung.Results[2].SQL != "SELECT sign(a) FROM t" || hung.Results[1].Log != "" {
		t.Fatalf("the historical run was changed: %+v", hung.Results)
	}
	ran := &dbms.Execution{Results: []dbms.Result{res("CREATE TABLE t (a INT)", dbms.OutcomeOK),
		res("COPY big TO '__TEST_DIR__/f.csv'", dbms.OutcomeOK), res("SELECT sign(a) FROM t", dbms.OutcomeHang)}}
	other := &dbms.Execution{Results: []dbms.Result{res("CREATE TABLE u (a INT)", dbms.OutcomeOK),
		res("COPY big TO '__TEST_DIR__/f.csv'", dbms.OutcomeHang), res("SELECT sign(a) FROM t", dbms.OutcomeNotRun)}}
	for name, hist := range map[string]*dbms.Execution{"none": nil, "hang at the key": ran, "another context": other} {
		if got := hungContext(hist, test); got != nil {
			t.Errorf("%s: %+v", name, got)
		}
	}
}
