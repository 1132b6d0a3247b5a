package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Issue 28, leftovers of the last round: a to-do item its list marks as
// finished, a title taken for an owner, and a deadline that holds the
// separator the owner is split off by. Notes written for these tests.

// TestFinishedItems: a done mark in the text ("(완)", "[O]") or an item
// struck through whole in a dated to-do list files the item as finished:
// no action, and no possible action either. A checked box stays an action
// (labelled minutes keep it), and so does a struck item of an undated
// action-items list: the list keeps the meeting's actions with their later
// state.
func TestFinishedItems(t *testing.T) {
	notes := `# 5주차 회의

## 다음 회의 전까지 할 일
- 회원 탈퇴 기능 (완)
- [x] 알림 설정 화면
- [O] 검색 API 연결
- ~~이미지 업로드 정리~~
- 지도 화면 붙이기
- [ ] 발표 리허설 하기

## Before Friday
- [x] tag the release
- [ ] write the changelog

## Action items
- [x] Lena to rotate the tokens
- ~~Omar to book the room~~
`
	got := parseNotes(t, notes)
	checkByLine(t, got, map[int]want{
		5:  {owners: "", due: "다음 회의 전까지", title: "알림 설정 화면"},
		8:  {owners: "", due: "다음 회의 전까지", title: "지도 화면 붙이기"},
		9:  {owners: "", due: "다음 회의 전까지", title: "발표 리허설"},
		12: {owners: "", due: "Before Friday", title: "tag the release"},
		13: {owners: "", due: "Before Friday", title: "write the changelog"},
		16: {owners: "Lena", due: "", title: "rotate the tokens"},
		17: {owners: "Omar", due: "", title: "book the room"},
	})
	ps := possibleLines(t, notes, nil)
	for _, line := range []int{4, 6, 7} {
		if p, ok := ps[line]; ok {
			t.Errorf("line %d: a finished item reported as possible: %v", line, p.Signals)
		}
	}
}

// TestTitleIsNoOwner: "교수님:", "조교님 -" open a line with who spoke or
// whom it addresses — a title with no name — not a member who takes the
// work; a name with 님 still owns it.
func TestTitleIsNoOwner(t *testing.T) {
	got := parseNotes(t, `# 중간 점검

## 이번 주 할 일
- 교수님: 시연 영상 다시 찍기
- 조교님 - 평가표 양식 받기
- 서윤님: 배포 스크립트 정리
`)
	checkByLine(t, got, map[int]want{
		4: {owners: "", due: "이번 주", title: "시연 영상 다시 찍기"},
		5: {owners: "", due: "이번 주", title: "평가표 양식 받기"},
		6: {owners: "서윤님", due: "이번 주", title: "배포 스크립트 정리"},
	})
}

// TestOwnerThenDateWithSlash: "task - name, 3/18": the deadline after
// the owner holds a slash itself; the owner is still read.
func TestOwnerThenDateWithSlash(t *testing.T) {
	got := parseNotes(t, `# 스프린트 2

## 이번 스프린트 할 일
- 결제 화면 - 도윤, 4/12
- 푸시 알림 - 하린 / 4/15
- 리뷰 정리 - 서진, 4월 20일
`)
	checkByLine(t, got, map[int]want{
		4: {owners: "도윤", due: "4/12", title: "결제 화면"},
		5: {owners: "하린", due: "4/15", title: "푸시 알림"},
		6: {owners: "서진", due: "4월 20일", title: "리뷰 정리"},
	})
}

func parseNotes(t *testing.T, notes string) []extract.Candidate {
	t.Helper()
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	return got
}
