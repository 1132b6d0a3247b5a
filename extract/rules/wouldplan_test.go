package rules

import (
	"strings"
	"testing"
)

// Past-tense minutes report the meeting's plan with "would": under the
// next steps it is the plan (the subject's, nobody's for "we"); a wish
// ("would like"), a view ("it would be nice") and a thing ("the parser
// would …") are none; outside the next steps a named subject's "would"
// is a possible action, never an extracted one.
func TestWouldPlanInNextSteps(t *testing.T) {
	notes := `# Meeting 3

### **Next Steps**

***Field work***: *Everybody would collect two interview transcripts
 and upload them to the shared folder by Monday noon*.

*We would update the codebook and circulate it to the advisors*.

*Lotte would like to go first.* It would be nice to have a demo.

### **Slides**

*Kwame would draft the opening slides, and Ines
 would present them at the review*.
`
	got, pos := parseWithPossible(t, notes)
	by := map[int]int{}
	for k, c := range got {
		by[c.Line] = k
	}
	if k, ok := by[5]; !ok || got[k].Assignee != "Everybody" {
		t.Errorf("line 5: want an action for Everybody; got %+v", got)
	}
	if k, ok := by[8]; !ok || got[k].Assignee != "" || got[k].Title == "" {
		t.Errorf("line 8: want an action nobody is named for; got %+v", got)
	}
	for _, line := range []int{10, 14} {
		if _, ok := by[line]; ok {
			t.Errorf("line %d: extracted; want none", line)
		}
	}
	var possible bool
	for _, p := range pos {
		if p.Line == 14 && strings.Contains(p.SignalText(), "person: Kwame") {
			possible = true
		}
		if p.Line == 10 {
			t.Errorf("line 10: a wish read as a possible action: %s", p.SignalText())
		}
	}
	if !possible {
		t.Errorf("line 14: no possible action for Kwame; got %+v", pos)
	}
}
