// Package demo is the corpus `reaper hunt --demo` hunts on: ten fixes of go-mysql-server,
// reconstructed as import records and shipped in the binary, so that a whole campaign runs on
// the embedded target with nothing but reaper itself — no repository to clone, no DBMS to
// install, no model.
//
// Each record of corpus.jsonl keeps the commit id of a real go-mysql-server fix and says in its
// own words what the fix changed; its SQL is written for the demo, not copied from the commit's
// test. The fixes were chosen among those whose siblings still fail on the go-mysql-server the
// gms: target embeds (go.mod's version), so a demo campaign ends with real candidates. Every
// record carries Repo, which names the demo rather than the upstream repository, so that the
// store, `reaper fixes` and the exports say where the fixes came from.
package demo

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// Repo is the repository every demo record names: the demo's reconstructions of
// go-mysql-server's fixes, not a clone of it.
const Repo = "demo:github.com/dolthub/go-mysql-server"

//go:embed corpus.jsonl
var corpusJSONL []byte

// Records returns the demo's fix records, parsed afresh on each call so that a caller may change
// them. The corpus is part of the binary: a line that does not parse is a bug of the build,
// which TestRecords catches, so Records panics on one rather than hand back a partial corpus.
func Records() []*corpus.FixRecord {
	recs, bad, err := corpus.ImportJSONL(bytes.NewReader(corpusJSONL))
	if err != nil || len(bad) > 0 {
		panic(fmt.Sprintf("demo corpus: %v %v", err, bad))
	}
	return recs
}

// Options are the campaign options of a demo: no repository (the fixes are the imported demo
// records), the embedded go-mysql-server and the rules brain even when an LLM endpoint is
// configured in the environment, so that the demo runs offline and ends alike everywhere.
func Options() campaign.Options {
	return campaign.Options{Target: dialect.MustParseTarget(campaign.DefaultTarget), Brain: campaign.Brain{Offline: true},
		Fixes: fmt.Sprintf("the demo's %d go-mysql-server fixes shipped in reaper, each turned into sibling tests", len(Records()))}
}

// ErrOtherCampaign is Import's error for a store that holds another campaign: the user picked
// the wrong store, which the CLI reports as a usage mistake.
var ErrOtherCampaign = errors.New("holds another campaign")

// Import stores the demo's fix records in st. It is idempotent: a store that holds the demo
// already gets the same records again, which leaves every stored profile, sibling set and
// verdict current (their keys hash the records), so a second `hunt --demo` resumes the first.
// A store that holds anything else — fixes of another repository, or mined commits — is refused
// with an error naming the store and some of the foreign fixes: the demo's candidates would be
// mixed with another campaign's.
func Import(ctx context.Context, st *store.Store) error {
	if err := checkOnlyDemo(ctx, st); err != nil {
		return err
	}
	for _, r := range Records() {
		if err := st.PutFix(ctx, r); err != nil {
			return fmt.Errorf("import demo fix %s: %w", r.ID, err)
		}
	}
	return nil
}

// checkOnlyDemo returns an error when st holds fixes of another repository than the demo's, or
// commits mined from any repository. A demo fix this binary no longer ships (a store of an
// older reaper's demo) names the demo's Repo and is the demo's, not another campaign.
func checkOnlyDemo(ctx context.Context, st *store.Store) error {
	fixes, err := st.ListFixes(ctx, store.FixFilter{})
	if err != nil {
		return err
	}
	var foreign []string
	for _, f := range fixes {
		if f.Repo != Repo {
			foreign = append(foreign, f.ID)
		}
	}
	mined, err := st.MinedCommits(ctx)
	if err != nil {
		return err
	}
	if len(foreign) == 0 && len(mined) == 0 {
		return nil
	}
	var holds []string
	if len(foreign) > 0 {
		slices.Sort(foreign)
		shown := foreign[:min(len(foreign), 3)]
		s := fmt.Sprintf("%d fixes not of the demo (%s", len(foreign), strings.Join(shown, ", "))
		if len(foreign) > len(shown) {
			s += ", ..."
		}
		holds = append(holds, s+")")
	}
	if len(mined) > 0 {
		holds = append(holds, fmt.Sprintf("%d mined commits", len(mined)))
	}
	return fmt.Errorf("store %s %w (%s); use a new --db for the demo",
		st.Path(), ErrOtherCampaign, strings.Join(holds, " and "))
}
