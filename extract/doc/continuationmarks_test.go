package doc

import "testing"

// Chat-style Korean minutes carry a line on with "ㄴ" (or "└", "↳", "→")
// under it: those lines are items nested under the line above, not lines
// of text of the part (issue 28: under "- 할 일" they were each read as a
// task of their own).
func TestContinuationMarksNestItems(t *testing.T) {
	notes := "## 회의\n- 일정 공유\n  ㄴ 발표는 다음 달로 미룸\n    └ 장소는 미정\n- 디자인 검토\n  ↳ 색상 확정\nㄴㄴ 아님\n- 배포\n  → 금요일에 배포하기\n"
	d, kinds := lineKinds(t, notes)
	for _, line := range []int{3, 4, 6, 9} {
		if kinds[line] != ListItem {
			t.Errorf("line %d: kind %v, want a list item", line, kinds[line])
		}
	}
	if n := d.Nodes[d.Index(3)]; n.Parent < 0 || d.Nodes[n.Parent].Line != 2 {
		t.Errorf("line 3's parent: %d, want the item of line 2", n.Parent)
	}
	if n := d.Nodes[d.Index(4)]; n.Parent < 0 || d.Nodes[n.Parent].Line != 3 {
		t.Errorf("line 4's parent: %d, want the item of line 3", n.Parent)
	}
	if kinds[7] == ListItem {
		t.Errorf("line 7 (\"ㄴㄴ\", a reply) read as an item")
	}
}
