// MySQLParser is reaper's own grammar for the MySQL family: MySQL 8, MariaDB 10.11+ and
// go-mysql-server. It aims at breadth rather than validation: it accepts what these servers
// accept, and some of what they reject, so that mutated statements still parse.
//
// Conventions that the mutator relies on:
//   - built-in functions are grouped by family (dateTimeFunction, stringFunction, ...), one
//     alternative per function, each starting with the function's own keyword token, so the
//     siblings of a function are the other alternatives of its family rule;
//   - the generic `qualifiedName '(' ... ')'` call is the last alternative of functionCall;
//   - non-reserved keywords stay usable as identifiers through identifierKeyword.
//
// Decisions are left-factored where it matters for speed: Parse runs SLL first and only falls
// back to full LL on a syntax error.

parser grammar MySQLParser;

options {
    tokenVocab = MySQLLexer;
}

// ---------------------------------------------------------------------------------------------
// Entry point: one statement, an optional ';', end of input.

root
    : statement? SEMI? EOF
    ;

statement
    : selectStatement
    | insertStatement
    | replaceStatement
    | updateStatement
    | deleteStatement
    | createStatement
    | alterStatement
    | dropStatement
    | renameTableStatement
    | truncateStatement
    | setStatement
    | showStatement
    | explainStatement
    | useStatement
    | transactionStatement
    | preparedStatement
    | lockStatement
    | accountStatement
    | tableMaintenanceStatement
    | loadDataStatement
    | callStatement
    | doStatement
    | handlerStatement
    | xaStatement
    | flushStatement
    | killStatement
    | signalStatement
    | cacheStatement
    | replicationStatement
    | anonymousBlock
    | serverStatement
    ;

// anonymousBlock is MariaDB's compound statement outside a stored program.
anonymousBlock
    : BEGIN NOT ATOMIC (compoundItem SEMI)* END
    ;

serverStatement
    : INSTALL PLUGIN identifier SONAME textLiteral
    | INSTALL COMPONENT textLiteral (COMMA textLiteral)*
    | UNINSTALL PLUGIN identifier
    | UNINSTALL COMPONENT textLiteral (COMMA textLiteral)*
    | SHUTDOWN
    | RESTART
    | HELP textLiteral
    | BINLOG textLiteral
    ;

replicationStatement
    : PURGE (BINARY | MASTER) LOGS (TO textLiteral | BEFORE expr)
    | RESET (MASTER | REPLICA | SLAVE) ALL? (FOR CHANNEL textLiteral)?
    | RESET PERSIST (ifExists? identifier)?
    | CHANGE (REPLICATION SOURCE | MASTER) TO replicationOption (COMMA replicationOption)* (FOR CHANNEL textLiteral)?
    | CHANGE REPLICATION FILTER replicationOption (COMMA replicationOption)* (FOR CHANNEL textLiteral)?
    | (START | STOP) (REPLICA | SLAVE) (identifier (COMMA identifier)*)? (FOR CHANNEL textLiteral)?
    ;

replicationOption
    : identifier EQ (expr | LPAREN (tableName (COMMA tableName)*)? RPAREN)
    ;

// ---------------------------------------------------------------------------------------------
// Queries

selectStatement
    : queryExpression lockingClause* intoClause? lockingClause*
    ;

queryExpression
    : withClause? queryBody orderByClause? limitClause?
    ;

withClause
    : WITH RECURSIVE? commonTableExpression (COMMA commonTableExpression)*
    ;

commonTableExpression
    : identifier columnNameList? AS LPAREN queryExpression RPAREN
    ;

columnNameList
    : LPAREN identifier (COMMA identifier)* RPAREN
    ;

queryBody
    : queryTerm ((UNION | EXCEPT) (ALL | DISTINCT)? queryTerm)*
    ;

// INTERSECT binds tighter than UNION and EXCEPT.
queryTerm
    : queryPrimary (INTERSECT (ALL | DISTINCT)? queryPrimary)*
    ;

queryPrimary
    : querySpecification
    | LPAREN queryExpression lockingClause* intoClause? RPAREN
    | tableValueConstructor
    | TABLE tableName
    ;

querySpecification
    : SELECT optimizerHints? selectOption* selectList intoClause? fromClause? whereClause?
      groupByClause? havingClause? windowClause? qualifyClause?
    ;

selectOption
    : ALL
    | DISTINCT
    | DISTINCTROW
    | HIGH_PRIORITY
    | STRAIGHT_JOIN
    | SQL_SMALL_RESULT
    | SQL_BIG_RESULT
    | SQL_BUFFER_RESULT
    | SQL_NO_CACHE
    | SQL_CACHE
    | SQL_CALC_FOUND_ROWS
    ;

selectList
    : selectItem (COMMA selectItem)*
    ;

selectItem
    : STAR
    | identifier DOT (dotIdentifier DOT)? STAR
    | expr (AS? alias)?
    ;

alias
    : identifier
    | textLiteral
    ;

intoClause
    : INTO OUTFILE textLiteral charsetClause? exportOptions?
    | INTO DUMPFILE textLiteral
    | INTO intoTarget (COMMA intoTarget)*
    ;

intoTarget
    : USER_VAR
    | identifier
    ;

exportOptions
    : (FIELDS | COLUMNS) fieldsOption+ linesClause?
    | linesClause
    ;

fieldsOption
    : TERMINATED BY textLiteral
    | OPTIONALLY? ENCLOSED BY textLiteral
    | ESCAPED BY textLiteral
    ;

linesClause
    : LINES (STARTING BY textLiteral | TERMINATED BY textLiteral)+
    ;

fromClause
    : FROM (DUAL | tableReferences)
    ;

whereClause
    : WHERE expr
    ;

groupByClause
    : GROUP BY groupItem (COMMA groupItem)* (WITH ROLLUP)?
    ;

groupItem
    : expr (ASC | DESC)?
    ;

havingClause
    : HAVING expr
    ;

qualifyClause
    : QUALIFY expr
    ;

windowClause
    : WINDOW namedWindow (COMMA namedWindow)*
    ;

namedWindow
    : identifier AS LPAREN windowSpec RPAREN
    ;

orderByClause
    : ORDER BY orderItem (COMMA orderItem)*
    ;

orderItem
    : expr (ASC | DESC)?
    ;

limitClause
    : LIMIT limitValue ((COMMA | OFFSET) limitValue)?
    | (OFFSET limitValue (ROW | ROWS))? FETCH (FIRST | NEXT) limitValue? (ROW | ROWS) (ONLY | WITH TIES)
    | OFFSET limitValue (ROW | ROWS)
    ;

limitValue
    : expr
    ;

lockingClause
    : FOR (UPDATE | SHARE) (OF tableName (COMMA tableName)*)? (NOWAIT | SKIP_ LOCKED)?
    | LOCK IN SHARE MODE
    ;

tableValueConstructor
    : VALUES rowValue (COMMA rowValue)*
    ;

rowValue
    : ROW? LPAREN (expr (COMMA expr)*)? RPAREN
    ;

// ---------------------------------------------------------------------------------------------
// Table references and joins

tableReferences
    : tableReference (COMMA tableReference)*
    ;

tableReference
    : tableFactor joinPart*
    | LBRACE OJ tableReference joinPart* RBRACE
    ;

joinPart
    : (INNER | CROSS)? JOIN tableFactor joinSpec?
    | STRAIGHT_JOIN tableFactor (ON expr)?
    | (LEFT | RIGHT | FULL) OUTER? JOIN tableFactor joinSpec
    | NATURAL ((LEFT | RIGHT | FULL) OUTER? | INNER)? JOIN tableFactor
    ;

joinSpec
    : ON expr
    | USING columnNameList
    ;

tableFactor
    : tableName partitionSelection? asOfClause? (AS? identifier)? indexHint*
    | LATERAL? LPAREN queryExpression RPAREN asOfClause? AS? identifier columnNameList?
    | LATERAL? LPAREN queryExpression RPAREN
    | LPAREN tableReferences RPAREN
    | jsonTable
    | qualifiedName LPAREN exprList? RPAREN (AS? identifier)?
    | tableValueConstructor AS? identifier columnNameList?
    ;

// AS OF is go-mysql-server's time travel (and MariaDB's system versioning FOR SYSTEM_TIME).
asOfClause
    : AS OF expr
    | FOR SYSTEM_TIME (AS OF expr | ALL | BETWEEN expr AND expr | FROM expr TO expr)
    ;

partitionSelection
    : PARTITION LPAREN identifier (COMMA identifier)* RPAREN
    ;

indexHint
    : (USE | IGNORE | FORCE) (INDEX | KEY) (FOR (JOIN | ORDER BY | GROUP BY))? LPAREN
      ((identifier | PRIMARY) (COMMA (identifier | PRIMARY))*)? RPAREN
    ;

jsonTable
    : JSON_TABLE LPAREN expr COMMA textLiteral jsonColumns RPAREN AS? identifier
    ;

jsonColumns
    : COLUMNS LPAREN jsonColumn (COMMA jsonColumn)* RPAREN
    ;

jsonColumn
    : identifier FOR ORDINALITY
    | identifier dataType EXISTS? PATH textLiteral jsonOnEmptyOrError*
    | NESTED PATH? textLiteral jsonColumns
    ;

jsonOnEmptyOrError
    : (NULL | ERROR | DEFAULT (textLiteral | signedNumber)) ON (EMPTY | ERROR)
    ;

// ---------------------------------------------------------------------------------------------
// Optimizer hints: /*+ ... */ after the leading keyword of SELECT, INSERT, REPLACE, UPDATE and
// DELETE, read by the lexer's HINT mode. Every MySQL 8.0 hint is an alternative of hint led by
// its own keyword, so the siblings of a hint are the other hints; the arguments are rules shared
// by the hints of one shape (MySQL manual, "Optimizer Hints"). The server ignores, with a
// warning, a hint it does not know, so other words and stray tokens are an unknownHint.

optimizerHints
    : HINT_OPEN hint* HINT_CLOSE
    ;

hint
    : BKA hintTableArgs
    | NO_BKA hintTableArgs
    | BNL hintTableArgs
    | NO_BNL hintTableArgs
    | DERIVED_CONDITION_PUSHDOWN hintTableArgs
    | NO_DERIVED_CONDITION_PUSHDOWN hintTableArgs
    | GROUP_INDEX hintIndexArgs
    | NO_GROUP_INDEX hintIndexArgs
    | HASH_JOIN hintTableArgs
    | NO_HASH_JOIN hintTableArgs
    | INDEX hintIndexArgs
    | NO_INDEX hintIndexArgs
    | INDEX_MERGE hintIndexArgs
    | NO_INDEX_MERGE hintIndexArgs
    | JOIN_FIXED_ORDER hintQueryBlockArgs
    | JOIN_INDEX hintIndexArgs
    | NO_JOIN_INDEX hintIndexArgs
    | JOIN_ORDER hintTableArgs
    | JOIN_PREFIX hintTableArgs
    | JOIN_SUFFIX hintTableArgs
    | MAX_EXECUTION_TIME LPAREN INTEGER_LITERAL RPAREN
    | MERGE hintTableArgs
    | NO_MERGE hintTableArgs
    | MRR hintIndexArgs
    | NO_MRR hintIndexArgs
    | NO_ICP hintIndexArgs
    | NO_RANGE_OPTIMIZATION hintIndexArgs
    | ORDER_INDEX hintIndexArgs
    | NO_ORDER_INDEX hintIndexArgs
    | RESOURCE_GROUP LPAREN hintName RPAREN
    | SEMIJOIN hintSemijoinArgs
    | NO_SEMIJOIN hintSemijoinArgs
    | SKIP_SCAN hintIndexArgs
    | NO_SKIP_SCAN hintIndexArgs
    | SET_VAR LPAREN hintName EQ hintValue RPAREN
    | SUBQUERY LPAREN hintQueryBlock? subqueryStrategy RPAREN
    | QB_NAME LPAREN hintName RPAREN
    | unknownHint
    ;

// Table-level hints: ([@query_block_name] [tbl_name [, tbl_name] ...]), where a tbl_name may
// also name its block as tbl_name@query_block_name.
hintTableArgs
    : LPAREN hintQueryBlock? hintTableList? RPAREN
    ;

hintTableList
    : hintTable (COMMA hintTable)*
    ;

// Index-level hints: ([@query_block_name] tbl_name [index_name [, index_name] ...]). The
// server warns of, and ignores, an empty (), which MySQL's own tests write (NO_ICP()).
hintIndexArgs
    : LPAREN hintQueryBlock? (hintTable hintIndexList?)? RPAREN
    ;

