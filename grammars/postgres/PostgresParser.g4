// PostgresParser is a project-written grammar for the PostgreSQL family
// (PostgreSQL 15+, CockroachDB). It parses one statement at a time.
//
// Design notes (they keep SLL prediction cheap and the tree useful for
// mutation):
//   - expressions follow PostgreSQL's operator precedence table, highest
//     first, as one left-recursive rule;
//   - BETWEEN bounds, DEFAULT values and POSITION arguments use bExpr, the
//     boolean-free subset, exactly where PostgreSQL uses b_expr;
//   - built-in functions are grouped by family; each alternative starts
//     with the function's keyword token so a grammar graph can read the
//     name off the alternative. The generic call comes last and its name
//     excludes those keywords, so the two never compete;
//   - keywords usable as names are listed in generated rules at the end.
parser grammar PostgresParser;

options {
    tokenVocab = PostgresLexer;
}

root
    : stmt SEMI? EOF
    ;

stmt
    : selectStmt
    | insertStmt
    | updateStmt
    | deleteStmt
    | mergeStmt
    | upsertStmt
    | createTableStmt
    | createViewStmt
    | createMaterializedViewStmt
    | createIndexStmt
    | createSequenceStmt
    | createSchemaStmt
    | createTypeStmt
    | createDomainStmt
    | createFunctionStmt
    | createTriggerStmt
    | createExtensionStmt
    | createRoleStmt
    | createDatabaseStmt
    | alterTableStmt
    | alterSequenceStmt
    | alterGenericStmt
    | dropStmt
    | doStmt
    | declareCursorStmt
    | fetchStmt
    | moveStmt
    | closeStmt
    | transactionStmt
    | setStmt
    | resetStmt
    | showStmt
    | explainStmt
    | prepareStmt
    | executeStmt
    | deallocateStmt
    | copyStmt
    | truncateStmt
    | grantStmt
    | revokeStmt
    | commentStmt
    | analyzeStmt
    | vacuumStmt
    | lockStmt
    | listenStmt
    | unlistenStmt
    | notifyStmt
    | callStmt
    | refreshStmt
    | discardStmt
    | checkpointStmt
    | reindexStmt
    | clusterStmt
    | loadStmt
    | createAggregateStmt
    | createOperatorStmt
    | alterOperatorStmt
    | createRuleStmt
    | createCastStmt
    | createPolicyStmt
    | alterPolicyStmt
    | createStatisticsStmt
    | createTextSearchStmt
    | createEventTriggerStmt
    | createCollationStmt
    | createConversionStmt
    | createAccessMethodStmt
    | createForeignTableStmt
    | createForeignDataWrapperStmt
    | createServerStmt
    | createUserMappingStmt
    | alterForeignStmt
    | createPublicationStmt
    | alterPublicationStmt
    | createSubscriptionStmt
    | alterSubscriptionStmt
    | alterDefaultPrivilegesStmt
    | setConstraintsStmt
    | reassignOwnedStmt
    | createLanguageStmt
    | createTransformStmt
    | securityLabelStmt
    ;

// ---------------------------------------------------------------- SELECT

// LIMIT/OFFSET may come before or after the locking clauses; the two
// orders are separate alternatives so that a lone LIMIT is not ambiguous.
selectStmt
    : withClause? selectSetExpr orderByClause? (selectLimit forLockingClause* | forLockingClause+ selectLimit?)?
    ;

// UNION and EXCEPT bind looser than INTERSECT.
selectSetExpr
    : selectIntersect ((UNION | EXCEPT) setQuantifier? selectIntersect)*
    ;

selectIntersect
    : selectPrimary (INTERSECT setQuantifier? selectPrimary)*
    ;

setQuantifier
    : ALL
    | DISTINCT
    ;

selectPrimary
    : simpleSelect
    | valuesClause
    | TABLE ONLY? qualifiedName STAR?
    | OPEN_PAREN selectStmt CLOSE_PAREN
    ;

simpleSelect
    : SELECT distinctClause? targetList? intoClause? fromClause? whereClause? groupByClause? havingClause? windowClause?
    ;

distinctClause
    : ALL
    | DISTINCT (ON OPEN_PAREN exprList CLOSE_PAREN)?
    ;

targetList
    : targetElement (COMMA targetElement)*
    ;

targetElement
    : STAR
    | expr (AS colLabel | bareLabel)?
    ;

intoClause
    : INTO (TEMPORARY | TEMP | UNLOGGED | (LOCAL | GLOBAL) (TEMPORARY | TEMP))? TABLE? qualifiedName
    ;

valuesClause
    : VALUES valuesRow (COMMA valuesRow)*
    ;

valuesRow
    : OPEN_PAREN exprOrDefault (COMMA exprOrDefault)* CLOSE_PAREN
    ;

exprOrDefault
    : DEFAULT
    | expr
    ;

withClause
    : WITH RECURSIVE? commonTableExpr (COMMA commonTableExpr)*
    ;

commonTableExpr
    : identifier (OPEN_PAREN nameList CLOSE_PAREN)? AS (NOT? MATERIALIZED)? OPEN_PAREN preparableStmt CLOSE_PAREN searchClause? cycleClause?
    ;

searchClause
    : SEARCH (DEPTH | BREADTH) FIRST BY nameList SET identifier
    ;

cycleClause
    : CYCLE nameList SET identifier (TO bExpr DEFAULT bExpr)? USING identifier
    ;

preparableStmt
    : selectStmt
    | insertStmt
    | updateStmt
    | deleteStmt
    | mergeStmt
    ;

fromClause
    : FROM fromItem (COMMA fromItem)* asOfSystemTime?
    ;

// CockroachDB historical reads.
asOfSystemTime
    : AS OF SYSTEM TIME expr
    ;

fromItem
    : tableRef joinPart*
    ;

tableRef
    : ONLY? qualifiedName STAR? (AT_SIGN colLabel)? aliasClause? tablesampleClause?
    | ONLY OPEN_PAREN qualifiedName CLOSE_PAREN aliasClause?
    | LATERAL? OPEN_PAREN selectStmt CLOSE_PAREN aliasClause?
    | LATERAL? functionTable (WITH ORDINALITY)? functionAliasClause?
    | LATERAL? ROWS FROM OPEN_PAREN functionTable (COMMA functionTable)* CLOSE_PAREN (WITH ORDINALITY)? functionAliasClause?
    | OPEN_PAREN fromItem CLOSE_PAREN aliasClause?
    ;

functionTable
    : functionCall (AS OPEN_PAREN columnDefList CLOSE_PAREN)?
    ;

tablesampleClause
    : TABLESAMPLE funcName OPEN_PAREN exprList CLOSE_PAREN (REPEATABLE OPEN_PAREN expr CLOSE_PAREN)?
    ;

joinPart
    : CROSS JOIN tableRef
    | NATURAL joinType? JOIN tableRef
    | joinType? JOIN fromItem joinQual
    ;

joinType
    : FULL OUTER?
    | LEFT OUTER?
    | RIGHT OUTER?
    | INNER
    ;

joinQual
    : ON expr
    | USING OPEN_PAREN nameList CLOSE_PAREN (AS identifier)?
    ;

aliasClause
    : (AS identifier | bareLabel) (OPEN_PAREN nameList CLOSE_PAREN)?
    ;

functionAliasClause
    : aliasClause
    | AS? bareLabel? OPEN_PAREN columnDefList CLOSE_PAREN
    ;

columnDefList
    : identifier typeName (COMMA identifier typeName)*
    ;

whereClause
    : WHERE expr
    ;

whereOrCurrentClause
    : WHERE CURRENT OF identifier
    | WHERE expr
    ;

groupByClause
    : GROUP BY setQuantifier? groupingElement (COMMA groupingElement)*
    ;

groupingElement
    : ROLLUP OPEN_PAREN exprList CLOSE_PAREN
    | CUBE OPEN_PAREN exprList CLOSE_PAREN
    | GROUPING SETS OPEN_PAREN groupingElement (COMMA groupingElement)* CLOSE_PAREN
    | OPEN_PAREN CLOSE_PAREN
    | expr
    ;

havingClause
    : HAVING expr
    ;

windowClause
    : WINDOW windowDefinition (COMMA windowDefinition)*
    ;

windowDefinition
    : identifier AS OPEN_PAREN windowSpec CLOSE_PAREN
    ;

windowSpec
    : identifier? (PARTITION BY exprList)? orderByClause? frameClause?
    ;

frameClause
    : (RANGE | ROWS | GROUPS) (frameBound | BETWEEN frameBound AND frameBound) frameExclusion?
    ;

frameBound
    : UNBOUNDED (PRECEDING | FOLLOWING)
    | CURRENT ROW
    | bExpr (PRECEDING | FOLLOWING)
    ;

frameExclusion
    : EXCLUDE (CURRENT ROW | GROUP | TIES | NO OTHERS)
    ;

orderByClause
    : ORDER BY sortBy (COMMA sortBy)*
    ;

sortBy
    : expr (ASC | DESC | USING anyOperator)? (NULLS (FIRST | LAST))?
    ;

selectLimit
    : limitItem+
    ;

limitItem
    : LIMIT (ALL | expr)
    | OFFSET expr (ROW | ROWS)?
    | FETCH (FIRST | NEXT) fetchCount? (ROW | ROWS) (ONLY | WITH TIES)
    ;

fetchCount
    : (PLUS | MINUS)? (INTEGER_LITERAL | NUMERIC_LITERAL)
    | primaryExpr
    ;

forLockingClause
    : FOR READ ONLY
    | FOR lockStrength (OF qualifiedName (COMMA qualifiedName)*)? (NOWAIT | SKIP_ LOCKED)?
    ;

lockStrength
    : UPDATE
    | NO KEY UPDATE
    | SHARE
    | KEY SHARE
    ;

// ------------------------------------------------------------ DML

insertStmt
    : withClause? INSERT INTO qualifiedName (AS identifier)? insertRest onConflictClause? returningClause?
    ;

// CockroachDB UPSERT.
upsertStmt
    : withClause? UPSERT INTO qualifiedName (AS identifier)? insertRest returningClause?
    ;

insertRest
    : DEFAULT VALUES
    | (OPEN_PAREN insertColumn (COMMA insertColumn)* CLOSE_PAREN)? (OVERRIDING (SYSTEM | USER) VALUE)? selectStmt
    ;

insertColumn
    : identifier indirectionElement*
    ;

onConflictClause
    : ON CONFLICT conflictTarget? DO (NOTHING | UPDATE SET setClauseList whereClause?)
    ;

conflictTarget
    : OPEN_PAREN indexElement (COMMA indexElement)* CLOSE_PAREN whereClause?
    | ON CONSTRAINT identifier
    ;

returningClause
    : RETURNING targetList
    ;

updateStmt
    : withClause? UPDATE ONLY? qualifiedName STAR? (AS identifier | bareLabel)? SET setClauseList fromClause? whereOrCurrentClause? returningClause?
    ;

setClauseList
    : setClause (COMMA setClause)*
    ;

setClause
    : insertColumn EQUAL exprOrDefault
    | OPEN_PAREN insertColumn (COMMA insertColumn)* CLOSE_PAREN EQUAL (ROW? OPEN_PAREN exprOrDefault (COMMA exprOrDefault)* CLOSE_PAREN | OPEN_PAREN selectStmt CLOSE_PAREN)
    ;

deleteStmt
    : withClause? DELETE FROM ONLY? qualifiedName STAR? (AS identifier | bareLabel)? (USING fromItem (COMMA fromItem)*)? whereOrCurrentClause? returningClause?
    ;

mergeStmt
    : withClause? MERGE INTO ONLY? qualifiedName STAR? (AS identifier | bareLabel)? USING tableRef ON expr mergeWhenClause+ returningClause?
    ;

mergeWhenClause
    : WHEN MATCHED (BY identifier)? (AND expr)? THEN mergeAction
    | WHEN NOT MATCHED (BY identifier)? (AND expr)? THEN mergeAction
    ;

mergeAction
    : UPDATE SET setClauseList
    | DELETE
    | INSERT (OPEN_PAREN insertColumn (COMMA insertColumn)* CLOSE_PAREN)? (OVERRIDING (SYSTEM | USER) VALUE)? (VALUES valuesRow | DEFAULT VALUES)
    | DO NOTHING
    ;

// ------------------------------------------------------------ expressions

// expr lists operators from the tightest binding to the loosest, as in the
// PostgreSQL manual's precedence table.
expr
    : primaryExpr
    | expr TYPECAST typeName
    | expr indirectionElement
    | <assoc = right> (PLUS | MINUS) expr
    | expr COLLATE anyName
    | expr AT (TIME ZONE expr | LOCAL)
    | expr CARET expr
    | expr (STAR | SLASH | PERCENT) expr
    | expr (PLUS | MINUS) expr
    | expr qualOperator expr
    | qualOperator expr
    | expr NOT? (LIKE | ILIKE) expr (ESCAPE expr)?
    | expr NOT? SIMILAR TO expr (ESCAPE expr)?
    | expr NOT? BETWEEN (SYMMETRIC | ASYMMETRIC)? bExpr AND expr
    | expr NOT? IN OPEN_PAREN (selectStmt | exprList) CLOSE_PAREN
    | expr subqueryOperator (ANY | ALL | SOME) OPEN_PAREN (selectStmt | expr) CLOSE_PAREN
    | expr comparisonOperator expr
    | expr OVERLAPS expr
    | expr IS NOT? isPredicate
    | expr (ISNULL | NOTNULL)
    | <assoc = right> NOT expr
    | expr AND expr
    | expr OR expr
    ;

