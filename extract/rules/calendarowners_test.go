package rules

import "testing"

// TestMonthsBeforeOwnerNotOwners: a list of months opening a commitment
// ("Over March, April, and May, Priya will …") is the work's time; the
// name after it owns the work, the months do not (notes invented for
// the test).
func TestMonthsBeforeOwnerNotOwners(t *testing.T) {
	notes := `# Branch library meeting

4. Self-checkout rollout

  - Kiosks arrive in spring
  - Over March, April, and May, Priya will visit each branch to set up the kiosks
  - In June and July, Tomas will train the weekend staff
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{6: "Priya", 7: "Tomas"} {
		if got[line] != want {
			t.Errorf("line %d: owner %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
}
