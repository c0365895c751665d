// Package dialect is reaper's vocabulary of SQL dialects, product families and target schemes:
// the one place that says which names a user, an import record or a connection string may use,
// which grammar reads a product's tests and which table of errors its messages are judged by;
// and the one reader of a target's connection string (Target), with the one redactor of the
// secrets such strings carry (Redact). It imports nothing of reaper's, so every stage can use it.
package dialect

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Dialect is a SQL dialect reaper has a grammar for: the grammar a fix's tests are read with
// and the family of targets that run them.
type Dialect string

// The dialects. Each has a grammar of this project's (package grammars).
const (
	MySQL    Dialect = "mysql"    // MySQL 8, MariaDB 10.11+, go-mysql-server, TiDB
	Postgres Dialect = "postgres" // PostgreSQL 15+, CockroachDB
	DuckDB   Dialect = "duckdb"   // DuckDB 1.5
)

// Dialects lists the dialects, in a fixed order.
func Dialects() []Dialect { return []Dialect{MySQL, Postgres, DuckDB} }

// Check says why d is not a dialect reaper knows (nil when it is). A fix stored by an earlier
// version may hold any name; a stage checks it and skips that fix with this reason.
func (d Dialect) Check() error {
	for _, k := range Dialects() {
		if d == k {
			return nil
		}
	}
	if d == "" {
		return fmt.Errorf("no dialect: give one of %s", Names(", "))
	}
	return fmt.Errorf("no grammar for dialect %q: reaper reads %s", string(d), Names(", "))
}

// OrDefault is d, or MySQL (the default target's dialect) for a fix that names none: plain .sql
// tests say nothing of their dialect.
func (d Dialect) OrDefault() Dialect {
	if d == "" {
		return MySQL
	}
	return d
}

// Base is the dialect d derives from, whose engines run much of d's SQL as d's do: DuckDB's
// parser is PostgreSQL's, and its catalog shares many of PostgreSQL's functions and types, so a
// PostgreSQL engine can be a DuckDB target's reference on what the two catalogs share. ""
// for a dialect that derives from none reaper knows.
func (d Dialect) Base() Dialect {
	if d == DuckDB {
		return Postgres
	}
	return ""
}

// Names lists the dialects joined by sep, for messages and usage lines.
func Names(sep string) string {
	var s []string
	for _, d := range Dialects() {
		s = append(s, string(d))
	}
	return strings.Join(s, sep)
}

// Family is a product family: the products whose errors one table describes.
type Family string

// The product families.
const (
	FamilyMySQL    Family = "mysql"
	FamilyMariaDB  Family = "mariadb"
	FamilyGMS      Family = "gms"
	FamilyPostgres Family = "postgres" // PostgreSQL and CockroachDB
	FamilyDuckDB   Family = "duckdb"
)

// Dialect is the dialect a family's products speak.
func (f Family) Dialect() Dialect {
	switch f {
	case FamilyPostgres:
		return Postgres
	case FamilyDuckDB:
		return DuckDB
	}
	return MySQL
}

// products are the names a user or an import record may give a DBMS, with their family.
var products = map[string]Family{
	"mysql": FamilyMySQL, "tidb": FamilyMySQL, "oceanbase": FamilyMySQL,
	"mariadb": FamilyMariaDB,
	"gms":     FamilyGMS, "go-mysql-server": FamilyGMS, "dolt": FamilyGMS,
	"postgres": FamilyPostgres, "postgresql": FamilyPostgres, "cockroach": FamilyPostgres, "cockroachdb": FamilyPostgres,
	"duckdb": FamilyDuckDB,
}

// ParseProduct reads a DBMS or dialect name (case and spaces set aside) as a product family;
// an unknown name is an error that lists the known ones.
func ParseProduct(name string) (Family, error) {
	f, ok := products[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return "", fmt.Errorf("%q is not a DBMS reaper knows: use one of %s", name, knownProducts())
	}
	return f, nil
}

// Parse reads a dialect or DBMS name as the dialect it is written in.
func Parse(name string) (Dialect, error) {
	f, err := ParseProduct(name)
	if err != nil {
		return "", err
	}
	return f.Dialect(), nil
}

func knownProducts() string {
	var s []string
	for n := range products {
		s = append(s, n)
	}
	sort.Strings(s)
	return strings.Join(s, ", ")
}

// FamilyOf names the family of a running target from what it says of itself (dbms.Info.Product:
// "MariaDB", "MySQL", "go-mysql-server (embedded)", "PostgreSQL", "CockroachDB", "DuckDB") or
// from its connection string ("gms:", "mariadb://...", "sandbox:postgres"). A mysql:// string
// says MySQL though the server may be MariaDB: prefer the product name. "" for a product it
// does not know.
func FamilyOf(product string) Family {
	p := strings.ToLower(strings.TrimSpace(product))
	if s, err := ParseTarget(p); err == nil && strings.Contains(p, ":") {
		return s.Family
	}
	switch {
	case strings.Contains(p, "go-mysql-server"):
		return FamilyGMS
	case strings.Contains(p, "mariadb"):
		return FamilyMariaDB
	case strings.Contains(p, "postgres") || strings.Contains(p, "cockroach"):
		return FamilyPostgres
	case strings.Contains(p, "duckdb"):
		return FamilyDuckDB
	case strings.Contains(p, "mysql"):
		return FamilyMySQL
	}
	return ""
}

