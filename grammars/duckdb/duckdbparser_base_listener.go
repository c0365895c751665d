package duckdb // DuckDBParser
import "github.com/antlr4-go/antlr/v4"

// BaseDuckDBParserListener is a complete listener for a parse tree produced by DuckDBParser.
type BaseDuckDBParserListener struct{}

var _ DuckDBParserListener = &BaseDuckDBParserListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseDuckDBParserListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseDuckDBParserListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseDuckDBParserListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseDuckDBParserListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterRoot is called when production root is entered.
func (s *BaseDuckDBParserListener) EnterRoot(ctx *RootContext) {}

// ExitRoot is called when production root is exited.
func (s *BaseDuckDBParserListener) ExitRoot(ctx *RootContext) {}

// EnterStmt is called when production stmt is entered.
func (s *BaseDuckDBParserListener) EnterStmt(ctx *StmtContext) {}

// ExitStmt is called when production stmt is exited.
func (s *BaseDuckDBParserListener) ExitStmt(ctx *StmtContext) {}

// EnterWithStmt is called when production withStmt is entered.
func (s *BaseDuckDBParserListener) EnterWithStmt(ctx *WithStmtContext) {}

// ExitWithStmt is called when production withStmt is exited.
func (s *BaseDuckDBParserListener) ExitWithStmt(ctx *WithStmtContext) {}

// EnterSelectStmt is called when production selectStmt is entered.
func (s *BaseDuckDBParserListener) EnterSelectStmt(ctx *SelectStmtContext) {}

// ExitSelectStmt is called when production selectStmt is exited.
func (s *BaseDuckDBParserListener) ExitSelectStmt(ctx *SelectStmtContext) {}

// EnterSelectBody is called when production selectBody is entered.
func (s *BaseDuckDBParserListener) EnterSelectBody(ctx *SelectBodyContext) {}

// ExitSelectBody is called when production selectBody is exited.
func (s *BaseDuckDBParserListener) ExitSelectBody(ctx *SelectBodyContext) {}

// EnterSelectSetExpr is called when production selectSetExpr is entered.
func (s *BaseDuckDBParserListener) EnterSelectSetExpr(ctx *SelectSetExprContext) {}

// ExitSelectSetExpr is called when production selectSetExpr is exited.
func (s *BaseDuckDBParserListener) ExitSelectSetExpr(ctx *SelectSetExprContext) {}

// EnterSelectIntersect is called when production selectIntersect is entered.
func (s *BaseDuckDBParserListener) EnterSelectIntersect(ctx *SelectIntersectContext) {}

// ExitSelectIntersect is called when production selectIntersect is exited.
func (s *BaseDuckDBParserListener) ExitSelectIntersect(ctx *SelectIntersectContext) {}

// EnterSetQuantifier is called when production setQuantifier is entered.
func (s *BaseDuckDBParserListener) EnterSetQuantifier(ctx *SetQuantifierContext) {}

// ExitSetQuantifier is called when production setQuantifier is exited.
func (s *BaseDuckDBParserListener) ExitSetQuantifier(ctx *SetQuantifierContext) {}

// EnterSelectPrimary is called when production selectPrimary is entered.
func (s *BaseDuckDBParserListener) EnterSelectPrimary(ctx *SelectPrimaryContext) {}

// ExitSelectPrimary is called when production selectPrimary is exited.
func (s *BaseDuckDBParserListener) ExitSelectPrimary(ctx *SelectPrimaryContext) {}

// EnterSimpleSelect is called when production simpleSelect is entered.
func (s *BaseDuckDBParserListener) EnterSimpleSelect(ctx *SimpleSelectContext) {}

// ExitSimpleSelect is called when production simpleSelect is exited.
func (s *BaseDuckDBParserListener) ExitSimpleSelect(ctx *SimpleSelectContext) {}

// EnterSelectTail is called when production selectTail is entered.
func (s *BaseDuckDBParserListener) EnterSelectTail(ctx *SelectTailContext) {}

// ExitSelectTail is called when production selectTail is exited.
func (s *BaseDuckDBParserListener) ExitSelectTail(ctx *SelectTailContext) {}

// EnterDistinctClause is called when production distinctClause is entered.
func (s *BaseDuckDBParserListener) EnterDistinctClause(ctx *DistinctClauseContext) {}

// ExitDistinctClause is called when production distinctClause is exited.
func (s *BaseDuckDBParserListener) ExitDistinctClause(ctx *DistinctClauseContext) {}

// EnterTargetList is called when production targetList is entered.
func (s *BaseDuckDBParserListener) EnterTargetList(ctx *TargetListContext) {}

// ExitTargetList is called when production targetList is exited.
func (s *BaseDuckDBParserListener) ExitTargetList(ctx *TargetListContext) {}

// EnterTargetElement is called when production targetElement is entered.
func (s *BaseDuckDBParserListener) EnterTargetElement(ctx *TargetElementContext) {}

// ExitTargetElement is called when production targetElement is exited.
func (s *BaseDuckDBParserListener) ExitTargetElement(ctx *TargetElementContext) {}

// EnterIntoClause is called when production intoClause is entered.
func (s *BaseDuckDBParserListener) EnterIntoClause(ctx *IntoClauseContext) {}

// ExitIntoClause is called when production intoClause is exited.
func (s *BaseDuckDBParserListener) ExitIntoClause(ctx *IntoClauseContext) {}

// EnterValuesClause is called when production valuesClause is entered.
func (s *BaseDuckDBParserListener) EnterValuesClause(ctx *ValuesClauseContext) {}

// ExitValuesClause is called when production valuesClause is exited.
func (s *BaseDuckDBParserListener) ExitValuesClause(ctx *ValuesClauseContext) {}

// EnterValuesRow is called when production valuesRow is entered.
func (s *BaseDuckDBParserListener) EnterValuesRow(ctx *ValuesRowContext) {}

// ExitValuesRow is called when production valuesRow is exited.
func (s *BaseDuckDBParserListener) ExitValuesRow(ctx *ValuesRowContext) {}

// EnterWithClause is called when production withClause is entered.
func (s *BaseDuckDBParserListener) EnterWithClause(ctx *WithClauseContext) {}

// ExitWithClause is called when production withClause is exited.
func (s *BaseDuckDBParserListener) ExitWithClause(ctx *WithClauseContext) {}

// EnterCommonTableExpr is called when production commonTableExpr is entered.
func (s *BaseDuckDBParserListener) EnterCommonTableExpr(ctx *CommonTableExprContext) {}

// ExitCommonTableExpr is called when production commonTableExpr is exited.
func (s *BaseDuckDBParserListener) ExitCommonTableExpr(ctx *CommonTableExprContext) {}

// EnterPreparableStmt is called when production preparableStmt is entered.
func (s *BaseDuckDBParserListener) EnterPreparableStmt(ctx *PreparableStmtContext) {}

// ExitPreparableStmt is called when production preparableStmt is exited.
func (s *BaseDuckDBParserListener) ExitPreparableStmt(ctx *PreparableStmtContext) {}

// EnterFromClause is called when production fromClause is entered.
func (s *BaseDuckDBParserListener) EnterFromClause(ctx *FromClauseContext) {}

// ExitFromClause is called when production fromClause is exited.
func (s *BaseDuckDBParserListener) ExitFromClause(ctx *FromClauseContext) {}

// EnterFromItem is called when production fromItem is entered.
func (s *BaseDuckDBParserListener) EnterFromItem(ctx *FromItemContext) {}

// ExitFromItem is called when production fromItem is exited.
func (s *BaseDuckDBParserListener) ExitFromItem(ctx *FromItemContext) {}

// EnterTableRef is called when production tableRef is entered.
func (s *BaseDuckDBParserListener) EnterTableRef(ctx *TableRefContext) {}

// ExitTableRef is called when production tableRef is exited.
func (s *BaseDuckDBParserListener) ExitTableRef(ctx *TableRefContext) {}

// EnterJoinedTable is called when production joinedTable is entered.
func (s *BaseDuckDBParserListener) EnterJoinedTable(ctx *JoinedTableContext) {}

// ExitJoinedTable is called when production joinedTable is exited.
func (s *BaseDuckDBParserListener) ExitJoinedTable(ctx *JoinedTableContext) {}

// EnterFunctionTable is called when production functionTable is entered.
func (s *BaseDuckDBParserListener) EnterFunctionTable(ctx *FunctionTableContext) {}

// ExitFunctionTable is called when production functionTable is exited.
func (s *BaseDuckDBParserListener) ExitFunctionTable(ctx *FunctionTableContext) {}

// EnterAtClause is called when production atClause is entered.
func (s *BaseDuckDBParserListener) EnterAtClause(ctx *AtClauseContext) {}

// ExitAtClause is called when production atClause is exited.
func (s *BaseDuckDBParserListener) ExitAtClause(ctx *AtClauseContext) {}

// EnterTablesampleClause is called when production tablesampleClause is entered.
func (s *BaseDuckDBParserListener) EnterTablesampleClause(ctx *TablesampleClauseContext) {}

// ExitTablesampleClause is called when production tablesampleClause is exited.
func (s *BaseDuckDBParserListener) ExitTablesampleClause(ctx *TablesampleClauseContext) {}

// EnterSampleClause is called when production sampleClause is entered.
func (s *BaseDuckDBParserListener) EnterSampleClause(ctx *SampleClauseContext) {}

// ExitSampleClause is called when production sampleClause is exited.
func (s *BaseDuckDBParserListener) ExitSampleClause(ctx *SampleClauseContext) {}

// EnterSampleEntry is called when production sampleEntry is entered.
func (s *BaseDuckDBParserListener) EnterSampleEntry(ctx *SampleEntryContext) {}

