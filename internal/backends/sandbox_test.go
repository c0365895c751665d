package backends

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
)

// settings are the server settings a test's outcome depends on.
const settings = "SELECT @@character_set_server, @@collation_server, @@sql_mode"

func settingsOf(t *testing.T, tg dbms.Target) []*string {
	t.Helper()
	ex, err := tg.Run(t.Context(), dbmstest.Script(settings), dbms.RunOptions{})
	if err != nil || len(ex.Results) != 1 || ex.Results[0].Outcome != dbms.OutcomeOK || len(ex.Results[0].Rows) != 1 {
		t.Fatalf("%s: %+v, %v", settings, ex, err)
	}
	return ex.Results[0].Rows[0]
}

// TestSandboxLikeThePackagedServer: a MariaDB sandbox starts with the installed server's
// character set, collation and SQL mode (the running packaged server is the reference), so a
// reproducer behaves in the sandbox as on the user's server; a flag in the DSN overrides them.
func TestSandboxLikeThePackagedServer(t *testing.T) {
	dbmstest.Engines(t)
	packaged := settingsOf(t, dbmstest.Open(t, "mariadb", "REAPER_TEST_MYSQL", "mysql://root@127.0.0.1:3306/"))
	sandboxed := settingsOf(t, dbmstest.Open(t, "sandbox", "", "sandbox:mariadb"))
	for i, name := range []string{"character set", "collation", "SQL mode"} {
		if *sandboxed[i] != *packaged[i] {
			t.Errorf("sandbox %s %q, the packaged server's %q", name, *sandboxed[i], *packaged[i])
		}
	}
	latin := settingsOf(t, dbmstest.Open(t, "sandbox", "", "sandbox:mariadb?arg=--character-set-server=latin1&arg=--collation-server=latin1_swedish_ci"))
	if *latin[0] != "latin1" || *latin[1] != "latin1_swedish_ci" {
		t.Errorf("sandbox with the DSN's flags: %q %q, want latin1 latin1_swedish_ci", *latin[0], *latin[1])
	}
}
