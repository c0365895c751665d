// Package tally words counts for a reader: a number with its noun in the right form (Plural),
// messages counted by their shape but shown by a real one (Reasons), and the one reason every
// stage gives a unit it left undone past its budget (OverBudget). Every stage and command that
// tells a user how many of something there were says it through here, so that no "1 fixes" and
// no "[?]" placeholder reaches a user.
package tally

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Plural is n with the noun for n: "1 fix", "2 fixes", "0 fixes".
func Plural(n int, one, many string) string { return fmt.Sprintf("%d %s", n, Noun(n, one, many)) }

// Noun is the word for n things, one for 1 and many otherwise, where the number is written
// apart from it.
func Noun(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// OverBudget is the kind of a unit a stage left undone past a budget of its own (a statement too
// long, a time limit reached): sibling.SkipOverBudget, profile.DropOverBudget and
// validate.UnreachedOverBudget are this one word, so that every stage counts it alike.
const OverBudget = "over budget"

// OverBudgetReason is the reason of a unit left undone past its budget: OverBudget, then why.
func OverBudgetReason(why string) string { return OverBudget + ": " + why }

// Count is one group of Reasons: how many messages had its shape, and the first of them, a
// message as it was met, not the shape.
type Count struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// Reasons counts messages by a key, their shape (a message with its names, literals and numbers
// set aside, e.g. sibling.Normalize), so that one error met with many values counts once. The
// key is for grouping only: each group is shown by the first message met with it. The zero
// value is ready to use. Its JSON is the groups, most frequent first.
type Reasons struct {
	n       map[string]int
	example map[string]string
}

// Add counts n messages of shape key, msg being one of them.
func (r *Reasons) Add(key, msg string, n int) {
	if r.n == nil {
		r.n, r.example = map[string]int{}, map[string]string{}
	}
	if _, ok := r.example[key]; !ok {
		r.example[key] = msg
	}
	r.n[key] += n
}

// Merge adds the counts of o; a group both hold keeps r's example.
func (r *Reasons) Merge(o Reasons) {
	for k, n := range o.n {
		r.Add(k, o.example[k], n)
	}
}

// Total is how many messages were counted.
func (r Reasons) Total() int {
	t := 0
	for _, n := range r.n {
		t += n
	}
	return t
}

// Top is the n largest groups (every group when n <= 0), the largest first, ties by example.
func (r Reasons) Top(n int) []Count {
	out := make([]Count, 0, len(r.n))
	for k, c := range r.n {
		out = append(out, Count{r.example[k], c})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Reason < out[j].Reason
	})
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// MarshalJSON writes every group, the largest first.
func (r Reasons) MarshalJSON() ([]byte, error) { return json.Marshal(r.Top(0)) }

// UnmarshalJSON reads what MarshalJSON wrote, each group keyed by its example.
func (r *Reasons) UnmarshalJSON(b []byte) error {
	var cs []Count
	if err := json.Unmarshal(b, &cs); err != nil {
		return err
	}
	*r = Reasons{}
	for _, c := range cs {
		r.Add(c.Reason, c.Reason, c.Count)
	}
	return nil
}
