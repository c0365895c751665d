package oracle

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
)

// server is a target the end-to-end tests run on, with the DDL that differs between dialects.
type server struct {
	name, env, dsn string
	// double is the type of a double-precision float column.
	double string
}

var servers = []server{
	{"gms", "", "gms:", "DOUBLE"},
	{"mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/", "DOUBLE"},
	{"postgres", "REAPER_TEST_POSTGRES", "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable", "DOUBLE PRECISION"},
}

// openServer connects to a real server (see dbmstest.Open).
func openServer(t *testing.T, s server) dbms.Target {
	return dbmstest.Open(t, s.name, s.env, s.dsn)
}

func statements(sqls ...string) []dbms.Statement {
	out := make([]dbms.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = dbms.Statement{SQL: s}
	}
	return out
}

// data is the database the silent tests query: NULLs in every column, duplicate rows, a join
// partner for some rows only.
func data(s server) []dbms.Statement {
	return statements(
		"CREATE TABLE t0 (a INT, b INT, s VARCHAR(10))",
		"INSERT INTO t0 VALUES (1, 10, 'x'), (2, NULL, 'y'), (NULL, 30, NULL), (2, 20, 'y'), (3, 30, 'z'), (NULL, NULL, 'x'), (2, 20, 'y')",
		"CREATE TABLE t1 (a INT, c "+s.double+", d DECIMAL(10, 2))",
		"INSERT INTO t1 VALUES (1, 0.1, 1.25), (2, 2.5, NULL), (2, NULL, 3.50), (4, 1e20, 0.01), (NULL, 0.3, 7.77)",
	)
}

// silent are queries a correct DBMS must pass, with the verdict each oracle must give: the
// oracle applies and finds the queries consistent, or does not apply.
var silent = []struct {
	query       string
	norec, tlp  Verdict
	tlpVariant  string
	description string
}{
	{"SELECT a, b FROM t0 WHERE a > 1", Consistent, Consistent, "where", "a predicate NULL on some rows"},
	{"SELECT * FROM t0 WHERE b IS NULL OR a = 2", Consistent, Consistent, "where", "duplicate rows"},
	{"SELECT a, s FROM t0 WHERE NOT (a = b / 10)", Consistent, Consistent, "where", "NOT over NULL"},
	{"SELECT t0.a, t1.c FROM t0 JOIN t1 ON t0.a = t1.a WHERE t1.c > 1.5", Consistent, Consistent, "where", "an inner join"},
	{"SELECT t0.a, t1.d FROM t0 LEFT JOIN t1 ON t0.a = t1.a WHERE t1.d IS NULL OR t0.b > 15", Consistent, Consistent, "where", "a left join"},
	{"SELECT s FROM t0 WHERE a IN (SELECT a FROM t1 WHERE c < 1)", Consistent, Consistent, "where", "a subquery"},
	{"WITH c AS (SELECT a, b FROM t0 WHERE a IS NOT NULL) SELECT a FROM c WHERE b > 15 ORDER BY a", Consistent, Consistent, "where", "a CTE and ORDER BY"},
	{"SELECT DISTINCT a FROM t0 WHERE b > 15", Consistent, Consistent, "distinct", "DISTINCT"},
	{"SELECT DISTINCT s, a FROM t0 WHERE s <> 'y'", Consistent, Consistent, "distinct", "DISTINCT over NULLs"},
	{"SELECT a FROM t0 WHERE b > 15 GROUP BY a", Consistent, Consistent, "group by", "GROUP BY"},
	{"SELECT a, s FROM t0 WHERE b IS NOT NULL GROUP BY a, s", Consistent, Consistent, "group by", "GROUP BY two columns"},
	{"SELECT COUNT(*) FROM t0 WHERE a > 1", Consistent, Consistent, "aggregate COUNT", "COUNT(*)"},
	{"SELECT COUNT(b) FROM t0 WHERE a > 1", Consistent, Consistent, "aggregate COUNT", "COUNT of a column with NULLs"},
	{"SELECT SUM(b) FROM t0 WHERE a <> 2", Consistent, Consistent, "aggregate SUM", "SUM"},
	{"SELECT MIN(s) FROM t0 WHERE b > 10", Consistent, Consistent, "aggregate MIN", "MIN of strings"},
	{"SELECT MAX(c) FROM t1 WHERE d > 1", Consistent, Consistent, "aggregate MAX", "MAX of floats"},
	{"SELECT AVG(b) FROM t0 WHERE a > 1", Consistent, Consistent, "aggregate AVG", "AVG of integers"},
	{"SELECT AVG(c) FROM t1 WHERE a = 2 OR d > 1", Consistent, Consistent, "aggregate AVG", "AVG of floats"},
	{"SELECT AVG(d) FROM t1 WHERE a > 100", Consistent, Consistent, "aggregate AVG", "AVG of no rows"},
	{"SELECT a, COUNT(*) FROM t0 GROUP BY a HAVING COUNT(*) > 1", NotApplicable, Consistent, "having", "HAVING without WHERE"},
	{"SELECT a, SUM(b) FROM t0 WHERE b > 0 GROUP BY a HAVING SUM(b) > 15", Consistent, Consistent, "having", "HAVING and WHERE"},
	{"SELECT a FROM t0", NotApplicable, NotApplicable, "", "no WHERE"},
	{"SELECT a, COUNT(*) FROM t0 WHERE b > 1 GROUP BY a", Consistent, NotApplicable, "", "GROUP BY with an aggregate"},
}

