package validate

import (
	"strings"
	"testing"

	"github.com/reaper-sql/reaper/base/dbms"
	"github.com/reaper-sql/reaper/base/dbms/dbmstest"
	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
	"github.com/reaper-sql/reaper/profile"
)

// The reference engine on real servers: go-mysql-server v0.20 gives TIMESTAMPDIFF over a zero
// date a huge number where MariaDB gives NULL (a bug fixed in go-mysql-server after v0.20);
// 1 + 1 is the same on both. A result-class fix's O_fix holds on the divergence, and the
// divergence alone makes no candidate.
func TestReferenceEngine(t *testing.T) {
	dbmstest.Engines(t)
	tg := gms(t)
	ref, err := dbms.Open(t.Context(), dialect.MustParseTarget("sandbox:mariadb"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ref.Close() })
	refInfo, err := ref.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	p := prof("TIMESTAMPADD", profile.ClassWrongResult, profile.OracleResult)
	diverging := "SELECT TIMESTAMPDIFF(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')"
	in := realCase(t, tg, p, nil, "SELECT TIMESTAMPADD(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')", diverging, "TIMESTAMPDIFF", testfmt.Expect{})
	r := Compare(refInfo.Product, in.Test, in.Sibling, execution(t, ref, in.Test, diverging))
	if r.Divergence == "" || !strings.Contains(r.Divergence, "NULL") {
		t.Fatalf("no divergence: %+v", r)
	}
	in.Reference = &r
	v, err := Validate(t.Context(), Rules{}, in)
	if err != nil || !v.Report || !strings.Contains(strings.Join(v.Stages[2].Reasoning, "\n"), "reference engine") {
		t.Fatalf("the divergence does not check O_fix: %+v %v", v, err)
	}
	if !strings.Contains(strings.Join(v.Evidence, ","), EvidenceReference) {
		t.Errorf("evidence %v lacks %s", v.Evidence, EvidenceReference)
	}

	// A sibling that lost the historical values (the zero date) is judged by the reference all
	// the same: it is the ground truth of the sibling's own result. Without a divergence the lost
	// values still keep the criterion from applying.
	lost := realCase(t, tg, p, nil, "SELECT TIMESTAMPADD(MICROSECOND, '0000-00-00', '1001-01-01 00:00:00')", "SELECT DAY('0000-00-00')", "DAY", testfmt.Expect{})
	lost.Test.Original = "SELECT TIMESTAMPADD(MICROSECOND, 42, '1001-01-01 00:00:00')"
	rl := Compare(refInfo.Product, lost.Test, lost.Sibling, execution(t, ref, lost.Test, "SELECT DAY('0000-00-00')"))
	if rl.Divergence == "" {
		t.Fatalf("DAY of a zero date does not diverge: %+v", rl)
	}
	if v, err := Validate(t.Context(), Rules{}, lost); err != nil || v.Report || !strings.Contains(strings.Join(v.Stages[1].Reasoning, "\n"), "lost") {
		t.Fatalf("without the reference a sibling that lost 42 is reported: %+v %v", v.Stages, err)
	}
	lost.Reference = &rl
	if v, err := Validate(t.Context(), Rules{}, lost); err != nil || !v.Report || !strings.Contains(strings.Join(v.Stages[1].Reasoning, "\n"), "ground truth of its own result") {
		t.Fatalf("the reference does not judge a sibling that lost values: %+v %v", v.Stages, err)
	}

	// The same rows on both: no divergence, and O_fix stays unchecked.
	same := realCase(t, tg, p, nil, "SELECT 1", "SELECT 1 + 1.0", "TIMESTAMPDIFF", testfmt.Expect{})
	r = Compare(refInfo.Product, same.Test, same.Sibling, execution(t, ref, same.Test, "SELECT 1 + 1.0"))
	if r.Divergence != "" || r.NotCompared != "" {
		t.Fatalf("1 + 1.0 diverges: %+v", r)
	}

	// A statement the reference rejects is not compared: no divergence, and the reason.
	rejected := realCase(t, tg, p, nil, "SELECT 1", "SELECT 1 FROM dual WHERE JSON_OVERLAPS('[1]', '[1]')", "TIMESTAMPDIFF", testfmt.Expect{})
	r = Compare(refInfo.Product, rejected.Test, rejected.Sibling, execution(t, ref, rejected.Test, "SELECT NOSUCHFUNCTION(1)"))
	if r.Divergence != "" || !strings.Contains(r.NotCompared, "not both succeeded") {
		t.Fatalf("a rejected statement was compared: %+v", r)
	}

	// A divergence is no candidate by itself.
	v = Verdict{Evidence: []string{EvidenceReference, EvidenceDifferential}}
	if v.Candidate() {
		t.Error("a reference divergence alone made a candidate")
	}
}

