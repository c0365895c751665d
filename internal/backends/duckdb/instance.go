//go:build cgo

package duckdb

import (
	"fmt"
	"os"
	"unsafe"

	"github.com/duckdb/duckdb-go/v2/mapping"
)

// instance is one in-memory DuckDB database with its first connection.
type instance struct {
	db   mapping.Database
	conn mapping.Connection
	// conns are the further connections, closed with the database.
	conns []mapping.Connection
}

// setting is one configuration option of a database.
type setting struct{ name, value string }

// baseConfig keeps DuckDB from reaching beyond what reaper gives it: extensions are never
// installed or loaded from disk (a call of an extension DuckDB lacks would download it), and
// spilling goes to the run's own directory. The extensions linked into the library
// (core_functions, icu, json, parquet) are loaded already.
func baseConfig(dir string) []setting {
	return []setting{
		{"temp_directory", dir},
		{"autoinstall_known_extensions", "false"},
		{"autoload_known_extensions", "false"},
	}
}

// confine turns external access off but for dir, the run's own directory. DuckDB runs in
// reaper's process, so a generated COPY ... TO 'file' would write into whatever directory
// reaper runs in: file reads and writes, ATTACH of files, INSTALL and LOAD fail with a
// Permission Error (a benign error) outside dir, while a test's own files (DuckDB's runner
// gives each test a directory, __TEST_DIR__) work in it. The order matters: with external
// access off, DuckDB refuses to change the allowed directories, and a test cannot turn it on.
func confine(in *instance, dir string) error {
	if err := in.exec(in.conn, "SET allowed_directories = ["+quote(dir+string(os.PathSeparator))+"]"); err != nil {
		return err
	}
	return in.exec(in.conn, "SET enable_external_access = false")
}

// openInstance opens path (":memory:" for a fresh in-memory database, or a database file),
// confined to the directory dir, with extra settings.
func openInstance(path, dir string, extra ...setting) (*instance, error) {
	var cfg mapping.Config
	if mapping.CreateConfig(&cfg) == mapping.StateError {
		return nil, fmt.Errorf("create a DuckDB configuration")
	}
	defer mapping.DestroyConfig(&cfg)
	for _, s := range append(baseConfig(dir), extra...) {
		if mapping.SetConfig(cfg, s.name, s.value) == mapping.StateError {
			return nil, fmt.Errorf("DuckDB refuses the setting %s=%s", s.name, s.value)
		}
	}
	in := &instance{}
	var msg string
	if mapping.OpenExt(path, &in.db, cfg, &msg) == mapping.StateError {
		if msg == "" {
			return nil, errNoDatabase
		}
		return nil, fmt.Errorf("open the DuckDB database %s: %s", path, msg)
	}
	if mapping.Connect(in.db, &in.conn) == mapping.StateError {
		mapping.Close(&in.db)
		return nil, fmt.Errorf("connect to a fresh DuckDB database")
	}
	if err := confine(in, dir); err != nil {
		in.close()
		return nil, fmt.Errorf("confine DuckDB to %s: %w", dir, err)
	}
	return in, nil
}

func (in *instance) close() {
	for i := range in.conns {
		mapping.Disconnect(&in.conns[i])
	}
	mapping.Disconnect(&in.conn)
	mapping.Close(&in.db)
}

// session returns the connection a statement names ("" is the first), opening it on first
// use, in schema when one is given.
func (in *instance) session(sessions map[string]mapping.Connection, name, schema string) (mapping.Connection, error) {
	if c, ok := sessions[name]; ok {
		return c, nil
	}
	c := in.conn
	if name != "" {
		if mapping.Connect(in.db, &c) == mapping.StateError {
			return c, fmt.Errorf("DuckDB refused a new connection")
		}
		in.conns = append(in.conns, c)
	}
	if schema != "" {
		if err := in.exec(c, "USE "+defaultCatalog+"."+schema); err != nil {
			return c, err
		}
	}
	sessions[name] = c
	return c, nil
}

// exec runs a statement of reaper's own, whose result is not needed.
func (in *instance) exec(conn mapping.Connection, sql string) error {
	var res mapping.Result
	defer mapping.DestroyResult(&res)
	if mapping.Query(conn, sql, &res) == mapping.StateError {
		return fmt.Errorf("%s: %s", sql, mapping.ResultError(&res))
	}
	return nil
}

// invalidated asks the database, on a fresh connection, whether it still runs statements, and
// returns DuckDB's refusal when it does not ("" when it answers).
func (in *instance) invalidated() string {
	var c mapping.Connection
	if mapping.Connect(in.db, &c) == mapping.StateError {
		return "it refuses a new connection"
	}
	in.conns = append(in.conns, c)
	var res mapping.Result
	defer mapping.DestroyResult(&res)
	if mapping.Query(c, "SELECT 1", &res) == mapping.StateError {
		return mapping.ResultError(&res)
	}
	return ""
}

// queryText runs a query of reaper's own whose columns are all VARCHAR and returns its rows.
func (in *instance) queryText(conn mapping.Connection, sql string) ([][]*string, error) {
	var res mapping.Result
	defer mapping.DestroyResult(&res)
	if mapping.Query(conn, sql, &res) == mapping.StateError {
		return nil, fmt.Errorf("%s", mapping.ResultError(&res))
	}
	return readText(&res)
}

// readText reads a result whose columns are all VARCHAR.
func readText(res *mapping.Result) ([][]*string, error) {
	n := int(mapping.ColumnCount(res))
	for i := range n {
		if t := mapping.ColumnType(res, mapping.IdxT(i)); t != mapping.TypeVarchar {
			return nil, fmt.Errorf("column %d is not VARCHAR", i+1)
		}
	}
	var rows [][]*string
	for {
		chunk := mapping.FetchChunk(*res)
		if chunk.Ptr == nil {
			return rows, nil
		}
		size := int(mapping.DataChunkGetSize(chunk))
		at := len(rows)
		for range size {
			rows = append(rows, make([]*string, n))
		}
		for c := range n {
			vec := mapping.DataChunkGetVector(chunk, mapping.IdxT(c))
			data := mapping.VectorGetData(vec)
			valid := mapping.VectorGetValidity(vec)
			for i := range size {
				if !mapping.ValidityRowIsValid(valid, mapping.IdxT(i)) {
					continue
				}
				// A VARCHAR vector is an array of duckdb_string_t, 16 bytes each.
				s := (*mapping.StringT)(unsafe.Add(data, uintptr(i)*unsafe.Sizeof(mapping.StringT{})))
				v := mapping.StringTData(s) // a copy: the chunk is freed below
				rows[at+i][c] = &v
			}
		}
		mapping.DestroyDataChunk(&chunk)
	}
}
