package rules

import "testing"

// TestRecordOwnerFieldDue: a due written in a record's owner field
// without a field label of its own ("Owner: Alice, due Friday", "담당:
// 서연 (금요일까지)") is the record's due, not part of the owner's name.
func TestRecordOwnerFieldDue(t *testing.T) {
	got, _ := parseWithPossible(t, `# Meeting

## Agenda
- Release notes
  - Owner: Alice, due Friday
- 로고 디자인
  - 담당: 서연 (금요일까지)
`)
	wantActions(t, got, "4:Alice:Release notes:due Friday | 6:서연:로고 디자인:금요일까지")
}
