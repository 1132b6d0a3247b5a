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

func TestKoTalk28y(t *testing.T) { runFormCases(t, koTalk28yCases) }
