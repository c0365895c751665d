package sibling

import (
	"context"
	"fmt"
	"strings"

	"github.com/reaper-sql/reaper/grammars"
)

// Rules is the offline Concretizer (§3.2.2 without a model). A placeholder is filled, in order
// of preference, with what the historical test already has for the same symbol (a subtree or
// token of S_key, then of the rest of S_orig: its columns, tables, aliases and literals, so the
// historical bindings stay), then for a catalog function's argument with a value of the
// signature's type, for a character set or collation with one the target's catalog lists, then
// with the shortest sentence the grammar derives for the symbol. A completion is accepted only
// if the whole statement parses in the dialect; a skeleton with no accepted completion is ⊥. Variants follow the plain completion where they parse: the
// profile's trigger values and boundary values in the sibling's arguments (trigger.go).
type Rules struct{}

var _ Concretizer = Rules{}

// Name implements Concretizer.
func (Rules) Name() string { return "rules" }

// maxTries caps the values tried per placeholder; maxAlternates the alternates per placeholder.
const (
	maxTries      = 12
	maxAlternates = 3
)

// Alternate marks a completion that is a second choice, kept only when the first is rejected
// by the target (Options.Verifier).
const Alternate = "alternate"

// boundaries are the variant values, tried on the first placeholder that accepts them.
var boundaries = []struct{ name, value string }{
	{"null", "NULL"}, {"zero", "0"}, {"negative", "-1"}, {"huge", "9223372036854775807"}, {"empty", "''"},
}

// Concretize implements Concretizer.
func (Rules) Concretize(ctx context.Context, job Job) ([]Completion, string, error) {
	syms := job.Skeleton.Placeholders()
	at := len([]rune(job.Skeleton.Prefix))
	words := strings.Fields(job.Graph.Construct(job.Alt))
	parses := func(sql string) error {
		tree, err := job.Work.Parse(ctx, job.Dialect, sql, job.Limits)
		if err != nil || job.Alt.Added {
			return err
		}
		// Parsing is not enough: a generic rule can take the text in another reading (any
		// NAME(args) is a call of a user function). The sibling's own production must derive
		// the fragment where it stands.
		if !derives(tree, job.Sibling.Rule, at, words) {
			return fmt.Errorf("the statement parses, but not with %s read as %s", job.Sibling.Construct, job.Sibling.Rule)
		}
		return nil
	}
	pools := make([][]candidate, len(syms))
	for i, sym := range syms {
		pools[i] = candidates(ctx, job, sym)
		if len(pools[i]) == 0 {
			return nil, fmt.Sprintf("nothing in S_orig, the catalog or the grammar can fill ⟨%s⟩", sym), nil
		}
	}
	// Greedy, left to right: each placeholder takes its first value under which the statement
	// parses with the placeholders after it at their first value.
	chosen := make([]candidate, len(syms))
	for i := range syms {
		chosen[i] = pools[i][0]
	}
	var lastErr error
	for i := range syms {
		ok := false
		for k, c := range pools[i] {
			if k == maxTries {
				break
			}
			chosen[i] = c
			if lastErr = parses(job.Skeleton.Fill(values(chosen))); lastErr == nil {
				ok = true
				break
			}
		}
		if !ok {
			chosen[i] = pools[i][0]
		}
	}
	sql := job.Skeleton.Fill(values(chosen))
	if err := parses(sql); err != nil {
		return nil, fmt.Sprintf("no completion parses: %v", err), nil
	}
	out := []Completion{{SQL: sql, Placeholders: placeholders(syms, chosen)}}
	// Alternates: the next values of each placeholder that parse, for a caller that checks
	// completions on the target and needs a second choice when the first is rejected there.
	for i := range syms {
		n := 0
		for k := 1; k < len(pools[i]) && k < maxTries && n < maxAlternates; k++ {
			if pools[i][k] == chosen[i] {
				continue
			}
			alt := append([]candidate(nil), chosen...)
			alt[i] = pools[i][k]
			if v := job.Skeleton.Fill(values(alt)); parses(v) == nil {
				out = append(out, Completion{SQL: v, Placeholders: placeholders(syms, alt), Variant: Alternate})
				n++
			}
		}
	}
	out = append(out, variantsOf(job, syms, chosen, sql, parses)...)
	return out, "", nil
}

