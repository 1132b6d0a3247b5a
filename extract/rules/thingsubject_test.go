package rules

import "testing"

// A suggestion and a thing named before "to" are no owners (issue 28,
// forms of the new development sources), in notes written for this test:
// "Suggestion to …" proposes, "[Github Issue to discuss …](…)" is a
// reference; a person before "to" still is an owner.
var thingSubjectCases = []formCase{
	{"suggestion and a linked issue are no owners; a person is", `## Notes

Suggestion to publish a short primer for newcomers.

## Material

* [Github Issue to discuss panics in handlers](https://example.org/issues/1)

## Action items

* Marta Lind to publish the primer
`, []want{
		{line: 11, owners: "Marta Lind", title: "publish the primer"},
	}},
	{"the order of speakers is no work", `## Notes

1. Introductions: thirty seconds each. Noor first, then around the room. Tomas will go last.
`, nil},
}

func TestThingSubjects(t *testing.T) {
	runFormCases(t, thingSubjectCases)
}