// TestOracleSilentOnCorrectEngines runs both oracles on queries every target answers
// correctly: they must stay silent.
func TestOracleSilentOnCorrectEngines(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			opts := Options{Setup: data(s)}
			for _, c := range silent {
				for _, o := range []struct {
					name  string
					check func(context.Context, dbms.Target, string, Options) (Result, error)
					want  Verdict
				}{{"norec", NoREC, c.norec}, {"tlp", TLP, c.tlp}} {
					r, err := o.check(t.Context(), tg, c.query, opts)
					if err != nil {
						t.Fatalf("%s %s: %v", o.name, c.query, err)
					}
					if r.Verdict != o.want || (o.name == "tlp" && r.Variant != c.tlpVariant) {
						t.Errorf("%s (%s) %s: %s %s %s%s; want %s %s\n%s", o.name, c.description, c.query, r.Verdict, r.Variant,
							r.Reason, r.Detail, o.want, c.tlpVariant, strings.Join(r.Queries, "\n"))
					}
					if r.Verdict == Consistent && (r.Detail == "" || r.Execution == nil || len(r.Execution.Results) != len(opts.Setup)+len(r.Queries)) {
						t.Errorf("%s %s: a consistent verdict without its detail or execution: %+v", o.name, c.query, r)
					}
				}
			}
		})
	}
}

