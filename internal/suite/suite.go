// Package suite turns a fix's regression test into a sibling-level regression suite, the second
// use the Reaper paper gives its tests (§4.2: "turn a regression test for one repaired construct
// into a sibling-level regression task").
//
// A suite is written per fix, in mtr (MariaDB/MySQL, go-mysql-server) or sqllogictest (every
// dialect), from the historical test and its valid sibling tests (distinct statements, trigger
// kept; the caller picks them):
//
//   - The suite file holds each test in turn, each in a database of its own (MySQL family:
//     CREATE DATABASE and USE, dropped after; PostgreSQL family: a schema on the search path;
//     DuckDB: a schema set as each connection's default, dropped after), so tests that create
//     the same table do not meet. The harness's own database (go-mysql-server's
//     mydb) is used when a test names it.
//   - The outcomes are recorded on the target as the format records them (mtr --record): the
//     file is run twice; a statement that crashed, hung or failed internally takes its test out of
//     the suite (that is a bug, not a behaviour to keep); a statement whose outcome differs between
//     the two runs, or that calls a function known not to be deterministic (the clock, chance:
//     package oracle's table; two quick runs can agree on them), is expected to succeed only (mtr: --disable_result_log; sqllogictest:
//     statement ok), and an error whose text varies (or, in such a statement, holds a digit)
//     takes its test out. Rows are compared sorted
//     unless the statement orders them (mtr --sorted_result, sqllogictest rowsort).
//   - Open bugs are not recorded, which would make the suite keep the bug: each sibling test that
//     reproduces one is its own file expecting the correct behaviour (export.Files), marked as the
//     format marks a known failure — mtr lists it in disabled.def with the bug id, sqllogictest
//     wraps it in `mode skip` ... `mode unskip` under a comment naming the bug. A wrong result,
//     whose correct rows reaper does not know, is named in the suite's header instead.
//
// Replay runs a suite the way its format's runner would: the suite files must be green; the
// marked files are run too, without their mark, and are expected red while their bug is open.
package suite

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/replay"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate/oracle"
)

// Formats are the formats a suite is written in.
var Formats = []string{testfmt.MTR, testfmt.SQLLogicTest}

// Test is one test of a suite with what its header line says of it.
type Test struct {
	Test  sibling.Test
	Label string
}

// Open is a sibling test that reproduces an open bug.
type Open struct {
	Bug, Key string
	Input    export.Input
}

// Input is what a suite is written from.
type Input struct {
	FixID, Subject string
	// Product is the target's product (dbms.Info.Product): it picks the isolation statements.
	Product string
	// Tests are the historical test and its siblings, in the order the suite runs them.
	Tests []Test
	Open  []Open
}

// Suite is a written suite: its files and what went where.
type Suite struct {
	FixID string        `json:"fix_id"`
	Files []export.File `json:"files"`
	// Recorded counts the tests in the suite file, Statements their statements, Loose the
	// statements expected only to succeed (their outcome varied between two runs, they read the
	// clock or chance, or a value of theirs does not print on one line).
	Recorded   int `json:"recorded"`
	Statements int `json:"statements"`
	Loose      int `json:"loose"`
	// Marked are the names of the open bugs' files; Left the tests and open bugs left out, with why.
	Marked []string `json:"marked,omitempty"`
	Left   []string `json:"left,omitempty"`
}

