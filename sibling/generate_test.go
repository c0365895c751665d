package sibling

import (
	"context"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// paperProfile builds an accepted profile around a key statement, with its setup and the
// statements around it.
func paperProfile(d dialect.Dialect, fault, key string, setup, before []string) *profile.Profile {
	tc := corpus.TestCase{File: "t/case.test", Format: "mtr", Name: "case"}
	for _, s := range setup {
		tc.Setup = append(tc.Setup, testfmt.Statement{SQL: s})
	}
	for _, s := range before {
		tc.Statements = append(tc.Statements, testfmt.Statement{SQL: s})
	}
	ks := testfmt.Statement{SQL: key, Key: true}
	tc.Statements = append(tc.Statements, ks)
	return &profile.Profile{
		FixID: "fix-" + strings.ToLower(strings.ReplaceAll(fault, " ", "-")), Dialect: d, Status: profile.Accepted,
		Trigger: profile.Trigger{Fault: fault, Key: ks, Orig: tc},
	}
}

func generate(t *testing.T, p *profile.Profile, g *grammars.Graph, opts Options) *Set {
	t.Helper()
	if g == nil {
		var err error
		if g, err = grammars.Dialect(p.Dialect); err != nil {
			t.Fatal(err)
		}
	}
	set, err := Generate(context.Background(), p, g, Rules{}, opts)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// sqlOf maps each generated sibling statement to its test.
func sqlOf(set *Set) map[string]Test {
	out := map[string]Test{}
	for _, t := range set.Tests {
		out[t.SQL] = t
	}
	return out
}

func wantTests(t *testing.T, set *Set, want ...string) {
	t.Helper()
	got := sqlOf(set)
	for _, w := range want {
		if _, ok := got[w]; !ok {
			var all []string
			for s := range got {
				all = append(all, s)
			}
			t.Errorf("no sibling test %q; got (%s) %q", w, set.Reason, all)
		}
	}
}

// The paper's Figure 1/4: NEXTVAL on a CTE alias gives SETVAL with its value supplied and
// LASTVAL, the CTE kept.
func TestPaperNextval(t *testing.T) {
	key := "WITH s AS (SELECT a FROM t1) SELECT NEXTVAL(s) FROM s"
	p := paperProfile("mysql", "NEXTVAL", key, []string{"CREATE TABLE t1 (a INT)"}, nil)
	set := generate(t, p, nil, Options{})
	wantTests(t, set,
		"WITH s AS (SELECT a FROM t1) SELECT SETVAL(s, 1) FROM s",
		"WITH s AS (SELECT a FROM t1) SELECT LASTVAL(s) FROM s")
	tt := sqlOf(set)["WITH s AS (SELECT a FROM t1) SELECT SETVAL(s, 1) FROM s"]
	if tt.Skeleton != "WITH s AS (SELECT a FROM t1) SELECT SETVAL(s, ⟨expr⟩) FROM s" || tt.Construct != "SETVAL" || tt.Origin != "n_fault" {
		t.Errorf("skeleton %q construct %q origin %q", tt.Skeleton, tt.Construct, tt.Origin)
	}
	if len(tt.Setup) != 1 || tt.Statements[tt.Key].SQL != tt.SQL || !tt.Statements[tt.Key].Key {
		t.Errorf("the test does not keep S_orig around the sibling: %+v", tt)
	}
	for _, s := range set.Tests {
		if strings.Contains(s.SQL, "NEXTVAL") {
			t.Errorf("a sibling test still calls the historical construct: %s", s.SQL)
		}
	}
}

// The paper's Figure 5: AVG(YEAR(a)) in CREATE TABLE ... AS SELECT gives AVG(TO_DAYS(a)) and the
// other date functions of YEAR's family, the argument and the statement around kept.
func TestPaperYearInCTAS(t *testing.T) {
	key := "CREATE TABLE t2 AS SELECT AVG(YEAR(a)) AS v FROM t1"
	p := paperProfile("mysql", "YEAR", key, []string{"CREATE TABLE t1 (a DATE)", "INSERT INTO t1 VALUES ('2001-01-01')"}, nil)
	set := generate(t, p, nil, Options{MaxTests: 200})
	wantTests(t, set,
		"CREATE TABLE t2 AS SELECT AVG(TO_DAYS(a)) AS v FROM t1",
		"CREATE TABLE t2 AS SELECT AVG(DAYOFYEAR(a)) AS v FROM t1",
		"CREATE TABLE t2 AS SELECT AVG(MONTH(a)) AS v FROM t1")
}

// The paper's Figure 3: COUNT(DISTINCT b) over a BIT column gives the other aggregates over the
// same DISTINCT argument.
func TestPaperCountDistinct(t *testing.T) {
	key := "SELECT COUNT(DISTINCT b) FROM t1 GROUP BY a"
	p := paperProfile("mysql", "COUNT", key, []string{"CREATE TABLE t1 (a INT, b BIT(2))"}, nil)
	set := generate(t, p, nil, Options{})
	wantTests(t, set,
		"SELECT SUM(DISTINCT b) FROM t1 GROUP BY a",
		"SELECT AVG(DISTINCT b) FROM t1 GROUP BY a",
		"SELECT MAX(DISTINCT b) FROM t1 GROUP BY a",
		"SELECT GROUP_CONCAT(DISTINCT b) FROM t1 GROUP BY a")
}

// The paper's Figure 6(a): FETCH ABSOLUTE 1 on a holdable cursor gives FETCH FIRST, LAST, NEXT
// and PRIOR, with the cursor's declaration and transaction kept.
func TestPaperFetchAbsolute(t *testing.T) {
	before := []string{"BEGIN", "CREATE TABLE t (a int)", "DECLARE c CURSOR WITH HOLD FOR SELECT a FROM t", "COMMIT"}
	p := paperProfile("postgres", "FETCH ABSOLUTE", "FETCH ABSOLUTE 1 FROM c", nil, before)
	set := generate(t, p, nil, Options{})
	wantTests(t, set, "FETCH FIRST FROM c", "FETCH LAST FROM c", "FETCH NEXT FROM c", "FETCH PRIOR FROM c")
	tt := sqlOf(set)["FETCH FIRST FROM c"]
	if tt.Key != 4 || tt.Statements[2].SQL != before[2] {
		t.Errorf("the cursor setup is not kept before the sibling: key %d, statements %+v", tt.Key, tt.Statements)
	}
}

// The paper's Figure 6(b): make_date gives make_timestamp with its extra time arguments supplied
// from the catalog's signature, the historical arguments (the out-of-domain year) kept.
func TestPaperMakeDate(t *testing.T) {
	g, err := grammars.Dialect("postgres")
	if err != nil {
		t.Fatal(err)
	}
	g.AddFunctions([]grammars.Function{
		{Name: "MAKE_TIMESTAMP", Family: "D", MinArgs: 6, MaxArgs: 6, ArgTypes: []string{"integer", "integer", "integer", "integer", "integer", "double precision"}},
	})
	p := paperProfile("postgres", "MAKE_DATE", "SELECT make_date(0, 7, 15)", nil, nil)
	set := generate(t, p, g, Options{})
	var found *Test
	for i, tt := range set.Tests {
		if tt.Construct == "MAKE_TIMESTAMP" && tt.Variant == "" {
			found = &set.Tests[i]
		}
	}
	if found == nil {
		t.Fatalf("no MAKE_TIMESTAMP sibling: %+v", sqlOf(set))
	}
	if !strings.HasPrefix(found.SQL, "SELECT MAKE_TIMESTAMP(0, 7, 15, ") || strings.Count(found.SQL, ",") != 5 {
		t.Errorf("make_timestamp does not keep the historical arguments and supply three more: %s", found.SQL)
	}
	if _, err := grammars.Parse("postgres", found.SQL); err != nil {
		t.Errorf("%s: %v", found.SQL, err)
	}
}

// A historical argument goes to the sibling's parameter of its kind, as the catalog's help
// syntax names them: LEFT's length becomes SUBSTRING_INDEX's count and EXPORT_SET's number of
// bits, where by position it would have been a delimiter and a string; an argument whose
// position takes its kind keeps it (RIGHT).
func TestHistoricalArgumentsByParameterKind(t *testing.T) {
	g, err := grammars.Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	g.AddFunctions([]grammars.Function{
		{Name: "LEFT", Family: "String Functions", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"str", "len"}},
		{Name: "RIGHT", Family: "String Functions", MinArgs: 2, MaxArgs: 2, ArgTypes: []string{"str", "len"}},
		{Name: "SUBSTRING_INDEX", Family: "String Functions", MinArgs: 3, MaxArgs: 3, ArgTypes: []string{"str", "delim", "count"}},
		{Name: "EXPORT_SET", Family: "String Functions", MinArgs: 3, MaxArgs: 5, ArgTypes: []string{"bits", "on", "off", "separator", "number_of_bits"}},
	})
	p := paperProfile("mysql", "LEFT", "SELECT LEFT('hello', 4294967295)", nil, nil)
	set := generate(t, p, g, Options{MaxTests: 400})
	wantTests(t, set,
		"SELECT RIGHT('hello', 4294967295)",
		"SELECT SUBSTRING_INDEX('hello', 'hello', 4294967295)",
		"SELECT EXPORT_SET('hello', 'hello', 'hello', 'hello', 4294967295)")
}

// A character set placeholder takes the target's default character set, as its catalog lists
// them; without a catalog it is a plain literal no server knows as a character set.
func TestCharsetFromTheCatalog(t *testing.T) {
	p := paperProfile("mysql", "CAST", "SELECT CAST(a AS CHAR) FROM t1", []string{"CREATE TABLE t1 (a GEOMETRY)"}, nil)
	g, err := grammars.Dialect("mysql")
	if err != nil {
		t.Fatal(err)
	}
	g.AddCatalog(grammars.Catalog{Names: map[string][]string{grammars.NameCharset: {"utf8mb4", "latin1"}}})
	wantTests(t, generate(t, p, g, Options{MaxTests: 400}), "SELECT CONVERT(a USING utf8mb4) FROM t1")
	if _, ok := sqlOf(generate(t, p, nil, Options{MaxTests: 400}))["SELECT CONVERT(a USING utf8mb4) FROM t1"]; ok {
		t.Errorf("without a catalog the character set came from somewhere")
	}
}

// Bad input is recorded per profile with its reason, never an error.
func TestGenerateReasons(t *testing.T) {
	for _, c := range []struct {
		name             string
		dialect          dialect.Dialect
		fault, key, want string
	}{
		{"S_key does not parse", "mysql", "NEXTVAL", "SELEC NEXTVAL(s)", "S_key does not parse"},
		{"n_fault not in S_key", "mysql", "SETVAL", "SELECT NEXTVAL(s)", "SETVAL is not found in S_key"},
		{"not a construct", "mysql", "FROBNICATE", "SELECT 1", "not in the grammar"},
		{"no key statement", "mysql", "NEXTVAL", "", "no key statement"},
		{"dropped without candidates", "mysql", "", "SELECT 1", "no construct to mutate"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := paperProfile(c.dialect, c.fault, c.key, nil, nil)
			if c.fault == "" {
				p.Status = profile.Dropped
			}
			set := generate(t, p, nil, Options{})
			if len(set.Tests) != 0 || !strings.Contains(set.Reason, c.want) {
				t.Errorf("tests %d, reason %q; want %q", len(set.Tests), set.Reason, c.want)
			}
			if set.Kind == "" || strings.Contains(set.Kind, c.fault) && c.fault != "" {
				t.Errorf("kind %q: want one of the Skip kinds, without the construct's name", set.Kind)
			}
		})
	}
}

