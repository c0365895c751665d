package cli

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/llm/llmtest"
	"github.com/reaper-sql/reaper/internal/gitfixture"
	"github.com/reaper-sql/reaper/profile"
)

// minedStore mines gmsHistory into a fresh store and returns it with the fix's commit.
func minedStore(t *testing.T) (db, fix string) {
	t.Helper()
	repo := t.TempDir()
	hashes := gitfixture.Build(t, repo, gmsHistory())
	db = filepath.Join(t.TempDir(), "r.db")
	if code, out, errOut := run(t, "", "mine", "--db", db, "--repo", repo); code != 0 {
		t.Fatalf("mine: exit %d\n%s\n%s", code, out, errOut)
	}
	return db, hashes[1].String()
}

func TestProfileOffline(t *testing.T) {
	db, fix := minedStore(t)
	code, out, errOut := run(t, "", "profile", "--all", "--db", db)
	if code != 0 || !strings.Contains(out, fix[:12]) || !strings.Contains(out, "ROUND") ||
		!strings.Contains(out, "profiled 1 fix (rules)") || !strings.Contains(out, "agreed at once") {
		t.Fatalf("profile --all: exit %d\n%s\n%s", code, out, errOut)
	}
	if strings.Contains(out, "\x1b") {
		t.Errorf("a terminal escape from the commit message reached the output:\n%q", out)
	}
	// Profiled fixes are not profiled again.
	if code, out, _ := run(t, "", "profile", "--all", "--db", db); code != 0 || !strings.Contains(out, "profiled 0 fixes") {
		t.Fatalf("second profile --all: exit %d\n%s", code, out)
	}

	code, out, _ = run(t, "", "profiles", "list", "--db", db, "--status", "accepted")
	if code != 0 || !strings.Contains(out, "ROUND") || !strings.Contains(out, "crash") || !strings.Contains(out, "no_crash") ||
		!strings.Contains(out, "1 profile: agreed at once 100.0%") {
		t.Fatalf("profiles list: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "profiles", "show", "--db", db, fix[:8])
	for _, want := range []string{"n_fault  ROUND", "S_key    SELECT ROUND(DATE '2020-01-01')", "P_fail   [crash]", "O_fix    [no_crash]", "rounds"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("profiles show: exit %d, want %q in\n%s", code, want, out)
		}
	}
	code, out, _ = run(t, "", "profiles", "show", "--db", db, "--json", fix)
	var p profile.Profile
	if code != 0 || json.Unmarshal([]byte(out), &p) != nil || p.Trigger.Fault != "ROUND" || p.Provenance.Brain != "rules" {
		t.Fatalf("profiles show --json: exit %d\n%s", code, out)
	}

	labels := filepath.Join(t.TempDir(), "labels.jsonl")
	line := `{"repo":"fixture","commit":"` + fix + `","dialect":"mysql","n_fault":"ROUND","class":"crash","why":"the patch guards Round","sql":"SELECT ROUND(DATE '2020-01-01')","set":"dev"}` + "\n"
	if err := os.WriteFile(labels, []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = run(t, "", "eval", "profiles", "--db", db, "--labels", labels)
	if code != 0 || !strings.Contains(out, "n_fault right        1  (100.0% of accepted") {
		t.Fatalf("eval profiles: exit %d\n%s", code, out)
	}
	if code, _, errOut := run(t, "", "eval", "profiles", "--db", db, "--labels", labels, "--set", "holdout"); code != 1 || !strings.Contains(errOut, `no labels in set "holdout"`) {
		t.Fatalf("eval --set holdout: exit %d\n%s", code, errOut)
	}
}

// The LLM brain through the command line, against a scripted endpoint: the answers are cached in
// the store, so a second run makes no call.
func TestProfileWithScriptedEndpoint(t *testing.T) {
	db, fix := minedStore(t)
	ep := &llmtest.Endpoint{Models: []string{"scripted-model", "other-model"}, Answer: func(a string, round, nth int) (int, string, time.Duration) {
		if a == "query" {
			return http.StatusOK, `{"n_fault":"ROUND","s_key":"SELECT ROUND(DATE '2020-01-01')","p_fail_class":"crash","p_fail_pattern":"ROUND panics on a DATE","unsure":false,"candidates":["ROUND"],"reasoning":"scripted"}`, 0
		}
		return http.StatusOK, `{"n_fault":"ROUND","c_fix":"ROUND of a DATE returns a number or an error","o_fix_kind":"no_crash","o_fix_condition":"the statement returns","class":"crash","unsure":false,"candidates":["ROUND"],"reasoning":"scripted"}`, 0
	}}
	url := ep.Start(t)
	t.Setenv("OPENAI_API_KEY", llmtest.Key)
	t.Setenv("OPENAI_BASE_URL", "")
	code, out, errOut := run(t, "", "profile", "--fix", fix[:10], "--db", db, "--llm-base-url", url, "--model", "scripted-model")
	if code != 0 || !strings.Contains(out, "profiled 1 fix (llm, scripted-model)") || !strings.Contains(out, "model calls 2 (0 answered from the cache), tokens 240") {
		t.Fatalf("profile with the scripted endpoint: exit %d\n%s\n%s", code, out, errOut)
	}
	// The profile is up to date: a second run makes nothing, and one with --redo is answered
	// from the cache.
	code, out, _ = run(t, "", "profile", "--fix", fix, "--db", db, "--llm-base-url", url, "--model", "scripted-model")
	if code != 0 || !strings.Contains(out, "profiled 0 fixes") || !strings.Contains(out, "1 fix profiled from the same inputs before") {
		t.Fatalf("second run: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "profile", "--fix", fix, "--redo", "--db", db, "--llm-base-url", url, "--model", "scripted-model")
	if code != 0 || !strings.Contains(out, "model calls 0 (2 answered from the cache), tokens 0") {
		t.Fatalf("run with --redo: exit %d\n%s", code, out)
	}
	if ep.Count("query", 1) != 1 || ep.Count("patch", 1) != 1 {
		t.Errorf("endpoint calls: query %d, patch %d; want one each", ep.Count("query", 1), ep.Count("patch", 1))
	}
	code, out, _ = run(t, "", "profiles", "list", "--db", db, "--brain", "llm")
	if code != 0 || !strings.Contains(out, "ROUND") {
		t.Fatalf("profiles list --brain llm: exit %d\n%s", code, out)
	}
	// The key never reaches the store.
	b, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), llmtest.Key) {
		t.Error("the API key was written to the store")
	}

	// A model the endpoint does not list is refused before any work.
	code, _, errOut = run(t, "", "profile", "--all", "--redo", "--db", db, "--llm-base-url", url, "--model", "gpt-9")
	if code != 1 || !strings.Contains(errOut, `no model "gpt-9"; it offers: other-model, scripted-model`) {
		t.Fatalf("unknown model: exit %d\n%s", code, errOut)
	}
	// A budget the first call spends stops the run cleanly, saying how to go on; the profile
	// made before stays.
	code, _, errOut = run(t, "", "profile", "--all", "--redo", "--db", db, "--llm-base-url", url, "--model", "other-model",
		"--max-tokens", "1", "--llm-concurrency", "1")
	if code != 1 || !strings.Contains(errOut, "the LLM budget is spent") || !strings.Contains(errOut, "run again") {
		t.Fatalf("budget: exit %d\n%s", code, errOut)
	}
	if code, out, _ := run(t, "", "profiles", "list", "--db", db, "--brain", "llm"); code != 0 || !strings.Contains(out, "ROUND") {
		t.Fatalf("the profile made before the budget run is gone: exit %d\n%s", code, out)
	}
}

// profile --all follows hunt's rule of what is done: a fix whose stored profile was made from
// other inputs (here other analyzer options, --rounds 5) is profiled again, one made from the
// inputs it has now is not; --fix narrows the fixes and --redo takes the up-to-date ones too.
func TestProfileRedoesWhatChanged(t *testing.T) {
	db := filepath.Join(t.TempDir(), "r.db")
	if code, _, errOut := run(t, "", "import", "--db", db, "--jsonl", "../../profile/testdata/paper_fixes.jsonl"); code != 0 {
		t.Fatalf("import: %s", errOut)
	}
	profiled := func(args ...string) []string {
		t.Helper()
		code, out, errOut := run(t, "", append([]string{"profile", "--db", db, "--json"}, args...)...)
		var got struct {
			Profiles []profile.Profile `json:"profiles"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &got) != nil {
			t.Fatalf("profile %v: exit %d\n%s\n%s", args, code, out, errOut)
		}
		var ids []string
		for _, p := range got.Profiles {
			ids = append(ids, p.FixID)
		}
		slices.Sort(ids)
		return ids
	}
	const changed = "paper-count-distinct-bit"
	if got := profiled("--all"); len(got) != 4 {
		t.Fatalf("the first profile --all made %v; want the 4 fixes", got)
	}
	if got := profiled("--fix", changed, "--rounds", "5"); !slices.Equal(got, []string{changed}) {
		t.Fatalf("profile --fix %s --rounds 5 made %v", changed, got)
	}
	// Stored under the key of 5 rounds, the profile is not the one the default options make.
	if got := profiled("--all"); !slices.Equal(got, []string{changed}) {
		t.Fatalf("profile --all after a change of options made %v; want only %s", got, changed)
	}
	if got := profiled("--all"); len(got) != 0 {
		t.Fatalf("profile --all with every profile up to date made %v", got)
	}
	if got := profiled("--fix", changed); len(got) != 0 {
		t.Fatalf("profile --fix of an up-to-date profile made %v", got)
	}
	if got := profiled("--fix", changed, "--redo"); !slices.Equal(got, []string{changed}) {
		t.Fatalf("profile --fix --redo made %v", got)
	}
	if got := profiled("--all", "--redo"); len(got) != 4 {
		t.Fatalf("profile --all --redo made %v; want the 4 fixes", got)
	}
}

func TestProfileBadUsage(t *testing.T) {
	db, _ := minedStore(t)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"profile", "--db", db}, 2, "give --fix ID or --all"},
		{[]string{"profile", "--db", db, "--all", "--fix", "abc"}, 2, "give --fix ID or --all"},
		{[]string{"profile", "--db", db, "--all", "--rounds", "11"}, 2, "rounds must be between 1 and 10"},
		{[]string{"profile", "--db", db, "--all", "--llm-base-url", "http://127.0.0.1:1/v1"}, 2, "--llm-base-url needs --model"},
		{[]string{"profile", "--db", db, "--all", "--llm-base-url", "http://127.0.0.1:1/v1", "--model", "m"}, 1, "cannot reach the LLM endpoint"},
		{[]string{"profile", "--db", db, "--all", "--llm-base-url", "ftp://x", "--model", "m"}, 1, "is not an http(s) URL"},
		{[]string{"profile", "--db", db, "--all", "--llm-base-url", "http://x", "--model", "m", "--max-cost", "1"}, 1, "--price-in"},
		{[]string{"profile", "--db", db, "--fix", "deadbeef"}, 1, `no fix "deadbeef"`},
		{[]string{"profiles"}, 2, "use `reaper profiles list`"},
		{[]string{"profiles", "list", "--db", db, "--status", "maybe"}, 2, `--status "maybe": use one of accepted, dropped`},
		{[]string{"profiles", "show", "--db", db, "deadbeef"}, 1, `no profile "deadbeef"`},
		{[]string{"eval", "--db", db}, 2, "use `reaper eval profiles"},
		{[]string{"eval", "profiles", "--db", db}, 2, "give --labels FILE"},
		{[]string{"eval", "profiles", "--db", db, "--labels", filepath.Join(t.TempDir(), "none.jsonl")}, 1, "labels:"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("reaper %s: exit %d, stderr %q; want exit %d saying %q", strings.Join(c.args, " "), code, errOut, c.code, c.want)
		}
		if strings.Contains(errOut, "goroutine ") || strings.Contains(errOut, "panic:") {
			t.Errorf("reaper %s printed a stack trace:\n%s", strings.Join(c.args, " "), errOut)
		}
	}
	// An empty store says what to do first.
	empty := filepath.Join(t.TempDir(), "empty.db")
	if code, _, errOut := run(t, "", "profile", "--all", "--db", empty); code != 1 || !strings.Contains(errOut, "run `reaper mine` or `reaper import` first") {
		t.Errorf("profile on an empty store: exit %d, %s", code, errOut)
	}
}

// With --target the rules brain knows the target's functions: a function the patch changes but
// the test never calls becomes a candidate of the patch side.
func TestProfileWithATargetCatalog(t *testing.T) {
	dbmstest.Engines(t)
	target := "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
	if v := os.Getenv("REAPER_TEST_POSTGRES"); v != "" {
		target = v
	}
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	records := filepath.Join(t.TempDir(), "fixes.jsonl")
	rec := `{"id":"regexp-count-fix","dbms":"postgresql","title":"Fix a count of overlapping matches","description":"Counting skipped matches that overlap.",` +
		`"test":{"format":"sql","script":"SELECT 1 + 1;\n"},"expected":[{"kind":"rows","rows":[["2"]]}],` +
		`"patch":"--- a/src/backend/utils/adt/regexp.c\n+++ b/src/backend/utils/adt/regexp.c\n@@ -1,1 +1,1 @@ regexp_count(PG_FUNCTION_ARGS)\n-\tint x = 0;\n+\tint x = 1;\n"}` + "\n"
	if err := os.WriteFile(records, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	candidates := func(args ...string) []string {
		t.Helper()
		db := filepath.Join(t.TempDir(), "r.db")
		if code, _, errOut := run(t, "", "import", "--db", db, "--jsonl", records); code != 0 {
			t.Fatalf("import: %s", errOut)
		}
		code, _, errOut := run(t, "", append([]string{"profile", "--all", "--db", db}, args...)...)
		if code != 0 {
			if os.Getenv("CI") != "true" && strings.Contains(errOut, "does not answer") {
				t.Skipf("no PostgreSQL: %s", errOut)
			}
			t.Fatalf("profile %v: exit %d: %s", args, code, errOut)
		}
		_, out, _ := run(t, "", "profiles", "show", "--db", db, "--json", "regexp-count-fix")
		var p profile.Profile
		if err := json.Unmarshal([]byte(out), &p); err != nil || len(p.Provenance.Rounds) == 0 || p.Provenance.Rounds[0].Patch == nil {
			t.Fatalf("profiles show: %v\n%s", err, out)
		}
		var names []string
		for _, c := range p.Provenance.Rounds[0].Patch.Candidates {
			names = append(names, c.Construct)
		}
		return names
	}
	has := func(names []string) bool {
		for _, n := range names {
			if profile.SameConstruct(n, "REGEXP_COUNT") {
				return true
			}
		}
		return false
	}
	if without := candidates(); has(without) {
		t.Fatalf("without a target the patch side already knows REGEXP_COUNT: %v", without)
	}
	if with := candidates("--target", target); !has(with) {
		t.Errorf("with the PostgreSQL catalog the patch side misses REGEXP_COUNT: %v", with)
	}
}
