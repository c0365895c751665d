package corpus

import (
	"reflect"
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
