// The splitter: one SELECT cut into its top-level clauses, with no grammar and no dialect.
//
// The oracles rewrite a query by moving its clauses around, so they need to know where each
// clause starts, but not what is in it. Split reads just enough SQL for that: quotes ('...',
// "...", `...`, PostgreSQL $tag$...$tag$), comments (dropped), parentheses, and the keywords that
// start a clause at the top level. It refuses, with the reason, what the oracles cannot
// transform soundly — more than one statement, a statement that is not a SELECT, a SELECT without
// FROM, a set operation at the top level, a row limit without ORDER BY (at any depth but directly
// inside EXISTS), a window function (but for the window oracle, window.go, which reads them
// itself), a function whose result changes from call to call (see nondeterministic), a variable
// assignment, SELECT ... INTO and locking clauses — and text that MySQL and PostgreSQL would read
// differently, since the splitter does not know which of them it is talking to: "--" not followed
// by a space, "#" anywhere but at the start of a line, a backslash before a quote inside a quote,
// and nested block comments.
//
// Blind spots. A row limit under ORDER BY on a column with ties keeps an undetermined row all the
// same; a PostgreSQL query using # as an operator is refused though it is sound.

package oracle

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/sqllex"
)

// Query is one SELECT statement cut into its top-level clauses. Each clause is the text the
// statement had for it, without its keyword and with comments removed; an empty string is an
// absent clause.
type Query struct {
	// With is the leading WITH clause, keyword included.
	With string
	// Distinct says the select list is preceded by DISTINCT (or MySQL's DISTINCTROW).
	Distinct bool
	// Select is the select list.
	Select string
	// From is everything after FROM: tables, joins, their ON and USING conditions.
	From    string
	Where   string
	GroupBy string
	Having  string
	OrderBy string
	// Limit is the trailing LIMIT, OFFSET and FETCH clauses, keywords included.
	Limit string
}

// String assembles the query from its clauses.
func (q Query) String() string {
	s := selectSQL(q.Distinct, q.Select, q.From, q.Where, q.GroupBy, q.Having)
	if q.OrderBy != "" {
		s += " ORDER BY " + q.OrderBy
	}
	if q.Limit != "" {
		s += " " + q.Limit
	}
	return withPrefix(q.With, s)
}

// selectSQL assembles a SELECT from the clauses given, leaving out the empty ones.
func selectSQL(distinct bool, list, from, where, groupBy, having string) string {
	var b strings.Builder
	b.WriteString("SELECT ")
	if distinct {
		b.WriteString("DISTINCT ")
	}
	b.WriteString(list)
	b.WriteString(" FROM " + from)
	for _, c := range [][2]string{{" WHERE ", where}, {" GROUP BY ", groupBy}, {" HAVING ", having}} {
		if c[1] != "" {
			b.WriteString(c[0] + c[1])
		}
	}
	return b.String()
}

// withPrefix puts a WITH clause in front of a whole statement, where every part of a UNION and
// every derived table sees its common table expressions.
func withPrefix(with, stmt string) string {
	if with == "" {
		return stmt
	}
	return with + " " + stmt
}

