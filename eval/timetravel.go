package eval

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Reasons a fix made after the release gives no time-travel label.
const (
	DropPasses      = "passes on the release"
	DropFeature     = "fails for a feature added later"
	DropSetup       = "its setup fails on the release"
	DropHang        = "hangs on the release"
	DropOtherwise   = "fails otherwise than the fix says"
	DropNoConstruct = "no failing statement holds a construct the fix names"
	DropNoStatement = "no statement to run"
	DropSame        = "the same statement fails the same way as an earlier fix's label"
)

// Dropped is a fix that made no label, with the reason and the detail a reader checks it by.
type Dropped struct {
	Fix    string `json:"fix"`
	Title  string `json:"title"`
	Reason string `json:"reason"`
	Detail string `json:"detail,omitempty"`
}

// Derivation is what TimeTravel made of the fixes after a release.
type Derivation struct {
	Fixes   int       `json:"fixes"`
	Labels  []Label   `json:"labels"`
	Dropped []Dropped `json:"dropped"`
}

// DropCounts counts the dropped fixes by reason, most frequent first.
func (d *Derivation) DropCounts() []Count {
	m := map[string]int{}
	for _, x := range d.Dropped {
		m[x.Reason]++
	}
	return counts(m)
}

// TimeTravel runs the regression statements of fixes made after a release on tg, which must be
// that release, and keeps as a label each fix whose statements fail there the way the fix says
// they failed before it: a crash or internal error, an error where the fix records success
// (unless the error says the feature did not exist yet: syntax, unknown name, unsupported), no
// error where it records one, or other rows than it records. The label's construct is the one
// the fix's profile names (n_fault, then its ranked candidates) that the failing statement
// holds; profiles maps fix ids to them. step (may be nil) is called after each fix.
func TimeTravel(ctx context.Context, tg dbms.Target, product string, fixes []*corpus.FixRecord, profiles map[string]*profile.Profile,
	opts dbms.RunOptions, step func()) (*Derivation, error) {
	d := &Derivation{Fixes: len(fixes)}
	// Oldest first: a statement that later commits re-record (a follow-up, a refactoring of the
	// tests) is labeled once, from the fix that first made it pass.
	fixes = slices.Clone(fixes)
	slices.SortStableFunc(fixes, func(a, b *corpus.FixRecord) int { return a.Date.Compare(b.Date) })
	seen := map[string]string{}
	for _, fix := range fixes {
		if ctx.Err() != nil {
			return d, ctx.Err()
		}
		l, drop, err := travel(ctx, tg, product, fix, profiles[fix.ID], opts)
		if err != nil {
			return d, err
		}
		if l != nil {
			k := strings.ToUpper(l.Construct) + "\x00" + l.Kind() + "\x00" + strings.Join(strings.Fields(strings.ToLower(l.SQL)), " ")
			if first, ok := seen[k]; ok {
				d.Dropped = append(d.Dropped, Dropped{Fix: fix.ID, Title: fix.Title, Reason: DropSame, Detail: "label " + first})
			} else {
				seen[k] = l.ID
				d.Labels = append(d.Labels, *l)
			}
		} else {
			drop.Fix, drop.Title = fix.ID, fix.Title
			d.Dropped = append(d.Dropped, drop)
		}
		if step != nil {
			step()
		}
	}
	return d, nil
}

// failing is one statement of a fix's test that fails on the release.
type failing struct {
	stmt    testfmt.Statement
	setup   []string
	kind    string
	why     string
	outcome string
}

