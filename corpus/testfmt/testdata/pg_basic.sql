--
-- basic checks
--
CREATE TABLE pt (id int, name text);
INSERT INTO pt VALUES (1, 'one'), (2, NULL);

-- a result set
SELECT id, name
  FROM pt -- trailing comment
  ORDER BY id;
SELECT * FROM nosuch;
COPY pt FROM stdin;
3	three
\.
CREATE FUNCTION f(a int) RETURNS int AS $$
BEGIN
  RAISE NOTICE 'a is %', a;
  RETURN a + 1;
END;
$$ LANGUAGE plpgsql;
SELECT f(1) AS r;
\set VERBOSITY terse
SELECT 'x|y' AS v, E'a\nb' AS w;
SELECT count(*) AS n FROM pt \gset
\x
SELECT 1 AS a, 'q' AS b;
\x
SELECT 1; SELECT 2;
\if :skip
SELECT 'never';
\endif
DROP TABLE pt;
