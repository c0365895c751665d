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
	"github.com/reaper-sql/reaper/internal/export"
	"github.com/reaper-sql/reaper/internal/reduce"
	"github.com/reaper-sql/reaper/internal/replay"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/internal/suite"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// The JSON_VALUE panic of go-mysql-server v0.20, found through the real pipeline, reduced and
// exported: the regression tests are red on the engine that has the bug, and the same export of
// a statement that behaves is green.
func TestReduceAndExport(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	dir := filepath.Dir(db)
	_, out, _ := run(t, "", "candidates", "list", "--db", db, "--json")
	var cands []validate.Candidate
	if err := json.Unmarshal([]byte(out), &cands); err != nil {
		t.Fatal(err)
	}
	var id string
	for _, c := range cands {
		if c.Construct == "JSON_VALUE" && strings.Contains(c.Signature, "panic") {
			id = c.ID
		}
	}
	if id == "" {
		t.Fatalf("no JSON_VALUE panic among the candidates: %+v", cands)
	}

	// reduce: smaller, and the reduced test still panics the same way.
	code, out, errOut := run(t, "", "reduce", "--db", db, "--json", id[:8])
	var red struct {
		Test  sibling.Test `json:"test"`
		Stats reduce.Stats `json:"stats"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &red) != nil {
		t.Fatalf("reduce: exit %d %s\n%s", code, errOut, out)
	}
	s := red.Stats
	if !s.Reproduced || s.Runs == 0 || s.Runs > 300 || s.TokensAfter >= s.TokensBefore || s.StatementsAfter > s.StatementsBefore {
		t.Fatalf("reduce did not shrink the test: %+v", s)
	}
	ctx := t.Context()
	tg, err := dbms.Open(ctx, dialect.MustParseTarget("gms:"))
	if err != nil {
		t.Fatal(err)
	}
	defer tg.Close()
	var stmts []dbms.Statement
	for _, st := range append(append([]testfmt.Statement(nil), red.Test.Setup...), red.Test.Statements...) {
		stmts = append(stmts, dbms.Statement{SQL: st.SQL})
	}
	ex, err := tg.Run(ctx, stmts, dbms.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := validate.Signature(ex.Results[len(red.Test.Setup)+red.Test.Key]); got != s.Signature || !strings.Contains(got, "panic") {
		t.Fatalf("the reduced test ends in %q, want %q", got, s.Signature)
	}
	if code, out, _ := run(t, "", "reduce", "--db", db, id[:8]); code != 0 || !strings.Contains(out, "tokens ") || !strings.Contains(out, "> select JSON_VALUE(") {
		t.Fatalf("reduce text: exit %d\n%s", code, out)
	}

	// markdown: the reproducer, the fix, and text from outside stays inside its fences.
	code, out, errOut = run(t, "", "export", "--db", db, "--format", "markdown", id[:8])
	for _, want := range []string{"# JSON\\_VALUE: internal 1105", "```sql\ncreate table t", "JSON_VALUE(col1, ",
		"`JSON_EXTRACT` over a JSON column returns a wrong result", "fix is record json-extract-fix", "## Expected behaviour", "_Found by reaper"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("export markdown: exit %d %s, want %q in\n%s", code, errOut, want, out)
		}
	}
	_, vout, _ := run(t, "", "candidates", "show", "--db", db, "--json", id[:8])
	var shown struct {
		Candidate   validate.Candidate  `json:"candidate"`
		Validations []*store.Validation `json:"validations"`
	}
	if err := json.Unmarshal([]byte(vout), &shown); err != nil {
		t.Fatal(err)
	}
	in := export.Input{Candidate: shown.Candidate, Validation: *shown.Validations[0]}
	evil := "boom\n```\n# Injected heading\n<script>alert(1)</script>\n````"
	key := len(in.Validation.Input.Test.Setup) + in.Validation.Input.Test.Key
	in.Validation.Input.Sibling.Results[key].Message = evil
	in.Candidate.Signature = "internal: " + evil
	files, err := export.Files(in, export.FormatMarkdown)
	if err != nil {
		t.Fatal(err)
	}
	md := files[0].Content
	if !strings.HasPrefix(md, "# JSON\\_VALUE: internal: boom \\`\\`\\` \\# Injected heading \\<script\\>") {
		t.Fatalf("the crafted signature is not escaped in the title:\n%s", md)
	}
	if !strings.Contains(md, "\n`````\ninternal 1105 HY000: boom\n"+evil+"\n`````\n") {
		t.Fatalf("the crafted message is not inside a fence longer than its backticks:\n%s", md)
	}

	// sqllogictest, mtr and gms, reduced by default: red on the engine with the bug.
	outDir := filepath.Join(dir, "out")
	for _, format := range []string{testfmt.SQLLogicTest, testfmt.MTR, testfmt.GMS} {
		fdir := filepath.Join(outDir, format)
		if code, _, errOut := run(t, "", "export", "--db", db, "--format", format, "--out", fdir, "--target", "gms:", id[:8]); code != 0 {
			t.Fatalf("export %s: %s", format, errOut)
		}
		files := exportedFiles(t, fdir, format)
		// reaper run reads each format from its file (a .go ScriptTest too) and says RED.
		for _, f := range files {
			if strings.HasSuffix(f.Name, ".result") {
				continue
			}
			if code, out, _ := run(t, "", "run", "--target", "gms:", "--script", filepath.Join(fdir, f.Name)); code != 1 || !strings.Contains(out, "RED: 1 of ") {
				t.Fatalf("reaper run %s on the buggy engine: exit %d\n%s", f.Name, code, out)
			}
		}
		green, detail, err := replay.Run(ctx, tg, format, files)
		if err != nil || green || !strings.Contains(detail, "JSON_VALUE") || !strings.Contains(detail, "expected success, got internal") {
			t.Fatalf("%s replay on the buggy engine: green %v, %q, %v\n%s", format, green, detail, err, files[0].Content)
		}
		// The same candidate with its statement written the historical way, which behaves: green.
		fixed := in
		fixed.Validation = *shown.Validations[0]
		ft := fixed.Validation.Input.Test
		ft.Statements = append([]testfmt.Statement(nil), ft.Statements...)
		ft.Statements[ft.Key].SQL = ft.Original
		var fstmts []dbms.Statement
		for _, st := range ft.Statements {
			fstmts = append(fstmts, dbms.Statement{SQL: st.SQL})
		}
		fex, err := tg.Run(ctx, fstmts, dbms.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		fixed.Reduced, fixed.ReducedRun = &ft, fex
		ffiles, err := export.Files(fixed, format)
		if err != nil {
			t.Fatal(err)
		}
		if green, detail, err := replay.Run(ctx, tg, format, ffiles); err != nil || !green {
			t.Fatalf("%s replay of a statement that behaves: green %v, %q, %v\n%s", format, green, detail, err, ffiles[0].Content)
		}
	}

	// A link planted in --out at an exported file's name is replaced, and the file outside it
	// names is left as it was.
	fdir := filepath.Join(outDir, testfmt.SQLLogicTest)
	planted := exportedFiles(t, fdir, testfmt.SQLLogicTest)[0].Name
	outside := filepath.Join(dir, "outside.txt")
	if err := os.WriteFile(outside, []byte("not reaper's\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(fdir, planted)); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(fdir, planted)); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", "export", "--db", db, "--format", testfmt.SQLLogicTest, "--out", fdir, id[:8]); code != 1 ||
		errOut != "reaper export: "+filepath.Join(fdir, planted)+" exists: give --force to overwrite it\n" {
		t.Fatalf("export over an existing file without --force: exit %d %q", code, errOut)
	}
	if code, _, errOut := run(t, "", "export", "--db", db, "--format", testfmt.SQLLogicTest, "--out", fdir, "--force", id[:8]); code != 0 {
		t.Fatalf("export over a planted link: %s", errOut)
	}
	if b, err := os.ReadFile(outside); err != nil || string(b) != "not reaper's\n" {
		t.Fatalf("export wrote through the link planted in --out: the file outside reads %q, %v", b, err)
	}
	if fi, err := os.Lstat(filepath.Join(fdir, planted)); err != nil || !fi.Mode().IsRegular() {
		t.Fatalf("the exported %s is not a regular file: %v %v", planted, fi, err)
	}

	// --status: nothing confirmed yet, then every new candidate.
	if code, out, errOut := run(t, "", "export", "--db", db, "--status", "new", "--format", "sqllogictest", "--out", filepath.Join(dir, "new")); code != 0 || !strings.Contains(out, "wrote ") {
		t.Fatalf("export --status new: exit %d %s %s", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"export", "--db", db, "--format", "logictest", id[:8]}, 1, "logictest is CockroachDB's test format and does not fit the gms dialect"},
		{[]string{"export", "--db", db, "--format", "markdown", "ffffffffff"}, 1, `no candidate "ffffffffff"`},
		{[]string{"reduce", "--db", db, "ffffffffff"}, 1, `no candidate "ffffffffff"`},
		{[]string{"export", "--db", db, "--format", "pdf", id}, 2, `--format "pdf": use one of markdown, mtr`},
		{[]string{"export", "--db", db, "--format", "mtr"}, 2, "give one candidate id, --bug ID, --status STATUS, --fix ID or --all"},
		{[]string{"export", "--db", db, "--format", "mtr", "--status", "confirmed"}, 2, "give --out DIR"},
		{[]string{"export", "--db", db, "--format", "mtr", "--status", "maybe", "--out", dir}, 2, `--status "maybe": use one of new, confirmed`},
		{[]string{"reduce", "--db", db}, 2, "give one candidate id"},
		{[]string{"reduce", "--db", db, "--max-runs", "0", id}, 2, "--max-runs"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
	}
}

// exportedFiles reads back the files an export of format wrote into dir.
func exportedFiles(t *testing.T, dir, format string) []export.File {
	t.Helper()
	suffix := map[string][]string{testfmt.SQLLogicTest: {".test"}, testfmt.MTR: {".test", ".result"}, testfmt.GMS: {".go"}}[format]
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []export.File
	for _, en := range entries {
		for _, s := range suffix {
			if strings.HasSuffix(en.Name(), s) {
				b, err := os.ReadFile(filepath.Join(dir, en.Name()))
				if err != nil {
					t.Fatal(err)
				}
				files = append(files, export.File{Name: en.Name(), Content: string(b)})
			}
		}
	}
	return files
}

// The sibling regression suite of the JSON_EXTRACT fix, exported from a campaign on the embedded
// go-mysql-server and replayed there: the suite is green, the JSON_VALUE panic is marked as its
// open bug and still fails; an unknown fix or a format without suites is refused.
func TestExportSuiteAndReplay(t *testing.T) {
	dbmstest.Engines(t)
	db, _ := gmsCampaign(t, "profile", "siblings", "validate")
	_, out, _ := run(t, "", "bugs", "list", "--db", db, "--json")
	var bugs []validate.Bug
	if err := json.Unmarshal([]byte(out), &bugs); err != nil {
		t.Fatal(err)
	}
	var panicBug string
	for _, b := range bugs {
		if slices.Contains(b.Constructs, "JSON_VALUE") && strings.Contains(b.Key, "panic") {
			panicBug = b.ID
		}
	}
	if panicBug == "" {
		t.Fatalf("no JSON_VALUE panic among the bugs: %+v", bugs)
	}
	for _, format := range suite.Formats {
		dir := filepath.Join(t.TempDir(), format)
		code, out, errOut := run(t, "", "export", "--db", db, "--fix", "json-extract", "--format", format, "--target", "gms:", "--out", dir)
		if code != 0 || !strings.Contains(out, "next: reaper replay --format "+format) {
			t.Fatalf("export %s suite: exit %d %s\n%s", format, code, errOut, out)
		}
		files, err := suiteFiles(dir)
		if err != nil {
			t.Fatal(err)
		}
		var marks, suite string
		for _, f := range files {
			switch {
			case f.Name == "disabled.def" || strings.Contains(f.Name, "_bug_") && strings.HasSuffix(f.Name, ".test"):
				marks += f.Content
			case strings.HasSuffix(f.Name, ".test"):
				suite += f.Content
			}
		}
		if !strings.Contains(marks, "reaper bug "+panicBug+" (open)") || !strings.Contains(suite, "historical test: select pk, json_extract(col1, '$.items')") ||
			strings.Count(suite, "# sibling ") < 5 {
			t.Fatalf("%s suite: marks %q\nsuite:\n%s", format, marks, suite)
		}
		code, out, errOut = run(t, "", "replay", "--format", format, "--target", "gms:", dir)
		if code != 0 || !strings.Contains(out, "1 suite file green, 0 red") || !strings.Contains(out, "marked, still failing") {
			t.Fatalf("replay %s: exit %d %s\n%s", format, code, errOut, out)
		}
	}
	// A bug triaged a false positive is not an open bug: its tests are recorded like any other
	// (the panicking ones are left out and named).
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.PutTriage(t.Context(), &store.Triage{BugID: panicBug, Status: store.TriageFalsePositive, Reason: "test", Who: "ann"}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	dir := filepath.Join(t.TempDir(), "fp")
	code, out, errOut := run(t, "", "export", "--db", db, "--fix", "json-extract", "--format", "mtr", "--target", "gms:", "--out", dir)
	if code != 0 || strings.Contains(out, " 0 tests left out") || !strings.Contains(errOut, "ended in internal on the target") {
		t.Fatalf("export after a false positive: exit %d\n%s\n%s", code, out, errOut)
	}
	if files, _ := suiteFiles(dir); slices.ContainsFunc(files, func(f export.File) bool { return strings.Contains(f.Content, panicBug) }) {
		t.Fatalf("the false positive %s is still marked", panicBug)
	}

	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--fix", "json-extract", "--format", "markdown"}, 2, "written in mtr or sqllogictest, not markdown"},
		{[]string{"--all", "--format", "mtr"}, 2, "--all writes a suite per fix: give --out DIR"},
		{[]string{"--fix", "nope", "--format", "mtr"}, 1, `no fix "nope" has tests validated on gms:`},
		{[]string{"--fix", "json-extract", "--format", "mtr", "--target", "sandbox:postgres"}, 1, "no test of"},
	} {
		code, _, errOut := run(t, "", append([]string{"export", "--db", db}, c.args...)...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Fatalf("export %v: exit %d %q, want %d %q", c.args, code, errOut, c.code, c.want)
		}
	}
	if code, _, errOut := run(t, "", "replay", "--format", "mtr", t.TempDir()); code != 1 || !strings.Contains(errOut, "holds no .test file") {
		t.Fatalf("replay of an empty directory: exit %d %s", code, errOut)
	}
}
