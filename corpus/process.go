package corpus

import (
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/reaper-sql/reaper/base/tally"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// process analyses one commit: is it a fix with a regression test, and if so its record.
func (m *miner) process(r *repo, j job) Result {
	res := Result{Repo: m.name, Commit: j.hash.String()}
	skip := func(reason string, err error) Result {
		res.Skip = reason
		var me *missingError
		if errors.As(err, &me) {
			res.Skip, res.Detail = SkipMissing, me.Error()
		}
		return res
	}
	// The walk stops at shallow boundaries, so a parent that cannot be read here is damage.
	parent, err := object.GetCommit(r.storage, j.parent)
	if err != nil {
		return skip(SkipMissing, &missingError{what: "commit", hash: j.parent, err: err})
	}
	changes, err := r.diffTrees(parent.TreeHash, j.tree, "", nil)
	if err != nil {
		return skip(SkipMissing, err)
	}

	tests := map[string]testRef{}
	var sources []change
	for _, ch := range changes {
		if ref, ok := classifyTest(ch.Path, m.layouts); ok {
			tests[ref.Main] = ref
		} else if sourceLanguage(ch.Path) != "" {
			sources = append(sources, ch)
		}
	}
	if len(tests) == 0 {
		return skip(SkipNoTest, nil)
	}
	if len(sources) == 0 {
		return skip(SkipNoSource, nil)
	}
	ids, evidence := bugIDs(j.message)
	// Corrections are kept only on the first-parent line (below): the tests and patch of a
	// commit without fix evidence anywhere else are read only when the caller asked to see it.
	if !evidence && !m.opts.PassedOver && (!m.opts.Corrections || !j.mainline) {
		return skip(SkipNoEvidence, nil)
	}

	rec := &FixRecord{
		ID: j.hash.String(), Source: "git", Repo: m.name, Commit: j.hash.String(), Parent: j.parent.String(),
		Date: j.when.UTC(), Author: j.author, Title: title(j.message), Description: strings.TrimSpace(j.message),
		BugIDs: ids,
	}
	missing := m.patch(r, sources, rec)
	if len(rec.Patch.Files) == 0 {
		// Without one readable source file there is no patch to learn the fix from.
		return skip(SkipOnlyOmitted, missing)
	}

	mains := make([]string, 0, len(tests))
	for p := range tests {
		mains = append(mains, p)
	}
	sort.Strings(mains)
	formats := map[string]int{}
	// Go unit tests are the fallback: read only when no other changed test yields a case.
	for _, goUnit := range []bool{false, true} {
		if goUnit && len(rec.Tests) > 0 {
			break
		}
		for _, p := range mains {
			ref := tests[p]
			if (ref.Format == testfmt.GoUnit) != goUnit {
				continue
			}
			cases, err := m.testCases(r, ref, parent.TreeHash, j.tree, rec)
			if err != nil {
				return skip(SkipMissing, err)
			}
			for _, c := range cases {
				formats[c.Format]++
			}
			rec.Tests = append(rec.Tests, cases...)
		}
	}
	if len(rec.Tests) == 0 {
		return skip(SkipNoCases, nil)
	}
	for f, n := range formats {
		if n > formats[rec.Layout] || (n == formats[rec.Layout] && f < rec.Layout) {
			rec.Layout = f
		}
	}
	rec.Dialect = dialectOf(rec.Layout)
	if !evidence {
		// Only a commit of the branch itself: inside a merged branch a commit is the branch's
		// work in progress, whose error tests and guards are its new code's (measured on
		// go-mysql-server: half of such commits corrected nothing that existed before).
		if j.mainline {
			rec.Correction = Correction(rec)
		}
		if !m.opts.Corrections || len(rec.Correction) == 0 {
			res.Skip, res.PassedOver = SkipNoEvidence, rec
			if !m.opts.PassedOver {
				res.PassedOver = nil
			}
			return res
		}
	}
	res.Fix = rec
	return res
}

// title is the first line of a commit message.
func title(msg string) string {
	msg = strings.TrimSpace(msg)
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	return strings.TrimSpace(msg)
}

// patch fills rec.Patch from the changed source files: vendored, generated and binary files and
// objects the clone lacks are listed as omitted; the diff text is capped at MaxPatchBytes. It
// returns the first object found missing, if any.
func (m *miner) patch(r *repo, sources []change, rec *FixRecord) (missing error) {
	p := &rec.Patch
	size := 0
	for _, ch := range sources {
		if reason := omitReason(ch.Path); reason != "" {
			p.Omitted = append(p.Omitted, ch.Path+": "+reason)
			continue
		}
		var texts [2][]byte
		var err error
		for i, h := range []plumbing.Hash{ch.From, ch.To} {
			if h.IsZero() {
				continue
			}
			if texts[i], err = r.blob(h); err != nil {
				rec.Notes = append(rec.Notes, fmt.Sprintf("%s: %v (partial clone?); left out of the patch", ch.Path, err))
				if missing == nil {
					missing = err
				}
				break
			}
		}
		switch {
		case err != nil:
			p.Omitted = append(p.Omitted, ch.Path+": object missing")
			continue
		case isBinary(texts[0]) || isBinary(texts[1]):
			p.Omitted = append(p.Omitted, ch.Path+": binary")
			continue
		case isGenerated(texts[0]) || isGenerated(texts[1]):
			p.Omitted = append(p.Omitted, ch.Path+": generated")
			continue
		}
		oldText, newText := toUTF8(string(texts[0])), toUTF8(string(texts[1]))
		ops := lineDiff(oldText, newText)
		lang := sourceLanguage(ch.Path)
		fp := FilePatch{Path: ch.Path, Language: lang, Functions: touchedFunctions(lang, oldText, newText, ops)}
		for _, op := range ops {
			switch op.kind {
			case '+':
				fp.Added++
			case '-':
				fp.Deleted++
			}
		}
		if ch.To.IsZero() {
			fp.OldPath = ch.Path
		}
		body := unified(ops, 3)
		if size+len(body) > m.opts.MaxPatchBytes {
			body = cutAtLine(body, m.opts.MaxPatchBytes-size)
			p.Truncated = true
		}
		size += len(body)
		fp.Diff = fileHeader(ch) + body
		p.Added += fp.Added
		p.Deleted += fp.Deleted
		p.Files = append(p.Files, fp)
	}
	if p.Truncated {
		rec.Notes = append(rec.Notes, fmt.Sprintf("patch text capped at %d bytes", m.opts.MaxPatchBytes))
	}
	return missing
}

func fileHeader(ch change) string {
	from, to := "a/"+ch.Path, "b/"+ch.Path
	if ch.From.IsZero() {
		from = "/dev/null"
	}
	if ch.To.IsZero() {
		to = "/dev/null"
	}
	return fmt.Sprintf("--- %s\n+++ %s\n", from, to)
}

// cutAtLine shortens s to at most n bytes, ending at a line boundary.
func cutAtLine(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	s = s[:n]
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[:i+1]
	}
	return ""
}

