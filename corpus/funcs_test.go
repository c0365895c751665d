package corpus

import (
	"reflect"
	"strings"
	"testing"
)

// touched runs touchedFunctions on the diff between two texts.
func touched(lang, a, b string) []string {
	return touchedFunctions(lang, a, b, lineDiff(a, b))
}

func TestTouchedFunctions(t *testing.T) {
	for _, c := range []struct {
		name, lang, old, new string
		want                 []string
	}{
		{"go method and generic function", "go",
			"package p\n\nfunc (t *Trim) Eval(s string) string {\n\treturn s\n}\n\nfunc Map[T any](x T) T {\n\treturn x\n}\n\nfunc (s Set[K]) Has(k K) bool { return false }\n",
			"package p\n\nfunc (t *Trim) Eval(s string) string {\n\treturn s + \"\"\n}\n\nfunc Map[T any](x T) T {\n\treturn x\n}\n\nfunc (s Set[K]) Has(k K) bool { return true }\n",
			[]string{"Trim.Eval", "Set.Has"}},
		{"go change outside any function", "go",
			"package p\n\nvar x = 1\n\nfunc f() {\n}\n", "package p\n\nvar x = 2\n\nfunc f() {\n}\n", nil},
		{"c++ with the return type on its own line", "c++",
			"bool\nItem_func_setval::fix_fields(THD *thd)\n{\n  return 0;\n}\n\nlonglong Item_func_nextval::val_int()\n{\n  if (a)\n    return 1;\n  return 0;\n}\n",
			"bool\nItem_func_setval::fix_fields(THD *thd)\n{\n  return 1;\n}\n\nlonglong Item_func_nextval::val_int()\n{\n  if (a)\n    return 2;\n  return 0;\n}\n",
			[]string{"Item_func_setval::fix_fields", "Item_func_nextval::val_int"}},
		{"c change between functions", "c",
			"int f(void)\n{\n\treturn 0;\n}\n\n#define X 1\n", "int f(void)\n{\n\treturn 0;\n}\n\n#define X 2\n", nil},
		{"yacc rule", "yacc",
			"%%\nfunc_call:\n    NEXTVAL_SYM '(' table_ident ')'\n  | SETVAL_SYM '(' table_ident ')'\n  ;\n",
			"%%\nfunc_call:\n    NEXTVAL_SYM '(' table_ident ')'\n  | SETVAL_SYM '(' table_ident ',' NUM ')'\n  ;\n",
			[]string{"func_call"}},
		{"rust", "rust", "impl X {\n    pub fn eval(&self) -> i32 {\n        1\n    }\n}\n", "impl X {\n    pub fn eval(&self) -> i32 {\n        2\n    }\n}\n", []string{"eval"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := touched(c.lang, c.old, c.new); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("touched %v, want %v", got, c.want)
			}
		})
	}
}

func TestBugIDs(t *testing.T) {
	for _, c := range []struct {
		msg      string
		ids      []string
		evidence bool
	}{
		{"MDEV-33985 Server crash on NEXTVAL of a CTE alias", []string{"MDEV-33985"}, true},
		{"Bug#33985 and BUG #12 in one", []string{"Bug#33985", "Bug#12"}, true},
		{"sql: add width_bucket guard\n\nFixes: #98765\nInforms: cockroachdb/cockroach#5", []string{"#98765", "cockroachdb/cockroach#5"}, true},
		{"Support JSON_TABLE (#3300)", []string{"#3300"}, false},
		{"Support JSON_TABLE (#3300)\n\nSee https://github.com/dolthub/dolt/issues/9511", []string{"#3300", "dolthub/dolt#9511"}, true},
		{"Correctly parse large JSON numbers", nil, true},
		{"Refactor the planner", nil, false},
		{"closes dolthub/dolt#77, and #77 again", []string{"dolthub/dolt#77"}, true},
	} {
		ids, ev := bugIDs(c.msg)
		if !reflect.DeepEqual(ids, c.ids) || ev != c.evidence {
			t.Errorf("bugIDs(%q) = %v, %v; want %v, %v", strings.SplitN(c.msg, "\n", 2)[0], ids, ev, c.ids, c.evidence)
		}
	}
}
