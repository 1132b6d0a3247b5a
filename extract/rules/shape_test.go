package rules

import "testing"

// TestFirmVerbByShape: a known person, a firm modal ("will", "to") and a
// verb no list of work names ("bisect", "recolour") is as firm a
// commitment as one the lists name — the grammar says a verb comes
// (issue 28). Talk, states, motion, waiting, attention, intent, a verb
// and its particle alone, a light verb ("take a look"), a hedge, a past tense and a question stay to
// confirm or are no task (invented notes).
func TestFirmVerbByShape(t *testing.T) {
	runFormCases(t, []formCase{
		{"an unlisted verb after a firm modal is firm", `# Sync

## Attendees
- Priya
- Tomas

## Notes
- Priya will bisect the flaky job.
- Tomas to recolour the status icons.
`, []want{
			{line: 8, owners: "Priya", title: "bisect the flaky job"},
			{line: 9, owners: "Tomas", title: "recolour the status icons"},
		}},
		{"guards: thought, state, waiting, attention, intent, a particle alone, a hedge", `# Sync

## Attendees
- Priya
- Tomas

## Notes
- Priya will ponder the vendor's offer.
- Tomas will remain the release manager.
- Priya will wait for the vote.
- Tomas will focus on the new role.
- Priya will aim to get the build green.
- Tomas will step down.
- Priya will take a look at the flaky job.
- Priya might bisect the flaky job.
- Tomas bisected the flaky job.
- Will Priya bisect the flaky job?
`, []want{
			// (Each still a commitment to confirm: none is firm.)
			{line: 8, owners: "Priya", title: "ponder the vendor's offer", needsHuman: true},
			{line: 9, owners: "Tomas", title: "remain the release manager", needsHuman: true},
			{line: 10, owners: "Priya", title: "wait for the vote", needsHuman: true},
			{line: 11, owners: "Tomas", title: "focus on the new role", needsHuman: true},
			{line: 12, owners: "Priya", title: "aim to get the build green", needsHuman: true},
			{line: 13, owners: "Tomas", title: "step down", needsHuman: true},
			{line: 14, owners: "Priya", title: "take a look at the flaky job", needsHuman: true},
		}},
	})
}

// TestVocativeVerbByShape: "Name, can you <verb> …?" asks a known person
// for work whatever the verb ("benchmark", "bisect"); talk, speech and
// what is done in the meeting itself are no request (invented notes).
func TestVocativeVerbByShape(t *testing.T) {
	runFormCases(t, []formCase{
		{"an unlisted verb in a request to a known person", `# Sync

## Attendees
- Priya
- Tomas

## Notes
- Priya, can you benchmark the parser?
- @tomas could you bisect the flaky job?
`, []want{
			{line: 8, owners: "Priya", title: "benchmark the parser", needsHuman: true},
			{line: 9, owners: "tomas", title: "bisect the flaky job", needsHuman: true},
		}},
		{"guards: talk, a state, the meeting itself, a noun, a past form", `# Sync

## Attendees
- Priya
- Tomas

## Notes
- Priya, can you ponder the roadmap?
- Tomas, can you see the slides?
- Priya, can you share your screen?
- Tomas, can you meetings tomorrow?
- Priya, can you refreshed the page?
`, []want{}},
	})
}