// nondeterministic lists the functions and keywords whose value can change between two
// evaluations in one statement or between two statements: a query using one can give
// different results to the oracle's queries on a correct DBMS. call says the name is refused
// only when called, name(...), because tables often have a column of that name (uuid, now).
// bare says the name is refused only when called without arguments: UNIX_TIMESTAMP() is the
// current time, UNIX_TIMESTAMP(d) a function of d. Calls of PostgreSQL's pg_* functions are
// refused too (checkTokens): most read the server's state. The list cannot be complete: a
// user-defined function may be non-deterministic too, and the splitter cannot see inside it.
var nondeterministic = map[string]struct {
	call, bare bool
	why        string
}{
	"RAND":                  {true, false, "random numbers"},
	"RANDOM":                {true, false, "random numbers"},
	"SETSEED":               {true, false, "reseeds the random numbers"},
	"RANDOM_BYTES":          {true, false, "random bytes"},
	"UUID":                  {true, false, "a new identifier per call"},
	"UUID_SHORT":            {true, false, "a new identifier per call"},
	"SYS_GUID":              {true, false, "a new identifier per call"},
	"GEN_RANDOM_UUID":       {true, false, "a new identifier per call"},
	"UUID_GENERATE_V1":      {true, false, "a new identifier per call"},
	"UUID_GENERATE_V4":      {true, false, "a new identifier per call"},
	"NOW":                   {true, false, "the current time"},
	"SYSDATE":               {false, false, "the time at each call (MySQL), not at the statement's start"},
	"SYSTIMESTAMP":          {false, false, "the current time"},
	"CURRENT_TIMESTAMP":     {false, false, "the current time"},
	"CURRENT_TIME":          {false, false, "the current time"},
	"CURRENT_DATE":          {false, false, "the current date"},
	"LOCALTIME":             {false, false, "the current time"},
	"LOCALTIMESTAMP":        {false, false, "the current time"},
	"CURDATE":               {true, false, "the current date"},
	"CURTIME":               {true, false, "the current time"},
	"UTC_DATE":              {false, false, "the current date"},
	"UTC_TIME":              {false, false, "the current time"},
	"UTC_TIMESTAMP":         {false, false, "the current time"},
	"UNIX_TIMESTAMP":        {true, true, "the current time when called without an argument"},
	"CLOCK_TIMESTAMP":       {true, false, "the time at each call"},
	"STATEMENT_TIMESTAMP":   {true, false, "the current time"},
	"TRANSACTION_TIMESTAMP": {true, false, "the current time"},
	"TIMEOFDAY":             {true, false, "the time at each call"},
	"NEXTVAL":               {true, false, "advances a sequence"},
	"SETVAL":                {true, false, "sets a sequence"},
	"LASTVAL":               {true, false, "the last value a sequence gave this session"},
	"CURRVAL":               {true, false, "the last value a sequence gave this session"},
	"LAST_INSERT_ID":        {true, false, "changes with each insert of the session"},
	"CONNECTION_ID":         {true, false, "the session's id: a run in another session gets another"},
	"PG_BACKEND_PID":        {true, false, "the session's server process: a run in another session gets another"},
	"CURRENT_QUERY":         {true, false, "the text of the statement that calls it, which each oracle's query changes"},
	"ROW_COUNT":             {true, false, "depends on the previous statement"},
	"FOUND_ROWS":            {true, false, "depends on the previous statement"},
	"SLEEP":                 {true, false, "waits: the time it takes depends on how often it is evaluated"},
	"PG_SLEEP":              {true, false, "waits: the time it takes depends on how often it is evaluated"},
	"BENCHMARK":             {true, false, "repeats an expression for its timing"},
	"GET_LOCK":              {true, false, "takes a lock: a side effect"},
	"RELEASE_LOCK":          {true, false, "releases a lock: a side effect"},
	"TABLESAMPLE":           {false, false, "a random sample of the table"},
}

// selectOptions are MySQL's select options other than DISTINCT and ALL. They choose a plan or a
// cache, not the result, and the rewritten queries leave them out: some are allowed only in
// the first SELECT of a UNION.
var selectOptions = map[string]bool{
	"HIGH_PRIORITY": true, "STRAIGHT_JOIN": true, "SQL_SMALL_RESULT": true, "SQL_BIG_RESULT": true,
	"SQL_BUFFER_RESULT": true, "SQL_CACHE": true, "SQL_NO_CACHE": true, "SQL_CALC_FOUND_ROWS": true,
}

// Split cuts one SELECT statement into its top-level clauses. reason is empty when it did; else
// it says why the statement is not one the oracles can transform (see the top of this file).
func Split(sql string) (q Query, reason string) {
	return split(sql, false)
}

// split is Split; windows lets window functions (OVER) through, for the window oracle
// (window.go), which reads them itself.
func split(sql string, windows bool) (Query, string) {
	clean, toks, reason := lexStatement(sql)
	if reason != "" {
		return Query{}, reason
	}
	if reason := checkTokens(toks, windows); reason != "" {
		return Query{}, reason
	}
	sp := splitter{clean: clean, toks: toks}
	return sp.split()
}

