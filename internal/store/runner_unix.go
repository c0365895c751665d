//go:build unix

package store

import (
	"errors"
	"os"
	"syscall"
)

// errLocked is lockFile's answer when another process holds the lock.
var errLocked = errors.New("locked by another process")

// lockFile takes an exclusive flock on f without waiting. The kernel drops it when the last
// descriptor of f closes, the holder's death included.
func lockFile(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return errLocked
		}
		return err
	}
}
