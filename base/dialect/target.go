package dialect

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// Target is a target's connection string read once, where it enters reaper (a flag, a key of
// the configuration, an argument): what its scheme says of the target, and the string itself,
// kept unexported so that only the backend that connects reads it (DSN) while every message,
// record and key shows it with its secrets hidden (Redacted; String and GoString too, so that
// %v, %s and %#v cannot print a password). The zero Target is no target (a reference engine of
// none).
type Target struct {
	Scheme
	dsn string
}

// MustParseTarget is ParseTarget for a connection string written in reaper's own code (a
// default); it panics on an error, which there is a programming error.
func MustParseTarget(dsn string) Target {
	t, err := ParseTarget(dsn)
	if err != nil {
		panic("dialect: " + err.Error())
	}
	return t
}

// DSN is the connection string itself, password included: for the backend that connects, and
// for nothing that is shown or kept.
func (t Target) DSN() string { return t.dsn }

// Redacted is the connection string with its secrets hidden (Redact): safe for any output, and
// the target's name in records and keys.
func (t Target) Redacted() string { return Redact(t.dsn) }

// String is Redacted.
func (t Target) String() string { return t.Redacted() }

// GoString is Redacted, quoted, so that %#v shows no secret either.
func (t Target) GoString() string { return fmt.Sprintf("dialect.Target(%q)", t.Redacted()) }

// IsZero reports whether t is no target.
func (t Target) IsZero() bool { return t.dsn == "" }

// hidden replaces a secret in what is shown.
const hidden = "xxxxx"

// secretName is a query parameter's start whose name says it carries a credential.
const secretName = `(?i)([?&;][a-z0-9_.-]*(?:key|token|secret|passw|pwd|sig|auth|credential|access)[a-z0-9_.-]*=)`

var (
	// urlStart is where a URL begins in a text: a scheme and "://", not preceded by a character
	// that would make it part of something else (a password holding "a://b").
	urlStart = regexp.MustCompile(`(?:^|[^A-Za-z0-9+.:@/%-])([A-Za-z][A-Za-z0-9+.-]*://)`)
	// oneURL is a string that is one URL: it starts with its scheme and holds no white space.
	oneURL = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*://\S*$`)
	// cleanUser is a user name that can be told apart from a password: unreserved characters,
	// sub-delimiters and well-formed %-escapes.
	cleanUser = regexp.MustCompile(`^(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})+$`)
	// secretQuery is a query parameter whose name says it carries a credential ("?password=",
	// "&api_key=", "&access_token=", "&sig="), with its value up to the next parameter or, in a
	// text, the end of the URL.
	secretQuery = regexp.MustCompile(secretName + `[^&#\s"'<>]*`)
	// secretParam is secretQuery within one URL, whose value runs to the next parameter or the
	// fragment, quotes and spaces included.
	secretParam = regexp.MustCompile(secretName + `[^&#]*`)
)

// Redact hides the secrets URL-style strings carry, wherever they appear in s (a connection
// string, a base URL, or an error that quotes one), whatever their shape. Every message, record
// and key that shows a connection string goes through it. The userinfo of a URL runs from
// "://" to the LAST "@" a host follows, as a password may hold "@", "/", "#" or a space: its
// user name is kept when it can be told apart, all else becomes xxxxx; so do the values of
// query parameters whose names say they carry a credential. A whole string that is a malformed
// URL shows as its scheme and ://xxxxx, since where its userinfo ends cannot be known.
func Redact(s string) string {
	if oneURL.MatchString(s) {
		if checkURL(s) != nil {
			scheme, _, _ := strings.Cut(s, "://")
			return scheme + "://" + hidden
		}
		return redactOne(s)
	}
	return redactText(s)
}

// redactOne hides the secrets of s, a well-formed URL (checkURL): its userinfo, then its
// secret parameters.
func redactOne(s string) string {
	head, info, rest, ok := splitUserinfo(s)
	if !ok {
		return secretParam.ReplaceAllString(s, "${1}"+hidden)
	}
	return head + hideUserinfo(info) + secretParam.ReplaceAllString(rest, "${1}"+hidden)
}

// redactText hides the secrets of every URL in a text: the userinfo of each (up to the last
// "@" a host follows before the next URL or the end of the line), then every secret
// parameter.
func redactText(s string) string {
	starts := urlStart.FindAllStringSubmatchIndex(s, -1)
	var b strings.Builder
	last := 0
	for i, m := range starts {
		from := m[3] // after "://"
		to := len(s)
		if i+1 < len(starts) {
			to = starts[i+1][2]
		}
		seg := s[from:to]
		if nl := strings.IndexAny(seg, "\r\n"); nl >= 0 {
			seg = seg[:nl]
		}
		at := lastHostAt(seg, false)
		if at < 0 {
			continue
		}
		b.WriteString(s[last:from])
		b.WriteString(hideUserinfo(seg[:at]))
		last = from + at
	}
	b.WriteString(s[last:])
	return secretQuery.ReplaceAllString(b.String(), "${1}"+hidden)
}

