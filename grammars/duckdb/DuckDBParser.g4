// DuckDBParser is a project-written grammar for DuckDB's SQL (DuckDB 1.5).
// It started as a copy of this project's PostgresParser and parses one
// statement at a time.
//
// Design notes (they keep SLL prediction cheap and the tree useful for
// mutation):
//   - expressions follow DuckDB's operator precedence, highest first, as one
//     left-recursive rule; '->' (lambdas) binds loosest, below OR, as in
//     DuckDB;
//   - BETWEEN bounds, DEFAULT values and PIVOT headers use bExpr, the
//     boolean-free subset, exactly where DuckDB uses b_expr;
//   - built-in functions are grouped by family, one alternative per
//     function; each alternative starts with the function's keyword token so
//     a grammar graph can read the name off the alternative. The generic call
//     comes last and its name excludes those keywords, so the two never
//     compete. DuckDB itself reads these names as plain identifiers, so they
//     stay usable as names everywhere an identifier is;
//   - lists take the trailing comma DuckDB allows where it allows one; a
//     trailing comma is only ever followed by a closing bracket or a clause
//     keyword, so a comma inside a list is decided by the token after it;
//   - keywords usable as names are listed in generated rules at the end,
//     classified as DuckDB classifies them (reserved, column-name, type and
//     function name, unreserved).
parser grammar DuckDBParser;

options {
    tokenVocab = DuckDBLexer;
}

root
    : stmt SEMI? EOF
    ;

stmt
    : selectBody
    | withStmt
    | insertStmt
    | updateStmt
    | deleteStmt
    | mergeStmt
    | truncateStmt
    | createTableStmt
    | createViewStmt
    | createIndexStmt
    | createSequenceStmt
    | createSchemaStmt
    | createTypeStmt
    | createMacroStmt
    | createSecretStmt
    | alterTableStmt
    | alterSequenceStmt
    | alterGenericStmt
    | dropStmt
    | commentStmt
    | attachStmt
    | detachStmt
    | useStmt
    | installStmt
    | loadStmt
    | updateExtensionsStmt
    | pragmaStmt
    | setStmt
    | resetStmt
    | showStmt
    | explainStmt
    | prepareStmt
    | executeStmt
    | deallocateStmt
    | copyStmt
    | exportStmt
    | importStmt
    | transactionStmt
    | checkpointStmt
    | vacuumStmt
    | analyzeStmt
    | callStmt
    ;

// ---------------------------------------------------------------- SELECT

// A statement that starts with WITH is read by one alternative, withStmt,
// which takes the statement after the common table expressions; were the
// WITH clause part of each statement, telling them apart would scan every
// CTE body first. Where only a query may stand, selectStmt reads its own
// WITH clause.
withStmt
    : withClause (selectBody | insertStmt | updateStmt | deleteStmt | mergeStmt)
    ;

selectStmt
    : withClause? selectBody
    ;

// LIMIT/OFFSET may come before or after the locking clauses; the two
// orders are separate alternatives so that a lone LIMIT is not ambiguous.
selectBody
    : selectSetExpr orderByClause? (selectLimit forLockingClause* | forLockingClause+ selectLimit?)?
    ;

// UNION and EXCEPT bind looser than INTERSECT. BY NAME matches the columns
// of both sides by name.
selectSetExpr
    : selectIntersect ((UNION | EXCEPT) setQuantifier? (BY NAME)? selectIntersect)*
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
    | valuesClause COMMA?
    | TABLE qualifiedName
    | pivotStmt
    | unpivotStmt
    | OPEN_PAREN selectStmt CLOSE_PAREN
    | OPEN_PAREN showStmt CLOSE_PAREN
    ;

// simpleSelect also reads DuckDB's FROM-first form: FROM t SELECT a, and
// FROM t alone, which selects every column.
simpleSelect
    : SELECT distinctClause? targetList? intoClause? fromClause? selectTail
    | fromClause (SELECT distinctClause? targetList?)? intoClause? selectTail
    ;

selectTail
    : whereClause? groupByClause? havingClause? windowClause? qualifyClause? sampleClause?
    ;

distinctClause
    : ALL
    | DISTINCT (ON OPEN_PAREN exprList COMMA? CLOSE_PAREN)?
    ;

targetList
    : targetElement (COMMA targetElement)* COMMA?
    ;

// A target may be named in front (SELECT total: a + b), after AS, or by a
// bare identifier that is no keyword.
targetElement
    : identifier COLON expr
    | expr (AS (colLabel | stringConst) | bareLabel)?
    ;

intoClause
    : INTO (TEMPORARY | TEMP | UNLOGGED | (LOCAL | GLOBAL) (TEMPORARY | TEMP))? TABLE? qualifiedName
    ;

valuesClause
    : VALUES valuesRow (COMMA valuesRow)*
    ;

valuesRow
    : OPEN_PAREN exprList COMMA? CLOSE_PAREN
    ;

withClause
    : WITH RECURSIVE? commonTableExpr (COMMA commonTableExpr)*
    ;

commonTableExpr
    : nameOrString (OPEN_PAREN nameList COMMA? CLOSE_PAREN)? (USING KEY OPEN_PAREN nameList COMMA? CLOSE_PAREN)? AS (NOT? MATERIALIZED)? OPEN_PAREN preparableStmt CLOSE_PAREN
    ;

preparableStmt
    : selectBody
    | withStmt
    | insertStmt
    | updateStmt
    | deleteStmt
    | mergeStmt
    | copyStmt
    | showStmt
    ;

fromClause
    : FROM fromItem (COMMA fromItem)* COMMA?
    ;

fromItem
    : tableRef joinPart*
    ;

// A table may be named in front with a colon, as targets may
// (FROM r: range(3)). A quoted string names a file to read.
tableRef
    : qualifiedName aliasClause? atClause? tablesampleClause?
    | nameOrString COLON qualifiedName atClause? tablesampleClause?
    | LATERAL? functionTable functionAliasClause? tablesampleClause?
    | nameOrString COLON functionTable tablesampleClause?
    | valuesClause (COMMA? aliasClause)? tablesampleClause?
    | LATERAL? OPEN_PAREN selectStmt CLOSE_PAREN aliasClause? tablesampleClause?
    | nameOrString COLON OPEN_PAREN selectStmt CLOSE_PAREN tablesampleClause?
    | OPEN_PAREN showStmt CLOSE_PAREN aliasClause?
    | OPEN_PAREN joinedTable CLOSE_PAREN aliasClause?
    | nameOrString COLON OPEN_PAREN joinedTable CLOSE_PAREN
    ;

// joinedTable is a join in parentheses: (a JOIN b ON ...). As in DuckDB, a
// parenthesized table reference must join; its first table is a name, a
// call, a subquery or another parenthesized join, so that (VALUES ...) and
// (SELECT ...) are told from it without reading them through.
joinedTable
    : (qualifiedName aliasClause? | functionTable functionAliasClause? | OPEN_PAREN selectStmt CLOSE_PAREN aliasClause? | OPEN_PAREN joinedTable CLOSE_PAREN aliasClause?) joinPart+
    ;

functionTable
    : functionCall (WITH ORDINALITY)?
    | ROWS FROM OPEN_PAREN functionCall (AS OPEN_PAREN columnDefList CLOSE_PAREN)? (COMMA functionCall (AS OPEN_PAREN columnDefList CLOSE_PAREN)?)* CLOSE_PAREN (WITH ORDINALITY)?
    ;

// atClause reads a table as of a version or time (time travel).
atClause
    : AT OPEN_PAREN (TIMESTAMP | VERSION) EQUALS_GREATER expr CLOSE_PAREN
    ;

tablesampleClause
    : TABLESAMPLE sampleEntry
    ;

sampleClause
    : USING SAMPLE sampleEntry
    ;

