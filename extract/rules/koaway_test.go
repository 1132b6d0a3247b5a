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

// TestKoThingFutureNoTask: narrative minutes' passive future with nobody
// named ("시 보조금은 4월에 입금될 예정임") is what will happen to a thing,
// no task; a member's commitment in the same paragraph is read, and
// "Motion: …" names no person; a topic label before a member's
// commitment ("행사: 홍길동 위원이 …") is no speaker, the line is read
// (notes invented for the test).
func TestKoThingFutureNoTask(t *testing.T) {
	notes := "# 운영위원회 회의록\n\n참석자: 정다은, 박은호, 홍길동\n\n" +
		"재정 보고: 시 보조금은 4월에 입금될 예정임.\n\n" + // 5
		"행사: 홍길동 위원이 정자 예약을 하기로 함.\n\n" + // 7
		"Motion: to increase the scholarship fund. Moved by Eli, seconded by Greg. Carried.\n" // 9
	got := ownersByLine(t, notes)
	if o, ok := got[5]; ok {
		t.Errorf("line 5: a thing's future extracted (owner %q)", o)
	}
	if got[7] != "홍길동" {
		t.Errorf("line 7: owner %q, want 홍길동", got[7])
	}
	for _, p := range possibleLines(t, notes, nil) {
		for _, s := range p.Signals {
			if s.Value == "Motion" {
				t.Errorf("line %d: 'Motion' read as a person", p.Line)
			}
		}
	}
}
