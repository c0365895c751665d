package grammars

import (
	"testing"

	"github.com/reaper-sql/reaper/base/dialect"
)

// BenchmarkDialectGraph builds the grammar graph of each dialect from its .g4 sources.
//
//	go test ./grammars -bench DialectGraph -run '^$'
func BenchmarkDialectGraph(b *testing.B) {
	for _, d := range dialect.Dialects() {
		b.Run(string(d), func(b *testing.B) {
			var g *Graph
			for i := 0; i < b.N; i++ {
				var err error
				if g, err = Dialect(d); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(g.Rules)), "productions")
			b.ReportMetric(float64(len(g.Constructs())), "constructs")
		})
	}
}