hintIndexList
    : hintName (COMMA hintName)*
    ;

// Query-block-level hints: ([@query_block_name]).
hintQueryBlockArgs
    : LPAREN hintQueryBlock? RPAREN
    ;

// SEMIJOIN and NO_SEMIJOIN: ([@query_block_name] [strategy [, strategy] ...]).
hintSemijoinArgs
    : LPAREN hintQueryBlock? (semijoinStrategy (COMMA semijoinStrategy)*)? RPAREN
    ;

semijoinStrategy
    : DUPSWEEDOUT
    | FIRSTMATCH
    | LOOSESCAN
    | MATERIALIZATION
    ;

subqueryStrategy
    : INTOEXISTS
    | MATERIALIZATION
    ;

hintQueryBlock
    : AT_SIGN hintName
    ;

hintTable
    : hintName (DOT hintName)? (AT_SIGN hintName)?
    ;

// The value of SET_VAR(var_name = value): a number (with a suffix such as 16M it is a name), a
// word such as OFF, or a string.
hintValue
    : hintName
    | (PLUS | MINUS)? (INTEGER_LITERAL | DECIMAL_LITERAL)
    | STRING_LITERAL
    ;

hintName
    : IDENTIFIER
    | BACKTICK_IDENTIFIER
    | DQUOTED_STRING
    | hintKeyword
    ;

// The hint keywords, which serve as names inside a hint comment too (outside one they are
// identifiers to begin with).
hintKeyword
    : BKA
    | BNL
    | DERIVED_CONDITION_PUSHDOWN
    | DUPSWEEDOUT
    | FIRSTMATCH
    | GROUP_INDEX
    | HASH_JOIN
    | INDEX
    | INDEX_MERGE
    | INTOEXISTS
    | JOIN_FIXED_ORDER
    | JOIN_INDEX
    | JOIN_ORDER
    | JOIN_PREFIX
    | JOIN_SUFFIX
    | LOOSESCAN
    | MATERIALIZATION
    | MAX_EXECUTION_TIME
    | MERGE
    | MRR
    | NO_BKA
    | NO_BNL
    | NO_DERIVED_CONDITION_PUSHDOWN
    | NO_GROUP_INDEX
    | NO_HASH_JOIN
    | NO_ICP
    | NO_INDEX
    | NO_INDEX_MERGE
    | NO_JOIN_INDEX
    | NO_MERGE
    | NO_MRR
    | NO_ORDER_INDEX
    | NO_RANGE_OPTIMIZATION
    | NO_SEMIJOIN
    | NO_SKIP_SCAN
    | ORDER_INDEX
    | QB_NAME
    | RESOURCE_GROUP
    | SEMIJOIN
    | SET_VAR
    | SKIP_SCAN
    | SUBQUERY
    ;

// A hint the server does not know, with any arguments, or a stray token. It starts with no
// keyword, so it is no construct of its own. A known hint with arguments of the wrong shape
// (BKA 1, MAX_EXECUTION_TIME(a)) does not parse, although the server only warns of it: so the
// parse check of a generated sibling hint keeps its meaning.
unknownHint
    : IDENTIFIER hintParenthesized?
    | hintStray
    | LPAREN
    | RPAREN
    ;

hintParenthesized
    : LPAREN (hintName | hintStray | hintParenthesized)* RPAREN
    ;

hintStray
    : BACKTICK_IDENTIFIER
    | DQUOTED_STRING
    | INTEGER_LITERAL
    | DECIMAL_LITERAL
    | STRING_LITERAL
    | COMMA
    | EQ
    | DOT
    | AT_SIGN
    | PLUS
    | MINUS
    | ERROR_CHAR
    ;

// ---------------------------------------------------------------------------------------------
// Data manipulation

insertStatement
    : withClause? INSERT optimizerHints? (LOW_PRIORITY | DELAYED | HIGH_PRIORITY)? IGNORE? INTO? tableName
      partitionSelection? insertSource insertAlias? onDuplicateKeyUpdate? returningClause?
    ;

replaceStatement
    : REPLACE optimizerHints? (LOW_PRIORITY | DELAYED)? INTO? tableName partitionSelection?
      insertSource returningClause?
    ;

insertSource
    : columnNameListOrEmpty? (VALUES | VALUE) rowValue (COMMA rowValue)*
    | columnNameListOrEmpty? queryExpression
    | columnNameListOrEmpty? LPAREN queryExpression RPAREN
    | SET assignment (COMMA assignment)*
    ;

columnNameListOrEmpty
    : LPAREN (columnRef (COMMA columnRef)*)? RPAREN
    ;

insertAlias
    : AS identifier columnNameList?
    ;

onDuplicateKeyUpdate
    : ON DUPLICATE KEY UPDATE assignment (COMMA assignment)*
    ;

returningClause
    : RETURNING selectList
    ;

assignment
    : columnRef (EQ | ASSIGN) expr
    ;

updateStatement
    : withClause? UPDATE optimizerHints? LOW_PRIORITY? IGNORE? tableReferences SET assignment
      (COMMA assignment)* whereClause? orderByClause? limitClause? returningClause?
    ;

deleteStatement
    : withClause? DELETE optimizerHints? LOW_PRIORITY? QUICK? IGNORE? deleteBody
    ;

deleteBody
    : HISTORY FROM tableName (BEFORE SYSTEM_TIME expr)?
    | FROM tableName (AS? identifier)? partitionSelection? whereClause? orderByClause?
      limitClause? returningClause?
    | tableAliasRef (COMMA tableAliasRef)* FROM tableReferences whereClause?
    | FROM tableAliasRef (COMMA tableAliasRef)* USING tableReferences whereClause?
    ;

tableAliasRef
    : qualifiedName (DOT STAR)?
    ;

// ---------------------------------------------------------------------------------------------
// Expressions, by MySQL operator precedence (lowest first).

expr
    : USER_VAR ASSIGN expr
    | NOT expr
    | expr (AND | AND_AND) expr
    | expr XOR expr
    | expr (OR | OR_OR) expr
    | boolPrimary
    ;

boolPrimary
    : boolPrimary IS NOT? (NULL | TRUE | FALSE | UNKNOWN)
    | boolPrimary comparisonOperator (ALL | ANY | SOME) LPAREN queryExpression RPAREN
    | boolPrimary comparisonOperator predicate
    | predicate
    ;

comparisonOperator
    : EQ
    | NULL_SAFE_EQ
    | NE
    | LT
    | LE
    | GT
    | GE
    ;

predicate
    : bitExpr predicateSuffix?
    ;

predicateSuffix
    : NOT? IN LPAREN (queryExpression | exprList) RPAREN
    | NOT? BETWEEN bitExpr AND predicate
    | SOUNDS LIKE bitExpr
    | NOT? LIKE bitExpr (ESCAPE bitExpr)?
    | NOT? (REGEXP | RLIKE) bitExpr
    | MEMBER OF? LPAREN expr RPAREN
    ;

bitExpr
    : bitExpr CARET bitExpr
    | bitExpr (STAR | DIVIDE | PERCENT | DIV | MOD) bitExpr
    | bitExpr (PLUS | MINUS) bitExpr
    | bitExpr (SHIFT_LEFT | SHIFT_RIGHT) bitExpr
    | bitExpr AMP bitExpr
    | bitExpr PIPE bitExpr
    | simpleExpr
    ;

simpleExpr
    : simpleExpr COLLATE collationName
    | simpleExpr (JSON_EXTRACT_OP | JSON_UNQUOTE_OP) textLiteral
    | (PLUS | MINUS | TILDE | EXCLAMATION) simpleExpr
    | BINARY simpleExpr
    | literal
    | variable
    | PARAM_MARKER
    | functionCall
    | columnRef
    | LPAREN expr (COMMA expr)* RPAREN
    | ROW LPAREN expr (COMMA expr)* RPAREN
    | EXISTS LPAREN queryExpression RPAREN
    | LPAREN queryExpression RPAREN
    | LBRACE identifier expr RBRACE
    | MATCH LPAREN columnRef (COMMA columnRef)* RPAREN AGAINST LPAREN expr searchModifier? RPAREN
    | caseExpression
    | INTERVAL expr intervalUnit
    | DEFAULT
    ;

caseExpression
    : CASE expr? (WHEN expr THEN expr)+ (ELSE expr)? END
    ;

searchModifier
    : IN NATURAL LANGUAGE MODE (WITH QUERY EXPANSION)?
    | IN BOOLEAN MODE
    | WITH QUERY EXPANSION
    ;

exprList
    : expr (COMMA expr)*
    ;

variable
    : USER_VAR
    | SYSTEM_VAR
    ;

columnRef
    : identifier (DOT dotIdentifier (DOT dotIdentifier)?)?
    | (identifier DOT)? DIGIT_QUALIFIED_NAME
    ;

// dotIdentifier is a name after a qualifier's dot, where MySQL accepts reserved words too.
dotIdentifier
    : identifier
    | reservedKeyword
    ;

intervalUnit
    : MICROSECOND
    | SECOND
    | MINUTE
    | HOUR
    | DAY
    | WEEK
    | MONTH
    | QUARTER
    | YEAR
    | SECOND_MICROSECOND
    | MINUTE_MICROSECOND
    | MINUTE_SECOND
    | HOUR_MICROSECOND
    | HOUR_SECOND
    | HOUR_MINUTE
    | DAY_MICROSECOND
    | DAY_SECOND
    | DAY_MINUTE
    | DAY_HOUR
    | YEAR_MONTH
    ;

// ---------------------------------------------------------------------------------------------
// Literals

literal
    : textLiteral
    | numericLiteral
    | HEX_LITERAL
    | BIT_LITERAL
    | TRUE
    | FALSE
    | NULL
    | NULL_ESCAPE
    | temporalLiteral
    ;

temporalLiteral
    : DATE textLiteral
    | TIME textLiteral
    | TIMESTAMP textLiteral
    ;

textLiteral
    : CHARSET_INTRODUCER? (STRING_LITERAL | DQUOTED_STRING)+
    | NATIONAL_STRING STRING_LITERAL*
    | CHARSET_INTRODUCER (HEX_LITERAL | BIT_LITERAL)
    ;

numericLiteral
    : INTEGER_LITERAL
    | DECIMAL_LITERAL
    | REAL_LITERAL
    ;

signedNumber
    : (PLUS | MINUS)? numericLiteral
    ;

// ---------------------------------------------------------------------------------------------
// Function calls. Each family lists its functions as alternatives led by their keyword.

functionCall
    : aggregateFunction
    | windowFunction
    | castFunction
    | controlFlowFunction
    | comparisonFunction
    | dateTimeFunction
    | stringFunction
    | mathFunction
    | jsonFunction
    | spatialFunction
    | sequenceFunction
    | informationFunction
    | encryptionFunction
    | miscFunction
    | qualifiedName LPAREN (DISTINCT? exprList)? RPAREN overClause?
    ;

qualifiedName
    : identifier (DOT dotIdentifier)?
    ;

aggregateFunction
    : AVG LPAREN (DISTINCT | ALL)? expr RPAREN overClause?
    | BIT_AND LPAREN expr RPAREN overClause?
    | BIT_OR LPAREN expr RPAREN overClause?
    | BIT_XOR LPAREN expr RPAREN overClause?
    | COUNT LPAREN (ALL? STAR | ALL? expr | DISTINCT exprList) RPAREN overClause?
    | GROUP_CONCAT LPAREN DISTINCT? exprList orderByClause? (SEPARATOR textLiteral)? RPAREN
      overClause?
    | JSON_ARRAYAGG LPAREN expr RPAREN overClause?
    | JSON_OBJECTAGG LPAREN expr COMMA expr RPAREN overClause?
    | MAX LPAREN (DISTINCT | ALL)? expr RPAREN overClause?
    | MIN LPAREN (DISTINCT | ALL)? expr RPAREN overClause?
    | STD LPAREN expr RPAREN overClause?
    | STDDEV LPAREN expr RPAREN overClause?
    | STDDEV_POP LPAREN expr RPAREN overClause?
    | STDDEV_SAMP LPAREN expr RPAREN overClause?
    | SUM LPAREN (DISTINCT | ALL)? expr RPAREN overClause?
    | VAR_POP LPAREN expr RPAREN overClause?
    | VAR_SAMP LPAREN expr RPAREN overClause?
    | VARIANCE LPAREN expr RPAREN overClause?
    | ANY_VALUE LPAREN expr RPAREN overClause?
    | GROUPING LPAREN exprList RPAREN
    ;