// Record records in's tests on tg and writes the suite in format (one of Formats).
func Record(ctx context.Context, tg dbms.Target, in Input, format string, run dbms.RunOptions) (*Suite, error) {
	if !slices.Contains(Formats, format) {
		return nil, fmt.Errorf("suites are written in %s, not %q", strings.Join(Formats, " or "), format)
	}
	if err := export.Fits(format, in.Product); err != nil {
		return nil, err
	}
	s := &Suite{FixID: in.FixID}
	tests := writable(in.Tests, format, s)
	recs, err := recordRuns(ctx, tg, in.Product, tests, run, s)
	if err != nil {
		return nil, err
	}
	base := "reaper_fix_" + shortID(in.FixID)
	header := []string{fmt.Sprintf("reaper sibling regression suite of fix %s: %s", in.FixID, in.Subject)}
	if len(recs) > 0 {
		on := in.Product + " " + recs[0].version
		if strings.HasPrefix(recs[0].version, in.Product) {
			on = recs[0].version // PostgreSQL's version() names the product
		}
		header = append(header, fmt.Sprintf("%d tests (the historical one first), outcomes recorded on %s", s.Recorded, on))
	}
	var disabled []string
	for i, o := range in.Open {
		files, err := export.Files(o.Input, format)
		if err != nil {
			s.Left = append(s.Left, fmt.Sprintf("open bug %s (%s), test %s: not written as a test: %v", o.Bug, o.Input.Candidate.Construct, o.Input.Validation.Input.Test.ID, err))
			header = append(header, fmt.Sprintf("open bug %s, not written as a test (%s): %s", o.Bug, o.Input.Candidate.Construct, o.Input.Candidate.Signature))
			continue
		}
		name := fmt.Sprintf("%s_bug_%s_%d", base, o.Bug, i+1)
		mark := fmt.Sprintf("reaper bug %s (open): %s", o.Bug, o.Key)
		for _, f := range files {
			switch {
			case strings.HasSuffix(f.Name, ".result"):
				f.Name = "r/" + name + ".result"
			case format == testfmt.MTR:
				f.Name = "t/" + name + ".test"
			default:
				f.Name = name + ".test"
				f.Content = "# " + export.OneLine(mark) + "\nmode skip\n\n" + f.Content + "\nmode unskip\n"
			}
			s.Files = append(s.Files, f)
		}
		s.Marked = append(s.Marked, name)
		disabled = append(disabled, name+" : "+export.OneLine(mark))
		header = append(header, fmt.Sprintf("open bug %s (%s): in %s, marked as failing", o.Bug, o.Input.Candidate.Construct, name))
	}
	if len(recs) > 0 {
		switch format {
		case testfmt.MTR:
			test, result := writeMTR(header, recs)
			s.Files = append(s.Files, export.File{Name: "t/" + base + ".test", Content: test}, export.File{Name: "r/" + base + ".result", Content: result})
		default:
			s.Files = append(s.Files, export.File{Name: base + ".test", Content: writeSLT(header, recs)})
		}
	}
	if format == testfmt.MTR && len(disabled) > 0 {
		s.Files = append(s.Files, export.File{Name: "disabled.def", Content: strings.Join(disabled, "\n") + "\n"})
	}
	sort.Slice(s.Files, func(i, j int) bool { return s.Files[i].Name < s.Files[j].Name })
	return s, nil
}

// shortID is the part of a fix id a file name carries.
func shortID(id string) string {
	out := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' {
			return r
		}
		return '_'
	}, id)
	if len(out) > 12 {
		out = out[:12]
	}
	return out
}

// writable keeps the tests the format can hold: mtr has no second connection in this
// writer, and reads a line starting with -- or # inside a statement as a command or comment.
func writable(tests []Test, format string, s *Suite) []Test {
	var out []Test
	for _, t := range tests {
		why := ""
		for _, st := range t.Test.All() {
			if format == testfmt.MTR && st.Connection != "" {
				why = "it uses several client connections, which the mtr suite does not write"
			}
			for _, l := range strings.Split(st.SQL, "\n") {
				if l = strings.TrimSpace(l); format == testfmt.MTR && (strings.HasPrefix(l, "--") || strings.HasPrefix(l, "#")) {
					why = "a line of a statement would be read by mysqltest as a command or a comment"
				}
			}
		}
		if why != "" {
			s.Left = append(s.Left, fmt.Sprintf("test %s (%s): %s", t.Test.ID, t.Label, why))
			continue
		}
		out = append(out, t)
	}
	return out
}

// rec is one statement of the suite file with its recorded outcome.
type rec struct {
	test int // index of its test
	// iso marks the statements that give the test its own database.
	iso     bool
	label   string
	sql     string
	conn    string
	r       dbms.Result
	loose   bool
	ordered bool
	version string
}

