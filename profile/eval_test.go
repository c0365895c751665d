package profile

import (
	"context"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus"
)

func TestReadLabels(t *testing.T) {
	good := `{"repo": "r", "commit": "aaaaaaa", "dialect": "mysql", "n_fault": "TRIM", "also": ["LTRIM"], "class": "crash", "why": "w", "sql": "SELECT TRIM('x')"}

{"repo": "r", "commit": "bbbbbbb", "dialect": "duckdb", "n_fault": "", "class": "none", "why": "w", "sql": "SELECT 1"}
`
	ls, err := ReadLabels(strings.NewReader(good), "good.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want := []Label{
		{Repo: "r", Commit: "aaaaaaa", Dialect: "mysql", Fault: "TRIM", Also: []string{"LTRIM"}, Class: "crash", Why: "w", SQL: "SELECT TRIM('x')"},
		{Repo: "r", Commit: "bbbbbbb", Dialect: "duckdb", Class: "none", Why: "w", SQL: "SELECT 1"},
	}
	if !reflect.DeepEqual(ls, want) {
		t.Errorf("ReadLabels = %+v, want %+v", ls, want)
	}

	for _, c := range []struct{ name, text, want string }{
		{"unknown.jsonl", `{"commit": "aaaaaaa", "class": "crash"}` + "\n" + `{"commit": "bbbbbbb", "fault": "TRIM"}`, `unknown.jsonl:2: json: unknown field "fault"`},
		{"nocommit.jsonl", `{"commit": "aaaaaaa"}` + "\n\n" + `{"n_fault": "TRIM"}`, "nocommit.jsonl:3: a label needs the fix's commit"},
		{"broken.jsonl", `{"commit": `, "broken.jsonl:1:"},
	} {
		_, err := ReadLabels(strings.NewReader(c.text), c.name)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadLabels(%s): %v, want %q", c.name, err, c.want)
		}
	}
}

func TestLabelMatches(t *testing.T) {
	l := Label{Fault: "ON DUPLICATE KEY UPDATE", Also: []string{"VALUES"}}
	for construct, want := range map[string]bool{
		"on_duplicate_key_update": true,
		"values()":                true,
		"INSERT":                  false,
		"":                        false,
	} {
		if got := l.Matches(construct); got != want {
			t.Errorf("Matches(%q) = %v, want %v", construct, got, want)
		}
	}
	if (Label{}).Matches("") {
		t.Error("a label with no n_fault matches the empty construct")
	}
}

// scored builds a profile with the first round's top candidates on each side.
func scored(status, fault, class, queryTop, patchTop string) *Profile {
	p := &Profile{Status: status, Trigger: Trigger{Fault: fault}, Validation: Validation{Failure: Failure{Class: class}}}
	r := Round{}
	if queryTop != "" {
		r.Query = &QueryFinding{Candidates: []Candidate{{Construct: queryTop, Score: 1}}}
	}
	if patchTop != "" {
		r.Patch = &PatchFinding{Candidates: []Candidate{{Construct: patchTop, Score: 1}}}
	}
	p.Provenance.Rounds = []Round{r}
	return p
}

