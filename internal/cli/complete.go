package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// idKind is what an argument or a flag names in the store.
type idKind int

const (
	noIDs idKind = iota
	candidateIDs
	bugIDs
	fixIDs
)

// idCompletions are the arguments and flags that name a stored candidate, bug or fix, by the
// command's path under reaper: the shell completes them from the store --db names.
var idCompletions = []struct {
	path  string
	args  idKind
	flags map[string]idKind
}{
	{"candidates show", candidateIDs, nil},
	{"bugs show", bugIDs, nil},
	{"fixes show", fixIDs, nil},
	{"profiles show", fixIDs, nil},
	{"reduce", candidateIDs, nil},
	{"export", candidateIDs, map[string]idKind{"bug": bugIDs, "fix": fixIDs}},
	{"profile", noIDs, map[string]idKind{"fix": fixIDs}},
	{"siblings", noIDs, map[string]idKind{"profile": fixIDs}},
	{"siblings list", noIDs, map[string]idKind{"fix": fixIDs}},
	{"siblings check", noIDs, map[string]idKind{"fix": fixIDs}},
	{"validate", noIDs, map[string]idKind{"fix": fixIDs}},
}

// addIDCompletions makes the commands of idCompletions complete their ids. A path or a flag
// the tree does not have is a bug of this file, which every test that builds the tree catches.
func addIDCompletions(e *env, root *cobra.Command) {
	for _, c := range idCompletions {
		cmd, _, err := root.Find(strings.Fields(c.path))
		if err != nil || cmd.CommandPath() != "reaper "+c.path {
			panic(fmt.Sprintf("id completion: no command %q", c.path))
		}
		if c.args != noIDs {
			ids := completeIDs(e, c.args)
			// Each command takes one id: after it, nothing is completed.
			cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
				if len(args) > 0 {
					return nil, cobra.ShellCompDirectiveNoFileComp
				}
				return ids(cmd, args, toComplete)
			}
		}
		for name, what := range c.flags {
			if err := cmd.RegisterFlagCompletionFunc(name, completeIDs(e, what)); err != nil {
				panic(fmt.Sprintf("id completion: %s --%s: %v", c.path, name, err))
			}
		}
	}
}

// completeIDs completes one id of what from the store the command's --db names, each with a
// short description. A store that does not exist completes nothing, and is not created.
func completeIDs(e *env, what idKind) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		const directive = cobra.ShellCompDirectiveNoFileComp
		f := cmd.Flags().Lookup("db")
		if f == nil {
			return nil, directive
		}
		db := f.Value.String()
		st, err := openExistingStore(e, db) // a mistyped --db completes nothing and creates nothing
		if err != nil {
			return nil, directive
		}
		defer st.Close()
		var out []cobra.Completion
		add := func(id, desc string) {
			if strings.HasPrefix(id, toComplete) {
				out = append(out, cobra.CompletionWithDesc(id, oneLine(desc, 80)))
			}
		}
		switch what {
		case candidateIDs, bugIDs:
			_, cands, bugs, err := campaign.Found(e.ctx, st, "")
			if err != nil {
				return nil, directive
			}
			if what == candidateIDs {
				for _, c := range cands {
					add(c.ID, fmt.Sprintf("%s, %s, %s: %s", c.Construct, c.Kind, c.Status, c.Example))
				}
				break
			}
			for _, b := range bugs {
				add(b.ID, fmt.Sprintf("%s, %s, %s: %s", b.Kind, b.Status, tally.Plural(len(b.Candidates), "candidate", "candidates"), b.Example))
			}
		case fixIDs:
			recs, err := st.ListFixes(e.ctx, store.FixFilter{})
			if err != nil {
				return nil, directive
			}
			for _, r := range recs {
				add(shortID(r.ID), r.Title)
			}
		}
		return out, directive
	}
}
