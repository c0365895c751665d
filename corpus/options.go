package corpus

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// LayoutAuto detects the test layouts from the tree at MineOptions.Until.
const LayoutAuto = "auto"

// Layouts lists the values MineOptions.Layout accepts, auto first.
var Layouts = []string{LayoutAuto, testfmt.MTR, testfmt.LogicTest, testfmt.PGRegress, testfmt.SQLLogicTest, testfmt.GMS, testfmt.GoUnit, testfmt.SQL}

// MineOptions configures Mine.
type MineOptions struct {
	// Repo is a local clone (bare or with a work tree) or a URL to clone.
	Repo string
	// CloneDir is where a URL is cloned (bare); required when Repo is a URL.
	CloneDir string
	// Since keeps only commits committed after it; zero means the whole history.
	Since time.Time
	// Until is the revision the walk starts from; default HEAD.
	Until string
	// After, when set, leaves out every commit reachable from this revision (git log
	// After..Until): the fixes made after a release.
	After string
	// Corrections keeps a commit whose message gives no sign of a fix when its tests or patch
	// show a correction (Correction): an added error expectation, an added guard. The record
	// carries the evidence in FixRecord.Correction.
	Corrections bool
	// PassedOver also analyses the commits skipped for want of fix evidence in their message and
	// returns their records in Result.PassedOver, so a caller can see what the fix-word rule
	// costs. They are never kept as fixes.
	PassedOver bool
	// Layout is one of Layouts; default auto.
	Layout string
	// Workers is how many commits are analysed at once; default the number of CPUs.
	Workers int
	// Limit stops the run after this many new fixes are kept; 0 means no limit.
	Limit int
	// MaxPatchBytes caps the diff text kept per fix; past it the patch is marked Truncated.
	// Default 256 KiB.
	MaxPatchBytes int
	// MaxTestBytes is the largest test file the miner parses; larger ones are noted and left out.
	// Default 4 MiB.
	MaxTestBytes int
	// Done reports whether a commit was already mined, so a resumed run skips it. May be nil.
	Done func(commit string) bool
}

// Validate fills defaults and rejects bad values.
func (o *MineOptions) Validate() error {
	if strings.TrimSpace(o.Repo) == "" {
		return errors.New("no repository given: pass --repo PATH or URL")
	}
	if o.Until == "" {
		o.Until = "HEAD"
	}
	if o.Layout == "" {
		o.Layout = LayoutAuto
	}
	known := false
	for _, l := range Layouts {
		known = known || l == o.Layout
	}
	if !known {
		return fmt.Errorf("unknown layout %q: use one of %s", o.Layout, strings.Join(Layouts, ", "))
	}
	if o.Workers == 0 {
		o.Workers = runtime.NumCPU()
	}
	if o.Workers < 0 || o.Limit < 0 || o.MaxPatchBytes < 0 || o.MaxTestBytes < 0 {
		return errors.New("workers, limit and size caps must not be negative")
	}
	if o.MaxPatchBytes == 0 {
		o.MaxPatchBytes = 256 << 10
	}
	if o.MaxTestBytes == 0 {
		o.MaxTestBytes = 4 << 20
	}
	if isURL(o.Repo) && o.CloneDir == "" {
		return errors.New("a repository URL needs a directory to clone into")
	}
	return nil
}

func isURL(s string) bool {
	return strings.Contains(s, "://") || strings.HasPrefix(s, "git@")
}
