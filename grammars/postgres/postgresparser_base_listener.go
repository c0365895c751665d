package postgres // PostgresParser
import "github.com/antlr4-go/antlr/v4"

// BasePostgresParserListener is a complete listener for a parse tree produced by PostgresParser.
type BasePostgresParserListener struct{}

var _ PostgresParserListener = &BasePostgresParserListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BasePostgresParserListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BasePostgresParserListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BasePostgresParserListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BasePostgresParserListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterRoot is called when production root is entered.
func (s *BasePostgresParserListener) EnterRoot(ctx *RootContext) {}

// ExitRoot is called when production root is exited.
func (s *BasePostgresParserListener) ExitRoot(ctx *RootContext) {}

// EnterStmt is called when production stmt is entered.
func (s *BasePostgresParserListener) EnterStmt(ctx *StmtContext) {}

// ExitStmt is called when production stmt is exited.
func (s *BasePostgresParserListener) ExitStmt(ctx *StmtContext) {}

// EnterSelectStmt is called when production selectStmt is entered.
func (s *BasePostgresParserListener) EnterSelectStmt(ctx *SelectStmtContext) {}

// ExitSelectStmt is called when production selectStmt is exited.
func (s *BasePostgresParserListener) ExitSelectStmt(ctx *SelectStmtContext) {}

// EnterSelectSetExpr is called when production selectSetExpr is entered.
func (s *BasePostgresParserListener) EnterSelectSetExpr(ctx *SelectSetExprContext) {}

// ExitSelectSetExpr is called when production selectSetExpr is exited.
func (s *BasePostgresParserListener) ExitSelectSetExpr(ctx *SelectSetExprContext) {}

// EnterSelectIntersect is called when production selectIntersect is entered.
func (s *BasePostgresParserListener) EnterSelectIntersect(ctx *SelectIntersectContext) {}

// ExitSelectIntersect is called when production selectIntersect is exited.
func (s *BasePostgresParserListener) ExitSelectIntersect(ctx *SelectIntersectContext) {}

// EnterSetQuantifier is called when production setQuantifier is entered.
func (s *BasePostgresParserListener) EnterSetQuantifier(ctx *SetQuantifierContext) {}

// ExitSetQuantifier is called when production setQuantifier is exited.
func (s *BasePostgresParserListener) ExitSetQuantifier(ctx *SetQuantifierContext) {}

// EnterSelectPrimary is called when production selectPrimary is entered.
func (s *BasePostgresParserListener) EnterSelectPrimary(ctx *SelectPrimaryContext) {}

// ExitSelectPrimary is called when production selectPrimary is exited.
func (s *BasePostgresParserListener) ExitSelectPrimary(ctx *SelectPrimaryContext) {}

// EnterSimpleSelect is called when production simpleSelect is entered.
func (s *BasePostgresParserListener) EnterSimpleSelect(ctx *SimpleSelectContext) {}

// ExitSimpleSelect is called when production simpleSelect is exited.
func (s *BasePostgresParserListener) ExitSimpleSelect(ctx *SimpleSelectContext) {}

// EnterDistinctClause is called when production distinctClause is entered.
func (s *BasePostgresParserListener) EnterDistinctClause(ctx *DistinctClauseContext) {}

// ExitDistinctClause is called when production distinctClause is exited.
func (s *BasePostgresParserListener) ExitDistinctClause(ctx *DistinctClauseContext) {}

// EnterTargetList is called when production targetList is entered.
func (s *BasePostgresParserListener) EnterTargetList(ctx *TargetListContext) {}

// ExitTargetList is called when production targetList is exited.
func (s *BasePostgresParserListener) ExitTargetList(ctx *TargetListContext) {}

// EnterTargetElement is called when production targetElement is entered.
func (s *BasePostgresParserListener) EnterTargetElement(ctx *TargetElementContext) {}

// ExitTargetElement is called when production targetElement is exited.
func (s *BasePostgresParserListener) ExitTargetElement(ctx *TargetElementContext) {}

// EnterIntoClause is called when production intoClause is entered.
func (s *BasePostgresParserListener) EnterIntoClause(ctx *IntoClauseContext) {}

// ExitIntoClause is called when production intoClause is exited.
func (s *BasePostgresParserListener) ExitIntoClause(ctx *IntoClauseContext) {}

// EnterValuesClause is called when production valuesClause is entered.
func (s *BasePostgresParserListener) EnterValuesClause(ctx *ValuesClauseContext) {}

// ExitValuesClause is called when production valuesClause is exited.
func (s *BasePostgresParserListener) ExitValuesClause(ctx *ValuesClauseContext) {}

// EnterValuesRow is called when production valuesRow is entered.
func (s *BasePostgresParserListener) EnterValuesRow(ctx *ValuesRowContext) {}

// ExitValuesRow is called when production valuesRow is exited.
func (s *BasePostgresParserListener) ExitValuesRow(ctx *ValuesRowContext) {}

// EnterExprOrDefault is called when production exprOrDefault is entered.
func (s *BasePostgresParserListener) EnterExprOrDefault(ctx *ExprOrDefaultContext) {}

// ExitExprOrDefault is called when production exprOrDefault is exited.
func (s *BasePostgresParserListener) ExitExprOrDefault(ctx *ExprOrDefaultContext) {}

// EnterWithClause is called when production withClause is entered.
func (s *BasePostgresParserListener) EnterWithClause(ctx *WithClauseContext) {}

// ExitWithClause is called when production withClause is exited.
func (s *BasePostgresParserListener) ExitWithClause(ctx *WithClauseContext) {}

// EnterCommonTableExpr is called when production commonTableExpr is entered.
func (s *BasePostgresParserListener) EnterCommonTableExpr(ctx *CommonTableExprContext) {}

// ExitCommonTableExpr is called when production commonTableExpr is exited.
func (s *BasePostgresParserListener) ExitCommonTableExpr(ctx *CommonTableExprContext) {}

// EnterSearchClause is called when production searchClause is entered.
func (s *BasePostgresParserListener) EnterSearchClause(ctx *SearchClauseContext) {}

// ExitSearchClause is called when production searchClause is exited.
func (s *BasePostgresParserListener) ExitSearchClause(ctx *SearchClauseContext) {}

// EnterCycleClause is called when production cycleClause is entered.
func (s *BasePostgresParserListener) EnterCycleClause(ctx *CycleClauseContext) {}

// ExitCycleClause is called when production cycleClause is exited.
func (s *BasePostgresParserListener) ExitCycleClause(ctx *CycleClauseContext) {}

// EnterPreparableStmt is called when production preparableStmt is entered.
func (s *BasePostgresParserListener) EnterPreparableStmt(ctx *PreparableStmtContext) {}

// ExitPreparableStmt is called when production preparableStmt is exited.
func (s *BasePostgresParserListener) ExitPreparableStmt(ctx *PreparableStmtContext) {}

// EnterFromClause is called when production fromClause is entered.
func (s *BasePostgresParserListener) EnterFromClause(ctx *FromClauseContext) {}

// ExitFromClause is called when production fromClause is exited.
func (s *BasePostgresParserListener) ExitFromClause(ctx *FromClauseContext) {}

// EnterAsOfSystemTime is called when production asOfSystemTime is entered.
func (s *BasePostgresParserListener) EnterAsOfSystemTime(ctx *AsOfSystemTimeContext) {}

// ExitAsOfSystemTime is called when production asOfSystemTime is exited.
func (s *BasePostgresParserListener) ExitAsOfSystemTime(ctx *AsOfSystemTimeContext) {}

// EnterFromItem is called when production fromItem is entered.
func (s *BasePostgresParserListener) EnterFromItem(ctx *FromItemContext) {}

// ExitFromItem is called when production fromItem is exited.
func (s *BasePostgresParserListener) ExitFromItem(ctx *FromItemContext) {}

// EnterTableRef is called when production tableRef is entered.
func (s *BasePostgresParserListener) EnterTableRef(ctx *TableRefContext) {}

// ExitTableRef is called when production tableRef is exited.
func (s *BasePostgresParserListener) ExitTableRef(ctx *TableRefContext) {}

// EnterFunctionTable is called when production functionTable is entered.
func (s *BasePostgresParserListener) EnterFunctionTable(ctx *FunctionTableContext) {}

// ExitFunctionTable is called when production functionTable is exited.
func (s *BasePostgresParserListener) ExitFunctionTable(ctx *FunctionTableContext) {}

// EnterTablesampleClause is called when production tablesampleClause is entered.
func (s *BasePostgresParserListener) EnterTablesampleClause(ctx *TablesampleClauseContext) {}

// ExitTablesampleClause is called when production tablesampleClause is exited.
func (s *BasePostgresParserListener) ExitTablesampleClause(ctx *TablesampleClauseContext) {}

// EnterJoinPart is called when production joinPart is entered.
func (s *BasePostgresParserListener) EnterJoinPart(ctx *JoinPartContext) {}

// ExitJoinPart is called when production joinPart is exited.
func (s *BasePostgresParserListener) ExitJoinPart(ctx *JoinPartContext) {}

// EnterJoinType is called when production joinType is entered.
func (s *BasePostgresParserListener) EnterJoinType(ctx *JoinTypeContext) {}

// ExitJoinType is called when production joinType is exited.
func (s *BasePostgresParserListener) ExitJoinType(ctx *JoinTypeContext) {}

// EnterJoinQual is called when production joinQual is entered.
func (s *BasePostgresParserListener) EnterJoinQual(ctx *JoinQualContext) {}

// ExitJoinQual is called when production joinQual is exited.
func (s *BasePostgresParserListener) ExitJoinQual(ctx *JoinQualContext) {}

// EnterAliasClause is called when production aliasClause is entered.
func (s *BasePostgresParserListener) EnterAliasClause(ctx *AliasClauseContext) {}

// ExitAliasClause is called when production aliasClause is exited.
func (s *BasePostgresParserListener) ExitAliasClause(ctx *AliasClauseContext) {}

// EnterFunctionAliasClause is called when production functionAliasClause is entered.
func (s *BasePostgresParserListener) EnterFunctionAliasClause(ctx *FunctionAliasClauseContext) {}

// ExitFunctionAliasClause is called when production functionAliasClause is exited.
func (s *BasePostgresParserListener) ExitFunctionAliasClause(ctx *FunctionAliasClauseContext) {}

// EnterColumnDefList is called when production columnDefList is entered.
func (s *BasePostgresParserListener) EnterColumnDefList(ctx *ColumnDefListContext) {}

// ExitColumnDefList is called when production columnDefList is exited.
func (s *BasePostgresParserListener) ExitColumnDefList(ctx *ColumnDefListContext) {}

// EnterWhereClause is called when production whereClause is entered.
func (s *BasePostgresParserListener) EnterWhereClause(ctx *WhereClauseContext) {}

// ExitWhereClause is called when production whereClause is exited.
func (s *BasePostgresParserListener) ExitWhereClause(ctx *WhereClauseContext) {}

// EnterWhereOrCurrentClause is called when production whereOrCurrentClause is entered.
func (s *BasePostgresParserListener) EnterWhereOrCurrentClause(ctx *WhereOrCurrentClauseContext) {}

// ExitWhereOrCurrentClause is called when production whereOrCurrentClause is exited.
func (s *BasePostgresParserListener) ExitWhereOrCurrentClause(ctx *WhereOrCurrentClauseContext) {}

// EnterGroupByClause is called when production groupByClause is entered.
func (s *BasePostgresParserListener) EnterGroupByClause(ctx *GroupByClauseContext) {}

// ExitGroupByClause is called when production groupByClause is exited.
func (s *BasePostgresParserListener) ExitGroupByClause(ctx *GroupByClauseContext) {}

// EnterGroupingElement is called when production groupingElement is entered.
func (s *BasePostgresParserListener) EnterGroupingElement(ctx *GroupingElementContext) {}

// ExitGroupingElement is called when production groupingElement is exited.
func (s *BasePostgresParserListener) ExitGroupingElement(ctx *GroupingElementContext) {}

// EnterHavingClause is called when production havingClause is entered.
func (s *BasePostgresParserListener) EnterHavingClause(ctx *HavingClauseContext) {}

