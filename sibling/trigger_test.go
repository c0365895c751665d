package sibling

import (
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/profile"
)

// The historical LOCATE got a NULL haystack (its second argument). INSTR, which takes the same
// two strings, gets the NULL in its second argument too, in the variant right after its plain
// completion; a one-argument sibling gets it in its only argument; and under --no-trigger no
// variant is led by the trigger.
func TestTriggerPreserved(t *testing.T) {
	key := "SELECT LOCATE('b', NULL) FROM t1"
	p := paperProfile("mysql", "LOCATE", key, []string{"CREATE TABLE t1 (a INT)"}, nil)
	p.Trigger.Values = profile.DeriveTrigger("LOCATE", p.Trigger.Key, p.Trigger.Orig, corpus.Patch{})
	if len(p.Trigger.Values) != 1 || p.Trigger.Values[0].Arg != 2 || p.Trigger.Values[0].Class != "null" {
		t.Fatalf("trigger = %+v", p.Trigger.Values)
	}
	set := generate(t, p, nil, Options{MaxTests: 1000})
	byConstruct := map[string][]Test{}
	for _, tt := range set.Tests {
		byConstruct[tt.Construct] = append(byConstruct[tt.Construct], tt)
	}
	instr := byConstruct["INSTR"]
	if len(instr) < 2 || instr[0].Variant != "" || !slices.Contains(instr[0].Trigger, "null@2") {
		t.Fatalf("INSTR's plain completion does not keep the NULL in argument 2: %+v", instr)
	}
	// Then the trigger's NULL in INSTR's other argument, before any boundary value.
	if len(instr) < 2 || instr[1].Variant != "null@1" {
		t.Errorf("INSTR's first variant is not the trigger in its other argument: %+v", instr[1:])
	}
	// LENGTH takes one argument: the plain completion reuses the first historical argument,
	// and the first variant puts the trigger's NULL there.
	length := byConstruct["LENGTH"]
	if len(length) < 2 || length[0].SQL != "SELECT LENGTH('b') FROM t1" || len(length[0].Trigger) != 0 ||
		length[1].Variant != "null@1" || length[1].SQL != "SELECT LENGTH(NULL) FROM t1" || !slices.Contains(length[1].Trigger, "null@1") {
		t.Fatalf("LENGTH does not get the trigger in its only argument: %+v", length)
	}
	// Boundary variants follow, by the argument's type: a string argument gets the empty string.
	var classes []string
	for _, tt := range length[1:] {
		classes = append(classes, tt.Variant)
	}
	if !slices.Contains(classes, "empty@1") || len(length) > 1+4 {
		t.Errorf("LENGTH's variants: %v, want empty@1 among at most 4", classes)
	}

	// The cap keeps each sibling's test that carries the trigger before any boundary variant.
	capped := generate(t, p, nil, Options{MaxTests: len(byConstruct) + 3})
	seenBoundary := false
	for _, tt := range capped.Tests {
		if boundaryOnly(tt) {
			seenBoundary = true
		} else if seenBoundary {
			t.Fatalf("a sibling's plain or trigger completion after a boundary variant: %s", tt.SQL)
		}
	}
	if !slices.ContainsFunc(capped.Tests, func(tt Test) bool { return tt.Construct == "LENGTH" && tt.Variant == "null@1" }) {
		t.Errorf("the cap cut LENGTH's trigger variant")
	}
	// The cap goes in rounds: with room for one test a sibling and three more, the farthest
	// sibling keeps a test while nearer ones lose their second.
	for c := range byConstruct {
		if !slices.ContainsFunc(capped.Tests, func(tt Test) bool { return tt.Construct == c }) {
			t.Errorf("the cap cut every test of %s", c)
		}
	}

	// The ablation: no variant places the trigger.
	ablated := generate(t, p, nil, Options{MaxTests: 1000, NoTrigger: true})
	for _, tt := range ablated.Tests {
		if len(tt.Trigger) > 0 {
			t.Fatalf("--no-trigger recorded a trigger: %+v", tt)
		}
	}
	if len(ablated.Tests) == 0 {
		t.Fatal("--no-trigger generated nothing")
	}
}

// A sibling that is no call cannot carry an argument's value: it is recorded.
func TestTriggerLost(t *testing.T) {
	key := "SELECT CURRENT_DATE() - LOCATE('b', NULL)"
	p := paperProfile("mysql", "CURRENT_DATE", key, nil, nil)
	p.Trigger.Values = []profile.TriggerValue{{Class: "null", Via: profile.ViaPatch, Evidence: "the patch adds a NULL check"}}
	set := generate(t, p, nil, Options{MaxTests: 1000})
	lost := 0
	for _, tt := range set.Tests {
		if tt.TriggerLost != "" {
			lost++
			if !strings.Contains(tt.TriggerLost, "null") {
				t.Errorf("the reason does not name the trigger: %q", tt.TriggerLost)
			}
		}
	}
	if lost == 0 {
		t.Errorf("no test records a lost trigger: %+v", set.Tests)
	}
}

