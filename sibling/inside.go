package sibling

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/sqlvalue"
	"github.com/reaper-sql/reaper/grammars"
	"github.com/reaper-sql/reaper/profile"
)

// Siblings inside the anchor: the paper's sibling definition applied one level down. A fix to
// CAST, to an OVER clause or to DATE_ADD repairs a handler that dispatches again on the
// construct's own parts, and the sibling bug is often there: the same CAST to another type, the
// same call with a TIME where the test passed a DATE, another window function under the same
// OVER. Three kinds, each a Test whose Inside names it:
//
//   - grammars.InsidePart: each keyword choice in the construct's subtree (grammars.Parts:
//     a type name, a unit, a frame unit, ALL or DISTINCT after a set operation, an option
//     keyword) replaced by another branch, the rest of S_key as it was, so the trigger's values
//     stay where they were.
//   - grammars.InsideArgType: a literal argument of the call replaced by a value of a sibling
//     type: the types the target's catalog lists for that parameter across the function's
//     overloads (PostgreSQL's pg_proc), else the other kinds of value the generator knows
//     (a date, a time, a timestamp, a number, a decimal, a double, a string), each converted
//     from the historical value so that it keeps its value, and with it the trigger's class,
//     where the conversion allows (a zero date stays a zero date).
//   - grammars.InsideClause: where the anchor is a clause (OVER, FILTER) or a keyword inside a
//     form (DISTINCT in COUNT(DISTINCT b), ESCAPE after LIKE), the other forms that take it
//     (grammars.ClauseUsers), instantiated in place of the form that holds it in S_key with the
//     clause reused, and completed by the Concretizer as any sibling is.

// mutateInside makes the inside siblings of one anchor construct.
func mutateInside(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options, tree *grammars.Node, construct string, trigger []profile.TriggerValue) ([]Test, []Rejected, error) {
	var parts []grammars.PartSibling
	var node *grammars.Node
	name := strings.ToUpper(strings.Join(strings.Fields(construct), " "))
	if anchors, err := g.Find(construct); err == nil {
		var an grammars.Anchor
		if node, an = occurrence(g, tree, anchors); node != nil {
			name = an.Construct
			parts = g.Parts(tree, node, an.Construct)
		}
	}
	if node == nil {
		if opName, sites := g.OperatorSites(construct); len(sites) > 0 {
			if holder, start, end := operatorNode(tree, sites, len(strings.Fields(opName))); holder != nil {
				parts = g.OperatorParts(holder, start, end)
			}
		}
	}
	var tests []Test
	var rejected []Rejected
	add := func(made []Test, sk Skeleton, what string) error {
		made, rej, err := verified(ctx, opts.Verifier, made, construct, what, sk)
		tests, rejected = append(tests, made...), append(rejected, rej...)
		return err
	}
	key := []rune(p.Trigger.Key.SQL)
	for _, ps := range parts {
		if opts.work.spent(opts) {
			opts.work.untriedSiblings++
			continue
		}
		text := ps.Text
		start, end := ps.Start, ps.End
		if text == "" {
			// Leaving an optional word out: take one space around it with it.
			if end < len(key) && key[end] == ' ' {
				end++
			} else if start > 0 && key[start-1] == ' ' {
				start--
			}
		} else {
			text = padded(key, start, end, text)
		}
		sk := Skeleton{Prefix: string(key[:start]), Parts: []Part{{Text: text}}, Suffix: string(key[end:])}
		sql := sk.Fill(nil)
		sib := grammars.Sibling{Construct: name, Rule: ps.Rule, Path: ps.Path}
		what := fmt.Sprintf("%s: %s → %s", ps.Rule, orNone(ps.Was), orNone(ps.Text))
		if _, err := opts.work.Parse(ctx, p.Dialect.OrDefault(), sql, opts.limits()); err != nil {
			rejected = append(rejected, Rejected{Anchor: construct, Construct: name, Skeleton: sk.String(), Reason: what + ": no completion parses: " + err.Error()})
			continue
		}
		t := newTest(p, construct, sib, sk, Completion{SQL: sql}, "inside", p.Dialect.OrDefault())
		t.Inside, t.Part, t.Fragment = grammars.InsidePart, what, strings.TrimSpace(text)
		t.Trigger = argsCarry(sql, name, start, trigger)
		if err := add([]Test{t}, sk, name); err != nil {
			return nil, nil, err
		}
	}
	if node != nil {
		for _, v := range argumentTypes(g, p.Dialect.OrDefault(), key, node, name) {
			if opts.work.spent(opts) {
				opts.work.untriedSiblings++
				continue
			}
			sk := Skeleton{Prefix: string(key[:v.start]), Parts: []Part{{Text: v.text}}, Suffix: string(key[v.end:])}
			sql := sk.Fill(nil)
			if _, err := opts.work.Parse(ctx, p.Dialect.OrDefault(), sql, opts.limits()); err != nil {
				rejected = append(rejected, Rejected{Anchor: construct, Construct: name, Skeleton: sk.String(), Reason: v.what + ": no completion parses: " + err.Error()})
				continue
			}
			sib := grammars.Sibling{Construct: name, Rule: node.Rule, Path: []string{node.Rule}}
			t := newTest(p, construct, sib, sk, Completion{SQL: sql}, "inside", p.Dialect.OrDefault())
			t.Inside, t.Part, t.Fragment = grammars.InsideArgType, v.what, v.text
			t.Trigger = argsCarry(sql, name, node.Start, trigger)
			if err := add([]Test{t}, sk, name); err != nil {
				return nil, nil, err
			}
		}
	}
	ct, cr, err := clauseTests(ctx, p, g, c, opts, tree, node, construct, trigger)
	if err != nil {
		return nil, nil, err
	}
	return append(tests, ct...), append(rejected, cr...), nil
}