// ExitHavingClause is called when production havingClause is exited.
func (s *BasePostgresParserListener) ExitHavingClause(ctx *HavingClauseContext) {}

// EnterWindowClause is called when production windowClause is entered.
func (s *BasePostgresParserListener) EnterWindowClause(ctx *WindowClauseContext) {}

// ExitWindowClause is called when production windowClause is exited.
func (s *BasePostgresParserListener) ExitWindowClause(ctx *WindowClauseContext) {}

// EnterWindowDefinition is called when production windowDefinition is entered.
func (s *BasePostgresParserListener) EnterWindowDefinition(ctx *WindowDefinitionContext) {}

// ExitWindowDefinition is called when production windowDefinition is exited.
func (s *BasePostgresParserListener) ExitWindowDefinition(ctx *WindowDefinitionContext) {}

// EnterWindowSpec is called when production windowSpec is entered.
func (s *BasePostgresParserListener) EnterWindowSpec(ctx *WindowSpecContext) {}

// ExitWindowSpec is called when production windowSpec is exited.
func (s *BasePostgresParserListener) ExitWindowSpec(ctx *WindowSpecContext) {}

// EnterFrameClause is called when production frameClause is entered.
func (s *BasePostgresParserListener) EnterFrameClause(ctx *FrameClauseContext) {}

// ExitFrameClause is called when production frameClause is exited.
func (s *BasePostgresParserListener) ExitFrameClause(ctx *FrameClauseContext) {}

// EnterFrameBound is called when production frameBound is entered.
func (s *BasePostgresParserListener) EnterFrameBound(ctx *FrameBoundContext) {}

// ExitFrameBound is called when production frameBound is exited.
func (s *BasePostgresParserListener) ExitFrameBound(ctx *FrameBoundContext) {}

// EnterFrameExclusion is called when production frameExclusion is entered.
func (s *BasePostgresParserListener) EnterFrameExclusion(ctx *FrameExclusionContext) {}

// ExitFrameExclusion is called when production frameExclusion is exited.
func (s *BasePostgresParserListener) ExitFrameExclusion(ctx *FrameExclusionContext) {}

// EnterOrderByClause is called when production orderByClause is entered.
func (s *BasePostgresParserListener) EnterOrderByClause(ctx *OrderByClauseContext) {}

// ExitOrderByClause is called when production orderByClause is exited.
func (s *BasePostgresParserListener) ExitOrderByClause(ctx *OrderByClauseContext) {}

// EnterSortBy is called when production sortBy is entered.
func (s *BasePostgresParserListener) EnterSortBy(ctx *SortByContext) {}

// ExitSortBy is called when production sortBy is exited.
func (s *BasePostgresParserListener) ExitSortBy(ctx *SortByContext) {}

// EnterSelectLimit is called when production selectLimit is entered.
func (s *BasePostgresParserListener) EnterSelectLimit(ctx *SelectLimitContext) {}

// ExitSelectLimit is called when production selectLimit is exited.
func (s *BasePostgresParserListener) ExitSelectLimit(ctx *SelectLimitContext) {}

// EnterLimitItem is called when production limitItem is entered.
func (s *BasePostgresParserListener) EnterLimitItem(ctx *LimitItemContext) {}

// ExitLimitItem is called when production limitItem is exited.
func (s *BasePostgresParserListener) ExitLimitItem(ctx *LimitItemContext) {}

// EnterFetchCount is called when production fetchCount is entered.
func (s *BasePostgresParserListener) EnterFetchCount(ctx *FetchCountContext) {}

// ExitFetchCount is called when production fetchCount is exited.
func (s *BasePostgresParserListener) ExitFetchCount(ctx *FetchCountContext) {}

// EnterForLockingClause is called when production forLockingClause is entered.
func (s *BasePostgresParserListener) EnterForLockingClause(ctx *ForLockingClauseContext) {}

// ExitForLockingClause is called when production forLockingClause is exited.
func (s *BasePostgresParserListener) ExitForLockingClause(ctx *ForLockingClauseContext) {}

// EnterLockStrength is called when production lockStrength is entered.
func (s *BasePostgresParserListener) EnterLockStrength(ctx *LockStrengthContext) {}

// ExitLockStrength is called when production lockStrength is exited.
func (s *BasePostgresParserListener) ExitLockStrength(ctx *LockStrengthContext) {}

// EnterInsertStmt is called when production insertStmt is entered.
func (s *BasePostgresParserListener) EnterInsertStmt(ctx *InsertStmtContext) {}

// ExitInsertStmt is called when production insertStmt is exited.
func (s *BasePostgresParserListener) ExitInsertStmt(ctx *InsertStmtContext) {}

// EnterUpsertStmt is called when production upsertStmt is entered.
func (s *BasePostgresParserListener) EnterUpsertStmt(ctx *UpsertStmtContext) {}

// ExitUpsertStmt is called when production upsertStmt is exited.
func (s *BasePostgresParserListener) ExitUpsertStmt(ctx *UpsertStmtContext) {}

// EnterInsertRest is called when production insertRest is entered.
func (s *BasePostgresParserListener) EnterInsertRest(ctx *InsertRestContext) {}

// ExitInsertRest is called when production insertRest is exited.
func (s *BasePostgresParserListener) ExitInsertRest(ctx *InsertRestContext) {}

// EnterInsertColumn is called when production insertColumn is entered.
func (s *BasePostgresParserListener) EnterInsertColumn(ctx *InsertColumnContext) {}

// ExitInsertColumn is called when production insertColumn is exited.
func (s *BasePostgresParserListener) ExitInsertColumn(ctx *InsertColumnContext) {}

// EnterOnConflictClause is called when production onConflictClause is entered.
func (s *BasePostgresParserListener) EnterOnConflictClause(ctx *OnConflictClauseContext) {}

// ExitOnConflictClause is called when production onConflictClause is exited.
func (s *BasePostgresParserListener) ExitOnConflictClause(ctx *OnConflictClauseContext) {}

// EnterConflictTarget is called when production conflictTarget is entered.
func (s *BasePostgresParserListener) EnterConflictTarget(ctx *ConflictTargetContext) {}

// ExitConflictTarget is called when production conflictTarget is exited.
func (s *BasePostgresParserListener) ExitConflictTarget(ctx *ConflictTargetContext) {}

// EnterReturningClause is called when production returningClause is entered.
func (s *BasePostgresParserListener) EnterReturningClause(ctx *ReturningClauseContext) {}

// ExitReturningClause is called when production returningClause is exited.
func (s *BasePostgresParserListener) ExitReturningClause(ctx *ReturningClauseContext) {}

// EnterUpdateStmt is called when production updateStmt is entered.
func (s *BasePostgresParserListener) EnterUpdateStmt(ctx *UpdateStmtContext) {}

// ExitUpdateStmt is called when production updateStmt is exited.
func (s *BasePostgresParserListener) ExitUpdateStmt(ctx *UpdateStmtContext) {}

// EnterSetClauseList is called when production setClauseList is entered.
func (s *BasePostgresParserListener) EnterSetClauseList(ctx *SetClauseListContext) {}

// ExitSetClauseList is called when production setClauseList is exited.
func (s *BasePostgresParserListener) ExitSetClauseList(ctx *SetClauseListContext) {}

// EnterSetClause is called when production setClause is entered.
func (s *BasePostgresParserListener) EnterSetClause(ctx *SetClauseContext) {}

// ExitSetClause is called when production setClause is exited.
func (s *BasePostgresParserListener) ExitSetClause(ctx *SetClauseContext) {}

// EnterDeleteStmt is called when production deleteStmt is entered.
func (s *BasePostgresParserListener) EnterDeleteStmt(ctx *DeleteStmtContext) {}

// ExitDeleteStmt is called when production deleteStmt is exited.
func (s *BasePostgresParserListener) ExitDeleteStmt(ctx *DeleteStmtContext) {}

// EnterMergeStmt is called when production mergeStmt is entered.
func (s *BasePostgresParserListener) EnterMergeStmt(ctx *MergeStmtContext) {}

// ExitMergeStmt is called when production mergeStmt is exited.
func (s *BasePostgresParserListener) ExitMergeStmt(ctx *MergeStmtContext) {}

// EnterMergeWhenClause is called when production mergeWhenClause is entered.
func (s *BasePostgresParserListener) EnterMergeWhenClause(ctx *MergeWhenClauseContext) {}

// ExitMergeWhenClause is called when production mergeWhenClause is exited.
func (s *BasePostgresParserListener) ExitMergeWhenClause(ctx *MergeWhenClauseContext) {}

// EnterMergeAction is called when production mergeAction is entered.
func (s *BasePostgresParserListener) EnterMergeAction(ctx *MergeActionContext) {}

// ExitMergeAction is called when production mergeAction is exited.
func (s *BasePostgresParserListener) ExitMergeAction(ctx *MergeActionContext) {}

// EnterExpr is called when production expr is entered.
func (s *BasePostgresParserListener) EnterExpr(ctx *ExprContext) {}

// ExitExpr is called when production expr is exited.
func (s *BasePostgresParserListener) ExitExpr(ctx *ExprContext) {}

// EnterBExpr is called when production bExpr is entered.
func (s *BasePostgresParserListener) EnterBExpr(ctx *BExprContext) {}

// ExitBExpr is called when production bExpr is exited.
func (s *BasePostgresParserListener) ExitBExpr(ctx *BExprContext) {}

// EnterIsPredicate is called when production isPredicate is entered.
func (s *BasePostgresParserListener) EnterIsPredicate(ctx *IsPredicateContext) {}

// ExitIsPredicate is called when production isPredicate is exited.
func (s *BasePostgresParserListener) ExitIsPredicate(ctx *IsPredicateContext) {}

// EnterNormalForm is called when production normalForm is entered.
func (s *BasePostgresParserListener) EnterNormalForm(ctx *NormalFormContext) {}

// ExitNormalForm is called when production normalForm is exited.
func (s *BasePostgresParserListener) ExitNormalForm(ctx *NormalFormContext) {}

// EnterComparisonOperator is called when production comparisonOperator is entered.
func (s *BasePostgresParserListener) EnterComparisonOperator(ctx *ComparisonOperatorContext) {}

// ExitComparisonOperator is called when production comparisonOperator is exited.
func (s *BasePostgresParserListener) ExitComparisonOperator(ctx *ComparisonOperatorContext) {}

// EnterQualOperator is called when production qualOperator is entered.
func (s *BasePostgresParserListener) EnterQualOperator(ctx *QualOperatorContext) {}

// ExitQualOperator is called when production qualOperator is exited.
func (s *BasePostgresParserListener) ExitQualOperator(ctx *QualOperatorContext) {}

// EnterAnyOperator is called when production anyOperator is entered.
func (s *BasePostgresParserListener) EnterAnyOperator(ctx *AnyOperatorContext) {}

// ExitAnyOperator is called when production anyOperator is exited.
func (s *BasePostgresParserListener) ExitAnyOperator(ctx *AnyOperatorContext) {}

// EnterSubqueryOperator is called when production subqueryOperator is entered.
func (s *BasePostgresParserListener) EnterSubqueryOperator(ctx *SubqueryOperatorContext) {}

// ExitSubqueryOperator is called when production subqueryOperator is exited.
func (s *BasePostgresParserListener) ExitSubqueryOperator(ctx *SubqueryOperatorContext) {}

// EnterIndirectionElement is called when production indirectionElement is entered.
func (s *BasePostgresParserListener) EnterIndirectionElement(ctx *IndirectionElementContext) {}

// ExitIndirectionElement is called when production indirectionElement is exited.
func (s *BasePostgresParserListener) ExitIndirectionElement(ctx *IndirectionElementContext) {}

// EnterPrimaryExpr is called when production primaryExpr is entered.
func (s *BasePostgresParserListener) EnterPrimaryExpr(ctx *PrimaryExprContext) {}

// ExitPrimaryExpr is called when production primaryExpr is exited.
func (s *BasePostgresParserListener) ExitPrimaryExpr(ctx *PrimaryExprContext) {}

// EnterColumnRef is called when production columnRef is entered.
func (s *BasePostgresParserListener) EnterColumnRef(ctx *ColumnRefContext) {}

// ExitColumnRef is called when production columnRef is exited.
func (s *BasePostgresParserListener) ExitColumnRef(ctx *ColumnRefContext) {}

