package corpus

import (
	"path"
	"strings"

	"github.com/reaper-sql/reaper/base/dialect"
	"github.com/reaper-sql/reaper/corpus/testfmt"
)

// testRef says that a changed path belongs to a regression test: Main is the test file, Result
// its companion result file (mtr .result, pgregress expected .out) when the format has one.
type testRef struct {
	Format string
	Main   string
	Result string
}

// classifyTest maps a path to the test it belongs to under the given layouts; ok is false for
// paths that are not part of a recognised regression test. A companion result file maps to the
// same testRef as its test file, so a fix that only re-records expected output is still seen.
func classifyTest(p string, layouts map[string]bool) (testRef, bool) {
	base := path.Base(p)
	dir := path.Dir(p)
	if layouts[testfmt.MTR] && strings.Contains("/"+p, "/mysql-test/") {
		switch {
		case strings.HasSuffix(base, ".test"):
			return testRef{testfmt.MTR, p, mtrResultPath(p)}, true
		case strings.HasSuffix(base, ".result"):
			name := strings.TrimSuffix(base, ".result")
			// Suites keep tests in t/ and results in r/; the main suite keeps both side by side.
			main := path.Join(dir, name+".test")
			if path.Base(dir) == "r" {
				main = path.Join(path.Dir(dir), "t", name+".test")
			}
			return testRef{testfmt.MTR, main, p}, true
		}
	}
	if layouts[testfmt.LogicTest] && strings.Contains(p, "testdata/logic_test/") && !strings.Contains(base, ".") {
		return testRef{Format: testfmt.LogicTest, Main: p}, true
	}
	if layouts[testfmt.PGRegress] {
		if path.Base(dir) == "sql" && strings.HasSuffix(base, ".sql") {
			return testRef{testfmt.PGRegress, p, path.Join(path.Dir(dir), "expected", strings.TrimSuffix(base, ".sql")+".out")}, true
		}
		// Alternative outputs (name_1.out) are variants for other platforms; the main one decides.
		if path.Base(dir) == "expected" && strings.HasSuffix(base, ".out") {
			name := strings.TrimSuffix(base, ".out")
			return testRef{testfmt.PGRegress, path.Join(path.Dir(dir), "sql", name+".sql"), p}, true
		}
	}
	if layouts[testfmt.SQLLogicTest] && isTestPath(p) && !strings.Contains("/"+p, "/mysql-test/") {
		switch path.Ext(base) {
		case ".test", ".slt", ".test_slow", ".test_coverage":
			return testRef{Format: testfmt.SQLLogicTest, Main: p}, true
		}
	}
	if layouts[testfmt.GMS] && strings.HasPrefix(p, "enginetest/") && strings.HasSuffix(base, ".go") && !strings.HasSuffix(base, "_test.go") {
		return testRef{Format: testfmt.GMS, Main: p}, true
	}
	if layouts[testfmt.GoUnit] && strings.HasSuffix(base, "_test.go") && omitReason(p) == "" && !strings.Contains("/"+p, "/testdata/") {
		return testRef{Format: testfmt.GoUnit, Main: p}, true
	}
	if layouts[testfmt.SQL] && strings.HasSuffix(base, ".sql") && isTestPath(p) {
		return testRef{Format: testfmt.SQL, Main: p}, true
	}
	return testRef{}, false
}

func mtrResultPath(test string) string {
	dir, base := path.Split(test)
	name := strings.TrimSuffix(base, ".test") + ".result"
	dir = strings.TrimSuffix(dir, "/")
	if path.Base(dir) == "t" {
		return path.Join(path.Dir(dir), "r", name)
	}
	return path.Join(dir, name)
}

// testDirs are path components under which files are tests, fixtures or test harness code.
var testDirs = []string{"test", "tests", "testdata", "testing", "testutils", "mysql-test", "enginetest", "regress", "logictest", "sqllogictest", "benchmark", "benchmarks"}

// isTestPath reports whether p lies under a test directory or is a Go test file.
func isTestPath(p string) bool {
	if strings.HasSuffix(p, "_test.go") {
		return true
	}
	for _, part := range strings.Split(path.Dir(p), "/") {
		for _, d := range testDirs {
			if part == d {
				return true
			}
		}
	}
	return false
}

// sourceLanguages maps file extensions of DBMS source code to a language name.
var sourceLanguages = map[string]string{
	".go": "go", ".c": "c", ".h": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".hh": "c++",
	".hpp": "c++", ".hxx": "c++", ".ic": "c++", ".inl": "c++", ".ipp": "c++", ".y": "yacc", ".yy": "yacc",
	".l": "lex", ".ll": "lex", ".rs": "rust", ".java": "java", ".py": "python", ".pl": "perl",
	".pm": "perl", ".js": "javascript", ".ts": "typescript", ".cs": "c#", ".scala": "scala",
	".kt": "kotlin", ".zig": "zig", ".sql": "sql", ".opt": "optgen", ".lua": "lua", ".rb": "ruby",
}

// sourceLanguage returns the language of a non-test source file, or "" for anything else
// (tests, documentation, build files, data).
func sourceLanguage(p string) string {
	if isTestPath(p) {
		return ""
	}
	lang := sourceLanguages[strings.ToLower(path.Ext(p))]
	if lang == "sql" {
		// SQL outside test directories is scripts and system tables, not engine code.
		return ""
	}
	return lang
}

// vendoredDirs are path components holding third-party code that a DBMS fix never touches on purpose.
var vendoredDirs = []string{"vendor", "third_party", "third-party", "thirdparty", "extern", "external", "node_modules"}

// omitReason says why a source file is left out of the patch without reading it ("" keeps it).
func omitReason(p string) string {
	for _, part := range strings.Split(path.Dir(p), "/") {
		for _, d := range vendoredDirs {
			if part == d {
				return "vendored"
			}
		}
	}
	base := path.Base(p)
	for _, suf := range []string{".pb.go", "_gen.go", ".gen.go", "_string.go", ".pb.cc", ".pb.h", "_generated.go"} {
		if strings.HasSuffix(base, suf) {
			return "generated"
		}
	}
	return ""
}

// generatedMarkers are what code generators write near the top of their output.
var generatedMarkers = []string{"Code generated", "DO NOT EDIT", "@generated", "generated by", "Generated by", "A Bison parser, made by"}

// isGenerated looks at the first lines of a file for a generator's marker.
func isGenerated(content []byte) bool {
	head := content
	if len(head) > 1024 {
		head = head[:1024]
	}
	for _, m := range generatedMarkers {
		if strings.Contains(string(head), m) {
			return true
		}
	}
	return false
}

// isBinary reports whether content looks like a binary file: a NUL byte early on, as git decides.
func isBinary(content []byte) bool {
	head := content
	if len(head) > 8000 {
		head = head[:8000]
	}
	for _, b := range head {
		if b == 0 {
			return true
		}
	}
	return false
}

// dialectOf is the SQL dialect of a test format; plain .sql says nothing.
func dialectOf(format string) dialect.Dialect {
	switch format {
	case testfmt.MTR, testfmt.GMS, testfmt.GoUnit:
		return dialect.MySQL
	case testfmt.LogicTest, testfmt.PGRegress:
		return dialect.Postgres
	case testfmt.SQLLogicTest:
		return dialect.DuckDB
	}
	return ""
}