// lastHostAt is the index of the last "@" in s that a host follows (a name, an address, a port
// or the path of a URL with no host), -1 for none; in a whole URL (whole), an "@" that ends it
// counts too.
func lastHostAt(s string, whole bool) int {
	for i := strings.LastIndexByte(s, '@'); i >= 0; i = strings.LastIndexByte(s[:i], '@') {
		if i+1 == len(s) && whole || i+1 < len(s) && strings.IndexByte(hostStart, s[i+1]) >= 0 {
			return i
		}
	}
	return -1
}

// hostStart are the characters that may follow a userinfo's "@".
const hostStart = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789[:/?"

// splitUserinfo cuts a URL at its userinfo, by the rule that hides the most: head is the
// scheme and "://", info what runs from there to the last "@" a host follows, rest that "@"
// and what follows it. ok is false for a URL with no userinfo.
func splitUserinfo(s string) (head, info, rest string, ok bool) {
	i := strings.Index(s, "://")
	if i < 0 {
		return "", "", "", false
	}
	at := lastHostAt(s[i+3:], true)
	if at < 0 {
		return "", "", "", false
	}
	return s[:i+3], s[i+3 : i+3+at], s[i+3+at:], true
}

// Escaped is s, a URL-style string CheckURL accepts, with its user name and password escaped as
// url.URL writes them ("@" as %40, ":" in the password as %3A) and all else byte for byte: for
// a driver that reads a URL's userinfo its own way (pgx ends it at the first "@", and would take
// the rest of a password holding one for the host, and quote it in its error). The driver then
// connects with the user and password url.Parse reads, the ones Redact hides. A string with no
// userinfo, or one that does not parse, is returned as it is.
func Escaped(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return s
	}
	head, _, rest, ok := splitUserinfo(s)
	if !ok {
		return s
	}
	return head + u.User.String() + rest
}

// hideUserinfo is a userinfo as shown: its user name when it can be told apart, and xxxxx for
// the password or for the whole.
func hideUserinfo(info string) string {
	user, _, hasPassword := strings.Cut(info, ":")
	switch {
	case !cleanUser.MatchString(user):
		return hidden
	case hasPassword:
		return user + ":" + hidden
	}
	return user
}

// CheckURL says why s, a URL-style string (scheme://...), is not a well-formed URL, naming s
// only redacted; nil when it is. Well-formed means that it parses, and that its userinfo ends
// at the last "@" a host follows: an "@" after the host (in a query value) must be written
// %40, so that where the password ends is never in doubt.
func CheckURL(s string) error {
	if err := checkURL(s); err != nil {
		return fmt.Errorf("%s is not a valid URL: %w", Redact(s), err)
	}
	return nil
}

// checkURL is CheckURL's reason, which quotes nothing of s's userinfo.
func checkURL(s string) error {
	u, err := url.Parse(s)
	head, info, rest, split := splitUserinfo(s)
	if err == nil {
		// url.Parse ends the userinfo at the last "@" before the first "/", "?" or "#": the two
		// readings must agree.
		if std, _ := standardUserinfo(s); (u.User != nil) != split || split && std != info {
			return errEscape
		}
		return nil
	}
	// The reason is the parser's, for the same URL with its userinfo hidden: when that one
	// parses, the userinfo is at fault, and its text is not repeated.
	shown := s
	if split {
		shown = head + hidden + rest
	}
	if _, herr := url.Parse(shown); herr != nil {
		var uerr *url.Error
		if errors.As(herr, &uerr) {
			return uerr.Err
		}
		return herr
	}
	return errEscape
}

// errEscape is the reason for a URL whose user name, password or a parameter holds a character
// that must be escaped, said without quoting them.
var errEscape = errors.New(`the user name, password or a parameter holds a character to escape: write "@" as %40, "/" as %2F, "?" as %3F, "#" as %23, ":" in the user name as %3A, a space as %20 and "%" as %25`)

// standardUserinfo is the userinfo of the URL s as url.Parse reads it: up to the last "@" of
// the authority, which ends at the first "/", "?" or "#"; ok is false when there is none.
func standardUserinfo(s string) (info string, ok bool) {
	_, rest, _ := strings.Cut(s, "://")
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	at := strings.LastIndexByte(rest, '@')
	if at < 0 {
		return "", false
	}
	return rest[:at], true
}
