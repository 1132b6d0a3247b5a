package rules

import "testing"

// Issue 28 (helper 28x): notes that carry HTML (wiki pages, exports from
// Notion, Confluence or Google Docs) give the actions their Markdown
// equivalent gives, on the source line where each action's text starts.

func wantOwners(t *testing.T, notes string, want map[int]string) {
	t.Helper()
	got := ownersByLine(t, notes)
	for line, owner := range want {
		o, ok := got[line]
		if !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
			continue
		}
		if o != owner {
			t.Errorf("line %d: owner %q, want %q", line, o, owner)
		}
	}
}

func TestHTMLListUnderHTMLHeading(t *testing.T) {
	wantOwners(t, `# Weekly sync

<h3>Action items</h3>
<ul>
  <li><b>Kim</b>: update the docs by Friday</li>
  <li>Lee will fix
      the build</li>
  <li>
    Park to book the room
  </li>
</ul>
`, map[int]string{5: "Kim", 6: "Lee", 9: "Park"})
}

func TestHTMLBoldLabelWithBreaks(t *testing.T) {
	wantOwners(t, `# Team meeting

<b>Tasks to be completed</b><br>
Kim: send the invite to the partners<br>
Lee &amp; Park: review PR&nbsp;12<br>
`, map[int]string{4: "Kim", 5: "Lee & Park"})
}

func TestHTMLOneLineList(t *testing.T) {
	got := ownersByLine(t, "## Next steps\n<ul><li>Kim: send the invite</li><li>Lee: review the PR</li></ul>\n")
	// Both items are on source line 2: one action there is read; the
	// line is no silent miss.
	if _, ok := got[2]; !ok {
		t.Errorf("line 2: not extracted (all: %v)", got)
	}
}

func TestHTMLTableOwnerColumn(t *testing.T) {
	wantOwners(t, `## Action items

<table>
  <tr><th>Owner</th><th>Task</th><th>Due</th></tr>
  <tr>
    <td>Kim</td>
    <td>Write the report</td>
    <td>Friday</td>
  </tr>
  <tr><td>Lee</td><td>Fix the build</td><td>next week</td></tr>
</table>
`, map[int]string{6: "Kim", 10: "Lee"})
}

func TestHTMLDetailsAndCheckboxes(t *testing.T) {
	wantOwners(t, `# Sync

<details>
<summary>Action items</summary>
<ul>
<li><input type="checkbox"> Ana: book the room for the offsite</li>
<li><input type="checkbox"/> Ben: order food for Friday</li>
</ul>
</details>
`, map[int]string{6: "Ana", 7: "Ben"})
}

func TestHTMLParagraphs(t *testing.T) {
	wantOwners(t, `<h2>Next steps</h2>
<p>Sam will send
the slides to the group.</p>
<p><strong>Action:</strong> Tia to draft the blog post.</p>
`, map[int]string{2: "Sam", 4: "Tia"})
}

// TestHTMLBoldLabelInsideLists: a bold label inside an HTML list heads
// the nested list under it (a hand-written README's "Tasks to be
// completed"); the items are owner-less to-dos on their own lines.
func TestHTMLBoldLabelInsideLists(t *testing.T) {
	notes := `## **Meeting Notes**
<ul>
<b>Updates</b>
<ul>
    <ul>
        <li>We met after class.</li>
        <li>Decided on Discord as communication platform.</li>
    </ul>

</ul>
<b>Tasks to be completed</b>
<ul>
    <ul>
        <li>Create a poll to collect available times for our meetings.</li>
        <li>Download the proposal template and share it with the team.</li>
    </ul>
</ul>
`
	got := ownersByLine(t, notes)
	for _, line := range []int{14, 15} {
		if o, ok := got[line]; !ok || o != "" {
			t.Errorf("line %d: extracted %v owner %q, want an owner-less action (all: %v)", line, ok, o, got)
		}
	}
	for _, line := range []int{6, 7} {
		if _, ok := got[line]; ok {
			t.Errorf("line %d: an update is no action (all: %v)", line, got)
		}
	}
}