// TestVolatileFromTheCatalog runs the oracles on PostgreSQL with a call of query_to_xml(),
// which the table of nondeterministic names does not know and pg_proc marks volatile: here it
// reads the clock at each call. With the catalog's volatile functions no oracle applies,
// and the reason names the function; without them, NoREC runs its two queries (and what it
// finds does not reproduce: the clock moved).
func TestVolatileFromTheCatalog(t *testing.T) {
	dbmstest.Engines(t)
	s := servers[2]
	tg := openServer(t, s)
	fns, err := tg.(dbms.Cataloger).Catalog(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	query := "SELECT a FROM t0 WHERE md5(query_to_xml('SELECT clock_timestamp()', false, false, '')::text) > md5(s)"
	if why := Nondeterministic(query); why != "" {
		t.Fatalf("the table knows current_query: %s", why)
	}
	volatile := VolatileOf(fns)
	if why := volatile.Nondeterministic(query); !strings.Contains(why, "QUERY_TO_XML") {
		t.Fatalf("the catalog's reason: %q", why)
	}
	out, err := Run(t.Context(), tg, query, Options{Setup: data(s), Product: "PostgreSQL", Volatile: volatile}, All)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range out {
		if r.Verdict != NotApplicable || !strings.Contains(r.Reason, "QUERY_TO_XML is volatile") {
			t.Errorf("%s: %s (%s)", r.Oracle, r.Verdict, r.Reason)
		}
	}
	out, err = Run(t.Context(), tg, query, Options{Setup: data(s), Product: "PostgreSQL"}, []Named{NoRECOracle})
	if err != nil {
		t.Fatal(err)
	}
	// It runs its queries; what it finds is the clock's (a violation that does not reproduce).
	if len(out[0].Queries) == 0 || out[0].Verdict == NotValidated || strings.Contains(out[0].Reason, "volatile") {
		t.Errorf("without the catalog NoREC should run: %s (%s)", out[0].Verdict, out[0].Reason)
	}
}

// TestOracleNotValidated checks that a query or setup the target rejects is never a silent
// pass.
func TestOracleNotValidated(t *testing.T) {
	dbmstest.Engines(t)
	tg := openServer(t, servers[0])
	for _, c := range []struct {
		query string
		setup []dbms.Statement
		want  string
	}{
		{"SELECT a FROM no_such_table WHERE a > 1", nil, "query 1: error"},
		{"SELECT a FROM t0 WHERE a > 1", statements("CREATE TABLE t0 (a INT)", "CREATE TABLE t0 (a INT)"), "setup statement 2 (CREATE TABLE t0 (a INT)): error"},
	} {
		for _, check := range []func(context.Context, dbms.Target, string, Options) (Result, error){NoREC, TLP} {
			r, err := check(t.Context(), tg, c.query, Options{Setup: c.setup})
			if err != nil || r.Verdict != NotValidated || !strings.Contains(r.Reason, c.want) {
				t.Errorf("%s %s: %s %q (%v); want not validated saying %q", r.Oracle, c.query, r.Verdict, r.Reason, err, c.want)
			}
		}
	}
}

// plants are setups whose predicate f() is TRUE for its first two calls in a database and
// FALSE after: a DBMS that evaluated it "correctly" still gives different answers to queries
// that call it a different number of times or in another order — which is what an optimization
// bug looks like to the oracles.
var plants = map[string][]dbms.Statement{
	"mariadb": statements(
		"CREATE TABLE t (a INT)",
		"INSERT INTO t VALUES (1), (2), (3), (4), (5)",
		// A pooled connection keeps its user variables from run to run.
		"SET @n = 0",
		"CREATE FUNCTION f() RETURNS INT NOT DETERMINISTIC BEGIN SET @n = COALESCE(@n, 0) + 1; RETURN @n <= 2; END",
	),
	"postgres": statements(
		"CREATE TABLE t (a INT)",
		"INSERT INTO t VALUES (1), (2), (3), (4), (5)",
		"CREATE SEQUENCE s",
		"CREATE FUNCTION f() RETURNS boolean VOLATILE LANGUAGE sql AS $$ SELECT nextval('s') <= 2 $$",
	),
}

// TestOracleCatchesPlantedInconsistency checks that each oracle reports a violation when the
// queries it derives really disagree.
func TestOracleCatchesPlantedInconsistency(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers[1:] {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			opts := Options{Setup: plants[s.name]}
			for _, c := range []struct {
				oracle string
				check  func(context.Context, dbms.Target, string, Options) (Result, error)
				query  string
				detail string
			}{
				// COUNT(*) WHERE f() sees the two TRUE calls; the per-row count after it none.
				{"norec", NoREC, "SELECT a FROM t WHERE f()", "optimized COUNT(*) = 2, unoptimized count = 0"},
				// The base has 5 rows; the partitions 2 (f) + 5 (NOT f, all FALSE by then) + 0.
				{"tlp", TLP, "SELECT a FROM t WHERE f()", "base query: 5 rows, partitions: 7 rows"},
				{"tlp", TLP, "SELECT COUNT(*) FROM t WHERE f()", "base COUNT = 5, SUM of the partitions' COUNT = 7"},
				{"tlp", TLP, "SELECT AVG(a) FROM t WHERE f()", "base AVG = 3"},
				{"tlp", TLP, "SELECT a FROM t GROUP BY a HAVING f()", "base query: 5 rows, partitions: 7 rows"},
			} {
				r, err := c.check(t.Context(), tg, c.query, opts)
				if err != nil {
					t.Fatalf("%s %s: %v", c.oracle, c.query, err)
				}
				if r.Verdict != Violation || !strings.HasPrefix(r.Detail, c.detail) {
					t.Errorf("%s %s: %s %s%s; want a violation with %q", c.oracle, c.query, r.Verdict, r.Reason, r.Detail, c.detail)
				}
			}
		})
	}
}

