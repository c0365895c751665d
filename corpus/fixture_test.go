package corpus

import (
	"testing"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/reaper-sql/reaper/internal/gitfixture"
)

type commitSpec = gitfixture.Commit

func buildRepo(t testing.TB, dir string, specs []commitSpec) []plumbing.Hash {
	return gitfixture.Build(t, dir, specs)
}

// mineAll mines dir with opts and returns the results in emit order.
func mineAll(t testing.TB, opts MineOptions) ([]Result, *Summary) {
	t.Helper()
	var got []Result
	sum, err := Mine(t.Context(), opts, func(b []Result) error { got = append(got, b...); return nil }, nil)
	if err != nil {
		t.Fatalf("mine %s: %v", opts.Repo, err)
	}
	return got, sum
}

// kept returns the fixes among results.
func kept(rs []Result) []*FixRecord {
	var out []*FixRecord
	for _, r := range rs {
		if r.Fix != nil {
			out = append(out, r.Fix)
		}
	}
	return out
}
