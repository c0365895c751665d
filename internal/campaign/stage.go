package campaign

// Each stage after mining is one value here: its units, read from the store; the key of a unit's
// inputs; what it makes once before the work (Prepare: a brain, the grammar graphs, the engines a
// test runs on); how to do one unit; and how to store it. Three drivers run them: the hunt on one
// machine (campaign.go), the job-queue worker (jobs.go) and the stage commands (internal/cli).
// So "what is done" has one answer for all three: a unit is done when its stored output was made
// from the inputs it has now (Done, keys.go), and Pending and Unit are where it is asked.

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/llm"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/execute"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/internal/store"
	"github.com/reaper-sql/reaper/profile"
	"github.com/reaper-sql/reaper/sibling"
	"github.com/reaper-sql/reaper/validate"
)

// Units narrows the units a stage command works on.
type Units struct {
	// Fix keeps the units of one fix, named by its id or a unique prefix of it (for validate, of
	// every fix whose id starts with it); "" keeps every unit.
	Fix string
	// Redo takes the units that are done too: their output is made again.
	Redo bool
}

// ProfileStage is stage 2: each stored fix is a unit, and its output the fix's Bug Profile.
type ProfileStage struct {
	st *store.Store
	// name and model are the brain's, part of each profile's key; brain is the brain itself,
	// made by Prepare.
	name, model string
	opts        profile.Options
	brain       profile.Brain
	// learned holds the fixes the rules brain weighed constructs over (nil for the LLM brain).
	learned map[string]bool
	// stored keeps every stored fix Pending read for Prepare, which learns over them: reading them
	// twice would hold two copies of the store's fixes at once.
	stored []*corpus.FixRecord
}

// NewProfileStage is stage 2 over st with the brain the options choose and the analyzers'
// options.
func NewProfileStage(st *store.Store, brain Brain, opts profile.Options) *ProfileStage {
	return &ProfileStage{st: st, name: brain.Name(), model: brain.Model(), opts: opts}
}

// Key is the key of f's inputs (ProfileKey).
func (s *ProfileStage) Key(f *corpus.FixRecord) string {
	return ProfileKey(f, s.name, s.model, s.opts)
}

// Pending returns the fixes among u whose profile is to be made — none stored, or one made from
// other inputs — and how many have a profile made from their inputs now.
func (s *ProfileStage) Pending(ctx context.Context, u Units) ([]*corpus.FixRecord, int, error) {
	if u.Fix != "" {
		f, pending, err := s.Unit(ctx, u.Fix)
		switch {
		case err != nil:
			return nil, 0, err
		case pending || u.Redo:
			return []*corpus.FixRecord{f}, 0, nil
		}
		return nil, 1, nil
	}
	fixes, err := s.st.ListFixes(ctx, store.FixFilter{})
	if err != nil {
		return nil, 0, err
	}
	done := map[string]string{}
	if !u.Redo {
		if done, err = s.st.ProfiledFixes(ctx, ""); err != nil {
			return nil, 0, err
		}
	}
	var todo []*corpus.FixRecord
	for _, f := range fixes {
		if !Done(done, f.ID, s.Key(f)) {
			todo = append(todo, f)
		}
	}
	s.stored = fixes
	return todo, len(fixes) - len(todo), nil
}

// Unit reads the fix fixID (an id or a unique prefix of it) and says whether its profile is to be
// made.
func (s *ProfileStage) Unit(ctx context.Context, fixID string) (*corpus.FixRecord, bool, error) {
	f, err := s.st.GetFix(ctx, fixID)
	if err != nil {
		return nil, false, err
	}
	done, err := s.st.ProfiledFixes(ctx, f.ID)
	if err != nil {
		return nil, false, err
	}
	return f, !Done(done, f.ID, s.Key(f)), nil
}

// Prepare makes the stage's brain: the LLM brain over c, or, with c nil, the rules brain
// (rulesBrain) over every stored fix, knowing the function names functions reads (nil: none).
// functions is called only for the rules brain, since it may open the target.
func (s *ProfileStage) Prepare(ctx context.Context, c *llm.Client, functions func(context.Context) ([]string, error)) error {
	if c != nil {
		brain, err := profile.NewLLM(c)
		if err != nil {
			return err
		}
		s.brain = brain
		return nil
	}
	var names []string
	if functions != nil {
		var err error
		if names, err = functions(ctx); err != nil {
			return err
		}
	}
	fixes := s.stored
	s.stored = nil
	if fixes == nil {
		var err error
		if fixes, err = s.st.ListFixes(ctx, store.FixFilter{}); err != nil {
			return err
		}
	}
	rules, err := rulesBrain(ctx, names, fixes)
	if err != nil {
		return err
	}
	s.brain, s.learned = rules, map[string]bool{}
	for _, f := range fixes {
		s.learned[f.ID] = true
	}
	return nil
}

