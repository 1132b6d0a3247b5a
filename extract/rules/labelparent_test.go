package rules

import "testing"

// TestDeadlineLabelParent: a list item that is only a deadline, or a
// deadline and a person the notes know, labels the items nested under it:
// they inherit its deadline (over the heading's) and its owner, and the
// label itself is neither an action nor a possible one. Notes written for
// this test.
func TestDeadlineLabelParent(t *testing.T) {
	notes := `# Release sync

Attendees: Nadia, Omar

## Action items
- Before Thursday:
  - rotate the signing key
  - update the mirror list
- Omar (by June 2)
  - write the upgrade notes
  - ping the packagers by May 30

## 이번 주 할 일
- 최다은 (5/12까지)
  - 회원 탈퇴 API 구현
- 수요일 전까지
  - 배너 이미지 교체
`
	got := parseNotes(t, notes)
	checkByLine(t, got, map[int]want{
		7:  {owners: "", due: "Before Thursday", title: "rotate the signing key"},
		8:  {owners: "", due: "Before Thursday", title: "update the mirror list"},
		10: {owners: "Omar", due: "by June 2", title: "write the upgrade notes"},
		11: {owners: "Omar", due: "by May 30", title: "ping the packagers"},
		15: {owners: "최다은", due: "5/12까지", title: "회원 탈퇴 API 구현"},
		17: {owners: "", due: "수요일 전까지", title: "배너 이미지 교체"},
	})
	ps := possibleLines(t, notes, nil)
	for _, line := range []int{6, 9, 14, 16} {
		if p, ok := ps[line]; ok {
			t.Errorf("line %d: a label reported as a possible action: %v", line, p.Signals)
		}
	}
}
