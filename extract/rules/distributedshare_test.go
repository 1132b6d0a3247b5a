package rules

import "testing"

// A step that divides the work among the team, then each person's share
// ("  - Split the audit among team members:" / "    - Yusuf: Logging"):
// each share is its person's task though the notes name them nowhere
// else; the short label over the step is no task; shares under a step
// that divides nothing are details, not owners' tasks.
func TestDistributedShares(t *testing.T) {
	notes := `# Sprint review

### Action Items

- Peer Review Tasks:

  - Split the audit among team members:
    - Yusuf: Logging and alerts
    - Carmen: Access review
    - Idris: Backups

- Prepare the demo
  - Intro: two slides
`
	got := candsByLine(t, notes)
	checkOwners(t, "distributed share", ownersByLine(t, notes), map[int]string{8: "Yusuf", 9: "Carmen", 10: "Idris"}, nil)
	if c, ok := got[5]; ok {
		t.Errorf("line 5: the label read as a task %q", c.Title)
	}
	if c, ok := got[13]; ok && c.Assignee == "Intro" {
		t.Errorf("line 13: a detail's label read as its owner (%q)", c.Title)
	}
}
