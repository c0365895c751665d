package owned

import "syscall"

// setDeathSignal has the kernel SIGKILL the child when its parent thread ends.
func setDeathSignal(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
