package app

// Catalogued reports whether a reason is one of the log's catalogue or
// one a key waits for a person with (for tests).
func Catalogued(s string) bool {
	if r, _ := matchLog(s); r != nil {
		return true
	}
	_, _, ok := classify(s)
	return ok
}

// HoldPostgres is holdPostgres, for the external tests.
var HoldPostgres = holdPostgres
