package cli

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// addDBFlag adds --db, the campaign store, to a command that reads or writes one.
func addDBFlag(fs *pflag.FlagSet, db *string) {
	*db = "reaper.db"
	fs.Var(dbValue{db}, "db", "the campaign store: an SQLite file, or postgres://... to share it with workers")
}

// dbValue is a --db flag: a postgres:// URL that is not a well-formed URL is refused as it is
// read (bad usage), named with its password hidden; a file path is the store's to judge.
type dbValue struct{ db *string }

func (d dbValue) String() string { return dialect.Redact(*d.db) }
func (d dbValue) Type() string   { return "string" }

func (d dbValue) Set(v string) error {
	if store.IsPostgres(v) {
		if err := dialect.CheckURL(v); err != nil {
			return err
		}
	}
	*d.db = v
	return nil
}

// addJSONFlag adds --json to a command that can print its result as JSON.
func addJSONFlag(fs *pflag.FlagSet, asJSON *bool) {
	fs.BoolVar(asJSON, "json", false, "print machine-readable JSON instead of text")
}

// addStoreFlags adds --db and --json, the flags of every command that reads the store.
func addStoreFlags(fs *pflag.FlagSet, db *string, asJSON *bool) {
	addDBFlag(fs, db)
	addJSONFlag(fs, asJSON)
}

// choiceValue is a flag with a fixed set of values: a value outside it is refused as the flag is
// read, naming the choices, before the command does any work.
type choiceValue struct {
	v       *string
	choices []string
}

func (c *choiceValue) String() string { return *c.v }

// Type is what help shows after the flag's name: the choices themselves.
func (c *choiceValue) Type() string { return strings.Join(c.choices, "|") }

func (c *choiceValue) Set(v string) error {
	if !slices.Contains(c.choices, v) {
		return fmt.Errorf("use one of %s", strings.Join(c.choices, ", "))
	}
	*c.v = v
	return nil
}

// choiceFlag adds a flag whose value is one of choices (value is the default, "" for none) and
// completes it from them.
func choiceFlag(cmd *cobra.Command, p *string, name, value string, choices []string, usage string) {
	*p = value
	cmd.Flags().Var(&choiceValue{p, choices}, name, usage)
	completeFrom(cmd, name, choices)
}

// completeFrom makes the shell complete a flag's value from a fixed list.
func completeFrom(cmd *cobra.Command, name string, values []string) {
	// It fails only for a flag the command does not define or completes already: the callers
	// define it just before.
	_ = cmd.RegisterFlagCompletionFunc(name, cobra.FixedCompletions(values, cobra.ShellCompDirectiveNoFileComp))
}

// targetValue is a target DSN flag, read once as the flag is read (dialect.ParseTarget): an
// unknown scheme or a malformed URL is bad usage, named redacted; the rest is checked when the
// backend connects.
type targetValue struct{ t *dialect.Target }

func (t targetValue) String() string { return t.t.Redacted() }
func (t targetValue) Type() string   { return "dsn" }

func (t targetValue) Set(v string) error {
	target, err := dialect.ParseTarget(v)
	if err != nil {
		return err
	}
	*t.t = target
	return nil
}

// The --reference values besides a DSN.
const (
	// referenceAuto is the target's default reference engine, where one can be started here
	// (backends.DefaultReference).
	referenceAuto = "auto"
	referenceNone = "none"
)

// reference is what a --reference flag names: the target's default reference engine (auto),
// or target, the zero Target for none.
type reference struct {
	auto   bool
	target dialect.Target
}

// referenceValue is a --reference flag: auto, none, or a target DSN.
type referenceValue struct{ r *reference }

func (r referenceValue) String() string {
	switch {
	case r.r.auto:
		return referenceAuto
	case r.r.target.IsZero():
		return referenceNone
	}
	return r.r.target.Redacted()
}

func (r referenceValue) Type() string { return "dsn|auto|none" }

func (r referenceValue) Set(v string) error {
	*r.r = reference{auto: v == referenceAuto}
	if v == referenceAuto || v == referenceNone {
		return nil
	}
	return targetValue{&r.r.target}.Set(v)
}

