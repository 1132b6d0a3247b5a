package postgres

import (
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A key read back is split, not validated again (issue 32: ParseKey of
// every row read was ~5 % of the client's CPU), and a value that is not
// five components is still refused.
func TestStoredKeySplitsWithoutAllocating(t *testing.T) {
	const s = "acme:web:m-1:a-7:create"
	k, err := storedKey(s)
	if err != nil || k != ledger.MustParseKey(s) {
		t.Fatalf("storedKey(%q) = %v, %v", s, k, err)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = storedKey(s) }); n != 0 {
		t.Errorf("storedKey allocates %.0f times a call, want 0", n)
	}
	for _, bad := range []string{"", "a:b:c:d", "a:b:c:d:e:f"} {
		if _, err := storedKey(bad); err == nil {
			t.Errorf("storedKey(%q): no error", bad)
		}
	}
}
