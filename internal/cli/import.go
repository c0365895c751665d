package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/reaper-sql/reaper/corpus"
)

func runImport(e *env, args []string) int {
	var db, file string
	var asJSON bool
	fs := newFlags("import", e, &db, &asJSON)
	fs.StringVar(&file, "jsonl", "", "JSONL file of fix records (- for standard input); the README documents the fields")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	if file == "" || fs.NArg() > 0 {
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
		fmt.Fprintf(e.stdout, "imported %d fix records from %s into %s", len(recs), file, db)
		if len(bad) > 0 {
			fmt.Fprintf(e.stdout, "; %d bad lines skipped", len(bad))
		}
		fmt.Fprintln(e.stdout)
	}
	if len(bad) > 0 {
		return exitFailure
	}
	return exitOK
}
