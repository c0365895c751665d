// Package sqlvalue reads the values an SQL statement passes: the classes of its literals (NULL,
// zero, a negative or huge number, the empty string, zero and ordinary dates, JSON) and the
// arguments of a call. The profile stage names a fix's trigger with it, the generator places
// the trigger in a sibling's arguments with it, and the recall funnel checks that it did.
package sqlvalue

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Value classes: the kinds of literal that make a trigger.
const (
	Null     = "null"      // the NULL literal
	Zero     = "zero"      // a numeric 0
	Negative = "negative"  // a number with a unary minus
	Huge     = "huge"      // a number of magnitude at least 2^31
	Empty    = "empty"     // the empty string ''
	ZeroDate = "zero_date" // a date string with year 0000, or month or day 00
	Date     = "date"      // another 'YYYY-MM-DD...' string
	JSON     = "json"      // a string that starts with { or [
)

// Names lists the value classes.
var Names = []string{Null, Zero, Negative, Huge, Empty, ZeroDate, Date, JSON}

var dateText = regexp.MustCompile(`^\s*(\d{4})-(\d{1,2})-(\d{1,2})`)

// Classes returns the classes of the literals in sql, sorted and without repeats.
func Classes(sql string) []string {
	out := []string{}
	add := func(c string) {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	for i := 0; i < len(sql); {
		c := sql[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
			continue
		case c == '-' && i+1 < len(sql) && sql[i+1] == '-', c == '#':
			for i < len(sql) && sql[i] != '\n' {
				i++
			}
			continue
		case c == '/' && i+1 < len(sql) && sql[i+1] == '*':
			end := strings.Index(sql[i+2:], "*/")
			if end < 0 {
				return sorted(out)
			}
			i += end + 4
			continue
		case c == '\'' || c == '"':
			s, n := quoted(sql[i:])
			i += n
			switch t := strings.TrimSpace(s); {
			case s == "":
				add(Empty)
			case dateText.MatchString(s):
				m := dateText.FindStringSubmatch(s)
				if m[1] == "0000" || atoi(m[2]) == 0 || atoi(m[3]) == 0 {
					add(ZeroDate)
				} else {
					add(Date)
				}
			case strings.HasPrefix(t, "{") || strings.HasPrefix(t, "["):
				add(JSON)
			}
			continue
		case isDigit(c) || c == '.' && i+1 < len(sql) && isDigit(sql[i+1]):
			j := number(sql, i)
			k := lastSignificant(sql[:i])
			classifyNumber(sql[i:j], k >= 0 && sql[k] == '-' && !afterOperand(sql[:k]), add)
			i = j
			continue
		case isWordByte(c):
			j := i
			for j < len(sql) && isWordByte(sql[j]) {
				j++
			}
			if strings.EqualFold(sql[i:j], "null") {
				add(Null)
			}
			i = j
			continue
		}
		i++
	}
	return sorted(out)
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}

// quoted reads a quoted string at the start of s: its text and its length in s. A doubled
// quote or a backslash escapes the next character, as MySQL reads them.
func quoted(s string) (string, int) {
	q := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s):
			b.WriteByte(s[i+1])
			i++
		case s[i] == q && i+1 < len(s) && s[i+1] == q:
			b.WriteByte(q)
			i++
		case s[i] == q:
			return b.String(), i + 1
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String(), len(s)
}

// number returns the end of the numeric literal starting at i.
func number(s string, i int) int {
	j := i
	// Two bytes compared, not the rest of s lowered: per literal, that was quadratic in a
	// statement of many literals (a 600 KB INSERT took 30 s).
	if len(s)-i >= 2 && strings.EqualFold(s[i:i+2], "0x") {
		j += 2
		for j < len(s) && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
			j++
		}
		return j
	}
	for j < len(s) && (isDigit(s[j]) || s[j] == '.') {
		j++
	}
	if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k < len(s) && isDigit(s[k]) {
			for j = k; j < len(s) && isDigit(s[j]); j++ {
			}
		}
	}
	return j
}

func classifyNumber(text string, negative bool, add func(string)) {
	var v float64
	if strings.HasPrefix(strings.ToLower(text), "0x") {
		u, err := strconv.ParseUint(text[2:], 16, 64)
		if err != nil {
			add(Huge) // more than 64 bits
			return
		}
		v = float64(u)
	} else {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			add(Huge) // out of float64's range
			return
		}
		v = f
	}
	switch {
	case v == 0:
		add(Zero)
	case negative:
		add(Negative)
	}
	if v >= 2147483648 {
		add(Huge)
	}
}

// lastSignificant is the index of the last non-space byte of s, or -1.
func lastSignificant(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if c := s[i]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return i
		}
	}
	return -1
}

// unaryAfter are the keywords after which a minus is a sign (SELECT -1), not a subtraction.
var unaryAfter = map[string]bool{"SELECT": true, "WHERE": true, "AND": true, "OR": true, "NOT": true, "WHEN": true,
	"THEN": true, "ELSE": true, "RETURN": true, "BY": true, "AS": true, "ON": true, "HAVING": true, "LIMIT": true,
	"OFFSET": true, "SET": true, "DEFAULT": true, "IN": true, "BETWEEN": true, "LIKE": true, "INTERVAL": true,
	"VALUE": true, "VALUES": true, "IS": true}

