package engine

import "syscall"

// dupTo makes fd newfd a copy of oldfd (dup2; Linux on arm64 has only dup3).
func dupTo(oldfd, newfd int) error { return syscall.Dup3(oldfd, newfd, 0) }
