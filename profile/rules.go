package profile

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"path"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/grammars"
)

// Rules is the offline brain. Its vocabulary of SQL constructs is the dialect grammar's construct
// names, the functions of a target's catalog when one is given, and the functions the fix's own
// test calls. The Query Analyzer ranks the constructs of the key statements by how the
// description singles them out; the Patch Analyzer maps the identifiers the patch touches
// (function and type names, file names, changed lines) onto that vocabulary. Each says it is
// unsure, with its ranked candidates, when its best construct does not stand out. In a
// re-analysis round both take the construct that ranks best on both sides, so they converge
// exactly when the two views share a candidate.
type Rules struct {
	// Functions are function names from a target's catalog, added to every dialect's vocabulary.
	Functions []string

	// Prior weighs constructs by how rare they are across the corpus (see Learn); nil weighs
	// all alike.
	Prior *Prior

	mu     sync.Mutex
	graphs map[dialect.Dialect]*vocab
}

// Prior is how common each construct is across a corpus of fixes: among the constructs of their
// key statements, and among the names their patches touch. A construct nearly every test uses
// (SELECT, FROM) or nearly every patch touches (TABLE and COLUMN in a DBMS's code) says little
// about one fix, so the analyzers weigh a construct by its inverse document frequency.
type Prior struct {
	Fixes int            `json:"fixes"`
	Query map[string]int `json:"query"`
	Patch map[string]int `json:"patch"`
	// Title counts the fixes whose title has each word (lower-case): a word most titles use
	// ("when", "where") is the titles' English, not a name for the fault.
	Title map[string]int `json:"title,omitempty"`
}

func (p *Prior) query() map[string]int {
	if p == nil {
		return nil
	}
	return p.Query
}

func (p *Prior) patch() map[string]int {
	if p == nil {
		return nil
	}
	return p.Patch
}

// commonInTitles reports whether every word of a construct's name is in at least
// commonTitleShare of the fixes' titles: "when", "with", "table" are the titles' English.
func (p *Prior) commonInTitles(name string) bool {
	if p == nil || p.Fixes < 20 {
		return false
	}
	for _, word := range titleWords(name) {
		if float64(p.Title[word]) < commonTitleShare*float64(p.Fixes) {
			return false
		}
	}
	return true
}

// commonTitleShare: one title in twenty. Measured on the titles of the go-mysql-server and
// DuckDB histories: "when" 5.3% and 5.5%, "with" 8%, "table" 8.4% and 2.8%; the names of
// faults the titles name, under 3% ("decimal" 2.9%, "enum" 2.6%, "like" 0.5%).
const commonTitleShare = 0.05

// titleWords are the distinct lower-case words of a title, split at anything but letters and
// digits.
func titleWords(s string) []string {
	words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	slices.Sort(words)
	return slices.Compact(words)
}

// weight is a construct's inverse document frequency over df of the corpus, scaled to (0.1, 1].
func (p *Prior) weight(df map[string]int, k string) float64 {
	if p == nil || p.Fixes < 20 {
		return 1 // too few fixes to tell common from rare
	}
	idf := math.Log(float64(p.Fixes+1)/float64(df[k]+1)) / math.Log(float64(p.Fixes+1))
	return 0.1 + 0.9*idf
}