// testCases reads one changed regression test at the fix and at its parent and returns the
// cases the fix added or changed. A missing object fails the commit; a file the parser cannot
// read at the fix is noted and left out.
func (m *miner) testCases(r *repo, ref testRef, oldTree, newTree plumbing.Hash, rec *FixRecord) ([]TestCase, error) {
	var reg *goRegistry
	if ref.Format == testfmt.GoUnit {
		// Both versions of a Go unit test are read by the fix's registry.
		var err error
		if reg, err = m.registries.registryAt(r, newTree); err != nil || reg.reg.Len() == 0 {
			return nil, err
		}
	}
	var files [2]*testfmt.File // at the parent, at the fix
	if ref.Format == testfmt.GMS {
		var err error
		if files, err = m.gmsParsed(r, ref, oldTree, newTree, rec); err != nil || files[1] == nil {
			return nil, err
		}
	} else {
		for i, tree := range []plumbing.Hash{oldTree, newTree} {
			f, err := m.parsed(r, ref, tree, rec, reg)
			if err != nil {
				return nil, err
			}
			if f == nil && i == 1 {
				return nil, nil
			}
			files[i] = f // nil at the parent: a new test file, everything in it is new
		}
	}
	if n := len(files[1].Skipped); n > 0 {
		what := tally.Plural(n, "construct", "constructs") + " not followed"
		if ref.Format == testfmt.GoUnit {
			what = tally.Plural(n, "call", "calls") + " not rendered as SQL"
		}
		rec.Notes = append(rec.Notes, fmt.Sprintf("%s: %s, e.g. %s", ref.Main, what, files[1].Skipped[0]))
	}
	if ref.Format == testfmt.GoUnit {
		return goUnitCases(ref, files[0], files[1]), nil
	}
	var fixtures analyzed
	changed := false
	if ref.Format == testfmt.GMS {
		var err error
		if fixtures, err = gmsFixtures(r, newTree); err != nil {
			return nil, err
		}
		var dirs [2]plumbing.Hash
		for i, tree := range []plumbing.Hash{oldTree, newTree} {
			if dirs[i], _, err = r.dirFiles(tree, gmsFixturesDir); err != nil {
				return nil, err
			}
		}
		changed = dirs[0] != dirs[1]
	}
	return casesOf(ref, files[0], files[1], fixtures, changed), nil
}

// parseKey names a parsed test file by its format and the blobs it was read from, and a Go unit
// test by the registry it was read by.
type parseKey struct {
	format       string
	main, result plumbing.Hash
	registry     registryKey
}

// parsedFile is a parse result with the note it earned, if any; f is nil when the file could not
// be read in its format.
type parsedFile struct {
	f    *testfmt.File
	note string
}