// The ablations: a random anchor mutates another construct of S_key, chosen by the seed; without
// concretization the placeholders get the grammar's shortest sentence.
func TestAblations(t *testing.T) {
	key := "WITH s AS (SELECT a FROM t1) SELECT NEXTVAL(s) FROM s"
	p := paperProfile("mysql", "NEXTVAL", key, nil, nil)
	if err := (&Options{RandomAnchor: true}).Validate(); err == nil {
		t.Error("a random anchor without a seeded source was accepted")
	}
	set := generate(t, p, nil, Options{RandomAnchor: true, Rand: rand.New(rand.NewSource(3))})
	again := generate(t, p, nil, Options{RandomAnchor: true, Rand: rand.New(rand.NewSource(3))})
	if len(set.Tests) == 0 || len(set.Tests) != len(again.Tests) || set.Tests[0].SQL != again.Tests[0].SQL {
		t.Fatalf("a seeded random anchor is not reproducible: %d vs %d tests (%s)", len(set.Tests), len(again.Tests), set.Reason)
	}
	for _, tt := range set.Tests {
		if tt.Origin != "random" {
			t.Errorf("origin %q, want random", tt.Origin)
		}
	}
	raw := generate(t, p, nil, Options{NoConcretize: true})
	tt, ok := sqlOf(raw)["WITH s AS (SELECT a FROM t1) SELECT SETVAL(s, ?) FROM s"]
	if !ok || tt.Concretizer != "none" || tt.Placeholders[0].From != "grammar" {
		t.Errorf("no-concretize: %+v", sqlOf(raw))
	}
}

