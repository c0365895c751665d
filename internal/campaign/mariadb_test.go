package campaign

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// regexpFix is an imported MariaDB fix record: REGEXP_REPLACE with the unbalanced pattern '('
// is rejected by MariaDB 10.11 with error 1139 (Regex error), the outcome the record expects,
// so the rules brain's profile gets a `rejects` oracle over the call's argument values.
const regexpFix = `{"id": "regexp-unbalanced-fix", "dbms": "mariadb", "title": "REGEXP_REPLACE with an unbalanced pattern must be rejected", ` +
	`"test": {"format": "mtr", "script": "--error 1139\nSELECT REGEXP_REPLACE('abc', '(', 'x');\n"}}`

// A campaign over an imported MariaDB fix on a sandboxed MariaDB, with the rules brain: the
// fix is profiled, its siblings are generated and validated on sandbox:mariadb, and a
// sibling that MariaDB accepts with the trigger values kept breaks the fix's `rejects` oracle.
func TestCampaignOnMariaDBSandbox(t *testing.T) {
	dbmstest.Engines(t)
	if err := (&sandbox.Options{Kind: "mariadb"}).Validate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but the MariaDB sandbox cannot run: %v", err)
		}
		t.Skipf("skipping: the MariaDB sandbox cannot run here: %v", err)
	}
	const target = "sandbox:mariadb"
	ctx := t.Context()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	recs, bad, err := corpus.ImportJSONL(strings.NewReader(regexpFix))
	if err != nil || len(bad) > 0 || len(recs) != 1 {
		t.Fatalf("import: %v %v %d records", err, bad, len(recs))
	}
	if err := st.PutFix(ctx, recs[0]); err != nil {
		t.Fatal(err)
	}

	sum, err := Run(ctx, st, Options{Target: dialect.MustParseTarget(target)}, nil)
	if err != nil || sum.Interrupted {
		t.Fatalf("campaign: %v %+v", err, sum)
	}
	c := sum.Campaign
	if sum.Profile.Profiles != 1 || c.Profiles.Kept != 1 || c.SiblingSets.Kept != 1 || c.Tests == 0 || sum.Siblings.Tests != c.Tests {
		t.Fatalf("profiles and siblings: %+v %+v, status %+v", sum.Profile, sum.Siblings, c)
	}
	vs, err := st.ListValidations(ctx, target, false)
	if err != nil || len(vs) != c.Tests || c.Validations.Done != c.Tests || c.Validations.Pending != 0 || sum.Validate.NotValidated != 0 {
		t.Fatalf("validations on %s: %v, %d stored of %d tests, %+v", target, err, len(vs), c.Tests, c.Validations)
	}
	cands, err := st.ListValidations(ctx, target, true)
	if err != nil {
		t.Fatal(err)
	}
	var verdicts []validate.Verdict
	for _, v := range cands {
		verdicts = append(verdicts, v.Verdict)
	}
	deduped := validate.Dedupe(verdicts)
	if len(deduped) == 0 || len(deduped) != len(c.Candidates) {
		t.Fatalf("%d candidates from %d candidate validations, status shows %d", len(deduped), len(cands), len(c.Candidates))
	}
	// CONCAT('abc', '(', 'x') keeps every literal of the historical call, and MariaDB accepts
	// it where the fix recorded error 1139: the fix's `rejects` oracle does not hold.
	var concat *validate.Verdict
	for _, cand := range deduped {
		for i, v := range cand.Verdicts {
			if cand.Construct == "CONCAT" && v.Report && slices.Contains(v.Evidence, validate.EvidenceFix) {
				concat = &cand.Verdicts[i]
			}
		}
	}
	if concat == nil {
		t.Fatalf("no fix-derived CONCAT candidate among %s", candidateKeys(deduped))
	}
	f := concat.Facts
	if f.Outcome != "ok" || f.Result.SQL != "SELECT CONCAT('abc', '(', 'x')" || f.Historical != "error" ||
		!strings.Contains(f.HistoricalSignature, "1139") || f.Recorded != "error" || f.RecordedError != "1139" {
		t.Fatalf("the CONCAT candidate's facts: %+v", f)
	}

	// A test whose setup loses the server (killed under it, as a crash of the test before would
	// take it down) is left for the next run, not stored as not validated for good.
	tg, err := dbms.Open(ctx, dialect.MustParseTarget(target))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tg.Close() })
	info, err := tg.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	set, _, err := st.GetSiblingSet(ctx, recs[0].ID)
	if err != nil || len(set.Tests) == 0 {
		t.Fatalf("sibling set: %v", err)
	}
	probe := set.Tests[0]
	probe.ID = "transient-probe"
	probe.Setup = append([]testfmt.Statement{{SQL: "SELECT SLEEP(5)"}}, probe.Setup...)
	sb := tg.(interface{ Sandbox() *sandbox.Sandbox }).Sandbox()
	go func() {
		time.Sleep(time.Second)
		syscall.Kill(sb.PID(), syscall.SIGKILL)
	}()
	stage := NewValidateStage(st, dialect.MustParseTarget(target), dialect.Target{}, dialect.Target{}, Brain{Offline: true}, 0, false)
	if err := stage.Prepare(nil); err != nil {
		t.Fatal(err)
	}
	on := Sandbox{Target: tg, Product: info.Product}
	first, err := stage.Do(ctx, on, []sibling.Test{probe}, nil)
	if err != nil || first.Retry != 1 || first.Tests != 0 {
		t.Fatalf("the run that lost the server: %+v, %v; want the test left for the next run", first, err)
	}
	if stored(t, st, target, probe.ID) {
		t.Fatal("the test that lost the server was stored")
	}
	next, err := stage.Do(ctx, on, []sibling.Test{probe}, nil)
	if err != nil || next.Retry != 0 || next.Tests != 1 || !stored(t, st, target, probe.ID) {
		t.Fatalf("the next run: %+v, %v; want the test judged and stored", next, err)
	}
}

// stored says whether a validation of test id on target is in the store.
func stored(t *testing.T, st *store.Store, target, id string) bool {
	vs, err := st.ListValidations(t.Context(), target, false)
	if err != nil {
		t.Fatal(err)
	}
	return slices.ContainsFunc(vs, func(v *store.Validation) bool { return v.Verdict.TestID == id })
}
