package mysql // MySQLParser
import "github.com/antlr4-go/antlr/v4"

// BaseMySQLParserListener is a complete listener for a parse tree produced by MySQLParser.
type BaseMySQLParserListener struct{}

var _ MySQLParserListener = &BaseMySQLParserListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseMySQLParserListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseMySQLParserListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseMySQLParserListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseMySQLParserListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterRoot is called when production root is entered.
func (s *BaseMySQLParserListener) EnterRoot(ctx *RootContext) {}

// ExitRoot is called when production root is exited.
func (s *BaseMySQLParserListener) ExitRoot(ctx *RootContext) {}

// EnterStatement is called when production statement is entered.
func (s *BaseMySQLParserListener) EnterStatement(ctx *StatementContext) {}

// ExitStatement is called when production statement is exited.
func (s *BaseMySQLParserListener) ExitStatement(ctx *StatementContext) {}

// EnterAnonymousBlock is called when production anonymousBlock is entered.
func (s *BaseMySQLParserListener) EnterAnonymousBlock(ctx *AnonymousBlockContext) {}

// ExitAnonymousBlock is called when production anonymousBlock is exited.
func (s *BaseMySQLParserListener) ExitAnonymousBlock(ctx *AnonymousBlockContext) {}

// EnterServerStatement is called when production serverStatement is entered.
func (s *BaseMySQLParserListener) EnterServerStatement(ctx *ServerStatementContext) {}

// ExitServerStatement is called when production serverStatement is exited.
func (s *BaseMySQLParserListener) ExitServerStatement(ctx *ServerStatementContext) {}

// EnterReplicationStatement is called when production replicationStatement is entered.
func (s *BaseMySQLParserListener) EnterReplicationStatement(ctx *ReplicationStatementContext) {}

// ExitReplicationStatement is called when production replicationStatement is exited.
func (s *BaseMySQLParserListener) ExitReplicationStatement(ctx *ReplicationStatementContext) {}

// EnterReplicationOption is called when production replicationOption is entered.
func (s *BaseMySQLParserListener) EnterReplicationOption(ctx *ReplicationOptionContext) {}

// ExitReplicationOption is called when production replicationOption is exited.
func (s *BaseMySQLParserListener) ExitReplicationOption(ctx *ReplicationOptionContext) {}

// EnterSelectStatement is called when production selectStatement is entered.
func (s *BaseMySQLParserListener) EnterSelectStatement(ctx *SelectStatementContext) {}

// ExitSelectStatement is called when production selectStatement is exited.
func (s *BaseMySQLParserListener) ExitSelectStatement(ctx *SelectStatementContext) {}

// EnterQueryExpression is called when production queryExpression is entered.
func (s *BaseMySQLParserListener) EnterQueryExpression(ctx *QueryExpressionContext) {}

// ExitQueryExpression is called when production queryExpression is exited.
func (s *BaseMySQLParserListener) ExitQueryExpression(ctx *QueryExpressionContext) {}

// EnterWithClause is called when production withClause is entered.
func (s *BaseMySQLParserListener) EnterWithClause(ctx *WithClauseContext) {}

// ExitWithClause is called when production withClause is exited.
func (s *BaseMySQLParserListener) ExitWithClause(ctx *WithClauseContext) {}

// EnterCommonTableExpression is called when production commonTableExpression is entered.
func (s *BaseMySQLParserListener) EnterCommonTableExpression(ctx *CommonTableExpressionContext) {}

// ExitCommonTableExpression is called when production commonTableExpression is exited.
func (s *BaseMySQLParserListener) ExitCommonTableExpression(ctx *CommonTableExpressionContext) {}

// EnterColumnNameList is called when production columnNameList is entered.
func (s *BaseMySQLParserListener) EnterColumnNameList(ctx *ColumnNameListContext) {}

// ExitColumnNameList is called when production columnNameList is exited.
func (s *BaseMySQLParserListener) ExitColumnNameList(ctx *ColumnNameListContext) {}

// EnterQueryBody is called when production queryBody is entered.
func (s *BaseMySQLParserListener) EnterQueryBody(ctx *QueryBodyContext) {}

// ExitQueryBody is called when production queryBody is exited.
func (s *BaseMySQLParserListener) ExitQueryBody(ctx *QueryBodyContext) {}

// EnterQueryTerm is called when production queryTerm is entered.
func (s *BaseMySQLParserListener) EnterQueryTerm(ctx *QueryTermContext) {}

// ExitQueryTerm is called when production queryTerm is exited.
func (s *BaseMySQLParserListener) ExitQueryTerm(ctx *QueryTermContext) {}

// EnterQueryPrimary is called when production queryPrimary is entered.
func (s *BaseMySQLParserListener) EnterQueryPrimary(ctx *QueryPrimaryContext) {}

// ExitQueryPrimary is called when production queryPrimary is exited.
func (s *BaseMySQLParserListener) ExitQueryPrimary(ctx *QueryPrimaryContext) {}

// EnterQuerySpecification is called when production querySpecification is entered.
func (s *BaseMySQLParserListener) EnterQuerySpecification(ctx *QuerySpecificationContext) {}

// ExitQuerySpecification is called when production querySpecification is exited.
func (s *BaseMySQLParserListener) ExitQuerySpecification(ctx *QuerySpecificationContext) {}

// EnterSelectOption is called when production selectOption is entered.
func (s *BaseMySQLParserListener) EnterSelectOption(ctx *SelectOptionContext) {}

// ExitSelectOption is called when production selectOption is exited.
func (s *BaseMySQLParserListener) ExitSelectOption(ctx *SelectOptionContext) {}

// EnterSelectList is called when production selectList is entered.
func (s *BaseMySQLParserListener) EnterSelectList(ctx *SelectListContext) {}

// ExitSelectList is called when production selectList is exited.
func (s *BaseMySQLParserListener) ExitSelectList(ctx *SelectListContext) {}

// EnterSelectItem is called when production selectItem is entered.
func (s *BaseMySQLParserListener) EnterSelectItem(ctx *SelectItemContext) {}

// ExitSelectItem is called when production selectItem is exited.
func (s *BaseMySQLParserListener) ExitSelectItem(ctx *SelectItemContext) {}

// EnterAlias is called when production alias is entered.
func (s *BaseMySQLParserListener) EnterAlias(ctx *AliasContext) {}

// ExitAlias is called when production alias is exited.
func (s *BaseMySQLParserListener) ExitAlias(ctx *AliasContext) {}

// EnterIntoClause is called when production intoClause is entered.
func (s *BaseMySQLParserListener) EnterIntoClause(ctx *IntoClauseContext) {}

// ExitIntoClause is called when production intoClause is exited.
func (s *BaseMySQLParserListener) ExitIntoClause(ctx *IntoClauseContext) {}

// EnterIntoTarget is called when production intoTarget is entered.
func (s *BaseMySQLParserListener) EnterIntoTarget(ctx *IntoTargetContext) {}

// ExitIntoTarget is called when production intoTarget is exited.
func (s *BaseMySQLParserListener) ExitIntoTarget(ctx *IntoTargetContext) {}

// EnterExportOptions is called when production exportOptions is entered.
func (s *BaseMySQLParserListener) EnterExportOptions(ctx *ExportOptionsContext) {}

// ExitExportOptions is called when production exportOptions is exited.
func (s *BaseMySQLParserListener) ExitExportOptions(ctx *ExportOptionsContext) {}

// EnterFieldsOption is called when production fieldsOption is entered.
func (s *BaseMySQLParserListener) EnterFieldsOption(ctx *FieldsOptionContext) {}

// ExitFieldsOption is called when production fieldsOption is exited.
func (s *BaseMySQLParserListener) ExitFieldsOption(ctx *FieldsOptionContext) {}

// EnterLinesClause is called when production linesClause is entered.
func (s *BaseMySQLParserListener) EnterLinesClause(ctx *LinesClauseContext) {}

// ExitLinesClause is called when production linesClause is exited.
func (s *BaseMySQLParserListener) ExitLinesClause(ctx *LinesClauseContext) {}

// EnterFromClause is called when production fromClause is entered.
func (s *BaseMySQLParserListener) EnterFromClause(ctx *FromClauseContext) {}

// ExitFromClause is called when production fromClause is exited.
func (s *BaseMySQLParserListener) ExitFromClause(ctx *FromClauseContext) {}

// EnterWhereClause is called when production whereClause is entered.
func (s *BaseMySQLParserListener) EnterWhereClause(ctx *WhereClauseContext) {}

// ExitWhereClause is called when production whereClause is exited.
func (s *BaseMySQLParserListener) ExitWhereClause(ctx *WhereClauseContext) {}

// EnterGroupByClause is called when production groupByClause is entered.
func (s *BaseMySQLParserListener) EnterGroupByClause(ctx *GroupByClauseContext) {}

// ExitGroupByClause is called when production groupByClause is exited.
func (s *BaseMySQLParserListener) ExitGroupByClause(ctx *GroupByClauseContext) {}

// EnterGroupItem is called when production groupItem is entered.
func (s *BaseMySQLParserListener) EnterGroupItem(ctx *GroupItemContext) {}

