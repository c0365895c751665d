package validate

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// Bug is candidates with one root cause, the unit a DBMS team files ("we consolidate such
// manifestations when they correspond to the same underlying bug", paper §4.2): one handler's
// panic reached through many sibling statements, one error path that many functions share.
type Bug struct {
	// ID is a hash of Key: the same root cause has the same id in every campaign over the store.
	ID string `json:"id"`
	// Kind is the strongest kind of its candidates.
	Kind failure.Kind `json:"kind"`
	// Key is the root cause the candidates share; Reason says which signal it is read from.
	// Example is how its first candidate fails (Candidate.Example): what a reader is shown,
	// where Key, holding shapes of messages, is the grouping.
	Key     string `json:"key"`
	Reason  string `json:"reason"`
	Example string `json:"example"`
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
//  1. a Go panic stack in the server's log: the innermost frame in the DBMS's own code (goStack),
//     as the type of its method where that type is a construct's handler (Verdict.Handler, the
//     Go type a function's name builds: all its methods are that function's code), else the
//     frame itself; not the panic's message, which names whatever type reached one assertion
//     ("interface {} is int8" and "is int64" are one unchecked assertion);
//  2. a Go runtime panic the handler caught, without a stack: the construct's handler, so that
//     it joins the panics whose stack ends in the handler; where the catalog names no handler,
//     one bug per construct, since its message names no code site;
//  3. a crash without a stack: one bug per handler (per construct where the catalog names none);
//  4. an internal error's failure signature, normalized further than Signature does (type names
//     after "invalid type", Go format artifacts such as %!s(int8=1) and %!(EXTRA ...)): one error
//     path that many functions reach;
//  5. a fix-derived verdict on a statement that succeeds, or an oracle violation: the fix (or the
//     oracle and its case) and the handler, since the same expectation broken by two handlers
//     is two repairs, while the names of one handler (SUBSTRING, MID, SUBSTR) are one.
//
// Where a key names the construct's code, it is its handler when the target's catalog names one
// (Verdict.Handler) and the construct otherwise. Distinct root causes must not merge, so the
// fallbacks keep handlers apart; a candidate belongs to one bug. A candidate a fix the target
// lacks accounts for (Candidate.Upstream) is no bug of the target's and belongs to none. The
// order is stable: the highest evidence score first (score.go), then most candidates, then by
// id.
func Cluster(cands []Candidate) []Bug {
	byKey := map[string]*Bug{}
	byShape := map[string][]string{} // a normalized error message: the keys of the bugs that fail with it
	members := map[string][]Candidate{}
	handlers := handlerTypes(cands)
	for _, c := range cands {
		if c.Upstream != nil {
			continue
		}
		key, reason, shape := rootCause(c, handlers)
		if shape != "" && !slices.Contains(byShape[shape], key) {
			byShape[shape] = append(byShape[shape], key)
		}
		b := byKey[key]
		if b == nil {
			b = &Bug{ID: keyID(key), Kind: c.Kind, Key: key, Reason: reason, Example: c.Example}
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
// kept apart by its handler, the error's normalized message (its shape, shared with related
// bugs). handlers are the handlers of the candidates' constructs as a stack names them.
func rootCause(c Candidate, handlers map[string]bool) (key, reason, shape string) {
	for _, v := range c.Verdicts {
		if msg, frame := goStack(v.Facts.Result.Log); frame != "" {
			return "panic in " + panicSite(frame, handlers),
				"a Go panic whose innermost frame in the DBMS's code is " + frame + " (" + msg + "): keyed on the frame's type where it is a function's handler, else on the frame, and not on the message, which names whatever value reached the site", ""
		}
	}
	// site is the code the construct runs: its handler, or the construct where the catalog
	// names none.
	site, handled := strings.ToUpper(c.Construct), false
	for _, v := range c.Verdicts {
		if v.Handler != "" {
			site, handled = stackName(v.Handler), true
			break
		}
	}
	var v Verdict
	if len(c.Verdicts) > 0 {
		v = c.Verdicts[0]
	}
	switch f := v.Facts; {
	case f.Outcome == dbms.OutcomeCrash || f.Outcome == dbms.OutcomeHang:
		return f.Outcome + " of " + site, "a " + f.Outcome + " with no stack in the log: one bug per handler (construct where the catalog names none), as nothing tells two apart", ""
	case f.Outcome != dbms.OutcomeOK && !slices.Contains(c.Evidence, EvidenceOracle) && (f.InternalLike != "" || f.Outcome == dbms.OutcomeInternal):
		norm := normalizeSignature(c.Signature)
		switch {
		case failure.GoRuntime(f.Result) && handled:
			// The key a stack ending in the handler's methods has (panicSite).
			return "panic in " + site,
				"a Go runtime panic with no stack in the log, keyed on the construct's handler, as a panic whose stack ends in the handler's code is, whatever type the message names", ""
		case failure.GoRuntime(f.Result):
			// "interface conversion: interface {} is int8, not string" names no code site: many
			// handlers assert the same types.
			return "panic in " + site + ": " + norm,
				"a Go runtime panic with no stack in the log and no handler in the catalog: one bug per construct, as its message names no code site", ""
		case strings.Contains(norm, "%!"):
			return norm, "the same broken format call (a Go format artifact in the message marks one code site), whatever the construct", ""
		}
		// One error constructor serves many checks ("invalid type: int8" is raised by each
		// function's own type switch): kept apart by handler, related by the message.
		return norm + " in " + site,
			"the same internal error in one handler (construct where the catalog names none), its message normalized (type names, numbers, names); other handlers with the message are related bugs", norm
	}
	for _, o := range v.Oracles {
		if o.Verdict == oracle.Violation {
			return "oracle " + o.Oracle + " " + o.Variant + " on " + site + ": " + normalizeSignature(c.Signature),
				"one oracle's violation in one handler (construct where the catalog names none)", ""
		}
	}
	fix := ""
	if len(c.Fixes) > 0 {
		fix = c.Fixes[0]
	}
	return "fix " + fix + " on " + site + ": " + normalizeSignature(c.Signature),
		"one fix's expectation broken in one handler (construct where the catalog names none): the names of one handler are one repair, each other handler its own", ""
}

// handlerTypes are the handlers of the candidates' constructs (Verdict.Handler), as a stack
// names them (stackName).
func handlerTypes(cands []Candidate) map[string]bool {
	out := map[string]bool{}
	for _, c := range cands {
		for _, v := range c.Verdicts {
			if v.Handler != "" {
				out[stackName(v.Handler)] = true
			}
		}
	}
	return out
}

// stackName is a handler as go-mysql-server's logged stacks name code: vitess's tb.Stack cuts
// a function's full name up to its first dot, the import path's host with it
// ("github.com/dolthub/go-mysql-server/sql/expression/function.Substring" is
// "com/dolthub/go-mysql-server/sql/expression/function.Substring"). A handler with no dot (a
// DuckDB function's name) is itself.
func stackName(handler string) string {
	if _, after, ok := strings.Cut(handler, "."); ok {
		return after
	}
	return handler
}

// panicSite is the root-cause site of a panic whose innermost frame in the DBMS's code is
// frame: the type of the frame's method where that type is a construct's handler (every method
// of a function's expression type is that function's code), else the frame itself (a planner's
// or executor's type has a method per plan node, each its own code).
func panicSite(frame string, handlers map[string]bool) string {
	if t := receiverType(frame); t != "" && handlers[t] {
		return t
	}
	return frame
}

var (
	// typeArgs are a generic function's type arguments as a stack prints them ("[...]").
	typeArgs = regexp.MustCompile(`\[[^\]]*\]`)
	// closureName is the suffix Go gives a function literal (func1, func1.2, gowrap1).
	closureName = regexp.MustCompile(`^(func|gowrap|deferwrap)?[0-9]+$`)
)

// receiverType is the receiver's type, pointer stripped, of the method a stack frame names, its
// function literals included ("com/x/function.(*Substring).Eval.func1" is
// "com/x/function.Substring"); "" when the frame names a function, not a method.
func receiverType(frame string) string {
	slash := strings.LastIndex(frame, "/") + 1
	parts := strings.Split(typeArgs.ReplaceAllString(frame[slash:], ""), ".")
	for len(parts) > 2 && closureName.MatchString(parts[len(parts)-1]) {
		parts = parts[:len(parts)-1]
	}
	if len(parts) != 3 {
		return ""
	}
	return frame[:slash] + parts[0] + "." + strings.TrimSuffix(strings.TrimPrefix(parts[1], "(*"), ")")
}

var (
	// invalidType is go-mysql-server's type switch default ("invalid type: int8").
	invalidType = regexp.MustCompile(`(invalid type: )\S+`)
	// goFormat are Go format verbs that leaked into a message: %!s(int8=1), %!(EXTRA string=x).
	goFormat = regexp.MustCompile(`%!\(?[A-Za-z]*\(?[^()]*\)+`)
	// formatQualifier is a bare name joined to a leaked verb: the view v.%!s(MISSING), where the
	// format printed the statement's own name and lost the rest of its arguments.
	formatQualifier = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_$]*\.(%!)`)
)

// normalizeSignature folds what varies between manifestations of one error path in a failure
// signature (Signature has already replaced numbers and quoted names).
func normalizeSignature(sig string) string {
	sig = invalidType.ReplaceAllString(sig, "${1}T")
	sig = formatQualifier.ReplaceAllString(sig, "?.$1")
	return goFormat.ReplaceAllString(sig, "%!(?)")
}

// frameLine is a frame of a Go stack as go-mysql-server logs a recovered panic: a tab, the
// function, a colon and the source line.
var frameLine = regexp.MustCompile(`^\t([^\s:]+(?:\([^)]*\))?[^\s:]*): `)

// goStack reads a recovered Go panic from a server log, as go-mysql-server's server logs one
// (vitess's tb.Stack: per frame a line "file:line (pc)", then a tab, the function, a colon and
// the source line; the function named from the first dot of its full name on): the panic's
// message and the innermost frame in the DBMS's own code. That is the first frame below the
// original panic's runtime.gopanic (the frames above it are the deferred calls that ran while
// it unwound: handlers that re-panic, recover wrappers) that is not the Go distribution's (the
// runtime raising the panic, a standard library function the code called: tb leaves them no
// import path) and not a deferred function's panic(r) (a log whose stack starts below the
// runtime's frames). frame is "" when the log holds no stack, or a truncated one.
func goStack(log string) (msg, frame string) {
	i := strings.Index(log, "caught panic:")
	if i < 0 {
		return "", ""
	}
	text := strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\"`, `"`).Replace(log[i+len("caught panic:"):])
	type stackFrame struct{ function, code string }
	var frames []stackFrame
	for k, l := range strings.Split(text, "\n") {
		if msg == "" && strings.TrimSpace(l) != "" {
			msg = strings.TrimSpace(l)
			continue
		}
		if m := frameLine.FindStringSubmatch(l); m != nil && k > 0 {
			frames = append(frames, stackFrame{m[1], strings.TrimSpace(l[len(m[0]):])})
		}
	}
	below := 0
	for k, f := range frames {
		if f.function == "gopanic" {
			below = k + 1
		}
	}
	for _, f := range frames[below:] {
		if !strings.Contains(f.function, "/") || f.code == "panic(r)" || strings.HasPrefix(f.code, "panic(") && strings.Contains(f.function, ".func") {
			continue
		}
		return normalizeSignature(msg), f.function
	}
	return normalizeSignature(msg), ""
}
