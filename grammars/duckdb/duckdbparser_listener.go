package duckdb // DuckDBParser
import "github.com/antlr4-go/antlr/v4"

// DuckDBParserListener is a complete listener for a parse tree produced by DuckDBParser.
type DuckDBParserListener interface {
	antlr.ParseTreeListener

	// EnterRoot is called when entering the root production.
	EnterRoot(c *RootContext)

	// EnterStmt is called when entering the stmt production.
	EnterStmt(c *StmtContext)

	// EnterWithStmt is called when entering the withStmt production.
	EnterWithStmt(c *WithStmtContext)

	// EnterSelectStmt is called when entering the selectStmt production.
	EnterSelectStmt(c *SelectStmtContext)

	// EnterSelectBody is called when entering the selectBody production.
	EnterSelectBody(c *SelectBodyContext)

	// EnterSelectSetExpr is called when entering the selectSetExpr production.
	EnterSelectSetExpr(c *SelectSetExprContext)

	// EnterSelectIntersect is called when entering the selectIntersect production.
	EnterSelectIntersect(c *SelectIntersectContext)

	// EnterSetQuantifier is called when entering the setQuantifier production.
	EnterSetQuantifier(c *SetQuantifierContext)

	// EnterSelectPrimary is called when entering the selectPrimary production.
	EnterSelectPrimary(c *SelectPrimaryContext)

	// EnterSimpleSelect is called when entering the simpleSelect production.
	EnterSimpleSelect(c *SimpleSelectContext)

	// EnterSelectTail is called when entering the selectTail production.
	EnterSelectTail(c *SelectTailContext)

	// EnterDistinctClause is called when entering the distinctClause production.
	EnterDistinctClause(c *DistinctClauseContext)

	// EnterTargetList is called when entering the targetList production.
	EnterTargetList(c *TargetListContext)

	// EnterTargetElement is called when entering the targetElement production.
	EnterTargetElement(c *TargetElementContext)

	// EnterIntoClause is called when entering the intoClause production.
	EnterIntoClause(c *IntoClauseContext)

	// EnterValuesClause is called when entering the valuesClause production.
	EnterValuesClause(c *ValuesClauseContext)

	// EnterValuesRow is called when entering the valuesRow production.
	EnterValuesRow(c *ValuesRowContext)

	// EnterWithClause is called when entering the withClause production.
	EnterWithClause(c *WithClauseContext)

	// EnterCommonTableExpr is called when entering the commonTableExpr production.
	EnterCommonTableExpr(c *CommonTableExprContext)

	// EnterPreparableStmt is called when entering the preparableStmt production.
	EnterPreparableStmt(c *PreparableStmtContext)

	// EnterFromClause is called when entering the fromClause production.
	EnterFromClause(c *FromClauseContext)

	// EnterFromItem is called when entering the fromItem production.
	EnterFromItem(c *FromItemContext)

	// EnterTableRef is called when entering the tableRef production.
	EnterTableRef(c *TableRefContext)

	// EnterJoinedTable is called when entering the joinedTable production.
	EnterJoinedTable(c *JoinedTableContext)

	// EnterFunctionTable is called when entering the functionTable production.
	EnterFunctionTable(c *FunctionTableContext)

	// EnterAtClause is called when entering the atClause production.
	EnterAtClause(c *AtClauseContext)

	// EnterTablesampleClause is called when entering the tablesampleClause production.
	EnterTablesampleClause(c *TablesampleClauseContext)

	// EnterSampleClause is called when entering the sampleClause production.
	EnterSampleClause(c *SampleClauseContext)

	// EnterSampleEntry is called when entering the sampleEntry production.
	EnterSampleEntry(c *SampleEntryContext)

	// EnterSampleCount is called when entering the sampleCount production.
	EnterSampleCount(c *SampleCountContext)

	// EnterJoinPart is called when entering the joinPart production.
	EnterJoinPart(c *JoinPartContext)

	// EnterJoinType is called when entering the joinType production.
	EnterJoinType(c *JoinTypeContext)

	// EnterJoinQual is called when entering the joinQual production.
	EnterJoinQual(c *JoinQualContext)

	// EnterPivotValue is called when entering the pivotValue production.
	EnterPivotValue(c *PivotValueContext)

	// EnterUnpivotHeader is called when entering the unpivotHeader production.
	EnterUnpivotHeader(c *UnpivotHeaderContext)

	// EnterUnpivotValue is called when entering the unpivotValue production.
	EnterUnpivotValue(c *UnpivotValueContext)

	// EnterPivotStmt is called when entering the pivotStmt production.
	EnterPivotStmt(c *PivotStmtContext)

	// EnterPivotColumn is called when entering the pivotColumn production.
	EnterPivotColumn(c *PivotColumnContext)

	// EnterPivotGroupNames is called when entering the pivotGroupNames production.
	EnterPivotGroupNames(c *PivotGroupNamesContext)

	// EnterUnpivotStmt is called when entering the unpivotStmt production.
	EnterUnpivotStmt(c *UnpivotStmtContext)

	// EnterAliasClause is called when entering the aliasClause production.
	EnterAliasClause(c *AliasClauseContext)

	// EnterFunctionAliasClause is called when entering the functionAliasClause production.
	EnterFunctionAliasClause(c *FunctionAliasClauseContext)

	// EnterColumnDefList is called when entering the columnDefList production.
	EnterColumnDefList(c *ColumnDefListContext)

	// EnterWhereClause is called when entering the whereClause production.
	EnterWhereClause(c *WhereClauseContext)

	// EnterGroupByClause is called when entering the groupByClause production.
	EnterGroupByClause(c *GroupByClauseContext)

	// EnterGroupingElement is called when entering the groupingElement production.
	EnterGroupingElement(c *GroupingElementContext)

	// EnterHavingClause is called when entering the havingClause production.
	EnterHavingClause(c *HavingClauseContext)

	// EnterWindowClause is called when entering the windowClause production.
	EnterWindowClause(c *WindowClauseContext)

	// EnterWindowDefinition is called when entering the windowDefinition production.
	EnterWindowDefinition(c *WindowDefinitionContext)

	// EnterQualifyClause is called when entering the qualifyClause production.
	EnterQualifyClause(c *QualifyClauseContext)

	// EnterWindowSpec is called when entering the windowSpec production.
	EnterWindowSpec(c *WindowSpecContext)

	// EnterFrameClause is called when entering the frameClause production.
	EnterFrameClause(c *FrameClauseContext)

	// EnterFrameBound is called when entering the frameBound production.
	EnterFrameBound(c *FrameBoundContext)

	// EnterFrameExclusion is called when entering the frameExclusion production.
	EnterFrameExclusion(c *FrameExclusionContext)

	// EnterOrderByClause is called when entering the orderByClause production.
	EnterOrderByClause(c *OrderByClauseContext)

	// EnterSortBy is called when entering the sortBy production.
	EnterSortBy(c *SortByContext)

	// EnterSelectLimit is called when entering the selectLimit production.
	EnterSelectLimit(c *SelectLimitContext)

	// EnterLimitItem is called when entering the limitItem production.
	EnterLimitItem(c *LimitItemContext)

	// EnterFetchCount is called when entering the fetchCount production.
	EnterFetchCount(c *FetchCountContext)

	// EnterForLockingClause is called when entering the forLockingClause production.
	EnterForLockingClause(c *ForLockingClauseContext)

	// EnterLockStrength is called when entering the lockStrength production.
	EnterLockStrength(c *LockStrengthContext)

	// EnterInsertStmt is called when entering the insertStmt production.
	EnterInsertStmt(c *InsertStmtContext)

	// EnterInsertRest is called when entering the insertRest production.
	EnterInsertRest(c *InsertRestContext)

	// EnterInsertColumn is called when entering the insertColumn production.
	EnterInsertColumn(c *InsertColumnContext)

	// EnterOnConflictClause is called when entering the onConflictClause production.
	EnterOnConflictClause(c *OnConflictClauseContext)

	// EnterConflictTarget is called when entering the conflictTarget production.
	EnterConflictTarget(c *ConflictTargetContext)

	// EnterReturningClause is called when entering the returningClause production.
	EnterReturningClause(c *ReturningClauseContext)

	// EnterUpdateStmt is called when entering the updateStmt production.
	EnterUpdateStmt(c *UpdateStmtContext)

	// EnterSetClauseList is called when entering the setClauseList production.
	EnterSetClauseList(c *SetClauseListContext)

	// EnterSetClause is called when entering the setClause production.
	EnterSetClause(c *SetClauseContext)

	// EnterDeleteStmt is called when entering the deleteStmt production.
	EnterDeleteStmt(c *DeleteStmtContext)

	// EnterTruncateStmt is called when entering the truncateStmt production.
	EnterTruncateStmt(c *TruncateStmtContext)

	// EnterMergeStmt is called when entering the mergeStmt production.
	EnterMergeStmt(c *MergeStmtContext)

	// EnterMergeWhenClause is called when entering the mergeWhenClause production.
	EnterMergeWhenClause(c *MergeWhenClauseContext)

	// EnterMergeAction is called when entering the mergeAction production.
	EnterMergeAction(c *MergeActionContext)

	// EnterExpr is called when entering the expr production.
	EnterExpr(c *ExprContext)

	// EnterBExpr is called when entering the bExpr production.
	EnterBExpr(c *BExprContext)

	// EnterInTarget is called when entering the inTarget production.
	EnterInTarget(c *InTargetContext)

	// EnterIsPredicate is called when entering the isPredicate production.
	EnterIsPredicate(c *IsPredicateContext)

	// EnterComparisonOperator is called when entering the comparisonOperator production.
	EnterComparisonOperator(c *ComparisonOperatorContext)

	// EnterQualOperator is called when entering the qualOperator production.
	EnterQualOperator(c *QualOperatorContext)

	// EnterAnyOperator is called when entering the anyOperator production.
	EnterAnyOperator(c *AnyOperatorContext)

	// EnterSubqueryOperator is called when entering the subqueryOperator production.
	EnterSubqueryOperator(c *SubqueryOperatorContext)

	// EnterIndirectionElement is called when entering the indirectionElement production.
	EnterIndirectionElement(c *IndirectionElementContext)

	// EnterPrimaryExpr is called when entering the primaryExpr production.
	EnterPrimaryExpr(c *PrimaryExprContext)

	// EnterStarModifier is called when entering the starModifier production.
	EnterStarModifier(c *StarModifierContext)

	// EnterStarName is called when entering the starName production.
	EnterStarName(c *StarNameContext)

	// EnterReplaceItem is called when entering the replaceItem production.
	EnterReplaceItem(c *ReplaceItemContext)

	// EnterRenameItem is called when entering the renameItem production.
	EnterRenameItem(c *RenameItemContext)

	// EnterParameter is called when entering the parameter production.
	EnterParameter(c *ParameterContext)

	// EnterColumnRef is called when entering the columnRef production.
	EnterColumnRef(c *ColumnRefContext)

	// EnterListLiteral is called when entering the listLiteral production.
	EnterListLiteral(c *ListLiteralContext)

	// EnterListComprehension is called when entering the listComprehension production.
	EnterListComprehension(c *ListComprehensionContext)

	// EnterStructLiteral is called when entering the structLiteral production.
	EnterStructLiteral(c *StructLiteralContext)

	// EnterStructEntry is called when entering the structEntry production.
	EnterStructEntry(c *StructEntryContext)

	// EnterMapEntry is called when entering the mapEntry production.
	EnterMapEntry(c *MapEntryContext)

	// EnterCaseExpr is called when entering the caseExpr production.
	EnterCaseExpr(c *CaseExprContext)

	// EnterTypedLiteral is called when entering the typedLiteral production.
	EnterTypedLiteral(c *TypedLiteralContext)

	// EnterLiteralType is called when entering the literalType production.
	EnterLiteralType(c *LiteralTypeContext)

	// EnterConstant is called when entering the constant production.
	EnterConstant(c *ConstantContext)

	// EnterStringConst is called when entering the stringConst production.
	EnterStringConst(c *StringConstContext)

	// EnterSignedNumber is called when entering the signedNumber production.
	EnterSignedNumber(c *SignedNumberContext)

	// EnterExprList is called when entering the exprList production.
	EnterExprList(c *ExprListContext)

	// EnterFunctionCall is called when entering the functionCall production.
	EnterFunctionCall(c *FunctionCallContext)

	// EnterFunctionApplication is called when entering the functionApplication production.
	EnterFunctionApplication(c *FunctionApplicationContext)

	// EnterSpecialFunction is called when entering the specialFunction production.
	EnterSpecialFunction(c *SpecialFunctionContext)

	// EnterSubstringFrom is called when entering the substringFrom production.
	EnterSubstringFrom(c *SubstringFromContext)

	// EnterExtractField is called when entering the extractField production.
	EnterExtractField(c *ExtractFieldContext)

	// EnterGenericFunction is called when entering the genericFunction production.
	EnterGenericFunction(c *GenericFunctionContext)

	// EnterFuncName is called when entering the funcName production.
	EnterFuncName(c *FuncNameContext)

	// EnterGenericFuncIdentifier is called when entering the genericFuncIdentifier production.
	EnterGenericFuncIdentifier(c *GenericFuncIdentifierContext)

	// EnterCallArgs is called when entering the callArgs production.
	EnterCallArgs(c *CallArgsContext)

	// EnterAggregateArgs is called when entering the aggregateArgs production.
	EnterAggregateArgs(c *AggregateArgsContext)

	// EnterNullTreatment is called when entering the nullTreatment production.
	EnterNullTreatment(c *NullTreatmentContext)

	// EnterFunctionArgs is called when entering the functionArgs production.
	EnterFunctionArgs(c *FunctionArgsContext)

	// EnterFunctionArg is called when entering the functionArg production.
	EnterFunctionArg(c *FunctionArgContext)

	// EnterWithinGroupClause is called when entering the withinGroupClause production.
	EnterWithinGroupClause(c *WithinGroupClauseContext)

	// EnterFilterClause is called when entering the filterClause production.
	EnterFilterClause(c *FilterClauseContext)

	// EnterOverClause is called when entering the overClause production.
	EnterOverClause(c *OverClauseContext)

	// EnterTypeName is called when entering the typeName production.
	EnterTypeName(c *TypeNameContext)

	// EnterArrayBounds is called when entering the arrayBounds production.
	EnterArrayBounds(c *ArrayBoundsContext)

	// EnterSimpleTypeName is called when entering the simpleTypeName production.
	EnterSimpleTypeName(c *SimpleTypeNameContext)

	// EnterColumnTypeList is called when entering the columnTypeList production.
	EnterColumnTypeList(c *ColumnTypeListContext)

	// EnterNumericType is called when entering the numericType production.
	EnterNumericType(c *NumericTypeContext)

	// EnterBitType is called when entering the bitType production.
	EnterBitType(c *BitTypeContext)

	// EnterCharacterType is called when entering the characterType production.
	EnterCharacterType(c *CharacterTypeContext)

	// EnterDateTimeType is called when entering the dateTimeType production.
	EnterDateTimeType(c *DateTimeTypeContext)

	// EnterGenericType is called when entering the genericType production.
	EnterGenericType(c *GenericTypeContext)

	// EnterTypeIdentifier is called when entering the typeIdentifier production.
	EnterTypeIdentifier(c *TypeIdentifierContext)

	// EnterIntervalQualifier is called when entering the intervalQualifier production.
	EnterIntervalQualifier(c *IntervalQualifierContext)

	// EnterIntervalUnit is called when entering the intervalUnit production.
	EnterIntervalUnit(c *IntervalUnitContext)

	// EnterTempOption is called when entering the tempOption production.
	EnterTempOption(c *TempOptionContext)

	// EnterCreateTableStmt is called when entering the createTableStmt production.
	EnterCreateTableStmt(c *CreateTableStmtContext)

	// EnterCreateTableRest is called when entering the createTableRest production.
	EnterCreateTableRest(c *CreateTableRestContext)

	// EnterPartitionSortedOption is called when entering the partitionSortedOption production.
	EnterPartitionSortedOption(c *PartitionSortedOptionContext)

	// EnterOnCommitAction is called when entering the onCommitAction production.
	EnterOnCommitAction(c *OnCommitActionContext)

	// EnterTableElement is called when entering the tableElement production.
	EnterTableElement(c *TableElementContext)

	// EnterColumnDefinition is called when entering the columnDefinition production.
	EnterColumnDefinition(c *ColumnDefinitionContext)

	// EnterGeneratedColumn is called when entering the generatedColumn production.
	EnterGeneratedColumn(c *GeneratedColumnContext)

	// EnterColumnConstraint is called when entering the columnConstraint production.
	EnterColumnConstraint(c *ColumnConstraintContext)

	// EnterColumnConstraintBody is called when entering the columnConstraintBody production.
	EnterColumnConstraintBody(c *ColumnConstraintBodyContext)

	// EnterConstraintAttribute is called when entering the constraintAttribute production.
	EnterConstraintAttribute(c *ConstraintAttributeContext)

	// EnterTableConstraint is called when entering the tableConstraint production.
	EnterTableConstraint(c *TableConstraintContext)

	// EnterTableConstraintBody is called when entering the tableConstraintBody production.
	EnterTableConstraintBody(c *TableConstraintBodyContext)

	// EnterReferentialActions is called when entering the referentialActions production.
	EnterReferentialActions(c *ReferentialActionsContext)

	// EnterReferentialAction is called when entering the referentialAction production.
	EnterReferentialAction(c *ReferentialActionContext)

	// EnterWithOptions is called when entering the withOptions production.
	EnterWithOptions(c *WithOptionsContext)

	// EnterRelOptions is called when entering the relOptions production.
	EnterRelOptions(c *RelOptionsContext)

	// EnterRelOption is called when entering the relOption production.
	EnterRelOption(c *RelOptionContext)

	// EnterCreateViewStmt is called when entering the createViewStmt production.
	EnterCreateViewStmt(c *CreateViewStmtContext)

	// EnterCreateIndexStmt is called when entering the createIndexStmt production.
	EnterCreateIndexStmt(c *CreateIndexStmtContext)

	// EnterIndexElement is called when entering the indexElement production.
	EnterIndexElement(c *IndexElementContext)

	// EnterCreateSequenceStmt is called when entering the createSequenceStmt production.
	EnterCreateSequenceStmt(c *CreateSequenceStmtContext)

	// EnterSequenceOption is called when entering the sequenceOption production.
	EnterSequenceOption(c *SequenceOptionContext)

	// EnterCreateSchemaStmt is called when entering the createSchemaStmt production.
	EnterCreateSchemaStmt(c *CreateSchemaStmtContext)

	// EnterSchemaElement is called when entering the schemaElement production.
	EnterSchemaElement(c *SchemaElementContext)

	// EnterCreateTypeStmt is called when entering the createTypeStmt production.
	EnterCreateTypeStmt(c *CreateTypeStmtContext)

	// EnterCreateMacroStmt is called when entering the createMacroStmt production.
	EnterCreateMacroStmt(c *CreateMacroStmtContext)

	// EnterMacroDefinition is called when entering the macroDefinition production.
	EnterMacroDefinition(c *MacroDefinitionContext)

	// EnterMacroParameter is called when entering the macroParameter production.
	EnterMacroParameter(c *MacroParameterContext)

	// EnterCreateSecretStmt is called when entering the createSecretStmt production.
	EnterCreateSecretStmt(c *CreateSecretStmtContext)

	// EnterGenericOption is called when entering the genericOption production.
	EnterGenericOption(c *GenericOptionContext)

	// EnterAlterTableStmt is called when entering the alterTableStmt production.
	EnterAlterTableStmt(c *AlterTableStmtContext)

	// EnterAlterTableAction is called when entering the alterTableAction production.
	EnterAlterTableAction(c *AlterTableActionContext)

	// EnterAlterTableCommand is called when entering the alterTableCommand production.
	EnterAlterTableCommand(c *AlterTableCommandContext)

	// EnterAlterColumnAction is called when entering the alterColumnAction production.
	EnterAlterColumnAction(c *AlterColumnActionContext)

	// EnterAlterSequenceStmt is called when entering the alterSequenceStmt production.
	EnterAlterSequenceStmt(c *AlterSequenceStmtContext)

	// EnterAlterGenericStmt is called when entering the alterGenericStmt production.
	EnterAlterGenericStmt(c *AlterGenericStmtContext)

	// EnterDropStmt is called when entering the dropStmt production.
	EnterDropStmt(c *DropStmtContext)

	// EnterObjectType is called when entering the objectType production.
	EnterObjectType(c *ObjectTypeContext)

	// EnterDropBehavior is called when entering the dropBehavior production.
	EnterDropBehavior(c *DropBehaviorContext)

	// EnterCommentStmt is called when entering the commentStmt production.
	EnterCommentStmt(c *CommentStmtContext)

	// EnterAttachStmt is called when entering the attachStmt production.
	EnterAttachStmt(c *AttachStmtContext)

	// EnterDetachStmt is called when entering the detachStmt production.
	EnterDetachStmt(c *DetachStmtContext)

	// EnterUseStmt is called when entering the useStmt production.
	EnterUseStmt(c *UseStmtContext)

	// EnterInstallStmt is called when entering the installStmt production.
	EnterInstallStmt(c *InstallStmtContext)

	// EnterLoadStmt is called when entering the loadStmt production.
	EnterLoadStmt(c *LoadStmtContext)

	// EnterUpdateExtensionsStmt is called when entering the updateExtensionsStmt production.
	EnterUpdateExtensionsStmt(c *UpdateExtensionsStmtContext)

	// EnterPragmaStmt is called when entering the pragmaStmt production.
	EnterPragmaStmt(c *PragmaStmtContext)

	// EnterSetStmt is called when entering the setStmt production.
	EnterSetStmt(c *SetStmtContext)

	// EnterSetRest is called when entering the setRest production.
	EnterSetRest(c *SetRestContext)

	// EnterVarName is called when entering the varName production.
	EnterVarName(c *VarNameContext)

	// EnterVarList is called when entering the varList production.
	EnterVarList(c *VarListContext)

	// EnterResetStmt is called when entering the resetStmt production.
	EnterResetStmt(c *ResetStmtContext)

	// EnterShowStmt is called when entering the showStmt production.
	EnterShowStmt(c *ShowStmtContext)

	// EnterExplainStmt is called when entering the explainStmt production.
	EnterExplainStmt(c *ExplainStmtContext)

	// EnterExplainOption is called when entering the explainOption production.
	EnterExplainOption(c *ExplainOptionContext)

	// EnterPrepareStmt is called when entering the prepareStmt production.
	EnterPrepareStmt(c *PrepareStmtContext)

	// EnterExecuteStmt is called when entering the executeStmt production.
	EnterExecuteStmt(c *ExecuteStmtContext)

	// EnterDeallocateStmt is called when entering the deallocateStmt production.
	EnterDeallocateStmt(c *DeallocateStmtContext)

	// EnterCopyStmt is called when entering the copyStmt production.
	EnterCopyStmt(c *CopyStmtContext)

	// EnterCopyTarget is called when entering the copyTarget production.
	EnterCopyTarget(c *CopyTargetContext)

	// EnterCopyOptions is called when entering the copyOptions production.
	EnterCopyOptions(c *CopyOptionsContext)

	// EnterLegacyCopyOption is called when entering the legacyCopyOption production.
	EnterLegacyCopyOption(c *LegacyCopyOptionContext)

	// EnterExportStmt is called when entering the exportStmt production.
	EnterExportStmt(c *ExportStmtContext)

	// EnterImportStmt is called when entering the importStmt production.
	EnterImportStmt(c *ImportStmtContext)

	// EnterTransactionStmt is called when entering the transactionStmt production.
	EnterTransactionStmt(c *TransactionStmtContext)

	// EnterCheckpointStmt is called when entering the checkpointStmt production.
	EnterCheckpointStmt(c *CheckpointStmtContext)

	// EnterVacuumStmt is called when entering the vacuumStmt production.
	EnterVacuumStmt(c *VacuumStmtContext)

	// EnterVacuumOption is called when entering the vacuumOption production.
	EnterVacuumOption(c *VacuumOptionContext)

	// EnterAnalyzeStmt is called when entering the analyzeStmt production.
	EnterAnalyzeStmt(c *AnalyzeStmtContext)

	// EnterCallStmt is called when entering the callStmt production.
	EnterCallStmt(c *CallStmtContext)

	// EnterQualifiedName is called when entering the qualifiedName production.
	EnterQualifiedName(c *QualifiedNameContext)

	// EnterAnyName is called when entering the anyName production.
	EnterAnyName(c *AnyNameContext)

	// EnterNameList is called when entering the nameList production.
	EnterNameList(c *NameListContext)

	// EnterNameOrString is called when entering the nameOrString production.
	EnterNameOrString(c *NameOrStringContext)

	// EnterIdentifier is called when entering the identifier production.
	EnterIdentifier(c *IdentifierContext)

	// EnterBareLabel is called when entering the bareLabel production.
	EnterBareLabel(c *BareLabelContext)

	// EnterColLabel is called when entering the colLabel production.
	EnterColLabel(c *ColLabelContext)

	// EnterAggregateFunction is called when entering the aggregateFunction production.
	EnterAggregateFunction(c *AggregateFunctionContext)

	// EnterWindowFunction is called when entering the windowFunction production.
	EnterWindowFunction(c *WindowFunctionContext)

	// EnterMathFunction is called when entering the mathFunction production.
	EnterMathFunction(c *MathFunctionContext)

	// EnterStringFunction is called when entering the stringFunction production.
	EnterStringFunction(c *StringFunctionContext)

	// EnterRegexFunction is called when entering the regexFunction production.
	EnterRegexFunction(c *RegexFunctionContext)

	// EnterTextSimilarityFunction is called when entering the textSimilarityFunction production.
	EnterTextSimilarityFunction(c *TextSimilarityFunctionContext)

	// EnterBlobFunction is called when entering the blobFunction production.
	EnterBlobFunction(c *BlobFunctionContext)

	// EnterDateTimeFunction is called when entering the dateTimeFunction production.
	EnterDateTimeFunction(c *DateTimeFunctionContext)

	// EnterListFunction is called when entering the listFunction production.
	EnterListFunction(c *ListFunctionContext)

	// EnterArrayFunction is called when entering the arrayFunction production.
	EnterArrayFunction(c *ArrayFunctionContext)

	// EnterStructFunction is called when entering the structFunction production.
	EnterStructFunction(c *StructFunctionContext)

	// EnterMapFunction is called when entering the mapFunction production.
	EnterMapFunction(c *MapFunctionContext)

	// EnterUnionFunction is called when entering the unionFunction production.
	EnterUnionFunction(c *UnionFunctionContext)

	// EnterJsonFunction is called when entering the jsonFunction production.
	EnterJsonFunction(c *JsonFunctionContext)

	// EnterSequenceFunction is called when entering the sequenceFunction production.
	EnterSequenceFunction(c *SequenceFunctionContext)

	// EnterUtilityFunction is called when entering the utilityFunction production.
	EnterUtilityFunction(c *UtilityFunctionContext)

	// EnterTableFunction is called when entering the tableFunction production.
	EnterTableFunction(c *TableFunctionContext)

	// EnterNonReservedKeyword is called when entering the nonReservedKeyword production.
	EnterNonReservedKeyword(c *NonReservedKeywordContext)

	// EnterIdentKeyword is called when entering the identKeyword production.
	EnterIdentKeyword(c *IdentKeywordContext)

	// EnterFuncNameKeyword is called when entering the funcNameKeyword production.
	EnterFuncNameKeyword(c *FuncNameKeywordContext)

	// EnterTypeNameKeyword is called when entering the typeNameKeyword production.
	EnterTypeNameKeyword(c *TypeNameKeywordContext)

	// EnterTypeFuncKeyword is called when entering the typeFuncKeyword production.
	EnterTypeFuncKeyword(c *TypeFuncKeywordContext)

	// EnterReservedKeyword is called when entering the reservedKeyword production.
	EnterReservedKeyword(c *ReservedKeywordContext)

	// ExitRoot is called when exiting the root production.
	ExitRoot(c *RootContext)

	// ExitStmt is called when exiting the stmt production.
	ExitStmt(c *StmtContext)

	// ExitWithStmt is called when exiting the withStmt production.
	ExitWithStmt(c *WithStmtContext)

	// ExitSelectStmt is called when exiting the selectStmt production.
	ExitSelectStmt(c *SelectStmtContext)

	// ExitSelectBody is called when exiting the selectBody production.
	ExitSelectBody(c *SelectBodyContext)

	// ExitSelectSetExpr is called when exiting the selectSetExpr production.
	ExitSelectSetExpr(c *SelectSetExprContext)

	// ExitSelectIntersect is called when exiting the selectIntersect production.
	ExitSelectIntersect(c *SelectIntersectContext)

	// ExitSetQuantifier is called when exiting the setQuantifier production.
	ExitSetQuantifier(c *SetQuantifierContext)

	// ExitSelectPrimary is called when exiting the selectPrimary production.
	ExitSelectPrimary(c *SelectPrimaryContext)

	// ExitSimpleSelect is called when exiting the simpleSelect production.
	ExitSimpleSelect(c *SimpleSelectContext)

	// ExitSelectTail is called when exiting the selectTail production.
	ExitSelectTail(c *SelectTailContext)

	// ExitDistinctClause is called when exiting the distinctClause production.
	ExitDistinctClause(c *DistinctClauseContext)

	// ExitTargetList is called when exiting the targetList production.
	ExitTargetList(c *TargetListContext)

	// ExitTargetElement is called when exiting the targetElement production.
	ExitTargetElement(c *TargetElementContext)

	// ExitIntoClause is called when exiting the intoClause production.
	ExitIntoClause(c *IntoClauseContext)

	// ExitValuesClause is called when exiting the valuesClause production.
	ExitValuesClause(c *ValuesClauseContext)

	// ExitValuesRow is called when exiting the valuesRow production.
	ExitValuesRow(c *ValuesRowContext)

	// ExitWithClause is called when exiting the withClause production.
	ExitWithClause(c *WithClauseContext)

	// ExitCommonTableExpr is called when exiting the commonTableExpr production.
	ExitCommonTableExpr(c *CommonTableExprContext)

	// ExitPreparableStmt is called when exiting the preparableStmt production.
	ExitPreparableStmt(c *PreparableStmtContext)

	// ExitFromClause is called when exiting the fromClause production.
	ExitFromClause(c *FromClauseContext)

	// ExitFromItem is called when exiting the fromItem production.
	ExitFromItem(c *FromItemContext)

	// ExitTableRef is called when exiting the tableRef production.
	ExitTableRef(c *TableRefContext)

	// ExitJoinedTable is called when exiting the joinedTable production.
	ExitJoinedTable(c *JoinedTableContext)

	// ExitFunctionTable is called when exiting the functionTable production.
	ExitFunctionTable(c *FunctionTableContext)

	// ExitAtClause is called when exiting the atClause production.
	ExitAtClause(c *AtClauseContext)

	// ExitTablesampleClause is called when exiting the tablesampleClause production.
	ExitTablesampleClause(c *TablesampleClauseContext)

	// ExitSampleClause is called when exiting the sampleClause production.
	ExitSampleClause(c *SampleClauseContext)

	// ExitSampleEntry is called when exiting the sampleEntry production.
	ExitSampleEntry(c *SampleEntryContext)

	// ExitSampleCount is called when exiting the sampleCount production.
	ExitSampleCount(c *SampleCountContext)

	// ExitJoinPart is called when exiting the joinPart production.
	ExitJoinPart(c *JoinPartContext)

	// ExitJoinType is called when exiting the joinType production.
	ExitJoinType(c *JoinTypeContext)

	// ExitJoinQual is called when exiting the joinQual production.
	ExitJoinQual(c *JoinQualContext)

	// ExitPivotValue is called when exiting the pivotValue production.
	ExitPivotValue(c *PivotValueContext)

	// ExitUnpivotHeader is called when exiting the unpivotHeader production.
	ExitUnpivotHeader(c *UnpivotHeaderContext)

	// ExitUnpivotValue is called when exiting the unpivotValue production.
	ExitUnpivotValue(c *UnpivotValueContext)

	// ExitPivotStmt is called when exiting the pivotStmt production.
	ExitPivotStmt(c *PivotStmtContext)

	// ExitPivotColumn is called when exiting the pivotColumn production.
	ExitPivotColumn(c *PivotColumnContext)

	// ExitPivotGroupNames is called when exiting the pivotGroupNames production.
	ExitPivotGroupNames(c *PivotGroupNamesContext)

	// ExitUnpivotStmt is called when exiting the unpivotStmt production.
	ExitUnpivotStmt(c *UnpivotStmtContext)

	// ExitAliasClause is called when exiting the aliasClause production.
	ExitAliasClause(c *AliasClauseContext)

	// ExitFunctionAliasClause is called when exiting the functionAliasClause production.
	ExitFunctionAliasClause(c *FunctionAliasClauseContext)

	// ExitColumnDefList is called when exiting the columnDefList production.
	ExitColumnDefList(c *ColumnDefListContext)

	// ExitWhereClause is called when exiting the whereClause production.
	ExitWhereClause(c *WhereClauseContext)

	// ExitGroupByClause is called when exiting the groupByClause production.
	ExitGroupByClause(c *GroupByClauseContext)

	// ExitGroupingElement is called when exiting the groupingElement production.
	ExitGroupingElement(c *GroupingElementContext)

	// ExitHavingClause is called when exiting the havingClause production.
	ExitHavingClause(c *HavingClauseContext)

	// ExitWindowClause is called when exiting the windowClause production.
	ExitWindowClause(c *WindowClauseContext)

	// ExitWindowDefinition is called when exiting the windowDefinition production.
	ExitWindowDefinition(c *WindowDefinitionContext)

	// ExitQualifyClause is called when exiting the qualifyClause production.
	ExitQualifyClause(c *QualifyClauseContext)

	// ExitWindowSpec is called when exiting the windowSpec production.
	ExitWindowSpec(c *WindowSpecContext)

	// ExitFrameClause is called when exiting the frameClause production.
	ExitFrameClause(c *FrameClauseContext)

	// ExitFrameBound is called when exiting the frameBound production.
	ExitFrameBound(c *FrameBoundContext)

	// ExitFrameExclusion is called when exiting the frameExclusion production.
	ExitFrameExclusion(c *FrameExclusionContext)

	// ExitOrderByClause is called when exiting the orderByClause production.
	ExitOrderByClause(c *OrderByClauseContext)

	// ExitSortBy is called when exiting the sortBy production.
	ExitSortBy(c *SortByContext)

	// ExitSelectLimit is called when exiting the selectLimit production.
	ExitSelectLimit(c *SelectLimitContext)

	// ExitLimitItem is called when exiting the limitItem production.
	ExitLimitItem(c *LimitItemContext)

	// ExitFetchCount is called when exiting the fetchCount production.
	ExitFetchCount(c *FetchCountContext)

	// ExitForLockingClause is called when exiting the forLockingClause production.
	ExitForLockingClause(c *ForLockingClauseContext)

	// ExitLockStrength is called when exiting the lockStrength production.
	ExitLockStrength(c *LockStrengthContext)

	// ExitInsertStmt is called when exiting the insertStmt production.
	ExitInsertStmt(c *InsertStmtContext)

	// ExitInsertRest is called when exiting the insertRest production.
	ExitInsertRest(c *InsertRestContext)

	// ExitInsertColumn is called when exiting the insertColumn production.
	ExitInsertColumn(c *InsertColumnContext)

	// ExitOnConflictClause is called when exiting the onConflictClause production.
	ExitOnConflictClause(c *OnConflictClauseContext)

	// ExitConflictTarget is called when exiting the conflictTarget production.
	ExitConflictTarget(c *ConflictTargetContext)

	// ExitReturningClause is called when exiting the returningClause production.
	ExitReturningClause(c *ReturningClauseContext)

	// ExitUpdateStmt is called when exiting the updateStmt production.
	ExitUpdateStmt(c *UpdateStmtContext)

	// ExitSetClauseList is called when exiting the setClauseList production.
	ExitSetClauseList(c *SetClauseListContext)

	// ExitSetClause is called when exiting the setClause production.
	ExitSetClause(c *SetClauseContext)

	// ExitDeleteStmt is called when exiting the deleteStmt production.
	ExitDeleteStmt(c *DeleteStmtContext)

	// ExitTruncateStmt is called when exiting the truncateStmt production.
	ExitTruncateStmt(c *TruncateStmtContext)

	// ExitMergeStmt is called when exiting the mergeStmt production.
	ExitMergeStmt(c *MergeStmtContext)

	// ExitMergeWhenClause is called when exiting the mergeWhenClause production.
	ExitMergeWhenClause(c *MergeWhenClauseContext)

	// ExitMergeAction is called when exiting the mergeAction production.
	ExitMergeAction(c *MergeActionContext)

	// ExitExpr is called when exiting the expr production.
	ExitExpr(c *ExprContext)

	// ExitBExpr is called when exiting the bExpr production.
	ExitBExpr(c *BExprContext)

	// ExitInTarget is called when exiting the inTarget production.
	ExitInTarget(c *InTargetContext)

	// ExitIsPredicate is called when exiting the isPredicate production.
	ExitIsPredicate(c *IsPredicateContext)

	// ExitComparisonOperator is called when exiting the comparisonOperator production.
	ExitComparisonOperator(c *ComparisonOperatorContext)

	// ExitQualOperator is called when exiting the qualOperator production.
	ExitQualOperator(c *QualOperatorContext)

	// ExitAnyOperator is called when exiting the anyOperator production.
	ExitAnyOperator(c *AnyOperatorContext)

	// ExitSubqueryOperator is called when exiting the subqueryOperator production.
	ExitSubqueryOperator(c *SubqueryOperatorContext)

	// ExitIndirectionElement is called when exiting the indirectionElement production.
	ExitIndirectionElement(c *IndirectionElementContext)

	// ExitPrimaryExpr is called when exiting the primaryExpr production.
	ExitPrimaryExpr(c *PrimaryExprContext)

	// ExitStarModifier is called when exiting the starModifier production.
	ExitStarModifier(c *StarModifierContext)

	// ExitStarName is called when exiting the starName production.
	ExitStarName(c *StarNameContext)

	// ExitReplaceItem is called when exiting the replaceItem production.
	ExitReplaceItem(c *ReplaceItemContext)

	// ExitRenameItem is called when exiting the renameItem production.
	ExitRenameItem(c *RenameItemContext)

	// ExitParameter is called when exiting the parameter production.
	ExitParameter(c *ParameterContext)

	// ExitColumnRef is called when exiting the columnRef production.
	ExitColumnRef(c *ColumnRefContext)

	// ExitListLiteral is called when exiting the listLiteral production.
	ExitListLiteral(c *ListLiteralContext)

	// ExitListComprehension is called when exiting the listComprehension production.
	ExitListComprehension(c *ListComprehensionContext)

	// ExitStructLiteral is called when exiting the structLiteral production.
	ExitStructLiteral(c *StructLiteralContext)

	// ExitStructEntry is called when exiting the structEntry production.
	ExitStructEntry(c *StructEntryContext)

	// ExitMapEntry is called when exiting the mapEntry production.
	ExitMapEntry(c *MapEntryContext)

	// ExitCaseExpr is called when exiting the caseExpr production.
	ExitCaseExpr(c *CaseExprContext)

	// ExitTypedLiteral is called when exiting the typedLiteral production.
	ExitTypedLiteral(c *TypedLiteralContext)

	// ExitLiteralType is called when exiting the literalType production.
	ExitLiteralType(c *LiteralTypeContext)

	// ExitConstant is called when exiting the constant production.
	ExitConstant(c *ConstantContext)

	// ExitStringConst is called when exiting the stringConst production.
	ExitStringConst(c *StringConstContext)

	// ExitSignedNumber is called when exiting the signedNumber production.
	ExitSignedNumber(c *SignedNumberContext)

	// ExitExprList is called when exiting the exprList production.
	ExitExprList(c *ExprListContext)

	// ExitFunctionCall is called when exiting the functionCall production.
	ExitFunctionCall(c *FunctionCallContext)

	// ExitFunctionApplication is called when exiting the functionApplication production.
	ExitFunctionApplication(c *FunctionApplicationContext)

	// ExitSpecialFunction is called when exiting the specialFunction production.
	ExitSpecialFunction(c *SpecialFunctionContext)

	// ExitSubstringFrom is called when exiting the substringFrom production.
	ExitSubstringFrom(c *SubstringFromContext)

	// ExitExtractField is called when exiting the extractField production.
	ExitExtractField(c *ExtractFieldContext)

	// ExitGenericFunction is called when exiting the genericFunction production.
	ExitGenericFunction(c *GenericFunctionContext)

	// ExitFuncName is called when exiting the funcName production.
	ExitFuncName(c *FuncNameContext)

	// ExitGenericFuncIdentifier is called when exiting the genericFuncIdentifier production.
	ExitGenericFuncIdentifier(c *GenericFuncIdentifierContext)

	// ExitCallArgs is called when exiting the callArgs production.
	ExitCallArgs(c *CallArgsContext)

	// ExitAggregateArgs is called when exiting the aggregateArgs production.
	ExitAggregateArgs(c *AggregateArgsContext)

	// ExitNullTreatment is called when exiting the nullTreatment production.
	ExitNullTreatment(c *NullTreatmentContext)

	// ExitFunctionArgs is called when exiting the functionArgs production.
	ExitFunctionArgs(c *FunctionArgsContext)

	// ExitFunctionArg is called when exiting the functionArg production.
	ExitFunctionArg(c *FunctionArgContext)

	// ExitWithinGroupClause is called when exiting the withinGroupClause production.
	ExitWithinGroupClause(c *WithinGroupClauseContext)

	// ExitFilterClause is called when exiting the filterClause production.
	ExitFilterClause(c *FilterClauseContext)

	// ExitOverClause is called when exiting the overClause production.
	ExitOverClause(c *OverClauseContext)

	// ExitTypeName is called when exiting the typeName production.
	ExitTypeName(c *TypeNameContext)

	// ExitArrayBounds is called when exiting the arrayBounds production.
	ExitArrayBounds(c *ArrayBoundsContext)

	// ExitSimpleTypeName is called when exiting the simpleTypeName production.
	ExitSimpleTypeName(c *SimpleTypeNameContext)

	// ExitColumnTypeList is called when exiting the columnTypeList production.
	ExitColumnTypeList(c *ColumnTypeListContext)

	// ExitNumericType is called when exiting the numericType production.
	ExitNumericType(c *NumericTypeContext)

	// ExitBitType is called when exiting the bitType production.
	ExitBitType(c *BitTypeContext)

	// ExitCharacterType is called when exiting the characterType production.
	ExitCharacterType(c *CharacterTypeContext)

	// ExitDateTimeType is called when exiting the dateTimeType production.
	ExitDateTimeType(c *DateTimeTypeContext)

	// ExitGenericType is called when exiting the genericType production.
	ExitGenericType(c *GenericTypeContext)

	// ExitTypeIdentifier is called when exiting the typeIdentifier production.
	ExitTypeIdentifier(c *TypeIdentifierContext)

	// ExitIntervalQualifier is called when exiting the intervalQualifier production.
	ExitIntervalQualifier(c *IntervalQualifierContext)

	// ExitIntervalUnit is called when exiting the intervalUnit production.
	ExitIntervalUnit(c *IntervalUnitContext)

	// ExitTempOption is called when exiting the tempOption production.
	ExitTempOption(c *TempOptionContext)

	// ExitCreateTableStmt is called when exiting the createTableStmt production.
	ExitCreateTableStmt(c *CreateTableStmtContext)

	// ExitCreateTableRest is called when exiting the createTableRest production.
	ExitCreateTableRest(c *CreateTableRestContext)

	// ExitPartitionSortedOption is called when exiting the partitionSortedOption production.
	ExitPartitionSortedOption(c *PartitionSortedOptionContext)

	// ExitOnCommitAction is called when exiting the onCommitAction production.
	ExitOnCommitAction(c *OnCommitActionContext)

	// ExitTableElement is called when exiting the tableElement production.
	ExitTableElement(c *TableElementContext)

	// ExitColumnDefinition is called when exiting the columnDefinition production.
	ExitColumnDefinition(c *ColumnDefinitionContext)

	// ExitGeneratedColumn is called when exiting the generatedColumn production.
	ExitGeneratedColumn(c *GeneratedColumnContext)

	// ExitColumnConstraint is called when exiting the columnConstraint production.
	ExitColumnConstraint(c *ColumnConstraintContext)

	// ExitColumnConstraintBody is called when exiting the columnConstraintBody production.
	ExitColumnConstraintBody(c *ColumnConstraintBodyContext)

	// ExitConstraintAttribute is called when exiting the constraintAttribute production.
	ExitConstraintAttribute(c *ConstraintAttributeContext)

	// ExitTableConstraint is called when exiting the tableConstraint production.
	ExitTableConstraint(c *TableConstraintContext)

	// ExitTableConstraintBody is called when exiting the tableConstraintBody production.
	ExitTableConstraintBody(c *TableConstraintBodyContext)

	// ExitReferentialActions is called when exiting the referentialActions production.
	ExitReferentialActions(c *ReferentialActionsContext)

	// ExitReferentialAction is called when exiting the referentialAction production.
	ExitReferentialAction(c *ReferentialActionContext)

	// ExitWithOptions is called when exiting the withOptions production.
	ExitWithOptions(c *WithOptionsContext)

	// ExitRelOptions is called when exiting the relOptions production.
	ExitRelOptions(c *RelOptionsContext)

	// ExitRelOption is called when exiting the relOption production.
	ExitRelOption(c *RelOptionContext)

	// ExitCreateViewStmt is called when exiting the createViewStmt production.
	ExitCreateViewStmt(c *CreateViewStmtContext)

	// ExitCreateIndexStmt is called when exiting the createIndexStmt production.
	ExitCreateIndexStmt(c *CreateIndexStmtContext)

	// ExitIndexElement is called when exiting the indexElement production.
	ExitIndexElement(c *IndexElementContext)

	// ExitCreateSequenceStmt is called when exiting the createSequenceStmt production.
	ExitCreateSequenceStmt(c *CreateSequenceStmtContext)

	// ExitSequenceOption is called when exiting the sequenceOption production.
	ExitSequenceOption(c *SequenceOptionContext)

	// ExitCreateSchemaStmt is called when exiting the createSchemaStmt production.
	ExitCreateSchemaStmt(c *CreateSchemaStmtContext)

	// ExitSchemaElement is called when exiting the schemaElement production.
	ExitSchemaElement(c *SchemaElementContext)

	// ExitCreateTypeStmt is called when exiting the createTypeStmt production.
	ExitCreateTypeStmt(c *CreateTypeStmtContext)

	// ExitCreateMacroStmt is called when exiting the createMacroStmt production.
	ExitCreateMacroStmt(c *CreateMacroStmtContext)

	// ExitMacroDefinition is called when exiting the macroDefinition production.
	ExitMacroDefinition(c *MacroDefinitionContext)

	// ExitMacroParameter is called when exiting the macroParameter production.
	ExitMacroParameter(c *MacroParameterContext)

	// ExitCreateSecretStmt is called when exiting the createSecretStmt production.
	ExitCreateSecretStmt(c *CreateSecretStmtContext)

	// ExitGenericOption is called when exiting the genericOption production.
	ExitGenericOption(c *GenericOptionContext)

	// ExitAlterTableStmt is called when exiting the alterTableStmt production.
	ExitAlterTableStmt(c *AlterTableStmtContext)

	// ExitAlterTableAction is called when exiting the alterTableAction production.
	ExitAlterTableAction(c *AlterTableActionContext)

	// ExitAlterTableCommand is called when exiting the alterTableCommand production.
	ExitAlterTableCommand(c *AlterTableCommandContext)

	// ExitAlterColumnAction is called when exiting the alterColumnAction production.
	ExitAlterColumnAction(c *AlterColumnActionContext)

	// ExitAlterSequenceStmt is called when exiting the alterSequenceStmt production.
	ExitAlterSequenceStmt(c *AlterSequenceStmtContext)

	// ExitAlterGenericStmt is called when exiting the alterGenericStmt production.
	ExitAlterGenericStmt(c *AlterGenericStmtContext)

	// ExitDropStmt is called when exiting the dropStmt production.
	ExitDropStmt(c *DropStmtContext)

	// ExitObjectType is called when exiting the objectType production.
	ExitObjectType(c *ObjectTypeContext)

	// ExitDropBehavior is called when exiting the dropBehavior production.
	ExitDropBehavior(c *DropBehaviorContext)

	// ExitCommentStmt is called when exiting the commentStmt production.
	ExitCommentStmt(c *CommentStmtContext)

	// ExitAttachStmt is called when exiting the attachStmt production.
	ExitAttachStmt(c *AttachStmtContext)

	// ExitDetachStmt is called when exiting the detachStmt production.
	ExitDetachStmt(c *DetachStmtContext)

	// ExitUseStmt is called when exiting the useStmt production.
	ExitUseStmt(c *UseStmtContext)

	// ExitInstallStmt is called when exiting the installStmt production.
	ExitInstallStmt(c *InstallStmtContext)

	// ExitLoadStmt is called when exiting the loadStmt production.
	ExitLoadStmt(c *LoadStmtContext)

	// ExitUpdateExtensionsStmt is called when exiting the updateExtensionsStmt production.
	ExitUpdateExtensionsStmt(c *UpdateExtensionsStmtContext)

	// ExitPragmaStmt is called when exiting the pragmaStmt production.
	ExitPragmaStmt(c *PragmaStmtContext)

	// ExitSetStmt is called when exiting the setStmt production.
	ExitSetStmt(c *SetStmtContext)

	// ExitSetRest is called when exiting the setRest production.
	ExitSetRest(c *SetRestContext)

	// ExitVarName is called when exiting the varName production.
	ExitVarName(c *VarNameContext)

	// ExitVarList is called when exiting the varList production.
	ExitVarList(c *VarListContext)

	// ExitResetStmt is called when exiting the resetStmt production.
	ExitResetStmt(c *ResetStmtContext)

	// ExitShowStmt is called when exiting the showStmt production.
	ExitShowStmt(c *ShowStmtContext)

	// ExitExplainStmt is called when exiting the explainStmt production.
	ExitExplainStmt(c *ExplainStmtContext)

	// ExitExplainOption is called when exiting the explainOption production.
	ExitExplainOption(c *ExplainOptionContext)

	// ExitPrepareStmt is called when exiting the prepareStmt production.
	ExitPrepareStmt(c *PrepareStmtContext)

	// ExitExecuteStmt is called when exiting the executeStmt production.
	ExitExecuteStmt(c *ExecuteStmtContext)

	// ExitDeallocateStmt is called when exiting the deallocateStmt production.
	ExitDeallocateStmt(c *DeallocateStmtContext)

	// ExitCopyStmt is called when exiting the copyStmt production.
	ExitCopyStmt(c *CopyStmtContext)

	// ExitCopyTarget is called when exiting the copyTarget production.
	ExitCopyTarget(c *CopyTargetContext)

	// ExitCopyOptions is called when exiting the copyOptions production.
	ExitCopyOptions(c *CopyOptionsContext)

	// ExitLegacyCopyOption is called when exiting the legacyCopyOption production.
	ExitLegacyCopyOption(c *LegacyCopyOptionContext)

	// ExitExportStmt is called when exiting the exportStmt production.
	ExitExportStmt(c *ExportStmtContext)

	// ExitImportStmt is called when exiting the importStmt production.
	ExitImportStmt(c *ImportStmtContext)

	// ExitTransactionStmt is called when exiting the transactionStmt production.
	ExitTransactionStmt(c *TransactionStmtContext)

	// ExitCheckpointStmt is called when exiting the checkpointStmt production.
	ExitCheckpointStmt(c *CheckpointStmtContext)

	// ExitVacuumStmt is called when exiting the vacuumStmt production.
	ExitVacuumStmt(c *VacuumStmtContext)

	// ExitVacuumOption is called when exiting the vacuumOption production.
	ExitVacuumOption(c *VacuumOptionContext)

	// ExitAnalyzeStmt is called when exiting the analyzeStmt production.
	ExitAnalyzeStmt(c *AnalyzeStmtContext)

	// ExitCallStmt is called when exiting the callStmt production.
	ExitCallStmt(c *CallStmtContext)

	// ExitQualifiedName is called when exiting the qualifiedName production.
	ExitQualifiedName(c *QualifiedNameContext)

	// ExitAnyName is called when exiting the anyName production.
	ExitAnyName(c *AnyNameContext)

	// ExitNameList is called when exiting the nameList production.
	ExitNameList(c *NameListContext)

	// ExitNameOrString is called when exiting the nameOrString production.
	ExitNameOrString(c *NameOrStringContext)

	// ExitIdentifier is called when exiting the identifier production.
	ExitIdentifier(c *IdentifierContext)

	// ExitBareLabel is called when exiting the bareLabel production.
	ExitBareLabel(c *BareLabelContext)

	// ExitColLabel is called when exiting the colLabel production.
	ExitColLabel(c *ColLabelContext)

	// ExitAggregateFunction is called when exiting the aggregateFunction production.
	ExitAggregateFunction(c *AggregateFunctionContext)

	// ExitWindowFunction is called when exiting the windowFunction production.
	ExitWindowFunction(c *WindowFunctionContext)

	// ExitMathFunction is called when exiting the mathFunction production.
	ExitMathFunction(c *MathFunctionContext)

	// ExitStringFunction is called when exiting the stringFunction production.
	ExitStringFunction(c *StringFunctionContext)

	// ExitRegexFunction is called when exiting the regexFunction production.
	ExitRegexFunction(c *RegexFunctionContext)

	// ExitTextSimilarityFunction is called when exiting the textSimilarityFunction production.
	ExitTextSimilarityFunction(c *TextSimilarityFunctionContext)

	// ExitBlobFunction is called when exiting the blobFunction production.
	ExitBlobFunction(c *BlobFunctionContext)

	// ExitDateTimeFunction is called when exiting the dateTimeFunction production.
	ExitDateTimeFunction(c *DateTimeFunctionContext)

	// ExitListFunction is called when exiting the listFunction production.
	ExitListFunction(c *ListFunctionContext)

	// ExitArrayFunction is called when exiting the arrayFunction production.
	ExitArrayFunction(c *ArrayFunctionContext)

	// ExitStructFunction is called when exiting the structFunction production.
	ExitStructFunction(c *StructFunctionContext)

	// ExitMapFunction is called when exiting the mapFunction production.
	ExitMapFunction(c *MapFunctionContext)

	// ExitUnionFunction is called when exiting the unionFunction production.
	ExitUnionFunction(c *UnionFunctionContext)

	// ExitJsonFunction is called when exiting the jsonFunction production.
	ExitJsonFunction(c *JsonFunctionContext)

	// ExitSequenceFunction is called when exiting the sequenceFunction production.
	ExitSequenceFunction(c *SequenceFunctionContext)

	// ExitUtilityFunction is called when exiting the utilityFunction production.
	ExitUtilityFunction(c *UtilityFunctionContext)

	// ExitTableFunction is called when exiting the tableFunction production.
	ExitTableFunction(c *TableFunctionContext)

	// ExitNonReservedKeyword is called when exiting the nonReservedKeyword production.
	ExitNonReservedKeyword(c *NonReservedKeywordContext)

	// ExitIdentKeyword is called when exiting the identKeyword production.
	ExitIdentKeyword(c *IdentKeywordContext)

	// ExitFuncNameKeyword is called when exiting the funcNameKeyword production.
	ExitFuncNameKeyword(c *FuncNameKeywordContext)

	// ExitTypeNameKeyword is called when exiting the typeNameKeyword production.
	ExitTypeNameKeyword(c *TypeNameKeywordContext)

	// ExitTypeFuncKeyword is called when exiting the typeFuncKeyword production.
	ExitTypeFuncKeyword(c *TypeFuncKeywordContext)

	// ExitReservedKeyword is called when exiting the reservedKeyword production.
	ExitReservedKeyword(c *ReservedKeywordContext)
}
