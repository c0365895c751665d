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
	for _, c := range targets {
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
			want := map[string]string{"gms": "DATEDIFF", "mariadb": "MAKEDATE", "postgres": "MAKE_DATE"}[c.name]
			f, ok := byName[want]
			if !ok || f.Family == "" || f.MinArgs < 1 {
				t.Fatalf("%d functions; %s: %+v", len(fns), want, f)
			}
			if c.name == "postgres" && (f.MinArgs != 3 || f.Result != "date" || len(f.ArgTypes) != 3) {
				t.Fatalf("make_date: %+v", f)
			}
			if c.name == "gms" {
				// The registry's arity is what the engine enforces: DATEDIFF takes exactly two
				// arguments, CONCAT any number, and a function gms lacks is not listed.
				if f.MinArgs != 2 || f.MaxArgs != 2 {
					t.Fatalf("datediff: %+v", f)
				}
				if cc := byName["CONCAT"]; cc.MinArgs != 1 || cc.MaxArgs != -1 {
					t.Fatalf("concat: %+v", cc)
				}
				if _, ok := byName["MAKEDATE"]; ok {
					t.Fatal("MAKEDATE listed, but go-mysql-server v0.20 has no such function")
				}
				for _, q := range []string{"SELECT DATEDIFF('2020-01-01')", "SELECT MAKEDATE(2020, 1)"} {
					ex, err := tg.Run(t.Context(), []Statement{{SQL: q}}, RunOptions{})
					if err != nil || ex.Results[0].Outcome != OutcomeError {
						t.Fatalf("%s should fail on gms as the catalog says: %+v %v", q, ex, err)
					}
				}
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