// A profile whose analyzers disagreed is mutated at its top candidates, marked as such.
func TestCandidates(t *testing.T) {
	p := paperProfile("mysql", "", "SELECT COUNT(DISTINCT b), TRIM(c) FROM t1", nil, nil)
	p.Status = profile.Dropped
	p.Candidates = []profile.Candidate{{Construct: "TRIM", Score: 2}, {Construct: "COUNT", Score: 1.9}, {Construct: "FROM", Score: 0.1}}
	set := generate(t, p, nil, Options{Candidates: 2})
	anchors := map[string]bool{}
	for _, tt := range set.Tests {
		if tt.Origin != "candidate" {
			t.Errorf("origin %q, want candidate", tt.Origin)
		}
		anchors[tt.Anchor] = true
	}
	if !anchors["TRIM"] || !anchors["COUNT"] || anchors["FROM"] {
		t.Errorf("anchors %v, want the top two candidates", anchors)
	}
}

// A test that exercises several handlers, one statement each, ties its candidates: every tied
// one is mutated, each in the statement that holds it, and the test keeps that statement's place.
func TestTiedCandidatesEachInTheirStatement(t *testing.T) {
	p := paperProfile("mysql", "", "SELECT DAYOFMONTH(POINT(1,1))", nil,
		[]string{"SELECT LOCATE('a', 'a', POINT(1,1))", "SELECT REGEXP_INSTR('', POINT(1,1))"})
	p.Status = profile.Dropped
	p.Candidates = []profile.Candidate{{Construct: "DAYOFMONTH", Score: 4.97}, {Construct: "LOCATE", Score: 4.97},
		{Construct: "REGEXP_INSTR", Score: 4.97}, {Construct: "POINT", Score: 1.28}}
	set := generate(t, p, nil, Options{Candidates: 2, MaxTests: 1000})
	anchors := map[string]int{}
	for _, tt := range set.Tests {
		anchors[tt.Anchor]++
		if !strings.Contains(tt.Original, tt.Anchor+"(") || tt.Statements[tt.Key].SQL != tt.SQL {
			t.Errorf("%s: anchor %s mutated in %q, the test's key statement %q", tt.SQL, tt.Anchor, tt.Original, tt.Statements[tt.Key].SQL)
		}
	}
	if anchors["DAYOFMONTH"] == 0 || anchors["LOCATE"] == 0 || anchors["REGEXP_INSTR"] == 0 || anchors["POINT"] > 0 {
		t.Errorf("tests by anchor %v, want the three tied candidates and not POINT", anchors)
	}
	wantTests(t, set, "SELECT REGEXP_SUBSTR('', POINT(1,1))", "SELECT SUBSTRING('a', 'a', POINT(1,1))")
}