// boundaryPlaceholders are the variants of a sibling that is not a call: boundary values on the
// first placeholder that takes them.
func boundaryPlaceholders(job Job, syms []string, chosen []candidate, parses func(string) error) []Completion {
	var out []Completion
	for i := range syms {
		n := 0
		for _, b := range boundaries {
			if n == job.MaxVariants || chosen[i].value == b.value {
				continue
			}
			alt := append([]candidate(nil), chosen...)
			alt[i] = candidate{b.value, "boundary"}
			v := job.Skeleton.Fill(values(alt))
			if parses(v) == nil {
				out = append(out, Completion{SQL: v, Placeholders: placeholders(syms, alt), Variant: b.name})
				n++
			}
		}
		if n > 0 {
			break
		}
	}
	return out
}

// derives reports whether tree has a node of rule starting at rune offset at whose first tokens
// are words.
func derives(tree *grammars.Node, rule string, at int, words []string) bool {
	found := false
	tree.Walk(func(n *grammars.Node) bool {
		found = n.Rule == rule && n.Start == at && startsWith(n, strings.Join(words, " "))
		return !found
	})
	return found
}

type candidate struct{ value, from string }

func values(cs []candidate) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.value
	}
	return out
}

func placeholders(syms []string, cs []candidate) []Placeholder {
	out := make([]Placeholder, len(syms))
	for i, s := range syms {
		out[i] = Placeholder{Symbol: s, Filled: cs[i].value, From: cs[i].from}
	}
	return out
}

// maxReuse caps the length of a historical subtree reused as a filler: a whole subquery would
// bring its own context rather than keep the statement's.
const maxReuse = 80

// candidates lists the values a placeholder may take, best first.
func candidates(ctx context.Context, job Job, sym string) []candidate {
	var out []candidate
	seen := map[string]bool{}
	add := func(v, from string) {
		v = strings.TrimSpace(v)
		if v == "" || seen[v] || len([]rune(v)) > maxReuse {
			return
		}
		seen[v] = true
		out = append(out, candidate{v, from})
	}
	if typ, ok := strings.CutPrefix(sym, argPrefix); ok {
		for _, v := range typedValues(ctx, job, typ) {
			add(v.value, v.from)
		}
		return out
	}
	stmts := append([]string{job.Key}, statements(job)...)
	var literals, others []string
	// In S_key, the subtrees inside the mutated occurrence come first (COUNT(DISTINCT b)'s b
	// for AVG's argument): they carry the trigger. Subtrees that contain the occurrence would
	// put the historical construct back.
	for k, sql := range stmts {
		tree, err := job.Work.Parse(ctx, job.Dialect, sql, job.Limits)
		if err != nil {
			continue
		}
		var inside, outside []string
		tree.Walk(func(n *grammars.Node) bool {
			if n.Rule != sym && (n.Rule != "" || n.Token != sym) {
				return true
			}
			switch {
			case k > 0:
				outside = append(outside, n.Text)
			case n.Start >= job.Span[0] && n.End <= job.Span[1] && n.End-n.Start < job.Span[1]-job.Span[0]:
				inside = append(inside, n.Text)
			case n.End <= job.Span[0] || n.Start >= job.Span[1]:
				outside = append(outside, n.Text)
			}
			return true
		})
		for _, v := range inside {
			add(v, "s_orig")
		}
		for _, v := range outside {
			if literalKind(v) != "" {
				literals = append(literals, v)
			} else {
				others = append(others, v)
			}
		}
	}
	// What the sibling needs beyond the historical occurrence is a new element, kept as small
	// as it can be: the test's own literals, then plain ones, before other parts of the test
	// (which would change what the statement computes), and the grammar's shortest sentence
	// last (for an expression, a parameter marker no server runs). The parse check keeps those
	// that fit.
	for _, v := range literals {
		add(v, "s_orig")
	}
	// A name of a kind the target's catalog lists (a character set, a collation): one it has,
	// its default first. The plain literals below would name none.
	for _, v := range job.Graph.NamesFor(sym) {
		if len(out) >= maxTries {
			break
		}
		add(v, "catalog")
	}
	add("1", "literal")
	add("'a'", "literal")
	for _, v := range others {
		add(v, "s_orig")
	}
	if v, ok := job.Graph.Minimal(sym); ok {
		add(v, "grammar")
	}
	return out
}

