package corpus

import (
	"fmt"
	"math/rand"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// gmsTestCase is a ScriptTest of a generated gms test file.
type gmsTestCase struct {
	name    string
	queries []string
	rows    []string // Go source of each query's Expected rows
}

func (c gmsTestCase) render(b *strings.Builder) {
	fmt.Fprintf(b, "\t{\n\t\tName:        %q,\n\t\tSetUpScript: []string{\"CREATE TABLE t (a int)\"},\n\t\tAssertions: []ScriptTestAssertion{\n", c.name)
	for i, q := range c.queries {
		fmt.Fprintf(b, "\t\t\t{\n\t\t\t\tQuery:    %q,\n\t\t\t\tExpected: []sql.Row{%s},\n\t\t\t},\n", q, c.rows[i])
	}
	b.WriteString("\t\t},\n\t},\n")
}

// gmsTestFile renders cases as a gms test file: the scripts, then each script's first query
// again as a QueryTest.
func gmsTestFile(cases []gmsTestCase) string {
	var b strings.Builder
	b.WriteString("package queries\n\nconst limit = \" LIMIT 10\"\n\nvar ScriptTests = []ScriptTest{\n")
	for _, c := range cases {
		c.render(&b)
	}
	b.WriteString("}\n\nvar QueryTests = []QueryTest{\n")
	for _, c := range cases {
		fmt.Fprintf(&b, "\t{Query: %q + limit, Expected: []sql.Row{%s}},\n", c.queries[0]+" /* "+c.name+" */", c.rows[0])
	}
	b.WriteString("}\n")
	return b.String()
}

// TestGMSSlicesReadAsWholeFiles edits a generated gms test file at random (other rows, a new
// assertion, a new, removed, moved or reformatted case) and checks that the cases a commit adds
// or changes, with their keys and earlier expectations, are the same read from the slices as
// from the whole files.
func TestGMSSlicesReadAsWholeFiles(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	next := 0
	newCase := func() gmsTestCase {
		next++
		c := gmsTestCase{name: fmt.Sprintf("case %d", next)}
		for q := rng.Intn(3) + 1; q > 0; q-- {
			c.queries = append(c.queries, fmt.Sprintf("SELECT a + %d FROM t", rng.Intn(5)))
			c.rows = append(c.rows, fmt.Sprintf("{%d}", rng.Intn(3)))
		}
		return c
	}
	ref := testRef{Format: testfmt.GMS, Main: "enginetest/queries/queries.go"}
	sliced := 0
	for trial := 0; trial < 300; trial++ {
		var cases []gmsTestCase
		for n := rng.Intn(8) + 2; n > 0; n-- {
			cases = append(cases, newCase())
		}
		before := gmsTestFile(cases)
		edited := append([]gmsTestCase(nil), cases...)
		for e := rng.Intn(3) + 1; e > 0; e-- {
			k := rng.Intn(len(edited))
			c := edited[k]
			c.queries, c.rows = append([]string(nil), c.queries...), append([]string(nil), c.rows...)
			switch rng.Intn(6) {
			case 0: // other rows
				c.rows[rng.Intn(len(c.rows))] = fmt.Sprintf("{%d}, {nil}", rng.Intn(3))
			case 1: // another assertion
				c.queries = append(c.queries, "SELECT count(*) FROM t")
				c.rows = append(c.rows, "{0}")
			case 2: // a new case
				edited = append(edited[:k], append([]gmsTestCase{newCase()}, edited[k:]...)...)
				continue
			case 3: // a case removed
				if len(edited) > 1 {
					edited = append(edited[:k], edited[k+1:]...)
				}
				continue
			case 4: // a case moved to the end
				edited = append(append(edited[:k:k], edited[k+1:]...), c)
				continue
			case 5: // reformatted SQL
				c.queries[0] = strings.Replace(c.queries[0], " FROM", "\n\tFROM", 1)
			}
			edited[k] = c
		}
		after := gmsTestFile(edited)

		whole := func(src string) *testfmt.File {
			f, err := testfmt.ParseGMS(ref.Main, []byte(src))
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			return f
		}
		want := casesOf(ref, whole(before), whole(after), analyzed{}, false)

		var ix [2]*testfmt.GMSIndex
		for i, src := range []string{before, after} {
			var err error
			if ix[i], err = testfmt.IndexGMS([]byte(src)); err != nil {
				t.Fatal(err)
			}
		}
		slices, ok := gmsSlices(ix)
		if !ok {
			t.Fatalf("not sliced:\n%s\n----\n%s", before, after)
		}
		got := casesOf(ref, whole(string(slices[0])), whole(string(slices[1])), analyzed{}, false)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("sliced cases\n%+v\nwhole-file cases\n%+v\nbefore:\n%s\nafter:\n%s", got, want, before, after)
		}
		if len(slices[1]) < len(after)/2 {
			sliced++
		}
	}
	if sliced == 0 {
		t.Errorf("no change was read from a slice smaller than half the file")
	}
}