// lexStatement reads one statement (lex), without its trailing semicolon; an empty one is a
// reason.
func lexStatement(sql string) (string, []token, string) {
	clean, toks, reason := lex(sql)
	if reason != "" {
		return "", nil, reason
	}
	if n := len(toks); n > 0 && toks[n-1].kind == tokSemicolon {
		toks = toks[:n-1]
	}
	if len(toks) == 0 {
		return "", nil, "empty statement"
	}
	return clean, toks, ""
}

// Nondeterministic says why a statement's value can change between two runs on a correct DBMS
// (it calls a function of the nondeterministic table or one of PostgreSQL's pg_* functions), or
// "" when nothing in it is known to.
func Nondeterministic(sql string) string {
	_, toks, reason := lexStatement(sql)
	if reason != "" {
		return ""
	}
	for i := range toks {
		if why := nondeterministicAt(toks, i); why != "" {
			return why
		}
	}
	return ""
}

// Volatile holds the functions a target's catalog marks volatile (dbms.CatalogFunction.Volatile),
// by upper-case name: the target's own answer, which the nondeterministic table can only
// approximate for the functions it knows by name.
type Volatile map[string]bool

// VolatileOf is the volatile functions of a target's catalog: those it marks volatile, and those
// that take no argument and return a date or a time. With nothing to compute from, such a
// function's value is the clock's, whatever the catalog says of it: DuckDB marks
// current_localtime() consistent, PostgreSQL marks now() stable within a transaction, and two
// queries of an oracle are two statements.
func VolatileOf(fns []dbms.CatalogFunction) Volatile {
	v := Volatile{}
	for _, f := range fns {
		if f.Volatile || f.MaxArgs == 0 && clockType.MatchString(f.Result) {
			v[strings.ToUpper(f.Name)] = true
		}
	}
	return v
}

// Aggregates are the aggregate functions of a target's catalog that the oracles' own table
// (aggregates) does not know: DuckDB's list(), histogram(), arg_max(). TLP recombines only
// MIN, MAX, SUM, COUNT and AVG, and a query calling an aggregate it does not recognize would be
// partitioned as a plain query, each partition folding its rows into one: a violation on a
// correct DBMS.
type Aggregates map[string]bool

// AggregatesOf reads the aggregates of a catalog: the functions whose family names them so
// (DuckDB's function_type "aggregate").
func AggregatesOf(fns []dbms.CatalogFunction) Aggregates {
	a := Aggregates{}
	for _, f := range fns {
		if name := strings.ToUpper(f.Name); strings.Contains(strings.ToLower(f.Family), "aggregate") && !aggregates[name] {
			a[name] = true
		}
	}
	return a
}

// Call says which of a's aggregates sql calls, or "".
func (a Aggregates) Call(sql string) string {
	if name := calledIn(a, sql); name != "" {
		return name + " is an aggregate of the target's catalog that TLP cannot recombine and NoREC cannot count through"
	}
	return ""
}

// calledIn is the first of names (upper case) that sql calls, qualified or not, or "".
func calledIn(names map[string]bool, sql string) string {
	if len(names) == 0 {
		return ""
	}
	_, toks, reason := lexStatement(sql)
	if reason != "" {
		return ""
	}
	for i, t := range toks {
		if t.kind == tokWord && names[t.upper] && tokenAt(toks, i+1).kind == tokOpen {
			return t.upper
		}
	}
	return ""
}

// clockType matches the name of a date or time type, as DuckDB, PostgreSQL and MySQL spell it
// (TIMESTAMP WITH TIME ZONE, timestamptz, TIME, DATE, DATETIME).
var clockType = regexp.MustCompile(`(?i)^\s*(DATE|TIME)`)

// Nondeterministic says why sql's value can change between two runs on a correct DBMS: the
// package's Nondeterministic, or a call of a function the catalog marks volatile.
func (v Volatile) Nondeterministic(sql string) string {
	if why := Nondeterministic(sql); why != "" {
		return why
	}
	return v.Call(sql)
}

