package rules

import "testing"

// Issue 28 (helper ko-trials11): forms found on fresh Korean notes written
// as raw notes, running paragraphs and progress checklists, nobody tuned
// on, written here as invented notes of the same shape. An empty title
// means the line is no action.

// A heading that shares the progress ("현재 진행상황 공유") is a status
// report like "진행 상황": a checked item there, whatever people follow
// it, is work done, not work to do.
func TestKoTrials11ProgressShareHeadingIsStatus(t *testing.T) {
	notes := "# 회의\n\n##### 현재 진행상황 공유\n1. 운영\n- [x] 발표 자료 공유\n- [x] 배경 음악 선정(서연, 지우, 민호)\n- [ ] 시연 작업(서연, 민호)\n"
	runLineCases(t, []lineCase{
		{"a checked item with three people", notes, 6, w5("", "", "")},
		{"an open item with two people", notes, 7, w5("서연, 민호", "", "시연 작업")},
	})
}

// A slash between two words that could each be a name ("남동생 / 여동생")
// pairs them — two characters, two roles — and no work follows the first;
// a person and the work after a slash ("박재현 / 인터뷰 정리") still assigns.
func TestKoTrials11SlashPairIsNoAssignment(t *testing.T) {
	notes := "## 영상 순서\n1. 소개 화면\n2. 등장인물 소개\n- 남동생 / 여동생\n- 박재현 / 인터뷰 정리\n"
	runLineCases(t, []lineCase{
		{"two words that could be names", notes, 4, w5("", "", "")},
		{"a person and the work", notes, 5, w5("박재현", "", "인터뷰 정리")},
	})
}
