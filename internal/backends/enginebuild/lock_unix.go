//go:build unix

package enginebuild

import (
	"os"
	"syscall"
)

// lockFile waits for an exclusive flock(2) on the file at path, made when missing; unlock lets
// it go. The kernel drops it when the process ends.
func lockFile(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