// ExitGroupItem is called when production groupItem is exited.
func (s *BaseMySQLParserListener) ExitGroupItem(ctx *GroupItemContext) {}

// EnterHavingClause is called when production havingClause is entered.
func (s *BaseMySQLParserListener) EnterHavingClause(ctx *HavingClauseContext) {}

// ExitHavingClause is called when production havingClause is exited.
func (s *BaseMySQLParserListener) ExitHavingClause(ctx *HavingClauseContext) {}

// EnterQualifyClause is called when production qualifyClause is entered.
func (s *BaseMySQLParserListener) EnterQualifyClause(ctx *QualifyClauseContext) {}

// ExitQualifyClause is called when production qualifyClause is exited.
func (s *BaseMySQLParserListener) ExitQualifyClause(ctx *QualifyClauseContext) {}

// EnterWindowClause is called when production windowClause is entered.
func (s *BaseMySQLParserListener) EnterWindowClause(ctx *WindowClauseContext) {}

// ExitWindowClause is called when production windowClause is exited.
func (s *BaseMySQLParserListener) ExitWindowClause(ctx *WindowClauseContext) {}

// EnterNamedWindow is called when production namedWindow is entered.
func (s *BaseMySQLParserListener) EnterNamedWindow(ctx *NamedWindowContext) {}

// ExitNamedWindow is called when production namedWindow is exited.
func (s *BaseMySQLParserListener) ExitNamedWindow(ctx *NamedWindowContext) {}

// EnterOrderByClause is called when production orderByClause is entered.
func (s *BaseMySQLParserListener) EnterOrderByClause(ctx *OrderByClauseContext) {}

// ExitOrderByClause is called when production orderByClause is exited.
func (s *BaseMySQLParserListener) ExitOrderByClause(ctx *OrderByClauseContext) {}

// EnterOrderItem is called when production orderItem is entered.
func (s *BaseMySQLParserListener) EnterOrderItem(ctx *OrderItemContext) {}

// ExitOrderItem is called when production orderItem is exited.
func (s *BaseMySQLParserListener) ExitOrderItem(ctx *OrderItemContext) {}

// EnterLimitClause is called when production limitClause is entered.
func (s *BaseMySQLParserListener) EnterLimitClause(ctx *LimitClauseContext) {}

// ExitLimitClause is called when production limitClause is exited.
func (s *BaseMySQLParserListener) ExitLimitClause(ctx *LimitClauseContext) {}

// EnterLimitValue is called when production limitValue is entered.
func (s *BaseMySQLParserListener) EnterLimitValue(ctx *LimitValueContext) {}

// ExitLimitValue is called when production limitValue is exited.
func (s *BaseMySQLParserListener) ExitLimitValue(ctx *LimitValueContext) {}

// EnterLockingClause is called when production lockingClause is entered.
func (s *BaseMySQLParserListener) EnterLockingClause(ctx *LockingClauseContext) {}

// ExitLockingClause is called when production lockingClause is exited.
func (s *BaseMySQLParserListener) ExitLockingClause(ctx *LockingClauseContext) {}

// EnterTableValueConstructor is called when production tableValueConstructor is entered.
func (s *BaseMySQLParserListener) EnterTableValueConstructor(ctx *TableValueConstructorContext) {}

// ExitTableValueConstructor is called when production tableValueConstructor is exited.
func (s *BaseMySQLParserListener) ExitTableValueConstructor(ctx *TableValueConstructorContext) {}

// EnterRowValue is called when production rowValue is entered.
func (s *BaseMySQLParserListener) EnterRowValue(ctx *RowValueContext) {}

// ExitRowValue is called when production rowValue is exited.
func (s *BaseMySQLParserListener) ExitRowValue(ctx *RowValueContext) {}

// EnterTableReferences is called when production tableReferences is entered.
func (s *BaseMySQLParserListener) EnterTableReferences(ctx *TableReferencesContext) {}

// ExitTableReferences is called when production tableReferences is exited.
func (s *BaseMySQLParserListener) ExitTableReferences(ctx *TableReferencesContext) {}

// EnterTableReference is called when production tableReference is entered.
func (s *BaseMySQLParserListener) EnterTableReference(ctx *TableReferenceContext) {}

// ExitTableReference is called when production tableReference is exited.
func (s *BaseMySQLParserListener) ExitTableReference(ctx *TableReferenceContext) {}

// EnterJoinPart is called when production joinPart is entered.
func (s *BaseMySQLParserListener) EnterJoinPart(ctx *JoinPartContext) {}

// ExitJoinPart is called when production joinPart is exited.
func (s *BaseMySQLParserListener) ExitJoinPart(ctx *JoinPartContext) {}

// EnterJoinSpec is called when production joinSpec is entered.
func (s *BaseMySQLParserListener) EnterJoinSpec(ctx *JoinSpecContext) {}

// ExitJoinSpec is called when production joinSpec is exited.
func (s *BaseMySQLParserListener) ExitJoinSpec(ctx *JoinSpecContext) {}

// EnterTableFactor is called when production tableFactor is entered.
func (s *BaseMySQLParserListener) EnterTableFactor(ctx *TableFactorContext) {}

// ExitTableFactor is called when production tableFactor is exited.
func (s *BaseMySQLParserListener) ExitTableFactor(ctx *TableFactorContext) {}

// EnterAsOfClause is called when production asOfClause is entered.
func (s *BaseMySQLParserListener) EnterAsOfClause(ctx *AsOfClauseContext) {}

// ExitAsOfClause is called when production asOfClause is exited.
func (s *BaseMySQLParserListener) ExitAsOfClause(ctx *AsOfClauseContext) {}

// EnterPartitionSelection is called when production partitionSelection is entered.
func (s *BaseMySQLParserListener) EnterPartitionSelection(ctx *PartitionSelectionContext) {}

// ExitPartitionSelection is called when production partitionSelection is exited.
func (s *BaseMySQLParserListener) ExitPartitionSelection(ctx *PartitionSelectionContext) {}

// EnterIndexHint is called when production indexHint is entered.
func (s *BaseMySQLParserListener) EnterIndexHint(ctx *IndexHintContext) {}

// ExitIndexHint is called when production indexHint is exited.
func (s *BaseMySQLParserListener) ExitIndexHint(ctx *IndexHintContext) {}

// EnterJsonTable is called when production jsonTable is entered.
func (s *BaseMySQLParserListener) EnterJsonTable(ctx *JsonTableContext) {}

// ExitJsonTable is called when production jsonTable is exited.
func (s *BaseMySQLParserListener) ExitJsonTable(ctx *JsonTableContext) {}

// EnterJsonColumns is called when production jsonColumns is entered.
func (s *BaseMySQLParserListener) EnterJsonColumns(ctx *JsonColumnsContext) {}

// ExitJsonColumns is called when production jsonColumns is exited.
func (s *BaseMySQLParserListener) ExitJsonColumns(ctx *JsonColumnsContext) {}

// EnterJsonColumn is called when production jsonColumn is entered.
func (s *BaseMySQLParserListener) EnterJsonColumn(ctx *JsonColumnContext) {}

// ExitJsonColumn is called when production jsonColumn is exited.
func (s *BaseMySQLParserListener) ExitJsonColumn(ctx *JsonColumnContext) {}

// EnterJsonOnEmptyOrError is called when production jsonOnEmptyOrError is entered.
func (s *BaseMySQLParserListener) EnterJsonOnEmptyOrError(ctx *JsonOnEmptyOrErrorContext) {}

// ExitJsonOnEmptyOrError is called when production jsonOnEmptyOrError is exited.
func (s *BaseMySQLParserListener) ExitJsonOnEmptyOrError(ctx *JsonOnEmptyOrErrorContext) {}

// EnterOptimizerHints is called when production optimizerHints is entered.
func (s *BaseMySQLParserListener) EnterOptimizerHints(ctx *OptimizerHintsContext) {}

// ExitOptimizerHints is called when production optimizerHints is exited.
func (s *BaseMySQLParserListener) ExitOptimizerHints(ctx *OptimizerHintsContext) {}

// EnterHint is called when production hint is entered.
func (s *BaseMySQLParserListener) EnterHint(ctx *HintContext) {}

// ExitHint is called when production hint is exited.
func (s *BaseMySQLParserListener) ExitHint(ctx *HintContext) {}

// EnterHintTableArgs is called when production hintTableArgs is entered.
func (s *BaseMySQLParserListener) EnterHintTableArgs(ctx *HintTableArgsContext) {}

// ExitHintTableArgs is called when production hintTableArgs is exited.
func (s *BaseMySQLParserListener) ExitHintTableArgs(ctx *HintTableArgsContext) {}

// EnterHintTableList is called when production hintTableList is entered.
func (s *BaseMySQLParserListener) EnterHintTableList(ctx *HintTableListContext) {}

// ExitHintTableList is called when production hintTableList is exited.
func (s *BaseMySQLParserListener) ExitHintTableList(ctx *HintTableListContext) {}

// EnterHintIndexArgs is called when production hintIndexArgs is entered.
func (s *BaseMySQLParserListener) EnterHintIndexArgs(ctx *HintIndexArgsContext) {}

// ExitHintIndexArgs is called when production hintIndexArgs is exited.
func (s *BaseMySQLParserListener) ExitHintIndexArgs(ctx *HintIndexArgsContext) {}