// ExitSampleEntry is called when production sampleEntry is exited.
func (s *BaseDuckDBParserListener) ExitSampleEntry(ctx *SampleEntryContext) {}

// EnterSampleCount is called when production sampleCount is entered.
func (s *BaseDuckDBParserListener) EnterSampleCount(ctx *SampleCountContext) {}

// ExitSampleCount is called when production sampleCount is exited.
func (s *BaseDuckDBParserListener) ExitSampleCount(ctx *SampleCountContext) {}

// EnterJoinPart is called when production joinPart is entered.
func (s *BaseDuckDBParserListener) EnterJoinPart(ctx *JoinPartContext) {}

// ExitJoinPart is called when production joinPart is exited.
func (s *BaseDuckDBParserListener) ExitJoinPart(ctx *JoinPartContext) {}

// EnterJoinType is called when production joinType is entered.
func (s *BaseDuckDBParserListener) EnterJoinType(ctx *JoinTypeContext) {}

// ExitJoinType is called when production joinType is exited.
func (s *BaseDuckDBParserListener) ExitJoinType(ctx *JoinTypeContext) {}

// EnterJoinQual is called when production joinQual is entered.
func (s *BaseDuckDBParserListener) EnterJoinQual(ctx *JoinQualContext) {}

// ExitJoinQual is called when production joinQual is exited.
func (s *BaseDuckDBParserListener) ExitJoinQual(ctx *JoinQualContext) {}

// EnterPivotValue is called when production pivotValue is entered.
func (s *BaseDuckDBParserListener) EnterPivotValue(ctx *PivotValueContext) {}

// ExitPivotValue is called when production pivotValue is exited.
func (s *BaseDuckDBParserListener) ExitPivotValue(ctx *PivotValueContext) {}

// EnterUnpivotHeader is called when production unpivotHeader is entered.
func (s *BaseDuckDBParserListener) EnterUnpivotHeader(ctx *UnpivotHeaderContext) {}

// ExitUnpivotHeader is called when production unpivotHeader is exited.
func (s *BaseDuckDBParserListener) ExitUnpivotHeader(ctx *UnpivotHeaderContext) {}

// EnterUnpivotValue is called when production unpivotValue is entered.
func (s *BaseDuckDBParserListener) EnterUnpivotValue(ctx *UnpivotValueContext) {}

// ExitUnpivotValue is called when production unpivotValue is exited.
func (s *BaseDuckDBParserListener) ExitUnpivotValue(ctx *UnpivotValueContext) {}

// EnterPivotStmt is called when production pivotStmt is entered.
func (s *BaseDuckDBParserListener) EnterPivotStmt(ctx *PivotStmtContext) {}

// ExitPivotStmt is called when production pivotStmt is exited.
func (s *BaseDuckDBParserListener) ExitPivotStmt(ctx *PivotStmtContext) {}

// EnterPivotColumn is called when production pivotColumn is entered.
func (s *BaseDuckDBParserListener) EnterPivotColumn(ctx *PivotColumnContext) {}

// ExitPivotColumn is called when production pivotColumn is exited.
func (s *BaseDuckDBParserListener) ExitPivotColumn(ctx *PivotColumnContext) {}

// EnterPivotGroupNames is called when production pivotGroupNames is entered.
func (s *BaseDuckDBParserListener) EnterPivotGroupNames(ctx *PivotGroupNamesContext) {}

// ExitPivotGroupNames is called when production pivotGroupNames is exited.
func (s *BaseDuckDBParserListener) ExitPivotGroupNames(ctx *PivotGroupNamesContext) {}

// EnterUnpivotStmt is called when production unpivotStmt is entered.
func (s *BaseDuckDBParserListener) EnterUnpivotStmt(ctx *UnpivotStmtContext) {}

// ExitUnpivotStmt is called when production unpivotStmt is exited.
func (s *BaseDuckDBParserListener) ExitUnpivotStmt(ctx *UnpivotStmtContext) {}

// EnterAliasClause is called when production aliasClause is entered.
func (s *BaseDuckDBParserListener) EnterAliasClause(ctx *AliasClauseContext) {}

// ExitAliasClause is called when production aliasClause is exited.
func (s *BaseDuckDBParserListener) ExitAliasClause(ctx *AliasClauseContext) {}

// EnterFunctionAliasClause is called when production functionAliasClause is entered.
func (s *BaseDuckDBParserListener) EnterFunctionAliasClause(ctx *FunctionAliasClauseContext) {}

// ExitFunctionAliasClause is called when production functionAliasClause is exited.
func (s *BaseDuckDBParserListener) ExitFunctionAliasClause(ctx *FunctionAliasClauseContext) {}

// EnterColumnDefList is called when production columnDefList is entered.
func (s *BaseDuckDBParserListener) EnterColumnDefList(ctx *ColumnDefListContext) {}

// ExitColumnDefList is called when production columnDefList is exited.
func (s *BaseDuckDBParserListener) ExitColumnDefList(ctx *ColumnDefListContext) {}

// EnterWhereClause is called when production whereClause is entered.
func (s *BaseDuckDBParserListener) EnterWhereClause(ctx *WhereClauseContext) {}

// ExitWhereClause is called when production whereClause is exited.
func (s *BaseDuckDBParserListener) ExitWhereClause(ctx *WhereClauseContext) {}

// EnterGroupByClause is called when production groupByClause is entered.
func (s *BaseDuckDBParserListener) EnterGroupByClause(ctx *GroupByClauseContext) {}

// ExitGroupByClause is called when production groupByClause is exited.
func (s *BaseDuckDBParserListener) ExitGroupByClause(ctx *GroupByClauseContext) {}

// EnterGroupingElement is called when production groupingElement is entered.
func (s *BaseDuckDBParserListener) EnterGroupingElement(ctx *GroupingElementContext) {}

// ExitGroupingElement is called when production groupingElement is exited.
func (s *BaseDuckDBParserListener) ExitGroupingElement(ctx *GroupingElementContext) {}

// EnterHavingClause is called when production havingClause is entered.
func (s *BaseDuckDBParserListener) EnterHavingClause(ctx *HavingClauseContext) {}

// ExitHavingClause is called when production havingClause is exited.
func (s *BaseDuckDBParserListener) ExitHavingClause(ctx *HavingClauseContext) {}

// EnterWindowClause is called when production windowClause is entered.
func (s *BaseDuckDBParserListener) EnterWindowClause(ctx *WindowClauseContext) {}

// ExitWindowClause is called when production windowClause is exited.
func (s *BaseDuckDBParserListener) ExitWindowClause(ctx *WindowClauseContext) {}

// EnterWindowDefinition is called when production windowDefinition is entered.
func (s *BaseDuckDBParserListener) EnterWindowDefinition(ctx *WindowDefinitionContext) {}

// ExitWindowDefinition is called when production windowDefinition is exited.
func (s *BaseDuckDBParserListener) ExitWindowDefinition(ctx *WindowDefinitionContext) {}

// EnterQualifyClause is called when production qualifyClause is entered.
func (s *BaseDuckDBParserListener) EnterQualifyClause(ctx *QualifyClauseContext) {}

// ExitQualifyClause is called when production qualifyClause is exited.
func (s *BaseDuckDBParserListener) ExitQualifyClause(ctx *QualifyClauseContext) {}

// EnterWindowSpec is called when production windowSpec is entered.
func (s *BaseDuckDBParserListener) EnterWindowSpec(ctx *WindowSpecContext) {}

// ExitWindowSpec is called when production windowSpec is exited.
func (s *BaseDuckDBParserListener) ExitWindowSpec(ctx *WindowSpecContext) {}

// EnterFrameClause is called when production frameClause is entered.
func (s *BaseDuckDBParserListener) EnterFrameClause(ctx *FrameClauseContext) {}

// ExitFrameClause is called when production frameClause is exited.
func (s *BaseDuckDBParserListener) ExitFrameClause(ctx *FrameClauseContext) {}

// EnterFrameBound is called when production frameBound is entered.
func (s *BaseDuckDBParserListener) EnterFrameBound(ctx *FrameBoundContext) {}

// ExitFrameBound is called when production frameBound is exited.
func (s *BaseDuckDBParserListener) ExitFrameBound(ctx *FrameBoundContext) {}

// EnterFrameExclusion is called when production frameExclusion is entered.
func (s *BaseDuckDBParserListener) EnterFrameExclusion(ctx *FrameExclusionContext) {}

// ExitFrameExclusion is called when production frameExclusion is exited.
func (s *BaseDuckDBParserListener) ExitFrameExclusion(ctx *FrameExclusionContext) {}

// EnterOrderByClause is called when production orderByClause is entered.
func (s *BaseDuckDBParserListener) EnterOrderByClause(ctx *OrderByClauseContext) {}

// ExitOrderByClause is called when production orderByClause is exited.
func (s *BaseDuckDBParserListener) ExitOrderByClause(ctx *OrderByClauseContext) {}

// EnterSortBy is called when production sortBy is entered.
func (s *BaseDuckDBParserListener) EnterSortBy(ctx *SortByContext) {}

// ExitSortBy is called when production sortBy is exited.
func (s *BaseDuckDBParserListener) ExitSortBy(ctx *SortByContext) {}

// EnterSelectLimit is called when production selectLimit is entered.
func (s *BaseDuckDBParserListener) EnterSelectLimit(ctx *SelectLimitContext) {}

// ExitSelectLimit is called when production selectLimit is exited.
func (s *BaseDuckDBParserListener) ExitSelectLimit(ctx *SelectLimitContext) {}

// EnterLimitItem is called when production limitItem is entered.
func (s *BaseDuckDBParserListener) EnterLimitItem(ctx *LimitItemContext) {}

