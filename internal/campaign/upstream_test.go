package campaign

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/backends/enginebuild"
	"github.com/reaper-sql/reaper/internal/gitfixture"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// upstreamFix is a fix record of one regression statement with the rows its test records.
func upstreamFix(id, title, date, sql string, rows ...string) *corpus.FixRecord {
	d, _ := time.Parse("2006-01-02", date)
	exp := testfmt.Expect{Kind: testfmt.ExpectRows}
	for _, r := range rows {
		exp.Rows = append(exp.Rows, []string{r})
	}
	return &corpus.FixRecord{ID: id, Source: "import", Date: d, Title: title, Description: title, Dialect: dialect.MySQL, Layout: "sql",
		Tests: []corpus.TestCase{{File: id + ".sql", Format: "sql", Name: id,
			Statements: []testfmt.Statement{{SQL: sql, Line: 1, EndLine: 1, Key: true, Expect: exp}}}}}
}

// On the embedded go-mysql-server v0.20.0, older than these fixes: TRIM and RTRIM of a TIME
// fail there (a nil-pointer panic, an "invalid type: %!s(<nil>)" error) where their fixes record
// the time back, and 1 + 1 gives 2 as its fix records. The first two fixes are lacking, the
// third is not; a sibling of a lacking fix is set apart as "lacks fix", one whose statement is
// the other fix's regression statement as "fixed upstream", and neither makes a bug.
func TestTargetLacksFix(t *testing.T) {
	dbmstest.Engines(t)
	ctx := t.Context()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	trim := upstreamFix("trim-time", "`TRIM` of a TIME value panics", "2026-03-01", "SELECT TRIM(TIME('12:34:56.123456'))", "12:34:56.123456")
	rtrim := upstreamFix("rtrim-time", "`RTRIM` of a TIME value fails", "2026-04-01", "select rtrim(time('12:34:56.123456')) ;", "12:34:56.123456")
	plus := upstreamFix("plus", "`+` of two integers is wrong", "2026-02-01", "SELECT 1 + 1", "2")
	for _, f := range []*corpus.FixRecord{trim, rtrim, plus} {
		if err := st.PutFix(ctx, f); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Run(ctx, st, Options{}, nil); err != nil {
		t.Fatal(err)
	}
	s, err := Stat(ctx, st, dialect.Target{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Upstream.Checked != 3 || s.Upstream.Lacking != 2 || !strings.Contains(s.Upstream.Note(), "lacks 2 of 3 fixes") {
		t.Fatalf("upstream counts %+v (%s); want 2 lacking of 3 checked", s.Upstream, s.Upstream.Note())
	}
	vals, err := st.ListValidations(ctx, "", false)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, v := range vals {
		f := v.Verdict.Facts
		seen[v.Verdict.FixID] = true
		switch lacking := f.Lacks != ""; {
		case !f.FixChecked:
			t.Errorf("test %s of %s: the historical run did not tell: %+v", v.Verdict.TestID, v.Verdict.FixID, f)
		case lacking != (v.Verdict.FixID != plus.ID):
			t.Errorf("test %s of %s: lacks %q", v.Verdict.TestID, v.Verdict.FixID, f.Lacks)
		}
	}
	if len(seen) != 3 {
		t.Fatalf("validations of %d fixes, want 3: %v", len(seen), seen)
	}

	var fixedUp, lacks *Candidate
	for i, c := range s.Candidates {
		switch {
		case c.Upstream == nil:
			if strings.Contains(c.Construct, "TRIM") {
				t.Errorf("candidate %s (%s) of a lacking fix counted as a bug", c.ID, c.Construct)
			}
		case c.Upstream.Relation == validate.FixedUpstream:
			fixedUp = &s.Candidates[i]
		case c.Upstream.Relation == validate.LacksFix:
			lacks = &s.Candidates[i]
		}
		if c.Upstream != nil && c.Bug != "" {
			t.Errorf("candidate %s set apart (%s) belongs to bug %s", c.ID, c.Upstream, c.Bug)
		}
	}
	if fixedUp == nil || lacks == nil {
		t.Fatalf("candidates %s: want one fixed upstream and one of a fix the target lacks", candidateKeys(plain(s.Candidates)))
	}
	// RTRIM's sibling of TRIM is rtrim-time's statement (and TRIM's of RTRIM trim-time's).
	u := fixedUp.Upstream
	want := map[string]*corpus.FixRecord{"RTRIM": rtrim, "TRIM": trim}[fixedUp.Construct]
	if want == nil || u.Fix != want.ID || !u.Date.Equal(want.Date) || u.Observed == "" || u.Recorded != "rows (12:34:56.123456)" {
		t.Fatalf("fixed-upstream candidate %s (%s): %+v", fixedUp.ID, fixedUp.Construct, u)
	}
	if lacks.Upstream.Fix != lacks.Fixes[0] || lacks.Upstream.Date.IsZero() || !strings.HasPrefix(lacks.Upstream.String(), "target lacks fix ") {
		t.Fatalf("lacks-fix candidate %s: %+v", lacks.ID, lacks.Upstream)
	}
	apart := s.Upstream.LacksFix + s.Upstream.FixedUpstream
	if apart < 2 || s.Counted() != len(s.Candidates)-apart {
		t.Fatalf("%d candidates, %d counted, upstream %+v", len(s.Candidates), s.Counted(), s.Upstream)
	}
	for _, b := range s.Bugs {
		for _, id := range b.Candidates {
			if id == fixedUp.ID || id == lacks.ID {
				t.Errorf("bug %s holds the candidate %s set apart", b.ID, id)
			}
		}
	}
}

// TestOwnTestFailsOnTheBuildThatHoldsTheFix: on an engine built at a revision, a fix in that
// revision's history is never "lacking" nor what a failure is "fixed upstream" by: a sibling of
// a fix whose own statement fails there is set apart as "own test fails", and the note says so
// instead of calling the target older than the history.
func TestOwnTestFailsOnTheBuildThatHoldsTheFix(t *testing.T) {
	ctx := t.Context()
	repo := t.TempDir()
	hashes := gitfixture.Build(t, repo, []gitfixture.Commit{
		{Msg: "the fix", Files: map[string]string{"go.mod": "module " + enginebuild.GMSModule + "\n"}},
		{Msg: "later", Files: map[string]string{"a.go": "package gms\n"}},
	})
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	inHistory := upstreamFix("in-history", "`TRIM` of a TIME value panics", "2026-03-01", "SELECT TRIM(TIME('12:34:56'))", "12:34:56")
	inHistory.Commit = hashes[0].String()
	elsewhere := upstreamFix("elsewhere", "`RTRIM` of a TIME value fails", "2026-04-01", "SELECT RTRIM(TIME('12:34:56'))", "12:34:56")
	elsewhere.Commit = strings.Repeat("ab", 20)
	for _, f := range []*corpus.FixRecord{inHistory, elsewhere} {
		if err := st.PutFix(ctx, f); err != nil {
			t.Fatal(err)
		}
	}
	u := newUpstream(st, nil, "go-mysql-server", enginebuild.GMSTarget(repo, hashes[1].String()), dbms.RunOptions{})
	if len(u.history) != 2 {
		t.Fatalf("history of the build: %v; want its two commits", u.history)
	}
	for fix, want := range map[string]string{"in-history": validate.OwnTestFails, "elsewhere": validate.LacksFix} {
		v := &validate.Verdict{FixID: fix, Upstream: &validate.Upstream{Relation: validate.LacksFix, Fix: fix}}
		if err := u.relate(ctx, v, sibling.Test{}); err != nil {
			t.Fatal(err)
		}
		if v.Upstream.Relation != want {
			t.Errorf("fix %s: relation %q; want %q", fix, v.Upstream.Relation, want)
		}
	}
	note := UpstreamCounts{Checked: 5, Failing: 1, OwnTestFails: 3}.Note()
	if strings.Contains(note, "older than the history") || !strings.Contains(note, "1 of 5 fixes checked fail their own regression statement") {
		t.Errorf("note %q", note)
	}
	if n := (Tables{Candidates: make([]Candidate, 7), Upstream: UpstreamCounts{OwnTestFails: 3, LacksFix: 1}}).Counted(); n != 3 {
		t.Errorf("counted %d of 7 candidates with 4 set apart", n)
	}
}
