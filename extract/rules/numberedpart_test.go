package rules

import "testing"

// TestNumberedPartTitle: a document exported to Markdown numbers its
// parts as a list — "3. Action items", blank lines, then a list numbered
// anew from 1 — and the part's title heads that list as a heading would.
// An agenda's entry of the same words, followed by the next entry or
// closing a numbered agenda, heads nothing.
func TestNumberedPartTitle(t *testing.T) {
	exported := `Community call

1. Welcome

* Ines shared the survey results
* Oskar asked about the budget

3. Action items



1. Ines - publish the survey summary
2. Oskar: draft the budget note for the board
`
	got := ownersByLine(t, exported)
	checkOwners(t, "exported parts", got, map[int]string{12: "Ines", 13: "Oskar"}, []int{5, 6, 8})

	agenda := `Community call

## Agenda
1. Welcome
2. Survey results
3. Action items
4. Any other business

## Notes
- The survey had 40 answers.
`
	if got := ownersByLine(t, agenda); len(got) != 0 {
		t.Errorf("agenda: extracted %v, want nothing", got)
	}
}

// TestBracketTitleOverGap: a label typed in brackets on a line of its own
// ("[Action items]") heads the list a few blank lines under it, as a
// document exported to Markdown keeps them.
func TestBracketTitleOverGap(t *testing.T) {
	notes := `Community call

* Ines shared the survey results

[Action items]



1. Ines - publish the survey summary
2. Update the contributor guide
`
	got := ownersByLine(t, notes)
	checkOwners(t, "bracket title over a gap", got, map[int]string{9: "Ines", 10: ""}, []int{3, 5})
}