// afterOperand reports whether s (the text before a minus) ends in an operand, so that the
// minus subtracts: a name or number, a closing bracket or a quote, but not a keyword that
// starts an expression.
func afterOperand(s string) bool {
	i := lastSignificant(s)
	if i < 0 {
		return false
	}
	switch c := s[i]; {
	case c == ')' || c == '\'' || c == '"' || c == '`':
		return true
	case isWordByte(c):
		j := i
		for j > 0 && isWordByte(s[j-1]) {
			j--
		}
		return !unaryAfter[strings.ToUpper(s[j:i+1])]
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// Scope is the part of sql that carries a construct's trigger: the argument list of its first
// call (NAME(...)), or the whole statement when the construct is not called there (a keyword,
// an operator, a clause).
func Scope(sql, construct string) string {
	open, args, ok := Call(sql, construct, 0)
	if !ok {
		return sql
	}
	if len(args) == 0 {
		return ""
	}
	return sql[open+1 : args[len(args)-1][1]]
}

// Call finds the first call of construct (NAME(...), its words separated by any space) in sql at
// or after byte offset from. It returns the offset of the opening parenthesis and the byte spans
// of the top-level arguments, each with its surrounding space; a call whose parenthesis is not
// closed runs to the end of sql. A call without arguments has none.
func Call(sql, construct string, from int) (open int, args [][2]int, ok bool) {
	words := strings.Fields(construct)
	if len(words) == 0 || from > len(sql) {
		return 0, nil, false
	}
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = regexp.QuoteMeta(w)
	}
	re, err := regexp.Compile(`(?i)(^|[^A-Za-z0-9_$])` + strings.Join(parts, `\s+`) + `\s*\(`)
	if err != nil {
		return 0, nil, false
	}
	loc := re.FindStringIndex(sql[from:])
	if loc == nil {
		return 0, nil, false
	}
	open = from + loc[1] - 1
	start, depth := open+1, 0
	for i := open; i < len(sql); i++ {
		switch sql[i] {
		case '\'', '"', '`':
			_, n := quoted(sql[i:])
			i += n - 1
		case '(':
			depth++
		case ',':
			if depth == 1 {
				args = append(args, [2]int{start, i})
				start = i + 1
			}
		case ')':
			depth--
			if depth == 0 {
				if strings.TrimSpace(sql[start:i]) != "" || len(args) > 0 {
					args = append(args, [2]int{start, i})
				}
				return open, args, true
			}
		}
	}
	if strings.TrimSpace(sql[start:]) != "" || len(args) > 0 {
		args = append(args, [2]int{start, len(sql)})
	}
	return open, args, true
}

// ReadsColumn reports whether an argument list names something other than literals and
// keywords: a word that starts with a letter and is not a call's name.
func ReadsColumn(args string) bool {
	words := strings.FieldsFunc(args, func(r rune) bool {
		return !(r == '_' || r == '$' || r == '(' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	})
	for _, w := range words {
		if w[0] >= '0' && w[0] <= '9' || strings.Contains(w, "(") {
			continue
		}
		switch strings.ToUpper(w) {
		case "NULL", "TRUE", "FALSE", "AS", "DISTINCT", "INTERVAL", "DAY", "MONTH", "YEAR", "HOUR", "MINUTE", "SECOND":
			continue
		}
		return true
	}
	return false
}

// WritesRows reports whether a statement writes table data: INSERT, REPLACE or UPDATE.
func WritesRows(sql string) bool {
	f := strings.Fields(sql)
	if len(f) == 0 {
		return false
	}
	switch strings.ToUpper(f[0]) {
	case "INSERT", "REPLACE", "UPDATE":
		return true
	}
	return false
}

// guards are the conditions a patch adds that name a value class: the checks a fix puts in
// front of the code that failed. They are read in C, C++ and Go alike.
var guards = []struct {
	class string
	re    *regexp.Regexp
}{
	{Null, regexp.MustCompile(`\bif\b.*(==\s*(nil|NULL|nullptr)\b|\bis_null\b|\bIsNull\b|\bnull_value\b|\bisNull\b)`)},
	{Negative, regexp.MustCompile(`\bif\b.*(<\s*0(?:[^.\d]|$)|(?i)negative)`)},
	{Zero, regexp.MustCompile(`(?i)(\bif\b.*[^<>!=]==\s*0(?:[^.x\d]|$)|division by zero|divisionbyzero|divide by zero)`)},
	{Huge, regexp.MustCompile(`(?i)(\bmath\.(max|min)(int|uint|float)|\b(u?int|long|longlong|u?int64|u?int32)_(max|min)\b|overflow|out of range|outofrange)`)},
	{Empty, regexp.MustCompile(`\bif\b.*(==\s*""|\blen\([^)]*\)\s*==\s*0|\.empty\(\)|\blength\(\)\s*==\s*0)`)},
	{ZeroDate, regexp.MustCompile(`(?i)(zero.?date|0000-00-00|\.IsZero\(\))`)},
}

// errCheck matches the error checks Go code is full of; they guard no value.
var errCheck = regexp.MustCompile(`\berr\s*[!=]=\s*nil\b|\bok\b\s*[!=]=`)

// Guard returns the value class a line of code checks for (a nil or NULL check, a sign check, a
// zero, range, emptiness or zero-date check), or "" when it checks none.
func Guard(line string) string {
	if errCheck.MatchString(line) {
		return ""
	}
	for _, g := range guards {
		if g.re.MatchString(line) {
			return g.class
		}
	}
	return ""
}
