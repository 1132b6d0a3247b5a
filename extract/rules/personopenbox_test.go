package rules

import "testing"

// An open box right under a person — a heading, a bold or plain line
// that is only the name — is that person's work to do; under a topic word
// or in a section of finished work it is not.
func TestPersonOpenBox(t *testing.T) {
	runFormCases(t, []formCase{
		{"korean heading", "# 회의록\n\n### 김철수\n- [ ] 배포 스크립트 작성\n- [x] 요구사항 정리\n\n### 이영희\n- [ ] 디자인 시안 2종\n", []want{
			{line: 4, owners: "김철수", title: "배포 스크립트 작성"},
			{line: 8, owners: "이영희", title: "디자인 시안 2종"},
		}},
		{"bold name line", "# 회의록\n\n**김철수**\n- [ ] 로그 수집 설정\n", []want{
			{line: 4, owners: "김철수", title: "로그 수집 설정"},
		}},
		{"handle heading", "# Sync\n\n### @alice\n- [ ] Update the install docs\n", []want{
			{line: 4, owners: "alice", title: "Update the install docs"},
		}},
		{"topic word is no person", "# Sync\n\n**Notes**\n- [ ] Slides\n- [ ] Recording\n", nil},
		{"finished work", "# 회의록\n\n## 완료한 일\n### 김철수\n- [ ] 배포 스크립트 작성\n", nil},
	})
}

// Notes typed with no markup head each block of plain lines with a short
// label after a blank line: the block under "차주 계획" is next week's
// work, the block under "금주 진행사항" this week's report.
func TestLabelOverPlainLines(t *testing.T) {
	runFormCases(t, []formCase{
		{"plain blocks", "회의록 2019-05-07\n\n금주 진행사항\n김철수 - 서버 API 완료\n이영희 - 화면 구현 80%\n\n차주 계획\n김철수 - 배포\n이영희 - 화면 구현 마무리\n", []want{
			{line: 8, owners: "김철수", due: "차주", title: "배포"},
			{line: 9, owners: "이영희", due: "차주", title: "화면 구현 마무리"},
		}},
		// A label of four words ("Tasks for next week") heads its block as
		// well (notes invented for the test).
		{"plain blocks under a four-word label", "Team meeting Oct 3\n\nSprint review\nThe login flow is merged.\nThe map component still has a zoom bug.\n\nTasks for next week\nJake - write unit tests for the auth service\nOliver - fix the zoom bug\n", []want{
			{line: 8, owners: "Jake", due: "for next week", title: "write unit tests for the auth service"},
			{line: 9, owners: "Oliver", due: "for next week", title: "fix the zoom bug"},
		}},
	})
}

// Lines under this week's progress ("금주 진행사항", "이번 주 한 일")
// report the week: neither actions nor possible actions — the block under
// "차주 계획" is the work.
func TestProgressBlockIsNoPossibleAction(t *testing.T) {
	notes := "회의록 2019-05-07\n\n금주 진행사항\n김철수 - 서버 API 완료\n이영희 - 화면 구현 80%\n\n차주 계획\n김철수 - 배포\n이영희 - 화면 구현 마무리\n"
	for line, p := range possibleLines(t, notes, nil) {
		if line == 4 || line == 5 {
			t.Errorf("progress line %d shown as a possible action: %+v", line, p)
		}
	}
}