windowFunction
    : ROW_NUMBER LPAREN RPAREN overClause
    | RANK LPAREN RPAREN overClause
    | DENSE_RANK LPAREN RPAREN overClause
    | PERCENT_RANK LPAREN RPAREN overClause
    | CUME_DIST LPAREN RPAREN overClause
    | NTILE LPAREN expr RPAREN overClause
    | LAG LPAREN expr (COMMA expr (COMMA expr)?)? RPAREN nullTreatment? overClause
    | LEAD LPAREN expr (COMMA expr (COMMA expr)?)? RPAREN nullTreatment? overClause
    | FIRST_VALUE LPAREN expr RPAREN nullTreatment? overClause
    | LAST_VALUE LPAREN expr RPAREN nullTreatment? overClause
    | NTH_VALUE LPAREN expr COMMA expr RPAREN (FROM (FIRST | LAST))? nullTreatment? overClause
    ;

nullTreatment
    : (RESPECT | IGNORE) NULLS
    ;

overClause
    : OVER (identifier | LPAREN windowSpec RPAREN)
    ;

windowSpec
    : identifier? (PARTITION BY exprList)? orderByClause? windowFrame?
    ;

windowFrame
    : (ROWS | RANGE) (frameBound | BETWEEN frameBound AND frameBound)
    ;

frameBound
    : UNBOUNDED (PRECEDING | FOLLOWING)
    | CURRENT ROW
    | expr (PRECEDING | FOLLOWING)
    ;

castFunction
    : CAST LPAREN expr AS castType ARRAY? RPAREN
    | CAST LPAREN expr AT TIME ZONE INTERVAL? textLiteral AS DATETIME (LPAREN INTEGER_LITERAL RPAREN)? RPAREN
    | CONVERT LPAREN expr COMMA castType RPAREN
    | CONVERT LPAREN expr USING charsetName RPAREN
    ;

castType
    : BINARY (LPAREN INTEGER_LITERAL RPAREN)?
    | (CHAR | CHARACTER) (LPAREN INTEGER_LITERAL RPAREN)? charsetClause? (COLLATE collationName)?
    | NCHAR (LPAREN INTEGER_LITERAL RPAREN)?
    | DATE
    | DATETIME (LPAREN INTEGER_LITERAL RPAREN)?
    | TIME (LPAREN INTEGER_LITERAL RPAREN)?
    | TIMESTAMP (LPAREN INTEGER_LITERAL RPAREN)?
    | YEAR
    | DECIMAL (LPAREN INTEGER_LITERAL (COMMA INTEGER_LITERAL)? RPAREN)?
    | (SIGNED | UNSIGNED) (INTEGER | INT)?
    | (INTEGER | INT | BIGINT)
    | JSON
    | DOUBLE PRECISION?
    | FLOAT (LPAREN INTEGER_LITERAL RPAREN)?
    | REAL
    | POINT
    | LINESTRING
    | POLYGON
    | MULTIPOINT
    | MULTILINESTRING
    | MULTIPOLYGON
    | GEOMETRYCOLLECTION
    | GEOMETRY
    | VARCHAR LPAREN INTEGER_LITERAL RPAREN charsetClause?
    ;

controlFlowFunction
    : IF LPAREN expr COMMA expr COMMA expr RPAREN
    | IFNULL LPAREN expr COMMA expr RPAREN
    | NULLIF LPAREN expr COMMA expr RPAREN
    | NVL LPAREN expr COMMA expr RPAREN
    ;

comparisonFunction
    : COALESCE LPAREN exprList RPAREN
    | GREATEST LPAREN exprList RPAREN
    | LEAST LPAREN exprList RPAREN
    | ISNULL LPAREN expr RPAREN
    | INTERVAL LPAREN expr COMMA exprList RPAREN
    | STRCMP LPAREN expr COMMA expr RPAREN
    ;

dateTimeFunction
    : ADDDATE LPAREN expr COMMA expr RPAREN
    | ADDTIME LPAREN expr COMMA expr RPAREN
    | CONVERT_TZ LPAREN expr COMMA expr COMMA expr RPAREN
    | CURDATE LPAREN RPAREN
    | CURRENT_DATE (LPAREN RPAREN)?
    | CURRENT_TIME (LPAREN expr? RPAREN)?
    | CURRENT_TIMESTAMP (LPAREN expr? RPAREN)?
    | CURTIME LPAREN expr? RPAREN
    | DATE LPAREN expr RPAREN
    | DATE_ADD LPAREN expr COMMA expr RPAREN
    | DATE_SUB LPAREN expr COMMA expr RPAREN
    | DATE_FORMAT LPAREN expr COMMA expr RPAREN
    | DATEDIFF LPAREN expr COMMA expr RPAREN
    | DAY LPAREN expr RPAREN
    | DAYNAME LPAREN expr RPAREN
    | DAYOFMONTH LPAREN expr RPAREN
    | DAYOFWEEK LPAREN expr RPAREN
    | DAYOFYEAR LPAREN expr RPAREN
    | EXTRACT LPAREN intervalUnit FROM expr RPAREN
    | FROM_DAYS LPAREN expr RPAREN
    | FROM_UNIXTIME LPAREN expr (COMMA expr)? RPAREN
    | GET_FORMAT LPAREN (DATE | TIME | DATETIME | TIMESTAMP) COMMA expr RPAREN
    | HOUR LPAREN expr RPAREN
    | LAST_DAY LPAREN expr RPAREN
    | LOCALTIME (LPAREN expr? RPAREN)?
    | LOCALTIMESTAMP (LPAREN expr? RPAREN)?
    | MAKEDATE LPAREN expr COMMA expr RPAREN
    | MAKETIME LPAREN expr COMMA expr COMMA expr RPAREN
    | MICROSECOND LPAREN expr RPAREN
    | MINUTE LPAREN expr RPAREN
    | MONTH LPAREN expr RPAREN
    | MONTHNAME LPAREN expr RPAREN
    | NOW LPAREN expr? RPAREN
    | PERIOD_ADD LPAREN expr COMMA expr RPAREN
    | PERIOD_DIFF LPAREN expr COMMA expr RPAREN
    | QUARTER LPAREN expr RPAREN
    | SEC_TO_TIME LPAREN expr RPAREN
    | SECOND LPAREN expr RPAREN
    | STR_TO_DATE LPAREN expr COMMA expr RPAREN
    | SUBDATE LPAREN expr COMMA expr RPAREN
    | SUBTIME LPAREN expr COMMA expr RPAREN
    | SYSDATE LPAREN expr? RPAREN
    | TIME LPAREN expr RPAREN
    | TIME_FORMAT LPAREN expr COMMA expr RPAREN
    | TIME_TO_SEC LPAREN expr RPAREN
    | TIMEDIFF LPAREN expr COMMA expr RPAREN
    | TIMESTAMP LPAREN expr (COMMA expr)? RPAREN
    | TIMESTAMPADD LPAREN intervalUnit COMMA expr COMMA expr RPAREN
    | TIMESTAMPDIFF LPAREN intervalUnit COMMA expr COMMA expr RPAREN
    | TO_DAYS LPAREN expr RPAREN
    | TO_SECONDS LPAREN expr RPAREN
    | UNIX_TIMESTAMP LPAREN expr? RPAREN
    | UTC_DATE (LPAREN RPAREN)?
    | UTC_TIME (LPAREN expr? RPAREN)?
    | UTC_TIMESTAMP (LPAREN expr? RPAREN)?
    | WEEK LPAREN expr (COMMA expr)? RPAREN
    | WEEKDAY LPAREN expr RPAREN
    | WEEKOFYEAR LPAREN expr RPAREN
    | YEAR LPAREN expr RPAREN
    | YEARWEEK LPAREN expr (COMMA expr)? RPAREN
    ;

stringFunction
    : ASCII LPAREN expr RPAREN
    | BIN LPAREN expr RPAREN
    | BIT_LENGTH LPAREN expr RPAREN
    | CHAR LPAREN exprList (USING charsetName)? RPAREN
    | CHAR_LENGTH LPAREN expr RPAREN
    | CHARACTER_LENGTH LPAREN expr RPAREN
    | CONCAT LPAREN exprList? RPAREN
    | CONCAT_WS LPAREN expr COMMA exprList RPAREN
    | ELT LPAREN expr COMMA exprList RPAREN
    | EXPORT_SET LPAREN exprList RPAREN
    | FIELD LPAREN expr COMMA exprList RPAREN
    | FIND_IN_SET LPAREN expr COMMA expr RPAREN
    | FORMAT LPAREN expr COMMA expr (COMMA expr)? RPAREN
    | FROM_BASE64 LPAREN expr RPAREN
    | HEX LPAREN expr RPAREN
    | INSERT LPAREN expr COMMA expr COMMA expr COMMA expr RPAREN
    | INSTR LPAREN expr COMMA expr RPAREN
    | LCASE LPAREN expr RPAREN
    | LEFT LPAREN expr COMMA expr RPAREN
    | LENGTH LPAREN expr RPAREN
    | LOAD_FILE LPAREN expr RPAREN
    | LOCATE LPAREN expr COMMA expr (COMMA expr)? RPAREN
    | LOWER LPAREN expr RPAREN
    | LPAD LPAREN expr COMMA expr (COMMA expr)? RPAREN
    | LTRIM LPAREN expr RPAREN
    | MAKE_SET LPAREN expr COMMA exprList RPAREN
    | MID LPAREN expr (COMMA expr (COMMA expr)? | FROM expr (FOR expr)?) RPAREN
    | OCT LPAREN expr RPAREN
    | OCTET_LENGTH LPAREN expr RPAREN
    | ORD LPAREN expr RPAREN
    | POSITION LPAREN bitExpr IN expr RPAREN
    | QUOTE LPAREN expr RPAREN
    | REPEAT LPAREN expr COMMA expr RPAREN
    | REPLACE LPAREN expr COMMA expr COMMA expr RPAREN
    | REVERSE LPAREN expr RPAREN
    | RIGHT LPAREN expr COMMA expr RPAREN
    | RPAD LPAREN expr COMMA expr (COMMA expr)? RPAREN
    | RTRIM LPAREN expr RPAREN
    | SOUNDEX LPAREN expr RPAREN
    | SPACE LPAREN expr RPAREN
    | SUBSTR LPAREN expr (COMMA expr (COMMA expr)? | FROM expr (FOR expr)?) RPAREN
    | SUBSTRING LPAREN expr (COMMA expr (COMMA expr)? | FROM expr (FOR expr)?) RPAREN
    | SUBSTRING_INDEX LPAREN expr COMMA expr COMMA expr RPAREN
    | TO_BASE64 LPAREN expr RPAREN
    | TRIM LPAREN ((BOTH | LEADING | TRAILING) expr? FROM)? expr (FROM expr)? RPAREN
    | UCASE LPAREN expr RPAREN
    | UNHEX LPAREN expr RPAREN
    | UPPER LPAREN expr RPAREN
    | WEIGHT_STRING LPAREN expr (AS (CHAR | BINARY) LPAREN INTEGER_LITERAL RPAREN)? RPAREN
    | REGEXP_INSTR LPAREN exprList RPAREN
    | REGEXP_LIKE LPAREN exprList RPAREN
    | REGEXP_REPLACE LPAREN exprList RPAREN
    | REGEXP_SUBSTR LPAREN exprList RPAREN
    | CHARSET LPAREN expr RPAREN
    | COLLATION LPAREN expr RPAREN
    | COERCIBILITY LPAREN expr RPAREN
    ;

mathFunction
    : ABS LPAREN expr RPAREN
    | ACOS LPAREN expr RPAREN
    | ASIN LPAREN expr RPAREN
    | ATAN LPAREN expr (COMMA expr)? RPAREN
    | ATAN2 LPAREN expr COMMA expr RPAREN
    | CEIL LPAREN expr RPAREN
    | CEILING LPAREN expr RPAREN
    | CONV LPAREN expr COMMA expr COMMA expr RPAREN
    | COS LPAREN expr RPAREN
    | COT LPAREN expr RPAREN
    | CRC32 LPAREN expr RPAREN
    | DEGREES LPAREN expr RPAREN
    | EXP LPAREN expr RPAREN
    | FLOOR LPAREN expr RPAREN
    | LN LPAREN expr RPAREN
    | LOG LPAREN expr (COMMA expr)? RPAREN
    | LOG10 LPAREN expr RPAREN
    | LOG2 LPAREN expr RPAREN
    | MOD LPAREN expr COMMA expr RPAREN
    | PI LPAREN RPAREN
    | POW LPAREN expr COMMA expr RPAREN
    | POWER LPAREN expr COMMA expr RPAREN
    | RADIANS LPAREN expr RPAREN
    | RAND LPAREN expr? RPAREN
    | ROUND LPAREN expr (COMMA expr)? RPAREN
    | SIGN LPAREN expr RPAREN
    | SIN LPAREN expr RPAREN
    | SQRT LPAREN expr RPAREN
    | TAN LPAREN expr RPAREN
    | TRUNCATE LPAREN expr COMMA expr RPAREN
    ;

