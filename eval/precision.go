package eval

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/jsonl"
	"github.com/reaper-sql/reaper/validate"
)

// Precision of a campaign's bugs against blind triage labels (issue 39): each label is one
// reported bug judged real or not by someone who did not write the rules, and `reaper eval
// precision` reads how many of the store's bugs are real, per kind and among the highest scored.
//
// A label names its bug by what outlives a change of the rules: the key statement of the bug's
// shortest test and the fix that test came from. A bug's id is a hash of its clustering key, so
// it changes when clustering does; the id a label records is shown, never matched. A label whose
// statement no bug reports any more is a bug the rules removed: a false report gone when the
// label says "not real", a lost bug when it says "real".

// Verdicts of a precision label.
const (
	VerdictReal      = "real"
	VerdictNotReal   = "not real"
	VerdictUncertain = "uncertain"
)

// Sets of a labeled set: "dev" for the labels rules may be tuned on, "holdout" for those that
// only measure them.
const (
	SetDev     = "dev"
	SetHoldout = "holdout"
)

// TopN is how many bugs, the highest scored first, the top figure of Precision covers: a
// maintainer reads the head of `bugs list` first.
const TopN = 20

// PrecisionLabel is one reported bug judged blind (eval/testdata/gms/README.md).
type PrecisionLabel struct {
	// Build is the DBMS build the bug was found on, Bug its id when judged (shown, not matched).
	Build string `json:"build"`
	Bug   string `json:"bug"`
	// Fix is the commit the bug's profile came from (abbreviated or whole), Statement the key
	// statement of the bug's shortest test: together they find the bug again.
	Fix       string `json:"fix"`
	Statement string `json:"statement"`
	// Construct is the sibling construct, ClaimedKind the kind reaper claimed when judged.
	Construct   string `json:"construct"`
	ClaimedKind string `json:"claimed_kind"`
	// Verdict is VerdictReal, VerdictNotReal or VerdictUncertain.
	Verdict string `json:"verdict"`
	// KindRight says whether the claimed kind was right, FixedAtHead whether the DBMS's newest
	// source no longer has the defect ("yes", "no", "n/a").
	KindRight   Judged `json:"kind_right"`
	FixedAtHead string `json:"fixed_at_head"`
	// RootCause names the defect, so that labels of one defect share it; Reason is the judge's.
	RootCause string `json:"root_cause"`
	Reason    string `json:"reason"`
	// Kind is the judge's kind of the bug, when given: what its Kind should be.
	Kind failure.Kind `json:"kind,omitempty"`
	// Set is SetDev or SetHoldout; empty, it is derived from the fix (SetOfFix).
	Set string `json:"set,omitempty"`
	// Target names the DBMS judged (gms, duckdb, mariadb).
	Target string `json:"target,omitempty"`
}

// Judged is a yes/no judgement, written in label files as a JSON boolean or as "yes", "no" or
// "n/a"; it holds the word.
type Judged string

// UnmarshalJSON reads true and false as "yes" and "no", and the words as they are.
func (j *Judged) UnmarshalJSON(b []byte) error {
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	switch v := v.(type) {
	case bool:
		*j = "no"
		if v {
			*j = "yes"
		}
		return nil
	case string:
		if v == "yes" || v == "no" || v == "n/a" {
			*j = Judged(v)
			return nil
		}
	}
	return fmt.Errorf("%s is none of true, false, \"yes\", \"no\", \"n/a\"", b)
}

// SetOfFix is the part of a labeled set a fix falls in when its label does not say: SetHoldout
// when the first byte of sha256("holdout:" + fix) is odd, else SetDev. A fix's place is fixed by
// its id alone, so every label of one fix falls on the same side and no one picks the sides; the
// id is hashed as written, so a label with an abbreviated fix should name its set.
func SetOfFix(fix string) string {
	if sha256.Sum256([]byte("holdout:" + fix))[0]%2 == 1 {
		return SetHoldout
	}
	return SetDev
}

// InSet is the part of the labeled set the label belongs to: its Set, else SetOfFix(Fix).
func (l PrecisionLabel) InSet() string {
	if l.Set != "" {
		return l.Set
	}
	return SetOfFix(l.Fix)
}