// Call says which function of v sql calls, or "".
func (v Volatile) Call(sql string) string {
	if name := calledIn(v, sql); name != "" {
		return name + " is volatile in the target's catalog: its value can change from call to call"
	}
	return ""
}

// nondeterministicAt says why the word at toks[i] is not deterministic, or "".
func nondeterministicAt(toks []token, i int) string {
	t, prev, next := toks[i], tokenAt(toks, i-1), tokenAt(toks, i+1)
	if t.kind != tokWord {
		return ""
	}
	if nd, ok := nondeterministic[t.upper]; ok && (next.kind == tokOpen && (!nd.bare || tokenAt(toks, i+2).kind == tokClose) ||
		!nd.call && prev.text != ".") {
		return fmt.Sprintf("%s is not deterministic (%s)", t.upper, nd.why)
	}
	if strings.HasPrefix(t.upper, "PG_") && next.kind == tokOpen {
		return t.upper + " is one of PostgreSQL's pg_* functions, which as a rule read the server's state (locks, snapshots, " +
			"memory, sessions, statistics)"
	}
	if (strings.HasPrefix(t.upper, "DUCKDB_") || strings.HasPrefix(t.upper, "PRAGMA_")) && next.kind == tokOpen {
		return t.upper + " is one of DuckDB's duckdb_* and pragma_* functions, which read the database's own state (its tables, " +
			"views, prepared statements and memory, which the oracles' round trips change)"
	}
	return ""
}

// checkTokens refuses what no oracle can transform wherever it appears in the statement:
// unbalanced parentheses, a second statement, non-deterministic functions, window functions
// (unless windows is set), variable assignments, and a row limit without ORDER BY at its own
// level.
func checkTokens(toks []token, windows bool) string {
	// levels[d] says what the query level at parenthesis depth d has: a row limit, ORDER BY,
	// and whether it is the subquery of EXISTS, which only asks whether there is a row, so that
	// which rows a limit keeps does not matter.
	type level struct {
		limit           string
		ordered, exists bool
	}
	levels := []level{{}}
	for i, t := range toks {
		prev, next := tokenAt(toks, i-1), tokenAt(toks, i+1)
		switch t.kind {
		case tokOpen:
			levels = append(levels, level{exists: prev.upper == "EXISTS"})
		case tokClose:
			l := levels[len(levels)-1]
			if len(levels) == 1 {
				return "unbalanced parentheses: a ')' closes nothing"
			}
			if l.limit != "" && !l.ordered && !l.exists {
				return l.limit + " without ORDER BY in a subquery: which rows it keeps is not determined"
			}
			levels = levels[:len(levels)-1]
		case tokSemicolon:
			return "more than one statement: the oracles take one SELECT"
		case tokOther:
			// MySQL's @var := expr: the value depends on the order rows are evaluated in.
			if t.text == ":" && next.text == "=" && next.start == t.end && prev.kind == tokWord && tokenAt(toks, i-2).text == "@" {
				return "assigns a user variable (@" + prev.text + " :=): the result depends on the order rows are evaluated in"
			}
		case tokWord:
			if why := nondeterministicAt(toks, i); why != "" {
				return why + ": the oracle's queries could disagree on a correct DBMS"
			}
			l := &levels[len(levels)-1]
			switch t.upper {
			case "OVER":
				if !windows && (next.kind == tokOpen || next.kind == tokWord || next.kind == tokQuoted) {
					return "window function (OVER): its value depends on rows the oracle's partitions or counting leave out"
				}
			case "NEXT":
				if next.upper == "VALUE" && tokenAt(toks, i+2).upper == "FOR" {
					return "NEXT VALUE FOR is not deterministic (advances a sequence): the oracle's queries could disagree on a correct DBMS"
				}
			case "ORDER":
				if next.upper == "BY" {
					l.ordered = true
				}
			case "LIMIT", "OFFSET", "FETCH":
				if l.limit == "" {
					l.limit = t.upper
				}
			}
		}
	}
	if len(levels) != 1 {
		return "unbalanced parentheses: a '(' is not closed"
	}
	if l := levels[0]; l.limit != "" && !l.ordered {
		return l.limit + " without ORDER BY: which rows it keeps is not determined"
	}
	return ""
}