jsonFunction
    : JSON_ARRAY LPAREN exprList? RPAREN
    | JSON_ARRAY_APPEND LPAREN exprList RPAREN
    | JSON_ARRAY_INSERT LPAREN exprList RPAREN
    | JSON_CONTAINS LPAREN exprList RPAREN
    | JSON_CONTAINS_PATH LPAREN exprList RPAREN
    | JSON_DEPTH LPAREN expr RPAREN
    | JSON_EXTRACT LPAREN exprList RPAREN
    | JSON_INSERT LPAREN exprList RPAREN
    | JSON_KEYS LPAREN exprList RPAREN
    | JSON_LENGTH LPAREN exprList RPAREN
    | JSON_MERGE LPAREN exprList RPAREN
    | JSON_MERGE_PATCH LPAREN exprList RPAREN
    | JSON_MERGE_PRESERVE LPAREN exprList RPAREN
    | JSON_OBJECT LPAREN exprList? RPAREN
    | JSON_OVERLAPS LPAREN expr COMMA expr RPAREN
    | JSON_PRETTY LPAREN expr RPAREN
    | JSON_QUOTE LPAREN expr RPAREN
    | JSON_REMOVE LPAREN exprList RPAREN
    | JSON_REPLACE LPAREN exprList RPAREN
    | JSON_SCHEMA_VALID LPAREN expr COMMA expr RPAREN
    | JSON_SCHEMA_VALIDATION_REPORT LPAREN expr COMMA expr RPAREN
    | JSON_SEARCH LPAREN exprList RPAREN
    | JSON_SET LPAREN exprList RPAREN
    | JSON_STORAGE_FREE LPAREN expr RPAREN
    | JSON_STORAGE_SIZE LPAREN expr RPAREN
    | JSON_TYPE LPAREN expr RPAREN
    | JSON_UNQUOTE LPAREN expr RPAREN
    | JSON_VALID LPAREN expr RPAREN
    | JSON_VALUE LPAREN expr COMMA expr (RETURNING castType)? jsonOnEmptyOrError* RPAREN
    ;

spatialFunction
    : POINT LPAREN expr COMMA expr RPAREN
    | LINESTRING LPAREN exprList RPAREN
    | POLYGON LPAREN exprList RPAREN
    | MULTIPOINT LPAREN exprList RPAREN
    | MULTILINESTRING LPAREN exprList RPAREN
    | MULTIPOLYGON LPAREN exprList RPAREN
    | GEOMETRYCOLLECTION LPAREN exprList? RPAREN
    | ST_AREA LPAREN expr RPAREN
    | ST_ASBINARY LPAREN exprList RPAREN
    | ST_ASWKB LPAREN exprList RPAREN
    | ST_ASTEXT LPAREN exprList RPAREN
    | ST_ASWKT LPAREN exprList RPAREN
    | ST_ASGEOJSON LPAREN exprList RPAREN
    | ST_BUFFER LPAREN exprList RPAREN
    | ST_CENTROID LPAREN expr RPAREN
    | ST_CONTAINS LPAREN expr COMMA expr RPAREN
    | ST_CONVEXHULL LPAREN expr RPAREN
    | ST_CROSSES LPAREN expr COMMA expr RPAREN
    | ST_DIFFERENCE LPAREN expr COMMA expr RPAREN
    | ST_DIMENSION LPAREN expr RPAREN
    | ST_DISJOINT LPAREN expr COMMA expr RPAREN
    | ST_DISTANCE LPAREN exprList RPAREN
    | ST_DISTANCE_SPHERE LPAREN exprList RPAREN
    | ST_ENDPOINT LPAREN expr RPAREN
    | ST_ENVELOPE LPAREN expr RPAREN
    | ST_EQUALS LPAREN expr COMMA expr RPAREN
    | ST_EXTERIORRING LPAREN expr RPAREN
    | ST_GEOMFROMGEOJSON LPAREN exprList RPAREN
    | ST_GEOMFROMTEXT LPAREN exprList RPAREN
    | ST_GEOMETRYFROMTEXT LPAREN exprList RPAREN
    | ST_GEOMFROMWKB LPAREN exprList RPAREN
    | ST_GEOMETRYFROMWKB LPAREN exprList RPAREN
    | ST_GEOMETRYN LPAREN expr COMMA expr RPAREN
    | ST_GEOMETRYTYPE LPAREN expr RPAREN
    | ST_INTERSECTION LPAREN expr COMMA expr RPAREN
    | ST_INTERSECTS LPAREN expr COMMA expr RPAREN
    | ST_ISCLOSED LPAREN expr RPAREN
    | ST_ISEMPTY LPAREN expr RPAREN
    | ST_ISSIMPLE LPAREN expr RPAREN
    | ST_ISVALID LPAREN expr RPAREN
    | ST_LATITUDE LPAREN exprList RPAREN
    | ST_LENGTH LPAREN exprList RPAREN
    | ST_LINEFROMTEXT LPAREN exprList RPAREN
    | ST_LINEFROMWKB LPAREN exprList RPAREN
    | ST_LONGITUDE LPAREN exprList RPAREN
    | ST_MLINEFROMTEXT LPAREN exprList RPAREN
    | ST_MPOINTFROMTEXT LPAREN exprList RPAREN
    | ST_MPOLYFROMTEXT LPAREN exprList RPAREN
    | ST_NUMPOINTS LPAREN expr RPAREN
    | ST_OVERLAPS LPAREN expr COMMA expr RPAREN
    | ST_PERIMETER LPAREN exprList RPAREN
    | ST_POINTFROMTEXT LPAREN exprList RPAREN
    | ST_POINTFROMWKB LPAREN exprList RPAREN
    | ST_POINTN LPAREN expr COMMA expr RPAREN
    | ST_POLYFROMTEXT LPAREN exprList RPAREN
    | ST_POLYFROMWKB LPAREN exprList RPAREN
    | ST_SRID LPAREN exprList RPAREN
    | ST_STARTPOINT LPAREN expr RPAREN
    | ST_SWAPXY LPAREN expr RPAREN
    | ST_SYMDIFFERENCE LPAREN expr COMMA expr RPAREN
    | ST_TOUCHES LPAREN expr COMMA expr RPAREN
    | ST_UNION LPAREN expr COMMA expr RPAREN
    | ST_WITHIN LPAREN expr COMMA expr RPAREN
    | ST_X LPAREN exprList RPAREN
    | ST_Y LPAREN exprList RPAREN
    ;

sequenceFunction
    : NEXTVAL LPAREN tableName RPAREN
    | LASTVAL LPAREN tableName RPAREN
    | SETVAL LPAREN tableName COMMA expr (COMMA expr (COMMA expr)?)? RPAREN
    | NEXT VALUE FOR tableName
    | PREVIOUS VALUE FOR tableName
    ;

informationFunction
    : BENCHMARK LPAREN expr COMMA expr RPAREN
    | CONNECTION_ID LPAREN RPAREN
    | CURRENT_ROLE LPAREN RPAREN
    | CURRENT_USER (LPAREN RPAREN)?
    | DATABASE LPAREN RPAREN
    | FOUND_ROWS LPAREN RPAREN
    | LAST_INSERT_ID LPAREN expr? RPAREN
    | ROW_COUNT LPAREN RPAREN
    | SCHEMA LPAREN RPAREN
    | SESSION_USER LPAREN RPAREN
    | SYSTEM_USER LPAREN RPAREN
    | USER LPAREN RPAREN
    | VERSION LPAREN RPAREN
    ;

encryptionFunction
    : AES_DECRYPT LPAREN exprList RPAREN
    | AES_ENCRYPT LPAREN exprList RPAREN
    | COMPRESS LPAREN expr RPAREN
    | MD5 LPAREN expr RPAREN
    | RANDOM_BYTES LPAREN expr RPAREN
    | SHA LPAREN expr RPAREN
    | SHA1 LPAREN expr RPAREN
    | SHA2 LPAREN expr COMMA expr RPAREN
    | UNCOMPRESS LPAREN expr RPAREN
    | UNCOMPRESSED_LENGTH LPAREN expr RPAREN
    ;

miscFunction
    : BIN_TO_UUID LPAREN exprList RPAREN
    | DEFAULT LPAREN columnRef RPAREN
    | GET_LOCK LPAREN expr COMMA expr RPAREN
    | INET_ATON LPAREN expr RPAREN
    | INET_NTOA LPAREN expr RPAREN
    | INET6_ATON LPAREN expr RPAREN
    | INET6_NTOA LPAREN expr RPAREN
    | IS_FREE_LOCK LPAREN expr RPAREN
    | IS_IPV4 LPAREN expr RPAREN
    | IS_IPV4_COMPAT LPAREN expr RPAREN
    | IS_IPV4_MAPPED LPAREN expr RPAREN
    | IS_IPV6 LPAREN expr RPAREN
    | IS_USED_LOCK LPAREN expr RPAREN
    | IS_UUID LPAREN expr RPAREN
    | NAME_CONST LPAREN expr COMMA expr RPAREN
    | RELEASE_ALL_LOCKS LPAREN RPAREN
    | RELEASE_LOCK LPAREN expr RPAREN
    | SLEEP LPAREN expr RPAREN
    | UUID LPAREN RPAREN
    | UUID_SHORT LPAREN RPAREN
    | UUID_TO_BIN LPAREN exprList RPAREN
    | VALUES LPAREN columnRef RPAREN
    ;

// ---------------------------------------------------------------------------------------------
// Data definition

createStatement
    : CREATE (OR REPLACE)? createBody
    ;

createBody
    : TEMPORARY? TABLE ifNotExists? tableName createTableBody
    | (DATABASE | SCHEMA) ifNotExists? identifier databaseOption*
    | (UNIQUE | FULLTEXT | SPATIAL | VECTOR)? INDEX ifNotExists? identifier indexType? ON tableName keyPartList indexOption*
      alterLockAlgorithm*
    | viewAttributes? VIEW ifNotExists? tableName columnNameList? AS queryExpression
      (WITH (CASCADED | LOCAL)? CHECK OPTION)?
    | definer? TRIGGER ifNotExists? qualifiedName (BEFORE | AFTER) (INSERT | UPDATE | DELETE) ON
      tableName FOR EACH ROW ((FOLLOWS | PRECEDES) identifier)? routineBody
    | definer? PROCEDURE ifNotExists? qualifiedName LPAREN (procedureParameter (COMMA procedureParameter)*)? RPAREN
      routineCharacteristic* routineBody
    | definer? AGGREGATE? FUNCTION ifNotExists? qualifiedName LPAREN (functionParameter (COMMA functionParameter)*)?
      RPAREN RETURNS dataType routineCharacteristic* routineBody
    | definer? EVENT ifNotExists? qualifiedName ON SCHEDULE schedule (ON COMPLETION NOT? PRESERVE)?
      (ENABLE | DISABLE (ON SLAVE)?)? (COMMENT textLiteral)? DO routineBody
    | SEQUENCE ifNotExists? tableName sequenceOption*
    | SPATIAL REFERENCE SYSTEM ifNotExists? INTEGER_LITERAL srsAttribute*
    | USER ifNotExists? userSpec (COMMA userSpec)* (DEFAULT ROLE userName (COMMA userName)*)? accountOption*
    | ROLE ifNotExists? userName (COMMA userName)*
    ;

ifNotExists
    : IF NOT EXISTS
    ;

srsAttribute
    : NAME textLiteral
    | DEFINITION textLiteral
    | ORGANIZATION textLiteral IDENTIFIED BY INTEGER_LITERAL
    | DESCRIPTION textLiteral
    ;

ifExists
    : IF EXISTS
    ;

