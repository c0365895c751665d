//go:build !linux

package owned

import "syscall"

// setDeathSignal does nothing: only Linux has the parent-death signal.
func setDeathSignal(*syscall.SysProcAttr) {}
