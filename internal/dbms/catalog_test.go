package dbms

import (
	"testing"
)

func TestArity(t *testing.T) {
	for _, c := range []struct {
		args     string
		min, max int
	}{
		{"", 0, 0},
		{"date", 1, 1},
		{"str,len", 2, 2},
		{"sequence_name, next_value, [is_used, [round]]", 2, 4},
		{"seq, next[, is_used[, round]]", 2, 4},
		{"expr[, expr] ...", 1, -1},
		{"[expr]", 0, 1},
	} {
		if min, max := arity(c.args); min != c.min || max != c.max {
			t.Errorf("arity(%q) = %d, %d; want %d, %d", c.args, min, max, c.min, c.max)
		}
	}
}

func TestCatalogOnRealServers(t *testing.T) {
	for _, c := range targets[1:] {
		t.Run(c.name, func(t *testing.T) {
			tg := openTarget(t, c)
			dir := t.TempDir()
			fns, err := CachedCatalog(t.Context(), tg, dir)
			if err != nil {
				t.Fatal(err)
			}
			byName := map[string]CatalogFunction{}
			for _, f := range fns {
				if _, ok := byName[f.Name]; !ok {
					byName[f.Name] = f
				}
			}
			want := map[string]string{"mariadb": "MAKEDATE", "postgres": "MAKE_DATE"}[c.name]
			f, ok := byName[want]
			if !ok || f.Family == "" || f.MinArgs < 1 {
				t.Fatalf("%d functions; %s: %+v", len(fns), want, f)
			}
			if c.name == "postgres" && (f.MinArgs != 3 || f.Result != "date" || len(f.ArgTypes) != 3) {
				t.Fatalf("make_date: %+v", f)
			}
			// The second call is served from the cache, even with the server unable to answer.
			tg.Close()
			again, err := CachedCatalog(t.Context(), tg, dir)
			if err != nil || len(again) != len(fns) {
				t.Fatalf("cached catalog: %d functions, %v", len(again), err)
			}
		})
	}
}