// EnterArrayLiteral is called when production arrayLiteral is entered.
func (s *BasePostgresParserListener) EnterArrayLiteral(ctx *ArrayLiteralContext) {}

// ExitArrayLiteral is called when production arrayLiteral is exited.
func (s *BasePostgresParserListener) ExitArrayLiteral(ctx *ArrayLiteralContext) {}

// EnterCaseExpr is called when production caseExpr is entered.
func (s *BasePostgresParserListener) EnterCaseExpr(ctx *CaseExprContext) {}

// ExitCaseExpr is called when production caseExpr is exited.
func (s *BasePostgresParserListener) ExitCaseExpr(ctx *CaseExprContext) {}

// EnterTypedLiteral is called when production typedLiteral is entered.
func (s *BasePostgresParserListener) EnterTypedLiteral(ctx *TypedLiteralContext) {}

// ExitTypedLiteral is called when production typedLiteral is exited.
func (s *BasePostgresParserListener) ExitTypedLiteral(ctx *TypedLiteralContext) {}

// EnterConstant is called when production constant is entered.
func (s *BasePostgresParserListener) EnterConstant(ctx *ConstantContext) {}

// ExitConstant is called when production constant is exited.
func (s *BasePostgresParserListener) ExitConstant(ctx *ConstantContext) {}

// EnterStringConst is called when production stringConst is entered.
func (s *BasePostgresParserListener) EnterStringConst(ctx *StringConstContext) {}

// ExitStringConst is called when production stringConst is exited.
func (s *BasePostgresParserListener) ExitStringConst(ctx *StringConstContext) {}

// EnterSignedNumber is called when production signedNumber is entered.
func (s *BasePostgresParserListener) EnterSignedNumber(ctx *SignedNumberContext) {}

// ExitSignedNumber is called when production signedNumber is exited.
func (s *BasePostgresParserListener) ExitSignedNumber(ctx *SignedNumberContext) {}

// EnterExprList is called when production exprList is entered.
func (s *BasePostgresParserListener) EnterExprList(ctx *ExprListContext) {}

// ExitExprList is called when production exprList is exited.
func (s *BasePostgresParserListener) ExitExprList(ctx *ExprListContext) {}

// EnterFunctionCall is called when production functionCall is entered.
func (s *BasePostgresParserListener) EnterFunctionCall(ctx *FunctionCallContext) {}

// ExitFunctionCall is called when production functionCall is exited.
func (s *BasePostgresParserListener) ExitFunctionCall(ctx *FunctionCallContext) {}

// EnterFunctionApplication is called when production functionApplication is entered.
func (s *BasePostgresParserListener) EnterFunctionApplication(ctx *FunctionApplicationContext) {}

// ExitFunctionApplication is called when production functionApplication is exited.
func (s *BasePostgresParserListener) ExitFunctionApplication(ctx *FunctionApplicationContext) {}

// EnterSpecialFunction is called when production specialFunction is entered.
func (s *BasePostgresParserListener) EnterSpecialFunction(ctx *SpecialFunctionContext) {}

// ExitSpecialFunction is called when production specialFunction is exited.
func (s *BasePostgresParserListener) ExitSpecialFunction(ctx *SpecialFunctionContext) {}

// EnterSubstringFrom is called when production substringFrom is entered.
func (s *BasePostgresParserListener) EnterSubstringFrom(ctx *SubstringFromContext) {}

// ExitSubstringFrom is called when production substringFrom is exited.
func (s *BasePostgresParserListener) ExitSubstringFrom(ctx *SubstringFromContext) {}

// EnterExtractField is called when production extractField is entered.
func (s *BasePostgresParserListener) EnterExtractField(ctx *ExtractFieldContext) {}

// ExitExtractField is called when production extractField is exited.
func (s *BasePostgresParserListener) ExitExtractField(ctx *ExtractFieldContext) {}

// EnterDateTimeFunction is called when production dateTimeFunction is entered.
func (s *BasePostgresParserListener) EnterDateTimeFunction(ctx *DateTimeFunctionContext) {}

// ExitDateTimeFunction is called when production dateTimeFunction is exited.
func (s *BasePostgresParserListener) ExitDateTimeFunction(ctx *DateTimeFunctionContext) {}

// EnterStringFunction is called when production stringFunction is entered.
func (s *BasePostgresParserListener) EnterStringFunction(ctx *StringFunctionContext) {}

// ExitStringFunction is called when production stringFunction is exited.
func (s *BasePostgresParserListener) ExitStringFunction(ctx *StringFunctionContext) {}

// EnterMathFunction is called when production mathFunction is entered.
func (s *BasePostgresParserListener) EnterMathFunction(ctx *MathFunctionContext) {}

// ExitMathFunction is called when production mathFunction is exited.
func (s *BasePostgresParserListener) ExitMathFunction(ctx *MathFunctionContext) {}

// EnterJsonFunction is called when production jsonFunction is entered.
func (s *BasePostgresParserListener) EnterJsonFunction(ctx *JsonFunctionContext) {}

// ExitJsonFunction is called when production jsonFunction is exited.
func (s *BasePostgresParserListener) ExitJsonFunction(ctx *JsonFunctionContext) {}

// EnterJsonKeyValue is called when production jsonKeyValue is entered.
func (s *BasePostgresParserListener) EnterJsonKeyValue(ctx *JsonKeyValueContext) {}

// ExitJsonKeyValue is called when production jsonKeyValue is exited.
func (s *BasePostgresParserListener) ExitJsonKeyValue(ctx *JsonKeyValueContext) {}

// EnterJsonConstructorOptions is called when production jsonConstructorOptions is entered.
func (s *BasePostgresParserListener) EnterJsonConstructorOptions(ctx *JsonConstructorOptionsContext) {
}

// ExitJsonConstructorOptions is called when production jsonConstructorOptions is exited.
func (s *BasePostgresParserListener) ExitJsonConstructorOptions(ctx *JsonConstructorOptionsContext) {}

// EnterAggregateFunction is called when production aggregateFunction is entered.
func (s *BasePostgresParserListener) EnterAggregateFunction(ctx *AggregateFunctionContext) {}

// ExitAggregateFunction is called when production aggregateFunction is exited.
func (s *BasePostgresParserListener) ExitAggregateFunction(ctx *AggregateFunctionContext) {}

// EnterWindowFunction is called when production windowFunction is entered.
func (s *BasePostgresParserListener) EnterWindowFunction(ctx *WindowFunctionContext) {}

// ExitWindowFunction is called when production windowFunction is exited.
func (s *BasePostgresParserListener) ExitWindowFunction(ctx *WindowFunctionContext) {}

// EnterSequenceFunction is called when production sequenceFunction is entered.
func (s *BasePostgresParserListener) EnterSequenceFunction(ctx *SequenceFunctionContext) {}

// ExitSequenceFunction is called when production sequenceFunction is exited.
func (s *BasePostgresParserListener) ExitSequenceFunction(ctx *SequenceFunctionContext) {}

// EnterArrayFunction is called when production arrayFunction is entered.
func (s *BasePostgresParserListener) EnterArrayFunction(ctx *ArrayFunctionContext) {}

// ExitArrayFunction is called when production arrayFunction is exited.
func (s *BasePostgresParserListener) ExitArrayFunction(ctx *ArrayFunctionContext) {}

// EnterXmlFunction is called when production xmlFunction is entered.
func (s *BasePostgresParserListener) EnterXmlFunction(ctx *XmlFunctionContext) {}

// ExitXmlFunction is called when production xmlFunction is exited.
func (s *BasePostgresParserListener) ExitXmlFunction(ctx *XmlFunctionContext) {}

// EnterXmlElementArgument is called when production xmlElementArgument is entered.
func (s *BasePostgresParserListener) EnterXmlElementArgument(ctx *XmlElementArgumentContext) {}

// ExitXmlElementArgument is called when production xmlElementArgument is exited.
func (s *BasePostgresParserListener) ExitXmlElementArgument(ctx *XmlElementArgumentContext) {}

// EnterXmlAttribute is called when production xmlAttribute is entered.
func (s *BasePostgresParserListener) EnterXmlAttribute(ctx *XmlAttributeContext) {}

// ExitXmlAttribute is called when production xmlAttribute is exited.
func (s *BasePostgresParserListener) ExitXmlAttribute(ctx *XmlAttributeContext) {}

// EnterGenericFunction is called when production genericFunction is entered.
func (s *BasePostgresParserListener) EnterGenericFunction(ctx *GenericFunctionContext) {}

// ExitGenericFunction is called when production genericFunction is exited.
func (s *BasePostgresParserListener) ExitGenericFunction(ctx *GenericFunctionContext) {}

// EnterFuncName is called when production funcName is entered.
func (s *BasePostgresParserListener) EnterFuncName(ctx *FuncNameContext) {}

// ExitFuncName is called when production funcName is exited.
func (s *BasePostgresParserListener) ExitFuncName(ctx *FuncNameContext) {}

// EnterGenericFuncIdentifier is called when production genericFuncIdentifier is entered.
func (s *BasePostgresParserListener) EnterGenericFuncIdentifier(ctx *GenericFuncIdentifierContext) {}

// ExitGenericFuncIdentifier is called when production genericFuncIdentifier is exited.
func (s *BasePostgresParserListener) ExitGenericFuncIdentifier(ctx *GenericFuncIdentifierContext) {}

// EnterAggregateArgs is called when production aggregateArgs is entered.
func (s *BasePostgresParserListener) EnterAggregateArgs(ctx *AggregateArgsContext) {}

// ExitAggregateArgs is called when production aggregateArgs is exited.
func (s *BasePostgresParserListener) ExitAggregateArgs(ctx *AggregateArgsContext) {}

// EnterFunctionArgs is called when production functionArgs is entered.
func (s *BasePostgresParserListener) EnterFunctionArgs(ctx *FunctionArgsContext) {}

// ExitFunctionArgs is called when production functionArgs is exited.
func (s *BasePostgresParserListener) ExitFunctionArgs(ctx *FunctionArgsContext) {}

// EnterFunctionArg is called when production functionArg is entered.
func (s *BasePostgresParserListener) EnterFunctionArg(ctx *FunctionArgContext) {}

// ExitFunctionArg is called when production functionArg is exited.
func (s *BasePostgresParserListener) ExitFunctionArg(ctx *FunctionArgContext) {}

// EnterWithinGroupClause is called when production withinGroupClause is entered.
func (s *BasePostgresParserListener) EnterWithinGroupClause(ctx *WithinGroupClauseContext) {}

// ExitWithinGroupClause is called when production withinGroupClause is exited.
func (s *BasePostgresParserListener) ExitWithinGroupClause(ctx *WithinGroupClauseContext) {}

// EnterFilterClause is called when production filterClause is entered.
func (s *BasePostgresParserListener) EnterFilterClause(ctx *FilterClauseContext) {}

// ExitFilterClause is called when production filterClause is exited.
func (s *BasePostgresParserListener) ExitFilterClause(ctx *FilterClauseContext) {}

// EnterOverClause is called when production overClause is entered.
func (s *BasePostgresParserListener) EnterOverClause(ctx *OverClauseContext) {}

// ExitOverClause is called when production overClause is exited.
func (s *BasePostgresParserListener) ExitOverClause(ctx *OverClauseContext) {}

// EnterTypeName is called when production typeName is entered.
func (s *BasePostgresParserListener) EnterTypeName(ctx *TypeNameContext) {}

// ExitTypeName is called when production typeName is exited.
func (s *BasePostgresParserListener) ExitTypeName(ctx *TypeNameContext) {}

// EnterArrayBounds is called when production arrayBounds is entered.
func (s *BasePostgresParserListener) EnterArrayBounds(ctx *ArrayBoundsContext) {}

// ExitArrayBounds is called when production arrayBounds is exited.
func (s *BasePostgresParserListener) ExitArrayBounds(ctx *ArrayBoundsContext) {}

// EnterSimpleTypeName is called when production simpleTypeName is entered.
func (s *BasePostgresParserListener) EnterSimpleTypeName(ctx *SimpleTypeNameContext) {}

// ExitSimpleTypeName is called when production simpleTypeName is exited.
func (s *BasePostgresParserListener) ExitSimpleTypeName(ctx *SimpleTypeNameContext) {}

