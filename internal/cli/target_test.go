package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A malformed target DSN, wherever a command takes one (a flag, an argument, --reference, the
// configuration file), is bad usage: exit 2, one line, and no part of its password.
func TestMalformedTargetIsBadUsage(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "one.sql")
	if err := os.WriteFile(script, []byte("SELECT 1;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "r.db")
	for _, dsn := range []string{
		"mysql://root:S3cretPW@[::1",
		"mysql://root:S3cret%zzPW@127.0.0.1:3306/",
		"mysql://root:S3cretPW@127.0.0.1:port/",
		"postgres://u:S3cret#PW@127.0.0.1:5432/db",
	} {
		for _, args := range [][]string{
			{"run", "--target", dsn, "--script", script},
			{"target", "check", dsn},
			{"hunt", "--db", db, "--target", dsn},
			{"hunt", "--db", db, "--reference", dsn},
			{"validate", "--all", "--db", db, "--target", dsn},
			{"validate", "--all", "--db", db, "--reference", dsn},
			{"worker", "--db", db, "--target", dsn},
			{"status", "--db", db, "--target", dsn},
		} {
			code, out, errOut := run(t, "", args...)
			if code != exitUsage || !strings.Contains(errOut, "is not a valid URL") || strings.Count(errOut, "\n") != 1 {
				t.Errorf("%s: exit %d, %q; want exit %d and the DSN named invalid on one line", strings.Join(args[:2], " "), code, errOut, exitUsage)
			}
			if all := out + errOut; strings.Contains(all, "S3cret") || strings.Contains(all, "PW") {
				t.Errorf("%s %s: the password is shown: %q", args[0], dsn, all)
			}
		}
	}

	// The same DSN in the configuration file.
	cfg := filepath.Join(dir, "reaper.toml")
	if err := os.WriteFile(cfg, []byte("version = 1\n[target]\ndsn = \"mysql://root:S3cretPW@[::1\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "hunt", "--db", db, "--config", cfg)
	if code != exitUsage || !strings.Contains(errOut, "target.dsn") || strings.Contains(out+errOut, "S3cret") {
		t.Errorf("hunt --config: exit %d, %q", code, errOut)
	}
}

// hunt refuses a server reaper does not manage and names it redacted, secret parameters
// included; the old refusal printed a DSN url.Parse refused whole.
func TestHuntSharedTargetRefusalHidesThePassword(t *testing.T) {
	db := filepath.Join(t.TempDir(), "r.db")
	code, out, errOut := run(t, "", "hunt", "--db", db, "--target", "mysql://root:S3cretPW@127.0.0.1:3306/?password=S3cretQ")
	want := "give --allow-shared to run them on mysql://root:xxxxx@127.0.0.1:3306/?password=xxxxx anyway"
	if code != exitUsage || !strings.Contains(errOut, want) || strings.Contains(out+errOut, "S3cret") {
		t.Errorf("hunt on a shared server: exit %d, %q; want exit %d and %q", code, errOut, exitUsage, want)
	}
}

// A password of any shape the probes tried ("@", "#", "/" or a space in it, a bad escape) in a
// target DSN, an LLM base URL or a --db URL never reaches stdout or stderr: one that does not
// parse is bad usage (exit 2), and one that does, with "@" in its password, is named redacted
// when its server does not answer (exit 1), on one line; PostgreSQL's driver, which ends the
// userinfo at the first "@", is given it escaped, so the rest of the password is not taken for
// the host and quoted.
func TestPasswordsOfAnyShapeNeverShown(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "one.sql")
	if err := os.WriteFile(script, []byte("SELECT 1;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "r.db")
	if code, _, errOut := run(t, "", "import", "--jsonl", "../../internal/demo/corpus.jsonl", "--db", db); code != exitOK {
		t.Fatalf("import: %s", errOut)
	}
	t.Setenv("OPENAI_API_KEY", "sk-test")
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"run", "--script", script, "--target", "mysql://root:Pa@ssW0rdX@127.0.0.1:1/"}, exitFailure},
		{[]string{"run", "--script", script, "--target", "mysql://root:Pa/ssW0rdX@127.0.0.1:1/"}, exitUsage},
		{[]string{"run", "--script", script, "--target", "mysql://root:Pa ssW0rdX@127.0.0.1:1/"}, exitUsage},
		{[]string{"target", "check", "mysql://root:Pa#ssW0rdX@[::1"}, exitUsage},
		{[]string{"target", "check", "postgres://u:Pa@ssW0rdX@127.0.0.1:1/db"}, exitFailure},
		{[]string{"profile", "--fix", "demo-dfa9ab68-round", "--db", db, "--model", "m", "--llm-base-url", "http://user:Pa@ssW0rdX@127.0.0.1:1/v1"}, exitFailure},
		{[]string{"profile", "--fix", "demo-dfa9ab68-round", "--db", db, "--model", "m", "--llm-base-url", "http://user:Pa#ssW0rdX@127.0.0.1:1/v1"}, exitUsage},
		{[]string{"profile", "--fix", "demo-dfa9ab68-round", "--db", db, "--model", "m", "--llm-base-url", "http://user:Pa/ssW0rdX@127.0.0.1:1/v1"}, exitUsage},
		{[]string{"profile", "--fix", "demo-dfa9ab68-round", "--db", db, "--model", "m", "--llm-base-url", "http://user:Pa ssW0rdX@127.0.0.1:1/v1"}, exitUsage},
		{[]string{"profile", "--fix", "demo-dfa9ab68-round", "--db", db, "--model", "m", "--llm-base-url", "http://user:Pa%zzssW0rdX@127.0.0.1:1/v1"}, exitUsage},
		{[]string{"profile", "--fix", "demo-dfa9ab68-round", "--db", db, "--model", "m", "--llm-base-url", "http://127.0.0.1:1/v1?access=ssW0rdX"}, exitFailure},
		{[]string{"hunt", "--db", db, "--model", "m", "--llm-base-url", "http://user:Pa#ssW0rdX@127.0.0.1:1/v1"}, exitUsage},
		{[]string{"status", "--db", "postgres://u:Pa#ssW0rdX@127.0.0.1:1/db"}, exitUsage},
		{[]string{"hunt", "--db", "postgres://u:Pa ssW0rdX@[::1/db"}, exitUsage},
		{[]string{"fixes", "list", "--db", "postgres://u:Pa@ssW0rdX@127.0.0.1:1/db"}, exitFailure},
	} {
		code, out, errOut := run(t, "", c.args...)
		if code != c.code || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: exit %d, want %d, on one line: %q", strings.Join(c.args, " "), code, c.code, errOut)
		}
		for _, leak := range []string{"ssW0rdX", "Pa@", "Pa#", "Pa/", "Pa ", "%zz"} {
			if strings.Contains(out+errOut, leak) {
				t.Errorf("%s: the output shows %q: %q", strings.Join(c.args, " "), leak, out+errOut)
			}
		}
	}
}