// EnterHintIndexList is called when production hintIndexList is entered.
func (s *BaseMySQLParserListener) EnterHintIndexList(ctx *HintIndexListContext) {}

// ExitHintIndexList is called when production hintIndexList is exited.
func (s *BaseMySQLParserListener) ExitHintIndexList(ctx *HintIndexListContext) {}

// EnterHintQueryBlockArgs is called when production hintQueryBlockArgs is entered.
func (s *BaseMySQLParserListener) EnterHintQueryBlockArgs(ctx *HintQueryBlockArgsContext) {}

// ExitHintQueryBlockArgs is called when production hintQueryBlockArgs is exited.
func (s *BaseMySQLParserListener) ExitHintQueryBlockArgs(ctx *HintQueryBlockArgsContext) {}

// EnterHintSemijoinArgs is called when production hintSemijoinArgs is entered.
func (s *BaseMySQLParserListener) EnterHintSemijoinArgs(ctx *HintSemijoinArgsContext) {}

// ExitHintSemijoinArgs is called when production hintSemijoinArgs is exited.
func (s *BaseMySQLParserListener) ExitHintSemijoinArgs(ctx *HintSemijoinArgsContext) {}

// EnterSemijoinStrategy is called when production semijoinStrategy is entered.
func (s *BaseMySQLParserListener) EnterSemijoinStrategy(ctx *SemijoinStrategyContext) {}

// ExitSemijoinStrategy is called when production semijoinStrategy is exited.
func (s *BaseMySQLParserListener) ExitSemijoinStrategy(ctx *SemijoinStrategyContext) {}

// EnterSubqueryStrategy is called when production subqueryStrategy is entered.
func (s *BaseMySQLParserListener) EnterSubqueryStrategy(ctx *SubqueryStrategyContext) {}

// ExitSubqueryStrategy is called when production subqueryStrategy is exited.
func (s *BaseMySQLParserListener) ExitSubqueryStrategy(ctx *SubqueryStrategyContext) {}

// EnterHintQueryBlock is called when production hintQueryBlock is entered.
func (s *BaseMySQLParserListener) EnterHintQueryBlock(ctx *HintQueryBlockContext) {}

// ExitHintQueryBlock is called when production hintQueryBlock is exited.
func (s *BaseMySQLParserListener) ExitHintQueryBlock(ctx *HintQueryBlockContext) {}

// EnterHintTable is called when production hintTable is entered.
func (s *BaseMySQLParserListener) EnterHintTable(ctx *HintTableContext) {}

// ExitHintTable is called when production hintTable is exited.
func (s *BaseMySQLParserListener) ExitHintTable(ctx *HintTableContext) {}

// EnterHintValue is called when production hintValue is entered.
func (s *BaseMySQLParserListener) EnterHintValue(ctx *HintValueContext) {}

// ExitHintValue is called when production hintValue is exited.
func (s *BaseMySQLParserListener) ExitHintValue(ctx *HintValueContext) {}

// EnterHintName is called when production hintName is entered.
func (s *BaseMySQLParserListener) EnterHintName(ctx *HintNameContext) {}

// ExitHintName is called when production hintName is exited.
func (s *BaseMySQLParserListener) ExitHintName(ctx *HintNameContext) {}

// EnterHintKeyword is called when production hintKeyword is entered.
func (s *BaseMySQLParserListener) EnterHintKeyword(ctx *HintKeywordContext) {}

// ExitHintKeyword is called when production hintKeyword is exited.
func (s *BaseMySQLParserListener) ExitHintKeyword(ctx *HintKeywordContext) {}

// EnterUnknownHint is called when production unknownHint is entered.
func (s *BaseMySQLParserListener) EnterUnknownHint(ctx *UnknownHintContext) {}

// ExitUnknownHint is called when production unknownHint is exited.
func (s *BaseMySQLParserListener) ExitUnknownHint(ctx *UnknownHintContext) {}

// EnterHintParenthesized is called when production hintParenthesized is entered.
func (s *BaseMySQLParserListener) EnterHintParenthesized(ctx *HintParenthesizedContext) {}

// ExitHintParenthesized is called when production hintParenthesized is exited.
func (s *BaseMySQLParserListener) ExitHintParenthesized(ctx *HintParenthesizedContext) {}

// EnterHintStray is called when production hintStray is entered.
func (s *BaseMySQLParserListener) EnterHintStray(ctx *HintStrayContext) {}

// ExitHintStray is called when production hintStray is exited.
func (s *BaseMySQLParserListener) ExitHintStray(ctx *HintStrayContext) {}

// EnterInsertStatement is called when production insertStatement is entered.
func (s *BaseMySQLParserListener) EnterInsertStatement(ctx *InsertStatementContext) {}

// ExitInsertStatement is called when production insertStatement is exited.
func (s *BaseMySQLParserListener) ExitInsertStatement(ctx *InsertStatementContext) {}

// EnterReplaceStatement is called when production replaceStatement is entered.
func (s *BaseMySQLParserListener) EnterReplaceStatement(ctx *ReplaceStatementContext) {}

// ExitReplaceStatement is called when production replaceStatement is exited.
func (s *BaseMySQLParserListener) ExitReplaceStatement(ctx *ReplaceStatementContext) {}

// EnterInsertSource is called when production insertSource is entered.
func (s *BaseMySQLParserListener) EnterInsertSource(ctx *InsertSourceContext) {}

// ExitInsertSource is called when production insertSource is exited.
func (s *BaseMySQLParserListener) ExitInsertSource(ctx *InsertSourceContext) {}

// EnterColumnNameListOrEmpty is called when production columnNameListOrEmpty is entered.
func (s *BaseMySQLParserListener) EnterColumnNameListOrEmpty(ctx *ColumnNameListOrEmptyContext) {}

// ExitColumnNameListOrEmpty is called when production columnNameListOrEmpty is exited.
func (s *BaseMySQLParserListener) ExitColumnNameListOrEmpty(ctx *ColumnNameListOrEmptyContext) {}

// EnterInsertAlias is called when production insertAlias is entered.
func (s *BaseMySQLParserListener) EnterInsertAlias(ctx *InsertAliasContext) {}

// ExitInsertAlias is called when production insertAlias is exited.
func (s *BaseMySQLParserListener) ExitInsertAlias(ctx *InsertAliasContext) {}

// EnterOnDuplicateKeyUpdate is called when production onDuplicateKeyUpdate is entered.
func (s *BaseMySQLParserListener) EnterOnDuplicateKeyUpdate(ctx *OnDuplicateKeyUpdateContext) {}

// ExitOnDuplicateKeyUpdate is called when production onDuplicateKeyUpdate is exited.
func (s *BaseMySQLParserListener) ExitOnDuplicateKeyUpdate(ctx *OnDuplicateKeyUpdateContext) {}

// EnterReturningClause is called when production returningClause is entered.
func (s *BaseMySQLParserListener) EnterReturningClause(ctx *ReturningClauseContext) {}

// ExitReturningClause is called when production returningClause is exited.
func (s *BaseMySQLParserListener) ExitReturningClause(ctx *ReturningClauseContext) {}

// EnterAssignment is called when production assignment is entered.
func (s *BaseMySQLParserListener) EnterAssignment(ctx *AssignmentContext) {}

// ExitAssignment is called when production assignment is exited.
func (s *BaseMySQLParserListener) ExitAssignment(ctx *AssignmentContext) {}

// EnterUpdateStatement is called when production updateStatement is entered.
func (s *BaseMySQLParserListener) EnterUpdateStatement(ctx *UpdateStatementContext) {}

// ExitUpdateStatement is called when production updateStatement is exited.
func (s *BaseMySQLParserListener) ExitUpdateStatement(ctx *UpdateStatementContext) {}

// EnterDeleteStatement is called when production deleteStatement is entered.
func (s *BaseMySQLParserListener) EnterDeleteStatement(ctx *DeleteStatementContext) {}

// ExitDeleteStatement is called when production deleteStatement is exited.
func (s *BaseMySQLParserListener) ExitDeleteStatement(ctx *DeleteStatementContext) {}

// EnterDeleteBody is called when production deleteBody is entered.
func (s *BaseMySQLParserListener) EnterDeleteBody(ctx *DeleteBodyContext) {}

// ExitDeleteBody is called when production deleteBody is exited.
func (s *BaseMySQLParserListener) ExitDeleteBody(ctx *DeleteBodyContext) {}

// EnterTableAliasRef is called when production tableAliasRef is entered.
func (s *BaseMySQLParserListener) EnterTableAliasRef(ctx *TableAliasRefContext) {}

// ExitTableAliasRef is called when production tableAliasRef is exited.
func (s *BaseMySQLParserListener) ExitTableAliasRef(ctx *TableAliasRefContext) {}

// EnterExpr is called when production expr is entered.
func (s *BaseMySQLParserListener) EnterExpr(ctx *ExprContext) {}

// ExitExpr is called when production expr is exited.
func (s *BaseMySQLParserListener) ExitExpr(ctx *ExprContext) {}

// EnterBoolPrimary is called when production boolPrimary is entered.
func (s *BaseMySQLParserListener) EnterBoolPrimary(ctx *BoolPrimaryContext) {}