// EnterNumericType is called when production numericType is entered.
func (s *BasePostgresParserListener) EnterNumericType(ctx *NumericTypeContext) {}

// ExitNumericType is called when production numericType is exited.
func (s *BasePostgresParserListener) ExitNumericType(ctx *NumericTypeContext) {}

// EnterBitType is called when production bitType is entered.
func (s *BasePostgresParserListener) EnterBitType(ctx *BitTypeContext) {}

// ExitBitType is called when production bitType is exited.
func (s *BasePostgresParserListener) ExitBitType(ctx *BitTypeContext) {}

// EnterCharacterType is called when production characterType is entered.
func (s *BasePostgresParserListener) EnterCharacterType(ctx *CharacterTypeContext) {}

// ExitCharacterType is called when production characterType is exited.
func (s *BasePostgresParserListener) ExitCharacterType(ctx *CharacterTypeContext) {}

// EnterDateTimeType is called when production dateTimeType is entered.
func (s *BasePostgresParserListener) EnterDateTimeType(ctx *DateTimeTypeContext) {}

// ExitDateTimeType is called when production dateTimeType is exited.
func (s *BasePostgresParserListener) ExitDateTimeType(ctx *DateTimeTypeContext) {}

// EnterGenericType is called when production genericType is entered.
func (s *BasePostgresParserListener) EnterGenericType(ctx *GenericTypeContext) {}

// ExitGenericType is called when production genericType is exited.
func (s *BasePostgresParserListener) ExitGenericType(ctx *GenericTypeContext) {}

// EnterTypeIdentifier is called when production typeIdentifier is entered.
func (s *BasePostgresParserListener) EnterTypeIdentifier(ctx *TypeIdentifierContext) {}

// ExitTypeIdentifier is called when production typeIdentifier is exited.
func (s *BasePostgresParserListener) ExitTypeIdentifier(ctx *TypeIdentifierContext) {}

// EnterIntervalQualifier is called when production intervalQualifier is entered.
func (s *BasePostgresParserListener) EnterIntervalQualifier(ctx *IntervalQualifierContext) {}

// ExitIntervalQualifier is called when production intervalQualifier is exited.
func (s *BasePostgresParserListener) ExitIntervalQualifier(ctx *IntervalQualifierContext) {}

// EnterIntervalSecond is called when production intervalSecond is entered.
func (s *BasePostgresParserListener) EnterIntervalSecond(ctx *IntervalSecondContext) {}

// ExitIntervalSecond is called when production intervalSecond is exited.
func (s *BasePostgresParserListener) ExitIntervalSecond(ctx *IntervalSecondContext) {}

// EnterCreateTableStmt is called when production createTableStmt is entered.
func (s *BasePostgresParserListener) EnterCreateTableStmt(ctx *CreateTableStmtContext) {}

// ExitCreateTableStmt is called when production createTableStmt is exited.
func (s *BasePostgresParserListener) ExitCreateTableStmt(ctx *CreateTableStmtContext) {}

// EnterCreateTableRest is called when production createTableRest is entered.
func (s *BasePostgresParserListener) EnterCreateTableRest(ctx *CreateTableRestContext) {}

// ExitCreateTableRest is called when production createTableRest is exited.
func (s *BasePostgresParserListener) ExitCreateTableRest(ctx *CreateTableRestContext) {}

// EnterTableOptions is called when production tableOptions is entered.
func (s *BasePostgresParserListener) EnterTableOptions(ctx *TableOptionsContext) {}

// ExitTableOptions is called when production tableOptions is exited.
func (s *BasePostgresParserListener) ExitTableOptions(ctx *TableOptionsContext) {}

// EnterOnCommitAction is called when production onCommitAction is entered.
func (s *BasePostgresParserListener) EnterOnCommitAction(ctx *OnCommitActionContext) {}

// ExitOnCommitAction is called when production onCommitAction is exited.
func (s *BasePostgresParserListener) ExitOnCommitAction(ctx *OnCommitActionContext) {}

// EnterTempOption is called when production tempOption is entered.
func (s *BasePostgresParserListener) EnterTempOption(ctx *TempOptionContext) {}

// ExitTempOption is called when production tempOption is exited.
func (s *BasePostgresParserListener) ExitTempOption(ctx *TempOptionContext) {}

// EnterTableElement is called when production tableElement is entered.
func (s *BasePostgresParserListener) EnterTableElement(ctx *TableElementContext) {}

// ExitTableElement is called when production tableElement is exited.
func (s *BasePostgresParserListener) ExitTableElement(ctx *TableElementContext) {}

// EnterColumnDefinition is called when production columnDefinition is entered.
func (s *BasePostgresParserListener) EnterColumnDefinition(ctx *ColumnDefinitionContext) {}

// ExitColumnDefinition is called when production columnDefinition is exited.
func (s *BasePostgresParserListener) ExitColumnDefinition(ctx *ColumnDefinitionContext) {}

// EnterColumnConstraint is called when production columnConstraint is entered.
func (s *BasePostgresParserListener) EnterColumnConstraint(ctx *ColumnConstraintContext) {}

// ExitColumnConstraint is called when production columnConstraint is exited.
func (s *BasePostgresParserListener) ExitColumnConstraint(ctx *ColumnConstraintContext) {}

// EnterColumnConstraintBody is called when production columnConstraintBody is entered.
func (s *BasePostgresParserListener) EnterColumnConstraintBody(ctx *ColumnConstraintBodyContext) {}

// ExitColumnConstraintBody is called when production columnConstraintBody is exited.
func (s *BasePostgresParserListener) ExitColumnConstraintBody(ctx *ColumnConstraintBodyContext) {}

// EnterConstraintAttribute is called when production constraintAttribute is entered.
func (s *BasePostgresParserListener) EnterConstraintAttribute(ctx *ConstraintAttributeContext) {}

// ExitConstraintAttribute is called when production constraintAttribute is exited.
func (s *BasePostgresParserListener) ExitConstraintAttribute(ctx *ConstraintAttributeContext) {}

// EnterTableConstraint is called when production tableConstraint is entered.
func (s *BasePostgresParserListener) EnterTableConstraint(ctx *TableConstraintContext) {}

// ExitTableConstraint is called when production tableConstraint is exited.
func (s *BasePostgresParserListener) ExitTableConstraint(ctx *TableConstraintContext) {}

// EnterTableConstraintBody is called when production tableConstraintBody is entered.
func (s *BasePostgresParserListener) EnterTableConstraintBody(ctx *TableConstraintBodyContext) {}

// ExitTableConstraintBody is called when production tableConstraintBody is exited.
func (s *BasePostgresParserListener) ExitTableConstraintBody(ctx *TableConstraintBodyContext) {}

// EnterExcludeElement is called when production excludeElement is entered.
func (s *BasePostgresParserListener) EnterExcludeElement(ctx *ExcludeElementContext) {}

// ExitExcludeElement is called when production excludeElement is exited.
func (s *BasePostgresParserListener) ExitExcludeElement(ctx *ExcludeElementContext) {}

// EnterIndexParameters is called when production indexParameters is entered.
func (s *BasePostgresParserListener) EnterIndexParameters(ctx *IndexParametersContext) {}

// ExitIndexParameters is called when production indexParameters is exited.
func (s *BasePostgresParserListener) ExitIndexParameters(ctx *IndexParametersContext) {}

// EnterReferentialActions is called when production referentialActions is entered.
func (s *BasePostgresParserListener) EnterReferentialActions(ctx *ReferentialActionsContext) {}

// ExitReferentialActions is called when production referentialActions is exited.
func (s *BasePostgresParserListener) ExitReferentialActions(ctx *ReferentialActionsContext) {}

// EnterReferentialAction is called when production referentialAction is entered.
func (s *BasePostgresParserListener) EnterReferentialAction(ctx *ReferentialActionContext) {}

// ExitReferentialAction is called when production referentialAction is exited.
func (s *BasePostgresParserListener) ExitReferentialAction(ctx *ReferentialActionContext) {}

// EnterPartitionByClause is called when production partitionByClause is entered.
func (s *BasePostgresParserListener) EnterPartitionByClause(ctx *PartitionByClauseContext) {}

// ExitPartitionByClause is called when production partitionByClause is exited.
func (s *BasePostgresParserListener) ExitPartitionByClause(ctx *PartitionByClauseContext) {}

// EnterPartitionElement is called when production partitionElement is entered.
func (s *BasePostgresParserListener) EnterPartitionElement(ctx *PartitionElementContext) {}

// ExitPartitionElement is called when production partitionElement is exited.
func (s *BasePostgresParserListener) ExitPartitionElement(ctx *PartitionElementContext) {}

// EnterPartitionBound is called when production partitionBound is entered.
func (s *BasePostgresParserListener) EnterPartitionBound(ctx *PartitionBoundContext) {}

// ExitPartitionBound is called when production partitionBound is exited.
func (s *BasePostgresParserListener) ExitPartitionBound(ctx *PartitionBoundContext) {}

// EnterWithOptions is called when production withOptions is entered.
func (s *BasePostgresParserListener) EnterWithOptions(ctx *WithOptionsContext) {}

// ExitWithOptions is called when production withOptions is exited.
func (s *BasePostgresParserListener) ExitWithOptions(ctx *WithOptionsContext) {}

// EnterRelOptions is called when production relOptions is entered.
func (s *BasePostgresParserListener) EnterRelOptions(ctx *RelOptionsContext) {}

// ExitRelOptions is called when production relOptions is exited.
func (s *BasePostgresParserListener) ExitRelOptions(ctx *RelOptionsContext) {}

// EnterRelOption is called when production relOption is entered.
func (s *BasePostgresParserListener) EnterRelOption(ctx *RelOptionContext) {}

// ExitRelOption is called when production relOption is exited.
func (s *BasePostgresParserListener) ExitRelOption(ctx *RelOptionContext) {}

// EnterDefinitionArg is called when production definitionArg is entered.
func (s *BasePostgresParserListener) EnterDefinitionArg(ctx *DefinitionArgContext) {}

// ExitDefinitionArg is called when production definitionArg is exited.
func (s *BasePostgresParserListener) ExitDefinitionArg(ctx *DefinitionArgContext) {}

// EnterCreateViewStmt is called when production createViewStmt is entered.
func (s *BasePostgresParserListener) EnterCreateViewStmt(ctx *CreateViewStmtContext) {}

// ExitCreateViewStmt is called when production createViewStmt is exited.
func (s *BasePostgresParserListener) ExitCreateViewStmt(ctx *CreateViewStmtContext) {}

// EnterCreateMaterializedViewStmt is called when production createMaterializedViewStmt is entered.
func (s *BasePostgresParserListener) EnterCreateMaterializedViewStmt(ctx *CreateMaterializedViewStmtContext) {
}

// ExitCreateMaterializedViewStmt is called when production createMaterializedViewStmt is exited.
func (s *BasePostgresParserListener) ExitCreateMaterializedViewStmt(ctx *CreateMaterializedViewStmtContext) {
}

// EnterCreateIndexStmt is called when production createIndexStmt is entered.
func (s *BasePostgresParserListener) EnterCreateIndexStmt(ctx *CreateIndexStmtContext) {}

// ExitCreateIndexStmt is called when production createIndexStmt is exited.
func (s *BasePostgresParserListener) ExitCreateIndexStmt(ctx *CreateIndexStmtContext) {}

// EnterIndexElement is called when production indexElement is entered.
func (s *BasePostgresParserListener) EnterIndexElement(ctx *IndexElementContext) {}

// ExitIndexElement is called when production indexElement is exited.
func (s *BasePostgresParserListener) ExitIndexElement(ctx *IndexElementContext) {}

// EnterCreateSequenceStmt is called when production createSequenceStmt is entered.
func (s *BasePostgresParserListener) EnterCreateSequenceStmt(ctx *CreateSequenceStmtContext) {}

// ExitCreateSequenceStmt is called when production createSequenceStmt is exited.
func (s *BasePostgresParserListener) ExitCreateSequenceStmt(ctx *CreateSequenceStmtContext) {}

