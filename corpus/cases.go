package corpus

import (
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// parseTest reads a test file (and its companion result file, nil when absent) in its format.
func parseTest(format, path string, main, result []byte) (*testfmt.File, error) {
	switch format {
	case testfmt.MTR:
		return testfmt.ParseMTR(path, main, result)
	case testfmt.LogicTest:
		return testfmt.ParseLogicTest(path, main)
	case testfmt.PGRegress:
		return testfmt.ParsePGRegress(path, main, result)
	case testfmt.SQLLogicTest:
		return testfmt.ParseSQLLogicTest(path, main)
	case testfmt.GMS:
		return testfmt.ParseGMS(path, main)
	case testfmt.SQL:
		return testfmt.ParseSQL(path, main)
	}
	return nil, fmt.Errorf("no parser for test format %q", format)
}

// casesOf returns the test cases a fix added or changed in a test file, given the file as parsed
// at the fix (now) and at its parent (before; nil for a new file). Statements are compared by
// their text and recorded outcome, not by line: moving a test or re-recording its result is seen
// for what it is, whatever the line diff looks like. fixtures are the harness's setup statements
// for cases that rely on them (nil when there are none).
func casesOf(ref testRef, before, now *testfmt.File, fixtures analyzed) []TestCase {
	if len(now.Cases) > 0 {
		return namedCases(ref, before, now, fixtures)
	}
	var old []testfmt.Statement
	if before != nil {
		old = before.Statements
	}
	stmts := now.Statements
	key := added(old, stmts)
	var all analyzed // worked out on the first changed run only

	// Script formats: every maximal run of added or changed statements is a case, with the
	// earlier statements it depends on as setup.
	var out []TestCase
	for i := 0; i < len(stmts); {
		if !key[i] {
			i++
			continue
		}
		j := i
		for j < len(stmts) && key[j] {
			j++
		}
		if all.stmts == nil {
			all = analyze(stmts)
		}
		run := make([]testfmt.Statement, j-i)
		copy(run, stmts[i:j])
		for k := range run {
			run[k].Key = true
		}
		out = append(out, TestCase{
			File: ref.Main, ResultFile: resultFileOf(ref, now), Format: ref.Format,
			Name:       fmt.Sprintf("%s:%d-%d", ref.Main, run[0].Line, run[len(run)-1].EndLine),
			Setup:      resolveSetup(all.prefix(i), run),
			Statements: run,
		})
		i = j
	}
	return out
}

// namedCases handles formats whose tests are named units (gms ScriptTest/QueryTest). A case is
// changed when no case of the parent has the same name, setup and statements. A changed case
// keeps all its assertions up to the last changed one, since earlier assertions may change state
// the later ones see; when only its setup changed, all assertions count.
func namedCases(ref testRef, before, now *testfmt.File, fixtures analyzed) []TestCase {
	unchanged := map[string]int{}
	byName := map[string]testfmt.Case{}
	if before != nil {
		for _, c := range before.Cases {
			unchanged[caseFingerprint(c)]++
			if _, ok := byName[c.Name]; !ok {
				byName[c.Name] = c
			}
		}
	}
	var out []TestCase
	for _, c := range now.Cases {
		if fp := caseFingerprint(c); unchanged[fp] > 0 {
			unchanged[fp]--
			continue
		}
		if c.Skipped || len(c.Statements) == 0 {
			continue
		}
		key := added(byName[c.Name].Statements, c.Statements)
		last := -1
		for i := range c.Statements {
			if key[i] {
				last = i
			}
		}
		stmts := make([]testfmt.Statement, 0, len(c.Statements))
		for i, s := range c.Statements {
			if last >= 0 && i > last {
				break
			}
			s.Key = last < 0 || key[i]
			stmts = append(stmts, s)
		}
		setup := append([]testfmt.Statement(nil), c.Setup...)
		if c.UsesFixtures {
			setup = append(resolveSetup(fixtures, append(setup, stmts...)), setup...)
		}
		out = append(out, TestCase{File: ref.Main, Format: ref.Format, Name: c.Name, Setup: setup, Statements: stmts})
	}
	return out
}

// added reports which statements of now are not matched in before by a shortest edit script
// over their fingerprints: the statements the fix added or changed.
func added(before, now []testfmt.Statement) []bool {
	fingerprints := func(ss []testfmt.Statement) []string {
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = fingerprint(s)
		}
		return out
	}
	ids := map[string]int{}
	x, y := intern(ids, fingerprints(before)), intern(ids, fingerprints(now))
	key := make([]bool, len(now))
	for _, e := range diffInts(x, y) {
		if e.kind == '+' {
			key[e.j] = true
		}
	}
	return key
}

// fingerprint identifies a statement by what it runs and what it expects.
func fingerprint(s testfmt.Statement) string {
	var b strings.Builder
	e := s.Expect
	for _, part := range []string{s.Connection, s.SQL, e.Kind, e.Sort, e.Error} {
		b.WriteString(part)
		b.WriteByte(0)
	}
	for _, group := range [][]string{e.Columns, e.Warnings} {
		b.WriteString(strings.Join(group, "\x01"))
		b.WriteByte(0)
	}
	for _, row := range e.Rows {
		b.WriteString(strings.Join(row, "\x01"))
		b.WriteByte(2)
	}
	return b.String()
}

func caseFingerprint(c testfmt.Case) string {
	var b strings.Builder
	b.WriteString(c.Name)
	for _, s := range c.Setup {
		b.WriteString("\x01" + fingerprint(s))
	}
	for _, s := range c.Statements {
		b.WriteString("\x02" + fingerprint(s))
	}
	return b.String()
}

func resultFileOf(ref testRef, f *testfmt.File) string {
	for _, s := range f.Statements {
		if s.ResultLine > 0 {
			return ref.Result
		}
	}
	return ""
}
