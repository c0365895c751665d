package dialect

import (
	"strings"
	"testing"
)

func TestParseProduct(t *testing.T) {
	for name, want := range map[string]Dialect{"MariaDB": MySQL, " cockroachdb ": Postgres, "go-mysql-server": MySQL, "duckdb": DuckDB, "postgresql": Postgres} {
		got, err := Parse(name)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", name, got, err, want)
		}
	}
	_, err := Parse("sqlite")
	if err == nil || !strings.Contains(err.Error(), `"sqlite"`) || !strings.Contains(err.Error(), "mariadb") {
		t.Errorf("Parse(sqlite) = %v; want an error naming it and the known names", err)
	}
}

func TestCheck(t *testing.T) {
	if err := DuckDB.Check(); err != nil {
		t.Error(err)
	}
	err := Dialect("sqlite").Check()
	if err == nil || !strings.Contains(err.Error(), "mysql, postgres, duckdb") {
		t.Errorf("Check(sqlite) = %v; want the known dialects named", err)
	}
	if Dialect("").OrDefault() != MySQL || Postgres.OrDefault() != Postgres {
		t.Error("OrDefault: an unnamed dialect is MySQL, a named one itself")
	}
}

func TestParseTarget(t *testing.T) {
	for dsn, want := range map[string]Scheme{
		"gms:":                       {Name: "gms", Family: FamilyGMS, Own: true},
		"gms:inprocess":              {Name: "gms", Kind: "inprocess", Family: FamilyGMS, Own: true},
		"duckdb:":                    {Name: "duckdb", Family: FamilyDuckDB, Own: true},
		"duckdb:1.5.5":               {Name: "duckdb", Kind: "1.5.5", Family: FamilyDuckDB, Own: true},
		"sandbox:mariadb?bin=/x":     {Name: "sandbox", Kind: "mariadb", Family: FamilyMariaDB, Own: true},
		"sandbox:postgres":           {Name: "sandbox", Kind: "postgres", Family: FamilyPostgres, Own: true},
		"mysql://root@127.0.0.1/":    {Name: "mysql", Family: FamilyMySQL},
		"cockroach://root@h:26257/d": {Name: "cockroach", Family: FamilyPostgres},
	} {
		got, err := ParseTarget(dsn)
		if err != nil || got.Scheme != want || got.DSN() != dsn {
			t.Errorf("ParseTarget(%q) = %+v, %v; want %+v", dsn, got, err, want)
		}
	}
	for dsn, says := range map[string]string{
		"foo://u:secret@bar/": `unknown target scheme "foo"`,
		"sandbox:sqlite":      "unknown target sandbox:sqlite",
		"duckdb:1.5":          "duckdb:MAJOR.MINOR.PATCH",
		"mysql:root@h":        `unknown target scheme "mysql"`,
		"":                    "no target given",
	} {
		_, err := ParseTarget(dsn)
		if err == nil || !strings.Contains(err.Error(), says) || !strings.Contains(err.Error(), "sandbox:mariadb") || strings.Contains(err.Error(), "secret") {
			t.Errorf("ParseTarget(%q) = %v; want %q, the known forms and no password", dsn, err, says)
		}
	}
}

func TestFamilyOf(t *testing.T) {
	for product, want := range map[string]Family{
		"MariaDB": FamilyMariaDB, "go-mysql-server (embedded)": FamilyGMS, "PostgreSQL": FamilyPostgres,
		"CockroachDB": FamilyPostgres, "MySQL": FamilyMySQL, "DuckDB": FamilyDuckDB, "gms:": FamilyGMS,
		"sandbox:mariadb": FamilyMariaDB, "mysql://root@h/": FamilyMySQL, "Oracle": "",
	} {
		if got := FamilyOf(product); got != want {
			t.Errorf("FamilyOf(%q) = %q; want %q", product, got, want)
		}
	}
}