// ExitBoolPrimary is called when production boolPrimary is exited.
func (s *BaseMySQLParserListener) ExitBoolPrimary(ctx *BoolPrimaryContext) {}

// EnterComparisonOperator is called when production comparisonOperator is entered.
func (s *BaseMySQLParserListener) EnterComparisonOperator(ctx *ComparisonOperatorContext) {}

// ExitComparisonOperator is called when production comparisonOperator is exited.
func (s *BaseMySQLParserListener) ExitComparisonOperator(ctx *ComparisonOperatorContext) {}

// EnterPredicate is called when production predicate is entered.
func (s *BaseMySQLParserListener) EnterPredicate(ctx *PredicateContext) {}

// ExitPredicate is called when production predicate is exited.
func (s *BaseMySQLParserListener) ExitPredicate(ctx *PredicateContext) {}

// EnterPredicateSuffix is called when production predicateSuffix is entered.
func (s *BaseMySQLParserListener) EnterPredicateSuffix(ctx *PredicateSuffixContext) {}

// ExitPredicateSuffix is called when production predicateSuffix is exited.
func (s *BaseMySQLParserListener) ExitPredicateSuffix(ctx *PredicateSuffixContext) {}

// EnterBitExpr is called when production bitExpr is entered.
func (s *BaseMySQLParserListener) EnterBitExpr(ctx *BitExprContext) {}

// ExitBitExpr is called when production bitExpr is exited.
func (s *BaseMySQLParserListener) ExitBitExpr(ctx *BitExprContext) {}

// EnterSimpleExpr is called when production simpleExpr is entered.
func (s *BaseMySQLParserListener) EnterSimpleExpr(ctx *SimpleExprContext) {}

// ExitSimpleExpr is called when production simpleExpr is exited.
func (s *BaseMySQLParserListener) ExitSimpleExpr(ctx *SimpleExprContext) {}

// EnterCaseExpression is called when production caseExpression is entered.
func (s *BaseMySQLParserListener) EnterCaseExpression(ctx *CaseExpressionContext) {}

// ExitCaseExpression is called when production caseExpression is exited.
func (s *BaseMySQLParserListener) ExitCaseExpression(ctx *CaseExpressionContext) {}

// EnterSearchModifier is called when production searchModifier is entered.
func (s *BaseMySQLParserListener) EnterSearchModifier(ctx *SearchModifierContext) {}

// ExitSearchModifier is called when production searchModifier is exited.
func (s *BaseMySQLParserListener) ExitSearchModifier(ctx *SearchModifierContext) {}

// EnterExprList is called when production exprList is entered.
func (s *BaseMySQLParserListener) EnterExprList(ctx *ExprListContext) {}

// ExitExprList is called when production exprList is exited.
func (s *BaseMySQLParserListener) ExitExprList(ctx *ExprListContext) {}

// EnterVariable is called when production variable is entered.
func (s *BaseMySQLParserListener) EnterVariable(ctx *VariableContext) {}

// ExitVariable is called when production variable is exited.
func (s *BaseMySQLParserListener) ExitVariable(ctx *VariableContext) {}

// EnterColumnRef is called when production columnRef is entered.
func (s *BaseMySQLParserListener) EnterColumnRef(ctx *ColumnRefContext) {}

// ExitColumnRef is called when production columnRef is exited.
func (s *BaseMySQLParserListener) ExitColumnRef(ctx *ColumnRefContext) {}

// EnterDotIdentifier is called when production dotIdentifier is entered.
func (s *BaseMySQLParserListener) EnterDotIdentifier(ctx *DotIdentifierContext) {}

// ExitDotIdentifier is called when production dotIdentifier is exited.
func (s *BaseMySQLParserListener) ExitDotIdentifier(ctx *DotIdentifierContext) {}

// EnterIntervalUnit is called when production intervalUnit is entered.
func (s *BaseMySQLParserListener) EnterIntervalUnit(ctx *IntervalUnitContext) {}

// ExitIntervalUnit is called when production intervalUnit is exited.
func (s *BaseMySQLParserListener) ExitIntervalUnit(ctx *IntervalUnitContext) {}

// EnterLiteral is called when production literal is entered.
func (s *BaseMySQLParserListener) EnterLiteral(ctx *LiteralContext) {}

// ExitLiteral is called when production literal is exited.
func (s *BaseMySQLParserListener) ExitLiteral(ctx *LiteralContext) {}

// EnterTemporalLiteral is called when production temporalLiteral is entered.
func (s *BaseMySQLParserListener) EnterTemporalLiteral(ctx *TemporalLiteralContext) {}

// ExitTemporalLiteral is called when production temporalLiteral is exited.
func (s *BaseMySQLParserListener) ExitTemporalLiteral(ctx *TemporalLiteralContext) {}

// EnterTextLiteral is called when production textLiteral is entered.
func (s *BaseMySQLParserListener) EnterTextLiteral(ctx *TextLiteralContext) {}

// ExitTextLiteral is called when production textLiteral is exited.
func (s *BaseMySQLParserListener) ExitTextLiteral(ctx *TextLiteralContext) {}

// EnterNumericLiteral is called when production numericLiteral is entered.
func (s *BaseMySQLParserListener) EnterNumericLiteral(ctx *NumericLiteralContext) {}

// ExitNumericLiteral is called when production numericLiteral is exited.
func (s *BaseMySQLParserListener) ExitNumericLiteral(ctx *NumericLiteralContext) {}

// EnterSignedNumber is called when production signedNumber is entered.
func (s *BaseMySQLParserListener) EnterSignedNumber(ctx *SignedNumberContext) {}

// ExitSignedNumber is called when production signedNumber is exited.
func (s *BaseMySQLParserListener) ExitSignedNumber(ctx *SignedNumberContext) {}

// EnterFunctionCall is called when production functionCall is entered.
func (s *BaseMySQLParserListener) EnterFunctionCall(ctx *FunctionCallContext) {}

// ExitFunctionCall is called when production functionCall is exited.
func (s *BaseMySQLParserListener) ExitFunctionCall(ctx *FunctionCallContext) {}

// EnterQualifiedName is called when production qualifiedName is entered.
func (s *BaseMySQLParserListener) EnterQualifiedName(ctx *QualifiedNameContext) {}

// ExitQualifiedName is called when production qualifiedName is exited.
func (s *BaseMySQLParserListener) ExitQualifiedName(ctx *QualifiedNameContext) {}

// EnterAggregateFunction is called when production aggregateFunction is entered.
func (s *BaseMySQLParserListener) EnterAggregateFunction(ctx *AggregateFunctionContext) {}

// ExitAggregateFunction is called when production aggregateFunction is exited.
func (s *BaseMySQLParserListener) ExitAggregateFunction(ctx *AggregateFunctionContext) {}

// EnterWindowFunction is called when production windowFunction is entered.
func (s *BaseMySQLParserListener) EnterWindowFunction(ctx *WindowFunctionContext) {}

// ExitWindowFunction is called when production windowFunction is exited.
func (s *BaseMySQLParserListener) ExitWindowFunction(ctx *WindowFunctionContext) {}

// EnterNullTreatment is called when production nullTreatment is entered.
func (s *BaseMySQLParserListener) EnterNullTreatment(ctx *NullTreatmentContext) {}

// ExitNullTreatment is called when production nullTreatment is exited.
func (s *BaseMySQLParserListener) ExitNullTreatment(ctx *NullTreatmentContext) {}

// EnterOverClause is called when production overClause is entered.
func (s *BaseMySQLParserListener) EnterOverClause(ctx *OverClauseContext) {}

// ExitOverClause is called when production overClause is exited.
func (s *BaseMySQLParserListener) ExitOverClause(ctx *OverClauseContext) {}

// EnterWindowSpec is called when production windowSpec is entered.
func (s *BaseMySQLParserListener) EnterWindowSpec(ctx *WindowSpecContext) {}

// ExitWindowSpec is called when production windowSpec is exited.
func (s *BaseMySQLParserListener) ExitWindowSpec(ctx *WindowSpecContext) {}

// EnterWindowFrame is called when production windowFrame is entered.
func (s *BaseMySQLParserListener) EnterWindowFrame(ctx *WindowFrameContext) {}

// ExitWindowFrame is called when production windowFrame is exited.
func (s *BaseMySQLParserListener) ExitWindowFrame(ctx *WindowFrameContext) {}

// EnterFrameBound is called when production frameBound is entered.
func (s *BaseMySQLParserListener) EnterFrameBound(ctx *FrameBoundContext) {}

// ExitFrameBound is called when production frameBound is exited.
func (s *BaseMySQLParserListener) ExitFrameBound(ctx *FrameBoundContext) {}

// EnterCastFunction is called when production castFunction is entered.
func (s *BaseMySQLParserListener) EnterCastFunction(ctx *CastFunctionContext) {}

// ExitCastFunction is called when production castFunction is exited.
func (s *BaseMySQLParserListener) ExitCastFunction(ctx *CastFunctionContext) {}

// EnterCastType is called when production castType is entered.
func (s *BaseMySQLParserListener) EnterCastType(ctx *CastTypeContext) {}