// ReadPrecisionLabels reads precision labels, one JSON object a line (blank lines and //
// comments passed over), rejecting an unknown field, a label without a fix or statement, and a
// verdict, kind or set outside its vocabulary, with name and the line; name is the input's name.
func ReadPrecisionLabels(r io.Reader, name string) ([]PrecisionLabel, error) {
	out, err := jsonl.Read(r, name, func(l *PrecisionLabel) error {
		switch {
		case strings.TrimSpace(l.Fix) == "":
			return fmt.Errorf("the label names no fix")
		case NormalizeStatement(l.Statement) == "":
			return fmt.Errorf("the label has no statement")
		case l.Verdict != VerdictReal && l.Verdict != VerdictNotReal && l.Verdict != VerdictUncertain:
			return fmt.Errorf("verdict %q is none of %q, %q, %q", l.Verdict, VerdictReal, VerdictNotReal, VerdictUncertain)
		case l.Kind != "" && !slices.Contains(failure.Kinds, l.Kind):
			return fmt.Errorf("kind %q is none of %s", l.Kind, kindList())
		case l.Set != "" && l.Set != SetDev && l.Set != SetHoldout:
			return fmt.Errorf("set %q is neither %s nor %s", l.Set, SetDev, SetHoldout)
		}
		return nil
	})
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("%s holds no label", name)
	}
	return out, err
}

func kindList() string {
	var s []string
	for _, k := range failure.Kinds {
		s = append(s, fmt.Sprintf("%q", k))
	}
	return strings.Join(s, ", ")
}

// NormalizeStatement is the form statements are compared in: trimmed, each run of white space
// one space, one trailing ';' dropped. Case is kept: a label's statement is the generated text,
// copied, and SQL's literals are case-sensitive.
func NormalizeStatement(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.TrimSpace(strings.TrimSuffix(s, ";"))
}

// minFixPrefix is the shortest fix id matched as a prefix of another: git's usual abbreviation.
const minFixPrefix = 7

// SameFix says whether two fix ids name the same fix: equal, or one an abbreviation of the other,
// a prefix of at least minFixPrefix hex digits (letters in either case).
func SameFix(a, b string) bool {
	a, b = strings.ToLower(strings.TrimSpace(a)), strings.ToLower(strings.TrimSpace(b))
	if len(a) > len(b) {
		a, b = b, a
	}
	if a == b {
		return a != ""
	}
	return len(a) >= minFixPrefix && isHex(a) && strings.HasPrefix(b, a)
}

func isHex(s string) bool {
	for _, c := range s {
		if !strings.ContainsRune("0123456789abcdef", c) {
			return false
		}
	}
	return true
}

// Tally counts bugs by the verdict their labels give.
type Tally struct {
	// Bugs is how many bugs are in scope, Labeled how many of them a label matches.
	Bugs    int `json:"bugs"`
	Labeled int `json:"labeled"`
	// Real, NotReal and Uncertain split the labeled bugs by BugVerdict.
	Real      int `json:"real"`
	NotReal   int `json:"not_real"`
	Uncertain int `json:"uncertain"`
	// Precision is Real / (Real + NotReal), 0 when both are 0.
	Precision float64 `json:"precision"`
}

func (t *Tally) add(verdict string, labeled bool) {
	t.Bugs++
	if !labeled {
		return
	}
	t.Labeled++
	switch verdict {
	case VerdictReal:
		t.Real++
	case VerdictNotReal:
		t.NotReal++
	default:
		t.Uncertain++
	}
	t.Precision = ratio(t.Real, t.Real+t.NotReal)
}

// KindTally is the tally of the bugs of one kind.
type KindTally struct {
	Kind failure.Kind `json:"kind"`
	Tally
}

// PrecisionReport is what `reaper eval precision` prints.
type PrecisionReport struct {
	// Builds are the engine builds the store's bugs were found on (the caller fills them in).
	Builds []string `json:"builds"`
	// Set is the part of the labels measured ("" for all); LabelsRead counts the labels given,
	// Labels those in Set, LabelsMatched those that match a bug.
	Set           string `json:"set,omitempty"`
	LabelsRead    int    `json:"labels_read"`
	Labels        int    `json:"labels"`
	LabelsMatched int    `json:"labels_matched"`
	// Overall is the tally of all the bugs; Uncovered the share of them no label matches.
	Overall   Tally   `json:"overall"`
	Uncovered float64 `json:"uncovered"`
	// ByKind tallies the bugs of each kind, in failure.Kinds order; Top the first TopN bugs.
	ByKind []KindTally `json:"by_kind"`
	Top    Tally       `json:"top"`
	// KindsJudged counts the labeled bugs whose labels name a kind, KindsRight those whose Kind
	// is that kind (JudgedKind); KindsRightShare is their ratio.
	KindsJudged     int     `json:"kinds_judged"`
	KindsRight      int     `json:"kinds_right"`
	KindsRightShare float64 `json:"kinds_right_share"`
	// RootCauses counts the distinct root causes of the matched real labels, RootCausesRead
	// those of all the real labels in Set.
	RootCauses     int `json:"root_causes"`
	RootCausesRead int `json:"root_causes_read"`
	// Lost counts the real labels that match no bug, Removed the not-real ones, UnmatchedUncertain
	// the uncertain ones; Unmatched lists them all, in the file's order.
	Lost               int              `json:"lost"`
	Removed            int              `json:"removed"`
	UnmatchedUncertain int              `json:"unmatched_uncertain"`
	Unmatched          []PrecisionLabel `json:"-"`
}

