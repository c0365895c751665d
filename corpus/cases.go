package corpus

import (
	"fmt"
	"sort"
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
// for cases that rely on them (nil when there are none); fixturesChanged says the fix changed
// them.
func casesOf(ref testRef, before, now *testfmt.File, fixtures analyzed, fixturesChanged bool) []TestCase {
	if len(now.Cases) > 0 {
		return namedCases(ref, before, now, fixtures, fixturesChanged)
	}
	var old []testfmt.Statement
	if before != nil {
		old = before.Statements
	}
	stmts := now.Statements
	key, was := compare(old, stmts, nil, nil)
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
			run[k].Key, run[k].Was = true, was[i+k]
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
func namedCases(ref testRef, before, now *testfmt.File, fixtures analyzed, fixturesChanged bool) []TestCase {
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
		key, was := compare(byName[c.Name].Statements, c.Statements, byName[c.Name].Setup, c.Setup)
		if c.UsesFixtures && fixturesChanged {
			// The harness's tables changed under the case: its answers may change with them.
			was = nil
		}
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
			s.Key, s.Was = last < 0 || key[i], was[i]
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

// compare matches the statements of now against those of before by a shortest edit script over
// their fingerprints; beforeSetup and nowSetup are the statements that run ahead of each (a
// case's setup), nil when there are none. key reports the statements of now left unmatched:
// those the fix added or changed. was holds, for each changed statement that the fix kept and
// runs on the same input, the outcome recorded before the fix. Within each stretch where the two
// files differ, the removed and the added statements are matched again, first whole with their
// SQL's whitespace aside (a statement only reformatted is the same statement), then by
// connection and SQL alone, so that a statement whose expected rows or error changed is told
// from a new one, whatever the line diff looks like. Its input is the same when the earlier
// statements it depends on (resolveSetup: the objects it uses and the session settings) and the
// earlier definitions of any object (CREATE, ALTER, DROP, RENAME: what a query of the catalog
// reads) read the same and record the same kind of outcome in both versions: an expectation
// that changed with its setup says nothing of the engine's answer.
func compare(before, now, beforeSetup, nowSetup []testfmt.Statement) (key []bool, was map[int]*testfmt.Expect) {
	all := func(ss []testfmt.Statement) []int {
		idx := make([]int, len(ss))
		for i := range idx {
			idx[i] = i
		}
		return idx
	}
	shared, gone, put := matchBy(before, now, all(before), all(now), fingerprint)
	key = make([]bool, len(now))
	for _, j := range put {
		key[j] = true
	}
	var inputs [2]analyzed // setup and statements of each side, analysed on first need
	var shapes [2][]int    // the indices in inputs of the statements that shape the catalog
	sameInput := func(i, j int) bool {
		if inputs[0].stmts == nil {
			inputs[0] = analyze(append(beforeSetup[:len(beforeSetup):len(beforeSetup)], before...))
			inputs[1] = analyze(append(nowSetup[:len(nowSetup):len(nowSetup)], now...))
			for side, in := range inputs {
				for k, info := range in.info {
					first := ""
					if len(info.words) > 0 {
						first = info.words[0]
					}
					if e := info.effect; e.defines != "" || len(e.drops) > 0 || first == "alter" || first == "rename" {
						shapes[side] = append(shapes[side], k)
					}
				}
			}
		}
		i, j = len(beforeSetup)+i, len(nowSetup)+j
		same := func(a, b []testfmt.Statement) bool {
			if len(a) != len(b) {
				return false
			}
			for k := range a {
				if a[k].Connection != b[k].Connection || a[k].Expect.Kind != b[k].Expect.Kind || oneLine(a[k].SQL) != oneLine(b[k].SQL) {
					return false
				}
			}
			return true
		}
		// What it uses, and, for a statement that reads the catalog (information_schema, SHOW),
		// every definition before it.
		var ddl [2][]testfmt.Statement
		for side, n := range []int{i, j} {
			for _, k := range shapes[side] {
				if k < n {
					ddl[side] = append(ddl[side], inputs[side].stmts[k])
				}
			}
		}
		return same(ddl[0], ddl[1]) && same(resolveSetup(inputs[0].prefix(i), before[i-len(beforeSetup):][:1]), resolveSetup(inputs[1].prefix(j), now[j-len(nowSetup):][:1]))
	}
	// A stretch is what lies between two shared statements; it is named by how many precede it.
	stretch := func(side, i int) int {
		return sort.Search(len(shared), func(k int) bool { return shared[k][side] > i })
	}
	for len(gone) > 0 && len(put) > 0 {
		sb, sn := stretch(0, gone[0]), stretch(1, put[0])
		b, n := 0, 0
		for b < len(gone) && stretch(0, gone[b]) == sb {
			b++
		}
		for n < len(put) && stretch(1, put[n]) == sn {
			n++
		}
		switch {
		case sb < sn:
			gone = gone[b:]
			continue
		case sn < sb:
			put = put[n:]
			continue
		}
		_, b2, n2 := matchBy(before, now, gone[:b], put[:n], func(s testfmt.Statement) string {
			s.SQL = oneLine(s.SQL)
			return fingerprint(s)
		})
		pairs, _, _ := matchBy(before, now, b2, n2, func(s testfmt.Statement) string {
			return s.Connection + "\x00" + oneLine(s.SQL)
		})
		for _, p := range pairs {
			if !sameInput(p[0], p[1]) {
				continue
			}
			if was == nil {
				was = map[int]*testfmt.Expect{}
			}
			exp := before[p[0]].Expect
			was[p[1]] = &exp
		}
		gone, put = gone[b:], put[n:]
	}
	return key, was
}

// matchBy pairs the statements at bi in before with those at ni in now that have the same key, in
// order, by a shortest edit script; it returns the pairs and the indices left on each side.
func matchBy(before, now []testfmt.Statement, bi, ni []int, keyOf func(testfmt.Statement) string) (pairs [][2]int, restB, restN []int) {
	keys := func(ss []testfmt.Statement, idx []int) []string {
		out := make([]string, len(idx))
		for k, i := range idx {
			out[k] = keyOf(ss[i])
		}
		return out
	}
	for _, e := range diffStrings(keys(before, bi), keys(now, ni)) {
		switch e.kind {
		case ' ':
			pairs = append(pairs, [2]int{bi[e.i], ni[e.j]})
		case '-':
			restB = append(restB, bi[e.i])
		case '+':
			restN = append(restN, ni[e.j])
		}
	}
	return pairs, restB, restN
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

// oneLine is SQL text with its runs of whitespace made one space: the same statement, however
// it is laid out.
func oneLine(sql string) string {
	return strings.Join(strings.Fields(sql), " ")
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
