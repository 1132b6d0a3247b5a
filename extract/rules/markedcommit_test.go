package rules

import "testing"

// TestMarkedCommitmentIntroducesContent: "Action item: Orla to write up
// a comment stating that:" is Orla's action though a colon closes it; the
// items under it say what the comment holds, no actions of their own.
func TestMarkedCommitmentIntroducesContent(t *testing.T) {
	notes := `# Tooling sync

## Triage

* Flaky runner on the arm builders
* Action item: Orla to write up a comment stating that:
    * the runner image is pinned
    * a nightly rebuild is wanted
* Action items:
    * Dalia to draft the upgrade notice
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "marked-commit", got, map[int]string{6: "Orla", 10: "Dalia"}, []int{7, 8, 9})
}

// TestMarkerVolunteersTo: after an action marker, "kestrel volunteers
// to …" (a handle in lower case as often) names who takes the work, as
// "kestrel to …" does.
func TestMarkerVolunteersTo(t *testing.T) {
	notes := `# Tooling sync

## Attendance

* Team members: orla, kestrel, wren

## Triage

* Action Item: kestrel volunteers to leave a comment on the thread.
* Action: Wren has offered to close the stale tickets
* Action item: orla agrees to rerun the benchmark
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "volunteers", got, map[int]string{9: "kestrel", 10: "Wren", 11: "orla"}, nil)
}