func travel(ctx context.Context, tg dbms.Target, product string, fix *corpus.FixRecord, p *profile.Profile, opts dbms.RunOptions) (*Label, Dropped, error) {
	var fails []failing
	var feature, setupFailed, hang string
	ran := false
	for _, tc := range fix.Tests {
		if len(tc.Statements) == 0 {
			continue
		}
		ran = true
		o := opts
		o.Database = sibling.Test{FixID: fix.ID, Setup: tc.Setup, Statements: tc.Statements}.Database()
		ex, err := tg.Run(ctx, execute.Script(tc.Setup, tc.Statements), o)
		if err != nil && ex == nil {
			return nil, Dropped{}, fmt.Errorf("time travel: fix %s, test %s: %w", fix.ID, tc.Name, err)
		}
		results := ex.Results
		bad := -1
		for i := range tc.Setup {
			if i >= len(results) || results[i].Outcome != dbms.OutcomeOK {
				bad = i
				break
			}
		}
		if bad >= 0 {
			r := dbms.Result{Outcome: dbms.OutcomeNotRun}
			if bad < len(results) {
				r = results[bad]
			}
			if validate.NewFeature(product, r) != "" {
				feature = fmt.Sprintf("setup %q: %s", short(tc.Setup[bad].SQL), validate.Describe(r))
			} else {
				setupFailed = fmt.Sprintf("%q: %s", short(tc.Setup[bad].SQL), validate.Describe(r))
			}
			continue
		}
		var before []string
		for _, s := range tc.Setup {
			before = append(before, s.SQL)
		}
		for j, s := range tc.Statements {
			i := len(tc.Setup) + j
			if i >= len(results) {
				break
			}
			r := results[i]
			kind, why := validate.AsBefore(product, s, r)
			switch kind {
			case "":
			case validate.AsBeforeFeature:
				feature = fmt.Sprintf("%q: %s", short(s.SQL), why)
			case validate.AsBeforeHang:
				hang = fmt.Sprintf("%q", short(s.SQL))
			default:
				fails = append(fails, failing{stmt: s, setup: append([]string(nil), before...), kind: kind, why: why, outcome: validate.Describe(r)})
			}
			before = append(before, s.SQL)
		}
	}
	switch {
	case !ran:
		return nil, Dropped{Reason: DropNoStatement}, nil
	case len(fails) == 0 && feature != "":
		return nil, Dropped{Reason: DropFeature, Detail: feature}, nil
	case len(fails) == 0 && setupFailed != "":
		return nil, Dropped{Reason: DropSetup, Detail: setupFailed}, nil
	case len(fails) == 0 && hang != "":
		return nil, Dropped{Reason: DropHang, Detail: hang}, nil
	case len(fails) == 0:
		return nil, Dropped{Reason: DropPasses}, nil
	}

	// The construct at fault: the profile's n_fault, then its ranked candidates, in the first
	// failing statement that holds one.
	var names []string
	if p != nil {
		if p.Trigger.Fault != "" {
			names = append(names, p.Trigger.Fault)
		}
		for _, c := range p.Candidates {
			if !slices.ContainsFunc(names, func(n string) bool { return profile.SameConstruct(n, c.Construct) }) {
				names = append(names, c.Construct)
			}
		}
	}
	want := ""
	if p != nil {
		want = KindOfClass(p.Validation.Failure.Class)
	}
	var otherwise string
	for _, name := range names {
		for _, f := range fails {
			if !Holds(f.stmt.SQL, name) {
				continue
			}
			// A crash is a bug whatever the fix says; another failure must be the fix's kind.
			if kind := (Label{Class: f.kind}).Kind(); want != "" && kind != want && kind != KindCrash {
				otherwise = fmt.Sprintf("the fix is about %s, the release gives %s: %s", want, kind, f.why)
				continue
			}
			return &Label{
				ID: shortHash(fix.ID) + "/" + strings.ToUpper(name), Source: "timetravel", Live: true,
				FixedBy: fix.ID, FixedByTitle: fix.Title, Recorded: validate.DescribeExpect(f.stmt.Expect),
				Construct: strings.ToUpper(name), Class: f.kind, Trigger: sqlvalue.Classes(sqlvalue.Scope(f.stmt.SQL, name)),
				Setup: f.setup, SQL: f.stmt.SQL, Observed: f.outcome,
				Expected:  "as the fix records: " + validate.DescribeExpect(f.stmt.Expect),
				Reasoning: fmt.Sprintf("run on the release, the fix's statement %s; the fix (%s) says it is about %s", f.why, fix.Title, orAny(want)),
			}, Dropped{}, nil
		}
	}
	if otherwise != "" {
		return nil, Dropped{Reason: DropOtherwise, Detail: otherwise}, nil
	}
	return nil, Dropped{Reason: DropNoConstruct, Detail: fmt.Sprintf("the profile names %s; the first failing statement is %q (%s)",
		orAny(strings.Join(names, ", ")), short(fails[0].stmt.SQL), fails[0].why)}, nil
}

// holdsRE caches the pattern of each construct Holds looks for.
var holdsRE sync.Map

// Holds reports whether sql holds construct: its words in order, as whole words, any case.
func Holds(sql, construct string) bool {
	words := strings.Fields(construct)
	if len(words) == 0 {
		return false
	}
	key := strings.ToUpper(strings.Join(words, " "))
	re, ok := holdsRE.Load(key)
	if !ok {
		for i, w := range words {
			words[i] = regexp.QuoteMeta(w)
		}
		re, _ = holdsRE.LoadOrStore(key, regexp.MustCompile(`(?i)(^|[^A-Za-z0-9_$])`+strings.Join(words, `\s+`)+`($|[^A-Za-z0-9_$])`))
	}
	return re.(*regexp.Regexp).MatchString(sql)
}

func short(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 160 {
		return string(r[:157]) + "..."
	}
	return s
}

func shortHash(id string) string {
	if len(id) > 10 {
		return id[:10]
	}
	return id
}

func orAny(s string) string {
	if s == "" {
		return "(any)"
	}
	return s
}
