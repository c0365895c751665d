package profile

import (
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// TriggerValue is one condition of the trigger: a value class (package sqlvalue: null, zero,
// negative, huge, empty, zero_date, date, json) that reaches n_fault, where, and the evidence.
type TriggerValue struct {
	// Arg is the 1-based position of n_fault's argument that carries the value; 0 when no one
	// argument does (n_fault is not a call, or the patch names the condition without a place).
	Arg   int    `json:"arg,omitempty"`
	Class string `json:"class"`
	// Text is the historical argument that carried it, for a reader.
	Text string `json:"text,omitempty"`
	// Via says how the value reaches n_fault: "literal" (in the argument), "data" (a column
	// the argument reads holds it in the test's data), "patch" (a condition the fix adds).
	Via      string `json:"via"`
	Evidence string `json:"evidence"`
}

// Ways a trigger value reaches n_fault.
const (
	ViaLiteral = "literal"
	ViaData    = "data"
	ViaPatch   = "patch"
	// ViaAnalyzer: the LLM brain's Query Analyzer named it.
	ViaAnalyzer = "analyzer"
)

// maxText caps the argument text kept with a trigger value.
const maxText = 60

// DeriveTrigger names the trigger values of n_fault in S_key (§3.1's trigger conditions): the
// value classes of each argument of n_fault's call, then those of the test's data when an
// argument reads a column, then the conditions the patch adds (a nil or NULL check, a sign or
// range check, an emptiness or zero-date check). Both brains record them: what the fix's test
// and patch show does not depend on who reads them.
func DeriveTrigger(fault string, key testfmt.Statement, tc corpus.TestCase, patch corpus.Patch) []TriggerValue {
	var out []TriggerValue
	has := func(c string) bool {
		return slices.ContainsFunc(out, func(v TriggerValue) bool { return v.Class == c })
	}
	_, args, call := sqlvalue.Call(key.SQL, fault, 0)
	var data []int // the positions of the arguments that read a column
	for i, a := range args {
		text := strings.TrimSpace(key.SQL[a[0]:a[1]])
		for _, c := range sqlvalue.Classes(text) {
			out = append(out, TriggerValue{Arg: i + 1, Class: c, Text: clip(text), Via: ViaLiteral,
				Evidence: fmt.Sprintf("S_key passes %s as argument %d of %s", clip(text), i+1, fault)})
		}
		if sqlvalue.ReadsColumn(text) {
			data = append(data, i+1)
		}
	}
	if !call {
		for _, c := range sqlvalue.Classes(key.SQL) {
			out = append(out, TriggerValue{Class: c, Via: ViaLiteral, Evidence: "S_key holds a literal of the class"})
		}
	}
	if len(data) > 0 {
		arg := 0 // the data reaches n_fault through one argument, or through several
		if len(data) == 1 {
			arg = data[0]
		}
		for _, sql := range before(tc, key) {
			if !sqlvalue.WritesRows(sql) {
				continue
			}
			for _, c := range sqlvalue.Classes(sql) {
				if !has(c) {
					out = append(out, TriggerValue{Arg: arg, Class: c, Via: ViaData,
						Evidence: fmt.Sprintf("%s %v of %s read a column; the test's data holds the value: %s", tally.Noun(len(data), "argument", "arguments"), data, fault, clip(sql))})
				}
			}
		}
	}
	for _, fp := range patch.Files {
		for _, line := range fp.AddedLines() {
			if c := sqlvalue.Guard(line); c != "" && !has(c) {
				out = append(out, TriggerValue{Class: c, Via: ViaPatch,
					Evidence: fmt.Sprintf("the patch adds, in %s: %s", fp.Path, clip(strings.TrimSpace(line)))})
			}
		}
	}
	return out
}

func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > maxText {
		return string(r[:maxText]) + "…"
	}
	return s
}

// before lists the statements a test case runs before S_key: its setup, then its statements up
// to S_key.
func before(tc corpus.TestCase, key testfmt.Statement) []string {
	var out []string
	for _, s := range tc.Setup {
		out = append(out, s.SQL)
	}
	for _, s := range tc.Statements {
		if s.SQL == key.SQL {
			break
		}
		out = append(out, s.SQL)
	}
	return out
}

// StatementClasses returns the value classes of trigger values that a statement passes itself,
// in order, without repeats: all but those the test's data carries.
func StatementClasses(vs []TriggerValue) []string {
	var out []string
	for _, v := range vs {
		if v.Via != ViaData && !slices.Contains(out, v.Class) {
			out = append(out, v.Class)
		}
	}
	return out
}

// addNamed adds the trigger values an analyzer named (the LLM brain's Query Analyzer) to those
// derived from the test and the patch: a class the derivation missed, or a position it did not
// see. A class that is none of sqlvalue's is recorded in the notes, not kept.
func addNamed(derived, named []TriggerValue, notes []string) ([]TriggerValue, []string) {
	for _, v := range named {
		if !slices.Contains(sqlvalue.Names, v.Class) {
			notes = append(notes, fmt.Sprintf("the Query Analyzer named trigger class %q, which is none of %s: left out", clip(v.Class), strings.Join(sqlvalue.Names, ", ")))
			continue
		}
		if slices.ContainsFunc(derived, func(d TriggerValue) bool { return d.Class == v.Class && (d.Arg == v.Arg || v.Arg == 0) }) {
			continue
		}
		v.Arg = max(v.Arg, 0)
		v.Via, v.Text, v.Evidence = ViaAnalyzer, clip(v.Text), "the Query Analyzer: "+clip(v.Evidence)
		derived = append(derived, v)
	}
	return derived, notes
}
