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
