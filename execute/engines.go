package execute

import (
	"context"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// ReferenceEngine is a second engine that every sibling test also runs on (`--reference DSN`,
// validate.Reference): of the target's dialect family, or of another one whose catalog shares
// functions and types with the target's (Shared).
type ReferenceEngine struct {
	Target  dbms.Target
	Product string
	// DSN is the redacted DSN, which the comparison names.
	DSN string
	// Shared is what the target's catalog and the reference's share, for a reference of
	// another dialect family: a test is run on it only when Shared.Check passes, and its
	// rows are compared by validate.CompareAcross. Nil for one of the target's family.
	Shared *validate.SharedCatalog
}

// Close stops the reference engine; a nil one is no reference.
func (r *ReferenceEngine) Close() {
	if r != nil {
		r.Target.Close()
	}
}

// compare runs a sibling test on the reference engine and says what its run shows of the
// target's run. A reference that fails to run it gives "reference not run", never a divergence;
// one of another family is not given a test Shared.Check refuses, which is said with its kind.
func (r *ReferenceEngine) compare(ctx context.Context, t sibling.Test, run *dbms.Execution, opts dbms.RunOptions) *validate.Reference {
	if r == nil {
		return nil
	}
	if r.Shared != nil {
		if kind, why := r.Shared.Check(t); kind != "" {
			return &validate.Reference{Target: r.DSN, NotCompared: why, Skip: kind, Across: true}
		}
	}
	ex, err := Test(ctx, r.Target, t, t.Statements, opts)
	if err != nil {
		return &validate.Reference{Target: r.DSN, NotCompared: "reference not run: " + err.Error(), Across: r.Shared != nil}
	}
	var ref validate.Reference
	if r.Shared != nil {
		ref = validate.CompareAcross(r.Product, t, run, ex)
	} else {
		ref = validate.Compare(r.Product, t, run, ex)
	}
	ref.Target = r.DSN
	return &ref
}

// DifferentialEngine is another release of the target's engine that every sibling test also
// runs on (`--differential DSN`, validate.Release): duckdb:1.5.5 beside duckdb:, or
// go-mysql-server built at another commit beside gms:.
type DifferentialEngine struct {
	Target  dbms.Target
	Product string
	// DSN is the redacted DSN, which the comparison names.
	DSN string
	// Newer says this release is newer than the target's (validate.ReleaseNewer).
	Newer bool
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
	ex, err := Test(ctx, d.Target, t, t.Statements, opts)
	if err != nil {
		return &validate.Release{Target: d.DSN, Newer: d.Newer, NotCompared: "other release not run: " + err.Error()}
	}
	rel := validate.CompareReleases(d.Product, t, run, ex, d.Newer)
	rel.Target = d.DSN
	key := len(t.Setup) + t.Key
	if rel.Direction != "" && run.Results[key].Outcome == dbms.OutcomeOK && ex.Results[key].Outcome == dbms.OutcomeOK {
		// Other rows: the statement may give other rows on every run (a random value).
		again, err := Test(ctx, d.Target, t, t.Statements, opts)
		if err != nil || !validate.SameRows(t, ex, again) {
			return &validate.Release{Target: d.DSN, Version: rel.Version, Newer: d.Newer,
				NotCompared: "its rows differ from run to run on " + d.DSN}
		}
	}
	return &rel
}
