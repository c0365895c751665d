package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/gitfixture"
)

// huntArgsOf is what hunt's command line and configuration file give for args.
func huntArgsOf(t *testing.T, args ...string) huntArgs {
	t.Helper()
	var stderr bytes.Buffer
	cmd := &cobra.Command{Use: "hunt"}
	f := addHuntFlags(cmd)
	if err := cmd.Flags().Parse(args); err != nil {
		t.Fatalf("hunt %s: %v", strings.Join(args, " "), err)
	}
	h, code, ok := huntOptions(&env{ctx: t.Context(), stdout: &bytes.Buffer{}, stderr: &stderr}, cmd.Flags(), f)
	if !ok {
		t.Fatalf("hunt %s: exit %d\n%s", strings.Join(args, " "), code, stderr.String())
	}
	return h
}

// The file `reaper init` writes gives hunt the same options as no file at all, whether hunt
// finds it in the working directory or is given --config.
func TestInitWritesTheDefaults(t *testing.T) {
	t.Chdir(t.TempDir())
	none := huntArgsOf(t, "--repo", "r")
	if code, out, errOut := run(t, "", "init"); code != 0 || !strings.Contains(out, "wrote reaper.toml") {
		t.Fatalf("init: exit %d\n%s%s", code, out, errOut)
	}
	if found := huntArgsOf(t, "--repo", "r"); !reflect.DeepEqual(found, none) {
		t.Errorf("with ./reaper.toml as init wrote it:\n%+v\nwant as with no file:\n%+v", found, none)
	}
	if given := huntArgsOf(t, "--repo", "r", "--config", "reaper.toml"); !reflect.DeepEqual(given, none) {
		t.Errorf("with --config reaper.toml as init wrote it:\n%+v\nwant as with no file:\n%+v", given, none)
	}
	// ./reaper.toml is read when no --config is given: a value changed in it shows.
	text, err := os.ReadFile("reaper.toml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("reaper.toml", []byte(strings.Replace(string(text), "profile = 4", "profile = 2", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if h := huntArgsOf(t, "--repo", "r"); h.opts.ProfileWorkers != 2 {
		t.Errorf("workers.profile = 2 in ./reaper.toml gave %d profile workers", h.opts.ProfileWorkers)
	}
	if h := huntArgsOf(t, "--repo", "r", "--profile-workers", "3"); h.opts.ProfileWorkers != 3 {
		t.Errorf("--profile-workers 3 over the file's 2 gave %d", h.opts.ProfileWorkers)
	}
}

// `reaper init`, the file's [repo] path and until set, then `reaper hunt --config` with --db
// and --until on the command line: the hunt mines the file's repository from HEAD into the --db
// store, not the file's db (and the file's until, a revision that does not exist, is not used).
func TestInitThenHuntWithConfig(t *testing.T) {
	dbmstest.Engines(t)
	repo := t.TempDir()
	gitfixture.Build(t, repo, gmsHistory())
	dir := t.TempDir()
	config := filepath.Join(dir, "campaign.toml")
	if code, out, errOut := run(t, "", "init", "--out", config); code != 0 || !strings.Contains(out, "--config "+config) {
		t.Fatalf("init --out: exit %d\n%s%s", code, out, errOut)
	}
	text, err := os.ReadFile(config)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(text), "path = \"\"", "path = "+tomlString(repo), 1)
	edited = strings.Replace(edited, "until = \"HEAD\"", "until = \"no-such-revision\"", 1)
	if edited == string(text) {
		t.Fatal("the template has no `path = \"\"` to set")
	}
	if err := os.WriteFile(config, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}

	db := filepath.Join(t.TempDir(), "flag.db")
	code, out, errOut := run(t, "", "hunt", "--config", config, "--db", db, "--until", "HEAD", "--json")
	var sum campaign.Summary
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil {
		t.Fatalf("hunt --config: exit %d\n%s%s", code, out, errOut)
	}
	if sum.Store != db || sum.Mine == nil || sum.Campaign.Fixes != 1 || sum.Target != "gms:" {
		t.Fatalf("hunt --config --db: store %s, %d fixes on %s; want the fix of the file's repository in %s", sum.Store, sum.Campaign.Fixes, sum.Target, db)
	}
	if _, err := os.Stat(filepath.Join(dir, "reaper.db")); !os.IsNotExist(err) {
		t.Errorf("the file's db was created although --db was given: %v", err)
	}

	// A bad file stops hunt before any work, naming the file and the key.
	if err := os.WriteFile(config, []byte(strings.Replace(edited, "timeout = \"10s\"", "timeout = \"-10s\"", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "", "hunt", "--config", config, "--db", db)
	if code != exitUsage || !strings.Contains(errOut, config+":") || !strings.Contains(errOut, "target.timeout: duration \"-10s\" must not be negative") {
		t.Errorf("hunt with a negative timeout in the file: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = run(t, "", "hunt", "--config", filepath.Join(dir, "none.toml"), "--db", db)
	if code != exitUsage || !strings.Contains(errOut, "none.toml: no such file") {
		t.Errorf("hunt with a missing --config: exit %d, stderr %q", code, errOut)
	}
}

// tomlString writes s as a TOML basic string (JSON's escapes are TOML's).
func tomlString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// init refuses to overwrite a file without --force, and overwrites it with.
func TestInitRefusesToOverwrite(t *testing.T) {
	out := filepath.Join(t.TempDir(), "reaper.toml")
	if err := os.WriteFile(out, []byte("# mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run(t, "", "init", "--out", out)
	if code != exitFailure || !strings.Contains(errOut, out+" exists: give --force to overwrite it") {
		t.Fatalf("init over an existing file: exit %d, stderr %q", code, errOut)
	}
	if b, _ := os.ReadFile(out); string(b) != "# mine\n" {
		t.Fatalf("init changed the existing file:\n%s", b)
	}
	if code, _, errOut := run(t, "", "init", "--out", out, "--force"); code != 0 {
		t.Fatalf("init --force: exit %d, %s", code, errOut)
	}
	if b, _ := os.ReadFile(out); string(b) != campaign.ConfigTemplate {
		t.Fatalf("init --force wrote:\n%s", b)
	}
	if _, err := campaign.LoadConfig(out); err != nil {
		t.Fatal(err)
	}
}

// Every key of the configuration file names one of hunt's flags, so a flag given on the command
// line wins over it.
func TestEveryConfigKeyHasItsFlag(t *testing.T) {
	cmd := &cobra.Command{Use: "hunt"}
	addHuntFlags(cmd)
	for _, k := range append([]string{"db"}, campaign.ConfigKeys...) {
		if f := huntFlagOf[k]; f == "" || cmd.Flags().Lookup(f) == nil {
			t.Errorf("key %s: flag %q is not one of hunt's", k, f)
		}
	}
}
