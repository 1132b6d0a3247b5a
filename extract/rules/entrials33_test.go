package rules

import "testing"

// Issue 28 (helper en-trials33): forms of the formal minutes of
// nonprofits' boards and committees, written here as invented notes of
// the same shape.

// TestEnTrials33ReferenceLinkNames: a member's name written as a
// Markdown reference link ("[Dana Morel][DanaMorel]", "[Lena][]", the
// shortcut "[Omar Haddad]") whose label the notes define is the name;
// a bracketed word the notes do not define stays as written.
func TestEnTrials33ReferenceLinkNames(t *testing.T) {
	notes := "[DanaMorel]: /people/DanaMorel\n[Lena]: /people/Lena\n[Omar Haddad]: /people/OmarHaddad\n\n" +
		"# Finance committee\n\n" +
		"The bank balance is healthy.\n\n" + // 7
		"[Dana Morel][DanaMorel] will call the insurer to ask about the renewal.\n\n" + // 9
		"[Lena][] will draft the annual report for the spring meeting.\n\n" + // 11
		"[Omar Haddad] will renew the hall booking by Friday.\n" // 13
	runLineCases(t, []lineCase{
		{"[text][label]", notes, 9, w5("Dana Morel", "", "call the insurer to ask about the renewal")},
		{"[text][]", notes, 11, w5("Lena", "", "draft the annual report for the spring meeting")},
		{"[text] alone", notes, 13, w5("Omar Haddad", "by Friday", "renew the hall booking")},
	})
}

// TestEnTrials33AssignedColumn: "| Meeting | Assigned | Action | status
// |", a board's action points table: the "Assigned" column is the owner.
func TestEnTrials33AssignedColumn(t *testing.T) {
	notes := "# Board meetings\n\n## Action points\n\n" +
		"| Meeting | Assigned | Action | status |\n" +
		"| ------- | -------- | ------ | ------ |\n" +
		"| #12 | Priya | send the sponsorship letter to the venue | not done |\n" // 7
	runLineCases(t, []lineCase{
		{"Assigned column", notes, 7, w5("Priya", "", "send the sponsorship letter to the venue")},
	})
}

// TestEnTrials33AttendanceRoles: "Present: A (Treasurer, Clerk) and B
// (Recorder)": the roles' commas do not cut the names after them off
// the roll, so a commitment of B's in the middle of a paragraph is B's.
func TestEnTrials33AttendanceRoles(t *testing.T) {
	notes := "### Finance committee\n\n" +
		"Present: Dana Morel (Bookkeeper, Treasurer, & Clerk)\nand Lena Ortiz (Recorder) and Omar Haddad\nwere in attendance.\n\n" +
		"We went over the grant form, which Dana\nis almost finished with.  Lena will sign it and submit it this month.\n" // 8-9
	got := candsByLine(t, notes)
	c, ok := got[9]
	if !ok {
		c, ok = got[8]
	}
	if !ok || c.Assignee != "Lena" {
		t.Fatalf("want Lena's commitment on line 8 or 9, got %+v", got)
	}
}

// TestEnTrials33PassivePeriod: a committee's own work in the passive
// with the period it is done in ("this month", "in November",
// "mid-May") is an action with nobody named; a participle whose base is
// as often a noun ("mailed") is work too; without a period it stays a
// description.
func TestEnTrials33PassivePeriod(t *testing.T) {
	notes := "# Finance committee\n\n" +
		"1.  **Reminder letters** will be mailed this month.\n\n" + // 3
		"2.  The draft budget will be presented in November.\n\n" + // 5
		"3.  The talk will be given at the library.\n" // 7
	runLineCases(t, []lineCase{
		{"passive, this month", notes, 3, w5("", "this month", "Reminder letters will be mailed")},
		{"passive, in a month", notes, 5, w5("", "in November", "The draft budget will be presented")},
		{"passive, no period", notes, 7, w5("", "", "")},
	})
}
