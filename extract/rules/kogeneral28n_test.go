package rules

import "testing"

// Korean forms of teams the rules were not built from (issue 28, fresh set
// 28n), each in notes written for this test, with the lines beside them
// that must stay no action.
var koGeneral28nCases = []formCase{
	{"ko: a running log headed by dates is a record of each day, not work due that day; a dated deadline heading still is", `# 회의록

### 2021.12.21 (화)
- 팀명 브레인스토밍
- 프로젝트 도메인 선택

### 2021.12.22 (수)
- 요구사항 정의서 작성
- 역할 분담

### 12/24(금)까지
- 발표 자료 초안
`, []want{
		{line: 12, owners: "", due: "12/24(금)까지", title: "발표 자료 초안"},
	}},
}

func TestKoGeneral28n(t *testing.T) { runFormCases(t, koGeneral28nCases) }