// ExitCastType is called when production castType is exited.
func (s *BaseMySQLParserListener) ExitCastType(ctx *CastTypeContext) {}

// EnterControlFlowFunction is called when production controlFlowFunction is entered.
func (s *BaseMySQLParserListener) EnterControlFlowFunction(ctx *ControlFlowFunctionContext) {}

// ExitControlFlowFunction is called when production controlFlowFunction is exited.
func (s *BaseMySQLParserListener) ExitControlFlowFunction(ctx *ControlFlowFunctionContext) {}

// EnterComparisonFunction is called when production comparisonFunction is entered.
func (s *BaseMySQLParserListener) EnterComparisonFunction(ctx *ComparisonFunctionContext) {}

// ExitComparisonFunction is called when production comparisonFunction is exited.
func (s *BaseMySQLParserListener) ExitComparisonFunction(ctx *ComparisonFunctionContext) {}

// EnterDateTimeFunction is called when production dateTimeFunction is entered.
func (s *BaseMySQLParserListener) EnterDateTimeFunction(ctx *DateTimeFunctionContext) {}

// ExitDateTimeFunction is called when production dateTimeFunction is exited.
func (s *BaseMySQLParserListener) ExitDateTimeFunction(ctx *DateTimeFunctionContext) {}

// EnterStringFunction is called when production stringFunction is entered.
func (s *BaseMySQLParserListener) EnterStringFunction(ctx *StringFunctionContext) {}

// ExitStringFunction is called when production stringFunction is exited.
func (s *BaseMySQLParserListener) ExitStringFunction(ctx *StringFunctionContext) {}

// EnterMathFunction is called when production mathFunction is entered.
func (s *BaseMySQLParserListener) EnterMathFunction(ctx *MathFunctionContext) {}

// ExitMathFunction is called when production mathFunction is exited.
func (s *BaseMySQLParserListener) ExitMathFunction(ctx *MathFunctionContext) {}

// EnterJsonFunction is called when production jsonFunction is entered.
func (s *BaseMySQLParserListener) EnterJsonFunction(ctx *JsonFunctionContext) {}

// ExitJsonFunction is called when production jsonFunction is exited.
func (s *BaseMySQLParserListener) ExitJsonFunction(ctx *JsonFunctionContext) {}

// EnterSpatialFunction is called when production spatialFunction is entered.
func (s *BaseMySQLParserListener) EnterSpatialFunction(ctx *SpatialFunctionContext) {}

// ExitSpatialFunction is called when production spatialFunction is exited.
func (s *BaseMySQLParserListener) ExitSpatialFunction(ctx *SpatialFunctionContext) {}

// EnterSequenceFunction is called when production sequenceFunction is entered.
func (s *BaseMySQLParserListener) EnterSequenceFunction(ctx *SequenceFunctionContext) {}

// ExitSequenceFunction is called when production sequenceFunction is exited.
func (s *BaseMySQLParserListener) ExitSequenceFunction(ctx *SequenceFunctionContext) {}

// EnterInformationFunction is called when production informationFunction is entered.
func (s *BaseMySQLParserListener) EnterInformationFunction(ctx *InformationFunctionContext) {}

// ExitInformationFunction is called when production informationFunction is exited.
func (s *BaseMySQLParserListener) ExitInformationFunction(ctx *InformationFunctionContext) {}

// EnterEncryptionFunction is called when production encryptionFunction is entered.
func (s *BaseMySQLParserListener) EnterEncryptionFunction(ctx *EncryptionFunctionContext) {}

// ExitEncryptionFunction is called when production encryptionFunction is exited.
func (s *BaseMySQLParserListener) ExitEncryptionFunction(ctx *EncryptionFunctionContext) {}

// EnterMiscFunction is called when production miscFunction is entered.
func (s *BaseMySQLParserListener) EnterMiscFunction(ctx *MiscFunctionContext) {}

// ExitMiscFunction is called when production miscFunction is exited.
func (s *BaseMySQLParserListener) ExitMiscFunction(ctx *MiscFunctionContext) {}

// EnterCreateStatement is called when production createStatement is entered.
func (s *BaseMySQLParserListener) EnterCreateStatement(ctx *CreateStatementContext) {}

// ExitCreateStatement is called when production createStatement is exited.
func (s *BaseMySQLParserListener) ExitCreateStatement(ctx *CreateStatementContext) {}

// EnterCreateBody is called when production createBody is entered.
func (s *BaseMySQLParserListener) EnterCreateBody(ctx *CreateBodyContext) {}

// ExitCreateBody is called when production createBody is exited.
func (s *BaseMySQLParserListener) ExitCreateBody(ctx *CreateBodyContext) {}

// EnterIfNotExists is called when production ifNotExists is entered.
func (s *BaseMySQLParserListener) EnterIfNotExists(ctx *IfNotExistsContext) {}

// ExitIfNotExists is called when production ifNotExists is exited.
func (s *BaseMySQLParserListener) ExitIfNotExists(ctx *IfNotExistsContext) {}

// EnterSrsAttribute is called when production srsAttribute is entered.
func (s *BaseMySQLParserListener) EnterSrsAttribute(ctx *SrsAttributeContext) {}

// ExitSrsAttribute is called when production srsAttribute is exited.
func (s *BaseMySQLParserListener) ExitSrsAttribute(ctx *SrsAttributeContext) {}

// EnterIfExists is called when production ifExists is entered.
func (s *BaseMySQLParserListener) EnterIfExists(ctx *IfExistsContext) {}

// ExitIfExists is called when production ifExists is exited.
func (s *BaseMySQLParserListener) ExitIfExists(ctx *IfExistsContext) {}

// EnterCreateTableBody is called when production createTableBody is entered.
func (s *BaseMySQLParserListener) EnterCreateTableBody(ctx *CreateTableBodyContext) {}

// ExitCreateTableBody is called when production createTableBody is exited.
func (s *BaseMySQLParserListener) ExitCreateTableBody(ctx *CreateTableBodyContext) {}

// EnterTableElement is called when production tableElement is entered.
func (s *BaseMySQLParserListener) EnterTableElement(ctx *TableElementContext) {}

// ExitTableElement is called when production tableElement is exited.
func (s *BaseMySQLParserListener) ExitTableElement(ctx *TableElementContext) {}

// EnterColumnDefinition is called when production columnDefinition is entered.
func (s *BaseMySQLParserListener) EnterColumnDefinition(ctx *ColumnDefinitionContext) {}

// ExitColumnDefinition is called when production columnDefinition is exited.
func (s *BaseMySQLParserListener) ExitColumnDefinition(ctx *ColumnDefinitionContext) {}

// EnterColumnAttribute is called when production columnAttribute is entered.
func (s *BaseMySQLParserListener) EnterColumnAttribute(ctx *ColumnAttributeContext) {}

// ExitColumnAttribute is called when production columnAttribute is exited.
func (s *BaseMySQLParserListener) ExitColumnAttribute(ctx *ColumnAttributeContext) {}

// EnterReferenceDefinition is called when production referenceDefinition is entered.
func (s *BaseMySQLParserListener) EnterReferenceDefinition(ctx *ReferenceDefinitionContext) {}

// ExitReferenceDefinition is called when production referenceDefinition is exited.
func (s *BaseMySQLParserListener) ExitReferenceDefinition(ctx *ReferenceDefinitionContext) {}

// EnterReferenceAction is called when production referenceAction is entered.
func (s *BaseMySQLParserListener) EnterReferenceAction(ctx *ReferenceActionContext) {}

// ExitReferenceAction is called when production referenceAction is exited.
func (s *BaseMySQLParserListener) ExitReferenceAction(ctx *ReferenceActionContext) {}

// EnterTableConstraint is called when production tableConstraint is entered.
func (s *BaseMySQLParserListener) EnterTableConstraint(ctx *TableConstraintContext) {}

// ExitTableConstraint is called when production tableConstraint is exited.
func (s *BaseMySQLParserListener) ExitTableConstraint(ctx *TableConstraintContext) {}

// EnterKeyPartList is called when production keyPartList is entered.
func (s *BaseMySQLParserListener) EnterKeyPartList(ctx *KeyPartListContext) {}

// ExitKeyPartList is called when production keyPartList is exited.
func (s *BaseMySQLParserListener) ExitKeyPartList(ctx *KeyPartListContext) {}

// EnterKeyPart is called when production keyPart is entered.
func (s *BaseMySQLParserListener) EnterKeyPart(ctx *KeyPartContext) {}

// ExitKeyPart is called when production keyPart is exited.
func (s *BaseMySQLParserListener) ExitKeyPart(ctx *KeyPartContext) {}

// EnterIndexType is called when production indexType is entered.
func (s *BaseMySQLParserListener) EnterIndexType(ctx *IndexTypeContext) {}

// ExitIndexType is called when production indexType is exited.
func (s *BaseMySQLParserListener) ExitIndexType(ctx *IndexTypeContext) {}

// EnterIndexOption is called when production indexOption is entered.
func (s *BaseMySQLParserListener) EnterIndexOption(ctx *IndexOptionContext) {}

// ExitIndexOption is called when production indexOption is exited.
func (s *BaseMySQLParserListener) ExitIndexOption(ctx *IndexOptionContext) {}

