package rules

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestNamesThatAreWords: people named Will, Mark or Grant. "Will" opening
// a sentence before a past tense or a reporting verb is the person, not
// the modal, so "Will submitted a poster" commits nobody; a lower-case
// "will", or "mark" after a modal, is the word, never the attendee
// (issue 28; found by renaming the owners of the development notes to
// such names, notes written for this test).
func TestNamesThatAreWords(t *testing.T) {
	notes := `# DL3 call 2026-03-02

Attendees: Will Chen, Mark Obi, Tarek Haddad, Grant Lee

## Notes

* Will submitted a poster contribution for the conference
* Will prefers full week, so that work gets done
* PR will be updated soon with the added approach
* We will mark the stale issues before the release
* We hope for a grant from the foundation next year
* Will will create a wiki page for the services
* Mark to send the invites to the partners
* Someone needs to mark the stale issues before the release
`
	got := ownersByLine(t, notes)
	for _, line := range []int{7, 8} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted with owner %q; Will is the person there, and nothing commits him", line, o)
		}
	}
	for _, line := range []int{9, 10, 11} {
		if o := got[line]; o != "" {
			t.Errorf("line %d: owner %q; the word there is no attendee", line, o)
		}
	}
	for line, owner := range map[int]string{12: "Will", 13: "Mark"} {
		if o, ok := got[line]; !ok || o != owner {
			t.Errorf("line %d: got %q (extracted %v), want owner %q", line, o, ok, owner)
		}
	}

	_, ps := parseWithPossible(t, notes)
	for _, p := range ps {
		for _, s := range p.Signals {
			if p.Line == 14 && s.Kind == extract.SignalPerson {
				t.Errorf("line 14: person signal %q; \"mark the …\" is the verb", s.Value)
			}
		}
	}
}

// TestWillNamedAnywhere: "Will" is the person wherever the line names him
// — after an adverb ("Will also reviewed …"), before an -s form ("Will
// approves …") or a gerund ("Will going with …"), after a dash ("Summit -
// Will attended") or with his surname ("captured by: Will Warner") —
// and the line commits nobody; "Will will …" still commits him.
func TestWillNamedAnywhere(t *testing.T) {
	notes := `# TAC call

Minutes captured by: Will Warner

## Notes

- Maintainer Summit - Will attended
- Will also reviewed the annual review schedule and noted most are done.
- Will approves these minutes
- Will going with the hosted option
- Will will bring the slides

## Action items

- Mark to book the room
- Will to send the survey
`
	got := ownersByLine(t, notes)
	checkOwners(t, "Will named anywhere", got,
		map[int]string{11: "Will", 15: "Mark", 16: "Will"}, []int{3, 7, 8, 9, 10})
}