// ExitLimitItem is called when production limitItem is exited.
func (s *BaseDuckDBParserListener) ExitLimitItem(ctx *LimitItemContext) {}

// EnterFetchCount is called when production fetchCount is entered.
func (s *BaseDuckDBParserListener) EnterFetchCount(ctx *FetchCountContext) {}

// ExitFetchCount is called when production fetchCount is exited.
func (s *BaseDuckDBParserListener) ExitFetchCount(ctx *FetchCountContext) {}

// EnterForLockingClause is called when production forLockingClause is entered.
func (s *BaseDuckDBParserListener) EnterForLockingClause(ctx *ForLockingClauseContext) {}

// ExitForLockingClause is called when production forLockingClause is exited.
func (s *BaseDuckDBParserListener) ExitForLockingClause(ctx *ForLockingClauseContext) {}

// EnterLockStrength is called when production lockStrength is entered.
func (s *BaseDuckDBParserListener) EnterLockStrength(ctx *LockStrengthContext) {}

// ExitLockStrength is called when production lockStrength is exited.
func (s *BaseDuckDBParserListener) ExitLockStrength(ctx *LockStrengthContext) {}

// EnterInsertStmt is called when production insertStmt is entered.
func (s *BaseDuckDBParserListener) EnterInsertStmt(ctx *InsertStmtContext) {}

// ExitInsertStmt is called when production insertStmt is exited.
func (s *BaseDuckDBParserListener) ExitInsertStmt(ctx *InsertStmtContext) {}

// EnterInsertRest is called when production insertRest is entered.
func (s *BaseDuckDBParserListener) EnterInsertRest(ctx *InsertRestContext) {}

// ExitInsertRest is called when production insertRest is exited.
func (s *BaseDuckDBParserListener) ExitInsertRest(ctx *InsertRestContext) {}

// EnterInsertColumn is called when production insertColumn is entered.
func (s *BaseDuckDBParserListener) EnterInsertColumn(ctx *InsertColumnContext) {}

// ExitInsertColumn is called when production insertColumn is exited.
func (s *BaseDuckDBParserListener) ExitInsertColumn(ctx *InsertColumnContext) {}

// EnterOnConflictClause is called when production onConflictClause is entered.
func (s *BaseDuckDBParserListener) EnterOnConflictClause(ctx *OnConflictClauseContext) {}

// ExitOnConflictClause is called when production onConflictClause is exited.
func (s *BaseDuckDBParserListener) ExitOnConflictClause(ctx *OnConflictClauseContext) {}

// EnterConflictTarget is called when production conflictTarget is entered.
func (s *BaseDuckDBParserListener) EnterConflictTarget(ctx *ConflictTargetContext) {}

// ExitConflictTarget is called when production conflictTarget is exited.
func (s *BaseDuckDBParserListener) ExitConflictTarget(ctx *ConflictTargetContext) {}

// EnterReturningClause is called when production returningClause is entered.
func (s *BaseDuckDBParserListener) EnterReturningClause(ctx *ReturningClauseContext) {}

// ExitReturningClause is called when production returningClause is exited.
func (s *BaseDuckDBParserListener) ExitReturningClause(ctx *ReturningClauseContext) {}

// EnterUpdateStmt is called when production updateStmt is entered.
func (s *BaseDuckDBParserListener) EnterUpdateStmt(ctx *UpdateStmtContext) {}

// ExitUpdateStmt is called when production updateStmt is exited.
func (s *BaseDuckDBParserListener) ExitUpdateStmt(ctx *UpdateStmtContext) {}

// EnterSetClauseList is called when production setClauseList is entered.
func (s *BaseDuckDBParserListener) EnterSetClauseList(ctx *SetClauseListContext) {}

// ExitSetClauseList is called when production setClauseList is exited.
func (s *BaseDuckDBParserListener) ExitSetClauseList(ctx *SetClauseListContext) {}

// EnterSetClause is called when production setClause is entered.
func (s *BaseDuckDBParserListener) EnterSetClause(ctx *SetClauseContext) {}

// ExitSetClause is called when production setClause is exited.
func (s *BaseDuckDBParserListener) ExitSetClause(ctx *SetClauseContext) {}

// EnterDeleteStmt is called when production deleteStmt is entered.
func (s *BaseDuckDBParserListener) EnterDeleteStmt(ctx *DeleteStmtContext) {}

// ExitDeleteStmt is called when production deleteStmt is exited.
func (s *BaseDuckDBParserListener) ExitDeleteStmt(ctx *DeleteStmtContext) {}

// EnterTruncateStmt is called when production truncateStmt is entered.
func (s *BaseDuckDBParserListener) EnterTruncateStmt(ctx *TruncateStmtContext) {}

// ExitTruncateStmt is called when production truncateStmt is exited.
func (s *BaseDuckDBParserListener) ExitTruncateStmt(ctx *TruncateStmtContext) {}

// EnterMergeStmt is called when production mergeStmt is entered.
func (s *BaseDuckDBParserListener) EnterMergeStmt(ctx *MergeStmtContext) {}

// ExitMergeStmt is called when production mergeStmt is exited.
func (s *BaseDuckDBParserListener) ExitMergeStmt(ctx *MergeStmtContext) {}

// EnterMergeWhenClause is called when production mergeWhenClause is entered.
func (s *BaseDuckDBParserListener) EnterMergeWhenClause(ctx *MergeWhenClauseContext) {}

// ExitMergeWhenClause is called when production mergeWhenClause is exited.
func (s *BaseDuckDBParserListener) ExitMergeWhenClause(ctx *MergeWhenClauseContext) {}

// EnterMergeAction is called when production mergeAction is entered.
func (s *BaseDuckDBParserListener) EnterMergeAction(ctx *MergeActionContext) {}

// ExitMergeAction is called when production mergeAction is exited.
func (s *BaseDuckDBParserListener) ExitMergeAction(ctx *MergeActionContext) {}

// EnterExpr is called when production expr is entered.
func (s *BaseDuckDBParserListener) EnterExpr(ctx *ExprContext) {}

// ExitExpr is called when production expr is exited.
func (s *BaseDuckDBParserListener) ExitExpr(ctx *ExprContext) {}

// EnterBExpr is called when production bExpr is entered.
func (s *BaseDuckDBParserListener) EnterBExpr(ctx *BExprContext) {}

// ExitBExpr is called when production bExpr is exited.
func (s *BaseDuckDBParserListener) ExitBExpr(ctx *BExprContext) {}

// EnterInTarget is called when production inTarget is entered.
func (s *BaseDuckDBParserListener) EnterInTarget(ctx *InTargetContext) {}

// ExitInTarget is called when production inTarget is exited.
func (s *BaseDuckDBParserListener) ExitInTarget(ctx *InTargetContext) {}

// EnterIsPredicate is called when production isPredicate is entered.
func (s *BaseDuckDBParserListener) EnterIsPredicate(ctx *IsPredicateContext) {}

// ExitIsPredicate is called when production isPredicate is exited.
func (s *BaseDuckDBParserListener) ExitIsPredicate(ctx *IsPredicateContext) {}

// EnterComparisonOperator is called when production comparisonOperator is entered.
func (s *BaseDuckDBParserListener) EnterComparisonOperator(ctx *ComparisonOperatorContext) {}

// ExitComparisonOperator is called when production comparisonOperator is exited.
func (s *BaseDuckDBParserListener) ExitComparisonOperator(ctx *ComparisonOperatorContext) {}

// EnterQualOperator is called when production qualOperator is entered.
func (s *BaseDuckDBParserListener) EnterQualOperator(ctx *QualOperatorContext) {}

// ExitQualOperator is called when production qualOperator is exited.
func (s *BaseDuckDBParserListener) ExitQualOperator(ctx *QualOperatorContext) {}

// EnterAnyOperator is called when production anyOperator is entered.
func (s *BaseDuckDBParserListener) EnterAnyOperator(ctx *AnyOperatorContext) {}

// ExitAnyOperator is called when production anyOperator is exited.
func (s *BaseDuckDBParserListener) ExitAnyOperator(ctx *AnyOperatorContext) {}

// EnterSubqueryOperator is called when production subqueryOperator is entered.
func (s *BaseDuckDBParserListener) EnterSubqueryOperator(ctx *SubqueryOperatorContext) {}

// ExitSubqueryOperator is called when production subqueryOperator is exited.
func (s *BaseDuckDBParserListener) ExitSubqueryOperator(ctx *SubqueryOperatorContext) {}

// EnterIndirectionElement is called when production indirectionElement is entered.
func (s *BaseDuckDBParserListener) EnterIndirectionElement(ctx *IndirectionElementContext) {}

// ExitIndirectionElement is called when production indirectionElement is exited.
func (s *BaseDuckDBParserListener) ExitIndirectionElement(ctx *IndirectionElementContext) {}

// EnterPrimaryExpr is called when production primaryExpr is entered.
func (s *BaseDuckDBParserListener) EnterPrimaryExpr(ctx *PrimaryExprContext) {}

// ExitPrimaryExpr is called when production primaryExpr is exited.
func (s *BaseDuckDBParserListener) ExitPrimaryExpr(ctx *PrimaryExprContext) {}

// EnterStarModifier is called when production starModifier is entered.
func (s *BaseDuckDBParserListener) EnterStarModifier(ctx *StarModifierContext) {}

// ExitStarModifier is called when production starModifier is exited.
func (s *BaseDuckDBParserListener) ExitStarModifier(ctx *StarModifierContext) {}

// EnterStarName is called when production starName is entered.
func (s *BaseDuckDBParserListener) EnterStarName(ctx *StarNameContext) {}

// ExitStarName is called when production starName is exited.
func (s *BaseDuckDBParserListener) ExitStarName(ctx *StarNameContext) {}