func TestScore(t *testing.T) {
	const (
		c1 = "1000000000000000000000000000000000000000"
		c2 = "2000000000000000000000000000000000000000"
		c3 = "3000000000000000000000000000000000000000"
		c4 = "4000000000000000000000000000000000000000"
		c5 = "5000000000000000000000000000000000000000"
		c6 = "6000000000000000000000000000000000000000"
		c7 = "7000000000000000000000000000000000000000"
		c8 = "abcdef0000000000000000000000000000000000"
	)
	labels := []Label{
		{Commit: c1, Fault: "TRIM", Class: ClassCrash},                             // right, class right, query baseline right
		{Commit: c2[:8], Fault: "IN", Also: []string{"NOT IN"}, Class: ClassError}, // by prefix; right by Also; patch baseline right
		{Commit: c3, Fault: "ORDER BY", Class: ClassWrongResult},                   // wrong construct
		{Commit: c4, Fault: "", Class: "none"},                                     // dropped rightly
		{Commit: c5, Fault: "HAVING", Class: ClassWrongResult},                     // dropped wrongly
		{Commit: c6, Fault: "", Class: "none"},                                     // accepted though nothing is at fault
		{Commit: c7, Fault: "LIMIT", Class: ClassWrongResult},                      // not profiled
		{Commit: c8[:6], Fault: "JOIN", Class: ClassWrongResult},                   // prefix too short to look up
	}
	profiles := map[string]*Profile{
		c1: scored(Accepted, "trim", ClassCrash, "TRIM", "LTRIM"),
		c2: scored(Accepted, "NOT IN", ClassWrongResult, "NOT", "IN"),
		c3: scored(Accepted, "LIMIT", ClassWrongResult, "LIMIT", ""),
		c4: scored(Dropped, "", "", "SELECT", "SQL"),
		c5: scored(Dropped, "", "", "HAVING", "GROUP BY"),
		c6: scored(Accepted, "SELECT", ClassWrongResult, "", ""),
		c8: scored(Accepted, "JOIN", ClassWrongResult, "JOIN", "JOIN"),
	}
	got := Score(labels, profiles)
	want := Report{
		Labels: 8, Profiled: 6, Accepted: 4, Correct: 2, AcceptedFault: 3, Dropped: 2, DroppedRight: 1,
		SingleQuery: 2, SinglePatch: 1, ClassRight: 2,
		Misses: []Miss{{Commit: c3, Got: "LIMIT", Want: "ORDER BY"}, {Commit: c6, Got: "SELECT", Want: ""}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Score =\n%+v\nwant\n%+v", got, want)
	}
}

func TestFindProfileByPrefix(t *testing.T) {
	full := "0123456789abcdef0123456789abcdef01234567"
	p := &Profile{FixID: full}
	profiles := map[string]*Profile{full: p, "short": {FixID: "short"}}
	for _, c := range []struct {
		commit string
		want   *Profile
	}{
		{full, p},
		{full[:7], p},
		{full[:12], p},
		{full[:6], nil},
		{"short", profiles["short"]}, // an exact id of any length
		{"0123456789abcdef0123456789abcdef01234568", nil},
	} {
		if got := findProfile(profiles, c.commit); got != c.want {
			t.Errorf("findProfile(%q) = %v, want %v", c.commit, got, c.want)
		}
	}
}

// The labeled set that measures the brains must stay well-formed as it grows.
func TestLabeledSet(t *testing.T) {
	const name = "testdata/labels.jsonl"
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ls, err := ReadLabels(f, name)
	if err != nil {
		t.Fatal(err)
	}
	if len(ls) < 50 {
		t.Errorf("%d labels, want at least 50", len(ls))
	}
	hex40 := regexp.MustCompile(`^[0-9a-f]{40}$`)
	seen := map[string]int{}
	for i, l := range ls {
		at := name + ": label " + l.Commit
		if !hex40.MatchString(l.Commit) {
			t.Errorf("%s: commit is not 40 lower-case hex digits", at)
		}
		if j, dup := seen[l.Commit]; dup {
			t.Errorf("%s: labeled twice (labels %d and %d)", at, j+1, i+1)
		}
		seen[l.Commit] = i
		if l.Class != "none" && !slices.Contains(Classes, l.Class) {
			t.Errorf("%s: class %q is neither a failure class nor none", at, l.Class)
		}
		if l.Fault != "" && l.Class == "none" {
			t.Errorf("%s: n_fault %q with class none", at, l.Fault)
		}
		if strings.TrimSpace(l.Why) == "" || strings.TrimSpace(l.SQL) == "" {
			t.Errorf("%s: empty why or sql", at)
		}
		if l.Set != "dev" && l.Set != "holdout" {
			t.Errorf("%s: set %q is neither dev nor holdout", at, l.Set)
		}
	}
}

// The paper's own examples, reconstructed as import records, profile to the construct the paper
// names, with its failure class.
func TestPaperExamples(t *testing.T) {
	f, err := os.Open("testdata/paper_fixes.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fixes, bad, err := corpus.ImportJSONL(f)
	if err != nil || len(bad) > 0 {
		t.Fatalf("import: %v %v", err, bad)
	}
	lf, err := os.Open("testdata/paper_labels.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer lf.Close()
	labels, err := ReadLabels(lf, "paper_labels.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Label{}
	for _, l := range labels {
		want[l.Commit] = l
	}
	if len(fixes) != len(labels) || len(fixes) < 4 {
		t.Fatalf("%d fixes, %d labels", len(fixes), len(labels))
	}
	brain := &Rules{}
	for _, fix := range fixes {
		p, err := Build(context.Background(), fix, brain, Options{})
		if err != nil {
			t.Fatal(err)
		}
		l, ok := want[fix.ID]
		if !ok {
			t.Fatalf("fix %s has no label", fix.ID)
		}
		if p.Status != Accepted || !l.Matches(p.Trigger.Fault) || p.Validation.Failure.Class != l.Class {
			t.Errorf("%s: %s n_fault %q class %q, want %q class %q (%s)", fix.ID, p.Status, p.Trigger.Fault,
				p.Validation.Failure.Class, l.Fault, l.Class, p.Reason)
		}
	}
}
