package rules

import "testing"

// TestNotesQuotedWhole: notes that arrive quoted whole ("> " before every
// line, a forwarded e-mail) are read as the notes they quote; a block
// quote inside notes stays text from elsewhere.
func TestNotesQuotedWhole(t *testing.T) {
	quoted := `> # Board call
>
> ## Notes
>
> 1. Hana will renew the domain before it lapses.
> 2. We decided to keep the current venue.
>
> ## Action items
>
> - Update the donor page
`
	got := ownersByLine(t, quoted)
	checkOwners(t, "quoted whole", got, map[int]string{5: "Hana", 10: ""}, []int{6})

	inside := `# Board call

## Notes

Ola pasted the vendor's reply:

> Kai will renew the domain before it lapses.

1. Hana will renew the domain before it lapses.
`
	got = ownersByLine(t, inside)
	checkOwners(t, "a quote inside", got, map[int]string{9: "Hana"}, []int{7})
}