func TestCallArgs(t *testing.T) {
	for _, c := range []struct {
		call string
		want []string
	}{
		{"make_date(0, 7, 15)", []string{"0", "7", "15"}},
		{"f()", nil},
		{"f(g(1, 2), 'a,b', (3))", []string{"g(1, 2)", "'a,b'", "(3)"}},
		{"no call", nil},
	} {
		got := callArgs(c.call)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("callArgs(%q) = %q, want %q", c.call, got, c.want)
		}
	}
}

// A call in the standard's keyword syntax hands a plain call its operands, not its syntax.
func TestOperandArgs(t *testing.T) {
	kw := func(w string) bool {
		return slices.Contains([]string{"DAY", "BOTH", "LEADING", "DISTINCT", "CHAR", "NULL"}, strings.ToUpper(w))
	}
	for _, c := range []struct {
		call string
		want []string
	}{
		{"EXTRACT(DAY FROM c)", []string{"c"}},
		{"TRIM(BOTH 'x' FROM s)", []string{"'x'", "s"}},
		{"SUBSTRING(s FROM 2 FOR 3)", []string{"s", "2", "3"}},
		{"CAST(x AS CHAR(3))", []string{"x"}},
		{"CONVERT('a from b' USING utf8mb4)", []string{"'a from b'"}},
		{"POSITION('a' IN f(b, c))", []string{"'a'", "f(b, c)"}},
		{"COUNT(DISTINCT b)", []string{"DISTINCT b"}}, // no keyword syntax: kept whole
		{"EXTRACT(DAY FROM NULL)", []string{"NULL"}},
		{"LEFT(fromage, 2)", []string{"fromage", "2"}},
	} {
		if got := operandArgs(callArgs(c.call), kw); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("operandArgs(%q) = %q, want %q", c.call, got, c.want)
		}
	}
}

