package rules

import "testing"

// TestBoxBullets: notes that bullet every list with "□" (a word
// processor's or a report template's bullet), nothing ticked anywhere,
// are read as lists: only the action part's items are actions. Read as
// open checklist boxes, every remark of the discussion was a to-do. A
// checklist — one flat list of boxes, one ticked — keeps its boxes.
func TestBoxBullets(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

## Notes
□ Mira: the login page is nearly done
  □ Wants a design review before the release
□ Theo: who reviews the search changes?
  □ Ana: ask on the design channel
□ Upgrading the framework
  □ Consensus: wait for the next minor release

## Next week
□ Mira to move the login button
□ Theo to check the deploy script by Friday
`)
	if len(got) != 2 || got[0].Line != 12 || got[1].Line != 13 {
		t.Errorf("boxes as bullets: extracted %s, want the two items of lines 12 and 13", dump(got))
	}
	got, _ = parseWithPossible(t, `Checklist for the release
■ Alice Smith to tag the release
□ Bob Lee to update the changelog
□ Carol Diaz to announce it on the list
□ Dan Roe to close the milestone
`)
	if len(got) != 3 {
		t.Errorf("a checklist with a ticked item: extracted %s, want the three open boxes", dump(got))
	}
}
