package oracle

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// The window oracle's queries: the aggregate call with its FILTER, over its partition keys
// alone (the window's ORDER BY and frame dropped), against the grouped aggregate over the same
// FROM and WHERE, with the WITH in front of both.
func TestWindowPlan(t *testing.T) {
	for _, c := range []struct {
		sql, variant string
		queries      []string
	}{
		{"SELECT pk, BIT_XOR(b) OVER (ORDER BY pk ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS x FROM t1", "BIT_XOR",
			[]string{"SELECT DISTINCT BIT_XOR(b) OVER () FROM t1", "SELECT BIT_XOR(b) FROM t1"}},
		{"WITH w AS (SELECT * FROM t) SELECT a, sum(b) over (partition by a, c % 2 order by b range unbounded preceding) AS s FROM w WHERE b > 0 ORDER BY a;",
			"SUM by a, c % 2", []string{
				"WITH w AS (SELECT * FROM t) SELECT DISTINCT a, c % 2, sum(b) OVER (PARTITION BY a, c % 2) FROM w WHERE b > 0",
				"WITH w AS (SELECT * FROM t) SELECT a, c % 2, sum(b) FROM w WHERE b > 0 GROUP BY a, c % 2"}},
		{"SELECT COUNT(*) FILTER (WHERE a > 1) OVER (PARTITION BY g ROWS CURRENT ROW) FROM t", "COUNT by g", []string{
			"SELECT DISTINCT g, COUNT(*) FILTER (WHERE a > 1) OVER (PARTITION BY g) FROM t",
			"SELECT g, COUNT(*) FILTER (WHERE a > 1) FROM t GROUP BY g"}},
		// Inside an expression, a partition key in parentheses, a quoted one.
		{"SELECT 1 + COALESCE(MAX(a) OVER (PARTITION BY (b + 1), `s`), 0) FROM t /* c */ WHERE a IN (SELECT a FROM u)", "MAX by (b + 1), `s`", []string{
			"SELECT DISTINCT (b + 1), `s`, MAX(a) OVER (PARTITION BY (b + 1), `s`) FROM t WHERE a IN (SELECT a FROM u)",
			"SELECT (b + 1), `s`, MAX(a) FROM t WHERE a IN (SELECT a FROM u) GROUP BY (b + 1), `s`"}},
		// Each distinct call once, three at most; ranking functions and windows in subqueries left out.
		{"SELECT ROW_NUMBER() OVER (), SUM(a) OVER (), sum(a) over (ORDER BY b), MIN(a) OVER (PARTITION BY b), " +
			"(SELECT SUM(x) OVER () FROM u ORDER BY 1 LIMIT 1), MAX(a) OVER (), AVG(a) OVER () FROM t", "SUM; MIN by b; MAX", []string{
			"SELECT DISTINCT SUM(a) OVER () FROM t", "SELECT SUM(a) FROM t",
			"SELECT DISTINCT b, MIN(a) OVER (PARTITION BY b) FROM t", "SELECT b, MIN(a) FROM t GROUP BY b",
			"SELECT DISTINCT MAX(a) OVER () FROM t", "SELECT MAX(a) FROM t"}},
	} {
		p, why := windowPlan(c.sql)
		if why != "" || p.variant != c.variant || !slices.Equal(p.queries, c.queries) {
			t.Errorf("%s:\n got %s %q (%s)\nwant %s %q", c.sql, p.variant, p.queries, why, c.variant, c.queries)
		}
	}
}

