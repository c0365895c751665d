//go:build !unix

package enginebuild

// lockFile locks nothing where flock(2) is not at hand: two processes may then build the same
// engine at once, each into its own work directory, the last one's kept.
func lockFile(string) (unlock func(), err error) { return func() {}, nil }