// EnterReplaceItem is called when production replaceItem is entered.
func (s *BaseDuckDBParserListener) EnterReplaceItem(ctx *ReplaceItemContext) {}

// ExitReplaceItem is called when production replaceItem is exited.
func (s *BaseDuckDBParserListener) ExitReplaceItem(ctx *ReplaceItemContext) {}

// EnterRenameItem is called when production renameItem is entered.
func (s *BaseDuckDBParserListener) EnterRenameItem(ctx *RenameItemContext) {}

// ExitRenameItem is called when production renameItem is exited.
func (s *BaseDuckDBParserListener) ExitRenameItem(ctx *RenameItemContext) {}

// EnterParameter is called when production parameter is entered.
func (s *BaseDuckDBParserListener) EnterParameter(ctx *ParameterContext) {}

// ExitParameter is called when production parameter is exited.
func (s *BaseDuckDBParserListener) ExitParameter(ctx *ParameterContext) {}

// EnterColumnRef is called when production columnRef is entered.
func (s *BaseDuckDBParserListener) EnterColumnRef(ctx *ColumnRefContext) {}

// ExitColumnRef is called when production columnRef is exited.
func (s *BaseDuckDBParserListener) ExitColumnRef(ctx *ColumnRefContext) {}

// EnterListLiteral is called when production listLiteral is entered.
func (s *BaseDuckDBParserListener) EnterListLiteral(ctx *ListLiteralContext) {}

// ExitListLiteral is called when production listLiteral is exited.
func (s *BaseDuckDBParserListener) ExitListLiteral(ctx *ListLiteralContext) {}

// EnterListComprehension is called when production listComprehension is entered.
func (s *BaseDuckDBParserListener) EnterListComprehension(ctx *ListComprehensionContext) {}

// ExitListComprehension is called when production listComprehension is exited.
func (s *BaseDuckDBParserListener) ExitListComprehension(ctx *ListComprehensionContext) {}

// EnterStructLiteral is called when production structLiteral is entered.
func (s *BaseDuckDBParserListener) EnterStructLiteral(ctx *StructLiteralContext) {}

// ExitStructLiteral is called when production structLiteral is exited.
func (s *BaseDuckDBParserListener) ExitStructLiteral(ctx *StructLiteralContext) {}

// EnterStructEntry is called when production structEntry is entered.
func (s *BaseDuckDBParserListener) EnterStructEntry(ctx *StructEntryContext) {}

// ExitStructEntry is called when production structEntry is exited.
func (s *BaseDuckDBParserListener) ExitStructEntry(ctx *StructEntryContext) {}

// EnterMapEntry is called when production mapEntry is entered.
func (s *BaseDuckDBParserListener) EnterMapEntry(ctx *MapEntryContext) {}

// ExitMapEntry is called when production mapEntry is exited.
func (s *BaseDuckDBParserListener) ExitMapEntry(ctx *MapEntryContext) {}

// EnterCaseExpr is called when production caseExpr is entered.
func (s *BaseDuckDBParserListener) EnterCaseExpr(ctx *CaseExprContext) {}

// ExitCaseExpr is called when production caseExpr is exited.
func (s *BaseDuckDBParserListener) ExitCaseExpr(ctx *CaseExprContext) {}

// EnterTypedLiteral is called when production typedLiteral is entered.
func (s *BaseDuckDBParserListener) EnterTypedLiteral(ctx *TypedLiteralContext) {}

// ExitTypedLiteral is called when production typedLiteral is exited.
func (s *BaseDuckDBParserListener) ExitTypedLiteral(ctx *TypedLiteralContext) {}

// EnterLiteralType is called when production literalType is entered.
func (s *BaseDuckDBParserListener) EnterLiteralType(ctx *LiteralTypeContext) {}

// ExitLiteralType is called when production literalType is exited.
func (s *BaseDuckDBParserListener) ExitLiteralType(ctx *LiteralTypeContext) {}

// EnterConstant is called when production constant is entered.
func (s *BaseDuckDBParserListener) EnterConstant(ctx *ConstantContext) {}

// ExitConstant is called when production constant is exited.
func (s *BaseDuckDBParserListener) ExitConstant(ctx *ConstantContext) {}

// EnterStringConst is called when production stringConst is entered.
func (s *BaseDuckDBParserListener) EnterStringConst(ctx *StringConstContext) {}

// ExitStringConst is called when production stringConst is exited.
func (s *BaseDuckDBParserListener) ExitStringConst(ctx *StringConstContext) {}

// EnterSignedNumber is called when production signedNumber is entered.
func (s *BaseDuckDBParserListener) EnterSignedNumber(ctx *SignedNumberContext) {}

// ExitSignedNumber is called when production signedNumber is exited.
func (s *BaseDuckDBParserListener) ExitSignedNumber(ctx *SignedNumberContext) {}

// EnterExprList is called when production exprList is entered.
func (s *BaseDuckDBParserListener) EnterExprList(ctx *ExprListContext) {}

// ExitExprList is called when production exprList is exited.
func (s *BaseDuckDBParserListener) ExitExprList(ctx *ExprListContext) {}

// EnterFunctionCall is called when production functionCall is entered.
func (s *BaseDuckDBParserListener) EnterFunctionCall(ctx *FunctionCallContext) {}

// ExitFunctionCall is called when production functionCall is exited.
func (s *BaseDuckDBParserListener) ExitFunctionCall(ctx *FunctionCallContext) {}

// EnterFunctionApplication is called when production functionApplication is entered.
func (s *BaseDuckDBParserListener) EnterFunctionApplication(ctx *FunctionApplicationContext) {}

// ExitFunctionApplication is called when production functionApplication is exited.
func (s *BaseDuckDBParserListener) ExitFunctionApplication(ctx *FunctionApplicationContext) {}

// EnterSpecialFunction is called when production specialFunction is entered.
func (s *BaseDuckDBParserListener) EnterSpecialFunction(ctx *SpecialFunctionContext) {}

// ExitSpecialFunction is called when production specialFunction is exited.
func (s *BaseDuckDBParserListener) ExitSpecialFunction(ctx *SpecialFunctionContext) {}

// EnterSubstringFrom is called when production substringFrom is entered.
func (s *BaseDuckDBParserListener) EnterSubstringFrom(ctx *SubstringFromContext) {}

// ExitSubstringFrom is called when production substringFrom is exited.
func (s *BaseDuckDBParserListener) ExitSubstringFrom(ctx *SubstringFromContext) {}

// EnterExtractField is called when production extractField is entered.
func (s *BaseDuckDBParserListener) EnterExtractField(ctx *ExtractFieldContext) {}

// ExitExtractField is called when production extractField is exited.
func (s *BaseDuckDBParserListener) ExitExtractField(ctx *ExtractFieldContext) {}

// EnterGenericFunction is called when production genericFunction is entered.
func (s *BaseDuckDBParserListener) EnterGenericFunction(ctx *GenericFunctionContext) {}

// ExitGenericFunction is called when production genericFunction is exited.
func (s *BaseDuckDBParserListener) ExitGenericFunction(ctx *GenericFunctionContext) {}

// EnterFuncName is called when production funcName is entered.
func (s *BaseDuckDBParserListener) EnterFuncName(ctx *FuncNameContext) {}

// ExitFuncName is called when production funcName is exited.
func (s *BaseDuckDBParserListener) ExitFuncName(ctx *FuncNameContext) {}

// EnterGenericFuncIdentifier is called when production genericFuncIdentifier is entered.
func (s *BaseDuckDBParserListener) EnterGenericFuncIdentifier(ctx *GenericFuncIdentifierContext) {}

// ExitGenericFuncIdentifier is called when production genericFuncIdentifier is exited.
func (s *BaseDuckDBParserListener) ExitGenericFuncIdentifier(ctx *GenericFuncIdentifierContext) {}

// EnterCallArgs is called when production callArgs is entered.
func (s *BaseDuckDBParserListener) EnterCallArgs(ctx *CallArgsContext) {}

// ExitCallArgs is called when production callArgs is exited.
func (s *BaseDuckDBParserListener) ExitCallArgs(ctx *CallArgsContext) {}

// EnterAggregateArgs is called when production aggregateArgs is entered.
func (s *BaseDuckDBParserListener) EnterAggregateArgs(ctx *AggregateArgsContext) {}

// ExitAggregateArgs is called when production aggregateArgs is exited.
func (s *BaseDuckDBParserListener) ExitAggregateArgs(ctx *AggregateArgsContext) {}

// EnterNullTreatment is called when production nullTreatment is entered.
func (s *BaseDuckDBParserListener) EnterNullTreatment(ctx *NullTreatmentContext) {}

// ExitNullTreatment is called when production nullTreatment is exited.
func (s *BaseDuckDBParserListener) ExitNullTreatment(ctx *NullTreatmentContext) {}

// EnterFunctionArgs is called when production functionArgs is entered.
func (s *BaseDuckDBParserListener) EnterFunctionArgs(ctx *FunctionArgsContext) {}

// ExitFunctionArgs is called when production functionArgs is exited.
func (s *BaseDuckDBParserListener) ExitFunctionArgs(ctx *FunctionArgsContext) {}

// EnterFunctionArg is called when production functionArg is entered.
func (s *BaseDuckDBParserListener) EnterFunctionArg(ctx *FunctionArgContext) {}

// ExitFunctionArg is called when production functionArg is exited.
func (s *BaseDuckDBParserListener) ExitFunctionArg(ctx *FunctionArgContext) {}

// EnterWithinGroupClause is called when production withinGroupClause is entered.
func (s *BaseDuckDBParserListener) EnterWithinGroupClause(ctx *WithinGroupClauseContext) {}

