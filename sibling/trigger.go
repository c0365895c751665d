package sibling

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// Trigger preservation (Reaper paper §3.2.2: the Concretizer "satisfies sibling-specific
// constraints while preserving the trigger conditions in the Bug Profile"). After a sibling's
// plain completion, its variants put values in its call's arguments: first the profile's
// trigger values in the argument of the same position (every argument when the trigger names
// no position the sibling has), then in the other arguments, then the historical operands
// moved from argument to argument, then boundary values by the argument's type, each
// argument's likeliest first, within the per-sibling budget Options.MaxVariants.

// boundaryOrder lists, for each kind of argument, the value classes its boundary variants try,
// most telling first: a date argument meets a zero date before a negative number.
var boundaryOrder = map[string][]string{
	"number": {sqlvalue.Null, sqlvalue.Zero, sqlvalue.Negative, sqlvalue.Huge},
	"text":   {sqlvalue.Null, sqlvalue.Empty, sqlvalue.Zero, sqlvalue.Negative},
	"date":   {sqlvalue.Null, sqlvalue.ZeroDate, sqlvalue.Zero, sqlvalue.Date, sqlvalue.Negative},
	"json":   {sqlvalue.Null, sqlvalue.Empty, sqlvalue.Zero},
	"any":    {sqlvalue.Null, sqlvalue.Zero, sqlvalue.Negative, sqlvalue.Empty, sqlvalue.Huge, sqlvalue.ZeroDate},
}

// classValue is the literal of a value class.
var classValue = map[string]string{
	sqlvalue.Null: "NULL", sqlvalue.Zero: "0", sqlvalue.Negative: "-1", sqlvalue.Huge: "9223372036854775807",
	sqlvalue.Empty: "''", sqlvalue.ZeroDate: "'0000-00-00'", sqlvalue.Date: "'9999-12-31'", sqlvalue.JSON: `'{"a": [1, null]}'`,
}

// slot is one variant to try: a value class in an argument.
type slot struct {
	arg   int // 1-based
	class string
}

// siblingArgs finds the sibling's call in a completed statement: the byte spans of its arguments.
// A sibling that is not a call, or whose call takes no arguments, has none.
func siblingArgs(job Job, sql string) [][2]int {
	name := job.Graph.Construct(job.Alt)
	from := len(job.Skeleton.Prefix)
	open, args, ok := sqlvalue.Call(sql, name, from)
	if !ok || open > from+len(name)+4 {
		return nil // the name is found further on: this fragment is not a call of it
	}
	return args
}

// argKind is the kind of value an argument takes: the catalog signature's type for it when the
// sibling has one, else the kind of the literal the completion put there.
func argKind(job Job, i int, text string) string {
	if f := job.Alt.Function; f != nil && i < len(f.ArgTypes) {
		switch k := kindOf(f.ArgTypes[i]); k {
		case "timestamp", "time":
			return "date"
		case "number", "text", "date", "json":
			return k
		}
	}
	switch k := literalKind(strings.TrimSpace(text)); k {
	case "timestamp", "date":
		return "date"
	case "text":
		if t := strings.TrimSpace(text); strings.HasPrefix(t, "'{") || strings.HasPrefix(t, "'[") {
			return "json"
		}
		return k
	case "number":
		return k
	}
	return "any"
}

// paramKinds are the kinds of value a catalog function's parameters take, nil when the
// catalog names none of them.
func paramKinds(f *grammars.Function) []string {
	if f == nil || len(f.ArgTypes) == 0 {
		return nil
	}
	out := make([]string, len(f.ArgTypes))
	for i, t := range f.ArgTypes {
		out[i] = kindOf(t)
	}
	return out
}

// slots orders the variants of a call with the given arguments: the trigger's values, then each
// argument's boundary classes round by round (every argument's first, then every argument's
// second), skipping what the plain completion already passes there.
func slots(job Job, sql string, args [][2]int) (trigger, boundary []slot) {
	var out []slot
	has := func(arg int, class string) bool {
		return slices.ContainsFunc(out, func(s slot) bool { return s.arg == arg && s.class == class }) ||
			slices.Contains(sqlvalue.Classes(sql[args[arg-1][0]:args[arg-1][1]]), class)
	}
	// Each trigger value in the argument of its own position first (in every argument when the
	// sibling has no such position), then, once all have had theirs, in the other arguments:
	// a sibling's count or length need not sit where the fixed function's did.
	for _, ownPass := range []bool{true, false} {
		for _, v := range job.Trigger {
			if v.Via == profile.ViaData || classValue[v.Class] == "" {
				continue // the data stays in the setup; a class without a literal cannot be placed
			}
			placed := v.Arg >= 1 && v.Arg <= len(args)
			for p := 1; p <= len(args); p++ {
				if (p == v.Arg || !placed) == ownPass && !has(p, v.Class) {
					out = append(out, slot{p, v.Class})
				}
			}
		}
	}
	trigger = out
	orders := make([][]string, len(args))
	longest := 0
	for i, a := range args {
		orders[i] = boundaryOrder[argKind(job, i, sql[a[0]:a[1]])]
		longest = max(longest, len(orders[i]))
	}
	for k := 0; k < longest; k++ {
		for i := range args {
			if k < len(orders[i]) && !has(i+1, orders[i][k]) {
				out = append(out, slot{i + 1, orders[i][k]})
			}
		}
	}
	return trigger, out[len(trigger):]
}

