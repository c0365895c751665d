package validate

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// Bug is candidates with one root cause, the unit a DBMS team files ("we consolidate such
// manifestations when they correspond to the same underlying bug", paper §4.2): one handler's
// panic reached through many sibling statements, one error path that many functions share.
type Bug struct {
	// ID is a hash of Key: the same root cause has the same id in every campaign over the store.
	ID string `json:"id"`
	// Kind is the strongest kind of its candidates.
	Kind Kind `json:"kind"`
	// Key is the root cause the candidates share; Reason says which signal it is read from.
	Key    string `json:"key"`
	Reason string `json:"reason"`
	// Constructs are the affected sibling constructs, Candidates the candidates' ids, Fixes the
	// fixes whose siblings reach the bug, Tests the reproducing tests; Evidence the evidence
	// classes of any candidate.
	Constructs []string `json:"constructs"`
	Candidates []string `json:"candidates"`
	Fixes      []string `json:"fixes"`
	Tests      []string `json:"tests"`
	Evidence   []string `json:"evidence"`
	// Related are the other bugs whose candidates fail with the same normalized message on other
	// constructs: one shared error path, or each construct its own check; they are kept apart.
	Related []string `json:"related,omitempty"`
	// Score is the evidence score (score.go), ScoreWhy the signs it is made of.
	Score    int      `json:"score"`
	ScoreWhy []string `json:"score_why"`
}

