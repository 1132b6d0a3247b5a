package rules

import "testing"

// A study session's programme (issue 28, fresh set 28y), in notes written
// for this test: talks with their presenters are no actions; preparing a
// talk for a later session still is.
var koTalk28yCases = []formCase{
	{"ko programme: talks given in the session are no actions", `# 1일차: 3월 4일
* 내용
  * 스터디 진행 안내 (문가은)
  * 컨테이너 개요 (백도윤)
  * 백도윤: 쿠버네티스 실습 (https://example.org/k8s)
`, nil},
	{"ko programme: preparing a talk is work", `# 1일차
## 다음 할 일
* 다음 발표 자료 준비 (문가은)
`, []want{
		{line: 3, owners: "문가은", titleContains: true, title: "발표 자료 준비"},
	}},
}

func TestKoTalk(t *testing.T) { runFormCases(t, koTalk28yCases) }

// TestRSTReference: an item of reStructuredText links alone is a
// session's material, not a task of the person it is listed under.
func TestRSTReference(t *testing.T) {
	runFormCases(t, []formCase{
		{"rst: links alone under a person are materials", "Day 2\n=====\n\n * 자료\n\n   * 문가은\n\n     * `발표 자료 <materials/a.pdf>`_\n       (`pptx 원본 <materials/a.pptx>`_)\n", nil},
	})
}

// TestKoHowToNoOwner: a study's how-to names the meeting and the
// channel, no person: "미팅이 시작되면 …", "(미팅 / 채널명)".
func TestKoHowToNoOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko how-to: meeting and channel are no owners", `# 2회차
### 메신저 이용
* 채널에서 회의 기록 시작하기 : #startmeeting demo(미팅 / 채널명)
  * 미팅이 시작되면 기록 폴더가 생기며, 지워지지 않으므로 함부로 시작하지 않도록 주의하여야 한다.
`, nil},
	})
}