// EnterAlterSequenceStmt is called when production alterSequenceStmt is entered.
func (s *BasePostgresParserListener) EnterAlterSequenceStmt(ctx *AlterSequenceStmtContext) {}

// ExitAlterSequenceStmt is called when production alterSequenceStmt is exited.
func (s *BasePostgresParserListener) ExitAlterSequenceStmt(ctx *AlterSequenceStmtContext) {}

// EnterSequenceOption is called when production sequenceOption is entered.
func (s *BasePostgresParserListener) EnterSequenceOption(ctx *SequenceOptionContext) {}

// ExitSequenceOption is called when production sequenceOption is exited.
func (s *BasePostgresParserListener) ExitSequenceOption(ctx *SequenceOptionContext) {}

// EnterAlterOwnerOrName is called when production alterOwnerOrName is entered.
func (s *BasePostgresParserListener) EnterAlterOwnerOrName(ctx *AlterOwnerOrNameContext) {}

// ExitAlterOwnerOrName is called when production alterOwnerOrName is exited.
func (s *BasePostgresParserListener) ExitAlterOwnerOrName(ctx *AlterOwnerOrNameContext) {}

// EnterCreateSchemaStmt is called when production createSchemaStmt is entered.
func (s *BasePostgresParserListener) EnterCreateSchemaStmt(ctx *CreateSchemaStmtContext) {}

// ExitCreateSchemaStmt is called when production createSchemaStmt is exited.
func (s *BasePostgresParserListener) ExitCreateSchemaStmt(ctx *CreateSchemaStmtContext) {}

// EnterSchemaElement is called when production schemaElement is entered.
func (s *BasePostgresParserListener) EnterSchemaElement(ctx *SchemaElementContext) {}

// ExitSchemaElement is called when production schemaElement is exited.
func (s *BasePostgresParserListener) ExitSchemaElement(ctx *SchemaElementContext) {}

// EnterCreateTypeStmt is called when production createTypeStmt is entered.
func (s *BasePostgresParserListener) EnterCreateTypeStmt(ctx *CreateTypeStmtContext) {}

// ExitCreateTypeStmt is called when production createTypeStmt is exited.
func (s *BasePostgresParserListener) ExitCreateTypeStmt(ctx *CreateTypeStmtContext) {}

// EnterCreateDomainStmt is called when production createDomainStmt is entered.
func (s *BasePostgresParserListener) EnterCreateDomainStmt(ctx *CreateDomainStmtContext) {}

// ExitCreateDomainStmt is called when production createDomainStmt is exited.
func (s *BasePostgresParserListener) ExitCreateDomainStmt(ctx *CreateDomainStmtContext) {}

// EnterDomainConstraint is called when production domainConstraint is entered.
func (s *BasePostgresParserListener) EnterDomainConstraint(ctx *DomainConstraintContext) {}

// ExitDomainConstraint is called when production domainConstraint is exited.
func (s *BasePostgresParserListener) ExitDomainConstraint(ctx *DomainConstraintContext) {}

// EnterCreateFunctionStmt is called when production createFunctionStmt is entered.
func (s *BasePostgresParserListener) EnterCreateFunctionStmt(ctx *CreateFunctionStmtContext) {}

// ExitCreateFunctionStmt is called when production createFunctionStmt is exited.
func (s *BasePostgresParserListener) ExitCreateFunctionStmt(ctx *CreateFunctionStmtContext) {}

// EnterFunctionParameter is called when production functionParameter is entered.
func (s *BasePostgresParserListener) EnterFunctionParameter(ctx *FunctionParameterContext) {}

// ExitFunctionParameter is called when production functionParameter is exited.
func (s *BasePostgresParserListener) ExitFunctionParameter(ctx *FunctionParameterContext) {}

// EnterParameterMode is called when production parameterMode is entered.
func (s *BasePostgresParserListener) EnterParameterMode(ctx *ParameterModeContext) {}

// ExitParameterMode is called when production parameterMode is exited.
func (s *BasePostgresParserListener) ExitParameterMode(ctx *ParameterModeContext) {}

// EnterFunctionOption is called when production functionOption is entered.
func (s *BasePostgresParserListener) EnterFunctionOption(ctx *FunctionOptionContext) {}

// ExitFunctionOption is called when production functionOption is exited.
func (s *BasePostgresParserListener) ExitFunctionOption(ctx *FunctionOptionContext) {}

// EnterCreateTriggerStmt is called when production createTriggerStmt is entered.
func (s *BasePostgresParserListener) EnterCreateTriggerStmt(ctx *CreateTriggerStmtContext) {}

// ExitCreateTriggerStmt is called when production createTriggerStmt is exited.
func (s *BasePostgresParserListener) ExitCreateTriggerStmt(ctx *CreateTriggerStmtContext) {}

// EnterTriggerEvent is called when production triggerEvent is entered.
func (s *BasePostgresParserListener) EnterTriggerEvent(ctx *TriggerEventContext) {}

// ExitTriggerEvent is called when production triggerEvent is exited.
func (s *BasePostgresParserListener) ExitTriggerEvent(ctx *TriggerEventContext) {}

// EnterTriggerArg is called when production triggerArg is entered.
func (s *BasePostgresParserListener) EnterTriggerArg(ctx *TriggerArgContext) {}

// ExitTriggerArg is called when production triggerArg is exited.
func (s *BasePostgresParserListener) ExitTriggerArg(ctx *TriggerArgContext) {}

// EnterCreateExtensionStmt is called when production createExtensionStmt is entered.
func (s *BasePostgresParserListener) EnterCreateExtensionStmt(ctx *CreateExtensionStmtContext) {}

// ExitCreateExtensionStmt is called when production createExtensionStmt is exited.
func (s *BasePostgresParserListener) ExitCreateExtensionStmt(ctx *CreateExtensionStmtContext) {}

// EnterCreateRoleStmt is called when production createRoleStmt is entered.
func (s *BasePostgresParserListener) EnterCreateRoleStmt(ctx *CreateRoleStmtContext) {}

// ExitCreateRoleStmt is called when production createRoleStmt is exited.
func (s *BasePostgresParserListener) ExitCreateRoleStmt(ctx *CreateRoleStmtContext) {}

// EnterRoleOption is called when production roleOption is entered.
func (s *BasePostgresParserListener) EnterRoleOption(ctx *RoleOptionContext) {}

// ExitRoleOption is called when production roleOption is exited.
func (s *BasePostgresParserListener) ExitRoleOption(ctx *RoleOptionContext) {}

// EnterCreateDatabaseStmt is called when production createDatabaseStmt is entered.
func (s *BasePostgresParserListener) EnterCreateDatabaseStmt(ctx *CreateDatabaseStmtContext) {}

// ExitCreateDatabaseStmt is called when production createDatabaseStmt is exited.
func (s *BasePostgresParserListener) ExitCreateDatabaseStmt(ctx *CreateDatabaseStmtContext) {}

// EnterAlterTableStmt is called when production alterTableStmt is entered.
func (s *BasePostgresParserListener) EnterAlterTableStmt(ctx *AlterTableStmtContext) {}

// ExitAlterTableStmt is called when production alterTableStmt is exited.
func (s *BasePostgresParserListener) ExitAlterTableStmt(ctx *AlterTableStmtContext) {}

// EnterAlterTableAction is called when production alterTableAction is entered.
func (s *BasePostgresParserListener) EnterAlterTableAction(ctx *AlterTableActionContext) {}

// ExitAlterTableAction is called when production alterTableAction is exited.
func (s *BasePostgresParserListener) ExitAlterTableAction(ctx *AlterTableActionContext) {}

// EnterAlterTableCommand is called when production alterTableCommand is entered.
func (s *BasePostgresParserListener) EnterAlterTableCommand(ctx *AlterTableCommandContext) {}

// ExitAlterTableCommand is called when production alterTableCommand is exited.
func (s *BasePostgresParserListener) ExitAlterTableCommand(ctx *AlterTableCommandContext) {}

// EnterAlterColumnAction is called when production alterColumnAction is entered.
func (s *BasePostgresParserListener) EnterAlterColumnAction(ctx *AlterColumnActionContext) {}

// ExitAlterColumnAction is called when production alterColumnAction is exited.
func (s *BasePostgresParserListener) ExitAlterColumnAction(ctx *AlterColumnActionContext) {}

// EnterAlterGenericStmt is called when production alterGenericStmt is entered.
func (s *BasePostgresParserListener) EnterAlterGenericStmt(ctx *AlterGenericStmtContext) {}

// ExitAlterGenericStmt is called when production alterGenericStmt is exited.
func (s *BasePostgresParserListener) ExitAlterGenericStmt(ctx *AlterGenericStmtContext) {}

// EnterObjectType is called when production objectType is entered.
func (s *BasePostgresParserListener) EnterObjectType(ctx *ObjectTypeContext) {}

// ExitObjectType is called when production objectType is exited.
func (s *BasePostgresParserListener) ExitObjectType(ctx *ObjectTypeContext) {}

// EnterDropStmt is called when production dropStmt is entered.
func (s *BasePostgresParserListener) EnterDropStmt(ctx *DropStmtContext) {}

// ExitDropStmt is called when production dropStmt is exited.
func (s *BasePostgresParserListener) ExitDropStmt(ctx *DropStmtContext) {}

// EnterFunctionSignature is called when production functionSignature is entered.
func (s *BasePostgresParserListener) EnterFunctionSignature(ctx *FunctionSignatureContext) {}

// ExitFunctionSignature is called when production functionSignature is exited.
func (s *BasePostgresParserListener) ExitFunctionSignature(ctx *FunctionSignatureContext) {}

// EnterDropBehavior is called when production dropBehavior is entered.
func (s *BasePostgresParserListener) EnterDropBehavior(ctx *DropBehaviorContext) {}

// ExitDropBehavior is called when production dropBehavior is exited.
func (s *BasePostgresParserListener) ExitDropBehavior(ctx *DropBehaviorContext) {}

// EnterDefinition is called when production definition is entered.
func (s *BasePostgresParserListener) EnterDefinition(ctx *DefinitionContext) {}

// ExitDefinition is called when production definition is exited.
func (s *BasePostgresParserListener) ExitDefinition(ctx *DefinitionContext) {}

// EnterDefinitionElement is called when production definitionElement is entered.
func (s *BasePostgresParserListener) EnterDefinitionElement(ctx *DefinitionElementContext) {}

// ExitDefinitionElement is called when production definitionElement is exited.
func (s *BasePostgresParserListener) ExitDefinitionElement(ctx *DefinitionElementContext) {}

// EnterOperatorName is called when production operatorName is entered.
func (s *BasePostgresParserListener) EnterOperatorName(ctx *OperatorNameContext) {}

// ExitOperatorName is called when production operatorName is exited.
func (s *BasePostgresParserListener) ExitOperatorName(ctx *OperatorNameContext) {}

// EnterOperatorArgTypes is called when production operatorArgTypes is entered.
func (s *BasePostgresParserListener) EnterOperatorArgTypes(ctx *OperatorArgTypesContext) {}

// ExitOperatorArgTypes is called when production operatorArgTypes is exited.
func (s *BasePostgresParserListener) ExitOperatorArgTypes(ctx *OperatorArgTypesContext) {}

// EnterCreateAggregateStmt is called when production createAggregateStmt is entered.
func (s *BasePostgresParserListener) EnterCreateAggregateStmt(ctx *CreateAggregateStmtContext) {}

// ExitCreateAggregateStmt is called when production createAggregateStmt is exited.
func (s *BasePostgresParserListener) ExitCreateAggregateStmt(ctx *CreateAggregateStmtContext) {}

// EnterAggregateSignature is called when production aggregateSignature is entered.
func (s *BasePostgresParserListener) EnterAggregateSignature(ctx *AggregateSignatureContext) {}

// ExitAggregateSignature is called when production aggregateSignature is exited.
func (s *BasePostgresParserListener) ExitAggregateSignature(ctx *AggregateSignatureContext) {}

// EnterCreateOperatorStmt is called when production createOperatorStmt is entered.
func (s *BasePostgresParserListener) EnterCreateOperatorStmt(ctx *CreateOperatorStmtContext) {}

// ExitCreateOperatorStmt is called when production createOperatorStmt is exited.
func (s *BasePostgresParserListener) ExitCreateOperatorStmt(ctx *CreateOperatorStmtContext) {}