// knows reports whether the stage's brain is made and has weighed constructs over fixID (the LLM
// brain weighs none).
func (s *ProfileStage) knows(fixID string) bool {
	return s.brain != nil && (s.learned == nil || s.learned[fixID])
}

// rulesBrain is the rules brain of stage 2, made in this one place: it knows functions (the
// names of the target's built-in functions) and weighs constructs by their rarity over fixes
// (every stored fix).
func rulesBrain(ctx context.Context, functions []string, fixes []*corpus.FixRecord) (*profile.Rules, error) {
	rules := &profile.Rules{Functions: functions}
	if err := rules.Learn(ctx, fixes); err != nil {
		return nil, err
	}
	return rules, nil
}

// functionNames are the names of a catalog's functions.
func functionNames(fns []dbms.CatalogFunction) []string {
	var out []string
	for _, f := range fns {
		out = append(out, f.Name)
	}
	return out
}

// functions reads the names of the target's built-in functions, for the rules brain.
func (p *targets) functions(ctx context.Context) ([]string, error) {
	d, err := p.describe(ctx)
	if err != nil {
		return nil, err
	}
	return functionNames(d.catalog), nil
}

// Do builds f's profile with the stage's brain (Prepare).
func (s *ProfileStage) Do(ctx context.Context, f *corpus.FixRecord) (*profile.Profile, error) {
	return profile.Build(ctx, f, s.brain, s.opts)
}

// Put stores f's profile p under the key of f's inputs; db is the store's database (nil) or a
// transaction on it.
func (s *ProfileStage) Put(ctx context.Context, db store.Execer, f *corpus.FixRecord, p *profile.Profile) error {
	return s.st.PutProfile(ctx, db, p, s.Key(f))
}