// What the window oracle refuses, with the reason.
func TestWindowPlanNotApplicable(t *testing.T) {
	for _, c := range []struct{ sql, why string }{
		{"SELECT a FROM t", "no aggregate used as a window function"},
		{"SELECT ROW_NUMBER() OVER (ORDER BY a), RANK() OVER (ORDER BY a), LAG(a) OVER (ORDER BY a) FROM t",
			"ROW_NUMBER, RANK, LAG OVER has no grouped form"},
		{"SELECT GROUP_CONCAT(a) OVER (PARTITION BY b) FROM t", "GROUP_CONCAT OVER has no grouped form"},
		{"SELECT a, SUM(b) OVER () FROM t GROUP BY a", "GROUP BY or HAVING"},
		{"SELECT DISTINCT SUM(b) OVER () FROM t", "DISTINCT, LIMIT, OFFSET or FETCH at the top level"},
		{"SELECT SUM(b) OVER () FROM t ORDER BY a LIMIT 2", "DISTINCT, LIMIT, OFFSET or FETCH at the top level"},
		{"SELECT SUM(b), SUM(b) OVER () FROM t", "SUM without OVER in the select list"},
		{"SELECT SUM(b) OVER w FROM t WINDOW w AS (PARTITION BY a)", "a named window (OVER w)"},
		{"SELECT SUM(b) OVER (w ORDER BY a) FROM t WINDOW w AS (PARTITION BY a)", "a named window (OVER (w ...))"},
		{"SELECT SUM(b) OVER (PARTITION BY a) FROM t WINDOW w AS (PARTITION BY a)", "a named window (a WINDOW clause)"},
		{"SELECT SUM(b) OVER (PARTITION BY 1) FROM t", "a literal as a partition key (PARTITION BY 1)"},
		{"SELECT SUM(b) OVER (PARTITION BY a, 'x') FROM t", "a literal as a partition key (PARTITION BY 'x')"},
		{"SELECT SUM(b) OVER () FROM (SELECT b, ROW_NUMBER() OVER () AS r FROM t) d", "a window function in the WITH, FROM or WHERE"},
		{"SELECT SUM(b) OVER () FROM t WHERE RAND() > 0.5", "RAND is not deterministic"},
		{"SELECT SUM(1) OVER ()", "no FROM clause"},
		{"INSERT INTO t2 SELECT SUM(b) OVER () FROM t", "not a SELECT statement"},
	} {
		if p, why := windowPlan(c.sql); !strings.Contains(why, c.why) {
			t.Errorf("%s: %q (%q); want not applicable saying %q", c.sql, why, p.queries, c.why)
		}
	}
	// The other oracles still refuse every window function.
	if _, why := Split("SELECT SUM(b) OVER () FROM t"); !strings.Contains(why, "window function (OVER)") {
		t.Errorf("Split lets a window function through: %q", why)
	}
}

// windowData holds a BIGINT UNSIGNED column (MySQL dialects) or a BIGINT one (PostgreSQL), two
// partitions and a NULL one, and a NULL among the values.
func windowData(s server) []string {
	big := "BIGINT UNSIGNED"
	if s.name == "postgres" {
		big = "BIGINT"
	}
	return []string{
		"CREATE TABLE w (pk INT, g INT, b " + big + ", c " + s.double + ")",
		"INSERT INTO w VALUES (1, 1, 12, 0.5), (2, 1, 10, 1.5), (3, 2, 7, NULL), (4, 2, NULL, 2.25), (5, NULL, 3, 4), (6, 2, 7, 0.5)",
	}
}

// The window oracle is silent on what the servers compute correctly, over whole partitions and
// frames alike, over no rows too, and refuses what it cannot check without running a query.
func TestWindowOnRealEngines(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			opts := Options{Setup: append(data(s), statements(windowData(s)...)...)}
			for _, c := range []struct {
				query string
				want  Verdict
				gist  string // in the detail or the reason
			}{
				{"SELECT pk, SUM(b) OVER (ORDER BY pk ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS x FROM w", Consistent, "1 row"},
				{"SELECT pk, MAX(b) OVER (ORDER BY pk) AS m, MIN(c) OVER (), COUNT(b) OVER () FROM w WHERE pk > 1", Consistent, "COUNT(b) OVER ()"},
				{"SELECT pk, SUM(b) OVER (PARTITION BY g ORDER BY pk), COUNT(*) OVER (PARTITION BY g, pk > 2), AVG(c) OVER (PARTITION BY g) FROM w",
					Consistent, "SUM(b) OVER (PARTITION BY g): the window over whole partitions: 3 rows, the grouped aggregate: 3 rows"},
				{"SELECT a, COUNT(*) OVER (PARTITION BY a), COUNT(b) OVER (PARTITION BY a ORDER BY b), MAX(s) OVER (PARTITION BY s, a) FROM t0 WHERE b IS NULL OR b > 10",
					Consistent, "MAX(s) OVER (PARTITION BY s, a)"},
				{"SELECT t1.a, AVG(c) OVER (PARTITION BY t1.a), SUM(d) OVER () FROM t1 WHERE d IS NOT NULL OR c > 0", Consistent, "AVG(c)"},
				{"SELECT pk, MIN(b) OVER () FROM w WHERE pk > 100", Consistent, "the input is empty"},
				{"SELECT pk, MIN(b) OVER (PARTITION BY g) FROM w WHERE pk > 100", Consistent, "0 rows"},
				{"SELECT pk FROM w", NotApplicable, "no aggregate used as a window function"},
				{"SELECT pk, ROW_NUMBER() OVER (ORDER BY pk) FROM w", NotApplicable, "ROW_NUMBER OVER has no grouped form"},
				{"SELECT g, SUM(b) OVER () FROM w GROUP BY g", NotApplicable, "GROUP BY or HAVING"},
			} {
				r, err := Window(t.Context(), tg, c.query, opts)
				if err != nil {
					t.Fatalf("%s: %v", c.query, err)
				}
				if r.Verdict != c.want || !strings.Contains(r.Detail+r.Reason, c.gist) || r.Oracle != "window" {
					t.Errorf("%s: %s %s %s%s; want %s with %q\n%s", c.query, r.Oracle, r.Verdict, r.Reason, r.Detail, c.want, c.gist, strings.Join(r.Queries, "\n"))
				}
				if c.want == NotApplicable && (len(r.Queries) > 0 || r.Execution != nil) {
					t.Errorf("%s: not applicable, yet ran %q", c.query, r.Queries)
				}
			}
		})
	}
}

