package rules

import "testing"

// TestRequiresUsLeadIn: "This will require us to do a couple of
// things:" puts the work of the list under it on the group, as "We need
// to do a couple of things:" does: its steps are actions with nobody
// named; "This would require us to …" only weighs it (issue 28; notes
// written for this test).
func TestRequiresUsLeadIn(t *testing.T) {
	for _, tc := range []struct {
		lead string
		want bool
	}{
		{"This will require us to do a couple of things:", true},
		{"It requires us to do the following:", true},
		{"This would require us to do a couple of things:", false},
	} {
		notes := "# Minutes\n\nThe board asked us to push the draft out for review.\n\n" + tc.lead + "\n\n1) Pick which features make the cut for this round.\n2) Decide whether to keep the draft revision number.\n"
		got := ownersByLine(t, notes)
		for _, line := range []int{7, 8} {
			if o, ok := got[line]; ok != tc.want || ok && o != "" {
				t.Errorf("%q: line %d: got %q (extracted %v), want extracted %v with nobody named", tc.lead, line, o, ok, tc.want)
			}
		}
	}
}
