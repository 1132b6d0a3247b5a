package rules

import "testing"

// Korean study-group and student-team minutes from the lead's trials
// (notes invented for the test): a need with its deadline before an
// arrow and who takes it after, a brought-back ending on a verb other
// than 하다, and headings of what the meeting did ("진행", "오늘 한 것").
var koStudyTrialCases = []formCase{
	{"ko: the need before an arrow gives the work its object and deadline", `# 회의록 - 2026.03.21

- 다음 주 월요일까지 기획서 제출해야 함 → 도윤이 정리해서 제출하기로
`, []want{
		{line: 3, owners: "도윤", due: "다음 주 월요일까지", title: "기획서 정리해서 제출"},
	}},
	{"ko: '만들어 오기로 했음' keeps the work's to-do form", `# 회의록 - 2026.03.21

- 예린이 로고 시안 3개 만들어 오기로 했음
`, []want{
		{line: 3, owners: "예린", due: "", title: "로고 시안 3개 만들어 오기"},
	}},
	{"ko: what the meeting did ('진행', '오늘 한 것') is no work ahead", `# 2주차

## 진행
1. 1장 발표 - 지수
2. 2장 발표 - 하늘

## 📌 오늘 한 것
- 자기소개 및 스터디 규칙 정하기

## 과제
* 지수 : 3장 발표 준비
`, []want{
		{line: 11, owners: "지수", due: "", title: "3장 발표 준비"},
	}},
}

func TestKoStudyTrials(t *testing.T) { runFormCases(t, koStudyTrialCases) }

// TestKoChoiceDecidedIsQuiet: a choice the meeting settled is no possible
// action even when a word before 은/는 could be read as a person.
func TestKoChoiceDecidedIsQuiet(t *testing.T) {
	notes := "# 회의록 - 2026.03.21\n\n참석: 지수, 하늘, 도윤, 예린\n\n- 서버는 일단 Firebase로 가기로 결정\n- 프론트는 React로 통일\n- 지수가 API 문서 작성하기로 결정\n"
	got := possibleLines(t, notes, nil)
	for _, line := range []int{5, 6} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	if _, ok := got[7]; !ok {
		if _, took := ownersByLine(t, notes)[7]; !took {
			t.Errorf("line 7 (work decided for 지수) is neither possible nor extracted")
		}
	}
}