// ExitWithinGroupClause is called when production withinGroupClause is exited.
func (s *BaseDuckDBParserListener) ExitWithinGroupClause(ctx *WithinGroupClauseContext) {}

// EnterFilterClause is called when production filterClause is entered.
func (s *BaseDuckDBParserListener) EnterFilterClause(ctx *FilterClauseContext) {}

// ExitFilterClause is called when production filterClause is exited.
func (s *BaseDuckDBParserListener) ExitFilterClause(ctx *FilterClauseContext) {}

// EnterOverClause is called when production overClause is entered.
func (s *BaseDuckDBParserListener) EnterOverClause(ctx *OverClauseContext) {}

// ExitOverClause is called when production overClause is exited.
func (s *BaseDuckDBParserListener) ExitOverClause(ctx *OverClauseContext) {}

// EnterTypeName is called when production typeName is entered.
func (s *BaseDuckDBParserListener) EnterTypeName(ctx *TypeNameContext) {}

// ExitTypeName is called when production typeName is exited.
func (s *BaseDuckDBParserListener) ExitTypeName(ctx *TypeNameContext) {}

// EnterArrayBounds is called when production arrayBounds is entered.
func (s *BaseDuckDBParserListener) EnterArrayBounds(ctx *ArrayBoundsContext) {}

// ExitArrayBounds is called when production arrayBounds is exited.
func (s *BaseDuckDBParserListener) ExitArrayBounds(ctx *ArrayBoundsContext) {}

// EnterSimpleTypeName is called when production simpleTypeName is entered.
func (s *BaseDuckDBParserListener) EnterSimpleTypeName(ctx *SimpleTypeNameContext) {}

// ExitSimpleTypeName is called when production simpleTypeName is exited.
func (s *BaseDuckDBParserListener) ExitSimpleTypeName(ctx *SimpleTypeNameContext) {}

// EnterColumnTypeList is called when production columnTypeList is entered.
func (s *BaseDuckDBParserListener) EnterColumnTypeList(ctx *ColumnTypeListContext) {}

// ExitColumnTypeList is called when production columnTypeList is exited.
func (s *BaseDuckDBParserListener) ExitColumnTypeList(ctx *ColumnTypeListContext) {}

// EnterNumericType is called when production numericType is entered.
func (s *BaseDuckDBParserListener) EnterNumericType(ctx *NumericTypeContext) {}

// ExitNumericType is called when production numericType is exited.
func (s *BaseDuckDBParserListener) ExitNumericType(ctx *NumericTypeContext) {}

// EnterBitType is called when production bitType is entered.
func (s *BaseDuckDBParserListener) EnterBitType(ctx *BitTypeContext) {}

// ExitBitType is called when production bitType is exited.
func (s *BaseDuckDBParserListener) ExitBitType(ctx *BitTypeContext) {}

// EnterCharacterType is called when production characterType is entered.
func (s *BaseDuckDBParserListener) EnterCharacterType(ctx *CharacterTypeContext) {}

// ExitCharacterType is called when production characterType is exited.
func (s *BaseDuckDBParserListener) ExitCharacterType(ctx *CharacterTypeContext) {}

// EnterDateTimeType is called when production dateTimeType is entered.
func (s *BaseDuckDBParserListener) EnterDateTimeType(ctx *DateTimeTypeContext) {}

// ExitDateTimeType is called when production dateTimeType is exited.
func (s *BaseDuckDBParserListener) ExitDateTimeType(ctx *DateTimeTypeContext) {}

// EnterGenericType is called when production genericType is entered.
func (s *BaseDuckDBParserListener) EnterGenericType(ctx *GenericTypeContext) {}

// ExitGenericType is called when production genericType is exited.
func (s *BaseDuckDBParserListener) ExitGenericType(ctx *GenericTypeContext) {}

// EnterTypeIdentifier is called when production typeIdentifier is entered.
func (s *BaseDuckDBParserListener) EnterTypeIdentifier(ctx *TypeIdentifierContext) {}

// ExitTypeIdentifier is called when production typeIdentifier is exited.
func (s *BaseDuckDBParserListener) ExitTypeIdentifier(ctx *TypeIdentifierContext) {}

// EnterIntervalQualifier is called when production intervalQualifier is entered.
func (s *BaseDuckDBParserListener) EnterIntervalQualifier(ctx *IntervalQualifierContext) {}

// ExitIntervalQualifier is called when production intervalQualifier is exited.
func (s *BaseDuckDBParserListener) ExitIntervalQualifier(ctx *IntervalQualifierContext) {}

// EnterIntervalUnit is called when production intervalUnit is entered.
func (s *BaseDuckDBParserListener) EnterIntervalUnit(ctx *IntervalUnitContext) {}

// ExitIntervalUnit is called when production intervalUnit is exited.
func (s *BaseDuckDBParserListener) ExitIntervalUnit(ctx *IntervalUnitContext) {}

// EnterTempOption is called when production tempOption is entered.
func (s *BaseDuckDBParserListener) EnterTempOption(ctx *TempOptionContext) {}

// ExitTempOption is called when production tempOption is exited.
func (s *BaseDuckDBParserListener) ExitTempOption(ctx *TempOptionContext) {}

// EnterCreateTableStmt is called when production createTableStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateTableStmt(ctx *CreateTableStmtContext) {}

// ExitCreateTableStmt is called when production createTableStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateTableStmt(ctx *CreateTableStmtContext) {}

// EnterCreateTableRest is called when production createTableRest is entered.
func (s *BaseDuckDBParserListener) EnterCreateTableRest(ctx *CreateTableRestContext) {}

// ExitCreateTableRest is called when production createTableRest is exited.
func (s *BaseDuckDBParserListener) ExitCreateTableRest(ctx *CreateTableRestContext) {}

// EnterPartitionSortedOption is called when production partitionSortedOption is entered.
func (s *BaseDuckDBParserListener) EnterPartitionSortedOption(ctx *PartitionSortedOptionContext) {}

// ExitPartitionSortedOption is called when production partitionSortedOption is exited.
func (s *BaseDuckDBParserListener) ExitPartitionSortedOption(ctx *PartitionSortedOptionContext) {}

// EnterOnCommitAction is called when production onCommitAction is entered.
func (s *BaseDuckDBParserListener) EnterOnCommitAction(ctx *OnCommitActionContext) {}

// ExitOnCommitAction is called when production onCommitAction is exited.
func (s *BaseDuckDBParserListener) ExitOnCommitAction(ctx *OnCommitActionContext) {}

// EnterTableElement is called when production tableElement is entered.
func (s *BaseDuckDBParserListener) EnterTableElement(ctx *TableElementContext) {}

// ExitTableElement is called when production tableElement is exited.
func (s *BaseDuckDBParserListener) ExitTableElement(ctx *TableElementContext) {}

// EnterColumnDefinition is called when production columnDefinition is entered.
func (s *BaseDuckDBParserListener) EnterColumnDefinition(ctx *ColumnDefinitionContext) {}

// ExitColumnDefinition is called when production columnDefinition is exited.
func (s *BaseDuckDBParserListener) ExitColumnDefinition(ctx *ColumnDefinitionContext) {}

// EnterGeneratedColumn is called when production generatedColumn is entered.
func (s *BaseDuckDBParserListener) EnterGeneratedColumn(ctx *GeneratedColumnContext) {}

// ExitGeneratedColumn is called when production generatedColumn is exited.
func (s *BaseDuckDBParserListener) ExitGeneratedColumn(ctx *GeneratedColumnContext) {}

// EnterColumnConstraint is called when production columnConstraint is entered.
func (s *BaseDuckDBParserListener) EnterColumnConstraint(ctx *ColumnConstraintContext) {}

// ExitColumnConstraint is called when production columnConstraint is exited.
func (s *BaseDuckDBParserListener) ExitColumnConstraint(ctx *ColumnConstraintContext) {}

// EnterColumnConstraintBody is called when production columnConstraintBody is entered.
func (s *BaseDuckDBParserListener) EnterColumnConstraintBody(ctx *ColumnConstraintBodyContext) {}

// ExitColumnConstraintBody is called when production columnConstraintBody is exited.
func (s *BaseDuckDBParserListener) ExitColumnConstraintBody(ctx *ColumnConstraintBodyContext) {}

// EnterConstraintAttribute is called when production constraintAttribute is entered.
func (s *BaseDuckDBParserListener) EnterConstraintAttribute(ctx *ConstraintAttributeContext) {}

// ExitConstraintAttribute is called when production constraintAttribute is exited.
func (s *BaseDuckDBParserListener) ExitConstraintAttribute(ctx *ConstraintAttributeContext) {}

// EnterTableConstraint is called when production tableConstraint is entered.
func (s *BaseDuckDBParserListener) EnterTableConstraint(ctx *TableConstraintContext) {}

// ExitTableConstraint is called when production tableConstraint is exited.
func (s *BaseDuckDBParserListener) ExitTableConstraint(ctx *TableConstraintContext) {}

// EnterTableConstraintBody is called when production tableConstraintBody is entered.
func (s *BaseDuckDBParserListener) EnterTableConstraintBody(ctx *TableConstraintBodyContext) {}

// ExitTableConstraintBody is called when production tableConstraintBody is exited.
func (s *BaseDuckDBParserListener) ExitTableConstraintBody(ctx *TableConstraintBodyContext) {}

// EnterReferentialActions is called when production referentialActions is entered.
func (s *BaseDuckDBParserListener) EnterReferentialActions(ctx *ReferentialActionsContext) {}

// ExitReferentialActions is called when production referentialActions is exited.
func (s *BaseDuckDBParserListener) ExitReferentialActions(ctx *ReferentialActionsContext) {}

