package rules

import "testing"

// TestLabelOverSteps: in a future-work section a numbered label that
// introduces its steps ("3. **Comprehensive SBOMs:**") groups them: the
// steps written as steps (a capitalised verb of work) are the actions,
// and the label — however long, whatever its first word — is none
// (issue 28).
func TestLabelOverSteps(t *testing.T) {
	notes := `### TODOs

1. **Harmonization of SBOM Guidelines:**
   - Continue discussions to align different guidelines.

2. **Adhering to Different Standards:**
   - Prioritize issues related to SBOM quality.
   - Ensure the SBOM meets the requirements of stakeholders.
`
	got := ownersByLine(t, notes)
	for _, line := range []int{4, 7, 8} {
		if _, ok := got[line]; !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
		}
	}
	for _, line := range []int{3, 6} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: the label extracted (owner %q), want nothing", line, o)
		}
	}
}