func TestRowsDiffer(t *testing.T) {
	s := func(v string) *string { return &v }
	for _, c := range []struct {
		name string
		a, b [][]*string
		want bool
	}{
		{"numbers compare as numbers", [][]*string{{s("1.50")}, {s("2")}}, [][]*string{{s("2.0")}, {s("1.5")}}, false},
		{"order does not matter", [][]*string{{s("a")}, {s("b")}}, [][]*string{{s("b")}, {s("a")}}, false},
		{"NULL is not 0", [][]*string{{nil}}, [][]*string{{s("0")}}, true},
		{"text is compared as written", [][]*string{{s("Abc")}}, [][]*string{{s("abc")}}, true},
		{"a missing row", [][]*string{{s("1")}}, [][]*string{{s("1")}, {s("1")}}, true},
		{"fractions at the shorter scale", [][]*string{{s("x"), s("3.141592654")}}, [][]*string{{s("x"), s("3.141593")}}, false},
		{"a fraction that differs at the shorter scale", [][]*string{{s("3.141592654")}}, [][]*string{{s("3.141600")}}, true},
		{"a whole number is no fraction", [][]*string{{s("1")}}, [][]*string{{s("0.6667")}}, true},
	} {
		if got := rowsDiffer(c.a, c.b) != ""; got != c.want {
			t.Errorf("%s: rowsDiffer = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestOwnListing(t *testing.T) {
	for sql, want := range map[string]string{
		"SHOW COLLATION":                "SHOW",
		"  show plugins":                "SHOW",
		"DESCRIBE t":                    "DESCRIBE",
		"explain select 1":              "EXPLAIN",
		"SELECT * FROM show_me":         "",
		"SELECT 'SHOW'":                 "",
		"WITH s AS (SELECT 1) SELECT 1": "",
	} {
		if got := ownListing(sql); got != want {
			t.Errorf("ownListing(%q) = %q, want %q", sql, got, want)
		}
	}
}

func TestBenignIn(t *testing.T) {
	for sql, want := range map[string]string{
		"select now() = DAYOFWEEK(0)":          "NOW()",
		"SELECT a FROM t WHERE CURRENT_DATE()": "CURRENT_DATE",
		"SELECT current_date + 1":              "CURRENT_DATE",
		"select RAND (0)":                      "RAND()",
		"SELECT user FROM accounts":            "",
		"SELECT my_now(1), nowhere FROM t":     "",
		"SELECT DAYOFWEEK('2001-02-03')":       "",
		"select JSON_ARRAYAGG(0) from mytable": "",
		"SELECT GREATEST(@@back_log, 0)":       "@@BACK_LOG",
		"select @@session.sql_mode":            "@@SESSION.SQL_MODE",
		"SELECT @@version":                     "@@VERSION",
		"SELECT @v := 1, @v":                   "",
	} {
		if got := benignIn(sql); got != want {
			t.Errorf("benignIn(%q) = %q, want %q", sql, got, want)
		}
	}
	s := func(v string) *string { return &v }
	if d := rowsDiffer([][]*string{{s(`[0, 0, {"a": null}]`)}}, [][]*string{{s(`[0,0,{"a":null}]`)}}); d != "" {
		t.Errorf("JSON documents that differ only in spacing diverge: %s", d)
	}
}