// EnterOperatorClassItem is called when production operatorClassItem is entered.
func (s *BasePostgresParserListener) EnterOperatorClassItem(ctx *OperatorClassItemContext) {}

// ExitOperatorClassItem is called when production operatorClassItem is exited.
func (s *BasePostgresParserListener) ExitOperatorClassItem(ctx *OperatorClassItemContext) {}

// EnterAlterOperatorStmt is called when production alterOperatorStmt is entered.
func (s *BasePostgresParserListener) EnterAlterOperatorStmt(ctx *AlterOperatorStmtContext) {}

// ExitAlterOperatorStmt is called when production alterOperatorStmt is exited.
func (s *BasePostgresParserListener) ExitAlterOperatorStmt(ctx *AlterOperatorStmtContext) {}

// EnterOperatorClassDrop is called when production operatorClassDrop is entered.
func (s *BasePostgresParserListener) EnterOperatorClassDrop(ctx *OperatorClassDropContext) {}

// ExitOperatorClassDrop is called when production operatorClassDrop is exited.
func (s *BasePostgresParserListener) ExitOperatorClassDrop(ctx *OperatorClassDropContext) {}

// EnterCreateRuleStmt is called when production createRuleStmt is entered.
func (s *BasePostgresParserListener) EnterCreateRuleStmt(ctx *CreateRuleStmtContext) {}

// ExitCreateRuleStmt is called when production createRuleStmt is exited.
func (s *BasePostgresParserListener) ExitCreateRuleStmt(ctx *CreateRuleStmtContext) {}

// EnterRuleActions is called when production ruleActions is entered.
func (s *BasePostgresParserListener) EnterRuleActions(ctx *RuleActionsContext) {}

// ExitRuleActions is called when production ruleActions is exited.
func (s *BasePostgresParserListener) ExitRuleActions(ctx *RuleActionsContext) {}

// EnterRuleAction is called when production ruleAction is entered.
func (s *BasePostgresParserListener) EnterRuleAction(ctx *RuleActionContext) {}

// ExitRuleAction is called when production ruleAction is exited.
func (s *BasePostgresParserListener) ExitRuleAction(ctx *RuleActionContext) {}

// EnterCreateCastStmt is called when production createCastStmt is entered.
func (s *BasePostgresParserListener) EnterCreateCastStmt(ctx *CreateCastStmtContext) {}

// ExitCreateCastStmt is called when production createCastStmt is exited.
func (s *BasePostgresParserListener) ExitCreateCastStmt(ctx *CreateCastStmtContext) {}

// EnterCreatePolicyStmt is called when production createPolicyStmt is entered.
func (s *BasePostgresParserListener) EnterCreatePolicyStmt(ctx *CreatePolicyStmtContext) {}

// ExitCreatePolicyStmt is called when production createPolicyStmt is exited.
func (s *BasePostgresParserListener) ExitCreatePolicyStmt(ctx *CreatePolicyStmtContext) {}

// EnterAlterPolicyStmt is called when production alterPolicyStmt is entered.
func (s *BasePostgresParserListener) EnterAlterPolicyStmt(ctx *AlterPolicyStmtContext) {}

// ExitAlterPolicyStmt is called when production alterPolicyStmt is exited.
func (s *BasePostgresParserListener) ExitAlterPolicyStmt(ctx *AlterPolicyStmtContext) {}

// EnterCreateStatisticsStmt is called when production createStatisticsStmt is entered.
func (s *BasePostgresParserListener) EnterCreateStatisticsStmt(ctx *CreateStatisticsStmtContext) {}

// ExitCreateStatisticsStmt is called when production createStatisticsStmt is exited.
func (s *BasePostgresParserListener) ExitCreateStatisticsStmt(ctx *CreateStatisticsStmtContext) {}

// EnterCreateTextSearchStmt is called when production createTextSearchStmt is entered.
func (s *BasePostgresParserListener) EnterCreateTextSearchStmt(ctx *CreateTextSearchStmtContext) {}

// ExitCreateTextSearchStmt is called when production createTextSearchStmt is exited.
func (s *BasePostgresParserListener) ExitCreateTextSearchStmt(ctx *CreateTextSearchStmtContext) {}

// EnterCreateEventTriggerStmt is called when production createEventTriggerStmt is entered.
func (s *BasePostgresParserListener) EnterCreateEventTriggerStmt(ctx *CreateEventTriggerStmtContext) {
}

// ExitCreateEventTriggerStmt is called when production createEventTriggerStmt is exited.
func (s *BasePostgresParserListener) ExitCreateEventTriggerStmt(ctx *CreateEventTriggerStmtContext) {}

// EnterEventTriggerFilter is called when production eventTriggerFilter is entered.
func (s *BasePostgresParserListener) EnterEventTriggerFilter(ctx *EventTriggerFilterContext) {}

// ExitEventTriggerFilter is called when production eventTriggerFilter is exited.
func (s *BasePostgresParserListener) ExitEventTriggerFilter(ctx *EventTriggerFilterContext) {}

// EnterCreateCollationStmt is called when production createCollationStmt is entered.
func (s *BasePostgresParserListener) EnterCreateCollationStmt(ctx *CreateCollationStmtContext) {}

// ExitCreateCollationStmt is called when production createCollationStmt is exited.
func (s *BasePostgresParserListener) ExitCreateCollationStmt(ctx *CreateCollationStmtContext) {}

// EnterCreateConversionStmt is called when production createConversionStmt is entered.
func (s *BasePostgresParserListener) EnterCreateConversionStmt(ctx *CreateConversionStmtContext) {}

// ExitCreateConversionStmt is called when production createConversionStmt is exited.
func (s *BasePostgresParserListener) ExitCreateConversionStmt(ctx *CreateConversionStmtContext) {}

// EnterCreateAccessMethodStmt is called when production createAccessMethodStmt is entered.
func (s *BasePostgresParserListener) EnterCreateAccessMethodStmt(ctx *CreateAccessMethodStmtContext) {
}

// ExitCreateAccessMethodStmt is called when production createAccessMethodStmt is exited.
func (s *BasePostgresParserListener) ExitCreateAccessMethodStmt(ctx *CreateAccessMethodStmtContext) {}

// EnterGenericOptions is called when production genericOptions is entered.
func (s *BasePostgresParserListener) EnterGenericOptions(ctx *GenericOptionsContext) {}

// ExitGenericOptions is called when production genericOptions is exited.
func (s *BasePostgresParserListener) ExitGenericOptions(ctx *GenericOptionsContext) {}

// EnterGenericOption is called when production genericOption is entered.
func (s *BasePostgresParserListener) EnterGenericOption(ctx *GenericOptionContext) {}

// ExitGenericOption is called when production genericOption is exited.
func (s *BasePostgresParserListener) ExitGenericOption(ctx *GenericOptionContext) {}

// EnterCreateForeignTableStmt is called when production createForeignTableStmt is entered.
func (s *BasePostgresParserListener) EnterCreateForeignTableStmt(ctx *CreateForeignTableStmtContext) {
}

// ExitCreateForeignTableStmt is called when production createForeignTableStmt is exited.
func (s *BasePostgresParserListener) ExitCreateForeignTableStmt(ctx *CreateForeignTableStmtContext) {}

// EnterForeignDataWrapperOption is called when production foreignDataWrapperOption is entered.
func (s *BasePostgresParserListener) EnterForeignDataWrapperOption(ctx *ForeignDataWrapperOptionContext) {
}

// ExitForeignDataWrapperOption is called when production foreignDataWrapperOption is exited.
func (s *BasePostgresParserListener) ExitForeignDataWrapperOption(ctx *ForeignDataWrapperOptionContext) {
}

// EnterCreateForeignDataWrapperStmt is called when production createForeignDataWrapperStmt is entered.
func (s *BasePostgresParserListener) EnterCreateForeignDataWrapperStmt(ctx *CreateForeignDataWrapperStmtContext) {
}

// ExitCreateForeignDataWrapperStmt is called when production createForeignDataWrapperStmt is exited.
func (s *BasePostgresParserListener) ExitCreateForeignDataWrapperStmt(ctx *CreateForeignDataWrapperStmtContext) {
}

// EnterCreateServerStmt is called when production createServerStmt is entered.
func (s *BasePostgresParserListener) EnterCreateServerStmt(ctx *CreateServerStmtContext) {}

// ExitCreateServerStmt is called when production createServerStmt is exited.
func (s *BasePostgresParserListener) ExitCreateServerStmt(ctx *CreateServerStmtContext) {}

// EnterUserMappingUser is called when production userMappingUser is entered.
func (s *BasePostgresParserListener) EnterUserMappingUser(ctx *UserMappingUserContext) {}

// ExitUserMappingUser is called when production userMappingUser is exited.
func (s *BasePostgresParserListener) ExitUserMappingUser(ctx *UserMappingUserContext) {}

// EnterCreateUserMappingStmt is called when production createUserMappingStmt is entered.
func (s *BasePostgresParserListener) EnterCreateUserMappingStmt(ctx *CreateUserMappingStmtContext) {}

// ExitCreateUserMappingStmt is called when production createUserMappingStmt is exited.
func (s *BasePostgresParserListener) ExitCreateUserMappingStmt(ctx *CreateUserMappingStmtContext) {}

// EnterAlterForeignStmt is called when production alterForeignStmt is entered.
func (s *BasePostgresParserListener) EnterAlterForeignStmt(ctx *AlterForeignStmtContext) {}

// ExitAlterForeignStmt is called when production alterForeignStmt is exited.
func (s *BasePostgresParserListener) ExitAlterForeignStmt(ctx *AlterForeignStmtContext) {}

// EnterCreatePublicationStmt is called when production createPublicationStmt is entered.
func (s *BasePostgresParserListener) EnterCreatePublicationStmt(ctx *CreatePublicationStmtContext) {}

// ExitCreatePublicationStmt is called when production createPublicationStmt is exited.
func (s *BasePostgresParserListener) ExitCreatePublicationStmt(ctx *CreatePublicationStmtContext) {}

// EnterPublicationObject is called when production publicationObject is entered.
func (s *BasePostgresParserListener) EnterPublicationObject(ctx *PublicationObjectContext) {}

// ExitPublicationObject is called when production publicationObject is exited.
func (s *BasePostgresParserListener) ExitPublicationObject(ctx *PublicationObjectContext) {}

// EnterAlterPublicationStmt is called when production alterPublicationStmt is entered.
func (s *BasePostgresParserListener) EnterAlterPublicationStmt(ctx *AlterPublicationStmtContext) {}

// ExitAlterPublicationStmt is called when production alterPublicationStmt is exited.
func (s *BasePostgresParserListener) ExitAlterPublicationStmt(ctx *AlterPublicationStmtContext) {}

// EnterCreateSubscriptionStmt is called when production createSubscriptionStmt is entered.
func (s *BasePostgresParserListener) EnterCreateSubscriptionStmt(ctx *CreateSubscriptionStmtContext) {
}

// ExitCreateSubscriptionStmt is called when production createSubscriptionStmt is exited.
func (s *BasePostgresParserListener) ExitCreateSubscriptionStmt(ctx *CreateSubscriptionStmtContext) {}

// EnterAlterSubscriptionStmt is called when production alterSubscriptionStmt is entered.
func (s *BasePostgresParserListener) EnterAlterSubscriptionStmt(ctx *AlterSubscriptionStmtContext) {}

// ExitAlterSubscriptionStmt is called when production alterSubscriptionStmt is exited.
func (s *BasePostgresParserListener) ExitAlterSubscriptionStmt(ctx *AlterSubscriptionStmtContext) {}

// EnterAlterDefaultPrivilegesStmt is called when production alterDefaultPrivilegesStmt is entered.
func (s *BasePostgresParserListener) EnterAlterDefaultPrivilegesStmt(ctx *AlterDefaultPrivilegesStmtContext) {
}

// ExitAlterDefaultPrivilegesStmt is called when production alterDefaultPrivilegesStmt is exited.
func (s *BasePostgresParserListener) ExitAlterDefaultPrivilegesStmt(ctx *AlterDefaultPrivilegesStmtContext) {
}

