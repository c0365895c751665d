package eval

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dbms/failure"
	"github.com/reaper-sql/reaper/corpus"
)

// The MariaDB live-bug set holds what the recall issue asks of it: at least 20 live bugs and 20
// siblings that behave, of more than one failure kind, each tied to a fix that imports cleanly;
// and, on a MariaDB sandbox of the installed server, every label's setup runs and its statement
// parses, so the labels still run where they were made.
func TestMariaDBLiveSet(t *testing.T) {
	f, err := os.Open("testdata/mariadb/labels.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	labels, err := ReadLabels(f, "labels.jsonl")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	f, err = os.Open("testdata/mariadb/fixes.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	fixes, bad, err := corpus.ImportJSONL(f)
	f.Close()
	if err != nil || len(bad) > 0 {
		t.Fatalf("fixes.jsonl: %v %v", err, bad)
	}
	byID := map[string]bool{}
	for _, fx := range fixes {
		byID[fx.ID] = true
		if fx.Dialect != "mariadb" && fx.Dialect != "mysql" || len(fx.KeyStatements()) == 0 {
			t.Errorf("fix %s: dialect %q, %d key statements", fx.ID, fx.Dialect, len(fx.KeyStatements()))
		}
	}
	live, neg := 0, 0
	var kinds []string
	for _, l := range labels {
		if !byID[l.Fix] || l.FixConstruct == "" || l.Reasoning == "" || l.Observed == "" {
			t.Errorf("label %s: its fix %q must be in fixes.jsonl, with the construct it repaired, and the label needs what was observed and why", l.ID, l.Fix)
		}
		if l.Live {
			live++
			if !slices.Contains(kinds, l.Kind()) {
				kinds = append(kinds, l.Kind())
			}
		} else {
			neg++
		}
	}
	if live < 20 || neg < 20 || len(kinds) < 2 {
		t.Errorf("%d live labels of kinds %v and %d negatives: the set needs at least 20 of each and more than one kind", live, kinds, neg)
	}

	tg := dbmstest.Open(t, "MariaDB sandbox", "REAPER_TEST_MARIADB_SANDBOX", "sandbox:mariadb")
	info, err := tg.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(info.Version, "10.11.") {
		t.Skipf("the set was labeled on MariaDB 10.11; this server is %s", info.Version)
	}
	for _, l := range labels {
		var run []dbms.Statement
		for _, s := range l.Setup {
			run = append(run, dbms.Statement{SQL: s})
		}
		run = append(run, dbms.Statement{SQL: l.SQL})
		ex, err := tg.Run(t.Context(), run, dbms.RunOptions{StatementTimeout: 10 * time.Second})
		if err != nil && ex == nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		for i, r := range ex.Results {
			switch {
			case i < len(l.Setup) && r.Outcome != dbms.OutcomeOK:
				t.Errorf("%s: setup %q: %s %d %s", l.ID, r.SQL, r.Outcome, r.Code, r.Message)
			case i == len(l.Setup):
				if failure.Classify(info.Product, r) == failure.ClassSyntax || r.Outcome == dbms.OutcomeNotRun {
					t.Errorf("%s: the statement does not run: %s %d %s", l.ID, r.Outcome, r.Code, r.Message)
				}
			}
		}
	}
}

// The committed time-travel labels of go-mysql-server v0.20.0 read as labels, each a live bug
// tied to the full commit of the later fix that revealed it, without upstream's statements.
func TestTimeTravelLabelSet(t *testing.T) {
	f, err := os.Open("testdata/gms/timetravel-v0.20.0.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	labels, err := ReadLabels(f, "timetravel-v0.20.0.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range labels {
		if l.Source != "timetravel" || !l.Live || len(l.FixedBy) != 40 || l.SQL != "" || len(l.Setup) > 0 || !strings.HasPrefix(l.ID, l.FixedBy[:10]+"/") {
			t.Errorf("label %s: source %s, live %v, fixed by %q, with sql %q", l.ID, l.Source, l.Live, l.FixedBy, l.SQL)
		}
	}
}
