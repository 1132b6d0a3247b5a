package rules

import (
	"context"
	"testing"
)

// TestBracketOwnerTail: one name in square brackets closing an English
// item is its owner when the roster knows the name ("… in
// CONTRIBUTING.md [Bob]"); a tag in brackets ("[WIP]") is no one
// (issue 28).
func TestBracketOwnerTail(t *testing.T) {
	notes := "# Retro 2026-03-02\n\n## Actions\n- Set a 24h review SLA in CONTRIBUTING.md [Bob]\n- Update the onboarding docs [WIP]\n"
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	checkByLine(t, got, map[int]want{
		4: {owners: "Bob", title: "Set a 24h review SLA in CONTRIBUTING.md"},
		5: {owners: "", title: "Update the onboarding docs"},
	})
}