// bExpr is expr without the boolean and predicate operators; it is used
// where a following AND, NOT NULL or IN must not be swallowed.
bExpr
    : primaryExpr
    | bExpr TYPECAST typeName
    | bExpr indirectionElement
    | <assoc = right> (PLUS | MINUS) bExpr
    | bExpr COLLATE anyName
    | bExpr AT (TIME ZONE bExpr | LOCAL)
    | bExpr CARET bExpr
    | bExpr (STAR | SLASH | PERCENT) bExpr
    | bExpr (PLUS | MINUS) bExpr
    | bExpr qualOperator bExpr
    | qualOperator bExpr
    | bExpr comparisonOperator bExpr
    | bExpr IS NOT? (DISTINCT FROM bExpr | DOCUMENT | OF OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN)
    ;

isPredicate
    : NULL
    | TRUE
    | FALSE
    | UNKNOWN
    | DISTINCT FROM expr
    | DOCUMENT
    | normalForm? NORMALIZED
    | OF OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN
    | JSON (VALUE | ARRAY | OBJECT | identifier)? ((WITH | WITHOUT) UNIQUE KEYS?)?
    ;

normalForm
    : NFC
    | NFD
    | NFKC
    | NFKD
    ;

comparisonOperator
    : EQUAL
    | NOT_EQUALS
    | LT
    | GT
    | LESS_EQUALS
    | GREATER_EQUALS
    ;

// qualOperator is any operator outside the named arithmetic and comparison
// ones: user-defined sequences, ||, and OPERATOR(schema.op).
qualOperator
    : OP
    | CONCAT_OP
    | AT_SIGN
    | OPERATOR OPEN_PAREN (identifier DOT)* anyOperator CLOSE_PAREN
    ;

anyOperator
    : OP
    | CONCAT_OP
    | AT_SIGN
    | EQUAL
    | NOT_EQUALS
    | LT
    | GT
    | LESS_EQUALS
    | GREATER_EQUALS
    | PLUS
    | MINUS
    | STAR
    | SLASH
    | PERCENT
    | CARET
    ;

subqueryOperator
    : comparisonOperator
    | qualOperator
    | PLUS
    | MINUS
    | STAR
    | SLASH
    | PERCENT
    | CARET
    | NOT? (LIKE | ILIKE)
    ;

indirectionElement
    : DOT (colLabel | STAR)
    | OPEN_BRACKET expr? (COLON expr?)? CLOSE_BRACKET
    ;

primaryExpr
    : constant
    | typedLiteral
    | PARAM
    | OPEN_PAREN selectStmt CLOSE_PAREN
    | OPEN_PAREN expr CLOSE_PAREN
    | ROW OPEN_PAREN exprList? CLOSE_PAREN
    | OPEN_PAREN expr COMMA exprList CLOSE_PAREN
    | ARRAY (arrayLiteral | OPEN_PAREN selectStmt CLOSE_PAREN)
    | EXISTS OPEN_PAREN selectStmt CLOSE_PAREN
    | caseExpr
    | CAST OPEN_PAREN expr AS typeName CLOSE_PAREN
    | GROUPING OPEN_PAREN exprList CLOSE_PAREN
    | functionCall
    | columnRef
    ;

columnRef
    : identifier
    ;

arrayLiteral
    : OPEN_BRACKET ((expr | arrayLiteral) (COMMA (expr | arrayLiteral))*)? CLOSE_BRACKET
    ;

caseExpr
    : CASE expr? (WHEN expr THEN expr)+ (ELSE expr)? END
    ;

// typedLiteral covers type 'string' forms such as DATE '2020-01-01' and
// INTERVAL '1' DAY TO SECOND.
typedLiteral
    : INTERVAL (stringConst intervalQualifier? | OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN stringConst)
    | simpleTypeName stringConst
    ;

constant
    : INTEGER_LITERAL
    | NUMERIC_LITERAL
    | stringConst
    | BIT_STRING_LITERAL
    | HEX_STRING_LITERAL
    | TRUE
    | FALSE
    | NULL
    ;

// Adjacent plain string literals concatenate (PostgreSQL requires a newline
// between them; the grammar does not check whitespace).
stringConst
    : STRING_LITERAL+
    | ESCAPE_STRING_LITERAL STRING_LITERAL*
    | NATIONAL_STRING_LITERAL
    | UNICODE_STRING_LITERAL (UESCAPE STRING_LITERAL)?
    | DOLLAR_STRING
    ;

signedNumber
    : (PLUS | MINUS)? (INTEGER_LITERAL | NUMERIC_LITERAL)
    ;

exprList
    : expr (COMMA expr)*
    ;

// ------------------------------------------------------------ functions

// functionCall wraps every call form with the optional aggregate and window
// suffixes. Built-in families come first; genericFunction is the fallback.
functionCall
    : specialFunction
    | functionApplication withinGroupClause? filterClause? overClause?
    ;

functionApplication
    : dateTimeFunction
    | stringFunction
    | mathFunction
    | jsonFunction
    | aggregateFunction
    | windowFunction
    | sequenceFunction
    | arrayFunction
    | xmlFunction
    | genericFunction
    ;