// recordRuns runs the tests twice in one script and returns its statements with their outcome;
// tests that end badly or vary in their errors are taken out (see the top of the file).
func recordRuns(ctx context.Context, tg dbms.Target, product string, tests []Test, run dbms.RunOptions, s *Suite) ([]rec, error) {
	family := dialect.FamilyOf(product)
	// The catalog's volatile functions, where the target lists a catalog it can read; else the
	// table of nondeterministic names alone decides.
	var volatile oracle.Volatile
	if c, ok := tg.(dbms.Cataloger); ok {
		if fns, err := c.Catalog(ctx); err == nil {
			volatile = oracle.VolatileOf(fns)
		}
	}
	for len(tests) > 0 {
		recs := script(tests, family)
		stmts := make([]dbms.Statement, len(recs))
		for i, r := range recs {
			stmts[i] = dbms.Statement{SQL: r.sql, Connection: r.conn}
		}
		opts := run
		opts.StopAfterHang = true
		var runs [2]*dbms.Execution
		drop, why := -1, ""
		for k := range runs {
			ex, err := tg.Run(ctx, stmts, opts)
			if ex == nil {
				return nil, fmt.Errorf("record the suite of fix %s: %w", s.FixID, err)
			}
			runs[k] = ex
			if i := firstBad(ex.Results, len(recs)); i >= 0 {
				drop, why = recs[i].test, "statement "+strconv.Itoa(i+1)+" of the suite ended in "+outcomeAt(ex.Results, i)+" on the target"
				break
			}
		}
		if drop < 0 {
			for i := range recs {
				a, b := runs[0].Results[i], runs[1].Results[i]
				recs[i].r, recs[i].version = a, runs[0].Version
				recs[i].ordered = export.Ordered(recs[i].sql)
				// Where the statement reads the clock or chance, two quick runs can agree by luck:
				// it is expected only to succeed, and an error of it is kept only when its text
				// holds no digit, which a clock or random value in it would show as.
				nd := volatile.Nondeterministic(recs[i].sql)
				varies := nd != "" && (a.Outcome == dbms.OutcomeOK || strings.ContainsAny(a.Message, "0123456789"))
				if varies || !same(a, b, recs[i].ordered) || !export.Printable(a) {
					if a.Outcome == dbms.OutcomeError {
						why = fmt.Sprintf("the outcome of statement %d varies between two runs (%s / %s)", i+1, says(a), says(b))
						if varies {
							why = fmt.Sprintf("statement %d fails with a number in its error, and %s", i+1, nd)
						}
						drop = recs[i].test
						break
					}
					recs[i].loose = true
				}
				// sqllogictest reads one word after a query's types, a sort mode or else a
				// connection (DuckDB's runner and testfmt alike): a query on a named connection
				// is compared in the order its rows come, which only an ORDER BY fixes.
				if recs[i].conn != "" && !recs[i].ordered && len(a.Rows) > 1 {
					recs[i].loose = true
				}
			}
		}
		if drop < 0 {
			s.Recorded = len(tests)
			for _, r := range recs {
				if !r.iso {
					s.Statements++
				}
				if r.loose {
					s.Loose++
				}
			}
			return recs, nil
		}
		s.Left = append(s.Left, fmt.Sprintf("test %s (%s): %s", tests[drop].Test.ID, tests[drop].Label, why))
		tests = slices.Delete(slices.Clone(tests), drop, drop+1)
	}
	return nil, nil
}

