package campaign

import (
	"context"
	"fmt"

	"github.com/reaper-sql/reaper/dialect"
	"github.com/reaper-sql/reaper/internal/dbms"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// ReferenceEngine is a second engine of the target's dialect family that every sibling test
// also runs on (`--reference DSN`, validate.Reference).
type ReferenceEngine struct {
	Target  dbms.Target
	Product string
	// DSN is the redacted DSN, part of a verdict's input key.
	DSN string
}

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
func OpenReference(ctx context.Context, ref, target dialect.Target, allowShared bool) (*ReferenceEngine, error) {
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
	return &ReferenceEngine{Target: tg, Product: info.Product, DSN: ReferenceKey(ref)}, nil
}

// dsn is the reference's redacted DSN, "" for none.
func (r *ReferenceEngine) dsn() string {
	if r == nil {
		return ""
	}
	return r.DSN
}

// Close stops the reference engine; a nil one is no reference.
func (r *ReferenceEngine) Close() {
	if r != nil {
		r.Target.Close()
	}
}

// compare runs a sibling test on the reference engine and says what its run shows of the
// target's run. A reference that fails to run it gives "reference not run", never a divergence.
func (r *ReferenceEngine) compare(ctx context.Context, t sibling.Test, run *dbms.Execution, opts dbms.RunOptions) *validate.Reference {
	if r == nil {
		return nil
	}
	ex, err := runTest(ctx, r.Target, t, t.Statements, opts)
	if err != nil {
		return &validate.Reference{Target: r.DSN, NotCompared: "reference not run: " + err.Error()}
	}
	ref := validate.Compare(r.Product, t, run, ex)
	ref.Target = r.DSN
	return &ref
}
