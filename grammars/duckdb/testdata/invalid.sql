-- Project-written invalid statements, each rejected by DuckDB's parser too;
-- each is followed by the expected "line:column" of the first error on a
-- line of its own after "-- error ".
SELECT FROM WHERE
-- error 1:12
SELECT 1 +
-- error 1:10
SELECT a FROM t
WHERE a = = 1
-- error 2:10
CREATE TABLE (a INT)
-- error 1:13
SELECT $$unterminated
-- error 1:7
SELECT * FROM t ASOF CROSS JOIN u
-- error 1:21
SELECT x NOT GLOB 'a' FROM t
-- error 1:13
SELECT {'a': 1
-- error 1:14
PIVOT ON x USING sum(y)
-- error 1:6
SELECT [1, 2
-- error 1:12
SELECT * EXCLUDE FROM t
-- error 1:17
SELECT a FROM t GROUP BY ALL, a
-- error 1:28
INSERT OR UPDATE INTO t VALUES (1)
-- error 1:10
CREATE MACRO m(a) a + 1
-- error 1:18
SELECT list_transform([1], x -> )
-- error 1:32
CREATE TABLE t (a INT, b)
-- error 1:24
SELECT x::STRUCT(a) FROM t
-- error 1:18
SELECT * FROM t LIMIT 10 PERCENT PERCENT
-- error 1:33
ATTACH AS db
-- error 1:7
SELECT MAP {1, 2}
-- error 1:13
SELECT x FROM t QUALIFY
-- error 1:23
CREATE OR REPLACE TABLE IF NOT EXISTS t (a INT)
-- error 1:27
PRAGMA version()
-- error 1:15
DROP DATABASE d
-- error 1:5
CREATE TABLE t (a INT DEFAULT 1 AS (2))
-- error 1:32
SELECT * FROM (t)
-- error 1:16
