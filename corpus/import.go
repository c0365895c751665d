package corpus

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// ImportRecord is one line of a JSONL import file: a fix from outside git (a bug-tracker export,
// a hand-written record). docs/commands.md (reaper import) documents it field by field.
type ImportRecord struct {
	ID          string   `json:"id"`
	DBMS        string   `json:"dbms"`
	Dialect     string   `json:"dialect"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	BugIDs      []string `json:"bug_ids"`
	Repo        string   `json:"repo"`
	Commit      string   `json:"commit"`
	Date        string   `json:"date"`
	Test        struct {
		Format string `json:"format"`
		Script string `json:"script"`
		Result string `json:"result"`
	} `json:"test"`
	// Expected optionally gives every statement's outcome, overriding what the script records.
	Expected []testfmt.Expect `json:"expected"`
	// Patch is an optional unified diff (as `git diff` or `git show` print it).
	Patch string `json:"patch"`
}

// LineError is a bad line of an import file.
type LineError struct {
	Line int
	Err  error
}

func (e LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// ImportOptions are the caps of an import.
type ImportOptions struct {
	// MaxRecordBytes caps one line of the file; a longer record is skipped, unread past the
	// cap, as a LineError. Default 4 MiB: a regression test and its patch fit in far less, and
	// decoding a 22 MB record with the statements it carries took gigabytes in later stages.
	MaxRecordBytes int
	// MaxStatementBytes caps one statement of a record's test; a record with a longer one is
	// skipped as a LineError. Default 256 KiB, the grammars' parse limit (grammars.Limits): a
	// longer statement would be refused by every stage that parses it.
	MaxStatementBytes int
}

// Validate fills defaults and rejects negative caps.
func (o *ImportOptions) Validate() error {
	if o.MaxRecordBytes < 0 || o.MaxStatementBytes < 0 {
		return errors.New("import caps must not be negative")
	}
	if o.MaxRecordBytes == 0 {
		o.MaxRecordBytes = 4 << 20
	}
	if o.MaxStatementBytes == 0 {
		o.MaxStatementBytes = 256 << 10
	}
	return nil
}

// ImportJSONL is ImportJSONLWith the default caps.
func ImportJSONL(r io.Reader) ([]*FixRecord, []LineError, error) {
	return ImportJSONLWith(r, ImportOptions{})
}

// ImportJSONLWith reads fix records from JSONL, one JSON object per line (blank lines and lines
// starting with // are passed over). Bad lines, and records past a cap of opts, are returned as
// LineErrors and skipped; the error is for an unreadable input only.
func ImportJSONLWith(r io.Reader, opts ImportOptions) ([]*FixRecord, []LineError, error) {
	if err := opts.Validate(); err != nil {
		return nil, nil, err
	}
	br := bufio.NewReaderSize(r, 64<<10)
	var recs []*FixRecord
	var bad []LineError
	seen := map[string]int{}
	for n := 1; ; n++ {
		line, size, err := readLine(br, opts.MaxRecordBytes)
		if err != nil && err != io.EOF {
			return recs, bad, fmt.Errorf("read import file: line %d: %w", n, err)
		}
		if size == 0 && err == io.EOF {
			return recs, bad, nil
		}
		if size > opts.MaxRecordBytes {
			bad = append(bad, LineError{n, fmt.Errorf("the record is %s, past the %s cap on a record", byteSize(size), byteSize(opts.MaxRecordBytes))})
			continue
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 || bytes.HasPrefix(line, []byte("//")) {
			continue
		}
		rec, lerr := importLine(line, opts)
		if lerr == nil {
			if first, dup := seen[rec.ID]; dup {
				lerr = fmt.Errorf("id %q already used on line %d", rec.ID, first)
			}
		}
		if lerr != nil {
			bad = append(bad, LineError{n, lerr})
		} else {
			seen[rec.ID] = n
			recs = append(recs, rec)
		}
		if err == io.EOF {
			return recs, bad, nil
		}
	}
}

// readLine reads one line, without its newline, keeping at most max bytes of it: size is the
// whole line's length, so a caller tells a line past the cap without holding it. err is io.EOF
// after the last line.
func readLine(br *bufio.Reader, max int) (line []byte, size int, err error) {
	for {
		chunk, err := br.ReadSlice('\n')
		size += len(chunk)
		if len(line) < max {
			line = append(line, chunk[:min(len(chunk), max-len(line))]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == nil {
			// The newline is not part of the record.
			size--
			line = bytes.TrimSuffix(line, []byte("\n"))
		}
		return line, size, err
	}
}

// byteSize formats a byte count for messages: bytes below 1 KiB, else KiB or MiB.
func byteSize(n int) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return strconv.FormatFloat(float64(n*10>>10)/10, 'f', -1, 64) + " KiB"
	}
	return strconv.FormatFloat(float64(n*10>>20)/10, 'f', -1, 64) + " MiB"
}

func importLine(line []byte, opts ImportOptions) (*FixRecord, error) {
	var in ImportRecord
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, fmt.Errorf("not a fix record: %v", err)
	}
	if strings.TrimSpace(in.ID) == "" {
		return nil, errors.New(`"id" is missing`)
	}
	name := in.Dialect
	if name == "" {
		name = in.DBMS
	}
	d, err := dialect.Parse(name)
	if err != nil {
		return nil, fmt.Errorf(`"dbms"/"dialect": %v`, err)
	}
	if strings.TrimSpace(in.Test.Script) == "" {
		return nil, errors.New(`"test.script" is empty: a fix record needs its regression test`)
	}
	format := in.Test.Format
	if format == "" {
		format = testfmt.SQL
	}
	if format == testfmt.GMS {
		return nil, errors.New(`"test.format" gms is Go source; import its statements as format "sql" instead`)
	}
	var result []byte
	if in.Test.Result != "" {
		result = []byte(in.Test.Result)
	}
	f, err := parseTest(format, in.ID+".test", []byte(in.Test.Script), result)
	if err != nil {
		return nil, fmt.Errorf("test.script: %v", err)
	}
	if len(f.Statements) == 0 {
		return nil, errors.New(`"test.script" holds no statements`)
	}
	for _, st := range f.Statements {
		if len(st.SQL) > opts.MaxStatementBytes {
			return nil, fmt.Errorf(`the statement on line %d of "test.script" is %s, past the %s cap on a statement`,
				st.Line, byteSize(len(st.SQL)), byteSize(opts.MaxStatementBytes))
		}
	}
	if in.Expected != nil {
		if len(in.Expected) != len(f.Statements) {
			return nil, fmt.Errorf(`"expected" has %d outcomes for %d statements`, len(in.Expected), len(f.Statements))
		}
		for i := range f.Statements {
			f.Statements[i].Expect = in.Expected[i]
		}
	}
	for i := range f.Statements {
		f.Statements[i].Key = true
	}
	rec := &FixRecord{
		ID: in.ID, Source: "import", Repo: in.Repo, Commit: in.Commit, Title: in.Title,
		Description: in.Description, BugIDs: in.BugIDs, Dialect: d, Layout: format,
		Tests: []TestCase{{File: in.ID, Format: format, Name: in.ID, Statements: f.Statements}},
	}
	if rec.Title == "" {
		rec.Title = title(in.Description)
	}
	if in.Date != "" {
		if rec.Date, err = time.Parse(time.RFC3339, in.Date); err != nil {
			if rec.Date, err = time.Parse("2006-01-02", in.Date); err != nil {
				return nil, fmt.Errorf(`"date" %q: use RFC 3339 (2024-05-01T12:00:00Z) or 2024-05-01`, in.Date)
			}
		}
	}
	if in.Patch != "" {
		rec.Patch = parseUnifiedDiff(in.Patch)
	}
	return rec, nil
}

var (
	hunkHeader = regexp.MustCompile(`^@@ -\d+(?:,(\d+))? \+\d+(?:,(\d+))? @@ ?(.*)$`)
	funcName   = regexp.MustCompile(`((?:[A-Za-z_]\w*::)*~?[A-Za-z_]\w*)\s*\(`)
)

// parseUnifiedDiff splits a unified diff into per-file patches. Hunk lengths from the "@@" headers
// say where a hunk ends, so a deleted line that starts with "-- " is not taken for a file header.
// Function names come from the text git writes after the header ("@@ -1,2 +1,3 @@ int foo(void)").
func parseUnifiedDiff(d string) Patch {
	var p Patch
	var cur *FilePatch
	oldLeft, newLeft := 0, 0
	oldPath := ""
	for _, line := range strings.Split(strings.TrimSuffix(d, "\n"), "\n") {
		if cur != nil && (oldLeft > 0 || newLeft > 0) {
			switch {
			case strings.HasPrefix(line, "+"):
				cur.Added++
				newLeft--
			case strings.HasPrefix(line, "-"):
				cur.Deleted++
				oldLeft--
			case strings.HasPrefix(line, "\\"): // "\ No newline at end of file"
			default:
				oldLeft--
				newLeft--
			}
			cur.Diff += line + "\n"
			continue
		}
		switch {
		case strings.HasPrefix(line, "--- "):
			p.Files = append(p.Files, FilePatch{})
			cur = &p.Files[len(p.Files)-1]
			oldPath = strings.TrimPrefix(strings.TrimSpace(line[4:]), "a/")
		case cur == nil:
			continue
		case strings.HasPrefix(line, "+++ "):
			cur.Path = strings.TrimPrefix(strings.TrimSpace(line[4:]), "b/")
			if cur.Path == "/dev/null" {
				cur.Path, cur.OldPath = oldPath, oldPath
			}
			cur.Language = sourceLanguages[strings.ToLower(path.Ext(cur.Path))]
		case strings.HasPrefix(line, "@@"):
			m := hunkHeader.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			oldLeft, newLeft = hunkLen(m[1]), hunkLen(m[2])
			if f := funcName.FindStringSubmatch(m[3]); f != nil && !slices.Contains(cur.Functions, f[1]) {
				cur.Functions = append(cur.Functions, f[1])
			}
		}
		cur.Diff += line + "\n"
	}
	for _, f := range p.Files {
		p.Added += f.Added
		p.Deleted += f.Deleted
	}
	return p
}

// hunkLen reads a hunk length from its header; an omitted length means one line.
func hunkLen(s string) int {
	if s == "" {
		return 1
	}
	n, _ := strconv.Atoi(s)
	return n
}