// An operator is replaced in place by its production's other operators; the operands, and the
// trigger they carry (the zero divisor), stay.
func TestOperatorSiblings(t *testing.T) {
	p := paperProfile("mysql", "DIV", "SELECT a DIV 0 FROM t1", []string{"CREATE TABLE t1 (a INT)"}, nil)
	set := generate(t, p, nil, Options{MaxTests: 1000})
	wantTests(t, set, "SELECT a MOD 0 FROM t1", "SELECT a % 0 FROM t1", "SELECT a / 0 FROM t1")
	for _, tt := range set.Tests {
		if tt.Concretizer != "operator" || tt.Anchor != "DIV" || tt.Construct == "LIKE" {
			t.Errorf("test %+v", tt)
		}
	}
	// A word operator next to a name gets its spaces.
	p = paperProfile("mysql", "%", "SELECT a%b FROM t1", nil, nil)
	wantTests(t, generate(t, p, nil, Options{MaxTests: 1000}), "SELECT a DIV b FROM t1", "SELECT a/b FROM t1")
	p = paperProfile("mysql", "<=>", "SELECT a<=>b FROM t1", nil, nil)
	wantTests(t, generate(t, p, nil, Options{MaxTests: 1000}), "SELECT a=b FROM t1", "SELECT a>=b FROM t1")
	p = paperProfile("mysql", "LIKE", "SELECT a FROM t1 WHERE a NOT LIKE 'x%'", nil, nil)
	wantTests(t, generate(t, p, nil, Options{MaxTests: 1000}), "SELECT a FROM t1 WHERE a NOT REGEXP 'x%'", "SELECT a FROM t1 WHERE a NOT RLIKE 'x%'",
		// Variants put boundary values in the operand after the operator.
		"SELECT a FROM t1 WHERE a NOT REGEXP NULL", "SELECT a FROM t1 WHERE a NOT REGEXP ''")
	// The trigger's class comes first, and the test records that it carries it.
	p = paperProfile("mysql", "IN", "SELECT a FROM t1 WHERE a IN (5, 6)", nil, nil)
	p.Trigger.Values = []profile.TriggerValue{{Class: "huge", Via: profile.ViaPatch, Evidence: "an overflow check"}}
	set = generate(t, p, nil, Options{MaxTests: 1000, MaxVariants: 1})
	v := sqlOf(set)["SELECT a FROM t1 WHERE a LIKE (9223372036854775807, 6)"]
	if v.Variant != "huge@operand" || !slices.Contains(v.Trigger, "huge@operand") {
		t.Errorf("the IN list's first element does not take the trigger: %+v", sqlOf(set))
	}
}

// The historical ROUND got a GEOMETRY column. Its sibling TRUNCATE gets the column in each
// argument in turn, the other given a plain number; a sibling whose plain completion repeats
// the column in two arguments gets it in one at a time.
func TestOperandMoves(t *testing.T) {
	p := paperProfile("mysql", "ROUND", "SELECT ROUND(a, 1) FROM t1", []string{"CREATE TABLE t1 (a GEOMETRY)"}, nil)
	set := generate(t, p, nil, Options{MaxTests: 1000})
	byVariant := map[string]string{}
	for _, tt := range set.Tests {
		if tt.Construct == "TRUNCATE" {
			byVariant[tt.Variant] = tt.SQL
		}
	}
	if byVariant[""] != "SELECT TRUNCATE(a, 1) FROM t1" || byVariant["operand@2"] != "SELECT TRUNCATE(1, a) FROM t1" {
		t.Errorf("TRUNCATE's tests: %v; want the column moved to the second argument", byVariant)
	}
	if _, ok := byVariant["operand@1"]; ok {
		t.Errorf("a move that changes nothing was kept: %v", byVariant)
	}
	p = paperProfile("mysql", "LOCATE", "SELECT LOCATE(a, a) FROM t1", []string{"CREATE TABLE t1 (a GEOMETRY)"}, nil)
	set = generate(t, p, nil, Options{MaxTests: 1000})
	// Without a catalog signature the other argument's kind is unknown: it gets the number 1.
	want := map[string]bool{"SELECT INSTR(a, 1) FROM t1": false, "SELECT INSTR(1, a) FROM t1": false}
	for _, tt := range set.Tests {
		if _, ok := want[tt.SQL]; ok && strings.HasPrefix(tt.Variant, "operand@") {
			want[tt.SQL] = true
		}
	}
	for sql, seen := range want {
		if !seen {
			t.Errorf("no operand move %s", sql)
		}
	}
}

// Parameter names of MariaDB's help syntax and PostgreSQL's type names read as kinds of value.
func TestKindOf(t *testing.T) {
	for typ, want := range map[string]string{
		"str": "text", "delim": "text", "padstr": "text", "on": "text", "pattern": "text",
		"len": "number", "count": "number", "pos": "number", "n": "number", "X": "number", "D": "number",
		"from_base": "number", "number_of_bits": "number", "hash_len": "number",
		"date": "date", "datetime_expr": "timestamp", "json_doc": "json", "expr": "any", "bits": "any",
		"integer": "number", "text": "text", "anyenum": "any", "": "any",
	} {
		if got := kindOf(typ); got != want {
			t.Errorf("kindOf(%q) = %q; want %q", typ, got, want)
		}
	}
}
