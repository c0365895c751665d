package profile

import (
	"fmt"
	"io"
	"strings"

	"github.com/reaper-sql/reaper/base/jsonl"
)

// Label is a fix whose n_fault a person decided by reading it: the labeled set that measures a
// brain. Why and SQL are the labeler's own words and own minimal reconstruction of the trigger,
// never the fix's text.
type Label struct {
	Repo    string `json:"repo"`
	Commit  string `json:"commit"`
	Dialect string `json:"dialect"`
	// Fault is the right n_fault, "" when the fix has no single construct at fault (a refactor,
	// a planner-wide change): a brain should drop those.
	Fault string   `json:"n_fault"`
	Also  []string `json:"also,omitempty"`
	Class string   `json:"class"`
	Why   string   `json:"why"`
	SQL   string   `json:"sql"`
	// Set names the part of the labeled set: "dev" for the fixes a brain's rules were tuned on,
	// "holdout" for those labeled after tuning stopped, which measure it.
	Set string `json:"set,omitempty"`
}

// Matches reports whether a construct is the label's n_fault or one of its equals.
func (l Label) Matches(construct string) bool {
	if construct == "" {
		return false
	}
	for _, n := range append([]string{l.Fault}, l.Also...) {
		if SameConstruct(n, construct) {
			return true
		}
	}
	return false
}

// ReadLabels reads a labeled set, one JSON object a line.
func ReadLabels(r io.Reader, name string) ([]Label, error) {
	return jsonl.Read(r, name, func(l *Label) error {
		if l.Commit == "" {
			return fmt.Errorf("a label needs the fix's commit")
		}
		return nil
	})
}

// Report measures profiles against a labeled set.
type Report struct {
	// Labels is the size of the set; Profiled how many of its fixes have a profile.
	Labels   int `json:"labels"`
	Profiled int `json:"profiled"`
	// Accepted profiles, and those whose n_fault is the labeled one. A fix labeled as having no
	// construct at fault is never right when accepted.
	Accepted int `json:"accepted"`
	Correct  int `json:"correct"`
	// AcceptedFault counts the accepted profiles whose label names a construct: Correct over it
	// is the accuracy on real single-construct fixes, as the paper measures it.
	AcceptedFault int `json:"accepted_fault"`
	// Dropped is how often the brain abstained; DroppedRight how many of those had no construct
	// at fault by the label, so abstaining was the right answer.
	Dropped      int `json:"dropped"`
	DroppedRight int `json:"dropped_right"`
	// SingleQuery and SinglePatch count fixes where one analyzer alone, first round, ranked the
	// labeled construct first: the single-view baselines the cross-check is measured against.
	SingleQuery int `json:"single_query"`
	SinglePatch int `json:"single_patch"`
	// ClassRight counts accepted profiles whose failure class is the labeled one.
	ClassRight int `json:"class_right"`
	// Misses list the accepted profiles with a wrong n_fault, for reading.
	Misses []Miss `json:"misses,omitempty"`
}

// Miss is an accepted profile whose n_fault differs from the label.
type Miss struct {
	Commit string `json:"commit"`
	Got    string `json:"got"`
	Want   string `json:"want"`
}

// Score measures profiles (keyed by fix id) against labels. Profiles are found by the label's
// commit, in full or as a prefix of at least 7 characters.
func Score(labels []Label, profiles map[string]*Profile) Report {
	rep := Report{Labels: len(labels)}
	for _, l := range labels {
		p := findProfile(profiles, l.Commit)
		if p == nil {
			continue
		}
		rep.Profiled++
		if len(p.Provenance.Rounds) > 0 {
			first := p.Provenance.Rounds[0]
			if first.Query != nil && len(first.Query.Candidates) > 0 && l.Matches(first.Query.Candidates[0].Construct) {
				rep.SingleQuery++
			}
			if first.Patch != nil && len(first.Patch.Candidates) > 0 && l.Matches(first.Patch.Candidates[0].Construct) {
				rep.SinglePatch++
			}
		}
		if p.Status != Accepted {
			rep.Dropped++
			if l.Fault == "" {
				rep.DroppedRight++
			}
			continue
		}
		rep.Accepted++
		if l.Fault != "" {
			rep.AcceptedFault++
		}
		if l.Matches(p.Trigger.Fault) {
			rep.Correct++
		} else {
			rep.Misses = append(rep.Misses, Miss{Commit: l.Commit, Got: p.Trigger.Fault, Want: l.Fault})
		}
		if l.Class == p.Validation.Failure.Class {
			rep.ClassRight++
		}
	}
	return rep
}

func findProfile(profiles map[string]*Profile, commit string) *Profile {
	if p, ok := profiles[commit]; ok {
		return p
	}
	if len(commit) < 7 {
		return nil
	}
	for id, p := range profiles {
		if strings.HasPrefix(id, commit) {
			return p
		}
	}
	return nil
}