// Learn sets the Prior from a corpus of fixes, normally all the fixes of the store. The fixes
// are read on every CPU; the statements parsed here are remembered for the analyses after.
func (r *Rules) Learn(ctx context.Context, fixes []*corpus.FixRecord) error {
	type seen struct {
		query, patch, title []string
		err                 error
	}
	jobs := make(chan *corpus.FixRecord)
	results := make(chan seen)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for fix := range jobs {
				if fix.Dialect.OrDefault().Check() != nil {
					results <- seen{} // Build skips the fix and says why
					continue
				}
				v, err := r.vocab(fix.Dialect)
				if err != nil {
					results <- seen{err: err}
					continue
				}
				out := seen{title: titleWords(fix.Title)}
				q := map[string]bool{}
				for _, s := range keyStatements(fix) {
					for _, o := range v.occurrences(s.SQL) {
						if k := squash(o.name); !q[k] {
							q[k] = true
							out.query = append(out.query, k)
						}
					}
				}
				scores, _, _ := patchScores(v, fix)
				for k := range scores {
					out.patch = append(out.patch, k)
				}
				results <- out
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, f := range fixes {
			select {
			case jobs <- f:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	p := &Prior{Query: map[string]int{}, Patch: map[string]int{}, Title: map[string]int{}}
	var firstErr error
	for s := range results {
		if s.err != nil {
			firstErr = cmp.Or(firstErr, s.err)
			continue
		}
		p.Fixes++
		for _, k := range s.query {
			p.Query[k]++
		}
		for _, k := range s.patch {
			p.Patch[k]++
		}
		for _, w := range s.title {
			p.Title[w]++
		}
	}
	if err := cmp.Or(firstErr, ctx.Err()); err != nil {
		return err
	}
	r.Prior = p
	return nil
}

var _ Brain = (*Rules)(nil)

// Name implements Brain.
func (r *Rules) Name() string { return "rules" }

// Model implements Brain.
func (r *Rules) Model() string { return "" }

// vocab is a dialect's construct names.
type vocab struct {
	dialect dialect.Dialect
	graph   *grammars.Graph
	// names maps a squashed name to the name as the grammar spells it.
	names map[string]string
	// longest is the most words a construct name has.
	longest int
	// parsed remembers the words of the statements read so far: a corpus repeats its setup
	// statements, and Learn reads every statement the analyses read again.
	mu     sync.Mutex
	parsed map[string][]word
	// forms counts the alternatives a keyword starts: CREATE, ALTER and DROP start many (one
	// statement per kind of object), INSERT or DELETE one or two.
	forms map[string]int
}

// manyForms is how many alternatives a statement's first keyword must start for the statement to
// be named by that keyword and its object (CREATE INDEX) rather than the keyword alone (INSERT).
const manyForms = 4

func (r *Rules) vocab(d dialect.Dialect) (*vocab, error) {
	d = d.OrDefault()
	r.mu.Lock()
	defer r.mu.Unlock()
	if v, ok := r.graphs[d]; ok {
		return v, nil
	}
	g, err := grammars.Dialect(d)
	if err != nil {
		return nil, err
	}
	v := &vocab{dialect: d, graph: g, names: map[string]string{}, parsed: map[string][]word{}}
	for _, c := range g.Constructs() {
		v.add(c)
	}
	// Every keyword names a construct too: IN, OR and JOIN start no alternative of their own
	// (they follow an expression or a table), yet each has its handler.
	for _, w := range g.Keywords {
		v.add(w)
	}
	for _, f := range r.Functions {
		v.add(strings.ToUpper(f))
	}
	v.forms = map[string]int{}
	for _, rule := range g.Rules {
		for _, a := range rule.Alts {
			if len(a.Symbols) > 0 && a.Symbols[0].Terminal {
				if w, ok := g.Keywords[a.Symbols[0].Name]; ok {
					v.forms[strings.ToUpper(w)]++
				}
			}
		}
	}
	if r.graphs == nil {
		r.graphs = map[dialect.Dialect]*vocab{}
	}
	r.graphs[d] = v
	return v, nil
}

func (v *vocab) add(name string) {
	k := squash(name)
	if k == "" {
		return
	}
	if _, ok := v.names[k]; !ok {
		v.names[k] = name
	}
	v.longest = max(v.longest, len(strings.Fields(name)))
}

// word is a token of a statement as the analyzers read it.
type word struct {
	text    string
	keyword bool // a keyword in a keyword's role
	call    bool // may name a function call: the parser derived it so, or it is a keyword
}

// words reads a statement's tokens with the dialect's parser, which tells keywords from names; a
// statement it cannot parse is read by its words, any of which may be a keyword or a call.
func (v *vocab) words(sql string) []word {
	v.mu.Lock()
	w, ok := v.parsed[sql]
	v.mu.Unlock()
	if ok {
		return w
	}
	w = v.read(sql)
	v.mu.Lock()
	v.parsed[sql] = w
	v.mu.Unlock()
	return w
}

func (v *vocab) read(sql string) []word {
	var words []word
	if toks, err := grammars.Tokens(v.dialect, v.graph, sql); err == nil {
		for _, t := range toks {
			_, kw := v.graph.Keywords[t.Name]
			words = append(words, word{strings.ToLower(t.Text), kw && !t.AsName, kw && !t.AsName || t.Call})
		}
		return words
	}
	for _, w := range testfmt.Tokens(sql) {
		_, known := v.names[squash(w)]
		words = append(words, word{w, known, true})
	}
	return words
}

// phrases are the pairs of adjacent keywords of a statement (FETCH ABSOLUTE, LEFT JOIN): the
// spelling a patch uses for a branch within a construct's handler (FETCH_ABSOLUTE).
func (v *vocab) phrases(sql string) []string {
	ws := v.words(sql)
	var out []string
	for i := 0; i+1 < len(ws); i++ {
		if ws[i].keyword && ws[i+1].keyword {
			out = append(out, strings.ToUpper(ws[i].text+" "+ws[i+1].text))
		}
	}
	return out
}

// occurrence is a construct found in a statement.
type occurrence struct {
	name string
	call bool // written as a call: a name followed by "("
	lead bool // the statement's first construct (SELECT, INSERT)
	head bool // the statement named by its leading keywords (CREATE INDEX)
}

// occurrences finds the constructs a statement uses: calls, and runs of keywords that spell a
// construct of the grammar. The statement is parsed with the dialect's parser, which tells
// keywords from names; a statement it cannot parse is read by its words.
func (v *vocab) occurrences(sql string) []occurrence {
	words := v.words(sql)
	var out []occurrence
	// A statement whose first keyword starts many forms is named by its leading keywords' first
	// and last (CREATE OR REPLACE VIEW v is a CREATE VIEW), and those words are not counted again.
	start := 0
	for start < len(words) && words[start].keyword && words[start].text != "(" {
		start++
	}
	if start >= 2 && start < len(words) && v.forms[strings.ToUpper(words[0].text)] >= manyForms {
		name := strings.ToUpper(words[0].text + " " + words[start-1].text)
		if n, ok := v.names[squash(name)]; ok {
			name = n
		}
		out = append(out, occurrence{name: name, head: true})
	} else {
		start = 0
	}
	for i := start; i < len(words); i++ {
		w := words[i]
		if w.text == "(" || w.text == ")" || squash(w.text) == "" {
			continue
		}
		if i+1 < len(words) && words[i+1].text == "(" && w.call && isName(w.text) {
			name := strings.ToUpper(w.text)
			if n, ok := v.names[squash(w.text)]; ok {
				name = n
			}
			out = append(out, occurrence{name: name, call: true, lead: len(out) == 0})
			continue
		}
		if !w.keyword {
			continue
		}
		// The longest run of keywords from here that spells a construct.
		best, bestLen := "", 0
		var run []string
		for j := i; j < len(words) && j-i < v.longest && words[j].keyword; j++ {
			run = append(run, words[j].text)
			if n, ok := v.names[squash(strings.Join(run, " "))]; ok {
				best, bestLen = n, j-i+1
			}
		}
		if bestLen > 0 {
			out = append(out, occurrence{name: best, lead: len(out) == 0})
			i += bestLen - 1
		}
	}
	return out
}

func isName(s string) bool {
	for i, r := range s {
		if !(r == '_' || unicode.IsLetter(r) || i > 0 && unicode.IsDigit(r)) {
			return false
		}
	}
	return s != ""
}

// Scores of the Query Analyzer: a call is a handler of its own, a keyword construct more often a
// condition around one, and the statement's lead word is the context of everything in it.
const (
	scoreCall      = 2.0
	scoreMultiWord = 1.5
	scoreKeyword   = 1.0
	scoreLead      = 0.5
	// scoreMentionCode is for a construct the description writes as code (`TRIM`, TRIM(), an
	// upper-case word in a sentence); scoreMentionWord for one it names as a plain word.
	scoreMentionCode = 3.0
	scoreMentionWord = 1.5
	// contextShare is what remains of the score of a construct that the setup, or a statement
	// the fix did not add, uses too: it builds the context the fixed statement runs in.
	contextShare = 0.6
	// titleShare is what a construct the title names gets on top of its mention in the whole
	// text.
	titleShare = 2.0 / 3.0
	// queryMargin is how far the best construct must stand above the next for the Query
	// Analyzer to name it; queryRatio the same in proportion (the rarity prior scales every
	// score of a corpus down, and a construct twice as strong as the next stands out at any
	// scale); patchRatio is how far below the best the next must stay for the Patch Analyzer
	// to name it.
	queryMargin = 1.0
	queryRatio  = 2.0
	patchRatio  = 0.6
	// patchMinimum is the least score the Patch Analyzer names a construct on: a changed line's
	// identifiers alone, or a directory name, are not a handler.
	patchMinimum = 1.0
	maxCands     = 8
)

// AnalyzeQuery implements QueryAnalyzer.
func (r *Rules) AnalyzeQuery(ctx context.Context, in QueryInput) (*QueryFinding, error) {
	fix := in.Fix
	v, err := r.vocab(fix.Dialect)
	if err != nil {
		return nil, err
	}
	keys := keyStatements(fix)
	text := fix.Title + "\n" + fix.Description
	if in.Other != nil && in.Previous != nil {
		return reanalyzeQuery(in.Previous, in.Other, v, keys, text, r.titleNames(fix)), nil
	}
	desc, title, named := newDescription(text), newDescription(fix.Title), r.titleNames(fix)
	mentions := map[string]float64{}
	mention := func(name string) float64 {
		m, ok := mentions[name]
		if !ok {
			// The title counts again: it is the report's own name for the fault, where the
			// body may quote the whole test.
			m = desc.mention(name) + titleShare*title.mention(name)
			mentions[name] = m
		}
		return m
	}
	cands := map[string]*Candidate{}
	var order []string
	inStmts := map[string]int{}
	for _, s := range keys {
		seen := map[string]bool{}
		for _, o := range v.occurrences(s.SQL) {
			k := squash(o.name)
			base := scoreKeyword
			switch {
			case o.lead:
				base = scoreLead
			case o.call:
				base = scoreCall
			case o.head, strings.Contains(o.name, " "):
				base = scoreMultiWord
			}
			c, ok := cands[k]
			if !ok {
				c = &Candidate{Construct: o.name}
				cands[k] = c
				order = append(order, k)
				if m := mention(o.name); m > 0 {
					c.Score += m
					c.Evidence = append(c.Evidence, "named in the description")
				}
			}
			if base > c.Score-mention(o.name) {
				c.Score = base + mention(o.name)
			}
			if !seen[k] {
				seen[k] = true
				inStmts[k]++
			}
		}
	}
	setup := map[string]bool{}
	for _, tc := range fix.Tests {
		for _, s := range contextStatements(tc, len(keys) < len(allStatements(fix))) {
			for _, o := range v.occurrences(s.SQL) {
				setup[squash(o.name)] = true
			}
		}
	}
	// A construct the description names that only the setup or the other statements use is a
	// candidate too, at the context's share: a fix to COALESCE whose test reads the columns of a
	// table created by CREATE TABLE ... SELECT COALESCE(...). Unnamed ones stay out, so that a
	// test's scaffolding never crowds the key statements' constructs; a statement's lead (LOAD
	// DATA, CREATE TABLE) counts only when the title names it, as a body quoting the test names
	// every statement it has.
	for _, tc := range fix.Tests {
		for _, s := range contextStatements(tc, len(keys) < len(allStatements(fix))) {
			for _, o := range v.occurrences(s.SQL) {
				k := squash(o.name)
				m := mention(o.name)
				if _, ok := cands[k]; ok || m == 0 || o.lead && !named(o.name) {
					continue
				}
				base := scoreKeyword
				if o.call {
					base = scoreCall
				}
				// Weighed whole by how many patches touch it: naming TABLE or INDEX in a
				// description and a setup says little in a code base where every patch does.
				w := r.Prior.weight(r.Prior.patch(), k)
				cands[k] = &Candidate{Construct: o.name, Score: (base*contextShare + m) * w,
					Evidence: []string{"named in the description", "used only in the setup or the unchanged statements", fmt.Sprintf("rarity %.2f", w)}}
				order = append(order, k)
			}
		}
	}
	var ranked []Candidate
	for _, k := range order {
		c := cands[k]
		if inStmts[k] == 0 {
			ranked = append(ranked, *c)
			continue
		}
		c.Evidence = append(c.Evidence, fmt.Sprintf("in %d of %s", inStmts[k], tally.Plural(len(keys), "key statement", "key statements")))
		c.Score += float64(inStmts[k]) / float64(len(keys))
		if w := r.Prior.weight(r.Prior.query(), k); w < 1 {
			m := mention(c.Construct)
			c.Score = (c.Score-m)*w + m
			c.Evidence = append(c.Evidence, fmt.Sprintf("rarity %.2f", w))
		}
		if setup[k] {
			m := mention(c.Construct)
			c.Score = (c.Score-m)*contextShare + m
			c.Evidence = append(c.Evidence, "also in the setup or the unchanged statements")
		}
		ranked = append(ranked, *c)
	}
	sortCandidates(ranked)
	f := &QueryFinding{Candidates: top(ranked)}
	if len(ranked) == 0 {
		f.Unsure = true
		f.Reasoning = "no construct of the grammar or call found in the key statements"
		return f, nil
	}
	best := ranked[0]
	if len(ranked) > 1 && best.Score-ranked[1].Score < queryMargin && best.Score < queryRatio*ranked[1].Score {
		f.Unsure = true
		f.Reasoning = fmt.Sprintf("%s and %s are used alike and the description does not tell them apart", best.Construct, ranked[1].Construct)
	} else {
		f.Fault = best.Construct
		f.Reasoning = fmt.Sprintf("%s stands out among the key statements' constructs (%s)", best.Construct, strings.Join(best.Evidence, "; "))
	}
	f.Key, f.Failure = keyAndFailure(v, keys, text, ranked, best.Construct)
	return f, nil
}

// contextStatements are a test case's statements that build the context its key statements run
// in: the setup, and the statements the fix did not add or change when it changed only some.
func contextStatements(tc corpus.TestCase, someKey bool) []testfmt.Statement {
	stmts := append([]testfmt.Statement(nil), tc.Setup...)
	if someKey {
		for _, s := range tc.Statements {
			if !s.Key {
				stmts = append(stmts, s)
			}
		}
	}
	return stmts
}

// keyAndFailure picks S_key, the first key statement holding construct, and P_fail.
func keyAndFailure(v *vocab, keys []testfmt.Statement, text string, ranked []Candidate, construct string) (string, Failure) {
	st := statementWith(v, keys, construct)
	class, rejects := classify(text, st)
	return st.SQL, failurePattern(class, construct, conditions(ranked, construct), st, rejects, text)
}

// reanalyzeQuery is the Query Analyzer's second look: it takes the construct both views rank
// best, if they share one, with the key statement and failure pattern that go with it;
// otherwise it keeps its finding.
func reanalyzeQuery(prev *QueryFinding, other *PatchFinding, v *vocab, keys []testfmt.Statement, text string, named func(string) bool) *QueryFinding {
	f := *prev
	if c, ok := settle(prev.Fault, prev.Candidates, other.Fault, other.Candidates, named); ok {
		f.Fault, f.Unsure = c, false
		f.Reasoning = fmt.Sprintf("%s is in the test and the patch points at it", c)
		if prev.Fault != "" && !SameConstruct(prev.Fault, c) {
			f.Reasoning += ": taken over " + prev.Fault
		}
		f.Key, f.Failure = keyAndFailure(v, keys, text, prev.Candidates, c)
	}
	return &f
}

// settle is what a re-analysis settles on, given the Query Analyzer's finding (qFault, or unsure
// with qCands) and the Patch Analyzer's: when one side was unsure and lists the other side's
// construct among those it could not tell apart, that construct, since the other view is what
// tells them apart; otherwise the construct both rank best (shared), where a construct the
// fix's title names counts however weak it is on either side. Both analyzers call it with the
// same arguments, so they settle alike, on the query side's spelling.
func settle(qFault string, qCands []Candidate, pFault string, pCands []Candidate, named func(string) bool) (string, bool) {
	if qFault == "" && pFault != "" {
		for _, c := range qCands {
			if SameConstruct(c.Construct, pFault) || related(c.Construct, pFault) {
				return c.Construct, true
			}
		}
		// The patch names a family (JSON, CSV) and the test calls one function of it
		// (READ_CSV_AUTO): the family's word singles that one out.
		var members []string
		for _, c := range qCands {
			if inFamily(c.Construct, pFault) {
				members = append(members, c.Construct)
			}
		}
		if len(members) == 1 {
			return members[0], true
		}
	}
	if qFault != "" && pFault == "" {
		for _, c := range pCands {
			if SameConstruct(c.Construct, qFault) || related(c.Construct, qFault) {
				return qFault, true
			}
		}
	}
	return shared(qCands, pCands, named)
}

// shared returns the construct that ranks best over both candidate lists, each score taken
// relative to its list's best, so both analyzers pick the same one. A construct weak on either
// side (under sharedFloor of that side's best) is no common ground, a clause every statement
// has, a word every patch touches, unless the title names it: the report's own name for the
// fault is a third view that the test and the patch both hold (named, see titleNames).
func shared(a, b []Candidate, named func(string) bool) (string, bool) {
	if len(a) == 0 || len(b) == 0 {
		return "", false
	}
	best, bestScore := "", -1.0
	for _, c := range a {
		sb, ok := 0.0, false
		for _, d := range b {
			if SameConstruct(c.Construct, d.Construct) || related(c.Construct, d.Construct) {
				sb, ok = max(sb, d.Score/b[0].Score), true
			}
		}
		sa := c.Score / a[0].Score
		if !ok || (sa < sharedFloor || sb < sharedFloor) && !named(c.Construct) {
			continue
		}
		if total := sa + sb; total > bestScore || total == bestScore && c.Construct < best {
			best, bestScore = c.Construct, total
		}
	}
	return best, best != ""
}

// sharedFloor is how strong, relative to its side's best, a construct must be on both sides
// for the re-analysis to settle on it.
const sharedFloor = 0.5

// titleNames reports whether the fix's title names a construct clearly enough to count as the
// report's name for the fault: its mention, weighed by how many tests use the construct or
// patches touch it (the commoner of the two), at least titleFloor. A plain word must then be rare
// in both ("like", "declare"); one that nearly every test uses or patch touches ("table",
// "index"), or that many titles say ("when"), is the title's English, unless written as code.
func (r *Rules) titleNames(fix *corpus.FixRecord) func(string) bool {
	title := newDescription(fix.Title)
	return func(c string) bool {
		k := squash(c)
		m := title.mention(c)
		if m < scoreMentionCode && r.Prior.commonInTitles(c) {
			return false
		}
		return m*min(r.Prior.weight(r.Prior.patch(), k), r.Prior.weight(r.Prior.query(), k)) >= titleFloor
	}
}

// titleFloor: a plain-word mention (scoreMentionWord) admits a construct whose rarity (the lower
// of its test and patch weights) is 1/3 and over, one written as code (scoreMentionCode) 1/6 and
// over.
const titleFloor = 0.5

// conditions are the other constructs of the key statements: the trigger conditions around fault.
func conditions(ranked []Candidate, fault string) []string {
	var out []string
	for _, c := range ranked {
		if len(out) == 3 {
			break
		}
		if !SameConstruct(c.Construct, fault) {
			out = append(out, c.Construct)
		}
	}
	return out
}

// keyStatements are the statements the fix added or changed, or all of them when the miner could
// not tell (an imported record).
func keyStatements(fix *corpus.FixRecord) []testfmt.Statement {
	if k := fix.KeyStatements(); len(k) > 0 {
		return k
	}
	return allStatements(fix)
}

func statementWith(v *vocab, stmts []testfmt.Statement, construct string) testfmt.Statement {
	for _, s := range stmts {
		for _, o := range v.occurrences(s.SQL) {
			if SameConstruct(o.name, construct) {
				return s
			}
		}
	}
	return stmts[0]
}

// description is a fix's title and message, read for the constructs it names.
type description struct {
	text, lower string
	// mixed is set when the text has lower-case letters, so an upper-case word stands out.
	mixed bool
}

func newDescription(text string) *description {
	lower := strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, text)
	return &description{text: text, lower: lower, mixed: lower != text && strings.ToUpper(text) != text}
}

// mention scores how the description names a construct: as code (in backticks, followed by "(",
// or upper-case in a sentence that is not), or as a plain word.
func (d *description) mention(name string) float64 {
	words := strings.Fields(strings.ToLower(name))
	if len(words) == 0 {
		return 0
	}
	found := false
	for i := 0; i < len(d.lower); {
		j := strings.Index(d.lower[i:], words[0])
		if j < 0 {
			break
		}
		start := i + j
		i = start + 1
		end, ok := phraseEnd(d.lower, start, words)
		if !ok || start > 0 && isWordByte(d.lower[start-1]) || end < len(d.lower) && isWordByte(d.lower[end]) {
			continue
		}
		found = true
		s := d.text[start:end]
		if start > 0 && d.text[start-1] == '`' || end < len(d.text) && d.text[end] == '`' ||
			strings.HasPrefix(strings.TrimLeft(d.text[end:], " "), "(") {
			return scoreMentionCode
		}
		if d.mixed && len(s) > 1 && s[0] >= 'A' && s[0] <= 'Z' && s == strings.ToUpper(s) {
			return scoreMentionCode
		}
	}
	switch {
	case !found:
		return 0
	case len(words) == 1 && len(words[0]) < 4:
		return 0 // "in", "as", "set" are English before they are SQL
	}
	return scoreMentionWord
}

// phraseEnd matches words at start of s, separated by spaces or underscores, and returns where
// the match ends.
func phraseEnd(s string, start int, words []string) (int, bool) {
	at := start
	for k, w := range words {
		if k > 0 {
			n := at
			for n < len(s) && (s[n] == ' ' || s[n] == '_' || s[n] == '\t' || s[n] == '\n') {
				n++
			}
			if n == at {
				return 0, false
			}
			at = n
		}
		if !strings.HasPrefix(s[at:], w) {
			return 0, false
		}
		at += len(w)
	}
	return at, true
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Scores of the Patch Analyzer, by where an identifier is: a changed function or type is the
// handler itself, a file is often named after the construct it implements, a directory names a
// family, and a changed line's identifiers are what the handler touches.
const (
	weightFunction = 3.0
	weightFile     = 2.0
	weightDir      = 0.5
	weightLine     = 0.2
	weightContext  = 0.1
	capLine        = 1.0
	// A name found inside a longer identifier counts in proportion: whole (Trim, trim.go) 1, a
	// run of words (list_sort in ListSortBind) 0.7, one long word (nextval in
	// Item_func_nextval) 0.7, one short word (In in HashInTuple) 0.25.
	partWhole     = 1.0
	partRun       = 0.7
	partShortWord = 0.25
	scorePatchDoc = 2.0
)

// AnalyzePatch implements PatchAnalyzer.
func (r *Rules) AnalyzePatch(ctx context.Context, in PatchInput) (*PatchFinding, error) {
	fix := in.Fix
	v, err := r.vocab(fix.Dialect)
	if err != nil {
		return nil, err
	}
	if in.Other != nil && in.Previous != nil {
		return reanalyzePatch(in.Previous, in.Other, fix, r.titleNames(fix)), nil
	}
	scores, evidence, lex := patchScores(v, fix)
	for k := range scores {
		if w := r.Prior.weight(r.Prior.patch(), k); w < 1 {
			scores[k] *= w
			evidence[k] = append(evidence[k], fmt.Sprintf("rarity %.2f", w))
		}
	}
	text := fix.Title + "\n" + fix.Description
	desc := newDescription(text)
	for k := range scores {
		if m := desc.mention(lex[k]); m > 0 {
			scores[k] += m * scorePatchDoc / scoreMentionCode
			evidence[k] = append(evidence[k], "named in the description")
		}
	}
	var ranked []Candidate
	for k, s := range scores {
		ranked = append(ranked, Candidate{Construct: lex[k], Score: s, Evidence: evidence[k]})
	}
	sortCandidates(ranked)
	f := &PatchFinding{Candidates: top(ranked)}
	class, rejects := classify(text, keyOf(fix))
	f.Class = class
	if len(ranked) == 0 {
		f.Unsure, f.Abstains = true, true
		f.Reasoning = "no identifier the patch touches names a construct of the grammar or of the test"
		return f, nil
	}
	best := ranked[0]
	switch {
	case best.Score < patchMinimum:
		f.Unsure, f.Abstains = true, true
		f.Reasoning = fmt.Sprintf("the patch points at %s only weakly", best.Construct)
	case len(ranked) > 1 && ranked[1].Score > patchRatio*best.Score:
		f.Unsure = true
		f.Reasoning = fmt.Sprintf("the patch points at %s and %s alike", best.Construct, ranked[1].Construct)
	default:
		f.Fault = best.Construct
		f.Reasoning = fmt.Sprintf("the patch's handler maps to %s (%s)", best.Construct, strings.Join(best.Evidence, "; "))
	}
	fail := failurePattern(class, best.Construct, nil, keyOf(fix), rejects, text)
	f.Criterion, f.Oracle = criterion(best.Construct, fail, "")
	return f, nil
}

// patchScores maps the identifiers a patch touches onto the vocabulary, with the evidence for
// each name, and returns the lexicon it used.
func patchScores(v *vocab, fix *corpus.FixRecord) (map[string]float64, map[string][]string, map[string]string) {
	// The functions the fix's test calls join the vocabulary: a DBMS has many more functions
	// than its grammar names, and the test is where this fix's are spelled.
	// A call's own words stand for it at half weight: a reader of CSV files is patched in
	// csv_scanner, not in a file named after READ_CSV.
	lex := map[string]lexEntry{}
	for k, n := range v.names {
		lex[k] = lexEntry{name: n}
	}
	for _, s := range allStatements(fix) {
		for _, p := range v.phrases(s.SQL) {
			if _, ok := lex[squash(p)]; !ok {
				lex[squash(p)] = lexEntry{name: p}
			}
		}
		for _, o := range v.occurrences(s.SQL) {
			if !o.call {
				continue
			}
			if _, ok := lex[squash(o.name)]; !ok {
				lex[squash(o.name)] = lexEntry{name: o.name}
			}
			if ws := splitIdent(o.name); len(ws) > 1 {
				for _, w := range ws {
					if _, ok := lex[squash(w)]; !ok && len(w) >= 3 {
						lex[squash(w)] = lexEntry{name: o.name, part: true}
					}
				}
			}
		}
	}
	scores := map[string]float64{}
	evidence := map[string][]string{}
	credit := func(k string, w float64, why string) {
		if w <= 0 {
			return
		}
		scores[k] += w
		if len(evidence[k]) < 4 {
			evidence[k] = append(evidence[k], why)
		}
	}
	for _, fp := range fix.Patch.Files {
		dir, file := path.Split(fp.Path)
		base := strings.TrimSuffix(file, path.Ext(file))
		for k, part := range names(base, lex) {
			credit(k, weightFile*part, evidenceFile+fp.Path)
		}
		for _, d := range strings.Split(strings.Trim(dir, "/"), "/") {
			for k, part := range names(d, lex) {
				credit(k, weightDir*part, "directory "+d)
			}
		}
		for _, fn := range fp.Functions {
			for k, part := range names(fn, lex) {
				credit(k, weightFunction*part, evidenceFunction+fn)
			}
		}
		lines := map[string]float64{}
		changed, context := changedLines(fp.Diff)
		for _, l := range changed {
			for k, part := range names(l, lex) {
				lines[k] = min(capLine, lines[k]+weightLine*part)
			}
		}
		for _, l := range context {
			for k, part := range names(l, lex) {
				lines[k] = min(capLine, lines[k]+weightContext*part)
			}
		}
		for k, w := range lines {
			credit(k, w, "changed lines of "+fp.Path)
		}
	}
	display := map[string]string{}
	for _, e := range lex {
		display[squash(e.name)] = e.name
	}
	return scores, evidence, display
}

// The evidence a patch's handler gives: a changed function or a file named after a construct.
const (
	evidenceFunction = "function "
	evidenceFile     = "file "
)

// lexEntry is a name of the Patch Analyzer's lexicon; part is set for a word of a longer name.
type lexEntry struct {
	name string
	part bool
}

// reanalyzePatch is the Patch Analyzer's second look, the mirror of reanalyzeQuery.
func reanalyzePatch(prev *PatchFinding, other *QueryFinding, fix *corpus.FixRecord, named func(string) bool) *PatchFinding {
	f := *prev
	if c, ok := settle(other.Fault, other.Candidates, prev.Fault, prev.Candidates, named); ok {
		f.Fault, f.Unsure = c, false
		f.Reasoning = fmt.Sprintf("the test uses %s and the patch touches it", c)
		if prev.Fault != "" && !SameConstruct(prev.Fault, c) {
			f.Reasoning += ": taken over " + prev.Fault
		}
		text := fix.Title + "\n" + fix.Description
		class, rejects := classify(text, keyOf(fix))
		f.Criterion, f.Oracle = criterion(c, failurePattern(class, c, nil, keyOf(fix), rejects, text), "")
	} else if prev.Fault == "" && other.Fault != "" && named(other.Fault) && !handles(prev.Candidates) {
		f.Defers = true
		f.Reasoning += fmt.Sprintf("; the title names the test's %s, which the patch does not single out", other.Fault)
	}
	return &f
}

// handles reports whether any of the patch's candidates is a handler it changed: a function or a
// file named after the construct, rather than words of its changed lines.
func handles(cands []Candidate) bool {
	for _, c := range cands {
		for _, e := range c.Evidence {
			if strings.HasPrefix(e, evidenceFunction) || strings.HasPrefix(e, evidenceFile) {
				return true
			}
		}
	}
	return false
}

// keyOf is the first key statement, whose recorded outcome tells a rejecting fix from others.
func keyOf(fix *corpus.FixRecord) testfmt.Statement {
	if k := keyStatements(fix); len(k) > 0 {
		return k[0]
	}
	return testfmt.Statement{}
}

// changedLines returns the added and deleted lines of a unified diff, and its context lines:
// the code around a change locates the branch it is in.
func changedLines(diff string) (changed, context []string) {
	for _, l := range strings.Split(diff, "\n") {
		switch {
		case strings.HasPrefix(l, "+++"), strings.HasPrefix(l, "---"), strings.HasPrefix(l, "@@"):
		case strings.HasPrefix(l, "+"), strings.HasPrefix(l, "-"):
			changed = append(changed, l[1:])
		case strings.HasPrefix(l, " "):
			context = append(context, l[1:])
		}
	}
	return changed, context
}

var identRun = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// names maps the identifiers in text onto the vocabulary: every run of consecutive words of an
// identifier (split at underscores and case changes) that squashes to a known name, with the
// share of the identifier it covers.
func names(text string, lex map[string]lexEntry) map[string]float64 {
	out := map[string]float64{}
	for _, id := range identRun.FindAllString(text, -1) {
		ws := splitIdent(id)
		for i := range ws {
			var k string
			for j := i; j < len(ws) && j-i < 6; j++ {
				k += strings.ToUpper(ws[j])
				e, ok := lex[k]
				if !ok {
					continue
				}
				part := partRun
				switch {
				case i == 0 && j == len(ws)-1:
					part = partWhole
				case i == j && len(ws[i]) < 5:
					part = partShortWord
				}
				if e.part {
					part /= 2
				}
				out[squash(e.name)] = max(out[squash(e.name)], part)
			}
		}
	}
	return out
}

// splitIdent splits an identifier into its words: at underscores, and where the case changes
// (HashInTuple, JSONArrayAgg, val_int).
func splitIdent(id string) []string {
	var out []string
	rs := []rune(id)
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, strings.ToLower(string(rs[start:end])))
		}
	}
	for i := 0; i < len(rs); i++ {
		switch {
		case rs[i] == '_':
			flush(i)
			start = i + 1
		case i > start && unicode.IsUpper(rs[i]) && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])):
			flush(i)
			start = i
		}
	}
	flush(len(rs))
	return out
}

func sortCandidates(cs []Candidate) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Score != cs[j].Score {
			return cs[i].Score > cs[j].Score
		}
		return cs[i].Construct < cs[j].Construct
	})
}

func top(cs []Candidate) []Candidate {
	if len(cs) > maxCands {
		return cs[:maxCands]
	}
	return cs
}
