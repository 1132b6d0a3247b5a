package main

import (
	"strings"
	"testing"
)

// ledger gc -o json printed "keys": null when nothing was old enough
// (found by product QA); every -o json prints [] for an empty list.
func TestGCJSONEmptyKeysIsAList(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.addJunho()
	if _, errOut, code := h.register(); code != 0 {
		t.Fatalf("register: exit %d %s", code, errOut)
	}
	for _, args := range [][]string{{"ledger", "gc", "--dry-run", "-o", "json"}, {"ledger", "gc", "-o", "json"}} {
		out, errOut, code := h.run(args...)
		if code != 0 || !strings.Contains(out, `"keys": []`) || strings.Contains(out, "null") {
			t.Errorf("%s: exit %d %s\n%s", strings.Join(args, " "), code, errOut, out)
		}
	}
}
