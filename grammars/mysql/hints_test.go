package mysql

import (
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
)

// hintsOf returns the hints of a statement's optimizer hint comments: for each, the text of its
// leading token, upper-cased, or "?" for an unknownHint.
func hintsOf(tree antlr.Tree) []string {
	var out []string
	var walk func(n antlr.Tree)
	walk = func(n antlr.Tree) {
		if h, ok := n.(*HintContext); ok {
			if _, unknown := h.GetChild(0).(*UnknownHintContext); unknown {
				out = append(out, "?")
			} else {
				out = append(out, strings.ToUpper(h.GetChild(0).(antlr.TerminalNode).GetText()))
			}
		}
		for _, c := range n.GetChildren() {
			walk(c)
		}
	}
	walk(tree)
	return out
}

func TestParseOptimizerHints(t *testing.T) {
	cases := []struct {
		sql   string
		hints string // the hints parsed, in order; "?" for an unknown one
	}{
		{"SELECT /*+ NO_INDEX(t1 i1) */ a FROM t1", "NO_INDEX"},
		{"SELECT /*+ MAX_EXECUTION_TIME(1000) */ * FROM t", "MAX_EXECUTION_TIME"},
		{"SELECT /*+ BKA(t1) NO_BKA(t2) */ * FROM t1 INNER JOIN t2", "BKA NO_BKA"},
		{"INSERT /*+ SET_VAR(foreign_key_checks=OFF) */ INTO t VALUES (1)", "SET_VAR"},
		{"REPLACE /*+ SET_VAR(sort_buffer_size = 16M) */ INTO t VALUES (1)", "SET_VAR"},
		{"UPDATE /*+ NO_MERGE(dt) */ t1 SET a = 1", "NO_MERGE"},
		{"DELETE /*+ BKA(t1) */ FROM t1 WHERE a = 1", "BKA"},
		{"CREATE VIEW v AS SELECT /*+ NO_INDEX(t1 i1) */ a FROM t1", "NO_INDEX"},
		{"CREATE VIEW v AS SELECT /*+ MAX_EXECUTION_TIME(1) */ a FROM t1", "MAX_EXECUTION_TIME"},
		{"SELECT /*+ QB_NAME(qb1) */ a FROM t", "QB_NAME"},
		{"select /*+ no_index(t1 i1) max_execution_time(5) */ a from t1", "NO_INDEX MAX_EXECUTION_TIME"},
		{"SELECT/*+NO_INDEX(t1@qb1 i1, i2)*/a FROM t1", "NO_INDEX"},
		{"SELECT /*+ INDEX(t1 PRIMARY) NO_INDEX(@qb1 t1) INDEX_MERGE(t1) NO_INDEX_MERGE(t1 a, b) */ 1", "INDEX NO_INDEX INDEX_MERGE NO_INDEX_MERGE"},
		{"SELECT /*+ GROUP_INDEX(t1 i) NO_GROUP_INDEX(t1) ORDER_INDEX(t1 i) NO_ORDER_INDEX(t1) */ 1", "GROUP_INDEX NO_GROUP_INDEX ORDER_INDEX NO_ORDER_INDEX"},
		{"SELECT /*+ JOIN_INDEX(t1 i) NO_JOIN_INDEX(t1) SKIP_SCAN(t1 i) NO_SKIP_SCAN(t1) */ 1", "JOIN_INDEX NO_JOIN_INDEX SKIP_SCAN NO_SKIP_SCAN"},
		{"SELECT /*+ MRR(t1) NO_MRR(t1 i) NO_ICP(t1 i) NO_RANGE_OPTIMIZATION(t3 PRIMARY, f2_idx) */ 1", "MRR NO_MRR NO_ICP NO_RANGE_OPTIMIZATION"},
		{"SELECT /*+ BNL() NO_BNL(t1, t2) HASH_JOIN(t1) NO_HASH_JOIN(@qb1 t1, t2) */ 1", "BNL NO_BNL HASH_JOIN NO_HASH_JOIN"},
		{"SELECT /*+ DERIVED_CONDITION_PUSHDOWN(dt) NO_DERIVED_CONDITION_PUSHDOWN(@qb1) */ 1", "DERIVED_CONDITION_PUSHDOWN NO_DERIVED_CONDITION_PUSHDOWN"},
		{"SELECT /*+ JOIN_FIXED_ORDER() JOIN_ORDER(t4@subq1, t3) JOIN_PREFIX(t2) JOIN_SUFFIX(t1) */ 1", "JOIN_FIXED_ORDER JOIN_ORDER JOIN_PREFIX JOIN_SUFFIX"},
		{"SELECT /*+ MERGE(dt) NO_MERGE(@qb1 dt) */ a FROM (SELECT 1 AS a) dt", "MERGE NO_MERGE"},
		{"SELECT /*+ SEMIJOIN(@subq1 MATERIALIZATION, DUPSWEEDOUT) NO_SEMIJOIN(FIRSTMATCH, LOOSESCAN) */ 1", "SEMIJOIN NO_SEMIJOIN"},
		{"SELECT /*+ SUBQUERY(INTOEXISTS) */ a FROM t WHERE a IN (SELECT /*+ SUBQUERY(@qb1 MATERIALIZATION) */ b FROM u)", "SUBQUERY SUBQUERY"},
		{"SELECT /*+ RESOURCE_GROUP(Batch) SET_VAR(optimizer_switch = 'mrr_cost_based=off') */ 1", "RESOURCE_GROUP SET_VAR"},
		{"SELECT /*+ NO_BKA(`t 1`) QB_NAME(`qb``1`) BKA(merge, subquery) */ 1", "NO_BKA QB_NAME BKA"},
		{"SELECT /*+ NO_ICP() */ 1", "NO_ICP"},
		// Hints the server does not know, and stray tokens, are ignored by it with a warning.
		{"SELECT /*+ LOOKUP_JOIN(a, b) NO_INDEX(t1) bad_hint ? 10 */ 1", "? NO_INDEX ? ? ?"},
		{"SELECT /*+ READ_FROM_STORAGE(TIFLASH[t]) */ 1", "?"},
		{"SELECT /*+ */ 1", ""},
		{"SELECT /*+*/ 1", ""},
		{"SELECT /*+ BKA(t1)\n  NO_BKA(t2) */ 1", "BKA NO_BKA"},
		// Comments and names that look like hints are what they were.
		{"SELECT /* plain comment */ 1", ""},
		{"SELECT /* + NO_ICP() */ 1", ""},
		{"SELECT /**/ 1, /*** stars ***/ 2 /* the end */", ""},
		{"SELECT 1 /*! + 2 */", ""},
		{"SELECT /*!40001 SQL_NO_CACHE */ 1", ""},
		{"SELECT /*+ NO_INDEX(t1 i1) */ /* c */ a FROM t1", "NO_INDEX"},
		{"SELECT no_index FROM merge", ""},
		{"SELECT bka, qb_name, max_execution_time, semijoin, subquery FROM join_order AS set_var", ""},
		{"CREATE TABLE no_index (a int)", ""},
		{"CREATE TABLE t (no_index INT, KEY max_execution_time (no_index))", ""},
	}
	for _, c := range cases {
		tree, err := Parse(c.sql)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.sql, err)
			continue
		}
		if got := strings.Join(hintsOf(tree), " "); got != c.hints {
			t.Errorf("Parse(%q): hints %q, want %q", c.sql, got, c.hints)
		}
	}
}

// TestParseBadOptimizerHints: a known hint with arguments of the wrong shape does not parse,
// so that a generated sibling with a wrong argument is caught by the parse check.
func TestParseBadOptimizerHints(t *testing.T) {
	for _, sql := range []string{
		"SELECT /*+ BKA 1 */ 1",
		"SELECT /*+ MAX_EXECUTION_TIME(NULL) */ 1",
		"SELECT /*+ NO_INDEX(1) */ 1",
		"SELECT /*+ SUBQUERY(FIRSTMATCH) */ 1",
		"SELECT /*+ NO_INDEX(t1 i1) */",
		"SELECT /*+ NO_INDEX(t1 i1) 1",
	} {
		if _, err := Parse(sql); err == nil {
			t.Errorf("Parse(%q) succeeded", sql)
		}
	}
}
