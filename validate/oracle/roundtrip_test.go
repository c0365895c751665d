package oracle

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
)

// innerQuery finds the query of each statement form the round trips take, and refuses the
// rest with a reason.
func TestInnerQuery(t *testing.T) {
	for _, c := range []struct {
		sql, query, why string
	}{
		{"SELECT 1", "SELECT 1", ""},
		{"select a from t;", "select a from t", ""},
		{"WITH w AS (SELECT 1 AS x) SELECT x FROM w", "WITH w AS (SELECT 1 AS x) SELECT x FROM w", ""},
		{"CREATE VIEW v1 AS SELECT LEFT('hello', 4294967295) AS l", "SELECT LEFT('hello', 4294967295) AS l", ""},
		{"CREATE OR REPLACE ALGORITHM=MERGE VIEW v (a, b) AS SELECT 1, 2 WITH CASCADED CHECK OPTION", "SELECT 1, 2", ""},
		{"CREATE TABLE t2 AS SELECT a FROM t", "SELECT a FROM t", ""},
		{"CREATE TABLE t2 (b INT) SELECT a FROM t", "SELECT a FROM t", ""},
		{"CREATE TEMPORARY TABLE IF NOT EXISTS t2 AS WITH w AS (SELECT 1) SELECT * FROM w", "WITH w AS (SELECT 1) SELECT * FROM w", ""},
		{"INSERT INTO t2 (a) SELECT a FROM t WHERE a > 1", "SELECT a FROM t WHERE a > 1", ""},
		{"CREATE TABLE t2 (a INT)", "", "no query to evaluate"},
		{"CREATE TABLE t2 LIKE t", "", "no query to evaluate"},
		{"CREATE TABLE t2 AS (SELECT 1)", "", "no query to evaluate"},
		{"INSERT INTO t VALUES (1)", "", "no query to evaluate"},
		{"INSERT INTO t2 SELECT a FROM t ON DUPLICATE KEY UPDATE a = 1", "", "no query to evaluate"},
		{"UPDATE t SET a = 1", "", "no query to evaluate"},
		{"CREATE VIEW v AS SELECT RAND()", "", "RAND is not deterministic"},
		{"SELECT a FROM t LIMIT 1", "", "LIMIT without ORDER BY"},
		{"SELECT UNIX_TIMESTAMP('2000-01-03 00:00:00') AS u", "SELECT UNIX_TIMESTAMP('2000-01-03 00:00:00') AS u", ""},
		{"SELECT UNIX_TIMESTAMP( ) AS u", "", "UNIX_TIMESTAMP is not deterministic"},
		{"select CONNECTION_ID()", "", "CONNECTION_ID is not deterministic"},
		{"SELECT pg_lock_status(), 1", "", "PG_LOCK_STATUS is one of PostgreSQL's pg_* functions"},
		{"SELECT table_name FROM duckdb_tables() ORDER BY 1", "", "DUCKDB_TABLES is one of DuckDB's duckdb_* and pragma_* functions"},
		{"SELECT * FROM pragma_database_size()", "", "PRAGMA_DATABASE_SIZE is one of DuckDB's"},
		// A column or table that only starts so is no call.
		{"SELECT duckdb_version FROM t", "SELECT duckdb_version FROM t", ""},
	} {
		q, why := innerQuery(c.sql)
		switch {
		case c.why == "" && (why != "" || q.sql != c.query):
			t.Errorf("%s: got %q (%s); want %q", c.sql, q.sql, why, c.query)
		case c.why != "" && !strings.Contains(why, c.why):
			t.Errorf("%s: got %q, reason %q; want a reason with %q", c.sql, q.sql, why, c.why)
		}
	}
}

// roundTrips are the oracles that evaluate one query twice.
var roundTrips = []Named{DerivedOracle, CTASOracle, InsertOracle, ViewOracle, PreparedOracle, WrapOracle, ColumnOracle}

