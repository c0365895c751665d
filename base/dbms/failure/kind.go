package failure

import "github.com/reaper-sql/reaper/base/dbms"

// Kind is what a finding is, as a DBMS team files it, strongest first.
type Kind string

// Kinds of a finding.
const (
	// KindCrash: the server or the engine process died, or stopped answering.
	KindCrash Kind = "crash"
	// KindInternal: the engine failed inside and said so: a panic it caught, an assertion, an
	// internal-error class, a Go runtime error in the message.
	KindInternal Kind = "internal"
	// KindError: an ordinary error where the fixed behaviour or the reference engine succeeds.
	KindError Kind = "error"
	// KindWrongResult: the statement succeeds, with rows, or an acceptance, it should not give.
	KindWrongResult Kind = "wrong result"
)

// Kinds are the kinds in rank order, strongest first.
var Kinds = []Kind{KindCrash, KindInternal, KindError, KindWrongResult}

// rank is a kind's place in Kinds; "" ranks last.
func (k Kind) rank() int {
	for i, o := range Kinds {
		if o == k {
			return i
		}
	}
	return len(Kinds)
}

// Stronger returns the stronger of two kinds.
func (k Kind) Stronger(o Kind) Kind {
	if o.rank() < k.rank() {
		return o
	}
	return k
}

// KindOf is the kind of a statement's result as the engine reported it: crash, internal, error,
// or "" when it succeeded. InternalLike's table says which error messages are internal, and
// which are a wrong result the client could not read.
func KindOf(product string, r dbms.Result) Kind {
	switch r.Outcome {
	case dbms.OutcomeOK, "":
		return ""
	case dbms.OutcomeCrash, dbms.OutcomeHang:
		return KindCrash
	case dbms.OutcomeInternal:
		return KindInternal
	}
	if e := internalSignal(product, r); e != nil && e.Kind != KindError {
		return e.Kind
	}
	return KindError
}
