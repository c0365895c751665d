package campaign

import (
	"reflect"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/validate"
)

// The tables counted from one validation and one set at a time are those of the whole stage
// outputs: every test generated and validated, and the candidates and bugs Dedupe and Cluster
// make of every candidate verdict; computed twice, they are the same.
func TestTablesCountTheWholeOutputs(t *testing.T) {
	dbmstest.Engines(t)
	ctx := t.Context()
	st := importedStore(t)
	if _, err := Run(ctx, st, Options{}, nil); err != nil {
		t.Fatal(err)
	}
	out, err := ReadOutputs(ctx, st, "", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tables := out.Tables()
	if again := out.Tables(); !reflect.DeepEqual(again, tables) {
		t.Fatalf("the tables computed again differ:\n%+v\nfirst:\n%+v", again, tables)
	}

	sets, err := st.ListSiblingSets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := st.ListValidations(ctx, "", false)
	if err != nil {
		t.Fatal(err)
	}
	tests := 0
	for _, set := range sets {
		tests += len(set.Tests)
	}
	var verdicts []validate.Verdict
	notValidated := 0
	for _, v := range vals {
		if !v.Verdict.Validated {
			notValidated++
		}
		if v.Verdict.Candidate() {
			verdicts = append(verdicts, v.Verdict)
		}
	}
	generated, validated, candidateTests, candidates := 0, 0, 0, 0
	for _, row := range tables.Origins {
		generated += row.Generated
		validated += row.Validated
		candidateTests += row.CandidateTests
		candidates += row.Candidates
	}
	if tests == 0 || generated != tests || validated != len(vals) || candidateTests != len(verdicts) {
		t.Fatalf("Table 2 counts %d tests generated, %d validated, %d candidate tests; the store holds %d, %d, %d",
			generated, validated, candidateTests, tests, len(vals), len(verdicts))
	}
	// Its candidates are Table 1's: each counted once, in its first test's origin.
	if candidates != tables.Counted() {
		t.Fatalf("Table 2's rows hold %d candidates, Table 1 counts %d", candidates, tables.Counted())
	}
	if tables.Validated != len(vals) || tables.NotValidated != notValidated {
		t.Fatalf("Table 3 counts %d validations, %d not validated; the store holds %d, %d",
			tables.Validated, tables.NotValidated, len(vals), notValidated)
	}
	want := validate.Dedupe(verdicts)
	if len(want) == 0 {
		t.Fatal("the campaign made no candidate")
	}
	if a, b := candidateKeys(plain(tables.Candidates)), candidateKeys(want); a != b {
		t.Fatalf("candidates:\n%s\nwant:\n%s", a, b)
	}
	var bugs []validate.Bug
	for _, b := range tables.Bugs {
		bugs = append(bugs, b.Bug)
	}
	if wantBugs := validate.Cluster(want); !reflect.DeepEqual(bugs, wantBugs) {
		t.Fatalf("bugs:\n%+v\nwant:\n%+v", bugs, wantBugs)
	}
}
