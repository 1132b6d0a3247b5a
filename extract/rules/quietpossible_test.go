package rules

import "testing"

// TestQuietPossible: remarks of a discussion list, obligations without a
// deadline, requests to a group, a link alone and a negated future are no
// possible actions, nor is a wish about a thing ("X should …", X no
// person) (invented notes); a named commitment after the
// obligation, a deadline, an open checkbox and work before a link keep
// the line possible.
func TestQuietPossible(t *testing.T) {
	notes := `# Design call

## Attendees
- Mira
- Oskar

## Goals for the signing design
- Mira - consistency of signatures across mirrors
- Oskar - the simpler the format, the likelier it is adopted
- Mira - keeping signatures next to the artifacts
- Oskar - revocation of keys for compromised builds

## Notes
- Oskar noted that we need to add labels to the releases
- After the call, please copy these notes into the repository
- Cache keys. Agreement that we should change them soon. Mira and Oskar will have a closer look at the hashing.
- We need to settle the key format by the next release
- [ ] request: maintainers, please start reading the new guide

## Boards for work items
* [Work Item Board](https://example.org/boards/1)
* Will not be forced to take on reviews
* Need arm build runners: https://example.org/runners
* Widgetry should support every data format the desktop tools read

## Discussion

1. Formats
   1. Widgetry should support any data formats like the desktop tools do.
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{8, 9, 10, 11, 14, 15, 21, 22, 24, 29} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	// (Line 16, "Mira and Oskar will have a closer look", may also be
	// extracted: a person is told either way.)
	extracted := ownersByLine(t, notes)
	for _, line := range []int{16, 17, 18, 23} {
		if _, ok := got[line]; !ok {
			if _, took := extracted[line]; took {
				// (Extracted, with or without an owner: a person is told.)
				continue
			}
			t.Errorf("line %d is neither possible nor extracted; got %v", line, got)
		}
	}
}
