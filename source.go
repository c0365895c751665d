// Package reaper holds reaper's own source, for the one program that needs it at run time:
// internal/backends/enginebuild builds an engine child (internal/backends/engine) against a version of
// an embedded engine other than the one this binary links — go-mysql-server at the commit a
// hunt mined, or another DuckDB release — from the same backend code this binary runs. The
// rest of reaper lives in the packages below.
package reaper

import "embed"

// Source is the module's go.mod and go.sum and the source of the packages an engine child
// is built from: the dialect vocabulary and the executor's packages (base/dbms and the
// backends below it). The builder writes out only the packages the child imports.
//
//go:embed go.mod go.sum base/dialect/*.go base/dbms internal/backends
var Source embed.FS
