package dbms

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
)

// TestOpenDispatch: Open hands the whole string of a target dialect.ParseTarget read to the
// backend registered for its scheme; a scheme reaper knows but this binary does not link says
// so, and one it does not know lists the known forms.
func TestOpenDispatch(t *testing.T) {
	var got dialect.Scheme
	var gotDSN string
	errReached := errors.New("reached the mysql backend")
	Register("mysql", func(_ context.Context, dsn string, s dialect.Scheme) (Target, error) {
		got, gotDSN = s, dsn
		return nil, errReached
	})
	if _, err := Open(t.Context(), dialect.MustParseTarget("mysql://root@127.0.0.1:3306/")); !errors.Is(err, errReached) ||
		got.Name != "mysql" || gotDSN != "mysql://root@127.0.0.1:3306/" {
		t.Fatalf("mysql://: %v, scheme %+v, dsn %q", err, got, gotDSN)
	}
	if _, err := Open(t.Context(), dialect.Target{}); err == nil || !strings.Contains(err.Error(), "no target given") {
		t.Errorf("Open of no target: %v", err)
	}
	for _, c := range []struct{ dsn, want string }{
		{"duckdb:", "duckdb: not linked into this binary (its backends: mysql)"},
		{"sandbox:mariadb", "sandbox: not linked into this binary"},
	} {
		_, err := Open(t.Context(), dialect.MustParseTarget(c.dsn))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%q): %v, want %q", c.dsn, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "tiger") {
			t.Errorf("Open(%q) shows the password: %v", c.dsn, err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("a second Register of mysql did not panic")
		}
	}()
	Register("mysql", func(context.Context, string, dialect.Scheme) (Target, error) { return nil, nil })
}

// TestRecord: each result recorded reaches OnResult with its index, not-run ones included, and
// a crash ends the run.
func TestRecord(t *testing.T) {
	var seen []string
	opts := RunOptions{OnResult: func(i int, r Result) { seen = append(seen, fmt.Sprintf("%d:%s", i, r.Outcome)) }}
	ex, err := BeginRun(&opts, false, "t", "v")
	if err != nil || opts.StatementTimeout == 0 || ex.Database == "" {
		t.Fatalf("begin: %+v, %v, %+v", ex, err, opts)
	}
	rest := []Statement{{SQL: "b"}, {SQL: "c"}}
	if ex.Record(Result{SQL: "a", Outcome: OutcomeOK}, rest, opts) {
		t.Fatal("an ok result ended the run")
	}
	if !ex.Record(Result{SQL: "b", Outcome: OutcomeCrash}, rest[1:], opts) || !ex.Crashed {
		t.Fatal("a crash did not end the run")
	}
	if fmt.Sprint(seen) != "[0:ok 1:crash 2:not run]" || len(ex.Results) != 3 {
		t.Fatalf("results seen %v, recorded %+v", seen, ex.Results)
	}
	if _, err := BeginRun(&opts, true, "t", "v"); !errors.Is(err, ErrServerGone) {
		t.Fatalf("a run on a gone server: %v", err)
	}

	// The last statement read (the second): the rest is not run, whatever its outcome; an
	// error before it goes on.
	until := RunOptions{Until: 2}
	ex = &Execution{}
	if ex.Record(Result{SQL: "a", Outcome: OutcomeError}, rest, until) {
		t.Fatal("an error before the last statement read ended the run")
	}
	if !ex.Record(Result{SQL: "b", Outcome: OutcomeOK}, rest[1:], until) || len(ex.Results) != 3 || ex.Results[2].Outcome != OutcomeNotRun || ex.Crashed {
		t.Fatalf("after the last statement read: %+v", ex.Results)
	}
}