// The paper's Figure 6(c): a NO_INDEX hint in a view's definition gives MAX_EXECUTION_TIME with
// its argument supplied, the view kept.
func TestPaperHintInView(t *testing.T) {
	key := "CREATE VIEW v AS SELECT /*+ NO_INDEX(t1 i1) */ a FROM t1"
	p := paperProfile("mysql", "NO_INDEX", key, []string{"CREATE TABLE t1 (a INT, KEY i1 (a))"}, nil)
	set := generate(t, p, nil, Options{MaxTests: 200})
	wantTests(t, set,
		"CREATE VIEW v AS SELECT /*+ MAX_EXECUTION_TIME(1) */ a FROM t1",
		"CREATE VIEW v AS SELECT /*+ INDEX (t1 i1) */ a FROM t1")
}

// A bare keyword sibling replaces the historical one with the arguments its parent gave it: a
// type's sibling does not inherit ENUM's value list.
func TestBareSiblingDropsArguments(t *testing.T) {
	p := paperProfile("mysql", "ENUM", "CREATE TABLE t (e ENUM('a', 'b') DEFAULT 'a')", nil, nil)
	set := generate(t, p, nil, Options{MaxTests: 200})
	wantTests(t, set, "CREATE TABLE t (e SMALLINT DEFAULT 'a')", "CREATE TABLE t (e DATE DEFAULT 'a')")
	for _, tt := range set.Tests {
		if strings.Contains(tt.SQL, "('a', 'b')") && !strings.Contains(tt.SQL, "ENUM") && !strings.Contains(tt.SQL, "SET") {
			t.Errorf("a sibling type kept ENUM's value list: %s", tt.SQL)
		}
	}
}

// A completion must be read with the sibling's own production: TIMESTAMPDIFF(1, a, a) parses
// only as a call of a user function named TIMESTAMPDIFF, so the unit placeholder takes a unit.
func TestCompletionKeepsTheSiblingsProduction(t *testing.T) {
	p := paperProfile("mysql", "UNIX_TIMESTAMP", "SELECT UNIX_TIMESTAMP(a) FROM t", []string{"CREATE TABLE t (a DATETIME)"}, nil)
	set := generate(t, p, nil, Options{MaxTests: 500, MaxVariants: 1})
	found := 0
	for _, tt := range set.Tests {
		if tt.Construct != "TIMESTAMPDIFF" {
			continue
		}
		found++
		tree, err := grammars.ParseTree("mysql", tt.SQL)
		if err != nil {
			t.Fatalf("%s: %v", tt.SQL, err)
		}
		at := strings.Index(tt.SQL, "TIMESTAMPDIFF")
		if !derives(tree, tt.Rule, at, []string{"TIMESTAMPDIFF"}) {
			t.Errorf("%s is not read as %s", tt.SQL, tt.Rule)
		}
		if strings.Contains(tt.SQL, "TIMESTAMPDIFF(1,") {
			t.Errorf("a literal for the unit: %s", tt.SQL)
		}
	}
	if found == 0 {
		t.Fatalf("no TIMESTAMPDIFF sibling among %d tests", len(set.Tests))
	}
}

// TestGenerateSkipsUnknownDialect: a profile of a dialect without a grammar gives a set that
// says why, not an error that would stop the stage for every other profile.
func TestGenerateSkipsUnknownDialect(t *testing.T) {
	p := paperProfile("oracle", "NEXTVAL", "SELECT NEXTVAL(s)", nil, nil)
	set, err := Generate(t.Context(), p, nil, Rules{}, Options{})
	if err != nil || set.Kind != SkipNoGrammar || !strings.Contains(set.Reason, `"oracle"`) {
		t.Fatalf("Generate: %+v, %v; want a set skipped for want of a grammar", set, err)
	}
}

// A construct named past its alternative's optional lead is found where the statement spells
// that lead: CREATE TEMPORARY TABLE holds CREATE's TABLE, and its siblings are the other things
// CREATE makes.
func TestAnchorAfterOptionalLead(t *testing.T) {
	p := paperProfile("mysql", "CREATE TABLE", "CREATE TEMPORARY TABLE c (d INT)", nil, nil)
	set := generate(t, p, nil, Options{MaxTests: 50})
	wantTests(t, set, "CREATE INDEX c ON c (a)", "CREATE SEQUENCE c")
	for _, tc := range set.Tests {
		if tc.Anchor != "CREATE TABLE" {
			t.Errorf("test %q anchored at %s", tc.SQL, tc.Anchor)
		}
	}
}