// EnterTableOptions is called when production tableOptions is entered.
func (s *BaseMySQLParserListener) EnterTableOptions(ctx *TableOptionsContext) {}

// ExitTableOptions is called when production tableOptions is exited.
func (s *BaseMySQLParserListener) ExitTableOptions(ctx *TableOptionsContext) {}

// EnterTableOption is called when production tableOption is entered.
func (s *BaseMySQLParserListener) EnterTableOption(ctx *TableOptionContext) {}

// ExitTableOption is called when production tableOption is exited.
func (s *BaseMySQLParserListener) ExitTableOption(ctx *TableOptionContext) {}

// EnterCharsetClauseEq is called when production charsetClauseEq is entered.
func (s *BaseMySQLParserListener) EnterCharsetClauseEq(ctx *CharsetClauseEqContext) {}

// ExitCharsetClauseEq is called when production charsetClauseEq is exited.
func (s *BaseMySQLParserListener) ExitCharsetClauseEq(ctx *CharsetClauseEqContext) {}

// EnterPartitionClause is called when production partitionClause is entered.
func (s *BaseMySQLParserListener) EnterPartitionClause(ctx *PartitionClauseContext) {}

// ExitPartitionClause is called when production partitionClause is exited.
func (s *BaseMySQLParserListener) ExitPartitionClause(ctx *PartitionClauseContext) {}

// EnterPartitionType is called when production partitionType is entered.
func (s *BaseMySQLParserListener) EnterPartitionType(ctx *PartitionTypeContext) {}

// ExitPartitionType is called when production partitionType is exited.
func (s *BaseMySQLParserListener) ExitPartitionType(ctx *PartitionTypeContext) {}

// EnterPartitionDefinition is called when production partitionDefinition is entered.
func (s *BaseMySQLParserListener) EnterPartitionDefinition(ctx *PartitionDefinitionContext) {}

// ExitPartitionDefinition is called when production partitionDefinition is exited.
func (s *BaseMySQLParserListener) ExitPartitionDefinition(ctx *PartitionDefinitionContext) {}

// EnterPartitionValues is called when production partitionValues is entered.
func (s *BaseMySQLParserListener) EnterPartitionValues(ctx *PartitionValuesContext) {}

// ExitPartitionValues is called when production partitionValues is exited.
func (s *BaseMySQLParserListener) ExitPartitionValues(ctx *PartitionValuesContext) {}

// EnterExprOrMax is called when production exprOrMax is entered.
func (s *BaseMySQLParserListener) EnterExprOrMax(ctx *ExprOrMaxContext) {}

// ExitExprOrMax is called when production exprOrMax is exited.
func (s *BaseMySQLParserListener) ExitExprOrMax(ctx *ExprOrMaxContext) {}

// EnterSubpartitionDefinition is called when production subpartitionDefinition is entered.
func (s *BaseMySQLParserListener) EnterSubpartitionDefinition(ctx *SubpartitionDefinitionContext) {}

// ExitSubpartitionDefinition is called when production subpartitionDefinition is exited.
func (s *BaseMySQLParserListener) ExitSubpartitionDefinition(ctx *SubpartitionDefinitionContext) {}

// EnterPartitionOption is called when production partitionOption is entered.
func (s *BaseMySQLParserListener) EnterPartitionOption(ctx *PartitionOptionContext) {}

// ExitPartitionOption is called when production partitionOption is exited.
func (s *BaseMySQLParserListener) ExitPartitionOption(ctx *PartitionOptionContext) {}

// EnterViewAttributes is called when production viewAttributes is entered.
func (s *BaseMySQLParserListener) EnterViewAttributes(ctx *ViewAttributesContext) {}

// ExitViewAttributes is called when production viewAttributes is exited.
func (s *BaseMySQLParserListener) ExitViewAttributes(ctx *ViewAttributesContext) {}

// EnterViewAttribute is called when production viewAttribute is entered.
func (s *BaseMySQLParserListener) EnterViewAttribute(ctx *ViewAttributeContext) {}

// ExitViewAttribute is called when production viewAttribute is exited.
func (s *BaseMySQLParserListener) ExitViewAttribute(ctx *ViewAttributeContext) {}

// EnterDefiner is called when production definer is entered.
func (s *BaseMySQLParserListener) EnterDefiner(ctx *DefinerContext) {}

// ExitDefiner is called when production definer is exited.
func (s *BaseMySQLParserListener) ExitDefiner(ctx *DefinerContext) {}

// EnterProcedureParameter is called when production procedureParameter is entered.
func (s *BaseMySQLParserListener) EnterProcedureParameter(ctx *ProcedureParameterContext) {}

// ExitProcedureParameter is called when production procedureParameter is exited.
func (s *BaseMySQLParserListener) ExitProcedureParameter(ctx *ProcedureParameterContext) {}

// EnterFunctionParameter is called when production functionParameter is entered.
func (s *BaseMySQLParserListener) EnterFunctionParameter(ctx *FunctionParameterContext) {}

// ExitFunctionParameter is called when production functionParameter is exited.
func (s *BaseMySQLParserListener) ExitFunctionParameter(ctx *FunctionParameterContext) {}

// EnterRoutineCharacteristic is called when production routineCharacteristic is entered.
func (s *BaseMySQLParserListener) EnterRoutineCharacteristic(ctx *RoutineCharacteristicContext) {}

// ExitRoutineCharacteristic is called when production routineCharacteristic is exited.
func (s *BaseMySQLParserListener) ExitRoutineCharacteristic(ctx *RoutineCharacteristicContext) {}

// EnterSchedule is called when production schedule is entered.
func (s *BaseMySQLParserListener) EnterSchedule(ctx *ScheduleContext) {}

// ExitSchedule is called when production schedule is exited.
func (s *BaseMySQLParserListener) ExitSchedule(ctx *ScheduleContext) {}

// EnterSequenceOption is called when production sequenceOption is entered.
func (s *BaseMySQLParserListener) EnterSequenceOption(ctx *SequenceOptionContext) {}

// ExitSequenceOption is called when production sequenceOption is exited.
func (s *BaseMySQLParserListener) ExitSequenceOption(ctx *SequenceOptionContext) {}

// EnterAlterStatement is called when production alterStatement is entered.
func (s *BaseMySQLParserListener) EnterAlterStatement(ctx *AlterStatementContext) {}

// ExitAlterStatement is called when production alterStatement is exited.
func (s *BaseMySQLParserListener) ExitAlterStatement(ctx *AlterStatementContext) {}

// EnterDatabaseOption is called when production databaseOption is entered.
func (s *BaseMySQLParserListener) EnterDatabaseOption(ctx *DatabaseOptionContext) {}

// ExitDatabaseOption is called when production databaseOption is exited.
func (s *BaseMySQLParserListener) ExitDatabaseOption(ctx *DatabaseOptionContext) {}

// EnterAlterTableItem is called when production alterTableItem is entered.
func (s *BaseMySQLParserListener) EnterAlterTableItem(ctx *AlterTableItemContext) {}

// ExitAlterTableItem is called when production alterTableItem is exited.
func (s *BaseMySQLParserListener) ExitAlterTableItem(ctx *AlterTableItemContext) {}

// EnterPartitionNames is called when production partitionNames is entered.
func (s *BaseMySQLParserListener) EnterPartitionNames(ctx *PartitionNamesContext) {}

// ExitPartitionNames is called when production partitionNames is exited.
func (s *BaseMySQLParserListener) ExitPartitionNames(ctx *PartitionNamesContext) {}

// EnterAlterLockAlgorithm is called when production alterLockAlgorithm is entered.
func (s *BaseMySQLParserListener) EnterAlterLockAlgorithm(ctx *AlterLockAlgorithmContext) {}

// ExitAlterLockAlgorithm is called when production alterLockAlgorithm is exited.
func (s *BaseMySQLParserListener) ExitAlterLockAlgorithm(ctx *AlterLockAlgorithmContext) {}

// EnterColumnPosition is called when production columnPosition is entered.
func (s *BaseMySQLParserListener) EnterColumnPosition(ctx *ColumnPositionContext) {}

// ExitColumnPosition is called when production columnPosition is exited.
func (s *BaseMySQLParserListener) ExitColumnPosition(ctx *ColumnPositionContext) {}

// EnterDropStatement is called when production dropStatement is entered.
func (s *BaseMySQLParserListener) EnterDropStatement(ctx *DropStatementContext) {}

// ExitDropStatement is called when production dropStatement is exited.
func (s *BaseMySQLParserListener) ExitDropStatement(ctx *DropStatementContext) {}

// EnterRenameTableStatement is called when production renameTableStatement is entered.
func (s *BaseMySQLParserListener) EnterRenameTableStatement(ctx *RenameTableStatementContext) {}

// ExitRenameTableStatement is called when production renameTableStatement is exited.
func (s *BaseMySQLParserListener) ExitRenameTableStatement(ctx *RenameTableStatementContext) {}

// EnterTruncateStatement is called when production truncateStatement is entered.
func (s *BaseMySQLParserListener) EnterTruncateStatement(ctx *TruncateStatementContext) {}

