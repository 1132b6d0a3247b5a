package rules

import "testing"

// TestGoalsForSprintParent: "2. Goals for this sprint" over its items
// heads them as "Next steps" does; "Future plans" and "Next year plans,
// roadmap" over a talk's list do not (a product's roadmap, nobody's
// task); under "Goals for next week" an item whose first nested line is
// a person's commitment is the goal that step serves, not a task of its
// own (notes invented for the test).
func TestGoalsForSprintParent(t *testing.T) {
	notes := "# Standup\n\nPresent: Sky Chung, Sean Oh, Jimin Han, Doug Yoon\n\n" +
		"1. Goals for this sprint\n" + // 5
		"   - Fix the push notification bug (Doug)\n" + // 6
		"   - Redesign onboarding - Jimin\n" + // 7
		"   - Sky: clean up the deploy pipeline\n" + // 8
		"2. Talk by the vendor\n" + // 9
		"   * Future plans\n" + // 10
		"      * Custom role delegation\n" + // 11
		"      * Improved metadata management\n" + // 12
		"* Goals for next week\n" + // 13
		"   * Iterate on design doc\n" + // 14
		"      * Sean to update it based on comments\n" + // 15
		"   * Continue on the GUI unit tests.\n" // 16
	cs := parseNotes(t, notes)
	got := map[int]string{}
	held := map[int]bool{}
	for _, c := range cs {
		got[c.Line] = c.Assignee
		held[c.Line] = len(c.Problems) > 0
	}
	for l, w := range map[int]string{6: "Doug", 7: "Jimin", 8: "Sky", 15: "Sean", 16: ""} {
		o, ok := got[l]
		if !ok || o != w {
			t.Errorf("line %d: owner %q (found %v), want %q", l, o, ok, w)
		}
	}
	for _, l := range []int{6, 7, 8} {
		if held[l] {
			t.Errorf("line %d: held as outside an action section, want a task of the sprint's goals", l)
		}
	}
	for _, l := range []int{11, 12, 14} {
		if _, ok := got[l]; ok {
			t.Errorf("line %d: extracted, want no task", l)
		}
	}
}

// TestCommitAfterAdverb: "Jimin kindly agreed to …", "Doug also agreed
// to …" commit as "Jimin agreed to …" does; "4. Announcements" over its
// items is no person's list (notes invented for the test).
func TestCommitAfterAdverb(t *testing.T) {
	notes := "# Sync\n\nPresent: Jimin Han, Doug Yoon\n\n## Discussion\n" +
		"- Jimin kindly agreed to recruit 3 more interview participants\n" + // 6
		"- Doug also agreed to draft the survey\n" + // 7
		"\n4. Announcements\n   - Office closed Dec 24-26\n" // 9, 10
	checkOwners(t, "adverbs", ownersByLine(t, notes), map[int]string{6: "Jimin", 7: "Doug"}, nil)
	for _, p := range possibleLines(t, notes, nil) {
		for _, s := range p.Signals {
			if s.Value == "Announcements" {
				t.Errorf("line %d: 'Announcements' read as a person (%v)", p.Line, p.Signals)
			}
		}
	}
}

// TestTurnNoWork: in a call's transcript, a turn that only runs the call
// or promises a courtesy ("Okay, let's get started. I'll share my
// screen.", "I'll let you know if anything changes", "I'll try to join
// Thursday") is neither a task nor a possible action; "I'll try to
// resurrect the thread" and "I will write up the plan by Friday" are
// still read (notes invented for the test).
func TestTurnNoWork(t *testing.T) {
	notes := "# Call\n\n" +
		"Alice Wong: Okay, let's get started. I'll share my screen.\n" + // 3
		"Bob Lee: I'll let you know if anything changes.\n" + // 4
		"Carol Diaz: I'll try to join Thursday but can't promise.\n" + // 5
		"Bob Lee: I'll try to resurrect the thread.\n" + // 6
		"Carol Diaz: I will write up the migration plan by Friday.\n" + // 7
		"Alice Wong: Thanks all.\n"
	checkOwners(t, "turns", ownersByLine(t, notes), map[int]string{6: "Bob Lee", 7: "Carol Diaz"}, []int{3, 4, 5})
	for _, p := range possibleLines(t, notes, nil) {
		if p.Line >= 3 && p.Line <= 5 {
			t.Errorf("line %d: shown as a possible action (%v)", p.Line, p.Signals)
		}
	}
}