// DoAll profiles fixes, workers at a time, and stores each profile as it is made; each (may be
// nil) sees every stored profile, from one goroutine. It stops at the first error — a tooling
// failure, or ctx's end, which Build returns — and returns it with the counts of what was
// stored before.
func (s *ProfileStage) DoAll(ctx context.Context, fixes []*corpus.FixRecord, workers int,
	each func(*profile.Profile, *corpus.FixRecord)) (profile.Stats, error) {
	type result struct {
		p   *profile.Profile
		fix *corpus.FixRecord
		err error
	}
	jobs := make(chan *corpus.FixRecord)
	results := make(chan result)
	var wg sync.WaitGroup
	for range min(max(1, workers), max(1, len(fixes))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range jobs {
				p, err := s.Do(ctx, f)
				results <- result{p, f, err}
			}
		}()
	}
	stop := make(chan struct{})
	go func() {
		defer close(jobs)
		for _, f := range fixes {
			select {
			case jobs <- f:
			case <-stop:
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	var stats profile.Stats
	var firstErr error
	for r := range results {
		err := r.err
		if err == nil {
			err = s.Put(ctx, nil, r.fix, r.p)
		} else if ctx.Err() == nil {
			err = fmt.Errorf("%w (nothing was stored for the fix: the profile it had, if any, is kept)", err)
		}
		if err != nil {
			if firstErr == nil {
				firstErr = err
				close(stop)
			}
			continue
		}
		stats.Add(r.p)
		if each != nil {
			each(r.p, r.fix)
		}
	}
	return stats, firstErr
}

// SiblingsStage is stage 3: each stored profile is a unit, and its output the fix's sibling set,
// generated on the grammar of the profile's dialect with a target's catalog added (its functions
// as siblings of their family).
type SiblingsStage struct {
	st      *store.Store
	catalog grammars.Catalog
	opts    sibling.Options
	// mu makes one generation at a time read the grammar graphs, one per dialect, made once.
	mu     sync.Mutex
	graphs *graphCache
}

// NewSiblingsStage is stage 3 over st on the grammars extended with catalog, with the
// generator's options (their defaults filled).
func NewSiblingsStage(st *store.Store, catalog grammars.Catalog, opts sibling.Options) (*SiblingsStage, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	return &SiblingsStage{st: st, catalog: catalog, opts: opts, graphs: newGraphCache(catalog)}, nil
}

// Key is the key of p's inputs (SiblingsKey).
func (s *SiblingsStage) Key(p *profile.Profile) string {
	return SiblingsKey(p, s.catalog, s.opts)
}

// Pending returns the profiles among u whose sibling set is to be generated — none stored, or
// one made from other inputs — and how many have a set made from their inputs now.
func (s *SiblingsStage) Pending(ctx context.Context, u Units) ([]*profile.Profile, int, error) {
	if u.Fix != "" {
		p, set, err := s.Unit(ctx, u.Fix)
		switch {
		case err != nil:
			return nil, 0, err
		case set == nil || u.Redo:
			return []*profile.Profile{p}, 0, nil
		}
		return nil, 1, nil
	}
	ps, err := s.st.ListProfiles(ctx, store.ProfileFilter{})
	if err != nil {
		return nil, 0, err
	}
	done := map[string]string{}
	if !u.Redo {
		if done, err = s.st.GeneratedFixes(ctx); err != nil {
			return nil, 0, err
		}
	}
	var todo []*profile.Profile
	for _, p := range ps {
		if !Done(done, p.FixID, s.Key(p)) {
			todo = append(todo, p)
		}
	}
	return todo, len(ps) - len(todo), nil
}

// Unit reads the profile of fixID (an id or a unique prefix of it) and its stored sibling set
// when that was made from the profile's inputs now; the set is nil when it is to be generated.
func (s *SiblingsStage) Unit(ctx context.Context, fixID string) (*profile.Profile, *sibling.Set, error) {
	p, err := s.st.GetProfile(ctx, fixID)
	if err != nil {
		return nil, nil, err
	}
	set, stored, err := s.st.GetSiblingSet(ctx, p.FixID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return p, nil, nil
	case err != nil:
		return nil, nil, err
	case !fresh(stored, s.Key(p)):
		return p, nil, nil
	}
	return p, set, nil
}

// Do generates p's sibling set; it is safe for concurrent use.
func (s *SiblingsStage) Do(ctx context.Context, p *profile.Profile) (*sibling.Set, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := s.graphs.get(p.Dialect)
	if err != nil {
		return nil, fmt.Errorf("profile %s: %w", p.FixID, err)
	}
	set, err := sibling.Generate(ctx, p, g, sibling.Rules{}, s.opts)
	if err != nil {
		return nil, fmt.Errorf("profile %s: %w", p.FixID, err)
	}
	return set, nil
}

// Put stores p's sibling set under the key of p's inputs; db is the store's database (nil) or a
// transaction on it.
func (s *SiblingsStage) Put(ctx context.Context, db store.Execer, p *profile.Profile, set *sibling.Set) error {
	return s.st.PutSiblingSet(ctx, db, set, s.Key(p))
}

// DoAll generates and stores the sibling set of each profile; each (may be nil) sees every stored
// set. It returns ctx's error when interrupted between profiles, and the first generation or
// store error, wrapped with the profile's fix.
func (s *SiblingsStage) DoAll(ctx context.Context, ps []*profile.Profile, each func(*profile.Profile, *sibling.Set)) (SiblingStats, error) {
	var sum SiblingStats
	for _, p := range ps {
		if err := ctx.Err(); err != nil {
			return sum, err
		}
		set, err := s.Do(ctx, p)
		if err != nil {
			return sum, err
		}
		if err := s.Put(ctx, nil, p, set); err != nil {
			return sum, err
		}
		sum.add(set)
		if each != nil {
			each(p, set)
		}
	}
	return sum, nil
}

// ValidateStage is stage 5 on one target: a unit is a fix's sibling tests of the target's
// dialect, and each test's output its verdict, stored as it is reached (Do).
type ValidateStage struct {
	st *store.Store
	// target is the DBMS the tests run on; reference and differential the engines each test also
	// runs on, the zero Target for none. All three are part of a verdict's key.
	target, reference, differential dialect.Target
	allowShared                     bool
	// brainName is part of a verdict's key; brain is the brain itself, made by Prepare.
	brainName string
	brain     validate.Brain
	run       dbms.RunOptions
	budget    testBudget
}

// NewValidateStage is stage 5 over st on target, each test also run on reference and
// differential (the zero Target: none), judged by the brain the options choose, each statement
// within timeout. allowShared lets the comparison engines be servers reaper does not manage.
func NewValidateStage(st *store.Store, target, reference, differential dialect.Target, brain Brain, timeout time.Duration, allowShared bool) *ValidateStage {
	return &ValidateStage{st: st, target: target, reference: reference, differential: differential, allowShared: allowShared,
		brainName: brain.Name(), run: dbms.RunOptions{StatementTimeout: timeout}, budget: testBudget{MaxTestStatements, TestTimeout, FixTimeout}}
}

// Key is the key of t's inputs (ValidationKey).
func (s *ValidateStage) Key(t sibling.Test) string {
	return ValidationKey(t, s.target.Redacted(), s.brainName, ComparisonKey(s.reference, s.differential))
}

// ValidateUnit is one fix's tests to validate, by id: their set is read again when they are
// validated (Tests), since a campaign's tests at once can take the better part of a gigabyte.
type ValidateUnit struct {
	FixID string
	ids   map[string]bool
}

// TestCounts are the sibling tests Pending went over: those to validate, those whose verdict was
// made from their inputs now, and those of another dialect than the target's.
type TestCounts struct {
	Pending, Already, Other int
}

// Pending returns the fixes among u with tests to validate, in fix id order, and the counts.
func (s *ValidateStage) Pending(ctx context.Context, u Units) ([]ValidateUnit, TestCounts, error) {
	var n TestCounts
	done := map[string]string{}
	if !u.Redo {
		var err error
		if done, err = s.st.ValidatedTests(ctx, s.target.Redacted(), ""); err != nil {
			return nil, n, err
		}
	}
	var units []ValidateUnit
	err := s.st.EachSiblingSet(ctx, func(set *sibling.Set) error {
		if !strings.HasPrefix(set.FixID, u.Fix) {
			return nil
		}
		tests, already, other := s.pending(set, done)
		n.Pending, n.Already, n.Other = n.Pending+len(tests), n.Already+already, n.Other+other
		if len(tests) > 0 {
			unit := ValidateUnit{FixID: set.FixID, ids: map[string]bool{}}
			for _, t := range tests {
				unit.ids[t.ID] = true
			}
			units = append(units, unit)
		}
		return nil
	})
	return units, n, err
}

// Unit reads the sibling set of the fix fixID and returns its tests to validate.
func (s *ValidateStage) Unit(ctx context.Context, fixID string) ([]sibling.Test, error) {
	set, _, err := s.st.GetSiblingSet(ctx, fixID)
	if err != nil {
		return nil, err
	}
	done, err := s.st.ValidatedTests(ctx, s.target.Redacted(), set.FixID)
	if err != nil {
		return nil, err
	}
	tests, _, _ := s.pending(set, done)
	return tests, nil
}

// pending splits the tests of set: those to validate, how many are done, how many are of another
// dialect than the target's.
func (s *ValidateStage) pending(set *sibling.Set, done map[string]string) (todo []sibling.Test, already, other int) {
	family := s.target.Dialect()
	for _, t := range set.Tests {
		switch {
		case t.Dialect.OrDefault() != family:
			other++
		case Done(done, t.ID, s.Key(t)):
			already++
		default:
			todo = append(todo, t)
		}
	}
	return todo, already, other
}

// Tests reads the tests of u, in their set's order.
func (s *ValidateStage) Tests(ctx context.Context, u ValidateUnit) ([]sibling.Test, error) {
	set, _, err := s.st.GetSiblingSet(ctx, u.FixID)
	if err != nil {
		return nil, err
	}
	var out []sibling.Test
	for _, t := range set.Tests {
		if u.ids[t.ID] {
			out = append(out, t)
		}
	}
	return out, nil
}

// Prepare makes the stage's brain: the LLM brain over c, the rules brain when c is nil.
func (s *ValidateStage) Prepare(c *llm.Client) error {
	brain, err := validatorOf(c)
	if err != nil {
		return err
	}
	s.brain = brain
	return nil
}

// Sandbox is what one executor validates on: an instance of the target, of Product, and of the
// reference engine and the other release when the stage runs tests on them too.
type Sandbox struct {
	Target       dbms.Target
	Product      string
	Reference    *execute.ReferenceEngine
	Differential *execute.DifferentialEngine
}

// Open makes a sandbox of tg, an instance of the stage's target that info describes: it starts
// or connects to the stage's reference engine and other release, which the sandbox's Close
// stops; tg stays the caller's.
func (s *ValidateStage) Open(ctx context.Context, tg dbms.Target, info dbms.Info) (Sandbox, error) {
	if dialect.FamilyOf(info.Product) == "" {
		return Sandbox{}, fmt.Errorf("target %s: no table of errors for product %q", s.target, info.Product)
	}
	ref, err := OpenReference(ctx, s.reference, s.target, tg, s.allowShared)
	if err != nil {
		return Sandbox{}, err
	}
	diff, err := OpenDifferential(ctx, s.differential, s.target, info.Version, s.allowShared)
	if err != nil {
		ref.Close()
		return Sandbox{}, err
	}
	return Sandbox{Target: tg, Product: info.Product, Reference: ref, Differential: diff}, nil
}

// Close stops the reference engine and the other release Open started.
func (sb Sandbox) Close() {
	sb.Reference.Close()
	sb.Differential.Close()
}
