//go:build !cgo

package duckdb

// DuckDB is a C++ library, linked through cgo: the duckdb-go module ships it built, but the Go
// toolchain needs a C compiler to link it, and turns cgo off (CGO_ENABLED=0) when it finds none.
// Without cgo the driver's library package has no files to build, and the go command would say
// only "build constraints exclude all Go files in .../duckdb-go-bindings/lib/linux-amd64". This
// file makes the build fail here instead, on a name that says what to do.
var _ = reaper_needs_cgo_for_DuckDB__install_gcc_and_build_with_CGO_ENABLED_1