// The round trips on real engines: silent on what a correct engine stores, views and prepares
// as it computes it, whether the query has a FROM or comes inside CREATE VIEW; not validated,
// never a pass, where the query itself fails.
func TestRoundTripsOnRealEngines(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			info, err := tg.Info(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Setup: data(s), Product: info.Product}
			for _, c := range []struct {
				query string
				want  map[string]Verdict // by oracle; the others must be consistent
			}{
				{"SELECT a, b, s FROM t0 WHERE a > 1", map[string]Verdict{"wrap": NotApplicable, "column": NotApplicable}},
				{"SELECT t1.c, t1.d * 2 AS dd, s FROM t1 JOIN t0 ON t0.a = t1.a ORDER BY t1.d", map[string]Verdict{"wrap": NotApplicable, "column": NotApplicable}},
				{"SELECT UPPER('abc') AS u, 7 * 6 AS n", map[string]Verdict{"wrap": NotApplicable}},
				{"SELECT CAST(12.345 AS DECIMAL(10,2)) AS d, LOWER(CONCAT('A', 'b')) AS l", map[string]Verdict{"wrap": NotApplicable}},
				{"CREATE VIEW v1 AS SELECT a, COUNT(*) AS n FROM t0 GROUP BY a", map[string]Verdict{"wrap": NotApplicable, "column": NotApplicable}},
				{"SELECT 4294967297 + a AS x FROM t0", map[string]Verdict{"column": NotApplicable}},
				{"SELECT a FROM no_such_table", map[string]Verdict{"derived": NotValidated, "ctas": NotValidated, "insert": NotValidated, "view": NotValidated, "prepared": NotValidated, "wrap": NotApplicable, "column": NotApplicable}},
			} {
				// Each alone, then all in one run: the verdicts must not depend on sharing it.
				together, err := Run(t.Context(), tg, c.query, opts, roundTrips)
				if err != nil {
					t.Fatalf("%s: %v", c.query, err)
				}
				for i, o := range roundTrips {
					want := Consistent
					if v, ok := c.want[o.Name]; ok {
						want = v
					}
					r, err := o.Check(t.Context(), tg, c.query, opts)
					if err != nil {
						t.Fatalf("%s %s: %v", o.Name, c.query, err)
					}
					for _, r := range []Result{r, together[i]} {
						if r.Verdict != want || r.Oracle != o.Name {
							t.Errorf("%s %s: %s %s %s%s; want %s\n%s", o.Name, c.query, r.Oracle, r.Verdict, r.Reason, r.Detail, want, strings.Join(r.Queries, "\n"))
						}
					}
				}
			}
		})
	}
}

// Each round trip reports a violation when its two evaluations really disagree: f() (plants)
// is TRUE for its first two calls only, so the query run directly keeps rows that the stored,
// viewed or prepared run, which calls f() again, does not. A function periodic in 2^32 (the
// remainder made non-negative) is what a 32-bit wrap looks like to the wrap oracle.
func TestRoundTripsCatchPlantedDisagreement(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers[1:] {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			info, err := tg.Info(t.Context())
			if err != nil {
				t.Fatal(err)
			}
			opts := Options{Setup: plants[s.name], Product: info.Product}
			for _, c := range []struct {
				check  Check
				query  string
				detail string
			}{
				{CTAS, "SELECT a FROM t WHERE f()", "the query: 2 rows, the stored rows: 0 rows"},
				{InsertSelect, "SELECT a FROM t WHERE f()", "the query: 2 rows, the stored rows: 0 rows"},
				{View, "SELECT a FROM t WHERE f()", "the query: 2 rows, the view: 0 rows"},
				{Prepared, "SELECT a FROM t WHERE f()", "the query: 2 rows, the prepared statement: 0 rows"},
				{Wrap, "SELECT MOD(MOD(4294967297, 4294967296) + 4294967296, 4294967296) AS m", "the literal 4294967297 as 1, 2, 1-2^32, 2-2^32 gives (\"1\"), (\"2\"), (\"1\"), (\"2\")"},
				// The query over literals makes f()'s first two calls, the one over the table the next two.
				{Column, "SELECT (f() AND f()) = (1 = 1) AS x", "the query over literals"},
			} {
				r, err := c.check(t.Context(), tg, c.query, opts)
				if err != nil {
					t.Fatalf("%s %s: %v", r.Oracle, c.query, err)
				}
				if r.Verdict != Violation || !strings.HasPrefix(r.Detail, c.detail) {
					t.Errorf("%s %s: %s %s%s; want a violation with %q", r.Oracle, c.query, r.Verdict, r.Reason, r.Detail, c.detail)
				}
			}
		})
	}
}