createTableBody
    : LPAREN tableElement (COMMA tableElement)* RPAREN tableOptions? partitionClause?
      (IGNORE | REPLACE)? (AS? queryExpression)?
    | tableOptions? partitionClause? (IGNORE | REPLACE)? AS? queryExpression
    | LIKE tableName
    | LPAREN LIKE tableName RPAREN
    ;

tableElement
    : columnDefinition
    | tableConstraint
    ;

columnDefinition
    : identifier dataType columnAttribute*
    ;

columnAttribute
    : NOT? NULL
    | NOT SECONDARY
    | DEFAULT (signedNumber | literal | LPAREN expr RPAREN | expr)
    | ON UPDATE expr
    | AUTO_INCREMENT
    | PRIMARY? KEY
    | UNIQUE KEY?
    | COMMENT textLiteral
    | COLLATE collationName
    | charsetClause
    | COLUMN_FORMAT (FIXED | DYNAMIC | DEFAULT)
    | STORAGE (DISK | MEMORY | DEFAULT)
    | (CONSTRAINT identifier?)? CHECK LPAREN expr RPAREN (NOT? ENFORCED)?
    | referenceDefinition
    | (GENERATED ALWAYS)? AS LPAREN expr RPAREN (VIRTUAL | STORED | PERSISTENT)?
    | VISIBLE
    | INVISIBLE
    | SRID INTEGER_LITERAL
    | SERIAL DEFAULT VALUE
    ;

referenceDefinition
    : REFERENCES tableName columnNameList? (MATCH (FULL | PARTIAL | SIMPLE))? referenceAction*
    ;

referenceAction
    : ON (DELETE | UPDATE) (RESTRICT | CASCADE | SET NULL | SET DEFAULT | NO ACTION)
    ;

tableConstraint
    : (CONSTRAINT identifier?)? PRIMARY KEY identifier? indexType? keyPartList indexOption*
    | (CONSTRAINT identifier?)? UNIQUE (INDEX | KEY)? identifier? indexType? keyPartList indexOption*
    | (CONSTRAINT identifier?)? FOREIGN KEY identifier? columnNameList referenceDefinition
    | (CONSTRAINT identifier?)? CHECK LPAREN expr RPAREN (NOT? ENFORCED)?
    | (INDEX | KEY) identifier? indexType? keyPartList indexOption*
    | (FULLTEXT | SPATIAL | VECTOR) (INDEX | KEY)? identifier? keyPartList indexOption*
    ;

keyPartList
    : LPAREN keyPart (COMMA keyPart)* RPAREN
    ;

keyPart
    : identifier (LPAREN INTEGER_LITERAL RPAREN)? (ASC | DESC)?
    | LPAREN expr RPAREN (ASC | DESC)?
    ;

indexType
    : USING (BTREE | HASH | RTREE)
    ;

indexOption
    : KEY_BLOCK_SIZE EQ? INTEGER_LITERAL
    | indexType
    | WITH PARSER identifier
    | COMMENT textLiteral
    | VISIBLE
    | INVISIBLE
    | CLUSTERED
    ;

tableOptions
    : tableOption (COMMA? tableOption)*
    ;

tableOption
    : DEFAULT? charsetClauseEq
    | DEFAULT? COLLATE EQ? collationName
    | ENGINE EQ? (identifier | textLiteral)
    | COMMENT EQ? textLiteral
    | AUTO_INCREMENT EQ? INTEGER_LITERAL
    | (DATA | INDEX) DIRECTORY EQ? textLiteral
    | UNION EQ? LPAREN (tableName (COMMA tableName)*)? RPAREN
    | WITH SYSTEM VERSIONING
    | identifier EQ? (identifier | literal | DEFAULT)
    ;

charsetClauseEq
    : (CHARACTER SET | CHARSET | CHAR SET) EQ? charsetName
    ;

partitionClause
    : PARTITION BY partitionType (PARTITIONS INTEGER_LITERAL)?
      (SUBPARTITION BY partitionType (SUBPARTITIONS INTEGER_LITERAL)?)?
      (LPAREN partitionDefinition (COMMA partitionDefinition)* RPAREN)?
    ;

partitionType
    : LINEAR? HASH LPAREN expr RPAREN
    | LINEAR? KEY (ALGORITHM EQ INTEGER_LITERAL)? LPAREN (identifier (COMMA identifier)*)? RPAREN
    | RANGE (LPAREN expr RPAREN | COLUMNS columnNameList)
    | LIST (LPAREN expr RPAREN | COLUMNS columnNameList)
    | SYSTEM_TIME (INTERVAL expr intervalUnit)?
    ;

partitionDefinition
    : PARTITION identifier partitionValues? partitionOption*
      (LPAREN subpartitionDefinition (COMMA subpartitionDefinition)* RPAREN)?
    ;

partitionValues
    : VALUES LESS THAN (LPAREN exprOrMax (COMMA exprOrMax)* RPAREN | MAXVALUE)
    | VALUES IN LPAREN exprList RPAREN
    | CURRENT
    | HISTORY
    ;

exprOrMax
    : MAXVALUE
    | expr
    ;

subpartitionDefinition
    : SUBPARTITION identifier partitionOption*
    ;

partitionOption
    : STORAGE? ENGINE EQ? identifier
    | COMMENT EQ? textLiteral
    | (DATA | INDEX) DIRECTORY EQ? textLiteral
    | (MAX_ROWS | MIN_ROWS) EQ? INTEGER_LITERAL
    | TABLESPACE EQ? identifier
    ;

viewAttributes
    : viewAttribute+
    ;

viewAttribute
    : ALGORITHM EQ (UNDEFINED | MERGE | TEMPTABLE)
    | definer
    | SQL SECURITY (DEFINER | INVOKER)
    ;

definer
    : DEFINER EQ (userName | CURRENT_USER (LPAREN RPAREN)?)
    ;

procedureParameter
    : (IN | OUT | INOUT)? identifier dataType
    ;

functionParameter
    : identifier dataType
    ;

routineCharacteristic
    : COMMENT textLiteral
    | LANGUAGE SQL
    | NOT? DETERMINISTIC
    | CONTAINS SQL
    | NO SQL
    | READS SQL DATA
    | MODIFIES SQL DATA
    | SQL SECURITY (DEFINER | INVOKER)
    ;

schedule
    : AT expr
    | EVERY expr intervalUnit (STARTS expr)? (ENDS expr)?
    ;

sequenceOption
    : INCREMENT (BY | EQ)? signedNumber
    | MINVALUE EQ? signedNumber
    | NO MINVALUE
    | NOMINVALUE
    | MAXVALUE EQ? signedNumber
    | NO MAXVALUE
    | NOMAXVALUE
    | START (WITH | EQ)? signedNumber
    | CACHE EQ? signedNumber
    | NOCACHE
    | NO CACHE
    | CYCLE
    | NOCYCLE
    | NO CYCLE
    | RESTART ((WITH | EQ)? signedNumber)?
    | tableOption
    ;

alterStatement
    : ALTER IGNORE? TABLE tableName alterTableItem (COMMA alterTableItem)* partitionClause?
    | ALTER TABLE tableName partitionClause
    | ALTER (DATABASE | SCHEMA) identifier? databaseOption+
    | ALTER viewAttributes? VIEW tableName columnNameList? AS queryExpression
      (WITH (CASCADED | LOCAL)? CHECK OPTION)?
    | ALTER USER ifExists? userSpec (COMMA userSpec)* accountOption*
    | ALTER USER ifExists? userName DEFAULT ROLE (NONE | ALL | userName (COMMA userName)*)
    | ALTER definer? EVENT qualifiedName (ON SCHEDULE schedule)? (ON COMPLETION NOT? PRESERVE)?
      (RENAME TO qualifiedName)? (ENABLE | DISABLE (ON SLAVE)?)? (COMMENT textLiteral)? (DO routineBody)?
    | ALTER SEQUENCE ifExists? tableName sequenceOption*
    | ALTER (PROCEDURE | FUNCTION) qualifiedName routineCharacteristic*
    ;

databaseOption
    : DEFAULT? charsetClauseEq
    | DEFAULT? COLLATE EQ? collationName
    | DEFAULT? ENCRYPTION EQ? textLiteral
    | READ ONLY EQ? (DEFAULT | INTEGER_LITERAL)
    ;

alterTableItem
    : ADD COLUMN? ifNotExists? columnDefinition columnPosition?
    | ADD COLUMN? LPAREN columnDefinition (COMMA columnDefinition)* RPAREN
    | ADD tableConstraint
    | ADD ifNotExists? (INDEX | KEY) ifNotExists? identifier? indexType? keyPartList indexOption*
    | ADD PARTITION LPAREN partitionDefinition (COMMA partitionDefinition)* RPAREN
    | DROP COLUMN? ifExists? identifier (RESTRICT | CASCADE)?
    | DROP (INDEX | KEY) ifExists? identifier
    | DROP PRIMARY KEY
    | DROP FOREIGN KEY ifExists? identifier
    | DROP (CHECK | CONSTRAINT) ifExists? identifier
    | DROP PARTITION identifier (COMMA identifier)*
    | MODIFY COLUMN? ifExists? columnDefinition columnPosition?
    | CHANGE COLUMN? ifExists? identifier columnDefinition columnPosition?
    | ALTER COLUMN? identifier (SET DEFAULT expr | DROP DEFAULT | SET (VISIBLE | INVISIBLE))
    | ALTER (INDEX | KEY) identifier (VISIBLE | INVISIBLE)
    | ALTER CHECK identifier NOT? ENFORCED
    | ALTER CONSTRAINT identifier NOT? ENFORCED
    | RENAME COLUMN identifier (TO | AS) identifier
    | RENAME CONSTRAINT (FOREIGN KEY | CHECK)? identifier TO identifier
    | RENAME (INDEX | KEY) identifier TO identifier
    | RENAME (TO | AS)? tableName
    | CONVERT TO charsetClauseEq (COLLATE collationName)?
    | (ENABLE | DISABLE) KEYS
    | (DISCARD | IMPORT) TABLESPACE
    | FORCE
    | ORDER BY orderItem (COMMA orderItem)*
    | (ANALYZE | CHECK | OPTIMIZE | REBUILD | REPAIR | TRUNCATE) PARTITION partitionNames
    | (DISCARD | IMPORT) PARTITION partitionNames TABLESPACE
    | EXCHANGE PARTITION identifier WITH TABLE tableName ((WITH | WITHOUT) VALIDATION)?
    | REORGANIZE PARTITION identifier (COMMA identifier)* INTO LPAREN partitionDefinition (COMMA partitionDefinition)* RPAREN
    | ADD SYSTEM VERSIONING
    | DROP SYSTEM VERSIONING
    | COALESCE PARTITION INTEGER_LITERAL
    | REMOVE PARTITIONING
    | alterLockAlgorithm
    | WITH VALIDATION
    | WITHOUT VALIDATION
    | tableOption+
    ;

partitionNames
    : ALL
    | identifier (COMMA identifier)*
    ;

alterLockAlgorithm
    : ALGORITHM EQ? (DEFAULT | identifier)
    | LOCK EQ? (DEFAULT | identifier)
    ;

columnPosition
    : FIRST
    | AFTER identifier
    ;

dropStatement
    : DROP TEMPORARY? (TABLE | TABLES) ifExists? tableName (COMMA tableName)* (RESTRICT | CASCADE)?
    | DROP (DATABASE | SCHEMA) ifExists? identifier
    | DROP INDEX ifExists? identifier ON tableName alterLockAlgorithm*
    | DROP VIEW ifExists? tableName (COMMA tableName)* (RESTRICT | CASCADE)?
    | DROP TRIGGER ifExists? qualifiedName
    | DROP PROCEDURE ifExists? qualifiedName
    | DROP FUNCTION ifExists? qualifiedName
    | DROP EVENT ifExists? qualifiedName
    | DROP SEQUENCE ifExists? tableName (COMMA tableName)*
    | DROP USER ifExists? userName (COMMA userName)*
    | DROP ROLE ifExists? userName (COMMA userName)*
    | DROP PREPARE identifier
    ;

renameTableStatement
    : RENAME (TABLE | TABLES) tableName TO tableName (COMMA tableName TO tableName)*
    | RENAME USER userName TO userName (COMMA userName TO userName)*
    ;

truncateStatement
    : TRUNCATE TABLE? tableName
    ;

// ---------------------------------------------------------------------------------------------
// Routine bodies and compound statements

routineBody
    : compoundStatement
    | statement
    ;

