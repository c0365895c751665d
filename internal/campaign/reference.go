package campaign

import (
	"context"
	"fmt"
	"sort"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/validate"
)

// CheckReference says why ref cannot be the target's reference engine: the target itself, of
// another dialect family than the target's or the one its dialect derives from
// (dialect.Dialect.Base), or a server reaper does not manage without allowShared. The zero
// Target is no reference, and fine. A reference of the base dialect's family is compared on what
// the two catalogs share (validate.SharedCatalog).
func CheckReference(ref, target dialect.Target, allowShared bool) error {
	switch {
	case ref.IsZero():
		return nil
	case ref == target:
		return fmt.Errorf("reference %s: the reference engine must be another engine than the target", ref)
	case ref.Dialect() != target.Dialect() && ref.Dialect() != target.Dialect().Base():
		if base := target.Dialect().Base(); base != "" {
			return fmt.Errorf("reference %s: its dialect family (%s) is not the target's (%s), nor %s, which the target's derives from", ref, ref.Dialect(), target.Dialect(), base)
		}
		return fmt.Errorf("reference %s: its dialect family (%s) is not the target's (%s)", ref, ref.Dialect(), target.Dialect())
	}
	if msg := SharedTarget(ref, allowShared); msg != "" {
		return fmt.Errorf("reference: %s", msg)
	}
	return nil
}

// ReferenceKey is a reference engine's redacted DSN, part of a verdict's key; "" for none.
func ReferenceKey(ref dialect.Target) string { return ref.Redacted() }

// OpenReference starts or connects to the reference engine ref (CheckReference) of the target
// whose instance tg is; the zero Target is no reference.
func OpenReference(ctx context.Context, ref, target dialect.Target, tg dbms.Target, allowShared bool) (*execute.ReferenceEngine, error) {
	if ref.IsZero() {
		return nil, nil
	}
	if err := CheckReference(ref, target, allowShared); err != nil {
		return nil, err
	}
	rtg, err := dbms.Open(ctx, ref)
	if err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	info, err := rtg.Info(ctx)
	if err != nil {
		rtg.Close()
		return nil, fmt.Errorf("reference %s: %w", ref, err)
	}
	if dialect.FamilyOf(info.Product) == "" {
		rtg.Close()
		return nil, fmt.Errorf("reference %s: no table of errors for product %q", ref, info.Product)
	}
	eng, err := referenceEngine(ctx, ref, target, tg, rtg, info.Product, nil)
	if err != nil {
		rtg.Close()
		return nil, err
	}
	return eng, nil
}

// referenceEngine is the reference engine ref's instance rtg, of product, beside the target's
// instance tg: of another dialect family than the target's, with what their catalogs share
// (shared when the caller read it before, else read here).
func referenceEngine(ctx context.Context, ref, target dialect.Target, tg, rtg dbms.Target, product string,
	shared *validate.SharedCatalog) (*execute.ReferenceEngine, error) {
	eng := &execute.ReferenceEngine{Target: rtg, Product: product, DSN: ReferenceKey(ref)}
	if ref.Dialect() == target.Dialect() {
		return eng, nil
	}
	if shared != nil {
		eng.Shared = shared
		return eng, nil
	}
	shared, err := SharedCatalog(ctx, tg, rtg)
	if err != nil {
		return nil, fmt.Errorf("reference %s: its dialect family (%s) is not the target's (%s), so reaper compares the two only on the functions and types their catalogs share, and %w",
			ref, ref.Dialect(), target.Dialect(), err)
	}
	eng.Shared = shared
	return eng, nil
}

// SharedCatalog reads what the catalogs of the target's instance tg and of a reference engine
// of another dialect family, rtg, share: the signatures of both (dbms.Signer) and the
// reference's reading of the target's type names (dbms.TypeResolver).
func SharedCatalog(ctx context.Context, tg, rtg dbms.Target) (*validate.SharedCatalog, error) {
	ts, ok := tg.(dbms.Signer)
	if !ok {
		return nil, fmt.Errorf("the target cannot list the signatures of its functions")
	}
	rs, ok := rtg.(dbms.Signer)
	if !ok {
		return nil, fmt.Errorf("the reference cannot list the signatures of its functions")
	}
	rr, ok := rtg.(dbms.TypeResolver)
	if !ok {
		return nil, fmt.Errorf("the reference cannot resolve type names")
	}
	ours, err := ts.Signatures(ctx)
	if err != nil {
		return nil, err
	}
	theirs, err := rs.Signatures(ctx)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(ours.Types))
	for n := range ours.Types {
		names = append(names, n)
	}
	sort.Strings(names)
	resolved, err := rr.ResolveTypes(ctx, names)
	if err != nil {
		return nil, err
	}
	return validate.NewSharedCatalog(ours, theirs, resolved), nil
}
