package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus"
)

func newImportCmd(e *env) *cobra.Command {
	var db, file string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "import --jsonl FILE|-",
		Short: "import fix records from a JSONL file",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runImport(e, db, file, asJSON))
		},
	}
	addStoreFlags(cmd.Flags(), &db, &asJSON)
	cmd.Flags().StringVar(&file, "jsonl", "", "JSONL file of fix records (- for standard input); docs/commands.md documents the fields")
	return cmd
}

func runImport(e *env, db, file string, asJSON bool) int {
	if file == "" {
		return badUsage(e, "import", "give the records with --jsonl FILE")
	}
	var in io.Reader = e.stdin
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return fail(e, "import", fmt.Errorf("cannot read %s: %v", file, err))
		}
		defer f.Close()
		in = f
	}
	recs, bad, err := corpus.ImportJSONL(in)
	if err != nil {
		return fail(e, "import", fmt.Errorf("%s: %v", file, err))
	}
	st, err := openStore(e, db)
	if err != nil {
		return fail(e, "import", err)
	}
	defer st.Close()
	for _, r := range recs {
		if err := st.PutFix(e.ctx, r); err != nil {
			return fail(e, "import", err)
		}
	}
	if asJSON {
		type lineErr struct {
			Line  int    `json:"line"`
			Error string `json:"error"`
		}
		out := struct {
			Imported int       `json:"imported"`
			Bad      []lineErr `json:"bad"`
		}{Imported: len(recs), Bad: []lineErr{}}
		for _, b := range bad {
			out.Bad = append(out.Bad, lineErr{b.Line, b.Err.Error()})
		}
		if err := writeJSON(e.stdout, out); err != nil {
			return fail(e, "import", err)
		}
	} else {
		for _, b := range bad {
			fmt.Fprintf(e.stderr, "reaper import: %s: %v (skipped)\n", file, b)
		}
		fmt.Fprintf(e.stdout, "imported %s from %s into %s", tally.Plural(len(recs), "fix record", "fix records"), file, db)
		if len(bad) > 0 {
			fmt.Fprintf(e.stdout, "; %s skipped", tally.Plural(len(bad), "bad line", "bad lines"))
		}
		fmt.Fprintln(e.stdout)
	}
	if len(bad) > 0 {
		return exitFailure
	}
	return exitOK
}
