package rules

import "testing"

// Glossary runs of study notes (issue 28, fresh set 28y), in notes written
// for this test: "term : definition" items are no actions, even when a
// definition's parenthetical reads like a commitment; a record's fields
// and a person after the colon still read as before.
var koGlossary28yCases = []formCase{
	{"ko glossary: a run of term : definition items is no action list, whatever a parenthetical says", `# 2회차 스터디
## 코드 구조
* cmd : 각 데몬의 실행 코드
* conf : 데몬 설정 예시 (각 항목의 의미를 다 볼것)
* docs : 웹 문서 원본
`, nil},
	{"ko glossary: a colon list naming people stays their work", `# 회의
## 과제
* 인증 흐름 분석 : 문가은
* 캐시 구조 정리 : 백도윤
`, []want{
		{line: 3, owners: "문가은", title: "인증 흐름 분석"},
		{line: 4, owners: "백도윤", title: "캐시 구조 정리"},
	}},
}

func TestKoGlossary(t *testing.T) { runFormCases(t, koGlossary28yCases) }
