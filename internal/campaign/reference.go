package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/execute"
)

// CheckReference says why ref cannot be the target's reference engine: the target itself, of
// another dialect family, or a server reaper does not manage without allowShared. The zero
// Target is no reference, and fine.
func CheckReference(ref, target dialect.Target, allowShared bool) error {
	switch {
	case ref.IsZero():
		return nil
	case ref == target:
		return fmt.Errorf("reference %s: the reference engine must be another engine than the target", ref)
	case ref.Dialect() != target.Dialect():
		return fmt.Errorf("reference %s: its dialect family (%s) is not the target's (%s)", ref, ref.Dialect(), target.Dialect())
	}
	if msg := SharedTarget(ref, allowShared); msg != "" {
		return fmt.Errorf("reference: %s", msg)
	}
	return nil
}

// ReferenceKey is a reference engine's redacted DSN, part of a verdict's key; "" for none.
func ReferenceKey(ref dialect.Target) string { return ref.Redacted() }

// OpenReference starts or connects to the reference engine ref (CheckReference); the zero
// Target is no reference.
func OpenReference(ctx context.Context, ref, target dialect.Target, allowShared bool) (*execute.ReferenceEngine, error) {
	if ref.IsZero() {
		return nil, nil
	}
	if err := CheckReference(ref, target, allowShared); err != nil {
		return nil, err
	}
	tg, err := dbms.Open(ctx, ref)
	if err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	info, err := tg.Info(ctx)
	if err != nil {
		tg.Close()
		return nil, fmt.Errorf("reference %s: %w", ref, err)
	}
	if dialect.FamilyOf(info.Product) == "" {
		tg.Close()
		return nil, fmt.Errorf("reference %s: no table of errors for product %q", ref, info.Product)
	}
	return &execute.ReferenceEngine{Target: tg, Product: info.Product, DSN: ReferenceKey(ref)}, nil
}