compoundStatement
    : (identifier COLON)? BEGIN (NOT ATOMIC)? (compoundItem SEMI)* END identifier?
    | (identifier COLON)? LOOP (compoundItem SEMI)+ END LOOP identifier?
    | (identifier COLON)? WHILE expr DO (compoundItem SEMI)+ END WHILE identifier?
    | (identifier COLON)? REPEAT (compoundItem SEMI)+ UNTIL expr END REPEAT identifier?
    | IF expr THEN (compoundItem SEMI)+ (ELSEIF expr THEN (compoundItem SEMI)+)* (ELSE (compoundItem SEMI)+)? END IF
    | CASE expr? (WHEN expr THEN (compoundItem SEMI)+)+ (ELSE (compoundItem SEMI)+)? END CASE
    | LEAVE identifier
    | ITERATE identifier
    | RETURN expr
    | OPEN identifier
    | CLOSE identifier
    | FETCH (NEXT? FROM)? identifier INTO identifier (COMMA identifier)*
    ;

compoundItem
    : declaration
    | compoundStatement
    | statement
    ;

declaration
    : DECLARE identifier (COMMA identifier)* dataType (DEFAULT expr)?
    | DECLARE identifier CONDITION FOR (INTEGER_LITERAL | SQLSTATE VALUE? textLiteral)
    | DECLARE identifier CURSOR FOR selectStatement
    | DECLARE (CONTINUE | EXIT | UNDO) HANDLER FOR handlerCondition (COMMA handlerCondition)*
      (compoundStatement | statement)
    ;

handlerCondition
    : INTEGER_LITERAL
    | SQLSTATE VALUE? textLiteral
    | SQLWARNING
    | NOT FOUND
    | SQLEXCEPTION
    | identifier
    ;

signalStatement
    : (SIGNAL | RESIGNAL) (SQLSTATE VALUE? textLiteral | identifier)?
      (SET signalItem (COMMA signalItem)*)?
    | GET (CURRENT | STACKED)? DIAGNOSTICS diagnosticsItem (COMMA diagnosticsItem)*
    ;

signalItem
    : identifier EQ expr
    ;

diagnosticsItem
    : (USER_VAR | identifier) EQ identifier
    | CONDITION expr (USER_VAR | identifier) EQ identifier (COMMA (USER_VAR | identifier) EQ identifier)*
    ;

// ---------------------------------------------------------------------------------------------
// Session, administration and utility statements

setStatement
    : SET setItem (COMMA setItem)*
    | SET (GLOBAL | SESSION | LOCAL)? TRANSACTION transactionCharacteristic (COMMA transactionCharacteristic)*
    | SET (CHARACTER SET | CHARSET) (charsetName | DEFAULT)
    | SET NAMES (charsetName | DEFAULT) (COLLATE collationName)?
    | SET PASSWORD (FOR userName)? EQ expr
    | SET DEFAULT ROLE (NONE | ALL | userName (COMMA userName)*) TO userName (COMMA userName)*
    | SET ROLE (DEFAULT | NONE | ALL (EXCEPT userName (COMMA userName)*)? | userName (COMMA userName)*)
    | SET STATEMENT setItem (COMMA setItem)* FOR statement
    ;

setItem
    : (GLOBAL | SESSION | LOCAL | PERSIST | PERSIST_ONLY) identifier (DOT identifier)? (EQ | ASSIGN) setValue
    | USER_VAR (EQ | ASSIGN) expr
    | NAMES (charsetName | DEFAULT) (COLLATE collationName)?
    | (CHARACTER SET | CHARSET) (charsetName | DEFAULT)
    | SYSTEM_VAR (EQ | ASSIGN) setValue
    | columnRef (EQ | ASSIGN) setValue
    ;

setValue
    : ON
    | ALL
    | BINARY
    | expr
    ;

transactionCharacteristic
    : ISOLATION LEVEL isolationLevel
    | READ WRITE
    | READ ONLY
    ;

isolationLevel
    : REPEATABLE READ
    | READ COMMITTED
    | READ UNCOMMITTED
    | SERIALIZABLE
    ;

showStatement
    : SHOW EXTENDED? FULL? TABLES ((FROM | IN) identifier)? asOfClause? showFilter?
    | SHOW EXTENDED? FULL? (COLUMNS | FIELDS) (FROM | IN) tableName ((FROM | IN) identifier)? asOfClause? showFilter?
    | SHOW (DATABASES | SCHEMAS) showFilter?
    | SHOW CREATE (TABLE | VIEW | SEQUENCE) tableName asOfClause?
    | SHOW CREATE (DATABASE | SCHEMA) ifNotExists? identifier
    | SHOW CREATE (PROCEDURE | FUNCTION | TRIGGER | EVENT) qualifiedName
    | SHOW CREATE USER userName
    | SHOW (GLOBAL | SESSION | LOCAL)? (VARIABLES | STATUS) showFilter?
    | SHOW EXTENDED? (INDEX | INDEXES | KEYS) (FROM | IN) tableName ((FROM | IN) identifier)? whereClause?
    | SHOW TABLE STATUS ((FROM | IN) identifier)? showFilter?
    | SHOW (PROCEDURE | FUNCTION) STATUS showFilter?
    | SHOW (PROCEDURE | FUNCTION) CODE qualifiedName
    | SHOW TRIGGERS ((FROM | IN) identifier)? showFilter?
    | SHOW EVENTS ((FROM | IN) identifier)? showFilter?
    | SHOW FULL? PROCESSLIST
    | SHOW (CHARACTER SET | CHARSET) showFilter?
    | SHOW COLLATION showFilter?
    | SHOW (WARNINGS | ERRORS) limitClause?
    | SHOW COUNT LPAREN STAR RPAREN (WARNINGS | ERRORS)
    | SHOW GRANTS (FOR userName (USING userName (COMMA userName)*)?)?
    | SHOW STORAGE? ENGINES
    | SHOW ENGINE identifier (STATUS | MUTEX)
    | SHOW PLUGINS
    | SHOW PRIVILEGES
    | SHOW OPEN TABLES ((FROM | IN) identifier)? showFilter?
    | SHOW (MASTER | BINARY) LOGS
    | SHOW (MASTER | REPLICA | SLAVE | BINARY LOG) STATUS
    | SHOW (REPLICAS | SLAVE HOSTS)
    | SHOW PROFILES
    | SHOW PROFILE (identifier+ (COMMA identifier+)*)? (FOR QUERY INTEGER_LITERAL)? limitClause?
    | SHOW (BINLOG | RELAYLOG) EVENTS (IN textLiteral)? (FROM expr)? limitClause? (FOR CHANNEL textLiteral)?
    | SHOW identifier+ showFilter?
    ;

showFilter
    : LIKE textLiteral
    | WHERE expr
    ;

explainStatement
    : (EXPLAIN | DESCRIBE | DESC) explainOption* (statement | FOR CONNECTION INTEGER_LITERAL)
    | (EXPLAIN | DESCRIBE | DESC) tableName asOfClause? (identifier | textLiteral)?
    ;

explainOption
    : FORMAT EQ identifier
    | ANALYZE
    | EXTENDED
    | PARTITIONS
    | PLAN
    ;

useStatement
    : USE identifier
    ;

transactionStatement
    : START TRANSACTION (transactionStartOption (COMMA transactionStartOption)*)?
    | BEGIN WORK?
    | COMMIT WORK? (AND NO? CHAIN)? (NO? RELEASE)?
    | ROLLBACK WORK? (AND NO? CHAIN)? (NO? RELEASE)?
    | ROLLBACK WORK? TO SAVEPOINT? identifier
    | SAVEPOINT identifier
    | RELEASE SAVEPOINT identifier
    ;

transactionStartOption
    : WITH CONSISTENT SNAPSHOT
    | READ WRITE
    | READ ONLY
    ;

preparedStatement
    : PREPARE identifier FROM (textLiteral | USER_VAR)
    | EXECUTE identifier (USING USER_VAR (COMMA USER_VAR)*)?
    | (DEALLOCATE | DROP) PREPARE identifier
    ;

lockStatement
    : LOCK (TABLE | TABLES) lockItem (COMMA lockItem)*
    | UNLOCK (TABLE | TABLES)
    ;

lockItem
    : tableName (AS? identifier)? (READ LOCAL? | LOW_PRIORITY? WRITE)
    ;

accountStatement
    : GRANT privilegeList ON privilegeLevel TO userName (COMMA userName)* (WITH GRANT OPTION)?
      (AS userName (WITH ROLE (DEFAULT | NONE | ALL (EXCEPT userName (COMMA userName)*)? | userName (COMMA userName)*))?)?
    | GRANT PROXY ON userName TO userName (COMMA userName)* (WITH GRANT OPTION)?
    | GRANT userName (COMMA userName)* TO userName (COMMA userName)* (WITH ADMIN OPTION)?
    | REVOKE ifExists? privilegeList ON privilegeLevel FROM userName (COMMA userName)* (IGNORE UNKNOWN USER)?
    | REVOKE ifExists? ALL PRIVILEGES? COMMA GRANT OPTION FROM userName (COMMA userName)* (IGNORE UNKNOWN USER)?
    | REVOKE PROXY ON userName FROM userName (COMMA userName)*
    | REVOKE ifExists? userName (COMMA userName)* FROM userName (COMMA userName)* (IGNORE UNKNOWN USER)?
    ;

tlsOption
    : SUBJECT textLiteral
    | ISSUER textLiteral
    | CIPHER textLiteral
    ;

privilegeList
    : privilege (COMMA privilege)*
    ;

privilege
    : ALL PRIVILEGES?
    | privilegeName+ columnNameList?
    ;

privilegeName
    : identifier
    | SELECT
    | INSERT
    | UPDATE
    | DELETE
    | CREATE
    | DROP
    | ALTER
    | INDEX
    | REFERENCES
    | GRANT OPTION
    | SHOW
    | LOCK
    | USAGE
    | TRIGGER
    | EVENT
    | EXECUTE
    | PROCESS
    | RELOAD
    | SHUTDOWN
    | FILE
    | SUPER
    | REPLICATION
    | TEMPORARY
    | TABLES
    | VIEW
    | ROUTINE
    | USER
    | ROLE
    | DATABASES
    ;

privilegeLevel
    : (TABLE | FUNCTION | PROCEDURE)? (STAR | STAR DOT STAR | identifier DOT STAR | qualifiedName)
    ;

userName
    : (identifier | textLiteral) USER_VAR?
    | CURRENT_USER (LPAREN RPAREN)?
    ;

userSpec
    : userName (authOption (AND authOption)*)?
    ;

authOption
    : IDENTIFIED (WITH (identifier | textLiteral))? (BY (textLiteral | RANDOM PASSWORD) | AS textLiteral)?
      (INITIAL AUTHENTICATION IDENTIFIED (BY (textLiteral | RANDOM PASSWORD) | WITH identifier AS textLiteral))?
    ;

accountOption
    : REQUIRE (NONE | SSL | X509 | tlsOption (AND? tlsOption)*)
    | WITH (identifier INTEGER_LITERAL)+
    | PASSWORD EXPIRE (DEFAULT | NEVER | INTERVAL INTEGER_LITERAL DAY)?
    | PASSWORD HISTORY (DEFAULT | INTEGER_LITERAL)
    | PASSWORD REUSE INTERVAL (DEFAULT | INTEGER_LITERAL DAY)
    | PASSWORD REQUIRE CURRENT (DEFAULT | OPTIONAL)?
    | identifier (INTEGER_LITERAL | UNBOUNDED | DEFAULT)
    | ACCOUNT (LOCK | UNLOCK)
    | COMMENT textLiteral
    | ATTRIBUTE textLiteral
    ;

tableMaintenanceStatement
    : (ANALYZE | OPTIMIZE | REPAIR) (NO_WRITE_TO_BINLOG | LOCAL)? (TABLE | TABLES) tableName (COMMA tableName)*
      (UPDATE HISTOGRAM ON (columnNameList | identifier (COMMA identifier)*) (WITH INTEGER_LITERAL BUCKETS | USING DATA textLiteral)?
      | DROP HISTOGRAM ON (columnNameList | identifier (COMMA identifier)*))?
    | CHECK (TABLE | TABLES) tableName (COMMA tableName)* identifier*
    | CHECKSUM (TABLE | TABLES) tableName (COMMA tableName)* (QUICK | EXTENDED)?
    ;

