package postgres // PostgresParser
import "github.com/antlr4-go/antlr/v4"

// PostgresParserListener is a complete listener for a parse tree produced by PostgresParser.
type PostgresParserListener interface {
	antlr.ParseTreeListener

	// EnterRoot is called when entering the root production.
	EnterRoot(c *RootContext)

	// EnterStmt is called when entering the stmt production.
	EnterStmt(c *StmtContext)

	// EnterSelectStmt is called when entering the selectStmt production.
	EnterSelectStmt(c *SelectStmtContext)

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

	// EnterExprOrDefault is called when entering the exprOrDefault production.
	EnterExprOrDefault(c *ExprOrDefaultContext)

	// EnterWithClause is called when entering the withClause production.
	EnterWithClause(c *WithClauseContext)

	// EnterCommonTableExpr is called when entering the commonTableExpr production.
	EnterCommonTableExpr(c *CommonTableExprContext)

	// EnterSearchClause is called when entering the searchClause production.
	EnterSearchClause(c *SearchClauseContext)

	// EnterCycleClause is called when entering the cycleClause production.
	EnterCycleClause(c *CycleClauseContext)

	// EnterPreparableStmt is called when entering the preparableStmt production.
	EnterPreparableStmt(c *PreparableStmtContext)

	// EnterFromClause is called when entering the fromClause production.
	EnterFromClause(c *FromClauseContext)

	// EnterAsOfSystemTime is called when entering the asOfSystemTime production.
	EnterAsOfSystemTime(c *AsOfSystemTimeContext)

	// EnterFromItem is called when entering the fromItem production.
	EnterFromItem(c *FromItemContext)

	// EnterTableRef is called when entering the tableRef production.
	EnterTableRef(c *TableRefContext)

	// EnterFunctionTable is called when entering the functionTable production.
	EnterFunctionTable(c *FunctionTableContext)

	// EnterTablesampleClause is called when entering the tablesampleClause production.
	EnterTablesampleClause(c *TablesampleClauseContext)

	// EnterJoinPart is called when entering the joinPart production.
	EnterJoinPart(c *JoinPartContext)

	// EnterJoinType is called when entering the joinType production.
	EnterJoinType(c *JoinTypeContext)

	// EnterJoinQual is called when entering the joinQual production.
	EnterJoinQual(c *JoinQualContext)

	// EnterAliasClause is called when entering the aliasClause production.
	EnterAliasClause(c *AliasClauseContext)

	// EnterFunctionAliasClause is called when entering the functionAliasClause production.
	EnterFunctionAliasClause(c *FunctionAliasClauseContext)

	// EnterColumnDefList is called when entering the columnDefList production.
	EnterColumnDefList(c *ColumnDefListContext)

	// EnterWhereClause is called when entering the whereClause production.
	EnterWhereClause(c *WhereClauseContext)

	// EnterWhereOrCurrentClause is called when entering the whereOrCurrentClause production.
	EnterWhereOrCurrentClause(c *WhereOrCurrentClauseContext)

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

	// EnterUpsertStmt is called when entering the upsertStmt production.
	EnterUpsertStmt(c *UpsertStmtContext)

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

	// EnterIsPredicate is called when entering the isPredicate production.
	EnterIsPredicate(c *IsPredicateContext)

	// EnterNormalForm is called when entering the normalForm production.
	EnterNormalForm(c *NormalFormContext)

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

	// EnterColumnRef is called when entering the columnRef production.
	EnterColumnRef(c *ColumnRefContext)

	// EnterArrayLiteral is called when entering the arrayLiteral production.
	EnterArrayLiteral(c *ArrayLiteralContext)

	// EnterCaseExpr is called when entering the caseExpr production.
	EnterCaseExpr(c *CaseExprContext)

	// EnterTypedLiteral is called when entering the typedLiteral production.
	EnterTypedLiteral(c *TypedLiteralContext)

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

	// EnterDateTimeFunction is called when entering the dateTimeFunction production.
	EnterDateTimeFunction(c *DateTimeFunctionContext)

	// EnterStringFunction is called when entering the stringFunction production.
	EnterStringFunction(c *StringFunctionContext)

	// EnterMathFunction is called when entering the mathFunction production.
	EnterMathFunction(c *MathFunctionContext)

	// EnterJsonFunction is called when entering the jsonFunction production.
	EnterJsonFunction(c *JsonFunctionContext)

	// EnterJsonKeyValue is called when entering the jsonKeyValue production.
	EnterJsonKeyValue(c *JsonKeyValueContext)

	// EnterJsonConstructorOptions is called when entering the jsonConstructorOptions production.
	EnterJsonConstructorOptions(c *JsonConstructorOptionsContext)

	// EnterAggregateFunction is called when entering the aggregateFunction production.
	EnterAggregateFunction(c *AggregateFunctionContext)

	// EnterWindowFunction is called when entering the windowFunction production.
	EnterWindowFunction(c *WindowFunctionContext)

	// EnterSequenceFunction is called when entering the sequenceFunction production.
	EnterSequenceFunction(c *SequenceFunctionContext)

	// EnterArrayFunction is called when entering the arrayFunction production.
	EnterArrayFunction(c *ArrayFunctionContext)

	// EnterXmlFunction is called when entering the xmlFunction production.
	EnterXmlFunction(c *XmlFunctionContext)

	// EnterXmlElementArgument is called when entering the xmlElementArgument production.
	EnterXmlElementArgument(c *XmlElementArgumentContext)

	// EnterXmlAttribute is called when entering the xmlAttribute production.
	EnterXmlAttribute(c *XmlAttributeContext)

	// EnterGenericFunction is called when entering the genericFunction production.
	EnterGenericFunction(c *GenericFunctionContext)

	// EnterFuncName is called when entering the funcName production.
	EnterFuncName(c *FuncNameContext)

	// EnterGenericFuncIdentifier is called when entering the genericFuncIdentifier production.
	EnterGenericFuncIdentifier(c *GenericFuncIdentifierContext)

	// EnterAggregateArgs is called when entering the aggregateArgs production.
	EnterAggregateArgs(c *AggregateArgsContext)

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

	// EnterIntervalSecond is called when entering the intervalSecond production.
	EnterIntervalSecond(c *IntervalSecondContext)

	// EnterCreateTableStmt is called when entering the createTableStmt production.
	EnterCreateTableStmt(c *CreateTableStmtContext)

	// EnterCreateTableRest is called when entering the createTableRest production.
	EnterCreateTableRest(c *CreateTableRestContext)

	// EnterTableOptions is called when entering the tableOptions production.
	EnterTableOptions(c *TableOptionsContext)

	// EnterOnCommitAction is called when entering the onCommitAction production.
	EnterOnCommitAction(c *OnCommitActionContext)

	// EnterTempOption is called when entering the tempOption production.
	EnterTempOption(c *TempOptionContext)

	// EnterTableElement is called when entering the tableElement production.
	EnterTableElement(c *TableElementContext)

	// EnterColumnDefinition is called when entering the columnDefinition production.
	EnterColumnDefinition(c *ColumnDefinitionContext)

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

	// EnterExcludeElement is called when entering the excludeElement production.
	EnterExcludeElement(c *ExcludeElementContext)

	// EnterIndexParameters is called when entering the indexParameters production.
	EnterIndexParameters(c *IndexParametersContext)

	// EnterReferentialActions is called when entering the referentialActions production.
	EnterReferentialActions(c *ReferentialActionsContext)

	// EnterReferentialAction is called when entering the referentialAction production.
	EnterReferentialAction(c *ReferentialActionContext)

	// EnterPartitionByClause is called when entering the partitionByClause production.
	EnterPartitionByClause(c *PartitionByClauseContext)

	// EnterPartitionElement is called when entering the partitionElement production.
	EnterPartitionElement(c *PartitionElementContext)

	// EnterPartitionBound is called when entering the partitionBound production.
	EnterPartitionBound(c *PartitionBoundContext)

	// EnterWithOptions is called when entering the withOptions production.
	EnterWithOptions(c *WithOptionsContext)

	// EnterRelOptions is called when entering the relOptions production.
	EnterRelOptions(c *RelOptionsContext)

	// EnterRelOption is called when entering the relOption production.
	EnterRelOption(c *RelOptionContext)

	// EnterDefinitionArg is called when entering the definitionArg production.
	EnterDefinitionArg(c *DefinitionArgContext)

	// EnterCreateViewStmt is called when entering the createViewStmt production.
	EnterCreateViewStmt(c *CreateViewStmtContext)

	// EnterCreateMaterializedViewStmt is called when entering the createMaterializedViewStmt production.
	EnterCreateMaterializedViewStmt(c *CreateMaterializedViewStmtContext)

	// EnterCreateIndexStmt is called when entering the createIndexStmt production.
	EnterCreateIndexStmt(c *CreateIndexStmtContext)

	// EnterIndexElement is called when entering the indexElement production.
	EnterIndexElement(c *IndexElementContext)

	// EnterCreateSequenceStmt is called when entering the createSequenceStmt production.
	EnterCreateSequenceStmt(c *CreateSequenceStmtContext)

	// EnterAlterSequenceStmt is called when entering the alterSequenceStmt production.
	EnterAlterSequenceStmt(c *AlterSequenceStmtContext)

	// EnterSequenceOption is called when entering the sequenceOption production.
	EnterSequenceOption(c *SequenceOptionContext)

	// EnterAlterOwnerOrName is called when entering the alterOwnerOrName production.
	EnterAlterOwnerOrName(c *AlterOwnerOrNameContext)

	// EnterCreateSchemaStmt is called when entering the createSchemaStmt production.
	EnterCreateSchemaStmt(c *CreateSchemaStmtContext)

	// EnterSchemaElement is called when entering the schemaElement production.
	EnterSchemaElement(c *SchemaElementContext)

	// EnterCreateTypeStmt is called when entering the createTypeStmt production.
	EnterCreateTypeStmt(c *CreateTypeStmtContext)

	// EnterCreateDomainStmt is called when entering the createDomainStmt production.
	EnterCreateDomainStmt(c *CreateDomainStmtContext)

	// EnterDomainConstraint is called when entering the domainConstraint production.
	EnterDomainConstraint(c *DomainConstraintContext)

	// EnterCreateFunctionStmt is called when entering the createFunctionStmt production.
	EnterCreateFunctionStmt(c *CreateFunctionStmtContext)

	// EnterFunctionParameter is called when entering the functionParameter production.
	EnterFunctionParameter(c *FunctionParameterContext)

	// EnterParameterMode is called when entering the parameterMode production.
	EnterParameterMode(c *ParameterModeContext)

	// EnterFunctionOption is called when entering the functionOption production.
	EnterFunctionOption(c *FunctionOptionContext)

	// EnterCreateTriggerStmt is called when entering the createTriggerStmt production.
	EnterCreateTriggerStmt(c *CreateTriggerStmtContext)

	// EnterTriggerEvent is called when entering the triggerEvent production.
	EnterTriggerEvent(c *TriggerEventContext)

	// EnterTriggerArg is called when entering the triggerArg production.
	EnterTriggerArg(c *TriggerArgContext)

	// EnterCreateExtensionStmt is called when entering the createExtensionStmt production.
	EnterCreateExtensionStmt(c *CreateExtensionStmtContext)

	// EnterCreateRoleStmt is called when entering the createRoleStmt production.
	EnterCreateRoleStmt(c *CreateRoleStmtContext)

	// EnterRoleOption is called when entering the roleOption production.
	EnterRoleOption(c *RoleOptionContext)

	// EnterCreateDatabaseStmt is called when entering the createDatabaseStmt production.
	EnterCreateDatabaseStmt(c *CreateDatabaseStmtContext)

	// EnterAlterTableStmt is called when entering the alterTableStmt production.
	EnterAlterTableStmt(c *AlterTableStmtContext)

	// EnterAlterTableAction is called when entering the alterTableAction production.
	EnterAlterTableAction(c *AlterTableActionContext)

	// EnterAlterTableCommand is called when entering the alterTableCommand production.
	EnterAlterTableCommand(c *AlterTableCommandContext)

	// EnterAlterColumnAction is called when entering the alterColumnAction production.
	EnterAlterColumnAction(c *AlterColumnActionContext)

	// EnterAlterGenericStmt is called when entering the alterGenericStmt production.
	EnterAlterGenericStmt(c *AlterGenericStmtContext)

	// EnterObjectType is called when entering the objectType production.
	EnterObjectType(c *ObjectTypeContext)

	// EnterDropStmt is called when entering the dropStmt production.
	EnterDropStmt(c *DropStmtContext)

	// EnterFunctionSignature is called when entering the functionSignature production.
	EnterFunctionSignature(c *FunctionSignatureContext)

	// EnterDropBehavior is called when entering the dropBehavior production.
	EnterDropBehavior(c *DropBehaviorContext)

	// EnterDefinition is called when entering the definition production.
	EnterDefinition(c *DefinitionContext)

	// EnterDefinitionElement is called when entering the definitionElement production.
	EnterDefinitionElement(c *DefinitionElementContext)

	// EnterOperatorName is called when entering the operatorName production.
	EnterOperatorName(c *OperatorNameContext)

	// EnterOperatorArgTypes is called when entering the operatorArgTypes production.
	EnterOperatorArgTypes(c *OperatorArgTypesContext)

	// EnterCreateAggregateStmt is called when entering the createAggregateStmt production.
	EnterCreateAggregateStmt(c *CreateAggregateStmtContext)

	// EnterAggregateSignature is called when entering the aggregateSignature production.
	EnterAggregateSignature(c *AggregateSignatureContext)

	// EnterCreateOperatorStmt is called when entering the createOperatorStmt production.
	EnterCreateOperatorStmt(c *CreateOperatorStmtContext)

	// EnterOperatorClassItem is called when entering the operatorClassItem production.
	EnterOperatorClassItem(c *OperatorClassItemContext)

	// EnterAlterOperatorStmt is called when entering the alterOperatorStmt production.
	EnterAlterOperatorStmt(c *AlterOperatorStmtContext)

	// EnterOperatorClassDrop is called when entering the operatorClassDrop production.
	EnterOperatorClassDrop(c *OperatorClassDropContext)

	// EnterCreateRuleStmt is called when entering the createRuleStmt production.
	EnterCreateRuleStmt(c *CreateRuleStmtContext)

	// EnterRuleActions is called when entering the ruleActions production.
	EnterRuleActions(c *RuleActionsContext)

	// EnterRuleAction is called when entering the ruleAction production.
	EnterRuleAction(c *RuleActionContext)

	// EnterCreateCastStmt is called when entering the createCastStmt production.
	EnterCreateCastStmt(c *CreateCastStmtContext)

	// EnterCreatePolicyStmt is called when entering the createPolicyStmt production.
	EnterCreatePolicyStmt(c *CreatePolicyStmtContext)

	// EnterAlterPolicyStmt is called when entering the alterPolicyStmt production.
	EnterAlterPolicyStmt(c *AlterPolicyStmtContext)

	// EnterCreateStatisticsStmt is called when entering the createStatisticsStmt production.
	EnterCreateStatisticsStmt(c *CreateStatisticsStmtContext)

	// EnterCreateTextSearchStmt is called when entering the createTextSearchStmt production.
	EnterCreateTextSearchStmt(c *CreateTextSearchStmtContext)

	// EnterCreateEventTriggerStmt is called when entering the createEventTriggerStmt production.
	EnterCreateEventTriggerStmt(c *CreateEventTriggerStmtContext)

	// EnterEventTriggerFilter is called when entering the eventTriggerFilter production.
	EnterEventTriggerFilter(c *EventTriggerFilterContext)

	// EnterCreateCollationStmt is called when entering the createCollationStmt production.
	EnterCreateCollationStmt(c *CreateCollationStmtContext)

	// EnterCreateConversionStmt is called when entering the createConversionStmt production.
	EnterCreateConversionStmt(c *CreateConversionStmtContext)

	// EnterCreateAccessMethodStmt is called when entering the createAccessMethodStmt production.
	EnterCreateAccessMethodStmt(c *CreateAccessMethodStmtContext)

	// EnterGenericOptions is called when entering the genericOptions production.
	EnterGenericOptions(c *GenericOptionsContext)

	// EnterGenericOption is called when entering the genericOption production.
	EnterGenericOption(c *GenericOptionContext)

	// EnterCreateForeignTableStmt is called when entering the createForeignTableStmt production.
	EnterCreateForeignTableStmt(c *CreateForeignTableStmtContext)

	// EnterForeignDataWrapperOption is called when entering the foreignDataWrapperOption production.
	EnterForeignDataWrapperOption(c *ForeignDataWrapperOptionContext)

	// EnterCreateForeignDataWrapperStmt is called when entering the createForeignDataWrapperStmt production.
	EnterCreateForeignDataWrapperStmt(c *CreateForeignDataWrapperStmtContext)

	// EnterCreateServerStmt is called when entering the createServerStmt production.
	EnterCreateServerStmt(c *CreateServerStmtContext)

	// EnterUserMappingUser is called when entering the userMappingUser production.
	EnterUserMappingUser(c *UserMappingUserContext)

	// EnterCreateUserMappingStmt is called when entering the createUserMappingStmt production.
	EnterCreateUserMappingStmt(c *CreateUserMappingStmtContext)

	// EnterAlterForeignStmt is called when entering the alterForeignStmt production.
	EnterAlterForeignStmt(c *AlterForeignStmtContext)

	// EnterCreatePublicationStmt is called when entering the createPublicationStmt production.
	EnterCreatePublicationStmt(c *CreatePublicationStmtContext)

	// EnterPublicationObject is called when entering the publicationObject production.
	EnterPublicationObject(c *PublicationObjectContext)

	// EnterAlterPublicationStmt is called when entering the alterPublicationStmt production.
	EnterAlterPublicationStmt(c *AlterPublicationStmtContext)

	// EnterCreateSubscriptionStmt is called when entering the createSubscriptionStmt production.
	EnterCreateSubscriptionStmt(c *CreateSubscriptionStmtContext)

	// EnterAlterSubscriptionStmt is called when entering the alterSubscriptionStmt production.
	EnterAlterSubscriptionStmt(c *AlterSubscriptionStmtContext)

	// EnterAlterDefaultPrivilegesStmt is called when entering the alterDefaultPrivilegesStmt production.
	EnterAlterDefaultPrivilegesStmt(c *AlterDefaultPrivilegesStmtContext)

	// EnterDefaultPrivilegeObject is called when entering the defaultPrivilegeObject production.
	EnterDefaultPrivilegeObject(c *DefaultPrivilegeObjectContext)

	// EnterSetConstraintsStmt is called when entering the setConstraintsStmt production.
	EnterSetConstraintsStmt(c *SetConstraintsStmtContext)

	// EnterReassignOwnedStmt is called when entering the reassignOwnedStmt production.
	EnterReassignOwnedStmt(c *ReassignOwnedStmtContext)

	// EnterAlterTypeAttributeCmd is called when entering the alterTypeAttributeCmd production.
	EnterAlterTypeAttributeCmd(c *AlterTypeAttributeCmdContext)

	// EnterCreateLanguageStmt is called when entering the createLanguageStmt production.
	EnterCreateLanguageStmt(c *CreateLanguageStmtContext)

	// EnterCreateTransformStmt is called when entering the createTransformStmt production.
	EnterCreateTransformStmt(c *CreateTransformStmtContext)

	// EnterTransformElement is called when entering the transformElement production.
	EnterTransformElement(c *TransformElementContext)

	// EnterDoStmt is called when entering the doStmt production.
	EnterDoStmt(c *DoStmtContext)

	// EnterDeclareCursorStmt is called when entering the declareCursorStmt production.
	EnterDeclareCursorStmt(c *DeclareCursorStmtContext)

	// EnterCursorOption is called when entering the cursorOption production.
	EnterCursorOption(c *CursorOptionContext)

	// EnterFetchStmt is called when entering the fetchStmt production.
	EnterFetchStmt(c *FetchStmtContext)

	// EnterMoveStmt is called when entering the moveStmt production.
	EnterMoveStmt(c *MoveStmtContext)

	// EnterFetchDirection is called when entering the fetchDirection production.
	EnterFetchDirection(c *FetchDirectionContext)

	// EnterCloseStmt is called when entering the closeStmt production.
	EnterCloseStmt(c *CloseStmtContext)

	// EnterTransactionStmt is called when entering the transactionStmt production.
	EnterTransactionStmt(c *TransactionStmtContext)

	// EnterTransactionModeList is called when entering the transactionModeList production.
	EnterTransactionModeList(c *TransactionModeListContext)

	// EnterTransactionMode is called when entering the transactionMode production.
	EnterTransactionMode(c *TransactionModeContext)

	// EnterIsolationLevel is called when entering the isolationLevel production.
	EnterIsolationLevel(c *IsolationLevelContext)

	// EnterSetStmt is called when entering the setStmt production.
	EnterSetStmt(c *SetStmtContext)

	// EnterSetRest is called when entering the setRest production.
	EnterSetRest(c *SetRestContext)

	// EnterVarName is called when entering the varName production.
	EnterVarName(c *VarNameContext)

	// EnterVarValue is called when entering the varValue production.
	EnterVarValue(c *VarValueContext)

	// EnterResetStmt is called when entering the resetStmt production.
	EnterResetStmt(c *ResetStmtContext)

	// EnterShowStmt is called when entering the showStmt production.
	EnterShowStmt(c *ShowStmtContext)

	// EnterExplainStmt is called when entering the explainStmt production.
	EnterExplainStmt(c *ExplainStmtContext)

	// EnterExplainOption is called when entering the explainOption production.
	EnterExplainOption(c *ExplainOptionContext)

	// EnterExplainableStmt is called when entering the explainableStmt production.
	EnterExplainableStmt(c *ExplainableStmtContext)

	// EnterPrepareStmt is called when entering the prepareStmt production.
	EnterPrepareStmt(c *PrepareStmtContext)

	// EnterExecuteStmt is called when entering the executeStmt production.
	EnterExecuteStmt(c *ExecuteStmtContext)

	// EnterDeallocateStmt is called when entering the deallocateStmt production.
	EnterDeallocateStmt(c *DeallocateStmtContext)

	// EnterCopyStmt is called when entering the copyStmt production.
	EnterCopyStmt(c *CopyStmtContext)

	// EnterCopyOptions is called when entering the copyOptions production.
	EnterCopyOptions(c *CopyOptionsContext)

	// EnterCopyOption is called when entering the copyOption production.
	EnterCopyOption(c *CopyOptionContext)

	// EnterLegacyCopyOption is called when entering the legacyCopyOption production.
	EnterLegacyCopyOption(c *LegacyCopyOptionContext)

	// EnterTruncateStmt is called when entering the truncateStmt production.
	EnterTruncateStmt(c *TruncateStmtContext)

	// EnterTruncateTarget is called when entering the truncateTarget production.
	EnterTruncateTarget(c *TruncateTargetContext)

	// EnterGrantStmt is called when entering the grantStmt production.
	EnterGrantStmt(c *GrantStmtContext)

	// EnterRevokeStmt is called when entering the revokeStmt production.
	EnterRevokeStmt(c *RevokeStmtContext)

	// EnterPrivileges is called when entering the privileges production.
	EnterPrivileges(c *PrivilegesContext)

	// EnterPrivilege is called when entering the privilege production.
	EnterPrivilege(c *PrivilegeContext)

	// EnterPrivilegeTarget is called when entering the privilegeTarget production.
	EnterPrivilegeTarget(c *PrivilegeTargetContext)

	// EnterGrantee is called when entering the grantee production.
	EnterGrantee(c *GranteeContext)

	// EnterRoleSpec is called when entering the roleSpec production.
	EnterRoleSpec(c *RoleSpecContext)

	// EnterCommentStmt is called when entering the commentStmt production.
	EnterCommentStmt(c *CommentStmtContext)

	// EnterSecurityLabelStmt is called when entering the securityLabelStmt production.
	EnterSecurityLabelStmt(c *SecurityLabelStmtContext)

	// EnterCommentTarget is called when entering the commentTarget production.
	EnterCommentTarget(c *CommentTargetContext)

	// EnterAnalyzeStmt is called when entering the analyzeStmt production.
	EnterAnalyzeStmt(c *AnalyzeStmtContext)

	// EnterVacuumStmt is called when entering the vacuumStmt production.
	EnterVacuumStmt(c *VacuumStmtContext)

	// EnterVacuumTarget is called when entering the vacuumTarget production.
	EnterVacuumTarget(c *VacuumTargetContext)

	// EnterLockStmt is called when entering the lockStmt production.
	EnterLockStmt(c *LockStmtContext)

	// EnterLockMode is called when entering the lockMode production.
	EnterLockMode(c *LockModeContext)

	// EnterListenStmt is called when entering the listenStmt production.
	EnterListenStmt(c *ListenStmtContext)

	// EnterUnlistenStmt is called when entering the unlistenStmt production.
	EnterUnlistenStmt(c *UnlistenStmtContext)

	// EnterNotifyStmt is called when entering the notifyStmt production.
	EnterNotifyStmt(c *NotifyStmtContext)

	// EnterCallStmt is called when entering the callStmt production.
	EnterCallStmt(c *CallStmtContext)

	// EnterRefreshStmt is called when entering the refreshStmt production.
	EnterRefreshStmt(c *RefreshStmtContext)

	// EnterDiscardStmt is called when entering the discardStmt production.
	EnterDiscardStmt(c *DiscardStmtContext)

	// EnterCheckpointStmt is called when entering the checkpointStmt production.
	EnterCheckpointStmt(c *CheckpointStmtContext)

	// EnterReindexStmt is called when entering the reindexStmt production.
	EnterReindexStmt(c *ReindexStmtContext)

	// EnterClusterStmt is called when entering the clusterStmt production.
	EnterClusterStmt(c *ClusterStmtContext)

	// EnterLoadStmt is called when entering the loadStmt production.
	EnterLoadStmt(c *LoadStmtContext)

	// EnterQualifiedName is called when entering the qualifiedName production.
	EnterQualifiedName(c *QualifiedNameContext)

	// EnterAnyName is called when entering the anyName production.
	EnterAnyName(c *AnyNameContext)

	// EnterNameList is called when entering the nameList production.
	EnterNameList(c *NameListContext)

	// EnterIdentifier is called when entering the identifier production.
	EnterIdentifier(c *IdentifierContext)

	// EnterBareLabel is called when entering the bareLabel production.
	EnterBareLabel(c *BareLabelContext)

	// EnterColLabel is called when entering the colLabel production.
	EnterColLabel(c *ColLabelContext)

	// EnterNonReservedKeyword is called when entering the nonReservedKeyword production.
	EnterNonReservedKeyword(c *NonReservedKeywordContext)

	// EnterPlainKeyword is called when entering the plainKeyword production.
	EnterPlainKeyword(c *PlainKeywordContext)

	// EnterFunctionKeyword is called when entering the functionKeyword production.
	EnterFunctionKeyword(c *FunctionKeywordContext)

	// EnterAmbiguousKeyword is called when entering the ambiguousKeyword production.
	EnterAmbiguousKeyword(c *AmbiguousKeywordContext)

	// EnterTypeFuncKeyword is called when entering the typeFuncKeyword production.
	EnterTypeFuncKeyword(c *TypeFuncKeywordContext)

	// EnterReservedKeyword is called when entering the reservedKeyword production.
	EnterReservedKeyword(c *ReservedKeywordContext)

	// ExitRoot is called when exiting the root production.
	ExitRoot(c *RootContext)

	// ExitStmt is called when exiting the stmt production.
	ExitStmt(c *StmtContext)

	// ExitSelectStmt is called when exiting the selectStmt production.
	ExitSelectStmt(c *SelectStmtContext)

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

	// ExitExprOrDefault is called when exiting the exprOrDefault production.
	ExitExprOrDefault(c *ExprOrDefaultContext)

	// ExitWithClause is called when exiting the withClause production.
	ExitWithClause(c *WithClauseContext)

	// ExitCommonTableExpr is called when exiting the commonTableExpr production.
	ExitCommonTableExpr(c *CommonTableExprContext)

	// ExitSearchClause is called when exiting the searchClause production.
	ExitSearchClause(c *SearchClauseContext)

	// ExitCycleClause is called when exiting the cycleClause production.
	ExitCycleClause(c *CycleClauseContext)

	// ExitPreparableStmt is called when exiting the preparableStmt production.
	ExitPreparableStmt(c *PreparableStmtContext)

	// ExitFromClause is called when exiting the fromClause production.
	ExitFromClause(c *FromClauseContext)

	// ExitAsOfSystemTime is called when exiting the asOfSystemTime production.
	ExitAsOfSystemTime(c *AsOfSystemTimeContext)

	// ExitFromItem is called when exiting the fromItem production.
	ExitFromItem(c *FromItemContext)

	// ExitTableRef is called when exiting the tableRef production.
	ExitTableRef(c *TableRefContext)

	// ExitFunctionTable is called when exiting the functionTable production.
	ExitFunctionTable(c *FunctionTableContext)

	// ExitTablesampleClause is called when exiting the tablesampleClause production.
	ExitTablesampleClause(c *TablesampleClauseContext)

	// ExitJoinPart is called when exiting the joinPart production.
	ExitJoinPart(c *JoinPartContext)

	// ExitJoinType is called when exiting the joinType production.
	ExitJoinType(c *JoinTypeContext)

	// ExitJoinQual is called when exiting the joinQual production.
	ExitJoinQual(c *JoinQualContext)

	// ExitAliasClause is called when exiting the aliasClause production.
	ExitAliasClause(c *AliasClauseContext)

	// ExitFunctionAliasClause is called when exiting the functionAliasClause production.
	ExitFunctionAliasClause(c *FunctionAliasClauseContext)

	// ExitColumnDefList is called when exiting the columnDefList production.
	ExitColumnDefList(c *ColumnDefListContext)

	// ExitWhereClause is called when exiting the whereClause production.
	ExitWhereClause(c *WhereClauseContext)

	// ExitWhereOrCurrentClause is called when exiting the whereOrCurrentClause production.
	ExitWhereOrCurrentClause(c *WhereOrCurrentClauseContext)

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

	// ExitUpsertStmt is called when exiting the upsertStmt production.
	ExitUpsertStmt(c *UpsertStmtContext)

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

	// ExitIsPredicate is called when exiting the isPredicate production.
	ExitIsPredicate(c *IsPredicateContext)

	// ExitNormalForm is called when exiting the normalForm production.
	ExitNormalForm(c *NormalFormContext)

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

	// ExitColumnRef is called when exiting the columnRef production.
	ExitColumnRef(c *ColumnRefContext)

	// ExitArrayLiteral is called when exiting the arrayLiteral production.
	ExitArrayLiteral(c *ArrayLiteralContext)

	// ExitCaseExpr is called when exiting the caseExpr production.
	ExitCaseExpr(c *CaseExprContext)

	// ExitTypedLiteral is called when exiting the typedLiteral production.
	ExitTypedLiteral(c *TypedLiteralContext)

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

	// ExitDateTimeFunction is called when exiting the dateTimeFunction production.
	ExitDateTimeFunction(c *DateTimeFunctionContext)

	// ExitStringFunction is called when exiting the stringFunction production.
	ExitStringFunction(c *StringFunctionContext)

	// ExitMathFunction is called when exiting the mathFunction production.
	ExitMathFunction(c *MathFunctionContext)

	// ExitJsonFunction is called when exiting the jsonFunction production.
	ExitJsonFunction(c *JsonFunctionContext)

	// ExitJsonKeyValue is called when exiting the jsonKeyValue production.
	ExitJsonKeyValue(c *JsonKeyValueContext)

	// ExitJsonConstructorOptions is called when exiting the jsonConstructorOptions production.
	ExitJsonConstructorOptions(c *JsonConstructorOptionsContext)

	// ExitAggregateFunction is called when exiting the aggregateFunction production.
	ExitAggregateFunction(c *AggregateFunctionContext)

	// ExitWindowFunction is called when exiting the windowFunction production.
	ExitWindowFunction(c *WindowFunctionContext)

	// ExitSequenceFunction is called when exiting the sequenceFunction production.
	ExitSequenceFunction(c *SequenceFunctionContext)

	// ExitArrayFunction is called when exiting the arrayFunction production.
	ExitArrayFunction(c *ArrayFunctionContext)

	// ExitXmlFunction is called when exiting the xmlFunction production.
	ExitXmlFunction(c *XmlFunctionContext)

	// ExitXmlElementArgument is called when exiting the xmlElementArgument production.
	ExitXmlElementArgument(c *XmlElementArgumentContext)

	// ExitXmlAttribute is called when exiting the xmlAttribute production.
	ExitXmlAttribute(c *XmlAttributeContext)

	// ExitGenericFunction is called when exiting the genericFunction production.
	ExitGenericFunction(c *GenericFunctionContext)

	// ExitFuncName is called when exiting the funcName production.
	ExitFuncName(c *FuncNameContext)

	// ExitGenericFuncIdentifier is called when exiting the genericFuncIdentifier production.
	ExitGenericFuncIdentifier(c *GenericFuncIdentifierContext)

	// ExitAggregateArgs is called when exiting the aggregateArgs production.
	ExitAggregateArgs(c *AggregateArgsContext)

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

	// ExitIntervalSecond is called when exiting the intervalSecond production.
	ExitIntervalSecond(c *IntervalSecondContext)

	// ExitCreateTableStmt is called when exiting the createTableStmt production.
	ExitCreateTableStmt(c *CreateTableStmtContext)

	// ExitCreateTableRest is called when exiting the createTableRest production.
	ExitCreateTableRest(c *CreateTableRestContext)

	// ExitTableOptions is called when exiting the tableOptions production.
	ExitTableOptions(c *TableOptionsContext)

	// ExitOnCommitAction is called when exiting the onCommitAction production.
	ExitOnCommitAction(c *OnCommitActionContext)

	// ExitTempOption is called when exiting the tempOption production.
	ExitTempOption(c *TempOptionContext)

	// ExitTableElement is called when exiting the tableElement production.
	ExitTableElement(c *TableElementContext)

	// ExitColumnDefinition is called when exiting the columnDefinition production.
	ExitColumnDefinition(c *ColumnDefinitionContext)

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

	// ExitExcludeElement is called when exiting the excludeElement production.
	ExitExcludeElement(c *ExcludeElementContext)

	// ExitIndexParameters is called when exiting the indexParameters production.
	ExitIndexParameters(c *IndexParametersContext)

	// ExitReferentialActions is called when exiting the referentialActions production.
	ExitReferentialActions(c *ReferentialActionsContext)

	// ExitReferentialAction is called when exiting the referentialAction production.
	ExitReferentialAction(c *ReferentialActionContext)

	// ExitPartitionByClause is called when exiting the partitionByClause production.
	ExitPartitionByClause(c *PartitionByClauseContext)

	// ExitPartitionElement is called when exiting the partitionElement production.
	ExitPartitionElement(c *PartitionElementContext)

	// ExitPartitionBound is called when exiting the partitionBound production.
	ExitPartitionBound(c *PartitionBoundContext)

	// ExitWithOptions is called when exiting the withOptions production.
	ExitWithOptions(c *WithOptionsContext)

	// ExitRelOptions is called when exiting the relOptions production.
	ExitRelOptions(c *RelOptionsContext)

	// ExitRelOption is called when exiting the relOption production.
	ExitRelOption(c *RelOptionContext)

	// ExitDefinitionArg is called when exiting the definitionArg production.
	ExitDefinitionArg(c *DefinitionArgContext)

	// ExitCreateViewStmt is called when exiting the createViewStmt production.
	ExitCreateViewStmt(c *CreateViewStmtContext)

	// ExitCreateMaterializedViewStmt is called when exiting the createMaterializedViewStmt production.
	ExitCreateMaterializedViewStmt(c *CreateMaterializedViewStmtContext)

	// ExitCreateIndexStmt is called when exiting the createIndexStmt production.
	ExitCreateIndexStmt(c *CreateIndexStmtContext)

	// ExitIndexElement is called when exiting the indexElement production.
	ExitIndexElement(c *IndexElementContext)

	// ExitCreateSequenceStmt is called when exiting the createSequenceStmt production.
	ExitCreateSequenceStmt(c *CreateSequenceStmtContext)

	// ExitAlterSequenceStmt is called when exiting the alterSequenceStmt production.
	ExitAlterSequenceStmt(c *AlterSequenceStmtContext)

	// ExitSequenceOption is called when exiting the sequenceOption production.
	ExitSequenceOption(c *SequenceOptionContext)

	// ExitAlterOwnerOrName is called when exiting the alterOwnerOrName production.
	ExitAlterOwnerOrName(c *AlterOwnerOrNameContext)

	// ExitCreateSchemaStmt is called when exiting the createSchemaStmt production.
	ExitCreateSchemaStmt(c *CreateSchemaStmtContext)

	// ExitSchemaElement is called when exiting the schemaElement production.
	ExitSchemaElement(c *SchemaElementContext)

	// ExitCreateTypeStmt is called when exiting the createTypeStmt production.
	ExitCreateTypeStmt(c *CreateTypeStmtContext)

	// ExitCreateDomainStmt is called when exiting the createDomainStmt production.
	ExitCreateDomainStmt(c *CreateDomainStmtContext)

	// ExitDomainConstraint is called when exiting the domainConstraint production.
	ExitDomainConstraint(c *DomainConstraintContext)

	// ExitCreateFunctionStmt is called when exiting the createFunctionStmt production.
	ExitCreateFunctionStmt(c *CreateFunctionStmtContext)

	// ExitFunctionParameter is called when exiting the functionParameter production.
	ExitFunctionParameter(c *FunctionParameterContext)

	// ExitParameterMode is called when exiting the parameterMode production.
	ExitParameterMode(c *ParameterModeContext)

	// ExitFunctionOption is called when exiting the functionOption production.
	ExitFunctionOption(c *FunctionOptionContext)

	// ExitCreateTriggerStmt is called when exiting the createTriggerStmt production.
	ExitCreateTriggerStmt(c *CreateTriggerStmtContext)

	// ExitTriggerEvent is called when exiting the triggerEvent production.
	ExitTriggerEvent(c *TriggerEventContext)

	// ExitTriggerArg is called when exiting the triggerArg production.
	ExitTriggerArg(c *TriggerArgContext)

	// ExitCreateExtensionStmt is called when exiting the createExtensionStmt production.
	ExitCreateExtensionStmt(c *CreateExtensionStmtContext)

	// ExitCreateRoleStmt is called when exiting the createRoleStmt production.
	ExitCreateRoleStmt(c *CreateRoleStmtContext)

	// ExitRoleOption is called when exiting the roleOption production.
	ExitRoleOption(c *RoleOptionContext)

	// ExitCreateDatabaseStmt is called when exiting the createDatabaseStmt production.
	ExitCreateDatabaseStmt(c *CreateDatabaseStmtContext)

	// ExitAlterTableStmt is called when exiting the alterTableStmt production.
	ExitAlterTableStmt(c *AlterTableStmtContext)

	// ExitAlterTableAction is called when exiting the alterTableAction production.
	ExitAlterTableAction(c *AlterTableActionContext)

	// ExitAlterTableCommand is called when exiting the alterTableCommand production.
	ExitAlterTableCommand(c *AlterTableCommandContext)

	// ExitAlterColumnAction is called when exiting the alterColumnAction production.
	ExitAlterColumnAction(c *AlterColumnActionContext)

	// ExitAlterGenericStmt is called when exiting the alterGenericStmt production.
	ExitAlterGenericStmt(c *AlterGenericStmtContext)

	// ExitObjectType is called when exiting the objectType production.
	ExitObjectType(c *ObjectTypeContext)

	// ExitDropStmt is called when exiting the dropStmt production.
	ExitDropStmt(c *DropStmtContext)

	// ExitFunctionSignature is called when exiting the functionSignature production.
	ExitFunctionSignature(c *FunctionSignatureContext)

	// ExitDropBehavior is called when exiting the dropBehavior production.
	ExitDropBehavior(c *DropBehaviorContext)

	// ExitDefinition is called when exiting the definition production.
	ExitDefinition(c *DefinitionContext)

	// ExitDefinitionElement is called when exiting the definitionElement production.
	ExitDefinitionElement(c *DefinitionElementContext)

	// ExitOperatorName is called when exiting the operatorName production.
	ExitOperatorName(c *OperatorNameContext)

	// ExitOperatorArgTypes is called when exiting the operatorArgTypes production.
	ExitOperatorArgTypes(c *OperatorArgTypesContext)

	// ExitCreateAggregateStmt is called when exiting the createAggregateStmt production.
	ExitCreateAggregateStmt(c *CreateAggregateStmtContext)

	// ExitAggregateSignature is called when exiting the aggregateSignature production.
	ExitAggregateSignature(c *AggregateSignatureContext)

	// ExitCreateOperatorStmt is called when exiting the createOperatorStmt production.
	ExitCreateOperatorStmt(c *CreateOperatorStmtContext)

	// ExitOperatorClassItem is called when exiting the operatorClassItem production.
	ExitOperatorClassItem(c *OperatorClassItemContext)

	// ExitAlterOperatorStmt is called when exiting the alterOperatorStmt production.
	ExitAlterOperatorStmt(c *AlterOperatorStmtContext)

	// ExitOperatorClassDrop is called when exiting the operatorClassDrop production.
	ExitOperatorClassDrop(c *OperatorClassDropContext)

	// ExitCreateRuleStmt is called when exiting the createRuleStmt production.
	ExitCreateRuleStmt(c *CreateRuleStmtContext)

	// ExitRuleActions is called when exiting the ruleActions production.
	ExitRuleActions(c *RuleActionsContext)

	// ExitRuleAction is called when exiting the ruleAction production.
	ExitRuleAction(c *RuleActionContext)

	// ExitCreateCastStmt is called when exiting the createCastStmt production.
	ExitCreateCastStmt(c *CreateCastStmtContext)

	// ExitCreatePolicyStmt is called when exiting the createPolicyStmt production.
	ExitCreatePolicyStmt(c *CreatePolicyStmtContext)

	// ExitAlterPolicyStmt is called when exiting the alterPolicyStmt production.
	ExitAlterPolicyStmt(c *AlterPolicyStmtContext)

	// ExitCreateStatisticsStmt is called when exiting the createStatisticsStmt production.
	ExitCreateStatisticsStmt(c *CreateStatisticsStmtContext)

	// ExitCreateTextSearchStmt is called when exiting the createTextSearchStmt production.
	ExitCreateTextSearchStmt(c *CreateTextSearchStmtContext)

	// ExitCreateEventTriggerStmt is called when exiting the createEventTriggerStmt production.
	ExitCreateEventTriggerStmt(c *CreateEventTriggerStmtContext)

	// ExitEventTriggerFilter is called when exiting the eventTriggerFilter production.
	ExitEventTriggerFilter(c *EventTriggerFilterContext)

	// ExitCreateCollationStmt is called when exiting the createCollationStmt production.
	ExitCreateCollationStmt(c *CreateCollationStmtContext)

	// ExitCreateConversionStmt is called when exiting the createConversionStmt production.
	ExitCreateConversionStmt(c *CreateConversionStmtContext)

	// ExitCreateAccessMethodStmt is called when exiting the createAccessMethodStmt production.
	ExitCreateAccessMethodStmt(c *CreateAccessMethodStmtContext)

	// ExitGenericOptions is called when exiting the genericOptions production.
	ExitGenericOptions(c *GenericOptionsContext)

	// ExitGenericOption is called when exiting the genericOption production.
	ExitGenericOption(c *GenericOptionContext)

	// ExitCreateForeignTableStmt is called when exiting the createForeignTableStmt production.
	ExitCreateForeignTableStmt(c *CreateForeignTableStmtContext)

	// ExitForeignDataWrapperOption is called when exiting the foreignDataWrapperOption production.
	ExitForeignDataWrapperOption(c *ForeignDataWrapperOptionContext)

	// ExitCreateForeignDataWrapperStmt is called when exiting the createForeignDataWrapperStmt production.
	ExitCreateForeignDataWrapperStmt(c *CreateForeignDataWrapperStmtContext)

	// ExitCreateServerStmt is called when exiting the createServerStmt production.
	ExitCreateServerStmt(c *CreateServerStmtContext)

	// ExitUserMappingUser is called when exiting the userMappingUser production.
	ExitUserMappingUser(c *UserMappingUserContext)

	// ExitCreateUserMappingStmt is called when exiting the createUserMappingStmt production.
	ExitCreateUserMappingStmt(c *CreateUserMappingStmtContext)

	// ExitAlterForeignStmt is called when exiting the alterForeignStmt production.
	ExitAlterForeignStmt(c *AlterForeignStmtContext)

	// ExitCreatePublicationStmt is called when exiting the createPublicationStmt production.
	ExitCreatePublicationStmt(c *CreatePublicationStmtContext)

	// ExitPublicationObject is called when exiting the publicationObject production.
	ExitPublicationObject(c *PublicationObjectContext)

	// ExitAlterPublicationStmt is called when exiting the alterPublicationStmt production.
	ExitAlterPublicationStmt(c *AlterPublicationStmtContext)

	// ExitCreateSubscriptionStmt is called when exiting the createSubscriptionStmt production.
	ExitCreateSubscriptionStmt(c *CreateSubscriptionStmtContext)

	// ExitAlterSubscriptionStmt is called when exiting the alterSubscriptionStmt production.
	ExitAlterSubscriptionStmt(c *AlterSubscriptionStmtContext)

	// ExitAlterDefaultPrivilegesStmt is called when exiting the alterDefaultPrivilegesStmt production.
	ExitAlterDefaultPrivilegesStmt(c *AlterDefaultPrivilegesStmtContext)

	// ExitDefaultPrivilegeObject is called when exiting the defaultPrivilegeObject production.
	ExitDefaultPrivilegeObject(c *DefaultPrivilegeObjectContext)

	// ExitSetConstraintsStmt is called when exiting the setConstraintsStmt production.
	ExitSetConstraintsStmt(c *SetConstraintsStmtContext)

	// ExitReassignOwnedStmt is called when exiting the reassignOwnedStmt production.
	ExitReassignOwnedStmt(c *ReassignOwnedStmtContext)

	// ExitAlterTypeAttributeCmd is called when exiting the alterTypeAttributeCmd production.
	ExitAlterTypeAttributeCmd(c *AlterTypeAttributeCmdContext)

	// ExitCreateLanguageStmt is called when exiting the createLanguageStmt production.
	ExitCreateLanguageStmt(c *CreateLanguageStmtContext)

	// ExitCreateTransformStmt is called when exiting the createTransformStmt production.
	ExitCreateTransformStmt(c *CreateTransformStmtContext)

	// ExitTransformElement is called when exiting the transformElement production.
	ExitTransformElement(c *TransformElementContext)

	// ExitDoStmt is called when exiting the doStmt production.
	ExitDoStmt(c *DoStmtContext)

	// ExitDeclareCursorStmt is called when exiting the declareCursorStmt production.
	ExitDeclareCursorStmt(c *DeclareCursorStmtContext)

	// ExitCursorOption is called when exiting the cursorOption production.
	ExitCursorOption(c *CursorOptionContext)

	// ExitFetchStmt is called when exiting the fetchStmt production.
	ExitFetchStmt(c *FetchStmtContext)

	// ExitMoveStmt is called when exiting the moveStmt production.
	ExitMoveStmt(c *MoveStmtContext)

	// ExitFetchDirection is called when exiting the fetchDirection production.
	ExitFetchDirection(c *FetchDirectionContext)

	// ExitCloseStmt is called when exiting the closeStmt production.
	ExitCloseStmt(c *CloseStmtContext)

	// ExitTransactionStmt is called when exiting the transactionStmt production.
	ExitTransactionStmt(c *TransactionStmtContext)

	// ExitTransactionModeList is called when exiting the transactionModeList production.
	ExitTransactionModeList(c *TransactionModeListContext)

	// ExitTransactionMode is called when exiting the transactionMode production.
	ExitTransactionMode(c *TransactionModeContext)

	// ExitIsolationLevel is called when exiting the isolationLevel production.
	ExitIsolationLevel(c *IsolationLevelContext)

	// ExitSetStmt is called when exiting the setStmt production.
	ExitSetStmt(c *SetStmtContext)

	// ExitSetRest is called when exiting the setRest production.
	ExitSetRest(c *SetRestContext)

	// ExitVarName is called when exiting the varName production.
	ExitVarName(c *VarNameContext)

	// ExitVarValue is called when exiting the varValue production.
	ExitVarValue(c *VarValueContext)

	// ExitResetStmt is called when exiting the resetStmt production.
	ExitResetStmt(c *ResetStmtContext)

	// ExitShowStmt is called when exiting the showStmt production.
	ExitShowStmt(c *ShowStmtContext)

	// ExitExplainStmt is called when exiting the explainStmt production.
	ExitExplainStmt(c *ExplainStmtContext)

	// ExitExplainOption is called when exiting the explainOption production.
	ExitExplainOption(c *ExplainOptionContext)

	// ExitExplainableStmt is called when exiting the explainableStmt production.
	ExitExplainableStmt(c *ExplainableStmtContext)

	// ExitPrepareStmt is called when exiting the prepareStmt production.
	ExitPrepareStmt(c *PrepareStmtContext)

	// ExitExecuteStmt is called when exiting the executeStmt production.
	ExitExecuteStmt(c *ExecuteStmtContext)

	// ExitDeallocateStmt is called when exiting the deallocateStmt production.
	ExitDeallocateStmt(c *DeallocateStmtContext)

	// ExitCopyStmt is called when exiting the copyStmt production.
	ExitCopyStmt(c *CopyStmtContext)

	// ExitCopyOptions is called when exiting the copyOptions production.
	ExitCopyOptions(c *CopyOptionsContext)

	// ExitCopyOption is called when exiting the copyOption production.
	ExitCopyOption(c *CopyOptionContext)

	// ExitLegacyCopyOption is called when exiting the legacyCopyOption production.
	ExitLegacyCopyOption(c *LegacyCopyOptionContext)

	// ExitTruncateStmt is called when exiting the truncateStmt production.
	ExitTruncateStmt(c *TruncateStmtContext)

	// ExitTruncateTarget is called when exiting the truncateTarget production.
	ExitTruncateTarget(c *TruncateTargetContext)

	// ExitGrantStmt is called when exiting the grantStmt production.
	ExitGrantStmt(c *GrantStmtContext)

	// ExitRevokeStmt is called when exiting the revokeStmt production.
	ExitRevokeStmt(c *RevokeStmtContext)

	// ExitPrivileges is called when exiting the privileges production.
	ExitPrivileges(c *PrivilegesContext)

	// ExitPrivilege is called when exiting the privilege production.
	ExitPrivilege(c *PrivilegeContext)

	// ExitPrivilegeTarget is called when exiting the privilegeTarget production.
	ExitPrivilegeTarget(c *PrivilegeTargetContext)

	// ExitGrantee is called when exiting the grantee production.
	ExitGrantee(c *GranteeContext)

	// ExitRoleSpec is called when exiting the roleSpec production.
	ExitRoleSpec(c *RoleSpecContext)

	// ExitCommentStmt is called when exiting the commentStmt production.
	ExitCommentStmt(c *CommentStmtContext)

	// ExitSecurityLabelStmt is called when exiting the securityLabelStmt production.
	ExitSecurityLabelStmt(c *SecurityLabelStmtContext)

	// ExitCommentTarget is called when exiting the commentTarget production.
	ExitCommentTarget(c *CommentTargetContext)

	// ExitAnalyzeStmt is called when exiting the analyzeStmt production.
	ExitAnalyzeStmt(c *AnalyzeStmtContext)

	// ExitVacuumStmt is called when exiting the vacuumStmt production.
	ExitVacuumStmt(c *VacuumStmtContext)

	// ExitVacuumTarget is called when exiting the vacuumTarget production.
	ExitVacuumTarget(c *VacuumTargetContext)

	// ExitLockStmt is called when exiting the lockStmt production.
	ExitLockStmt(c *LockStmtContext)

	// ExitLockMode is called when exiting the lockMode production.
	ExitLockMode(c *LockModeContext)

	// ExitListenStmt is called when exiting the listenStmt production.
	ExitListenStmt(c *ListenStmtContext)

	// ExitUnlistenStmt is called when exiting the unlistenStmt production.
	ExitUnlistenStmt(c *UnlistenStmtContext)

	// ExitNotifyStmt is called when exiting the notifyStmt production.
	ExitNotifyStmt(c *NotifyStmtContext)

	// ExitCallStmt is called when exiting the callStmt production.
	ExitCallStmt(c *CallStmtContext)

	// ExitRefreshStmt is called when exiting the refreshStmt production.
	ExitRefreshStmt(c *RefreshStmtContext)

	// ExitDiscardStmt is called when exiting the discardStmt production.
	ExitDiscardStmt(c *DiscardStmtContext)

	// ExitCheckpointStmt is called when exiting the checkpointStmt production.
	ExitCheckpointStmt(c *CheckpointStmtContext)

	// ExitReindexStmt is called when exiting the reindexStmt production.
	ExitReindexStmt(c *ReindexStmtContext)

	// ExitClusterStmt is called when exiting the clusterStmt production.
	ExitClusterStmt(c *ClusterStmtContext)

	// ExitLoadStmt is called when exiting the loadStmt production.
	ExitLoadStmt(c *LoadStmtContext)

	// ExitQualifiedName is called when exiting the qualifiedName production.
	ExitQualifiedName(c *QualifiedNameContext)

	// ExitAnyName is called when exiting the anyName production.
	ExitAnyName(c *AnyNameContext)

	// ExitNameList is called when exiting the nameList production.
	ExitNameList(c *NameListContext)

	// ExitIdentifier is called when exiting the identifier production.
	ExitIdentifier(c *IdentifierContext)

	// ExitBareLabel is called when exiting the bareLabel production.
	ExitBareLabel(c *BareLabelContext)

	// ExitColLabel is called when exiting the colLabel production.
	ExitColLabel(c *ColLabelContext)

	// ExitNonReservedKeyword is called when exiting the nonReservedKeyword production.
	ExitNonReservedKeyword(c *NonReservedKeywordContext)

	// ExitPlainKeyword is called when exiting the plainKeyword production.
	ExitPlainKeyword(c *PlainKeywordContext)

	// ExitFunctionKeyword is called when exiting the functionKeyword production.
	ExitFunctionKeyword(c *FunctionKeywordContext)

	// ExitAmbiguousKeyword is called when exiting the ambiguousKeyword production.
	ExitAmbiguousKeyword(c *AmbiguousKeywordContext)

	// ExitTypeFuncKeyword is called when exiting the typeFuncKeyword production.
	ExitTypeFuncKeyword(c *TypeFuncKeywordContext)

	// ExitReservedKeyword is called when exiting the reservedKeyword production.
	ExitReservedKeyword(c *ReservedKeywordContext)
}
