-- Project-written sample of hard PostgreSQL/CockroachDB statements.
-- Statements are separated by lines holding only "-- ----".
SELECT 1
-- ----
SELECT DISTINCT ON (a, b) a, b, c FROM t ORDER BY a, b, c DESC NULLS LAST
-- ----
SELECT t.*, u.x AS "Quoted ""Name""" FROM ONLY public.t AS t(a, b) LEFT OUTER JOIN u USING (id) AS j WHERE t.a IS NOT DISTINCT FROM u.b;
-- ----
SELECT * FROM a CROSS JOIN b NATURAL FULL JOIN c JOIN d ON d.id = c.id RIGHT JOIN e ON TRUE
-- ----
SELECT x, y FROM t1, LATERAL (SELECT * FROM t2 WHERE t2.a = t1.a LIMIT 1) s
-- ----
SELECT * FROM generate_series(1, 10) WITH ORDINALITY AS g(n, ord)
-- ----
SELECT * FROM ROWS FROM (generate_series(1, 3), unnest(ARRAY['a', 'b'])) AS r(n, s)
-- ----
SELECT * FROM json_to_record('{"a":1}') AS x(a int, b text)
-- ----
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10) SELECT sum(n) FROM r
-- ----
WITH a AS MATERIALIZED (SELECT 1 AS x), b AS NOT MATERIALIZED (SELECT x FROM a) SELECT * FROM b
-- ----
WITH RECURSIVE search_tree(id, link) AS (SELECT id, link FROM tree UNION ALL SELECT t.id, t.link FROM tree t, search_tree st WHERE t.id = st.link) SEARCH DEPTH FIRST BY id SET ordercol SELECT * FROM search_tree ORDER BY ordercol
-- ----
WITH moved AS (DELETE FROM src WHERE a > 5 RETURNING *) INSERT INTO dst SELECT * FROM moved
-- ----
SELECT depname, empno, salary, rank() OVER (PARTITION BY depname ORDER BY salary DESC) FROM empsalary
-- ----
SELECT sum(salary) OVER w, avg(salary) OVER w FROM empsalary WINDOW w AS (PARTITION BY depname ORDER BY salary DESC)
-- ----
SELECT first_value(x) OVER (ORDER BY y ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE TIES) FROM t
-- ----
SELECT count(*) OVER (ORDER BY d RANGE BETWEEN INTERVAL '1 day' PRECEDING AND '1 day'::interval FOLLOWING) FROM t
-- ----
SELECT a, b, sum(c) FROM t GROUP BY GROUPING SETS ((a, b), (a), ()) HAVING sum(c) > 10
-- ----
SELECT a, b, grouping(a, b) FROM t GROUP BY ROLLUP (a, b), CUBE (c)
-- ----
SELECT count(*) FILTER (WHERE x > 0), array_agg(DISTINCT y ORDER BY y DESC) FROM t
-- ----
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY salary), mode() WITHIN GROUP (ORDER BY dept) FROM emp
-- ----
SELECT string_agg(name, ', ' ORDER BY name) FROM people
-- ----
SELECT * FROM t ORDER BY a LIMIT 10 OFFSET 20
-- ----
SELECT * FROM t ORDER BY a OFFSET 5 ROWS FETCH FIRST 3 ROWS WITH TIES
-- ----
SELECT * FROM t FETCH NEXT ROW ONLY
-- ----
SELECT * FROM t WHERE id = 1 FOR UPDATE OF t SKIP LOCKED
-- ----
SELECT * FROM t FOR NO KEY UPDATE NOWAIT
-- ----
SELECT * FROM t FOR KEY SHARE
-- ----
(SELECT 1 UNION SELECT 2) INTERSECT (SELECT 2 EXCEPT ALL SELECT 3) ORDER BY 1
-- ----
VALUES (1, 'one'), (2, 'two') ORDER BY 1 DESC
-- ----
TABLE employees
-- ----
SELECT CASE WHEN a > 0 THEN 'pos' WHEN a < 0 THEN 'neg' ELSE 'zero' END, CASE b WHEN 1 THEN 'x' END FROM t
-- ----
SELECT CAST(a AS numeric(10, 2)), b::varchar(20), c::timestamp with time zone, d::int[], e::double precision FROM t
-- ----
SELECT ARRAY[1, 2, 3], ARRAY[[1, 2], [3, 4]], (ARRAY[1, 2])[1], arr[2:3], arr[:2], ROW(1, 'a'), (1, 2)
-- ----
SELECT (compfield).f1, (t.c).*, ((x)).y FROM t
-- ----
SELECT a BETWEEN SYMMETRIC 1 AND 10, b NOT BETWEEN 2 AND 3 AND c, d IN (1, 2, 3), e NOT IN (SELECT x FROM y)
-- ----
SELECT a LIKE 'x%' ESCAPE '\', b NOT ILIKE '%y', c SIMILAR TO '(a|b)%', d NOT SIMILAR TO 'z' FROM t
-- ----
SELECT a = ANY (ARRAY[1, 2]), b <> ALL (SELECT c FROM d), e LIKE SOME (ARRAY['a%', 'b%'])
-- ----
SELECT EXISTS (SELECT 1 FROM t WHERE t.a = u.a) FROM u
-- ----
SELECT name COLLATE "C", ts AT TIME ZONE 'UTC', now() AT TIME ZONE 'Europe/Paris' FROM t
-- ----
SELECT INTERVAL '1 day', INTERVAL '1-2' YEAR TO MONTH, interval '3' hour, DATE '2024-01-01', TIMESTAMP '2024-01-01 00:00', TIME WITH TIME ZONE '04:05:06+01'
-- ----
SELECT (DATE '2001-02-16', DATE '2001-12-21') OVERLAPS (DATE '2001-10-30', DATE '2002-10-30')
-- ----
SELECT 2 ^ 3 ^ 2, -2 ^ 2, 10 % 3, 7 / 2, |/ 25.0, @ -5.0, 'a' || 'b' || 'c', 1 << 4, x->>'k', j #> '{a,b}', j @> '{"a":1}'::jsonb, p <-> q
-- ----
SELECT a IS NULL, b IS NOT NULL, c ISNULL, d NOTNULL, e IS TRUE, f IS NOT FALSE, g IS UNKNOWN, h IS DOCUMENT
-- ----
SELECT NOT a AND b OR c, a OPERATOR(pg_catalog.+) b, -x::int
-- ----
SELECT E'tab\there\n', e'it''s', $$dollar 'quoted' body$$, $fn$ with $$ inside $fn$, B'1010', X'1F', U&'d\0061t\+000061', 'a' 'b'
-- ----
SELECT $1::int + $2, 1.5e10, .5, 1_000_000, 0x1F, 0o17, 0b101
-- ----
SELECT extract(epoch FROM now()), extract('year' FROM d), position('b' IN 'abc'), substring('hello' FROM 2 FOR 3), substring('hello', 1, 2)
-- ----
SELECT trim(BOTH 'x' FROM 'xxaxx'), trim(LEADING FROM '  a'), trim('  b  '), overlay('Txxxxas' PLACING 'hom' FROM 2 FOR 4)
-- ----
SELECT coalesce(a, b, 0), nullif(a, 0), greatest(1, 2, 3), least(x, y), normalize(s, NFC), collation for (s)
-- ----
SELECT current_date, current_time, current_timestamp(3), localtime, localtimestamp, current_user, session_user, user, current_role, current_schema, current_catalog
-- ----
SELECT make_date(2024, 1, 31), make_timestamp(2024, 1, 1, 0, 0, 0.0), make_time(1, 2, 3.5), make_interval(days => 10, hours := 2)
-- ----
SELECT date_trunc('month', ts), date_part('dow', ts), to_timestamp(1700000000), to_char(now(), 'YYYY'), age(ts), date_bin('15 minutes', ts, TIMESTAMP '2001-01-01')
-- ----
SELECT length(s), lower(s), upper(s), concat(a, b), concat_ws(',', a, b), lpad(s, 5, '*'), replace(s, 'a', 'b'), split_part(s, ',', 2), left(s, 2), right(s, 2), format('%s', s)
-- ----
SELECT abs(-1), ceil(1.2), floor(1.8), round(2.567, 2), trunc(1.9), sqrt(2), power(2, 10), mod(7, 3), pi(), random(), log(10, 100), div(9, 4)
-- ----
SELECT jsonb_build_object('a', 1, 'b', ARRAY[1, 2]), json_agg(t ORDER BY id), to_jsonb(r), jsonb_set(doc, '{a}', '2')
-- ----
SELECT nextval('seq'), currval('seq'), setval('seq', 42, false), lastval()
-- ----
SELECT row_number() OVER (), lag(x, 1, 0) OVER (ORDER BY y), ntile(4) OVER w, nth_value(x, 2) OVER w FROM t WINDOW w AS (ORDER BY y)
-- ----
SELECT my_schema.my_func(VARIADIC ARRAY[1, 2]), f(a => 1, b => 'x'), pg_catalog.count(*), "CamelFunc"(1)
-- ----
SELECT count, age, length, rank, "left" FROM t WHERE count > 1
-- ----
INSERT INTO t (a, b) VALUES (1, DEFAULT), (2, 'x') ON CONFLICT (a) DO UPDATE SET b = EXCLUDED.b WHERE t.b IS DISTINCT FROM EXCLUDED.b RETURNING id, a AS alpha
-- ----
INSERT INTO t AS x DEFAULT VALUES ON CONFLICT ON CONSTRAINT t_pkey DO NOTHING
-- ----
INSERT INTO t OVERRIDING SYSTEM VALUE SELECT * FROM s WHERE s.flag
-- ----
INSERT INTO t (arr[1], comp.field) VALUES (1, 2)
-- ----
UPDATE ONLY t AS x SET a = a + 1, (b, c) = (SELECT b, c FROM s WHERE s.id = x.id), d = DEFAULT FROM s WHERE x.id = s.id RETURNING *
-- ----
UPDATE t SET (a, b) = ROW(1, 2) WHERE CURRENT OF cur
-- ----
DELETE FROM t USING s, u WHERE t.id = s.id AND s.k = u.k RETURNING t.*
-- ----
MERGE INTO target t USING source s ON t.id = s.id WHEN MATCHED AND s.del THEN DELETE WHEN MATCHED THEN UPDATE SET v = s.v WHEN NOT MATCHED THEN INSERT (id, v) VALUES (s.id, s.v)
-- ----
UPSERT INTO kv (k, v) VALUES (1, 'a'), (2, 'b')
-- ----
SELECT * FROM t AS OF SYSTEM TIME '-10s' WHERE k = 1
-- ----
CREATE TABLE IF NOT EXISTS public.orders (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, customer_id int NOT NULL REFERENCES customers (id) ON DELETE CASCADE, total numeric(12, 2) DEFAULT 0 CHECK (total >= 0), note varchar(200) COLLATE "C", tags text[], created timestamptz DEFAULT now() NOT NULL, during interval DAY TO SECOND(3), CONSTRAINT orders_total_ck CHECK (total < 1e9) NOT VALID, UNIQUE NULLS NOT DISTINCT (customer_id, note), FOREIGN KEY (customer_id) REFERENCES customers MATCH FULL ON UPDATE SET NULL)
-- ----
CREATE TEMP TABLE tt (a int, b text GENERATED ALWAYS AS (upper(a::text)) STORED, LIKE other INCLUDING ALL) ON COMMIT DROP
-- ----
CREATE TABLE measurement (city_id int NOT NULL, logdate date NOT NULL) PARTITION BY RANGE (logdate)
-- ----
CREATE TABLE measurement_y2024 PARTITION OF measurement FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')
-- ----
CREATE TABLE child (extra int) INHERITS (parent) WITH (fillfactor = 70)
-- ----
CREATE TABLE r (during tsrange, EXCLUDE USING gist (during WITH &&))
-- ----
CREATE UNLOGGED TABLE summary AS SELECT a, count(*) FROM t GROUP BY a WITH NO DATA
-- ----
CREATE OR REPLACE VIEW v (a, b) AS SELECT x, y FROM t WITH LOCAL CHECK OPTION
-- ----
CREATE MATERIALIZED VIEW IF NOT EXISTS mv AS SELECT * FROM t WITH DATA
-- ----
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS idx ON t USING btree (lower(email), (a + b) DESC NULLS LAST, c text_pattern_ops) INCLUDE (d) WHERE deleted IS NULL
-- ----
CREATE SEQUENCE IF NOT EXISTS s AS bigint INCREMENT BY 2 MINVALUE -100 NO MAXVALUE START WITH 10 CACHE 20 CYCLE OWNED BY t.id
-- ----
ALTER SEQUENCE s RESTART WITH 1
-- ----
CREATE SCHEMA IF NOT EXISTS app AUTHORIZATION admin
-- ----
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')
-- ----
CREATE TYPE complex AS (r double precision, i double precision)
-- ----
CREATE DOMAIN us_postal_code AS text CHECK (VALUE ~ '^\d{5}$' OR VALUE ~ '^\d{5}-\d{4}$') NOT NULL
-- ----
CREATE OR REPLACE FUNCTION add(a integer, b integer DEFAULT 1) RETURNS integer LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT a + b; $$
-- ----
CREATE FUNCTION trg() RETURNS trigger AS $body$
BEGIN
  NEW.updated := now();
  RETURN NEW;