// specialFunction holds SQL-standard forms with keyword-separated arguments
// and the niladic functions written without parentheses.
specialFunction
    : EXTRACT OPEN_PAREN extractField FROM expr CLOSE_PAREN
    | POSITION OPEN_PAREN bExpr IN bExpr CLOSE_PAREN
    | SUBSTRING OPEN_PAREN (expr substringFrom | expr SIMILAR expr ESCAPE expr | functionArgs?) CLOSE_PAREN
    | TRIM OPEN_PAREN (BOTH | LEADING | TRAILING)? (expr? FROM)? exprList CLOSE_PAREN
    | OVERLAY OPEN_PAREN (expr PLACING expr FROM expr (FOR expr)? | functionArgs?) CLOSE_PAREN
    | COALESCE OPEN_PAREN exprList CLOSE_PAREN
    | NULLIF OPEN_PAREN expr COMMA expr CLOSE_PAREN
    | GREATEST OPEN_PAREN exprList CLOSE_PAREN
    | LEAST OPEN_PAREN exprList CLOSE_PAREN
    | NORMALIZE OPEN_PAREN expr (COMMA normalForm)? CLOSE_PAREN
    | TREAT OPEN_PAREN expr AS typeName CLOSE_PAREN
    | COLLATION FOR OPEN_PAREN expr CLOSE_PAREN
    | CURRENT_DATE
    | CURRENT_TIME (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | CURRENT_TIMESTAMP (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | LOCALTIME (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | LOCALTIMESTAMP (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | CURRENT_USER
    | CURRENT_ROLE
    | SESSION_USER
    | SYSTEM_USER
    | USER
    | CURRENT_CATALOG
    | CURRENT_SCHEMA
    ;

substringFrom
    : FROM expr (FOR expr)?
    | FOR expr (FROM expr)?
    ;

extractField
    : identifier
    | stringConst
    ;

dateTimeFunction
    : MAKE_DATE OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIME OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIMESTAMP OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIMESTAMPTZ OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_INTERVAL OPEN_PAREN functionArgs? CLOSE_PAREN
    | DATE_TRUNC OPEN_PAREN functionArgs CLOSE_PAREN
    | DATE_PART OPEN_PAREN functionArgs CLOSE_PAREN
    | DATE_BIN OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_TIMESTAMP OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_DATE OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_CHAR OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_NUMBER OPEN_PAREN functionArgs CLOSE_PAREN
    | AGE OPEN_PAREN functionArgs CLOSE_PAREN
    | NOW OPEN_PAREN CLOSE_PAREN
    | CLOCK_TIMESTAMP OPEN_PAREN CLOSE_PAREN
    | STATEMENT_TIMESTAMP OPEN_PAREN CLOSE_PAREN
    | TRANSACTION_TIMESTAMP OPEN_PAREN CLOSE_PAREN
    | TIMEOFDAY OPEN_PAREN CLOSE_PAREN
    | JUSTIFY_DAYS OPEN_PAREN functionArgs CLOSE_PAREN
    | JUSTIFY_HOURS OPEN_PAREN functionArgs CLOSE_PAREN
    | JUSTIFY_INTERVAL OPEN_PAREN functionArgs CLOSE_PAREN
    | ISFINITE OPEN_PAREN functionArgs CLOSE_PAREN
    ;

stringFunction
    : LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | CHAR_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | CHARACTER_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | OCTET_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | BIT_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | LOWER OPEN_PAREN functionArgs CLOSE_PAREN
    | UPPER OPEN_PAREN functionArgs CLOSE_PAREN
    | INITCAP OPEN_PAREN functionArgs CLOSE_PAREN
    | CONCAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | CONCAT_WS OPEN_PAREN functionArgs CLOSE_PAREN
    | LPAD OPEN_PAREN functionArgs CLOSE_PAREN
    | RPAD OPEN_PAREN functionArgs CLOSE_PAREN
    | LTRIM OPEN_PAREN functionArgs CLOSE_PAREN
    | RTRIM OPEN_PAREN functionArgs CLOSE_PAREN
    | BTRIM OPEN_PAREN functionArgs CLOSE_PAREN
    | REPLACE OPEN_PAREN functionArgs CLOSE_PAREN
    | SPLIT_PART OPEN_PAREN functionArgs CLOSE_PAREN
    | STRPOS OPEN_PAREN functionArgs CLOSE_PAREN
    | REVERSE OPEN_PAREN functionArgs CLOSE_PAREN
    | REPEAT OPEN_PAREN functionArgs CLOSE_PAREN
    | LEFT OPEN_PAREN functionArgs CLOSE_PAREN
    | RIGHT OPEN_PAREN functionArgs CLOSE_PAREN
    | MD5 OPEN_PAREN functionArgs CLOSE_PAREN
    | FORMAT OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_REPLACE OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_MATCH OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_MATCHES OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_SPLIT_TO_ARRAY OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_SPLIT_TO_TABLE OPEN_PAREN functionArgs CLOSE_PAREN
    | STRING_TO_ARRAY OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_TO_STRING OPEN_PAREN functionArgs CLOSE_PAREN
    | TRANSLATE OPEN_PAREN functionArgs CLOSE_PAREN
    | ASCII OPEN_PAREN functionArgs CLOSE_PAREN
    | CHR OPEN_PAREN functionArgs CLOSE_PAREN
    | QUOTE_IDENT OPEN_PAREN functionArgs CLOSE_PAREN
    | QUOTE_LITERAL OPEN_PAREN functionArgs CLOSE_PAREN
    | QUOTE_NULLABLE OPEN_PAREN functionArgs CLOSE_PAREN
    | STARTS_WITH OPEN_PAREN functionArgs CLOSE_PAREN
    ;

mathFunction
    : ABS OPEN_PAREN functionArgs CLOSE_PAREN
    | CEIL OPEN_PAREN functionArgs CLOSE_PAREN
    | CEILING OPEN_PAREN functionArgs CLOSE_PAREN
    | FLOOR OPEN_PAREN functionArgs CLOSE_PAREN
    | ROUND OPEN_PAREN functionArgs CLOSE_PAREN
    | TRUNC OPEN_PAREN functionArgs CLOSE_PAREN
    | SQRT OPEN_PAREN functionArgs CLOSE_PAREN
    | CBRT OPEN_PAREN functionArgs CLOSE_PAREN
    | POWER OPEN_PAREN functionArgs CLOSE_PAREN
    | POW OPEN_PAREN functionArgs CLOSE_PAREN
    | EXP OPEN_PAREN functionArgs CLOSE_PAREN
    | LN OPEN_PAREN functionArgs CLOSE_PAREN
    | LOG OPEN_PAREN functionArgs CLOSE_PAREN
    | LOG10 OPEN_PAREN functionArgs CLOSE_PAREN
    | MOD OPEN_PAREN functionArgs CLOSE_PAREN
    | SIGN OPEN_PAREN functionArgs CLOSE_PAREN
    | PI OPEN_PAREN CLOSE_PAREN
    | RANDOM OPEN_PAREN CLOSE_PAREN
    | DIV OPEN_PAREN functionArgs CLOSE_PAREN
    | DEGREES OPEN_PAREN functionArgs CLOSE_PAREN
    | RADIANS OPEN_PAREN functionArgs CLOSE_PAREN
    | SIN OPEN_PAREN functionArgs CLOSE_PAREN
    | COS OPEN_PAREN functionArgs CLOSE_PAREN
    | TAN OPEN_PAREN functionArgs CLOSE_PAREN
    | ASIN OPEN_PAREN functionArgs CLOSE_PAREN
    | ACOS OPEN_PAREN functionArgs CLOSE_PAREN
    | ATAN OPEN_PAREN functionArgs CLOSE_PAREN
    | ATAN2 OPEN_PAREN functionArgs CLOSE_PAREN
    | GCD OPEN_PAREN functionArgs CLOSE_PAREN
    | LCM OPEN_PAREN functionArgs CLOSE_PAREN
    | WIDTH_BUCKET OPEN_PAREN functionArgs CLOSE_PAREN
    | SCALE OPEN_PAREN functionArgs CLOSE_PAREN
    ;

jsonFunction
    : JSON_OBJECT OPEN_PAREN (jsonKeyValue (COMMA jsonKeyValue)* jsonConstructorOptions | functionArgs | jsonConstructorOptions) CLOSE_PAREN
    | JSON_ARRAY OPEN_PAREN (functionArgs jsonConstructorOptions | selectStmt | jsonConstructorOptions) CLOSE_PAREN
    | JSON_BUILD_OBJECT OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_BUILD_ARRAY OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSONB_BUILD_OBJECT OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSONB_BUILD_ARRAY OPEN_PAREN functionArgs? CLOSE_PAREN
    | TO_JSON OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_JSONB OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EXTRACT_PATH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_EXTRACT_PATH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_ARRAY_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_ARRAY_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_TYPEOF OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_TYPEOF OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_SET OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_INSERT OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EACH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_EACH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_ARRAY_ELEMENTS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_ARRAY_ELEMENTS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_PRETTY OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_STRIP_NULLS OPEN_PAREN functionArgs CLOSE_PAREN
    | ROW_TO_JSON OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_TO_JSON OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_OBJECT_KEYS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_OBJECT_KEYS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_PATH_QUERY OPEN_PAREN functionArgs CLOSE_PAREN
    | JSONB_PATH_EXISTS OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// jsonKeyValue is a SQL/JSON constructor member: key VALUE value or key: value.
jsonKeyValue
    : expr (VALUE | COLON) expr
    ;

jsonConstructorOptions
    : ((NULL | ABSENT) ON NULL)? ((WITH | WITHOUT) UNIQUE KEYS?)? (RETURNING typeName (FORMAT JSON)?)?
    ;

// aggregateFunction alternatives take the aggregate argument form:
// optional DISTINCT/ALL and an ORDER BY inside the parentheses.
aggregateFunction
    : COUNT OPEN_PAREN (STAR | aggregateArgs)? CLOSE_PAREN
    | SUM OPEN_PAREN aggregateArgs CLOSE_PAREN
    | AVG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | MIN OPEN_PAREN aggregateArgs CLOSE_PAREN
    | MAX OPEN_PAREN aggregateArgs CLOSE_PAREN
    | ARRAY_AGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | STRING_AGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | JSON_AGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | JSONB_AGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | JSON_OBJECT_AGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | JSONB_OBJECT_AGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    | BOOL_AND OPEN_PAREN aggregateArgs CLOSE_PAREN
    | BOOL_OR OPEN_PAREN aggregateArgs CLOSE_PAREN
    | EVERY OPEN_PAREN aggregateArgs CLOSE_PAREN
    | BIT_AND OPEN_PAREN aggregateArgs CLOSE_PAREN
    | BIT_OR OPEN_PAREN aggregateArgs CLOSE_PAREN
    | STDDEV OPEN_PAREN aggregateArgs CLOSE_PAREN
    | STDDEV_POP OPEN_PAREN aggregateArgs CLOSE_PAREN
    | STDDEV_SAMP OPEN_PAREN aggregateArgs CLOSE_PAREN
    | VARIANCE OPEN_PAREN aggregateArgs CLOSE_PAREN
    | VAR_POP OPEN_PAREN aggregateArgs CLOSE_PAREN
    | VAR_SAMP OPEN_PAREN aggregateArgs CLOSE_PAREN
    | CORR OPEN_PAREN aggregateArgs CLOSE_PAREN
    | COVAR_POP OPEN_PAREN aggregateArgs CLOSE_PAREN
    | COVAR_SAMP OPEN_PAREN aggregateArgs CLOSE_PAREN
    | PERCENTILE_CONT OPEN_PAREN aggregateArgs CLOSE_PAREN
    | PERCENTILE_DISC OPEN_PAREN aggregateArgs CLOSE_PAREN
    | MODE OPEN_PAREN CLOSE_PAREN
    | XMLAGG OPEN_PAREN aggregateArgs CLOSE_PAREN
    ;

windowFunction
    : ROW_NUMBER OPEN_PAREN CLOSE_PAREN
    | RANK OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | DENSE_RANK OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | PERCENT_RANK OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | CUME_DIST OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | NTILE OPEN_PAREN functionArgs CLOSE_PAREN
    | LAG OPEN_PAREN functionArgs CLOSE_PAREN
    | LEAD OPEN_PAREN functionArgs CLOSE_PAREN
    | FIRST_VALUE OPEN_PAREN functionArgs CLOSE_PAREN
    | LAST_VALUE OPEN_PAREN functionArgs CLOSE_PAREN
    | NTH_VALUE OPEN_PAREN functionArgs CLOSE_PAREN
    ;

sequenceFunction
    : NEXTVAL OPEN_PAREN functionArgs CLOSE_PAREN
    | CURRVAL OPEN_PAREN functionArgs CLOSE_PAREN
    | SETVAL OPEN_PAREN functionArgs CLOSE_PAREN
    | LASTVAL OPEN_PAREN CLOSE_PAREN
    ;

arrayFunction
    : ARRAY_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_APPEND OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_PREPEND OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_CAT OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_POSITION OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_REMOVE OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_UPPER OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_LOWER OPEN_PAREN functionArgs CLOSE_PAREN
    | CARDINALITY OPEN_PAREN functionArgs CLOSE_PAREN
    | UNNEST OPEN_PAREN functionArgs CLOSE_PAREN
    | GENERATE_SERIES OPEN_PAREN functionArgs CLOSE_PAREN
    | GENERATE_SUBSCRIPTS OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// xmlFunction covers the SQL/XML forms whose arguments use keywords.
xmlFunction
    : XMLELEMENT OPEN_PAREN NAME colLabel (COMMA xmlElementArgument)* CLOSE_PAREN
    | XMLFOREST OPEN_PAREN xmlAttribute (COMMA xmlAttribute)* CLOSE_PAREN
    | XMLPARSE OPEN_PAREN (DOCUMENT | CONTENT) expr ((PRESERVE | STRIP) WHITESPACE_KW)? CLOSE_PAREN
    | XMLSERIALIZE OPEN_PAREN (DOCUMENT | CONTENT) expr AS typeName (NO? identifier)? CLOSE_PAREN
    | XMLPI OPEN_PAREN NAME colLabel (COMMA expr)? CLOSE_PAREN
    | XMLROOT OPEN_PAREN expr COMMA VERSION (expr | NO VALUE) (COMMA STANDALONE (YES | NO VALUE?))? CLOSE_PAREN
    | XMLCONCAT OPEN_PAREN exprList CLOSE_PAREN
    | XMLEXISTS OPEN_PAREN bExpr PASSING (BY (REF | VALUE))? bExpr (BY (REF | VALUE))? CLOSE_PAREN
    ;

// The element arguments are one list rather than "attributes, exprList":
// a comma after an exprList anywhere in the grammar would put ',' in its
// follow set and make every list decision scan to the closing parenthesis.
xmlElementArgument
    : XMLATTRIBUTES OPEN_PAREN xmlAttribute (COMMA xmlAttribute)* CLOSE_PAREN
    | expr
    ;

xmlAttribute
    : expr (AS colLabel)?
    ;

// genericFunction is the fallback for every other function, including
// schema-qualified built-ins (pg_catalog.count(*)).
genericFunction
    : funcName OPEN_PAREN (STAR | aggregateArgs)? CLOSE_PAREN
    ;

funcName
    : genericFuncIdentifier
    | identifier (DOT colLabel)+
    ;

genericFuncIdentifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER
    | plainKeyword
    | ambiguousKeyword
    | AUTHORIZATION
    | BINARY
    | COLLATION
    | CONCURRENTLY
    | CROSS
    | CURRENT_SCHEMA
    | FREEZE
    | FULL
    | ILIKE
    | INNER
    | IS
    | ISNULL
    | JOIN
    | LIKE
    | NATURAL
    | NOTNULL
    | OUTER
    | OVERLAPS
    | SIMILAR
    | TABLESAMPLE
    | VERBOSE
    ;

aggregateArgs
    : (ALL | DISTINCT)? functionArgs orderByClause?
    ;

functionArgs
    : functionArg (COMMA functionArg)*
    ;

functionArg
    : VARIADIC? (colLabel (EQUALS_GREATER | COLON_EQUALS))? expr
    ;

withinGroupClause
    : WITHIN GROUP OPEN_PAREN orderByClause CLOSE_PAREN
    ;

filterClause
    : FILTER OPEN_PAREN WHERE expr CLOSE_PAREN
    ;

overClause
    : OVER (identifier | OPEN_PAREN windowSpec CLOSE_PAREN)
    ;

// ------------------------------------------------------------ types

typeName
    : SETOF? simpleTypeName arrayBounds
    ;

arrayBounds
    : (OPEN_BRACKET INTEGER_LITERAL? CLOSE_BRACKET)*
    | ARRAY (OPEN_BRACKET INTEGER_LITERAL CLOSE_BRACKET)?
    ;

simpleTypeName
    : numericType
    | bitType
    | characterType
    | dateTimeType
    | INTERVAL intervalQualifier? (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | JSON
    | genericType
    ;

numericType
    : INT
    | INTEGER
    | SMALLINT
    | BIGINT
    | REAL
    | FLOAT (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | DOUBLE PRECISION
    | (DECIMAL | DEC | NUMERIC) (OPEN_PAREN signedNumber (COMMA signedNumber)? CLOSE_PAREN)?
    | BOOLEAN
    ;

bitType
    : BIT VARYING? (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    ;

characterType
    : (CHARACTER | CHAR | NCHAR | NATIONAL (CHARACTER | CHAR)) VARYING? (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | VARCHAR (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    ;

dateTimeType
    : (TIMESTAMP | TIME) (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)? ((WITH | WITHOUT) TIME ZONE)?
    ;

genericType
    : typeIdentifier (DOT colLabel)* (OPEN_PAREN exprList CLOSE_PAREN)?
    ;

typeIdentifier
    : identifier
    | typeFuncKeyword
    ;

intervalQualifier
    : YEAR (TO MONTH)?
    | MONTH
    | DAY (TO (HOUR | MINUTE | intervalSecond))?
    | HOUR (TO (MINUTE | intervalSecond))?
    | MINUTE (TO intervalSecond)?
    | intervalSecond
    ;

intervalSecond
    : SECOND (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    ;

// ------------------------------------------------------------ DDL

createTableStmt
    : CREATE (OR REPLACE)? tempOption? TABLE (IF NOT EXISTS)? qualifiedName createTableRest
    ;

createTableRest
    : OPEN_PAREN (tableElement (COMMA tableElement)*)? CLOSE_PAREN tableOptions
    | OF typeName (OPEN_PAREN tableElement (COMMA tableElement)* CLOSE_PAREN)? tableOptions
    | PARTITION OF qualifiedName (OPEN_PAREN tableElement (COMMA tableElement)* CLOSE_PAREN)? partitionBound tableOptions
    | (OPEN_PAREN nameList CLOSE_PAREN)? (USING identifier)? withOptions? (ON COMMIT onCommitAction)? (TABLESPACE identifier)? AS (selectStmt | executeStmt) (WITH NO? DATA)?
    ;

tableOptions
    : (INHERITS OPEN_PAREN qualifiedName (COMMA qualifiedName)* CLOSE_PAREN)? partitionByClause? (USING identifier)? withOptions? (ON COMMIT onCommitAction)? (TABLESPACE identifier)?
    ;

onCommitAction
    : DROP
    | DELETE ROWS
    | PRESERVE ROWS
    ;

tempOption
    : (LOCAL | GLOBAL)? (TEMPORARY | TEMP)
    | UNLOGGED
    ;

tableElement
    : tableConstraint
    | LIKE qualifiedName ((INCLUDING | EXCLUDING) (ALL | identifier))*
    | UNIQUE? INDEX identifier? OPEN_PAREN indexElement (COMMA indexElement)* CLOSE_PAREN (STORING OPEN_PAREN nameList CLOSE_PAREN)?
    | FAMILY identifier? OPEN_PAREN nameList CLOSE_PAREN
    | columnDefinition
    ;

columnDefinition
    : identifier typeName? (WITH OPTIONS)? columnConstraint*
    ;

columnConstraint
    : (CONSTRAINT identifier)? columnConstraintBody
    | constraintAttribute
    | COLLATE anyName
    | COMPRESSION identifier
    | STORAGE identifier
    | genericOptions
    ;

columnConstraintBody
    : NOT NULL
    | NULL
    | CHECK OPEN_PAREN expr CLOSE_PAREN (NO INHERIT)?
    | DEFAULT bExpr
    | GENERATED (ALWAYS | BY DEFAULT) AS (IDENTITY (OPEN_PAREN sequenceOption+ CLOSE_PAREN)? | OPEN_PAREN expr CLOSE_PAREN STORED)
    | UNIQUE (NULLS NOT? DISTINCT)? indexParameters
    | PRIMARY KEY indexParameters
    | REFERENCES qualifiedName (OPEN_PAREN nameList CLOSE_PAREN)? referentialActions
    ;

constraintAttribute
    : NOT? DEFERRABLE
    | INITIALLY (DEFERRED | IMMEDIATE)
    | NOT VALID
    | NO INHERIT
    ;

tableConstraint
    : (CONSTRAINT identifier)? tableConstraintBody constraintAttribute*
    ;

tableConstraintBody
    : CHECK OPEN_PAREN expr CLOSE_PAREN (NO INHERIT)?
    | UNIQUE (NULLS NOT? DISTINCT)? OPEN_PAREN nameList CLOSE_PAREN indexParameters
    | PRIMARY KEY OPEN_PAREN nameList CLOSE_PAREN indexParameters
    | EXCLUDE (USING identifier)? OPEN_PAREN excludeElement (COMMA excludeElement)* CLOSE_PAREN indexParameters (WHERE OPEN_PAREN expr CLOSE_PAREN)?
    | (UNIQUE | PRIMARY KEY) USING INDEX identifier
    | FOREIGN KEY OPEN_PAREN nameList CLOSE_PAREN REFERENCES qualifiedName (OPEN_PAREN nameList CLOSE_PAREN)? referentialActions
    ;

excludeElement
    : indexElement WITH anyOperator
    ;

indexParameters
    : (INCLUDE OPEN_PAREN nameList CLOSE_PAREN)? (WITH relOptions)? (USING INDEX TABLESPACE identifier)?
    ;

referentialActions
    : (MATCH (FULL | PARTIAL | SIMPLE))? (ON (DELETE | UPDATE) referentialAction)*
    ;

referentialAction
    : NO ACTION
    | RESTRICT
    | CASCADE
    | SET NULL (OPEN_PAREN nameList CLOSE_PAREN)?
    | SET DEFAULT (OPEN_PAREN nameList CLOSE_PAREN)?
    ;

partitionByClause
    : PARTITION BY identifier OPEN_PAREN partitionElement (COMMA partitionElement)* CLOSE_PAREN
    ;

partitionElement
    : (OPEN_PAREN expr CLOSE_PAREN | functionCall | identifier) (COLLATE anyName)? anyName?
    ;

partitionBound
    : FOR VALUES IN OPEN_PAREN exprList CLOSE_PAREN
    | FOR VALUES FROM OPEN_PAREN exprList CLOSE_PAREN TO OPEN_PAREN exprList CLOSE_PAREN
    | FOR VALUES WITH OPEN_PAREN identifier INTEGER_LITERAL COMMA identifier INTEGER_LITERAL CLOSE_PAREN
    | DEFAULT
    ;

withOptions
    : WITH relOptions
    | WITHOUT OIDS
    ;

relOptions
    : OPEN_PAREN relOption (COMMA relOption)* CLOSE_PAREN
    ;

relOption
    : colLabel (DOT colLabel)? (EQUAL definitionArg)?
    ;

definitionArg
    : signedNumber
    | stringConst
    | typeName
    | reservedKeyword
    | qualOperator
    | anyOperator
    | NONE
    ;

createViewStmt
    : CREATE (OR REPLACE)? tempOption? RECURSIVE? VIEW qualifiedName (OPEN_PAREN nameList CLOSE_PAREN)? withOptions? AS selectStmt (WITH (CASCADED | LOCAL)? CHECK OPTION)?
    ;

createMaterializedViewStmt
    : CREATE UNLOGGED? MATERIALIZED VIEW (IF NOT EXISTS)? qualifiedName (OPEN_PAREN nameList CLOSE_PAREN)? (USING identifier)? withOptions? (TABLESPACE identifier)? AS selectStmt (WITH NO? DATA)?
    ;

createIndexStmt
    : CREATE UNIQUE? INDEX CONCURRENTLY? ((IF NOT EXISTS)? identifier)? ON ONLY? qualifiedName (USING identifier)? OPEN_PAREN indexElement (COMMA indexElement)* CLOSE_PAREN (INCLUDE OPEN_PAREN nameList CLOSE_PAREN)? (NULLS NOT? DISTINCT)? withOptions? (TABLESPACE identifier)? whereClause?
    ;

indexElement
    : (OPEN_PAREN expr CLOSE_PAREN | functionCall | identifier) (COLLATE anyName)? (anyName relOptions?)? (ASC | DESC)? (NULLS (FIRST | LAST))?
    ;

createSequenceStmt
    : CREATE tempOption? SEQUENCE (IF NOT EXISTS)? qualifiedName sequenceOption*
    ;

alterSequenceStmt
    : ALTER SEQUENCE (IF EXISTS)? qualifiedName (sequenceOption+ | alterOwnerOrName)
    ;

sequenceOption
    : AS typeName
    | INCREMENT BY? signedNumber
    | MINVALUE signedNumber
    | NO MINVALUE
    | MAXVALUE signedNumber
    | NO MAXVALUE
    | START WITH? signedNumber
    | RESTART (WITH? signedNumber)?
    | CACHE signedNumber
    | NO? CYCLE
    | OWNED BY (NONE | qualifiedName)
    | SEQUENCE NAME qualifiedName
    | LOGGED
    | UNLOGGED
    ;

alterOwnerOrName
    : OWNER TO roleSpec
    | RENAME TO identifier
    | SET SCHEMA identifier
    | SET (LOGGED | UNLOGGED)
    ;

createSchemaStmt
    : CREATE SCHEMA (IF NOT EXISTS)? (identifier (AUTHORIZATION roleSpec)? | AUTHORIZATION roleSpec) schemaElement*
    ;

schemaElement
    : createTableStmt
    | createViewStmt
    | createIndexStmt
    | createSequenceStmt
    | createTriggerStmt
    | grantStmt
    ;

createTypeStmt
    : CREATE TYPE qualifiedName (AS ENUM OPEN_PAREN (stringConst (COMMA stringConst)*)? CLOSE_PAREN
        | AS OPEN_PAREN (identifier typeName (COLLATE anyName)? (COMMA identifier typeName (COLLATE anyName)?)*)? CLOSE_PAREN
        | AS RANGE relOptions
        | relOptions
        )?
    ;

createDomainStmt
    : CREATE DOMAIN qualifiedName AS? typeName domainConstraint*
    ;

domainConstraint
    : (CONSTRAINT identifier)? (NOT NULL | NULL | CHECK OPEN_PAREN expr CLOSE_PAREN | DEFAULT bExpr) constraintAttribute*
    | COLLATE anyName
    ;

createFunctionStmt
    : CREATE (OR REPLACE)? (FUNCTION | PROCEDURE) qualifiedName OPEN_PAREN (functionParameter (COMMA functionParameter)*)? CLOSE_PAREN (RETURNS (TABLE OPEN_PAREN columnDefList CLOSE_PAREN | typeName))? functionOption+
    ;

functionParameter
    : parameterMode? (identifier parameterMode?)? typeName ((DEFAULT | EQUAL) expr)?
    ;

parameterMode
    : IN
    | OUT
    | INOUT
    | VARIADIC
    ;

functionOption
    : LANGUAGE (identifier | stringConst)
    | AS stringConst (COMMA stringConst)?
    | IMMUTABLE
    | STABLE
    | VOLATILE
    | NOT? LEAKPROOF
    | CALLED ON NULL INPUT
    | RETURNS NULL ON NULL INPUT
    | STRICT
    | EXTERNAL? SECURITY (DEFINER | INVOKER)
    | PARALLEL identifier
    | COST signedNumber
    | ROWS signedNumber
    | SUPPORT qualifiedName
    | SET varName (TO | EQUAL) varValue (COMMA varValue)*
    | SET varName FROM CURRENT
    | WINDOW
    | TRANSFORM FOR TYPE typeName (COMMA FOR TYPE typeName)*
    | RETURN expr
    | BEGIN ATOMIC (stmt SEMI)* END
    ;

createTriggerStmt
    : CREATE (OR REPLACE)? CONSTRAINT? TRIGGER identifier (BEFORE | AFTER | INSTEAD OF) triggerEvent (OR triggerEvent)* ON qualifiedName (FROM qualifiedName)? constraintAttribute* (REFERENCING ((OLD | NEW) TABLE AS? identifier)+)? (FOR EACH? (ROW | STATEMENT))? (WHEN OPEN_PAREN expr CLOSE_PAREN)? EXECUTE (FUNCTION | PROCEDURE) funcName OPEN_PAREN (triggerArg (COMMA triggerArg)*)? CLOSE_PAREN
    ;

triggerEvent
    : INSERT
    | DELETE
    | TRUNCATE
    | UPDATE (OF nameList)?
    ;

triggerArg
    : signedNumber
    | stringConst
    | colLabel
    ;

createExtensionStmt
    : CREATE EXTENSION (IF NOT EXISTS)? identifier WITH? (SCHEMA identifier | VERSION (identifier | stringConst) | CASCADE)*
    ;

createRoleStmt
    : CREATE (ROLE | USER | GROUP) identifier WITH? roleOption*
    ;

roleOption
    : PASSWORD (stringConst | NULL)
    | ENCRYPTED PASSWORD stringConst
    | VALID UNTIL stringConst
    | IN (ROLE | GROUP) nameList
    | (ROLE | ADMIN | USER) nameList
    | CONNECTION LIMIT signedNumber
    | SYSID INTEGER_LITERAL
    | INHERIT
    | identifier
    ;

createDatabaseStmt
    : CREATE DATABASE identifier WITH? (colLabel EQUAL? (signedNumber | stringConst | colLabel | DEFAULT))*
    ;

alterTableStmt
    : ALTER (TABLE | VIEW | MATERIALIZED VIEW | INDEX | FOREIGN TABLE) (IF EXISTS)? ONLY? qualifiedName STAR? alterTableAction
    ;

alterTableAction
    : alterTableCommand (COMMA alterTableCommand)*
    | RENAME (COLUMN | CONSTRAINT)? identifier TO identifier
    | RENAME TO identifier
    | SET SCHEMA identifier
    | ATTACH PARTITION qualifiedName partitionBound?
    | DETACH PARTITION qualifiedName (CONCURRENTLY | FINALIZE)?
    ;

alterTableCommand
    : ADD COLUMN? (IF NOT EXISTS)? columnDefinition
    | ADD tableConstraint
    | DROP COLUMN? (IF EXISTS)? identifier dropBehavior?
    | DROP CONSTRAINT (IF EXISTS)? identifier dropBehavior?
    | ALTER COLUMN? (identifier | INTEGER_LITERAL) alterColumnAction
    | ALTER CONSTRAINT identifier constraintAttribute*
    | VALIDATE CONSTRAINT identifier
    | OWNER TO roleSpec
    | SET relOptions
    | RESET relOptions
    | SET (LOGGED | UNLOGGED)
    | SET WITHOUT (CLUSTER | OIDS)
    | SET TABLESPACE identifier
    | SET ACCESS METHOD identifier
    | CLUSTER ON identifier
    | (ENABLE | DISABLE) (ALWAYS | REPLICA)? TRIGGER (ALL | USER | identifier)
    | (ENABLE | DISABLE) (ALWAYS | REPLICA)? RULE identifier
    | (ENABLE | DISABLE | NO? FORCE) ROW LEVEL SECURITY
    | NO? INHERIT qualifiedName
    | OF typeName
    | NOT OF
    | REPLICA IDENTITY (DEFAULT | FULL | NOTHING | USING INDEX identifier)
    | genericOptions
    ;

alterColumnAction
    : (SET DATA)? TYPE typeName (COLLATE anyName)? (USING expr)?
    | SET DEFAULT expr
    | DROP DEFAULT
    | SET NOT NULL
    | DROP NOT NULL
    | DROP EXPRESSION (IF EXISTS)?
    | ADD GENERATED (ALWAYS | BY DEFAULT) AS IDENTITY (OPEN_PAREN sequenceOption+ CLOSE_PAREN)?
    | SET GENERATED (ALWAYS | BY DEFAULT)
    | DROP IDENTITY (IF EXISTS)?
    | SET STATISTICS signedNumber
    | SET relOptions
    | RESET relOptions
    | SET STORAGE identifier
    | SET COMPRESSION identifier
    | genericOptions
    | RESTART (WITH? signedNumber)?
    | SET sequenceOption
    ;

// alterGenericStmt covers the ALTER forms that only rename, re-own or move
// an object.
alterGenericStmt
    : ALTER objectType (IF EXISTS)? qualifiedName alterOwnerOrName
    | ALTER (FUNCTION | PROCEDURE | ROUTINE | AGGREGATE) functionSignature (alterOwnerOrName | (functionOption | RESET (ALL | varName))+ RESTRICT? | NO? DEPENDS ON EXTENSION identifier)
    | ALTER TYPE qualifiedName (SET OPEN_PAREN definitionElement (COMMA definitionElement)* CLOSE_PAREN | alterTypeAttributeCmd (COMMA alterTypeAttributeCmd)* | ADD VALUE (IF NOT EXISTS)? stringConst ((BEFORE | AFTER) stringConst)? | RENAME VALUE stringConst TO stringConst | RENAME ATTRIBUTE identifier TO identifier dropBehavior?)
    | ALTER DOMAIN qualifiedName (alterOwnerOrName | RENAME CONSTRAINT identifier TO identifier | SET DEFAULT expr | DROP DEFAULT | (SET | DROP) NOT NULL | ADD domainConstraint (NOT VALID)? | DROP CONSTRAINT (IF EXISTS)? identifier dropBehavior? | VALIDATE CONSTRAINT identifier)
    | ALTER (ROLE | USER) (identifier | ALL) (WITH? roleOption+ | RENAME TO identifier | (IN DATABASE identifier)? SET varName (TO | EQUAL) (varValue (COMMA varValue)* | DEFAULT) | (IN DATABASE identifier)? RESET (varName | ALL))
    | ALTER GROUP identifier (ADD | DROP) USER nameList
    | ALTER EVENT TRIGGER identifier (ENABLE (REPLICA | ALWAYS)? | DISABLE | alterOwnerOrName)
    | ALTER (RULE | TRIGGER) identifier ON qualifiedName (RENAME TO identifier | NO? DEPENDS ON EXTENSION identifier)
    | ALTER STATISTICS (IF EXISTS)? qualifiedName SET STATISTICS signedNumber
    | ALTER TEXT SEARCH (DICTIONARY | TEMPLATE | PARSER) qualifiedName definition
    | ALTER TEXT SEARCH CONFIGURATION qualifiedName ((ADD | ALTER) MAPPING (FOR nameList)? (WITH anyName (COMMA anyName)* | REPLACE anyName WITH anyName) | DROP MAPPING (IF EXISTS)? FOR nameList)
    | ALTER EXTENSION identifier UPDATE (TO (identifier | stringConst))?
    | ALTER DATABASE identifier (SET varName (TO | EQUAL) (varValue | DEFAULT) | RESET (varName | ALL) | RENAME TO identifier | OWNER TO roleSpec)
    | ALTER SYSTEM (SET varName (TO | EQUAL) (varValue | DEFAULT) | RESET (varName | ALL))
    ;

objectType
    : TABLE
    | SEQUENCE
    | VIEW
    | MATERIALIZED VIEW
    | INDEX
    | FOREIGN TABLE
    | SCHEMA
    | TYPE
    | DOMAIN
    | EXTENSION
    | COLLATION
    | CONVERSION
    | ROLE
    | USER
    | GROUP
    | DATABASE
    | TABLESPACE
    | SERVER
    | PUBLICATION
    | SUBSCRIPTION
    | EVENT TRIGGER
    | FOREIGN DATA WRAPPER
    | PROCEDURAL? LANGUAGE
    | STATISTICS
    | TEXT SEARCH (PARSER | DICTIONARY | TEMPLATE | CONFIGURATION)
    | ACCESS METHOD
    ;

dropStmt
    : DROP objectType CONCURRENTLY? (IF EXISTS)? qualifiedName (COMMA qualifiedName)* dropBehavior?
    | DROP (FUNCTION | PROCEDURE | ROUTINE | AGGREGATE) (IF EXISTS)? functionSignature (COMMA functionSignature)* dropBehavior?
    | DROP (TRIGGER | RULE | POLICY) (IF EXISTS)? identifier ON qualifiedName dropBehavior?
    | DROP OWNED BY roleSpec (COMMA roleSpec)* dropBehavior?
    | DROP CAST (IF EXISTS)? OPEN_PAREN typeName AS typeName CLOSE_PAREN dropBehavior?
    | DROP OPERATOR (IF EXISTS)? operatorName operatorArgTypes (COMMA operatorName operatorArgTypes)* dropBehavior?
    | DROP OPERATOR (CLASS | FAMILY) (IF EXISTS)? qualifiedName USING identifier dropBehavior?
    | DROP USER MAPPING (IF EXISTS)? FOR userMappingUser SERVER identifier
    | DROP DATABASE (IF EXISTS)? identifier WITH? (OPEN_PAREN identifier (COMMA identifier)* CLOSE_PAREN)?
    | DROP TRANSFORM (IF EXISTS)? FOR typeName LANGUAGE identifier dropBehavior?
    ;

functionSignature
    : qualifiedName (OPEN_PAREN (STAR | functionParameter (COMMA functionParameter)* (ORDER BY functionParameter (COMMA functionParameter)*)? | ORDER BY functionParameter (COMMA functionParameter)*)? CLOSE_PAREN)?
    ;

dropBehavior
    : CASCADE
    | RESTRICT
    ;

// ------------------------------------------------------------ more DDL

// definition is the "(name = value, ...)" list of CREATE AGGREGATE,
// OPERATOR, COLLATION and TEXT SEARCH objects.
definition
    : OPEN_PAREN definitionElement (COMMA definitionElement)* CLOSE_PAREN
    ;

definitionElement
    : colLabel (EQUAL definitionArg)?
    ;

operatorName
    : (identifier DOT)* anyOperator
    ;

operatorArgTypes
    : OPEN_PAREN (typeName | NONE) (COMMA (typeName | NONE))? CLOSE_PAREN
    ;

createAggregateStmt
    : CREATE (OR REPLACE)? AGGREGATE qualifiedName (aggregateSignature definition | definition)
    ;

aggregateSignature
    : OPEN_PAREN (STAR | functionParameter (COMMA functionParameter)* (ORDER BY functionParameter (COMMA functionParameter)*)? | ORDER BY functionParameter (COMMA functionParameter)*) CLOSE_PAREN
    ;

createOperatorStmt
    : CREATE OPERATOR operatorName definition
    | CREATE OPERATOR CLASS qualifiedName DEFAULT? FOR TYPE typeName USING identifier (FAMILY qualifiedName)? AS operatorClassItem (COMMA operatorClassItem)*
    | CREATE OPERATOR FAMILY qualifiedName USING identifier
    ;

operatorClassItem
    : OPERATOR INTEGER_LITERAL operatorName operatorArgTypes? (FOR SEARCH | FOR ORDER BY qualifiedName)?
    | FUNCTION INTEGER_LITERAL (OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN)? functionSignature
    | STORAGE typeName
    ;

alterOperatorStmt
    : ALTER OPERATOR operatorName operatorArgTypes (OWNER TO roleSpec | SET SCHEMA identifier | SET OPEN_PAREN definitionElement (COMMA definitionElement)* CLOSE_PAREN)
    | ALTER OPERATOR (CLASS | FAMILY) qualifiedName USING identifier (alterOwnerOrName | ADD operatorClassItem (COMMA operatorClassItem)* | DROP operatorClassDrop (COMMA operatorClassDrop)*)
    ;

operatorClassDrop
    : (OPERATOR | FUNCTION) INTEGER_LITERAL OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN
    ;

createRuleStmt
    : CREATE (OR REPLACE)? RULE identifier AS ON (SELECT | INSERT | UPDATE | DELETE) TO qualifiedName whereClause? DO (ALSO | INSTEAD)? ruleActions
    ;

ruleActions
    : NOTHING
    | ruleAction
    | OPEN_PAREN ruleAction? (SEMI ruleAction?)* CLOSE_PAREN
    ;

ruleAction
    : selectStmt
    | insertStmt
    | updateStmt
    | deleteStmt
    | notifyStmt
    ;

createCastStmt
    : CREATE CAST OPEN_PAREN typeName AS typeName CLOSE_PAREN (WITH FUNCTION functionSignature | WITHOUT FUNCTION | WITH INOUT) (AS (ASSIGNMENT | IMPLICIT))?
    ;

createPolicyStmt
    : CREATE POLICY identifier ON qualifiedName (AS identifier)? (FOR (ALL | SELECT | INSERT | UPDATE | DELETE))? (TO roleSpec (COMMA roleSpec)*)? (USING OPEN_PAREN expr CLOSE_PAREN)? (WITH CHECK OPEN_PAREN expr CLOSE_PAREN)?
    ;

alterPolicyStmt
    : ALTER POLICY identifier ON qualifiedName (RENAME TO identifier | (TO roleSpec (COMMA roleSpec)*)? (USING OPEN_PAREN expr CLOSE_PAREN)? (WITH CHECK OPEN_PAREN expr CLOSE_PAREN)?)
    ;

createStatisticsStmt
    : CREATE STATISTICS (IF NOT EXISTS)? qualifiedName? (OPEN_PAREN nameList CLOSE_PAREN)? ON exprList FROM qualifiedName
    ;

createTextSearchStmt
    : CREATE TEXT SEARCH (PARSER | DICTIONARY | TEMPLATE | CONFIGURATION) qualifiedName definition
    ;

createEventTriggerStmt
    : CREATE EVENT TRIGGER identifier ON identifier (WHEN eventTriggerFilter (AND eventTriggerFilter)*)? EXECUTE (FUNCTION | PROCEDURE) funcName OPEN_PAREN CLOSE_PAREN
    ;

eventTriggerFilter
    : identifier IN OPEN_PAREN stringConst (COMMA stringConst)* CLOSE_PAREN
    ;

createCollationStmt
    : CREATE COLLATION (IF NOT EXISTS)? qualifiedName (definition | FROM qualifiedName)
    ;

createConversionStmt
    : CREATE DEFAULT? CONVERSION qualifiedName FOR stringConst TO stringConst FROM qualifiedName
    ;

createAccessMethodStmt
    : CREATE ACCESS METHOD identifier TYPE (INDEX | TABLE) HANDLER qualifiedName
    ;

// genericOptions is the foreign-data OPTIONS (...) list; ALTER forms may
// prefix each entry with ADD, SET or DROP.
genericOptions
    : OPTIONS OPEN_PAREN genericOption (COMMA genericOption)* CLOSE_PAREN
    ;

genericOption
    : (ADD | SET)? colLabel stringConst
    | DROP colLabel
    ;

createForeignTableStmt
    : CREATE FOREIGN TABLE (IF NOT EXISTS)? qualifiedName (OPEN_PAREN (tableElement (COMMA tableElement)*)? CLOSE_PAREN (INHERITS OPEN_PAREN qualifiedName (COMMA qualifiedName)* CLOSE_PAREN)? | PARTITION OF qualifiedName partitionBound) SERVER identifier genericOptions?
    ;

foreignDataWrapperOption
    : HANDLER qualifiedName
    | NO HANDLER
    | VALIDATOR qualifiedName
    | NO VALIDATOR
    ;

createForeignDataWrapperStmt
    : CREATE FOREIGN DATA WRAPPER identifier foreignDataWrapperOption* genericOptions?
    ;

createServerStmt
    : CREATE SERVER (IF NOT EXISTS)? identifier (TYPE stringConst)? (VERSION stringConst)? FOREIGN DATA WRAPPER identifier genericOptions?
    ;

userMappingUser
    : USER
    | CURRENT_ROLE
    | CURRENT_USER
    | SESSION_USER
    | identifier
    ;

createUserMappingStmt
    : CREATE USER MAPPING (IF NOT EXISTS)? FOR userMappingUser SERVER identifier genericOptions?
    ;

alterForeignStmt
    : ALTER FOREIGN DATA WRAPPER identifier (foreignDataWrapperOption+ genericOptions? | genericOptions | alterOwnerOrName)
    | ALTER SERVER identifier (VERSION stringConst genericOptions? | genericOptions | alterOwnerOrName)
    | ALTER USER MAPPING FOR userMappingUser SERVER identifier genericOptions
    | IMPORT FOREIGN SCHEMA identifier ((LIMIT TO | EXCEPT) OPEN_PAREN nameList CLOSE_PAREN)? FROM SERVER identifier INTO identifier genericOptions?
    ;

createPublicationStmt
    : CREATE PUBLICATION identifier (FOR ALL TABLES | FOR publicationObject (COMMA publicationObject)*)? withOptions?
    ;

publicationObject
    : TABLE? ONLY? qualifiedName STAR? (OPEN_PAREN nameList CLOSE_PAREN)? (WHERE OPEN_PAREN expr CLOSE_PAREN)?
    | TABLES IN SCHEMA (identifier | CURRENT_SCHEMA)
    ;

alterPublicationStmt
    : ALTER PUBLICATION identifier ((ADD | SET | DROP) publicationObject (COMMA publicationObject)* | SET relOptions | alterOwnerOrName)
    ;

createSubscriptionStmt
    : CREATE SUBSCRIPTION identifier CONNECTION stringConst PUBLICATION nameList withOptions?
    ;

alterSubscriptionStmt
    : ALTER SUBSCRIPTION identifier (CONNECTION stringConst | SET relOptions | (SET | ADD | DROP) PUBLICATION nameList withOptions? | REFRESH PUBLICATION withOptions? | ENABLE | DISABLE | SKIP_ relOptions | alterOwnerOrName)
    ;

alterDefaultPrivilegesStmt
    : ALTER DEFAULT PRIVILEGES ((FOR (ROLE | USER) nameList) | IN SCHEMA nameList)* (GRANT privileges ON defaultPrivilegeObject TO grantee (COMMA grantee)* (WITH GRANT OPTION)? | REVOKE (GRANT OPTION FOR)? privileges ON defaultPrivilegeObject FROM grantee (COMMA grantee)* dropBehavior?)
    ;

defaultPrivilegeObject
    : TABLES
    | FUNCTIONS
    | ROUTINES
    | SEQUENCES
    | TYPES
    | SCHEMAS
    ;

setConstraintsStmt
    : SET CONSTRAINTS (ALL | qualifiedName (COMMA qualifiedName)*) (DEFERRED | IMMEDIATE)
    ;

reassignOwnedStmt
    : REASSIGN OWNED BY roleSpec (COMMA roleSpec)* TO roleSpec
    ;

alterTypeAttributeCmd
    : ADD ATTRIBUTE identifier typeName (COLLATE anyName)? dropBehavior?
    | DROP ATTRIBUTE (IF EXISTS)? identifier dropBehavior?
    | ALTER ATTRIBUTE identifier (SET DATA)? TYPE typeName (COLLATE anyName)? dropBehavior?
    ;

createLanguageStmt
    : CREATE (OR REPLACE)? TRUSTED? PROCEDURAL? LANGUAGE identifier (HANDLER qualifiedName (INLINE qualifiedName)? (VALIDATOR qualifiedName)?)?
    ;

createTransformStmt
    : CREATE (OR REPLACE)? TRANSFORM FOR typeName LANGUAGE identifier OPEN_PAREN transformElement (COMMA transformElement)? CLOSE_PAREN
    ;

transformElement
    : (FROM | TO) SQL WITH FUNCTION functionSignature
    ;

// ------------------------------------------------------------ utility

doStmt
    : DO (LANGUAGE identifier)? stringConst (LANGUAGE identifier)?
    ;

declareCursorStmt
    : DECLARE identifier cursorOption* CURSOR ((WITH | WITHOUT) HOLD)? FOR selectStmt
    ;

cursorOption
    : BINARY
    | ASENSITIVE
    | INSENSITIVE
    | NO SCROLL
    | SCROLL
    ;

fetchStmt
    : FETCH fetchDirection? (FROM | IN)? identifier
    ;

moveStmt
    : MOVE fetchDirection? (FROM | IN)? identifier
    ;

// fetchDirection lists every cursor direction as one alternative each.
fetchDirection
    : NEXT
    | PRIOR
    | FIRST
    | LAST
    | ABSOLUTE signedNumber
    | RELATIVE signedNumber
    | signedNumber
    | ALL
    | FORWARD
    | FORWARD signedNumber
    | FORWARD ALL
    | BACKWARD
    | BACKWARD signedNumber
    | BACKWARD ALL
    ;

closeStmt
    : CLOSE (ALL | identifier)
    ;

transactionStmt
    : BEGIN (WORK | TRANSACTION)? transactionModeList?
    | START TRANSACTION transactionModeList?
    | (COMMIT | END) (WORK | TRANSACTION)? (AND NO? CHAIN)?
    | (ROLLBACK | ABORT) (WORK | TRANSACTION)? (AND NO? CHAIN)?
    | ROLLBACK (WORK | TRANSACTION)? TO SAVEPOINT? identifier
    | SAVEPOINT identifier
    | RELEASE SAVEPOINT? identifier
    | PREPARE TRANSACTION stringConst
    | (COMMIT | ROLLBACK) PREPARED stringConst
    | SET TRANSACTION transactionModeList
    | SET TRANSACTION SNAPSHOT stringConst
    | SET SESSION CHARACTERISTICS AS TRANSACTION transactionModeList
    ;

transactionModeList
    : transactionMode (COMMA? transactionMode)*
    ;

transactionMode
    : ISOLATION LEVEL isolationLevel
    | READ WRITE
    | READ ONLY
    | NOT? DEFERRABLE
    ;

isolationLevel
    : SERIALIZABLE
    | REPEATABLE READ
    | READ COMMITTED
    | READ UNCOMMITTED
    ;

setStmt
    : SET (SESSION | LOCAL)? setRest
    | SET CLUSTER SETTING varName (TO | EQUAL) (DEFAULT | varValue)
    ;

setRest
    : TIME ZONE (varValue | LOCAL | DEFAULT | INTERVAL stringConst intervalQualifier?)
    | SCHEMA stringConst
    | NAMES (stringConst | DEFAULT)?
    | ROLE (roleSpec | NONE)
    | SESSION AUTHORIZATION (roleSpec | stringConst | DEFAULT)
    | varName (TO | EQUAL) (DEFAULT | varValue (COMMA varValue)*)
    | varName FROM CURRENT
    ;

varName
    : colLabel (DOT colLabel)*
    ;

varValue
    : signedNumber
    | stringConst
    | colLabel
    ;

resetStmt
    : RESET (ALL | TIME ZONE | SESSION AUTHORIZATION | TRANSACTION ISOLATION LEVEL | ROLE | varName)
    ;

// showStmt includes CockroachDB's SHOW TABLES/COLUMNS/CREATE forms.
showStmt
    : SHOW (ALL | TIME ZONE | TRANSACTION ISOLATION LEVEL | SESSION AUTHORIZATION)
    | SHOW CREATE (TABLE | VIEW | SEQUENCE | DATABASE)? qualifiedName
    | SHOW (TABLES | SCHEMAS | SEQUENCES | COLUMNS | INDEXES | CONSTRAINTS | TYPES | FUNCTIONS | ROLES | VIEWS | DATABASES | USERS | JOBS | SESSIONS | QUERIES) ((FROM | ON) qualifiedName)?
    | SHOW RANGES (FROM (TABLE | INDEX | DATABASE) qualifiedName)?
    | SHOW GRANTS (ON privilegeTarget)? (FOR nameList)?
    | SHOW CLUSTER SETTING varName
    | SHOW varName
    ;

explainStmt
    : EXPLAIN (OPEN_PAREN explainOption (COMMA explainOption)* CLOSE_PAREN | (ANALYZE | ANALYSE)? VERBOSE?) explainableStmt
    ;

explainOption
    : (colLabel | ANALYZE | ANALYSE | VERBOSE) varValue?
    ;

explainableStmt
    : selectStmt
    | insertStmt
    | updateStmt
    | deleteStmt
    | mergeStmt
    | upsertStmt
    | declareCursorStmt
    | createTableStmt
    | createMaterializedViewStmt
    | executeStmt
    | refreshStmt
    ;

prepareStmt
    : PREPARE identifier (OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN)? AS preparableStmt
    ;

executeStmt
    : EXECUTE identifier (OPEN_PAREN exprList CLOSE_PAREN)?
    ;

deallocateStmt
    : DEALLOCATE PREPARE? (ALL | identifier)
    ;

copyStmt
    : COPY BINARY? (qualifiedName (OPEN_PAREN nameList CLOSE_PAREN)? | OPEN_PAREN preparableStmt CLOSE_PAREN) (FROM | TO) PROGRAM? (stringConst | STDIN | STDOUT) copyOptions? whereClause?
    ;

copyOptions
    : WITH? OPEN_PAREN copyOption (COMMA copyOption)* CLOSE_PAREN
    | WITH? legacyCopyOption+
    ;

copyOption
    : (colLabel | BINARY) (varValue | STAR | OPEN_PAREN (STAR | nameList) CLOSE_PAREN)?
    ;

legacyCopyOption
    : BINARY
    | FREEZE
    | CSV
    | HEADER
    | DELIMITER AS? stringConst
    | NULL AS? stringConst
    | QUOTE AS? stringConst
    | ESCAPE AS? stringConst
    | ENCODING stringConst
    | FORCE QUOTE (STAR | nameList)
    | FORCE NOT NULL nameList
    | FORCE NULL nameList
    ;

truncateStmt
    : TRUNCATE TABLE? truncateTarget (COMMA truncateTarget)* ((RESTART | CONTINUE) IDENTITY)? dropBehavior?
    ;

truncateTarget
    : ONLY? qualifiedName STAR?
    ;

grantStmt
    : GRANT privileges ON privilegeTarget TO grantee (COMMA grantee)* (WITH GRANT OPTION)? (GRANTED BY roleSpec)?
    | GRANT nameList TO grantee (COMMA grantee)* (WITH (ADMIN | INHERIT | SET) (OPTION | TRUE | FALSE))? (GRANTED BY roleSpec)?
    ;

revokeStmt
    : REVOKE (GRANT OPTION FOR)? privileges ON privilegeTarget FROM grantee (COMMA grantee)* (GRANTED BY roleSpec)? dropBehavior?
    | REVOKE ((ADMIN | INHERIT | SET) OPTION FOR)? nameList FROM grantee (COMMA grantee)* (GRANTED BY roleSpec)? dropBehavior?
    ;

privileges
    : ALL PRIVILEGES? (OPEN_PAREN nameList CLOSE_PAREN)?
    | privilege (COMMA privilege)*
    ;

privilege
    : (SELECT | INSERT | UPDATE | DELETE | TRUNCATE | REFERENCES | TRIGGER | CREATE | TEMPORARY | TEMP | EXECUTE | identifier) (OPEN_PAREN nameList CLOSE_PAREN)?
    ;

privilegeTarget
    : TABLE? qualifiedName (COMMA qualifiedName)*
    | (SEQUENCE | DATABASE | SCHEMA | TYPE | DOMAIN | LANGUAGE | TABLESPACE | FOREIGN DATA WRAPPER | FOREIGN SERVER) qualifiedName (COMMA qualifiedName)*
    | (FUNCTION | PROCEDURE | ROUTINE) functionSignature (COMMA functionSignature)*
    | ALL (TABLES | SEQUENCES | FUNCTIONS | PROCEDURES | ROUTINES) IN SCHEMA nameList
    | LARGE OBJECT signedNumber (COMMA signedNumber)*
    ;

grantee
    : GROUP? roleSpec
    ;

roleSpec
    : identifier
    | CURRENT_USER
    | CURRENT_ROLE
    | SESSION_USER
    ;

commentStmt
    : COMMENT ON commentTarget IS (stringConst | NULL)
    ;

securityLabelStmt
    : SECURITY LABEL (FOR (identifier | stringConst))? ON commentTarget IS (stringConst | NULL)
    ;

commentTarget
    : COLUMN qualifiedName
    | (FUNCTION | PROCEDURE | ROUTINE | AGGREGATE) functionSignature
    | (CONSTRAINT | TRIGGER | RULE | POLICY) identifier ON DOMAIN? qualifiedName
    | CAST OPEN_PAREN typeName AS typeName CLOSE_PAREN
    | LARGE OBJECT signedNumber
    | OPERATOR anyOperator OPEN_PAREN (typeName | NONE) COMMA (typeName | NONE) CLOSE_PAREN
    | objectType qualifiedName
    ;

analyzeStmt
    : (ANALYZE | ANALYSE) (OPEN_PAREN explainOption (COMMA explainOption)* CLOSE_PAREN)? VERBOSE? (vacuumTarget (COMMA vacuumTarget)*)?
    ;

vacuumStmt
    : VACUUM (OPEN_PAREN explainOption (COMMA explainOption)* CLOSE_PAREN)? (FULL | FREEZE | VERBOSE | ANALYZE | ANALYSE)* (vacuumTarget (COMMA vacuumTarget)*)?
    ;

vacuumTarget
    : qualifiedName (OPEN_PAREN nameList CLOSE_PAREN)?
    ;

lockStmt
    : LOCK TABLE? truncateTarget (COMMA truncateTarget)* (IN lockMode MODE)? NOWAIT?
    ;

lockMode
    : ACCESS SHARE
    | ROW SHARE
    | ROW EXCLUSIVE
    | SHARE UPDATE EXCLUSIVE
    | SHARE ROW EXCLUSIVE
    | SHARE
    | EXCLUSIVE
    | ACCESS EXCLUSIVE
    ;

listenStmt
    : LISTEN identifier
    ;

unlistenStmt
    : UNLISTEN (identifier | STAR)
    ;

notifyStmt
    : NOTIFY identifier (COMMA stringConst)?
    ;

callStmt
    : CALL functionApplication
    ;

refreshStmt
    : REFRESH MATERIALIZED VIEW CONCURRENTLY? qualifiedName (WITH NO? DATA)?
    ;

discardStmt
    : DISCARD (ALL | PLANS | SEQUENCES | TEMPORARY | TEMP)
    ;

checkpointStmt
    : CHECKPOINT
    ;

reindexStmt
    : REINDEX (OPEN_PAREN explainOption (COMMA explainOption)* CLOSE_PAREN)? (INDEX | TABLE | SCHEMA | DATABASE | SYSTEM) CONCURRENTLY? qualifiedName?
    ;

clusterStmt
    : CLUSTER VERBOSE? (qualifiedName (USING identifier)?)?
    | CLUSTER VERBOSE? identifier ON qualifiedName
    ;

loadStmt
    : LOAD stringConst
    ;

// ------------------------------------------------------------ names

qualifiedName
    : identifier (DOT colLabel)*
    ;

anyName
    : identifier (DOT colLabel)*
    ;

nameList
    : identifier (COMMA identifier)*
    ;

identifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER (UESCAPE STRING_LITERAL)?
    | nonReservedKeyword
    ;


// bareLabel is an alias written without AS.
bareLabel
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER
    | plainKeyword
    | functionKeyword
    ;

// colLabel is any word at all: after AS or a dot PostgreSQL accepts even
// reserved keywords.
colLabel
    : identifier
    | typeFuncKeyword
    | reservedKeyword
    ;

// nonReservedKeyword lists, as direct alternatives, every keyword that is
// also a plain identifier, including all built-in function names, so
// "SELECT count FROM t" and a table named "age" parse.
nonReservedKeyword
    : ABORT
    | ABS
    | ABSENT
    | ABSOLUTE
    | ACCESS
    | ACOS
    | ACTION
    | ADD
    | ADMIN
    | AFTER
    | AGE
    | AGGREGATE
    | ALSO
    | ALTER
    | ALWAYS
    | ARRAY_AGG
    | ARRAY_APPEND
    | ARRAY_CAT
    | ARRAY_LENGTH
    | ARRAY_LOWER
    | ARRAY_POSITION
    | ARRAY_PREPEND
    | ARRAY_REMOVE
    | ARRAY_TO_JSON
    | ARRAY_TO_STRING
    | ARRAY_UPPER
    | ASCII
    | ASENSITIVE
    | ASIN
    | ASSERTION
    | ASSIGNMENT
    | AT
    | ATAN
    | ATAN2
    | ATOMIC
    | ATTACH
    | ATTRIBUTE
    | AVG
    | BACKWARD
    | BEFORE
    | BEGIN
    | BETWEEN
    | BIGINT
    | BIT
    | BIT_AND
    | BIT_LENGTH
    | BIT_OR
    | BOOLEAN
    | BOOL_AND
    | BOOL_OR
    | BREADTH
    | BTRIM
    | BY
    | CACHE
    | CALL
    | CALLED
    | CARDINALITY
    | CASCADE
    | CASCADED
    | CATALOG
    | CBRT
    | CEIL
    | CEILING
    | CHAIN
    | CHAR
    | CHARACTER
    | CHARACTERISTICS
    | CHARACTER_LENGTH
    | CHAR_LENGTH
    | CHECKPOINT
    | CHR
    | CLASS
    | CLOCK_TIMESTAMP
    | CLOSE
    | CLUSTER
    | COALESCE
    | COLUMNS
    | COMMENT
    | COMMENTS
    | COMMIT
    | COMMITTED
    | COMPRESSION
    | CONCAT
    | CONCAT_WS
    | CONFIGURATION
    | CONFLICT
    | CONNECTION
    | CONSTRAINTS
    | CONTENT
    | CONTINUE
    | CONVERSION
    | COPY
    | CORR
    | COS
    | COST
    | COUNT
    | COVAR_POP
    | COVAR_SAMP
    | CSV
    | CUBE
    | CUME_DIST
    | CURRENT
    | CURRVAL
    | CURSOR
    | CYCLE
    | DATA
    | DATABASE
    | DATABASES
    | DATE_BIN
    | DATE_PART
    | DATE_TRUNC
    | DAY
    | DEALLOCATE
    | DEC
    | DECIMAL
    | DECLARE
    | DEFAULTS
    | DEFERRED
    | DEFINER
    | DEGREES
    | DELETE
    | DELIMITER
    | DELIMITERS
    | DENSE_RANK
    | DEPENDS
    | DEPTH
    | DETACH
    | DICTIONARY
    | DISABLE
    | DISCARD
    | DIV
    | DOCUMENT
    | DOMAIN
    | DOUBLE
    | DROP
    | EACH
    | ENABLE
    | ENCODING
    | ENCRYPTED
    | ENUM
    | ESCAPE
    | EVENT
    | EVERY
    | EXCLUDE
    | EXCLUDING
    | EXCLUSIVE
    | EXECUTE
    | EXISTS
    | EXP
    | EXPLAIN
    | EXPRESSION
    | EXTENSION
    | EXTERNAL
    | EXTRACT
    | FAMILY
    | FILTER
    | FINALIZE
    | FIRST
    | FIRST_VALUE
    | FLOAT
    | FLOOR
    | FOLLOWING
    | FORCE
    | FORMAT
    | FORWARD
    | FUNCTION
    | FUNCTIONS
    | GCD
    | GENERATED
    | GENERATE_SERIES
    | GENERATE_SUBSCRIPTS
    | GLOBAL
    | GRANTED
    | GRANTS
    | GREATEST
    | GROUPING
    | GROUPS
    | HANDLER
    | HEADER
    | HOLD
    | HOUR
    | IDENTITY
    | IF
    | IMMEDIATE
    | IMMUTABLE
    | IMPLICIT
    | IMPORT
    | INCLUDE
    | INCLUDING
    | INCREMENT
    | INDEX
    | INDEXES
    | INHERIT
    | INHERITS
    | INITCAP
    | INLINE
    | INOUT
    | INPUT
    | INSENSITIVE
    | INSERT
    | INSTEAD
    | INT
    | INTEGER
    | INTERVAL
    | INVOKER
    | ISFINITE
    | ISOLATION
    | JOBS
    | JSON
    | JSONB_AGG
    | JSONB_ARRAY_ELEMENTS
    | JSONB_ARRAY_LENGTH
    | JSONB_BUILD_ARRAY
    | JSONB_BUILD_OBJECT
    | JSONB_EACH
    | JSONB_EXTRACT_PATH
    | JSONB_INSERT
    | JSONB_OBJECT_AGG
    | JSONB_OBJECT_KEYS
    | JSONB_PATH_EXISTS
    | JSONB_PATH_QUERY
    | JSONB_PRETTY
    | JSONB_SET
    | JSONB_STRIP_NULLS
    | JSONB_TYPEOF
    | JSON_AGG
    | JSON_ARRAY
    | JSON_ARRAY_ELEMENTS
    | JSON_ARRAY_LENGTH
    | JSON_BUILD_ARRAY
    | JSON_BUILD_OBJECT
    | JSON_EACH
    | JSON_EXTRACT_PATH
    | JSON_OBJECT
    | JSON_OBJECT_AGG
    | JSON_OBJECT_KEYS
    | JSON_TYPEOF
    | JUSTIFY_DAYS
    | JUSTIFY_HOURS
    | JUSTIFY_INTERVAL
    | KEY
    | KEYS
    | LABEL
    | LAG
    | LANGUAGE
    | LARGE
    | LAST
    | LASTVAL
    | LAST_VALUE
    | LCM
    | LEAD
    | LEAKPROOF
    | LEAST
    | LENGTH
    | LEVEL
    | LISTEN
    | LN
    | LOAD
    | LOCAL
    | LOCATION
    | LOCK
    | LOCKED
    | LOG
    | LOG10
    | LOGGED
    | LOWER
    | LPAD
    | LTRIM
    | MAKE_DATE
    | MAKE_INTERVAL
    | MAKE_TIME
    | MAKE_TIMESTAMP
    | MAKE_TIMESTAMPTZ
    | MAPPING
    | MATCH
    | MATCHED
    | MATERIALIZED
    | MAX
    | MAXVALUE
    | MD5
    | MERGE
    | METHOD
    | MIN
    | MINUTE
    | MINVALUE
    | MOD
    | MODE
    | MONTH
    | MOVE
    | NAME
    | NAMES
    | NATIONAL
    | NCHAR
    | NEW
    | NEXT
    | NEXTVAL
    | NFC
    | NFD
    | NFKC
    | NFKD
    | NO
    | NONE
    | NORMALIZE
    | NORMALIZED
    | NOTHING
    | NOTIFY
    | NOW
    | NOWAIT
    | NTH_VALUE
    | NTILE
    | NULLIF
    | NULLS
    | NUMERIC
    | OBJECT
    | OCTET_LENGTH
    | OF
    | OFF
    | OIDS
    | OLD
    | OPERATOR
    | OPTION
    | OPTIONS
    | ORDINALITY
    | OTHERS
    | OUT
    | OVER
    | OVERLAY
    | OVERRIDING
    | OWNED
    | OWNER
    | PARALLEL
    | PARAMETER
    | PARSER
    | PARTIAL
    | PARTITION
    | PASSING
    | PASSWORD
    | PERCENTILE_CONT
    | PERCENTILE_DISC
    | PERCENT_RANK
    | PI
    | PLANS
    | POLICY
    | POSITION
    | POW
    | POWER
    | PRECEDING
    | PRECISION
    | PREPARE
    | PREPARED
    | PRESERVE
    | PRIOR
    | PRIVILEGES
    | PROCEDURAL
    | PROCEDURE
    | PROCEDURES
    | PROGRAM
    | PUBLICATION
    | QUERIES
    | QUOTE
    | QUOTE_IDENT
    | QUOTE_LITERAL
    | QUOTE_NULLABLE
    | RADIANS
    | RANDOM
    | RANGE
    | RANGES
    | RANK
    | READ
    | REAL
    | REASSIGN
    | RECHECK
    | RECURSIVE
    | REF
    | REFERENCING
    | REFRESH
    | REGEXP_MATCH
    | REGEXP_MATCHES
    | REGEXP_REPLACE
    | REGEXP_SPLIT_TO_ARRAY
    | REGEXP_SPLIT_TO_TABLE
    | REINDEX
    | RELATIVE
    | RELEASE
    | RENAME
    | REPEAT
    | REPEATABLE
    | REPLACE
    | REPLICA
    | RESET
    | RESTART
    | RESTRICT
    | RETURN
    | RETURNS
    | REVERSE
    | REVOKE
    | ROLE
    | ROLES
    | ROLLBACK
    | ROLLUP
    | ROUND
    | ROUTINE
    | ROUTINES
    | ROW
    | ROWS
    | ROW_NUMBER
    | ROW_TO_JSON
    | RPAD
    | RTRIM
    | RULE
    | SAVEPOINT
    | SCALE
    | SCHEMA
    | SCHEMAS
    | SCROLL
    | SEARCH
    | SECOND
    | SECURITY
    | SEQUENCE
    | SEQUENCES
    | SERIALIZABLE
    | SERVER
    | SESSION
    | SESSIONS
    | SET
    | SETOF
    | SETS
    | SETTING
    | SETVAL
    | SHARE
    | SHOW
    | SIGN
    | SIMPLE
    | SIN
    | SKIP_
    | SMALLINT
    | SNAPSHOT
    | SPLIT_PART
    | SQL
    | SQRT
    | STABLE
    | STANDALONE
    | START
    | STARTS_WITH
    | STATEMENT
    | STATEMENT_TIMESTAMP
    | STATISTICS
    | STDDEV
    | STDDEV_POP
    | STDDEV_SAMP
    | STDIN
    | STDOUT
    | STORAGE
    | STORED
    | STORING
    | STRICT
    | STRING_AGG
    | STRING_TO_ARRAY
    | STRIP
    | STRPOS
    | SUBSCRIPTION
    | SUBSTRING
    | SUM
    | SUPPORT
    | SYSID
    | SYSTEM
    | TABLES
    | TABLESPACE
    | TAN
    | TEMP
    | TEMPLATE
    | TEMPORARY
    | TEXT
    | TIES
    | TIME
    | TIMEOFDAY
    | TIMESTAMP
    | TO_CHAR
    | TO_DATE
    | TO_JSON
    | TO_JSONB
    | TO_NUMBER
    | TO_TIMESTAMP
    | TRANSACTION
    | TRANSACTION_TIMESTAMP
    | TRANSFORM
    | TRANSLATE
    | TREAT
    | TRIGGER
    | TRIM
    | TRUNC
    | TRUNCATE
    | TRUSTED
    | TYPE
    | TYPES
    | UESCAPE
    | UNBOUNDED
    | UNCOMMITTED
    | UNENCRYPTED
    | UNKNOWN
    | UNLISTEN
    | UNLOGGED
    | UNNEST
    | UNTIL
    | UPDATE
    | UPPER
    | UPSERT
    | USERS
    | VACUUM
    | VALID
    | VALIDATE
    | VALIDATOR
    | VALUE
    | VALUES
    | VARCHAR
    | VARIANCE
    | VARYING
    | VAR_POP
    | VAR_SAMP
    | VERSION
    | VIEW
    | VIEWS
    | VOLATILE
    | WHITESPACE_KW
    | WIDTH_BUCKET
    | WITHIN
    | WITHOUT
    | WORK
    | WRAPPER
    | WRITE
    | XML
    | XMLAGG
    | XMLATTRIBUTES
    | XMLCONCAT
    | XMLELEMENT
    | XMLEXISTS
    | XMLFOREST
    | XMLPARSE
    | XMLPI
    | XMLROOT
    | XMLSERIALIZE
    | YEAR
    | YES
    | ZONE
    ;

// plainKeyword lists the non-reserved keywords that name no built-in
// function family; they serve as identifiers anywhere.
plainKeyword
    : ABORT
    | ABSENT
    | ABSOLUTE
    | ACCESS
    | ACTION
    | ADD
    | ADMIN
    | AFTER
    | AGGREGATE
    | ALSO
    | ALTER
    | ALWAYS
    | ASENSITIVE
    | ASSERTION
    | ASSIGNMENT
    | ATOMIC
    | ATTACH
    | ATTRIBUTE
    | BACKWARD
    | BEFORE
    | BEGIN
    | BIGINT
    | BIT
    | BOOLEAN
    | BREADTH
    | BY
    | CACHE
    | CALL
    | CALLED
    | CASCADE
    | CASCADED
    | CATALOG
    | CHAIN
    | CHAR
    | CHARACTER
    | CHARACTERISTICS
    | CHECKPOINT
    | CLASS
    | CLOSE
    | CLUSTER
    | COLUMNS
    | COMMENT
    | COMMENTS
    | COMMIT
    | COMMITTED
    | COMPRESSION
    | CONFIGURATION
    | CONFLICT
    | CONNECTION
    | CONSTRAINTS
    | CONTENT
    | CONTINUE
    | CONVERSION
    | COPY
    | COST
    | CSV
    | CUBE
    | CURRENT
    | CURSOR
    | CYCLE
    | DATA
    | DATABASE
    | DATABASES
    | DAY
    | DEALLOCATE
    | DEC
    | DECIMAL
    | DECLARE
    | DEFAULTS
    | DEFERRED
    | DEFINER
    | DELETE
    | DELIMITER
    | DELIMITERS
    | DEPENDS
    | DEPTH
    | DETACH
    | DICTIONARY
    | DISABLE
    | DISCARD
    | DOCUMENT
    | DOMAIN
    | DOUBLE
    | DROP
    | EACH
    | ENABLE
    | ENCODING
    | ENCRYPTED
    | ENUM
    | EVENT
    | EXCLUDE
    | EXCLUDING
    | EXCLUSIVE
    | EXECUTE
    | EXISTS
    | EXPLAIN
    | EXPRESSION
    | EXTENSION
    | EXTERNAL
    | FAMILY
    | FINALIZE
    | FIRST
    | FLOAT
    | FOLLOWING
    | FORCE
    | FORWARD
    | FUNCTION
    | FUNCTIONS
    | GENERATED
    | GLOBAL
    | GRANTED
    | GRANTS
    | GROUPING
    | GROUPS
    | HANDLER
    | HEADER
    | HOLD
    | HOUR
    | IDENTITY
    | IF
    | IMMEDIATE
    | IMMUTABLE
    | IMPLICIT
    | IMPORT
    | INCLUDE
    | INCLUDING
    | INCREMENT
    | INDEX
    | INDEXES
    | INHERIT
    | INHERITS
    | INLINE
    | INOUT
    | INPUT
    | INSENSITIVE
    | INSERT
    | INSTEAD
    | INT
    | INTEGER
    | INTERVAL
    | INVOKER
    | ISOLATION
    | JOBS
    | JSON
    | KEY
    | KEYS
    | LABEL
    | LANGUAGE
    | LARGE
    | LAST
    | LEAKPROOF
    | LEVEL
    | LISTEN
    | LOAD
    | LOCAL
    | LOCATION
    | LOCK
    | LOCKED
    | LOGGED
    | MAPPING
    | MATCH
    | MATCHED
    | MATERIALIZED
    | MAXVALUE
    | MERGE
    | METHOD
    | MINUTE
    | MINVALUE
    | MONTH
    | MOVE
    | NAME
    | NAMES
    | NATIONAL
    | NCHAR
    | NEW
    | NEXT
    | NFC
    | NFD
    | NFKC
    | NFKD
    | NO
    | NONE
    | NORMALIZED
    | NOTHING
    | NOTIFY
    | NOWAIT
    | NULLS
    | NUMERIC
    | OBJECT
    | OF
    | OFF
    | OIDS
    | OLD
    | OPERATOR
    | OPTION
    | OPTIONS
    | ORDINALITY
    | OTHERS
    | OUT
    | OVERRIDING
    | OWNED
    | OWNER
    | PARALLEL
    | PARAMETER
    | PARSER
    | PARTIAL
    | PARTITION
    | PASSING
    | PASSWORD
    | PLANS
    | POLICY
    | PRECEDING
    | PRECISION
    | PREPARE
    | PREPARED
    | PRESERVE
    | PRIOR
    | PRIVILEGES
    | PROCEDURAL
    | PROCEDURE
    | PROCEDURES
    | PROGRAM
    | PUBLICATION
    | QUERIES
    | QUOTE
    | RANGE
    | RANGES
    | READ
    | REAL
    | REASSIGN
    | RECHECK
    | RECURSIVE
    | REF
    | REFERENCING
    | REFRESH
    | REINDEX
    | RELATIVE
    | RELEASE
    | RENAME
    | REPEATABLE
    | REPLICA
    | RESET
    | RESTART
    | RESTRICT
    | RETURN
    | RETURNS
    | REVOKE
    | ROLE
    | ROLES
    | ROLLBACK
    | ROLLUP
    | ROUTINE
    | ROUTINES
    | ROW
    | ROWS
    | RULE
    | SAVEPOINT
    | SCHEMA
    | SCHEMAS
    | SCROLL
    | SEARCH
    | SECOND
    | SECURITY
    | SEQUENCE
    | SEQUENCES
    | SERIALIZABLE
    | SERVER
    | SESSION
    | SESSIONS
    | SETOF
    | SETS
    | SETTING
    | SHARE
    | SHOW
    | SIMPLE
    | SKIP_
    | SMALLINT
    | SNAPSHOT
    | SQL
    | STABLE
    | STANDALONE
    | START
    | STATEMENT
    | STATISTICS
    | STDIN
    | STDOUT
    | STORAGE
    | STORED
    | STORING
    | STRICT
    | STRIP
    | SUBSCRIPTION
    | SUPPORT
    | SYSID
    | SYSTEM
    | TABLES
    | TABLESPACE
    | TEMP
    | TEMPLATE
    | TEMPORARY
    | TEXT
    | TIES
    | TIME
    | TIMESTAMP
    | TRANSACTION
    | TRANSFORM
    | TRIGGER
    | TRUNCATE
    | TRUSTED
    | TYPE
    | TYPES
    | UNBOUNDED
    | UNCOMMITTED
    | UNENCRYPTED
    | UNKNOWN
    | UNLISTEN
    | UNLOGGED
    | UNTIL
    | UPDATE
    | UPSERT
    | USERS
    | VACUUM
    | VALID
    | VALIDATE
    | VALIDATOR
    | VALUE
    | VALUES
    | VARCHAR
    | VARYING
    | VERSION
    | VIEW
    | VIEWS
    | VOLATILE
    | WHITESPACE_KW
    | WITHOUT
    | WORK
    | WRAPPER
    | WRITE
    | XML
    | YEAR
    | YES
    | ZONE
    ;

// functionKeyword lists the keywords that start a built-in function
// alternative; they remain usable as identifiers (columns named count, age).
functionKeyword
    : ABS
    | ACOS
    | AGE
    | ARRAY_AGG
    | ARRAY_APPEND
    | ARRAY_CAT
    | ARRAY_LENGTH
    | ARRAY_LOWER
    | ARRAY_POSITION
    | ARRAY_PREPEND
    | ARRAY_REMOVE
    | ARRAY_TO_JSON
    | ARRAY_TO_STRING
    | ARRAY_UPPER
    | ASCII
    | ASIN
    | ATAN
    | ATAN2
    | AVG
    | BIT_AND
    | BIT_LENGTH
    | BIT_OR
    | BOOL_AND
    | BOOL_OR
    | BTRIM
    | CARDINALITY
    | CBRT
    | CEIL
    | CEILING
    | CHARACTER_LENGTH
    | CHAR_LENGTH
    | CHR
    | CLOCK_TIMESTAMP
    | COALESCE
    | CONCAT
    | CONCAT_WS
    | CORR
    | COS
    | COUNT
    | COVAR_POP
    | COVAR_SAMP
    | CUME_DIST
    | CURRVAL
    | DATE_BIN
    | DATE_PART
    | DATE_TRUNC
    | DEGREES
    | DENSE_RANK
    | DIV
    | EVERY
    | EXP
    | EXTRACT
    | FIRST_VALUE
    | FLOOR
    | FORMAT
    | GCD
    | GENERATE_SERIES
    | GENERATE_SUBSCRIPTS
    | GREATEST
    | INITCAP
    | ISFINITE
    | JSONB_AGG
    | JSONB_ARRAY_ELEMENTS
    | JSONB_ARRAY_LENGTH
    | JSONB_BUILD_ARRAY
    | JSONB_BUILD_OBJECT
    | JSONB_EACH
    | JSONB_EXTRACT_PATH
    | JSONB_INSERT
    | JSONB_OBJECT_AGG
    | JSONB_OBJECT_KEYS
    | JSONB_PATH_EXISTS
    | JSONB_PATH_QUERY
    | JSONB_PRETTY
    | JSONB_SET
    | JSONB_STRIP_NULLS
    | JSONB_TYPEOF
    | JSON_AGG
    | JSON_ARRAY
    | JSON_ARRAY_ELEMENTS
    | JSON_ARRAY_LENGTH
    | JSON_BUILD_ARRAY
    | JSON_BUILD_OBJECT
    | JSON_EACH
    | JSON_EXTRACT_PATH
    | JSON_OBJECT
    | JSON_OBJECT_AGG
    | JSON_OBJECT_KEYS
    | JSON_TYPEOF
    | JUSTIFY_DAYS
    | JUSTIFY_HOURS
    | JUSTIFY_INTERVAL
    | LAG
    | LASTVAL
    | LAST_VALUE
    | LCM
    | LEAD
    | LEAST
    | LENGTH
    | LN
    | LOG
    | LOG10
    | LOWER
    | LPAD
    | LTRIM
    | MAKE_DATE
    | MAKE_INTERVAL
    | MAKE_TIME
    | MAKE_TIMESTAMP
    | MAKE_TIMESTAMPTZ
    | MAX
    | MD5
    | MIN
    | MOD
    | MODE
    | NEXTVAL
    | NORMALIZE
    | NOW
    | NTH_VALUE
    | NTILE
    | NULLIF
    | OCTET_LENGTH
    | OVERLAY
    | PERCENTILE_CONT
    | PERCENTILE_DISC
    | PERCENT_RANK
    | PI
    | POSITION
    | POW
    | POWER
    | QUOTE_IDENT
    | QUOTE_LITERAL
    | QUOTE_NULLABLE
    | RADIANS
    | RANDOM
    | RANK
    | REGEXP_MATCH
    | REGEXP_MATCHES
    | REGEXP_REPLACE
    | REGEXP_SPLIT_TO_ARRAY
    | REGEXP_SPLIT_TO_TABLE
    | REPEAT
    | REPLACE
    | REVERSE
    | ROUND
    | ROW_NUMBER
    | ROW_TO_JSON
    | RPAD
    | RTRIM
    | SCALE
    | SETVAL
    | SIGN
    | SIN
    | SPLIT_PART
    | SQRT
    | STARTS_WITH
    | STATEMENT_TIMESTAMP
    | STDDEV
    | STDDEV_POP
    | STDDEV_SAMP
    | STRING_AGG
    | STRING_TO_ARRAY
    | STRPOS
    | SUBSTRING
    | SUM
    | TAN
    | TIMEOFDAY
    | TO_CHAR
    | TO_DATE
    | TO_JSON
    | TO_JSONB
    | TO_NUMBER
    | TO_TIMESTAMP
    | TRANSACTION_TIMESTAMP
    | TRANSLATE
    | TREAT
    | TRIM
    | TRUNC
    | UNNEST
    | UPPER
    | VARIANCE
    | VAR_POP
    | VAR_SAMP
    | WIDTH_BUCKET
    | XMLAGG
    | XMLATTRIBUTES
    | XMLCONCAT
    | XMLELEMENT
    | XMLEXISTS
    | XMLFOREST
    | XMLPARSE
    | XMLPI
    | XMLROOT
    | XMLSERIALIZE
    ;

// ambiguousKeyword lists non-reserved keywords that may follow an
// expression or table reference (AT TIME ZONE, FILTER, OVER, UPDATE ... SET);
// they are identifiers but never bare aliases, which keeps prediction cheap.
ambiguousKeyword
    : AT
    | BETWEEN
    | ESCAPE
    | FILTER
    | OVER
    | SET
    | UESCAPE
    | WITHIN
    ;

// typeFuncKeyword lists keywords usable as function or type names but not as
// column names (PostgreSQL's type_func_name_keyword class).
typeFuncKeyword
    : AUTHORIZATION
    | BINARY
    | COLLATION
    | CONCURRENTLY
    | CROSS
    | CURRENT_SCHEMA
    | FREEZE
    | FULL
    | ILIKE
    | INNER
    | IS
    | ISNULL
    | JOIN
    | LEFT
    | LIKE
    | NATURAL
    | NOTNULL
    | OUTER
    | OVERLAPS
    | RIGHT
    | SIMILAR
    | TABLESAMPLE
    | VERBOSE
    ;

// reservedKeyword lists fully reserved keywords, accepted only as column
// labels after AS or a dot.
reservedKeyword
    : ALL
    | ANALYSE
    | ANALYZE
    | AND
    | ANY
    | ARRAY
    | AS
    | ASC
    | ASYMMETRIC
    | BOTH
    | CASE
    | CAST
    | CHECK
    | COLLATE
    | COLUMN
    | CONSTRAINT
    | CREATE
    | CURRENT_CATALOG
    | CURRENT_DATE
    | CURRENT_ROLE
    | CURRENT_TIME
    | CURRENT_TIMESTAMP
    | CURRENT_USER
    | DEFAULT
    | DEFERRABLE
    | DESC
    | DISTINCT
    | DO
    | ELSE
    | END
    | EXCEPT
    | FALSE
    | FETCH
    | FOR
    | FOREIGN
    | FROM
    | GRANT
    | GROUP
    | HAVING
    | IN
    | INITIALLY
    | INTERSECT
    | INTO
    | LATERAL
    | LEADING
    | LIMIT
    | LOCALTIME
    | LOCALTIMESTAMP
    | NOT
    | NULL
    | OFFSET
    | ON
    | ONLY
    | OR
    | ORDER
    | PLACING
    | PRIMARY
    | REFERENCES
    | RETURNING
    | SELECT
    | SESSION_USER
    | SOME
    | SYMMETRIC
    | SYSTEM_USER
    | TABLE
    | THEN
    | TO
    | TRAILING
    | TRUE
    | UNION
    | UNIQUE
    | USER
    | USING
    | VARIADIC
    | WHEN
    | WHERE
    | WINDOW
    | WITH
    ;