// splitter cuts the top level of a statement into clauses.
type splitter struct {
	clean string  // the statement with comments replaced by spaces
	toks  []token // its tokens; offsets are into clean
}

// clause is one top-level clause found: its name, the token of its keyword and the first
// token of its body.
type clause struct {
	name     string
	kw, body int
}

// clauseOrder is the order clauses must come in after the select list.
var clauseOrder = map[string]int{"FROM": 1, "WHERE": 2, "GROUP BY": 3, "HAVING": 4, "ORDER BY": 5, "LIMIT": 6}

// refusedClauses are top-level keywords that start what no oracle can transform.
var refusedClauses = map[string]string{
	"UNION":     "a set operation (UNION) at the top level: the oracles transform one SELECT",
	"INTERSECT": "a set operation (INTERSECT) at the top level: the oracles transform one SELECT",
	"EXCEPT":    "a set operation (EXCEPT) at the top level: the oracles transform one SELECT",
	"MINUS":     "a set operation (MINUS) at the top level: the oracles transform one SELECT",
	"INTO":      "SELECT ... INTO stores the result instead of returning it",
	"WINDOW":    "a WINDOW clause: window functions depend on rows the oracles leave out",
	"QUALIFY":   "a QUALIFY clause filters on window functions",
	"PROCEDURE": "a PROCEDURE clause hands the rows to a procedure",
	"LOCK":      "a locking clause (LOCK IN SHARE MODE)",
}

func (sp *splitter) split() (Query, string) {
	toks := sp.toks
	top := topLevel(toks)
	var q Query
	k := 0 // position in top
	word := func(k int) string {
		if k >= 0 && k < len(top) {
			return toks[top[k]].upper
		}
		return ""
	}
	switch first := toks[0]; {
	case first.upper == "WITH":
		// WITH [RECURSIVE] name [(columns)] AS [NOT] [MATERIALIZED] (query) [, ...] SELECT: a
		// parenthesised group is one entry of top.
		kind := func(k int) tokenKind {
			if k < len(top) {
				return toks[top[k]].kind
			}
			return tokNone
		}
		k = 1
		if word(k) == "RECURSIVE" {
			k++
		}
		for {
			if kind(k) != tokWord && kind(k) != tokQuoted {
				return Query{}, "a WITH clause not followed by a SELECT"
			}
			if k++; kind(k) == tokOpen {
				k++
			}
			if word(k) != "AS" {
				return Query{}, "a WITH clause not followed by a SELECT"
			}
			if k++; word(k) == "NOT" {
				k++
			}
			if word(k) == "MATERIALIZED" {
				k++
			}
			if kind(k) != tokOpen {
				return Query{}, "a WITH clause not followed by a SELECT"
			}
			if k++; kind(k) != tokComma {
				break
			}
			k++
		}
		if word(k) != "SELECT" {
			return Query{}, "a WITH clause not followed by a SELECT"
		}
		q.With = strings.TrimSpace(sp.clean[first.start:toks[top[k]].start])
	case first.upper == "SELECT":
	case first.kind == tokOpen:
		return Query{}, "a parenthesised query: give the SELECT without the parentheses"
	default:
		return Query{}, fmt.Sprintf("not a SELECT statement (it starts with %q)", sp.clean[first.start:first.end])
	}
	k++ // past SELECT
	for ; k < len(top); k++ {
		switch w := word(k); {
		case w == "DISTINCT" || w == "DISTINCTROW":
			if word(k+1) == "ON" {
				return Query{}, "DISTINCT ON keeps one row per group, and which one is not determined"
			}
			q.Distinct = true
			continue
		case w == "ALL" || selectOptions[w]:
			continue
		}
		break
	}
	if k == len(top) {
		return Query{}, "empty select list"
	}
	listStart := top[k]

	var clauses []clause
	last := 0
	for ; k < len(top); k++ {
		t := toks[top[k]]
		if t.kind != tokWord {
			continue
		}
		name, body := t.upper, k+1 // body: the position in top where the clause's text starts
		switch t.upper {
		case "FROM":
			// a IS [NOT] DISTINCT FROM b is an operator, not a clause.
			if word(k-1) == "DISTINCT" && (word(k-2) == "IS" || word(k-2) == "NOT") {
				continue
			}
		case "WHERE", "HAVING":
		case "GROUP", "ORDER":
			if word(k+1) != "BY" {
				continue
			}
			name, body = t.upper+" BY", k+2
		case "LIMIT", "OFFSET", "FETCH":
			if last == clauseOrder["LIMIT"] {
				continue // the rest of the trailing row-limit clauses
			}
			name, body = "LIMIT", k
		case "FOR":
			switch word(k + 1) {
			case "UPDATE", "SHARE", "NO", "KEY":
				return Query{}, "a locking clause (FOR " + word(k+1) + ")"
			}
			continue
		default:
			if why, ok := refusedClauses[t.upper]; ok {
				return Query{}, why
			}
			continue
		}
		order := clauseOrder[name]
		if order <= last {
			return Query{}, fmt.Sprintf("%s after %s: the clauses are out of order", name, clauses[len(clauses)-1].name)
		}
		last = order
		c := clause{name: name, kw: top[k], body: len(toks)}
		if body < len(top) {
			c.body = top[body]
		}
		clauses = append(clauses, c)
	}
	if len(clauses) == 0 || clauses[0].name != "FROM" {
		return Query{}, "no FROM clause: the oracles count or partition the rows a FROM produces"
	}
	q.Select = sp.text(listStart, clauses[0].kw)
	if q.Select == "" {
		return Query{}, "empty select list"
	}
	fields := map[string]*string{"FROM": &q.From, "WHERE": &q.Where, "GROUP BY": &q.GroupBy,
		"HAVING": &q.Having, "ORDER BY": &q.OrderBy, "LIMIT": &q.Limit}
	for i, c := range clauses {
		end := len(toks)
		if i+1 < len(clauses) {
			end = clauses[i+1].kw
		}
		text := sp.text(c.body, end)
		if text == "" {
			return Query{}, "empty " + c.name + " clause"
		}
		*fields[c.name] = text
	}
	return q, ""
}

