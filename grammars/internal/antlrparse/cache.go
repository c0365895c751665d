package antlrparse

import (
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// DefaultMaxDFAStates is the number of DFA states the parser of one grammar may cache before
// Cache drops them all. The first 3,000 statements of go-mysql-server's tests leave about
// 4,000 states (about 60 MB), so a cold start never drops them; a whole hunt's sibling
// generation, which parses every variant of every statement of every fix, grew them until the
// process held 1.6 GB, and held that through validation. Each drop costs the predictions
// computed again: on go-mysql-server's history, sibling generation took 30 s of CPU and 1.6 GB
// with caches never dropped, 39 s and 0.83 GB with this bound, 49 s and 0.59 GB with 6,000.
const DefaultMaxDFAStates = 10000

// countEvery is how many parses pass between two counts of the cached states: counting walks
// every decision of the grammar (a few thousand), which is cheap once in a while but not on
// every statement.
const countEvery = 64

// Cache bounds the prediction caches that every parser of one generated grammar shares: the
// DFA of each decision and the prediction-context cache, which ANTLR keeps for the life of the
// process and only ever grows. They are a pure speed-up (a parse with empty caches gives the
// same tree, computing the predictions again), so when they hold more than Max states they are
// replaced by empty ones, and the statements parsed after that warm them again.
//
// A parse in flight reads the caches without locks of ours, so parses hold Cache's lock shared
// (Enter) and the reset takes it exclusively, between parses. Use one Cache per grammar, from
// that grammar's Parse.
type Cache struct {
	// Max is the number of DFA states past which the caches are dropped; 0 means
	// DefaultMaxDFAStates.
	Max int
	// NewParser returns a parser of the grammar (with no input), from which the shared caches
	// are reached: the generated constructors all point their simulator at the grammar's one
	// set of caches.
	NewParser func() antlr.Parser

	mu     sync.RWMutex // held shared by each parse, exclusively by a reset
	once   sync.Once
	sim    *antlr.ParserATNSimulator
	count  sync.Mutex // guards parses and resets
	parses int
	resets int
}

// Enter marks the start of a parse and returns the function that marks its end; every
// countEvery parses the end counts the cached states and drops them past Max.
//
//	defer cache.Enter()()
func (c *Cache) Enter() (exit func()) {
	c.once.Do(func() { c.sim = c.NewParser().GetInterpreter() })
	c.mu.RLock()
	return c.exit
}

func (c *Cache) exit() {
	c.mu.RUnlock()
	c.count.Lock()
	c.parses++
	check := c.parses%countEvery == 0
	c.count.Unlock()
	if check {
		c.mu.Lock()
		c.trim()
		c.mu.Unlock()
	}
}

// trim drops the caches when they hold more than Max states. The caller holds mu exclusively.
func (c *Cache) trim() {
	limit := c.Max
	if limit <= 0 {
		limit = DefaultMaxDFAStates
	}
	if c.states() <= limit {
		return
	}
	// The simulators of every parser of the grammar share this slice and this context cache:
	// filling the slice with fresh DFAs and emptying the cache in place resets them all.
	dfas, atn := c.sim.DecisionToDFA(), c.sim.ATN()
	for i := range dfas {
		dfas[i] = antlr.NewDFA(atn.DecisionToState[i], i)
	}
	if pc := c.sim.SharedContextCache(); pc != nil {
		*pc = *antlr.NewPredictionContextCache()
	}
	c.count.Lock()
	c.resets++
	c.count.Unlock()
}

// states is the number of DFA states cached over all decisions.
func (c *Cache) states() int {
	n := 0
	for _, d := range c.sim.DecisionToDFA() {
		n += d.Len()
	}
	return n
}

// Stats reports the states cached now and how many times the caches were dropped.
func (c *Cache) Stats() (states, resets int) {
	c.once.Do(func() { c.sim = c.NewParser().GetInterpreter() })
	c.mu.Lock()
	states = c.states()
	c.mu.Unlock()
	c.count.Lock()
	defer c.count.Unlock()
	return states, c.resets
}