// EnterDefaultPrivilegeObject is called when production defaultPrivilegeObject is entered.
func (s *BasePostgresParserListener) EnterDefaultPrivilegeObject(ctx *DefaultPrivilegeObjectContext) {
}

// ExitDefaultPrivilegeObject is called when production defaultPrivilegeObject is exited.
func (s *BasePostgresParserListener) ExitDefaultPrivilegeObject(ctx *DefaultPrivilegeObjectContext) {}

// EnterSetConstraintsStmt is called when production setConstraintsStmt is entered.
func (s *BasePostgresParserListener) EnterSetConstraintsStmt(ctx *SetConstraintsStmtContext) {}

// ExitSetConstraintsStmt is called when production setConstraintsStmt is exited.
func (s *BasePostgresParserListener) ExitSetConstraintsStmt(ctx *SetConstraintsStmtContext) {}

// EnterReassignOwnedStmt is called when production reassignOwnedStmt is entered.
func (s *BasePostgresParserListener) EnterReassignOwnedStmt(ctx *ReassignOwnedStmtContext) {}

// ExitReassignOwnedStmt is called when production reassignOwnedStmt is exited.
func (s *BasePostgresParserListener) ExitReassignOwnedStmt(ctx *ReassignOwnedStmtContext) {}

// EnterAlterTypeAttributeCmd is called when production alterTypeAttributeCmd is entered.
func (s *BasePostgresParserListener) EnterAlterTypeAttributeCmd(ctx *AlterTypeAttributeCmdContext) {}

// ExitAlterTypeAttributeCmd is called when production alterTypeAttributeCmd is exited.
func (s *BasePostgresParserListener) ExitAlterTypeAttributeCmd(ctx *AlterTypeAttributeCmdContext) {}

// EnterCreateLanguageStmt is called when production createLanguageStmt is entered.
func (s *BasePostgresParserListener) EnterCreateLanguageStmt(ctx *CreateLanguageStmtContext) {}

// ExitCreateLanguageStmt is called when production createLanguageStmt is exited.
func (s *BasePostgresParserListener) ExitCreateLanguageStmt(ctx *CreateLanguageStmtContext) {}

// EnterCreateTransformStmt is called when production createTransformStmt is entered.
func (s *BasePostgresParserListener) EnterCreateTransformStmt(ctx *CreateTransformStmtContext) {}

// ExitCreateTransformStmt is called when production createTransformStmt is exited.
func (s *BasePostgresParserListener) ExitCreateTransformStmt(ctx *CreateTransformStmtContext) {}

// EnterTransformElement is called when production transformElement is entered.
func (s *BasePostgresParserListener) EnterTransformElement(ctx *TransformElementContext) {}

// ExitTransformElement is called when production transformElement is exited.
func (s *BasePostgresParserListener) ExitTransformElement(ctx *TransformElementContext) {}

// EnterDoStmt is called when production doStmt is entered.
func (s *BasePostgresParserListener) EnterDoStmt(ctx *DoStmtContext) {}

// ExitDoStmt is called when production doStmt is exited.
func (s *BasePostgresParserListener) ExitDoStmt(ctx *DoStmtContext) {}

// EnterDeclareCursorStmt is called when production declareCursorStmt is entered.
func (s *BasePostgresParserListener) EnterDeclareCursorStmt(ctx *DeclareCursorStmtContext) {}

// ExitDeclareCursorStmt is called when production declareCursorStmt is exited.
func (s *BasePostgresParserListener) ExitDeclareCursorStmt(ctx *DeclareCursorStmtContext) {}

// EnterCursorOption is called when production cursorOption is entered.
func (s *BasePostgresParserListener) EnterCursorOption(ctx *CursorOptionContext) {}

// ExitCursorOption is called when production cursorOption is exited.
func (s *BasePostgresParserListener) ExitCursorOption(ctx *CursorOptionContext) {}

// EnterFetchStmt is called when production fetchStmt is entered.
func (s *BasePostgresParserListener) EnterFetchStmt(ctx *FetchStmtContext) {}

// ExitFetchStmt is called when production fetchStmt is exited.
func (s *BasePostgresParserListener) ExitFetchStmt(ctx *FetchStmtContext) {}

// EnterMoveStmt is called when production moveStmt is entered.
func (s *BasePostgresParserListener) EnterMoveStmt(ctx *MoveStmtContext) {}

// ExitMoveStmt is called when production moveStmt is exited.
func (s *BasePostgresParserListener) ExitMoveStmt(ctx *MoveStmtContext) {}

// EnterFetchDirection is called when production fetchDirection is entered.
func (s *BasePostgresParserListener) EnterFetchDirection(ctx *FetchDirectionContext) {}

// ExitFetchDirection is called when production fetchDirection is exited.
func (s *BasePostgresParserListener) ExitFetchDirection(ctx *FetchDirectionContext) {}

// EnterCloseStmt is called when production closeStmt is entered.
func (s *BasePostgresParserListener) EnterCloseStmt(ctx *CloseStmtContext) {}

// ExitCloseStmt is called when production closeStmt is exited.
func (s *BasePostgresParserListener) ExitCloseStmt(ctx *CloseStmtContext) {}

// EnterTransactionStmt is called when production transactionStmt is entered.
func (s *BasePostgresParserListener) EnterTransactionStmt(ctx *TransactionStmtContext) {}

// ExitTransactionStmt is called when production transactionStmt is exited.
func (s *BasePostgresParserListener) ExitTransactionStmt(ctx *TransactionStmtContext) {}

// EnterTransactionModeList is called when production transactionModeList is entered.
func (s *BasePostgresParserListener) EnterTransactionModeList(ctx *TransactionModeListContext) {}

// ExitTransactionModeList is called when production transactionModeList is exited.
func (s *BasePostgresParserListener) ExitTransactionModeList(ctx *TransactionModeListContext) {}

// EnterTransactionMode is called when production transactionMode is entered.
func (s *BasePostgresParserListener) EnterTransactionMode(ctx *TransactionModeContext) {}

// ExitTransactionMode is called when production transactionMode is exited.
func (s *BasePostgresParserListener) ExitTransactionMode(ctx *TransactionModeContext) {}

// EnterIsolationLevel is called when production isolationLevel is entered.
func (s *BasePostgresParserListener) EnterIsolationLevel(ctx *IsolationLevelContext) {}

// ExitIsolationLevel is called when production isolationLevel is exited.
func (s *BasePostgresParserListener) ExitIsolationLevel(ctx *IsolationLevelContext) {}

// EnterSetStmt is called when production setStmt is entered.
func (s *BasePostgresParserListener) EnterSetStmt(ctx *SetStmtContext) {}

// ExitSetStmt is called when production setStmt is exited.
func (s *BasePostgresParserListener) ExitSetStmt(ctx *SetStmtContext) {}

// EnterSetRest is called when production setRest is entered.
func (s *BasePostgresParserListener) EnterSetRest(ctx *SetRestContext) {}

// ExitSetRest is called when production setRest is exited.
func (s *BasePostgresParserListener) ExitSetRest(ctx *SetRestContext) {}

// EnterVarName is called when production varName is entered.
func (s *BasePostgresParserListener) EnterVarName(ctx *VarNameContext) {}

// ExitVarName is called when production varName is exited.
func (s *BasePostgresParserListener) ExitVarName(ctx *VarNameContext) {}

// EnterVarValue is called when production varValue is entered.
func (s *BasePostgresParserListener) EnterVarValue(ctx *VarValueContext) {}

// ExitVarValue is called when production varValue is exited.
func (s *BasePostgresParserListener) ExitVarValue(ctx *VarValueContext) {}

// EnterResetStmt is called when production resetStmt is entered.
func (s *BasePostgresParserListener) EnterResetStmt(ctx *ResetStmtContext) {}

// ExitResetStmt is called when production resetStmt is exited.
func (s *BasePostgresParserListener) ExitResetStmt(ctx *ResetStmtContext) {}

// EnterShowStmt is called when production showStmt is entered.
func (s *BasePostgresParserListener) EnterShowStmt(ctx *ShowStmtContext) {}

// ExitShowStmt is called when production showStmt is exited.
func (s *BasePostgresParserListener) ExitShowStmt(ctx *ShowStmtContext) {}

// EnterExplainStmt is called when production explainStmt is entered.
func (s *BasePostgresParserListener) EnterExplainStmt(ctx *ExplainStmtContext) {}

// ExitExplainStmt is called when production explainStmt is exited.
func (s *BasePostgresParserListener) ExitExplainStmt(ctx *ExplainStmtContext) {}

// EnterExplainOption is called when production explainOption is entered.
func (s *BasePostgresParserListener) EnterExplainOption(ctx *ExplainOptionContext) {}

// ExitExplainOption is called when production explainOption is exited.
func (s *BasePostgresParserListener) ExitExplainOption(ctx *ExplainOptionContext) {}

// EnterExplainableStmt is called when production explainableStmt is entered.
func (s *BasePostgresParserListener) EnterExplainableStmt(ctx *ExplainableStmtContext) {}

// ExitExplainableStmt is called when production explainableStmt is exited.
func (s *BasePostgresParserListener) ExitExplainableStmt(ctx *ExplainableStmtContext) {}

// EnterPrepareStmt is called when production prepareStmt is entered.
func (s *BasePostgresParserListener) EnterPrepareStmt(ctx *PrepareStmtContext) {}

// ExitPrepareStmt is called when production prepareStmt is exited.
func (s *BasePostgresParserListener) ExitPrepareStmt(ctx *PrepareStmtContext) {}

// EnterExecuteStmt is called when production executeStmt is entered.
func (s *BasePostgresParserListener) EnterExecuteStmt(ctx *ExecuteStmtContext) {}

// ExitExecuteStmt is called when production executeStmt is exited.
func (s *BasePostgresParserListener) ExitExecuteStmt(ctx *ExecuteStmtContext) {}

// EnterDeallocateStmt is called when production deallocateStmt is entered.
func (s *BasePostgresParserListener) EnterDeallocateStmt(ctx *DeallocateStmtContext) {}

// ExitDeallocateStmt is called when production deallocateStmt is exited.
func (s *BasePostgresParserListener) ExitDeallocateStmt(ctx *DeallocateStmtContext) {}

// EnterCopyStmt is called when production copyStmt is entered.
func (s *BasePostgresParserListener) EnterCopyStmt(ctx *CopyStmtContext) {}

// ExitCopyStmt is called when production copyStmt is exited.
func (s *BasePostgresParserListener) ExitCopyStmt(ctx *CopyStmtContext) {}

// EnterCopyOptions is called when production copyOptions is entered.
func (s *BasePostgresParserListener) EnterCopyOptions(ctx *CopyOptionsContext) {}

// ExitCopyOptions is called when production copyOptions is exited.
func (s *BasePostgresParserListener) ExitCopyOptions(ctx *CopyOptionsContext) {}

// EnterCopyOption is called when production copyOption is entered.
func (s *BasePostgresParserListener) EnterCopyOption(ctx *CopyOptionContext) {}

// ExitCopyOption is called when production copyOption is exited.
func (s *BasePostgresParserListener) ExitCopyOption(ctx *CopyOptionContext) {}

// EnterLegacyCopyOption is called when production legacyCopyOption is entered.
func (s *BasePostgresParserListener) EnterLegacyCopyOption(ctx *LegacyCopyOptionContext) {}

// ExitLegacyCopyOption is called when production legacyCopyOption is exited.
func (s *BasePostgresParserListener) ExitLegacyCopyOption(ctx *LegacyCopyOptionContext) {}

// EnterTruncateStmt is called when production truncateStmt is entered.
func (s *BasePostgresParserListener) EnterTruncateStmt(ctx *TruncateStmtContext) {}

// ExitTruncateStmt is called when production truncateStmt is exited.
func (s *BasePostgresParserListener) ExitTruncateStmt(ctx *TruncateStmtContext) {}

// EnterTruncateTarget is called when production truncateTarget is entered.
func (s *BasePostgresParserListener) EnterTruncateTarget(ctx *TruncateTargetContext) {}

// ExitTruncateTarget is called when production truncateTarget is exited.
func (s *BasePostgresParserListener) ExitTruncateTarget(ctx *TruncateTargetContext) {}

