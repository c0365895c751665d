package campaign

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/eval"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Recall follows labels through the campaign st holds on target (a DSN) and says where each
// ends (eval.Funnel). passedOver are commits the miner passed over for want of a fix word, when
// the caller has them, so that a label only they reach shows as not mined.
func Recall(ctx context.Context, st *store.Store, target dialect.Target, labels []eval.Label, passedOver []*corpus.FixRecord) (*eval.Report, error) {
	c := &eval.Campaign{Target: target.Redacted(), PassedOver: passedOver, Profiles: map[string]*profile.Profile{},
		Sets: map[string]*sibling.Set{}, Verdicts: map[string]validate.Verdict{}}
	fixes, err := st.ListFixes(ctx, store.FixFilter{})
	if err != nil {
		return nil, err
	}
	family := target.Dialect()
	for _, f := range fixes {
		if f.Dialect.OrDefault() == family {
			c.Fixes = append(c.Fixes, f)
		}
	}
	ps, err := st.ListProfiles(ctx, store.ProfileFilter{})
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		c.Profiles[p.FixID] = p
	}
	err = st.EachSiblingSet(ctx, func(s *sibling.Set) error {
		c.Sets[s.FixID] = s
		return nil
	})
	if err != nil {
		return nil, err
	}
	// One at a time, so that only the verdicts are held, not the tests and runs they judged.
	err = st.EachValidation(ctx, c.Target, false, func(v *store.Validation) error {
		c.Verdicts[v.Verdict.TestID] = v.Verdict
		return nil
	})
	if err != nil {
		return nil, err
	}
	catalog, err := Catalog(ctx, target)
	if err != nil {
		return nil, fmt.Errorf("catalog of %s: %w", c.Target, err)
	}
	if c.Graph, err = grammars.Dialect(family); err != nil {
		return nil, err
	}
	c.Graph.AddCatalog(catalog)
	return eval.Funnel(labels, c), nil
}

// TimeTravelOptions configure a time-travel evaluation.
type TimeTravelOptions struct {
	// Repo is the repository; At the release the target is; Until the end of the history after
	// it (default HEAD).
	Repo, At, Until string
	// CloneDir is where a URL is cloned.
	CloneDir string
	// Since bounds the campaign to the fixes committed after it, up to At (Options.Since):
	// a shorter campaign over a long history, whose recall is then a lower bound. Zero is the
	// whole history up to At. The labels come from every fix after At either way.
	Since time.Time
	// Target is the release At, running; Timeout bounds each statement (default 10s).
	Target      dialect.Target
	AllowShared bool
	Timeout     time.Duration
	// Reference is the campaign's reference engine (Options.Reference); the zero Target for none.
	Reference dialect.Target
	// Differential is another release the campaign's sibling tests also run on
	// (Options.Differential); the zero Target for none.
	Differential dialect.Target
	// NoCampaign derives the labels only: no campaign over the fixes up to At, no funnel.
	NoCampaign bool
	// MineWorkers is how many commits are analysed at once.
	MineWorkers int
}

// TimeTravelReport is what a time-travel evaluation found.
type TimeTravelReport struct {
	Target   string            `json:"target"`
	At       string            `json:"at"`
	Version  string            `json:"version"`
	After    *corpus.Summary   `json:"after"`
	Labels   *eval.Derivation  `json:"labels"`
	Campaign *Summary          `json:"campaign,omitempty"`
	Recall   *eval.Report      `json:"recall,omitempty"`
	Timings  map[string]string `json:"timings"`
}