// TestUndeterminedQuery: with every oracle in one run, the query as it is runs once for each
// oracle that compares it. On a server whose g() is TRUE on every third call, the ten calls
// between two runs of the query (five rows, twice) shift which rows it keeps, so its runs give
// different rows: no oracle calls a difference a violation. (One oracle alone runs the query once: the planted servers of
// TestOracleCatchesPlantedInconsistency still show each oracle's violation.)
func TestUndeterminedQuery(t *testing.T) {
	dbmstest.Engines(t)
	alternating := map[string][]dbms.Statement{
		"mariadb": statements("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1), (2), (3), (4), (5)", "SET @m = 0",
			"CREATE FUNCTION g() RETURNS INT NOT DETERMINISTIC BEGIN SET @m = COALESCE(@m, 0) + 1; RETURN @m % 3 = 0; END"),
		"postgres": statements("CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1), (2), (3), (4), (5)", "CREATE SEQUENCE s",
			"CREATE FUNCTION g() RETURNS boolean VOLATILE LANGUAGE sql AS $$ SELECT nextval('s') % 3 = 0 $$"),
	}
	for _, s := range servers[1:] {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			out, err := Run(t.Context(), tg, "SELECT a FROM t WHERE g()", Options{Setup: alternating[s.name]}, All)
			if err != nil {
				t.Fatal(err)
			}
			undetermined := 0
			for _, r := range out {
				if r.Verdict == Violation {
					t.Errorf("%s: a violation on an undetermined query: %s", r.Oracle, r.Detail)
				}
				if r.Verdict == NotApplicable && strings.Contains(r.Reason, "two runs of the same query in one database gave different rows") {
					undetermined++
				}
			}
			if undetermined == 0 {
				t.Errorf("no oracle says the query is undetermined: %+v", out)
			}
		})
	}
}

// undetermined compares only the runs of the same text that succeeded.
func TestUndeterminedRows(t *testing.T) {
	v := func(s string) []*string { return []*string{&s} }
	ok := func(rows ...[]*string) dbms.Result { return dbms.Result{Outcome: dbms.OutcomeOK, Rows: rows} }
	q, other := "SELECT a FROM t", "SELECT * FROM (SELECT a FROM t) d"
	if why := undetermined([]string{q, other, q}, []dbms.Result{ok(v("a")), ok(v("A")), ok(v("a"))}); why != "" {
		t.Errorf("the same rows called undetermined: %s", why)
	}
	if why := undetermined([]string{q, other, q}, []dbms.Result{ok(v("a")), ok(v("a")), ok(v("A"))}); why == "" {
		t.Error("two runs of one query with different rows not called undetermined")
	}
	failed := dbms.Result{Outcome: dbms.OutcomeError}
	if why := undetermined([]string{q, q}, []dbms.Result{ok(v("a")), failed}); why != "" {
		t.Errorf("a failed run called undetermined: %s", why)
	}
}

