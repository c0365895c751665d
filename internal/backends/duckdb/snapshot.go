//go:build cgo

package duckdb

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/duckdb/duckdb-go/v2/mapping"

	"github.com/reaper-sql/reaper/base/dbms"
)

// A snapshot is the state a run's shared context (dbms.RunOptions.Setup) leaves: after a first full
// run of a slow context (snapshotAfter), the context runs once more, in a database file, which is
// checkpointed and kept; each later run with the same context starts from a copy of that file, so
// that a fix's hundred siblings do not each load its tables again. The copy is a run's own, as the
// fresh database is: nothing one run does reaches the next. What a database file does not hold, a
// session's settings, is set again in the copy by the context's SET, RESET, PRAGMA and USE
// statements; a context whose state is not all in the file or in such statements (a transaction
// left open, a temporary object, a sequence's last value in the session, a file written beside the
// database) runs in full.
type snapshot struct {
	// file is the checkpointed database; "" when the context cannot be snapshotted, why says
	// why, and each run runs it in full.
	file, why string
	setup     []dbms.Statement
	// results are the context's results from the run that made the snapshot.
	results []dbms.Result
}

// maxSnapshots is how many contexts a target remembers (a snapshot, or why there is none): the
// sandboxes validate a fix's tests one after another, and a fix's tests share one or a few
// contexts.
const maxSnapshots = 8

// fileName is the snapshot's and the copy's file name: DuckDB names a database after its file,
// and "memory" is the name a run's database has without a snapshot.
const fileName = defaultCatalog + ".db"

// sessionStatement is a statement whose effect lives in the session, not in the database file:
// the copy runs it again.
var sessionStatement = regexp.MustCompile(`(?i)^(SET|RESET|PRAGMA|USE)\b`)

// unsnapshotted finds what keeps a context's state out of a database file: statements that
// open a transaction, attach, prepare, load or install, temporary objects and secrets, the
// session's sequence values, files in the run's directory.
var unsnapshotted = regexp.MustCompile(`(?i)^(BEGIN|START|ATTACH|DETACH|PREPARE|EXECUTE|LOAD|INSTALL|EXPORT|IMPORT)\b|\b(TEMP|TEMPORARY|SECRET|NEXTVAL|CURRVAL|SETVAL|LASTVAL)\b|` +
	regexp.QuoteMeta(testDirWord) + `|` + regexp.QuoteMeta(tempDirWord))

// snapshotAfter is how long a context must take in a full run for its snapshot to pay: a
// restore copies a file and opens it while the run waits (a fresh in-memory database is opened
// ahead), and a run on a database file syncs its log at each commit; measured here, a context
// of a few small tables runs as fast in full as from a copy.
const snapshotAfter = 100 * time.Millisecond