// The bit aggregates on the servers that have them: MariaDB 10.11's BIT_XOR over a window gives
// 2^64-1 for (1, 2^64-1) in a BIGINT UNSIGNED column, where BIT_XOR grouped gives their XOR,
// 2^64-2; BIT_AND and BIT_OR agree. PostgreSQL's bit_and, bit_or and bit_xor agree (its BIGINT
// holds the values MariaDB's unsigned one does with the same bits).
func TestWindowBitAggregates(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers[1:] {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			setup := statements("CREATE TABLE t1 (pk INT, b BIGINT UNSIGNED)", "INSERT INTO t1 VALUES (1, 1), (2, 18446744073709551615)")
			if s.name == "postgres" {
				setup = statements("CREATE TABLE t1 (pk INT, b BIGINT)", "INSERT INTO t1 VALUES (1, 1), (2, -1)")
			}
			xor := Consistent
			if s.name == "mariadb" {
				xor = Violation
			}
			for _, c := range []struct {
				agg    string
				want   Verdict
				detail string
			}{
				{"BIT_XOR", xor, map[Verdict]string{
					Violation:  `BIT_XOR(b) OVER (): the window over whole partitions: 1 row, the grouped aggregate: 1 row; only in the window over whole partitions: ("18446744073709551615") ×1; only in the grouped aggregate: ("18446744073709551614") ×1`,
					Consistent: "BIT_XOR(b) OVER (): the window over whole partitions: 1 row, the grouped aggregate: 1 row"}[xor]},
				{"BIT_AND", Consistent, "BIT_AND(b) OVER ()"},
				{"BIT_OR", Consistent, "BIT_OR(b) OVER ()"},
				{"SUM", Consistent, "SUM(b) OVER ()"},
				{"MAX", Consistent, "MAX(b) OVER ()"},
			} {
				query := "SELECT pk, " + c.agg + "(b) OVER (ORDER BY pk ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS x FROM t1"
				r, err := Window(t.Context(), tg, query, Options{Setup: setup})
				if err != nil {
					t.Fatalf("%s: %v", query, err)
				}
				if r.Verdict != c.want || !strings.HasPrefix(r.Detail, c.detail) {
					t.Errorf("%s: %s %s%s; want %s %q\n%s", query, r.Verdict, r.Reason, r.Detail, c.want, c.detail, strings.Join(r.Queries, "\n"))
				}
			}
			// The campaign runs every oracle in one run: the window oracle among them finds the
			// same, where the others refuse the window function.
			query := "SELECT pk, BIT_XOR(b) OVER (ORDER BY pk ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS x FROM t1"
			rs, err := Run(t.Context(), tg, query, Options{Setup: setup}, All)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rs {
				switch {
				case r.Oracle == "window" && r.Verdict != xor:
					t.Errorf("all oracles: window %s %s%s; want %s", r.Verdict, r.Reason, r.Detail, xor)
				case r.Oracle != "window" && r.Verdict == Violation:
					t.Errorf("all oracles: %s finds a violation: %s", r.Oracle, r.Detail)
				}
			}
			if rs[len(rs)-1].Oracle != "window" {
				t.Errorf("the window oracle is not in All: %v", Names())
			}
		})
	}
}