// referenceFlag adds --reference, auto by default.
func referenceFlag(cmd *cobra.Command, p *reference, usage string) {
	*p = reference{auto: true}
	cmd.Flags().Var(referenceValue{p}, "reference", usage+`; "auto": a MariaDB sandbox for gms: where MariaDB is installed, a PostgreSQL sandbox for duckdb: where PostgreSQL is installed (given only the tests whose functions and types both catalogs share), none for other targets; "none": no reference`)
	completeFrom(cmd, "reference", append([]string{referenceAuto, referenceNone}, dialect.Targets()...))
}

// resolveReference is the reference engine a --reference value names for target, the zero
// Target for none, and for auto what it chose, or why it found none for a target that has a
// default, for the user.
func resolveReference(ref reference, target dialect.Target) (dialect.Target, string) {
	if ref.auto {
		return backends.DefaultReference(target)
	}
	return ref.target, ""
}

// sayReference resolves a --reference value (resolveReference) and says on stderr what auto chose.
func sayReference(e *env, command string, ref reference, target dialect.Target) dialect.Target {
	t, why := resolveReference(ref, target)
	if why != "" {
		fmt.Fprintf(e.stderr, "reaper %s: %s\n", command, why)
	}
	return t
}

// differentialFlag adds --differential, another release of the target's engine (none by
// default), whose changed outcomes are regressions or fixes by their direction (validate.Release).
func differentialFlag(cmd *cobra.Command, p *dialect.Target, usage string) {
	targetFlag(cmd, p, "differential", "", usage+" (e.g. duckdb:1.5.5 for duckdb:, or gms:build?repo=DIR&rev=REV for gms:); "+
		"a sibling statement that worked on the older release and fails or returns other rows on the newer is a regression, the other way a fix")
}

// targetFlag adds a target flag (value is the default, "" for none).
func targetFlag(cmd *cobra.Command, p *dialect.Target, name, value, usage string) {
	*p = dialect.Target{}
	if value != "" {
		*p = dialect.MustParseTarget(value)
	}
	cmd.Flags().Var(targetValue{p}, name, usage)
	completeFrom(cmd, name, dialect.Targets())
}

// dialectValue is a --dialect flag: a dialect or DBMS name, checked as it is read.
type dialectValue struct{ d *dialect.Dialect }

func (f dialectValue) String() string { return string(*f.d) }
func (f dialectValue) Type() string   { return "dialect" }

func (f dialectValue) Set(v string) error {
	d, err := dialect.Parse(v)
	if err != nil {
		return err
	}
	*f.d = d
	return nil
}

// dialectFlag adds --dialect.
func dialectFlag(cmd *cobra.Command, d *dialect.Dialect, usage string) {
	cmd.Flags().Var(dialectValue{d}, "dialect", usage)
	var names []string
	for _, d := range dialect.Dialects() {
		names = append(names, string(d))
	}
	completeFrom(cmd, "dialect", names)
}

// invalidValue matches pflag's error for a value a flag refused.
var invalidValue = regexp.MustCompile(`^invalid argument "(.*)" for "(?:-\w, )?--([\w-]+)" flag: (.*)$`)

// flagError rewrites pflag's errors into one line that names the flag at fault and what to do;
// Run adds the command and where its flags are listed.
func flagError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	if m := invalidValue.FindStringSubmatch(msg); m != nil {
		value, name, why := m[1], m[2], m[3]
		if v, uerr := strconv.Unquote(`"` + value + `"`); uerr == nil {
			value = v
		}
		if f := cmd.Flags().Lookup(name); f != nil {
			switch f.Value.(type) {
			case targetValue, referenceValue, dbValue:
				// The DSN may hold a password; ParseTarget's reason names it already, redacted.
				value = dialect.Redact(value)
				if strings.Contains(why, value) {
					return fmt.Errorf("--%s: %s", name, why)
				}
			default:
				if w := typeHint[f.Value.Type()]; w != "" {
					why = w
				}
			}
		}
		return fmt.Errorf("--%s %q: %s", name, value, why)
	}
	if name, ok := strings.CutPrefix(msg, "unknown flag: --"); ok {
		return unknownFlag(cmd, "--", name)
	}
	if rest, ok := strings.CutPrefix(msg, "unknown shorthand flag: "); ok {
		// Go's flag package read -db as --db; pflag reads it as -d -b.
		_, arg, _ := strings.Cut(rest, " in -")
		name, _, _ := strings.Cut(arg, "=")
		if f := cmd.Flags().Lookup(name); f != nil && len(name) > 1 {
			return fmt.Errorf("unknown flag -%s: a long flag takes two dashes, --%s", name, name)
		}
		return unknownFlag(cmd, "-", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return fmt.Errorf("%s needs a value", strings.Trim(name, "'"))
	}
	return err
}