sampleEntry
    : identifier? OPEN_PAREN sampleCount CLOSE_PAREN (REPEATABLE OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | sampleCount (OPEN_PAREN identifier (COMMA INTEGER_LITERAL)? CLOSE_PAREN)?
    ;

sampleCount
    : (INTEGER_LITERAL | NUMERIC_LITERAL | parameter) (PERCENT | PERCENT_KW | ROWS)?
    ;

// Joins and the table-level PIVOT and UNPIVOT clauses, which follow a
// table reference the way a join does.
joinPart
    : CROSS JOIN tableRef
    | NATURAL joinType? JOIN tableRef
    | POSITIONAL JOIN tableRef
    | ASOF joinType? JOIN tableRef joinQual
    | joinType? JOIN fromItem joinQual
    | PIVOT OPEN_PAREN targetList FOR pivotValue+ (GROUP BY nameList COMMA?)? CLOSE_PAREN aliasClause?
    | UNPIVOT ((INCLUDE | EXCLUDE) NULLS)? OPEN_PAREN unpivotHeader FOR unpivotValue+ CLOSE_PAREN aliasClause?
    ;

joinType
    : FULL OUTER?
    | LEFT OUTER?
    | RIGHT OUTER?
    | INNER
    | SEMI_
    | ANTI
    ;

joinQual
    : ON expr
    | USING OPEN_PAREN nameList COMMA? CLOSE_PAREN
    ;

pivotValue
    : bExpr IN (OPEN_PAREN targetList CLOSE_PAREN | nameOrString)
    ;

unpivotHeader
    : nameOrString
    | OPEN_PAREN nameList COMMA? CLOSE_PAREN
    ;

unpivotValue
    : unpivotHeader IN OPEN_PAREN targetList CLOSE_PAREN
    ;

// The PIVOT and UNPIVOT statements (PIVOT_WIDER and PIVOT_LONGER are their
// other names).
pivotStmt
    : (PIVOT | PIVOT_WIDER) fromItem (ON pivotColumn (COMMA pivotColumn)* COMMA?)? (USING targetList)? (GROUP BY pivotGroupNames)?
    ;

pivotColumn
    : bExpr (IN (OPEN_PAREN (selectStmt | targetList) CLOSE_PAREN | nameOrString))?
    ;

pivotGroupNames
    : nameList COMMA?
    | OPEN_PAREN nameList COMMA? CLOSE_PAREN
    ;

unpivotStmt
    : (UNPIVOT | PIVOT_LONGER) fromItem ON targetList (INTO NAME nameOrString (VALUE | VALUES) pivotGroupNames)?
    ;

aliasClause
    : AS nameOrString (OPEN_PAREN nameList COMMA? CLOSE_PAREN)?
    | identifier (OPEN_PAREN nameList COMMA? CLOSE_PAREN)?
    ;

functionAliasClause
    : aliasClause
    | AS nameOrString? OPEN_PAREN columnDefList CLOSE_PAREN
    | identifier OPEN_PAREN columnDefList CLOSE_PAREN
    ;

columnDefList
    : nameOrString typeName (COLLATE anyName)? (COMMA nameOrString typeName (COLLATE anyName)?)*
    ;

whereClause
    : WHERE expr
    ;

groupByClause
    : GROUP BY (ALL | groupingElement (COMMA groupingElement)* COMMA?)
    ;

groupingElement
    : ROLLUP OPEN_PAREN exprList COMMA? CLOSE_PAREN
    | CUBE OPEN_PAREN exprList COMMA? CLOSE_PAREN
    | GROUPING SETS OPEN_PAREN groupingElement (COMMA groupingElement)* COMMA? CLOSE_PAREN
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

// QUALIFY filters on window functions, after WINDOW.
qualifyClause
    : QUALIFY expr
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
    | expr (PRECEDING | FOLLOWING)
    ;

frameExclusion
    : EXCLUDE (CURRENT ROW | GROUP | TIES | NO OTHERS)
    ;

// ORDER BY ALL orders by every column, left to right.
orderByClause
    : ORDER BY (ALL (ASC | DESC)? (NULLS (FIRST | LAST))? | sortBy (COMMA sortBy)*)
    ;

sortBy
    : expr (ASC | DESC | USING anyOperator)? (NULLS (FIRST | LAST))?
    ;

selectLimit
    : limitItem+
    ;

// A LIMIT may be a percentage: LIMIT 10% or LIMIT 10 PERCENT.
limitItem
    : LIMIT (ALL | (INTEGER_LITERAL | NUMERIC_LITERAL) PERCENT_KW | expr PERCENT?)
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

// INSERT OR REPLACE and INSERT OR IGNORE are DuckDB's shorthands for
// ON CONFLICT DO UPDATE and DO NOTHING; BY NAME matches columns by name.
insertStmt
    : INSERT (OR (REPLACE | IGNORE))? INTO qualifiedName (AS identifier)? (BY (NAME | POSITION))? insertRest onConflictClause? returningClause?
    ;

insertRest
    : DEFAULT VALUES
    | (OPEN_PAREN insertColumn (COMMA insertColumn)* COMMA? CLOSE_PAREN)? (OVERRIDING (SYSTEM | USER) VALUE)? selectStmt
    ;

insertColumn
    : identifier (DOT colLabel)*
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
    : UPDATE qualifiedName (AS? identifier)? SET setClauseList fromClause? whereClause? returningClause?
    ;

setClauseList
    : setClause (COMMA setClause)* COMMA?
    ;

setClause
    : insertColumn EQUAL expr
    | OPEN_PAREN insertColumn (COMMA insertColumn)* CLOSE_PAREN EQUAL expr
    ;

deleteStmt
    : DELETE FROM qualifiedName (AS? identifier)? (USING fromItem (COMMA fromItem)* COMMA?)? whereClause? returningClause?
    ;

truncateStmt
    : TRUNCATE TABLE? qualifiedName (AS? identifier)?
    ;

mergeStmt
    : MERGE INTO qualifiedName (AS? identifier)? USING tableRef joinQual mergeWhenClause+ returningClause?
    ;

mergeWhenClause
    : WHEN MATCHED (AND expr)? THEN mergeAction
    | WHEN NOT MATCHED (BY (SOURCE | TARGET))? (AND expr)? THEN mergeAction
    ;

mergeAction
    : UPDATE (SET (STAR | setClauseList) | BY (NAME | POSITION))?
    | DELETE
    | INSERT (OPEN_PAREN insertColumn (COMMA insertColumn)* CLOSE_PAREN)? VALUES valuesRow
    | INSERT DEFAULT VALUES
    | INSERT (BY (NAME | POSITION))? STAR?
    | DO NOTHING
    | ERROR expr?
    ;

// ------------------------------------------------------------ expressions

// expr lists operators from the tightest binding to the loosest, as in
// DuckDB's grammar.
expr
    : primaryExpr
    | expr TYPECAST typeName
    | expr indirectionElement
    | expr COLLATE anyName
    | expr AT TIME ZONE expr
    | <assoc = right> (PLUS | MINUS) expr
    | expr (CARET | POWER_OF) expr
    | expr (STAR | SLASH | PERCENT | INTEGER_DIVISION) expr
    | expr (PLUS | MINUS) expr
    | expr qualOperator expr
    | qualOperator expr
    | expr OP
    | expr NOT? (LIKE | ILIKE) expr (ESCAPE expr)?
    | expr GLOB expr
    | expr NOT? SIMILAR TO expr (ESCAPE expr)?
    | expr NOT? BETWEEN (SYMMETRIC | ASYMMETRIC)? bExpr AND expr
    | expr NOT? IN inTarget
    | expr subqueryOperator (ANY | ALL | SOME) OPEN_PAREN (selectStmt | expr) CLOSE_PAREN
    | expr comparisonOperator expr
    | expr OVERLAPS expr
    | expr IS NOT? isPredicate
    | expr (ISNULL | NOTNULL | NOT NULL)
    | <assoc = right> NOT expr
    | expr AND expr
    | expr OR expr
    | expr LAMBDA_ARROW expr
    | LAMBDA nameList COLON expr
    ;

// bExpr is expr without the boolean and predicate operators; it is used
// where a following AND, NOT NULL or IN must not be swallowed.
bExpr
    : primaryExpr
    | bExpr TYPECAST typeName
    | bExpr indirectionElement
    | bExpr COLLATE anyName
    | bExpr AT TIME ZONE bExpr
    | <assoc = right> (PLUS | MINUS) bExpr
    | bExpr (CARET | POWER_OF) bExpr
    | bExpr (STAR | SLASH | PERCENT | INTEGER_DIVISION) bExpr
    | bExpr (PLUS | MINUS) bExpr
    | bExpr qualOperator bExpr
    | qualOperator bExpr
    | bExpr comparisonOperator bExpr
    | bExpr IS NOT? (DISTINCT FROM bExpr | OF OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN)
    ;

// inTarget is what IN may test against: a parenthesized list or query
// (read as the primary expressions they are), or any list-valued
// expression (x IN [1, 2], x IN t.list_column).
inTarget
    : primaryExpr indirectionElement*
    ;

isPredicate
    : NULL
    | TRUE
    | FALSE
    | UNKNOWN
    | DISTINCT FROM expr
    | OF OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN
    ;

comparisonOperator
    : EQUAL
    | DOUBLE_EQUALS
    | NOT_EQUALS
    | LT
    | GT
    | LESS_EQUALS
    | GREATER_EQUALS
    ;

// qualOperator is any operator outside the named arithmetic and comparison
// ones: the other operator sequences (~~, ^@, &&, <<, ...), ||, ->> and
// OPERATOR(schema.op).
qualOperator
    : OP
    | CONCAT_OP
    | DOUBLE_ARROW
    | OPERATOR OPEN_PAREN (identifier DOT)* anyOperator CLOSE_PAREN
    ;

anyOperator
    : OP
    | CONCAT_OP
    | DOUBLE_ARROW
    | LAMBDA_ARROW
    | EQUAL
    | DOUBLE_EQUALS
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
    | POWER_OF
    | INTEGER_DIVISION
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
    | GLOB
    ;

// indirectionElement reads a field (s.a), a method call (l.list_sort()),
// a subscript (l[1]) or a slice (l[1:2], l[1:-1:2], l[:-]).
indirectionElement
    : DOT (colLabel (OPEN_PAREN functionArgs? CLOSE_PAREN)? | STAR starModifier*)
    | OPEN_BRACKET expr CLOSE_BRACKET
    | OPEN_BRACKET expr? COLON (expr | MINUS)? (COLON expr?)? CLOSE_BRACKET
    ;

primaryExpr
    : constant
    | typedLiteral
    | parameter
    | OPEN_PAREN selectStmt CLOSE_PAREN
    | OPEN_PAREN showStmt CLOSE_PAREN
    | OPEN_PAREN expr (COMMA exprList)? COMMA? CLOSE_PAREN
    | ROW OPEN_PAREN (exprList COMMA?)? CLOSE_PAREN
    | ARRAY (listLiteral | OPEN_PAREN selectStmt CLOSE_PAREN)
    | listLiteral
    | structLiteral
    | MAP OPEN_BRACE (mapEntry (COMMA mapEntry)* COMMA?)? CLOSE_BRACE
    | EXISTS OPEN_PAREN selectStmt CLOSE_PAREN
    | caseExpr
    | STAR starModifier*
    | STAR? COLUMNS OPEN_PAREN expr CLOSE_PAREN
    | UNPACK OPEN_PAREN expr CLOSE_PAREN
    | (GROUPING | GROUPING_ID) OPEN_PAREN exprList COMMA? CLOSE_PAREN
    | HASH INTEGER_LITERAL
    | DEFAULT
    | functionCall
    | columnRef
    ;

// starModifier is what may follow * or t.*: EXCLUDE drops columns, REPLACE
// swaps in expressions, RENAME renames.
starModifier
    : EXCLUDE (OPEN_PAREN starName (COMMA starName)* COMMA? CLOSE_PAREN | starName)
    | REPLACE (OPEN_PAREN replaceItem (COMMA replaceItem)* COMMA? CLOSE_PAREN | replaceItem)
    | RENAME (OPEN_PAREN renameItem (COMMA renameItem)* COMMA? CLOSE_PAREN | renameItem)
    ;

starName
    : nameOrString (DOT nameOrString)*
    ;

replaceItem
    : expr AS identifier
    ;

renameItem
    : starName AS identifier
    ;

parameter
    : QUESTION_MARK
    | PARAM
    | DOLLAR colLabel
    ;

columnRef
    : identifier
    ;

// listLiteral is a list [1, 2, 3] or a list comprehension
// [x * 2 FOR x IN l IF x > 0]; one rule, so that telling them apart never
// scans the first element twice.
listLiteral
    : OPEN_BRACKET (expr (listComprehension | (COMMA expr)* COMMA?))? CLOSE_BRACKET
    ;

listComprehension
    : FOR nameList IN expr (IF expr)?
    ;

structLiteral
    : OPEN_BRACE structEntry (COMMA structEntry)* COMMA? CLOSE_BRACE
    ;

structEntry
    : (colLabel | stringConst) COLON expr
    ;

mapEntry
    : expr COLON expr
    ;

caseExpr
    : CASE expr? (WHEN expr THEN expr)+ (ELSE expr)? END
    ;

// typedLiteral covers type 'string' forms such as DATE '2020-01-01' and
// INTERVAL '1' DAY, and DuckDB's INTERVAL 1 DAY and INTERVAL (n) DAY.
typedLiteral
    : INTERVAL (stringConst | INTEGER_LITERAL | NUMERIC_LITERAL | OPEN_PAREN expr CLOSE_PAREN) intervalQualifier?
    | literalType stringConst
    ;

// literalType is a type a typed literal may name. DuckDB takes any type
// name there; the grammar takes the names that are no keyword of its own and
// the built-in types spelled with one (DOUBLE, JSON, UUID), because
// admitting every keyword that may name a type makes each expression's
// prediction consider several hundred more paths.
literalType
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | DOUBLE
    | JSON
    | UUID
    | numericType
    | characterType
    | dateTimeType
    | bitType
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

// Adjacent plain string literals concatenate (DuckDB requires a newline
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
    | functionApplication withinGroupClause? filterClause? EXPORT_STATE? overClause?
    ;

functionApplication
    : aggregateFunction
    | windowFunction
    | mathFunction
    | stringFunction
    | regexFunction
    | textSimilarityFunction
    | blobFunction
    | dateTimeFunction
    | listFunction
    | arrayFunction
    | structFunction
    | mapFunction
    | unionFunction
    | jsonFunction
    | sequenceFunction
    | utilityFunction
    | tableFunction
    | genericFunction
    ;

// specialFunction holds the SQL-standard forms with keyword-separated
// arguments, and the casts.
specialFunction
    : CAST OPEN_PAREN expr AS typeName CLOSE_PAREN
    | TRY_CAST OPEN_PAREN expr AS typeName CLOSE_PAREN
    | EXTRACT OPEN_PAREN extractField FROM expr CLOSE_PAREN
    | POSITION OPEN_PAREN bExpr IN bExpr CLOSE_PAREN
    | SUBSTRING OPEN_PAREN (expr substringFrom | exprList?) CLOSE_PAREN
    | TRIM OPEN_PAREN (BOTH | LEADING | TRAILING)? (expr? FROM)? exprList COMMA? CLOSE_PAREN
    | OVERLAY OPEN_PAREN expr PLACING expr FROM expr (FOR expr)? CLOSE_PAREN
    | COALESCE OPEN_PAREN exprList COMMA? CLOSE_PAREN
    | NULLIF OPEN_PAREN expr COMMA expr CLOSE_PAREN
    | TREAT OPEN_PAREN expr AS typeName CLOSE_PAREN
    | COLLATION FOR OPEN_PAREN expr CLOSE_PAREN
    ;

substringFrom
    : FROM expr (FOR expr)?
    | FOR expr (FROM expr)?
    ;

extractField
    : identifier
    | stringConst
    ;

// genericFunction is the fallback for every other function, including
// schema-qualified built-ins (main.list_sort(l)).
genericFunction
    : funcName OPEN_PAREN callArgs? CLOSE_PAREN
    ;

funcName
    : genericFuncIdentifier
    | identifier (DOT colLabel)+
    ;

genericFuncIdentifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER
    | funcNameKeyword
    ;

// callArgs is the argument list any call may take in DuckDB: DISTINCT or
// ALL, an ORDER BY and IGNORE or RESPECT NULLS inside the parentheses.
callArgs
    : (ALL | DISTINCT)? functionArgs orderByClause? nullTreatment?
    | orderByClause nullTreatment?
    ;

// aggregateArgs is the argument list of the aggregate and window families.
aggregateArgs
    : callArgs
    ;

nullTreatment
    : (IGNORE | RESPECT) NULLS
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
    : FILTER OPEN_PAREN WHERE? expr CLOSE_PAREN
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

// simpleTypeName adds DuckDB's nested types: STRUCT(a INT), MAP(k, v) and
// UNION(tag type, ...).
simpleTypeName
    : numericType
    | bitType
    | characterType
    | dateTimeType
    | INTERVAL intervalQualifier? (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | (STRUCT | ROW) OPEN_PAREN columnTypeList CLOSE_PAREN
    | MAP OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN
    | UNION OPEN_PAREN columnTypeList CLOSE_PAREN
    | genericType
    ;

columnTypeList
    : nameOrString typeName (COMMA nameOrString typeName)* COMMA?
    ;

numericType
    : INT
    | INTEGER
    | SMALLINT
    | BIGINT
    | REAL
    | FLOAT (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | DOUBLE PRECISION
    | (DECIMAL | DEC | NUMERIC) (OPEN_PAREN (exprList COMMA?)? CLOSE_PAREN)?
    | BOOLEAN
    ;

bitType
    : BIT VARYING? (OPEN_PAREN exprList COMMA? CLOSE_PAREN)?
    ;

characterType
    : (CHARACTER | CHAR | NCHAR | NATIONAL (CHARACTER | CHAR)) VARYING? (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    | VARCHAR (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)?
    ;

dateTimeType
    : (TIMESTAMP | TIME) (OPEN_PAREN INTEGER_LITERAL CLOSE_PAREN)? ((WITH | WITHOUT) TIME ZONE)?
    ;

genericType
    : typeIdentifier (DOT colLabel)* (OPEN_PAREN (exprList COMMA?)? CLOSE_PAREN)?
    ;

typeIdentifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER
    | typeNameKeyword
    ;

intervalQualifier
    : intervalUnit (TO intervalUnit)?
    ;

// intervalUnit lists the units DuckDB reads after INTERVAL, singular and
// plural.
intervalUnit
    : YEAR
    | YEARS
    | MONTH
    | MONTHS
    | DAY
    | DAYS
    | HOUR
    | HOURS
    | MINUTE
    | MINUTES
    | SECOND
    | SECONDS
    | MILLISECOND
    | MILLISECONDS
    | MICROSECOND
    | MICROSECONDS
    | WEEK
    | WEEKS
    | QUARTER
    | QUARTERS
    | DECADE
    | DECADES
    | CENTURY
    | CENTURIES
    | MILLENNIUM
    | MILLENNIA
    ;

// ------------------------------------------------------------ DDL

tempOption
    : (LOCAL | GLOBAL)? (TEMPORARY | TEMP)
    | UNLOGGED
    | PERSISTENT
    ;

// OR REPLACE and IF NOT EXISTS exclude each other, in this and the other
// CREATE statements.
createTableStmt
    : CREATE (OR REPLACE tempOption? TABLE | tempOption? TABLE (IF NOT EXISTS)?) qualifiedName createTableRest
    ;

createTableRest
    : OPEN_PAREN (tableElement (COMMA tableElement)* COMMA?)? CLOSE_PAREN partitionSortedOption* withOptions? (ON COMMIT onCommitAction)?
    | (OPEN_PAREN nameList COMMA? CLOSE_PAREN)? partitionSortedOption* withOptions? (ON COMMIT onCommitAction)? AS (selectStmt | executeStmt) (WITH NO? DATA)?
    ;

partitionSortedOption
    : PARTITIONED BY OPEN_PAREN exprList COMMA? CLOSE_PAREN
    | SORTED BY OPEN_PAREN exprList COMMA? CLOSE_PAREN
    ;

onCommitAction
    : DROP
    | DELETE ROWS
    | PRESERVE ROWS
    ;

tableElement
    : tableConstraint
    | LIKE qualifiedName ((INCLUDING | EXCLUDING) (ALL | identifier))*
    | columnDefinition
    ;

// A column has a type, or is generated and may leave the type out; the
// generation comes right after the type.
columnDefinition
    : identifier (DOT colLabel)* (typeName generatedColumn? | generatedColumn) columnConstraint*
    ;

generatedColumn
    : GENERATED (ALWAYS | BY DEFAULT) AS (IDENTITY (OPEN_PAREN sequenceOption+ CLOSE_PAREN)? | OPEN_PAREN expr CLOSE_PAREN (VIRTUAL | STORED)?)
    | AS OPEN_PAREN expr CLOSE_PAREN (VIRTUAL | STORED)?
    ;

columnConstraint
    : (CONSTRAINT identifier)? columnConstraintBody
    | constraintAttribute
    | COLLATE anyName
    ;

columnConstraintBody
    : NOT NULL
    | NULL
    | CHECK OPEN_PAREN expr CLOSE_PAREN (NO INHERIT)?
    | DEFAULT bExpr
    | UNIQUE (WITH relOptions)?
    | PRIMARY KEY (WITH relOptions)?
    | REFERENCES qualifiedName (OPEN_PAREN nameList COMMA? CLOSE_PAREN)? referentialActions
    | USING COMPRESSION nameOrString
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
    | UNIQUE OPEN_PAREN nameList COMMA? CLOSE_PAREN (WITH relOptions)?
    | PRIMARY KEY OPEN_PAREN nameList COMMA? CLOSE_PAREN (WITH relOptions)?
    | (UNIQUE | PRIMARY KEY) USING INDEX identifier
    | FOREIGN KEY OPEN_PAREN nameList COMMA? CLOSE_PAREN REFERENCES qualifiedName (OPEN_PAREN nameList COMMA? CLOSE_PAREN)? referentialActions
    ;

referentialActions
    : (MATCH (FULL | PARTIAL | SIMPLE))? (ON (DELETE | UPDATE) referentialAction)*
    ;

referentialAction
    : NO ACTION
    | RESTRICT
    | CASCADE
    | SET NULL
    | SET DEFAULT
    ;

withOptions
    : WITH relOptions
    | (WITH | WITHOUT) OIDS
    ;

relOptions
    : OPEN_PAREN relOption (COMMA relOption)* CLOSE_PAREN
    ;

relOption
    : (colLabel (DOT colLabel)? | stringConst) (EQUAL expr)?
    ;

createViewStmt
    : CREATE (OR REPLACE tempOption? RECURSIVE? VIEW | tempOption? RECURSIVE? VIEW (IF NOT EXISTS)?) qualifiedName (OPEN_PAREN nameList COMMA? CLOSE_PAREN)? withOptions? AS selectStmt (WITH (CASCADED | LOCAL)? CHECK OPTION)?
    ;

createIndexStmt
    : CREATE UNIQUE? INDEX CONCURRENTLY? ((IF NOT EXISTS)? identifier)? ON qualifiedName (USING identifier)? OPEN_PAREN indexElement (COMMA indexElement)* CLOSE_PAREN withOptions? whereClause?
    ;

indexElement
    : (OPEN_PAREN expr CLOSE_PAREN | functionCall | identifier) (COLLATE anyName)? anyName? (ASC | DESC)? (NULLS (FIRST | LAST))?
    ;

createSequenceStmt
    : CREATE (OR REPLACE tempOption? SEQUENCE | tempOption? SEQUENCE (IF NOT EXISTS)?) qualifiedName sequenceOption*
    ;

sequenceOption
    : AS simpleTypeName
    | INCREMENT BY? signedNumber
    | MINVALUE signedNumber
    | NO MINVALUE
    | MAXVALUE signedNumber
    | NO MAXVALUE
    | START WITH? signedNumber
    | RESTART (WITH? signedNumber)?
    | CACHE signedNumber
    | NO? CYCLE
    | OWNED BY anyName
    | SEQUENCE NAME anyName
    ;

createSchemaStmt
    : CREATE (OR REPLACE SCHEMA | SCHEMA (IF NOT EXISTS)?) qualifiedName schemaElement*
    ;

schemaElement
    : createTableStmt
    | createViewStmt
    | createIndexStmt
    | createSequenceStmt
    ;

// An enum type lists its labels or takes them from a query.
createTypeStmt
    : CREATE (OR REPLACE tempOption? TYPE | tempOption? TYPE (IF NOT EXISTS)?) qualifiedName AS (ENUM OPEN_PAREN (selectStmt | (stringConst (COMMA stringConst)* COMMA?)?) CLOSE_PAREN | typeName)
    ;

// CREATE MACRO (or FUNCTION) defines a scalar macro, AS expr, or a table
// macro, AS TABLE query; one name may take several definitions.
createMacroStmt
    : CREATE (OR REPLACE tempOption? (MACRO | FUNCTION) | tempOption? (MACRO | FUNCTION) (IF NOT EXISTS)?) qualifiedName macroDefinition (COMMA macroDefinition)*
    ;

macroDefinition
    : OPEN_PAREN (macroParameter (COMMA macroParameter)* COMMA?)? CLOSE_PAREN AS (TABLE selectStmt | expr)
    ;

macroParameter
    : colLabel typeName? ((COLON_EQUALS | EQUALS_GREATER) expr)?
    ;

createSecretStmt
    : CREATE (OR REPLACE tempOption? SECRET | tempOption? SECRET (IF NOT EXISTS)?) identifier? (IN identifier)? OPEN_PAREN genericOption (COMMA genericOption)* COMMA? CLOSE_PAREN
    ;

// genericOption is a "NAME value" item of ATTACH, COPY, CREATE SECRET and
// EXPORT option lists; the value may be left out (HEADER).
genericOption
    : colLabel expr?
    ;

alterTableStmt
    : ALTER (TABLE | VIEW | INDEX) (IF EXISTS)? qualifiedName alterTableAction
    ;

alterTableAction
    : alterTableCommand (COMMA alterTableCommand)*
    | RENAME COLUMN? identifier (DOT colLabel)* TO identifier
    | RENAME CONSTRAINT identifier TO identifier
    | RENAME TO identifier
    | SET SCHEMA identifier
    ;

alterTableCommand
    : ADD COLUMN? (IF NOT EXISTS)? columnDefinition
    | ADD tableConstraint
    | DROP COLUMN? (IF EXISTS)? identifier (DOT colLabel)* dropBehavior?
    | DROP CONSTRAINT (IF EXISTS)? identifier dropBehavior?
    | ALTER COLUMN? identifier (DOT colLabel)* alterColumnAction
    | ALTER CONSTRAINT identifier constraintAttribute*
    | VALIDATE CONSTRAINT identifier
    | SET PARTITIONED BY OPEN_PAREN exprList COMMA? CLOSE_PAREN
    | RESET PARTITIONED BY
    | SET SORTED BY OPEN_PAREN sortBy (COMMA sortBy)* CLOSE_PAREN
    | RESET SORTED BY
    | SET (LOGGED | UNLOGGED)
    | SET relOptions
    | RESET relOptions
    ;

alterColumnAction
    : (SET DATA?)? TYPE typeName? (COLLATE anyName)? (USING expr)?
    | SET DEFAULT expr
    | DROP DEFAULT
    | SET NOT NULL
    | DROP NOT NULL
    | SET STATISTICS signedNumber
    | SET STORAGE identifier
    | SET relOptions
    | RESET relOptions
    | ADD GENERATED (ALWAYS | BY DEFAULT) AS IDENTITY (OPEN_PAREN sequenceOption+ CLOSE_PAREN)?
    | DROP IDENTITY (IF EXISTS)?
    ;

alterSequenceStmt
    : ALTER SEQUENCE (IF EXISTS)? qualifiedName (sequenceOption+ | alterTableAction)
    ;

// alterGenericStmt covers the ALTER forms of schemas and databases.
alterGenericStmt
    : ALTER SCHEMA (IF EXISTS)? qualifiedName RENAME TO identifier
    | ALTER DATABASE (IF EXISTS)? identifier (SET identifier TO identifier | RENAME TO identifier)
    ;

dropStmt
    : DROP objectType (IF EXISTS)? anyName (COMMA anyName)* dropBehavior?
    | DROP tempOption? SECRET (IF EXISTS)? identifier (FROM identifier)?
    ;

objectType
    : TABLE
    | VIEW
    | MATERIALIZED VIEW
    | INDEX
    | SEQUENCE
    | SCHEMA
    | TYPE
    | FUNCTION
    | MACRO TABLE?
    | COLLATION
    | FOREIGN TABLE
    ;

dropBehavior
    : CASCADE
    | RESTRICT
    ;

commentStmt
    : COMMENT ON (objectType | DATABASE | COLUMN) anyName IS (stringConst | NULL)
    ;

// ------------------------------------------------------------ utility

// ATTACH opens another database file; the options say how (TYPE sqlite,
// READ_ONLY).
attachStmt
    : ATTACH (OR REPLACE)? (IF NOT EXISTS)? DATABASE? stringConst (AS identifier)? (OPEN_PAREN genericOption (COMMA genericOption)* COMMA? CLOSE_PAREN)?
    ;

detachStmt
    : DETACH DATABASE? (IF EXISTS)? colLabel
    ;

useStmt
    : USE qualifiedName
    ;

installStmt
    : FORCE? INSTALL nameOrString (FROM nameOrString)? (VERSION nameOrString)?
    ;

loadStmt
    : LOAD nameOrString
    ;

updateExtensionsStmt
    : UPDATE EXTENSIONS (OPEN_PAREN nameList COMMA? CLOSE_PAREN)?
    ;

// PRAGMA calls a pragma function or assigns a setting.
pragmaStmt
    : PRAGMA identifier (EQUAL varList | OPEN_PAREN functionArgs CLOSE_PAREN)?
    ;

// SET VARIABLE assigns a variable getvariable() reads; the other scopes
// assign settings.
setStmt
    : SET (LOCAL | SESSION | GLOBAL | VARIABLE)? setRest
    ;

setRest
    : TIME ZONE (stringConst | identifier | signedNumber | DEFAULT | LOCAL | INTERVAL stringConst intervalQualifier?)
    | SCHEMA stringConst
    | varName FROM CURRENT
    | varName (TO | EQUAL) varList
    ;

varName
    : identifier (DOT identifier)*
    ;

varList
    : expr (COMMA expr)*
    ;

resetStmt
    : RESET (LOCAL | SESSION | GLOBAL | VARIABLE)? (ALL | TIME ZONE | TRANSACTION ISOLATION LEVEL | varName)
    ;

// showStmt covers SHOW, DESCRIBE and SUMMARIZE, of a table, a query or the
// catalog.
showStmt
    : (SHOW | DESCRIBE | DESC | SUMMARIZE) selectStmt
    | (SHOW | DESCRIBE | DESC) TABLES FROM qualifiedName
    | (SHOW | DESCRIBE | DESC) ALL TABLES?
    | (SHOW | DESCRIBE | DESC) TIME ZONE
    | (SHOW | DESCRIBE | DESC) TRANSACTION ISOLATION LEVEL
    | (SHOW | DESCRIBE | DESC | SUMMARIZE) qualifiedName
    | SHOW
    | DESCRIBE
    | DESC
    ;

explainStmt
    : EXPLAIN (OPEN_PAREN explainOption (COMMA explainOption)* CLOSE_PAREN | (ANALYZE | ANALYSE)? VERBOSE?) stmt
    ;

explainOption
    : (colLabel | ANALYZE | ANALYSE | VERBOSE) (TRUE | FALSE | ON | signedNumber | nameOrString)?
    ;

prepareStmt
    : PREPARE identifier (OPEN_PAREN typeName (COMMA typeName)* CLOSE_PAREN)? AS stmt
    ;

executeStmt
    : EXECUTE identifier (OPEN_PAREN functionArgs CLOSE_PAREN)?
    ;

deallocateStmt
    : DEALLOCATE PREPARE? (ALL | identifier)
    ;

// COPY reads or writes files; the options name the format
// (FORMAT parquet, HEADER, DELIMITER '|'). COPY FROM DATABASE copies a
// whole database into another.
copyStmt
    : COPY BINARY? qualifiedName (OPEN_PAREN nameList COMMA? CLOSE_PAREN)? (WITH OIDS)? (FROM | TO) PROGRAM? copyTarget (USING? DELIMITERS stringConst)? copyOptions?
    | COPY OPEN_PAREN preparableStmt CLOSE_PAREN TO PROGRAM? copyTarget copyOptions?
    | COPY FROM DATABASE identifier TO identifier (OPEN_PAREN (SCHEMA | DATA) CLOSE_PAREN)?
    ;

copyTarget
    : stringConst
    | STDIN
    | STDOUT
    | identifier (DOT identifier)?
    | OPEN_PAREN expr CLOSE_PAREN
    | parameter
    ;

copyOptions
    : WITH? OPEN_PAREN genericOption (COMMA genericOption)* COMMA? CLOSE_PAREN
    | WITH? legacyCopyOption+
    ;

legacyCopyOption
    : BINARY
    | FREEZE
    | OIDS
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
    | PARTITION BY (STAR | nameList)
    ;

exportStmt
    : EXPORT DATABASE (identifier TO)? stringConst copyOptions?
    ;

importStmt
    : IMPORT DATABASE stringConst
    ;

transactionStmt
    : (BEGIN | START) (WORK | TRANSACTION)? (READ (ONLY | WRITE))?
    | (COMMIT | END) (WORK | TRANSACTION)?
    | (ROLLBACK | ABORT) (WORK | TRANSACTION)?
    ;

checkpointStmt
    : FORCE? CHECKPOINT identifier?
    ;

vacuumStmt
    : VACUUM (OPEN_PAREN vacuumOption (COMMA vacuumOption)* CLOSE_PAREN | FULL? FREEZE? VERBOSE?) ((ANALYZE | ANALYSE) VERBOSE?)? (qualifiedName (OPEN_PAREN nameList COMMA? CLOSE_PAREN)?)?
    ;

vacuumOption
    : ANALYZE
    | ANALYSE
    | VERBOSE
    | FREEZE
    | FULL
    | identifier
    ;

analyzeStmt
    : (ANALYZE | ANALYSE) VERBOSE? (qualifiedName (OPEN_PAREN nameList COMMA? CLOSE_PAREN)?)?
    ;

callStmt
    : CALL functionApplication
    ;

// ------------------------------------------------------------ names

// qualifiedName names a table or another catalog entry; DuckDB also reads
// a quoted string there (FROM 'data.csv').
qualifiedName
    : identifier (DOT colLabel)*
    | stringConst
    ;

anyName
    : identifier (DOT colLabel)*
    ;

nameList
    : nameOrString (COMMA nameOrString)*
    ;

nameOrString
    : identifier
    | stringConst
    ;

identifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER (UESCAPE STRING_LITERAL)?
    | nonReservedKeyword
    ;

// bareLabel is an alias written without AS: DuckDB takes only a word that
// is no keyword of its own there.
bareLabel
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | UNICODE_QUOTED_IDENTIFIER
    | identKeyword
    ;

// colLabel is any word at all: after AS or a dot DuckDB accepts even
// reserved keywords.
colLabel
    : identifier
    | typeFuncKeyword
    | reservedKeyword
    ;

// ---------------------------------------------------------------- generated
// Everything below was generated and is kept in step by hand: the function
// families list DuckDB's built-in functions (those its own tests call), in
// the families of DuckDB's documentation; the keyword lists hold every
// keyword token the rules above use, classified by DuckDB's keyword lists
// (reserved, unreserved, column-name, type and function name). A word that
// is no DuckDB keyword (a function name) is listed wherever an identifier
// may stand. TestEveryKeywordIsAColumnLabel and TestFunctionKeywordsAreNames
// check the lists against the lexer.

// aggregateFunction: aggregates; the argument list may carry DISTINCT, ORDER BY and IGNORE NULLS.
aggregateFunction
    : COUNT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | SUM OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | AVG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MIN OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MAX OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | LIST OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARRAY_AGG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | STRING_AGG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | GROUP_CONCAT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | FIRST OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | LAST OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ANY_VALUE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARBITRARY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARG_MIN OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARG_MAX OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARG_MIN_NULL OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARG_MAX_NULL OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARGMIN OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ARGMAX OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MIN_BY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MAX_BY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MEDIAN OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MODE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | QUANTILE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | QUANTILE_CONT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | QUANTILE_DISC OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | APPROX_QUANTILE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | APPROX_COUNT_DISTINCT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | APPROX_TOP_K OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | RESERVOIR_QUANTILE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | HISTOGRAM OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | HISTOGRAM_EXACT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | BOOL_AND OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | BOOL_OR OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | BIT_AND OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | BIT_OR OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | BIT_XOR OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | BITSTRING_AGG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | PRODUCT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | STDDEV OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | STDDEV_POP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | STDDEV_SAMP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | VARIANCE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | VAR_POP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | VAR_SAMP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | COVAR_POP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | COVAR_SAMP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | CORR OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | ENTROPY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | KURTOSIS OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | KURTOSIS_POP OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | SKEWNESS OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | MAD OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | SEM OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | FSUM OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | SUMKAHAN OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | KAHAN_SUM OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | FAVG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | WEIGHTED_AVG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_AVGX OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_AVGY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_COUNT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_INTERCEPT OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_R2 OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_SLOPE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_SXX OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_SXY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | REGR_SYY OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | COUNT_IF OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | COUNTIF OPEN_PAREN aggregateArgs? CLOSE_PAREN
    ;

// windowFunction: window functions.
windowFunction
    : ROW_NUMBER OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | RANK OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | DENSE_RANK OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | PERCENT_RANK OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | CUME_DIST OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | NTILE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | LAG OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | LEAD OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | FIRST_VALUE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | LAST_VALUE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | NTH_VALUE OPEN_PAREN aggregateArgs? CLOSE_PAREN
    | FILL OPEN_PAREN aggregateArgs? CLOSE_PAREN
    ;

// mathFunction: numeric functions.
mathFunction
    : ABS OPEN_PAREN functionArgs CLOSE_PAREN
    | CEIL OPEN_PAREN functionArgs CLOSE_PAREN
    | CEILING OPEN_PAREN functionArgs CLOSE_PAREN
    | FLOOR OPEN_PAREN functionArgs CLOSE_PAREN
    | ROUND OPEN_PAREN functionArgs CLOSE_PAREN
    | ROUNDBANKERS OPEN_PAREN functionArgs? CLOSE_PAREN
    | SQRT OPEN_PAREN functionArgs CLOSE_PAREN
    | CBRT OPEN_PAREN functionArgs CLOSE_PAREN
    | POW OPEN_PAREN functionArgs CLOSE_PAREN
    | POWER OPEN_PAREN functionArgs CLOSE_PAREN
    | EXP OPEN_PAREN functionArgs CLOSE_PAREN
    | LN OPEN_PAREN functionArgs CLOSE_PAREN
    | LOG OPEN_PAREN functionArgs CLOSE_PAREN
    | LOG2 OPEN_PAREN functionArgs CLOSE_PAREN
    | LOG10 OPEN_PAREN functionArgs CLOSE_PAREN
    | MOD OPEN_PAREN functionArgs CLOSE_PAREN
    | SIGN OPEN_PAREN functionArgs CLOSE_PAREN
    | PI OPEN_PAREN CLOSE_PAREN
    | RANDOM OPEN_PAREN CLOSE_PAREN
    | SETSEED OPEN_PAREN functionArgs CLOSE_PAREN
    | DEGREES OPEN_PAREN functionArgs CLOSE_PAREN
    | RADIANS OPEN_PAREN functionArgs CLOSE_PAREN
    | SIN OPEN_PAREN functionArgs CLOSE_PAREN
    | COS OPEN_PAREN functionArgs CLOSE_PAREN
    | TAN OPEN_PAREN functionArgs CLOSE_PAREN
    | COT OPEN_PAREN functionArgs CLOSE_PAREN
    | ASIN OPEN_PAREN functionArgs CLOSE_PAREN
    | ACOS OPEN_PAREN functionArgs CLOSE_PAREN
    | ATAN OPEN_PAREN functionArgs CLOSE_PAREN
    | ATAN2 OPEN_PAREN functionArgs CLOSE_PAREN
    | SINH OPEN_PAREN functionArgs CLOSE_PAREN
    | COSH OPEN_PAREN functionArgs CLOSE_PAREN
    | TANH OPEN_PAREN functionArgs CLOSE_PAREN
    | GCD OPEN_PAREN functionArgs CLOSE_PAREN
    | LCM OPEN_PAREN functionArgs CLOSE_PAREN
    | FACTORIAL OPEN_PAREN functionArgs CLOSE_PAREN
    | GAMMA OPEN_PAREN functionArgs CLOSE_PAREN
    | LGAMMA OPEN_PAREN functionArgs CLOSE_PAREN
    | EVEN OPEN_PAREN functionArgs CLOSE_PAREN
    | NEXTAFTER OPEN_PAREN functionArgs CLOSE_PAREN
    | BIT_COUNT OPEN_PAREN functionArgs CLOSE_PAREN
    | XOR OPEN_PAREN functionArgs CLOSE_PAREN
    | ISINF OPEN_PAREN functionArgs CLOSE_PAREN
    | ISFINITE OPEN_PAREN functionArgs CLOSE_PAREN
    | DIVIDE OPEN_PAREN functionArgs CLOSE_PAREN
    | FDIV OPEN_PAREN functionArgs? CLOSE_PAREN
    | FMOD OPEN_PAREN functionArgs? CLOSE_PAREN
    ;

// stringFunction: string functions.
stringFunction
    : LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | LEN OPEN_PAREN functionArgs CLOSE_PAREN
    | STRLEN OPEN_PAREN functionArgs CLOSE_PAREN
    | LOWER OPEN_PAREN functionArgs CLOSE_PAREN
    | UPPER OPEN_PAREN functionArgs CLOSE_PAREN
    | LCASE OPEN_PAREN functionArgs CLOSE_PAREN
    | UCASE OPEN_PAREN functionArgs CLOSE_PAREN
    | CONCAT OPEN_PAREN functionArgs CLOSE_PAREN
    | CONCAT_WS OPEN_PAREN functionArgs CLOSE_PAREN
    | LPAD OPEN_PAREN functionArgs CLOSE_PAREN
    | RPAD OPEN_PAREN functionArgs CLOSE_PAREN
    | LTRIM OPEN_PAREN functionArgs CLOSE_PAREN
    | RTRIM OPEN_PAREN functionArgs CLOSE_PAREN
    | REPLACE OPEN_PAREN functionArgs CLOSE_PAREN
    | REPEAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | REVERSE OPEN_PAREN functionArgs CLOSE_PAREN
    | SUBSTR OPEN_PAREN functionArgs CLOSE_PAREN
    | LEFT OPEN_PAREN functionArgs CLOSE_PAREN
    | RIGHT OPEN_PAREN functionArgs CLOSE_PAREN
    | STRPOS OPEN_PAREN functionArgs CLOSE_PAREN
    | INSTR OPEN_PAREN functionArgs CLOSE_PAREN
    | CONTAINS OPEN_PAREN functionArgs CLOSE_PAREN
    | STARTS_WITH OPEN_PAREN functionArgs CLOSE_PAREN
    | ENDS_WITH OPEN_PAREN functionArgs CLOSE_PAREN
    | PREFIX OPEN_PAREN functionArgs CLOSE_PAREN
    | SUFFIX OPEN_PAREN functionArgs CLOSE_PAREN
    | SPLIT_PART OPEN_PAREN functionArgs? CLOSE_PAREN
    | STRING_SPLIT OPEN_PAREN functionArgs CLOSE_PAREN
    | STR_SPLIT OPEN_PAREN functionArgs CLOSE_PAREN
    | SPLIT OPEN_PAREN functionArgs CLOSE_PAREN
    | PRINTF OPEN_PAREN functionArgs CLOSE_PAREN
    | FORMAT OPEN_PAREN functionArgs CLOSE_PAREN
    | CHR OPEN_PAREN functionArgs CLOSE_PAREN
    | ASCII OPEN_PAREN functionArgs CLOSE_PAREN
    | UNICODE OPEN_PAREN functionArgs CLOSE_PAREN
    | MD5 OPEN_PAREN functionArgs CLOSE_PAREN
    | SHA1 OPEN_PAREN functionArgs CLOSE_PAREN
    | SHA256 OPEN_PAREN functionArgs CLOSE_PAREN
    | HASH OPEN_PAREN functionArgs CLOSE_PAREN
    | TRANSLATE OPEN_PAREN functionArgs CLOSE_PAREN
    | STRIP_ACCENTS OPEN_PAREN functionArgs CLOSE_PAREN
    | BIT_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | OCTET_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | BAR OPEN_PAREN functionArgs CLOSE_PAREN
    | FORMAT_BYTES OPEN_PAREN functionArgs CLOSE_PAREN
    | PARSE_FORMATTED_BYTES OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_BASE OPEN_PAREN functionArgs CLOSE_PAREN
    | URL_ENCODE OPEN_PAREN functionArgs CLOSE_PAREN
    | URL_DECODE OPEN_PAREN functionArgs CLOSE_PAREN
    | LEFT_GRAPHEME OPEN_PAREN functionArgs CLOSE_PAREN
    | RIGHT_GRAPHEME OPEN_PAREN functionArgs CLOSE_PAREN
    | LENGTH_GRAPHEME OPEN_PAREN functionArgs CLOSE_PAREN
    | STRING_TO_ARRAY OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_TO_STRING OPEN_PAREN functionArgs? CLOSE_PAREN
    | NFC_NORMALIZE OPEN_PAREN functionArgs CLOSE_PAREN
    | PARSE_PATH OPEN_PAREN functionArgs CLOSE_PAREN
    | PARSE_FILENAME OPEN_PAREN functionArgs CLOSE_PAREN
    | PARSE_DIRNAME OPEN_PAREN functionArgs CLOSE_PAREN
    | PARSE_DIRPATH OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// regexFunction: regular expression functions.
regexFunction
    : REGEXP_MATCHES OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_FULL_MATCH OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_REPLACE OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_EXTRACT_ALL OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_SPLIT_TO_TABLE OPEN_PAREN functionArgs? CLOSE_PAREN
    | STRING_SPLIT_REGEX OPEN_PAREN functionArgs CLOSE_PAREN
    | REGEXP_ESCAPE OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// textSimilarityFunction: text similarity functions.
textSimilarityFunction
    : LEVENSHTEIN OPEN_PAREN functionArgs CLOSE_PAREN
    | DAMERAU_LEVENSHTEIN OPEN_PAREN functionArgs CLOSE_PAREN
    | JACCARD OPEN_PAREN functionArgs CLOSE_PAREN
    | JARO_WINKLER_SIMILARITY OPEN_PAREN functionArgs CLOSE_PAREN
    | HAMMING OPEN_PAREN functionArgs CLOSE_PAREN
    | MISMATCHES OPEN_PAREN functionArgs CLOSE_PAREN
    | EDITDIST3 OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// blobFunction: blob functions.
blobFunction
    : ENCODE OPEN_PAREN functionArgs CLOSE_PAREN
    | DECODE OPEN_PAREN functionArgs CLOSE_PAREN
    | BASE64 OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_BASE64 OPEN_PAREN functionArgs CLOSE_PAREN
    | FROM_BASE64 OPEN_PAREN functionArgs CLOSE_PAREN
    | HEX OPEN_PAREN functionArgs CLOSE_PAREN
    | UNHEX OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_HEX OPEN_PAREN functionArgs CLOSE_PAREN
    | FROM_HEX OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_BINARY OPEN_PAREN functionArgs CLOSE_PAREN
    | FROM_BINARY OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// dateTimeFunction: date, time and interval functions.
dateTimeFunction
    : DATE_PART OPEN_PAREN functionArgs CLOSE_PAREN
    | DATE_TRUNC OPEN_PAREN functionArgs CLOSE_PAREN
    | DATETRUNC OPEN_PAREN functionArgs CLOSE_PAREN
    | DATE_DIFF OPEN_PAREN functionArgs CLOSE_PAREN
    | DATEDIFF OPEN_PAREN functionArgs CLOSE_PAREN
    | DATESUB OPEN_PAREN functionArgs CLOSE_PAREN
    | DATE_ADD OPEN_PAREN functionArgs? CLOSE_PAREN
    | STRFTIME OPEN_PAREN functionArgs CLOSE_PAREN
    | STRPTIME OPEN_PAREN functionArgs CLOSE_PAREN
    | TRY_STRPTIME OPEN_PAREN functionArgs CLOSE_PAREN
    | TIME_BUCKET OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_DATE OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIME OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIMESTAMP OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIMESTAMPTZ OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIMESTAMP_MS OPEN_PAREN functionArgs CLOSE_PAREN
    | MAKE_TIMESTAMP_NS OPEN_PAREN functionArgs CLOSE_PAREN
    | NOW OPEN_PAREN CLOSE_PAREN
    | GET_CURRENT_TIME OPEN_PAREN CLOSE_PAREN
    | GET_CURRENT_TIMESTAMP OPEN_PAREN CLOSE_PAREN
    | CURRENT_LOCALTIME OPEN_PAREN CLOSE_PAREN
    | CURRENT_LOCALTIMESTAMP OPEN_PAREN CLOSE_PAREN
    | EPOCH OPEN_PAREN functionArgs CLOSE_PAREN
    | EPOCH_MS OPEN_PAREN functionArgs CLOSE_PAREN
    | EPOCH_US OPEN_PAREN functionArgs CLOSE_PAREN
    | EPOCH_NS OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_TIMESTAMP OPEN_PAREN functionArgs CLOSE_PAREN
    | YEAR OPEN_PAREN functionArgs CLOSE_PAREN
    | MONTH OPEN_PAREN functionArgs CLOSE_PAREN
    | DAY OPEN_PAREN functionArgs CLOSE_PAREN
    | HOUR OPEN_PAREN functionArgs CLOSE_PAREN
    | MINUTE OPEN_PAREN functionArgs CLOSE_PAREN
    | SECOND OPEN_PAREN functionArgs CLOSE_PAREN
    | MILLISECOND OPEN_PAREN functionArgs CLOSE_PAREN
    | MICROSECOND OPEN_PAREN functionArgs CLOSE_PAREN
    | NANOSECOND OPEN_PAREN functionArgs CLOSE_PAREN
    | CENTURY OPEN_PAREN functionArgs CLOSE_PAREN
    | DECADE OPEN_PAREN functionArgs CLOSE_PAREN
    | WEEK OPEN_PAREN functionArgs CLOSE_PAREN
    | WEEKOFYEAR OPEN_PAREN functionArgs CLOSE_PAREN
    | WEEKDAY OPEN_PAREN functionArgs CLOSE_PAREN
    | DAYOFWEEK OPEN_PAREN functionArgs CLOSE_PAREN
    | DAYOFMONTH OPEN_PAREN functionArgs CLOSE_PAREN
    | DAYOFYEAR OPEN_PAREN functionArgs CLOSE_PAREN
    | ISODOW OPEN_PAREN functionArgs CLOSE_PAREN
    | ISOYEAR OPEN_PAREN functionArgs CLOSE_PAREN
    | YEARWEEK OPEN_PAREN functionArgs CLOSE_PAREN
    | QUARTER OPEN_PAREN functionArgs CLOSE_PAREN
    | ERA OPEN_PAREN functionArgs CLOSE_PAREN
    | LAST_DAY OPEN_PAREN functionArgs CLOSE_PAREN
    | MONTHNAME OPEN_PAREN functionArgs CLOSE_PAREN
    | DAYNAME OPEN_PAREN functionArgs CLOSE_PAREN
    | AGE OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_YEARS OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_MONTHS OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_DAYS OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_HOURS OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_MINUTES OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_SECONDS OPEN_PAREN functionArgs CLOSE_PAREN
    | TIMEZONE OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// listFunction: list functions, lambda functions among them.
listFunction
    : LIST_VALUE OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_PACK OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_TRANSFORM OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_APPLY OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_TRANSFORM OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_APPLY OPEN_PAREN functionArgs CLOSE_PAREN
    | APPLY OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_FILTER OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_FILTER OPEN_PAREN functionArgs CLOSE_PAREN
    | FILTER OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_REDUCE OPEN_PAREN functionArgs CLOSE_PAREN
    | REDUCE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_SORT OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_SORT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_REVERSE_SORT OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_REVERSE_SORT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_DISTINCT OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_DISTINCT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_UNIQUE OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_UNIQUE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_CONCAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_CONCAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_CAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_CONTAINS OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_HAS OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_CONTAINS OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_POSITION OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_ELEMENT OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_SLICE OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_SLICE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_ZIP OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_RESIZE OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_RESIZE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_SELECT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_WHERE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_GRADE_UP OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_GRADE_UP OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_AGGREGATE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_AGGR OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_AGGREGATE OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_AGGR OPEN_PAREN functionArgs CLOSE_PAREN
    | AGGREGATE OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_INTERSECT OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_INTERSECT OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_HAS_ALL OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_HAS_ANY OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_SUM OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_PRODUCT OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_MIN OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_MAX OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_AVG OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_COUNT OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_FIRST OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_LAST OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_ANY_VALUE OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_REVERSE OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_REVERSE OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_HISTOGRAM OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_STRING_AGG OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_MODE OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_MEDIAN OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_APPROX_COUNT_DISTINCT OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_BOOL_AND OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_BOOL_OR OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_APPEND OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_APPEND OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_PUSH_BACK OPEN_PAREN functionArgs? CLOSE_PAREN
    | LIST_PREPEND OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_PREPEND OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_PUSH_FRONT OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_POP_BACK OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_POP_FRONT OPEN_PAREN functionArgs? CLOSE_PAREN
    | FLATTEN OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | LIST_INNER_PRODUCT OPEN_PAREN functionArgs CLOSE_PAREN
    | GENERATE_SUBSCRIPTS OPEN_PAREN functionArgs? CLOSE_PAREN
    ;

// arrayFunction: fixed-size array functions.
arrayFunction
    : ARRAY_VALUE OPEN_PAREN functionArgs? CLOSE_PAREN
    | ARRAY_CROSS_PRODUCT OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// structFunction: struct functions.
structFunction
    : STRUCT_PACK OPEN_PAREN functionArgs? CLOSE_PAREN
    | STRUCT_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    | STRUCT_INSERT OPEN_PAREN functionArgs? CLOSE_PAREN
    | STRUCT_UPDATE OPEN_PAREN functionArgs? CLOSE_PAREN
    | STRUCT_CONTAINS OPEN_PAREN functionArgs CLOSE_PAREN
    | STRUCT_POSITION OPEN_PAREN functionArgs CLOSE_PAREN
    | STRUCT_KEYS OPEN_PAREN functionArgs CLOSE_PAREN
    | STRUCT_VALUES OPEN_PAREN functionArgs CLOSE_PAREN
    | STRUCT_CONCAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | REMAP_STRUCT OPEN_PAREN functionArgs CLOSE_PAREN
    | ROW_TO_JSON OPEN_PAREN functionArgs? CLOSE_PAREN
    ;

// mapFunction: map functions.
mapFunction
    : MAP OPEN_PAREN functionArgs? CLOSE_PAREN
    | MAP_FROM_ENTRIES OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_KEYS OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_VALUES OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_ENTRIES OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_EXTRACT_VALUE OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_CONCAT OPEN_PAREN functionArgs? CLOSE_PAREN
    | MAP_CONTAINS OPEN_PAREN functionArgs CLOSE_PAREN
    | MAP_CONTAINS_VALUE OPEN_PAREN functionArgs? CLOSE_PAREN
    | ELEMENT_AT OPEN_PAREN functionArgs CLOSE_PAREN
    | CARDINALITY OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// unionFunction: union functions.
unionFunction
    : UNION_VALUE OPEN_PAREN functionArgs? CLOSE_PAREN
    | UNION_TAG OPEN_PAREN functionArgs CLOSE_PAREN
    | UNION_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// jsonFunction: JSON functions.
jsonFunction
    : JSON OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_VALID OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EXTRACT OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EXTRACT_PATH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EXTRACT_STRING OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EXTRACT_PATH_TEXT OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_TRANSFORM OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_TRANSFORM_STRICT OPEN_PAREN functionArgs CLOSE_PAREN
    | FROM_JSON OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_TYPE OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_STRUCTURE OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_OBJECT OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_ARRAY OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_VALUE OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_CONTAINS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_EXISTS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_KEYS OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_ARRAY_LENGTH OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_MERGE_PATCH OPEN_PAREN functionArgs CLOSE_PAREN
    | TO_JSON OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_QUOTE OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_SERIALIZE_SQL OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_DESERIALIZE_SQL OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_SERIALIZE_PLAN OPEN_PAREN functionArgs CLOSE_PAREN
    | JSON_GROUP_ARRAY OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_GROUP_OBJECT OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_GROUP_STRUCTURE OPEN_PAREN functionArgs? CLOSE_PAREN
    | JSON_PRETTY OPEN_PAREN functionArgs CLOSE_PAREN
    | ARRAY_TO_JSON OPEN_PAREN functionArgs? CLOSE_PAREN
    ;

// sequenceFunction: sequence functions.
sequenceFunction
    : NEXTVAL OPEN_PAREN functionArgs CLOSE_PAREN
    | CURRVAL OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// utilityFunction: utility and system functions.
utilityFunction
    : TYPEOF OPEN_PAREN functionArgs CLOSE_PAREN
    | ALIAS OPEN_PAREN functionArgs CLOSE_PAREN
    | STATS OPEN_PAREN functionArgs CLOSE_PAREN
    | CURRENT_SETTING OPEN_PAREN functionArgs CLOSE_PAREN
    | GETVARIABLE OPEN_PAREN functionArgs CLOSE_PAREN
    | GREATEST OPEN_PAREN functionArgs CLOSE_PAREN
    | LEAST OPEN_PAREN functionArgs CLOSE_PAREN
    | UUID OPEN_PAREN CLOSE_PAREN
    | GEN_RANDOM_UUID OPEN_PAREN CLOSE_PAREN
    | UUIDV4 OPEN_PAREN CLOSE_PAREN
    | UUIDV7 OPEN_PAREN CLOSE_PAREN
    | VERSION OPEN_PAREN functionArgs? CLOSE_PAREN
    | CURRENT_DATABASE OPEN_PAREN functionArgs? CLOSE_PAREN
    | CURRENT_CATALOG OPEN_PAREN functionArgs? CLOSE_PAREN
    | CURRENT_SCHEMA OPEN_PAREN functionArgs? CLOSE_PAREN
    | CURRENT_SCHEMAS OPEN_PAREN functionArgs? CLOSE_PAREN
    | FINALIZE OPEN_PAREN functionArgs CLOSE_PAREN
    | COMBINE OPEN_PAREN functionArgs CLOSE_PAREN
    | CREATE_SORT_KEY OPEN_PAREN functionArgs CLOSE_PAREN
    | ERROR OPEN_PAREN functionArgs CLOSE_PAREN
    | EQUI_WIDTH_BINS OPEN_PAREN functionArgs CLOSE_PAREN
    | SLEEP_MS OPEN_PAREN functionArgs CLOSE_PAREN
    | WRITE_LOG OPEN_PAREN functionArgs CLOSE_PAREN
    | CONSTANT_OR_NULL OPEN_PAREN functionArgs CLOSE_PAREN
    | ENUM_RANGE OPEN_PAREN functionArgs CLOSE_PAREN
    | ENUM_RANGE_BOUNDARY OPEN_PAREN functionArgs CLOSE_PAREN
    | ENUM_FIRST OPEN_PAREN functionArgs CLOSE_PAREN
    | ENUM_LAST OPEN_PAREN functionArgs CLOSE_PAREN
    | ENUM_CODE OPEN_PAREN functionArgs CLOSE_PAREN
    | TXID_CURRENT OPEN_PAREN CLOSE_PAREN
    | PG_TYPEOF OPEN_PAREN functionArgs? CLOSE_PAREN
    | CAN_CAST_IMPLICITLY OPEN_PAREN functionArgs CLOSE_PAREN
    | IS_HISTOGRAM_OTHER_BIN OPEN_PAREN functionArgs CLOSE_PAREN
    | MD5_NUMBER OPEN_PAREN functionArgs CLOSE_PAREN
    ;

// tableFunction: table functions (called in FROM, some in expressions too).
tableFunction
    : RANGE OPEN_PAREN functionArgs? CLOSE_PAREN
    | GENERATE_SERIES OPEN_PAREN functionArgs? CLOSE_PAREN
    | UNNEST OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_CSV OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_CSV_AUTO OPEN_PAREN functionArgs? CLOSE_PAREN
    | SNIFF_CSV OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_PARQUET OPEN_PAREN functionArgs? CLOSE_PAREN
    | PARQUET_SCAN OPEN_PAREN functionArgs? CLOSE_PAREN
    | PARQUET_METADATA OPEN_PAREN functionArgs? CLOSE_PAREN
    | PARQUET_SCHEMA OPEN_PAREN functionArgs? CLOSE_PAREN
    | PARQUET_FILE_METADATA OPEN_PAREN functionArgs? CLOSE_PAREN
    | PARQUET_KV_METADATA OPEN_PAREN functionArgs? CLOSE_PAREN
    | PARQUET_FULL_METADATA OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_JSON OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_JSON_AUTO OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_NDJSON OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_NDJSON_AUTO OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_JSON_OBJECTS OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_NDJSON_OBJECTS OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_TEXT OPEN_PAREN functionArgs? CLOSE_PAREN
    | READ_BLOB OPEN_PAREN functionArgs? CLOSE_PAREN
    | GLOB OPEN_PAREN functionArgs? CLOSE_PAREN
    | QUERY OPEN_PAREN functionArgs? CLOSE_PAREN
    | QUERY_TABLE OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_TABLES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_FUNCTIONS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_SETTINGS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_COLUMNS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_DATABASES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_VIEWS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_INDEXES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_CONSTRAINTS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_TYPES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_SEQUENCES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_SCHEMAS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_EXTENSIONS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_MEMORY OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_TEMPORARY_FILES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_DEPENDENCIES OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_KEYWORDS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_SECRETS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_LOGS OPEN_PAREN functionArgs? CLOSE_PAREN
    | DUCKDB_OPTIMIZERS OPEN_PAREN functionArgs? CLOSE_PAREN
    | PRAGMA_TABLE_INFO OPEN_PAREN functionArgs? CLOSE_PAREN
    | PRAGMA_STORAGE_INFO OPEN_PAREN functionArgs? CLOSE_PAREN
    | PRAGMA_DATABASE_SIZE OPEN_PAREN functionArgs? CLOSE_PAREN
    | PRAGMA_VERSION OPEN_PAREN functionArgs? CLOSE_PAREN
    | PRAGMA_METADATA_INFO OPEN_PAREN functionArgs? CLOSE_PAREN
    | TEST_ALL_TYPES OPEN_PAREN functionArgs? CLOSE_PAREN
    ;

// nonReservedKeyword lists, as direct alternatives, every keyword that is
// also a plain identifier: DuckDB's unreserved and column-name keywords, and
// the function names this grammar makes keywords of, so "SELECT count FROM t"
// and a column named "year" parse.
nonReservedKeyword
    : ABORT
    | ABS
    | ACOS
    | ACTION
    | ADD
    | AGE
    | AGGREGATE
    | ALIAS
    | ALTER
    | ALWAYS
    | ANY_VALUE
    | APPLY
    | APPROX_COUNT_DISTINCT
    | APPROX_QUANTILE
    | APPROX_TOP_K
    | ARBITRARY
    | ARGMAX
    | ARGMIN
    | ARG_MAX
    | ARG_MAX_NULL
    | ARG_MIN
    | ARG_MIN_NULL
    | ARRAY_AGG
    | ARRAY_AGGR
    | ARRAY_AGGREGATE
    | ARRAY_APPEND
    | ARRAY_APPLY
    | ARRAY_CAT
    | ARRAY_CONCAT
    | ARRAY_CONTAINS
    | ARRAY_CROSS_PRODUCT
    | ARRAY_DISTINCT
    | ARRAY_EXTRACT
    | ARRAY_FILTER
    | ARRAY_GRADE_UP
    | ARRAY_INTERSECT
    | ARRAY_LENGTH
    | ARRAY_POP_BACK
    | ARRAY_POP_FRONT
    | ARRAY_PREPEND
    | ARRAY_PUSH_BACK
    | ARRAY_PUSH_FRONT
    | ARRAY_RESIZE
    | ARRAY_REVERSE
    | ARRAY_REVERSE_SORT
    | ARRAY_SLICE
    | ARRAY_SORT
    | ARRAY_TO_JSON
    | ARRAY_TO_STRING
    | ARRAY_TRANSFORM
    | ARRAY_UNIQUE
    | ARRAY_VALUE
    | ASCII
    | ASIN
    | ATAN
    | ATAN2
    | ATTACH
    | AVG
    | BAR
    | BASE64
    | BEGIN
    | BETWEEN
    | BIGINT
    | BIT
    | BITSTRING_AGG
    | BIT_AND
    | BIT_COUNT
    | BIT_LENGTH
    | BIT_OR
    | BIT_XOR
    | BOOLEAN
    | BOOL_AND
    | BOOL_OR
    | CACHE
    | CALL
    | CAN_CAST_IMPLICITLY
    | CARDINALITY
    | CASCADE
    | CASCADED
    | CBRT
    | CEIL
    | CEILING
    | CENTURIES
    | CENTURY
    | CHAR
    | CHARACTER
    | CHECKPOINT
    | CHR
    | COALESCE
    | COLUMNS
    | COMBINE
    | COMMENT
    | COMMIT
    | COMPRESSION
    | CONCAT
    | CONCAT_WS
    | CONFLICT
    | CONSTANT_OR_NULL
    | CONTAINS
    | COPY
    | CORR
    | COS
    | COSH
    | COT
    | COUNT
    | COUNTIF
    | COUNT_IF
    | COVAR_POP
    | COVAR_SAMP
    | CREATE_SORT_KEY
    | CSV
    | CUBE
    | CUME_DIST
    | CURRENT
    | CURRENT_CATALOG
    | CURRENT_DATABASE
    | CURRENT_LOCALTIME
    | CURRENT_LOCALTIMESTAMP
    | CURRENT_SCHEMA
    | CURRENT_SCHEMAS
    | CURRENT_SETTING
    | CURRVAL
    | CYCLE
    | DAMERAU_LEVENSHTEIN
    | DATA
    | DATABASE
    | DATEDIFF
    | DATESUB
    | DATETRUNC
    | DATE_ADD
    | DATE_DIFF
    | DATE_PART
    | DATE_TRUNC
    | DAY
    | DAYNAME
    | DAYOFMONTH
    | DAYOFWEEK
    | DAYOFYEAR
    | DAYS
    | DEALLOCATE
    | DEC
    | DECADE
    | DECADES
    | DECIMAL
    | DECODE
    | DEFERRED
    | DEGREES
    | DELETE
    | DELIMITER
    | DELIMITERS
    | DENSE_RANK
    | DETACH
    | DIVIDE
    | DOUBLE
    | DROP
    | DUCKDB_COLUMNS
    | DUCKDB_CONSTRAINTS
    | DUCKDB_DATABASES
    | DUCKDB_DEPENDENCIES
    | DUCKDB_EXTENSIONS
    | DUCKDB_FUNCTIONS
    | DUCKDB_INDEXES
    | DUCKDB_KEYWORDS
    | DUCKDB_LOGS
    | DUCKDB_MEMORY
    | DUCKDB_OPTIMIZERS
    | DUCKDB_SCHEMAS
    | DUCKDB_SECRETS
    | DUCKDB_SEQUENCES
    | DUCKDB_SETTINGS
    | DUCKDB_TABLES
    | DUCKDB_TEMPORARY_FILES
    | DUCKDB_TYPES
    | DUCKDB_VIEWS
    | EDITDIST3
    | ELEMENT_AT
    | ENCODE
    | ENCODING
    | ENDS_WITH
    | ENTROPY
    | ENUM
    | ENUM_CODE
    | ENUM_FIRST
    | ENUM_LAST
    | ENUM_RANGE
    | ENUM_RANGE_BOUNDARY
    | EPOCH
    | EPOCH_MS
    | EPOCH_NS
    | EPOCH_US
    | EQUI_WIDTH_BINS
    | ERA
    | ERROR
    | ESCAPE
    | EVEN
    | EXCLUDE
    | EXCLUDING
    | EXECUTE
    | EXISTS
    | EXP
    | EXPLAIN
    | EXPORT
    | EXPORT_STATE
    | EXTENSIONS
    | EXTRACT
    | FACTORIAL
    | FAVG
    | FDIV
    | FILL
    | FILTER
    | FINALIZE
    | FIRST
    | FIRST_VALUE
    | FLATTEN
    | FLOAT
    | FLOOR
    | FMOD
    | FOLLOWING
    | FORCE
    | FORMAT
    | FORMAT_BYTES
    | FROM_BASE64
    | FROM_BINARY
    | FROM_HEX
    | FROM_JSON
    | FSUM
    | FUNCTION
    | GAMMA
    | GCD
    | GENERATED
    | GENERATE_SERIES
    | GENERATE_SUBSCRIPTS
    | GEN_RANDOM_UUID
    | GETVARIABLE
    | GET_CURRENT_TIME
    | GET_CURRENT_TIMESTAMP
    | GLOBAL
    | GREATEST
    | GROUPING
    | GROUPING_ID
    | GROUPS
    | GROUP_CONCAT
    | HAMMING
    | HEADER
    | HEX
    | HISTOGRAM
    | HISTOGRAM_EXACT
    | HOUR
    | HOURS
    | IDENTITY
    | IF
    | IGNORE
    | IMMEDIATE
    | IMPORT
    | INCLUDE
    | INCLUDING
    | INCREMENT
    | INDEX
    | INHERIT
    | INSERT
    | INSTALL
    | INSTR
    | INT
    | INTEGER
    | INTERVAL
    | ISFINITE
    | ISINF
    | ISODOW
    | ISOLATION
    | ISOYEAR
    | IS_HISTOGRAM_OTHER_BIN
    | JACCARD
    | JARO_WINKLER_SIMILARITY
    | JSON
    | JSON_ARRAY
    | JSON_ARRAY_LENGTH
    | JSON_CONTAINS
    | JSON_DESERIALIZE_SQL
    | JSON_EXISTS
    | JSON_EXTRACT
    | JSON_EXTRACT_PATH
    | JSON_EXTRACT_PATH_TEXT
    | JSON_EXTRACT_STRING
    | JSON_GROUP_ARRAY
    | JSON_GROUP_OBJECT
    | JSON_GROUP_STRUCTURE
    | JSON_KEYS
    | JSON_MERGE_PATCH
    | JSON_OBJECT
    | JSON_PRETTY
    | JSON_QUOTE
    | JSON_SERIALIZE_PLAN
    | JSON_SERIALIZE_SQL
    | JSON_STRUCTURE
    | JSON_TRANSFORM
    | JSON_TRANSFORM_STRICT
    | JSON_TYPE
    | JSON_VALID
    | JSON_VALUE
    | KAHAN_SUM
    | KEY
    | KURTOSIS
    | KURTOSIS_POP
    | LAG
    | LAST
    | LAST_DAY
    | LAST_VALUE
    | LCASE
    | LCM
    | LEAD
    | LEAST
    | LEFT_GRAPHEME
    | LEN
    | LENGTH
    | LENGTH_GRAPHEME
    | LEVEL
    | LEVENSHTEIN
    | LGAMMA
    | LIST
    | LIST_AGGR
    | LIST_AGGREGATE
    | LIST_ANY_VALUE
    | LIST_APPEND
    | LIST_APPLY
    | LIST_APPROX_COUNT_DISTINCT
    | LIST_AVG
    | LIST_BOOL_AND
    | LIST_BOOL_OR
    | LIST_CONCAT
    | LIST_CONTAINS
    | LIST_COUNT
    | LIST_DISTINCT
    | LIST_ELEMENT
    | LIST_EXTRACT
    | LIST_FILTER
    | LIST_FIRST
    | LIST_GRADE_UP
    | LIST_HAS
    | LIST_HAS_ALL
    | LIST_HAS_ANY
    | LIST_HISTOGRAM
    | LIST_INNER_PRODUCT
    | LIST_INTERSECT
    | LIST_LAST
    | LIST_MAX
    | LIST_MEDIAN
    | LIST_MIN
    | LIST_MODE
    | LIST_PACK
    | LIST_POSITION
    | LIST_PREPEND
    | LIST_PRODUCT
    | LIST_REDUCE
    | LIST_RESIZE
    | LIST_REVERSE
    | LIST_REVERSE_SORT
    | LIST_SELECT
    | LIST_SLICE
    | LIST_SORT
    | LIST_STRING_AGG
    | LIST_SUM
    | LIST_TRANSFORM
    | LIST_UNIQUE
    | LIST_VALUE
    | LIST_WHERE
    | LIST_ZIP
    | LN
    | LOAD
    | LOCAL
    | LOCKED
    | LOG
    | LOG10
    | LOG2
    | LOGGED
    | LOWER
    | LPAD
    | LTRIM
    | MACRO
    | MAD
    | MAKE_DATE
    | MAKE_TIME
    | MAKE_TIMESTAMP
    | MAKE_TIMESTAMPTZ
    | MAKE_TIMESTAMP_MS
    | MAKE_TIMESTAMP_NS
    | MAP
    | MAP_CONCAT
    | MAP_CONTAINS
    | MAP_CONTAINS_VALUE
    | MAP_ENTRIES
    | MAP_EXTRACT
    | MAP_EXTRACT_VALUE
    | MAP_FROM_ENTRIES
    | MAP_KEYS
    | MAP_VALUES
    | MATCH
    | MATCHED
    | MATERIALIZED
    | MAX
    | MAXVALUE
    | MAX_BY
    | MD5
    | MD5_NUMBER
    | MEDIAN
    | MERGE
    | MICROSECOND
    | MICROSECONDS
    | MILLENNIA
    | MILLENNIUM
    | MILLISECOND
    | MILLISECONDS
    | MIN
    | MINUTE
    | MINUTES
    | MINVALUE
    | MIN_BY
    | MISMATCHES
    | MOD
    | MODE
    | MONTH
    | MONTHNAME
    | MONTHS
    | NAME
    | NANOSECOND
    | NATIONAL
    | NCHAR
    | NEXT
    | NEXTAFTER
    | NEXTVAL
    | NFC_NORMALIZE
    | NO
    | NOTHING
    | NOW
    | NOWAIT
    | NTH_VALUE
    | NTILE
    | NULLIF
    | NULLS
    | NUMERIC
    | OCTET_LENGTH
    | OF
    | OIDS
    | OPERATOR
    | OPTION
    | ORDINALITY
    | OTHERS
    | OVER
    | OVERLAY
    | OVERRIDING
    | OWNED
    | PARQUET_FILE_METADATA
    | PARQUET_FULL_METADATA
    | PARQUET_KV_METADATA
    | PARQUET_METADATA
    | PARQUET_SCAN
    | PARQUET_SCHEMA
    | PARSE_DIRNAME
    | PARSE_DIRPATH
    | PARSE_FILENAME
    | PARSE_FORMATTED_BYTES
    | PARSE_PATH
    | PARTIAL
    | PARTITION
    | PARTITIONED
    | PERCENT_KW
    | PERCENT_RANK
    | PERSISTENT
    | PG_TYPEOF
    | PI
    | POSITION
    | POW
    | POWER
    | PRAGMA
    | PRAGMA_DATABASE_SIZE
    | PRAGMA_METADATA_INFO
    | PRAGMA_STORAGE_INFO
    | PRAGMA_TABLE_INFO
    | PRAGMA_VERSION
    | PRECEDING
    | PRECISION
    | PREFIX
    | PREPARE
    | PRESERVE
    | PRINTF
    | PRODUCT
    | PROGRAM
    | QUANTILE
    | QUANTILE_CONT
    | QUANTILE_DISC
    | QUARTER
    | QUARTERS
    | QUERY
    | QUERY_TABLE
    | QUOTE
    | RADIANS
    | RANDOM
    | RANGE
    | RANK
    | READ
    | READ_BLOB
    | READ_CSV
    | READ_CSV_AUTO
    | READ_JSON
    | READ_JSON_AUTO
    | READ_JSON_OBJECTS
    | READ_NDJSON
    | READ_NDJSON_AUTO
    | READ_NDJSON_OBJECTS
    | READ_PARQUET
    | READ_TEXT
    | REAL
    | RECURSIVE
    | REDUCE
    | REGEXP_ESCAPE
    | REGEXP_EXTRACT
    | REGEXP_EXTRACT_ALL
    | REGEXP_FULL_MATCH
    | REGEXP_MATCHES
    | REGEXP_REPLACE
    | REGEXP_SPLIT_TO_TABLE
    | REGR_AVGX
    | REGR_AVGY
    | REGR_COUNT
    | REGR_INTERCEPT
    | REGR_R2
    | REGR_SLOPE
    | REGR_SXX
    | REGR_SXY
    | REGR_SYY
    | REMAP_STRUCT
    | RENAME
    | REPEAT
    | REPEATABLE
    | REPLACE
    | RESERVOIR_QUANTILE
    | RESET
    | RESPECT
    | RESTART
    | RESTRICT
    | REVERSE
    | RIGHT_GRAPHEME
    | ROLLBACK
    | ROLLUP
    | ROUND
    | ROUNDBANKERS
    | ROW
    | ROWS
    | ROW_NUMBER
    | ROW_TO_JSON
    | RPAD
    | RTRIM
    | SAMPLE
    | SCHEMA
    | SECOND
    | SECONDS
    | SECRET
    | SEM
    | SEQUENCE
    | SESSION
    | SET
    | SETOF
    | SETS
    | SETSEED
    | SHA1
    | SHA256
    | SHARE
    | SIGN
    | SIMPLE
    | SIN
    | SINH
    | SKEWNESS
    | SKIP_
    | SLEEP_MS
    | SMALLINT
    | SNIFF_CSV
    | SORTED
    | SOURCE
    | SPLIT
    | SPLIT_PART
    | SQRT
    | START
    | STARTS_WITH
    | STATISTICS
    | STATS
    | STDDEV
    | STDDEV_POP
    | STDDEV_SAMP
    | STDIN
    | STDOUT
    | STORAGE
    | STORED
    | STRFTIME
    | STRING_AGG
    | STRING_SPLIT
    | STRING_SPLIT_REGEX
    | STRING_TO_ARRAY
    | STRIP_ACCENTS
    | STRLEN
    | STRPOS
    | STRPTIME
    | STRUCT
    | STRUCT_CONCAT
    | STRUCT_CONTAINS
    | STRUCT_EXTRACT
    | STRUCT_INSERT
    | STRUCT_KEYS
    | STRUCT_PACK
    | STRUCT_POSITION
    | STRUCT_UPDATE
    | STRUCT_VALUES
    | STR_SPLIT
    | SUBSTR
    | SUBSTRING
    | SUFFIX
    | SUM
    | SUMKAHAN
    | SYSTEM
    | TABLES
    | TAN
    | TANH
    | TARGET
    | TEMP
    | TEMPORARY
    | TEST_ALL_TYPES
    | TIES
    | TIME
    | TIMESTAMP
    | TIMEZONE
    | TIME_BUCKET
    | TO_BASE
    | TO_BASE64
    | TO_BINARY
    | TO_DAYS
    | TO_HEX
    | TO_HOURS
    | TO_JSON
    | TO_MINUTES
    | TO_MONTHS
    | TO_SECONDS
    | TO_TIMESTAMP
    | TO_YEARS
    | TRANSACTION
    | TRANSLATE
    | TREAT
    | TRIM
    | TRUNCATE
    | TRY_CAST
    | TRY_STRPTIME
    | TXID_CURRENT
    | TYPE
    | TYPEOF
    | UCASE
    | UESCAPE
    | UNBOUNDED
    | UNHEX
    | UNICODE
    | UNION_EXTRACT
    | UNION_TAG
    | UNION_VALUE
    | UNKNOWN
    | UNLOGGED
    | UNNEST
    | UPDATE
    | UPPER
    | URL_DECODE
    | URL_ENCODE
    | USE
    | USER
    | UUID
    | UUIDV4
    | UUIDV7
    | VACUUM
    | VALID
    | VALIDATE
    | VALUE
    | VALUES
    | VARCHAR
    | VARIABLE
    | VARIANCE
    | VARYING
    | VAR_POP
    | VAR_SAMP
    | VERSION
    | VIEW
    | VIRTUAL
    | WEEK
    | WEEKDAY
    | WEEKOFYEAR
    | WEEKS
    | WEIGHTED_AVG
    | WITHIN
    | WITHOUT
    | WORK
    | WRITE
    | WRITE_LOG
    | XOR
    | YEAR
    | YEARS
    | YEARWEEK
    | ZONE
    ;

// identKeyword lists the keywords of this grammar that DuckDB reads as plain
// identifiers (function names); they may even serve as bare aliases.
identKeyword
    : ABS
    | ACOS
    | AGE
    | ALIAS
    | ANY_VALUE
    | APPLY
    | APPROX_COUNT_DISTINCT
    | APPROX_QUANTILE
    | APPROX_TOP_K
    | ARBITRARY
    | ARGMAX
    | ARGMIN
    | ARG_MAX
    | ARG_MAX_NULL
    | ARG_MIN
    | ARG_MIN_NULL
    | ARRAY_AGG
    | ARRAY_AGGR
    | ARRAY_AGGREGATE
    | ARRAY_APPEND
    | ARRAY_APPLY
    | ARRAY_CAT
    | ARRAY_CONCAT
    | ARRAY_CONTAINS
    | ARRAY_CROSS_PRODUCT
    | ARRAY_DISTINCT
    | ARRAY_EXTRACT
    | ARRAY_FILTER
    | ARRAY_GRADE_UP
    | ARRAY_INTERSECT
    | ARRAY_LENGTH
    | ARRAY_POP_BACK
    | ARRAY_POP_FRONT
    | ARRAY_PREPEND
    | ARRAY_PUSH_BACK
    | ARRAY_PUSH_FRONT
    | ARRAY_RESIZE
    | ARRAY_REVERSE
    | ARRAY_REVERSE_SORT
    | ARRAY_SLICE
    | ARRAY_SORT
    | ARRAY_TO_JSON
    | ARRAY_TO_STRING
    | ARRAY_TRANSFORM
    | ARRAY_UNIQUE
    | ARRAY_VALUE
    | ASCII
    | ASIN
    | ATAN
    | ATAN2
    | AVG
    | BAR
    | BASE64
    | BITSTRING_AGG
    | BIT_AND
    | BIT_COUNT
    | BIT_LENGTH
    | BIT_OR
    | BIT_XOR
    | BOOL_AND
    | BOOL_OR
    | CAN_CAST_IMPLICITLY
    | CARDINALITY
    | CBRT
    | CEIL
    | CEILING
    | CHR
    | COMBINE
    | CONCAT
    | CONCAT_WS
    | CONSTANT_OR_NULL
    | CONTAINS
    | CORR
    | COS
    | COSH
    | COT
    | COUNT
    | COUNTIF
    | COUNT_IF
    | COVAR_POP
    | COVAR_SAMP
    | CREATE_SORT_KEY
    | CUME_DIST
    | CURRENT_CATALOG
    | CURRENT_DATABASE
    | CURRENT_LOCALTIME
    | CURRENT_LOCALTIMESTAMP
    | CURRENT_SCHEMA
    | CURRENT_SCHEMAS
    | CURRENT_SETTING
    | CURRVAL
    | DAMERAU_LEVENSHTEIN
    | DATEDIFF
    | DATESUB
    | DATETRUNC
    | DATE_ADD
    | DATE_DIFF
    | DATE_PART
    | DATE_TRUNC
    | DAYNAME
    | DAYOFMONTH
    | DAYOFWEEK
    | DAYOFYEAR
    | DECODE
    | DEGREES
    | DENSE_RANK
    | DIVIDE
    | DUCKDB_COLUMNS
    | DUCKDB_CONSTRAINTS
    | DUCKDB_DATABASES
    | DUCKDB_DEPENDENCIES
    | DUCKDB_EXTENSIONS
    | DUCKDB_FUNCTIONS
    | DUCKDB_INDEXES
    | DUCKDB_KEYWORDS
    | DUCKDB_LOGS
    | DUCKDB_MEMORY
    | DUCKDB_OPTIMIZERS
    | DUCKDB_SCHEMAS
    | DUCKDB_SECRETS
    | DUCKDB_SEQUENCES
    | DUCKDB_SETTINGS
    | DUCKDB_TABLES
    | DUCKDB_TEMPORARY_FILES
    | DUCKDB_TYPES
    | DUCKDB_VIEWS
    | EDITDIST3
    | ELEMENT_AT
    | ENCODE
    | ENDS_WITH
    | ENTROPY
    | ENUM_CODE
    | ENUM_FIRST
    | ENUM_LAST
    | ENUM_RANGE
    | ENUM_RANGE_BOUNDARY
    | EPOCH
    | EPOCH_MS
    | EPOCH_NS
    | EPOCH_US
    | EQUI_WIDTH_BINS
    | ERA
    | EVEN
    | EXP
    | FACTORIAL
    | FAVG
    | FDIV
    | FILL
    | FINALIZE
    | FIRST_VALUE
    | FLATTEN
    | FLOOR
    | FMOD
    | FORMAT
    | FORMAT_BYTES
    | FROM_BASE64
    | FROM_BINARY
    | FROM_HEX
    | FROM_JSON
    | FSUM
    | GAMMA
    | GCD
    | GENERATE_SERIES
    | GENERATE_SUBSCRIPTS
    | GEN_RANDOM_UUID
    | GETVARIABLE
    | GET_CURRENT_TIME
    | GET_CURRENT_TIMESTAMP
    | GREATEST
    | GROUP_CONCAT
    | HAMMING
    | HEX
    | HISTOGRAM
    | HISTOGRAM_EXACT
    | INSTR
    | ISFINITE
    | ISINF
    | ISODOW
    | ISOYEAR
    | IS_HISTOGRAM_OTHER_BIN
    | JACCARD
    | JARO_WINKLER_SIMILARITY
    | JSON_ARRAY
    | JSON_ARRAY_LENGTH
    | JSON_CONTAINS
    | JSON_DESERIALIZE_SQL
    | JSON_EXISTS
    | JSON_EXTRACT
    | JSON_EXTRACT_PATH
    | JSON_EXTRACT_PATH_TEXT
    | JSON_EXTRACT_STRING
    | JSON_GROUP_ARRAY
    | JSON_GROUP_OBJECT
    | JSON_GROUP_STRUCTURE
    | JSON_KEYS
    | JSON_MERGE_PATCH
    | JSON_OBJECT
    | JSON_PRETTY
    | JSON_QUOTE
    | JSON_SERIALIZE_PLAN
    | JSON_SERIALIZE_SQL
    | JSON_STRUCTURE
    | JSON_TRANSFORM
    | JSON_TRANSFORM_STRICT
    | JSON_TYPE
    | JSON_VALID
    | JSON_VALUE
    | KAHAN_SUM
    | KURTOSIS
    | KURTOSIS_POP
    | LAG
    | LAST_DAY
    | LAST_VALUE
    | LCASE
    | LCM
    | LEAD
    | LEAST
    | LEFT_GRAPHEME
    | LEN
    | LENGTH
    | LENGTH_GRAPHEME
    | LEVENSHTEIN
    | LGAMMA
    | LIST
    | LIST_AGGR
    | LIST_AGGREGATE
    | LIST_ANY_VALUE
    | LIST_APPEND
    | LIST_APPLY
    | LIST_APPROX_COUNT_DISTINCT
    | LIST_AVG
    | LIST_BOOL_AND
    | LIST_BOOL_OR
    | LIST_CONCAT
    | LIST_CONTAINS
    | LIST_COUNT
    | LIST_DISTINCT
    | LIST_ELEMENT
    | LIST_EXTRACT
    | LIST_FILTER
    | LIST_FIRST
    | LIST_GRADE_UP
    | LIST_HAS
    | LIST_HAS_ALL
    | LIST_HAS_ANY
    | LIST_HISTOGRAM
    | LIST_INNER_PRODUCT
    | LIST_INTERSECT
    | LIST_LAST
    | LIST_MAX
    | LIST_MEDIAN
    | LIST_MIN
    | LIST_MODE
    | LIST_PACK
    | LIST_POSITION
    | LIST_PREPEND
    | LIST_PRODUCT
    | LIST_REDUCE
    | LIST_RESIZE
    | LIST_REVERSE
    | LIST_REVERSE_SORT
    | LIST_SELECT
    | LIST_SLICE
    | LIST_SORT
    | LIST_STRING_AGG
    | LIST_SUM
    | LIST_TRANSFORM
    | LIST_UNIQUE
    | LIST_VALUE
    | LIST_WHERE
    | LIST_ZIP
    | LN
    | LOG
    | LOG10
    | LOG2
    | LOWER
    | LPAD
    | LTRIM
    | MAD
    | MAKE_DATE
    | MAKE_TIME
    | MAKE_TIMESTAMP
    | MAKE_TIMESTAMPTZ
    | MAKE_TIMESTAMP_MS
    | MAKE_TIMESTAMP_NS
    | MAP_CONCAT
    | MAP_CONTAINS
    | MAP_CONTAINS_VALUE
    | MAP_ENTRIES
    | MAP_EXTRACT
    | MAP_EXTRACT_VALUE
    | MAP_FROM_ENTRIES
    | MAP_KEYS
    | MAP_VALUES
    | MAX
    | MAX_BY
    | MD5
    | MD5_NUMBER
    | MEDIAN
    | MIN
    | MIN_BY
    | MISMATCHES
    | MOD
    | MONTHNAME
    | NANOSECOND
    | NEXTAFTER
    | NEXTVAL
    | NFC_NORMALIZE
    | NOW
    | NTH_VALUE
    | NTILE
    | OCTET_LENGTH
    | PARQUET_FILE_METADATA
    | PARQUET_FULL_METADATA
    | PARQUET_KV_METADATA
    | PARQUET_METADATA
    | PARQUET_SCAN
    | PARQUET_SCHEMA
    | PARSE_DIRNAME
    | PARSE_DIRPATH
    | PARSE_FILENAME
    | PARSE_FORMATTED_BYTES
    | PARSE_PATH
    | PERCENT_RANK
    | PG_TYPEOF
    | PI
    | POW
    | POWER
    | PRAGMA_DATABASE_SIZE
    | PRAGMA_METADATA_INFO
    | PRAGMA_STORAGE_INFO
    | PRAGMA_TABLE_INFO
    | PRAGMA_VERSION
    | PREFIX
    | PRINTF
    | PRODUCT
    | QUANTILE
    | QUANTILE_CONT
    | QUANTILE_DISC
    | QUERY
    | QUERY_TABLE
    | RADIANS
    | RANDOM
    | RANK
    | READ_BLOB
    | READ_CSV
    | READ_CSV_AUTO
    | READ_JSON
    | READ_JSON_AUTO
    | READ_JSON_OBJECTS
    | READ_NDJSON
    | READ_NDJSON_AUTO
    | READ_NDJSON_OBJECTS
    | READ_PARQUET
    | READ_TEXT
    | REDUCE
    | REGEXP_ESCAPE
    | REGEXP_EXTRACT
    | REGEXP_EXTRACT_ALL
    | REGEXP_FULL_MATCH
    | REGEXP_MATCHES
    | REGEXP_REPLACE
    | REGEXP_SPLIT_TO_TABLE
    | REGR_AVGX
    | REGR_AVGY
    | REGR_COUNT
    | REGR_INTERCEPT
    | REGR_R2
    | REGR_SLOPE
    | REGR_SXX
    | REGR_SXY
    | REGR_SYY
    | REMAP_STRUCT
    | REPEAT
    | RESERVOIR_QUANTILE
    | REVERSE
    | RIGHT_GRAPHEME
    | ROUND
    | ROUNDBANKERS
    | ROW_NUMBER
    | ROW_TO_JSON
    | RPAD
    | RTRIM
    | SEM
    | SETSEED
    | SHA1
    | SHA256
    | SIGN
    | SIN
    | SINH
    | SKEWNESS
    | SLEEP_MS
    | SNIFF_CSV
    | SPLIT
    | SPLIT_PART
    | SQRT
    | STARTS_WITH
    | STATS
    | STDDEV
    | STDDEV_POP
    | STDDEV_SAMP
    | STRFTIME
    | STRING_AGG
    | STRING_SPLIT
    | STRING_SPLIT_REGEX
    | STRING_TO_ARRAY
    | STRIP_ACCENTS
    | STRLEN
    | STRPOS
    | STRPTIME
    | STRUCT_CONCAT
    | STRUCT_CONTAINS
    | STRUCT_EXTRACT
    | STRUCT_INSERT
    | STRUCT_KEYS
    | STRUCT_PACK
    | STRUCT_POSITION
    | STRUCT_UPDATE
    | STRUCT_VALUES
    | STR_SPLIT
    | SUBSTR
    | SUFFIX
    | SUM
    | SUMKAHAN
    | TAN
    | TANH
    | TEST_ALL_TYPES
    | TIMEZONE
    | TIME_BUCKET
    | TO_BASE
    | TO_BASE64
    | TO_BINARY
    | TO_DAYS
    | TO_HEX
    | TO_HOURS
    | TO_JSON
    | TO_MINUTES
    | TO_MONTHS
    | TO_SECONDS
    | TO_TIMESTAMP
    | TO_YEARS
    | TRANSLATE
    | TRY_STRPTIME
    | TXID_CURRENT
    | TYPEOF
    | UCASE
    | UESCAPE
    | UNHEX
    | UNICODE
    | UNION_EXTRACT
    | UNION_TAG
    | UNION_VALUE
    | UNNEST
    | UPPER
    | URL_DECODE
    | URL_ENCODE
    | UUID
    | UUIDV4
    | UUIDV7
    | VARIANCE
    | VAR_POP
    | VAR_SAMP
    | WEEKDAY
    | WEEKOFYEAR
    | WEIGHTED_AVG
    | WRITE_LOG
    | XOR
    | YEARWEEK
    ;

// funcNameKeyword lists the keywords that may name a function in a generic
// call: not those that start a built-in function alternative, so the two
// never compete.
funcNameKeyword
    : ABORT
    | ACTION
    | ADD
    | ALTER
    | ALWAYS
    | ASOF
    | AT
    | ATTACH
    | BEGIN
    | BINARY
    | CACHE
    | CALL
    | CASCADE
    | CASCADED
    | CENTURIES
    | CHECKPOINT
    | COMMENT
    | COMMIT
    | COMPRESSION
    | CONCURRENTLY
    | CONFLICT
    | COPY
    | CROSS
    | CSV
    | CUBE
    | CURRENT
    | CYCLE
    | DATA
    | DATABASE
    | DAYS
    | DEALLOCATE
    | DECADES
    | DEFERRED
    | DELETE
    | DELIMITER
    | DELIMITERS
    | DETACH
    | DOUBLE
    | DROP
    | ENCODING
    | ENUM
    | ESCAPE
    | EXCLUDE
    | EXCLUDING
    | EXECUTE
    | EXPLAIN
    | EXPORT
    | EXPORT_STATE
    | EXTENSIONS
    | FOLLOWING
    | FORCE
    | FREEZE
    | FULL
    | FUNCTION
    | GENERATED
    | GLOBAL
    | GROUPS
    | HEADER
    | HOURS
    | IDENTITY
    | IF
    | IGNORE
    | ILIKE
    | IMMEDIATE
    | IMPORT
    | INCLUDE
    | INCLUDING
    | INCREMENT
    | INDEX
    | INHERIT
    | INNER
    | INSERT
    | INSTALL
    | IS
    | ISNULL
    | ISOLATION
    | JOIN
    | KEY
    | LEVEL
    | LIKE
    | LOAD
    | LOCAL
    | LOCKED
    | LOGGED
    | MACRO
    | MATCH
    | MATCHED
    | MATERIALIZED
    | MAXVALUE
    | MERGE
    | MICROSECONDS
    | MILLENNIA
    | MILLENNIUM
    | MILLISECONDS
    | MINUTES
    | MINVALUE
    | MONTHS
    | NAME
    | NATURAL
    | NEXT
    | NO
    | NOTHING
    | NOTNULL
    | NOWAIT
    | NULLS
    | OF
    | OIDS
    | OPERATOR
    | OPTION
    | ORDINALITY
    | OTHERS
    | OUTER
    | OVER
    | OVERLAPS
    | OVERRIDING
    | OWNED
    | PARTIAL
    | PARTITION
    | PARTITIONED
    | PERCENT_KW
    | PERSISTENT
    | POSITIONAL
    | PRAGMA
    | PRECEDING
    | PREPARE
    | PRESERVE
    | PROGRAM
    | QUARTERS
    | QUOTE
    | READ
    | RECURSIVE
    | RENAME
    | REPEATABLE
    | RESET
    | RESPECT
    | RESTART
    | RESTRICT
    | ROLLBACK
    | ROLLUP
    | ROWS
    | SAMPLE
    | SCHEMA
    | SECONDS
    | SECRET
    | SEQUENCE
    | SESSION
    | SET
    | SETS
    | SHARE
    | SIMILAR
    | SIMPLE
    | SKIP_
    | SORTED
    | SOURCE
    | START
    | STATISTICS
    | STDIN
    | STDOUT
    | STORAGE
    | STORED
    | STRUCT
    | SYSTEM
    | TABLES
    | TABLESAMPLE
    | TARGET
    | TEMP
    | TEMPORARY
    | TIES
    | TRANSACTION
    | TRUNCATE
    | TYPE
    | UESCAPE
    | UNBOUNDED
    | UNKNOWN
    | UNLOGGED
    | UPDATE
    | USE
    | USER
    | VACUUM
    | VALID
    | VALIDATE
    | VALUE
    | VARIABLE
    | VARYING
    | VERBOSE
    | VIEW
    | VIRTUAL
    | WEEKS
    | WITHIN
    | WITHOUT
    | WORK
    | WRITE
    | YEARS
    | ZONE
    ;

// typeNameKeyword lists the keywords that may name a type.
typeNameKeyword
    : ABORT
    | ABS
    | ACOS
    | ACTION
    | ADD
    | AGE
    | AGGREGATE
    | ALIAS
    | ALTER
    | ALWAYS
    | ANTI
    | ANY_VALUE
    | APPLY
    | APPROX_COUNT_DISTINCT
    | APPROX_QUANTILE
    | APPROX_TOP_K
    | ARBITRARY
    | ARGMAX
    | ARGMIN
    | ARG_MAX
    | ARG_MAX_NULL
    | ARG_MIN
    | ARG_MIN_NULL
    | ARRAY_AGG
    | ARRAY_AGGR
    | ARRAY_AGGREGATE
    | ARRAY_APPEND
    | ARRAY_APPLY
    | ARRAY_CAT
    | ARRAY_CONCAT
    | ARRAY_CONTAINS
    | ARRAY_CROSS_PRODUCT
    | ARRAY_DISTINCT
    | ARRAY_EXTRACT
    | ARRAY_FILTER
    | ARRAY_GRADE_UP
    | ARRAY_INTERSECT
    | ARRAY_LENGTH
    | ARRAY_POP_BACK
    | ARRAY_POP_FRONT
    | ARRAY_PREPEND
    | ARRAY_PUSH_BACK
    | ARRAY_PUSH_FRONT
    | ARRAY_RESIZE
    | ARRAY_REVERSE
    | ARRAY_REVERSE_SORT
    | ARRAY_SLICE
    | ARRAY_SORT
    | ARRAY_TO_JSON
    | ARRAY_TO_STRING
    | ARRAY_TRANSFORM
    | ARRAY_UNIQUE
    | ARRAY_VALUE
    | ASCII
    | ASIN
    | ASOF
    | AT
    | ATAN
    | ATAN2
    | ATTACH
    | AVG
    | BAR
    | BASE64
    | BEGIN
    | BINARY
    | BITSTRING_AGG
    | BIT_AND
    | BIT_COUNT
    | BIT_LENGTH
    | BIT_OR
    | BIT_XOR
    | BOOL_AND
    | BOOL_OR
    | BY
    | CACHE
    | CALL
    | CAN_CAST_IMPLICITLY
    | CARDINALITY
    | CASCADE
    | CASCADED
    | CBRT
    | CEIL
    | CEILING
    | CENTURIES
    | CENTURY
    | CHECKPOINT
    | CHR
    | COLLATION
    | COLUMNS
    | COMBINE
    | COMMENT
    | COMMIT
    | COMPRESSION
    | CONCAT
    | CONCAT_WS
    | CONCURRENTLY
    | CONFLICT
    | CONSTANT_OR_NULL
    | CONTAINS
    | COPY
    | CORR
    | COS
    | COSH
    | COT
    | COUNT
    | COUNTIF
    | COUNT_IF
    | COVAR_POP
    | COVAR_SAMP
    | CREATE_SORT_KEY
    | CROSS
    | CSV
    | CUBE
    | CUME_DIST
    | CURRENT
    | CURRENT_CATALOG
    | CURRENT_DATABASE
    | CURRENT_LOCALTIME
    | CURRENT_LOCALTIMESTAMP
    | CURRENT_SCHEMA
    | CURRENT_SCHEMAS
    | CURRENT_SETTING
    | CURRVAL
    | CYCLE
    | DAMERAU_LEVENSHTEIN
    | DATA
    | DATABASE
    | DATEDIFF
    | DATESUB
    | DATETRUNC
    | DATE_ADD
    | DATE_DIFF
    | DATE_PART
    | DATE_TRUNC
    | DAY
    | DAYNAME
    | DAYOFMONTH
    | DAYOFWEEK
    | DAYOFYEAR
    | DAYS
    | DEALLOCATE
    | DECADE
    | DECADES
    | DECODE
    | DEFERRED
    | DEGREES
    | DELETE
    | DELIMITER
    | DELIMITERS
    | DENSE_RANK
    | DETACH
    | DIVIDE
    | DOUBLE
    | DROP
    | DUCKDB_COLUMNS
    | DUCKDB_CONSTRAINTS
    | DUCKDB_DATABASES
    | DUCKDB_DEPENDENCIES
    | DUCKDB_EXTENSIONS
    | DUCKDB_FUNCTIONS
    | DUCKDB_INDEXES
    | DUCKDB_KEYWORDS
    | DUCKDB_LOGS
    | DUCKDB_MEMORY
    | DUCKDB_OPTIMIZERS
    | DUCKDB_SCHEMAS
    | DUCKDB_SECRETS
    | DUCKDB_SEQUENCES
    | DUCKDB_SETTINGS
    | DUCKDB_TABLES
    | DUCKDB_TEMPORARY_FILES
    | DUCKDB_TYPES
    | DUCKDB_VIEWS
    | EDITDIST3
    | ELEMENT_AT
    | ENCODE
    | ENCODING
    | ENDS_WITH
    | ENTROPY
    | ENUM
    | ENUM_CODE
    | ENUM_FIRST
    | ENUM_LAST
    | ENUM_RANGE
    | ENUM_RANGE_BOUNDARY
    | EPOCH
    | EPOCH_MS
    | EPOCH_NS
    | EPOCH_US
    | EQUI_WIDTH_BINS
    | ERA
    | ERROR
    | ESCAPE
    | EVEN
    | EXCLUDE
    | EXCLUDING
    | EXECUTE
    | EXP
    | EXPLAIN
    | EXPORT
    | EXPORT_STATE
    | EXTENSIONS
    | FACTORIAL
    | FAVG
    | FDIV
    | FILL
    | FILTER
    | FINALIZE
    | FIRST
    | FIRST_VALUE
    | FLATTEN
    | FLOOR
    | FMOD
    | FOLLOWING
    | FORCE
    | FORMAT
    | FORMAT_BYTES
    | FREEZE
    | FROM_BASE64
    | FROM_BINARY
    | FROM_HEX
    | FROM_JSON
    | FSUM
    | FULL
    | FUNCTION
    | GAMMA
    | GCD
    | GENERATE_SERIES
    | GENERATE_SUBSCRIPTS
    | GEN_RANDOM_UUID
    | GETVARIABLE
    | GET_CURRENT_TIME
    | GET_CURRENT_TIMESTAMP
    | GLOB
    | GLOBAL
    | GREATEST
    | GROUPS
    | GROUP_CONCAT
    | HAMMING
    | HEADER
    | HEX
    | HISTOGRAM
    | HISTOGRAM_EXACT
    | HOUR
    | HOURS
    | IDENTITY
    | IF
    | IGNORE
    | ILIKE
    | IMMEDIATE
    | IMPORT
    | INCLUDE
    | INCLUDING
    | INCREMENT
    | INDEX
    | INHERIT
    | INNER
    | INSERT
    | INSTALL
    | INSTR
    | IS
    | ISFINITE
    | ISINF
    | ISNULL
    | ISODOW
    | ISOLATION
    | ISOYEAR
    | IS_HISTOGRAM_OTHER_BIN
    | JACCARD
    | JARO_WINKLER_SIMILARITY
    | JOIN
    | JSON
    | JSON_ARRAY
    | JSON_ARRAY_LENGTH
    | JSON_CONTAINS
    | JSON_DESERIALIZE_SQL
    | JSON_EXISTS
    | JSON_EXTRACT
    | JSON_EXTRACT_PATH
    | JSON_EXTRACT_PATH_TEXT
    | JSON_EXTRACT_STRING
    | JSON_GROUP_ARRAY
    | JSON_GROUP_OBJECT
    | JSON_GROUP_STRUCTURE
    | JSON_KEYS
    | JSON_MERGE_PATCH
    | JSON_OBJECT
    | JSON_PRETTY
    | JSON_QUOTE
    | JSON_SERIALIZE_PLAN
    | JSON_SERIALIZE_SQL
    | JSON_STRUCTURE
    | JSON_TRANSFORM
    | JSON_TRANSFORM_STRICT
    | JSON_TYPE
    | JSON_VALID
    | JSON_VALUE
    | KAHAN_SUM
    | KEY
    | KURTOSIS
    | KURTOSIS_POP
    | LAG
    | LAST
    | LAST_DAY
    | LAST_VALUE
    | LCASE
    | LCM
    | LEAD
    | LEAST
    | LEFT
    | LEFT_GRAPHEME
    | LEN
    | LENGTH
    | LENGTH_GRAPHEME
    | LEVEL
    | LEVENSHTEIN
    | LGAMMA
    | LIKE
    | LIST
    | LIST_AGGR
    | LIST_AGGREGATE
    | LIST_ANY_VALUE
    | LIST_APPEND
    | LIST_APPLY
    | LIST_APPROX_COUNT_DISTINCT
    | LIST_AVG
    | LIST_BOOL_AND
    | LIST_BOOL_OR
    | LIST_CONCAT
    | LIST_CONTAINS
    | LIST_COUNT
    | LIST_DISTINCT
    | LIST_ELEMENT
    | LIST_EXTRACT
    | LIST_FILTER
    | LIST_FIRST
    | LIST_GRADE_UP
    | LIST_HAS
    | LIST_HAS_ALL
    | LIST_HAS_ANY
    | LIST_HISTOGRAM
    | LIST_INNER_PRODUCT
    | LIST_INTERSECT
    | LIST_LAST
    | LIST_MAX
    | LIST_MEDIAN
    | LIST_MIN
    | LIST_MODE
    | LIST_PACK
    | LIST_POSITION
    | LIST_PREPEND
    | LIST_PRODUCT
    | LIST_REDUCE
    | LIST_RESIZE
    | LIST_REVERSE
    | LIST_REVERSE_SORT
    | LIST_SELECT
    | LIST_SLICE
    | LIST_SORT
    | LIST_STRING_AGG
    | LIST_SUM
    | LIST_TRANSFORM
    | LIST_UNIQUE
    | LIST_VALUE
    | LIST_WHERE
    | LIST_ZIP
    | LN
    | LOAD
    | LOCAL
    | LOCKED
    | LOG
    | LOG10
    | LOG2
    | LOGGED
    | LOWER
    | LPAD
    | LTRIM
    | MACRO
    | MAD
    | MAKE_DATE
    | MAKE_TIME
    | MAKE_TIMESTAMP
    | MAKE_TIMESTAMPTZ
    | MAKE_TIMESTAMP_MS
    | MAKE_TIMESTAMP_NS
    | MAP_CONCAT
    | MAP_CONTAINS
    | MAP_CONTAINS_VALUE
    | MAP_ENTRIES
    | MAP_EXTRACT
    | MAP_EXTRACT_VALUE
    | MAP_FROM_ENTRIES
    | MAP_KEYS
    | MAP_VALUES
    | MATCH
    | MATCHED
    | MATERIALIZED
    | MAX
    | MAXVALUE
    | MAX_BY
    | MD5
    | MD5_NUMBER
    | MEDIAN
    | MERGE
    | MICROSECOND
    | MICROSECONDS
    | MILLENNIA
    | MILLENNIUM
    | MILLISECOND
    | MILLISECONDS
    | MIN
    | MINUTE
    | MINUTES
    | MINVALUE
    | MIN_BY
    | MISMATCHES
    | MOD
    | MODE
    | MONTH
    | MONTHNAME
    | MONTHS
    | NAME
    | NANOSECOND
    | NATURAL
    | NEXT
    | NEXTAFTER
    | NEXTVAL
    | NFC_NORMALIZE
    | NO
    | NOTHING
    | NOTNULL
    | NOW
    | NOWAIT
    | NTH_VALUE
    | NTILE
    | NULLS
    | OCTET_LENGTH
    | OF
    | OIDS
    | OPERATOR
    | OPTION
    | ORDINALITY
    | OTHERS
    | OUTER
    | OVER
    | OVERLAPS
    | OVERRIDING
    | OWNED
    | PARQUET_FILE_METADATA
    | PARQUET_FULL_METADATA
    | PARQUET_KV_METADATA
    | PARQUET_METADATA
    | PARQUET_SCAN
    | PARQUET_SCHEMA
    | PARSE_DIRNAME
    | PARSE_DIRPATH
    | PARSE_FILENAME
    | PARSE_FORMATTED_BYTES
    | PARSE_PATH
    | PARTIAL
    | PARTITION
    | PARTITIONED
    | PERCENT_KW
    | PERCENT_RANK
    | PERSISTENT
    | PG_TYPEOF
    | PI
    | POSITIONAL
    | POW
    | POWER
    | PRAGMA
    | PRAGMA_DATABASE_SIZE
    | PRAGMA_METADATA_INFO
    | PRAGMA_STORAGE_INFO
    | PRAGMA_TABLE_INFO
    | PRAGMA_VERSION
    | PRECEDING
    | PREFIX
    | PREPARE
    | PRESERVE
    | PRINTF
    | PRODUCT
    | PROGRAM
    | QUANTILE
    | QUANTILE_CONT
    | QUANTILE_DISC
    | QUARTER
    | QUARTERS
    | QUERY
    | QUERY_TABLE
    | QUOTE
    | RADIANS
    | RANDOM
    | RANGE
    | RANK
    | READ
    | READ_BLOB
    | READ_CSV
    | READ_CSV_AUTO
    | READ_JSON
    | READ_JSON_AUTO
    | READ_JSON_OBJECTS
    | READ_NDJSON
    | READ_NDJSON_AUTO
    | READ_NDJSON_OBJECTS
    | READ_PARQUET
    | READ_TEXT
    | RECURSIVE
    | REDUCE
    | REGEXP_ESCAPE
    | REGEXP_EXTRACT
    | REGEXP_EXTRACT_ALL
    | REGEXP_FULL_MATCH
    | REGEXP_MATCHES
    | REGEXP_REPLACE
    | REGEXP_SPLIT_TO_TABLE
    | REGR_AVGX
    | REGR_AVGY
    | REGR_COUNT
    | REGR_INTERCEPT
    | REGR_R2
    | REGR_SLOPE
    | REGR_SXX
    | REGR_SXY
    | REGR_SYY
    | REMAP_STRUCT
    | RENAME
    | REPEAT
    | REPEATABLE
    | REPLACE
    | RESERVOIR_QUANTILE
    | RESET
    | RESPECT
    | RESTART
    | RESTRICT
    | REVERSE
    | RIGHT
    | RIGHT_GRAPHEME
    | ROLLBACK
    | ROLLUP
    | ROUND
    | ROUNDBANKERS
    | ROWS
    | ROW_NUMBER
    | ROW_TO_JSON
    | RPAD
    | RTRIM
    | SAMPLE
    | SCHEMA
    | SECOND
    | SECONDS
    | SECRET
    | SEM
    | SEMI_
    | SEQUENCE
    | SESSION
    | SET
    | SETS
    | SETSEED
    | SHA1
    | SHA256
    | SHARE
    | SIGN
    | SIMILAR
    | SIMPLE
    | SIN
    | SINH
    | SKEWNESS
    | SKIP_
    | SLEEP_MS
    | SNIFF_CSV
    | SORTED
    | SOURCE
    | SPLIT
    | SPLIT_PART
    | SQRT
    | START
    | STARTS_WITH
    | STATISTICS
    | STATS
    | STDDEV
    | STDDEV_POP
    | STDDEV_SAMP
    | STDIN
    | STDOUT
    | STORAGE
    | STORED
    | STRFTIME
    | STRING_AGG
    | STRING_SPLIT
    | STRING_SPLIT_REGEX
    | STRING_TO_ARRAY
    | STRIP_ACCENTS
    | STRLEN
    | STRPOS
    | STRPTIME
    | STRUCT_CONCAT
    | STRUCT_CONTAINS
    | STRUCT_EXTRACT
    | STRUCT_INSERT
    | STRUCT_KEYS
    | STRUCT_PACK
    | STRUCT_POSITION
    | STRUCT_UPDATE
    | STRUCT_VALUES
    | STR_SPLIT
    | SUBSTR
    | SUFFIX
    | SUM
    | SUMKAHAN
    | SYSTEM
    | TABLES
    | TABLESAMPLE
    | TAN
    | TANH
    | TARGET
    | TEMP
    | TEMPORARY
    | TEST_ALL_TYPES
    | TIES
    | TIMEZONE
    | TIME_BUCKET
    | TO_BASE
    | TO_BASE64
    | TO_BINARY
    | TO_DAYS
    | TO_HEX
    | TO_HOURS
    | TO_JSON
    | TO_MINUTES
    | TO_MONTHS
    | TO_SECONDS
    | TO_TIMESTAMP
    | TO_YEARS
    | TRANSACTION
    | TRANSLATE
    | TRUNCATE
    | TRY_CAST
    | TRY_STRPTIME
    | TXID_CURRENT
    | TYPE
    | TYPEOF
    | UCASE
    | UESCAPE
    | UNBOUNDED
    | UNHEX
    | UNICODE
    | UNION_EXTRACT
    | UNION_TAG
    | UNION_VALUE
    | UNKNOWN
    | UNLOGGED
    | UNNEST
    | UNPACK
    | UPDATE
    | UPPER
    | URL_DECODE
    | URL_ENCODE
    | USE
    | USER
    | UUID
    | UUIDV4
    | UUIDV7
    | VACUUM
    | VALID
    | VALIDATE
    | VALUE
    | VARIABLE
    | VARIANCE
    | VARYING
    | VAR_POP
    | VAR_SAMP
    | VERBOSE
    | VERSION
    | VIEW
    | VIRTUAL
    | WEEK
    | WEEKDAY
    | WEEKOFYEAR
    | WEEKS
    | WEIGHTED_AVG
    | WITHIN
    | WITHOUT
    | WORK
    | WRITE
    | WRITE_LOG
    | XOR
    | YEAR
    | YEARS
    | YEARWEEK
    | ZONE
    ;

// typeFuncKeyword lists keywords usable as function or type names but not as
// column names (DuckDB's func_name and type_name keyword classes).
typeFuncKeyword
    : ANTI
    | ASOF
    | AT
    | BINARY
    | BY
    | COLLATION
    | CONCURRENTLY
    | CROSS
    | FREEZE
    | FULL
    | GLOB
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
    | POSITIONAL
    | RIGHT
    | SEMI_
    | SIMILAR
    | TABLESAMPLE
    | UNPACK
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
    | DEFAULT
    | DEFERRABLE
    | DESC
    | DESCRIBE
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
    | GROUP
    | HAVING
    | IN
    | INITIALLY
    | INTERSECT
    | INTO
    | LAMBDA
    | LATERAL
    | LEADING
    | LIMIT
    | NOT
    | NULL
    | OFFSET
    | ON
    | ONLY
    | OR
    | ORDER
    | PIVOT
    | PIVOT_LONGER
    | PIVOT_WIDER
    | PLACING
    | PRIMARY
    | QUALIFY
    | REFERENCES
    | RETURNING
    | SELECT
    | SHOW
    | SOME
    | SUMMARIZE
    | SYMMETRIC
    | TABLE
    | THEN
    | TO
    | TRAILING
    | TRUE
    | UNION
    | UNIQUE
    | UNPIVOT
    | USING
    | VARIADIC
    | WHEN
    | WHERE
    | WINDOW
    | WITH
    ;
