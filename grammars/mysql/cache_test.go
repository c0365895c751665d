package mysql

import "testing"

// TestPredictionCacheBound parses the hard statements, and some that fail, with the
// prediction caches capped low enough to be dropped many times along the way: every tree and
// every error must be those of parsing with caches that are never dropped.
func TestPredictionCacheBound(t *testing.T) {
	stmts := append(hardStatements(t), "SELECT FROM WHERE", "SELECT 1 +", "CREATE TABLE t (a INT,,)")
	render := func() []string {
		var out []string
		for range checkRounds {
			for _, sql := range stmts {
				tree, err := Parse(sql)
				switch {
				case err != nil:
					out = append(out, "error: "+err.Error())
				default:
					out = append(out, tree.ToStringTree(nil, NewMySQLParser(nil)))
				}
			}
		}
		return out
	}
	old := predictions.Max
	defer func() { predictions.Max = old }()

	predictions.Max = 1 << 30
	want := render()
	_, before := predictions.Stats()

	predictions.Max = 50
	got := render()
	_, after := predictions.Stats()
	if after-before < 2 {
		t.Fatalf("the caches were dropped %d times parsing %d statements with a cap of 50 states, want at least 2", after-before, len(got))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("statement %d (%q) parsed differently with bounded caches:\n got %s\nwant %s", i, stmts[i%len(stmts)], got[i], want[i])
		}
	}
}

// checkRounds repeats the statements so that the bounded run crosses many checks.
const checkRounds = 3
