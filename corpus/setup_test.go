package corpus

import (
	"reflect"
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/corpus/testfmt"
)

func stmts(sqls ...string) []testfmt.Statement {
	out := make([]testfmt.Statement, len(sqls))
	for i, s := range sqls {
		out[i] = testfmt.Statement{SQL: s, Line: i + 1, EndLine: i + 1}
	}
	return out
}

func sqlOf(ss []testfmt.Statement) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.SQL)
	}
	return out
}

func TestResolveSetup(t *testing.T) {
	prior := stmts(
		"CREATE TABLE t1 (a INT, b VARCHAR(10))",
		"INSERT INTO test.t1 VALUES (1, 'x'), (2, 'y')",
		"CREATE TABLE t2 (c INT)",
		"DROP TABLE t2",
		"CREATE OR REPLACE VIEW v1 AS SELECT a FROM `t1` WHERE b = 'v1'",
		"SET sql_mode = 'STRICT_ALL_TABLES'",
		"SET SESSION optimizer_switch = 'x=on'",
		"SET optimizer_switch = DEFAULT",
		"SET @a = 1",
		"SET @b = 2",
		"CREATE TABLE t3 (d INT)",
		"CREATE SEQUENCE s1",
		"CREATE INDEX i1 ON t3 (d)",
	)
	for _, c := range []struct {
		name string
		cs   []testfmt.Statement
		want []string
	}{
		{"view pulls in its table, settings and the user variable used",
			stmts("SELECT * FROM v1 WHERE a > @a * 1.5"),
			[]string{prior[0].SQL, prior[1].SQL, prior[4].SQL, prior[5].SQL, prior[8].SQL}},
		{"a table the case creates itself is not taken from before",
			stmts("CREATE TABLE t1 (z INT)", "SELECT * FROM t1"),
			[]string{prior[5].SQL}},
		{"a dropped table is not set up; an index comes with its table",
			stmts("SELECT * FROM t2, t3"),
			[]string{prior[5].SQL, prior[10].SQL, prior[12].SQL}},
		{"sequence used inside a function call",
			stmts("WITH s1 AS (SELECT 1) SELECT NEXTVAL(s1) FROM s1"),
			[]string{prior[5].SQL, prior[11].SQL}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := sqlOf(resolveSetup(analyze(prior), c.cs))
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("setup\n  %q\nwant\n  %q", got, c.want)
			}
		})
	}
}

// A harness creates databases its fixtures then select (go-mysql-server's tpch): a USE of a
// database no statement creates is not kept, the last USE of one that is stays.
func TestResolveSetupUse(t *testing.T) {
	prior := stmts("CREATE DATABASE IF NOT EXISTS mydb", "USE mydb", "CREATE TABLE t1 (a INT)", "USE tpch", "SET FOREIGN_KEY_CHECKS=1")
	got := sqlOf(resolveSetup(analyze(prior), stmts("SELECT a FROM t1")))
	want := []string{"USE mydb", "CREATE TABLE t1 (a INT)", "SET FOREIGN_KEY_CHECKS=1"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("setup = %q, want %q", got, want)
	}
}

func TestEffectOf(t *testing.T) {
	for _, c := range []struct {
		sql  string
		want effect
	}{
		{"CREATE TEMPORARY TABLE IF NOT EXISTS db.t1 (a INT)", effect{defines: "t1"}},
		{"create unique index idx on t (a)", effect{defines: "idx", modifies: []string{"t"}}},
		{"INSERT IGNORE INTO t SELECT * FROM u", effect{modifies: []string{"t"}}},
		{"UPDATE LOW_PRIORITY t SET a = 1", effect{modifies: []string{"t"}}},
		{"DELETE FROM t WHERE a = 1", effect{modifies: []string{"t"}}},
		{"ALTER TABLE t ADD COLUMN b INT", effect{modifies: []string{"t"}}},
		{"DROP TABLE IF EXISTS t1, t2 CASCADE", effect{drops: []string{"t1", "t2"}}},
		{"DROP INDEX i ON t", effect{drops: []string{"i"}, modifies: []string{"t"}}},
		{"SET GLOBAL max_connections = 10", effect{setting: "max_connections"}},
		{"SET search_path TO DEFAULT", effect{setting: "search_path", reset: true}},
		{"PREPARE stmt FROM 'SELECT 1'", effect{defines: "stmt"}},
		{"SELECT 1", effect{}},
	} {
		if got := effectOf(c.sql); !reflect.DeepEqual(got, c.want) {
			t.Errorf("effectOf(%q) = %+v, want %+v", c.sql, got, c.want)
		}
	}
}

// go-mysql-server's fixture scripts each select the database they build; the harness runs a
// test in its own, so no fixture's USE reaches a test's setup (it would leave the test in tpch).
func TestGMSFixturesKeepNoUse(t *testing.T) {
	specs := append([]commitSpec(nil), layoutRepos[testfmt.GMS][:2]...)
	base := specs[0]
	base.Files = map[string]string{"enginetest/scriptgen/setup/scripts/tpch": "exec\nCREATE DATABASE tpch\n----\n\nexec\nUSE tpch\n----\n\nexec\nCREATE TABLE nation (n INT)\n----\n"}
	for k, v := range specs[0].Files {
		base.Files[k] = v
	}
	specs[0] = base
	dir := t.TempDir()
	buildRepo(t, dir, specs)
	results, _ := mineAll(t, MineOptions{Repo: dir})
	fixes := kept(results)
	if len(fixes) != 1 {
		t.Fatalf("kept %d fixes, want the TRIM fix", len(fixes))
	}
	sawTable := false
	for _, tc := range fixes[0].Tests {
		for _, s := range tc.Setup {
			if strings.HasPrefix(strings.ToUpper(strings.TrimSpace(s.SQL)), "USE") {
				t.Errorf("case %s: a fixture's %q is in the setup", tc.Name, s.SQL)
			}
			sawTable = sawTable || strings.Contains(s.SQL, "mytable")
		}
	}
	if !sawTable {
		t.Error("the harness tables are not in any setup: the fixtures were not read")
	}
}
