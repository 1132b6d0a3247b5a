package rules

import "testing"

// TestQuietClasses: lines that carry signals but belong to a class that
// is no action (answers, success criteria, a parking lot, a title-case
// event, a Korean decision naming nobody, an author in an open box) are
// not possible actions; the same shapes that are actions still are
// (invented notes).
func TestQuietClasses(t *testing.T) {
	cases := []toldCase{
		{"answer to an expected question", `# 발표 준비 계획

## 예상 질문

**Q1. "기여 증거는?"**
답변:
- 모듈별 리뷰 할당 확인
`, 7, false},
		{"success criteria", `# 발표 준비 계획

## 성공 기준 (종료 시점)

- [ ] 팀원 4명 각자 슬라이드 섹션 발표
`, 5, false},
		{"parking lot", `# 역할 분담 정리

## 다음 회의 안건 (Parking Lot)

- 결합 방식의 구체 설계.
`, 5, false},
		{"event and its speaker", `# Board

## Agenda and Notes
* Open Infra Summit Berlin, Jeremy Stanley
`, 4, false},
		{"Korean decision naming nobody", `# 회의록

## 논의 내용
- 프로토타입을 먼저 만들어 테스트를 진행하기로 함.
`, 4, false},
		{"open box naming an author", `# Triage

## Nominations
- [issue 7](https://example.org/7)
  * [ ] recent [proposal](https://example.org/7#c) by centril of the rough shape
`, 5, false},
		// The same shapes as actions.
		{"Korean decision with its owner", `# 회의록

참석자: 김민수, 이서연

## 논의 내용
- 민수님이 테스트를 진행하기로 함.
`, 6, true},
		{"sentence-case step", `# Board

## Next steps
* Open an issue for the summit travel budget
`, 4, true},
		{"open box with a step", `# Triage

## Nominations
- [issue 7](https://example.org/7)
  * [ ] introduce explicit methods with the other semantics
`, 5, true},
	}
	checkTold(t, cases)
}
