package failure

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
)

// The signals read off a message alone, each against messages as the engines and drivers write
// them and against an ordinary error that must not match.
func TestMessageSignals(t *testing.T) {
	errOf := func(msg string) dbms.Result { return dbms.Result{Outcome: dbms.OutcomeError, Message: msg} }
	// DuckDB 1.x, a cast of an aggregate's result.
	cast := errOf("Conversion Error: Unimplemented type for cast (INTEGER[] -> DOUBLE) when casting from source column list(x)\n\nLINE 1: SELECT list(x)::DOUBLE FROM (VALUES (1)) t(x)")
	if got := CastSource(cast); got != "list" {
		t.Errorf("CastSource = %q, want list", got)
	}
	if got := CastSource(errOf("Conversion Error: Could not convert string 'a' to INT32")); got != "" {
		t.Errorf("CastSource of a cast that names no source column = %q", got)
	}
	ordinary := errOf("Out of range value for column 'a' at row 1")
	for _, c := range []struct {
		name string
		is   func(dbms.Result) bool
		msgs []string
	}{
		{"ConnectionLost", ConnectionLost, []string{"driver: bad connection", "invalid connection", "MySQL server has gone away", "unexpected EOF", "conn closed"}},
		{"GoRuntime", GoRuntime, []string{"interface conversion: interface {} is int8, not string", "runtime error: index out of range [5] with length 3"}},
	} {
		for _, m := range c.msgs {
			if !c.is(errOf(m)) {
				t.Errorf("%s(%q) = false", c.name, m)
			}
		}
		if c.is(ordinary) {
			t.Errorf("%s(%q) = true", c.name, ordinary.Message)
		}
	}
	// MySQL's ER_WARN_CONFLICTING_HINT and ER_UNRESOLVED_HINT_NAME.
	for _, m := range []string{"Hint NO_BNL( ) is ignored as conflicting/duplicated", "Unresolved name `t3`@`select#1` for NO_ICP hint"} {
		if !HintIgnored(dbms.Warning{Level: "Warning", Message: m}) {
			t.Errorf("HintIgnored(%q) = false", m)
		}
	}
	if HintIgnored(dbms.Warning{Level: "Warning", Message: "Data truncated for column 'a' at row 1"}) {
		t.Error("a truncation warning reads as an ignored hint")
	}
}
