package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
)

// Each stage's unit of work is keyed by the hash of its inputs, stored with its output: a unit
// is done when its stored output carries the key of its inputs now. Changed inputs (a re-imported
// fix, another brain or model, a new catalog) are redone; the same inputs never are, however
// often a unit is handed out — which is what makes a job engine's at-least-once delivery
// effectively-once. The leading word versions a key: changing what a stage reads changes it.

// ProfileKey keys a fix's profile: the fix record, the brain and model, the analyzers' options.
// The rules brain's rarity weights, learned over the whole store, are left out: keying on them
// would redo every profile each time a fix is mined.
func ProfileKey(f *corpus.FixRecord, brain, model string, opts profile.Options) string {
	opts.Validate() // the defaults it fills are the options in effect
	return inputKey("profile/4", f, brain, model, opts)
}

// SiblingsKey keys a profile's sibling set: the profile, the target's catalog the grammar is
// extended with, and the generator's options (with whether completions were verified).
func SiblingsKey(p *profile.Profile, catalog grammars.Catalog, opts sibling.Options) string {
	opts.Validate()
	return inputKey("siblings/7", p, catalog, opts.MaxTests, opts.MaxVariants, opts.Candidates, opts.RandomAnchor, opts.NoConcretize, opts.NoTrigger, opts.Verifier != nil)
}

// ValidationKey keys a test's verdict: the test, the target (redacted DSN), the brain and the
// reference engine (redacted DSN, "" for none: a campaign without one keeps its keys).
func ValidationKey(t sibling.Test, target, brain, reference string) string {
	if reference == "" {
		return inputKey("validation/18", t, target, brain)
	}
	return inputKey("validation/18", t, target, brain, reference)
}

// Done reports whether the unit id is done: its stored output (done maps ids to the keys stored
// with them) was made from inputs with key. Output stored before keys were kept has an empty
// key and counts as done, so an upgraded campaign does not redo its work.
func Done(done map[string]string, id, key string) bool {
	stored, ok := done[id]
	return ok && fresh(stored, key)
}

// fresh reports whether output stored with the key stored was made from inputs with key.
func fresh(stored, key string) bool {
	return stored == key || stored == ""
}

func inputKey(parts ...any) string {
	h := sha256.New()
	for _, p := range parts {
		b, err := json.Marshal(p)
		if err != nil {
			// Only a NaN score fails to encode; the store refuses to save that output anyway.
			b = []byte(err.Error())
		}
		h.Write(b)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}
