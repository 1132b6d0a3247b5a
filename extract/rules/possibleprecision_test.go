package rules

import "testing"

// TestPossibleNoiseSilent: lines that carry a signal's words but are no
// work to do stay silent (issue 28: about one possible action per three
// extracted); the work beside them is still told (invented notes).
func TestPossibleNoiseSilent(t *testing.T) {
	checkTold(t, []toldCase{
		{"question opening with its modal, its mark left off", `# Tech committee

## Next
* Should we turn on secret scanning for all repos. See https://example.org/scan for an example.
`, 4, false},
		{"the group's obligation under the same heading", `# Tech committee

## Next
* To help the other group reach 1.0 we should send them our input on the gaps
`, 4, true},
		{"adjective taking an infinitive, opening the line", `# Infra

## Hosting
- Easiest to use, but often lacks the exotic hardware: GPUs, arm
`, 4, false},
		{"adjective taking an infinitive, a nested remark", `# Repos

## Survey
* Findings so far
    * Hesitant to take third-party dependencies (you can bundle some)
`, 5, false},
		{"a speaker's turn opening with agreement", `# Repos

Attendees: Priya, Tomas

## Threat model
* Priya: agree, but let's phrase this as "prioritised for later"
`, 6, false},
		{"a speaker's turn with work", `# Repos

Attendees: Priya, Tomas

## Threat model
* Priya: draft the threat model outline for the group
`, 6, true},
		{"a version pinned after an at sign", `# Best practices

## Pinning actions
- The naming convention of the pin tool
    - uses: actions/checkout@1e204e9a9253d643386038d443f96446fa156a97 # pin @v2.3.4
`, 5, false},
		{"a decorator in code", `# Core dev meeting

## 1.0 goals
- extra decorator: @extra()def func, this creates a new function with the extra return types.
`, 4, false},
		{"a person under a plans heading who requested the topic", `# Weekly

Attendees: Ana, Bo

## Schedule and release plans

- requested by Ana
- The registry is the big outstanding topic needing clarity.
`, 7, false},
		{"a tagged question under a next-steps topic", `# Repos

Attendees: Ana, Bo

## Agenda
* [ana] Data from the package registries — recap + next steps
    * [Bo] Would it be useful to write a short public report on the current state? I know of no other source.
`, 7, false},
		{"a person under action items with the work", `# Weekly

Attendees: Ana, Bo

## Action items
- Release notes for 2.1 with Ana, before the freeze
`, 6, true},
		{"next step with a doubt about who, in parentheses", `# Planning

Attendees: Vincent, Derek

## Next steps
- Signature storage (Vincent/Derek?)
`, 6, true},
		{"a future hoped for with its date", `# Triage

## Notes
The design sync will hopefully happen this week, after the review.
`, 4, false},
		{"a future taken on with its date", `# Triage

## Notes
The summary will go out to the stream this week.
`, 4, true},
	})
}
