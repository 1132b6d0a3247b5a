package rules

import "testing"

// TestKoAwayNoTask: a Korean line that says someone will not be there —
// absent, on leave, leaving early, late — is neither a task nor a
// possible action, in running notes and under a to-do heading; work
// closing a line that mentions leave is still read (notes invented for
// the test).
func TestKoAwayNoTask(t *testing.T) {
	notes := "# 주간 회의\n\n참석자: 김민수, 이서연, 박지훈\n\n## 회의 메모\n" +
		"- 민수: 금요일에는 휴가라 참석 못 합니다\n" + // 6
		"- 지훈: 오늘은 일찍 나가봐야 합니다\n" + // 7
		"- 서연 - 다음 주 예비군 훈련으로 불참\n" + // 8
		"- 박지훈님 출장으로 다음 회의 참석 어려움\n" + // 9
		"- 김민수: 10분 정도 늦을 것 같아요\n" + // 10
		"- 민수: 휴가 전까지 보고서 초안 작성할게요\n" + // 11
		"\n## 할 일\n" +
		"- 서연: 다음 주는 여행이라 못 옵니다\n" + // 14
		"- 지훈: 회의 전까지 참석자 명단 정리하기\n" // 15
	got := ownersByLine(t, notes)
	for _, l := range []int{6, 7, 8, 9, 10, 14} {
		if o, ok := got[l]; ok {
			t.Errorf("line %d: an absence extracted (owner %q)", l, o)
		}
	}
	if got[11] != "민수" {
		t.Errorf("line 11: owner %q, want 민수 (work due before the leave)", got[11])
	}
	if got[15] != "지훈" {
		t.Errorf("line 15: owner %q, want 지훈", got[15])
	}
	possible := possibleLines(t, notes, nil)
	for _, l := range []int{6, 7, 8, 9, 10, 14} {
		if p, ok := possible[l]; ok {
			t.Errorf("line %d: an absence shown as a possible action (%v)", l, p.Signals)
		}
	}
}
