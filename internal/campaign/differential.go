package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// DifferentialEngine is another release of the target's engine that every sibling test also
// runs on (`--differential DSN`, validate.Release): duckdb:1.5.5 beside duckdb:, or
// go-mysql-server built at another commit beside gms:.
type DifferentialEngine struct {
	Target  dbms.Target
	Product string
	// DSN is the redacted DSN, part of a verdict's input key.
	DSN string
	// Newer says this release is newer than the target's (validate.ReleaseNewer).
	Newer bool
}

// CheckDifferential says why diff cannot be the target's other release: the target itself, a
// product family other than the target's, or a server reaper does not manage without
// allowShared. The zero Target is no differential, and fine.
func CheckDifferential(diff, target dialect.Target, allowShared bool) error {
	switch {
	case diff.IsZero():
		return nil
	case diff == target:
		return fmt.Errorf("differential %s: the other release must be another target than the target", diff)
	case diff.Family != target.Family:
		return fmt.Errorf("differential %s: its product family (%s) is not the target's (%s); give another release of the target's engine",
			diff, diff.Family, target.Family)
	}
	if msg := SharedTarget(diff, allowShared); msg != "" {
		return fmt.Errorf("differential: %s", msg)
	}
	return nil
}

// ComparisonKey is what a verdict's key says of the engines a test also ran on: the reference
// engine's and the other release's redacted DSNs. Without a differential it is ReferenceKey,
// so a campaign without one keeps its keys.
func ComparisonKey(reference, differential dialect.Target) string {
	return comparisonKey(ReferenceKey(reference), differential.Redacted())
}

// comparisonKey is ComparisonKey of the engines' redacted DSNs ("" for none).
func comparisonKey(reference, differential string) string {
	if differential == "" {
		return reference
	}
	return reference + "\x00differential=" + differential
}

// OpenDifferential starts or connects to the other release diff (CheckDifferential), whose
// order against the target's is read from their versions: targetVersion is the target's
// dbms.Info.Version. The zero Target is no differential.
func OpenDifferential(ctx context.Context, diff, target dialect.Target, targetVersion string, allowShared bool) (*DifferentialEngine, error) {
	if diff.IsZero() {
		return nil, nil
	}
	if err := CheckDifferential(diff, target, allowShared); err != nil {
		return nil, err
	}
	tg, err := dbms.Open(ctx, diff)
	if err != nil {
		return nil, fmt.Errorf("differential: %w", err)
	}
	info, err := tg.Info(ctx)
	if err != nil {
		tg.Close()
		return nil, fmt.Errorf("differential %s: %w", diff, err)
	}
	return &DifferentialEngine{Target: tg, Product: info.Product, DSN: diff.Redacted(), Newer: validate.ReleaseNewer(targetVersion, info.Version)}, nil
}

// dsn is the other release's redacted DSN, "" for none.
func (d *DifferentialEngine) dsn() string {
	if d == nil {
		return ""
	}
	return d.DSN
}

// Close stops the other release; a nil one is none.
func (d *DifferentialEngine) Close() {
	if d != nil {
		d.Target.Close()
	}
}

// compare runs a sibling test on the other release and says how the sibling statement's
// outcome changed. A release that fails to run it gives "not compared", never a change.
func (d *DifferentialEngine) compare(ctx context.Context, t sibling.Test, run *dbms.Execution, opts dbms.RunOptions) *validate.Release {
	if d == nil {
		return nil
	}
	ex, err := runTest(ctx, d.Target, t, t.Statements, opts)
	if err != nil {
		return &validate.Release{Target: d.DSN, Newer: d.Newer, NotCompared: "other release not run: " + err.Error()}
	}
	rel := validate.CompareReleases(d.Product, t, run, ex, d.Newer)
	rel.Target = d.DSN
	key := len(t.Setup) + t.Key
	if rel.Direction != "" && run.Results[key].Outcome == dbms.OutcomeOK && ex.Results[key].Outcome == dbms.OutcomeOK {
		// Other rows: the statement may give other rows on every run (a random value).
		again, err := runTest(ctx, d.Target, t, t.Statements, opts)
		if err != nil || !validate.SameRows(t, ex, again) {
			return &validate.Release{Target: d.DSN, Version: rel.Version, Newer: d.Newer,
				NotCompared: "its rows differ from run to run on " + d.DSN}
		}
	}
	return &rel
}