// TimeTravel reads labels off the history after a release and scores a campaign over the fixes
// up to it: the fixes after At (passed-over ones included: a fix is a fix whatever its message)
// are profiled with the rules brain and their statements run on the target (eval.TimeTravel);
// then the campaign runs over the fixes up to At into st, and the labels are followed through
// it (Recall). progress hears each step by name.
func TimeTravel(ctx context.Context, st *store.Store, opts TimeTravelOptions, progress func(string)) (*TimeTravelReport, error) {
	if opts.Repo == "" || opts.At == "" || opts.Target.IsZero() {
		return nil, errors.New("time travel needs a repository, a release (--at) and a target that is that release")
	}
	if opts.Until == "" {
		opts.Until = "HEAD"
	}
	if opts.Timeout == 0 {
		opts.Timeout = 10 * time.Second
	}
	if msg := SharedTarget(opts.Target, opts.AllowShared); msg != "" {
		return nil, errors.New(msg)
	}
	if opts.CloneDir == "" {
		opts.CloneDir = filepath.Join(filepath.Dir(st.Path()), "reaper-repos")
	}
	say := func(s string) {
		if progress != nil {
			progress(s)
		}
	}
	rep := &TimeTravelReport{Target: opts.Target.Redacted(), At: opts.At, Timings: map[string]string{}}
	step := time.Now()
	lap := func(name string) {
		rep.Timings[name] = time.Since(step).Round(time.Millisecond).String()
		step = time.Now()
	}

	say("mining the fixes after " + opts.At)
	evidenced, passedAfter, sum, err := mineAll(ctx, corpus.MineOptions{Repo: opts.Repo, CloneDir: opts.CloneDir, After: opts.At, Until: opts.Until,
		Workers: opts.MineWorkers, PassedOver: true})
	if err != nil {
		return nil, err
	}
	later := append(evidenced, passedAfter...)
	rep.After = sum
	lap("mine after")

	tg, err := dbms.Open(ctx, opts.Target)
	if err != nil {
		return nil, err
	}
	info, err := tg.Info(ctx)
	if err != nil {
		tg.Close()
		return nil, err
	}
	rep.Version = info.Version
	catalog, err := catalogOf(ctx, tg)
	if err != nil {
		tg.Close()
		return nil, err
	}
	family := opts.Target.Dialect()
	var fixes []*corpus.FixRecord
	for _, f := range later {
		if f.Dialect.OrDefault() == family {
			fixes = append(fixes, f)
		}
	}
	say("profiling " + tally.Plural(len(fixes), "later fix", "later fixes"))
	rules, err := rulesBrain(ctx, functionNames(catalog), fixes)
	if err != nil {
		tg.Close()
		return nil, err
	}
	profiles, err := buildProfiles(ctx, rules, fixes)
	if err != nil {
		tg.Close()
		return nil, err
	}
	lap("profile after")
	say(fmt.Sprintf("running the statements of %s on %s (%s)", tally.Plural(len(fixes), "later fix", "later fixes"), rep.Target, info.Version))
	rep.Labels, err = eval.TimeTravel(ctx, tg, info.Product, fixes, profiles, dbms.RunOptions{StatementTimeout: opts.Timeout, StopAfterHang: true}, nil)
	tg.Close()
	if err != nil {
		return nil, err
	}
	lap("labels")
	if opts.NoCampaign {
		return rep, nil
	}

	say("campaign over the fixes up to " + opts.At)
	// The campaign hunt runs by default, corrections included.
	rep.Campaign, err = Run(ctx, st, Options{Repo: opts.Repo, CloneDir: opts.CloneDir, Since: opts.Since, Until: opts.At, Target: opts.Target,
		AllowShared: opts.AllowShared, Timeout: opts.Timeout, MineWorkers: opts.MineWorkers, Reference: opts.Reference,
		Differential: opts.Differential, Corrections: true}, nil)
	if err != nil {
		return nil, err
	}
	lap("campaign")
	passed, err := PassedOver(ctx, corpus.MineOptions{Repo: opts.Repo, CloneDir: opts.CloneDir, Until: opts.At, Workers: opts.MineWorkers})
	if err != nil {
		return nil, err
	}
	say("following the labels through the campaign")
	if rep.Recall, err = Recall(ctx, st, opts.Target, rep.Labels.Labels, passed); err != nil {
		return nil, err
	}
	lap("funnel")
	return rep, nil
}

// PassedOver mines the history mo names for the commits the miner passes over for want of a fix
// word, so the funnel can say a label only they reach is lost there.
func PassedOver(ctx context.Context, mo corpus.MineOptions) ([]*corpus.FixRecord, error) {
	mo.PassedOver = true
	_, passed, _, err := mineAll(ctx, mo)
	return passed, err
}

// mineAll mines into memory: the fixes, and the records of the commits passed over for want of
// a fix word.
func mineAll(ctx context.Context, mo corpus.MineOptions) (fixes, passed []*corpus.FixRecord, sum *corpus.Summary, err error) {
	var mu sync.Mutex
	sum, err = corpus.Mine(ctx, mo, func(batch []corpus.Result) error {
		mu.Lock()
		defer mu.Unlock()
		for _, r := range batch {
			switch {
			case r.Fix != nil:
				fixes = append(fixes, r.Fix)
			case r.PassedOver != nil:
				passed = append(passed, r.PassedOver)
			}
		}
		return nil
	}, nil)
	return fixes, passed, sum, err
}

// buildProfiles profiles fixes with the rules brain, keyed by fix id.
func buildProfiles(ctx context.Context, brain profile.Brain, fixes []*corpus.FixRecord) (map[string]*profile.Profile, error) {
	out := map[string]*profile.Profile{}
	for _, f := range fixes {
		p, err := profile.Build(ctx, f, brain, profile.Options{})
		if err != nil {
			return nil, fmt.Errorf("profile %s: %w", f.ID, err)
		}
		out[f.ID] = p
	}
	return out, nil
}