// parsed returns the test file of ref in a tree, parsed; nil when the tree lacks it, it is over
// the size cap, or it cannot be read in its format (the last two noted on rec). reg is the
// registry a Go unit test is read by, nil for the other formats.
func (m *miner) parsed(r *repo, ref testRef, tree plumbing.Hash, rec *FixRecord, reg *goRegistry) (*testfmt.File, error) {
	key := parseKey{format: ref.Format}
	if reg != nil {
		key.registry = reg.key
	}
	var err error
	if key.main, err = r.fileAt(tree, ref.Main); err != nil || key.main.IsZero() {
		return nil, err
	}
	if ref.Result != "" {
		if key.result, err = r.fileAt(tree, ref.Result); err != nil {
			return nil, err
		}
	}
	if f, ok := m.cachedParse(key, rec); ok {
		return f, nil
	}
	main, err := m.read(r, key.main, ref.Main, rec)
	if err != nil || main == nil {
		return nil, err
	}
	result, err := m.read(r, key.result, ref.Result, rec)
	if err != nil {
		return nil, err
	}
	return m.parse(key, ref, main, result, reg, rec), nil
}

// cachedParse is the parse of key another commit already made, if any, with its note added to rec.
func (m *miner) cachedParse(key parseKey, rec *FixRecord) (*testfmt.File, bool) {
	p, ok := m.parsedFiles.get(key)
	if ok && p.note != "" {
		rec.Notes = append(rec.Notes, p.note)
	}
	return p.f, ok
}

// parse reads the text of a test file (main, and result for formats with a companion file) in
// its format, notes on rec what could not be read, and keeps the parse for other commits.
func (m *miner) parse(key parseKey, ref testRef, main, result []byte, reg *goRegistry, rec *FixRecord) *testfmt.File {
	var p parsedFile
	var err error
	if reg != nil {
		p.f, err = testfmt.ParseGoUnit(ref.Main, main, reg.reg, reg.module)
	} else {
		p.f, err = parseTest(ref.Format, ref.Main, main, result)
	}
	if err != nil {
		if p.f == nil || len(p.f.Statements) == 0 {
			p = parsedFile{note: fmt.Sprintf("%s: not read as %s: %v", ref.Main, ref.Format, err)}
		} else {
			p.note = fmt.Sprintf("%s: read up to an error: %v", ref.Main, err)
		}
		rec.Notes = append(rec.Notes, p.note)
	}
	m.parsedFiles.put(key, p)
	return p.f
}

// read returns a blob as valid UTF-8; nil for a zero hash or a blob over the test size cap
// (noted on rec). The text is shared with other commits: it must not be changed.
func (m *miner) read(r *repo, h plumbing.Hash, p string, rec *FixRecord) ([]byte, error) {
	if h.IsZero() {
		return nil, nil
	}
	if text, ok := m.testTexts.get(h); ok {
		return text, nil
	}
	b, err := r.blob(h)
	if err != nil {
		return nil, err
	}
	if len(b) > m.opts.MaxTestBytes {
		rec.Notes = append(rec.Notes, fmt.Sprintf("%s: %d bytes, over the %d-byte test size cap; not read", p, len(b), m.opts.MaxTestBytes))
		return nil, nil
	}
	if !utf8.Valid(b) {
		b = []byte(toUTF8(string(b)))
	}
	m.testTexts.put(h, b)
	return b, nil
}

// gmsFixturesDir holds go-mysql-server's standard test databases as datadriven scripts.
const gmsFixturesDir = "enginetest/scriptgen/setup/scripts"

// fixtureCache keeps the analysed fixtures of one worker, keyed by the fixtures directory's tree
// hash, which changes rarely.
type fixtureCache struct {
	dir      plumbing.Hash
	fixtures analyzed
}

// gmsFixtures returns the statements of go-mysql-server's standard test databases at a tree, or
// none when the tree has none (older histories set them up in Go code).
func gmsFixtures(r *repo, tree plumbing.Hash) (analyzed, error) {
	dirHash, files, err := r.dirFiles(tree, gmsFixturesDir)
	if err != nil || dirHash.IsZero() {
		return analyzed{}, err
	}
	if r.fixtures.dir == dirHash {
		return r.fixtures.fixtures, nil
	}
	var stmts []testfmt.Statement
	for _, e := range files {
		b, err := r.blob(e.Hash)
		if err != nil {
			return analyzed{}, err
		}
		f, err := testfmt.ParseGMSSetupScript(path.Join(gmsFixturesDir, e.Name), b)
		if err != nil {
			// One unreadable fixture script costs only the cases that need its tables.
			continue
		}
		for _, st := range f.Statements {
			// Each script selects the database it builds (tpch's USE tpch), but the harness
			// runs a test in its own database: a script's USE is not the test's session.
			if effectOf(st.SQL).setting != "use" {
				stmts = append(stmts, st)
			}
		}
	}
	r.fixtures = fixtureCache{dirHash, analyze(stmts)}
	return r.fixtures.fixtures, nil
}
