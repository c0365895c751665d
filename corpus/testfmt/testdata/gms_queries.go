package queries

import "fmt"

const tableName = "mytable"

var QueryTests = []QueryTest{
	{
		Query:    "SELECT i, s FROM " + tableName,
		Expected: []sql.Row{{int64(1), "first row"}, {2, `second row`}},
	},
	{
		Query:       "SELECT * FROM nope",
		ExpectedErr: sql.ErrTableNotFound,
	},
	{
		Query:    "SELECT NULL, true, -1.5, 'x'",
		Expected: []sql.Row{sql.NewRow(nil, true, -1.5, 'x')},
		Skip:     true,
	},
}

var ScriptTests = []queries.ScriptTest{
	{
		Name: "json and warnings",
		SetUpScript: []string{
			"CREATE TABLE t (j JSON)",
			`INSERT INTO t VALUES ('{"a": 1}')`,
		},
		Assertions: []queries.ScriptTestAssertion{
			{
				Query:    "SELECT j FROM t",
				Expected: []sql.Row{{types.MustJSON(`{"a": 1}`)}, {types.NewOkResult(1)}},
			},
			{
				Query:                           "SELECT 1/0",
				Expected:                        []sql.Row{{nil}},
				ExpectedWarning:                 1365,
				ExpectedWarningMessageSubstring: "Division by 0",
			},
			{
				Query:          "SIGNAL SQLSTATE '45000'",
				ExpectedErrStr: "Unhandled user-defined exception",
			},
			{
				Query:            "SELECT NOW()",
				SkipResultsCheck: true,
			},
			{
				Query:    fmt.Sprintf("SELECT %d", 1),
				Expected: expectedRows,
			},
		},
	},
	{
		Name:     "single assertion",
		Query:    "SELECT 1",
		Expected: []sql.Row{{1}},
	},
}

func init() {
	for _, tt := range []WriteQueryTest{{
		WriteQuery:          "INSERT INTO t VALUES (1)",
		ExpectedWriteResult: []sql.Row{{types.NewOkResult(1)}},
		SelectQuery:         "SELECT * FROM t",
		ExpectedSelect:      []sql.Row{{1}},
	}} {
		_ = tt
	}
}

var TransactionTests = []TransactionTest{
	{
		Name: "clients",
		Assertions: []ScriptTestAssertion{
			{Query: "/* client a */ BEGIN", Expected: []sql.Row{}},
		},
	},
}

var PrivTests = []UserPrivilegeTest{
	{
		Name: "privileges",
		Assertions: []UserPrivilegeTestAssertion{
			{User: "tester", Host: "localhost", Query: "SELECT 1", ExpectedErr: sql.ErrPrivilegeCheckFailed},
		},
	},
}

var PlanTests = []QueryPlanTest{
	{Query: "SELECT 1", ExpectedPlan: "Project"},
}
