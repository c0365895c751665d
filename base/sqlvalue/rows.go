package sqlvalue

import (
	"fmt"
	"strings"
)

// RowsText writes rows of values on one line for a message, as (a, b)(c, d): the first most
// rows, then how many there were in all when some are left out; "(none)" when there are no rows.
func RowsText(rows [][]string, most int) string {
	if len(rows) == 0 {
		return "(none)"
	}
	var b strings.Builder
	for i, row := range rows {
		if i == most {
			fmt.Fprintf(&b, " … (%d rows)", len(rows))
			break
		}
		b.WriteString("(" + strings.Join(row, ", ") + ")")
	}
	return b.String()
}