// ExitTruncateStatement is called when production truncateStatement is exited.
func (s *BaseMySQLParserListener) ExitTruncateStatement(ctx *TruncateStatementContext) {}

// EnterRoutineBody is called when production routineBody is entered.
func (s *BaseMySQLParserListener) EnterRoutineBody(ctx *RoutineBodyContext) {}

// ExitRoutineBody is called when production routineBody is exited.
func (s *BaseMySQLParserListener) ExitRoutineBody(ctx *RoutineBodyContext) {}

// EnterCompoundStatement is called when production compoundStatement is entered.
func (s *BaseMySQLParserListener) EnterCompoundStatement(ctx *CompoundStatementContext) {}

// ExitCompoundStatement is called when production compoundStatement is exited.
func (s *BaseMySQLParserListener) ExitCompoundStatement(ctx *CompoundStatementContext) {}

// EnterCompoundItem is called when production compoundItem is entered.
func (s *BaseMySQLParserListener) EnterCompoundItem(ctx *CompoundItemContext) {}

// ExitCompoundItem is called when production compoundItem is exited.
func (s *BaseMySQLParserListener) ExitCompoundItem(ctx *CompoundItemContext) {}

// EnterDeclaration is called when production declaration is entered.
func (s *BaseMySQLParserListener) EnterDeclaration(ctx *DeclarationContext) {}

// ExitDeclaration is called when production declaration is exited.
func (s *BaseMySQLParserListener) ExitDeclaration(ctx *DeclarationContext) {}

// EnterHandlerCondition is called when production handlerCondition is entered.
func (s *BaseMySQLParserListener) EnterHandlerCondition(ctx *HandlerConditionContext) {}

// ExitHandlerCondition is called when production handlerCondition is exited.
func (s *BaseMySQLParserListener) ExitHandlerCondition(ctx *HandlerConditionContext) {}

// EnterSignalStatement is called when production signalStatement is entered.
func (s *BaseMySQLParserListener) EnterSignalStatement(ctx *SignalStatementContext) {}

// ExitSignalStatement is called when production signalStatement is exited.
func (s *BaseMySQLParserListener) ExitSignalStatement(ctx *SignalStatementContext) {}

// EnterSignalItem is called when production signalItem is entered.
func (s *BaseMySQLParserListener) EnterSignalItem(ctx *SignalItemContext) {}

// ExitSignalItem is called when production signalItem is exited.
func (s *BaseMySQLParserListener) ExitSignalItem(ctx *SignalItemContext) {}

// EnterDiagnosticsItem is called when production diagnosticsItem is entered.
func (s *BaseMySQLParserListener) EnterDiagnosticsItem(ctx *DiagnosticsItemContext) {}

// ExitDiagnosticsItem is called when production diagnosticsItem is exited.
func (s *BaseMySQLParserListener) ExitDiagnosticsItem(ctx *DiagnosticsItemContext) {}

// EnterSetStatement is called when production setStatement is entered.
func (s *BaseMySQLParserListener) EnterSetStatement(ctx *SetStatementContext) {}

// ExitSetStatement is called when production setStatement is exited.
func (s *BaseMySQLParserListener) ExitSetStatement(ctx *SetStatementContext) {}

// EnterSetItem is called when production setItem is entered.
func (s *BaseMySQLParserListener) EnterSetItem(ctx *SetItemContext) {}

// ExitSetItem is called when production setItem is exited.
func (s *BaseMySQLParserListener) ExitSetItem(ctx *SetItemContext) {}

// EnterSetValue is called when production setValue is entered.
func (s *BaseMySQLParserListener) EnterSetValue(ctx *SetValueContext) {}

// ExitSetValue is called when production setValue is exited.
func (s *BaseMySQLParserListener) ExitSetValue(ctx *SetValueContext) {}

// EnterTransactionCharacteristic is called when production transactionCharacteristic is entered.
func (s *BaseMySQLParserListener) EnterTransactionCharacteristic(ctx *TransactionCharacteristicContext) {
}

// ExitTransactionCharacteristic is called when production transactionCharacteristic is exited.
func (s *BaseMySQLParserListener) ExitTransactionCharacteristic(ctx *TransactionCharacteristicContext) {
}

// EnterIsolationLevel is called when production isolationLevel is entered.
func (s *BaseMySQLParserListener) EnterIsolationLevel(ctx *IsolationLevelContext) {}

// ExitIsolationLevel is called when production isolationLevel is exited.
func (s *BaseMySQLParserListener) ExitIsolationLevel(ctx *IsolationLevelContext) {}

// EnterShowStatement is called when production showStatement is entered.
func (s *BaseMySQLParserListener) EnterShowStatement(ctx *ShowStatementContext) {}

// ExitShowStatement is called when production showStatement is exited.
func (s *BaseMySQLParserListener) ExitShowStatement(ctx *ShowStatementContext) {}

// EnterShowFilter is called when production showFilter is entered.
func (s *BaseMySQLParserListener) EnterShowFilter(ctx *ShowFilterContext) {}

// ExitShowFilter is called when production showFilter is exited.
func (s *BaseMySQLParserListener) ExitShowFilter(ctx *ShowFilterContext) {}

// EnterExplainStatement is called when production explainStatement is entered.
func (s *BaseMySQLParserListener) EnterExplainStatement(ctx *ExplainStatementContext) {}

// ExitExplainStatement is called when production explainStatement is exited.
func (s *BaseMySQLParserListener) ExitExplainStatement(ctx *ExplainStatementContext) {}

// EnterExplainOption is called when production explainOption is entered.
func (s *BaseMySQLParserListener) EnterExplainOption(ctx *ExplainOptionContext) {}

// ExitExplainOption is called when production explainOption is exited.
func (s *BaseMySQLParserListener) ExitExplainOption(ctx *ExplainOptionContext) {}

// EnterUseStatement is called when production useStatement is entered.
func (s *BaseMySQLParserListener) EnterUseStatement(ctx *UseStatementContext) {}

// ExitUseStatement is called when production useStatement is exited.
func (s *BaseMySQLParserListener) ExitUseStatement(ctx *UseStatementContext) {}

// EnterTransactionStatement is called when production transactionStatement is entered.
func (s *BaseMySQLParserListener) EnterTransactionStatement(ctx *TransactionStatementContext) {}

// ExitTransactionStatement is called when production transactionStatement is exited.
func (s *BaseMySQLParserListener) ExitTransactionStatement(ctx *TransactionStatementContext) {}

// EnterTransactionStartOption is called when production transactionStartOption is entered.
func (s *BaseMySQLParserListener) EnterTransactionStartOption(ctx *TransactionStartOptionContext) {}

// ExitTransactionStartOption is called when production transactionStartOption is exited.
func (s *BaseMySQLParserListener) ExitTransactionStartOption(ctx *TransactionStartOptionContext) {}

// EnterPreparedStatement is called when production preparedStatement is entered.
func (s *BaseMySQLParserListener) EnterPreparedStatement(ctx *PreparedStatementContext) {}

// ExitPreparedStatement is called when production preparedStatement is exited.
func (s *BaseMySQLParserListener) ExitPreparedStatement(ctx *PreparedStatementContext) {}

// EnterLockStatement is called when production lockStatement is entered.
func (s *BaseMySQLParserListener) EnterLockStatement(ctx *LockStatementContext) {}

// ExitLockStatement is called when production lockStatement is exited.
func (s *BaseMySQLParserListener) ExitLockStatement(ctx *LockStatementContext) {}

// EnterLockItem is called when production lockItem is entered.
func (s *BaseMySQLParserListener) EnterLockItem(ctx *LockItemContext) {}

// ExitLockItem is called when production lockItem is exited.
func (s *BaseMySQLParserListener) ExitLockItem(ctx *LockItemContext) {}

// EnterAccountStatement is called when production accountStatement is entered.
func (s *BaseMySQLParserListener) EnterAccountStatement(ctx *AccountStatementContext) {}

// ExitAccountStatement is called when production accountStatement is exited.
func (s *BaseMySQLParserListener) ExitAccountStatement(ctx *AccountStatementContext) {}

// EnterTlsOption is called when production tlsOption is entered.
func (s *BaseMySQLParserListener) EnterTlsOption(ctx *TlsOptionContext) {}

// ExitTlsOption is called when production tlsOption is exited.
func (s *BaseMySQLParserListener) ExitTlsOption(ctx *TlsOptionContext) {}

// EnterPrivilegeList is called when production privilegeList is entered.
func (s *BaseMySQLParserListener) EnterPrivilegeList(ctx *PrivilegeListContext) {}

// ExitPrivilegeList is called when production privilegeList is exited.
func (s *BaseMySQLParserListener) ExitPrivilegeList(ctx *PrivilegeListContext) {}

// EnterPrivilege is called when production privilege is entered.
func (s *BaseMySQLParserListener) EnterPrivilege(ctx *PrivilegeContext) {}

// ExitPrivilege is called when production privilege is exited.
func (s *BaseMySQLParserListener) ExitPrivilege(ctx *PrivilegeContext) {}

// EnterPrivilegeName is called when production privilegeName is entered.
func (s *BaseMySQLParserListener) EnterPrivilegeName(ctx *PrivilegeNameContext) {}

