package rules

import "testing"

// Open-source governance minutes (TSC, working groups, SIGs; made up for
// the test): the forms their action lists and running notes take.
func TestEnOSSGovernance(t *testing.T) {
	runFormCases(t, []formCase{
		{"a list that records no action", `# Working group sync

## Decisions

* The release goes ahead on Tuesday.

## Action Items

* None
`, nil},
		{"an open box with no bullet before it", `# Working group sync

## Action Items

[] Dana Park: Will update the charter draft with the open comments before the vote
`, []want{
			{line: 5, owners: "Dana Park", due: "before the vote", title: "update the charter draft with the open comments"},
		}},
		{"a label bolded twice over marks the action; one a word runs into is a word", `## Minutes of the council

### 21/03 Budget
* The plan was reviewed. ****ACTION****: Mira will track the actual spending for the year alongside this plan. The plan assumed flat income.
* The notetaker takes note of **ACTION** points.
`, []want{
			{line: 4, owners: "Mira", title: "track the actual spending for the year alongside this plan"},
		}},
		{"a question by inversion and an instruction to the reader are no tasks", `# Steering committee

## Elections
* Do we need to vote next week - general agreement to yes
* To join the group (and get the recordings), send email to group@example.org with a request.
* If you have agenda items, contact @ann before Friday
`, nil},
		{"an example in parentheses and a date of a future 'be' are no commitments", `# March 3, 2025

## Agenda

* Registry kickoff

## Notes

* Registry Kickoff

The registry lets PMC members manage their users.

The authorization policy will be exactly as it is today (e.g., PMC Administrators will manage PMC user pools)

* **Co-chair stepping down**

  Dana Smith (co-chair) notified the group that she will be stepping down.  Her last meeting as the WG Co-Chair will be September 30.
`, nil},
		{"a plan label over a verb of work or a person's commitment marks an action", `# HPC meeting

## Agenda items

- **All:** Standing project items:
    - Spawner check-in: Issues and PRs
        - need to check CI status, seems to be failing for PRs:
            - pytest run for 3.9 fails
            - Plan: drop that combo from the matrix, rerun
        - Worthwhile to do a sweep on spawner PRs
            - Which are worth keeping which to close?
            - Plan: Mike will take a look on PRs
        - Plan: the release goes out in May
`, []want{
			{line: 9, title: "drop that combo from the matrix, rerun"},
			{line: 12, owners: "Mike", title: "take a look on PRs"},
		}},
		{"a day that owns a noun is no deadline", `# SIG meeting

## Notes

* The converters worked on by today's attendees do not support the ML operators. We would like to know which converters currently do.
`, nil},
		{"a number a release noun follows is a version, no date", `# SIG meeting

## Notes

* PR now marked for 1.9 milestone, will be tracked for release.
`, nil},
		{"a role with the person's name in parentheses is that person", `# Working group

## Action Items

* WG Chair (Kris):  Post references to the registry documents
* Dana Park (Acme):  Share the survey results
`, []want{
			{line: 5, owners: "Kris", title: "Post references to the registry documents"},
			{line: 6, owners: "Dana Park", title: "Share the survey results"},
		}},
		{"several bold action labels on one line are one action each", `## Minutes of the council

### 20/09 Budget overview
* **ACTION**: Ewa will create a new budget to compare with the projected actuals. The group discussed consultant fees and Ewa clarified they were covered under existing grants. **ACTION**: Juan will create an issue and council members will vote asynchronously.
`, []want{
			{line: 4, owners: "Ewa", title: "create a new budget to compare with the projected actuals"},
			{line: 4, owners: "Juan", title: "create an issue and council members will vote asynchronously"},
		}},
		{"a role with its article commits as a person would", `**100/18 Staff involvement in the conduct committee**

* The existing task force is working on this

* The Executive Council liaison will report back on this to the committee

* The chair will be away in May
`, []want{
			{line: 5, owners: "Executive Council liaison", title: "report back on this to the committee", needsHuman: true},
		}},
		{"a quantifier owns with its group", `## Minutes of the council

### 20/12 Goals for the year
One priority is the committee work. **ACTION**: All Council members will read through current issues and pick one to work on.
`, []want{
			{line: 4, owners: "All Council members", title: "read through current issues and pick one to work on"},
		}},
		{"a standing rule of the process is no task", `## Minutes

### Review of the process document
* Triage of PRs should be automated with a bot and maintainers should periodically review PRs assigned to them
`, nil},
		{"a person addressed with an imperative gets the task; a name before a remark is who spoke", `# TSC meeting

## Present

* Rich Tran @rtran (TSC)
* Matteo Cole @mcole (TSC)

## Agenda

* doc: document the assert behaviour [#182](https://example.org/pr/182)
  * Nobody who was in the discussion is here.
  * Rich, invite Ruben as guest to discuss this one issue
  * Matteo, important issue. Scheduling a call will help.
  * Matteo, released 8.1 yesterday.
`, []want{
			{line: 12, owners: "Rich", title: "invite Ruben as guest to discuss this one issue", needsHuman: true},
		}},
		{"a due with its alternative", `## Action items

* Rich will try to get to it this week or next.
`, []want{
			{line: 3, owners: "Rich", due: "this week or next", title: "try to get to it"},
		}},
	})
}
