package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/internal/backends/enginebuild"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// upstream relates verdicts to the mined fixes a target lacks (validate.Upstream): it dates a
// verdict whose own fix the target lacks, and finds, for a candidate, a fix in the store (any
// of them) whose regression statement the sibling statement is and that the target lacks,
// running that statement in its own test's context once. One per validation stage run.
type upstream struct {
	st      *store.Store
	tg      dbms.Target
	product string
	opts    dbms.RunOptions
	// byStatement indexes the regression statements of every stored fix by
	// validate.NormalizeStatement, oldest fix first; nil until a candidate needs it.
	byStatement map[string][]statementRef
	fixes       map[string]*corpus.FixRecord
	// lacking is the verdict of each regression statement run: how the target fails it
	// ("" when it does not, or the run tells nothing).
	lacking map[statementRef]string
	// history holds the commits the target's build contains (an engine built at a revision,
	// enginebuild.History); nil when the target's history is not known.
	history map[string]bool
}

// statementRef is one regression statement of a stored fix: the fix, the test case, the
// statement's index in it.
type statementRef struct {
	fix       string
	test, key int
}

// newUpstream relates verdicts on tg, named target (redacted), to the stored fixes. For an
// engine built at a revision (gms:build) it reads which commits the build contains, so that a
// fix in its history is never said to be lacking.
func newUpstream(st *store.Store, tg dbms.Target, product, target string, opts dbms.RunOptions) *upstream {
	u := &upstream{st: st, tg: tg, product: product, opts: opts, fixes: map[string]*corpus.FixRecord{}, lacking: map[statementRef]string{}}
	if t, err := dialect.ParseTarget(target); err == nil && t.Name == "gms" && t.Kind == "build" {
		if repo, rev, err := enginebuild.ParseGMSTarget(t.DSN()); err == nil {
			// Unreadable, the history is unknown, and fixes are judged as for any target.
			u.history, _ = enginebuild.History(repo, rev)
		}
	}
	return u
}

// contains reports whether the target's build holds fix f's commit.
func (u *upstream) contains(f *corpus.FixRecord) bool {
	return u.history != nil && f.Commit != "" && u.history[f.Commit]
}

// relate completes v's own-fix relation with the fix's date and title and, for a candidate,
// looks for a fix it is fixed upstream by. An error is the store's or the target's.
func (u *upstream) relate(ctx context.Context, v *validate.Verdict, t sibling.Test) error {
	if v.Upstream != nil {
		f, err := u.fix(ctx, v.Upstream.Fix)
		if err != nil {
			return err
		}
		v.Upstream.Date, v.Upstream.Title = f.Date, f.Title
		if v.Upstream.Relation == validate.LacksFix && u.contains(f) {
			v.Upstream.Relation = validate.OwnTestFails
		}
	}
	if !v.Candidate() {
		return nil
	}
	if u.byStatement == nil {
		if err := u.index(ctx); err != nil {
			return err
		}
	}
	for _, ref := range u.byStatement[validate.NormalizeStatement(t.SQL)] {
		f, err := u.fix(ctx, ref.fix)
		if err != nil {
			return err
		}
		if u.contains(f) {
			continue // the build holds the fix: it cannot be fixed upstream by it
		}
		why, err := u.lacks(ctx, f, ref)
		if err != nil {
			return err
		}
		if why == "" {
			continue
		}
		s := f.Tests[ref.test].Statements[ref.key]
		v.Upstream = &validate.Upstream{Relation: validate.FixedUpstream, Fix: f.ID, Date: f.Date, Title: f.Title,
			Statement: s.SQL, Recorded: validate.DescribeExpect(s.Expect), Observed: why}
		return nil
	}
	return nil
}

// index reads the regression statements (the statements each fix added or changed) of every
// stored fix.
func (u *upstream) index(ctx context.Context) error {
	u.byStatement = map[string][]statementRef{}
	return u.st.EachFix(ctx, func(f *corpus.FixRecord) error {
		for i, tc := range f.Tests {
			for k, s := range tc.Statements {
				if s.Key {
					n := validate.NormalizeStatement(s.SQL)
					u.byStatement[n] = append(u.byStatement[n], statementRef{f.ID, i, k})
				}
			}
		}
		return nil
	})
}

// fix is a stored fix record, read once.
func (u *upstream) fix(ctx context.Context, id string) (*corpus.FixRecord, error) {
	if f, ok := u.fixes[id]; ok {
		return f, nil
	}
	f, err := u.st.GetFix(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("upstream fixes: %w", err)
	}
	u.fixes[id] = f
	return f, nil
}

// lacks runs a fix's regression statement in its test's context, up to it, and says how the
// target fails it as before the fix (validate.Lacking), "" when it does not or the run tells
// nothing. A run cut by ctx is not remembered.
func (u *upstream) lacks(ctx context.Context, f *corpus.FixRecord, ref statementRef) (string, error) {
	if why, ok := u.lacking[ref]; ok {
		return why, nil
	}
	tc := f.Tests[ref.test]
	t := sibling.Test{FixID: f.ID, Format: tc.Format, Setup: tc.Setup, Statements: tc.Statements, Key: ref.key}
	ex, err := execute.Test(ctx, u.tg, t, tc.Statements, u.opts)
	if err != nil {
		return "", err
	}
	why, _ := validate.Lacking(u.product, len(tc.Setup), tc.Statements[ref.key], ex.Results, len(tc.Setup)+ref.key)
	if ctx.Err() == nil {
		u.lacking[ref] = why
	}
	return why, nil
}
