package oracle

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// The derived-table round trip on real engines: silent on queries a correct engine computes the
// same way wrapped or not, not applicable where it cannot wrap, and never a silent pass where
// the engine refuses the wrapped query.
func TestDerivedOnRealEngines(t *testing.T) {
	dbmstest.Engines(t)
	for _, s := range servers {
		t.Run(s.name, func(t *testing.T) {
			tg := openServer(t, s)
			opts := Options{Setup: data(s)}
			for _, c := range []struct {
				query string
				want  Verdict
			}{
				{"SELECT a, b FROM t0 WHERE a > 1", Consistent},
				{"SELECT a, COUNT(*) AS n FROM t0 GROUP BY a", Consistent},
				{"SELECT t1.c, t1.d * 2 AS dd, s FROM t1 JOIN t0 ON t0.a = t1.a ORDER BY t1.d", Consistent},
				{"SELECT DISTINCT s FROM t0", Consistent},
				{"WITH w AS (SELECT 1 AS x) SELECT x FROM w", NotApplicable},
				{"SELECT a FROM t0 ORDER BY a LIMIT 2", NotApplicable},
				{"SELECT a FROM no_such_table", NotValidated},
			} {
				r, err := Derived(t.Context(), tg, c.query, opts)
				if err != nil {
					t.Fatalf("%s: %v", c.query, err)
				}
				if r.Verdict != c.want {
					t.Errorf("%s: %s %s%s; want %s\n%s", c.query, r.Verdict, r.Reason, r.Detail, c.want, strings.Join(r.Queries, "\n"))
				}
				if r.Verdict == Consistent && !strings.Contains(r.Queries[1], "AS reaper_derived") {
					t.Errorf("%s: the second query is not the wrapped one: %v", c.query, r.Queries)
				}
			}
		})
	}
}
