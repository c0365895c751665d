// Package eval judges the whole pipeline on real bugs (DESIGN "Evaluate"): labels of sibling
// bugs known to be live (or known to behave) on a target, and the funnel that says, for each
// label, at which stage of a campaign it is lost.
//
// Two kinds of label share one type. Hand labels tie a sibling statement to the historical fix
// it descends from (the MariaDB set in testdata/mariadb). Time-travel labels (timetravel.go) are
// read off a repository's history: a fix committed after release R whose regression statements
// still fail on R is a bug alive in R that upstream confirmed by fixing it.
//
// The package is pure over values: the caller reads the store and runs the campaign.
package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/jsonl"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/profile"
)

// Failure kinds of a label and of a candidate: what the sibling does wrong. A label is found
// only by a candidate of its kind.
const (
	// KindCrash: the server crashed, hit an assertion, or returned an internal error (a
	// recovered panic is how an embedded engine crashes).
	KindCrash = "crash"
	// KindError: a wrong error, or a missing one: a statement rejected that must succeed, or
	// accepted that must be rejected.
	KindError = "error"
	// KindWrongResult: wrong rows, values or result types.
	KindWrongResult = "wrong_result"
)

// Kinds lists the failure kinds.
var Kinds = []string{KindCrash, KindError, KindWrongResult}

// KindOfClass maps a profile's failure class onto a kind ("" for an unknown class).
func KindOfClass(class string) string {
	switch class {
	case profile.ClassCrash, profile.ClassInternal:
		return KindCrash
	case profile.ClassError:
		return KindError
	case profile.ClassWrongResult, profile.ClassHint:
		return KindWrongResult
	}
	return ""
}

// Label is one sibling known to misbehave on a target (Live) or known to behave (a negative:
// a report of it is a false one).
type Label struct {
	ID string `json:"id"`
	// Source is "hand" or "timetravel".
	Source string `json:"source"`
	Live   bool   `json:"live"`
	// Fix is the historical fix the sibling descends from (an id in the campaign's store) and
	// FixConstruct the construct it repaired. Empty for a time-travel label: any fix of the
	// campaign may reach it.
	Fix          string `json:"fix,omitempty"`
	FixConstruct string `json:"fix_construct,omitempty"`
	// FixedBy, for a time-travel label, is the later fix that revealed the bug, FixedByTitle its
	// title; Recorded is what that fix's test records for the statement after the fix.
	FixedBy      string `json:"fixed_by,omitempty"`
	FixedByTitle string `json:"fixed_by_title,omitempty"`
	Recorded     string `json:"recorded,omitempty"`
	// Construct is the sibling construct at fault, named as the grammar names it; Class the
	// failure kind (a profile class such as "internal" is read as its kind).
	Construct string `json:"construct"`
	Class     string `json:"class"`
	// Trigger lists the value classes (ValueClasses) the sibling's arguments must carry for the
	// failure to show: the label's distinguishing values.
	Trigger []string `json:"trigger"`
	// Setup and SQL reproduce the failure on the target: Setup runs first, SQL is the sibling
	// statement. A time-travel label kept apart from its history may leave them out: the funnel
	// reads only the construct, kind, trigger and fix, and `eval timetravel` derives them again.
	Setup []string `json:"setup,omitempty"`
	SQL   string   `json:"sql"`
	// Observed is what the target does, Expected what it must do, Reasoning why.
	Observed  string `json:"observed,omitempty"`
	Expected  string `json:"expected,omitempty"`
	Reasoning string `json:"reasoning,omitempty"`
}

// InSet is the part of the labeled set the label belongs to: SetOfFix of its fix, or of the
// later fix that revealed a time-travel label. Rules are tuned on SetDev and reported on both.
func (l Label) InSet() string {
	if l.Fix != "" {
		return SetOfFix(l.Fix)
	}
	return SetOfFix(l.FixedBy)
}

// Kind is the label's failure kind.
func (l Label) Kind() string {
	if k := KindOfClass(l.Class); k != "" {
		return k
	}
	return l.Class
}

// ReadLabels reads labels, one JSON object a line (blank lines and // comments passed over),
// rejecting a label without an id, construct, known class or statement, with a trigger class
// outside the vocabulary, or with an id seen before; name is the input's name for messages.
func ReadLabels(r io.Reader, name string) ([]Label, error) {
	seen := map[string]bool{}
	out, err := jsonl.Read(r, name, func(l *Label) error {
		if l.Source == "" {
			l.Source = "hand"
		}
		switch {
		case l.ID == "":
			return fmt.Errorf("the label has no id")
		case seen[l.ID]:
			return fmt.Errorf("label %s appears twice", l.ID)
		case strings.TrimSpace(l.Construct) == "":
			return fmt.Errorf("label %s names no construct", l.ID)
		case !slices.Contains(Kinds, l.Kind()):
			return fmt.Errorf("label %s: class %q is none of %s", l.ID, l.Class, strings.Join(Kinds, ", "))
		case strings.TrimSpace(l.SQL) == "" && l.Source == "hand":
			return fmt.Errorf("label %s has no sql", l.ID)
		case l.Source != "hand" && l.Source != "timetravel":
			return fmt.Errorf("label %s: source %q is neither hand nor timetravel", l.ID, l.Source)
		}
		for _, c := range l.Trigger {
			if !slices.Contains(sqlvalue.Names, c) {
				return fmt.Errorf("label %s: trigger class %q is none of %s", l.ID, c, strings.Join(sqlvalue.Names, ", "))
			}
		}
		seen[l.ID] = true
		return nil
	})
	if err == nil && len(out) == 0 {
		err = fmt.Errorf("%s holds no label", name)
	}
	return out, err
}

// WriteLabels writes labels one JSON object a line.
func WriteLabels(w io.Writer, labels []Label) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, l := range labels {
		if err := enc.Encode(l); err != nil {
			return err
		}
	}
	return nil
}
