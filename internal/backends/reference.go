package backends

import (
	"fmt"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/internal/backends/sandbox"
)

// DefaultReference is the reference engine a target gets when --reference is auto, where its
// server is installed here: a MariaDB sandbox for go-mysql-server, whose users rely on MySQL
// compatibility, and a PostgreSQL sandbox for DuckDB, whose dialect follows PostgreSQL's,
// compared only on the functions and types both catalogs share (validate.SharedCatalog); none
// for the others, which are themselves the engines reaper can start. Without either, a
// sibling's result has no ground truth. why says which for go-mysql-server and DuckDB, for the
// user; "" for the others.
func DefaultReference(target dialect.Target) (ref dialect.Target, why string) {
	switch {
	case target.Name == "gms":
		if err := sandbox.Installed(sandbox.MariaDB); err != nil {
			return dialect.Target{}, fmt.Sprintf("no reference engine: the default for %s is a MariaDB sandbox, and %v", target, err)
		}
		// go-mysql-server compares strings by their bytes with no padding (utf8mb4_0900_bin), where
		// MariaDB's default is case-insensitive: the sandbox takes MariaDB's collation of the same
		// rule, for the server and every connection, so that 'a' = 'A' is not read as a wrong result.
		ref = dialect.MustParseTarget("sandbox:" + sandbox.MariaDB + "?arg=--collation-server=utf8mb4_nopad_bin&arg=--skip-character-set-client-handshake")
		return ref, fmt.Sprintf("reference engine %s, the default for %s (--reference none turns it off)", ref, target)
	case target.Family == dialect.FamilyDuckDB:
		if err := sandbox.Installed(sandbox.Postgres); err != nil {
			return dialect.Target{}, fmt.Sprintf("no reference engine: the default for %s is a PostgreSQL sandbox, and %v", target, err)
		}
		// The sandbox's C locale orders and compares strings by their bytes, as DuckDB does.
		ref = dialect.MustParseTarget("sandbox:" + sandbox.Postgres)
		return ref, fmt.Sprintf("reference engine %s, the default for %s, given only the tests whose functions and types both catalogs share (--reference none turns it off)", ref, target)
	}
	return dialect.Target{}, ""
}
