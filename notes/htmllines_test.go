package notes

import (
	"strings"
	"testing"
)

// An HTML export's Markdown lines point at the lines of the HTML file
// where their text is, so an action is reported at the line a person finds
// in the file they gave (and eval scores it at the line labelled there).
// Before, the line was the converted Markdown's, which nobody sees.
func TestHTMLExportSourceLines(t *testing.T) {
	const page = `<!DOCTYPE html>
<html>
<head>
<title>Weekly sync 2026-09-14</title>
<style>p { margin: 0 } .Send the draft { }</style>
</head>
<body>
<h1>Weekly sync 2026-09-14</h1>
<p>Present: Dana, Omar &amp; Lee</p>
<h2>Discussion</h2>
<ul>
  <li>We looked at the <b>release</b> plan.</li>
  <li>
    <strong>Omar</strong>: the CI is flaky &mdash; needs a look
  </li>
</ul>
<h2>Action items</h2>
<table>
<tr><th>Owner</th><th>Task</th><th>Due</th></tr>
<tr><td>Dana</td><td>Send the draft</td><td>9/18</td></tr>
<tr>
  <td>Lee</td>
  <td>Book the room</td>
  <td>9/20</td>
</tr>
</table>
<p>ACTION: Omar to fix the <a href="https://ci.example">CI job</a> by Friday</p>
</body>
</html>
`
	dir := t.TempDir()
	d, err := Read(write(t, dir, "minutes.html", page), "minutes.html", "", "")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{
		"# Weekly sync":       8,
		"Present: Dana":       9,
		"plan.":               12,
		"the CI is flaky":     14,
		"## Action items":     17,
		"| Dana":              20,
		"| Lee":               22,
		"ACTION: Omar to fix": 27,
	}
	if d.Identity.Date != "2026-09-14" {
		t.Errorf("date %+v, want 2026-09-14 from the page's heading", d.Identity)
	}
	lines := strings.Split(string(d.Body), "\n")
	for frag, line := range want {
		found := false
		for i, l := range lines {
			if strings.Contains(l, frag) {
				found = true
				if got := d.SourceLine(i + 1); got != line {
					t.Errorf("%q (Markdown line %d) at HTML line %d, want %d", frag, i+1, got, line)
				}
				break
			}
		}
		if !found {
			t.Errorf("%q not in the Markdown:\n%s", frag, d.Body)
		}
	}
}