// typeHint says what a flag of a pflag type takes, for a value it refused.
var typeHint = map[string]string{
	"int":      "give a whole number",
	"int64":    "give a whole number",
	"float64":  "give a number",
	"duration": "give a duration such as 10s, 2m or 1h30m",
	"bool":     "give true or false",
}

// unknownFlag is the error for a flag the command does not have, with the nearest one it has.
func unknownFlag(cmd *cobra.Command, dashes, name string) error {
	best, bestD, prefixed := "", 3, ""
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if d := editDistance(name, f.Name); d < bestD {
			best, bestD = f.Name, d
		}
		if prefixed == "" && len(name) > 1 && strings.HasPrefix(f.Name, name) {
			prefixed = f.Name
		}
	})
	if best == "" {
		best = prefixed
	}
	if best == "" {
		return fmt.Errorf("unknown flag %s%s", dashes, name)
	}
	return fmt.Errorf("unknown flag %s%s; did you mean --%s?", dashes, name, best)
}

// editDistance is the Levenshtein distance between a and b, counting a swap of two neighbouring
// letters once: "tiemout" is one edit from "timeout".
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range rb {
		d[0][j+1] = j + 1
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// unknownCommand is the error for a word where cmd expects one of its subcommands.
func unknownCommand(cmd *cobra.Command, name string) error {
	cmd.SuggestionsMinimumDistance = 2
	if s := cmd.SuggestionsFor(name); len(s) > 0 {
		return fmt.Errorf("unknown command %q; did you mean %q?", name, s[0])
	}
	if !cmd.HasParent() {
		// reaper's own commands are too many for one line: its usage lists them.
		return fmt.Errorf("unknown command %q", name)
	}
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() && c.Name() != "help" && c.Name() != "completion" {
			names = append(names, c.Name())
		}
	}
	return fmt.Errorf("unknown command %q: use one of %s", name, strings.Join(names, ", "))
}

// noArgs is the Args check of a command that takes no positional argument.
func noArgs(cmd *cobra.Command, args []string) error {
	switch {
	case len(args) == 0:
		return nil
	case cmd.HasSubCommands():
		return unknownCommand(cmd, args[0])
	}
	return fmt.Errorf("unexpected argument %q", args[0])
}

// exitCode ends a command that has printed why itself (fail, badUsage) with that exit code.
type exitCode int

func (c exitCode) Error() string { return "exit " + strconv.Itoa(int(c)) }

// done turns a command's exit code into the error its RunE returns.
func done(code int) error {
	if code == exitOK {
		return nil
	}
	return exitCode(code)
}

// codeOf is the exit code a RunE's error ends reaper with: the command's own, or 2 for the
// errors of the command line itself (flags, arguments), which are not printed yet.
func codeOf(err error) (code int, printed bool) {
	var c exitCode
	if errors.As(err, &c) {
		return int(c), true
	}
	return exitUsage, false
}

// listFilter narrows `candidates list` and `bugs list` alike: a kind, a current triage status, a
// minimum evidence score; an empty kind or status keeps every one, and the score counts only
// when given (scores go below 0).
type listFilter struct {
	kind, status string
	minScore     int
	scoreGiven   bool
}

// addListFilters adds --kind, --status (one of statuses) and --min-score to a list of what.
func addListFilters(cmd *cobra.Command, f *listFilter, what string, statuses []string) {
	choiceFlag(cmd, &f.kind, "kind", "", campaign.KindLabels, "only the "+what+" of this kind")
	choiceFlag(cmd, &f.status, "status", "", statuses, "only the "+what+" whose current triage status is this")
	cmd.Flags().IntVar(&f.minScore, "min-score", 0, "only the "+what+" whose evidence score is at least this")
}

// given records which filters the command line gave; call it before keeps.
func (f *listFilter) given(cmd *cobra.Command) { f.scoreGiven = cmd.Flags().Changed("min-score") }

// keeps says whether the filter keeps a candidate or a bug of this kind, status and score.
func (f listFilter) keeps(kind failure.Kind, status string, score int) bool {
	return (f.kind == "" || string(kind) == f.kind) && (f.status == "" || status == f.status) && (!f.scoreGiven || score >= f.minScore)
}