// text returns the statement's text from token i up to token j, trimmed.
func (sp *splitter) text(i, j int) string {
	if i >= j || i >= len(sp.toks) {
		return ""
	}
	return strings.TrimSpace(sp.clean[sp.toks[i].start:sp.toks[j-1].end])
}

// splitList cuts a list (a select list, a GROUP BY) at its top-level commas.
func splitList(text string) []string {
	text, toks, _ := lex(text)
	var items []string
	depth, start := 0, 0
	for _, t := range toks {
		switch t.kind {
		case tokOpen:
			depth++
		case tokClose:
			depth--
		case tokComma:
			if depth == 0 {
				items = append(items, strings.TrimSpace(text[start:t.start]))
				start = t.end
			}
		}
	}
	return append(items, strings.TrimSpace(text[start:]))
}

// normalize spells an expression for comparing it with another: tokens separated by one space,
// unquoted words in upper case (both MySQL and PostgreSQL ignore the case of unquoted names).
func normalize(expr string) string {
	_, toks, _ := lex(expr)
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.text
		if t.kind == tokWord {
			words[i] = t.upper
		}
	}
	return strings.Join(words, " ")
}

// aggregates are the aggregate functions of MySQL, MariaDB and PostgreSQL, to tell an
// aggregate query from a plain one.
var aggregates = map[string]bool{
	"COUNT": true, "SUM": true, "AVG": true, "MIN": true, "MAX": true,
	"GROUP_CONCAT": true, "STRING_AGG": true, "ARRAY_AGG": true, "JSON_AGG": true, "JSONB_AGG": true,
	"JSON_OBJECT_AGG": true, "JSONB_OBJECT_AGG": true, "JSON_ARRAYAGG": true, "JSON_OBJECTAGG": true,
	"XMLAGG": true, "BIT_AND": true, "BIT_OR": true, "BIT_XOR": true, "BOOL_AND": true, "BOOL_OR": true,
	"EVERY": true, "STD": true, "STDDEV": true, "STDDEV_POP": true, "STDDEV_SAMP": true,
	"VARIANCE": true, "VAR_POP": true, "VAR_SAMP": true, "ANY_VALUE": true, "MODE": true,
	"PERCENTILE_CONT": true, "PERCENTILE_DISC": true, "CORR": true, "COVAR_POP": true,
	"COVAR_SAMP": true, "REGR_SLOPE": true, "REGR_INTERCEPT": true, "REGR_COUNT": true,
	"REGR_R2": true, "REGR_AVGX": true, "REGR_AVGY": true, "REGR_SXX": true, "REGR_SYY": true,
	"REGR_SXY": true,
}