// TestViolationMustReproduce: a function that counts its calls in a table of another database
// (MariaDB's test), which a fresh database does not reset, answers differently in Run's second
// run: the first run's violation does not reproduce and is not applicable. With the count reset
// by the setup, the same violation reproduces and stands.
func TestViolationMustReproduce(t *testing.T) {
	dbmstest.Engines(t)
	tg := openServer(t, servers[1])
	drop := func() {
		if _, err := tg.Run(context.Background(), statements("DROP TABLE IF EXISTS test.reaper_calls"), dbms.RunOptions{}); err != nil {
			t.Error(err)
		}
	}
	t.Cleanup(drop)
	base := []string{"CREATE DATABASE IF NOT EXISTS test", "CREATE TABLE IF NOT EXISTS test.reaper_calls (n INT)", "CREATE TABLE t (a INT)", "INSERT INTO t VALUES (1), (2), (3), (4), (5)",
		"CREATE FUNCTION f() RETURNS INT NOT DETERMINISTIC MODIFIES SQL DATA BEGIN INSERT INTO test.reaper_calls VALUES (1); " +
			"RETURN (SELECT COUNT(*) FROM test.reaper_calls) <= 2; END"}
	for _, c := range []struct {
		name  string
		setup []string
		want  Verdict
	}{
		{"count reset", append(slices.Clone(base), "DELETE FROM test.reaper_calls"), Violation},
		{"count carried over", base, NotApplicable},
	} {
		drop() // each case starts counting from no call
		r, err := NoREC(t.Context(), tg, "SELECT a FROM t WHERE f()", Options{Setup: statements(c.setup...)})
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != c.want {
			t.Errorf("%s: %s %s%s; want %s", c.name, r.Verdict, r.Reason, r.Detail, c.want)
		}
	}
}

// An aggregate the oracles' table does not know (DuckDB's list) folds a partition's rows into
// one: without the catalog TLP reads the query as a plain one and finds a violation on a correct
// engine; with it, NoREC and TLP do not apply, and the round trips still do.
func TestAggregatesFromTheCatalog(t *testing.T) {
	dbmstest.Engines(t)
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("duckdb:"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	fns, err := tg.(dbms.Cataloger).Catalog(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	aggs := AggregatesOf(fns)
	if !aggs["LIST"] || aggs["SUM"] || aggs["ABS"] {
		t.Fatalf("aggregates of the catalog: LIST %v, SUM (known to the oracles) %v, ABS %v", aggs["LIST"], aggs["SUM"], aggs["ABS"])
	}
	setup := []dbms.Statement{{SQL: "CREATE TABLE t (a INT)"}, {SQL: "INSERT INTO t VALUES (1), (2), (NULL)"}}
	query := "SELECT length(list(a)) FROM t WHERE a > 0"
	out, err := Run(t.Context(), tg, query, Options{Setup: setup, Product: "DuckDB"}, []Named{TLPOracle})
	if err != nil {
		t.Fatal(err)
	}
	if out[0].Verdict != Violation {
		t.Fatalf("without the catalog TLP partitions the aggregate as rows: %s (%s)", out[0].Verdict, out[0].Reason)
	}
	out, err = Run(t.Context(), tg, query, Options{Setup: setup, Product: "DuckDB", Aggregates: aggs}, []Named{NoRECOracle, TLPOracle, ViewOracle})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range out[:2] {
		if r.Verdict != NotApplicable || !strings.Contains(r.Reason, "LIST is an aggregate") {
			t.Errorf("%s: %s (%s)", r.Oracle, r.Verdict, r.Reason)
		}
	}
	if out[2].Verdict == NotApplicable {
		t.Errorf("the view round trip does not split rows, yet: %s", out[2].Reason)
	}
}
