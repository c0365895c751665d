package campaign

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Outputs are what the paper's tables are computed from, counted from the sibling sets and
// the validations on one target or on all of them as ReadOutputs reads them, one at a time: the
// stage outputs themselves are gigabytes once decoded (DuckDB's history: 117,000 tests of about
// 19 KB each), and the tables need counts of them. Only the candidates' verdicts are kept
// whole, for validate.Dedupe and validate.Cluster.
type Outputs struct {
	rows                    map[string]*OriginRow // Table 2's rows, by origin
	holds                   [3]int                // the validated tests each stage held for
	validated, notValidated int
	verdicts                []validate.Verdict  // the candidates', in test id order
	products                map[string][]string // test id: the products of the targets it ran on
	originOf                map[string]string   // a candidate test's id: its anchor origin
	builds                  map[string]bool     // the engine builds the sibling tests ran on
	checked, lacking        map[string]bool     // the fixes whose historical runs tell, and those the target lacks
	failing                 map[string]bool     // the fixes in the build's history whose own statement fails
	reference               map[string]int      // the tests by how they stood with the reference engine
}

// ReadOutputs reads the validations on target (every target when "") and then the sibling sets,
// one at a time, into Outputs. eachValidation and eachSet, when not nil, are called with each
// too, for what a caller counts besides the tables; the validations come first, so that eachSet
// can look a test up in what eachValidation kept.
func ReadOutputs(ctx context.Context, st *store.Store, target string, eachValidation func(*store.Validation), eachSet func(*sibling.Set)) (*Outputs, error) {
	o := newOutputs()
	err := st.EachValidation(ctx, target, false, func(v *store.Validation) error {
		o.addValidation(v)
		if eachValidation != nil {
			eachValidation(v)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("tables: validations: %w", err)
	}
	err = st.EachSiblingSet(ctx, func(set *sibling.Set) error {
		for _, test := range set.Tests {
			o.origin(test.Origin).Generated++
		}
		if eachSet != nil {
			eachSet(set)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("tables: sibling sets: %w", err)
	}
	return o, nil
}

func newOutputs() *Outputs {
	o := &Outputs{rows: map[string]*OriginRow{}, products: map[string][]string{}, originOf: map[string]string{}, builds: map[string]bool{},
		checked: map[string]bool{}, lacking: map[string]bool{}, failing: map[string]bool{}, reference: map[string]int{}}
	for _, name := range origins {
		o.origin(name)
	}
	return o
}

// Found reads the candidates and the bugs found on target (every target when "") as the tables
// have them (Tables.Candidates and Tables.Bugs, with their current triage status), from the
// candidates' validations alone, which it returns too: what `candidates list` and `bugs list`
// show and filter, without reading the rest of the campaign.
func Found(ctx context.Context, st *store.Store, target string) ([]*store.Validation, []Candidate, []Bug, error) {
	vals, err := st.ListValidations(ctx, target, true)
	if err != nil {
		return nil, nil, nil, err
	}
	o := newOutputs()
	for _, v := range vals {
		o.addValidation(v)
	}
	current, err := st.CurrentTriage(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	t := o.Tables().WithTriage(current)
	return vals, t.Candidates, t.Bugs, nil
}

// origin returns the row of Table 2 of an anchor origin, made on first use.
func (o *Outputs) origin(name string) *OriginRow {
	if name == "" {
		name = origins[0]
	}
	if o.rows[name] == nil {
		o.rows[name] = &OriginRow{Origin: name}
	}
	return o.rows[name]
}

// addValidation counts a validation into the tables.
func (o *Outputs) addValidation(v *store.Validation) {
	vd := v.Verdict
	if ex := v.Input.Sibling; ex != nil && ex.Build != "" {
		o.builds[ex.Build] = true
	}
	o.validated++
	if !vd.Validated {
		o.notValidated++
	}
	if vd.Facts.FixChecked {
		o.checked[vd.FixID] = true
	}
	switch {
	case vd.Facts.Lacks == "":
	case vd.Upstream != nil && vd.Upstream.Relation == validate.OwnTestFails:
		o.failing[vd.FixID] = true
	default:
		o.lacking[vd.FixID] = true
	}
	if r := v.Input.Reference; r != nil {
		o.reference[validate.ReferenceStanding(r)]++
	}
	row := o.origin(v.Input.Test.Origin)
	row.Validated++
	if vd.Facts.Validity == failure.ClassOK || vd.Facts.Validity == failure.ClassOther {
		row.Valid++
	}
	for i, stage := range vd.Stages {
		if i < len(o.holds) && stage.Holds {
			o.holds[i]++
		}
	}
	if vd.Candidate() {
		row.CandidateTests++
		o.originOf[vd.TestID] = row.Origin
		o.verdicts = append(o.verdicts, vd)
		o.products[vd.TestID] = appendFold(o.products[vd.TestID], v.Input.Product)
	}
}

// Tables are the paper's Tables 1–3 over a campaign. `reaper status`, `reaper report` and the
// review dashboard all show them, so they all compute them here: Outputs.Tables, then
// WithTriage for the columns that depend on the reviewers' decisions.
type Tables struct {
	// Candidates are the deduplicated candidates (validate.Dedupe), Bugs the candidates
	// clustered by root cause (validate.Cluster). A candidate a fix the target lacks accounts
	// for (Candidate.Upstream) is listed but belongs to no bug and is counted only in Upstream.
	Candidates []Candidate `json:"candidates"`
	Bugs       []Bug       `json:"bugs"`
	// Upstream is what the target's age shows: the fixes it lacks and the candidates set apart.
	Upstream UpstreamCounts `json:"upstream"`

	// Table 1. Kinds counts the candidates per DBMS and kind, by triage status; ByKind and
	// ByDBMS count them per kind and per DBMS, Triage per current triage status (new when
	// nobody decided yet); BugsByKind and BugTriage count the bugs per kind and per triage
	// status, as the paper counts bugs.
	Kinds      []KindRow `json:"kinds"`
	ByKind     []Count   `json:"by_kind"`
	ByDBMS     []Count   `json:"by_dbms"`
	Triage     []Count   `json:"triage"`
	BugsByKind []Count   `json:"bugs_by_kind"`
	BugTriage  []Count   `json:"bug_triage"`

	// Table 2: the sibling tests per anchor origin.
	Origins []OriginRow `json:"origins"`

	// Builds names the engine builds the validated tests ran on ("go-mysql-server 4882ca9
	// (2026-08-21)"): a finding is a bug in a named build. Validations stored before builds
	// were recorded name none.
	Builds []string `json:"builds"`

	// Table 3. StageHolds counts the validated tests each validation stage held for;
	// ByEvidence the candidates per evidence class (a candidate can carry several). Validated
	// counts the validations, NotValidated those that reached no verdict.
	StageHolds   []Count `json:"stage_holds"`
	ByEvidence   []Count `json:"by_evidence"`
	Validated    int     `json:"validated"`
	NotValidated int     `json:"not_validated"`

	// Reference counts the validated tests that ran with a reference engine by how they stood
	// with it (validate.ReferenceStanding): compared, or not comparable by the kind of reason
	// (validate.ReferenceSkip), or not compared; empty without a reference.
	Reference []Count `json:"reference,omitempty"`
}

// UpstreamCounts count what a target older than the history mined shows (validate.Upstream).
type UpstreamCounts struct {
	// Checked counts the fixes whose historical runs on the target tell whether it has them,
	// Lacking those whose regression statement it still fails as before the fix.
	Checked int `json:"checked"`
	Lacking int `json:"lacking"`
	// Failing counts the fixes in the history of the build the target runs whose regression
	// statement fails there as before the fix (validate.OwnTestFails).
	Failing int `json:"failing"`
	// LacksFix, FixedUpstream and OwnTestFails count the candidates set apart by relation: a
	// sibling of a fix the target lacks, a regression statement of a fix it lacks, and a
	// sibling of a fix whose own statement fails on the build that holds it.
	LacksFix      int `json:"lacks_fix"`
	FixedUpstream int `json:"fixed_upstream"`
	OwnTestFails  int `json:"own_test_fails"`
}

// Counted is how many of the candidates the tables count: those not set apart.
func (t Tables) Counted() int {
	return len(t.Candidates) - t.Upstream.LacksFix - t.Upstream.FixedUpstream - t.Upstream.OwnTestFails
}

// Note says, when the target lacks any fix, how many and what follows, in one line; "" when it
// lacks none.
func (u UpstreamCounts) Note() string {
	var parts []string
	if u.Lacking > 0 {
		parts = append(parts, fmt.Sprintf("the target lacks %d of %d fixes checked on it: it is older than the history; %s of a fix it lacks and %d %s fixed upstream, both set apart from the bugs",
			u.Lacking, u.Checked, tally.Plural(u.LacksFix, "candidate is a sibling", "candidates are siblings"), u.FixedUpstream, tally.Noun(u.FixedUpstream, "is", "are")))
	}
	if u.Failing > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d fixes checked fail their own regression statement on the build that holds them (a regression, or a context reaper does not reproduce); their siblings' %s set apart from the bugs for review",
			u.Failing, u.Checked, tally.Plural(u.OwnTestFails, "candidate is", "candidates are")))
	}
	return strings.Join(parts, "; ")
}

// Candidate is a deduplicated candidate with what the tables count it by.
type Candidate struct {
	validate.Candidate
	// DBMS are the products of the targets its tests ran on; Bug is the id of its bug. Its
	// kind is the embedded candidate's (failure.Kind).
	DBMS []string `json:"dbms"`
	Bug  string   `json:"bug"`
	// Status is its current triage status (store.Decisions.CandidateStatus); WithTriage fills
	// it.
	Status string `json:"status,omitempty"`
}

// Bug is a bug (validate.Cluster) with its triage status.
type Bug struct {
	validate.Bug
	// Status is its current triage status (store.Decisions.BugStatus); WithTriage fills it.
	Status string `json:"status,omitempty"`
}

// Count is one labelled number of a table.
type Count struct {
	Label string `json:"label"`
	N     int    `json:"n"`
}

// KindRow is a row of Table 1: the candidates of one DBMS and kind, by triage status.
type KindRow struct {
	DBMS       string         `json:"dbms"`
	Kind       string         `json:"kind"`
	Candidates int            `json:"candidates"`
	Status     map[string]int `json:"status"`
}

// OriginRow is a row of Table 2: the sibling tests of one anchor origin (n_fault, candidate,
// random) generated, validated, syntactically and semantically valid (ran, or failed for a
// reason other than syntax, names, types and arity), and candidate; and the deduplicated
// candidates whose first test has the origin, the candidates Table 1 counts (those not set
// apart), so that the rows add up to Tables.Counted.
type OriginRow struct {
	Origin         string `json:"origin"`
	Generated      int    `json:"generated"`
	Validated      int    `json:"validated"`
	Valid          int    `json:"valid"`
	CandidateTests int    `json:"candidate_tests"`
	Candidates     int    `json:"candidates"`
}

// KindLabels are the kinds of candidates and bugs, in the order the tables list them.
var KindLabels = func() []string {
	out := make([]string, len(failure.Kinds))
	for i, k := range failure.Kinds {
		out[i] = string(k)
	}
	return out
}()

// origins are the anchor origins, in the order Table 2 lists them; a test without one is an
// n_fault test, made before origins were recorded.
var origins = []string{"n_fault", "candidate", "random"}

// Tables computes the tables without the triage columns.
func (o *Outputs) Tables() Tables {
	t := Tables{Validated: o.validated, NotValidated: o.notValidated, Builds: []string{},
		Upstream: UpstreamCounts{Checked: len(o.checked), Lacking: len(o.lacking), Failing: len(o.failing)}}
	for b := range o.builds {
		t.Builds = append(t.Builds, b)
	}
	sort.Strings(t.Builds)
	for _, name := range origins {
		t.Origins = append(t.Origins, *o.rows[name])
	}
	var rest []string
	for name := range o.rows {
		if !slices.Contains(origins, name) {
			rest = append(rest, name)
		}
	}
	sort.Strings(rest)
	for _, name := range rest {
		t.Origins = append(t.Origins, *o.rows[name])
	}
	for i, name := range []string{validate.StageFailure, validate.StageCriterion, validate.StageOracle} {
		t.StageHolds = append(t.StageHolds, Count{name, o.holds[i]})
	}

	byKind, byDBMS, byEvidence, byOrigin := map[string]int{}, map[string]int{}, map[string]int{}, map[string]int{}
	deduped := validate.Dedupe(o.verdicts)
	t.Candidates = make([]Candidate, 0, len(deduped))
	for _, c := range deduped {
		cand := Candidate{Candidate: c}
		for _, id := range c.Tests {
			for _, p := range o.products[id] {
				cand.DBMS = appendFold(cand.DBMS, p)
			}
		}
		sort.Strings(cand.DBMS)
		t.Candidates = append(t.Candidates, cand)
		if c.Upstream != nil {
			// Set apart: counted here only.
			switch c.Upstream.Relation {
			case validate.FixedUpstream:
				t.Upstream.FixedUpstream++
			case validate.OwnTestFails:
				t.Upstream.OwnTestFails++
			default:
				t.Upstream.LacksFix++
			}
			continue
		}
		for _, ev := range c.Evidence {
			// A differential makes no candidate on its own: it is not a class of Table 3.
			if ev != validate.EvidenceDifferential {
				byEvidence[ev]++
			}
		}
		byOrigin[o.originOf[c.Tests[0]]]++
		byKind[string(cand.Kind)]++
		for _, d := range cand.DBMS {
			byDBMS[d]++
		}
	}
	for i := range t.Origins {
		t.Origins[i].Candidates = byOrigin[t.Origins[i].Origin]
	}
	t.ByKind = Counts(byKind, KindLabels...)
	t.ByDBMS = Counts(byDBMS)
	t.ByEvidence = Counts(byEvidence, validate.EvidenceFix, validate.EvidenceOracle, validate.EvidenceCrash, validate.EvidenceErrorPath)
	if len(o.reference) > 0 {
		for _, c := range Counts(o.reference, validate.ReferenceStandings()...) {
			if c.N > 0 {
				t.Reference = append(t.Reference, c)
			}
		}
	}
	bugs := validate.Cluster(deduped)
	bugOf := validate.BugOf(bugs)
	for i := range t.Candidates {
		t.Candidates[i].Bug = bugOf[t.Candidates[i].ID]
	}
	t.Bugs = make([]Bug, 0, len(bugs))
	bugsByKind := map[string]int{}
	for _, b := range bugs {
		t.Bugs = append(t.Bugs, Bug{Bug: b})
		bugsByKind[string(b.Kind)]++
	}
	t.BugsByKind = Counts(bugsByKind, KindLabels...)
	return t
}

// WithTriage returns the tables with the triage columns filled from the current decisions
// (store.CurrentTriage). t is left as it is, so the tables can be read once and the decisions
// every time they change.
func (t Tables) WithTriage(current store.Decisions) Tables {
	t.Candidates = append([]Candidate(nil), t.Candidates...)
	t.Bugs = append([]Bug(nil), t.Bugs...)
	byStatus, bugsByStatus := map[string]int{}, map[string]int{}
	for i := range t.Bugs {
		b := &t.Bugs[i]
		b.Status = current.BugStatus(b.ID, b.Candidates)
		bugsByStatus[b.Status]++
	}
	t.BugTriage = Counts(bugsByStatus, store.TriageStatuses...)
	rows := map[[2]string]*KindRow{}
	for i := range t.Candidates {
		c := &t.Candidates[i]
		c.Status = current.CandidateStatus(c.ID, c.Bug)
		if c.Upstream != nil {
			continue // set apart: in no table of candidates
		}
		byStatus[c.Status]++
		dbs := c.DBMS
		if len(dbs) == 0 {
			dbs = []string{"?"}
		}
		for _, d := range dbs {
			k := [2]string{d, string(c.Kind)}
			if rows[k] == nil {
				rows[k] = &KindRow{DBMS: d, Kind: string(c.Kind), Status: map[string]int{}}
			}
			rows[k].Candidates++
			rows[k].Status[c.Status]++
		}
	}
	t.Triage = Counts(byStatus, store.TriageStatuses...)
	t.Kinds = make([]KindRow, 0, len(rows))
	for _, r := range rows {
		t.Kinds = append(t.Kinds, *r)
	}
	sort.Slice(t.Kinds, func(i, j int) bool {
		if t.Kinds[i].DBMS != t.Kinds[j].DBMS {
			return t.Kinds[i].DBMS < t.Kinds[j].DBMS
		}
		return t.Kinds[i].Kind < t.Kinds[j].Kind
	})
	return t
}

// Counts lists m's labels: those of order first, in that order and even when zero, then the
// rest by count, then by label.
func Counts(m map[string]int, order ...string) []Count {
	out := make([]Count, 0, len(m)+len(order))
	seen := map[string]bool{}
	for _, l := range order {
		seen[l] = true
		out = append(out, Count{l, m[l]})
	}
	rest := map[string]int{}
	for l, n := range m {
		if !seen[l] {
			rest[l] = n
		}
	}
	for _, r := range TopReasons(rest, len(rest)) {
		out = append(out, Count{r.Reason, r.Count})
	}
	return out
}

// appendFold appends s to list unless it is empty or there already, case aside (one product
// spelled two ways by two targets is one DBMS).
func appendFold(list []string, s string) []string {
	if s == "" {
		return list
	}
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return list
		}
	}
	return append(list, s)
}