// hasAggregate reports whether expr calls an aggregate function outside its subqueries (an
// aggregate inside a subquery aggregates the subquery's rows, not the query's).
func hasAggregate(expr string) bool {
	_, toks, _ := lex(expr)
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokOpen && (tokenAt(toks, i+1).upper == "SELECT" || tokenAt(toks, i+1).upper == "WITH") {
			i = closing(toks, i)
			continue
		}
		if t.kind == tokWord && aggregates[t.upper] && tokenAt(toks, i+1).kind == tokOpen && tokenAt(toks, i-1).text != "." {
			return true
		}
	}
	return false
}

// closing returns the index of the parenthesis that closes the one at toks[i], or the last
// index when none does.
func closing(toks []token, i int) int {
	depth := 0
	for j := i; j < len(toks); j++ {
		switch toks[j].kind {
		case tokOpen:
			depth++
		case tokClose:
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return len(toks) - 1
}

// tokenKind is the lexical class of a token.
type tokenKind int

const (
	tokNone      tokenKind = iota // past either end of the statement
	tokWord                       // an unquoted identifier, keyword or number
	tokQuoted                     // a quoted string or name, a dollar quote, a MySQL /*! */ or /*+ */
	tokOpen                       // (
	tokClose                      // )
	tokComma                      // ,
	tokSemicolon                  // ;
	tokOther                      // any other character: operators, dots, @
)

// token is one token of a statement; start and end are offsets into the cleaned text lex returns.
type token struct {
	kind       tokenKind
	text       string
	upper      string // words only: text in upper case
	start, end int
}

// tokenAt returns toks[i], or a token of kind tokNone when i is out of range.
func tokenAt(toks []token, i int) token {
	if i < 0 || i >= len(toks) {
		return token{}
	}
	return toks[i]
}

// lex reads sql into tokens under the rules MySQL and PostgreSQL share (sqllex.Portable). It
// returns the text with every comment replaced by a space, which the tokens' offsets point into,
// or the reason the text cannot be read the same way by MySQL and PostgreSQL. Operators come one
// character a token, so that the checks here see MySQL's := and @ whatever the text around them.
func lex(sql string) (clean string, toks []token, reason string) {
	lexed, err := sqllex.Lex(sql, sqllex.Portable)
	if err != nil {
		return "", nil, err.Error()
	}
	var b strings.Builder
	add := func(kind tokenKind, text string) {
		t := token{kind: kind, text: text, start: b.Len()}
		b.WriteString(text)
		t.end = b.Len()
		if kind == tokWord {
			t.upper = strings.ToUpper(text)
		}
		toks = append(toks, t)
	}
	last := 0
	for _, t := range lexed {
		b.WriteString(sql[last:t.Start]) // white space
		last = t.End
		switch t.Kind {
		case sqllex.Comment:
			b.WriteByte(' ')
		case sqllex.Word, sqllex.Number:
			add(tokWord, t.Text)
		case sqllex.Operator, sqllex.Punct:
			for k := range len(t.Text) {
				kind := map[byte]tokenKind{'(': tokOpen, ')': tokClose, ',': tokComma, ';': tokSemicolon}[t.Text[k]]
				if kind == tokNone {
					kind = tokOther
				}
				add(kind, t.Text[k:k+1])
			}
		default: // strings, quoted names, MySQL's /*! */ and /*+ */
			add(tokQuoted, t.Text)
		}
	}
	b.WriteString(sql[last:])
	return b.String(), toks, ""
}
