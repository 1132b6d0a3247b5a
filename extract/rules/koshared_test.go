package rules

import "testing"

// TestNamesLineOverList: a line of two people the notes know over a list
// ("지훈, 유진" / "- 크롤링 데이터 정제") makes the list theirs, as one
// name alone does; it is no task itself (notes invented for the test).
func TestNamesLineOverList(t *testing.T) {
	notes := "# 5주차 회의\n\n참석 : 김민수, 이서연, 박지훈, 최유진\n\n### 이번주 할 일\n" +
		"민수\n- ERD 최종본 올리기\n" + // 6, 7
		"서연\n- 메인 페이지 디자인 (금요일까지)\n" + // 8, 9
		"지훈, 유진\n- 크롤링 데이터 정제\n" // 10, 11
	checkOwners(t, "names over a list", ownersByLine(t, notes), map[int]string{7: "민수", 9: "서연", 11: "지훈, 유진"}, []int{10})
}

// TestArrowOwner: "task -> 민수" hands the task to the person after an
// ASCII arrow as "→" does; after an arrow, a word the notes do not name
// as a person is where the work goes ("Migrate the DB -> Postgres"), and
// a state closes the item ("-> fixed": a person confirms it is still to
// do) (notes invented for the test).
func TestArrowOwner(t *testing.T) {
	notes := "# 회의\n\n참석 : 김민수, 이서연, Bob Lee\n\n## 할 일\n" +
		"- 교수님 면담 일정 잡기 -> 민수\n" + // 6
		"- 발표 자료 준비 → 서연\n" + // 7
		"- Migrate the DB -> Postgres\n" + // 8
		"- Schedule the review => Bob\n" // 9
	checkOwners(t, "arrows", ownersByLine(t, notes), map[int]string{6: "민수", 7: "서연", 8: "", 9: "Bob"}, nil)
	cs := parseNotes(t, "# Sync\n\n## Action items\n- Tests failing -> fixed\n")
	if len(cs) != 1 || cs[0].Title != "Tests failing" || len(cs[0].Problems) == 0 {
		t.Fatalf("'Tests failing -> fixed': %+v, want the item titled without its state and held as marked done", cs)
	}
}

// TestSprintGoalParent: a numbered item "2. 이번 스프린트 목표" over its
// items heads them as "이번 주 목표" does — the items are tasks, not
// commitments waiting outside an action section — and in "QA는 세훈님이
// 금요일까지 진행 예정" the honoured person does the work the topic names
// (notes invented for the test).
func TestSprintGoalParent(t *testing.T) {
	notes := "# 스탠드업\n\n참석자: 정하늘, 오세훈, 한지민, 윤도현\n\n" +
		"1. 지난 스프린트 리뷰\n - 푸시 알림은 다음 스프린트로 넘김\n\n" + // 5, 6
		"2. 이번 스프린트 목표\n" + // 8
		" - 푸시 알림 버그 수정 (도현)\n" + // 9
		" - 온보딩 화면 개편 - 지민\n" + // 10
		" - QA는 세훈님이 금요일까지 진행 예정\n" // 11
	cs := parseNotes(t, notes)
	got := map[int]string{}
	for _, c := range cs {
		got[c.Line] = c.Assignee
		if c.Line >= 9 && len(c.Problems) > 0 {
			t.Errorf("line %d: held (%v), want a task of the sprint's goals", c.Line, c.Problems)
		}
	}
	want := map[int]string{9: "도현", 10: "지민", 11: "세훈"}
	for l, w := range want {
		if got[l] != w {
			t.Errorf("line %d: owner %q, want %q", l, got[l], w)
		}
	}
}

// TestKoNextMeetingUntil: "다음 회의 때까지 리서치" is due "다음 회의 때까지"
// and titled "리서치" — the 때까지 belongs to the deadline, not the work
// (notes invented for the test).
func TestKoNextMeetingUntil(t *testing.T) {
	cs := parseNotes(t, "# 회의\n\n참석: 김민수\n\n## 할 일\n- 민수: 다음 회의 때까지 리서치\n")
	if len(cs) != 1 || cs[0].Title != "리서치" || cs[0].Due != "다음 회의 때까지" {
		t.Fatalf("got %+v, want title 리서치 due 다음 회의 때까지", cs)
	}
}

// TestKoEveryoneLead: "다들 이번 주 안에 각자 파트 README 작성" gives the work
// to the whole group as "모두 …" does — under a to-do heading and, held
// for a person, in discussion (notes invented for the test).
func TestKoEveryoneLead(t *testing.T) {
	notes := "# 회의\n\n## 할 일\n- 다들 이번 주 안에 각자 파트 README 작성\n\n## 논의\n- 다들 이번 주 안에 각자 파트 README 작성\n"
	checkOwners(t, "다들", ownersByLine(t, notes), map[int]string{4: "다들", 7: "다들"}, nil)
}