// EnterGrantStmt is called when production grantStmt is entered.
func (s *BasePostgresParserListener) EnterGrantStmt(ctx *GrantStmtContext) {}

// ExitGrantStmt is called when production grantStmt is exited.
func (s *BasePostgresParserListener) ExitGrantStmt(ctx *GrantStmtContext) {}

// EnterRevokeStmt is called when production revokeStmt is entered.
func (s *BasePostgresParserListener) EnterRevokeStmt(ctx *RevokeStmtContext) {}

// ExitRevokeStmt is called when production revokeStmt is exited.
func (s *BasePostgresParserListener) ExitRevokeStmt(ctx *RevokeStmtContext) {}

// EnterPrivileges is called when production privileges is entered.
func (s *BasePostgresParserListener) EnterPrivileges(ctx *PrivilegesContext) {}

// ExitPrivileges is called when production privileges is exited.
func (s *BasePostgresParserListener) ExitPrivileges(ctx *PrivilegesContext) {}

// EnterPrivilege is called when production privilege is entered.
func (s *BasePostgresParserListener) EnterPrivilege(ctx *PrivilegeContext) {}

// ExitPrivilege is called when production privilege is exited.
func (s *BasePostgresParserListener) ExitPrivilege(ctx *PrivilegeContext) {}

// EnterPrivilegeTarget is called when production privilegeTarget is entered.
func (s *BasePostgresParserListener) EnterPrivilegeTarget(ctx *PrivilegeTargetContext) {}

// ExitPrivilegeTarget is called when production privilegeTarget is exited.
func (s *BasePostgresParserListener) ExitPrivilegeTarget(ctx *PrivilegeTargetContext) {}

// EnterGrantee is called when production grantee is entered.
func (s *BasePostgresParserListener) EnterGrantee(ctx *GranteeContext) {}

// ExitGrantee is called when production grantee is exited.
func (s *BasePostgresParserListener) ExitGrantee(ctx *GranteeContext) {}

// EnterRoleSpec is called when production roleSpec is entered.
func (s *BasePostgresParserListener) EnterRoleSpec(ctx *RoleSpecContext) {}

// ExitRoleSpec is called when production roleSpec is exited.
func (s *BasePostgresParserListener) ExitRoleSpec(ctx *RoleSpecContext) {}

// EnterCommentStmt is called when production commentStmt is entered.
func (s *BasePostgresParserListener) EnterCommentStmt(ctx *CommentStmtContext) {}

// ExitCommentStmt is called when production commentStmt is exited.
func (s *BasePostgresParserListener) ExitCommentStmt(ctx *CommentStmtContext) {}

// EnterSecurityLabelStmt is called when production securityLabelStmt is entered.
func (s *BasePostgresParserListener) EnterSecurityLabelStmt(ctx *SecurityLabelStmtContext) {}

// ExitSecurityLabelStmt is called when production securityLabelStmt is exited.
func (s *BasePostgresParserListener) ExitSecurityLabelStmt(ctx *SecurityLabelStmtContext) {}

// EnterCommentTarget is called when production commentTarget is entered.
func (s *BasePostgresParserListener) EnterCommentTarget(ctx *CommentTargetContext) {}

// ExitCommentTarget is called when production commentTarget is exited.
func (s *BasePostgresParserListener) ExitCommentTarget(ctx *CommentTargetContext) {}

// EnterAnalyzeStmt is called when production analyzeStmt is entered.
func (s *BasePostgresParserListener) EnterAnalyzeStmt(ctx *AnalyzeStmtContext) {}

// ExitAnalyzeStmt is called when production analyzeStmt is exited.
func (s *BasePostgresParserListener) ExitAnalyzeStmt(ctx *AnalyzeStmtContext) {}

// EnterVacuumStmt is called when production vacuumStmt is entered.
func (s *BasePostgresParserListener) EnterVacuumStmt(ctx *VacuumStmtContext) {}

// ExitVacuumStmt is called when production vacuumStmt is exited.
func (s *BasePostgresParserListener) ExitVacuumStmt(ctx *VacuumStmtContext) {}

// EnterVacuumTarget is called when production vacuumTarget is entered.
func (s *BasePostgresParserListener) EnterVacuumTarget(ctx *VacuumTargetContext) {}

// ExitVacuumTarget is called when production vacuumTarget is exited.
func (s *BasePostgresParserListener) ExitVacuumTarget(ctx *VacuumTargetContext) {}

// EnterLockStmt is called when production lockStmt is entered.
func (s *BasePostgresParserListener) EnterLockStmt(ctx *LockStmtContext) {}

// ExitLockStmt is called when production lockStmt is exited.
func (s *BasePostgresParserListener) ExitLockStmt(ctx *LockStmtContext) {}

// EnterLockMode is called when production lockMode is entered.
func (s *BasePostgresParserListener) EnterLockMode(ctx *LockModeContext) {}

// ExitLockMode is called when production lockMode is exited.
func (s *BasePostgresParserListener) ExitLockMode(ctx *LockModeContext) {}

// EnterListenStmt is called when production listenStmt is entered.
func (s *BasePostgresParserListener) EnterListenStmt(ctx *ListenStmtContext) {}

// ExitListenStmt is called when production listenStmt is exited.
func (s *BasePostgresParserListener) ExitListenStmt(ctx *ListenStmtContext) {}

// EnterUnlistenStmt is called when production unlistenStmt is entered.
func (s *BasePostgresParserListener) EnterUnlistenStmt(ctx *UnlistenStmtContext) {}

// ExitUnlistenStmt is called when production unlistenStmt is exited.
func (s *BasePostgresParserListener) ExitUnlistenStmt(ctx *UnlistenStmtContext) {}

// EnterNotifyStmt is called when production notifyStmt is entered.
func (s *BasePostgresParserListener) EnterNotifyStmt(ctx *NotifyStmtContext) {}

// ExitNotifyStmt is called when production notifyStmt is exited.
func (s *BasePostgresParserListener) ExitNotifyStmt(ctx *NotifyStmtContext) {}

// EnterCallStmt is called when production callStmt is entered.
func (s *BasePostgresParserListener) EnterCallStmt(ctx *CallStmtContext) {}

// ExitCallStmt is called when production callStmt is exited.
func (s *BasePostgresParserListener) ExitCallStmt(ctx *CallStmtContext) {}

// EnterRefreshStmt is called when production refreshStmt is entered.
func (s *BasePostgresParserListener) EnterRefreshStmt(ctx *RefreshStmtContext) {}

// ExitRefreshStmt is called when production refreshStmt is exited.
func (s *BasePostgresParserListener) ExitRefreshStmt(ctx *RefreshStmtContext) {}

// EnterDiscardStmt is called when production discardStmt is entered.
func (s *BasePostgresParserListener) EnterDiscardStmt(ctx *DiscardStmtContext) {}

// ExitDiscardStmt is called when production discardStmt is exited.
func (s *BasePostgresParserListener) ExitDiscardStmt(ctx *DiscardStmtContext) {}

// EnterCheckpointStmt is called when production checkpointStmt is entered.
func (s *BasePostgresParserListener) EnterCheckpointStmt(ctx *CheckpointStmtContext) {}

// ExitCheckpointStmt is called when production checkpointStmt is exited.
func (s *BasePostgresParserListener) ExitCheckpointStmt(ctx *CheckpointStmtContext) {}

// EnterReindexStmt is called when production reindexStmt is entered.
func (s *BasePostgresParserListener) EnterReindexStmt(ctx *ReindexStmtContext) {}

// ExitReindexStmt is called when production reindexStmt is exited.
func (s *BasePostgresParserListener) ExitReindexStmt(ctx *ReindexStmtContext) {}

// EnterClusterStmt is called when production clusterStmt is entered.
func (s *BasePostgresParserListener) EnterClusterStmt(ctx *ClusterStmtContext) {}

// ExitClusterStmt is called when production clusterStmt is exited.
func (s *BasePostgresParserListener) ExitClusterStmt(ctx *ClusterStmtContext) {}

// EnterLoadStmt is called when production loadStmt is entered.
func (s *BasePostgresParserListener) EnterLoadStmt(ctx *LoadStmtContext) {}

// ExitLoadStmt is called when production loadStmt is exited.
func (s *BasePostgresParserListener) ExitLoadStmt(ctx *LoadStmtContext) {}

// EnterQualifiedName is called when production qualifiedName is entered.
func (s *BasePostgresParserListener) EnterQualifiedName(ctx *QualifiedNameContext) {}

// ExitQualifiedName is called when production qualifiedName is exited.
func (s *BasePostgresParserListener) ExitQualifiedName(ctx *QualifiedNameContext) {}

// EnterAnyName is called when production anyName is entered.
func (s *BasePostgresParserListener) EnterAnyName(ctx *AnyNameContext) {}

// ExitAnyName is called when production anyName is exited.
func (s *BasePostgresParserListener) ExitAnyName(ctx *AnyNameContext) {}

// EnterNameList is called when production nameList is entered.
func (s *BasePostgresParserListener) EnterNameList(ctx *NameListContext) {}

// ExitNameList is called when production nameList is exited.
func (s *BasePostgresParserListener) ExitNameList(ctx *NameListContext) {}

// EnterIdentifier is called when production identifier is entered.
func (s *BasePostgresParserListener) EnterIdentifier(ctx *IdentifierContext) {}

// ExitIdentifier is called when production identifier is exited.
func (s *BasePostgresParserListener) ExitIdentifier(ctx *IdentifierContext) {}

// EnterBareLabel is called when production bareLabel is entered.
func (s *BasePostgresParserListener) EnterBareLabel(ctx *BareLabelContext) {}

// ExitBareLabel is called when production bareLabel is exited.
func (s *BasePostgresParserListener) ExitBareLabel(ctx *BareLabelContext) {}

// EnterColLabel is called when production colLabel is entered.
func (s *BasePostgresParserListener) EnterColLabel(ctx *ColLabelContext) {}

// ExitColLabel is called when production colLabel is exited.
func (s *BasePostgresParserListener) ExitColLabel(ctx *ColLabelContext) {}

// EnterNonReservedKeyword is called when production nonReservedKeyword is entered.
func (s *BasePostgresParserListener) EnterNonReservedKeyword(ctx *NonReservedKeywordContext) {}

// ExitNonReservedKeyword is called when production nonReservedKeyword is exited.
func (s *BasePostgresParserListener) ExitNonReservedKeyword(ctx *NonReservedKeywordContext) {}

// EnterPlainKeyword is called when production plainKeyword is entered.
func (s *BasePostgresParserListener) EnterPlainKeyword(ctx *PlainKeywordContext) {}

// ExitPlainKeyword is called when production plainKeyword is exited.
func (s *BasePostgresParserListener) ExitPlainKeyword(ctx *PlainKeywordContext) {}

// EnterFunctionKeyword is called when production functionKeyword is entered.
func (s *BasePostgresParserListener) EnterFunctionKeyword(ctx *FunctionKeywordContext) {}

// ExitFunctionKeyword is called when production functionKeyword is exited.
func (s *BasePostgresParserListener) ExitFunctionKeyword(ctx *FunctionKeywordContext) {}

// EnterAmbiguousKeyword is called when production ambiguousKeyword is entered.
func (s *BasePostgresParserListener) EnterAmbiguousKeyword(ctx *AmbiguousKeywordContext) {}

// ExitAmbiguousKeyword is called when production ambiguousKeyword is exited.
func (s *BasePostgresParserListener) ExitAmbiguousKeyword(ctx *AmbiguousKeywordContext) {}

// EnterTypeFuncKeyword is called when production typeFuncKeyword is entered.
func (s *BasePostgresParserListener) EnterTypeFuncKeyword(ctx *TypeFuncKeywordContext) {}

// ExitTypeFuncKeyword is called when production typeFuncKeyword is exited.
func (s *BasePostgresParserListener) ExitTypeFuncKeyword(ctx *TypeFuncKeywordContext) {}

// EnterReservedKeyword is called when production reservedKeyword is entered.
func (s *BasePostgresParserListener) EnterReservedKeyword(ctx *ReservedKeywordContext) {}

// ExitReservedKeyword is called when production reservedKeyword is exited.
func (s *BasePostgresParserListener) ExitReservedKeyword(ctx *ReservedKeywordContext) {}
