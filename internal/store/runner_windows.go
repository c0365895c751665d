//go:build windows

package store

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// errLocked is lockFile's answer when another process holds the lock.
var errLocked = errors.New("locked by another process")

// lockFile takes an exclusive lock on f without waiting; Windows drops it when the holder's
// handle closes, its death included. The locked byte lies far past the holder's record, which
// others read.
func lockFile(f *os.File) error {
	ol := &windows.Overlapped{OffsetHigh: 0x7fff_0000}
	err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return errLocked
	}
	return err
}
