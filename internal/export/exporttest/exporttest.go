// Package exporttest makes real candidates for the tests of the packages that export, replay and
// record them (export, suite): a fix's profile written by hand, a sibling test run on a real
// target as the pipeline runs it, and the rules brain's verdict on it. The tests that use it link
// the backends (a _test.go file imports internal/backends), which dbms.Open reaches.
package exporttest

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Open opens target (gms:, the embedded go-mysql-server v0.20.0 whose bugs the tests export, or
// duckdb:inprocess) through dbms.Open, and closes it when the test ends.
func Open(t *testing.T, target string) dbms.Target {
	t.Helper()
	dbmstest.Engines(t)
	tg, err := dbms.Open(t.Context(), dialect.MustParseTarget(target))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	return tg
}

// Profile is a fix's profile of the given failure class and oracle kind, written by hand
// as the pipeline's profile stage would write it.
func Profile(fault, class, kind string) *profile.Profile {
	return &profile.Profile{FixID: "fix-" + strings.ToLower(fault), Dialect: "gms", Status: profile.Accepted,
		Trigger: profile.Trigger{Fault: fault},
		Validation: profile.Validation{
			Failure:   profile.Failure{Class: class, Pattern: "the construct fails"},
			Criterion: fault + " must handle its arguments",
			Oracle:    profile.Oracle{Kind: kind, Condition: "as the fix requires"},
		}}
}

// Run runs a test's statements with the key one replaced by sql, and stops after the key
// statement as the pipeline's runs do: the statements after it are not run.
func Run(t *testing.T, tg dbms.Target, test sibling.Test, sql string) *dbms.Execution {
	t.Helper()
	stmts := slices.Clone(test.Statements)
	stmts[test.Key].SQL = sql
	ex, err := tg.Run(t.Context(), execute.Script(test.Setup, stmts), dbms.RunOptions{StatementTimeout: 10 * time.Second, Until: len(test.Setup) + test.Key + 1})
	if ex == nil {
		t.Fatal(err)
	}
	return ex
}

// Candidate makes a candidate as the pipeline does: the sibling test and its historical
// form run on tg, the sibling test on the reference engine ref (when given), and the rules
// brain's verdict under p. It fails the test when the verdict makes no candidate.
func Candidate(t *testing.T, tg, ref dbms.Target, p *profile.Profile, test sibling.Test) export.Input {
	t.Helper()
	ctx := t.Context()
	info, err := tg.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	in := validate.Input{Profile: p, Test: test, Product: info.Product,
		Sibling: Run(t, tg, test, test.SQL), Historical: Run(t, tg, test, test.Original)}
	if ref != nil {
		rinfo, err := ref.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		r := validate.Compare(rinfo.Product, test, in.Sibling, Run(t, ref, test, test.SQL))
		in.Reference = &r
	}
	v, err := validate.Validate(ctx, validate.Rules{}, &in)
	if err != nil {
		t.Fatal(err)
	}
	cands := validate.Dedupe([]validate.Verdict{v})
	if len(cands) != 1 {
		t.Fatalf("%s makes no candidate: evidence %v, reason %q, stages %+v", test.SQL, v.Evidence, v.Reason, v.Stages)
	}
	return export.Input{Candidate: cands[0], Validation: store.Validation{Target: "gms:", Input: in, Verdict: v}}
}

// Statements are statements of the given SQL, with no expectation recorded.
func Statements(sqls ...string) []testfmt.Statement {
	out := make([]testfmt.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = testfmt.Statement{SQL: s}
	}
	return out
}
