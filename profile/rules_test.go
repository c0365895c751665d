package profile

import (
	"encoding/json"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// keyStmt is a statement the fix added, expecting rows.
func keyStmt(sql string) testfmt.Statement {
	return testfmt.Statement{SQL: sql, Line: 1, EndLine: 1, Key: true, Expect: testfmt.Expect{Kind: testfmt.ExpectRows}}
}

// goPatch is a one-file Go patch.
func goPatch(path, fn, diff string) corpus.Patch {
	return corpus.Patch{Files: []corpus.FilePatch{{Path: path, Language: "go", Functions: []string{fn}, Diff: diff, Added: 1, Deleted: 1}}, Added: 1, Deleted: 1}
}

func buildRules(t *testing.T, fix *corpus.FixRecord) *Profile {
	t.Helper()
	p, err := Build(t.Context(), fix, &Rules{}, Options{})
	if err != nil {
		t.Fatalf("Build(%s): %v", fix.ID, err)
	}
	if p.FixID != fix.ID || p.Dialect != fix.Dialect || p.Provenance.Brain != "rules" || p.Provenance.Model != "" {
		t.Fatalf("Build(%s): provenance %q %q %+v", fix.ID, p.FixID, p.Dialect, p.Provenance)
	}
	return p
}

func TestRulesTrimCrash(t *testing.T) {
	tc := corpus.TestCase{
		File: "mysql-test/t/trim.test", Format: testfmt.MTR, Name: "trim",
		Setup:      []testfmt.Statement{{SQL: "CREATE TABLE t (a VARCHAR(10))", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}},
		Statements: []testfmt.Statement{keyStmt("SELECT TRIM(LEADING 'x' FROM a) FROM t")},
	}
	fix := &corpus.FixRecord{
		ID: "1111111111111111111111111111111111111111", Dialect: "mysql",
		Title:       "fix panic in `TRIM` with LEADING",
		Description: "fix panic in `TRIM` with LEADING\n\nA nil pattern was dereferenced when only the LEADING side was given.",
		Tests:       []corpus.TestCase{tc},
		Patch: goPatch("sql/expression/function/trim.go", "(*Trim).Eval",
			"@@ -40,3 +40,6 @@ func (t *Trim) Eval(ctx *sql.Context, row sql.Row) (interface{}, error) {\n \tpat, err := t.pat.Eval(ctx, row)\n+\tif pat == nil {\n+\t\treturn nil, nil\n+\t}\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Provenance.Outcome != OutcomeAgreed || !p.CrossChecked {
		t.Fatalf("status %s outcome %s cross-checked %v (%s)", p.Status, p.Provenance.Outcome, p.CrossChecked, p.Reason)
	}
	if p.Trigger.Fault != "TRIM" {
		t.Errorf("n_fault %q, want TRIM", p.Trigger.Fault)
	}
	if got := p.Validation.Failure.Class; got != ClassCrash {
		t.Errorf("class %q, want crash", got)
	}
	if got := p.Validation.Oracle.Kind; got != OracleNoCrash {
		t.Errorf("oracle %q, want no_crash", got)
	}
	if p.Trigger.Key.SQL != tc.Statements[0].SQL {
		t.Errorf("S_key %q", p.Trigger.Key.SQL)
	}
	if !reflect.DeepEqual(p.Trigger.Orig, tc) {
		t.Errorf("S_orig %+v, want the test case", p.Trigger.Orig)
	}
	if len(p.Provenance.Rounds) != 1 || !p.Provenance.Rounds[0].Agree {
		t.Errorf("rounds %+v, want one agreeing round", p.Provenance.Rounds)
	}
	if !strings.Contains(p.Validation.Criterion, "TRIM") || !strings.Contains(p.Validation.Failure.Pattern, "TRIM") {
		t.Errorf("C_fix %q / P_fail %q do not name TRIM", p.Validation.Criterion, p.Validation.Failure.Pattern)
	}
	if len(p.Candidates) == 0 || p.Candidates[0].Construct != "TRIM" {
		t.Errorf("candidates %+v, want TRIM first", p.Candidates)
	}
}

// twoCalls is a fix whose test calls LPAD and REVERSE alike, whose description names neither,
// and whose patch is in reverse.go.
func twoCalls(stmts ...testfmt.Statement) *corpus.FixRecord {
	return &corpus.FixRecord{
		ID: "2222222222222222222222222222222222222222", Dialect: "mysql",
		Title:       "Fix wrong result for multibyte strings",
		Description: "Fix wrong result for multibyte strings\n\nThe bytes of each character came back in the wrong order.",
		Tests:       []corpus.TestCase{{Name: "strings", Format: testfmt.GMS, Statements: stmts}},
		Patch: goPatch("sql/expression/function/reverse.go", "(*Reverse).Eval",
			"@@ -30,1 +30,1 @@\n-\treturn reverseBytes(s), nil\n+\treturn reverseRunes(s), nil\n"),
	}
}

func TestRulesConvergesOnPatchedFunction(t *testing.T) {
	p := buildRules(t, twoCalls(keyStmt("SELECT LPAD(name, 5, '*'), REVERSE(name) FROM people")))
	if p.Status != Accepted || p.Provenance.Outcome != OutcomeResolved {
		t.Fatalf("status %s outcome %s (%s), want accepted/resolved", p.Status, p.Provenance.Outcome, p.Reason)
	}
	if p.Trigger.Fault != "REVERSE" {
		t.Errorf("n_fault %q, want REVERSE (the patched function)", p.Trigger.Fault)
	}
	rs := p.Provenance.Rounds
	if len(rs) != 2 {
		t.Fatalf("%d rounds, want 2", len(rs))
	}
	// Round 1: the test alone cannot tell the calls apart; the patch can.
	if !rs[0].Query.Unsure || rs[0].Query.Fault != "" || rs[0].Patch.Fault != "REVERSE" || rs[0].Agree {
		t.Errorf("round 1: query %+v patch %q agree %v", rs[0].Query, rs[0].Patch.Fault, rs[0].Agree)
	}
	if rs[1].Query.Fault != "REVERSE" || rs[1].Patch.Fault != "REVERSE" || !rs[1].Agree {
		t.Errorf("round 2: query %q patch %q agree %v", rs[1].Query.Fault, rs[1].Patch.Fault, rs[1].Agree)
	}
	if !strings.Contains(p.Trigger.Key.SQL, "REVERSE") {
		t.Errorf("S_key %q does not hold n_fault", p.Trigger.Key.SQL)
	}
	if p.Validation.Failure.Class != ClassWrongResult || p.Validation.Oracle.Kind != OracleResult {
		t.Errorf("class %q oracle %q, want wrong_result/result", p.Validation.Failure.Class, p.Validation.Oracle.Kind)
	}
}

// After a re-analysis round moves n_fault to another construct, S_key and P_fail must follow it.
func TestRulesKeyFollowsReanalysis(t *testing.T) {
	p := buildRules(t, twoCalls(
		keyStmt("SELECT LPAD(name, 5, '*') FROM people"),
		keyStmt("SELECT REVERSE(name) FROM people"),
	))
	if p.Status != Accepted || p.Trigger.Fault != "REVERSE" {
		t.Fatalf("status %s n_fault %q (%s)", p.Status, p.Trigger.Fault, p.Reason)
	}
	if !strings.Contains(p.Trigger.Key.SQL, "REVERSE") {
		t.Errorf("S_key %q does not hold n_fault REVERSE", p.Trigger.Key.SQL)
	}
	if strings.Contains(p.Validation.Failure.Pattern, "with REVERSE") || !strings.Contains(p.Validation.Failure.Pattern, "LPAD") {
		t.Errorf("P_fail %q lists n_fault among its own conditions", p.Validation.Failure.Pattern)
	}
}

func TestRulesDropsGenericPatch(t *testing.T) {
	fix := &corpus.FixRecord{
		ID: "3333333333333333333333333333333333333333", Dialect: "mysql",
		Title:       "Fix scope handling in the builder",
		Description: "Fix scope handling in the builder\n\nThe scope was reset too early.",
		Tests: []corpus.TestCase{{Name: "q", Statements: []testfmt.Statement{
			keyStmt("SELECT a, COUNT(*) FROM t WHERE b > 1 GROUP BY a HAVING COUNT(*) > 2 ORDER BY a LIMIT 3"),
		}}},
		Patch: goPatch("sql/planbuilder/builder.go", "(*Builder).build",
			"@@ -12,1 +12,1 @@\n-\tb.scope = nil\n+\tb.scope = newScope(b)\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Dropped || p.Provenance.Outcome != OutcomeDropped {
		t.Fatalf("status %s outcome %s n_fault %q, want dropped", p.Status, p.Provenance.Outcome, p.Trigger.Fault)
	}
	// The second round changed no answer, so a third would be asked the same: it is not run.
	if !strings.Contains(p.Reason, "no agreement on n_fault after 2 rounds") {
		t.Errorf("reason %q", p.Reason)
	}
	if len(p.Candidates) == 0 {
		t.Error("a dropped fix has no candidates for a reviewer")
	}
	if len(p.Provenance.Rounds) != 2 || p.Trigger.Fault != "" || p.CrossChecked {
		t.Errorf("%d rounds, n_fault %q, cross-checked %v", len(p.Provenance.Rounds), p.Trigger.Fault, p.CrossChecked)
	}
}

func TestRulesSkipsFixWithoutStatements(t *testing.T) {
	fix := &corpus.FixRecord{
		ID: "4444444444444444444444444444444444444444", Dialect: "mysql", Title: "Fix `TRIM`",
		Tests: []corpus.TestCase{{Name: "empty", Setup: []testfmt.Statement{{SQL: "CREATE TABLE t (a INT)"}}}},
		Patch: goPatch("sql/expression/function/trim.go", "(*Trim).Eval", "@@ -1 +1 @@\n-a\n+b\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Dropped || p.Provenance.Outcome != OutcomeSkipped || p.Reason == "" {
		t.Fatalf("status %s outcome %s reason %q, want dropped/skipped", p.Status, p.Provenance.Outcome, p.Reason)
	}
	if len(p.Provenance.Rounds) != 0 {
		t.Errorf("%d rounds run on a fix with nothing to analyze", len(p.Provenance.Rounds))
	}
}

func TestRulesQuerySideAloneWithoutPatch(t *testing.T) {
	fix := &corpus.FixRecord{
		ID: "5555555555555555555555555555555555555555", Dialect: "mysql",
		Title:       "`NULLIF` returned the wrong type",
		Description: "`NULLIF` returned the wrong type\n\nThe result took the type of the second argument.",
		Tests:       []corpus.TestCase{{Name: "nullif", Statements: []testfmt.Statement{keyStmt("SELECT NULLIF(a, 0) FROM t")}}},
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Provenance.Outcome != OutcomeSingle || p.CrossChecked {
		t.Fatalf("status %s outcome %s cross-checked %v (%s), want accepted/single/false", p.Status, p.Provenance.Outcome, p.CrossChecked, p.Reason)
	}
	if p.Trigger.Fault != "NULLIF" {
		t.Errorf("n_fault %q, want NULLIF", p.Trigger.Fault)
	}
	if len(p.Provenance.Rounds) != 1 || p.Provenance.Rounds[0].Patch != nil {
		t.Errorf("rounds %+v, want one without a patch finding", p.Provenance.Rounds)
	}
	// The validation profile is derived from P_fail when there is no patch to derive it from.
	if p.Validation.Oracle.Kind != OracleResult || !strings.Contains(p.Validation.Criterion, "NULLIF") {
		t.Errorf("O_fix %+v C_fix %q", p.Validation.Oracle, p.Validation.Criterion)
	}
	if len(p.Notes) == 0 || !strings.Contains(p.Notes[0], "no code patch") {
		t.Errorf("notes %q do not say the patch is missing", p.Notes)
	}
}

func TestRulesUnsureQuerySideWithoutPatchDrops(t *testing.T) {
	fix := twoCalls(keyStmt("SELECT LPAD(name, 5, '*'), REVERSE(name) FROM people"))
	fix.Patch = corpus.Patch{}
	p := buildRules(t, fix)
	if p.Status != Dropped || p.Provenance.Outcome != OutcomeDropped {
		t.Fatalf("status %s outcome %s n_fault %q, want dropped", p.Status, p.Provenance.Outcome, p.Trigger.Fault)
	}
	// Without a patch another round would say the same: one is enough.
	if len(p.Provenance.Rounds) != 1 || !strings.Contains(p.Reason, "query side is unsure") {
		t.Errorf("%d rounds, reason %q", len(p.Provenance.Rounds), p.Reason)
	}
	if len(p.Candidates) < 2 {
		t.Errorf("candidates %+v, want LPAD and REVERSE among them", p.Candidates)
	}
}

func TestRulesErrorClassRejects(t *testing.T) {
	key := keyStmt("SELECT GROUP_CONCAT(a SEPARATOR 1) FROM t")
	key.Expect = testfmt.Expect{Kind: testfmt.ExpectError, Error: "1105"}
	fix := &corpus.FixRecord{
		ID: "6666666666666666666666666666666666666666", Dialect: "mysql",
		Title:       "Check the separator of GROUP_CONCAT",
		Description: "Check the separator of GROUP_CONCAT\n\nA numeric separator should be rejected.",
		Tests:       []corpus.TestCase{{Name: "gc", Statements: []testfmt.Statement{key}}},
		Patch: goPatch("sql/expression/function/aggregation/group_concat.go", "NewGroupConcat",
			"@@ -20,1 +20,3 @@\n+\tif !types.IsText(sep.Type()) {\n+\t\treturn nil, errInvalidSeparator\n+\t}\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Trigger.Fault != "GROUP_CONCAT" {
		t.Fatalf("status %s n_fault %q (%s)", p.Status, p.Trigger.Fault, p.Reason)
	}
	if f := p.Validation.Failure; f.Class != ClassError || f.Error != "1105" {
		t.Errorf("P_fail %+v, want class error with error 1105", f)
	}
	if o := p.Validation.Oracle; o.Kind != OracleRejects || o.Error != "1105" {
		t.Errorf("O_fix %+v, want rejects with error 1105", o)
	}
}

func TestRulesDuckDBListFunction(t *testing.T) {
	fix := &corpus.FixRecord{
		ID: "7777777777777777777777777777777777777777", Dialect: "duckdb",
		Title:       "Fix sorting of constant lists",
		Description: "Fix sorting of constant lists\n\nThe child vector of the input was sorted in place.",
		Tests: []corpus.TestCase{{Name: "test/sql/function/list/sort.test", Format: testfmt.SQLLogicTest,
			Statements: []testfmt.Statement{keyStmt("SELECT list_sort([3, 1, 2])")}}},
		Patch: corpus.Patch{Files: []corpus.FilePatch{{
			Path: "src/function/scalar/list/list_sort.cpp", Language: "c++", Functions: []string{"ListSortFunction"},
			Diff: "@@ -80,1 +80,1 @@\n-\tauto &child = ListVector::GetEntry(args.data[0]);\n+\tauto &child = ListVector::GetEntry(sorted);\n",
		}}},
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || !p.CrossChecked {
		t.Fatalf("status %s cross-checked %v (%s)", p.Status, p.CrossChecked, p.Reason)
	}
	if p.Trigger.Fault != "LIST_SORT" {
		t.Errorf("n_fault %q, want LIST_SORT", p.Trigger.Fault)
	}
}

// TestRulesUnknownDialectIsSkipped: a stored fix of a dialect without a grammar (an earlier
// version's store, or a hand-edited one) is skipped with the reason, and learning from a batch
// that holds it still learns from the others: a stage never stops for one fix.
func TestRulesUnknownDialectIsSkipped(t *testing.T) {
	bad := twoCalls(keyStmt("SELECT 1"))
	bad.Dialect = "oracle"
	good := twoCalls(keyStmt("SELECT LIST_SORT(a) FROM t"))
	good.ID = "3333333333333333333333333333333333333333"
	r := &Rules{}
	if err := r.Learn(t.Context(), []*corpus.FixRecord{bad, good}); err != nil {
		t.Fatalf("Learn stopped for one fix of an unknown dialect: %v", err)
	}
	p, err := Build(t.Context(), bad, r, Options{})
	if err != nil || p.Status != Dropped || p.Provenance.Outcome != OutcomeSkipped || !strings.Contains(p.Reason, `"oracle"`) || !strings.Contains(p.Reason, "mysql, postgres, duckdb") {
		t.Fatalf("Build with an unknown dialect: %+v, %v; want skipped, naming the dialect and the known ones", p, err)
	}
}

func TestSameConstruct(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"TRIM", "trim()", true},
		{"TRIM", "`Trim`", true},
		{"ON DUPLICATE KEY UPDATE", "on_duplicate_key_update", true},
		{"GROUP BY", "group  by", true},
		{"IN", "INT", false},
		{"TRIM", "LTRIM", false},
		{"", "", false},
		{"()", "``", false},
		{"^", "^", true},
		{"<=>", " <=> ", true},
		{"^", "|", false},
	} {
		if got := SameConstruct(c.a, c.b); got != c.want {
			t.Errorf("SameConstruct(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestSquash(t *testing.T) {
	for in, want := range map[string]string{
		"trim()":                  "TRIM",
		"on_duplicate_key_update": "ONDUPLICATEKEYUPDATE",
		"`json_extract`":          "JSONEXTRACT",
		"LOG10":                   "LOG10",
		"é":                       "",
	} {
		if got := squash(in); got != want {
			t.Errorf("squash(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRelated(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"ORDER", "ORDER BY", true},
		{"order by", "ORDER", true},
		{"INDEX", "CREATE INDEX", true},
		{"ORDER BY", "GROUP BY", false},
		{"ORDER BY", "ORDER BY", false}, // equal length: SameConstruct's business
		{"TRIM", "LTRIM", false},
		{"", "ORDER BY", false},
		{"KEY", "ON DUPLICATE KEY UPDATE", true},
		{"KEYS", "ON DUPLICATE KEY UPDATE", false},
		{"POSITION", "LIST_POSITION", true},
		{"LIST_POSITION", "ARRAY_POSITION", false},
		{"JSON", "JSON_VALID", false},
		{"DATE", "DATE_ADD", false},
	} {
		if got := related(c.a, c.b); got != c.want {
			t.Errorf("related(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

func TestSplitIdent(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"HashInTuple", []string{"hash", "in", "tuple"}},
		{"JSONArrayAgg", []string{"json", "array", "agg"}},
		{"Item_func_nextval", []string{"item", "func", "nextval"}},
		{"val_int", []string{"val", "int"}},
		{"list_sort", []string{"list", "sort"}},
		{"ListSortBind", []string{"list", "sort", "bind"}},
		{"SQL", []string{"sql"}},
		{"__x__", []string{"x"}},
		{"", nil},
	} {
		if got := splitIdent(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("splitIdent(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestMention(t *testing.T) {
	for _, c := range []struct {
		text, name string
		want       float64
	}{
		{"fix panic in `TRIM` with a pattern", "TRIM", scoreMentionCode},
		{"calling trim() on an empty string", "TRIM", scoreMentionCode},
		{"Fix TRIM of empty strings", "TRIM", scoreMentionCode},
		{"fix the trim of empty strings", "TRIM", scoreMentionWord},
		{"FIX THE TRIM OF EMPTY STRINGS", "TRIM", scoreMentionWord}, // all upper case: nothing stands out
		{"rows in a list were lost", "IN", 0},                       // English before SQL
		{"Fix IN with NULL on the left", "IN", scoreMentionCode},
		{"handle on duplicate key update with a default", "ON DUPLICATE KEY UPDATE", scoreMentionWord},
		{"the `on_duplicate_key_update` path", "ON DUPLICATE KEY UPDATE", scoreMentionCode},
		{"fix ltrim of empty strings", "TRIM", 0},
		{"nothing to see here", "TRIM", 0},
	} {
		if got := newDescription(c.text).mention(c.name); got != c.want {
			t.Errorf("mention(%q, %q) = %v, want %v", c.text, c.name, got, c.want)
		}
	}
	if code, word := newDescription("`trim`").mention("TRIM"), newDescription("the trim").mention("TRIM"); code <= word || word <= 0 {
		t.Errorf("a backticked name scores %v, a plain word %v: want code > word > 0", code, word)
	}
}

func TestClassify(t *testing.T) {
	rows := keyStmt("SELECT 1")
	fails := keyStmt("SELECT 1")
	fails.Expect = testfmt.Expect{Kind: testfmt.ExpectError, Error: "1105"}
	for _, c := range []struct {
		text        string
		key         testfmt.Statement
		class       string
		wantRejects bool
	}{
		{"fix panic in TRIM", rows, ClassCrash, false},
		{"server segfaults on empty list", rows, ClassCrash, false},
		{"assertion failure when the error is raised", fails, ClassCrash, true}, // crash words come first
		{"query ends in an internal error", rows, ClassInternal, false},
		{"the optimizer hint is lost after unnesting", rows, ClassHint, false},
		{"the statement should be rejected", fails, ClassError, true},
		{"valid statement was rejected", rows, ClassError, false},
		{"tidy up", fails, ClassError, true}, // no words: the recorded error decides
		{"tidy up", rows, ClassWrongResult, false},
		{"SUM returns the wrong value", rows, ClassWrongResult, false},
		// The fixed test expects the error: the value returned before the fix was the failure.
		{"GEOMETRY arguments were silently converted to numbers", fails, ClassError, true},
		{"IF(a, HEX(a), a) failed with 'Illegal mix of collations'", rows, ClassError, false},
		// The first line states the defect; the body's words count only where it names none.
		{"JSON_OVERLAPS gives a wrong result on bad JSON\nThe fix stops at the parse error.", rows, ClassWrongResult, false},
		{"MDEV-1 JSON_OVERLAPS\nThe fix stops at the parse error.", rows, ClassError, false},
	} {
		class, rejects := classify(c.text, c.key)
		if class != c.class || rejects != c.wantRejects {
			t.Errorf("classify(%q, %s) = %s, %v; want %s, %v", c.text, c.key.Expect.Kind, class, rejects, c.class, c.wantRejects)
		}
	}
}

func TestCriterionOracleKinds(t *testing.T) {
	for _, c := range []struct {
		f    Failure
		kind string
	}{
		{Failure{Class: ClassCrash}, OracleNoCrash},
		{Failure{Class: ClassInternal}, OracleNoInternalError},
		{Failure{Class: ClassError, Error: "1105"}, OracleRejects},
		{failurePattern(ClassError, "X", nil, testfmt.Statement{}, true, ""), OracleRejects},
		{failurePattern(ClassError, "X", nil, testfmt.Statement{}, false, ""), OracleAccepts},
		{Failure{Class: ClassHint}, OracleHint},
		{Failure{Class: ClassWrongResult}, OracleResult},
		{Failure{}, OracleResult},
	} {
		crit, o := criterion("X", c.f, "")
		if o.Kind != c.kind || !strings.Contains(crit, "X") {
			t.Errorf("criterion(%+v) = %q, %+v; want kind %s", c.f, crit, o, c.kind)
		}
	}
}

func TestChangedLines(t *testing.T) {
	diff := "--- a/x.go\n+++ b/x.go\n@@ -1,2 +1,2 @@\n context\n-old line\n+new line\n"
	changed, context := changedLines(diff)
	if want := []string{"old line", "new line"}; !reflect.DeepEqual(changed, want) {
		t.Errorf("changed lines = %q, want %q", changed, want)
	}
	if want := []string{"context"}; !reflect.DeepEqual(context, want) {
		t.Errorf("context lines = %q, want %q", context, want)
	}
}

// The rules brain ranks from maps; its profiles must not depend on their iteration order.
func TestRulesIsDeterministic(t *testing.T) {
	fix := twoCalls(keyStmt("SELECT LPAD(name, 5, '*'), REVERSE(name) FROM people WHERE name IN ('a', 'b')"))
	first, err := json.Marshal(buildRules(t, fix))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		again, err := json.Marshal(buildRules(t, fix))
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(first) {
			t.Fatalf("run %d differs:\n%s\n%s", i+2, first, again)
		}
	}
}

func TestPriorWeight(t *testing.T) {
	df := map[string]int{"SELECT": 40, "TRIM": 0, "JOIN": 10}
	var nilPrior *Prior
	for _, c := range []struct {
		p    *Prior
		k    string
		want float64
	}{
		{nilPrior, "SELECT", 1},
		{&Prior{Fixes: 19}, "SELECT", 1}, // too few fixes to tell
		{&Prior{Fixes: 40}, "SELECT", 0.1},
		{&Prior{Fixes: 40}, "TRIM", 1},
	} {
		if got := c.p.weight(df, c.k); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("weight(%+v, %s) = %v, want %v", c.p, c.k, got, c.want)
		}
	}
	p := &Prior{Fixes: 40}
	if w := p.weight(df, "JOIN"); w <= 0.1 || w >= 1 {
		t.Errorf("weight of a construct in a quarter of the fixes = %v, want strictly between 0.1 and 1", w)
	}
}

func TestLearnCountsEachFixOnce(t *testing.T) {
	trim := twoCalls(keyStmt("SELECT TRIM(a) FROM t"), keyStmt("SELECT TRIM(b) FROM t"))
	other := twoCalls(keyStmt("SELECT LPAD(a, 2, 'x') FROM t"))
	r := &Rules{}
	if err := r.Learn(t.Context(), []*corpus.FixRecord{trim, other}); err != nil {
		t.Fatal(err)
	}
	if r.Prior.Fixes != 2 || r.Prior.Query["TRIM"] != 1 || r.Prior.Query["SELECT"] != 2 || r.Prior.Query["LPAD"] != 1 {
		t.Errorf("prior %+v", r.Prior)
	}
	if r.Prior.Patch["REVERSE"] != 2 {
		t.Errorf("REVERSE counted in %d patches, want 2", r.Prior.Patch["REVERSE"])
	}
}

func TestNames(t *testing.T) {
	lex := map[string]lexEntry{
		"IN":       {name: "IN"},
		"NEXTVAL":  {name: "NEXTVAL"},
		"LISTSORT": {name: "LIST_SORT"},
		"SORT":     {name: "LIST_SORT", part: true},
		"TRIM":     {name: "TRIM"},
	}
	for _, c := range []struct {
		text string
		want map[string]float64
	}{
		{"trim", map[string]float64{"TRIM": partWhole}},
		{"HashInTuple", map[string]float64{"IN": partShortWord}},
		{"Item_func_nextval", map[string]float64{"NEXTVAL": partRun}},
		{"ListSortBind", map[string]float64{"LISTSORT": partRun}},
		{"SortKeys", map[string]float64{"LISTSORT": partShortWord / 2}}, // a word of a longer name counts half
		{"list_sort(x); trim(y)", map[string]float64{"LISTSORT": partWhole, "TRIM": partWhole}},
		{"nothing here", map[string]float64{}},
	} {
		if got := names(c.text, lex); !reflect.DeepEqual(got, c.want) {
			t.Errorf("names(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestRemovedError(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"IF(a<' ', HEX(a), a) failed with 'Illegal mix of collations' under SET NAMES", "Illegal mix of collations"},
		{"the INSERT errored with \"Field 'x' doesn't have a default value\"", "Field "},
		{"HEX() now declares an ASCII repertoire", ""},
		{"returns 'abc' for a short string", ""}, // a value, not after a failure verb
	} {
		if got := removedError(c.text); !strings.HasPrefix(got, c.want) || (c.want == "") != (got == "") {
			t.Errorf("removedError(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	f := failurePattern(ClassError, "HEX", nil, keyStmt("SELECT 1"), false, "it failed with 'Illegal mix of collations'")
	if f.Removed != "Illegal mix of collations" {
		t.Errorf("an accepting fix's P_fail keeps Removed %q, want the quoted error", f.Removed)
	}
	if f := failurePattern(ClassError, "HEX", nil, keyStmt("SELECT 1"), true, "it failed with 'Illegal mix of collations'"); f.Removed != "" {
		t.Errorf("a rejecting fix removed no error, got %q", f.Removed)
	}
}

// A fix whose test reads what a CREATE TABLE ... SELECT over the fixed function made: the
// description names the function, only the setup calls it, and the patch is its handler. The
// query side finds it in the setup, and S_key is the setup statement, with the case run from it.
func TestRulesConstructOnlyInSetup(t *testing.T) {
	ctas := testfmt.Statement{SQL: "CREATE TABLE c SELECT COALESCE(NULL, 1)", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}
	tc := corpus.TestCase{
		File: "enginetest/queries/queries.go", Format: testfmt.GMS, Name: "coalesce type",
		Setup:      []testfmt.Statement{{SQL: "CREATE TABLE x (a INT)", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}, ctas},
		Statements: []testfmt.Statement{keyStmt("SELECT COLUMN_NAME, DATA_TYPE FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_NAME = 'c'")},
	}
	fix := &corpus.FixRecord{
		ID: "2222222222222222222222222222222222222222", Dialect: "mysql", Title: "fix coalesce type()",
		Tests: []corpus.TestCase{tc},
		Patch: goPatch("sql/expression/function/coalesce.go", "(*Coalesce).Type",
			"@@ -60,3 +60,4 @@ func (c *Coalesce) Type() sql.Type {\n \tretType := types.Null\n+\tretType = types.Int64\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Trigger.Fault != "COALESCE" {
		t.Fatalf("status %s n_fault %q (%s), want COALESCE accepted", p.Status, p.Trigger.Fault, p.Reason)
	}
	if p.Trigger.Key.SQL != ctas.SQL || !p.Trigger.Key.Key {
		t.Errorf("S_key %+v, want the CREATE TABLE ... SELECT marked key", p.Trigger.Key)
	}
	if len(p.Trigger.Orig.Setup) != 1 || len(p.Trigger.Orig.Statements) != 2 || p.Trigger.Orig.Statements[0].SQL != ctas.SQL {
		t.Errorf("S_orig setup %d statements %+v, want the case run from the CREATE TABLE ... SELECT on", len(p.Trigger.Orig.Setup), p.Trigger.Orig.Statements)
	}
	if len(fix.Tests[0].Setup) != 2 {
		t.Errorf("the fix's own case was changed: setup %+v", fix.Tests[0].Setup)
	}
	// Unnamed, the setup's constructs stay out of the running.
	fix.Title = "fix a column type"
	if p := buildRules(t, fix); p.Status == Accepted && p.Trigger.Fault == "COALESCE" {
		t.Errorf("COALESCE, used only in the setup and named nowhere, became n_fault")
	}
}

// A statement of the setup led by the construct at fault (LOAD DATA), which the test then reads,
// is a candidate when the title names it; when only the body does, as a body quoting the test
// names every statement, it stays out.
func TestRulesLeadOfSetupNamedInTitle(t *testing.T) {
	load := testfmt.Statement{SQL: "LOAD DATA INFILE 'rows.csv' INTO TABLE t FIELDS TERMINATED BY ','", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}
	tc := corpus.TestCase{
		File: "enginetest/queries/load_queries.go", Format: testfmt.GMS, Name: "load data nulls",
		Setup:      []testfmt.Statement{{SQL: "CREATE TABLE t (a INT, b TEXT)", Expect: testfmt.Expect{Kind: testfmt.ExpectOK}}, load},
		Statements: []testfmt.Statement{keyStmt("SELECT a, b FROM t ORDER BY a")},
	}
	fix := &corpus.FixRecord{
		ID: "3333333333333333333333333333333333333333", Dialect: "mysql", Title: "Fixed LOAD DATA errors",
		Description: "Fixed LOAD DATA errors",
		Tests:       []corpus.TestCase{tc},
		Patch: goPatch("sql/plan/load_data.go", "(*LoadData).RowIter",
			"@@ -80,3 +80,4 @@ func (l *LoadData) RowIter() {\n \tfor _, line := range lines {\n+\t\tif line == \"\" { continue }\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Trigger.Fault != "LOAD DATA" {
		t.Fatalf("status %s n_fault %q (%s), want LOAD DATA accepted", p.Status, p.Trigger.Fault, p.Reason)
	}
	if p.Trigger.Key.SQL != load.SQL {
		t.Errorf("S_key %q, want the LOAD DATA statement", p.Trigger.Key.SQL)
	}
	fix.Title = "Fixed errors on empty lines"
	fix.Description = fix.Title + "\n\nThe test runs LOAD DATA INFILE 'rows.csv' INTO TABLE t."
	if p := buildRules(t, fix); p.Status == Accepted && p.Trigger.Fault == "LOAD DATA" {
		t.Errorf("LOAD DATA, the setup's lead named only in the body, became n_fault")
	}
}

// A re-analysis settles where one side is unsure and lists the construct the other side names:
// both analyzers settle on it, in the query side's spelling; with no such construct, on what both
// rank best, or on nothing.
func TestSettle(t *testing.T) {
	cands := func(names ...string) []Candidate {
		var out []Candidate
		for i, n := range names {
			out = append(out, Candidate{Construct: n, Score: float64(len(names) - i)})
		}
		return out
	}
	for _, c := range []struct {
		name   string
		qFault string
		qCands []Candidate
		pFault string
		pCands []Candidate
		title  string
		want   string
		wantOK bool
	}{
		{"the patch tells the test's constructs apart", "", cands("JOIN", "WHERE", "ORDER BY"), "ORDER", cands("ORDER", "NAME"), "", "ORDER BY", true},
		{"the test tells the patch's constructs apart", "LPAD", cands("LPAD", "FROM"), "", cands("STRING", "LPAD", "RPAD"), "", "LPAD", true},
		{"the named construct is not among the unsure side's", "", cands("JOIN", "WHERE"), "TRIGGER", cands("TRIGGER"), "", "", false},
		{"both unsure: the best of both", "", cands("CONCAT", "LPAD"), "", cands("LPAD", "CONCAT"), "", "CONCAT", true},
		// DECLARE is weak among the patch's candidates (1 of 4), under the floor.
		{"both sure, apart, no title", "DECLARE", cands("DECLARE", "VALUES"), "TRIGGERS", cands("TRIGGERS", "TRIGGER", "INSERT", "DECLARE"), "", "", false},
		{"both sure, apart, the title names one", "DECLARE", cands("DECLARE", "VALUES"), "TRIGGERS", cands("TRIGGERS", "TRIGGER", "INSERT", "DECLARE"), "fix declare cursors", "DECLARE", true},
		{"the title names a construct only one side has", "DECLARE", cands("DECLARE", "VALUES"), "TRIGGERS", cands("TRIGGERS", "TRIGGER", "INSERT", "DECLARE"), "fix cursors in triggers", "", false},
		{"the patch names the family of one of the test's functions", "", cands("READ_CSV_AUTO", "COUNT"), "CSV", cands("CSV", "DOUBLE"), "", "READ_CSV_AUTO", true},
		{"the family of two of the test's functions", "", cands("JSON_VALUE", "JSON_EXTRACT"), "JSON", cands("JSON", "PATH"), "", "", false},
	} {
		got, ok := settle(c.qFault, c.qCands, c.pFault, c.pCands, (&Rules{}).titleNames(&corpus.FixRecord{Title: c.title}))
		if got != c.want || ok != c.wantOK {
			t.Errorf("%s: settle = %q, %v; want %q, %v", c.name, got, ok, c.want, c.wantOK)
		}
	}
}

// A title names a construct as code at any commonness of its word; as a plain word, only when the
// word is not one the titles use throughout ("when").
func TestTitleNames(t *testing.T) {
	r := &Rules{Prior: &Prior{Fixes: 100, Title: map[string]int{"when": 6, "like": 1}}}
	for _, c := range []struct {
		title, construct string
		want             bool
	}{
		{"fix crash when joining", "WHEN", false},
		{"fix `WHEN` branches of CASE", "WHEN", true},
		{"fix like escapes", "LIKE", true},
		{"fix crash when joining", "LIKE", false},
	} {
		if got := r.titleNames(&corpus.FixRecord{Title: c.title})(c.construct); got != c.want {
			t.Errorf("title %q names %s: %v, want %v", c.title, c.construct, got, c.want)
		}
	}
}

// A patch whose candidates are only words of its changed lines (no function or file named after
// a construct) defers to the test's construct when the title names it: n_fault rests on the
// query side and the title, and the profile says so.
func TestRulesPatchDefersToTitle(t *testing.T) {
	fix := &corpus.FixRecord{
		ID: "4444444444444444444444444444444444444444", Dialect: "mysql", Title: "Fix UNION column mapping in multi-way operations",
		Tests: []corpus.TestCase{{Name: "union", Statements: []testfmt.Statement{keyStmt("SELECT a, b FROM t UNION SELECT c, d FROM u ORDER BY 1")}}},
		Patch: goPatch("sql/planbuilder/mapping.go", "(*builder).remap",
			"@@ -10,3 +10,8 @@ func (b *builder) remap() {\n"+strings.Repeat("+\tpreserve(nested.Schema(), schema)\n", 6)),
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Trigger.Fault != "UNION" || p.Provenance.Outcome != OutcomeSingle || p.CrossChecked {
		t.Fatalf("status %s n_fault %q outcome %s cross-checked %v (%s), want UNION on the query side and the title",
			p.Status, p.Trigger.Fault, p.Provenance.Outcome, p.CrossChecked, p.Reason)
	}
	if !slices.ContainsFunc(p.Notes, func(n string) bool { return strings.Contains(n, "the title names the test's") }) {
		t.Errorf("notes %q do not say the title decided", p.Notes)
	}
	fix.Title = "Fix column mapping in multi-way operations"
	if p := buildRules(t, fix); p.Status == Accepted && p.Provenance.Outcome == OutcomeSingle {
		t.Errorf("without the title naming UNION the unsure patch still deferred: %s %q", p.Status, p.Trigger.Fault)
	}
}

func TestHolds(t *testing.T) {
	for _, c := range []struct {
		sql, construct string
		want           bool
	}{
		{"SHOW CREATE TABLE t", "SHOW TABLE", true},
		{"show full tables from db like 'a%'", "SHOW FROM", true},
		{"SELECT fetch_absolute FROM t", "FETCH ABSOLUTE", true},
		{"SELECT TRIM(a) FROM t", "trim", true},
		{"SELECT 1", "SHOW TABLE", false},
		{"TABLE t SHOW", "SHOW TABLE", false},
	} {
		if got := holds(c.sql, c.construct); got != c.want {
			t.Errorf("holds(%q, %q) = %v, want %v", c.sql, c.construct, got, c.want)
		}
	}
}

// A patch that maps to no construct (a planner's change) neither confirms nor contradicts the
// test: the query side's construct, which stands out, is n_fault, as for a fix without a patch.
// A patch that points at other constructs, strongly, still keeps the fix dropped.
func TestRulesPatchAbstains(t *testing.T) {
	fix := &corpus.FixRecord{
		ID: "3333333333333333333333333333333333333333", Dialect: "mysql", Title: "Fix wrong result of `LPAD` under a pushed-down filter",
		Tests: []corpus.TestCase{{Name: "lpad", Statements: []testfmt.Statement{keyStmt("SELECT LPAD(a, 5, '*') FROM t WHERE b > 1")}}},
		Patch: goPatch("sql/planner/pushdown.go", "(*pushdown).apply",
			"@@ -10,3 +10,4 @@ func (p *pushdown) apply(n node) {\n \tkeep := p.keep\n+\tkeep = keep[:0]\n"),
	}
	p := buildRules(t, fix)
	if p.Status != Accepted || p.Trigger.Fault != "LPAD" || p.Provenance.Outcome != OutcomeSingle || p.CrossChecked {
		t.Fatalf("status %s n_fault %q outcome %s cross-checked %v (%s), want LPAD on the query side alone",
			p.Status, p.Trigger.Fault, p.Provenance.Outcome, p.CrossChecked, p.Reason)
	}
	if !slices.Contains(p.Notes, "the patch maps to no construct: n_fault rests on the query side alone") {
		t.Errorf("notes %q do not say the patch abstained", p.Notes)
	}
	fix.Patch = corpus.Patch{Files: []corpus.FilePatch{
		{Path: "sql/expression/function/concat.go", Language: "go", Functions: []string{"(*Concat).Eval"}, Diff: "@@ -1 +1 @@\n-a\n+b\n"},
		{Path: "sql/expression/function/reverse.go", Language: "go", Functions: []string{"(*Reverse).Eval"}, Diff: "@@ -1 +1 @@\n-a\n+b\n"},
	}}
	if p := buildRules(t, fix); p.Status != Dropped {
		t.Errorf("status %s n_fault %q: a patch pointing at CONCAT and REVERSE let LPAD through", p.Status, p.Trigger.Fault)
	}
}