// EnterReferentialAction is called when production referentialAction is entered.
func (s *BaseDuckDBParserListener) EnterReferentialAction(ctx *ReferentialActionContext) {}

// ExitReferentialAction is called when production referentialAction is exited.
func (s *BaseDuckDBParserListener) ExitReferentialAction(ctx *ReferentialActionContext) {}

// EnterWithOptions is called when production withOptions is entered.
func (s *BaseDuckDBParserListener) EnterWithOptions(ctx *WithOptionsContext) {}

// ExitWithOptions is called when production withOptions is exited.
func (s *BaseDuckDBParserListener) ExitWithOptions(ctx *WithOptionsContext) {}

// EnterRelOptions is called when production relOptions is entered.
func (s *BaseDuckDBParserListener) EnterRelOptions(ctx *RelOptionsContext) {}

// ExitRelOptions is called when production relOptions is exited.
func (s *BaseDuckDBParserListener) ExitRelOptions(ctx *RelOptionsContext) {}

// EnterRelOption is called when production relOption is entered.
func (s *BaseDuckDBParserListener) EnterRelOption(ctx *RelOptionContext) {}

// ExitRelOption is called when production relOption is exited.
func (s *BaseDuckDBParserListener) ExitRelOption(ctx *RelOptionContext) {}

// EnterCreateViewStmt is called when production createViewStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateViewStmt(ctx *CreateViewStmtContext) {}

// ExitCreateViewStmt is called when production createViewStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateViewStmt(ctx *CreateViewStmtContext) {}

// EnterCreateIndexStmt is called when production createIndexStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateIndexStmt(ctx *CreateIndexStmtContext) {}

// ExitCreateIndexStmt is called when production createIndexStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateIndexStmt(ctx *CreateIndexStmtContext) {}

// EnterIndexElement is called when production indexElement is entered.
func (s *BaseDuckDBParserListener) EnterIndexElement(ctx *IndexElementContext) {}

// ExitIndexElement is called when production indexElement is exited.
func (s *BaseDuckDBParserListener) ExitIndexElement(ctx *IndexElementContext) {}

// EnterCreateSequenceStmt is called when production createSequenceStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateSequenceStmt(ctx *CreateSequenceStmtContext) {}

// ExitCreateSequenceStmt is called when production createSequenceStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateSequenceStmt(ctx *CreateSequenceStmtContext) {}

// EnterSequenceOption is called when production sequenceOption is entered.
func (s *BaseDuckDBParserListener) EnterSequenceOption(ctx *SequenceOptionContext) {}

// ExitSequenceOption is called when production sequenceOption is exited.
func (s *BaseDuckDBParserListener) ExitSequenceOption(ctx *SequenceOptionContext) {}

// EnterCreateSchemaStmt is called when production createSchemaStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateSchemaStmt(ctx *CreateSchemaStmtContext) {}

// ExitCreateSchemaStmt is called when production createSchemaStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateSchemaStmt(ctx *CreateSchemaStmtContext) {}

// EnterSchemaElement is called when production schemaElement is entered.
func (s *BaseDuckDBParserListener) EnterSchemaElement(ctx *SchemaElementContext) {}

// ExitSchemaElement is called when production schemaElement is exited.
func (s *BaseDuckDBParserListener) ExitSchemaElement(ctx *SchemaElementContext) {}

// EnterCreateTypeStmt is called when production createTypeStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateTypeStmt(ctx *CreateTypeStmtContext) {}

// ExitCreateTypeStmt is called when production createTypeStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateTypeStmt(ctx *CreateTypeStmtContext) {}

// EnterCreateMacroStmt is called when production createMacroStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateMacroStmt(ctx *CreateMacroStmtContext) {}

// ExitCreateMacroStmt is called when production createMacroStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateMacroStmt(ctx *CreateMacroStmtContext) {}

// EnterMacroDefinition is called when production macroDefinition is entered.
func (s *BaseDuckDBParserListener) EnterMacroDefinition(ctx *MacroDefinitionContext) {}

// ExitMacroDefinition is called when production macroDefinition is exited.
func (s *BaseDuckDBParserListener) ExitMacroDefinition(ctx *MacroDefinitionContext) {}

// EnterMacroParameter is called when production macroParameter is entered.
func (s *BaseDuckDBParserListener) EnterMacroParameter(ctx *MacroParameterContext) {}

// ExitMacroParameter is called when production macroParameter is exited.
func (s *BaseDuckDBParserListener) ExitMacroParameter(ctx *MacroParameterContext) {}

// EnterCreateSecretStmt is called when production createSecretStmt is entered.
func (s *BaseDuckDBParserListener) EnterCreateSecretStmt(ctx *CreateSecretStmtContext) {}

// ExitCreateSecretStmt is called when production createSecretStmt is exited.
func (s *BaseDuckDBParserListener) ExitCreateSecretStmt(ctx *CreateSecretStmtContext) {}

// EnterGenericOption is called when production genericOption is entered.
func (s *BaseDuckDBParserListener) EnterGenericOption(ctx *GenericOptionContext) {}

// ExitGenericOption is called when production genericOption is exited.
func (s *BaseDuckDBParserListener) ExitGenericOption(ctx *GenericOptionContext) {}

// EnterAlterTableStmt is called when production alterTableStmt is entered.
func (s *BaseDuckDBParserListener) EnterAlterTableStmt(ctx *AlterTableStmtContext) {}

// ExitAlterTableStmt is called when production alterTableStmt is exited.
func (s *BaseDuckDBParserListener) ExitAlterTableStmt(ctx *AlterTableStmtContext) {}

// EnterAlterTableAction is called when production alterTableAction is entered.
func (s *BaseDuckDBParserListener) EnterAlterTableAction(ctx *AlterTableActionContext) {}

// ExitAlterTableAction is called when production alterTableAction is exited.
func (s *BaseDuckDBParserListener) ExitAlterTableAction(ctx *AlterTableActionContext) {}

// EnterAlterTableCommand is called when production alterTableCommand is entered.
func (s *BaseDuckDBParserListener) EnterAlterTableCommand(ctx *AlterTableCommandContext) {}

// ExitAlterTableCommand is called when production alterTableCommand is exited.
func (s *BaseDuckDBParserListener) ExitAlterTableCommand(ctx *AlterTableCommandContext) {}

// EnterAlterColumnAction is called when production alterColumnAction is entered.
func (s *BaseDuckDBParserListener) EnterAlterColumnAction(ctx *AlterColumnActionContext) {}

// ExitAlterColumnAction is called when production alterColumnAction is exited.
func (s *BaseDuckDBParserListener) ExitAlterColumnAction(ctx *AlterColumnActionContext) {}

// EnterAlterSequenceStmt is called when production alterSequenceStmt is entered.
func (s *BaseDuckDBParserListener) EnterAlterSequenceStmt(ctx *AlterSequenceStmtContext) {}

// ExitAlterSequenceStmt is called when production alterSequenceStmt is exited.
func (s *BaseDuckDBParserListener) ExitAlterSequenceStmt(ctx *AlterSequenceStmtContext) {}

// EnterAlterGenericStmt is called when production alterGenericStmt is entered.
func (s *BaseDuckDBParserListener) EnterAlterGenericStmt(ctx *AlterGenericStmtContext) {}

// ExitAlterGenericStmt is called when production alterGenericStmt is exited.
func (s *BaseDuckDBParserListener) ExitAlterGenericStmt(ctx *AlterGenericStmtContext) {}

// EnterDropStmt is called when production dropStmt is entered.
func (s *BaseDuckDBParserListener) EnterDropStmt(ctx *DropStmtContext) {}

// ExitDropStmt is called when production dropStmt is exited.
func (s *BaseDuckDBParserListener) ExitDropStmt(ctx *DropStmtContext) {}

// EnterObjectType is called when production objectType is entered.
func (s *BaseDuckDBParserListener) EnterObjectType(ctx *ObjectTypeContext) {}

// ExitObjectType is called when production objectType is exited.
func (s *BaseDuckDBParserListener) ExitObjectType(ctx *ObjectTypeContext) {}

// EnterDropBehavior is called when production dropBehavior is entered.
func (s *BaseDuckDBParserListener) EnterDropBehavior(ctx *DropBehaviorContext) {}

// ExitDropBehavior is called when production dropBehavior is exited.
func (s *BaseDuckDBParserListener) ExitDropBehavior(ctx *DropBehaviorContext) {}

// EnterCommentStmt is called when production commentStmt is entered.
func (s *BaseDuckDBParserListener) EnterCommentStmt(ctx *CommentStmtContext) {}

// ExitCommentStmt is called when production commentStmt is exited.
func (s *BaseDuckDBParserListener) ExitCommentStmt(ctx *CommentStmtContext) {}

// EnterAttachStmt is called when production attachStmt is entered.
func (s *BaseDuckDBParserListener) EnterAttachStmt(ctx *AttachStmtContext) {}

// ExitAttachStmt is called when production attachStmt is exited.
func (s *BaseDuckDBParserListener) ExitAttachStmt(ctx *AttachStmtContext) {}

// EnterDetachStmt is called when production detachStmt is entered.
func (s *BaseDuckDBParserListener) EnterDetachStmt(ctx *DetachStmtContext) {}

// ExitDetachStmt is called when production detachStmt is exited.
func (s *BaseDuckDBParserListener) ExitDetachStmt(ctx *DetachStmtContext) {}

// EnterUseStmt is called when production useStmt is entered.
func (s *BaseDuckDBParserListener) EnterUseStmt(ctx *UseStmtContext) {}

// ExitUseStmt is called when production useStmt is exited.
func (s *BaseDuckDBParserListener) ExitUseStmt(ctx *UseStmtContext) {}

