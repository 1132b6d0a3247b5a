package rules

import "testing"

// TestSpeakerNext: in a person's update, what a label marks as next —
// "Next:", "Next week:", "Plan:", "(next):", "— TODO:" — is that person's
// task (a due of "next week" when the label says so); a person the notes
// do not know, or a question after the label, gives none (notes invented
// for the test).
func TestSpeakerNext(t *testing.T) {
	notes := "# Lab meeting\n\nAttendees: Alice, Bob, Carol\n\n## Updates\n" +
		"- Alice: ran the ablation; accuracy dropped 2%. Next: try the larger batch size.\n" + // 6
		"- Bob: finished the literature review. Next week: write the related-work section.\n" + // 7
		"- Carol: stuck on the data loader bug. Plan: pair with Bob on it.\n" + // 8
		"- Bob (next): rerun baselines with 3 seeds\n" + // 9
		"- Alice — TODO: clean up the plotting scripts\n" + // 10
		"- Vendor: shipped 2.0. Next: a plugin API.\n" + // 11
		"- Carol: reviewed the PR. Next: should we merge it?\n" // 12
	cs := parseNotes(t, notes)
	type got struct{ owner, title, due string }
	by := map[int]got{}
	for _, c := range cs {
		by[c.Line] = got{c.Assignee, c.Title, c.Due}
	}
	want := map[int]got{
		6:  {"Alice", "try the larger batch size", ""},
		7:  {"Bob", "write the related-work section", "next week"},
		8:  {"Carol", "pair with Bob on it", ""},
		9:  {"Bob", "rerun baselines with 3 seeds", ""},
		10: {"Alice", "clean up the plotting scripts", ""},
	}
	for l, w := range want {
		if g, ok := by[l]; !ok || g != w {
			t.Errorf("line %d: %+v (found %v), want %+v", l, g, ok, w)
		}
	}
	for _, l := range []int{11, 12} {
		if g, ok := by[l]; ok {
			t.Errorf("line %d: extracted %+v, want nothing", l, g)
		}
	}
}

// TestKoSpeakerNext: the Korean forms — "민수: 실험 완료. 다음: 재실험",
// "다음 주:" (its due), "민수 - 할 일: …", "지훈 (예정): …" — and an
// instruction reported as given to a member ("서연에게 금요일까지 초안
// 보내라고 하심") are that person's task (notes invented for the test).
func TestKoSpeakerNext(t *testing.T) {
	notes := "# 연구실 미팅\n\n참석: 김민수, 이서연, 박지훈\n\n## 진행 상황\n" +
		"- 민수: CIFAR 실험 완료, 정확도 2% 하락. 다음: 배치 크기 늘려서 재실험\n" + // 6
		"- 서연: 관련 연구 정리 끝. 다음 주: 관련 연구 섹션 작성\n" + // 7
		"- 민수 - 할 일: 플롯 스크립트 정리\n" + // 8
		"- 지훈 (예정): 베이스라인 3회 재실행\n" + // 9
		"\n## 교수님 피드백\n- 서연에게 금요일까지 초안 보내라고 하심\n" // 12
	cs := parseNotes(t, notes)
	type got struct{ owner, due string }
	by := map[int]got{}
	for _, c := range cs {
		by[c.Line] = got{c.Assignee, c.Due}
	}
	want := map[int]got{6: {"민수", ""}, 7: {"서연", "다음 주"}, 8: {"민수", ""}, 9: {"지훈", ""}, 12: {"서연", "금요일까지"}}
	for l, w := range want {
		if g, ok := by[l]; !ok || g != w {
			t.Errorf("line %d: %+v (found %v), want %+v", l, g, ok, w)
		}
	}
}

// TestEventDueWithQualifier: a deadline set by an event whose noun has a
// qualifier ("before the board meeting") or no article, closing the
// line ("before code freeze"), dates the work as "before the release"
// does (notes invented for the test).
func TestEventDueWithQualifier(t *testing.T) {
	cs := parseNotes(t, "# Sync\n\n## Action items\n- Dan to prep slides before the board meeting\n- Eve to fix CI before code freeze\n- Bob to tag v2 before the release\n")
	want := map[int][2]string{4: {"prep slides", "before the board meeting"}, 5: {"fix CI", "before code freeze"}, 6: {"tag v2", "before the release"}}
	for _, c := range cs {
		if w, ok := want[c.Line]; ok && (c.Title != w[0] || c.Due != w[1]) {
			t.Errorf("line %d: title %q due %q, want %q due %q", c.Line, c.Title, c.Due, w[0], w[1])
		}
	}
}

// TestDashDayDue: a day set off by a dash closing an item ("Bob — update
// the changelog — Friday", "… - next Tuesday") is its due, not part of
// the title (notes invented for the test).
func TestDashDayDue(t *testing.T) {
	cs := parseNotes(t, "# Sync\n\nAttendees: Bob Lee, Carol Diaz\n\n## Actions\n- Bob — update the changelog — Friday\n- Carol: rotate the keys - next Tuesday\n")
	want := map[int][2]string{6: {"update the changelog", "Friday"}, 7: {"rotate the keys", "next Tuesday"}}
	for _, c := range cs {
		if w, ok := want[c.Line]; ok && (c.Title != w[0] || c.Due != w[1]) {
			t.Errorf("line %d: title %q due %q, want %q due %q", c.Line, c.Title, c.Due, w[0], w[1])
		}
	}
}