// The wrap oracle varies each huge literal that is not a bit set, and only those of at least
// 2^31.
func TestWrapLiterals(t *testing.T) {
	for _, c := range []struct{ sql, varied string }{
		{"SELECT LEFT('hello', 4294967295)", "4294967295"},
		{"SELECT ELT(2147483648, 'a')", "2147483648"},
		{"SELECT ELT(2147483647, 'a')", ""},
		{"SELECT 4294967297 & 3", ""},
		{"SELECT 7 | 4294967297", ""},
		{"SELECT MAKE_SET(4294967297, 'a', 'b')", ""},
		{"SELECT EXPORT_SET(5, 'Y', 'N', ',', 4294967297)", "4294967297"},
		{"SELECT SUBSTRING_INDEX('a', 4294967295, 9223372036854775807)", "4294967295, 9223372036854775807"},
		{"SELECT 1.4294967297, t.4294967297 FROM t", ""},
		{"SELECT 1e40", ""},
	} {
		p, why := wrapPlan(c.sql)
		switch {
		case c.varied == "" && why == "":
			t.Errorf("%s: varies %s; want not applicable", c.sql, p.variant)
		case c.varied != "" && p.variant != c.varied:
			t.Errorf("%s: varies %q (%s); want %s", c.sql, p.variant, why, c.varied)
		}
	}
}

// The column oracle moves into the table the literals that are values, and keeps those that are
// syntax: a type's length, an alias, an interval, a prefixed string, a qualified name's part.
func TestColumnLiterals(t *testing.T) {
	for _, c := range []struct{ sql, over string }{
		{"SELECT LEFT('hello', 3)", "SELECT LEFT(reaper_c1, reaper_c2) FROM reaper_consts"},
		{"SELECT 1.5 + 2e3 AS x", "SELECT reaper_c1 + reaper_c2 AS x FROM reaper_consts"},
		{"SELECT CAST('1.25' AS DECIMAL(10,2))", "SELECT CAST(reaper_c1 AS DECIMAL(10,2)) FROM reaper_consts"},
		{"SELECT DATE_ADD('2001-01-01', INTERVAL 1 DAY)", "SELECT DATE_ADD(reaper_c1, INTERVAL 1 DAY) FROM reaper_consts"},
		{"SELECT HEX(_utf8'a'), CONCAT(X'41', 'b')", "SELECT HEX(_utf8'a'), CONCAT(X'41', reaper_c1) FROM reaper_consts"},
		{"SELECT ABS(NULL), ABS(-7)", "SELECT ABS(NULL), ABS(-reaper_c1) FROM reaper_consts"},
		{"SELECT 1, 'a'", ""},                                                  // no expression over them
		{"SELECT ABS(a) FROM t", ""},                                           // a FROM
		{"SELECT (SELECT ABS(1))", ""},                                         // a subquery
		{"SELECT ROW_NUMBER() OVER () + 1", ""},                                // a window
		{"SELECT COERCIBILITY('a'), UPPER('b')", ""},                           // a literal's derivation is not a column's
		{"SELECT 1e-5 * 2", "SELECT reaper_c1 * reaper_c2 FROM reaper_consts"}, // 1e-5 is one number, as 2e3 is
		{"SELECT list_sort([{'a': 1}, {'a': 5}])", "SELECT list_sort([{'a': reaper_c1}, {'a': reaper_c2}]) FROM reaper_consts"}, // a struct's field names
		{"SELECT abs('-1'::INT)", "SELECT abs(reaper_c1::INT) FROM reaper_consts"},                                              // a cast is no field name
	} {
		p, why := columnPlan(c.sql)
		switch {
		case c.over == "" && why == "":
			t.Errorf("%s: applies (%v); want not applicable", c.sql, p.queries)
		case c.over != "" && (why != "" || p.queries[2] != c.over):
			t.Errorf("%s: %q (%s); want %s", c.sql, p.queries, why, c.over)
		}
	}
}

