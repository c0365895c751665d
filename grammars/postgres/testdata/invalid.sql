-- Project-written invalid statements; each is followed by the expected
-- "line:column" of the first error on a line of its own after "-- error ".
SELECT FROM WHERE
-- error 1:12
SELECT 1 +
-- error 1:10
SELECT a FROM t
WHERE a = = 1
-- error 2:10
CREATE TABLE (a int)
-- error 1:13
SELECT $$unterminated
-- error 1:7
MERGE INTO t USING s ON a WHEN x
-- error 1:31
