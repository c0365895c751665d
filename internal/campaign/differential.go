package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/validate"
)

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
func OpenDifferential(ctx context.Context, diff, target dialect.Target, targetVersion string, allowShared bool) (*execute.DifferentialEngine, error) {
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
	return &execute.DifferentialEngine{Target: tg, Product: info.Product, DSN: diff.Redacted(), Newer: validate.ReleaseNewer(targetVersion, info.Version)}, nil
}
