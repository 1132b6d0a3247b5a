package rules

import "testing"

// Issue 28 (helper ko-trials9b): forms found on fresh Korean minutes
// (a club's volunteer dev team, a student council, a small game team,
// side projects and small companies) nobody tuned on, written here as
// invented notes of the same shape. An empty title means the line is no
// action.

// A paragraph that is only a person's name, a blank line, then that
// person's work one sentence a paragraph (blank lines between them too),
// and the next person's name: notes typed without list markup. Each line
// belongs to the name above its run.
func TestKoTrials9bNameParagraphRuns(t *testing.T) {
	notes := "# 정기 회의\n\n참석자 : 박지훈, 이서연\n\n## 다음 회의(3/4)까지 할 것\n\n서연\n\n결제 모듈의 서비스와 컨트롤러 작성\n\n그 후에 환불 관련 코드도 작성\n\n지훈\n\n로그인 화면 문구 수정\n알림 설정 페이지 연동\n"
	runLineCases(t, []lineCase{
		{"the first line under a name paragraph", notes, 9, w5("서연", "다음 회의(3/4)까지", "결제 모듈 서비스와 컨트롤러 작성")},
		{"a line one blank further down", notes, 11, w5("서연", "다음 회의(3/4)까지", "그 후에 환불 관련 코드도 작성")},
		{"the next person's first line", notes, 15, w5("지훈", "다음 회의(3/4)까지", "로그인 화면 문구 수정")},
		{"a wrapped run with no blank between", notes, 16, w5("지훈", "다음 회의(3/4)까지", "알림 설정 페이지 연동")},
	})
	far := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 할 일\n\n서연\n\n\n\n결제 모듈 작성\n"
	runLineCases(t, []lineCase{
		{"a name paragraph two blank lines away does not reach", far, 11, w5("", "", "결제 모듈 작성")},
	})
}
