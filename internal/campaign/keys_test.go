package campaign

import (
	"testing"
	"time"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// A unit's key changes with each of its inputs and with nothing else, and Done compares it with
// the stored one (an empty stored key, from before keys were kept, counts as done).
func TestInputKeys(t *testing.T) {
	fix := func(title string) *corpus.FixRecord {
		return &corpus.FixRecord{ID: "f1", Repo: "r", Commit: "c", Title: title, Date: time.Date(2024, 1, 2, 0, 0, 0, 0, time.UTC)}
	}
	base := ProfileKey(fix("fix TRIM"), "rules", "", profile.Options{})
	if again := ProfileKey(fix("fix TRIM"), "rules", "", profile.Options{MaxRounds: 3}); again != base {
		t.Errorf("the same fix, brain and (default) options gave another key: %s vs %s", again, base)
	}
	for name, k := range map[string]string{
		"another record": ProfileKey(fix("fix TRIM again"), "rules", "", profile.Options{}),
		"another brain":  ProfileKey(fix("fix TRIM"), "llm", "m", profile.Options{}),
		"another model":  ProfileKey(fix("fix TRIM"), "llm", "n", profile.Options{}),
		"more rounds":    ProfileKey(fix("fix TRIM"), "rules", "", profile.Options{MaxRounds: 5}),
	} {
		if k == base {
			t.Errorf("%s kept the key %s", name, k)
		}
	}
	p := &profile.Profile{FixID: "f1", Dialect: "mysql", Trigger: profile.Trigger{Fault: "TRIM"}}
	set := SiblingsKey(p, grammars.Catalog{}, sibling.Options{})
	if SiblingsKey(p, grammars.Catalog{Functions: []grammars.Function{{Name: "LTRIM", Family: "string"}}}, sibling.Options{}) == set {
		t.Error("another catalog kept the sibling set's key")
	}
	if SiblingsKey(p, grammars.Catalog{}, sibling.Options{MaxTests: 5}) == set {
		t.Error("other generator options kept the sibling set's key")
	}
	test := sibling.Test{ID: "t1", FixID: "f1", SQL: "SELECT LTRIM(a) FROM t"}
	v := ValidationKey(test, "gms:", "rules", "")
	if ValidationKey(test, "sandbox:mariadb", "rules", "") == v || ValidationKey(test, "gms:", "llm", "") == v ||
		ValidationKey(test, "gms:", "rules", "sandbox:mariadb") == v {
		t.Error("another target, brain or reference kept the verdict's key")
	}
	done := map[string]string{"f1": base, "old": ""}
	if !Done(done, "f1", base) || Done(done, "f1", set) || Done(done, "f2", base) || !Done(done, "old", base) {
		t.Errorf("Done over %v is wrong", done)
	}
}