// ExitPrivilegeName is called when production privilegeName is exited.
func (s *BaseMySQLParserListener) ExitPrivilegeName(ctx *PrivilegeNameContext) {}

// EnterPrivilegeLevel is called when production privilegeLevel is entered.
func (s *BaseMySQLParserListener) EnterPrivilegeLevel(ctx *PrivilegeLevelContext) {}

// ExitPrivilegeLevel is called when production privilegeLevel is exited.
func (s *BaseMySQLParserListener) ExitPrivilegeLevel(ctx *PrivilegeLevelContext) {}

// EnterUserName is called when production userName is entered.
func (s *BaseMySQLParserListener) EnterUserName(ctx *UserNameContext) {}

// ExitUserName is called when production userName is exited.
func (s *BaseMySQLParserListener) ExitUserName(ctx *UserNameContext) {}

// EnterUserSpec is called when production userSpec is entered.
func (s *BaseMySQLParserListener) EnterUserSpec(ctx *UserSpecContext) {}

// ExitUserSpec is called when production userSpec is exited.
func (s *BaseMySQLParserListener) ExitUserSpec(ctx *UserSpecContext) {}

// EnterAuthOption is called when production authOption is entered.
func (s *BaseMySQLParserListener) EnterAuthOption(ctx *AuthOptionContext) {}

// ExitAuthOption is called when production authOption is exited.
func (s *BaseMySQLParserListener) ExitAuthOption(ctx *AuthOptionContext) {}

// EnterAccountOption is called when production accountOption is entered.
func (s *BaseMySQLParserListener) EnterAccountOption(ctx *AccountOptionContext) {}

// ExitAccountOption is called when production accountOption is exited.
func (s *BaseMySQLParserListener) ExitAccountOption(ctx *AccountOptionContext) {}

// EnterTableMaintenanceStatement is called when production tableMaintenanceStatement is entered.
func (s *BaseMySQLParserListener) EnterTableMaintenanceStatement(ctx *TableMaintenanceStatementContext) {
}

// ExitTableMaintenanceStatement is called when production tableMaintenanceStatement is exited.
func (s *BaseMySQLParserListener) ExitTableMaintenanceStatement(ctx *TableMaintenanceStatementContext) {
}

// EnterLoadDataStatement is called when production loadDataStatement is entered.
func (s *BaseMySQLParserListener) EnterLoadDataStatement(ctx *LoadDataStatementContext) {}

// ExitLoadDataStatement is called when production loadDataStatement is exited.
func (s *BaseMySQLParserListener) ExitLoadDataStatement(ctx *LoadDataStatementContext) {}

// EnterLoadColumn is called when production loadColumn is entered.
func (s *BaseMySQLParserListener) EnterLoadColumn(ctx *LoadColumnContext) {}

// ExitLoadColumn is called when production loadColumn is exited.
func (s *BaseMySQLParserListener) ExitLoadColumn(ctx *LoadColumnContext) {}

// EnterCallStatement is called when production callStatement is entered.
func (s *BaseMySQLParserListener) EnterCallStatement(ctx *CallStatementContext) {}

// ExitCallStatement is called when production callStatement is exited.
func (s *BaseMySQLParserListener) ExitCallStatement(ctx *CallStatementContext) {}

// EnterDoStatement is called when production doStatement is entered.
func (s *BaseMySQLParserListener) EnterDoStatement(ctx *DoStatementContext) {}

// ExitDoStatement is called when production doStatement is exited.
func (s *BaseMySQLParserListener) ExitDoStatement(ctx *DoStatementContext) {}

// EnterHandlerStatement is called when production handlerStatement is entered.
func (s *BaseMySQLParserListener) EnterHandlerStatement(ctx *HandlerStatementContext) {}

// ExitHandlerStatement is called when production handlerStatement is exited.
func (s *BaseMySQLParserListener) ExitHandlerStatement(ctx *HandlerStatementContext) {}

// EnterXaStatement is called when production xaStatement is entered.
func (s *BaseMySQLParserListener) EnterXaStatement(ctx *XaStatementContext) {}

// ExitXaStatement is called when production xaStatement is exited.
func (s *BaseMySQLParserListener) ExitXaStatement(ctx *XaStatementContext) {}

// EnterXid is called when production xid is entered.
func (s *BaseMySQLParserListener) EnterXid(ctx *XidContext) {}

// ExitXid is called when production xid is exited.
func (s *BaseMySQLParserListener) ExitXid(ctx *XidContext) {}

// EnterFlushStatement is called when production flushStatement is entered.
func (s *BaseMySQLParserListener) EnterFlushStatement(ctx *FlushStatementContext) {}

// ExitFlushStatement is called when production flushStatement is exited.
func (s *BaseMySQLParserListener) ExitFlushStatement(ctx *FlushStatementContext) {}

// EnterFlushOption is called when production flushOption is entered.
func (s *BaseMySQLParserListener) EnterFlushOption(ctx *FlushOptionContext) {}

// ExitFlushOption is called when production flushOption is exited.
func (s *BaseMySQLParserListener) ExitFlushOption(ctx *FlushOptionContext) {}

// EnterKillStatement is called when production killStatement is entered.
func (s *BaseMySQLParserListener) EnterKillStatement(ctx *KillStatementContext) {}

// ExitKillStatement is called when production killStatement is exited.
func (s *BaseMySQLParserListener) ExitKillStatement(ctx *KillStatementContext) {}

// EnterCacheStatement is called when production cacheStatement is entered.
func (s *BaseMySQLParserListener) EnterCacheStatement(ctx *CacheStatementContext) {}

// ExitCacheStatement is called when production cacheStatement is exited.
func (s *BaseMySQLParserListener) ExitCacheStatement(ctx *CacheStatementContext) {}

// EnterDataType is called when production dataType is entered.
func (s *BaseMySQLParserListener) EnterDataType(ctx *DataTypeContext) {}

// ExitDataType is called when production dataType is exited.
func (s *BaseMySQLParserListener) ExitDataType(ctx *DataTypeContext) {}

// EnterDataTypeName is called when production dataTypeName is entered.
func (s *BaseMySQLParserListener) EnterDataTypeName(ctx *DataTypeNameContext) {}

// ExitDataTypeName is called when production dataTypeName is exited.
func (s *BaseMySQLParserListener) ExitDataTypeName(ctx *DataTypeNameContext) {}

// EnterTypeParameter is called when production typeParameter is entered.
func (s *BaseMySQLParserListener) EnterTypeParameter(ctx *TypeParameterContext) {}

// ExitTypeParameter is called when production typeParameter is exited.
func (s *BaseMySQLParserListener) ExitTypeParameter(ctx *TypeParameterContext) {}

// EnterTypeModifier is called when production typeModifier is entered.
func (s *BaseMySQLParserListener) EnterTypeModifier(ctx *TypeModifierContext) {}

// ExitTypeModifier is called when production typeModifier is exited.
func (s *BaseMySQLParserListener) ExitTypeModifier(ctx *TypeModifierContext) {}

// EnterCharsetClause is called when production charsetClause is entered.
func (s *BaseMySQLParserListener) EnterCharsetClause(ctx *CharsetClauseContext) {}

// ExitCharsetClause is called when production charsetClause is exited.
func (s *BaseMySQLParserListener) ExitCharsetClause(ctx *CharsetClauseContext) {}

// EnterCharsetName is called when production charsetName is entered.
func (s *BaseMySQLParserListener) EnterCharsetName(ctx *CharsetNameContext) {}

// ExitCharsetName is called when production charsetName is exited.
func (s *BaseMySQLParserListener) ExitCharsetName(ctx *CharsetNameContext) {}

// EnterCollationName is called when production collationName is entered.
func (s *BaseMySQLParserListener) EnterCollationName(ctx *CollationNameContext) {}

// ExitCollationName is called when production collationName is exited.
func (s *BaseMySQLParserListener) ExitCollationName(ctx *CollationNameContext) {}

// EnterTableName is called when production tableName is entered.
func (s *BaseMySQLParserListener) EnterTableName(ctx *TableNameContext) {}

// ExitTableName is called when production tableName is exited.
func (s *BaseMySQLParserListener) ExitTableName(ctx *TableNameContext) {}

// EnterIdentifier is called when production identifier is entered.
func (s *BaseMySQLParserListener) EnterIdentifier(ctx *IdentifierContext) {}

// ExitIdentifier is called when production identifier is exited.
func (s *BaseMySQLParserListener) ExitIdentifier(ctx *IdentifierContext) {}

// EnterIdentifierKeyword is called when production identifierKeyword is entered.
func (s *BaseMySQLParserListener) EnterIdentifierKeyword(ctx *IdentifierKeywordContext) {}

// ExitIdentifierKeyword is called when production identifierKeyword is exited.
func (s *BaseMySQLParserListener) ExitIdentifierKeyword(ctx *IdentifierKeywordContext) {}

// EnterReservedKeyword is called when production reservedKeyword is entered.
func (s *BaseMySQLParserListener) EnterReservedKeyword(ctx *ReservedKeywordContext) {}

// ExitReservedKeyword is called when production reservedKeyword is exited.
func (s *BaseMySQLParserListener) ExitReservedKeyword(ctx *ReservedKeywordContext) {}
