// Package jsonl reads the project's JSON Lines files (labeled sets, benchmarks): one object a
// line, blank lines and // comments passed over, a bad line an error naming its file and line.
package jsonl

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Read decodes each line of r into a T, rejecting fields T does not have, and passes it to check,
// whose error fails the read with name and the line number before it.
func Read[T any](r io.Reader, name string, check func(*T) error) ([]T, error) {
	var out []T
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 64<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		var v T
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		if check != nil {
			if err := check(&v); err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, n, err)
			}
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}
