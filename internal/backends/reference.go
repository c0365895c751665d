package backends

import (
	"fmt"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// DefaultReference is the reference engine a target gets when --reference is auto: a MariaDB
// sandbox for go-mysql-server, whose users rely on MySQL compatibility and whose sibling results
// otherwise have no ground truth, when the MariaDB server is installed here; none for the other
// targets, whose family has no second engine reaper can start. why says which for go-mysql-server,
// for the user; "" for the others.
func DefaultReference(target dialect.Target) (ref dialect.Target, why string) {
	if target.Name != "gms" {
		return dialect.Target{}, ""
	}
	if err := sandbox.Installed(sandbox.MariaDB); err != nil {
		return dialect.Target{}, fmt.Sprintf("no reference engine: the default for %s is a MariaDB sandbox, and %v", target, err)
	}
	// go-mysql-server compares strings by their bytes with no padding (utf8mb4_0900_bin), where
	// MariaDB's default is case-insensitive: the sandbox takes MariaDB's collation of the same
	// rule, for the server and every connection, so that 'a' = 'A' is not read as a wrong result.
	ref = dialect.MustParseTarget("sandbox:" + sandbox.MariaDB + "?arg=--collation-server=utf8mb4_nopad_bin&arg=--skip-character-set-client-handshake")
	return ref, fmt.Sprintf("reference engine %s, the default for %s (--reference none turns it off)", ref, target)
}
