package rules

import "testing"

// Korean task endings and owners the ko-verb-… metamorphic rewrites
// showed unread (scripts/metamorph: the same labelled items written with
// 필요, 예정 and 하자 endings).
func TestKoEndingForms(t *testing.T) {
	runLineCases(t, []lineCase{
		{
			// A to-do item closed by 필요, with detail nested under it:
			// the same work "보고서로 작성" is, not a topic over its list.
			name:  "needed work over its details",
			notes: "## 3주차 회의\n\n### 할 일\n\n1. 실험 결과를 보고서로 작성 필요\n    - 입력 데이터 정리 방법\n2. 발표 자료 준비\n",
			line:  5,
			want:  w5("", "", "실험 결과 보고서로 작성 필요"),
		},
		{
			// "다음주: … 준비 필요" under a schedule heading reads as
			// "다음주: … 준비" does.
			name:  "needed work after a week label",
			notes: "## 3주차 회의\n\n## 일정\n다음주: 요구사항 분석 준비 필요\n",
			line:  4,
			want:  w5("", "다음주", "요구사항 분석 준비 필요"),
		},
		{
			// A need of a thing names no work.
			name:  "needed thing",
			notes: "## 3주차 회의\n\n## 일정\n다음주: 테스트 서버 필요\n",
			line:  4,
		},
		{
			// 에서 after a team's name marks the team as the doer.
			name:  "team eseo subject",
			notes: "# 회의록\n\n## 회의 내용\n- 백엔드에서 결제 API 설계할 예정\n",
			line:  4,
			want:  w5("백엔드", "", "결제 API 설계"),
		},
		{
			name:  "latin team eseo subject",
			notes: "# 회의록\n\n## 회의 내용\n- Frontend에서 로그인 화면 정리할 예정\n",
			line:  4,
			want:  w5("Frontend", "", "로그인 화면 정리"),
		},
		{
			// 에서 after a place is no subject.
			name:  "place eseo",
			notes: "# 회의록\n\n## 회의 내용\n- 서버에서 로그 수집 정리할 예정\n",
			line:  4,
			want:  w5("", "", "서버에서 로그 수집 정리"),
		},
		{
			// "…하기로 하였다" is "…하기로 했다" written out: the same
			// agreement to work, not a report of work done.
			name:  "agreed to, written out",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 김민수는 결제 모듈을 작성하기로 하였다.\n",
			line:  6,
			want:  w5("김민수", "", "결제 모듈 작성"),
		},
		{
			// A verb other than 하다 agreed to keeps its to-do form.
			name:  "other verb agreed to",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 발표 자료는 다음 주까지 찾아보기로 하였다.\n",
			line:  6,
			want:  w5("", "다음 주까지", "발표 자료 찾아보기"),
		},
		{
			// "…는 걸로 함" settles who does the work, as "…하기로 함"
			// does (kosettled.go).
			name:  "settled with a person",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 발표 자료는 지영이가 만드는 걸로 함\n",
			line:  6,
			want:  w5("지영", "", "발표 자료 만들기"),
		},
		{
			// Without a person, work and when it is due.
			name:  "settled work and due",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 서버 배포는 이번 주 안에 하는 것으로 함\n",
			line:  6,
			want:  w5("", "이번 주 안에", "서버 배포"),
		},
		{
			// A custom the meeting settled is no task.
			name:  "settled custom",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 회의는 매주 수요일에 하는 것으로 함\n",
			line:  6,
		},
		{
			// "…할 필요가 있음" says what "…해야 함" says.
			name:  "need to, with a deadline",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 결제 화면은 다음 주까지 수정할 필요가 있음\n",
			line:  6,
			want:  w5("", "다음 주까지", "결제 화면 수정"),
		},
		{
			// The obligation's ending is no part of the title.
			name:  "must, title",
			notes: "# 회의록\n\n참석자: 김민수, 박지영\n\n## 회의 내용\n- 로그인 API 문서를 금요일까지 정리해야 함\n",
			line:  6,
			want:  w5("", "금요일까지", "로그인 API 문서 정리"),
		},
		{
			// A parent item that is only a link to a member's account
			// owns the work nested under it.
			name:  "profile link parent",
			notes: "# 7주차 스터디\n\n## 다음 주 목표\n\n- [ ] [@Mina Park](https://github.com/minapark)\n  - 포트폴리오 업데이트 할 예정\n  - 알고리즘 문제 풀기\n",
			line:  6,
			want:  w5("Mina Park", "다음 주", "포트폴리오 업데이트"),
		},
	})
}

// A profile address has one path segment; a link to a repository, an
// issue or another site is no person.
func TestProfileLinkName(t *testing.T) {
	for in, want := range map[string]string{
		"[@Mina Park](https://github.com/minapark)":       "Mina Park",
		"[Mina](https://gitlab.com/mina/):":               "Mina",
		"**[@jo.lee](https://github.com/jolee)**":         "jo.lee",
		"[@Mina Park](https://github.com/minapark/notes)": "",
		"[#12](https://github.com/org/repo/issues/12)":    "",
		"[Mina Park](https://example.org/minapark)":       "",
		"[@Mina Park](https://github.com/minapark) 발표 준비": "",
	} {
		if got := profileLinkName(in); got != want {
			t.Errorf("profileLinkName(%q) = %q, want %q", in, got, want)
		}
	}
}

// An open box over Korean nominal work in the discussion ("- [ ] 포스터
// 인쇄") is shown as a possible action, not a task; a ticked box and an
// open one over a report are not shown.
func TestKoOpenBoxPossible(t *testing.T) {
	shown, cs, ps := shownLines(t, []byte("# 9주차 회의록\n\n## 논의 사항\n\n- [ ] 포스터 인쇄\n- [x] 포스터 디자인\n- [ ] 지난 회의록 검토했음\n"))
	if len(cs) != 0 || !shown[5] || shown[6] || shown[7] {
		t.Fatalf("want line 5 a possible action and nothing else; tasks %s possible %+v", dump(cs), ps)
	}
}
