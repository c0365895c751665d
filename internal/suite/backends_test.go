package suite

// The tests open targets through dbms.Open, which reaches the backends the composition root
// registers; a stage links none of them itself.
import _ "github.com/reaper-sql/reaper/internal/backends"
