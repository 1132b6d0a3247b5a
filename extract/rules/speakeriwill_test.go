package rules

import "testing"

// TestSpeakerFirstPersonAfterReport: in a call's minutes a speaker may
// report first and commit in a later sentence ("Rhea: The wheel build
// covers every platform. I will pair with Ines on the smoke tests."), or
// say what they still have to do ("Bram: I still need to review the
// build."). The plan is the speaker's; a plan hung on a condition after
// a comma, a refusal, and a tentative sentence after the plan stay out
// or do not spoil it.
func TestSpeakerFirstPersonAfterReport(t *testing.T) {
	notes := `# Steering call

## Attendees

* Rhea Voss
* Bram Okafor
* Ines Talbot

## Notes

* Packaging
    - Rhea: The wheel build now covers every platform. I will be pairing with Ines on the smoke tests.
    - Bram: I still need to review.  Let's try to merge it at the end of the week.
    - Ines: If the mirror comes back, I will happily rerun the upload.
    - Rhea: We discussed this last week. I will not block it.
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "speaker-i-will", got, map[int]string{12: "Rhea", 13: "Bram"}, []int{14, 15})
}