// contextKey names a context: its statements, their connections and the run's schema.
func contextKey(setup []dbms.Statement, schema string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%q\n", schema)
	for _, s := range setup {
		fmt.Fprintf(h, "%q %q\n", s.Connection, s.SQL)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// remember decides, after the first full run of the context setup, whether later runs start
// from a snapshot of it: only when every statement of it ended with a result or an error and
// together they took snapshotAfter or longer (results are the run's). The least recently made
// snapshot is dropped past maxSnapshots.
func (t *Target) remember(ctx context.Context, key string, setup []dbms.Statement, schema string, results []dbms.Result, opts dbms.RunOptions) {
	setup = slices.Clone(setup) // kept past the run: not the caller's script
	s := &snapshot{setup: setup}
	var took time.Duration
	for i := range setup {
		if i >= len(results) || results[i].Outcome != dbms.OutcomeOK && results[i].Outcome != dbms.OutcomeError {
			s.why = "the context did not run to its end"
			break
		}
		took += results[i].Duration
	}
	switch {
	case ctx.Err() != nil:
		return
	case s.why != "":
	case took < snapshotAfter:
		s.why = fmt.Sprintf("the context runs in %v, faster than a snapshot pays", took.Round(time.Millisecond))
	default:
		s = t.makeSnapshot(ctx, setup, schema, opts)
		if ctx.Err() != nil {
			s.drop()
			return
		}
	}
	if len(t.snapOrder) == maxSnapshots {
		t.snaps[t.snapOrder[0]].drop()
		delete(t.snaps, t.snapOrder[0])
		t.snapOrder = t.snapOrder[1:]
	}
	t.snaps[key] = s
	t.snapOrder = append(t.snapOrder, key)
}

// drop removes the snapshot's file.
func (s *snapshot) drop() {
	if s.file != "" {
		os.RemoveAll(filepath.Dir(s.file))
	}
}

// makeSnapshot runs setup in a new database file and checkpoints it. The snapshot has no file
// when a statement is one unsnapshotted finds, or did not end with a result or an error
// (a hang, an internal error): such a context runs in full each time, as without snapshots.
func (t *Target) makeSnapshot(ctx context.Context, setup []dbms.Statement, schema string, opts dbms.RunOptions) *snapshot {
	s := &snapshot{setup: setup}
	for _, st := range setup {
		if m := unsnapshotted.FindString(strings.TrimSpace(st.SQL)); m != "" {
			s.why = fmt.Sprintf("the context's state is not all in the database (%s)", m)
			return s
		}
	}
	dir, err := os.MkdirTemp(t.dir, "snap-")
	if err != nil {
		s.why = err.Error()
		return s
	}
	file := filepath.Join(dir, fileName)
	db, err := openInstance(file, dir)
	if err == nil && schema != "" {
		err = db.exec(db.conn, "CREATE SCHEMA "+defaultCatalog+"."+schema)
	}
	if err != nil {
		if db != nil {
			db.close()
		}
		os.RemoveAll(dir)
		s.why = err.Error()
		return s
	}
	sessions := map[string]mapping.Connection{}
	for _, st := range setup {
		conn, err := db.session(sessions, st.Connection, schema)
		if err != nil {
			s.why = err.Error()
			break
		}
		r, stuck, cerr := t.exec(ctx, db, conn, st.SQL, dir, opts.StatementTimeout)
		if stuck != nil {
			// Left running on its database, which is closed when it returns.
			go func() {
				<-stuck
				db.close()
				os.RemoveAll(dir)
			}()
			s.why = "a statement of the context did not stop at its interrupt"
			return s
		}
		if cerr != nil || r.Outcome != dbms.OutcomeOK && r.Outcome != dbms.OutcomeError {
			s.why = fmt.Sprintf("a statement of the context ended %s", r.Outcome)
			break
		}
		s.results = append(s.results, r)
	}
	if s.why == "" {
		if err := db.exec(db.conn, "CHECKPOINT"); err != nil {
			s.why = err.Error()
		}
	}
	db.close()
	if s.why != "" {
		os.RemoveAll(dir)
		s.results = nil
		return s
	}
	s.file = file
	return s
}

// restore opens a copy of the snapshot in a new run directory and sets the context's session
// statements again on their connections. An error leaves nothing behind; the run then runs the
// context in full.
func (t *Target) restore(s *snapshot, schema string) (fresh, map[string]mapping.Connection, error) {
	spill, err := os.MkdirTemp(t.dir, "run-")
	if err != nil {
		return fresh{}, nil, err
	}
	fail := func(db *instance, err error) (fresh, map[string]mapping.Connection, error) {
		if db != nil {
			db.close()
		}
		os.RemoveAll(spill)
		return fresh{}, nil, err
	}
	file := filepath.Join(spill, fileName)
	if err := copyFile(s.file, file); err != nil {
		return fail(nil, err)
	}
	db, err := openInstance(file, spill)
	if err != nil {
		return fail(nil, err)
	}
	sessions := map[string]mapping.Connection{}
	for i, st := range s.setup {
		if !sessionStatement.MatchString(strings.TrimSpace(st.SQL)) {
			continue
		}
		conn, err := db.session(sessions, st.Connection, schema)
		if err != nil {
			return fail(db, err)
		}
		// A statement that failed in the context fails again and changes nothing.
		if err := db.exec(conn, st.SQL); err != nil && s.results[i].Outcome == dbms.OutcomeOK {
			return fail(db, err)
		}
	}
	return fresh{db: db, spill: spill}, sessions, nil
}

// copyFile copies the file at from to a new file at to.
func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
