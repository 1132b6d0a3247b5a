package rules

import "testing"

// Issue 28 (helper en-trials31): forms of meeting minutes kept as GitHub
// issues — a working group's "Action Items - Meeting #N" issues, ticked off
// as the work got done — written here as invented notes of the same shape.

// TestEnTrials31ParenRoleOwners: the names in an item's closing
// parenthesis own it with the role one of them takes — "(@ana, @ben
// review)", "(@cara review)", "(@ana, TSC review)", "(@dev ping the host
// about it)" — under topic labels of an action list too; the role is no
// part of a name. A remark in parentheses stays no owner.
func TestEnTrials31ParenRoleOwners(t *testing.T) {
	notes := "# Action Items - Meeting #9 (3 May)\n\n### Action items\n\n" +
		"* Specs\n" + // 5
		"    * Upcoming specs\n" + // 6
		"        - [ ] cache format - *standard* (@ana, @ben review)\n" + // 7
		"        - [ ] sync protocol - *standard* (@cara review)\n" + // 8
		"        - [ ] glossary - *informative* (@ana, TSC review)\n" + // 9
		"        - [ ] mirror host (@dev ping the host about it)\n" + // 10
		"- Write the storage draft (@ana, @ben to review)\n" + // 11
		"- Storage notes (see the wiki)\n" // 12
	runLineCases(t, []lineCase{
		{"a reviewer beside the owner", notes, 7, w5("ana, ben", "", "cache format - standard")},
		{"a reviewer alone", notes, 8, w5("@cara", "", "sync protocol - standard")},
		{"a body reviewing", notes, 9, w5("ana, TSC", "", "glossary - informative")},
		{"a handle and its step", notes, 10, w5("@dev", "", "mirror host")},
		{"an imperative's owners", notes, 11, w5("@ana, @ben", "", "Write the storage draft")},
	})
	c := candsByLine(t, notes)[12]
	if c.Assignee != "" {
		t.Errorf("line 12: a remark in parentheses read as owner %q", c.Assignee)
	}
}

// TestEnTrials31VerbNotOwner: a verb of work opening an action item before
// "to" is the item's verb, not a person — "Meet to discuss …" (a verb the
// lists know), "Change DNS to point at …" (a verb, then the acronym it acts on).
// A person the notes name still owns "Dana to …", "Dana Wu to …".
func TestEnTrials31VerbNotOwner(t *testing.T) {
	notes := "# Action Items - Meeting #4\n\n### Action items\n\n" +
		"* Meet to discuss priorities for the release\n" + // 5
		"* [ ] Change DNS to point at the new host\n" + // 6
		"* Dana to draft the release notes\n" + // 7
		"* Dana Wu to book the venue\n" // 8
	runLineCases(t, []lineCase{
		{"meet to", notes, 5, w5("", "", "Meet to discuss priorities for the release")},
		{"verb and acronym", notes, 6, w5("", "", "Change DNS to point at the new host")},
		{"a name to", notes, 7, w5("Dana", "", "draft the release notes")},
		{"a full name to", notes, 8, w5("Dana Wu", "", "book the venue")},
	})
}

// TestEnTrials31TopicOverBoxes: where an action list marks its work with
// checkboxes, an item with no box over boxed items ("* Specs", "* Working
// Group Info") names what they are about and is no task; the boxed items
// are. A step without a box over boxes ("* Book the venue") stays one.
func TestEnTrials31TopicOverBoxes(t *testing.T) {
	notes := "# Action Items - Meeting #7\n\n### Action items\n\n" +
		"* Working Group Info\n" + // 5
		"    - [x] Site refresh\n" + // 6
		"        - [x] Publish the specs on the site (@ana)\n" + // 7
		"* Specs\n" + // 8
		"    * Upcoming specs\n" + // 9
		"        - [ ] cache format draft (@ben)\n" + // 10
		"* Book the venue for the summit\n" + // 11
		"    - [ ] Ask two hotels for quotes (@cara)\n" // 12
	runLineCases(t, []lineCase{
		{"a topic over boxes", notes, 5, w5("", "", "")},
		{"a topic over a topic over boxes", notes, 8, w5("", "", "")},
		{"a step over boxes stays", notes, 11, w5("", "", "Book the venue for the summit")},
	})
	got := candsByLine(t, notes)
	for _, l := range []int{7, 10, 12} {
		if _, ok := got[l]; !ok {
			t.Errorf("line %d: boxed item not extracted", l)
		}
	}
}

// TestEnTrials31NextMeetingDue: a label for the next meeting with its date
// in parentheses ("- Next Meeting Setup (14 May, 9:30 am PST)") gives the
// items listed under it that date as their deadline; a label without a
// date gives none.
func TestEnTrials31NextMeetingDue(t *testing.T) {
	notes := "# Action Items - Meeting #8\n\n### Action items\n\n" +
		"- Next Meeting Setup (14 May, 9:30 am PST)\n" + // 5
		"    - [ ] Open the agenda issue (@ana)\n" + // 6
		"    - [ ] Make the notes template (@ben)\n" + // 7
		"- Next meeting setup\n" + // 8
		"    - [ ] Send the calendar invites (@cara)\n" // 9
	runLineCases(t, []lineCase{
		{"the next meeting's date", notes, 6, w5("@ana", "14 May", "Open the agenda issue")},
		{"the next meeting's date, second", notes, 7, w5("@ben", "14 May", "Make the notes template")},
		{"no date", notes, 9, w5("@cara", "", "Send the calendar invites")},
	})
}

// TestEnTrials31TickedOwnedItems: an action list kept as an issue is ticked
// off as the work gets done; a ticked item whose owner closes it in
// parentheses ("- [x] Make the notes template (@ana)") is still the
// meeting's action, nested under a ticked item too.
func TestEnTrials31TickedOwnedItems(t *testing.T) {
	notes := "# Action Items - Meeting #5\n\n### Action items\n\n" +
		"- Next steps for the summit\n" + // 5
		"    - [x] Automate the meeting prep (@ana)\n" + // 6
		"        - [x] Make the notes template (@ana)\n" + // 7
		"        - [x] Write the prep checklist (@ben)\n" // 8
	got := candsByLine(t, notes)
	for _, l := range []int{6, 7, 8} {
		if _, ok := got[l]; !ok {
			t.Errorf("line %d: ticked action item not extracted (all: %v)", l, got)
		}
	}
	if c, ok := got[7]; ok && c.Assignee != "@ana" {
		t.Errorf("line 7: owner %q, want @ana", c.Assignee)
	}
}