// Scheme is what a target's connection string says of the target before it is opened.
type Scheme struct {
	// Name is the scheme: gms, duckdb, sandbox, mysql, mariadb, postgres, postgresql, cockroach.
	Name string
	// Kind is a sandbox's server (mariadb or postgres), or an embedded engine's mode ("" or
	// "inprocess"), or a DuckDB release ("1.5.5", DuckDBReleaseForm); "" otherwise.
	Kind string
	// Family is the product family the scheme says (mysql:// says MySQL for any MySQL-protocol
	// server).
	Family Family
	// Own is true for a target reaper starts itself (an embedded engine or a sandbox), where
	// generated tests may change anything.
	Own bool
}

// Dialect is the dialect the target runs.
func (s Scheme) Dialect() Dialect { return s.Family.Dialect() }

// schemes are the target forms, in the order an error lists them.
var schemes = []struct {
	form   string
	scheme Scheme
}{
	{"gms:", Scheme{Name: "gms", Family: FamilyGMS, Own: true}},
	{"gms:inprocess", Scheme{Name: "gms", Kind: "inprocess", Family: FamilyGMS, Own: true}},
	{"gms:build?repo=DIR&rev=REV", Scheme{Name: "gms", Kind: "build", Family: FamilyGMS, Own: true}},
	{"duckdb:", Scheme{Name: "duckdb", Family: FamilyDuckDB, Own: true}},
	{"duckdb:inprocess", Scheme{Name: "duckdb", Kind: "inprocess", Family: FamilyDuckDB, Own: true}},
	{"sandbox:mariadb", Scheme{Name: "sandbox", Kind: "mariadb", Family: FamilyMariaDB, Own: true}},
	{"sandbox:postgres", Scheme{Name: "sandbox", Kind: "postgres", Family: FamilyPostgres, Own: true}},
	{"mysql://", Scheme{Name: "mysql", Family: FamilyMySQL}},
	{"mariadb://", Scheme{Name: "mariadb", Family: FamilyMariaDB}},
	{"postgres://", Scheme{Name: "postgres", Family: FamilyPostgres}},
	{"postgresql://", Scheme{Name: "postgresql", Family: FamilyPostgres}},
	{"cockroach://", Scheme{Name: "cockroach", Family: FamilyPostgres}},
}

// Targets lists the target forms reaper opens.
func Targets() []string {
	var s []string
	for _, f := range schemes {
		s = append(s, f.form)
	}
	return s
}

// ParseTarget reads a connection string as a Target: its scheme, where an unknown one is an
// error that lists the known forms, and for a URL-style string (mysql://...) that it is a
// well-formed URL (CheckURL), so that no later reader of it fails and quotes it. The rest of
// the string (the host, the user and its password, a sandbox's binaries) is the backend's to
// check when it connects. An error names the string only redacted.
func ParseTarget(dsn string) (Target, error) {
	if strings.TrimSpace(dsn) == "" {
		return Target{}, fmt.Errorf("no target given: use one of %s", strings.Join(Targets(), ", "))
	}
	name, rest, _ := strings.Cut(dsn, ":")
	name = strings.ToLower(name)
	kind := ""
	if !strings.HasPrefix(rest, "//") {
		kind, _, _ = strings.Cut(rest, "?")
	}
	for _, f := range schemes {
		if f.scheme.Name != name {
			continue
		}
		if strings.HasSuffix(f.form, "//") {
			if !strings.HasPrefix(rest, "//") {
				continue
			}
			if err := CheckURL(dsn); err != nil {
				return Target{}, fmt.Errorf("target %w", err)
			}
			return Target{Scheme: f.scheme, dsn: dsn}, nil
		}
		if f.scheme.Kind == kind {
			return Target{Scheme: f.scheme, dsn: dsn}, nil
		}
	}
	if name == "duckdb" && duckDBRelease.MatchString(kind) {
		return Target{Scheme: Scheme{Name: "duckdb", Kind: kind, Family: FamilyDuckDB, Own: true}, dsn: dsn}, nil
	}
	if name == "duckdb" {
		return Target{}, fmt.Errorf("unknown target %s:%s: use one of %s, or %s", name, kind, strings.Join(Targets(), ", "), DuckDBReleaseForm)
	}
	if name == "sandbox" || name == "gms" {
		return Target{}, fmt.Errorf("unknown target %s:%s: use one of %s", name, kind, strings.Join(Targets(), ", "))
	}
	// Only the scheme is named: the rest may hold a password.
	return Target{}, fmt.Errorf("unknown target scheme %q: use one of %s", name, strings.Join(Targets(), ", "))
}

// DuckDBReleaseForm is the target form of one DuckDB release: the one reaper links runs as
// duckdb: does, another is built from the DuckDB Go module that links it. Its Scheme's Kind is
// the release.
const DuckDBReleaseForm = "duckdb:MAJOR.MINOR.PATCH (a DuckDB release, e.g. duckdb:1.5.5)"

// duckDBRelease matches a DuckDB release number, the Kind of a duckdb:RELEASE target.
var duckDBRelease = regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+$`)
