package campaign

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/base/tally"
)

// ConfigFile is the configuration file `reaper hunt` reads from the working directory when no
// --config is given, and the one `reaper init` writes.
const ConfigFile = "reaper.toml"

// ConfigVersion is the version of the configuration file format this reaper reads.
const ConfigVersion = 1

// Config is a campaign's configuration file, reaper.toml: the same options as `reaper hunt`'s
// flags, in TOML, with `version = 1` first. Its values are defaults the command line overrides.
// Relative paths (db, repo.path, repo.clone_dir) are taken from the file's directory. The LLM API
// key is never read from a file, only from $OPENAI_API_KEY: a key in the file is an error.
type Config struct {
	// Path is the file the configuration was read from.
	Path string
	// DB is the campaign store; "" when the file does not set it.
	DB string
	// ReferenceAuto is true when the file's target.reference is "auto": the target's default
	// reference engine, which the command line resolves (it links the backends that know it);
	// Options.Reference is then the zero Target.
	ReferenceAuto bool
	// Options holds the file's values; a key the file does not set leaves its field zero.
	Options Options
	// set holds the keys the file sets, lower-cased and dotted ("target.dsn").
	set map[string]bool
}

// ConfigKeys are the keys of a version 1 file besides version and db, in the order `reaper
// init` writes them; Apply copies each onto Options.
var ConfigKeys = []string{
	"repo.path", "repo.url", "repo.since", "repo.until", "repo.clone_dir", "repo.corrections",
	"target.dsn", "target.timeout", "target.allow_shared", "target.reference", "target.differential",
	"llm.base_url", "llm.model", "llm.concurrency", "llm.timeout", "llm.max_tokens", "llm.max_cost", "llm.price_in", "llm.price_out",
	"workers.profile", "workers.mine", "workers.sandboxes", "workers.job_timeout",
}

// copyOption copies the option one key sets from src to dst.
var copyOption = map[string]func(dst, src *Options){
	"repo.path":           func(d, s *Options) { d.Repo = s.Repo },
	"repo.url":            func(d, s *Options) { d.Repo = s.Repo },
	"repo.since":          func(d, s *Options) { d.Since = s.Since },
	"repo.until":          func(d, s *Options) { d.Until = s.Until },
	"repo.clone_dir":      func(d, s *Options) { d.CloneDir = s.CloneDir },
	"repo.corrections":    func(d, s *Options) { d.Corrections = s.Corrections },
	"target.dsn":          func(d, s *Options) { d.Target = s.Target },
	"target.timeout":      func(d, s *Options) { d.Timeout = s.Timeout },
	"target.allow_shared": func(d, s *Options) { d.AllowShared = s.AllowShared },
	"target.reference":    func(d, s *Options) { d.Reference = s.Reference },
	"target.differential": func(d, s *Options) { d.Differential = s.Differential },
	"llm.base_url":        func(d, s *Options) { d.Brain.LLM.BaseURL = s.Brain.LLM.BaseURL },
	"llm.model":           func(d, s *Options) { d.Brain.LLM.Model = s.Brain.LLM.Model },
	"llm.concurrency":     func(d, s *Options) { d.Brain.LLM.Concurrency = s.Brain.LLM.Concurrency },
	"llm.timeout":         func(d, s *Options) { d.Brain.LLM.Timeout = s.Brain.LLM.Timeout },
	"llm.max_tokens":      func(d, s *Options) { d.Brain.LLM.MaxTokens = s.Brain.LLM.MaxTokens },
	"llm.max_cost":        func(d, s *Options) { d.Brain.LLM.MaxCost = s.Brain.LLM.MaxCost },
	"llm.price_in":        func(d, s *Options) { d.Brain.LLM.PriceIn = s.Brain.LLM.PriceIn },
	"llm.price_out":       func(d, s *Options) { d.Brain.LLM.PriceOut = s.Brain.LLM.PriceOut },
	"workers.profile":     func(d, s *Options) { d.ProfileWorkers = s.ProfileWorkers },
	"workers.mine":        func(d, s *Options) { d.MineWorkers = s.MineWorkers },
	"workers.sandboxes":   func(d, s *Options) { d.Sandboxes = s.Sandboxes },
	"workers.job_timeout": func(d, s *Options) { d.JobTimeout = s.JobTimeout },
}

// Sets reports whether the file sets key, dotted as in ConfigKeys, or "db".
func (c *Config) Sets(key string) bool {
	return c.set[strings.ToLower(key)]
}

