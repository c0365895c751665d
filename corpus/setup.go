package corpus

import (
	"strings"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// resolveSetup picks, from the statements that run before a test case (earlier statements of the
// same file, or a harness's fixtures), those the case needs: the latest definition of every
// object the case uses and is not creating itself, every later statement that changed that
// object, the objects those statements use in turn, and the session settings in force. It works
// from statement text alone, for any dialect: a statement's effect is read from its leading
// keywords (CREATE/ALTER/INSERT/DROP/SET/USE ...), and use is any identifier word that names a
// live object.
func resolveSetup(prior analyzed, cs []testfmt.Statement) []testfmt.Statement {
	live := map[string][]int{}   // object -> indices into prior that built it
	session := map[string]int{}  // setting -> index of the statement that set it last
	userVars := map[string]int{} // @var -> index that assigned it
	for i, in := range prior.info {
		e := in.effect
		for _, d := range e.drops {
			delete(live, d)
		}
		if e.defines != "" {
			live[e.defines] = []int{i}
		}
		for _, m := range e.modifies {
			live[m] = append(live[m], i)
		}
		if e.setting == "use" && !usesLive(in.words, live) {
			// A database the statements never create is one the harness made (go-mysql-server's
			// tpch): selecting it would fail the whole setup, so the earlier choice stays.
			continue
		}
		if e.setting != "" {
			if strings.HasPrefix(e.setting, "@") {
				userVars[e.setting] = i
			} else if e.reset {
				delete(session, e.setting)
			} else {
				session[e.setting] = i
			}
		}
	}

	need := map[int]bool{}
	for _, i := range session {
		need[i] = true
	}
	var queue []string
	created := map[string]bool{}
	for _, s := range cs {
		e := effectOf(s.SQL)
		for _, w := range testfmt.Words(s.SQL) {
			if !created[w] && w != e.defines {
				queue = append(queue, w)
			}
		}
		if e.defines != "" {
			created[e.defines] = true
		}
	}
	seen := map[string]bool{}
	for len(queue) > 0 {
		w := queue[0]
		queue = queue[1:]
		if seen[w] {
			continue
		}
		seen[w] = true
		idx := live[w]
		if i, ok := userVars[w]; ok {
			idx = append(idx, i)
		}
		for _, i := range idx {
			if need[i] {
				continue
			}
			need[i] = true
			queue = append(queue, prior.info[i].words...)
		}
	}
	var out []testfmt.Statement
	for i, s := range prior.stmts {
		if need[i] {
			s.Key = false
			out = append(out, s)
		}
	}
	return out
}

// usesLive reports whether a USE statement's words name a database the statements before it
// created.
func usesLive(words []string, live map[string][]int) bool {
	for _, w := range words[1:] {
		if _, ok := live[w]; ok {
			return true
		}
	}
	return false
}

// analyzed is a list of statements with each one's effect and words worked out once, since the
// same earlier statements (a file's, or a harness's fixtures) serve as setup for many cases.
type analyzed struct {
	stmts []testfmt.Statement
	info  []stmtInfo
}

type stmtInfo struct {
	effect effect
	words  []string
}

func analyze(stmts []testfmt.Statement) analyzed {
	a := analyzed{stmts: stmts, info: make([]stmtInfo, len(stmts))}
	for i, s := range stmts {
		a.info[i] = stmtInfo{effectOf(s.SQL), testfmt.Words(s.SQL)}
	}
	return a
}

// prefix is the first n statements.
func (a analyzed) prefix(n int) analyzed {
	return analyzed{a.stmts[:n], a.info[:n]}
}

// effect is what a statement does to the state later statements see.
type effect struct {
	defines  string   // object created (or replaced)
	modifies []string // objects whose rows or shape change
	drops    []string
	setting  string // session variable or "@user_var" or "use"
	reset    bool   // the setting goes back to its default
}

// objectKinds are the words after CREATE/ALTER/DROP that name the kind of object.
var objectKinds = map[string]bool{
	"table": true, "view": true, "sequence": true, "index": true, "function": true, "procedure": true,
	"trigger": true, "type": true, "schema": true, "database": true, "event": true, "domain": true,
	"role": true, "user": true, "server": true, "synonym": true, "package": true, "macro": true,
	"collation": true, "extension": true, "aggregate": true, "operator": true, "policy": true,
	"statistics": true, "rule": true, "tablespace": true, "publication": true, "subscription": true,
	"changefeed": true, "secret": true,
}

// createModifiers may stand between CREATE and the kind of object.
var createModifiers = map[string]bool{
	"or": true, "replace": true, "temporary": true, "temp": true, "unique": true, "global": true,
	"local": true, "unlogged": true, "materialized": true, "recursive": true, "fulltext": true,
	"spatial": true, "external": true, "if": true, "not": true, "exists": true, "definer": true,
	"algorithm": true, "sql": true, "security": true, "invoker": true, "merge": true, "undefined": true,
	"temptable": true, "concurrently": true, "virtual": true, "constraint": true, "persistent": true,
}

func effectOf(sql string) effect {
	w := testfmt.Words(sql)
	if len(w) == 0 {
		return effect{}
	}
	var e effect
	// after returns the first identifier after position i that is not one of skip.
	after := func(i int, skip map[string]bool) (string, int) {
		for ; i < len(w); i++ {
			if !skip[w[i]] && w[i] != "=" {
				return w[i], i
			}
		}
		return "", len(w)
	}
	switch w[0] {
	case "create":
		kind, k := after(1, createModifiers)
		if !objectKinds[kind] {
			return e
		}
		name, n := after(k+1, createModifiers)
		e.defines = name
		if kind == "index" || kind == "trigger" || kind == "policy" || kind == "rule" {
			// An index or trigger changes the table it is on.
			for j := n; j < len(w)-1; j++ {
				if w[j] == "on" {
					e.modifies = append(e.modifies, w[j+1])
					break
				}
			}
		}
	case "alter", "truncate", "analyze", "optimize", "repair", "vacuum", "cluster", "reindex", "lock", "comment":
		kind, k := after(1, map[string]bool{"table": true, "online": true, "ignore": true, "only": true, "on": true, "column": true})
		if objectKinds[kind] {
			kind, _ = after(k+1, map[string]bool{"if": true, "exists": true, "only": true})
		}
		if kind != "" {
			e.modifies = append(e.modifies, kind)
		}
	case "insert", "replace", "upsert", "delete", "copy":
		if name := wordAfter(w, "into", "from"); name != "" {
			e.modifies = append(e.modifies, name)
		} else if w[0] == "copy" && len(w) > 1 {
			e.modifies = append(e.modifies, w[1])
		}
	case "update":
		name, _ := after(1, map[string]bool{"low_priority": true, "ignore": true, "only": true})
		e.modifies = append(e.modifies, name)
	case "load":
		if name := wordAfter(w, "table"); name != "" {
			e.modifies = append(e.modifies, name)
		}
	case "drop":
		kind, k := after(1, map[string]bool{"temporary": true, "materialized": true})
		if !objectKinds[kind] {
			return e
		}
		for j := k + 1; j < len(w); j++ {
			switch w[j] {
			case "if", "exists", ",", "cascade", "restrict", "force":
			case "on":
				if j+1 < len(w) {
					e.modifies = append(e.modifies, w[j+1])
				}
				j = len(w)
			default:
				e.drops = append(e.drops, w[j])
			}
		}
	case "rename":
		for j := 1; j < len(w); j++ {
			if w[j] != "table" && w[j] != "to" && w[j] != "," {
				e.modifies = append(e.modifies, w[j])
			}
		}
	case "prepare", "declare":
		if len(w) > 1 {
			e.defines = w[1]
		}
	case "use":
		e.setting = "use"
	case "set", "pragma", "reset":
		name, k := after(1, map[string]bool{"session": true, "global": true, "local": true, "@@session": true, "@@global": true, "@@local": true})
		e.setting = name
		if w[0] == "reset" {
			e.reset = true
		}
		if v, _ := after(k+1, nil); v == "default" || (w[0] == "set" && v == "to" && k+2 < len(w) && w[k+2] == "default") {
			e.reset = true
		}
	}
	return e
}

// wordAfter returns the word following the first occurrence of any of the markers.
func wordAfter(w []string, markers ...string) string {
	for i := 0; i < len(w)-1; i++ {
		for _, m := range markers {
			if w[i] == m {
				return w[i+1]
			}
		}
	}
	return ""
}