// padded writes keywords to stand between key[:start] and key[end:]: a space on each side
// unless one is there already or the text meets an opening or closing bracket or a comma.
func padded(key []rune, start, end int, text string) string {
	if start > 0 && !strings.ContainsRune(" \t\n(", key[start-1]) {
		text = " " + text
	}
	if end < len(key) && !strings.ContainsRune(" \t\n),;", key[end]) {
		text += " "
	}
	return text
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// operatorNode finds the node that holds the first token of S_key spelling one of an
// operator's sites, and the operator's span in runes.
func operatorNode(tree *grammars.Node, sites []grammars.OperatorSite, words int) (*grammars.Node, int, int) {
	var found *grammars.Node
	start, end := 0, 0
	tree.Walk(func(n *grammars.Node) bool {
		if found != nil {
			return false
		}
		for i, c := range n.Children {
			for _, s := range sites {
				if c.Rule == "" && c.Token == s.Token && n.Rule == s.Rule && i+words <= len(n.Children) {
					found, start, end = n, c.Start, n.Children[i+words-1].End
					return false
				}
			}
		}
		return true
	})
	return found, start, end
}

// argsCarry lists the trigger's classes that the arguments of the call of name at or after rune
// offset from pass, as class@argument.
func argsCarry(sql, name string, from int, trigger []profile.TriggerValue) []string {
	named := profile.StatementClasses(trigger)
	if len(named) == 0 {
		return nil
	}
	open, args, ok := sqlvalue.Call(sql, name, byteOffset(sql, from))
	if !ok || open > byteOffset(sql, from)+len(name)+4 {
		return nil
	}
	var out []string
	for i, a := range args {
		for _, c := range sqlvalue.Classes(sql[a[0]:a[1]]) {
			if slices.Contains(named, c) {
				out = append(out, fmt.Sprintf("%s@%d", c, i+1))
			}
		}
	}
	return out
}

// byteOffset is the byte offset of rune i of s.
func byteOffset(s string, i int) int {
	b := 0
	for n := 0; n < i && b < len(s); n++ {
		_, w := utf8.DecodeRuneInString(s[b:])
		b += w
	}
	return b
}

// argEdit is one argument replaced: its span in S_key (runes), the new text and what changed.
type argEdit struct {
	start, end int
	text, what string
}

// siblingKinds are the kinds of value an argument of one kind has as siblings when the catalog
// lists no other type for its parameter: the kinds the generator writes values of.
var siblingKinds = []string{"date", "time", "timestamp", "number", "decimal", "double", "text"}

// argumentTypes returns the call's literal arguments each replaced by a value of a sibling
// type (InsideArgType).
func argumentTypes(g *grammars.Graph, d dialect.Dialect, key []rune, node *grammars.Node, name string) []argEdit {
	sql := string(key)
	from := byteOffset(sql, node.Start)
	open, args, ok := sqlvalue.Call(sql, name, from)
	if !ok || open > from+len(name)+4 || open >= byteOffset(sql, node.End) {
		return nil
	}
	var out []argEdit
	for i, a := range args {
		text := strings.TrimSpace(sql[a[0]:a[1]])
		v, ok := readValue(text)
		if !ok {
			continue
		}
		lead := len(sql[a[0]:a[1]]) - len(strings.TrimLeft(sql[a[0]:a[1]], " \t\n"))
		start := utf8.RuneCountInString(sql[:a[0]+lead])
		end := start + utf8.RuneCountInString(text)
		seen := map[string]bool{strings.ToUpper(text): true}
		emit := func(kind, lit string) {
			if lit == "" || seen[strings.ToUpper(lit)] {
				return
			}
			seen[strings.ToUpper(lit)] = true
			out = append(out, argEdit{start, end, lit, fmt.Sprintf("argument %d: %s → %s", i+1, v.kind, kind)})
		}
		if types := g.ParamTypes(name, i); len(types) >= 2 {
			// The catalog's overloads say which types this parameter takes.
			for _, t := range types {
				if body := v.as(kindOf(t)); body != "" {
					emit(strings.ToLower(t), castTo(kindOf(t), body, t))
				}
			}
			continue
		}
		for _, k := range siblingKinds {
			if k != v.kind {
				emit(k, v.write(k, d))
			}
		}
	}
	return out
}

// value is a literal argument: the kind of value it is written as, and its parts.
type value struct {
	kind string
	// date and clock are the parts of a temporal value (YYYY-MM-DD, hh:mm:ss[.f]); number a
	// number's text; str a string's body as written between its quotes.
	date, clock, number, str string
}

var (
	dateRe  = regexp.MustCompile(`^(\d{4}-\d{1,2}-\d{1,2})(?:[ T](\d{1,2}:\d{1,2}:\d{1,2}(?:\.\d+)?))?$`)
	clockRe = regexp.MustCompile(`^\d{1,2}:\d{1,2}:\d{1,2}(?:\.\d+)?$`)
	numRe   = regexp.MustCompile(`^-?\d+(\.\d+)?([eE][-+]?\d+)?$`)
)

// readValue reads a literal argument: a number, a string, or a typed temporal literal (DATE
// '...', TIME '...', TIMESTAMP '...'); anything else (a column, an expression, NULL) is none.
func readValue(t string) (value, bool) {
	u := strings.ToUpper(t)
	for _, p := range []struct{ word, kind string }{{"TIMESTAMP", "timestamp"}, {"DATETIME", "timestamp"}, {"DATE", "date"}, {"TIME", "time"}} {
		if rest, ok := strings.CutPrefix(u, p.word); ok {
			body, ok := quotedBody(strings.TrimSpace(t[len(t)-len(rest):]))
			if !ok {
				return value{}, false
			}
			v := parts(body)
			v.kind = p.kind
			return v, v.date != "" || v.clock != ""
		}
	}
	if body, ok := quotedBody(t); ok {
		v := parts(body)
		v.kind, v.str = "text", body
		return v, true
	}
	if m := numRe.FindStringSubmatch(t); m != nil {
		v := value{kind: "number", number: t}
		switch {
		case m[2] != "":
			v.kind = "double"
		case m[1] != "":
			v.kind = "decimal"
		}
		return v, true
	}
	return value{}, false
}

// quotedBody is the body of a single-quoted string literal.
func quotedBody(t string) (string, bool) {
	if len(t) < 2 || t[0] != '\'' || t[len(t)-1] != '\'' {
		return "", false
	}
	return t[1 : len(t)-1], true
}

// parts reads a string's temporal or numeric parts.
func parts(body string) value {
	var v value
	b := strings.TrimSpace(body)
	switch {
	case dateRe.MatchString(b):
		m := dateRe.FindStringSubmatch(b)
		v.date, v.clock = m[1], m[2]
	case clockRe.MatchString(b):
		v.clock = b
	case numRe.MatchString(b):
		v.number = b
	}
	return v
}

// as is the value's body as a value of kind k, "" where it does not convert: a date keeps its
// day (a timestamp at midnight, the number YYYYMMDD), a time its clock, a number its digits.
func (v value) as(k string) string {
	switch k {
	case "date":
		return v.date
	case "time":
		if v.clock != "" {
			return v.clock
		}
		if v.date != "" {
			return "00:00:00"
		}
	case "timestamp":
		if v.date != "" {
			return v.date + " " + orDefault(v.clock, "00:00:00")
		}
	case "number", "decimal", "double":
		n := v.number
		if n == "" && (v.date != "" || v.clock != "") {
			n = strings.NewReplacer("-", "", ":", "").Replace(v.date + strings.SplitN(v.clock, ".", 2)[0])
			n = strings.TrimLeft(n, "0")
			if n == "" {
				n = "0"
			}
		}
		if n == "" {
			return ""
		}
		switch {
		case k == "decimal" && !strings.ContainsAny(n, ".eE"):
			return n + ".0"
		case k == "double" && !strings.ContainsAny(n, "eE"):
			return n + "e0"
		case k == "number" && !strings.ContainsAny(n, ".eE"):
			return n
		case k == "number":
			return ""
		}
		return n
	case "text":
		switch {
		case v.str != "":
			return v.str
		case v.number != "":
			return v.number
		case v.date != "":
			return strings.TrimSpace(v.date + " " + v.clock)
		}
		return v.clock
	}
	return ""
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// write spells the value as a literal of kind k in the dialect, "" where it does not convert.
func (v value) write(k string, d dialect.Dialect) string {
	body := v.as(k)
	if body == "" {
		return ""
	}
	switch k {
	case "date":
		return "DATE '" + body + "'"
	case "time":
		return "TIME '" + body + "'"
	case "timestamp":
		return "TIMESTAMP '" + body + "'"
	case "number", "decimal":
		return body
	case "double":
		if d == dialect.MySQL {
			return body
		}
		return "CAST(" + strings.TrimSuffix(body, "e0") + " AS DOUBLE PRECISION)"
	case "text":
		if d == dialect.MySQL {
			return "'" + body + "'"
		}
		return "CAST('" + body + "' AS TEXT)"
	}
	return ""
}

// castTo spells a value of kind k as the catalog's type t.
func castTo(k, body, t string) string {
	if k == "number" {
		return "CAST(" + body + " AS " + t + ")"
	}
	return "CAST('" + body + "' AS " + t + ")"
}

// clauseTests makes the InsideClause siblings: the other forms that take the clause (or the
// keyword inside a form) the anchor names, in place of the form that holds it in S_key.
func clauseTests(ctx context.Context, p *profile.Profile, g *grammars.Graph, c Concretizer, opts Options, tree, node *grammars.Node, construct string, trigger []profile.TriggerValue) ([]Test, []Rejected, error) {
	var form *grammars.Node
	var users []grammars.Sibling
	if node != nil && g.ClauseRule(node.Rule) {
		// A clause: the form it belongs to is the nearest node above it that a production
		// referencing the clause derives; where that form starts with no keyword of its own
		// (PostgreSQL's functionCall), the call it starts with.
		all := g.ClauseUsers(construct, "")
		parents := g.Parents(node.Rule)
		chain := grammars.Ancestors(tree, node)
		for i := len(chain) - 1; i >= 0 && form == nil; i-- {
			if slices.Contains(parents, chain[i].Rule) {
				form = chain[i]
			}
		}
		for form != nil && len(form.Children) > 0 && form.Children[0].Rule != "" {
			form = form.Children[0]
		}
		if form != nil {
			for _, u := range all {
				if slices.Contains(parents, u.Rule) && g.Interchangeable(u.Rule, form.Rule) || u.Rule == form.Rule {
					users = append(users, u)
				}
			}
		}
	} else if node == nil && len(strings.Fields(construct)) == 1 {
		// A keyword inside a form (DISTINCT in COUNT(DISTINCT b)): the form that holds it after
		// its head, and the other alternatives of its production that hold it too.
		tree.Walk(func(n *grammars.Node) bool {
			if form != nil {
				return false
			}
			for i, k := range n.Children {
				if i > 0 && k.Rule == "" && strings.EqualFold(k.Text, construct) && n.Children[0].Rule == "" {
					if us := g.ClauseUsers(construct, n.Rule); len(us) > 0 {
						form, users = n, us
						return false
					}
				}
			}
			return true
		})
	}
	if form == nil || len(users) == 0 || form.Children[0].Rule != "" {
		return nil, nil, nil
	}
	own := strings.ToUpper(form.Children[0].Text)
	an := grammars.Anchor{Rule: form.Rule, Construct: own}
	for ai, a := range g.Rules[form.Rule].Alts {
		if g.Construct(a) == own {
			an.Alt = ai
			break
		}
	}
	users = slices.DeleteFunc(users, func(u grammars.Sibling) bool { return u.Construct == own })
	return siblingTests(ctx, p, g, c, opts, tree, form, an, g.Rank(an, users), construct, trigger, grammars.InsideClause)
}
