package jsonl

import (
	"errors"
	"strings"
	"testing"
)

type rec struct {
	ID string `json:"id"`
}

func TestRead(t *testing.T) {
	noEmpty := func(r *rec) error {
		if r.ID == "" {
			return errors.New("no id")
		}
		return nil
	}
	got, err := Read(strings.NewReader("// a comment\n{\"id\": \"a\"}\n\n  {\"id\": \"b\"}  \n"), "f.jsonl", noEmpty)
	if err != nil || len(got) != 2 || got[1].ID != "b" {
		t.Fatalf("Read = %+v, %v", got, err)
	}
	for in, want := range map[string]string{
		"{\"id\": \"a\"}\n{\"id\": \"a\", \"x\": 1}": `f.jsonl:2: json: unknown field "x"`,
		"\n\n{}":     "f.jsonl:3: no id",
		"{\"id\": 1": "f.jsonl:1: unexpected EOF",
	} {
		if _, err := Read(strings.NewReader(in), "f.jsonl", noEmpty); err == nil || err.Error() != want {
			t.Errorf("Read(%q): %v, want %q", in, err, want)
		}
	}
}
