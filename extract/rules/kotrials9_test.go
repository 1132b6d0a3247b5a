package rules

import "testing"

// Issue 28 (helper ko-trials9): forms found on fresh Korean minutes
// (university course and capstone teams, bootcamp project teams) nobody
// tuned on, written here as invented notes of the same shape. An empty
// title means the line is no action.

// A deadline set by an event ("시연 전까지", "review 전까지", "발표
// 전까지") keeps its event, whatever the event is called; a time of day
// after a weekday ("목요일 낮까지") is part of the deadline.
func TestKoTrials9EventDeadline(t *testing.T) {
	notes := "# 정기 회의\n\n### 작업 계획\n- 목요일 낮까지 맡은 화면 구현 끝내기.\n- 그 다음, 시연 전까지 브랜치 합쳐서 충돌 수정!\n- 깨지는 테스트는 review 전까지 고치기로 함.\n- 발표 전까지 슬라이드 다듬기\n"
	runLineCases(t, []lineCase{
		{"a time of day after the weekday", notes, 4, w5("", "목요일 낮까지", "맡은 화면 구현 끝내기")},
		{"an event the patterns do not list", notes, 5, w5("", "시연 전까지", "그 다음, 브랜치 합쳐서 충돌 수정")},
		{"an event written in Latin letters", notes, 6, w5("", "review 전까지", "깨지 테스트 고치기")},
		{"an event that is also a word of work", notes, 7, w5("", "발표 전까지", "슬라이드 다듬기")},
	})
}