END
$body$ LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
-- ----
CREATE PROCEDURE p(INOUT x int, OUT y text) LANGUAGE plpgsql AS 'begin x := x + 1; end'
-- ----
CREATE FUNCTION f(int) RETURNS TABLE (a int, b text) RETURN (SELECT 1)
-- ----
CREATE TRIGGER t_upd BEFORE INSERT OR UPDATE OF a, b ON t FOR EACH ROW WHEN (NEW.a IS NOT NULL) EXECUTE FUNCTION trg()
-- ----
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA ext CASCADE
-- ----
ALTER TABLE t ADD COLUMN IF NOT EXISTS c int DEFAULT 0, ALTER COLUMN b TYPE bigint USING b::bigint, DROP CONSTRAINT IF EXISTS ck CASCADE, ALTER COLUMN d SET NOT NULL
-- ----
ALTER TABLE t RENAME COLUMN a TO b
-- ----
ALTER TABLE measurement ATTACH PARTITION m2025 FOR VALUES FROM ('2025-01-01') TO ('2026-01-01')
-- ----
ALTER TABLE t ENABLE ROW LEVEL SECURITY
-- ----
DROP TABLE IF EXISTS a, b.c CASCADE
-- ----
DROP FUNCTION IF EXISTS add(integer, integer), other
-- ----
DROP INDEX CONCURRENTLY IF EXISTS idx
-- ----
DO $$ BEGIN RAISE NOTICE 'hi'; END $$
-- ----
DO LANGUAGE plpgsql 'BEGIN NULL; END'
-- ----
DECLARE c SCROLL CURSOR WITH HOLD FOR SELECT * FROM t ORDER BY id
-- ----
DECLARE c2 NO SCROLL BINARY CURSOR FOR SELECT 1
-- ----
FETCH NEXT FROM c
-- ----
FETCH ABSOLUTE -3 IN c
-- ----
FETCH RELATIVE 2 FROM c
-- ----
FETCH BACKWARD ALL FROM c
-- ----
FETCH 5 c
-- ----
MOVE FORWARD 10 IN c
-- ----
CLOSE ALL
-- ----
BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY
-- ----
START TRANSACTION ISOLATION LEVEL SERIALIZABLE READ WRITE NOT DEFERRABLE
-- ----
SAVEPOINT sp1
-- ----
ROLLBACK TO SAVEPOINT sp1
-- ----
RELEASE sp1
-- ----
COMMIT AND NO CHAIN
-- ----
SET LOCAL search_path TO app, public
-- ----
SET TIME ZONE 'UTC'
-- ----
SET statement_timeout = '5s'
-- ----
RESET ALL
-- ----
SHOW search_path
-- ----
SHOW TABLES FROM db.public
-- ----
EXPLAIN (ANALYZE, BUFFERS OFF, FORMAT JSON) SELECT * FROM t WHERE a = 1
-- ----
EXPLAIN ANALYZE VERBOSE UPDATE t SET a = 1
-- ----
PREPARE q (int, text) AS SELECT * FROM t WHERE a = $1 AND b = $2
-- ----
EXECUTE q (1, 'x')
-- ----
DEALLOCATE PREPARE ALL
-- ----
COPY t (a, b) FROM STDIN WITH (FORMAT csv, HEADER true, DELIMITER ';')
-- ----
COPY (SELECT * FROM t) TO '/tmp/out.csv' CSV HEADER
-- ----
TRUNCATE TABLE a, ONLY b RESTART IDENTITY CASCADE
-- ----
GRANT SELECT, UPDATE (a, b) ON TABLE t TO alice, GROUP staff WITH GRANT OPTION
-- ----
GRANT ALL PRIVILEGES ON ALL TABLES IN SCHEMA public TO PUBLIC
-- ----
REVOKE GRANT OPTION FOR INSERT ON t FROM bob CASCADE
-- ----
COMMENT ON COLUMN t.a IS 'the a column'
-- ----
COMMENT ON FUNCTION add(int, int) IS NULL
-- ----
ANALYZE VERBOSE t (a, b)
-- ----
VACUUM (FULL, ANALYZE) t
-- ----
LOCK TABLE t IN SHARE ROW EXCLUSIVE MODE NOWAIT
-- ----
LISTEN chan
-- ----
NOTIFY chan, 'payload'
-- ----
CALL proc(1, 'two')
-- ----
REFRESH MATERIALIZED VIEW CONCURRENTLY mv
-- ----
SELECT 1 /* outer /* nested */ still comment */ + 2 -- trailing
-- ----
SELECT a FROM t WHERE b = 'it''s' AND c = "Mixed Case"
-- ----
CREATE TABLE kv (k INT PRIMARY KEY, v STRING, w INT, INDEX kv_v_idx (v) STORING (w), FAMILY f1 (k, v), FAMILY f2 (w))
-- ----
SET CLUSTER SETTING kv.rangefeed.enabled = true
-- ----
SHOW RANGES FROM TABLE kv
-- ----
SHOW CREATE TABLE kv
-- ----
SHOW GRANTS ON TABLE kv
-- ----
CREATE AGGREGATE my_sum (int4) (sfunc = int4pl, stype = int4, initcond = '0')
-- ----
CREATE OPERATOR === (leftarg = box, rightarg = box, procedure = box_eq, commutator = ===)
-- ----
CREATE OPERATOR CLASS my_ops DEFAULT FOR TYPE int4 USING btree AS OPERATOR 1 <, OPERATOR 3 =, FUNCTION 1 btint4cmp(int4, int4)
-- ----
CREATE OR REPLACE RULE r AS ON INSERT TO v DO INSTEAD (INSERT INTO t VALUES (NEW.a); NOTIFY t_changed)
-- ----
CREATE POLICY p ON accounts FOR SELECT TO app_user USING (owner = current_user) WITH CHECK (balance >= 0)
-- ----
CREATE CAST (text AS mytype) WITH FUNCTION mytype_in(text) AS IMPLICIT
-- ----
CREATE FOREIGN TABLE ft (id int OPTIONS (column_name 'ID') NOT NULL) SERVER remote OPTIONS (table_name 'items')
-- ----
CREATE PUBLICATION pub FOR TABLE a, b (x, y) WHERE (x > 0) WITH (publish = 'insert')
-- ----
ALTER DEFAULT PRIVILEGES IN SCHEMA app GRANT SELECT ON TABLES TO reader
-- ----
SET CONSTRAINTS ALL DEFERRED
-- ----
SECURITY LABEL FOR selinux ON TABLE t IS 'system_u:object_r:sepgsql_table_t:s0'
-- ----
ALTER TYPE mood ADD VALUE IF NOT EXISTS 'meh' BEFORE 'ok'
-- ----
SELECT x FROM t WHERE (a, b) IN ((1, 2), (3, 4)) AND c IS NOT DISTINCT FROM NULL AND d::text ~* '^ab' AND NOT e
-- ----
SELECT json_object('a': 1, 'b' VALUE 2 ABSENT ON NULL RETURNING jsonb), json_array(1, 2), x IS JSON OBJECT WITH UNIQUE KEYS FROM t
-- ----
SELECT xmlelement(name foo, xmlattributes(1 AS bar), 'body'), xmlparse(document '<a/>'), xmlforest(a, b AS c) FROM t
-- ----
SELECT * FROM kv@kv_v_idx WHERE v = 'x'
-- ----
CREATE TABLE age (count int, make_date date, nextval bigint, date_trunc text, json_agg jsonb)
-- ----
SELECT make_date.count, nextval FROM age AS make_date WHERE date_trunc = 'x'
