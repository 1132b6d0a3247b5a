package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// An action heading qualified by an earlier meeting ("Action Items | Last
// week", "Action items - previous meeting", "액션 아이템 - 지난 회의") lists earlier
// work: its items are carry-over lines, each person's under their
// heading. An action heading qualified otherwise ("for next week") does
// not, nor does a heading that only mentions last week.
func TestCarryOverHeadingQualifiedByAnEarlierMeeting(t *testing.T) {
	for _, c := range []struct {
		heading string
		want    string
	}{
		{"## Action Items | Last week", extract.RestatesCarryOver},
		{"## Action items - previous meeting", extract.RestatesCarryOver},
		{"## Actions from the last call", extract.RestatesCarryOver},
		{"## 액션 아이템 - 지난 회의", extract.RestatesCarryOver},
		{"## Action items for next week", ""},
		{"## Action items", ""},
	} {
		notes := c.heading + "\n\n***Alice***\n* review the onboarding guide\n"
		got, err := Parse(context.Background(), []byte(notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Restates != c.want || got[0].Title != "review the onboarding guide" {
			t.Errorf("%q: %+v; want one item, restates %q", c.heading, got, c.want)
		}
	}
	got, err := Parse(context.Background(), []byte("## What we did last week\n\n* reviewed the onboarding guide\n"), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range got {
		if c.Restates == extract.RestatesCarryOver {
			t.Errorf("a heading that mentions last week: %+v", c)
		}
	}
}

// A line that is no action as written is asked about — with its heading's
// owner, or the name leading it — and read as a progress line only when
// the series says it restates an open task; it carries a problem (the
// linker links it, or a person confirms it). Lines of action sections are
// read as actions and never asked; without a check nothing is asked.
func TestRestatedLineAsksTheSeries(t *testing.T) {
	notes := "# W2\n\n## Alice\n### Progress\n- onboarding guide reviewed\n- lunch with the new hires\n\n## Notes\n- Bob: release notes published\n\n## Action items\n- [ ] @Bob draft the release notes\n"
	var asked []string
	restates := func(owner, title, _ string) bool {
		asked = append(asked, owner+"|"+title)
		return title == "onboarding guide reviewed" && owner == "Alice" || title == "release notes published" && owner == "Bob"
	}
	got, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, restates)
	if err != nil {
		t.Fatal(err)
	}
	var restated []extract.Candidate
	for _, c := range got {
		if c.Syntax == "restated" {
			restated = append(restated, c)
		}
	}
	if len(restated) != 2 || restated[0].Line != 5 || restated[0].Assignee != "Alice" || restated[1].Line != 9 || restated[1].Assignee != "Bob" {
		t.Fatalf("restated %+v (asked %q)", restated, asked)
	}
	for _, c := range restated {
		if c.Restates != extract.RestatesProgress || len(c.Problems) != 1 || c.Problems[0] != problemRestated {
			t.Errorf("%+v", c)
		}
	}
	for _, q := range asked {
		if strings.Contains(q, "draft the release notes") {
			t.Errorf("an action item was asked about: %q", q)
		}
	}
	plain, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(plain) != len(got)-2 {
		t.Fatalf("without a check: %d candidates, want %d", len(plain), len(got)-2)
	}
}

// A list of requests where the series says one restates an open task:
// the others of the same form are new requests of the list, read for a
// person to confirm (the next meeting restates them in turn).
func TestRequestsBesideARestatedRequest(t *testing.T) {
	notes := "## Docs\n- please look at https://example.org/a\n- please look at https://example.org/b\n- Good tool for drawings: http://draw.io\n"
	restates := func(owner, title, _ string) bool { return owner == "" && strings.HasSuffix(title, "/a") }
	got, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, restates)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Line != 2 || got[0].Restates != extract.RestatesProgress || got[1].Line != 3 || got[1].Syntax != "request-list" ||
		got[1].Title != "please look at https://example.org/b" || len(got[1].Owners) != 0 || len(got[1].Problems) == 0 {
		t.Fatalf("%+v", got)
	}
}

// A list under a parent item that names earlier work ("* Follow up on
// next steps from last meeting") is a carry-over list; a parent item that
// names the next meeting is not.
func TestCarryOverParentItem(t *testing.T) {
	for _, c := range []struct {
		parent, want string
	}{
		{"* Follow up on next steps from last meeting", extract.RestatesCarryOver},
		{"* Action items from the previous call:", extract.RestatesCarryOver},
		{"* Next steps for the next meeting", ""},
	} {
		notes := c.parent + "\n   * Will start on some CueGUI unit testing to gain familiarity there.\n"
		got, err := Parse(context.Background(), []byte(notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Line != 2 || got[0].Restates != c.want {
			t.Errorf("%q: %+v; want line 2, restates %q", c.parent, got, c.want)
		}
	}
}

// A progress line under a parent item that is only a person ("* Current
// work updates" / "* Omar" / "* Working on packaging.") is that person's;
// a line there that states no progress is no action, and one under a
// parent item that is a topic has no owner to read.
func TestProgressLineUnderAPersonItem(t *testing.T) {
	notes := "* Current work updates\n   * Alice\n      * Working on packaging.\n      * Summer of Code\n   * Tooling\n      * Working on packaging.\n"
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Line != 3 || strings.Join(got[0].Owners, ",") != "Alice" || got[0].Restates != extract.RestatesProgress || got[0].Title != "packaging." && got[0].Title != "packaging" {
		t.Fatalf("%+v", got)
	}
}

// A question under a person's heading in an action list is theirs to find
// out (in a list of last meeting's actions, a restatement of it); the same
// question in an action list with nobody's heading asks the group and is
// no action.
func TestPersonsQuestionInAnActionList(t *testing.T) {
	for _, c := range []struct {
		notes    string
		want     int
		restates string
	}{
		{"## Action Items | Last week\n\n***Alice***\n* what does it take to create a new stackexchange site?\n", 1, extract.RestatesCarryOver},
		{"## Action Items\n\n***Alice***\n* what does it take to create a new stackexchange site?\n", 1, ""},
		{"## Action items\n\n* what does it take to create a new stackexchange site?\n", 0, ""},
	} {
		got, err := Parse(context.Background(), []byte(c.notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != c.want {
			t.Fatalf("%q: %+v; want %d", c.notes, got, c.want)
		}
		if c.want == 1 && (got[0].Restates != c.restates || got[0].Assignee != "Alice") {
			t.Errorf("%q: %+v; want Alice's line, restates %q", c.notes, got[0], c.restates)
		}
	}
}

// A nested step that opens with a verb of work is a subtask of the person
// whose heading holds the action list; in an action list of nobody's it
// stays a detail of its parent.
func TestPersonsNestedStep(t *testing.T) {
	for _, c := range []struct {
		notes string
		want  []string
	}{
		{"## Action Items\n\n***Alice***\n* take the helm on applying to NumFOCUS\n    * Bring up a looping mentorship program at a future meeting\n", []string{"take the helm on applying to NumFOCUS", "Bring up a looping mentorship program at a future meeting"}},
		{"## Action Items\n\n* take the helm on applying to NumFOCUS\n    * Bring up a looping mentorship program at a future meeting\n", []string{"take the helm on applying to NumFOCUS"}},
	} {
		got, err := Parse(context.Background(), []byte(c.notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, g := range got {
			titles = append(titles, g.Title)
		}
		if strings.Join(titles, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: %q; want %q", c.notes, titles, c.want)
		}
	}
}

// Under a person's item, a line that opens with a verb of work in -ing is
// what they are doing (a progress line, theirs); a remark ("Minor
// progress."), a question, and the same line under an item that names no
// person are not.
func TestWorkGerundUnderAPersonsItem(t *testing.T) {
	notes := "# Sync\n\nAttendees: Greg Denton, Brian Cipriano\n\n* Current work updates\n   * Greg\n      * Starting to look at REST API potentially\n      * Minor progress.\n      * Getting the build green?\n   * Brian\n      * Fixing Windows problems, a few PRs pending.\n* Simple web view\n   * Starting to look at a read-only view\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	var read []string
	for _, c := range got {
		read = append(read, c.Assignee+": "+c.Title+" ("+c.Restates+")")
	}
	want := []string{
		"Greg: Starting to look at REST API potentially (" + extract.RestatesProgress + ")",
		"Brian: Fixing Windows problems, a few PRs pending (" + extract.RestatesProgress + ")",
	}
	if strings.Join(read, "|") != strings.Join(want, "|") {
		t.Errorf("read %q; want %q", read, want)
	}
}

// A parent item that reviews earlier actions, however worded ("Review
// last meeting's action points"): its items restate them and are read
// as earlier work (at most an action to confirm), their follow-ups as new
// ones. Near miss: a review of something else ("Review of the budget")
// heads new work as before.
func TestReviewLabelParent(t *testing.T) {
	notes := `# Board meeting
1. Review last meeting's action points
   1. Action: Boris will draft a hiring proposal
       1. Follow up: Boris to work with Eric on the proposal
   2. Action: Ben will post the roadmap link
2. Discuss current status
   1. Action: Eric to review the pull requests
3. Review of the budget
   1. Action: Ana will send the budget sheet
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	type w struct {
		owner   string
		confirm bool
	}
	wants := map[int]w{3: {"Boris", true}, 4: {"Boris", false}, 5: {"Ben", true}, 7: {"Eric", false}, 9: {"Ana", false}}
	if len(got) != len(wants) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(wants), dump(got))
	}
	for _, g := range got {
		want, ok := wants[g.Line]
		if !ok || len(g.Owners) != 1 || g.Owners[0] != want.owner || (len(g.Problems) > 0) != want.confirm {
			t.Errorf("line %d: owners %v problems %v, want %+v", g.Line, g.Owners, g.Problems, want)
		}
	}
}

// Every Korean work noun series reads as in progress makes "<task> <noun>
// 중" a progress line here, the noun kept as the task's verb (진행 and 작업
// name no work of their own): one list, extract.KoProgressNouns.
func TestProgressTextEveryKoreanWorkNoun(t *testing.T) {
	for _, noun := range strings.Split(extract.KoProgressNouns, "|") {
		want := "결제 모듈 " + noun
		if noun == "진행" || noun == "작업" {
			want = "결제 모듈"
		}
		for _, text := range []string{"결제 모듈 " + noun + " 중", "결제 모듈 " + noun + "중입니다."} {
			if got := strings.TrimSpace(progressText(text)); got != want {
				t.Errorf("progressText(%q) = %q, want %q", text, got, want)
			}
		}
	}
}