loadDataStatement
    : LOAD DATA (LOW_PRIORITY | CONCURRENT)? LOCAL? INFILE textLiteral (REPLACE | IGNORE)? INTO TABLE
      tableName partitionSelection? charsetClause? exportOptions? (IGNORE INTEGER_LITERAL (LINES | ROWS))?
      (LPAREN (loadColumn (COMMA loadColumn)*)? RPAREN)? (SET assignment (COMMA assignment)*)?
    ;

loadColumn
    : columnRef
    | USER_VAR
    ;

callStatement
    : CALL qualifiedName (LPAREN exprList? RPAREN)? asOfClause?
    ;

doStatement
    : DO exprList
    ;

handlerStatement
    : HANDLER tableName OPEN (AS? identifier)?
    | HANDLER tableName READ (identifier (comparisonOperator LPAREN exprList RPAREN | FIRST | NEXT | PREV | LAST) | FIRST | NEXT)
      whereClause? limitClause?
    | HANDLER tableName CLOSE
    ;

xaStatement
    : XA (START | BEGIN) xid (JOIN | RESUME)?
    | XA END xid (SUSPEND (FOR MIGRATE)?)?
    | XA PREPARE xid
    | XA COMMIT xid (ONE PHASE)?
    | XA ROLLBACK xid
    | XA RECOVER (CONVERT XID)?
    ;

xid
    : textLiteral (COMMA textLiteral (COMMA INTEGER_LITERAL)?)?
    ;

flushStatement
    : FLUSH (NO_WRITE_TO_BINLOG | LOCAL)? flushOption (COMMA flushOption)*
    ;

flushOption
    : (TABLE | TABLES) (tableName (COMMA tableName)*)? (WITH READ LOCK | FOR EXPORT)?
    | PRIVILEGES
    | (BINARY | ENGINE | ERROR | GENERAL | RELAY | SLOW)? LOGS (FOR CHANNEL textLiteral)?
    | STATUS
    | HOSTS
    | identifier
    ;

killStatement
    : KILL (CONNECTION | QUERY)? expr
    ;

cacheStatement
    : CACHE INDEX tableName (COMMA tableName)* IN identifier
    ;

// ---------------------------------------------------------------------------------------------
// Types and names

dataType
    : dataTypeName (LPAREN typeParameter (COMMA typeParameter)* RPAREN)? typeModifier*
    ;

dataTypeName
    : TINYINT
    | SMALLINT
    | MEDIUMINT
    | INT
    | INTEGER
    | BIGINT
    | INT1
    | INT2
    | INT3
    | INT4
    | INT8
    | MIDDLEINT
    | SERIAL
    | BIT
    | BOOL
    | BOOLEAN
    | DECIMAL
    | DEC
    | NUMERIC
    | FIXED
    | FLOAT
    | FLOAT4
    | FLOAT8
    | DOUBLE PRECISION?
    | REAL
    | DATE
    | TIME
    | DATETIME
    | TIMESTAMP
    | YEAR
    | CHAR VARYING?
    | CHARACTER VARYING?
    | NCHAR VARYING?
    | NATIONAL (CHAR | CHARACTER | VARCHAR) VARYING?
    | VARCHAR
    | NVARCHAR
    | VARCHARACTER
    | BINARY
    | VARBINARY
    | TINYBLOB
    | BLOB
    | MEDIUMBLOB
    | LONGBLOB
    | LONG VARBINARY
    | LONG VARCHAR?
    | TINYTEXT
    | TEXT
    | MEDIUMTEXT
    | LONGTEXT
    | STRING
    | ENUM
    | SET
    | JSON
    | GEOMETRY
    | POINT
    | LINESTRING
    | POLYGON
    | MULTIPOINT
    | MULTILINESTRING
    | MULTIPOLYGON
    | GEOMETRYCOLLECTION
    | GEOMCOLLECTION
    | VECTOR
    | INET4
    | INET6
    | UUID
    | SIGNED INTEGER?
    | UNSIGNED INTEGER?
    ;

typeParameter
    : INTEGER_LITERAL
    | textLiteral
    | MAX
    ;

typeModifier
    : UNSIGNED
    | SIGNED
    | ZEROFILL
    | BINARY
    | ASCII
    | UNICODE
    | BYTE
    | charsetClause
    | ARRAY
    ;

charsetClause
    : (CHARACTER SET | CHARSET | CHAR SET) charsetName
    ;

charsetName
    : identifier
    | textLiteral
    | BINARY
    ;

collationName
    : identifier
    | textLiteral
    | BINARY
    ;

tableName
    : identifier (DOT dotIdentifier)?
    ;

// A double-quoted string is also an identifier, as under sql_mode ANSI_QUOTES; where both readings
// fit, the literal wins.
identifier
    : IDENTIFIER
    | BACKTICK_IDENTIFIER
    | DQUOTED_STRING
    | identifierKeyword
    ;