// A time printed with a fraction of zeros is the same value as without it, and a negative zero
// is zero; a real fraction or a sign is not.
func TestRowKeyZeroFraction(t *testing.T) {
	v := func(s string) []*string { return []*string{&s} }
	if rowKey(v("1970-01-01 00:00:00.000000")) != rowKey(v("1970-01-01 00:00:00")) {
		t.Error("a zero fraction of a second makes a difference")
	}
	if rowKey(v("10:00:00.5")) == rowKey(v("10:00:00")) {
		t.Error("half a second makes no difference")
	}
	if rowKey(v("-0")) != rowKey(v("0")) || rowKey(v("-0.0")) != rowKey(v("0")) || rowKey(v("-1")) == rowKey(v("1")) {
		t.Error("a negative zero is not zero, or a sign of a non-zero number is lost")
	}
}

// MariaDB's strict mode makes CREATE TABLE ... AS fail on what the query only warns of: that
// is not validated, not a violation; a data exception the query gave no warning of is.
func TestStoredWarningPromoted(t *testing.T) {
	dbmstest.Engines(t)
	tg := openServer(t, servers[1])
	opts := Options{Setup: statements("SET SESSION sql_mode = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO'",
		"CREATE TABLE z (a INT)", "INSERT INTO z VALUES (0)")}
	for _, c := range []struct {
		check Check
		query string
		want  Verdict
	}{
		{CTAS, "SELECT LOG(0) AS l", NotValidated},
		{InsertSelect, "SELECT 1 / a AS d FROM z", NotValidated},
	} {
		r, err := c.check(t.Context(), tg, c.query, opts)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != c.want || !strings.Contains(r.Reason, "warning made an error") {
			t.Errorf("%s %s: %s %s%s; want %s for a promoted warning", r.Oracle, c.query, r.Verdict, r.Reason, r.Detail, c.want)
		}
	}
}

// A real folding bug the column oracle finds: go-mysql-server v0.20.0 folds MOD(5e29, -30) over
// literals to 20 and evaluates it over a DOUBLE column to 8 (fmod(5e29, 30) is 8, as MariaDB
// gives for both). MariaDB gives the same over literals and columns.
func TestColumnFindsAFoldingBug(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers[:2] {
		tg := openServer(t, s)
		r, err := Column(t.Context(), tg, "SELECT MOD(5e29, -30) AS m", Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]Verdict{"gms": Violation, "mariadb": Consistent}[s.name]
		if r.Verdict != want {
			t.Errorf("%s: %s %s%s; want %s\n%s", s.name, r.Verdict, r.Reason, r.Detail, want, strings.Join(r.Queries, "\n"))
		}
	}
}

// DuckDB's alias() returns its argument's name, the literal's text over literals and the column's
// name over the table: the oracle changed the expression, not the value, so it does not apply;
// a function of the value is still checked.
func TestColumnNameAsValue(t *testing.T) {
	dbmstest.Engines(t)
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget("duckdb:"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	for _, c := range []struct {
		query string
		want  Verdict
	}{
		{"SELECT alias(0)", NotApplicable},
		{"SELECT abs(-7)", Consistent},
	} {
		r, err := Column(t.Context(), tg, c.query, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != c.want {
			t.Errorf("%s: %s %s%s; want %s", c.query, r.Verdict, r.Reason, r.Detail, c.want)
		}
	}
}