// EnterInstallStmt is called when production installStmt is entered.
func (s *BaseDuckDBParserListener) EnterInstallStmt(ctx *InstallStmtContext) {}

// ExitInstallStmt is called when production installStmt is exited.
func (s *BaseDuckDBParserListener) ExitInstallStmt(ctx *InstallStmtContext) {}

// EnterLoadStmt is called when production loadStmt is entered.
func (s *BaseDuckDBParserListener) EnterLoadStmt(ctx *LoadStmtContext) {}

// ExitLoadStmt is called when production loadStmt is exited.
func (s *BaseDuckDBParserListener) ExitLoadStmt(ctx *LoadStmtContext) {}

// EnterUpdateExtensionsStmt is called when production updateExtensionsStmt is entered.
func (s *BaseDuckDBParserListener) EnterUpdateExtensionsStmt(ctx *UpdateExtensionsStmtContext) {}

// ExitUpdateExtensionsStmt is called when production updateExtensionsStmt is exited.
func (s *BaseDuckDBParserListener) ExitUpdateExtensionsStmt(ctx *UpdateExtensionsStmtContext) {}

// EnterPragmaStmt is called when production pragmaStmt is entered.
func (s *BaseDuckDBParserListener) EnterPragmaStmt(ctx *PragmaStmtContext) {}

// ExitPragmaStmt is called when production pragmaStmt is exited.
func (s *BaseDuckDBParserListener) ExitPragmaStmt(ctx *PragmaStmtContext) {}

// EnterSetStmt is called when production setStmt is entered.
func (s *BaseDuckDBParserListener) EnterSetStmt(ctx *SetStmtContext) {}

// ExitSetStmt is called when production setStmt is exited.
func (s *BaseDuckDBParserListener) ExitSetStmt(ctx *SetStmtContext) {}

// EnterSetRest is called when production setRest is entered.
func (s *BaseDuckDBParserListener) EnterSetRest(ctx *SetRestContext) {}

// ExitSetRest is called when production setRest is exited.
func (s *BaseDuckDBParserListener) ExitSetRest(ctx *SetRestContext) {}

// EnterVarName is called when production varName is entered.
func (s *BaseDuckDBParserListener) EnterVarName(ctx *VarNameContext) {}

// ExitVarName is called when production varName is exited.
func (s *BaseDuckDBParserListener) ExitVarName(ctx *VarNameContext) {}

// EnterVarList is called when production varList is entered.
func (s *BaseDuckDBParserListener) EnterVarList(ctx *VarListContext) {}

// ExitVarList is called when production varList is exited.
func (s *BaseDuckDBParserListener) ExitVarList(ctx *VarListContext) {}

// EnterResetStmt is called when production resetStmt is entered.
func (s *BaseDuckDBParserListener) EnterResetStmt(ctx *ResetStmtContext) {}

// ExitResetStmt is called when production resetStmt is exited.
func (s *BaseDuckDBParserListener) ExitResetStmt(ctx *ResetStmtContext) {}

// EnterShowStmt is called when production showStmt is entered.
func (s *BaseDuckDBParserListener) EnterShowStmt(ctx *ShowStmtContext) {}

// ExitShowStmt is called when production showStmt is exited.
func (s *BaseDuckDBParserListener) ExitShowStmt(ctx *ShowStmtContext) {}

// EnterExplainStmt is called when production explainStmt is entered.
func (s *BaseDuckDBParserListener) EnterExplainStmt(ctx *ExplainStmtContext) {}

// ExitExplainStmt is called when production explainStmt is exited.
func (s *BaseDuckDBParserListener) ExitExplainStmt(ctx *ExplainStmtContext) {}

// EnterExplainOption is called when production explainOption is entered.
func (s *BaseDuckDBParserListener) EnterExplainOption(ctx *ExplainOptionContext) {}

// ExitExplainOption is called when production explainOption is exited.
func (s *BaseDuckDBParserListener) ExitExplainOption(ctx *ExplainOptionContext) {}

// EnterPrepareStmt is called when production prepareStmt is entered.
func (s *BaseDuckDBParserListener) EnterPrepareStmt(ctx *PrepareStmtContext) {}

// ExitPrepareStmt is called when production prepareStmt is exited.
func (s *BaseDuckDBParserListener) ExitPrepareStmt(ctx *PrepareStmtContext) {}

// EnterExecuteStmt is called when production executeStmt is entered.
func (s *BaseDuckDBParserListener) EnterExecuteStmt(ctx *ExecuteStmtContext) {}

// ExitExecuteStmt is called when production executeStmt is exited.
func (s *BaseDuckDBParserListener) ExitExecuteStmt(ctx *ExecuteStmtContext) {}

// EnterDeallocateStmt is called when production deallocateStmt is entered.
func (s *BaseDuckDBParserListener) EnterDeallocateStmt(ctx *DeallocateStmtContext) {}

// ExitDeallocateStmt is called when production deallocateStmt is exited.
func (s *BaseDuckDBParserListener) ExitDeallocateStmt(ctx *DeallocateStmtContext) {}

// EnterCopyStmt is called when production copyStmt is entered.
func (s *BaseDuckDBParserListener) EnterCopyStmt(ctx *CopyStmtContext) {}

// ExitCopyStmt is called when production copyStmt is exited.
func (s *BaseDuckDBParserListener) ExitCopyStmt(ctx *CopyStmtContext) {}

// EnterCopyTarget is called when production copyTarget is entered.
func (s *BaseDuckDBParserListener) EnterCopyTarget(ctx *CopyTargetContext) {}

// ExitCopyTarget is called when production copyTarget is exited.
func (s *BaseDuckDBParserListener) ExitCopyTarget(ctx *CopyTargetContext) {}

// EnterCopyOptions is called when production copyOptions is entered.
func (s *BaseDuckDBParserListener) EnterCopyOptions(ctx *CopyOptionsContext) {}

// ExitCopyOptions is called when production copyOptions is exited.
func (s *BaseDuckDBParserListener) ExitCopyOptions(ctx *CopyOptionsContext) {}

// EnterLegacyCopyOption is called when production legacyCopyOption is entered.
func (s *BaseDuckDBParserListener) EnterLegacyCopyOption(ctx *LegacyCopyOptionContext) {}

// ExitLegacyCopyOption is called when production legacyCopyOption is exited.
func (s *BaseDuckDBParserListener) ExitLegacyCopyOption(ctx *LegacyCopyOptionContext) {}

// EnterExportStmt is called when production exportStmt is entered.
func (s *BaseDuckDBParserListener) EnterExportStmt(ctx *ExportStmtContext) {}

// ExitExportStmt is called when production exportStmt is exited.
func (s *BaseDuckDBParserListener) ExitExportStmt(ctx *ExportStmtContext) {}

// EnterImportStmt is called when production importStmt is entered.
func (s *BaseDuckDBParserListener) EnterImportStmt(ctx *ImportStmtContext) {}

// ExitImportStmt is called when production importStmt is exited.
func (s *BaseDuckDBParserListener) ExitImportStmt(ctx *ImportStmtContext) {}

// EnterTransactionStmt is called when production transactionStmt is entered.
func (s *BaseDuckDBParserListener) EnterTransactionStmt(ctx *TransactionStmtContext) {}

// ExitTransactionStmt is called when production transactionStmt is exited.
func (s *BaseDuckDBParserListener) ExitTransactionStmt(ctx *TransactionStmtContext) {}

// EnterCheckpointStmt is called when production checkpointStmt is entered.
func (s *BaseDuckDBParserListener) EnterCheckpointStmt(ctx *CheckpointStmtContext) {}

// ExitCheckpointStmt is called when production checkpointStmt is exited.
func (s *BaseDuckDBParserListener) ExitCheckpointStmt(ctx *CheckpointStmtContext) {}

// EnterVacuumStmt is called when production vacuumStmt is entered.
func (s *BaseDuckDBParserListener) EnterVacuumStmt(ctx *VacuumStmtContext) {}

// ExitVacuumStmt is called when production vacuumStmt is exited.
func (s *BaseDuckDBParserListener) ExitVacuumStmt(ctx *VacuumStmtContext) {}

// EnterVacuumOption is called when production vacuumOption is entered.
func (s *BaseDuckDBParserListener) EnterVacuumOption(ctx *VacuumOptionContext) {}

// ExitVacuumOption is called when production vacuumOption is exited.
func (s *BaseDuckDBParserListener) ExitVacuumOption(ctx *VacuumOptionContext) {}

// EnterAnalyzeStmt is called when production analyzeStmt is entered.
func (s *BaseDuckDBParserListener) EnterAnalyzeStmt(ctx *AnalyzeStmtContext) {}

// ExitAnalyzeStmt is called when production analyzeStmt is exited.
func (s *BaseDuckDBParserListener) ExitAnalyzeStmt(ctx *AnalyzeStmtContext) {}

// EnterCallStmt is called when production callStmt is entered.
func (s *BaseDuckDBParserListener) EnterCallStmt(ctx *CallStmtContext) {}

// ExitCallStmt is called when production callStmt is exited.
func (s *BaseDuckDBParserListener) ExitCallStmt(ctx *CallStmtContext) {}

// EnterQualifiedName is called when production qualifiedName is entered.
func (s *BaseDuckDBParserListener) EnterQualifiedName(ctx *QualifiedNameContext) {}

// ExitQualifiedName is called when production qualifiedName is exited.
func (s *BaseDuckDBParserListener) ExitQualifiedName(ctx *QualifiedNameContext) {}

// EnterAnyName is called when production anyName is entered.
func (s *BaseDuckDBParserListener) EnterAnyName(ctx *AnyNameContext) {}

// ExitAnyName is called when production anyName is exited.
func (s *BaseDuckDBParserListener) ExitAnyName(ctx *AnyNameContext) {}