// identifierKeyword lists the keywords that MySQL does not reserve; they remain identifiers.
// internal/kwgen writes this rule and reservedKeyword; do not edit them by hand.
identifierKeyword
    : ABS
    | ACCOUNT
    | ACOS
    | ACTION
    | ADDDATE
    | ADDTIME
    | ADMIN
    | AES_DECRYPT
    | AES_ENCRYPT
    | AFTER
    | AGAINST
    | AGGREGATE
    | ALGORITHM
    | ALWAYS
    | ANALYZE
    | ANY
    | ANY_VALUE
    | ARRAY
    | ASCII
    | ASIN
    | AT
    | ATAN
    | ATAN2
    | ATOMIC
    | ATTRIBUTE
    | AUTHENTICATION
    | AUTO_INCREMENT
    | AVG
    | BEFORE
    | BEGIN
    | BENCHMARK
    | BIN
    | BINLOG
    | BIN_TO_UUID
    | BIT
    | BIT_AND
    | BIT_LENGTH
    | BIT_OR
    | BIT_XOR
    | BKA
    | BNL
    | BOOL
    | BOOLEAN
    | BOTH
    | BTREE
    | BUCKETS
    | BYTE
    | CACHE
    | CASCADE
    | CASCADED
    | CEIL
    | CEILING
    | CHAIN
    | CHANGE
    | CHANNEL
    | CHARACTER_LENGTH
    | CHARSET
    | CHAR_LENGTH
    | CHECKSUM
    | CIPHER
    | CLOSE
    | CLUSTERED
    | COALESCE
    | CODE
    | COERCIBILITY
    | COLLATION
    | COLUMN
    | COLUMNS
    | COLUMN_FORMAT
    | COMMENT
    | COMMIT
    | COMMITTED
    | COMPLETION
    | COMPONENT
    | COMPRESS
    | CONCAT
    | CONCAT_WS
    | CONCURRENT
    | CONDITION
    | CONNECTION
    | CONNECTION_ID
    | CONSISTENT
    | CONTAINS
    | CONTINUE
    | CONV
    | CONVERT_TZ
    | COS
    | COT
    | COUNT
    | CRC32
    | CUME_DIST
    | CURDATE
    | CURRENT
    | CURRENT_ROLE
    | CURSOR
    | CURTIME
    | CYCLE
    | DATA
    | DATABASE
    | DATABASES
    | DATE
    | DATEDIFF
    | DATETIME
    | DATE_ADD
    | DATE_FORMAT
    | DATE_SUB
    | DAY
    | DAYNAME
    | DAYOFMONTH
    | DAYOFWEEK
    | DAYOFYEAR
    | DAY_HOUR
    | DAY_MICROSECOND
    | DAY_MINUTE
    | DAY_SECOND
    | DEALLOCATE
    | DEFINER
    | DEFINITION
    | DEGREES
    | DELAYED
    | DENSE_RANK
    | DERIVED_CONDITION_PUSHDOWN
    | DESCRIPTION
    | DETERMINISTIC
    | DIAGNOSTICS
    | DIRECTORY
    | DISABLE
    | DISCARD
    | DISK
    | DO
    | DUMPFILE
    | DUPLICATE
    | DUPSWEEDOUT
    | DYNAMIC
    | EACH
    | ELT
    | EMPTY
    | ENABLE
    | ENCLOSED
    | ENCRYPTION
    | END
    | ENDS
    | ENFORCED
    | ENGINE
    | ENGINES
    | ENUM
    | ERROR
    | ERRORS
    | ESCAPE
    | ESCAPED
    | EVENT
    | EVENTS
    | EVERY
    | EXCHANGE
    | EXECUTE
    | EXIT
    | EXP
    | EXPANSION
    | EXPIRE
    | EXPORT
    | EXPORT_SET
    | EXTENDED
    | EXTRACT
    | FETCH
    | FIELD
    | FIELDS
    | FILE
    | FILTER
    | FIND_IN_SET
    | FIRST
    | FIRSTMATCH
    | FIRST_VALUE
    | FIXED
    | FLOOR
    | FLUSH
    | FOLLOWING
    | FOLLOWS
    | FORMAT
    | FOUND
    | FOUND_ROWS
    | FROM_BASE64
    | FROM_DAYS
    | FROM_UNIXTIME
    | FULL
    | FUNCTION
    | GENERAL
    | GENERATED
    | GEOMCOLLECTION
    | GEOMETRY
    | GEOMETRYCOLLECTION
    | GET
    | GET_FORMAT
    | GET_LOCK
    | GLOBAL
    | GRANT
    | GRANTS
    | GREATEST
    | GROUPING
    | GROUP_CONCAT
    | GROUP_INDEX
    | HANDLER
    | HASH
    | HASH_JOIN
    | HELP
    | HEX
    | HISTOGRAM
    | HISTORY
    | HOSTS
    | HOUR
    | HOUR_MICROSECOND
    | HOUR_MINUTE
    | HOUR_SECOND
    | IDENTIFIED
    | IFNULL
    | IMPORT
    | INCREMENT
    | INDEXES
    | INDEX_MERGE
    | INET4
    | INET6
    | INET6_ATON
    | INET6_NTOA
    | INET_ATON
    | INET_NTOA
    | INFILE
    | INITIAL
    | INOUT
    | INSTALL
    | INSTR
    | INTOEXISTS
    | INVISIBLE
    | INVOKER
    | ISNULL
    | ISOLATION
    | ISSUER
    | IS_FREE_LOCK
    | IS_IPV4
    | IS_IPV4_COMPAT
    | IS_IPV4_MAPPED
    | IS_IPV6
    | IS_USED_LOCK
    | IS_UUID
    | JOIN_FIXED_ORDER
    | JOIN_INDEX
    | JOIN_ORDER
    | JOIN_PREFIX
    | JOIN_SUFFIX
    | JSON
    | JSON_ARRAY
    | JSON_ARRAYAGG
    | JSON_ARRAY_APPEND
    | JSON_ARRAY_INSERT
    | JSON_CONTAINS
    | JSON_CONTAINS_PATH
    | JSON_DEPTH
    | JSON_EXTRACT
    | JSON_INSERT
    | JSON_KEYS
    | JSON_LENGTH
    | JSON_MERGE
    | JSON_MERGE_PATCH
    | JSON_MERGE_PRESERVE
    | JSON_OBJECT
    | JSON_OBJECTAGG
    | JSON_OVERLAPS
    | JSON_PRETTY
    | JSON_QUOTE
    | JSON_REMOVE
    | JSON_REPLACE
    | JSON_SCHEMA_VALID
    | JSON_SCHEMA_VALIDATION_REPORT
    | JSON_SEARCH
    | JSON_SET
    | JSON_STORAGE_FREE
    | JSON_STORAGE_SIZE
    | JSON_TABLE
    | JSON_TYPE
    | JSON_UNQUOTE
    | JSON_VALID
    | JSON_VALUE
    | KEY_BLOCK_SIZE
    | KILL
    | LAG
    | LANGUAGE
    | LAST
    | LASTVAL
    | LAST_DAY
    | LAST_INSERT_ID
    | LAST_VALUE
    | LCASE
    | LEAD
    | LEADING
    | LEAST
    | LENGTH
    | LESS
    | LEVEL
    | LINEAR
    | LINES
    | LINESTRING
    | LIST
    | LN
    | LOAD
    | LOAD_FILE
    | LOCAL
    | LOCATE
    | LOCKED
    | LOG
    | LOG10
    | LOG2
    | LOGS
    | LOOSESCAN
    | LOWER
    | LPAD
    | LTRIM
    | MAKEDATE
    | MAKETIME
    | MAKE_SET
    | MASTER
    | MATERIALIZATION
    | MAX
    | MAXVALUE
    | MAX_EXECUTION_TIME
    | MAX_ROWS
    | MD5
    | MEMBER
    | MEMORY
    | MERGE
    | MICROSECOND
    | MID
    | MIGRATE
    | MIN
    | MINUTE
    | MINUTE_MICROSECOND
    | MINUTE_SECOND
    | MINVALUE
    | MIN_ROWS
    | MODE
    | MODIFIES
    | MODIFY
    | MONTH
    | MONTHNAME
    | MRR
    | MULTILINESTRING
    | MULTIPOINT
    | MULTIPOLYGON
    | MUTEX
    | NAME
    | NAMES
    | NAME_CONST
    | NATIONAL
    | NCHAR
    | NESTED
    | NEVER
    | NEXT
    | NEXTVAL
    | NO
    | NOCACHE
    | NOCYCLE
    | NOMAXVALUE
    | NOMINVALUE
    | NONE
    | NOW
    | NOWAIT
    | NO_BKA
    | NO_BNL
    | NO_DERIVED_CONDITION_PUSHDOWN
    | NO_GROUP_INDEX
    | NO_HASH_JOIN
    | NO_ICP
    | NO_INDEX
    | NO_INDEX_MERGE
    | NO_JOIN_INDEX
    | NO_MERGE
    | NO_MRR
    | NO_ORDER_INDEX
    | NO_RANGE_OPTIMIZATION
    | NO_SEMIJOIN
    | NO_SKIP_SCAN
    | NO_WRITE_TO_BINLOG
    | NTH_VALUE
    | NTILE
    | NULLIF
    | NULLS
    | NVARCHAR
    | NVL
    | OCT
    | OCTET_LENGTH
    | OF
    | OFFSET
    | OJ
    | ONE
    | ONLY
    | OPEN
    | OPTIMIZE
    | OPTION
    | OPTIONAL
    | OPTIONALLY
    | ORD
    | ORDER_INDEX
    | ORDINALITY
    | ORGANIZATION
    | OUT
    | OUTFILE
    | PARSER
    | PARTIAL
    | PARTITIONING
    | PARTITIONS
    | PASSWORD
    | PATH
    | PERCENT_RANK
    | PERIOD_ADD
    | PERIOD_DIFF
    | PERSIST
    | PERSISTENT
    | PERSIST_ONLY
    | PHASE
    | PI
    | PLAN
    | PLUGIN
    | PLUGINS
    | POINT
    | POLYGON
    | POSITION
    | POW
    | POWER
    | PRECEDES
    | PRECEDING
    | PRECISION
    | PREPARE
    | PRESERVE
    | PREV
    | PREVIOUS
    | PRIVILEGES
    | PROCEDURE
    | PROCESS
    | PROCESSLIST
    | PROFILE
    | PROFILES
    | PROXY
    | PURGE
    | QB_NAME
    | QUARTER
    | QUERY
    | QUICK
    | QUOTE
    | RADIANS
    | RAND
    | RANDOM
    | RANDOM_BYTES
    | RANK
    | READ
    | READS
    | REBUILD
    | RECOVER
    | REFERENCE
    | REGEXP_INSTR
    | REGEXP_LIKE
    | REGEXP_REPLACE
    | REGEXP_SUBSTR
    | RELAY
    | RELAYLOG
    | RELEASE
    | RELEASE_ALL_LOCKS
    | RELEASE_LOCK
    | RELOAD
    | REMOVE
    | REORGANIZE
    | REPAIR
    | REPEATABLE
    | REPLICA
    | REPLICAS
    | REPLICATION
    | REQUIRE
    | RESET
    | RESIGNAL
    | RESOURCE_GROUP
    | RESPECT
    | RESTART
    | RESTRICT
    | RESUME
    | RETURNS
    | REUSE
    | REVERSE
    | REVOKE
    | ROLE
    | ROLLBACK
    | ROLLUP
    | ROUND
    | ROUTINE
    | ROW
    | ROW_COUNT
    | ROW_NUMBER
    | RPAD
    | RTREE
    | RTRIM
    | SAVEPOINT
    | SCHEDULE
    | SCHEMA
    | SCHEMAS
    | SECOND
    | SECONDARY
    | SECOND_MICROSECOND
    | SECURITY
    | SEC_TO_TIME
    | SEMIJOIN
    | SEQUENCE
    | SERIAL
    | SERIALIZABLE
    | SESSION
    | SESSION_USER
    | SETVAL
    | SET_VAR
    | SHA
    | SHA1
    | SHA2
    | SHARE
    | SHUTDOWN
    | SIGN
    | SIGNAL
    | SIGNED
    | SIMPLE
    | SIN
    | SKIP_
    | SKIP_SCAN
    | SLAVE
    | SLEEP
    | SLOW
    | SNAPSHOT
    | SOME
    | SONAME
    | SOUNDEX
    | SOUNDS
    | SOURCE
    | SPACE
    | SQL
    | SQLEXCEPTION
    | SQLSTATE
    | SQLWARNING
    | SQL_BUFFER_RESULT
    | SQL_CACHE
    | SQL_NO_CACHE
    | SQRT
    | SRID
    | SSL
    | STACKED
    | START
    | STARTING
    | STARTS
    | STATEMENT
    | STATUS
    | STD
    | STDDEV
    | STDDEV_POP
    | STDDEV_SAMP
    | STOP
    | STORAGE
    | STORED
    | STRCMP
    | STRING
    | STR_TO_DATE
    | ST_AREA
    | ST_ASBINARY
    | ST_ASGEOJSON
    | ST_ASTEXT
    | ST_ASWKB
    | ST_ASWKT
    | ST_BUFFER
    | ST_CENTROID
    | ST_CONTAINS
    | ST_CONVEXHULL
    | ST_CROSSES
    | ST_DIFFERENCE
    | ST_DIMENSION
    | ST_DISJOINT
    | ST_DISTANCE
    | ST_DISTANCE_SPHERE
    | ST_ENDPOINT
    | ST_ENVELOPE
    | ST_EQUALS
    | ST_EXTERIORRING
    | ST_GEOMETRYFROMTEXT
    | ST_GEOMETRYFROMWKB
    | ST_GEOMETRYN
    | ST_GEOMETRYTYPE
    | ST_GEOMFROMGEOJSON
    | ST_GEOMFROMTEXT
    | ST_GEOMFROMWKB
    | ST_INTERSECTION
    | ST_INTERSECTS
    | ST_ISCLOSED
    | ST_ISEMPTY
    | ST_ISSIMPLE
    | ST_ISVALID
    | ST_LATITUDE
    | ST_LENGTH
    | ST_LINEFROMTEXT
    | ST_LINEFROMWKB
    | ST_LONGITUDE
    | ST_MLINEFROMTEXT
    | ST_MPOINTFROMTEXT
    | ST_MPOLYFROMTEXT
    | ST_NUMPOINTS
    | ST_OVERLAPS
    | ST_PERIMETER
    | ST_POINTFROMTEXT
    | ST_POINTFROMWKB
    | ST_POINTN
    | ST_POLYFROMTEXT
    | ST_POLYFROMWKB
    | ST_SRID
    | ST_STARTPOINT
    | ST_SWAPXY
    | ST_SYMDIFFERENCE
    | ST_TOUCHES
    | ST_UNION
    | ST_WITHIN
    | ST_X
    | ST_Y
    | SUBDATE
    | SUBJECT
    | SUBPARTITION
    | SUBPARTITIONS
    | SUBQUERY
    | SUBSTR
    | SUBSTRING
    | SUBSTRING_INDEX
    | SUBTIME
    | SUM
    | SUPER
    | SUSPEND
    | SYSDATE
    | SYSTEM
    | SYSTEM_TIME
    | SYSTEM_USER
    | TABLES
    | TABLESPACE
    | TAN
    | TEMPORARY
    | TEMPTABLE
    | TERMINATED
    | TEXT
    | THAN
    | TIES
    | TIME
    | TIMEDIFF
    | TIMESTAMP
    | TIMESTAMPADD
    | TIMESTAMPDIFF
    | TIME_FORMAT
    | TIME_TO_SEC
    | TO_BASE64
    | TO_DAYS
    | TO_SECONDS
    | TRAILING
    | TRANSACTION
    | TRIGGER
    | TRIGGERS
    | TRIM
    | TRUNCATE
    | UCASE
    | UNBOUNDED
    | UNCOMMITTED
    | UNCOMPRESS
    | UNCOMPRESSED_LENGTH
    | UNDEFINED
    | UNDO
    | UNHEX
    | UNICODE
    | UNINSTALL
    | UNIX_TIMESTAMP
    | UNKNOWN
    | UPPER
    | USAGE
    | USER
    | UUID
    | UUID_SHORT
    | UUID_TO_BIN
    | VALIDATION
    | VALUE
    | VARIABLES
    | VARIANCE
    | VARYING
    | VAR_POP
    | VAR_SAMP
    | VECTOR
    | VERSION
    | VERSIONING
    | VIEW
    | VIRTUAL
    | VISIBLE
    | WARNINGS
    | WEEK
    | WEEKDAY
    | WEEKOFYEAR
    | WEIGHT_STRING
    | WITHOUT
    | WORK
    | WRITE
    | X509
    | XA
    | XID
    | YEAR
    | YEARWEEK
    | YEAR_MONTH
    | ZONE
    ;

// reservedKeyword lists the keywords treated as reserved; they are names only after a dot.
reservedKeyword
    : ADD
    | ALL
    | ALTER
    | AND
    | AS
    | ASC
    | BETWEEN
    | BIGINT
    | BINARY
    | BLOB
    | BY
    | CALL
    | CASE
    | CAST
    | CHAR
    | CHARACTER
    | CHECK
    | COLLATE
    | CONSTRAINT
    | CONVERT
    | CREATE
    | CROSS
    | CURRENT_DATE
    | CURRENT_TIME
    | CURRENT_TIMESTAMP
    | CURRENT_USER
    | DEC
    | DECIMAL
    | DECLARE
    | DEFAULT
    | DELETE
    | DESC
    | DESCRIBE
    | DISTINCT
    | DISTINCTROW
    | DIV
    | DOUBLE
    | DROP
    | DUAL
    | ELSE
    | ELSEIF
    | EXCEPT
    | EXISTS
    | EXPLAIN
    | FALSE
    | FLOAT
    | FLOAT4
    | FLOAT8
    | FOR
    | FORCE
    | FOREIGN
    | FROM
    | FULLTEXT
    | GROUP
    | HAVING
    | HIGH_PRIORITY
    | IF
    | IGNORE
    | IN
    | INDEX
    | INNER
    | INSERT
    | INT
    | INT1
    | INT2
    | INT3
    | INT4
    | INT8
    | INTEGER
    | INTERSECT
    | INTERVAL
    | INTO
    | IS
    | ITERATE
    | JOIN
    | KEY
    | KEYS
    | LATERAL
    | LEAVE
    | LEFT
    | LIKE
    | LIMIT
    | LOCALTIME
    | LOCALTIMESTAMP
    | LOCK
    | LONG
    | LONGBLOB
    | LONGTEXT
    | LOOP
    | LOW_PRIORITY
    | MATCH
    | MEDIUMBLOB
    | MEDIUMINT
    | MEDIUMTEXT
    | MIDDLEINT
    | MOD
    | NATURAL
    | NOT
    | NULL
    | NUMERIC
    | ON
    | OR
    | ORDER
    | OUTER
    | OVER
    | PARTITION
    | PRIMARY
    | QUALIFY
    | RANGE
    | REAL
    | RECURSIVE
    | REFERENCES
    | REGEXP
    | RENAME
    | REPEAT
    | REPLACE
    | RETURN
    | RETURNING
    | RIGHT
    | RLIKE
    | ROWS
    | SELECT
    | SEPARATOR
    | SET
    | SHOW
    | SMALLINT
    | SPATIAL
    | SQL_BIG_RESULT
    | SQL_CALC_FOUND_ROWS
    | SQL_SMALL_RESULT
    | STRAIGHT_JOIN
    | TABLE
    | THEN
    | TINYBLOB
    | TINYINT
    | TINYTEXT
    | TO
    | TRUE
    | UNION
    | UNIQUE
    | UNLOCK
    | UNSIGNED
    | UNTIL
    | UPDATE
    | USE
    | USING
    | UTC_DATE
    | UTC_TIME
    | UTC_TIMESTAMP
    | VALUES
    | VARBINARY
    | VARCHAR
    | VARCHARACTER
    | WHEN
    | WHERE
    | WHILE
    | WINDOW
    | WITH
    | XOR
    | ZEROFILL
    ;
