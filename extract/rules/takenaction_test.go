package rules

import "testing"

// TestTookOnTheActionItems: "took on the action items to …" hands the
// work to its subject as "took the action to …" does, in the last
// sentence of a paragraph too.
func TestTookOnTheActionItems(t *testing.T) {
	notes := "# Steering recap\n\n" +
		"## Training\n\n" +
		"The network offered us a seat in a pilot. With few details so far, we agreed to keep it as an option. Rina took on the action items to find out if other clubs are joining.\n\n" + // 5
		"Omar took on the action to book the room for the workshop.\n" // 7
	runLineCases(t, []lineCase{
		{"action items taken on, last sentence", notes, 5, w5("Rina", "", "find out if other clubs are joining")},
		{"an action taken on", notes, 7, w5("Omar", "", "book the room for the workshop")},
	})
}