// variantsOf makes the sibling's variants from its plain completion sql, up to job.MaxVariants,
// each kept when the statement still parses: the trigger's value classes, then the historical
// operands moved (operandMoves), then boundary values. A sibling that is not a call falls back
// to the placeholders (boundaryPlaceholders).
func variantsOf(job Job, syms []string, chosen []candidate, sql string, parses func(string) error) []Completion {
	args := siblingArgs(job, sql)
	if len(args) == 0 {
		return boundaryPlaceholders(job, syms, chosen, parses)
	}
	var out []Completion
	add := func(v, name string) {
		if len(out) < job.MaxVariants && parses(v) == nil {
			out = append(out, Completion{SQL: v, Placeholders: placeholders(syms, chosen), Variant: name})
		}
	}
	place := func(slots []slot) {
		for _, s := range slots {
			add(replaceArgs(sql, args, map[int]string{s.arg - 1: classValue[s.class]}), fmt.Sprintf("%s@%d", s.class, s.arg))
		}
	}
	trigger, boundary := slots(job, sql, args)
	place(trigger)
	for _, m := range operandMoves(job, sql, args) {
		add(m.sql, m.name)
	}
	place(boundary)
	return out
}

// neutral is a plain value of each kind of argument, for the arguments a move clears.
var neutral = map[string]string{"number": "1", "text": "'a'", "date": "'2001-01-01'", "json": "'{}'", "any": "1"}

// operand matches an argument that is a name or a call: a column, POINT(1,1), CAST(a AS INET6).
var operand = regexp.MustCompile(`^(?s)[A-Za-z_][\w.]*\s*(\(.*\))?$`)

// operandVariant starts the name of a variant that moved a historical operand (operand@2).
const operandVariant = "operand@"

// move is a completed statement with the historical operands rearranged.
type move struct{ sql, name string }

// operandMoves put the historical operands of S_key's call (the arguments that are a name or a
// call, not a literal: the column of a type the function must reject, the POINT(1,1) passed
// where a number is due) in each argument of the sibling's call in turn, the other arguments
// that held one given a plain value of their kind. The plain completion often repeats the
// operand in every argument, and the first argument that rejects it hides whether the others
// check it; a sibling's faulty argument need not be at the position of the fixed one.
func operandMoves(job Job, sql string, args [][2]int) []move {
	var ops []string
	frag := string([]rune(job.Key)[job.Span[0]:job.Span[1]])
	if name := strings.TrimSpace(strings.SplitN(frag, "(", 2)[0]); name != "" {
		if _, spans, ok := sqlvalue.Call(frag, name, 0); ok {
			for _, a := range spans {
				t := strings.TrimSpace(frag[a[0]:a[1]])
				if operand.MatchString(t) && !slices.Contains(ops, t) && !strings.EqualFold(t, "NULL") {
					ops = append(ops, t)
				}
			}
		}
	}
	var out []move
	for _, op := range ops {
		for p := range args {
			repl := map[int]string{p: op}
			for i, a := range args {
				if i != p && slices.Contains(ops, strings.TrimSpace(sql[a[0]:a[1]])) {
					repl[i] = neutral[argKind(job, i, sql[a[0]:a[1]])]
				}
			}
			if v := replaceArgs(sql, args, repl); v != sql {
				out = append(out, move{v, fmt.Sprintf("%s%d", operandVariant, p+1)})
			}
		}
	}
	return out
}

// replaceArgs puts new text in the arguments given by index, keeping the space around each.
func replaceArgs(sql string, args [][2]int, repl map[int]string) string {
	var b strings.Builder
	last := 0
	for i, a := range args {
		v, ok := repl[i]
		if !ok {
			continue
		}
		lead, trail := spaceAround(sql[a[0]:a[1]])
		b.WriteString(sql[last:a[0]] + lead + v + trail)
		last = a[1]
	}
	b.WriteString(sql[last:])
	return b.String()
}

// spaceAround returns the space an argument's text starts and ends with.
func spaceAround(s string) (string, string) {
	t := strings.TrimLeft(s, " \t\n")
	lead := s[:len(s)-len(t)]
	u := strings.TrimRight(t, " \t\n")
	return lead, t[len(u):]
}

// carried lists the trigger values a completed statement passes to the sibling, as
// class@argument, and says why, when the trigger names values and none is carried.
func carried(job Job, sql string) ([]string, string) {
	named := profile.StatementClasses(job.Trigger)
	if len(named) == 0 {
		return nil, ""
	}
	args := siblingArgs(job, sql)
	var out []string
	for i, a := range args {
		for _, c := range sqlvalue.Classes(sql[a[0]:a[1]]) {
			if slices.Contains(named, c) {
				out = append(out, fmt.Sprintf("%s@%d", c, i+1))
			}
		}
	}
	switch {
	case len(out) > 0:
		return out, ""
	case len(args) == 0:
		return nil, fmt.Sprintf("%s takes no argument here that could carry the trigger (%s)", job.Sibling.Construct, strings.Join(named, ", "))
	}
	return nil, ""
}