// Apply copies onto o each option the file sets, except those whose key given reports the
// command line gave: the file's values are defaults, the command line wins. repo.path and
// repo.url both set Repo; an empty one does not override the other.
func (c *Config) Apply(o *Options, given func(key string) bool) {
	for _, k := range ConfigKeys {
		if !c.Sets(k) || given(k) {
			continue
		}
		if (k == "repo.path" || k == "repo.url") && c.Options.Repo == "" {
			continue
		}
		copyOption[k](o, &c.Options)
	}
}

// file is the TOML layout of a version 1 file; its value types check what they decode so an
// error names the key and its line.
type file struct {
	Version int    `toml:"version"`
	DB      string `toml:"db"`
	Repo    struct {
		Path        string `toml:"path"`
		URL         string `toml:"url"`
		Since       date   `toml:"since"`
		Until       string `toml:"until"`
		CloneDir    string `toml:"clone_dir"`
		Corrections bool   `toml:"corrections"`
	} `toml:"repo"`
	Target struct {
		DSN          target    `toml:"dsn"`
		Timeout      duration  `toml:"timeout"`
		AllowShared  bool      `toml:"allow_shared"`
		Reference    reference `toml:"reference"`
		Differential target    `toml:"differential"`
	} `toml:"target"`
	LLM struct {
		BaseURL     string   `toml:"base_url"`
		Model       string   `toml:"model"`
		Concurrency count    `toml:"concurrency"`
		Timeout     duration `toml:"timeout"`
		MaxTokens   count    `toml:"max_tokens"`
		MaxCost     amount   `toml:"max_cost"`
		PriceIn     amount   `toml:"price_in"`
		PriceOut    amount   `toml:"price_out"`
	} `toml:"llm"`
	Workers struct {
		Profile    count    `toml:"profile"`
		Mine       count    `toml:"mine"`
		Sandboxes  count    `toml:"sandboxes"`
		JobTimeout duration `toml:"job_timeout"`
	} `toml:"workers"`
}

// head is what is read before the rest: the version, which says how to read the rest.
type head struct {
	Version version `toml:"version"`
}

