package campaign

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
)

// writeConfig writes text as reaper.toml in a new directory and returns its path.
func writeConfig(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), ConfigFile)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoadConfig(t *testing.T) {
	good := `version = 1
db = "campaign.db"
[repo]
path = "gms"
since = 2024-01-02
[target]
dsn = "sandbox:mariadb"
timeout = "3s"
[llm]
base_url = "http://127.0.0.1:11434/v1"
model = "qwen"
max_cost = 2
price_in = 0.5
[workers]
mine = 2
`
	for _, c := range []struct {
		name, text string
		want       []string // substrings of the error; none for a good file
	}{
		{"good file", good, nil},
		{"unknown key", "version = 1\n[llm]\nmodle = \"x\"\n[repo]\nbranch = \"main\"\n", []string{ConfigFile, "unknown keys llm.modle, repo.branch", "reaper init"}},
		{"wrong version", "version = 2\ndb = \"x.db\"\n", []string{ConfigFile + ":1: version:", "reads version 1 files, not version 2", "reaper init --force"}},
		{"no version", "db = \"x.db\"\n", []string{ConfigFile + ": no version", "version = 1"}},
		{"api key in the file", "version = 1\n[llm]\nmodel = \"m\"\napi_key = \"sk-secret\"\n", []string{"llm.api_key", "never read from a file", "OPENAI_API_KEY"}},
		{"bad duration", "version = 1\n\n[target]\ntimeout = \"ten seconds\"\n", []string{ConfigFile + ":4: target.timeout:", `invalid duration "ten seconds"`}},
		{"negative timeout", "version = 1\n[llm]\ntimeout = \"-1s\"\n", []string{ConfigFile + ":3: llm.timeout:", "must not be negative"}},
		{"negative workers", "version = 1\n[workers]\nprofile = -2\n", []string{ConfigFile + ":3: workers.profile:", "must not be negative"}},
		{"wrong type", "version = 1\n[target]\nallow_shared = \"yes\"\n", []string{ConfigFile, "line 3", "target.allow_shared"}},
		{"path and url", "version = 1\n[repo]\npath = \"a\"\nurl = \"https://example.com/r\"\n", []string{"repo.path and repo.url are both set"}},
		{"syntax error", "version = 1\n[target\n", []string{ConfigFile + ":", "to end table name"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := writeConfig(t, c.text)
			cfg, err := LoadConfig(path)
			if c.want != nil {
				if err == nil {
					t.Fatalf("no error; want one saying %q", c.want)
				}
				for _, w := range c.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("error %q does not say %q", err, w)
					}
				}
				if strings.Contains(err.Error(), "sk-secret") {
					t.Errorf("the error shows the API key: %q", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Dir(path)
			if cfg.DB != filepath.Join(dir, "campaign.db") || !cfg.Sets("db") || cfg.Sets("repo.url") || !cfg.Sets("llm.max_cost") {
				t.Errorf("db %q, sets db %v, repo.url %v, llm.max_cost %v", cfg.DB, cfg.Sets("db"), cfg.Sets("repo.url"), cfg.Sets("llm.max_cost"))
			}
			// The file's values are defaults: --target on the command line wins, the rest is the file's.
			opts := Options{Target: dialect.MustParseTarget("gms:"), Until: "HEAD", ProfileWorkers: 4, Timeout: 10 * time.Second}
			cfg.Apply(&opts, func(key string) bool { return key == "target.dsn" })
			o := opts
			if o.Repo != filepath.Join(dir, "gms") || !o.Since.Equal(time.Date(2024, 1, 2, 0, 0, 0, 0, o.Since.Location())) || o.Until != "HEAD" ||
				o.Target.DSN() != "gms:" || o.Timeout != 3*time.Second || o.ProfileWorkers != 4 || o.MineWorkers != 2 ||
				o.Brain.LLM.BaseURL != "http://127.0.0.1:11434/v1" || o.Brain.LLM.Model != "qwen" || o.Brain.LLM.MaxCost != 2 || o.Brain.LLM.PriceIn != 0.5 {
				t.Errorf("options from the file: %+v", o)
			}
		})
	}
}

// The template `reaper init` writes loads, sets every key, and names each in a comment.
func TestConfigTemplate(t *testing.T) {
	cfg, err := LoadConfig(writeConfig(t, ConfigTemplate))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range append([]string{"version", "db"}, ConfigKeys...) {
		if !cfg.Sets(k) {
			t.Errorf("the template does not set %s", k)
		}
	}
	if len(copyOption) != len(ConfigKeys) {
		t.Errorf("%d keys but %d copy functions", len(ConfigKeys), len(copyOption))
	}
}
