package rules

import "testing"

// Issue 28 (helper ko-trials10): forms found on fresh Korean minutes
// (university course and capstone teams keeping weekly minutes in the
// repository) nobody tuned on, written here as invented notes of the same
// shape. An empty title means the line is no action.

// A group word in parentheses opening a to-do ("(공통) 10월 2일 …",
// "(전원) …") is the owner as written, as a person's name in the same
// place is, and the date after it is the item's own deadline, not the
// week of the heading.
func TestKoTrials10ParenGroupOwner(t *testing.T) {
	notes := "# 5주차 회의\n\n## 다음 주 할 일\n- [ ] (하은) 11월 3일 18:00 발표 자료 제출\n- [ ] (공통) 11월 4일 12:00 역할별 초안 공유\n- [x] (전원) 11월 5일 10:00 설문지 검토\n"
	runLineCases(t, []lineCase{
		{"a person's name in parentheses", notes, 4, w5("하은", "11월 3일 18:00", "발표 자료 제출")},
		{"the common share in parentheses", notes, 5, w5("공통", "11월 4일 12:00", "역할별 초안 공유")},
		{"everyone in parentheses", notes, 6, w5("전원", "11월 5일 10:00", "설문지 검토")},
	})
}
