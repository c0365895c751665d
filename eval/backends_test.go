package eval

import (
	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/internal/backends/mysql"
)

// The tests open their one target, a MariaDB sandbox, through dbms.Open. The mysql backend
// serves it, as the composition root (internal/backends) registers it; registering that
// backend alone keeps go-mysql-server and DuckDB, which took most of the build of this
// package's tests, out of their binary. A stage links none of them itself.
func init() { dbms.Register("sandbox", mysql.Open) }
