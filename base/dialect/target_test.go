package dialect

import (
	"fmt"
	"strings"
	"testing"
)

// A malformed URL-style DSN is refused as it is read, and neither the error nor the redacted
// form holds any part of its password, whatever breaks it.
func TestParseTargetRefusesMalformedURLs(t *testing.T) {
	for _, c := range []struct{ dsn, secret, says string }{
		{"mysql://root:S3cretPW@[::1", "S3cretPW", "missing ']' in host"},
		{"mysql://root:S3cret%zzPW@127.0.0.1:3306/", "S3cret", "character to escape"},
		{"mysql://root:S3cretPW@127.0.0.1:port/", "S3cretPW", `invalid port ":port"`},
		{"postgres://u:Pa#ssW0rdX@127.0.0.1:5432/db", "ssW0rdX", "character to escape"},
		{"postgres://u:Pa/ssW0rdX@127.0.0.1:5432/db", "ssW0rdX", "character to escape"},
		{"postgres://u:Pa ssW0rdX@127.0.0.1:5432/db", "ssW0rdX", "character to escape"},
		// Digits after the first "/" read as a port: url.Parse finds no userinfo at all.
		{"mysql://root:1234/S3cretPW@127.0.0.1:3306/", "S3cretPW", "character to escape"},
		{"mysql://root:a://S3cretPW@127.0.0.1:3306/", "S3cretPW", "character to escape"},
		// An "@" in a query value must be escaped, so that where a password ends is known.
		{"postgres://u@h/db?password=S3cret@PW", "S3cret", "character to escape"},
	} {
		_, err := ParseTarget(c.dsn)
		if err == nil || !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), "is not a valid URL") {
			t.Errorf("ParseTarget(%q) = %v; want it refused saying %q", c.dsn, err, c.says)
		}
		for _, shown := range []string{fmt.Sprint(err), Redact(c.dsn)} {
			if strings.Contains(shown, c.secret) || strings.Contains(shown, "PW") {
				t.Errorf("%q shows its password: %q", c.dsn, shown)
			}
		}
	}
}

// A well-formed DSN keeps its user name and everything after the host; the password and the
// values of credential parameters become xxxxx, in every way a Target can be printed. The
// redacted form of a DSN without credential parameters is what the store keys were made of.
func TestTargetRedacted(t *testing.T) {
	for dsn, want := range map[string]string{
		"mysql://root:S3cretPW@127.0.0.1:3306/":                     "mysql://root:xxxxx@127.0.0.1:3306/",
		"mysql://root:S3cretPW@127.0.0.1:3306/?parseTime=true":      "mysql://root:xxxxx@127.0.0.1:3306/?parseTime=true",
		"mysql://root:Pa@ssW0rd@127.0.0.1:3306/":                    "mysql://root:xxxxx@127.0.0.1:3306/",
		"mysql://root@127.0.0.1:3306/":                              "mysql://root@127.0.0.1:3306/",
		"postgres://u:S3cretPW@h/db?password=S3cretQ&sslmode=off":   "postgres://u:xxxxx@h/db?password=xxxxx&sslmode=off",
		"postgres://u@/db?host=/tmp&api_key=S3cretK":                "postgres://u@/db?host=/tmp&api_key=xxxxx",
		"cockroach://a%40b:S3cretPW@h:26257/d?access_token=S3cretT": "cockroach://a%40b:xxxxx@h:26257/d?access_token=xxxxx",
		"gms:":                   "gms:",
		"sandbox:mariadb?bin=/x": "sandbox:mariadb?bin=/x",
	} {
		tg, err := ParseTarget(dsn)
		if err != nil {
			t.Errorf("ParseTarget(%q): %v", dsn, err)
			continue
		}
		if tg.DSN() != dsn {
			t.Errorf("DSN() = %q; want %q", tg.DSN(), dsn)
		}
		for _, shown := range []string{tg.Redacted(), tg.String(), fmt.Sprint(tg), fmt.Sprintf("%s|%v|%+v|%q", tg, tg, tg, tg)} {
			if !strings.Contains(shown, want) || strings.Contains(shown, "S3cret") {
				t.Errorf("%q shown as %q; want %q", dsn, shown, want)
			}
		}
		if gs := fmt.Sprintf("%#v", tg); strings.Contains(gs, "S3cret") {
			t.Errorf("%%#v of %q shows a secret: %s", dsn, gs)
		}
	}
	if !(Target{}).IsZero() || MustParseTarget("gms:").IsZero() || (Target{}).Redacted() != "" {
		t.Error("the zero Target is no target, shown as nothing")
	}
}

// Redact on texts that quote URLs (errors, logs): the userinfo runs to the last "@" a host
// follows, whatever the password holds; an "@" followed by no host ends nothing.
func TestRedactText(t *testing.T) {
	for in, want := range map[string]string{
		`cannot reach http://user:Pa@ssW0rdX@127.0.0.1:18599/v1: Get "http://user:***@127.0.0.1:18599/v1/models": refused`: `cannot reach http://user:xxxxx@127.0.0.1:18599/v1: Get "http://user:xxxxx@127.0.0.1:18599/v1/models": refused`,
		`endpoint http://user:Pa ssW0rdX@127.0.0.1:18599/v1 down`:                                                          `endpoint http://user:xxxxx@127.0.0.1:18599/v1 down`,
		`target mysql://root@h:3306/: Access denied for user 'root'@'10.0.0.1'`:                                            `target mysql://root@h:3306/: Access denied for user 'root'@'10.0.0.1'`,
		`url http://h/v1?access=S3cretA&key=S3cretK&x=1`:                                                                   `url http://h/v1?access=xxxxx&key=xxxxx&x=1`,
		`two: http://a:S3cretA@x/ and https://c:S3cretC@y/`:                                                                `two: http://a:xxxxx@x/ and https://c:xxxxx@y/`,
		`an unclean user: http://us/er:S3cretPW@h/`:                                                                        `an unclean user: http://xxxxx@h/`,
		"no URL: a@b.c": "no URL: a@b.c",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}

// Escaped writes the userinfo as url.URL does, so that a driver that ends it at the first "@"
// reads the user and password url.Parse reads; the rest stays byte for byte.
func TestEscaped(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u:Pa@ssW0rdX@127.0.0.1:5432/db?sslmode=disable": "postgres://u:Pa%40ssW0rdX@127.0.0.1:5432/db?sslmode=disable",
		"postgres://a%40b:pw@h/db":                                  "postgres://a%40b:pw@h/db",
		"postgres://u:p:w@h/db":                                     "postgres://u:p%3Aw@h/db",
		"postgres://u@h/db":                                         "postgres://u@h/db",
		"postgres://h/db?password=x":                                "postgres://h/db?password=x",
		"postgres://u:S3cretPW@[::1":                                "postgres://u:S3cretPW@[::1",
	} {
		if got := Escaped(in); got != want {
			t.Errorf("Escaped(%q) = %q; want %q", in, got, want)
		}
	}
}
