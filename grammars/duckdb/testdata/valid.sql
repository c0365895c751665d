-- Project-written sample of DuckDB statements, one or more per feature the
-- grammar reads. Statements are separated by lines holding only "-- ----".
SELECT 1
-- ----
SELECT 42 AS answer, 'duck' AS bird;
-- ----
SELECT DISTINCT ON (region) region, city, population FROM cities ORDER BY region, population DESC NULLS LAST
-- ----
SELECT a, b, FROM t
-- ----
SELECT total: price * qty, tax: total * 0.2 FROM orders
-- ----
SELECT price * qty net FROM orders
-- ----
FROM birds
-- ----
FROM birds SELECT name, wingspan WHERE wingspan > 1.5
-- ----
FROM birds b WHERE b.wingspan > 1 ORDER BY ALL
-- ----
FROM range(5) t(i) SELECT sum(i)
-- ----
SELECT * FROM 'ducks.csv'
-- ----
SELECT count(*) FROM 'data/*.parquet' WHERE year = 2024
-- ----
SELECT * FROM read_csv('ducks.csv', header = true, delim = ';', columns = {'id': 'INTEGER', 'name': 'VARCHAR'})
-- ----
SELECT * FROM read_parquet(['a.parquet', 'b.parquet'], hive_partitioning = true)
-- ----
SELECT * FROM read_json_auto('events.json') LIMIT 10
-- ----
SELECT * FROM glob('data/*.csv')
-- ----
SELECT * FROM range(1, 10, 2) AS r(n)
-- ----
SELECT * FROM generate_series(DATE '2024-01-01', DATE '2024-01-31', INTERVAL 1 DAY) g(d)
-- ----
SELECT unnest([1, 2, 3]) AS x
-- ----
SELECT unnest({'a': 1, 'b': 2})
-- ----
SELECT * FROM unnest([[1, 2], [3]]) WITH ORDINALITY AS u(l, n)
-- ----
SELECT * EXCLUDE (password) FROM users
-- ----
SELECT * EXCLUDE password FROM users
-- ----
SELECT * EXCLUDE ("weird col", other) FROM users
-- ----
SELECT * REPLACE (lower(email) AS email) FROM users
-- ----
SELECT * REPLACE upper(name) AS name FROM users
-- ----
SELECT * RENAME (id AS user_id, name AS user_name) FROM users
-- ----
SELECT * EXCLUDE (id) REPLACE (name || '!' AS name) FROM users
-- ----
SELECT u.* EXCLUDE (secret), o.total FROM users u JOIN orders o ON u.id = o.user_id
-- ----
SELECT COLUMNS(*) FROM measurements
-- ----
SELECT min(COLUMNS(*)), max(COLUMNS(*)) FROM measurements
-- ----
SELECT COLUMNS('temp_.*') FROM measurements
-- ----
SELECT COLUMNS(c -> c LIKE 'temp%') FROM measurements
-- ----
SELECT COLUMNS([a, b]) FROM t
-- ----
SELECT *COLUMNS(['a', 'b']) FROM t
-- ----
SELECT coalesce(*COLUMNS(*)) FROM t
-- ----
SELECT COLUMNS(*) + 1 FROM t
-- ----
SELECT COLUMNS(lambda c: c ILIKE '%id') FROM t
-- ----
SELECT city, count(*) FROM trips GROUP BY ALL
-- ----
SELECT city, day, sum(km) FROM trips GROUP BY ALL ORDER BY ALL DESC
-- ----
SELECT * FROM trips ORDER BY ALL NULLS FIRST
-- ----
SELECT city, sum(km) FROM trips GROUP BY GROUPING SETS ((city), ())
-- ----
SELECT a, b, sum(c) FROM t GROUP BY ROLLUP (a, b)
-- ----
SELECT a, b, sum(c), grouping(a, b), grouping_id(a) FROM t GROUP BY CUBE (a, b)
-- ----
SELECT a, b FROM t GROUP BY a, b,
-- ----
SELECT name, row_number() OVER (PARTITION BY city ORDER BY age) AS rn FROM people QUALIFY rn = 1
-- ----
SELECT * FROM people QUALIFY rank() OVER (ORDER BY score DESC) <= 3
-- ----
SELECT name FROM people WINDOW w AS (PARTITION BY city ORDER BY age) QUALIFY row_number() OVER w = 1
-- ----
SELECT sum(x) OVER (ORDER BY t ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM s
-- ----
SELECT avg(x) OVER (ORDER BY t RANGE BETWEEN INTERVAL 1 HOUR PRECEDING AND INTERVAL 1 HOUR FOLLOWING EXCLUDE CURRENT ROW) FROM s
-- ----
SELECT first_value(x IGNORE NULLS) OVER (ORDER BY t GROUPS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM s
-- ----
SELECT lag(x, 1, 0) OVER w, lead(x) OVER w FROM s WINDOW w AS (ORDER BY t)
-- ----
SELECT fill(x) OVER (ORDER BY t) FROM s
-- ----
SELECT row_number(ORDER BY t DESC) OVER () FROM s
-- ----
SELECT ntile(4) OVER (ORDER BY x), percent_rank() OVER (ORDER BY x), cume_dist() OVER (ORDER BY x) FROM s
-- ----
SELECT count(*) FILTER (WHERE x > 0), count(*) FILTER (x < 0) FROM s
-- ----
SELECT list(x ORDER BY t DESC), string_agg(name, ', ' ORDER BY name), array_agg(DISTINCT x) FROM s
-- ----
SELECT first(x ORDER BY t), last(x ORDER BY t), arg_max(name, score), arg_min(name, score) FROM s
-- ----
SELECT quantile_cont(x, 0.5), quantile_disc(x, [0.25, 0.75]), median(x), mode(x) FROM s
-- ----
SELECT mode() WITHIN GROUP (ORDER BY x), percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM s
-- ----
SELECT approx_count_distinct(x), approx_quantile(x, 0.9), histogram(x), bool_and(x > 0), bit_xor(x) FROM s
-- ----
SELECT stddev_pop(x), var_samp(x), covar_pop(x, y), corr(x, y), regr_slope(y, x), kurtosis(x), skewness(x), entropy(x) FROM s
-- ----
SELECT finalize(sum(x) EXPORT_STATE) FROM s
-- ----
SELECT [1, 2, 3] AS l
-- ----
SELECT [] AS empty, [NULL] AS one_null, [[1, 2], [3, 4]] AS nested
-- ----
SELECT [1, 2, 3,]
-- ----
SELECT ARRAY[1, 2], ARRAY(SELECT i FROM range(3) t(i))
-- ----
SELECT l[1], l[-1], l[2:3], l[:2], l[2:], l[:-1], l[1:3:2], l[:-:-1], l[:2:] FROM lists
-- ----
SELECT 'duckdb'[1:4], 'duckdb'[-2:]
-- ----
SELECT {'a': 1, 'b': 'two'} AS s
-- ----
SELECT {a: 1, b: [1, 2], c: {d: true}} AS s
-- ----
SELECT s.a, s['b'], s.c.d, (s).a FROM structs
-- ----
SELECT struct_pack(a := 1, b := 'x'), struct_extract(s, 'a'), row(1, 'a') FROM structs
-- ----
SELECT MAP {'k1': 1, 'k2': 2} AS m
-- ----
SELECT MAP {}, MAP {1: [1, 2], 2: []}
-- ----
SELECT map(['a', 'b'], [1, 2]), map_keys(m), map_values(m), m['k1'], element_at(m, 'k2') FROM maps
-- ----
SELECT map_from_entries([('a', 1), ('b', 2)]), map_entries(m), map_extract(m, 'a') FROM maps
-- ----
SELECT union_value(num := 2), union_tag(u), union_extract(u, 'num') FROM unions
-- ----
SELECT list_transform([1, 2, 3], x -> x + 1)
-- ----
SELECT list_filter(l, x -> x % 2 = 0), list_reduce(l, (acc, x) -> acc + x) FROM lists
-- ----
SELECT list_transform(l, lambda x: x * 2), list_filter(l, lambda x: x > 0) FROM lists
-- ----
SELECT list_reduce([1, 2, 3], lambda acc, x: acc * x, 1)
-- ----
SELECT list_sort(l), list_reverse_sort(l), list_distinct(l), list_unique(l), list_concat(l, [9]) FROM lists
-- ----
SELECT list_contains(l, 1), list_position(l, 2), list_extract(l, 1), list_slice(l, 1, 2), list_zip(l, l) FROM lists
-- ----
SELECT list_aggregate(l, 'sum'), list_sum(l), list_max(l), list_has_any(l, [1]), list_has_all(l, [1, 2]), flatten([[1], [2]]) FROM lists
-- ----
SELECT l.list_sort().list_reverse(), ('abc').upper(), (1 + 2).add(3), [3, 1].list_sort() FROM lists
-- ----
SELECT [x * 2 FOR x IN [1, 2, 3]]
-- ----
SELECT [x FOR x IN l IF x > 1] FROM lists
-- ----
SELECT [a || b FOR a, b IN list_zip(l1, l2)] FROM pairs
-- ----
SELECT array_value(1, 2, 3), array_length([1, 2]), array_cross_product(array_value(1.0, 2.0, 3.0), array_value(2.0, 3.0, 4.0))
-- ----
SELECT 42::INTEGER, '3.5'::DOUBLE, 'x'::VARCHAR(10), '12.30'::DECIMAL(10, 2)
-- ----
SELECT '[1, 2]'::INTEGER[], '[[1]]'::INT[][], [1, 2, 3]::INTEGER[3]
-- ----
SELECT CAST('{"a": 1}' AS STRUCT(a INTEGER)), '{a: 1, b: x}'::STRUCT(a INT, b VARCHAR)
-- ----
SELECT CAST(l AS STRUCT(a INT, b VARCHAR[])[]) FROM t
-- ----
SELECT '{k=1}'::MAP(VARCHAR, INTEGER), NULL::MAP(INT, STRUCT(a INT)[])
-- ----
SELECT 1::UNION(num INTEGER, str VARCHAR)
-- ----
SELECT TRY_CAST('oops' AS INTEGER), TRY_CAST(x AS DATE[]) FROM t
-- ----
SELECT x::INTEGER ARRAY FROM t
-- ----
SELECT CAST(ts AS TIMESTAMP WITH TIME ZONE), ts::TIMESTAMPTZ, ts::TIME, d::DATE FROM t
-- ----
SELECT DATE '2024-02-29', TIMESTAMP '2024-02-29 12:00:00', TIME '12:34:56', TIMESTAMPTZ '2024-01-01 00:00:00+00'
-- ----
SELECT BLOB '\xAA\xBB', UUID 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', JSON '{"a": 1}', DOUBLE '1.5', HUGEINT '1', DECIMAL(4, 1) '1.5'
-- ----
SELECT INTERVAL 1 DAY, INTERVAL '2' HOURS, INTERVAL '1 year 2 months', INTERVAL (n) MINUTE FROM t
-- ----
SELECT INTERVAL '1' YEAR, INTERVAL 3 WEEKS, INTERVAL 2 MILLISECONDS, INTERVAL 5 CENTURIES
-- ----
SELECT d + INTERVAL 1 MONTH, now() - INTERVAL 3 DAYS FROM t
-- ----
SELECT extract(year FROM d), extract('epoch' FROM ts), date_part('month', d), year(d), dayofweek(d) FROM t
-- ----
SELECT strftime(ts, '%Y-%m-%d'), strptime('2024-01-01', '%Y-%m-%d'), date_trunc('hour', ts), date_diff('day', a, b) FROM t
-- ----
SELECT make_date(2024, 1, 31), make_timestamp(2024, 1, 1, 0, 0, 0), epoch_ms(ts), time_bucket(INTERVAL 15 MINUTES, ts), age(ts) FROM t
-- ----
SELECT ts AT TIME ZONE 'UTC', current_date, current_timestamp, today() FROM t
-- ----
SELECT 2 ** 10, 7 // 2, 7 % 2, 2 ^ 3, -5, +5, 10!
-- ----
SELECT 1 << 4, 255 >> 2, 5 & 3, 5 | 3, xor(5, 3), ~5
-- ----
SELECT a == b, a = b, a != b, a <> b, a <= b, a >= b FROM t
-- ----
SELECT 'duck' || 'db', 'duckdb' ^@ 'duck', 'abc' ~~ 'a%', 'abc' !~~ 'b%', 'abc' ~~* 'A%'
-- ----
SELECT name LIKE 'D%', name ILIKE 'd%', name GLOB 'D*', name NOT LIKE '%x', name SIMILAR TO 'd.*' FROM birds
-- ----
SELECT name LIKE 'a$%' ESCAPE '$' FROM birds
-- ----
SELECT x BETWEEN 1 AND 10, x NOT BETWEEN SYMMETRIC 10 AND 1 FROM t
-- ----
SELECT x IN (1, 2, 3), x NOT IN (SELECT y FROM u), x IN [1, 2], x IN l FROM t
-- ----
SELECT x = ANY (SELECT y FROM u), x > ALL (SELECT y FROM u), x = ANY ([1, 2]) FROM t
-- ----
SELECT x IS NULL, x IS NOT NULL, x ISNULL, x NOTNULL, x NOT NULL FROM t
-- ----
SELECT x IS DISTINCT FROM y, x IS NOT DISTINCT FROM y, b IS TRUE, b IS NOT FALSE, b IS UNKNOWN FROM t
-- ----
SELECT NOT EXISTS (SELECT 1 FROM u WHERE u.id = t.id) FROM t
-- ----
SELECT CASE WHEN x > 0 THEN 'pos' WHEN x < 0 THEN 'neg' ELSE 'zero' END, CASE x WHEN 1 THEN 'one' END FROM t
-- ----
SELECT coalesce(a, b, 0), nullif(a, 0), ifnull(a, 1), greatest(a, b), least(a, b) FROM t
-- ----
SELECT substring('duckdb', 1, 4), substring('duckdb' FROM 2 FOR 3), position('db' IN 'duckdb'), trim(BOTH 'x' FROM 'xduckx'), trim('  d  ')
-- ----
SELECT overlay('duckdb' PLACING 'DB' FROM 5 FOR 2)
-- ----
SELECT upper(s), lower(s), length(s), len(s), strlen(s), concat(s, '!'), concat_ws('-', a, b), lpad(s, 5, '0'), rpad(s, 5, ' ') FROM t
-- ----
SELECT replace(s, 'a', 'b'), repeat(s, 3), reverse(s), left(s, 2), right(s, 2), substr(s, 2), split_part(s, ',', 1), string_split(s, ',') FROM t
-- ----
SELECT contains(s, 'du'), starts_with(s, 'd'), ends_with(s, 'b'), prefix(s, 'd'), suffix(s, 'b'), instr(s, 'k'), strpos(s, 'k') FROM t
-- ----
SELECT printf('%d ducks', n), format('{} ducks', n), chr(65), ascii('A'), md5(s), sha256(s), hash(s) FROM t
-- ----
SELECT regexp_matches(s, '^d'), regexp_replace(s, '[aeiou]', '', 'g'), regexp_extract(s, '(\d+)', 1), regexp_extract_all(s, '\w+'), regexp_full_match(s, 'd.*') FROM t
-- ----
SELECT levenshtein('duck', 'luck'), jaro_winkler_similarity('duck', 'duke'), damerau_levenshtein(a, b), hamming('abc', 'abd'), jaccard(a, b) FROM t
-- ----
SELECT encode('duck'), decode('\x64'::BLOB), to_base64('duck'::BLOB), from_base64('ZHVjaw=='), hex(255), unhex('ff')
-- ----
SELECT abs(-1), ceil(1.2), floor(1.8), round(3.14159, 2), sqrt(16), pow(2, 8), power(2, 8), exp(1), ln(2), log10(100), log2(8)
-- ----
SELECT sin(pi() / 2), cos(0), atan2(1, 1), degrees(pi()), radians(180), sign(-3), gcd(12, 18), lcm(4, 6), factorial(5), random(), greatest(1, 2)
-- ----
SELECT nextval('seq'), currval('seq')
-- ----
SELECT typeof(1), alias(x), current_setting('threads'), version(), uuid(), gen_random_uuid() FROM t
-- ----
SELECT json_extract(j, '$.a'), j->'$.a', j->>'$.b', json_valid(j), json_type(j), json_keys(j), json_array_length(j) FROM docs
-- ----
SELECT json_object('a', 1), json_array(1, 2), to_json({'a': 1}), json_transform(j, '{"a": "INTEGER"}'), json_serialize_sql('SELECT 1') FROM docs
-- ----
SELECT * FROM trades t ASOF JOIN quotes q ON t.symbol = q.symbol AND t.ts >= q.ts
-- ----
SELECT * FROM trades t ASOF LEFT JOIN quotes q USING (symbol, ts)
-- ----
SELECT * FROM a POSITIONAL JOIN b
-- ----
SELECT * FROM a SEMI JOIN b ON a.id = b.id
-- ----
SELECT * FROM a ANTI JOIN b USING (id)
-- ----
SELECT * FROM a NATURAL JOIN b NATURAL LEFT JOIN c
-- ----
SELECT * FROM a CROSS JOIN b, LATERAL (SELECT * FROM c WHERE c.x = a.x) sub
-- ----
SELECT * FROM a FULL OUTER JOIN b ON a.k = b.k RIGHT JOIN c ON c.k = b.k INNER JOIN d USING (k)
-- ----
SELECT * FROM (a JOIN b ON a.id = b.id) ab
-- ----
SELECT * FROM a JOIN (b JOIN c USING (k)) USING (k)
-- ----
SELECT * FROM t1: (SELECT 1 AS x), t2: range(3)
-- ----
SELECT * FROM tbl: tbl_with_long_name WHERE tbl.x > 0
-- ----
SELECT * FROM (VALUES (1, 'a'), (2, 'b')) v(id, name)
-- ----
SELECT * FROM VALUES (1), (2) AS v(x)
-- ----
VALUES (1, 2), (3, 4)
-- ----
SELECT * FROM (DESCRIBE birds)
-- ----
SELECT * FROM (SHOW TABLES) WHERE name LIKE 'b%'
-- ----
SELECT * FROM birds USING SAMPLE 10%
-- ----
SELECT * FROM birds USING SAMPLE 100 ROWS
-- ----
SELECT * FROM birds USING SAMPLE 10 PERCENT (bernoulli)
-- ----
SELECT * FROM birds USING SAMPLE reservoir(50 ROWS) REPEATABLE (42)
-- ----
SELECT * FROM birds TABLESAMPLE 5% WHERE wingspan > 1
-- ----
SELECT * FROM birds TABLESAMPLE system(10%) JOIN nests USING (bird_id)
-- ----
SELECT * FROM birds LIMIT 10 OFFSET 5
-- ----
SELECT * FROM birds LIMIT 10%
-- ----
SELECT * FROM birds LIMIT 20 PERCENT
-- ----
SELECT * FROM birds OFFSET 3 ROWS FETCH FIRST 2 ROWS ONLY
-- ----
SELECT * FROM tbl AT (VERSION => 3)
-- ----
SELECT * FROM tbl AT (TIMESTAMP => TIMESTAMP '2024-01-01')
-- ----
SELECT a FROM t1 UNION SELECT a FROM t2
-- ----
SELECT a, b FROM t1 UNION ALL BY NAME SELECT b, a FROM t2
-- ----
SELECT * FROM t1 UNION BY NAME SELECT * FROM t2
-- ----
SELECT a FROM t1 EXCEPT ALL SELECT a FROM t2 INTERSECT SELECT a FROM t3
-- ----
(SELECT 1) UNION (SELECT 2) ORDER BY 1
-- ----
WITH t AS (SELECT 1 AS x) SELECT * FROM t
-- ----
WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10) SELECT sum(n) FROM r
-- ----
WITH a AS MATERIALIZED (SELECT 1 AS x), b AS NOT MATERIALIZED (FROM a) SELECT * FROM b
-- ----
WITH RECURSIVE paths(node, path) USING KEY (node) AS (SELECT 1, [1] UNION SELECT e.dst, path || [e.dst] FROM paths JOIN edges e ON e.src = node) SELECT * FROM paths
-- ----
WITH src AS (SELECT 1 AS id) INSERT INTO dst SELECT * FROM src
-- ----
WITH gone AS (SELECT 1 AS id) DELETE FROM dst WHERE id IN (SELECT id FROM gone)
-- ----
WITH v AS (SELECT 2 AS x) UPDATE dst SET x = v.x FROM v
-- ----
PIVOT cities ON year USING sum(population)
-- ----
PIVOT cities ON year IN (2000, 2010) USING sum(population) AS total, max(population) AS peak GROUP BY country
-- ----
PIVOT cities ON country, name USING sum(population)
-- ----
PIVOT cities ON year || '_' || country USING first(population)
-- ----
PIVOT_WIDER cities ON year USING sum(population) GROUP BY (country, name)
-- ----
PIVOT (SELECT * FROM cities WHERE year > 2000) ON year
-- ----
FROM cities PIVOT (sum(population) FOR year IN (2000, 2010, 2020) GROUP BY country)
-- ----
SELECT * FROM cities PIVOT (sum(population) AS total FOR year IN (2000 AS y2000, 2010) country IN ('NL', 'US')) p
-- ----
UNPIVOT monthly ON jan, feb, mar INTO NAME month VALUE sales
-- ----
UNPIVOT monthly ON COLUMNS(* EXCLUDE (year)) INTO NAME month VALUE sales
-- ----
UNPIVOT monthly ON (jan, feb) AS q1, (mar, apr) AS q2 INTO NAME quarter VALUES month1, month2
-- ----
PIVOT_LONGER monthly ON jan, feb
-- ----
FROM monthly UNPIVOT INCLUDE NULLS (sales FOR month IN (jan, feb, mar))
-- ----
SELECT * FROM monthly UNPIVOT ((s1, s2) FOR q IN ((jan, feb) AS q1, (mar, apr) AS q2)) u
-- ----
SELECT getvariable('threshold'), getvariable('names')[1]
-- ----
SET VARIABLE threshold = 42
-- ----
SET VARIABLE names = ['a', 'b']
-- ----
SET VARIABLE cnt = (SELECT count(*) FROM birds)
-- ----
RESET VARIABLE threshold
-- ----
SET threads = 4
-- ----
SET memory_limit TO '2GB'
-- ----
SET GLOBAL default_order = 'DESC'
-- ----
SET SESSION search_path = 'main,other'
-- ----
SET TIME ZONE 'Europe/Amsterdam'
-- ----
RESET threads
-- ----
RESET ALL
-- ----
SELECT ?, ?1, $1, $name FROM t
-- ----
SELECT #1, #2 FROM t
-- ----
PREPARE q1 AS SELECT * FROM birds WHERE id = ?
-- ----
PREPARE q2(INTEGER, VARCHAR) AS SELECT $1, $2
-- ----
EXECUTE q1(42)
-- ----
EXECUTE q3(lim := 10, name := 'x')
-- ----
DEALLOCATE q1
-- ----
DEALLOCATE PREPARE q2
-- ----
INSTALL httpfs
-- ----
INSTALL 'spatial' FROM community
-- ----
FORCE INSTALL httpfs FROM 'http://localhost/extensions' VERSION 'v1'
-- ----
LOAD httpfs
-- ----
LOAD 'path/to/extension.duckdb_extension'
-- ----
UPDATE EXTENSIONS
-- ----
UPDATE EXTENSIONS (httpfs, json)
-- ----
PRAGMA enable_verification
-- ----
PRAGMA threads = 4
-- ----
PRAGMA table_info('birds')
-- ----
PRAGMA storage_info(birds)
-- ----
PRAGMA version
-- ----
PRAGMA database_size
-- ----
ATTACH 'other.duckdb'
-- ----
ATTACH 'other.duckdb' AS other (READ_ONLY)
-- ----
ATTACH DATABASE 'lake.db' AS lake (TYPE sqlite, BLOCK_SIZE 16384)
-- ----
ATTACH IF NOT EXISTS ':memory:' AS mem
-- ----
ATTACH OR REPLACE 'x.db' AS x
-- ----
DETACH other
-- ----
DETACH DATABASE IF EXISTS lake
-- ----
USE other
-- ----
USE other.main
-- ----
COPY birds TO 'birds.csv'
-- ----
COPY birds TO 'birds.parquet' (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 100000)
-- ----
COPY birds TO 'out' (FORMAT csv, PARTITION_BY (year, month), OVERWRITE_OR_IGNORE)
-- ----
COPY birds FROM 'birds.csv' (HEADER, DELIMITER '|', NULL 'NA')
-- ----
COPY birds(id, name) FROM 'birds.csv' WITH (FORMAT csv, HEADER true)
-- ----
COPY (SELECT * FROM birds WHERE wingspan > 1) TO 'big.json' (FORMAT json, ARRAY true)
-- ----
COPY FROM DATABASE old TO new
-- ----
COPY FROM DATABASE old TO new (SCHEMA)
-- ----
EXPORT DATABASE 'backup' (FORMAT parquet)
-- ----
EXPORT DATABASE other TO 'backup'
-- ----
IMPORT DATABASE 'backup'
-- ----
CREATE TABLE birds (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL, wingspan DOUBLE DEFAULT 0.0, tags VARCHAR[])
-- ----
CREATE TABLE t (s STRUCT(a INTEGER, b VARCHAR), m MAP(VARCHAR, INTEGER[]), u UNION(n INT, s VARCHAR), a INTEGER[3])
-- ----
CREATE TABLE t (a INTEGER, b INTEGER, c INTEGER GENERATED ALWAYS AS (a + b) VIRTUAL, d AS (a * 2), e INTEGER AS (b - 1) STORED)
-- ----
CREATE TABLE t (id INTEGER, parent INTEGER REFERENCES t (id), CHECK (id > 0), UNIQUE (id, parent),)
-- ----
CREATE TABLE t (a VARCHAR USING COMPRESSION dictionary, b VARCHAR COLLATE nocase, c ENUM('x', 'y'))
-- ----
CREATE TABLE orders (id INTEGER, customer INTEGER, FOREIGN KEY (customer) REFERENCES customers (id), PRIMARY KEY (id))
-- ----
CREATE OR REPLACE TABLE birds AS SELECT * FROM 'birds.csv'
-- ----
CREATE TABLE IF NOT EXISTS birds AS FROM other.birds
-- ----
CREATE TEMP TABLE t AS SELECT 1 AS x
-- ----
CREATE TEMPORARY TABLE t (x INTEGER)
-- ----
CREATE TABLE t2 AS (SELECT 1) WITH NO DATA
-- ----
CREATE TABLE part (a INTEGER, b DATE) PARTITIONED BY (year(b)) SORTED BY (a)
-- ----
CREATE VIEW v AS SELECT * FROM birds WHERE wingspan > 1
-- ----
CREATE OR REPLACE TEMP VIEW v(a, b) AS SELECT 1, 2
-- ----
CREATE VIEW IF NOT EXISTS v AS FROM birds
-- ----
CREATE INDEX idx ON birds (name)
-- ----
CREATE UNIQUE INDEX IF NOT EXISTS idx ON birds (lower(name), (wingspan * 2))
-- ----
CREATE INDEX hnsw_idx ON items USING HNSW (vec) WITH (metric = 'cosine')
-- ----
CREATE SEQUENCE seq
-- ----
CREATE SEQUENCE IF NOT EXISTS seq START WITH 100 INCREMENT BY 2 MINVALUE 0 MAXVALUE 1000 CYCLE
-- ----
CREATE OR REPLACE SEQUENCE seq START 1 NO CYCLE
-- ----
CREATE SCHEMA analytics
-- ----
CREATE SCHEMA IF NOT EXISTS other.analytics
-- ----
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')
-- ----
CREATE TYPE species AS ENUM (SELECT DISTINCT name FROM birds)
-- ----
CREATE TYPE point AS STRUCT(x DOUBLE, y DOUBLE)
-- ----
CREATE TYPE ids AS INTEGER[]
-- ----
CREATE MACRO add(a, b) AS a + b
-- ----
CREATE OR REPLACE MACRO add_default(a, b := 5) AS a + b
-- ----
CREATE MACRO typed(a INTEGER, b VARCHAR) AS a || b
-- ----
CREATE TEMP MACRO ifzero(x, y) AS CASE WHEN x = 0 THEN y ELSE x END
-- ----
CREATE FUNCTION double_it(x) AS x * 2
-- ----
CREATE MACRO arr(x) AS [x, x], (x, y) AS [x, y]
-- ----
CREATE MACRO big_birds(min_span) AS TABLE SELECT * FROM birds WHERE wingspan > min_span
-- ----
CREATE MACRO IF NOT EXISTS numbers(n := 3) AS TABLE FROM range(n)
-- ----
CREATE SECRET (TYPE s3, KEY_ID 'id', SECRET 'key', REGION 'eu-west-1')
-- ----
CREATE PERSISTENT SECRET my_secret IN local_file (TYPE gcs, PROVIDER credential_chain)
-- ----
CREATE OR REPLACE TEMPORARY SECRET s (TYPE http, EXTRA_HTTP_HEADERS MAP {'Authorization': 'Bearer x'})
-- ----
DROP SECRET my_secret
-- ----
DROP PERSISTENT SECRET IF EXISTS my_secret FROM local_file
-- ----
DROP TABLE birds
-- ----
DROP TABLE IF EXISTS a, b CASCADE
-- ----
DROP VIEW IF EXISTS v
-- ----
DROP MACRO add
-- ----
DROP MACRO TABLE big_birds
-- ----
DROP FUNCTION IF EXISTS double_it
-- ----
DROP SCHEMA analytics CASCADE
-- ----
DROP SEQUENCE seq
-- ----
DROP TYPE mood
-- ----
DROP INDEX idx
-- ----
ALTER TABLE birds ADD COLUMN color VARCHAR DEFAULT 'grey'
-- ----
ALTER TABLE birds ADD COLUMN IF NOT EXISTS age INTEGER
-- ----
ALTER TABLE birds DROP COLUMN IF EXISTS age
-- ----
ALTER TABLE birds RENAME COLUMN color TO colour
-- ----
ALTER TABLE birds RENAME TO aves
-- ----
ALTER TABLE IF EXISTS birds ALTER COLUMN wingspan SET DATA TYPE FLOAT
-- ----
ALTER TABLE birds ALTER wingspan TYPE DECIMAL(5, 2) USING round(wingspan, 2)
-- ----
ALTER TABLE birds ALTER COLUMN name SET NOT NULL
-- ----
ALTER TABLE birds ALTER COLUMN name DROP NOT NULL
-- ----
ALTER TABLE birds ALTER COLUMN wingspan SET DEFAULT 1.0
-- ----
ALTER TABLE birds ALTER COLUMN wingspan DROP DEFAULT
-- ----
ALTER TABLE birds ADD PRIMARY KEY (id)
-- ----
ALTER TABLE t ADD COLUMN s.c INTEGER
-- ----
ALTER TABLE t DROP COLUMN s.c
-- ----
ALTER TABLE t SET PARTITIONED BY (a)
-- ----
ALTER TABLE t RESET SORTED BY
-- ----
ALTER VIEW v RENAME TO w
-- ----
ALTER SEQUENCE seq RESTART WITH 5
-- ----
ALTER SEQUENCE IF EXISTS seq RENAME TO seq2
-- ----
ALTER SCHEMA analytics RENAME TO stats
-- ----
ALTER DATABASE other SET ALIAS TO other2
-- ----
COMMENT ON TABLE birds IS 'all the birds'
-- ----
COMMENT ON COLUMN birds.name IS NULL
-- ----
COMMENT ON MACRO TABLE big_birds IS 'birds with a large span'
-- ----
INSERT INTO birds VALUES (1, 'duck', 0.9, ['water'])
-- ----
INSERT INTO birds (id, name) VALUES (2, 'goose'), (3, 'swan'),
-- ----
INSERT INTO birds SELECT * FROM new_birds
-- ----
INSERT INTO birds FROM new_birds
-- ----
INSERT INTO birds BY NAME SELECT 'heron' AS name, 4 AS id
-- ----
INSERT INTO birds BY POSITION VALUES (5, 'gull', 1.2, [])
-- ----
INSERT OR REPLACE INTO birds VALUES (1, 'mallard', 0.9, [])
-- ----
INSERT OR IGNORE INTO birds VALUES (1, 'mallard', 0.9, [])
-- ----
INSERT INTO birds VALUES (1, 'x', 1, []) ON CONFLICT DO NOTHING
-- ----
INSERT INTO birds VALUES (1, 'x', 1, []) ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE birds.id > 0
-- ----
INSERT INTO birds AS b VALUES (7, 'kite', 1.5, []) RETURNING b.id, *
-- ----
INSERT INTO t DEFAULT VALUES
-- ----
INSERT INTO t VALUES (DEFAULT, 1)
-- ----
UPDATE birds SET name = upper(name), wingspan = wingspan * 1.1 WHERE id < 10
-- ----
UPDATE birds b SET wingspan = n.wingspan FROM new_birds n WHERE b.id = n.id RETURNING b.id
-- ----
DELETE FROM birds WHERE wingspan IS NULL
-- ----
DELETE FROM birds b USING banned x WHERE b.id = x.id RETURNING *
-- ----
TRUNCATE birds
-- ----
TRUNCATE TABLE birds
-- ----
MERGE INTO stock USING deliveries d ON stock.item = d.item WHEN MATCHED THEN UPDATE SET qty = stock.qty + d.qty WHEN NOT MATCHED THEN INSERT VALUES (d.item, d.qty)
-- ----
MERGE INTO stock s USING (SELECT * FROM deliveries) d USING (item) WHEN MATCHED AND d.qty = 0 THEN DELETE WHEN NOT MATCHED BY SOURCE THEN DELETE
-- ----
MERGE INTO stock USING deliveries USING (item) WHEN MATCHED THEN UPDATE WHEN NOT MATCHED THEN INSERT
-- ----
MERGE INTO stock USING deliveries USING (item) WHEN MATCHED THEN UPDATE SET * WHEN NOT MATCHED BY TARGET THEN INSERT BY NAME
-- ----
MERGE INTO stock USING deliveries USING (item) WHEN MATCHED THEN ERROR 'duplicate' WHEN NOT MATCHED THEN DO NOTHING
-- ----
DESCRIBE birds
-- ----
DESCRIBE SELECT * FROM birds
-- ----
DESC birds
-- ----
SHOW TABLES
-- ----
SHOW ALL TABLES
-- ----
SHOW birds
-- ----
SHOW TABLES FROM other
-- ----
SHOW
-- ----
SUMMARIZE birds
-- ----
SUMMARIZE SELECT * FROM birds WHERE id > 3
-- ----
SUMMARIZE 'birds.csv'
-- ----
EXPLAIN SELECT * FROM birds
-- ----
EXPLAIN ANALYZE SELECT count(*) FROM birds
-- ----
EXPLAIN (FORMAT json) SELECT 1
-- ----
CALL pragma_table_info('birds')
-- ----
CALL dbgen(sf = 0.1)
-- ----
CHECKPOINT
-- ----
FORCE CHECKPOINT other
-- ----
VACUUM
-- ----
VACUUM ANALYZE birds
-- ----
ANALYZE
-- ----
ANALYZE birds
-- ----
BEGIN
-- ----
BEGIN TRANSACTION
-- ----
START TRANSACTION READ ONLY
-- ----
COMMIT
-- ----
END TRANSACTION
-- ----
ROLLBACK
-- ----
ABORT
-- ----
SELECT $$dollar quoted$$, $tag$it's $$ fine$tag$
-- ----
SELECT 'it''s', E'tab\there', 'multi'
'line', N'national'
-- ----
SELECT 1_000_000, 0xFF, 0b1010, .5, 1e3, 1.5e-2, 1_0e1_0
-- ----
SELECT "Quoted ""Name""", "🦆", col_ünïcode FROM "Weird Table"
-- ----
/* comment /* nested */ still comment */ SELECT 1 -- trailing
-- ----
SELECT count, sum, year, month, filter, first, mode, range, replace, "order" FROM keywords_as_names
-- ----
SELECT list_sort FROM t AS list_value
-- ----
SELECT x AS select, y AS from, z AS "where" FROM t
-- ----
SELECT t.order, t.group FROM t
-- ----
SELECT 1 x, 2 count, 3 list_sort
-- ----
SELECT a -> a + 1 AS f
-- ----
SELECT (SELECT max(x) FROM t) + 1, EXISTS (FROM t)
-- ----
SELECT (1, 'a'), ROW(1, 'a'), (SELECT 1, 2)
-- ----
SELECT x COLLATE nocase = 'DUCK', x COLLATE de FROM t
-- ----
SELECT unpack(s), struct_pack(*COLUMNS(['a', 'b'])) FROM t
-- ----
SELECT main.list_sort([3, 1]), system.main.abs(-1)
-- ----
SELECT CAST(x AS BIGINT), x::BIGINT[]::VARCHAR FROM t
-- ----
SELECT * FROM duckdb_tables() WHERE schema_name = 'main'
-- ----
SELECT * FROM duckdb_functions() f, duckdb_settings() s
-- ----
SELECT * FROM query('SELECT 42')
-- ----
SELECT * FROM test_all_types()
