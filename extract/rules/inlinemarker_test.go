package rules

import "testing"

// Search-key tags of notes pasted from a shared document (issue 28, the
// forms of the new development sources): escaped brackets, a tag after a
// sentence of discussion, "Action item for Name to …" — each in notes
// written for this test. Other tags ([decision], [info]) mark no action.
var inlineMarkerCases = []formCase{
	{"escaped tag at the start, owner after the tag", `## Minutes

* \[todo\] Ravi to draft the venue survey
* \[todo\] A discussion thread on lint profiles
`, []want{
		{line: 3, owners: "Ravi", title: "draft the venue survey"},
		{line: 4, title: "A discussion thread on lint profiles"},
	}},
	{"tag after a sentence of discussion, in a paragraph", `## Minutes

Cadence: should the call be weekly? Everyone agreed. [todo] Noor will move the invite
Tooling talk went long, [todo] Noor will book a longer slot
`, []want{
		{line: 3, owners: "Noor", title: "move the invite"},
		{line: 4, owners: "Noor", title: "book a longer slot"},
	}},
	{"action item for a person, and an action that restates itself", `## Minutes

[todo] Action item for Ravi to collect page content
* \[todo\] The action here is to open a tracking issue for naming
`, []want{
		{line: 3, owners: "Ravi", title: "collect page content"},
		{line: 4, title: "open a tracking issue for naming"},
	}},
	{"other tags and a bracket inside a sentence are no marker", `## Minutes

* \[decision\] Postpone the naming topic until the author returns
* The parser keeps a [todo] list of its own in the source
`, nil},
}

func TestInlineMarkers(t *testing.T) {
	runFormCases(t, inlineMarkerCases)
}
