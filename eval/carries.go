package eval

import (
	"slices"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/sibling"
)

// Carries reports whether a test carries every value class of trigger to construct, and the
// classes it does carry. A class is carried by a literal in the construct's arguments, or, when
// an argument reads a column (BIT_XOR(b)), by the data the test writes before the sibling
// statement runs: the historical table's 2^64-1 reaches BIT_XOR through b.
func Carries(t sibling.Test, construct string, trigger []string) (bool, []string) {
	scope := sqlvalue.Scope(t.SQL, construct)
	have := sqlvalue.Classes(scope)
	if sqlvalue.ReadsColumn(scope) {
		for _, s := range t.Context() {
			if !sqlvalue.WritesRows(s.SQL) {
				continue
			}
			for _, c := range sqlvalue.Classes(s.SQL) {
				if !slices.Contains(have, c) {
					have = append(have, c)
				}
			}
		}
		slices.Sort(have)
	}
	for _, c := range trigger {
		if !slices.Contains(have, c) {
			return false, have
		}
	}
	return true, have
}