// script is the tests in order, each inside its own database or schema, as the target's
// family isolates them.
func script(tests []Test, family dialect.Family) []rec {
	var recs []rec
	for i, t := range tests {
		iso := func(sql, conn string) {
			recs = append(recs, rec{test: i, iso: true, label: t.Label, sql: sql, conn: conn})
		}
		name := t.Test.Database()
		if name == "" {
			name = "reaper_t" + strconv.Itoa(i+1)
		}
		switch family {
		case dialect.FamilyDuckDB:
			// A schema, the default of each connection the test uses (a session setting that
			// names no catalog, so the file runs on DuckDB's own runner too).
			iso("CREATE SCHEMA "+name, "")
			for _, c := range connections(t) {
				iso("SET schema = '"+name+"'", c)
			}
		case dialect.FamilyPostgres:
			iso("CREATE SCHEMA "+name, "")
			iso("SET search_path TO "+name, "")
		default:
			iso("DROP DATABASE IF EXISTS "+name, "")
			iso("CREATE DATABASE "+name, "")
			// A no-op where DDL commits, as it should; go-mysql-server's in-memory engine keeps
			// the new database in the session's transaction, and a later failed statement's
			// rollback would take it away with every test after it.
			iso("COMMIT", "")
			iso("USE "+name, "")
		}
		for _, st := range t.Test.All() {
			recs = append(recs, rec{test: i, label: t.Label, sql: strings.TrimRight(st.SQL, "; \t\n"), conn: st.Connection})
		}
		switch family {
		case dialect.FamilyDuckDB:
			for _, c := range connections(t) {
				iso("RESET schema", c)
			}
			iso("DROP SCHEMA "+name+" CASCADE", "")
		case dialect.FamilyPostgres:
			iso("RESET search_path", "")
			iso("DROP SCHEMA "+name+" CASCADE", "")
		default:
			iso("DROP DATABASE "+name, "")
		}
	}
	return recs
}

// connections are the connections a test uses, the default first.
func connections(t Test) []string {
	conns := []string{""}
	for _, st := range t.Test.All() {
		if !slices.Contains(conns, st.Connection) {
			conns = append(conns, st.Connection)
		}
	}
	return conns
}

// says is a statement's outcome in a few words, for a reason.
func says(r dbms.Result) string {
	if r.Outcome == dbms.OutcomeError {
		return replay.Short(fmt.Sprintf("error %d: %s", r.Code, r.Message))
	}
	return fmt.Sprintf("%s, %d rows", r.Outcome, len(r.Rows))
}

// firstBad is the first statement that did not end cleanly (or did not run), or -1.
func firstBad(results []dbms.Result, n int) int {
	for i := range n {
		if i >= len(results) {
			return i
		}
		if o := results[i].Outcome; o != dbms.OutcomeOK && o != dbms.OutcomeError {
			return i
		}
	}
	return -1
}

func outcomeAt(results []dbms.Result, i int) string {
	if i >= len(results) {
		return "no result"
	}
	return results[i].Outcome
}

// same compares two runs of a statement: outcome, error, columns, rows (as multisets when
// unordered) and warnings.
func same(a, b dbms.Result, ordered bool) bool {
	if a.Outcome != b.Outcome || a.Code != b.Code || a.SQLState != b.SQLState || a.Message != b.Message ||
		!slices.Equal(a.Columns, b.Columns) || len(a.Warnings) != len(b.Warnings) {
		return false
	}
	for i := range a.Warnings {
		if a.Warnings[i] != b.Warnings[i] {
			return false
		}
	}
	return slices.Equal(export.Lines(a, ordered), export.Lines(b, ordered))
}

// writeMTR writes the .test and its recorded .result.
func writeMTR(header []string, recs []rec) (string, string) {
	var test, result strings.Builder
	for _, l := range header {
		test.WriteString("# " + export.OneLine(l) + "\n")
	}
	last := -1
	for _, r := range recs {
		if r.test != last {
			test.WriteString("\n# " + export.OneLine(r.label) + "\n")
		}
		last = r.test
		var before, after, output string
		switch {
		case r.r.Outcome == dbms.OutcomeError:
			before, output = "--error "+export.MTRCode(r.r)+"\n", export.MTRError(r.r.SQLState, r.r.Message)
		case r.loose:
			before, after = "--disable_result_log\n--disable_warnings\n", "--enable_warnings\n--enable_result_log\n"
		default:
			if len(r.r.Columns) > 0 && !r.ordered {
				before = "--sorted_result\n"
			}
			output = export.MTROutput(r.r, export.Lines(r.r, r.ordered))
		}
		export.MTRStatement(&test, &result, r.sql, before, after, output)
	}
	return test.String(), result.String()
}