// Precision matches labels to bugs and counts. bugs are in validate.Cluster's order (the highest
// score first); statements maps each of their tests to its key statement (sibling.Test.SQL); set,
// when not empty, keeps the labels InSet it. A label matches the bug one of whose tests has the
// label's statement (NormalizeStatement); where several bugs have it, those one of whose fixes
// is the label's (SameFix). A bug with several labels takes BugVerdict.
func Precision(bugs []validate.Bug, statements map[string]string, labels []PrecisionLabel, set string) PrecisionReport {
	rep := PrecisionReport{Set: set, LabelsRead: len(labels)}
	byStatement := map[string][]int{} // a normalized statement: the bugs reporting it, each once
	for i, b := range bugs {
		for _, t := range b.Tests {
			s := NormalizeStatement(statements[t])
			if s != "" && !slices.Contains(byStatement[s], i) {
				byStatement[s] = append(byStatement[s], i)
			}
		}
	}
	of := make([][]PrecisionLabel, len(bugs)) // each bug's labels
	realCauses, readCauses := map[string]bool{}, map[string]bool{}
	for _, l := range labels {
		if set != "" && l.InSet() != set {
			continue
		}
		rep.Labels++
		if l.Verdict == VerdictReal && l.RootCause != "" {
			readCauses[l.RootCause] = true
		}
		matched := false
		reporting := byStatement[NormalizeStatement(l.Statement)]
		for _, i := range reporting {
			// The label's fix picks among the bugs reporting its statement; a statement one bug
			// alone reports is that bug even when a rule took the label's fix out of it (the same
			// sibling statement failing the same way, reached from another fix).
			if len(reporting) == 1 || slices.ContainsFunc(bugs[i].Fixes, func(f string) bool { return SameFix(f, l.Fix) }) {
				of[i] = append(of[i], l)
				matched = true
			}
		}
		if matched {
			rep.LabelsMatched++
			if l.Verdict == VerdictReal && l.RootCause != "" {
				realCauses[l.RootCause] = true
			}
			continue
		}
		rep.Unmatched = append(rep.Unmatched, l)
		switch l.Verdict {
		case VerdictReal:
			rep.Lost++
		case VerdictNotReal:
			rep.Removed++
		default:
			rep.UnmatchedUncertain++
		}
	}
	kinds := map[failure.Kind]*Tally{}
	for i, b := range bugs {
		labeled, verdict := len(of[i]) > 0, BugVerdict(of[i])
		rep.Overall.add(verdict, labeled)
		if kinds[b.Kind] == nil {
			kinds[b.Kind] = &Tally{}
		}
		kinds[b.Kind].add(verdict, labeled)
		if i < TopN {
			rep.Top.add(verdict, labeled)
		}
		if k := JudgedKind(of[i]); k != "" {
			rep.KindsJudged++
			if b.Kind == k {
				rep.KindsRight++
			}
		}
	}
	// The kinds in rank order, then any a store written by an older reaper holds, by name.
	order := slices.Clone(failure.Kinds)
	for _, k := range slices.Sorted(maps.Keys(kinds)) {
		if !slices.Contains(order, k) {
			order = append(order, k)
		}
	}
	for _, k := range order {
		if t := kinds[k]; t != nil {
			rep.ByKind = append(rep.ByKind, KindTally{Kind: k, Tally: *t})
		}
	}
	rep.Uncovered = ratio(rep.Overall.Bugs-rep.Overall.Labeled, rep.Overall.Bugs)
	rep.KindsRightShare = ratio(rep.KindsRight, rep.KindsJudged)
	rep.RootCauses, rep.RootCausesRead = len(realCauses), len(readCauses)
	return rep
}

// BugVerdict is the verdict of a bug's labels: the majority of the real and not-real ones;
// VerdictUncertain when they tie, or every label is uncertain (an uncertain label does not vote).
func BugVerdict(labels []PrecisionLabel) string {
	real, notReal := 0, 0
	for _, l := range labels {
		switch l.Verdict {
		case VerdictReal:
			real++
		case VerdictNotReal:
			notReal++
		}
	}
	switch {
	case real > notReal:
		return VerdictReal
	case notReal > real:
		return VerdictNotReal
	}
	return VerdictUncertain
}

// JudgedKind is the kind a bug's labels name most ("" when none names one); a tie goes to the
// stronger kind, the one failure.Kinds lists first.
func JudgedKind(labels []PrecisionLabel) failure.Kind {
	n := map[failure.Kind]int{}
	for _, l := range labels {
		if l.Kind != "" {
			n[l.Kind]++
		}
	}
	var best failure.Kind
	for _, k := range failure.Kinds {
		if n[k] > n[best] {
			best = k
		}
	}
	return best
}

func ratio(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}
