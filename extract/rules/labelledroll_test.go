package rules

import "testing"

// TestLabelledRollNamesHandles: an attendance list whose items label a
// kind of attendee before its roll ("* Team members: orla, kestrel, wren")
// names each one, lower-case handles included, so that "orla to …" later
// is that person's task.
func TestLabelledRollNamesHandles(t *testing.T) {
	notes := `# Team sync

## Attendance

* Team members: orla, kestrel, wren, dalia
* Others: marlo

## Triage

* orla + kestrel to review the draft
* dalia to rerun the benchmark
* fixes to land before the branch cut
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "labelled-roll", got, map[int]string{10: "orla|kestrel", 11: "dalia"}, []int{12})
}