// gmsTwin is a gms test file with two scripts of the same name ahead of another script; the
// second twin's query expects rows.
func gmsTwin(rows string, extra string) string {
	return "package queries\n\nvar ScriptTests = []ScriptTest{\n" +
		"\t{\n\t\tName: \"twin\",\n\t\tSetUpScript: []string{\"CREATE TABLE a (x int)\"},\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: \"SELECT 1\", Expected: []sql.Row{{1}}},\n\t\t},\n\t},\n" +
		"\t{\n\t\tName: \"twin\",\n\t\tSetUpScript: []string{\"CREATE TABLE b (y int)\"},\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: \"SELECT y FROM b\", Expected: []sql.Row{" + rows + "}},\n\t\t},\n\t},\n" +
		extra + "}\n"
}

// TestMineGMSComparesACaseWithItsOwnPast mines a history where a case shares its name with
// another: the commit that changes its expected rows is a correction (the statement it keeps
// now expects other rows), read against its own earlier version rather than the first case of
// that name; a case added under a name an unchanged case already has is new, not a change of
// the old one.
func TestMineGMSComparesACaseWithItsOwnPast(t *testing.T) {
	const src0 = "package plan\n\nfunc Limit(n int) int {\n\treturn n\n}\n"
	const src1 = "package plan\n\nfunc Limit(n int) int {\n\treturn n + 1\n}\n"
	const src2 = "package plan\n\nfunc Limit(n int) int {\n\treturn n + 2\n}\n"
	const test = "enginetest/queries/script_queries.go"
	dir := t.TempDir()
	hashes := buildRepo(t, dir, []commitSpec{
		{Msg: "Engine and tests", Files: map[string]string{"sql/plan/limit.go": src0, test: gmsTwin("{1}", "")}},
		{Msg: "Make the limit node count its input", Files: map[string]string{"sql/plan/limit.go": src1, test: gmsTwin("{2}", "")}},
		{Msg: "Make the limit node count its input again", Files: map[string]string{"sql/plan/limit.go": src2,
			test: gmsTwin("{2}", "\t{\n\t\tName: \"twin\",\n\t\tAssertions: []ScriptTestAssertion{\n\t\t\t{Query: \"SELECT 1\", Expected: []sql.Row{{7}}},\n\t\t},\n\t},\n")}},
	})
	results, _ := mineAll(t, MineOptions{Repo: dir, Corrections: true, Layout: testfmt.GMS})
	byCommit := map[string]Result{}
	for _, r := range results {
		byCommit[r.Commit] = r
	}
	fix := byCommit[hashes[1].String()].Fix
	if fix == nil {
		t.Fatalf("the commit changing the twin's rows was not kept: %+v", byCommit[hashes[1].String()])
	}
	if len(fix.Tests) != 1 || fix.Tests[0].Statements[0].Was == nil || fix.Tests[0].Statements[0].SQL != "SELECT y FROM b" {
		t.Fatalf("tests %+v: want the second twin's query with the rows it expected before", fix.Tests)
	}
	if len(fix.Correction) == 0 || fix.Correction[0].Kind != EvidenceExpectation {
		t.Errorf("correction %+v, want a changed expectation", fix.Correction)
	}
	added := byCommit[hashes[2].String()]
	if added.Fix != nil {
		t.Fatalf("the commit adding a third twin was kept as %+v: it changes no expectation the test had", added.Fix.Correction)
	}
}

// TestMineReadsNoPatchOfACommitItsTestsReject: a commit that calls itself new work and whose tests
// change no expectation is passed over without its sources being read, so a source blob the
// clone lacks costs it nothing; asked for passed-over records, the miner reads the patch and
// finds the blob missing.
func TestMineReadsNoPatchOfACommitItsTestsReject(t *testing.T) {
	dir := t.TempDir()
	specs := layoutRepos[testfmt.GMS]
	hashes := buildRepo(t, dir, specs)
	feature := hashes[2] // "Add support for LTRIM ...": a new QueryTest, no changed expectation
	blob := blobAt(t, dir, feature, "sql/expression/function/trim.go")
	if err := os.Remove(objectPath(dir, blob)); err != nil {
		t.Fatal(err)
	}
	for _, passedOver := range []bool{false, true} {
		results, _ := mineAll(t, MineOptions{Repo: dir, Corrections: true, PassedOver: passedOver})
		for _, r := range results {
			if r.Commit != feature.String() {
				continue
			}
			want := SkipNoEvidence
			if passedOver {
				want = SkipMissing
			}
			if r.Skip != want {
				t.Errorf("passed over %v: the feature commit is skipped for %q (%s), want %q", passedOver, r.Skip, r.Detail, want)
			}
		}
	}
}
