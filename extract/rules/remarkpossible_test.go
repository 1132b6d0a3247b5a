package rules

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// Bare items under a person's item of a per-person list are that person's
// work: possible actions with the person as a signal, never extracted. A
// topic list, a label and its value, a line that says there is nothing,
// and a person the notes do not know are none.
func TestPersonListPossible(t *testing.T) {
	notes := `# Weekly sync
Attendees: Dana Reyes, Emil Varga

## Updates
* Current work updates
   * Dana
      * Load tests
      * Onboarding guide
   * Emil
      * Release checklist up next
      * No blockers yet
   * Holidays
      * Dana: 19th to 23rd of August
   * Quinn
      * Cache warmup

## Topics
* Roadmap
   * Storage tiers
* Website
   * Blog theme
`
	ctx := context.Background()
	got, err := Parse(ctx, []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range got {
		if slices.Contains([]int{7, 8, 10}, c.Line) {
			t.Errorf("line %d extracted (%q); a bare item is only possible", c.Line, c.Title)
		}
	}
	pa, err := PossibleActions(ctx, []byte(notes), nil, got)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]string{}
	for _, p := range pa {
		seen[p.Line] = p.SignalText()
	}
	for line, person := range map[int]string{7: "Dana", 8: "Dana", 10: "Emil"} {
		if !strings.Contains(seen[line], "person: "+person) {
			t.Errorf("line %d: signals %q, want a possible action of %s", line, seen[line], person)
		}
	}
	for _, line := range []int{11, 13, 15, 19, 21} {
		if s, ok := seen[line]; ok {
			t.Errorf("line %d is possible (%s); want none", line, s)
		}
	}
}
