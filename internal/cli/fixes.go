package cli

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/internal/store"
)

func newFixesCmd(e *env) *cobra.Command {
	var db string
	var asJSON bool
	var filter store.FixFilter
	list := &cobra.Command{
		Use:   "list",
		Short: "list the stored fixes, newest first",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runFixesList(e, db, asJSON, filter))
		},
	}
	list.Flags().StringVar(&filter.Repo, "repo", "", "only fixes of this repository (as shown by mine)")
	list.Flags().StringVar(&filter.Layout, "layout", "", "only fixes with this test layout")
	list.Flags().IntVar(&filter.Limit, "limit", 0, "at most this many, newest first (0: all)")
	show := &cobra.Command{
		Use:   "show ID",
		Short: "show a stored fix: description, tests, patch",
		RunE: func(_ *cobra.Command, args []string) error {
			return done(runFixesShow(e, db, asJSON, args))
		},
	}
	g := group("fixes", "list or show stored fix records", "use `reaper fixes list` or `reaper fixes show ID`", list, show)
	addStoreFlags(g.PersistentFlags(), &db, &asJSON)
	return g
}

func runFixesList(e *env, db string, asJSON bool, filter store.FixFilter) int {
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "fixes", err)
	}
	defer st.Close()
	recs, err := st.ListFixes(e.ctx, filter)
	if err != nil {
		return fail(e, "fixes", err)
	}
	if asJSON {
		if recs == nil {
			recs = []*corpus.FixRecord{}
		}
		if err := writeJSON(e.stdout, recs); err != nil {
			return fail(e, "fixes", err)
		}
		return exitOK
	}
	printFixList(safeWriter{e.stdout}, recs)
	return exitOK
}

func runFixesShow(e *env, db string, asJSON bool, args []string) int {
	if len(args) != 1 {
		return badUsage(e, "fixes show", "give one fix id (a commit hash or its prefix)")
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "fixes", err)
	}
	defer st.Close()
	rec, err := st.GetFix(e.ctx, args[0])
	if err != nil {
		return fail(e, "fixes", err)
	}
	if asJSON {
		if err := writeJSON(e.stdout, rec); err != nil {
			return fail(e, "fixes", err)
		}
		return exitOK
	}
	printFix(safeWriter{e.stdout}, rec)
	return exitOK
}

func shortID(id string) string {
	if len(id) == 40 {
		return id[:12]
	}
	return id
}

func printFixList(w io.Writer, recs []*corpus.FixRecord) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tDATE\tLAYOUT\tTESTS\tKEY\tBUGS\tTITLE")
	for _, r := range recs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%s\t%s\n", shortID(r.ID), r.Date.Format("2006-01-02"), r.Layout,
			len(r.Tests), len(r.KeyStatements()), oneLine(strings.Join(r.BugIDs, ","), 24), oneLine(r.Title, 72))
	}
	tw.Flush()
	fmt.Fprintln(w, tally.Plural(len(recs), "fix", "fixes"))
}

// printFix shows one fix for reading: description, tests as scripts with their expected
// outcomes (changed statements marked), then the patch.
func printFix(w io.Writer, r *corpus.FixRecord) {
	fmt.Fprintf(w, "fix %s  (%s, %s)\n", r.ID, r.Source, r.Repo)
	if r.Commit != "" {
		fmt.Fprintf(w, "commit  %s (parent %s)\n", r.Commit, shortID(r.Parent))
	}
	fmt.Fprintf(w, "date    %s  author %s\n", r.Date.Format("2006-01-02 15:04"), r.Author)
	fmt.Fprintf(w, "dialect %s  layout %s  bugs %s\n\n", r.Dialect, r.Layout, strings.Join(r.BugIDs, ", "))
	for _, l := range strings.Split(r.Description, "\n") {
		fmt.Fprintf(w, "    %s\n", l)
	}
	for _, c := range r.Tests {
		fmt.Fprintf(w, "\n== test %s (%s)\n", c.Name, c.Format)
		for _, s := range c.Setup {
			printStatement(w, "  setup", s)
		}
		for _, s := range c.Statements {
			mark := "       "
			if s.Key {
				mark = "  * key"
			}
			printStatement(w, mark, s)
		}
	}
	p := r.Patch
	fmt.Fprintf(w, "\n== patch: %s, +%d -%d\n", tally.Plural(len(p.Files), "file", "files"), p.Added, p.Deleted)
	for _, f := range p.Files {
		fmt.Fprintf(w, "  %s (%s) %s\n", f.Path, f.Language, strings.Join(f.Functions, ", "))
	}
	for _, o := range p.Omitted {
		fmt.Fprintf(w, "  omitted %s\n", o)
	}
	for _, n := range r.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	for _, f := range p.Files {
		fmt.Fprintf(w, "\n%s", f.Diff)
	}
}

func printStatement(w io.Writer, mark string, s testfmt.Statement) {
	sql := strings.ReplaceAll(strings.TrimSpace(s.SQL), "\n", "\n"+strings.Repeat(" ", len(mark)+3))
	fmt.Fprintf(w, "%s | %s\n", mark, sql)
	pad := strings.Repeat(" ", len(mark)) + " |   -> "
	switch s.Expect.Kind {
	case testfmt.ExpectError:
		fmt.Fprintf(w, "%serror %s\n", pad, s.Expect.Error)
	case testfmt.ExpectRows:
		fmt.Fprintf(w, "%s%s\n", pad, tally.Plural(len(s.Expect.Rows), "row", "rows"))
		for i, row := range s.Expect.Rows {
			if i == 5 {
				fmt.Fprintf(w, "%s  ...\n", pad)
				break
			}
			fmt.Fprintf(w, "%s  %s\n", pad, strings.Join(row, " | "))
		}
	case testfmt.ExpectOK:
		fmt.Fprintf(w, "%sok\n", pad)
	}
}
