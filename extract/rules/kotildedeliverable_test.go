package rules

import "testing"

// TestKoTildeDeliverable: an open item naming a deliverable with a
// deadline written as a tilde before the date ("- [ ] 회고 문서 (~11/21)")
// is a task due then, as "회고 문서 11/21까지" is: the tilde reads "by".
// Issue 28 (bracketed deadlines); notes written for this test.
func TestKoTildeDeliverable(t *testing.T) {
	notes := `# 스터디 모임

## 메모
- [ ] 회고 문서 (~11/21)
- [ ] 설계 문서 초안 (~11/24)
`
	cs, _ := parseWithPossible(t, notes)
	due := map[int]string{}
	for _, c := range cs {
		due[c.Line] = c.Due
	}
	for line, want := range map[int]string{4: "~11/21", 5: "~11/24"} {
		if d, ok := due[line]; !ok || d != want {
			t.Errorf("line %d: due %q (extracted %v), want %q (all: %v)", line, d, ok, want, due)
		}
	}
}
