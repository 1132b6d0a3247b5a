package rules

import "testing"

// Issue 28 (helper en-trials27): forms of course-team and capstone
// minutes (client, mentor and auditor meetings, numbered discussion items,
// closing requirement lists) — written here as invented notes of the same
// shape.

const enTrials27Head = "# **Group Meeting 3** - *Minutes*\n\n## General Information\n" +
	" - **Date**: 4 Sep\n" +
	" - **Team Members Present**: Mira, Tobias, Ines, Pavel\n\n" + // 5
	"## Discussion Items\n" // 7

// TestEnTrials27MembersPresentRoll: "Team Members Present:" lists the
// people as "Present:" does, so "Tobias to edit …" (a verb of work outside
// the core imperatives) is a named commitment, not a thin one.
func TestEnTrials27MembersPresentRoll(t *testing.T) {
	notes := enTrials27Head +
		" 1. Design document\n" + // 8
		"    - Tobias to edit the design document.\n" + // 9
		"    - Pavel to assess whether a second survey is needed.\n" // 10
	runLineCases(t, []lineCase{
		{"a person the qualified roll lists", notes, 9, w5("Tobias", "", "edit the design document")},
		{"another", notes, 10, w5("Pavel", "", "assess whether a second survey is needed")},
	})
}

// TestEnTrials27PassiveByAgent: "… to be completed by Ines": the agent of a
// passive future takes the work.
func TestEnTrials27PassiveByAgent(t *testing.T) {
	notes := enTrials27Head +
		" 1. Report\n" + // 8
		"    - The first half of the report to be completed by Ines\n" + // 9
		"    - The budget will be reviewed by the faculty\n" // 10
	runLineCases(t, []lineCase{
		{"a known person as the agent", notes, 9, w5("Ines", "", "The first half of the report to be completed by Ines")},
		{"a body as the agent stays out", notes, 10, w5("", "", "")},
	})
}

// TestEnTrials27GroupMembersTo: "All team members to …", "Team members to
// …", "Each project member to …": the group takes the work.
func TestEnTrials27GroupMembersTo(t *testing.T) {
	notes := enTrials27Head +
		" 1. Timesheets\n" + // 8
		"    - All team members to send their timesheets for weeks 1 and 2\n" + // 9
		"    - Team members to add their names next to the sections they take\n" + // 10
		"    - Each project member to write a short reflection\n" // 11
	runLineCases(t, []lineCase{
		{"all team members", notes, 9, w5("All team members", "", "send their timesheets for weeks 1 and 2")},
		{"team members", notes, 10, w5("Team members", "", "add their names next to the sections they take")},
		{"each project member", notes, 11, w5("Each project member", "", "write a short reflection")},
	})
}

// TestEnTrials27DueParen: a closing list item with no verb, a person and a
// "(due …)" marker is that person's work due then.
func TestEnTrials27DueParen(t *testing.T) {
	notes := enTrials27Head +
		" 1. Scope\n\n## System Requirements\n" + // 8-10
		" 1. Ines budget section of the scope (due **Friday**)\n" + // 11
		" 2. Budget section of the scope\n" // 12
	runLineCases(t, []lineCase{
		{"a person and a due marker", notes, 11, w5("Ines", "due Friday", "Ines budget section of the scope")},
		{"no marker, no action", notes, 12, w5("", "", "")},
	})
}

// TestEnTrials27TimeBeforeDay: "by 5pm Friday" — the time of day written
// before the day is part of the deadline.
func TestEnTrials27TimeBeforeDay(t *testing.T) {
	notes := enTrials27Head +
		" 1. Slides\n" + // 8
		"    - Mira to send the slides by 5pm Friday\n" + // 9
		"    - Pavel to book the room by 10:30am on Monday\n" // 10
	runLineCases(t, []lineCase{
		{"a time, then the day", notes, 9, w5("Mira", "by 5pm Friday", "send the slides")},
		{"a time, on, then the day", notes, 10, w5("Pavel", "by 10:30am on Monday", "book the room")},
	})
}

// TestEnTrials27DueFollowUp: "- To be completed by Thursday" after the
// work is that work's deadline, not a second task.
func TestEnTrials27DueFollowUp(t *testing.T) {
	notes := enTrials27Head +
		" 1. Risk log\n" + // 8
		"    - Mira to complete the risk log\n" + // 9
		"    - To be completed by Thursday\n" + // 10
		" 2. Poster\n" + // 11
		"    - To be submitted by Friday\n" // 12
	runLineCases(t, []lineCase{
		{"the work takes the deadline", notes, 9, w5("Mira", "by Thursday", "complete the risk log")},
		{"the deadline line is no task", notes, 10, w5("", "", "")},
		{"with no work before it, it stays", notes, 12, w5("", "by Friday", "To be submitted")},
	})
}
