// Package corpus is stage 1 of the pipeline: it walks a DBMS repository's history with go-git and
// keeps the bug fixes that carry a regression test, splitting each into its description, its
// regression test (the statements the fix added or changed, with the setup they need and their
// recorded outcomes) and its code patch. Fix records can also come from JSONL (see import.go).
//
// The package is pure over values: it reads git objects and returns FixRecords; storing them is
// the caller's business.
package corpus

import (
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// FixRecord is one historical bug fix: what was wrong, the test that proves it fixed, and the patch.
type FixRecord struct {
	// ID is the full commit hash for mined fixes, or the id given in an imported record.
	ID string `json:"id"`
	// Source is "git" for mined records and "import" for imported ones.
	Source string `json:"source"`
	// Repo names the repository: its origin URL when it has one, else its absolute path.
	Repo   string    `json:"repo"`
	Commit string    `json:"commit,omitempty"`
	Parent string    `json:"parent,omitempty"`
	Date   time.Time `json:"date"`
	Author string    `json:"author,omitempty"`
	Title  string    `json:"title"`
	// Description is the whole commit message (or the imported description), title included.
	Description string   `json:"description"`
	BugIDs      []string `json:"bug_ids,omitempty"`
	// Dialect is the SQL dialect the tests are written in, or empty when the layout does not
	// say (plain .sql files). A store written by another version may hold a name this one does
	// not know: stages check it (Dialect.Check) and skip that fix with the reason.
	Dialect dialect.Dialect `json:"dialect,omitempty"`
	// Layout is the test layout the regression tests were read from (testfmt format names).
	Layout string     `json:"layout"`
	Tests  []TestCase `json:"tests"`
	Patch  Patch      `json:"patch"`
	// Correction is set on a commit whose message gives no sign of a fix, kept for the
	// correction its tests or patch show (Correction, MineOptions.Corrections): the evidence.
	// Such a fix is less certain than one its message names.
	Correction []Evidence `json:"correction,omitempty"`
	// Notes say what the miner could not do faithfully for this fix: an object missing from a
	// partial clone, a test construct it skipped, a capped diff.
	Notes []string `json:"notes,omitempty"`
}

// TestCase is a runnable regression test: the setup it needs and the statements the fix added or
// changed (Key) together with the statements between them, each with its recorded outcome.
type TestCase struct {
	File string `json:"file"`
	// ResultFile is the companion file holding the expected output (mtr .result, pgregress .out).
	ResultFile string `json:"result_file,omitempty"`
	Format     string `json:"format"`
	Name       string `json:"name"`
	// Setup holds earlier statements of the file, or of the harness's fixtures, that create the
	// objects and session state the statements use.
	Setup      []testfmt.Statement `json:"setup,omitempty"`
	Statements []testfmt.Statement `json:"statements"`
}

// Patch is the non-test part of a fix.
type Patch struct {
	Files []FilePatch `json:"files"`
	// Added and Deleted count changed lines over all files, including those left out.
	Added   int `json:"added"`
	Deleted int `json:"deleted"`
	// Truncated is set when the patch text was capped by MineOptions.MaxPatchBytes.
	Truncated bool `json:"truncated,omitempty"`
	// Omitted lists files of the commit left out of the patch, with the reason
	// ("vendor/x.go: vendored", "a.png: binary").
	Omitted []string `json:"omitted,omitempty"`
}

// FilePatch is the change to one source file.
type FilePatch struct {
	Path    string `json:"path"`
	OldPath string `json:"old_path,omitempty"`
	// Language is derived from the file name ("go", "c++", "c", "yacc", ...).
	Language string `json:"language"`
	// Functions are the functions or methods the hunks touch, in file order, without repeats.
	Functions []string `json:"functions,omitempty"`
	// Diff is the unified diff of the file with three lines of context.
	Diff    string `json:"diff"`
	Added   int    `json:"added"`
	Deleted int    `json:"deleted"`
}

// AddedLines returns the lines the file's diff adds, without their "+".
func (p FilePatch) AddedLines() []string {
	var out []string
	for _, l := range strings.Split(p.Diff, "\n") {
		if strings.HasPrefix(l, "+") && !strings.HasPrefix(l, "+++") {
			out = append(out, l[1:])
		}
	}
	return out
}

// KeyStatements returns the statements of all cases that the fix added or changed.
func (r *FixRecord) KeyStatements() []testfmt.Statement {
	var out []testfmt.Statement
	for _, c := range r.Tests {
		for _, s := range c.Statements {
			if s.Key {
				out = append(out, s)
			}
		}
	}
	return out
}