// typedValues are values for a catalog function's argument of type typ: the historical test's
// literals of a compatible kind first, then a plain value of the kind.
func typedValues(ctx context.Context, job Job, typ string) []candidate {
	kind := kindOf(typ)
	var out []candidate
	for _, sql := range append([]string{job.Key}, statements(job)...) {
		tree, err := job.Work.Parse(ctx, job.Dialect, sql, job.Limits)
		if err != nil {
			continue
		}
		for _, t := range tree.Tokens() {
			if k := literalKind(t.Text); k != "" && (k == kind || kind == "any") {
				out = append(out, candidate{t.Text, "s_orig"})
			}
		}
	}
	return append(out, candidate{plain[kind], "catalog"})
}

func statements(job Job) []string {
	var out []string
	for _, s := range job.Orig.Setup {
		out = append(out, s.SQL)
	}
	for _, s := range job.Orig.Statements {
		out = append(out, s.SQL)
	}
	return out
}

// plain are values of each kind of SQL type, for arguments S_orig has no literal for.
var plain = map[string]string{
	"number": "1", "text": "'a'", "date": "'2001-02-03'", "time": "'04:05:06'",
	"timestamp": "'2001-02-03 04:05:06'", "interval": "'1 day'", "bool": "true", "json": "'{}'", "any": "1",
}

// kindOf maps a catalog type name (PostgreSQL's pg_type names, MariaDB's help syntax words) to a
// kind of value.
func kindOf(typ string) string {
	t := strings.ToLower(typ)
	switch {
	case t == "":
		return "any"
	case strings.Contains(t, "timestamp") || strings.Contains(t, "datetime"):
		return "timestamp"
	case strings.Contains(t, "interval"):
		return "interval"
	case strings.Contains(t, "date"):
		return "date"
	case strings.Contains(t, "time"):
		return "time"
	case strings.Contains(t, "bool"):
		return "bool"
	case strings.Contains(t, "json"):
		return "json"
	case strings.Contains(t, "int") || strings.Contains(t, "numeric") || strings.Contains(t, "float") ||
		strings.Contains(t, "double") || strings.Contains(t, "real") || strings.Contains(t, "decimal") ||
		numberParam(t):
		return "number"
	case strings.Contains(t, "text") || strings.Contains(t, "char") || strings.Contains(t, "str") || t == "name" ||
		textParam[t]:
		return "text"
	}
	return "any"
}

// numberParam reads a MariaDB/MySQL help syntax's parameter name as a number: N, X, Y, D and M
// (ROUND(X,D), POW(X,Y), ELT(N, ...)), a length, count, position, base or number of bits
// (LEFT(str,len), SUBSTRING_INDEX(str,delim,count), CONV(N,from_base,to_base),
// EXPORT_SET(..., number_of_bits)), a precision, offset or width.
func numberParam(t string) bool {
	switch t {
	case "n", "x", "y", "d", "m", "pos", "length", "precision", "offset", "width":
		return true
	}
	return strings.HasSuffix(t, "len") || strings.Contains(t, "count") || strings.HasSuffix(t, "_base") ||
		strings.HasPrefix(t, "num") || strings.HasSuffix(t, "_bits")
}

// textParam are the help syntax's parameter names of string arguments that do not say "str":
// a delimiter, separator, pattern, format or locale, EXPORT_SET's on and off strings.
var textParam = map[string]bool{
	"delim": true, "separator": true, "pattern": true, "format": true, "fmt": true, "locale": true, "on": true, "off": true,
}

// literalKind says what kind of literal a token is: a number, a quoted string (a date or
// timestamp when it reads as one), or "" for anything else.
func literalKind(s string) string {
	switch {
	case s == "":
		return ""
	case s[0] >= '0' && s[0] <= '9':
		return "number"
	case s[0] == '\'' && len(s) >= 2:
		body := s[1 : len(s)-1]
		switch {
		case len(body) >= 19 && body[4] == '-' && body[10] == ' ':
			return "timestamp"
		case len(body) == 10 && body[4] == '-' && body[7] == '-':
			return "date"
		}
		return "text"
	}
	return ""
}
