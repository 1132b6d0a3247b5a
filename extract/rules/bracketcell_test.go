package rules

import "testing"

// A template's table kept its brackets around each filled slot
// ("| [Draft the poster] | [Mira Okafor] | [03/11] |"): the brackets are
// no part of the owner or the deadline; an empty or "[unassigned]" slot
// names nobody, and the template's own sample row ("[Task 1]") is no
// work.
func TestBracketedTableCells(t *testing.T) {
	notes := `## Action Items
| Task | Assigned To | Due Date |
|:-----|:-----------:|:--------:|
| [Task 1] | [Name 1] | [Due Date] |
| [Draft the poster] | [Mira Okafor] | [03/11] |
| [Set up the staging server] | [Tomas Reyes & Jun Park] | [ ] |
| [Write the survey questions] | [unassigned] | [05/11] |
| [Collect the lab keys] | [] | [06/11] |
`
	got := candsByLine(t, notes)
	checkOwners(t, "bracketed cells", ownersByLine(t, notes), map[int]string{5: "Mira Okafor", 6: "Tomas Reyes & Jun Park", 7: "", 8: ""}, []int{4})
	if c, ok := got[5]; !ok || c.Due != "03/11" {
		t.Errorf("line 5: due %q, want %q", c.Due, "03/11")
	}
	if c, ok := got[6]; ok && c.Due != "" {
		t.Errorf("line 6: due %q, want none", c.Due)
	}
}
