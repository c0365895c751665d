package corpus

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestParseUnifiedDiff(t *testing.T) {
	d := "diff --git a/sql/item.cc b/sql/item.cc\n" +
		"--- a/sql/item.cc\n+++ b/sql/item.cc\n" +
		"@@ -10,3 +10,4 @@ longlong Item_func_nextval::val_int()\n" +
		" a\n--- a deleted line that looks like a header\n+++ an added one that does too\n+b\n c\n" +
		"@@ -40 +41 @@ bool Item_func_setval::fix_fields(THD *thd)\n-x\n+y\n" +
		"--- a/old.c\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-int a;\n-int b;\n"
	p := parseUnifiedDiff(d)
	if len(p.Files) != 2 {
		t.Fatalf("%d files, want 2: %+v", len(p.Files), p.Files)
	}
	f := p.Files[0]
	if f.Path != "sql/item.cc" || f.Language != "c++" || f.Added != 3 || f.Deleted != 2 ||
		!reflect.DeepEqual(f.Functions, []string{"Item_func_nextval::val_int", "Item_func_setval::fix_fields"}) {
		t.Fatalf("first file %+v", f)
	}
	if g := p.Files[1]; g.Path != "old.c" || g.OldPath != "old.c" || g.Deleted != 2 {
		t.Fatalf("deleted file %+v", g)
	}
	if p.Added != 3 || p.Deleted != 4 {
		t.Fatalf("totals +%d -%d, want +3 -4", p.Added, p.Deleted)
	}
}

// TestImportCaps: a record past the record cap (here 4 MiB of description, longer than a
// bufio.Scanner line would be by default) and one whose test holds a statement past the
// statement cap are skipped with their lines and caps named; the records around them import.
func TestImportCaps(t *testing.T) {
	record := func(id, desc, script string) string {
		b, err := json.Marshal(map[string]any{"id": id, "dbms": "mysql", "description": desc,
			"test": map[string]string{"script": script}})
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	huge := "INSERT INTO t VALUES (1)" + strings.Repeat(",(1)", 300<<10/4)
	in := strings.Join([]string{
		record("first", "ok", "SELECT 1;"),
		record("big-record", strings.Repeat("x", 5<<20), "SELECT 1;"),
		record("big-statement", "setup too long", "CREATE TABLE t (a INT);\n"+huge+";\nSELECT 1;"),
		record("last", "ok", "SELECT 2;"),
	}, "\n")
	recs, bad, err := ImportJSONL(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range recs {
		ids = append(ids, r.ID)
	}
	if strings.Join(ids, " ") != "first last" {
		t.Errorf("imported %q, want first and last", ids)
	}
	want := []string{
		"line 2: the record is 5 MiB, past the 4 MiB cap on a record",
		`line 3: the statement on line 2 of "test.script" is 300 KiB, past the 256 KiB cap on a statement`,
	}
	if len(bad) != len(want) {
		t.Fatalf("bad lines %v, want %q", bad, want)
	}
	for i, w := range want {
		if bad[i].Error() != w {
			t.Errorf("bad line %d: %q, want %q", i, bad[i].Error(), w)
		}
	}
	// Smaller caps apply as given.
	if _, bad, _ := ImportJSONLWith(strings.NewReader(in), ImportOptions{MaxRecordBytes: 100, MaxStatementBytes: 1 << 20}); len(bad) != 2 || !strings.Contains(bad[0].Error(), "past the 100 bytes cap") {
		t.Errorf("with a 100-byte record cap: %v", bad)
	}
}
