package eval

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/internal/sqlvalue"
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
		var run []dbms.Statement
		for _, s := range append(append([]testfmt.Statement(nil), tc.Setup...), tc.Statements...) {
			run = append(run, dbms.Statement{SQL: s.SQL, Connection: s.Connection})
		}
		o := opts
		o.Database = sibling.Test{FixID: fix.ID, Setup: tc.Setup, Statements: tc.Statements}.Database()
		ex, err := tg.Run(ctx, run, o)
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
			if newFeature(product, r) != "" {
				feature = fmt.Sprintf("setup %q: %s", short(tc.Setup[bad].SQL), describe(r))
			} else {
				setupFailed = fmt.Sprintf("%q: %s", short(tc.Setup[bad].SQL), describe(r))
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
			kind, why := judge(product, s, r)
			switch kind {
			case "":
			case "feature":
				feature = fmt.Sprintf("%q: %s", short(s.SQL), why)
			case "hang":
				hang = fmt.Sprintf("%q", short(s.SQL))
			default:
				fails = append(fails, failing{stmt: s, setup: append([]string(nil), before...), kind: kind, why: why, outcome: describe(r)})
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
				FixedBy: fix.ID, FixedByTitle: fix.Title, Recorded: describeExpect(f.stmt.Expect),
				Construct: strings.ToUpper(name), Class: f.kind, Trigger: sqlvalue.Classes(sqlvalue.Scope(f.stmt.SQL, name)),
				Setup: f.setup, SQL: f.stmt.SQL, Observed: f.outcome,
				Expected:  "as the fix records: " + describeExpect(f.stmt.Expect),
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

// judge compares a statement's result on the release with what its fix records: the failure
// class (crash when the server went down, internal for an internal error, else the kind) and why, "feature" when the release lacks the feature, "hang", or "" when it behaves.
func judge(product string, s testfmt.Statement, r dbms.Result) (string, string) {
	e := s.Expect
	switch r.Outcome {
	case dbms.OutcomeCrash:
		return profile.ClassCrash, describe(r)
	case dbms.OutcomeInternal:
		return profile.ClassInternal, describe(r)
	case dbms.OutcomeHang:
		return "hang", ""
	case dbms.OutcomeNotRun, "":
		return "", ""
	}
	if why := validate.InternalLike(product, r); why != "" {
		return profile.ClassInternal, describe(r) + " (" + why + ")"
	}
	switch {
	case e.Kind == testfmt.ExpectError && r.Outcome == dbms.OutcomeOK:
		return KindError, "succeeds where the fix expects an error " + orAny(e.Error)
	case (e.Kind == testfmt.ExpectOK || e.Kind == testfmt.ExpectRows) && r.Outcome == dbms.OutcomeError:
		if why := newFeature(product, r); why != "" {
			return "feature", why
		}
		return KindError, "is rejected (" + describe(r) + ") where the fix expects success"
	case e.Kind == testfmt.ExpectRows && r.Outcome == dbms.OutcomeOK && len(r.Columns) > 0 && comparable(e):
		if !sameRows(s.SQL, e.Rows, r.Rows) {
			return KindWrongResult, fmt.Sprintf("returns %s where the fix records %s", rowsText(r.Rows), expectRowsText(e.Rows))
		}
	}
	return "", ""
}

// newFeature says why an error shows the release lacks a feature the statement uses (a syntax
// error, an unknown function or variable, an unsupported feature), or "".
func newFeature(product string, r dbms.Result) string {
	if r.Outcome != dbms.OutcomeError {
		return ""
	}
	if why := validate.Unsupported(product, r); why != "" {
		return why
	}
	switch sibling.Classify(product, r) {
	case sibling.ClassSyntax:
		return "syntax the release does not have: " + describe(r)
	case sibling.ClassSemantic:
		return "a name or form the release does not know: " + describe(r)
	}
	return ""
}

// orderBy finds an ORDER BY, after which rows compare in order.
var orderBy = regexp.MustCompile(`(?i)\border\s+by\b`)

// goSource matches a recorded cell that is Go source rather than a value (types.NewOkResult(1),
// time.Date(...), a struct or slice literal such as []byte{0x41}): such a record cannot be
// compared with a result.
var goSource = regexp.MustCompile(`^(\[\])?[A-Za-z_][\w.]*\s*[({]`)

func comparable(e testfmt.Expect) bool {
	for _, row := range e.Rows {
		for _, c := range row {
			if goSource.MatchString(strings.TrimSpace(c)) {
				return false
			}
		}
	}
	return true
}

// sameRows compares recorded rows with a result, cell by cell after normalising (NULL, booleans
// as 0/1, numbers by value, JSON by structure): in order when the statement orders its rows,
// else as multisets.
func sameRows(sql string, want [][]string, got [][]*string) bool {
	if len(want) != len(got) {
		return false
	}
	key := func(row []string) string {
		out := make([]string, len(row))
		for i, c := range row {
			out[i] = normCell(c)
		}
		return strings.Join(out, "\x00")
	}
	a, b := make([]string, len(want)), make([]string, len(got))
	for i := range want {
		a[i] = key(want[i])
		g := make([]string, len(got[i]))
		for k, c := range got[i] {
			g[k] = "NULL"
			if c != nil {
				g[k] = *c
			}
		}
		b[i] = key(g)
	}
	if !orderBy.MatchString(sql) {
		slices.Sort(a)
		slices.Sort(b)
	}
	return slices.Equal(a, b)
}

func normCell(c string) string {
	c = strings.TrimSpace(c)
	switch strings.ToLower(c) {
	case "null", "nil", "<nil>":
		return "NULL"
	case "true":
		return "1"
	case "false":
		return "0"
	}
	if f, err := strconv.ParseFloat(c, 64); err == nil && !math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'g', 12, 64)
	}
	if t := strings.TrimSpace(c); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		var v any
		if json.Unmarshal([]byte(t), &v) == nil {
			b, _ := json.Marshal(v)
			return string(b)
		}
	}
	return c
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

func describe(r dbms.Result) string {
	switch r.Outcome {
	case dbms.OutcomeOK:
		if len(r.Columns) > 0 {
			return "ok, rows " + rowsText(r.Rows)
		}
		return "ok"
	case dbms.OutcomeError, dbms.OutcomeInternal:
		return validate.Signature(r)
	}
	return r.Outcome
}

func describeExpect(e testfmt.Expect) string {
	switch e.Kind {
	case testfmt.ExpectError:
		return "an error " + orAny(e.Error)
	case testfmt.ExpectRows:
		return "rows " + expectRowsText(e.Rows)
	}
	return e.Kind
}

func rowsText(rows [][]*string) string {
	out := make([][]string, len(rows))
	for i, row := range rows {
		for _, c := range row {
			v := "NULL"
			if c != nil {
				v = *c
			}
			out[i] = append(out[i], v)
		}
	}
	return expectRowsText(out)
}

func expectRowsText(rows [][]string) string {
	var b strings.Builder
	for i, row := range rows {
		if i == 5 {
			fmt.Fprintf(&b, " … (%d rows)", len(rows))
			break
		}
		b.WriteString("(" + strings.Join(row, ", ") + ")")
	}
	if len(rows) == 0 {
		return "(none)"
	}
	return short(b.String())
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