// Cluster groups candidates into bugs, by the strongest signal a candidate has:
//
//  1. a Go panic stack in the server's log: the panic's message and the first two frames
//     outside the runtime (the handler that failed, and its caller);
//  2. a crash, or a Go runtime panic the handler caught, without a stack: one bug per construct,
//     since nothing tells two apart ("interface {} is int8, not string" names no code site);
//  3. an internal error's failure signature, normalized further than Signature does (type names
//     after "invalid type", Go format artifacts such as %!s(int8=1) and %!(EXTRA ...)): one error
//     path that many functions reach;
//  4. a fix-derived verdict on a statement that succeeds, or an oracle violation: the fix (or the
//     oracle and its case) and the construct, since the same expectation broken by two
//     constructs is two handlers to repair.
//
// Distinct root causes must not merge, so the fallbacks keep constructs apart; a candidate
// belongs to one bug. A candidate a fix the target lacks accounts for (Candidate.Upstream) is
// no bug of the target's and belongs to none. The order is stable: the highest evidence score
// first (score.go), then most candidates, then by id.
func Cluster(cands []Candidate) []Bug {
	byKey := map[string]*Bug{}
	byShape := map[string][]string{} // a normalized error message: the keys of the bugs that fail with it
	members := map[string][]Candidate{}
	for _, c := range cands {
		if c.Upstream != nil {
			continue
		}
		key, reason, shape := rootCause(c)
		if shape != "" && !slices.Contains(byShape[shape], key) {
			byShape[shape] = append(byShape[shape], key)
		}
		b := byKey[key]
		if b == nil {
			b = &Bug{ID: keyID(key), Kind: c.Kind, Key: key, Reason: reason}
			byKey[key] = b
		}
		b.Kind = b.Kind.Stronger(c.Kind)
		members[key] = append(members[key], c)
		b.Candidates = append(b.Candidates, c.ID)
		b.Constructs = addAll(b.Constructs, c.Construct)
		b.Fixes = addAll(b.Fixes, c.Fixes...)
		b.Tests = addAll(b.Tests, c.Tests...)
		b.Evidence = addAll(b.Evidence, c.Evidence...)
	}
	for _, keys := range byShape {
		for _, k := range keys {
			for _, other := range keys {
				if other != k {
					byKey[k].Related = append(byKey[k].Related, byKey[other].ID)
				}
			}
		}
	}
	out := make([]Bug, 0, len(byKey))
	for _, b := range byKey {
		sort.Strings(b.Related)
		sort.Strings(b.Constructs)
		sort.Strings(b.Fixes)
		sort.Strings(b.Evidence)
		b.score(members[b.Key])
		out = append(out, *b)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		if len(out[i].Candidates) != len(out[j].Candidates) {
			return len(out[i].Candidates) > len(out[j].Candidates)
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// BugOf maps each candidate's id to its bug's id.
func BugOf(bugs []Bug) map[string]string {
	out := map[string]string{}
	for _, b := range bugs {
		for _, c := range b.Candidates {
			out[c] = b.ID
		}
	}
	return out
}

// keyID is the id of a candidate's or a bug's key: the first 6 bytes of its SHA-256, in hex, so
// the same key has the same id in every campaign.
func keyID(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:6])
}

// addAll appends the items list lacks.
func addAll(list []string, items ...string) []string {
	for _, it := range items {
		if !slices.Contains(list, it) {
			list = append(list, it)
		}
	}
	return list
}

// rootCause returns a candidate's root-cause key, the signal it comes from, and, for an error
// kept apart by construct, the error's normalized message (its shape, shared with related bugs).
func rootCause(c Candidate) (key, reason, shape string) {
	for _, v := range c.Verdicts {
		if panicMsg, frames := goStack(v.Facts.Result.Log); len(frames) > 0 {
			return "panic: " + panicMsg + " at " + strings.Join(frames, " < "),
				"the same Go panic at the same frames (message and the two innermost frames outside the runtime)", ""
		}
	}
	construct := strings.ToUpper(c.Construct)
	var v Verdict
	if len(c.Verdicts) > 0 {
		v = c.Verdicts[0]
	}
	switch f := v.Facts; {
	case f.Outcome == dbms.OutcomeCrash || f.Outcome == dbms.OutcomeHang:
		return f.Outcome + " of " + construct, "a " + f.Outcome + " with no stack in the log: one bug per construct, as nothing tells two apart", ""
	case f.Outcome != dbms.OutcomeOK && !slices.Contains(c.Evidence, EvidenceOracle) && (f.InternalLike != "" || f.Outcome == dbms.OutcomeInternal):
		norm := normalizeSignature(c.Signature)
		switch {
		case goRuntime.MatchString(f.Result.Message):
			// "interface conversion: interface {} is int8, not string" names no code site: many
			// handlers assert the same types.
			return "panic in " + construct + ": " + norm,
				"a Go runtime panic with no stack in the log: one bug per construct, as its message names no code site", ""
		case strings.Contains(norm, "%!"):
			return norm, "the same broken format call (a Go format artifact in the message marks one code site), whatever the construct", ""
		}
		// One error constructor serves many checks ("invalid type: int8" is raised by each
		// function's own type switch): kept apart by construct, related by the message.
		return norm + " in " + construct,
			"the same internal error on one construct, its message normalized (type names, numbers, names); other constructs with the message are related bugs", norm
	}
	for _, o := range v.Oracles {
		if o.Verdict == oracle.Violation {
			return "oracle " + o.Oracle + " " + o.Variant + " on " + construct + ": " + normalizeSignature(c.Signature),
				"one oracle's violation on one construct", ""
		}
	}
	fix := ""
	if len(c.Fixes) > 0 {
		fix = c.Fixes[0]
	}
	return "fix " + fix + " on " + construct + ": " + normalizeSignature(c.Signature),
		"one fix's expectation broken by one construct (each sibling handler is its own repair)", ""
}

var (
	// goRuntime matches a Go runtime error reaching the user.
	goRuntime = regexp.MustCompile(`(?i)interface conversion|index out of range|nil pointer|runtime error|slice bounds`)
	// invalidType is go-mysql-server's type switch default ("invalid type: int8").
	invalidType = regexp.MustCompile(`(invalid type: )\S+`)
	// goFormat are Go format verbs that leaked into a message: %!s(int8=1), %!(EXTRA string=x).
	goFormat = regexp.MustCompile(`%!\(?[A-Za-z]*\(?[^()]*\)+`)
)

// normalizeSignature folds what varies between manifestations of one error path in a failure
// signature (Signature has already replaced numbers and quoted names).
func normalizeSignature(sig string) string {
	sig = invalidType.ReplaceAllString(sig, "${1}T")
	return goFormat.ReplaceAllString(sig, "%!(?)")
}

// frameLine is a frame of a Go stack as go-mysql-server logs a recovered panic: a tab, the
// function, a colon and the source line.
var frameLine = regexp.MustCompile(`^\t([^\s:]+(?:\([^)]*\))?[^\s:]*): `)

// goStack reads a recovered Go panic from a server log: its message and the two innermost
// frames outside the runtime and outside the handlers that re-panic (panic(r)). It returns no
// frames when the log holds no stack, or a truncated one.
func goStack(log string) (string, []string) {
	i := strings.Index(log, "caught panic:")
	if i < 0 {
		return "", nil
	}
	text := strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\"`, `"`).Replace(log[i+len("caught panic:"):])
	lines := strings.Split(text, "\n")
	msg := ""
	var frames []string
	for k, l := range lines {
		if msg == "" && strings.TrimSpace(l) != "" {
			msg = strings.TrimSpace(l)
			continue
		}
		m := frameLine.FindStringSubmatch(l)
		if m == nil || k == 0 {
			continue
		}
		file := lines[k-1]
		code := strings.TrimSpace(l[len(m[0]):])
		if strings.Contains(file, "/src/runtime/") || code == "panic(r)" || strings.HasPrefix(code, "panic(") && strings.Contains(m[1], ".func") {
			continue
		}
		frames = append(frames, m[1])
		if len(frames) == 2 {
			break
		}
	}
	return normalizeSignature(msg), frames
}