// EnterNameList is called when production nameList is entered.
func (s *BaseDuckDBParserListener) EnterNameList(ctx *NameListContext) {}

// ExitNameList is called when production nameList is exited.
func (s *BaseDuckDBParserListener) ExitNameList(ctx *NameListContext) {}

// EnterNameOrString is called when production nameOrString is entered.
func (s *BaseDuckDBParserListener) EnterNameOrString(ctx *NameOrStringContext) {}

// ExitNameOrString is called when production nameOrString is exited.
func (s *BaseDuckDBParserListener) ExitNameOrString(ctx *NameOrStringContext) {}

// EnterIdentifier is called when production identifier is entered.
func (s *BaseDuckDBParserListener) EnterIdentifier(ctx *IdentifierContext) {}

// ExitIdentifier is called when production identifier is exited.
func (s *BaseDuckDBParserListener) ExitIdentifier(ctx *IdentifierContext) {}

// EnterBareLabel is called when production bareLabel is entered.
func (s *BaseDuckDBParserListener) EnterBareLabel(ctx *BareLabelContext) {}

// ExitBareLabel is called when production bareLabel is exited.
func (s *BaseDuckDBParserListener) ExitBareLabel(ctx *BareLabelContext) {}

// EnterColLabel is called when production colLabel is entered.
func (s *BaseDuckDBParserListener) EnterColLabel(ctx *ColLabelContext) {}

// ExitColLabel is called when production colLabel is exited.
func (s *BaseDuckDBParserListener) ExitColLabel(ctx *ColLabelContext) {}

// EnterAggregateFunction is called when production aggregateFunction is entered.
func (s *BaseDuckDBParserListener) EnterAggregateFunction(ctx *AggregateFunctionContext) {}

// ExitAggregateFunction is called when production aggregateFunction is exited.
func (s *BaseDuckDBParserListener) ExitAggregateFunction(ctx *AggregateFunctionContext) {}

// EnterWindowFunction is called when production windowFunction is entered.
func (s *BaseDuckDBParserListener) EnterWindowFunction(ctx *WindowFunctionContext) {}

// ExitWindowFunction is called when production windowFunction is exited.
func (s *BaseDuckDBParserListener) ExitWindowFunction(ctx *WindowFunctionContext) {}

// EnterMathFunction is called when production mathFunction is entered.
func (s *BaseDuckDBParserListener) EnterMathFunction(ctx *MathFunctionContext) {}

// ExitMathFunction is called when production mathFunction is exited.
func (s *BaseDuckDBParserListener) ExitMathFunction(ctx *MathFunctionContext) {}

// EnterStringFunction is called when production stringFunction is entered.
func (s *BaseDuckDBParserListener) EnterStringFunction(ctx *StringFunctionContext) {}

// ExitStringFunction is called when production stringFunction is exited.
func (s *BaseDuckDBParserListener) ExitStringFunction(ctx *StringFunctionContext) {}

// EnterRegexFunction is called when production regexFunction is entered.
func (s *BaseDuckDBParserListener) EnterRegexFunction(ctx *RegexFunctionContext) {}

// ExitRegexFunction is called when production regexFunction is exited.
func (s *BaseDuckDBParserListener) ExitRegexFunction(ctx *RegexFunctionContext) {}

// EnterTextSimilarityFunction is called when production textSimilarityFunction is entered.
func (s *BaseDuckDBParserListener) EnterTextSimilarityFunction(ctx *TextSimilarityFunctionContext) {}

// ExitTextSimilarityFunction is called when production textSimilarityFunction is exited.
func (s *BaseDuckDBParserListener) ExitTextSimilarityFunction(ctx *TextSimilarityFunctionContext) {}

// EnterBlobFunction is called when production blobFunction is entered.
func (s *BaseDuckDBParserListener) EnterBlobFunction(ctx *BlobFunctionContext) {}

// ExitBlobFunction is called when production blobFunction is exited.
func (s *BaseDuckDBParserListener) ExitBlobFunction(ctx *BlobFunctionContext) {}

// EnterDateTimeFunction is called when production dateTimeFunction is entered.
func (s *BaseDuckDBParserListener) EnterDateTimeFunction(ctx *DateTimeFunctionContext) {}

// ExitDateTimeFunction is called when production dateTimeFunction is exited.
func (s *BaseDuckDBParserListener) ExitDateTimeFunction(ctx *DateTimeFunctionContext) {}

// EnterListFunction is called when production listFunction is entered.
func (s *BaseDuckDBParserListener) EnterListFunction(ctx *ListFunctionContext) {}

// ExitListFunction is called when production listFunction is exited.
func (s *BaseDuckDBParserListener) ExitListFunction(ctx *ListFunctionContext) {}

// EnterArrayFunction is called when production arrayFunction is entered.
func (s *BaseDuckDBParserListener) EnterArrayFunction(ctx *ArrayFunctionContext) {}

// ExitArrayFunction is called when production arrayFunction is exited.
func (s *BaseDuckDBParserListener) ExitArrayFunction(ctx *ArrayFunctionContext) {}

// EnterStructFunction is called when production structFunction is entered.
func (s *BaseDuckDBParserListener) EnterStructFunction(ctx *StructFunctionContext) {}

// ExitStructFunction is called when production structFunction is exited.
func (s *BaseDuckDBParserListener) ExitStructFunction(ctx *StructFunctionContext) {}

// EnterMapFunction is called when production mapFunction is entered.
func (s *BaseDuckDBParserListener) EnterMapFunction(ctx *MapFunctionContext) {}

// ExitMapFunction is called when production mapFunction is exited.
func (s *BaseDuckDBParserListener) ExitMapFunction(ctx *MapFunctionContext) {}

// EnterUnionFunction is called when production unionFunction is entered.
func (s *BaseDuckDBParserListener) EnterUnionFunction(ctx *UnionFunctionContext) {}

// ExitUnionFunction is called when production unionFunction is exited.
func (s *BaseDuckDBParserListener) ExitUnionFunction(ctx *UnionFunctionContext) {}

// EnterJsonFunction is called when production jsonFunction is entered.
func (s *BaseDuckDBParserListener) EnterJsonFunction(ctx *JsonFunctionContext) {}

// ExitJsonFunction is called when production jsonFunction is exited.
func (s *BaseDuckDBParserListener) ExitJsonFunction(ctx *JsonFunctionContext) {}

// EnterSequenceFunction is called when production sequenceFunction is entered.
func (s *BaseDuckDBParserListener) EnterSequenceFunction(ctx *SequenceFunctionContext) {}

// ExitSequenceFunction is called when production sequenceFunction is exited.
func (s *BaseDuckDBParserListener) ExitSequenceFunction(ctx *SequenceFunctionContext) {}

// EnterUtilityFunction is called when production utilityFunction is entered.
func (s *BaseDuckDBParserListener) EnterUtilityFunction(ctx *UtilityFunctionContext) {}

// ExitUtilityFunction is called when production utilityFunction is exited.
func (s *BaseDuckDBParserListener) ExitUtilityFunction(ctx *UtilityFunctionContext) {}

// EnterTableFunction is called when production tableFunction is entered.
func (s *BaseDuckDBParserListener) EnterTableFunction(ctx *TableFunctionContext) {}

// ExitTableFunction is called when production tableFunction is exited.
func (s *BaseDuckDBParserListener) ExitTableFunction(ctx *TableFunctionContext) {}

// EnterNonReservedKeyword is called when production nonReservedKeyword is entered.
func (s *BaseDuckDBParserListener) EnterNonReservedKeyword(ctx *NonReservedKeywordContext) {}

// ExitNonReservedKeyword is called when production nonReservedKeyword is exited.
func (s *BaseDuckDBParserListener) ExitNonReservedKeyword(ctx *NonReservedKeywordContext) {}

// EnterIdentKeyword is called when production identKeyword is entered.
func (s *BaseDuckDBParserListener) EnterIdentKeyword(ctx *IdentKeywordContext) {}

// ExitIdentKeyword is called when production identKeyword is exited.
func (s *BaseDuckDBParserListener) ExitIdentKeyword(ctx *IdentKeywordContext) {}

// EnterFuncNameKeyword is called when production funcNameKeyword is entered.
func (s *BaseDuckDBParserListener) EnterFuncNameKeyword(ctx *FuncNameKeywordContext) {}

// ExitFuncNameKeyword is called when production funcNameKeyword is exited.
func (s *BaseDuckDBParserListener) ExitFuncNameKeyword(ctx *FuncNameKeywordContext) {}

// EnterTypeNameKeyword is called when production typeNameKeyword is entered.
func (s *BaseDuckDBParserListener) EnterTypeNameKeyword(ctx *TypeNameKeywordContext) {}

// ExitTypeNameKeyword is called when production typeNameKeyword is exited.
func (s *BaseDuckDBParserListener) ExitTypeNameKeyword(ctx *TypeNameKeywordContext) {}

// EnterTypeFuncKeyword is called when production typeFuncKeyword is entered.
func (s *BaseDuckDBParserListener) EnterTypeFuncKeyword(ctx *TypeFuncKeywordContext) {}

// ExitTypeFuncKeyword is called when production typeFuncKeyword is exited.
func (s *BaseDuckDBParserListener) ExitTypeFuncKeyword(ctx *TypeFuncKeywordContext) {}

// EnterReservedKeyword is called when production reservedKeyword is entered.
func (s *BaseDuckDBParserListener) EnterReservedKeyword(ctx *ReservedKeywordContext) {}

// ExitReservedKeyword is called when production reservedKeyword is exited.
func (s *BaseDuckDBParserListener) ExitReservedKeyword(ctx *ReservedKeywordContext) {}
