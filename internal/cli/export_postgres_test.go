package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/replay"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/validate"
)

// makeDateFix is a PostgreSQL fix record: make_date(0, m, d) is rejected (22008, "date field
// value out of range") since the fix, so its profile's oracle is `rejects`.
const makeDateFix = `{"id": "pg-make-date-year-zero", "dbms": "postgresql", "title": "make_date accepts year zero", ` +
	`"test": {"format": "sql", "script": "SELECT make_date(0, 7, 15);\n"}, "expected": [{"kind": "error", "error": "22008"}]}`

// The make_date fix through the real pipeline on a private PostgreSQL sandbox: a sibling that
// PostgreSQL accepts with the historical values (0, 7, 15) is a fix-derived `rejects` report,
// and its logictest export is red on PostgreSQL; the same export of the historical statement,
// which PostgreSQL rejects with 22008, is green.
func TestLogicTestExportOnPostgres(t *testing.T) {
	dbmstest.Engines(t)
	o := sandbox.Options{Kind: "postgres"}
	if err := o.Validate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	dir := t.TempDir()
	db, fixFile := filepath.Join(dir, "r.db"), filepath.Join(dir, "fix.jsonl")
	if err := os.WriteFile(fixFile, []byte(makeDateFix+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"import", "--jsonl", fixFile},
		{"profile", "--all"},
		{"siblings", "--all", "--target", "sandbox:postgres"},
		{"validate", "--all", "--target", "sandbox:postgres"},
	} {
		if code, _, errOut := run(t, "", append(args, "--db", db)...); code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errOut)
		}
	}
	if code, out, _ := run(t, "", "profiles", "show", "--db", db, "pg-make-date-year-zero"); code != 0 || !strings.Contains(out, "O_fix    [rejects]") {
		t.Fatalf("the profile's oracle is not rejects: exit %d\n%s", code, out)
	}

	// A fix-derived candidate: the historical statement rejected with 22008, the sibling accepted.
	_, out, _ := run(t, "", "candidates", "list", "--db", db, "--json")
	var cands []validate.Candidate
	if err := json.Unmarshal([]byte(out), &cands); err != nil {
		t.Fatalf("candidates list --json: %v\n%s", err, out)
	}
	var cand validate.Candidate
	var val *store.Validation
	for _, c := range cands {
		if !slices.Contains(c.Evidence, validate.EvidenceFix) || val != nil {
			continue
		}
		_, sout, _ := run(t, "", "candidates", "show", "--db", db, "--json", c.ID)
		var shown struct {
			Candidate   validate.Candidate  `json:"candidate"`
			Validations []*store.Validation `json:"validations"`
		}
		if err := json.Unmarshal([]byte(sout), &shown); err != nil || len(shown.Validations) == 0 {
			t.Fatalf("candidates show %s: %v\n%s", c.ID, err, sout)
		}
		v := shown.Validations[0]
		in := v.Input
		k := len(in.Test.Setup) + in.Test.Key
		if in.Historical == nil || in.Sibling == nil || k >= len(in.Historical.Results) || k >= len(in.Sibling.Results) {
			continue
		}
		h, s := in.Historical.Results[k], in.Sibling.Results[k]
		if h.Outcome == dbms.OutcomeError && h.SQLState == "22008" && s.Outcome == dbms.OutcomeOK {
			cand, val = shown.Candidate, v
		}
	}
	if val == nil {
		t.Fatalf("no fix-derived candidate whose sibling PostgreSQL accepts where make_date(0, 7, 15) is rejected: %+v", cands)
	}
	sibSQL := val.Input.Test.Statements[val.Input.Test.Key].SQL
	t.Logf("candidate %s: %s (sibling %q of %q)", cand.ID, cand.Construct, sibSQL, val.Input.Test.Original)

	// The logictest export through the CLI: the sibling must be rejected with 22008.
	outDir := filepath.Join(dir, "out")
	if code, _, errOut := run(t, "", "export", "--db", db, "--format", "logictest", "--out", outDir, cand.ID[:8]); code != 0 {
		t.Fatalf("export logictest: exit %d %s", code, errOut)
	}
	entries, err := os.ReadDir(outDir)
	if err != nil || len(entries) != 1 {
		t.Fatalf("export logictest wrote %v (%v), want one file", entries, err)
	}
	b, err := os.ReadFile(filepath.Join(outDir, entries[0].Name()))
	if err != nil {
		t.Fatal(err)
	}
	files := []export.File{{Name: entries[0].Name(), Content: string(b)}}
	if !strings.Contains(files[0].Content, "statement error pgcode 22008 .*\n"+sibSQL) {
		t.Fatalf("the export does not expect 22008 of the sibling:\n%s", files[0].Content)
	}

	ctx := t.Context()
	tg, err := dbms.Open(ctx, dialect.MustParseTarget("sandbox:postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()

	// Red: PostgreSQL accepts the sibling, the test expects the error.
	green, detail, err := replay.Run(ctx, tg, testfmt.LogicTest, files)
	if err != nil || green || !strings.Contains(detail, "expected a clean error, got ok") || !strings.Contains(detail, sibSQL) {
		t.Fatalf("logictest replay of the candidate on PostgreSQL: green %v, %q, %v\n%s", green, detail, err, files[0].Content)
	}

	// Green: the same candidate with its statement written the historical way, which PostgreSQL
	// rejects with 22008 as the test expects.
	fixed := export.Input{Candidate: cand, Validation: *val}
	ft := fixed.Validation.Input.Test
	ft.Statements = slices.Clone(ft.Statements)
	ft.Statements[ft.Key].SQL = ft.Original
	var stmts []dbms.Statement
	for _, st := range append(slices.Clone(ft.Setup), ft.Statements...) {
		stmts = append(stmts, dbms.Statement{SQL: st.SQL})
	}
	fex, err := tg.Run(ctx, stmts, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fixed.Reduced, fixed.ReducedRun = &ft, fex
	ffiles, err := export.Files(fixed, testfmt.LogicTest)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ffiles[0].Content, "statement error pgcode 22008 .*\n"+ft.Original) {
		t.Fatalf("the historical export does not expect 22008:\n%s", ffiles[0].Content)
	}
	if green, detail, err := replay.Run(ctx, tg, testfmt.LogicTest, ffiles); err != nil || !green {
		t.Fatalf("logictest replay of the historical statement on PostgreSQL: green %v, %q, %v\n%s", green, detail, err, ffiles[0].Content)
	}

	// The SQLSTATE is checked: the historical statement expected to fail with another code is red.
	wrong := []export.File{{Name: ffiles[0].Name, Content: strings.Replace(ffiles[0].Content, "pgcode 22008", "pgcode 22023", 1)}}
	if green, detail, err := replay.Run(ctx, tg, testfmt.LogicTest, wrong); err != nil || green || !strings.Contains(detail, "expected SQLSTATE 22023") {
		t.Fatalf("logictest replay expecting the wrong SQLSTATE: green %v, %q, %v", green, detail, err)
	}
}
