package mysql // MySQLParser
import "github.com/antlr4-go/antlr/v4"

// MySQLParserListener is a complete listener for a parse tree produced by MySQLParser.
type MySQLParserListener interface {
	antlr.ParseTreeListener

	// EnterRoot is called when entering the root production.
	EnterRoot(c *RootContext)

	// EnterStatement is called when entering the statement production.
	EnterStatement(c *StatementContext)

	// EnterAnonymousBlock is called when entering the anonymousBlock production.
	EnterAnonymousBlock(c *AnonymousBlockContext)

	// EnterServerStatement is called when entering the serverStatement production.
	EnterServerStatement(c *ServerStatementContext)

	// EnterReplicationStatement is called when entering the replicationStatement production.
	EnterReplicationStatement(c *ReplicationStatementContext)

	// EnterReplicationOption is called when entering the replicationOption production.
	EnterReplicationOption(c *ReplicationOptionContext)

	// EnterSelectStatement is called when entering the selectStatement production.
	EnterSelectStatement(c *SelectStatementContext)

	// EnterQueryExpression is called when entering the queryExpression production.
	EnterQueryExpression(c *QueryExpressionContext)

	// EnterWithClause is called when entering the withClause production.
	EnterWithClause(c *WithClauseContext)

	// EnterCommonTableExpression is called when entering the commonTableExpression production.
	EnterCommonTableExpression(c *CommonTableExpressionContext)

	// EnterColumnNameList is called when entering the columnNameList production.
	EnterColumnNameList(c *ColumnNameListContext)

	// EnterQueryBody is called when entering the queryBody production.
	EnterQueryBody(c *QueryBodyContext)

	// EnterQueryTerm is called when entering the queryTerm production.
	EnterQueryTerm(c *QueryTermContext)

	// EnterQueryPrimary is called when entering the queryPrimary production.
	EnterQueryPrimary(c *QueryPrimaryContext)

	// EnterQuerySpecification is called when entering the querySpecification production.
	EnterQuerySpecification(c *QuerySpecificationContext)

	// EnterSelectOption is called when entering the selectOption production.
	EnterSelectOption(c *SelectOptionContext)

	// EnterSelectList is called when entering the selectList production.
	EnterSelectList(c *SelectListContext)

	// EnterSelectItem is called when entering the selectItem production.
	EnterSelectItem(c *SelectItemContext)

	// EnterAlias is called when entering the alias production.
	EnterAlias(c *AliasContext)

	// EnterIntoClause is called when entering the intoClause production.
	EnterIntoClause(c *IntoClauseContext)

	// EnterIntoTarget is called when entering the intoTarget production.
	EnterIntoTarget(c *IntoTargetContext)

	// EnterExportOptions is called when entering the exportOptions production.
	EnterExportOptions(c *ExportOptionsContext)

	// EnterFieldsOption is called when entering the fieldsOption production.
	EnterFieldsOption(c *FieldsOptionContext)

	// EnterLinesClause is called when entering the linesClause production.
	EnterLinesClause(c *LinesClauseContext)

	// EnterFromClause is called when entering the fromClause production.
	EnterFromClause(c *FromClauseContext)

	// EnterWhereClause is called when entering the whereClause production.
	EnterWhereClause(c *WhereClauseContext)

	// EnterGroupByClause is called when entering the groupByClause production.
	EnterGroupByClause(c *GroupByClauseContext)

	// EnterGroupItem is called when entering the groupItem production.
	EnterGroupItem(c *GroupItemContext)

	// EnterHavingClause is called when entering the havingClause production.
	EnterHavingClause(c *HavingClauseContext)

	// EnterQualifyClause is called when entering the qualifyClause production.
	EnterQualifyClause(c *QualifyClauseContext)

	// EnterWindowClause is called when entering the windowClause production.
	EnterWindowClause(c *WindowClauseContext)

	// EnterNamedWindow is called when entering the namedWindow production.
	EnterNamedWindow(c *NamedWindowContext)

	// EnterOrderByClause is called when entering the orderByClause production.
	EnterOrderByClause(c *OrderByClauseContext)

	// EnterOrderItem is called when entering the orderItem production.
	EnterOrderItem(c *OrderItemContext)

	// EnterLimitClause is called when entering the limitClause production.
	EnterLimitClause(c *LimitClauseContext)

	// EnterLimitValue is called when entering the limitValue production.
	EnterLimitValue(c *LimitValueContext)

	// EnterLockingClause is called when entering the lockingClause production.
	EnterLockingClause(c *LockingClauseContext)

	// EnterTableValueConstructor is called when entering the tableValueConstructor production.
	EnterTableValueConstructor(c *TableValueConstructorContext)

	// EnterRowValue is called when entering the rowValue production.
	EnterRowValue(c *RowValueContext)

	// EnterTableReferences is called when entering the tableReferences production.
	EnterTableReferences(c *TableReferencesContext)

	// EnterTableReference is called when entering the tableReference production.
	EnterTableReference(c *TableReferenceContext)

	// EnterJoinPart is called when entering the joinPart production.
	EnterJoinPart(c *JoinPartContext)

	// EnterJoinSpec is called when entering the joinSpec production.
	EnterJoinSpec(c *JoinSpecContext)

	// EnterTableFactor is called when entering the tableFactor production.
	EnterTableFactor(c *TableFactorContext)

	// EnterAsOfClause is called when entering the asOfClause production.
	EnterAsOfClause(c *AsOfClauseContext)

	// EnterPartitionSelection is called when entering the partitionSelection production.
	EnterPartitionSelection(c *PartitionSelectionContext)

	// EnterIndexHint is called when entering the indexHint production.
	EnterIndexHint(c *IndexHintContext)

	// EnterJsonTable is called when entering the jsonTable production.
	EnterJsonTable(c *JsonTableContext)

	// EnterJsonColumns is called when entering the jsonColumns production.
	EnterJsonColumns(c *JsonColumnsContext)

	// EnterJsonColumn is called when entering the jsonColumn production.
	EnterJsonColumn(c *JsonColumnContext)

	// EnterJsonOnEmptyOrError is called when entering the jsonOnEmptyOrError production.
	EnterJsonOnEmptyOrError(c *JsonOnEmptyOrErrorContext)

	// EnterOptimizerHints is called when entering the optimizerHints production.
	EnterOptimizerHints(c *OptimizerHintsContext)

	// EnterHint is called when entering the hint production.
	EnterHint(c *HintContext)

	// EnterHintTableArgs is called when entering the hintTableArgs production.
	EnterHintTableArgs(c *HintTableArgsContext)

	// EnterHintTableList is called when entering the hintTableList production.
	EnterHintTableList(c *HintTableListContext)

	// EnterHintIndexArgs is called when entering the hintIndexArgs production.
	EnterHintIndexArgs(c *HintIndexArgsContext)

	// EnterHintIndexList is called when entering the hintIndexList production.
	EnterHintIndexList(c *HintIndexListContext)

	// EnterHintQueryBlockArgs is called when entering the hintQueryBlockArgs production.
	EnterHintQueryBlockArgs(c *HintQueryBlockArgsContext)

	// EnterHintSemijoinArgs is called when entering the hintSemijoinArgs production.
	EnterHintSemijoinArgs(c *HintSemijoinArgsContext)

	// EnterSemijoinStrategy is called when entering the semijoinStrategy production.
	EnterSemijoinStrategy(c *SemijoinStrategyContext)

	// EnterSubqueryStrategy is called when entering the subqueryStrategy production.
	EnterSubqueryStrategy(c *SubqueryStrategyContext)

	// EnterHintQueryBlock is called when entering the hintQueryBlock production.
	EnterHintQueryBlock(c *HintQueryBlockContext)

	// EnterHintTable is called when entering the hintTable production.
	EnterHintTable(c *HintTableContext)

	// EnterHintValue is called when entering the hintValue production.
	EnterHintValue(c *HintValueContext)

	// EnterHintName is called when entering the hintName production.
	EnterHintName(c *HintNameContext)

	// EnterHintKeyword is called when entering the hintKeyword production.
	EnterHintKeyword(c *HintKeywordContext)

	// EnterUnknownHint is called when entering the unknownHint production.
	EnterUnknownHint(c *UnknownHintContext)

	// EnterHintParenthesized is called when entering the hintParenthesized production.
	EnterHintParenthesized(c *HintParenthesizedContext)

	// EnterHintStray is called when entering the hintStray production.
	EnterHintStray(c *HintStrayContext)

	// EnterInsertStatement is called when entering the insertStatement production.
	EnterInsertStatement(c *InsertStatementContext)

	// EnterReplaceStatement is called when entering the replaceStatement production.
	EnterReplaceStatement(c *ReplaceStatementContext)

	// EnterInsertSource is called when entering the insertSource production.
	EnterInsertSource(c *InsertSourceContext)

	// EnterColumnNameListOrEmpty is called when entering the columnNameListOrEmpty production.
	EnterColumnNameListOrEmpty(c *ColumnNameListOrEmptyContext)

	// EnterInsertAlias is called when entering the insertAlias production.
	EnterInsertAlias(c *InsertAliasContext)

	// EnterOnDuplicateKeyUpdate is called when entering the onDuplicateKeyUpdate production.
	EnterOnDuplicateKeyUpdate(c *OnDuplicateKeyUpdateContext)

	// EnterReturningClause is called when entering the returningClause production.
	EnterReturningClause(c *ReturningClauseContext)

	// EnterAssignment is called when entering the assignment production.
	EnterAssignment(c *AssignmentContext)

	// EnterUpdateStatement is called when entering the updateStatement production.
	EnterUpdateStatement(c *UpdateStatementContext)

	// EnterDeleteStatement is called when entering the deleteStatement production.
	EnterDeleteStatement(c *DeleteStatementContext)

	// EnterDeleteBody is called when entering the deleteBody production.
	EnterDeleteBody(c *DeleteBodyContext)

	// EnterTableAliasRef is called when entering the tableAliasRef production.
	EnterTableAliasRef(c *TableAliasRefContext)

	// EnterExpr is called when entering the expr production.
	EnterExpr(c *ExprContext)

	// EnterBoolPrimary is called when entering the boolPrimary production.
	EnterBoolPrimary(c *BoolPrimaryContext)

	// EnterComparisonOperator is called when entering the comparisonOperator production.
	EnterComparisonOperator(c *ComparisonOperatorContext)

	// EnterPredicate is called when entering the predicate production.
	EnterPredicate(c *PredicateContext)

	// EnterPredicateSuffix is called when entering the predicateSuffix production.
	EnterPredicateSuffix(c *PredicateSuffixContext)

	// EnterBitExpr is called when entering the bitExpr production.
	EnterBitExpr(c *BitExprContext)

	// EnterSimpleExpr is called when entering the simpleExpr production.
	EnterSimpleExpr(c *SimpleExprContext)

	// EnterCaseExpression is called when entering the caseExpression production.
	EnterCaseExpression(c *CaseExpressionContext)

	// EnterSearchModifier is called when entering the searchModifier production.
	EnterSearchModifier(c *SearchModifierContext)

	// EnterExprList is called when entering the exprList production.
	EnterExprList(c *ExprListContext)

	// EnterVariable is called when entering the variable production.
	EnterVariable(c *VariableContext)

	// EnterColumnRef is called when entering the columnRef production.
	EnterColumnRef(c *ColumnRefContext)

	// EnterDotIdentifier is called when entering the dotIdentifier production.
	EnterDotIdentifier(c *DotIdentifierContext)

	// EnterIntervalUnit is called when entering the intervalUnit production.
	EnterIntervalUnit(c *IntervalUnitContext)

	// EnterLiteral is called when entering the literal production.
	EnterLiteral(c *LiteralContext)

	// EnterTemporalLiteral is called when entering the temporalLiteral production.
	EnterTemporalLiteral(c *TemporalLiteralContext)

	// EnterTextLiteral is called when entering the textLiteral production.
	EnterTextLiteral(c *TextLiteralContext)

	// EnterNumericLiteral is called when entering the numericLiteral production.
	EnterNumericLiteral(c *NumericLiteralContext)

	// EnterSignedNumber is called when entering the signedNumber production.
	EnterSignedNumber(c *SignedNumberContext)

	// EnterFunctionCall is called when entering the functionCall production.
	EnterFunctionCall(c *FunctionCallContext)

	// EnterQualifiedName is called when entering the qualifiedName production.
	EnterQualifiedName(c *QualifiedNameContext)

	// EnterAggregateFunction is called when entering the aggregateFunction production.
	EnterAggregateFunction(c *AggregateFunctionContext)

	// EnterWindowFunction is called when entering the windowFunction production.
	EnterWindowFunction(c *WindowFunctionContext)

	// EnterNullTreatment is called when entering the nullTreatment production.
	EnterNullTreatment(c *NullTreatmentContext)

	// EnterOverClause is called when entering the overClause production.
	EnterOverClause(c *OverClauseContext)

	// EnterWindowSpec is called when entering the windowSpec production.
	EnterWindowSpec(c *WindowSpecContext)

	// EnterWindowFrame is called when entering the windowFrame production.
	EnterWindowFrame(c *WindowFrameContext)

	// EnterFrameBound is called when entering the frameBound production.
	EnterFrameBound(c *FrameBoundContext)

	// EnterCastFunction is called when entering the castFunction production.
	EnterCastFunction(c *CastFunctionContext)

	// EnterCastType is called when entering the castType production.
	EnterCastType(c *CastTypeContext)

	// EnterControlFlowFunction is called when entering the controlFlowFunction production.
	EnterControlFlowFunction(c *ControlFlowFunctionContext)

	// EnterComparisonFunction is called when entering the comparisonFunction production.
	EnterComparisonFunction(c *ComparisonFunctionContext)

	// EnterDateTimeFunction is called when entering the dateTimeFunction production.
	EnterDateTimeFunction(c *DateTimeFunctionContext)

	// EnterStringFunction is called when entering the stringFunction production.
	EnterStringFunction(c *StringFunctionContext)

	// EnterMathFunction is called when entering the mathFunction production.
	EnterMathFunction(c *MathFunctionContext)

	// EnterJsonFunction is called when entering the jsonFunction production.
	EnterJsonFunction(c *JsonFunctionContext)

	// EnterSpatialFunction is called when entering the spatialFunction production.
	EnterSpatialFunction(c *SpatialFunctionContext)

	// EnterSequenceFunction is called when entering the sequenceFunction production.
	EnterSequenceFunction(c *SequenceFunctionContext)

	// EnterInformationFunction is called when entering the informationFunction production.
	EnterInformationFunction(c *InformationFunctionContext)

	// EnterEncryptionFunction is called when entering the encryptionFunction production.
	EnterEncryptionFunction(c *EncryptionFunctionContext)

	// EnterMiscFunction is called when entering the miscFunction production.
	EnterMiscFunction(c *MiscFunctionContext)

	// EnterCreateStatement is called when entering the createStatement production.
	EnterCreateStatement(c *CreateStatementContext)

	// EnterCreateBody is called when entering the createBody production.
	EnterCreateBody(c *CreateBodyContext)

	// EnterIfNotExists is called when entering the ifNotExists production.
	EnterIfNotExists(c *IfNotExistsContext)

	// EnterSrsAttribute is called when entering the srsAttribute production.
	EnterSrsAttribute(c *SrsAttributeContext)

	// EnterIfExists is called when entering the ifExists production.
	EnterIfExists(c *IfExistsContext)

	// EnterCreateTableBody is called when entering the createTableBody production.
	EnterCreateTableBody(c *CreateTableBodyContext)

	// EnterTableElement is called when entering the tableElement production.
	EnterTableElement(c *TableElementContext)

	// EnterColumnDefinition is called when entering the columnDefinition production.
	EnterColumnDefinition(c *ColumnDefinitionContext)

	// EnterColumnAttribute is called when entering the columnAttribute production.
	EnterColumnAttribute(c *ColumnAttributeContext)

	// EnterReferenceDefinition is called when entering the referenceDefinition production.
	EnterReferenceDefinition(c *ReferenceDefinitionContext)

	// EnterReferenceAction is called when entering the referenceAction production.
	EnterReferenceAction(c *ReferenceActionContext)

	// EnterTableConstraint is called when entering the tableConstraint production.
	EnterTableConstraint(c *TableConstraintContext)

	// EnterKeyPartList is called when entering the keyPartList production.
	EnterKeyPartList(c *KeyPartListContext)

	// EnterKeyPart is called when entering the keyPart production.
	EnterKeyPart(c *KeyPartContext)

	// EnterIndexType is called when entering the indexType production.
	EnterIndexType(c *IndexTypeContext)

	// EnterIndexOption is called when entering the indexOption production.
	EnterIndexOption(c *IndexOptionContext)

	// EnterTableOptions is called when entering the tableOptions production.
	EnterTableOptions(c *TableOptionsContext)

	// EnterTableOption is called when entering the tableOption production.
	EnterTableOption(c *TableOptionContext)

	// EnterCharsetClauseEq is called when entering the charsetClauseEq production.
	EnterCharsetClauseEq(c *CharsetClauseEqContext)

	// EnterPartitionClause is called when entering the partitionClause production.
	EnterPartitionClause(c *PartitionClauseContext)

	// EnterPartitionType is called when entering the partitionType production.
	EnterPartitionType(c *PartitionTypeContext)

	// EnterPartitionDefinition is called when entering the partitionDefinition production.
	EnterPartitionDefinition(c *PartitionDefinitionContext)

	// EnterPartitionValues is called when entering the partitionValues production.
	EnterPartitionValues(c *PartitionValuesContext)

	// EnterExprOrMax is called when entering the exprOrMax production.
	EnterExprOrMax(c *ExprOrMaxContext)

	// EnterSubpartitionDefinition is called when entering the subpartitionDefinition production.
	EnterSubpartitionDefinition(c *SubpartitionDefinitionContext)

	// EnterPartitionOption is called when entering the partitionOption production.
	EnterPartitionOption(c *PartitionOptionContext)

	// EnterViewAttributes is called when entering the viewAttributes production.
	EnterViewAttributes(c *ViewAttributesContext)

	// EnterViewAttribute is called when entering the viewAttribute production.
	EnterViewAttribute(c *ViewAttributeContext)

	// EnterDefiner is called when entering the definer production.
	EnterDefiner(c *DefinerContext)

	// EnterProcedureParameter is called when entering the procedureParameter production.
	EnterProcedureParameter(c *ProcedureParameterContext)

	// EnterFunctionParameter is called when entering the functionParameter production.
	EnterFunctionParameter(c *FunctionParameterContext)

	// EnterRoutineCharacteristic is called when entering the routineCharacteristic production.
	EnterRoutineCharacteristic(c *RoutineCharacteristicContext)

	// EnterSchedule is called when entering the schedule production.
	EnterSchedule(c *ScheduleContext)

	// EnterSequenceOption is called when entering the sequenceOption production.
	EnterSequenceOption(c *SequenceOptionContext)

	// EnterAlterStatement is called when entering the alterStatement production.
	EnterAlterStatement(c *AlterStatementContext)

	// EnterDatabaseOption is called when entering the databaseOption production.
	EnterDatabaseOption(c *DatabaseOptionContext)

	// EnterAlterTableItem is called when entering the alterTableItem production.
	EnterAlterTableItem(c *AlterTableItemContext)

	// EnterPartitionNames is called when entering the partitionNames production.
	EnterPartitionNames(c *PartitionNamesContext)

	// EnterAlterLockAlgorithm is called when entering the alterLockAlgorithm production.
	EnterAlterLockAlgorithm(c *AlterLockAlgorithmContext)

	// EnterColumnPosition is called when entering the columnPosition production.
	EnterColumnPosition(c *ColumnPositionContext)

	// EnterDropStatement is called when entering the dropStatement production.
	EnterDropStatement(c *DropStatementContext)

	// EnterRenameTableStatement is called when entering the renameTableStatement production.
	EnterRenameTableStatement(c *RenameTableStatementContext)

	// EnterTruncateStatement is called when entering the truncateStatement production.
	EnterTruncateStatement(c *TruncateStatementContext)

	// EnterRoutineBody is called when entering the routineBody production.
	EnterRoutineBody(c *RoutineBodyContext)

	// EnterCompoundStatement is called when entering the compoundStatement production.
	EnterCompoundStatement(c *CompoundStatementContext)

	// EnterCompoundItem is called when entering the compoundItem production.
	EnterCompoundItem(c *CompoundItemContext)

	// EnterDeclaration is called when entering the declaration production.
	EnterDeclaration(c *DeclarationContext)

	// EnterHandlerCondition is called when entering the handlerCondition production.
	EnterHandlerCondition(c *HandlerConditionContext)

	// EnterSignalStatement is called when entering the signalStatement production.
	EnterSignalStatement(c *SignalStatementContext)

	// EnterSignalItem is called when entering the signalItem production.
	EnterSignalItem(c *SignalItemContext)

	// EnterDiagnosticsItem is called when entering the diagnosticsItem production.
	EnterDiagnosticsItem(c *DiagnosticsItemContext)

	// EnterSetStatement is called when entering the setStatement production.
	EnterSetStatement(c *SetStatementContext)

	// EnterSetItem is called when entering the setItem production.
	EnterSetItem(c *SetItemContext)

	// EnterSetValue is called when entering the setValue production.
	EnterSetValue(c *SetValueContext)

	// EnterTransactionCharacteristic is called when entering the transactionCharacteristic production.
	EnterTransactionCharacteristic(c *TransactionCharacteristicContext)

	// EnterIsolationLevel is called when entering the isolationLevel production.
	EnterIsolationLevel(c *IsolationLevelContext)

	// EnterShowStatement is called when entering the showStatement production.
	EnterShowStatement(c *ShowStatementContext)

	// EnterShowFilter is called when entering the showFilter production.
	EnterShowFilter(c *ShowFilterContext)

	// EnterExplainStatement is called when entering the explainStatement production.
	EnterExplainStatement(c *ExplainStatementContext)

	// EnterExplainOption is called when entering the explainOption production.
	EnterExplainOption(c *ExplainOptionContext)

	// EnterUseStatement is called when entering the useStatement production.
	EnterUseStatement(c *UseStatementContext)

	// EnterTransactionStatement is called when entering the transactionStatement production.
	EnterTransactionStatement(c *TransactionStatementContext)

	// EnterTransactionStartOption is called when entering the transactionStartOption production.
	EnterTransactionStartOption(c *TransactionStartOptionContext)

	// EnterPreparedStatement is called when entering the preparedStatement production.
	EnterPreparedStatement(c *PreparedStatementContext)

	// EnterLockStatement is called when entering the lockStatement production.
	EnterLockStatement(c *LockStatementContext)

	// EnterLockItem is called when entering the lockItem production.
	EnterLockItem(c *LockItemContext)

	// EnterAccountStatement is called when entering the accountStatement production.
	EnterAccountStatement(c *AccountStatementContext)

	// EnterTlsOption is called when entering the tlsOption production.
	EnterTlsOption(c *TlsOptionContext)

	// EnterPrivilegeList is called when entering the privilegeList production.
	EnterPrivilegeList(c *PrivilegeListContext)

	// EnterPrivilege is called when entering the privilege production.
	EnterPrivilege(c *PrivilegeContext)

	// EnterPrivilegeName is called when entering the privilegeName production.
	EnterPrivilegeName(c *PrivilegeNameContext)

	// EnterPrivilegeLevel is called when entering the privilegeLevel production.
	EnterPrivilegeLevel(c *PrivilegeLevelContext)

	// EnterUserName is called when entering the userName production.
	EnterUserName(c *UserNameContext)

	// EnterUserSpec is called when entering the userSpec production.
	EnterUserSpec(c *UserSpecContext)

	// EnterAuthOption is called when entering the authOption production.
	EnterAuthOption(c *AuthOptionContext)

	// EnterAccountOption is called when entering the accountOption production.
	EnterAccountOption(c *AccountOptionContext)

	// EnterTableMaintenanceStatement is called when entering the tableMaintenanceStatement production.
	EnterTableMaintenanceStatement(c *TableMaintenanceStatementContext)

	// EnterLoadDataStatement is called when entering the loadDataStatement production.
	EnterLoadDataStatement(c *LoadDataStatementContext)

	// EnterLoadColumn is called when entering the loadColumn production.
	EnterLoadColumn(c *LoadColumnContext)

	// EnterCallStatement is called when entering the callStatement production.
	EnterCallStatement(c *CallStatementContext)

	// EnterDoStatement is called when entering the doStatement production.
	EnterDoStatement(c *DoStatementContext)

	// EnterHandlerStatement is called when entering the handlerStatement production.
	EnterHandlerStatement(c *HandlerStatementContext)

	// EnterXaStatement is called when entering the xaStatement production.
	EnterXaStatement(c *XaStatementContext)

	// EnterXid is called when entering the xid production.
	EnterXid(c *XidContext)

	// EnterFlushStatement is called when entering the flushStatement production.
	EnterFlushStatement(c *FlushStatementContext)

	// EnterFlushOption is called when entering the flushOption production.
	EnterFlushOption(c *FlushOptionContext)

	// EnterKillStatement is called when entering the killStatement production.
	EnterKillStatement(c *KillStatementContext)

	// EnterCacheStatement is called when entering the cacheStatement production.
	EnterCacheStatement(c *CacheStatementContext)

	// EnterDataType is called when entering the dataType production.
	EnterDataType(c *DataTypeContext)

	// EnterDataTypeName is called when entering the dataTypeName production.
	EnterDataTypeName(c *DataTypeNameContext)

	// EnterTypeParameter is called when entering the typeParameter production.
	EnterTypeParameter(c *TypeParameterContext)

	// EnterTypeModifier is called when entering the typeModifier production.
	EnterTypeModifier(c *TypeModifierContext)

	// EnterCharsetClause is called when entering the charsetClause production.
	EnterCharsetClause(c *CharsetClauseContext)

	// EnterCharsetName is called when entering the charsetName production.
	EnterCharsetName(c *CharsetNameContext)

	// EnterCollationName is called when entering the collationName production.
	EnterCollationName(c *CollationNameContext)

	// EnterTableName is called when entering the tableName production.
	EnterTableName(c *TableNameContext)

	// EnterIdentifier is called when entering the identifier production.
	EnterIdentifier(c *IdentifierContext)

	// EnterIdentifierKeyword is called when entering the identifierKeyword production.
	EnterIdentifierKeyword(c *IdentifierKeywordContext)

	// EnterReservedKeyword is called when entering the reservedKeyword production.
	EnterReservedKeyword(c *ReservedKeywordContext)

	// ExitRoot is called when exiting the root production.
	ExitRoot(c *RootContext)

	// ExitStatement is called when exiting the statement production.
	ExitStatement(c *StatementContext)

	// ExitAnonymousBlock is called when exiting the anonymousBlock production.
	ExitAnonymousBlock(c *AnonymousBlockContext)

	// ExitServerStatement is called when exiting the serverStatement production.
	ExitServerStatement(c *ServerStatementContext)

	// ExitReplicationStatement is called when exiting the replicationStatement production.
	ExitReplicationStatement(c *ReplicationStatementContext)

	// ExitReplicationOption is called when exiting the replicationOption production.
	ExitReplicationOption(c *ReplicationOptionContext)

	// ExitSelectStatement is called when exiting the selectStatement production.
	ExitSelectStatement(c *SelectStatementContext)

	// ExitQueryExpression is called when exiting the queryExpression production.
	ExitQueryExpression(c *QueryExpressionContext)

	// ExitWithClause is called when exiting the withClause production.
	ExitWithClause(c *WithClauseContext)

	// ExitCommonTableExpression is called when exiting the commonTableExpression production.
	ExitCommonTableExpression(c *CommonTableExpressionContext)

	// ExitColumnNameList is called when exiting the columnNameList production.
	ExitColumnNameList(c *ColumnNameListContext)

	// ExitQueryBody is called when exiting the queryBody production.
	ExitQueryBody(c *QueryBodyContext)

	// ExitQueryTerm is called when exiting the queryTerm production.
	ExitQueryTerm(c *QueryTermContext)

	// ExitQueryPrimary is called when exiting the queryPrimary production.
	ExitQueryPrimary(c *QueryPrimaryContext)

	// ExitQuerySpecification is called when exiting the querySpecification production.
	ExitQuerySpecification(c *QuerySpecificationContext)

	// ExitSelectOption is called when exiting the selectOption production.
	ExitSelectOption(c *SelectOptionContext)

	// ExitSelectList is called when exiting the selectList production.
	ExitSelectList(c *SelectListContext)

	// ExitSelectItem is called when exiting the selectItem production.
	ExitSelectItem(c *SelectItemContext)

	// ExitAlias is called when exiting the alias production.
	ExitAlias(c *AliasContext)

	// ExitIntoClause is called when exiting the intoClause production.
	ExitIntoClause(c *IntoClauseContext)

	// ExitIntoTarget is called when exiting the intoTarget production.
	ExitIntoTarget(c *IntoTargetContext)

	// ExitExportOptions is called when exiting the exportOptions production.
	ExitExportOptions(c *ExportOptionsContext)

	// ExitFieldsOption is called when exiting the fieldsOption production.
	ExitFieldsOption(c *FieldsOptionContext)

	// ExitLinesClause is called when exiting the linesClause production.
	ExitLinesClause(c *LinesClauseContext)

	// ExitFromClause is called when exiting the fromClause production.
	ExitFromClause(c *FromClauseContext)

	// ExitWhereClause is called when exiting the whereClause production.
	ExitWhereClause(c *WhereClauseContext)

	// ExitGroupByClause is called when exiting the groupByClause production.
	ExitGroupByClause(c *GroupByClauseContext)

	// ExitGroupItem is called when exiting the groupItem production.
	ExitGroupItem(c *GroupItemContext)

	// ExitHavingClause is called when exiting the havingClause production.
	ExitHavingClause(c *HavingClauseContext)

	// ExitQualifyClause is called when exiting the qualifyClause production.
	ExitQualifyClause(c *QualifyClauseContext)

	// ExitWindowClause is called when exiting the windowClause production.
	ExitWindowClause(c *WindowClauseContext)

	// ExitNamedWindow is called when exiting the namedWindow production.
	ExitNamedWindow(c *NamedWindowContext)

	// ExitOrderByClause is called when exiting the orderByClause production.
	ExitOrderByClause(c *OrderByClauseContext)

	// ExitOrderItem is called when exiting the orderItem production.
	ExitOrderItem(c *OrderItemContext)

	// ExitLimitClause is called when exiting the limitClause production.
	ExitLimitClause(c *LimitClauseContext)

	// ExitLimitValue is called when exiting the limitValue production.
	ExitLimitValue(c *LimitValueContext)

	// ExitLockingClause is called when exiting the lockingClause production.
	ExitLockingClause(c *LockingClauseContext)

	// ExitTableValueConstructor is called when exiting the tableValueConstructor production.
	ExitTableValueConstructor(c *TableValueConstructorContext)

	// ExitRowValue is called when exiting the rowValue production.
	ExitRowValue(c *RowValueContext)

	// ExitTableReferences is called when exiting the tableReferences production.
	ExitTableReferences(c *TableReferencesContext)

	// ExitTableReference is called when exiting the tableReference production.
	ExitTableReference(c *TableReferenceContext)

	// ExitJoinPart is called when exiting the joinPart production.
	ExitJoinPart(c *JoinPartContext)

	// ExitJoinSpec is called when exiting the joinSpec production.
	ExitJoinSpec(c *JoinSpecContext)

	// ExitTableFactor is called when exiting the tableFactor production.
	ExitTableFactor(c *TableFactorContext)

	// ExitAsOfClause is called when exiting the asOfClause production.
	ExitAsOfClause(c *AsOfClauseContext)

	// ExitPartitionSelection is called when exiting the partitionSelection production.
	ExitPartitionSelection(c *PartitionSelectionContext)

	// ExitIndexHint is called when exiting the indexHint production.
	ExitIndexHint(c *IndexHintContext)

	// ExitJsonTable is called when exiting the jsonTable production.
	ExitJsonTable(c *JsonTableContext)

	// ExitJsonColumns is called when exiting the jsonColumns production.
	ExitJsonColumns(c *JsonColumnsContext)

	// ExitJsonColumn is called when exiting the jsonColumn production.
	ExitJsonColumn(c *JsonColumnContext)

	// ExitJsonOnEmptyOrError is called when exiting the jsonOnEmptyOrError production.
	ExitJsonOnEmptyOrError(c *JsonOnEmptyOrErrorContext)

	// ExitOptimizerHints is called when exiting the optimizerHints production.
	ExitOptimizerHints(c *OptimizerHintsContext)

	// ExitHint is called when exiting the hint production.
	ExitHint(c *HintContext)

	// ExitHintTableArgs is called when exiting the hintTableArgs production.
	ExitHintTableArgs(c *HintTableArgsContext)

	// ExitHintTableList is called when exiting the hintTableList production.
	ExitHintTableList(c *HintTableListContext)

	// ExitHintIndexArgs is called when exiting the hintIndexArgs production.
	ExitHintIndexArgs(c *HintIndexArgsContext)

	// ExitHintIndexList is called when exiting the hintIndexList production.
	ExitHintIndexList(c *HintIndexListContext)

	// ExitHintQueryBlockArgs is called when exiting the hintQueryBlockArgs production.
	ExitHintQueryBlockArgs(c *HintQueryBlockArgsContext)

	// ExitHintSemijoinArgs is called when exiting the hintSemijoinArgs production.
	ExitHintSemijoinArgs(c *HintSemijoinArgsContext)

	// ExitSemijoinStrategy is called when exiting the semijoinStrategy production.
	ExitSemijoinStrategy(c *SemijoinStrategyContext)

	// ExitSubqueryStrategy is called when exiting the subqueryStrategy production.
	ExitSubqueryStrategy(c *SubqueryStrategyContext)

	// ExitHintQueryBlock is called when exiting the hintQueryBlock production.
	ExitHintQueryBlock(c *HintQueryBlockContext)

	// ExitHintTable is called when exiting the hintTable production.
	ExitHintTable(c *HintTableContext)

	// ExitHintValue is called when exiting the hintValue production.
	ExitHintValue(c *HintValueContext)

	// ExitHintName is called when exiting the hintName production.
	ExitHintName(c *HintNameContext)

	// ExitHintKeyword is called when exiting the hintKeyword production.
	ExitHintKeyword(c *HintKeywordContext)

	// ExitUnknownHint is called when exiting the unknownHint production.
	ExitUnknownHint(c *UnknownHintContext)

	// ExitHintParenthesized is called when exiting the hintParenthesized production.
	ExitHintParenthesized(c *HintParenthesizedContext)

	// ExitHintStray is called when exiting the hintStray production.
	ExitHintStray(c *HintStrayContext)

	// ExitInsertStatement is called when exiting the insertStatement production.
	ExitInsertStatement(c *InsertStatementContext)

	// ExitReplaceStatement is called when exiting the replaceStatement production.
	ExitReplaceStatement(c *ReplaceStatementContext)

	// ExitInsertSource is called when exiting the insertSource production.
	ExitInsertSource(c *InsertSourceContext)

	// ExitColumnNameListOrEmpty is called when exiting the columnNameListOrEmpty production.
	ExitColumnNameListOrEmpty(c *ColumnNameListOrEmptyContext)

	// ExitInsertAlias is called when exiting the insertAlias production.
	ExitInsertAlias(c *InsertAliasContext)

	// ExitOnDuplicateKeyUpdate is called when exiting the onDuplicateKeyUpdate production.
	ExitOnDuplicateKeyUpdate(c *OnDuplicateKeyUpdateContext)

	// ExitReturningClause is called when exiting the returningClause production.
	ExitReturningClause(c *ReturningClauseContext)

	// ExitAssignment is called when exiting the assignment production.
	ExitAssignment(c *AssignmentContext)

	// ExitUpdateStatement is called when exiting the updateStatement production.
	ExitUpdateStatement(c *UpdateStatementContext)

	// ExitDeleteStatement is called when exiting the deleteStatement production.
	ExitDeleteStatement(c *DeleteStatementContext)

	// ExitDeleteBody is called when exiting the deleteBody production.
	ExitDeleteBody(c *DeleteBodyContext)

	// ExitTableAliasRef is called when exiting the tableAliasRef production.
	ExitTableAliasRef(c *TableAliasRefContext)

	// ExitExpr is called when exiting the expr production.
	ExitExpr(c *ExprContext)

	// ExitBoolPrimary is called when exiting the boolPrimary production.
	ExitBoolPrimary(c *BoolPrimaryContext)

	// ExitComparisonOperator is called when exiting the comparisonOperator production.
	ExitComparisonOperator(c *ComparisonOperatorContext)

	// ExitPredicate is called when exiting the predicate production.
	ExitPredicate(c *PredicateContext)

	// ExitPredicateSuffix is called when exiting the predicateSuffix production.
	ExitPredicateSuffix(c *PredicateSuffixContext)

	// ExitBitExpr is called when exiting the bitExpr production.
	ExitBitExpr(c *BitExprContext)

	// ExitSimpleExpr is called when exiting the simpleExpr production.
	ExitSimpleExpr(c *SimpleExprContext)

	// ExitCaseExpression is called when exiting the caseExpression production.
	ExitCaseExpression(c *CaseExpressionContext)

	// ExitSearchModifier is called when exiting the searchModifier production.
	ExitSearchModifier(c *SearchModifierContext)

	// ExitExprList is called when exiting the exprList production.
	ExitExprList(c *ExprListContext)

	// ExitVariable is called when exiting the variable production.
	ExitVariable(c *VariableContext)

	// ExitColumnRef is called when exiting the columnRef production.
	ExitColumnRef(c *ColumnRefContext)

	// ExitDotIdentifier is called when exiting the dotIdentifier production.
	ExitDotIdentifier(c *DotIdentifierContext)

	// ExitIntervalUnit is called when exiting the intervalUnit production.
	ExitIntervalUnit(c *IntervalUnitContext)

	// ExitLiteral is called when exiting the literal production.
	ExitLiteral(c *LiteralContext)

	// ExitTemporalLiteral is called when exiting the temporalLiteral production.
	ExitTemporalLiteral(c *TemporalLiteralContext)

	// ExitTextLiteral is called when exiting the textLiteral production.
	ExitTextLiteral(c *TextLiteralContext)

	// ExitNumericLiteral is called when exiting the numericLiteral production.
	ExitNumericLiteral(c *NumericLiteralContext)

	// ExitSignedNumber is called when exiting the signedNumber production.
	ExitSignedNumber(c *SignedNumberContext)

	// ExitFunctionCall is called when exiting the functionCall production.
	ExitFunctionCall(c *FunctionCallContext)

	// ExitQualifiedName is called when exiting the qualifiedName production.
	ExitQualifiedName(c *QualifiedNameContext)

	// ExitAggregateFunction is called when exiting the aggregateFunction production.
	ExitAggregateFunction(c *AggregateFunctionContext)

	// ExitWindowFunction is called when exiting the windowFunction production.
	ExitWindowFunction(c *WindowFunctionContext)

	// ExitNullTreatment is called when exiting the nullTreatment production.
	ExitNullTreatment(c *NullTreatmentContext)

	// ExitOverClause is called when exiting the overClause production.
	ExitOverClause(c *OverClauseContext)

	// ExitWindowSpec is called when exiting the windowSpec production.
	ExitWindowSpec(c *WindowSpecContext)

	// ExitWindowFrame is called when exiting the windowFrame production.
	ExitWindowFrame(c *WindowFrameContext)

	// ExitFrameBound is called when exiting the frameBound production.
	ExitFrameBound(c *FrameBoundContext)

	// ExitCastFunction is called when exiting the castFunction production.
	ExitCastFunction(c *CastFunctionContext)

	// ExitCastType is called when exiting the castType production.
	ExitCastType(c *CastTypeContext)

	// ExitControlFlowFunction is called when exiting the controlFlowFunction production.
	ExitControlFlowFunction(c *ControlFlowFunctionContext)

	// ExitComparisonFunction is called when exiting the comparisonFunction production.
	ExitComparisonFunction(c *ComparisonFunctionContext)

	// ExitDateTimeFunction is called when exiting the dateTimeFunction production.
	ExitDateTimeFunction(c *DateTimeFunctionContext)

	// ExitStringFunction is called when exiting the stringFunction production.
	ExitStringFunction(c *StringFunctionContext)

	// ExitMathFunction is called when exiting the mathFunction production.
	ExitMathFunction(c *MathFunctionContext)

	// ExitJsonFunction is called when exiting the jsonFunction production.
	ExitJsonFunction(c *JsonFunctionContext)

	// ExitSpatialFunction is called when exiting the spatialFunction production.
	ExitSpatialFunction(c *SpatialFunctionContext)

	// ExitSequenceFunction is called when exiting the sequenceFunction production.
	ExitSequenceFunction(c *SequenceFunctionContext)

	// ExitInformationFunction is called when exiting the informationFunction production.
	ExitInformationFunction(c *InformationFunctionContext)

	// ExitEncryptionFunction is called when exiting the encryptionFunction production.
	ExitEncryptionFunction(c *EncryptionFunctionContext)

	// ExitMiscFunction is called when exiting the miscFunction production.
	ExitMiscFunction(c *MiscFunctionContext)

	// ExitCreateStatement is called when exiting the createStatement production.
	ExitCreateStatement(c *CreateStatementContext)

	// ExitCreateBody is called when exiting the createBody production.
	ExitCreateBody(c *CreateBodyContext)

	// ExitIfNotExists is called when exiting the ifNotExists production.
	ExitIfNotExists(c *IfNotExistsContext)

	// ExitSrsAttribute is called when exiting the srsAttribute production.
	ExitSrsAttribute(c *SrsAttributeContext)

	// ExitIfExists is called when exiting the ifExists production.
	ExitIfExists(c *IfExistsContext)

	// ExitCreateTableBody is called when exiting the createTableBody production.
	ExitCreateTableBody(c *CreateTableBodyContext)

	// ExitTableElement is called when exiting the tableElement production.
	ExitTableElement(c *TableElementContext)

	// ExitColumnDefinition is called when exiting the columnDefinition production.
	ExitColumnDefinition(c *ColumnDefinitionContext)

	// ExitColumnAttribute is called when exiting the columnAttribute production.
	ExitColumnAttribute(c *ColumnAttributeContext)

	// ExitReferenceDefinition is called when exiting the referenceDefinition production.
	ExitReferenceDefinition(c *ReferenceDefinitionContext)

	// ExitReferenceAction is called when exiting the referenceAction production.
	ExitReferenceAction(c *ReferenceActionContext)

	// ExitTableConstraint is called when exiting the tableConstraint production.
	ExitTableConstraint(c *TableConstraintContext)

	// ExitKeyPartList is called when exiting the keyPartList production.
	ExitKeyPartList(c *KeyPartListContext)

	// ExitKeyPart is called when exiting the keyPart production.
	ExitKeyPart(c *KeyPartContext)

	// ExitIndexType is called when exiting the indexType production.
	ExitIndexType(c *IndexTypeContext)

	// ExitIndexOption is called when exiting the indexOption production.
	ExitIndexOption(c *IndexOptionContext)

	// ExitTableOptions is called when exiting the tableOptions production.
	ExitTableOptions(c *TableOptionsContext)

	// ExitTableOption is called when exiting the tableOption production.
	ExitTableOption(c *TableOptionContext)

	// ExitCharsetClauseEq is called when exiting the charsetClauseEq production.
	ExitCharsetClauseEq(c *CharsetClauseEqContext)

	// ExitPartitionClause is called when exiting the partitionClause production.
	ExitPartitionClause(c *PartitionClauseContext)

	// ExitPartitionType is called when exiting the partitionType production.
	ExitPartitionType(c *PartitionTypeContext)

	// ExitPartitionDefinition is called when exiting the partitionDefinition production.
	ExitPartitionDefinition(c *PartitionDefinitionContext)

	// ExitPartitionValues is called when exiting the partitionValues production.
	ExitPartitionValues(c *PartitionValuesContext)

	// ExitExprOrMax is called when exiting the exprOrMax production.
	ExitExprOrMax(c *ExprOrMaxContext)

	// ExitSubpartitionDefinition is called when exiting the subpartitionDefinition production.
	ExitSubpartitionDefinition(c *SubpartitionDefinitionContext)

	// ExitPartitionOption is called when exiting the partitionOption production.
	ExitPartitionOption(c *PartitionOptionContext)

	// ExitViewAttributes is called when exiting the viewAttributes production.
	ExitViewAttributes(c *ViewAttributesContext)

	// ExitViewAttribute is called when exiting the viewAttribute production.
	ExitViewAttribute(c *ViewAttributeContext)

	// ExitDefiner is called when exiting the definer production.
	ExitDefiner(c *DefinerContext)

	// ExitProcedureParameter is called when exiting the procedureParameter production.
	ExitProcedureParameter(c *ProcedureParameterContext)

	// ExitFunctionParameter is called when exiting the functionParameter production.
	ExitFunctionParameter(c *FunctionParameterContext)

	// ExitRoutineCharacteristic is called when exiting the routineCharacteristic production.
	ExitRoutineCharacteristic(c *RoutineCharacteristicContext)

	// ExitSchedule is called when exiting the schedule production.
	ExitSchedule(c *ScheduleContext)

	// ExitSequenceOption is called when exiting the sequenceOption production.
	ExitSequenceOption(c *SequenceOptionContext)

	// ExitAlterStatement is called when exiting the alterStatement production.
	ExitAlterStatement(c *AlterStatementContext)

	// ExitDatabaseOption is called when exiting the databaseOption production.
	ExitDatabaseOption(c *DatabaseOptionContext)

	// ExitAlterTableItem is called when exiting the alterTableItem production.
	ExitAlterTableItem(c *AlterTableItemContext)

	// ExitPartitionNames is called when exiting the partitionNames production.
	ExitPartitionNames(c *PartitionNamesContext)

	// ExitAlterLockAlgorithm is called when exiting the alterLockAlgorithm production.
	ExitAlterLockAlgorithm(c *AlterLockAlgorithmContext)

	// ExitColumnPosition is called when exiting the columnPosition production.
	ExitColumnPosition(c *ColumnPositionContext)

	// ExitDropStatement is called when exiting the dropStatement production.
	ExitDropStatement(c *DropStatementContext)

	// ExitRenameTableStatement is called when exiting the renameTableStatement production.
	ExitRenameTableStatement(c *RenameTableStatementContext)

	// ExitTruncateStatement is called when exiting the truncateStatement production.
	ExitTruncateStatement(c *TruncateStatementContext)

	// ExitRoutineBody is called when exiting the routineBody production.
	ExitRoutineBody(c *RoutineBodyContext)

	// ExitCompoundStatement is called when exiting the compoundStatement production.
	ExitCompoundStatement(c *CompoundStatementContext)

	// ExitCompoundItem is called when exiting the compoundItem production.
	ExitCompoundItem(c *CompoundItemContext)

	// ExitDeclaration is called when exiting the declaration production.
	ExitDeclaration(c *DeclarationContext)

	// ExitHandlerCondition is called when exiting the handlerCondition production.
	ExitHandlerCondition(c *HandlerConditionContext)

	// ExitSignalStatement is called when exiting the signalStatement production.
	ExitSignalStatement(c *SignalStatementContext)

	// ExitSignalItem is called when exiting the signalItem production.
	ExitSignalItem(c *SignalItemContext)

	// ExitDiagnosticsItem is called when exiting the diagnosticsItem production.
	ExitDiagnosticsItem(c *DiagnosticsItemContext)

	// ExitSetStatement is called when exiting the setStatement production.
	ExitSetStatement(c *SetStatementContext)

	// ExitSetItem is called when exiting the setItem production.
	ExitSetItem(c *SetItemContext)

	// ExitSetValue is called when exiting the setValue production.
	ExitSetValue(c *SetValueContext)

	// ExitTransactionCharacteristic is called when exiting the transactionCharacteristic production.
	ExitTransactionCharacteristic(c *TransactionCharacteristicContext)

	// ExitIsolationLevel is called when exiting the isolationLevel production.
	ExitIsolationLevel(c *IsolationLevelContext)

	// ExitShowStatement is called when exiting the showStatement production.
	ExitShowStatement(c *ShowStatementContext)

	// ExitShowFilter is called when exiting the showFilter production.
	ExitShowFilter(c *ShowFilterContext)

	// ExitExplainStatement is called when exiting the explainStatement production.
	ExitExplainStatement(c *ExplainStatementContext)

	// ExitExplainOption is called when exiting the explainOption production.
	ExitExplainOption(c *ExplainOptionContext)

	// ExitUseStatement is called when exiting the useStatement production.
	ExitUseStatement(c *UseStatementContext)

	// ExitTransactionStatement is called when exiting the transactionStatement production.
	ExitTransactionStatement(c *TransactionStatementContext)

	// ExitTransactionStartOption is called when exiting the transactionStartOption production.
	ExitTransactionStartOption(c *TransactionStartOptionContext)

	// ExitPreparedStatement is called when exiting the preparedStatement production.
	ExitPreparedStatement(c *PreparedStatementContext)

	// ExitLockStatement is called when exiting the lockStatement production.
	ExitLockStatement(c *LockStatementContext)

	// ExitLockItem is called when exiting the lockItem production.
	ExitLockItem(c *LockItemContext)

	// ExitAccountStatement is called when exiting the accountStatement production.
	ExitAccountStatement(c *AccountStatementContext)

	// ExitTlsOption is called when exiting the tlsOption production.
	ExitTlsOption(c *TlsOptionContext)

	// ExitPrivilegeList is called when exiting the privilegeList production.
	ExitPrivilegeList(c *PrivilegeListContext)

	// ExitPrivilege is called when exiting the privilege production.
	ExitPrivilege(c *PrivilegeContext)

	// ExitPrivilegeName is called when exiting the privilegeName production.
	ExitPrivilegeName(c *PrivilegeNameContext)

	// ExitPrivilegeLevel is called when exiting the privilegeLevel production.
	ExitPrivilegeLevel(c *PrivilegeLevelContext)

	// ExitUserName is called when exiting the userName production.
	ExitUserName(c *UserNameContext)

	// ExitUserSpec is called when exiting the userSpec production.
	ExitUserSpec(c *UserSpecContext)

	// ExitAuthOption is called when exiting the authOption production.
	ExitAuthOption(c *AuthOptionContext)

	// ExitAccountOption is called when exiting the accountOption production.
	ExitAccountOption(c *AccountOptionContext)

	// ExitTableMaintenanceStatement is called when exiting the tableMaintenanceStatement production.
	ExitTableMaintenanceStatement(c *TableMaintenanceStatementContext)

	// ExitLoadDataStatement is called when exiting the loadDataStatement production.
	ExitLoadDataStatement(c *LoadDataStatementContext)

	// ExitLoadColumn is called when exiting the loadColumn production.
	ExitLoadColumn(c *LoadColumnContext)

	// ExitCallStatement is called when exiting the callStatement production.
	ExitCallStatement(c *CallStatementContext)

	// ExitDoStatement is called when exiting the doStatement production.
	ExitDoStatement(c *DoStatementContext)

	// ExitHandlerStatement is called when exiting the handlerStatement production.
	ExitHandlerStatement(c *HandlerStatementContext)

	// ExitXaStatement is called when exiting the xaStatement production.
	ExitXaStatement(c *XaStatementContext)

	// ExitXid is called when exiting the xid production.
	ExitXid(c *XidContext)

	// ExitFlushStatement is called when exiting the flushStatement production.
	ExitFlushStatement(c *FlushStatementContext)

	// ExitFlushOption is called when exiting the flushOption production.
	ExitFlushOption(c *FlushOptionContext)

	// ExitKillStatement is called when exiting the killStatement production.
	ExitKillStatement(c *KillStatementContext)

	// ExitCacheStatement is called when exiting the cacheStatement production.
	ExitCacheStatement(c *CacheStatementContext)

	// ExitDataType is called when exiting the dataType production.
	ExitDataType(c *DataTypeContext)

	// ExitDataTypeName is called when exiting the dataTypeName production.
	ExitDataTypeName(c *DataTypeNameContext)

	// ExitTypeParameter is called when exiting the typeParameter production.
	ExitTypeParameter(c *TypeParameterContext)

	// ExitTypeModifier is called when exiting the typeModifier production.
	ExitTypeModifier(c *TypeModifierContext)

	// ExitCharsetClause is called when exiting the charsetClause production.
	ExitCharsetClause(c *CharsetClauseContext)

	// ExitCharsetName is called when exiting the charsetName production.
	ExitCharsetName(c *CharsetNameContext)

	// ExitCollationName is called when exiting the collationName production.
	ExitCollationName(c *CollationNameContext)

	// ExitTableName is called when exiting the tableName production.
	ExitTableName(c *TableNameContext)

	// ExitIdentifier is called when exiting the identifier production.
	ExitIdentifier(c *IdentifierContext)

	// ExitIdentifierKeyword is called when exiting the identifierKeyword production.
	ExitIdentifierKeyword(c *IdentifierKeywordContext)

	// ExitReservedKeyword is called when exiting the reservedKeyword production.
	ExitReservedKeyword(c *ReservedKeywordContext)
}