// writeSLT writes the sqllogictest file with its recorded results.
func writeSLT(header []string, recs []rec) string {
	var b strings.Builder
	for _, l := range header {
		b.WriteString("# " + export.OneLine(l) + "\n")
	}
	last := -1
	for _, r := range recs {
		if r.test != last {
			b.WriteString("\n# " + export.OneLine(r.label) + "\n")
		}
		last = r.test
		conn := ""
		if r.conn != "" {
			conn = " " + export.OneLine(r.conn)
		}
		sql := export.RecordSQL(r.sql)
		b.WriteString("\n")
		switch {
		case r.r.Outcome == dbms.OutcomeError:
			b.WriteString("statement error" + conn + "\n" + sql + "\n")
			if msg := export.SLTError(r.r.Message); msg != "" {
				b.WriteString("----\n" + msg + "\n")
			}
		case r.loose || len(r.r.Columns) == 0:
			b.WriteString("statement ok" + conn + "\n" + sql + "\n")
		default:
			sortMode := " rowsort"
			if r.ordered {
				sortMode = " nosort"
			}
			if conn != "" {
				sortMode = "" // the word after the types is the connection (see recordRuns)
			}
			b.WriteString("query " + export.SLTTypes(r.r) + sortMode + conn + "\n" + sql + "\n----\n")
			for _, l := range export.Lines(r.r, r.ordered || conn != "") {
				cells := strings.Split(l, "\t")
				for k, c := range cells {
					if c == "" {
						cells[k] = "(empty)"
					}
				}
				b.WriteString(strings.Join(cells, "\t") + "\n")
			}
		}
	}
	return b.String()
}

// Replayed is what a suite's files did on a target.
type Replayed struct {
	File string `json:"file"`
	// Marked says the file is an open bug's, expected red while the bug is open.
	Marked bool   `json:"marked"`
	Green  bool   `json:"green"`
	Detail string `json:"detail"`
}

// Replay runs every suite file and marked file among files (a suite directory's files,
// names relative to it) on tg.
func Replay(ctx context.Context, tg dbms.Target, format string, files []export.File) ([]Replayed, error) {
	if !slices.Contains(Formats, format) {
		return nil, fmt.Errorf("suites are written in %s, not %q", strings.Join(Formats, " or "), format)
	}
	byName := map[string]export.File{}
	for _, f := range files {
		byName[f.Name] = f
	}
	disabled := map[string]bool{}
	if d, ok := byName["disabled.def"]; ok {
		for _, l := range strings.Split(d.Content, "\n") {
			if name, _, ok := strings.Cut(l, ":"); ok && !strings.HasPrefix(strings.TrimSpace(l), "#") {
				disabled[strings.TrimSpace(name)] = true
			}
		}
	}
	var names []string
	for n := range byName {
		if strings.HasSuffix(n, ".test") {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	var out []Replayed
	for _, n := range names {
		f := byName[n]
		run := []export.File{f}
		marked := false
		switch format {
		case testfmt.MTR:
			test := strings.TrimSuffix(strings.TrimPrefix(n, "t/"), ".test")
			r, ok := byName["r/"+test+".result"]
			if !ok {
				return nil, fmt.Errorf("replay suite: %s has no r/%s.result", n, test)
			}
			run = append(run, r)
			marked = disabled[test]
		default:
			var kept []string
			for _, l := range strings.Split(f.Content, "\n") {
				if t := strings.TrimSpace(l); t == "mode skip" || t == "mode unskip" {
					marked = true
					continue
				}
				kept = append(kept, l)
			}
			run[0].Content = strings.Join(kept, "\n")
		}
		green, detail, err := replay.Run(ctx, tg, format, run)
		if err != nil {
			return nil, fmt.Errorf("replay suite file %s: %w", n, err)
		}
		out = append(out, Replayed{File: n, Marked: marked, Green: green, Detail: detail})
	}
	if len(out) == 0 {
		return nil, errors.New("replay suite: no .test file among the files")
	}
	return out, nil
}