// LoadConfig reads a configuration file. An error names the file and, where the TOML library
// knows it, the line and the key: a syntax error, a missing or unknown version, an API key,
// an unknown key, a value of the wrong type or out of range.
func LoadConfig(path string) (*Config, error) {
	var h head
	md, err := toml.DecodeFile(path, &h)
	if err != nil {
		return nil, configError(path, err)
	}
	if !md.IsDefined("version") {
		return nil, fmt.Errorf("%s: no version: start the file with `version = %d` (`reaper init` writes a whole one)", path, ConfigVersion)
	}
	for _, k := range md.Keys() {
		if isAPIKey(k[len(k)-1]) {
			return nil, fmt.Errorf("%s: %s: the API key is never read from a file: remove it and set OPENAI_API_KEY in the environment", path, k)
		}
	}
	var f file
	if md, err = toml.DecodeFile(path, &f); err != nil {
		return nil, configError(path, err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		names := make([]string, len(u))
		for i, k := range u {
			names[i] = k.String()
		}
		sort.Strings(names)
		return nil, fmt.Errorf("%s: unknown %s %s: a version %d file knows db and %s (`reaper init` writes one with every key)",
			path, tally.Noun(len(names), "key", "keys"), strings.Join(names, ", "), ConfigVersion, strings.Join(ConfigKeys, ", "))
	}
	if f.Repo.Path != "" && f.Repo.URL != "" {
		return nil, fmt.Errorf("%s: repo.path and repo.url are both set: give one", path)
	}
	c := &Config{Path: path, DB: f.DB, ReferenceAuto: f.Target.Reference.auto, set: map[string]bool{}}
	for _, k := range md.Keys() {
		c.set[strings.ToLower(k.String())] = true
	}
	dir := filepath.Dir(path)
	o := &c.Options
	o.Repo = f.Repo.URL
	if f.Repo.Path != "" {
		o.Repo = relativeTo(dir, f.Repo.Path)
	}
	o.Since, o.Until, o.CloneDir = time.Time(f.Repo.Since), f.Repo.Until, relativeTo(dir, f.Repo.CloneDir)
	o.Corrections = f.Repo.Corrections
	o.Target, o.Timeout, o.AllowShared = f.Target.DSN.Target, time.Duration(f.Target.Timeout), f.Target.AllowShared
	o.Reference, o.Differential = f.Target.Reference.target, f.Target.Differential.Target
	o.Brain.LLM.BaseURL, o.Brain.LLM.Model = f.LLM.BaseURL, f.LLM.Model
	o.Brain.LLM.Concurrency, o.Brain.LLM.Timeout, o.Brain.LLM.MaxTokens = int(f.LLM.Concurrency), time.Duration(f.LLM.Timeout), int(f.LLM.MaxTokens)
	o.Brain.LLM.MaxCost, o.Brain.LLM.PriceIn, o.Brain.LLM.PriceOut = float64(f.LLM.MaxCost), float64(f.LLM.PriceIn), float64(f.LLM.PriceOut)
	o.ProfileWorkers, o.MineWorkers = int(f.Workers.Profile), int(f.Workers.Mine)
	o.Sandboxes, o.JobTimeout = int(f.Workers.Sandboxes), time.Duration(f.Workers.JobTimeout)
	if !strings.Contains(c.DB, "://") {
		c.DB = relativeTo(dir, c.DB)
	}
	return c, nil
}

// relativeTo resolves a relative path against dir, the configuration file's directory.
func relativeTo(dir, p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}

// isAPIKey reports whether a key's name is one an API key would be written under.
func isAPIKey(name string) bool {
	switch strings.ReplaceAll(strings.ToLower(name), "-", "_") {
	case "api_key", "apikey", "key", "openai_api_key", "token", "api_token":
		return true
	}
	return false
}

// configError prefixes a TOML error with the file, as file:line: key: message when the
// library gives the line.
func configError(path string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		if pe.LastKey != "" {
			return fmt.Errorf("%s:%d: %s: %s", path, pe.Position.Line, pe.LastKey, pe.Message)
		}
		return fmt.Errorf("%s:%d: %s", path, pe.Position.Line, pe.Message)
	}
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("%s: no such file (`reaper init --out %s` writes one)", path, path)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// version is the file's version; another than ConfigVersion is an error.
type version int

func (v *version) UnmarshalTOML(data any) error {
	n, ok := data.(int64)
	if !ok {
		return fmt.Errorf("version must be the number %d", ConfigVersion)
	}
	if n != ConfigVersion {
		return fmt.Errorf("this reaper reads version %d files, not version %d: rewrite the file for version %d (`reaper init --force` writes a fresh one) or use a reaper that reads version %d",
			ConfigVersion, n, ConfigVersion, n)
	}
	*v = version(n)
	return nil
}

// target is a connection string, read as a target flag is (dialect.ParseTarget): an error
// names it redacted.
type target struct{ dialect.Target }

func (t *target) UnmarshalTOML(data any) error {
	s, ok := data.(string)
	if !ok {
		return fmt.Errorf("want a connection string such as \"gms:\" or \"sandbox:mariadb\", not a %T", data)
	}
	if s == "" { // the default: the engine built from the repository, or gms:
		t.Target = dialect.Target{}
		return nil
	}
	v, err := dialect.ParseTarget(s)
	if err != nil {
		return err
	}
	t.Target = v
	return nil
}

// reference is target.reference: "auto", "none" or "" (none), or a connection string.
type reference struct {
	auto   bool
	target dialect.Target
}

func (r *reference) UnmarshalTOML(data any) error {
	switch data {
	case "auto":
		r.auto = true
		return nil
	case "none", "":
		return nil
	}
	var t target
	if err := t.UnmarshalTOML(data); err != nil {
		return err
	}
	r.target = t.Target
	return nil
}

// duration is a non-negative Go duration written as a string, "10s" or "2m".
type duration time.Duration

func (d *duration) UnmarshalTOML(data any) error {
	s, ok := data.(string)
	if !ok {
		return fmt.Errorf("want a duration as a string with a unit, e.g. \"10s\", not %v", data)
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("invalid duration %q: write it like \"10s\", \"2m\" or \"1h30m\"", s)
	}
	if v < 0 {
		return fmt.Errorf("duration %q must not be negative", s)
	}
	*d = duration(v)
	return nil
}

// count is a non-negative whole number.
type count int

func (c *count) UnmarshalTOML(data any) error {
	n, ok := data.(int64)
	if !ok {
		return fmt.Errorf("want a whole number, not %v", data)
	}
	if n < 0 {
		return fmt.Errorf("%d must not be negative", n)
	}
	*c = count(n)
	return nil
}

// amount is a non-negative number, whole or not.
type amount float64

func (a *amount) UnmarshalTOML(data any) error {
	var f float64
	switch n := data.(type) {
	case int64:
		f = float64(n)
	case float64:
		f = n
	default:
		return fmt.Errorf("want a number, not %v", data)
	}
	if f < 0 {
		return fmt.Errorf("%v must not be negative", f)
	}
	*a = amount(f)
	return nil
}

// date is a point in time: a TOML date or date-time, or a string in the --since flag's formats
// (2006-01-02 or RFC 3339); "" is none.
type date time.Time

func (d *date) UnmarshalTOML(data any) error {
	switch v := data.(type) {
	case time.Time:
		*d = date(v)
		return nil
	case string:
		if v == "" {
			return nil
		}
		for _, layout := range []string{"2006-01-02", time.RFC3339} {
			if t, err := time.Parse(layout, v); err == nil {
				*d = date(t)
				return nil
			}
		}
		return fmt.Errorf("invalid date %q: use 2006-01-02 or RFC 3339", v)
	}
	return fmt.Errorf("want a date, not %v", data)
}

// ConfigTemplate is the file `reaper init` writes: every key at its default, with a line on
// what it does. Loaded, it gives the same options as no file at all.
const ConfigTemplate = `# reaper.toml: the configuration of ` + "`reaper hunt`" + `, written by ` + "`reaper init`" + `.
# Every key is set to its default. Flags given on the command line win over this file.
# Relative paths are taken from this file's directory. The LLM API key is never read from
# here: set OPENAI_API_KEY in the environment.

# The format of this file; this reaper reads version 1.
version = 1

# The campaign store, an SQLite file (--db).
db = "reaper.db"

[repo]
# The repository to mine, a local clone, bare or not (--repo); give path or url, not both.
path = ""
# The repository to mine, a URL to clone (--repo).
url = ""
# Only commits after this date, 2006-01-02 or RFC 3339; "" is the whole history (--since).
since = ""
# The revision mining walks back from (--until).
until = "HEAD"
# Where url is cloned; "" is reaper-repos beside the store (--clone-dir).
clone_dir = ""
# Also keep commits of the branch itself (first-parent line) whose message names no fix when their
# tests add an error expectation or their patch adds a guard (a nil, range or type check), unless
# their title calls them new work ("implement ...", "add ..."); they are marked as less certain
# (--corrections). false keeps only commits whose message names a fix or a bug.
corrections = true

[target]
# The target the sibling tests run on: gms:, sandbox:mariadb, sandbox:postgres, mysql://, postgres:// (--target).
# Empty, a hunt over a go-mysql-server repository runs on that engine built at the revision
# mined, and any other hunt on gms:, the go-mysql-server reaper embeds.
dsn = ""
# The limit on each statement on the target (--timeout).
timeout = "10s"
# Run the generated tests on a server reaper does not manage (--allow-shared).
allow_shared = false
# A second engine every sibling test also runs on, its rows the ground truth where no oracle
# applies: "auto" is a MariaDB sandbox for gms: where MariaDB is installed, a PostgreSQL sandbox
# for duckdb: where PostgreSQL is installed (given only the tests whose functions and types both
# catalogs share), and none for other targets; "none" (or "") is none, or a DSN such as
# "sandbox:mariadb" (--reference).
reference = "auto"
# Another release of the target's engine every sibling test also runs on, "" for none: a
# statement that worked on the older release and fails or returns other rows on the newer is a
# regression, the other way a fix (--differential), e.g. "duckdb:1.5.5" for "duckdb:".
differential = ""

[llm]
# The OpenAI-compatible endpoint; "" is $OPENAI_BASE_URL, and with neither the rules brain (--llm-base-url).
base_url = ""
# The model the LLM brain calls (--model).
model = ""
# LLM calls in flight at once (--llm-concurrency).
concurrency = 4
# The limit on one LLM call (--llm-timeout).
timeout = "2m"
# Stop once the LLM calls have spent this many tokens; 0 is no limit (--max-tokens).
max_tokens = 0
# Stop once the LLM calls have cost this many dollars; 0 is no limit; needs the prices (--max-cost).
max_cost = 0.0
# Dollars per million prompt tokens, for max_cost and the cost report (--price-in).
price_in = 0.0
# Dollars per million completion tokens (--price-out).
price_out = 0.0

[workers]
# Fixes profiled at once (--profile-workers).
profile = 4
# Commits analysed at once; 0 is the number of CPUs (--workers).
mine = 0
# Instances of the target started to validate tests at once, one executor each (--sandboxes).
# With db = "postgres://...", the jobs this process works at once.
sandboxes = 1
# With db = "postgres://...": the limit on one job; a job left running by a worker that died is
# handed out again after it (--job-timeout).
job_timeout = "30m"
`
