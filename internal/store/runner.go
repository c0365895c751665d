package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
)

// One campaign, one runner: two hunts on one store would each profile, generate and validate
// the same units (and, with an LLM brain, pay for them twice). The runner lock says which
// process runs the campaign. It is held by the operating system or the database on the
// runner's behalf, so a runner that dies (kill -9, a power cut) leaves no lock behind:
//
//   - for an SQLite store, an flock(2) on the file STORE.lock beside it, which the kernel drops
//     when the process's descriptors close; the file records the holder for the message;
//   - for a PostgreSQL store, a session advisory lock held on one connection of the runner,
//     which the server drops when that session ends; the holder is told by the session's
//     application_name.

// RunnerLockKey is the PostgreSQL advisory lock of a store's runner (see MigrationLock).
const RunnerLockKey = 0x7275_6e6e_6572 // "runner"

// Runner is the process that holds a store's runner lock.
type Runner struct {
	PID   int       `json:"pid"`
	Host  string    `json:"host"`
	Since time.Time `json:"since"`
}

// String is "pid N on HOST since T", or "" when the holder did not say who it is (yet).
func (r Runner) String() string {
	if r.PID == 0 {
		return ""
	}
	return fmt.Sprintf("pid %d on %s since %s", r.PID, r.Host, r.Since.Local().Format("2006-01-02 15:04:05"))
}

// BusyError is a runner lock another process holds.
type BusyError struct {
	// Store names the store as messages do; Holder is the process holding its lock.
	Store  string
	Holder Runner
}

func (e *BusyError) Error() string {
	who := "another hunt"
	if h := e.Holder.String(); h != "" {
		who += " (" + h + ")"
	}
	return fmt.Sprintf("%s is running on %s; wait for it or use another --db", who, e.Store)
}

// RunnerLock is a held runner lock.
type RunnerLock struct {
	release func() error
}

// Release lets the lock go; the next runner may take it. Releasing twice is harmless.
func (l *RunnerLock) Release() error {
	if l == nil || l.release == nil {
		return nil
	}
	err := l.release()
	l.release = nil
	return err
}

// LockRunner takes the store's runner lock for this process, or returns a *BusyError naming
// the process that holds it. It does not wait.
func (s *Store) LockRunner(ctx context.Context) (*RunnerLock, error) {
	me := Runner{PID: os.Getpid(), Since: time.Now().UTC().Truncate(time.Second)}
	me.Host, _ = os.Hostname()
	if s.pg {
		return s.lockRunnerPostgres(ctx, me)
	}
	return lockRunnerFile(s.path+".lock", s.path, me)
}

// lockRunnerFile takes the flock on path. The holder removes the file when it lets go, so a
// process that opened the file before that may hold a lock on a file no longer there: it
// checks, after locking, that path is still the file it locked, and tries again if not.
func lockRunnerFile(path, store string, me Runner) (*RunnerLock, error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, fmt.Errorf("store %s: runner lock %s: %v (check the directory's permissions)", store, path, err)
		}
		if err := lockFile(f); err != nil {
			f.Close()
			if errors.Is(err, errLocked) {
				return nil, &BusyError{Store: store, Holder: readHolder(path)}
			}
			return nil, fmt.Errorf("store %s: runner lock %s: %v", store, path, err)
		}
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 != nil || err2 != nil || !os.SameFile(held, now) {
			f.Close()
			continue
		}
		b, _ := json.Marshal(me)
		if err := f.Truncate(0); err == nil {
			_, err = f.WriteAt(append(b, '\n'), 0)
		}
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("store %s: runner lock %s: %v", store, path, err)
		}
		return &RunnerLock{release: func() error {
			// Removed while still locked, so nobody locks the file on its way out.
			os.Remove(path)
			return f.Close()
		}}, nil
	}
}

// readHolder reads who holds the lock file; the holder writes it just after locking, so a
// file still empty is read again for a moment.
func readHolder(path string) Runner {
	var r Runner
	for range 10 {
		if b, err := os.ReadFile(path); err == nil && json.Unmarshal(b, &r) == nil {
			return r
		}
		time.Sleep(20 * time.Millisecond)
	}
	return Runner{}
}

// appName is the application_name that tells a PostgreSQL runner (at most 63 bytes: the
// server cuts longer names, so the host comes last).
func (r Runner) appName() string {
	s := fmt.Sprintf("reaper runner pid=%d since=%d host=%s", r.PID, r.Since.Unix(), r.Host)
	return s[:min(len(s), 63)]
}

func runnerOfAppName(name string) Runner {
	var r Runner
	var since int64
	if _, err := fmt.Sscanf(name, "reaper runner pid=%d since=%d host=%s", &r.PID, &since, &r.Host); err != nil {
		return Runner{}
	}
	r.Since = time.Unix(since, 0).UTC()
	return r
}

func (s *Store) lockRunnerPostgres(ctx context.Context, me Runner) (*RunnerLock, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, s.explain(err)
	}
	var got bool
	if err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock($1)`, int64(RunnerLockKey)).Scan(&got); err != nil {
		conn.Close()
		return nil, s.explain(err)
	}
	if !got {
		conn.Close()
		holder, err := s.Runner(ctx)
		if err != nil {
			return nil, err
		}
		b := &BusyError{Store: s.path}
		if holder != nil {
			b.Holder = *holder
		}
		return nil, b
	}
	if _, err := conn.ExecContext(ctx, `SELECT set_config('application_name', $1, false)`, me.appName()); err != nil {
		endSession(conn)
		return nil, s.explain(err)
	}
	return &RunnerLock{release: func() error {
		endSession(conn)
		return nil
	}}, nil
}

// endSession unlocks and closes the runner's connection instead of handing it back to the
// pool, where its session (and the lock and name with it, should the unlock fail) would live on.
func endSession(conn *sql.Conn) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn.ExecContext(ctx, `SELECT pg_advisory_unlock($1)`, int64(RunnerLockKey))
	conn.Raw(func(any) error { return driver.ErrBadConn })
	conn.Close()
}

// Runner returns the process holding the runner lock of a PostgreSQL store, nil when none does
// (and always for an SQLite store, whose campaigns have no workers to wait for one). A holder
// that has not said who it is yet comes back as a zero Runner.
func (s *Store) Runner(ctx context.Context) (*Runner, error) {
	if !s.pg {
		return nil, nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT COALESCE(a.application_name, '')
		FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
		WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
		AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
		AND l.classid::bigint = $1 AND l.objid::bigint = $2`, int64(RunnerLockKey>>32), int64(RunnerLockKey&0xffff_ffff))
	if err != nil {
		return nil, s.explain(err)
	}
	defer rows.Close()
	var holder *Runner
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		r := runnerOfAppName(strings.TrimSpace(name))
		holder = &r
	}
	return holder, rows.Err()
}
